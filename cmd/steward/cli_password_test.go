//go:build linux

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stewardhq/steward/internal/testdb"
	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal pair: what the master writes, the slave
// reads as typed keys, and what the terminal echoes comes back on the master.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	// Control, not Fd: Fd would make the master blocking and its read
	// deadline useless.
	var n int
	rc, err := master.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	if cerr := rc.Control(func(fd uintptr) {
		if err = unix.IoctlSetPointerInt(int(fd), unix.TIOCSPTLCK, 0); err == nil {
			n, err = unix.IoctlGetInt(int(fd), unix.TIOCGPTN)
		}
	}); cerr != nil || err != nil {
		t.Fatalf("unlock pty: %v %v", cerr, err)
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { slave.Close() })
	return master, slave
}

// TestCLIPasswordTerminal types the signup password at a real terminal: it
// is asked for on stderr, not echoed, and is the account's password.
func TestCLIPasswordTerminal(t *testing.T) {
	t.Parallel()
	master, slave := openPTY(t)
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}

	const password = "typed at the keyboard"
	var stdout, stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(context.Background(), []string{"signup", "--first-name", "Ada", "--last-name", "Host", "--email", "tty@example.com"},
			func(k string) string { return env[k] }, slave, &stdout, &stderr)
	}()
	// Type only once the terminal stops echoing, as a person would after the
	// prompt; a reader that never turns echo off fails here.
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		tio, err := unix.IoctlGetTermios(int(slave.Fd()), unix.TCGETS)
		if err != nil {
			t.Fatal(err)
		}
		if tio.Lflag&unix.ECHO == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal still echoes; stderr %q", stderr.String())
		}
	}
	if _, err := master.WriteString(password + "\n"); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("signup: %v\nstderr: %s", err, stderr.String())
	}
	if !strings.HasPrefix(stderr.String(), "Password: ") || strings.Contains(stderr.String(), password) {
		t.Errorf("stderr = %q, want the prompt and not the password", stderr.String())
	}
	if !strings.Contains(stdout.String(), "Logged in") {
		t.Errorf("stdout = %q, want Logged in", stdout.String())
	}
	// Whatever the terminal showed comes back on the master.
	master.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
	buf := make([]byte, 4096)
	shown, err := master.Read(buf)
	if err != nil && !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatal(err)
	}
	if strings.Contains(string(buf[:shown]), "keyboard") {
		t.Errorf("the terminal echoed the password: %q", buf[:shown])
	}
	// The typed password is the account's.
	cliRun(t, env, "", "login", "--email", "tty@example.com", "--password", password).want(t, exitOK, "Logged in")
}
