package assistant

import (
	"github.com/stewardhq/steward"
	"slices"
	"strings"
)

// fix102sKeptPossessive reads "leave Brenda's clean on the 15th for now"
// after another request: the pro's job named by its owner, kept as it
// is — never a new booking. (The "leave the friday clean" reading in
// parse, for a job named by its pro.)
func fix102sKeptPossessive(out []request, in *request, part string) {
	ptoks := tokenize(part)
	if len(out) == 0 || len(ptoks) < 3 || (ptoks[0].s != "leave" && ptoks[0].s != "keep") {
		return
	}
	raw := strings.ToLower(strings.TrimRight(ptoks[1].raw, `,.;:!?`))
	if !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") {
		return
	}
	if in.ProID == 0 || (in.Kind != kindSchedule && in.Kind != kindHelp && in.Kind != kindEdit) ||
		in.NewWhen != nil || in.Shift != 0 || in.SetNotes != "" ||
		has(ptoks, "note", "notes", "instead", "but", "move", "to", "unassigned", "off", "with") {
		return
	}
	in.Kind, in.kept = kindHelp, true
}

// fix102sStayPronoun reports a bare "could you please cancel it?" right
// after the guests' own cancellation of their stay ("the Yoders cancelled
// their stay at … . Could you please cancel it?"): the stay the sentence
// before named, asked for again — not some job at the property to pick.
func fix102sStayPronoun(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || out[n-1].StayOp != stayCancel || in.Kind != kindCancel {
		return false
	}
	if in.Service != "" || in.JobID != 0 || in.When != nil || in.NewWhen != nil || in.ProID != 0 ||
		(in.AddressID != 0 && in.AddressID != out[n-1].AddressID) {
		return false
	}
	ptoks := tokenize(part)
	if !has(ptoks, "it", "that", "this") {
		return false
	}
	for _, t := range ptoks {
		if !slices.Contains(fix102sBareCancelWords, t.s) {
			return false
		}
	}
	return true
}

var fix102sBareCancelWords = []string{"could", "can", "would", "will", "you", "please", "pls", "plz", "cancel", "it", "that", "this", "too", "as", "well", "also", "and", "so", "then", "for", "me", "go", "ahead", "just"}

// fix102sSameTimeFollow reads "move the checkout clean to the same time"
// right after a change of the stay's check-out: the cleaning that follows
// the stay, moved with it (followStay), like "… to match" — "the same
// time" names no hour of its own to book or ask about.
func fix102sSameTimeFollow(out []request, in *request, part string) {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || in.Kind != kindHelp && in.Kind != kindReschedule {
		return
	}
	if in.Service != "" && in.Service != steward.Cleaning || in.JobID != 0 || in.When != nil || in.NewWhen != nil || in.Shift != 0 || in.ProID != 0 ||
		in.AddressID != 0 && out[n-1].AddressID != 0 && in.AddressID != out[n-1].AddressID {
		return
	}
	ptoks := tokenize(part)
	if !has(ptoks, "move", "push", "shift", "bump", "change", "adjust", "slide") ||
		!(hasPhrase(ptoks, "same time") || hasPhrase(ptoks, "same hour") || hasPhrase(ptoks, "new time") || hasPhrase(ptoks, "new checkout") || hasPhrase(ptoks, "new check out")) {
		return
	}
	in.Kind, in.SameSlot = kindReschedule, false
}

