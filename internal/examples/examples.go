package examples

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// State is what an account holds that a message may change.
type State struct {
	Jobs         []*steward.Job
	Reservations []*steward.Reservation
	Pros         []*steward.Pro
}

// Reply is the outcome of one message, as the caller sees it.
type Reply struct {
	Status  steward.MessageStatus
	Text    string
	Actions []steward.Action
}

// Diff is how an account changed.
type Diff struct {
	NewJobs         []*steward.Job
	ChangedJobs     [][2]*steward.Job // before, after
	NewReservations []*steward.Reservation
	NewPros         []*steward.Pro
}

// Compare returns what changed from before to after.
func Compare(before, after State) Diff {
	var d Diff
	old := map[int64]*steward.Job{}
	for _, j := range before.Jobs {
		old[j.ID] = j
	}
	for _, j := range after.Jobs {
		o, ok := old[j.ID]
		switch {
		case !ok:
			d.NewJobs = append(d.NewJobs, j)
		case o.Status != j.Status || !o.ScheduledAt.Equal(j.ScheduledAt) || str(o.Notes) != str(j.Notes) || id(o.ProID) != id(j.ProID) || o.Price != j.Price:
			d.ChangedJobs = append(d.ChangedJobs, [2]*steward.Job{o, j})
		}
	}
	oldRes := map[int64]bool{}
	for _, r := range before.Reservations {
		oldRes[r.ID] = true
	}
	for _, r := range after.Reservations {
		if !oldRes[r.ID] {
			d.NewReservations = append(d.NewReservations, r)
		}
	}
	oldPros := map[int64]bool{}
	for _, p := range before.Pros {
		oldPros[p.ID] = true
	}
	for _, p := range after.Pros {
		if !oldPros[p.ID] {
			d.NewPros = append(d.NewPros, p)
		}
	}
	return d
}

