package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// A busy host texting from the phone (blind81): run-on requests, the
// pronoun for the pro named before, a follow-up that starts with the
// pro's name, "make that 11".

// twoPlacesTwoTimesRe is "put her at the ridge at 9 and the one on frazier
// at 11": the pro said before, sent to two places, each at its own time.
var twoPlacesTwoTimesRe = mustCompile(`(?i)\b(?:put|send|get|have) (her|him|them) (?:at|to|over to|over at) ([a-z0-9' ]+?) at (\d{1,2}(?::\d{2})?(?: ?[ap]m)?) (?:and|&) (?:at |to )?((?:the )?[a-z0-9' ]+?) at (\d{1,2}(?::\d{2})?(?: ?[ap]m)?)\b`)

// twoPlacesTwoTimes reads "carla can do inspections thurs the 12th, put
// her at the ridge at 9 and the one on frazier at 11" as two bookings of
// the pro, one a place, as "book her at the ridge at 9 and at the one on
// frazier at 11" is: never one job at the first place with neither time.
func twoPlacesTwoTimes(msg string) string {
	return twoPlacesTwoTimesRe.ReplaceAllString(msg, "book $1 at $2 at $3 and at $4 at $5")
}

// makeThatRe is "wait make that 11" in a follow-up: "make it 11".
var makeThatRe = mustCompile(`(?i)\bmake that (\d{1,2}(?::\d{2})?(?: ?[ap]m)?|noon)\b`)

// notProLead are first names that lead a follow-up as other words do:
// a verb, a month ("june 10"), a weekday.
var notProLead = map[string]bool{"will": true, "can": true, "may": true, "mark": true, "june": true, "april": true,
	"august": true, "sat": true, "sun": true, "wed": true, "pat": true, "bill": true}

// proThenWhen reads a follow-up that is a pro's name and then the day or
// time ("ray tues at 10", "dee fri 9am") as "ray, tues at 10": who does
// the job just booked, and when; and "make that 11" as "make it 11".
func (s *session) proThenWhen(msg string) string {
	msg = makeThatRe.ReplaceAllString(msg, "make it $1")
	fields := strings.Fields(msg)
	if len(fields) < 2 || len(fields) > 6 || strings.Contains(msg, "?") {
		return msg
	}
	first := strings.ToLower(fields[0])
	if strings.ContainsAny(first, ",.;:!?") {
		return msg
	}
	n := 0
	for _, p := range s.pros {
		if name := words(p.Name); p.Active && len(name) > 0 && name[0] == first && !notProLead[first] {
			n++
		}
	}
	if n != 1 || placeWordOf(s.addrs, first) {
		return msg
	}
	next := strings.ToLower(strings.Trim(fields[1], ",.;:!?"))
	if !isWeekdayWord(next) && !clockWordRe.MatchString(next) && !slices.Contains([]string{"tmrw", "tomorrow", "today", "tonight", "at"}, next) {
		return msg
	}
	return fields[0] + ", " + strings.Join(fields[1:], " ")
}

// placeApartFromPro returns where else toks name m's property when m was
// read in the words of a pro's name ("scenic city" for Scenic City
// Cleaning Co, and 118 Scenic Hwy): a word of the property's own name said
// apart ("lookout" for Lookout Mountain Bungalow) that no other property's
// name and no pro's name has. ok is false when there is none.
func (s *session) placeApartFromPro(toks []token, m propertyMatch) (span, bool) {
	name := words(m.addr.Name())
	for k, t := range toks {
		if k >= m.at.start && k < m.at.end || t.used || genericWords[t.s] || len(t.s) < 4 || !slices.Contains(name, t.s) {
			continue
		}
		if slices.ContainsFunc(s.addrs, func(a *steward.Address) bool { return a.ID != m.addr.ID && slices.Contains(words(a.Name()), t.s) }) {
			continue
		}
		if slices.ContainsFunc(s.pros, func(p *steward.Pro) bool { return slices.Contains(words(p.Name), t.s) }) {
			continue
		}
		return span{k, k + 1}, true
	}
	return span{}, false
}

