package steward

import (
	"math"
	"strings"
	"testing"
	"time"
)

func TestSupplyCreateValidate(t *testing.T) {
	rate := -0.5
	for _, tc := range []struct {
		name  string
		in    SupplyCreate
		field string // "" for valid
	}{
		{"OK", SupplyCreate{Name: " Coffee ", Unit: "pods", Count: 3, Min: 2, Par: 10}, ""},
		{"ErrMissingName", SupplyCreate{Name: "  ", Unit: "pods", Par: 1}, "name"},
		{"ErrMissingUnit", SupplyCreate{Name: "Coffee", Par: 1}, "unit"},
		{"ErrNegativeCount", SupplyCreate{Name: "Coffee", Unit: "pods", Count: -1, Par: 1}, "count"},
		{"ErrNegativeMin", SupplyCreate{Name: "Coffee", Unit: "pods", Min: -1, Par: 1}, "min"},
		{"ErrParBelowMin", SupplyCreate{Name: "Coffee", Unit: "pods", Min: 5, Par: 4}, "par"},
		{"ErrRate", SupplyCreate{Name: "Coffee", Unit: "pods", Par: 4, PerGuestNight: &rate}, "per_guest_night"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.in.Validate()
			if tc.field == "" {
				if err != nil || tc.in.Name != "Coffee" {
					t.Errorf("Validate() = %v, name %q; want nil, trimmed", err, tc.in.Name)
				}
				return
			}
			if ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), tc.field) {
				t.Errorf("Validate() = %v, want a validation error naming %s", err, tc.field)
			}
		})
	}
}

func TestSupplyApply(t *testing.T) {
	now := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	s := Supply{Name: "Coffee", Unit: "pods", Count: 5, Min: 2, Par: 10}
	rate := 1.5
	got, err := s.Apply(SupplyUpdate{PerGuestNightSet: true, PerGuestNight: &rate}, now)
	if err != nil || !got.RateByHand || *got.PerGuestNight != 1.5 || !got.UpdatedAt.Equal(now) {
		t.Errorf("set rate = %+v, %v", got, err)
	}
	got, err = got.Apply(SupplyUpdate{PerGuestNightSet: true}, now)
	if err != nil || got.RateByHand || got.PerGuestNight != nil {
		t.Errorf("clear rate = %+v, %v; want learning again", got, err)
	}
	if _, err := s.Apply(SupplyUpdate{Min: ptr(11)}, now); ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), "par") {
		t.Errorf("min above par = %v", err)
	}
}

// stay is a confirmed stay of guests from in to out (hours after t0).
func stay(t0 time.Time, in, out, guests int) *Reservation {
	return &Reservation{CheckIn: t0.Add(time.Duration(in) * time.Hour), CheckOut: t0.Add(time.Duration(out) * time.Hour),
		Guests: guests, Status: ReservationConfirmed, GuestName: "G"}
}

