package main

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The commands of a stay's life-cycle and of property edits (issue 16):
// addresses get|update|archive, reservations get|update|cancel.

// addressDetail shows one property with its times and turnover settings.
func addressDetail(a *steward.Address) func(w *tabwriter.Writer) {
	return func(w *tabwriter.Writer) {
		fmt.Fprintf(w, "ID\t%d\n", a.ID)
		fmt.Fprintf(w, "Name\t%s\n", a.Name())
		fmt.Fprintf(w, "Address\t%s, %s, %s %s %s\n", a.Street, a.City, a.State, a.Zip, a.Country)
		fmt.Fprintf(w, "Rooms\t%s bd / %s ba / %s sq ft\n", orDash(a.Bedrooms, itoa), orDash(a.Bathrooms, ftoa), orDash(a.SquareFeet, itoa))
		fmt.Fprintf(w, "Time zone\t%s\n", a.Timezone)
		fmt.Fprintf(w, "Check-in / out\t%s / %s\n", a.CheckInTime, a.CheckOutTime)
		turnover := "off"
		if a.Turnover.Enabled {
			turnover = fmt.Sprintf("on: %s, %d min", a.Turnover.ServiceType, a.Turnover.DurationMinutes)
			if a.Turnover.ProID != nil {
				turnover += fmt.Sprintf(", pro %d", *a.Turnover.ProID)
			}
		}
		fmt.Fprintf(w, "Turnover\t%s\n", turnover)
		if a.ArchivedAt != nil {
			fmt.Fprintf(w, "Archived\t%s\n", a.ArchivedAt.Format(time.RFC3339))
		}
	}
}

func (c *cli) addressesGetCmd() *cobra.Command {
	return c.apiCommand("get ID", "Show a property with its times and turnover settings", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		a, err := cl.Recording(&raw).GetAddress(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, addressDetail(a))
	})
}

