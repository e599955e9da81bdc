package assistant

import (
	"slices"
	"strings"
	"time"
)

// hostPlanRe is the host's own plan said after a request, as its reason:
// ", I'm meeting the owner there at 10 for a walkthru", ". I have a
// walkthru with the owner at 10", ", I've got the realtor coming at 9".
var hostPlanRe = mustCompile(`(?i)\s*[,;.]\s*(?:(?:bc|because|since|cuz|cause)\s+)?(?:i'?m|i’m|i\s+am)\s+meeting\b(?:\b(?:dr|mrs?|ms)\.|[^.!?\n])*|\s*[,;.]\s*(?:(?:bc|because|since|cuz|cause)\s+)?(?:i|i'?ve|i’ve)\s+(?:have|got|have\s+got)\s+(?:a|an|my)\s+(?:walk-?thru|walk-?through|meeting|appt|appointment|showing)\b(?:\b(?:dr|mrs?|ms)\.|[^.!?\n])*`)

// withoutHostPlan drops the host's own plan said after a request that has
// an hour of its own ("ok have them start at 11 instead, I'm meeting the
// owner there at 10 for a walkthru"): its hour, place and "walkthru" are
// the host's, never the job's time, a job named or an inspection. A plan
// said alone, or first, is left as it is.
func (s *session) withoutHostPlan(msg string) string {
	m := hostPlanRe.FindStringIndex(msg)
	if m == nil || m[0] == 0 {
		return msg
	}
	head := tokenize(msg[:m[0]])
	if !slices.ContainsFunc(readDates(head, s.now, time.UTC), func(w When) bool { return w.HasTime }) {
		return msg
	}
	return strings.TrimRight(msg[:m[0]], " ,;") + msg[m[1]:]
}
