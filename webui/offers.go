package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// The host's side of the offer cascade in the web app (docs/pros.md): a
// property's preferred pros, a pro's link to their app, and how a job
// stands with its pros. The pages call the same OfferService as
// /api/v1/addresses/{id}/pros and /api/v1/pros/{id}/link.

// prefsSection is the "Preferred pros" section of a property's page: for
// each service type, its list and one select per position to set it.
type prefsSection struct {
	PropertyID int64
	Archived   bool
	Form       *form
	Types      []prefsType
}

// prefsType is one service type's list and its part of the form.
type prefsType struct {
	ID, Label, Error string
	Names            []string // the stored list, in order
	Slots            []fieldView
}

// maxPrefSlots is how many positions a posted list is read from: more
// than steward.ProPrefs allows, so a longer list gets its message.
const maxPrefSlots = 60

// prefSlot is the form field of position i (from 1) of type t's list.
func prefSlot(t steward.ServiceType, i int) string { return fmt.Sprintf("%s_%d", t, i) }

// propertyPrefs loads the Preferred pros section of property a; f, when
// set, is a refused form to show again. nil without an offer service.
func (s *Server) propertyPrefs(r *http.Request, a *steward.Address, pros []*steward.Pro, f *form) (*prefsSection, error) {
	if s.Offers == nil {
		return nil, nil
	}
	prefs, err := s.Offers.FindProPrefs(r.Context(), accountID(r), a.ID)
	if err != nil {
		return nil, err
	}
	if f == nil {
		f = newForm("prefs", nil)
		for t, ids := range prefs {
			for i, id := range ids {
				f.Values.Set(prefSlot(t, i+1), strconv.FormatInt(id, 10))
			}
		}
	}
	byID := map[int64]*steward.Pro{}
	for _, p := range pros {
		byID[p.ID] = p
	}
	sec := &prefsSection{PropertyID: a.ID, Archived: a.ArchivedAt != nil, Form: f}
	for _, t := range steward.ServiceTypes {
		pt := prefsType{ID: f.ID + "-" + string(t), Label: label(string(t)), Error: f.Errors[string(t)]}
		for _, id := range prefs[t] {
			if p := byID[id]; p != nil {
				pt.Names = append(pt.Names, p.Name)
			} else {
				pt.Names = append(pt.Names, "pro "+strconv.FormatInt(id, 10))
			}
		}
		opts := prefOptions(pros, t, prefs[t])
		for i := range opts {
			v := fld(f, prefSlot(t, i+1), ordinal(i+1), "select", "quiet", "empty=—")
			pt.Slots = append(pt.Slots, withOptions(v, f, opts))
		}
		sec.Types = append(sec.Types, pt)
	}
	return sec, nil
}

// prefOptions are the choices of a position in type t's list: the active
// pros who offer t, and the pros listed already whatever they are (so the
// form, sent unchanged, keeps them), marked.
func prefOptions(pros []*steward.Pro, t steward.ServiceType, listed []int64) []option {
	var out []option
	for _, p := range pros {
		in := false
		for _, id := range listed {
			in = in || id == p.ID
		}
		switch {
		case p.Active && p.Offers(t):
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name})
		case in && !p.Active:
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name + " (inactive)"})
		case in:
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name + " (does not offer " + label(string(t)) + ")"})
		}
	}
	return out
}

// ordinal is a position's label: 1st, 2nd, 3rd, 4th… choice.
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix + " choice"
}

// prefsFromForm reads the lists as PUT /api/v1/addresses/{id}/pros takes
// them: for each type, the chosen positions in order, empty ones skipped.
func prefsFromForm(f *form) (steward.ProPrefs, error) {
	prefs := steward.ProPrefs{}
	for _, t := range steward.ServiceTypes {
		prefs[t] = []int64{}
		for i := 1; i <= maxPrefSlots; i++ {
			v := f.Get(prefSlot(t, i))
			if v == "" {
				continue
			}
			id, err := strconv.ParseInt(v, 10, 64)
			if err != nil || id <= 0 {
				return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s: pro ids must be positive integers", t)
			}
			prefs[t] = append(prefs[t], id)
		}
	}
	return prefs, nil
}

