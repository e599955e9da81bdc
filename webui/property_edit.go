package webui

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/stewardhq/steward"
)

// The property edit form and archiving (issue 16): every field of the add
// form, the time zone, check-in and check-out times and turnover settings.

// propertyEditPage is the edit form of one property.
type propertyEditPage struct {
	base
	Property       propertyView
	Form           *form
	ServiceOptions []option
	ProOptions     []option
	EnabledOptions []option
}

func (s *Server) handleEditProperty(w http.ResponseWriter, r *http.Request) {
	a, ok := s.pathAddress(w, r)
	if !ok {
		return
	}
	f := newForm("property", nil)
	v := f.Values
	v.Set("street", a.Street)
	v.Set("city", a.City)
	v.Set("state", a.State)
	v.Set("zip", a.Zip)
	v.Set("country", a.Country)
	if a.Nickname != nil {
		v.Set("nickname", *a.Nickname)
	}
	if a.AccessInstructions != nil {
		v.Set("access_instructions", *a.AccessInstructions)
	}
	if a.Bedrooms != nil {
		v.Set("bedrooms", strconv.Itoa(*a.Bedrooms))
	}
	if a.Bathrooms != nil {
		v.Set("bathrooms", strconv.FormatFloat(*a.Bathrooms, 'f', -1, 64))
	}
	if a.SquareFeet != nil {
		v.Set("square_feet", strconv.Itoa(*a.SquareFeet))
	}
	v.Set("timezone", a.Timezone)
	v.Set("check_in_time", a.CheckInTime)
	v.Set("check_out_time", a.CheckOutTime)
	if a.Turnover.Enabled {
		v.Set("turnover.enabled", "on")
	}
	v.Set("turnover.service_type", string(a.Turnover.ServiceType))
	v.Set("turnover.duration_minutes", strconv.Itoa(a.Turnover.DurationMinutes))
	if a.Turnover.ProID != nil {
		v.Set("turnover.pro_id", strconv.FormatInt(*a.Turnover.ProID, 10))
	}
	s.renderPropertyEdit(w, r, http.StatusOK, a, f)
}

func (s *Server) renderPropertyEdit(w http.ResponseWriter, r *http.Request, status int, a *steward.Address, f *form) {
	pros, err := s.Pros.FindPros(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	s.render(w, r, status, "property_edit", &propertyEditPage{base: s.base(r, "Edit "+a.Name(), "properties"),
		Property: s.propertyView(a), Form: f, ServiceOptions: serviceOptions(), ProOptions: proOptions(pros),
		EnabledOptions: []option{{Value: "on", Label: "Schedule a turnover after each check-out"}}})
}

func (s *Server) handleUpdateProperty(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "property")
	if !ok {
		return
	}
	a, ok := s.pathAddress(w, r)
	if !ok {
		return
	}
	u, err := addressUpdate(f)
	if err == nil {
		if _, err = s.Addresses.UpdateAddress(r.Context(), accountID(r), a.ID, u); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=property-updated", a.ID), http.StatusSeeOther)
			return
		}
	}
	f.fail(err)
	s.renderPropertyEdit(w, r, statusOf(err), a, f)
}

// addressUpdate builds the domain input as PATCH /api/v1/addresses does:
// the form holds every field, so each is sent; empty optional numbers stay
// as they are (the API cannot clear them either). The service validates.
func addressUpdate(f *form) (steward.AddressUpdate, error) {
	str := func(name string) *string { v := f.Get(name); return &v }
	u := steward.AddressUpdate{Street: str("street"), City: str("city"), State: str("state"), Zip: str("zip"),
		Country: str("country"), Nickname: str("nickname"), AccessInstructions: str("access_instructions"),
		Timezone: str("timezone"), CheckInTime: str("check_in_time"), CheckOutTime: str("check_out_time")}
	if *u.Country == "" {
		u.Country = nil
	}
	var err error
	if u.Bedrooms, err = parseInt(f, "bedrooms"); err != nil {
		return u, err
	}
	if u.Bathrooms, err = parseFloat(f, "bathrooms"); err != nil {
		return u, err
	}
	if u.SquareFeet, err = parseInt(f, "square_feet"); err != nil {
		return u, err
	}
	enabled := f.Get("turnover.enabled") == "on"
	u.Turnover.Enabled = &enabled
	if st := f.Get("turnover.service_type"); st != "" {
		t := steward.ServiceType(st)
		u.Turnover.ServiceType = &t
	}
	if u.Turnover.DurationMinutes, err = parseInt(f, "turnover.duration_minutes"); err != nil {
		return u, err
	}
	pro, err := parseID(f, "turnover.pro_id")
	if err != nil {
		return u, err
	} else if pro != 0 {
		u.Turnover.ProID = &pro
	} else {
		u.Turnover.ClearPro = true
	}
	return u, nil
}

func (s *Server) handleArchiveProperty(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "archive")
	if !ok {
		return
	}
	a, ok := s.pathAddress(w, r)
	if !ok {
		return
	}
	if f.Get("confirmed") != "yes" {
		s.confirm(w, r, confirmPage{Heading: "Archive " + a.Name() + "?",
			Message: "Its upcoming jobs are cancelled (your webhook endpoints hear of each) and it takes no new jobs or stays. Its history is kept.",
			Action:  r.URL.Path, Button: "Archive property", Back: fmt.Sprintf("/app/properties/%d", a.ID), BackText: "Keep the property"})
		return
	}
	if _, err := s.Addresses.ArchiveAddress(r.Context(), accountID(r), a.ID); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, "/app/properties?done=property-archived", http.StatusSeeOther)
}

// pathAddress finds the address of the path's id, or writes the error page.
func (s *Server) pathAddress(w http.ResponseWriter, r *http.Request) (*steward.Address, bool) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return nil, false
	}
	a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return nil, false
	}
	return a, true
}
