// Package demo creates the demo account of `steward serve --demo`: three
// properties in three US states, four pros (one inactive), two upcoming
// guest stays and jobs in every status, placed relative to the current time
// so the dashboard always has something coming up.
package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// The demo account's login. The password is public on purpose: demo mode is
// for trying Steward on your own machine, never for production data.
const (
	Email    = "demo@steward.local"
	Password = "steward-demo"
)

// Services are the domain services the seed goes through, so the demo data
// is made exactly as API calls would make it (defaults, to-do lists, events).
type Services struct {
	Accounts     steward.AccountService
	APIKeys      steward.APIKeyService
	Addresses    steward.AddressService
	Pros         steward.ProService
	Reservations steward.ReservationService
	Jobs         steward.JobService
	// Assets, when set, gets the demo equipment (see seedEquipment).
	Assets steward.AssetService
	// Expenses, when set, records the demo's expenses (see seedMoney).
	Expenses steward.ExpenseService
	// Links, when set, makes the demo pro's link (see ProLinkPro) and
	// sets the properties' preferred pros (see seedPreferredPros).
	Links ProLinker
	// Supplies, when set, stocks Sunset Villa's supplies, and Restock
	// then runs the supply worker once (see seedSupplies).
	Supplies steward.SupplyService
	Restock  Restocker
	// Ratings, when set, rates two finished jobs, one poorly with its
	// re-clean (see seedQuality).
	Ratings steward.RatingService
	// Work and Photos, when set, seed a pro's photo, note and issue report
	// (see seedProWork).
	Work   steward.ProWorkService
	Photos steward.PhotoStore
}

// ProLinker makes a pro's link to the pro API and sets a property's
// preferred pros; steward.OfferService is one.
type ProLinker interface {
	CreateProLink(ctx context.Context, accountID, proID int64) (token string, err error)
	SetProPrefs(ctx context.Context, accountID, addressID int64, prefs steward.ProPrefs) (steward.ProPrefs, error)
}

// ProLinkPro is the demo pro whose link Ensure makes, so a newcomer can
// play the pro: the demo's active cleaner with the preferred turnovers.
const ProLinkPro = "Lena Park"

// Credentials are what the server prints for the demo account.
type Credentials struct {
	AccountID int64
	Email     string
	Password  string
	APIKey    string
	// ProName and ProToken are the demo pro's and their fresh link token
	// for the pro API (empty without Services.Links).
	ProName  string
	ProToken string
}

// Ensure creates and seeds the demo account on first start; on later starts
// it leaves the data alone. Either way it mints a fresh API key, since keys
// are stored hashed and cannot be shown again.
func Ensure(ctx context.Context, svc Services, now time.Time) (*Credentials, error) {
	var accountID int64
	sess, err := svc.Accounts.Login(ctx, Email, Password)
	switch steward.ErrorCode(err) {
	case "":
		accountID = sess.AccountID
	case steward.EINVALIDCREDENTIALS:
		sess, err := svc.Accounts.Signup(ctx, steward.Signup{FirstName: "Demo", LastName: "Host", Email: Email, Password: Password})
		if err != nil {
			return nil, err
		}
		accountID = sess.AccountID
		if err := Seed(ctx, svc, accountID, now); err != nil {
			return nil, err
		}
	default:
		return nil, err
	}
	_, key, err := svc.APIKeys.CreateAPIKey(ctx, accountID, "demo "+now.UTC().Format("2006-01-02 15:04"))
	if err != nil {
		return nil, err
	}
	creds := &Credentials{AccountID: accountID, Email: Email, Password: Password, APIKey: key}
	if svc.Links != nil {
		if creds.ProToken, err = proLink(ctx, svc, accountID); err != nil {
			return nil, err
		}
		creds.ProName = ProLinkPro
	}
	return creds, nil
}

// proLink makes a new link for the demo pro (ProLinkPro), which revokes
// the one the previous start printed.
func proLink(ctx context.Context, svc Services, accountID int64) (string, error) {
	pros, err := svc.Pros.FindPros(ctx, accountID)
	if err != nil {
		return "", err
	}
	for _, p := range pros {
		if p.Name == ProLinkPro {
			token, err := svc.Links.CreateProLink(ctx, accountID, p.ID)
			if err != nil {
				return "", fmt.Errorf("demo pro link: %w", err)
			}
			return token, nil
		}
	}
	return "", fmt.Errorf("demo pro link: no pro named %s in the demo account", ProLinkPro)
}

