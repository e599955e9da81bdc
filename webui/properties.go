package webui

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/stewardhq/steward"
)

// propertyView is a property as the pages show it.
type propertyView struct {
	ID                 int64
	Name               string
	Address            string
	Country            string
	Timezone           string
	LocalNow           string
	Rooms              string
	AccessInstructions string
	CheckIn, CheckOut  string
	Turnover           string
	Archived           string
}

func (s *Server) propertyView(a *steward.Address) propertyView {
	v := propertyView{ID: a.ID, Name: a.Name(), Address: oneLine(a), Country: a.Country, Timezone: a.Timezone,
		LocalNow: s.now().In(a.Location()).Format("3:04 PM MST"), CheckIn: a.CheckInTime, CheckOut: a.CheckOutTime, Turnover: "Off"}
	if t := a.Turnover; t.Enabled {
		v.Turnover = fmt.Sprintf("On: %s, %d minutes", label(string(t.ServiceType)), t.DurationMinutes)
		if t.ProID != nil {
			v.Turnover += fmt.Sprintf(", pro %d", *t.ProID)
		}
	}
	if a.ArchivedAt != nil {
		v.Archived = localTime(*a.ArchivedAt, a.Location())
	}
	var rooms []string
	if a.Bedrooms != nil {
		rooms = append(rooms, plural(*a.Bedrooms, "bedroom"))
	}
	if a.Bathrooms != nil {
		rooms = append(rooms, strconv.FormatFloat(*a.Bathrooms, 'f', -1, 64)+" bath")
	}
	if a.SquareFeet != nil {
		rooms = append(rooms, strconv.Itoa(*a.SquareFeet)+" sq ft")
	}
	for i, r := range rooms {
		if i > 0 {
			v.Rooms += " · "
		}
		v.Rooms += r
	}
	if a.AccessInstructions != nil {
		v.AccessInstructions = *a.AccessInstructions
	}
	return v
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// propertiesPage lists the account's properties.
type propertiesPage struct {
	base
	Properties []propertyView
}

func (s *Server) handleProperties(w http.ResponseWriter, r *http.Request) {
	addrs, err := s.Addresses.FindAddresses(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &propertiesPage{base: s.base(r, "Properties", "properties")}
	for _, a := range addrs {
		p.Properties = append(p.Properties, s.propertyView(a))
	}
	s.render(w, r, http.StatusOK, "properties", p)
}

// propertyPage is one property: details, to-do lists, upcoming jobs, stays.
type propertyPage struct {
	base
	Property propertyView
	Todos    []*steward.TodoList
	// TodoForms edit the lists (one each, in order) and NewTodo adds one;
	// an archived property shows Todos read-only instead.
	TodoForms    []*todoForm
	NewTodo      *todoForm
	Jobs         []jobRow
	Reservations []reservationRow
	// Calendars are its feeds with their health; FeedForm adds one.
	Calendars     []calendarView
	FeedForm      *form
	ImportOptions []option
	// Supplies is the Supplies section (nil: the server has none).
	Supplies *supplySection
	// Equipment is its assets; ShowEquipment whether the server keeps them.
	Equipment     []assetView
	ShowEquipment bool
	// Prefs is the Preferred pros section (nil: the server has no offer
	// service); see offers.go.
	Prefs *prefsSection
}

func (s *Server) handleProperty(w http.ResponseWriter, r *http.Request) {
	s.renderProperty(w, r, http.StatusOK, nil)
}

// renderProperty shows the property of the path; feedForm, when set, is
// a refused "Add a feed" form to show again.
func (s *Server) renderProperty(w http.ResponseWriter, r *http.Request, status int, feedForm *form) {
	s.renderPropertyForms(w, r, status, feedForm, nil)
}

// renderPropertyForms is renderProperty with, when todo is set, a refused
// to-do list form to show again in its list's place, and when prefs is, a
// refused preferred pros form.
func (s *Server) renderPropertyForms(w http.ResponseWriter, r *http.Request, status int, feedForm *form, todo *todoForm, prefs ...*form) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	todos, err := s.Todos.FindTodoLists(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	from := s.now().Add(-upcomingGrace)
	jobs, _, err := s.Jobs.FindJobs(r.Context(), accountID(r), steward.JobFilter{AddressID: &id, From: &from, Limit: 10})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	stays, err := s.Reservations.FindReservations(r.Context(), accountID(r), steward.ReservationFilter{AddressID: &id})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	feeds, err := s.Calendars.FindCalendars(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	if feedForm == nil {
		feedForm = newForm("feed", nil)
	}
	p := &propertyPage{base: s.base(r, a.Name(), "properties"), Property: s.propertyView(a), Todos: todos, FeedForm: feedForm,
		ImportOptions: []option{{"on", "Import blocked dates as stays"}}}
	if a.ArchivedAt == nil {
		for _, l := range todos {
			if todo != nil && todo.ListID == l.ID {
				p.TodoForms = append(p.TodoForms, todo)
			} else {
				p.TodoForms = append(p.TodoForms, newTodoForm(id, l))
			}
		}
		p.NewTodo = newTodoForm(id, nil)
		if todo != nil && todo.ListID == 0 {
			p.NewTodo = todo
		}
	}
	if p.Supplies, err = s.propertySupplies(r, a); err != nil {
		s.errorPage(w, r, err)
		return
	}
	synced := r.URL.Query().Get("synced")
	for _, c := range feeds {
		v := calendarViewOf(c, a.Location())
		v.Synced = synced == strconv.FormatInt(c.ID, 10)
		p.Calendars = append(p.Calendars, v)
	}
	for _, j := range jobs {
		p.Jobs = append(p.Jobs, l.row(j))
	}
	for _, res := range stays {
		p.Reservations = append(p.Reservations, reservationView(res, l))
	}
	if p.Equipment, err = s.assetsOf(r, id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	p.ShowEquipment = s.Assets != nil
	var prefsForm *form
	if len(prefs) > 0 {
		prefsForm = prefs[0]
	}
	if p.Prefs, err = s.propertyPrefs(r, a, l.pros, prefsForm); err != nil {
		s.errorPage(w, r, err)
		return
	}
	s.render(w, r, status, "property", p)
}

var errAddressNotFound = steward.Errorf(steward.ENOTFOUND, "Address not found")

// formPage is a create form with nothing else to choose from.
type formPage struct {
	base
	Form           *form
	ServiceOptions []option
}

func (s *Server) handleNewProperty(w http.ResponseWriter, r *http.Request) {
	f := newForm("property", nil)
	f.Values.Set("country", "US")
	s.render(w, r, http.StatusOK, "property_new", &formPage{base: s.base(r, "Add a property", "properties"), Form: f})
}

func (s *Server) handleCreateProperty(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "property")
	if !ok {
		return
	}
	in, err := addressCreate(f)
	if err == nil {
		var a *steward.Address
		if a, err = s.Addresses.CreateAddress(r.Context(), accountID(r), in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=property-created", a.ID), http.StatusSeeOther)
			return
		}
	}
	f.fail(err)
	s.render(w, r, statusOf(err), "property_new", &formPage{base: s.base(r, "Add a property", "properties"), Form: f})
}

// addressCreate builds the domain input as POST /api/v1/addresses does;
// the service validates it.
func addressCreate(f *form) (steward.AddressCreate, error) {
	in := steward.AddressCreate{Street: f.Get("street"), City: f.Get("city"), State: f.Get("state"), Zip: f.Get("zip"),
		Country: f.Get("country"), Nickname: optString(f, "nickname"), AccessInstructions: optString(f, "access_instructions")}
	var err error
	if in.Bedrooms, err = parseInt(f, "bedrooms"); err != nil {
		return in, err
	}
	if in.Bathrooms, err = parseFloat(f, "bathrooms"); err != nil {
		return in, err
	}
	if in.SquareFeet, err = parseInt(f, "square_feet"); err != nil {
		return in, err
	}
	return in, nil
}
