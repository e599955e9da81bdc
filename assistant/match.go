package assistant

import (
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Match scores: a whole name beats a street, a street beats a city, and a
// city beats one distinctive word of a nickname ("the villa").
const (
	scoreNickname = 100
	scoreStreet   = 90
	scoreCity     = 70
	scoreWord     = 60
)

// genericWords never identify a property or a person on their own.
var genericWords = map[string]bool{
	"the": true, "a": true, "an": true, "at": true, "of": true, "on": true, "in": true, "and": true, "my": true, "our": true,
	"st": true, "street": true, "ave": true, "avenue": true, "rd": true, "road": true, "hwy": true, "highway": true,
	"dr": true, "drive": true, "ln": true, "lane": true, "blvd": true, "way": true, "ct": true, "court": true, "pl": true,
	"place": true, "unit": true, "apt": true, "family": true, "group": true, "party": true, "mr": true, "mrs": true, "ms": true,
	"clean": true, "cleaning": true, "home": true, "property": true, "new": true,
}

// houseParts are parts of any house: said alone they name no property
// ("water all over the floor" is not "The Parlor Floor", "the pool pump"
// not "The Pool House").
var houseParts = map[string]bool{"floor": true, "floors": true, "pool": true, "deck": true, "porch": true, "kitchen": true,
	"bathroom": true, "bath": true, "roof": true, "yard": true, "patio": true, "garage": true, "basement": true, "attic": true,
	"door": true, "window": true, "wall": true, "ceiling": true, "room": true, "stairs": true, "shed": true, "garden": true}

// streetSuffixes maps the long forms of street types to the short ones so
// "Pier Street" matches "30 Pier St".
var streetSuffixes = map[string]string{
	"street": "st", "avenue": "ave", "road": "rd", "highway": "hwy", "drive": "dr", "lane": "ln",
	"boulevard": "blvd", "court": "ct", "place": "pl", "parkway": "pkwy", "terrace": "ter",
}

func words(s string) []string {
	toks := tokenized(s) // read only: no copy
	if len(toks) == 0 {
		return nil
	}
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.s
	}
	return out
}

// phraseAt reports how many tokens from i match the words of name in a
// row (0 when they do not), tolerating typos word by word.
func phraseAt(toks []token, i int, name []string, fuzzy bool) int {
	if len(name) == 0 || i+len(name) > len(toks) {
		return 0
	}
	for j, w := range name {
		t := toks[i+j]
		if t.used || t.email {
			return 0
		}
		if t.s != w && !(fuzzy && similar(t.s, w)) && streetSuffixes[t.s] != w && streetSuffixes[w] != t.s {
			return 0
		}
	}
	return len(name)
}

// span is where a match sits in the tokens.
type span struct{ start, end int }

// propertyMatch is a property a message names, and how surely.
type propertyMatch struct {
	addr  *steward.Address
	score int
	at    span
}

// matchProperties scores every address against the message and returns
// the best ones: one when the message names a property clearly, several
// when it is ambiguous, none when it names none.
// unitWords start the unit part of a street address ("Unit 4B", "Apt 2").
var unitWords = map[string]bool{"unit": true, "apt": true, "apartment": true, "suite": true, "ste": true, "#": true, "flat": true}

func matchProperties(toks []token, addrs []*steward.Address) []propertyMatch {
	return bestProperties(allProperties(toks, addrs))
}

// bestProperties returns the surest of matches: several when one name
// fits several properties equally.
func bestProperties(all []propertyMatch) []propertyMatch {
	var best []propertyMatch
	for _, m := range all {
		switch {
		case len(best) == 0 || m.score > best[0].score:
			best = []propertyMatch{m}
		case m.score == best[0].score:
			best = append(best, m)
		}
	}
	return best
}