// Seed fills an account with the demo properties, pros, stays and jobs,
// dated relative to now in each property's own time zone.
func Seed(ctx context.Context, svc Services, accountID int64, now time.Time) error {
	addrs, err := seedProperties(ctx, svc, accountID)
	if err != nil {
		return err
	}
	pros, err := seedPros(ctx, svc, accountID)
	if err != nil {
		return err
	}
	if err := seedRates(ctx, svc, accountID, pros); err != nil {
		return err
	}
	villa, maple := addrs[0], addrs[1]
	// at is day d (relative to today) at hh:mm in the property's zone.
	at := func(a *steward.Address, d, hh, mm int) time.Time {
		local := now.In(a.Location())
		return time.Date(local.Year(), local.Month(), local.Day()+d, hh, mm, 0, 0, a.Location())
	}
	stays := []steward.ReservationCreate{
		{AddressID: villa.ID, GuestName: "Garcia Family", CheckIn: at(villa, 2, 16, 0), CheckOut: at(villa, 6, 10, 0), Guests: ptr(5), ConfirmationCode: "HMGARCIA1"},
		{AddressID: maple.ID, GuestName: "Priya Patel", CheckIn: at(maple, 8, 15, 0), CheckOut: at(maple, 10, 11, 0), Guests: ptr(2)},
	}
	for _, in := range stays {
		if _, err := svc.Reservations.CreateReservation(ctx, accountID, in); err != nil {
			return fmt.Errorf("reservation %s: %w", in.GuestName, err)
		}
	}
	// A stay given by dates alone (the property's check-in and check-out
	// times), then cancelled: it shows with status=all.
	harbor := addrs[2]
	lee, err := svc.Reservations.CreateReservation(ctx, accountID, steward.ReservationCreate{AddressID: harbor.ID, GuestName: "Lee Chen",
		CheckIn: steward.StayDate(at(harbor, 3, 0, 0)), CheckInDate: true, CheckOut: steward.StayDate(at(harbor, 5, 0, 0)), CheckOutDate: true})
	if err != nil {
		return fmt.Errorf("reservation Lee Chen: %w", err)
	}
	if _, err := svc.Reservations.CancelReservation(ctx, accountID, lee.ID); err != nil {
		return fmt.Errorf("cancel reservation Lee Chen: %w", err)
	}
	if err := seedTurnovers(ctx, svc, accountID, addrs, pros); err != nil {
		return err
	}
	// The stays' turnovers exist now (seedTurnovers), scheduled by Steward.
	if err := seedJobs(ctx, svc, accountID, addrs, pros, at, now); err != nil {
		return err
	}
	if err := seedMoney(ctx, svc, accountID, addrs, pros, at); err != nil {
		return err
	}
	if err := seedQuality(ctx, svc, accountID, addrs, pros, at); err != nil {
		return err
	}
	// The equipment before the pros' work: the issue a pro reports at the
	// condo names its dishwasher, whose repair it becomes.
	if err := seedEquipment(ctx, svc, accountID, villa, addrs[2], now); err != nil {
		return err
	}
	if err := seedProWork(ctx, svc, accountID, addrs, now); err != nil {
		return err
	}
	if err := seedSupplies(ctx, svc, accountID, villa); err != nil {
		return err
	}
	return seedPreferredPros(ctx, svc, accountID, addrs, pros)
}

// seedPreferredPros gives every demo property its ordered lists of pros
// per service type, last, and runs the offer worker once when svc.Links
// is one (an OfferTicker): the jobs nobody has are offered at once (the
// re-clean to the other cleaner than the one whose work it redoes, the
// cleaning at risk at Maple House), so the offer cascade is visible from
// the first start.
func seedPreferredPros(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, pros []int64) error {
	if svc.Links == nil {
		return nil
	}
	lena, marcus, rosa := pros[0], pros[1], pros[2]
	lists := []steward.ProPrefs{
		{steward.Cleaning: {lena, rosa}, steward.Restocking: {rosa}, steward.Maintenance: {marcus}, steward.Inspection: {marcus}},
		{steward.Cleaning: {rosa, lena}, steward.Maintenance: {marcus}, steward.Inspection: {marcus}},
		{steward.Cleaning: {rosa}, steward.Restocking: {rosa}, steward.Maintenance: {marcus}, steward.Inspection: {marcus}},
	}
	for i, a := range addrs {
		if _, err := svc.Links.SetProPrefs(ctx, accountID, a.ID, lists[i]); err != nil {
			return fmt.Errorf("preferred pros at %s: %w", a.Name(), err)
		}
	}
	if t, ok := svc.Links.(OfferTicker); ok {
		if _, err := t.Tick(ctx); err != nil {
			return fmt.Errorf("demo offers: %w", err)
		}
	}
	return nil
}

