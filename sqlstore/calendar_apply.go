package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// missedToCancel is how many successive successful fetches a booking must
// be missing from before its stay is cancelled: feeds drop an event now
// and then and bring it back. It is also the feed_missed value that marks
// a stay the syncer cancelled, which it may confirm again.
const missedToCancel = 2

// feedStay is a stay read from the calendar with its missed count.
type feedStay struct {
	*steward.Reservation
	missed int
	seen   bool // matched by an event of this fetch
}

// ApplyCalendarFetch applies a successful fetch of a claimed feed to the
// property's stays and records the sync, in one transaction keyed by UID:
// a fetch applied twice changes nothing the second time, and a syncer that
// dies before it commits leaves the feed to be fetched again when its
// lease expires. It is errLeaseLost (ECONFLICT) when another syncer took
// the feed over. next is when the feed is due again. See docs/calendars.md
// for the rules.
func (s *CalendarStore) ApplyCalendarFetch(ctx context.Context, t *steward.CalendarTask, f *steward.CalendarFetch, next time.Duration) (*steward.Calendar, error) {
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if err := holdLease(ctx, tx, t); err != nil {
			return err
		}
		var res steward.CalendarSyncResult
		var problems []string
		etag, lastModified := t.ETag, t.LastModified
		if !f.NotModified {
			var err error
			if res, problems, err = applyEvents(ctx, tx, &t.Calendar, f.Events); err != nil {
				return err
			}
			etag, lastModified = f.ETag, f.LastModified
		}
		result, err := json.Marshal(res)
		if err != nil {
			return err
		}
		var lastError *string
		if len(problems) > 0 {
			msg := truncateText(fmt.Sprintf("%d booking(s) not applied: %s", len(problems), strings.Join(problems, "; ")), maxCalendarError)
			lastError = &msg
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE calendars SET last_fetch_at = $3, last_success_at = $3, last_error = $4, last_result = $5,
				etag = $6, last_modified = $7, next_sync_at = $8, locked_until = NULL, lease_token = NULL
			WHERE account_id = $1 AND id = $2`,
			t.Calendar.AccountID, t.Calendar.ID, ts(tx.now), lastError, string(result), etag, lastModified, ts(tx.now.Add(next)))
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return s.reload(ctx, t)
}

// applyEvents turns a feed's events into stays at the calendar's property
// and returns the counts and the bookings it could not apply.
func applyEvents(ctx context.Context, tx *Tx, c *steward.Calendar, events []steward.FeedEvent) (steward.CalendarSyncResult, []string, error) {
	var res steward.CalendarSyncResult
	var problems []string
	a, err := lockAddress(ctx, tx, c.AccountID, c.AddressID)
	if err != nil {
		return res, nil, err
	} else if a.Archived() {
		return res, nil, archivedRef(a)
	}
	stays, err := calendarStays(ctx, tx, c)
	if err != nil {
		return res, nil, err
	}
	byUID := map[string]*feedStay{}
	for _, st := range stays {
		byUID[*st.UID] = st
	}
	present := map[string]bool{}
	for _, e := range events {
		present[e.UID] = true
	}

	// The stays the feed wants, in time order so that a booking moved
	// into dates another one left is applied after that one moved.
	type want struct {
		e       steward.FeedEvent
		in, out time.Time
	}
	var wants []want
	done := map[string]bool{}
	for _, e := range events {
		if done[e.UID] || (e.Block && !c.ImportBlocks) {
			continue
		}
		done[e.UID] = true
		in, out := steward.ResolveStayTimes(a, e.Start, e.StartDate, e.End, e.EndDate)
		in, out = in.Truncate(timePrecision), out.Truncate(timePrecision)
		if !out.After(in) || !out.After(tx.now) {
			continue // past stays are history the feed may drop; a broken event has no stay
		}
		wants = append(wants, want{e, in, out})
	}
	sort.SliceStable(wants, func(i, j int) bool { return wants[i].in.Before(wants[j].in) })

	for _, w := range wants {
		st := byUID[w.e.UID]
		var newUID *string
		if st == nil {
			st = movedStay(stays, present, w.in, w.out)
			if st != nil {
				// The site gave the booking a new UID (VRBO does when the
				// dates change): same property, same or overlapping dates,
				// old UID gone from the feed. It is the same stay, given
				// the new UID by refreshStay, in the change's event.
				uid := w.e.UID
				newUID = &uid
				byUID[uid] = st
			}
		}
		if st != nil {
			st.seen = true
			changed, err := refreshStay(ctx, tx, c, st, w.e, w.in, w.out, newUID)
			if steward.ErrorCode(err) == steward.ERESERVATIONCONFLICT {
				res.Conflicts++
				problems = append(problems, describe(w.e, a, w.in, w.out, err))
				continue
			} else if err != nil {
				return res, nil, err
			}
			if changed {
				res.Updated++
			}
			continue
		}
		calendarID := c.ID
		r, err := createReservation(ctx, tx, c.AccountID, steward.ReservationCreate{AddressID: c.AddressID,
			GuestName: guestName(c, w.e), CheckIn: w.in, CheckOut: w.out, ConfirmationCode: w.e.ConfirmationCode,
			Source: steward.SourceICal, CalendarID: &calendarID, UID: w.e.UID})
		if steward.ErrorCode(err) == steward.ERESERVATIONCONFLICT {
			res.Conflicts++
			problems = append(problems, describe(w.e, a, w.in, w.out, err))
			continue
		} else if err != nil {
			return res, nil, err
		}
		st = &feedStay{Reservation: r, seen: true}
		stays = append(stays, st)
		byUID[w.e.UID] = st
		res.Created++
	}

	// Bookings missing from this fetch: the second successive miss
	// cancels. A stay already over is never cancelled (feeds drop the past).
	for _, st := range stays {
		if st.seen || present[*st.UID] || st.Status != steward.ReservationConfirmed || !st.CheckOut.After(tx.now) {
			continue
		}
		st.missed++
		if st.missed >= missedToCancel {
			cancelled := steward.ReservationCancelled
			if _, _, err := changeReservation(ctx, tx, c.AccountID, st.ID, steward.ReservationUpdate{Status: &cancelled}); err != nil {
				return res, nil, err
			}
			res.Cancelled++
		}
		if err := setMissed(ctx, tx, c.AccountID, st.ID, st.missed); err != nil {
			return res, nil, err
		}
	}
	return res, problems, nil
}

// calendarStays returns every stay read from calendar c, cancelled or not.
func calendarStays(ctx context.Context, tx *Tx, c *steward.Calendar) ([]*feedStay, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+reservationColumns+`, feed_missed FROM reservations
		WHERE account_id = $1 AND calendar_id = $2 AND uid IS NOT NULL ORDER BY check_in, id`, c.AccountID, c.ID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var stays []*feedStay
	for rows.Next() {
		st := &feedStay{}
		if st.Reservation, err = scanReservation(withExtra{rows, []any{&st.missed}}); err != nil {
			return nil, err
		}
		stays = append(stays, st)
	}
	return stays, rows.Err()
}

// withExtra scans a row's extra trailing columns after the usual ones.
type withExtra struct {
	row   interface{ Scan(...any) error }
	extra []any
}

func (w withExtra) Scan(dest ...any) error { return w.row.Scan(append(dest, w.extra...)...) }

// movedStay returns the confirmed stay of the feed whose UID is gone from
// it and whose dates match [in, out), or failing that overlap it; nil if
// there is none.
func movedStay(stays []*feedStay, present map[string]bool, in, out time.Time) *feedStay {
	var overlapping *feedStay
	for _, st := range stays {
		if st.seen || present[*st.UID] || st.Status != steward.ReservationConfirmed {
			continue
		}
		if st.CheckIn.Equal(in) && st.CheckOut.Equal(out) {
			return st
		}
		if overlapping == nil && st.CheckIn.Before(out) && in.Before(st.CheckOut) {
			overlapping = st
		}
	}
	return overlapping
}

// refreshStay brings a stay the feed still lists in step with its event:
// its dates, its booking code when the feed gives one, and its status when
// the syncer had cancelled it. A stay a person cancelled stays cancelled,
// and the guest's name, which the host may have typed in, is left alone.
func refreshStay(ctx context.Context, tx *Tx, c *steward.Calendar, st *feedStay, e steward.FeedEvent, in, out time.Time, uid *string) (bool, error) {
	if st.Status == steward.ReservationCancelled && st.missed < missedToCancel {
		return false, nil
	}
	u := steward.ReservationUpdate{CheckIn: &in, CheckOut: &out}
	if e.ConfirmationCode != "" {
		u.ConfirmationCode = &e.ConfirmationCode
	}
	if st.Status == steward.ReservationCancelled {
		confirmed := steward.ReservationConfirmed
		u.Status = &confirmed
	}
	next, changed, err := changeFeedReservation(ctx, tx, c.AccountID, st.ID, u, uid)
	if err != nil {
		return false, err
	}
	st.UID = next.UID
	if st.missed != 0 {
		st.missed = 0
		return changed, setMissed(ctx, tx, c.AccountID, st.ID, 0)
	}
	return changed, nil
}

func setMissed(ctx context.Context, tx *Tx, accountID, id int64, missed int) error {
	_, err := tx.ExecContext(ctx, `UPDATE reservations SET feed_missed = $3 WHERE account_id = $1 AND id = $2`, accountID, id, missed)
	return err
}

// guestName names a stay read from a feed, which seldom names the guest:
// VRBO's "Reserved - Jordan" does; Airbnb's "Reserved" does not.
func guestName(c *steward.Calendar, e steward.FeedEvent) string {
	s := e.Summary
	switch {
	case e.Block:
		return truncateText(c.Name+" (blocked)", 200)
	case s == "" || strings.EqualFold(s, "reserved"):
		return truncateText(c.Name+" guest", 200)
	}
	return truncateText(s, 200)
}

// describe says which booking could not be applied and why.
func describe(e steward.FeedEvent, a *steward.Address, in, out time.Time, err error) string {
	loc := a.Location()
	return fmt.Sprintf("%s to %s (UID %s): %s", in.In(loc).Format(time.DateOnly), out.In(loc).Format(time.DateOnly),
		e.UID, steward.ErrorMessage(err))
}
