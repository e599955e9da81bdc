package assistant

// shopNameWords, after a surname, make it a shop's name, not a pro's:
// "the atta from patel brothers", "apna bazaar", "shah grocers".
var shopNameWords = map[string]bool{"brothers": true, "bros": true, "store": true, "stores": true, "grocery": true, "groceries": true,
	"grocers": true, "shop": true, "mart": true, "bazaar": true, "supermarket": true, "market": true, "sweets": true}

// notShopNames returns ms without the one-word matches of a pro's
// surname that name a shop ("she will bring the atta and tea from patel
// brothers": no Ramesh Patel). A first name before it ("ramesh patel
// brothers") or a pro's full name keeps the match.
func notShopNames(toks []token, ms []personMatch) []personMatch {
	var out []personMatch
	for _, m := range ms {
		if m.at.end-m.at.start == 1 && m.at.end < len(toks) && shopNameWords[toks[m.at.end].s] {
			continue
		}
		out = append(out, m)
	}
	return out
}
