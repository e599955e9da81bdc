package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Changing stays: "the Hendersons cancelled", "the Patels are staying two
// more nights", "the Okafors check out Monday instead". The stay is found
// by its guest (or the property, or the context's stay) among the stays
// not yet over; the change goes through the ChangeService with the rest of
// the message; a stay the words do not single out is asked about.

// The changes a message can make to a stay (request.StayOp).
const (
	stayCancel   = "cancel"
	stayNights   = "nights"    // check out StayNights nights later (earlier when negative)
	stayCheckOut = "check_out" // check out at When
	stayCheckIn  = "check_in"  // check in at When
	stayInDays   = "in_days"   // check in StayNights days later (earlier when negative), asked first
)

var stayWords = []string{"stay", "stays", "reservation", "reservations", "booking", "trip", "vacation"}

// stayOpOf reads what a message asks to change about a stay, and by how
// many nights; "" when it asks for no change to a stay. dates is the
// number of dates the message gives, shift the move it asks for ("an hour
// later"). A message naming
// a service is about a job ("cancel the cabin cleaning, the Okafors
// cancelled"), and a question changes nothing.
func stayOpOf(toks []token, hasService, question bool, dates int, shift time.Duration) (string, int) {
	if hasService || question {
		return "", 0
	}
	nightWord := has(toks, "night", "nights", "day", "days")
	n := countBefore(toks, "night", "nights", "day", "days")
	leaving := hasPhrase(toks, "check out") || hasPhrase(toks, "checks out") || hasPhrase(toks, "checking out") ||
		has(toks, "checkout", "leave", "leaves", "leaving", "depart", "departs", "departure")
	arriving := hasPhrase(toks, "check in") || hasPhrase(toks, "checks in") || hasPhrase(toks, "checking in") ||
		has(toks, "checkin", "arrive", "arrives", "arriving", "arrival") || has(toks, "running") && has(toks, "late", "behind", "early")
	changing := has(toks, "instead", "now", "change", "changed", "move", "moved", "moving", "actually", "reschedule", "push", "pushed",
		"late", "early") // "a late checkout at noon", "check in early, like 1pm"
	switch {
	case has(toks, "cancel", "cancelled", "canceled", "cancelling", "canceling") && !has(toks, "job", "jobs", "appointment"):
		return stayCancel, 0
	case nightWord && (has(toks, "extend", "extending", "extended", "extra", "more", "longer", "additional") ||
		has(toks, "staying", "stay") && has(toks, "another")):
		return stayNights, max(n, 1)
	case nightWord && (has(toks, "shorten", "shortening", "fewer", "less") || leaving && has(toks, "early", "earlier", "sooner")):
		return stayNights, -max(n, 1)
	case nightWord && leaving && has(toks, "late", "later") && !arriving:
		return stayNights, max(n, 1) // "leaving a day late": one more night
	case nightWord && arriving && has(toks, "late", "later", "early", "earlier", "sooner") && dates == 0:
		// "arriving a day late": the check-in moves, asked first (see
		// changeStay).
		if has(toks, "early", "earlier", "sooner") {
			return stayInDays, -max(n, 1)
		}
		return stayInDays, max(n, 1)
	case has(toks, "extend", "shorten") && dates > 0, leaving && (dates > 0 || shift != 0) && changing,
		has(toks, "stay", "staying", "stays") && has(toks, "till", "until", "til", "thru", "through") && dates > 0 && !arriving:
		// "erik wants to stay till tuesday": the check-out moves.
		return stayCheckOut, 0
	case arriving && (dates > 0 || shift != 0) && changing:
		return stayCheckIn, 0
	}
	return "", 0
}

// countBefore returns the number just before one of words ("two more
// nights", "by 1 night"), or 0.
func countBefore(toks []token, words ...string) int {
	for i, t := range toks {
		if !slices.Contains(words, t.s) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if n, ok := numberWords[toks[j].s]; ok {
				return n
			}
			if d, ok := dayNumber(toks[j].s); ok {
				return d
			}
		}
	}
	return 0
}

