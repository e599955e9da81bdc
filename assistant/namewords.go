package assistant

import (
	"slices"
	"strings"
)

// Words inside a pro's name are the name, never a request of their own: "with
// High Desert Housekeeping" books no cleaning, "Lone Star Inspections" is no
// rating ("star") and no inspection by itself, "Hill Country Plumbing" names a
// pro, no plumbing job. The stages that look for a service or a kind of
// request read the message with those words set aside.

// withoutProNames returns a copy of toks in which every word of a pro's name
// of two words or more, said in full, is marked used: what serviceOf,
// servicesAt and classify read, the pro itself still read from toks.
func (s *session) withoutProNames(toks []token) []token {
	var out []token
	for _, p := range s.pros {
		parts := words(p.Name)
		if len(parts) < 2 {
			continue
		}
		// ("by Sunshine Coast Cleaning" is Sunshine Coast Cleaning Co.: the
		// company's suffix is often left out.)
		short := parts
		if len(parts) >= 4 && companySuffixes[parts[len(parts)-1]] { // ("can alpine clean …" of Alpine Clean Co. is a cleaning)
			short = parts[:len(parts)-1]
		}
		for i := range toks {
			n := phraseAt(toks, i, parts, false)
			if n == 0 && len(short) < len(parts) && exactPhraseAt(toks, i, short) {
				n = len(short) // (said exactly: "alpine clean" is no "Alpine Cleaning Co.")
			}
			if n == 0 && len(parts) >= 3 && parts[0] != "the" && exactPhraseAt(toks, i, parts[:2]) && !(i+2 < len(toks) && slices.Contains(parts, toks[i+2].s)) {
				// ("actually bat city pls" of Bat City Cleaning Co.: the
				// name's first two words, no bat; a service among them
				// is still read.)
				if sv, _, _ := serviceOf(toks[i : i+2]); sv == "" || serviceElsewhere(toks, i, 2) {
					n = 2 // ("have tidy triangle restock …" of Tidy Triangle Cleaning: the restock is asked, the name's "tidy" no cleaning)
				}
			}
			if n == 0 && len(parts) >= 3 && exactPhraseAt(toks, i, parts[len(parts)-2:]) && (i == 0 || toks[i-1].s != parts[len(parts)-3]) && serviceElsewhere(toks, i, 2) {
				n = 2 // ("Clean Team to restock Clifden" of Connemara Clean Team: the restock is asked, the name's "clean" no cleaning)
			}
			if n > 0 {
				if out == nil {
					out = append([]token(nil), toks...)
				}
				for k := i; k < i+n; k++ {
					out[k].used = true
				}
			}
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// serviceElsewhere reports whether toks name a service outside the n
// words from i.
func serviceElsewhere(toks []token, i, n int) bool {
	rest := slices.Clone(toks)
	for k := i; k < i+n; k++ {
		rest[k].used = true
	}
	sv, _, _ := serviceOf(rest)
	return sv != ""
}

// exactPhraseAt reports whether the tokens from i are the words w exactly.
func exactPhraseAt(toks []token, i int, w []string) bool {
	if i+len(w) > len(toks) {
		return false
	}
	for k, x := range w {
		if toks[i+k].s != x {
			return false
		}
	}
	return true
}

// companySuffixes end a company's name and are often left out when it is
// said: "Co.", "Inc", "LLC".
var companySuffixes = map[string]bool{"co": true, "inc": true, "llc": true, "ltd": true, "company": true, "corp": true}

// noProYetRe is the host saying a job has no pro yet: "No vendor yet.",
// "unassigned for now", "no one yet", "nobody assigned", "leave it
// unassigned", "without a pro".
var noProYetRe = mustCompile(`(?i)\b(?:(?:no|without\s+an?)\s+(?:vendor|pro|professional|contractor|tech|cleaner|company|crew|one|body|assignee)(?:\s+assigned)?\s+(?:yet|for\s+now|at\s+the\s+moment|right\s+now)|(?:leave\s+it\s+|keep\s+it\s+|for\s+now\s+)?unassigned|nobody\s+(?:yet|assigned|for\s+now)|no\s+one\s+assigned|without\s+an?\s+(?:vendor|pro|professional|contractor)|(?:vendor|pro)\s+(?:is\s+)?tbd)\b`)

// saysNoProYet reports whether a booking's words leave it without a pro:
// then no pro is taken for it, neither one a word of the message might
// name nor the one who alone offers the service.
func saysNoProYet(raw string) bool {
	return noProYetRe.MatchString(raw)
}

// How words may name a pro (isProCalled).
type proNameMatch int

const (
	// anyNameWord is any one word of the name: "Nowak" of "Kasia Nowak",
	// "Harbor" of "Bright Harbor Cleaning".
	anyNameWord proNameMatch = iota
	// firstOrFamilyName is the first name, or the family name of three
	// letters or more: "Kasia", "Nowak".
	firstOrFamilyName
	// leadingNameWords are the name's first words, in order: "Bright
	// Harbor" of "Bright Harbor Cleaning", or the whole name.
	leadingNameWords
)

// isProCalled reports whether words name one of the account's pros, active or
// not, as how says; a possessive "'s" is read past for anyNameWord.
func (s *session) isProCalled(words string, how proNameMatch) bool {
	w := strings.Fields(proNameFold(words))
	if how == anyNameWord && len(w) == 1 {
		w[0] = strings.TrimSuffix(w[0], "'s")
	}
	for _, p := range s.pros {
		if nameSays(strings.Fields(proNameFold(p.Name)), w, how) {
			return true
		}
	}
	return false
}

// nameSays reports whether the words w say the name whose words are f, as
// how says.
func nameSays(f, w []string, how proNameMatch) bool {
	switch {
	case len(w) == 0 || len(f) == 0:
		return false
	case how == anyNameWord:
		return len(w) == 1 && slices.Contains(f, w[0])
	case how == firstOrFamilyName:
		return len(w) == 1 && (f[0] == w[0] || len(f) > 1 && len(w[0]) >= 3 && f[len(f)-1] == w[0])
	default:
		return len(w) <= len(f) && slices.Equal(f[:len(w)], w)
	}
}

// proNameFold is a name or a word as the pro-name readers compare them:
// lower case, accents folded, a curly apostrophe straight.
func proNameFold(s string) string {
	return foldAccents(strings.ToLower(strings.ReplaceAll(s, "’", "'")))
}
