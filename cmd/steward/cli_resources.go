package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

func (c *cli) addressesCmd() *cobra.Command {
	cmd := group("addresses", "List, add, edit and archive properties", "properties")
	table := func(list []*steward.Address) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tNAME\tADDRESS\tROOMS\tTIME ZONE")
			for _, a := range list {
				rooms := fmt.Sprintf("%s bd / %s ba / %s sq ft", orDash(a.Bedrooms, itoa), orDash(a.Bathrooms, ftoa), orDash(a.SquareFeet, itoa))
				fmt.Fprintf(w, "%d\t%s\t%s, %s, %s %s %s\t%s\t%s\n", a.ID, a.Name(), a.Street, a.City, a.State, a.Zip, a.Country, rooms, a.Timezone)
			}
		}
	}
	var archived bool
	list := c.apiCommand("list [--archived]", "List properties", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		var raw json.RawMessage
		find := cl.Recording(&raw).ListAddresses
		if archived {
			find = cl.Recording(&raw).ListArchivedAddresses
		}
		list, err := find(cmd.Context())
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table(list))
	})
	list.Flags().BoolVar(&archived, "archived", false, "list the archived properties instead")
	var in client.AddressCreate
	var nickname, access string
	var beds, sqft int
	var baths float64
	create := c.apiCommand("create --street S --city C --state ST --zip Z", "Add a property", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		f := cmd.Flags()
		if f.Changed("nickname") {
			in.Nickname = &nickname
		}
		if f.Changed("access-instructions") {
			in.AccessInstructions = &access
		}
		if f.Changed("bedrooms") {
			in.Bedrooms = &beds
		}
		if f.Changed("bathrooms") {
			in.Bathrooms = &baths
		}
		if f.Changed("square-feet") {
			in.SquareFeet = &sqft
		}
		var raw json.RawMessage
		a, err := cl.Recording(&raw).CreateAddress(cmd.Context(), in)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table([]*steward.Address{a}))
	})
	f := create.Flags()
	f.StringVar(&in.Street, "street", "", "street address")
	f.StringVar(&in.City, "city", "", "city")
	f.StringVar(&in.State, "state", "", "state or region (its time zone is derived from it)")
	f.StringVar(&in.Zip, "zip", "", "postal code")
	f.StringVar(&in.Country, "country", "", "two-letter country code (default US)")
	f.StringVar(&nickname, "nickname", "", "friendly name, e.g. Sunset Villa")
	f.StringVar(&access, "access-instructions", "", "how pros get in")
	f.IntVar(&beds, "bedrooms", 0, "bedrooms")
	f.Float64Var(&baths, "bathrooms", 0, "bathrooms (1.5 = one full and one half)")
	f.IntVar(&sqft, "square-feet", 0, "floor area")
	for _, name := range []string{"street", "city", "state", "zip"} {
		create.MarkFlagRequired(name)
	}
	cmd.AddCommand(c.addressesGetCmd(), c.addressesUpdateCmd(), c.addressesArchiveCmd(), c.addressesProsCmd(), c.addressesSetProsCmd())
	cmd.AddCommand(list, create)
	return cmd
}

func itoa(v int) string     { return fmt.Sprint(v) }
func ftoa(v float64) string { return fmt.Sprint(v) }

