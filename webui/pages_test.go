package webui

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// createProperty adds a property through the form and returns its id.
func (u *user) createProperty(nickname, street, city, state, zip string) int64 {
	u.t.Helper()
	p := u.post("/app/properties", url.Values{"nickname": {nickname}, "street": {street}, "city": {city}, "state": {state},
		"zip": {zip}, "bedrooms": {"3"}, "bathrooms": {"2.5"}, "square_feet": {"1800"}}).wantRedirect("/app/properties/*")
	return idFromLocation(u.t, p, "/app/properties/")
}

func idFromLocation(t *testing.T, p *page, prefix string) int64 {
	t.Helper()
	loc := p.Header.Get("Location")
	rest, ok := strings.CutPrefix(loc, prefix)
	if !ok {
		t.Fatalf("Location %q does not start with %q", loc, prefix)
	}
	if i := strings.IndexAny(rest, "?#/"); i >= 0 {
		rest = rest[:i]
	}
	id, err := strconv.ParseInt(rest, 10, 64)
	if err != nil {
		t.Fatalf("Location %q: no id", loc)
	}
	return id
}

func TestProperties(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		u.get("/app/properties").wantStatus(200).wantText("No properties yet")
		u.get("/app/properties/new").wantStatus(200).wantText("Add a property")

		full := url.Values{"street": {"88 Coast Hwy"}, "city": {"San Diego"}, "state": {"CA"}, "zip": {"92109"}}
		with := func(k, v string) url.Values {
			f := url.Values{}
			for key, vals := range full {
				f[key] = vals
			}
			f.Set(k, v)
			return f
		}
		for _, tc := range []struct {
			name, field, msg string
			form             url.Values
		}{
			{"ErrMissingStreet", "property-street", "Missing required field: street", url.Values{"city": {"X"}}},
			{"ErrMissingZip", "property-zip", "Missing required field: zip", with("zip", " ")},
			{"ErrCountry", "property-country", `Invalid country "USA": use a two-letter ISO 3166 code such as US`, with("country", "USA")},
			{"ErrBedroomsNotNumber", "property-bedrooms", `Invalid bedrooms "three": must be a whole number`, with("bedrooms", "three")},
			{"ErrBedroomsRange", "property-bedrooms", "Invalid bedrooms: must be between 0 and 100", with("bedrooms", "-1")},
			{"ErrBathrooms", "property-bathrooms", `Invalid bathrooms "2 baths": must be a number`, with("bathrooms", "2 baths")},
		} {
			t.Run(tc.name, func(t *testing.T) {
				u := u.in(t)
				p := u.post("/app/properties", tc.form).wantStatus(400).wantFieldError(tc.field, tc.msg)
				if tc.form.Get("city") != "" && !strings.Contains(p.Body, `value="`+tc.form.Get("city")+`"`) {
					t.Error("the refused form lost its input")
				}
			})
		}

		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		p := u.get(fmt.Sprintf("/app/properties/%d?done=property-created", villa)).wantStatus(200).
			wantText("Sunset Villa", "Property added", "America/Los_Angeles", "3 bedrooms · 2.5 bath · 1800 sq ft", "No upcoming jobs")
		for _, name := range []string{steward.TurnoverCleaningList, steward.MaintenanceInspectionList} {
			p.wantText(name)
		}
		u.get("/app/properties").wantStatus(200).wantText("Sunset Villa", "88 Coast Hwy, San Diego, CA 92109", "now 9:00 AM PST")
		other.get(fmt.Sprintf("/app/properties/%d", villa)).wantStatus(404).wantText("Address not found")
		other.get("/app/properties").wantNoText("Sunset Villa")
	})
}

