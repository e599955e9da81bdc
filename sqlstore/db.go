// Package sqlstore implements Steward's services on a SQL database through
// database/sql: the embedded SQLite store (modernc.org/sqlite, no cgo) for
// one machine, and PostgreSQL (pgx) for several replicas. One code path
// serves both; the differences are kept in dialect.go.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// DB is an open Steward store. Its services are the exported types of this
// package (JobService, AddressService, ...), each built from a *DB.
type DB struct {
	write   *sql.DB // the one writer on SQLite; the pool on PostgreSQL
	read    *sql.DB // a read-only pool on SQLite; the same pool on PostgreSQL
	dialect dialect

	// Clock supplies "now" to every transaction; tests replace it.
	Clock steward.Clock

	// DeliveryNotifyFunc, when set, is called after the commit of every
	// transaction that queued webhook deliveries, so the dispatcher sends
	// them at once instead of at its next poll. Set it before use.
	DeliveryNotifyFunc func()
}

// Open connects to the database named by dsn and applies pending
// migrations. A dsn of "sqlite:PATH" (or a path ending in .db) selects the
// embedded SQLite store; "postgres://…" or "postgresql://…" selects
// PostgreSQL.
func Open(ctx context.Context, dsn string) (*DB, error) {
	db := &DB{Clock: steward.SystemClock{}}
	var err error
	switch {
	case strings.HasPrefix(dsn, "postgres://"), strings.HasPrefix(dsn, "postgresql://"):
		db.dialect = postgres
		if db.write, err = sql.Open("pgx", dsn); err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		db.write.SetMaxOpenConns(max(4, 4*runtime.GOMAXPROCS(0)))
		db.write.SetMaxIdleConns(max(4, 4*runtime.GOMAXPROCS(0)))
		db.write.SetConnMaxIdleTime(5 * time.Minute)
		db.read = db.write
	case strings.HasPrefix(dsn, "sqlite:"):
		db.dialect = sqlite
		path := strings.TrimPrefix(strings.TrimPrefix(dsn, "sqlite:"), "//")
		if path == "" {
			return nil, fmt.Errorf("open sqlite: empty path in %q", dsn)
		}
		if db.write, err = sql.Open("sqlite", sqliteDSN(path, false)); err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		// SQLite allows one writer at a time; one connection serialises
		// writers in Go instead of in busy-wait loops inside SQLite.
		db.write.SetMaxOpenConns(1)
		if db.read, err = sql.Open("sqlite", sqliteDSN(path, true)); err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		db.read.SetMaxOpenConns(max(4, runtime.GOMAXPROCS(0)))
	default:
		return nil, fmt.Errorf("unsupported database URL %q: use sqlite:PATH or postgres://…", redact(dsn))
	}
	if err := db.write.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to %s: %w", db.dialect, err)
	}
	if err := db.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func sqliteDSN(path string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate")
	}
	return "file:" + path + "?" + q.Encode()
}

// Close releases the database connections.
func (db *DB) Close() error {
	var err error
	if db.read != nil && db.read != db.write {
		err = db.read.Close()
	}
	if db.write != nil {
		err = errors.Join(err, db.write.Close())
	}
	return err
}

// Ping reports whether the database answers.
func (db *DB) Ping(ctx context.Context) error {
	var one int
	return db.read.QueryRowContext(ctx, "SELECT 1").Scan(&one)
}

// Dialect returns "sqlite" or "postgres".
func (db *DB) Dialect() string { return string(db.dialect) }

// Tx is a transaction that carries the instant it began, so every row it
// writes shares one "now".
type Tx struct {
	*sql.Tx
	db  *DB
	now time.Time

	queuedDeliveries bool // the transaction wrote webhook deliveries
}

// begin starts a write transaction (on the writer) or a read transaction.
func (db *DB) begin(ctx context.Context, write bool) (*Tx, error) {
	pool := db.read
	var opts *sql.TxOptions
	if write {
		pool = db.write
	} else if db.dialect == postgres {
		opts = &sql.TxOptions{ReadOnly: true}
	}
	tx, err := pool.BeginTx(ctx, opts)
	if err != nil {
		return nil, fmt.Errorf("begin: %w", err)
	}
	return &Tx{Tx: tx, db: db, now: db.Clock.Now().UTC().Truncate(time.Microsecond)}, nil
}

// inTx runs fn in a write transaction and commits it, rolling back on error.
func (db *DB) inTx(ctx context.Context, fn func(tx *Tx) error) error {
	tx, err := db.begin(ctx, true)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return translate(fmt.Errorf("commit: %w", err))
	}
	if tx.queuedDeliveries && db.DeliveryNotifyFunc != nil {
		db.DeliveryNotifyFunc()
	}
	return nil
}

// inReadTx runs fn in a read-only transaction, so multi-query reads (a page
// and its total) see one snapshot.
func (db *DB) inReadTx(ctx context.Context, fn func(tx *Tx) error) error {
	tx, err := db.begin(ctx, false)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

func redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.User == nil {
		return dsn
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// Redact returns dsn with any password masked, for logs.
func Redact(dsn string) string { return redact(dsn) }
