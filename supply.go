package steward

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
)

// Supply is something a property consumes and a host keeps in stock
// (toilet paper, coffee, towels): how many units it has (Count), the level
// at or below which it is low (Min), and the level a restock brings it
// back to (Par). PerGuestNight is how many units one guest uses per night,
// learned from the counts and the stays between them (see
// LearnPerGuestNight) unless a host set it (RateByHand); RunsOutOn is the
// day, in the property's zone, the upcoming confirmed stays use it up
// (see ForecastSupply), null when they do not or its use is unknown. Its
// JSON form is the v1 wire form; RunsOutOn and Low are computed when it is
// read.
type Supply struct {
	ID            int64      `json:"id"`
	AccountID     int64      `json:"-"`
	AddressID     int64      `json:"address_id"`
	Name          string     `json:"name"`
	Unit          string     `json:"unit"`
	Count         int        `json:"count"`
	Min           int        `json:"min"`
	Par           int        `json:"par"`
	PerGuestNight *float64   `json:"per_guest_night"`
	RateByHand    bool       `json:"per_guest_night_by_hand"`
	RunsOutOn     *string    `json:"runs_out_on"` // YYYY-MM-DD, the property's zone
	Low           bool       `json:"low"`
	LowSince      *time.Time `json:"-"` // when it last fell to Min or below; the store keeps it
	CreatedAt     time.Time  `json:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at"`
}

// IsLow reports whether s is low: its count is at or below its minimum.
func (s Supply) IsLow() bool { return s.Count <= s.Min }

// Limits of a supply.
const (
	MaxSuppliesPerAddress = 200
	MaxSupplyNameLen      = 100
	MaxSupplyUnitLen      = 30
	MaxSupplyCount        = MaxTodoCount
	MaxPerGuestNight      = 1000.0
)

// SupplyCreate is what it takes to add a supply to a property.
type SupplyCreate struct {
	Name          string
	Unit          string
	Count         int
	Min           int
	Par           int
	PerGuestNight *float64 // nil: learned from the counts
}

// Validate trims the names and checks every field.
func (in *SupplyCreate) Validate() error {
	in.Name, in.Unit = strings.TrimSpace(in.Name), strings.TrimSpace(in.Unit)
	return checkSupply(in.Name, in.Unit, in.Count, in.Min, in.Par, in.PerGuestNight)
}

func checkSupply(name, unit string, count, lo, par int, rate *float64) error {
	switch {
	case name == "":
		return MissingField("name")
	case unit == "":
		return MissingField("unit")
	}
	if err := CheckText("name", name, MaxSupplyNameLen); err != nil {
		return err
	} else if err := CheckText("unit", unit, MaxSupplyUnitLen); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"count", count}, {"min", lo}, {"par", par}} {
		if f.v < 0 || f.v > MaxSupplyCount {
			return Errorf(EVALIDATION, "Invalid %s %d: must be between 0 and %d", f.name, f.v, MaxSupplyCount)
		}
	}
	if par < lo {
		return Errorf(EVALIDATION, "Invalid par %d: must be at least min (%d)", par, lo)
	}
	if rate != nil && (math.IsNaN(*rate) || *rate < 0 || *rate > MaxPerGuestNight) {
		return Errorf(EVALIDATION, "Invalid per_guest_night: must be between 0 and %g", MaxPerGuestNight)
	}
	return nil
}

// SupplyUpdate changes a supply; nil fields stay as they are.
// PerGuestNightSet with a nil PerGuestNight gives the rate back to
// learning. Reason is recorded in the history of a count change.
type SupplyUpdate struct {
	Name             *string
	Unit             *string
	Count            *int
	Min              *int
	Par              *int
	PerGuestNightSet bool
	PerGuestNight    *float64
	Reason           *string
}

// MaxSupplyReasonLen bounds the reason of a count change.
const MaxSupplyReasonLen = 500