// fix102sGuestsAskedAfter reads "… add a restock there tomorrow at 11 with
// Luis? They asked for extra towels and linens.": a sentence after a
// booking that only says the guests asked for it is that booking's
// reason — the guests' leave to do it during their stay, and a note for
// the pro — never a request of its own left not understood.
func fix102sGuestsAskedAfter(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindSchedule || in.Kind != kindHelp || in.ProID != 0 || in.When != nil || in.NewWhen != nil ||
		in.JobID != 0 || in.Service != "" && in.Service != out[n-1].Service || in.AddressID != 0 && in.AddressID != out[n-1].AddressID {
		return false
	}
	ptoks := tokenize(part)
	if len(ptoks) > 16 || isQuestion(ptoks) || !guestsAsked(ptoks) ||
		!(hasPhrase(ptoks, "they asked") || hasPhrase(ptoks, "they requested") || hasPhrase(ptoks, "guests asked") || hasPhrase(ptoks, "guest asked") ||
			hasPhrase(ptoks, "guests requested") || hasPhrase(ptoks, "guest requested") || hasPhrase(ptoks, "they want") || hasPhrase(ptoks, "guests want")) {
		return false
	}
	p := &out[n-1]
	p.DuringStay = true
	if p.Notes == "" {
		p.Notes = strings.TrimSpace(part)
	}
	p.rawText += " " + part
	return true
}

// fix102sHostDoesRe is the host saying they will see to some work
// themselves: "I'll sort out the cleaning separately", "we'll handle the
// restock ourselves", "I will take care of the clean".
var fix102sHostDoesRe = mustCompile(`(?i)(?:^|[\s;,.(—–-])(?:i'll|i’ll|i will|we'll|we’ll|we will)\s+(?:sort(?:\s+out)?|handle|take care of|deal with|arrange|organi[sz]e|see to|look after|figure out|book|schedule)\s+(?:the|that|their|its|a|any)\b`)

// fix102sHostDoes reads "Please update their stay; I'll sort out the
// cleaning separately": the work the host will see to is not booked (nor
// asked about); what the part asks before it is read alone. A part that is
// only the host's own plan is named as not acted on.
func (s *session) fix102sHostDoes(in request, part string, read func(string) (request, error)) (request, string, error) {
	if in.Kind != kindSchedule && in.Kind != kindHelp || in.When != nil || in.NewWhen != nil || in.ProID != 0 || len(in.proCandidates) > 0 || in.JobID != 0 {
		return in, part, nil
	}
	m := fix102sHostDoesRe.FindStringIndex(part)
	if m == nil {
		return in, part, nil
	}
	head := strings.TrimSpace(strings.TrimRight(part[:m[0]], " ;,.—–-"))
	if len(tokenize(head)) < 2 {
		in.Kind = kindHelp
		return in, part, nil
	}
	again, err := read(head)
	if err != nil {
		return in, part, err
	}
	if again.Kind == kindSchedule && again.Service == in.Service {
		in.Kind = kindHelp // the booking is said before the host's plan too: not guessed
		return in, part, nil
	}
	return again, head, nil
}

// fix102sStayGoAhead reads "Could you update that", "Please update the
// Brooks' stay" right after a part that changes a stay: the go-ahead for
// that change, said again — nothing else to do, nothing left not
// understood.
func fix102sStayGoAhead(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || in.Kind != kindHelp || in.ProID != 0 || in.When != nil || in.NewWhen != nil || in.JobID != 0 || in.Service != "" {
		return false
	}
	ptoks := tokenize(part)
	if len(ptoks) > 8 || !has(ptoks, "update", "change", "amend", "adjust") {
		return false
	}
	prev := tokenize(out[n-1].rawText)
	for _, t := range ptoks {
		if !slices.Contains(fix102sGoAheadWords, t.s) && !(t.cap && has(prev, t.s, t.s+"s", t.s+"es")) {
			return false // a word of its own: another request
		}
	}
	return true
}

var fix102sGoAheadWords = []string{"could", "can", "would", "will", "you", "please", "pls", "plz", "update", "change", "amend", "adjust", "that", "it", "this",
	"their", "the", "stay", "reservation", "res", "booking", "family", "accordingly", "for", "me", "then", "so", "and", "just", "too", "thanks", "thank"}

// fix102sWordCame reports the guests' word come in writing ("they just
// emailed, it's 10 now", "they texted, that's 6 now"): reported speech, as
// "they said" is, for the party's new size.
func fix102sWordCame(toks []token) bool {
	return has(toks, "emailed", "texted", "messaged", "wrote")
}
