package sqlstore

// Calendar feeds: the feeds of a property, the claims that lease due feeds
// to a syncer, and the record of each sync. Applying a fetch to the stays
// is in calendar_apply.go.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/url"
	"time"

	"github.com/stewardhq/steward"
)

// CalendarStore keeps calendar feeds and applies what the syncer (package
// ical) reads from them. It implements steward.CalendarService except
// SyncCalendar, which needs the fetcher; ical.Syncer adds it.
type CalendarStore struct{ db *DB }

// NewCalendarStore returns the calendar store of db.
func NewCalendarStore(db *DB) *CalendarStore { return &CalendarStore{db: db} }

const calendarColumns = `id, account_id, address_id, name, url, import_blocks, etag, last_modified,
	last_fetch_at, last_success_at, last_error, last_result, created_at`

var errCalendarNotFound = steward.Errorf(steward.ENOTFOUND, "Calendar not found")

// scanCalendar reads calendarColumns into a task (the calendar and its
// validators).
func scanCalendar(row interface{ Scan(...any) error }) (*steward.CalendarTask, error) {
	t := &steward.CalendarTask{}
	c := &t.Calendar
	var result sql.NullString
	err := row.Scan(&c.ID, &c.AccountID, &c.AddressID, &c.Name, &c.URL, &c.ImportBlocks, &t.ETag, &t.LastModified,
		nullTimeCol{&c.LastFetchAt}, nullTimeCol{&c.LastSuccessAt}, &c.LastError, &result, timeCol{&c.CreatedAt})
	if err != nil {
		return nil, err
	}
	if result.Valid {
		c.LastResult = &steward.CalendarSyncResult{}
		if err := json.Unmarshal([]byte(result.String), c.LastResult); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// CreateCalendar adds a feed to one of the account's properties; it is due
// for its first sync at once.
func (s *CalendarStore) CreateCalendar(ctx context.Context, accountID int64, in steward.CalendarCreate) (*steward.Calendar, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if in.Name == "" {
		u, _ := url.Parse(in.URL)
		in.Name = u.Hostname()
	}
	var c *steward.Calendar
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a, err := findAddress(ctx, tx, accountID, in.AddressID)
		if err != nil {
			return err
		} else if a.Archived() {
			return archivedRef(a)
		}
		c = &steward.Calendar{AccountID: accountID, AddressID: a.ID, Name: in.Name, URL: in.URL,
			ImportBlocks: in.ImportBlocks, CreatedAt: tx.now}
		return tx.QueryRowContext(ctx, `
			INSERT INTO calendars (account_id, address_id, name, url, import_blocks, next_sync_at, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
			accountID, a.ID, c.Name, c.URL, c.ImportBlocks, ts(tx.now)).Scan(&c.ID)
	})
	if err != nil {
		return nil, translate(err)
	}
	return c, nil
}

// FindCalendars lists the feeds of one of the account's properties.
func (s *CalendarStore) FindCalendars(ctx context.Context, accountID, addressID int64) ([]*steward.Calendar, error) {
	list := []*steward.Calendar{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+calendarColumns+` FROM calendars
			WHERE account_id = $1 AND address_id = $2 ORDER BY id`, accountID, addressID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			t, err := scanCalendar(rows)
			if err != nil {
				return err
			}
			list = append(list, &t.Calendar)
		}
		return rows.Err()
	})
	return list, err
}

// FindCalendarByID returns one feed of one of the account's properties.
func (s *CalendarStore) FindCalendarByID(ctx context.Context, accountID, addressID, id int64) (*steward.Calendar, error) {
	t, err := findCalendar(ctx, s.db.read, accountID, addressID, id)
	if err != nil {
		return nil, err
	}
	return &t.Calendar, nil
}

func findCalendar(ctx context.Context, q queryer, accountID, addressID, id int64) (*steward.CalendarTask, error) {
	t, err := scanCalendar(q.QueryRowContext(ctx, `SELECT `+calendarColumns+` FROM calendars
		WHERE account_id = $1 AND address_id = $2 AND id = $3`, accountID, addressID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errCalendarNotFound
	}
	return t, err
}

// DeleteCalendar removes a feed; its stays keep their rows and their
// calendar_id, and no sync touches them again.
func (s *CalendarStore) DeleteCalendar(ctx context.Context, accountID, addressID, id int64) error {
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM calendars WHERE account_id = $1 AND address_id = $2 AND id = $3`,
			accountID, addressID, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return errCalendarNotFound
		}
		return nil
	})
}

