package tool

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

type listJobsArgs struct {
	AddressID     int64  `json:"address_id,omitempty" jsonschema:"only jobs at this property (address id)"`
	ProID         int64  `json:"pro_id,omitempty" jsonschema:"only jobs of this pro (pro id)"`
	ReservationID int64  `json:"reservation_id,omitempty" jsonschema:"only the turnover job of this stay (reservation id, see list_reservations)"`
	Status        string `json:"status,omitempty" jsonschema:"only jobs in this status, or in any of a comma-separated list of them (pending,confirmed,in_progress,completed,cancelled)"`
	From          string `json:"from,omitempty" jsonschema:"only jobs scheduled at or after this time, RFC 3339 with an offset"`
	To            string `json:"to,omitempty" jsonschema:"only jobs scheduled before this time, RFC 3339 with an offset"`
	Limit         int    `json:"limit,omitempty" jsonschema:"page size, 1 to 100; default 20"`
	Offset        int    `json:"offset,omitempty" jsonschema:"jobs to skip, for paging; default 0"`
}

// jobList is list_jobs' value, the body of GET /api/v1/jobs.
type jobList struct {
	Jobs  []*steward.Job `json:"jobs"`
	Total int            `json:"total"`
}

var listJobsTool = func() *Tool {
	t := define(Tool{
		Name:  "list_jobs",
		Title: "List jobs",
		Description: "List the account's jobs (cleaning, maintenance, inspection, restocking), soonest first, " +
			"optionally only at one property, of one pro, the turnover of one stay (reservation_id), in some statuses or scheduled in a window [from, to). Paged: returns {jobs, total}. Times are UTC; " +
			"the text rendering shows each property's local time.",
		ReadOnly: true, Idempotent: true, Planning: true,
	}, func(c *call, in *listJobsArgs) (*Result, error) {
		f := steward.JobFilter{Limit: in.Limit, Offset: in.Offset}
		if in.AddressID != 0 {
			f.AddressID = &in.AddressID
		}
		if in.ProID != 0 {
			f.ProID = &in.ProID
		}
		if in.ReservationID != 0 {
			f.ReservationID = &in.ReservationID
		}
		var err error
		if f.Statuses, err = steward.ParseStatuses("status", in.Status); err != nil {
			return nil, err
		}
		for _, b := range []struct {
			name, v string
			dst     **time.Time
		}{{"from", in.From, &f.From}, {"to", in.To, &f.To}} {
			if b.v != "" {
				t, err := steward.ParseTime(b.name, b.v)
				if err != nil {
					return nil, err
				}
				*b.dst = &t
			}
		}
		jobs, total, err := c.Jobs.FindJobs(c.ctx, c.acct, f)
		if err != nil {
			return nil, err
		}
		addrs, err := c.addressMap()
		if err != nil {
			return nil, err
		}
		ids := make([]int64, len(jobs))
		lines := []string{fmt.Sprintf("%d of %d jobs:", len(jobs), total)}
		if total == 0 {
			lines = []string{"No jobs match."}
		}
		for i, j := range jobs {
			ids[i] = j.ID
			lines = append(lines, "- "+jobLine(j, addrs[j.AddressID]))
		}
		return &Result{Value: jobList{Jobs: jobs, Total: total}, Text: strings.Join(lines, "\n"),
			Actions: []steward.Action{{Type: steward.ActionJobsListed, JobIDs: ids}}}, nil
	})
	return t
}()

type jobIDArgs struct {
	JobID int64 `json:"job_id" jsonschema:"the job's id"`
}

var getJobTool = define(Tool{
	Name:        "get_job",
	Title:       "Get a job",
	Description: "Get one job by id: property, service type, status, scheduled time (UTC), pro, price and notes.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *jobIDArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	j, err := c.Jobs.FindJobByID(c.ctx, c.acct, in.JobID)
	if err != nil {
		return nil, err
	}
	return c.jobResult(j, "", nil)
})

type createJobArgs struct {
	AddressID   int64    `json:"address_id" jsonschema:"the property (address id) where the work happens"`
	ServiceType string   `json:"service_type" jsonschema:"the kind of work"`
	ScheduledAt string   `json:"scheduled_at" jsonschema:"when the work starts, RFC 3339 with an offset, e.g. 2026-03-12T11:00:00-07:00; use the property's timezone (see list_addresses)"`
	ProID       *int64   `json:"pro_id,omitempty" jsonschema:"the pro to assign (see list_pros); confirm the job with update_job once the pro has agreed"`
	Price       *float64 `json:"price,omitempty" jsonschema:"price in USD; default: Steward's market estimate (see estimate_price)"`
	Notes       *string  `json:"notes,omitempty" jsonschema:"instructions for the pro, e.g. the problem to fix"`
	DuringStay  bool     `json:"during_stay,omitempty" jsonschema:"true when the guests asked for the work during their stay; without it a job during a confirmed stay is refused (STAY_CONFLICT, naming the stay)"`
	AssetID     *int64   `json:"asset_id,omitempty" jsonschema:"maintenance or inspection only: the equipment of the property the job is about (see list_assets); a repair marks it needs_attention until done"`
}

