package assistant

import "strings"

// kinWords name a relation of the host's, never a family's surname: "my
// friend's family", "my sister's family" are a party told by whose they
// are, and the surname, if any, comes after ("… the Mehtas").
var kinWords = map[string]bool{"friend": true, "friends": true, "sister": true, "brother": true, "cousin": true, "cousins": true,
	"uncle": true, "aunt": true, "aunty": true, "auntie": true, "colleague": true, "colleagues": true, "neighbour": true,
	"neighbor": true, "boss": true, "wife": true, "husband": true, "son": true, "daughter": true, "mom": true, "mum": true,
	"dad": true, "mother": true, "father": true, "parents": true, "nephew": true, "niece": true, "partner": true}

// kinsFamily reports whether the words just before "family" are a
// relation's possessive ("friend's", "my sister's"), which names whose
// family it is rather than the family's own name.
func kinsFamily(before []token) bool {
	if len(before) == 0 {
		return false
	}
	w := before[len(before)-1]
	raw := strings.ToLower(strings.NewReplacer("’", "'").Replace(w.raw))
	stem := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "'")
	return stem != raw && (kinWords[stem] || kinWords[w.s])
}

// tradeHonorifics follow a trade said as the person who does it, in
// Indian English: "plumber uncle", "electrician bhaiya", "cleaning aunty".
var tradeHonorifics = map[string]bool{"uncle": true, "uncleji": true, "aunty": true, "auntie": true, "auntyji": true, "bhaiya": true,
	"bhaiyya": true, "bhai": true, "ji": true, "sahab": true, "saab": true, "anna": true, "didi": true}
