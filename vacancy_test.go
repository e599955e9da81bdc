package steward

import (
	"testing"
	"time"
)

func TestVacantSlot(t *testing.T) {
	loc, _ := time.LoadLocation("America/Los_Angeles")
	a := &Address{ID: 1, Timezone: "America/Los_Angeles"}
	at := func(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, loc) }
	stay := func(in, inHour, out, outHour int) *Reservation {
		return &Reservation{AddressID: 1, CheckIn: at(in, inHour), CheckOut: at(out, outHour), Status: ReservationConfirmed}
	}
	cancelled := stay(5, 16, 9, 11)
	cancelled.Status = ReservationCancelled
	cases := []struct {
		name  string
		stays []*Reservation
		rule  SlotRule
		want  time.Time // zero: none
	}{
		{"empty calendar: next working hour", nil,
			SlotRule{NotBefore: at(2, 7), Duration: time.Hour}, at(2, 9)},
		{"rounded up to the hour", nil,
			SlotRule{NotBefore: at(2, 10).Add(10 * time.Minute), Duration: time.Hour}, at(2, 11)},
		{"too late today: tomorrow morning", nil,
			SlotRule{NotBefore: at(2, 17), Duration: 2 * time.Hour}, at(3, 9)},
		{"never during a stay: after the check-out and its turnover",
			[]*Reservation{stay(1, 16, 4, 11)},
			SlotRule{NotBefore: at(2, 9), Duration: time.Hour, AfterCheckOut: 2 * time.Hour}, at(4, 13)},
		{"a same-day turn is skipped for equipment",
			[]*Reservation{stay(1, 16, 4, 11), stay(4, 16, 6, 11)},
			SlotRule{NotBefore: at(2, 9), Duration: time.Hour}, at(6, 11)},
		{"a same-day turn may be used for restocking",
			[]*Reservation{stay(1, 16, 4, 11), stay(4, 16, 6, 11)},
			SlotRule{NotBefore: at(2, 9), Duration: time.Hour, SameDayTurns: true}, at(4, 11)},
		{"the deadline is kept",
			[]*Reservation{stay(1, 16, 4, 11), stay(4, 16, 6, 11)},
			SlotRule{NotBefore: at(2, 9), Duration: time.Hour, Deadline: at(4, 16)}, time.Time{}},
		{"a cancelled stay leaves the property empty",
			[]*Reservation{cancelled},
			SlotRule{NotBefore: at(6, 9), Duration: time.Hour}, at(6, 9)},
		{"overlapping back-to-back stays make one occupied span",
			[]*Reservation{stay(1, 16, 3, 11), stay(3, 11, 5, 11)},
			SlotRule{NotBefore: at(2, 9), Duration: time.Hour}, at(5, 11)},
	}
	for _, c := range cases {
		got, ok := VacantSlot(a, c.stays, c.rule)
		if c.want.IsZero() {
			if ok {
				t.Errorf("%s: got %v, want no slot", c.name, got.In(loc))
			}
			continue
		}
		if !ok || !got.Equal(c.want) {
			t.Errorf("%s: got %v (%v), want %v", c.name, got.In(loc), ok, c.want)
		}
	}
}