var createJobTool = func() *Tool {
	t := define(Tool{
		Name:  "create_job",
		Title: "Schedule a job",
		Description: "Schedule a job at one of the account's properties. Creates it pending and sends the job.scheduled " +
			"webhook. Look up address_id with list_addresses and pro_id with list_pros. " +
			"Without a price, the job gets Steward's market estimate.",
		Planning: true,
	}, func(c *call, in *createJobArgs) (*Result, error) {
		switch {
		case in.AddressID == 0:
			return nil, steward.MissingField("address_id")
		case in.ServiceType == "":
			return nil, steward.MissingField("service_type")
		case in.ScheduledAt == "":
			return nil, steward.MissingField("scheduled_at")
		}
		if err := positive("address_id", in.AddressID); err != nil {
			return nil, err
		}
		at, err := steward.ParseTime("scheduled_at", in.ScheduledAt)
		if err != nil {
			return nil, err
		}
		j, err := c.Jobs.CreateJob(c.ctx, c.acct, steward.JobCreate{AddressID: in.AddressID,
			ServiceType: steward.ServiceType(in.ServiceType), ScheduledAt: at, ProID: in.ProID, Price: in.Price, Notes: in.Notes, DuringStay: in.DuringStay,
			AssetID: in.AssetID})
		if err != nil {
			return nil, err
		}
		return c.jobResult(j, "Scheduled", jobAction(steward.ActionJobCreated, j))
	})
	enum(t.InputSchema, "service_type", steward.ServiceTypes)
	return t
}()

type updateJobArgs struct {
	JobID       int64    `json:"job_id" jsonschema:"the job's id"`
	ScheduledAt *string  `json:"scheduled_at,omitempty" jsonschema:"new start time, RFC 3339 with an offset"`
	Notes       *string  `json:"notes,omitempty" jsonschema:"new notes for the pro (replaces the old ones)"`
	Status      *string  `json:"status,omitempty" jsonschema:"new status, along the life-cycle pending → confirmed → in_progress → completed; pending (or confirmed) also reinstates a job cancelled by mistake (if it never started and its time is ahead); a move the life-cycle forbids is an error (cancel with cancel_job)"`
	ProID       *int64   `json:"pro_id,omitempty" jsonschema:"the pro to assign instead (see list_pros): an active pro who offers the job's service type; left out or null keeps the pro (unassign with unassign_pro)"`
	UnassignPro bool     `json:"unassign_pro,omitempty" jsonschema:"true to leave the job without a pro; not with pro_id"`
	ServiceType *string  `json:"service_type,omitempty" jsonschema:"new kind of work; the job's pro must offer it"`
	Price       *float64 `json:"price,omitempty" jsonschema:"new price in USD, 0 to 1000000"`
	Cost        *float64 `json:"cost,omitempty" jsonschema:"what the pro is paid, set by hand in USD (any status, e.g. a completed job's agreed pay); it stays until reset_cost"`
	ResetCost   bool     `json:"reset_cost,omitempty" jsonschema:"true to give the job back the cost computed from its pro's rate; not with cost"`
	DuringStay  bool     `json:"during_stay,omitempty" jsonschema:"true when the guests asked for the work during their stay; without it a new time during a confirmed stay is refused (STAY_CONFLICT, naming the stay)"`
	AssetID     *int64   `json:"asset_id,omitempty" jsonschema:"maintenance or inspection only: link the job to equipment of its property (see list_assets)"`
	UnlinkAsset bool     `json:"unlink_asset,omitempty" jsonschema:"true to unlink the job from its equipment; not with asset_id"`
}

var updateJobTool = func() *Tool {
	t := define(Tool{
		Name:  "update_job",
		Title: "Update a job",
		Description: "Reschedule a job, change its notes, assign another pro (pro_id) or none (unassign_pro), change its " +
			"service type, price or the pro's cost, or move its status along the life-cycle (pending → confirmed → in_progress → completed). " +
			"A completed or cancelled job keeps its time, pro, service type and price; status pending or confirmed reinstates a cancelled job (job.scheduled). Sends the matching webhooks " +
			"(job.scheduled for a new time, pro, service type or price). Give only what changes.",
		Idempotent: true, Planning: true,
	}, func(c *call, in *updateJobArgs) (*Result, error) {
		if err := positive("job_id", in.JobID); err != nil {
			return nil, err
		}
		upd := steward.JobUpdate{Notes: in.Notes, ProID: in.ProID, UnassignPro: in.UnassignPro, Price: in.Price, DuringStay: in.DuringStay,
			Cost: in.Cost, ResetCost: in.ResetCost,
			AssetID: in.AssetID, UnlinkAsset: in.UnlinkAsset}
		if in.ScheduledAt != nil {
			at, err := steward.ParseTime("scheduled_at", *in.ScheduledAt)
			if err != nil {
				return nil, err
			}
			upd.ScheduledAt = &at
		}
		if in.Status != nil {
			st := steward.JobStatus(*in.Status)
			upd.Status = &st
		}
		if in.ServiceType != nil {
			st := steward.ServiceType(*in.ServiceType)
			upd.ServiceType = &st
		}
		j, err := c.Jobs.UpdateJob(c.ctx, c.acct, in.JobID, upd)
		if err != nil {
			return nil, err
		}
		return c.jobResult(j, "Updated", jobAction(steward.ActionJobUpdated, j))
	})
	enum(t.InputSchema, "status", steward.JobStatuses)
	enum(t.InputSchema, "service_type", steward.ServiceTypes)
	return t
}()

