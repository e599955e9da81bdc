package webui

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// proView is a pro as the list shows it.
type proView struct {
	ID       int64
	Name     string
	Email    string
	Phone    string
	Services string
	Rating   string
	Active   bool
	// The host's ratings (see rating.go).
	RatingsCount, QualityIssues int
	LowRatings                  bool
}

type prosPage struct {
	base
	Pros           []proView
	QualityBanners []string
}

func (s *Server) handlePros(w http.ResponseWriter, r *http.Request) {
	pros, err := s.Pros.FindPros(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &prosPage{base: s.base(r, "Pros", "pros")}
	if r.URL.Query().Get("done") == "pro-saved" {
		p.Flash = savedFlash(r.URL.Query(), pros)
	}
	for _, pro := range pros {
		names := make([]string, len(pro.Services))
		for i, t := range pro.Services {
			names[i] = label(string(t))
		}
		p.Pros = append(p.Pros, proView{ID: pro.ID, Name: pro.Name, Email: pro.Email, Phone: pro.Phone,
			Services: strings.Join(names, ", "), Rating: strconv.FormatFloat(pro.Rating, 'f', 1, 64), Active: pro.Active,
			RatingsCount: pro.RatingsCount, QualityIssues: pro.QualityIssues, LowRatings: pro.LowRatingsSince != nil})
	}
	p.QualityBanners = qualityBanners(pros)
	s.render(w, r, http.StatusOK, "pros", p)
}

func (s *Server) handleNewPro(w http.ResponseWriter, r *http.Request) {
	// No service is ticked for the host: a pre-ticked cleaning made
	// maintenance-only pros cleaners too. None chosen still means cleaning,
	// as in the API, and the form says so.
	f := newForm("pro", nil)
	f.Values.Set("active", "true")
	s.render(w, r, http.StatusOK, "pro_new", &formPage{base: s.base(r, "Add a pro", "pros"), Form: f, ServiceOptions: serviceOptions()})
}

func (s *Server) handleCreatePro(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "pro")
	if !ok {
		return
	}
	// As POST /api/v1/pros: no services means cleaning; the service validates.
	active := f.Get("active") == "true"
	in := steward.ProCreate{Name: f.Get("name"), Email: f.Get("email"), Phone: f.Get("phone"), Active: &active}
	for _, v := range f.Values["services"] {
		in.Services = append(in.Services, steward.ServiceType(v))
	}
	rates, err := ratesFromForm(f)
	in.Rates = rates
	var pro *steward.Pro
	if err == nil {
		pro, err = s.Pros.CreatePro(r.Context(), accountID(r), in)
	}
	if err != nil {
		f.fail(err)
		s.render(w, r, statusOf(err), "pro_new", &formPage{base: s.base(r, "Add a pro", "pros"), Form: f, ServiceOptions: serviceOptions()})
		return
	}
	http.Redirect(w, r, "/app/pros?done=pro-created#pro-"+strconv.FormatInt(pro.ID, 10), http.StatusSeeOther)
}

// proFormPage is the edit form of one pro, with their statement.
type proFormPage struct {
	formPage
	Pro       *steward.Pro
	Statement *statementView
	// Link is the pro's link to their app (nil: the server has no offer
	// service); see offers.go.
	Link *proLinkView
}

func (s *Server) handleEditPro(w http.ResponseWriter, r *http.Request) {
	pro, ok := s.proOf(w, r)
	if !ok {
		return
	}
	s.renderEditPro(w, r, http.StatusOK, pro, "")
}

// renderEditPro shows pro's edit form filled with the pro; newLink, when
// set, is the link to their app just made, shown this once.
func (s *Server) renderEditPro(w http.ResponseWriter, r *http.Request, status int, pro *steward.Pro, newLink string) {
	f := newForm("pro", url.Values{"name": {pro.Name}, "email": {pro.Email}, "phone": {pro.Phone}})
	for _, t := range pro.Services {
		f.Values.Add("services", string(t))
	}
	if pro.Active {
		f.Values.Set("active", "true")
	}
	rateValues(f, pro.Rates)
	p, err := s.proForm(r, pro, f)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	if newLink != "" && p.Link != nil {
		p.Link.URL = newLink
	}
	s.render(w, r, status, "pro_edit", p)
}

func (s *Server) handleUpdatePro(w http.ResponseWriter, r *http.Request) {
	pro, ok := s.proOf(w, r)
	if !ok {
		return
	}
	f, ok := s.parseForm(w, r, "pro")
	if !ok {
		return
	}
	// The form sends every field: an unticked box is "inactive", no service
	// ticked is refused by the service, as an empty list is in the API.
	name, email, phone, active := f.Get("name"), f.Get("email"), f.Get("phone"), f.Get("active") == "true"
	upd := steward.ProUpdate{Name: &name, Email: &email, Phone: &phone, Active: &active, Services: []steward.ServiceType{}}
	for _, v := range f.Values["services"] {
		upd.Services = append(upd.Services, steward.ServiceType(v))
	}
	var saved *steward.Pro
	var unassigned []int64
	rates, err := ratesFromForm(f)
	if err == nil {
		upd.Rates = rates // the form sends every rate: an empty field removes one
		saved, unassigned, err = s.Pros.UpdatePro(r.Context(), accountID(r), pro.ID, upd)
	}
	if err != nil {
		f.fail(err)
		p, perr := s.proForm(r, pro, f)
		if perr != nil {
			s.errorPage(w, r, perr)
			return
		}
		s.render(w, r, statusOf(err), "pro_edit", p)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/pros?done=pro-saved&pro=%d&unassigned=%d#pro-%d", saved.ID, len(unassigned), saved.ID), http.StatusSeeOther)
}

func (s *Server) proForm(r *http.Request, pro *steward.Pro, f *form) (*proFormPage, error) {
	link, err := s.proLink(r, pro)
	if err != nil {
		return nil, err
	}
	return &proFormPage{formPage: formPage{base: s.base(r, "Edit "+pro.Name, "pros"), Form: f, ServiceOptions: serviceOptions()}, Pro: pro,
		Statement: s.proStatement(r, pro), Link: link}, nil
}

// proOf loads the pro of the path, or writes the error page.
func (s *Server) proOf(w http.ResponseWriter, r *http.Request) (*steward.Pro, bool) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Pro not found"))
		return nil, false
	}
	pro, err := s.Pros.FindProByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return nil, false
	}
	return pro, true
}

// savedFlash is the confirmation after a pro's edit form is saved: the
// pro's name and the upcoming jobs the change unassigned, from the
// redirect's query.
func savedFlash(q url.Values, pros []*steward.Pro) string {
	id, _ := strconv.ParseInt(q.Get("pro"), 10, 64)
	n, _ := strconv.Atoi(q.Get("unassigned"))
	for _, p := range pros {
		if p.ID != id {
			continue
		}
		msg := p.Name + " saved."
		switch {
		case n == 1:
			msg += " 1 upcoming job they can no longer do is now unassigned."
		case n > 1:
			msg += fmt.Sprintf(" %d upcoming jobs they can no longer do are now unassigned.", n)
		}
		return msg
	}
	return "Pro saved."
}
