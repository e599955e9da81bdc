package steward

import (
	"math"
	"strings"
	"testing"
)

// pricedAddress returns an address in state with the given rooms.
func pricedAddress(state string, bedrooms int, bathrooms float64, sqft int) *Address {
	return &Address{ID: 7, State: state, Country: "US", Bedrooms: &bedrooms, Bathrooms: &bathrooms, SquareFeet: &sqft}
}

func TestEstimatePrice(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		address   *Address
		service   ServiceType
		wantPrice float64
		wantBasis string
	}{
		{
			name:      "CleaningHouseInCA",
			address:   pricedAddress("CA", 4, 3, 2400),
			service:   Cleaning,
			wantPrice: 351, // (60 + 80 + 45 + 96) × 1.25 = 351.25
			wantBasis: "Cleaning base $60 + 4 bedrooms × $20 + 3 bathrooms × $15 + 2,400 sq ft × $0.04, × 1.25 for CA = $351",
		},
		{
			name:      "CleaningStateByName",
			address:   pricedAddress("california", 4, 3, 2400),
			service:   Cleaning,
			wantPrice: 351,
			wantBasis: "Cleaning base $60 + 4 bedrooms × $20 + 3 bathrooms × $15 + 2,400 sq ft × $0.04, × 1.25 for CA = $351",
		},
		{
			name:      "HalfBathCountsHalf",
			address:   pricedAddress("TX", 2, 1.5, 1000),
			service:   Cleaning,
			wantPrice: 163, // 60 + 40 + 22.5 + 40 = 162.5, rounded half away from zero
			wantBasis: "Cleaning base $60 + 2 bedrooms × $20 + 1.5 bathrooms × $15 + 1,000 sq ft × $0.04 = $163",
		},
		{
			name:      "RoundsToWholeDollars",
			address:   pricedAddress("NY", 1, 1, 650),
			service:   Inspection,
			wantPrice: 111, // (65 + 8 + 6 + 9.75) × 1.25 = 110.9375
			wantBasis: "Inspection base $65 + 1 bedroom × $8 + 1 bathroom × $6 + 650 sq ft × $0.015, × 1.25 for NY = $111",
		},
		{
			name:      "MaintenanceCallOut",
			address:   pricedAddress("TX", 1, 1, 800),
			service:   Maintenance,
			wantPrice: 123, // 100 + 5 + 10 + 8
			wantBasis: "Maintenance call-out fee $100 + 1 bedroom × $5 + 1 bathroom × $10 + 800 sq ft × $0.01 = $123",
		},
		{
			name:      "StudioOmitsZeroBedrooms",
			address:   pricedAddress("TX", 0, 1, 400),
			service:   Restocking,
			wantPrice: 41, // 35 + 4 + 2
			wantBasis: "Restocking base $35 + 1 bathroom × $4 + 400 sq ft × $0.005 = $41",
		},
		{
			name:      "LowCostState",
			address:   pricedAddress("MS", 1, 1, 800),
			service:   Cleaning,
			wantPrice: 108, // 127 × 0.85 = 107.95
			wantBasis: "Cleaning base $60 + 1 bedroom × $20 + 1 bathroom × $15 + 800 sq ft × $0.04, × 0.85 for MS = $108",
		},
		{
			name:      "NonUSHasNoMultiplier",
			address:   &Address{ID: 7, State: "CA", Country: "FR"},
			service:   Cleaning,
			wantPrice: 127,
			wantBasis: "Cleaning base $60 + 1 bedroom (assumed) × $20 + 1 bathroom (assumed) × $15 + 800 sq ft (assumed) × $0.04 = $127",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := EstimatePrice(tt.address, tt.service)
			if got.Price != tt.wantPrice {
				t.Errorf("Price = %v, want %v (basis %q)", got.Price, tt.wantPrice, got.Basis)
			}
			if got.Basis != tt.wantBasis {
				t.Errorf("Basis = %q, want %q", got.Basis, tt.wantBasis)
			}
			if got.Currency != "USD" || got.ServiceType != tt.service || got.AddressID != tt.address.ID {
				t.Errorf("got %s %s address %d, want USD %s address %d",
					got.Currency, got.ServiceType, got.AddressID, tt.service, tt.address.ID)
			}
		})
	}
}

