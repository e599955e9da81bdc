package steward

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Assignment is how a job stands with its pros (see docs/pros.md).
type Assignment string

// The assignments: nobody has the job; it is offered to one pro, who has
// not answered yet; a pro has it (the host chose, or the pro accepted).
const (
	Unassigned Assignment = "unassigned"
	Offered    Assignment = "offered"
	Accepted   Assignment = "accepted"
)

// FailureReason says why Steward cancelled a job by itself.
type FailureReason string

// The failures: nobody accepted the job before its start; its pro did not
// start it within its window; its pro dropped it and nobody took it over.
// The last two count against the pro's rating.
const (
	FailNoPro        FailureReason = "no_pro"
	FailNoShow       FailureReason = "no_show"
	FailProCancelled FailureReason = "pro_cancelled"
)

// OfferPolicy holds the times of the offer cascade (see docs/pros.md).
type OfferPolicy struct {
	// Wait is how long a pro has to answer an offer; an offer never runs
	// later than 24 hours before the job while that is still ahead.
	Wait time.Duration
	// AtRisk is how long before the job the host is told nobody has
	// accepted it.
	AtRisk time.Duration
}

// DefaultOfferPolicy is the issue's: two hours to answer, at risk 12 hours
// before the job.
var DefaultOfferPolicy = OfferPolicy{Wait: 2 * time.Hour, AtRisk: 12 * time.Hour}

// Validate checks the policy's durations.
func (p OfferPolicy) Validate() error {
	if p.Wait <= 0 || p.AtRisk <= 0 {
		return Errorf(EVALIDATION, "Invalid offer policy: the wait and the at-risk time must be positive")
	}
	return nil
}

// NoShowGrace is how long after its scheduled time a job without a window
// must have been started by its pro.
const NoShowGrace = 2 * time.Hour

// StartDeadline returns when j's pro must have started it: the end of its
// window (a turnover's next check-in), else NoShowGrace after its time.
func (j Job) StartDeadline() time.Time {
	if j.WindowEnd != nil {
		return *j.WindowEnd
	}
	return j.ScheduledAt.Add(NoShowGrace)
}

// NextCheck returns when the offer worker must next look at j under p, nil
// when never: a job not started (pending or confirmed) is looked at when
// it would fail (its start without a pro, its start deadline with one),
// when its offer lapses, and when it becomes at risk. A job recorded after
// the instant it would fail (history) is never looked at.
func (j Job) NextCheck(p OfferPolicy) *time.Time {
	if !j.Cancellable() {
		return nil
	}
	fail := j.ScheduledAt
	if j.Assignment == Accepted {
		fail = j.StartDeadline()
	}
	if fail.Before(j.CreatedAt) {
		return nil
	}
	at := fail
	if j.Assignment == Offered && j.OfferExpiresAt != nil && j.OfferExpiresAt.Before(at) {
		at = *j.OfferExpiresAt
	}
	if risk := j.ScheduledAt.Add(-p.AtRisk); j.Assignment != Accepted && j.AtRiskAt == nil && risk.Before(at) {
		at = risk
	}
	return &at
}

// AtRiskDue reports whether j is to be announced at risk at now: nobody
// has accepted it and it is p.AtRisk away or less, and it has not been
// announced yet.
func (j Job) AtRiskDue(p OfferPolicy, now time.Time) bool {
	return j.Cancellable() && j.Assignment != Accepted && j.AtRiskAt == nil && !now.Before(j.ScheduledAt.Add(-p.AtRisk))
}

// FailureDue returns the failure of j at now, "" when j has not failed:
// a job nobody accepted by its start fails no_pro (pro_cancelled when its
// pro dropped it, see dropped), a job whose pro has not started it by its
// start deadline fails no_show.
func (j Job) FailureDue(now time.Time, dropped bool) FailureReason {
	if !j.Cancellable() {
		return ""
	}
	switch {
	case j.Assignment == Accepted && !now.Before(j.StartDeadline()) && !j.StartDeadline().Before(j.CreatedAt):
		return FailNoShow
	case j.Assignment != Accepted && !now.Before(j.ScheduledAt) && !j.ScheduledAt.Before(j.CreatedAt):
		if dropped {
			return FailProCancelled
		}
		return FailNoPro
	}
	return ""
}

