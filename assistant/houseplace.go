package assistant

// A property whose nickname is a part of a house ("The Attic Flat"): the
// word said alone names no property ("the leak in the attic"), but a stay
// is always at a property, so for a stay that names none, "the attic"
// said as a place is the one property whose nickname has that word.

// stayPlaceByHousePart returns the one property whose nickname holds a
// house-part word that in says right after "the", or 0.
func (s *session) stayPlaceByHousePart(in request) int64 {
	if in.AddressID != 0 || len(in.addrCandidates) > 0 || in.unknownPlace != "" {
		return 0
	}
	toks := tokenize(in.rawText)
	var found int64
	for _, a := range s.addrs {
		if a.Nickname == nil {
			continue
		}
		for _, w := range words(*a.Nickname) {
			if !houseParts[w] || !hasPhrase(toks, "the "+w) {
				continue
			}
			if found != 0 && found != a.ID {
				return 0 // two properties share the word: asked
			}
			found = a.ID
		}
	}
	return found
}
