package assistant

// A property named after a part of a house: "The Attic Flat", said as
// "the attic" ("give the attic a proper clean on tues", "clean the attic
// wed at 3"). houseParts keep "the attic" of any house from naming a
// property; this reader takes it back for the one property whose
// nickname is "the <part> <kind of place>", when the part is said after
// "the" and no noun of its own follows, a job's word aside ("the attic
// check tmrw"); "the attic stairs", "the attic at the pier flat" stay a
// part of some house.

// housePartAfter are the words that may follow such a part when it names
// the property: an article, a preposition of time, a joiner, a day.
var housePartAfter = map[string]bool{"a": true, "an": true, "on": true, "this": true, "next": true, "and": true, "then": true,
	"pls": true, "please": true, "too": true, "tmrw": true, "tomorrow": true, "today": true, "tonight": true, "by": true, "before": true,
	"after": true, "for": true, "with": true, "from": true, "again": true}

// housePartNickname returns the span of toks where the nickname nw (its
// words) is said by its house part alone, and whether it is; wordUse
// counts the properties whose name has each word.
func housePartNickname(toks []token, nw []string, wordUse map[string]int) (span, bool) {
	if len(nw) != 3 || nw[0] != "the" || !houseParts[nw[1]] || !placeNouns[nw[2]] || wordUse[nw[1]] != 1 {
		return span{}, false
	}
	if isProblem(toks) {
		return span{}, false // "the attic is leaking": a part of some house
	}
	var at span
	found := 0
	for i, t := range toks {
		if t.used || t.s != nw[1] || i == 0 || toks[i-1].s != "the" {
			continue
		}
		if i+1 < len(toks) && !t.stop && !housePartAfter[toks[i+1].s] && !isDateWord(toks[i+1].s) && !jobNoun(toks[i+1:i+2]) {
			continue // "the attic stairs", "the attic at the pier flat"
		}
		if i+1 < len(toks) && toks[i+1].s == nw[2] {
			continue // (the nickname in full, read as such)
		}
		at, found = span{i, i + 1}, found+1
	}
	if found != 1 {
		return span{}, false
	}
	return at, true
}

// jobNoun reports whether the one token names a job: a service's word
// ("check", "clean", "changeover") or "job"/"one".
func jobNoun(toks []token) bool {
	if len(toks) != 1 {
		return false
	}
	if toks[0].s == "job" || toks[0].s == "one" || toks[0].s == "check" {
		return true
	}
	_, _, ok := serviceOf(toks)
	return ok
}
