package webui

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestEquipmentPages adds equipment on a property's page, shows it there
// and on its own page (tasks, history), edits it, adds a task with a
// field's error shown next to it, and deletes it; another account's asset
// is not found.
func TestEquipmentPages(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			testEquipmentPages(t, newHarness(t, engine, func(s *Server, db *sqlstore.DB) { s.Assets = sqlstore.NewAssetService(db) }))
		})
	}
}

func testEquipmentPages(t *testing.T, h *harness) {
	{
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		prop := fmt.Sprintf("/app/properties/%d", villa)
		u.get(prop).wantStatus(200).wantText("Equipment", "No equipment yet.", prop+"/assets/new")
		u.get(prop + "/assets/new").wantStatus(200).wantText("Add equipment to Sunset Villa")

		bad := url.Values{"kind": {"HVAC"}, "task_name": {"Replace filter"}, "task_interval_days": {"0"}}
		u.post(prop+"/assets", bad).wantStatus(400).wantText("must be between 1 and 3650")
		add := url.Values{"kind": {"HVAC"}, "location": {"Hallway"}, "make": {"Carrier"}, "installed_on": {"2026-01-05"},
			"task_name": {"Replace filter"}, "task_interval_days": {"90"}, "task_last_done_on": {"2026-12-20"}}
		p := u.post(prop+"/assets", add)
		list, err := h.web.Assets.FindAssets(context.Background(), u.Account, villa)
		if err != nil || len(list) != 1 {
			t.Fatalf("assets = %v, %v", list, err)
		}
		a := list[0]
		p.wantRedirect(fmt.Sprintf("/app/assets/%d", a.ID))
		u.get(fmt.Sprintf("/app/assets/%d", a.ID)).wantStatus(200).wantText("Hallway HVAC", "Replace filter", "2027-03-20", "created: Hallway HVAC")
		u.get(prop).wantStatus(200).wantText(fmt.Sprintf(`href="/app/assets/%d"`, a.ID), "Replace filter: 2027-03-20")

		page := fmt.Sprintf("/app/assets/%d", a.ID)
		u.post(page, url.Values{"kind": {"HVAC"}, "location": {"Attic"}, "status": {"out_of_service"}}).wantRedirect(page)
		u.get(page).wantStatus(200).wantText("Attic HVAC", "Out of service")
		u.post(page+"/tasks", url.Values{"task_name": {"Clean coils"}, "task_interval_days": {"x"}}).wantStatus(400).
			wantText("Invalid task_interval_days")
		u.post(page+"/tasks", url.Values{"task_name": {"Clean coils"}, "task_interval_days": {"365"}}).wantRedirect(page)
		u.get(page).wantStatus(200).wantText("Clean coils", "Replace filter")
		got, _ := h.web.Assets.FindAssetByID(context.Background(), u.Account, a.ID)
		if len(got.ServiceTasks) != 2 || got.Status != steward.AssetOutOfService || got.InstalledOn != nil {
			t.Errorf("asset after the forms = %+v", got)
		}

		other.get(page).wantStatus(404)
		other.post(page+"/delete", url.Values{"confirmed": {"yes"}}).wantStatus(404)
		u.post(page+"/delete", url.Values{"confirmed": {"yes"}}).wantRedirect(prop)
		u.get(prop).wantStatus(200).wantText("No equipment yet.")
	}
}
