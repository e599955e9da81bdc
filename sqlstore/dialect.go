package sqlstore

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/stewardhq/steward"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	msqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// dialect names the database engine. The SQL text is shared; this file holds
// the few places where the engines really differ.
type dialect string

const (
	sqlite   dialect = "sqlite"
	postgres dialect = "postgres"
)

// timeLayout is how times travel to the database: fixed width, UTC, so that
// SQLite's TEXT columns sort and compare correctly and PostgreSQL parses
// them into TIMESTAMPTZ.
const timeLayout = "2006-01-02T15:04:05.000000Z"

// ts formats t for a query parameter.
func ts(t time.Time) string { return t.UTC().Format(timeLayout) }

// tsPtr formats an optional time; nil stays NULL.
func tsPtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return ts(*t)
}

// timeCol scans a time column: TIMESTAMPTZ arrives as time.Time from pgx,
// TEXT arrives as a string from SQLite.
type timeCol struct{ t *time.Time }

func (c timeCol) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		if err := checkShowable(v); err != nil {
			return err
		}
		*c.t = v.UTC()
	case string:
		return c.parse(v)
	case []byte:
		return c.parse(string(v))
	default:
		return fmt.Errorf("sqlstore: cannot scan %T into time", src)
	}
	return nil
}

func (c timeCol) parse(s string) error {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return fmt.Errorf("%w: stored time %q: %v", errUnreadableRow, s, err)
	}
	*c.t = t.UTC()
	return nil
}

// errUnreadableRow marks a row whose stored data cannot be read or shown
// (a time no RFC 3339 text can carry, written before validation refused
// such times). Lists leave such a row out and log it (see skipUnreadable)
// rather than fail whole.
var errUnreadableRow = errors.New("sqlstore: unreadable row")

// checkShowable returns errUnreadableRow when t cannot be written as
// RFC 3339 (a year outside 0–9999), as PostgreSQL can hold such times.
func checkShowable(t time.Time) error {
	if y := t.Year(); y < 0 || y > 9999 {
		return fmt.Errorf("%w: stored time %s is outside the years 0-9999", errUnreadableRow, t)
	}
	return nil
}

// skipUnreadable reports whether err (from scanning one row of a list) is
// an unreadable row; if so it logs it, so that one bad row is found in the
// log and never takes the whole list down.
func (db *DB) skipUnreadable(ctx context.Context, table string, accountID, id int64, err error) bool {
	if !errors.Is(err, errUnreadableRow) {
		return false
	}
	db.logger().ErrorContext(ctx, "sqlstore: row left out of a list: it cannot be read",
		"table", table, "account_id", accountID, "id", id, "err", err)
	return true
}

// nullTimeCol scans a nullable time column into a **time.Time.
type nullTimeCol struct{ t **time.Time }

func (c nullTimeCol) Scan(src any) error {
	if src == nil {
		*c.t = nil
		return nil
	}
	var t time.Time
	if err := (timeCol{&t}).Scan(src); err != nil {
		return err
	}
	*c.t = &t
	return nil
}

var _ driver.Value = "" // times are sent as strings, which every driver accepts

// skipLocked ends a SELECT that claims rows for work. On PostgreSQL,
// replicas claiming at once each lock different rows instead of waiting for
// (and then double-claiming) the same ones. SQLite has one writer at a time,
// so a claim that runs in a write transaction is atomic without it.
func (d dialect) skipLocked(table string) string {
	if d == postgres {
		return " FOR UPDATE OF " + table + " SKIP LOCKED"
	}
	return ""
}

// limitClause returns " LIMIT n" with n written into the query text.
// SQLite prepares a statement again whenever a parameter its planner may
// use is bound, and a bound LIMIT is one, so a bound LIMIT would defeat
// the statement cache (sqliteconn.go). n is an int, so writing it in is
// safe, and the few values in use make few distinct statements.
func limitClause(n int) string { return " LIMIT " + strconv.Itoa(n) }

// isDeadlock reports whether err is PostgreSQL aborting a transaction that
// was in a deadlock (deadlock_detected) or could not be serialised
// (serialization_failure): the transaction undid everything, and may be
// tried again.
func isDeadlock(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40P01" || pgErr.Code == "40001")
}

// isUniqueViolation reports whether err is a unique-constraint violation.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var sqErr *msqlite.Error
	if errors.As(err, &sqErr) {
		return sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// isForeignKeyViolation reports whether err is a foreign-key violation.
func isForeignKeyViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23503"
	}
	var sqErr *msqlite.Error
	if errors.As(err, &sqErr) {
		return sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY
	}
	return false
}

// translate turns driver errors that callers can act on into *steward.Error
// at the storage boundary; everything else passes through as internal.
func translate(err error) error {
	switch {
	case err == nil:
		return nil
	case isUniqueViolation(err):
		return steward.Errorf(steward.ECONFLICT, "The resource already exists")
	case isForeignKeyViolation(err):
		return steward.Errorf(steward.EVALIDATION, "A referenced resource does not exist in this account")
	case isEncodingError(err):
		return steward.Errorf(steward.EVALIDATION, "Invalid text: must be valid UTF-8 without NUL characters")
	}
	return err
}

// isEncodingError reports whether err is PostgreSQL refusing text that is
// not valid UTF-8 or holds a NUL (character_not_in_repertoire,
// untranslatable_character). Validation refuses such text first; this is
// the second line, so a gap there is a 400 and not a 500.
func isEncodingError(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "22021" || pgErr.Code == "22P05")
}
