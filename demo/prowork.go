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

// seedProWork shows a pro's work on site and a job at risk: on the
// restocking under way at the condo, its pro's photo, note and an issue
// found there (which became a pending maintenance job for the host), and
// a cleaning at Maple Street six hours away that nobody has accepted (the
// at-risk banner; the worker tells the host at its next tick). The work is
// skipped without svc.Work and svc.Photos.
func seedProWork(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, now time.Time) error {
	maple, condo := addrs[1], addrs[2]
	if _, err := svc.Jobs.CreateJob(ctx, accountID, steward.JobCreate{AddressID: maple.ID, ServiceType: steward.Cleaning,
		ScheduledAt: now.Add(6 * time.Hour).Truncate(time.Hour), Notes: ptr("Extra cleaning before the owner's visit")}); err != nil {
		return fmt.Errorf("job at risk: %w", err)
	}
	if svc.Work == nil || svc.Photos == nil {
		return nil
	}
	jobs, _, err := svc.Jobs.FindJobs(ctx, accountID, steward.JobFilter{AddressID: &condo.ID,
		Statuses: []steward.JobStatus{steward.StatusInProgress}})
	if err != nil || len(jobs) == 0 || jobs[0].ProID == nil {
		return fmt.Errorf("the restocking under way: %v, %w", jobs, err)
	}
	j := jobs[0]
	pro := steward.ProIdentity{AccountID: accountID, ProID: *j.ProID}
	if _, err := svc.Work.AddNote(ctx, pro, j.ID, "Out of coffee pods; everything else is restocked.", nil); err != nil {
		return fmt.Errorf("demo note: %w", err)
	}
	if _, err := svc.Work.ReportIssue(ctx, pro, j.ID, "The dishwasher leaks at the door seal.", nil); err != nil {
		return fmt.Errorf("demo issue: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, shelfPicture()); err != nil {
		return err
	}
	key, err := svc.Photos.Put(ctx, accountID, j.ID, bytes.NewReader(buf.Bytes()))
	if err != nil {
		return fmt.Errorf("demo photo: %w", err)
	}
	if _, err := svc.Work.AddPhoto(ctx, pro, j.ID, steward.PhotoInput{ContentType: "image/png", Size: int64(buf.Len()), Key: key}); err != nil {
		return fmt.Errorf("demo photo: %w", err)
	}
	return nil
}

// shelfPicture draws a stocked shelf, in flat colours, as the demo's photo.
func shelfPicture() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, 320, 240))
	for y := range 240 {
		for x := range 320 {
			c := color.RGBA{236, 229, 214, 255} // the wall
			switch {
			case y%80 >= 70:
				c = color.RGBA{120, 84, 52, 255} // the shelves
			case x%40 >= 8 && x%40 < 32 && y%80 >= 30:
				c = []color.RGBA{{46, 125, 178, 255}, {214, 90, 64, 255}, {90, 160, 90, 255}}[(x/40+y/80)%3] // the goods
			}
			img.Set(x, y, c)
		}
	}
	return img
}
