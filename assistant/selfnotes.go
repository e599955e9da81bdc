package assistant

import (
	"strings"
)

// Notes to self: a host's checklist mixes requests with the host's own
// reminders ("[ ] also remember to order more towels", "[ ] call the ice
// machine guy myself", "remind me to call the pest guy about the
// courtyard", "[ ] ask Bea about her hours"). Those are no request; they
// are left out so that the requests around them are read on their own.

// selfNoteBreakRe splits a line into its items: a sentence's end, a dash
// standing apart ("… at 10am - my sister's …"), or a checkbox ("[ ]",
// "[]") opening the next item.
var selfNoteBreakRe = mustCompile(`[.!?;]+\s+|\s+[-–—]+\s+|\s*\[\s?\]\s*`)

// selfNoteMarkRe is what opens an item of a list: a checkbox, a dash, a
// bullet or an arrow, with "also", "and", "oh and", "plus" after it.
var selfNoteMarkRe = mustCompile(`(?i)^(?:\s*(?:\[\s?\]|[-*•→>]+)\s*)*(?:(?:oh|and|also|plus|n)\b[,]?\s*)*`)

// selfNoteRe is an item that is the host's own reminder: "remember to
// …", "don't forget to …", "remind me to …", "note to self …" ("memo to
// self", "reminder for me:", "mental note"), and a call or errand the host
// does "myself".
var selfNoteRe = mustCompile(`(?i)^(?:(?:i\s+)?(?:need\s+to\s+|have\s+to\s+|gotta\s+|must\s+)?remember\s+to\s+\S|(?:don'?t|dont|do\s+not)\s+(?:let\s+me\s+)?forget\s+to\s+\S|remind\s+me\s+to\s+\S|note\s+to\s+self\b|nts\b[:,-]|(?:note|memo|reminder)\s+(?:to|for)\s+(?:self|me|myself)\b|(?:mental|personal)\s+note\b|self[\s-]?reminder\b|(?:i\s+(?:need\s+to|have\s+to|gotta|will|should|must)\s+|i'?ll\s+)?(?:call|text|email|e-mail|ring|phone|ask|order|buy|get|pick\s+up|check\s+(?:on|with))\s.*\bmyself\s*[.!]*$)`)

// offCalendarRe is the host saying that something is not to go on the
// calendar at all: "my sister's crashing there one night, no need to put
// her on the calendar", "don't add them to the schedule".
var offCalendarRe = mustCompile(`(?i)\b(?:no\s+need\s+to|(?:don'?t|dont|do\s+not)(?:\s+need\s+to)?)\s+(?:put|add|enter|log|book)\s+(?:her|him|them|it|that|this|those)\s+(?:on|in|into|to)\s+(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|books|system)\s*[.!]*$`)

// selfNoteBoxRe is a checkbox item that is the host's own errand: a call,
// a text, an order or a question put to someone ("[ ] ask Bea about her
// hours"), never something asked of that person ("ask bea to …").
var selfNoteBoxRe = mustCompile(`(?i)^(?:call|text|email|e-mail|ring|phone|order|buy|pick\s+up|ask\s+[a-z][\w'’-]*\s+(?:about|if|whether|when|how|what)\b)\s`)

// selfNoteItem reports whether item, one item of a line with its marker,
// is the host's own reminder.
func selfNoteItem(item string) bool {
	boxed := strings.HasPrefix(strings.TrimSpace(item), "[")
	body := strings.TrimSpace(selfNoteMarkRe.ReplaceAllString(item, ""))
	return selfNoteRe.MatchString(body) || offCalendarRe.MatchString(body) || boxed && selfNoteBoxRe.MatchString(body)
}

// withoutSelfNotes returns msg without the host's own reminders and the
// reminders taken out. A line with none is kept as it was; a message that
// is nothing but reminders is kept whole, for the engine to answer.
func withoutSelfNotes(msg string) (string, []string) {
	lines := strings.Split(msg, "\n")
	var notes, kept []string
	for _, line := range lines {
		line = noteToSelfAsking(line) // "note to self … so push their checkout to one": a request (memoparts.go)
		items, dropped := selfNoteSplit(line)
		if len(dropped) == 0 {
			kept = append(kept, line)
			continue
		}
		notes = append(notes, dropped...)
		if k := strings.TrimSpace(strings.Join(items, " ")); k != "" {
			kept = append(kept, k)
		}
	}
	if len(notes) == 0 || strings.TrimSpace(strings.Join(kept, "")) == "" {
		return msg, nil
	}
	return strings.Join(kept, "\n"), notes
}

