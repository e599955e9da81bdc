package assistant

import (
	"slices"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// This file reads what speech-to-text makes of a dictated message
// (docs/assistant.md, dictation): spoken punctuation ("comma", "period"),
// "a m" / "p m", and the numbers said as words — clock times ("two
// thirty", "twelve oh five"), a street's number ("twelve oh seven third
// avenue"), days of the month ("the twelfth", "friday the thirteenth")
// and counts before a unit ("two days after", "to hours after") — all in
// one place, written as the digits the other readers know.

// spokenUnits are the number words a dictated number is made of.
var spokenUnits = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19,
}

// spokenTens are the tens said as words ("thirty", "forty five").
var spokenTens = map[string]int{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}

// spokenOrdinals are the days of the month said as words.
var spokenOrdinals = map[string]int{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
	"tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
	"seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}

// countUnits are the words a count stands before ("two days after").
var countUnits = map[string]bool{
	"hour": true, "hours": true, "hr": true, "hrs": true, "minute": true, "minutes": true, "min": true, "mins": true,
	"day": true, "days": true, "week": true, "weeks": true, "wk": true, "wks": true, "night": true, "nights": true,
	"month": true, "months": true,
}

// periodWords are the words "period" follows as a noun ("the rental
// period", "a grace period"), not as spoken punctuation.
var periodWords = map[string]bool{
	"the": true, "a": true, "this": true, "that": true, "same": true, "grace": true, "rental": true, "trial": true,
	"billing": true, "quiet": true, "time": true, "each": true, "per": true, "any": true, "short": true, "long": true,
	"waiting": true, "cooling": true, "booking": true, "blackout": true, "whole": true, "busy": true, "slow": true,
}

// dictation rewrites toks as described above and returns them.
func dictation(toks []token) []token {
	toks = spokenPunctuation(toks)
	toks = spokenMeridiem(toks)
	toks = spokenClocks(toks)
	toks = spokenOrdinalDays(toks)
	spokenCounts(toks)
	misheardWords(toks)
	return toks
}

// misheardWords reads the words speech-to-text writes for a service's:
// "lean" is "clean" ("book a lean at the cabin", "leilani's homer lean on
// sunday", "a deep lean") — not the verb ("lean against the wall", "lean
// on him", a "lean-to").
func misheardWords(toks []token) {
	for i := range toks {
		if toks[i].s != "lean" && toks[i].s != "leans" {
			continue
		}
		next, after := nextWord(toks, i), ""
		if i+2 < len(toks) && !toks[i+1].stop {
			after = toks[i+2].s
		}
		switch {
		case slices.Contains([]string{"against", "over", "back", "forward", "out", "in", "into", "toward", "towards", "down"}, next),
			next == "to" && isLetters(after) && !isDateWord(after) && !spokenNumber(after) && spokenHours[after] == "",
			next == "on" && isLetters(after) && !isDateWord(after) && after != "the" && after != "next" && after != "this":
			continue
		}
		toks[i].s = strings.Replace(toks[i].s, "lean", "clean", 1)
	}
}

// spokenPunctuation reads "comma", "period", "full stop", "question
// mark", "exclamation point" said into the phone as the marks: the word
// before ends its phrase. "the rental period", "a period of" keep the
// noun.
func spokenPunctuation(toks []token) []token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1].s
		}
		n, ask := 0, false
		switch {
		case t.s == "comma":
			n = 1
		case t.s == "period" && (len(out) == 0 || !periodWords[out[len(out)-1].s]) && next != "of" && next != "when" && next != "between":
			n = 1
		case t.s == "full" && next == "stop", t.s == "exclamation" && (next == "point" || next == "mark"):
			n = 2
		case t.s == "question" && next == "mark":
			n, ask = 2, true
		}
		if n == 0 || len(out) == 0 {
			out = append(out, t)
			continue
		}
		out[len(out)-1].stop = true
		out[len(out)-1].ask = out[len(out)-1].ask || ask
		if toks[i+n-1].ask {
			out[len(out)-1].ask = true
		}
		i += n - 1
	}
	return out
}

// spokenNumber reports whether w is a number said as a word, or written.
func spokenNumber(w string) bool {
	if _, ok := spokenUnits[w]; ok {
		return true
	}
	if _, ok := spokenTens[w]; ok {
		return true
	}
	return isDigits(w) && w != ""
}

