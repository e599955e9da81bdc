package assistant

import (
	"slices"
	"strings"
	"time"
)

// Polite follow-ups: a host who writes formally wraps a plain follow-up
// in courtesies ("Do forgive me, I misspoke. I meant Wednesday the 11th";
// "On reflection, please don't trouble yourself."). plainFollowUp reads
// past them to the follow-up the engine already understands ("sorry, i
// meant wednesday the 11th"; "never mind"), so a booking the host takes
// back is never left standing.

// apologyClauses only apologise; they ask for nothing.
var apologyClauses = map[string]bool{"forgive me": true, "do forgive me": true, "please forgive me": true, "my apologies": true,
	"apologies": true, "i apologise": true, "i apologize": true, "i do apologise": true, "i do apologize": true,
	"pardon me": true, "i beg your pardon": true, "i do beg your pardon": true, "excuse me": true, "silly me": true,
	"how silly of me": true, "im so sorry": true, "im sorry": true, "i am sorry": true, "i am so sorry": true, "sorry": true,
	"so sorry": true, "forgive the confusion": true, "sorry for the confusion": true, "my error": true}

// misspokeClauses say the message before was said wrongly: what follows
// corrects it.
var misspokeClauses = map[string]bool{"i misspoke": true, "i mis spoke": true, "i got that wrong": true, "i got it wrong": true,
	"i gave you the wrong day": true, "i gave you the wrong date": true, "i gave you the wrong time": true, "i was mistaken": true,
	"i made a mistake": true, "i made an error": true, "that was wrong": true, "i said the wrong day": true, "i said the wrong date": true,
	// a non-native writer's "I wrote wrong": the same
	"i wrote wrong": true, "i wrote it wrong": true, "i wrote that wrong": true, "i wrote the wrong time": true, "i wrote the wrong day": true,
	"i wrote the wrong date": true, "i wrote false": true, "i typed wrong": true, "i typed it wrong": true, "i typed the wrong time": true,
	"my mistake": true, "my fault": true, "that was a typo": true, "typo": true, "i was wrong": true, "it was wrong": true}

// reflectionClauses open a change of mind.
var reflectionClauses = map[string]bool{"on reflection": true, "on second thought": true, "on second thoughts": true,
	"having thought about it": true, "thinking about it": true, "having thought it over": true, "actually": true,
	"on further reflection": true, "come to think of it": true}

// refusalSentences, said of the host's own last request, take it back.
var refusalSentences = map[string]bool{"dont trouble yourself": true, "dont bother": true, "dont bother yourself": true,
	"there is no need": true, "theres no need": true, "no need": true, "no need after all": true, "dont worry about it": true,
	"do not trouble yourself": true, "do not bother": true, "dont trouble yourself after all": true, "dont bother after all": true,
	"never mind": true, "never mind after all": true, "dont go to the trouble": true, "do not go to the trouble": true,
	"forget i asked": true, "ignore my last message": true, "disregard my last message": true, "i no longer need it": true,
	"it is no longer needed": true, "its no longer needed": true, "that wont be necessary": true, "that will not be necessary": true,
	"that wont be necessary after all": true, "it wont be necessary": true, "it will not be necessary": true}

// disregardRe is a clause that takes back the host's message before
// ("kindly disregard my previous message", "please ignore my last
// email"): what follows it, if anything, is what was meant.
var disregardRe = mustCompile(`^(?:disregard|ignore) (?:(?:my|the) (?:(?:previous|last|earlier|prior) )?(?:message|email|e mail|request|note|text)|that|that message|that request)$`)

// clauseKey is a clause in lower case without apostrophes, hyphens or
// the courtesies "please", "kindly", "thank you" and "thanks".
func clauseKey(c string) string {
	c = courtesyPunct.Replace(strings.ToLower(c))
	var out []string
	f := strings.Fields(c)
	for i := 0; i < len(f); i++ {
		switch {
		case f[i] == "please" || f[i] == "kindly" || f[i] == "thanks":
		case f[i] == "thank" && i+1 < len(f) && f[i+1] == "you":
			i++
		default:
			out = append(out, f[i])
		}
	}
	return strings.Join(out, " ")
}

