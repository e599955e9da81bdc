package assistant

import "slices"

// A host dictating by voice says the hour as a word right after the day,
// then runs on without a mark: "pressure washed monday the sixteenth at
// nine don chuy can do it", "inspect la casita on the tenth at two the
// insurance wants it", "stock it the same day at three my cousin is
// coming". After a day and "at", a number said as a word is the hour the
// host wants when a phrase or a name of its own follows it ("the", "my",
// "it", "Don Chuy"); a count or a name the number is part of ("friday at
// one of the cabins", "sat at two rivers", "at nine people") is left as
// it is. "To twelve" in a move is the hour too when a sentence of its own
// follows ("move her to twelve she has a funeral").

// hourAfterDayNot are the words after "at <number>" that make the number
// no hour of the day.
var hourAfterDayNot = map[string]bool{
	"of": true, "point": true, "time": true, "times": true, "people": true, "guests": true, "guest": true,
	"person": true, "persons": true, "adults": true, "kids": true, "percent": true, "dollars": true, "bucks": true,
	"hundred": true, "thousand": true, "more": true, "other": true, "others": true, "bedroom": true,
	"bedrooms": true, "beds": true, "rooms": true, "units": true, "cabins": true, "places": true, "spots": true,
	"mile": true, "miles": true, "feet": true, "inches": true, "degrees": true,
}

// spokenHourAfterDay reports whether the number said as a word at toks[i]
// (not a homophone: "to", "for") is the hour of a day said just before
// "at": "the 16th at nine", "monday at two", "tomorrow at eleven", "the
// same day at three".
func spokenHourAfterDay(toks []token, i int) bool {
	if i < 2 || toks[i-1].s != "at" || toks[i-1].stop || toks[i-2].stop || toks[i].cap { // "at Two Rivers": a name
		return false
	}
	day := toks[i-2].s
	switch {
	case isDateWord(day), tomorrowWord(day), ordinalDayToken(day):
	case day == "day" && i >= 3 && !toks[i-3].stop && slices.Contains([]string{"same", "next", "following"}, toks[i-3].s):
	default:
		return false
	}
	if toks[i].stop || i+1 == len(toks) {
		return true
	}
	next := toks[i+1].s
	if hourAfterDayNot[next] || countUnits[next] || spokenNumber(next) {
		return false
	}
	// What follows opens a phrase of its own ("the insurance wants it",
	// "my cousin is coming", "it drips") or is a name ("Don Chuy can do
	// it"); a word in lower case may be the number's own ("sat at two
	// rivers": a place).
	return hourAfterDayNext[next] || toks[i+1].cap ||
		// "a week from today at ten for the sticky slider": the hour, then
		// what for (not "at two for four").
		next == "for" && !toks[i+1].stop && i+2 < len(toks) && determiners[toks[i+2].s]
}

// hourAfterDayNext are the words that open a phrase of its own after the
// hour.
var hourAfterDayNext = map[string]bool{
	"the": true, "my": true, "his": true, "her": true, "their": true, "our": true, "your": true, "it": true, "its": true,
	"they": true, "he": true, "she": true, "we": true, "i": true, "im": true, "and": true, "so": true, "then": true,
	"because": true, "cause": true, "cuz": true, "since": true, "if": true, "please": true, "thanks": true, "por": true,
	"gracias": true, "ok": true, "okay": true, "also": true, "but": true, "or": true, "theyre": true, "shes": true, "hes": true,
}

// subjectPronouns open a sentence of their own.
var subjectPronouns = map[string]bool{"she": true, "he": true, "they": true, "shes": true, "hes": true, "theyre": true, "i": true, "we": true, "im": true}

// sentenceAfterHour reports whether a sentence of its own, dictated
// without a mark, follows the hour at toks[i]: "move her to twelve she has
// a funeral in the morning", "at two he knows the code".
func sentenceAfterHour(toks []token, i int) bool {
	return i+2 < len(toks) && !toks[i].stop && subjectPronouns[toks[i+1].s] && !toks[i+1].stop && isLetters(toks[i+2].s)
}