func (c *cli) prosCmd() *cobra.Command {
	cmd := group("pros", "List, add and change service professionals")
	table := func(list []*steward.Pro) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tNAME\tEMAIL\tPHONE\tSERVICES\tRATING\tACTIVE")
			for _, p := range list {
				var services []string
				for _, s := range p.Services {
					services = append(services, string(s))
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%.1f\t%t\n", p.ID, p.Name, p.Email, dash(p.Phone), strings.Join(services, ","), p.Rating, p.Active)
			}
		}
	}
	list := c.apiCommand("list", "List pros", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		var raw json.RawMessage
		list, err := cl.Recording(&raw).ListPros(cmd.Context())
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table(list))
	})
	var in client.ProCreate
	var rates []string
	create := c.apiCommand("create --name NAME --email EMAIL [--phone P] [--service S]... [--rate SERVICE=flat:N|hourly:N]...", "Add a pro", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		var err error
		if in.Rates, err = parseRates(rates); err != nil {
			return err
		}
		var raw json.RawMessage
		p, err := cl.Recording(&raw).CreatePro(cmd.Context(), in)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table([]*steward.Pro{p}))
	})
	f := create.Flags()
	f.StringVar(&in.Name, "name", "", "full name")
	f.StringVar(&in.Email, "email", "", "email address")
	f.StringVar(&in.Phone, "phone", "", "phone number")
	f.StringArrayVar(&in.Services, "service", nil, "a service the pro offers (repeatable; default cleaning)")
	f.StringArrayVar(&rates, "rate", nil, "what the pro is paid for a service, e.g. cleaning=flat:95 or maintenance=hourly:60 (repeatable)")
	create.MarkFlagRequired("name")
	create.MarkFlagRequired("email")
	create.RegisterFlagCompletionFunc("service", cobra.FixedCompletions(serviceNames(), cobra.ShellCompDirectiveNoFileComp))
	cmd.AddCommand(list, create, c.prosUpdateCmd(table), c.prosLinkCmd(), c.prosUnlinkCmd())
	return cmd
}

