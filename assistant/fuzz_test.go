package assistant

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// fuzzDeadline bounds one fuzz input: the engine gets a context with it,
// and a call still running when it passes is reported as a hang.
const fuzzDeadline = 10 * time.Second

// fuzzZones are the zones the date reader is fuzzed in, DST-observing and
// not, north and south.
var fuzzZones = []string{"America/Los_Angeles", "America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "UTC", "America/Santiago"}

// asMessage is fuzz input as the API would hand it to the engine: valid
// UTF-8 (JSON strings are), at most MaxMessageLen characters.
func asMessage(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if r := []rune(s); len(r) > steward.MaxMessageLen {
		s = string(r[:steward.MaxMessageLen])
	}
	return s
}

// FuzzReadWhen reads arbitrary phrases at arbitrary moments: the reader
// never panics, and what it reads is a real calendar date and clock time.
func FuzzReadWhen(f *testing.F) {
	for _, s := range []string{"tomorrow at 9am", "tomorrow at 9", "December 3 at 2:30 pm", "in 3 days at noon", "the 14th",
		"next Monday at 10", "friday 3pm", "the day after tomorrow at 13:00", "Feb 29", "feb 30 at 25:61", "3/12", "12/3/2027",
		"2026-03-08T02:30", "from the 6th to the 10th", "this weekend", "tonight", "morning", "at midnight", "0th", "31st of april",
		"in 99999999999 days", "on 2026-02-31", "every day at 7", "Sept 31st 11:59pm", "noon tomorrow"} {
		f.Add(s, int64(0), uint8(0))
		f.Add(s, int64(-2_000_000), uint8(3))
		f.Add(s, int64(5_000_000), uint8(6))
	}
	f.Fuzz(func(t *testing.T, phrase string, offset int64, zone uint8) {
		phrase = asMessage(phrase)
		loc, err := time.LoadLocation(fuzzZones[int(zone)%len(fuzzZones)])
		if err != nil {
			t.Fatal(err)
		}
		// Any moment within ±30 years of the examples' "now".
		now := examples.Reference(loc).Add(time.Duration(offset%(30*365*24*3600)) * time.Second)
		var w When
		var ok bool
		var at time.Time
		ctx, cancel := context.WithTimeout(context.Background(), fuzzDeadline)
		defer cancel()
		done := make(chan struct{})
		go func() {
			defer close(done)
			if w, ok = ReadWhen(phrase, now, loc); ok {
				at = w.Time(now, loc, 10, 0)
			}
		}()
		select {
		case <-done:
		case <-ctx.Done():
			t.Fatalf("ReadWhen(%q) did not return within %v", phrase, fuzzDeadline)
		}
		if !ok {
			return
		}
		if !w.HasDate && !w.HasTime {
			t.Fatalf("ReadWhen(%q) = %+v: ok but neither a date nor a time", phrase, w)
		}
		if w.HasTime && (w.Hour < 0 || w.Hour > 23 || w.Minute < 0 || w.Minute > 59) {
			t.Fatalf("ReadWhen(%q) = %02d:%02d, not a clock time", phrase, w.Hour, w.Minute)
		}
		if w.HasDate {
			if w.Month < 1 || w.Month > 12 || w.Day < 1 || w.Day > 31 {
				t.Fatalf("ReadWhen(%q) = %d-%d-%d, not a date", phrase, w.Year, w.Month, w.Day)
			}
			// The date exists: time.Date would roll Feb 30 into March.
			if y, m, d := time.Date(w.Year, w.Month, w.Day, 12, 0, 0, 0, time.UTC).Date(); y != w.Year || m != w.Month || d != w.Day {
				t.Fatalf("ReadWhen(%q) = %d-%02d-%02d, a day that does not exist", phrase, w.Year, w.Month, w.Day)
			}
			if y, m, d := at.In(loc).Date(); y != w.Year || m != w.Month || d != w.Day {
				t.Fatalf("When %+v .Time = %v, another day", w, at)
			}
		}
	})
}

// FuzzEngine sends arbitrary messages (and a follow-up when the engine asks
// a question) to the engine on the examples' account: it never fails or
// hangs, always answers, and a question changes nothing.
func FuzzEngine(f *testing.F) {
	for _, ex := range examples.All {
		f.Add(ex.Message, ex.FollowUp, uint8(0))
	}
	for _, s := range []string{"", "help", "cancel it", "move it to next tuesday", "what's on this week?", "no", "Maple House",
		"book a deep clean at the condo every day", "schedule cleaning at 🏠 on 31/02 at 25pm", "add bob@ as a cleaner",
		"reschedule the second one", "who is free?", strings.Repeat("clean the villa ", 250)} {
		f.Add(s, "the first one", uint8(1))
		f.Add(s, "", uint8(5))
	}
	f.Fuzz(func(t *testing.T, msg, followUp string, sel uint8) {
		m, fx := fixtureStore(examples.Reference(examples.LA))
		e := m.engine()
		// The message may come with a context, real or not (the message
		// service refuses ids the account does not hold, but the engine
		// must not depend on it).
		var mctx steward.MessageContext
		missing := int64(999)
		switch sel % 6 {
		case 1:
			mctx.AddressID = &fx.Maple
		case 2:
			mctx.JobID = &fx.VillaCleaning
		case 3:
			mctx.ReservationID = &fx.Patel
		case 4:
			mctx.AddressID, mctx.JobID = &missing, &missing
		case 5:
			mctx.ReservationID = &missing
		}
		var history []*steward.Message
		for i, text := range []string{msg, followUp} {
			text = asMessage(text)
			if i == 1 && (text == "" || len(history) == 0 || history[0].Status != steward.MessageNeedsInput) {
				return
			}
			writes := m.writes
			r, err := handleWithin(e, Request{Message: text, Context: mctx, History: history})
			if err != nil {
				t.Fatalf("Handle(%q): %v", text, err)
			}
			switch {
			case r.Text == "" || !utf8.ValidString(r.Text):
				t.Fatalf("Handle(%q): reply %q", text, r.Text)
			case r.Status == steward.MessageNeedsInput:
				if len(r.Pending) == 0 || len(r.Actions) != 0 || m.writes != writes {
					t.Fatalf("Handle(%q) asked %q but pending %s, actions %v, %d writes", text, r.Text, r.Pending, r.Actions, m.writes-writes)
				}
			case r.Status == steward.MessageCompleted:
				if r.Actions == nil {
					t.Fatalf("Handle(%q): completed with nil actions", text)
				}
			default:
				t.Fatalf("Handle(%q): status %q", text, r.Status)
			}
			reply := r.Text
			history = append(history, &steward.Message{Message: text, Status: r.Status, Response: &reply, Actions: r.Actions, Pending: r.Pending})
		}
	})
}

// handleWithin runs the engine with a context that ends after fuzzDeadline,
// and reports a call still running then as an error.
func handleWithin(e *Engine, req Request) (Reply, error) {
	ctx, cancel := context.WithTimeout(context.Background(), fuzzDeadline)
	defer cancel()
	type result struct {
		r   Reply
		err error
	}
	ch := make(chan result, 1)
	go func() {
		r, err := e.Handle(ctx, 1, req)
		ch <- result{r, err}
	}()
	select {
	case res := <-ch:
		return res.r, res.err
	case <-ctx.Done():
		return Reply{}, context.Cause(ctx)
	}
}

// TestTitleCaseNonASCII is the fuzzer's first find: a name starting with a
// non-ASCII letter had its first byte, not its first letter, upper-cased,
// which left invalid UTF-8 in the reply.
func TestTitleCaseNonASCII(t *testing.T) {
	for in, want := range map[string]string{"émile": "Émile", "łukasz": "Łukasz", "ana": "Ana", "\uFFFD": "\uFFFD", "O'Neil": "O'Neil"} {
		if got := titleCase(in); got != want {
			t.Errorf("titleCase(%q) = %q, want %q", in, got, want)
		}
	}
}
