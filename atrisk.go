package steward

import (
	"fmt"
	"strings"
	"time"
)

// NotifyAtRisk is the notification to the account's owner (the host, not
// a pro) that one of their jobs is at risk (job.at_risk).
const NotifyAtRisk NotificationKind = "at_risk"

// AtRisk reports whether the host should see j as at risk at now under
// p: it is live, no pro has accepted it, and it was announced at risk or
// is p.AtRisk away or less. It stops once a pro accepts.
func (j Job) AtRisk(p OfferPolicy, now time.Time) bool {
	if !j.Cancellable() || j.Assignment == Accepted {
		return false
	}
	return j.AtRiskAt != nil || p.AtRisk > 0 && !now.Before(j.ScheduledAt.Add(-p.AtRisk))
}

// ComposeAtRiskMail words the e-mail telling acct's owner that job j at
// addr is at risk, and why (the history's reason of the job.at_risk
// change): what is at stake, that offers continue, and what the host can
// do.
func ComposeAtRiskMail(j *Job, addr *Address, acct *Account, reason string) JobMail {
	loc := addr.Location()
	when := formatLocal(j.ScheduledAt, loc)
	service := serviceWord(j.ServiceType)
	place := addr.Name()
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\n", strings.TrimSpace(acct.FirstName))
	fmt.Fprintf(&b, "Your %s at %s on %s has no pro yet: %s.\n\n", service, place, when, reason)
	b.WriteString("Steward keeps offering it to the pros on the property's list; nothing is needed from you if one accepts. " +
		"To be sure it is done, assign a pro yourself (the job's page in the web app, or PATCH /api/v1/jobs/{id} with a pro_id), " +
		"add pros to the property's list, or move the job.\n\n")
	fmt.Fprintf(&b, "Property: %s\n", place)
	fmt.Fprintf(&b, "Address:  %s\n", addressLine(addr))
	fmt.Fprintf(&b, "When:     %s (local time at the property)\n", when)
	fmt.Fprintf(&b, "Service:  %s\n", service)
	fmt.Fprintf(&b, "Job:      #%d\n", j.ID)
	b.WriteString("\nThis message was sent by Steward about a job of your account.\n")
	return JobMail{Subject: fmt.Sprintf("Job at risk: %s at %s on %s", service, place, when), Body: b.String()}
}
