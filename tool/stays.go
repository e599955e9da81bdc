package tool

import (
	"fmt"

	"github.com/stewardhq/steward"
)

// The tools of a stay's life-cycle and of property edits (issue 16). The
// stay's are offered to the assistant's language model (Planning), as the
// embedded engine changes and cancels stays too; property edits are not
// (the assistant does not change properties).

type reservationIDArgs struct {
	ReservationID int64 `json:"reservation_id" jsonschema:"the reservation's id"`
}

var getReservationTool = define(Tool{
	Name:        "get_reservation",
	Title:       "Get a reservation",
	Description: "Get one guest reservation by id, cancelled or not, with its status and source.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *reservationIDArgs) (*Result, error) {
	if err := positive("reservation_id", in.ReservationID); err != nil {
		return nil, err
	}
	r, err := c.Reservations.FindReservationByID(c.ctx, c.acct, in.ReservationID)
	if err != nil {
		return nil, err
	}
	return c.reservationResult(r, "", "")
})

type updateReservationArgs struct {
	ReservationID    int64   `json:"reservation_id" jsonschema:"the reservation's id"`
	GuestName        *string `json:"guest_name,omitempty"`
	CheckIn          *string `json:"check_in,omitempty" jsonschema:"new arrival, RFC 3339 with an offset, or a date YYYY-MM-DD for the property's check-in time"`
	CheckOut         *string `json:"check_out,omitempty" jsonschema:"new departure, RFC 3339 with an offset, or a date YYYY-MM-DD for the property's check-out time"`
	Guests           *int    `json:"guests,omitempty"`
	ConfirmationCode *string `json:"confirmation_code,omitempty"`
	Status           *string `json:"status,omitempty" jsonschema:"confirmed brings a cancelled stay back (if it overlaps no confirmed stay); cancelled cancels it"`
}

var updateReservationTool = func() *Tool {
	t := define(Tool{
		Name:  "update_reservation",
		Title: "Update a reservation",
		Description: "Change a guest reservation's guest name, dates, guests, confirmation code or status. Give only what changes. " +
			"A change that makes it overlap another confirmed stay at the property is refused (RESERVATION_CONFLICT, naming it).",
		Idempotent: true, Planning: true,
	}, func(c *call, in *updateReservationArgs) (*Result, error) {
		if err := positive("reservation_id", in.ReservationID); err != nil {
			return nil, err
		}
		u := steward.ReservationUpdate{GuestName: in.GuestName, Guests: in.Guests, ConfirmationCode: in.ConfirmationCode}
		if in.CheckIn != nil {
			t, date, err := steward.ParseStayTime("check_in", *in.CheckIn)
			if err != nil {
				return nil, err
			}
			u.CheckIn, u.CheckInDate = &t, date
		}
		if in.CheckOut != nil {
			t, date, err := steward.ParseStayTime("check_out", *in.CheckOut)
			if err != nil {
				return nil, err
			}
			u.CheckOut, u.CheckOutDate = &t, date
		}
		if in.Status != nil {
			st := steward.ReservationStatus(*in.Status)
			u.Status = &st
		}
		r, err := c.Reservations.UpdateReservation(c.ctx, c.acct, in.ReservationID, u)
		if err != nil {
			return nil, err
		}
		return c.reservationResult(r, "Updated", steward.ActionReservationUpdated)
	})
	enum(t.InputSchema, "status", []steward.ReservationStatus{steward.ReservationConfirmed, steward.ReservationCancelled})
	return t
}()

var cancelReservationTool = define(Tool{
	Name:  "cancel_reservation",
	Title: "Cancel a reservation",
	Description: "Cancel a guest reservation: it keeps its record with status cancelled and leaves the lists " +
		"(update_reservation with status confirmed brings it back). Cancelling a cancelled stay changes nothing.",
	Destructive: true, Idempotent: true, Planning: true,
}, func(c *call, in *reservationIDArgs) (*Result, error) {
	if err := positive("reservation_id", in.ReservationID); err != nil {
		return nil, err
	}
	r, err := c.Reservations.CancelReservation(c.ctx, c.acct, in.ReservationID)
	if err != nil {
		return nil, err
	}
	return c.reservationResult(r, "Cancelled", steward.ActionReservationCancelled)
})

// reservationResult renders one stay; verb, when set, starts the text, and
// action, when set, is the change's action.
func (c *call) reservationResult(r *steward.Reservation, verb, action string) (*Result, error) {
	a, err := c.Addresses.FindAddressByID(c.ctx, c.acct, r.AddressID)
	if err != nil {
		return nil, err
	}
	text := reservationLine(r, a)
	if verb != "" {
		text = verb + ": " + text
	}
	res := &Result{Value: r, Text: text}
	if action != "" {
		res.Actions = []steward.Action{{Type: action, ReservationID: &r.ID, AddressID: &r.AddressID}}
	}
	return res, nil
}