// allProperties returns every property the words name, each with its best
// match, in the account's order.
func allProperties(toks []token, addrs []*steward.Address) []propertyMatch {
	// Count how many properties use each nickname word, so only
	// distinctive words ("villa") pick a property on their own.
	wordUse := map[string]int{}
	for _, a := range addrs {
		seen := map[string]bool{}
		for _, w := range words(a.Name()) {
			if !seen[w] {
				wordUse[w]++
				seen[w] = true
			}
		}
	}
	cityUse := map[string]int{} // properties whose city has the word
	for _, a := range addrs {
		seen := map[string]bool{}
		for _, w := range words(a.City) {
			if !seen[w] {
				cityUse[w]++
				seen[w] = true
			}
		}
	}
	numUse := map[string]int{} // properties whose street has the number
	for _, a := range addrs {
		if w := words(a.Street); len(w) > 0 && isDigits(w[0]) {
			numUse[w[0]]++
		}
	}
	for _, a := range addrs {
		// ("2700 Las Vegas Blvd S Unit 1811": its unit's number too, so
		// that a number two properties use names neither alone.)
		if w := words(a.Street); len(w) > 0 {
			if u := unitNumber(w); u != "" && u != w[0] {
				numUse[u]++
			}
		}
	}
	unitUse := map[string]int{} // properties with "unit" or "apt" in their name or street
	for _, a := range addrs {
		for _, w := range []string{"unit", "apt"} {
			if slices.Contains(words(a.Name()), w) || slices.Contains(words(a.Street), w) {
				unitUse[w]++
			}
		}
	}
	rooms := roomUse(addrs) // "rm 4": the properties each room's number names
	var all []propertyMatch
	for _, a := range addrs {
		m := propertyMatch{addr: a}
		// An exact match scores one more than a match through a typo.
		try := func(name []string, score int, fuzzy bool) {
			for i := range toks {
				if n := phraseAt(toks, i, name, false); n > 0 && score+1 > m.score {
					m.score, m.at = score+1, span{i, i + n}
				} else if n := phraseAt(toks, i, name, fuzzy); n > 0 && score > m.score {
					m.score, m.at = score, span{i, i + n}
				}
			}
		}
		if a.Nickname != nil && *a.Nickname != "" {
			try(words(*a.Nickname), scoreNickname, true)
			if nw := words(*a.Nickname); len(nw) >= 3 && nw[0] == "the" {
				try(nw[1:], scoreNickname-1, true) // "decoy house" for The Decoy House
			}
			if at, ok := housePartNickname(toks, words(*a.Nickname), wordUse); ok && scoreWord-2 > m.score {
				m.score, m.at = scoreWord-2, at // "give the attic a clean" for The Attic Flat (housepartname.go)
			}

		}
		street := words(a.Street)
		try(street, scoreStreet, true)
		matchRoomNumber(toks, a, rooms, &m)
		if n := len(street); n >= 3 {
			if _, ok := streetSuffixesInverse[street[n-2]]; ok {
				// "2140 W Wabansia Ave 2F": a unit after the street's
				// suffix, with no "unit" before it; "2f" alone names it.
				if u := street[n-1]; len(u) >= 2 && len(u) <= 4 && !isDigits(u) && !isLetters(u) {
					try([]string{u}, scoreWord, false)
					for _, w := range []string{"unit", "apt", "#"} {
						try([]string{w, u}, scoreWord+1, false)
					}
				}
			}
		}
		for k := 2; k < len(street); k++ {
			if unitWords[street[k]] {
				if k+1 < len(street) {
					// "unit b" for "318 W Hopkins Ave Unit B", "apt 3b",
					// "#3b": the unit alone, a little less sure than a name.
					for _, u := range []string{"unit", "apt", "apartment", "suite", "#"} {
						try([]string{u, street[k+1]}, scoreWord+1, false)
					}
					if u := street[k+1]; len(u) >= 2 && len(u) <= 4 && !isDigits(u) && !isLetters(u) {
						// "clean 2b sat", "5f toilet overflowing": a unit
						// of digits and letters said alone.
						try([]string{u}, scoreWord, false)
						if w := "#" + u; true {
							try([]string{w}, scoreWord, false)
						}
					}
				}
				if u := street[k+1:]; len(u) == 1 && len(u[0]) >= 3 && isDigits(u[0]) && numUse[u[0]] == 1 {
					// "1811 prep tmrw", "dale insp 1811 fri" for "2700 Las
					// Vegas Blvd S Unit 1811": the unit's number alone,
					// one property's only, where a place stands and it
					// cannot be a time.
					for i, t := range toks {
						if !t.used && t.s == u[0] && scoreWord-1 > m.score && unitNumberAt(toks, i) {
							m.score, m.at = scoreWord-1, span{i, i + 1}
						}
					}
				}
				street = street[:k] // "220 King St Unit 4B": the street is "220 King St"
				try(street, scoreStreet, true)
				break
			}
		}
		if n := len(street); n >= 3 && isDigits(street[0]) && strings.Contains(street[1], "/") && isDigits(strings.ReplaceAll(street[1], "/", "")) {
			// "2417 1/2 Micheltorena St": the street's name without its
			// number and fraction, as sure as any other street's.
			core := street[2:]
			try(core, scoreStreet-5, true)
			if _, ok := streetSuffixesInverse[core[len(core)-1]]; ok && len(core) >= 2 {
				try(core[:len(core)-1], scoreStreet-10, false)
			}
		}
		if len(street) >= 2 && isDigits(street[0]) {
			try(street[1:], scoreStreet-5, true) // "Pier St" without the number
			if len(street) >= 4 && streetDirections[street[1]] {
				// "Main St" for "412 W Main St": a little less sure than
				// with the direction, so "w main st" tells it from "215 E
				// Main St" while "main st" fits both (and is asked about).
				try(street[2:], scoreStreet-7, true)
				if _, ok := streetSuffixesInverse[street[len(street)-1]]; ok && len(street) >= 5 {
					try(street[2:len(street)-1], scoreStreet-12, false) // "Main"
				}
			}
			if n := len(street); n >= 4 && streetDirections[street[n-1]] && streetSuffixesInverse[street[n-2]] {
				// "oak st" for "1419 Oak St N": the compass word after the
				// suffix left out, as sure as the one before ("Main St"
				// for "412 W Main St"), so "oak st n" is surer.
				try(street[1:n-1], scoreStreet-7, true)
				try(street[:n-1], scoreStreet-6, false) // "1419 oak st"
			}
			if _, ok := streetSuffixesInverse[street[len(street)-1]]; ok && len(street) >= 3 {
				if !(len(street) == 3 && commonStreetWords[street[1]]) { // ("water everywhere" is not "79 Water St")
					try(street[1:len(street)-1], scoreStreet-10, false) // "Pier"
				}
				try(street[:len(street)-1], scoreStreet-5, false) // "220 King"
			}
		}
		if n := len(street); n == 2 && isDigits(street[1]) && !isDigits(street[0]) && germanStreet(street[0]) {
			// "the flat in the Konviktstraße" for Konviktstraße 22: a
			// German street, its number after its name, said without the
			// number.
			try(street[:1], scoreStreet-5, true)
		}
		try(words(a.City), scoreCity, true)
		if len(street) >= 2 && len(street[0]) >= 3 && isDigits(street[0]) && numUse[street[0]] == 1 {
			// "the septic at 4422": the street's number alone, after "at"
			// or "the" or before a place noun, when it cannot be a time.
			for i, t := range toks {
				if t.used || t.s != street[0] || scoreWord-1 <= m.score {
					continue
				}
				// ("at 1030" may be a time: only "the 1030 place" is the
				// property then.)
				if i > 0 && (toks[i-1].s == "at" && !clockLike(t.s) || toks[i-1].s == "the" || toks[i-1].s == "for") ||
					// "…, and 4512 after lunch", "inspect 4512 thurs": where
					// a place stands, when it cannot be a time.
					!clockLike(t.s) && (i == 0 || toks[i-1].stop || slices.Contains([]string{"and", "then", "clean", "inspect", "restock", "do", "does", "over", "to"}, toks[i-1].s)) &&
						(i+1 == len(toks) || !slices.Contains([]string{"am", "pm", "a.m.", "p.m.", "o'clock", "oclock", "hrs", "hours", "dollars", "bucks"}, toks[i+1].s)) ||
					i+1 < len(toks) && (placeNouns[toks[i+1].s] || toks[i+1].s == "place" || toks[i+1].s == "unit") {
					m.score, m.at = scoreWord-1, span{i, i + 1}
				}
			}
		}
		if len(street) >= 3 && isDigits(street[0]) {
			// "the 414 house" for 3901 State Route 414: the number of the
			// road itself (not the house's), one property's only, said
			// where a place stands — before a place noun, or after the
			// road's own word ("rt 414").
			for _, w := range street[1:] {
				if !isDigits(w) || len(w) < 2 || numUse[w] > 0 || wordUse[w] > 1 {
					continue
				}
				for i, t := range toks {
					if t.used || t.s != w || scoreWord-1 <= m.score {
						continue
					}
					if i+1 < len(toks) && (placeNouns[toks[i+1].s] || toks[i+1].s == "place") && i > 0 && (toks[i-1].s == "the" || toks[i-1].s == "at") ||
						i > 0 && slices.Contains([]string{"rt", "rte", "route", "hwy", "highway", "sr"}, toks[i-1].s) {
						m.score, m.at = scoreWord-1, span{i, i + 1}
					}
				}
			}
		}
		if cw := words(a.City); len(cw) >= 2 {
			// "the vegas condo" for Las Vegas: a distinctive word of a
			// city of several, one property's only, a little less sure.
			for _, w := range cw {
				if cityUse[w] == 1 && wordUse[w] <= 1 && len(w) >= 5 && isLetters(w) && !genericWords[w] && !stopWords[w] && !commonWords[w] &&
					!cityKindWords[w] && !isDateWord(w) {
					// Only where a place is said: "the vegas condo", "in
					// vegas", "at geneva" ("her sister" is not Sister Bay).
					for i, t := range toks {
						if t.used || t.s != w || scoreCity-2 <= m.score {
							continue
						}
						prev, next := "", ""
						if i > 0 {
							prev = toks[i-1].s
						}
						if i+1 < len(toks) {
							next = toks[i+1].s
						}
						if prev == "the" || prev == "at" || prev == "in" || placeNouns[next] || next == "place" || next == "unit" || next == "rental" || next == "spot" ||
							// "the flat in the old town of Freiburg": the
							// part of the city, then the city.
							prev == "of" && i >= 2 && slices.Contains([]string{"town", "city", "centre", "center", "downtown", "heart", "middle"}, toks[i-2].s) ||
							// "pensacola needs a restock thurs": the
							// message opens with the place, then what it
							// needs.
							i == 0 && slices.Contains([]string{"needs", "need", "could", "should", "gets", "has"}, next) {
							m.score, m.at = scoreCity-2, span{i, i + 1}
						}
					}
				}
			}
		}
		// "apalach" for Apalachicola: the start of a long, distinctive word
		// of the city or nickname, one property's only, a little less sure
		// than the city.
		for _, w := range prefixable(a) {
			if cityUse[w]+wordUse[w] > 2 || len(w) < 8 || !isLetters(w) || genericWords[w] || cityKindWords[w] {
				continue
			}
			for i, t := range toks {
				if !t.used && len(t.s) >= 6 && 2*len(t.s) >= len(w) && t.s != w && strings.HasPrefix(w, t.s) && scoreCity-3 > m.score &&
					!stopWords[t.s] && !commonWords[t.s] && !isDateWord(t.s) {
					m.score, m.at = scoreCity-3, span{i, i + 1}
				}
			}
		}
		if a.Nickname != nil {
			for _, w := range words(*a.Nickname) {
				if wordUse[w] == 1 && !genericWords[w] && !stopWords[w] && !houseParts[w] && len(w) >= 3 { // ("put" of Put-in-Bay is the verb)
					before, beforeAt := m.score, m.at
					try([]string{w}, scoreWord, true)
					if k := m.at.start; m.score != before && (w == "mid" || w == "late" || w == "early") && k+1 < len(toks) &&
						slices.Contains([]string{"stay", "week", "day", "morning", "afternoon", "month", "checkout", "checkin"}, toks[k+1].s) {
						m.score, m.at = before, beforeAt // "a mid-stay clean" is not Palm Springs Mid-Mod
					}
					if m.score != before && sideWords[w] && !sideWordNames(toks, m.at.start) {
						// "send someone right away", "the guests left a
						// mess" are not Bywater Right or Bywater Left.
						m.score, m.at = before, beforeAt
					}
					if m.score != before && placeNouns[w] && toks[m.at.start].s != w {
						// "all the KDH houses": a kind of place said in the
						// plural (or mistyped) is several places, not The
						// Decoy House.
						m.score, m.at = before, beforeAt
					}
					// "the beach house" is not the Lake House: a kind of
					// place with a word of its own before it is another place.
					if k := m.at.start - 1; m.score != before && m.score <= scoreWord+1 && placeNouns[toks[m.at.start].s] && k >= 0 &&
						!toks[k].used && !toks[k].stop && !interjections[toks[k].s] && !determiners[toks[k].s] && !fillers[toks[k].s] && !stopWords[toks[k].s] && isLetters(toks[k].s) &&
						!isDateWord(toks[k].s) && !strings.HasSuffix(toks[k].raw, "'s") && !strings.HasSuffix(toks[k].raw, "’s") {
						m.score, m.at = before, beforeAt
					}
				}
			}
		} else if len(street) >= 3 && isDigits(street[0]) {
			// A property known only by its street: a distinctive word of
			// it alone ("the birch clean" for 5 Birch Hollow), exactly.
			for _, w := range street[1:] {
				if wordUse[w] == 1 && !genericWords[w] && !streetSuffixesInverse[w] && !unitWords[w] && len(w) >= 4 && isLetters(w) {
					try([]string{w}, scoreWord-1, false)
				}
			}
		}
		if m.score == 0 {
			// "the unit", "the apt": the one property whose name or
			// street has that word, said with "the" (a generic word
			// names no property on its own otherwise).
			for _, w := range []string{"unit", "apt"} {
				if unitUse[w] == 1 && (slices.Contains(words(a.Name()), w) || slices.Contains(words(a.Street), w)) {
					for i := 1; i < len(toks); i++ {
						if toks[i].s == w && !toks[i].used && toks[i-1].s == "the" && (i+1 == len(toks) || !isDigits(toks[i+1].s)) {
							m.score, m.at = scoreWord-2, span{i, i + 1}
						}
					}
				}
			}
		}
		if a.Nickname != nil && m.score < scoreCity+5 {
			// "venice guest locked out of the bungalow": every word of the
			// nickname said, apart, names it more surely than the city one
			// of them is ("Venice", where 918 Ocean Front Walk also is).
			nick := slices.DeleteFunc(words(*a.Nickname), func(w string) bool { return genericWords[w] || w == "the" })
			all2 := len(nick) >= 2
			for _, w := range nick {
				all2 = all2 && slices.ContainsFunc(toks, func(t token) bool { return !t.used && t.s == w })
			}
			if all2 {
				m.score = scoreCity + 5
				for i, t := range toks {
					if !t.used && t.s == nick[len(nick)-1] {
						m.at = span{i, i + 1}
					}
				}
			}
		}
		if m.score > 0 {
			all = append(all, m)
		}
	}
	// One word said with its neighbour as two words of another property's
	// name is that name's, not a name of its own: "creek" of "Shem Creek"
	// (Shem Creek Cottage) is not 118 Creek Rd.
	return slices.DeleteFunc(all, func(m propertyMatch) bool {
		if m.at.end-m.at.start != 1 || m.score >= scoreStreet {
			return false
		}
		var pairs [][]string
		if i := m.at.start; i > 0 && !toks[i-1].stop {
			pairs = append(pairs, []string{toks[i-1].s, toks[i].s})
		}
		if i := m.at.start; i+1 < len(toks) && !toks[i].stop {
			pairs = append(pairs, []string{toks[i].s, toks[i+1].s})
		}
		for _, o := range addrs {
			if o == m.addr || o.Nickname == nil {
				continue
			}
			nw := words(*o.Nickname)
			for _, p := range pairs {
				for k := 0; k+1 < len(nw); k++ {
					if nw[k] == p[0] && nw[k+1] == p[1] && !slices.Contains(words(m.addr.Name()), p[0]) && !slices.Contains(words(m.addr.Name()), p[1]) {
						return true
					}
				}
			}
		}
		return false
	})
}

