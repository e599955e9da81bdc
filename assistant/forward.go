package assistant

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// Forwarded messages: an assistant who keeps the calendar for owners
// passes their e-mails on as they came ("Fwd from Linda:\n> Beth's
// walkthrough …, can we push it back one day?\n\nThanks!", "Linda's email:
// \"Cancel the gate repair …\"", "Mark fwd: \"…\"", "Hi there, from Mark:
// please cancel … Best, Jess", "Per Mark — …", "… Linda confirmed w/
// her"). The wrapper (who it is from, the quote marks, the greetings and
// the sign-offs) says who asked, not what to do: unwrapForward reads the
// message without it. A name is taken for the sender's only when it is
// none of the account's pros, properties, cities or guests, so "rosa: …"
// or "kona tmrw: …" keep their meaning.

// fwdLeadRe is a wrapper that opens the message; its group "name", when
// matched, is the person it names.
var fwdLeadRes = []*triggerRe{
	// "Fwd from Linda:", "FW:", "Forwarded from the owner -"
	mustCompile(`^(?i:fwd|fw|forwarded|forwarding)(?:\s+(?i:from|for)\s+(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+))?\s*[:—–-]\s*`),
	// "Mark fwd:", "Linda fw -"
	mustCompile(`^(?P<name>[A-Z][a-z]+)\s+(?i:fwd|fw|forwarded)\s*[:—–-]\s*`),
	// "Linda's email:", "the owner's text -"
	mustCompile(`^(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)(?:'s|’s)\s+(?i:e-?mail|text|txt|msg|message|note|request|reply|words)\s*[:—–-]\s*`),
	// "from Mark:", "Per Mark —", "via Linda,"
	mustCompile(`^(?i:from|per|via)\s+(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s*[:,—–-]\s*`),
	// "Owner says:", "the owner writes -", "Mark says:" (a colon or a dash:
	// "mark says the pruitts had a party" is news, not a wrapper)
	mustCompile(`^(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s+(?i:says|said|writes|wrote|asks|asked|wants|would\s+like)\s*[:—–-]\s*`),
	// "my husband says …", "our co-host asked …": one of the household
	// relaying, never a pro or a guest.
	mustCompile(`^(?i:my|our)\s+(?i:husband|wife|hubby|partner|spouse|son|daughter|co-?host|cohost|sister|brother|mom|dad)\s+(?i:says|said|asks|asked|writes|wrote|texted|called\s+to\s+say)\s+(?:(?i:that)\s+)?`),
	// "Owner says …", "the owner wants …" (no colon: the owner is never a
	// guest or a pro of the account)
	mustCompile(`^(?i:the\s+owners?|owners?)\s+(?i:says|said|writes|wrote|asks|asked|would\s+like\s+to\s+know)\s+(?:(?i:that)\s+)?`),
	// "Linda:", "The owner:"
	mustCompile(`^(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s*:\s+`),
	// "Sedona stuff from the owner:", "Asheville update from Mark -": the
	// words before "from" stay (a city names the place).
	mustCompile(`^(?P<keep>[A-Z][A-Za-z]+)\s+(?i:stuff|things|items|update|updates|notes|requests|changes)\s+(?i:from)\s+(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s*[:—–-]\s*`),
}

// fwdGreetingRe is a greeting before a wrapper ("Hi there, from Mark: …").
var fwdGreetingRe = mustCompile(`^(?i:hi|hey|hello|good\s+morning|good\s+afternoon|morning)(?:\s+(?i:there|all|team|again))?\s*[!,.]*\s+`)

// fwdWantsRe is "<someone> wants …" opening the message: the owner's wish
// relayed, read as the host's own ("i want …").
var fwdWantsRe = mustCompile(`^(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s+(?i:wants|would\s+like)\s+`)