func TestJobs(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u, other := h.signup(), h.signup()
		u.get("/app/jobs").wantStatus(200).wantText("Add your first property")
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		loft := u.createProperty("Harbor Loft", "30 Pier St", "Brooklyn", "NY", "11201")
		elsewhere := other.createProperty("Elsewhere", "1 Main St", "Austin", "TX", "73301")

		// The form starts at tomorrow 10:00, local time.
		u.get("/app/jobs/new").wantStatus(200).wantText(`value="2027-01-11T10:00"`, "Local time at the property.")

		ok := url.Values{"address_id": {strconv.FormatInt(villa, 10)}, "service_type": {"cleaning"}, "scheduled_at": {"2027-01-15T10:00"}}
		with := func(kv ...string) url.Values {
			f := url.Values{}
			for k, v := range ok {
				f[k] = v
			}
			for i := 0; i+1 < len(kv); i += 2 {
				f.Set(kv[i], kv[i+1])
			}
			return f
		}
		for _, tc := range []struct {
			name, field, msg string
			form             url.Values
		}{
			{"ErrMissingAddress", "job-address_id", "Missing required field: address_id", with("address_id", "")},
			{"ErrMissingServiceType", "job-service_type", "Missing required field: service_type", with("service_type", "")},
			{"ErrMissingScheduledAt", "job-scheduled_at", "Missing required field: scheduled_at", with("scheduled_at", "")},
			{"ErrServiceType", "job-service_type", `Invalid service_type "gardening": must be one of cleaning, maintenance, inspection, restocking`, with("service_type", "gardening")},
			{"ErrScheduledAt", "job-scheduled_at", `Invalid scheduled_at "tomorrow": must be a date and time such as 2026-03-12T11:00`, with("scheduled_at", "tomorrow")},
			{"ErrPrice", "job-price", "Invalid price: must not be negative", with("price", "-5")},
			{"ErrOtherAccountsAddress", "job-address_id", fmt.Sprintf("Invalid address_id: address %d does not exist in this account", elsewhere), with("address_id", strconv.FormatInt(elsewhere, 10))},
			{"ErrPro", "job-pro_id", "Invalid pro_id: pro 999 does not exist in this account", with("pro_id", "999")},
		} {
			t.Run(tc.name, func(t *testing.T) {
				u := u.in(t)
				u.post("/app/jobs", tc.form).wantStatus(400).wantFieldError(tc.field, tc.msg)
			})
		}

		// Times are read and shown in the property's zone.
		p := u.post("/app/jobs", with("notes", "Deep clean please")).wantRedirect("/app/jobs/*")
		villaJob := idFromLocation(t, p, "/app/jobs/")
		job, err := h.web.Jobs.FindJobByID(ctx, u.Account, villaJob)
		if err != nil {
			t.Fatal(err)
		}
		if want := time.Date(2027, 1, 15, 18, 0, 0, 0, time.UTC); !job.ScheduledAt.Equal(want) || job.Price <= 0 || job.Notes == nil {
			t.Fatalf("job at %s, price %v, notes %v; want %s, the estimate, the notes", job.ScheduledAt, job.Price, job.Notes, want)
		}
		p = u.post("/app/jobs", with("address_id", strconv.FormatInt(loft, 10), "service_type", "inspection", "scheduled_at", "2027-01-12T09:00", "price", "80"))
		loftJob := idFromLocation(t, p, "/app/jobs/")
		past, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Maintenance, ScheduledAt: t0.Add(-48 * time.Hour), History: true})
		if err != nil {
			t.Fatal(err)
		}

		t.Run("Dashboard", func(t *testing.T) {
			u := u.in(t)
			other := other.in(t)
			p := u.get("/app/jobs").wantStatus(200).wantText("Showing 1–2 of 2 jobs",
				"Tue, Jan 12 2027, 9:00 AM EST", "Inspection at Harbor Loft", "$80.00",
				"Fri, Jan 15 2027, 10:00 AM PST", "Cleaning at Sunset Villa").wantNoText("Maintenance at Sunset Villa")
			if strings.Index(p.Body, "Harbor Loft") > strings.Index(p.Body, "Cleaning at Sunset Villa") {
				t.Error("the dashboard is not in time order")
			}
			u.get(fmt.Sprintf("/app/jobs?address_id=%d", villa)).wantText("Showing 1–1 of 1 jobs", "Cleaning at Sunset Villa").wantNoText("Inspection at Harbor Loft")
			u.get("/app/jobs?status=cancelled").wantText("No jobs here")
			u.get("/app/jobs?when=all").wantText("Showing 1–3 of 3 jobs", "Maintenance at Sunset Villa")
			u.get("/app/jobs?status=bogus").wantStatus(400).wantText(`Invalid status "bogus": must be one of pending, confirmed, in_progress, completed, cancelled`)
			u.get("/app/jobs?address_id=x").wantStatus(400).wantText("Invalid address_id: must be a positive integer")
			// From and To are days, the last one included: in the chosen
			// property's zone, or UTC when the properties' zones differ.
			u.get("/app/jobs?when=all&from=2027-01-13&to=2027-01-15").wantText("Showing 1–1 of 1 jobs", "Cleaning at Sunset Villa",
				"Days in UTC (your properties are in several time zones).", `value="2027-01-13"`).wantNoText("Inspection at Harbor Loft")
			u.get(fmt.Sprintf("/app/jobs?address_id=%d&from=2027-01-15&to=2027-01-15", villa)).wantText("Showing 1–1 of 1 jobs",
				"Cleaning at Sunset Villa", "Days in America/Los_Angeles.")
			u.get(fmt.Sprintf("/app/jobs?address_id=%d&to=2027-01-14", villa)).wantText("No jobs here")
			// Upcoming stays upcoming whatever From says.
			u.get("/app/jobs?from=2020-01-01").wantText("Showing 1–2 of 2 jobs").wantNoText("Maintenance at Sunset Villa")
			u.get("/app/jobs?from=2027-01-15&to=2027-01-14").wantStatus(400).wantText("Invalid to 2027-01-14: must be on or after from (2027-01-15)")
			u.get("/app/jobs?from=someday").wantStatus(400).wantText(`Invalid from "someday": must be a date such as 2026-03-12 (YYYY-MM-DD)`)
			other.get("/app/jobs").wantNoText("Sunset Villa")
		})

		t.Run("Paging", func(t *testing.T) {
			u := u.in(t)
			for i := range jobsPageSize {
				if _, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: loft, ServiceType: steward.Restocking,
					ScheduledAt: t0.Add(time.Duration(30+i) * 24 * time.Hour)}); err != nil {
					t.Fatal(err)
				}
			}
			p := u.get("/app/jobs").wantText("Showing 1–25 of 27 jobs", `href="/app/jobs?offset=25&when=upcoming"`)
			if p.Body != "" && strings.Contains(p.Body, `rel="prev"`) {
				t.Error("the first page links to a previous one")
			}
			u.get("/app/jobs?offset=25&when=upcoming").wantText("Showing 26–27 of 27 jobs", `rel="prev"`).wantNoText(`rel="next"`)
		})

		t.Run("Detail", func(t *testing.T) {
			u := u.in(t)
			other := other.in(t)
			u.get(fmt.Sprintf("/app/jobs/%d?done=job-created", villaJob)).wantStatus(200).wantText("Job scheduled.",
				"Cleaning at Sunset Villa", "America/Los_Angeles (PST)", "Deep clean please", steward.TurnoverCleaningList,
				`value="2027-01-15T10:00"`, "Cancel job")
			other.get(fmt.Sprintf("/app/jobs/%d", villaJob)).wantStatus(404).wantText("Job not found")
			u.get("/app/jobs/abc").wantStatus(404).wantText("Job not found")
		})

		t.Run("Work", func(t *testing.T) {
			u := u.in(t)
			other := other.in(t)
			pro := func(name string, active bool, services ...steward.ServiceType) string {
				p, err := h.web.Pros.CreatePro(ctx, u.Account, steward.ProCreate{Name: name, Email: "pro@example.com", Services: services, Active: &active})
				if err != nil {
					t.Fatal(err)
				}
				return strconv.FormatInt(p.ID, 10)
			}
			ana, mo := pro("Ana Lima", true, steward.Cleaning, steward.Maintenance), pro("Mo Reyes", true, steward.Maintenance)
			tim := pro("Tim Ode", false, steward.Cleaning)
			jobPath := fmt.Sprintf("/app/jobs/%d", villaJob)
			// The choices are the active pros who offer the job's service.
			u.get(jobPath).wantText("Pro, service and price", ">Unassigned<", ">Ana Lima<", "Active pros who offer Cleaning.").
				wantNoText("Mo Reyes").wantNoText("Tim Ode")
			path := jobPath + "/work"
			work := func(proID, service, price string) url.Values {
				return url.Values{"pro_id": {proID}, "service_type": {service}, "price": {price}}
			}
			u.post(path, work(mo, "cleaning", "150")).wantStatus(400).wantFieldError("work-pro_id", "Invalid pro_id: Mo Reyes does not offer cleaning")
			u.post(path, work(tim, "cleaning", "150")).wantStatus(400).wantFieldError("work-pro_id", "Invalid pro_id: pro "+tim+" (Tim Ode) is inactive")
			u.post(path, work(ana, "cleaning", "-1")).wantStatus(400).wantFieldError("work-price", "Invalid price: must not be negative")
			u.post(path, work(ana, "maintenance", "210")).wantRedirect(jobPath + "?done=job-updated")
			j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, villaJob)
			if j.ProID == nil || strconv.FormatInt(*j.ProID, 10) != ana || j.ServiceType != steward.Maintenance || j.Price != 210 {
				t.Fatalf("job = pro %v, %s, %v; want Ana, maintenance, 210", j.ProID, j.ServiceType, j.Price)
			}
			u.get(jobPath+"?done=job-updated").wantText("Job updated.", ">Mo Reyes<", `value="210.00"`)
			u.post(path, work(ana, "restocking", "210")).wantStatus(400).wantFieldError("work-service_type",
				"Invalid service_type: the job's pro, Ana Lima, does not offer restocking; assign another pro or unassign this one")
			other.post(path, work("", "cleaning", "1")).wantStatus(404)
			u.post(path, work("", "cleaning", "150")).wantRedirect(jobPath + "?done=job-updated")
			if j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, villaJob); j.ProID != nil || j.ServiceType != steward.Cleaning || j.Price != 150 {
				t.Fatalf("job = pro %v, %s, %v; want no pro, cleaning, 150", j.ProID, j.ServiceType, j.Price)
			}
		})

		t.Run("Reschedule", func(t *testing.T) {
			u := u.in(t)
			other := other.in(t)
			path := fmt.Sprintf("/app/jobs/%d/reschedule", loftJob)
			u.post(path, url.Values{"scheduled_at": {""}}).wantStatus(400).wantFieldError("reschedule-scheduled_at", "Missing required field: scheduled_at")
			u.post(path, url.Values{"scheduled_at": {"2027-01-13T14:30"}}).wantRedirect(fmt.Sprintf("/app/jobs/%d?done=job-rescheduled", loftJob))
			j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, loftJob)
			if want := time.Date(2027, 1, 13, 19, 30, 0, 0, time.UTC); !j.ScheduledAt.Equal(want) {
				t.Errorf("rescheduled to %s, want %s (14:30 in New York)", j.ScheduledAt, want)
			}
			other.post(path, url.Values{"scheduled_at": {"2027-01-13T14:30"}}).wantStatus(404)
		})

		t.Run("Cancel", func(t *testing.T) {
			u := u.in(t)
			other := other.in(t)
			path := fmt.Sprintf("/app/jobs/%d/cancel", loftJob)
			// Without scripts, the server asks first.
			u.post(path, nil).wantStatus(200).wantText(fmt.Sprintf("Cancel job %d?", loftJob), `name="confirmed" value="yes"`)
			if j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, loftJob); j.Status != steward.StatusPending {
				t.Fatalf("job is %s before confirmation, want pending", j.Status)
			}
			other.post(path, url.Values{"confirmed": {"yes"}}).wantStatus(404)
			u.post(path, url.Values{"confirmed": {"yes"}}).wantRedirect(fmt.Sprintf("/app/jobs/%d?done=job-cancelled", loftJob))
			if j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, loftJob); j.Status != steward.StatusCancelled {
				t.Fatalf("job is %s after cancel, want cancelled", j.Status)
			}
			u.get(fmt.Sprintf("/app/jobs/%d", loftJob)).wantText("Cancelled", "Restore job").wantNoText("Cancel job").wantNoText("New date and time").wantNoText("Pro, service and price")
			// Cancelled by mistake: "Restore job" makes it pending again (another account's is not found).
			other.post(fmt.Sprintf("/app/jobs/%d/reinstate", loftJob), nil).wantStatus(404)
			u.post(fmt.Sprintf("/app/jobs/%d/reinstate", loftJob), nil).wantRedirect(fmt.Sprintf("/app/jobs/%d?done=job-reinstated", loftJob))
			if j, _ := h.web.Jobs.FindJobByID(ctx, u.Account, loftJob); j.Status != steward.StatusPending {
				t.Fatalf("job is %s after restore, want pending", j.Status)
			}
			u.get(fmt.Sprintf("/app/jobs/%d?done=job-reinstated", loftJob)).wantText("Job restored", "Cancel job").wantNoText("Restore job")
			u.post(path, url.Values{"confirmed": {"yes"}}).wantRedirect(fmt.Sprintf("/app/jobs/%d?done=job-cancelled", loftJob))
			u.post(fmt.Sprintf("/app/jobs/%d/work", loftJob), url.Values{"pro_id": {""}, "service_type": {"inspection"}, "price": {"1"}}).
				wantStatus(409).wantText("Cannot change the price of a job that is cancelled")
			u.post(fmt.Sprintf("/app/jobs/%d/reschedule", loftJob), url.Values{"scheduled_at": {"2027-01-20T10:00"}}).
				wantStatus(409).wantText("Cannot reschedule a job that is cancelled")
			// A job in progress cannot be cancelled; the message says why.
			inProgress := steward.StatusInProgress
			if _, err := h.web.Jobs.UpdateJob(ctx, u.Account, past.ID, steward.JobUpdate{Status: &inProgress}); err != nil {
				t.Fatal(err)
			}
			u.post(fmt.Sprintf("/app/jobs/%d/cancel", past.ID), url.Values{"confirmed": {"yes"}}).wantStatus(409).
				wantText("Cannot cancel a job that is in_progress; only pending or confirmed jobs can be cancelled")
			// Restoring a job that is not cancelled is refused on its page, saying why.
			u.post(fmt.Sprintf("/app/jobs/%d/reinstate", past.ID), nil).wantStatus(409).
				wantText("Cannot change job status from in_progress to pending")
		})

		// Under "Upcoming" a cancelled job is hidden unless a status filter
		// asks for it; "All dates" shows every status.
		t.Run("CancelledUpcoming", func(t *testing.T) {
			u := u.in(t)
			atLoft := fmt.Sprintf("/app/jobs?address_id=%d", loft)
			u.get(atLoft).wantStatus(200).wantText("Showing 1–25 of 25 jobs", "Restocking at Harbor Loft").wantNoText("Inspection at Harbor Loft")
			u.get(atLoft + "&when=upcoming").wantText("of 25 jobs").wantNoText("Inspection at Harbor Loft")
			u.get(atLoft+"&status=cancelled").wantStatus(200).wantText("Showing 1–1 of 1 jobs", "Inspection at Harbor Loft").wantNoText("Restocking")
			u.get(atLoft+"&status=pending,cancelled").wantText("Showing 1–25 of 26 jobs", "Inspection at Harbor Loft")
			u.get(atLoft+"&when=all").wantText("Showing 1–25 of 26 jobs", "Inspection at Harbor Loft")
		})
	})
}

