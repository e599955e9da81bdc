package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// The demo's money (issue 18, item 3): every pro has pay rates before any
// job is booked, so each job has its cost; two cleanings completed this
// month and a few expenses make the Money page's chart show something on
// first start.

// seedRates gives the demo pros their pay rates, in the order of
// seedPros: Lena, Marcus, Rosa, Tim.
func seedRates(ctx context.Context, svc Services, accountID int64, pros []int64) error {
	f := func(v float64) *float64 { return &v }
	rates := []steward.Rates{
		{steward.Cleaning: {Flat: f(95)}},
		{steward.Maintenance: {Hourly: f(65)}, steward.Inspection: {Flat: f(80)}},
		{steward.Cleaning: {Flat: f(85)}, steward.Restocking: {Hourly: f(30)}},
		{steward.Cleaning: {Flat: f(80)}},
	}
	for i, r := range rates {
		if _, _, err := svc.Pros.UpdatePro(ctx, accountID, pros[i], steward.ProUpdate{Rates: r}); err != nil {
			return fmt.Errorf("rates of pro %d: %w", pros[i], err)
		}
	}
	return nil
}

// seedMoney completes two past cleanings (Lena's at Sunset Villa, Rosa's
// at Maple House) and records this month's expenses, one of them for the
// faucet repair at Maple House (see seedJobs).
func seedMoney(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, pros []int64,
	at func(a *steward.Address, d, hh, mm int) time.Time) error {
	villa, maple, condo := addrs[0], addrs[1], addrs[2]
	for _, in := range []steward.JobCreate{
		{AddressID: villa.ID, ServiceType: steward.Cleaning, ScheduledAt: at(villa, -1, 10, 0), ProID: &pros[0], History: true},
		{AddressID: maple.ID, ServiceType: steward.Cleaning, ScheduledAt: at(maple, -1, 11, 0), ProID: &pros[2], History: true},
	} {
		j, err := svc.Jobs.CreateJob(ctx, accountID, in)
		if err != nil {
			return fmt.Errorf("past cleaning: %w", err)
		}
		for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
			if _, err := svc.Jobs.UpdateJob(ctx, accountID, j.ID, steward.JobUpdate{Status: &st}); err != nil {
				return fmt.Errorf("job %d to %s: %w", j.ID, st, err)
			}
		}
	}
	if svc.Expenses == nil {
		return nil
	}
	done := []steward.JobStatus{steward.StatusCompleted}
	repairs, _, err := svc.Jobs.FindJobs(ctx, accountID, steward.JobFilter{AddressID: &maple.ID, Statuses: done})
	if err != nil {
		return err
	}
	var repair *int64
	for _, j := range repairs {
		if j.ServiceType == steward.Maintenance {
			repair = &j.ID
		}
	}
	f := func(v float64) *float64 { return &v }
	for _, in := range []steward.ExpenseCreate{
		{AddressID: villa.ID, Amount: f(64.20), Category: steward.ExpenseSupplies, Note: "Towels, coffee and dish soap"},
		{AddressID: maple.ID, Amount: f(38.50), Category: steward.ExpenseRepairs, JobID: repair, Note: "Faucet cartridge"},
		{AddressID: condo.ID, Amount: f(59.99), Category: steward.ExpenseUtilities, Note: "Internet"},
	} {
		if _, err := svc.Expenses.CreateExpense(ctx, accountID, in); err != nil {
			return fmt.Errorf("expense %s: %w", in.Note, err)
		}
	}
	return nil
}