// fwdSignOffRe is a sign-off that ends the message: "Thanks!", "Thank
// you!", "Best, Jess", "Cheers - J", "-- Jess", "Linda confirmed w/ her".
var fwdSignOffRes = []*triggerRe{
	mustCompile(`(?:^|[.!?]\s+|\s+)(?i:thanks|thank\s+you|thx|ty|many\s+thanks|cheers|best|regards|best\s+regards|kind\s+regards|warm\s+regards|warmly|talk\s+soon|sent\s+from\s+my\s+(?:iphone|phone)|` +
		// a letter's close: "Sincerely, Margaret", "Yours truly, M.", "Much obliged, Margaret"
		`(?:yours\s+)?sincerely|yours\s+(?:truly|faithfully)|much\s+obliged|with\s+(?:thanks|gratitude))(?:\s+(?i:so\s+much|again|kindly))?(?:\s*,?\s*(?i:dear|hon|honey|love|sweetie))?\s*[!.,]*(?:\s*[-—–,]?\s*[A-Z][a-z]*\.?` + signedCompany + `)?\s*[!.]*\s*$`),
	mustCompile(`(?:^|[.!?]\s+|\s+)(?:--|—|–)\s*[A-Z][a-z]*\.?\s*$`),
	// "Linda confirmed w/ her", "owner approved", "Mark okayed it with
	// Rosa": who agreed, never a job or a pro to find.
	mustCompile(`(?:^|[.!?]\s+|\s+)(?P<name>(?i:the\s+owners?|owners?)|[A-Z][a-z]+)\s+(?i:confirmed|approved|okayed|ok'd|okd|signed\s+off|agreed|already\s+confirmed|checked)(?:\s+(?i:it|this|that|on\s+it|on\s+this|on\s+that))?(?:\s+(?i:with|w/|w)\s+(?:(?i:her|him|them|the\s+pros?)|[A-Z][a-z]+))?\s*[!.]*\s*$`),
	// "Same time is fine.", "same time works": the time the job keeps, as
	// it does when only its day moves.
	// "… at 1 instead of 11 for the turnover. Thats fine with us.": the
	// host's consent to what a pro asked, not a request of its own.
	mustCompile(`(?:[.!?]\s+)(?i:(?:that'?s|that’s|thats|that\s+is|which\s+is|it'?s|its)\s+(?:totally\s+|perfectly\s+|all\s+|just\s+)?(?:fine|ok|okay|good|alright|all\s+right|great)(?:\s+(?:with|by|for)\s+(?:us|me|both\s+of\s+us))?|(?:that|it|which)\s+works\s+(?:for|with)\s+(?:us|me)|(?:we'?re|we\s+are|i'?m|i\s+am)\s+(?:fine|ok|okay|good)\s+with\s+(?:that|it))\s*[!.]*\s*$`),
	mustCompile(`(?:[.!?]\s+)(?i:same\s+time\s+(?:is\s+fine|is\s+ok|is\s+okay|works|is\s+good|please|pls))\s*[!.]*\s*$`),
}

// ownerOfRequestsRe is the owner's wish relayed in an office's voice:
// "Owner of the Vanderbilt Beach house requests that Rick Dawson replace
// …", "the owner of Unit 402 has asked that Cool Breeze come …". The place
// is in the first group; "that" (a pro to have do the work) in the second.
var ownerOfRequestsRe = mustCompile(`(?i)^(?:(?:please\s+)?(?:be\s+advised|note)\s+(?:that\s+)?)?(?:the\s+)?owners?\s+of\s+((?:the\s+)?[^,.;!?]{2,40}?)\s+(?:requests|request|has\s+requested|have\s+requested|asks|has\s+asked|have\s+asked|would\s+like)\s+(that\s+)?`)

// ownerOfRequests reads such a wish as the host's own request at that
// place: "the Vanderbilt Beach house: please have Rick Dawson replace …",
// "…: please book Paradise Pest Control this coming Tuesday …". A wish
// to be told something ("would like to know …") is left as it is.
func ownerOfRequests(msg string) string {
	m := ownerOfRequestsRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	rest := msg[m[1]:]
	if r := strings.ToLower(rest); strings.HasPrefix(r, "to ") || strings.HasPrefix(r, "if ") || strings.HasPrefix(r, "whether ") {
		return msg
	}
	verb := "please book "
	if m[4] >= 0 {
		verb = "please have "
	}
	return msg[m[2]:m[3]] + ": " + verb + rest
}

// fwdSaysWhyRe is "<someone> says <the reason>" after a request.
var fwdSaysWhyRe = mustCompile(`(?:[.?!]\s+)(?P<name>(?i:the\s+owners?)|[A-Z][a-z]+)\s+(?i:says|said|mentioned|reports|reported)\s+(?:(?i:that)\s+)?((?i:the|they|it|its|it's|there|there's|theres|guests?)\b[^?]*)$`)

// fwdSignedRe is a sign-off that ends with a name ("Best, Jess").
var fwdSignedRe = mustCompile(`[,\-—–]\s*[A-Z][a-z]*\.?` + signedCompany + `\s*[!.]*\s*$`)

