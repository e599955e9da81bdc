package assistant

import (
	"testing"
	"time"
)

// TestJobStartOffset checks jobStartOffset (anchorjoboffset.go): hours said
// from the anchor job's start or end, and near-misses left unread.
func TestJobStartOffset(t *testing.T) {
	tests := []struct {
		msg    string
		offset time.Duration
		end    bool
	}{
		{"restock mormon lake the same day as the turnover there, 2 hrs after it starts", 2 * time.Hour, false},
		{"restock it the same day as the inspection, an hour after it's done", time.Hour, true},
		{"restock it the same day as the inspection, 30 mins before it starts", -30 * time.Minute, false},
		{"restock it the same day as the inspection, hours after it starts", 0, false},        // no number
		{"restock it the same day as the inspection, 2 hrs after the guests leave", 0, false}, // not the job
	}
	for _, tt := range tests {
		a := &anchor{job: true, sameDay: true, hour: -1}
		jobStartOffset(tokenize(tt.msg), a)
		if a.offset != tt.offset || tt.offset != 0 && a.end != tt.end {
			t.Errorf("jobStartOffset(%q): offset %v end %v, want %v %v", tt.msg, a.offset, a.end, tt.offset, tt.end)
		}
	}
}
