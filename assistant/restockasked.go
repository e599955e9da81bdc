package assistant

import "slices"

// askedItemWords say that someone asked for things: "she asked for oat
// milk", "the walshes requested extra pillows", "megan is asking for
// firewood".
var askedItemWords = [][]string{{"asked", "for"}, {"asking", "for"}, {"asks", "for"}, {"requested"}, {"would", "like"}}

// askedItemStops, right after those words, say no thing asked for: "she
// asked for it", "asked for us to come early", "requested that …".
var askedItemStops = []string{"to", "it", "that", "this", "if", "him", "her", "them", "us", "me", "you", "someone", "somebody", "help", "another", "one"}

// restockAsked reports whether a restock's words name the things someone
// asked for, which the pro must know to bring: "kenji to stock the
// treehouse tmrw at 1 before megan gets in, she asked for oat milk" keeps
// the message in the restock's notes. A service asked for ("they asked
// for a clean") or a pronoun ("asked for it") is no item.
func restockAsked(toks []token) bool {
	for i := range toks {
		for _, p := range askedItemWords {
			if i+len(p) >= len(toks) || !slices.EqualFunc(toks[i:i+len(p)], p, func(t token, w string) bool { return t.s == w }) {
				continue
			}
			rest := toks[i+len(p):]
			if slices.Contains([]string{"more", "some", "a", "an", "the", "extra"}, rest[0].s) {
				rest = rest[1:]
			}
			if len(rest) == 0 || slices.Contains(askedItemStops, rest[0].s) || !isLetters(rest[0].s) || servicesNamed(rest[:min(3, len(rest))]) {
				continue
			}
			return true
		}
	}
	return false
}
