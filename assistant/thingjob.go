package assistant

import (
	"slices"

	"github.com/stewardhq/steward"
)

// A job named by what it is about: "put marco on the radiator", "add a
// note to the AC job at casa", "push the dishwasher one to thursday",
// "the gate latch, make it 2pm". No service is said; the thing the
// host names is in the notes of a job still to come. Reading then goes
// on as if the job's service had been said after the thing ("the
// radiator maintenance"), so the request is about that job, whatever it asks.

// thingVerbs are the words that act on or ask about a job that exists;
// without one, a thing named is a problem to report ("the radiator is
// banging again") or a visit to book ("look at the hot tub").
var thingVerbs = []string{"move", "push", "reschedule", "postpone", "bump", "delay", "cancel", "scrap", "assign", "reassign",
	"put", "give", "hand", "confirm", "note", "notes", "instead", "handle", "take", "cover", "who", "whos", "when", "whens",
	"status", "mark", "change", "switch", "swap", "earlier", "later", "sooner", "unassign", "do", "doing", "make"}

// putsUp reports "put the hurricane shutters up", "put up the new
// mailbox": work that puts a thing in place, not a pro put on a job.
func putsUp(toks []token) bool {
	for i, t := range toks {
		if t.s != "put" {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+5; j++ {
			if toks[j].s == "on" || toks[j].s == "to" || toks[j].stop {
				break
			}
			if toks[j].s == "up" {
				return true
			}
		}
	}
	return false
}

// relativeWho reports whether t is a "who" that follows a noun inside a
// sentence ("they have grandkids who will live in that pool", "the
// guests who left"): a relative pronoun that asks nothing about a job,
// unlike "who's on the pool job". Only a "who" that opens its sentence
// (or follows "and", "but", "so") asks.
func relativeWho(toks []token, t token) bool {
	if t.s != "who" && t.s != "whos" {
		return false
	}
	for i := range toks {
		if toks[i] != t {
			continue
		}
		if i == 0 || toks[i-1].stop || slices.Contains([]string{"and", "but", "so", "also", "or", "then", "ok", "okay", "and,"}, toks[i-1].s) {
			return false
		}
		return true
	}
	return false
}

// thingNouns stand for the job in "the AC job", "the dishwasher one",
// "the gfci thing": the service's word takes their place.
var thingNouns = map[string]bool{"job": true, "thing": true, "one": true, "issue": true, "problem": true, "visit": true,
	"appointment": true, "appt": true, "work": true}

// serviceWord is the word read for a job of service sv.
func serviceWord(sv steward.ServiceType) string {
	switch sv {
	case steward.Cleaning:
		return "cleaning"
	case steward.Inspection:
		return "inspection"
	case steward.Restocking:
		return "restock"
	}
	return "maintenance" // not "repair", which also reports a problem
}

// nameThings returns toks with the service of the job a thing names read
// after the thing, or toks unchanged when the message names a service,
// names no thing after "the"/"that"/"this", or the thing fits jobs of
// different services or none (at the property in names, if it names one).
func (s *session) nameThings(toks []token, in request) ([]token, error) {
	// A booking names the work of a new visit ("book him … to change
	// the ac filters"), never the job that exists.
	acts := has(slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.s == "put" && putsUp(toks) || relativeWho(toks, t) }), thingVerbs...) || hasPhrase(toks, "no need") || hasPhrase(toks, "dont need") || hasPhrase(toks, "don't need") ||
		hasPhrase(toks, "not needed") // "no need for the heat tape job anymore"
	if _, _, ok := serviceOf(toks); ok || !acts ||
		has(toks, "book", "schedule", "arrange", "create", "new", "extra", "second", "also", "plan", "request", "order") ||
		anotherVisit(toks) ||
		hasPhrase(toks, "look at") || hasPhrase(toks, "take a look") || hasPhrase(toks, "check on") {
		return toks, nil
	}
	// The content words after each determiner: "the blake radiator",
	// "the sticking lock", "the AC".
	type phrase struct{ words []int }
	var phrases []phrase
	except := len(toks)
	for k, t := range toks {
		if t.s == "except" || t.s == "besides" || t.s == "but" && k+1 < len(toks) && toks[k+1].s == "not" {
			except = k // "cancel everything … except the heat tape": what is kept names no job to act on
			break
		}
	}
	for k, t := range toks {
		if k >= except {
			break
		}
		// After "the", or after a property's name: "the brownstone lock
		// job", whose "the" is the name's.
		// Or at the start of the message: "shutters at fleming - earl
		// needs another day, make it sat".
		start := k == 0 && !t.used && isLetters(t.s) && !stopWords[t.s] && !determiners[t.s]
		if !start && !(t.used && !t.email && k+1 < len(toks) && !toks[k+1].used) && (t.used || t.s != "the" && t.s != "that" && t.s != "this") {
			continue
		}
		var p phrase
		first := k + 1
		if start {
			first = k
		}
		for j := first; j < len(toks) && len(p.words) < 3; j++ {
			w := toks[j]
			if w.used && !w.email {
				continue // the property's name: "the blake radiator"
			}
			if personNouns[w.s] {
				// "cancel the pier guys tomorrow", "the lift company": who
				// does the work (thingPro), never a thing a job's notes
				// name ("… the pier for ice damage").
				p.words = nil
				break
			}
			if w.email || !isLetters(w.s) || stopWords[w.s] && !thingNouns[w.s] || isDateWord(w.s) || dayParts[w.s] != 0 || determiners[w.s] {
				break
			}
			if thingNouns[w.s] {
				break
			}
			p.words = append(p.words, j)
			if toks[j].stop {
				break
			}
		}
		if n := len(p.words); n > 0 && tradeBeforePerson(toks, p.words[n-1]) {
			// "the pier and lift guys", "the pool & spa company": the
			// pro's trades, not a thing.
			p.words = nil
		}
		if len(p.words) > 0 {
			phrases = append(phrases, p)
		}
	}
	if len(phrases) == 0 {
		return toks, nil
	}
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return nil, err
	}
	if err := s.loadStays(); err != nil {
		return nil, err
	}
	guests := map[string]bool{} // "the beckers leave saturday": guests, not a thing
	for _, r := range s.stays {
		for _, w := range words(r.GuestName) {
			guests[w], guests[w+"s"], guests[w+"es"] = true, true, true
		}
	}
	// From the last phrase to the first, so that the places of the ones
	// before stay where they are: "cancel the lock job and the
	// dishwasher one".
	for k := len(phrases) - 1; k >= 0; k-- {
		p := phrases[k]
		if w := toks[p.words[0]].s; guests[w] || w == "owner" || w == "owners" {
			// ("cancel the welcome basket; the owner will provide it
			// personally": who takes the work over, never the "Owner's
			// quarterly inspection".)
			// "when do the lindgrens check out?": the phrase names the
			// guests, and what follows is their coming or going, never
			// a job's thing (an "… extinguisher check").
			continue
		}
		best, bestScore, last := []*steward.Job(nil), 0, -1
		for _, j := range jobs {
			if j.Notes == nil || !j.Cancellable() && j.Status != steward.StatusInProgress {
				continue
			}
			if in.AddressID != 0 && j.AddressID != in.AddressID && !slices.Contains(in.addrCandidates, j.AddressID) {
				continue // "the smoke detectors at the loft": the loft's, or none
			}
			notes := words(*j.Notes)
			score, end := 0, -1
			for _, i := range p.words {
				w := toks[i].s
				if genericWords[w] || len(w) < 2 || slices.Contains(roleWords, w) || roleServices[w] != "" || w == "guy" || w == "company" ||
					guests[w] || leaveWords[w] || arriveWords[w] || stayVerbs[w] || conditionWords[w] ||
					(w == "check" || w == "checks" || w == "checking") && i+1 < len(toks) && (toks[i+1].s == "out" || toks[i+1].s == "in") {
					// "have the super do it": the pro, whatever the notes say.
					continue
				}
				for _, n := range notes {
					if n == w || len(w) >= 4 && (len(w) >= 6 && similar(n, w) || singular(n) == singular(w)) {
						score, end = score+1, i
						break
					}
				}
			}
			switch {
			case score > bestScore:
				best, bestScore, last = []*steward.Job{j}, score, end
			case score == bestScore && score > 0:
				best = append(best, j)
				last = max(last, end)
			}
		}
		if bestScore == 0 {
			continue
		}
		sv := best[0].ServiceType
		for _, j := range best {
			if j.ServiceType != sv {
				sv = ""
			}
		}
		if sv == "" {
			continue
		}
		word := serviceWord(sv)
		out := make([]token, 0, len(toks)+1)
		out = append(out, toks[:last+1]...)
		if last+1 < len(toks) && thingNouns[toks[last+1].s] && !toks[last+1].used {
			t := toks[last+1]
			t.s, t.thing = word, true // "the AC job" reads "the AC maintenance"
			out = append(out, t)
			out = append(out, toks[last+2:]...)
		} else {
			out = append(out, token{s: word, raw: word, stop: toks[last].stop, thing: true})
			out[last].stop = false
			out = append(out, toks[last+1:]...)
		}
		toks = out
	}
	return toks, nil
}