func TestEstimatePriceServiceTypes(t *testing.T) {
	t.Parallel()
	for _, st := range ServiceTypes {
		t.Run(string(st), func(t *testing.T) {
			t.Parallel()
			for _, a := range []*Address{nil, {}, pricedAddress("CA", 4, 3, 2400), pricedAddress("WV", 0, 0, 0)} {
				got := EstimatePrice(a, st)
				if got.Price <= 0 {
					t.Errorf("EstimatePrice(%+v, %s).Price = %v, want > 0", a, st, got.Price)
				}
				if got.Price != math.Round(got.Price) {
					t.Errorf("EstimatePrice(%+v, %s).Price = %v, want whole dollars", a, st, got.Price)
				}
				if !strings.Contains(strings.ToLower(got.Basis), string(st)) {
					t.Errorf("EstimatePrice(%+v, %s).Basis = %q, want it to name %s", a, st, got.Basis, st)
				}
			}
		})
	}
}

func TestEstimatePriceInvalidServiceType(t *testing.T) {
	t.Parallel()
	got := EstimatePrice(pricedAddress("CA", 1, 1, 800), "gardening")
	if got.Price != 0 {
		t.Errorf("Price = %v, want 0", got.Price)
	}
	if want := `No market rate for service type "gardening"`; got.Basis != want {
		t.Errorf("Basis = %q, want %q", got.Basis, want)
	}
}

func TestEstimatePriceAssumesMissingRooms(t *testing.T) {
	t.Parallel()
	for _, st := range ServiceTypes {
		t.Run(string(st), func(t *testing.T) {
			t.Parallel()
			missing := EstimatePrice(&Address{State: "NY", Country: "US"}, st)
			explicit := EstimatePrice(pricedAddress("NY", 1, 1, 800), st)
			if missing.Price != explicit.Price {
				t.Errorf("price with rooms missing = %v, want %v (1 bedroom, 1 bathroom, 800 sq ft)", missing.Price, explicit.Price)
			}
			if got := strings.Count(missing.Basis, "(assumed)"); got != 3 {
				t.Errorf("basis %q says assumed %d times, want 3", missing.Basis, got)
			}
			if strings.Contains(explicit.Basis, "assumed") {
				t.Errorf("basis %q says assumed, want no assumption when rooms are given", explicit.Basis)
			}
		})
	}
	t.Run("OnlySquareFeetMissing", func(t *testing.T) {
		t.Parallel()
		a := pricedAddress("TX", 2, 2, 0)
		a.SquareFeet = nil
		got := EstimatePrice(a, Cleaning).Basis
		if want := "800 sq ft (assumed)"; !strings.Contains(got, want) || strings.Count(got, "(assumed)") != 1 {
			t.Errorf("Basis = %q, want only %q assumed", got, want)
		}
	})
}

// TestEstimatePriceMonotonic shows more bedrooms, bathrooms or floor space
// never lower a price, in every region band.
func TestEstimatePriceMonotonic(t *testing.T) {
	t.Parallel()
	for _, st := range ServiceTypes {
		for _, state := range []string{"CA", "TX", "MS"} {
			t.Run(string(st)+"/"+state, func(t *testing.T) {
				t.Parallel()
				price := func(bed int, bath float64, sqft int) float64 {
					return EstimatePrice(pricedAddress(state, bed, bath, sqft), st).Price
				}
				for bed := 0; bed <= 8; bed++ {
					for bath := 0.0; bath <= 6; bath += 0.5 {
						for sqft := 0; sqft <= 5000; sqft += 250 {
							p := price(bed, bath, sqft)
							if q := price(bed+1, bath, sqft); q < p {
								t.Fatalf("%d→%d bedrooms (%v bath, %d sq ft): price %v→%v", bed, bed+1, bath, sqft, p, q)
							}
							if q := price(bed, bath+0.5, sqft); q < p {
								t.Fatalf("%v→%v bathrooms (%d bed, %d sq ft): price %v→%v", bath, bath+0.5, bed, sqft, p, q)
							}
							if q := price(bed, bath, sqft+250); q < p {
								t.Fatalf("%d→%d sq ft (%d bed, %v bath): price %v→%v", sqft, sqft+250, bed, bath, p, q)
							}
						}
					}
				}
				if lo, hi := price(1, 1, 800), price(4, 3, 2400); hi <= lo {
					t.Errorf("4-bed house %v, want more than 1-bed unit %v", hi, lo)
				}
			})
		}
	}
}

