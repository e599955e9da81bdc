package assistant

import (
	"slices"
	"strings"
	"unicode"

	"github.com/stewardhq/steward"
)

// A voice-mail transcript forwarded by the host: a guest's or a pro's
// words reporting something ("the heat stopped working at the oak wood
// bungalow …", "the permit's good so you probably don't need me for the
// inspection on the eleventh"), then, after a blank line, the host's own
// short line saying what to do ("^ get Marcus there NOW", "^ so cancel it
// I guess?", "cancel pls"). The transcript says which property, job and
// problem; the host's line says the action and the pro.

// joinSplitPlaceWords joins two words a transcript split ("oak wood") when
// together they are one word of a property's name ("Oakwood").
func (s *session) joinSplitPlaceWords(msg string) string {
	names := map[string]bool{}
	for _, a := range s.addrs {
		for _, w := range words(a.Name()) {
			if len(w) >= 6 && isLetters(w) {
				names[w] = true
			}
		}
	}
	return joinSplitWords(msg, names)
}

// hostLine splits a message into a report and the host's own line after
// it (splitHostLine); ok is false when the message is not so made, or the
// "report" is a quoted e-mail or a platform's message (their readers':
// forwardedmail.go, platformpaste.go) or too short to be one.
func hostLine(msg string) (report, line string, ok bool) {
	report, line, ok = splitHostLine(msg)
	if !ok || pastedRe.MatchString(report) || len(strings.Fields(report)) < 12 {
		return "", "", false
	}
	return report, line, true
}

// pastedRe is text pasted from an e-mail or a booking platform: a
// quoted line, "FW:", "Guest message (Airbnb)".
var pastedRe = mustCompile(`(?im)^\s*(?:>|(?:fw|fwd|re)\s*:|guest\s+message\b)`)

// dispatchLineRe is the host's line sending a pro at once: "send DeShawn
// asap pls", "get Marcus there NOW", "Gary right away". The pro is the
// first group.
var dispatchLineRe = mustCompile(`(?i)^(?:(?:pls|please|plz|ok|okay|so)\s+)*(?:(?:send|get|have)\s+)?([a-z][\w'’-]*)(?:\s+(?:over|out|there|over\s+there|out\s+there))?\s+(?:asap|now|right\s+now|right\s+away|immediately|urgently|straight\s+away)(?:\s+(?:pls|please|plz))?\s*[.!]*$`)

// cancelLineRe is the host's line cancelling what the transcript is
// about: "so cancel it I guess?", "cancel pls", "cancel fri restock
// then". The words after the verb are the second group.
var cancelLineRe = mustCompile(`(?i)^(?:(?:so|ok|okay|yeah|yes|then|pls|please)\s+)*(cancel|scrap|call\s+off)\b(.*)$`)

// cancelFillerRe are the words of a cancel line that name nothing: "it",
// "that one", "pls", "then", "I guess".
var cancelFillerRe = mustCompile(`(?i)\b(?:it|that|that\s+one|this|this\s+one|the\s+job|pls|please|plz|then|i\s+guess|i\s+think|thanks|thx)\b`)

// reportDayRe is a day a transcript names for the job: a weekday, "the
// eleventh", "the 11th", "tomorrow".
var reportDayRe = mustCompile(`(?i)\b(?:(?:on|for)\s+)?(?:(?:this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)(?:\s+the\s+` + spokenDayRank + `)?\b|\b(?:on|for)\s+the\s+` + spokenDayRank + `\b`)

// spokenDayRank is a day of the month said as a rank: "11th", "eleventh",
// "twenty first".
const spokenDayRank = `(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[ -](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[ -]first)`

// reportServiceRe is a service a transcript names for the job.
var reportServiceRe = mustCompile(`(?i)\b(inspection|inspect|restock|restocking|stocking|clean|cleaning|turnover)\b`)

// readVoiceReport reads a forwarded transcript and the host's line after
// it: a line sending a pro at once becomes "send <pro> asap" after the
// report; a line cancelling "it" becomes a cancel naming the job the
// transcript is about. Anything it cannot settle is left as it was.
func (s *session) readVoiceReport(msg string) string {
	report, line, ok := hostLine(msg)
	if !ok {
		return msg
	}
	if m := dispatchLineRe.FindStringSubmatch(line); m != nil && s.isProCalled(m[1], firstOrFamilyName) {
		report = strings.TrimRight(s.withoutOtherPros(callBackRe.ReplaceAllString(report, ""), m[1]), " .!,")
		return report + ", send " + m[1] + " asap"
	}
	if m := cancelLineRe.FindStringSubmatch(line); m != nil && !has(tokenize(line), "stay", "stays", "reservation", "booking", "bookings") {
		// ("^ cancel their stay and the two cleanings for it": the stay
		// and its jobs, the memo readers' — memoparts.go)
		if c := s.cancelFromReport(report, m[1], m[2]); c != "" {
			return c
		}
		if strings.TrimSpace(cancelFillerRe.ReplaceAllString(strings.Trim(m[2], " ?.!"), " ")) == "" {
			return line // "cancel pls" of a transcript naming no one job: which is asked
		}
	}
	return msg
}

