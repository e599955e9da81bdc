package assistant

// proTimeNotOther reports whether a problem-sounding clause names a pro
// and the hour they can come instead of another ("vikram is saying he can
// come to newport flat on friday at 4 pm only, not 2, as he is stuck at
// one site"): the pro's job that exists, moved — the "stuck" is why, no
// problem at the property to repair. Words of a new booking before the
// reason ("book", "another") make it none.
func proTimeNotOther(s *session, in *request, toks []token) bool {
	said := untilReason(toks)
	return (in.ProID != 0 || s.namesPro(said)) && notClock(said) && timeBeforeNot(s.withoutProNames(said)) && !countsPeople(said) &&
		!has(said, "book", "schedule", "arrange", "create", "new", "another", "extra", "second", "add")
}

// untilReason returns toks up to the reason a clause gives after a
// comma ("…, as he is stuck", "…, because she has a wedding"); toks as
// they are when it gives none.
func untilReason(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].stop && (toks[i].s == "as" || toks[i].s == "because" || toks[i].s == "since" || toks[i].s == "coz" || toks[i].s == "cause") {
			return toks[:i]
		}
	}
	return toks
}
