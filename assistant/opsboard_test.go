package assistant

import (
	"reflect"
	"testing"
)

// TestBoardTasks checks how an ops-board snippet is cut into tasks
// (opsboard.go), and messages it must leave alone.
func TestBoardTasks(t *testing.T) {
	tests := []struct {
		in   string
		want []boardTask
	}{
		{"Property: Sellwood\nTask: turnover + restock after the Murphys\nWhen: Mon 3/16 — clean 10a, restock 1p\nAssign: Maria on the clean, Rose City on the restock",
			[]boardTask{{place: "Sellwood", task: "turnover", date: "Mon 3/16", time: "10a", pro: "Maria"},
				{place: "Sellwood", task: "restock after the Murphys", date: "Mon 3/16", time: "1p", pro: "Rose City"}}},
		{"Property: Sellwood\nTask: deep clean\nWhen: Wed 3/11 10a\nAssign: Maria",
			[]boardTask{{place: "Sellwood", task: "deep clean", date: "Wed 3/11 10a", pro: "Maria"}}},
		{"SE Division | turnover | Fri 3/6 10a | Kim (swap — Maria's out sick Fri)",
			[]boardTask{{place: "SE Division", task: "turnover", date: "Fri 3/6 10a", pro: "Kim"}}},
		{"from the board, pls enter:\nSellwood | deep clean | Thu 3/12 10a | Maria\nMississippi | deck inspection | Thu 3/12 1p | Priya",
			[]boardTask{{place: "Sellwood", task: "deep clean", date: "Thu 3/12 10a", pro: "Maria"},
				{place: "Mississippi", task: "deck inspection", date: "Thu 3/12 1p", pro: "Priya"}}},
		// Two places, a line of prose among the fields, a time for only
		// one of two tasks: left to the engine.
		{"Property: Sellwood\nProperty: Hawthorne\nTask: restock\nWhen: Fri", nil},
		{"Property: Sellwood\nTask: restock\nWhen: Fri 1p\nthe Murphys asked for extra towels", nil},
		{"Property: Sellwood\nTask: clean + restock\nWhen: Mon 3/16 — clean 10a\nAssign: Maria", nil},
		{"book a clean at Sellwood Fri at 10", nil},
	}
	for _, tt := range tests {
		if got := boardTasks(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("boardTasks(%q)\n got %+v\nwant %+v", tt.in, got, tt.want)
		}
	}
}

// TestShortens checks the short forms of a property name's words
// (placeabbrev.go).
func TestShortens(t *testing.T) {
	for _, tt := range []struct {
		w, n string
		want bool
	}{
		{"Div", "Division", true}, {"div.", "Division", true}, {"DT", "Downtown", true}, {"Miss", "Mississippi", true},
		{"dt", "Downtown", false}, {"Division", "Division", false}, {"Di", "Division", false}, {"TD", "Downtown", false},
		{"Sell", "Sellwood", true}, {"boa", "Boathouse", true}, {"XYZ", "Downtown", false},
	} {
		if got := shortens(tt.w, tt.n); got != tt.want {
			t.Errorf("shortens(%q, %q) = %v, want %v", tt.w, tt.n, got, tt.want)
		}
	}
}
