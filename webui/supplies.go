package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// The supplies of a property: a section of the property page (the list,
// a banner of the low ones, the "Add a supply" form) and a page per supply
// with its edit form and count history (docs/operations.md).

func init() {
	flashes["supply-added"] = "Supply added. Steward learns its use from the counts and restocks it before it runs short."
	flashes["supply-saved"] = "Supply saved."
	flashes["supply-deleted"] = "Supply deleted."
}

// supplyRow is one supply as the pages show it.
type supplyRow struct {
	ID, AddressID   int64
	Name, Unit      string
	Count, Min, Par int
	Rate, RunsOut   string
	Low             bool
}

func supplyRowOf(s *steward.Supply) supplyRow {
	v := supplyRow{ID: s.ID, AddressID: s.AddressID, Name: s.Name, Unit: s.Unit, Count: s.Count, Min: s.Min, Par: s.Par,
		Rate: "not known yet", RunsOut: "not within the known stays", Low: s.Low}
	if s.PerGuestNight != nil {
		v.Rate = strconv.FormatFloat(*s.PerGuestNight, 'f', 2, 64) + " " + s.Unit + " per guest-night"
		if s.RateByHand {
			v.Rate += " (set by hand)"
		} else {
			v.Rate += " (learned)"
		}
	}
	if s.RunsOutOn != nil {
		v.RunsOut = *s.RunsOutOn
	}
	return v
}

// supplySection is the Supplies section of a property page.
type supplySection struct {
	PropertyID int64
	Archived   bool
	Rows       []supplyRow
	Low        []supplyRow
	Form       *form // adds a supply
}

// propertySupplies loads the Supplies section of property a; nil when the
// server has no supplies.
func (s *Server) propertySupplies(r *http.Request, a *steward.Address) (*supplySection, error) {
	if s.Supplies == nil {
		return nil, nil
	}
	list, err := s.Supplies.FindSupplies(r.Context(), accountID(r), a.ID)
	if err != nil {
		return nil, err
	}
	sec := &supplySection{PropertyID: a.ID, Archived: a.ArchivedAt != nil, Form: newForm("supply", nil)}
	for _, sup := range list {
		row := supplyRowOf(sup)
		sec.Rows = append(sec.Rows, row)
		if row.Low {
			sec.Low = append(sec.Low, row)
		}
	}
	return sec, nil
}

// lowSupplies returns the account's low supplies for the dashboard's
// banner; none when the server has no supplies.
func (s *Server) lowSupplies(r *http.Request) ([]supplyRow, error) {
	if s.Supplies == nil {
		return nil, nil
	}
	list, err := s.Supplies.FindLowSupplies(r.Context(), accountID(r))
	if err != nil {
		return nil, err
	}
	rows := make([]supplyRow, len(list))
	for i, sup := range list {
		rows[i] = supplyRowOf(sup)
	}
	return rows, nil
}

// supplyPage shows one supply: its edit form and its count history, or,
// with Supply nil, a refused "Add a supply" form.
type supplyPage struct {
	base
	Property propertyView
	Supply   *supplyRow
	Form     *form
	History  []supplyEventView
}

type supplyEventView struct {
	At, Actor, Kind, Change, Reason string
	JobID                           int64
}

// supplyPath reads the property and supply ids of the path.
func supplyPath(r *http.Request) (addressID, supplyID int64, ok bool) { return pathIDs(r, "sid") }

var errSupplyNotFound = steward.Errorf(steward.ENOTFOUND, "Supply not found")

func (s *Server) handleSupply(w http.ResponseWriter, r *http.Request) {
	addressID, id, ok := supplyPath(r)
	if !ok {
		s.errorPage(w, r, errSupplyNotFound)
		return
	}
	s.renderSupply(w, r, http.StatusOK, addressID, id, nil)
}

