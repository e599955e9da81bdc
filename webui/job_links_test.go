package webui

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestJobPageLinks: a job's page shows the equipment it is about (linked
// to its page), the pro's pay, and, for a restocking job of the supply
// worker, a link to the property's supplies; the work form sets the cost
// by hand, gives it back and links and unlinks the equipment.
func TestJobPageLinks(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			testJobPageLinks(t, newHarness(t, engine, func(s *Server, db *sqlstore.DB) { s.Assets = sqlstore.NewAssetService(db) }))
		})
	}
}

func testJobPageLinks(t *testing.T, h *harness) {
	ctx := context.Background()
	u := h.signup()
	villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
	hvac, err := h.web.Assets.CreateAsset(ctx, u.Account, villa, steward.AssetInput{Kind: "HVAC", Location: "Hallway"})
	if err != nil {
		t.Fatal(err)
	}
	heater, err := h.web.Assets.CreateAsset(ctx, u.Account, villa, steward.AssetInput{Kind: "Water heater", Location: "Garage"})
	if err != nil {
		t.Fatal(err)
	}
	j, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Maintenance,
		ScheduledAt: t0.Add(48 * time.Hour), AssetID: &hvac.ID})
	if err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/app/jobs/%d", j.ID)
	u.get(path).wantStatus(200).wantText("Equipment", fmt.Sprintf(`<a href="/app/assets/%d">Hallway HVAC</a>`, hvac.ID),
		"<dt>Pro's pay</dt><dd>No pro yet</dd>", `name="asset_id"`, "Garage Water heater", fmt.Sprintf(`name="had_asset" value="%d"`, hvac.ID))

	// The cost by hand, another asset, then the computed cost back and no asset.
	form := url.Values{"pro_id": {""}, "service_type": {"maintenance"}, "price": {"150"}, "cost": {"abc"},
		"asset_id": {fmt.Sprint(heater.ID)}, "had_asset": {fmt.Sprint(hvac.ID)}}
	u.post(path+"/work", form).wantStatus(400).wantFieldError("work-cost", `Invalid cost "abc": must be a number such as 95 or 110.50`)
	form.Set("cost", "110.50")
	u.post(path+"/work", form).wantRedirect(path + "?done=job-updated")
	got, _ := h.web.Jobs.FindJobByID(ctx, u.Account, j.ID)
	if got.Cost == nil || *got.Cost != 110.5 || !got.CostByHand || got.AssetID == nil || *got.AssetID != heater.ID {
		t.Fatalf("after the work form: cost %v by hand %v, asset %v", got.Cost, got.CostByHand, got.AssetID)
	}
	u.get(path).wantText("$110.50 (set by hand)", `value="110.50"`, `name="cost_by_hand" value="true"`,
		fmt.Sprintf(`<a href="/app/assets/%d">Garage Water heater</a>`, heater.ID))
	u.post(path+"/work", url.Values{"pro_id": {""}, "service_type": {"maintenance"}, "price": {"150"}, "cost": {""}, "cost_by_hand": {"true"},
		"asset_id": {""}, "had_asset": {fmt.Sprint(heater.ID)}}).wantRedirect(path + "?done=job-updated")
	got, _ = h.web.Jobs.FindJobByID(ctx, u.Account, j.ID)
	if got.Cost != nil || got.CostByHand || got.AssetID != nil {
		t.Fatalf("after emptying cost and equipment: cost %v by hand %v, asset %v", got.Cost, got.CostByHand, got.AssetID)
	}
	u.get(path).wantNoText(`<dt>Equipment</dt>`)

	// A restocking job with the supply worker's shopping list links to the supplies.
	notes := steward.ShoppingListHeader + "\n- Coffee: 4 bags"
	restock, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Restocking,
		ScheduledAt: t0.Add(72 * time.Hour), Notes: &notes})
	if err != nil {
		t.Fatal(err)
	}
	u.get(fmt.Sprintf("/app/jobs/%d", restock.ID)).wantText(fmt.Sprintf(`href="/app/properties/%d#supplies-h"`, villa), "The property's supplies").
		wantNoText(`name="asset_id"`)
	other := "Buy a new kettle"
	byHand, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Restocking,
		ScheduledAt: t0.Add(96 * time.Hour), Notes: &other})
	if err != nil {
		t.Fatal(err)
	}
	u.get(fmt.Sprintf("/app/jobs/%d", byHand.ID)).wantNoText("#supplies-h")
}