func TestEstimatePriceOrdering(t *testing.T) {
	t.Parallel()
	house, condo := pricedAddress("CA", 4, 3, 2400), pricedAddress("NY", 1, 1, 650)
	tests := []struct {
		name            string
		cheaper, dearer PriceEstimate
	}{
		{"InspectionHouseInCAOverCondoInNY", EstimatePrice(condo, Inspection), EstimatePrice(house, Inspection)},
		{"InspectionUnderCleaningForCondo", EstimatePrice(condo, Inspection), EstimatePrice(condo, Cleaning)},
		{"InspectionUnderCleaningForStudio", EstimatePrice(pricedAddress("TX", 0, 1, 400), Inspection), EstimatePrice(pricedAddress("TX", 0, 1, 400), Cleaning)},
		{"RestockingCheapestForCondo", EstimatePrice(condo, Restocking), EstimatePrice(condo, Inspection)},
		{"RestockingCheapestForHouse", EstimatePrice(house, Restocking), EstimatePrice(house, Inspection)},
		{"HighCostStateOverDefault", EstimatePrice(pricedAddress("TX", 2, 1, 900), Cleaning), EstimatePrice(pricedAddress("MA", 2, 1, 900), Cleaning)},
		{"DefaultOverLowCostState", EstimatePrice(pricedAddress("WV", 2, 1, 900), Cleaning), EstimatePrice(pricedAddress("TX", 2, 1, 900), Cleaning)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if tt.cheaper.Price >= tt.dearer.Price {
				t.Errorf("got %v (%s) >= %v (%s), want less", tt.cheaper.Price, tt.cheaper.Basis, tt.dearer.Price, tt.dearer.Basis)
			}
		})
	}
}

// TestEstimatePriceRanges pins the model to market ranges for typical homes
// at a multiplier of 1.0, from a studio to a 4-bed house.
func TestEstimatePriceRanges(t *testing.T) {
	t.Parallel()
	homes := []*Address{
		pricedAddress("TX", 0, 1, 400),
		pricedAddress("TX", 1, 1, 650),
		pricedAddress("TX", 2, 1, 900),
		pricedAddress("TX", 3, 2, 1500),
		pricedAddress("TX", 4, 3, 2400),
	}
	tests := []struct {
		service ServiceType
		lo, hi  float64
	}{
		{Cleaning, 90, 350},
		{Maintenance, 110, 250},
		{Inspection, 75, 200},
		{Restocking, 40, 120},
	}
	for _, tt := range tests {
		t.Run(string(tt.service), func(t *testing.T) {
			t.Parallel()
			for _, a := range homes {
				got := EstimatePrice(a, tt.service)
				if got.Price < tt.lo || got.Price > tt.hi {
					t.Errorf("%s = %v, want between %v and %v", got.Basis, got.Price, tt.lo, tt.hi)
				}
			}
		})
	}
}

func TestEstimateDeepClean(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		address   *Address
		wantPrice float64
	}{
		{"HouseInCA", pricedAddress("CA", 4, 3, 2400), 527}, // 351 × 1.5 = 526.5
		{"RoomsAssumed", &Address{ID: 7}, 191},              // 127 × 1.5 = 190.5
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := EstimateDeepClean(tt.address)
			if got.Price != tt.wantPrice {
				t.Errorf("Price = %v, want %v (basis %q)", got.Price, tt.wantPrice, got.Basis)
			}
			if got.ServiceType != Cleaning || got.AddressID != 7 || got.Currency != "USD" {
				t.Errorf("got %s %s address %d, want USD cleaning address 7", got.Currency, got.ServiceType, got.AddressID)
			}
			if clean := EstimatePrice(tt.address, Cleaning); !strings.HasPrefix(got.Basis, "Deep clean: 1.5 × the cleaning estimate (") || !strings.Contains(got.Basis, clean.Basis) {
				t.Errorf("Basis = %q, want it to say 1.5 × the cleaning estimate %q", got.Basis, clean.Basis)
			}
		})
	}
}

func TestBasisNumber(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   float64
		want string
	}{
		{0, "0"}, {60, "60"}, {999, "999"}, {2400, "2,400"}, {1000000, "1,000,000"},
		{1.5, "1.5"}, {0.04, "0.04"}, {0.015, "0.015"}, {-1234, "-1,234"},
	}
	for _, tt := range tests {
		if got := basisNumber(tt.in); got != tt.want {
			t.Errorf("basisNumber(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