// Apply returns s as u leaves it at now, validated.
func (s Supply) Apply(u SupplyUpdate, now time.Time) (Supply, error) {
	next := s
	if u.Name != nil {
		next.Name = strings.TrimSpace(*u.Name)
	}
	if u.Unit != nil {
		next.Unit = strings.TrimSpace(*u.Unit)
	}
	if u.Count != nil {
		next.Count = *u.Count
	}
	if u.Min != nil {
		next.Min = *u.Min
	}
	if u.Par != nil {
		next.Par = *u.Par
	}
	if u.PerGuestNightSet {
		next.PerGuestNight, next.RateByHand = u.PerGuestNight, u.PerGuestNight != nil
	}
	if u.Reason != nil {
		if err := CheckText("reason", *u.Reason, MaxSupplyReasonLen); err != nil {
			return s, err
		}
	}
	if err := checkSupply(next.Name, next.Unit, next.Count, next.Min, next.Par, next.PerGuestNight); err != nil {
		return s, err
	}
	next.UpdatedAt = now
	return next, nil
}

// SupplyNameKey is the form of a supply's name that must be unique at its
// property: names differing only in case or surrounding space are one.
func SupplyNameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// DuplicateSupplyError is the error of a supply named like another of its
// property.
func DuplicateSupplyError(name string) *Error {
	return Errorf(EVALIDATION, "Invalid name %q: the property already has a supply of that name", name)
}

// The kinds of a supply's history entry: how its count changed.
const (
	SupplyCreated   = "created"   // added, with its first count
	SupplyCounted   = "counted"   // counted on a completed job's checklist
	SupplyRestocked = "restocked" // brought back to par by a completed restocking job
	SupplySet       = "set"       // set by hand
)

// SupplyEvent is one change of a supply's count: when, who (one of the
// Actor constants), how (Kind), from what to what, the job it came from
// (nil by hand) and why.
type SupplyEvent struct {
	ID     int64     `json:"id"`
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Kind   string    `json:"kind"`
	From   *int      `json:"from"` // nil when created
	To     int       `json:"to"`
	JobID  *int64    `json:"job_id"`
	Reason string    `json:"reason"`
}

// SupplyLearnWindow is how far back the counts that teach a supply's use
// reach: recent habits (the season, the kind of guests) count, old ones
// do not.
const SupplyLearnWindow = 120 * 24 * time.Hour

// LearnPerGuestNight estimates how many units of a supply one guest uses
// per night, from its history (any order) and the stays at its property,
// at now. The estimator is total use over total guest-nights: for each
// count (checklist or by hand) in the last SupplyLearnWindow that did not
// go up, the drop since the entry before it is use, and the guest-nights
// of the stays between the two entries (guests × nights, a stay counted
// for the part of it inside the span, at least one guest) are the
// exposure. A count that went up (a restock nobody recorded) says nothing
// about use and is skipped, as are restocking entries. ok is false when
// the spans hold less than one guest-night: there is nothing to learn yet.
func LearnPerGuestNight(history []*SupplyEvent, stays []*Reservation, now time.Time) (rate float64, ok bool) {
	h := append([]*SupplyEvent(nil), history...)
	sort.SliceStable(h, func(i, j int) bool { return h[i].At.Before(h[j].At) })
	since := now.Add(-SupplyLearnWindow)
	var used, nights float64
	for i := 1; i < len(h); i++ {
		e, prev := h[i], h[i-1]
		if e.At.Before(since) || e.From == nil || (e.Kind != SupplyCounted && e.Kind != SupplySet) || e.To > *e.From {
			continue
		}
		used += float64(*e.From - e.To)
		nights += GuestNights(stays, prev.At, e.At)
	}
	if nights < 1 {
		return 0, false
	}
	return used / nights, true
}

// GuestNights returns the guest-nights the confirmed stays spend between
// from and to: each stay's guests (at least one) times its nights (its
// length in days, rounded, at least one), in proportion to the part of
// the stay inside the span.
func GuestNights(stays []*Reservation, from, to time.Time) float64 {
	var n float64
	for _, s := range stays {
		if s.Status == ReservationCancelled {
			continue
		}
		start, end := s.CheckIn, s.CheckOut
		if start.Before(from) {
			start = from
		}
		if end.After(to) {
			end = to
		}
		if end.After(start) {
			n += guestNightsPerHour(s) * end.Sub(start).Hours()
		}
	}
	return n
}