// spokenMeridiem joins "a m" and "p m" after a number ("seven a m") into
// "am" and "pm".
func spokenMeridiem(toks []token) []token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if (t.s == "a" || t.s == "p") && !t.stop && i+1 < len(toks) && toks[i+1].s == "m" && len(out) > 0 &&
			(spokenNumber(out[len(out)-1].s) || spokenHours[out[len(out)-1].s] != "") {
			t.s, t.raw, t.stop, t.ask = t.s+"m", t.raw+" "+toks[i+1].raw, toks[i+1].stop, toks[i+1].ask
			i++
		}
		out = append(out, t)
	}
	return out
}

// spokenMinutes reads the minutes said after an hour at toks[i]: "thirty",
// "forty five", "fifteen", "oh five" ("o five"). It returns them and the
// words read.
func spokenMinutes(toks []token, i int) (m, n int) {
	if i >= len(toks) {
		return 0, 0
	}
	w := toks[i].s
	if tens, ok := spokenTens[w]; ok && tens <= 50 {
		if !toks[i].stop && i+1 < len(toks) {
			if u, ok := spokenUnits[toks[i+1].s]; ok && u >= 1 && u <= 9 {
				return tens + u, 2
			}
		}
		return tens, 1
	}
	if w == "fifteen" {
		return 15, 1
	}
	if (w == "oh" || w == "o") && !toks[i].stop && i+1 < len(toks) {
		if u, ok := spokenUnits[toks[i+1].s]; ok && u >= 1 && u <= 9 {
			return u, 2
		}
	}
	return 0, 0
}

// timePrepositions stand before a time of day.
var timePrepositions = []string{"at", "@", "around", "by", "til", "till", "until", "from", "about"}

// spokenClocks reads an hour said with its minutes: "two thirty" is 2:30,
// "eleven forty five" 11:45, "seven oh five" 7:05 — and "for thirty" 4:30
// where only a time can stand ("move it to for thirty", "at to fifteen").
// The same words before a street ("twelve oh seven third avenue") are the
// house's number, 1207. Not before a unit or a count ("two thirty
// minutes", "twenty five dollars").
func spokenClocks(toks []token) []token {
	move := false
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.s {
		case "move", "moved", "push", "pushed", "reschedule", "postpone", "delay", "bump", "shift", "slide", "change", "switch", "make":
			move = true
		}
		if v, n := spokenStreetNumber(toks, i); n > 0 && streetAhead(toks, i+n) {
			// "twelve oh seven third avenue", "fourteen twenty shoreline
			// drive", "twelve hundred …": the house's number.
			c := t
			for k := i + 1; k < i+n; k++ {
				c.raw += " " + toks[k].raw
			}
			c.s, c.stop, c.ask = v, toks[i+n-1].stop, toks[i+n-1].ask
			out = append(out, c)
			i += n - 1
			continue
		}
		h, isHour := spokenUnits[t.s]
		homophone := false
		if !isHour {
			if d, ok := spokenHours[t.s]; ok {
				h, _ = strconv.Atoi(d)
				isHour, homophone = true, true
			}
		}
		if !isHour || h < 1 || h > 12 || t.stop {
			out = append(out, t)
			continue
		}
		m, n := spokenMinutes(toks, i+1)
		if n == 0 {
			out = append(out, t)
			continue
		}
		end := i + n // the last word of the minutes
		next := ""
		if end+1 < len(toks) {
			next = toks[end+1].s
		}
		if countUnits[next] || slices.Contains([]string{"dollars", "bucks", "people", "guests", "percent", "adults", "kids", "minutes", "feet", "inches", "degrees", "nights"}, next) {
			out = append(out, t)
			continue
		}
		prev := ""
		if len(out) > 0 && !out[len(out)-1].stop {
			prev = out[len(out)-1].s
		}
		if homophone {
			// "for thirty", "to fifteen": a time only after a word a
			// time follows, at the end of its phrase.
			if !(slices.Contains(timePrepositions, prev) || prev == "to" && move) || !spokenHourEnds(toks, end) {
				out = append(out, t)
				continue
			}
		}
		raw := t.raw
		for k := i + 1; k <= end; k++ {
			raw += " " + toks[k].raw
		}
		c := t
		c.raw, c.stop, c.ask = raw, toks[end].stop, toks[end].ask
		c.s = strconv.Itoa(h) + ":" + pad2(m)
		out = append(out, c)
		i = end
	}
	return out
}

func pad2(m int) string {
	if m < 10 {
		return "0" + strconv.Itoa(m)
	}
	return strconv.Itoa(m)
}

