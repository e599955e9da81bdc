package demo

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// Restocker runs the supply worker once (sqlstore.SupplyService.TickSupplies
// is one), so the demo's restocking job exists on first start rather than
// at the worker's next hourly tick.
type Restocker interface {
	TickSupplies(ctx context.Context) (int, error)
}

// seedSupplies stocks Sunset Villa: coffee pods below their minimum (low,
// inventory.low), and toilet paper that will not last the Garcia family's
// stay (five guests, four nights) at its use per guest-night, so the
// supply worker creates one restocking job with the shopping list before
// their check-in. Without svc.Supplies it adds nothing.
func seedSupplies(ctx context.Context, svc Services, accountID int64, villa *steward.Address) error {
	if svc.Supplies == nil {
		return nil
	}
	rate := func(v float64) *float64 { return &v }
	supplies := []steward.SupplyCreate{
		{Name: "Toilet paper", Unit: "rolls", Count: 14, Min: 8, Par: 36, PerGuestNight: rate(0.6)},
		{Name: "Coffee pods", Unit: "pods", Count: 6, Min: 10, Par: 40, PerGuestNight: rate(1.5)},
		{Name: "Bath towels", Unit: "towels", Count: 12, Min: 8, Par: 12},
		{Name: "Dish soap", Unit: "bottles", Count: 2, Min: 1, Par: 3},
	}
	for _, in := range supplies {
		if _, err := svc.Supplies.CreateSupply(ctx, accountID, villa.ID, in); err != nil {
			return fmt.Errorf("supply %s: %w", in.Name, err)
		}
	}
	if svc.Restock != nil {
		if _, err := svc.Restock.TickSupplies(ctx); err != nil {
			return fmt.Errorf("demo restock: %w", err)
		}
	}
	return nil
}
