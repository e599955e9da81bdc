package assistant

import (
	"strconv"
	"strings"
)

// A host dictating by voice corrects what the phone wrote and says why
// ("wait no 12, sorry voice typing", "no 12 sorry autocorrect"), says the
// hour as a word ("wait no twelve") and rounds it ("at ten ish"). The
// correction is read as typed: the excuse after it is no request of its
// own, the hour word is the hour's digits.

// slipExcuseRe is a message, then an apology that blames the phone for
// what it wrote before ("…, sorry voice typing", "… oops autocorrect").
var slipExcuseRe = mustCompile(`(?i)^(.*?\S)\s*[,;.!—–-]*\s*(?:sorry|oops|whoops|my\s+bad|apologies)[,!.]*\s+(?:(?:stupid|dumb|darn|damn|dang)\s+)?(?:voice\s*-?\s*(?:typing|to\s*-?\s*text|text|dictation|recognition)|auto\s*-?\s*correct(?:ed|ion)?|typo|fat\s+fingers?|dictation|siri|speech\s*-?\s*to\s*-?\s*text|talk\s*-?\s*to\s*-?\s*text|my\s+phone)\b[^.!?]*[.!]*$`)

// withoutSlipExcuse returns msg without an apology for the phone's slip
// after it ("wait no 12, sorry voice typing" → "wait no 12").
func withoutSlipExcuse(msg string) string {
	if m := slipExcuseRe.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return msg
}

// spokenHourWords are the hours said as words.
const spokenHourWords = `one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`

// correctedSpokenHourRe is a follow-up that takes back the hour just
// given for another said as a word, and nothing else: "wait no twelve",
// "no, one thirty", "sorry I meant eleven".
var correctedSpokenHourRe = mustCompile(`(?i)^(\s*(?:(?:wait|oops|sorry|actually)\s*,?\s*)?(?:no|nope|sorry|actually|i\s+meant|i\s+mean|make\s+(?:that|it))\s*,?\s*(?:i\s+meant\s+|make\s+(?:that|it)\s+)?)(` + spokenHourWords + `)(?:\s+(thirty|fifteen|forty\s*-?\s*five))?(\s*[.!]*\s*)$`)

// spokenCorrectedHour returns msg with the hour of such a follow-up in
// digits ("wait no twelve" → "wait no 12").
func spokenCorrectedHour(msg string) string {
	m := correctedSpokenHourRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	h := strconv.Itoa(spokenUnits[strings.ToLower(m[2])])
	switch min := strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(m[3], "-", " "))), " "); min {
	case "thirty":
		h += ":30"
	case "fifteen":
		h += ":15"
	case "forty five", "fortyfive":
		h += ":45"
	}
	return m[1] + h + m[4]
}

// spokenIshRe is an hour said as a word and rounded: "at ten ish",
// "around two-ish", "by nineish".
var spokenIshRe = mustCompile(`(?i)\b(at|around|about|by|for|like)\s+(` + spokenHourWords + `)\s*-?\s*ish\b`)

// spokenIsh returns msg with such hours in digits ("at ten ish" → "at
// 10ish"), as the readers know them.
func spokenIsh(msg string) string {
	return spokenIshRe.ReplaceAllStringFunc(msg, func(x string) string {
		m := spokenIshRe.FindStringSubmatch(x)
		return m[1] + " " + strconv.Itoa(spokenUnits[strings.ToLower(m[2])]) + "ish"
	})
}
