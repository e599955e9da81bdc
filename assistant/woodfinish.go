package assistant

import "slices"

// finishVerbs are the work of giving wood or stone a new finish, said as a
// verb before its object ("oil the oak floors", "varnish the front door",
// "sand the decking"): a tradesperson's visit.
var finishVerbs = map[string]bool{"oil": true, "reoil": true, "re-oil": true, "varnish": true, "revarnish": true, "re-varnish": true,
	"sand": true, "resand": true, "re-sand": true, "stain": true, "restain": true, "re-stain": true, "lacquer": true}

// finishNouns are the same work said as a noun ("give them a good oiling",
// "the floors need a sanding").
var finishNouns = map[string]bool{"oiling": true, "reoiling": true, "re-oiling": true, "varnishing": true, "revarnishing": true,
	"sanding": true, "staining": true, "restaining": true, "lacquering": true}

// finishWork reports whether toks[i] is finishing work on wood or stone
// ("I'd like Ian to come … to give them a good oiling", "have Tom varnish
// the door"): a maintenance visit, never a cleaning.
func finishWork(toks []token, i int) bool {
	s := toks[i].s
	if finishVerbs[s] && i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].s == "them" || toks[i+1].s == "it") {
		// "oil the floors", "oil them", never "the oil tank" or "a stain on the carpet"
		return i == 0 || !determiners[toks[i-1].s] && toks[i-1].s != "of" && toks[i-1].s != "no"
	}
	if finishNouns[s] && i > 0 {
		return slices.Contains([]string{"a", "an", "good", "proper", "fresh", "new", "another", "quick", "light", "the"}, toks[i-1].s)
	}
	return false
}

// bringsAlong reports whether toks open with the pro of the booking before
// saying what they will carry to it ("She can bring the tea and the toilet
// rolls.", "he'll bring the coffee"): what that restock brings, never a
// second restock.
func bringsAlong(toks []token) bool {
	if len(toks) < 3 || !slices.Contains([]string{"she", "he", "they", "she'll", "he'll", "they'll"}, toks[0].s) {
		return false
	}
	i := 1
	if slices.Contains([]string{"can", "could", "will", "should", "may", "might", "would"}, toks[i].s) {
		i++
	}
	return bringsSupplies(toks, i)
}

// bookPronounFor reports whether toks ask to book a pro said by pronoun for
// a day ("Could you book him for a week on Tuesday", "please put her in for
// Friday at 9"): the day of the visit the sentence before asked for.
func bookPronounFor(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if slices.Contains([]string{"book", "put", "pencil", "schedule"}, toks[i].s) && (toks[i+1].s == "him" || toks[i+1].s == "her") {
			return slices.Contains([]string{"for", "on", "in", "at", "next", "this", "a"}, toks[i+2].s)
		}
	}
	return false
}