// prefixable are the words of a's city and nickname a prefix may name it
// by, each once.
func prefixable(a *steward.Address) []string {
	ws := words(a.City)
	if a.Nickname != nil {
		ws = append(ws, words(*a.Nickname)...)
	}
	slices.Sort(ws)
	return slices.Compact(ws)
}

// cityKindWords are the words of cities' names that say a kind of place,
// not which: "Palm Springs", "Virginia Beach", "Lake Geneva".
var cityKindWords = map[string]bool{"springs": true, "beach": true, "lake": true, "falls": true, "harbor": true, "harbour": true,
	"island": true, "heights": true, "village": true, "valley": true, "hills": true, "point": true, "north": true, "south": true,
	"east": true, "west": true, "saint": true, "mount": true, "mountain": true, "river": true, "creek": true, "grove": true,
	"shores": true, "haven": true, "bluffs": true, "county": true, "center": true, "junction": true, "landing": true, "ridge": true}

// streetDirections are the compass words a street name may start with
// ("412 W Main St").
var streetDirections = map[string]bool{"n": true, "s": true, "e": true, "w": true, "ne": true, "nw": true, "se": true, "sw": true,
	"north": true, "south": true, "east": true, "west": true}

// interjections open a message without naming a place: "urgent casita
// has no hot water" is The Casita, not an "urgent casita".
var interjections = map[string]bool{"urgent": true, "emergency": true, "help": true, "asap": true, "hi": true, "hey": true,
	"ok": true, "okay": true, "omg": true, "sos": true, "pls": true, "please": true, "so": true, "also": true, "yo": true}