// Fail returns j cancelled at now for reason, announcing job.failed. A
// no_show keeps its pro, whose rating counts it.
func (j Job) Fail(reason FailureReason, now time.Time) JobChange {
	next := j
	next.Status = StatusCancelled
	next.FailureReason = &reason
	next.OfferedTo, next.OfferExpiresAt = nil, nil
	if j.Assignment == Offered {
		next.Assignment = Unassigned
	}
	next.UpdatedAt = now
	why := map[FailureReason]string{
		FailNoPro:        "no pro accepted the job before its start",
		FailNoShow:       "the pro did not start the job by " + fmtTime(ptr(j.StartDeadline())),
		FailProCancelled: "the pro dropped the job and nobody took it over before its start",
	}[reason]
	return JobChange{Job: next, Changed: true, Event: EventJobFailed, Actor: ActorSystem, Reason: why}
}

// Offer returns j offered to pro at now under p, announcing job.offered:
// the pro has p.Wait to answer, but never past 24 hours before the job
// while that is still ahead, nor past the job's time.
func (j Job) Offer(pro *Pro, p OfferPolicy, now time.Time) JobChange {
	next := j
	next.Assignment = Offered
	next.OfferedTo = &pro.ID
	expires := now.Add(p.Wait)
	if dayBefore := j.ScheduledAt.Add(-24 * time.Hour); dayBefore.After(now) && dayBefore.Before(expires) {
		expires = dayBefore
	}
	if expires.After(j.ScheduledAt) {
		expires = j.ScheduledAt
	}
	next.OfferExpiresAt = &expires
	next.UpdatedAt = now
	return JobChange{Job: next, Changed: true, Event: EventJobOffered, Actor: ActorSystem,
		Reason: fmt.Sprintf("offered to pro %d (%s), next on the property's list; answer by %s", pro.ID, pro.Name, fmtTime(&expires))}
}

// Withdraw returns j no longer offered (the offer lapsed, or nobody on the
// list is free), announcing nothing.
func (j Job) Withdraw(reason string, now time.Time) JobChange {
	next := j
	next.Assignment = Unassigned
	next.OfferedTo, next.OfferExpiresAt = nil, nil
	next.UpdatedAt = now
	return JobChange{Job: next, Changed: true, Actor: ActorSystem, Reason: reason}
}

// MarkAtRisk returns j announced at risk at now (job.at_risk): the host is
// told, and offers continue.
func (j Job) MarkAtRisk(reason string, now time.Time) JobChange {
	next := j
	next.AtRiskAt = &now
	return JobChange{Job: next, Changed: true, Event: EventJobAtRisk, Actor: ActorSystem, Reason: reason}
}

// ProAction is what a pro does to one of their jobs through the pro API.
type ProAction string

// The pro's actions (see docs/pros.md).
const (
	ProAccept   ProAction = "accept"
	ProDecline  ProAction = "decline"
	ProOnMyWay  ProAction = "on-my-way"
	ProStart    ProAction = "start"
	ProComplete ProAction = "complete"
)

// Valid reports whether a is one of the pro's actions.
func (a ProAction) Valid() bool {
	switch a {
	case ProAccept, ProDecline, ProOnMyWay, ProStart, ProComplete:
		return true
	}
	return false
}

