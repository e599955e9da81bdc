package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strconv"

	"github.com/stewardhq/steward"
)

// ReservationService implements steward.ReservationService.
type ReservationService struct{ db *DB }

// NewReservationService returns the reservation service of db.
func NewReservationService(db *DB) *ReservationService { return &ReservationService{db: db} }

var _ steward.ReservationService = (*ReservationService)(nil)

const reservationColumns = `id, account_id, address_id, guest_name, check_in, check_out, guests, confirmation_code,
	status, source, calendar_id, uid, created_at, COALESCE(updated_at, created_at)`

func scanReservation(row interface{ Scan(...any) error }) (*steward.Reservation, error) {
	r := &steward.Reservation{}
	err := row.Scan(&r.ID, &r.AccountID, &r.AddressID, &r.GuestName, timeCol{&r.CheckIn}, timeCol{&r.CheckOut},
		&r.Guests, &r.ConfirmationCode, &r.Status, &r.Source, &r.CalendarID, &r.UID, timeCol{&r.CreatedAt}, timeCol{&r.UpdatedAt})
	return r, err
}

// FindReservationByID returns one of the account's stays, cancelled or not.
func (s *ReservationService) FindReservationByID(ctx context.Context, accountID, id int64) (*steward.Reservation, error) {
	return findReservation(ctx, s.db.read, accountID, id)
}

