package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// Bulk-load batch sizes: rows per multi-row INSERT (9 or 10 parameters a
// row keeps a statement far below both engines' parameter limits) and rows
// per transaction (big enough to amortise the commit, small enough not to
// hold SQLite's one writer for long).
const (
	bulkRowsPerStatement = 500
	bulkRowsPerTx        = 20_000
)

// LoadJobs inserts jobs into an account as history, in large batches: each
// job with the job.scheduled event its creation announced, but no webhook
// deliveries (the history was delivered long ago). It is for benchmarks and
// imports, where one transaction per job through CreateJob would take
// minutes for a million jobs.
//
// Each job's AddressID, ProID, ServiceType, Status, ScheduledAt, Price,
// Notes, CreatedAt and UpdatedAt are stored as given (CompletedAt too); the
// address and pro must belong to the account, which the foreign keys check.
// ID and AccountID are set on return.
func (db *DB) LoadJobs(ctx context.Context, accountID int64, jobs []*steward.Job) error {
	for start := 0; start < len(jobs); start += bulkRowsPerTx {
		chunk := jobs[start:min(start+bulkRowsPerTx, len(jobs))]
		err := db.inTx(ctx, func(tx *Tx) error {
			for i := 0; i < len(chunk); i += bulkRowsPerStatement {
				if err := loadJobBatch(ctx, tx, accountID, chunk[i:min(i+bulkRowsPerStatement, len(chunk))]); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return translate(err)
		}
	}
	return nil
}

// loadJobBatch inserts one multi-row INSERT of jobs and one of their events.
func loadJobBatch(ctx context.Context, tx *Tx, accountID int64, jobs []*steward.Job) error {
	var q strings.Builder
	q.WriteString(`INSERT INTO jobs (account_id, address_id, pro_id, service_type, status, scheduled_at, completed_at,
		price_cents, notes, created_at, updated_at, assignment) VALUES `)
	args := make([]any, 0, 12*len(jobs))
	for i, j := range jobs {
		if !j.ServiceType.Valid() || !j.Status.Valid() {
			return steward.Errorf(steward.EVALIDATION, "Invalid job %d: service type %q, status %q", i, j.ServiceType, j.Status)
		}
		j.AccountID = accountID
		if i > 0 {
			q.WriteString(", ")
		}
		j.Assignment = steward.Unassigned
		if j.ProID != nil {
			j.Assignment = steward.Accepted
		}
		tx.db.dialect.placeholders(&q, len(args), 12)
		args = append(args, accountID, j.AddressID, j.ProID, string(j.ServiceType), string(j.Status), ts(j.ScheduledAt),
			tsPtr(j.CompletedAt), toCents(j.Price), j.Notes, ts(j.CreatedAt), ts(j.UpdatedAt), string(j.Assignment))
	}
	q.WriteString(" RETURNING id")
	rows, err := tx.QueryContext(ctx, q.String(), args...)
	if err != nil {
		return err
	}
	ids := make([]int64, 0, len(jobs))
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	} else if len(ids) != len(jobs) {
		return fmt.Errorf("bulk insert: %d ids for %d jobs", len(ids), len(jobs))
	}
	// Both engines number the rows of one INSERT in VALUES order; RETURNING
	// need not list them in that order, so sort before pairing.
	slices.Sort(ids)

	q.Reset()
	q.WriteString(`INSERT INTO events (uuid, account_id, name, job_id, object, previous_attributes, occurred_at, created_at) VALUES `)
	args = args[:0]
	for i, j := range jobs {
		j.ID = ids[i]
		object, err := json.Marshal(j)
		if err != nil {
			return err
		}
		if i > 0 {
			q.WriteString(", ")
		}
		tx.db.dialect.placeholders(&q, len(args), 8)
		args = append(args, newEventUUID(j.CreatedAt), accountID, steward.EventJobScheduled, j.ID, string(object), "{}",
			ts(j.CreatedAt), ts(j.CreatedAt))
	}
	if _, err := tx.ExecContext(ctx, q.String(), args...); err != nil {
		return err
	}

	// The counters, once per property and stripe rather than per job.
	byAddr, byStripe := map[int64][]jobCountDelta{}, map[int64][]jobCountDelta{}
	for _, j := range jobs {
		addDelta(byAddr, j.AddressID, j.Status)
		addDelta(byStripe, j.ID%totalStripes, j.Status)
	}
	for _, addr := range slices.Sorted(maps.Keys(byAddr)) { // in order, as addJobCounts
		if err := upsertCounts(ctx, tx, "job_counts", "address_id", accountID, addr, sortedDeltas(byAddr[addr])); err != nil {
			return err
		}
	}
	for _, stripe := range slices.Sorted(maps.Keys(byStripe)) {
		if err := upsertCounts(ctx, tx, "job_totals", "stripe", accountID, stripe, sortedDeltas(byStripe[stripe])); err != nil {
			return err
		}
	}
	return nil
}

// sortedDeltas sorts deltas by status, the order rows are locked in.
func sortedDeltas(ds []jobCountDelta) []jobCountDelta {
	slices.SortFunc(ds, func(a, b jobCountDelta) int { return strings.Compare(string(a.status), string(b.status)) })
	return ds
}

// addDelta counts one more job of status under key.
func addDelta(m map[int64][]jobCountDelta, key int64, status steward.JobStatus) {
	ds := m[key]
	k := slices.IndexFunc(ds, func(d jobCountDelta) bool { return d.status == status })
	if k < 0 {
		ds, k = append(ds, jobCountDelta{status: status}), len(ds)
	}
	ds[k].delta++
	m[key] = ds
}

// placeholders writes the k parameters after the first n of a multi-row
// INSERT: "($n+1, …, $n+k)" on PostgreSQL, "(?, …, ?)" on SQLite, which
// looks each numbered parameter up by name, in time that grows with the
// number of parameters: quadratic for a statement of thousands.
func (d dialect) placeholders(q *strings.Builder, n, k int) {
	q.WriteByte('(')
	for i := 1; i <= k; i++ {
		if i > 1 {
			q.WriteString(", ")
		}
		if d == sqlite {
			q.WriteByte('?')
			continue
		}
		q.WriteByte('$')
		q.WriteString(strconv.Itoa(n + i))
	}
	q.WriteByte(')')
}
