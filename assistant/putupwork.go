package assistant

import "slices"

// "have Dwayne put up the new mailbox at the Okafors next wednesday at 3":
// a thing put in place is a trade's work, a maintenance visit, as "install
// the new mailbox" is. Read only when "put up" is followed by an article and
// a thing: never "put up the guests" (a stay), "put up a listing/post" (no
// work at the property), nor "put up with".

// putUpNotThings are words after "put up a/the" that are no work at the
// property.
var putUpNotThings = map[string]bool{
	"guest": true, "guests": true, "family": true, "people": true, "couple": true, "listing": true, "listings": true, "post": true,
	"ad": true, "ads": true, "photos": true, "pics": true, "pictures": true, "review": true, "reviews": true, "price": true,
	"prices": true, "rate": true, "rates": true, "calendar": true, "dates": true, "money": true, "deposit": true, "with": true,
}

// fixtureWords after a consumable make it a fixture ("a new towel bar"),
// not the consumable itself ("put up the towels").
var fixtureWords = map[string]bool{"bar": true, "bars": true, "rack": true, "racks": true, "hook": true, "hooks": true, "holder": true,
	"holders": true, "rail": true, "ring": true, "dispenser": true, "shelf": true}

// putUpWork reports whether toks[i] is the "put" of "put up the/a <thing>".
func putUpWork(toks []token, i int) bool {
	if toks[i].s != "put" || i+3 >= len(toks) || toks[i+1].s != "up" {
		return false
	}
	j := i + 2
	if !determiners[toks[j].s] && toks[j].s != "a" && toks[j].s != "an" && toks[j].s != "some" {
		return false
	}
	for k := j + 1; k < len(toks) && k <= j+3; k++ {
		if toks[k].stop || putUpNotThings[toks[k].s] ||
			slices.Contains(consumables, toks[k].s) && (k+1 >= len(toks) || !fixtureWords[toks[k+1].s]) {
			return false
		}
	}
	return true
}

// saysPutUp reports whether toks say "put up the/a <thing>" anywhere.
func saysPutUp(toks []token) bool {
	for i := range toks {
		if putUpWork(toks, i) {
			return true
		}
	}
	return false
}
