package steward

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestRatingInputValidate(t *testing.T) {
	score := func(n int) *int { return &n }
	for _, c := range []struct {
		name    string
		in      RatingInput
		wantErr string // a substring of the message; "" for valid
		cats    []RatingCategory
		comment *string
	}{
		{name: "OK", in: RatingInput{Score: score(4)}},
		{name: "OKAll", in: RatingInput{Score: score(1), Categories: []RatingCategory{RatingDamage, RatingLate, RatingDamage},
			Comment: ptr("  broke a vase ")}, cats: []RatingCategory{RatingDamage, RatingLate}, comment: ptr("broke a vase")},
		{name: "OKEmptyComment", in: RatingInput{Score: score(5), Comment: ptr("  ")}},
		{name: "ErrMissingScore", in: RatingInput{}, wantErr: "Missing required field: score"},
		{name: "ErrScoreZero", in: RatingInput{Score: score(0)}, wantErr: "Invalid score 0"},
		{name: "ErrScoreSix", in: RatingInput{Score: score(6)}, wantErr: "from 1 to 5"},
		{name: "ErrCategory", in: RatingInput{Score: score(2), Categories: []RatingCategory{"dirty"}}, wantErr: `categories entry "dirty"`},
		{name: "ErrComment", in: RatingInput{Score: score(2), Comment: ptr(strings.Repeat("x", MaxRatingComment+1))}, wantErr: "comment"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := c.in
			err := in.Validate()
			if c.wantErr == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				if !slices.Equal(in.Categories, c.cats) || (in.Comment == nil) != (c.comment == nil) || in.Comment != nil && *in.Comment != *c.comment {
					t.Errorf("normalised to %v %v, want %v %v", in.Categories, in.Comment, c.cats, c.comment)
				}
				return
			}
			if ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), c.wantErr) {
				t.Errorf("Validate() = %v, want a validation error mentioning %q", err, c.wantErr)
			}
		})
	}
}

func TestJobRate(t *testing.T) {
	now := time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)
	score := 2
	in := RatingInput{Score: &score, Categories: []RatingCategory{RatingMissedItems}}
	for _, st := range JobStatuses {
		j := Job{ID: 7, Status: st}
		c, err := j.Rate(in, now)
		if st != StatusCompleted {
			if ErrorCode(err) != ETRANSITION || !strings.Contains(ErrorMessage(err), "Only a completed job can be rated; job 7 is "+string(st)) {
				t.Errorf("%s: Rate() = %v, want ETRANSITION", st, err)
			}
			continue
		}
		if err != nil || c.Event != EventJobRated || !c.Changed || c.Job.Rating.Score != 2 || !c.Job.Rating.RatedAt.Equal(now) ||
			c.Reason != "rated 2/5 (missed_items)" {
			t.Fatalf("Rate() = %+v, %v", c, err)
		}
		// Rating again replaces, and says what it replaced.
		five := 5
		again, err := c.Job.Rate(RatingInput{Score: &five}, now.Add(time.Hour))
		if err != nil || again.Job.Rating.Score != 5 || again.Job.Rating.Categories == nil || len(again.Job.Rating.Categories) != 0 ||
			again.Reason != "rated 5/5, replacing 2/5 (missed_items)" {
			t.Errorf("Rate() again = %+v, %v", again, err)
		}
	}
}

func TestRatingPoor(t *testing.T) {
	for _, c := range []struct {
		r    *Rating
		want bool
	}{
		{nil, false},
		{&Rating{Score: 1}, true},
		{&Rating{Score: 2}, true},
		{&Rating{Score: 3}, false},
		{&Rating{Score: 5, Categories: []RatingCategory{RatingLate}}, false},
		{&Rating{Score: 4, Categories: []RatingCategory{RatingLate, RatingMissedItems}}, true},
	} {
		if got := c.r.Poor(); got != c.want {
			t.Errorf("%+v.Poor() = %v, want %v", c.r, got, c.want)
		}
	}
}

