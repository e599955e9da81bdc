package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The calendars commands: a property's iCalendar feeds (issue 16, item 3).

func (c *cli) calendarsCmd() *cobra.Command {
	cmd := group("calendars", "List, add, remove and sync a property's calendar feeds (Airbnb, VRBO, Booking.com iCal links)", "calendar")
	table := func(list []*steward.Calendar) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tNAME\tBLOCKS\tLAST SUCCESS\tLAST RESULT\tLAST ERROR\tURL")
			for _, cal := range list {
				success, result, lastErr := "never", "-", "-"
				if cal.LastSuccessAt != nil {
					success = cal.LastSuccessAt.Format(time.RFC3339)
				}
				if r := cal.LastResult; r != nil {
					result = fmt.Sprintf("+%d ~%d -%d !%d", r.Created, r.Updated, r.Cancelled, r.Conflicts)
				}
				if cal.LastError != nil {
					lastErr = *cal.LastError
				}
				fmt.Fprintf(w, "%d\t%s\t%v\t%s\t%s\t%s\t%s\n", cal.ID, cal.Name, cal.ImportBlocks, success, result, lastErr, cal.URL)
			}
		}
	}
	list := c.apiCommand("list ADDRESS_ID", "List a property's feeds with their health", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		cals, err := cl.Recording(&raw).ListCalendars(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table(cals))
	})
	var in client.CalendarCreate
	add := &cobra.Command{
		Use: "add ADDRESS_ID FEED_URL [--name NAME] [--import-blocks]", Short: "Add a feed to a property; it syncs within a minute",
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, argv []string) error {
			id, err := parseID(argv[0])
			if err != nil {
				return err
			}
			in.URL = argv[1]
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			var raw json.RawMessage
			cal, err := cl.Recording(&raw).CreateCalendar(cmd.Context(), id, in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table([]*steward.Calendar{cal}))
		},
	}
	add.Flags().StringVar(&in.Name, "name", "", "a name for the feed (default: the URL's host)")
	add.Flags().BoolVar(&in.ImportBlocks, "import-blocks", false, "make blocked dates stays too (needed for Booking.com, which marks every event CLOSED)")
	remove := c.calendarCmd("remove ADDRESS_ID CALENDAR_ID", "Remove a feed (its stays stay)", func(cmd *cobra.Command, cl *client.Client, addressID, id int64) error {
		if err := cl.DeleteCalendar(cmd.Context(), addressID, id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output != "json" {
			fmt.Fprintf(c.stdout, "Calendar %d removed.\n", id)
		}
		return nil
	})
	sync := c.calendarCmd("sync ADDRESS_ID CALENDAR_ID", "Fetch a feed now and apply it to the property's stays", func(cmd *cobra.Command, cl *client.Client, addressID, id int64) error {
		var raw json.RawMessage
		cal, err := cl.Recording(&raw).SyncCalendar(cmd.Context(), addressID, id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table([]*steward.Calendar{cal}))
	})
	cmd.AddCommand(list, add, remove, sync)
	return cmd
}

// calendarCmd is apiCommand for the commands that name a property and one
// of its feeds.
func (c *cli) calendarCmd(use, short string, do func(cmd *cobra.Command, cl *client.Client, addressID, id int64) error) *cobra.Command {
	return &cobra.Command{
		Use: use, Short: short, Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, argv []string) error {
			addressID, err := parseID(argv[0])
			if err != nil {
				return err
			}
			id, err := parseID(argv[1])
			if err != nil {
				return err
			}
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			return do(cmd, cl, addressID, id)
		},
	}
}
