package assistant

import (
	"regexp"
	"slices"
	"strings"
)

// An operations lead writes one long e-mail a day: a greeting, a
// paragraph of context (the weather, the roads, staff news), numbered
// items "1." … "7." — some requests, some questions, some only news
// ("2. FYI the Nakamuras left a lovely note …") — and a sign-off with a
// name and a title. Only the items ask for anything: the greeting, the
// context and the sign-off are read past, and so is an item that opens
// with "FYI", so that its words never become a booking of their own or
// stall the real item beside it.

// numberedItemRe is a line that opens an item of a numbered list: "1. …",
// "2) …". Group 1 is its number.
var numberedItemRe = regexp.MustCompile(`^\s*(\d{1,2})[.)]\s+\S`)

// fyiItemRe is an item that is only news for the reader: "FYI the HOA is
// repainting …", "FYI: …", "Just so you know …", "No action needed: …".
var fyiItemRe = regexp.MustCompile(`(?i)^\s*\d{1,2}[.)]\s+(?:fyi|f\.y\.i\.|for\s+your\s+information|just\s+so\s+you\s+know|no\s+action\s+needed)\b`)

// readNumberedMail returns msg as only its numbered items, those that are
// not news: the lines before the first item and the sign-off after the
// last item's paragraph are dropped. A message that is no numbered list
// of at least two items from "1." on, or whose every item is news, is
// returned as it is.
func readNumberedMail(msg string) string {
	if !strings.Contains(msg, "1.") && !strings.Contains(msg, "1)") {
		return msg
	}
	lines := strings.Split(msg, "\n")
	first, count := -1, 0
	for i, l := range lines {
		m := numberedItemRe.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if first < 0 {
			if m[1] != "1" {
				return msg
			}
			first = i
		}
		count++
	}
	if count < 2 {
		return msg
	}
	kept := slices.Clone(lines[:first])
	fyi, dropped, news := false, false, 0
	for _, l := range lines[first:] {
		if numberedItemRe.MatchString(l) {
			fyi = fyiItemRe.MatchString(l)
			if fyi {
				news++
				dropped = true
				continue
			}
		} else if strings.TrimSpace(l) == "" {
			fyi = false // the item's paragraph is over: the sign-off is kept
		}
		if !fyi {
			kept = append(kept, l)
		}
	}
	if !dropped {
		return msg
	}
	if news == count {
		return "Thanks for the update." // every item is news: nothing to do
	}
	return strings.Join(kept, "\n")
}

// subjectLineRe is an e-mail's subject line over its body: "Subject:
// Frisco electrician\n\n…". Group 1 is the subject, group 2 the body.
var subjectLineRe = regexp.MustCompile(`(?is)^\s*(?:subject|subj|re)\s*:\s*([^\n]*)\n\s*\n(.*\S.*)$`)

// readSubjectLine returns the body of an e-mail under a "Subject: …"
// line when the body names a property of its own: the subject only says
// where ("Frisco electrician", "URGENT - Vail chalet"), so it is never
// read as a request, a job's notes or a second place. A body that names
// no property keeps its subject, which may be the only place said.
func (s *session) readSubjectLine(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "subj") && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(msg)), "re") {
		return msg
	}
	m := subjectLineRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	if urgentWordRe.MatchString(m[1]) && !urgentWordRe.MatchString(m[2]) {
		return msg // "Subject: URGENT - …": the only word that says how soon
	}
	body := words(m[2])
	for _, a := range s.addrs {
		for _, w := range words(a.Name()) {
			if len(w) >= 4 && !genericWords[w] && !stopWords[w] && slices.Contains(body, w) {
				return m[2]
			}
		}
	}
	return msg
}

// urgentWordRe says how soon: "URGENT", "emergency", "asap", "as soon as
// possible", "right away", "immediately".
var urgentWordRe = regexp.MustCompile(`(?i)\b(?:urgent|emergency|asap|as\s+soon\s+as\s+possible|right\s+away|immediately)\b`)
