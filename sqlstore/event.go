package sqlstore

import (
	"context"
	"encoding/json"
	"time"

	"github.com/stewardhq/steward"
)

// timePrecision is the finest time both databases keep.
const timePrecision = time.Microsecond

// recordJobEvent writes the event a job change announces, if any, into the
// outbox in the caller's transaction: the change and its announcement
// commit or roll back together.
func recordJobEvent(ctx context.Context, tx *Tx, prev, cur *steward.Job) error {
	name, ok := steward.JobEventName(prev, cur)
	if !ok {
		return nil
	}
	object, err := json.Marshal(cur)
	if err != nil {
		return err
	}
	previous, err := steward.JobPreviousAttributes(prev, cur)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO events (uuid, account_id, name, job_id, object, previous_attributes, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		steward.NewUUID(), cur.AccountID, name, cur.ID, string(object), string(previous), ts(tx.now), ts(tx.now))
	return err
}