var streetSuffixesInverse = func() map[string]bool {
	m := map[string]bool{}
	for k, v := range streetSuffixes {
		m[k], m[v] = true, true
	}
	return m
}()

// markUsed marks the tokens of s as explained.
func markUsed(toks []token, s span) {
	for i := s.start; i < s.end && i < len(toks); i++ {
		toks[i].used = true
	}
}

// commonWords are first names that are also everyday words; typed in
// lower case they are words, not people.
var commonWords = map[string]bool{
	"will": true, "may": true, "mark": true, "bill": true, "art": true, "grant": true, "frank": true, "rose": true,
	"sunny": true, "hope": true, "joy": true, "june": true, "april": true, "august": true, "summer": true, "dawn": true,
	"chase": true, "pat": true, "sue": true, "max": true, "guy": true, "don": true, "hunter": true, "rich": true,
	"faith": true, "tim": false, "jack": true, "ray": true, "rob": true, "sky": true, "page": true, "gene": true,
	"clean": true, "green": true, "park": true, "hall": true, "stone": true, "brooks": true, "day": true, "king": true,
	"wood": true, "price": true, "rice": true, "cook": true, "wells": true, "hill": true, "lee": true, "little": true,
}

// nameByPlace reports whether the common word at toks[i] ("will",
// "summer") stands where only a person can: after a verb that books or
// sends someone ("book will", "have will", "give it to will"), after a
// modal ("can will go": the auxiliary cannot follow one), before a modal
// or a verb in the third person ("will should come", "will says"), or as
// a possessive ("will's job"). "tess will take the clean" keeps the word,
// and so does "the park can wait" (a determiner before it).
// placeOfName reports the words toks[i:end] of a company's name said as
// a place, after "on/off/by/near/under … the" and before no word for who
// does the work ("the ladder on the pier", "the pavers by the hot tub";
// not "the pier guys").
func placeOfName(toks []token, i, end int) bool {
	return i >= 2 && toks[i-1].s == "the" && !toks[i].cap &&
		slices.Contains([]string{"on", "off", "by", "near", "under", "behind", "beside", "along", "across", "around", "past", "onto", "underneath", "below"}, toks[i-2].s) &&
		(end >= len(toks) || !personNouns[toks[end].s] && toks[end].s != "and" && toks[end].s != "&")
}

