package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The supplies commands: a property's supplies (issue 18, item 1).

func (c *cli) suppliesCmd() *cobra.Command {
	cmd := group("supplies", "List, add, change and delete the supplies of a property; show a supply's count history")
	var address int64
	cmd.PersistentFlags().Int64Var(&address, "address", 0, "the property's address id (required)")
	show := func(list []*steward.Supply) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tSUPPLY\tCOUNT\tMIN\tPAR\tPER GUEST-NIGHT\tRUNS OUT\t")
			for _, s := range list {
				rate, out, name := "-", "-", s.Name
				if s.PerGuestNight != nil {
					rate = fmt.Sprintf("%.2f", *s.PerGuestNight)
				}
				if s.RunsOutOn != nil {
					out = *s.RunsOutOn
				}
				if s.Low {
					name += " (LOW)"
				}
				fmt.Fprintf(w, "%d\t%s\t%d %s\t%d\t%d\t%s\t%s\t\n", s.ID, name, s.Count, s.Unit, s.Min, s.Par, rate, out)
			}
		}
	}
	needAddress := func() error {
		if address <= 0 {
			return usageErr("--address: want the property's address id (a positive integer)")
		}
		return nil
	}
	run := func(fn func(cmd *cobra.Command, cl *client.Client, argv []string) error) func(*cobra.Command, []string) error {
		return func(cmd *cobra.Command, argv []string) error {
			if err := needAddress(); err != nil {
				return err
			}
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			return fn(cmd, cl, argv)
		}
	}
	list := &cobra.Command{Use: "list --address ID", Short: "Show a property's supplies", Args: cobra.NoArgs,
		RunE: run(func(cmd *cobra.Command, cl *client.Client, _ []string) error {
			var raw json.RawMessage
			l, err := cl.Recording(&raw).ListSupplies(cmd.Context(), address)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, show(l))
		})}

	// edit builds create and update: the flags given are the fields sent.
	edit := func(use, short string, update bool) *cobra.Command {
		var name, unit, reason string
		var count, lo, par int
		var rate float64
		nargs := cobra.NoArgs
		if update {
			nargs = cobra.ExactArgs(1)
		}
		e := &cobra.Command{Use: use, Short: short, Args: nargs}
		e.RunE = run(func(cmd *cobra.Command, cl *client.Client, argv []string) error {
			var in client.SupplyInput
			f := cmd.Flags()
			if f.Changed("name") {
				in.Name = &name
			}
			if f.Changed("unit") {
				in.Unit = &unit
			}
			if f.Changed("count") {
				in.Count = &count
			}
			if f.Changed("min") {
				in.Min = &lo
			}
			if f.Changed("par") {
				in.Par = &par
			}
			if f.Changed("per-guest-night") {
				in.PerGuestNight = &rate
			}
			if f.Changed("reason") {
				in.Reason = &reason
			}
			var raw json.RawMessage
			var s *steward.Supply
			var err error
			if update {
				id, perr := parseID(argv[0])
				if perr != nil {
					return perr
				}
				s, err = cl.Recording(&raw).UpdateSupply(cmd.Context(), address, id, in)
			} else {
				s, err = cl.Recording(&raw).CreateSupply(cmd.Context(), address, in)
			}
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, show([]*steward.Supply{s}))
		})
		e.Flags().StringVar(&name, "name", "", "what it is, e.g. \"Toilet paper\" (unique at the property)")
		e.Flags().StringVar(&unit, "unit", "", "what is counted, e.g. rolls")
		e.Flags().IntVar(&count, "count", 0, "units on hand")
		e.Flags().IntVar(&lo, "min", 0, "low at or below this")
		e.Flags().IntVar(&par, "par", 0, "the level a restock brings it back to")
		e.Flags().Float64Var(&rate, "per-guest-night", 0, "units one guest uses per night, set by hand (else learned)")
		if update {
			e.Flags().StringVar(&reason, "reason", "", "why the count changed, for its history")
		}
		return e
	}
	create := edit("create --address ID --name NAME --unit UNIT --count N --par N [--min N]", "Add a supply to a property", false)
	update := edit("update SUPPLY_ID --address ID [--count N] [--reason TEXT] [--name …] [--unit …] [--min N] [--par N]", "Change a supply", true)
	del := &cobra.Command{Use: "delete SUPPLY_ID --address ID", Short: "Delete a supply and its history", Args: cobra.ExactArgs(1),
		RunE: run(func(cmd *cobra.Command, cl *client.Client, argv []string) error {
			id, err := parseID(argv[0])
			if err != nil {
				return err
			}
			if err := cl.DeleteSupply(cmd.Context(), address, id); err != nil {
				return c.classify(cmd.Context(), err)
			}
			if c.output != "json" {
				fmt.Fprintf(c.stdout, "Supply %d deleted.\n", id)
			}
			return nil
		})}
	history := &cobra.Command{Use: "history SUPPLY_ID --address ID", Short: "Show how a supply's count changed", Args: cobra.ExactArgs(1),
		RunE: run(func(cmd *cobra.Command, cl *client.Client, argv []string) error {
			id, err := parseID(argv[0])
			if err != nil {
				return err
			}
			var raw json.RawMessage
			h, err := cl.Recording(&raw).SupplyHistory(cmd.Context(), address, id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintln(w, "WHEN\tWHO\tKIND\tCOUNT\tWHY\t")
				for _, e := range h {
					from := ""
					if e.From != nil {
						from = fmt.Sprintf("%d → ", *e.From)
					}
					fmt.Fprintf(w, "%s\t%s\t%s\t%s%d\t%s\t\n", e.At.Format("2006-01-02 15:04 MST"), e.Actor, e.Kind, from, e.To, e.Reason)
				}
			})
		})}
	cmd.AddCommand(list, create, update, del, history)
	return cmd
}
