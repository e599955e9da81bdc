package assistant

import (
	"regexp"

	"github.com/stewardhq/steward"
)

// A guesthouse or small hotel set up with each room as a property calls
// its rooms by number: "rm 4", "rm4", "room 3" for the Jasmine Room whose
// street is "1427 Esplanade Ave, Room 3", "suite 5" for the Courtyard
// Suite. These read such a number as the property it names.

// roomKinds are the words a room's number follows in a property's name or
// street, by the kind of room they say.
var roomKinds = map[string]string{"room": "room", "rm": "room", "suite": "suite", "ste": "suite"}

// roomGlued is a room's word and number typed as one: "rm4", "room12",
// "ste5".
var roomGlued = regexp.MustCompile(`^(room|rm|suite|ste)#?([0-9]{1,3})$`)

// roomNumbers are the rooms a property's name and street call it by: each
// a kind ("room", "suite") and its number, as "room 4".
func roomNumbers(a *steward.Address) []string {
	var out []string
	for _, s := range []string{a.Name(), a.Street} {
		ws := words(s)
		for k := 0; k+1 < len(ws); k++ {
			if kind, ok := roomKinds[ws[k]]; ok && isDigits(ws[k+1]) && len(ws[k+1]) <= 3 {
				out = append(out, kind+" "+ws[k+1])
			}
		}
	}
	return out
}

// roomSaidAt is the room ("room 4") the words from i say and how many
// words say it: "rm 4", "room #4", "rm4"; "" when they say none. A number
// with a unit after it ("rm 4 pm") is not a room's.
func roomSaidAt(toks []token, i int) (string, int) {
	t := toks[i]
	if t.used || t.email {
		return "", 0
	}
	if g := roomGlued.FindStringSubmatch(t.s); g != nil {
		return roomKinds[g[1]] + " " + trimZeros(g[2]), 1
	}
	kind, ok := roomKinds[t.s]
	if !ok || t.stop || i+1 >= len(toks) {
		return "", 0
	}
	n, k := toks[i+1].s, 2
	if n == "#" || n == "no" || n == "number" {
		if i+2 >= len(toks) {
			return "", 0
		}
		n, k = toks[i+2].s, 3
	}
	if len(n) > 0 && n[0] == '#' {
		n = n[1:]
	}
	if !isDigits(n) || len(n) > 3 || toks[i+k-1].used {
		return "", 0
	}
	if j := i + k; j < len(toks) && !toks[j-1].stop && roomNumberUnits[toks[j].s] {
		return "", 0 // "suite 2 pm"? a time, not a room
	}
	return kind + " " + trimZeros(n), k
}

// roomNumberUnits after a number make it a time or an amount.
var roomNumberUnits = map[string]bool{"am": true, "pm": true, "a.m.": true, "p.m.": true, "oclock": true, "o'clock": true,
	"dollars": true, "bucks": true, "hrs": true, "hours": true, "mins": true, "minutes": true}

// trimZeros drops the leading zeros of a room's number ("rm 04").
func trimZeros(n string) string {
	for len(n) > 1 && n[0] == '0' {
		n = n[1:]
	}
	return n
}

// roomUse counts the properties each room ("room 4") names, so that a
// number two properties share names neither.
func roomUse(addrs []*steward.Address) map[string]int {
	use := map[string]int{}
	for _, a := range addrs {
		seen := map[string]bool{}
		for _, r := range roomNumbers(a) {
			if !seen[r] {
				use[r]++
				seen[r] = true
			}
		}
	}
	return use
}

// matchRoomNumber raises m to a street's score where the message says the
// room a's name or street numbers, one property's only.
func matchRoomNumber(toks []token, a *steward.Address, use map[string]int, m *propertyMatch) {
	rooms := roomNumbers(a)
	if len(rooms) == 0 {
		return
	}
	for i := range toks {
		r, n := roomSaidAt(toks, i)
		if n == 0 || use[r] != 1 || scoreStreet <= m.score {
			continue
		}
		for _, own := range rooms {
			if own == r {
				m.score, m.at = scoreStreet, span{i, i + n}
			}
		}
	}
}
