// Command steward is Steward's one binary: the server (steward serve) and,
// around it, the command-line client of the REST interface.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	_ "time/tzdata" // property time zones must load on machines without zoneinfo
)

func main() {
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	cancel()
	if err != nil {
		os.Exit(exitCode(err)) // run has already printed the error
	}
}
