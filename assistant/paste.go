package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Pasted platform text: a host copies a block from the Airbnb or
// VRBO inbox, a calendar notification or a pro's SMS into the message and
// adds a short instruction of her own ("Reservation confirmed - Tunde
// Oyelaran arrives Tue, Mar 10\n4807 Elkins Ave\nCheck-in 4:00 PM ·
// Checkout 11:00 AM\n3 guests · 4 nights\nHMXK4T2P\n\nput music city maids
// on the clean before this one instead of tasha"). The block says what
// "this", "them", "her" and "this one" are; its boilerplate (reservation,
// calendar, check-in, the code, "Sent from my iPhone") names no job.
// readPaste reads the block into what it names and returns the
// instruction alone, its references spelled out: the stay by its guest's
// name ("before Tunde Oyelaran arrives", "after Jessica Alvarez checks
// out"), a new reservation by its facts, a change the platform accepted
// ("Checkout: Mon, Mar 16 → Tue, Mar 17") as the change said in words,
// and a calendar event or SMS booking by its job ("the turnover at The
// Gulch Loft on Sun Mar 8 at 10:00 AM"). A message with no block, or
// whose block names nothing the instruction can be tied to, is left as
// it is.

// pasteMarkerRe is a line only platform text has.
var pasteMarkerRe = mustCompile(`(?i)^(?:.*\breply stop to opt out|.*\byour booking is confirmed\b|(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? )?(?:[a-z]+ \d{1,2}|\d{1,2}/\d{1,2}) · \d|reservation (?:confirmed|cancell?ed)\b|checkout reminder:|check-?in reminder:|alteration request accepted|guest:\s|view event in google calendar|check-?in \d{1,2}(?::\d\d)? ?[ap]m\b|\d+ guests? · |guests: \d+ → \d+|checkout: .+→|— \S|[a-z0-9 .'-]+ · [a-z0-9 ,.'-]+ · )`)

// pasteSentRe is a mail client's signature line.
var pasteSentRe = mustCompile(`(?im)^\s*(?:sent from my \w+|get outlook for \w+)\s*$`)

// pasteCodeRe is a line that is only a platform confirmation code.
var pasteCodeRe = mustCompile(`^[A-Z0-9]{6,10}$`)

var (
	pasteArrivesRe  = mustCompile(`(?i)^reservation confirmed\s*[-–—:]\s*(.+?)\s+arrives\s+(?:(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})\b`)
	pasteTimesRe    = mustCompile(`(?i)check-?in\s+(\d{1,2}(?::\d\d)?\s*[ap]m)\s*·\s*check-?out\s+(\d{1,2}(?::\d\d)?\s*[ap]m)`)
	pasteGuestsRe   = mustCompile(`(?i)\b(\d{1,2}) guests?\b`)
	pasteNightsRe   = mustCompile(`(?i)\b(\d{1,2}) nights?\b`)
	pasteCheckoutRe = mustCompile(`(?i)^check-?out:\s*(.+?)\s*→\s*(.+)$`)
	pasteCheckinRe  = mustCompile(`(?i)^check-?in:\s*(.+?)\s*→\s*(.+)$`)
	pasteHeadRe     = mustCompile(`(?i)^guests:\s*(\d+)\s*→\s*(\d+)$`)
)

// pasteStay is what a block says about a stay.
type pasteStay struct {
	stay                   *steward.Reservation // the account's stay it names, if any
	guest, place           string               // a new stay's guest and property, as said
	month, day             string
	inAt, outAt            string
	guests, nights         int
	newOut, newIn, newHead string // changes the platform accepted
	cancelled, leaves      bool
	said                   string // what the guest wrote, when it asks nothing
	asked                  string // a late check-out or early check-in the guest asked for, as a fact
}

// paragraphBreakRe is the blank line between paragraphs; pasteReminderRe
// and pasteCancelledRe open a platform's check-out reminder and its
// notice of a cancelled reservation.
var (
	paragraphBreakRe = mustCompile(`\n\s*\n`)
	pasteReminderRe  = mustCompile(`(?i)^checkout reminder:`)
	pasteCancelledRe = mustCompile(`(?i)^reservation cancell?ed\b`)
)