// cancelFromReport is the cancel the host's line asks for, its job named
// by the transcript: its property, service, day and pro where the line
// says none. "" when the transcript names no one property.
func (s *session) cancelFromReport(report, verb, rest string) string {
	tail := ""
	if strings.HasSuffix(strings.TrimSpace(rest), "?") {
		tail = "?"
	}
	said := strings.TrimSpace(cancelFillerRe.ReplaceAllString(strings.Trim(rest, " ?.!"), " "))
	if len(matchProperties(tokenize(said), s.addrs)) > 0 {
		return "" // the line names its own place
	}
	place := s.reportPlace(report)
	if place == nil {
		return ""
	}
	service := ""
	if !reportServiceRe.MatchString(said) {
		if m := reportServiceRe.FindAllString(report, -1); len(uniqueFold(m)) == 1 {
			service = strings.ToLower(m[0])
		}
	}
	day := ""
	if !reportDayRe.MatchString(said) && !dayWordRe.MatchString(said) {
		if m := reportDayRe.FindAllString(report, -1); len(uniqueFold(m)) == 1 {
			day = " " + m[0]
		}
	}
	job := strings.TrimSpace(said + " " + service)
	if job == "" {
		job = "job"
	}
	if p := s.reporterPro(report); p != nil {
		job = strings.Fields(p.Name)[0] + "'s " + job
	} else {
		job = "the " + job
	}
	return strings.ToLower(verb) + " " + job + " at " + place.Name() + day + tail
}

// dayWordRe is a short weekday said in the host's line ("fri").
var dayWordRe = mustCompile(`(?i)\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|today|tomorrow|tmrw)\b`)

// reporterPro is the one active pro whose first name the transcript says
// ("hi Dana Brenda um …", "hey it's DeShawn"), nil when none or several.
func (s *session) reporterPro(report string) *steward.Pro {
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(report, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		seen[proNameFold(strings.TrimSuffix(w, "'s"))] = true
	}
	var found *steward.Pro
	for _, p := range s.pros {
		f := strings.Fields(proNameFold(p.Name))
		if len(f) == 0 || len(f[0]) < 3 || !seen[f[0]] || !p.Active {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	return found
}

// uniqueFold is the strings of m, each once, compared in lower case.
func uniqueFold(m []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range m {
		k := strings.Join(strings.Fields(strings.ToLower(x)), " ")
		k = strings.TrimPrefix(strings.TrimPrefix(k, "on "), "for ")
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}

// callBackRe is the caller asking to be called back ("please call back",
// "call me back when you can"): the host's line answers it, so it is no
// request of its own.
var callBackRe = mustCompile(`(?i)\b(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:call|ring|text)\s+(?:me\s+|us\s+)?back\b(?:\s+(?:asap|please|pls|when\s+you\s+can|at\s+this\s+number))*`)

// withoutOtherPros takes out of a transcript the full names of the pros
// other than the one the host sends ("it's Shonda with tidy triangle"):
// who reported it, never who is booked, nor the service.
func (s *session) withoutOtherPros(report, sent string) string {
	for _, p := range s.pros {
		f := strings.Fields(p.Name)
		if len(f) < 2 || nameSays(strings.Fields(proNameFold(p.Name)), []string{proNameFold(sent)}, firstOrFamilyName) {
			continue
		}
		for _, n := range []int{len(f), 2} {
			name := strings.ToLower(strings.Join(f[:n], " "))
			if i := strings.Index(strings.ToLower(report), name); i >= 0 && len(strings.ToLower(report)) == len(report) {
				report = report[:i] + report[i+len(name):]
			}
		}
	}
	return report
}

// reportPlace is the one property a transcript names: by its name, or
// by a word of five letters or more of its nickname no other property's
// has ("the Carrie townhouse" for Cary Townhouse). nil when none or
// several.
func (s *session) reportPlace(report string) *steward.Address {
	toks := tokenize(report)
	if m := allProperties(toks, s.addrs); len(m) > 0 {
		if len(m) == 1 {
			return m[0].addr
		}
		return nil
	}
	said := map[string]bool{}
	for _, t := range toks {
		said[t.s] = true
	}
	var found *steward.Address
	for _, a := range s.addrs {
		if a.Nickname == nil || !slices.ContainsFunc(words(*a.Nickname), func(w string) bool { return len(w) >= 5 && said[w] && s.nicknameWordUse(w) == 1 }) {
			continue
		}
		if found != nil {
			return nil
		}
		found = a
	}
	return found
}

// nicknameWordUse is how many properties' nicknames have the word w.
func (s *session) nicknameWordUse(w string) int {
	n := 0
	for _, a := range s.addrs {
		if a.Nickname != nil && slices.Contains(words(*a.Nickname), w) {
			n++
		}
	}
	return n
}
