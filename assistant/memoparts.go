package assistant

import (
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Dictated memos with several requests: a host speaking into the phone
// numbers the requests aloud ("ok two things for the cary townhouse one
// have marisol do a deep clean … and two have her restock it …"), chains
// them with "and then" ("… at nine in the morning and then brenda's
// inspection that day push it to three"), and may open with "note to
// self" while still asking for changes. Each request is read as a part of
// its own, in the one transaction.

// memoCountRe is a memo's spoken count of what it asks, before its
// numbered requests: "two things", "a couple of things", "three changes".
var memoCountRe = mustCompile(`(?i)\b(?:two|three|four|2|3|4|a\s+couple\s+(?:of\s+)?)\s+(?:things|items|requests|changes)\b`)

// memoNumberRe is a spoken number opening a request of the memo: "one
// have …", "and two have …", "three move …". Group 1 is the number, group
// 2 the request's first word.
var memoNumberRe = mustCompile(`(?i)(?:^|[\s,.;:])(?:and\s+)?(one|two|three|four)\s*[,.:)-]?\s+([a-z]+)`)

// memoOrdinal is the written ordinal of a spoken number of a memo.
var memoOrdinal = map[string]string{"one": "first", "two": "second", "three": "third", "four": "fourth"}

// memoNumberWords are the spoken numbers in their order.
var memoNumberWords = []string{"one", "two", "three", "four"}

// spokenCountedParts rewrites a memo's spoken numbering into the written
// one the parser reads ("…. first, have …. second, have …"): only after
// a spoken count, only when the numbers come in order from "one", at
// least two of them, each right before a request's verb ("one have
// marisol do …", not "at one" nor "the one at the loft").
func spokenCountedParts(msg string) string {
	c := memoCountRe.FindStringIndex(msg)
	if c == nil {
		return msg
	}
	rest := msg[c[1]:]
	var cuts [][]int
	for _, m := range memoNumberRe.FindAllStringSubmatchIndex(rest, -1) {
		n := strings.ToLower(rest[m[2]:m[3]])
		if len(cuts) >= len(memoNumberWords) || n != memoNumberWords[len(cuts)] {
			continue
		}
		if !clauseVerbs[strings.ToLower(rest[m[4]:m[5]])] {
			continue
		}
		cuts = append(cuts, []int{m[0], m[4], len(cuts)})
	}
	if len(cuts) < 2 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg[:c[1]])
	at := 0
	for _, k := range cuts {
		head := strings.TrimRight(rest[at:k[0]], " ,.;:")
		for _, join := range []string{" and then", " and", " then"} {
			head = strings.TrimSuffix(head, join) // ("… at one and three have …")
		}
		b.WriteString(head)
		b.WriteString(". " + memoOrdinal[memoNumberWords[k[2]]] + ", ")
		at = k[1]
	}
	b.WriteString(rest[at:])
	return b.String()
}

// noteToSelfAskRe is a "note to self" whose words ask for a change all
// the same: "note to self um the nguyens asked for a late check out …
// so push their checkout to one and then move marisol's clean to one
// too". Group 1 is the opening to leave out.
var noteToSelfAskRe = mustCompile(`(?i)^(\s*note\s+to\s+self\b[\s,:;.-]*)(?:.*\b(?:so|and|then|,)\s+(?:(?:um+|uh+|er|please|pls)\s+)?(?:push|move|cancel|reschedule|bump|slide|shift)\s+\S)`)

// noteToSelfAsking returns line without its "note to self" opening when
// the line asks for a change (noteToSelfAskRe): a dictated request, not
// the host's own reminder.
func noteToSelfAsking(line string) string {
	m := noteToSelfAskRe.FindStringSubmatchIndex(line)
	if m == nil {
		return line
	}
	return line[:m[2]] + line[m[3]:]
}

// possessiveJobOwnVerb reports whether fields, the words after "and
// then", name a pro's job by its service and then say what to do with it
// with a verb of their own: "brenda's inspection that day push it to
// three", "keisha's clean on the 12th move it to 11" — a request of its
// own, never words of the part before.
func possessiveJobOwnVerb(fields []string, names map[string]bool) bool {
	if len(fields) < 4 {
		return false
	}
	first := strings.ToLower(strings.Trim(fields[0], ",.;:!?"))
	name := strings.TrimSuffix(strings.TrimSuffix(first, "'s"), "’s")
	if name == first || !names[name] {
		return false
	}
	if _, _, ok := serviceOf(tokenize(fields[1])); !ok {
		return false
	}
	for k, f := range fields[2:] {
		f = strings.ToLower(strings.Trim(f, ",.;:!?"))
		if (moveVerbs[f] || repeatVerbs[f] || f == "make" || f == "change") && k+3 < len(fields) {
			next := strings.ToLower(strings.Trim(fields[k+3], ",.;:!?"))
			return next == "it" || next == "that" || next == "hers" || next == "his"
		}
	}
	return false
}

// stayJobsForItRe is the jobs of a stay named just before, said as "for
// it", "for them", "for their stay" at a part's end: "cancel their stay
// and keisha's two cleanings for it".
var stayJobsForItRe = mustCompile(`(?i)\s+(?:for|of)\s+(?:it|them|that|that\s+stay|their\s+stay|the\s+stay|[\w'’-]+(?:'s|’s)\s+stay)\s*([.!?]*)$`)

