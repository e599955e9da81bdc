package assistant

import "slices"

// A problem said in one sentence and the request that follows it ("a pipe
// burst at berkman?? … water pouring out the side of the house. marcus
// asap pls", "… the front door lock is broken, can Sipho go fix it today
// still?") make one visit: the place, the thing and the urgency of the
// first, the pro and the day of the second.

// fixItWords ask for the repair of the thing just said ("fix it").
var fixItWords = []string{"fix", "repair", "sort", "mend"}

// withoutFixIt returns toks without "fix it", "repair that" and the like:
// what is left says whether the part reports a problem of its own.
func withoutFixIt(toks []token) []token {
	out := slices.Clone(toks)
	for i := len(out) - 2; i >= 0; i-- {
		if slices.Contains(fixItWords, out[i].s) && !out[i].stop && slices.Contains([]string{"it", "that", "this", "them"}, out[i+1].s) {
			out = slices.Delete(out, i, i+2)
		}
	}
	return out
}

// fixesIt reports whether toks ask for "it" to be fixed and report no
// problem besides.
func fixesIt(toks []token) bool {
	rest := withoutFixIt(toks)
	return len(rest) < len(toks) && !isProblem(rest)
}

// placeByNounOnly reports whether the place id is named in toks by no
// word of its own, only by a word any place is ("the side of the
// house" of The Pink House).
func (s *session) placeByNounOnly(toks []token, id int64) bool {
	a := s.byAddr[id]
	if a == nil {
		return false
	}
	whole := true // "at the treehouse" for The Treehouse: its whole name, a noun or not
	for _, w := range words(a.Name()) {
		whole = whole && (w == "the" || has(toks, w))
	}
	if whole {
		return false
	}
	for _, w := range append(words(a.Name()), words(a.Street)...) {
		if placeNouns[w] || w == "the" || len(w) < 3 {
			continue
		}
		if has(toks, w) {
			return false
		}
	}
	return true
}

// sameUrgentProblem reports whether in, an urgent report after the urgent
// report prev at a place it names, goes on about the same emergency (the
// water it sends pouring, the pro wanted for it) at no place of its own:
// the one visit prev asks for.
func (s *session) sameUrgentProblem(prev, in request) bool {
	if prev.Kind != kindReport || !prev.Urgent || prev.AddressID == 0 || !prev.namedPlace || prev.Service != in.Service ||
		in.Kind != kindReport || !in.Urgent || in.JobID != 0 || in.anc != nil {
		return false
	}
	if prev.ProID != 0 && in.ProID != 0 && prev.ProID != in.ProID || prev.When != nil && in.When != nil {
		return false
	}
	if in.AddressID != 0 && in.AddressID != prev.AddressID && in.namedPlace && !s.placeByNounOnly(tokenize(in.rawText), in.AddressID) {
		return false
	}
	return len(in.addrCandidates) == 0
}
