// Package photostore keeps the bytes of pros' photos (steward.PhotoStore).
// Disk keeps them in a directory of the local file system; another backend
// (an object store) implements the same three methods.
package photostore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"github.com/stewardhq/steward"
)

// Disk keeps photos as files under Dir: photos/<account>/<job>/<random>,
// written to a temporary file first and renamed, so a reader never sees
// half a photo.
type Disk struct{ Dir string }

var _ steward.PhotoStore = (*Disk)(nil)

// NewDisk returns the disk store under dir, creating dir if need be.
func NewDisk(dir string) (*Disk, error) {
	if err := os.MkdirAll(filepath.Join(dir, "photos"), 0o750); err != nil {
		return nil, fmt.Errorf("photo store: %w", err)
	}
	return &Disk{Dir: dir}, nil
}

// keyPattern is the shape of the keys Put makes; any other key is refused
// before it reaches the file system.
var keyPattern = regexp.MustCompile(`^photos/[0-9]+/[0-9]+/[0-9a-f]{32}$`)

// Put writes r to a new file and returns its key.
func (d *Disk) Put(ctx context.Context, accountID, jobID int64, r io.Reader) (string, error) {
	var b [16]byte
	_, _ = rand.Read(b[:])
	key := fmt.Sprintf("photos/%d/%d/%s", accountID, jobID, hex.EncodeToString(b[:]))
	path := filepath.Join(d.Dir, filepath.FromSlash(key))
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".upload-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name()) // after the rename, nothing is left to remove
	if _, err := io.Copy(tmp, r); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	return key, os.Rename(tmp.Name(), path)
}

// Open opens the file of key.
func (d *Disk) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if !keyPattern.MatchString(key) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Photo not found")
	}
	f, err := os.Open(filepath.Join(d.Dir, filepath.FromSlash(key)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Photo not found")
	}
	return f, err
}

// Delete removes the file of key, if any.
func (d *Disk) Delete(ctx context.Context, key string) error {
	if !keyPattern.MatchString(key) {
		return nil
	}
	err := os.Remove(filepath.Join(d.Dir, filepath.FromSlash(key)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