// jobHistory is get_job_history's value, the body of GET
// /api/v1/jobs/{id}/history.
type jobHistory struct {
	History []*steward.JobHistoryEntry `json:"history"`
}

var getJobHistoryTool = define(Tool{
	Name:  "get_job_history",
	Title: "Get a job's history",
	Description: "Every change of a job, oldest first: when, who (api, mcp, web, assistant, or system for the changes " +
		"Steward made itself, such as a turnover following its stay) and why. Use it to explain why a turnover moved.",
	ReadOnly: true, Idempotent: true, Planning: true,
}, func(c *call, in *jobIDArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	list, err := c.Jobs.FindJobHistory(c.ctx, c.acct, in.JobID)
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("History of job %d:", in.JobID)}
	for _, e := range list {
		line := fmt.Sprintf("- %s, %s: %s", e.At.UTC().Format(time.RFC3339), e.Actor, e.Change)
		if e.Reason != nil {
			line += " (" + *e.Reason + ")"
		}
		lines = append(lines, line)
	}
	return &Result{Value: jobHistory{History: list}, Text: strings.Join(lines, "\n")}, nil
})

var cancelJobTool = define(Tool{
	Name:  "cancel_job",
	Title: "Cancel a job",
	Description: "Cancel a pending or confirmed job (the job.cancelled webhook tells subscribers). " +
		"It cannot be undone. Cancelling a cancelled job changes nothing; jobs in progress or completed cannot be cancelled.",
	Destructive: true, Idempotent: true, Planning: true,
}, func(c *call, in *jobIDArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	j, err := c.Jobs.CancelJob(c.ctx, c.acct, in.JobID)
	if err != nil {
		return nil, err
	}
	return c.jobResult(j, "Cancelled", jobAction(steward.ActionJobCancelled, j))
})

func jobAction(typ string, j *steward.Job) *steward.Action {
	return &steward.Action{Type: typ, JobID: &j.ID, AddressID: &j.AddressID, ProID: j.ProID,
		ServiceType: ptr(j.ServiceType), ScheduledAt: ptr(j.ScheduledAt)}
}

// jobResult renders one job; verb, when set, starts the text ("Scheduled").
func (c *call) jobResult(j *steward.Job, verb string, action *steward.Action) (*Result, error) {
	a, err := c.Addresses.FindAddressByID(c.ctx, c.acct, j.AddressID)
	if err != nil {
		return nil, err
	}
	text := jobLine(j, a)
	if verb != "" {
		text = verb + ": " + text
	}
	r := &Result{Value: j, Text: text}
	if action != nil {
		r.Actions = []steward.Action{*action}
	}
	return r, nil
}

// jobLine is one job in a line, in its property's local time.
func jobLine(j *steward.Job, a *steward.Address) string {
	where, loc := fmt.Sprintf("address %d", j.AddressID), time.UTC
	if a != nil {
		where, loc = a.Name(), a.Location()
	}
	s := fmt.Sprintf("job %d: %s at %s on %s, %s, $%.2f", j.ID, j.ServiceType, where,
		j.ScheduledAt.In(loc).Format("Mon Jan 2 2006 at 3:04 PM MST"), j.Status, j.Price)
	if j.ProID != nil {
		s += fmt.Sprintf(", pro %d", *j.ProID)
	}
	if j.Cost != nil {
		s += fmt.Sprintf(", pro paid $%.2f", *j.Cost)
	}
	if j.ReservationID != nil {
		s += fmt.Sprintf(", turnover of reservation %d", *j.ReservationID)
		if j.WindowEnd != nil {
			s += ", done by " + j.WindowEnd.In(loc).Format("Mon Jan 2 3:04 PM MST")
		}
		if j.SameDay {
			s += " (same day)"
		}
	}
	if j.Notes != nil && *j.Notes != "" {
		s += fmt.Sprintf(" (notes: %s)", *j.Notes)
	}
	return s
}

// addressMap loads the account's addresses by id.
func (c *call) addressMap() (map[int64]*steward.Address, error) {
	list, err := c.Addresses.FindAddresses(c.ctx, c.acct)
	if err != nil {
		return nil, err
	}
	m := make(map[int64]*steward.Address, len(list))
	for _, a := range list {
		m[a.ID] = a
	}
	return m, nil
}