// ProApply returns what pro proID doing a to j at occurred (reported at
// now) does. offeredAt is when j was offered to the pro (nil when it was
// not): accept and decline are the offered pro's, and may not predate the
// offer; the other actions are the accepted pro's. occurred may not be in
// the future nor before the job was created (EVALIDATION). An action that
// no longer applies is refused with the reason: ENOTFOUND when the job is
// not the pro's at all, ETRANSITION when it is cancelled, finished or not
// in the state the action needs.
//
// Completing takes the checklist's required items done (j.TodosMissing,
// which the store loads, names the others), as the host's completing does.
//
// Declining an accepted job drops it: it goes back to the list, and the
// host is told (job.at_risk). On my way changes nothing: the store records
// it in the history.
func (j Job) ProApply(proID int64, a ProAction, offeredAt *time.Time, occurred, now time.Time) (JobChange, error) {
	offered := j.Assignment == Offered && j.OfferedTo != nil && *j.OfferedTo == proID
	mine := j.Assignment == Accepted && j.ProID != nil && *j.ProID == proID
	if !offered && !mine {
		return JobChange{}, Errorf(ENOTFOUND, "Job not found: it is not offered to you nor yours")
	}
	if occurred.After(now) {
		return JobChange{}, Errorf(EVALIDATION, "Invalid occurred_at %s: must not be in the future (it is now %s)",
			fmtTime(&occurred), fmtTime(&now))
	}
	since := j.CreatedAt
	if offered && offeredAt != nil {
		since = *offeredAt
	}
	if occurred.Before(since) {
		return JobChange{}, Errorf(EVALIDATION, "Invalid occurred_at %s: must not be before the job was offered or created (%s)",
			fmtTime(&occurred), fmtTime(&since))
	}
	if j.Status.Final() {
		return JobChange{}, Errorf(ETRANSITION, "The job is %s; there is nothing more to do", j.Status)
	}
	next := j
	next.UpdatedAt = now
	c := JobChange{Job: next, Changed: true, Actor: ActorPro, OccurredAt: &occurred}
	switch {
	case a == ProAccept && offered:
		c.Job.Assignment, c.Job.ProID, c.Job.OfferedTo, c.Job.OfferExpiresAt = Accepted, &proID, nil, nil
		c.Event = EventJobAccepted
	case a == ProDecline && offered:
		c = j.Withdraw(fmt.Sprintf("pro %d declined the offer", proID), now)
		c.Actor, c.OccurredAt = ActorPro, &occurred
	case a == ProDecline && mine:
		if j.Status != StatusPending && j.Status != StatusConfirmed {
			return JobChange{}, Errorf(ETRANSITION, "Cannot decline a job that is %s", j.Status)
		}
		c.Job.Assignment, c.Job.ProID, c.Job.AtRiskAt = Unassigned, nil, &occurred
		c.Event, c.Reason = EventJobAtRisk, fmt.Sprintf("pro %d dropped the job they had accepted", proID)
	case a == ProAccept:
		return JobChange{}, Errorf(ETRANSITION, "You have already accepted this job")
	case !mine:
		return JobChange{}, Errorf(ETRANSITION, "Cannot %s a job you have not accepted; accept the offer first", a)
	case a == ProOnMyWay:
		if !j.Cancellable() {
			return JobChange{}, Errorf(ETRANSITION, "Cannot be on your way to a job that is %s", j.Status)
		}
		return JobChange{Job: j, Actor: ActorPro, Reason: ProOnMyWayReason, OccurredAt: &occurred}, nil
	case a == ProStart:
		if !j.Cancellable() {
			return JobChange{}, Errorf(ETRANSITION, "Cannot start a job that is %s", j.Status)
		}
		c.Job.Status = StatusInProgress
		c.Event = EventJobInProgress
	case a == ProComplete:
		if j.Status != StatusInProgress {
			return JobChange{}, Errorf(ETRANSITION, "Cannot complete a job that is %s; start it first", j.Status)
		} else if len(j.TodosMissing) > 0 {
			return JobChange{}, todosMissingError(j.TodosMissing)
		}
		c.Job.Status, c.Job.CompletedAt = StatusCompleted, &occurred
		c.Event = EventJobCompleted
	}
	return c, nil
}

// ProApplied reports whether j already shows what pro proID doing a
// left it as: accepted by the pro (accept), started or completed by them
// (start), completed by them (complete). A sync that replays an action
// refused because it was already applied reports it ok (docs/pros.md).
// Decline and on-my-way leave no such trace on the job: the store looks
// for their record.
func (j Job) ProApplied(proID int64, a ProAction) bool {
	mine := j.Assignment == Accepted && j.ProID != nil && *j.ProID == proID
	switch a {
	case ProAccept:
		return mine && j.Status != StatusCancelled
	case ProStart:
		return mine && (j.Status == StatusInProgress || j.Status == StatusCompleted)
	case ProComplete:
		return mine && j.Status == StatusCompleted
	}
	return false
}

// ProOnMyWayReason is what the history records of a pro on their way.
const ProOnMyWayReason = "the pro is on their way"