// afterTheNewStay gives a job said "after" with no day of its own, in the
// message that records a stay ("new booking at the lake house the
// pattersons fri the 13th to sun the 15th and get dee in there to clean
// after at 11"), the day of that stay's check-out: never today.
func afterTheNewStay(reqs []request) {
	for i := range reqs {
		if reqs[i].Kind != kindReservation || reqs[i].NewWhen == nil || !reqs[i].NewWhen.HasDate {
			continue
		}
		out := reqs[i].NewWhen
		for j := i + 1; j < len(reqs); j++ {
			in := &reqs[j]
			if in.Kind != kindSchedule || in.Service != steward.Cleaning || in.When == nil || in.When.HasDate ||
				in.AddressID != 0 && in.AddressID != reqs[i].AddressID {
				continue
			}
			raw := " " + strings.ToLower(in.rawText) + " "
			if !strings.Contains(raw, " after ") && !strings.Contains(raw, " afterwards ") && !strings.Contains(raw, " afterward ") {
				continue
			}
			w := *in.When
			w.HasDate, w.Year, w.Month, w.Day = true, out.Year, out.Month, out.Day
			in.When = &w
		}
	}
}

// ordinalOfOther reports whether the ordinal word toks[i] is said of
// something else than the options listed: "they have another job first",
// "her other job first".
func ordinalOfOther(toks []token, i int) bool {
	return i > 0 && slices.Contains([]string{"job", "jobs", "thing", "stop", "appointment", "appt", "gig", "call"}, toks[i-1].s)
}

// contactLeads are the words a texting host asks for a thing with,
// before what she wants: "lemme get rays number", "can i get dee's email".
var contactLeads = [][]string{{"lemme", "get"}, {"lemme", "have"}, {"let", "me", "get"}, {"let", "me", "have"}, {"get", "me"},
	{"send", "me"}, {"can", "i", "get"}, {"could", "i", "get"}, {"can", "i", "have"}, {"could", "i", "have"}, {"can", "u", "send", "me"},
	{"can", "you", "send", "me"}}

// contactLead returns how many words of toks ask for a thing before
// naming it ("lemme get"), 0 when they do not start so.
func contactLead(toks []token) int {
	for _, lead := range contactLeads {
		if len(toks) > len(lead) && slices.EqualFunc(toks[:len(lead)], lead, func(t token, w string) bool { return t.s == w }) {
			return len(lead)
		}
	}
	return 0
}

// serviceInsteadRe is "the restock at lookout tues, make it a full clean
// instead": the job said, then the service it should be.
var serviceInsteadRe = mustCompile(`(?i)\b(the|that) ([a-z0-9' ]+?)[,;:-]+ ?(?:make|switch|change|turn) (?:it|that) (?:in)?(?:to )?(?:an? )?(?:full |regular |normal |proper |standard |complete |plain )?(clean|cleaning|restock|restocking|inspection)(?: instead)?\b`)

// serviceInstead reads "the restock at lookout tues, make it a full clean
// instead" as "change the restock at lookout tues to a cleaning": the job's
// service changed, not a move of it nor a search for a cleaning.
func serviceInstead(msg string) string {
	m := serviceInsteadRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	job := msg[m[4]:m[5]]
	if _, _, ok := serviceOf(tokenize(job)); !ok {
		return msg // "the owner, make it a clean": no job said
	}
	svc := strings.ToLower(msg[m[6]:m[7]])
	switch svc {
	case "clean":
		svc = "cleaning"
	case "restock":
		svc = "restocking"
	}
	return msg[:m[0]] + "change " + msg[m[2]:m[3]] + " " + job + " to a " + svc + msg[m[1]:]
}

