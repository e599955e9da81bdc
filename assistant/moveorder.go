package assistant

// movesBeforeGives orders the changes of one message so that a job given
// to a pro and moved in the same message ("bat city can take the east 6th
// restock on the 12th …, and make it 2 instead of 1") is moved first: the
// store checks the new pro's slot against the job's final time, not the
// hour the host is moving it away from. Only a job with no pro yet: one
// that has a pro keeps the order said, so its pro is never checked at the
// new hour. Other changes keep their order.
func movesBeforeGives(changes []change, order []int) []int {
	gives := func(c change) bool {
		return c.op == opUpdateJob && c.job != nil && c.job.ProID == nil && c.update.ProID != nil && c.update.ScheduledAt == nil
	}
	moves := func(c change) bool {
		return c.op == opUpdateJob && c.job != nil && c.update.ScheduledAt != nil && c.update.ProID == nil && !c.update.UnassignPro
	}
	out := make([]int, 0, len(order))
	done := map[int]bool{}
	for i, k := range order {
		if done[k] {
			continue
		}
		if gives(changes[k]) {
			for _, j := range order[i+1:] {
				if !done[j] && moves(changes[j]) && changes[j].job.ID == changes[k].job.ID {
					out = append(out, j)
					done[j] = true
					break
				}
			}
		}
		out = append(out, k)
		done[k] = true
	}
	return out
}
