package assistant

import "testing"

func TestConditional(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"the gate job at low fold friday can be cancelled if Ian can't get the hinges in time", true},
		{"cancel rick at old naples monday unless the screen door is still sticking", true},
		{"move the clean to 3 in case the Bakers don't leave on time", true},
		{"move the gulf AC tomorrow to 3pm if you don't mind", false},
		{"cancel the ant treatment at marco on the 11th if that's ok", false},
		{"can tasha do it at 2 if she's free", false},
		{"cancel the pool visit, the owner can't make it anyway", false},
	} {
		if got := conditional(tc.text); got != tc.want {
			t.Errorf("conditional(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
