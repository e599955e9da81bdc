package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Pasted Airbnb/VRBO inbox text with the host's own line under it. A
// host copies a guest's message ("Guest message (Airbnb) — Priya: Any
// chance we could check out at 12 tomorrow instead of 11?"), an inquiry
// ("VRBO inquiry — Amy: Is firewood provided …"), a review ("Review
// (Airbnb) from Chris ★★★★★" and its quote) or a reservation e-mail
// ("Reservation confirmed — VRBO\nRio Del Mar Beach House\nGuest: Dana
// Whitaker\nFri, Mar 13 – Sun, Mar 15 · 4 guests\nPayout $1,240.00") and
// writes what to do below it ("yes give her the late checkout", "surf city
// asap pls", "add pls"). The pasted words are context, never the host's
// request: "message", "listing", "payout" and "review" in them ask for
// nothing. readPlatformPaste reads the block into the facts the host's
// line stands on — the guest's stay, the hour the guest asked for (said
// as the stay's change only when the host agrees), the problem the guest
// reports (said as the guests' at their property), the thing the guest
// asked about ("leave one out" is that thing), a new reservation's guest,
// property, dates and party — and returns those facts with the host's
// line, its "her", "it" and "after she leaves" spelled out. A block it
// cannot tie to one stay or property is left to readPaste as it was.

// platGuestHeadRe is a guest's message or inquiry: its head, the guest's
// name and what they wrote.
var platGuestHeadRe = mustCompile(`(?i)^((?:(?:airbnb|vrbo)\s+)?(?:guest\s+)?(?:message|inquiry|enquiry)(?:\s*\((?:airbnb|vrbo)\))?(?:\s+from)?)\s*[—–:-]?\s*([a-z][a-z'-]*(?:\s+[a-z][a-z'.-]*)?)\s*(?:\((?:airbnb|vrbo)\))?\s*:\s*(.+)$`)

// platReviewHeadRe is a review's head ("Review (Airbnb) from Chris ★★★★★").
var platReviewHeadRe = mustCompile(`(?i)^(?:(?:airbnb|vrbo)\s+)?(?:new\s+)?review(?:\s*\((?:airbnb|vrbo)\))?\s+(?:from|by)\s+\S`)

// platResHeadRe is a reservation e-mail's head and what follows it on the
// line ("Reservation confirmed (Airbnb): Tom Becker · The Capitola Flat ·
// Thu, Mar 12 – Sat, Mar 14 · 3 guests").
var platResHeadRe = mustCompile(`(?i)^(?:(?:airbnb|vrbo)\s*[:—–-]?\s*)?(?:reservation|booking)\s+(confirmed|altered|changed|updated|cancell?ed)\b\s*(?:\((?:airbnb|vrbo)\))?\s*[:—–-]?\s*(.*)$`)

var (
	// platRangeRe is "Fri, Mar 13 – Sun, Mar 15" (the second month may be left out).
	platRangeRe = mustCompile(`(?i)\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})\s*[–—-]\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:([a-z]{3,9})\.?\s+)?(\d{1,2})\b`)
	// platGuestsRe is "6 guests (was 4)".
	platGuestsRe = mustCompile(`(?i)\b(\d{1,2})\s+guests?\b`)
	// platGuestLineRe is "Guest: Dana Whitaker".
	platGuestLineRe = mustCompile(`(?i)^guest(?:\s+name)?\s*:\s*([a-z][a-z'.-]*(?:\s+[a-z][a-z'.-]*){1,2})\s*$`)
	// platNameLineRe is a line that is only a person's name ("Lauren Kim").
	platNameLineRe = mustCompile(`^[A-Z][a-z'-]+(?:\s+[A-Z][a-z'.-]+){1,2}$`)
	// platMoneyRe is a payout or earnings line.
	platMoneyRe = mustCompile(`(?i)\$\s*\d|\b(?:payout|you earn|total|nightly)\b`)
)

