package assistant

import (
	"strings"
	"testing"
)

// A stay cancel that a job's request took in ("cancel the benavides stay
// with the friday restock") is never dropped unsaid: the restock is
// cancelled and the reply says the stay was not (stayCancelUnread).
func TestStayCancelSwallowedIsSaid(t *testing.T) {
	for _, msg := range []string{
		"cancel the benavides stay with the friday restock",
		"cancel the benavides reservation, the restock fri too",
	} {
		res, err := runEvalCase(evalCase{Name: msg, Fixture: "texasgulf", Messages: []string{msg}, Expect: evalExpect{
			Outcome: "change",
			Changed: []evalJobChange{{Job: "cabin_restock", Status: "cancelled"}},
			Reply:   []string{"haven't cancelled any stay"},
		}})
		if err != nil {
			t.Fatal(err)
		}
		if !res.pass {
			t.Errorf("%q: %v\nreplies: %q", msg, res.why, res.replies)
		}
	}
}

// News of a cancellation and the request to cancel ("the benavides family
// cancelled. pls cancel their stay") are one cancel, said once
// (cancelsStayAgain).
func TestStayCancelledOnceForNewsAndRequest(t *testing.T) {
	msg := "the benavides family cancelled. pls cancel their stay"
	res, err := runEvalCase(evalCase{Name: msg, Fixture: "texasgulf", Messages: []string{msg}, Expect: evalExpect{
		Outcome:      "change",
		ChangedStays: []evalStayChange{{Stay: "benavides", Status: "cancelled"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.pass {
		t.Fatalf("%v\nreplies: %q", res.why, res.replies)
	}
	if n := strings.Count(res.replies[0], "Cancelled Benavides"); n != 1 {
		t.Errorf("the stay's cancellation is said %d times: %q", n, res.replies[0])
	}
}
