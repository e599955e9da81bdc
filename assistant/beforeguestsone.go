package assistant

import (
	"regexp"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// An answer to "Which cleaning should I reschedule?" that names the job
// by the guests it gets the place ready for: "The one before the
// Whitakers arrive.", "the clean ahead of the Lees". The one offered job
// at the guests' property between the stay before theirs and their
// check-in is it; none or several such jobs leave the question asked.

// oneBeforeGuestsRe is such an answer; group 1 is the guests' name.
var oneBeforeGuestsRe = regexp.MustCompile(`(?i)\b(?:before|ahead\s+of)\s+(?:the\s+)?([a-z][a-z'’-]+?)(?:'s|’s|s'|s’)?\s*(?:family\s+)?(?:arrive|arrives|arrival|come|comes|get\s+in|gets\s+in|check\s+in|checks\s+in|show\s+up|[.!?]|$)`)

// jobBeforeGuests picks, among the offered jobs, the one that readies the
// property for the stay of the guests the answer names.
func (s *session) jobBeforeGuests(jobs []*steward.Job, raw string) (int64, bool) {
	m := oneBeforeGuestsRe.FindStringSubmatch(raw)
	if m == nil || len(jobs) < 2 {
		return 0, false
	}
	name := strings.ToLower(m[1])
	if stopWords[name] || name == "guest" || name == "guests" || name == "they" || name == "them" {
		return 0, false
	}
	if s.loadStays() != nil {
		return 0, false
	}
	var stays []*steward.Reservation
	for _, r := range s.stays {
		if r.Status == steward.ReservationCancelled || !r.CheckIn.After(s.now) || !guestNamed(r.GuestName, name) {
			continue
		}
		stays = append(stays, r)
	}
	if len(stays) != 1 {
		return 0, false
	}
	r := stays[0]
	// From the check-out of the stay before theirs (a week back at most).
	from := r.CheckIn.Add(-7 * 24 * time.Hour)
	for _, o := range s.stays {
		if o.ID != r.ID && o.AddressID == r.AddressID && o.Status != steward.ReservationCancelled &&
			!o.CheckOut.After(r.CheckIn) && o.CheckOut.After(from) {
			from = o.CheckOut
		}
	}
	// The turnover at the stay before's check-out readies the place too,
	// but a job after it is nearer the guests: the one meant when both
	// are offered.
	var in, after []int64
	for _, j := range jobs {
		if j.AddressID != r.AddressID || j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(r.CheckIn) {
			continue
		}
		in = append(in, j.ID)
		if j.ScheduledAt.After(from) {
			after = append(after, j.ID)
		}
	}
	switch {
	case len(after) == 1:
		return after[0], true
	case len(in) == 1:
		return in[0], true
	}
	return 0, false
}

// guestNamed reports whether a stay's guest name has the word the host
// called them by: "Whitaker Family" for "whitakers" or "whitaker".
func guestNamed(guest, word string) bool {
	for _, w := range strings.Fields(strings.ToLower(guest)) {
		w = strings.Trim(w, ",.()")
		if len(w) >= 3 && (w == word || w+"s" == word || w+"es" == word) {
			return true
		}
	}
	return false
}