func (c *cli) addressesUpdateCmd() *cobra.Command {
	var str = map[string]*string{}
	var beds, sqft, minutes int
	var baths float64
	var turnover, service, pro string
	cmd := c.apiCommand("update ID [--FIELD VALUE]...", "Edit a property: address, size, time zone, check-in and check-out times, turnover", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			f := cmd.Flags()
			body := map[string]any{}
			for flag, v := range str {
				if f.Changed(flag) {
					body[strings.ReplaceAll(flag, "-", "_")] = *v
				}
			}
			if f.Changed("bedrooms") {
				body["bedrooms"] = beds
			}
			if f.Changed("bathrooms") {
				body["bathrooms"] = baths
			}
			if f.Changed("square-feet") {
				body["square_feet"] = sqft
			}
			t := map[string]any{}
			if f.Changed("turnover") {
				switch turnover {
				case "on":
					t["enabled"] = true
				case "off":
					t["enabled"] = false
				default:
					return usageErr("--turnover %q: use on or off", turnover)
				}
			}
			if f.Changed("turnover-service") {
				t["service_type"] = service
			}
			if f.Changed("turnover-minutes") {
				t["duration_minutes"] = minutes
			}
			if f.Changed("turnover-pro") {
				if pro == "none" {
					t["pro_id"] = nil
				} else if n, err := parseID(pro); err != nil {
					return usageErr("--turnover-pro %q: use a pro's id or none", pro)
				} else {
					t["pro_id"] = n
				}
			}
			if len(t) > 0 {
				body["turnover"] = t
			}
			if len(body) == 0 {
				return usageErr("nothing to change: give at least one flag (see --help)")
			}
			var raw json.RawMessage
			a, err := cl.Recording(&raw).UpdateAddress(cmd.Context(), id, body)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, addressDetail(a))
		})
	f := cmd.Flags()
	for _, s := range []struct{ name, usage string }{
		{"street", "street address"}, {"city", "city"}, {"state", "state or region"}, {"zip", "postal code"},
		{"country", "two-letter country code"}, {"nickname", "friendly name (empty to clear)"},
		{"access-instructions", "how pros get in (empty to clear)"},
		{"timezone", "IANA time zone, e.g. America/Denver; it wins over the derived one (empty: back to the derived one)"},
		{"check-in-time", "local check-in time HH:MM"}, {"check-out-time", "local check-out time HH:MM"},
	} {
		str[s.name] = f.String(s.name, "", s.usage)
	}
	f.IntVar(&beds, "bedrooms", 0, "bedrooms")
	f.Float64Var(&baths, "bathrooms", 0, "bathrooms")
	f.IntVar(&sqft, "square-feet", 0, "floor area")
	f.StringVar(&turnover, "turnover", "", "turnovers after each check-out: on or off")
	f.StringVar(&service, "turnover-service", "", "the turnover's service type (default cleaning)")
	f.IntVar(&minutes, "turnover-minutes", 0, "how long a turnover takes, in minutes")
	f.StringVar(&pro, "turnover-pro", "", "the preferred pro's id, or none")
	cmd.RegisterFlagCompletionFunc("turnover-service", cobra.FixedCompletions(serviceNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func (c *cli) addressesArchiveCmd() *cobra.Command {
	return c.apiCommand("archive ID", "Archive a property and cancel its future jobs", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.ArchiveAddress(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output == "json" {
			return nil // the API answers 204 with no body; so does -o json
		}
		fmt.Fprintf(c.stdout, "Property %d archived; its future jobs are cancelled.\n", id)
		return nil
	})
}

func (c *cli) reservationsGetCmd(table func(context.Context, *client.Client, []*steward.Reservation) func(*tabwriter.Writer)) *cobra.Command {
	return c.apiCommand("get ID", "Show a reservation, cancelled or not", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		r, err := cl.Recording(&raw).GetReservation(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table(cmd.Context(), cl, []*steward.Reservation{r}))
	})
}

// dateOnly matches a date alone, which the API reads as the property's
// check-in or check-out time on that day.
var dateOnly = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// stayTime reads --check-in or --check-out of a stay at addressID: a date
// alone goes to the API as it is (the property's check-in or check-out
// time); anything else is read as jobs create --at reads it.
func (c *cli) stayTime(ctx context.Context, cl *client.Client, s string, addressID int64) (string, error) {
	if dateOnly.MatchString(strings.TrimSpace(s)) {
		return strings.TrimSpace(s), nil
	}
	t, err := c.readAt(ctx, cl, s, addressID)
	if err != nil {
		return "", err
	}
	return t.Format(time.RFC3339), nil
}

func (c *cli) reservationsUpdateCmd(table func(context.Context, *client.Client, []*steward.Reservation) func(*tabwriter.Writer)) *cobra.Command {
	var name, checkIn, checkOut, code, status string
	var guests int
	cmd := c.apiCommand("update ID [--guest-name N] [--check-in WHEN] [--check-out WHEN] [--guests N] [--confirmation-code C] [--status S]",
		"Edit a reservation", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
			f := cmd.Flags()
			var u client.ReservationUpdate
			if f.Changed("guest-name") {
				u.GuestName = &name
			}
			if f.Changed("confirmation-code") {
				u.ConfirmationCode = &code
			}
			if f.Changed("status") {
				u.Status = &status
			}
			if f.Changed("guests") {
				u.Guests = &guests
			}
			if f.Changed("check-in") || f.Changed("check-out") {
				r, err := cl.GetReservation(cmd.Context(), id) // for the property's zone
				if err != nil {
					return c.classify(cmd.Context(), err)
				}
				for _, p := range []struct {
					flag, v string
					dst     **string
				}{{"check-in", checkIn, &u.CheckIn}, {"check-out", checkOut, &u.CheckOut}} {
					if f.Changed(p.flag) {
						s, err := c.stayTime(cmd.Context(), cl, p.v, r.AddressID)
						if err != nil {
							return err
						}
						*p.dst = &s
					}
				}
			}
			var raw json.RawMessage
			r, err := cl.Recording(&raw).UpdateReservation(cmd.Context(), id, u)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table(cmd.Context(), cl, []*steward.Reservation{r}))
		})
	f := cmd.Flags()
	f.StringVar(&name, "guest-name", "", "the guest's name")
	f.StringVar(&checkIn, "check-in", "", "check-in: a date alone (the property's check-in time) or as for jobs create --at")
	f.StringVar(&checkOut, "check-out", "", "check-out: a date alone (the property's check-out time) or as for jobs create --at")
	f.IntVar(&guests, "guests", 0, "number of guests")
	f.StringVar(&code, "confirmation-code", "", "the booking's code")
	f.StringVar(&status, "status", "", "confirmed (brings a cancelled stay back) or cancelled")
	cmd.RegisterFlagCompletionFunc("status", cobra.FixedCompletions([]string{"confirmed", "cancelled"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func (c *cli) reservationsCancelCmd() *cobra.Command {
	return c.apiCommand("cancel ID", "Cancel a reservation (it is kept, with status cancelled)", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.CancelReservation(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output == "json" {
			return nil // the API answers 204 with no body; so does -o json
		}
		fmt.Fprintf(c.stdout, "Reservation %d cancelled.\n", id)
		return nil
	})
}