// nextClause splits msg at its first comma, full stop, semicolon,
// exclamation mark or dash.
func nextClause(msg string) (clause, rest string, ok bool) {
	k := strings.IndexAny(msg, ",.;!—:")
	if k < 0 {
		return msg, "", false
	}
	_, size := firstRune(msg[k:])
	return msg[:k], strings.TrimSpace(msg[k+size:]), true
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// plainFollowUp gives msg, a follow-up, without the courtesies it opens
// with: apologies are dropped ("Do forgive me, I misspoke. I meant the
// 11th" → "Sorry, I meant the 11th"), and a polite refusal after a change
// of mind becomes "Never mind." ("On reflection, please don't trouble
// yourself. The Lindstroms will shop" → "Never mind. The Lindstroms
// will shop"). msg is returned as it is when it opens with neither.
func plainFollowUp(msg string) string {
	msg = dropCourtesyTail(msg)
	rest := strings.TrimSpace(msg)
	dropped, misspoke, disregarded := false, false, false
	for {
		c, r, ok := nextClause(rest)
		k := clauseKey(c)
		switch {
		case disregardRe.MatchString(k):
			// "Kindly disregard my previous message; I meant the Condado
			// Suite": the message before taken back, and what was meant
			// said instead (a correction); alone, an undo.
			if !ok || strings.Trim(r, " .!") == "" {
				return "Actually never mind."
			}
			dropped, disregarded = true, true
		case ok && apologyClauses[k]:
			dropped = true
		case ok && misspokeClauses[k]:
			dropped, misspoke = true, true
		case ok && reflectionClauses[k]:
			dropped = true
		case refusalSentences[k]:
			// "please don't trouble yourself": the host's last request
			// taken back.
			if !ok {
				return "Actually never mind."
			}
			return "Actually never mind. " + r
		default:
			if !dropped || rest == "" {
				return msg
			}
			if disregarded {
				if k := clauseKey(rest); strings.HasPrefix(k, "i meant ") || strings.HasPrefix(k, "i mean ") ||
					slices.ContainsFunc(mustBeStarts, func(p string) bool { return strings.HasPrefix(k, p) }) {
					return "Sorry, " + rest
				}
				if onlyCourtesy(rest) {
					return "Actually never mind."
				}
				// What follows is a request of its own: the one before is
				// taken back all the same, then this one read.
				return "Actually never mind. " + rest
			}
			if misspoke {
				return "Sorry, " + rest
			}
			if k := clauseKey(rest); apologyOnlyLead(msg, rest) && (strings.HasPrefix(k, "i meant ") || strings.HasPrefix(k, "i mean ")) {
				return "Sorry, " + rest // "forgive me, i meant the 11th"
			}
			if k := clauseKey(rest); apologyOnlyLead(msg, rest) && slices.ContainsFunc(mustBeStarts, func(p string) bool { return strings.HasPrefix(k, p) }) {
				return "Sorry, " + rest // "excuse me, it must be at 14:00"
			}
			return msg
		}
		rest = r
		if rest == "" {
			return msg
		}
	}
}

// mustBeStarts open the right value after an apology ("excuse me, it
// must be at 14:00"): a correction of the request before.
var mustBeStarts = []string{"it must be ", "it should be ", "it has to be ", "it needs to be ", "that must be ", "that should be ", "it is at ", "its at "}

// apologyOnlyLead reports whether what plainFollowUp dropped from msg to
// leave rest was only apologies (not a change of mind, which it leaves
// for the other readings: "actually, …").
func apologyOnlyLead(msg, rest string) bool {
	lead := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(msg), rest))
	for lead != "" {
		c, r, _ := nextClause(lead)
		if k := clauseKey(c); k != "" && !apologyClauses[k] {
			return false
		}
		lead = r
	}
	return true
}

// onlyCourtesy reports whether msg only apologises, thanks or signs off
// ("Apologies for the confusion. Beatriz").
func onlyCourtesy(msg string) bool {
	rest := msg
	for rest != "" {
		c, r, _ := nextClause(rest)
		k := clauseKey(c)
		if k != "" && !apologyClauses[k] && !courtesyWords[k] && !(r == "" && signOffName(c)) {
			return false
		}
		rest = r
	}
	return true
}

// courtesyWords are clauses of thanks or a sign-off.
var courtesyWords = map[string]bool{"apologies for the confusion": true, "sorry for the confusion": true, "my apologies for the confusion": true,
	"regards": true, "best regards": true, "kind regards": true, "many thanks": true, "much appreciated": true, "with thanks": true,
	"best": true, "cheers": true, "thank you in advance": true, "thanks in advance": true, "in advance": true, "apologies for any confusion": true}

// courtesyConditions are conditions said only out of courtesy ("9:00
// a.m., if convenient"): they ask nothing and leave the answer as it is.
var courtesyConditions = map[string]bool{"if convenient": true, "if its convenient": true, "if it is convenient": true,
	"if that is convenient": true, "if thats convenient": true, "if possible": true, "if at all possible": true,
	"if that works": true, "if that works for you": true, "if thats ok": true, "if thats okay": true, "if that is ok": true,
	"if you can": true, "if you could": true, "if you would": true, "if you would be so kind": true, "if its not too much trouble": true,
	"if it is not too much trouble": true, "at your convenience": true, "at your earliest convenience": true, "if you dont mind": true,
	"if you do not mind": true, "if that suits": true, "if that suits you": true}

