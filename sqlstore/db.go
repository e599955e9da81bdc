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
	"log/slog"
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

	// Offers holds the times of the offer cascade (see OfferStore).
	Offers steward.OfferPolicy
	// PublicURL is where people reach the server (no trailing slash), for
	// the link to the pros' page in their e-mails; empty leaves it out.
	PublicURL string

	// Quality is when a pro's recent ratings are too low (see RatingStore).
	Quality steward.QualityPolicy

	// Logger receives what the store must report but not fail on (a row
	// left out of a list because it cannot be read); nil discards it.
	Logger *slog.Logger

	// DeliveryNotifyFunc, when set, is called after the commit of every
	// transaction that queued webhook deliveries, so the dispatcher sends
	// them at once instead of at its next poll. Set it before use.
	DeliveryNotifyFunc func()

	// MailNotifyFunc, when set, is called after the commit of every
	// transaction that queued notifications, so the mail sender sends them
	// at once instead of at its next poll. Set it before use.
	MailNotifyFunc func()

	batch *batcher // group commit of write transactions (SQLite only)
}

// Open connects to the database named by dsn and applies pending
// migrations. A dsn of "sqlite:PATH" (or a path ending in .db) selects the
// embedded SQLite store; "postgres://…" or "postgresql://…" selects
// PostgreSQL.
//
// Passwords in dsn are masked in the errors it returns (see redact).
func Open(ctx context.Context, dsn string) (*DB, error) {
	db, err := open(ctx, dsn)
	if err != nil {
		return nil, &redactError{err: err, dsn: dsn}
	}
	return db, nil
}

func open(ctx context.Context, dsn string) (*DB, error) {
	db := &DB{Clock: steward.SystemClock{}, Offers: steward.DefaultOfferPolicy, Quality: steward.DefaultQualityPolicy}
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
		path := sqlitePath(dsn)
		if path == "" {
			return nil, fmt.Errorf("open sqlite: empty path in %q", dsn)
		}
		if db.write, err = openSQLite(path, false); err != nil {
			return nil, err
		}
		// SQLite allows one writer at a time; one connection serialises
		// writers in Go instead of in busy-wait loops inside SQLite.
		db.write.SetMaxOpenConns(1)
		if db.read, err = openSQLite(path, true); err != nil {
			db.write.Close()
			return nil, err
		}
		// Keep every reader open: a new SQLite connection starts with a
		// cold page cache and none of its prepared statements, and with
		// database/sql's default of two idle connections a busy server
		// would close and reopen the others continually.
		readers := max(4, runtime.GOMAXPROCS(0))
		db.read.SetMaxOpenConns(readers)
		db.read.SetMaxIdleConns(readers)
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
	if db.dialect == sqlite {
		db.batch = newBatcher(db)
	}
	return db, nil
}

// LimitConns caps a PostgreSQL store's pool at n connections, open and
// idle (the default is four per CPU): for a replica sharing a small
// server's connections, and for tests that open many stores at once. It
// does nothing on SQLite, whose pools are sized for its one writer.
func (db *DB) LimitConns(n int) {
	if db.dialect != postgres || n < 1 {
		return
	}
	db.write.SetMaxOpenConns(n)
	db.write.SetMaxIdleConns(n)
}

// openSQLite returns a pool of SQLite connections that keep their prepared
// statements (see sqliteconn.go).
func openSQLite(path string, readOnly bool) (*sql.DB, error) {
	c, err := newSQLiteConnector(sqliteDSN(path, readOnly))
	if err != nil {
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	return sql.OpenDB(c), nil
}

// sqlitePath returns the file name of a sqlite: URL.
func sqlitePath(dsn string) string {
	return strings.TrimPrefix(strings.TrimPrefix(dsn, "sqlite:"), "//")
}

func sqliteDSN(path string, readOnly bool) string {
	q := url.Values{}
	// busy_timeout first: the pragmas run in order on every new
	// connection, and switching to WAL needs a lock another process (a
	// replica migrating at the same moment) may hold; without the timeout
	// already set, that is an immediate SQLITE_BUSY.
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate")
		// The writer copies the log back into the database (a checkpoint,
		// with two fsyncs) whenever a commit leaves it longer than this
		// many pages. SQLite's default of 1,000 (4 MiB) made checkpoints a
		// large share of the one writer's time at a few thousand writes a
		// second; a longer log also folds more rewrites of hot pages into
		// one copy. The log file is reused, and journal_size_limit trims
		// it back after a burst.
		q.Add("_pragma", "wal_autocheckpoint(10000)")
		q.Add("_pragma", "journal_size_limit(67108864)")
		// A page cache of 32 MiB instead of 2: the index pages that writes
		// touch stay in memory as the tables grow to millions of rows.
		q.Add("_pragma", "cache_size(-32768)")
	}
	return "file:" + path + "?" + q.Encode()
}

// Close releases the database connections.
func (db *DB) Close() error {
	if db.batch != nil {
		db.batch.close()
	}
	var err error
	if db.read != nil && db.read != db.write {
		err = errors.Join(err, db.read.Close())
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

func (db *DB) logger() *slog.Logger {
	if db.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return db.Logger
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
	queuedMails      bool // the transaction wrote notifications
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
// On SQLite the transaction may be shared with other writers (see
// batch.go); fn's work commits or rolls back on its own all the same.
func (db *DB) inTx(ctx context.Context, fn func(tx *Tx) error) error {
	if db.batch != nil {
		queued, mails, err := db.batch.do(ctx, fn)
		if err == nil && queued && db.DeliveryNotifyFunc != nil {
			db.DeliveryNotifyFunc()
		}
		if err == nil && mails && db.MailNotifyFunc != nil {
			db.MailNotifyFunc()
		}
		return err
	}
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
	if tx.queuedMails && db.MailNotifyFunc != nil {
		db.MailNotifyFunc()
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

// Redact returns dsn with every password masked, for logs (see redact).
func Redact(dsn string) string { return redact(dsn) }

// proPage is the address of the pros' page, or "" without a PublicURL.
func (db *DB) proPage() string {
	if db.PublicURL == "" {
		return ""
	}
	return db.PublicURL + "/pro/"
}
