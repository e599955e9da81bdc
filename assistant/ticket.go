package assistant

import (
	"strings"
)

// Ticket-style messages: a virtual assistant abroad writes a request as
// the lines of a form ("Cabin: Misty Pines\nIssue: mini fridge in the loft
// not cold\nGuest: none\nPls send Earl 3/10 9am", "URGENT\nCabin: Smoky
// Ridge\nIssue: hot tub leaking …\nGuest: Patel family\nPls send Tony
// asap"). The lines are the fields of ONE request, never one request a
// line: "Cabin:" is the property, "Issue:" the problem (the job's notes),
// "Guest:" only who is staying, "Pls send X <when>" the pro and the time.
// readTicket reads such a message as the one sentence a host would write:
// "URGENT. Smoky Ridge: hot tub leaking …. Pls send Tony asap".

// ticketLineRe is one labelled line of a ticket: "Cabin: …", "Issue - …".
var ticketLineRe = mustCompile(`^(?i)(cabin|property|prop|house|home|unit|listing|location|place|villa|condo|lodge|address|issue|issues|problem|problems|concern|details|guests?|guest\s+name|occupied|pro|vendor|tech|send|when|date|time|schedule)\s*[:：]\s*(.*)$`)

// ticketNoneRe is a field left empty: "Guest: none", "Issue: n/a".
var ticketNoneRe = mustCompile(`^(?i)(?:none|n/?a|no|nobody|no\s+one|-+|empty|vacant|tbd)\.?$`)

// readTicket reads a ticket-style message as one request; any other
// message is returned as it came.
func readTicket(msg string) string {
	if !strings.Contains(msg, "\n") {
		return msg
	}
	var lead, place, issue, rest []string
	labelled, places := 0, 0
	for _, l := range strings.Split(msg, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		m := ticketLineRe.FindStringSubmatch(l)
		if m == nil {
			// "URGENT", "Pls send Tony asap": kept in their place, the
			// lines before the fields first.
			if labelled == 0 {
				lead = append(lead, l)
			} else {
				rest = append(rest, l)
			}
			continue
		}
		labelled++
		v := strings.TrimSpace(m[2])
		if v == "" || ticketNoneRe.MatchString(v) {
			continue
		}
		switch label := strings.ToLower(m[1]); {
		case strings.HasPrefix(label, "guest"), label == "occupied":
			// "Guest: Patel family": who is staying, no request of its
			// own (the stay is found from the property and the day).
		case strings.HasPrefix(label, "issue"), strings.HasPrefix(label, "problem"), label == "concern", label == "details":
			issue = append(issue, strings.TrimRight(v, ". "))
		case label == "pro", label == "vendor", label == "tech", label == "send":
			// "Vendor: Earl" is who to send.
			rest = append(rest, "pls send "+v)
		case label == "when", label == "date", label == "time", label == "schedule":
			rest = append(rest, v)
		default:
			places++
			place = append(place, strings.TrimRight(v, ". "))
		}
	}
	// A form names exactly one place and says something more of it; two
	// "Cabin:" lines are two requests, left to the reader of lines.
	if places != 1 || labelled < 2 {
		return msg
	}
	var parts []string
	for _, l := range lead {
		parts = append(parts, strings.TrimRight(l, ".!: ")+".")
	}
	head := place[0]
	if len(issue) > 0 {
		head += ": " + strings.Join(issue, "; ")
	}
	parts = append(parts, head+".")
	if len(rest) > 0 {
		// "Pls send Earl 3/10 9am" and "When: tomorrow 10am" said of
		// the same visit make one sentence.
		parts = append(parts, strings.TrimRight(strings.Join(rest, " "), ". "))
	}
	return strings.Join(parts, " ")
}

// proAsksRe is a pro asking to come at another time: "BugAway asking to
// come earlier at Bear Hollow on Friday, 8am", "Earl wants to come later
// at Misty Pines, 3pm", "Tony asked if he can come earlier tomorrow, 11am
// instead". Group pro is who asks; rest the new time and the place.
var proAsksRe = mustCompile(`^(?i:(?:hi|hello|fyi|update|note)[,!.:\s]+)?(?P<pro>[A-Za-z][\w'&-]*(?:\s+[A-Za-z][\w'&-]*)?)\s+(?i:(?:is|are)\s+)?(?i:asking|asked|asks|wants|want|would\s+like|requesting|requested|requests|prefers|prefer)\s+(?i:to\s+come(?:\s+in)?|if\s+(?:they|he|she|it)\s+can\s+come(?:\s+in)?|if\s+can\s+come)\s+(?P<rest>(?i:earlier|later|sooner)\b[^!?\n]*?)(?P<tail>(?:[.!?]\s+.*)?)$`)

// proAsksToCome reads a pro's request about their own visit as the move
// it asks for ("BugAway asking to come earlier at Bear Hollow on Friday,
// 8am. The Lee family said ok already" is "move BugAway earlier at Bear
// Hollow on Friday, 8am. …"): the pro's job moves, never the guests'
// stay, who only consent. Only when the words before the verb are an
// active pro's name; any other message is returned as it came.
func (s *session) proAsksToCome(msg string) string {
	m := proAsksRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil {
		return msg
	}
	who := strings.ToLower(m[proAsksRe.SubexpIndex("pro")])
	named := false
	for _, p := range s.pros {
		name := strings.ToLower(p.Name)
		if p.Active && (who == name || who == strings.Fields(name)[0]) {
			named = true
		}
	}
	if !named {
		return msg
	}
	return "move " + m[proAsksRe.SubexpIndex("pro")] + " " + m[proAsksRe.SubexpIndex("rest")] + m[proAsksRe.SubexpIndex("tail")]
}
