package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// proWordsAt returns where a word of pro p's name is said in toks.
func proWordsAt(toks []token, p *steward.Pro) []int {
	if p == nil {
		return nil
	}
	name := strings.Fields(foldAccents(strings.ToLower(p.Name)))
	var at []int
	for i, t := range toks {
		w := strings.TrimSuffix(strings.TrimSuffix(t.s, "'s"), "s'")
		for k, n := range name {
			if w == n && (k == 0 || len(n) >= 3) || k == 0 && len(w) >= 3 && (strings.HasPrefix(n, w) || isPetForm(w, n)) {
				at = append(at, i)
				break
			}
		}
	}
	return at
}

// proGivenIt reports whether the pro of an edit is only said as the one
// the job is given to ("push the turnover to monday too and give it to
// bri", "… and hand it to luz"): the pro to put on the job, never the one
// who has it now, so the job is found without them. A pro also said as
// the job's own ("bri's turnover … give it to bri") is not read so.
func (s *session) proGivenIt(in request) bool {
	if in.ProID == 0 || in.FromPro != 0 || in.JobID != 0 {
		return false
	}
	toks := tokenize(in.rawText)
	at := proWordsAt(toks, s.pro(in.ProID))
	if len(at) == 0 {
		return false
	}
	for _, i := range at {
		if !givenToLater(toks, i) {
			return false
		}
	}
	return true
}

// proOnlyInReason reports whether the pro of a request is said only in the
// reason it gives ("push it to 11 since luz has to drop her kids off
// first"): the reason names who is busy, not which job "it" is.
func (s *session) proOnlyInReason(in request) bool {
	if in.ProID == 0 {
		return false
	}
	before := beforeReason(in.rawText)
	if before == in.rawText {
		return false
	}
	p := s.pro(in.ProID)
	return len(proWordsAt(tokenize(before), p)) == 0 && len(proWordsAt(tokenize(in.rawText), p)) > 0
}

// noteToJobToMoreRe is "note to <the job> … to <what the pro should
// do>" with a verb of chores noteToJobToRe does not list: "add a note to
// the turnover there sunday to haul the trash to the dump".
var noteToJobToMoreRe = mustCompile(`^notes? (?:to|on|for|in) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance)(?: [a-z0-9' ]*?)? to ((?:haul|carry|drag|pick|load|sweep|stack|hose|drain|shut|unplug|plug|hang|store|stash|bag|toss|throw|dump|return|drop|split|chop|scrub|wash|dust|strip|fold|hide|flip|pull|spray|bleach|sanitize|disinfect|recycle|collect|deliver|rake|shovel|salt|sand|clear|cover|uncover|latch|clip|fill|top|light|leave)\s+\S+.*)$`)

// noteToJobToMore is the note of "add a note to the turnover to haul the
// trash out" (noteToJobToMoreRe), lower being the words from "note" on and
// raw the same span as written; "" when it is none.
func noteToJobToMore(lower, raw string) string {
	m := noteToJobToMoreRe.FindStringSubmatchIndex(lower)
	if m == nil {
		return ""
	}
	n := strings.TrimSpace(raw[m[2]:])
	if len(tokenize(n)) < 3 {
		return ""
	}
	return strings.TrimRight(n, ".!")
}

// answerWhenReport carries what an answer to "When should I schedule …?"
// says besides the time to the visit asked about (p): "need wade out at
// the bear den" → "fri morning, the johnsons say the hot tub wont heat
// up" is a repair the guests report, done during their stay if need be,
// its problem the visit's notes.
func (s *session) answerWhenReport(p *request, in request) {
	if p.Kind != kindSchedule || p.Service != steward.Maintenance {
		return
	}
	toks := tokenize(in.rawText)
	if in.DuringStay || guestsAsked(toks) || s.guestSaid(toks) {
		p.DuringStay = true
	}
	if p.Notes == "" && in.Kind == kindReport && in.Notes != "" && (in.AddressID == 0 || in.AddressID == p.AddressID) {
		p.Notes = in.Notes
	}
}

// recurringErrand reads a request for work every week that names no
// service of its own ("have cody bring firewood to the bear den every
// friday at 3 thru the end of april") as the series it asks for, which
// the engine refuses and books nothing of, rather than the generic reply:
// a property named, a day said (dates, as many as were read), and no
// question ("have cody …", a pro named after it, is an errand, not "have
// you …?").
func (s *session) recurringErrand(in *request, toks []token, dates int) {
	if in.Kind != kindHelp || !recurring(toks) || in.AddressID == 0 || dates == 0 || strings.Contains(in.rawText, "?") ||
		dates == 1 && routineVisit(toks) { // ("… tues 3/17 10a, weekly skim and chem": one visit, as refine reads it)
		return
	}
	if isQuestion(toks) && !(len(toks) > 2 && toks[0].s == "have" && s.namesPro(toks[1:2])) {
		return
	}
	in.Kind = kindRecurring
}