// OfferTicker runs the offer worker once; sqlstore.OfferStore is one.
type OfferTicker interface {
	Tick(ctx context.Context) (int, error)
}

// seedEquipment registers Sunset Villa's equipment: an HVAC unit whose
// filter comes due in ten days (so its service job is booked between stays
// from the first start), smoke alarms, and a water heater; and Harbor
// Condo's dishwasher.
func seedEquipment(ctx context.Context, svc Services, accountID int64, villa, condo *steward.Address, now time.Time) error {
	if svc.Assets == nil {
		return nil
	}
	daysAgo := func(n int) *string {
		d := now.In(villa.Location()).AddDate(0, 0, -n).Format(steward.DateLayout)
		return &d
	}
	assets := []steward.AssetInput{
		{Kind: "HVAC", Location: "Hallway closet", Make: "Carrier", Model: "Infinity 24ANB1", Serial: "CA-2291-7710",
			InstalledOn: ptr("2021-05-14"), ServiceTasks: []steward.ServiceTaskInput{
				{Name: "Replace air filter", IntervalDays: 90, LastDoneOn: daysAgo(80)},
				{Name: "Annual tune-up", IntervalDays: 365, LastDoneOn: daysAgo(200)},
			}},
		{Kind: "smoke alarms", Location: "Every bedroom and the hallway", Make: "First Alert", Model: "SC9120B",
			ServiceTasks: []steward.ServiceTaskInput{{Name: "Test alarms and replace batteries", IntervalDays: 180, LastDoneOn: daysAgo(40)}}},
		{Kind: "water heater", Location: "Garage", Make: "Rheem", Model: "PROG50-38N", InstalledOn: ptr("2019-09-02"),
			ServiceTasks: []steward.ServiceTaskInput{{Name: "Flush the tank", IntervalDays: 365, LastDoneOn: daysAgo(120)}}},
	}
	for _, in := range assets {
		if _, err := svc.Assets.CreateAsset(ctx, accountID, villa.ID, in); err != nil {
			return fmt.Errorf("equipment %s: %w", in.Kind, err)
		}
	}
	_, err := svc.Assets.CreateAsset(ctx, accountID, condo.ID, steward.AssetInput{Kind: "dishwasher", Location: "Kitchen",
		Make: "Bosch", Model: "SHX78B75UC", InstalledOn: ptr("2022-11-20")})
	if err != nil {
		return fmt.Errorf("equipment dishwasher: %w", err)
	}
	return nil
}

func ptr[T any](v T) *T { return &v }

// seedTurnovers turns turnovers on at every demo property (they are off
// until a host turns them on), with Lena Park preferred at Sunset Villa.
func seedTurnovers(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, pros []int64) error {
	on := true
	for i, a := range addrs {
		u := steward.AddressUpdate{Turnover: steward.TurnoverUpdate{Enabled: &on}}
		if i == 0 {
			u.Turnover.ProID = &pros[0]
		}
		if _, err := svc.Addresses.UpdateAddress(ctx, accountID, a.ID, u); err != nil {
			return fmt.Errorf("turnovers at %s: %w", a.Name(), err)
		}
	}
	return nil
}

// seedProperties adds the three demo properties, in three states and zones.
func seedProperties(ctx context.Context, svc Services, accountID int64) ([]*steward.Address, error) {
	props := []steward.AddressCreate{
		{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: ptr("Sunset Villa"),
			AccessInstructions: ptr("Lockbox on the side gate, code 4821"), Bedrooms: ptr(4), Bathrooms: ptr(3.0), SquareFeet: ptr(2400)},
		{Street: "221 Maple St", City: "Chicago", State: "IL", Zip: "60614", Nickname: ptr("Maple House"),
			AccessInstructions: ptr("Smart lock; the code is sent the morning of the job"), Bedrooms: ptr(2), Bathrooms: ptr(1.5), SquareFeet: ptr(1100)},
		{Street: "30 Pier St", City: "Brooklyn", State: "NY", Zip: "11201", Nickname: ptr("Harbor Condo"),
			AccessInstructions: ptr("Doorman building; keys at the front desk"), Bedrooms: ptr(1), Bathrooms: ptr(1.0), SquareFeet: ptr(650)},
	}
	var addrs []*steward.Address
	for _, in := range props {
		a, err := svc.Addresses.CreateAddress(ctx, accountID, in)
		if err != nil {
			return nil, fmt.Errorf("address %s: %w", in.Street, err)
		}
		addrs = append(addrs, a)
	}
	return addrs, nil
}

