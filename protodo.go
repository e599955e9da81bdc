package steward

import "time"

// ProSees reports whether pro proID may read j through the pro API: it is
// offered to them, or it is theirs (accepted), in any status.
func (j Job) ProSees(proID int64) bool {
	return j.Assignment == Offered && j.OfferedTo != nil && *j.OfferedTo == proID ||
		j.Assignment == Accepted && j.ProID != nil && *j.ProID == proID
}

// ProCanTick checks that pro proID may tick (or untick) an item of j's
// checklist as done at occurred, reported at now: the job must be theirs
// (ENOTFOUND otherwise: a job only offered to them is not theirs to work
// on yet), and occurred not in the future (EVALIDATION). Whether the item
// takes the tick is TodoItem.Tick's.
func (j Job) ProCanTick(proID int64, occurred, now time.Time) error {
	if j.Assignment != Accepted || j.ProID == nil || *j.ProID != proID {
		return Errorf(ENOTFOUND, "Job not found: it is not yours")
	}
	if occurred.After(now) {
		return Errorf(EVALIDATION, "Invalid occurred_at %s: must not be in the future (it is now %s)",
			fmtTime(&occurred), fmtTime(&now))
	}
	return nil
}