// ProTick is the checklist action of a pro's sync: tick (or untick) an
// item of one of their jobs.
const ProTick ProAction = "tick"

// ProNote and ProIssue are the sync's forms of a pro's note and issue
// report (ProWorkService.AddNote, ReportIssue).
const (
	ProNote  ProAction = "note"
	ProIssue ProAction = "issue"
)

// MaxProSyncActions is how many actions one sync may carry.
const MaxProSyncActions = 100

// ProSyncAction is one action a pro's app queued while offline.
type ProSyncAction struct {
	JobID      int64      `json:"job_id"`
	Action     ProAction  `json:"action"`
	OccurredAt *time.Time `json:"occurred_at"`
	// The checklist tick's (action tick).
	ItemID    int64 `json:"item_id"`
	Completed *bool `json:"completed"`
	Count     *int  `json:"count"`
	// The note's (action note) and the issue report's (action issue).
	Text        string `json:"text"`
	Description string `json:"description"`
}

// Validate checks the action's shape; whether it applies is the job's.
func (a ProSyncAction) Validate() error {
	switch {
	case a.JobID == 0:
		return MissingField("job_id")
	case a.Action == "":
		return MissingField("action")
	case !a.Action.Valid() && a.Action != ProTick && a.Action != ProNote && a.Action != ProIssue:
		return Errorf(EVALIDATION, "Invalid action %q: must be accept, decline, on-my-way, start, complete, tick, note or issue", a.Action)
	case a.OccurredAt == nil:
		return MissingField("occurred_at")
	case a.Action == ProTick && a.ItemID == 0:
		return MissingField("item_id")
	case a.Action == ProTick && a.Completed == nil:
		return MissingField("completed")
	case a.Action == ProNote && strings.TrimSpace(a.Text) == "":
		return MissingField("text")
	case a.Action == ProIssue && strings.TrimSpace(a.Description) == "":
		return MissingField("description")
	}
	return nil
}

// ProSyncResult is the outcome of one action of a sync: ok, or the error
// the single action would have had.
type ProSyncResult struct {
	OK      bool   `json:"ok"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message,omitempty"`
}

// ProSyncResultOf returns the result of an action that ended with err.
func ProSyncResultOf(err error) ProSyncResult {
	if err == nil {
		return ProSyncResult{OK: true}
	}
	return ProSyncResult{Code: ErrorCode(err), Message: ErrorMessage(err)}
}

// ProJob is a job as its pro sees it: the job, where to go, the stays
// around it, how far its checklist is, and, while it is only offered to
// the pro, by when they may answer.
type ProJob struct {
	*Job
	Property ProProperty `json:"property"`
	// Stay is the stay a turnover turns over (nil for other jobs);
	// NextStay the next confirmed stay at the property after it (after
	// the job's time for other jobs), nil when none is known.
	Stay     *ProStay     `json:"stay"`
	NextStay *ProStay     `json:"next_stay"`
	Progress TodoProgress `json:"progress"`
	// AnswerBy is when the offer to the pro lapses; nil once accepted.
	AnswerBy *time.Time `json:"answer_by"`
	// OnMyWayAt is when the pro last said they were on their way to the
	// job they accepted; nil when they have not.
	OnMyWayAt *time.Time `json:"on_my_way_at"`
}

// ProStay is what a pro needs of a stay: who, and when they leave or
// arrive.
type ProStay struct {
	GuestName string    `json:"guest_name"`
	CheckIn   time.Time `json:"check_in"`
	CheckOut  time.Time `json:"check_out"`
	Guests    int       `json:"guests"`
}

// ProProperty is what a pro needs of a job's property.
type ProProperty struct {
	Name               string  `json:"name"`
	Street             string  `json:"street"`
	City               string  `json:"city"`
	State              string  `json:"state"`
	Zip                string  `json:"zip"`
	Timezone           string  `json:"timezone"`
	AccessInstructions *string `json:"access_instructions"`
}

// ProPrefs lists, for each service type, the pros of a property in the
// order they are offered its jobs.
type ProPrefs map[ServiceType][]int64

