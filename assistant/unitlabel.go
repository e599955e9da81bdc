package assistant

import (
	"slices"
	"strings"
)

// unitLabels are the unit and apartment labels of the account's
// properties that mix digits and letters: "3a" for "Royal St 3A" or
// "1015 Royal St Unit 3A", "2f" for "2140 W Wabansia Ave 2F", "b2" for
// "Apt B2". A label is said as a place ("restock royal 3A", "getting
// into royal 3A around 8"), never as a clock time the way "7a" is
// ("thurs 7a").
func (s *session) unitLabels() map[string]bool {
	out := map[string]bool{}
	add := func(w string) {
		w = strings.TrimPrefix(w, "#")
		if len(w) >= 2 && len(w) <= 4 && !isDigits(w) && !isLetters(w) && strings.ContainsAny(w, "0123456789") {
			out[w] = true
		}
	}
	for _, a := range s.addrs {
		street := words(a.Street)
		for k, w := range street {
			if unitWords[w] && k+1 < len(street) {
				add(street[k+1])
			}
		}
		if n := len(street); n >= 3 {
			if _, ok := streetSuffixesInverse[street[n-2]]; ok {
				add(street[n-1])
			}
		}
		if a.Nickname != nil {
			for _, w := range words(*a.Nickname) {
				add(w)
			}
		}
	}
	return out
}

// withoutUnitLabels is toks with the account's unit labels (unitLabels)
// set aside for the date reader: "can u book renee to restock royal 3A
// and frenchmen 3 next tues, 10 and 12" books 3A at 10, never at 3 AM;
// "okonkwos are running late, getting into royal 3A around 8 tmrw night"
// is 8 pm. The tokens keep their places, so what the reader finds still
// points at the message's words.
func (s *session) withoutUnitLabels(toks []token) []token {
	labels := s.unitLabels()
	if len(labels) == 0 {
		return toks
	}
	var out []token
	for i, t := range toks {
		if !t.used && labels[strings.TrimPrefix(t.s, "#")] {
			if out == nil {
				out = append([]token(nil), toks...)
			}
			out[i].used = true
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// withoutUnitFields is fields without the words that are a unit's label
// of the account (marked "#"+label in places): for the clause splitter's
// look at whether a part says a time of its own ("restock royal 3A and
// frenchmen 3 next tues, 10 and 12" is one booking of two places, the
// times in their order).
func withoutUnitFields(fields []string, places map[string]bool) []string {
	var out []string
	for _, f := range fields {
		if places["#"+strings.TrimPrefix(strings.ToLower(strings.Trim(f, ",.;:!?")), "#")] {
			continue
		}
		out = append(out, f)
	}
	return out
}

// placesApartTwoTimes returns the names of the properties a booking's
// words name each on its own, when there are two or more of them and the
// booking says two or more times of day, yet was read as one job ("Could
// Priscilla do an inspection at the condo … at 10 o'clock, and another
// one at Bartlett Road the same day at 2?"). Such a booking is asked
// about, never written at one place at the first time. Nil otherwise.
func (s *session) placesApartTwoTimes(in request) []string {
	if in.Kind != kindSchedule || in.AddressID == 0 || len(in.places) > 0 || len(s.addrs) < 2 {
		return nil
	}
	hours := map[int]bool{}
	for _, d := range in.dates {
		if d.HasTime && !d.Soft {
			hours[d.Hour*60+d.Minute] = true
		}
	}
	if len(hours) < 2 {
		return nil
	}
	var names []string
	seen := map[int64]bool{}
	var spans []span
	for _, m := range allProperties(tokenize(in.rawText), s.addrs) {
		if !seen[m.addr.ID] && !slices.ContainsFunc(spans, func(a span) bool { return a.start < m.at.end && m.at.start < a.end }) {
			spans = append(spans, m.at)
			seen[m.addr.ID] = true
			names = append(names, m.addr.Name())
		}
	}
	if !seen[in.AddressID] {
		return nil
	}
	return names
}

// literalMatch reports whether every word m matched is a word of its
// property's name, street or city as written, not a typo of one.
func literalMatch(toks []token, m propertyMatch) bool {
	known := append(append(words(m.addr.Name()), words(m.addr.Street)...), words(m.addr.City)...)
	for i := m.at.start; i < m.at.end && i < len(toks); i++ {
		if !slices.Contains(known, toks[i].s) {
			return false
		}
	}
	return true
}
