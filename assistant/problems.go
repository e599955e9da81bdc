package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// Problems a host reports, read whole: a thing that quit ("the AC at the
// casita quit"), storm damage ("a branch through the sliding glass
// door"), a sound alone (a repair, not an outage), a thing that will not
// charge (a fault, not a price question), a trade sent at once ("Send
// plumber asap") that no pro is known as, "as soon as he can" today, and
// the answer to "When should I schedule …?".

// namesTrade reports whether toks name a pro by trade ("the handyman in
// Hilo", "the plumber's"): a contact wanted of such a pro is a question
// that contact answers by that trade, never a booking.
func namesTrade(toks []token) bool {
	for _, t := range toks {
		if _, ok := roleServices[strings.TrimSuffix(t.s, "s")]; ok {
			return true
		}
	}
	return false
}

// sendTradeNowRe is a last sentence that sends a trade at once, after the
// sentence that says the problem: "… Send plumber asap.", "… pls send an
// electrician urgently".
var sendTradeNowRe = mustCompile(`(?i)^(?:(?:pls|please|plz|kindly)\s+)?send\s+(?:a\s+|an\s+|the\s+|some\s+)?(plumber|electrician|handyman|carpenter|technician|ac\s+technician|ac\s+guy|mechanic|locksmith|painter|pest\s+control|someone|somebody|someone\s+to\s+check)\s+(asap|urgently|immediately|right\s+away|now|today\s+itself|at\s+the\s+earliest)\s*[.!]*\s*$`)

// sendTradeNow joins a sentence that sends a trade at once
// (sendTradeNowRe) to the problem said before it, so that the visit is
// for that problem (its notes name it) and urgent.
func sendTradeNow(msg string) string {
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	n := len(sents)
	if n < 2 || n-2 >= len(seps) || strings.Contains(seps[n-2], "?") || !sendTradeNowRe.MatchString(strings.TrimSpace(sents[n-1])) {
		return msg
	}
	seps[n-2] = ", "
	sents[n-1] = strings.ToLower(sents[n-1][:1]) + sents[n-1][1:]
	return joinSentences(sents, seps)
}

// sendProNowRe is a last sentence that sends a pro named at once: "Please
// dispatch Cool Breeze at the earliest.", "kindly send Rick over
// immediately". The pro is in the first group.
var sendProNowRe = mustCompile(`(?i)^(?:(?:pls|please|plz|kindly)\s+)?(?:send|dispatch|get)\s+([a-z][\w'’&-]*(?:\s+[a-z][\w'’&-]*){0,3}?)\s+(?:over\s+|out\s+|there\s+)?(?:asap|urgently|immediately|right\s+away|at\s+the\s+earliest(?:\s+possible)?|as\s+soon\s+as\s+possible)\s*[.!]*\s*$`)

// sendProNow joins a sentence that sends a pro named at once
// (sendProNowRe) to the problem said before it, as sendTradeNow does a
// trade, "dispatch" read as "send" and "at the earliest" as "asap".
func (s *session) sendProNow(msg string) string {
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	n := len(sents)
	if n < 2 || n-2 >= len(seps) || strings.Contains(seps[n-2], "?") {
		return msg
	}
	last := strings.TrimSpace(sents[n-1])
	m := sendProNowRe.FindStringSubmatch(last)
	if m == nil || !s.isProCalled(m[1], leadingNameWords) && !s.isProCalled(m[1], firstOrFamilyName) {
		return msg
	}
	if !isProblem(tokenize(sents[n-2])) {
		return msg
	}
	last = sendProVerbRe.ReplaceAllString(last, "${1}send")
	last = atTheEarliestRe.ReplaceAllString(last, "asap")
	seps[n-2] = ", "
	sents[n-1] = strings.ToLower(last[:1]) + last[1:]
	return joinSentences(sents, seps)
}

// sendProVerbRe is the verb of sendProNowRe, read as "send".
var sendProVerbRe = mustCompile(`(?i)^((?:(?:pls|please|plz|kindly)\s+)?)dispatch\b`)

// atTheEarliestRe is "at the earliest (possible)" said with no day.
var atTheEarliestRe = mustCompile(`(?i)\bat\s+the\s+earliest(?:\s+possible)?\b`)

// notChargingRe is a thing that will not charge: "the inverter is not
// charging", "golf cart stopped charging", "battery won't charge".
var notChargingRe = mustCompile(`(?i)\b(?:not|isn't|isnt|is\s+not|stopped|won't|wont|doesn't|doesnt|not\s+getting|no)\s+(?:charging|charge|charged)\b`)

// notCharging reports whether the words say a thing does not charge: a
// fault, not a question about a price.
func notCharging(toks []token) bool {
	var ws []string
	for _, t := range toks {
		ws = append(ws, t.s)
	}
	return notChargingRe.MatchString(strings.Join(ws, " "))
}

// urgentWithoutRole books an emergency sent to a pro named only by trade
// ("send plumber asap") that no pro is known as: without a pro, rather
// than asking first, and the reply says who to name.
func (s *session) urgentWithoutRole(in request) (step, error) {
	role := in.rolePro
	in.rolePro = ""
	st, err := s.schedule(in)
	if err == nil && len(st.changes) > 0 {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string {
			return say(w) + " It has no pro yet: I don't know who “" + role + "” is, so tell me who should go."
		}
	}
	return st, err
}

// urgentRoleNote is what the reply of an emergency booked without a pro
// adds when the host sent a trade no pro is known as ("pls send
// electrician urgently"): that it has no pro yet, and who to name.
func urgentRoleNote(in request) string {
	if !in.Urgent || in.ProID != 0 || in.rolePro == "" {
		return ""
	}
	return " It has no pro yet: I don't know who “" + in.rolePro + "” is, so tell me who should go."
}

