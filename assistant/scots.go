package assistant

import "strings"

// A Scots host's words, read once as the plain English every stage after
// knows (fixs25G): "fiona tae dae the fire check at the wee studio",
// "get dougie there the now", "bin fiona's chimney check", "tam's fan at
// leith - dinnae bother", "cancel the messages for dundas st", "a week
// the morra". Ordinary English that shares a word ("the day after",
// "bin bags", "the night before", "the messages she sent") is left as
// said.

// scotsWord is one Scots word or phrase and the English it reads as.
type scotsWord struct {
	re *triggerRe
	to string
}

// scotsWords are the words read the same wherever they stand: none is
// an English word a host would type ("tae", "dae", "doon", "oot",
// "fae", "gie", "efter", "cannae", …), so no guard is needed.
var scotsWords = []scotsWord{
	{mustCompile(`(?i)\bdaein\b`), "doing"},
	{mustCompile(`(?i)\bdae\b`), "do"},
	{mustCompile(`(?i)\btae\b`), "to"},
	{mustCompile(`(?i)\bdoon\b`), "down"},
	{mustCompile(`(?i)\boot\b`), "out"},
	{mustCompile(`(?i)\bnoo\b`), "now"},
	{mustCompile(`(?i)\bfae\b`), "from"},
	{mustCompile(`(?i)\bgie\b`), "give"},
	{mustCompile(`(?i)\befter\b`), "after"},
	{mustCompile(`(?i)\bcannae\b`), "can't"},
	{mustCompile(`(?i)\bwullnae\b|\bwinnae\b`), "won't"},
	{mustCompile(`(?i)\bwouldnae\b`), "wouldn't"},
	{mustCompile(`(?i)\bisnae\b`), "isn't"},
	{mustCompile(`(?i)\bdidnae\b`), "didn't"},
	{mustCompile(`(?i)\bnae\s+bother\b`), "no problem"},
	{mustCompile(`(?i)\bnae\b`), "no"},
	{mustCompile(`(?i)\bwill\s+ye\b`), "will you"},
	{mustCompile(`(?i)\baboot\b`), "about"},
	{mustCompile(`(?i)^(\s*)naw\b`), "${1}no"},
	{mustCompile(`(?i)\broond\b`), "round"},
	{mustCompile(`(?i)\bonybody\b`), "anybody"},
	{mustCompile(`(?i)\bonyone\b`), "anyone"},
	{mustCompile(`(?i)\bmasel\b`), "myself"},
	{mustCompile(`(?i)\bwhit's\b`), "what's"},
	{mustCompile(`(?i)\bwhit\b`), "what"},
}

// scotsWordSign is any word of the lists here: a message with none of
// them is returned at once.
var scotsWordSign = mustCompile(`(?i)\b(?:daein|dae|tae|doon|oot|noo|fae|gie|efter|cannae|wullnae|winnae|wouldnae|isnae|didnae|dinnae|nae|ye|aboot|roond|naw|onybody|onyone|masel|whit|whit's|morra|the\s+(?:day|night|now|messages)|bin|come\s+and\s+go)\b`)

// weekTheMorraRe is "a week the morra": a week from tomorrow.
var weekTheMorraRe = mustCompile(`(?i)\b(a|one|two|three)\s+weeks?\s+(?:the\s+)?morra\b`)

// theMorraRe is "the morra" ("the morrow"): tomorrow.
var theMorraRe = mustCompile(`(?i)\b(?:the\s+)?morra\b`)

// theDayRe is "the day" for today: said after a job, a time or a verb,
// at the end of a clause or before a time ("the clean the day at 2").
// "the day after", "on the day", "for the day" are English and kept:
// group 1 the word before, group 2 what follows.
var theDayRe = mustCompile(`(?i)(\b[\w'’]+\s+)?\bthe\s+day\b(\s*(?:$|[,.;:!?)\-–—]|\s+(?:at|by|for|please|pls|if|or|and|will|ye|then|instead|noo|now|\d)\b))`)

