package webui

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// addStay adds a stay at property through the form and returns its id.
func (u *user) addStay(property int64, guest, in, out string) int64 {
	u.t.Helper()
	u.post("/app/reservations", url.Values{"address_id": {strconv.FormatInt(property, 10)}, "guest_name": {guest},
		"check_in": {in}, "check_out": {out}}).wantRedirect("/app/reservations?*")
	list, err := u.h.web.Reservations.FindReservations(context.Background(), u.Account, steward.ReservationFilter{AddressID: &property})
	if err != nil {
		u.t.Fatal(err)
	}
	for _, r := range list {
		if r.GuestName == guest {
			return r.ID
		}
	}
	u.t.Fatalf("no stay of %s", guest)
	return 0
}

// turnoverOf returns the turnover Steward scheduled for stay.
func (h *harness) turnoverOf(account, property, stay int64) *steward.Job {
	h.t.Helper()
	jobs, _, err := h.web.Jobs.FindJobs(context.Background(), account, steward.JobFilter{AddressID: &property, Limit: steward.MaxJobLimit})
	if err != nil {
		h.t.Fatal(err)
	}
	for _, j := range jobs {
		if j.ReservationID != nil && *j.ReservationID == stay {
			return j
		}
	}
	h.t.Fatalf("no turnover of stay %d", stay)
	return nil
}

// enableTurnovers turns the property's turnovers on.
func (h *harness) enableTurnovers(account, property int64) {
	h.t.Helper()
	on := true
	if _, err := h.web.Addresses.UpdateAddress(context.Background(), account, property,
		steward.AddressUpdate{Turnover: steward.TurnoverUpdate{Enabled: &on}}); err != nil {
		h.t.Fatal(err)
	}
}

// TestTurnoverPages: a turnover's page links to its stay and shows its
// window end, the same-day badge and its history (Steward's own entry with
// its reason); a stay's page links to its turnover; a turnover with no
// later stay says so and has no badge; a plain job shows the changes made
// in the web app.
func TestTurnoverPages(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		h.enableTurnovers(u.Account, villa)
		emma := u.addStay(villa, "Emma Wilson", "2027-01-18T15:00", "2027-01-21T11:00")
		noah := u.addStay(villa, "Noah Kim", "2027-01-21T16:00", "2027-01-23T11:00")
		first, last := h.turnoverOf(u.Account, villa, emma), h.turnoverOf(u.Account, villa, noah)

		job := fmt.Sprintf("/app/jobs/%d", first.ID)
		u.get(job).wantStatus(200).wantText("Turnover of", fmt.Sprintf(`href="/app/reservations/%d"`, emma), "Stay of Emma Wilson",
			"Done by", "Thu, Jan 21 2027, 4:00 PM PST", "Same-day turn", "History", "System",
			fmt.Sprintf("created: cleaning at 2027-01-21T19:00:00Z, turnover of reservation %d", emma))
		other.get(job).wantStatus(404)
		u.get(fmt.Sprintf("/app/jobs/%d", last.ID)).wantStatus(200).wantText("Stay of Noah Kim", "No later stay known yet").
			wantNoText("Same-day turn")

		u.get(fmt.Sprintf("/app/reservations/%d", emma)).wantStatus(200).
			wantText("Turnover", fmt.Sprintf(`href="/app/jobs/%d"`, first.ID), "Cleaning at Sunset Villa", "Thu, Jan 21 2027, 11:00 AM PST")

		// A stay without a turnover (turnovers off at its property) says so.
		cabin := u.createProperty("Pine Cabin", "1 Forest Rd", "Big Bear", "CA", "92315")
		lone := u.addStay(cabin, "Ann Lee", "2027-01-18T15:00", "2027-01-20T11:00")
		u.get(fmt.Sprintf("/app/reservations/%d", lone)).wantStatus(200).wantText("None").wantNoText("Cleaning at Pine Cabin")

		// A plain job: no stay, its history is the web app's.
		p := u.post("/app/jobs", url.Values{"address_id": {strconv.FormatInt(cabin, 10)}, "service_type": {"cleaning"},
			"scheduled_at": {"2027-01-25T10:00"}}).wantRedirect("/app/jobs/*")
		u.follow(p).wantText("History", "Web", "created: cleaning at 2027-01-25T18:00:00Z").wantNoText("Turnover of")
	})
}

