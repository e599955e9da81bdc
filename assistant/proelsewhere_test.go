package assistant

import (
	"testing"

	"github.com/stewardhq/steward"
)

// TestProWorkElsewhere checks the news of a pro's own work away from the
// host's properties (proelsewhere.go), and the reports it must leave
// alone: a problem at a place of the host's, or one no pro has.
func TestProWorkElsewhere(t *testing.T) {
	tam, loft := "Tamarack Condo", "The Loft"
	s := &session{
		pros: []*steward.Pro{{Name: "Dave Lund", Active: true}, {Name: "Kyle Jensen", Active: true}},
		addrs: []*steward.Address{{Nickname: &tam, Street: "311 Village Drive", City: "Donnelly"},
			{Nickname: &loft, Street: "820 W Main Street", City: "Boise"}},
	}
	cases := []struct {
		msg   string
		named bool // the part names one of the host's properties
		want  bool
	}{
		{"dave's got a roof leak in meridian, he's swamped this week", false, true},
		{"fyi kyle has a burst pipe job over in nampa all day tomorrow so he's slammed", false, true},
		{"dave has a roof leak in meridian", false, true},
		{"kyle is dealing with a flooded basement up in cascade, he's busy till friday", false, true},
		{"kyle has a burst pipe, he's swamped", false, true},
		// the host's own places
		{"kyle has a burst pipe in donnelly, he's swamped", false, false},
		{"dave's got a roof leak at tamarack, get him out there asap", true, false},
		{"dave has a leak to fix in the kitchen", false, false},
		// no pro's own problem, or no problem
		{"roof leak in meridian, dave is swamped", false, false},
		{"dave's got a roof leak", false, false},
		{"dave is swamped this week", false, false},
		{"has dave got a leak in meridian?", false, false},
	}
	for _, c := range cases {
		if got := s.proWorkElsewhere(tokenize(c.msg), c.named); got != c.want {
			t.Errorf("proWorkElsewhere(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
}

// TestOnlySelfNotes checks the messages that are only the host's own
// reminders (selfnotes.go), whose changes are offered, never done, and
// those that ask for something.
func TestOnlySelfNotes(t *testing.T) {
	cases := []struct {
		msg  string
		want bool
	}{
		{"note to self ask Keisha if she can move her glenwood clean to one", true},
		{"reminder for me: check with keisha whether the durham clean on sunday could be at 11", true},
		{"memo to self - see if keisha can do the duplex at 11 sunday", true},
		{"mental note, ask keisha whether she could take the duplex clean on sunday at 11", true},
		{"remind me to call the pest guy about the courtyard", false}, // (answered as before: no call made)
		{"call off ngozi fri, ill walk the decoy house myself", false},
		{"note to self um the patels asked for a late check out so push their checkout to one", false},
		{"[ ] remember to order more towels\n[ ] move the glenwood clean to 1", false},
		{"reminder: cancel the durham clean on sunday", false},
		{"ask keisha to move her glenwood clean to one", false},
		{"note for the villa clean: extra towels in the closet", false},
	}
	for _, c := range cases {
		if got := onlySelfNotes(c.msg); got != c.want {
			t.Errorf("onlySelfNotes(%q) = %v, want %v", c.msg, got, c.want)
		}
	}
	for in, want := range map[string]string{
		"note to self ask Keisha if she can move her glenwood clean to one":                     "ask Keisha if she can move her glenwood clean to one",
		"reminder for me: check with keisha whether the durham clean on sunday could be at 11.": "check with keisha whether the durham clean on sunday could be at 11",
		"memo to self - see if keisha can do the duplex at 11 sunday":                           "see if keisha can do the duplex at 11 sunday",
	} {
		if got := ownReminderText(in); got != want {
			t.Errorf("ownReminderText(%q) = %q, want %q", in, got, want)
		}
	}
}
