package assistant

import (
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Follow-ups on a pasted stay. A host who pasted a guest's
// message or a booking writes "add a note on the turnover after them",
// "give the one after they leave to music city", "the clean before she
// gets there": the job the stay's turnover or prep is, spelled out by its
// property, day and time, so the engine needs no guess. Only a job of
// that service within three days of the check-out (after) or check-in
// (before) at the stay's property is named; with none, the words are
// left as they are and the engine asks. The same holds for the message
// after the paste, or after a question that named one stay ("when do the
// haskins check out … // ok have tasha do the clean after them").

// pasteStayJobRe is "the <service> after|before <the stay>".
var pasteStayJobRe = mustCompile(`(?i)\bthe (turnover clean|turnover|turn|clean|cleaning|one|restock|restocking|inspection)\s+(after|before)\s+(?:this one|this stay|this reservation|this|them|her|him|they (?:leave|check out|go|arrive|get (?:here|there|in)|check in)|(?:she|he) (?:leaves|checks out|goes|arrives|gets (?:here|there|in)|checks in)|their (?:stay|checkout|check-out|arrival))\b`)

// pasteThatDayAtRe is "that morning at 10": the day of the stay's
// arrival (or of its leaving), at that hour.
var pasteThatDayAtRe = mustCompile(`(?i)\bthat (morning|afternoon|evening|day) at (\d{1,2}(?::\d\d)?)\s*([ap]\.?m\.?)?`)

// pasteLeavingRe is an instruction about the stay's leaving.
var pasteLeavingRe = mustCompile(`(?i)\b(?:after|checks? out|check-out|checkout|leaves?|leaving)\b`)

// spellStayDay returns instr with "that morning at 10" said as the day
// it means: r's check-out's when leaves or the instruction is about
// its leaving, else its check-in's.
func (s *session) spellStayDay(r *steward.Reservation, instr string, leaves bool) string {
	a := s.byAddr[r.AddressID]
	if a == nil {
		return instr
	}
	day := r.CheckIn
	if leaves || pasteLeavingRe.MatchString(instr) {
		day = r.CheckOut
	}
	on := "on " + day.In(a.Location()).Format("Mon Jan 2") + " at "
	return pasteThatDayAtRe.ReplaceAllStringFunc(instr, func(m string) string {
		g := pasteThatDayAtRe.FindStringSubmatch(m)
		half := strings.ReplaceAll(strings.ToLower(g[3]), ".", "")
		switch {
		case half != "":
		case strings.EqualFold(g[1], "morning"):
			half = "am"
		case strings.EqualFold(g[1], "afternoon"), strings.EqualFold(g[1], "evening"):
			half = "pm"
		}
		return on + g[2] + half
	})
}

// spellStayJob returns instr with each reference to r's turnover or prep
// job spelled out as that job.
func (s *session) spellStayJob(r *steward.Reservation, instr string) string {
	if r == nil {
		return instr
	}
	return pasteStayJobRe.ReplaceAllStringFunc(instr, func(m string) string {
		g := pasteStayJobRe.FindStringSubmatch(m)
		if j := s.stayJob(r, strings.ToLower(g[2]) == "after", strings.ToLower(g[1])); j != "" {
			return "the " + j
		}
		return m
	})
}

// stayJob describes the one job of the service a word names at r's
// property nearest after its check-out or before its check-in, "" when
// there is none.
func (s *session) stayJob(r *steward.Reservation, after bool, word string) string {
	svc := steward.Cleaning
	switch word {
	case "restock", "restocking":
		svc = steward.Restocking
	case "inspection":
		svc = steward.Inspection
	}
	a := s.byAddr[r.AddressID]
	if a == nil {
		return ""
	}
	jobs, err := s.upcomingJobs(r.AddressID, s.now)
	if err != nil {
		return ""
	}
	var best *steward.Job
	for _, j := range jobs {
		if j.ServiceType != svc {
			continue
		}
		if after {
			if j.ScheduledAt.Before(r.CheckOut.Add(-6*time.Hour)) || j.ScheduledAt.After(r.CheckOut.Add(72*time.Hour)) {
				continue
			}
			if best == nil || j.ScheduledAt.Before(best.ScheduledAt) {
				best = j
			}
		} else {
			if j.ScheduledAt.After(r.CheckIn) || j.ScheduledAt.Before(r.CheckIn.Add(-72*time.Hour)) {
				continue
			}
			if best == nil || j.ScheduledAt.After(best.ScheduledAt) {
				best = j
			}
		}
	}
	if best == nil {
		return ""
	}
	t := best.ScheduledAt.In(a.Location())
	clock := strings.Replace(strings.ToLower(t.Format("3:04pm")), ":00", "", 1)
	return string(svc) + " at " + a.Name() + " on " + t.Format("Mon Jan 2") + " at " + clock
}

// readPasteFollowUp reads a message that follows a paste, or a question
// naming one stay, as described above.
func (s *session) readPasteFollowUp(msg string, history []*steward.Message) (string, error) {
	if len(history) == 0 || strings.Contains(strings.TrimSpace(msg), "\n") {
		return msg, nil
	}
	if !pasteStayJobRe.MatchString(msg) && !pasteBeforeRe.MatchString(msg) && !pasteAfterRe.MatchString(msg) && !pastePossRe.MatchString(msg) {
		return msg, nil
	}
	prev := strings.TrimSpace(pasteSentRe.ReplaceAllString(history[len(history)-1].Message, ""))
	paras := paragraphBreakRe.Split(prev, -1)
	block := prev
	pasted := len(paras) > 1
	if pasted {
		block = strings.Join(paras[:len(paras)-1], "\n")
	}
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	p := s.pasteStayOf(lines)
	if p == nil {
		return msg, nil
	}
	if p.stay == nil && p.guest != "" {
		// The paste added the stay: it is in the account now.
		for _, r := range s.stays {
			if r.Status != steward.ReservationCancelled && strings.EqualFold(r.GuestName, p.guest) {
				if p.stay != nil {
					return msg, nil
				}
				p.stay = r
			}
		}
	}
	if p.stay == nil {
		return msg, nil
	}
	if pasted {
		p.said, p.asked = "", ""
		if out, ok := s.pasteInstruction(p, s.spellStayDay(p.stay, msg, p.leaves)); ok {
			return out, nil
		}
		return msg, nil
	}
	return s.spellStayJob(p.stay, msg), nil
}

// A pro's forwarded quote that proposes another day ("> From DeWayne
// Porter: Can't make Monday at the Germantown place … Tuesday 10am
// work?", "> Carla Whitt: I can't do Elkins Monday, can we do Tuesday at
// 1 instead?") with the host's yes ("yes move it", "move elkins", "ok
// that works"): that pro's job on the first day the quote names, moved
// to the last day and time it names. A quote naming one day only says no
// new day, and is left to the engine (which asks). "cancel the cabin one"
// beside it is that pro's job at the property the word names.
var (
	proQuoteDayRe    = mustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?:\s*(?:at\s+)?(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|noon)(?:[^0-9a-z:]|$))?`)
	proQuoteYesRe    = mustCompile(`(?i)^(?:(?:yes|yep|yeah|ok|okay|sure|sounds good|that works|perfect|great)[,.! ]*)*(?:(?:move|reschedule|switch|push) (?:it|that|him|her|them|the job)|do it|go ahead|that works|works for me|works)?[.! ]*(?:please|pls|thanks|thx)?[.!]*$`)
	proQuoteMoveAtRe = mustCompile(`(?i)\b(move|reschedule|switch|push) (?:the )?([a-z][a-z'-]{3,})(?: one| job)?\b`)
	proQuoteCantRe   = mustCompile(`(?i)\b(?:can't|cant|cannot|can not|won't|wont|couldn't|unable|not (?:make|do))\b`)
	proQuoteOneRe    = mustCompile(`(?i)\b(cancel|scrap|drop) the ([a-z][a-z'-]{3,}) one\b`)
)

// proQuoteMove returns instr read against a quote of pro's, ok false
// when it is not a yes to a move the quote proposes.
func (s *session) proQuoteMove(pro, said, instr string) (string, bool) {
	days := proQuoteDayRe.FindAllStringSubmatch(said, -1)
	if len(days) < 2 {
		return "", false
	}
	// The first day must be one the pro can't make ("Can't make Monday").
	lead := said[:strings.Index(said, days[0][0])]
	if i := strings.LastIndexAny(lead, ".!?"); i >= 0 {
		lead = lead[i+1:]
	}
	if !proQuoteCantRe.MatchString(lead) {
		return "", false
	}
	old, nw := strings.ToLower(days[0][1]), days[len(days)-1]
	if strings.EqualFold(nw[1], old) {
		return "", false
	}
	to := strings.ToLower(nw[1])
	if t := strings.TrimSpace(nw[2]); t != "" {
		to += " at " + t
	}
	job := pro + "'s job"
	out := instr
	switch {
	case proQuoteYesRe.MatchString(strings.TrimSpace(instr)) && strings.TrimSpace(instr) != "":
		out = "move " + job + " on " + old + " to " + to
	default:
		m := proQuoteMoveAtRe.FindStringSubmatchIndex(instr)
		if m == nil || !s.namesPlaceWord(instr[m[4]:m[5]]) {
			return "", false
		}
		out = instr[:m[0]] + "move " + job + " at " + instr[m[4]:m[5]] + " on " + old + " to " + to + instr[m[1]:]
	}
	out = proQuoteOneRe.ReplaceAllStringFunc(out, func(m string) string {
		g := proQuoteOneRe.FindStringSubmatch(m)
		if !s.namesPlaceWord(g[2]) {
			return m
		}
		return g[1] + " " + job + " at the " + g[2]
	})
	return out, true
}

// namesPlaceWord reports whether w is a word of one of the account's
// property names.
func (s *session) namesPlaceWord(w string) bool {
	w = strings.ToLower(w)
	n := 0
	for _, a := range s.addrs {
		names := a.Street
		if a.Nickname != nil {
			names += " " + *a.Nickname
		}
		for _, x := range words(names) {
			if x == w {
				n++
				break
			}
		}
	}
	return n == 1
}

// A question or a yes after a pro's forwarded quote: "> Tasha Greene: do
// you have DeWayne's number? …" with "what's his number" asks about the
// one other pro the quote names (else its author), the quote itself set
// aside; "> Music City Maids: We have an opening Thursday the 12th at
// 9am if you still want that deep clean!" with "yes book it at the
// germantown townhouse" books what the quote offers, with its author, on
// the day and at the time it names; "a standing weekly slot, Mondays at
// 9am … regular restocks" with "yes set that up" is the series it offers
// (which the engine refuses, by name). An offer lacking its day, time or
// service is left as it is.
var (
	proQuoteAskRe    = mustCompile(`(?i)^(?:who|what|what's|whats|when|which|where|how)\b`)
	proQuotePronRe   = mustCompile(`(?i)\b(his|her|him)\b`)
	proQuoteTakeRe   = mustCompile(`(?i)^(?:(?:yes|yep|yeah|ok|okay|sure|great|perfect|awesome)[,.! ]*)*(?:please |pls )?(?:book (?:it|that|them|that one|it in)|set (?:that|it|this) up|do it|take it|grab it|lock it in)\b[,.! ]*(.*?)[.!]*$`)
	proQuoteSvcRe    = mustCompile(`(?i)\b(deep clean(?:ing)?|turnover(?: clean)?|clean(?:ing)?|restock(?:s|ing)?|inspection|walk-?through)\b`)
	proQuoteWhenRe   = mustCompile(`(?i)\b((?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: the \d{1,2}(?:st|nd|rd|th)?)?|tomorrow|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}|the \d{1,2}(?:st|nd|rd|th))\b`)
	proQuoteClockRe  = mustCompile(`(?i)\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b`)
	proQuoteWeeklyRe = mustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b`)
	proQuoteSeriesRe = mustCompile(`(?i)\b(?:standing|weekly|every week|recurring|regular)\b`)
)

// proQuoteRead returns instr read against pro's quote said, ok false when
// the rules above do not fit.
func (s *session) proQuoteRead(pro *steward.Pro, said, instr string) (string, bool) {
	instr = strings.TrimSpace(instr)
	if instr == "" || strings.Contains(instr, "\n") {
		return "", false
	}
	if proQuoteAskRe.MatchString(instr) {
		who := pro.Name
		lower := strings.ToLower(said)
		var other []string
		for _, p := range s.pros {
			if !p.Active || p.ID == pro.ID {
				continue
			}
			for _, w := range words(p.Name) {
				if len(w) >= 4 && containsWord(lower, w) {
					other = append(other, p.Name)
					break
				}
			}
		}
		if len(other) > 1 {
			return "", false
		}
		if len(other) == 1 {
			who = other[0]
		}
		return proQuotePronRe.ReplaceAllStringFunc(instr, func(m string) string {
			if strings.EqualFold(m, "him") {
				return who
			}
			return who + "'s"
		}), true
	}
	m := proQuoteTakeRe.FindStringSubmatch(instr)
	svc := proQuoteSvcRe.FindString(said)
	clock := proQuoteClockRe.FindString(said)
	if m == nil || svc == "" || clock == "" {
		return "", false
	}
	svc = proQuoteSvc(svc)
	rest := strings.TrimSpace(m[1])
	if rest != "" {
		rest = " " + rest
	}
	if d := proQuoteWeeklyRe.FindStringSubmatch(said); d != nil && proQuoteSeriesRe.MatchString(said) {
		return "set up a " + svc + " with " + pro.Name + " every " + strings.ToLower(d[1]) + " at " + clock + rest, true
	}
	when := proQuoteWhenRe.FindString(said)
	if when == "" {
		return "", false
	}
	if rest == "" {
		if place := s.saidPlace(said); place != "" {
			rest = " at " + place
		}
	}
	return "book a " + svc + " with " + pro.Name + " on " + when + " at " + clock + rest, true
}

// proQuoteSvc is a quote's word for a service as the engine reads it.
func proQuoteSvc(w string) string {
	w = strings.ToLower(w)
	switch {
	case strings.HasPrefix(w, "deep"):
		return "deep clean"
	case strings.HasPrefix(w, "turnover"):
		return "turnover clean"
	case strings.HasPrefix(w, "clean"):
		return "cleaning"
	case strings.HasPrefix(w, "restock"):
		return "restock"
	}
	return "inspection"
}

// A pro's forwarded report of a problem at a property ("> Tasha Greene:
// at 5th ave early for the clean, the heat won't kick on … Haskins check
// in at 3") with the host's urgent instruction ("dewayne asap, before
// they get here"): the instruction, at the property the quote names,
// about the problem it reports, and "before they get here" before the
// check-in hour the quote gives, today. A quote naming no one property,
// or no problem, is left as it is.
var (
	proQuoteProblemRe = mustCompile(`(?i)[^.,!?;]*\b(?:won't|wont|isn't|isnt|not working|broken|broke|leak(?:s|ing)?|no heat|no hot water|clogged|stopped working|tripped|flooded|flooding)\b[^.,!?;]*`)
	proQuoteUrgentRe  = mustCompile(`(?i)\b(?:asap|right away|right now|urgent(?:ly)?|emergency|immediately)\b`)
	proQuoteArriveRe  = mustCompile(`(?i)\bbefore (?:they|the guests|guests) (?:get (?:here|there|in)|arrive|check in)\b`)
	proQuoteCheckInRe = mustCompile(`(?i)\bcheck(?:s|ing)?[ -]?in (?:at|by) (\d{1,2}(?::\d\d)?)\s*([ap]\.?m)?\b`)
	proQuoteHouseNoRe = mustCompile(`^\d+\s+|\s+[nsew]$`)
)

// proQuoteProblem returns instr read against the quote said, ok false
// when the rule above does not fit.
func (s *session) proQuoteProblem(said, instr string) (string, bool) {
	problem := strings.TrimSpace(proQuoteProblemRe.FindString(said))
	if problem == "" || !proQuoteUrgentRe.MatchString(instr) || strings.Contains(instr, "\n") {
		return "", false
	}
	place := s.saidPlace(said)
	if place == "" {
		return "", false
	}
	out := strings.TrimRight(strings.TrimSpace(instr), ".!")
	if m := proQuoteCheckInRe.FindStringSubmatch(said); m != nil && proQuoteArriveRe.MatchString(out) {
		half := strings.ReplaceAll(strings.ToLower(m[2]), ".", "")
		if half == "" {
			half = "pm"
			if h := strings.SplitN(m[1], ":", 2)[0]; len(h) == 2 && h >= "10" && h <= "11" {
				half = "am"
			}
		}
		out = proQuoteArriveRe.ReplaceAllString(out, "before "+m[1]+half+" today")
	}
	return out + " at " + place + ": " + problem, true
}

// pasteThereRe is "up there", "over there": the stay's property.
var pasteThereRe = mustCompile(`(?i)\b(?:up|over|down|out) there\b|\bat (?:their|her|his) place\b`)

// pasteAskThere returns a question about a pasted stay's property ("what's
// the code up there") asked of that property, ok false otherwise.
func (s *session) pasteAskThere(r *steward.Reservation, instr string) (string, bool) {
	a := s.byAddr[r.AddressID]
	if a == nil || !pasteQuestionRe.MatchString(instr) || !pasteThereRe.MatchString(instr) {
		return "", false
	}
	return pasteThereRe.ReplaceAllString(instr, "at "+a.Name()), true
}

// saidPlace is the one property a quote names, by its nickname, its
// street (with or without the house number) or a word only its name has
// ("Elkins"), "" for none or several.
func (s *session) saidPlace(said string) string {
	lower := strings.ToLower(said)
	place := ""
	for _, a := range s.addrs {
		names := []string{a.Street, proQuoteHouseNoRe.ReplaceAllString(strings.ToLower(a.Street), "")}
		if a.Nickname != nil {
			names = append(names, *a.Nickname)
		}
		found := false
		for _, n := range names {
			if len(n) >= 5 && strings.Contains(lower, strings.ToLower(n)) {
				found = true
			}
		}
		for _, w := range words(lower) {
			if len(w) >= 5 && s.namesPlaceWord(w) && strings.Contains(strings.ToLower(a.Name()+" "+a.Street), w) {
				found = true
			}
		}
		if found {
			if place != "" && place != a.Name() {
				return ""
			}
			place = a.Name()
		}
	}
	return place
}