func nameByPlace(toks []token, i int) bool {
	if strings.HasSuffix(toks[i].raw, "'s") {
		return true
	}
	if i > 0 && (nameBefore[toks[i-1].s] || nameBefore[strings.ToLower(toks[i-1].raw)]) {
		return true
	}
	if i > 0 && (toks[i-1].s == "is" || toks[i-1].s == "was") && (i == 1 || toks[i-2].s == "where" || toks[i-2].s == "when") &&
		(i+1 == len(toks) || toks[i+1].s == "at" || toks[i+1].s == "still" || toks[i+1].s == "there" || toks[i+1].s == "now") {
		return true // "is ray at harbor house now?", "where is ray"
	}
	if i+1 < len(toks) && (i == 0 || !determiners[toks[i-1].s]) && toks[i].s != "will" && toks[i].s != "may" &&
		(!isDateWord(toks[i].s) || strings.HasSuffix(toks[i+1].s, "s")) && // ("june inspects at 1", not "june clean …")
		(workAfter[toks[i+1].s] || toks[i+1].s == "if" && i+2 < len(toks) && slices.Contains([]string{"she", "shes", "she's", "he", "hes", "he's", "they", "free", "available"}, toks[i+2].s)) {
		return true // "sunny restock pearl 704 sat 3pm", "sunny clean at 10am", "sunny if shes free"
	}
	if i == 0 && i+1 < len(toks) && (toks[i].stop && len(toks) <= 4 || toks[i+1].s == "pls" || toks[i+1].s == "please") {
		return true // "june pls for a clean at …", "june, 10am" (a short answer naming her)
	}
	if i+1 < len(toks) && slices.Contains([]string{"now", "asap", "pls", "please", "stat"}, toks[i+1].s) && (i == 0 || toks[i-1].stop || !determiners[toks[i-1].s]) &&
		(i+2 >= len(toks) || slices.Contains([]string{"pls", "please", "now", "asap", "thanks", "thx"}, toks[i+2].s)) {
		return true // "… delacroixs are freaking out. frank NOW pls": who should come
	}
	if i == 0 && i+2 < len(toks) && (toks[1].s == "at" || toks[1].s == "@") && isLetters(toks[2].s) && !toks[0].stop && !stopWords[toks[2].s] || i == 0 && i+3 < len(toks) && (toks[1].s == "at" || toks[1].s == "@") && toks[2].s == "the" {
		return true // "ray at seaside the day after …", "ray at the crab shack": who goes where, as "hector at cork oak" is
	}
	if i+2 < len(toks) && toks[i+1].s == "to" && toInfinitive[toks[i+2].s] && (i == 0 || !determiners[toks[i-1].s]) {
		return true // "june to inspect the east nash cottage mon at 9": who is to do it
	}
	if i == 0 && sentToPlace(toks[1:]) {
		return true // "ray to the dune cottage tmrw morning to fix the screen door": the pro sent there
	}
	return i+1 < len(toks) && nameAfter[toks[i+1].s] && (i == 0 || !determiners[toks[i-1].s])
}

// sentToPlace reports whether toks, the words after a message's first,
// send it to a place: "to the dune cottage …", "over to the loft …",
// "out to the cabin …" — so the first word is the pro sent.
func sentToPlace(toks []token) bool {
	if len(toks) > 0 && slices.Contains([]string{"over", "out", "down", "up", "back"}, toks[0].s) {
		toks = toks[1:]
	}
	return len(toks) >= 2 && toks[0].s == "to" && (toks[1].s == "the" && len(toks) >= 3 || toks[1].used)
}

// toInfinitive are the verbs "<name> to …" gives a pro: "june to inspect
// the cottage", "summer to clean the loft".
var toInfinitive = map[string]bool{"clean": true, "restock": true, "inspect": true, "fix": true, "do": true, "check": true,
	"look": true, "take": true, "handle": true, "cover": true, "plow": true, "mow": true, "shovel": true, "come": true, "go": true,
	"snake": true, "unclog": true, "replace": true, "repair": true, "paint": true, "patch": true, "install": true, "service": true,
	"swap": true, "reset": true, "seal": true, "caulk": true, "trim": true, "clear": true, "stock": true, "swing": true, "stop": true}

// workAfter are the verbs a pro's name comes before when the host says
// what they do: "sunny restock …", "rusty shovel the drive".
var workAfter = map[string]bool{"clean": true, "cleans": true, "restock": true, "restocks": true, "inspect": true, "inspects": true,
	"fix": true, "fixes": true, "takes": true, "handles": true, "does": true, "shovel": true, "shovels": true, "plow": true,
	"plows": true, "mow": true, "mows": true, "covers": true}

var (
	nameBefore = map[string]bool{"book": true, "have": true, "send": true, "get": true, "ask": true, "call": true, "assign": true,
		"tell": true, "let": true, "with": true, "to": true, "can": true, "could": true, "would": true, "should": true, "will": true,
		"hire": true, "use": true, "put": true, "want": true, "remove": true, "take": true, "pull": true, "unassign": true,
		"swap": true, "replace": true, "cancel": true, "need": true, "pay": true, "text": true, "email": true, "message": true, "tip": true,
		"did": true, "does": true} // "when did ray fix the porch light"
	// Modals and verbs of saying only: "the park is nice" is a place.
	nameAfter = map[string]bool{"should": true, "can": true, "could": true, "would": true, "will": true, "says": true, "said": true,
		"cant": true, "can't": true, "wont": true, "won't": true, "cannot": true,
		"coming": true, "doing": true, "arriving": true, "working": true} // "whens june coming": a person
)

// twoLetterWords are the two-letter words of messages: a name of two
// letters ("Bo", "Ng", "Al") counts only when it is none of them.
var twoLetterWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`to at in on of or if is it be by do go so no me we he us my an as am up hi ok oh pm
		tv ac uh um ya yo ur u2 re ex vs st rd ln dr pl ct wy hr mo wk yr ty th nd`) {
		m[w] = true
	}
	return m
}()

// personMatch is a pro or a guest a message names.
type personMatch struct {
	index int // into the list searched
	score int // 2: full name; 1: one of the names
	at    span
}

