package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// Forwarded e-mails with the host's own line: a host passes on what an
// owner, a guest or a pro wrote ("FW: Re: condo inspection", "> From:
// Jeff Kaminski", "> Subject: SOLD", "> Hi Marisol!", the e-mail's lines
// each quoted with "> ", its sign-off "> Best,\n> Marcus") and writes her
// own line above or below it ("pls book", "ugh. cancel those 2 pls",
// "book carmen 17th 10am"). Her line is the request; the e-mail gives
// its facts. readForwardedMail reads the two apart:
//   - a line that only says go ahead ("pls book", "pls add", "cancel
//     those 2", "handle pls") makes the e-mail's own words the request,
//     as if the host had written them, headed by the one place it names;
//     "fine by me, pls move" takes its one sentence asking for another
//     time (mailMove);
//   - a line that says when ("book carmen 17th 10am") is the request by
//     itself, the e-mail giving only the place when the line names none:
//     a date in the e-mail (a renter's viewing on the 18th) never becomes
//     a job;
//   - a line that asks something else is read alone, so that nothing in
//     the e-mail is booked in its stead (it may then ask), save "add that
//     to hectors job" (a note: mailNote) and "pls move anita", "cancel
//     hector pls" (the pro's job the e-mail tells: mailProJob);
//   - a line that only wraps the e-mail ("Fwd from Linda:", "Thanks!"),
//     or an e-mail quoted as a pro's or a guest's words ("> Tasha Greene:
//     …"), is left to readPaste and unwrapForward.
// A message with no quoted line, or no line of the host's, is left as it
// is.

// fwdMailQuoteRe is a line of the e-mail, quoted ("> …", ">> …").
var fwdMailQuoteRe = mustCompile(`^\s*>`)

// fwdMailHeaderRe is a mail header line: the subject line of the forward
// ("FW: Re: condo inspection") or a header of the quoted e-mail ("From:
// Linda Brennan", "Sent: Tuesday, March 3, 2026 9:14 PM", "Subject: SOLD").
var fwdMailHeaderRe = mustCompile(`^(?i:(?:fwd?|re)\s*:|(?:from|sent|to|cc|date|subject)\s*:\s*\S|sent\s+from\s+my\s+\w+\s*$|-+\s*(?:original|forwarded)\s+message\s*-+)`)

// fwdMailGoAheadRe is a host's line that only says go ahead: consent and
// a bare verb, its object at most a pronoun ("those 2", "it").
var fwdMailGoAheadRe = mustCompile(`^(?i:(?:(?:ugh+|ok+|okay|sure|yes|yep|yeah|fine|sounds\s+good|see\s+below|(?:ok|okay|fine|good)\s+(?:w|with|by)\s+me)[\s,.!;:-]+)*(?:(?:pls|plz|please|can\s+u|can\s+you|could\s+you|go\s+ahead\s+and)\s+)?(?:book|add|move|handle|cancel|reschedule|schedule|do|sort|take\s+care\s+of)(?:\s+(?:it|that|this|them|these|those|both|(?:these|those|the)\s+(?:2|two)|out|in))*(?:[\s,]+(?:pls|plz|please|thx|thanks|for\s+me|asap))*[\s.!]*)$`)

// fwdMailWhenRe is a host's line that says when: a date, an hour or a
// day of its own.
var fwdMailWhenRe = mustCompile(`(?i)\b(?:\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?\s*(?:am|pm|a|p)\b|\d{1,2}/\d{1,2}|(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day)?|tmrw|tomorrow|today|tonight|next\s+week)\b`)

// fwdMailNameLineRe is a line that is only a signed name ("Linda",
// "Marcus Ellison, MD", "-Tom", "R.").
var fwdMailNameLineRe = mustCompile(`^[-—–~]*\s*[A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){0,3}(?:,\s*[A-Z]{2,4}\.?)?\s*[.!]*$`)

// fwdMailSignedTailRe is a name signed at the end of a line ("… same
// time? -Tom").
var fwdMailSignedTailRe = mustCompile(`\s+[-—–~]+\s*[A-Z][a-z]+\.?\s*$`)

