package assistant

import (
	"strconv"
	"strings"
)

// Indian English: a host who writes "kindly prepone the cleaning
// to 8 am", "Francis to restock the villa evening 5", "Lakshmi bai",
// "D'Souza uncle", "do the needful". readIndianEnglish reads these as the
// plain English the rest of the engine understands, before the message is
// parsed. Only words that can mean nothing else are rewritten.

// preponeRe is "prepone" (move earlier), the mirror of "postpone": read
// as "move", whose target the message gives ("prepone to 10 am").
var preponeRe = mustCompile(`(?i)\bprepon(?:e|ed|ing)\b`)

// partOfDayHourRe is a part of the day said before its hour: "morning 10",
// "evening 6", "evening 5.30", "afternoon 3". The part of the day says
// whether the hour is am or pm, so it is read as "10 am", "6 pm".
var partOfDayHourRe = mustCompile(`(?i)\b(morning|afternoon|evening|night)\s+(\d{1,2})(?:[.:](\d{2}))?\b(\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?)([\s,.;!?)-]+\w*|$)`)

// needfulRe is "do the needful" (do what is needed): the requests around
// it say what that is, so the words themselves are read past.
var needfulRe = mustCompile(`(?i)\b(?:pls|please|kindly)?\s*do\s+the\s+needful\b\s*[-,.:!]*\s*`)

// oneNoteRe is "one" said for "a" before a note: "pls add one note - …".
var oneNoteRe = mustCompile(`(?i)\b(add|put|leave|write)\s+one\s+(small\s+note|note)\b`)

// moveSameDayRe is a new hour "same day" in a move: "prepone to 10 am
// same day" keeps the job's own day (not the day of another job said
// before), so "same day" is read past and the hour alone moves the job.
var moveSameDayRe = mustCompile(`(?i)\b((?:move|moved|postpone|postponed|shift|shifted|reschedule|push|bump)\s+(?:it\s+)?to\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s*,?\s+(?:on\s+)?(?:the\s+)?same\s+day\b`)

// topicMoveRe is a later sentence that names a job first and then moves
// it: "And the Panjim tap job on Monday, prepone to 10 am.", "Also the
// Hoboken inspection on 12th, shift to 11th 2 pm".
var topicMoveRe = mustCompile(`(?i)^((?:and|also|plus)\s+)?(the\s+[^,.!?;]+?)\s*[,-]+\s*(?:(?:pls|please|kindly)\s+)?(move|postpone|reschedule|shift|push|bump)\s+(?:it\s+)?(to\s+.+)$`)

// jobWordRe is a word that names a job in a topic said first.
var jobWordRe = mustCompile(`(?i)\b(?:job|visit|cleaning|clean|restock|restocking|inspection|maintenance|servicing|service|repair|turnover)\b`)

// laterTopicMove reads a sentence after the first that names a job and
// then moves it (topicMoveRe) as "move <the job> to …", so that it is a
// request of its own and not more of the sentence before (a cancel said
// first must not take the job said next with it).
func laterTopicMove(msg string) string {
	return eachSentence(msg, 1, func(_ int, sent string, _ []string) (string, bool) {
		m := topicMoveRe.FindStringSubmatch(sent)
		if m == nil || !jobWordRe.MatchString(m[2]) {
			return sent, false
		}
		return m[1] + strings.ToLower(m[3]) + " " + m[2] + " " + m[4], true
	})
}

// dayOfThenOffsetRe is the day of the guests' coming or going said first,
// then how long from it: "on the day Menons leave, 2 hours after
// checkout", "the day the Kapoors arrive, 1 hour before check-in". Read
// as "2 hours after Menons leave", which the anchor reads (anchor.go): the
// check-out or check-in itself, moved by that long.
var dayOfThenOffsetRe = mustCompile(`(?i)\b(?:on\s+)?the\s+day\s+((?:the\s+)?\w+)\s+(leave|check\s+out|checkout|go|depart|arrive|come|check\s+in)s?\s*,?\s+(\d+|an?|one|two|three|half\s+an)\s+(hours?|hrs?|minutes|mins)\s+(after|before)\s+(?:the\s+|their\s+)?(?:check-?\s?out|check-?\s?in|they\s+(?:leave|arrive|come|go))\b`)

// sentenceSplitRe ends a sentence: a full stop, "?" or "!" before a space.
var sentenceSplitRe = mustCompile(`[.!?]+\s+`)

// toldThatRe is "told" with no one told: "she told she is free that
// day" is "she said she is free", a fact, not a question to ask.
var toldThatRe = mustCompile(`(?i)\btold\s+(?:that\s+)?(she|he|they|it|we)\b`)

