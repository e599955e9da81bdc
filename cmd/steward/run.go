package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// Exit statuses of the steward command.
const (
	exitOK          = 0
	exitRefused     = 1 // the server refused the request, or the server failed
	exitUsage       = 2 // bad flags, arguments or missing credentials
	exitUnreachable = 3 // the server could not be reached
)

// run is the whole program behind main: it parses args, reads the
// environment through getenv and talks only through the given streams, so
// tests can run the server and every CLI command in-process. Errors are
// printed to stderr here, once; the returned error tells main the status.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	root := newRootCmd(getenv, stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return nil
	}
	var e *exitError
	if !errors.As(err, &e) {
		// Cobra's own errors (unknown command, wrong number of arguments)
		// are usage errors; commands wrap everything else.
		e = &exitError{code: exitUsage, err: err}
	}
	fmt.Fprintln(stderr, "steward:", e.err)
	if e.hint != "" {
		fmt.Fprintln(stderr, e.hint)
	}
	return e
}

// newRootCmd returns the steward command with every subcommand.
func newRootCmd(getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "steward",
		Short: "Steward automates the cleaning and maintenance of rental properties",
		Long: `Steward automates the cleaning and maintenance of rental properties.

"steward serve" runs the server; the other commands are a client of a running server's REST API.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &exitError{code: exitUsage, err: err, hint: fmt.Sprintf("Run '%s --help' for usage.", cmd.CommandPath())}
	})
	root.AddCommand(newServeCmd(getenv, stdout, stderr))
	root.AddCommand(newBenchCmd(stdout, stderr))
	addClientCommands(root, getenv, stdout, stderr)
	return root
}

// exitError carries an exit status out of run.
type exitError struct {
	code int
	err  error
	hint string // a line printed after the error, such as where to find usage
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// exitCode returns the status an error asks main to exit with.
func exitCode(err error) int {
	var e *exitError
	if errors.As(err, &e) {
		return e.code
	}
	return exitRefused
}

// version is the module version the binary was built from ("(devel)" for a
// source build).
func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
