package assistant

import (
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// A host writing clipped field reports: sentences of what
// happened beside the order, an order given after the job it is about,
// "ETA" and "sitrep" for the questions. Each reader below rewrites one
// shape into the plain words the parser already reads, and leaves every
// other message as it is.

// clipSentences splits msg into its sentences, each with its closing mark;
// a message of several lines is not split (a list is read elsewhere).
func clipSentences(msg string) []string {
	if strings.Contains(strings.TrimSpace(msg), "\n") {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(msg); i++ {
		if c := msg[i]; (c == '.' || c == '!' || c == '?') && (i+1 == len(msg) || msg[i+1] == ' ') {
			// (A mark with no space after it, "10.30", ends none.)
			if s := strings.TrimSpace(msg[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(msg[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// changeVerbRe marks words that change a job: never read into a note.
var changeVerbRe = mustCompile(`(?i)\b(?:move|push|bump|shift|cancel|book|reschedule|schedule|assign|unassign|stand\s+down)\b`)

// requestVerbRe marks a sentence that asks for something.
var requestVerbRe = mustCompile(`(?i)\b(?:move|push|bump|shift|slide|cancel|book|add|assign|schedule|reschedule|send|have|need|needs|get|put|make|tell|change|swap|confirm)\b`)

// progressReportRe is a pro's word on work under way: "Brigade reports
// Tybee cottage clean running long", "cleaners running late at the loft",
// "Sarge says the deck job is behind schedule".
var progressReportRe = mustCompile(`(?i)\b(?:running\s+(?:long|late|behind|over)|behind\s+schedule|taking\s+longer(?:\s+than\s+(?:expected|planned))?)\b`)

// withoutProgressReports drops a sentence that only reports how work under
// way is going ("Brigade reports Tybee cottage clean running long.")
// beside a request of its own: the report is why the host asks, never a
// booking of the work it names. A message that is only a report is left
// as it is.
func withoutProgressReports(msg string) string {
	sents := clipSentences(msg)
	if len(sents) < 2 {
		return msg
	}
	var kept []string
	dropped := false
	for _, s := range sents {
		if progressReportRe.MatchString(s) && !requestVerbRe.MatchString(progressReportRe.ReplaceAllString(s, "")) {
			dropped = true
			continue
		}
		kept = append(kept, s)
	}
	if !dropped || len(kept) == 0 || !requestVerbRe.MatchString(strings.Join(kept, " ")) {
		return msg
	}
	return strings.Join(kept, " ")
}

// doneReportRe is work the host says was already done: "Sarge fixed
// Gaston St porch step yesterday on his own time", "the plumber
// repaired the loft faucet already". Its object is the work's subject.
var doneReportRe = mustCompile(`(?i)^(?:[A-Za-z][\w'’]*\s+)?(?:already\s+)?(?:fixed|repaired|replaced|patched|sorted(?:\s+out)?|took\s+care\s+of|handled)\s+(?:the\s+)?(.+?)(?:\s+(?:yesterday|already|last\s+night|this\s+morning|earlier(?:\s+today)?|on\s+(?:his|her|their|my|our)\s+own(?:\s+(?:time|dime))?|for\s+free|himself|herself|themselves|ourselves|myself))+\s*[.!]?$`)

// bareJobCancelRe is a cancel that names no job but by its day or as
// "it": "cancel tmrw's job", "cancel the job", "cancel it" (after
// "stand down" is read as "cancel").
var bareJobCancelRe = mustCompile(`(?i)^(?:(?:so|pls|please|then|just)\s+)?cancel\s+(?:(today|tomorrow|tmrw|tmr|tmw|tomorow)(?:'s|’s|s)?\s+(?:job|visit|one)|(?:the|that|his|her|their)\s+(?:job|visit|one)|it)\s*[.!]?$`)

// doneThenCancel reads "Sarge fixed Gaston St porch step yesterday on his
// own time. Stand down tmrw's job." as the cancel of that work's job:
// "cancel tmrw's Gaston St porch step job". Only the sentence right before
// a bare cancel is read so; with anything else around, the message is left
// as it is.
func doneThenCancel(msg string) string {
	sents := clipSentences(msg)
	if len(sents) != 2 {
		return msg
	}
	m := doneReportRe.FindStringSubmatch(sents[0])
	c := bareJobCancelRe.FindStringSubmatch(sents[1])
	if m == nil || c == nil || requestVerbRe.MatchString(m[1]) {
		return msg
	}
	what := strings.TrimSpace(m[1])
	if c[1] != "" {
		return "cancel " + c[1] + "'s " + what + " job."
	}
	return "cancel the " + what + " job."
}

// bareCancelRe is a cancel said alone at the end: "Cancel.", "Cancel it.",
// "Scrap it pls."
var bareCancelRe = mustCompile(`(?i)^(?:(?:so|pls|please|then|just)\s+)?(?:cancel|scrap|scratch|kill|nix)(?:\s+(?:it|that|the\s+job|that\s+job))?(?:\s+(?:pls|please))?\s*[.!]*$`)

// negativeOnRe opens a sentence that names a job the host does not want:
// "Negative on Renee's Garden District inspection Tue", "no go on the
// loft restock".
var negativeOnRe = mustCompile(`(?i)^(?:negative|no\s*go|no-go|thumbs\s+down)\s+on\s+(.+?)\s*[.!]?$`)

// didItMyselfRe is the host's reason that the job is not needed: "Did
// walk-thru myself", "I handled it myself", "Took care of it already".
var didItMyselfRe = mustCompile(`(?i)^(?:i\s+|we\s+)?(?:did|done|handled|covered|checked|took\s+care\s+of)\b.*\b(?:myself|ourselves|already)\s*[.!]?$`)

// negativeThenCancel reads "Negative on Renee's Garden District inspection
// Tue. Did walk-thru myself. Cancel." as the cancel of the job named
// first. Sentences between are kept unless they only say the host did the
// work; any other sentence leaves the message as it is.
func negativeThenCancel(msg string) string {
	sents := clipSentences(msg)
	if len(sents) < 2 || !bareCancelRe.MatchString(sents[len(sents)-1]) {
		return msg
	}
	m := negativeOnRe.FindStringSubmatch(sents[0])
	if m == nil {
		return msg
	}
	for _, s := range sents[1 : len(sents)-1] {
		if !didItMyselfRe.MatchString(s) {
			return msg
		}
	}
	return "cancel " + m[1] + "."
}

// nobodyAssignedRe is a job said to have no pro, then the pro to give it:
// "Nobody assigned Gaston St turnover after Fitzgeralds depart Tue. Assign
// Brigade.", "No one on the loft clean sat. Put Rosa on it."
var nobodyAssignedRe = mustCompile(`(?i)^(?:nobody|no\s+one|noone|no\s+pro)(?:'s|’s|\s+is|\s+has\s+been|\s+got)?\s+(?:assigned(?:\s+to)?|on)\s+(?:the\s+)?(.+?)\s*[.!]\s*(?:pls\s+|please\s+)?(?:assign|put|give\s+it\s+to)\s+([A-Za-z][\w'’]*(?:\s+[A-Z][\w'’]*)?)(?:\s+(?:on\s+it|to\s+it))?\s*[.!]?$`)

// nobodyAssigned reads "Nobody assigned <job>. Assign <pro>." as "assign
// <pro> to <job>".
func nobodyAssigned(msg string) string {
	m := nobodyAssignedRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil {
		return msg
	}
	return "assign " + m[2] + " to the " + m[1] + "."
}

// sitrepRe is a status report asked in field words: "Sitrep Tybee cottage
// today.", "sit rep on the loft tmrw".
var sitrepRe = mustCompile(`(?i)^(?:sit\s*-?\s*rep|status\s+check)\s*(?:on|for|at|:|-)?\s+(.+?)\s*[.?!]?$`)

// scheduleAgainRe is a question that only asks what a sitrep already
// asks: "What's on the schedule and who's on it?"
var scheduleAgainRe = mustCompile(`(?i)^what'?s\s+on\s+(?:the\s+)?(?:schedule|agenda|calendar|deck)(?:\s+and\s+who'?s\s+(?:on\s+it|doing\s+it|doing\s+what))?\s*\??$`)

// readSitrep reads "Sitrep <place> <day>." as "what's on at <place> <day>?";
// a following "What's on the schedule and who's on it?" says the same and
// is read with it.
func readSitrep(msg string) string {
	sents := clipSentences(msg)
	if len(sents) == 0 {
		return msg
	}
	m := sitrepRe.FindStringSubmatch(sents[0])
	if m == nil {
		return msg
	}
	rest := sents[1:]
	if len(rest) > 0 && scheduleAgainRe.MatchString(rest[0]) {
		rest = rest[1:]
	}
	return strings.TrimSpace("what's on at " + m[1] + " and who's on it? " + strings.Join(rest, " "))
}

// guestEtaRe is a stay's arrival or departure asked as "ETA"/"ETD": "Okonkwo
// ETA at FQ condo? Local time.", "Harmons ETD?"
var guestEtaRe = mustCompile(`(?i)^(?:what'?s\s+(?:the\s+)?)?(?:the\s+)?([A-Za-z][\w'’-]*?)(?:s|'s|’s)?\s+(ETA|ETD)\b(.*?)\??\s*(?:(?:in\s+)?local(?:\s+time)?\s*[.?!]?)?$`)

// guestETA reads a question "<guests> ETA (at <place>)?" as "when do the <guests> get
// in (at <place>)?" (ETD: check out), when the name is a guest's of a
// stay on the account; a pro's ETA, or a name no stay has, is left as it
// is. "Local time." after it asks what the answer gives anyway: each
// property's own clock.
func (s *session) guestETA(msg string) string {
	m := guestEtaRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || strings.Contains(m[3], ".") || !strings.Contains(msg, "?") || strings.ContainsAny(m[3], "0123456789") {
		return msg
	}
	if err := s.loadStays(); err != nil {
		return msg
	}
	name := strings.ToLower(m[1])
	found := false
	for _, r := range s.stays {
		for _, w := range strings.Fields(strings.ToLower(r.GuestName)) {
			if w == name || w == name+"s" {
				found = true
			}
		}
	}
	if !found {
		return msg
	}
	verb := "get in"
	if strings.EqualFold(m[2], "etd") {
		verb = "check out"
	}
	return "when do the " + m[1] + "s " + verb + strings.TrimRight(m[3], " ?") + "?"
}

// pushThemRe is a move of the job just talked about, said of the pros
// doing it: "Push them to 1430 same day", "bump him to 3".
var pushThemRe = mustCompile(`(?i)\b(push|move|bump|shift|slide)\s+(?:them|him|her)\s+(to|back\s+to|up\s+to)\b`)

// sameDayRe is "same day" after a new hour: the job's own day, said.
var sameDayRe = mustCompile(`(?i)(\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|\b[0-2]\d[0-5]\d)\s*,?\s+(?:the\s+)?same\s+day\b`)

// wantOutBeforeRe is why the host moves it: "Want cleaners out before they
// spray.", "Need the guests gone before they start."
var wantOutBeforeRe = mustCompile(`(?i)^(?:i\s+|we\s+)?(?:want|need|wanna)\s+(?:the\s+)?[\w'’ ]{1,30}?\s+(?:out|gone|done|finished|clear)\s+(?:before|first|by\s+the\s+time)\b[^.!?]*[.!]?$`)

// pushThem reads a follow-up "Push them to 1430 same day. Want cleaners out
// before they spray." as "push it to 1430": the job the last reply was
// about, at the new hour on its own day, the reason read past.
func pushThem(msg string) string {
	sents := clipSentences(msg)
	if len(sents) == 0 || !pushThemRe.MatchString(sents[0]) {
		return msg
	}
	first := pushThemRe.ReplaceAllString(sents[0], "$1 it $2")
	first = sameDayRe.ReplaceAllString(first, "$1")
	var kept []string
	for _, s := range sents[1:] {
		if wantOutBeforeRe.MatchString(s) {
			continue
		}
		kept = append(kept, s)
	}
	return strings.Join(append([]string{first}, kept...), " ")
}

// tellThemRe is word for the pros of the job just talked about: "Tell them
// Whitakers left a pack n play crib in the bedroom."
var tellThemRe = mustCompile(`(?i)^(?:(?:ok|okay|yes|roger|copy)[.,!]?\s+)?(?:pls\s+|please\s+)?(?:tell|let)\s+(?:them|him|her|the\s+cleaners?|the\s+crew)\s+(?:know\s+)?(?:that\s+)?(\S.*)$`)

// tellThem reads a follow-up "Tell them <what>. <more>." as a note on the
// job the last reply was about: the words after "tell them", to the end.
// "Tell him to come at 3" is an order of its own, read as it is.
func tellThem(msg string) string {
	m := tellThemRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || strings.HasPrefix(strings.ToLower(m[1]), "to ") || changeVerbRe.MatchString(m[1]) {
		// ("tell him to come at 3 instead" is a move, and "tell them …
		// and move it to 3" asks a change: read as they are.)
		return msg
	}
	return "add a note to it: " + m[1]
}

// readClipped applies the readers of this file to a message: a list
// under a heading that holds what its items share, a progress report
// beside the order, work done then "cancel tmrw's job", "Negative on X.
// … Cancel.", "Nobody assigned X. Assign Y.", "Sitrep X", "<guests>
// ETA?", "time <guests> check out", "<pro> to inspect damage", "tell <pro>
// bring X w/ tmrw's restock"; in a follow-up (followUp) also "push them
// to 1430 same day" and "tell them …".
func (s *session) readClipped(msg string, followUp bool) string {
	msg = s.readHeadedList(msg)
	msg = withoutProgressReports(msg)
	msg = doneThenCancel(msg)
	msg = negativeThenCancel(msg)
	msg = nobodyAssigned(msg)
	msg = readSitrep(msg)
	msg = s.guestETA(msg)
	msg = timeOfGuests(msg)
	msg = s.inspectAsRepair(msg)
	msg = s.tellProBring(msg)
	msg = s.perReporter(msg)
	if followUp {
		msg = pushThem(msg)
		msg = tellComeNoTo(msg) // "ok tell her come 12 o'clock instead" (tellcome.go)
		msg = tellThem(msg)
	}
	return msg
}

// Lists under a heading that holds what every item shares:
// "Renee to inspect 2 properties Thu 12 Mar." (the pro, the work and the
// day), "FQ condo Mon:" (the place and the day), "Notes for cleaners:"
// (each item a job and its note). Each item is written out whole, as if
// the host had said it alone.

// listItemRe is one numbered item on a line of its own: "1. …", "2) …".
var listItemRe = mustCompile(`^\s*\(?([1-9])[.)]\s+(\S.*?)\s*$`)

// proWorkHeadRe is a heading of one pro's round: "Renee to inspect 2
// properties Thu 12 Mar.", "Brigade to clean three houses tmrw:".
var proWorkHeadRe = mustCompile(`(?i)^([A-Za-z][\w'’]*)\s+to\s+(inspect|clean|restock|check|service|deep clean)\s+(2|3|4|5|two|three|four|five|both)\s+(?:properties|places|houses|units|homes|spots|rentals)\s+(?:on\s+)?(\S.*?)\s*[.:]?$`)

// itemTimeRe is the time an item ends with: "0900", "1300 local", "9am",
// "2:30 pm".
var itemTimeRe = mustCompile(`(?i)\s+((?:at\s+)?(?:[0-2]\d[0-5]\d|\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p))(?:\s+(?:local|hrs))?)$`)

// notesHeadRe is a heading of notes for the pros: "Notes for cleaners:",
// "Heads up for the crew:".
var notesHeadRe = mustCompile(`(?i)^(?:notes?|heads[- ]up|fyi|info)\s+(?:for|to)\s+(?:the\s+|my\s+|our\s+)?(?:cleaners?|crews?|pros?|team|housekeepers?|housekeeping)\s*:?$`)

// noteItemRe is a job, a dash and its note: "Tybee turnover Sun - Harmons
// brought a dog. Vacuum all furniture."
var noteItemRe = mustCompile(`^(.+?)\s+[-–—]\s+(\S.*)$`)

// noteJobWordRe marks the words of a job in a note item.
var noteJobWordRe = mustCompile(`(?i)\b(?:turnover|clean|cleaning|restock|restocking|inspection|job|visit)\b`)

// pieceServiceRe is an item that gives the pro and the job and moves it:
// "Yvette turnover to 1200 local".
var pieceServiceRe = mustCompile(`(?i)^([A-Za-z][\w'’]*)\s+(turnover|clean|cleaning|restock|inspection)\s+to\s+(\S.*?)\.?$`)

// pieceAddRe is an item that adds a job: "Add restock, Yvette, 1500
// local."
var pieceAddRe = mustCompile(`(?i)^(add|book|schedule)\s+(?:a\s+|an\s+)?(turnover|clean|cleaning|restock|inspection|deep clean)\b(.*?)\.?$`)

// readHeadedList returns msg with the items of a numbered list under such
// a heading written out whole, one a line; any item it can't read so
// leaves the message as it is.
func (s *session) readHeadedList(msg string) string {
	lines := strings.Split(strings.TrimSpace(msg), "\n")
	if len(lines) < 3 {
		return msg
	}
	head := strings.TrimSpace(lines[0])
	var items []string
	for i, l := range lines[1:] {
		m := listItemRe.FindStringSubmatch(l)
		if m == nil || m[1] != string(rune('1'+i)) {
			return msg
		}
		items = append(items, m[2])
	}
	var out []string
	switch {
	case proWorkHeadRe.MatchString(head):
		m := proWorkHeadRe.FindStringSubmatch(head)
		if n := map[string]int{"2": 2, "3": 3, "4": 4, "5": 5, "two": 2, "three": 3, "four": 4, "five": 5, "both": 2}[strings.ToLower(m[3])]; n != len(items) {
			return msg // (a count the items don't fit is the host's to settle)
		}
		for _, it := range items {
			it = strings.TrimRight(it, ". ")
			where, at := it, ""
			if loc := itemTimeRe.FindStringSubmatchIndex(it); loc != nil {
				where, at = it[:loc[0]], " "+it[loc[2]:loc[3]]
			}
			out = append(out, m[1]+" to "+m[2]+" "+where+" "+m[4]+at+".")
		}
	case notesHeadRe.MatchString(head):
		for _, it := range items {
			m := noteItemRe.FindStringSubmatch(it)
			if m == nil || !noteJobWordRe.MatchString(m[1]) || changeVerbRe.MatchString(m[2]) {
				return msg
			}
			// The note's own sentences joined with commas: a full stop
			// would end the note before its item does.
			note := strings.TrimSpace(strings.ReplaceAll(m[2], ". ", ", "))
			out = append(out, "add a note to the "+m[1]+" that "+strings.TrimRight(note, ".")+";")
		}
		return strings.TrimSuffix(strings.Join(out, " "), ";") + "."
	default:
		place, day, ok := s.placeDayHead(strings.TrimSuffix(head, ":"))
		if !ok || !strings.HasSuffix(head, ":") {
			return msg
		}
		for _, it := range items {
			if m := pieceServiceRe.FindStringSubmatch(it); m != nil && s.proByWord(strings.ToLower(m[1])) != nil {
				out = append(out, "move "+m[1]+" "+m[2]+" at "+place+" "+day+" to "+m[3]+".")
			} else if m := pieceAddRe.FindStringSubmatch(it); m != nil {
				out = append(out, m[1]+" "+m[2]+" at "+place+" "+day+m[3]+".")
			} else {
				return msg
			}
		}
	}
	for i := range out {
		out[i] = string(rune('1'+i)) + ". " + out[i]
	}
	return strings.Join(out, "\n")
}

// placeDayHead reads a heading that is a property's name and a day and
// nothing else: "French Quarter condo Mon".
func (s *session) placeDayHead(head string) (place, day string, ok bool) {
	toks := tokenize(head)
	pm := matchProperties(toks, s.addrs)
	if len(pm) != 1 || pm[0].at.start != 0 || pm[0].at.end >= len(toks) {
		return "", "", false
	}
	rest := toks[pm[0].at.end:]
	if len(rest) > 3 || slices.ContainsFunc(rest, func(t token) bool { return !isDateWord(t.s) }) {
		return "", "", false
	}
	if w, ok := ReadWhen(joinRaw(rest), s.now, time.UTC); !ok || !w.HasDate || w.HasTime {
		return "", "", false
	}
	return joinRaw(toks[:pm[0].at.end]), joinRaw(rest), true
}

// timeGuestsRe is a job's new hour said as the guests' own: "move to Mon,
// time Okonkwos check out", "… at the time the Harmons leave".
var timeGuestsRe = mustCompile(`(?i)(,\s*|\s+)(?:at\s+)?(?:the\s+)?(?:same\s+)?time\s+(?:that\s+|when\s+)?(?:the\s+)?([A-Z][\w'’-]*)\s+(check(?:s|ing)?\s*-?\s*out|check(?:s|ing)?\s*-?\s*in|leave|leaves|depart|departs|arrive|arrives|get\s+in|gets\s+in)\b`)

// timeOfGuests reads "…, time <guests> check out" in a move as "…, when
// the <guests> check out": the job at that hour, never a change of the
// stay.
func timeOfGuests(msg string) string {
	if !moveWordRe.MatchString(msg) {
		return msg
	}
	return timeGuestsRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := timeGuestsRe.FindStringSubmatch(m)
		the := "the "
		switch strings.ToLower(sub[2]) {
		case "they", "we", "he", "she", "guests", "everyone":
			the = "" // "time they check out"
		}
		return sub[1] + "when " + the + sub[2] + " " + sub[3]
	})
}

// inspectDamageRe is a pro sent "to inspect" a problem: "Thibodeaux to
// inspect damage", "Sarge to inspect the leak".
var inspectDamageRe = mustCompile(`(?i)\b([A-Za-z][\w'’]*)\s+(?:to|will|can|should)\s+inspect\s+((?:the\s+)?(?:damage|damages|leak|leaks|rot|crack|cracks|water\s+damage|storm\s+damage|problem|issue)\b)`)

// inspectAsRepair reads "<pro> to inspect damage" as "<pro> to look at
// damage" when the pro does repairs and no inspections: a repair visit
// that starts by looking at the damage, never a question of who inspects.
func (s *session) inspectAsRepair(msg string) string {
	return inspectDamageRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := inspectDamageRe.FindStringSubmatch(m)
		p := s.proByWord(strings.ToLower(sub[1]))
		if p == nil || slices.Contains(p.Services, steward.Inspection) || !slices.Contains(p.Services, steward.Maintenance) {
			return m
		}
		k := strings.LastIndex(strings.ToLower(m), "inspect ")
		return m[:k] + "look at " + m[k+len("inspect "):]
	})
}

// tellProBringRe is word for a pro about a job of theirs: "tell Yvette
// bring extra linens and towels w/ tmrw's restock", "tell Rosa to grab
// coffee pods for Friday's clean".
var tellProBringRe = mustCompile(`(?i)\b(?:pls\s+|please\s+)?tell\s+([A-Za-z][\w'’]*)\s+(?:to\s+)?((?:bring|take|grab|pack|pick\s+up|stock)\s+.+?)\s+(?:w/|with|for|on|at)\s+(?:the\s+|her\s+|his\s+|their\s+)?(today|tmrw|tomorrow|tmr|mon|tue|tues|wed|thu|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)?(?:'s|’s)?\s*(restock|clean|cleaning|turnover|inspection|visit|job)\s*([.!]|$)`)

// tellProBring reads "tell <pro> bring <what> w/ <day>'s <job>" as a note
// on that pro's job: "add a note to <pro>'s <job> <day>: bring <what>". A
// name that is no pro's is left as it is.
func (s *session) tellProBring(msg string) string {
	return tellProBringRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := tellProBringRe.FindStringSubmatch(m)
		if s.proByWord(strings.ToLower(sub[1])) == nil {
			return m
		}
		when := ""
		if sub[3] != "" {
			when = " " + sub[3]
		}
		return "add a note to " + sub[1] + "'s " + sub[4] + when + ": " + sub[2] + sub[5]
	})
}

// perReporterRe is "per <name>" (or "as per <name>"): who said so, in a
// busy host's shorthand ("FBC toilet overflowing per Tamika, Darnell
// ASAP"). The name's possessive ("per Tamika's note") is left alone.
var perReporterRe = mustCompile(`(?i)\b(?:as\s+)?per\s+([A-Za-z][A-Za-z'’-]*)(\s+[A-Za-z][A-Za-z'’-]*)?`)

// perReporter reads "per <pro>" as "<pro> says": the pro who reported
// what the sentence tells, never the pro it asks for, as "Tamika says" is
// read ("FBC toilet overflowing per Tamika, Darnell ASAP" sends Darnell;
// before, the two names were asked about). Opening a sentence, "Per
// Tamika, …" is "Tamika says, …"; inside one, "(Tamika says)". Only the
// name of one active pro is read so ("per night", "per the owner" stay
// as typed).
func (s *session) perReporter(msg string) string {
	locs := perReporterRe.FindAllStringSubmatchIndex(msg, -1)
	if locs == nil {
		return msg
	}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		name := msg[l[2]:l[3]]
		if strings.HasSuffix(strings.ToLower(name), "'s") || strings.HasSuffix(strings.ToLower(name), "’s") {
			continue
		}
		p := s.proByWord(strings.ToLower(name))
		if p == nil {
			continue
		}
		end := l[3]
		if l[4] >= 0 {
			// "per Tamika Simmons": the pro's family name too.
			if f := strings.Fields(strings.ToLower(p.Name)); len(f) > 1 && strings.EqualFold(strings.TrimSpace(msg[l[4]:l[5]]), f[len(f)-1]) {
				end = l[5]
			}
		}
		said := msg[l[2]:end] + " says"
		before := strings.TrimRight(msg[:l[0]], " ")
		if before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, "!") || strings.HasSuffix(before, "?") {
			b.WriteString(msg[last:l[0]] + said)
		} else {
			b.WriteString(msg[last:l[0]] + "(" + said + ")")
		}
		last = end
	}
	if last == 0 {
		return msg
	}
	b.WriteString(msg[last:])
	return b.String()
}
