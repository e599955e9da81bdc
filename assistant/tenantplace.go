package assistant

import (
	"slices"

	"github.com/stewardhq/steward"
)

// A tenant names the place: a landlord says "Mrs Alvarez's toilet keeps
// running", "get Sal to the Okafors", "Tom Kowalski says the back door
// won't lock", not the property. When a request names no property, or
// only a place that is no property ("the Okafors"), and its words name the
// guest of exactly one long stay (longStay) that is on now (check-in ≤
// now < check-out), the property is that stay's; a holiday guest's name
// is left to the readers of guests. A name matched only nearly, a name that is
// also a pro's, or guests of two places name nothing: the question stays.
//
// tenantPlace gives such requests of out their tenant's property.
func (s *session) tenantPlace(out []request) {
	for k := range out {
		in := &out[k]
		if in.AddressID != 0 || len(in.addrCandidates) > 0 || len(in.places) > 0 || in.namedPlace && in.unknownPlace == "" {
			continue
		}
		switch in.Kind {
		case kindSchedule, kindReport, kindReschedule, kindEdit, kindCancel, kindQuestion, kindHelp:
		default:
			continue
		}
		if id := s.tenantAddress(tokenize(in.rawText)); id != 0 {
			in.AddressID, in.unknownPlace = id, ""
		}
	}
}

// tenantAddress is the property of the one long stay on now whose guest toks
// name in full or by a whole word of the name ("alvarez", "okafors",
// "priya"), 0 when none or several.
func (s *session) tenantAddress(toks []token) int64 {
	if len(toks) == 0 || s.loadStays() != nil {
		return 0
	}
	var stays []*steward.Reservation
	var names []string
	for _, r := range s.stays {
		if r.Status == steward.ReservationConfirmed && !s.now.Before(r.CheckIn) && s.now.Before(r.CheckOut) && longStay(r) {
			stays = append(stays, r)
			names = append(names, r.GuestName)
		}
	}
	var proWords []string
	for _, p := range s.pros {
		proWords = append(proWords, words(p.Name)...)
	}
	var found int64
	for _, m := range matchPeople(toks, names) {
		if m.score < 2 {
			continue
		}
		said := toks[m.at.start].s
		if slices.Contains(proWords, said) || slices.Contains(proWords, singular(said)) {
			continue
		}
		if id := stays[m.index].AddressID; found != 0 && found != id {
			return 0
		} else {
			found = id
		}
	}
	return found
}