// signedCompany is the office a signed name writes for, two capitalised
// words or more after a dash or comma: "Thank you, Donna - Gulf Coast
// Property Management". Its words name no pro and no place ("Coast" is not
// Sunshine Coast Cleaning Co.).
const signedCompany = `(?:\s*[-—–,]\s*[A-Z][A-Za-z'’&]*(?:\s+(?:[A-Z][A-Za-z'’&.]*|&|of|and))+)?`

// unwrapForward returns msg without the wrapper of a forwarded message
// (see above), or msg itself when it has none.
func (s *session) unwrapForward(msg string) string {
	orig := msg
	// Quoted lines: "> Beth's fire safety walkthrough …".
	if strings.Contains(msg, "\n>") || strings.HasPrefix(strings.TrimSpace(msg), ">") {
		lines := strings.Split(msg, "\n")
		for i, l := range lines {
			t := strings.TrimSpace(l)
			for strings.HasPrefix(t, ">") {
				t = strings.TrimSpace(strings.TrimPrefix(t, ">"))
			}
			lines[i] = t
		}
		msg = strings.Join(lines, "\n")
	}
	msg = strings.TrimSpace(s.emailBody(msg))
	wrapped := false
	for range 4 {
		rest := msg
		greeted := false
		if m := fwdGreetingRe.FindStringIndex(rest); m != nil {
			rest, greeted = rest[m[1]:], true
		}
		found := false
		for _, re := range fwdLeadRes {
			m := re.FindStringSubmatchIndex(rest)
			if m == nil {
				continue
			}
			if k := re.SubexpIndex("name"); k >= 0 && m[2*k] >= 0 && !s.senderName(rest[m[2*k]:m[2*k+1]]) {
				continue
			}
			keep := ""
			if k := re.SubexpIndex("keep"); k >= 0 && m[2*k] >= 0 {
				keep = rest[m[2*k]:m[2*k+1]] + ": "
			}
			rest, found = keep+strings.TrimSpace(rest[m[1]:]), true
			break
		}
		if !found {
			_ = greeted
			break
		}
		msg, wrapped = rest, true
	}
	if wrapped {
		msg = strings.TrimSpace(s.emailBody(msg)) // ("per Barb:\n- …\n- …\n- Jim")
	}
	// "Linda wants Coastal Sparkle to handle …": the owner's wish, the
	// host's request.
	if m := fwdWantsRe.FindStringSubmatchIndex(msg); m != nil && s.senderName(msg[m[2]:m[3]]) {
		msg, wrapped = "i want "+msg[m[1]:], true
	}
	// A quoted e-mail: "\"Cancel the gate repair … Saturday?\"".
	if wrapped {
		t := strings.TrimSpace(msg)
		for _, q := range [][2]string{{"\"", "\""}, {"“", "”"}} {
			if strings.HasPrefix(t, q[0]) {
				body := strings.TrimPrefix(t, q[0])
				tail := strings.TrimRight(body, " .!")
				if strings.HasSuffix(tail, q[1]) && !strings.Contains(strings.TrimSuffix(tail, q[1]), q[1]) {
					msg = strings.TrimSuffix(tail, q[1])
				}
			}
		}
	}
	// Sign-offs, last first.
	for range 4 {
		cut := false
		for k, re := range fwdSignOffRes {
			m := re.FindStringSubmatchIndex(msg)
			if m == nil || m[0] == 0 && m[1] == len(msg) {
				continue
			}
			if k == 0 && !wrapped && !fwdSignedRe.MatchString(msg[m[0]:m[1]]) {
				continue // "… can u mark it done? thx!!": the host's own thanks, read as ever
			}
			if k := re.SubexpIndex("name"); k >= 0 && m[2*k] >= 0 && !s.senderName(msg[m[2*k]:m[2*k+1]]) {
				continue
			}
			head := strings.TrimSpace(msg[:m[0]])
			if strings.ContainsAny(msg[m[0]:m[0]+1], ".!?") {
				head += msg[m[0] : m[0]+1]
			} else if !wrapped && !strings.HasSuffix(head, ".") && !strings.HasSuffix(head, "!") && !strings.HasSuffix(head, "?") {
				continue // run on without a stop, in a message with no wrapper: kept
			}
			if len(strings.Fields(head)) < 3 {
				continue
			}
			msg, cut = head, true
			break
		}
		if !cut {
			break
		}
	}
	// "… at 10? Mark says the Pruitts had a party and it's a mess": why,
	// in the words of the one who asked, a note for the job just said.
	// "… to 1. She says the Sandpiper needs a restock tomorrow at 2
	// too": work a property needs is a request of its own (parse's
	// placeNeedsWork), never a note.
	if m := fwdSaysWhyRe.FindStringSubmatchIndex(msg); m != nil && s.senderName(msg[m[2]:m[3]]) && !s.placeNeedsWorkSaid(msg[m[4]:]) {
		msg = msg[:m[0]] + " - " + msg[m[4]:]
	}
	msg = dropPleasantries(msg)
	if strings.TrimSpace(msg) == "" {
		return orig
	}
	return msg
}

