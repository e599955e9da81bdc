package webui

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// stepClock is a clock a test moves forward.
type stepClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *stepClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *stepClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// offersHarness is the web app with the offer service, and the REST API
// on the same store (for the pro API a pro's link opens).
type offersHarness struct {
	*harness
	offers *sqlstore.OfferStore
	clock  *stepClock
	API    string
}

// forEachEngineOffers runs fn against a fresh offersHarness on every test
// database.
func forEachEngineOffers(t *testing.T, fn func(t *testing.T, h *offersHarness)) {
	t.Helper()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			clock := &stepClock{t: t0}
			var offers *sqlstore.OfferStore
			h := newHarness(t, engine, func(s *Server, db *sqlstore.DB) {
				db.Clock, s.Clock = clock, clock
				offers = sqlstore.NewOfferStore(db)
				s.Offers = offers
			})
			api := &httpapi.Server{Accounts: h.accounts, APIKeys: h.web.APIKeys, Jobs: h.web.Jobs, Addresses: h.web.Addresses,
				Pros: h.web.Pros, Todos: h.web.Todos, Reservations: h.web.Reservations, Webhooks: h.web.Webhooks, Offers: offers,
				Messages: h.web.Messages, Assistant: h.web.Assistant}
			ts := httptest.NewServer(api.Handler())
			t.Cleanup(ts.Close)
			fn(t, &offersHarness{harness: h, offers: offers, clock: clock, API: ts.URL})
		})
	}
}

func (h *offersHarness) createPro(account int64, name string, active bool, services ...steward.ServiceType) *steward.Pro {
	h.t.Helper()
	p, err := h.web.Pros.CreatePro(context.Background(), account, steward.ProCreate{Name: name,
		Email: fmt.Sprintf("pro%d@example.com", emailSeq.Add(1)), Services: services, Active: &active})
	if err != nil {
		h.t.Fatalf("CreatePro %s: %v", name, err)
	}
	return p
}

