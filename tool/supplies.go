package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

var errNoSupplies = steward.Errorf(steward.EUNAVAILABLE, "Supplies are not available on this server")

type supplyArgs struct {
	AddressID     int64    `json:"address_id" jsonschema:"the property's address id"`
	SupplyID      int64    `json:"supply_id,omitempty" jsonschema:"update_supply only: the supply to change"`
	Name          *string  `json:"name,omitempty" jsonschema:"what it is, e.g. Toilet paper (unique at the property, whatever its case); a checklist count item naming it sets its count"`
	Unit          *string  `json:"unit,omitempty" jsonschema:"what is counted, e.g. rolls"`
	Count         *int     `json:"count,omitempty" jsonschema:"units on hand"`
	Min           *int     `json:"min,omitempty" jsonschema:"low at or below this (inventory.low)"`
	Par           *int     `json:"par,omitempty" jsonschema:"the level a restock brings it back to, at least min"`
	PerGuestNight *float64 `json:"per_guest_night,omitempty" jsonschema:"units one guest uses per night, set by hand (otherwise learned from the counts)"`
	LearnRate     bool     `json:"learn_per_guest_night,omitempty" jsonschema:"update_supply only: forget a per_guest_night set by hand and learn it again"`
	Reason        *string  `json:"reason,omitempty" jsonschema:"update_supply only: why the count changed, for its history"`
}

var listSuppliesTool = define(Tool{
	Name:        "list_supplies",
	Title:       "List a property's supplies",
	Description: "List one property's supplies (toilet paper, coffee, towels): the count on hand, the minimum and par levels, whether each is low, the learned use per guest-night and the day the coming stays use it up (runs_out_on).",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if c.Supplies == nil {
		return nil, errNoSupplies
	}
	list, err := c.Supplies.FindSupplies(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"supplies": list}, Text: supplyText(list)}, nil
})

var createSupplyTool = define(Tool{
	Name:        "create_supply",
	Title:       "Add a supply",
	Description: "Add a supply to a property with its unit, count on hand, minimum and par level. Steward learns its use per guest-night, forecasts when it runs out and creates one restocking job before the stay it would not last through.",
}, func(c *call, in *supplyArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if in.SupplyID != 0 || in.LearnRate || in.Reason != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid arguments: supply_id, learn_per_guest_night and reason are for update_supply")
	} else if in.Name == nil {
		return nil, steward.MissingField("name")
	} else if in.Unit == nil {
		return nil, steward.MissingField("unit")
	} else if in.Count == nil {
		return nil, steward.MissingField("count")
	} else if in.Par == nil {
		return nil, steward.MissingField("par")
	} else if c.Supplies == nil {
		return nil, errNoSupplies
	}
	sc := steward.SupplyCreate{Name: *in.Name, Unit: *in.Unit, Count: *in.Count, Par: *in.Par, PerGuestNight: in.PerGuestNight}
	if in.Min != nil {
		sc.Min = *in.Min
	}
	s, err := c.Supplies.CreateSupply(c.ctx, c.acct, in.AddressID, sc)
	if err != nil {
		return nil, err
	}
	return &Result{Value: s, Text: "Added " + supplyText([]*steward.Supply{s})}, nil
})

var updateSupplyTool = define(Tool{
	Name:        "update_supply",
	Title:       "Update a supply",
	Description: "Change a supply's name, unit, count on hand (recorded in its history with the reason), minimum, par level or use per guest-night.",
	Idempotent:  true,
}, func(c *call, in *supplyArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if err := positive("supply_id", in.SupplyID); err != nil {
		return nil, err
	} else if in.LearnRate && in.PerGuestNight != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid learn_per_guest_night: give it or per_guest_night, not both")
	} else if c.Supplies == nil {
		return nil, errNoSupplies
	}
	u := steward.SupplyUpdate{Name: in.Name, Unit: in.Unit, Count: in.Count, Min: in.Min, Par: in.Par,
		PerGuestNightSet: in.PerGuestNight != nil || in.LearnRate, PerGuestNight: in.PerGuestNight, Reason: in.Reason}
	s, err := c.Supplies.UpdateSupply(c.ctx, c.acct, in.AddressID, in.SupplyID, u)
	if err != nil {
		return nil, err
	}
	return &Result{Value: s, Text: "Updated " + supplyText([]*steward.Supply{s})}, nil
})

type supplyIDArgs struct {
	AddressID int64 `json:"address_id" jsonschema:"the property's address id"`
	SupplyID  int64 `json:"supply_id" jsonschema:"the supply"`
}

var deleteSupplyTool = define(Tool{
	Name:        "delete_supply",
	Title:       "Delete a supply",
	Description: "Delete one of a property's supplies and its count history.",
	Destructive: true,
}, func(c *call, in *supplyIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if err := positive("supply_id", in.SupplyID); err != nil {
		return nil, err
	} else if c.Supplies == nil {
		return nil, errNoSupplies
	}
	if err := c.Supplies.DeleteSupply(c.ctx, c.acct, in.AddressID, in.SupplyID); err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"deleted": true}, Text: fmt.Sprintf("Supply %d deleted.", in.SupplyID)}, nil
})

// supplyText describes supplies one a line.
func supplyText(list []*steward.Supply) string {
	if len(list) == 0 {
		return "No supplies."
	}
	var b strings.Builder
	for i, s := range list {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "supply %d: %s, %d %s (min %d, par %d)", s.ID, s.Name, s.Count, s.Unit, s.Min, s.Par)
		if s.Low {
			b.WriteString(", LOW")
		}
		if s.RunsOutOn != nil {
			fmt.Fprintf(&b, ", runs out %s", *s.RunsOutOn)
		}
	}
	return b.String()
}