func TestLearnPerGuestNight(t *testing.T) {
	t0 := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	at := func(h int) time.Time { return t0.Add(time.Duration(h) * time.Hour) }
	from := func(n int) *int { return &n }
	stays := []*Reservation{stay(t0, 16, 16+42, 2), stay(t0, 100, 100+66, 4)} // 2 nights × 2, 3 nights × 4
	for _, tc := range []struct {
		name    string
		history []*SupplyEvent
		want    float64
		ok      bool
	}{
		{"NoCounts", []*SupplyEvent{{At: at(0), Kind: SupplyCreated, To: 30}}, 0, false},
		{"OneStay", []*SupplyEvent{{At: at(0), Kind: SupplyCreated, To: 30}, {At: at(70), Kind: SupplyCounted, From: from(30), To: 22}}, 2, true},
		{"TwoStays", []*SupplyEvent{{At: at(0), Kind: SupplyCreated, To: 30}, {At: at(70), Kind: SupplyCounted, From: from(30), To: 22},
			{At: at(170), Kind: SupplySet, From: from(22), To: 6}}, 24.0 / 16, true},
		{"RestockSkipped", []*SupplyEvent{{At: at(0), Kind: SupplyCreated, To: 30}, {At: at(70), Kind: SupplyCounted, From: from(30), To: 22},
			{At: at(80), Kind: SupplyRestocked, From: from(22), To: 40}, {At: at(170), Kind: SupplyCounted, From: from(40), To: 28}}, 20.0 / 16, true},
		{"RiseSkipped", []*SupplyEvent{{At: at(0), Kind: SupplyCreated, To: 30}, {At: at(70), Kind: SupplyCounted, From: from(30), To: 35}}, 0, false},
		{"NoStayBetween", []*SupplyEvent{{At: at(60), Kind: SupplyCreated, To: 30}, {At: at(90), Kind: SupplyCounted, From: from(30), To: 29}}, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := LearnPerGuestNight(tc.history, stays, at(200))
			if ok != tc.ok || math.Abs(got-tc.want) > 1e-9 {
				t.Errorf("LearnPerGuestNight = %v, %v; want %v, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestForecastSupply(t *testing.T) {
	t0 := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	rate := 2.0
	stays := []*Reservation{stay(t0, 10, 10+48, 1), stay(t0, 100, 100+72, 2)} // 2 guest-nights, then 6
	for _, tc := range []struct {
		name  string
		s     Supply
		want  time.Time
		found bool
	}{
		{"Empty", Supply{Count: 0}, t0, true},
		{"UnknownRate", Supply{Count: 5}, time.Time{}, false},
		{"LastsThrough", Supply{Count: 17, PerGuestNight: &rate}, time.Time{}, false},
		{"FirstStay", Supply{Count: 2, PerGuestNight: &rate}, t0.Add(34 * time.Hour), true},
		{"SecondStay", Supply{Count: 10, PerGuestNight: &rate}, t0.Add(136 * time.Hour), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := ForecastSupply(tc.s, stays, t0)
			if ok != tc.found || !got.Equal(tc.want) {
				t.Errorf("ForecastSupply = %v, %v; want %v, %v", got, ok, tc.want, tc.found)
			}
		})
	}
}

func TestPlanRestock(t *testing.T) {
	t0 := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	rate := 2.0
	stays := []*Reservation{stay(t0, 48, 48+72, 4)} // 12 guest-nights: 24 units
	paper := Supply{ID: 1, Name: "Toilet paper", Unit: "rolls", Count: 22, Min: 6, Par: 40, PerGuestNight: &rate}
	coffee := Supply{ID: 2, Name: "Coffee", Unit: "pods", Count: 10, Min: 2, Par: 20}
	towels := Supply{ID: 3, Name: "Towels", Unit: "towels", Count: 8, Min: 4, Par: 8}

	p, ok := PlanRestock([]Supply{paper, coffee, towels}, stays, t0, time.UTC)
	if !ok || len(p.Due) != 1 || p.Due[0].ID != 1 || !p.Deadline.Equal(stays[0].CheckIn) {
		t.Fatalf("plan = %+v, %v; want toilet paper due before the check-in", p, ok)
	}
	want := ShoppingListHeader + "\n- Toilet paper: buy 18 rolls\n- Coffee: buy 10 pods"
	if p.Notes != want || !strings.Contains(p.Reason, "Toilet paper would fall to 0 rolls") {
		t.Errorf("notes = %q, reason %q; want %q", p.Notes, p.Reason, want)
	}

	plenty := paper
	plenty.Count = 35
	if p, ok := PlanRestock([]Supply{plenty, coffee, towels}, stays, t0, time.UTC); ok {
		t.Errorf("plan with enough paper = %+v, want none", p)
	}
	low := coffee
	low.Count = 2
	if p, ok := PlanRestock([]Supply{plenty, low}, nil, t0, time.UTC); !ok || len(p.Due) != 1 || !p.Deadline.IsZero() {
		t.Errorf("plan with low coffee and no stay = %+v, %v; want it due, no deadline", p, ok)
	}
	atPar := paper
	atPar.Count, atPar.Par = 22, 22
	if p, ok := PlanRestock([]Supply{atPar}, stays, t0, time.UTC); ok {
		t.Errorf("plan of a supply at par = %+v, want none (par is the host's)", p)
	}
}

func TestMatchSupply(t *testing.T) {
	supplies := []Supply{{ID: 1, Name: "Towels"}, {ID: 2, Name: "Bath towels"}, {ID: 3, Name: "Toilet paper"}, {ID: 4, Name: "Tea"}}
	for desc, want := range map[string]int64{
		"Count the toilet-paper rolls": 3,
		"Bath towels (count)":          2,
		"Towels":                       1,
		"Steam the curtains":           0, // "tea" is inside a word, not a word
		"Count kitchen towels":         1,
	} {
		got, ok := MatchSupply(desc, supplies)
		if want == 0 && ok || want != 0 && (!ok || got.ID != want) {
			t.Errorf("MatchSupply(%q) = %d, %v; want %d", desc, got.ID, ok, want)
		}
	}
}
