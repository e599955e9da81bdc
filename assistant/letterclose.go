package assistant

import (
	"strings"
	"time"
)

// Letters whose request is said in a closing sentence that refers back to
// the job of the backstory (fixs24A): "Ian Wilson telephoned at teatime.
// … He has suggested Friday the 13th (not a good omen, I told him!) at 10
// in the morning instead. Please move it.\n\nRegards,\nMargaret". The
// backstory carries the job, its day and the new time; the closing
// sentence only the verb.

// letterAsideRe is a remark of the host's own in brackets, inside a
// sentence: "(not a good omen, I told him!)", "(bless him)". It holds no
// digit and no word of a date or a time, so it never carries the time
// the sentence gives; left in, it keeps the date before it from the hour
// after it ("Friday the 13th (…) at 10 in the morning").
var letterAsideRe = mustCompile(`\s*\(([^()\d]{3,80})\)`)

// letterDateWords are words a bracket that is the host's remark never
// holds: a date's, a time's or a clock's.
var letterDateWords = map[string]bool{
	"am": true, "pm": true, "a.m.": true, "p.m.": true, "noon": true, "midday": true, "midnight": true, "morning": true,
	"afternoon": true, "evening": true, "tonight": true, "today": true, "tomorrow": true, "time": true, "o'clock": true,
	"week": true, "weekend": true, "fortnight": true, "next": true,
}

// dropLetterAside takes such a remark out of its sentence. A bracket with a
// date's or a clock's word ("(Wed)", "(AZ time)", "(the 12th)") stays.
func dropLetterAside(msg string) string {
	if !strings.Contains(msg, "(") || !letterAsideRe.MatchString(msg) {
		return msg
	}
	return letterAsideRe.ReplaceAllStringFunc(msg, func(m string) string {
		inner := letterAsideRe.FindStringSubmatch(m)[1]
		// the host's own voice: "I told him!", "bless her", "between
		// you and me"
		own := strings.Contains(inner, "!") || ownVoiceRe.MatchString(inner)
		if !own {
			return m
		}
		for _, w := range strings.Fields(strings.ToLower(strings.Trim(inner, " !.,"))) {
			w = strings.Trim(w, "!.,;:")
			if letterDateWords[w] || months[w] != 0 || isWeekdayWord(w) {
				return m
			}
			if _, ok := ordinalDay(w); ok {
				return m
			}
		}
		return ""
	})
}

var ownVoiceRe = mustCompile(`(?i)\b(?:i\s+(?:told|said|think|thought|know|suppose|expect|fear)|bless\s+(?:him|her|them)|between\s+you\s+and\s+me)\b`)

// hasSuggestedRe is a pro's offer said in the perfect ("He has suggested
// Friday at 10 instead", "she has offered Thursday"): read as the simple
// past ("He suggested …"), which the parser reads as the new time.
var hasSuggestedRe = mustCompile(`(?i)\b(he|she|they|[A-Z][a-z]+)\s+(?:has|have|'s|’s)\s+(?:now\s+|kindly\s+|very\s+kindly\s+)?(suggested|proposed|offered)\s+`)

func hasSuggested(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "ed ") || !hasSuggestedRe.MatchString(msg) {
		return msg
	}
	return hasSuggestedRe.ReplaceAllString(msg, "$1 $2 ")
}

// letterMoveCloseRe is the closing sentence of a letter that only asks for
// the change the backstory described: "Please move it.", "Please do move
// it for her.", "Could you alter it for her?", "Would you be so kind as
// to change his time?" (never "update it", said of a stay too). It becomes "Please move it.", the go-ahead of the
// move said before it (with none said, the parser asks when).
var letterMoveCloseRe = mustCompile(`(?i)([.!?;]\s+)(?:(?:so\s+|and\s+)?(?:could|would|can|will)\s+you\s+(?:please\s+|kindly\s+)?(?:be\s+so\s+kind\s+as\s+to\s+|be\s+good\s+enough\s+to\s+)?|(?:so\s+)?(?:please\s+)?(?:do\s+)?)(?:(?:alter|move|rearrange)\s+(?:it|that)|(?:alter|change|amend|adjust|move|rearrange)\s+(?:his|her|their)\s+time|(?:alter|change|amend|adjust|move|rearrange)\s+(?:it|that)\s+for\s+(?:him|her|them))(?:\s+for\s+(?:him|her|them|me|us))?(?:,?\s+(?:please|for\s+me))?\s*[?.!]+(\s|$)`)