// memoCounts are the counts said before a plural service: "two cleanings",
// "both cleanings".
var memoCounts = map[string]int{"two": 2, "both": 2, "2": 2, "three": 3, "3": 3}

// stayJobsAt rewrites a part's "for it" (stayJobsForItRe), said of the
// stay of guest, as the stay's property, when the part counts the jobs
// ("two cleanings") and exactly that many of that service are booked at
// the property, all of them between the stay's first and last day: "cancel
// keisha's two cleanings for it" is "… at Cary Townhouse". Otherwise the
// part is left as it was (and the engine asks which).
func (s *session) stayJobsAt(part, guest string) (string, error) {
	m := stayJobsForItRe.FindStringSubmatchIndex(part)
	if m == nil || guest == "" {
		return part, nil
	}
	toks := tokenize(part[:m[0]])
	svc, _, ok := serviceOf(toks)
	n := 0
	for k, t := range toks {
		if c := memoCounts[t.s]; c > 0 && k+1 < len(toks) && strings.HasSuffix(toks[k+1].s, "s") {
			n = c
		}
	}
	if !ok || n == 0 {
		return part, nil
	}
	if err := s.loadStays(); err != nil {
		return part, err
	}
	var stay *steward.Reservation
	for _, r := range s.stays {
		if r.GuestName == guest && r.Status != steward.ReservationCancelled && r.CheckOut.After(s.now) {
			if stay != nil {
				return part, nil
			}
			stay = r
		}
	}
	if stay == nil || s.byAddr[stay.AddressID] == nil {
		return part, nil
	}
	jobs, err := s.upcomingJobs(stay.AddressID, s.now)
	if err != nil {
		return part, err
	}
	from, to := stay.CheckIn.AddDate(0, 0, -1), stay.CheckOut.AddDate(0, 0, 1)
	count := 0
	for _, j := range jobs {
		if j.ServiceType != svc {
			continue
		}
		if j.ScheduledAt.Before(from) || j.ScheduledAt.After(to) {
			return part, nil // (another of that service at the property: which ones is asked)
		}
		count++
	}
	if count != n {
		return part, nil
	}
	return part[:m[0]] + " at " + s.byAddr[stay.AddressID].Name() + part[m[2]:m[3]], nil
}

// caretLineRe is a caret opening a line, the host pointing at the text
// above ("^ cancel their stay and …"): no word of the request.
var caretLineRe = mustCompile(`(?m)^[ \t]*\^+[ \t]*`)

// withoutCaretLines drops caretLineRe's marks.
func withoutCaretLines(msg string) string {
	if !strings.Contains(msg, "^") {
		return msg
	}
	return caretLineRe.ReplaceAllString(msg, "")
}

// datedWeekdayRe is a weekday said with its day of the month: "Thursday
// the twelfth", "friday the 13th". Group 1 is the weekday.
var datedWeekdayRe = mustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[\s-]\w+|thirtieth|thirty[\s-]first)\b`)

// bareWeekdayRe is a weekday said alone, in full or short: "to thurs",
// "on fri". Group 1 is the weekday, group 2 what follows it.
var bareWeekdayRe = mustCompile(`(?i)\b(mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday)\b(\s+\S+)?`)

// datedWeekdayAgain rewrites a bare weekday said after the same weekday was
// said with its date ("… could we come Thursday the twelfth instead …
// move the restock to thurs same time") as that date: the Thursday the
// message named, never the next one from today. Only when the message
// names one date for that weekday, and the date is that weekday.
func datedWeekdayAgain(msg string, now time.Time) string {
	dated := map[time.Weekday]string{}
	first := -1
	for _, m := range datedWeekdayRe.FindAllStringSubmatchIndex(msg, -1) {
		w, ok := ReadWhen(msg[m[0]:m[1]], now, time.UTC)
		if !ok || !w.HasDate {
			continue
		}
		day := time.Date(w.Year, w.Month, w.Day, 12, 0, 0, 0, time.UTC).Weekday()
		if !strings.HasPrefix(strings.ToLower(day.String()), strings.ToLower(msg[m[2]:m[3]])) {
			continue
		}
		phrase := msg[m[0]:m[1]]
		if had, ok := dated[day]; ok && !strings.EqualFold(had, phrase) {
			dated[day] = "" // two dates for one weekday: neither
			continue
		}
		dated[day] = phrase
		if first < 0 {
			first = m[1]
		}
	}
	if first < 0 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg[:first])
	at := first
	for _, m := range bareWeekdayRe.FindAllStringSubmatchIndex(msg[first:], -1) {
		s, e := first+m[0], first+m[3]
		before := strings.Fields(strings.ToLower(msg[first:s]))
		next := ""
		if m[4] >= 0 {
			next = strings.ToLower(strings.TrimSpace(msg[first+m[4] : first+m[5]]))
		}
		if next == "the" || next != "" && (next[0] >= '0' && next[0] <= '9' || datedWeekdayRe.MatchString(msg[s:e]+" "+next)) ||
			len(before) > 0 && (before[len(before)-1] == "this" || before[len(before)-1] == "next" || before[len(before)-1] == "last") {
			continue // ("thursday the 12th", "fri 3/13", "this fri": a day of its own)
		}
		for day, phrase := range dated {
			if phrase != "" && strings.HasPrefix(strings.ToLower(day.String()), strings.ToLower(msg[s:e])) {
				b.WriteString(msg[at:s] + phrase)
				at = e
				break
			}
		}
	}
	b.WriteString(msg[at:])
	return b.String()
}