// proJobs calls GET /api/v1/pro/jobs with a pro token and returns the
// status.
func (h *offersHarness) proJobs(t *testing.T, token string) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, h.API+"/api/v1/pro/jobs", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET /api/v1/pro/jobs: %v", err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestPreferredPros sets a property's preferred pros through its page:
// the lists keep the order chosen, empty positions are skipped, and the
// service's refusals are shown on the form with the API's message.
func TestPreferredPros(t *testing.T) {
	t.Parallel()
	forEachEngineOffers(t, func(t *testing.T, h *offersHarness) {
		ctx := context.Background()
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		ana := h.createPro(u.Account, "Ana Lima", true, steward.Cleaning, steward.Maintenance)
		ben := h.createPro(u.Account, "Ben Ode", true, steward.Cleaning)
		cy := h.createPro(u.Account, "Cy Fix", true, steward.Maintenance)
		h.createPro(u.Account, "Dee Gone", false, steward.Cleaning)
		stranger := h.createPro(other.Account, "Stranger", true, steward.Cleaning)
		path := fmt.Sprintf("/app/properties/%d", villa)
		id := func(p *steward.Pro) string { return fmt.Sprint(p.ID) }
		prefs := func() steward.ProPrefs {
			t.Helper()
			got, err := h.offers.FindProPrefs(ctx, u.Account, villa)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		wantList := func(st steward.ServiceType, want ...*steward.Pro) {
			t.Helper()
			ids := []int64{}
			for _, p := range want {
				ids = append(ids, p.ID)
			}
			if got := prefs()[st]; !slices.Equal(got, ids) {
				t.Fatalf("%s list = %v, want %v", st, got, ids)
			}
		}

		// One select per pro who may be chosen: active pros offering the service.
		u.get(path).wantStatus(200).wantText("Preferred pros", "No list: its jobs are not offered to anyone",
			`action="`+path+`/pros"`, `name="cleaning_1"`, `name="cleaning_2"`, `name="maintenance_2"`, "No active pro offers Inspection yet").
			wantNoText(`name="cleaning_3"`)

		p := u.post(path+"/pros", url.Values{"cleaning_1": {id(ben)}, "cleaning_2": {id(ana)}, "maintenance_1": {id(cy)}}).
			wantRedirect(path + "?done=pros-saved#pros-h")
		wantList(steward.Cleaning, ben, ana)
		wantList(steward.Maintenance, cy)
		u.follow(p).wantText("Preferred pros saved.", "Ben Ode → Ana Lima", "Cy Fix").
			wantText(fmt.Sprintf(`<option value="%d" selected>Ben Ode</option>`, ben.ID))

		// Reorder, and an empty position is skipped; a type left out is emptied.
		u.post(path+"/pros", url.Values{"cleaning_1": {""}, "cleaning_2": {id(ana)}, "cleaning_3": {id(ben)}}).
			wantRedirect(path + "?done=pros-saved#pros-h")
		wantList(steward.Cleaning, ana, ben)
		wantList(steward.Maintenance)
		u.get(path).wantText("Ana Lima → Ben Ode")

		// Refused: the API's message next to the list; nothing changes.
		u.post(path+"/pros", url.Values{"cleaning_1": {id(ben)}, "cleaning_2": {id(ben)}}).wantStatus(400).
			wantFieldError("prefs-cleaning", fmt.Sprintf("Invalid cleaning: pro %d is listed twice", ben.ID))
		u.post(path+"/pros", url.Values{"cleaning_1": {id(stranger)}}).wantStatus(400).
			wantFieldError("prefs-cleaning", fmt.Sprintf("Invalid cleaning: pro %d does not exist in this account", stranger.ID))
		u.post(path+"/pros", url.Values{"maintenance_1": {"abc"}}).wantStatus(400).
			wantFieldError("prefs-maintenance", "Invalid maintenance: pro ids must be positive integers")
		wantList(steward.Cleaning, ana, ben)

		// Another account sees nothing of it.
		other.post(path+"/pros", url.Values{"cleaning_1": {id(stranger)}}).wantStatus(404)
		wantList(steward.Cleaning, ana, ben)
	})
}

var linkRe = regexp.MustCompile(`id="new-link" value="([^"]+/pro#token=(stp_[^"]+))"`)

// TestProLink makes, remakes and revokes a pro's link from their edit
// page: the link shown opens the pro API, a new one revokes the old one,
// and a revoked one opens nothing.
func TestProLink(t *testing.T) {
	t.Parallel()
	forEachEngineOffers(t, func(t *testing.T, h *offersHarness) {
		u, other := h.signup(), h.signup()
		ana := h.createPro(u.Account, "Ana Lima", true, steward.Cleaning)
		edit := fmt.Sprintf("/app/pros/%d/edit", ana.ID)
		link := fmt.Sprintf("/app/pros/%d/link", ana.ID)

		u.get(edit).wantStatus(200).wantText("Link to their app", "They have no live link.", "Create a link for this pro",
			`action="`+link+`"`).wantNoText("Revoke link")
		other.post(link, nil).wantStatus(404)

		// The form names the link it replaces: none, then the live one.
		replacesRe := regexp.MustCompile(`name="replaces" value="(\d+)"`)
		replaces := func() url.Values {
			t.Helper()
			m := replacesRe.FindStringSubmatch(u.get(edit).wantStatus(200).Body)
			if m == nil {
				t.Fatalf("GET %s: no replaces field in the link form", edit)
			}
			return url.Values{"replaces": {m[1]}}
		}
		made := func() (string, string) {
			t.Helper()
			p := u.post(link, replaces()).wantStatus(201).wantText("Ana Lima's new link", "shown only this once",
				"Making a new link revokes the old one")
			m := linkRe.FindStringSubmatch(p.Body)
			if m == nil {
				t.Fatalf("POST %s: no link shown; body:\n%s", link, excerpt(p.Body))
			}
			if want := h.URL + "/pro#token=" + m[2]; m[1] != want {
				t.Fatalf("link = %q, want %q", m[1], want)
			}
			return m[1], m[2]
		}
		_, first := made()
		if got := h.proJobs(t, first); got != 200 {
			t.Fatalf("GET /api/v1/pro/jobs with the link's token: HTTP %d, want 200", got)
		}
		u.get(edit).wantText("They have a live link, made 2027-01-10 17:00:00 UTC.", "Make a new link", "Revoke link").
			wantNoText("stp_")

		// The first form sent again (a reload of the page that showed the
		// link) makes nothing: the link just sent to the pro keeps working.
		kept := edit + "?done=link-kept#link-h"
		u.follow(u.post(link, url.Values{"replaces": {"0"}}).wantRedirect(kept)).wantText("No new link was made", "They have a live link")
		u.post(link, nil).wantRedirect(kept)
		if got := h.proJobs(t, first); got != 200 {
			t.Fatalf("the first token after the form was sent again: HTTP %d, want 200", got)
		}

		_, second := made()
		if got := h.proJobs(t, first); got != 401 {
			t.Errorf("the first token after a new link: HTTP %d, want 401", got)
		}
		if got := h.proJobs(t, second); got != 200 {
			t.Fatalf("the new token: HTTP %d, want 200", got)
		}

		revoke := link + "/revoke"
		u.post(revoke, nil).wantStatus(200).wantText("Revoke Ana Lima's link?", `name="confirmed" value="yes"`)
		if got := h.proJobs(t, second); got != 200 {
			t.Fatalf("the token before the revoke is confirmed: HTTP %d, want 200", got)
		}
		other.post(revoke, url.Values{"confirmed": {"yes"}}).wantStatus(404)
		p := u.post(revoke, url.Values{"confirmed": {"yes"}}).wantRedirect(edit + "?done=link-revoked#link-h")
		if got := h.proJobs(t, second); got != 401 {
			t.Errorf("the token after revoke: HTTP %d, want 401", got)
		}
		u.follow(p).wantText("Link revoked.", "They have no live link.")
	})
}

// TestJobAssignment shows on a job's page how it stands with its pros:
// accepted by its pro, offered to the first of the property's list with
// the time to answer by, unassigned, and why it failed.
func TestJobAssignment(t *testing.T) {
	t.Parallel()
	forEachEngineOffers(t, func(t *testing.T, h *offersHarness) {
		ctx := context.Background()
		u := h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		ana := h.createPro(u.Account, "Ana Lima", true, steward.Cleaning)
		ben := h.createPro(u.Account, "Ben Ode", true, steward.Cleaning)
		loc, _ := time.LoadLocation("America/Los_Angeles")
		create := func(in steward.JobCreate) *steward.Job {
			t.Helper()
			in.AddressID = villa
			j, err := h.web.Jobs.CreateJob(ctx, u.Account, in)
			if err != nil {
				t.Fatal(err)
			}
			return j
		}
		jobPath := func(j *steward.Job) string { return fmt.Sprintf("/app/jobs/%d", j.ID) }

		unassigned := create(steward.JobCreate{ServiceType: steward.Inspection, ScheduledAt: t0.Add(72 * time.Hour)})
		u.get(jobPath(unassigned)).wantText(`id="assignment">Unassigned<`).wantNoText(`id="failure"`)

		assigned := create(steward.JobCreate{ServiceType: steward.Cleaning, ScheduledAt: t0.Add(48 * time.Hour), ProID: &ana.ID})
		u.get(jobPath(assigned)).wantText(`id="assignment">Accepted by Ana Lima<`)

		if _, err := h.offers.SetProPrefs(ctx, u.Account, villa, steward.ProPrefs{steward.Cleaning: {ben.ID}}); err != nil {
			t.Fatal(err)
		}
		offered := create(steward.JobCreate{ServiceType: steward.Cleaning, ScheduledAt: t0.Add(96 * time.Hour)})
		offered, err := h.web.Jobs.FindJobByID(ctx, u.Account, offered.ID)
		if err != nil {
			t.Fatal(err)
		}
		if offered.Assignment != steward.Offered || offered.OfferExpiresAt == nil {
			t.Fatalf("job with a list: assignment %s, expires %v; want offered with a time", offered.Assignment, offered.OfferExpiresAt)
		}
		u.get(jobPath(offered)).wantText(`id="assignment">Offered to Ben Ode, answer by ` + localTime(*offered.OfferExpiresAt, loc) + `<`)

		// Nobody accepts a job an hour away: at its start it fails no_pro.
		soon := create(steward.JobCreate{ServiceType: steward.Inspection, ScheduledAt: t0.Add(time.Hour)})
		h.clock.set(t0.Add(2 * time.Hour))
		if _, err := h.offers.Tick(ctx); err != nil {
			t.Fatal(err)
		}
		u.get(jobPath(soon)).wantText("Cancelled", `id="assignment">Unassigned<`,
			`id="failure">No pro accepted it before its start (no_pro)<`)
	})
}