// TestJobConflicts: a job created or rescheduled into a confirmed stay is
// refused with the API's STAY_CONFLICT message next to its time, and goes
// through with "during the guests' stay" ticked; a pro booked at that
// time is refused with the PRO_CONFLICT message next to the pro, in the
// create form and in the pro form.
func TestJobConflicts(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u := h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		emma := u.addStay(villa, "Emma Wilson", "2027-01-18T15:00", "2027-01-21T11:00")
		id := strconv.FormatInt(villa, 10)
		stayMsg := fmt.Sprintf(`The job falls during reservation %d (Emma Wilson, 2027-01-18 15:00 PST to 2027-01-21 11:00 PST) at this property; `+
			`send "during_stay": true if the guests asked for it`, emma)

		u.get("/app/jobs/new").wantText(`name="during_stay"`, "During the guests' stay (they asked for it)")
		during := url.Values{"address_id": {id}, "service_type": {"maintenance"}, "scheduled_at": {"2027-01-19T10:00"}}
		u.post("/app/jobs", during).wantStatus(409).wantFieldError("job-scheduled_at", stayMsg)
		during.Set("during_stay", "on")
		u.post("/app/jobs", during).wantRedirect("/app/jobs/*")

		p := u.post("/app/jobs", url.Values{"address_id": {id}, "service_type": {"cleaning"}, "scheduled_at": {"2027-01-25T10:00"}}).
			wantRedirect("/app/jobs/*")
		jobID := idFromLocation(t, p, "/app/jobs/")
		path := fmt.Sprintf("/app/jobs/%d", jobID)
		u.get(path).wantText(`name="during_stay"`)
		u.post(path+"/reschedule", url.Values{"scheduled_at": {"2027-01-20T10:00"}}).wantStatus(409).wantFieldError("reschedule-scheduled_at", stayMsg)
		p = u.post(path+"/reschedule", url.Values{"scheduled_at": {"2027-01-20T10:00"}, "during_stay": {"on"}}).
			wantRedirect(path + "?done=job-rescheduled")
		u.follow(p).wantText("Wed, Jan 20 2027, 10:00 AM PST", "scheduled_at 2027-01-25T18:00:00Z → 2027-01-20T18:00:00Z")

		// The pro is booked on a job; a second one at that time is refused.
		pro, err := h.web.Pros.CreatePro(ctx, u.Account, steward.ProCreate{Name: "Lena Park", Email: "lena@example.com",
			Services: []steward.ServiceType{steward.Cleaning}})
		if err != nil {
			t.Fatal(err)
		}
		booked, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning,
			ScheduledAt: mustLocal(t, "2027-01-26T10:00"), ProID: &pro.ID})
		if err != nil {
			t.Fatal(err)
		}
		addr, _ := h.web.Addresses.FindAddressByID(ctx, u.Account, villa)
		_, end := booked.Busy(addr)
		proMsg := fmt.Sprintf("Lena Park is already booked on job %d (cleaning at Sunset Villa, 2027-01-26 10:00 PST to %s)",
			booked.ID, end.In(addr.Location()).Format("15:04 MST"))
		proID := strconv.FormatInt(pro.ID, 10)
		u.post("/app/jobs", url.Values{"address_id": {id}, "service_type": {"cleaning"}, "scheduled_at": {"2027-01-26T10:00"},
			"pro_id": {proID}}).wantStatus(409).wantFieldError("job-pro_id", proMsg)
		p = u.post("/app/jobs", url.Values{"address_id": {id}, "service_type": {"cleaning"}, "scheduled_at": {"2027-01-26T10:00"}}).
			wantRedirect("/app/jobs/*")
		free := fmt.Sprintf("/app/jobs/%d", idFromLocation(t, p, "/app/jobs/"))
		u.post(free+"/work", url.Values{"pro_id": {proID}, "service_type": {"cleaning"}, "price": {"120"}}).
			wantStatus(409).wantFieldError("work-pro_id", proMsg)
	})
}

// mustLocal is a local time at the tests' California properties.
func mustLocal(t *testing.T, s string) (at time.Time) {
	t.Helper()
	loc, err := time.LoadLocation("America/Los_Angeles")
	if err != nil {
		t.Fatal(err)
	}
	at, err = parseLocal("at", s, loc)
	if err != nil {
		t.Fatal(err)
	}
	return at
}
