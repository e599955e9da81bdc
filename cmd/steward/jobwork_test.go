package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// jobWorkPros gives an account, beside setupProperty's Lena Park (who
// cleans), a pro who cleans and repairs, one who only repairs, and one who
// cleans but is inactive.
func jobWorkPros(t *testing.T, c *client.Client) (ana, mo, tim *steward.Pro) {
	t.Helper()
	ctx := context.Background()
	var err error
	if ana, err = c.CreatePro(ctx, client.ProCreate{Name: "Ana Lima", Email: "ana@example.com", Services: []string{"cleaning", "maintenance"}}); err != nil {
		t.Fatal(err)
	}
	if mo, err = c.CreatePro(ctx, client.ProCreate{Name: "Mo Reyes", Email: "mo@example.com", Services: []string{"maintenance"}}); err != nil {
		t.Fatal(err)
	}
	if tim, err = c.CreatePro(ctx, client.ProCreate{Name: "Tim Ode", Email: "tim@example.com", Active: ptr(false)}); err != nil {
		t.Fatal(err)
	}
	return ana, mo, tim
}

// testJobWork changes a job's pro, service type and price over PATCH
// /api/v1/jobs/{id}, and shows the checks that guard them.
func testJobWork(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, lena := setupProperty(t, c)
	ana, mo, tim := jobWorkPros(t, c)
	_, op := setupProperty(t, signupWithKey(t, url))
	j := mustCreateJob(t, c, a.ID) // cleaning, no pro
	path := fmt.Sprintf("/api/v1/jobs/%d", j.ID)

	t.Run("Assign", func(t *testing.T) {
		got, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &lena.ID})
		if err != nil || got.ProID == nil || *got.ProID != lena.ID {
			t.Fatalf("UpdateJob(pro_id %d) = %+v, %v", lena.ID, got, err)
		}
	})
	t.Run("Reassign", func(t *testing.T) {
		got, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &ana.ID})
		if err != nil || got.ProID == nil || *got.ProID != ana.ID {
			t.Fatalf("UpdateJob(pro_id %d) = %+v, %v", ana.ID, got, err)
		}
	})
	for _, tc := range []struct{ name, body, message string }{
		{"ErrProOffersNotTheService", fmt.Sprintf(`{"pro_id":%d}`, mo.ID), "Invalid pro_id: Mo Reyes does not offer cleaning"},
		{"ErrInactivePro", fmt.Sprintf(`{"pro_id":%d}`, tim.ID), fmt.Sprintf("Invalid pro_id: pro %d (Tim Ode) is inactive", tim.ID)},
		{"ErrOtherAccountsPro", fmt.Sprintf(`{"pro_id":%d}`, op.ID), fmt.Sprintf("Invalid pro_id: pro %d does not exist in this account", op.ID)},
		{"ErrZeroPro", `{"pro_id":0}`, "Invalid pro_id: must be a positive integer"},
		{"ErrProAsString", `{"pro_id":"7"}`, "Invalid type for field pro_id: expected integer, got string"},
		{"ErrServiceTheProDoesNotOffer", `{"service_type":"restocking"}`, "Invalid service_type: the job's pro, Ana Lima, does not offer restocking"},
		{"ErrUnknownService", `{"service_type":"gardening"}`, `Invalid service_type "gardening"`},
		{"ErrNegativePrice", `{"price":-1}`, "Invalid price: must not be negative"},
		{"ErrPriceTooHigh", `{"price":1000001}`, "Invalid price: must be at most 1000000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw(t, c, "PATCH", path, tc.body).want(t, 400, steward.EVALIDATION, tc.message)
		})
	}
	t.Run("ServiceTypeAndPrice", func(t *testing.T) {
		got, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ServiceType: ptr("maintenance"), Price: ptr(210.555)})
		if err != nil || got.ServiceType != steward.Maintenance || got.Price != 210.56 || *got.ProID != ana.ID {
			t.Fatalf("UpdateJob(maintenance, 210.555) = %+v, %v; want maintenance at 210.56 with Ana", got, err)
		}
	})
	t.Run("UnassignWithNull", func(t *testing.T) {
		r := raw(t, c, "PATCH", path, `{"pro_id":null}`)
		if r.Status != 200 || !strings.Contains(string(r.Body), `"pro_id":null`) {
			t.Fatalf("PATCH {pro_id: null} = %d %s, want 200 without a pro", r.Status, r.Body)
		}
		if got, _ := c.GetJob(ctx, j.ID); got.ProID != nil || got.ServiceType != steward.Maintenance {
			t.Errorf("job after unassigning = %+v", got)
		}
	})
	t.Run("UnassignWithClient", func(t *testing.T) {
		if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &mo.ID}); err != nil {
			t.Fatal(err)
		}
		got, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{UnassignPro: true})
		if err != nil || got.ProID != nil {
			t.Fatalf("UpdateJob(UnassignPro) = %+v, %v", got, err)
		}
	})
	t.Run("ErrCreateWithProOfAnotherService", func(t *testing.T) {
		_, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now().Add(time.Hour), ProID: &mo.ID})
		wantStatus(t, err, 400, steward.EVALIDATION)
		wantMessage(t, err, "Invalid pro_id: Mo Reyes does not offer cleaning")
	})
	t.Run("ErrFinalJob", func(t *testing.T) {
		done := mustCreateJob(t, c, a.ID)
		for _, st := range []string{"in_progress", "completed"} {
			if _, err := c.UpdateJob(ctx, done.ID, client.JobUpdate{Status: ptr(st)}); err != nil {
				t.Fatal(err)
			}
		}
		donePath := fmt.Sprintf("/api/v1/jobs/%d", done.ID)
		raw(t, c, "PATCH", donePath, fmt.Sprintf(`{"pro_id":%d}`, lena.ID)).want(t, 409, steward.ETRANSITION, "Cannot change the pro of a job that is completed")
		raw(t, c, "PATCH", donePath, `{"service_type":"inspection"}`).want(t, 409, steward.ETRANSITION, "Cannot change the service type of a job that is completed")
		raw(t, c, "PATCH", donePath, `{"price":1}`).want(t, 409, steward.ETRANSITION, "Cannot change the price of a job that is completed")
		// Its notes still change.
		if _, err := c.UpdateJob(ctx, done.ID, client.JobUpdate{Notes: ptr("left the key")}); err != nil {
			t.Error(err)
		}
	})
}