// What the guest wrote: a late check-out or an arrival at another hour
// asked for, a problem, a service or a thing asked for.
var (
	platLateOutRe   = mustCompile(`(?i)\b(?:check ?out|checkout|check-out|leave|stay)\b[^.?!]*?\b(?:at|until|till|til|by|around)\s+(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|noon)|\b(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)|noon)\s+(?:check ?out|checkout|check-out)\b`)
	platArriveRe    = mustCompile(`(?i)\b(?:check ?in|check-in|checkin|get in|arrive|be there|get there)\b[^.?!]*?\b(?:at|around|by|like)\s+(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|noon)`)
	platEarlyRe     = mustCompile(`(?i)\bearl(?:y|ier)\b`)
	platAskRe       = mustCompile(`(?i)\?|\b(?:possible|any chance|could we|can we|would it be|is it ok)\b`)
	platProblemRe   = mustCompile(`(?i)\b(?:no hot water|no heat|no power|not working|isn'?t working|doesn'?t work|won'?t (?:turn|start|open|close|lock|drain|flush)|broken|broke|leak(?:s|ing)?|clogged|cold|flooding|smells? (?:like )?gas|tripped|keeps (?:dropping|beeping|tripping)|wobbly|loose|stuck|dead)\b`)
	platServiceAsk  = mustCompile(`(?i)\b(?:could|can|may)\s+(?:we|i|you|u)\s+(?:get|have|book|arrange)\s+((?:a|an|some|extra|fresh|more)\s+[^?.!]*?\b(?:clean(?:ing)?|towels|sheets|linens|restock|service)\b[^?.!]*)\?`)
	platThingAskRe  = mustCompile(`(?i)\b(?:is there|are there|do you have|do we have|got)\s+((?:a|an|any|some)\s+[a-z][a-z -]{2,30}?)\s*\?`)
	platOneRe       = mustCompile(`(?i)\b(leave|put|bring|drop(?: off)?|set)\s+(one|some)\b`)
	platAcceptRe    = mustCompile(`(?i)^(?:yes|yep|yeah|yup|sure|ok|okay|of course|fine|np|no problem|absolutely|definitely|totally|for sure)\b[,.! ]*`)
	platDeclineRe   = mustCompile(`(?i)^(?:no|nope|nah|sorry|can'?t|cannot|not)\b|\b(?:tell (?:her|him|them) no|say no)\b`)
	platAcceptWords = mustCompile(`(?i)\b(?:give (?:her|him|them) (?:the|a) (?:late check-?out|early check-?in)|(?:update|change|fix) (?:it|that|her (?:checkout|check-out|arrival|stay)|his (?:checkout|check-out|arrival|stay)|their (?:checkout|check-out|arrival|stay)|the (?:checkout|check-out|stay))|do it|go ahead|that'?s fine)\b[,.! ]*`)
	platAndRe       = mustCompile(`(?i)^(?:[,.! ]*(?:and|also|then|plus)\b)?[,.! ]*`)
	platHourRe      = mustCompile(`(?i)^(\d{1,2})(?::(\d\d))?\s*([ap])?`)
	platWaitRe      = mustCompile(`(?i)^(?:wait|hmm+|oh|um+|ok|okay)[,.! ]+`)
	platAgainRe     = mustCompile(`(?i)\s+again\s*(\??)\s*$`)
	platTellReRe    = mustCompile(`(?i)^what (?:do|should|can) i (?:tell|say to) (?:her|him|them)(?: (?:re|about|regarding|for|abt)\.?)?\s+(?:the\s+)?(check-?out|checkout|check-?in|checkin)\b.*$`)
	platPronPossRe  = mustCompile(`(?i)\b(?:her|his|their)\s+(stay|reservation|booking|check-?out|checkout|check-?in|arrival|party)\b`)
	platPronRe      = mustCompile(`(?i)\b(?:her|his|their|them|him)\b`)
	platPronForRe   = mustCompile(`(?i)\b(for|before|after)\s+(?:her|him|them)\b`)
	platAddRe       = mustCompile(`(?i)^(?:pls |please |yes,? |ok,? |yep,? )?(?:add|enter|log|put|book)(?: (?:it|this|that|this one|that one|her|him|them|the stay|the reservation|the booking))?(?: in)?(?: (?:pls|please|plz))?\s*(?:[.,!]+|\band\b|$)`)
	platUpdateRe    = mustCompile(`(?i)^(?:pls |please |yes,? |ok,? |yep,? )?(?:update|change|fix|adjust|edit)(?: (?:it|this|that|her|him|them|the stay|the reservation|the booking|her stay|his stay|their stay|the headcount|the guest count))?(?: (?:pls|please|plz))?\s*(?:[.,!]+|\band\b|$)`)
	platCancelItRe  = mustCompile(`(?i)\bcancel (?:it|this|that|this one|the stay|the reservation|the booking)\b`)
	platLeavesRe    = mustCompile(`(?i)\b(?:(?:on\s+)?(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?\s+)?(?:after|when)\s+(?:she|he|they)\s+(?:leaves?|checks? out|check out|go(?:es)?)\b|\bafter (?:her|his|their) (?:checkout|check-out|stay)\b`)
)

