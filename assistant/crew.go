package assistant

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// crew.go reads a cleaning company owner's shorthand about her own crew:
// "put Crew B on the big house turn the 15th" (a turnover said as "turn"
// before its date), "can you run payroll for my girls" (the crew's pay:
// something Steward does not do, refused with the reason).

// payrollWords are the words of running a crew's pay or hours: "run
// payroll for my girls", "do the paychecks", "send in the timesheets".
var payrollWords = []string{"payroll", "paycheck", "paychecks", "paystub", "paystubs", "payslip", "payslips", "wages", "timesheet", "timesheets"}

// crewPay reports whether toks ask about the crew's pay or hours sheet:
// Steward schedules work, it runs no payroll.
func crewPay(toks []token) bool {
	return has(toks, payrollWords...)
}

// turnBeforeDate reports whether toks[i] ("turn") is followed by "the"
// and a day of the month ("the big house turn the 15th", "tina's turn the
// 3rd"): the noun of a turnover clean and its date, never the verb of
// "turn the heat up".
func turnBeforeDate(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i+1].s != "the" {
		return false
	}
	_, ok := ordinalDay(toks[i+2].s)
	return ok
}

// crewSwapDaysRe is two pros' plural weekday after a swap: "swap Jess and
// Tina's Thursdays", "switch maria's and crew b's fridays".
var crewSwapDaysRe = mustCompile(`(?i)\b(swap|swop|switch|trade)\s+([^.!?;:,]{1,40}?\s(?:and|&|\+)\s[^.!?;:,]{1,30}?)(?:'s|’s|s')?\s+(mon|tues|wednes|thurs|fri|satur|sun)days\b`)

// crewStanding are the words that make a swap of weekdays a standing
// change ("from now on", "every week"): a series, never this week's jobs.
var crewStanding = []string{"every", "each", "weekly", "permanently", "permanent", "going", "onwards", "forward", "anymore", "regular", "regularly", "always"}

// crewSwapDays reads "swap Jess and Tina's Thursdays" as the swap of the
// two pros' jobs on the coming Thursday ("swap Jess and Tina on
// Thursday"), the way an owner says it of this week's schedule; with a
// word of a standing change ("from now on", "every week") it is left to
// be read as a series.
func crewSwapDays(msg string) string {
	m := crewSwapDaysRe.FindStringSubmatchIndex(msg)
	if m == nil || has(tokenize(msg), crewStanding...) || hasPhrase(tokenize(msg), "from now on") {
		return msg
	}
	return msg[:m[0]] + msg[m[2]:m[3]] + " " + msg[m[4]:m[5]] + " on " + msg[m[6]:m[7]] + "day" + msg[m[1]:]
}

// crewPutOnRe is a pro put on a property with no job word: "put Jess on
// the big house too", "stick crew b on the lake place friday".
var crewPutOnRe = mustCompile(`(?i)^(\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:put|stick|throw|slot|get)\s+([a-z]+)(?:\s+[a-z])?\s+on\s+[^.!?,;:]{2,40}?)(\s+(?:too|as\s+well))?\s*[.!]*\s*$`)

// crewPutOn reads "put Jess on the big house (too)", a pro's name then a
// property and no job, as "put Jess on the big house job": one of that
// property's jobs, which the engine finds or asks about (several fit).
func (s *session) crewPutOn(msg string, names map[string]bool) string {
	m := crewPutOnRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[4]:m[5]])] {
		return msg
	}
	toks := tokenize(msg[m[5]:m[3]])
	if _, _, ok := serviceOf(toks); ok || has(toks, "job", "jobs", "visit", "it", "them", "list", "schedule", "calendar", "call", "phone", "notice", "hold", "standby") {
		return msg
	}
	if len(allProperties(toks, s.addrs)) == 0 {
		return msg // "put Jess on vacation": no property, no job
	}
	return msg[:m[3]] + " job" + msg[m[3]:]
}

// alsoPro reports whether raw puts a pro on a job beside the one it has
// ("put Jess on the big house clean too", "stick Tina on it as well",
// "double up …"): a job has one pro, so taking the other off is never
// what was said.
func alsoPro(raw string) bool {
	toks := tokenize(raw)
	if hasPhrase(toks, "double up") {
		return true
	}
	n := len(toks)
	tail := n > 0 && toks[n-1].s == "too" || n > 1 && toks[n-2].s == "as" && toks[n-1].s == "well"
	// ("give the turnover to Tammy, and the restock after it too": the
	// restock as well, not a second pro.)
	return tail && has(toks, "put", "stick", "throw", "slot") && has(toks, "on", "onto")
}

// secondPro asks before pro newPro replaces the pro job j has when the
// host said to put them on it too: nil when that is not so.
func (s *session) secondPro(j *steward.Job, in request, newPro int64) (*Reply, error) {
	if in.goAhead || in.FromPro != 0 || newPro == 0 || j.ProID == nil || *j.ProID == newPro || !alsoPro(in.rawText) {
		return nil, nil
	}
	old, p := s.pro(*j.ProID), s.pro(newPro)
	if old == nil || p == nil {
		return nil, nil
	}
	loc := s.loc(j.AddressID)
	r, err := ask(in, "go_ahead", fmt.Sprintf("%s is already on the %s at %s on %s, and a job has one pro. Should %s take it over from %s? Say yes and I will — or tell me when to book %s a %s of their own there. Nothing has changed yet.",
		old.Name, j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc), p.Name, old.Name, p.Name, j.ServiceType))
	return &r, err
}

