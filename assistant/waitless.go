package assistant

// cannotWaitFor reports whether the date at toks[start] is the day a
// job cannot wait for: "can't wait till tomoz", "it won't wait until
// monday", "cannot wait til the weekend". That day is when it must not be
// done, so it never gives the job its day: "… can't wait till tomoz, get
// Luis over there today first thing" is today.
func cannotWaitFor(toks []token, start int) bool {
	k := start - 1
	if k >= 0 && toks[k].s == "the" {
		k--
	}
	if k < 1 || !has(toks[k:k+1], "till", "til", "until", "till'", "for") || toks[k-1].s != "wait" {
		return false
	}
	return k >= 2 && has(toks[k-2:k-1], "cant", "can't", "cannot", "wont", "won't")
}
