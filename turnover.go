package steward

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TurnoverHorizon is how far ahead stays get their turnovers: a stay that
// checks out later gets its turnover when something at its property
// changes once it is within reach, or when the hourly sweep finds it
// (see docs/turnovers.md).
const TurnoverHorizon = 180 * 24 * time.Hour

// TurnoverPlan is where a stay's turnover belongs: at the stay's check-out,
// to be finished by the next check-in at the property (WindowEnd, nil when
// no next stay is known), SameDay when that check-in is on the day of the
// check-out in the property's zone.
type TurnoverPlan struct {
	ScheduledAt time.Time
	WindowEnd   *time.Time
	SameDay     bool
}

// PlanTurnover returns the plan of stay's turnover at a, next being the
// next confirmed stay at a (nil when there is none).
func PlanTurnover(stay, next *Reservation, a *Address) TurnoverPlan {
	p := TurnoverPlan{ScheduledAt: stay.CheckOut}
	if next != nil {
		end := next.CheckIn
		p.WindowEnd = &end
		loc := a.Location()
		out, in := stay.CheckOut.In(loc), next.CheckIn.In(loc)
		p.SameDay = out.Year() == in.Year() && out.YearDay() == in.YearDay()
	}
	return p
}

// NewTurnover returns the turnover job of stay at a following plan p, and
// the event its creation announces: the property's turnover service type,
// its preferred pro when given (pro, nil when it has none or it may not
// take the job: inactive, or not offering the service type), else none.
func NewTurnover(stay *Reservation, a *Address, pro *Pro, p TurnoverPlan, reason string, now time.Time) JobChange {
	in := JobCreate{AddressID: a.ID, ServiceType: a.Turnover.ServiceType, ScheduledAt: p.ScheduledAt}
	if pro != nil && CheckAssignable(pro, in.ServiceType) == nil {
		in.ProID = &pro.ID
	}
	c, _ := NewJob(stay.AccountID, in, a, nil, now) // the pro was checked above
	id := stay.ID
	c.Job.ReservationID, c.Job.WindowEnd, c.Job.SameDay = &id, p.WindowEnd, p.SameDay
	c.Actor, c.Reason = ActorSystem, reason
	return c
}

// FollowTurnover returns what plan p does to turnover j: a turnover that
// has not started moves to p's time and window, except that a time set by
// hand stays while it still fits p (not before the check-out, and the
// turnover, lasting d, done by the window's end); when it no longer fits
// it moves, and reason says why. A turnover in progress or final is left
// alone. Steward is the change's actor.
func (j Job) FollowTurnover(p TurnoverPlan, d time.Duration, reason string, now time.Time) JobChange {
	if !j.Cancellable() {
		return JobChange{Job: j}
	}
	next := j
	next.WindowEnd, next.SameDay = p.WindowEnd, p.SameDay
	if j.TimeByHand && (j.ScheduledAt.Before(p.ScheduledAt) || p.WindowEnd != nil && j.ScheduledAt.Add(d).After(*p.WindowEnd)) {
		next.ScheduledAt, next.TimeByHand = p.ScheduledAt, false
		reason += fmt.Sprintf("; the time set by hand (%s) no longer fits between the check-out and the next check-in",
			j.ScheduledAt.UTC().Format(time.RFC3339))
	} else if !j.TimeByHand {
		next.ScheduledAt = p.ScheduledAt
	}
	if next.ScheduledAt.Equal(j.ScheduledAt) && equalTimes(next.WindowEnd, j.WindowEnd) && next.SameDay == j.SameDay {
		return JobChange{Job: j}
	}
	next.UpdatedAt = now
	event, _ := JobEventName(&j, &next)
	return JobChange{Job: next, Changed: true, Event: event, Actor: ActorSystem, Reason: reason}
}

// StayConflictError is the STAY_CONFLICT error of a job that would fall
// during stay, a confirmed stay at its address shown in loc.
func StayConflictError(stay *Reservation, loc *time.Location) *Error {
	const layout = "2006-01-02 15:04 MST"
	return Errorf(ESTAYCONFLICT, "The job falls during reservation %d (%s, %s to %s) at this property; "+
		"send \"during_stay\": true if the guests asked for it", stay.ID, stay.GuestName,
		stay.CheckIn.In(loc).Format(layout), stay.CheckOut.In(loc).Format(layout))
}

// The actors of a job's history: who made a change.
const (
	ActorAPI       = "api"       // a program through the REST API (the CLI too)
	ActorMCP       = "mcp"       // an agent through the MCP tools
	ActorWeb       = "web"       // a person in the web app
	ActorAssistant = "assistant" // the embedded assistant, for a person
	ActorSystem    = "system"    // Steward itself, following a stay or a setting, or offering a job
	ActorPro       = "pro"       // the job's pro, with their link token
)

// JobHistoryEntry is one change of a job: when, who (one of the Actor
// constants), what (Change, for people to read) and, for the changes
// Steward made by itself, why.
type JobHistoryEntry struct {
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Change string    `json:"change"`
	Reason *string   `json:"reason"`
}