// renderSupply shows supply id of the property, with f (nil: the form as
// the supply stands) as its edit form; id 0 shows f as a refused new one.
func (s *Server) renderSupply(w http.ResponseWriter, r *http.Request, status int, addressID, id int64, f *form) {
	a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), addressID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &supplyPage{Property: s.propertyView(a), Form: f}
	if id == 0 {
		p.base = s.base(r, "Add a supply", "properties")
		s.render(w, r, status, "supply", p)
		return
	}
	sup, err := s.Supplies.FindSupply(r.Context(), accountID(r), addressID, id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	history, err := s.Supplies.FindSupplyHistory(r.Context(), accountID(r), addressID, id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	row := supplyRowOf(sup)
	p.base, p.Supply = s.base(r, sup.Name, "properties"), &row
	if p.Form == nil {
		p.Form = newForm("supply", nil)
		v := p.Form.Values
		v.Set("name", sup.Name)
		v.Set("unit", sup.Unit)
		v.Set("count", strconv.Itoa(sup.Count))
		v.Set("min", strconv.Itoa(sup.Min))
		v.Set("par", strconv.Itoa(sup.Par))
		if sup.RateByHand && sup.PerGuestNight != nil {
			v.Set("per_guest_night", strconv.FormatFloat(*sup.PerGuestNight, 'f', -1, 64))
		}
	}
	loc := a.Location()
	for i := len(history) - 1; i >= 0; i-- { // newest first
		e := history[i]
		ev := supplyEventView{At: e.At.In(loc).Format("Mon Jan 2 2006 15:04 MST"), Actor: e.Actor, Kind: e.Kind, Reason: e.Reason,
			Change: strconv.Itoa(e.To) + " " + sup.Unit}
		if e.From != nil {
			ev.Change = fmt.Sprintf("%d → %s", *e.From, ev.Change)
		}
		if e.JobID != nil {
			ev.JobID = *e.JobID
		}
		p.History = append(p.History, ev)
	}
	s.render(w, r, status, "supply", p)
}

// formInt reads a whole-number field; empty is absent.
func formInt(f *form, name string) (*int, error) {
	v := strings.TrimSpace(f.Get(name))
	if v == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s %q: must be a whole number", name, v)
	}
	return &n, nil
}

// supplyFields reads the supply form's numbers.
func supplyFields(f *form) (count, lo, par *int, rate *float64, err error) {
	if count, err = formInt(f, "count"); err != nil {
		return
	} else if lo, err = formInt(f, "min"); err != nil {
		return
	} else if par, err = formInt(f, "par"); err != nil {
		return
	}
	if v := strings.TrimSpace(f.Get("per_guest_night")); v != "" {
		x, perr := strconv.ParseFloat(v, 64)
		if perr != nil {
			return nil, nil, nil, nil, steward.Errorf(steward.EVALIDATION, "Invalid per_guest_night %q: must be a number", v)
		}
		rate = &x
	}
	return
}

func (s *Server) handleCreateSupply(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "supply")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	count, lo, par, rate, err := supplyFields(f)
	if err == nil && count == nil {
		err = steward.MissingField("count")
	} else if err == nil && par == nil {
		err = steward.MissingField("par")
	}
	if err == nil {
		in := steward.SupplyCreate{Name: f.Get("name"), Unit: f.Get("unit"), Count: *count, Par: *par, PerGuestNight: rate}
		if lo != nil {
			in.Min = *lo
		}
		_, err = s.Supplies.CreateSupply(r.Context(), accountID(r), id, in)
	}
	if err == nil {
		http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=supply-added#supplies-h", id), http.StatusSeeOther)
		return
	} else if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	f.fail(err)
	s.renderSupply(w, r, statusOf(err), id, 0, f)
}

func (s *Server) handleUpdateSupply(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "supply")
	if !ok {
		return
	}
	addressID, id, ok := supplyPath(r)
	if !ok {
		s.errorPage(w, r, errSupplyNotFound)
		return
	}
	count, lo, par, rate, err := supplyFields(f)
	if err == nil {
		name, unit := f.Get("name"), f.Get("unit")
		u := steward.SupplyUpdate{Name: &name, Unit: &unit, Count: count, Min: lo, Par: par, PerGuestNightSet: true, PerGuestNight: rate}
		if reason := strings.TrimSpace(f.Get("reason")); reason != "" {
			u.Reason = &reason
		}
		_, err = s.Supplies.UpdateSupply(r.Context(), accountID(r), addressID, id, u) // the session's context: actor web
	}
	if err == nil {
		http.Redirect(w, r, fmt.Sprintf("/app/properties/%d/supplies/%d?done=supply-saved", addressID, id), http.StatusSeeOther)
		return
	} else if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	f.fail(err)
	s.renderSupply(w, r, statusOf(err), addressID, id, f)
}

func (s *Server) handleDeleteSupply(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "delete")
	if !ok {
		return
	}
	addressID, id, ok := supplyPath(r)
	if !ok {
		s.errorPage(w, r, errSupplyNotFound)
		return
	}
	back := fmt.Sprintf("/app/properties/%d", addressID)
	if f.Get("confirmed") != "yes" {
		sup, err := s.Supplies.FindSupply(r.Context(), accountID(r), addressID, id)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		s.confirm(w, r, confirmPage{Heading: "Delete the supply " + sup.Name + "?", Message: "Its count history goes with it.",
			Action: r.URL.Path, Button: "Delete supply", Back: fmt.Sprintf("%s/supplies/%d", back, id), BackText: "Keep the supply"})
		return
	}
	if err := s.Supplies.DeleteSupply(r.Context(), accountID(r), addressID, id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, back+"?done=supply-deleted#supplies-h", http.StatusSeeOther)
}