// onlySelfNotes reports whether every item of msg is the host's own
// reminder opened as one ("note to self ask Keisha if she can move her glenwood clean
// to one", "reminder for me: check with keisha whether …"): a message
// withoutSelfNotes keeps whole, whose changes are the host's to ask for,
// never done (ownReminder).
func onlySelfNotes(msg string) bool {
	n := 0
	for _, line := range strings.Split(msg, "\n") {
		items, dropped := selfNoteSplit(noteToSelfAsking(line))
		if len(items) > 0 {
			return false
		}
		for _, d := range dropped {
			if !ownReminderOpenRe.MatchString(strings.TrimSpace(selfNoteMarkRe.ReplaceAllString(d, ""))) {
				return false // ("call off ngozi fri, ill walk the decoy house myself": a cancel, the host's errand its reason)
			}
		}
		n += len(dropped)
	}
	return n > 0
}

// selfNoteSplit splits one line into its items and returns the items that
// are no reminder (each with its own end: "… instead.") and those that are.
func selfNoteSplit(line string) (items, dropped []string) {
	start := 0
	add := func(item string) {
		if strings.TrimSpace(item) == "" {
			return
		}
		if selfNoteItem(item) {
			dropped = append(dropped, strings.TrimSpace(item))
			return
		}
		items = append(items, strings.TrimSpace(item))
	}
	for _, b := range selfNoteBreakRe.FindAllStringIndex(line, -1) {
		sep := line[b[0]:b[1]]
		if strings.Contains(sep, "[") {
			add(line[start:b[0]]) // the box opens the next item
			start = b[0]
			continue
		}
		if strings.ContainsAny(sep, "-–—;") && bareReminderOpen(line[start:b[0]]) {
			continue // "memo to self - see if keisha can …": the note is what follows
		}
		add(line[start:b[1]])
		start = b[1]
	}
	add(line[start:])
	return items, dropped
}

// bareReminderOpen reports whether item is only a reminder's opening
// ("memo to self", "note to self"), its words after a dash.
func bareReminderOpen(item string) bool {
	body := strings.TrimSpace(selfNoteMarkRe.ReplaceAllString(item, ""))
	return body != "" && ownReminderOpenRe.ReplaceAllString(body, "") == ""
}

// selfNotesSaid is the reply's line naming the reminders left out, so that
// nothing the host wrote goes unsaid.
func selfNotesSaid(notes []string) string {
	var q []string
	for _, n := range notes {
		n = strings.TrimSpace(selfNoteMarkRe.ReplaceAllString(n, ""))
		if n = strings.Trim(n, " .!-–—"); n != "" {
			q = append(q, "“"+n+"”")
		}
	}
	if len(q) == 0 {
		return ""
	}
	return "\nI took " + strings.Join(q, ", ") + " as your own reminders and did nothing about them."
}

// ownReminderOpenRe is a reminder's opening, left out when the reminder
// is quoted back: "note to self", "reminder for me:".
var ownReminderOpenRe = mustCompile(`(?i)^\s*(?:(?:a|my)\s+)?(?:note\s+to\s+self|nts|(?:note|memo|reminder)\s+(?:to|for)\s+(?:self|me|myself)|(?:mental|personal)\s+note|self[\s-]?reminder)\b[\s,:;.-]*`)

// ownReminderText is the reminder text, without its opening and end, to
// quote back in the reply.
func ownReminderText(text string) string {
	t := strings.TrimRight(strings.TrimSpace(ownReminderOpenRe.ReplaceAllString(text, "")), "?.,:;!( ")
	if t == "" {
		return strings.TrimSpace(text)
	}
	return t
}

// withoutReminderOpen returns msg, a message of only the host's own
// reminders, without each line's opening ("note to myself - …"), so that
// the change offered is read from the reminder's own words.
func withoutReminderOpen(msg string) string {
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		if t := ownReminderOpenRe.ReplaceAllString(l, ""); strings.TrimSpace(t) != "" {
			lines[i] = t
		}
	}
	return strings.Join(lines, "\n")
}