func TestQualityPolicyLow(t *testing.T) {
	p := DefaultQualityPolicy
	for _, c := range []struct {
		scores  []int // newest first
		want    bool
		wantAvg float64
	}{
		{nil, false, 0},
		{[]int{1, 1}, false, 1},                    // too few to judge
		{[]int{2, 3, 3}, true, 8.0 / 3},            // 2.67 over three
		{[]int{3, 3, 3}, false, 3},                 // 3.0 is not below 3.0
		{[]int{5, 5, 5, 1, 1}, false, 3.4},         // recovering
		{[]int{2, 2, 2, 2, 4, 5, 5, 5}, true, 2.4}, // only the last 5 count
	} {
		got, avg := p.Low(c.scores)
		if got != c.want || avg < c.wantAvg-1e-9 || avg > c.wantAvg+1e-9 {
			t.Errorf("Low(%v) = %v, %v; want %v, %v", c.scores, got, avg, c.want, c.wantAvg)
		}
	}
}

func TestProQualityRating(t *testing.T) {
	for _, c := range []struct {
		completed, failed int
		scores            []int
		want              float64
	}{
		{0, 0, nil, 5},
		{3, 1, nil, 3.8},               // reliability only: 15/4
		{1, 0, []int{1}, 3.7},          // (1 + 2×5) / 3
		{4, 0, []int{3, 3, 2, 1}, 3.2}, // (9 + 10) / 6
		{4, 4, []int{5, 5}, 3.8},       // (10 + 2×2.5) / 4
		{20, 0, []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 5}, 1.7}, // the last 10 scores: (10 + 10) / 12
	} {
		if got := ProQualityRating(c.completed, c.failed, c.scores); got != c.want {
			t.Errorf("ProQualityRating(%d, %d, %v) = %v, want %v", c.completed, c.failed, c.scores, got, c.want)
		}
	}
	if got := SplitScores(JoinScores([]int{5, 2, 4})); !slices.Equal(got, []int{5, 2, 4}) {
		t.Errorf("scores round trip = %v", got)
	}
	if got := SplitScores(""); len(got) != 0 {
		t.Errorf("SplitScores(\"\") = %v, want none", got)
	}
}

func TestPlanReclean(t *testing.T) {
	a := &Address{ID: 1, Timezone: "UTC", Zip: "00000"}
	day := func(d, h int) time.Time { return time.Date(2026, 3, d, h, 0, 0, 0, time.UTC) }
	stay := func(in, out time.Time) *Reservation {
		return &Reservation{CheckIn: in, CheckOut: out, Status: ReservationConfirmed}
	}
	for _, c := range []struct {
		name       string
		now        time.Time
		stays      []*Reservation
		next       *time.Time
		want       time.Time
		before     bool
		wantReason string
	}{
		{name: "BeforeCheckIn", now: day(2, 10), stays: []*Reservation{stay(day(4, 16), day(6, 11))}, next: ptr(day(4, 16)),
			want: day(2, 10), before: true, wantReason: "before the next check-in"},
		{name: "AfterHours", now: day(2, 17), stays: []*Reservation{stay(day(4, 16), day(6, 11))}, next: ptr(day(4, 16)),
			want: day(3, 9), before: true},
		{name: "SameDayTurn", now: day(2, 10), stays: []*Reservation{stay(day(1, 15), day(2, 10)), stay(day(2, 15), day(3, 11))},
			next: ptr(day(2, 15)), want: day(2, 10), before: true},
		{name: "NoSlotBefore", now: day(2, 14), stays: []*Reservation{stay(day(2, 16), day(5, 11))}, next: ptr(day(2, 16)),
			want: day(5, 11), wantReason: "no vacant slot fits before the next check-in"},
		{name: "NoCheckIn", now: day(2, 19), want: day(3, 9), wantReason: "no check-in is coming up"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := PlanReclean(a, c.stays, c.next, 3*time.Hour, c.now)
			if !p.At.Equal(c.want) || p.BeforeCheckIn != c.before || !strings.Contains(p.Reason, c.wantReason) {
				t.Errorf("PlanReclean = %+v; want at %s, before check-in %v, reason mentioning %q", p, c.want, c.before, c.wantReason)
			}
		})
	}
}