// guestNightsPerHour is the rate at which stay s spends guest-nights: a
// stay from 16:00 to 10:00 three days later is three nights, not 2.75.
func guestNightsPerHour(s *Reservation) float64 {
	hours := s.CheckOut.Sub(s.CheckIn).Hours()
	if hours <= 0 {
		return 0
	}
	nights := math.Max(1, math.Round(hours/24))
	return float64(max(s.Guests, 1)) * nights / hours
}

// ForecastCount returns the count s is expected to have at until, after
// the confirmed stays between now and then use it at its per-guest-night
// rate (its count when the rate is unknown); it may be negative.
func ForecastCount(s Supply, stays []*Reservation, now, until time.Time) float64 {
	if s.PerGuestNight == nil || !until.After(now) {
		return float64(s.Count)
	}
	return float64(s.Count) - *s.PerGuestNight*GuestNights(stays, now, until)
}

// ForecastSupply returns when the confirmed stays after now use s up: the
// moment its forecast count reaches zero (now when it is already out),
// and false when the known stays do not use it up or its use is unknown.
func ForecastSupply(s Supply, stays []*Reservation, now time.Time) (time.Time, bool) {
	if s.Count <= 0 {
		return now, true
	}
	if s.PerGuestNight == nil || *s.PerGuestNight <= 0 {
		return time.Time{}, false
	}
	live := upcomingStays(stays, now)
	left := float64(s.Count)
	for _, st := range live {
		start := st.CheckIn
		if start.Before(now) {
			start = now
		}
		perHour := *s.PerGuestNight * guestNightsPerHour(st)
		if perHour <= 0 {
			continue
		}
		use := perHour * st.CheckOut.Sub(start).Hours()
		if use >= left {
			return start.Add(time.Duration(left / perHour * float64(time.Hour))), true
		}
		left -= use
	}
	return time.Time{}, false
}

// upcomingStays returns the confirmed stays of stays that end after now,
// by check-in.
func upcomingStays(stays []*Reservation, now time.Time) []*Reservation {
	var live []*Reservation
	for _, s := range stays {
		if s.Status != ReservationCancelled && s.CheckOut.After(now) {
			live = append(live, s)
		}
	}
	sort.Slice(live, func(i, j int) bool { return live[i].CheckIn.Before(live[j].CheckIn) })
	return live
}

// WithForecast returns s with Low and RunsOutOn (in loc) as of now.
func (s Supply) WithForecast(stays []*Reservation, now time.Time, loc *time.Location) Supply {
	s.Low = s.IsLow()
	s.RunsOutOn = nil
	if t, ok := ForecastSupply(s, stays, now); ok {
		d := t.In(loc).Format(time.DateOnly)
		s.RunsOutOn = &d
	}
	return s
}

// ShoppingItem is one line of a restocking job's shopping list: how many
// units of a supply to buy to bring it back to par.
type ShoppingItem struct {
	SupplyID int64
	Name     string
	Unit     string
	Buy      int
}

// ShoppingListHeader starts the notes of the restocking jobs Steward
// creates, so it knows the notes are its own to rewrite.
const ShoppingListHeader = "Shopping list (Steward):"

// RestockPlan is what the supplies of a property need before its next
// check-in: Due are the supplies that would fall below their minimum
// before the check-in after it (or already are low); List is everything
// below par; Deadline is the next check-in (zero when no stay is coming).
type RestockPlan struct {
	Due      []Supply
	List     []ShoppingItem
	Deadline time.Time
	Notes    string
	Reason   string
}

