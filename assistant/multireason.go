package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// Several requests in one letter (fixs24C): a sentence that only says
// why the request before it asks for its hour ("… could that be at 2
// instead of 1? The farm shop doesn't open until half past one.") is
// never a request of its own, and a pro said to be taking on the work
// of a job that is booked with nobody on it ("Alison says she will look
// at the slates at the Barn on the 12th", the Barn's inspection that day
// being "Check the slates after the storm") is that job given to them,
// never a second visit.

// openingHoursRe is a sentence, after another, that says when a shop or
// a place opens or closes: "The farm shop doesn't open until half past
// one.", "the bakery isn't open till 10.", "The tip only opens at noon on
// Fridays." The hour it gives is the reason for the request before it.
var openingHoursRe = mustCompile(`(?i)([.?!])\s+(?:the|our|their|that)\s+(?:[a-z'’-]+\s+){0,5}?(?:(?:doesn't|doesnt|doesn’t|does\s+not|don't|dont|don’t|do\s+not|won't|wont|won’t|isn't|isnt|isn’t|is\s+not|aren't|arent|aren’t|are\s+not)\s+(?:open|opened|open\s+up)\s+(?:until|till|til|'til|’til|before)|(?:only\s+)?(?:opens?|closes?|shuts?)\s+(?:only\s+)?(?:at|from|after|before))\s+(?:\d|noon|midday|lunch|lunchtime|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|after|the\s+afternoon|mid)[^.!?\n]{0,40}[.!]?`)

// withoutOpeningHours drops such a sentence.
func withoutOpeningHours(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "open") && !strings.Contains(strings.ToLower(msg), "close") && !strings.Contains(strings.ToLower(msg), "shut") {
		return msg
	}
	return openingHoursRe.ReplaceAllString(msg, "$1")
}

// takenOnWords are the words of a hand-over and of a job's description
// that name no thing of the job.
var takenOnWords = map[string]bool{"says": true, "said": true, "will": true, "look": true, "looks": true, "check": true, "checks": true,
	"agreed": true, "agrees": true, "have": true, "take": true, "takes": true, "does": true, "doing": true, "come": true, "comes": true,
	"coming": true, "after": true, "before": true, "storm": true, "please": true, "could": true, "would": true, "round": true, "over": true,
	"visit": true, "there": true, "that": true, "this": true, "they": true, "them": true, "with": true, "from": true, "into": true}

// notesShareThing reports whether the words of a request name a thing the
// notes of a job name ("slates" of "Check the slates after the storm").
func notesShareThing(noteWords []string, notes *string) bool {
	if notes == nil {
		return false
	}
	nw := words(*notes)
	for _, w := range noteWords {
		if len(w) < 4 || !isLetters(w) || stopWords[w] || fillers[w] || followUpWords[w] || notThings[w] || howBrokenWords[w] ||
			takenOnWords[w] || genericWords[w] || isDateWord(w) {
			continue
		}
		if slices.ContainsFunc(nw, func(n string) bool { return singular(n) == singular(w) }) {
			return true
		}
	}
	return false
}

// unassignedTakenOn reports whether the booking in is the job j, booked
// the same day with nobody on it, taken on by the pro the booking names:
// no hour said, the pro does that work, and the words name what the
// job's notes name.
func (s *session) unassignedTakenOn(in request, j *steward.Job) bool {
	if j == nil || j.ProID != nil || in.ProID == 0 || in.When == nil || in.When.HasTime || in.Deep || in.Count != 0 {
		return false
	}
	p := s.pro(in.ProID)
	if p == nil || !p.Active || !p.Offers(j.ServiceType) {
		return false
	}
	return notesShareThing(in.noteWords, j.Notes)
}

// sceneDay is the day a sentence of background said before the requests
// that follow it, with none of their own: "The owners of the Barn … after
// the Gibsons leave on the 16th …, so please cancel Pauline's changeover
// that day", "Wednesday the 11th at the Shepherd's Hut is getting rather
// crowded. Pauline has asked to start her changeover at half past ten
// instead of ten, …". Only a cancel said of "that day", or a change of a
// job said by its hour alone, takes it; a request between them with a day
// of its own, another property, or a time in the background, gives none.
func sceneDay(out []request, in request) *When {
	if in.JobID != 0 || in.When != nil && in.When.HasDate || len(in.dates) > 0 && in.dates[0].HasDate {
		return nil
	}
	switch {
	case in.Kind == kindCancel && in.SameDay:
	case (in.Kind == kindEdit || in.Kind == kindReschedule) && in.When != nil && in.When.HasTime && !in.SameDay &&
		in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime:
	default:
		return nil
	}
	for k := len(out) - 1; k >= 0; k-- {
		p := out[k]
		if p.AddressID != 0 && in.AddressID != 0 && p.AddressID != in.AddressID {
			return nil
		}
		if p.When == nil || !p.When.HasDate {
			continue
		}
		if p.Kind != kindHelp || p.When.HasTime || p.AddressID == 0 && in.AddressID == 0 {
			return nil
		}
		return &When{HasDate: true, Year: p.When.Year, Month: p.When.Month, Day: p.When.Day}
	}
	return nil
}

// shopWords name a shop or a public place that keeps opening hours.
var shopWords = map[string]bool{"shop": true, "shops": true, "store": true, "bakery": true, "bakers": true, "baker's": true,
	"supermarket": true, "market": true, "pharmacy": true, "chemist": true, "chemists": true, "butcher": true, "butchers": true,
	"deli": true, "cafe": true, "café": true, "pub": true, "tip": true, "dump": true, "office": true, "bank": true, "library": true,
	"co-op": true, "coop": true, "grocer": true, "grocers": true, "greengrocer": true, "newsagent": true, "newsagents": true, "restaurant": true}

// openingHoursSaid reports whether the words say when a shop opens or
// closes ("the farm shop doesn't open until half past one", "the post
// office only opens at 9"): a reason or a fact, never a fault to repair.
func openingHoursSaid(toks []token) bool {
	if !slices.ContainsFunc(toks, func(t token) bool { return shopWords[t.s] }) {
		return false
	}
	for i, t := range toks {
		switch t.s {
		case "open", "opens", "opened", "close", "closes", "shut", "shuts":
			for k := i + 1; k < len(toks) && k <= i+3; k++ {
				switch toks[k].s {
				case "until", "till", "til", "'til", "before", "at", "from", "after":
					return true
				}
			}
		}
	}
	return false
}

// makeItTimeRe opens a part that only gives the job of the part before a
// new hour: "…, so please put her on it, but make it two o'clock rather
// than one".
var makeItTimeRe = mustCompile(`(?i)^\s*(?:(?:but|and|only|just|though|however)\s*,?\s+)*(?:please\s+)?make\s+it\s+`)

// handOverThenTime reports whether in only moves the job the hand-over
// prev gives to a pro: the pro and the new hour are one change of one
// job, checked together (the pro is free at the new hour, not the old).
func handOverThenTime(prev, in request, part string) bool {
	return prev.Kind == kindEdit && prev.ProID != 0 && prev.NewWhen == nil && prev.Shift == 0 && prev.JobID == 0 && prev.Service != "" &&
		in.Kind == kindEdit && in.ProID == 0 && in.Service == "" && in.JobID == 0 && in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime &&
		(in.When == nil || !in.When.HasDate) && (in.AddressID == 0 || in.AddressID == prev.AddressID) && in.SetNotes == "" && in.SetStatus == "" &&
		makeItTimeRe.MatchString(part)
}
