package assistant

import (
	"slices"

	"github.com/stewardhq/steward"
)

// leaversBeforeCreates puts a move or hand-over that takes a pro's job out
// of its slot before a new job of the same pro that meets that old slot:
// "get Declan out friday at 10 for that, and put the Boathouse immersion
// back to 12 so he can do the two" frees 10:00 for the new visit, as the
// host means, whatever order they are said in (fixs24D). A new job the
// move does not free stays where it was, so the store still refuses a
// double booking.
func (s *session) leaversBeforeCreates(changes []change, order []int) []int {
	meets := func(c, l change) bool {
		if c.op != opCreateJob || c.create.ProID == nil || !leavesSlot(l) || *l.job.ProID != *c.create.ProID {
			return false
		}
		nj := steward.Job{AddressID: c.create.AddressID, ServiceType: c.create.ServiceType, ScheduledAt: c.create.ScheduledAt, ProID: c.create.ProID}
		ns, ne := nj.Busy(s.byAddr[nj.AddressID])
		if after, ok := jobAfter(l); ok && *after.ProID == *c.create.ProID {
			as, ae := after.Busy(s.byAddr[after.AddressID])
			if ns.Before(ae) && as.Before(ne) {
				return false // the job moved meets the new one still
			}
		}
		if s.byAddr[nj.AddressID] == nil || s.byAddr[l.job.AddressID] == nil {
			return false
		}
		bs, be := l.job.Busy(s.byAddr[l.job.AddressID])
		return ns.Before(be) && bs.Before(ne)
	}
	out := slices.Clone(order)
	for i := 0; i < len(out); i++ {
		for j := i + 1; j < len(out); j++ {
			if meets(changes[out[i]], changes[out[j]]) {
				k := out[j]
				out = slices.Delete(out, j, j+1)
				out = slices.Insert(out, i, k)
				i++
			}
		}
	}
	return out
}