// PlanRestock returns the restock plan of a property's supplies at now
// given its stays, and false when no supply needs restocking. A supply is
// due when it is low, or when its forecast count at the end of the next
// stay (the next check-in after now, or the stay under way and the one
// after it) is below its minimum: it would not last until the check-in
// after that stay; a supply at par is not due (a restock only brings a
// supply to par: a par too low for the stays is the host's to raise). The
// shopping list then takes every supply below par, each to par.
func PlanRestock(supplies []Supply, stays []*Reservation, now time.Time, loc *time.Location) (RestockPlan, bool) {
	var p RestockPlan
	live := upcomingStays(stays, now)
	var next *Reservation // the next stay that checks in after now
	for _, s := range live {
		if s.CheckIn.After(now) {
			next = s
			break
		}
	}
	until := now
	if next != nil {
		p.Deadline = next.CheckIn
		until = next.CheckOut
	}
	var why []string
	for _, s := range supplies {
		switch {
		case s.IsLow():
			p.Due = append(p.Due, s)
			why = append(why, fmt.Sprintf("%s is low (%d %s, minimum %d)", s.Name, s.Count, s.Unit, s.Min))
		case next != nil && s.Count < s.Par && ForecastCount(s, stays, now, until) < float64(s.Min):
			p.Due = append(p.Due, s)
			why = append(why, fmt.Sprintf("%s would fall to %.0f %s (minimum %d) by the check-out of %s on %s",
				s.Name, math.Max(0, math.Floor(ForecastCount(s, stays, now, until))), s.Unit, s.Min,
				next.GuestName, next.CheckOut.In(loc).Format(time.DateOnly)))
		}
	}
	if len(p.Due) == 0 {
		return p, false
	}
	for _, s := range supplies {
		if s.Count < s.Par {
			p.List = append(p.List, ShoppingItem{SupplyID: s.ID, Name: s.Name, Unit: s.Unit, Buy: s.Par - s.Count})
		}
	}
	p.Notes = ShoppingNotes(p.List)
	p.Reason = "supplies need restocking: " + strings.Join(why, "; ")
	if next != nil {
		p.Reason += fmt.Sprintf("; to be done before the check-in of %s on %s", next.GuestName,
			next.CheckIn.In(loc).Format("2006-01-02 15:04 MST"))
	}
	return p, true
}

// ShoppingNotes returns the notes of a restocking job buying list.
func ShoppingNotes(list []ShoppingItem) string {
	var b strings.Builder
	b.WriteString(ShoppingListHeader)
	for _, it := range list {
		fmt.Fprintf(&b, "\n- %s: buy %d %s", it.Name, it.Buy, it.Unit)
	}
	return b.String()
}

// MatchSupply returns the supply a count item of a checklist counts: the
// one whose name appears in the item's description as whole words,
// ignoring case and punctuation ("Count the toilet paper rolls" counts
// "Toilet paper"); the longest name wins when several appear, the first
// of supplies on a tie. ok is false when none appears.
func MatchSupply(description string, supplies []Supply) (Supply, bool) {
	desc := " " + wordsOf(description) + " "
	best, found := Supply{}, false
	for _, s := range supplies {
		name := wordsOf(s.Name)
		if name == "" || !strings.Contains(desc, " "+name+" ") {
			continue
		}
		if !found || len(name) > len(wordsOf(best.Name)) {
			best, found = s, true
		}
	}
	return best, found
}

// wordsOf returns s lower-cased, its letters and digits in words separated
// by single spaces.
func wordsOf(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	}), " ")
}

// SupplyService reads and edits the supplies of the account's properties,
// scoped to accountID.
//
// Errors: ENOTFOUND ("Address not found", "Supply not found") for what is
// not the account's; EVALIDATION for bad input (see SupplyCreate.Validate),
// a name already used at the property, or more than
// MaxSuppliesPerAddress supplies.
type SupplyService interface {
	FindSupplies(ctx context.Context, accountID, addressID int64) ([]*Supply, error)
	FindSupply(ctx context.Context, accountID, addressID, id int64) (*Supply, error)
	CreateSupply(ctx context.Context, accountID, addressID int64, in SupplyCreate) (*Supply, error)
	// UpdateSupply changes a supply; a new count is recorded in its
	// history by the caller's actor, with u's reason.
	UpdateSupply(ctx context.Context, accountID, addressID, id int64, u SupplyUpdate) (*Supply, error)
	DeleteSupply(ctx context.Context, accountID, addressID, id int64) error
	// FindSupplyHistory returns the changes of a supply's count, oldest
	// first.
	FindSupplyHistory(ctx context.Context, accountID, addressID, id int64) ([]*SupplyEvent, error)
	// FindLowSupplies returns the low supplies of the account's
	// properties that are not archived, by property then name.
	FindLowSupplies(ctx context.Context, accountID int64) ([]*Supply, error)
}
