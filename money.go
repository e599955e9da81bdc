package steward

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Cents is an amount of money in hundredths of its currency's unit. Money
// is kept and added up as Cents, never as float64, so sums do not drift;
// the wire carries it as a number with at most two decimals (see
// CentsOf and Cents.Float).
type Cents int64

// CentsOf returns v rounded to the nearest cent, halves away from zero.
func CentsOf(v float64) Cents { return Cents(math.Round(v * 100)) }

// Float returns c in the currency's unit, as the wire carries it.
func (c Cents) Float() float64 { return float64(c) / 100 }

// String formats c with two decimals: "95.00", "-3.50".
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// DefaultCurrency is the currency of every job's price and cost, and of an
// expense that names none: Steward's market prices and pros' rates are in
// US dollars.
const DefaultCurrency = "USD"

// Rate is what a pro is paid for one job of a service type: a flat amount
// per job, or an hourly amount times the job's duration (see JobCost).
// Exactly one is set.
type Rate struct {
	Flat   *float64 `json:"flat,omitempty"`
	Hourly *float64 `json:"hourly,omitempty"`
}

// Rates are a pro's pay rates by service type, in DefaultCurrency. A
// service type without a rate leaves its jobs without a cost.
type Rates map[ServiceType]Rate

// The largest rates a pro may have, well beyond any real one, so that a
// typo (9500 for 95.00) is refused instead of being paid.
const (
	MaxFlatRate   = 100_000.0
	MaxHourlyRate = 10_000.0
)

// MarshalJSON writes the rates as an object, {} when there are none.
func (r Rates) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("{}"), nil
	}
	return json.Marshal(map[ServiceType]Rate(r))
}

// Validate checks that every key is a service type and every rate has
// exactly one of flat and hourly, positive and at most MaxFlatRate or
// MaxHourlyRate; amounts are rounded to cents.
func (r Rates) Validate() error {
	keys := make([]string, 0, len(r))
	for t := range r {
		keys = append(keys, string(t))
	}
	slices.Sort(keys)
	for _, k := range keys {
		t := ServiceType(k)
		if !t.Valid() {
			return Errorf(EVALIDATION, "Invalid rates: %q is not a service type (one of %s)", k, joinServiceTypes())
		}
		rate := r[t]
		field := "rates." + k
		switch {
		case rate.Flat == nil && rate.Hourly == nil:
			return Errorf(EVALIDATION, "Invalid %s: give flat (per job) or hourly", field)
		case rate.Flat != nil && rate.Hourly != nil:
			return Errorf(EVALIDATION, "Invalid %s: give flat (per job) or hourly, not both", field)
		case rate.Flat != nil:
			if err := checkAmount(field+".flat", *rate.Flat, MaxFlatRate); err != nil {
				return err
			}
			v := CentsOf(*rate.Flat).Float()
			rate.Flat = &v
		default:
			if err := checkAmount(field+".hourly", *rate.Hourly, MaxHourlyRate); err != nil {
				return err
			}
			v := CentsOf(*rate.Hourly).Float()
			rate.Hourly = &v
		}
		r[t] = rate
	}
	return nil
}

// checkAmount checks an amount of money: a positive number of at most max.
func checkAmount(field string, v, max float64) error {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return Errorf(EVALIDATION, "Invalid %s: must be a number", field)
	case CentsOf(v) <= 0:
		return Errorf(EVALIDATION, "Invalid %s: must be positive (at least 0.01)", field)
	case v > max:
		return Errorf(EVALIDATION, "Invalid %s: must be at most %s", field, strconv.FormatFloat(max, 'f', -1, 64))
	}
	return nil
}

// CostQuarter is the step hourly pay counts time in: a job's duration is
// rounded up to whole quarter hours, at least one (see JobCost).
const CostQuarter = 15 * time.Minute

