package webui

import (
	"net/http"
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
}

type prosPage struct {
	base
	Pros []proView
}

func (s *Server) handlePros(w http.ResponseWriter, r *http.Request) {
	pros, err := s.Pros.FindPros(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &prosPage{base: s.base(r, "Pros", "pros")}
	for _, pro := range pros {
		names := make([]string, len(pro.Services))
		for i, t := range pro.Services {
			names[i] = label(string(t))
		}
		p.Pros = append(p.Pros, proView{ID: pro.ID, Name: pro.Name, Email: pro.Email, Phone: pro.Phone,
			Services: strings.Join(names, ", "), Rating: strconv.FormatFloat(pro.Rating, 'f', 1, 64), Active: pro.Active})
	}
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
	pro, err := s.Pros.CreatePro(r.Context(), accountID(r), in)
	if err != nil {
		f.fail(err)
		s.render(w, r, statusOf(err), "pro_new", &formPage{base: s.base(r, "Add a pro", "pros"), Form: f, ServiceOptions: serviceOptions()})
		return
	}
	http.Redirect(w, r, "/app/pros?done=pro-created#pro-"+strconv.FormatInt(pro.ID, 10), http.StatusSeeOther)
}