// spokenGroup reads a number of one or two digits said as words at
// toks[i] ("seven", "fourteen", "forty two"): its value and the words read.
func spokenGroup(toks []token, i int) (v, n int) {
	if i >= len(toks) {
		return 0, 0
	}
	if u, ok := spokenUnits[toks[i].s]; ok && u >= 1 {
		return u, 1
	}
	if t, ok := spokenTens[toks[i].s]; ok {
		if !toks[i].stop && i+1 < len(toks) {
			if u, ok := spokenUnits[toks[i+1].s]; ok && u >= 1 && u <= 9 {
				return t + u, 2
			}
		}
		return t, 1
	}
	return 0, 0
}

// spokenStreetNumber reads a house's number said as words at toks[i]:
// "twelve oh seven" (1207), "four oh two" (402), "fourteen twenty" (1420),
// "twelve hundred" (1200), "seventy seven" (77). It returns the digits
// and the words read (0 when none).
func spokenStreetNumber(toks []token, i int) (string, int) {
	v, n := spokenGroup(toks, i)
	if n == 0 {
		return "", 0
	}
	k := i + n
	if k < len(toks) && !toks[k-1].stop {
		switch {
		case toks[k].s == "hundred":
			return strconv.Itoa(v * 100), n + 1
		case toks[k].s == "oh" || toks[k].s == "o":
			if !toks[k].stop && k+1 < len(toks) {
				if u, ok := spokenUnits[toks[k+1].s]; ok && u >= 1 && u <= 9 {
					return strconv.Itoa(v) + "0" + strconv.Itoa(u), n + 2
				}
			}
		default:
			if v2, n2 := spokenGroup(toks, k); n2 > 0 && v2 >= 10 {
				return strconv.Itoa(v) + strconv.Itoa(v2), n + n2
			}
		}
	}
	return strconv.Itoa(v), n
}

// streetAhead reports whether a street's suffix ("avenue", "st") comes
// within the next three words from toks[i], in the same phrase: the
// number before is the house's.
func streetAhead(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+3; k++ {
		if streetSuffixesInverse[toks[k].s] && toks[k].s != "place" && k > i {
			return true
		}
		if toks[k].stop {
			return false
		}
	}
	return false
}

// ordinalDayNext are the words after "the twelfth" that leave it a day of
// the month ("the twelfth at one", "the twelfth instead"), not a rank
// ("the third bedroom", "the second clean").
var ordinalDayNext = map[string]bool{
	"at": true, "@": true, "and": true, "or": true, "instead": true, "to": true, "through": true, "thru": true,
	"til": true, "till": true, "until": true, "in": true, "of": true, "around": true, "by": true, "from": true,
	"then": true, "so": true, "please": true, "pls": true, "is": true, "works": true, "would": true, "could": true,
	"will": true, "morning": true, "afternoon": true, "evening": true, "tomorrow": true, "-": true, "if": true,
	"for": true, "with": true, "can": true, "um": true, "uh": true, "not": true, "but": true, "rather": true,
	"first": true, "after": true, "before": true, "since": true, "because": true, "as": true, "too": true, "also": true,
}

// ordinalRankNouns are the words a rank stands before ("on the fourth
// floor", "for the fifth time"): no day of the month.
var ordinalRankNouns = map[string]bool{
	"floor": true, "level": true, "story": true, "storey": true, "bedroom": true, "room": true, "bathroom": true, "bath": true,
	"unit": true, "apt": true, "apartment": true, "house": true, "cabin": true, "door": true, "try": true, "time": true,
	"times": true, "day": true, "night": true, "week": true, "one": true, "visit": true, "clean": true, "cleaning": true,
	"job": true, "stop": true, "step": true, "row": true, "building": true, "spot": true, "bay": true, "shelf": true,
	"drawer": true, "page": true, "item": true, "guest": true, "booking": true, "stay": true, "turnover": true, "of": true,
}

