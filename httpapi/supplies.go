package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/stewardhq/steward"
)

// supplyRequest is the v1 body of POST and PATCH
// /addresses/{address_id}/supplies[/{supply_id}]: PATCH changes the fields
// it has; per_guest_night null gives the rate back to learning.
type supplyRequest struct {
	Name          *string       `json:"name"`
	Unit          *string       `json:"unit"`
	Count         *int          `json:"count"`
	Min           *int          `json:"min"`
	Par           *int          `json:"par"`
	PerGuestNight nullableFloat `json:"per_guest_night"`
	Reason        *string       `json:"reason"`
}

// nullableFloat is a number field of a body that may be absent, null or a
// number: Set tells absent from null.
type nullableFloat struct {
	Set   bool
	Value *float64
}

func (n *nullableFloat) UnmarshalJSON(b []byte) error {
	n.Set = true
	return json.Unmarshal(b, &n.Value)
}

var errSupplyNotFound = steward.Errorf(steward.ENOTFOUND, "Supply not found")

// supplyPath reads the address and supply ids of the path.
func supplyPath(r *http.Request) (addressID, supplyID int64, err error) {
	addressID, ok := pathID(r, "address_id")
	if !ok {
		return 0, 0, errAddressNotFound
	}
	supplyID, ok = pathID(r, "supply_id")
	if !ok {
		return 0, 0, errSupplyNotFound
	}
	return addressID, supplyID, nil
}

func (s *Server) handleListSupplies(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	list, err := s.Supplies.FindSupplies(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"supplies": list})
}

func (s *Server) handleCreateSupply(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	var req supplyRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Reason != nil {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid reason: only a change of count has one (PATCH)"))
		return
	}
	in := steward.SupplyCreate{Name: deref(req.Name), Unit: deref(req.Unit), Count: deref(req.Count), Min: deref(req.Min),
		Par: deref(req.Par), PerGuestNight: req.PerGuestNight.Value}
	if req.Count == nil {
		s.writeError(w, r, steward.MissingField("count"))
		return
	} else if req.Par == nil {
		s.writeError(w, r, steward.MissingField("par"))
		return
	}
	sup, err := s.Supplies.CreateSupply(r.Context(), accountID(r.Context()), id, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, sup)
}

func (s *Server) handleGetSupply(w http.ResponseWriter, r *http.Request) {
	addressID, id, err := supplyPath(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sup, err := s.Supplies.FindSupply(r.Context(), accountID(r.Context()), addressID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sup)
}

func (s *Server) handleUpdateSupply(w http.ResponseWriter, r *http.Request) {
	addressID, id, err := supplyPath(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req supplyRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := steward.SupplyUpdate{Name: req.Name, Unit: req.Unit, Count: req.Count, Min: req.Min, Par: req.Par,
		PerGuestNightSet: req.PerGuestNight.Set, PerGuestNight: req.PerGuestNight.Value, Reason: req.Reason}
	sup, err := s.Supplies.UpdateSupply(r.Context(), accountID(r.Context()), addressID, id, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sup)
}

func (s *Server) handleDeleteSupply(w http.ResponseWriter, r *http.Request) {
	addressID, id, err := supplyPath(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Supplies.DeleteSupply(r.Context(), accountID(r.Context()), addressID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleSupplyHistory(w http.ResponseWriter, r *http.Request) {
	addressID, id, err := supplyPath(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	h, err := s.Supplies.FindSupplyHistory(r.Context(), accountID(r.Context()), addressID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"history": h})
}
