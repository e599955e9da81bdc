// Package examples holds the public example set of the assistant
// (/work/shared/assistant/examples.md) as data: the account fixture, its
// seeder, and each example's message with a check of the account
// afterwards. The engine's unit tests run them on an in-memory store and
// cmd/steward runs them through HTTP on a real server, so both read the
// examples from one place.
package examples

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// Services are the domain services the fixture is created through.
type Services struct {
	Addresses    steward.AddressService
	Pros         steward.ProService
	Reservations steward.ReservationService
	Jobs         steward.JobService
}

// Fixture holds the ids of what Seed created.
type Fixture struct {
	Villa, Maple, Condo       int64 // addresses
	Lena, Marcus, Rosa, Tim   int64 // pros
	Garcia, Patel             int64 // reservations
	VillaCleaning, CondoCheck int64 // jobs
}

// Zones of the three properties.
var (
	LA, _      = time.LoadLocation("America/Los_Angeles")
	Chicago, _ = time.LoadLocation("America/Chicago")
	NewYork, _ = time.LoadLocation("America/New_York")
)

// Reference is the examples' "now": Wednesday 4 March 2026, 09:00 in loc.
func Reference(loc *time.Location) time.Time { return time.Date(2026, 3, 4, 9, 0, 0, 0, loc) }

// Local is a March 2026 wall time in loc.
func Local(loc *time.Location, day, hour, min int) time.Time {
	return time.Date(2026, 3, day, hour, min, 0, 0, loc)
}

// Seed creates the fixture in an account.
func Seed(ctx context.Context, svc Services, accountID int64) (*Fixture, error) {
	str := func(s string) *string { return &s }
	n := func(i int) *int { return &i }
	fl := func(v float64) *float64 { return &v }
	f := &Fixture{}
	for _, a := range []struct {
		in steward.AddressCreate
		id *int64
	}{
		{steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: str("Sunset Villa"),
			Bedrooms: n(4), Bathrooms: fl(3), SquareFeet: n(2400)}, &f.Villa},
		{steward.AddressCreate{Street: "221 Maple St", City: "Chicago", State: "IL", Zip: "60614", Nickname: str("Maple House"),
			Bedrooms: n(2), Bathrooms: fl(1.5), SquareFeet: n(1100)}, &f.Maple},
		{steward.AddressCreate{Street: "30 Pier St", City: "Brooklyn", State: "NY", Zip: "11201", Nickname: str("Harbor Condo"),
			Bedrooms: n(1), Bathrooms: fl(1), SquareFeet: n(650)}, &f.Condo},
	} {
		addr, err := svc.Addresses.CreateAddress(ctx, accountID, a.in)
		if err != nil {
			return nil, fmt.Errorf("address %s: %w", a.in.Street, err)
		}
		*a.id = addr.ID
	}
	inactive := false
	for _, p := range []struct {
		in steward.ProCreate
		id *int64
	}{
		{steward.ProCreate{Name: "Lena Park", Email: "lena.park@example.com", Phone: "555-0101", Services: []steward.ServiceType{steward.Cleaning}}, &f.Lena},
		{steward.ProCreate{Name: "Marcus Green", Email: "marcus.green@example.com", Phone: "555-0102", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}, &f.Marcus},
		{steward.ProCreate{Name: "Rosa Diaz", Email: "rosa.diaz@example.com", Phone: "555-0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}, &f.Rosa},
		{steward.ProCreate{Name: "Tim Hall", Email: "tim.hall@example.com", Phone: "555-0104", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}, &f.Tim},
	} {
		pro, err := svc.Pros.CreatePro(ctx, accountID, p.in)
		if err != nil {
			return nil, fmt.Errorf("pro %s: %w", p.in.Name, err)
		}
		*p.id = pro.ID
	}
	for _, r := range []struct {
		in steward.ReservationCreate
		id *int64
	}{
		{steward.ReservationCreate{AddressID: f.Villa, GuestName: "Garcia Family", CheckIn: Local(LA, 6, 16, 0), CheckOut: Local(LA, 10, 10, 0), Guests: n(5), ConfirmationCode: "HMGARCIA1"}, &f.Garcia},
		{steward.ReservationCreate{AddressID: f.Maple, GuestName: "Priya Patel", CheckIn: Local(Chicago, 12, 15, 0), CheckOut: Local(Chicago, 14, 11, 0), Guests: n(2), ConfirmationCode: "HMPATEL2"}, &f.Patel},
	} {
		res, err := svc.Reservations.CreateReservation(ctx, accountID, r.in)
		if err != nil {
			return nil, fmt.Errorf("reservation %s: %w", r.in.GuestName, err)
		}
		*r.id = res.ID
	}
	// A mid-stay cleaning the Garcias asked for: during their stay, on purpose.
	job, err := svc.Jobs.CreateJob(ctx, accountID, steward.JobCreate{AddressID: f.Villa, ServiceType: steward.Cleaning,
		ScheduledAt: Local(LA, 7, 10, 0), ProID: &f.Lena, DuringStay: true})
	if err != nil {
		return nil, fmt.Errorf("villa cleaning: %w", err)
	}
	confirmed := steward.StatusConfirmed
	if _, err := svc.Jobs.UpdateJob(ctx, accountID, job.ID, steward.JobUpdate{Status: &confirmed}); err != nil {
		return nil, fmt.Errorf("confirm villa cleaning: %w", err)
	}
	f.VillaCleaning = job.ID
	job, err = svc.Jobs.CreateJob(ctx, accountID, steward.JobCreate{AddressID: f.Condo, ServiceType: steward.Inspection, ScheduledAt: Local(NewYork, 9, 14, 0)})
	if err != nil {
		return nil, fmt.Errorf("condo inspection: %w", err)
	}
	f.CondoCheck = job.ID
	return f, nil
}