// StatusBeforeCancel returns the status a cancelled job had when it was
// cancelled, as its history h (oldest first) records it: confirmed or
// pending, the two a cancel leaves; pending when h does not say. Bringing
// the job back (see Job.Reinstatable) gives it that status again.
func StatusBeforeCancel(h []*JobHistoryEntry) JobStatus {
	for i := len(h) - 1; i >= 0; i-- {
		if strings.Contains(h[i].Change, "status "+string(StatusConfirmed)+" → "+string(StatusCancelled)) {
			return StatusConfirmed
		} else if strings.Contains(h[i].Change, " → "+string(StatusCancelled)) {
			return StatusPending
		}
	}
	return StatusPending
}

// JobBefore is what a job had before one change of it, for the fields an
// undo can put back: its time and its pro.
type JobBefore struct {
	// ScheduledAt is the old start when the change moved the job.
	ScheduledAt *time.Time
	// ProChanged says the change gave the job another pro (or took its
	// pro off); ProID is the one it had, nil for none.
	ProChanged bool
	ProID      *int64
}

// undoableFields are the fields of a change (DescribeJobChange) that an
// undo puts back or that follow from them: a move changes the window
// and the day, a new pro the assignment and the offer.
var undoableFields = map[string]bool{"scheduled_at": true, "window_end": true, "same_day": true, "pro_id": true,
	"assignment": true, "offered_to": true}

// BeforeChange reads a history entry written by DescribeJobChange
// ("scheduled_at A → B; pro_id X → Y") back into the job's values before
// it. ok is false when the entry is no such change, or changed anything an
// undo cannot put back (its status, service, price, notes).
func BeforeChange(e *JobHistoryEntry) (JobBefore, bool) {
	var b JobBefore
	if e == nil {
		return b, false
	}
	for _, part := range strings.Split(e.Change, "; ") {
		field, rest, ok := strings.Cut(part, " ")
		from, _, ok2 := strings.Cut(rest, " → ")
		if !ok || !ok2 || !undoableFields[field] {
			return JobBefore{}, false
		}
		switch field {
		case "scheduled_at":
			t, err := time.Parse(time.RFC3339, from)
			if err != nil {
				return JobBefore{}, false
			}
			b.ScheduledAt = &t
		case "pro_id":
			b.ProChanged = true
			if from != "none" {
				id, err := strconv.ParseInt(from, 10, 64)
				if err != nil {
					return JobBefore{}, false
				}
				b.ProID = &id
			}
		}
	}
	return b, b.ScheduledAt != nil || b.ProChanged
}

// DescribeJobChange returns the Change of a history entry: what changed
// from prev (nil: created) to cur, field by field.
func DescribeJobChange(prev, cur *Job) string {
	if prev == nil {
		s := fmt.Sprintf("created: %s at %s", cur.ServiceType, fmtTime(&cur.ScheduledAt))
		if cur.ReservationID != nil {
			s += fmt.Sprintf(", turnover of reservation %d", *cur.ReservationID)
		}
		return s
	}
	var parts []string
	add := func(field, from, to string) {
		if from != to {
			parts = append(parts, fmt.Sprintf("%s %s → %s", field, from, to))
		}
	}
	add("status", string(prev.Status), string(cur.Status))
	add("scheduled_at", fmtTime(&prev.ScheduledAt), fmtTime(&cur.ScheduledAt))
	add("window_end", fmtTime(prev.WindowEnd), fmtTime(cur.WindowEnd))
	add("same_day", strconv.FormatBool(prev.SameDay), strconv.FormatBool(cur.SameDay))
	add("pro_id", fmtID(prev.ProID), fmtID(cur.ProID))
	add("assignment", string(prev.Assignment), string(cur.Assignment))
	add("offered_to", fmtID(prev.OfferedTo), fmtID(cur.OfferedTo))
	if cur.AtRiskAt != nil && prev.AtRiskAt == nil {
		parts = append(parts, "at risk")
	}
	if cur.FailureReason != nil && prev.FailureReason == nil {
		parts = append(parts, "failure_reason "+string(*cur.FailureReason))
	}
	add("service_type", string(prev.ServiceType), string(cur.ServiceType))
	add("asset_id", fmtID(prev.AssetID), fmtID(cur.AssetID))
	add("price", strconv.FormatFloat(prev.Price, 'f', -1, 64), strconv.FormatFloat(cur.Price, 'f', -1, 64))
	add("cost", fmtCost(prev), fmtCost(cur))
	if !equalStrings(prev.Notes, cur.Notes) {
		parts = append(parts, "notes changed")
	}
	if len(parts) == 0 {
		return "no visible change"
	}
	return strings.Join(parts, "; ")
}

func fmtTime(t *time.Time) string {
	if t == nil {
		return "none"
	}
	return t.UTC().Format(time.RFC3339)
}

func fmtID(id *int64) string {
	if id == nil {
		return "none"
	}
	return strconv.FormatInt(*id, 10)
}

func equalTimes(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}
