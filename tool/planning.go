package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

type checkAvailabilityArgs struct {
	AddressID   int64  `json:"address_id,omitempty" jsonschema:"the property the work is at (for the reply's local time)"`
	ServiceType string `json:"service_type" jsonschema:"the kind of work"`
	At          string `json:"at" jsonschema:"when the work would start, RFC 3339 with an offset"`
}

// availability is check_availability's value.
type availability struct {
	Pros        []*steward.Pro      `json:"pros"`
	ServiceType steward.ServiceType `json:"service_type"`
	At          string              `json:"at"`
	AddressID   *int64              `json:"address_id"`
}

var checkAvailabilityTool = func() *Tool {
	t := define(Tool{
		Name:  "check_availability",
		Title: "Check who is available",
		Description: "Find the active pros who offer a service and have no open job overlapping the given time " +
			"(a job is assumed to last 3 h for cleaning, 2 h for maintenance, 1 h for inspection and restocking). " +
			"Returns {pros}.",
		ReadOnly: true, Idempotent: true, Planning: true,
	}, func(c *call, in *checkAvailabilityArgs) (*Result, error) {
		switch {
		case in.ServiceType == "":
			return nil, steward.MissingField("service_type")
		case in.At == "":
			return nil, steward.MissingField("at")
		}
		service := steward.ServiceType(in.ServiceType)
		if !service.Valid() {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid service_type %q: must be one of %s", in.ServiceType, joinServiceTypes())
		}
		at, err := steward.ParseTime("at", in.At)
		if err != nil {
			return nil, err
		}
		loc, where := at.Location(), ""
		var addressID *int64
		if in.AddressID != 0 {
			if err := positive("address_id", in.AddressID); err != nil {
				return nil, err
			}
			a, err := c.Addresses.FindAddressByID(c.ctx, c.acct, in.AddressID)
			if err != nil {
				return nil, err
			}
			loc, where, addressID = a.Location(), " at "+a.Name(), &a.ID
		}
		pros, err := c.Pros.FindPros(c.ctx, c.acct)
		if err != nil {
			return nil, err
		}
		free, err := steward.FreePros(c.ctx, c.Jobs, c.acct, pros, service, at, at.Add(steward.JobDuration(service)))
		if err != nil {
			return nil, err
		}
		ids := make([]int64, len(free))
		names := make([]string, len(free))
		for i, p := range free {
			ids[i], names[i] = p.ID, fmt.Sprintf("%s (pro %d)", p.Name, p.ID)
		}
		when := at.In(loc).Format("Mon Jan 2 2006 at 3:04 PM MST")
		text := fmt.Sprintf("No %s pro is free%s on %s.", service, where, when)
		if len(free) > 0 {
			text = fmt.Sprintf("Free for %s%s on %s: %s.", service, where, when, strings.Join(names, ", "))
		}
		action := steward.Action{Type: steward.ActionAvailabilityChecked, ProIDs: ids, ServiceType: &service,
			ScheduledAt: ptr(at), AddressID: addressID}
		return &Result{Value: availability{Pros: free, ServiceType: service, At: at.Format("2006-01-02T15:04:05Z07:00"), AddressID: addressID},
			Text: text, Actions: []steward.Action{action}}, nil
	})
	enum(t.InputSchema, "service_type", steward.ServiceTypes)
	return t
}()

type estimatePriceArgs struct {
	AddressID   int64  `json:"address_id" jsonschema:"the property"`
	ServiceType string `json:"service_type" jsonschema:"the kind of work"`
}

var estimatePriceTool = func() *Tool {
	t := define(Tool{
		Name:  "estimate_price",
		Title: "Estimate a price",
		Description: "Estimate the market price of a job at a property from its size and region: the price a job " +
			"gets when created without one. Returns {price, currency, service_type, address_id, basis}; basis explains the figure.",
		ReadOnly: true, Idempotent: true, Planning: true,
	}, func(c *call, in *estimatePriceArgs) (*Result, error) {
		switch {
		case in.AddressID == 0:
			return nil, steward.MissingField("address_id")
		case in.ServiceType == "":
			return nil, steward.MissingField("service_type")
		}
		if err := positive("address_id", in.AddressID); err != nil {
			return nil, err
		}
		service := steward.ServiceType(in.ServiceType)
		if !service.Valid() {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid service_type %q: must be one of %s", in.ServiceType, joinServiceTypes())
		}
		a, err := c.Addresses.FindAddressByID(c.ctx, c.acct, in.AddressID)
		if err != nil {
			return nil, err
		}
		est := steward.EstimatePrice(a, service)
		return &Result{Value: est, Text: fmt.Sprintf("About $%.2f %s for %s at %s: %s.", est.Price, est.Currency, service, a.Name(), est.Basis),
			Actions: []steward.Action{{Type: steward.ActionPriceEstimated, AddressID: &a.ID, ServiceType: &service,
				Price: &est.Price, Currency: &est.Currency}}}, nil
	})
	enum(t.InputSchema, "service_type", steward.ServiceTypes)
	return t
}()

func joinServiceTypes() string {
	names := make([]string, len(steward.ServiceTypes))
	for i, v := range steward.ServiceTypes {
		names[i] = string(v)
	}
	return strings.Join(names, ", ")
}