func TestProsAndReservations(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u := h.signup()
		u.get("/app/pros").wantText("No pros yet")
		u.get("/app/reservations").wantText("add a property first")
		u.get("/app/pros/new").wantStatus(200).wantText(`name="active" value="true" checked`, "Cleaning when none is chosen.").
			wantNoText(`name="services" value="cleaning" checked`)

		u.post("/app/pros", url.Values{"email": {"lena@example.com"}}).wantStatus(400).wantFieldError("pro-name", "Missing required field: name")
		u.post("/app/pros", url.Values{"name": {"Lena"}, "email": {"nope"}}).wantStatus(400).
			wantFieldError("pro-email", `Invalid email "nope": must be an email address`)
		u.post("/app/pros", url.Values{"name": {"Lena"}, "email": {"lena@example.com"}, "services": {"gardening"}}).wantStatus(400).
			wantFieldError("pro-services", `Invalid services entry "gardening": must be one of cleaning, maintenance, inspection, restocking`)
		p := u.post("/app/pros", url.Values{"name": {"Lena Park"}, "email": {"lena@example.com"}, "phone": {"555-0101"},
			"services": {"cleaning", "restocking"}, "active": {"true"}}).wantRedirect("/app/pros?done=pro-created#pro-*")
		u.post("/app/pros", url.Values{"name": {"Carl Stone"}, "email": {"carl@example.com"}}).wantRedirect("/app/pros?*")
		u.follow(p).wantText("Pro added.", "Lena Park", "Cleaning, Restocking", "555-0101", "★ 5.0", "Active", "Carl Stone", "Inactive")

		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		u.get("/app/reservations/new").wantText(`value="2027-01-11T15:00"`, `value="2027-01-14T11:00"`)
		ok := url.Values{"address_id": {strconv.FormatInt(villa, 10)}, "guest_name": {"Emma Wilson"},
			"check_in": {"2027-01-18T15:00"}, "check_out": {"2027-01-21T11:00"}, "guests": {"3"}}
		with := func(k, v string) url.Values {
			f := url.Values{}
			for key, vals := range ok {
				f[key] = vals
			}
			f.Set(k, v)
			return f
		}
		u.post("/app/reservations", with("guest_name", "")).wantStatus(400).wantFieldError("reservation-guest_name", "Missing required field: guest_name")
		u.post("/app/reservations", with("check_in", "")).wantStatus(400).wantFieldError("reservation-check_in", "Missing required field: check_in")
		u.post("/app/reservations", with("check_out", "2027-01-17T11:00")).wantStatus(400).
			wantFieldError("reservation-check_out", "Invalid check_out: must be after check_in")
		u.post("/app/reservations", with("guests", "0")).wantStatus(400).wantFieldError("reservation-guests", "Invalid guests: must be between 1 and 100")
		p = u.post("/app/reservations", ok).wantRedirect(fmt.Sprintf("/app/reservations?address_id=%d&done=reservation-added", villa))
		u.follow(p).wantText("Reservation added.", "Emma Wilson", "Mon, Jan 18 2027, 3:00 PM PST", "Thu, Jan 21 2027, 11:00 AM PST")
		list, err := h.web.Reservations.FindReservations(context.Background(), u.Account, steward.ReservationFilter{})
		if err != nil || len(list) != 1 || list[0].Guests != 3 || !list[0].CheckIn.Equal(time.Date(2027, 1, 18, 23, 0, 0, 0, time.UTC)) {
			t.Fatalf("reservations = %+v (err %v), want Emma's, 3 guests, in at 23:00 UTC", list, err)
		}
		u.get(fmt.Sprintf("/app/properties/%d", villa)).wantText("Emma Wilson")
		u.get("/app/reservations?address_id=999").wantText("No reservations")
	})
}

