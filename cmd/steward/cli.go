package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// cli is what every client command shares: the global flags, the
// environment and the output streams.
type cli struct {
	getenv         func(string) string
	stdout, stderr io.Writer
	url, apiKey    string
	output         string
}

// addClientCommands adds the REST client commands and their global flags.
func addClientCommands(root *cobra.Command, getenv func(string) string, stdout, stderr io.Writer) {
	c := &cli{getenv: getenv, stdout: stdout, stderr: stderr}
	pf := root.PersistentFlags()
	pf.StringVar(&c.url, "url", envOr(getenv, "STEWARD_URL", "http://localhost:8080"), "Steward server URL (STEWARD_URL)")
	pf.StringVar(&c.apiKey, "api-key", getenv("STEWARD_API_KEY"), "API key for the REST API (STEWARD_API_KEY)")
	pf.StringVarP(&c.output, "output", "o", "table", "output format: table or json (json prints the API's JSON as is)")
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if c.output != "table" && c.output != "json" {
			return usageErr("--output %q: want table or json", c.output)
		}
		return nil
	}
	root.AddCommand(c.jobsCmd(), c.addressesCmd(), c.calendarsCmd(), c.prosCmd(), c.todosCmd(), c.suppliesCmd(), c.assetsCmd(), c.reservationsCmd(),
		c.messageCmd(), c.webhooksCmd(), c.loginCmd(), c.signupCmd(), c.logoutCmd(), c.keysCmd(),
		c.expensesCmd(), c.reportsCmd())
}

// group returns a command that only holds subcommands: without one it shows
// its help, and an unknown one is a usage error (exit 2), not help (exit 0).
func group(use, short string, aliases ...string) *cobra.Command {
	return &cobra.Command{
		Use: use, Short: short, Aliases: aliases, Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageErr("unknown command %q for %q\nRun '%s --help' for usage.", args[0], cmd.CommandPath(), cmd.CommandPath())
			}
			return cmd.Help()
		},
	}
}

// apiCommand returns a command of the shape most client commands share: args
// checks the arguments, a single argument is the ID the command acts on
// (read with parseID; id is 0 without one), and do gets an API-key client.
func (c *cli) apiCommand(use, short string, args cobra.PositionalArgs, do func(cmd *cobra.Command, cl *client.Client, id int64) error) *cobra.Command {
	return &cobra.Command{
		Use: use, Short: short, Args: args,
		RunE: func(cmd *cobra.Command, argv []string) error {
			var id int64
			if len(argv) == 1 {
				var err error
				if id, err = parseID(argv[0]); err != nil {
					return err
				}
			}
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			return do(cmd, cl, id)
		},
	}
}

func usageErr(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// credentialsFile is where login keeps the token and API key (mode 0600).
func (c *cli) credentialsFile() (string, error) {
	dir := c.getenv("STEWARD_CONFIG_DIR")
	if dir == "" {
		if x := c.getenv("XDG_CONFIG_HOME"); x != "" {
			dir = filepath.Join(x, "steward")
		} else if h := c.getenv("HOME"); h != "" {
			dir = filepath.Join(h, ".config", "steward")
		} else {
			return "", errors.New("cannot find a config directory: set HOME or STEWARD_CONFIG_DIR")
		}
	}
	return filepath.Join(dir, "credentials.json"), nil
}

// storedCredentials are what login saves for a server.
type storedCredentials struct {
	URL    string `json:"url"`
	Token  string `json:"token"`
	APIKey string `json:"api_key"`
	Email  string `json:"email"`
}

func (c *cli) loadCredentials() *storedCredentials {
	path, err := c.credentialsFile()
	if err != nil {
		return nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var s storedCredentials
	if json.Unmarshal(b, &s) != nil || strings.TrimRight(s.URL, "/") != strings.TrimRight(c.url, "/") {
		return nil
	}
	return &s
}

func (c *cli) saveCredentials(s *storedCredentials) error {
	path, err := c.credentialsFile()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	return os.WriteFile(path, b, 0o600)
}

// client returns an API client; needKey asks for an API key (REST v1),
// otherwise a login token is enough.
func (c *cli) client(needKey bool) (*client.Client, error) {
	cl := client.New(c.url)
	cl.UserAgent = "steward-cli"
	cl.HTTPClient = &http.Client{Timeout: 60 * time.Second}
	cl.APIKey = c.apiKey
	if s := c.loadCredentials(); s != nil {
		cl.Token = s.Token
		if cl.APIKey == "" {
			cl.APIKey = s.APIKey
		}
	}
	if needKey && cl.APIKey == "" {
		return nil, usageErr("no API key: pass --api-key, set STEWARD_API_KEY, or run 'steward login'")
	}
	return cl, nil
}

// classify turns a client error into an exitError: 1 when the server
// refused or answered with something other than its JSON, 3 when it could
// not be reached.
func (c *cli) classify(ctx context.Context, err error) error {
	var apiErr *client.Error
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &apiErr):
		return &exitError{code: exitRefused, err: errors.New(apiErr.Message)}
	case ctx.Err() != nil:
		return &exitError{code: exitRefused, err: ctx.Err()}
	case errors.As(err, &syntaxErr), errors.As(err, &typeErr):
		return &exitError{code: exitRefused, err: fmt.Errorf("unexpected response: %w", err)}
	}
	return &exitError{code: exitUnreachable, err: fmt.Errorf("cannot reach Steward at %s: %s", c.url, rootCause(err))}
}

func rootCause(err error) string {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err.Error()
		}
		err = next
	}
}

// emit prints raw, the API's JSON response, as is with -o json, or else
// renders the table.
func (c *cli) emit(raw json.RawMessage, table func(w *tabwriter.Writer)) error {
	if c.output == "json" {
		var buf bytes.Buffer
		if err := json.Indent(&buf, raw, "", "  "); err != nil {
			buf.Reset()
			buf.Write(raw)
		}
		buf.WriteByte('\n')
		_, err := c.stdout.Write(buf.Bytes())
		return err
	}
	w := tabwriter.NewWriter(c.stdout, 0, 4, 2, ' ', 0)
	table(w)
	return w.Flush()
}

// colour wraps s in an ANSI colour when stdout is a terminal and NO_COLOR is unset.
func (c *cli) colour(code, s string) string {
	if c.getenv("NO_COLOR") != "" {
		return s
	}
	f, ok := c.stdout.(*os.File)
	if !ok {
		return s
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func (c *cli) status(s steward.JobStatus) string {
	switch s {
	case steward.StatusCompleted:
		return c.colour("32", string(s))
	case steward.StatusCancelled:
		return c.colour("90", string(s))
	case steward.StatusInProgress:
		return c.colour("33", string(s))
	case steward.StatusConfirmed:
		return c.colour("36", string(s))
	}
	return string(s)
}

// localTime renders t in the zone named tz, with the zone's abbreviation.
func localTime(t time.Time, tz string) string {
	loc, err := time.LoadLocation(tz)
	if err != nil || tz == "" {
		loc = time.UTC
	}
	return t.In(loc).Format("Mon Jan 2 2006 15:04 MST")
}

func orDash[T any](p *T, f func(T) string) string {
	if p == nil {
		return "-"
	}
	return f(*p)
}
