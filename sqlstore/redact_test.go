package sqlstore

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestRedact(t *testing.T) {
	for _, tc := range []struct{ name, dsn, want string }{
		{"UserinfoPassword", "postgres://app:s3cret@db.internal:5432/steward", "postgres://app:xxxxx@db.internal:5432/steward"},
		{"EscapedPassword", "postgresql://app:s3cret%21%40@db/steward", "postgresql://app:xxxxx@db/steward"},
		{"QueryPassword", "postgres://app@db/steward?sslmode=require&password=s3cret", "postgres://app@db/steward?sslmode=require&password=xxxxx"},
		{"QueryPasswordFirst", "postgres://db/steward?password=s3cret&sslmode=disable", "postgres://db/steward?password=xxxxx&sslmode=disable"},
		{"SSLPassword", "postgres://db/steward?sslpassword=s3cret", "postgres://db/steward?sslpassword=xxxxx"},
		{"KeyValue", "host=db user=app password=s3cret dbname=steward", "host=db user=app password=xxxxx dbname=steward"},
		{"KeyValueQuoted", "host=db password='s3 cret' dbname=steward", "host=db password=xxxxx dbname=steward"},
		{"KeyValueSpaces", "host=db password = s3cret dbname=steward", "host=db password = xxxxx dbname=steward"},
		{"BadPort", "postgres://app:s3cret@db:notaport/steward", "postgres://app:xxxxx@db:notaport/steward"},
		{"BadEscape", "postgres://app:s3%zzcret@db/steward", "postgres://app:xxxxx@db/steward"},
		{"SpaceInPassword", "postgres://app:s3 cret@db/steward", "postgres://app:xxxxx@db/steward"},
		{"AtInPassword", "postgres://app:s3@cret@db/steward", "postgres://app:xxxxx@db/steward"},
		{"NoPassword", "postgres://app@db/steward", "postgres://app@db/steward"},
		{"SQLite", "sqlite:/var/lib/steward/steward.db", "sqlite:/var/lib/steward/steward.db"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := redact(tc.dsn); got != tc.want {
				t.Errorf("redact(%q) = %q, want %q", tc.dsn, got, tc.want)
			}
		})
	}
}

// TestOpenErrorRedacted checks that Open's errors never carry the password,
// whatever the driver or the URL parser quoted.
func TestOpenErrorRedacted(t *testing.T) {
	for _, dsn := range []string{
		"postgres://app:s3cret@127.0.0.1:notaport/steward",
		"postgres://app:s3%zzcret@127.0.0.1/steward",
		"postgres://app@127.0.0.1:1/steward?password=s3cret&connect_timeout=5",
		"host=127.0.0.1 port=1 password=s3cret",
	} {
		_, err := Open(context.Background(), dsn)
		if err == nil {
			t.Fatalf("Open(%q) succeeded", dsn)
		}
		if strings.Contains(err.Error(), "s3") {
			t.Errorf("Open(%q) error %q carries the password", dsn, err)
		}
		if errors.Unwrap(err) == nil {
			t.Errorf("Open(%q) error %q wraps nothing", dsn, err)
		}
	}
}
