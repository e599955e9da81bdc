package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// What a job's page shows of issue 18's parts: the pro's pay (cost), the
// equipment a job is about, the supplies a restocking job buys (the
// re-clean's link is RecleanOf, see rating.go), and the work form's cost
// and equipment fields.

// jobAsset is the equipment a job is about, linked to its page.
type jobAsset struct {
	ID    int64
	Title string
}

// addJobLinks fills p's cost, asset, supplies link and the work form's
// equipment choices for job.
func (s *Server) addJobLinks(r *http.Request, job *steward.Job, p *jobPage) error {
	p.Cost = "Not set: no rate of the pro for this service"
	if job.ProID == nil {
		p.Cost = "No pro yet"
	}
	if job.Cost != nil {
		p.Cost = money(*job.Cost)
		if job.CostByHand {
			p.Cost += " (set by hand)"
		} else {
			p.Cost += " (from the pro's rate)"
		}
	}
	if job.ServiceType == steward.Restocking && job.Notes != nil && strings.HasPrefix(*job.Notes, steward.ShoppingListHeader) {
		p.SuppliesLink = fmt.Sprintf("/app/properties/%d#supplies-h", job.AddressID)
	}
	if s.Assets == nil {
		return nil
	}
	if job.AssetID != nil {
		a, err := s.Assets.FindAssetByID(r.Context(), accountID(r), *job.AssetID)
		switch {
		case err == nil:
			p.Asset = &jobAsset{ID: a.ID, Title: a.Title()}
		case steward.ErrorCode(err) != steward.ENOTFOUND:
			return err
		}
	}
	if job.Reschedulable() && (job.ServiceType == steward.Maintenance || job.ServiceType == steward.Inspection) {
		list, err := s.Assets.FindAssets(r.Context(), accountID(r), job.AddressID)
		if err != nil {
			return err
		}
		p.CanLinkAsset = true
		for _, a := range list {
			p.AssetOptions = append(p.AssetOptions, option{Value: strconv.FormatInt(a.ID, 10), Label: a.Title()})
		}
	}
	return nil
}

// setWorkFormLinks puts job's hand-set cost and asset in a new work form.
func setWorkFormLinks(f *form, job *steward.Job) {
	if job.Cost != nil && job.CostByHand {
		f.Values.Set("cost", strconv.FormatFloat(*job.Cost, 'f', 2, 64))
		f.Values.Set("cost_by_hand", "true")
	}
	if job.AssetID != nil {
		f.Values.Set("asset_id", strconv.FormatInt(*job.AssetID, 10))
		f.Values.Set("had_asset", strconv.FormatInt(*job.AssetID, 10))
	}
}

// workFormLinks reads the work form's cost and asset_id as PATCH reads
// cost and asset_id: a cost typed is set by hand; emptied, the job gets
// back its computed cost; another asset chosen is linked, "None" unlinks
// the one the job had (had_asset). A form without the asset field leaves it alone.
func workFormLinks(f *form, upd *steward.JobUpdate) error {
	if v := f.Get("cost"); v != "" {
		c, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return steward.Errorf(steward.EVALIDATION, "Invalid cost %q: must be a number such as 95 or 110.50", v)
		}
		upd.Cost = &c
	} else if f.Get("cost_by_hand") == "true" {
		upd.ResetCost = true
	}
	if _, ok := f.Values["asset_id"]; !ok {
		return nil
	}
	id, err := parseID(f, "asset_id")
	switch had := f.Get("had_asset"); {
	case err != nil:
		return err
	case id != 0 && strconv.FormatInt(id, 10) != had: // linking again would mark it again
		upd.AssetID = &id
	case id == 0 && had != "":
		upd.UnlinkAsset = true
	}
	return nil
}