// readForwardedMail returns msg read as described above.
func (s *session) readForwardedMail(msg string) string {
	var host, body []string
	subject := "" // the e-mail's subject, which may name the place
	from := ""    // who wrote it, as its From header says
	quoted := false
	for _, l := range strings.Split(msg, "\n") {
		t := strings.TrimSpace(l)
		isQuote := fwdMailQuoteRe.MatchString(t)
		for strings.HasPrefix(t, ">") {
			t = strings.TrimSpace(strings.TrimPrefix(t, ">"))
		}
		if t == "" || fwdMailHeaderRe.MatchString(t) {
			if m := fwdMailSubjectRe.FindStringSubmatch(t); m != nil {
				subject = m[1]
			}
			if m := fwdMailFromRe.FindStringSubmatch(t); m != nil {
				from = m[1]
			}
			quoted = quoted || isQuote
			continue
		}
		if isQuote {
			quoted = true
			body = append(body, t)
		} else {
			host = append(host, t)
		}
	}
	if !quoted || len(host) == 0 || len(body) == 0 {
		return msg
	}
	line := strings.Join(host, " ")
	if len(strings.Fields(line)) > 20 || s.quotesAccountPerson(body[0]) {
		return msg
	}
	mail := s.fwdMailBody(body)
	switch {
	case fwdMailGoAheadRe.MatchString(line):
		if mail == "" {
			return msg
		}
		if fwdMailMoveRe.MatchString(line) {
			if out, ok := s.mailMove(mail, from); ok {
				return out
			}
		}
		if fwdMailAddRe.MatchString(line) {
			mail = fwdMailTakingRe.ReplaceAllString(mail, "${1} staying at ")
		}
		return s.mailAtPlace(fwdMailOwnPartRe.ReplaceAllString(mail, ""), subject)
	case fwdMailWhenRe.MatchString(line):
		return s.withMailPlace(line, mail+"\n"+subject)
	case fwdMailAskRe.MatchString(line) && fwdMailSameAsRe.MatchString(line):
		// "book tom same time as anita pls" under "… while Anita is there
		// on Friday …": the day is the e-mail's; read whole, as before
		// this reader.
		return msg
	case fwdMailAskRe.MatchString(line):
		if out, ok := s.mailNote(line, mail); ok {
			return out
		}
		if out, ok := s.mailProJob(line, mail, subject); ok {
			return out
		}
		return line
	}
	return msg
}

// fwdMailSameAsRe is a host's line timed by another pro's visit that only
// the e-mail places ("same time as anita", "same slot as hector").
var fwdMailSameAsRe = mustCompile(`(?i)\bsame\s+(?:time|slot|hour)\s+as\s+[a-z]`)

// fwdMailSubjectRe is a subject line ("FW: Re: tubac", "Subject: SOLD");
// group 1 is the subject itself.
var fwdMailSubjectRe = mustCompile(`^(?i:(?:(?:fwd?|re)\s*:\s*)+|subject\s*:\s*)(.*)$`)

// fwdMailAddRe is a go-ahead to add what the e-mail says: a stay, when
// it tells of guests coming.
var fwdMailAddRe = mustCompile(`(?i)\badd\b`)

// fwdMailTakingRe is guests said to take or rent a place ("the Delgados
// are taking the adobe the 20th to the 23rd"): their stay there.
var fwdMailTakingRe = mustCompile(`(?i)\b(are|is)\s+(?:taking|renting|borrowing|using)\s+`)

// fwdMailOwnPartRe is a sentence of the writer's own part, which asks
// nothing of the host: how the guests pay them ("They're paying me
// directly"), what they will see to themselves ("I'll leave them a
// bottle of wine myself").
var fwdMailOwnPartRe = mustCompile(`(?i)(?:^|[.!?]\s+)(?:they(?:'re|’re| are| will| 'll)?|[a-z]+)\s+(?:paying|pay|paid)\s+(?:me|us)\s+directly\b[^.!?\n]*[.!]?|(?:^|[.!?]\s+)i(?:'ll|’ll| will)\s+[^.!?\n]*\bmyself\s*[.!]?`)

// fwdMailAskRe is a host's line that asks for something to be done ("can
// u add that to hectors job …"), not one that only wraps the e-mail
// ("Fwd from Linda:", "Thanks!").
var fwdMailAskRe = mustCompile(`(?i)\b(?:add|move|cancel|book|change|put|schedule|reschedule|push|send|assign|give|note)\b`)

