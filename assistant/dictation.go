package assistant

import (
	"regexp"
	"strings"
)

// spokenMarkRe is a punctuation mark said by name, as voice-to-text
// leaves it in a dictated message: "… at twelve oh seven third avenue
// comma the furnace closet key is on the hook … period".
var spokenMarkRe = regexp.MustCompile(`(?i)(^|\S+)(\s+)(comma|period|full stop|question mark|exclamation (?:point|mark))\b([\s,.!?]*)(\S*)`)

// notSpokenMark are the words before "period" or "comma" that make it the
// noun: "the rental period", "a grace period", "that period of time".
var notSpokenMark = map[string]bool{"a": true, "an": true, "the": true, "this": true, "that": true, "each": true, "every": true,
	"whole": true, "same": true, "rental": true, "grace": true, "trial": true, "waiting": true, "holiday": true, "busy": true,
	"quiet": true, "booking": true, "blackout": true, "notice": true, "billing": true, "pay": true, "payment": true, "time": true,
	"school": true, "short": true, "long": true, "peak": true, "off": true, "slow": true, "spring": true, "summer": true, "winter": true}

// spokenPunctuation returns msg with the punctuation marks said by name
// written as marks: "comma" a comma, "period" and "full stop" a full stop,
// "question mark" a question mark. The word stays a word when it is the
// noun ("the rental period", "a period of two weeks") or opens the message.
func spokenPunctuation(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "comma") && !strings.Contains(strings.ToLower(msg), "period") &&
		!strings.Contains(strings.ToLower(msg), "full stop") && !strings.Contains(strings.ToLower(msg), "question mark") &&
		!strings.Contains(strings.ToLower(msg), "exclamation") {
		return msg
	}
	out := msg
	for start := 0; start < len(out); {
		loc := spokenMarkRe.FindStringSubmatchIndex(out[start:])
		if loc == nil {
			break
		}
		for k := range loc {
			if loc[k] >= 0 {
				loc[k] += start
			}
		}
		before := strings.ToLower(strings.Trim(out[loc[2]:loc[3]], `"'(`))
		word := strings.ToLower(out[loc[6]:loc[7]])
		after := strings.ToLower(out[loc[10]:loc[11]])
		if loc[2] == loc[3] || notSpokenMark[before] || (after == "of" && strings.TrimSpace(out[loc[8]:loc[9]]) == "") {
			start = loc[7] // the noun
			continue
		}
		mark := "."
		switch {
		case word == "comma":
			mark = ","
		case word == "question mark":
			mark = "?"
		case strings.HasPrefix(word, "exclamation"):
			mark = "!"
		}
		head := out[:loc[3]] + mark
		if loc[10] < len(out) {
			head += " "
		}
		out = head + out[loc[10]:]
		start = len(head)
	}
	return out
}

// thinkingAloudRe is a host thinking aloud before the request, as a
// dictated message leaves it: "what else um the seattle restock on friday
// can that be at three instead", "let's see, the loft clean …". The words
// are no question of their own when a filler or a mark ends them.
var thinkingAloudRe = regexp.MustCompile(`(?i)^\s*(?:(?:ok|okay|so|and|um+|uh+)[,]?\s+)*(?:what else|let'?s see|lets see|let me think|let me see|where was i)(?:\s*[,.:;…-]+\s*|\s+(?:um+|uh+|er+|erm|hmm+|oh|so|okay|ok|alright|right)\b[,.]?\s*)(\S.*)$`)

// withoutThinkingAloud returns msg without the words a host thinks aloud
// with before the request ("what else um …").
func withoutThinkingAloud(msg string) string {
	if m := thinkingAloudRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}
