package sqlstore

import (
	"context"

	"github.com/stewardhq/steward"
)

// ReservationService implements steward.ReservationService.
type ReservationService struct{ db *DB }

// NewReservationService returns the reservation service of db.
func NewReservationService(db *DB) *ReservationService { return &ReservationService{db: db} }

var _ steward.ReservationService = (*ReservationService)(nil)

// FindReservations lists the account's reservations by check-in, then id.
func (s *ReservationService) FindReservations(ctx context.Context, accountID int64, f steward.ReservationFilter) ([]*steward.Reservation, error) {
	q := `SELECT id, account_id, address_id, guest_name, check_in, check_out, guests, confirmation_code, created_at
		FROM reservations WHERE account_id = $1`
	args := []any{accountID}
	if f.AddressID != nil {
		q += ` AND address_id = $2`
		args = append(args, *f.AddressID)
	}
	rows, err := s.db.read.QueryContext(ctx, q+` ORDER BY check_in, id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Reservation{}
	for rows.Next() {
		r := &steward.Reservation{}
		if err := rows.Scan(&r.ID, &r.AccountID, &r.AddressID, &r.GuestName, timeCol{&r.CheckIn}, timeCol{&r.CheckOut},
			&r.Guests, &r.ConfirmationCode, timeCol{&r.CreatedAt}); s.db.skipUnreadable(ctx, "reservations", accountID, r.ID, err) {
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
	if err := in.Validate(); err != nil {
		return nil, err
	}
	r := &steward.Reservation{AccountID: accountID, AddressID: in.AddressID, GuestName: in.GuestName,
		CheckIn: in.CheckIn.UTC(), CheckOut: in.CheckOut.UTC(), Guests: *in.Guests, ConfirmationCode: in.ConfirmationCode}
	if r.ConfirmationCode == "" {
		r.ConfirmationCode = "STW" + steward.NewToken(7)
	}
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, in.AddressID); err != nil {
			return unknownRef("address_id", in.AddressID, err)
		}
		r.CreatedAt = tx.now
		return tx.QueryRowContext(ctx, `
			INSERT INTO reservations (account_id, address_id, guest_name, check_in, check_out, guests, confirmation_code, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			accountID, r.AddressID, r.GuestName, ts(r.CheckIn), ts(r.CheckOut), r.Guests, r.ConfirmationCode, ts(r.CreatedAt)).Scan(&r.ID)
	})
	if err != nil {
		return nil, translate(err)
	}
	return r, nil
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