func letterMoveClose(msg string) string {
	if !strings.Contains(msg, " it") && !strings.Contains(msg, " time") || !letterMoveCloseRe.MatchString(msg) {
		return msg
	}
	return letterMoveCloseRe.ReplaceAllString(msg, "${1}Please move it.${2}")
}

// lettersYoursRe is a letter closed with a bare "Yours," and the host's
// name: "… Please move it.\n\nYours,\nMargaret" (never a pro called Yours).
var lettersYoursRe = mustCompile(`([.!?])\s+(?:Yours|yours|YOURS|Yours\s+ever|With\s+best\s+wishes|with\s+best\s+wishes|Best\s+wishes|best\s+wishes|With\s+kind\s+regards)\s*,?\s*(?:\n\s*)?(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?\s*[.!]*\s*$`)

func lettersYours(msg string) string {
	if !lettersYoursRe.MatchString(msg) {
		return msg
	}
	return lettersYoursRe.ReplaceAllString(msg, "$1")
}

// letterCloses reads a letter's closing request as the parser reads it.
func letterCloses(msg string) string {
	msg = dropLetterAside(msg)
	msg = hasSuggested(msg)
	msg = lettersYours(msg)
	msg = dropLetterConsent(msg)
	msg = needntCancel(msg)
	msg = hadCallFrom(msg)
	msg = letterGiveClose(msg)
	return letterMoveClose(msg)
}

// letterConsentRe is the host's own consent to what the pro asked, said
// in a letter between the backstory and its closing request: "That suits
// me perfectly well, as the MacLeods don't arrive until Friday.", "so I
// said I thought that would be fine." It asks nothing and names no job of
// its own (the guests named give the reason only).
var letterConsentRe = mustCompile(`(?i)(?:(?:^|[.!?]\s+)(?:that|this|which)\s+suits\s+(?:me|us)(?:\s+(?:perfectly|very|quite|just))?(?:\s+(?:well|fine))?(?:,?\s+(?:as|since|because)\s+[^.!?]{3,80})?|(?:,?\s+(?:and\s+)?so\s+|(?:^|[.!?]\s+))i\s+(?:said|told\s+(?:him|her|them))\s+(?:that\s+)?(?:i\s+thought\s+)?(?:that|it|this)\s+(?:would|should)\s+be\s+(?:fine|ok|okay|all\s+right|alright|no\s+problem))\s*([.!])`)

func dropLetterConsent(msg string) string {
	return letterConsentRe.ReplaceAllStringFunc(msg, func(m string) string {
		t := strings.TrimLeft(m, " \t\n")
		if t != "" && strings.ContainsRune(".!?", rune(t[0])) {
			return t[:1] // the sentence before keeps its stop
		}
		return "."
	})
}

// letterSentenceRe cuts a request's text into its sentences.
var letterSentenceRe = mustCompile(`[.!?;]+(?:\s+|$)`)

// moveDayKept never lets a move drop the day said for it: a move read
// with only a new hour ("at 10 in the morning") while the same sentence
// says another day before that hour ("He suggested Friday the 13th (…)
// at 10 in the morning instead") had moved the job to 10 on its old day.
// Such a move asks when instead (nothing is written).
func (s *session) moveDayKept(out []request) {
	for k := range out {
		r := &out[k]
		if r.Kind != kindEdit && r.Kind != kindReschedule || r.NewWhen == nil || r.NewWhen.HasDate || !r.NewWhen.HasTime ||
			r.When == nil || !r.When.HasDate || r.rawText == "" {
			continue
		}
		if dayBeforeNewHour(r.rawText, *r.When, *r.NewWhen, s.now, s.loc(r.AddressID)) {
			r.NewWhen = nil
		}
	}
}

// dayBeforeNewHour reports whether a sentence of text says a day other
// than old's and then, after it, the hour nw (the hour read without it).
func dayBeforeNewHour(text string, old, nw When, now time.Time, loc *time.Location) bool {
	for _, sent := range letterSentenceRe.Split(text, -1) {
		toks := tokenize(sent)
		ws := readDates(toks, now, loc)
		for i, d := range ws {
			if !d.HasDate || d.HasTime || d.was || d.Year == old.Year && d.Month == old.Month && d.Day == old.Day {
				continue
			}
			// a day said as one ("Friday the 13th", "Thursday", "the
			// 12th"), never a street's ordinal ("the 5th ave house")
			if d.end < len(toks) && streetOrPlaceWord(toks[d.end].s) || !namesWeekday(toks[d.start:d.end]) && !sayTheDay(toks, d) {
				continue
			}
			for _, t := range ws[i+1:] {
				if t.HasTime && !t.HasDate && !t.was && t.Hour == nw.Hour && t.Minute == nw.Minute {
					return true
				}
			}
		}
	}
	return false
}