// placeNeedsWorkSaid reports whether text opens with one of the
// account's properties said to need work (placeNeedsWorkRe).
func (s *session) placeNeedsWorkSaid(text string) bool {
	m := placeNeedsWorkRe.FindStringSubmatch(strings.ToLower(text))
	if m == nil {
		return false
	}
	w := strings.Fields(m[1])[0]
	for _, a := range s.addrs {
		if slices.Contains(words(a.Name()), w) {
			return true
		}
	}
	return false
}

// letterGreetingRe is a letter's salutation opening a message of one
// line: "Dear Steward, …", "Dear Steward. …".
var letterGreetingRe = mustCompile(`^(?i:dear)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*[,:.!;—–-]\s*`)

// wellWishRe is a sentence that only wishes the reader well: "I do hope
// you are well.", "I trust this finds you well.", "Hope you had a lovely
// weekend!", or only exclaims ("What a week it has been!").
var wellWishRe = mustCompile(`^(?i:(?:i\s+)?(?:do\s+|very\s+much\s+|so\s+)?(?:hope|trust)\s+(?:you|this|that\s+you|your|all|everything|things))\b[^.!?]*[.!?]*$|` +
	// an exclamation: "What a week it has been!"
	`^(?i:what\s+an?)\s[^.!?]*!+$`)

// dropPleasantries returns msg without a letter's salutation ("Dear
// Steward,") and without the sentences that only wish the reader well
// ("I do hope you are well."): they say nothing to act on, and are never
// named as not understood. A sentence that asks something (a digit, a
// verb of a request, a service: asksSomething) is kept ("I hope you can
// book a clean …"); so is msg when nothing else would be left.
func dropPleasantries(msg string) string {
	out := msg
	if m := letterGreetingRe.FindStringIndex(out); m != nil && strings.TrimSpace(out[m[1]:]) != "" {
		out = out[m[1]:]
	}
	var b strings.Builder
	start := 0
	for _, m := range append(sentenceEndRe.FindAllStringIndex(out, -1), []int{len(out), len(out)}) {
		if m[1] <= start {
			continue
		}
		if t := strings.TrimSpace(out[start:m[1]]); !wellWishRe.MatchString(t) || asksSomething(tokenize(t)) {
			b.WriteString(out[start:m[1]])
		}
		start = m[1]
	}
	if rest := strings.TrimSpace(b.String()); rest != "" {
		return rest
	}
	return msg
}

// sentenceEndRe is the stop that ends a sentence and the space after it.
var sentenceEndRe = mustCompile(`[.!?]+\s+|\n+`)

// fwdNotNames are capitalized words that open a header of the host's own
// ("Note: …", "Update: …"), never a sender.
var fwdNotNames = map[string]bool{"note": true, "notes": true, "update": true, "updates": true, "reminder": true, "urgent": true,
	"also": true, "fyi": true, "question": true, "request": true, "todo": true, "subject": true, "heads": true, "edit": true,
	"correction": true, "important": true, "asap": true, "today": true, "tomorrow": true, "tonight": true, "okay": true,
	"yes": true, "thanks": true, "hey": true, "hello": true, "please": true, "pls": true, "cancel": true, "book": true,
	"move": true, "schedule": true, "emergency": true, "issue": true, "problem": true, "change": true, "changes": true,
	"next": true, "this": true, "that": true, "new": true, "both": true, "all": true, "everything": true, "guests": true,
	"guest": true, "staff": true, "cleaners": true, "cleaner": true, "weekend": true, "week": true, "morning": true, "afternoon": true,
	"evening": true, "then": true, "after": true, "before": true, "later": true, "status": true, "summary": true, "plan": true}

