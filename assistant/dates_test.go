package assistant

import (
	"testing"
	"time"
)

func mustLoad(t testing.TB, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestReadWhen(t *testing.T) {
	la := mustLoad(t, "America/Los_Angeles")
	ny := mustLoad(t, "America/New_York")
	syd := mustLoad(t, "Australia/Sydney")
	wed := func(loc *time.Location) time.Time { return time.Date(2026, 3, 4, 9, 0, 0, 0, loc) }
	for _, tc := range []struct {
		phrase string
		now    time.Time
		loc    *time.Location
		want   time.Time // with the default time 10:00 for a date alone
		noTime bool
	}{
		{"tomorrow at 9am", wed(la), la, time.Date(2026, 3, 5, 9, 0, 0, 0, la), false},
		{"tomorrow week at 10", wed(la), la, time.Date(2026, 3, 12, 10, 0, 0, 0, la), false},
		{"monday, half nine", wed(ny), ny, time.Date(2026, 3, 9, 9, 30, 0, 0, ny), false},
		{"the 16th half ten", wed(ny), ny, time.Date(2026, 3, 16, 10, 30, 0, 0, ny), false},
		{"sunday at half twelve", wed(ny), ny, time.Date(2026, 3, 8, 12, 30, 0, 0, ny), false},
		{"tomorrow at half four", wed(ny), ny, time.Date(2026, 3, 5, 16, 30, 0, 0, ny), false},
		{"tomorrow at 9", wed(la), la, time.Date(2026, 3, 5, 9, 0, 0, 0, la), false},
		{"December 3 at 2:30 pm", wed(ny), ny, time.Date(2026, 12, 3, 14, 30, 0, 0, ny), false},
		{"in 3 days at noon", wed(ny), ny, time.Date(2026, 3, 7, 12, 0, 0, 0, ny), false},
		{"in exactly two weeks, at 10 o'clock", wed(ny), ny, time.Date(2026, 3, 18, 10, 0, 0, 0, ny), false},
		{"on Thursday next week", wed(ny), ny, time.Date(2026, 3, 12, 10, 0, 0, 0, ny), true},
		{"on Thursday, next week", wed(ny), ny, time.Date(2026, 3, 5, 10, 0, 0, 0, ny), true},
		{"the 14th", wed(ny), ny, time.Date(2026, 3, 14, 10, 0, 0, 0, ny), true},
		{"on the 2nd", wed(ny), ny, time.Date(2026, 4, 2, 10, 0, 0, 0, ny), true},
		{"next Monday at 10", wed(ny), ny, time.Date(2026, 3, 9, 10, 0, 0, 0, ny), false},
		{"next Friday", wed(ny), ny, time.Date(2026, 3, 13, 10, 0, 0, 0, ny), true},
		{"friday 3pm", wed(ny), ny, time.Date(2026, 3, 6, 15, 0, 0, 0, ny), false},
		{"this Wednesday at 5pm", wed(ny), ny, time.Date(2026, 3, 4, 17, 0, 0, 0, ny), false},
		{"Wednesday", wed(ny), ny, time.Date(2026, 3, 11, 10, 0, 0, 0, ny), true},
		{"the day after tomorrow at 13:00", wed(ny), ny, time.Date(2026, 3, 6, 13, 0, 0, 0, ny), false},
		{"March 15-18", wed(ny), ny, time.Date(2026, 3, 15, 10, 0, 0, 0, ny), true},
		{"12 March at 07:45", wed(ny), ny, time.Date(2026, 3, 12, 7, 45, 0, 0, ny), false},
		{"3/12 at 4 p.m.", wed(ny), ny, time.Date(2026, 3, 12, 16, 0, 0, 0, ny), false},
		{"2026-04-01 at noon", wed(ny), ny, time.Date(2026, 4, 1, 12, 0, 0, 0, ny), false},
		{"Feb 2", wed(ny), ny, time.Date(2027, 2, 2, 10, 0, 0, 0, ny), true}, // past this year: next year
		{"at 10am tomorrow", wed(ny), ny, time.Date(2026, 3, 5, 10, 0, 0, 0, ny), false},
		{"tomorrow morning", wed(ny), ny, time.Date(2026, 3, 5, 9, 0, 0, 0, ny), false},
		{"in two weeks", wed(ny), ny, time.Date(2026, 3, 18, 10, 0, 0, 0, ny), true},
		{"a week from friday at 2pm", wed(ny), ny, time.Date(2026, 3, 13, 14, 0, 0, 0, ny), false},
		{"two weeks from tomorrow", wed(ny), ny, time.Date(2026, 3, 19, 10, 0, 0, 0, ny), true},
		{"a week from today at 9", wed(ny), ny, time.Date(2026, 3, 11, 9, 0, 0, 0, ny), false},
		{"3 days from the 14th", wed(ny), ny, time.Date(2026, 3, 17, 10, 0, 0, 0, ny), true},
		// Across the DST change (8 March 2026 in the US): wall times stay
		// wall times, so the UTC offset changes.
		{"March 8 at 2pm", wed(la), la, time.Date(2026, 3, 8, 21, 0, 0, 0, time.UTC), false},
		{"March 7 at 2pm", wed(la), la, time.Date(2026, 3, 7, 22, 0, 0, 0, time.UTC), false},
		// 2:30 does not exist on 8 March in Los Angeles: it becomes 3:30 PDT.
		{"March 8 at 2:30am", wed(la), la, time.Date(2026, 3, 8, 10, 30, 0, 0, time.UTC), false},
		{"in 3 days at 9am", time.Date(2026, 3, 6, 9, 0, 0, 0, la), la, time.Date(2026, 3, 9, 16, 0, 0, 0, time.UTC), false},
		// "Tomorrow" is the property's tomorrow: late evening in Los
		// Angeles is already Thursday in Sydney.
		{"tomorrow at 9am", time.Date(2026, 3, 4, 22, 0, 0, 0, la), la, time.Date(2026, 3, 5, 9, 0, 0, 0, la), false},
		{"tomorrow at 9am", time.Date(2026, 3, 4, 22, 0, 0, 0, la), syd, time.Date(2026, 3, 6, 9, 0, 0, 0, syd), false},
		// Sydney's DST ends on 5 April 2026.
		{"April 5 at 10am", wed(syd), syd, time.Date(2026, 4, 5, 0, 0, 0, 0, time.UTC), false},
		{"April 4 at 10am", wed(syd), syd, time.Date(2026, 4, 3, 23, 0, 0, 0, time.UTC), false},
	} {
		t.Run(tc.phrase, func(t *testing.T) {
			w, ok := ReadWhen(tc.phrase, tc.now, tc.loc)
			if !ok {
				t.Fatalf("ReadWhen(%q) found nothing", tc.phrase)
			}
			if got := w.Time(tc.now, tc.loc, 10, 0); !got.Equal(tc.want) {
				t.Errorf("ReadWhen(%q) = %s, want %s", tc.phrase, got.In(tc.loc).Format(time.RFC3339), tc.want.In(tc.loc).Format(time.RFC3339))
			}
			if w.HasTime == tc.noTime {
				t.Errorf("HasTime = %v, want %v", w.HasTime, !tc.noTime)
			}
		})
	}
}

func TestReadWhenNone(t *testing.T) {
	now := time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)
	for _, phrase := range []string{"3 guests", "30 Pier St", "555-0199", "tell me a joke", "may I ask", "room 12", "half a dozen towels", "half an hour"} {
		if w, ok := ReadWhen(phrase, now, time.UTC); ok {
			t.Errorf("ReadWhen(%q) = %+v, want nothing", phrase, w)
		}
	}
}

func TestReadDatesRange(t *testing.T) {
	ny := mustLoad(t, "America/New_York")
	now := time.Date(2026, 3, 4, 9, 0, 0, 0, ny)
	for _, tc := range []struct {
		phrase  string
		in, out int // March days
	}{
		{"March 15-18", 15, 18},
		{"from March 20 to March 22", 20, 22},
		{"March 29 to 2", 29, 33}, // April 2
		{"check in March 20, check out March 23", 20, 23},
	} {
		got := readDates(tokenize(tc.phrase), now, ny)
		if len(got) != 2 {
			t.Errorf("readDates(%q) = %d dates, want 2", tc.phrase, len(got))
			continue
		}
		in, out := got[0].Time(now, ny, 0, 0), got[1].Time(now, ny, 0, 0)
		if want := time.Date(2026, 3, tc.in, 0, 0, 0, 0, ny); !in.Equal(want) {
			t.Errorf("readDates(%q) from %s, want %s", tc.phrase, in, want)
		}
		if want := time.Date(2026, 3, tc.out, 0, 0, 0, 0, ny); !out.Equal(want) {
			t.Errorf("readDates(%q) to %s, want %s", tc.phrase, out, want)
		}
	}
}
