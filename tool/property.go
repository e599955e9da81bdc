package tool

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

type noArgs struct{}

var listAddressesTool = define(Tool{
	Name:  "list_addresses",
	Title: "List properties",
	Description: "List the account's properties (addresses) with their ids, nicknames, size and time zone. " +
		"Use the ids with the other tools; read steward://addresses/{id} for a property's to-do lists and upcoming jobs.",
	ReadOnly: true, Idempotent: true, Planning: true,
}, func(c *call, _ *noArgs) (*Result, error) {
	list, err := c.Addresses.FindAddresses(c.ctx, c.acct)
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("%d properties:", len(list))}
	if len(list) == 0 {
		lines = []string{"No properties yet: add one with create_address."}
	}
	for _, a := range list {
		lines = append(lines, "- "+addressLine(a))
	}
	return &Result{Value: map[string]any{"addresses": list}, Text: strings.Join(lines, "\n")}, nil
})

func addressLine(a *steward.Address) string {
	s := fmt.Sprintf("address %d: %s, %s, %s %s, %s (%s)", a.ID, a.Street, a.City, a.State, a.Zip, a.Country, a.Timezone)
	if a.Nickname != nil {
		s = fmt.Sprintf("address %d \"%s\": %s", a.ID, *a.Nickname, s[len(fmt.Sprintf("address %d: ", a.ID)):])
	}
	return s
}

type createAddressArgs struct {
	Street             string   `json:"street" jsonschema:"street address, e.g. 123 Main St"`
	City               string   `json:"city"`
	State              string   `json:"state" jsonschema:"state or region, e.g. CA"`
	Zip                string   `json:"zip" jsonschema:"postal code"`
	Country            string   `json:"country,omitempty" jsonschema:"ISO country code; default US"`
	Nickname           *string  `json:"nickname,omitempty" jsonschema:"a short name people use, e.g. Lake Cabin"`
	AccessInstructions *string  `json:"access_instructions,omitempty" jsonschema:"how pros get in, e.g. lockbox code"`
	Bedrooms           *int     `json:"bedrooms,omitempty" jsonschema:"number of bedrooms (0 for a studio)"`
	Bathrooms          *float64 `json:"bathrooms,omitempty" jsonschema:"number of bathrooms; a half bathroom counts 0.5"`
	SquareFeet         *int     `json:"square_feet,omitempty"`
}

var createAddressTool = define(Tool{
	Name:  "create_address",
	Title: "Add a property",
	Description: "Add a property (address) to the account. Steward derives its time zone from the state and " +
		"country and gives it a default to-do list; bedrooms, bathrooms and square feet improve price estimates.",
}, func(c *call, in *createAddressArgs) (*Result, error) {
	a, err := c.Addresses.CreateAddress(c.ctx, c.acct, steward.AddressCreate{Street: in.Street, City: in.City,
		State: in.State, Zip: in.Zip, Country: in.Country, Nickname: in.Nickname, AccessInstructions: in.AccessInstructions,
		Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms, SquareFeet: in.SquareFeet})
	if err != nil {
		return nil, err
	}
	return &Result{Value: a, Text: "Added " + addressLine(a)}, nil
})

var listProsTool = define(Tool{
	Name:        "list_pros",
	Title:       "List pros",
	Description: "List the account's service professionals (pros) with the services they offer, rating and whether they are active.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, _ *noArgs) (*Result, error) {
	list, err := c.Pros.FindPros(c.ctx, c.acct)
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("%d pros:", len(list))}
	if len(list) == 0 {
		lines = []string{"No pros yet: add one with create_pro."}
	}
	for _, p := range list {
		lines = append(lines, "- "+proLine(p))
	}
	return &Result{Value: map[string]any{"pros": list}, Text: strings.Join(lines, "\n")}, nil
})

func proLine(p *steward.Pro) string {
	services := make([]string, len(p.Services))
	for i, s := range p.Services {
		services[i] = string(s)
	}
	s := fmt.Sprintf("pro %d: %s <%s> %s, %s, rating %.1f", p.ID, p.Name, p.Email, p.Phone, strings.Join(services, "/"), p.Rating)
	if !p.Active {
		s += ", inactive"
	}
	if r := ratesText(p.Rates); r != "" {
		s += ", paid " + r
	}
	return s
}

type createProArgs struct {
	Name     string        `json:"name" jsonschema:"the pro's full name"`
	Email    string        `json:"email"`
	Phone    string        `json:"phone" jsonschema:"phone number, e.g. +1-555-0100"`
	Services []string      `json:"services" jsonschema:"service types the pro offers (at least one)"`
	Active   *bool         `json:"active,omitempty" jsonschema:"whether the pro takes jobs; default true"`
	Rates    steward.Rates `json:"rates,omitempty" jsonschema:"what the pro is paid per service type, in USD: {\"cleaning\": {\"flat\": 95}, \"maintenance\": {\"hourly\": 60}}; exactly one of flat (per job) or hourly per type"`
}