// prosUpdateCmd is "pros update": the pro as changed, then the upcoming
// jobs the change unassigned; -o json prints the API's body alone, as
// every command does (the ids are in its Steward-Unassigned-Jobs header).
func (c *cli) prosUpdateCmd(table func([]*steward.Pro) func(w *tabwriter.Writer)) *cobra.Command {
	var name, email, phone string
	var services, rates []string
	var active bool
	cmd := c.apiCommand("update ID [--name NAME] [--email EMAIL] [--phone P] [--service S]... [--rate SERVICE=flat:N|hourly:N]... [--active=true|false]",
		"Change a pro; deactivating them or removing a service unassigns their upcoming jobs they can no longer do", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var upd client.ProUpdate
			f := cmd.Flags()
			if !f.Changed("name") && !f.Changed("email") && !f.Changed("phone") && !f.Changed("service") && !f.Changed("active") && !f.Changed("rate") {
				return usageErr("nothing to change: give --name, --email, --phone, --service, --rate or --active")
			}
			if f.Changed("rate") {
				r, err := parseRates(rates)
				if err != nil {
					return err
				}
				upd.Rates = r
			}
			if f.Changed("name") {
				upd.Name = &name
			}
			if f.Changed("email") {
				upd.Email = &email
			}
			if f.Changed("phone") {
				upd.Phone = &phone
			}
			if f.Changed("service") {
				upd.Services = services
			}
			if f.Changed("active") {
				upd.Active = &active
			}
			var raw json.RawMessage
			p, unassigned, err := cl.Recording(&raw).UpdatePro(cmd.Context(), id, upd)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			if err := c.emit(raw, table([]*steward.Pro{p})); err != nil {
				return err
			}
			if len(unassigned) == 0 || c.output == "json" {
				return nil
			}
			ids := make([]string, len(unassigned))
			for i, id := range unassigned {
				ids[i] = fmt.Sprint(id)
			}
			_, err = fmt.Fprintf(c.stdout, "Unassigned %d upcoming %s %s can no longer do: %s. Assign another pro with: steward jobs update ID --pro-id N\n",
				len(unassigned), map[bool]string{true: "job", false: "jobs"}[len(unassigned) == 1], p.Name, strings.Join(ids, ", "))
			return err
		})
	f := cmd.Flags()
	f.StringVar(&name, "name", "", "full name")
	f.StringVar(&email, "email", "", "email address")
	f.StringVar(&phone, "phone", "", "phone number (\"\" to clear it)")
	f.StringArrayVar(&services, "service", nil, "a service the pro offers from now on (repeatable; replaces the list)")
	f.StringArrayVar(&rates, "rate", nil, "what the pro is paid for a service from now on, e.g. cleaning=flat:95 (repeatable; replaces all the rates)")
	f.BoolVar(&active, "active", true, "whether the pro takes jobs (--active=false deactivates)")
	cmd.RegisterFlagCompletionFunc("service", cobra.FixedCompletions(serviceNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func (c *cli) reservationsCmd() *cobra.Command {
	cmd := group("reservations", "List, add, edit and cancel guest reservations")
	table := func(ctx context.Context, cl *client.Client, list []*steward.Reservation) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			props, _ := c.properties(ctx, cl) // names and zones are a nicety, as for jobs
			fmt.Fprintln(w, "ID\tPROPERTY\tGUEST\tCHECK-IN\tCHECK-OUT\tGUESTS\tCODE\tSTATUS")
			for _, r := range list {
				name, tz := fmt.Sprint(r.AddressID), "UTC"
				if a := props[r.AddressID]; a != nil {
					name, tz = a.Name(), a.Timezone
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", r.ID, name, r.GuestName, localTime(r.CheckIn, tz), localTime(r.CheckOut, tz), r.Guests, r.ConfirmationCode, r.Status)
			}
		}
	}
	var addressID int64
	var status, from, to string
	list := c.apiCommand("list [--address-id ID] [--status S] [--from WHEN] [--to WHEN]", "List reservations by check-in", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		p := client.ReservationListParams{Status: status}
		if addressID != 0 {
			p.AddressID = &addressID
		}
		for _, w := range []struct {
			flag, v string
			dst     **time.Time
		}{{"--from", from, &p.From}, {"--to", to, &p.To}} {
			if w.v != "" {
				t, err := c.readAt(cmd.Context(), cl, w.v, addressID)
				if err != nil {
					return err
				}
				*w.dst = &t
			}
		}
		var raw json.RawMessage
		list, err := cl.Recording(&raw).FindReservations(cmd.Context(), p)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, table(cmd.Context(), cl, list))
	})
	lf := list.Flags()
	lf.Int64Var(&addressID, "address-id", 0, "only this property's reservations")
	lf.StringVar(&status, "status", "", "confirmed (the default), cancelled or all")
	lf.StringVar(&from, "from", "", "only stays that check out after this (as for jobs create --at)")
	lf.StringVar(&to, "to", "", "only stays that check in before this (as for jobs create --at)")
	list.RegisterFlagCompletionFunc("status", cobra.FixedCompletions([]string{"confirmed", "cancelled", "all"}, cobra.ShellCompDirectiveNoFileComp))
	var in client.ReservationCreate
	var checkIn, checkOut string
	var guests int
	create := c.apiCommand("create --address-id ID --guest-name NAME --check-in WHEN --check-out WHEN", "Record a guest stay", cobra.NoArgs,
		func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			var err error
			if in.CheckIn, err = c.readAt(cmd.Context(), cl, checkIn, in.AddressID); err != nil {
				return err
			}
			if in.CheckOut, err = c.readAt(cmd.Context(), cl, checkOut, in.AddressID); err != nil {
				return err
			}
			if cmd.Flags().Changed("guests") {
				in.Guests = &guests
			}
			var raw json.RawMessage
			r, err := cl.Recording(&raw).CreateReservation(cmd.Context(), in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table(cmd.Context(), cl, []*steward.Reservation{r}))
		})
	f := create.Flags()
	f.Int64Var(&in.AddressID, "address-id", 0, "the property")
	f.StringVar(&in.GuestName, "guest-name", "", "the guest's name")
	f.StringVar(&checkIn, "check-in", "", "check-in (as for jobs create --at)")
	f.StringVar(&checkOut, "check-out", "", "check-out (as for jobs create --at)")
	f.IntVar(&guests, "guests", 0, "number of guests (default 1)")
	f.StringVar(&in.ConfirmationCode, "confirmation-code", "", "the booking's code (generated when omitted)")
	for _, name := range []string{"address-id", "guest-name", "check-in", "check-out"} {
		create.MarkFlagRequired(name)
	}
	cmd.AddCommand(list, c.reservationsGetCmd(table), create, c.reservationsUpdateCmd(table), c.reservationsCancelCmd())
	return cmd
}