// fwdMailAuthorRe is a quoted line that opens on who wrote it ("Tasha
// Greene: can I do …"); group 1 is the author.
var fwdMailAuthorRe = mustCompile(`^([A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){0,2})\s*:\s`)

// quotesAccountPerson reports whether the e-mail's first line opens on a
// pro or a guest of the account as its author: a pro's or a guest's
// words, read by readPaste and unwrapForward as they always were.
func (s *session) quotesAccountPerson(first string) bool {
	m := fwdMailAuthorRe.FindStringSubmatch(first)
	if m == nil {
		return false
	}
	name, _, _ := strings.Cut(m[1], " ")
	return !s.senderName(name)
}

// fwdMailBody returns the e-mail's lines without their sign-off (a
// closing line, a signed name), joined into one text.
func (s *session) fwdMailBody(body []string) string {
	for len(body) > 0 {
		l := body[len(body)-1]
		if emailClosingRe.MatchString(l) && len(strings.Fields(l)) <= 4 || fwdMailNameLineRe.MatchString(l) && len(strings.Fields(l)) <= 4 {
			body = body[:len(body)-1]
			continue
		}
		break
	}
	for i, l := range body {
		body[i] = fwdMailSignedTailRe.ReplaceAllString(l, "")
	}
	if len(body) > 0 {
		body[0] = s.withoutVocative(body[0])
	}
	return strings.Join(body, "\n")
}

// withMailPlace returns the host's line with the property the e-mail
// names (exactly one) when the line names none.
func (s *session) withMailPlace(line, mail string) string {
	if len(matchProperties(tokenize(line), s.addrs)) > 0 {
		return line
	}
	a := s.mailPlace(mail)
	if a == nil {
		return line
	}
	return strings.TrimRight(line, " .!") + " at " + a.Name()
}

// fwdMailVocativeRe is the e-mail opening on the host's name ("Marisol,
// my mistake - …", "Marisol sorry, …"); group 1 is the name.
var fwdMailVocativeRe = mustCompile(`^([A-Z][a-z]+)\s*[,!:—–-]\s+`)

// withoutVocative returns the e-mail's first line without the name it
// opens on, when that name is no pro, property or guest of the account.
func (s *session) withoutVocative(l string) string {
	m := fwdMailVocativeRe.FindStringSubmatchIndex(l)
	if m == nil || !s.senderName(l[m[2]:m[3]]) || len(strings.Fields(l[m[1]:])) < 3 {
		return l
	}
	return l[m[1]:]
}

// mailAtPlace returns the e-mail read as the request, headed by the one
// property it names ("The Casita: the back gate latch …"), so that a
// sentence that names none is read there and not at a property its
// other words happen to recall.
func (s *session) mailAtPlace(mail, subject string) string {
	a := s.mailPlace(mail + "\n" + subject)
	if a == nil {
		return mail
	}
	return a.Name() + ": " + mail
}

// fwdMailFromRe is the e-mail's From header; group 1 is the writer.
var fwdMailFromRe = mustCompile(`^(?i:from)\s*:\s*(.+?)\s*$`)

// fwdMailMoveRe is a go-ahead to move what the e-mail asks to move.
var fwdMailMoveRe = mustCompile(`(?i)\b(?:move|reschedule)\b`)

// fwdMailInsteadRe is a sentence of the e-mail that asks for another
// time ("… could come at 11 tomorrow instead of 10", "… Friday instead,
// same time?").
var fwdMailInsteadRe = mustCompile(`(?i)[^.!?\n]*\binstead\b[^.!?\n]*`)

// fwdMailAsideRe is a bracketed aside ("(they do my sister's house too,
// small world!)").
var fwdMailAsideRe = mustCompile(`\s*\([^()]*\)`)

// fwdMailButRe is what a sentence says before the ask ("the Hollises are
// still leaving at 10 as planned but …", "quick one - …").
var fwdMailButRe = mustCompile(`(?i)^.*(?:\bbut|\s[-—–])\s+`)

// fwdMailAskedIfRe is someone who asked whether they could ("the gal
// from Desert Sparkle asked me if they could come …"): group 1 is who.
var fwdMailAskedIfRe = mustCompile(`(?i)^(?:the\s+(?:gal|guy|girl|lady|man|woman|people|folks|crew|team)\s+from\s+)?(.+?)\s+asked\s+(?:me|us)?\s*(?:if|whether)\s+(?:they|he|she)\s+`)