// matchPeople finds the names of names in toks: a full name, or a single
// first or last name (not a common word unless capitalised). It returns
// the best matches: several when a first name is shared.
func matchPeople(toks []token, names []string) []personMatch {
	var best []personMatch
	for k, name := range names {
		parts := words(name)
		m := personMatch{index: k}
		for i := range toks {
			if n := phraseAt(toks, i, parts, true); n > 0 && len(parts) > 1 {
				m.score, m.at = 3, span{i, i + n}
				break
			}
		}
		if m.score == 0 {
			for i, t := range toks {
				if t.used || t.email {
					continue
				}
				for pi, p := range parts {
					letter := len(p) == 1 && letterOfName(toks, i, parts, p)
					if !letter && (genericWords[p] || len(p) < 2 || len(p) == 2 && (t.s != p || twoLetterWords[p] && !(pi == 0 && len(parts) > 1 && shortNameSaid(toks, i, p)))) {
						continue // "Bo" and "Ng" exactly; never "to" or "me" ("mo" only where a person stands: shortname.go)
					}
					if companyWords[p] && len(parts) > 1 {
						continue // "the 4512 pool pump job" is no name of "Sandbar Pool & Spa"
					}
					if everydayNameWords[p] && len(parts) > 1 && !(pi+1 < len(parts) && i+1 < len(toks) && toks[i+1].s == parts[pi+1]) &&
						!(pi > 0 && i > 0 && toks[i-1].s == parts[pi-1]) {
						continue
					}
					if len(parts) > 1 && placeOfName(toks, i, i+1) {
						continue // "broke the swim ladder on the pier": the place "Geneva Lake Pier & Lift" is named for
					}
					// (A typo keeps a name's first letter: "gutter" is not
					// Sutter.)
					// ("the deckers" is the Dekker family: a near name, in
					// the plural.)
					if t.s == p || t.s == p+"s" || len(p) >= 5 && t.s[0] == p[0] && (similar(t.s, p) || strings.HasSuffix(t.s, "s") && similar(strings.TrimSuffix(t.s, "s"), p)) ||
						soundsLike(t.s, p) {
						// ("shivon" is Siobhan as the phone heard her: a
						// near name, by its sound.)
						if commonWords[t.s] && !t.cap && !nameByPlace(toks, i) && !(i > 0 && toks[i-1].s == "the" && strings.HasSuffix(t.s, "s") && len(parts) > 1) &&
							!namePair(toks, i, names, k) {
							// ("the brooks are leaving at 9": Amy Brooks's family.)
							continue
						}
						// A name as typed beats a near one: "marta" is Marta
						// Kowalski, not also Maria Lopez.
						if exact := t.s == p || t.s == p+"s"; exact && m.score < 2 {
							// "Team B is slammed" for Team B Cleaning Crew:
							// the words of the name said after it, in
							// order, are the name's too.
							n := 1
							for t.s == p && i+n < len(toks) && pi+n < len(parts) && !toks[i+n].used && toks[i+n].s == parts[pi+n] {
								n++
							}
							m.score, m.at = 2, span{i, i + n}
						} else if m.score == 0 {
							m.score, m.at = 1, span{i, i + 1}
						}
					}
				}
				if m.score == 2 {
					break
				}
			}
		}
		if m.score == 0 && len(parts) >= 1 {
			// "mary sol" for Marisol: a one-word name heard as two words,
			// a near name (a first or last name of five letters or more).
			for i := 0; i+1 < len(toks) && m.score == 0; i++ {
				a, b := toks[i], toks[i+1]
				if a.used || b.used || a.email || b.email || a.stop || len(a.s) < 3 || len(b.s) < 3 || !isLetters(a.s) || !isLetters(b.s) ||
					stopWords[a.s] || stopWords[b.s] || commonWords[a.s] || slices.Contains([]string{"her", "him", "his", "them", "out", "off", "one", "all", "now", "too"}, b.s) {
					continue
				}
				for _, p := range parts {
					if j := a.s + b.s; len(p) >= 5 && !genericWords[p] && (j == p || j[0] == p[0] && similar(j, p)) {
						m.score, m.at = 1, span{i, i + 2}
						break
					}
				}
			}
		}
		if m.score == 0 {
			continue
		}
		best = append(best, m)
	}
	// The best matches win; a name as typed (score 2) beside a full name
	// (3) elsewhere in the message is another person named ("sean
	// o'brien can't do …, can maria do it"), but never at the same words.
	top := 0
	for _, m := range best {
		top = max(top, m.score)
	}
	overlaps := func(a, b span) bool { return a.start < b.end && b.start < a.end }
	var out []personMatch
	for _, m := range best {
		keep := m.score == top
		if !keep && m.score >= 2 {
			keep = true
			for _, o := range best {
				if o.score > m.score && overlaps(o.at, m.at) {
					keep = false
				}
			}
		}
		if keep {
			out = append(out, m)
		}
	}
	return out
}

// letterOfName reports whether toks[i] is the capital letter p that is a
// word of its own in a longer name, said alone for it: "swap A and B",
// "B's schedule", "→ B instead of A" for Crew A and Crew B. Never "I", never
// "a" in lower case, never a capital "A" opening a sentence before a word it
// could be the article of ("A cleaning at …"), and never in a message typed
// all in capitals or in title case, where every word has one.
func letterOfName(toks []token, i int, parts []string, p string) bool {
	t := toks[i]
	if len(parts) < 2 || t.s != p || p == "i" || !isLetters(p) || !t.cap {
		return false
	}
	if r := strings.TrimRight(strings.TrimLeft(t.raw, "(\"'“‘"), ",.;:!?)\"'”’"); r != strings.ToUpper(p) && r != strings.ToUpper(p)+"'s" && r != strings.ToUpper(p)+"’s" {
		return false
	}
	caps, all := 0, 0
	for _, o := range toks {
		if isLetters(o.s) && len(o.s) > 1 {
			all++
			if o.cap {
				caps++
			}
		}
	}
	if all > 2 && caps*3 > all*2 {
		return false // "BOOK A CLEANING", "Book A Cleaning At The Loft"
	}
	if p == "a" && (i == 0 || toks[i-1].stop) && !t.stop && i+1 < len(toks) && !strings.Contains(t.raw, "'") && !strings.Contains(t.raw, "’") {
		switch toks[i+1].s {
		case "and", "&", "or", "is", "was", "has", "can", "will", "to", "instead", "needs", "takes", "gets", "on":
		default:
			return false // "A cleaning at the loft tomorrow": the article
		}
	}
	return true
}

// unknownPlace returns the capitalised words after "at", "for" or "in"
// that name no known property ("the Moon Base"), for a helpful reply.
func unknownPlace(toks []token) string {
	for i, t := range toks {
		if t.used || (t.s != "at" && t.s != "for" && t.s != "in" && t.s != "to") {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].s == "the" {
			j++
		}
		var name []string
		for ; j < len(toks) && toks[j].cap && !toks[j].used && !toks[j].email; j++ {
			if _, ok := months[toks[j].s]; ok {
				break
			}
			if _, ok := weekdays[toks[j].s]; ok {
				break
			}
			name = append(name, toks[j].raw)
			if toks[j].stop {
				break
			}
		}
		if len(name) == 0 {
			// In lower case, words that end with a kind of place: "at
			// the cottage", "for the beach house".
			for k := i + 1; k < min(len(toks), i+5) && !toks[k].used && !toks[k].email; k++ {
				if placeNouns[toks[k].s] && !(k > i+1 && outbuildingWords[toks[k-1].s]) && !hourThenPhrase(toks[i+1:k]) {
					for _, t := range toks[i+1 : k+1] {
						if t.s != "the" {
							name = append(name, t.raw)
						}
					}
				}
			}
		}
		if len(name) > 0 {
			return strings.TrimRight(strings.Join(name, " "), ",.;:!?")
		}
	}
	return ""
}