// answerWhenReport carries what an answer to "When should I schedule …?"
// says besides the time to the visit asked about (p): "need wade out at
// the bear den" → "fri morning, the johnsons say the hot tub wont heat
// up" is a repair the guests report, done during their stay if need be,
// its problem the visit's notes.
func (s *session) answerWhenReport(p *request, in request) {
	if p.Kind != kindSchedule || p.Service != steward.Maintenance {
		return
	}
	toks := tokenize(in.rawText)
	if in.DuringStay || guestsAsked(toks) || s.guestSaid(toks) {
		p.DuringStay = true
	}
	if p.Notes == "" && in.Kind == kindReport && in.Notes != "" && (in.AddressID == 0 || in.AddressID == p.AddressID) {
		p.Notes = in.Notes
	}
}

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
	if p.Kind != kindReport || p.When == nil || p.When.Soft || !p.When.HasTime && !p.When.HasDate {
		return false
	}
	toks := tokenize(p.rawText)
	for i := 1; i+1 < len(toks); i++ {
		switch toks[i].s {
		case "arriving", "arrive", "arrives", "landing", "land", "lands", "checkin":
		case "get", "gets", "getting":
			if !slices.Contains([]string{"to", "in", "there", "here"}, toks[i+1].s) {
				continue // ("the delgados get to the bungalow friday at 3": their arrival)
			}
		default:
			continue
		}
		if w := toks[i-1].s; !slices.Contains([]string{"guests", "guest", "they", "family", "folks"}, w) && !(len(w) > 2 && s.guestWord(w, w)) {
			continue
		}
		if !p.When.HasTime {
			// "the Whitakers arrive at Leysbourne tomorrow and the
			// boiler's packed up … can Dave get there today?": the day
			// said a few words after the guests' arrival is theirs.
			if slices.ContainsFunc(p.dates, func(d When) bool {
				return d.start > i && d.start <= i+5 && !d.HasTime && d.Year == p.When.Year && d.Month == p.When.Month && d.Day == p.When.Day
			}) {
				return true
			}
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
		if slices.ContainsFunc(p.dates, func(d When) bool {
			// "O'Briens arrive at Harbour Edge tomorrow at 2": the place
			// between the verb and the guests' day and hour.
			return d.start > i && d.start <= i+6 && d.HasTime && d.Hour == p.When.Hour && d.Minute == p.When.Minute &&
				(!d.HasDate || d.Year == p.When.Year && d.Month == p.When.Month && d.Day == p.When.Day)
		}) {
			return true
		}
	}
	return false
}

// otherDay reports whether a and b, both with a date, fall on other days.
func otherDay(a, b When) bool {
	return a.HasDate && b.HasDate && (a.Year != b.Year || a.Month != b.Month || a.Day != b.Day)
}

// soonTodayReport reads a problem reported with "as soon as he can"
// ("asap", "right away") and a loose part of today ("this morning", "this
// afternoon", said of the visit or of guests who arrive): the visit is as
// soon as it can be today, the urgent window, never the part of the day's
// hour the words would give a plain booking.
func (s *session) soonTodayReport(out []request) {
	for k := range out {
		in := &out[k]
		if in.Kind != kindReport || in.When == nil || !in.When.Soft || !in.When.HasDate || in.anc != nil || in.JobID != 0 {
			continue
		}
		toks := tokenize(in.rawText)
		if !has(toks, "asap") && !hasPhrase(toks, "right away") && !hasPhrase(toks, "soon as possible") && !sentDirectly(toks) &&
			!hasPhrase(toks, "as soon as he can") && !hasPhrase(toks, "as soon as she can") && !hasPhrase(toks, "as soon as they can") &&
			!hasPhrase(toks, "as soon as you can") && !hasPhrase(toks, "as soon as someone can") {
			continue
		}
		now := s.now.In(s.loc(in.AddressID))
		if in.When.Year != now.Year() || in.When.Month != now.Month() || in.When.Day != now.Day() {
			continue
		}
		in.factDates = append(in.factDates, *in.When)
		in.When, in.Urgent = nil, true
	}
}

// problemsAtTwoPlaces reports whether head and rest each report a problem
// at a property of their own: "at", "in" or "@" then a word of a
// property's name that the other side does not say.
func problemsAtTwoPlaces(head, rest []string, places map[string]bool) bool {
	placeAt := func(fs []string) string {
		for k := 0; k+1 < len(fs); k++ {
			if p := strings.ToLower(strings.Trim(fs[k], ",.;:!?")); p != "at" && p != "in" && p != "@" {
				continue
			}
			w := strings.ToLower(strings.Trim(fs[k+1], ",.;:!?"))
			if w == "the" && k+2 < len(fs) {
				w = strings.ToLower(strings.Trim(fs[k+2], ",.;:!?"))
			}
			if places[w] || places["~"+w] {
				return w
			}
		}
		return ""
	}
	hp, rp := placeAt(head), placeAt(rest)
	if hp == "" || rp == "" || hp == rp {
		return false
	}
	said := func(fs []string, w string) bool {
		return slices.ContainsFunc(fs, func(f string) bool { return strings.ToLower(strings.Trim(f, ",.;:!?")) == w })
	}
	return !said(head, rp) && !said(rest, hp) && isProblem(tokenize(strings.Join(head, " "))) && isProblem(tokenize(strings.Join(rest, " ")))
}