// senderName reports whether name can be the person a forwarded message
// comes from: the owner, or a capitalized word that names none of the
// account's pros, properties, cities or guests, and no day or service.
func (s *session) senderName(name string) bool {
	name = strings.TrimSpace(name)
	w := strings.ToLower(name)
	if strings.HasSuffix(w, "owner") || strings.HasSuffix(w, "owners") {
		return true
	}
	capital := name != "" && name[0] >= 'A' && name[0] <= 'Z'
	if len(w) < 3 || stopWords[w] && !capital || fwdNotNames[w] || !isLetters(w) {
		return false
	}
	if _, _, ok := serviceOf(tokenize(w)); ok {
		return false
	}
	if d := readDates(tokenize(w), s.now, time.UTC); len(d) > 0 {
		return false
	}
	for _, p := range s.pros {
		for _, f := range words(p.Name) {
			if f == w {
				return false
			}
		}
		if emailStarts(p.Email, w) {
			return false
		}
	}
	for _, a := range s.addrs {
		for _, f := range append(append(words(a.Name()), words(a.Street)...), words(a.City)...) {
			if f == w {
				return false
			}
		}
	}
	if s.loadStays() == nil {
		for _, r := range s.stays {
			for _, f := range words(r.GuestName) {
				if f == w || strings.TrimSuffix(w, "s") == f {
					return false
				}
			}
		}
	}
	return true
}

// E-mail-shaped messages: a greeting line, the requests (often as a list
// of bullets or numbers, one request per item) and a sign-off ("Hi
// there,\n• Marcy's Saturday restock → 3pm\n• book Dale …\nThanks, and
// hope your week is going well!\nBarb"). The greeting, a line that only
// introduces the writer ("Jim here.") and the sign-off lines say who
// writes, never what to do: emailBody reads the message without them,
// each item a line of its own without its mark. A last line is taken for
// a sign-off only when it asks nothing: no digit, no service, no verb of
// a request.

// emailGreetingRe is a greeting that opens a message, with the writer's
// introduction when there is one: "Hi there,", "Good afternoon!", "Hi
// there, Jim here.", "Dear Rosa,", "Morning all -".
var emailGreetingRe = mustCompile(`^(?i:hi|hey|hello|hiya|howdy|greetings|dear|good\s+morning|good\s+afternoon|good\s+evening|good\s+day|morning|afternoon|evening)(?:\s+(?i:there|all|team|again|folks|everyone|y'all|guys))?(?:\s*[!,.:;—–-]*\s*(?:(?i:it's|its|it is|this is)\s+[A-Z][a-z]+|[A-Z][a-z]+\s+(?i:here))|\s*,?\s*[A-Z][a-z]+)?\s*[!,.:;—–-]*(?:\s+|$)`)

// emailIntroRe is a line or sentence that only says who writes: "Jim
// here.", "this is Barb!".
var emailIntroRe = mustCompile(`^(?:(?i:it's|its|it is|this is)\s+[A-Z][a-z]+|[A-Z][a-z]+\s+(?i:here))\s*[!.,:;—–-]+(?:\s+|$)`)

// emailClosingRe opens a line of a sign-off: "Thanks so much,", "Warmly,",
// "Thank you!", "Hope your week is going well!", "Have a good one".
var emailClosingRe = mustCompile(`^(?i:thanks|thank\s+you|thx|ty|tia|many\s+thanks|cheers|best|regards|best\s+regards|kind\s+regards|warm\s+regards|warmly|sincerely|love|xo|xoxo|hugs|take\s+care|talk\s+soon|all\s+the\s+best|with\s+thanks|hope\s+(?:you|your|all|everything)|have\s+a\s+(?:good|great|nice|lovely))\b`)

// emailNameRe is a line that is only a name, signed: "Barb", "- Jim",
// "~ Barb & Jim".
var emailNameRe = mustCompile(`^(?:[-—–~]+\s*)?[A-Z][a-z]+(?:\s*(?:&|and)\s*[A-Z][a-z]+)?\s*[.!]*$`)

// emailItemRe is the mark of a list's item at the start of a line.
var emailItemRe = mustCompile(`^\s*(?:[-–—•*·▪◦]|\(?[1-9][).])\s+`)

