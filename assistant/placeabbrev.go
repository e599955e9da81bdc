package assistant

import (
	"strings"
)

// Short forms of a property's name, as an ops board writes them: "SE Div"
// for SE Division, "DT loft" for Downtown Loft. Two words side by side
// name a property when one is a word of its name as written and the other
// shortens the next (or the previous) word of that name: a beginning of
// three letters or more ("Div", "Miss"), or a short code in capitals whose
// letters come in order in the word and start it ("DT" for Downtown). Only
// when exactly one property's name fits; the words are then read as the
// name in full.

// abbrevWordRe is one word of the message.
var abbrevWordRe = mustCompile(`[A-Za-z][A-Za-z']*\.?`)

// shortens reports whether w (as typed) is a short form of the name word n.
func shortens(w, n string) bool {
	lw, ln := strings.ToLower(strings.TrimSuffix(w, ".")), strings.ToLower(n)
	if len(lw) < 2 || lw == ln || lw[0] != ln[0] || len(ln) < len(lw)+2 {
		return false
	}
	if len(lw) >= 3 && strings.HasPrefix(ln, lw) {
		return true
	}
	if len(lw) > 3 || strings.ToUpper(w) != strings.TrimSuffix(w, ".") || strings.HasPrefix(ln, lw) {
		return false
	}
	// "DT": its letters in order in "downtown".
	k := 0
	for i := 0; i < len(ln) && k < len(lw); i++ {
		if ln[i] == lw[k] {
			k++
		}
	}
	return k == len(lw)
}

// plainNameWord reports whether a word of a property's name is one any
// place may have ("the", "st", "house", "deck"), which never vouches for
// the short form beside it.
func plainNameWord(w string) bool {
	w = strings.ToLower(w)
	return genericWords[w] || houseParts[w] || w == "house" || w == "cottage" || w == "cabin" || w == "lodge" || w == "villa"
}

// expandPlaceAbbrevs is msg with each short form of a property's name
// (see above) read as the name.
func (s *session) expandPlaceAbbrevs(msg string) string {
	locs := abbrevWordRe.FindAllStringIndex(msg, -1)
	if len(locs) < 2 {
		return msg
	}
	type fit struct {
		start, end int
		name       string
	}
	var fits []fit
	for i := 0; i+1 < len(locs); i++ {
		if strings.TrimSpace(msg[locs[i][1]:locs[i+1][0]]) != "" {
			continue
		}
		w1, w2 := msg[locs[i][0]:locs[i][1]], msg[locs[i+1][0]:locs[i+1][1]]
		var found []string
		for _, a := range s.addrs {
			nw := strings.Fields(a.Name())
			for k := 0; k+1 < len(nw); k++ {
				n1, n2 := nw[k], nw[k+1]
				if plainNameWord(n1) || plainNameWord(n2) {
					// "the boat" is not The Boathouse: the word said
					// whole must be one of the name's own.
					continue
				}
				if strings.EqualFold(strings.TrimSuffix(w1, "."), n1) && shortens(w2, n2) ||
					shortens(w1, n1) && strings.EqualFold(strings.TrimSuffix(w2, "."), n2) {
					found = append(found, n1+" "+n2)
					break
				}
			}
		}
		if len(found) == 1 {
			fits = append(fits, fit{locs[i][0], locs[i+1][1], found[0]})
			i++
		}
	}
	for k := len(fits) - 1; k >= 0; k-- {
		f := fits[k]
		if msg[f.end-1] == '.' {
			f.name += "." // the sentence's own stop, kept
		}
		msg = msg[:f.start] + f.name + msg[f.end:]
	}
	return msg
}