// Empty reports whether nothing changed.
func (d Diff) Empty() bool {
	return len(d.NewJobs)+len(d.ChangedJobs)+len(d.NewReservations)+len(d.NewPros) == 0
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func id(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

// Example is one row of the public example set.
type Example struct {
	Name     string
	Zone     *time.Location // the zone whose 09:00 is "now"
	Message  string
	FollowUp string // a second message in the same conversation, if any
	// Setup changes the fixture before the message (nil for none).
	Setup func(ctx context.Context, svc Services, accountID int64, f *Fixture) error
	Check func(t testing.TB, f *Fixture, d Diff, replies []Reply)
}

// Run checks one example: the replies and the diff of the account.
func (e Example) Run(t testing.TB, f *Fixture, d Diff, replies []Reply) {
	t.Helper()
	for i, r := range replies {
		if r.Text == "" {
			t.Errorf("reply %d is empty", i+1)
		}
		t.Logf("reply %d (%s): %s", i+1, r.Status, r.Text)
	}
	e.Check(t, f, d, replies)
}

// newJob checks that the one change is one new job of type typ at addr and
// returns it.
func newJob(t testing.TB, d Diff, r []Reply, addr int64, typ steward.ServiceType) *steward.Job {
	t.Helper()
	status(t, r, steward.MessageCompleted)
	if len(d.NewJobs) != 1 || len(d.ChangedJobs)+len(d.NewReservations)+len(d.NewPros) != 0 {
		t.Fatalf("changes = %d new jobs, %d changed jobs, %d new reservations, %d new pros; want exactly one new job",
			len(d.NewJobs), len(d.ChangedJobs), len(d.NewReservations), len(d.NewPros))
	}
	j := d.NewJobs[0]
	if j.AddressID != addr || j.ServiceType != typ || j.Status != steward.StatusPending {
		t.Errorf("new job = %s at address %d (%s), want pending %s at address %d", j.ServiceType, j.AddressID, j.Status, typ, addr)
	}
	action(t, r[len(r)-1], steward.ActionJobCreated)
	return j
}

func at(t testing.TB, got, want time.Time) {
	t.Helper()
	if !got.Equal(want) {
		t.Errorf("scheduled at %s, want %s", got.In(want.Location()).Format(time.RFC3339), want.Format(time.RFC3339))
	}
}

func within(t testing.TB, got, from time.Time, d time.Duration) {
	t.Helper()
	if got.Before(from) || got.After(from.Add(d)) {
		t.Errorf("scheduled at %s, want within %s after %s", got.Format(time.RFC3339), d, from.Format(time.RFC3339))
	}
}

func noPro(t testing.TB, j *steward.Job) {
	t.Helper()
	if j.ProID != nil {
		t.Errorf("pro_id = %d, want none", *j.ProID)
	}
}

func notes(t testing.TB, j *steward.Job, words ...string) {
	t.Helper()
	for _, w := range words {
		if !strings.Contains(strings.ToLower(str(j.Notes)), w) {
			t.Errorf("notes = %q, want them to mention %q", str(j.Notes), w)
		}
	}
}

func unchanged(t testing.TB, d Diff) {
	t.Helper()
	if !d.Empty() {
		t.Errorf("changes = %d new jobs, %d changed jobs, %d new reservations, %d new pros; want none",
			len(d.NewJobs), len(d.ChangedJobs), len(d.NewReservations), len(d.NewPros))
	}
}

func status(t testing.TB, r []Reply, want steward.MessageStatus) {
	t.Helper()
	if got := r[len(r)-1].Status; got != want {
		t.Errorf("status = %s, want %s", got, want)
	}
}

func action(t testing.TB, r Reply, typ string) *steward.Action {
	t.Helper()
	for i := range r.Actions {
		if r.Actions[i].Type == typ {
			return &r.Actions[i]
		}
	}
	t.Errorf("actions = %+v, want one of type %s", r.Actions, typ)
	return nil
}

func mentions(t testing.TB, r Reply, want []string, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(r.Text, w) {
			t.Errorf("reply %q does not mention %q", r.Text, w)
		}
	}
	for _, w := range not {
		if strings.Contains(r.Text, w) {
			t.Errorf("reply %q mentions %q", r.Text, w)
		}
	}
}

// dollars returns the first "$N" amount of a reply.
func dollars(t testing.TB, r Reply) float64 {
	t.Helper()
	a := action(t, r, steward.ActionPriceEstimated)
	if a == nil || a.Price == nil || a.Currency == nil || *a.Currency != "USD" || a.ServiceType == nil || a.AddressID == nil {
		t.Fatalf("price_estimated action = %+v, want price, currency USD, service_type and address_id", a)
	}
	if !strings.Contains(r.Text, "$") {
		t.Errorf("reply %q gives no price in dollars", r.Text)
	}
	return *a.Price
}

// All is the public example set.
var All = []Example{
	{Name: "01_ScheduleCleaning", Zone: LA, Message: "Please schedule a cleaning at Sunset Villa on March 12 at 11am",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Villa, steward.Cleaning)
			at(t, j.ScheduledAt, Local(LA, 12, 11, 0))
			noPro(t, j)
		}},
	{Name: "02_RegularCleanLowerCase", Zone: Chicago, Message: "book a regular clean for maple house friday 3pm",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			at(t, newJob(t, d, r, f.Maple, steward.Cleaning).ScheduledAt, Local(Chicago, 6, 15, 0))
		}},
	{Name: "03_DeepCleanByStreet", Zone: NewYork, Message: "Deep cleaning at 30 Pier St on the 20th at 9:30",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Condo, steward.Cleaning)
			at(t, j.ScheduledAt, Local(NewYork, 20, 9, 30))
			notes(t, j, "deep")
		}},
	{Name: "04_RestockWithPro", Zone: LA, Message: "Can Rosa restock the villa on March 11 at 4 pm?",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Villa, steward.Restocking)
			at(t, j.ScheduledAt, Local(LA, 11, 16, 0))
			if id(j.ProID) != f.Rosa {
				t.Errorf("pro_id = %d, want Rosa Diaz (%d)", id(j.ProID), f.Rosa)
			}
		}},
	{Name: "05_InspectionNextMonday", Zone: NewYork, Message: "I'd like an inspection of the Harbor Condo next Monday at 10",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			at(t, newJob(t, d, r, f.Condo, steward.Inspection).ScheduledAt, Local(NewYork, 9, 10, 0))
		}},
	{Name: "06_DayAfterTomorrow24h", Zone: Chicago, Message: "schedule cleaning at Maple House the day after tomorrow at 13:00",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			at(t, newJob(t, d, r, f.Maple, steward.Cleaning).ScheduledAt, Local(Chicago, 6, 13, 0))
		}},
	{Name: "07_TurnoverByGuestName", Zone: LA, Message: "Set up the turnover after the Garcias check out",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			within(t, newJob(t, d, r, f.Villa, steward.Cleaning).ScheduledAt, Local(LA, 10, 10, 0), 3*time.Hour)
		}},
	{Name: "08_TurnoverByCheckout", Zone: Chicago, Message: "turnover clean for the Patel checkout please",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			within(t, newJob(t, d, r, f.Maple, steward.Cleaning).ScheduledAt, Local(Chicago, 14, 11, 0), 3*time.Hour)
		}},
	{Name: "09_MaintenanceReport", Zone: Chicago, Message: "There's a clogged toilet at Maple House",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Maple, steward.Maintenance)
			within(t, j.ScheduledAt, Reference(Chicago), 72*time.Hour)
			notes(t, j, "toilet")
		}},
	{Name: "10_UrgentReport", Zone: NewYork, Message: "Emergency! No heat at the Harbor Condo",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Condo, steward.Maintenance)
			within(t, j.ScheduledAt, Reference(NewYork), 24*time.Hour)
			notes(t, j, "heat")
		}},
	{Name: "11_ReportWithTime", Zone: LA, Message: "The garage door at the villa is stuck, please send someone Thursday at 8am",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			j := newJob(t, d, r, f.Villa, steward.Maintenance)
			at(t, j.ScheduledAt, Local(LA, 5, 8, 0))
			notes(t, j, "garage door")
		}},
	{Name: "12_ReservationRange", Zone: NewYork, Message: "Add guest Emma Wilson at Harbor Condo March 15-18, 3 guests",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			res := newReservation(t, d, r, f.Condo, "Emma Wilson")
			day(t, res.CheckIn, NewYork, 15)
			day(t, res.CheckOut, NewYork, 18)
			if res.Guests != 3 {
				t.Errorf("guests = %d, want 3", res.Guests)
			}
		}},
	{Name: "13_ReservationFromTo", Zone: Chicago, Message: "Liam Scott booked Maple House from March 20 to March 22",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			res := newReservation(t, d, r, f.Maple, "Liam Scott")
			day(t, res.CheckIn, Chicago, 20)
			day(t, res.CheckOut, Chicago, 22)
		}},
	{Name: "14_AddPro", Zone: LA, Message: "Please add a new pro: Nina Brooks, nina@example.org, she does cleaning and restocking",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			p := newPro(t, d, r)
			if p.Name != "Nina Brooks" || p.Email != "nina@example.org" || !slices.Equal(p.Services, []steward.ServiceType{steward.Cleaning, steward.Restocking}) {
				t.Errorf("pro = %q %q %v, want Nina Brooks nina@example.org [cleaning restocking]", p.Name, p.Email, p.Services)
			}
		}},
	{Name: "15_AddHandyman", Zone: LA, Message: "Add handyman Carl Stone carl.stone@example.net 555-0199",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			p := newPro(t, d, r)
			if p.Name != "Carl Stone" || p.Email != "carl.stone@example.net" || p.Phone != "555-0199" || !slices.Equal(p.Services, []steward.ServiceType{steward.Maintenance}) {
				t.Errorf("pro = %q %q %q %v, want Carl Stone carl.stone@example.net 555-0199 [maintenance]", p.Name, p.Email, p.Phone, p.Services)
			}
		}},
	{Name: "16_WhoCanClean", Zone: LA, Message: "Who can clean Sunset Villa on March 7 at 11am?",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			status(t, r, steward.MessageCompleted)
			mentions(t, r[0], []string{"Rosa Diaz"}, []string{"Lena", "Tim", "Marcus"})
			if a := action(t, r[0], steward.ActionAvailabilityChecked); a != nil && !slices.Equal(a.ProIDs, []int64{f.Rosa}) {
				t.Errorf("pro_ids = %v, want [%d]", a.ProIDs, f.Rosa)
			}
		}},
	{Name: "17_WhichCleanersFree", Zone: Chicago, Message: "Which cleaners are free on March 8 at noon at Maple House?",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			mentions(t, r[0], []string{"Lena Park", "Rosa Diaz"}, []string{"Tim", "Marcus"})
			if a := action(t, r[0], steward.ActionAvailabilityChecked); a != nil && !slices.Equal(a.ProIDs, []int64{f.Lena, f.Rosa}) {
				t.Errorf("pro_ids = %v, want [%d %d]", a.ProIDs, f.Lena, f.Rosa)
			}
		}},
	{Name: "18_DeepCleanPrice", Zone: LA, Message: "What would a deep clean of the Sunset Villa cost?",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			status(t, r, steward.MessageCompleted)
			if got, want := dollars(t, r[0]), villaDeepClean(); got != want {
				t.Errorf("price = %v, want %v (EstimateDeepClean)", got, want)
			}
		}},
	{Name: "19_InspectionPrice", Zone: NewYork, Message: "Estimate the price of an inspection at Harbor Condo",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			got := dollars(t, r[0])
			if villa := steward.EstimatePrice(villaAddress(), steward.Inspection).Price; got <= 0 || got >= villa {
				t.Errorf("price = %v, want above 0 and below the Sunset Villa inspection (%v)", got, villa)
			}
		}},
	{Name: "20_CancelByDate", Zone: NewYork, Message: "Cancel the Harbor Condo inspection on March 9",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			status(t, r, steward.MessageCompleted)
			if len(d.ChangedJobs) != 1 || len(d.NewJobs)+len(d.NewReservations)+len(d.NewPros) != 0 {
				t.Fatalf("diff = %+v, want only the inspection changed", d)
			}
			if j := d.ChangedJobs[0][1]; j.ID != f.CondoCheck || j.Status != steward.StatusCancelled || !j.ScheduledAt.Equal(d.ChangedJobs[0][0].ScheduledAt) {
				t.Errorf("changed job %d is %s at %s, want the inspection %d cancelled", j.ID, j.Status, j.ScheduledAt, f.CondoCheck)
			}
			action(t, r[0], steward.ActionJobCancelled)
		}},
	{Name: "21_RescheduleAcrossDST", Zone: LA, Message: "Reschedule the cleaning at Sunset Villa on March 7 to March 8 at 2pm",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			status(t, r, steward.MessageCompleted)
			if len(d.ChangedJobs) != 1 || len(d.NewJobs)+len(d.NewReservations)+len(d.NewPros) != 0 {
				t.Fatalf("diff = %+v, want only the cleaning changed", d)
			}
			j := d.ChangedJobs[0][1]
			if j.ID != f.VillaCleaning || j.Status != steward.StatusConfirmed {
				t.Errorf("changed job %d (%s), want the villa cleaning %d, still confirmed", j.ID, j.Status, f.VillaCleaning)
			}
			at(t, j.ScheduledAt, Local(LA, 8, 14, 0))
			if _, off := j.ScheduledAt.In(LA).Zone(); off != -7*3600 {
				t.Errorf("offset = %d, want PDT (-7h)", off)
			}
			action(t, r[0], steward.ActionJobUpdated)
		}},
	{Name: "22_ComingUp", Zone: LA, Message: "What's coming up at the Sunset Villa?",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			mentions(t, r[0], []string{"Mar 7", "10:00 AM"}, []string{"inspection"})
			if a := action(t, r[0], steward.ActionJobsListed); a != nil && !slices.Equal(a.JobIDs, []int64{f.VillaCleaning}) {
				t.Errorf("job_ids = %v, want [%d]", a.JobIDs, f.VillaCleaning)
			}
		}},
	{Name: "23_AskWhichProperty", Zone: Chicago, Message: "Schedule a cleaning on Friday at 10am", FollowUp: "Maple House",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			if r[0].Status != steward.MessageNeedsInput || len(r[0].Actions) != 0 || !strings.Contains(strings.ToLower(r[0].Text), "which property") {
				t.Errorf("first reply = %s %q %v, want needs_input asking which property, no actions", r[0].Status, r[0].Text, r[0].Actions)
			}
			at(t, newJob(t, d, r, f.Maple, steward.Cleaning).ScheduledAt, Local(Chicago, 6, 10, 0))
		}},
	{Name: "24_AskWhichCleaning", Zone: LA, Message: "Cancel the cleaning",
		Setup: func(ctx context.Context, svc Services, acct int64, f *Fixture) error {
			_, err := svc.Jobs.CreateJob(ctx, acct, steward.JobCreate{AddressID: f.Maple, ServiceType: steward.Cleaning, ScheduledAt: Local(Chicago, 11, 12, 0)})
			return err
		},
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			status(t, r, steward.MessageNeedsInput)
			mentions(t, r[0], []string{"Which cleaning", "Sunset Villa", "Maple House"}, nil)
		}},
	{Name: "25_OutOfDomain", Zone: LA, Message: "Tell me a joke",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			status(t, r, steward.MessageCompleted)
			mentions(t, r[0], []string{"schedule cleanings"}, nil)
		}},
	{Name: "26_UnknownProperty", Zone: LA, Message: "Schedule a cleaning at the Moon Base tomorrow",
		Check: func(t testing.TB, f *Fixture, d Diff, r []Reply) {
			unchanged(t, d)
			mentions(t, r[0], []string{"Moon Base", "Sunset Villa", "Maple House", "Harbor Condo"}, nil)
		}},
}