// emailBody returns an e-mail-shaped msg without its greeting and
// sign-off, each item of a list on a line of its own without its mark;
// any other message as it is.
func (s *session) emailBody(msg string) string {
	if !strings.ContainsAny(msg, "\n\r") {
		return msg
	}
	var lines []string
	for _, l := range strings.FieldsFunc(msg, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 {
		return msg
	}
	changed := false
	// The greeting, and the line that only introduces the writer.
	for len(lines) > 1 {
		m := emailGreetingRe.FindStringIndex(lines[0])
		if m == nil {
			m = emailIntroRe.FindStringIndex(lines[0])
		}
		if m == nil {
			break
		}
		if rest := strings.TrimSpace(lines[0][m[1]:]); rest != "" {
			lines[0] = rest
		} else {
			lines = lines[1:]
		}
		changed = true
	}
	// The sign-off, last line first.
	for len(lines) > 1 {
		l := strings.TrimSpace(lines[len(lines)-1])
		signed := false
		if emailNameRe.MatchString(l) {
			name := strings.Trim(l, "-—–~ .!")
			name, _, _ = strings.Cut(name, " ")
			name, _, _ = strings.Cut(name, "&")
			signed = s.senderName(strings.TrimSpace(name))
		} else if emailClosingRe.MatchString(l) {
			signed = !asksSomething(tokenize(l))
		}
		if !signed {
			break
		}
		lines, changed = lines[:len(lines)-1], true
	}
	// The items of a list, each a line of its own, when every line is
	// one (a line before them that heads them is left to headedList).
	items := 0
	for _, l := range lines {
		if emailItemRe.MatchString(l) {
			items++
		}
	}
	if items >= 2 && items == len(lines)-1 && !emailItemRe.MatchString(lines[0]) && strings.HasSuffix(lines[0], ":") {
		// "Jim wants a couple changes in Saugatuck:": a head that only
		// says the list's items are changes is dropped; the place it
		// names is given to each item that names none.
		if place, ok := s.listPreamble(lines[0]); ok {
			lines = lines[1:]
			for k, l := range lines {
				if place != "" && len(matchProperties(tokenize(l), s.addrs)) == 0 {
					lines[k] = strings.TrimRight(l, " .,;") + " at " + place
				}
			}
			changed = true
		}
	}
	if items >= 2 && items == len(lines) && !listNumbersOutOfOrder(lines) {
		for k, l := range lines {
			lines[k] = strings.TrimSpace(l[emailItemRe.FindStringIndex(l)[1]:])
		}
		changed = true
	}
	if !changed || len(lines) == 0 {
		return msg
	}
	return strings.Join(lines, "\n")
}

// listNumbersOutOfOrder says the lines are numbered but not 1, 2, 3 … in
// order (then a number may be a time, and the lines are left as they
// are).
func listNumbersOutOfOrder(lines []string) bool {
	n := 0
	for _, l := range lines {
		m := emailItemRe.FindString(l)
		d := strings.Trim(m, " \t().")
		if d == "" || !isDigits(d) {
			continue
		}
		n++
		if d != strconv.Itoa(n) {
			return true
		}
	}
	return false
}

// asksSomething says a closing line asks for something after all: a
// digit, a service, or a verb of a request ("Thanks, and can you cancel
// the 2pm too").
func asksSomething(toks []token) bool {
	for _, t := range toks {
		if strings.IndexFunc(t.s, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
			return true
		}
		switch t.s {
		case "cancel", "book", "move", "schedule", "push", "change", "add", "please", "pls", "can", "could", "would", "need", "send", "get", "make", "also", "tomorrow", "tmrw", "today":
			return true
		}
	}
	_, _, svc := serviceOf(toks)
	return svc
}

// listPreambleWords say a line heads a list of requests: "a couple
// changes", "two things", "some updates".
var listPreambleWords = map[string]bool{"change": true, "changes": true, "thing": true, "things": true, "update": true, "updates": true,
	"item": true, "items": true, "request": true, "requests": true, "tweaks": true, "ones": true, "fixes": true}

// listPreamble reads a list's head that only says its items are changes
// ("Jim wants a couple changes in Saugatuck:", "a few things for the lake
// house:"): ok, and the words of the one property it names ("" for
// none). A head that names a day, a time, a pro or several properties is
// not one (headedList reads those).
func (s *session) listPreamble(head string) (place string, ok bool) {
	toks := tokenize(strings.TrimRight(head, ": "))
	if len(toks) == 0 || len(toks) > 10 || !slices.ContainsFunc(toks, func(t token) bool { return listPreambleWords[t.s] }) {
		return "", false
	}
	for _, t := range toks {
		if strings.IndexFunc(t.s, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 || isDateWord(t.s) {
			return "", false
		}
		if p := s.proByWord(t.s); p != nil {
			return "", false
		}
	}
	pm := matchProperties(toks, s.addrs)
	switch len(pm) {
	case 0:
		return "", true
	case 1:
		return joinRaw(toks[pm[0].at.start:pm[0].at.end]), true
	}
	return "", false
}
