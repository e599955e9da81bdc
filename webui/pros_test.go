package webui

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestEditPro edits a pro through the form reached from the pros list:
// refused input keeps what was typed; a saved deactivation says how many
// upcoming jobs became unassigned.
func TestEditPro(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		active := true
		ana, err := h.web.Pros.CreatePro(ctx, u.Account, steward.ProCreate{Name: "Ana Lima", Email: "ana@example.com",
			Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}, Active: &active})
		if err != nil {
			t.Fatal(err)
		}
		for i, st := range []steward.ServiceType{steward.Cleaning, steward.Maintenance} {
			if _, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: st,
				ScheduledAt: t0.Add(time.Duration(i+1) * 24 * time.Hour), ProID: &ana.ID}); err != nil {
				t.Fatal(err)
			}
		}
		edit, path := fmt.Sprintf("/app/pros/%d/edit", ana.ID), fmt.Sprintf("/app/pros/%d", ana.ID)
		form := func(kv ...string) url.Values {
			v := url.Values{"name": {"Ana Lima"}, "email": {"ana@example.com"}, "services": {"cleaning", "maintenance"}, "active": {"true"}}
			for i := 0; i+1 < len(kv); i += 2 {
				v.Del(kv[i])
				if kv[i+1] != "" {
					v[kv[i]] = append(v[kv[i]], kv[i+1])
				}
			}
			return v
		}

		u.get("/app/pros").wantText(`href="` + edit + `"`)
		u.get(edit).wantStatus(200).wantText("Edit Ana Lima", `action="`+path+`"`, `value="ana@example.com"`,
			`name="services" value="cleaning" checked`, `name="services" value="maintenance" checked`, `name="active" value="true" checked`)
		other.get(edit).wantStatus(404).wantText("Pro not found")
		other.post(path, form()).wantStatus(404)

		u.post(path, form("email", "ana at example")).wantStatus(400).
			wantFieldError("pro-email", `Invalid email "ana at example": must be an email address`).wantText(`value="ana at example"`)
		u.post(path, form("services", "")).wantStatus(400).wantFieldError("pro-services", "Invalid services: must list at least one of cleaning, maintenance, inspection, restocking")

		u.post(path, form("phone", "555-0199")).wantRedirect(fmt.Sprintf("/app/pros?done=pro-saved&pro=%d&unassigned=0#pro-%d", ana.ID, ana.ID))
		u.get(fmt.Sprintf("/app/pros?done=pro-saved&pro=%d&unassigned=0", ana.ID)).wantText("Ana Lima saved.", "555-0199").
			wantNoText("unassigned")

		p := u.post(path, form("name", "Ana Lima-Reyes", "active", "")).
			wantRedirect(fmt.Sprintf("/app/pros?done=pro-saved&pro=%d&unassigned=2#pro-%d", ana.ID, ana.ID))
		u.follow(p).wantText("Ana Lima-Reyes saved. 2 upcoming jobs they can no longer do are now unassigned.", "Inactive")
		jobs, _, err := h.web.Jobs.FindJobs(ctx, u.Account, steward.JobFilter{ProID: &ana.ID})
		if err != nil || len(jobs) != 0 {
			t.Errorf("Ana's jobs after deactivation = %v, %v; want none", jobs, err)
		}
	})
}