// readPaste returns msg read as described above.
func (s *session) readPaste(msg string) (string, error) {
	body := strings.TrimSpace(pasteSentRe.ReplaceAllString(msg, ""))
	paras := paragraphBreakRe.Split(body, -1)
	if len(paras) < 2 {
		return msg, nil
	}
	instr := strings.TrimSpace(paras[len(paras)-1])
	block := strings.Join(paras[:len(paras)-1], "\n")
	if instr == "" {
		return msg, nil
	}
	if strings.HasPrefix(strings.TrimSpace(block), ">") {
		return s.readQuotePaste(msg, block, instr)
	}
	var lines []string
	marked := false
	for _, l := range strings.Split(block, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		lines = append(lines, l)
		if pasteMarkerRe.MatchString(l) || pasteCodeRe.MatchString(l) {
			marked = true
		}
	}
	if !marked {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	p := s.pasteStayOf(lines)
	if p == nil {
		if out, ok := s.pasteJob(lines, instr); ok {
			return out, nil
		}
		return msg, nil
	}
	if out, ok := s.pasteInstruction(p, instr); ok {
		return out, nil
	}
	return msg, nil
}

// pasteStayOf reads the stay a block names: an account's stay whose guest
// it names (by full or family name), or a new one it confirms.
func (s *session) pasteStayOf(lines []string) *pasteStay {
	text := strings.ToLower(strings.Join(lines, "\n"))
	p := &pasteStay{}
	var found []*steward.Reservation
	for _, r := range s.stays {
		if r.Status == steward.ReservationCancelled || r.GuestName == "" {
			continue
		}
		for _, w := range words(r.GuestName) {
			if len(w) < 4 || w == "family" || w == "group" || w == "party" {
				continue
			}
			if containsWord(text, w) {
				found = append(found, r)
				break
			}
		}
	}
	if len(found) == 1 {
		p.stay = found[0]
	} else if len(found) > 1 {
		return nil
	}
	for _, l := range lines {
		if m := pasteArrivesRe.FindStringSubmatch(l); m != nil {
			p.guest, p.month, p.day = m[1], m[3], m[4]
		}
		if m := pasteTimesRe.FindStringSubmatch(l); m != nil {
			p.inAt, p.outAt = m[1], m[2]
		}
		if m := pasteGuestsRe.FindStringSubmatch(l); m != nil && strings.Contains(l, "·") {
			fmt.Sscan(m[1], &p.guests)
		}
		if m := pasteNightsRe.FindStringSubmatch(l); m != nil {
			fmt.Sscan(m[1], &p.nights)
		}
		if m := pasteCheckoutRe.FindStringSubmatch(l); m != nil {
			p.newOut = m[2]
		}
		if m := pasteCheckinRe.FindStringSubmatch(l); m != nil {
			p.newIn = m[2]
		}
		if m := pasteHeadRe.FindStringSubmatch(l); m != nil {
			p.newHead = m[2]
		}
		if pasteReminderRe.MatchString(l) {
			p.leaves = true
		}
		if m := pasteGuestSaidRe.FindStringSubmatch(l); m != nil {
			said := strings.TrimSpace(pasteHiRe.ReplaceAllString(m[1], ""))
			if !strings.Contains(said, "?") {
				p.said = strings.TrimRight(said, ".!")
			} else if t := pasteLateRe.FindStringSubmatch(said); t != nil {
				p.asked = "__G__ wants a late checkout at " + t[1] + "."
			} else if t := pasteEarlyRe.FindStringSubmatch(said); t != nil {
				p.asked = "__G__ wants an early check-in at " + t[1] + "."
			}
		}
		if pasteCancelledRe.MatchString(l) {
			p.cancelled = true
		}
		if p.place == "" {
			for _, a := range s.addrs {
				names := []string{a.Street}
				if a.Nickname != nil {
					names = append(names, *a.Nickname)
				}
				for _, n := range names {
					if n != "" && strings.Contains(strings.ToLower(l), strings.ToLower(n)) {
						p.place = n
					}
				}
			}
		}
	}
	if p.stay == nil && (p.guest == "" || p.place == "") {
		return nil
	}
	if p.stay != nil {
		p.asked = strings.ReplaceAll(p.asked, "__G__", strings.ToLower(p.stay.GuestName))
	}
	return p
}

// The references an instruction makes to the pasted stay.
var (
	pasteBeforeRe  = mustCompile(`(?i)\b(before|until|till)\s+(?:this one|this stay|this reservation|this booking|this|them|her|him|they (?:arrive|get (?:here|there|in)|check in)|(?:she|he) (?:arrives|gets (?:here|there|in)|checks in)|their arrival|her arrival)\b`)
	pasteAfterRe   = mustCompile(`(?i)\b(after)\s+(?:this one|this stay|this reservation|this booking|this checkout|this check-out|this|them|her|him|they (?:leave|check out|go)|(?:she|he) (?:leaves|checks out|goes))\b`)
	pasteForRe     = mustCompile(`(?i)\b(for)\s+(?:this one|this stay|this reservation|this booking|this|them|her|him)\b`)
	pasteTurnForRe = mustCompile(`(?i)\b(turnover|turn|clean out|checkout clean)\s+(?:for|of)\s+(?:this one|this stay|this reservation|this booking|this|them|her|him)\b`)
	pastePossRe    = mustCompile(`(?i)\b(?:their|her|his|this)\s+(check-?out|check-?in|stay|reservation|booking|headcount|party)\b`)
	pasteAddRe     = mustCompile(`(?i)^(?:pls |please |can you |could you )?(?:add|enter|log|put in|book) (?:this|it|this one|this stay|this reservation)(?: (?:in|on|to) (?:the )?(?:calendar|schedule))?(?: please| pls)?[.!]?$`)
	pasteExtendRe  = mustCompile(`(?i)^(?:yes,? |ok,? |sure,? )?(?:extend|update|change|move) (?:them|her|him|it|this|this one|their (?:stay|checkout|check-out|reservation)|the (?:stay|checkout|check-out|reservation))(?: please| pls)?[.!]?$`)
	pasteHeadWdRe  = mustCompile(`(?i)\b(?:update|change|fix) (?:the|their|her|his) (?:headcount|head count|guest count|party size|number of guests)\b`)
)

// pasteInstruction spells out the instruction's references to the stay p.
func (s *session) pasteInstruction(p *pasteStay, instr string) (string, bool) {
	if p.stay == nil {
		// A new stay: only "add this" and its kin add it.
		if !pasteAddRe.MatchString(instr) || p.month == "" || p.guest == "" {
			return "", false
		}
		out := fmt.Sprintf("add a reservation for %s at %s, check-in %s %s", p.guest, p.place, p.month, p.day)
		if p.inAt != "" {
			out += " at " + p.inAt
		}
		if p.nights > 0 {
			if t, ok := pasteDate(p.month, p.day, s.now); ok {
				out += ", check-out " + t.AddDate(0, 0, p.nights).Format("Jan 2")
				if p.outAt != "" {
					out += " at " + p.outAt
				}
			}
		}
		if p.guests > 0 {
			out += fmt.Sprintf(", %d guests", p.guests)
		}
		return out, true
	}
	if out, ok := s.pasteAskThere(p.stay, instr); ok {
		return out, true
	}
	g := strings.ToLower(p.stay.GuestName)
	out := s.spellStayJob(p.stay, instr)
	if m := pasteAskDoneRe.FindStringSubmatch(out); m != nil {
		// "can we get the clean done before this?": asked, never booked.
		return "when is " + m[1] + " before " + g + " arrives?", true
	}
	switch {
	case p.newOut != "" && pasteExtendRe.MatchString(instr):
		return fmt.Sprintf("%s is checking out %s instead", g, p.newOut), true
	case p.newIn != "" && pasteExtendRe.MatchString(instr):
		return fmt.Sprintf("%s is checking in %s instead", g, p.newIn), true
	}
	if p.cancelled {
		// "Reservation cancelled …" with "take this off the calendar and
		// cancel both cleans for it": the stay, and both cleans at its
		// property (the engine still checks that exactly two fit).
		out = pasteOffRe.ReplaceAllString(out, "cancel "+g+"'s stay")
		if a := s.byAddr[p.stay.AddressID]; a != nil {
			place := a.Street
			if a.Nickname != nil {
				place = *a.Nickname
			}
			out = pasteBothRe.ReplaceAllString(out, "both ${1} at "+place)
		}
	}
	if p.newHead != "" && pasteHeadWdRe.MatchString(out) {
		out = pasteHeadWdRe.ReplaceAllString(out, g+"'s party is now "+p.newHead+" guests")
	}
	out = pasteBeforeRe.ReplaceAllString(out, "${1} "+g+" arrives")
	switch {
	case p.month != "":
		// "Reservation confirmed - … arrives Fri, Mar 6" with "add a
		// restock that morning": the morning they arrive.
		out = pasteThatDayRe.ReplaceAllString(out, "the ${1} "+g+" arrives")
	case p.leaves:
		out = pasteThatDayRe.ReplaceAllString(out, "the ${1} "+g+" checks out")
	}
	out = pasteAfterRe.ReplaceAllString(out, "${1} "+g+" checks out")
	out = pasteTurnForRe.ReplaceAllString(out, "${1} after "+g+" checks out")
	if !pasteQuestionRe.MatchString(out) {
		out = pasteForRe.ReplaceAllString(out, "${1} "+g)
	}
	out = pastePossRe.ReplaceAllStringFunc(out, func(m string) string {
		return g + "'s " + pastePossRe.FindStringSubmatch(m)[1]
	})
	if out == instr && p.said != "" {
		// "Guest: we'll be out of the cabin by 9 on saturday …" with
		// "have rusty do the hot tub at 10 then": the guest's words are
		// the facts the instruction stands on, said as theirs.
		out = g + ": " + p.said + ". " + instr
	} else if p.asked != "" && pasteAcceptRe.MatchString(instr) {
		// "Would it be possible to check out late, like 1pm?" with "sure.
		// update her checkout": the hour is the guest's.
		out = p.asked + " " + out
	}
	if out == instr {
		return "", false
	}
	return out, true
}

// pasteDate is "Mar" "10" as a date of the year around now.
func pasteDate(month, day string, now time.Time) (time.Time, bool) {
	t, err := time.Parse("Jan 2 2006", fmt.Sprintf("%s %s %d", strings.ToUpper(month[:1])+strings.ToLower(month[1:3]), day, now.Year()))
	if err != nil {
		return time.Time{}, false
	}
	if t.Before(now.AddDate(0, -6, 0)) {
		t = t.AddDate(1, 0, 0)
	}
	return t, true
}

var (
	pasteOffRe       = mustCompile(`(?i)\b(?:take|get) (?:this|it|this one|this stay|this reservation) off (?:the|my) (?:calendar|schedule)\b|\b(?:remove|delete) (?:this|this one|this stay|this reservation)\b`)
	pasteBothRe      = mustCompile(`(?i)\bboth (cleans|cleanings|jobs|turnovers|visits) (?:for|of) (?:it|this|this one|them|her|him)\b`)
	pasteThatDayRe   = mustCompile(`(?i)\bthat (morning|afternoon|day|evening)\b`)
	pasteAskDoneRe   = mustCompile(`(?i)^(?:can|could|will) (?:we|you|u) (?:get|have) (the [a-z -]+?) (?:done|ready|finished|in) before (?:this one|this|them|her|him|they (?:arrive|get (?:here|there|in))|(?:she|he) (?:arrives|gets (?:here|there|in)))\s*\?$`)
	pasteQuestionRe  = mustCompile(`(?i)^(?:who|what|when|which|how|is|are|does|do)\b|\?$`)
	pasteGuestSaidRe = mustCompile(`(?i)^guest:\s*(.+)$`)
	pasteHiRe        = mustCompile(`(?i)^(?:hi|hey|hello)(?: there)?[!,. ]*`)
	pasteLateRe      = mustCompile(`(?i)\b(?:check ?out late|late check-?out)\b[^?]*?\b(\d{1,2}(?::\d\d)?\s*[ap]m)\b`)
	pasteEarlyRe     = mustCompile(`(?i)\b(?:check[ -]?in early|early check-?in)\b[^?]*?\b(\d{1,2}(?::\d\d)?\s*[ap]m)\b`)
	pasteAcceptRe    = mustCompile(`(?i)^(?:sure|ok|okay|yes|yep|fine|sounds good)\b.*\b(?:check-?out|check-?in)\b`)
)

// A calendar notification or a pro's SMS about one job ("Turnover clean –
// The Gulch Loft\nThursday, March 5 · 10:30am – 1:30pm\nMusic City
// Maids\nView event in Google Calendar", "Music City Maids: Your booking
// is confirmed ✅ Sun 3/8 10:00 AM - The Gulch Loft turnover"): its
// service, property, day and start make the job "this" means.
var (
	pasteDayRe     = mustCompile(`(?i)\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\d{1,2}/\d{1,2})\b`)
	pasteClockRe   = mustCompile(`(?i)\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b`)
	pasteSvcRe     = mustCompile(`(?i)\b(turnover clean|turnover|deep clean|clean(?:ing)?|restock(?:ing)?|inspection|maintenance|repair)\b`)
	pasteThisRe    = mustCompile(`(?i)\b(?:this one|that one|this|that|it)\b`)
	pasteStartAtRe = mustCompile(`(?i)^(?:can|could) (?:they|she|he|you) (?:start|come|get there|be there|do it)(?: at| by)? (\d{1,2}(?::\d\d)?\s*(?:[ap]m)?)(?: instead)?\s*\??$`)
)

// pasteJob returns the instruction with its reference to the job of a
// calendar or SMS paste spelled out.
func (s *session) pasteJob(lines []string, instr string) (string, bool) {
	text := strings.Join(lines, "\n")
	lower := strings.ToLower(text)
	place := ""
	for _, a := range s.addrs {
		names := []string{a.Street}
		if a.Nickname != nil {
			names = append(names, *a.Nickname)
		}
		for _, n := range names {
			if n != "" && strings.Contains(lower, strings.ToLower(n)) {
				if place != "" && place != n {
					return "", false
				}
				place = n
			}
		}
	}
	day := pasteDayRe.FindString(text)
	clock := pasteClockRe.FindString(text)
	svc := pasteSvcRe.FindString(strings.ReplaceAll(lower, strings.ToLower(place), ""))
	if place == "" || day == "" || clock == "" || svc == "" {
		return "", false
	}
	pro := ""
	for _, p := range s.pros {
		if p.Active && strings.Contains(lower, strings.ToLower(p.Name)) {
			pro = p.Name
		}
	}
	job := fmt.Sprintf("%s at %s on %s at %s", strings.ToLower(svc), place, strings.TrimRight(day, ","), clock)
	switch {
	case pasteAddRe.MatchString(instr):
		out := "book a " + job
		if pro != "" {
			out += " with " + pro
		}
		return out, true
	case pasteStartAtRe.MatchString(instr):
		return "move the " + job + " to " + pasteStartAtRe.FindStringSubmatch(instr)[1], true
	case pasteThisRe.MatchString(instr) && !pasteQuestionRe.MatchString(instr):
		done := false
		return pasteThisRe.ReplaceAllStringFunc(instr, func(m string) string {
			if done {
				return m
			}
			done = true
			return "the " + job
		}), true
	}
	return "", false
}

// quotedFromRe is the author of a forwarded quote: "> Leah Haskins: …",
// "> From DeWayne Porter: …".
var quotedFromRe = mustCompile(`(?i)^>\s*(?:from\s+)?([A-Za-z][A-Za-z .'-]{1,40}?):\s*(.+)$`)

var (
	pasteAfterThatRe = mustCompile(`(?i)\b(after)\s+(?:that|then|they(?:'re| are) out|they leave)\b`)
	pasteOutRe       = mustCompile(`(?i)\b(?:out by|be out|leaving|check(?:ing)? out|checkout)\b`)
	pasteCancelPro   = mustCompile(`(?i)\bcancel (?:him|her|them)\b`)
	pasteWeekdayRe   = mustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)
)

