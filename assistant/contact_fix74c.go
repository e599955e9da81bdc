package assistant

import "strings"

// namesTrade reports whether toks name a pro by trade ("the handyman in
// Hilo", "the plumber's"): a contact wanted of such a pro is a question
// that contact answers by that trade, never a booking.
func namesTrade(toks []token) bool {
	for _, t := range toks {
		if _, ok := roleServices[strings.TrimSuffix(t.s, "s")]; ok {
			return true
		}
	}
	return false
}