// signOffName reports whether c, a message's last clause, is a name it is
// signed with ("Beatriz"): one capitalised word that is no date.
func signOffName(c string) bool {
	f := strings.Fields(strings.Trim(c, " .!"))
	if len(f) != 1 || f[0] == "" || f[0][0] < 'A' || f[0][0] > 'Z' || isDateWord(strings.ToLower(f[0])) {
		return false
	}
	for _, r := range f[0] {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return false
		}
	}
	return true
}

// courtesyClause reports whether c only thanks, apologises or makes a
// courtesy condition.
func courtesyClause(c string) bool {
	k := clauseKey(c)
	return k == "" || courtesyConditions[k] || courtesyWords[k] || apologyClauses[k]
}

// dropCourtesyTail returns msg without the clauses at its end that only
// thank, sign off or make a courtesy condition ("9:00 a.m., if
// convenient. Thank you. Beatriz" → "9:00 a.m."); msg as it is when they
// would leave nothing.
func dropCourtesyTail(msg string) string {
	cs := splitClauses(msg)
	n := len(cs)
	for n > 1 {
		c := cs[n-1].text
		if courtesyClause(c) || n == len(cs) && signOffName(c) && courtesyClause(cs[n-2].text) {
			// (A name is a sign-off only after a courtesy: "… if
			// convenient. Beatriz", never "give it to Mr. Tate".)
			n--
			continue
		}
		break
	}
	if n == len(cs) || n == 0 {
		return msg
	}
	var b strings.Builder
	for i, c := range cs[:n] {
		b.WriteString(c.text)
		if i < n-1 {
			b.WriteString(c.sep)
		}
	}
	return strings.TrimSpace(b.String())
}

// clause is a clause of a message and the separator that followed it.
type clause struct{ text, sep string }

// splitClauses cuts msg into its clauses (nextClause), keeping each one's
// separator so the message can be put back together without some.
func splitClauses(msg string) []clause {
	var cs []clause
	rest := strings.TrimSpace(msg)
	for rest != "" {
		c, r, ok := nextClause(rest)
		sep := ""
		if ok {
			sep = rest[len(c) : len(rest)-len(r)]
		}
		cs = append(cs, clause{c, sep})
		rest = r
	}
	return cs
}

// noLongerNeedCancelRe is a job the host will not need, then "please
// cancel it": "We shall not need the restocking at the Stadium House on
// the 11th after all; please cancel it."
var noLongerNeedCancelRe = mustCompile(`(?i)^\s*(?:we|i)\s+(?:shall\s+not|shan'?t|shan’t|will\s+not|won'?t|won’t|do\s+not|don'?t|don’t|no\s+longer|will\s+no\s+longer)\s+need\s+(the\s+[^;,.!?]+?)(?:\s+after\s+all)?\s*(?:[;,.]|\s+-+|\s+and)\s*(?:so\s+)?(?:(?:please|kindly)\s+)?(?:do\s+)?cancel\s+it(?:,?\s+please)?\s*[.!]?\s*$`)

// firstOfNextMonthRe is "the first of next month", the day written out.
var firstOfNextMonthRe = mustCompile(`(?i)\b(?:the\s+)?first\s+of\s+next\s+month\b`)

// thatMorningRe is a time on the day already named: "at eleven that
// morning" is "at eleven in the morning".
var thatMorningRe = mustCompile(`(?i)\b(at\s+(?:[0-9]{1,2}(?::[0-9]{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\s+that\s+(morning|afternoon|evening)\b`)

// formalPlain rewrites the formal phrasings above.
func formalPlain(msg string) string {
	if m := noLongerNeedCancelRe.FindStringSubmatch(msg); m != nil {
		return "Please cancel " + m[1] + "."
	}
	msg = firstOfNextMonthRe.ReplaceAllString(msg, "the 1st of next month")
	if m := noteThatTailRe.FindStringIndex(msg); m != nil && m[0] > 0 {
		// "The Hoffmans must leave … a day early, on Thursday at eleven.
		// Would you please note that?": the change to the stay is what
		// to note, never a note on a job.
		head := tokenize(msg[:m[0]])
		_, _, svc := serviceOf(head)
		dates := len(readDates(head, time.Time{}, time.UTC))
		if op, _ := stayOpOf(head, svc, false, dates, 0); op != "" && !svc {
			msg = msg[:m[0]+1]
		}
	}
	return msg
}

// noteThatTailRe is a last sentence that only asks for what was said
// before it to be recorded: "Would you please note that?", "Kindly
// record it.", "Please make a note of it."
var noteThatTailRe = mustCompile(`(?i)[.!]\s+(?:(?:would|could|will|can)\s+you\s+)?(?:(?:please|kindly)\s+)?(?:note|record|log|make\s+a\s+note\s+of)\s+(?:that|this|it)(?:\s+down)?(?:,?\s+please)?(?:,?\s+(?:many\s+)?thanks?(?:\s+you)?)?\s*[.?!]*\s*$`)
