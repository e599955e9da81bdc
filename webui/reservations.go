package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// reservationRow is a stay with local check-in and check-out times.
type reservationRow struct {
	ID         int64
	Property   string
	PropertyID int64
	Guest      string
	CheckIn    string
	CheckOut   string
	Guests     int
	Code       string
	Status     string
	Source     string
}

func reservationView(res *steward.Reservation, l *lookups) reservationRow {
	loc := l.location(res.AddressID)
	row := reservationRow{ID: res.ID, PropertyID: res.AddressID, Guest: res.GuestName, CheckIn: localTime(res.CheckIn, loc),
		CheckOut: localTime(res.CheckOut, loc), Guests: res.Guests, Code: res.ConfirmationCode,
		Status: label(string(res.Status)), Source: label(string(res.Source)),
		Property: fmt.Sprintf("Property %d", res.AddressID)}
	if a := l.addr[res.AddressID]; a != nil {
		row.Property = a.Name()
	}
	return row
}

type reservationsPage struct {
	base
	Filter          *form
	PropertyOptions []option
	StatusOptions   []option
	Reservations    []reservationRow
	Error           string
	HasProperties   bool
}

func (s *Server) handleReservations(w http.ResponseWriter, r *http.Request) {
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f := newForm("filter", r.URL.Query())
	p := &reservationsPage{base: s.base(r, "Reservations", "reservations"), Filter: f, PropertyOptions: addressOptions(l.addrs),
		StatusOptions: []option{{"cancelled", "Cancelled"}, {"all", "All"}}, HasProperties: len(l.addrs) > 0}
	filter := steward.ReservationFilter{Status: f.Get("status")}
	if id, err := parseID(f, "address_id"); err != nil {
		f.fail(err)
		p.Error = f.Error
		s.render(w, r, http.StatusBadRequest, "reservations", p)
		return
	} else if id != 0 {
		filter.AddressID = &id
	}
	list, err := s.Reservations.FindReservations(r.Context(), accountID(r), filter)
	if steward.ErrorCode(err) == steward.EVALIDATION {
		f.fail(err)
		p.Error = f.Error
		s.render(w, r, http.StatusBadRequest, "reservations", p)
		return
	} else if err != nil {
		s.errorPage(w, r, err)
		return
	}
	for _, res := range list {
		p.Reservations = append(p.Reservations, reservationView(res, l))
	}
	s.render(w, r, http.StatusOK, "reservations", p)
}

type reservationFormPage struct {
	base
	Form            *form
	PropertyOptions []option
}

func (s *Server) handleNewReservation(w http.ResponseWriter, r *http.Request) {
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f := newForm("reservation", nil)
	loc := time.UTC
	if id := r.URL.Query().Get("address_id"); id != "" {
		f.Values.Set("address_id", id)
		if n, err := strconv.ParseInt(id, 10, 64); err == nil {
			loc = l.location(n)
		}
	} else if len(l.addrs) == 1 {
		f.Values.Set("address_id", strconv.FormatInt(l.addrs[0].ID, 10))
		loc = l.addrs[0].Location()
	} else if len(l.addrs) > 0 {
		loc = l.addrs[0].Location()
	}
	// The usual stay: in at 15:00 tomorrow, out at 11:00 three days later.
	d := s.now().In(loc).AddDate(0, 0, 1)
	in := time.Date(d.Year(), d.Month(), d.Day(), 15, 0, 0, 0, loc)
	out := time.Date(d.Year(), d.Month(), d.Day()+3, 11, 0, 0, 0, loc)
	f.Values.Set("check_in", in.Format(localLayout))
	f.Values.Set("check_out", out.Format(localLayout))
	f.Values.Set("guests", "2")
	s.render(w, r, http.StatusOK, "reservation_new", &reservationFormPage{base: s.base(r, "Add a reservation", "reservations"),
		Form: f, PropertyOptions: addressOptions(l.addrs)})
}

func (s *Server) handleCreateReservation(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "reservation")
	if !ok {
		return
	}
	in, err := s.reservationCreate(r, f)
	if err == nil {
		if _, err = s.Reservations.CreateReservation(r.Context(), accountID(r), in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/reservations?address_id=%d&done=reservation-added", in.AddressID), http.StatusSeeOther)
			return
		}
	}
	l, lerr := s.lookups(r)
	if lerr != nil {
		s.errorPage(w, r, lerr)
		return
	}
	f.fail(err)
	s.render(w, r, statusOf(err), "reservation_new", &reservationFormPage{base: s.base(r, "Add a reservation", "reservations"),
		Form: f, PropertyOptions: addressOptions(l.addrs)})
}

// reservationCreate builds the domain input with the checks, order and
// messages of POST /api/v1/reservations; times are local to the property.
func (s *Server) reservationCreate(r *http.Request, f *form) (steward.ReservationCreate, error) {
	var in steward.ReservationCreate
	switch {
	case f.Get("address_id") == "":
		return in, steward.MissingField("address_id")
	case f.Get("check_in") == "":
		return in, steward.MissingField("check_in")
	case f.Get("check_out") == "":
		return in, steward.MissingField("check_out")
	}
	addr, err := s.formAddress(r, f)
	if err != nil {
		return in, err
	}
	in = steward.ReservationCreate{AddressID: addr.ID, GuestName: f.Get("guest_name"), ConfirmationCode: f.Get("confirmation_code")}
	if in.CheckIn, err = parseLocal("check_in", f.Get("check_in"), addr.Location()); err != nil {
		return in, err
	}
	if in.CheckOut, err = parseLocal("check_out", f.Get("check_out"), addr.Location()); err != nil {
		return in, err
	}
	in.Guests, err = parseInt(f, "guests")
	return in, err
}
