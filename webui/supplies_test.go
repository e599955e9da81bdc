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

// TestSupplyPages adds, edits and deletes a property's supplies in the web
// app: a refused form names its field, a low supply shows in the banner of
// the property page and the dashboard, a count change shows in the
// supply's history with its reason, and another account finds nothing.
func TestSupplyPages(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			testSupplyPages(t, newHarness(t, engine, func(s *Server, db *sqlstore.DB) { s.Supplies = sqlstore.NewSupplyService(db) }))
		})
	}
}

func testSupplyPages(t *testing.T, h *harness) {
	u, other := h.signup(), h.signup()
	villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
	prop := fmt.Sprintf("/app/properties/%d", villa)
	u.get(prop).wantStatus(200).wantText(`id="supplies-h"`, "No supplies yet.", `action="`+prop+`/supplies"`)

	add := url.Values{"name": {"Toilet paper"}, "unit": {"rolls"}, "count": {"3"}, "min": {"9"}, "par": {"4"}}
	u.post(prop+"/supplies", add).wantStatus(400).wantFieldError("supply-par", "Invalid par 4: must be at least min (9)")
	add.Set("count", "lots")
	u.post(prop+"/supplies", add).wantStatus(400).wantFieldError("supply-count", `Invalid count "lots": must be a whole number`)
	add.Set("count", "3")
	add.Set("par", "24")
	u.post(prop+"/supplies", add).wantRedirect(prop + "?done=supply-added#supplies-h")
	list, err := h.web.Supplies.FindSupplies(context.Background(), u.Account, villa)
	if err != nil || len(list) != 1 || !list[0].Low {
		t.Fatalf("supplies = %v, %v; want one low", list, err)
	}
	path := fmt.Sprintf("%s/supplies/%d", prop, list[0].ID)
	u.get(prop).wantText("Running low:", "Toilet paper</a> (3 rolls, minimum 9)", `href="`+path+`"`)
	u.get("/app/jobs").wantText("Running low:", "Toilet paper")

	edit := url.Values{"name": {"Toilet paper"}, "unit": {"rolls"}, "count": {"20"}, "min": {"9"}, "par": {"24"}, "reason": {"bought a pack"}}
	u.post(path, edit).wantRedirect(path + "?done=supply-saved")
	u.get(path+"?done=supply-saved").wantText("Supply saved.", "20 rolls", "3 → 20 rolls", "bought a pack", "web").wantNoText("Running low")
	u.get("/app/jobs").wantNoText("Running low:")
	edit.Set("name", "")
	u.post(path, edit).wantStatus(400).wantFieldError("supply-name", "Missing required field: name")

	other.get(path).wantStatus(404)
	other.post(path, edit).wantStatus(404)
	other.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantStatus(404)

	u.post(path+"/delete", nil).wantStatus(200).wantText("Delete the supply Toilet paper?")
	u.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantRedirect(prop + "?done=supply-deleted#supplies-h")
	if _, err := h.web.Supplies.FindSupply(context.Background(), u.Account, villa, list[0].ID); steward.ErrorCode(err) != steward.ENOTFOUND {
		t.Errorf("after delete: %v, want not found", err)
	}
}
