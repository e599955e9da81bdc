package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/stewardhq/steward"
)

// assetRequest is the v1 AssetInput body of POST /addresses/{id}/assets
// and the AssetUpdate body of PATCH /assets/{id}: absent fields stay as
// they are; installed_on null forgets the date; service_tasks, when
// given, replaces the asset's tasks (a task with an id keeps that task).
type assetRequest struct {
	Kind         *string               `json:"kind"`
	Location     *string               `json:"location"`
	Make         *string               `json:"make"`
	Model        *string               `json:"model"`
	Serial       *string               `json:"serial"`
	InstalledOn  nullableString        `json:"installed_on"`
	Status       *string               `json:"status"`
	ServiceTasks *[]serviceTaskRequest `json:"service_tasks"`
}

// serviceTaskRequest is one task of an assetRequest.
type serviceTaskRequest struct {
	ID           *int64  `json:"id"`
	Name         *string `json:"name"`
	IntervalDays *int    `json:"interval_days"`
	LastDoneOn   *string `json:"last_done_on"`
}

// nullableString tells an absent string field (Set false) from null.
type nullableString struct {
	Set   bool
	Value *string
}

// UnmarshalJSON implements json.Unmarshaler (see nullableID).
func (n *nullableString) UnmarshalJSON(b []byte) error {
	n.Set = true
	return json.Unmarshal(b, &n.Value)
}

func (req *assetRequest) toUpdate() (steward.AssetUpdate, error) {
	u := steward.AssetUpdate{Kind: req.Kind, Location: req.Location, Make: req.Make, Model: req.Model, Serial: req.Serial,
		InstalledOn: req.InstalledOn.Value, ClearInstalledOn: req.InstalledOn.Set && req.InstalledOn.Value == nil}
	if req.Status != nil {
		st := steward.AssetStatus(*req.Status)
		u.Status = &st
	}
	if req.ServiceTasks != nil {
		if len(*req.ServiceTasks) > steward.MaxServiceTasks {
			return u, steward.Errorf(steward.EVALIDATION, "Invalid service_tasks: at most %d tasks", steward.MaxServiceTasks)
		}
		tasks := make([]steward.ServiceTaskInput, 0, len(*req.ServiceTasks))
		for _, t := range *req.ServiceTasks {
			tasks = append(tasks, steward.ServiceTaskInput{ID: deref(t.ID), Name: deref(t.Name),
				IntervalDays: deref(t.IntervalDays), LastDoneOn: t.LastDoneOn})
		}
		u.ServiceTasks = &tasks
	}
	return u, nil
}

func (req *assetRequest) toInput() (steward.AssetInput, error) {
	if req.Kind == nil {
		return steward.AssetInput{}, steward.MissingField("kind")
	}
	u, err := req.toUpdate()
	if err != nil {
		return steward.AssetInput{}, err
	}
	in := steward.AssetInput{Kind: *req.Kind, Location: deref(req.Location), Make: deref(req.Make), Model: deref(req.Model),
		Serial: deref(req.Serial), InstalledOn: req.InstalledOn.Value}
	if u.Status != nil {
		in.Status = *u.Status
		if in.Status == "" {
			return in, steward.Errorf(steward.EVALIDATION, "Invalid status \"\": must be one of ok, needs_attention, out_of_service")
		}
	}
	if u.ServiceTasks != nil {
		in.ServiceTasks = *u.ServiceTasks
	}
	return in, nil
}

var errAssetNotFound = steward.Errorf(steward.ENOTFOUND, "Asset not found")

func (s *Server) handleListAssets(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	list, err := s.Assets.FindAssets(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"assets": list})
}

func (s *Server) handleCreateAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	var req assetRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toInput()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := s.Assets.CreateAsset(r.Context(), accountID(r.Context()), id, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, a)
}

func (s *Server) handleGetAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "asset_id")
	if !ok {
		s.writeError(w, r, errAssetNotFound)
		return
	}
	a, err := s.Assets.FindAssetByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) handleUpdateAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "asset_id")
	if !ok {
		s.writeError(w, r, errAssetNotFound)
		return
	}
	var req assetRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := req.toUpdate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := s.Assets.UpdateAsset(r.Context(), accountID(r.Context()), id, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) handleDeleteAsset(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "asset_id")
	if !ok {
		s.writeError(w, r, errAssetNotFound)
		return
	}
	if err := s.Assets.DeleteAsset(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleAssetHistory(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "asset_id")
	if !ok {
		s.writeError(w, r, errAssetNotFound)
		return
	}
	h, err := s.Assets.FindAssetHistory(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, h)
}