// JobCost returns what j's pro is paid for it, nil when j has no pro or
// the pro no rate for j's service type. A flat rate is the cost. An hourly
// rate is paid for the job's duration (see WorkDuration: the actual one
// when known, else the expected one) rounded up to the quarter hour, at
// least one quarter; the product is rounded to the cent.
func JobCost(j Job, pro *Pro, addr *Address) *Cents {
	if j.ProID == nil || pro == nil || pro.ID != *j.ProID {
		return nil
	}
	rate, ok := pro.Rates[j.ServiceType]
	if !ok {
		return nil
	}
	if rate.Flat != nil {
		c := CentsOf(*rate.Flat)
		return &c
	}
	if rate.Hourly == nil {
		return nil
	}
	d := j.WorkDuration(addr)
	quarters := int64((d + CostQuarter - 1) / CostQuarter)
	quarters = max(quarters, 1)
	// rate in cents × quarters / 4, rounded half up (all positive).
	c := Cents((int64(CentsOf(*rate.Hourly))*quarters + 2) / 4)
	return &c
}

// WorkDuration returns how long j took, from StartedAt to CompletedAt when
// both are known and apart (capped at MaxJobDuration), else how long it is
// expected to take at addr (see Busy): a job started and completed at the
// same instant was recorded after the fact, not done in no time.
func (j Job) WorkDuration(addr *Address) time.Duration {
	if j.StartedAt != nil && j.CompletedAt != nil && j.CompletedAt.After(*j.StartedAt) {
		return min(j.CompletedAt.Sub(*j.StartedAt), MaxJobDuration)
	}
	if addr == nil {
		addr = &Address{}
	}
	start, end := j.Busy(addr)
	return end.Sub(start)
}

// CostFrozen reports whether the cost of j, a job as it was before a
// change, stays as it is through the change: a host set it by hand (see
// JobUpdate.Cost), or the job was already completed or cancelled, its
// cost fixed when it finished.
func (j Job) CostFrozen() bool {
	return j.CostByHand || j.Status.Final()
}

// PriceCost sets j's StartedAt and Cost after a change from prev (nil:
// j is new), at at: a job that starts now records when, and a job whose
// cost is not frozen (see CostFrozen; a by-hand cost released by the
// change is recomputed) gets JobCost with pro, its pro (nil for none), and
// addr, its property. So a live job's cost follows its pro, service type,
// schedule and the pro's rates, and is fixed when the job completes, from
// the actual duration.
func (j *Job) PriceCost(prev *Job, pro *Pro, addr *Address, at time.Time) {
	next := j
	if next.Status == StatusInProgress && (prev == nil || prev.Status != StatusInProgress) && next.StartedAt == nil {
		started := at
		next.StartedAt = &started
	}
	if next.CostByHand {
		return
	}
	if prev != nil && prev.CostFrozen() && !prev.CostByHand {
		return
	}
	if c := JobCost(*next, pro, addr); c != nil {
		v := c.Float()
		next.Cost = &v
	} else {
		next.Cost = nil
	}
}

// FormatMoney formats an amount with its currency for people: "$95.00",
// "EUR 12.50".
func FormatMoney(c Cents, currency string) string {
	if currency == "USD" {
		if c < 0 {
			return "-$" + (-c).String()
		}
		return "$" + c.String()
	}
	return strings.TrimSpace(currency + " " + c.String())
}

// checkCost checks an update's cost: a number from 0 to MaxPrice, not
// given together with reset.
func checkCost(c *float64, reset bool) error {
	switch {
	case c != nil && reset:
		return Errorf(EVALIDATION, "Invalid cost: give a cost or reset it, not both")
	case c != nil && (math.IsNaN(*c) || math.IsInf(*c, 0)):
		return Errorf(EVALIDATION, "Invalid cost: must be a number")
	case c != nil && *c < 0:
		return Errorf(EVALIDATION, "Invalid cost: must not be negative")
	case c != nil && *c > MaxPrice:
		return Errorf(EVALIDATION, "Invalid cost: must be at most %d", int(MaxPrice))
	}
	return nil
}

func equalCosts(a, b *float64) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// fmtCost says a job's cost in its history: "none", "95", "110.5 by hand".
func fmtCost(j *Job) string {
	if j.Cost == nil {
		return "none"
	}
	s := strconv.FormatFloat(*j.Cost, 'f', -1, 64)
	if j.CostByHand {
		s += " by hand"
	}
	return s
}
