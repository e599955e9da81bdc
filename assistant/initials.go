package assistant

import (
	"slices"
	"strings"
	"unicode"

	"github.com/stewardhq/steward"
)

// A dispatcher names the pros by their initials, the way a ticket system
// or a radio operator does: "+ deep cln HIGHLANDS 3/11 0900 MHM" for Mile
// High Maids, "lohi rstk tmrw: assign MHM", "wash pk turn sun: MR -> JT",
// "DK to RINO 3/9 1400". A word of two to four letters is a pro's initials
// when it is the first letters of the words of exactly one pro's name
// (or of its first and last words: "MJ" for Mary Beth Jones), and it is
// no word of messages ("ok", "am", "co", "tbd"), no property's word and
// no abbreviation of the trade. Three and four letters only in capitals
// ("mhm" typed small is a murmur of assent).

// initialsNever are abbreviations a dispatcher writes that are never a
// pro's initials, whatever the pros are called.
var initialsNever = wordSet(`ok am pm co ci ct et mt pt hst akst tbd tba eod eow asap hoa mgr apt appt bdrm cln rstk insp maint ac hvac gfci
	diy eta etc fyi pls plz thx tmrw tmr wknd wk mon tue tues wed thu thur thurs fri sat sun jan feb mar apr may jun jul
	aug sep sept oct nov dec est mst mdt cst cdt pst pdt edt utc usa nyc llc inc ps pto na nm bc cc ll irl idk hmm
	lol omg btw aka vip tv wifi dm sms ooo`)

// initialsPro returns the index in s.pros of the one pro whose initials
// t is, or -1.
func (s *session) initialsPro(t token) int {
	n := len(t.s)
	if n < 2 || n > 4 || t.used || t.email || !isLetters(t.s) || initialsNever[t.s] || twoLetterWords[t.s] ||
		n > 2 && (stopWords[t.s] || commonWords[t.s] || !allCaps(t.raw)) || placeWordOf(s.addrs, t.s) {
		return -1
	}
	found := -1
	for k, p := range s.pros {
		if !initialsOfPro(t, p) {
			continue
		}
		if found >= 0 {
			return -1 // two pros with those initials: neither
		}
		found = k
	}
	return found
}

// proByInitials returns the pros toks name by their initials, one match
// for each such word ("MR -> JT": both).
func (s *session) proByInitials(toks []token) []personMatch {
	var found []personMatch
	for i, t := range toks {
		if k := s.initialsPro(t); k >= 0 {
			// (an inactive pro too, as by name: "KS @ lohi" for Kelly
			// Shaw, who has left, is said so, never booked without her)
			found = append(found, personMatch{index: k, score: 1, at: span{i, i + 1}})
		}
	}
	return found
}

// allCaps reports whether the letters of s are all capitals ("MHM",
// "MHM's").
func allCaps(s string) bool {
	s = strings.TrimRight(s, "'’s")
	has := false
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		has = has || unicode.IsUpper(r)
	}
	return has
}

// initialsOfPro reports whether t is p's initials, as initialsPro reads
// them ("DK" for Dave Kowalski), when p is already the pro the message
// names.
func initialsOfPro(t token, p *steward.Pro) bool {
	n := len(t.s)
	if n < 2 || n > 4 || !isLetters(t.s) || initialsNever[t.s] || twoLetterWords[t.s] || n > 2 && !allCaps(t.raw) {
		return false
	}
	w := slices.DeleteFunc(words(p.Name), func(x string) bool { return x == "the" || x == "and" || !isLetters(x) })
	return len(w) >= 2 && (initialsOf(w) == t.s || w[0][:1]+w[len(w)-1][:1] == t.s)
}

// proAtPlaceOpen reports whether toks open with pro p sent to a place,
// as a dispatch ticket does: "TB @ SLOANS 3/16 1300: patch drywall",
// "+ TB @ lohi after the kims co, recaulk master shower", "DK to RINO
// 3/9 1400 - under cab lights out". The pro first (a leading "+" left
// out), then "@" and the place, or "at" or "to" after initials.
func proAtPlaceOpen(toks []token, p *steward.Pro) bool {
	i := 0
	for i < len(toks) && (toks[i].s == "+" || toks[i].s == "new") {
		i++
	}
	// ("and rosa at wisp condo fri" after a booking: its pro, said apart,
	// not a visit of her own; a ticket writes "@" or the initials.)
	return i+2 < len(toks) && startsWithPro(toks[i:], p) && !toks[i].stop &&
		(toks[i+1].s == "@" || (toks[i+1].s == "at" || toks[i+1].s == "to") && initialsOfPro(toks[i], p))
}

// proInitialsWords returns, small, the initials of the active pros that
// name exactly one of them ("mr", "jt", "mhm"), for the readers that
// look for pros' names as words (parse's names).
func (s *session) proInitialsWords() []string {
	var out []string
	for _, p := range s.pros {
		if !p.Active {
			continue
		}
		w := slices.DeleteFunc(words(p.Name), func(x string) bool { return x == "the" || x == "and" || !isLetters(x) })
		if len(w) < 2 {
			continue
		}
		c := initialsOf(w)
		if s.initialsPro(token{s: c, raw: strings.ToUpper(c)}) >= 0 {
			out = append(out, c)
		}
	}
	return out
}

// unknownInitials returns a code in capitals that a booking names as its
// pro when it is no pro's initials ("ZX @ RINO 3/16 1000", "+ cln SLOANS
// 3/17 1000 ZX", "…, ZX"), "" otherwise: the pro the host named is
// asked about, never dropped. The code stands where a dispatcher puts
// the pro: first, before "@", "at" or "to"; last, after a time or a
// comma; or after "assign" or "to".
func (s *session) unknownInitials(in request) string {
	if in.ProID != 0 || len(in.proCandidates) > 0 {
		return ""
	}
	toks := tokenize(in.rawText)
	first := 0
	for first < len(toks) && (toks[first].s == "+" || toks[first].s == "new") {
		first++
	}
	for i, t := range toks {
		n := len(t.s)
		if n < 2 || n > 4 || !isLetters(t.s) || !allCaps(t.raw) || initialsNever[t.s] || twoLetterWords[t.s] || stopWords[t.s] ||
			commonWords[t.s] || placeWordOf(s.addrs, t.s) || isDateWord(t.s) || s.initialsPro(t) >= 0 {
			continue
		}
		if _, _, svc := serviceOf(toks[i : i+1]); svc {
			continue
		}
		last := i == len(toks)-1 || t.stop && !t.ask
		switch {
		case i == first && i+2 < len(toks) && slices.Contains([]string{"@", "at", "to"}, toks[i+1].s) && isLetters(toks[i+2].s):
		case last && i > 0 && (toks[i-1].stop || strings.ContainsAny(toks[i-1].s, "0123456789")):
		case last && i > 0 && slices.Contains([]string{"assign", "to", "->", "→"}, toks[i-1].s):
		default:
			continue
		}
		return strings.Trim(t.raw, ",.;:!?")
	}
	return ""
}

// askUnknownCode asks who code is ("ZX @ RINO 3/16 1000, blinds
// broken"), with the pros who do the work, before anything is booked.
func (s *session) askUnknownCode(in request, code string) (step, error) {
	var others []string
	for _, p := range s.pros {
		if p.Active && (in.Service == "" || p.Offers(in.Service)) {
			others = append(others, p.Name)
		}
	}
	q := "I don't know a pro called " + code + ". Should I book it without a pro"
	if len(others) > 0 {
		q += ", or with " + orList(others)
	}
	return replied(ask(in, "pro", q+"? Nothing has changed yet."))
}
