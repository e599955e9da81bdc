package assistant

import "github.com/stewardhq/steward"

// turnoverDayOf is the day of the job an answer to "Which cleaning …?"
// describes as a turnover when the reading left it no time of its own:
// the date said ("The turnover Sun 8th after the Hendersons"), else the
// check-out day of the one stay it names ("the turnover after the
// Hendersons"). nil when n already has its when, or says neither.
func (s *session) turnoverDayOf(n request) (*When, error) {
	if n.Kind != kindTurnover || n.When != nil {
		return nil, nil
	}
	for _, d := range n.dates {
		if d.HasDate && !d.was {
			w := d
			w.HasTime, w.Hour, w.Minute, w.Soft = false, 0, 0, false
			return &w, nil
		}
	}
	if n.ReservID == 0 {
		return nil, nil
	}
	if err := s.loadStays(); err != nil {
		return nil, err
	}
	for _, r := range s.stays {
		if r.ID != n.ReservID || r.Status == steward.ReservationCancelled {
			continue
		}
		y, m, d := r.CheckOut.In(s.loc(r.AddressID)).Date()
		return &When{HasDate: true, Year: y, Month: m, Day: d}, nil
	}
	return nil, nil
}