var createProTool = func() *Tool {
	t := define(Tool{
		Name:        "create_pro",
		Title:       "Add a pro",
		Description: "Add a service professional (cleaner, handyman, inspector, restocker) to the account so jobs can be assigned to them.",
		Planning:    true,
	}, func(c *call, in *createProArgs) (*Result, error) {
		services := make([]steward.ServiceType, len(in.Services))
		for i, s := range in.Services {
			services[i] = steward.ServiceType(s)
		}
		p, err := c.Pros.CreatePro(c.ctx, c.acct, steward.ProCreate{Name: in.Name, Email: in.Email, Phone: in.Phone,
			Services: services, Active: in.Active, Rates: in.Rates})
		if err != nil {
			return nil, err
		}
		return &Result{Value: p, Text: "Added " + proLine(p),
			Actions: []steward.Action{{Type: steward.ActionProCreated, ProID: &p.ID}}}, nil
	})
	items := t.InputSchema.Properties["services"].Items
	for _, v := range steward.ServiceTypes {
		items.Enum = append(items.Enum, string(v))
	}
	return t
}()

type updateProArgs struct {
	ProID    int64         `json:"pro_id" jsonschema:"the pro's id (see list_pros)"`
	Name     *string       `json:"name,omitempty" jsonschema:"new full name"`
	Email    *string       `json:"email,omitempty" jsonschema:"new email address"`
	Phone    *string       `json:"phone,omitempty" jsonschema:"new phone number"`
	Services []string      `json:"services,omitempty" jsonschema:"the services the pro offers from now on (replaces the list; at least one)"`
	Active   *bool         `json:"active,omitempty" jsonschema:"false to stop assigning the pro jobs, true to resume"`
	Rates    steward.Rates `json:"rates,omitempty" jsonschema:"replaces all the pro's pay rates, as in create_pro ({} removes them); the costs of their jobs not yet completed follow"`
}

var updateProTool = func() *Tool {
	t := define(Tool{
		Name:  "update_pro",
		Title: "Update a pro",
		Description: "Change a pro's name, email, phone, services, pay rates or whether they are active. Give only what changes. " +
			"Deactivating a pro, or removing a service, unassigns their upcoming pending or confirmed jobs they can no " +
			"longer do (each sends job.scheduled); the result lists those jobs, which need another pro. Jobs in progress keep their pro.",
		Idempotent: true, Planning: true,
	}, func(c *call, in *updateProArgs) (*Result, error) {
		if err := positive("pro_id", in.ProID); err != nil {
			return nil, err
		}
		upd := steward.ProUpdate{Name: in.Name, Email: in.Email, Phone: in.Phone, Active: in.Active, Rates: in.Rates}
		if in.Services != nil { // [] is refused, not "unchanged"
			upd.Services = make([]steward.ServiceType, len(in.Services))
			for i, s := range in.Services {
				upd.Services[i] = steward.ServiceType(s)
			}
		}
		p, unassigned, err := c.Pros.UpdatePro(c.ctx, c.acct, in.ProID, upd)
		if err != nil {
			return nil, err
		}
		return &Result{Value: map[string]any{"pro": p, "unassigned_job_ids": unassigned},
			Text: "Updated " + proLine(p) + "\n" + unassignedText(p, unassigned)}, nil
	})
	items := t.InputSchema.Properties["services"].Items
	for _, v := range steward.ServiceTypes {
		items.Enum = append(items.Enum, string(v))
	}
	return t
}()

// unassignedText tells what became of the jobs UpdatePro unassigned.
func unassignedText(p *steward.Pro, ids []int64) string {
	switch len(ids) {
	case 0:
		return "No upcoming job was unassigned."
	case 1:
		return fmt.Sprintf("1 upcoming job %s can no longer do is now unassigned: job %d. Assign another pro with update_job.", p.Name, ids[0])
	}
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = fmt.Sprint(id)
	}
	return fmt.Sprintf("%d upcoming jobs %s can no longer do are now unassigned: jobs %s. Assign another pro with update_job.",
		len(ids), p.Name, strings.Join(list, ", "))
}

type addressIDArgs struct {
	AddressID int64 `json:"address_id" jsonschema:"the property's address id"`
}

var listTodoListsTool = define(Tool{
	Name:        "list_todo_lists",
	Title:       "List a property's to-do lists",
	Description: "List the to-do lists (checklists pros follow, e.g. the standard turnover clean) of one property.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	lists, err := c.Todos.FindTodoLists(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"todos": lists}, Text: todoText(lists)}, nil
})

func todoText(lists []*steward.TodoList) string {
	if len(lists) == 0 {
		return "No to-do lists."
	}
	var b strings.Builder
	for i, l := range lists {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s (list %d):", l.Name, l.ID)
		for _, it := range l.Items {
			mark := " "
			if it.Completed {
				mark = "x"
			}
			fmt.Fprintf(&b, "\n[%s] %s", mark, it.Description)
		}
	}
	return b.String()
}

