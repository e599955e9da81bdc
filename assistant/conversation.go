package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// Conversations: what the earlier messages of a conversation give the
// next one. A pending question is completed by its answer (resume, in
// parse.go); an offer the assistant made ("Want me to set up the turnover
// clean after check-out?") is taken up by "yes" and dropped by "no"; and
// the job the conversation is about is what "it" and "that" mean.

// turnoverOffer ends the reply to a new stay; "yes" to it books the
// turnover (offerOf).
const turnoverOffer = "Want me to set up the turnover clean after check-out?"

// focusOf returns the job the conversation is about: the last job an
// earlier reply acted on or named alone, 0 when none.
func focusOf(history []*steward.Message) int64 {
	for i := len(history) - 1; i >= 0; i-- {
		m := history[i]
		for k := len(m.Actions) - 1; k >= 0; k-- {
			a := m.Actions[k]
			if a.JobID != nil {
				return *a.JobID
			}
			if len(a.JobIDs) == 1 {
				return a.JobIDs[0]
			}
		}
	}
	return 0
}

// offerOf returns the request the last reply offered to carry out, nil
// when it offered nothing.
func offerOf(history []*steward.Message) *request {
	if len(history) == 0 {
		return nil
	}
	last := history[len(history)-1]
	if last.Status != steward.MessageCompleted || last.Response == nil || !strings.HasSuffix(*last.Response, turnoverOffer) {
		return nil
	}
	for _, a := range last.Actions {
		if a.Type == steward.ActionReservationCreated && a.ReservationID != nil {
			return &request{Kind: kindTurnover, Service: steward.Cleaning, ReservID: *a.ReservationID}
		}
	}
	return nil
}

// isAcceptance reports whether a message only says yes.
func isAcceptance(msg string) bool {
	switch strings.Trim(strings.ToLower(strings.TrimSpace(msg)), ".!") {
	case "yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "yes please", "please do", "go ahead",
		"sounds good", "sure thing", "yes do it", "please", "absolutely", "of course", "definitely", "perfect", "great":
		return true
	}
	return false
}
