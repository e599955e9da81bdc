package assistant

import "time"

// A delivery given as the reason of a change: "push Tom's shade sail job
// to Wednesday the 11th, same time, the new sail won't arrive until
// Tuesday afternoon", "… at noon instead of 11, the new sheets won't be
// delivered until late morning". When the thing comes is why, never the
// job's day or time; the clause is left out when the words before it
// give a day or time of their own. (The guests' arrival — "they won't
// arrive until 4" — is no delivery: it stays, a time to be ready by.)

// deliveryReasonRe is such a clause: group 1 the words before it.
var deliveryReasonRe = mustCompile(`(?i)([^.;!?\n]+?),\s+(?:the|our|my)\s+(?:new\s+[a-z]+(?:\s+[a-z]+)?|(?:[a-z]+\s+)?(?:parts?|order|delivery|package|shipment|furniture))\s+(?:won't|wont|won’t|will\s+not|doesn't|does\s+not|isn't|is\s+not|aren't|are\s+not)\s+(?:arrive|arriving|come|coming|be\s+delivered|get\s+here|be\s+here|be\s+in|turn\s+up)\s+(?:until|till|til|before)\s+[^.;!?\n]+`)

// dropDeliveryReason leaves such clauses out of msg.
func dropDeliveryReason(msg string, now time.Time) string {
	return deliveryReasonRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := deliveryReasonRe.FindStringSubmatch(m)
		if _, dated := ReadWhen(sub[1], now, time.UTC); !dated {
			return m // the reason's day is all there is: left as it is
		}
		return sub[1]
	})
}