// testJobWorkEvent shows what a change of pro, service type and price
// sends: job.scheduled again, with the previous values.
func testJobWorkEvent(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, lena := setupProperty(t, c)
	ana, _, _ := jobWorkPros(t, c)
	rcv := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL}); err != nil {
		t.Fatal(err)
	}
	j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now().Add(48 * time.Hour),
		ProID: &lena.ID, Price: ptr(150.0)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &ana.ID, ServiceType: ptr("maintenance"), Price: ptr(180.0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{UnassignPro: true}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "three events", func() bool { return len(rcv.all()) == 3 })
	hooks := rcv.all()
	slices.SortFunc(hooks, func(a, b *hook) int { return cmp.Compare(a.Event.ID, b.Event.ID) })
	for i, want := range []string{
		`{}`,
		fmt.Sprintf(`{"pro_id":%d,"price":150,"service_type":"cleaning"}`, lena.ID),
		fmt.Sprintf(`{"pro_id":%d,"assignment":"accepted"}`, ana.ID), // unassigned: no longer accepted
	} {
		h := hooks[i]
		prev := h.Event.Data.Previous
		delete(prev, "updated_at") // a time of the server's clock
		if h.Event.Name != steward.EventJobScheduled || mustJSON(prev) != mustJSON(mustMap(t, want)) {
			t.Errorf("event %d = %s with previous attributes %s; want job.scheduled with %s", i, h.Event.Name, mustJSON(prev), want)
		}
	}
	if obj := hooks[2].Event.Data.Object; obj["pro_id"] != nil || obj["service_type"] != "maintenance" || obj["price"] != 180.0 {
		t.Errorf("last event's job = %v, want maintenance at 180 without a pro", obj)
	}
}

func mustMap(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}
