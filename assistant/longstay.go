package assistant

import (
	"time"

	"github.com/stewardhq/steward"
)

// Work during a long stay: a landlord's tenants on a lease of months, or a
// travelling nurse taking a flat by the month, live there. A repair, an
// inspection, a restock or a cleaning during such a stay is the ordinary
// upkeep of their home, not a holiday interrupted: "put Rosa down for the
// monthly restock for the nurse at federal hill, the 20th at noon" is
// booked during Megan Tran's three-month stay without asking about it. The
// rule is the stay's length: more than longStayNights nights is a long
// stay. A short holiday stay still gets the question (stayOffer).
const longStayNights = 14

// longStay reports whether r lasts more than longStayNights nights.
func longStay(r *steward.Reservation) bool {
	return r != nil && r.CheckOut.Sub(r.CheckIn) > longStayNights*24*time.Hour+12*time.Hour
}

// longStayAt reports whether at falls during a confirmed long stay at the
// address (stayDuring): work then is booked during it (longStay).
func (s *session) longStayAt(addressID int64, at time.Time) bool {
	r, err := s.stayDuring(addressID, at)
	return err == nil && longStay(r)
}