// platBlock is what a pasted block says.
type platBlock struct {
	kind        string // "guest", "review" or "reservation"
	status      string // a reservation's: confirmed, altered, cancelled
	author      string // a guest message's writer, as said
	said        string // what they wrote
	guest       string // a reservation's guest, as said
	place       *steward.Address
	month, day  string
	month2, d2  string
	guests      int
	stay        *steward.Reservation
	placeShared bool
}

// readPlatformPaste returns msg read as described above. A paste sent
// alone, with the host's line in the next message ("Reservation confirmed
// (Airbnb): Tom Becker · …" then "put that in"), is read as one: a new
// reservation sent alone is offered ("should I add …?"), never added.
func (s *session) readPlatformPaste(msg string, history []*steward.Message) (string, error) {
	body := strings.TrimSpace(pasteSentRe.ReplaceAllString(msg, ""))
	paras := paragraphBreakRe.Split(body, -1)
	if len(paras) < 2 {
		if platPasteAlone(body) {
			return s.platAlone(msg, body)
		}
		if len(history) > 0 && !strings.Contains(body, "\n") {
			prev := strings.TrimSpace(pasteSentRe.ReplaceAllString(history[len(history)-1].Message, ""))
			if platPasteAlone(prev) {
				joined := prev + "\n\n" + body
				out, err := s.readPlatformPaste(joined, nil)
				if err != nil || out == joined {
					return msg, err
				}
				return out, nil
			}
		}
		return msg, nil
	}
	instr := strings.TrimSpace(paras[len(paras)-1])
	block := strings.TrimSpace(strings.Join(paras[:len(paras)-1], "\n"))
	if instr == "" || block == "" {
		return msg, nil
	}
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	first := lines[0]
	switch {
	case platReviewHeadRe.MatchString(first):
		// A review is what a past guest thought: the host's line is
		// the request, and says where.
		return instr, nil
	case platGuestHeadRe.MatchString(first):
		m := platGuestHeadRe.FindStringSubmatch(first)
		if !platHeadNamesPlatform(first) {
			return msg, nil
		}
		if err := s.loadStays(); err != nil {
			return msg, err
		}
		said := strings.TrimSpace(m[3] + " " + strings.Join(lines[1:], " "))
		b := &platBlock{kind: "guest", author: m[2], said: said, stay: s.platStayNamed(m[2])}
		if b.stay == nil {
			return msg, nil
		}
		if out, ok := s.platGuestInstr(b, instr); ok {
			return out, nil
		}
		return msg, nil
	case platResHeadRe.MatchString(first):
		if err := s.loadStays(); err != nil {
			return msg, err
		}
		b := s.platReservation(lines)
		if b == nil {
			return msg, nil
		}
		if out, ok := s.platReservationInstr(b, instr); ok {
			return out, nil
		}
	}
	return msg, nil
}

// platPasteAlone reports whether text is a platform block and nothing else.
func platPasteAlone(text string) bool {
	if text == "" || len(paragraphBreakRe.Split(text, -1)) > 1 {
		return false
	}
	first := strings.TrimSpace(strings.SplitN(text, "\n", 2)[0])
	return platReviewHeadRe.MatchString(first) || platResHeadRe.MatchString(first) || platGuestHeadRe.MatchString(first) && platHeadNamesPlatform(first)
}

// platHeadNamesPlatform reports whether a guest message's head says it is
// the platform's ("Guest message", "(Airbnb)", "VRBO inquiry").
func platHeadNamesPlatform(first string) bool {
	m := platGuestHeadRe.FindStringSubmatch(first)
	if m == nil {
		return false
	}
	head := strings.ToLower(m[1])
	return strings.Contains(head, "airbnb") || strings.Contains(head, "vrbo") || strings.Contains(head, "guest") || strings.Contains(first, "(")
}

