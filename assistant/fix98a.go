package assistant

import (
	"slices"
)

// fix98a: emergencies the guests live through, read whole.
//
//   - "the AC at the kaufmann house quit": a thing that stopped, its place
//     said between the thing and the verb.
//   - "the wind knocked a branch through the sliding glass door", "glass
//     everywhere": storm damage, a thing sent through what closes the house.
//   - "the AC is rattling": a sound an essential makes is a repair to book,
//     not an outage to treat as urgent.
//   - "… and the sorensens arrive at 4 today. can someone get there this
//     morning?": the guests' arrival hour, even with its day, is not the
//     visit's when another time is asked for it.

// essentialQuitAt reports "the AC at the casita quit", "the heater in the
// cabin quits on us": an essential, then where it is, then "quit" (a
// person or a company that quits is no problem).
func essentialQuitAt(toks []token) bool {
	for i, t := range toks {
		if t.s != "quit" && t.s != "quits" {
			continue
		}
		for j := i - 1; j >= max(0, i-7); j-- {
			if toks[j].stop || slices.Contains(roleWords, toks[j].s) ||
				slices.Contains([]string{"guy", "gal", "guys", "man", "lady", "company", "crew", "team", "service", "people", "who", "tech"}, toks[j].s) {
				break
			}
			if slices.Contains(essentials, toks[j].s) {
				if between := toks[j+1 : i]; has(between, "at", "in") {
					return true
				}
				break
			}
		}
	}
	return false
}

// forceVerbs send a thing through what closes a house: "the wind blew a
// chair through the window".
var forceVerbs = map[string]bool{"knocked": true, "knock": true, "blew": true, "blown": true, "crashed": true, "smashed": true,
	"flew": true, "fell": true, "punched": true, "threw": true, "thrown": true, "hurled": true, "slammed": true}

// barrierWords close a house: what a thing sent through it breaks.
var barrierWords = map[string]bool{"door": true, "window": true, "windows": true, "glass": true, "roof": true, "wall": true,
	"ceiling": true, "windshield": true, "skylight": true, "slider": true, "screen": true, "pane": true}

// damageThrough reports storm damage: "knocked a palm frond through the
// sliding glass door", "a branch went thru the skylight", "glass
// everywhere".
func damageThrough(toks []token) bool {
	if hasPhrase(toks, "glass everywhere") || hasPhrase(toks, "glass all over") || hasPhrase(toks, "broken glass") || has(toks, "shards") {
		return true
	}
	for i, t := range toks {
		if t.s != "through" && t.s != "thru" {
			continue
		}
		barrier := false
		for k := i + 1; k < len(toks) && k <= i+4; k++ {
			if barrierWords[toks[k].s] {
				barrier = true
				break
			}
			if toks[k].stop {
				break
			}
		}
		if !barrier {
			continue
		}
		for j := i - 1; j >= max(0, i-6); j-- {
			if toks[j].stop {
				break
			}
			if forceVerbs[toks[j].s] {
				return true
			}
		}
	}
	return false
}

// soundWords are the sounds a thing makes.
var soundWords = map[string]bool{"rattling": true, "rattles": true, "rattle": true, "noise": true, "noises": true, "noisy": true,
	"loud": true, "squeaking": true, "squeaky": true, "squealing": true, "screeching": true, "humming": true, "buzzing": true,
	"clanking": true, "knocking": true, "banging": true, "bangs": true, "whistling": true, "grinding": true, "clicking": true}

// soundOnly reports a problem said only as a sound ("the AC is
// rattling", "the furnace makes a weird humming noise"): with the sound
// words gone, no problem is left.
func soundOnly(toks []token) bool {
	if !slices.ContainsFunc(toks, func(t token) bool { return soundWords[t.s] }) {
		return false
	}
	return !isProblem(slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return soundWords[t.s] }))
}

// arrivalWhen reports whether the when of the report p is only the hour
// its guests arrive ("the pool pump is screeching and the sorensens
// arrive at 4 today"): a fact of the report, not the visit's time, when
// the part after asks for one ("… can blue oasis get there this
// morning?").
func (s *session) arrivalWhen(p *request) bool {
	if p.Kind != kindReport || p.When == nil || !p.When.HasTime || p.When.Soft {
		return false
	}
	toks := tokenize(p.rawText)
	for i := 1; i+1 < len(toks); i++ {
		switch toks[i].s {
		case "arriving", "arrive", "arrives", "landing", "land", "lands", "checkin":
		default:
			continue
		}
		if w := toks[i-1].s; !slices.Contains([]string{"guests", "guest", "they", "family", "folks"}, w) && !(len(w) > 2 && s.guestWord(w, w)) {
			continue
		}
		k := i + 1
		if toks[k].s == "at" || toks[k].s == "around" || toks[k].s == "by" {
			k++
		}
		if k < len(toks) {
			if h, _, _, ok := readClock(toks, k); ok && h%12 == p.When.Hour%12 {
				return true
			}
		}
	}
	return false
}

// keepThenGive reads a follow-up that takes back a cancel and gives the
// job to someone instead ("cancel the roof inspection" → "actually, don't
// cancel it after all. just give it to denise"): the job just cancelled
// comes back as it was, then goes to that pro. ok is false when msg does
// not open with such a take-back, the message before did not cancel one
// job that can come back, or the rest is not only a pro for "it".
func (s *session) keepThenGive(req Request) ([]request, bool, error) {
	j, head, rest, err := s.cancelTakenBack(req)
	if j == nil || err != nil {
		return nil, false, err
	}
	toks := tokenize(rest)
	if !has(toks, "it", "that", "this") || !has(toks, "give", "assign", "hand", "put", "have", "send") {
		return nil, false, nil
	}
	reqs, err := s.parse(rest, req.Context)
	if err != nil || len(reqs) != 1 {
		return nil, false, err
	}
	n := reqs[0]
	if n.ProID == 0 || n.When != nil || n.NewWhen != nil || n.Shift != 0 || n.JobID != 0 && n.JobID != j.ID ||
		n.namedPlace && n.AddressID != j.AddressID || n.Service != "" && n.Service != j.ServiceType || n.all {
		return nil, false, nil
	}
	give := request{Kind: kindEdit, JobID: j.ID, ProID: n.ProID, proCandidates: n.proCandidates, rawText: rest}
	back := request{Kind: kindReinstate, JobID: j.ID, rawText: head}
	return []request{back, give}, true, nil
}
