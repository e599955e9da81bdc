package steward

import (
	"testing"
	"time"
)

func TestSniffPhoto(t *testing.T) {
	for _, tc := range []struct {
		name string
		head string
		want string
	}{
		{"JPEG", "\xff\xd8\xff\xe0\x00\x10JFIF", "image/jpeg"},
		{"PNG", "\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", "image/png"},
		{"WebP", "RIFF\x24\x00\x00\x00WEBPVP8 ", "image/webp"},
		{"HEICMajor", "\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", "image/heic"},
		{"HEICCompatible", "\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heix", "image/heic"},
		{"ErrAVIF", "\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf", ""},
		{"ErrMP4", "\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", ""},
		{"ErrHTML", "<html><body>hello</body></html>", ""},
		{"ErrGIF", "GIF89a\x01\x00\x01\x00", ""},
		{"ErrShort", "\xff\xd8", ""},
		{"ErrRIFFWave", "RIFF\x24\x00\x00\x00WAVEfmt ", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := SniffPhoto([]byte(tc.head)); got != tc.want {
				t.Errorf("SniffPhoto(%q) = %q, want %q", tc.head, got, tc.want)
			}
		})
	}
}

func TestTodoProgressPhoto(t *testing.T) {
	lists := []*TodoList{{Items: []TodoItem{
		{Description: "Bed", Kind: TodoPhoto, Required: true},
		{Description: "Shelf", Kind: TodoPhoto},
		{Description: "Lock", Kind: TodoCheck, Required: true, Completed: true},
	}}}
	p, missing := ProgressOf(lists)
	if p != (TodoProgress{Done: 1, Total: 3, RequiredMissing: 1}) || len(missing) != 1 || missing[0] != "Bed (photo)" {
		t.Errorf("ProgressOf = %+v, %q; want the required photo item missing", p, missing)
	}
	j := Job{Status: StatusInProgress}
	if _, err := lists[0].Items[0].Tick(j, true, nil, time.Now()); ErrorCode(err) != EVALIDATION {
		t.Errorf("ticking a photo item: %v, want VALIDATION_ERROR", err)
	}
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	done, err := lists[0].Items[0].PhotoAttached(j, at)
	if err != nil || !done.Completed || !done.CompletedAt.Equal(at) || done.Blocking() {
		t.Errorf("PhotoAttached = %+v, %v", done, err)
	}
	if _, err := lists[0].Items[2].PhotoAttached(j, at); ErrorCode(err) != EVALIDATION {
		t.Errorf("a photo for a check item: %v, want VALIDATION_ERROR", err)
	}
	if _, err := lists[0].Items[0].PhotoAttached(Job{Status: StatusCompleted}, at); ErrorCode(err) != ETRANSITION {
		t.Errorf("a photo on a completed job: %v, want INVALID_STATUS_TRANSITION", err)
	}
}

func TestJobAtRisk(t *testing.T) {
	p := OfferPolicy{Wait: 2 * time.Hour, AtRisk: 12 * time.Hour}
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	marked := now.Add(-time.Hour)
	for _, tc := range []struct {
		name string
		j    Job
		want bool
	}{
		{"FarUnassigned", Job{Status: StatusPending, Assignment: Unassigned, ScheduledAt: now.Add(13 * time.Hour)}, false},
		{"CloseUnassigned", Job{Status: StatusPending, Assignment: Unassigned, ScheduledAt: now.Add(11 * time.Hour)}, true},
		{"CloseOffered", Job{Status: StatusConfirmed, Assignment: Offered, ScheduledAt: now.Add(time.Hour)}, true},
		{"MarkedFar", Job{Status: StatusPending, Assignment: Unassigned, ScheduledAt: now.Add(48 * time.Hour), AtRiskAt: &marked}, true},
		{"CloseAccepted", Job{Status: StatusPending, Assignment: Accepted, ScheduledAt: now.Add(time.Hour), AtRiskAt: &marked}, false},
		{"CloseCancelled", Job{Status: StatusCancelled, Assignment: Unassigned, ScheduledAt: now.Add(time.Hour)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.j.AtRisk(p, now); got != tc.want {
				t.Errorf("AtRisk = %v, want %v", got, tc.want)
			}
		})
	}
}
