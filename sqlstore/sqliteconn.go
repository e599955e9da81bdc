package sqlstore

import (
	"context"
	"database/sql/driver"
	"errors"
	"time"

	msqlite "modernc.org/sqlite"
)

// SQLite connections are wrapped for speed; profiles of `steward bench`
// showed two costs the driver adds to every statement:
//
//   - It prepares each statement from its text, and SQLite's parser and
//     planner cost as much as running a typical query here. Each
//     connection therefore keeps its statements, by text, and reuses them
//     (pgx already does the same for PostgreSQL).
//   - For a cancellable context it starts a goroutine per statement to
//     interrupt it on cancellation. Steward's SQLite statements take
//     microseconds to milliseconds, so instead the context is checked
//     before each statement, which then runs to completion.

// maxCachedStatements bounds the statements a connection keeps. Steward
// runs far fewer distinct statements; the bound only guards against a
// caller that builds unbounded query texts.
const maxCachedStatements = 256

// sqliteConnector opens modernc SQLite connections wrapped in sqliteConn.
type sqliteConnector struct{ driver.Connector }

func newSQLiteConnector(dsn string) (driver.Connector, error) {
	c, err := msqlite.NewConnector(dsn)
	if err != nil {
		return nil, err
	}
	return sqliteConnector{c}, nil
}

// Connect opens a connection with an empty statement cache.
//
// A connection's first pragma switches the file to WAL, which needs a
// lock another process opening the same new database (a replica starting
// at the same moment) may hold; where waiting could deadlock, SQLite
// answers SQLITE_BUSY at once instead of calling the busy handler. Such a
// connect is tried again, a few milliseconds later, for up to ten seconds
// (the busy_timeout).
func (c sqliteConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	for wait, waited := 2*time.Millisecond, time.Duration(0); err != nil && sqliteBusy(err) && waited < 10*time.Second; wait = min(2*wait, 100*time.Millisecond) {
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
		waited += wait
		conn, err = c.Connector.Connect(ctx)
	}
	if err != nil {
		return nil, err
	}
	inner, ok := conn.(sqliteDriverConn)
	if !ok {
		conn.Close()
		return nil, errors.New("sqlstore: the SQLite driver's connection lacks a context method")
	}
	return &sqliteConn{inner: inner, stmts: map[string]*cachedStmt{}}, nil
}

// sqliteBusy reports whether err is SQLite's SQLITE_BUSY (5), with any
// extended code.
func sqliteBusy(err error) bool {
	var e *msqlite.Error
	return errors.As(err, &e) && e.Code()&0xff == 5
}

// sqliteDriverConn is what the modernc connection implements and
// sqliteConn relies on.
type sqliteDriverConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

// sqliteConn is a SQLite connection that reuses its prepared statements.
// database/sql uses a connection from one goroutine at a time, so the
// cache needs no lock.
type sqliteConn struct {
	inner sqliteDriverConn
	stmts map[string]*cachedStmt
}

// cachedStmt is a prepared statement and whether rows it returned are
// still open: a statement serves one result at a time, so a query repeated
// while its own rows are open gets a statement of its own.
type cachedStmt struct {
	stmt driver.Stmt
	busy bool
}

var (
	_ driver.Conn               = (*sqliteConn)(nil)
	_ driver.ConnBeginTx        = (*sqliteConn)(nil)
	_ driver.ConnPrepareContext = (*sqliteConn)(nil)
	_ driver.ExecerContext      = (*sqliteConn)(nil)
	_ driver.QueryerContext     = (*sqliteConn)(nil)
	_ driver.Pinger             = (*sqliteConn)(nil)
	_ driver.SessionResetter    = (*sqliteConn)(nil)
	_ driver.Validator          = (*sqliteConn)(nil)
)

// stmt returns the cached statement of query, preparing it on first use;
// nil when it is in use or the cache is full.
func (c *sqliteConn) stmt(query string) (*cachedStmt, error) {
	if s, ok := c.stmts[query]; ok {
		if s.busy {
			return nil, nil
		}
		return s, nil
	}
	if len(c.stmts) >= maxCachedStatements {
		return nil, nil
	}
	st, err := c.inner.PrepareContext(context.Background(), query)
	if err != nil {
		return nil, err
	}
	s := &cachedStmt{stmt: st}
	c.stmts[query] = s
	return s, nil
}

// forget closes and drops the statement of query after it failed, so a
// statement in an unknown state is never reused.
func (c *sqliteConn) forget(query string) {
	if s, ok := c.stmts[query]; ok {
		delete(c.stmts, query)
		s.stmt.Close()
	}
}

// QueryContext runs a query on its cached statement.
func (c *sqliteConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s, err := c.stmt(query)
	if err != nil {
		return nil, err
	} else if s == nil {
		return c.inner.QueryContext(context.Background(), query, args)
	}
	rows, err := s.stmt.(driver.StmtQueryContext).QueryContext(context.Background(), args)
	if err != nil {
		c.forget(query)
		return nil, err
	}
	s.busy = true
	return &cachedRows{Rows: rows, s: s}, nil
}

// ExecContext runs a statement on its cached statement.
func (c *sqliteConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s, err := c.stmt(query)
	if err != nil {
		return nil, err
	} else if s == nil {
		return c.inner.ExecContext(context.Background(), query, args)
	}
	res, err := s.stmt.(driver.StmtExecContext).ExecContext(context.Background(), args)
	if err != nil {
		c.forget(query)
	}
	return res, err
}

// BeginTx starts a transaction (BEGIN IMMEDIATE on the writer).
func (c *sqliteConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return c.inner.BeginTx(context.Background(), opts)
}

// Begin starts a transaction.
func (c *sqliteConn) Begin() (driver.Tx, error) {
	return c.inner.BeginTx(context.Background(), driver.TxOptions{})
}

// Prepare returns an uncached statement, which the caller closes.
func (c *sqliteConn) Prepare(query string) (driver.Stmt, error) {
	return c.inner.PrepareContext(context.Background(), query)
}

// PrepareContext returns an uncached statement, which the caller closes.
func (c *sqliteConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.inner.PrepareContext(ctx, query)
}

// Close finalizes the cached statements and closes the connection.
func (c *sqliteConn) Close() error {
	var errs []error
	for q, s := range c.stmts {
		errs = append(errs, s.stmt.Close())
		delete(c.stmts, q)
	}
	return errors.Join(append(errs, c.inner.Close())...)
}

// Ping checks the connection.
func (c *sqliteConn) Ping(ctx context.Context) error { return c.inner.Ping(ctx) }

// ResetSession readies the connection for its next user.
func (c *sqliteConn) ResetSession(ctx context.Context) error { return c.inner.ResetSession(ctx) }

// IsValid reports whether the connection can be reused.
func (c *sqliteConn) IsValid() bool { return c.inner.IsValid() }

// cachedRows are the rows of a cached statement; closing them frees the
// statement for its next use.
type cachedRows struct {
	driver.Rows
	s *cachedStmt
}

// Close resets the statement (the driver keeps it for reuse).
func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	r.s.busy = false
	return err
}
