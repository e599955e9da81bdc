package steward

import (
	"bytes"
	"encoding/json"
	"time"
)

// Event names sent to webhook endpoints. New names may be added at any time;
// receivers must ignore names they do not know.
const (
	EventJobScheduled  = "job.scheduled"   // created, confirmed, reinstated, rescheduled, or its pro, service type or price changed
	EventJobInProgress = "job.in_progress" // work started
	EventJobCompleted  = "job.completed"   // work finished
	EventJobCancelled  = "job.cancelled"   // cancelled while pending or confirmed
	EventJobFailed     = "job.failed"      // cancelled while in progress, or failed (see FailureReason)
	EventJobOffered    = "job.offered"     // offered to a pro of the property's list
	EventJobAccepted   = "job.accepted"    // the pro offered it accepted it
	EventJobAtRisk     = "job.at_risk"     // nobody has accepted it close to its time, or its pro dropped it
	EventJobRated      = "job.rated"       // the host rated the completed job (see rating.go)

	EventReservationCreated   = "reservation.created"   // a stay was recorded
	EventReservationUpdated   = "reservation.updated"   // a stay changed (or was confirmed again)
	EventReservationCancelled = "reservation.cancelled" // a stay was cancelled

	EventInventoryLow    = "inventory.low"     // a supply fell to its minimum or below (once per fall; see Supply)
	EventAssetServiceDue = "asset.service_due" // a service task of a piece of equipment is coming due; its job is scheduled
)

// EventNames lists every event name: the jobs' in life-cycle order, then
// the stays', then the equipment's.
var EventNames = []string{EventJobScheduled, EventJobInProgress, EventJobCompleted, EventJobCancelled, EventJobFailed,
	EventJobOffered, EventJobAccepted, EventJobAtRisk, EventJobRated,
	EventReservationCreated, EventReservationUpdated, EventReservationCancelled,
	EventInventoryLow, EventAssetServiceDue}

// ReservationEventName returns the event a change of a stay from prev
// (nil: just created) to cur announces.
func ReservationEventName(prev, cur *Reservation) string {
	switch {
	case prev == nil:
		return EventReservationCreated
	case cur.Status == ReservationCancelled && prev.Status != ReservationCancelled:
		return EventReservationCancelled
	}
	return EventReservationUpdated
}

// JobEventName returns the event a change from prev to cur announces, and
// false when the change announces none (for example, notes only). A nil prev
// means the job was just created. A change of what was booked (the time,
// the pro, the service type, the price) of a job that is not final
// announces EventJobScheduled again: the booking as it now stands, with
// the previous values in the event's object_previous_attributes.
func JobEventName(prev *Job, cur *Job) (string, bool) {
	if prev == nil {
		return EventJobScheduled, true
	}
	if prev.Status != cur.Status {
		switch cur.Status {
		case StatusConfirmed:
			return EventJobScheduled, true
		case StatusPending:
			if prev.Status == StatusCancelled { // reinstated
				return EventJobScheduled, true
			}
		case StatusInProgress:
			return EventJobInProgress, true
		case StatusCompleted:
			return EventJobCompleted, true
		case StatusCancelled:
			if prev.Status == StatusInProgress || cur.FailureReason != nil {
				return EventJobFailed, true
			}
			return EventJobCancelled, true
		}
	}
	booked := !prev.ScheduledAt.Equal(cur.ScheduledAt) || !equalIDs(prev.ProID, cur.ProID) ||
		prev.ServiceType != cur.ServiceType || prev.Price != cur.Price || !equalTimes(prev.WindowEnd, cur.WindowEnd)
	if booked && !cur.Status.Final() {
		return EventJobScheduled, true
	}
	return "", false
}

// Event is a change worth announcing, recorded in the same transaction as
// the change itself (the outbox). Its JSON form is the webhook payload.
type Event struct {
	ID         int64     `json:"id"`
	UUID       string    `json:"uuid"`
	AccountID  int64     `json:"-"`
	Name       string    `json:"name"`
	Type       string    `json:"type"` // the same as Name; the spec uses both words
	CreatedAt  time.Time `json:"created_at"`
	OccurredAt time.Time `json:"occurred_at"`
	Data       EventData `json:"data"`
}

// EventData carries the job as GET /api/v1/jobs/{id} returns it, and the
// previous values of the attributes that changed ({} on creation).
type EventData struct {
	Object                   json.RawMessage `json:"object"`
	ObjectPreviousAttributes json.RawMessage `json:"object_previous_attributes"`
}

// Payload returns the webhook body of e: compact JSON without HTML
// escaping, so the job reads exactly as GET /api/v1/jobs/{id} shows it.
func (e *Event) Payload() (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return nil, err
	}
	return json.RawMessage(bytes.TrimRight(buf.Bytes(), "\n")), nil
}

// JobPreviousAttributes returns the JSON attributes of prev whose values
// differ in cur, keyed by their v1 field names; {} when prev is nil.
func JobPreviousAttributes(prev, cur *Job) (json.RawMessage, error) {
	if prev == nil {
		return json.RawMessage("{}"), nil
	}
	return PreviousAttributes(prev, cur)
}

// ReservationPreviousAttributes is JobPreviousAttributes for stays.
func ReservationPreviousAttributes(prev, cur *Reservation) (json.RawMessage, error) {
	if prev == nil {
		return json.RawMessage("{}"), nil
	}
	return PreviousAttributes(prev, cur)
}

// PreviousAttributes returns the JSON attributes of prev whose values
// differ in cur, two values of one type.
func PreviousAttributes(prev, cur any) (json.RawMessage, error) {
	var before, after map[string]json.RawMessage
	b, err := json.Marshal(prev)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &before); err != nil {
		return nil, err
	}
	a, err := json.Marshal(cur)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(a, &after); err != nil {
		return nil, err
	}
	changed := map[string]json.RawMessage{}
	for k, v := range before {
		if string(after[k]) != string(v) {
			changed[k] = v
		}
	}
	return json.Marshal(changed)
}

// NewUUID returns a random (version 4) UUID string.
func NewUUID() string {
	b := randomBytes(16)
	b[6] = (b[6] & 0x0f) | 0x40
	b[8] = (b[8] & 0x3f) | 0x80
	const hexd = "0123456789abcdef"
	out := make([]byte, 0, 36)
	for i, c := range b {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hexd[c>>4], hexd[c&0xf])
	}
	return string(out)
}
