package assistant

import (
	"slices"
	"strings"
	"time"
)

// shortFormOfFirst reports whether the e-mail's first word h[0] is a short
// form of the pro's first name ("bri" of bri.cole@… for Brianna): three
// letters or more, the start of the first name, and no word of its own.
func shortFormOfFirst(h []string, first string) bool {
	if len(h) < 2 || len(h[0]) < 3 || len(h[0]) >= len(first) || !isLetters(h[0]) || !strings.HasPrefix(first, h[0]) {
		return false
	}
	w := h[0]
	return !mailboxWords[w] && !commonWords[w] && !stopWords[w] && !genericWords[w]
}

// quantityNoun reports whether toks[i] stands between "a" and "of", a
// word of how much ("a TON of snacks", "a LOT of"), never a name.
func quantityNoun(toks []token, i int) bool {
	return i > 0 && i+1 < len(toks) && toks[i-1].s == "a" && toks[i+1].s == "of"
}

// ownerMoveAgain returns the move and its owner ("move her ") that the
// words after "and" take from the part before, when the part before moves
// an owner's job named by its place ("move her berkman one to wed the
// 11th at 9", "push tess's loft clean to 2") and the words after name
// another place's job the same way with a day or time of their own and
// no verb ("the east 6th one to wed at 1"); "" otherwise. The caller
// drops the "the" the owner replaces.
func ownerMoveAgain(head, rest []string, places, names map[string]bool, now time.Time) string {
	if len(head) < 4 || len(rest) < 4 || !strings.EqualFold(rest[0], "the") {
		return ""
	}
	low := func(f string) string { return strings.ToLower(strings.Trim(f, ",.;:!?")) }
	jobAt := func(fs []string) bool { // a place's word first, then "one" or a service
		if len(fs) < 2 || !places[low(fs[0])] && !places["~"+low(fs[0])] {
			return false
		}
		for _, f := range fs[1:min(len(fs), 4)] {
			if _, _, ok := serviceOf(tokenize(f)); ok || low(f) == "one" || strings.HasPrefix(low(f), "job") {
				return true
			}
		}
		return false
	}
	if !jobAt(rest[1:]) {
		return ""
	}
	for _, f := range rest[1:] {
		if f := low(f); moveVerbs[f] || repeatVerbs[f] || f == "make" || f == "change" || f == "give" || f == "assign" || f == "cancel" {
			return ""
		}
	}
	prefix := ""
	for k := 0; k+2 < len(head); k++ {
		if !moveVerbs[low(head[k])] {
			continue
		}
		owner := low(head[k+1])
		if !slices.Contains([]string{"his", "her", "their"}, owner) {
			name := strings.TrimSuffix(strings.TrimSuffix(owner, "'s"), "’s")
			if name == owner || !names[name] {
				continue
			}
		}
		if jobAt(head[k+2:]) {
			who := strings.Trim(head[k+1], ",.;:!?")
			if owner == "his" || owner == "her" {
				// ("deja is out … can u move her berkman one …": the one
				// pro the part before names is whose job it is.)
				var named []string
				for _, f := range head[:k] {
					if f := low(f); names[f] && !slices.Contains(named, f) {
						named = append(named, f)
					}
				}
				if len(named) == 1 {
					who = named[0] + "'s"
				}
			}
			prefix = low(head[k]) + " " + who + " "
		}
	}
	if prefix == "" || !movesTo(withoutUnitFields(head, places), now) || !movesTo(withoutUnitFields(rest, places), now) {
		return ""
	}
	return prefix
}

// extraNightNews reports whether fields tell of guests staying longer:
// "jenna at the duplex is staying an extra night!! so shes out monday at
// 11 now" — a stay's news, never the words of a job's change after it.
func extraNightNews(fields []string) bool {
	toks := tokenize(strings.Join(fields, " "))
	return has(toks, "staying", "extending", "extended") && has(toks, "night", "nights") &&
		has(toks, "another", "extra", "more", "additional", "1", "2", "3", "one", "two", "three") &&
		!has(toks, "because", "since", "cause", "bc", "cuz", "if")
}

// nextWeeksFromRe is "next week's (one) from <weekday>": the job of that
// weekday of next week, moved ("cancel tomorrow's one, and shift next
// week's from Thursday to Friday the 13th").
var nextWeeksFromRe = mustCompile(`(?i)\bnext\s+week(?:'s|’s|s)(\s+one)?\s+from\s+((?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\b(\s+next\s+week\b)?`)

// nextWeeksFrom reads "next week's from Thursday" as "the one from
// Thursday next week": the weekday is next week's, never this week's.
func nextWeeksFrom(msg string) string {
	return nextWeeksFromRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := nextWeeksFromRe.FindStringSubmatch(m)
		if sub[3] != "" {
			return m
		}
		return "the one from " + sub[2] + " next week"
	})
}

// thatJobStartsAt turns a turnover said as "<pro> must rather start that
// changeover at 11" — a job already named by the part before at the same
// property on a day of its own ("Cancel the restock at Clifton tomorrow …
// And Thandi must rather start that changeover at 11") — into a move of
// that day's job to the hour said; never a new turnover, whose stay would
// be asked about.
func thatJobStartsAt(out []request) {
	for k := 1; k < len(out); k++ {
		in, prev := &out[k], out[k-1]
		if in.Kind != kindTurnover || in.ReservID != 0 || in.JobID != 0 || in.When == nil || in.When.HasDate || !in.When.HasTime || in.NewWhen != nil ||
			prev.AddressID == 0 || prev.AddressID != in.AddressID || prev.When == nil || !prev.When.HasDate {
			continue
		}
		toks := tokenize(in.rawText)
		that := false
		for i := 0; i+1 < len(toks); i++ {
			if toks[i].s == "that" || toks[i].s == "this" {
				if _, _, ok := serviceOf(toks[i+1 : i+2]); ok {
					that = true
				}
			}
		}
		if !that || !has(toks, "start", "begin", "starts", "begins") {
			continue
		}
		day := When{HasDate: true, Year: prev.When.Year, Month: prev.When.Month, Day: prev.When.Day}
		nw := *in.When
		in.Kind, in.When, in.NewWhen = kindReschedule, &day, &nw
	}
}

// thereAsWellAfterTurnover reports whether in, a booking at an hour with
// no day of its own said "there … as well/too" right after a turnover of
// a named stay, is on that turnover's day: "… changeover on Sunday 15th
// after the Peters - Thandi please, and get her to do a restock there at
// 2 as well".
func thereAsWellAfterTurnover(prev, in request, part string) bool {
	if prev.Kind != kindTurnover || prev.ReservID == 0 || in.Kind != kindSchedule || in.SameDay || in.RightAfter || in.DaysAfter != 0 ||
		in.When == nil || in.When.HasDate || !in.When.HasTime || len(in.dates) > 1 || in.anc != nil ||
		in.AddressID != 0 && prev.AddressID != 0 && in.AddressID != prev.AddressID {
		return false
	}
	toks := tokenize(part)
	return has(toks, "there") && (hasPhrase(toks, "as well") || has(toks, "too", "also"))
}