// wentByErrandRe is the errand of a crew member's stop already made, said
// before what they found: "Maria swung by Dr Park's condo early to drop
// off supplies and the furnace is dead".
var wentByErrandRe = mustCompile(`(?i)\b((?:swung|stopped|popped|came|went|ran)\s+(?:by|over|in|past|out|round|to)\b[^.,;!?]{0,50}?)\s+to\s+(?:drop(?:\s+off)?|bring(?:\s+over)?|deliver|grab|pick\s+up)\s+[^.,;!?]{1,40}?(\s+and\s|,\s*)`)

// withoutWentByErrand leaves the errand out of a stop already made ("…
// swung by Dr Park's condo early and the furnace is dead"): why the crew
// member was there, never a restock asked for.
func withoutWentByErrand(msg string) string {
	return wentByErrandRe.ReplaceAllString(msg, "$1$2")
}

// whileOtherThereRe is work asked "while" another pro is there at a job of
// theirs: "while Dave's there doing windows, same day and time", "while
// Tina is out there on the turnover".
var whileOtherThereRe = mustCompile(`(?i)\b(?:while|when|whilst)\s+([a-z]+)(?:'s|’s|\s+is)\s+(?:out\s+|over\s+|up\s+)?there\s+(?:doing|for|on|with)\s+(?:the\s+|his\s+|her\s+|their\s+)?([a-z][a-z ]{1,30}?)(?:\s*,?\s*same\s+(?:day\s+(?:and|&|\+)\s+)?time)?\s*([.,;!?]|$)`)

// whileOtherThere reads work asked while another pro is there doing a job
// of theirs as "same time as <pro>'s <job>" (a time said relative to that
// job, which the engine finds or asks about); the pro must be one of the
// account's (names), never "while the guests are there".
func whileOtherThere(msg string, names map[string]bool) string {
	m := whileOtherThereRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[2]:m[3]])] {
		return msg
	}
	for _, w := range words(msg[m[4]:m[5]]) {
		if isDateWord(w) || ordinalDayToken(w) || isDigits(w) {
			return msg // "while Anita is there on Thursday": her day, no job of hers named
		}
	}
	return msg[:m[0]] + "same time as " + msg[m[2]:m[3]] + "'s " + msg[m[4]:m[5]] + msg[m[6]:]
}

// crewStayRe is a stay told by the owner of a client's family: "the
// Hendersons' son Kyle and his buddies are using the cabin the 15th to
// the 17th": the guest's first name (capitalised, as typed), the place
// and the span of days.
var crewStayRe = mustCompile(`\b([A-Z][a-z]+)\s+(?i:and\s+(?:his|her|their)\s+(?:buddies|buddy|friends|friend|pals|crew|wife|husband|family|kids|girlfriend|boyfriend|partner|folks)\s+(?:are|r|'re|’re)\s+(?:using|having|taking|borrowing|renting|staying\s+(?:at|in)|in)\s+((?:the\s+)?[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)\s+((?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:to|till|until|til|through|thru|-)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?))\b`)

// crewStayAskRe is the owner asking for such a stay to be recorded: "put
// it on the calendar", "add it", "block it off".
var crewStayAskRe = mustCompile(`(?i)\b(?:put|add|book|block|pop|stick)\s+(?:it|them|that)\b|\bon\s+the\s+calendar\b`)

// crewStayPartyRe is the party: "4 of them", "the 4 of them", "4 guests".
var crewStayPartyRe = mustCompile(`(?i)\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of\s+(?:them|us)|guests|people|ppl)\b`)

// crewStay returns such a message, asked to be recorded, read as the plain
// stay ("Kyle is staying at the cabin from the 15th to the 17th, 4
// guests"), or msg.
func crewStay(msg string) string {
	m := crewStayRe.FindStringSubmatch(msg)
	if m == nil || !crewStayAskRe.MatchString(msg) || stopWords[strings.ToLower(m[1])] || commonWords[strings.ToLower(m[1])] {
		return msg
	}
	place, span := m[2], staySpanToRe.ReplaceAllString(m[3], " to ")
	if p, ok := strings.CutSuffix(place, " the"); ok {
		place, span = p, "the "+span // "the cabin the 15th …": the date's article
	}
	if !strings.HasPrefix(strings.ToLower(span), "from") {
		span = "from " + span
	}
	out := m[1] + " is staying at " + place + " " + span
	if p := crewStayPartyRe.FindStringSubmatch(msg); p != nil {
		out += ", " + p[1] + " guests"
	}
	return out
}

// turnItVerb reports whether toks[i] ("turn") is the crew's verb of a
// turnover clean said of a place already named: "have Tina turn it the
// morning they leave", "can Jess turn it sunday", "need Crew B to turn
// it" — never "turn it off", "turn it up", "turn it around".
func turnItVerb(toks []token, i int) bool {
	if i < 1 || i+1 >= len(toks) || toks[i+1].s != "it" {
		return false
	}
	if i+2 < len(toks) && slices.Contains([]string{"off", "on", "up", "down", "around", "round", "in", "into", "out", "back", "left", "right", "upside", "to"}, toks[i+2].s) {
		return false
	}
	if toks[i-1].s == "to" {
		return true
	}
	for k := i - 2; k >= 0 && k >= i-4 && !toks[k].stop; k-- { // "have Crew B turn it": past the pro's name
		if slices.Contains([]string{"have", "get", "let", "can", "could", "should", "will", "pls", "please"}, toks[k].s) {
			return true
		}
	}
	return false
}
