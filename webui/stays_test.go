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

// TestPropertyEdit: the edit form shows every field, including the
// turnover settings, saves them, refuses a bad zone and another account's
// pro next to the field, and archiving asks first, then cancels upcoming
// jobs and leaves the list.
func TestPropertyEdit(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		path := fmt.Sprintf("/app/properties/%d", villa)
		u.get(path).wantText("Edit property", "16:00 / 11:00", "Turnovers", "Off", "Archive property")
		u.get(path+"/edit").wantStatus(200).wantText(`value="88 Coast Hwy"`, `value="America/Los_Angeles"`, `value="16:00"`,
			`value="11:00"`, `name="turnover.enabled"`, `name="turnover.service_type"`, `name="turnover.pro_id"`, `value="210"`)
		other.get(path + "/edit").wantStatus(404)

		pro, err := h.web.Pros.CreatePro(context.Background(), u.Account, steward.ProCreate{Name: "Lena Park", Email: "lena@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := h.web.Pros.CreatePro(context.Background(), other.Account, steward.ProCreate{Name: "Not Mine", Email: "x@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		form := url.Values{"nickname": {"Villa Sol"}, "street": {"88 Coast Hwy"}, "city": {"San Diego"}, "state": {"CA"}, "zip": {"92109"},
			"country": {"US"}, "bedrooms": {"4"}, "bathrooms": {"3"}, "square_feet": {"2400"}, "access_instructions": {"Gate 1234"},
			"timezone": {"America/Denver"}, "check_in_time": {"15:00"}, "check_out_time": {"10:30"},
			"turnover.enabled": {"on"}, "turnover.service_type": {"cleaning"}, "turnover.duration_minutes": {"150"},
			"turnover.pro_id": {strconv.FormatInt(pro.ID, 10)}}
		with := func(k, v string) url.Values {
			f := url.Values{}
			for key, vals := range form {
				f[key] = vals
			}
			f.Set(k, v)
			return f
		}
		u.post(path, with("timezone", "Mars/Base")).wantStatus(400).wantFieldError("property-timezone", `Invalid timezone "Mars/Base": must be an IANA time zone such as America/Chicago`)
		u.post(path, with("check_in_time", "4pm")).wantStatus(400).wantFieldError("property-check_in_time", `Invalid check_in_time "4pm": must be a local time HH:MM such as 16:00`)
		u.post(path, with("turnover.pro_id", strconv.FormatInt(theirs.ID, 10))).wantStatus(400).
			wantFieldError("property-turnover.pro_id", fmt.Sprintf("Invalid turnover.pro_id: pro %d does not exist in this account", theirs.ID))
		p := u.post(path, form).wantRedirect(path + "?done=property-updated")
		u.follow(p).wantText("Property saved.", "Villa Sol", "America/Denver", "15:00 / 10:30", "On: Cleaning, 150 minutes, pro "+strconv.FormatInt(pro.ID, 10), "Gate 1234")
		a, _ := h.web.Addresses.FindAddressByID(context.Background(), u.Account, villa)
		if a.Timezone != "America/Denver" || !a.Turnover.Enabled || a.Turnover.ProID == nil || *a.Turnover.ProID != pro.ID {
			t.Errorf("stored = %+v", a)
		}
		// Unticked and no pro: turnovers off, the pro cleared.
		off := with("turnover.enabled", "")
		off.Set("turnover.pro_id", "")
		u.post(path, off).wantRedirect(path + "?*")
		if a, _ := h.web.Addresses.FindAddressByID(context.Background(), u.Account, villa); a.Turnover.Enabled || a.Turnover.ProID != nil {
			t.Errorf("turnover after unticking = %+v", a.Turnover)
		}

		// Archive: without scripts a confirmation page first.
		job, err := h.web.Jobs.CreateJob(context.Background(), u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(48 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		u.post(path+"/archive", url.Values{}).wantStatus(200).wantText("Archive Villa Sol?", "Keep the property")
		p = u.post(path+"/archive", url.Values{"confirmed": {"yes"}}).wantRedirect("/app/properties?done=property-archived")
		u.follow(p).wantText("Property archived").wantNoText("Villa Sol")
		if j, _ := h.web.Jobs.FindJobByID(context.Background(), u.Account, job.ID); j.Status != steward.StatusCancelled {
			t.Errorf("upcoming job after archiving: %s, want cancelled", j.Status)
		}
		u.get(path).wantStatus(200).wantText("Archived").wantNoText("Edit property")
		u.get(fmt.Sprintf("/app/jobs/%d", job.ID)).wantStatus(200).wantText("Villa Sol")
	})
}

// TestStayPage: a stay's page shows it, saves edits in the property's
// local time, refuses an overlap next to check-in, and cancels after a
// confirmation; the list then hides it unless asked for.
func TestStayPage(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		add := func(guest, in, out string) int64 {
			t.Helper()
			u.post("/app/reservations", url.Values{"address_id": {strconv.FormatInt(villa, 10)}, "guest_name": {guest},
				"check_in": {in}, "check_out": {out}}).wantRedirect("/app/reservations?*")
			list, _ := h.web.Reservations.FindReservations(context.Background(), u.Account, steward.ReservationFilter{})
			for _, r := range list {
				if r.GuestName == guest {
					return r.ID
				}
			}
			t.Fatalf("no stay of %s", guest)
			return 0
		}
		emma := add("Emma Wilson", "2027-01-18T15:00", "2027-01-21T11:00")
		noah := add("Noah Kim", "2027-01-21T16:00", "2027-01-23T11:00") // adjacent: fine
		u.post("/app/reservations", url.Values{"address_id": {strconv.FormatInt(villa, 10)}, "guest_name": {"Late"},
			"check_in": {"2027-01-20T15:00"}, "check_out": {"2027-01-22T11:00"}}).wantStatus(409).wantText(fmt.Sprintf("reservation %d (Emma Wilson", emma))

		path := fmt.Sprintf("/app/reservations/%d", emma)
		u.get("/app/reservations").wantText(`href="` + path + `"`)
		u.get(path).wantStatus(200).wantText("Stay of Emma Wilson", `value="2027-01-18T15:00"`, "America/Los_Angeles", "Manual", "Cancel reservation")
		other.get(path).wantStatus(404)

		form := url.Values{"guest_name": {"Emma W."}, "check_in": {"2027-01-17T15:00"}, "check_out": {"2027-01-21T11:00"}, "guests": {"4"}, "confirmation_code": {"HMX1"}}
		bad := url.Values{}
		for k, v := range form {
			bad[k] = v
		}
		bad.Set("check_out", "2027-01-22T11:00")
		u.post(path, bad).wantStatus(409).wantFieldError("stay-check_in",
			fmt.Sprintf("The stay overlaps reservation %d (Noah Kim, 2027-01-21 16:00 PST to 2027-01-23 11:00 PST) at this property", noah))
		p := u.post(path, form).wantRedirect(path + "?done=stay-updated")
		u.follow(p).wantText("Reservation saved.", "Emma W.", "Sun, Jan 17 2027, 3:00 PM PST", "HMX1")

		u.post(path+"/cancel", url.Values{}).wantStatus(200).wantText("Cancel the stay of Emma W.?", "Keep the reservation")
		p = u.post(path+"/cancel", url.Values{"confirmed": {"yes"}}).wantRedirect(path + "?done=stay-cancelled")
		u.follow(p).wantText("Reservation cancelled.", "Cancelled").wantNoText("Save changes")
		u.get("/app/reservations").wantText("Noah Kim").wantNoText("Emma W.")
		u.get("/app/reservations?status=all").wantText("Noah Kim", "Emma W.", "Cancelled")
		u.get("/app/reservations?status=maybe").wantStatus(400).wantText("Invalid status")
	})
}
