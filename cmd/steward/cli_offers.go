package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The commands of the offer cascade (docs/pros.md): a property's preferred
// pros, and the pros' links.

func prefsTable(prefs map[string][]int64) func(w *tabwriter.Writer) {
	return func(w *tabwriter.Writer) {
		fmt.Fprintln(w, "SERVICE\tPROS (IN ORDER)")
		for _, t := range steward.ServiceTypes {
			ids := make([]string, len(prefs[string(t)]))
			for i, id := range prefs[string(t)] {
				ids[i] = fmt.Sprint(id)
			}
			fmt.Fprintf(w, "%s\t%s\n", t, orNone(strings.Join(ids, ", ")))
		}
	}
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// addressesProsCmd shows a property's preferred pros; addressesSetProsCmd
// replaces them.
func (c *cli) addressesProsCmd() *cobra.Command {
	return c.apiCommand("pros ID", "Show a property's preferred pros, the order its jobs are offered in", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var raw json.RawMessage
			prefs, err := cl.Recording(&raw).ProPrefs(cmd.Context(), id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, prefsTable(prefs))
		})
}

func (c *cli) addressesSetProsCmd() *cobra.Command {
	lists := map[steward.ServiceType]*[]int64{}
	cmd := c.apiCommand("set-pros ID [--cleaning 4,7] [--maintenance 9] [--inspection …] [--restocking …]",
		"Replace a property's preferred pros (a service left out has none); its jobs without a pro are offered to them in order", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			prefs := map[string][]int64{}
			for t, ids := range lists {
				if cmd.Flags().Changed(string(t)) {
					prefs[string(t)] = *ids
				}
			}
			var raw json.RawMessage
			out, err := cl.Recording(&raw).SetProPrefs(cmd.Context(), id, prefs)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, prefsTable(out))
		})
	for _, t := range steward.ServiceTypes {
		ids := &[]int64{}
		lists[t] = ids
		cmd.Flags().Int64SliceVar(ids, string(t), nil, "pro ids offered its "+string(t)+" jobs, in order")
	}
	return cmd
}

// prosLinkCmd makes a pro's link; prosUnlinkCmd revokes it.
func (c *cli) prosLinkCmd() *cobra.Command {
	return c.apiCommand("link ID", "Make a pro's link for the pro API (shown once; the previous one stops working)", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var raw json.RawMessage
			l, err := cl.Recording(&raw).CreateProLink(cmd.Context(), id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "Link for pro %d (shown once; the previous one no longer works):\n%s\nToken: %s\n", id, l.URL, l.Token)
			})
		})
}

func (c *cli) prosUnlinkCmd() *cobra.Command {
	return c.apiCommand("unlink ID", "Revoke a pro's link", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			if err := cl.RevokeProLink(cmd.Context(), id); err != nil {
				return c.classify(cmd.Context(), err)
			}
			if c.output == "json" {
				_, err := fmt.Fprintln(c.stdout, `{"revoked":true}`)
				return err
			}
			_, err := fmt.Fprintf(c.stdout, "Pro %d's link is revoked.\n", id)
			return err
		})
}
