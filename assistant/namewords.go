package assistant

// Words inside a pro's name are the name, never a request of their own: "with
// High Desert Housekeeping" books no cleaning, "Lone Star Inspections" is no
// rating ("star") and no inspection by itself, "Hill Country Plumbing" names a
// pro, no plumbing job. The stages that look for a service or a kind of
// request read the message with those words set aside.

// withoutProNames returns a copy of toks in which every word of a pro's name
// of two words or more, said in full, is marked used: what serviceOf,
// servicesAt and classify read, the pro itself still read from toks.
func (s *session) withoutProNames(toks []token) []token {
	var out []token
	for _, p := range s.pros {
		parts := words(p.Name)
		if len(parts) < 2 {
			continue
		}
		for i := range toks {
			if n := phraseAt(toks, i, parts, false); n > 0 {
				if out == nil {
					out = append([]token(nil), toks...)
				}
				for k := i; k < i+n; k++ {
					out[k].used = true
				}
			}
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// noProYetRe is the host saying a job has no pro yet: "No vendor yet.",
// "unassigned for now", "no one yet", "nobody assigned", "leave it
// unassigned", "without a pro".
var noProYetRe = mustCompile(`(?i)\b(?:(?:no|without\s+an?)\s+(?:vendor|pro|professional|contractor|tech|cleaner|company|crew|one|body|assignee)(?:\s+assigned)?\s+(?:yet|for\s+now|at\s+the\s+moment|right\s+now)|(?:leave\s+it\s+|keep\s+it\s+|for\s+now\s+)?unassigned|nobody\s+(?:yet|assigned|for\s+now)|no\s+one\s+assigned|without\s+an?\s+(?:vendor|pro|professional|contractor)|(?:vendor|pro)\s+(?:is\s+)?tbd)\b`)

// saysNoProYet reports whether a booking's words leave it without a pro:
// then no pro is taken for it, neither one a word of the message might
// name nor the one who alone offers the service.
func saysNoProYet(raw string) bool {
	return noProYetRe.MatchString(raw)
}
