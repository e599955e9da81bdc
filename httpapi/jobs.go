package httpapi

import (
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// jobCreateRequest is the v1 JobCreate body; pointers tell absent from zero.
type jobCreateRequest struct {
	AddressID   *int64   `json:"address_id"`
	ServiceType *string  `json:"service_type"`
	ScheduledAt *string  `json:"scheduled_at"`
	ProID       *int64   `json:"pro_id"`
	Price       *float64 `json:"price"`
	Notes       *string  `json:"notes"`
	DuringStay  bool     `json:"during_stay"`
	AssetID     *int64   `json:"asset_id"`
}

func (req *jobCreateRequest) toJobCreate() (steward.JobCreate, error) {
	switch {
	case req.AddressID == nil:
		return steward.JobCreate{}, steward.MissingField("address_id")
	case req.ServiceType == nil || *req.ServiceType == "":
		return steward.JobCreate{}, steward.MissingField("service_type")
	case req.ScheduledAt == nil || *req.ScheduledAt == "":
		return steward.JobCreate{}, steward.MissingField("scheduled_at")
	}
	if err := positiveID("address_id", req.AddressID); err != nil {
		return steward.JobCreate{}, err
	}
	at, err := steward.ParseTime("scheduled_at", *req.ScheduledAt)
	if err != nil {
		return steward.JobCreate{}, err
	}
	in := steward.JobCreate{AddressID: *req.AddressID, ServiceType: steward.ServiceType(*req.ServiceType),
		ScheduledAt: at, ProID: req.ProID, Price: req.Price, Notes: req.Notes, DuringStay: req.DuringStay, AssetID: req.AssetID}
	return in, nil
}

// jobUpdateRequest is the v1 JobUpdate body; pro_id null unassigns the pro.
type jobUpdateRequest struct {
	ScheduledAt *string    `json:"scheduled_at"`
	Notes       *string    `json:"notes"`
	Status      *string    `json:"status"`
	ProID       nullableID `json:"pro_id"`
	ServiceType *string    `json:"service_type"`
	Price       *float64   `json:"price"`
	// Cost sets what the pro is paid by hand; null gives the job back its
	// computed cost.
	Cost       nullableNumber `json:"cost"`
	DuringStay bool           `json:"during_stay"`
	AssetID    nullableID     `json:"asset_id"`
}

func (req *jobUpdateRequest) toJobUpdate() (steward.JobUpdate, error) {
	upd := steward.JobUpdate{Notes: req.Notes, Price: req.Price, ProID: req.ProID.Value,
		UnassignPro: req.ProID.Set && req.ProID.Value == nil, DuringStay: req.DuringStay,
		Cost: req.Cost.Value, ResetCost: req.Cost.Set && req.Cost.Value == nil,
		AssetID: req.AssetID.Value, UnlinkAsset: req.AssetID.Set && req.AssetID.Value == nil}
	if req.ServiceType != nil {
		t := steward.ServiceType(*req.ServiceType)
		upd.ServiceType = &t
	}
	if req.ScheduledAt != nil {
		at, err := steward.ParseTime("scheduled_at", *req.ScheduledAt)
		if err != nil {
			return upd, err
		}
		upd.ScheduledAt = &at
	}
	if req.Status != nil {
		s := steward.JobStatus(*req.Status)
		upd.Status = &s
	}
	return upd, nil
}

// jobList is the body of GET /api/v1/jobs (written by appendJobList).
type jobList struct {
	Jobs  []*steward.Job `json:"jobs"`
	Total int            `json:"total"`
}

func (s *Server) handleListJobs(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var f steward.JobFilter
	addressID, err := queryInt(r, "address_id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f.AddressID = addressID
	limit, err := queryInt(r, "limit")
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if limit != nil && (*limit < 1 || *limit > steward.MaxJobLimit) {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid limit: must be between 1 and %d", steward.MaxJobLimit))
		return
	}
	f.Limit = int(deref(limit))
	offset, err := queryInt(r, "offset")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f.Offset = int(deref(offset))
	if f.Statuses, err = steward.ParseStatuses("status", q.Get("status")); err != nil {
		s.writeError(w, r, err)
		return
	}
	proID, err := queryInt(r, "pro_id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f.ProID = proID
	if f.ReservationID, err = queryInt(r, "reservation_id"); err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, b := range []struct {
		name string
		dst  **time.Time
	}{{"from", &f.From}, {"to", &f.To}} {
		if v := q.Get(b.name); v != "" {
			t, err := steward.ParseTime(b.name, v)
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			*b.dst = &t
		}
	}
	jobs, total, err := s.Jobs.FindJobs(r.Context(), accountID(r.Context()), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	buf := getBody()
	defer putBody(buf)
	*buf = appendJobList((*buf)[:0], jobs, total)
	writeJSONBytes(w, http.StatusOK, *buf)
}

func (s *Server) handleCreateJob(w http.ResponseWriter, r *http.Request) {
	var req jobCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toJobCreate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	job, err := s.Jobs.CreateJob(r.Context(), accountID(r.Context()), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJob(w, http.StatusCreated, job)
}

var errJobNotFound = steward.Errorf(steward.ENOTFOUND, "Job not found")

func (s *Server) handleGetJob(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	job, err := s.Jobs.FindJobByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJob(w, http.StatusOK, job)
}

func (s *Server) handleUpdateJob(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	var req jobUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	upd, err := req.toJobUpdate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	job, err := s.Jobs.UpdateJob(r.Context(), accountID(r.Context()), id, upd)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJob(w, http.StatusOK, job)
}

func (s *Server) handleCancelJob(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	if _, err := s.Jobs.CancelJob(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// jobHistory is the body of GET /api/v1/jobs/{id}/history.
type jobHistory struct {
	History []*steward.JobHistoryEntry `json:"history"`
}

func (s *Server) handleJobHistory(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	list, err := s.Jobs.FindJobHistory(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, jobHistory{History: list})
}

// writeJob writes one job as the response body.
func writeJob(w http.ResponseWriter, status int, job *steward.Job) {
	buf := getBody()
	defer putBody(buf)
	*buf = append(appendJob((*buf)[:0], job), '\n')
	writeJSONBytes(w, status, *buf)
}
