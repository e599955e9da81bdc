package assistant

import (
	"slices"
	"strings"
	"time"
)

// How a message is cut into parts: counted requests ("Two things.
// First, … Second, …"), a header that announces the lines after it,
// one move's words that name two places (ask), and a second move said
// after a possessive ("…, and her Pelican clean Friday to 2").

// eachSentence splits msg into sentences (sentenceSplitRe) and lets
// rewrite change each from the first'th on: it returns the sentence
// rewritten, and ok when it changed it; it may change seps, the marks
// that end the sentences (seps[i-1] ends the one before sentence i). msg
// comes back as it was when no sentence changed.
func eachSentence(msg string, first int, rewrite func(i int, sent string, seps []string) (string, bool)) string {
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	changed := false
	for i := first; i < len(sents); i++ {
		if out, ok := rewrite(i, sents[i], seps); ok {
			sents[i], changed = out, true
		}
	}
	if !changed {
		return msg
	}
	return joinSentences(sents, seps)
}

// joinSentences puts sentences split by sentenceSplitRe back together
// with their separators.
func joinSentences(sents, seps []string) string {
	var b strings.Builder
	for i, s := range sents {
		b.WriteString(s)
		if i < len(seps) {
			b.WriteString(seps[i])
		}
	}
	return b.String()
}

// countedThingsRe is a message's opening count of what it asks: "Two
// things.", "A couple of things:", "Three requests for you." — said
// before numbered sentences ("First, … Second, …").
var countedThingsRe = mustCompile(`(?i)^(\s*(?:(?:ok|okay|so|hi|hello|morning|good\s+morning|hey)[,.!]?\s+)*)(?:two|three|four|2|3|4|a\s+couple\s+(?:of\s+)?|a\s+few)\s+(?:things|items|requests|changes|questions)(?:\s+(?:for\s+you|today|please|this\s+morning))?\s*[.:!]\s+`)

// ordinalOpenRe is a sentence opened by its place in such a count:
// "First, cancel …", "Second, please have …", "Lastly, …".
var ordinalOpenRe = mustCompile(`(?i)(^|[.;!?]\s+)(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|lastly|and\s+second(?:ly)?|then\s+second(?:ly)?)\s*,\s*`)

// countedSentences reads such a message as its sentences, each a request
// of its own: the count and the ordinals only number them ("Two things.
// First, cancel the heater job … Second, please have Blue Oasis …").
// Only a message that opens with the count is read so: "first" and
// "second" elsewhere may name a job ("the second clean").
func countedSentences(msg string) string {
	m := countedThingsRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	rest := msg[m[1]:]
	if len(ordinalOpenRe.FindAllStringIndex(rest, -1)) < 2 {
		return msg
	}
	rest = ordinalOpenRe.ReplaceAllString(rest, "$1")
	return msg[:m[3]] + rest
}

// possessiveMoveAgain returns the move verb (with a trailing space) that
// the part after ", and" takes from the part before, when that part names
// another job by a pro's possessive, a property of the account and a
// service, with a day or a time of its own, and the part before moves a
// job to a day or a time of its own: "push the 2B restock to 4, and her
// frenchmen 3 restock fri to 3pm too", "renee's running behind tmrw so
// push the 2B restock to 4, and her frenchmen 3 restock fri to 3pm" — a
// second move, never words of the first (whose job would take the second's
// day). "" otherwise. head is the part before, rest the words after "and".
func possessiveMoveAgain(head, rest []string, places, names map[string]bool, now time.Time) string {
	if len(head) < 3 || len(rest) < 4 {
		return ""
	}
	low := func(f string) string { return strings.ToLower(strings.Trim(f, ",.;:!?")) }
	owner := low(rest[0])
	if !slices.Contains([]string{"his", "her", "their"}, owner) {
		name := strings.TrimSuffix(strings.TrimSuffix(owner, "'s"), "’s")
		if name == owner || !names[name] {
			return ""
		}
	}
	// A property of the account right after the possessive, then a
	// service within the next few words.
	if p := low(rest[1]); !places[p] && !places["~"+p] {
		return ""
	}
	service := false
	for _, f := range rest[2:min(len(rest), 6)] {
		if _, _, ok := serviceOf(tokenize(f)); ok || strings.HasPrefix(low(f), "job") {
			service = true
			break
		}
	}
	if !service {
		return ""
	}
	// The part after has no verb of its own ("… and her frenchmen 3
	// restock fri, cancel it" is read elsewhere).
	for _, f := range rest[1:] {
		if f := low(f); moveVerbs[f] || repeatVerbs[f] || f == "make" || f == "change" || f == "give" || f == "assign" {
			return ""
		}
	}
	// The move of the part before: its last move verb, at the start or
	// after the news that is why ("… tmrw so push …").
	verb := ""
	for k, f := range head {
		if moveVerbs[low(f)] && (k == 0 || k == verbStart(head) || slices.Contains([]string{"so", "pls", "please", "plz", "can", "could", "just"}, low(head[k-1]))) {
			verb = low(f)
		}
	}
	if verb == "" {
		return ""
	}
	// Each part says where its job goes ("to 4", "to 3pm") — a unit's
	// label ("frenchmen 3") is no time.
	if !movesTo(withoutUnitFields(head, places), now) || !movesTo(withoutUnitFields(rest, places), now) {
		return ""
	}
	return verb + " "
}