type turnoverArgs struct {
	Enabled         *bool   `json:"enabled,omitempty" jsonschema:"whether a turnover follows each check-out"`
	ServiceType     *string `json:"service_type,omitempty" jsonschema:"the turnover's service type; default cleaning"`
	DurationMinutes *int    `json:"duration_minutes,omitempty" jsonschema:"how long a turnover takes, 15 to 1440 minutes"`
	ProID           *int64  `json:"pro_id,omitempty" jsonschema:"the preferred pro's id"`
	ClearPro        bool    `json:"clear_pro,omitempty" jsonschema:"true to take the preferred pro away"`
}

type updateAddressArgs struct {
	AddressID          int64         `json:"address_id" jsonschema:"the property's address id"`
	Street             *string       `json:"street,omitempty"`
	City               *string       `json:"city,omitempty"`
	State              *string       `json:"state,omitempty"`
	Zip                *string       `json:"zip,omitempty"`
	Country            *string       `json:"country,omitempty"`
	Nickname           *string       `json:"nickname,omitempty" jsonschema:"empty to clear"`
	AccessInstructions *string       `json:"access_instructions,omitempty" jsonschema:"empty to clear"`
	Bedrooms           *int          `json:"bedrooms,omitempty"`
	Bathrooms          *float64      `json:"bathrooms,omitempty"`
	SquareFeet         *int          `json:"square_feet,omitempty"`
	Timezone           *string       `json:"timezone,omitempty" jsonschema:"IANA time zone such as America/Denver; it then wins over the one derived from the state; empty goes back to the derived one"`
	CheckInTime        *string       `json:"check_in_time,omitempty" jsonschema:"local check-in time HH:MM (default 16:00)"`
	CheckOutTime       *string       `json:"check_out_time,omitempty" jsonschema:"local check-out time HH:MM (default 11:00)"`
	Turnover           *turnoverArgs `json:"turnover,omitempty" jsonschema:"turnover settings; give only what changes"`
}

var updateAddressTool = define(Tool{
	Name:  "update_address",
	Title: "Edit a property",
	Description: "Change a property's address, nickname, access instructions, size, time zone, check-in and check-out times " +
		"or turnover settings (on/off, service type, duration, preferred pro). Give only what changes.",
	Idempotent: true,
}, func(c *call, in *updateAddressArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	u := steward.AddressUpdate{Street: in.Street, City: in.City, State: in.State, Zip: in.Zip, Country: in.Country,
		Nickname: in.Nickname, AccessInstructions: in.AccessInstructions, Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms,
		SquareFeet: in.SquareFeet, Timezone: in.Timezone, CheckInTime: in.CheckInTime, CheckOutTime: in.CheckOutTime}
	if t := in.Turnover; t != nil {
		u.Turnover = steward.TurnoverUpdate{Enabled: t.Enabled, DurationMinutes: t.DurationMinutes, ProID: t.ProID, ClearPro: t.ClearPro}
		if t.ServiceType != nil {
			st := steward.ServiceType(*t.ServiceType)
			u.Turnover.ServiceType = &st
		}
	}
	a, err := c.Addresses.UpdateAddress(c.ctx, c.acct, in.AddressID, u)
	if err != nil {
		return nil, err
	}
	return &Result{Value: a, Text: "Updated " + addressLine(a) + turnoverText(a)}, nil
})

func turnoverText(a *steward.Address) string {
	s := fmt.Sprintf("; check-in %s, check-out %s", a.CheckInTime, a.CheckOutTime)
	if !a.Turnover.Enabled {
		return s + "; turnovers off"
	}
	s += fmt.Sprintf("; turnovers on: %s, %d minutes", a.Turnover.ServiceType, a.Turnover.DurationMinutes)
	if a.Turnover.ProID != nil {
		s += fmt.Sprintf(", pro %d", *a.Turnover.ProID)
	}
	return s
}

var archiveAddressTool = define(Tool{
	Name:  "archive_address",
	Title: "Archive a property",
	Description: "Archive a property the account no longer manages: it leaves list_addresses, takes no new jobs or stays, " +
		"and its pending and confirmed jobs from now on are cancelled (with their webhooks). Past jobs and stays are kept.",
	Destructive: true, Idempotent: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	a, err := c.Addresses.ArchiveAddress(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: a, Text: "Archived " + addressLine(a)}, nil
})
