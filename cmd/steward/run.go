package main

import (
	"context"
	"errors"
	"io"

	"github.com/spf13/cobra"
)

// run is the whole program behind main: it parses args, reads the
// environment through getenv and talks only through the given streams, so
// tests can start a real server in-process.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	root := &cobra.Command{
		Use:           "steward",
		Short:         "Steward automates the cleaning and maintenance of rental properties",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newServeCmd(getenv, stdout, stderr))
	return root.ExecuteContext(ctx)
}

// exitError carries a specific exit status out of run.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// exitCode returns the status an error asks main to exit with.
func exitCode(err error) (int, bool) {
	var e *exitError
	if errors.As(err, &e) {
		return e.code, true
	}
	return 0, false
}
