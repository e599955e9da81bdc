package assistant

import "strings"

// unknownNickname returns a name-like word said where only the pro who
// does the job can stand — "send Bazza", "get Gazza over", "need Macca
// there", "Bazza's the man" — when the caller found no pro by it: such a
// booking is asked about, never made without the pro the host named. A
// word is name-like when typed with a capital inside the message, or
// shaped as a pet form ("gazza", "macca", "robbo"); a word the engine
// reads otherwise (stopWords, commonWords, fillerWords, a service or
// "someone") is not.
func unknownNickname(toks []token) string {
	nameLike := func(i int) bool {
		t := toks[i]
		if t.email || !isLetters(t.s) || len(t.s) < 3 || stopWords[t.s] || commonWords[t.s] || fillerWords[t.s] || slangForms[t.s] ||
			isDateWord(t.s) || answerWords[t.s] || has(toks[i:i+1], "somebody", "someone", "anybody", "anyone", "help", "him", "her", "them", "it", "everyone") {
			return false
		}
		if _, _, svc := serviceOf(toks[i : i+1]); svc {
			return false
		}
		shaped := strings.HasSuffix(t.s, "zza") || strings.HasSuffix(t.s, "cca") || strings.HasSuffix(t.s, "bbo") || strings.HasSuffix(t.s, "zz")
		return t.cap && i > 0 && !toks[i-1].stop || shaped
	}
	for i := range toks {
		switch {
		case i+1 < len(toks) && has(toks[i:i+1], "send", "get", "need") && nameLike(i+1) &&
			(i+2 == len(toks) || has(toks[i+2:i+3], "there", "over", "out", "round", "around", "to", "asap", "in", "up", "down", "today", "tomorrow")):
			return toks[i+1].s // "send Bazza to the flat", "need Gazza there this morning"
		case i+3 < len(toks) && (strings.HasSuffix(toks[i].raw, "'s") || strings.HasSuffix(toks[i].raw, "’s")) && nameLike(i) &&
			toks[i+1].s == "the" && has(toks[i+2:i+3], "man", "one", "bloke", "guy", "fella", "woman", "girl", "lady"):
			return toks[i].s // "Bazza's the man"
		}
	}
	return ""
}

// askUnknownNickname asks who the pro the host named by w is, offering
// the active pros of the visit's service; nothing is written.
func (s *session) askUnknownNickname(in request, w string) (step, error) {
	var others []string
	for _, p := range s.pros {
		if p.Active && p.Offers(in.Service) {
			others = append(others, p.Name)
		}
	}
	q := "I don't know a pro called " + titleWords(w) + ". Should I book it without a pro"
	if len(others) > 0 {
		q += ", or with " + orList(others)
	}
	return replied(ask(in, "pro", q+"? Nothing has changed yet."))
}
