package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// Follow-ups that describe rather than name: "its the regency one on
// friday" (a correction after a move: the job of that place and day),
// "10 in the morning, and sharon if shes free" (the details of the visit
// just booked, with a pro wished for on the condition she is free), "nan
// says get dave round tmrw morning" (the pro sent to the repair just
// booked), "the one on monday after the schmidts" (an answer to "which
// job?" by its day and the stay it follows).

// describedOne reports a job said as "the <word> one" or "the <word>
// <word> one" ("the regency one", "the friday one", "the rose cottage
// one"): one job told apart by what it is, like "the one on friday".
// "the other one" and "no one"/"every one" are not read here.
func describedOne(toks []token) bool {
	for i, t := range toks {
		if t.s != "one" || i < 2 {
			continue
		}
		for k := 2; k <= 3 && i-k >= 0; k++ {
			if toks[i-k].s != "the" {
				continue
			}
			if toks[i-1].s == "other" || toks[i-1].s == "same" || toks[i-1].s == "next" || toks[i-1].s == "last" {
				return false
			}
			return true
		}
	}
	return false
}

// ifFreeWords say a pro is wished for only when free: "sharon if shes
// free", "kasia if available", "dave if he can".
var ifFreeWords = []string{"free", "available", "avail", "availble", "around", "can"}

// ifFreeClause reports "if <she/he/they> is free" (or "if available")
// in toks: a condition on the pro named, not a question about them.
// A message that asks outright ("is sharon free?") has no "if".
func ifFreeClause(toks []token) bool {
	for i, t := range toks {
		if t.s != "if" {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			if has(toks[k:k+1], ifFreeWords...) {
				return true
			}
		}
	}
	return false
}

// sendVerbs open a message that sends a pro to a visit: "send dave",
// "get dave round", "have dave come".
var sendVerbs = map[string]bool{"send": true, "get": true, "have": true}

// sendsProOpening reports a message that, past a relay ("nan says …"),
// opens by sending a pro: "get dave round tmrw morning", "send mike
// today at 14h". The pro's name comes right after the verb; what is
// said after it is where and when.
func sendsProOpening(msg string) bool {
	ws := strings.Fields(pastRelay(strings.ToLower(strings.TrimSpace(msg))))
	for len(ws) > 0 && (ws[0] == "ok" || ws[0] == "okay" || ws[0] == "pls" || ws[0] == "please" || ws[0] == "can" || ws[0] == "you" || ws[0] == "u") {
		ws = ws[1:]
	}
	if len(ws) < 2 || !sendVerbs[strings.Trim(ws[0], ",.!")] {
		return false
	}
	// (Any other creation verb after it books another: "send dave and
	// book a clean".)
	return index(tokenize(strings.Join(ws[1:], " ")), 0, creationVerbs...) < 0
}

// describesJob reports an answer that describes one job: "the one on
// monday", "the monday one", "that one on the 9th".
func describesJob(msg string) bool {
	toks := tokenize(msg)
	return hasPhrase(toks, "the one") || hasPhrase(toks, "that one") || describedOne(toks)
}

// stayPlaceOf returns the property of the one stay a description's anchor
// names that ends on the day w says ("the one on monday after the
// schmidts": the Schmidts check out Monday at The Attic Flat); 0 when
// the anchor names no stay, says "before", or none or several fit.
func (s *session) stayPlaceOf(a *anchor, w *When) (int64, error) {
	if a == nil || a.before || a.checkIn || len(a.guests) == 0 || w == nil || !w.HasDate {
		return 0, nil
	}
	if err := s.loadStays(); err != nil {
		return 0, err
	}
	var addr int64
	for _, i := range a.guests {
		if i < 0 || i >= len(s.stays) {
			continue
		}
		r := s.stays[i]
		if r.Status == steward.ReservationCancelled {
			continue
		}
		y, m, d := r.CheckOut.In(s.loc(r.AddressID)).Date()
		if y != w.Year || m != w.Month || d != w.Day {
			continue
		}
		if addr != 0 && addr != r.AddressID {
			return 0, nil
		}
		addr = r.AddressID
	}
	return addr, nil
}

// stayOfLastReply returns, as indexes into s.stays, the one stay the
// last reply added or answered about ("Added Karen Lundquist's stay …"),
// for a pronoun in the next message ("after she leaves"); nil when there
// is none or it is not among the stays loaded.
func (s *session) stayOfLastReply() []int {
	r, _, err := s.stayDiscussed()
	if err != nil || r == nil {
		return nil
	}
	for i, st := range s.stays {
		if st.ID == r.ID {
			return []int{i}
		}
	}
	return nil
}