// fwdMailICanRe is the writer asking for themselves ("Any chance I do
// the Brennans pool gate Friday instead", "could I come …").
var fwdMailICanRe = mustCompile(`(?i)^(?:any\s+chance|could|can|may)\s+I\s+(?:do|come|move|take|swing\s+by\s+for)\s+`)

// mailMove returns "pls move it - <who> <when>" for the one sentence of
// the e-mail that asks for another time, said as its asker: a pro who
// wrote it (its From header) for "I", whoever it says asked otherwise.
func (s *session) mailMove(mail, from string) (string, bool) {
	asks := fwdMailInsteadRe.FindAllString(fwdMailAsideRe.ReplaceAllString(mail, ""), -1)
	if len(asks) != 1 {
		return "", false
	}
	ask := strings.TrimSpace(fwdMailButRe.ReplaceAllString(strings.TrimSpace(asks[0]), ""))
	if m := fwdMailAskedIfRe.FindStringSubmatchIndex(ask); m != nil {
		ask = ask[m[2]:m[3]] + " " + ask[m[1]:]
	} else if m := fwdMailICanRe.FindStringIndex(ask); m != nil {
		pro := s.mailPro(from)
		if pro == "" {
			return "", false
		}
		ask = pro + " " + ask[m[1]:]
	}
	return "pls move it - " + ask, true
}

// mailPro returns the first name of the account's active pro a From
// header names, or "".
func (s *session) mailPro(from string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(from), " ")
	w := strings.ToLower(first)
	for _, p := range s.pros {
		if p.Active && len(words(p.Name)) > 0 && words(p.Name)[0] == w {
			return first
		}
	}
	return ""
}

// fwdMailAddToJobRe is "add that to <pro>'s job" ("can u add that to
// hectors job so he goes to the right unit"); group 1 is the pro's name.
var fwdMailAddToJobRe = mustCompile(`(?i)\badd\s+(?:that|this|it)\s+to\s+([a-z]+?)(?:'s|’s|s)?\s+(?:job|visit|appointment)\b`)

// fwdMailSentenceRe is one sentence of the e-mail; fwdMailWordRe a word
// long enough to tell a job by its notes ("mini-split").
var (
	fwdMailSentenceRe = mustCompile(`[^.!?\n]+[.!?]?`)
	fwdMailWordRe     = mustCompile(`[a-z][a-z-]{3,}`)
)

// mailNote reads "add that to <pro>'s job" as a note for the one job of
// that pro the e-mail speaks of: its first sentence with a word that is
// in the notes of exactly one of the pro's coming jobs is the note ("add
// a note to hector's mini-split job: Dana says it's the living room
// mini-split …"). No such sentence: not read.
func (s *session) mailNote(line, mail string) (string, bool) {
	m := fwdMailAddToJobRe.FindStringSubmatch(line)
	if m == nil {
		return "", false
	}
	pro := s.mailProNamed(m[1])
	if pro == nil {
		return "", false
	}
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return "", false
	}
	for _, sent := range fwdMailSentenceRe.FindAllString(mail, -1) {
		for _, w := range fwdMailWordRe.FindAllString(strings.ToLower(sent), -1) {
			if stopWords[w] || jobsNotedWith(jobs, pro.ID, w) != 1 {
				continue
			}
			note := strings.TrimSpace(fwdMailButRe.ReplaceAllString(strings.TrimSpace(sent), ""))
			return "add a note to " + strings.ToLower(m[1]) + "'s " + w + " job: " + note, true
		}
	}
	return "", false
}

// mailProNamed returns the account's active pro whose first name is w.
func (s *session) mailProNamed(w string) *steward.Pro {
	w = strings.ToLower(w)
	for _, p := range s.pros {
		if p.Active && len(words(p.Name)) > 0 && words(p.Name)[0] == w {
			return p
		}
	}
	return nil
}

// jobsNotedWith counts the jobs of the pro whose notes have the word w
// (a whole word: "room" is not in "Bedroom").
func jobsNotedWith(jobs []*steward.Job, proID int64, w string) int {
	n := 0
	for _, j := range jobs {
		if j.ProID != nil && *j.ProID == proID && j.Notes != nil && slices.Contains(fwdMailWordRe.FindAllString(strings.ToLower(*j.Notes), -1), w) {
			n++
		}
	}
	return n
}

