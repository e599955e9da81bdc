package assistant

// Another job said by its day: "give her ménage sunday to nadia. and …
// the one the 16 at griffintown give it to nadia too" hands over two
// jobs; "the one the 16th" names the second, never a new day for the
// first. A hand-over read with a new day that only "the one <day>" gives
// (no word of moving) is not written: the message is read as not
// understood rather than the first job moved.

// theOneDayRe is "the one" right before a day: "the one the 16th", "the
// one on monday", "the one tuesday".
var theOneDayRe = mustCompile(`(?i)\bthe\s+one\s+(?:on\s+|of\s+)?(?:the\s+\d{1,2}(?:st|nd|rd|th)?\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)`)

// oneMoveWordRe is a word that moves a job.
var oneMoveWordRe = mustCompile(`(?i)\b(?:move|moved|moving|reschedule|push|pushed|shift|switch|change|bring|postpone|make\s+it|instead)\b`)

// handOverOfAnother clears the requests that hand a job over and move it
// to a day said only as "the one <day>".
func handOverOfAnother(reqs []request) {
	for k := range reqs {
		in := &reqs[k]
		if in.Kind == kindEdit && in.ProID != 0 && in.NewWhen != nil && saysOtherOne(in.rawText) {
			in.Kind, in.NewWhen, in.ProID = kindHelp, nil, 0
		}
	}
}

// saysOtherOne reports whether raw names a job by its day with one and
// says no move.
func saysOtherOne(raw string) bool {
	return theOneDayRe.MatchString(raw) && !oneMoveWordRe.MatchString(raw)
}