// readQuotePaste reads a forwarded quote ("> Leah Haskins: We'll be out
// by 11 Sunday!") before the host's instruction: a guest's "after that"
// is after their check-out; a pro's "cancel him" is that pro's job on the
// day the quote names.
func (s *session) readQuotePaste(msg, block, instr string) (string, error) {
	first := strings.SplitN(strings.TrimSpace(block), "\n", 2)[0]
	m := quotedFromRe.FindStringSubmatch(first)
	if m == nil {
		return msg, nil
	}
	author, said := strings.ToLower(strings.TrimSpace(m[1])), m[2]
	for _, p := range s.pros {
		if !p.Active || strings.ToLower(p.Name) != author {
			continue
		}
		if pasteCancelPro.MatchString(instr) {
			job := p.Name + "'s job"
			if d := pasteWeekdayRe.FindString(said); d != "" {
				job += " on " + d
			}
			out := pasteCancelPro.ReplaceAllString(instr, "cancel "+job)
			return out, nil
		}
		if out, ok := s.proQuoteMove(p.Name, said, instr); ok {
			return out, nil
		}
		if out, ok := s.proQuoteProblem(said, instr); ok {
			return out, nil
		}
		if out, ok := s.proQuoteRead(p, said, instr); ok {
			return out, nil
		}
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	var stay *steward.Reservation
	for _, r := range s.stays {
		if r.Status != steward.ReservationCancelled && strings.ToLower(r.GuestName) == author {
			if stay != nil {
				return msg, nil
			}
			stay = r
		}
	}
	if q, ok := quotedQuestion(said, instr); ok && stay == nil && !s.isProCalled(m[1], firstOrFamilyName) {
		return q, nil // "> Linda: what time is Tom coming …?" + "what time is tom there?" (quotedquestion.go)
	}
	if stay == nil || !pasteOutRe.MatchString(said) || !pasteAfterThatRe.MatchString(instr) {
		return msg, nil
	}
	out := pasteAfterThatRe.ReplaceAllString(instr, "${1} "+strings.ToLower(stay.GuestName)+" checks out")
	return out, nil
}
