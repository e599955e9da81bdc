package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// testProUpdate changes each field of a pro over PATCH /api/v1/pros/{id},
// reads it back with GET, and shows the checks, which are create's.
func testProUpdate(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	p, err := c.CreatePro(ctx, client.ProCreate{Name: "Lena Park", Email: "lena@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	_, other := setupProperty(t, signupWithKey(t, url))
	path := fmt.Sprintf("/api/v1/pros/%d", p.ID)

	for _, tc := range []struct {
		name  string
		upd   client.ProUpdate
		check func(*steward.Pro) bool
	}{
		{"Name", client.ProUpdate{Name: ptr(" Lena Park-Ode ")}, func(p *steward.Pro) bool { return p.Name == "Lena Park-Ode" }},
		{"Email", client.ProUpdate{Email: ptr("lena.ode@example.com")}, func(p *steward.Pro) bool { return p.Email == "lena.ode@example.com" }},
		{"Phone", client.ProUpdate{Phone: ptr("+1-555-0199")}, func(p *steward.Pro) bool { return p.Phone == "+1-555-0199" }},
		{"Services", client.ProUpdate{Services: []string{"maintenance", "cleaning", "maintenance"}}, func(p *steward.Pro) bool {
			return slices.Equal(p.Services, []steward.ServiceType{steward.Maintenance, steward.Cleaning})
		}},
		{"Inactive", client.ProUpdate{Active: ptr(false)}, func(p *steward.Pro) bool { return !p.Active }},
		{"ActiveAgain", client.ProUpdate{Active: ptr(true)}, func(p *steward.Pro) bool { return p.Active }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, unassigned, err := c.UpdatePro(ctx, p.ID, tc.upd)
			if err != nil || !tc.check(got) || len(unassigned) != 0 {
				t.Fatalf("UpdatePro = %+v, %v, %v", got, unassigned, err)
			}
			read, err := c.GetPro(ctx, p.ID)
			if err != nil || mustJSON(read) != mustJSON(got) {
				t.Errorf("GetPro = %+v, %v; want %+v", read, err, got)
			}
		})
	}
	t.Run("OtherFieldsKept", func(t *testing.T) {
		got, err := c.GetPro(ctx, p.ID)
		if err != nil || got.Name != "Lena Park-Ode" || got.Email != "lena.ode@example.com" || got.Phone != "+1-555-0199" ||
			len(got.Services) != 2 || !got.Active || got.Rating != 5 || !got.CreatedAt.Equal(p.CreatedAt) {
			t.Errorf("pro after every change = %+v, %v", got, err)
		}
	})
	t.Run("EmptyBodyChangesNothing", func(t *testing.T) {
		before, _ := c.GetPro(ctx, p.ID)
		r := raw(t, c, "PATCH", path, `{}`)
		if r.Status != 200 || r.Header.Get("Steward-Unassigned-Jobs") != "" {
			t.Fatalf("PATCH {} = %d %s", r.Status, r.Body)
		}
		if after, _ := c.GetPro(ctx, p.ID); mustJSON(after) != mustJSON(before) {
			t.Errorf("pro = %+v, want %+v", after, before)
		}
	})
	for _, tc := range []struct{ name, body, message string }{
		{"ErrBadEmail", `{"email":"not an email"}`, `Invalid email "not an email"`},
		{"ErrEmptyEmail", `{"email":""}`, "Missing required field: email"},
		{"ErrEmptyName", `{"name":"  "}`, "Missing required field: name"},
		{"ErrUnknownService", `{"services":["gardening"]}`, `Invalid services entry "gardening"`},
		{"ErrNoService", `{"services":[]}`, "Invalid services: must list at least one"},
		{"ErrActiveAsString", `{"active":"no"}`, "Invalid type for field active: expected boolean"},
		{"ErrRating", `{"rating":1}`, "Unknown field: rating"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw(t, c, "PATCH", path, tc.body).want(t, 400, steward.EVALIDATION, tc.message)
		})
	}
	t.Run("ErrOtherAccountsPro", func(t *testing.T) {
		_, _, err := c.UpdatePro(ctx, other.ID, client.ProUpdate{Name: ptr("Mine now")})
		wantStatus(t, err, 404, steward.ENOTFOUND)
		wantMessage(t, err, "Pro not found")
		_, err = c.GetPro(ctx, other.ID)
		wantStatus(t, err, 404, steward.ENOTFOUND)
	})
	t.Run("ErrNoSuchPro", func(t *testing.T) {
		raw(t, c, "PATCH", "/api/v1/pros/0", `{}`).want(t, 404, steward.ENOTFOUND, "Pro not found")
		raw(t, c, "GET", "/api/v1/pros/abc", ``).want(t, 404, steward.ENOTFOUND, "Pro not found")
	})
}