// outSickRe is "dee has the flu", "ray came down with covid": a pro out
// sick, said as "is sick" is.
var outSickRe = mustCompile(`(?i)\b(?:has|got|caught|came down with|is down with|has got) (?:the flu|flu|covid|a cold|a fever|a stomach bug|the stomach bug|strep|a bug|food poisoning|a migraine)\b`)

// giveHersRe is "give her huntsville turnover fri to scenic city and the
// lake house one mon too": the jobs of the pro said before, handed to
// another.
var giveHersRe = mustCompile(`(?i)\bgive (?:her|his|their) ([a-z0-9' ]+?) to ([a-z0-9'& ]+?) and (?:the |her |his |their )?([a-z0-9' ]+?) too\b`)

// oneRe is the word "one" standing for a job said before.
var oneRe = mustCompile(`\bone\b`)

// giveHers reads "give her huntsville turnover fri to scenic city and the
// lake house one mon too" as "give the huntsville turnover fri to scenic
// city and give the lake house turnover mon to scenic city": each job
// handed over, "one" the work of the first.
func giveHers(msg string) string {
	msg = outSickRe.ReplaceAllString(msg, "is sick")
	m := giveHersRe.FindStringSubmatch(msg)
	if m == nil {
		return giveEach(msg)
	}
	first, to, second := m[1], m[2], m[3]
	toks := tokenize(first)
	if _, _, ok := serviceOf(toks); !ok {
		return msg
	}
	work := ""
	for _, t := range toks {
		if _, _, ok := serviceOf([]token{t}); ok {
			work = t.s
		}
	}
	if work != "" {
		second = oneRe.ReplaceAllString(second, work)
	}
	return strings.Replace(msg, m[0], "give the "+first+" to "+to+" and give the "+second+" to "+to, 1)
}

// giveEachRe is "give the panjim sunday one to sparkle and jc sunday one
// to rosa": two jobs, each handed to a pro of its own, the verb said once.
var giveEachRe = mustCompile(`(?i)\b(give|hand|assign) (the [a-z0-9' ]+?) to ([a-z0-9'& ]+?) and (?:the )?([a-z0-9' ]+?) to ([a-z0-9'& ]+?)\s*([.,!?;]|$)`)

// giveEach reads "give the panjim sunday one to sparkle and jc sunday one
// to rosa" as "give the panjim sunday one to sparkle and give the jc
// sunday one to rosa": the verb said again for the second job, which is
// then read as a change of its own (never a booking, nor words the
// engine cannot place). The second part must name a job ("one" or a
// service), else the message is left as it is.
func giveEach(msg string) string {
	m := giveEachRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	verb, second := msg[m[2]:m[3]], msg[m[8]:m[9]]
	toks := tokenize(second)
	if _, _, ok := serviceOf(toks); !ok && !has(toks, "one", "job", "visit") || has(toks, "give", "hand", "assign") {
		return msg
	}
	return msg[:m[8]] + strings.ToLower(verb) + " the " + msg[m[8]:]
}

// jobForRe is "whats the plumbing job at vine st fri for again": what
// the job is about.
var jobForRe = mustCompile(`(?i)^(?:so |ok |hey )?what(?:s|'s| is| was) (the [a-z0-9' ]+?) for(?: again)?\s*\??$`)

// jobFor reads "whats the plumbing job at vine st fri for again" as "what
// is the plumbing job at vine st fri about": a question of the job, never
// a booking.
func jobFor(msg string) string {
	m := jobForRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil {
		return msg
	}
	toks := tokenize(m[1])
	if _, _, ok := serviceOf(toks); !ok && !has(toks, "job", "visit", "appointment", "appt") {
		return msg // "whats the rush for": no job said
	}
	return "what is " + m[1] + " about?"
}