// movesTo reports whether fields say where a moved job goes, a day or a
// time after "to", "til", "until" or "->": "… to 4", "… fri to 3pm too".
func movesTo(fields []string, now time.Time) bool {
	for k, f := range fields {
		switch strings.ToLower(strings.Trim(f, ",.;:!?")) {
		case "to", "til", "till", "until", "->", "→":
			// (A bare hour reads as a time after a move's verb.)
			w, ok := ReadWhen("move "+strings.Join(fields[k:], " "), now, time.UTC)
			return ok && (w.HasTime || w.HasDate)
		}
	}
	return false
}

// placesApartOneMove returns the names of the properties a move's words
// name each on its own, when there are two or more of them, the move
// found none to keep (no property, no job, no "both"/"each"), and it says
// where its job goes as well as which day it is on: "push the 2B restock
// to 4, her frenchmen 3 restock fri to 3pm" read as one move. Two places
// are never one job at the place a day happens to fit; asked. Nil
// otherwise.
func (s *session) placesApartOneMove(in request) []string {
	if in.Kind != kindReschedule || in.JobID != 0 || len(in.places) > 0 || in.split || in.eachPlace || len(s.addrs) < 2 ||
		in.NewWhen == nil && in.Shift == 0 {
		return nil
	}
	// A property read is kept unless the job's own day and two places
	// to go are said, each place with its service ("push the sugar pine
	// turnover to noon, her keller clean fri to 11"); a place said as why
	// ("dana is busy with the ocean ave clean so push the cabin clean
	// tomorrow to 1pm") is no second job.
	strict := in.AddressID != 0
	if strict && (in.When == nil || !in.When.HasDate || moveTargets(strings.Fields(in.rawText), s.now) < 2) {
		return nil
	}
	toks := tokenize(in.rawText)
	if has(toks, "both", "each", "all", "every", "everything", "either") {
		return nil
	}
	var names []string
	seen := map[int64]bool{}
	var spans []span
	for _, m := range allProperties(toks, s.addrs) {
		if strict && !serviceNear(toks, m.at.end) {
			continue
		}
		if !seen[m.addr.ID] && !slices.ContainsFunc(spans, func(a span) bool { return a.start < m.at.end && m.at.start < a.end }) {
			spans = append(spans, m.at)
			seen[m.addr.ID] = true
			names = append(names, m.addr.Name())
		}
	}
	if len(names) < 2 {
		return nil
	}
	return names
}

// serviceNear reports whether a service (or "job") is said at toks[k] or
// the token after it: the job a property's name opens ("keller clean",
// "frenchmen 3 restock").
func serviceNear(toks []token, k int) bool {
	for i := k; i < min(len(toks), k+2); i++ {
		if _, _, ok := serviceOf(toks[i : i+1]); ok || toks[i].s == "job" {
			return true
		}
	}
	return false
}

// moveTargets counts the days or times fields say a job goes to: "to
// noon", "til 11" ("to old forge" is none).
func moveTargets(fields []string, now time.Time) int {
	n := 0
	for k, f := range fields {
		switch strings.ToLower(strings.Trim(f, ",.;:!?")) {
		case "to", "til", "till", "until", "->", "→":
			if w, ok := ReadWhen("move to "+strings.Join(fields[k+1:min(len(fields), k+3)], " "), now, time.UTC); ok && (w.HasTime || w.HasDate) {
				n++
			}
		}
	}
	return n
}

// headerBookingGone drops a booking that only announces the lines after
// it: "book rosa for inspections:\nmoorhead tue 3/10 2p\ncabin thu 3/12
// 10a" — the header names no place and no day, each line after it is a
// booking of the header's service and pro with a place and a day of its
// own; the header is no third booking to ask a place for.
func headerBookingGone(out []request) []request {
	if len(out) < 3 {
		return out
	}
	h := out[0]
	if h.Kind != kindSchedule || h.AddressID != 0 || len(h.places) > 0 || h.When != nil || h.Service == "" ||
		!strings.HasSuffix(strings.TrimSpace(h.rawText), ":") {
		return out
	}
	for _, in := range out[1:] {
		if in.Kind != kindSchedule || in.Service != h.Service || in.ProID != h.ProID || in.AddressID == 0 || in.When == nil {
			return out
		}
	}
	return out[1:]
}