// spokenOrdinalDays reads a day of the month said as a word, "the
// twelfth", "friday the thirteenth", "march twenty first", as "12th":
// after a month or a weekday, or after "the" where a date ends its phrase.
func spokenOrdinalDays(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		d, ok := spokenOrdinals[toks[i].s]
		k := i // the last word of the ordinal
		if tens, isTens := spokenTens[toks[i].s]; isTens && !toks[i].stop && i+1 < len(toks) {
			// "twenty first", "thirty first"
			if u, ok2 := spokenOrdinals[toks[i+1].s]; ok2 && u >= 1 && u <= 9 && tens+u <= 31 {
				d, ok, k = tens+u, true, i+1
			}
		}
		if !ok || i == 0 || d > 31 {
			continue
		}
		prev := toks[i-1].s
		prev2 := ""
		if i >= 2 && !toks[i-2].stop {
			prev2 = toks[i-2].s
		}
		_, monthBefore := months[prev]
		_, dayBefore := weekdays[prev]
		_, dayBefore2 := weekdays[prev2]
		_, monthAfter := months[nextWord(toks, k)]
		_, dayAfterIt := weekdays[nextWord(toks, k)]
		// (A date ends its phrase, or a time or a month follows: "mon
		// first thing" is early on Monday, "the third bedroom" a room.)
		next := nextWord(toks, k)
		ends := toks[k].stop || k+1 == len(toks) || monthAfter || dayAfterIt ||
			ordinalDayNext[next] && next != "first" && !(next == "of" && !monthAfter && k+2 < len(toks) && toks[k+2].s != "the") ||
			spokenNumber(next) && next != "one"
		date := false
		if !toks[i-1].stop && (monthBefore || dayBefore || prev == "the") {
			date = ends || prev == "the" && dayBefore2 ||
				// "the bunkhouse turnover on the fifteenth nobodys on it",
				// "cancel the clean on the twelfth owner is doing it": a
				// day after "on the" (not "on the third floor", "on the
				// second try").
				prev == "the" && (prev2 == "on" || prev2 == "for") && d >= 4 && !ordinalRankNouns[next] && !spokenNumber(next) ||
				// "the thirteenth through the fifteenth just the two of
				// them": the end of a span whose start is a day.
				prev == "the" && spanEndAfterDay(toks, i) && !ordinalRankNouns[next]
		}
		if !date {
			continue
		}
		raw := toks[i].raw
		if k > i {
			raw += " " + toks[k].raw
			toks[i].stop, toks[i].ask = toks[k].stop, toks[k].ask
		}
		toks[i].s, toks[i].raw = strconv.Itoa(d)+ordinalSuffix(strconv.Itoa(d)), raw
		if k > i {
			copy(toks[i+1:], toks[k+1:])
			toks = toks[:len(toks)-(k-i)]
		}
	}
	return toks
}

// spanEndWords join the two days of a span ("the 13th through the ...").
var spanEndWords = map[string]bool{"through": true, "thru": true, "to": true, "till": true, "til": true, "until": true, "-": true}

// spanEndAfterDay reports whether toks[i] follows "<day> through the",
// a day of the month already read before the joining word.
func spanEndAfterDay(toks []token, i int) bool {
	if i < 3 || toks[i-2].stop || toks[i-3].stop || !spanEndWords[toks[i-2].s] {
		return false
	}
	_, ok := ordinalDay(toks[i-3].s)
	return ok
}

func nextWord(toks []token, k int) string {
	if k+1 < len(toks) && !toks[k].stop {
		return toks[k+1].s
	}
	return ""
}

// spokenCounts writes a count said as a word before its unit as digits:
// "two days after", "three hours before"; and "to"/"too" heard for "two"
// where a count must stand — before a unit and "after", "before",
// "later" or "earlier" ("to hours after the tanakas check out").
func spokenCounts(toks []token) {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.stop || !countUnits[toks[i+1].s] {
			continue
		}
		if n, ok := spokenUnits[t.s]; ok && n >= 1 {
			toks[i].s = strconv.Itoa(n)
			continue
		}
		if (t.s == "to" || t.s == "too") && !toks[i+1].stop && i+2 < len(toks) &&
			slices.Contains([]string{"after", "before", "later", "earlier", "from"}, toks[i+2].s) &&
			(i == 0 || toks[i-1].stop || !slices.Contains([]string{"up", "close", "next", "due", "go", "going", "back", "went", "come", "down"}, toks[i-1].s)) {
			toks[i].s = "2"
		}
	}
}

// spokenMarkRe is a punctuation mark said into the phone, with the word
// before it ("… on friday comma the kitchen …").
var spokenMarkRe = mustCompile(`(?i)([A-Za-z0-9']+)[ \t]+(comma|period|full[ \t]+stop|question[ \t]+mark|exclamation[ \t]+(?:point|mark))\b[,.]?`)

