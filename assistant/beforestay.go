package assistant

import (
	"fmt"
	"strings"

	steward "github.com/stewardhq/steward"
)

// "whos doing saguaro ridge today before the parks get in?": who does the
// work at a property before one stay's check-in, no service named. Every
// live job booked there between the stay before it (or now) and the
// check-in is the answer, each with its pro, never only the last one.

// asksWhoBeforeStay reports whether toks ask who works at a place before
// guests come, with no service and no check-out said.
func asksWhoBeforeStay(in request, toks []token) bool {
	return len(in.Candidates) == 1 && in.Service == "" && has(toks, "who", "whos") && has(toks, "before", "b4") &&
		!has(toks, "after", "between", "turnover", "leave", "leaves", "leaving", "depart", "departs", "checkout", "out", "gone", "go")
}

// jobsBeforeStay answers such a question for the stay id. ok is false when
// the stay is not found or has already begun.
func (s *session) jobsBeforeStay(id int64) (Reply, bool, error) {
	stay, jobs, err := s.jobsAheadOfStay(id)
	if err != nil || stay == nil {
		return Reply{}, err != nil, err
	}
	a := s.byAddr[stay.AddressID]
	if a == nil {
		return Reply{}, false, nil
	}
	checkIn := localTime(stay.CheckIn, a.Location())
	var lines []string
	ids := []int64{}
	for _, j := range jobs {
		if j.Status.Final() || !j.ScheduledAt.Before(stay.CheckIn) {
			continue
		}
		who := "Nobody yet"
		if p := s.pro(derefID(j.ProID)); p != nil {
			who = p.Name
		}
		lines = append(lines, fmt.Sprintf("%s: the %s", who, s.describeJob(j)))
		ids = append(ids, j.ID)
	}
	act := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids, ReservationID: &stay.ID}
	switch len(lines) {
	case 0:
		return done(fmt.Sprintf("Nobody: nothing is booked at %s before %s's check-in (%s).", a.Name(), stay.GuestName, checkIn), act), true, nil
	case 1:
		return done(fmt.Sprintf("%s comes before %s's check-in (%s).", lines[0], stay.GuestName, checkIn), act), true, nil
	}
	return done(fmt.Sprintf("Before %s's check-in at %s (%s):\n• %s", stay.GuestName, a.Name(), checkIn, strings.Join(lines, "\n• ")), act), true, nil
}
