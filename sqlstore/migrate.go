package sqlstore

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sync"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// migrations holds the numbered schema changes of each engine. They are
// applied at start; on PostgreSQL a session advisory lock makes replicas
// that start together take turns, so each migration runs once.
//
//go:embed migrations
var migrations embed.FS

func (db *DB) migrate(ctx context.Context) error {
	fsys, err := fs.Sub(migrations, "migrations/"+string(db.dialect))
	if err != nil {
		return err
	}
	var opts []goose.ProviderOption
	gdialect := goose.DialectSQLite3
	if db.dialect == postgres {
		gdialect = goose.DialectPostgres
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return fmt.Errorf("migration lock: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	p, err := goose.NewProvider(gdialect, db.write, fsys, opts...)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if db.dialect == postgres {
		if _, err := p.Up(ctx); err != nil {
			return fmt.Errorf("migrate %s: %w", db.dialect, err)
		}
		return nil
	}
	// SQLite has no advisory lock. Processes sharing the file are rare, but
	// when two race, the loser's migration fails inside its own transaction
	// and rolls back; trying again then finds nothing left to do.
	sqliteMigrateMu.Lock()
	defer sqliteMigrateMu.Unlock()
	for attempt := 1; ; attempt++ {
		_, err := p.Up(ctx)
		if err == nil {
			return nil
		} else if attempt == 5 {
			return fmt.Errorf("migrate %s: %w", db.dialect, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(attempt) * 100 * time.Millisecond):
		}
	}
}

// sqliteMigrateMu serialises migrations of the SQLite stores of one process.
var sqliteMigrateMu sync.Mutex