// Validate checks the service types and pro ids (each pro at most once
// per list); the store checks the pros are the account's.
func (p ProPrefs) Validate() error {
	for t, ids := range p {
		if !t.Valid() {
			return invalidServiceType("service type", t)
		}
		seen := map[int64]bool{}
		for _, id := range ids {
			if id <= 0 {
				return Errorf(EVALIDATION, "Invalid %s: pro ids must be positive integers", t)
			} else if seen[id] {
				return Errorf(EVALIDATION, "Invalid %s: pro %d is listed twice", t, id)
			}
			seen[id] = true
		}
		if len(ids) > 50 {
			return Errorf(EVALIDATION, "Invalid %s: at most 50 pros", t)
		}
	}
	return nil
}

// ProLink is a pro's credential for the pro API, shown once: its token and
// the URL that carries it.
type ProLink struct {
	URL   string `json:"url"`
	Token string `json:"token"`
}

// ProTokenPrefix starts every pro token, so it is told from API keys.
const ProTokenPrefix = "stp_"

// NewProToken returns a new pro token.
func NewProToken() string { return ProTokenPrefix + NewToken(40) }

// ProIdentity is who a pro token speaks for.
type ProIdentity struct {
	AccountID int64
	ProID     int64
}

// OfferService runs the offer cascade and serves pros (see docs/pros.md).
// The host's methods are scoped to accountID; the pro's to the pro a token
// names.
//
// Errors: ENOTFOUND for an address or pro outside the account, or a job
// that is not the pro's; EVALIDATION for bad input (an unknown pro in a
// list); EUNAUTHORIZED for a missing, unknown or revoked pro token;
// ETRANSITION or PRO_CONFLICT when a pro's action no longer applies.
// LiveLink is a pro's live link as the host sees it: which one (every new
// link has a new ID) and when it was made. Its token is shown once, when
// it is made, and never kept.
type LiveLink struct {
	ID        int64
	CreatedAt time.Time
}

type OfferService interface {
	FindProPrefs(ctx context.Context, accountID, addressID int64) (ProPrefs, error)
	SetProPrefs(ctx context.Context, accountID, addressID int64, prefs ProPrefs) (ProPrefs, error)
	// CreateProLink makes a new token for the pro, revoking the previous
	// one; the store keeps only its hash.
	CreateProLink(ctx context.Context, accountID, proID int64) (token string, err error)
	RevokeProLink(ctx context.Context, accountID, proID int64) error
	// LiveProLink returns the pro's live link (never its token), nil when
	// they have none (never made, or revoked).
	LiveProLink(ctx context.Context, accountID, proID int64) (*LiveLink, error)
	AuthenticatePro(ctx context.Context, token string) (ProIdentity, error)
	// FindProJobs returns the pro's jobs offered or accepted and not
	// finished, by time.
	FindProJobs(ctx context.Context, pro ProIdentity) ([]*ProJob, error)
	// ProAct applies the pro's action to one of their jobs at occurred
	// (nil: now); see Job.ProApply.
	ProAct(ctx context.Context, pro ProIdentity, jobID int64, a ProAction, occurred *time.Time) (*Job, error)
	// ProSync applies the actions the pro's app queued offline, in order,
	// each as ProAct (or, for tick, TodoService.CompleteTodoItem on one of
	// the pro's jobs; for note and issue, ProWorkService.AddNote and
	// ReportIssue) at its occurred_at: one that no longer applies has
	// its error as its result and does not stop the others; one already
	// applied (a retried sync) is ok and not applied again. An error is
	// returned only when the store fails.
	ProSync(ctx context.Context, pro ProIdentity, actions []ProSyncAction) ([]ProSyncResult, error)
	// FindProJobTodos returns the checklist of a job the pro sees (see
	// Job.ProSees).
	FindProJobTodos(ctx context.Context, pro ProIdentity, jobID int64) (*JobTodos, error)
	// ProTick ticks (or unticks) an item of one of the pro's jobs at
	// occurred (nil: now): see Job.ProCanTick and TodoItem.Tick. A tick
	// the finished job already shows is ok (a replay).
	ProTick(ctx context.Context, pro ProIdentity, jobID, itemID int64, completed bool, count *int, occurred *time.Time) (*JobTodos, error)
}

func ptr[T any](v T) *T { return &v }
