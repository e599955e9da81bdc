package assistant

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// localTime formats t in the property's zone: "Thu Mar 12 at 11:00 AM PDT".
func localTime(t time.Time, loc *time.Location) string {
	return t.In(loc).Format("Mon Jan 2 at 3:04 PM MST")
}

// stayTime is localTime with the year when it is not the current one:
// a lease "check-out Wed Mar 31, 2027 at 11:00 AM EDT".
func (s *session) stayTime(t time.Time, loc *time.Location) string {
	if t.In(loc).Year() != s.now.In(loc).Year() {
		return t.In(loc).Format("Mon Jan 2, 2006 at 3:04 PM MST")
	}
	return localTime(t, loc)
}

// localDay formats the date of t in loc: "Thu Mar 12".
func localDay(t time.Time, loc *time.Location) string {
	return t.In(loc).Format("Mon Jan 2")
}

func usd(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("$%.0f", v)
	}
	return fmt.Sprintf("$%.2f", v)
}

// andList joins names as "a, b and c".
func andList(names []string) string { return joinList(names, "and") }

// orList joins names as "a, b or c".
func orList(names []string) string { return joinList(names, "or") }

func joinList(names []string, last string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + last + " " + names[len(names)-1]
}

// article returns "a" or "an" for the service name that follows.
func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// serviceName is how a reply names a job's service: "deep clean",
// "maintenance visit".
func serviceName(t steward.ServiceType, deep bool) string {
	switch {
	case deep && t == steward.Cleaning:
		return "deep clean"
	case t == steward.Maintenance:
		return "maintenance visit"
	case t == steward.Restocking:
		return "restock"
	}
	return string(t)
}

// titleWords capitalises each word of a name typed in lower case.
func titleWords(s string) string {
	fields := strings.Fields(strings.Trim(s, " .,!?"))
	for i, f := range fields {
		fields[i] = titleCase(f)
	}
	return strings.Join(fields, " ")
}

func ptr[T any](v T) *T { return &v }

// describeJob is one line about a job for lists and questions.
func (s *session) describeJob(j *steward.Job) string {
	a := s.byAddr[j.AddressID]
	loc, name := time.UTC, fmt.Sprintf("address %d", j.AddressID)
	if a != nil {
		loc, name = a.Location(), a.Name()
	}
	line := fmt.Sprintf("%s at %s on %s", string(j.ServiceType), name, localTime(j.ScheduledAt, loc))
	var extra []string
	if j.ProID != nil {
		if p := s.pro(*j.ProID); p != nil {
			extra = append(extra, "with "+p.Name)
		}
	}
	if j.ProID == nil && !j.Status.Final() {
		extra = append(extra, "no pro yet") // ("does the coquina turnover sunday have a cleaner yet": said in the list)
	}
	extra = append(extra, string(j.Status))
	return line + " (" + strings.Join(extra, ", ") + ")"
}

// compose is the reply to a message whose changes were written: for each
// request in order, what was done, what it answered, and what was not
// acted on, by name.
func (s *session) compose(steps []step, out applied) Reply {
	if len(steps) == 1 && len(steps[0].changes) == 0 {
		return steps[0].reply
	}
	var parts []string
	actions := append([]steward.Action{}, out.actions...)
	k := 0 // the next change, in the order they were written
	for _, st := range steps {
		if len(st.changes) == 0 {
			if st.unread != "" && len(steps) > 1 {
				parts = append(parts, "I didn't understand “"+strings.TrimSpace(st.unread)+"”, so I didn't act on it.")
				continue
			}
			if st.reply.Text != "" {
				parts = append(parts, st.reply.Text)
			}
			actions = append(actions, st.reply.Actions...)
			continue
		}
		for range st.changes {
			if out.texts[k] != "" {
				parts = append(parts, out.texts[k])
			}
			k++
		}
	}
	return done(strings.Join(parts, "\n"), actions...)
}