// outbuildingWords make a place noun after them a building on a property
// ("the outlet in the pump house", "the well house"), not a rental's name.
var outbuildingWords = map[string]bool{"pump": true, "well": true, "wash": true, "tool": true, "dog": true, "boat": true,
	"pool": true, "bath": true, "smoke": true, "hen": true, "chicken": true, "storage": true, "utility": true, "power": true}

// hourThenPhrase reports whether the words before a place noun are an
// hour and then a phrase of its own ("at 10 the barn door is off the
// track", dictated): no place's name.
func hourThenPhrase(toks []token) bool {
	return len(toks) > 1 && (isDigits(toks[0].s) || strings.Contains(toks[0].s, ":")) && toks[1].s == "the"
}

// placeNouns are the kinds of place hosts name their rentals by.
var placeNouns = map[string]bool{"cottage": true, "house": true, "condo": true, "villa": true, "cabin": true, "apartment": true,
	"flat": true, "loft": true, "chalet": true, "bungalow": true, "studio": true, "lodge": true, "ranch": true, "farmhouse": true,
	"townhouse": true, "duplex": true, "shack": true, "hut": true, "treehouse": true, "yurt": true, "camp": true, "cabins": true, "penthouse": true, "cabana": true, "barn": true, "retreat": true, "casita": true, "suite": true}

// isDateWord reports whether w names a day or a month.
func isDateWord(w string) bool {
	_, day := weekdays[w]
	_, month := months[w]
	return day || month || w == "today" || w == "tomorrow" || w == "tmrw" || w == "tonight"
}

// namePair reports whether toks[i] is joined by "and" to another of names
// ("ray and walt are both out sick": Ray, though "ray" is a word).
func namePair(toks []token, i int, names []string, self int) bool {
	for _, j := range []int{i - 2, i + 2} {
		if j < 0 || j >= len(toks) || (toks[(i+j)/2].s != "and" && toks[(i+j)/2].s != "&") {
			continue
		}
		for k, n := range names {
			if k != self && slices.Contains(words(n), toks[j].s) && !commonWords[toks[j].s] {
				return true
			}
		}
	}
	return false
}

// unitNumber is the number after "unit", "apt" or "#" in the words of a
// street ("2700 las vegas blvd s unit 1811"), "" when there is none.
func unitNumber(street []string) string {
	if k := len(street) - 2; k >= 2 && unitWords[street[k]] && isDigits(street[k+1]) {
		return street[k+1]
	}
	return ""
}

// unitNumberAt reports whether the number toks[i] stands where a place
// is said and cannot be a time or a count: first in the message or its
// clause, after "at", "the" or "for", after a day or a service ("cx sun
// 1811 restock", "dale insp 1811 fri"), or before a service or a place
// noun ("1811 prep tmrw"); never a time run together ("at 1030") nor a
// count of something ("1811 dollars").
func unitNumberAt(toks []token, i int) bool {
	t := toks[i]
	if clockLike(t.s) || len(t.s) > 5 {
		return false
	}
	next := ""
	if i+1 < len(toks) {
		next = toks[i+1].s
	}
	if slices.Contains([]string{"am", "pm", "a", "p", "oclock", "hrs", "hours", "hr", "minutes", "mins", "dollars", "bucks", "usd", "sq", "sqft", "ft", "feet", "miles", "people", "guests", "nights", "days"}, next) {
		return false
	}
	if i == 0 || toks[i-1].stop || toks[i-1].dash {
		return true
	}
	prev := toks[i-1].s
	if slices.Contains([]string{"at", "@", "the", "for", "to", "and", "then", "in", "unit", "apt", "#", "clean", "inspect", "restock", "do", "does", "over"}, prev) || isDateWord(prev) {
		return true
	}
	if _, _, ok := serviceOf(toks[i-1 : i]); ok {
		return true
	}
	if _, _, ok := serviceOf(toks[i+1 : min(i+2, len(toks))]); ok && next != "" {
		return true
	}
	return placeNouns[next] || next == "place" || next == "unit"
}

// clockLike reports whether a number of digits reads as a time of day
// run together ("930", "1030").
func clockLike(n string) bool {
	if len(n) != 3 && len(n) != 4 {
		return false
	}
	h, m := n[:len(n)-2], n[len(n)-2:]
	// (Times said in digits fall on five minutes: "at 1030" may be 10:30,
	// "at 1402" is a street number.)
	return (h[0] == '0' || len(h) == 1 || h[0] == '1' || h[0] == '2' && h[1] <= '3') && m[0] <= '5' && (m[1] == '0' || m[1] == '5')
}

// commonStreetWords are street names that are everyday words: said alone,
// "water", "main" or "beach" name no street.
var commonStreetWords = map[string]bool{"water": true, "main": true, "beach": true, "lake": true, "ocean": true, "park": true,
	"church": true, "high": true, "market": true, "school": true, "spring": true, "front": true, "sea": true, "bay": true,
	"river": true, "hill": true, "view": true, "center": true, "first": true, "second": true, "third": true, "mill": true,
	"shore": true, "harbor": true, "bridge": true, "state": true, "union": true, "new": true, "old": true, "north": true,
	"south": true, "east": true, "west": true, "sunset": true, "garden": true}

// companyWords are the trade words of a company's name: said alone, they
// name the thing or the work, not the company ("Sandbar Pool & Spa",
// "Summit Snow Removal", "Lakeland Plumbing").
var companyWords = map[string]bool{"pool": true, "pools": true, "spa": true, "spas": true, "snow": true, "removal": true,
	"plumbing": true, "cleaning": true, "services": true, "service": true, "company": true, "co": true, "inc": true, "llc": true,
	"hvac": true, "electric": true, "pest": true, "control": true, "lawn": true, "landscaping": true, "roofing": true, "heating": true,
	"cooling": true, "air": true, "handyman": true, "maintenance": true, "repair": true, "repairs": true, "home": true, "property": true,
	"inspection": true, "inspections": true, "inspectors": true}