// contactAloneRe is a message that only names a contact wanted: "Ravi's
// number pls", "Mike's mobile number". Read as the question it is.
var contactAloneRe = mustCompile(`(?i)^\s*([a-z][\w'’-]*?)(?:'s|’s)\s+((?:phone|mobile|cell|contact|whatsapp)?\s*(?:number|no\.?|num|phone|mobile|cell|email|e-mail|contact))\s*(?:pls|please|plz|again)?\s*[.?!]*\s*$`)

// guestsWillComeRe is guests, by family name, who "will come" (arrive):
// "Menons will come 5th evening 6 only, not 12 noon".
var guestsWillComeRe = mustCompile(`\b((?:[Tt]he\s+)?([A-Z][a-z]+s))\s+(?:will|would)\s+come\b`)

// guestsWillCome reads "<family> will come" as "<family> will arrive",
// unless the name is a pro's ("Francis will come" is his visit).
func (s *session) guestsWillCome(msg string) string {
	return guestsWillComeRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := guestsWillComeRe.FindStringSubmatch(m)
		for _, p := range s.pros {
			for _, w := range strings.Fields(strings.ToLower(p.Name)) {
				if w == strings.ToLower(sub[2]) {
					return m
				}
			}
		}
		return sub[1] + " will arrive"
	})
}

// goAheadTailRe is a last sentence that only tells to go ahead with the
// sentences before it: "… Pls arrange.", "… Kindly update.", "… Pls set it
// up." It asks for nothing of its own, so it is read past (never a
// second request, nor a question about what to arrange).
var goAheadTailRe = mustCompile(`(?i)([.!?])\s+(?:pls|please|plz|kindly)\s+(?:arrange(?:\s+it)?|set\s+it\s+up|update(?:\s+it)?|do\s+it|do\s+the\s+same|confirm)\s*[.!]*\s*$`)

// honorifics said after a name: "Lakshmi bai", "D'Souza uncle", "Ravi
// ji", "Francis anna", "Meena aunty".
var nameHonorifics = map[string]bool{"bai": true, "uncle": true, "aunty": true, "auntie": true, "ji": true, "bhai": true, "anna": true, "akka": true, "didi": true, "sir": true, "madam": true, "saab": true, "sahab": true}

// countAfterHour are words that make the number after a part of the day a
// count, not an hour: "morning 2 guests", "evening 3 hours".
var countAfterHour = map[string]bool{"hours": true, "hour": true, "hrs": true, "hr": true, "guests": true, "guest": true, "people": true, "pax": true,
	"adults": true, "kids": true, "days": true, "nights": true, "rooms": true, "towels": true, "sets": true, "more": true, "extra": true, "of": true,
	"mins": true, "minutes": true, "times": true, "x": true, "beds": true, "bedrooms": true, "bathrooms": true, "units": true, "dollars": true, "rs": true}

// readIndianEnglish returns msg with the Indian-English words above read
// as plain English; pros names the account's pros, whose names an
// honorific may follow.
func (s *session) readIndianEnglish(msg string) string {
	out := preponeRe.ReplaceAllStringFunc(msg, func(w string) string {
		switch strings.ToLower(w) {
		case "preponed":
			return "moved"
		case "preponing":
			return "moving"
		}
		return "move"
	})
	out = partOfDayHourRe.ReplaceAllStringFunc(out, partOfDayHour)
	out = oneNoteRe.ReplaceAllString(out, "${1} a ${2}")
	out = moveSameDayRe.ReplaceAllString(out, "${1}")
	out = laterTopicMove(out)
	out = dayOfThenOffsetRe.ReplaceAllString(out, "${3} ${4} ${5} ${1} ${2}")
	out = needfulRe.ReplaceAllString(out, " ")
	out = goAheadTailRe.ReplaceAllString(out, "${1}")
	out = s.withoutHonorifics(out)
	out = toldThatRe.ReplaceAllString(out, "said ${1}")
	out = s.guestsWillCome(out)
	out = contactAloneRe.ReplaceAllString(out, "what is ${1}'s ${2}?")
	out = readIndianFollowUp(out)
	if strings.Join(strings.Fields(out), " ") == strings.Join(strings.Fields(msg), " ") {
		return msg
	}
	return strings.TrimSpace(strings.Join(strings.Fields(out), " "))
}