// fwdMailProVerbRe is a host's line that cancels or moves; group 1 is
// the verb.
var fwdMailProVerbRe = mustCompile(`(?i)\b(cancel|move|reschedule)\b`)

// fwdMailNewWhenRe is when the e-mail asks the visit to be instead
// ("could she come the 12th instead of the 11th"); group 1 is that
// when.
var fwdMailNewWhenRe = mustCompile(`(?i)\b(?:come|do\s+it|be\s+there|make\s+it)\s+((?:on\s+)?(?:the\s+)?[a-z0-9:]+(?:\s+(?:at\s+)?[a-z0-9:]+)?)\s+instead\b`)

// mailProJob reads "cancel hector pls", "pls move anita" (a pro's job
// the line does not place) by the e-mail: the place of the one coming
// job of the pro's that the e-mail (or its subject) names, or that its
// words tell by the job's notes better than any other, is added to the
// line ("cancel hector pls at Tubac Adobe"); a move takes the when the
// e-mail asks for ("… to the 12th"). No such job: not read.
func (s *session) mailProJob(line, mail, subject string) (string, bool) {
	if !fwdMailProVerbRe.MatchString(line) || len(matchProperties(tokenize(line), s.addrs)) > 0 {
		return "", false
	}
	var pro *steward.Pro
	for _, w := range strings.Fields(strings.ToLower(line)) {
		if p := s.mailProNamed(strings.Trim(w, ".,!?")); p != nil {
			if pro != nil {
				return "", false
			}
			pro = p
		}
	}
	if pro == nil {
		return "", false
	}
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return "", false
	}
	var mine []*steward.Job
	for _, j := range jobs {
		if j.ProID != nil && *j.ProID == pro.ID {
			mine = append(mine, j)
		}
	}
	j := s.mailJobOf(mine, mail, subject)
	if j == nil {
		return "", false
	}
	var place string
	for _, a := range s.addrs {
		if a.ID == j.AddressID {
			place = a.Name()
		}
	}
	if place == "" {
		return "", false
	}
	out := strings.TrimRight(line, " .!") + " at " + place
	if strings.EqualFold(fwdMailProVerbRe.FindStringSubmatch(line)[1], "cancel") {
		return out, true
	}
	if m := fwdMailNewWhenRe.FindStringSubmatch(mail); m != nil {
		out += " to " + m[1]
	}
	return out, true
}

// mailJobOf returns the one of jobs the e-mail speaks of: the only one at
// the one property it or its subject names, else the only one whose
// notes share its words (two at least).
func (s *session) mailJobOf(jobs []*steward.Job, mail, subject string) *steward.Job {
	if a := s.mailPlace(mail + "\n" + subject); a != nil {
		var at []*steward.Job
		for _, j := range jobs {
			if j.AddressID == a.ID {
				at = append(at, j)
			}
		}
		if len(at) == 1 {
			return at[0]
		}
		return nil
	}
	said := map[string]bool{}
	for _, w := range fwdMailWordRe.FindAllString(strings.ToLower(mail), -1) {
		if !stopWords[w] {
			said[w] = true
		}
	}
	var best *steward.Job
	top, next := 0, 0
	for _, j := range jobs {
		n := 0
		if j.Notes != nil {
			for _, w := range fwdMailWordRe.FindAllString(strings.ToLower(*j.Notes), -1) {
				if said[w] {
					n++
				}
			}
		}
		switch {
		case n > top:
			best, top, next = j, n, top
		case n > next:
			next = n
		}
	}
	if top < 2 || next > 0 {
		return nil
	}
	return best
}

// mailPlace returns the one property the e-mail's words name surely, or
// nil when they name none or several: a second name said as surely as a
// word of a nickname ("the rowhouse" beside "Foothills House") makes two;
// a word only like one ("alley" for Oro Valley) does not.
func (s *session) mailPlace(text string) *steward.Address {
	toks := tokenize(text)
	best := matchProperties(toks, s.addrs)
	if len(best) != 1 {
		return nil
	}
	for _, m := range allProperties(toks, s.addrs) {
		if m.addr.ID != best[0].addr.ID && m.score > scoreWord {
			return nil
		}
	}
	return best[0].addr
}