func (s *Server) handleSetProPrefs(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "prefs")
	if !ok {
		return
	}
	a, ok := s.pathAddress(w, r)
	if !ok {
		return
	}
	if s.Offers == nil {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Preferred pros are not available on this server"))
		return
	}
	prefs, err := prefsFromForm(f)
	if err == nil {
		_, err = s.Offers.SetProPrefs(r.Context(), accountID(r), a.ID, prefs)
	}
	if err != nil {
		f.fail(err)
		s.renderPropertyForms(w, r, statusOf(err), nil, nil, f)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=pros-saved#pros-h", a.ID), http.StatusSeeOther)
}

// proLinkView is the "Link to their app" section of a pro's edit page.
type proLinkView struct {
	// Since is when the live link was made ("" when there is none); URL
	// the link just made, shown this once. Replaces is the live link's ID
	// (0 for none), sent back by the "make a link" form: a form sent again
	// (a reload after making a link) names a link that is no longer the
	// live one, and makes nothing.
	Since    string
	URL      string
	Replaces int64
}

// proLink loads the pro's link state; nil without an offer service.
func (s *Server) proLink(r *http.Request, pro *steward.Pro) (*proLinkView, error) {
	if s.Offers == nil {
		return nil, nil
	}
	live, err := s.Offers.LiveProLink(r.Context(), accountID(r), pro.ID)
	if err != nil {
		return nil, err
	}
	v := &proLinkView{}
	if live != nil {
		v.Since, v.Replaces = utcTime(live.CreatedAt), live.ID
	}
	return v, nil
}

func (s *Server) handleCreateProLink(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "link")
	if !ok {
		return
	}
	pro, ok := s.proOf(w, r)
	if !ok {
		return
	}
	if s.Offers == nil {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Pro links are not available on this server"))
		return
	}
	// Making a link revokes the live one, which the host may already have
	// sent: only the link the form was showing is replaced. A form sent
	// again, or from a page older than the live link, changes nothing and
	// says so.
	live, err := s.Offers.LiveProLink(r.Context(), accountID(r), pro.ID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	var liveID int64
	if live != nil {
		liveID = live.ID
	}
	if replaces, _ := strconv.ParseInt(f.Get("replaces"), 10, 64); replaces != liveID {
		http.Redirect(w, r, fmt.Sprintf("/app/pros/%d/edit?done=link-kept#link-h", pro.ID), http.StatusSeeOther)
		return
	}
	token, err := s.Offers.CreateProLink(r.Context(), accountID(r), pro.ID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	// Shown in this response only: the store keeps only the token's hash.
	scheme := "http"
	if isHTTPS(r) {
		scheme = "https"
	}
	s.renderEditPro(w, r, http.StatusCreated, pro, scheme+"://"+r.Host+"/pro#token="+token)
}

func (s *Server) handleRevokeProLink(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "revoke")
	if !ok {
		return
	}
	pro, ok := s.proOf(w, r)
	if !ok {
		return
	}
	if s.Offers == nil {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Pro links are not available on this server"))
		return
	}
	edit := fmt.Sprintf("/app/pros/%d/edit", pro.ID)
	if f.Get("confirmed") != "yes" {
		s.confirm(w, r, confirmPage{Heading: "Revoke " + pro.Name + "'s link?",
			Message: "Their app stops working from the moment you revoke it, until you make them a new link.",
			Action:  r.URL.Path, Button: "Revoke link", Back: edit, BackText: "Keep the link"})
		return
	}
	if err := s.Offers.RevokeProLink(r.Context(), accountID(r), pro.ID); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, edit+"?done=link-revoked#link-h", http.StatusSeeOther)
}

// assignmentText says how job stands with its pros, for its page:
// unassigned, offered to whom until when, or accepted by whom.
func assignmentText(j *steward.Job, l *lookups, loc *time.Location) string {
	switch {
	case j.Assignment == steward.Offered && j.OfferedTo != nil:
		s := "Offered to " + proName(l, *j.OfferedTo)
		if j.OfferExpiresAt != nil {
			s += ", answer by " + localTime(*j.OfferExpiresAt, loc)
		}
		return s
	case j.Assignment == steward.Accepted && j.ProID != nil:
		return "Accepted by " + proName(l, *j.ProID)
	}
	return "Unassigned"
}

// failureText says why Steward cancelled a job by itself.
func failureText(r steward.FailureReason) string {
	why := map[steward.FailureReason]string{
		steward.FailNoPro:        "no pro accepted it before its start",
		steward.FailNoShow:       "its pro did not start it in time",
		steward.FailProCancelled: "its pro dropped it and nobody took it over",
	}[r]
	if why == "" {
		return string(r)
	}
	return label(why) + " (" + string(r) + ")"
}