// platAlone reads a paste sent with no line of the host's: a new
// reservation is offered; anything else is left as it is.
func (s *session) platAlone(msg, body string) (string, error) {
	var lines []string
	for _, l := range strings.Split(body, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if !platResHeadRe.MatchString(lines[0]) {
		// A guest's message alone: their stay, as the host will want
		// it in front of them.
		if m := platGuestHeadRe.FindStringSubmatch(lines[0]); m != nil && platHeadNamesPlatform(lines[0]) {
			if err := s.loadStays(); err != nil {
				return msg, err
			}
			if r := s.platStayNamed(m[2]); r != nil {
				return "when is " + strings.ToLower(r.GuestName) + "'s stay?", nil
			}
		}
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	b := s.platReservation(lines)
	if b == nil || b.stay != nil || b.status != "confirmed" {
		return msg, nil
	}
	out, ok := s.platReservationInstr(b, "add it")
	if !ok {
		return msg, nil
	}
	return "should i " + out + "?", nil
}

// platStayNamed is the one current or coming stay whose guest a name
// says: in full, or by first name (an initial after it may stand for the
// family name: "Sofia M.").
func (s *session) platStayNamed(name string) *steward.Reservation {
	ws := words(strings.ToLower(name))
	if len(ws) == 0 {
		return nil
	}
	var full, firsts []*steward.Reservation
	for _, r := range s.stays {
		if r.Status == steward.ReservationCancelled || r.GuestName == "" || r.CheckOut.Before(s.now.Add(-24*time.Hour)) {
			continue
		}
		gw := words(strings.ToLower(r.GuestName))
		if len(gw) == 0 {
			continue
		}
		if strings.Join(gw, " ") == strings.Join(ws, " ") {
			full = append(full, r)
			continue
		}
		if gw[0] == ws[0] && (len(ws) == 1 || len(gw) > 1 && strings.HasPrefix(gw[len(gw)-1], ws[len(ws)-1])) {
			firsts = append(firsts, r)
		}
	}
	switch {
	case len(full) == 1:
		return full[0]
	case len(full) == 0 && len(firsts) == 1:
		return firsts[0]
	}
	return nil
}

// platPlace is the one property a text names by nickname (with or
// without its "The") or street; shared is set when it names several.
func (s *session) platPlace(text string) (a *steward.Address, shared bool) {
	lower := strings.ToLower(text)
	for _, ad := range s.addrs {
		names := []string{ad.Street}
		if ad.Nickname != nil {
			n := *ad.Nickname
			names = append(names, n)
			if t := strings.TrimPrefix(strings.ToLower(n), "the "); t != strings.ToLower(n) && len(t) >= 5 {
				names = append(names, t)
			}
		}
		for _, n := range names {
			if n != "" && containsWord(lower, strings.ToLower(n)) {
				if a != nil && a != ad {
					return nil, true
				}
				a = ad
			}
		}
	}
	return a, false
}

// platReservation reads a reservation e-mail's lines.
func (s *session) platReservation(lines []string) *platBlock {
	m := platResHeadRe.FindStringSubmatch(lines[0])
	b := &platBlock{kind: "reservation", status: strings.ToLower(m[1])}
	if strings.HasPrefix(b.status, "cancel") {
		b.status = "cancelled"
	}
	rest := append([]string{m[2]}, lines[1:]...)
	text := strings.Join(rest, "\n")
	b.place, b.placeShared = s.platPlace(text)
	for _, l := range rest {
		l = strings.Trim(strings.TrimSpace(l), ":—–- ")
		if l == "" {
			continue
		}
		if g := platGuestLineRe.FindStringSubmatch(l); g != nil && b.guest == "" {
			b.guest = g[1]
		}
		if r := platRangeRe.FindStringSubmatch(l); r != nil && b.month == "" {
			if _, ok := pasteDate(r[1], r[2], s.now); ok {
				b.month, b.day, b.month2, b.d2 = r[1], r[2], r[3], r[4]
				if b.month2 == "" {
					b.month2 = b.month
				}
			}
		}
		if g := platGuestsRe.FindStringSubmatch(l); g != nil && b.guests == 0 {
			fmt.Sscan(g[1], &b.guests)
		}
		for _, seg := range strings.Split(l, "·") {
			seg = strings.TrimSpace(seg)
			if b.guest == "" && platNameLineRe.MatchString(seg) && !platMoneyRe.MatchString(seg) {
				if a, _ := s.platPlace(seg); a == nil && !platRangeRe.MatchString(seg) {
					b.guest = seg
				}
			}
		}
	}
	if b.guest != "" {
		b.stay = s.platStayNamed(b.guest)
		if b.stay != nil && len(words(b.guest)) < 2 {
			b.stay = nil // a first name alone names no stay of a reservation e-mail
		}
	} else {
		// No name line: an account's guest named in full anywhere.
		lower := strings.ToLower(text)
		var found []*steward.Reservation
		for _, r := range s.stays {
			if r.Status != steward.ReservationCancelled && r.GuestName != "" && len(words(r.GuestName)) > 1 && containsWord(lower, strings.ToLower(r.GuestName)) {
				found = append(found, r)
			}
		}
		if len(found) != 1 {
			return nil
		}
		b.stay, b.guest = found[0], found[0].GuestName
	}
	if b.stay != nil && b.place != nil && b.stay.AddressID != b.place.ID {
		return nil
	}
	if b.stay == nil && (b.guest == "" || b.place == nil || b.month == "") {
		return nil
	}
	return b
}

// platReservationInstr spells the host's line about a reservation e-mail.
func (s *session) platReservationInstr(b *platBlock, instr string) (string, bool) {
	if b.stay == nil {
		if b.status != "confirmed" {
			return "", false
		}
		m := platAddRe.FindString(instr)
		if m == "" {
			return "", false
		}
		in, ok1 := pasteDate(b.month, b.day, s.now)
		out, ok2 := pasteDate(b.month2, b.d2, s.now)
		if !ok1 || !ok2 {
			return "", false
		}
		if !out.After(in) {
			out = out.AddDate(0, 1, 0)
		}
		fact := fmt.Sprintf("add a reservation for %s at %s, check-in %s, check-out %s", b.guest, b.place.Name(), in.Format("Jan 2"), out.Format("Jan 2"))
		if b.guests > 0 {
			fact += fmt.Sprintf(", %d guests", b.guests)
		}
		rest := strings.TrimSpace(platAndRe.ReplaceAllString(instr[len(m):], ""))
		if rest == "" {
			return fact, true
		}
		rest = s.platLeaves(rest, out, b.place)
		return fact + ". " + rest, true
	}
	g := strings.ToLower(b.stay.GuestName)
	if b.status == "cancelled" {
		out := platCancelItRe.ReplaceAllString(instr, "cancel "+g+"'s stay")
		out = platSpellPron(out, g)
		if out == instr {
			return "", false
		}
		return out, true
	}
	m := platUpdateRe.FindString(instr)
	if m == "" {
		return "", false
	}
	var facts []string
	if b.guests > 0 && b.guests != b.stay.Guests {
		facts = append(facts, fmt.Sprintf("%s's party is now %d guests", g, b.guests))
	}
	if a := s.byAddr[b.stay.AddressID]; a != nil && b.month != "" {
		loc := a.Location()
		in, ok1 := pasteDate(b.month, b.day, s.now)
		out, ok2 := pasteDate(b.month2, b.d2, s.now)
		if ok1 && ok2 {
			if !out.After(in) {
				out = out.AddDate(0, 1, 0)
			}
			if in.Format("Jan 2") != b.stay.CheckIn.In(loc).Format("Jan 2") {
				facts = append(facts, fmt.Sprintf("%s is checking in on %s instead", g, in.Format("January 2")))
			}
			if out.Format("Jan 2") != b.stay.CheckOut.In(loc).Format("Jan 2") {
				facts = append(facts, fmt.Sprintf("%s is checking out on %s instead", g, out.Format("January 2")))
			}
		}
	}
	if len(facts) == 0 {
		return "", false
	}
	rest := strings.TrimSpace(platAndRe.ReplaceAllString(instr[len(m):], ""))
	out := strings.Join(facts, ". ")
	if rest != "" {
		out += ". " + platSpellPron(rest, g)
	}
	return out, true
}

// platLeaves spells "(sunday) after she leaves" as the new stay's
// check-out, when the weekday said (if any) is that day's.
func (s *session) platLeaves(instr string, out time.Time, a *steward.Address) string {
	at := a.CheckOutTime
	if at == "" {
		at = steward.DefaultCheckOutTime
	}
	var h, mi int
	if _, err := fmt.Sscanf(at, "%d:%d", &h, &mi); err != nil {
		return instr
	}
	when := "on " + out.Format("Mon Jan 2") + " at " + clockSaid(h, mi)
	return platLeavesRe.ReplaceAllStringFunc(instr, func(m string) string {
		g := platLeavesRe.FindStringSubmatch(m)
		if g[1] != "" && !strings.HasPrefix(strings.ToLower(out.Weekday().String()), strings.ToLower(g[1][:3])) {
			return m
		}
		return when
	})
}

// clockSaid is 11:00 as "11am", 13:30 as "1:30pm".
func clockSaid(h, m int) string {
	half := "am"
	if h >= 12 {
		half = "pm"
	}
	hh := h % 12
	if hh == 0 {
		hh = 12
	}
	if m == 0 {
		return fmt.Sprintf("%d%s", hh, half)
	}
	return fmt.Sprintf("%d:%02d%s", hh, m, half)
}

// platSpellPron spells "her stay", "for them" as the guest's.
func platSpellPron(instr, g string) string {
	out := platPronPossRe.ReplaceAllString(instr, g+"'s ${1}")
	return platPronForRe.ReplaceAllString(out, "${1} "+g)
}

// platHour is a said hour ("12", "9pm", "noon") with its half of the day:
// 1–6 the afternoon, 7–11 the morning, as a host means them.
func platHour(said string) (int, int, bool) {
	said = strings.ToLower(strings.TrimSpace(said))
	if said == "noon" {
		return 12, 0, true
	}
	m := platHourRe.FindStringSubmatch(said)
	if m == nil {
		return 0, 0, false
	}
	var h, mi int
	fmt.Sscan(m[1], &h)
	if m[2] != "" {
		fmt.Sscan(m[2], &mi)
	}
	switch {
	case h < 1 || h > 12:
		return 0, 0, false
	case m[3] == "p" && h < 12:
		h += 12
	case m[3] == "a" && h == 12:
		h = 0
	case m[3] == "" && h <= 6:
		h += 12
	}
	return h, mi, true
}

// platGuestInstr spells the host's line about a guest's message.
func (s *session) platGuestInstr(b *platBlock, instr string) (string, bool) {
	r := b.stay
	a := s.byAddr[r.AddressID]
	if a == nil {
		return "", false
	}
	g := strings.ToLower(r.GuestName)
	loc := a.Location()
	first := words(g)[0]
	// A question of the host's own about the guest ("when is amy's stay
	// again", "what do i tell her re checkout").
	if pasteQuestionRe.MatchString(platWaitRe.ReplaceAllString(instr, "")) || platTellReRe.MatchString(instr) {
		q := platWaitRe.ReplaceAllString(instr, "")
		if m := platTellReRe.FindStringSubmatch(q); m != nil {
			verb := "check out"
			if strings.Contains(strings.ToLower(m[1]), "in") {
				verb = "check in"
			}
			return "when does " + g + " " + verb + "?", true
		}
		q = platAgainRe.ReplaceAllString(q, "$1")
		q = platSpellPron(q, g)
		q = replaceWordPoss(q, first, g)
		return q, true
	}
	said := b.said
	accept := !platDeclineRe.MatchString(instr) && (platAcceptRe.MatchString(instr) || platAcceptWords.MatchString(instr))
	rest := instr
	if accept {
		rest = platAcceptRe.ReplaceAllString(rest, "")
		rest = platAcceptWords.ReplaceAllString(rest, "")
		rest = strings.TrimSpace(platAndRe.ReplaceAllString(rest, ""))
	}
	// A late check-out or another arrival hour the guest asked for, and
	// the host's yes.
	if accept && platAskRe.MatchString(said) {
		if m := platLateOutRe.FindStringSubmatch(said); m != nil && !platArriveRe.MatchString(said) {
			hs := m[1]
			if hs == "" {
				hs = m[2]
			}
			if h, mi, ok := platHour(hs); ok {
				co := r.CheckOut.In(loc)
				fact := fmt.Sprintf("%s is checking out at %s on %s instead", g, clockSaid(h, mi), co.Format("January 2"))
				if rest == "" {
					return fact, true
				}
				return fact + ", and " + platSpellPron(rest, g), true
			}
		}
		if m := platArriveRe.FindStringSubmatch(said); m != nil {
			// An early check-in: said so, or an hour before the stay's.
			ci := r.CheckIn.In(loc)
			if h, mi, ok := platHour(m[1]); ok && (platEarlyRe.MatchString(said) || h*60+mi < ci.Hour()*60+ci.Minute()) {
				fact := fmt.Sprintf("%s is checking in at %s on %s instead", g, clockSaid(h, mi), ci.Format("January 2"))
				if rest == "" {
					return fact, true
				}
				return fact + ", and " + platSpellPron(rest, g), true
			}
		}
	}
	// "leave one out" after "is there a hair dryer?": that thing.
	if m := platThingAskRe.FindStringSubmatch(said); m != nil && platOneRe.MatchString(instr) {
		thing := strings.TrimSpace(m[1])
		if strings.HasPrefix(strings.ToLower(thing), "any ") {
			thing = "a " + thing[4:]
		}
		out := platOneRe.ReplaceAllString(instr, "${1} "+thing)
		return b.author + ": " + said + "\n\n" + out, true
	}
	// A problem the guest reports: the guests' words, at their property.
	if platProblemRe.MatchString(said) {
		return "the guests at " + a.Name() + " say " + strings.TrimRight(said, " .!") + ". " + instr, true
	}
	// A service the guests asked for ("could we get a mid-stay clean on
	// Sunday?"), and the host's yes with a pro and a time.
	if m := platServiceAsk.FindStringSubmatch(said); m != nil && accept {
		fact := "the guests at " + a.Name() + " asked for " + strings.TrimSpace(m[1])
		if rest == "" {
			return "", false // a bare yes gives no pro or time: left as it was
		}
		return fact + ". " + platSpellPron(rest, g), true
	}
	// Any other line that names no property is about the guest's.
	// (One that speaks of the guests as "her", "their", "them" is left to
	// readPaste, which spells them out.)
	if p, shared := s.platPlace(instr); p == nil && !shared && !platDeclineRe.MatchString(instr) && !platPronRe.MatchString(instr) {
		return "at " + a.Name() + ": " + instr, true
	}
	return "", false
}

// replaceWordPoss spells a first name said alone ("amy's stay") as the
// guest's full name.
func replaceWordPoss(text, first, full string) string {
	lower := strings.ToLower(text)
	if strings.Contains(lower, full) {
		return text
	}
	i := strings.Index(lower, first)
	for i >= 0 {
		end := i + len(first)
		before := i == 0 || !isWordByte(lower[i-1])
		after := end == len(lower) || !isWordByte(lower[end])
		if before && after {
			return text[:i] + full + text[end:]
		}
		j := strings.Index(lower[end:], first)
		if j < 0 {
			break
		}
		i = end + j
	}
	return text
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// The host's own line about a booking site's change ("jordan brooks added
// 2 more on vrbo, 8 now at rio del mar"): "on vrbo" says where the change
// was made, never a listing to manage, and "added 2 more, 8 now" is the
// party's new size. Read only when the line names a guest of the account
// in full.
var (
	platChannelRe  = mustCompile(`(?i)\s*\b(?:on|via|through|thru|in|from) (?:the )?(?:airbnb|vrbo|booking\.com)(?: app)?\b`)
	platAddedMore  = mustCompile(`(?i)\b(added|booked|is bringing|are bringing|bringing) (\d{1,2}) more(?: guests?| people| ppl| adults?| kids)?\s*,?\s*(?:so\s+)?(?:it'?s\s+|they'?re\s+)?(\d{1,2}) (?:now|total|in total|guests now|people now|ppl now)\b`)
	platChannelAny = mustCompile(`(?i)\b(?:airbnb|vrbo|booking\.com)\b`)
)

// readPlatformChannel returns msg read as described above.
func (s *session) readPlatformChannel(msg string) (string, error) {
	if !platChannelAny.MatchString(msg) || strings.Contains(msg, "\n") {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	lower := strings.ToLower(msg)
	var stay *steward.Reservation
	for _, r := range s.stays {
		if r.Status == steward.ReservationCancelled || len(words(r.GuestName)) < 2 || r.CheckOut.Before(s.now) {
			continue
		}
		if containsWord(lower, strings.ToLower(r.GuestName)) {
			if stay != nil {
				return msg, nil
			}
			stay = r
		}
	}
	if stay == nil {
		return msg, nil
	}
	out := platChannelRe.ReplaceAllString(msg, "")
	g := strings.ToLower(stay.GuestName)
	if m := platAddedMore.FindStringSubmatch(out); m != nil {
		i := strings.Index(strings.ToLower(out), g)
		j := strings.Index(out, m[0])
		if i >= 0 && i < j {
			out = out[:i] + g + "'s party is now " + m[3] + " guests" + out[j+len(m[0]):]
		}
	}
	return out, nil
}
