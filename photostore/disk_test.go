package photostore

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

func TestDisk(t *testing.T) {
	ctx := context.Background()
	d, err := NewDisk(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	key, err := d.Put(ctx, 3, 7, strings.NewReader("bytes"))
	if err != nil || !keyPattern.MatchString(key) || !strings.HasPrefix(key, "photos/3/7/") {
		t.Fatalf("Put = %q, %v", key, err)
	}
	f, err := d.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(f)
	f.Close()
	if string(got) != "bytes" {
		t.Errorf("Open read %q, want bytes", got)
	}
	if err := d.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Open(ctx, key); steward.ErrorCode(err) != steward.ENOTFOUND {
		t.Errorf("Open after Delete: %v, want NOT_FOUND", err)
	}
	if err := d.Delete(ctx, key); err != nil {
		t.Errorf("Delete again: %v, want nil", err)
	}
	for _, bad := range []string{"../etc/passwd", "photos/1/2/../../x", "/etc/passwd", ""} {
		if _, err := d.Open(ctx, bad); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("Open(%q) = %v, want NOT_FOUND", bad, err)
		}
	}
}