// anotherVisit reports whether "another" asks for a visit more ("book
// another"), not for time ("earl needs another day").
func anotherVisit(toks []token) bool {
	for i, t := range toks {
		if t.used || t.s != "another" {
			continue
		}
		if i+1 < len(toks) && slices.Contains([]string{"day", "days", "night", "hour", "week", "time", "minute", "min"}, toks[i+1].s) {
			continue
		}
		return true
	}
	return false
}

// conditionWords open a condition or negate one ("if not pls kill it",
// "unless it's done"): never a thing a job's notes describe, even when
// the notes say "not".
var conditionWords = map[string]bool{"if": true, "not": true, "unless": true, "otherwise": true, "whether": true, "no": true, "never": true}

// tradeBeforePerson reports a word said before a word for who does the
// work, or before "and"/"&" and another such word ("the pier guys", "the
// pier and lift guys", "the pool & spa company"): the trade that names a
// pro, never a thing a job is about.
func tradeBeforePerson(toks []token, i int) bool {
	if i+1 < len(toks) && personNouns[toks[i+1].s] {
		return true
	}
	return i+3 < len(toks) && (toks[i+1].s == "and" || toks[i+1].s == "&") &&
		(personNouns[toks[i+3].s] || i+4 < len(toks) && personNouns[toks[i+4].s])
}
