package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"golang.org/x/term"
)

// readPassword takes --password; or else, when stdin is a terminal, a
// password typed after a prompt on stderr without echo; or else the first
// line of stdin, so scripts can pipe it in.
func readPassword(cmd *cobra.Command, flag string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	if f, ok := cmd.InOrStdin().(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(cmd.ErrOrStderr(), "Password: ")
		b, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(cmd.ErrOrStderr()) // the Enter the terminal did not echo
		if err != nil {
			return "", usageErr("read password: %v", err)
		}
		if len(b) == 0 {
			return "", usageErr("no password: pass --password or type it at the prompt")
		}
		return string(b), nil
	}
	line, err := bufio.NewReader(cmd.InOrStdin()).ReadString('\n')
	line = strings.TrimRight(line, "\r\n")
	if line == "" && (err == nil || errors.Is(err, io.EOF)) {
		return "", usageErr("no password: pass --password or write it on standard input")
	}
	return line, nil
}

// startSession saves a login: the token, plus an API key made for this CLI
// so the REST commands work at once.
func (c *cli) startSession(ctx context.Context, cl *client.Client, token, email string) error {
	cl.Token = token
	k, err := cl.CreateAPIKey(ctx, "steward CLI")
	if err != nil {
		return c.classify(ctx, err)
	}
	if err := c.saveCredentials(&storedCredentials{URL: c.url, Token: token, APIKey: k.Key, Email: email}); err != nil {
		return &exitError{code: exitRefused, err: fmt.Errorf("save credentials: %w", err)}
	}
	path, _ := c.credentialsFile()
	fmt.Fprintf(c.stdout, "Logged in to %s as %s. Token and API key %s… saved in %s.\n", c.url, email, k.Prefix, path)
	return nil
}

func (c *cli) loginCmd() *cobra.Command {
	var email, password string
	cmd := &cobra.Command{
		Use:   "login --email EMAIL [--password P]",
		Short: "Log in and keep the token and an API key for the other commands",
		Long:  "Log in and keep the token and an API key for the other commands.\nWithout --password, the password is asked for without echo on a terminal, or else read from the\nfirst line of standard input.",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pw, err := readPassword(cmd, password)
			if err != nil {
				return err
			}
			cl, _ := c.client(false)
			s, err := cl.Login(cmd.Context(), email, pw)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.startSession(cmd.Context(), cl, s.Token, email)
		},
	}
	cmd.Flags().StringVar(&email, "email", "", "account email")
	cmd.Flags().StringVar(&password, "password", "", "password (default: asked for on a terminal, else read from standard input)")
	cmd.MarkFlagRequired("email")
	return cmd
}

func (c *cli) signupCmd() *cobra.Command {
	var in steward.Signup
	cmd := &cobra.Command{
		Use:   "signup --first-name F --last-name L --email EMAIL [--password P]",
		Short: "Open an account and log in",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pw, err := readPassword(cmd, in.Password)
			if err != nil {
				return err
			}
			cl, _ := c.client(false)
			signup := in
			signup.Password = pw
			s, err := cl.Signup(cmd.Context(), signup)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.startSession(cmd.Context(), cl, s.Token, in.Email)
		},
	}
	f := cmd.Flags()
	f.StringVar(&in.FirstName, "first-name", "", "first name")
	f.StringVar(&in.LastName, "last-name", "", "last name")
	f.StringVar(&in.Email, "email", "", "email")
	f.StringVar(&in.Password, "password", "", "password, at least 8 characters (default: asked for on a terminal, else read from standard input)")
	for _, name := range []string{"first-name", "last-name", "email"} {
		cmd.MarkFlagRequired(name)
	}
	return cmd
}

func (c *cli) logoutCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "logout",
		Short: "Revoke the saved token and the CLI's API key, and forget them",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s := c.loadCredentials()
			if s == nil {
				fmt.Fprintf(c.stdout, "Not logged in to %s.\n", c.url)
				return nil
			}
			cl, _ := c.client(false)
			cl.Token = s.Token
			// Revoke the CLI's own key, then the token; a token that has
			// already expired still lets the local forget proceed.
			if keys, err := cl.ListAPIKeys(cmd.Context()); err == nil {
				for _, k := range keys {
					if strings.HasPrefix(s.APIKey, k.Prefix) {
						cl.RevokeAPIKey(cmd.Context(), k.ID)
					}
				}
			}
			if err := cl.Logout(cmd.Context()); err != nil {
				var e *exitError
				if err := c.classify(cmd.Context(), err); errors.As(err, &e) && e.code == exitUnreachable {
					return err
				}
			}
			path, _ := c.credentialsFile()
			if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
				return &exitError{code: exitRefused, err: err}
			}
			fmt.Fprintf(c.stdout, "Logged out of %s.\n", c.url)
			return nil
		},
	}
}

// sessionClient returns a client with the saved login token, which key
// management needs.
func (c *cli) sessionClient() (*client.Client, error) {
	cl, _ := c.client(false)
	if cl.Token == "" {
		return nil, usageErr("not logged in to %s: run 'steward login' (API keys are managed with a login, not with a key)", c.url)
	}
	return cl, nil
}

func (c *cli) keysCmd() *cobra.Command {
	cmd := group("keys", "Create, list and revoke API keys (needs 'steward login')")
	table := func(list []*steward.APIKey) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tNAME\tPREFIX\tCREATED\tLAST USED")
			for _, k := range list {
				used := "never"
				if k.LastUsedAt != nil {
					used = localTime(*k.LastUsedAt, "Local")
				}
				fmt.Fprintf(w, "%d\t%s\t%s…\t%s\t%s\n", k.ID, k.Name, k.Prefix, localTime(k.CreatedAt, "Local"), used)
			}
		}
	}
	create := &cobra.Command{
		Use: "create NAME", Short: "Create an API key (shown once)", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := c.sessionClient()
			if err != nil {
				return err
			}
			var raw json.RawMessage
			k, err := cl.Recording(&raw).CreateAPIKey(cmd.Context(), args[0])
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "API key %d (%s):\n%s\nKeep it now: it is not shown again.\n", k.ID, k.Name, k.Key)
			})
		},
	}
	list := &cobra.Command{
		Use: "list", Short: "List API keys with their last use", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cl, err := c.sessionClient()
			if err != nil {
				return err
			}
			var raw json.RawMessage
			keys, err := cl.Recording(&raw).ListAPIKeys(cmd.Context())
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table(keys))
		},
	}
	revoke := &cobra.Command{
		Use: "revoke ID", Short: "Revoke an API key", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := parseID(args[0])
			if err != nil {
				return err
			}
			cl, err := c.sessionClient()
			if err != nil {
				return err
			}
			if err := cl.RevokeAPIKey(cmd.Context(), id); err != nil {
				return c.classify(cmd.Context(), err)
			}
			if c.output == "table" {
				fmt.Fprintf(c.stdout, "API key %d revoked.\n", id)
			}
			return nil
		},
	}
	cmd.AddCommand(create, list, revoke)
	return cmd
}