// needntCancelRe is a pro said not to be needed, then "cancel him": "So
// Ian needn't come on Wednesday the 11th; would you cancel him, please?"
// — the pro's visit is what is cancelled (never a call to make).
var needntCancelRe = mustCompile(`\b([A-Z][a-z]+)\s+(?i:needn't|needn’t|need\s+not|doesn't\s+need\s+to|doesn’t\s+need\s+to|does\s+not\s+need\s+to|won't\s+need\s+to|won’t\s+need\s+to)\s+(?i:(come|bother|go)\b)([^.!?;]{0,60})[;,.]\s*(?i:so\s+|and\s+)?(?i:(?:would|could|can|will)\s+you\s+(?:please\s+|kindly\s+)?|please\s+)cancel\s+(?i:him|her|them)(?i:,?\s+please)?\s*[?.!]+`)

func needntCancel(msg string) string {
	return needntCancelRe.ReplaceAllString(msg, "$1 needn't $2$3. Please cancel $1's visit$3.")
}

// onlyCancelIt reports a sentence that only says to cancel what was just
// described: "Could you cancel it?", "Please cancel that."
func onlyCancelIt(toks []token) bool {
	verb, it := false, false
	for _, t := range toks {
		switch t.s {
		case "cancel", "scrap":
			verb = true
		case "it", "that":
			it = true
		case "pls", "please", "can", "could", "would", "kindly", "you", "u", "just", "then", "so", "and", "ok", "okay", "thx", "thanks", "ty":
		default:
			return false
		}
	}
	return verb && it
}

// describedThenCancel turns the job the backstory named and changed
// nothing of ("The Frasers … would rather not have the welcome hamper at
// Beck Cottage on Saturday. …") into the cancel the closing sentence asks
// for ("Could you cancel it?"). An edit that changes anything stays as
// it is.
func describedThenCancel(prev *request, in request, part string) bool {
	if in.Kind != kindCancel || in.JobID != 0 || in.AddressID != 0 || in.Service != "" || in.ProID != 0 || in.When != nil || !onlyCancelIt(tokenize(part)) {
		return false
	}
	if prev.Kind != kindEdit || prev.NewWhen != nil || prev.Shift != 0 || prev.SetNotes != "" || prev.SetStatus != "" || prev.SetPrice != nil ||
		prev.Unassign || prev.ProID != 0 || prev.serviceTo != "" || prev.SameSlot || prev.AddressID == 0 && prev.JobID == 0 {
		return false
	}
	prev.Kind = kindCancel
	prev.rawText += " " + part
	return true
}

// sayTheDay reports a day of the month said with its "the" ("the 12th",
// "on the 12th of March").
func sayTheDay(toks []token, d When) bool {
	for k := max(d.start-1, 0); k < d.end && k < len(toks); k++ {
		if toks[k].s == "the" && k+1 < len(toks) {
			if _, ok := dayNumber(toks[k+1].s); ok {
				return true
			}
		}
	}
	return false
}

// hadCallFromRe is how word came, said as a call the host had: "I've just
// had a telephone call from Tom, the chap who does the boiler at the Old
// Schoolhouse." — read as "Tom, …, telephoned.", never a call to make.
var hadCallFromRe = mustCompile(`\b(?i:i(?:'ve|’ve|\s+have)\s+(?:just\s+|only\s+just\s+)?had\s+a\s+(?:telephone\s+|phone\s+)?call\s+from)\s+([^.!?;]{2,120})\.`)

func hadCallFrom(msg string) string {
	return hadCallFromRe.ReplaceAllString(msg, "$1, telephoned.")
}

// letterGiveCloseRe is a letter's closing request to hand a job to a pro,
// asked politely after the backstory of why: "… can't promise anyone for
// Keswick. So would you please give Monday's changeover at Fell View to
// Jenny instead?" — read as the request it is ("Please give … to Jenny
// instead."), never as a question of who does the job.
var letterGiveCloseRe = mustCompile(`([.!?]\s+)(?i:so\s+|and\s+)?(?i:would|could|can|will)\s+you\s+(?i:please\s+|kindly\s+)?(?i:(give|hand))\s+([^.!?]{3,80}?\s+(?i:to)\s+[A-Z][a-z]+(?:\s+(?i:instead))?)(?i:,?\s*please)?\s*\?`)

func letterGiveClose(msg string) string {
	return letterGiveCloseRe.ReplaceAllString(msg, "${1}Please $2 $3.")
}