func TestErrorPages(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", nil)
	u := h.signup()
	p := u.get("/app/nowhere").wantStatus(404).wantText("We couldn't find that", "There is no page at /app/nowhere.", "Developers")
	if ct := p.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("404 Content-Type = %q, want HTML", ct)
	}
	h.anonymous().get("/app/nowhere").wantStatus(404).wantText("Log in")
	if csp := p.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("Content-Security-Policy = %q", csp)
	}
	if cc := u.get("/app/jobs").Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("pages' Cache-Control = %q, want no-store", cc)
	}
}

func TestStaticAssets(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", nil)
	anon := h.anonymous()
	for name, ctype := range map[string]string{"app.css": "text/css", "app.js": "javascript", "icon.svg": "image/svg+xml"} {
		p := anon.get("/app/static/" + name + "?v=" + assetVersion[name]).wantStatus(200)
		if !strings.Contains(p.Header.Get("Content-Type"), ctype) || !strings.Contains(p.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("%s: Content-Type %q, Cache-Control %q", name, p.Header.Get("Content-Type"), p.Header.Get("Cache-Control"))
		}
		if p := anon.get("/app/static/" + name + "?v=old"); p.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s with a stale version: Cache-Control %q, want no-cache", name, p.Header.Get("Cache-Control"))
		}
	}
	anon.get("/app/static/nope.css").wantStatus(404)
	// The login page links the current versions.
	anon.get("/app/login").wantText("/app/static/app.css?v=" + assetVersion["app.css"])
}

func TestFieldOf(t *testing.T) {
	t.Parallel()
	for msg, want := range map[string]string{
		"Missing required field: street":                        "street",
		`Invalid country "USA": use a two-letter ISO 3166 code`: "country",
		"Invalid price: must not be negative":                   "price",
		`Invalid services entry "x": must be one of cleaning`:   "services",
		"Invalid check_out: must be after check_in":             "check_out",
		"Cannot reschedule a job that is cancelled":             "",
		"An account with email a@b.co already exists":           "",
	} {
		if got := fieldOf(msg); got != want {
			t.Errorf("fieldOf(%q) = %q, want %q", msg, got, want)
		}
	}
}
