package assistant

import (
	"github.com/stewardhq/steward"
)

// The equipment a repair is about: "the dishwasher is leaking at the
// cabin" books a maintenance job linked to the cabin's dishwasher, which
// marks it needs_attention until the job is done (docs/operations.md).

// assetFor returns the asset at addr that text is about, when exactly one
// of them is named (see steward.AssetNamed); nil otherwise, and when the
// engine has no equipment service.
func (s *session) assetFor(addr *steward.Address, text string) *steward.Asset {
	if s.e.Assets == nil {
		return nil
	}
	assets, err := s.e.Assets.FindAssets(s.ctx, s.acct, addr.ID)
	if err != nil {
		return nil
	}
	return steward.AssetNamed(assets, text)
}
