package assistant

import (
	"testing"

	"github.com/stewardhq/steward"
)

// TestLetterReaders covers the readers of a letter-writing host's bookings
// and questions (woodfinish.go, weekspan.go).
func TestLetterReaders(t *testing.T) {
	tests := []struct {
		name string
		read func([]token) bool
		msg  string
		want bool
	}{
		{"bringsAlong", bringsAlong, "She can bring the tea and the toilet rolls.", true},
		{"bringsAlong", bringsAlong, "they'll bring the coffee", true},
		{"bringsAlong", bringsAlong, "She can clean the barn on Friday.", false},
		{"bookPronounFor", bookPronounFor, "Could you book him for a week on Tuesday, at 10?", true},
		{"bookPronounFor", bookPronounFor, "Could you book him?", false},
		{"wholeWeekSaid", wholeWeekSaid, "what she has on next week, Monday to Sunday", true},
		{"wholeWeekSaid", wholeWeekSaid, "what she has on Sunday", false},
		{"whatIsIt", whatIsIt, "What is it? Margaret", true},
		{"whatIsIt", whatIsIt, "What is it doing at the barn on Friday?", false},
		{"accessWanted", accessWanted, "The Gibsons have asked in advance for the key safe number at the Barn", true},
		{"contactQuestion", contactQuestion, "what is the key safe number at the barn", false},
		{"contactQuestion", contactQuestion, "what is Graham's phone number", true},
	}
	for _, tc := range tests {
		if got := tc.read(tokenize(tc.msg)); got != tc.want {
			t.Errorf("%s(%q) = %v, want %v", tc.name, tc.msg, got, tc.want)
		}
	}
	for msg, want := range map[string]steward.ServiceType{
		"I'd like Ian to come to give them a good oiling": steward.Maintenance,
		"have Tom varnish the front door":                 steward.Maintenance,
		"the oil tank was filled":                         "",
	} {
		if got, _, _ := serviceOf(tokenize(msg)); got != want {
			t.Errorf("serviceOf(%q) = %q, want %q", msg, got, want)
		}
	}
}