// testProUnassign shows what deactivating a pro, or removing a service they
// offer, does to their jobs: the upcoming ones they can no longer do lose
// their pro, each announcing job.scheduled with the previous pro_id; the
// others keep it.
func testProUnassign(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	rcv := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL}); err != nil {
		t.Fatal(err)
	}
	newPro := func(name string) *steward.Pro {
		p, err := c.CreatePro(ctx, client.ProCreate{Name: name, Email: "pro@example.com", Services: []string{"cleaning", "maintenance"}})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	// job creates a job of pro's and moves it through statuses.
	job := func(pro *steward.Pro, service string, in time.Duration, statuses ...string) *steward.Job {
		t.Helper()
		j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: service, ScheduledAt: time.Now().Add(in), ProID: &pro.ID})
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range statuses {
			if j, err = c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(st)}); err != nil {
				t.Fatal(err)
			}
		}
		return j
	}
	ana, mo := newPro("Ana Lima"), newPro("Mo Reyes")
	anaPending := job(ana, "cleaning", 48*time.Hour)
	anaConfirmed := job(ana, "maintenance", 72*time.Hour, "confirmed")
	anaPast := job(ana, "cleaning", -2*time.Minute) // in the past (within the grace a create allows) once Ana is deactivated
	anaStarted := job(ana, "cleaning", 24*time.Hour, "in_progress")
	anaDone := job(ana, "cleaning", 36*time.Hour, "in_progress", "completed")
	moCleaning := job(mo, "cleaning", 48*time.Hour)
	moRepair := job(mo, "maintenance", 60*time.Hour, "confirmed")

	wantPro := func(t *testing.T, pro *steward.Pro, jobs ...*steward.Job) {
		t.Helper()
		for _, j := range jobs {
			got, err := c.GetJob(ctx, j.ID)
			if err != nil {
				t.Fatal(err)
			}
			if pro == nil && got.ProID != nil || pro != nil && (got.ProID == nil || *got.ProID != pro.ID) {
				t.Errorf("job %d (%s, %s) has pro %v, want %v", j.ID, got.Status, got.ServiceType, fmtID(got.ProID), pro)
			} else if got.Status != j.Status {
				t.Errorf("job %d is %s, want it still %s", j.ID, got.Status, j.Status)
			}
		}
	}
	t.Run("Deactivate", func(t *testing.T) {
		p, unassigned, err := c.UpdatePro(ctx, ana.ID, client.ProUpdate{Active: ptr(false)})
		if err != nil || p.Active {
			t.Fatalf("UpdatePro(active false) = %+v, %v", p, err)
		}
		if want := []int64{anaPending.ID, anaConfirmed.ID}; !slices.Equal(unassigned, want) {
			t.Errorf("unassigned jobs %v, want %v", unassigned, want)
		}
		wantPro(t, nil, anaPending, anaConfirmed)
		// The history says why each job lost its pro.
		if h, err := c.JobHistory(ctx, anaPending.ID); err != nil || len(h) == 0 || h[len(h)-1].Reason == nil ||
			!strings.Contains(*h[len(h)-1].Reason, "Ana Lima can no longer do cleaning jobs") {
			t.Errorf("history of job %d = %v, %v; want the unassignment's reason", anaPending.ID, h, err)
		}
		wantPro(t, ana, anaPast, anaStarted, anaDone)
	})
	t.Run("RemoveService", func(t *testing.T) {
		_, unassigned, err := c.UpdatePro(ctx, mo.ID, client.ProUpdate{Services: []string{"cleaning"}})
		if err != nil {
			t.Fatal(err)
		}
		if want := []int64{moRepair.ID}; !slices.Equal(unassigned, want) {
			t.Errorf("unassigned jobs %v, want %v", unassigned, want)
		}
		wantPro(t, nil, moRepair)
		wantPro(t, mo, moCleaning)
	})
	t.Run("Events", func(t *testing.T) {
		// Only the unassignments change a pro_id after creation.
		unassigned := func() map[int64]*hook {
			m := map[int64]*hook{}
			for _, h := range rcv.all() {
				if _, ok := h.Event.Data.Previous["pro_id"]; ok {
					m[int64(h.Event.Data.Object["id"].(float64))] = h
				}
			}
			return m
		}
		waitFor(t, "three unassignment events", func() bool { return len(unassigned()) == 3 })
		for id, pro := range map[int64]*steward.Pro{anaPending.ID: ana, anaConfirmed.ID: ana, moRepair.ID: mo} {
			h := unassigned()[id]
			if h == nil {
				t.Errorf("no event unassigns job %d", id)
				continue
			}
			prev := h.Event.Data.Previous
			delete(prev, "updated_at")
			if want := fmt.Sprintf(`{"assignment":"accepted","pro_id":%d}`, pro.ID); h.Event.Name != steward.EventJobScheduled || mustJSON(prev) != want ||
				h.Event.Data.Object["pro_id"] != nil {
				t.Errorf("job %d: event %s with previous attributes %s and pro_id %v; want job.scheduled with %s and no pro",
					id, h.Event.Name, mustJSON(prev), h.Event.Data.Object["pro_id"], want)
			}
		}
	})
}

func fmtID(id *int64) string {
	if id == nil {
		return "none"
	}
	return fmt.Sprint(*id)
}

