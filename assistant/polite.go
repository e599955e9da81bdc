package assistant

import (
	"slices"
	"strings"
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

// clauseKey is a clause in lower case without apostrophes, hyphens or
// the courtesies "please", "kindly", "thank you" and "thanks".
func clauseKey(c string) string {
	c = strings.NewReplacer("'", "", "’", "", "-", " ", "!", " ", "?", " ").Replace(strings.ToLower(c))
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
	rest := strings.TrimSpace(msg)
	dropped, misspoke := false, false
	for {
		c, r, ok := nextClause(rest)
		k := clauseKey(c)
		switch {
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
