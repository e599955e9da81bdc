package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// addressCreateRequest is the v1 AddressCreate body.
type addressCreateRequest struct {
	Street             *string  `json:"street"`
	City               *string  `json:"city"`
	State              *string  `json:"state"`
	Zip                *string  `json:"zip"`
	Country            *string  `json:"country"`
	Nickname           *string  `json:"nickname"`
	AccessInstructions *string  `json:"access_instructions"`
	Bedrooms           *int     `json:"bedrooms"`
	Bathrooms          *float64 `json:"bathrooms"`
	SquareFeet         *int     `json:"square_feet"`
}

func (req *addressCreateRequest) toAddressCreate() steward.AddressCreate {
	return steward.AddressCreate{
		Street: deref(req.Street), City: deref(req.City), State: deref(req.State), Zip: deref(req.Zip),
		Country: deref(req.Country), Nickname: req.Nickname, AccessInstructions: req.AccessInstructions,
		Bedrooms: req.Bedrooms, Bathrooms: req.Bathrooms, SquareFeet: req.SquareFeet,
	}
}

func (s *Server) handleListAddresses(w http.ResponseWriter, r *http.Request) {
	list, err := s.Addresses.FindAddresses(r.Context(), accountID(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"addresses": list})
}

func (s *Server) handleCreateAddress(w http.ResponseWriter, r *http.Request) {
	var req addressCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := s.Addresses.CreateAddress(r.Context(), accountID(r.Context()), req.toAddressCreate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, a)
}

func (s *Server) handleListTodos(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Address not found"))
		return
	}
	lists, err := s.Todos.FindTodoLists(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"todos": lists})
}