// everydayNameWords are words of a company's name that alone are everyday
// words: "no hot water at the condo" is no name of Peak Hot Tub Service,
// while "the hot tub one" (two words of it in a row) still is.
var everydayNameWords = map[string]bool{"hot": true, "tub": true, "tubs": true, "water": true, "heat": true, "clean": true, "cleaners": true,
	"window": true, "windows": true}

// soundsLike reports whether the word w sounds like the name word n
// though spelled otherwise, as speech-to-text writes a name it does not
// know: "shivon" for Siobhan, "marysol" for Marisol, "katheryn" for
// Kathryn. Both are read into a rough key of their sounds (soundKey) that
// must be equal and long enough to tell names apart; the name's first
// letter is kept ("cooler" is not Keller) and a common word never sounds
// like a name.
func soundsLike(w, n string) bool {
	if w == n || len(w) < 5 || len(n) < 4 || w[0] != n[0] || !isLetters(w) || !isLetters(n) || commonWords[w] || stopWords[w] || notTypos[w] ||
		houseParts[w] || whereWords[w] { // ("porch lights are flickering" names no Kelly Park)

		return false
	}
	kw, kn := soundKey(w), soundKey(n)
	return kw == kn && len(strings.ReplaceAll(kw, "V", "")) >= 3
}

// soundKey is a rough spelling of how w sounds: letters that sound alike
// are one ("ph" f, "bh" v as in Irish names, a soft c s, "y" a vowel), a
// "si" before a vowel at the start is "sh" (Siobhan, Sian), "h" after a
// consonant and doubled letters are dropped, and each run of vowels is
// one "V" — so the syllables must agree, not just the consonants.
func soundKey(w string) string {
	s := strings.ToLower(w)
	if len(s) > 2 && strings.HasPrefix(s, "si") && strings.ContainsRune("aeiou", rune(s[2])) {
		s = "sh" + s[2:]
	}
	for _, r := range [][2]string{{"bh", "v"}, {"mh", "v"}, {"ph", "f"}, {"ck", "k"}, {"dg", "j"}, {"wh", "w"}, {"gh", "g"}, {"q", "k"}, {"x", "ks"}, {"z", "s"}, {"y", "i"}} {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	var b strings.Builder
	var last byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 'c' && i+1 < len(s) && strings.ContainsRune("eiy", rune(s[i+1])):
			c = 's'
		case c == 'c':
			c = 'k'
		case c == 'h' && i > 0 && !strings.ContainsRune("aeiou", rune(s[i-1])):
			if s[i-1] == 's' && b.Len() > 0 {
				// "sh": one sound
				str := b.String()
				b.Reset()
				b.WriteString(str[:len(str)-1])
				b.WriteByte('S')
				last = 'S'
			}
			continue
		case strings.ContainsRune("aeiou", rune(c)):
			c = 'V'
		}
		if c == last {
			continue
		}
		b.WriteByte(c)
		last = c
	}
	return b.String()
}

// prepWordRe is the host's word for the cleaning that gets a place ready
// for guests: "the prep at the cottage", "sat preps".
var prepWordRe = mustCompile(`(?i)\bpreps?\b|\bpre-?arrival\b`)

// prepJobs narrows cands, when the host calls the job a prep, to the
// cleanings that get the place ready for a stay: not a turnover after a
// check-out, and some stay checks in there within two days after it. nil
// when none or all of cands are such.
func (s *session) prepJobs(cands []*steward.Job, in request) []*steward.Job {
	if !prepWordRe.MatchString(in.rawText) || s.loadStays() != nil {
		return nil
	}
	var preps []*steward.Job
	for _, j := range cands {
		if j.ServiceType != steward.Cleaning || s.isTurnover(j) {
			continue
		}
		for _, r := range s.stays {
			if r.AddressID == j.AddressID && r.Status != steward.ReservationCancelled && r.CheckIn.After(j.ScheduledAt) &&
				r.CheckIn.Sub(j.ScheduledAt) <= 48*time.Hour {
				preps = append(preps, j)
				break
			}
		}
	}
	if len(preps) == len(cands) {
		return nil
	}
	return preps
}

// sideWords are the words of a side or a level that name one of two
// properties alone ("Bywater Right", "Lake Upper") and are everyday
// words too.
var sideWords = map[string]bool{"right": true, "left": true, "upper": true, "lower": true, "front": true, "back": true,
	"top": true, "middle": true, "rear": true}

// sideIdiomNext are words after a side word that make it an everyday
// phrase: "right away", "right after", "the right way", "back in".
var sideIdiomNext = map[string]bool{"away": true, "now": true, "after": true, "before": true, "then": true, "there": true,
	"here": true, "way": true, "when": true, "as": true, "into": true, "off": true, "through": true, "behind": true,
	"next": true, "in": true, "on": true, "at": true, "up": true, "around": true, "over": true, "out": true, "time": true,
	"one": true, "thing": true, "person": true, "answer": true, "price": true, "to": true, "from": true, "of": true}

// sideWordNames reports whether the side word at toks[k] is said where a
// place stands: opening the message or after "the", "at", "in", "to",
// "for", "on" or "@", and not opening an everyday phrase.
func sideWordNames(toks []token, k int) bool {
	if k+1 < len(toks) && sideIdiomNext[toks[k+1].s] || strings.HasSuffix(toks[k].raw, "?") {
		return false
	}
	return k == 0 || toks[k-1].stop || slices.Contains([]string{"the", "at", "in", "to", "for", "on", "@"}, toks[k-1].s)
}

// germanStreetEnds end the one word of a German street's name:
// Konviktstraße, Adlerweg, Marktplatz.
var germanStreetEnds = []string{"strasse", "straße", "str", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "steig", "pfad"}

// germanStreet reports whether w is a German street's name of one word,
// long enough to be one place's own ("weg" alone is not).
func germanStreet(w string) bool {
	if len(w) < 7 || !isLetters(w) {
		return false
	}
	for _, e := range germanStreetEnds {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}