// turnOver reads "have scenic city turn over signal mtn as soon as …"
// as "… do the turnover at signal mtn …": the verb for the turnover clean,
// said of a place.
func (s *session) turnOver(msg string) string {
	fields := strings.Fields(msg)
	for i := 0; i+2 < len(fields); i++ {
		if !strings.EqualFold(fields[i], "turn") || !strings.EqualFold(fields[i+1], "over") {
			continue
		}
		k := i + 2
		if strings.EqualFold(fields[k], "the") && k+1 < len(fields) {
			k++
		}
		w := strings.ToLower(strings.Trim(fields[k], ",.;:!?"))
		if genericWords[w] || !placeWordOf(s.addrs, w) {
			continue
		}
		out := append(slices.Clone(fields[:i]), "do", "the", "turnover", "at")
		return strings.Join(append(out, fields[i+2:]...), " ")
	}
	return msg
}

// toSentenceEnd returns toks up to the first that ends a phrase (its
// last word included): "a full clean instead. place has been sitting
// empty": the words of the change, not the host's reason after it.
func toSentenceEnd(toks []token) []token {
	for k, t := range toks {
		if t.stop {
			return slices.Clone(toks[:k+1])
		}
	}
	return slices.Clone(toks)
}

// fromProsJob settles which job a move means by the pro who can't make
// it ("dee cant do the lake house mon til noon … so move it to 12": of
// the two jobs there that day, Dee's): when exactly one job of in's
// fits with that pro on it, it is the one; otherwise in is left as it is.
func (s *session) fromProsJob(in *request) error {
	if in.JobID != 0 || in.FromPro == 0 || in.ProID != 0 {
		return nil
	}
	ref := *in
	ref.ProID, ref.FromPro = in.FromPro, 0
	j, q, err := s.findJob(ref, "reschedule")
	if err != nil || j == nil || q != nil || j.ProID == nil || *j.ProID != in.FromPro {
		return err
	}
	in.JobID = j.ID
	return nil
}

// extraNightOutRe is "staying an extra nite at frazier so out mon not
// sun": one more night, then the check-out day it makes, said again.
var extraNightOutRe = mustCompile(`(?i)\b(staying|stay|stays) (an extra|one more|1 more|another) (?:nite|night)\b([a-z0-9' ]*?),? (?:so|and|,) (?:they(?:re|'re| are)? )?(?:out|checking out|check out|leaving) ([a-z]+) (?:not|instead of) ([a-z]+)\b`)

// extraNightOut reads "kowalskis are staying an extra nite at frazier so
// out mon not sun" as "… staying an extra night at frazier": the
// check-out day said after it is the one the extra night makes (Monday
// after Sunday), so the stay is moved once; when the days do not agree
// the words are left as they are (and the engine asks).
func extraNightOut(msg string) string {
	m := extraNightOutRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	to, ok1 := weekdays[strings.ToLower(m[4])]
	from, ok2 := weekdays[strings.ToLower(m[5])]
	if !ok1 || !ok2 || (from+1)%7 != to {
		return msg
	}
	return strings.Replace(msg, m[0], m[1]+" "+m[2]+" night"+m[3], 1)
}

// stayCleanAfterRe is "new booking at lookout the nguyens … mon the 16th
// to thurs the 19th, have tasha clean after at 1": a stay recorded, then,
// after a comma, the clean after it.
var stayCleanAfterRe = mustCompile(`(?i)^((?:new |another )?(?:booking|reservation|res|stay)\b.+? to [^,]+), ((?:have|get|send) [a-z']+ (?:in there |over there |over |out )?(?:to )?clean(?:ing)? (?:up )?(?:after|afterwards|afterward)\b.*)$`)

// stayCleanAfter joins the clean after a new stay to the stay with "and"
// ("… thurs the 19th and have tasha clean after at 1"), as the host
// would say it: two requests, never one read as a clean on each day of
// the stay.
func stayCleanAfter(msg string) string {
	return stayCleanAfterRe.ReplaceAllString(msg, "$1 and $2")
}
