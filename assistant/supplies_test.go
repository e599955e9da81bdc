package assistant

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

// memStore's supplies: a stand-in for the store's, with the domain's
// forecast, enough for the questions the assistant answers.

func (m *memStore) FindSupplies(_ context.Context, accountID, addressID int64) ([]*steward.Supply, error) {
	a, err := m.FindAddressByID(context.Background(), accountID, addressID)
	if err != nil {
		return nil, err
	}
	// The forecast reads the property's own stays, as the store's does.
	var stays []*steward.Reservation
	for _, r := range m.stays {
		if r.AddressID == addressID {
			stays = append(stays, r)
		}
	}
	var out []*steward.Supply
	for _, s := range m.supplies {
		if s.AccountID == accountID && s.AddressID == addressID {
			v := s.WithForecast(stays, m.clock.Now(), a.Location())
			out = append(out, &v)
		}
	}
	sortSupplies(out)
	return out, nil
}

// sortSupplies orders supplies as the store lists them: by property, then
// by name (steward.SupplyNameKey).
func sortSupplies(list []*steward.Supply) {
	slices.SortStableFunc(list, func(a, b *steward.Supply) int {
		return cmp.Or(cmp.Compare(a.AddressID, b.AddressID), cmp.Compare(steward.SupplyNameKey(a.Name), steward.SupplyNameKey(b.Name)))
	})
}

func (m *memStore) FindSupply(ctx context.Context, accountID, addressID, id int64) (*steward.Supply, error) {
	list, err := m.FindSupplies(ctx, accountID, addressID)
	if err != nil {
		return nil, err
	}
	for _, s := range list {
		if s.ID == id {
			return s, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Supply not found")
}

func (m *memStore) CreateSupply(_ context.Context, accountID, addressID int64, in steward.SupplyCreate) (*steward.Supply, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	m.nextID++
	s := &steward.Supply{ID: m.nextID, AccountID: accountID, AddressID: addressID, Name: in.Name, Unit: in.Unit, Count: in.Count,
		Min: in.Min, Par: in.Par, PerGuestNight: in.PerGuestNight, RateByHand: in.PerGuestNight != nil}
	m.supplies = append(m.supplies, s)
	return s, nil
}

func (m *memStore) UpdateSupply(context.Context, int64, int64, int64, steward.SupplyUpdate) (*steward.Supply, error) {
	return nil, steward.Errorf(steward.EINTERNAL, "not in the stand-in")
}

func (m *memStore) DeleteSupply(context.Context, int64, int64, int64) error {
	return steward.Errorf(steward.EINTERNAL, "not in the stand-in")
}

func (m *memStore) FindSupplyHistory(context.Context, int64, int64, int64) ([]*steward.SupplyEvent, error) {
	return []*steward.SupplyEvent{}, nil
}

func (m *memStore) FindLowSupplies(ctx context.Context, accountID int64) ([]*steward.Supply, error) {
	var out []*steward.Supply
	for _, s := range m.supplies {
		if s.AccountID == accountID && s.IsLow() {
			v := *s
			v.Low = true
			out = append(out, &v)
		}
	}
	sortSupplies(out)
	return out, nil
}

// TestSupplyQuestions: the supply questions are answered from the data
// and change nothing; a property without supplies says so.
func TestSupplyQuestions(t *testing.T) {
	ctx := context.Background()
	m := &memStore{clock: steward.FixedClock{T: evalNow}}
	if _, err := evalFixture(ctx, m); err != nil {
		t.Fatal(err)
	}
	e := m.engine()
	for _, tc := range []struct{ msg, want, not string }{
		{"how much toilet paper is left at the cabin?", "Toilet paper: 3 rolls (minimum 4, par 24), low", "Coffee"},
		{"what's running low?", "Running low at any of your properties:\n• Toilet paper: 3 rolls at The Cabin", "Dish soap"},
		{"how many coffee pods are left at the cabin", "Coffee pods: 30 pods (minimum 10, par 40)", "Toilet"},
		{"any supplies running low at the loft?", "no supplies tracked at The Loft", ""},
	} {
		r, err := e.Handle(ctx, 1, Request{Message: tc.msg})
		if err != nil {
			t.Fatalf("%q: %v", tc.msg, err)
		}
		if r.Status != steward.MessageCompleted || !strings.Contains(r.Text, tc.want) || tc.not != "" && strings.Contains(r.Text, tc.not) {
			t.Errorf("%q = [%s] %q; want %q without %q", tc.msg, r.Status, r.Text, tc.want, tc.not)
		}
	}
	if m.writes != 0 {
		t.Errorf("questions wrote %d changes", m.writes)
	}
}
