package demo

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
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
	for i, in := range []steward.ExpenseCreate{
		{AddressID: villa.ID, Amount: f(64.20), Category: steward.ExpenseSupplies, Note: "Towels, coffee and dish soap"},
		{AddressID: maple.ID, Amount: f(38.50), Category: steward.ExpenseRepairs, JobID: repair, Note: "Faucet cartridge"},
		{AddressID: condo.ID, Amount: f(59.99), Category: steward.ExpenseUtilities, Note: "Internet"},
	} {
		e, err := svc.Expenses.CreateExpense(ctx, accountID, in)
		if err != nil {
			return fmt.Errorf("expense %s: %w", in.Note, err)
		}
		if i == 0 && svc.Photos != nil {
			if err := seedReceipt(ctx, svc, accountID, e.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// seedReceipt gives expense id the demo's receipt photo, a PNG drawn here.
func seedReceipt(ctx context.Context, svc Services, accountID, id int64) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, receiptPicture()); err != nil {
		return err
	}
	key, err := svc.Photos.Put(ctx, accountID, steward.ReceiptJobID, bytes.NewReader(buf.Bytes()))
	if err != nil {
		return fmt.Errorf("demo receipt: %w", err)
	}
	r := &steward.Receipt{ContentType: "image/png", Size: int64(buf.Len()), Key: key}
	if _, _, err := svc.Expenses.SetExpenseReceipt(ctx, accountID, id, r); err != nil {
		return fmt.Errorf("demo receipt: %w", err)
	}
	return nil
}

// receiptPicture draws a till receipt, in flat colours: a paper slip on a
// table with lines of print and a total.
func receiptPicture() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, 200, 320))
	for y := range 320 {
		for x := range 200 {
			c := color.RGBA{92, 74, 60, 255} // the table
			if x >= 30 && x < 170 && y >= 10 && y < 310 {
				c = color.RGBA{250, 248, 240, 255} // the paper
				line := (y - 30) % 24
				switch {
				case y >= 30 && y < 230 && line < 6 && x >= 42 && x < 42+40+(y*7)%60:
					c = color.RGBA{70, 70, 70, 255} // an item
				case y >= 30 && y < 230 && line < 6 && x >= 130 && x < 158:
					c = color.RGBA{70, 70, 70, 255} // its price
				case y >= 256 && y < 268 && x >= 42 && x < 158:
					c = color.RGBA{20, 20, 20, 255} // the total
				}
			}
			img.Set(x, y, c)
		}
	}
	return img
}