// partOfDayHour reads one match of partOfDayHourRe: "morning 10" is
// "10 am", "evening 6.30" "6:30 pm"; an hour that part of the day cannot
// have ("morning 7" is, "evening 2" is not), an hour with its own am/pm
// or a count ("morning 2 guests") is left as written.
func partOfDayHour(m string) string {
	sub := partOfDayHourRe.FindStringSubmatch(m)
	part, hs, mins, suffix, tail := strings.ToLower(sub[1]), sub[2], sub[3], strings.TrimSpace(sub[4]), sub[5]
	if suffix != "" {
		return m
	}
	if w := strings.ToLower(strings.TrimLeft(tail, " \t,.;!?)-")); countAfterHour[w] {
		return m
	}
	if strings.HasPrefix(strings.TrimLeft(tail, " \t"), "-") || strings.HasPrefix(tail, ".") && len(strings.TrimSpace(tail)) > 1 && !strings.HasPrefix(strings.TrimSpace(tail), ". ") {
		return m // "morning 9-11", "evening 6.": a range or a decimal, left alone
	}
	h, err := strconv.Atoi(hs)
	if err != nil {
		return m
	}
	ampm := ""
	switch part {
	case "morning":
		if h >= 5 && h <= 11 {
			ampm = "am"
		} else if h == 12 {
			ampm = "pm"
		}
	case "afternoon":
		if h == 12 || h >= 1 && h <= 6 {
			ampm = "pm"
		}
	case "evening":
		if h >= 4 && h <= 11 {
			ampm = "pm"
		}
	case "night":
		if h >= 7 && h <= 11 {
			ampm = "pm"
		}
	}
	if ampm == "" {
		// "evening 2": an hour that part of the day cannot have, said
		// as "evening at 2", which asks.
		return sub[1] + " at " + strings.TrimPrefix(m, sub[1]+" ")[len(""):]
	}
	t := hs
	if mins != "" {
		t += ":" + mins
	}
	return t + " " + ampm + tail
}

// withoutHonorifics drops an honorific said right after a pro's first or
// family name ("Lakshmi bai" is Lakshmi, "D'Souza uncle's visit" is
// D'Souza's visit); after any other word it stays ("the bai").
func (s *session) withoutHonorifics(msg string) string {
	names := map[string]bool{}
	for _, p := range s.pros {
		for _, w := range strings.Fields(strings.ToLower(p.Name)) {
			names[strings.Trim(strings.ReplaceAll(w, "’", "'"), ",.")] = true
		}
	}
	ws := strings.Fields(msg)
	out := make([]string, 0, len(ws))
	for i, w := range ws {
		if i > 0 {
			lw := strings.ToLower(strings.ReplaceAll(w, "’", "'"))
			core := strings.TrimSuffix(strings.TrimRight(lw, ",.;:!?"), "'s")
			prev := strings.ToLower(strings.ReplaceAll(ws[i-1], "’", "'"))
			if nameHonorifics[core] && names[prev] && len(out) > 0 {
				// the name keeps what followed the honorific: "uncle's" → "D'Souza's"
				out[len(out)-1] += w[len(core):]
				continue
			}
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// monthFirstCountries write a date month first ("3/10" is March 10th), as
// the US does; the rest of the world writes it day first.
var monthFirstCountries = map[string]bool{"US": true, "PH": true, "FM": true, "MH": true, "PW": true, "AS": true, "GU": true, "MP": true,
	"PR": true, "VI": true, "UM": true, "CA": true}

// settleSlashByCountry reads a slash date left open (both readings to
// come, the day-first one the nearer: badDate, see orderSlashDates) the
// way dates are written where the property named is: "deep cleaning at
// Indiranagar flat on 07/03" is 7 March, since the flat is in India,
// where a date is written day first. The convention is the property's
// country (its address), the only fact of the account about how dates
// are written there; a host's other dates are still no reason on their
// own, and a property in the US or Canada (or none named) leaves the
// date open, so the request asks when. It reports whether any token was
// settled.
func (s *session) settleSlashByCountry(toks []token, addressID int64) bool {
	a := s.byAddr[addressID]
	if a == nil || a.Country == "" || monthFirstCountries[strings.ToUpper(a.Country)] {
		return false
	}
	return settleSlashDayFirst(toks)
}

// placeSaidBefore is the one property the sentences already read name
// (0 for none, or for more than one): "Inverter is not working at Panjim
// flat. Book D'Souza on 10/03 at 4.30 pm." reads the second sentence's
// "10/03" the way dates are written where the first sentence's property
// is, the date of a sentence counting for the message's one request.
func placeSaidBefore(out []request) int64 {
	var id int64
	for _, r := range out {
		if r.AddressID == 0 {
			continue
		}
		if id != 0 && id != r.AddressID {
			return 0
		}
		id = r.AddressID
	}
	return id
}

// settleSlashDayFirst reads every slash date of toks left open (both
// readings still to come) day first, and reports whether it read any.
func settleSlashDayFirst(toks []token) bool {
	settled := false
	for i := range toks {
		t := &toks[i]
		m := slashDateRe.FindStringSubmatch(trimPunct(t.raw))
		if t.s != badDate || m == nil || m[3] != "" {
			continue
		}
		t.s = m[2] + "/" + m[1]
		settled = true
	}
	return settled
}
