package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// A guest's voicemail asking to arrive on another day, and the host's
// line under it saying to update the stay: "hi this is Carla Alvarez we
// booked the Glenwood loft for Friday the thirteenth could we actually
// come Thursday the twelfth instead … ^ told her yes. update the stay +
// move the restock to thurs same time". The host's "update the stay" is
// the guest's ask: the stay's check-in moved to the day asked for. Only
// when the transcript names one upcoming stay's guest and asks for one
// arrival day; otherwise the line is left as said (and not acted on).

// guestArrivalRe is the guest's ask to come on another day. Group 1 is
// the day: a weekday with its day of the month ("thursday the twelfth").
var guestArrivalRe = mustCompile(`(?i)\b(?:could|can)\s+we\s+(?:actually\s+|maybe\s+|please\s+)?(?:come|arrive|check\s+in|get\s+in)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day\s+the\s+[a-z0-9]+)\s+instead\b`)

// updateStayRe is the host's "update the stay" in a line opened by "^".
var updateStayRe = mustCompile(`(?im)^(\^[^\n]*?)\b(?:update|change|fix)\s+(?:the|their|her|his)\s+(?:stay|booking|reservation)\b`)

// guestArrivalAsked returns msg with the host's "update the stay" written
// as the check-in move the guest asked for (see above): the host's line
// alone, so rewritten.
func (s *session) guestArrivalAsked(msg string) (string, error) {
	loc := updateStayRe.FindStringSubmatchIndex(msg)
	if loc == nil {
		return msg, nil
	}
	above := msg[:loc[0]]
	asks := guestArrivalRe.FindAllStringSubmatch(above, -1)
	if len(asks) != 1 {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	guest := s.voicedGuest(above)
	if guest == "" {
		return msg, nil
	}
	// (The transcript is the guest's, read now: only the host's line is
	// left, as a booking it would be read as a new stay.)
	line, _, _ := strings.Cut(msg[loc[1]:], "\n")
	return strings.TrimLeft(msg[loc[2]:loc[3]], "^ ") + "move " + guest + "'s check-in to " + asks[0][1] + line, nil
}

// voicedGuest returns the name word of the one upcoming stay whose guest
// the transcript names, "" when none or several.
func (s *session) voicedGuest(text string) string {
	said := words(text)
	found := ""
	for _, r := range s.stays {
		if r.Status == steward.ReservationCancelled || !r.CheckIn.After(s.now) {
			continue
		}
		for _, w := range strings.Fields(r.GuestName) {
			lw := strings.ToLower(w)
			if lw == "family" || len(lw) < 3 || !isLetters(lw) || !slices.Contains(said, lw) {
				continue
			}
			if found != "" && found != w {
				return ""
			}
			found = w
		}
	}
	return found
}
