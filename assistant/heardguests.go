package assistant

import (
	"strings"
)

// Family names whose spelling is not their sound: speech-to-text writes
// "the win family" for the Nguyens, "the shong family" for the Xiongs.
// soundNames (soundnames.go) finds a name by its letters or sounds as
// spelled; these it cannot, so a dictated "the win family at oak wood"
// names no stay. heardGuests writes such words as the account's guest
// name — only said as a family ("the win family", "the wins"), only when
// the account has a stay of that name, and only when one name fits.

// heardGuestForms are, for a family name, the words the phone writes for
// it.
var heardGuestForms = map[string][]string{
	"nguyen": {"win", "wynn", "wen", "new win"},
	"huynh":  {"win", "wynn", "hwin"},
	"xiong":  {"shong", "shiong"},
}

// heardGuestRe is a family said as "the <words> family" or "the
// <word>s". Group 1 is the words, group 2 "s" or " family".
var heardGuestRe = mustCompile(`(?i)\bthe\s+([a-z]+(?:\s+[a-z]+)?)(s\b|\s+family\b)`)

// heardGuests returns msg with a family name heard as other words written
// as the account's guest name (see above).
func (s *session) heardGuests(msg string) (string, error) {
	if !heardGuestRe.MatchString(msg) {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	return heardGuestRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := heardGuestRe.FindStringSubmatch(m)
		said := strings.ToLower(strings.Join(strings.Fields(sub[1]), " "))
		if name := s.heardGuest(said); name != "" {
			return m[:len(m)-len(sub[1])-len(sub[2])] + name + sub[2]
		}
		return m
	}), nil
}

// heardGuest returns the one guest family name of the account's stays that
// the phone writes as said, "" when none or several fit.
func (s *session) heardGuest(said string) string {
	found := ""
	for _, r := range s.stays {
		for _, w := range strings.Fields(r.GuestName) {
			forms := heardGuestForms[strings.ToLower(w)]
			for _, f := range forms {
				if f != said {
					continue
				}
				if found != "" && !strings.EqualFold(found, w) {
					return ""
				}
				found = w
			}
		}
	}
	return found
}
