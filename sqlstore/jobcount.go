package sqlstore

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// The total of a job list is read from counters that every job write keeps
// in its own transaction (migration 00004): job_counts per property and
// status, job_totals per status over the account in totalStripes stripes.
// GET /api/v1/jobs then costs the same with a hundred jobs or a million.
// Filters the counters cannot answer (pro, date range) fall back to
// counting the matching jobs (see jobQueryOf).

// totalStripes is the number of rows an account's total per status is
// spread over, so concurrent writers on PostgreSQL seldom wait for one
// another's row lock; a job counts in stripe id % totalStripes.
const totalStripes = 8

// jobCountDelta is a change to the number of jobs in one status.
type jobCountDelta struct {
	status steward.JobStatus
	delta  int64
}

// addJobCounts applies the deltas of one job (its property and id) to both
// counters, creating rows on first use. Rows are always updated in the
// same order (by table, then status), so two PostgreSQL transactions
// moving jobs in opposite directions cannot deadlock on them. On
// PostgreSQL both tables are updated in one statement, to save a round
// trip (SQLite has none to save, and no INSERT inside WITH).
func addJobCounts(ctx context.Context, tx *Tx, accountID, addressID, jobID int64, deltas ...jobCountDelta) error {
	slices.SortFunc(deltas, func(a, b jobCountDelta) int { return strings.Compare(string(a.status), string(b.status)) })
	args := []any{accountID, addressID, jobID % totalStripes}
	counts := upsertCountsSQL("job_counts", "address_id", 2, deltas, &args)
	totals := upsertCountsSQL("job_totals", "stripe", 3, deltas, &args)
	if tx.db.dialect == postgres {
		_, err := tx.ExecContext(ctx, "WITH counts AS ("+counts+") "+totals, args...)
		return err
	}
	if _, err := tx.ExecContext(ctx, counts, args...); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, totals, args...)
	return err
}

// upsertCounts adds each delta to the row (account, key, status) of table,
// whose key column is keyCol.
func upsertCounts(ctx context.Context, tx *Tx, table, keyCol string, accountID, key int64, deltas []jobCountDelta) error {
	args := []any{accountID, key}
	_, err := tx.ExecContext(ctx, upsertCountsSQL(table, keyCol, 2, deltas, &args), args...)
	return err
}

// upsertCountsSQL returns the statement that adds each delta to the row
// (account, key, status) of table; the account is $1 and the key is
// $keyParam, and the statuses and deltas are appended to args. Parameters
// a statement does not use are fine on SQLite but not on PostgreSQL, so
// the statements of addJobCounts share theirs.
func upsertCountsSQL(table, keyCol string, keyParam int, deltas []jobCountDelta, args *[]any) string {
	var q strings.Builder
	q.WriteString(`INSERT INTO ` + table + ` (account_id, ` + keyCol + `, status, n) VALUES `)
	key := "$" + strconv.Itoa(keyParam)
	for i, d := range deltas {
		if i > 0 {
			q.WriteString(", ")
		}
		n := len(*args)
		q.WriteString("($1, " + key + ", $" + strconv.Itoa(n+1) + ", $" + strconv.Itoa(n+2) + ")")
		*args = append(*args, string(d.status), d.delta)
	}
	q.WriteString(` ON CONFLICT (account_id, ` + keyCol + `, status) DO UPDATE SET n = ` + table + `.n + excluded.n`)
	return q.String()
}

// countsAnswer reports whether the counters hold the total of filter f.
func countsAnswer(f steward.JobFilter) bool {
	return f.ProID == nil && f.ReservationID == nil && f.From == nil && f.To == nil
}
