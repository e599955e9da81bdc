// Package testdb hands tests fresh, real databases: a SQLite file in a
// temporary directory always, and a private PostgreSQL schema when
// STEWARD_TEST_POSTGRES_URL is set. In CI (CI=true) a missing PostgreSQL
// URL fails the test instead of skipping it, so the PostgreSQL half of the
// suite cannot silently vanish.
package testdb

import (
	"context"
	"database/sql"

	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
	"github.com/stewardhq/steward"
)

// PostgresEnv names the variable holding the PostgreSQL URL for tests.
const PostgresEnv = "STEWARD_TEST_POSTGRES_URL"

// Engines lists the engines tests run against here: sqlite always, postgres
// when configured.
func Engines(t testing.TB) []string {
	t.Helper()
	engines := []string{"sqlite"}
	if os.Getenv(PostgresEnv) != "" {
		engines = append(engines, "postgres")
	} else if os.Getenv("CI") == "true" {
		t.Fatalf("%s is not set: CI must run the PostgreSQL tests", PostgresEnv)
	}
	return engines
}

// DSN returns the URL of a fresh, empty database of the engine, removed when
// the test ends.
func DSN(t testing.TB, engine string) string {
	t.Helper()
	switch engine {
	case "sqlite":
		return "sqlite:" + filepath.Join(t.TempDir(), "steward.db")
	case "postgres":
		return Postgres(t)
	}
	t.Fatalf("unknown engine %q", engine)
	return ""
}

// Postgres creates a private schema in the test PostgreSQL database and
// returns a URL whose search_path points at it. It skips the test when no
// PostgreSQL is configured (outside CI).
func Postgres(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must run the PostgreSQL tests", PostgresEnv)
		}
		t.Skipf("%s is not set", PostgresEnv)
	}
	schema := "t_" + strings.ToLower(steward.NewToken(12))
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		db.Close()
		t.Fatalf("create schema: %v", err)
	}
	// The connection goes back to the server until the schema is dropped:
	// the packages' tests share the server's connections (max_connections),
	// and a test may hold many schemas at once.
	db.Close()
	t.Cleanup(func() {
		db, err := sql.Open("pgx", base)
		if err != nil {
			t.Logf("drop schema %s: %v", schema, err)
			return
		}
		defer db.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := db.ExecContext(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Logf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse %s: %v", PostgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
