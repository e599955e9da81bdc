package assistant

import "testing"

// TestRelayedReaders checks the small readers of relayed.go and
// problemthen.go: a time someone said, "fix it" after a problem, and the
// guests' day said with "is".
func TestRelayedReaders(t *testing.T) {
	for in, want := range map[string]bool{
		"he said 10am works":           true,
		"she says 2pm is good":         true,
		"she texted this morning":      false,
		"he said on monday it was wet": false,
	} {
		toks := tokenize(in)
		got := false
		for _, d := range readDates(toks, evalNow, evalNow.Location()) {
			got = got || saidTimeOf(toks, d)
		}
		if got != want {
			t.Errorf("saidTimeOf(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]bool{
		"can Sipho go fix it today still?":         true,
		"can marcus fix it thursday?":              true,
		"can he fix the leak too":                  false,
		"fix it, the sink is clogged as well":      false,
		"can someone come look at the fence today": false,
	} {
		if got := fixesIt(tokenize(in)); got != want {
			t.Errorf("fixesIt(%q) = %v, want %v", in, got, want)
		}
	}
	guests := []string{"Thompson bachelorette"}
	for in, want := range map[string]bool{
		"the hot tub is leaking and the bachelorette is tmrw!!! tony needs to get out there today": true,
		"the guests are on friday, can tony come thursday":                                         true,
		"the pool is green, tony can come tmrw":                                                    false,
	} {
		toks := tokenize(in)
		got := false
		for _, d := range readDates(toks, evalNow, evalNow.Location()) {
			got = got || guestsAreOn(toks, d, guests)
		}
		if got != want {
			t.Errorf("guestsAreOn(%q) = %v, want %v", in, got, want)
		}
	}
}
