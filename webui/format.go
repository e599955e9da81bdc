package webui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// localTime formats t in a property's zone, with the zone's abbreviation,
// as hosts read times: "Fri, Mar 6 2026, 10:00 AM CST".
func localTime(t time.Time, loc *time.Location) string {
	return t.In(loc).Format("Mon, Jan 2 2006, 3:04 PM MST")
}

// utcTime formats an instant of the developer pages, in UTC.
func utcTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }

func utcTimePtr(t *time.Time, none string) string {
	if t == nil {
		return none
	}
	return utcTime(*t)
}

// money formats a USD amount.
func money(v float64) string { return "$" + strconv.FormatFloat(v, 'f', 2, 64) }

// label turns a wire value ("in_progress") into words ("In progress").
func label(s string) string {
	s = strings.ReplaceAll(s, "_", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// oneLine is an address on one line.
func oneLine(a *steward.Address) string {
	return fmt.Sprintf("%s, %s, %s %s", a.Street, a.City, a.State, a.Zip)
}

func serviceOptions() []option {
	out := make([]option, len(steward.ServiceTypes))
	for i, t := range steward.ServiceTypes {
		out[i] = option{Value: string(t), Label: label(string(t))}
	}
	return out
}

func statusOptions() []option {
	out := make([]option, len(steward.JobStatuses))
	for i, s := range steward.JobStatuses {
		out[i] = option{Value: string(s), Label: label(string(s))}
	}
	return out
}

func addressOptions(addrs []*steward.Address) []option {
	out := make([]option, len(addrs))
	for i, a := range addrs {
		out[i] = option{Value: strconv.FormatInt(a.ID, 10), Label: a.Name() + " (" + a.City + ", " + a.State + ")"}
	}
	return out
}

func proOptions(pros []*steward.Pro) []option {
	var out []option
	for _, p := range pros {
		if p.Active {
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name})
		}
	}
	return out
}

// allProOptions offers every pro, active or not: a filter finds the jobs
// of a pro who has since stopped working.
func allProOptions(pros []*steward.Pro) []option {
	out := make([]option, len(pros))
	for i, p := range pros {
		out[i] = option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name}
	}
	return out
}