// spokenMeridiemRe is "a m" / "p m" said after an hour ("eight a m").
var spokenMeridiemRe = mustCompile(`(?i)\b([0-9]{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|fifteen|forty[ \t]+five)[ \t]+([ap])[ \t]+m\b`)

// dictated writes the punctuation said in a dictated message as the marks
// ("… at nine comma the faucet …" → "… at nine, the faucet …"), and "a
// m" / "p m" as "am" / "pm", so that every reader, from the splitting of
// clauses on, sees the message as if typed. "the rental period", "a
// period of" keep the noun.
func dictated(msg string) string {
	if !strings.Contains(strings.ToLower(msg), " m") && !spokenMarkRe.MatchString(msg) {
		return msg
	}
	msg = spokenMeridiemRe.ReplaceAllString(msg, "$1 ${2}m")
	var b strings.Builder
	last := 0
	for _, m := range spokenMarkRe.FindAllStringSubmatchIndex(msg, -1) {
		prev := strings.ToLower(msg[m[2]:m[3]])
		mark := strings.ToLower(strings.Join(strings.Fields(msg[m[4]:m[5]]), " "))
		rest := strings.Fields(strings.ToLower(msg[m[1]:]))
		next := ""
		if len(rest) > 0 {
			next = strings.Trim(rest[0], ",.;:!?")
		}
		if mark == "period" && (periodWords[prev] || next == "of" || next == "when" || next == "between") {
			continue
		}
		b.WriteString(msg[last:m[3]])
		b.WriteString(map[string]string{"comma": ",", "period": ".", "full stop": ".", "question mark": "?"}[mark])
		if strings.HasPrefix(mark, "exclamation") {
			b.WriteString("!")
		}
		last = m[1]
	}
	b.WriteString(msg[last:])
	return b.String()
}

// readDictation rewrites req's message, and the host's messages of its
// history, with dictated.
func readDictation(req Request) Request {
	return rewriteRequest(req, dictated)
}

// rewriteRequest rewrites req's message, and the host's messages of its
// history, with read (copies: the store's messages are left as they are).
// Each reader of a host's way of writing (dictation, emoji, French,
// Spanish) goes through it.
func rewriteRequest(req Request, read func(string) string) Request {
	req.Message = read(req.Message)
	if len(req.History) > 0 {
		h := make([]*steward.Message, len(req.History))
		for i, m := range req.History {
			c := *m
			c.Message = read(m.Message)
			h[i] = &c
		}
		req.History = h
	}
	return req
}

// thinkingAloudRe is a host thinking aloud before the request, as a
// dictated message leaves it: "what else um the seattle restock on friday
// can that be at three instead", "let's see, the loft clean …". The words
// are no question of their own when a filler or a mark ends them.
var thinkingAloudRe = mustCompile(`(?i)^\s*(?:(?:ok|okay|so|and|um+|uh+)[,]?\s+)*(?:what else|let'?s see|lets see|let me think|let me see|where was i)(?:\s*[,.:;…-]+\s*|\s+(?:um+|uh+|er+|erm|hmm+|oh|so|okay|ok|alright|right)\b[,.]?\s*)(\S.*)$`)

// withoutThinkingAloud returns msg without the words a host thinks aloud
// with before the request ("what else um …").
func withoutThinkingAloud(msg string) string {
	if m := thinkingAloudRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}

// thinkingAfterJoinRe is a sound of thinking aloud right after the word
// that joins two requests ("… to red rock and uh move wes's screen door
// job …", "…, um, cancel …"): read past, so the request after it is a part
// of its own.
var thinkingAfterJoinRe = mustCompile(`(?i)(\s(?:and|then|so|also)|,)\s+(?:um+|uh+|er|erm|hmm+)\b,?`)

// withoutThinkingAfterJoin drops thinkingAfterJoinRe's sound.
func withoutThinkingAfterJoin(msg string) string {
	if !strings.ContainsAny(msg, "uehUEH") {
		return msg
	}
	msg = thinkingAfterJoinRe.ReplaceAllString(msg, "$1")
	return thinkingMidRe.ReplaceAllString(msg, "$1$2")
}

// thinkingMidRe is a sound of thinking aloud inside a sentence, after a
// word ("the roof snow job at the camp on Saturday um Gil wants to do it
// at eight"): read past, as if the host had not paused.
var thinkingMidRe = mustCompile(`(?i)([a-z0-9])\s+(?:um+|uh+|erm)\b,?(\s+[a-z0-9])`)
