package webui

import (
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// The pro's work on a job's page (photos, notes, issues reported) and the
// at-risk banners of the dashboard and the job page (docs/pros.md).

// workView is what the job's pro reported, at the property's time.
type workView struct {
	Photos []photoView
	Notes  []historyRow
	Issues []issueView
}

type photoView struct {
	URL, Item, TakenAt string
}

type issueView struct {
	JobID       int64
	Description string
	At          string
}

// jobWork loads the work on job j for its page; nil without a work service.
func (s *Server) jobWork(r *http.Request, j *steward.Job, todos *steward.JobTodos, l *lookups) (*workView, error) {
	if s.Work == nil {
		return nil, nil
	}
	w, err := s.Work.FindJobWork(r.Context(), accountID(r), j.ID)
	if err != nil {
		return nil, err
	}
	loc := l.location(j.AddressID)
	items := map[int64]string{}
	if todos != nil {
		for _, list := range todos.Todos {
			for _, it := range list.Items {
				items[it.ID] = it.Description
			}
		}
	}
	v := &workView{}
	for _, p := range w.Photos {
		pv := photoView{URL: "/app/jobs/" + strconv.FormatInt(j.ID, 10) + "/photos/" + strconv.FormatInt(p.ID, 10), TakenAt: localTime(p.TakenAt, loc)}
		if p.ItemID != nil {
			pv.Item = items[*p.ItemID]
		}
		v.Photos = append(v.Photos, pv)
	}
	for _, n := range w.Notes {
		v.Notes = append(v.Notes, historyRow{At: localTime(n.OccurredAt, loc), Actor: proName(l, n.ProID), Change: n.Text})
	}
	for _, i := range w.Issues {
		v.Issues = append(v.Issues, issueView{JobID: i.IssueJobID, Description: i.Description, At: localTime(i.OccurredAt, loc)})
	}
	return v, nil
}

func proName(l *lookups, id int64) string {
	if p := l.pro[id]; p != nil {
		return p.Name
	}
	return "pro " + strconv.FormatInt(id, 10)
}

// handleJobPhoto serves a photo of one of the account's jobs to the
// logged-in host, with its sniffed type.
func (s *Server) handleJobPhoto(w http.ResponseWriter, r *http.Request) {
	jobID, ok1 := pathID(r)
	photoID, ok2 := pathInt(r, "pid")
	if !ok1 || !ok2 || s.Work == nil || s.Photos == nil {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Photo not found"))
		return
	}
	p, err := s.Work.FindPhoto(r.Context(), accountID(r), jobID, photoID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f, err := s.Photos.Open(r.Context(), p.Key)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", p.ContentType)
	h.Set("Content-Length", strconv.FormatInt(p.Size, 10))
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "private, max-age=3600") // page sets no-store; a photo never changes
	_, _ = io.Copy(w, f)
}

// atRiskJobs returns the account's live jobs at risk now (see
// steward.Job.AtRisk), soonest first, for the dashboard's banner.
func (s *Server) atRiskJobs(r *http.Request, l *lookups) ([]jobRow, error) {
	now := s.now()
	from := now.Add(-24 * time.Hour)
	jobs, _, err := s.Jobs.FindJobs(r.Context(), accountID(r), steward.JobFilter{
		Statuses: []steward.JobStatus{steward.StatusPending, steward.StatusConfirmed}, From: &from, Limit: 100})
	if err != nil {
		return nil, err
	}
	var out []jobRow
	for _, j := range jobs {
		if j.AtRisk(s.OfferPolicy, now) {
			out = append(out, l.row(j))
		}
	}
	return out, nil
}
