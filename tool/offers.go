package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// The tools of the offer cascade (issue 17): a property's preferred pros
// and the pros' links. Like the calendar tools they are not offered to
// the assistant's model.

var errNoOffers = steward.Errorf(steward.EUNAVAILABLE, "Offers are not available on this server")

var getPropertyProsTool = define(Tool{
	Name:  "get_property_pros",
	Title: "Read a property's preferred pros",
	Description: "For each service type, the pros a property's jobs without a pro are offered to, in order " +
		"(the first free one first; the next after a decline or two hours without an answer).",
	ReadOnly: true, Idempotent: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	if c.Offers == nil {
		return nil, errNoOffers
	}
	prefs, err := c.Offers.FindProPrefs(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: prefs, Text: prefsText(in.AddressID, prefs)}, nil
})

func prefsText(addressID int64, prefs steward.ProPrefs) string {
	lines := []string{fmt.Sprintf("Preferred pros of address %d:", addressID)}
	for _, t := range steward.ServiceTypes {
		ids := make([]string, len(prefs[t]))
		for i, id := range prefs[t] {
			ids[i] = fmt.Sprintf("pro %d", id)
		}
		if len(ids) == 0 {
			ids = []string{"none"}
		}
		lines = append(lines, fmt.Sprintf("- %s: %s", t, strings.Join(ids, ", ")))
	}
	return strings.Join(lines, "\n")
}

type setPropertyProsArgs struct {
	AddressID   int64   `json:"address_id" jsonschema:"the property's id"`
	Cleaning    []int64 `json:"cleaning,omitempty" jsonschema:"pro ids offered its cleanings, in order"`
	Maintenance []int64 `json:"maintenance,omitempty" jsonschema:"pro ids offered its maintenance visits, in order"`
	Inspection  []int64 `json:"inspection,omitempty" jsonschema:"pro ids offered its inspections, in order"`
	Restocking  []int64 `json:"restocking,omitempty" jsonschema:"pro ids offered its restockings, in order"`
}

var setPropertyProsTool = define(Tool{
	Name:  "set_property_pros",
	Title: "Set a property's preferred pros",
	Description: "Replace a property's lists of preferred pros per service type (a type left out has none). " +
		"Its jobs without a pro are offered to the first free pro of their list.",
	Idempotent: true,
}, func(c *call, in *setPropertyProsArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	if c.Offers == nil {
		return nil, errNoOffers
	}
	prefs, err := c.Offers.SetProPrefs(c.ctx, c.acct, in.AddressID, steward.ProPrefs{steward.Cleaning: in.Cleaning,
		steward.Maintenance: in.Maintenance, steward.Inspection: in.Inspection, steward.Restocking: in.Restocking})
	if err != nil {
		return nil, err
	}
	return &Result{Value: prefs, Text: prefsText(in.AddressID, prefs)}, nil
})

type proIDArgs struct {
	ProID int64 `json:"pro_id" jsonschema:"the pro's id"`
}

var createProLinkTool = define(Tool{
	Name:  "create_pro_link",
	Title: "Make a pro's link",
	Description: "Make a new link (a token for the pro API) for a pro, revoking the previous one. " +
		"The token is shown once: give it to the pro, who answers offers and reports work with it.",
}, func(c *call, in *proIDArgs) (*Result, error) {
	if err := positive("pro_id", in.ProID); err != nil {
		return nil, err
	}
	if c.Offers == nil {
		return nil, errNoOffers
	}
	token, err := c.Offers.CreateProLink(c.ctx, c.acct, in.ProID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"token": token},
		Text: fmt.Sprintf("New link token for pro %d (shown once; the previous one no longer works): %s", in.ProID, token)}, nil
})

var revokeProLinkTool = define(Tool{
	Name:        "revoke_pro_link",
	Title:       "Revoke a pro's link",
	Description: "Revoke a pro's link: their token stops working at once.",
	Idempotent:  true,
}, func(c *call, in *proIDArgs) (*Result, error) {
	if err := positive("pro_id", in.ProID); err != nil {
		return nil, err
	}
	if c.Offers == nil {
		return nil, errNoOffers
	}
	if err := c.Offers.RevokeProLink(c.ctx, c.acct, in.ProID); err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"revoked": true}, Text: fmt.Sprintf("Pro %d's link is revoked.", in.ProID)}, nil
})
