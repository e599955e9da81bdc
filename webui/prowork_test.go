package webui

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/photostore"
	"github.com/stewardhq/steward/sqlstore"
)

// TestJobProWork: a job's page shows its pro's photos (thumbnails served
// to the logged-in host only), notes and the issue reported on site with a
// link to its maintenance job; the dashboard and the job page show the
// at-risk banner of a live job nobody has accepted, until a pro accepts.
func TestJobProWork(t *testing.T) {
	t.Parallel()
	forEachEngine2(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u := h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		pro, err := h.web.Pros.CreatePro(ctx, u.Account, steward.ProCreate{Name: "Ana Lima", Email: "ana@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		job, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning,
			ScheduledAt: t0.Add(48 * time.Hour), ProID: &pro.ID})
		if err != nil {
			t.Fatal(err)
		}
		id := steward.ProIdentity{AccountID: u.Account, ProID: pro.ID}
		jpeg := append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, bytes.Repeat([]byte{9}, 100)...)
		key, err := h.web.Photos.Put(ctx, u.Account, job.ID, bytes.NewReader(jpeg))
		if err != nil {
			t.Fatal(err)
		}
		photo, err := h.web.Work.AddPhoto(ctx, id, job.ID, steward.PhotoInput{ContentType: "image/jpeg", Size: int64(len(jpeg)), Key: key})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.web.Work.AddNote(ctx, id, job.ID, "The dryer is noisy", nil); err != nil {
			t.Fatal(err)
		}
		issue, err := h.web.Work.ReportIssue(ctx, id, job.ID, "Shower drain clogged", nil)
		if err != nil {
			t.Fatal(err)
		}
		photoPath := fmt.Sprintf("/app/jobs/%d/photos/%d", job.ID, photo.ID)
		u.get(fmt.Sprintf("/app/jobs/%d", job.ID)).wantStatus(200).
			wantText("Photos", `src="`+photoPath+`"`, "Notes from the pro", "The dryer is noisy", "Ana Lima",
				"Issues reported on site", fmt.Sprintf(`href="/app/jobs/%d"`, issue.ID), "Shower drain clogged").
			wantNoText("At risk")
		p := u.get(photoPath).wantStatus(200)
		if p.Header.Get("Content-Type") != "image/jpeg" || p.Header.Get("X-Content-Type-Options") != "nosniff" || p.Body != string(jpeg) {
			t.Errorf("photo: %v, %d bytes", p.Header, len(p.Body))
		}
		h.signup().get(photoPath).wantStatus(404)
		h.anonymous().get(photoPath).wantRedirect("/app/login*")

		// The issue's job is pending, without a pro, and says where it came from.
		u.get(fmt.Sprintf("/app/jobs/%d", issue.ID)).wantText("Pending", fmt.Sprintf("during job #%d", job.ID))

		// A job nobody has accepted, 12 hours away or less: the banners.
		soon, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(6 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		u.get("/app/jobs").wantText("1 job at risk", fmt.Sprintf(`href="/app/jobs/%d"`, soon.ID))
		u.get(fmt.Sprintf("/app/jobs/%d", soon.ID)).wantText("At risk: no pro has accepted this job")
		if _, err := h.web.Jobs.UpdateJob(ctx, u.Account, soon.ID, steward.JobUpdate{ProID: &pro.ID}); err != nil {
			t.Fatal(err)
		}
		u.get("/app/jobs").wantNoText("at risk")
		u.get(fmt.Sprintf("/app/jobs/%d", soon.ID)).wantNoText("At risk")
	})
}

// forEachEngine2 is forEachEngine with the pros' work and the offer
// policy wired, as cmd/steward wires them.
func forEachEngine2(t *testing.T, fn func(t *testing.T, h *harness)) {
	t.Helper()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			fn(t, newHarness(t, engine, func(s *Server, db *sqlstore.DB) {
				s.Work = sqlstore.NewProWorkStore(db)
				disk, err := photostore.NewDisk(t.TempDir())
				if err != nil {
					t.Fatal(err)
				}
				s.Photos = disk
				s.OfferPolicy = steward.DefaultOfferPolicy
			}))
		})
	}
}