// theNightRe is "the night" for tonight, kept as English after the words
// of theNightKeep ("stay the night", "for the night", "the night
// before").
var theNightRe = mustCompile(`(?i)(\b[\w'’]+\s+)?\bthe\s+night\b(\s*(?:$|[,.;:!?)\-–—]|\s+(?:at|by|please|pls|if|or|and|will|then|\d)\b))`)

// theDayKeep are the words before "the day" or "the night" that make it
// English: "on the day", "for the night", "stay the night".
var theDayKeep = map[string]bool{"on": true, "for": true, "of": true, "all": true, "same": true, "that": true, "in": true, "during": true,
	"by": true, "every": true, "whole": true, "stay": true, "stayed": true, "staying": true, "spend": true, "spending": true, "spent": true,
	"through": true, "over": true, "per": true, "what": true, "which": true, "one": true, "from": true, "to": true, "till": true, "until": true,
	"til": true, "before": true, "after": true, "off": true, "overnight": true, "make": true, "made": true, "saved": true, "save": true}

// theNowRe is "the now": right now, an urgent visit.
var theNowRe = mustCompile(`(?i)\bthe\s+now\b`)

// binJobRe is "bin" said as a request on a job or a pro's visit: at the
// start of a clause, or after "should", "can we", "just", "please" —
// "bin fiona at the studio on the 10th", "think we should bin fiona's
// chimney check". Not before what goes in a bin ("bin bags", "bin day").
// Group 1 what comes before.
var binJobRe = mustCompile(`(?i)(^|[.,;:!?\-–—]\s*|\b(?:and|so|just|please|pls|should|shall|can\s+we|could\s+we|can\s+you|could\s+you|we'll|we\s+will|i'll|let's|lets|gonna|going\s+to|wanna|want\s+to|to)\s+)bin\s+(?:(?:it|that|this|them)\b|(?:the|her|his|their|[a-z][\w'’]*(?:'s|’s)?)\s+)`)

// binNotJobRe are the words after "bin" that make it a bin, or a
// throwing out: "bin bags", "bin day", "bin the old towels", "bin the
// rubbish". A message with one keeps its "bin" as said.
var binNotJobRe = mustCompile(`(?i)\bbin\s+(?:(?:the|them|those|these|that|this|all\s+the|any|some|her|his|their)\s+)?(?:bags?|liners?|day|days|collection|lorry|men|store|shed|area|room|lid|lids|out|outside|by|old|rubbish|trash|garbage|junk|waste|recycling|leftovers?|food|towels?|sheets|stuff|boxes|flowers|milk|bread|at\s+the\s+(?:back|front|door|gate))\b`)

// dinnaeBotherRe is "dinnae bother" (don't bother) about a job said
// before it: "tam's fan at leith - dinnae bother, my brother fitted one"
// is "cancel tam's fan at leith". Group 1 the job (opened by "the" or a
// name's "'s"), group 2 the rest; "bother" must end its clause ("…, dinnae
// bother calling them" is no cancel).
var dinnaeBotherRe = mustCompile(`(?i)^\s*((?:the|that|this|[a-z]+(?:'s|’s|s'))\s+[^.!?;]{3,120}?)\s*[,\-–—:]+\s*(?:och\s+|just\s+)?(?:dinnae|dinna|don't|dont|do\s+not)\s+bother(?:\s+wi(?:th)?\s+(?:it|that|them))?\s*(?:$|[,.;!:\-–—]\s*(.*)$)`)

// dinnaeRe is "dinnae"/"dinna": don't.
var dinnaeRe = mustCompile(`(?i)\bdinna(?:e)?\b`)