// seedPros adds four pros, the last of them inactive.
func seedPros(ctx context.Context, svc Services, accountID int64) ([]int64, error) {
	pros := []steward.ProCreate{
		{Name: "Lena Park", Email: "lena.park@example.com", Phone: "555-0101", Services: []steward.ServiceType{steward.Cleaning}},
		{Name: "Marcus Green", Email: "marcus.green@example.com", Phone: "555-0102", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}},
		{Name: "Rosa Diaz", Email: "rosa.diaz@example.com", Phone: "555-0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}},
		{Name: "Tim Hall", Email: "tim.hall@example.com", Phone: "555-0104", Services: []steward.ServiceType{steward.Cleaning}, Active: ptr(false)},
	}
	var ids []int64
	for _, in := range pros {
		p, err := svc.Pros.CreatePro(ctx, accountID, in)
		if err != nil {
			return nil, fmt.Errorf("pro %s: %w", in.Name, err)
		}
		ids = append(ids, p.ID)
	}
	return ids, nil
}

// seedJobs adds a job in every status, each taken along the path a real
// one would have taken.
func seedJobs(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, pros []int64,
	at func(a *steward.Address, d, hh, mm int) time.Time, now time.Time) error {
	villa, maple, condo := addrs[0], addrs[1], addrs[2]
	lena, marcus, rosa := pros[0], pros[1], pros[2]
	jobs := []struct {
		in     steward.JobCreate
		status []steward.JobStatus // the path the job has taken, in order
	}{
		// (In the afternoon: the villa's re-clean, offered to Lena, is
		// the earliest free slot, tomorrow morning when the demo starts
		// late in the day, and must not find her busy.)
		{steward.JobCreate{AddressID: villa.ID, ServiceType: steward.Cleaning, ScheduledAt: at(villa, 1, 14, 0), ProID: &lena},
			[]steward.JobStatus{steward.StatusConfirmed}},
		{steward.JobCreate{AddressID: condo.ID, ServiceType: steward.Inspection, ScheduledAt: at(condo, 5, 14, 0),
			Notes: ptr("Annual safety inspection")}, nil},
		{steward.JobCreate{AddressID: condo.ID, ServiceType: steward.Restocking, ScheduledAt: now.Add(-time.Hour).Truncate(time.Minute), ProID: &rosa},
			[]steward.JobStatus{steward.StatusConfirmed, steward.StatusInProgress}},
		{steward.JobCreate{AddressID: maple.ID, ServiceType: steward.Maintenance, ScheduledAt: at(maple, -2, 9, 0), ProID: &marcus,
			Notes: ptr("Kitchen faucet dripping")},
			[]steward.JobStatus{steward.StatusConfirmed, steward.StatusInProgress, steward.StatusCompleted}},
		{steward.JobCreate{AddressID: maple.ID, ServiceType: steward.Cleaning, ScheduledAt: at(maple, -3, 11, 0)},
			[]steward.JobStatus{steward.StatusCancelled}},
		// Confirmed, then cancelled while its time is ahead: its page
		// offers "Restore job" (reinstating, docs/rest-api.md).
		{steward.JobCreate{AddressID: maple.ID, ServiceType: steward.Restocking, ScheduledAt: at(maple, 6, 10, 0), ProID: &rosa,
			Notes: ptr("Coffee, paper goods and dish soap")},
			[]steward.JobStatus{steward.StatusConfirmed, steward.StatusCancelled}},
	}
	for _, j := range jobs {
		j.in.History = true // a seeded history: some of it is in the past
		job, err := svc.Jobs.CreateJob(ctx, accountID, j.in)
		if err != nil {
			return fmt.Errorf("job %s: %w", j.in.ServiceType, err)
		}
		for _, st := range j.status {
			if _, err := svc.Jobs.UpdateJob(ctx, accountID, job.ID, steward.JobUpdate{Status: &st}); err != nil {
				return fmt.Errorf("job %d to %s: %w", job.ID, st, err)
			}
		}
	}
	return nil
}