// changeStay plans the change of one stay.
func (s *session) changeStay(in request) (step, error) {
	if err := s.loadStays(); err != nil {
		return step{}, err
	}
	var cands []*steward.Reservation
	for _, r := range s.stays {
		switch {
		case in.ReservID != 0 && r.ID != in.ReservID,
			!r.CheckOut.After(s.now),
			len(in.Candidates) > 0 && !containsID(in.Candidates, r.ID),
			in.AddressID != 0 && r.AddressID != in.AddressID:
			continue
		}
		cands = append(cands, r)
	}
	named := in.ReservID != 0 || len(in.Candidates) > 0 || has(tokenize(in.rawText), stayWords...)
	if !named && in.StayOp == stayCancel {
		// "cancel it", "cancel the 3pm": no guest or stay named, a job.
		in.Kind, in.StayOp = kindCancel, ""
		return s.cancel(in)
	}
	switch {
	case len(cands) == 0:
		return refusal("I can't find a current or upcoming stay matching that, so nothing changed. " + s.upcomingCheckouts()), nil
	case len(cands) > 1 || !named && in.AddressID == 0:
		in.Candidates = nil
		var lines []string
		for i, r := range cands {
			in.Candidates = append(in.Candidates, r.ID)
			lines = append(lines, fmt.Sprintf("%d) %s", i+1, s.describeStayDates(r)))
		}
		return replied(ask(in, "reservation", "Which stay do you mean?\n"+strings.Join(lines, "\n")))
	}
	r := cands[0]
	a := s.byAddr[r.AddressID]
	loc := a.Location()
	if in.StayOp == stayCancel {
		return planned(change{op: opCancelStay, reserv: r, say: func(w written) string {
			return fmt.Sprintf("Cancelled %s's stay at %s (%s).", r.GuestName, a.Name(), s.stayDates(r)) + s.turnoverNote(r)
		}})
	}
	var u steward.ReservationUpdate
	var what string
	switch in.StayOp {
	case stayInDays:
		ci := r.CheckIn.In(loc)
		t := time.Date(ci.Year(), ci.Month(), ci.Day()+in.StayNights, ci.Hour(), ci.Minute(), 0, 0, loc)
		u.CheckIn, what = &t, "check-in"
		if !in.StayConfirmed {
			// A late (or early) arrival may leave the booking as it is:
			// ask before moving it.
			return replied(ask(in, "stay_confirm", fmt.Sprintf("%s's stay at %s checks in %s. Should I move the check-in to %s? The check-out stays %s. Nothing has changed yet.",
				r.GuestName, a.Name(), localTime(r.CheckIn, loc), localTime(t, loc), localTime(r.CheckOut, loc))))
		}
	case stayNights:
		co := r.CheckOut.In(loc)
		t := time.Date(co.Year(), co.Month(), co.Day()+in.StayNights, co.Hour(), co.Minute(), 0, 0, loc)
		u.CheckOut, what = &t, "check-out"
	case stayCheckOut, stayCheckIn:
		if in.When == nil && in.Shift == 0 {
			return replied(ask(in, "when", "When should "+r.GuestName+" "+map[string]string{stayCheckOut: "check out", stayCheckIn: "check in"}[in.StayOp]+"?"))
		}
		old := r.CheckOut
		what = "check-out"
		if in.StayOp == stayCheckIn {
			old, what = r.CheckIn, "check-in"
		}
		t := old.Add(in.Shift)
		if in.When != nil {
			t = moveTo(old.In(loc), *in.When, loc)
		}
		if in.StayOp == stayCheckIn {
			u.CheckIn = &t
		} else {
			u.CheckOut = &t
		}
	}
	next, changed, err := u.Apply(*r, a, s.now)
	if err != nil {
		return refusal("I couldn't change " + r.GuestName + "'s stay: " + steward.ErrorMessage(err)), nil
	} else if !changed {
		return step{reply: done(fmt.Sprintf("%s's stay at %s is already %s, so nothing changed.", r.GuestName, a.Name(), s.stayDates(r)))}, nil
	}
	return planned(change{op: opUpdateStay, reserv: r, stayUpdate: u, say: func(w written) string {
		from, to := r.CheckOut, next.CheckOut
		if what == "check-in" {
			from, to = r.CheckIn, next.CheckIn
		}
		return fmt.Sprintf("Updated %s's stay at %s: moved the %s from %s to %s.", r.GuestName, a.Name(), what,
			localTime(from, loc), localTime(to, loc)) + s.turnoverNote(r) + s.nowDuringNote(r, next.CheckIn, next.CheckOut)
	}})
}

// nowDuringNote names the live jobs at r's property that the stay's new
// dates [in, out) cover and its old ones did not ("the van der bergs
// check out at 1pm" while a cleaning is booked at 11): left as they are,
// and said, so the host can move them.
func (s *session) nowDuringNote(r *steward.Reservation, in, out time.Time) string {
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &r.AddressID, From: &in, To: &out, Limit: steward.MaxJobLimit})
	if err != nil {
		return ""
	}
	var names []string
	for _, j := range jobs {
		during := !j.ScheduledAt.Before(in) && j.ScheduledAt.Before(out)
		before := !j.ScheduledAt.Before(r.CheckIn) && j.ScheduledAt.Before(r.CheckOut)
		if during && !before && j.Cancellable() {
			names = append(names, s.describeJob(j)+fmt.Sprintf(" (job %d)", j.ID))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " Note: the " + strings.Join(names, " and the ") + " now falls during the stay; I left it as it is — tell me if it should move."
}

// moveTo returns old moved to what w says: a date keeps old's time of
// day, a time keeps its date.
func moveTo(old time.Time, w When, loc *time.Location) time.Time {
	y, m, d := old.Date()
	hh, mm := old.Hour(), old.Minute()
	if w.HasDate {
		y, m, d = w.Year, w.Month, w.Day
	}
	if w.HasTime {
		hh, mm = w.Hour, w.Minute
	}
	return time.Date(y, m, d, hh, mm, 0, 0, loc)
}

// stayDates is "Thu Mar 12 at 3:00 PM EDT to Sun Mar 15 at 11:00 AM EDT".
func (s *session) stayDates(r *steward.Reservation) string {
	loc := s.loc(r.AddressID)
	return localTime(r.CheckIn, loc) + " to " + localTime(r.CheckOut, loc)
}

func (s *session) describeStayDates(r *steward.Reservation) string {
	return r.GuestName + " at " + s.byAddr[r.AddressID].Name() + ", " + s.stayDates(r)
}

// turnoverNote says which upcoming jobs were booked for the stay's
// check-out (a turnover names its confirmation code), which the change
// leaves as they are.
func (s *session) turnoverNote(r *steward.Reservation) string {
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &r.AddressID, From: &s.now, Limit: 100})
	if err != nil {
		return ""
	}
	var ids []string
	for _, j := range jobs {
		if j.Notes != nil && r.ConfirmationCode != "" && strings.Contains(*j.Notes, r.ConfirmationCode) &&
			(j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed) {
			ids = append(ids, "job "+itoa(j.ID))
		}
	}
	if len(ids) == 0 {
		return ""
	}
	return " Its turnover (" + strings.Join(ids, ", ") + ") is still booked; tell me if it should change too."
}
