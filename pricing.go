package steward

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// PriceEstimate is a market-price estimate for one job.
type PriceEstimate struct {
	Price       float64     `json:"price"`    // USD, whole dollars
	Currency    string      `json:"currency"` // always "USD"
	ServiceType ServiceType `json:"service_type"`
	AddressID   int64       `json:"address_id"`
	// Basis is one sentence explaining the figure, for people and for the
	// assistant to quote.
	Basis string `json:"basis"`
}

// marketRate prices one service type: a fixed amount (for maintenance, the
// call-out fee) plus amounts per bedroom, per bathroom and per square foot,
// in USD before the regional multiplier.
type marketRate struct {
	BaseName                                     string // how the basis names Base
	Base, PerBedroom, PerBathroom, PerSquareFoot float64
}

// marketRates is Steward's market-price table (USD, before the regional
// multiplier of regionalMultipliers). A half bathroom counts half. For a
// typical home at a multiplier of 1.0 it gives cleaning $90–$350,
// maintenance $110–$250, inspection $75–$200 and restocking $40–$120, and
// an inspection of a small unit costs less than its cleaning. Every rate is
// non-negative, so more rooms or floor space never lower a price.
var marketRates = map[ServiceType]marketRate{
	Cleaning:    {BaseName: "base", Base: 60, PerBedroom: 20, PerBathroom: 15, PerSquareFoot: 0.04},
	Maintenance: {BaseName: "call-out fee", Base: 100, PerBedroom: 5, PerBathroom: 10, PerSquareFoot: 0.01},
	Inspection:  {BaseName: "base", Base: 65, PerBedroom: 8, PerBathroom: 6, PerSquareFoot: 0.015},
	Restocking:  {BaseName: "base", Base: 35, PerBedroom: 4, PerBathroom: 4, PerSquareFoot: 0.005},
}

// regionalMultipliers scales the marketRates total by US state (USPS code)
// for the local cost of labour. A state not listed, and every address
// outside the US, is 1.0.
var regionalMultipliers = map[string]float64{
	// High-cost states.
	"CA": 1.25, "DC": 1.3, "HI": 1.3, "MA": 1.2, "NJ": 1.2, "NY": 1.25, "WA": 1.2,
	// Low-cost states.
	"AL": 0.9, "AR": 0.85, "KY": 0.9, "MS": 0.85, "OK": 0.9, "WV": 0.85,
}

// The room counts assumed for an address that does not say.
const (
	assumedBedrooms   = 1
	assumedBathrooms  = 1.0
	assumedSquareFeet = 800
)

// deepCleanFactor is how much a deep clean costs relative to a cleaning.
const deepCleanFactor = 1.5

// EstimatePrice returns the market price of a job of type t at a, from
// marketRates and the state's regional multiplier, rounded to whole dollars.
// Rooms the address does not give are assumed (1 bedroom, 1 bathroom,
// 800 sq ft) and the basis says so. A nil address is priced with every room
// assumed and no regional multiplier. An invalid t gets price 0 and a basis
// saying there is no rate for it.
func EstimatePrice(a *Address, t ServiceType) PriceEstimate {
	est := PriceEstimate{Currency: "USD", ServiceType: t}
	if a == nil {
		a = &Address{}
	}
	est.AddressID = a.ID
	rate, ok := marketRates[t]
	if !ok {
		est.Basis = fmt.Sprintf("No market rate for service type %q", string(t))
		return est
	}

	bedrooms, bedroomsAssumed := float64(assumedBedrooms), a.Bedrooms == nil
	if !bedroomsAssumed {
		bedrooms = math.Max(0, float64(*a.Bedrooms))
	}
	bathrooms, bathroomsAssumed := assumedBathrooms, a.Bathrooms == nil
	if !bathroomsAssumed {
		bathrooms = 0
		if b := *a.Bathrooms; b > 0 { // false for NaN too
			bathrooms = b
		}
	}
	sqft, sqftAssumed := float64(assumedSquareFeet), a.SquareFeet == nil
	if !sqftAssumed {
		sqft = math.Max(0, float64(*a.SquareFeet))
	}
	total := rate.Base + bedrooms*rate.PerBedroom + bathrooms*rate.PerBathroom + sqft*rate.PerSquareFoot

	var b strings.Builder
	name := string(t)
	fmt.Fprintf(&b, "%s %s %s", strings.ToUpper(name[:1])+name[1:], rate.BaseName, basisUSD(rate.Base))
	for _, term := range []struct {
		n         float64
		one, many string
		rate      float64
		assumed   bool
	}{
		{bedrooms, "bedroom", "bedrooms", rate.PerBedroom, bedroomsAssumed},
		{bathrooms, "bathroom", "bathrooms", rate.PerBathroom, bathroomsAssumed},
		{sqft, "sq ft", "sq ft", rate.PerSquareFoot, sqftAssumed},
	} {
		if term.n == 0 {
			continue
		}
		noun := term.many
		if term.n == 1 {
			noun = term.one
		}
		fmt.Fprintf(&b, " + %s %s", basisNumber(term.n), noun)
		if term.assumed {
			b.WriteString(" (assumed)")
		}
		fmt.Fprintf(&b, " × %s", basisUSD(term.rate))
	}
	if state, m := regionalMultiplier(a); m != 1 {
		total *= m
		fmt.Fprintf(&b, ", × %s for %s", strconv.FormatFloat(m, 'f', -1, 64), state)
	}
	est.Price = math.Round(total)
	fmt.Fprintf(&b, " = %s", basisUSD(est.Price))
	est.Basis = b.String()
	return est
}

// EstimateDeepClean returns the market price of a deep clean at a:
// deepCleanFactor times the cleaning estimate, rounded to whole dollars.
func EstimateDeepClean(a *Address) PriceEstimate {
	est := EstimatePrice(a, Cleaning)
	est.Price = math.Round(est.Price * deepCleanFactor)
	est.Basis = fmt.Sprintf("Deep clean: %s × the cleaning estimate (%s) = %s",
		strconv.FormatFloat(deepCleanFactor, 'f', -1, 64), est.Basis, basisUSD(est.Price))
	return est
}

// regionalMultiplier returns a's state code and its regional multiplier.
func regionalMultiplier(a *Address) (string, float64) {
	if normalizeCountry(a.Country) != "US" {
		return "", 1
	}
	state := NormalizeState(a.State)
	if m, ok := regionalMultipliers[state]; ok {
		return state, m
	}
	return state, 1
}

// basisUSD formats v as dollars: "$60", "$0.04", "$2,400".
func basisUSD(v float64) string {
	return "$" + basisNumber(v)
}

// basisNumber formats v with no trailing zeros and, when it is whole,
// with thousands separators: "1.5", "0.015", "2,400".
func basisNumber(v float64) string {
	if v != math.Trunc(v) || math.Abs(v) >= 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strconv.FormatInt(int64(math.Abs(v)), 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if v < 0 {
		s = "-" + s
	}
	return s
}