// messagesJobRe is "the messages" (the shopping) after a verb of a job or
// with a day or place: a restock. "the messages she sent", "messages
// from the guests" are texts and kept.
var messagesJobRe = mustCompile(`(?i)\b(cancel|bin|book|move|shift|change|do|get|need|put|pick\s+up|drop\s+off|restock|skip|scrap|drop)\s+(the|our|their|his|her)\s+messages\b`)

// messagesTextRe is "messages" meant as texts after messagesJobRe: a
// sender, a sending, an app.
var messagesTextRe = mustCompile(`(?i)\bmessages\s+(?:from|to|i|he|she|they|we|you|that|on\s+(?:whatsapp|airbnb|the\s+app)|about|sent|in)\b`)

// comeAndGoRe is "come and go" of guests: arrive and leave.
var comeAndGoRe = mustCompile(`(?i)\bcome\s+and\s+go\b`)

// readScots returns msg with a Scots host's words read as plain English
// (see scotsWords and the readers after it); a message without them is
// returned as it is.
func readScots(msg string) string {
	if !scotsWordSign.MatchString(msg) {
		return msg
	}
	out := scotsMessages(msg)
	out = scotsBotherCancel(out)
	out = scotsBin(out)
	out = dinnaeRe.ReplaceAllString(out, "don't")
	out = weekTheMorraRe.ReplaceAllString(out, "$1 week from tomorrow")
	out = theMorraRe.ReplaceAllString(out, "tomorrow")
	out = scotsPartOfDay(out, theDayRe, "today")
	out = scotsPartOfDay(out, theNightRe, "tonight")
	out = theNowRe.ReplaceAllString(out, "asap")
	for _, w := range scotsWords {
		out = w.re.ReplaceAllString(out, w.to)
	}
	out = comeAndGoRe.ReplaceAllString(out, "arrive and leave")
	return out
}

// scotsBotherCancel reads "X - dinnae bother, …" as "cancel X, …"; the
// reason after it is read (and dropped) by the cancel readers as any
// other.
func scotsBotherCancel(msg string) string {
	m := dinnaeBotherRe.FindStringSubmatch(msg)
	if m == nil || strings.Contains(strings.ToLower(m[1]), "cancel") {
		return msg
	}
	rest := strings.TrimLeft(m[2], ",;:-–— ")
	if rest == "" {
		return "cancel " + m[1]
	}
	return "cancel " + m[1] + ", " + rest
}

// scotsBin reads "bin" said of a job as "cancel" (binJobRe), except
// before what goes in a bin (binNotJobRe).
func scotsBin(msg string) string {
	if binNotJobRe.MatchString(msg) {
		return msg
	}
	return binJobRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := binJobRe.FindStringSubmatch(m)
		return sub[1] + "cancel " + strings.TrimLeft(m[len(sub[1])+len("bin"):], " \t")
	})
}

// scotsPartOfDay reads "the day"/"the night" matched by re as word
// (today, tonight), unless the word before makes it English
// (theDayKeep).
func scotsPartOfDay(msg string, re *triggerRe, word string) string {
	return re.ReplaceAllStringFunc(msg, func(m string) string {
		sub := re.FindStringSubmatch(m)
		before := strings.ToLower(strings.TrimSpace(sub[1]))
		if theDayKeep[before] {
			return m
		}
		return sub[1] + word + sub[2]
	})
}

// scotsMessages reads "the messages" after a verb of a job as "the
// restock" (messagesJobRe), unless what follows makes them texts
// (messagesTextRe).
func scotsMessages(msg string) string {
	var b strings.Builder
	last := 0
	for _, m := range messagesJobRe.FindAllStringSubmatchIndex(msg, -1) {
		if messagesTextRe.MatchString(msg[m[1]-len("messages"):]) {
			continue
		}
		b.WriteString(msg[last:m[0]])
		b.WriteString(msg[m[2]:m[3]] + " " + msg[m[4]:m[5]] + " restock")
		last = m[1]
	}
	b.WriteString(msg[last:])
	return b.String()
}