// ClaimCalendars leases up to limit due feeds of live properties to one
// syncer for lease: another claimer (another replica) skips them until the
// lease expires, so a syncer that dies mid-sync strands nothing, and two
// never sync one feed at once. The store refuses the result of a claim
// whose lease was lost (see ApplyCalendarFetch).
//
// Like the webhook dispatcher's claim, this is not scoped by account: the
// syncer serves every account, and each task carries its account id.
func (s *CalendarStore) ClaimCalendars(ctx context.Context, lease time.Duration, limit int) ([]*steward.CalendarTask, error) {
	token := steward.NewToken(16)
	var tasks []*steward.CalendarTask
	err := s.db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.QueryContext(ctx, `
			UPDATE calendars SET locked_until = $1, lease_token = $3
			WHERE id IN (
				SELECT c.id FROM calendars c
				JOIN addresses a ON a.account_id = c.account_id AND a.id = c.address_id
				WHERE c.next_sync_at <= $2 AND (c.locked_until IS NULL OR c.locked_until <= $2) AND a.archived_at IS NULL
				ORDER BY c.next_sync_at, c.id`+limitClause(min(max(limit, 1), maxClaim))+s.db.dialect.skipLocked("c")+`)
			RETURNING `+calendarColumns,
			ts(tx.now.Add(lease)), ts(tx.now), token)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			t, err := scanCalendar(rows)
			if err != nil {
				return err
			}
			t.Token = token
			tasks = append(tasks, t)
		}
		return rows.Err()
	})
	return tasks, err
}

// ClaimCalendar leases one of the account's feeds for a sync now (Sync
// now), due or not. It is ECONFLICT while another sync holds the feed, and
// EVALIDATION when the property is archived.
func (s *CalendarStore) ClaimCalendar(ctx context.Context, accountID, addressID, id int64, lease time.Duration) (*steward.CalendarTask, error) {
	token := steward.NewToken(16)
	var task *steward.CalendarTask
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a, err := findAddress(ctx, tx, accountID, addressID)
		if err != nil {
			return err
		} else if a.Archived() {
			return archivedRef(a)
		}
		task, err = scanCalendar(tx.QueryRowContext(ctx, `
			UPDATE calendars SET locked_until = $4, lease_token = $5
			WHERE account_id = $1 AND address_id = $2 AND id = $3 AND (locked_until IS NULL OR locked_until <= $6)
			RETURNING `+calendarColumns, accountID, addressID, id, ts(tx.now.Add(lease)), token, ts(tx.now)))
		if errors.Is(err, sql.ErrNoRows) {
			if _, err := findCalendar(ctx, tx, accountID, addressID, id); err != nil {
				return err
			}
			return steward.Errorf(steward.ECONFLICT, "A sync of this calendar is already under way; try again in a minute")
		} else if err != nil {
			return err
		}
		task.Token = token
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return task, nil
}

// errLeaseLost is the result of a sync whose lease expired and was taken
// by another syncer: that syncer's result counts, this one is dropped.
var errLeaseLost = steward.Errorf(steward.ECONFLICT, "The calendar's sync lease was lost to another sync")

// holdLease locks the task's calendar row for tx, and is errLeaseLost when
// the lease is no longer the task's.
func holdLease(ctx context.Context, tx *Tx, t *steward.CalendarTask) error {
	res, err := tx.ExecContext(ctx, `UPDATE calendars SET lease_token = lease_token
		WHERE account_id = $1 AND id = $2 AND lease_token = $3`, t.Calendar.AccountID, t.Calendar.ID, t.Token)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return errLeaseLost
	}
	return nil
}

// RecordCalendarFailure records a failed fetch of a claimed feed and
// releases it until next; the stays are left as they are (a failed fetch
// never cancels anything).
func (s *CalendarStore) RecordCalendarFailure(ctx context.Context, t *steward.CalendarTask, msg string, next time.Duration) (*steward.Calendar, error) {
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if err := holdLease(ctx, tx, t); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `
			UPDATE calendars SET last_fetch_at = $3, last_error = $4, next_sync_at = $5, locked_until = NULL, lease_token = NULL
			WHERE account_id = $1 AND id = $2`,
			t.Calendar.AccountID, t.Calendar.ID, ts(tx.now), truncateText(msg, maxCalendarError), ts(tx.now.Add(next)))
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return s.reload(ctx, t)
}

func (s *CalendarStore) reload(ctx context.Context, t *steward.CalendarTask) (*steward.Calendar, error) {
	return s.FindCalendarByID(ctx, t.Calendar.AccountID, t.Calendar.AddressID, t.Calendar.ID)
}

// maxCalendarError bounds a calendar's last_error.
const maxCalendarError = 2000

// truncateText cuts s to at most n bytes at a rune boundary.
func truncateText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	n -= 3
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n] + "..."
}
