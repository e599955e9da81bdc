package assistant

import "testing"

// TestLetKnowNoteAndNobodyDown checks the readers of letknownote.go and
// nobodydown.go: what they rewrite and the near-misses they leave alone.
func TestLetKnowNoteAndNobodyDown(t *testing.T) {
	names := map[string]bool{"angus": true, "doug": true}
	tests := []struct {
		read    func(string) string
		in, out string
	}{
		{func(m string) string { return letKnowNote(m, names) },
			"Could you let Angus know, on his Mahone Bay job next Wednesday, that it's the upstairs bathroom fan and not the downstairs one? Sorry, I had it wrong, eh. Could you add that to his job?",
			"add to the job for Angus, his Mahone Bay job next Wednesday: it's the upstairs bathroom fan and not the downstairs one."},
		{func(m string) string { return letKnowNote(m, names) },
			"Let Doug know, for the Bungalow job, that the gauge is in the shed. Please add it to his notes.",
			"add to the job for Doug, the Bungalow job: the gauge is in the shed."},
		// no ask to put it in the job: passing a message on is not done.
		{func(m string) string { return letKnowNote(m, names) },
			"Could you let Angus know, on his Mahone Bay job next Wednesday, that it's the upstairs fan?",
			"Could you let Angus know, on his Mahone Bay job next Wednesday, that it's the upstairs fan?"},
		// a request between the facts and the ask: left as it is.
		{func(m string) string { return letKnowNote(m, names) },
			"Could you let Angus know, on his Mahone Bay job, that it's the upstairs fan? Move it to 3 too. Could you add that to his job?",
			"Could you let Angus know, on his Mahone Bay job, that it's the upstairs fan? Move it to 3 too. Could you add that to his job?"},
		// not a pro of the account.
		{func(m string) string { return letKnowNote(m, names) },
			"Could you let Wayne know, on his job Monday, that it's the shed? Could you add that to his job?",
			"Could you let Wayne know, on his job Monday, that it's the shed? Could you add that to his job?"},
		{forThenAddToJob,
			"FYI for Tom re: the Unit B heater call tomorrow: it's the wall thermostat. Pls add to his job notes.",
			"add to the job for Tom, the Unit B heater job tomorrow: it's the wall thermostat"},
		{nobodyDownGive,
			"Nobody's down for the window cleaning at the condo Friday, is that right? Could we maybe give it to Marie, do you think?",
			"Could we maybe give the window cleaning at the condo Friday to Marie, do you think?"},
		{nobodyDownGive,
			"Nobody's down for the window cleaning at the condo Friday, is that right?",
			"Nobody's down for the window cleaning at the condo Friday, is that right?"},
		{nobodyDownGive,
			"Nobody's down for the window cleaning at the condo Friday. The dryer is broken, could you give it a look?",
			"Nobody's down for the window cleaning at the condo Friday. The dryer is broken, could you give it a look?"},
	}
	for _, tc := range tests {
		if got := tc.read(tc.in); got != tc.out {
			t.Errorf("%q:\n got %q\nwant %q", tc.in, got, tc.out)
		}
	}
}

func TestCantTillReason(t *testing.T) {
	names := map[string]bool{"marie": true}
	in := "Could you possibly move Thursday's clean at the Lunenburg cottage to 1? Marie can't get there till after lunch, sorry eh."
	if got, want := dropPlanAfterChange(in, names), "Could you possibly move Thursday's clean at the Lunenburg cottage to 1?"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, keep := range []string{
		"Could you move Thursday's clean at the Lunenburg cottage to 1? Marie can't get there till 3.",
		"Could you move Thursday's clean at the Lunenburg cottage to 1. Marie can't get there till after lunch.",
		"Is Thursday's clean at the Lunenburg cottage at 10? Marie can't get there till after lunch.",
	} {
		if got := dropPlanAfterChange(keep, names); got != keep {
			t.Errorf("%q changed to %q", keep, got)
		}
	}
}