func findReservation(ctx context.Context, q queryer, accountID, id int64) (*steward.Reservation, error) {
	r, err := scanReservation(q.QueryRowContext(ctx, `SELECT `+reservationColumns+` FROM reservations WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Reservation not found")
	}
	return r, err
}

// FindReservations lists the account's reservations by check-in, then id.
func (s *ReservationService) FindReservations(ctx context.Context, accountID int64, f steward.ReservationFilter) ([]*steward.Reservation, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	q := `SELECT ` + reservationColumns + ` FROM reservations WHERE account_id = $1`
	args := []any{accountID}
	add := func(cond string, v any) {
		args = append(args, v)
		q += ` AND ` + cond + strconv.Itoa(len(args))
	}
	if f.AddressID != nil {
		add("address_id = $", *f.AddressID)
	}
	switch f.Status {
	case "":
		add("status = $", string(steward.ReservationConfirmed))
	case "all":
	default:
		add("status = $", f.Status)
	}
	if f.From != nil {
		add("check_out > $", ts(*f.From))
	}
	if f.To != nil {
		add("check_in < $", ts(*f.To))
	}
	rows, err := s.db.read.QueryContext(ctx, q+` ORDER BY check_in, id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Reservation{}
	for rows.Next() {
		r, err := scanReservation(rows)
		if s.db.skipUnreadable(ctx, "reservations", accountID, r.ID, err) {
			continue
		} else if err != nil {
			return nil, err
		}
		list = append(list, r)
	}
	return list, rows.Err()
}

// CreateReservation records a stay at one of the account's addresses.
func (s *ReservationService) CreateReservation(ctx context.Context, accountID int64, in steward.ReservationCreate) (*steward.Reservation, error) {
	var r *steward.Reservation
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		r, err = createReservation(ctx, tx, accountID, in)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return r, nil
}

// createReservation records a stay in tx: the one path every new stay
// takes, typed or read from a calendar feed.
func createReservation(ctx context.Context, tx *Tx, accountID int64, in steward.ReservationCreate) (*steward.Reservation, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	r := &steward.Reservation{AccountID: accountID, AddressID: in.AddressID, GuestName: in.GuestName,
		Guests: *in.Guests, ConfirmationCode: in.ConfirmationCode, Status: steward.ReservationConfirmed, Source: in.Source,
		CalendarID: in.CalendarID}
	if in.UID != "" {
		uid := in.UID
		r.UID = &uid
	}
	if r.ConfirmationCode == "" {
		r.ConfirmationCode = "STW" + steward.NewToken(7)
	}
	a, err := lockAddress(ctx, tx, accountID, in.AddressID)
	if err != nil {
		return nil, unknownRef("address_id", in.AddressID, err)
	} else if a.Archived() {
		return nil, archivedRef(a)
	}
	r.CheckIn, r.CheckOut = steward.ResolveStayTimes(a, in.CheckIn, in.CheckInDate, in.CheckOut, in.CheckOutDate)
	r.CheckIn, r.CheckOut = r.CheckIn.Truncate(timePrecision), r.CheckOut.Truncate(timePrecision)
	if !r.CheckOut.After(r.CheckIn) {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid check_out: must be after check_in")
	}
	if err := checkOverlap(ctx, tx, a, r); err != nil {
		return nil, err
	}
	r.CreatedAt, r.UpdatedAt = tx.now, tx.now
	err = tx.QueryRowContext(ctx, `
		INSERT INTO reservations (account_id, address_id, guest_name, check_in, check_out, guests, confirmation_code,
			status, source, calendar_id, uid, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
		accountID, r.AddressID, r.GuestName, ts(r.CheckIn), ts(r.CheckOut), r.Guests, r.ConfirmationCode,
		string(r.Status), string(r.Source), r.CalendarID, r.UID, ts(r.CreatedAt), ts(r.UpdatedAt)).Scan(&r.ID)
	if err != nil {
		return nil, err
	} else if err := recordReservationEvent(ctx, tx, nil, r); err != nil {
		return nil, err
	}
	// The stay's turnover follows it, in the same transaction.
	return r, syncTurnovers(ctx, tx, a, stayReason(nil, r))
}

// UpdateReservation edits one of the account's stays.
func (s *ReservationService) UpdateReservation(ctx context.Context, accountID, id int64, u steward.ReservationUpdate) (*steward.Reservation, error) {
	return s.change(ctx, accountID, id, u)
}

// CancelReservation cancels one of the account's stays.
func (s *ReservationService) CancelReservation(ctx context.Context, accountID, id int64) (*steward.Reservation, error) {
	cancelled := steward.ReservationCancelled
	return s.change(ctx, accountID, id, steward.ReservationUpdate{Status: &cancelled})
}

func (s *ReservationService) change(ctx context.Context, accountID, id int64, u steward.ReservationUpdate) (*steward.Reservation, error) {
	var next *steward.Reservation
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		next, _, err = changeReservation(ctx, tx, accountID, id, u)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return next, nil
}

// changeReservation applies u to a stay in tx and reports whether anything
// changed: the one path every change of a stay takes, typed or read from a
// calendar feed.
func changeReservation(ctx context.Context, tx *Tx, accountID, id int64, u steward.ReservationUpdate) (*steward.Reservation, bool, error) {
	return changeFeedReservation(ctx, tx, accountID, id, u, nil)
}

// changeFeedReservation is changeReservation that also gives a stay read
// from a feed the event's new uid when uid is not nil (a booking whose UID
// the site changed), in the same change and the same event.
func changeFeedReservation(ctx context.Context, tx *Tx, accountID, id int64, u steward.ReservationUpdate, uid *string) (*steward.Reservation, bool, error) {
	prev, err := findReservation(ctx, tx, accountID, id)
	if err != nil {
		return nil, false, err
	}
	a, err := lockAddress(ctx, tx, accountID, prev.AddressID)
	if err != nil {
		return nil, false, err
	}
	next, changed, err := u.Apply(*prev, a, tx.now)
	if err != nil {
		return &next, false, err
	}
	if uid != nil && (next.UID == nil || *next.UID != *uid) {
		next.UID = uid
		next.UpdatedAt = tx.now
		changed = true
	}
	if !changed {
		return &next, false, nil
	}
	if err := checkOverlap(ctx, tx, a, &next); err != nil {
		return nil, false, err
	}
	_, err = tx.ExecContext(ctx, `
		UPDATE reservations SET guest_name = $3, check_in = $4, check_out = $5, guests = $6, confirmation_code = $7,
			status = $8, updated_at = $9, uid = $10
		WHERE account_id = $1 AND id = $2`,
		accountID, id, next.GuestName, ts(next.CheckIn), ts(next.CheckOut), next.Guests, next.ConfirmationCode,
		string(next.Status), ts(next.UpdatedAt), next.UID)
	if err != nil {
		return nil, false, err
	} else if err := recordReservationEvent(ctx, tx, prev, &next); err != nil {
		return nil, false, err
	}
	// The stay's turnover follows it, in the same transaction.
	return &next, true, syncTurnovers(ctx, tx, a, stayReason(prev, &next))
}

// lockAddress returns one of the account's addresses, holding its row until
// the transaction ends, so that two writers of stays at one property take
// turns and cannot both pass the overlap check (on SQLite writers take
// turns anyway).
func lockAddress(ctx context.Context, tx *Tx, accountID, id int64) (*steward.Address, error) {
	if _, err := tx.ExecContext(ctx, `UPDATE addresses SET account_id = account_id WHERE account_id = $1 AND id = $2`, accountID, id); err != nil {
		return nil, err
	}
	return findAddress(ctx, tx, accountID, id)
}

// checkOverlap returns the RESERVATION_CONFLICT of a confirmed stay r that
// overlaps another confirmed stay at address a.
func checkOverlap(ctx context.Context, tx *Tx, a *steward.Address, r *steward.Reservation) error {
	if r.Status != steward.ReservationConfirmed {
		return nil
	}
	other, err := scanReservation(tx.QueryRowContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND id <> $3 AND check_in < $4 AND check_out > $5
		ORDER BY check_in, id LIMIT 1`,
		a.AccountID, a.ID, r.ID, ts(r.CheckOut), ts(r.CheckIn)))
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return err
	}
	return steward.ConflictError(other, a.Location())
}

// unknownRef turns the not-found of a referenced resource into the 400 the
// request deserves, naming the field.
func unknownRef(field string, id int64, err error) error {
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		noun := map[string]string{"address_id": "address", "pro_id": "pro"}[field]
		return steward.Errorf(steward.EVALIDATION, "Invalid %s: %s %d does not exist in this account", field, noun, id)
	}
	return err
}
