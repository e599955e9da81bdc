package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// The equipment a repair is about: "the dishwasher is leaking at the
// cabin" books a maintenance job linked to the cabin's dishwasher, which
// marks it needs_attention until the job is done (docs/operations.md).

// assetSynonyms are words people use for a kind of equipment, by the words
// of its kind.
var assetSynonyms = map[string][]string{
	"hvac":         {"ac", "a/c", "aircon", "air conditioner", "air conditioning", "heating", "furnace", "heat pump", "hvac"},
	"water heater": {"water heater", "hot water", "boiler"},
	"smoke alarms": {"smoke alarm", "smoke detector", "fire alarm"},
	"fridge":       {"fridge", "refrigerator"},
	"refrigerator": {"fridge", "refrigerator"},
	"washer":       {"washer", "washing machine"},
	"oven":         {"oven", "stove", "range"},
}

// assetFor returns the asset at addr that text is about, when exactly one
// of them is named (by its kind, or a word people use for it; its
// location breaks a tie); nil otherwise.
func (s *session) assetFor(addr *steward.Address, text string) *steward.Asset {
	if s.e.Assets == nil {
		return nil
	}
	assets, err := s.e.Assets.FindAssets(s.ctx, s.acct, addr.ID)
	if err != nil || len(assets) == 0 {
		return nil
	}
	words := " " + strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '/')
	}), " ") + " "
	has := func(phrase string) bool {
		phrase = strings.ToLower(strings.TrimSpace(phrase))
		if phrase == "" {
			return false
		}
		single := strings.TrimSuffix(phrase, "s")
		return strings.Contains(words, " "+phrase+" ") || strings.Contains(words, " "+single+" ") ||
			strings.Contains(words, " "+single+"s ") || strings.Contains(words, " "+single+"es ")
	}
	var named []*steward.Asset
	for _, a := range assets {
		kind := strings.ToLower(a.Kind)
		ok := has(kind)
		for _, syn := range assetSynonyms[kind] {
			ok = ok || has(syn)
		}
		if ok {
			named = append(named, a)
		}
	}
	if len(named) > 1 {
		var here []*steward.Asset
		for _, a := range named {
			if has(a.Location) {
				here = append(here, a)
			}
		}
		named = here
	}
	if len(named) != 1 {
		return nil
	}
	return named[0]
}
