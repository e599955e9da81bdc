package assistant

import (
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Literal English: a host who writes English with her own
// language's word order, as a translator leaves it ("When comes the pool
// man to the Lanai House?", "take her out from this job and let it open").
// Each is read as the plain English the engine knows; nothing else of the
// message changes.

// invertedWhenRe is a question with the verb before its subject: "When
// comes the pool man to the Lanai House?", "What time arrives Kokua
// tomorrow?", "When come the guests Weber?". The subject runs to a
// preposition, a day word or the end of the sentence.
var invertedWhenRe = mustCompile(`(?i)\b(when|what\s+time)\s+(comes|arrives|starts|come|arrive|start)\s+((?:the\s+)?[a-z][a-z'.-]*(?:\s+[a-z][a-z'.-]*){0,3}?)(\s+(?:to|at|on|in|for|today|tomorrow|tonight|this|next)\b|\s*[?.!]|\s*$)`)

// takeOutFromRe is "take her out from this job", "take Megan out of the
// cleaning": off the job.
var takeOutFromRe = mustCompile(`(?i)\b(take|took|taking)\s+(her|him|them|[a-z]+)\s+out\s+(?:from|of)\s+`)

// letItOpenRe is "let it open", "leave it open" said of a job a pro was
// taken off: left unassigned. Read only beside a pro taken off a job, so
// "leave the gate open" stays a note.
var letItOpenRe = mustCompile(`(?i)\b(?:let|leave)\s+it\s+(?:open|free|empty)\b`)

// takenOffRe is a pro taken off a job, as the engine reads it.
var takenOffRe = mustCompile(`(?i)\b(?:take|took|taking|remove|pull)\s+(?:her|him|them|[a-z]+)\s+off\b`)

// literalEnglish returns msg with a translator's word order read as plain
// English.
func literalEnglish(msg string) string {
	msg = invertedWhenRe.ReplaceAllStringFunc(msg, func(m string) string {
		p := invertedWhenRe.FindStringSubmatch(m)
		aux, verb := "does", p[2]
		switch verb {
		case "come", "arrive", "start", "Come", "Arrive", "Start":
			aux = "do"
		default:
			verb = verb[:len(verb)-1]
		}
		return p[1] + " " + aux + " " + p[3] + " " + verb + p[4]
	})
	msg = takeOutFromRe.ReplaceAllString(msg, "$1 $2 off ")
	if takenOffRe.MatchString(msg) {
		msg = letItOpenRe.ReplaceAllString(msg, "leave it unassigned")
	}
	return msg
}

// otherCustomer reports whether a statement says someone is busy with
// another customer or client ("Tom has in the morning another customer",
// "she has another client then"): why a job moves, with the words in a
// translator's order (the part of day before the object).
func otherCustomer(toks []token) bool {
	for i, t := range toks {
		if t.s != "has" && t.s != "have" && t.s != "had" {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+6; j++ {
			switch toks[j].s {
			case "customer", "customers", "client", "clients", "appointment", "appointments", "job", "jobs":
				if toks[j-1].s == "another" || toks[j-1].s == "other" {
					return true
				}
			}
		}
	}
	return false
}

// accessHoursRe is a clause that only says when a place can be entered
// ("the gate is only open from 10", "the office opens at 9", "the building
// is locked until 8"): why a time was chosen, said after the request.
var accessHoursRe = mustCompile(`(?i)^\s*(?:the|our|their)\s+[a-z]+(?:\s+[a-z]+){0,2}\s+(?:(?:is|are|gets|get|will\s+be)\s+(?:only\s+)?(?:open|opened|closed|locked|unlocked|accessible)|(?:only\s+)?(?:opens|closes|open|close))\s+(?:only\s+)?(?:from|after|until|till|til|before|at|between)\s+[0-9][^,;!?]*[.!]?\s*$`)

// bookedAfterVisit reports whether a report that finds a visit already
// booked for the same thing (j) says in so many words to book a pro on a
// later day ("The catchment tank at Ohia Hale makes again a gurgling
// noise. Please book Keoni for Tuesday 10.3. at 13:00"): the visit booked
// will have been done by then, so this is another one, booked as asked,
// never the first moved. Without a booking verb, a pro or a later day it
// is asked about (sameProblemQuestion).
func bookedAfterVisit(in request, j *steward.Job, at time.Time) bool {
	if in.ProID == 0 || in.When == nil || !in.When.HasDate || !at.After(j.ScheduledAt.Add(24*time.Hour)) ||
		j.Status != steward.StatusPending && j.Status != steward.StatusConfirmed {
		return false
	}
	toks := tokenize(in.rawText)
	return has(toks, "book", "schedule", "arrange") && !editCue(toks)
}

// departureSaid is the check-out of the stay whose guests the message says
// leave on the day of a cleaning booked with no time ("The guests Park
// depart on 15.3. from the Sellwood House, please organize the final
// cleaning with Megan"): the cleaning after them, at their check-out
// rather than at 10:00 during their stay. Zero when the words name no
// such stay, say no leaving, or give the job a time or a shift.
func (s *session) departureSaid(in request, at time.Time) (time.Time, error) {
	if in.Service != steward.Cleaning || in.When == nil || in.When.HasTime || in.When.Soft || in.Shift != 0 || in.ReadyBy || in.AddressID == 0 {
		return time.Time{}, nil
	}
	toks := tokenize(in.rawText)
	if !has(toks, "depart", "departs", "departing", "leave", "leaves", "leaving") && !hasPhrase(toks, "check out") && !hasPhrase(toks, "checks out") {
		return time.Time{}, nil
	}
	if err := s.loadStays(); err != nil {
		return time.Time{}, err
	}
	loc := s.byAddr[in.AddressID].Location()
	for _, r := range s.stays {
		if r.AddressID != in.AddressID || r.Status != steward.ReservationConfirmed || !sameDay(r.CheckOut, at, loc) || !at.Before(r.CheckOut) {
			continue
		}
		for _, t := range toks {
			if slices.ContainsFunc(words(r.GuestName), func(w string) bool { return w != "family" && len(w) > 2 && singular(w) == singular(t.s) }) {
				return r.CheckOut, nil
			}
		}
	}
	return time.Time{}, nil
}

// setUpGoAhead are sentences that only tell to go ahead with the request
// before them, as a translator words it: "Please set this up.", "Please
// organize it.", "Please arrange this.", "Do so, please." (bareGoAhead).
var setUpGoAhead = map[string]bool{
	"set this up": true, "set it up": true, "set that up": true, "set up this": true,
	"organize it": true, "organize this": true, "organize that": true, "organise it": true, "organise this": true, "organise that": true,
	"arrange it": true, "arrange this": true, "arrange that": true, "do so": true, "make it so": true,
}

// partyNotRe is the party's new size said as the guests coming with so
// many and not so many: "The guests Fischer come tomorrow with 5 persons
// and not with 3", "the Webers arrive with 6 people, not 4". Read as "the
// Fischer party is 5 now not 3", which changes the stay's party.
var partyNotRe = mustCompile(`(?i)\b(?:the\s+guests\s+([a-z][a-z'-]+)|the\s+([a-z][a-z'-]+?)s)\s+(?:come|comes|arrive|arrives|are\s+coming|will\s+come|will\s+arrive)\b[^.,;!?]*?\bwith\s+(\d{1,2})\s+(?:persons|people|guests|pax|adults)\s*,?\s+(?:and\s+)?not\s+(?:with\s+)?(\d{1,2})(?:\s+(?:persons|people|guests|pax|adults))?\b`)

// partyFixedRe is a follow-up that only gives a number after the host
// asked how many guests come ("Please change to 6, the grandparents come
// also."): the party's new size, with its reason left out.
var partyFixedRe = mustCompile(`(?i)^\s*(?:(?:please|pls|ok|okay|then)[,]?\s+)*(?:change|correct|update|set)\s+(?:it\s+|that\s+|them\s+)?to\s+(\d{1,2})(?:\s+(?:persons|people|guests|pax))?\s*(?:[,.;!]\s*(.*))?$`)

// howManyGuestsRe is a question of how many come with named guests: "How
// many persons come with the guests Weber to Hale Nalu?", "how many
// people are in the Weber party".
var howManyGuestsRe = mustCompile(`(?i)\bhow\s+many\s+(?:persons|people|guests|pax)\b.*?\b(?:(?:the\s+)?guests\s+([a-z][a-z'-]+)|the\s+([a-z][a-z'-]+?)s\b)`)

// readPartySize rewrites the party's size said in a translator's words:
// partyNotRe in the message, and partyFixedRe right after a question
// howManyGuestsRe asked of the same guests.
func readPartySize(req Request) Request {
	req = rewriteRequest(req, func(msg string) string {
		return partyNotRe.ReplaceAllStringFunc(msg, func(m string) string {
			p := partyNotRe.FindStringSubmatch(m)
			name := p[1] + p[2]
			return "the " + name + " party is " + p[3] + " now not " + p[4]
		})
	})
	if len(req.History) == 0 {
		return req
	}
	m := partyFixedRe.FindStringSubmatch(req.Message)
	if m == nil || m[2] != "" && !reasonOnly(m[2]) {
		return req
	}
	var last string
	for i := len(req.History) - 1; i >= 0; i-- {
		if req.History[i] != nil {
			last = req.History[i].Message
			break
		}
	}
	q := howManyGuestsRe.FindStringSubmatch(last)
	if q == nil {
		return req
	}
	req.Message = "the " + q[1] + q[2] + " party is " + m[1] + " now"
	return req
}

// reasonOnly reports whether the words after a party's new size only say
// why ("the grandparents come also", "her sister joins them"): a statement
// with no request of its own.
func reasonOnly(s string) bool {
	toks := tokenize(s)
	if len(toks) == 0 || len(toks) > 10 || isQuestion(toks) {
		return false
	}
	_, _, svc := serviceOf(toks)
	return !svc && !has(toks, "please", "pls", "can", "could", "book", "schedule", "cancel", "move", "shift", "change", "add", "and")
}

// proForRe is a request with its verb left out before a pro: "please Kai
// for the hot tub", "please Keoni for the wall on Monday": that pro
// booked for it.
var proForRe = mustCompile(`\b([Pp]lease|[Pp]ls)\s+([A-Z][a-z]+)\s+for\s+`)

// withVerbForPro puts the verb back (proForRe) when the word after
// "please" is one of the account's pros' first names.
func withVerbForPro(msg string, firstNames map[string]bool) string {
	return proForRe.ReplaceAllStringFunc(msg, func(m string) string {
		p := proForRe.FindStringSubmatch(m)
		if !firstNames[strings.ToLower(p[2])] {
			return m
		}
		return p[1] + " book " + p[2] + " for "
	})
}

// readLiteral is the whole literal-English reading of req (literal.go):
// word order, the party's size, a verb left out before a pro.
func (s *session) readLiteral(req Request) Request {
	req = rewriteRequest(req, literalEnglish)
	req = rewriteRequest(req, dayAfterGone)
	req = readPartySize(req)
	first := map[string]bool{}
	for _, p := range s.pros {
		if f := strings.Fields(strings.ToLower(p.Name)); len(f) > 0 && p.Active {
			first[f[0]] = true
		}
	}
	return rewriteRequest(req, func(msg string) string { return withVerbForPro(msg, first) })
}

// stayGoAhead are the go-ahead of a change to a stay said just before, in
// a translator's words: "Please correct the booking.", "change the
// reservation accordingly" (bareGoAhead, after a stay's change only).
var stayGoAhead = map[string]bool{
	"correct the booking": true, "correct the reservation": true, "correct it": true, "correct that": true,
	"change the booking": true, "change the reservation": true, "adjust the booking": true, "adjust the reservation": true,
	"correct the booking accordingly": true, "change the booking accordingly": true, "adjust the booking accordingly": true,
	"update the booking accordingly": true, "change the reservation accordingly": true,
}

// goneThenDayAfterRe is a job the day after guests leave, said with the
// leaving first: "When the guests Morales have departed, please book Kai
// for the hot tub, the day after at 10 o'clock", "Once the Tanakas have
// left, Kokua should clean the next day at 9".
var goneThenDayAfterRe = mustCompile(`(?i)^\s*(?:when|once|after|as\s+soon\s+as)\s+((?:the\s+guests\s+)?(?:the\s+)?[a-z][a-z'-]*)\s+(?:have|has)\s+(?:departed|left|checked\s+out|gone)\s*,\s*(.+?)\s*,?\s+the\s+(?:day\s+after|next\s+day|following\s+day)\s+(at\s+[^,.;!?]+?)\s*([.!]?)\s*$`)

// dayAfterGone reads goneThenDayAfterRe as "<request> the day after <the
// guests> depart at <time>", the order the anchor reader knows; never
// the check-out day itself.
func dayAfterGone(msg string) string {
	m := goneThenDayAfterRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return m[2] + " the day after " + m[1] + " depart " + m[3] + m[4]
}