func newReservation(t testing.TB, d Diff, r []Reply, addr int64, guest string) *steward.Reservation {
	t.Helper()
	status(t, r, steward.MessageCompleted)
	if len(d.NewReservations) != 1 || len(d.NewJobs)+len(d.ChangedJobs)+len(d.NewPros) != 0 {
		t.Fatalf("diff = %+v, want exactly one new reservation", d)
	}
	res := d.NewReservations[0]
	if res.AddressID != addr || res.GuestName != guest {
		t.Errorf("reservation = %q at address %d, want %q at %d", res.GuestName, res.AddressID, guest, addr)
	}
	action(t, r[0], steward.ActionReservationCreated)
	return res
}

func newPro(t testing.TB, d Diff, r []Reply) *steward.Pro {
	t.Helper()
	status(t, r, steward.MessageCompleted)
	if len(d.NewPros) != 1 || len(d.NewJobs)+len(d.ChangedJobs)+len(d.NewReservations) != 0 {
		t.Fatalf("diff = %+v, want exactly one new pro", d)
	}
	action(t, r[0], steward.ActionProCreated)
	return d.NewPros[0]
}

func day(t testing.TB, got time.Time, loc *time.Location, d int) {
	t.Helper()
	if l := got.In(loc); l.Year() != 2026 || l.Month() != time.March || l.Day() != d {
		t.Errorf("date = %s, want 2026-03-%02d", l.Format(time.RFC3339), d)
	}
}

func villaAddress() *steward.Address {
	n, b, sq := 4, 3.0, 2400
	return &steward.Address{State: "CA", Country: "US", Bedrooms: &n, Bathrooms: &b, SquareFeet: &sq}
}

func villaDeepClean() float64 { return steward.EstimateDeepClean(villaAddress()).Price }
