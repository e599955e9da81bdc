package assistant

import "testing"

func TestWithAskedRequests(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Is there any way Gerald could look at the tub on Monday?", "could Gerald look at the tub on Monday?"},
		{"Is there any chance we could get Colleen to inspect the farmhouse?", "could we get Colleen to inspect the farmhouse?"},
		{"Is it too late to cancel the Lunenburg restock on Saturday?", "please cancel the Lunenburg restock on Saturday?"},
		// a question of who, never a request
		{"Is there any way to tell who could check the pump?", "Is there any way to tell who could check the pump?"},
		{"Is it too late for the guests to arrive at 9?", "Is it too late for the guests to arrive at 9?"},
		{"The Gallants asked whether they could check in at 2. Would that be okay?", "The Gallants asked whether they could check in at 2. That's fine, please change it."},
		// no wish passed on: the question stays
		{"The condo clean is at 2. Would that be okay?", "The condo clean is at 2. Would that be okay?"},
	} {
		if got := withAskedRequests(c.in); got != c.want {
			t.Errorf("withAskedRequests(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestAnswersOwnQuestion(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"Should we move the turnover to noon? They'll be slow, so I think that's best.", true},
		{"Should we cancel the restock? They bring their own. Let's do that.", true},
		{"Should we move the turnover to noon? Not sure, I think that's best maybe.", false},
		{"Should we move the turnover to noon? They might be slow.", false},
	} {
		if got := answersOwnQuestion(c.in); got != c.want {
			t.Errorf("answersOwnQuestion(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