// testMCPUpdatePro changes a pro with update_pro: the pro as REST reads
// it, and the jobs deactivation unassigned, in the text and the structured
// content.
func testMCPUpdatePro(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, lena := setupProperty(t, c)
	_, other := setupProperty(t, signupWithKey(t, url))
	var jobs []int64
	for _, in := range []time.Duration{48 * time.Hour, 72 * time.Hour} {
		j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now().Add(in), ProID: &lena.ID})
		if err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, j.ID)
	}
	cs := mcpConnect(t, url, bearer(c.APIKey))

	var out struct {
		Pro        steward.Pro `json:"pro"`
		Unassigned []int64     `json:"unassigned_job_ids"`
	}
	res := callTool(t, cs, "update_pro", map[string]any{"pro_id": lena.ID, "name": "Lena Ode", "phone": "555-0111"}, &out)
	if out.Pro.Name != "Lena Ode" || out.Pro.Phone != "555-0111" || !out.Pro.Active || len(out.Unassigned) != 0 ||
		!strings.Contains(toolText(res), "No upcoming job was unassigned") {
		t.Errorf("update_pro(name, phone) = %+v, %q", out, toolText(res))
	}
	res = callTool(t, cs, "update_pro", map[string]any{"pro_id": lena.ID, "active": false}, &out)
	want := fmt.Sprintf("2 upcoming jobs Lena Ode can no longer do are now unassigned: jobs %d, %d", jobs[0], jobs[1])
	if out.Pro.Active || !slices.Equal(out.Unassigned, jobs) || !strings.Contains(toolText(res), want) {
		t.Errorf("update_pro(active false) = %+v, %q; want %v unassigned and a text containing %q", out, toolText(res), jobs, want)
	}
	if got, err := c.GetPro(ctx, lena.ID); err != nil || mustJSON(got) != mustJSON(out.Pro) {
		t.Errorf("REST reads %+v, %v; want %+v", got, err, out.Pro)
	}
	for _, id := range jobs {
		if j, err := c.GetJob(ctx, id); err != nil || j.ProID != nil {
			t.Errorf("job %d = %+v, %v; want it unassigned", id, j, err)
		}
	}
	callToolError(t, cs, "update_pro", map[string]any{"pro_id": lena.ID, "email": "nope"}, steward.EVALIDATION, `Invalid email "nope"`)
	callToolError(t, cs, "update_pro", map[string]any{"pro_id": lena.ID, "services": []string{}}, steward.EVALIDATION, "Invalid services")
	callToolError(t, cs, "update_pro", map[string]any{"pro_id": other.ID, "name": "Mine"}, steward.ENOTFOUND, "Pro not found")
}

// TestCLIProsUpdate changes a pro with "steward pros update": the table
// of the pro, then the upcoming jobs the change unassigned.
func TestCLIProsUpdate(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	cliRun(t, env, "a long password\n", "signup", "--first-name", "Ada", "--last-name", "Host", "--email", "ada@example.com").want(t, exitOK)
	cliRun(t, env, "", "addresses", "create", "--street", "88 Coast Hwy", "--city", "San Diego", "--state", "CA", "--zip", "92109").want(t, exitOK)
	cliRun(t, env, "", "pros", "create", "--name", "Rosa Diaz", "--email", "rosa@example.com", "--service", "cleaning", "--service", "restocking").want(t, exitOK)
	for i, service := range []string{"cleaning", "restocking"} { // a day apart: one pro is never booked twice at once
		at := time.Now().Add(time.Duration(72+24*i) * time.Hour).UTC().Format(time.RFC3339)
		cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", service, "--at", at, "--pro-id", "1").want(t, exitOK)
	}

	cliRun(t, env, "", "pros", "update", "1", "--name", "Rosa Diaz-Ode", "--phone", "555-0142").
		want(t, exitOK, "Rosa Diaz-Ode", "555-0142", "cleaning,restocking", "true")
	r := cliRun(t, env, "", "pros", "update", "1", "--service", "cleaning")
	r.want(t, exitOK, "Rosa Diaz-Ode", "Unassigned 1 upcoming job Rosa Diaz-Ode can no longer do: 2.")
	cliRun(t, env, "", "pros", "update", "1", "--active=false").
		want(t, exitOK, "false", "Unassigned 1 upcoming job Rosa Diaz-Ode can no longer do: 1.")
	r = cliRun(t, env, "", "-o", "json", "pros", "update", "1", "--active=true")
	r.want(t, exitOK, `"active": true`)
	if strings.Contains(r.stdout, "Unassigned") {
		t.Errorf("-o json printed %q, want the API's JSON alone", r.stdout)
	}
	r = cliRun(t, env, "", "pros", "update", "1", "--email", "rosa at example")
	r.want(t, exitRefused)
	if !strings.Contains(r.stderr, `Invalid email "rosa at example"`) {
		t.Errorf("stderr = %q, want the API's message", r.stderr)
	}
	cliRun(t, env, "", "pros", "update", "1").want(t, exitUsage)
	cliRun(t, env, "", "pros", "update", "99", "--name", "X").want(t, exitRefused)
}
