package assistant

import "testing"

// TestReadListLabels checks the list heading and line labels read past
// (listlabels.go), and the phrasings left alone.
func TestReadListLabels(t *testing.T) {
	tests := []struct {
		in       string
		followUp bool
		out      string
	}{
		{"Action items 04-MAR:\n- Move the restock to 1500.", false, "- Move the restock to 1500."},
		{"Status check:\nQ: what is on at Aspen tomorrow?", false, "Q: what is on at Aspen tomorrow?"},
		{"Edit: cancel the hot tub call (Dale, Fri 1400).", false, "cancel the hot tub call (Dale, Fri 1400)."},
		{"CORRECTION: 1230. He has a dentist appt. at 1100.", true, "correction: 12:30"},
		{"Correction: make that 1530, he's driving up from Sedona.", true, "correction: 15:30"},
		{"Move the bib job to 1500.\nCORRECTION: make that 1530, he's driving up from Sedona.", false, "Move the bib job to 1530."},
		{"Move it to 3pm. Correction: 3:30pm.", false, "Move it to 3:30pm."},
		{"Ramon's prep today: move up to 1000 so he is clear of Vern.", false, "Ramon's prep today: move up to 1000."},
		{"Move it to 3pm. Correction: 3:30pm is when they land.", false, "Move it to 3pm. Correction: 3:30pm is when they land."},
		{"Move it to 1000 so he can do the restock after.", false, "Move it to 1000 so he can do the restock after."},
		// Left alone: a heading with nothing under it, a label before
		// no request, a corrected hour followed by more than a reason,
		// and the same words that open a message, not a follow-up.
		{"Action items:", false, "Action items:"},
		{"Status update: Hendersons arrive 1600 today, as planned.", false, "Status update: Hendersons arrive 1600 today, as planned."},
		{"Edit: meant the Unit B job.", false, "Edit: meant the Unit B job."},
		{"CORRECTION: 1530 is when the Hendersons land.", true, "CORRECTION: 1530 is when the Hendersons land."},
		{"CORRECTION: 1230. He has a dentist appt. at 1100.", false, "CORRECTION: 1230. He has a dentist appt. at 1100."},
	}
	for _, tt := range tests {
		if got := readListLabels(tt.in, tt.followUp); got != tt.out {
			t.Errorf("readListLabels(%q, %v) = %q, want %q", tt.in, tt.followUp, got, tt.out)
		}
	}
}
