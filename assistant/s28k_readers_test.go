package assistant

import (
	"strings"
	"testing"
)

// TestListedWhere checks that a thing named in a list a where-word governs
// ("off the deck and the entry roof") is where other work is done, and
// that a verb ends the list ("… and fix the roof").
func TestListedWhere(t *testing.T) {
	thing := func(w string) bool { return len(w) >= 4 && !howBrokenWords[w] && !stopWords[w] }
	tests := []struct {
		notes, word string
		want        bool
	}{
		{"Clear the snow off the deck and the entry roof", "roof", true},
		{"Shovel the path to the garage and the side gate", "gate", true},
		{"Clear the snow off the deck and fix the roof", "roof", false},
		{"Roof leak over the entry", "roof", false},
		{"Check the roof vents", "roof", false},
	}
	for _, tt := range tests {
		nw := words(tt.notes)
		k := -1
		for i, w := range nw {
			if strings.EqualFold(w, tt.word) {
				k = i
			}
		}
		if k < 0 {
			t.Fatalf("%q: no %q in %v", tt.notes, tt.word, nw)
		}
		if got := listedWhere(nw, k, thing); got != tt.want {
			t.Errorf("listedWhere(%q, %q) = %v, want %v", tt.notes, tt.word, got, tt.want)
		}
	}
}

// TestStayRange checks that a stay's two days said as a range are told
// from only its end said ("staying till monday, out at 10").
func TestStayRange(t *testing.T) {
	tests := []struct {
		msg  string
		want bool
	}{
		{"Pedersen staying at Leroux Unit B, 3/13 thru 3/15, 2 guests.", true},
		{"The Ostrowski party is staying at Munds Park from 3/18 till 3/21", true},
		{"staying Friday the 13th through Monday the 16th", true},
		{"the Herreras are staying till monday, out at 10", false},
		{"Brandt family staying at Leroux Unit B thru 3/8 now", false},
	}
	for _, tt := range tests {
		if got := stayRange(tokenize(tt.msg)); got != tt.want {
			t.Errorf("stayRange(%q) = %v, want %v", tt.msg, got, tt.want)
		}
	}
}
