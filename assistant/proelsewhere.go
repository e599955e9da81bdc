package assistant

import "slices"

// A pro's own work elsewhere: "dave's got a roof leak in meridian, he's
// swamped this week", "fyi kyle has a burst pipe job over in nampa all
// day tomorrow so he's slammed". The problem is the pro's, at a place
// that is not the host's (or at none the host names): news of the pro,
// why he is busy, never an emergency to book at one of the host's
// properties. A problem the pro has at a property the host names ("dave
// has a leak to fix at tamarack") stays a report.

// proElsewhereOpen are the words a piece of news may open with before the
// pro's name: "fyi kyle has …", "heads up dave's got …".
var proElsewhereOpen = map[string]bool{"fyi": true, "btw": true, "so": true, "ok": true, "okay": true, "heads": true, "up": true,
	"just": true, "oh": true, "also": true, "and": true, "note": true, "update": true}

// proElsewhereHave are the verbs that make the problem the pro's own:
// "has", "got" ("dave's got": tokenize drops the 's), "is on", "is
// dealing with".
var proElsewhereHave = map[string]bool{"has": true, "got": true, "had": true, "gets": true, "have": true}

// proElsewhereGoing are the verbs of a pro at work on something ("is
// on", "is dealing with", "is stuck at") before the problem.
var proElsewhereGoing = map[string]bool{"on": true, "dealing": true, "stuck": true, "fixing": true, "working": true, "handling": true,
	"doing": true, "tied": true, "busy": true}

// proBusyWords say the pro is taken: "he's swamped this week", "so he's
// slammed".
var proBusyWords = map[string]bool{"swamped": true, "slammed": true, "busy": true, "overbooked": true, "overloaded": true, "buried": true,
	"booked": true, "tied": true, "maxed": true, "flat": true}

// proWorkElsewhere reports whether toks, a part read as a problem report,
// say a problem of a pro's own (the pro named first, "has"/"'s got"/"is
// on" before it) at no property of the host's: a place named after
// "in"/"over in"/"at" that is none of the host's, or no place at all while
// the part also says the pro is busy. namedPlace is whether the part
// names one of the host's properties.
func (s *session) proWorkElsewhere(toks []token, namedPlace bool) bool {
	if namedPlace || isQuestion(toks) {
		return false
	}
	i := 0
	for i < len(toks) && i < 3 && proElsewhereOpen[toks[i].s] && !toks[i].used {
		i++
	}
	if i >= len(toks)-3 || !s.isProCalled(toks[i].s, firstOrFamilyName) {
		return false
	}
	k := i + 1
	switch {
	case proElsewhereHave[toks[k].s]:
		k++
		if toks[k].s == "got" {
			k++ // "has got"
		}
	case toks[k].s == "is" && k+1 < len(toks) && proElsewhereGoing[toks[k+1].s]:
		k += 2
	case proElsewhereGoing[toks[k].s]:
		k++ // "dave's dealing with …"
	default:
		return false
	}
	// The problem's clause: up to its end or the next subject.
	end := k
	for end < len(toks) && !toks[end].stop && !busySubjects[toks[end].s] && toks[end].s != "so" && toks[end].s != "and" {
		end++
	}
	if end < len(toks) && toks[end].stop {
		end++
	}
	clause := toks[k:end]
	if !isProblem(clause) && !has(clause, "job", "emergency", "call", "callout", "leak", "flood", "fire") {
		return false
	}
	if at := elsewherePlaceAt(clause); at >= 0 {
		return !s.hostPlaceWord(clause[at:])
	}
	return proSaidBusy(toks[end:])
}

// elsewherePlaceAt is the index in clause of the first word of a place
// said after "in", "over in", "up in", "out in", "down in" or "at" (a
// room, "in the kitchen", is no place: -1 then, as when none is said).
func elsewherePlaceAt(clause []token) int {
	for k := 0; k+1 < len(clause); k++ {
		if clause[k].s != "in" && clause[k].s != "at" {
			continue
		}
		n := clause[k+1]
		if n.s == "the" || n.s == "a" || n.s == "his" || n.s == "her" || n.s == "their" || n.s == "my" || n.s == "our" || isDigits(n.s) || !isLetters(n.s) {
			continue
		}
		return k + 1
	}
	return -1
}

// hostPlaceWord reports whether the words that open toks (a place's, up
// to the clause's end) name a place of the host's: a word of a
// property's name, street or city.
func (s *session) hostPlaceWord(toks []token) bool {
	for k := 0; k < len(toks) && k < 3; k++ {
		w := toks[k].s
		for _, a := range s.addrs {
			if slices.Contains(words(a.Name()), w) && !genericWords[w] || slices.Contains(words(a.Street), w) || slices.Contains(words(a.City), w) {
				return true
			}
		}
		if toks[k].stop {
			break
		}
	}
	return false
}

// proSaidBusy reports whether toks, the words after the problem's
// clause, say the pro is taken: "he's swamped this week", "so he's
// slammed", "she's flat out".
func proSaidBusy(toks []token) bool {
	for k := 0; k+1 < len(toks) && k < 4; k++ {
		if !busySubjects[toks[k].s] {
			continue
		}
		j := k + 1
		for j < len(toks) && slices.Contains([]string{"is", "s", "really", "so", "totally", "pretty", "all", "completely", "going", "to", "be"}, toks[j].s) {
			j++
		}
		return j < len(toks) && proBusyWords[toks[j].s]
	}
	return false
}

// proElsewhereNews answers the news of a pro's work elsewhere (in, read
// by proWorkElsewhere) with the pro's jobs then, for the host to say
// which to move or give away, and says that nothing was booked. ok is
// false when no one pro was read.
func (s *session) proElsewhereNews(in request) (Reply, bool, error) {
	p := s.pro(in.ProID)
	if p == nil || len(in.proCandidates) > 1 {
		return Reply{}, false, nil
	}
	q := in
	q.Kind, q.Topic = kindListJobs, "jobs"
	r, err := s.listJobs(q)
	if err != nil {
		return Reply{}, false, err
	}
	r.Text = "That sounds like " + p.Name + "'s own work away from your properties, so I didn't book anything.\n" + r.Text
	return r, true, nil
}