type listReservationsArgs struct {
	AddressID int64  `json:"address_id,omitempty" jsonschema:"only reservations at this property"`
	Status    string `json:"status,omitempty" jsonschema:"confirmed (the default), cancelled or all"`
	From      string `json:"from,omitempty" jsonschema:"only stays that check out after this (RFC 3339, or a date YYYY-MM-DD)"`
	To        string `json:"to,omitempty" jsonschema:"only stays that check in before this (RFC 3339, or a date YYYY-MM-DD)"`
}

var listReservationsTool = define(Tool{
	Name:  "list_reservations",
	Title: "List reservations",
	Description: "List guest reservations (check-in, check-out, guests), optionally at one property, in a window or by status " +
		"(cancelled stays are left out unless asked for). Turnover cleans follow check-outs.",
	ReadOnly: true, Idempotent: true, Planning: true,
}, func(c *call, in *listReservationsArgs) (*Result, error) {
	f := steward.ReservationFilter{Status: in.Status}
	if in.AddressID != 0 {
		f.AddressID = &in.AddressID
	}
	for _, p := range []struct {
		name, v string
		dst     **time.Time
	}{{"from", in.From, &f.From}, {"to", in.To, &f.To}} {
		if p.v != "" {
			t, _, err := steward.ParseStayTime(p.name, p.v)
			if err != nil {
				return nil, err
			}
			*p.dst = &t
		}
	}
	list, err := c.Reservations.FindReservations(c.ctx, c.acct, f)
	if err != nil {
		return nil, err
	}
	addrs, err := c.addressMap()
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(list))
	lines := []string{fmt.Sprintf("%d reservations:", len(list))}
	if len(list) == 0 {
		lines = []string{"No reservations."}
	}
	for i, r := range list {
		ids[i] = r.ID
		lines = append(lines, "- "+reservationLine(r, addrs[r.AddressID]))
	}
	return &Result{Value: map[string]any{"reservations": list}, Text: strings.Join(lines, "\n"),
		Actions: []steward.Action{{Type: steward.ActionReservationsListed, ReservationIDs: ids}}}, nil
})

func reservationLine(r *steward.Reservation, a *steward.Address) string {
	where, loc := fmt.Sprintf("address %d", r.AddressID), time.UTC
	if a != nil {
		where, loc = a.Name(), a.Location()
	}
	const layout = "Mon Jan 2 2006 3:04 PM MST"
	s := fmt.Sprintf("reservation %d: %s at %s, %d guests, %s to %s (code %s)", r.ID, r.GuestName, where, r.Guests,
		r.CheckIn.In(loc).Format(layout), r.CheckOut.In(loc).Format(layout), r.ConfirmationCode)
	if r.Status == steward.ReservationCancelled {
		s += ", cancelled"
	}
	return s
}

type createReservationArgs struct {
	AddressID        int64  `json:"address_id" jsonschema:"the property the guests stay at"`
	GuestName        string `json:"guest_name"`
	CheckIn          string `json:"check_in" jsonschema:"arrival, RFC 3339 with an offset, or a date YYYY-MM-DD for the property's check-in time"`
	CheckOut         string `json:"check_out" jsonschema:"departure, RFC 3339 with an offset, or a date YYYY-MM-DD for the property's check-out time; after check_in"`
	Guests           *int   `json:"guests,omitempty" jsonschema:"number of guests; default 1"`
	ConfirmationCode string `json:"confirmation_code,omitempty" jsonschema:"the booking platform's confirmation code, if any"`
}

var createReservationTool = define(Tool{
	Name:  "create_reservation",
	Title: "Add a reservation",
	Description: "Record a guest reservation at a property, so turnover cleans can be scheduled after its check-out. " +
		"A stay that overlaps another confirmed stay at the property is refused (RESERVATION_CONFLICT, naming it).",
	Planning: true,
}, func(c *call, in *createReservationArgs) (*Result, error) {
	switch {
	case in.AddressID == 0:
		return nil, steward.MissingField("address_id")
	case strings.TrimSpace(in.GuestName) == "":
		return nil, steward.MissingField("guest_name")
	case in.CheckIn == "":
		return nil, steward.MissingField("check_in")
	case in.CheckOut == "":
		return nil, steward.MissingField("check_out")
	}
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	checkIn, inDate, err := steward.ParseStayTime("check_in", in.CheckIn)
	if err != nil {
		return nil, err
	}
	checkOut, outDate, err := steward.ParseStayTime("check_out", in.CheckOut)
	if err != nil {
		return nil, err
	}
	r, err := c.Reservations.CreateReservation(c.ctx, c.acct, steward.ReservationCreate{AddressID: in.AddressID,
		GuestName: in.GuestName, CheckIn: checkIn, CheckInDate: inDate, CheckOut: checkOut, CheckOutDate: outDate,
		Guests: in.Guests, ConfirmationCode: in.ConfirmationCode, Source: steward.SourceAPI})
	if err != nil {
		return nil, err
	}
	a, err := c.Addresses.FindAddressByID(c.ctx, c.acct, r.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: r, Text: "Added " + reservationLine(r, a),
		Actions: []steward.Action{{Type: steward.ActionReservationCreated, ReservationID: &r.ID, AddressID: &r.AddressID}}}, nil
})
