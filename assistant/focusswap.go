package assistant

import "github.com/stewardhq/steward"

// focusSwap returns the job the conversation is about when the request
// swaps its pro, called by a pronoun, for the one it names: "who's got
// the redwood clean friday" → "swap them for marisol" (also "replace him
// with kenji", "switch her out for dom", "put lena on it instead of
// them") gives that cleaning to Marisol. The pro named is the new one,
// never the one whose jobs are meant; nil when the request says anything
// else of a job (a place, a service, a day) or the job is that pro's.
func (s *session) focusSwap(in request) (*steward.Job, error) {
	if s.focus == 0 || in.Kind != kindEdit || in.ProID == 0 || in.FromPro != 0 || in.namedPlace || in.Service != "" ||
		in.When != nil || in.NewWhen != nil || in.Shift != 0 || in.SetNotes != "" || in.Unassign {
		return nil, nil
	}
	toks := tokenize(in.rawText)
	if !has(toks, "swap", "switch", "swop", "replace", "sub", "instead") || !has(toks, "them", "him", "her", "they", "he", "she") {
		return nil, nil
	}
	j, err := s.focusJob()
	if j == nil || err != nil {
		return nil, err
	}
	if !j.Cancellable() || derefID(j.ProID) == 0 || derefID(j.ProID) == in.ProID {
		return nil, nil
	}
	return j, nil
}
