package assistant

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/stewardhq/steward"
)

// Parsing: a message becomes one or more requests, each a kind with its
// slots (property, job, stay, pro, service, date and time or shift,
// counts, notes). Resolving the references against the account is
// resolve.go's, planning the changes plan.go's, writing them apply.go's
// and the reply reply.go's.

// clauseVerbs start a request of their own after "and", "then", ";" or a
// full stop: "cancel the cleaning and book Derek for the same slot".
var clauseVerbs = map[string]bool{
	"kill": true, "nix": true, "axe": true, "scrap": true, "ditch": true, // "…, and also kill the big bear inspection"
	"heads": true, "cancel": true, "book": true, "schedule": true, "move": true, "reschedule": true, "add": true, "confirm": true,
	"mark": true, "push": true, "assign": true, "send": true, "pay": true, "text": true, "call": true, "email": true,
	"delete": true, "set": true, "get": true, "have": true, "make": true, "change": true, "create": true, "also": true,
	"arrange": true, "order": true, "invoice": true, "refund": true, "message": true, "tell": true, "remind": true,
	"put": true, "give": true, "reassign": true, "swap": true, "switch": true, "unassign": true, "bump": true, "postpone": true, "delay": true, "shift": true, "adjust": true,
	"ping": true, // "… instead ping the plumber (rio grande) for the kitchen drain"
	// "push the moonstone restock to 3 and update the listing photos": a
	// request of its own, said as not done when it is none of Steward's.
	"update": true, "upload": true, "post": true, "reply": true, "respond": true,
}

// lockoutOnly reports whether words report guests locked out and nothing
// else wrong: "the gallaghers locked themselves out of the mudroom",
// "guests cant get in" — not "locked out, the keypad is dead".
func lockoutOnly(toks []token) bool {
	at, n := -1, 0
	for i, t := range toks {
		switch {
		case t.s == "lockout":
			at, n = i, 1
		case t.s == "locked" && i+1 < len(toks) && toks[i+1].s == "out":
			at, n = i, 2
		case t.s == "locked" && i+2 < len(toks) && toks[i+2].s == "out" && (strings.HasSuffix(toks[i+1].s, "self") || strings.HasSuffix(toks[i+1].s, "selves")):
			at, n = i, 3 // "locked themselves out"
		case (t.s == "cant" || t.s == "can't" || t.s == "cannot") && i+2 < len(toks) && toks[i+1].s == "get" && (toks[i+2].s == "in" || toks[i+2].s == "into"):
			at, n = i, 3
		}
		if at >= 0 {
			break
		}
	}
	if at < 0 {
		return false
	}
	rest := append(slices.Clone(toks[:at]), toks[at+n:]...)
	return !isProblem(rest) && !has(rest, "broken", "dead", "stuck", "jammed", "working", "lost")
}

// asksAccess reports whether a question asks how to get into a property:
// its code, lockbox, keypad or key.
func asksAccess(toks []token) bool {
	return has(toks, "code", "codes", "lockbox", "keypad", "key", "keys", "access", "entry", "combo", "combination") ||
		hasPhrase(toks, "get in") || hasPhrase(toks, "get into")
}

// askedForRe is a question put as a request to be told or reminded: "remind
// me when …", "can you tell me what …", "do you know who …", "Good morning.
// Could you kindly confirm who is scheduled …"; its group is the question
// itself.
var askedForRe = mustCompile(`(?i)^\s*(?:(?:good (?:morning|afternoon|evening)|hello|dear team)[,.!:]?\s+)?(?:(?:hey|hi|ok|okay|so|quick q|q)[,!:]?\s+)?` + askedAside + `(?:(?:can|could|would) (?:you|u)\s+)?(?:(?:pls|please|kindly)\s+)*` +
	`(?:(?:remind|tell) (?:me|us)(?: again)?|confirm|let (?:me|us) know|(?:may|might|can|could) (?:i|we) ask|do (?:you|u) (?:know|remember)|any idea)\s+((?:when|what|whats|what's|who|whos|who's|where|which|how)\b.*)$`)

// askedAside is an unhurried aside before a question asked as a request:
// "Whenever you get a chance, could you remind me when …", "no rush, but
// can you tell me who …".
const askedAside = `(?:(?:(?:whenever|when|if) (?:you|u) (?:get|have|got) a (?:chance|moment|minute|min|sec|second)|no (?:rush|hurry)(?:,? but)?)[,.!:]?\s+)?`

// askedOfRe is a question put as a request to be reminded of a thing: "would
// you remind me of the lockbox code at …", "tell me again about the gate
// code"; its group is the thing, asked as "what is …".
var askedOfRe = mustCompile(`(?i)^\s*(?:(?:good (?:morning|afternoon|evening)|hello|dear team)[,.!:]?\s+)?(?:(?:hey|hi|ok|okay|so|quick q|q)[,!:]?\s+)?` + askedAside + `(?:(?:can|could|would) (?:you|u)\s+)?(?:(?:pls|please|kindly)\s+)*` +
	`(?:remind|tell) (?:me|us)(?: again)? (?:of|about) ((?:the|my|our)\s.*)$`)

// whichProRe is "which professional" (pro, contractor, technician…)
// asking who, before the verb of the question: "which professional is
// assigned to job 29?" is "who is assigned to job 29?".
var whichProRe = mustCompile(`(?i)(^|[\s,.;:!?])which (?:professional|pro|person|contractor|vendor|technician|tech|worker)\s+((?:is|was|will|has)\b)`)

// questionStarts open a question ("when", "who's").
var questionStarts = map[string]bool{"when": true, "whens": true, "when's": true, "who": true, "whos": true, "who's": true,
	"what": true, "whats": true, "what's": true, "where": true, "how": true, "which": true}

// partyOnly reports whether fields end the message with only the size of
// a party: "Four of them.", "5 guests.", "six people in total", "party of
// 4".
// waitingThere reports whether fields only say that someone is at the
// property waiting to get in: "cleaner is standing outside", "tasha's at
// the door", "the guests are waiting out front", "shes here now".
func waitingThere(fields []string) bool {
	toks := tokenize(strings.Join(fields, " "))
	if len(toks) == 0 || len(toks) > 8 || has(toks, "book", "schedule", "cancel", "move", "send", "need", "needs", "can", "could", "pls", "please") {
		return false
	}
	return has(toks, "outside", "waiting", "standing", "here", "locked") || hasPhrase(toks, "at the door") || hasPhrase(toks, "at the gate") || hasPhrase(toks, "out front")
}

func partyOnly(fields []string) bool {
	if len(fields) == 0 || len(fields) > 4 {
		return false
	}
	toks := tokenize(strings.Join(fields, " "))
	if guestCount(toks) == 0 {
		return false
	}
	for _, t := range toks {
		if _, num := numberWords[t.s]; !num && !isDigits(t.s) && !slices.Contains(peopleWords, t.s) &&
			!slices.Contains([]string{"of", "them", "us", "party", "in", "total", "all", "."}, t.s) {
			return false
		}
	}
	return true
}

// timeWish reports whether fields are only an hour wished for: "15:00
// would be ideal.", "10am would suit her best", "ideally around 2pm": the
// time of the request before it, not a part of its own.
func timeWish(fields []string) bool {
	if len(fields) == 0 || len(fields) > 8 {
		return false
	}
	toks := tokenize(strings.Join(fields, " "))
	clock, wish := false, false
	for i := 0; i < len(toks); i++ {
		if _, _, n, ok := readClock(toks, i); ok && !clock {
			clock = true
			i += n - 1
			continue
		}
		switch w := toks[i].s; w {
		case "ideal", "ideally", "best", "perfect", "great", "preferred", "preferable", "suit", "suits", "work", "works", "good", "fine":
			wish = true
		case "would", "be", "is", "her", "his", "their", "our", "my", "time", "if", "possible", "please", "around", "about", "at", "for", "them", "him", "me", "us", "really", "most", "the", "", ".", ",", "!":
		default:
			return false
		}
	}
	return clock && wish
}

// ownWishReason reports whether fields, said after a request, only give
// why someone wants it so: "Dottie would like to get home before dark.",
// "Walt wants to beat the traffic.", "she needs to be back by dark." —
// a wish to get home or away, with no service, no date and no hour of
// its own. It belongs to the request before it and asks for nothing.
func ownWishReason(fields []string, now time.Time) bool {
	if len(fields) == 0 || len(fields) > 16 {
		return false
	}
	toks := tokenize(strings.Join(fields, " "))
	if beThereAnyhow(toks) {
		return true
	}
	if _, _, ok := serviceOf(toks); ok || len(readDates(toks, now, time.UTC)) > 0 {
		return false
	}
	for i := 0; i+2 < len(toks); i++ {
		wish := toks[i].s == "like" && (i > 0 && (toks[i-1].s == "would" || toks[i-1].s == "wd" || toks[i-1].s == "she'd" || toks[i-1].s == "he'd" || toks[i-1].s == "they'd")) ||
			slices.Contains([]string{"wants", "want", "needs", "need", "has", "have", "hopes", "hope", "prefers", "prefer"}, toks[i].s)
		if !wish || toks[i+1].s != "to" {
			continue
		}
		switch toks[i+2].s {
		case "get", "be", "head", "go", "drive", "beat", "avoid", "leave", "miss", "catch", "pick", "finish", "make":
			// ("get home before dark", "beat the traffic", "be back by
			// dark", "catch the ferry", "pick up her grandson")
			return !has(toks[i+2:], "job", "visit", "clean", "cleaning", "booked", "appointment")
		}
	}
	return false
}

// sentenceLen is the number of fields up to and with the first that ends
// a sentence (".", "!"), or all of them.
func sentenceLen(fields []string) int {
	for k, f := range fields {
		if strings.HasSuffix(f, ".") || strings.HasSuffix(f, "!") {
			return k + 1
		}
	}
	return len(fields)
}

// signOffOnly reports whether fields are nothing or only a letter's
// closing: "Regards, Carol", "Thank you, Don", "Thanks so much".
func signOffOnly(fields []string) bool {
	if len(fields) == 0 {
		return true
	}
	if len(fields) > 4 {
		return false
	}
	switch strings.ToLower(strings.Trim(fields[0], ",.;:!?")) {
	case "regards", "thanks", "thank", "best", "cheers", "sincerely", "love", "warmly", "yours", "many", "kind", "warm", "all":
		return true
	}
	return false
}

// beThereAnyhow reports a pro said to be there already, as why a job
// should be theirs: "They'll be there that morning doing the turnover
// anyhow so it makes sense.", "She'll be out there anyway." Nothing is
// asked ("… so have them do the turnover too" asks).
func beThereAnyhow(toks []token) bool {
	if len(toks) < 4 || !has(toks, "anyhow", "anyway", "anyways") && !hasPhrase(toks, "makes sense") {
		return false
	}
	k := 0
	switch toks[0].s {
	case "they'll", "he'll", "she'll", "they’ll", "he’ll", "she’ll", "theyll":
		k = 1
	case "they", "he", "she":
		if toks[1].s != "will" {
			return false
		}
		k = 2
	default:
		return false
	}
	if toks[k].s != "be" || !has(toks[k+1:k+2], "there", "out", "over", "up", "down", "on") {
		return false
	}
	return !has(toks, "have", "book", "add", "schedule", "please", "pls", "can", "could", "also", "too", "as", "well", "should", "let", "get")
}

// saysRequest reports whether fields ask for something ("could Aino do
// an inspection …?"): a request the wished-for hour belongs to.
func saysRequest(fields []string) bool {
	if len(fields) == 0 || !strings.HasSuffix(fields[len(fields)-1], "?") && !strings.HasSuffix(fields[len(fields)-1], ".") {
		return false
	}
	for _, f := range fields {
		switch strings.ToLower(strings.Trim(f, ",.;:!?")) {
		case "could", "can", "book", "schedule", "please", "would", "arrange":
			return true
		}
	}
	return false
}

// commaVerbs start a request of their own after a comma: the verbs that
// act on a job ("…, cancel the mesa clean"), not those that may complete
// the part before ("…, make it 3pm", "…, have Wes do it").
var commaVerbs = map[string]bool{"cancel": true, "book": true, "schedule": true, "move": true, "reschedule": true,
	"confirm": true, "mark": true, "push": true, "assign": true, "add": true, "delete": true, "arrange": true, "create": true,
	"shift": true, "bump": true, "adjust": true}

// jobAfterStayNewsVerbs open a job's request after a stay's news and a
// comma ("the millers now leave saturday, restock whistler after they
// leave"; see stayNewsThenJob).
var jobAfterStayNewsVerbs = map[string]bool{"clean": true, "restock": true, "inspect": true, "have": true, "get": true, "book": true, "schedule": true, "send": true}

// opensRequest reports words that open with a command of their own
// (commaVerbs), or with "please", "pls", "also" or "then" before one: "book
// joe …", "pls cancel …".
func opensRequest(fields []string) bool {
	w := func(k int) string {
		if k >= len(fields) {
			return ""
		}
		return strings.ToLower(strings.Trim(fields[k], ",.;:!?"))
	}
	if commaVerbs[w(0)] {
		return true
	}
	switch w(0) {
	case "please", "pls", "plz", "also", "then", "and":
		return commaVerbs[w(1)]
	}
	return false
}

// butThenRequest reports a "but" said without its comma between two
// requests, as dictated: "cancel the pier guys on the eleventh but have
// Gus fix the window that same day", the part before asking for a change
// (and not taking one back: "don't cancel it but …") and the part after
// opening with a request of its own.
func butThenRequest(before, after []string) bool {
	if len(before) < 2 || len(after) < 3 {
		return false
	}
	asks := false
	for k, f := range before {
		if !commaVerbs[strings.ToLower(strings.Trim(f, ",.;:!?"))] {
			continue
		}
		asks = true
		for _, g := range before[max(0, k-2):k] {
			if slices.Contains([]string{"don't", "dont", "don’t", "not", "never", "no"}, strings.ToLower(strings.Trim(g, ",.;:!?"))) {
				return false
			}
		}
	}
	next := strings.ToLower(strings.Trim(after[0], ",.;:!?"))
	return asks && slices.Contains([]string{"have", "get", "book", "schedule", "send", "can", "could", "please", "pls", "ask"}, next)
}

// clauses splits a message into the parts that each carry a request.
// A part starts after a separator ("and", "then", "also", ";", ". ")
// that is followed by a verb of its own, or by one of names (the pros'
// first names) with words of its own after it ("… and Dana for Blue Ridge
// on Saturday"); "clean and restock the villa" stays one part.
//
// A part also starts at "and" followed by another property (places: the
// first word of each property's name) when the part before has a date or
// time of its own: "clean the barn tues at 10 and unit 4b fri at 11".
//
// again[k] reports that part k took its verb from the part before
// (verbAgain).
// severalNotesRe opens a message that announces notes for more than one
// job: "please two notes:", "notes:".
var severalNotesRe = mustCompile(`^(?:(?:pls|please|kindly)\s+)?(?:(?:two|three|some|a\s+few|the\s+following)\s+notes?|notes)\s*:`)

func clauses(msg string, names, places map[string]bool, now time.Time) (out []string, again, gapped []bool) {
	fields := strings.Fields(msg)
	// lineStart[i]: field i opens a line of its own. A line of three
	// words or more after another such line is a part of its own, whatever
	// its first word ("boathouse restock sat - tell gwen …\nalso hollis
	// should do keuka point fri"); a greeting or a sign-off alone ("hey!",
	// "thx") stays with its neighbour.
	lineStart := make([]bool, len(fields))
	lineLen := make([]int, len(fields)) // the words of the line field i opens
	if strings.ContainsAny(msg, "\n\r") {
		k := 0
		for _, line := range strings.FieldsFunc(msg, func(r rune) bool { return r == '\n' || r == '\r' }) {
			n := len(strings.Fields(line))
			if n == 0 {
				continue
			}
			if k < len(fields) {
				lineStart[k], lineLen[k] = k > 0, n
			}
			k += n
		}
	}
	start := 0
	gapNext := false // the part to come is a gapped change (gappedJobChange)
	prefix := ""     // the verb a part takes from the one before (verbAgain)
	// Words inside quotes are a note's, never a separator: "add a note …
	// 'holts have a dog, lint roll the couch', and book …".
	inQuote := make([]bool, len(fields))
	open := ""
	for i, f := range fields {
		inQuote[i] = open != ""
		switch {
		case open == "" && (strings.HasPrefix(f, "\"") || strings.HasPrefix(f, "“") || strings.HasPrefix(f, "'")):
			open = map[byte]string{'"': "\"", '\'': "'"}[f[0]]
			if strings.HasPrefix(f, "“") {
				open = "”"
			}
			if t := strings.TrimRight(f, ",.;:!?"); len(t) > 1 && strings.HasSuffix(t, open) {
				open = "" // a quoted word
			}
		case open != "" && strings.HasSuffix(strings.TrimRight(f, ",.;:!?"), open):
			open = ""
		}
	}
	for i := 1; i < len(fields); i++ {
		if inQuote[i] || i-1 < len(inQuote) && inQuote[i-1] && !strings.HasSuffix(strings.TrimRight(fields[i-1], ",.;:!?"), "'") &&
			!strings.HasSuffix(strings.TrimRight(fields[i-1], ",.;:!?"), "\"") && !strings.HasSuffix(strings.TrimRight(fields[i-1], ",.;:!?"), "”") {
			continue
		}
		prev := fields[i-1]
		if abbrevStop(prev, fields[i]) {
			// "please give to Mrs. Kowalska", "the cleaning on 10.03.
			// please give …": the full stop of a title or of a dotted
			// date, not the end of a sentence.
			prev = strings.TrimSuffix(prev, ".")
		}
		w := strings.ToLower(strings.Trim(fields[i], ",.;:!?"))
		sep := 0 // words of the separator starting at i
		stayNews := false
		if head := strings.ToLower(strings.Join(fields[start:i], " ")); strings.Contains(head, "note") && strings.Contains(head[strings.Index(head, "note"):], ":") &&
			// ("please two notes: for the turnover sunday - …. and for the
			// clean monday - …": notes announced, one per job named, each
			// a part of its own.)
			!(severalNotesRe.MatchString(head) && (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";")) && (w == "and" || w == "for")) &&
			// ("add a note to the ridge cleaning: the code changed\nbook
			// joe for the loft shower monday": a line opening with a
			// request of its own ends the note.)
			!(lineStart[i] && lineLen[i] >= 3 && opensRequest(fields[i:])) {
			continue // "add a note to the sump pump job: basement door sticks, push hard": the note's own words
		}
		if inNoteSentence(fields[start:i], prev) && !commaVerbs[w] &&
			!(slices.Contains([]string{"and", "also", "then", "plus"}, w) && i+1 < len(fields) && commaVerbs[strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))]) {
			// "add a note to sunday's cleaning that the guests have an
			// infant, so the crib will need to be broken down": the note
			// runs to the end of its sentence, unless a command of its
			// own follows ("…, and book a restock …").
			continue
		}
		if w == "plus" && repeatVerbs[strings.ToLower(strings.Trim(fields[start+verbStart(fields[start:i])], ",.;:!?"))] {
			w = "and" // "pls cancel their stay plus shiloh's friday restock": each cancelled
		}
		if w == "or" && i+2 < len(fields) && strings.ToLower(fields[i+1]) == "the" && (strings.ToLower(strings.Trim(fields[i+2], ",.;:!?")) == "one" ||
			func() bool { _, _, ok := serviceOf(tokenize(fields[i+2])); return ok }()) {
			w = "and" // "we dont need the turnover at rock view sat or the one at burton tue": a second job
		}
		switch {
		case lineStart[i] && lineLen[i] >= 3 && i-start >= 3:
			sep, stayNews = 0, true
			if w == "also" || w == "and" || w == "then" || w == "plus" {
				sep = 1
			}
		case w == "and" && i+2 < len(fields) && (slices.Contains([]string{"arriving", "leaving", "checking", "getting", "coming"}, strings.ToLower(fields[i+1])) ||
			// "… 8 people now not 6, and they want to leave sun instead of mon"
			theyStayEvent(fields[i+1:])) &&
			(strings.Contains(strings.ToLower(strings.Join(fields[start:i], " ")), " now ") || partySize(tokenize(strings.Join(fields[start:i], " ")))):
			// "the holts are now 5 ppl and arriving at 2 instead of 4",
			// "haapalas are 4 people not five and they want to check out
			// monday": two changes of one stay.
			sep, stayNews = 1, true
		case w == "and" && i-start >= 3 && i+3 < len(fields) && slices.Contains([]string{"they", "they're", "theyre"}, strings.ToLower(fields[i+1])) &&
			isStayEvent(tokenize(strings.Join(fields[start:i], " "))) && partySize(tokenize(strings.Join(fields[i+1:], " "))):
			// "the haapalas want to check out monday instead of sunday and
			// they are 4 people now": their new dates, then the party's
			// size.
			sep, stayNews = 1, true
		case i-start >= 3 && (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ",") || strings.HasSuffix(prev, ";")) && theyStayEvent(fields[i:]) &&
			partySize(tokenize(strings.Join(fields[start:i], " "))):
			// "the haapalas are 4 not 5. they want to check out monday":
			// the party's size, then their new dates.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && i-start >= 3 && len(fields)-i >= 3 && slices.Contains([]string{"whats", "what's", "what’s", "wheres", "where's", "where’s"}, w) &&
			slices.Contains([]string{"the", "their", "its", "it's", "our"}, strings.ToLower(fields[i+1])):
			// "the gallaghers are locked out of the loons nest, whats the
			// keypad code": the news, then a question of its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && i-start >= 3 && len(fields)-i >= 4 && questionStarts[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] &&
			asksAccess(tokenize(strings.Join(fields[start:i], " "))) && isProblem(tokenize(strings.Join(fields[i:], " "))):
			// "whats the code for the sand dollar, the yamamotos are
			// locked out and the keypad wont take it": the question,
			// then the problem, a report of its own.
			sep, stayNews = 0, true
		case (w == "and" || w == "&" || w == "+") && i-start >= 3 && len(fields)-i >= 4 && partySize(tokenize(strings.Join(fields[start:i], " "))) &&
			partySize(tokenize(strings.Join(fields[i+1:], " "))):
			// "sorensens are actually 7 not 6, and hannah's party dropped
			// to 2": the sizes of two parties, one change each.
			sep, stayNews = 1, true
		case w == "and" && i-start >= 3 && stayNewsThenJob(fields[start:i], fields[i+1:], now) &&
			(!wishOnly(tokenize(strings.Join(fields[start:i], " "))) || isStayEvent(tokenize(strings.Join(fields[i+1:], " ")))):
			// "the dekkers want to stay till wednesday and we're gonna
			// need a turnover after they leave": the stay's change, then
			// a job of its own after it (a wish the job's words count on
			// is granted).
			sep, stayNews = 1, true
		case (w == "oh" || w == "ohh" || w == "ooh" || fields[i] == "O" && strings.HasSuffix(prev, ".")) && i+3 < len(fields) && slices.Contains([]string{"and", "also"}, strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))):
			// "… cancel salt air on friday. oh and can u book them for an
			// inspection …": "oh and" joins a request of its own.
			sep = 2
			if n := strings.ToLower(strings.Trim(fields[i+2], ",.;:!?")); n == "also" || n == "then" || n == "please" {
				sep = 3
			} else if (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, "!") || strings.HasSuffix(prev, "?")) && (n == "can" || n == "could" || n == "pls") {
				stayNews = true
			}
		case strings.HasSuffix(prev, ";") && i-start >= 3 && jobTopicThenVerb(fields[i:]):
			// "hot tub drain at cathedral tmrw -> 5pm / and on the red
			// rock hot tub job monday add a note that …" (the slash read
			// as ";"): another job named first, then what to do with it,
			// a request of its own.
			sep, stayNews = 0, true
			if w == "and" || w == "also" || w == "then" || w == "plus" {
				sep = 1
			}
		case i-start >= 3 && ((strings.HasSuffix(prev, ",") || strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";")) && plusItem(fields[i:]) ||
			w == "and" && plusItem(fields[i+1:])):
			// "baker: + cln 3/16 1000 JT, + rstk 3/16 1300 MR": a list of
			// bookings, each "+" one of its own (dispatchplus.go).
			sep, stayNews = 0, true
			if w == "and" {
				sep = 1 // ("+ cln … at rino and + rstk … at rino", its place given each)
			}
		case w == "and" || w == "then" || w == "&" || w == "+" || w == "plus" || (w == "but" || w == "also") && strings.HasSuffix(prev, ",") ||
			w == "but" && butThenRequest(fields[start:i], fields[i+1:]):
			sep = 1
			if i+1 < len(fields) {
				if n := strings.ToLower(strings.Trim(fields[i+1], ",.;:!?")); n == "then" || n == "also" || n == "please" {
					sep = 2
				} else if (strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "St.") || strings.HasSuffix(prev, "!") || strings.HasSuffix(prev, "?")) &&
					((n == "can" || n == "could" || n == "pls") && len(fields)-i >= 4 || i-start >= 4 && askedOfPronoun(fields[i+1:]) ||
						i-start >= 4 && topicThenPlease(fields[i+1:])) { // ("? And for the Nguyens next week, please …": topicplease.go)
					// "…, cancel that. and can desmond start his silo clean
					// at 9", "… same time? And while he's out that way,
					// could he look at the spigot …", "…? And I was
					// wondering if he could also look at the furnace …": a
					// request of its own.
					stayNews = true
				}
			}
		case strings.HasSuffix(prev, ";") || strings.HasSuffix(prev, ".") && (!strings.HasSuffix(prev, "St.") || streetThenConnective(fields[i:])) || strings.HasSuffix(prev, "!") ||
			// "can dwayne come at 8 tmrw instead? more snow coming in the
			// afternoon": the question ends a part.
			strings.HasSuffix(prev, "?") && len(fields)-i >= 3:
			if strings.HasSuffix(prev, "?") && saysRequest(fields[start:i]) && ownWishReason(fields[i:i+sentenceLen(fields[i:])], now) &&
				signOffOnly(fields[i+sentenceLen(fields[i:]):]) {
				// "could the restock … be one o'clock rather than two?
				// Dottie would like to get home before dark.": why, the
				// message's last words; it asks for nothing (and names
				// no pro for the job).
				fields = fields[:i]
				break
			}
			if strings.HasSuffix(prev, "?") && (asksAccess(tokenize(strings.Join(fields[start:i], " "))) || asksParking(tokenize(strings.Join(fields[start:i], " ")))) && waitingThere(fields[i:]) {
				// "whats the gate code at royal st again? cleaner is
				// standing outside", "…? tasha's at the door", "…? the
				// guests are waiting": why the host asks, no request.
				continue
			}
			if partyOnly(fields[i:]) || timeWish(fields[i:]) && saysRequest(fields[start:i]) {
				// "… 20/3 to 22/3? Four of them.": the party's size,
				// said after the stay it belongs to.
				continue
			}
			if strings.HasSuffix(prev, ".") && proAwayThenPronoun(fields[start:i], fields[i:], names) {
				// "Mrs. Kowalska is sick. Please remove her from the
				// restocking …": why, then what to do about it; the
				// pronoun is the pro of the reason.
				continue
			}
			// (A question mark ends a part whatever follows; so does a
			// full stop before "can we …": "mahalo for the help earlier.
			// can we restock hale nalu this afternoon".)
			sep, stayNews = 0, strings.HasSuffix(prev, "?") || strings.HasSuffix(prev, ".") && (w == "can" || w == "could" || w == "pls" || w == "please") ||
				(w == "leave" || w == "keep") && i+1 < len(fields) && slices.Contains([]string{"the", "his", "her", "their"}, strings.ToLower(fields[i+1])) // "… the monday turnover. leave the friday clean": what stays, apart
			if w == "but" && i+2 < len(fields) {
				sep = 1 // "… its working fine now. but have him fix the slider door": the verb after it
			}
			if strings.HasSuffix(prev, ".") && (needsSomeone(fields[i+sep:]) || placeNeedsWork(fields[i+sep:], places)) {
				// "… so please cancel the repair. But we need a plumber
				// there on 11.03. at 10:00": a booking of its own.
				stayNews = true
			}
			if strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "St.") && len(fields)-i >= 6 && strings.HasSuffix(fields[i], ",") &&
				slices.Contains([]string{"however", "also", "additionally", "separately", "meanwhile", "besides"}, w) {
				// "… so please cancel tomorrow's job for it. However, I
				// should like Mr. Tate to look over …": a request of its
				// own after the connective.
				sep, stayNews = 1, true
			}
			if strings.HasSuffix(prev, ".") && (!strings.HasSuffix(prev, "St.") || streetThenConnective(fields[i:])) && len(fields)-i >= 5 &&
				(w == "also" || w == "additionally" || w == "and") && !strings.HasSuffix(fields[i], ",") {
				// "… please cancel today's restock at Ball St. Also could
				// you add a note on Dave's cleaning there": a request of
				// its own after the connective (a street's "St." ends the
				// sentence when a capital follows).
				if n := strings.ToLower(strings.Trim(fields[i+1], ",.;:!?")); n == "can" || n == "could" || n == "would" || n == "pls" || n == "please" || commaVerbs[n] {
					sep, stayNews = 1, true
				}
			}
			if n := replacementConnective(fields[i:]); strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "St.") && n > 0 && len(fields)-i-n >= 4 {
				// "… so the visit on Friday may be cancelled. In its place,
				// would it be possible to arrange for Aqua Clara …": what
				// is wanted instead, a request of its own.
				sep, stayNews = n, true
			}
			if !stayNews && strings.HasSuffix(prev, ".") && len(fields)-i >= 3 && startsQuestion(fields[i:]) {
				// "the okafors check out sunday. whos doing the cabin
				// clean": a question of its own, never a booking read
				// from both.
				stayNews = true
			}
			if !stayNews && stayNewsThenJob(fields[start:i], fields[i:], now) {
				// "gallaghers asked for a late checkout tmrw, 1pm, i said
				// ok. slide bree's loft turnover to 1 as well": the stay's
				// news, then what to do about a job.
				stayNews = true
				if w == "so" {
					sep = 1
				}
			}
		case (w == "-" || w == "–" || w == "—") && stayNewsThenJob(fields[start:i], fields[i+1:], now) && !wishOnly(tokenize(strings.Join(fields[start:i], " "))):
			// "gallaghers late checkout tmrw at 1 is ok'd - bree should
			// start the loft turnover at 1 then": the stay's news, then the
			// job's ("the delgados want a late checkout monday at 1 - can
			// chris patel push the clean to 1:30" is why the clean moves).
			sep, stayNews = 1, true
		case strings.HasSuffix(prev, ",") && i-start >= 2 && cancelFirst(fields[start:i]) && (doesInstead(fields[i:]) || doesOtherWork(fields[i:])):
			// "cx tyler's pc-12 insp tue, do 2A instead same time": the
			// cancel, then the work done elsewhere instead, a request of
			// its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && (w == "can" || w == "could") && i+2 < len(fields) && names[strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))] &&
			i-start >= 4 && isProblem(tokenize(strings.Join(fields[start:i], " "))) &&
			// ("the termite follow up at the bungalow mon, can lorraine
			// come at 9 instead": a visit that exists, moved)
			!has(tokenize(strings.Join(fields[i:], " ")), "instead") &&
			!has(tokenize(strings.Join(fields[start:i], " ")), "follow", "followup", "job", "visit", "appointment", "appt"):
			// "ceiling fan … at 42 calhoun is wobbling bad, can boone look
			// at it fri?": the problem, then who should come.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && names[w] && i-start >= 3 && len(fields)-i >= 4 &&
			slices.Contains([]string{"can", "could", "will", "should", "is", "to"}, strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))) &&
			slices.Contains([]string{"cancel", "kill", "scrap", "drop", "nix", "axe", "move", "push", "confirm"}, strings.ToLower(strings.Trim(fields[start], ",.;:!?"))):
			// "kill the 318 inspection monday, lorraine can do mullet manor
			// that morning at 10 instead": a request of its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && i-start >= 3 && jobAfterStayNewsVerbs[w] && stayNewsThenJob(fields[start:i], fields[i:], now) &&
			(!wishOnly(tokenize(strings.Join(fields[start:i], " "))) || isStayEvent(tokenize(strings.Join(fields[i:], " ")))):
			// "the millers now leave saturday, restock whistler saturday
			// after they leave": the stay's change, then a job of its own
			// after it, joined by a comma as by "and".
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && (w == "can" || w == "could" || names[w] && i+1 < len(fields) &&
			slices.Contains([]string{"can", "could", "should", "will"}, strings.ToLower(fields[i+1]))) && i-start >= 4 && i+2 < len(fields) &&
			(isStayEvent(tokenize(strings.Join(fields[start:i], " "))) &&
				has(tokenize(strings.Join(fields[start:i], " ")), "instead", "now", "want", "wants", "asked", "asking", "requested", "need", "needs") ||
				// "holt is arriving a day early, can heidi clean the condo
				// thurs at 10": the stay's change, then the job's.
				stayNewsThenJob(fields[start:i], fields[i:], now)):
			// "the sutters are arriving at 1 on sat instead, can colleen
			// get the loft restock done before then": the stay's news,
			// then a request of its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && commaVerbs[w] && (commaVerbs[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] ||
			// "the delgados cancelled, cancel their turnover too": a stay's
			// news, then a command of its own.
			slices.Contains([]string{"cancelled", "canceled", "cancelled,", "canceled,"}, strings.ToLower(prev)) ||
			// "okafors leaving at 1 on sunday now, push the clean
			// accordingly": the guests' news, then what to do about it.
			isStayEvent(tokenize(strings.Join(fields[start:i], " "))) ||
			// "jenna is staying an extra night!! so shes out monday at 11
			// now, move the turnover …": the stay's news (multitwo.go).
			extraNightNews(fields[start:i]) ||
			// "the kowalski ski group is 10 now, add a restock …": the
			// party's size, then a request of its own.
			partySize(tokenize(strings.Join(fields[start:i], " "))) ||
			// "jenny and ana are sisters lol, give jenny's adu clean to
			// ana": an aside, then the request.
			has(tokenize(strings.Join(fields[start:i], " ")), "lol", "haha", "hahaha", "lmao", "ugh", "smh", "fyi", "btw") ||
			// "gus is swamped, move the dock job and the gutters both a
			// week later": how a pro is, then the request.
			names[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] && i-start <= 5 &&
				has(tokenize(strings.Join(fields[start:i], " ")), "swamped", "sick", "busy", "slammed", "away", "booked", "overloaded", "behind", "late") &&
				!has(tokenize(strings.Join(fields[i:], " ")), "his", "her", "their", "him", "them", "he", "she", "they")),
			strings.HasSuffix(prev, ",") && (giveVerbs[w] || w == "put" || w == "have" || w == "get") && len(fields)-i >= 3 &&
				has(tokenize(strings.Join(fields[start:i], " ")), "lol", "haha", "hahaha", "lmao", "ugh", "smh", "fyi", "btw"):
			sep = 0 // "confirm the AC job, cancel the mesa clean and …": two commands, not "dana's done, mark it complete"
		case strings.HasSuffix(prev, ",") && i-start >= 3 && len(fields)-i >= 4 && len(fields)-i <= 9 &&
			has(tokenize(strings.Join(fields[i:], " ")), "staying", "extending", "extended") &&
			has(tokenize(strings.Join(fields[i:], " ")), "night", "nights") &&
			has(tokenize(strings.Join(fields[i:], " ")), "another", "extra", "more", "additional", "1", "2", "3", "one", "two", "three") &&
			!has(tokenize(strings.Join(fields[i:], " ")), "so", "because", "since", "cause", "bc", "cuz", "if"):
			// "cancel leilanis kona clean tmrw, the sorensens are staying
			// another night": the stay's news, a change of its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && i-start >= 3 && len(fields)-i >= 2 && len(fields)-i <= 5 && !names[w] &&
			slices.Contains([]string{"cancelled", "canceled", "cancelled.", "canceled."}, strings.ToLower(strings.Trim(fields[len(fields)-1], ",;:!?"))):
			// "cancel everything at red rock this weekend, the abernathys
			// cancelled": the guests' news, a change of its own.
			sep, stayNews = 0, true
		case strings.HasSuffix(prev, ",") && i-start >= 4 && i+2 < len(fields) && !names[w] && guestsAskAt(fields, i) &&
			isStayEvent(tokenize(strings.Join(fields[i:], " "))):
			// "tasha pls do 2a tmrw at 11 instead of 10, ellison asked for
			// a late checkout til 11": the guests' own request, a part of
			// its own.
			sep, stayNews = 0, true
		case w == "so" && i-start >= 3 && len(fields)-i >= 4 && (isStayEvent(tokenize(strings.Join(fields[start:i], " "))) ||
			has(tokenize(strings.Join(fields[start:i], " ")), "staying", "extended", "extending", "stay") ||
			// "the abbotts get into center street early monday like one
			// p m owner said fine so move lupes clean there to nine"
			slices.ContainsFunc([]string{"get in", "gets in", "get into", "gets into", "getting in", "getting into"}, func(p string) bool {
				return hasPhrase(tokenize(strings.Join(fields[start:i], " ")), p)
			})) &&
			// (a wish, then the request that does it, is one request:
			// "the thibodeauxs want to stay an extra night so can you
			// push their checkout to friday")
			(!has(tokenize(strings.Join(fields[start:i], " ")), "want", "wants", "like", "asked", "asking", "hoping") ||
				// "oduyas asked for a late checkout tmrw … so push
				// marguerite's boathouse clean to 12 too": what to do about
				// a job, after the wish granted.
				stayNewsThenJob(fields[start:i], fields[i+1:], now)):
			// "oyelarans are staying thru monday now (same checkout time)
			// so the a-frame turnover has to move to mon too": the stay's
			// news, then what follows from it.
			sep, stayNews = 1, true
		default:
			continue
		}
		if i+sep >= len(fields) {
			continue
		}
		verb := strings.ToLower(strings.Trim(fields[i+sep], ",.;:!?"))
		if (verb == "please" || verb == "pls" || verb == "plz") && i+sep+1 < len(fields) {
			verb = strings.ToLower(strings.Trim(fields[i+sep+1], ",.;:!?"))
		}
		// A service verb starts a part of its own after a part that has
		// words of its own ("clean harbor view after the bakers leave and
		// restock it the day after"), not in "clean and restock the villa".
		serviceVerb := (verb == "clean" || verb == "restock" || verb == "inspect") && i-start >= 3 && sep > 0 &&
			// ("book yesenia to clean + restock skeeters roost": one
			// booking of two services)
			!slices.Contains([]string{"clean", "restock", "inspect", "cleaning", "turnover"}, strings.ToLower(strings.Trim(prev, ",.;:!?")))
		place, k := verb, i+sep
		sameAgain := false // "… and another at the cottage …": the work said again, at a place
		if place == "another" && sep > 0 && (w == "and" || w == "then") && k+3 < len(fields) && strings.ToLower(fields[k+1]) == "one" &&
			slices.Contains([]string{"at", "@", "for"}, strings.ToLower(fields[k+2])) {
			k++ // "… and another one at Bartlett Road the same day at 2"
			place = "one"
		}
		if (place == "another" || place == "one") && sep > 0 && (w == "and" || w == "then") && k+2 < len(fields) &&
			slices.Contains([]string{"at", "@", "for"}, strings.ToLower(fields[k+1])) {
			// "an inspection at the condo on Wednesday the 11th at 10
			// o'clock, and another at Bartlett Road the same day at 2":
			// the same work again, at a place and a time of its own.
			k++
			place = strings.ToLower(strings.Trim(fields[k], ",.;:!?"))
			sameAgain = true
		}
		if (place == "at" || place == "@") && k+1 < len(fields) {
			// "inspections at paupack pt monday 1pm and at the loft
			// tues 9am": the place after its preposition.
			k++
			place = strings.ToLower(strings.Trim(fields[k], ",.;:!?"))
		}
		if (place == "the" || isDigits(place) && !places[place]) && k+1 < len(fields) {
			// "… and the cabin at 11", "… and 412 w main on the 17th"
			place = strings.ToLower(strings.Trim(fields[k+1], ",.;:!?"))
		}
		namedAt := places[place] || places["~"+place] && w == "and" && sep == 1 && len(fields)-(i+sep) <= 6 || // ("condo at 9 and loft at 11": a word of the name, the last of the message)
			places["~"+place] && sameAgain // ("… and another at the cottage the same day at 1")
		if verb == "at" || verb == "@" {
			// ("… and at the jim thorpe loft tues 9am")
			for _, f := range fields[k:min(len(fields), k+4)] {
				if f := strings.ToLower(strings.Trim(f, ",.;:!?")); places[f] || places["~"+f] {
					namedAt = true
				}
			}
		}
		otherPlace := sep > 0 && (w == "and" || w == "then") && namedAt && len(fields)-(i+sep) >= 3 // ("… then the dovecote at 2")
		if otherPlace {
			// ("restock royal 3A and frenchmen 3 next tues, 10 and 12":
			// a unit's label is no time of the part before.)
			w, ok := ReadWhen(strings.Join(withoutUnitFields(fields[start:i], places), " "), now, time.UTC)
			_, after := ReadWhen(strings.Join(withoutUnitFields(fields[i+sep:], places), " "), now, time.UTC)
			otherPlace = ok && (w.HasDate || w.HasTime) && after // "the loft at 9 and the cabin at 11 on the 16th"
		}
		againVerb := ""
		// "tanner to fix the sticky slider at the condo thurs 9am, and
		// then the garage door opener at the chalet fri at 2": another
		// thing at another place on another day, for the same verb.
		if sep > 0 && (w == "and" || w == "then") && verb == "the" && !otherPlace && i-start >= 5 && len(fields)-(i+sep) >= 4 {
			head, rest := fields[start:i], fields[i+sep:]
			hw, hok := ReadWhen(strings.Join(head, " "), now, time.UTC)
			rw, rok := ReadWhen(strings.Join(rest, " "), now, time.UTC)
			named := func(fs []string) bool {
				for _, f := range fs {
					if w := strings.ToLower(strings.Trim(f, ",.;:!?")); places[w] || places["~"+w] {
						return true
					}
				}
				return false
			}
			k := start
			for k < i && !slices.Contains([]string{"the", "a", "an"}, strings.ToLower(fields[k])) {
				k++
			}
			sameDay := rok && !rw.HasDate && rw.HasTime && (strings.Contains(strings.ToLower(strings.Join(rest, " ")), "same day") || strings.Contains(strings.ToLower(strings.Join(rest, " ")), "that day"))
			if hok && rok && hw.HasDate && (rw.HasDate || sameDay) && named(head) && named(rest) && k > start && k-start <= 4 && k < i {
				lead := strings.ToLower(strings.Join(fields[start:k], " "))
				if tl := tokenize(lead); has(tl, "fix", "clean", "restock", "inspect", "check", "repair", "replace", "look") {
					otherPlace, againVerb = true, lead+" "
				}
			}
		}
		// A booking of its own without a verb, "a/an/another" and a
		// service, when both parts have a date of their own: "a clean at
		// the flat on the 12th at 11 + an inspection at the house the
		// 13th at 9" (not "a clean and a restock at the villa fri").
		otherJob := sep > 0 && (verb == "a" || verb == "an" || verb == "another") && i+sep+1 < len(fields)
		if otherJob {
			svcAt := i + sep + 1
			for svcAt+1 < len(fields) && svcAt < i+sep+3 && slices.Contains([]string{"quick", "small", "light", "short", "full", "extra", "second", "separate"}, strings.ToLower(fields[svcAt])) {
				svcAt++ // "…, + a quick clean b4 they arrive wed 3/11 10a"
			}
			_, _, isService := serviceOf(tokenize(fields[svcAt]))
			_, before := ReadWhen(strings.Join(fields[start:i], " "), now, time.UTC)
			_, after := ReadWhen(strings.Join(fields[i+sep:], " "), now, time.UTC)
			otherJob = isService && before && after
			if rest := tokenize(strings.Join(fields[i+sep:], " ")); isService && i-start >= 4 && !after &&
				(hasPhrase(rest, "right after") || hasPhrase(rest, "after that") || has(rest, "afterwards", "afterward") || hasPhrase(rest, "straight after") ||
					len(rest) <= 7 && rest[len(rest)-1].s == "after") { // ("…, turnover at 12, and a restock after")
				otherJob = true // "book sunny for pearl 704 after priya checks out, and a restock right after that"
			}
		}
		if !otherJob && sep == 0 && strings.HasSuffix(prev, ";") && i-start >= 3 && i+1 < len(fields) {
			// "a deep at cathedral tues 9am / linens run at red rock wed
			// 2pm" (the slash read as ";"): a service said first, with a
			// date of its own after a part with its own, is a booking of
			// its own — its service and place never the part before's.
			lead := tokenize(strings.Join(fields[i:min(len(fields), i+2)], " "))
			if len(lead) > 0 {
				_, _, isService := serviceOf(lead[:1])
				_, before := ReadWhen(strings.Join(fields[start:i], " "), now, time.UTC)
				_, after := ReadWhen(strings.Join(fields[i:], " "), now, time.UTC)
				otherJob = isService && before && after
			}
		}
		verb2 := ""
		suffix := "" // words the part takes from the one after
		if sep > 0 && (w == "and" || w == "&" || w == "+" || w == "plus") {
			verb2 = stayThenJob(fields[start:i], fields[i+sep:])
		}
		if w == "and" && sep == 1 && verb == "the" && verb2 == "" {
			verb2 = verbAgain(fields[start:i], fields[i+sep:], places, now)
			if first := strings.ToLower(strings.Trim(fields[start], ",.;:!?")); verb2 == "" && giveVerbs[first] && endsToName(fields[start:i], names) && endsToName(fields[i+sep:], names) {
				// "give the nalu turnover mon to leilani and the ants
				// job at haystack to rick": two jobs, each to its pro.
				verb2 = first + " "
			} else if verb2 == "" && giveVerbs[first] && i-start >= 3 && endsToName(fields[i+sep:], names) &&
				!has(tokenize(strings.Join(fields[start:i], " ")), "to") {
				// "give her heron clean fri and the cypress creek one sun
				// to yesenia": two jobs, both to the one pro said last.
				verb2 = first + " "
				n := len(fields)
				for n > 0 && strings.Trim(fields[n-1], ",.;:!?") == "" {
					n--
				}
				suffix = " to " + strings.Trim(fields[n-1], ",.;:!?")
			}
		}
		if w == "and" && sep == 1 && (verb == "at" || verb == "@") && otherPlace && verb2 == "" {
			// "cancel Blue Wave's pool visits at the villa tomorrow and at
			// the beach house on Friday": the verb of the part before, at
			// another place on a day of its own.
			verb2 = verbAgain(fields[start:i], fields[i+sep:], places, now)
		}
		if w == "and" && sep == 1 && verb == "on" && verb2 == "" && i+sep+2 < len(fields) {
			// "put rosa on the bunting ave turnover the 14th and on the
			// sandpiper restock tmrw": the pro put on a second job.
			head := fields[start+verbStart(fields[start:i]) : i]
			if len(head) >= 4 && slices.Contains([]string{"put", "stick", "slot"}, strings.ToLower(head[0])) && names[strings.ToLower(strings.Trim(head[1], ",.;:!?"))] &&
				strings.ToLower(head[2]) == "on" {
				for _, f := range fields[i+sep+1 : min(len(fields), i+sep+6)] {
					if _, _, ok := serviceOf(tokenize(f)); ok || strings.HasPrefix(strings.ToLower(f), "job") {
						verb2 = strings.ToLower(head[0]) + " " + strings.Trim(head[1], ",.;:!?") + " "
						break
					}
				}
			}
		}
		if w == "and" && sep == 1 && (verb == "off" || verb == "from") && verb2 == "" && i+sep+3 < len(fields) {
			// "take her off from the cleaning in the lodge on Friday and
			// from the restocking in Woodstock on Monday": the pro taken
			// off a second job.
			head := slices.Clone(fields[start+verbStart(fields[start:i]) : i])
			lead := func(n int) string { return strings.ToLower(strings.Trim(head[n], ",.;:!?")) }
			if len(head) >= 3 && honorifics[lead(1)] {
				head = slices.Delete(head, 1, 2) // "take Mrs. Kowalska off …"
			}
			if len(head) >= 5 && slices.Contains([]string{"take", "remove"}, lead(0)) &&
				(names[lead(1)] || slices.Contains([]string{"her", "him", "them"}, lead(1))) &&
				(lead(2) == "off" || lead(2) == "from") && strings.EqualFold(fields[i+sep+1], "the") {
				if _, _, ok := serviceOf(tokenize(fields[i+sep+2])); ok {
					verb2 = lead(0) + " " + strings.Trim(head[1], ",.;:!?") + " "
					if verb == "from" && lead(0) == "take" {
						verb2 += "off "
					}
				}
			}
		}
		// ("pls cancel …": the verb after the please.)
		vk := start + verbStart(fields[start:i])
		if first := strings.ToLower(strings.Trim(fields[vk], ",.;:!?")); w == "and" && sep == 1 && verb2 == "" && (first == "cancel" || first == "confirm" ||
			// "move tess's rock view turnover to thurs 11 and ray's drain
			// job up to thurs at 2": a second move, each with its time.
			moveVerbs[first] && timedParts(fields[start:i], fields[i+sep:], now) ||
			moveVerbs[first] && (verb == "his" || verb == "her" || verb == "their") && datedParts(fields[start:i], fields[i+sep:], now)) &&
			((strings.HasSuffix(verb, "'s") || strings.HasSuffix(verb, "’s")) && names[strings.TrimSuffix(strings.TrimSuffix(verb, "'s"), "’s")] ||
				// "move dwayne's slider job to sun 9am, and his AC job
				// to mon": the same pro's second job, moved too.
				moveVerbs[first] && (verb == "his" || verb == "her" || verb == "their")) && i+sep+1 < len(fields) {
			// "cancel both the gutter job at sunset and hannah's
			// inspection there": a second job of the same verb.
			jobWord := func(f string) bool {
				_, _, ok := serviceOf(tokenize(f))
				return ok || strings.HasPrefix(strings.ToLower(f), "job")
			}
			// (The job's day may come first: "… and shiloh's friday
			// restock".)
			next := i + sep + 1
			for next+1 < len(fields) && next < i+sep+3 && isDateWord(strings.ToLower(strings.Trim(fields[next], ",.;:!?"))) {
				next++
			}
			ownVerb := false // "… and leilani's turnover on the 11th push it to noon": a verb of its own
			for _, f := range fields[next:] {
				if f := strings.ToLower(strings.Trim(f, ",.;:!?")); f != first && (moveVerbs[f] || repeatVerbs[f] || f == "make" || f == "change") {
					ownVerb = true
				}
			}
			if !ownVerb && (jobWord(fields[next]) || next+1 < len(fields) && jobWord(fields[next+1])) { // ("ray's drain job", "… and ray's AC job there too")
				verb2 = first + " "
				if vk+1 < i && strings.ToLower(fields[vk+1]) == "both" {
					fields = append(fields[:vk+1:vk+1], fields[vk+2:]...)
					i--
				}
			}
		}
		if w == "and" && sep == 1 && verb2 == "" && !otherPlace {
			// "push the 2B restock to 4, and her frenchmen 3 restock fri
			// to 3pm too": a second move (parts.go).
			verb2 = possessiveMoveAgain(fields[start:i], fields[i+sep:], places, names, now)
		}
		if w == "and" && sep == 1 && verb2 == "" {
			// "move her berkman one to wed at 9 and the east 6th one to
			// wed at 1": the same owner's job at another place, moved too
			// (multitwo.go).
			if p := ownerMoveAgain(fields[start:i], fields[i+sep:], places, names, now); p != "" {
				verb2, sep = p, sep+1
			}
		}
		// "when do the haskins check out and when do the morenos get in":
		// a question after a question is one of its own.
		otherQuestion := sep > 0 && w == "and" && questionStarts[verb] && questionStarts[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] ||
			// "book sparkle for 2a sun at 11 and when is grace at blake?":
			// a question after a request.
			sep > 0 && (w == "and" || w == "also") && (verb == "when" || verb == "what" || verb == "who" || verb == "where") && i+sep+1 < len(fields) &&
				slices.Contains([]string{"is", "are", "does", "do", "did", "was", "will", "time"}, strings.ToLower(fields[i+sep+1])) ||
			// "…, and whats the gate code there again", "…, also whats
			// the door code there"
			(sep > 0 && w == "and" || w == "also" && strings.HasSuffix(prev, ",")) && slices.Contains([]string{"whats", "what's", "what’s", "whos", "who's", "who’s", "whens", "when's", "when’s",
				"wheres", "where's", "where’s", "hows", "how's", "how’s"}, verb) && len(fields)-(i+sep) >= 3
		// "cancel the garage keypad job (fixed it myself) and ingrids yurt
		// inspection": a pro's job, the possessive typed without its
		// apostrophe, with the verb of the part before.
		possessiveAnd := sep > 0 && w == "and" && strings.HasSuffix(verb, "s") && names[strings.TrimSuffix(verb, "s")] && i-start >= 4 &&
			len(fields)-(i+sep) >= 2 && commaVerbs[strings.ToLower(strings.Trim(fields[start], ",.;:!?("))] && verb2 == ""
		if possessiveAnd {
			verb2 = strings.ToLower(strings.Trim(fields[start], ",.;:!?(")) + " "
		}
		// "… → 11am, and tom's doing it": who does the job just named.
		proOnIt := sep > 0 && names[strings.TrimSuffix(strings.TrimSuffix(verb, "'s"), "’s")] && proTakesIt(fields[i+sep:]) ||
			// "cancel the garage keypad job (fixed it myself) and ingrids
			// yurt inspection": a pro's job, possessive typed without
			// its apostrophe, after a part of its own.
			possessiveAnd ||
			// "…, so cancel that, but can he come look at the jets …": a
			// request of its own.
			w == "but" && (verb == "can" || verb == "could" || verb == "pls" || verb == "please") && len(fields)-(i+sep) >= 4
		// "… the owner fixed it himself. and leilani's turnover on the
		// eleventh push it to noon": after the end of a sentence, a pro's
		// job named by its service is a request of its own.
		if sep > 0 && w == "and" && i-start >= 3 && (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";") || strings.HasSuffix(prev, "!")) &&
			names[strings.TrimSuffix(strings.TrimSuffix(verb, "'s"), "’s")] && verb != strings.TrimSuffix(strings.TrimSuffix(verb, "'s"), "’s") {
			for _, f := range fields[i+sep+1 : min(len(fields), i+sep+4)] {
				if _, _, ok := serviceOf(tokenize(f)); ok || strings.HasPrefix(strings.ToLower(f), "job") {
					proOnIt = true
					break
				}
			}
		}
		if sep == 2 && w == "and" && strings.EqualFold(strings.Trim(fields[i+1], ",.;:!?"), "then") && i-start >= 3 && possessiveJobOwnVerb(fields[i+sep:], names) {
			proOnIt = true // "… at nine and then brenda's inspection that day push it to three" (memoparts.go)
		}
		if againVerb != "" && verb2 == "" {
			verb2 = againVerb
		}
		// "gwen cleans the loft at 9, then she does the boathouse restock",
		// "… - cancel that. he can do the vine row stove at 10": the pro
		// of the part before, as the subject of work of its own.
		pronounDoes := (sep > 0 && (w == "then" || w == "and") && strings.HasSuffix(prev, ",") ||
			sep == 1 && w == "and" && i-start >= 4 && alsoAskedOfPronoun(fields[i+sep:]) || // (pronounalso.go)
			sep == 0 && (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";") || strings.HasSuffix(prev, "!"))) && i-start >= 3 &&
			pronounDoer(fields[i+sep:])
		if sep > 0 && (w == "then" || w == "and") && i+sep+1 < len(fields) && i-start >= 4 && clockWordRe.MatchString(verb) {
			// "9am swap the smoke detector batteries at burton dr, then
			// 2pm fix the wobbly deck railing at driftwood": a time, then
			// the work of a part of its own.
			next := strings.ToLower(strings.Trim(fields[i+sep+1], ",.;:!?"))
			if _, _, svc := serviceOf(tokenize(next)); svc || clauseVerbs[next] || tradeVerbs[next] || workAfter[next] ||
				slices.Contains([]string{"swap", "replace", "check", "look", "do", "service", "install"}, next) {
				stayNews = true
			}
		}
		if lastVerb := strings.ToLower(strings.Trim(prev, ",.;:!?")); sep > 0 && (w == "+" || w == "&" || w == "and") && i-start <= 3 && !strings.HasSuffix(prev, ",") &&
			(tradeVerbs[lastVerb] || slices.Contains([]string{"drain", "wash", "scrub", "vacuum", "sweep", "check", "test", "service", "fix", "repair", "clean"}, lastVerb)) &&
			(i-start == 1 || slices.Contains([]string{"to", "pls", "please", "can", "will"}, strings.ToLower(fields[i-2]))) {
			continue // "curtis to drain + clean the hot tub": two verbs of one job
		}
		gap := false
		if sep > 0 && w == "and" && verb2 == "" && !otherPlace && gappedJobChange(fields[start:i], fields[i+sep:], prev, now) {
			// "the cleaning after the Müllers please at 11:30 instead of
			// 11:00, and the inspection on Monday we do not need, please
			// cancel it": after ", and", another job named by its service
			// with a change of its own (a time, a pro, a cancel) is a
			// request of its own, its verb left out or its own.
			stayNews, gap = true, true
		}
		if sep > 0 && w == "and" && verb == "the" && i-start >= 4 && movedJobAfter(fields[i+sep:]) {
			// "a cleaning at laurel ridge tues at 10 and the gutter job
			// moved to that same day at 1pm": a job that exists, moved,
			// is a request of its own.
			stayNews = true
		}
		if verb == "for" && (strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";")) && severalNotesRe.MatchString(strings.ToLower(msg)) {
			stayNews = true // "please two notes: for the turnover … . And for the clean on monday - …": the next note
		}
		if (sep > 0 && (w == "and" || w == "then") || strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";")) && i-start >= 2 &&
			cancelFirst(fields[start:i]) && (doesInstead(fields[i+sep:]) || doesOtherWork(fields[i+sep:])) {
			stayNews = true // "cancel … and do 2A instead": the same, after "and" or a full stop
		}
		if (sep > 0 && (w == "and" || w == "then") || strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, ";")) && i-start >= 2 &&
			cancelClause(fields[start:i]) && i+sep+2 < len(fields) && strings.EqualFold(fields[i+sep], "instead") &&
			(clauseVerbs[strings.ToLower(strings.Trim(fields[i+sep+1], ",.;:!?"))] ||
				names[strings.ToLower(strings.Trim(fields[i+sep+1], ",.;:!?"))] && i+sep+3 < len(fields)) {
			// "cancel rudy's fri visit. instead ping the plumber for the
			// kitchen drain": other work asked for in its place, a
			// request of its own (its verb after "instead"), or a pro's
			// ("instead sarge to seal the gaps …").
			stayNews, sep = true, sep+1
		}
		if sep > 0 && w == "and" && (strings.HasSuffix(prev, ",") || sep == 2 && strings.EqualFold(strings.Trim(fields[i+1], ",.;:!?"), "then")) && i-start >= 3 &&
			(verb == "could" || verb == "can" || verb == "would") && i+sep+3 < len(fields) &&
			strings.EqualFold(fields[i+sep+1], "you") && clauseVerbs[strings.ToLower(strings.Trim(fields[i+sep+2], ",.;:!?"))] {
			// "Kasia's changeover on Monday 16th should be at 11, not 10,
			// and could you book Wolds to restock there that afternoon at
			// 4?": a request of its own, asked politely; its pro and time
			// are never the change's before it.
			stayNews = true
		}
		if sep > 0 && w == "and" && i-start >= 3 && i+sep+3 < len(fields) && problemsAtTwoPlaces(fields[start:i], fields[i+sep:], places) {
			// "the toilet at the duplex is overflowing!! and a pipe burst
			// at berkman, marcus asap": a second problem at another
			// property, a report of its own.
			stayNews = true
		}
		if !stayNews && !clauseVerbs[verb] && !serviceVerb && !otherPlace && !otherJob && !otherQuestion && !proOnIt && !pronounDoes && verb2 == "" && !(names[verb] && len(fields)-(i+sep) >= 4 && i-start >= 3 &&
			// ("ten in the morning and tammy if she can": the pro of the
			// part before, with a condition, no part of its own)
			!proIfFree(fields[i+sep:]) &&
			// ("swap dale and rondout on …" is one swap; "swap dale for
			// rondout on the gutter job, and dale can plow …" two parts)
			(!swapVerbs[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] || strings.HasSuffix(prev, ",") && i-start >= 5)) {
			continue
		}
		if part := strings.Join(fields[start:i], " "); strings.TrimSpace(part) != "" {
			out = append(out, strings.TrimRight(prefix+part, ",;")+suffix)
			again = append(again, prefix != "")
			gapped = append(gapped, gapNext)
		}
		gapNext = gap
		prefix = verb2
		start = i + sep
		i = start
	}
	return append(out, prefix+strings.Join(fields[start:], " ")), append(again, prefix != ""), append(gapped, gapNext)
}

// proIfFree reports whether fields are only a pro's name and a condition
// on them: "tammy if she can", "gus if he's free", "diane if available".
func proIfFree(fields []string) bool {
	if len(fields) < 3 || len(fields) > 6 || strings.ToLower(strings.Trim(fields[1], ",.;:!?")) != "if" {
		return false
	}
	for _, f := range fields[2:] {
		switch strings.ToLower(strings.Trim(f, ",.;:!?")) {
		case "she", "he", "they", "she's", "he's", "they're", "shes", "hes", "theyre", "is", "are", "can", "could", "free", "available",
			"possible", "it's", "its", "works", "then", "that", "day", "time", "please", "pls", "thanks":
		default:
			return false
		}
	}
	return true
}

// needsSomeone reports whether a sentence opens with a need of a visit:
// "we need a plumber there …", "we also need someone at the loft …", "I
// need an inspection …".
// replacementConnective is the number of words of a connective that opens
// fields and says what follows replaces what came before ("in its place,",
// "instead,", "in lieu of that,", "in place of it,"), 0 when there is none.
// The connective ends with a comma.
func replacementConnective(fields []string) int {
	var ws []string
	for k, f := range fields {
		if k >= 4 {
			return 0
		}
		ws = append(ws, strings.ToLower(strings.Trim(f, ",.;:!?")))
		if !strings.HasSuffix(f, ",") {
			continue
		}
		switch strings.Join(ws, " ") {
		case "instead", "in its place", "in their place", "in place of it", "in place of that", "in place of this", "in lieu",
			"in lieu of it", "in lieu of that", "in lieu of this", "rather", "as a replacement", "in exchange":
			return k + 1
		}
		return 0
	}
	return 0
}

// placeNeedsWorkRe is a sentence that says what a place needs: "the
// Sandpiper needs a restock tomorrow at 2 too", "blue cottage needs a deep
// clean sat", also passed on ("She says the Sandpiper needs …"). Group 1
// is the place's words.
var placeNeedsWorkRe = mustCompile(`^(?:(?:he|she|they|[\w'’-]+)\s+(?:says?|said|mentioned|told\s+me)\s+(?:that\s+)?)?(?:the\s+)?((?:[\w'’-]+\s+){0,2}?[\w'’-]+)\s+(?:also\s+|still\s+)?needs?\s+(?:a|an|its|another|some|one\s+more)\s+(?:[\w-]+\s+)?(?:clean|cleaning|restock|restocking|turnover|inspection|repair|tune-?up|look)\b`)

// placeNeedsWork reports whether fields open with a property said to
// need work (placeNeedsWorkRe): a booking of its own after the sentence
// before, never words of that sentence's request.
func placeNeedsWork(fields []string, places map[string]bool) bool {
	m := placeNeedsWorkRe.FindStringSubmatch(strings.ToLower(strings.Join(fields, " ")))
	if m == nil {
		return false
	}
	w := strings.Fields(m[1])[0]
	return places[w] || places["~"+w]
}

func needsSomeone(fields []string) bool {
	if len(fields) < 4 {
		return false
	}
	k := 0
	w := func(i int) string { return strings.ToLower(strings.Trim(fields[i], ",.;:!?")) }
	if !slices.Contains([]string{"we", "i", "he", "she", "they"}, w(k)) {
		return false
	}
	k++
	if w(k) == "also" || w(k) == "still" {
		k++
	}
	switch {
	case k+2 < len(fields) && slices.Contains([]string{"need", "needs", "want", "wants"}, w(k)):
		k++
	case k+3 < len(fields) && w(k) == "would" && (w(k+1) == "like" || w(k+1) == "still" && w(k+2) == "like"):
		// "… cancel tomorrow's AC appointment. He would still like Ray to
		// do an inspection there friday": the owner's wish, passed on, a
		// booking of its own.
		k += 2
		if w(k-1) == "still" {
			k++
		}
	default:
		return false
	}
	return slices.Contains([]string{"a", "an", "someone", "somebody"}, w(k)) || k+1 < len(fields) && w(k+1) == "to" && !stopWords[w(k)]
}

// cancelVerbs open a request that cancels a job.
var cancelVerbs = []string{"cancel", "cx", "kill", "scrap", "drop", "nix", "axe", "ditch"}

// cancelFirst reports whether a part opens with a cancel ("cx tyler's
// pc-12 insp tue", "pls cancel …").
func cancelFirst(part []string) bool {
	k := verbStart(part)
	return k < len(part) && slices.Contains(cancelVerbs, strings.ToLower(strings.Trim(part[k], ",.;:!?")))
}

// cancelClause reports whether part asks a cancel, first or in a clause of
// its own after the news that is why ("the kiva flue was just stuck,
// owner sorted it — cancel rudy's fri visit").
func cancelClause(part []string) bool {
	if cancelFirst(part) {
		return true
	}
	for k := 1; k < len(part); k++ {
		if p := part[k-1]; p == "—" || p == "–" || p == "-" || strings.HasSuffix(p, ",") || strings.HasSuffix(p, ":") || strings.HasSuffix(p, ";") {
			if cancelFirst(part[k:]) {
				return true
			}
		}
	}
	return false
}

// doesInstead reports whether words say the work is done elsewhere
// instead: "do 2A instead same time", "he can do moab 5 instead",
// "have him do the loft instead".
func doesInstead(fields []string) bool {
	f := lowerFields(fields[:min(len(fields), 9)])
	if len(f) < 3 || !slices.Contains(f, "instead") {
		return false
	}
	k := -1 // where the place starts, after "do"
	switch {
	case f[0] == "do":
		k = 1
	case slices.Contains([]string{"he", "she", "they"}, f[0]) && slices.Contains([]string{"can", "could", "will", "should"}, f[1]) && f[2] == "do":
		k = 3
	case slices.Contains([]string{"he'll", "she'll", "they'll", "he’ll", "she’ll", "they’ll"}, f[0]) && f[1] == "do":
		k = 2
	case f[0] == "have" && slices.Contains([]string{"him", "her", "them"}, f[1]) && f[2] == "do":
		k = 3
	}
	if k < 0 || k >= len(f) || slices.Contains([]string{"a", "an", "another", "it", "that", "this", "one", "instead"}, f[k]) {
		return false
	}
	// The work said is a place's, not other work: "do a deep clean
	// instead" changes what is done, not where.
	end := slices.Index(f[k:], "instead") + k
	_, _, svc := serviceOf(tokenize(strings.Join(f[k:end], " ")))
	return !svc
}

// doesOtherWork reports whether words after a cancel ask for other work
// to be done: "do a deep clean instead", "have maria do a restock",
// "get a deep clean done". The work is a request of its own (a booking),
// never another job of the cancel.
func doesOtherWork(fields []string) bool {
	f := lowerFields(fields[:min(len(fields), 8)])
	k := -1
	switch {
	case len(f) >= 2 && (f[0] == "do" || f[0] == "get"):
		k = 1
	case len(f) >= 3 && slices.Contains([]string{"he", "she", "they"}, f[0]) && slices.Contains([]string{"can", "could", "will", "should"}, f[1]) && f[2] == "do":
		k = 3
	case len(f) >= 4 && f[0] == "have" && f[2] == "do":
		k = 3 // "have him do …", "have maria do …"
	}
	if k < 0 || k+1 >= len(f) || !slices.Contains([]string{"a", "an", "another"}, f[k]) {
		return false
	}
	_, _, svc := serviceOf(tokenize(strings.Join(f[k+1:], " ")))
	return svc
}

// outOfStayJustChanged reads a follow-up that gives the departure day of
// the stay the reply before changed ("the gallaghers want to stay one more
// night" → "yeah out saturday instead, same time") as that stay's
// check-out, said again or changed once more: never a job named "yeah".
func (s *session) outOfStayJustChanged(in *request, part string) error {
	if in.Kind != kindEdit && in.Kind != kindReschedule && in.Kind != kindHelp || in.JobID != 0 || in.Service != "" || in.ProID != 0 ||
		len(in.proCandidates) > 0 || in.namedPlace || in.ReservID != 0 || in.SetStatus != "" || in.SetNotes != "" {
		return nil
	}
	toks := tokenize(part)
	var day *When
	for _, d := range in.dates {
		if d.HasDate && d.start > 0 && d.start <= len(toks) && slices.Contains([]string{"out", "leaving", "leave", "checkout", "departing"}, toks[d.start-1].s) {
			d := d
			day = &d
		}
	}
	if day == nil {
		return nil
	}
	r, _, err := s.stayDiscussed()
	if err != nil || r == nil || !s.stayJustChanged(r.ID) {
		return err
	}
	in.Kind, in.StayOp, in.ReservID, in.Candidates = kindStay, stayCheckOut, r.ID, []int64{r.ID}
	in.When, in.NewWhen = day, day
	return nil
}

// startsQuestion reports whether fields open a question by its words: a
// question word run together with its verb ("whos", "what's") or followed
// by one ("who is", "when does"), not "when they leave, …".
func startsQuestion(fields []string) bool {
	w := strings.ToLower(strings.Trim(fields[0], ",.;:!?"))
	switch w {
	case "whos", "who's", "who’s", "whats", "what's", "what’s", "whens", "when's", "when’s", "wheres", "where's", "where’s", "hows", "how's", "how’s":
		return true
	case "who", "what", "when", "where", "which", "how":
		return len(fields) > 1 && slices.Contains([]string{"is", "are", "does", "do", "did", "was", "were", "will", "time", "has", "have", "can"},
			strings.ToLower(strings.Trim(fields[1], ",.;:!?")))
	}
	return false
}

// stayDayOf returns the day a stay request's change falls on: its date,
// said with its time or apart from it ("at noon instead of 3 on the
// 10th"); nil when it names none.
func (s *session) stayDayOf(in request) *When {
	if in.Kind != kindStay {
		return nil
	}
	if in.When != nil && in.When.HasDate {
		return in.When
	}
	for _, d := range in.dates {
		if d.HasDate {
			w := d
			if in.When != nil && in.When.HasTime {
				w.HasTime, w.Hour, w.Minute = true, in.When.Hour, in.When.Minute
			}
			return &w
		}
	}
	return nil
}

// wishOnly reports whether toks tell what the guests wish ("the delgados
// want a late checkout monday at 1") without the host's leave for it
// ("i said ok", "fine by me", "ok'd").
func wishOnly(toks []token) bool {
	return has(toks, "want", "wants", "wanted", "asked", "asking", "requested", "hoping", "like") &&
		!has(toks, "ok", "okay", "ok'd", "okd", "okayed", "fine", "approved", "agreed", "sure", "yes", "granted")
}

// reasonWords open the reason a host gives for a request: "give it to tj
// since marisol's at the mangrove house".
var reasonWords = []string{"since", "because", "cause", "bc", "cuz", "coz"}

// beforeReason returns part up to the reason it gives after its request
// ("give it to tj" of "give it to tj since marisol's at the mangrove
// house"), all of part when it gives none.
func beforeReason(part string) string {
	fields := strings.Fields(part)
	for i, f := range fields {
		if i > 0 && slices.Contains(reasonWords, strings.ToLower(strings.Trim(f, ",.;:!?"))) {
			return strings.Join(fields[:i], " ")
		}
	}
	return part
}

// verbAgain returns the verb of part ("cancel ", "confirm ") when the job
// named after "and the" is a second job of that verb: "cancel the
// brownstone fan job and the riverside inspection". The first part must
// name a property of its own (so "cancel the clean and the restock at the
// villa" stays one request), or the job by words of its own ("the dryer
// vent job"), and keep no date the second one needs ("cancel
// the cabin clean and the loft clean on friday" shares it). A move takes
// its verb to the second job only when each part has its own time ("move
// the inspection to 11 and the elm clean to 1").
func verbAgain(part, rest []string, places map[string]bool, now time.Time) string {
	k := 0
	if len(part) > 0 && (strings.EqualFold(part[0], "please") || strings.EqualFold(part[0], "pls")) {
		k = 1
	}
	for i := 1; i+1 < len(part) && k == 0; i++ {
		// "wes broke his wrist so cancel both of his jobs tuesday, the
		// boathouse door and the tamarack chimney": the reason, then the
		// request with its verb.
		if strings.EqualFold(strings.Trim(part[i], ",.;:!?"), "so") && repeatVerbs[strings.ToLower(strings.Trim(part[i+1], ",.;:!?"))] {
			k = i + 1
		}
	}
	if k == 0 {
		// (The topic said first is the second job's too: topicToParts.)
		k = verbAfterTopic(part, places)
	}
	verb := strings.ToLower(part[min(k, len(part)-1)])
	if len(part) < k+3 || len(rest) < 3 || !repeatVerbs[verb] && !moveVerbs[verb] {
		return ""
	}
	if reportsNews(rest) || fineStateRe.MatchString(strings.ToLower(strings.Join(rest[:min(len(rest), 6)], " "))) {
		// "cancel the lexington fan repair friday and the okonkwos said
		// it's quiet now": the reason, told by someone, takes no verb;
		// so does a state said ("cancel the hot tub service mon,
		// cover's fine and the water's good for now").
		return ""
	}
	for j := 1; j < len(rest); j++ {
		// "cancel the inspection of Windsor Hills the 11th. and the
		// cleaning of Magic in Solara the 12th, change to 11:00": a verb
		// of its own after a comma, another request.
		if f := strings.ToLower(strings.Trim(rest[j], ",.;:!?")); strings.HasSuffix(rest[j-1], ",") && f != verb &&
			(moveVerbs[f] || f == "change" || f == "give" || f == "pass" || f == "assign" || f == "reassign") {
			return ""
		}
	}
	named := false // a property, or words of its own: "the dryer vent job"
	for _, t := range tokenize(strings.Join(part[k+1:], " ")) {
		_, _, service := serviceOf([]token{t})
		named = named || places[t.s] || !stopWords[t.s] && !service && !isDateWord(t.s) && isLetters(t.s) && len(t.s) >= 3
	}
	if !named && !(moveVerbs[verb] && timedParts(part[k:], rest, now)) {
		// (A move whose parts each say a time is two moves however the
		// first names its job: "move tess's clean there to 8am and the
		// restock to 11".)
		return ""
	}
	_, before := ReadWhen(strings.Join(part, " "), now, time.UTC)
	_, after := ReadWhen(verb+" "+strings.Join(rest, " "), now, time.UTC) // "… and the elm clean to 1": "to 1" with the verb
	restToks := tokenize(strings.Join(rest, " "))
	both := moveVerbs[verb] && (after || shiftOf(restToks) != 0) && !before && (has(restToks, "both", "each") || hasPhrase(restToks, "all of them")) // ("move the dock job and the gutters both a week later")
	if !both && (after && !before || moveVerbs[verb] && !(before && after)) {
		return "" // a move needs a time of its own in each part
	}
	return part[k] + " "
}

// toldMeRe is who told the host, said last ("…, kelsey texted me",
// "… - she just told me").
var toldMeRe = mustCompile(`(?i)([.!]?)[,;]?\s+(?:-\s+)?[a-z]+ (?:just |already )?(?:texted|told|emailed|messaged|called|confirmed with) me(?: (?:this morning|today|earlier|just now|last night))?[.!]*\s*$`)

// emptyUntilRe is a sentence or clause saying the place is empty until a
// day ("Nobody is in the house until Thursday.", ", no guests there till
// fri").
var emptyUntilRe = mustCompile(`(?i)([.!?])?(?:^|[.,;!?]\s*|\s+-\s+)(?:and\s+)?(?:nobody|no one|noone|no-one|no guests?)(?:'s|’s| is| are| will be| coming)?(?: (?:in|at|staying (?:in|at)|there))?(?: (?:the house|the place|the unit|the condo|the cabin|the cottage|the villa|there|it))? (?:until|till|til|before) [^.,;!?]+[.!]?\s*$`)

// fineStateRe is a thing said to be fine ("the water's good for now",
// "the filter is ok"): a reason, never a job to act on.
var fineStateRe = mustCompile(`^(?:the |its |it's |their |our )?[a-z]+(?:'s|’s| is| are| was| seems| looks)? (?:fine|good|ok|okay|alright|sorted|clear)(?: for now| now| again)?(?:$|[ ,.;!])`)

// reportsNews reports whether words open by telling what someone said or
// found ("the okonkwos said it's quiet now", "hank already fixed it"):
// news, not a second thing to do.
func reportsNews(words []string) bool {
	for i, w := range words[:min(len(words), 4)] {
		w = strings.ToLower(strings.Trim(w, ",.;:!?"))
		if reportedVerbs[w] || slices.Contains([]string{"says", "fixed", "repaired", "sorted", "handled"}, w) {
			return i > 0
		}
	}
	return false
}

// verbAfterTopic returns where the verb of part comes after the property
// and the day it is about, said first as a topic ("homer cottage today
// push leilani's clean to 10:30 and the restock to 1:30", "girdwood
// tuesday um have gus come at 6:30 instead"), 0 when part opens otherwise.
// The topic is a few words, each a word of a property's name or city
// ("^" keys of places), a day, or a word that only leads to them ("for
// the … place um"), with a day or a property among them.
func verbAfterTopic(part []string, places map[string]bool) int {
	topic := false
	limit := 6
	for i := 0; i < len(part)-1 && i <= limit; i++ {
		w := strings.ToLower(strings.Trim(part[i], ",.;:!?"))
		if clauseVerbs[w] || moveVerbs[w] || repeatVerbs[w] || w == "can" || w == "could" || w == "pls" || w == "please" {
			if i > 0 && topic {
				return i
			}
			return 0
		}
		place := places[w] || places["~"+w] || places["^"+w]
		// ("maple house on the 11th move …": a day of the month said
		// with its suffix is the topic's day, as a weekday is.)
		_, ordinal := ordinalDay(w)
		day := isDateWord(w) || ordinal
		if preamble := listPreambleWords[w] && i > 0 || listCountWords[w] && slices.ContainsFunc(part[i+1:min(len(part)-1, i+4)], func(f string) bool {
			return listPreambleWords[strings.ToLower(strings.Trim(f, ",.;:!?"))]
		}); preamble && !topic {
			// "OK so two things at the cottage today move …", "a couple
			// of things for the lake house …": the list said to come,
			// dictated without its colon.
			limit++
			continue
		}
		// ("1420 Maple Ave on the 11th: move …": a property known by its
		// street, its number before a word of it and its type after.)
		if w == "-" || w == "–" || w == "—" || w == "" {
			limit++ // ("hanalei view on the 8th - move …": the dash after the topic)
			continue
		}
		street := isDigits(w) && places[strings.ToLower(strings.Trim(part[i+1], ",.;:!?"))] ||
			streetSuffixesInverse[w] && i > 0 && places[strings.ToLower(strings.Trim(part[i-1], ",.;:!?"))]
		if !place && !day && !openers[w] && !thinkingWords[w] && !topicLinkWords[w] && !street {
			return 0
		}
		if (topicLinkWords[w] || street) && limit < 10 {
			limit++ // ("at the maple house on the 11th move …": the words that only lead to the topic)
		}
		if !topic && (openers[w] || thinkingWords[w]) {
			limit++ // ("ok so um …" before the topic)
		}
		topic = topic || place || day
	}
	return 0
}

// listCountWords count the items a list preamble heads: "two things", "a
// couple of changes".
var listCountWords = map[string]bool{"two": true, "three": true, "four": true, "a": true, "couple": true, "few": true, "of": true,
	"some": true, "quick": true, "2": true, "3": true, "4": true}

// topicLinkWords lead to the property a topic names: "for the seward
// place", "up at the cabin".
var topicLinkWords = map[string]bool{"the": true, "for": true, "at": true, "on": true, "up": true, "over": true, "in": true, "out": true,
	"place": true, "house": true, "cabin": true, "cottage": true, "chalet": true, "townhouse": true, "condo": true, "loft": true,
	"unit": true, "flat": true, "villa": true, "home": true, "property": true}

// topicToParts gives the property and the day said first, as a topic
// before the first part's verb ("girdwood tuesday um have gus come at
// 6:30 instead, and put a note on siobhan's clean that …"), to each later
// part that names no property or no day of its own: the note is on
// Tuesday's clean at Girdwood.
func (s *session) topicToParts(parts []string, places map[string]bool) []string {
	if len(parts) < 2 {
		return parts
	}
	first := strings.Fields(parts[0])
	k := verbAfterTopic(first, places)
	if k == 0 {
		return parts
	}
	topicDay, topicPlace := false, false
	for _, f := range first[:k] {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		topicDay = topicDay || isDateWord(w)
		topicPlace = topicPlace || places[w] || places["~"+w] || places["^"+w]
	}
	var day, place []string
	for _, f := range first[:k] {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		switch {
		case openers[w] || thinkingWords[w]:
		case isDateWord(w):
			day = append(day, w)
		default:
			place = append(place, w)
		}
	}
	out := slices.Clone(parts)
	for i := 1; i < len(out); i++ {
		toks := tokenize(out[i])
		var add []string
		if topicPlace && !has(toks, "there", "here") && !slices.ContainsFunc(toks, func(t token) bool { return places[t.s] || places["~"+t.s] || places["^"+t.s] }) {
			add = append(add, place...)
		}
		if topicDay && len(readDates(toks, s.now, time.UTC)) == 0 {
			add = append(add, day...)
		}
		if len(add) > 0 {
			out[i] = strings.Join(add, " ") + " " + out[i]
		}
	}
	return out
}

// thinkingWords are the sounds a dictated message thinks aloud with.
var thinkingWords = map[string]bool{"um": true, "umm": true, "uh": true, "uhh": true, "er": true, "erm": true, "hmm": true}

// stayThenJob returns the verb of part ("cancel ") when part cancels (or
// confirms) a stay and rest names a job for the same verb: "cancel the
// benavides stay & the restock fri", "pls cancel the hale booking plus
// the turnover". A stay and a job are never one request, and the date the
// job's part says is never the stay's.
func stayThenJob(part, rest []string) string {
	k := verbStart(part)
	verb := strings.ToLower(strings.Trim(part[k], ",.;:!?"))
	if len(part) < k+3 || len(rest) < 2 || !repeatVerbs[verb] || !slices.Contains(stayWords, strings.ToLower(strings.Trim(part[len(part)-1], ",.;:!?"))) {
		return ""
	}
	for _, f := range rest[:min(len(rest), 4)] {
		if _, _, ok := serviceOf(tokenize(f)); ok || strings.HasPrefix(strings.ToLower(f), "job") {
			return part[k] + " "
		}
	}
	return ""
}

// gappedJobChange reports whether rest, said after ", and" or ". and"
// (prev ends in the comma or the full stop), names a job that exists by "the" and its service ("the
// restocking", "the final cleaning") and says a change of its own — a time,
// an hour earlier or later, a pro to give it to, a cancel or a note — after
// a part that itself changes a job (a time or a shift of its own, never a
// booking: "book a clean at 10, and the restock at 1" is one booking of
// two services).
func gappedJobChange(part, rest []string, prev string, now time.Time) bool {
	if !strings.HasSuffix(prev, ",") && !strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, ";") || len(part) < 4 || len(rest) < 3 {
		return false
	}
	ptoks, rtoks := tokenize(strings.Join(part, " ")), tokenize(strings.Join(rest, " "))
	if len(rtoks) < 3 || rtoks[0].s != "the" {
		return false
	}
	svcAt := -1
	for k := 1; k < min(len(rtoks), 4); k++ {
		if _, _, ok := serviceOf(rtoks[k : k+1]); ok || k == 1 && rtoks[k].s == "one" && k+1 < len(rtoks) && (rtoks[k+1].s == "of" || rtoks[k+1].s == "at" || rtoks[k+1].s == "in") {
			// ("… . and the one of Windsor Hills day 11, give for Derek":
			// the same service as the part before, at another place)
			svcAt = k
			break
		}
		if !slices.Contains([]string{"final", "last", "first", "next", "other", "second", "big", "deep", "regular", "weekly", "quarterly", "monthly", "annual", "yearly", "routine"}, rtoks[k].s) {
			return false
		}
	}
	if svcAt < 0 {
		return false
	}
	for _, t := range ptoks {
		if slices.Contains(creationVerbs, t.s) && t.s != "can" && t.s != "could" && t.s != "get" || t.s == "another" || t.s == "new" {
			return false // a booking (splitServices gives each service its time)
		}
	}
	changed := func(toks []token) bool {
		if slices.ContainsFunc(readDates(toks, now, time.UTC), func(w When) bool { return w.HasTime }) || shiftOf(toks) != 0 {
			return true
		}
		return has(toks, "earlier", "later", "instead", "cancel", "give", "assign", "note", "confirm", "move", "push", "unassign", "change")
	}
	return changed(ptoks) && changed(rtoks[svcAt+1:])
}

// timedParts reports whether a move's first part and the part after its
// "and" each say a time of their own: "move tess's clean there to 8am" and
// "the restock to 11".
func timedParts(part, rest []string, now time.Time) bool {
	verb := ""
	if len(part) > 0 {
		verb = strings.ToLower(part[0]) + " "
	}
	before, ok1 := ReadWhen(strings.Join(part, " "), now, time.UTC)
	after, ok2 := ReadWhen(verb+strings.Join(rest, " "), now, time.UTC)
	return ok1 && ok2 && before.HasTime && after.HasTime
}

// movedJobAfter reports "the gutter job moved to …", "the ac visit pushed
// to …": a job named by its words and a past participle of moving, with
// where it goes.
func movedJobAfter(rest []string) bool {
	for k := 1; k < min(len(rest)-2, 5); k++ {
		w := strings.ToLower(strings.Trim(rest[k], ",.;:!?"))
		if !slices.Contains([]string{"moved", "pushed", "bumped", "shifted", "rescheduled", "switched"}, w) {
			continue
		}
		to := strings.ToLower(rest[k+1])
		if to != "to" && to != "until" && to != "till" {
			return false
		}
		for _, f := range rest[1:k] {
			f = strings.ToLower(strings.Trim(f, ",.;:!?"))
			if _, _, ok := serviceOf(tokenize(f)); ok || slices.Contains([]string{"job", "visit", "appointment", "appt", "one"}, f) {
				return true
			}
		}
		return false
	}
	return false
}

// datedParts reports whether a move's first part and the part after its
// "and" each say a day or a time of their own: "move dwayne's slider job
// to sun 9am" and "his AC job to mon 3/9".
func datedParts(part, rest []string, now time.Time) bool {
	before, ok1 := ReadWhen(strings.Join(part, " "), now, time.UTC)
	after, ok2 := ReadWhen(strings.Join(rest, " "), now, time.UTC)
	return ok1 && ok2 && (before.HasTime || before.HasDate) && (after.HasTime || after.HasDate)
}

// verbStart returns where the request of part starts: after a "pls",
// and after the news a face ends ("benavides family cancelled ruidoso :(
// pls cancel their stay").
func verbStart(part []string) int {
	k := 0
	for i, f := range part[:max(len(part)-1, 0)] {
		if emoticons[f] {
			k = i + 1
		}
	}
	if k+1 < len(part) && slices.Contains([]string{"pls", "please", "plz"}, strings.ToLower(part[k])) {
		k++
	}
	return k
}

// emoticons are faces typed as words.
var emoticons = map[string]bool{":(": true, ":-(": true, ":'(": true, ":)": true, ":-)": true, ":D": true, ";)": true, ";-)": true, ":/": true, ":-/": true, ":|": true, ":P": true, ":p": true, "<3": true}

// giveVerbs hand a job to a pro: "give the turnover to leilani".
var giveVerbs = map[string]bool{"give": true, "assign": true, "hand": true, "reassign": true}

// endsToName reports whether fields end with "to <a pro's name>".
func endsToName(fields []string, names map[string]bool) bool {
	n := len(fields)
	for n > 0 && strings.Trim(fields[n-1], ",.;:!?") == "" {
		n--
	}
	return n >= 2 && strings.EqualFold(fields[n-2], "to") && names[strings.ToLower(strings.Trim(fields[n-1], ",.;:!?"))]
}

// moveVerbs move a job: "move the inspection to 11 and the elm clean to 1".
var moveVerbs = map[string]bool{"move": true, "push": true, "reschedule": true, "bump": true, "shift": true}

// repeatVerbs act on jobs already booked, one or several.
var repeatVerbs = map[string]bool{"cancel": true, "confirm": true, "scrap": true, "kill": true, "drop": true}

// serviceNouns name a service the way hosts name its jobs.
var serviceNouns = map[steward.ServiceType]string{steward.Cleaning: "clean", steward.Maintenance: "repair",
	steward.Inspection: "inspection", steward.Restocking: "restock"}

// oneAsService reads "the riverside one" in a later part as a job of the
// service of the part before ("tess takes the wicker park clean and rosa
// will do the riverside one"): the same job words as if the host had
// repeated them. "the next one", "another one" are left to the booking
// rules.
func oneAsService(part string, svc steward.ServiceType) string {
	fields := strings.Fields(part)
	for i, f := range fields {
		if strings.ToLower(strings.Trim(f, ",.;:!?")) != "one" {
			continue
		}
		if oneIsClock(fields, i) {
			continue // "push the restock to one thirty": 1:30, not "the restock one"
		}
		if k := i - 1; k >= 1 && (strings.EqualFold(fields[k], "also") || strings.EqualFold(fields[k], "too")) || k >= 0 && oneVerbs[strings.ToLower(fields[k])] {
			// "… and she should make also one in Mitchell Hollow": one
			// more job of the service of the part before, booked.
			if strings.EqualFold(fields[k], "also") || strings.EqualFold(fields[k], "too") {
				k--
			}
			if oneVerbs[strings.ToLower(fields[k])] && serviceNouns[svc] != "" {
				article := "a "
				if strings.ContainsAny(serviceNouns[svc][:1], "aeiou") {
					article = "an "
				}
				fields[i] = article + serviceNouns[svc] + f[len("one"):]
				return strings.Join(fields, " ")
			}
		}
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			w := strings.ToLower(fields[k])
			if oneOther[w] || strings.ContainsAny(w, ",.;:!?") || slices.Contains([]string{"had", "have", "has", "got", "did", "need", "needs", "want"}, w) {
				break // "…at the dunes, we had one done in jan": not "the dunes one"
			}
			if w == "the" {
				if k < i-1 {
					fields[i] = serviceNouns[svc] + f[len("one"):]
					return strings.Join(fields, " ")
				}
				break
			}
		}
	}
	return part
}

// oneIsClock reports whether the "one" at fields[i] is an hour: right after
// "to", "at", "by", "till", "until", "around", "from", or right before a
// minute word or am/pm ("to one thirty", "one fifteen", "one pm").
func oneIsClock(fields []string, i int) bool {
	if i > 0 && slices.Contains([]string{"to", "at", "by", "till", "til", "until", "around", "from", "@"}, strings.ToLower(fields[i-1])) {
		return true
	}
	if strings.ContainsAny(fields[i], ",.;:!?") || i+1 >= len(fields) {
		return false
	}
	next := strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))
	return slices.Contains([]string{"thirty", "fifteen", "forty", "forty-five", "fortyfive", "twenty", "ten", "oh", "o'clock", "oclock", "pm", "am", "p.m", "a.m", "p", "a"}, next)
}

// sentencePlusRe is "plus" opening a sentence; group 1 the stop before it.
var sentencePlusRe = mustCompile(`(?i)([.;!?]\s+)plus\s+`)

// oneVerbs book the "one" said right after them (or after "also"):
// "she should make also one", "can you book one there too".
var oneVerbs = map[string]bool{"make": true, "do": true, "book": true, "schedule": true, "add": true}

var oneOther = map[string]bool{"next": true, "new": true, "another": true, "other": true, "same": true, "last": true,
	"first": true, "second": true, "extra": true, "a": true, "an": true}

// parse reads a message into its requests. A later part that names no
// property takes the one of the part before ("cancel the villa cleaning
// and book Rosa for the same slot"); a schedule that names several
// services ("clean and restock the villa") is one request per service.
func (s *session) parse(msg string, mctx steward.MessageContext) ([]request, error) {
	var out []request
	msg, held := withoutHold(msg)
	msg = datedWeekdayAgain(msg, s.now) // "… come Thursday the twelfth … move the restock to thurs": that Thursday (memoparts.go)
	msg = withoutCaretLines(msg)        // "^ cancel their stay …": the host pointing at the text above (memoparts.go)
	msg, notes := withoutSelfNotes(msg) // "[ ] also remember to order more towels": the host's own reminder (selfnotes.go)
	ownReminder := len(notes) == 0 && onlySelfNotes(msg)
	if ownReminder {
		msg = withoutReminderOpen(msg) // "note to myself - check with keisha …": what to offer is read without it
	}
	if len(notes) > 0 && len(s.selfNotes) == 0 {
		s.selfNotes = notes
	}
	msg = callReports(msg)         // "Maura's after ringing from Derrynane": she just rang (callreports.go)
	msg = apologyAsides(msg)       // "my mind is elsewhere today" (callreports.go)
	msg = problemArrivalDay(msg)   // "look at the toilet …, the Dubois are in saturday": when to ask (callreports.go)
	msg = withoutWentByErrand(msg) // "maria swung by … to drop off supplies and the furnace is dead": why she was there (crew.go)
	msg = crewSwapDays(msg)        // "swap Jess and Tina's Thursdays": their jobs this Thursday (crew.go)
	msg = worksInsteadMove(msg)    // "they cant do 1 on friday … but 3 works. move it": move it to 3 (worksinstead.go)
	msg = withoutPartySize(msg)    // "Walsh group is 12 people … so have Crew B start …": why, not a stay change (partyso.go)
	defer func(was bool) { s.msgDayFirst = was }(s.msgDayFirst)
	s.msgDayFirst = msgSlashDayFirst(msg, s.now) // "… Fri 13/3 at 10 and restock it 12/3 at 2": day first throughout (slashsibling.go)
	names := map[string]bool{}
	for _, p := range s.pros {
		if f := s.nameWords(p); len(f) > 0 {
			names[f[0]] = true // "and angel can take …" for Ángel
			for _, w := range f[1:] {
				if len(w) == 1 && isLetters(w) && w != "i" && p.Active {
					names[strings.ToUpper(w)] = true // "→ B" for Crew B: a capital letter, its name's own word (letterOfName)
				}
			}
			if l := f[len(f)-1]; len(f) > 1 && p.Active && len(l) >= 5 && !commonWords[l] && !stopWords[l] {
				names[l] = true // "… groceries. and halvorson should check over muskie": a pro by family name
			}
			for form, full := range nicknameOf {
				if p.Active && slices.Contains(full, f[0]) && !commonWords[form] {
					names[form] = true // "and bobbie can take …" for Roberta
				}
			}
			for form := range letterNames {
				if p.Active && isPetForm(form, f[0]) {
					names[form] = true // "and dee can take …" for Deirdre
				}
			}
			// "… Sarge to seal the gaps …" for sarge.tillman@…: the name
			// the pro's own e-mail opens with, the host's name for them
			// (never a mailbox's purpose, info@ or dispatch@).
			if local, _, ok := strings.Cut(strings.ToLower(p.Email), "@"); ok && p.Active {
				h := strings.FieldsFunc(local, func(r rune) bool { return r == '.' || r == '_' || r == '-' })
				if len(h) > 1 && len(h[0]) >= 4 && isLetters(h[0]) && !mailboxWords[h[0]] && !commonWords[h[0]] && !stopWords[h[0]] && !genericWords[h[0]] {
					names[h[0]] = true
				}
				if shortFormOfFirst(h, f[0]) {
					names[h[0]] = true // "… . and bri's treehouse turnover …" for Brianna (bri.cole@…)
				}
			}
		}
	}
	for _, c := range s.proInitialsWords() {
		names[c] = true // "MR -> JT", "and JT can take …": a pro by initials (initials.go)
	}
	places := map[string]bool{}
	for _, a := range s.addrs {
		for _, n := range []string{a.Name(), a.Street} {
			f := strings.Fields(apostrophesGone.Replace(foldAccents(strings.ToLower(n)))) // ("Captain's Rest": "captains")
			if len(f) > 1 && len(f[0]) >= 3 && isDigits(f[0]) && !clockLike(f[0]) {
				places[f[0]] = true // "…, and 4512 after lunch": the street's number
			}
			for len(f) > 0 && (f[0] == "the" || isDigits(f[0])) {
				f = f[1:]
			}
			if len(f) > 0 {
				places[f[0]] = true
			}
		}
		for _, w := range words(a.Name()) {
			if len(w) >= 4 && !genericWords[w] && !stopWords[w] {
				places["~"+w] = true // any word of the name ("condo" of "Bluebird Condo"), for clauses' own check
			}
		}
		for _, w := range words(a.City) {
			if len(w) >= 4 && !genericWords[w] && !stopWords[w] {
				places["^"+w] = true // a word of the city ("homer cottage today …"), for a topic said first (verbAfterTopic)
			}
		}
	}
	for w := range s.unitLabels() {
		places["#"+w] = true // "3a" of "Royal St 3A": a place, never a time (withoutUnitFields)
	}
	msg = coHostRewrites(msg, places)      // "ignore what jen said about the cabin, we're keeping the 11am" (cohosts.go)
	msg = whileOtherThere(msg, names)      // "while Dave's there doing windows": same time as his windows (crew.go)
	msg = s.putOnWith(msg, names)          // "double up … put Jess on with Crew B at 10": a job of her own beside theirs (crewwith.go)
	msg = s.crewPutOn(msg, names)          // "put Jess on the big house too": one of its jobs (crew.go)
	msg = jobMakeIt(msg, names)            // "…, and Jess's Sunday turnover there make it noon": a move of its own (jobmakeit.go)
	msg = serviceSlips(msg, names, places) // "move wicker clear tmrw to 1": the clean (slips.go)
	msg = irishPhrasings(msg)              // "would you ever …", "put it over to the wednesday" (irish.go)
	msg = irishRequests(msg, names)        // "the shower job can be cancelled", "the gutters give them to Tommy" (irish.go)
	msg = galwayPhrasings(msg)             // "to stock Clifden", "Monday 10 in Clifden", "put on her job to check …" (galwayhost.go)
	msg = halfHourInstead(msg)             // "at half eleven instead of 10", "… not 10": 11:30, the new hour (galwayhost.go)
	// "on Thursday, March 12th, rather than on Tuesday, at the same hour":
	// "instead of Tuesday, same time".
	msg = ratherThanDayRe.ReplaceAllString(msg, "instead of $1")
	// "… to 1. plus a note on the airstream clean thu: …": a sentence
	// opened by "plus" is one opened by "also" (the note was read as a
	// second move).
	msg = sentencePlusRe.ReplaceAllString(msg, "${1}also ")
	msg = usualStayTimes(msg)  // "…, 4 guests. usual times": the default hours (notetext.go)
	msg = bareNotes(msg)       // "- note on the turnover that …": add a note (handover.go)
	msg = partJobGive(msg)     // "the 3/15 turnover give to maya": give it (handover.go)
	msg = selfCorrections(msg) // "scratch the 1pm, make it 2:30", "wednesday, wait no, thursday"
	msg = workShift(msg)       // "shes on shift at 3": the tenant's work, no move (workshift.go)
	msg = moveOutAsked(msg)    // "when does Tom Kowalski move out again?": the check-out (moveout.go)
	msg = newTenant(msg)       // "New nurse for 3B - Jasmine Ortiz, …": a new guest (newtenant.go)
	// "move Rosario's cleaning there to Saturday at one so it fits after
	// her Captiva job": why the time suits, not a job or a place of the
	// request.
	msg = soItFitsRe.ReplaceAllString(msg, "$1")
	msg = s.withoutHostPlan(msg)   // "… start at 11 instead, I'm meeting the owner there at 10 for a walkthru": the host's plan (hostplan.go)
	msg = s.proWhileAtIt(msg)      // "…, and while he's at it he can do the lake place Mon the 9th at 1": Ron's own visit (proatit.go)
	msg = withoutOpeningHours(msg) // "… at 2 instead of 1? The farm shop doesn't open until half past one." (multireason.go)
	// "can they do 4pm instead? i dont want them there while the clean is
	// still going": why the host wants the time, never a job to book.
	msg = notWhileRe.ReplaceAllString(msg, "$1")
	msg = sameHourRe.ReplaceAllString(msg, "same time")
	// "make it 10 not 1", "make it at 9 not 11": bare hours after "make
	// it" are the new time and the old ("make it 5 not 3 people" counts).
	msg = makeItNotRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := makeItNotRe.FindStringSubmatch(m)
		if sub[4] != "" {
			return m
		}
		return sub[1] + " " + sub[2] + " instead of " + sub[3]
	})
	msg = nowNotRe.ReplaceAllStringFunc(msg, func(m string) string {
		// Only clock times: "8a now not 2p", "at 10 now not 11" ("the
		// herrera party is 5 now not 3" counts guests).
		sub := nowNotRe.FindStringSubmatch(m)
		if !clockSign.MatchString(sub[1]) && !clockSign.MatchString(sub[3]) && !strings.EqualFold(strings.TrimSpace(sub[0][:max(0, strings.Index(sub[0], sub[1]))]), "at") {
			return m
		}
		if strings.TrimSpace(sub[2]) == "" || sub[2] == "," {
			// No "now": both clock times ("11:00 not 13:00"), never a count
			// ("5 not 3 people").
			if !clockSign.MatchString(sub[1]) || !clockSign.MatchString(sub[3]) && !strings.Contains(sub[1], ":") {
				return m
			}
		}
		return sub[0][:strings.Index(sub[0], sub[1])] + sub[1] + " instead of " + sub[3]
	})
	if m := leavingTopicProRe.FindStringSubmatchIndex(msg); m != nil && names[strings.ToLower(msg[m[6]:m[7]])] {
		// "for the Silvas that leave tomorrow from Solara: Mike at 7h
		// instead of 8h, …": the guests' leaving only says the day and
		// the place of the pros' jobs after the colon, never a change
		// of their stay.
		msg = "at " + msg[m[4]:m[5]] + " " + msg[m[2]:m[3]] + ": " + msg[m[6]:]
	}
	msg = etaWords(msg)
	// "the cache creek prep tmrw is confirmed, kelsey texted me": who
	// told the host, at the end, is no part of the request.
	msg = toldMeRe.ReplaceAllString(msg, "$1")
	msg = reasonAfterMove(msg)               // "move it to 11 then, lombardis might come early": the reason, no request (handover.go)
	msg = dayHourWithPro(msg, names, places) // "friday 8 jen": at 8, with jen (handover.go)
	msg = proWhenTail(msg, names)            // "need the locks changed at …. Dwayne, thursday the 12th at 10" (arrivalnews.go)
	// "Tuesday at 1 pm is fine. Nobody is in the house until Thursday.":
	// why the time suits, said after it; no place or day of the request.
	if rest := strings.TrimSpace(emptyUntilRe.ReplaceAllString(msg, "$1")); rest != "" && rest != strings.TrimSpace(msg) {
		msg = rest
	}
	msg = notTilArrival(msg) // "the parks dont get in til 4": they get in at 4
	msg = secondLanguage(msg)
	msg = forJobPutThat(msg) // "For the gutter guy at Fells Point monday - the back gate sticks … put that on his job" (notethat.go)
	// "For the pool heater visit at the Tarpon House this Friday, I would
	// be grateful if you could add that the breaker panel is in the
	// garage": a note for that visit, said as "add a note to … that …".
	// ("for the sump job …, pls add that for whoever goes": "that" the
	// words before, not a note to come.)
	if m := forJobAddThatRe.FindStringSubmatchIndex(msg); m != nil {
		next, _, _ := strings.Cut(strings.TrimSpace(msg[m[1]:]), " ")
		if next = strings.ToLower(strings.Trim(next, ",.;:!?")); next != "" && !slices.Contains([]string{"for", "to", "in", "on", "please", "pls", "too", "as", "there", "thanks", "thx"}, next) {
			filler := msg[m[6]:m[7]]
			if loc := changeBeforeNoteRe.FindStringSubmatchIndex(filler); loc != nil {
				// "for the adu faucet job monday, move it to 10am and
				// add a note that …": a change of that job before the
				// note, "it" the job ("move the adu faucet job monday to
				// 10am and add a note that …"), never dropped.
				msg = msg[:m[0]] + msg[m[2]:m[3]] + filler[:loc[3]] + " " + msg[m[4]:m[5]] + " " + filler[loc[1]:] + "add a note that " + msg[m[1]:]
			} else {
				msg = msg[:m[0]] + msg[m[2]:m[3]] + "add a note to " + msg[m[4]:m[5]] + " that " + msg[m[1]:]
			}
		}
	}
	msg = eventThenLater(msg)
	if m := forJobAlsoRe.FindStringSubmatchIndex(msg); m != nil {
		// "for deshawn's sea oats inspection on the 12th can he also check
		// the porch ceiling fan": more work for that visit, a note on it
		// (never a second visit).
		msg = msg[:m[2]] + msg[m[2]:m[3]] + "add a note to " + msg[m[4]:m[5]] + " that also " + msg[m[1]:]
	}
	if m := addThatClauseRe.FindStringSubmatchIndex(msg); m != nil && m[0] > 0 {
		// "can wendell's shack shower job fri be 11 not 10? and add that
		// it's the hot side that drips": a note for the job said before,
		// as "add a note that …".
		msg = msg[:m[2]] + "add a note that " + msg[m[4]:]
	}
	msg = assignEach(msg)                             // "put G on her elm turnover monday and her chalet turnover on the 14th": both jobs given (assigneach.go)
	msg = whileAtIt(msg)                              // "…, and while your at it have ray go out there …": a second request (whileatit.go)
	msg = alongWithRe.ReplaceAllString(msg, "$1 and") // "cancel the benavides reservation along with the friday restock": both
	// "…, and kindly arrange an inspection …", "an inspection at Casa
	// Azul …, as well as an inspection at the Condado Suite …": a second
	// request, joined as "and please …", "and an …".
	msg = andKindlyRe.ReplaceAllString(msg, "$1 please ")
	msg = asWellAsRe.ReplaceAllString(msg, "and $1")
	msg = afterAllRe.ReplaceAllString(msg, "$1")      // "tovah doesnt need to go to the silo fri after all, cancel that": a filler
	msg = fineJustAddRe.ReplaceAllString(msg, "$1$2") // "yesenias clean at 10 is fine, just add an inspection …": the job kept as it is, then what to add
	msg = relayedAsk(msg)                             // "nan wants to know whos cleaning …" (relayedask.go)
	msg = crewStay(msg)                               // "… son Kyle and his buddies are using the cabin the 15th to the 17th, … put it on the calendar" (crew.go)
	msg = stayInProse(msg)                            // "… r having the attic from the 11th to the 13th, put it under jean morris" (stayprose.go)
	msg = calendarNamed(msg)                          // "Put my brother-in-law on the calendar: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax. Name: Pedersen." (calendarname.go)
	if m := askedForRe.FindStringSubmatch(msg); m != nil {
		// "remind me when the vanderzees check out of big moose": a
		// question put as a request to be told (a reminder to do
		// something, "remind me to call joe", is not one).
		msg = m[1]
	} else if m := askedOfRe.FindStringSubmatch(msg); m != nil {
		msg = "what is " + m[1]
	}
	msg = whichProRe.ReplaceAllString(msg, "${1}who $2") // "which professional is assigned to job 29?": who
	msg = cxRe.ReplaceAllString(msg, "${1}cancel")       // "cx the tue restock": ops shorthand for cancel
	msg = s.mentions(msg)
	msg = slashSeparated(msg)
	if un, err := s.unlinkRequest(msg, mctx); err != nil || un != nil {
		if err != nil {
			return nil, err
		}
		return []request{*un}, nil
	}
	if sw, rest, err := s.swapTimes(msg, mctx); err != nil || sw != nil {
		if err != nil || strings.TrimSpace(rest) == "" {
			return []request{*sw}, err
		}
		more, err := s.parse(rest, mctx)
		return append([]request{*sw}, more...), err
	}
	msg = letterCloses(msg) // "… He has suggested Friday (…, I told him!) at 10 instead. Please move it." (letterclose.go)
	msg = confirmThenMove(msg)
	msg = keepNoteText(msg, s.cityNicknames)
	msg = jobPhrases(msg)
	msg = jobNumberPassive(msg)
	msg = jobNumberTo(msg)
	msg = sentenceNote(msg)
	msg = forThenAddToJob(msg)
	msg = letKnowNote(msg, names) // "Could you let Angus know, on his … job …, that …? … Could you add that to his job?" (letknownote.go)
	if pl := s.placeList(msg); pl != msg {
		msg = pl // (before arrows: "sea oats: …, and sun turnover -> hank at 2")
	} else {
		msg = s.headedList(msg)
	}
	msg = dropRevertBack(msg)      // "… please change and revert back if any issue" (revertback.go)
	msg = relayedCant(msg, names)  // "Marcy let me know she can't make the turnover …" (handover.go)
	msg = noOneYetTake(msg, names) // "the roof check … doesn't have anybody on it yet. I suppose Joan should take that one" (handover.go)
	msg = arrowSwap(msg, names)    // "wash pk turn sun: MR -> JT and 1000 -> 1030": a pro for a pro, an hour for an hour (arrowswap.go)
	msg = arrowMove(msg, names)
	msg = spokenCountedParts(msg)           // "two things … one have … and two have …" (memoparts.go)
	msg = countedSentences(msg)             // "Two things. First, … Second, …": each a request (parts.go)
	msg = dropPastAside(msg)                // a sentence of background after a request (asides.go)
	msg = nextDayMove(msg)                  // "… move it to the next day same time": a day later (nextdaymove.go)
	msg = dropFactAsides(msg)               // "…, they're paying me back for it, …", "… while nobody is there" (factasides.go)
	msg = dropFineJobAt(msg)                // "… rather than 3 - that's fine, Sue's prep is at 11." (asides.go)
	msg = dropNewsBefore(msg, places)       // news said before the requests (asides.go)
	msg = dropSoNotWhenGuests(msg)          // "… to 11 so it's done before the guests get in" (asides.go)
	msg = dropGuestsArriveAfterMove(msg)    // "…, make it at 9h not 11h, the Garcias arrive in the afternoon" (asides.go)
	msg = withoutThinkingAfterJoin(msg)     // "… to red rock and uh move …" (dictation.go)
	msg = gappedGive(msg, names)            // "give fridays prep to lupe and sundays turnover to red rock" (handover.go)
	msg = andGiveJobTo(msg, names)          // "…, and give the roof inspection to Denise" (handover.go)
	msg = giveJobOverTo(msg, names)         // "please hand the vail restock before the petrovs over to rosa" (handover.go)
	msg = proHasJob(msg, names)             // "Carl has the clean. Put Denise on it instead" (handover.go)
	msg = nobodyOnThenGive(msg, names)      // "nobody on the gutters at X is there, stick Tommy on that one" (irish.go)
	msg = statedJobThenIt(msg, names)       // "Ray is coming Friday for … Could you move him to …" (handover.go)
	msg = proShallDo(msg, s.pros)           // "And the cleaning … on Friday Petra shall do, not Sauber GmbH." (handover.go)
	msg = anyoneBookedFor(msg)              // "Is anyone booked … for the gutters?" (questionforms.go)
	msg = whenDoesProGo(msg, names)         // "When does Rosa go to …?" (questionforms.go)
	msg = proAsks(msg, names)               // "Anna ask how to get in Richmond condo, lockbox code is what?" (relayedquestion.go)
	msg = germanStayQuestion(msg)           // "Until when stays the family Müller in …?" (questionforms.go)
	msg = dropTrailingTho(msg)              // "… at 2 tho" (asides.go)
	msg = dropReactionQuestion(msg)         // "Oh, nobody yet? Please put Brenda on it." (asides.go)
	msg = dropProThereAnyway(msg)           // "… give it to Kim, she's already over there for the prep that morning" (handoverreason.go)
	msg = dropProBusyElsewhere(msg)         // "… give it to Lourdes. Bea's already got the courtyard suite restock that afternoon" (handoverreason.go)
	msg = dropReckon(msg)                   // "oh I reckon 10 in the morning would suit him" (followupnoise.go)
	msg = dropObligationReason(msg)         // "… make that 1 o'clock, she's got to carry her mama to the doctor first" (followupnoise.go)
	msg = quickHandOver(msg)                // "send Dwayne, quick as he can" (followupnoise.go)
	msg = dropReasonAfterMove(msg, names)   // "… to 11? she has a school thing at 9:30" (asides.go)
	msg = dropWeatherReason(msg)            // "… at eight instead of nine cause there's another storm coming" (asides.go)
	msg = doneDayDropped(msg, s.now)        // "Dave fixed the latch himself on Sunday so we don't need Tom tomorrow" (donebefore.go)
	msg = dropPutOff(msg)                   // "Also the lemon tree looks sad, but that's a problem for April." (deferred.go)
	msg = dropGuestsAway(msg)               // "… on Saturday at 11 while they're at the Desert Museum" (guestsaway.go)
	msg = dropThanksFor(msg)                // "Thanks for getting Lupe over there Monday, Dana says it was spotless." (thanksfor.go)
	msg = dropDeliveryReason(msg, s.now)    // "…, same time, the new sail won't arrive until Tuesday afternoon" (deliveryreason.go)
	msg = dropPlanAfterChange(msg, names)   // "… to 1:30? she's coming over from Elk Rapids that morning" (asides.go)
	msg = meantTime(msg)                    // "Oh shoot, I meant 11:30, sorry about that" (correction.go)
	msg = proCanTakeThenMove(msg, names)    // "tasha can take the restock fri, move it to 2" (handover.go)
	msg = putProAtPlaceProblem(msg, s.pros) // "put deshawn at gull point tmrw at 10, the latch is broken" (handover.go)
	msg = dropWhoLater(msg)
	msg = dropFreeFirst(msg)
	msg = topicFirst(msg)
	msg = possessiveMoves(msg, s.pros)
	msg = regardingJob(msg)
	msg = dropCleanAdverb(msg)
	msg = thatJobGiven(msg)
	msg = jobThenMove(msg, s.pros)
	msg = jobThenGive(msg, names)
	msg = proInsteadOfPro(msg, names)
	msg = proOnJob(msg, names)
	msg = jobIsPro(msg, names)
	msg = proSaidTime(msg, names, places, s.pros) // "marcus cant do 1 … he said 3 works?? switch it" (proslot.go)
	msg = noteNow(msg, names)                     // "marcus at the bungalow next tues, its not the disposal … its the faucet. update the note" (notefix.go)
	msg = cantThenMove(msg, names, s.pros)
	msg = nextWeeksFrom(msg)               // "… shift next week's from Thursday to Friday" (multitwo.go)
	msg = putOnTwoJobs(msg, s.pros, s.now) // "put sea breeze on the pier changeover on the 15th and the adelaide one on monday" (putontwo.go)
	parts, again, gapped := clauses(msg, names, places, s.now)
	parts = s.topicToParts(parts, places)
	stayGuest := "" // the guests whose stay a part named as "their stay"
	parts, again, gapped = visitorSentences(parts, again, gapped)
	for k, part := range parts {
		if k > 0 && (bareGoAhead(part, len(out) > 0 && out[len(out)-1].Kind == kindStay) ||
			len(out) > 0 && out[len(out)-1].Kind == kindEdit && editGoAhead(part)) {
			// "… a verification at the Stowe condo in 2 days, at 8h.
			// Book it please": the go-ahead of the request before it,
			// no second request.
			continue
		}
		if len(out) > 0 && out[len(out)-1].Service != "" {
			part = oneAsService(part, out[len(out)-1].Service)
		}
		if k > 0 && stayGuest != "" {
			// "cancel their stay and keisha's two cleanings for it": the
			// jobs of that stay (memoparts.go).
			p, err := s.stayJobsAt(part, stayGuest)
			if err != nil {
				return nil, err
			}
			part = p
		}
		if k > 0 && (theirStayRe.MatchString(part) || theyGoRe.MatchString(part)) {
			// "fourniers had to bail :( pls cancel their stay": the
			// guests the part before named.
			g, err := s.guestNamedIn(strings.Join(parts[:k], " "))
			if err != nil {
				return nil, err
			}
			if g != "" {
				part = theirStayRe.ReplaceAllString(part, g+"'s $1")
				part = theyGoRe.ReplaceAllString(part, g+"$1")
				stayGuest = g
				if n := len(out); n > 0 && out[n-1].Kind == kindHelp {
					out = out[:n-1] // (the news, the reason for what follows)
				}
			}
		}
		if k > 0 {
			part = takerCarried(parts[k-1], part, names)
		}
		if n := len(out); n > 0 && out[n-1].Kind != kindHelp && out[n-1].Kind != kindUnsupported && out[n-1].Kind != kindQuestion && travelReason(part) {
			// "Could you move it to 11:00 then? Aino says the roads won't
			// be ploughed till late morning.": why, about the way there —
			// no problem at the property to repair.
			continue
		}
		if n := len(out); n > 0 && out[n-1].Kind != kindHelp && out[n-1].Kind != kindUnsupported && out[n-1].Kind != kindQuestion && proAdvisedReason(part, names) {
			// "move this afternoon's restocking … to 3:00 p.m.? Lucia has
			// advised that she will need a little more time after the
			// cleaning": why, in the pro's words — no request of its own,
			// and its "after the cleaning" no anchor.
			continue
		}
		byID, err := s.jobNamedByID(part)
		if err != nil {
			return nil, err
		}
		if byID != nil {
			// "pls cancel job 29", "pls put jo on #26 thx": the job by the
			// number the replies give it, read as "it".
			part = jobIDRe.ReplaceAllString(part, "${1}it")
		}
		if n := len(out); n > 0 && (out[n-1].Kind == kindReschedule || out[n-1].Kind == kindEdit) && out[n-1].NewWhen != nil &&
			out[n-1].NewWhen.HasDate && !out[n-1].NewWhen.HasTime && out[n-1].Shift == 0 {
			// "could we maybe push the shotgun clean fri?? like to 1 🙏
			// tasha has a dentist thing in the am": the hour of the move
			// said before, then why (never a request of its own).
			if h, ok := s.hourThenReason(part); ok {
				w := *out[n-1].NewWhen
				w.HasTime, w.Hour, w.Minute = true, h.Hour, h.Minute
				out[n-1].NewWhen = &w
				continue
			}
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindQuestion && oneDescribed(tokenize(part)) {
			// "dana already cancelled the condo inspection right? the one
			// this morning w tom": the job asked about, said more
			// closely; the question read again with it, never an edit.
			q, err := s.read(strings.TrimRight(strings.TrimSpace(out[n-1].rawText), "?!. ")+", "+part+"?", mctx)
			if err != nil {
				return nil, err
			}
			if q.Kind == kindQuestion {
				out[n-1] = q
			}
			continue
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindQuestion && whyAsked(tokenize(part)) {
			// "how many ppl r in the brennan group? need to know for
			// towels lol": why the question is asked, no request.
			continue
		}
		if n := len(out); n > 0 && (out[n-1].Kind == kindReschedule || out[n-1].Kind == kindEdit || out[n-1].Kind == kindCancel) && busyReason(tokenize(part)) {
			// "shift the furnace repair one hour later. The technician has
			// another appointment before.": why, not a second request.
			continue
		}
		if c := strings.LastIndex(part, ", "); c > 0 && busyReason(tokenize(part[c+2:])) && len(tokenize(part[:c])) >= 4 {
			// "Marcus can not come on Sunday to the loft, he has a family
			// thing": the request without its reason.
			part = part[:c]
		}
		if c := strings.LastIndex(part, ", "); c > 0 && s.proBusy(tokenize(part[c+2:])) && len(tokenize(part[:c])) >= 3 {
			// "no, put Luciana on it, Fernanda is booked monday": why the
			// other pro, never a stay (asides.go).
			part = part[:c]
		}
		if c := strings.LastIndex(part, ", "); c > 0 && accessHoursRe.MatchString(part[c+2:]) && len(tokenize(part[:c])) >= 3 {
			// "Please make it 10:30 o'clock, the gate is only open from
			// 10": why the time, not a request (literal.go).
			part = part[:c]
		}
		s.partPlace = placeSaidBefore(out)
		in, err := s.read(part, mctx)
		s.partPlace = 0
		if err != nil {
			return nil, err
		}
		in, part, err = s.hostDoesItself(in, part, func(t string) (request, error) { return s.read(t, mctx) })
		s.partPlace = 0
		if err != nil {
			return nil, err
		}
		askDoesUnknownPlace(&in, part) // "… and can she also do the lighthouse on monday at 2" (pronounalso.go)
		if stayGoAheadSaid(out, in, part) {
			out[len(out)-1].rawText += " " + part
			continue
		}
		if guestsAskedAfter(out, in, part) {
			continue
		}
		if stayPronounCancel(out, in, part) {
			out[len(out)-1].rawText += " " + part
			continue
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindReschedule && in.Kind == kindSchedule && in.Service != "" {
			if v := gappedMoveVerb(tokenize(out[n-1].rawText), tokenize(part)); v != "" {
				// "push the 2B restock to 4 and frenchmen 3 restock fri
				// to 3pm": the move said once for both jobs, never a
				// booking of the second.
				again, err := s.read(v+" "+part, mctx)
				if err != nil {
					return nil, err
				}
				if again.Kind == kindReschedule {
					in = again
				}
			}
		}
		if n := len(out); n > 0 && (out[n-1].Kind == kindReport || out[n-1].Kind == kindHelp) && out[n-1].SetNotes == "" && out[n-1].ProID == 0 &&
			len(tokenize(out[n-1].rawText)) >= 4 && !isQuestion(tokenize(out[n-1].rawText)) {
			if m := addThatToThenRe.FindStringSubmatch(part); m != nil {
				// "The boiler at the Mill House is getting worse, it's now
				// making a knocking sound. Could you add that to Friday's
				// visit, and bring it forward to 14:00?": what was said
				// before is a note on the job named, and the rest of the
				// sentence changes that job — never a new report.
				note := strings.TrimRight(strings.TrimSpace(out[n-1].rawText), " .!")
				merged, err := s.read(out[n-1].rawText+" "+m[1]+m[2], mctx)
				if err != nil {
					return nil, err
				}
				if merged.Kind == kindReschedule || merged.Kind == kindEdit || merged.Kind == kindReport || merged.Kind == kindHelp || merged.Kind == kindSchedule {
					merged.Kind, merged.SetNotes, merged.Urgent, merged.Notes = kindEdit, note, false, ""
					merged.rawText = out[n-1].rawText + " " + part
					out[n-1] = merged
					continue
				}
			}
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindSchedule && out[n-1].Service == "" && in.Kind == kindSchedule && in.Service != "" &&
			in.When == nil && in.NewWhen == nil && in.anc == nil && in.ProID == 0 && len(in.proCandidates) == 0 && (!in.namedPlace || in.AddressID == out[n-1].AddressID) &&
			onlyServiceSaid(tokenize(part)) {
			// "can mikey check out 77 meadow village an hour after the
			// trans check out? just a quick inspection": what the visit
			// before is, said after it.
			out[n-1].Service, out[n-1].serviceAssumed = in.Service, false
			out[n-1].rawText += " " + in.rawText
			continue
		}
		if byID != nil && in.Kind == kindStay && in.StayOp == stayCancel {
			// "cancel job 38 pls, lindstroms said theyll do their own
			// grocery run": the job number names what is cancelled; the
			// guests named are the reason, not the target.
			in.Kind, in.StayOp, in.StayNights, in.ReservID, in.Candidates = kindCancel, "", 0, 0, nil
		}
		if (in.Kind == kindReschedule || in.Kind == kindEdit) && in.When != nil && in.When.HasTime && in.NewWhen != nil && in.NewWhen.HasTime && !in.NewWhen.HasDate &&
			in.When.Hour == in.NewWhen.Hour && in.When.Minute == in.NewWhen.Minute {
			// "jen cant start the condo flip til 1 on monday so move it to
			// 1pm": the hour said twice is where the job goes, never the
			// one it is at (a move to the same hour moves nothing).
			w := *in.When
			w.HasTime, w.Hour, w.Minute = false, 0, 0
			in.When = &w
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindEdit && out[n-1].FromPro != 0 && out[n-1].ProID == 0 && !out[n-1].Unassign &&
			in.Kind == kindEdit && in.Unassign && in.ProID == 0 && in.FromPro == 0 && in.When == nil && in.JobID == 0 &&
			(in.AddressID == 0 || in.AddressID == out[n-1].AddressID) && has(tokenize(part), "him", "her", "them") {
			// "Marcus can't come on Sunday to the loft. Please take him
			// off this cleaning": the job of the part before, without
			// that pro.
			prev := out[n-1]
			in.ProID, in.When, in.AddressID = prev.FromPro, prev.When, prev.AddressID
			if in.Service == "" {
				in.Service = prev.Service
			}
			out = out[:n-1]
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindReport && out[n-1].AddressID != 0 && out[n-1].Service != "" && canWait(tokenize(out[n-1].rawText)) &&
			has(tokenize(out[n-1].rawText), "repair", "job", "visit", "appointment", "service") &&
			(in.Kind == kindEdit || in.Kind == kindReschedule) && in.Service == "" && !in.namedPlace && in.JobID == 0 && in.ProID == 0 &&
			(in.AddressID == 0 || in.AddressID == out[n-1].AddressID) && has(tokenize(part), "it") {
			// "The repair of the sauna in Stowe is not so urgent, but
			// better in the morning. Can you make it on the same day at
			// 9:30?": the job the first sentence names, not a new problem.
			prev := out[n-1]
			named := slices.DeleteFunc(slices.Clone(prev.noteWords), func(w string) bool { return urgencyWords[w] || fillerWords[w] })
			jobs, err := s.upcomingJobs(prev.AddressID, s.now)
			if err != nil {
				return nil, err
			}
			// (Only when the words name a job there: "the shower repair is
			// not so urgent", with no shower job, is a problem of its own.)
			if len(named) > 0 && slices.ContainsFunc(jobs, func(j *steward.Job) bool {
				return j.Cancellable() && j.ServiceType == prev.Service && noteScore(j, request{noteWords: named}) > 0
			}) {
				in.AddressID, in.Service, in.noteWords = prev.AddressID, prev.Service, named
				out = out[:n-1]
			}
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindSchedule && (in.Kind == kindSchedule || in.Kind == kindHelp) && in.Service == "" && out[n-1].Service != "" && out[n-1].When != nil && out[n-1].When.HasDate &&
			!in.namedPlace && in.ProID == 0 && len(in.proCandidates) == 0 && in.When != nil && in.When.HasTime && in.When.start > 0 &&
			!strings.Contains(strings.ToLower(part), "day") && !strings.Contains(strings.ToLower(part), "tomorrow") {
			if ptoks := tokenize(part); has(ptoks, "it") && has(ptoks, "book", "schedule") && len(ptoks) <= 7 {
				if _, _, svc := serviceOf(ptoks); !svc {
					if rw, ok := ReadWhen(part, s.now, time.UTC); ok && rw.HasTime && !rw.HasDate {
						// "… asked for an extra cleaning on the day before
						// their departure. Please book it at 10:00.": the
						// time of that booking, not a second one.
						w := *out[n-1].When
						w.HasTime, w.Hour, w.Minute, w.Soft = true, in.When.Hour, in.When.Minute, false
						out[n-1].When = &w
						out[n-1].rawText += " " + part
						continue
					}
				}
			}
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindSchedule && in.Kind == kindSchedule && out[n-1].When == nil && out[n-1].Service != "" &&
			(in.Service == "" || in.Service == out[n-1].Service) && (in.AddressID == 0 || in.AddressID == out[n-1].AddressID) &&
			(out[n-1].ProID == 0 || in.ProID == 0 || in.ProID == out[n-1].ProID) && in.When != nil && in.When.HasDate && in.When.HasTime {
			if ptoks := tokenize(part); len(ptoks) <= 14 && has(ptoks, "book", "schedule") &&
				!has(ptoks, "another", "second", "also", "extra", "additional", "too", "new", "separate", "both") {
				// "The Fourniers have requested a mid-stay clean at the
				// Marco Island condo …. Please book Maria Gonzalez for
				// Monday 3/16 at 11 AM.": the pro and time of that
				// booking, not a second one.
				if in.ProID != 0 {
					out[n-1].ProID = in.ProID
				}
				out[n-1].When = in.When
				out[n-1].dates = append(out[n-1].dates, in.dates...)
				out[n-1].rawText += " " + part
				continue
			}
		}
		if n := len(out); n > 0 && in.Kind == kindHelp && (out[n-1].Kind == kindReport || out[n-1].Kind == kindSchedule || out[n-1].Kind == kindHelp) &&
			out[n-1].SetNotes == "" && len(strings.Fields(out[n-1].rawText)) >= 3 && (out[n-1].ProID != 0 || len(out[n-1].proCandidates) > 0 || has(tokenize(part), "the")) {
			if m := addThatToJobRe.FindStringSubmatch(part); m != nil && strings.TrimSpace(m[1]) == "" {
				// "ole says while hes at the ephraim place tomorrow for the
				// hot tub he can look at the jets too, …. could you add
				// that to his job": what the part before said, a note for
				// the job it names (the pro's, there, that day) — never a
				// visit of its own.
				p := &out[n-1]
				p.Kind, p.SetNotes = kindEdit, strings.TrimRight(strings.TrimSpace(p.rawText), " .")
				p.rawText += " " + part
				continue
			}
		}
		if byID != nil && in.Kind == kindHelp && in.ProID != 0 && has(tokenize(part), "put", "give", "assign", "have", "hand") {
			in.Kind = kindEdit // "pls put jo on #26": that job, to her
		}
		if ptoks := tokenize(part); byID != nil && in.Kind == kindHelp && (isQuestion(ptoks) || has(ptoks, "about", "details")) && in.ProID == 0 && in.When == nil && in.NewWhen == nil {
			// "May I ask what job 35 is for?", "what's job 35?", "tell
			// me about job 35": that job, as the reply gives it (what,
			// where, when, who, its notes).
			in.Kind, in.Topic = kindQuestion, "status"
		}
		if byID != nil && in.JobID == 0 && (in.Kind == kindCancel || in.Kind == kindEdit || in.Kind == kindReschedule || in.Kind == kindQuestion) {
			in.JobID, in.AddressID = byID.ID, byID.AddressID
		}
		if ptoks := tokenize(part); byID == nil && in.JobID == 0 && (in.Kind == kindCancel || in.Kind == kindEdit || in.Kind == kindReschedule || in.Kind == kindQuestion ||
			in.Kind == kindHelp && (isQuestion(ptoks) || has(ptoks, "about", "details")) && in.ProID == 0 && in.When == nil && in.NewWhen == nil) {
			// "cancel job 99", "J#99 -> tmrw 0900" with no job 99: that
			// job or none (findJob says there is none), never a list of
			// every job to pick from.
			if id, err := s.missingJobNumber(part); err != nil {
				return nil, err
			} else if id != 0 {
				in.JobID, in.AddressID = id, 0
				if in.Kind == kindHelp {
					in.Kind, in.Topic = kindQuestion, "status" // "whats J#99?"
				}
			}
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindHelp && out[n-1].namedPlace && out[n-1].ProID == 0 &&
			// ("boise disposal works again, cleaner hit the reset button.
			// kill that job": a longer account of the job, then "that job")
			(len(tokenize(out[n-1].rawText)) <= 6 || len(tokenize(out[n-1].rawText)) <= 12 && has(tokenize(part), "that", "it", "this")) &&
			!isQuestion(tokenize(out[n-1].rawText)) &&
			(in.Kind == kindReschedule || in.Kind == kindEdit || in.Kind == kindCancel) && in.Service == "" && !in.namedPlace && in.JobID == 0 {
			// "adobe swamp cooler pads.. push to sat the 14th": the job
			// named first, then what to do with it, read as one.
			merged := out[n-1].rawText + " " + part
			if in, err = s.read(merged, mctx); err != nil {
				return nil, err
			}
			out = out[:n-1]
		}
		if n := len(out); n > 0 && (out[n-1].Kind == kindReport || out[n-1].Kind == kindSchedule) && in.When != nil && in.When.HasDate &&
			onlyWhenSomebody(tokenize(part), func(w string) bool { p := s.pro(in.ProID); return p != nil && slices.Contains(words(p.Name), w) }) {
			// "the smart lock is broken … Please somebody today.": the
			// day the work before is wanted, read with it.
			merged, err := s.read(out[n-1].rawText+" "+part, mctx)
			if err != nil {
				return nil, err
			}
			if merged.Kind == out[n-1].Kind && merged.When != nil && merged.When.HasDate && merged.When.Day == in.When.Day && merged.When.Month == in.When.Month {
				out[n-1] = merged
				continue
			}
		}
		if n := len(out); n > 0 && (in.Kind == kindReschedule || in.Kind == kindEdit || in.Kind == kindHelp) && onlyMoveIt(tokenize(part)) && len(out[n-1].dates) >= 2 &&
			out[n-1].Kind != kindStay && out[n-1].Kind != kindReservation && out[n-1].Kind != kindQuestion && out[n-1].Kind != kindCancel {
			// "re the boathouse door thing next tues, wes wants to start
			// at 8 so … . pls move it": the job and the time said first
			// (its day and the new time), then only that it moves; read
			// as one move.
			merged, err := s.read(out[n-1].rawText+" "+part, mctx)
			if err != nil {
				return nil, err
			}
			if (merged.Kind == kindReschedule || merged.Kind == kindEdit) && (merged.NewWhen != nil || merged.Shift != 0) {
				out[n-1] = merged
				continue
			}
		}
		if n := len(out); n > 0 && describedThenCancel(&out[n-1], in, part) {
			continue // "… would rather not have the welcome hamper at Beck Cottage on Saturday. Could you cancel it?" (letterclose.go)
		}
		if ptoks := tokenize(part); len(out) > 0 && len(ptoks) >= 2 && (ptoks[0].s == "keep" || ptoks[0].s == "same") && in.When != nil && in.When.HasTime && !in.When.HasDate &&
			(out[len(out)-1].Kind == kindReschedule || out[len(out)-1].Kind == kindEdit) && in.Service == "" && !in.namedPlace {
			// "bump the pilot light job … out a day, to thurs the 12th. keep
			// the 2pm slot": the move's hour, as it was.
			p := &out[len(out)-1]
			if p.NewWhen != nil && !p.NewWhen.HasTime {
				w := *p.NewWhen
				w.HasTime, w.Hour, w.Minute = true, in.When.Hour, in.When.Minute
				p.NewWhen = &w
			}
			p.rawText += " " + part
			continue
		}
		keptPossessive(out, &in, part)
		if ptoks := tokenize(part); len(out) > 0 && len(ptoks) > 2 && (ptoks[0].s == "leave" || ptoks[0].s == "keep") &&
			slices.Contains([]string{"the", "his", "her", "their"}, ptoks[1].s) && (in.Kind == kindSchedule || in.Kind == kindHelp || in.Kind == kindEdit) &&
			in.NewWhen == nil && in.Shift == 0 && in.ProID == 0 && !has(ptoks, "note", "notes", "instead", "but", "move", "at") {
			// "… and the monday turnover. leave the friday clean, the
			// cabin needs it anyway": what stays as it is.
			in.Kind, in.kept = kindHelp, true
		}
		if ptoks := tokenize(part); len(out) > 0 && in.Kind == kindSchedule && has(ptoks, "extra", "additional") &&
			slices.ContainsFunc(out, func(q request) bool { return q.Kind == kindStay && q.Guests > 0 || partySize(tokenize(q.rawText)) }) {
			// "haugen crew is 10 now … add an extra restock at windward
			// sat morning": a bigger party's extra work, for them during
			// their stay.
			in.DuringStay = true
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindSchedule && out[n-1].Notes == "" && visitorDoes(tokenize(part)) {
			// "Maria — deep clean at 27 camino thu 9am. owner walkthrough
			// after": what someone who is not a pro (the owner, a
			// realtor) will do there, a note for the pro, no job to book.
			out[n-1].Notes = strings.TrimSpace(part)
			continue
		} else if in.Kind == kindSchedule && in.ProID == 0 && visitorDoes(tokenize(part)) {
			// "the realtor walkthrough at hemlock is tomorrow at 2": the
			// visitor's own visit, no job of ours (said as not acted on).
			in.Kind = kindHelp
		}
		if n := len(out); n > 0 && out[n-1].Kind == kindSchedule && out[n-1].Notes == "" && s.guestsDid(in) {
			// "can joanna do an extra clean at the chalet …? gallaghers
			// spilled red wine on the sofa": why the work is asked for,
			// a note for the pro, not a request of its own.
			out[n-1].Notes = strings.TrimSpace(in.rawText)
			continue
		}
		if k > 0 && in.Kind == kindSchedule && (in.When == nil || !in.When.HasDate) && (hasPhrase(tokenize(part), "that day") || hasPhrase(tokenize(part), "same day")) {
			// "the trans arrive wednesday at marlin dr. … add an
			// inspection at 2pm that day": the one day the parts before
			// named.
			if ds := readDates(tokenize(strings.Join(parts[:k], " ")), s.now, s.loc(in.AddressID)); len(ds) == 1 && ds[0].HasDate {
				v := ds[0]
				if in.When != nil {
					v.HasTime, v.Hour, v.Minute = in.When.HasTime, in.When.Hour, in.When.Minute
				} else {
					v.HasTime, v.Hour, v.Minute = false, 0, 0
				}
				in.When, in.dates = &v, []When{v}
			}
		}
		if k > 0 && in.When != nil && in.When.HasDate && in.When.plainWeekday && (in.Kind == kindSchedule || in.Kind == kindReport) {
			// "move rick's flush … to Thursday the 12th. And while he's
			// out that way, could he look at the spigot at the condo on
			// Thursday at 1?": the Thursday just named with its date.
			btoks := tokenize(strings.Join(parts[:k], " "))
			if d, ok := weekdayNamedBefore(btoks, readDates(btoks, s.now, s.loc(in.AddressID)), *in.When); ok {
				v := *in.When
				v.Year, v.Month, v.Day, v.plainWeekday = d.Year, d.Month, d.Day, false
				for j := range in.dates {
					if in.dates[j].HasDate && in.dates[j].Year == in.When.Year && in.dates[j].Month == in.When.Month && in.dates[j].Day == in.When.Day {
						in.dates[j].Year, in.dates[j].Month, in.dates[j].Day, in.dates[j].plainWeekday = d.Year, d.Month, d.Day, false
					}
				}
				in.When = &v
			}
		}
		if n := len(out); n > 0 && consentOnly(in) {
			// "can earl go by tmrw at 10? they're fine with it": the
			// guests' leave for the request before, not one of its own.
			out[n-1].DuringStay = true
			continue
		}
		in.split = len(parts) > 1
		if err := s.outOfStayJustChanged(&in, part); err != nil {
			return nil, err
		}
		if (in.Kind == kindReschedule || in.Kind == kindEdit) && in.Shift != 0 && in.When == nil && in.NewWhen != nil && in.NewWhen.HasDate && !in.NewWhen.HasTime &&
			in.NewWhen.prep != "to" && in.NewWhen.prep != "until" && in.NewWhen.prep != "till" && in.NewWhen.prep != "til" {
			// "bump her treehouse clean today by an hour": the day names
			// the job; the shift moves it.
			in.When, in.NewWhen = in.NewWhen, nil
		}
		if ptoks := tokenize(part); len(ptoks) > 2 && slices.Contains([]string{"before", "b4", "beforehand"}, ptoks[len(ptoks)-1].s) &&
			in.Kind == kindSchedule && in.anc == nil && in.When != nil && in.When.HasTime && !in.When.Soft && isStayEvent(ptoks) {
			// "fitzgerald arriving sat at 3, make sure riverside is
			// restocked before": done by their arrival, not at it.
			in.ReadyBy = true
		}
		if n := len(out); n > 0 && (out[n-1].Kind == kindEdit || out[n-1].Kind == kindReschedule) && (in.Kind == kindStay || in.Kind == kindHelp) &&
			(isStayEvent(tokenize(part)) || in.Kind == kindStay && (in.StayOp == stayCheckIn || in.StayOp == stayCheckOut)) && (has(tokenize(part), "asked", "requested", "wants", "want") && !has(tokenize(part), "so", "pls", "please", "update", "change", "move") ||
			// "…, make it 9 not 11. Also, the Garcias arrive early now":
			// the stay changed with no time of its own — asked, never
			// the job's new hour.
			in.When == nil && len(in.dates) == 0 && guestsChangeWordsRe.MatchString(part) && !ownTimeRe.MatchString(part)) {
			// "tasha pls do 2a tmrw at 11 instead of 10, ellison asked for
			// a late checkout til 11": why the job moves; the stay is
			// not changed on a report of what the guests asked.
			in.Kind, in.guestAsk = kindHelp, true
			out = append(out, in)
			continue
		}
		if ptoks := tokenize(part); in.Kind == kindEdit && in.JobID == 0 && in.When != nil && in.NewWhen != nil && in.Service != "" && len(ptoks) > 2 &&
			(slices.Contains(creationVerbs, ptoks[0].s) || ptoks[0].s == "restock" || ptoks[0].s == "clean" || ptoks[0].s == "inspect") &&
			has(ptoks, "actually") && !definiteService(ptoks) {
			// "restock sea oats sat morning … - actually no, fri afternoon
			// is better": a booking the host corrected as they wrote it.
			w := *in.NewWhen
			if !w.HasDate && in.When.HasDate {
				w.HasDate, w.Year, w.Month, w.Day = true, in.When.Year, in.When.Month, in.When.Day
			}
			in.Kind, in.When, in.NewWhen, in.dates = kindSchedule, &w, nil, []When{w}
		}
		if n := len(out); n > 0 && (in.Kind == kindReschedule || in.Kind == kindCancel) && in.ProID == 0 && len(in.proCandidates) == 0 &&
			out[n-1].ProID != 0 && has(tokenize(part), "his", "her") {
			// "… put hector on it. also push his turquoise door job to
			// wed": the job of the pro the part before named; "wade's
			// swamped - give … to the plumbers, and move his gutter job":
			// of the pro it took the job from.
			id := out[n-1].ProID
			if out[n-1].FromPro != 0 {
				id = out[n-1].FromPro
			}
			in.ProID, in.proCandidates = id, []int64{id}
		}
		if n := len(out); n > 0 && in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == 0 && out[n-1].ProID != 0 &&
			slices.Contains([]string{"he", "she", "him", "her"}, pronounPro(tokenize(part))) {
			// "whats bea got tmrw? and can she squeeze in the dovecote fri
			// morning": the pro of the part before, doing what she does.
			in.ProID, in.proCandidates = out[n-1].ProID, []int64{out[n-1].ProID}
			if p := s.pro(in.ProID); in.Service == "" && p != nil && len(p.Services) == 1 {
				in.Service = p.Services[0]
			}
			if in.anc != nil && in.anc.proPronoun && in.anchorProblem != "" {
				// "… and can she squeeze in a restock at the bear den after
				// her clean": her job, now that "she" is known.
				in.anchorProblem = ""
				if err := s.applyAnchor(&in, in.anc, in.dates); err != nil {
					return nil, err
				}
			}
		}
		if in.Kind == kindSchedule && (in.When != nil && !in.When.HasDate && in.When.HasTime || in.When == nil && in.anc == nil && k > 0) {
			// "hale nalu mon: pool guy to 3pm and add a restock by leilani
			// at 4": the day said before the colon is every part's
			// ("saturday plan: …, then she does the boathouse restock").
			if c := labelColon(msg); c > 0 && c < 40 {
				if hw, ok := ReadWhen(msg[:c], s.now, s.loc(in.AddressID)); ok && hw.HasDate {
					var w When
					if in.When != nil {
						w = *in.When
					}
					w.HasDate, w.Year, w.Month, w.Day = true, hw.Year, hw.Month, hw.Day
					in.When, in.dates = &w, []When{w}
				}
			}
		}
		toks := tokenize(part)
		if c := labelColon(part); c > 0 && in.namedPlace && in.When != nil && in.When.HasDate {
			// "villa coqui fri: rafael pool check at 8": the place and
			// day first, then the pro's visit.
			toks = tokenize(part[c+1:])
		}
		if len(out) > 0 && (in.Kind == kindEdit || in.Kind == kindHelp) && in.JobID == 0 && in.namedPlace && in.When != nil && in.When.HasDate && in.NewWhen == nil && in.Service == "" &&
			len(toks) > 3 && (toks[0].s == "can" || toks[0].s == "could") && (toks[1].s == "she" || toks[1].s == "he") && has(toks, "also", "do", "squeeze", "fit") {
			// "whats marisol got on fri? and can she also do ptarmigan
			// tues at 10": a visit of hers, booked.
			in.Kind = kindSchedule
		}
		lead := toks // "monday can marisol do the boathouse at 9": the day said first
		for len(lead) > 3 && (isDateWord(lead[0].s) || lead[0].s == "on") && !isDigits(lead[0].s) {
			lead = lead[1:]
		}
		if len(lead) > 4 && slices.Contains([]string{"i", "we", "i'd", "id", "we'd"}, lead[0].s) && slices.Contains([]string{"want", "need", "wanna", "like"}, lead[1].s) {
			lead = lead[2:] // "i want hollis to look over the boathouse monday at 10"
		}
		if len(lead) > 5 && slices.Contains([]string{"i", "we"}, lead[0].s) && slices.Contains([]string{"should", "would"}, lead[1].s) && lead[2].s == "like" {
			lead = lead[3:] // "I should like Mr. Tate to look over the lanai screens …"
		}
		if in.anc != nil && len(lead) > 4 && slices.Contains([]string{"when", "once", "after", "before", "the", "as", "on"}, lead[0].s) {
			// "The day after the Hoffmanns leave Mitchell Hollow,
			// Ridgeline should come at 10:00 …": the anchor said first
			// ends at its comma; the request is what follows.
			for k := 1; k+3 < len(lead) && k < 14; k++ {
				if lead[k].stop {
					lead = lead[k+1:]
					break
				}
			}
		}
		if len(lead) > 3 && slices.Contains([]string{"mr", "mrs", "ms", "miss", "dr"}, strings.TrimSuffix(lead[0].s, ".")) {
			lead = lead[1:] // ("Mr. Tate": the pro by family name)
		}
		// ("drop the tamarack restock sat, …. and halvorson should check
		// over muskie fri at 1": after a cancel elsewhere, a visit of its
		// own too.)
		afterCancel := len(out) > 0 && out[len(out)-1].Kind == kindCancel && out[len(out)-1].AddressID != 0 && out[len(out)-1].AddressID != in.AddressID
		if in.Kind == kindHelp && in.ProID != 0 && len(lead) > 2 && ((len(out) == 0 || afterCancel) && (startsWithPro(lead, s.pro(in.ProID)) &&
			lead[1].s != "is" && lead[1].s != "was" && lead[1].s != "will" ||
			(lead[0].s == "can" || lead[0].s == "could") && startsWithPro(lead[1:], s.pro(in.ProID)) &&
				has(toks, "do", "take", "handle", "cover", "look", "check", "visit", "squeeze", "fit", "come", "go", "get", "swing")) ||
			// "curt: add a second stop tmrw at 3901 rt 414 at 4pm", "add
			// a visit for curt fri at the boathouse": a visit of the
			// pro's, asked for by its noun.
			addsVisit(lead)) &&
			in.namedPlace && (in.When != nil && in.When.HasDate || in.anc != nil && (in.When == nil || !in.When.HasDate) && in.anchorProblem == "") && !isQuestion(lead) {
			// "hector at vineyard house tmrw at 2", "can siobhan do
			// bluebonnet thurs": a pro, a place and a day, said as a
			// booking of the pro's service (asked when several).
			in.Kind = kindSchedule
			if p := s.pro(in.ProID); len(p.Services) == 1 {
				in.Service = p.Services[0]
			}
			if in.anc != nil && !in.ancApplied {
				// "snowworks at the sage house the morning the ramirez
				// fam arrives": the pro's visit, at the anchor's time;
				// "wasatch to service pc-12 hot tub 1hr after lindqvists
				// CO sun": the day said is the anchor's, never the time
				// left to a default.
				if err := s.applyAnchor(&in, in.anc, in.dates); err != nil {
					return nil, err
				}
			}
			if d := in.dates; len(d) == 2 && d[0].HasDate && !d[0].HasTime && !d[1].HasDate && d[1].HasTime {
				// "fri: rafael pool check at 8": the day and the time of
				// the one visit, said apart.
				w := d[0]
				w.HasTime, w.Hour, w.Minute, w.Soft = true, d[1].Hour, d[1].Minute, d[1].Soft
				in.When, in.dates = &w, []When{w}
			}
		}
		if len(out) > 0 && out[len(out)-1].Kind == kindSchedule && in.ProID != 0 && in.When == nil && !in.namedPlace &&
			has(tokenize(part), "it", "that") && has(tokenize(part), "give", "hand", "assign", "put") {
			// "book a clean at the loft friday at 10 and give it to dana":
			// the booking's pro, not a change of another job.
			p := &out[len(out)-1]
			if p.ProID == 0 {
				p.ProID, p.proCandidates = in.ProID, in.proCandidates
			}
			p.rawText += " and " + in.rawText
			continue
		}
		if len(out) > 0 && awayReasonOfHandOver(out[len(out)-1], in) {
			// "reassign from Gail to Ramon. Gail is out that week": why
			// (headingmove.go).
			out[len(out)-1].rawText += " " + in.rawText
			continue
		}
		if len(out) > 0 && headingThenMove(out[len(out)-1], in) {
			// "Mormon Lake snow removal 05-MAR: Vern says 0800 is too
			// early …. Push to 0930.": the heading's job, moved
			// (headingmove.go).
			out[len(out)-1] = movedHeading(out[len(out)-1], in)
			continue
		}
		if len(out) > 0 && s.sameUrgentProblem(out[len(out)-1], in) {
			// "a pipe burst at berkman?? … water pouring out the side of
			// the house. marcus asap pls": the same emergency's visit,
			// with the pro asked for (problemthen.go).
			p := &out[len(out)-1]
			if p.ProID == 0 {
				p.ProID, p.proCandidates, p.rolePro = in.ProID, in.proCandidates, in.rolePro
			}
			if p.When == nil {
				p.When, p.dates = in.When, in.dates
			}
			p.noteWords = append(p.noteWords, in.noteWords...)
			p.rawText += " " + in.rawText
			continue
		}
		if len(out) > 0 {
			prev := out[len(out)-1]
			if d := sceneDay(out, in); d != nil {
				// "… after the Gibsons leave on the 16th …, so please cancel
				// Pauline's changeover that day" (multireason.go).
				w := *d
				if in.When != nil && in.When.HasTime {
					w.HasTime, w.Hour, w.Minute = true, in.When.Hour, in.When.Minute
				}
				in.When, in.dates, in.SameDay = &w, []When{w}, false
			}
			if p := &out[len(out)-1]; handOverThenTime(*p, in, part) {
				// "… so please put her on it, but make it two o'clock rather
				// than one": the job handed over, at its new hour
				// (multireason.go).
				nw := *in.NewWhen
				p.NewWhen = &nw
				if in.When != nil && in.When.HasTime && p.When != nil && p.When.HasDate && !p.When.HasTime {
					w := *p.When
					w.HasTime, w.Hour, w.Minute = true, in.When.Hour, in.When.Minute
					p.When = &w
				}
				p.rawText += " " + in.rawText
				continue
			}
			// A job named by words of its own after "and the" ("cancel
			// the barn clean and the ac repair") may be anywhere.
			if in.AddressID == 0 && len(in.addrCandidates) == 0 && in.unknownPlace == "" && !(again[k] && contentWords(in.noteWords) > 0) &&
				// ("oak st turnover fri, bakken pls. also the grubers are 7
				// now not 6": the guests' stay is wherever they stay.)
				!(in.Kind == kindStay && prev.Kind != kindStay && s.guestsStayElsewhere(part, prev.AddressID)) {
				if elsewhere, err := s.namedElsewhere(in, prev.AddressID); err != nil {
					return nil, err
				} else if !elsewhere {
					in.AddressID = prev.AddressID
					if in.anchorProblem != "" && in.anc != nil && in.AddressID != 0 {
						// "2 things for 318 blue mountain: …, and move
						// lorraines inspection to tues morning b4 they check
						// in": their stay there, now that "there" is known.
						in.anchorProblem = ""
						if err := s.applyAnchor(&in, in.anc, in.dates); err != nil {
							return nil, err
						}
					}
				}
			}
			if gapped[k] && ((prev.Kind == kindEdit || prev.Kind == kindReschedule) && (prev.NewWhen != nil && prev.NewWhen.HasTime || prev.Shift != 0) ||
				// ("… at 7:00 and not 8:00": a new hour against the job's own)
				prev.Kind == kindSchedule && slices.ContainsFunc(prev.dates, func(d When) bool { return d.prep == "not" && d.HasTime })) &&
				in.Kind == kindSchedule && in.definite && !in.New && in.Count == 0 && in.anc == nil && in.When != nil && in.When.HasTime && len(in.dates) <= 2 {
				// "the snow removal on saturday please at 7:00 and not 8:00,
				// and the final cleaning on 14.03. please at 10:30": the
				// verb left out is the part before's, a change of time: the
				// job named moves to the time said, on its day (the day of
				// the part before when it says none).
				day, nw := *in.When, *in.When
				day.HasTime, day.Hour, day.Minute, day.Soft = false, 0, 0, false
				nw.HasDate, nw.Year, nw.Month, nw.Day = false, 0, 0, 0
				if !day.HasDate && prev.When != nil && prev.When.HasDate {
					day.HasDate, day.Year, day.Month, day.Day = true, prev.When.Year, prev.When.Month, prev.When.Day
				}
				in.Kind, in.NewWhen, in.dates = kindEdit, &nw, nil
				in.When = nil
				if day.HasDate {
					in.When = &day
				}
			}
			if again[k] && in.Kind == prev.Kind && (in.Kind == kindCancel || in.Kind == kindEdit && in.SetStatus != "") && in.Service == "" && prev.Service != "" &&
				in.namedPlace && in.AddressID != 0 && in.AddressID != prev.AddressID && in.ProID == 0 && len(in.proCandidates) == 0 && in.When == nil &&
				!s.wordsOfItsOwn(in) {
				// "scrap both restocks this week, moonstone and the hanalei
				// condo", "cancel the moonstone restock and the hanalei
				// condo": a property alone, after the verb of the part
				// before, is that part's kind of job there (its words of its
				// own, "and the driftwood gate", name a job by its notes).
				in.Service = prev.Service
			}
			if again[k] && in.Kind == kindCancel && prev.Kind == kindCancel && in.Service == "" && in.ProID == 0 && len(in.proCandidates) == 0 &&
				in.namedPlace && in.AddressID != 0 && in.AddressID != prev.AddressID && in.When != nil && in.When.HasDate && !s.wordsOfItsOwn(in) {
				// "cancel Blue Wave's pool visits at the villa tomorrow and
				// at the beach house on Friday": the same pro's same work
				// at the other place, on its own day.
				in.Service, in.ProID, in.proCandidates = prev.Service, prev.ProID, prev.proCandidates
			}
			if prev.Kind == kindSchedule && in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == 0 && prev.ProID != 0 &&
				in.rolePro == "" && strings.Contains(strings.ToLower(msg), "then "+strings.ToLower(part)) {
				// "sunny clean at 10am then restock at 1pm": the same pro,
				// in turn, when they do it.
				if p := s.pro(prev.ProID); p != nil && p.Offers(in.Service) {
					in.ProID, in.proCandidates = prev.ProID, []int64{prev.ProID}
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindSchedule && in.Kind == kindSchedule && prev.When != nil && prev.When.HasDate &&
				in.When != nil && in.When.HasDate && in.When.HasTime && len(in.dates) > 0 && !slices.ContainsFunc(in.dates, func(d When) bool { return d.HasDate }) &&
				has(ptoks, "it", "there") && has(ptoks, "before", "b4", "by") {
				// "clean the cherry cottage mon at 11 and restock it at 2,
				// b4 the muellers get there": the day of the job before,
				// which is before them; the anchor is a deadline.
				anchorDay := time.Date(in.When.Year, in.When.Month, in.When.Day, 0, 0, 0, 0, time.UTC)
				prevDay := time.Date(prev.When.Year, prev.When.Month, prev.When.Day, 0, 0, 0, 0, time.UTC)
				if !prevDay.After(anchorDay) {
					w := *in.When
					w.Year, w.Month, w.Day = prev.When.Year, prev.When.Month, prev.When.Day
					in.When = &w
				}
			}
			if prev.Kind == kindSchedule && in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == 0 && prev.ProID != 0 &&
				in.rolePro == "" && leadingProColon(msg, s.pro(prev.ProID)) {
				// "anna: clean … and restock it at 2": the pro said first,
				// with a colon, is every part's.
				if p := s.pro(prev.ProID); p != nil && p.Offers(in.Service) {
					in.ProID, in.proCandidates = prev.ProID, []int64{prev.ProID}
				}
			}
			if _, _, own := serviceOf(tokenize(part)); prev.Kind == kindSchedule && (in.Kind == kindSchedule || in.Kind == kindHelp) &&
				(in.Service == prev.Service || in.Service == "") && !own && len(prev.noteWords) > 0 && prev.Service == steward.Maintenance &&
				(in.namedPlace || len(in.addrCandidates) > 0) && in.When != nil {
				// "dwayne needs to plow the dunes fri at 7am and the cherry
				// cottage at 10": the same work there.
				in.noteWords, in.notePos = prev.noteWords, nil
				in.rawText = prev.rawText + " and " + in.rawText
			}
			if k := timeOfBooked(out, in); k >= 0 {
				// "clean and restock the barn monday, clean at 9 and
				// restock at 2": the time of the restock just booked.
				w := *out[k].When
				w.HasTime, w.Hour, w.Minute, w.Soft = true, in.When.Hour, in.When.Minute, in.When.Soft
				out[k].When = &w
				continue
			}
			if in.Kind == kindSchedule && in.When != nil && !in.When.HasDate && in.When.HasTime && len(in.dates) <= 1 &&
				prev.Kind == kindSchedule && prev.When != nil && prev.When.HasDate {
				// "clean the cottage fri at 10 and restock at 1": the
				// day of the booking before, not today.
				w := *in.When
				w.HasDate, w.Year, w.Month, w.Day = true, prev.When.Year, prev.When.Month, prev.When.Day
				in.When, in.dates = &w, []When{w}
			}
			if (prev.Kind == kindReschedule || prev.Kind == kindEdit) && in.ProID != 0 && !in.namedPlace && in.When == nil && in.NewWhen == nil &&
				proTakesIt(strings.Fields(part)[1:]) {
				// "killington clean on the 14th → 11am, and tom's doing
				// it": the job the part before changes, given to Tom.
				in.Kind, in.itPrev = kindEdit, true
			}
			if prev.Kind == kindSchedule && (in.Kind == kindEdit || in.Kind == kindReschedule) && in.ProID != 0 && in.namedPlace &&
				in.AddressID != prev.AddressID && in.JobID == 0 && (in.When != nil || in.NewWhen != nil || in.SameDay) &&
				!has(tokenize(part), "it", "that", "instead", "move", "reschedule", "push") && !definiteService(tokenize(part)) {
				// "hector needs to go to old mill fri at 9am …, and dale to
				// casa sol same day 1pm for a thermostat swap": a visit of
				// its own, like the one before ("swap" is the work).
				in.Kind = kindSchedule
				if in.When == nil {
					in.When, in.NewWhen = in.NewWhen, nil
				}
				if p := s.pro(in.ProID); in.Service == "" && p != nil && len(p.Services) == 1 {
					in.Service = p.Services[0]
				} else if in.Service == "" {
					in.Service = prev.Service
				}
			}
			// A pro's own job named beside a cancel is moved, not booked
			// again in the cancelled one's place (prosownjob.go).
			ownJob := prev.Kind == kindCancel && in.Kind == kindEdit && s.prosOwnJobNamed(in, prev)
			if ptoks := tokenize(part); prev.Kind == kindCancel && in.Kind != kindCancel && in.JobID == 0 && in.Service != "" &&
				(in.Service != prev.Service || in.Deep) && in.serviceTo == "" && in.SetNotes == "" && in.anc == nil && !ownJob &&
				(doesOtherWork(strings.Fields(part)) || bookingVerbFirst(part)) {
				// "cancel the 4B restock, do a deep clean instead": other
				// work asked for beside a cancel is a booking of its own,
				// never a job of the cancel nor a change of another job
				// there; with "instead" and no time of its own it takes
				// the slot of the job cancelled, otherwise it is asked.
				in.Kind, in.JobID = kindSchedule, 0
				if in.When == nil {
					in.When, in.NewWhen = in.NewWhen, nil
				}
				if in.When == nil && in.Shift == 0 && has(ptoks, "instead") {
					in.SameSlot = true
					if !in.namedPlace {
						in.AddressID = prev.AddressID
					}
				}
				if in.ProID == 0 && len(in.proCandidates) == 0 && prev.ProID != 0 && has(ptoks, "her", "him", "them") {
					in.ProID, in.proCandidates, in.rolePro = prev.ProID, []int64{prev.ProID}, ""
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindCancel && in.Kind == kindEdit && in.JobID == 0 && !ownJob && has(ptoks, "instead") &&
				in.Service != "" && prev.Service != "" && in.Service != prev.Service && in.serviceTo == "" && in.SetNotes == "" &&
				(in.When != nil && in.When.HasDate || in.NewWhen != nil && in.NewWhen.HasDate) && has(ptoks, "do", "have", "book", "get") &&
				// ("cancel the pool check …\n lakeshore should do the
				// restock there wed at 3 instead of 2": the time it had is
				// said, so that restock exists and is moved; "… and can
				// deshawn do the inspection there thurs 3/12 instead of
				// wed?": the job that exists, with the day it has, moved;
				// never a second one booked.)
				!(hasPhrase(ptoks, "instead of") && in.When != nil && in.NewWhen != nil && in.When.HasTime && in.NewWhen.HasTime) &&
				!(definiteService(ptoks) && hasPhrase(ptoks, "instead of")) {
				// "cancel jolene's elkhorn restock and have her do a clean
				// there sat instead at 10": another service in its place,
				// a booking (there is no clean to change).
				w := firstWhen(in.When, in.NewWhen)
				v := *w
				if in.When != nil && in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime {
					v.HasTime, v.Hour, v.Minute, v.Soft = true, in.NewWhen.Hour, in.NewWhen.Minute, in.NewWhen.Soft
				}
				in.Kind, in.When, in.NewWhen, in.dates = kindSchedule, &v, nil, []When{v}
				if in.ProID == 0 && len(in.proCandidates) == 0 && prev.ProID != 0 && has(ptoks, "her", "him", "them") {
					in.ProID, in.proCandidates, in.rolePro = prev.ProID, []int64{prev.ProID}, ""
				}
			}
			// ("swap dale for rondout on the gutter job, and dale can plow
			// out the dovecote mon morning instead": Dale, freed by the
			// part before, books another visit.)
			freed := prev.Kind == kindEdit && prev.FromPro != 0 && prev.FromPro == in.ProID && prev.ProID != in.ProID
			// ("scrap darlene's gardenia inspection wed. i'd rather she go
			// up to the cabin that same day, 10am": the host's wish says
			// "instead", the time given is the new visit's.)
			if nw := firstWhen(in.NewWhen, in.When); (prev.Kind == kindCancel || freed) && (in.Kind == kindEdit || in.Kind == kindHelp && in.rolePro != "") && in.namedPlace && in.AddressID != prev.AddressID && in.JobID == 0 && !ownJob &&
				nw != nil && (nw.HasDate || nw.HasTime && prev.When != nil && prev.When.HasDate) &&
				(in.Service != "" || prev.Service != "" && has(tokenize(part), "do", "take", "cover", "handle", "go", "head", "swing")) &&
				(has(tokenize(part), "instead") || has(tokenize(part), "rather", "prefer") && in.rolePro != "") && in.serviceTo == "" && in.SetNotes == "" &&
				// ("…, cancel that. and can she start the bear den clean
				// tmrw at 11:30 instead": that clean, moved.)
				!(definiteService(tokenize(part)) && has(tokenize(part), "start", "begin", "move", "push", "make")) &&
				// ("… 2) cherry cottage fence - do it thurs instead of fri":
				// the day after "instead of" is the day of a job there,
				// moved; never a visit booked on both days.)
				!(in.When != nil && in.NewWhen != nil && in.When.HasDate && in.NewWhen.HasDate && hasPhrase(tokenize(part), "instead of")) {
				in.NewWhen = nw
				if in.Service == "" {
					in.Service = prev.Service // "… and have her do the cabin friday at 2 instead"
				}
				if !in.NewWhen.HasDate {
					// "kill the 318 inspection monday, lorraine can do
					// mullet manor that morning at 10 instead": that day.
					w := *in.NewWhen
					w.HasDate, w.Year, w.Month, w.Day = true, prev.When.Year, prev.When.Month, prev.When.Day
					in.NewWhen = &w
				}
				// "cancel ruth's inspection at old mill and have her
				// inspect the loft tuesday at 10 instead": the visit
				// cancelled, booked elsewhere (a new job, not an edit of
				// one at the loft); "her" is the pro of the part before.
				in.Kind, in.When, in.NewWhen = kindSchedule, in.NewWhen, nil
				if in.ProID == 0 && (in.rolePro != "" || len(in.proCandidates) == 0 && doesInstead(strings.Fields(part))) && prev.ProID != 0 {
					// ("cx tyler's insp tue, do 2A instead at 2p": no one
					// else named, the same pro)
					in.ProID, in.proCandidates, in.rolePro = prev.ProID, []int64{prev.ProID}, ""
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindCancel && (in.Kind == kindEdit || in.Kind == kindHelp) && in.namedPlace && prev.AddressID != 0 &&
				in.AddressID != prev.AddressID && in.JobID == 0 && in.When == nil && in.NewWhen == nil && in.Shift == 0 && in.SameSlot &&
				in.SetStatus == "" && in.SetNotes == "" && !in.Unassign && in.serviceTo == "" && has(ptoks, "instead") &&
				(in.ProID != 0 || (in.rolePro == "him" || in.rolePro == "her" || in.rolePro == "them" || in.rolePro == "he" || in.rolePro == "she" || in.rolePro == "they") && prev.ProID != 0 ||
					// "cx tyler's pc-12 insp tue, do 2A instead same time":
					// no one else named, the same pro (or none, as before).
					in.rolePro == "" && len(in.proCandidates) == 0 && doesInstead(strings.Fields(part))) &&
				has(ptoks, "go", "head", "do", "swing", "come", "take", "cover") {
				// "halvorson doesnt need to do range light on the 12th,
				// cancel. have him go to the trailhead cabin that day
				// instead, same time": the visit cancelled, booked at the
				// other place in its slot (its day, hour and service).
				in.Kind = kindSchedule
				if in.ProID == 0 {
					in.ProID, in.proCandidates, in.rolePro = prev.ProID, []int64{prev.ProID}, ""
				}
				if in.Service == "" {
					in.Service = prev.Service
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindStay && prev.StayOp == stayCheckIn && prev.When != nil && prev.When.HasTime &&
				(hasPhrase(ptoks, "by then") || hasPhrase(ptoks, "before then") || hasPhrase(ptoks, "in time")) &&
				(in.Kind == kindTurnover || in.Kind == kindSchedule || in.Kind == kindHelp && has(ptoks, "clean", "cleaned", "turned", "ready")) {
				// "the nguyens want to check in at noon sat, can amelie get
				// the carriage house turned over by then": a cleaning done
				// by their new arrival, never the turnover after their
				// stay.
				w := *prev.When
				in.Kind, in.Service, in.When, in.dates, in.ReadyBy = kindSchedule, steward.Cleaning, &w, []When{w}, true
				in.ReservID, in.Candidates = 0, nil
				if in.AddressID == 0 {
					if r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, prev.ReservID); err == nil {
						in.AddressID = r.AddressID
					}
				}
			}
			if thereAsWellAfterTurnover(prev, in, part) {
				// "Sea Point changeover on Sunday 15th after the Peters -
				// Thandi please, and get her to do a restock there at 2 as
				// well": on the changeover's day (multitwo.go).
				in.SameDay = true
			}
			if ptoks, day := tokenize(part), s.stayDayOf(prev); prev.Kind == kindStay && day != nil && (in.When == nil || !in.When.HasDate) &&
				(in.Kind == kindSchedule || in.Kind == kindTurnover) {
				// "the bakers want an early checkin on the 13th at noon, can
				// keisha clean harbor view that morning": the stay's day
				// ("… check in at noon instead of 3 on the 10th, so have
				// miguel restock …": the day said apart from the time).
				prev.When = day
				hour := -1
				for _, p := range []string{"morning", "afternoon", "evening", "day", "night"} {
					if hasPhrase(ptoks, "that "+p) || hasPhrase(ptoks, "same "+p) {
						hour = dayParts[p]
					}
				}
				if hour < 0 && in.Kind == kindSchedule && in.When != nil && in.When.HasTime && len(in.dates) == 1 && in.anc == nil && prev.ReservID != 0 {
					// "amy brooks wants a late checkout sat at noon. have dana
					// clean birch at 1": a time alone, at the stay's
					// property, is on the stay's day, not today.
					if r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, prev.ReservID); err == nil && (in.AddressID == 0 || in.AddressID == r.AddressID) {
						hour = 0
					}
				}
				if hour >= 0 {
					w := When{HasDate: true, Year: prev.When.Year, Month: prev.When.Month, Day: prev.When.Day}
					switch {
					case in.When != nil && in.When.HasTime:
						w.HasTime, w.Hour, w.Minute, w.Soft = true, in.When.Hour, in.When.Minute, in.When.Soft
					case hour > 0:
						w.HasTime, w.Hour, w.Soft = true, hour, true
					}
					in.When, in.dates, in.SameDay = &w, []When{w}, false
				}
			}
			if prev.Kind == kindStay && prev.ReservID != 0 && in.ReservID == 0 && len(in.Candidates) == 0 && !in.namedPlace &&
				(isStayEvent(tokenize(part)) || personSubject(part) && has(tokenize(part), "coming", "come", "getting", "get", "staying") || // ("… and they're coming thurs instead of fri")
					personSubject(part) && partySize(tokenize(part))) { // ("…, and they're 4 people now")
				// "…, and arriving at 2 instead of 4": the same stay.
				in.ReservID, in.Candidates = prev.ReservID, []int64{prev.ReservID}
				if in.StayOp == "" && in.Kind != kindTurnover {
					toks := tokenize(part)
					n := len(in.dates)
					if n == 0 && in.When != nil {
						n = 1
					}
					_, _, hasService := serviceOf(toks)
					in.StayOp, in.StayNights = stayOpOf(toks, hasService, false, n, in.Shift)
					if in.StayOp == "" && n > 0 && has(toks, "coming", "come", "getting") && !hasService {
						in.StayOp = stayCheckIn // "…, and they're coming thurs instead of fri"
					}
				}
				switch {
				case in.Kind == kindTurnover:
					// "… and we need a turnover after they leave": a job
					// after that stay, not a change of it.
				case in.StayOp != "":
					if in.Kind == kindEdit && in.When != nil && in.NewWhen != nil && (in.StayOp == stayCheckOut || in.StayOp == stayCheckIn) {
						// "…, and they want to leave sun instead of mon":
						// the new day, not the one it replaces.
						in.When = in.NewWhen
					}
					in.Kind = kindStay
					if in.NewWhen == nil && in.When != nil {
						in.NewWhen = in.When
					}
				default:
					in.Kind = kindHelp // never a new stay
				}
			}
			if in.Kind == kindCancel && prev.Kind == kindCancel && in.Service == "" && in.ProID == 0 && in.When == nil && !in.namedPlace &&
				len(tokenize(part)) <= 3 {
				// "no need for the restock at the loft on saturday, … .
				// cancel pls": the cancel already read, said again.
				out[len(out)-1].rawText += ". " + in.rawText
				continue
			}
			if prev.Kind == kindSchedule && prev.When != nil && prev.When.HasDate && !prev.When.HasTime && prev.ProID == 0 &&
				!has(tokenize(prev.rawText), creationVerbs...) && !has(tokenize(prev.rawText), "need", "needs", "want", "can", "could", "pls", "please", "get", "another", "new") &&
				(in.Kind == kindEdit || in.Kind == kindReschedule) && !in.namedPlace && in.Service == "" && in.ProID == 0 && in.JobID == 0 &&
				has(tokenize(part), "it", "that") && (in.NewWhen != nil || in.Shift != 0) {
				// "sunday clean at main house.. push it to 2": the job the
				// part before names by its day, moved.
				p := &out[len(out)-1]
				p.Kind, p.NewWhen, p.Shift = kindReschedule, in.NewWhen, in.Shift
				p.rawText += " " + in.rawText
				continue
			}
			if namedJobThenMove(prev, in, part) {
				// "odile -> termite check in magnolia, bump it to thurs
				// the 12th 2pm": the job the part before names, moved
				// (pestcheck.go).
				p := &out[len(out)-1]
				p.Kind, p.NewWhen, p.Shift = kindReschedule, in.NewWhen, in.Shift
				p.rawText += " " + in.rawText
				continue
			}
			if ptoks := tokenize(part); len(out) > 0 && in.ProID != 0 && in.When == nil && in.NewWhen == nil && in.namedPlace &&
				(in.Kind == kindSchedule || in.Kind == kindHelp) && !has(ptoks, "book", "schedule", "add", "another", "also", "too", "new") {
				// "both nashville places cleaned, 10am each. marisol can do
				// the gulch and whoever's free for east nash": who does the
				// booking just made at the place named after the pro.
				first := in.AddressID
				if first == 0 && len(in.addrCandidates) > 0 {
					first = in.addrCandidates[0]
				}
				if all := allProperties(ptoks, s.addrs); len(all) > 1 {
					// the place said first after the pro ("siobhan can do the
					// boathouse and whoever's free for catawba")
					slices.SortStableFunc(all, func(a, b propertyMatch) int { return a.at.start - b.at.start })
					first = all[0].addr.ID
				}
				attached := false
				for j := range out {
					if out[j].Kind == kindSchedule && out[j].AddressID == first && out[j].ProID == 0 && s.pro(in.ProID).Offers(out[j].Service) {
						out[j].ProID, out[j].proCandidates, attached = in.ProID, []int64{in.ProID}, true
						break
					}
				}
				if attached {
					continue
				}
			}
			if m := addNoteRe.FindStringSubmatch(part); m != nil && (prev.Kind == kindEdit || prev.Kind == kindReschedule) && prev.SetNotes == "" {
				// "earl's disposal job at the condo - make it 10am and add a
				// note that the abernathys say the breaker keeps tripping":
				// a note on that job, never a visit of its own.
				p := &out[len(out)-1]
				p.Kind, p.SetNotes = kindEdit, strings.TrimSpace(m[1]) // (an edit writes both, one change)
				p.rawText += " and " + part
				continue
			}
			if p := s.pro(prev.ProID); prev.Kind == kindSchedule && p != nil && in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == 0 &&
				in.rolePro == "" && p.Offers(in.Service) && (startsWithPro(tokenize(msg), p) || len(prev.proPos) > 0 && prev.proPos[0] == 0) && has(tokenize(part), "it", "there", "after") {
				// "TJ clean the tarpon cottage wed at 10 and restock it right
				// after": the pro said first does both.
				in.ProID, in.proCandidates = p.ID, []int64{p.ID}
			}
			if ptoks := tokenize(part); prev.Kind == kindSchedule && prev.Service != "" && in.Kind == kindHelp && in.namedPlace && in.When == nil &&
				len(ptoks) > 0 && onwardVerbs[ptoks[0].s] {
				if m := forHourRe.FindStringSubmatch(part); m != nil {
					// "… then heads down to ptarmigan for 2": at 2.
					if w, ok := ReadWhen("at "+m[1], s.now, s.loc(in.AddressID)); ok && w.HasTime {
						in.When = &w
					}
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindSchedule && prev.Service != "" && in.Kind == kindHelp && in.namedPlace && in.When != nil && in.Service == "" &&
				in.ProID == 0 && len(ptoks) > 0 && onwardVerbs[ptoks[0].s] {
				// "marisol cleans the bluebird at 10 then heads down to
				// ptarmigan for 2": the same work, there, by the same pro.
				in.Kind, in.Service, in.Deep = kindSchedule, prev.Service, prev.Deep
				if prev.ProID != 0 {
					in.ProID, in.proCandidates = prev.ProID, []int64{prev.ProID}
				}
				if d := prev.When; d != nil && d.HasDate && !in.When.HasDate {
					w := *in.When
					w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
					in.When, in.dates = &w, []When{w}
				}
			}
			if ptoks := tokenize(part); prev.Kind == kindHelp && prev.namedPlace && prev.AddressID != 0 && prev.When != nil && prev.When.HasDate && in.Kind == kindSchedule &&
				in.Service != "" && in.namedPlace && in.AddressID != prev.AddressID && has(ptoks, "both", "each") && len(out) > 0 {
				// "tues i need elk meadow and the fall river place both
				// cleaned, 11am each": the same work at both, that day.
				p := &out[len(out)-1]
				p.Kind, p.Service, p.Deep = kindSchedule, in.Service, in.Deep
				if in.When != nil && in.When.HasTime && !in.When.HasDate {
					w := *in.When
					w.HasDate, w.Year, w.Month, w.Day = true, prev.When.Year, prev.When.Month, prev.When.Day
					in.When, in.dates = &w, []When{w}
					pw := w
					p.When, p.dates = &pw, []When{pw}
				}
			}
			if prev.Kind == kindHelp && prev.anc != nil && !prev.ancApplied && in.Kind == kindSchedule && in.When == nil && in.anc == nil && len(out) > 0 {
				// "after renata's done at the tumbleweed sat can she head
				// straight across the river and clean the driftwood": the
				// part before is when, and who ("she").
				a := *prev.anc
				in.anc = &a
				if err := s.applyAnchor(&in, in.anc, prev.dates); err != nil {
					return nil, err
				}
				if in.ProID == 0 && (prev.rolePro == "she" || prev.rolePro == "he") && len(a.pros) == 1 {
					in.ProID, in.proCandidates = a.pros[0], []int64{a.pros[0]}
				}
				in.rawText = prev.rawText + " and " + in.rawText
				out = out[:len(out)-1]
			}
			if in.anc != nil && in.anc.job && in.anc.proPronoun && in.Kind == kindSchedule && (prev.Kind == kindEdit || prev.Kind == kindReschedule || prev.Kind == kindSchedule) &&
				(has(tokenize(part), "it", "there") || in.ProID != 0 && prev.ProID != 0 && prev.ProID != in.ProID) {
				// "push rosa's condo clean tmrw to 2 and have kaylee
				// restock it right after she's done": after that job, as
				// the part before leaves it (run), not after a job of
				// Kaylee's.
				if d := dayOfPart(prev); len(in.dates) == 1 && in.dates[0].HasTime && !in.dates[0].Soft && (in.dates[0].HasDate || d != nil) &&
					(in.namedPlace || prev.AddressID != 0) {
					// "… bree to clean mon at 11 and marco restock it at
					// 2 after she's done": the hour said, that day.
					w := in.dates[0]
					if !w.HasDate {
						w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
					}
					in.When, in.dates, in.anc, in.anchorProblem = &w, []When{w}, nil, ""
					if !in.namedPlace {
						in.AddressID = prev.AddressID
					}
				} else {
					in.When, in.dates, in.anc, in.anchorProblem, in.RightAfter = nil, nil, nil, "", true
				}
				if in.RightAfter && !in.namedPlace && !has(tokenize(part), "there") {
					in.AddressID = 0 // the job's own place (rightAfter), not that of a job of the pro's
				} else if !in.namedPlace {
					in.AddressID = prev.AddressID
				}
			}
			if d := dayOfPart(prev); d != nil && in.Kind == kindEdit && in.SetNotes != "" && in.When == nil && in.NewWhen == nil && in.JobID == 0 &&
				in.Service != "" && !in.namedPlace && in.AddressID != 0 && in.AddressID == prev.AddressID && has(tokenize(part), "there") {
				// "cancel tmrw's restock at the ski condo. also add a note to
				// jess's clean there …": of several such jobs there, the one
				// of the day the part before is about.
				if day, err := s.onlyJobThatDay(in, *d); err != nil {
					return nil, err
				} else if day != nil {
					in.When, in.dates = day, []When{*day}
				}
			}
			if d := dayOfPart(prev); in.Kind == kindSchedule && in.When != nil && !in.When.HasDate && in.When.HasTime &&
				(prev.Kind == kindEdit || prev.Kind == kindReschedule) && d != nil && d.HasDate &&
				has(tokenize(part), "there", "after", "afterwards", "then", "too", "also", "same") {
				// "put rosa on the piety st clean fri … and have her
				// restock there after at 3": the day of the job the part
				// before is about.
				w := *in.When
				w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
				in.When, in.dates = &w, []When{w}
			}
			if in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == 0 && prev.ProID != 0 && bareJobPhrase(tokenize(part)) &&
				prosWorkVerb(tokenize(prev.rawText)) {
				// "have ana do the pb condo turnover monday and a restock
				// there at 1": the second job is the object of the same
				// "have ana do", so hers too.
				in.ProID, in.proCandidates = prev.ProID, []int64{prev.ProID}
			}
			switch {
			case (prev.Kind == kindTurnover || prev.Kind == kindSchedule) && prev.ProID == 0 && len(prev.proCandidates) == 0 && prev.AddressID != 0 &&
				definiteService(tokenize(prev.rawText)) && !has(tokenize(prev.rawText), creationVerbs...) && !saysAnother(tokenize(prev.rawText)) &&
				in.Kind == kindEdit && in.ProID != 0 && in.FromPro == 0 && !in.namedPlace && in.Service == "" && in.When == nil && in.NewWhen == nil &&
				in.JobID == 0 && has(tokenize(part), "it", "that") && has(tokenize(part), "give", "hand", "assign", "put"):
				// "The turnover at Bear Den on Sunday doesn't have anyone on
				// it yet. Give it to Marcy.": the job said first, as one
				// that exists, given to the pro.
				p := &out[len(out)-1]
				p.Kind, p.ProID, p.proCandidates = kindEdit, in.ProID, in.proCandidates
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindEdit && prev.FromPro != 0 && prev.ProID == 0 && len(prev.proCandidates) == 0 && prev.JobID == 0 && !prev.Unassign && prev.NewWhen == nil && prev.Shift == 0 &&
				in.ProID != 0 && in.ProID != prev.FromPro && in.FromPro == 0 && !in.Unassign && (in.Kind == kindEdit || in.Kind == kindHelp || in.Kind == kindSchedule || in.Kind == kindReschedule) &&
				(in.AddressID == 0 || prev.AddressID == 0 || in.AddressID == prev.AddressID) && (in.Service == "" || prev.Service == "" || in.Service == prev.Service) &&
				has(tokenize(part), "give", "put", "hand", "assign", "reassign") && !has(tokenize(part), "book", "schedule", "add", "another", "new", "extra", "second", "also", "too"):
				// "Sophie is sick for samedi. Put Martine on the ménage at
				// Le Refuge and at 13h", "Plomberie Laurentides cannot come
				// finally. Give it to Luc, vendredi at 9h": the job the pro
				// can't do, given to the pro the next part names (at the
				// hour it says, on the job's day unless it says another).
				p := &out[len(out)-1]
				p.ProID, p.proCandidates = in.ProID, in.proCandidates
				if p.AddressID == 0 {
					p.AddressID, p.addrCandidates, p.namedPlace = in.AddressID, in.addrCandidates, in.namedPlace
				}
				if p.Service == "" {
					p.Service = in.Service
				}
				if w := firstWhen(in.NewWhen, in.When); w != nil && w.HasTime {
					nw := *w
					if !nw.HasDate && p.When != nil && p.When.HasDate {
						nw.HasDate, nw.Year, nw.Month, nw.Day = true, p.When.Year, p.When.Month, p.When.Day
					}
					p.NewWhen = &nw
				}
				p.rawText += " " + in.rawText
				continue
			case (prev.Kind == kindEdit || prev.Kind == kindReschedule) && (in.Kind == kindEdit || in.Kind == kindReschedule) && prev.JobID == 0 && in.JobID == 0 &&
				(in.AddressID == 0 || prev.AddressID == 0 || in.AddressID == prev.AddressID) && (prev.Service == "" || in.Service == "" || prev.Service == in.Service) &&
				in.When == nil && in.NewWhen == nil && in.ProID == 0 && in.FromPro == 0 && !in.Unassign && in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil &&
				newsDay(prev) != nil && (prev.Shift != 0) != (in.Shift != 0) &&
				prev.FromPro == 0 && !prev.Unassign && prev.SetStatus == "" && prev.SetNotes == "" && prev.SetPrice == nil:
				// "Kokua can come tomorrow to the Lanai House only one hour
				// later. Please shift the Cleaning accordingly", "nguyens
				// asked if everything friday at the bachelor house could
				// happen a bit later. push both jobs there an hour later":
				// the news gives the day, the request the change; one
				// change of that day's job(s), never two (the pro who
				// brings the news only says who can come, no one is
				// given the job).
				p := &out[len(out)-1]
				p.Kind, p.ProID, p.proCandidates = in.Kind, 0, nil
				p.When, p.NewWhen = newsDay(prev), nil
				if in.Shift != 0 {
					p.Shift = in.Shift
				}
				if p.AddressID == 0 {
					p.AddressID, p.addrCandidates, p.namedPlace = in.AddressID, in.addrCandidates, in.namedPlace
				}
				if in.Service != "" {
					p.Service, p.Deep = in.Service, in.Deep
				}
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindSchedule && prev.namesJob && prev.When != nil && prev.When.HasTime && (in.Kind == kindEdit || in.Kind == kindHelp) &&
				shouldBeTime(in) != nil && !in.namedPlace && in.Service == "" && in.ProID == 0 && shouldBeAt(tokenize(part)):
				// "gilles's sunday clean at tide line is at noon?? should be
				// 1": the job named with the time it has, and the time it
				// should have, on its day.
				p := &out[len(out)-1]
				w := *shouldBeTime(in)
				if p.When.HasDate {
					w.HasDate, w.Year, w.Month, w.Day = true, p.When.Year, p.When.Month, p.When.Day
				}
				p.Kind, p.NewWhen = kindEdit, &w
				p.rawText += ", " + in.rawText
				continue
			case prev.Kind == kindSchedule && prev.namesJob && prev.When == nil && prev.ProID == 0 && (in.Kind == kindEdit || in.Kind == kindReschedule || in.Kind == kindHelp) &&
				!in.namedPlace && in.Service == "" && in.ProID == 0 && has(tokenize(part), "it", "that") && editOfNamedJob(&in, part):
				// "the inspection at villa 7, make it 11": the job the part
				// before names, changed as this part says.
				p := &out[len(out)-1]
				p.Kind, p.NewWhen, p.Shift, p.SetStatus, p.SetNotes = kindEdit, in.NewWhen, in.Shift, in.SetStatus, in.SetNotes
				if in.Kind == kindReschedule {
					p.Kind = kindReschedule
				}
				p.rawText += ", " + in.rawText
				continue
			case prev.Kind == kindSchedule && in.Kind == kindSchedule && in.ProID != 0 && in.When == nil && !in.namedPlace && len(in.proCandidates) <= 1 &&
				!servicesNamed(tokenize(part)) && contentWords(in.noteWords) == 0 && has(tokenize(part), "send", "get", "have", "use", "with"):
				// "clean coral cove on the 19th at 10 and send jordan": the
				// pro of the booking before, not a booking of its own.
				p := &out[len(out)-1]
				if p.ProID == 0 {
					p.ProID, p.proCandidates = in.ProID, in.proCandidates
				}
				p.rawText += " and " + in.rawText
				continue
			case prev.Kind == kindQuestion && in.Kind == kindHelp && whatIsIt(tokenize(part)):
				// "The Gibsons have asked … for the key safe number at the
				// Barn … What is it?": the question just said, asked.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindSchedule && prev.When == nil && len(prev.dates) == 0 && prev.anc == nil && !prev.Urgent && prev.ProID != 0 &&
				(in.Kind == kindSchedule || in.Kind == kindHelp && in.Service == "") && in.When != nil && in.ProID == 0 && len(in.proCandidates) == 0 && slices.Contains([]string{"him", "her"}, in.rolePro) &&
				!in.namedPlace && (in.AddressID == 0 || in.AddressID == prev.AddressID) && !servicesNamed(tokenize(part)) && bookPronounFor(tokenize(part)):
				// "Graham has kindly agreed to replace the old light
				// fittings … at Low Fold. Could you book him for a week on
				// Tuesday, at 10 in the morning?": the day of the visit just
				// said (woodfinish.go), not a visit of its own.
				p := &out[len(out)-1]
				p.When, p.dates = in.When, in.dates
				if in.anc != nil {
					p.anc, p.ancApplied, p.anchorProblem, p.ReadyBy = in.anc, in.ancApplied, in.anchorProblem, in.ReadyBy
				}
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindSchedule && prev.Service == steward.Restocking && in.Kind == kindSchedule && in.Service == steward.Restocking &&
				in.When == nil && !in.namedPlace && (in.ProID == 0 || in.ProID == prev.ProID) && bringsAlong(tokenize(part)):
				// "get Jenny to restock the place two hours after they go?
				// She can bring the tea and the toilet rolls.": what that
				// restock brings (woodfinish.go), not a restock of its own.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindHelp && in.namedPlace && (prev.Kind == kindSchedule || prev.Kind == kindReport) && (in.ProID != 0 || in.When != nil) && in.AddressID != prev.AddressID:
				// "book Miguel to clean the loft on Friday and Dana for
				// Blue Ridge on Saturday": a booking of its own, of the
				// same service.
				in.Kind, in.Service, in.Deep = kindSchedule, prev.Service, prev.Deep
				if pro := s.pro(in.ProID); pro != nil && !slices.Contains(pro.Services, in.Service) && len(pro.Services) == 1 {
					// "… and nadia for riverside on the 19th": the pro's one
					// service, when it is not the part before's.
					in.Service, in.Deep = pro.Services[0], false
				}
				if in.ProID == 0 && len(in.proCandidates) == 0 {
					in.ProID = prev.ProID // "book wes for unit 4b on the 14th and the barn on the 15th"
				}
				if p := &out[len(out)-1]; p.When != nil && !p.When.HasDate && in.When != nil && in.When.HasDate {
					// "inspect the loft at 9 and the cabin at 11 on the
					// 16th": the date said once is both parts'.
					w := *p.When
					w.HasDate, w.Year, w.Month, w.Day = true, in.When.Year, in.When.Month, in.When.Day
					p.When = &w
				} else if p.When == nil && len(p.dates) == 0 && len(p.factDates) > 0 && in.When != nil && in.When.HasDate {
					// "10+ inches coming fri night. pokorny to plow out
					// tamarack and muskie sat morning": the weather's day
					// is no job's; the day said once is both parts'.
					w := *in.When
					p.When = &w
				} else if p.When != nil && p.When.HasDate && in.When != nil && !in.When.HasDate {
					// "bo at bluebonnet on the 20th and dale at 412 w main
					// the same day at 2": the day said once, each its time.
					w := *in.When
					w.HasDate, w.Year, w.Month, w.Day = true, p.When.Year, p.When.Month, p.When.Day
					in.When = &w
				}
			case in.Kind == kindSchedule && in.Service == "" && prev.Service != "" && in.ProID != 0 && s.pro(in.ProID).Offers(prev.Service) &&
				// ("a pipe burst at el nido. send san juan ASAP": the
				// report's own visit, with that pro, below, never a second)
				!(prev.Kind == kindReport && !in.namedPlace && !isProblem(tokenize(in.rawText))):
				// "cancel the chalet clean and book keisha there sunday at
				// 10": the service of the part before, which Keisha does.
				in.Service, in.Deep = prev.Service, prev.Deep
			case prev.Kind == kindReport && in.Kind == kindHelp && in.Service == "" && in.ProID == 0 && len(in.proCandidates) == 0 &&
				in.When == nil && len(in.dates) == 0 && in.anc == nil && !in.SameSlot && (in.AddressID == 0 || in.AddressID == prev.AddressID) &&
				!isProblem(tokenize(part)) && has(tokenize(part), "someone", "somebody", "anyone", "anybody", "it", "that", "this", "them"):
				// "water is leaking into the unit below … please book
				// somebody immediately": the visit for the problem just
				// said (as soon as it can be, when urgent), not another.
				p := &out[len(out)-1]
				if in.Urgent {
					p.Urgent, p.When, p.dates = true, nil, nil
				}
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindHelp && in.Service == "" && prev.Service != "" && !in.SameSlot &&
				has(tokenize(part), "book", "schedule", "add", "arrange", "set"):
				// "mark the cleaning done and book the next one for friday":
				// a booking of its own, of the same service.
				in.Kind, in.Service, in.Deep = kindSchedule, prev.Service, prev.Deep
			case askedAbout(out) != nil && in.Kind == kindHelp && in.ProID != 0 && !in.namedPlace &&
				in.When == nil && has(tokenize(part), "it", "that") && has(tokenize(part), "put", "give", "have", "get", "assign", "stick"):
				// "whos doing the ranch clean fri? nobody? ok put yolanda on
				// it": the job asked about, given to her.
				q := askedAbout(out)
				in.Kind, in.AddressID, in.Service, in.When = kindEdit, q.AddressID, q.Service, q.When
				if toks := tokenize(part); hasPhrase(toks, "if not") || hasPhrase(toks, "if no one") || hasPhrase(toks, "if nobody") || hasPhrase(toks, "if noone") {
					// "anyone on the osprey clean saturday? if not put jenny
					// on it": "it" is the one job the answer names, given
					// to her only when it has no pro (handle); never a
					// job of that service taken from its pro.
					in.Service, in.When = "", nil
				}
			case prev.Kind == kindStay && prev.When != nil && (in.Kind == kindHelp || in.Kind == kindStay) && in.When == nil && in.NewWhen == nil &&
				in.ProID == 0 && !in.namedPlace && in.Service == "" && has(tokenize(part), "change", "update", "move", "fix", "adjust") &&
				(prev.StayOp == stayCheckIn && (hasPhrase(tokenize(part), "check in") || has(tokenize(part), "checkin", "arrival")) ||
					prev.StayOp == stayCheckOut && (hasPhrase(tokenize(part), "check out") || has(tokenize(part), "checkout", "departure"))):
				// "kowalczyks wont get to boothbay til 7pm tues, … can u
				// change their check in": the change just read, asked for.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindStay && prev.StayOp == stayCheckOut && (in.Kind == kindSchedule || in.Kind == kindHelp && (in.ProID != 0 || in.rolePro != "")) &&
				(in.Service == "" || in.Service == steward.Cleaning) &&
				in.JobID == 0 && !in.namedPlace && in.NewWhen == nil && in.When != nil && in.When.HasTime && !in.When.Soft &&
				(has(tokenize(part), "start", "too", "also") || hasPhrase(tokenize(part), "as well")) &&
				!slices.ContainsFunc(readDates(tokenize(part), s.now, time.UTC), func(d When) bool { return d.HasDate }) &&
				!has(tokenize(part), "another", "extra", "new", "additional", "second", "book", "schedule", "add", "move", "push", "reschedule", "bump"):
				// "… Please change their check out, and have the young
				// lady who cleans the cabins start at one o'clock as
				// well": the cleaning after their stay, moved to that
				// hour (followStay), never a second one booked.
				in.Kind, in.NewWhen, in.When, in.rolePro = kindReschedule, in.When, nil, ""
				if len(in.proCandidates) > 1 {
					in.ProID, in.proCandidates = 0, nil
				}
			case prev.Kind == kindStay && in.Kind == kindHelp && in.ProID != 0 && in.When == nil && !in.namedPlace &&
				has(tokenize(part), "earlier", "later", "start", "adjust", "accordingly", "match", "shift"):
				// "the brandts are checking out at 9 tmrw instead of 11, can
				// bea start earlier?": her job after their stay, moved with
				// it (followStay).
				in.Kind = kindReschedule
			case (in.Kind == kindHelp || in.Kind == kindEdit || in.Kind == kindReschedule) && in.JobID == 0 && in.ProID == 0 && len(in.proCandidates) == 0 &&
				!in.namedPlace && in.Service == "" && in.Shift == 0 && !in.SameSlot && in.SetStatus == "" && in.SetNotes == "" && !in.Unassign &&
				firstWhen(in.NewWhen, in.When) != nil && firstWhen(in.NewWhen, in.When).HasTime && !firstWhen(in.NewWhen, in.When).HasDate &&
				(prev.Kind == kindEdit || prev.Kind == kindReschedule) && prev.NewWhen != nil && prev.NewWhen.HasDate && !prev.NewWhen.HasTime &&
				!s.guestsTime(*firstWhen(in.NewWhen, in.When), tokenize(part)):
				// "can we move the shotgun clean to fri? maybe 2pm": the
				// hour said after a move to a day is the move's, never
				// dropped for the job's own hour.
				p := &out[len(out)-1]
				w, t := *p.NewWhen, firstWhen(in.NewWhen, in.When)
				w.HasTime, w.Hour, w.Minute, w.Soft = true, t.Hour, t.Minute, t.Soft
				p.NewWhen = &w
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindHelp && in.ProID == 0 && in.When != nil && !in.SameSlot && (prev.Kind == kindEdit || prev.Kind == kindReschedule) &&
				(prev.NewWhen != nil || prev.Shift != 0) && s.guestsTime(*in.When, tokenize(part)):
				// "can she start at 10:30 instead? sandovals are out at 10":
				// the guests' time, a fact beside the move, not the job's.
				p := &out[len(out)-1]
				p.factDates = append(p.factDates, *in.When)
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindQuestion && (in.Kind == kindEdit || in.Kind == kindHelp || in.Kind == kindReschedule) && guessChecked(tokenize(part)) &&
				in.ProID == 0 && in.JobID == 0 && in.Service == "" && in.NewWhen == nil && in.Shift == 0 && in.SetStatus == "" && in.SetNotes == "" && !in.Unassign:
				// "When do the Whitakers check out? Is it Tuesday?": the
				// host's guess at the answer, part of the question; the
				// answer says the day.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindEdit && in.FromPro != 0 && in.ProID == 0 && in.JobID == 0 && !in.Unassign && in.NewWhen == nil && in.Shift == 0 &&
				in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil && in.Service == "" && !in.namedPlace && !in.SameSlot &&
				(in.When == nil || !in.When.HasDate) && (prev.Kind == kindEdit || prev.Kind == kindReschedule) && (prev.NewWhen != nil || prev.Shift != 0) &&
				!has(tokenize(part), "off", "instead", "else", "another", "replace", "unassign", "remove", "cancel", "swap", "switch"):
				// "move tomorrow's restock to 16:00? Rosa's got a dentist
				// appointment in the afternoon": why the job moves, said of
				// its pro; never her job taken from her.
				p := &out[len(out)-1]
				if in.When != nil {
					p.factDates = append(p.factDates, *in.When)
				}
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindEdit && in.Unassign && in.ProID == 0 && in.JobID == 0 && in.Service == "" && (in.When == nil || !in.When.HasDate) &&
				(prev.Kind == kindReport || prev.Kind == kindEdit && saysCannot(tokenize(prev.rawText)) && prev.NewWhen == nil && prev.Shift == 0 &&
					prev.SetStatus == "" && prev.SetNotes == "" && prev.SetPrice == nil && !prev.Unassign && prev.FromPro == 0 && prev.JobID == 0) &&
				prev.ProID != 0 && prev.Service != "" && prev.When != nil && prev.When.HasDate &&
				(in.AddressID == 0 || in.AddressID == prev.AddressID) && has(tokenize(part), "him", "her", "them", "that", "it"):
				// "Marcus has done his back in, so he won't manage the
				// gutters at the Mill House on Monday. Could you take him
				// off that one?": the pro's job the sentence before named,
				// left with no one; not a repair to book.
				p := &out[len(out)-1]
				p.Kind, p.Unassign, p.FromPro, p.ProID, p.proCandidates, p.Notes, p.Urgent = kindEdit, true, prev.ProID, 0, nil, "", false
				if !definiteService(tokenize(prev.rawText)) {
					p.Service = "" // a report's service is assumed; the job is named by its words ("the sump pump check")
				}
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindHelp && in.ProID == 0 && in.When != nil && in.When.HasTime && !in.When.HasDate && !in.SameSlot &&
				(prev.Kind == kindEdit || prev.Kind == kindReschedule) && prev.NewWhen != nil && prev.NewWhen.HasTime &&
				(prev.When == nil || !prev.When.HasTime) && !in.namedPlace && has(tokenize(part), "after", "before", "until", "till", "til", "only"):
				// "… could we make it 13:00 rather than 10:00? The building
				// only lets contractors use the lift after lunch": a bound
				// said as the reason for the new time, never the hour the
				// job has now.
				p := &out[len(out)-1]
				p.factDates = append(p.factDates, *in.When)
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindHelp && (in.ProID != 0 || in.When != nil) && !in.SameSlot && prev.Kind != kindHelp && prev.Kind != kindQuestion &&
				prev.Kind != kindStay && !in.guestAsk && !in.kept && !(in.namedPlace && in.AddressID != prev.AddressID) &&
				// ("give the sandpiper inspection to dwight and the keys to
				// earl": another pro than the one the request has, never
				// its slot — the part is named as not done.)
				!(in.ProID != 0 && prev.ProID != 0 && in.ProID != prev.ProID):
				// "… and have Miguel do it", "…, at 3pm": slots of the
				// request before, not a request of their own.
				p := &out[len(out)-1]
				if p.ProID == 0 && (in.ProID != 0 || len(in.proCandidates) > 0 || in.rolePro != "") {
					// (the part after names who goes: "the cleaning lady
					// told me … Can Hollis go there": Hollis)
					p.ProID, p.proCandidates, p.rolePro = in.ProID, in.proCandidates, in.rolePro
				}
				if p.Kind == kindReport && in.Urgent && p.When == nil && in.When == nil {
					p.Urgent = true // "… glass everywhere. hank needs to go over asap": the report's visit, as soon as it can be
				}
				if p.When == nil {
					p.When = in.When
					if in.anc != nil && p.anc == nil {
						// "ants back at tybee. palmetto to treat the day
						// before the mcallisters arrive": the day the
						// anchor gives is the visit's.
						p.anc, p.ancApplied, p.anchorProblem, p.ReadyBy = in.anc, in.ancApplied, in.anchorProblem, in.ReadyBy
						if !p.ancApplied && in.anchorProblem == "" {
							if err := s.applyAnchor(p, p.anc, in.dates); err != nil {
								return nil, err
							}
						}
					}
				} else if in.When != nil && !p.When.HasTime && in.When.HasTime && !in.When.HasDate {
					w := *p.When
					w.HasTime, w.Hour, w.Minute = true, in.When.Hour, in.When.Minute
					p.When = &w
				} else if p.Kind == kindReport && in.When != nil && in.When.HasDate && p.When.HasDate &&
					(p.When.Year != in.When.Year || p.When.Month != in.When.Month || p.When.Day != in.When.Day) {
					// "the oven at el nido is broken and the riveras get
					// in sat. can someone check it fri?": the day the
					// visit is asked for is the visit's; a day in the
					// report (the guests', the breakdown's) is a fact.
					p.factDates = append(p.factDates, *p.When)
					p.When, p.dates = in.When, []When{*in.When}
				}
				if in.anc != nil && !in.ancApplied && p.anc == nil && p.Kind != kindQuestion && p.Kind != kindStay && (p.When == nil || !p.When.HasTime) {
					// "ants all over the kitchen @ Sullivan's. Palmetto 1 hr
					// after they leave sat": the time the part gives by
					// the guests' leaving is the visit's, when it has no
					// hour of its own ("… at 14:30 with Mrs. Kowalska,
					// after her cleaning" keeps 14:30).
					p.anc = in.anc
					if err := s.applyAnchor(p, in.anc, in.dates); err != nil {
						return nil, err
					}
				}
				p.rawText += " and " + in.rawText
				continue
			case prev.Kind == kindSchedule && prev.Service == steward.Maintenance && in.Kind == kindReport && !in.Urgent && in.ProID == 0 &&
				len(in.proCandidates) == 0 && in.When == nil && len(in.dates) == 0 && in.anc == nil && (in.AddressID == 0 || in.AddressID == prev.AddressID):
				// "can sierra flow look at the water heater at donner den
				// sat? pilot light keeps going out": what the visit is
				// for, said after it; one visit, with it in the notes.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				p.noteWords = append(p.noteWords, in.noteWords...)
				continue
			case prev.Kind == kindSchedule && prev.Service == steward.Maintenance && in.Kind == kindReport && in.ProID == 0 &&
				len(in.proCandidates) == 0 && !in.namedPlace && (in.AddressID == 0 || in.AddressID == prev.AddressID) && in.When != nil &&
				prev.When != nil && prev.When.HasDate && refinesTime(prev, in):
				// "once the brennans check out sat can deshawn look at the
				// outdoor shower at via de luna? its dripping. like an hr
				// after they leave": the problem is what the visit is for,
				// and the later time (of the same guests, or a bare hour)
				// is the visit's own, said more exactly; one visit (a leak
				// the host gives a time for is not sent at once).
				p := &out[len(out)-1]
				w := *in.When
				if !w.HasDate {
					w.HasDate, w.Year, w.Month, w.Day = true, p.When.Year, p.When.Month, p.When.Day
				}
				p.When = &w
				if in.anc != nil {
					p.anc, p.ancApplied, p.anchorProblem, p.ReadyBy = in.anc, in.ancApplied, in.anchorProblem, in.ReadyBy
				}
				p.rawText += " " + in.rawText
				p.noteWords = append(p.noteWords, in.noteWords...)
				continue
			case prev.Kind == kindReport && in.Kind == kindSchedule && in.Service == steward.Maintenance && in.ProID == 0 && len(in.proCandidates) == 0 &&
				in.When == nil && len(in.dates) == 0 && in.anc == nil && !in.Urgent && (in.AddressID == 0 || in.AddressID == prev.AddressID) &&
				has(tokenize(part), "it", "that", "this", "them", "someone", "somebody", "anyone"):
				// "the kitchen sink … is draining super slow. can we get it
				// snaked": the visit for the problem just said, not another.
				p := &out[len(out)-1]
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindReport && (in.Kind == kindReport || in.Kind == kindSchedule && in.Service == steward.Maintenance) &&
				prev.ProID == 0 && len(prev.proCandidates) == 0 && prev.When == nil && !prev.Urgent &&
				in.ProID != 0 && in.When != nil && (in.AddressID == prev.AddressID || !in.namedPlace) && prev.AddressID != 0 &&
				sharesThing(s.withoutPlaceWords(tokenize(in.rawText), prev.AddressID), tokenize(prev.rawText)):
				// "Porch screen door at Tybee torn. Sarge to Tybee 1 hr
				// after Harmons check out Sun, fix screen door.": the pro
				// and time for the thing just reported, said again with
				// its work, not a second problem ("… Tom to fix the porch
				// light Friday 1000": at the place reported, not Tom's
				// other one).
				p := &out[len(out)-1]
				p.ProID, p.proCandidates, p.rolePro = in.ProID, in.proCandidates, in.rolePro
				p.When, p.dates = in.When, in.dates
				if in.anc != nil {
					p.anc, p.ancApplied, p.anchorProblem, p.ReadyBy = in.anc, in.ancApplied, in.anchorProblem, in.ReadyBy
				}
				p.rawText += " " + in.rawText
				continue
			case prev.Kind == kindReport && (in.Kind == kindSchedule || in.Kind == kindHelp || in.Kind == kindReport && fixesIt(tokenize(in.rawText))) &&
				(in.ProID != 0 || in.When != nil || in.Urgent) &&
				!(in.namedPlace && in.AddressID != prev.AddressID) && // ("catfish cabin: the brandts said …, have wendell look at it …")
				// ("book mike at the cabin … at nine, the faucet is
				// dripping, and have gil plow the drive that same morning
				// at seven": the report has its pro and its hour; another
				// pro at another hour is a visit of its own)
				!(prev.ProID != 0 && in.ProID != 0 && in.ProID != prev.ProID && prev.When != nil && prev.When.HasTime && in.When != nil && in.When.HasTime &&
					(in.When.Hour != prev.When.Hour || in.When.Minute != prev.When.Minute)) &&
				!isProblem(withoutFixIt(tokenize(in.rawText))) && (in.Service == "" || in.Service == steward.Maintenance):
				if in.Urgent && in.When == nil {
					// "… collapsed, 10 guys show up fri. send someone asap":
					// the report's visit, as soon as it can be ("…,
					// delacroixs get in tmrw at 4. get summit out there
					// asap": with Summit).
					p := &out[len(out)-1]
					p.Urgent, p.When, p.dates = true, nil, nil
					if in.ProID != 0 || in.rolePro != "" {
						// ("marguerite's at tamarack … smells smoke. get
						// wes there right now": the one sent, not the one
						// who found it)
						p.ProID, p.proCandidates, p.rolePro = in.ProID, in.proCandidates, in.rolePro
					}
					p.rawText += " " + in.rawText
					continue
				}
				// "pipe burst in the bathroom, marco is freaking out. send
				// kai", "the fridge is broken. get kai to look at it
				// friday": the pro and time of the report, not a visit
				// of their own.
				p := &out[len(out)-1]
				if p.ProID == 0 || in.ProID != 0 || in.rolePro != "" {
					p.ProID, p.proCandidates = in.ProID, in.proCandidates
					if in.rolePro != "" {
						p.rolePro = in.rolePro
					}
				}
				if p.When == nil {
					p.When, p.dates = in.When, in.dates
					if in.anc != nil {
						p.anc, p.ancApplied, p.anchorProblem, p.ReadyBy = in.anc, in.ancApplied, in.anchorProblem, in.ReadyBy
					}
				}
				if in.When != nil && (in.When.HasTime || in.When.HasDate && p.When != nil && (!p.When.HasTime || otherDay(*p.When, *in.When))) && s.arrivalWhen(p) {
					// "… the sorensens arrive at 4 today. can blue oasis get
					// there this morning?": the guests' hour is a fact
					// (problems.go); the visit's is the one asked for.
					p.factDates = append(p.factDates, *p.When)
					p.When, p.dates = in.When, in.dates
				}
				p.rawText += " " + in.rawText
				continue
			case in.Kind == kindSchedule && in.Service != "" && !in.namedPlace && in.ProID == 0 && len(in.proCandidates) == 0 &&
				in.When != nil && in.When.HasTime && !in.When.HasDate && len(in.dates) == 1 && !in.RightAfter && !in.SameSlot && in.DaysAfter == 0 &&
				untimedBooking(out, in) >= 0:
				// "restock and clean the cabin on the 11th, restock at 9 and
				// clean at 11": the time of the cleaning already asked for,
				// not another cleaning today.
				p := &out[untimedBooking(out, in)]
				w := *p.When
				w.HasTime, w.Hour, w.Minute, w.Soft = true, in.When.Hour, in.When.Minute, in.When.Soft
				p.When = &w
				p.rawText += " and " + in.rawText
				continue
			case in.DaysAfter != 0 && in.Service != "" && prev.Kind == kindSchedule && (in.Kind == kindEdit || in.Kind == kindReschedule) && in.JobID == 0:
				// "clean the condo sat at 1 and inspect it 2 days later at
				// 9": a booking after the first, not a shift of a job.
				in.Kind, in.Shift = kindSchedule, 0
				if in.When == nil {
					in.When, in.NewWhen = in.NewWhen, nil
				}
			case in.Kind == kindEdit && in.SetNotes != "" && !in.namedPlace && in.Service == "" && in.When == nil &&
				(in.ProID == 0 || has(tokenize(part), "for", "to") && has(tokenize(part), "note", "notes")) && // "add a note for colleen: …"
				(prev.Kind == kindEdit || prev.Kind == kindReschedule) && prev.SetNotes == "" && !prev.all:
				// "move the dryer vent to 3pm and add a note: bring the
				// long brush": the note is for the job just named.
				p := &out[len(out)-1]
				p.Kind, p.SetNotes = kindEdit, in.SetNotes
				p.rawText += " and " + in.rawText
				continue
			case in.Kind == kindEdit && in.ProID != 0 && in.FromPro != in.ProID && in.Service == "" && in.When == nil && in.NewWhen == nil &&
				(!in.namedPlace || len(allProperties(tokenize(beforeReason(part)), s.addrs)) == 0) &&
				in.Shift == 0 && in.SetStatus == "" && in.SetNotes == "" && !in.Unassign && (prev.Kind == kindEdit || prev.Kind == kindReschedule) &&
				prev.ProID == 0 && len(prev.proCandidates) == 0 && !prev.all && has(tokenize(part), "it", "that", "them"):
				// "move the smoky clean on sat to 11 and have chris patel do
				// it instead": the same job, given to the pro ("… and give
				// it to tj since marisol's at the mangrove house": a place
				// said in the reason is not the job's).
				p := &out[len(out)-1]
				p.Kind, p.ProID = kindEdit, in.ProID
				if p.FromPro == 0 {
					p.FromPro = in.FromPro // ("… since marisol's at the mangrove house": hers)
				}
				p.rawText += " and " + in.rawText
				continue
			case (in.Kind == kindEdit || in.Kind == kindHelp && has(tokenize(part), "have") && in.Service == "") && prev.Kind == kindCancel &&
				in.SetStatus == "" && in.SetNotes == "" && !in.Unassign && in.JobID == 0 &&
				(has(tokenize(part), "book", "schedule", "add", "arrange", "get", "send") ||
					// "cancel the snow thing and have gus clear the deck at
					// aspen duplex a sat 9am instead"
					has(tokenize(part), "have") && (in.ProID != 0 || in.rolePro == "him" || in.rolePro == "her") && (in.namedPlace || has(tokenize(part), "there")) &&
						(in.When != nil || in.NewWhen != nil) && !has(tokenize(part), "it", "that")):
				// "cancel the hot tub job and book bo for the same slot
				// instead": "instead" is of the job cancelled; this part
				// books another.
				in.Kind = kindSchedule
				if p := s.pro(in.ProID); in.Service == "" && p != nil && len(p.Services) == 1 {
					in.Service = p.Services[0]
				}
				if in.When == nil {
					in.When, in.NewWhen = in.NewWhen, nil
				}
			case in.Kind == kindHelp && in.SameSlot && (in.ProID != 0 || has(tokenize(part), "book", "schedule", "get", "add")):
				in.Kind = kindSchedule // "… and book Rosa for the same slot"
			case in.Kind == kindHelp && in.Service == "" && isBareShift(in):
				in.Kind = kindEdit // "… and push it an hour later"
			}
		}
		if in.Kind == kindSchedule && !in.namedPlace && len(s.addrs) > 1 && everyProperty(tokenize(part)) {
			// "book a cleaning at each property for the 20th at 10",
			// "inspect all 3 properties": one job at every property.
			in.places = nil
			for _, a := range s.addrs {
				in.places = append(in.places, a.ID)
			}
		}
		if ptoks := tokenize(part); in.Kind == kindSchedule && len(in.places) == 0 && (len(in.addrCandidates) == 2 && has(ptoks, "both") ||
			len(in.addrCandidates) > 1 && has(ptoks, "all", "each", "every") && has(ptoks, "places", "units", "houses", "properties", "condos", "cabins", "homes", "rentals")) {
			// "both nashville places cleaned", "both aspen duplex units":
			// every property the words fit, one job each.
			in.places = in.addrCandidates
		} else if in.Kind == kindSchedule && len(in.places) == 0 && in.AddressID != 0 && has(ptoks, "both") {
			if sib := s.siblingOf(in.AddressID); sib != 0 {
				in.places = []int64{in.AddressID, sib} // "both aspen duplex units": Aspen Duplex A and B
			}
		}
		if in.Kind == kindSchedule && len(in.places) > 1 || in.Kind == kindCancel && len(in.places) > 1 && len(in.services) <= 1 {
			// "cancel the birch clean and the ridge one too": one cancel
			// per property.
			// "clean the cabin and blue ridge on sunday": one request
			// per property (and per service, below).
			if in.Count == len(in.places) {
				in.Count, in.CountOf, in.Times = 0, "", nil // "2 cleanings at the cabin and the loft": one each
			} else if in.Count != 0 {
				in.Times = nil // how many where: asked (counts.go)
			}
			// "grace to inspect blake st and the penthouse tues, 9am and
			// 2pm": the times in the order of the places.
			// ("mon the 16th: rosa does the bluebird at 10 then the chalet
			// at 2": the day said once, a time for each place.)
			var eachDay *When
			var eachTimes []When
			for _, d := range in.dates {
				switch {
				case d.HasDate && eachDay != nil && (d.Year != eachDay.Year || d.Month != eachDay.Month || d.Day != eachDay.Day):
					eachDay, eachTimes = nil, nil
				case d.HasDate:
					d := d
					eachDay = &d
				}
				if eachDay == nil && d.HasDate {
					break
				}
				if d.HasTime {
					eachTimes = append(eachTimes, d)
				}
			}
			each := in.Kind == kindSchedule && eachDay != nil && len(eachTimes) == len(in.places)
			var pair []When
			if !each && in.Kind == kindSchedule && len(in.places) == 2 && in.When != nil && in.When.HasDate {
				// "clean 2a and 2b sat at 10 and 1": "1" is the second
				// place's time, said bare.
				if m := atAndRe.FindStringSubmatch(in.rawText); m != nil {
					for _, t := range m[1:] {
						if w, ok := ReadWhen("at "+t, s.now, time.UTC); ok && w.HasTime {
							w.HasDate, w.Year, w.Month, w.Day = true, in.When.Year, in.When.Month, in.When.Day
							pair = append(pair, w)
						}
					}
				}
			}
			// "silver star 3b inspection tues 10am and plow at 88 elk fri
			// 7am": a service and a day for each place, in order.
			paired := len(in.services) == len(in.places) && len(in.servicePos) == len(in.services) && len(in.places) > 1
			ownDays := len(in.dates) == len(in.places) && !slices.ContainsFunc(in.dates, func(d When) bool { return !d.HasDate })
			proAt := s.prosByPlace(in, tokenize(part))
			for k, id := range in.places {
				one := in
				one.AddressID, one.addrCandidates, one.places = id, nil, nil
				// ("cancel both restocks, moonstone and the condo": "both"
				// counts the places, one job at each.)
				one.eachPlace = in.Kind == kindCancel
				if p, ok := proAt[id]; ok {
					one.ProID, one.proCandidates = p, []int64{p} // "… — tom on A, heidi on B"
				}
				if paired {
					one.Service, one.services, one.servicePos = in.services[k], nil, nil
					if p := s.pro(in.ProID); p != nil && !p.Offers(one.Service) {
						one.ProID, one.proCandidates = 0, nil // "… w buck": the plow's, not the inspection's
					}
					if ownDays {
						w := in.dates[k]
						one.When, one.dates = &w, []When{w}
					}
				}
				if !paired && ownDays && len(in.dates) > 1 {
					// "inspections at paupack and the loft monday 1pm and
					// tues 9am": a day for each place, in order, not each
					// place on each day.
					w := in.dates[k]
					one.When, one.dates = &w, []When{w}
				}
				if len(pair) == 2 {
					w := pair[k]
					one.When, one.dates = &w, []When{w}
				}
				if each {
					w := eachTimes[k]
					w.HasDate, w.Year, w.Month, w.Day = true, eachDay.Year, eachDay.Month, eachDay.Day
					one.When, one.dates = &w, []When{w}
				}
				out = append(out, splitServices(one)...)
			}
			continue
		}
		sameTimeFollow(out, &in, part)
		out = append(out, splitServices(in)...)
	}
	if in := &out[0]; len(out) == 1 && (in.When == nil || !in.When.HasDate) && len(s.past) > 0 && in.namedPlace && (in.Kind == kindSchedule || in.Kind == kindHelp) &&
		saysThatDay(tokenize(in.rawText)) {
		// "does hollis have anything on friday" → "ok have him look over
		// the chalet that afternoon then": the day the message before
		// asked about.
		created := in.When == nil
		if created {
			in.When = &When{}
			for part, h := range map[string]int{"that morning": 9, "that afternoon": 14, "that evening": 18} {
				if hasPhrase(tokenize(in.rawText), part) {
					in.When.HasTime, in.When.Hour, in.When.Soft = true, h, true
				}
			}
		}
		if w, ok := ReadWhen(s.past[len(s.past)-1].Message, s.now, s.loc(in.AddressID)); ok && w.HasDate {
			v := *in.When
			v.HasDate, v.Year, v.Month, v.Day = true, w.Year, w.Month, w.Day
			in.When, in.dates = &v, []When{v}
		}
		if created && !in.When.HasDate {
			in.When = nil
		}
	}
	for k := range out {
		s.anchorNamesJob(&out[k])
	}
	if len(out) > 1 && s.focus != 0 && !slices.ContainsFunc(out, func(r request) bool {
		return r.Kind != kindCancel || r.rawText != out[0].rawText || r.JobID != 0 || r.namedPlace || r.ProID != 0 || len(r.proCandidates) > 0
	}) && cancelsIt(tokenize(out[0].rawText)) {
		// "cancel it, the owner's brother got the dehumidifier draining"
		// after a reply about one job: "it" is that job alone; the words
		// of the reason (a note's "owner", the thing fixed) never name
		// more jobs to cancel.
		if j, err := s.focusJob(); err == nil && j != nil && j.Cancellable() {
			k := max(slices.IndexFunc(out, func(r request) bool { return r.Service == j.ServiceType }), 0)
			one := out[k]
			one.Service = ""
			out = []request{one}
		} else if err != nil {
			return nil, err
		}
	}
	if in := &out[0]; len(out) == 1 && in.Kind == kindCancel && s.focus != 0 && in.JobID == 0 && !in.namedPlace && in.ProID == 0 && len(in.proCandidates) == 0 &&
		cancelsIt(tokenize(in.rawText)) {
		// "well cancel it then, jim took the ferry over yesterday and
		// bled the radiators himself": "it" is the job the conversation
		// is about; the words after it say why, and a day gone by is when
		// the reason happened, never the day of a job still to come.
		if j, err := s.focusJob(); err == nil && j != nil && j.Cancellable() && (in.Service == "" || in.Service == j.ServiceType || !cancelClauseService(tokenize(in.rawText))) &&
			(in.When == nil || in.When.HasDate && time.Date(in.When.Year, in.When.Month, in.When.Day, 23, 59, 0, 0, s.loc(j.AddressID)).Before(s.now) || s.sameDate(*in.When, j)) {
			in.JobID, in.AddressID, in.When, in.dates = j.ID, j.AddressID, nil, nil
		} else if err != nil {
			return nil, err
		}
	}
	if len(out) > 1 && s.focus != 0 {
		// "nobody?? put luz on it": the aside says nothing of its own.
		kept := slices.DeleteFunc(slices.Clone(out), func(r request) bool {
			return r.Kind == kindHelp && (len(tokenize(r.rawText)) <= 2 || onlyThanks(r.rawText)) && r.ProID == 0 && r.When == nil && !r.namedPlace
		})
		if len(kept) == 1 {
			out = kept
		}
	}
	if in := &out[0]; len(out) == 1 && in.anc != nil && (in.anc.pronoun || in.anc.anyStay) && in.anchorProblem != "" && in.AddressID == 0 && !in.namedPlace && s.focus != 0 {
		// "the halvorsens say the outdoor shower at the saltbox has no hot
		// water" → "can hank get down there fri after they leave?": the
		// guests at the place the conversation is about.
		if j, err := s.focusJob(); err == nil && j != nil {
			in.AddressID, in.anchorProblem = j.AddressID, ""
			if err := s.applyAnchor(in, in.anc, in.dates); err != nil {
				return nil, err
			}
		} else if err != nil {
			return nil, err
		}
	}
	if len(out) == 2 && s.focus != 0 {
		out = hourAndProFollow(out) // "Would 10 work? And could Heather do it?"
	}
	if len(out) == 1 && s.focus != 0 {
		s.relayedTime(&out[0]) // "he said 10am works", "ja 10 is fine"
	}
	if len(out) == 1 && out[0].Kind == kindHelp && s.focus != 0 && out[0].When == nil && out[0].Shift == 0 {
		if w, ok := followUpHour(tokenize(out[0].rawText)); ok {
			out[0].When = &w // "actually 4", "make it 3 instead"
		}
	}
	if in := &out[0]; len(out) == 1 && in.Kind == kindEdit && s.focus != 0 && in.When == nil && in.NewWhen == nil && in.Shift == 0 &&
		in.ProID == 0 && in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil {
		if w, ok := followUpHour(tokenize(in.rawText)); ok {
			in.NewWhen = &w // "would 2 work instead?": only an hour and a follow-up's words
		}
	}
	if in := &out[0]; len(out) == 1 && in.Kind == kindHelp && s.focus != 0 && (in.When != nil || in.Shift != 0 || in.ProID != 0 || in.anc != nil && !in.ancApplied && len(in.anc.guests) > 0) &&
		contentWords(in.noteWords) <= 1 {
		// "at 3pm", "an hour later", "and have Wes do it", "give it to
		// Wes" right after a job was discussed: a change of that job.
		in.Kind, in.NewWhen, in.When = kindEdit, in.When, nil
		in.focusPro = in.ProID != 0 && !in.namedPlace && in.Service == ""
		if in.anc != nil && !in.ancApplied && len(in.anc.guests) > 0 && !in.namedPlace {
			// "wade needs to look at the lone pine roof" (booked) → "day
			// after the benavides leave, 9am": that visit, moved to the
			// time the stay gives, in its own property's time.
			if j, err := s.focusJob(); err == nil && j != nil {
				in.AddressID, in.Service = j.AddressID, j.ServiceType
				if err := s.applyAnchor(in, in.anc, in.dates); err != nil {
					return nil, err
				}
				in.Service = ""
				if in.anchorProblem != "" {
					in.Kind, in.NewWhen = kindHelp, nil
				}
			} else if err != nil {
				return nil, err
			}
		}
	}
	if in := &out[0]; len(out) == 1 && in.Kind == kindEdit && s.focus != 0 && in.JobID == 0 && in.NewWhen == nil && in.Shift == 0 &&
		in.When != nil && in.When.HasTime && !in.When.HasDate && len(in.dates) <= 1 && in.AddressID == 0 && !in.namedPlace && in.Service == "" &&
		in.ProID == 0 && in.SetStatus == "" && in.SetNotes == "" && has(tokenize(in.rawText), "it", "that") && contentWords(in.noteWords) <= 1 {
		// "Ok merci. Can you put it at 12h then" right after a job was
		// discussed: an hour said of "it" is that job's new time, as in
		// "put it at noon" alone (the time never names the job).
		in.NewWhen, in.When = in.When, nil
	}
	if in := &out[0]; len(out) == 1 && len(s.past) > 0 && !in.namedPlace && in.AddressID == 0 && len(in.addrCandidates) == 0 && in.ProID == 0 &&
		len(in.Candidates) == 0 && (in.Kind == kindQuestion || in.Kind == kindListJobs) && !placeThere(tokenize(in.rawText)) {
		// "lone pine cabin" → "is the turnover set?": a question right
		// after a message that only named a property is about it.
		if place, err := s.placeTopicBefore(); err != nil {
			return nil, err
		} else if place != 0 {
			in.AddressID = place
		}
	}
	if in := &out[0]; len(out) == 1 && len(s.past) > 0 && !in.namedPlace && in.AddressID == 0 && len(in.addrCandidates) == 0 && placeThere(tokenize(in.rawText)) {
		switch in.Kind {
		case kindListJobs, kindQuestion, kindAvailability, kindListReservations, kindCancel, kindEdit, kindReschedule:
			// "keuka point" (answered) → "anything booked there?": at
			// the property the conversation is about.
			in.AddressID = s.about().place
		}
	}
	if in := &out[0]; len(out) == 1 && (in.Kind == kindHelp || in.Kind == kindSchedule && saysPutUp(tokenize(in.rawText))) && s.focus != 0 && in.ProID == 0 && len(in.proCandidates) == 0 && in.namedPlace && in.AddressID != 0 &&
		pronounPro(tokenize(in.rawText)) != "" && in.rolePro != "" && (in.When != nil || has(tokenize(in.rawText), "after", "afterwards", "afterward", "then")) &&
		!isQuestion(tokenize(in.rawText)) && contentWords(in.noteWords) > 0 {
		// "wade to fix the torn screen door at the heron fri 1pm" →
		// "… have him put up the new mailbox at pelican perch after,
		// say 3:30": a visit of his own there, booked for what he does
		// (run names him), on that job's day when the time has none.
		if j, err := s.focusJob(); err == nil && j != nil && j.ProID != nil {
			if p := s.pro(*j.ProID); p != nil && len(p.Services) == 1 {
				in.Kind, in.Service = kindSchedule, p.Services[0]
				if in.When != nil && !in.When.HasDate && has(tokenize(in.rawText), "after", "afterwards", "afterward", "then") {
					local := j.ScheduledAt.In(s.loc(j.AddressID))
					w := *in.When
					w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
					in.When, in.dates = &w, []When{w}
				}
			}
		} else if err != nil {
			return nil, err
		}
	}
	if len(out) == 1 && out[0].Kind == kindSchedule && s.focus != 0 && out[0].Deep && !out[0].namedPlace && out[0].When == nil &&
		has(tokenize(out[0].rawText), "it", "that") && has(tokenize(out[0].rawText), "make", "change", "turn", "upgrade") {
		out[0].Kind = kindEdit // "no wait, make it a deep clean": the job just booked
	}
	if in := &out[0]; len(out) == 1 && (in.Kind == kindSchedule || in.Kind == kindHelp) && in.ProID != 0 && in.FromPro == 0 && in.JobID == 0 &&
		(in.definite || in.namesJob) && in.When == nil && len(s.past) > 0 && has(tokenize(in.rawText), "assign", "reassign", "put", "give", "hand") {
		// "anything unassigned thru tue?" → "put maria on the restock":
		// the listed job the words name, given to her; never a booking.
		probe := *in
		probe.ProID, probe.proCandidates = 0, nil
		if j, err := s.listedJob(probe); err != nil {
			return nil, err
		} else if j != nil {
			in.Kind, in.JobID, in.AddressID = kindEdit, j.ID, j.AddressID
		}
	}
	if in := &out[0]; len(out) == 1 && (in.Kind == kindHelp || in.Kind == kindEdit || in.Kind == kindSchedule) && in.ProID != 0 && in.FromPro == 0 &&
		in.JobID == 0 && !in.namedPlace && in.AddressID == 0 && in.Service == "" && in.When == nil && in.NewWhen == nil && len(s.past) > 0 &&
		givesIt(tokenize(in.rawText)) && len(s.about().listed) > 1 {
		// "whats on at moab 3 fri?" (two jobs listed) → "put maria on
		// it": "it" is one of the jobs listed, and the words do not say
		// which; asked, never the generic reply nor a guess.
		in.Kind, in.ofListed = kindEdit, true
	}
	if len(out) == 1 && out[0].Kind == kindEdit && s.focus != 0 && out[0].ProID != 0 && out[0].FromPro == 0 && !out[0].namedPlace &&
		out[0].Service == "" && out[0].When == nil && out[0].NewWhen == nil && (has(tokenize(out[0].rawText), "it", "that") ||
		// "who's on 4B TO tmrw?" → "reassign to kelsey": a job given to
		// a pro, naming no job of its own.
		// ("whos doing the logan turnover fri" → "ok swap to shine".)
		has(tokenize(out[0].rawText), "reassign", "assign", "give", "hand", "transfer", "swap", "switch") && len(out[0].proCandidates) <= 1 &&
			contentWords(slices.DeleteFunc(slices.Clone(out[0].noteWords), func(w string) bool {
				return giveVerbs[w] || w == "transfer" || w == "swap" || w == "switch"
			})) == 0) {
		out[0].focusPro = true // "give it to Wes": the job just discussed
	}
	if len(out) == 1 && s.focus != 0 && out[0].SameSlot && (out[0].ProID != 0 || out[0].Service != "") &&
		(out[0].Kind == kindHelp || out[0].Kind == kindEdit || out[0].Kind == kindSchedule) && has(tokenize(out[0].rawText), "book", "schedule", "get", "send") {
		// "cancel the boathouse clean", then "and book bianca instead
		// same time": a booking in the slot of the job just discussed
		// (run dates it).
		out[0].Kind, out[0].NewWhen = kindSchedule, nil
	}
	if in := &out[0]; len(out) == 1 && s.focus != 0 && itInstead(tokenize(in.rawText)) && (in.Kind == kindEdit || in.Kind == kindReschedule) &&
		in.JobID == 0 && in.When != nil && in.When.HasDate && !in.When.HasTime && in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime &&
		!in.namedPlace && in.AddressID == 0 && in.ProID == 0 && in.Service == "" && in.SetStatus == "" && in.SetNotes == "" && in.Shift == 0 {
		// "can you book somebody to clean the farmhouse on the 15th?" …
		// "Actually, could it be Monday the 16th instead, at 2?": the job
		// the conversation is about, to that day and hour; the day is the
		// new one, not the one naming a job.
		w := *in.When
		w.HasTime, w.Hour, w.Minute, w.Soft = true, in.NewWhen.Hour, in.NewWhen.Minute, in.NewWhen.Soft
		in.Kind, in.JobID, in.When, in.NewWhen = kindReschedule, s.focus, nil, &w
	}
	if in := &out[0]; len(out) == 1 && in.Kind == kindSchedule && in.When == nil && in.Shift != 0 && !in.namedPlace && thatTime(tokenize(in.rawText)) {
		// "what time are the brandts checking in at the cabin today?" →
		// "could you have linda drop off firewood … an hour before
		// that?": the time the answer gave, shifted, at their property.
		if r, arriving, err := s.stayDiscussed(); err != nil {
			return nil, err
		} else if r != nil && (in.AddressID == 0 || in.AddressID == r.AddressID) {
			at := r.CheckOut
			if arriving {
				at = r.CheckIn
			}
			local := at.Add(in.Shift).In(s.loc(r.AddressID))
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.When, in.dates, in.AddressID, in.Shift = &w, []When{w}, r.AddressID, 0
		}
	}
	if in := &out[0]; len(out) == 1 && s.focus == 0 && in.RightAfter && !in.namedPlace && in.AddressID == 0 && in.When == nil &&
		(in.Kind == kindSchedule || in.Kind == kindHelp) && (in.Service == "" || in.Service == steward.Cleaning) {
		// "when's osei checking out?" → "ok get luis in right after": the
		// turnover after the stay the answer was about.
		if r, arriving, err := s.stayDiscussed(); err != nil {
			return nil, err
		} else if r != nil && !arriving {
			in.Kind, in.Service, in.ReservID, in.AddressID, in.Candidates = kindTurnover, steward.Cleaning, r.ID, r.AddressID, []int64{r.ID}
		}
	}
	if len(out) == 1 && out[0].Kind == kindSchedule && s.focus != 0 && !out[0].namedPlace && out[0].AddressID == 0 && isAddOn(msg) {
		// "and a restock after", "also a restock the day after" right
		// after a job was booked or discussed: at that job's property,
		// and "after" is when it is over.
		if j, err := s.focusJob(); err == nil && j != nil {
			out[0].AddressID = j.AddressID
			toks := tokenize(msg)
			n := len(toks)
			switch {
			case n >= 2 && toks[n-1].s == "after" && (toks[n-2].s == "day" || dayParts[toks[n-2].s] > 0):
				// "and an inspection the day after", "… the morning
				// after": that day + 1, at the default time or the part's.
				local := j.ScheduledAt.In(s.loc(j.AddressID)).AddDate(0, 0, 1)
				out[0].When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day()}
				if h := dayParts[toks[n-2].s]; h > 0 {
					out[0].When.HasTime, out[0].When.Hour, out[0].When.Soft = true, h, true
				}
			case out[0].When == nil && (hasPhrase(toks, "before it") || hasPhrase(toks, "before that") || hasPhrase(toks, "b4 it") || hasPhrase(toks, "b4 that") ||
				n >= 2 && toks[n-1].s == "before" && !isDateWord(toks[n-2].s)):
				// "add a restock at skeeter's roost sat" … "and a clean
				// before it": done by the time that job starts.
				local := j.ScheduledAt.In(s.loc(j.AddressID))
				out[0].When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
				out[0].dates, out[0].ReadyBy, out[0].RightAfter = []When{*out[0].When}, true, false
			case out[0].When != nil && !out[0].When.HasDate:
				// "and restock it after at 2": that job's day, at 2.
				local := j.ScheduledAt.In(s.loc(j.AddressID))
				w := *out[0].When
				w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
				out[0].When, out[0].dates = &w, []When{w}
			case out[0].When != nil:
			case n >= 2 && toks[n-1].s == "after" && !isDateWord(toks[n-2].s) && dayParts[toks[n-2].s] == 0 && toks[n-2].s != "week",
				has(toks, "afterwards", "afterward"):
				s.rightAfter(&out[0], j) // "and a restock after": when the job is over
			case has(toks, "too", "it") || hasPhrase(toks, "as well") || has(toks, "while") && has(toks, "there"):
				// "and restock it too", "… while she's there": on the
				// same visit, when the job is over.
				s.rightAfter(&out[0], j)
			}
		} else if err != nil {
			return nil, err
		}
	}
	if len(out) == 1 && (out[0].Kind == kindHelp || out[0].Kind == kindEdit && (out[0].JobID == 0 || out[0].JobID == s.focus) && out[0].SetStatus == "" &&
		out[0].SetNotes == "" && out[0].serviceTo == "" && out[0].Shift == 0) && out[0].ProID != 0 && s.focus != 0 && out[0].anc != nil && out[0].anc.job && !out[0].namedPlace {
		// "who's cleaning the silo fri?" → "can tovah come an hour after
		// she's done": Tovah, who only restocks, booked for what she
		// does, after that job (never given a job she doesn't do).
		if j, err := s.focusJob(); err != nil {
			return nil, err
		} else if p := s.pro(out[0].ProID); j != nil && p != nil && len(p.Services) == 1 && !p.Offers(j.ServiceType) {
			in := &out[0]
			in.Kind, in.Service, in.AddressID, in.anchorProblem, in.JobID, in.NewWhen = kindSchedule, p.Services[0], j.AddressID, "", 0, nil
			if err := s.applyAnchor(in, in.anc, in.dates); err != nil {
				return nil, err
			}
		}
	}
	if t, ok := sharedTime(msg); ok && len(out) > 1 {
		// "clean the boathouse on the 17th and anchor way on the 18th,
		// both at 2pm": the time of every booking that has a day and no
		// time of its own.
		for i := range out {
			if w := out[i].When; out[i].Kind == kindSchedule && w != nil && w.HasDate && !w.HasTime {
				v := *w
				v.HasTime, v.Hour, v.Minute, v.Soft = true, t.Hour, t.Minute, t.Soft
				out[i].When = &v
			}
		}
	}
	if shifted, err := s.shiftEachJobThatDay(out); err != nil {
		return nil, err
	} else {
		out = shifted
	}
	if n := len(out); n > 1 && out[n-1].ProID != 0 && out[n-1].Kind == kindSchedule {
		// "clean loft 2b on the 16th and 412 w main on the 17th, chris ng
		// for both": the pro said last is every booking's.
		if toks := tokenize(out[n-1].rawText); has(toks, "both") || hasPhrase(toks, "all of them") || hasPhrase(toks, "for all") {
			for k := range out[:n-1] {
				if out[k].Kind == kindSchedule && out[k].ProID == 0 && len(out[k].proCandidates) == 0 {
					out[k].ProID = out[n-1].ProID
				}
			}
		}
	}
	if held || isTentative(msg) && !answersOwnQuestion(msg) {
		for i := range out {
			out[i].tentative = true
		}
	}
	for i := range out {
		// "note to self ask Keisha if she can move her glenwood clean to
		// one": the host's own errand, offered (selfnotes.go).
		out[i].ownReminder = ownReminder
	}
	for i := range out {
		switch out[i].Kind {
		case kindCancel, kindReschedule, kindEdit, kindSchedule, kindReport:
			if conditional(out[i].rawText) {
				// "… can be cancelled if Ian can't get the hinges in
				// time": offered, never done (conditions.go).
				out[i].tentative = true
			}
		}
	}
	if len(out) == 1 && s.justBooked != 0 {
		// "dale pls, b4 9 if he can" after a booking: that job, given to
		// the pro (and moved to be done by the time said).
		in := &out[0]
		toks := tokenize(in.rawText)
		if (in.Kind == kindHelp || in.Kind == kindEdit && in.JobID == 0 && in.anc != nil && !in.ancApplied) &&
			in.ProID != 0 && in.FromPro == 0 && !in.namedPlace && in.Service == "" && !isQuestion(toks) &&
			// ("Please have the pool company come out tomorrow morning
			// to see to it": longer, about "it".)
			(len(toks) <= 10 || len(toks) <= 14 && has(toks, "it")) {
			j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, s.justBooked)
			if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
				return nil, err
			}
			if err == nil && j.Status == steward.StatusPending {
				in.Kind, in.JobID = kindEdit, j.ID
				if in.anc != nil {
					// "hector, today once he wraps up the ac there": when
					// his job there is over.
					in.AddressID, in.Service = j.AddressID, j.ServiceType
					if err := s.applyAnchor(in, in.anc, in.dates); err != nil {
						return nil, err
					}
					if in.anchorProblem != "" {
						in.Kind = kindHelp
					}
				}
				if in.When != nil {
					w := *in.When
					if in.ReadyBy && w.HasTime {
						loc := s.loc(j.AddressID)
						at := s.jobTime(w, loc, defaultHour)
						if !w.HasDate {
							local := j.ScheduledAt.In(loc)
							at = time.Date(local.Year(), local.Month(), local.Day(), w.Hour, w.Minute, 0, 0, loc)
						}
						start, end := j.Busy(s.byAddr[j.AddressID])
						at = at.Add(-end.Sub(start)).In(loc)
						w = When{HasDate: true, Year: at.Year(), Month: at.Month(), Day: at.Day(), HasTime: true, Hour: at.Hour(), Minute: at.Minute()}
					}
					in.NewWhen, in.When = &w, nil
				}
			}
		}
	}
	for k := 1; k < len(out); k++ {
		// "gallaghers said they dont need the hot tub anymore. cancel
		// curtis at the loons nest thursday": the guests' news is why the
		// visit is cancelled, and the cancel after it says which one; one
		// cancel, not two (a news of another kind of job, or with "too",
		// "also", stays a cancel of its own).
		prev, in := out[k-1], out[k]
		if prev.Kind != kindCancel || in.Kind != kindCancel || prev.all || in.all || explicitCancel(prev.rawText) || !explicitCancel(in.rawText) ||
			has(tokenize(in.rawText), "too", "also", "both", "and") || hasPhrase(tokenize(in.rawText), "as well") {
			continue
		}
		if same, err := s.sameJobsNamed(prev, in); err != nil {
			return nil, err
		} else if same {
			out = slices.Delete(out, k-1, k)
			k--
		}
	}
	for k := 1; k < len(out); k++ {
		// "can travis do apalach fri at noon instead? hes driving over
		// from destin that morning": a reason given about a person, with
		// no change in it, is no edit of a job elsewhere; it is named as
		// not understood.
		if in := out[k]; (in.Kind == kindEdit || in.Kind == kindReschedule) && personSubject(in.rawText) && in.NewWhen == nil &&
			in.Shift == 0 && in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil && !in.Unassign && in.serviceTo == "" &&
			in.ProID == 0 && in.JobID == 0 && !in.SameSlot {
			out[k].Kind = kindHelp
		}
	}
	for k := 1; k < len(out); k++ {
		// "can rondout take a look at the dovecote dishwasher fri? its
		// leaving water all over the floor": what the visit is for, said
		// after it, not another visit (urgent only when the visit has no
		// day of its own).
		prev := out[k-1]
		if out[k].Kind == kindReport && !out[k].namedPlace && out[k].ProID == 0 && out[k].When == nil && pronounSubject(out[k].rawText) &&
			(prev.Kind == kindSchedule && prev.Service == steward.Maintenance || prev.Kind == kindReport) {
			out[k-1].rawText += " " + out[k].rawText
			out[k-1].Notes = strings.TrimSpace(out[k-1].Notes + " " + out[k].rawText)
			out[k-1].noteWords = append(out[k-1].noteWords, out[k].noteWords...)
			if prev.When == nil && out[k].Urgent {
				out[k-1].Urgent = true
			}
			out = slices.Delete(out, k, k+1)
			k--
		}
	}
	for k := 1; k < len(out); k++ {
		// "new pest guy: Hoyt Beasley, hoyt@…. add him for maintenance":
		// what the new pro does, said after.
		toks := tokenize(out[k].rawText)
		if out[k-1].Kind == kindAddPro && len(toks) <= 8 && has(toks, "him", "her", "them") && !out[k].namedPlace && out[k].When == nil &&
			out[k].AddressID == 0 && len(servicesOf(toks)) > 0 {
			for _, sv := range servicesOf(toks) {
				if !slices.Contains(out[k-1].Services, sv) {
					out[k-1].Services = append(out[k-1].Services, sv)
				}
			}
			out = slices.Delete(out, k, k+1)
			k--
		}
	}
	if len(out) > 1 {
		// A whole-message phrase ("thanks!") is not a request of its own,
		// nor are thanks said first ("mahalo for the help earlier").
		kept := out[:0]
		for k, in := range out {
			if in.Kind == kindHelp && len(tokenize(in.rawText)) <= 2 {
				continue
			}
			if toks := tokenize(in.rawText); k == 0 && (in.Kind == kindHelp || in.Kind == kindUnsupported) && len(toks) <= 8 &&
				has(toks, "thanks", "thank", "thx", "mahalo", "ty", "appreciate", "cheers") {
				continue
			}
			if toks := tokenize(in.rawText); in.Kind == kindHelp && in.ProID != 0 && !isQuestion(toks) &&
				has(toks, "off", "out", "away", "sick", "vacation", "unavailable", "traveling", "travelling", "swamped") &&
				slices.ContainsFunc(out[k+1:], func(o request) bool { return o.Kind == kindEdit || o.Kind == kindCancel || o.Kind == kindReschedule }) {
				// "marisol's off fri thru sun for her nephew's quince. give
				// her heron clean fri … to yesenia": why her jobs change,
				// not a request of its own.
				continue
			}
			kept = append(kept, in)
		}
		out = kept
	}
	for k := 1; k < len(out); k++ {
		// "kainoa - clean the condo thurs 3/12 at 9 and restock it at
		// noon": an hour said alone after a part with a day is on that
		// day, not today.
		in := &out[k]
		if in.Kind == kindReport && in.ProID == 0 && len(in.proCandidates) == 0 && out[k-1].Kind == kindReport && out[k-1].ProID != 0 && len(out[k-1].proPos) > 0 && out[k-1].proPos[0] == 0 {
			// "alejandro on wed the 11th: 9am swap the batteries at burton
			// dr, then 2pm fix the deck railing at driftwood": the pro said
			// first does both.
			if p := s.pro(out[k-1].ProID); p != nil && p.Offers(steward.Maintenance) {
				in.ProID, in.proCandidates = p.ID, []int64{p.ID}
			}
		}
		if toks := tokenize(in.rawText); in.Kind == kindEdit && in.When == nil && in.NewWhen != nil && in.NewWhen.Soft && !in.NewWhen.HasDate &&
			(in.ProID != 0 || len(in.proCandidates) > 0) && saysThatDay(toks) && !saysMove(toks) && !has(toks, "earlier", "later") {
			// "cancel the Hayloft restock on Friday … and give the Hayloft
			// prep that morning to Wolds instead of Sue": "that morning"
			// says which job (the one on the day before), never a new
			// time for it.
			if d := dayOfPart(out[k-1]); d != nil {
				w := *in.NewWhen
				w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
				in.When, in.NewWhen, in.dates = &w, nil, []When{w}
				continue
			}
		}
		if d := dayOfPart(out[k-1]); d != nil && in.Kind == kindSchedule && in.anc != nil && in.anc.before && in.When != nil && in.When.HasTime &&
			saysThatDay(tokenize(in.rawText)) && (out[k-1].Kind == kindSchedule || out[k-1].Kind == kindEdit || out[k-1].Kind == kindReschedule) {
			// "move Dave's cleaning friday to noon, and add a restock at
			// 2:30 that afternoon. he wants it stocked before the Okonkwos
			// come saturday": "that afternoon" is the day said before;
			// the guests' arrival is only why (the job is before it).
			if w := *in.When; !w.HasDate || time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC).Before(time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, time.UTC)) {
				w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
				in.When, in.dates, in.anc = &w, []When{w}, nil
				continue
			}
		}
		if in.Kind != kindSchedule && in.Kind != kindReport || in.When == nil || in.When.HasDate || !in.When.HasTime || in.RightAfter || in.SameSlot || in.DaysAfter != 0 || in.anc != nil || in.Urgent {
			continue
		}
		if d := dayOfPart(out[k-1]); d != nil && (out[k-1].Kind == kindSchedule || out[k-1].Kind == kindReport || out[k-1].Kind == kindEdit || out[k-1].Kind == kindReschedule) {
			w := *in.When
			w.HasDate, w.Year, w.Month, w.Day = true, d.Year, d.Month, d.Day
			in.When = &w
			if len(in.dates) == 1 {
				in.dates = []When{w}
			}
		}
	}
	for k := 1; k < len(out); k++ {
		// "angel pls restock villa coqui and the studio tmrw morning": one
		// pro, two places, one vague time: the second right after the
		// first, never both at once.
		a, b := out[k-1], &out[k]
		if a.Kind == kindSchedule && b.Kind == kindSchedule && a.ProID != 0 && a.ProID == b.ProID && a.AddressID != b.AddressID &&
			a.When != nil && b.When != nil && *a.When == *b.When && a.When.Soft {
			b.When, b.dates, b.RightAfter = nil, nil, true
		}
	}
	for k := 0; k+1 < len(out); k++ {
		// "move the dock job and the gutters both a week later": the
		// change said once, after the last job, is every one's.
		a, b := &out[k], out[k+1]
		if a.Kind == kindReschedule && b.Kind == kindReschedule && a.NewWhen == nil && a.Shift == 0 && (b.NewWhen != nil || b.Shift != 0) &&
			(has(tokenize(b.rawText), "both", "each") || hasPhrase(tokenize(b.rawText), "all of them")) {
			a.NewWhen, a.Shift = b.NewWhen, b.Shift
		}
	}
	if len(out) > 1 && out[0].ProID != 0 && out[0].Kind != kindCancel {
		// "helen: bear den inspection -> fri 3/13 same time, + add one at
		// the sage house wed 3/11 2p": the pro said first, with a colon,
		// is every later booking's that names no pro, as a move's too.
		if p := s.pro(out[0].ProID); p != nil && p.Active && (leadingProColon(msg, p) || proColonHead(out[0].rawText, p)) {
			for k := 1; k < len(out); k++ {
				in := &out[k]
				svc, toks := in.Service, tokenize(in.rawText)
				if svc == "" && has(toks, "one") {
					svc = out[0].Service // "add one": a job of the service of the part before
				}
				if (in.Kind == kindSchedule || in.Kind == kindHelp && has(toks, "add", "book")) && in.ProID == 0 && len(in.proCandidates) == 0 && in.rolePro == "" && p.Offers(svc) {
					in.ProID, in.proCandidates = p.ID, []int64{p.ID}
				}
			}
		}
	}
	for k := range out {
		// "whats the door code at the loons nest again? the gallaghers
		// locked themselves out of the mudroom": the lockout is why the
		// host asks for the access details, not a visit to book; the
		// reply says none was (a lock or keypad that is broken is still
		// a report).
		if out[k].Kind != kindReport || !lockoutOnly(tokenize(out[k].rawText)) {
			continue
		}
		for j := range out {
			if q := out[j]; j != k && q.Kind == kindQuestion && q.Topic == "property" && q.AddressID != 0 && asksAccess(tokenize(q.rawText)) &&
				(out[k].AddressID == 0 || out[k].AddressID == q.AddressID) {
				out[k].Kind, out[k].lockoutAt = kindHelp, q.AddressID
				break
			}
		}
	}
	s.tenantPlace(out) // "get Sal to the Okafors": the tenant's place (tenantplace.go)
	s.moveDayKept(out) // a move never drops the day said for it (letterclose.go)
	weekdayAgain(out)  // "out tues the 17th … move the turnover to tues too" (weekdayagain.go)
	s.backAgain(out)   // "(ray fixed it last wk) get him back …" (anchorclock.go)
	// "… while Anita is there on Friday … book tom same time as anita" (anchorclock.go)
	if err := s.sameTimeThatDay(out); err != nil {
		return nil, err
	}
	out = s.shiftSpelledOut(out)
	out = awayThenTakes(out)          // "marisol's out saturday. kenji can do the point house turnover instead" (awaytakes.go)
	thatJobStartsAt(out)              // "… at Clifton tomorrow … And Thandi must rather start that changeover at 11" (multitwo.go)
	out = headerBookingGone(out)      // "book rosa for inspections:\n…" (parts.go)
	s.soonTodayReport(out)            // "… is dead … please have marcus go over this morning as soon as he can" (parts.go)
	s.firstThingReport(out)           // "… cracked the patio door glass, have Dave get there first thing" at 08:00: this morning (firstthing.go)
	out, err := s.anotherOneCopy(out) // "the restock … today - do another one … next wed" (parts.go)
	if err != nil {
		return nil, err
	}
	if out, err = s.wantThenInstead(out); err != nil { // "Thompsons want the driveway … plowed … on the 11th, can Gary come at 7am instead of 9" (insteadfold.go)
		return nil, err
	}
	if len(out) > 0 && len(s.past) > 0 {
		s.thatDay(&out[0])
	}
	return out, nil
}

// shiftEachJobThatDay reads a shift of "both" jobs, or "all"/"everything",
// at a property on a day ("push both jobs there an hour later" after
// "everything friday at the bachelor house") as that shift of each job
// booked there that day: "both" only when exactly two are, the others
// when two or more are. Anything else is left as read (and asked about).
func (s *session) shiftEachJobThatDay(out []request) ([]request, error) {
	var res []request
	for _, r := range out {
		toks := tokenize(r.rawText)
		both := has(toks, "both")
		all := has(toks, "everything") || hasPhrase(toks, "all the jobs") || hasPhrase(toks, "all jobs") || hasPhrase(toks, "all of them")
		// "push everything at the cabin tomorrow and Friday back by one
		// hour": two days, each job of each shifted, never a move from
		// the first day to the second.
		days := shiftDays(r)
		if r.Kind != kindReschedule && r.Kind != kindEdit || r.Shift == 0 || r.JobID != 0 || r.AddressID == 0 || r.Service != "" || r.ProID != 0 || r.FromPro != 0 ||
			r.When == nil || !r.When.HasDate || r.When.HasTime || r.NewWhen != nil && len(days) < 2 || !both && !all || r.SetStatus != "" || r.SetNotes != "" || r.Unassign {
			res = append(res, r)
			continue
		}
		loc := s.loc(r.AddressID)
		jobs, err := s.upcomingJobs(r.AddressID, s.now)
		if err != nil {
			return nil, err
		}
		var day []*steward.Job
		var empty *When
		for _, d := range days {
			from := time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc)
			n := 0
			for _, j := range jobs {
				if j.Cancellable() && !j.ScheduledAt.Before(from) && j.ScheduledAt.Before(from.AddDate(0, 0, 1)) {
					day = append(day, j)
					n++
				}
			}
			if n == 0 && empty == nil {
				w := d
				empty = &w
			}
		}
		if len(days) > 1 && empty != nil {
			// A day named with nothing booked there: that day's shift is
			// what is read, found wanting and said so; nothing moves,
			// least of all to another day.
			c := r
			c.When, c.NewWhen = empty, nil
			res = append(res, c)
			continue
		}
		if len(days) > 1 && both && len(day) != 2 {
			c := r
			c.NewWhen = nil // asked which, never a move to the second day
			res = append(res, c)
			continue
		}
		if len(days) < 2 && len(day) < 2 || both && len(day) != 2 {
			res = append(res, r)
			continue
		}
		for _, j := range day {
			c := r
			c.Kind, c.JobID, c.Service, c.NewWhen = kindReschedule, j.ID, j.ServiceType, nil
			res = append(res, c)
		}
	}
	return res, nil
}

// shiftDays is the days a shift of everything is said of: the request's
// day, and the second day said beside it with "and" ("tomorrow and
// Friday"), read as the move's new day when it is only a day.
func shiftDays(r request) []When {
	if r.When == nil {
		return nil
	}
	days := []When{*r.When}
	if w := r.NewWhen; w != nil && w.HasDate && !w.HasTime && w.prep == "and" && r.Shift != 0 {
		days = append(days, *w)
	}
	return days
}

// shiftSpelledOut reads "shift both of her jobs back an hour? So the clean
// at 12:00 and the restock at 15:30": the bookings said after a shift of
// several jobs are those jobs at their new times, when each is, to the
// minute, the shifted time of one job of its service there that day. Each
// becomes the move of that job and the shift is dropped; anything that
// does not add up is left as read (and asked about).
func (s *session) shiftSpelledOut(out []request) []request {
	k := slices.IndexFunc(out, func(r request) bool { return r.Kind == kindReschedule && r.Shift != 0 && r.JobID == 0 })
	if k < 0 || k == len(out)-1 {
		return out
	}
	sh := out[k]
	if toks := tokenize(sh.rawText); !has(toks, "both", "all", "jobs", "visits", "each") {
		return out
	}
	var parts []int
	for i := k + 1; i < len(out); i++ {
		r := out[i]
		if r.Kind != kindSchedule || r.Service == "" || r.When == nil || !r.When.HasTime || r.ProID != 0 && r.ProID != sh.ProID ||
			r.AddressID != 0 && sh.AddressID != 0 && r.AddressID != sh.AddressID {
			break
		}
		parts = append(parts, i)
	}
	if len(parts) < 2 || sh.AddressID == 0 {
		return out
	}
	jobs, err := s.upcomingJobs(sh.AddressID, s.now)
	if err != nil {
		return out
	}
	loc := s.loc(sh.AddressID)
	used := map[int64]bool{}
	moves := make([]request, 0, len(parts))
	for _, i := range parts {
		r := out[i]
		var hit *steward.Job
		for _, j := range jobs {
			if used[j.ID] || !j.Cancellable() || j.ServiceType != r.Service || sh.ProID != 0 && (j.ProID == nil || *j.ProID != sh.ProID) {
				continue
			}
			at := j.ScheduledAt.In(loc)
			to := j.ScheduledAt.Add(sh.Shift).In(loc)
			if sh.When != nil && sh.When.HasDate && (at.Year() != sh.When.Year || at.Month() != sh.When.Month || at.Day() != sh.When.Day) {
				continue
			}
			if r.When.HasDate && (to.Year() != r.When.Year || to.Month() != r.When.Month || to.Day() != r.When.Day) {
				continue
			}
			if to.Hour() != r.When.Hour || to.Minute() != r.When.Minute {
				continue
			}
			if hit != nil {
				return out // two jobs fit: asked, as read
			}
			hit = j
		}
		if hit == nil {
			return out
		}
		used[hit.ID] = true
		m := sh
		m.Shift, m.JobID, m.Service = 0, hit.ID, hit.ServiceType
		w := When{HasDate: true, Year: r.When.Year, Month: r.When.Month, Day: r.When.Day, HasTime: true, Hour: r.When.Hour, Minute: r.When.Minute}
		if !r.When.HasDate {
			to := hit.ScheduledAt.Add(sh.Shift).In(loc)
			w.Year, w.Month, w.Day = to.Year(), to.Month(), to.Day()
		}
		m.NewWhen = &w
		moves = append(moves, m)
	}
	res := append([]request{}, out[:k]...)
	res = append(res, moves...)
	return append(res, out[parts[len(parts)-1]+1:]...)
}

// arrivalTime returns the index among dates of a time of day said of the
// guests' arrival ("guests coming at 3", "they check in at 4"), -1 when
// there is none.
func arrivalTime(toks []token, dates []When, guest func(string) bool) int {
	guests := has(toks, "guests", "guest", "they", "family", "folks", "people", "ppl", "visitors")
	if !guests && guest == nil {
		return -1
	}
	for k, d := range dates {
		if !d.HasTime || d.HasDate {
			continue
		}
		for i := d.start - 1; i >= max(0, d.start-3); i-- {
			if toks[i].used {
				break
			}
			// "haugens land at 4": a stay's guests named by their family
			// name say an arrival as "the guests" do.
			named := guests || guest != nil && i > 0 && guest(toks[i-1].s)
			switch toks[i].s {
			case "coming", "arriving", "arrive", "arrives", "landing", "land", "lands", "checkin", "checking":
				if named {
					return k
				}
			case "in":
				if i > 0 && (toks[i-1].s == "check" || toks[i-1].s == "checking" || toks[i-1].s == "checks") && (guests || i > 1 && guest != nil && guest(toks[i-2].s)) {
					return k
				}
			case "come", "comes":
				// "the Bakers come at 4", "guests come at 3": only with
				// the guests just before ("have ricky come at 4" is the
				// job's hour).
				if i > 0 && (slices.Contains([]string{"guests", "guest", "family", "folks", "visitors"}, toks[i-1].s) || guest != nil && len(toks[i-1].s) > 2 && guest(toks[i-1].s)) {
					return k
				}
			}
		}
	}
	return -1
}

// whoLaterRe is a sentence that leaves who does the work for later:
// "Which company, I will tell you later.", "Who does it I'll let you
// know later."
var whoLaterRe = mustCompile(`(?i)(^|[.!?]\s+)(which|who)\b[^.!?]*\b(tell you|let you know|say|decide)\b[^.!?]*\blater\b[^.!?]*[.!?]?`)

// freeFirstRe is a pro said to be free as the reason for the request
// after it: "since marco's free then move his clean …", "as dale is
// available now, give him …".
var freeFirstRe = mustCompile(`(?i)\b(since|as|because|now that|seeing as)\s+[\w']+(?:\s+(?:is|are|will be|'ll be))?\s+(?:now\s+)?(?:free|available)(?:\s+(?:then|now|that day|at that time|after all))?\s*,?(?:\s*then)?\s+([a-z']+)`)

// dropFreeFirst removes from msg a pro's being free said first as the
// reason for the request after it ("… . and since marco's free then move
// his clean there tmrw to noon"): the request stands on its own, never a
// question of who is free.
func dropFreeFirst(msg string) string {
	return freeFirstRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := freeFirstRe.FindStringSubmatch(m)
		if v := strings.ToLower(sub[2]); !clauseVerbs[v] && !giveVerbs[v] && v != "put" && v != "stick" {
			return m
		}
		return sub[2]
	})
}

// dropWhoLater removes from msg a sentence that leaves the pro for later:
// the job is booked without one, as any job no pro is named for.
func dropWhoLater(msg string) string {
	out := whoLaterRe.ReplaceAllString(msg, "$1")
	if strings.TrimSpace(out) == "" {
		return msg
	}
	return strings.TrimSpace(out)
}

// onlyWhenSomebody reports whether toks only ask for somebody on a day:
// "Please somebody today.", "someone tomorrow morning if possible", or for
// the pro of the part (a word of whose name pro reports) the same way:
// "Keoni should come today please, it is urgent."
func onlyWhenSomebody(toks []token, pro func(string) bool) bool {
	some := false
	for _, t := range toks {
		if pro != nil && pro(t.s) {
			some = true // "Keoni should come today please, it is urgent.": the pro named, as "somebody"
			continue
		}
		if some && slices.Contains([]string{"sincerely", "regards", "yours", "best", "cheers", "love", "warmly", "thanks", "thank"}, t.s) {
			break // "… today, it is urgent. Sincerely, Margaret": the letter's close
		}
		switch {
		case t.s == "somebody" || t.s == "someone" || t.s == "anybody" || t.s == "anyone":
			some = true
		case slices.Contains([]string{"please", "pls", "plz", "if", "possible", "can", "could", "come", "send", "still", "already", "latest", "at", "the", "on", "by", "early", "earliest", "thanks", "thank", "you"}, t.s),
			// "Please book somebody to see to it today, it is urgent."
			slices.Contains([]string{"book", "get", "have", "to", "see", "look", "check", "it", "is", "it's", "its", "urgent", "asap", "kindly", "would", "will",
				"should", "must", "shall", "go", "there", "as", "possible"}, t.s),
			isDateWord(t.s), dayParts[t.s] > 0, t.s == "today" || t.s == "tonight" || tomorrowWord(t.s):
		default:
			return false
		}
	}
	return some
}

// arrivalDay returns the index in dates of a day said only as when guests
// come ("the Brennans come tomorrow", "guests arrive friday"), when
// another day, said later, is the job's ("… please somebody today"); -1
// for none.
func arrivalDay(toks []token, dates []When) int {
	if len(dates) != 2 || !dates[1].HasDate || dates[0].HasTime || !dates[0].HasDate {
		return -1
	}
	d := dates[0]
	for i := d.start - 1; i >= max(0, d.start-2); i-- {
		switch toks[i].s {
		case "come", "comes", "coming", "arrive", "arrives", "arriving", "land", "lands", "landing":
			return 0
		}
		if toks[i].stop {
			break
		}
	}
	return -1
}

// thatDay gives in the day the message before named when in says "that
// afternoon" or "that morning" with no day of its own: "does tovah
// have anything on monday" → "have her restock the dovecote that
// afternoon then" is Monday afternoon.
func (s *session) thatDay(in *request) {
	toks := tokenize(in.rawText)
	that := false // ("that day", "same day": sameDay, in run)
	for _, p := range []string{"morning", "afternoon", "evening", "night"} {
		that = that || hasPhrase(toks, "that "+p)
	}
	w := in.When
	if in.Kind == kindEdit || in.Kind == kindReschedule {
		w = in.NewWhen
	}
	if !that || w == nil || w.HasDate {
		return
	}
	last := s.past[len(s.past)-1]
	d, ok := ReadWhen(last.Message, s.now, s.loc(in.AddressID))
	if !ok || !d.HasDate {
		return
	}
	v := *w
	v.HasDate, v.Year, v.Month, v.Day = true, d.Year, d.Month, d.Day
	if in.Kind == kindEdit || in.Kind == kindReschedule {
		in.NewWhen = &v
	} else {
		in.When, in.dates = &v, []When{v}
	}
}

// saidDone reports whether the date at toks[start] ends what the host
// says they did ("drop the restock, i stocked it sunday", "we cleaned it
// ourselves on the 2nd"): a reason, never the job's day.
func saidDone(toks []token, start int) bool {
	for p := start - 1; p >= max(0, start-5); p-- {
		if toks[p].stop && p != start-1 {
			return false
		}
		if toks[p].s != "i" && toks[p].s != "we" {
			continue
		}
		v := p + 1
		if v < start && (toks[v].s == "already" || toks[v].s == "just") {
			v++
		}
		if v >= start {
			return false
		}
		w := toks[v].s
		// ("the clean i booked for sunday": that job's day)
		return len(w) > 4 && strings.HasSuffix(w, "ed") && !slices.Contains([]string{"needed", "booked", "scheduled", "planned", "wanted", "asked",
			"requested", "hoped", "arranged", "ordered", "reserved", "added", "moved", "changed", "confirmed", "expected", "wanted"}, w) ||
			slices.Contains([]string{"did", "went", "got", "had", "was", "were", "took", "swept", "brought", "bought", "made"}, w)
	}
	return false
}

// guestWord reports whether "prev word" are words of a stay's guest name
// ("film crew" of "Golden Hour Films crew").
func (s *session) guestWord(prev, word string) bool {
	if s.loadStays() != nil {
		return false
	}
	for _, r := range s.stays {
		ws := words(r.GuestName)
		if slices.ContainsFunc(ws, func(w string) bool { return w == word || singular(w) == singular(word) }) &&
			slices.ContainsFunc(ws, func(w string) bool { return w == prev || singular(w) == singular(prev) }) {
			return true
		}
	}
	return false
}

// askedAbout is the question about one job ("whos doing the ranch clean
// fri?") the parts read so far end with, past a word or two ("nobody?").
func askedAbout(out []request) *request {
	for k := len(out) - 1; k >= 0; k-- {
		switch q := &out[k]; {
		case q.Kind == kindQuestion && (q.Topic == "who" || q.Topic == "status") && (q.Service != "" || q.AddressID != 0):
			return q
		case q.Kind == kindQuestion && q.Topic == "pending" && q.Service != "" && q.AddressID != 0 && q.When != nil && q.When.HasDate:
			// "the loon cove clean on sunday has nobody on it??": a job
			// said with its place, work and day, asked whether it has a
			// pro (answered for that job, not as a list).
			return q
		case q.Kind == kindHelp && len(tokenize(q.rawText)) <= 2:
			continue
		default:
			return nil
		}
	}
	return nil
}

// theyStayEvent reports whether fields open with "they" and a stay's event
// ("they want to leave sun instead of mon", "they're coming thurs").
func theyStayEvent(fields []string) bool {
	if len(fields) < 2 || !slices.Contains([]string{"they", "they're", "theyre", "they'll"}, strings.ToLower(strings.Trim(fields[0], ",.;:!?"))) {
		return false
	}
	return isStayEvent(tokenize(strings.Join(fields[:min(len(fields), 5)], " "))) ||
		has(tokenize(strings.Join(fields[:min(len(fields), 3)], " ")), "coming", "getting", "staying")
}

// partySize reports whether toks give a party's new size ("the group is
// 10 now").
func partySize(toks []token) bool {
	_, _, ok := guestChangeOf(toks)
	return ok
}

// guestsAskAt reports whether the words from i report what someone asked
// for: "ellison asked for …", "the castellanos asked for …", "guests
// want …" (the verb within the first four words).
func guestsAskAt(fields []string, i int) bool {
	for j := i + 1; j < len(fields) && j <= i+3; j++ {
		w := strings.ToLower(strings.Trim(fields[j], ",.;:!?"))
		if slices.Contains([]string{"asked", "requested", "wants", "want"}, w) {
			return true
		}
		if strings.ContainsAny(fields[j-1], ",.;:!?") {
			return false
		}
	}
	return false
}

// startsWithPro reports whether the message opens with p's first name, or
// with the family name of a pro known by two names or more ("halvorson at
// ore dock tues 11am": a host who calls pros by their last names).
func startsWithPro(toks []token, p *steward.Pro) bool {
	if p == nil || len(toks) == 0 {
		return false
	}
	f := strings.Fields(strings.ToLower(foldAccents(p.Name)))
	// ("bea does the incline house mon at 9": Beatriz by her short name.)
	return len(f) > 0 && (toks[0].s == f[0] || isPetForm(toks[0].s, f[0]) ||
		len(f) >= 2 && len(f[len(f)-1]) >= 3 && toks[0].s == f[len(f)-1]) ||
		// ("DK to RINO 3/9 1400": Dave Kowalski by his initials.)
		initialsOfPro(toks[0], p) ||
		// ("snowworks @ 2011 meridian thurs 6a": the company of
		// dispatch@snowworksmammoth, by the start of its e-mail's name.)
		len(toks[0].s) >= 5 && isLetters(toks[0].s) && !genericWords[toks[0].s] && emailStarts(p.Email, toks[0].s)
}

// emailStarts reports whether the name or the domain of e-mail address
// email starts with word ("snowworks" for dispatch@snowworksmammoth.example).
func emailStarts(email, word string) bool {
	local, domain, ok := strings.Cut(strings.ToLower(email), "@")
	return ok && (strings.HasPrefix(local, word) || strings.HasPrefix(domain, word))
}

// timeOfBooked finds, for a part that only gives a service a time
// ("… and restock at 2"), the booking of that service at the same
// property read just before with a date and no time; -1 when there is
// none.
//
// So does a part that names a property booked just before and gives only a
// time ("clean the loft and ocean ave friday at 9, ocean at 1"): the time
// of that property's booking.
func timeOfBooked(out []request, in request) int {
	if in.Kind != kindSchedule && !(in.Kind == kindHelp && in.namedPlace) || len(in.services) > 1 || in.ProID != 0 || in.Count != 0 ||
		in.When == nil || in.When.HasDate || !in.When.HasTime || len(in.dates) > 1 || in.Service == "" && !in.namedPlace {
		return -1
	}
	found := -1
	for k := len(out) - 1; k >= 0; k-- {
		r := out[k]
		if r.Kind != kindSchedule || r.AddressID != in.AddressID || r.When == nil || !r.When.HasDate || in.Service != "" && r.Service != in.Service {
			continue
		}
		switch {
		case in.namedPlace && found >= 0:
			return -1 // two bookings there: which one?
		case in.namedPlace:
			found = k
		case !r.When.HasTime:
			return k
		}
	}
	return found
}

// looksOverPlace reports "look over", "check over", "go over", "look
// round" said of a property or the rentals ("look over two of the
// cabins", "check over the lodge"): a walk through the place.
func looksOverPlace(toks []token, named bool) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]string{"look", "looks", "looking", "check", "checks", "go", "goes"}, toks[i].s) ||
			!slices.Contains([]string{"over", "round", "around", "through", "thru"}, toks[i+1].s) {
			continue
		}
		for k := i + 2; k < len(toks) && k <= i+6; k++ {
			if placeWords[singular(toks[k].s)] || named && toks[k].used && k <= i+3 && !isDateWord(toks[k].s) && !isWeekdayWord(toks[k].s) {
				return true // ("look over the lodge": the property named)
			}
			if toks[k].stop {
				break
			}
		}
	}
	return false
}

// sameDaysOnce folds dates that name the same day, said twice in one
// request ("for the patels coming on the 12th - get morag to stock it up
// 12/3 at 1400"), into one: the day with its time, never two jobs. Days
// with two different times stay apart ("the 12th at 9 and the 12th at 2").
func sameDaysOnce(days []When) []When {
	var out []When
	for _, d := range days {
		k := slices.IndexFunc(out, func(o When) bool {
			return o.Year == d.Year && o.Month == d.Month && o.Day == d.Day &&
				(!o.HasTime || !d.HasTime || o.Hour == d.Hour && o.Minute == d.Minute)
		})
		switch {
		case k < 0:
			out = append(out, d)
		case d.HasTime && !out[k].HasTime:
			out[k] = d
		}
	}
	return out
}

// splitServices makes a schedule that names several services ("clean and
// restock the villa") one request per service.
//
// So does a change of existing jobs that names several ("confirm the ridge
// clean and the ridge inspection", "cancel the cleaning and the restock at
// the lake house"): one change per job, each found on its own. A change of
// service ("make the cleaning an inspection") names two but is one.
func splitServices(in request) []request {
	// "push marguerite's turnover and the restock to sat as well": one
	// move per job, to the day (or by the shift) said once.
	moves := (in.Kind == kindReschedule || in.Kind == kindEdit) && (in.NewWhen != nil || in.Shift != 0) && in.serviceTo == "" && in.SetNotes == "" &&
		in.SetStatus == "" && in.SetPrice == nil && !in.Unassign && in.FromPro == 0 && len(in.servicePos) == len(in.services)
	several := in.Kind == kindSchedule || in.Kind == kindCancel && !in.all || moves ||
		in.Kind == kindEdit && in.serviceTo == "" && in.NewWhen == nil && in.Shift == 0 && in.SetNotes == "" // a note's words are the note's
	if several && in.Kind == kindSchedule && len(in.services) <= 1 && len(in.dates) >= 2 && !in.RightAfter && len(in.places) <= 1 &&
		in.Count == 0 { // "2 restocks, friday at 9 and saturday at 9": the count's dates (counts.go)
		// "clean the cottage mon wed and fri at 10": one job per date,
		// at the time said once.
		// A time said apart at the end ("on the 16th and the 17th, all
		// at 11am") is every day's.
		days := in.dates
		if n := len(days); n >= 3 && !days[n-1].HasDate && days[n-1].HasTime && days[n-2].HasDate && !days[n-2].HasTime {
			days = append([]When{}, days[:n-1]...)
			days[n-2].HasTime, days[n-2].Hour, days[n-2].Minute, days[n-2].Soft = true, in.dates[n-1].Hour, in.dates[n-1].Minute, in.dates[n-1].Soft
		}
		all := true
		for _, d := range days {
			all = all && d.HasDate
		}
		if all {
			days = sameDaysOnce(days)
			last := days[len(days)-1]
			var out []request
			for _, d := range days {
				if !d.HasTime && last.HasTime {
					d.HasTime, d.Hour, d.Minute, d.Soft = true, last.Hour, last.Minute, last.Soft
				}
				one := in
				one.When, one.dates = &d, nil
				out = append(out, one)
			}
			return out
		}
	}
	if !several || len(in.services) <= 1 {
		return []request{in}
	}
	// "jen clean at 10am, jenna inspect at 2pm": each pro named just
	// before a service is that service's.
	proOf := make([]int64, len(in.services))
	if in.Kind == kindSchedule && in.ProID == 0 && len(in.proCandidates) == len(in.services) && len(in.proPos) == len(in.proCandidates) &&
		len(in.servicePos) == len(in.services) {
		for i := range in.services {
			lo := -1
			if i > 0 {
				lo = in.servicePos[i-1]
			}
			for k, pos := range in.proPos {
				if pos > lo && pos < in.servicePos[i] {
					proOf[i] = in.proCandidates[k]
				}
			}
		}
		if slices.Contains(proOf, 0) {
			clear(proOf)
		}
	}
	takerOf := make([]int64, len(in.services))
	if (in.Kind == kindEdit || in.Kind == kindSchedule) && !in.all && len(in.takers) == len(in.services) && in.proSeen == len(in.takers) &&
		len(in.servicePos) == len(in.services) && in.NewWhen == nil && in.Shift == 0 {
		// "rosa takes the turnover, yesenia the restock": each pro said
		// just before a job takes that one (the second clause's verb
		// left out), never both given to one of them.
		for i := range in.services {
			lo := -1
			if i > 0 {
				lo = in.servicePos[i-1]
			}
			if p := in.takerPos[i]; p > lo && p < in.servicePos[i] {
				takerOf[i] = in.takers[i]
			}
		}
		if slices.Contains(takerOf, 0) {
			clear(takerOf)
		}
	}
	// "hanalei view on the 8th - move kainoa's turnover to 11 and the
	// restock to 3" read as one move: another hour said beside the one
	// every job would take is one job's own, so no job takes the last
	// hour for all of them; the time is asked instead.
	hoursApart := moves && len(in.services) >= 2 && in.NewWhen != nil && in.NewWhen.HasTime && slices.ContainsFunc(in.dates, func(d When) bool {
		return d.HasTime && !d.HasDate && (d.Hour != in.NewWhen.Hour || d.Minute != in.NewWhen.Minute) &&
			!(in.When != nil && in.When.HasTime && d.Hour == in.When.Hour && d.Minute == in.When.Minute)
	})
	var out []request
	for i, sv := range in.services {
		one := in
		one.Service, one.Deep = sv, in.Deep && sv == steward.Cleaning
		if hoursApart {
			one.NewWhen = nil
		}
		if proOf[i] != 0 {
			one.ProID, one.proCandidates, one.proPos = proOf[i], []int64{proOf[i]}, nil
		} else if takerOf[i] != 0 {
			one.ProID, one.proCandidates, one.proPos = takerOf[i], []int64{takerOf[i]}, nil
			if in.Kind == kindEdit {
				one.FromPro = 0
			}
		}
		if moves && in.ProID != 0 && len(in.proPos) == 1 {
			// "marguerite's turnover and the restock": the pro named
			// before a job is that job's, not the next one's.
			lo := -1
			if i > 0 {
				lo = in.servicePos[i-1]
			}
			if p := in.proPos[0]; p < lo || p > in.servicePos[i] {
				one.ProID, one.proCandidates, one.proPos = 0, nil, nil
			}
		}
		if len(in.addrCandidates) == len(in.services) {
			one.AddressID, one.addrCandidates, one.places = in.addrCandidates[i], nil, nil // "the chalet clean and the condo restock"
		} else if in.Kind != kindSchedule && len(in.servicePos) == len(in.services) {
			// "cancel the barn clean and the ac repair": the words between
			// the service before and this one are this job's own ("ac"),
			// which may be a job at another property (resolve.go).
			one.sharedPlace = true
			lo := -1
			if i > 0 {
				lo = in.servicePos[i-1]
			}
			one.clauseWords = nil
			for k, pos := range in.notePos {
				if pos > lo && pos < in.servicePos[i] {
					one.clauseWords = append(one.clauseWords, in.noteWords[k])
				}
			}
		}
		if w, ok := in.serviceTimes[sv]; ok {
			one.When = &w // "clean 10am restock 1pm"
			out = append(out, one)
			continue
		}
		switch {
		case in.RightAfter && i > 0:
			one.When = nil // "a cleaning at 10 and a restock right after": when the cleaning is over
		case in.Kind == kindSchedule && i > 0 && in.ProID != 0 && len(in.dates) <= 1 && in.When != nil && in.When.HasTime:
			// "clean and restock kelp cove on the 11th at 10, colleen
			// pls": one pro can't do both at 10; the restock follows the
			// cleaning, in the same visit.
			one.When, one.RightAfter = nil, true
		case len(in.dates) == len(in.services) && in.When != nil && in.When.HasDate && in.Count == 0 && !(moves && in.NewWhen != nil && in.NewWhen.HasDate):
			// (not "move the clean + restock from mon to sun": the one
			// day they are on and the one they go to, both jobs')
			d := in.dates[i] // "clean harbor view sat and restock it sunday"
			if !d.HasDate && i > 0 {
				// "clean the barn fri at 10 and restock at 1": the day
				// of the service before.
				prev := in.dates[i-1]
				d.HasDate, d.Year, d.Month, d.Day = prev.HasDate, prev.Year, prev.Month, prev.Day
			}
			one.When = &d
		case in.Kind != kindSchedule && len(in.dates) == 1 && len(in.servicePos) == len(in.services):
			// A job named by a day: the day goes with the service just
			// before it ("cancel the chalet clean on saturday and the
			// condo restock"), or with all when it ends the message.
			d := in.dates[0]
			owner := -1
			for k, pos := range in.servicePos {
				if pos < d.start {
					owner = k
				}
			}
			if owner != i && d.start < in.servicePos[len(in.servicePos)-1] {
				one.When = nil
			}
		}
		out = append(out, one)
	}
	return out
}

// untimedBooking returns the index in out of the booking of in's service
// at in's property that has a day and no time yet, -1 when there is none.
func untimedBooking(out []request, in request) int {
	for k := len(out) - 1; k >= 0; k-- {
		p := out[k]
		if p.Kind == kindSchedule && p.Service == in.Service && p.AddressID == in.AddressID && p.AddressID != 0 &&
			p.When != nil && p.When.HasDate && !p.When.HasTime && p.Count == 0 {
			return k
		}
	}
	return -1
}

// stayVerbs say guests come or go: "the Delgados land fri".
var stayVerbs = map[string]bool{"land": true, "lands": true, "landing": true, "arrive": true, "arrives": true, "arriving": true,
	"return": true, "returns": true, "returning": true, // ("the Muellers return at 6 PM today")
	"leave": true, "leaves": true, "leaving": true, "depart": true, "departs": true, "departing": true, "fly": true, "flies": true,
	"checkout": true, "checkin": true, "departure": true, "arrival": true, "coming": true, "come": true, "comes": true} // "the delgados want a late checkout monday at 1", "new ppl coming thurs"

// visitors are people who come to a property for the host, not to work
// on it through Steward: their day is a fact beside a job.
var visitors = []string{"realtor", "realtors", "photographer", "photographers", "photos", "photo", "pics", "appraiser", "appraisal",
	"buyer", "buyers", "showing", "showings", "agent", "broker", "owner", "owners", "shoot", "listing", "open"}

// visitorDoes reports whether toks, a part of their own, say what a
// visitor will do at the property ("owner walkthrough after", "the realtor
// is doing a showing after", "buyers walkthrough at 3"): the visitor is the
// subject and nothing is asked of anyone.
func visitorDoes(toks []token) bool {
	i := 0
	for i < len(toks) && slices.Contains([]string{"the", "our", "my", "then", "and", "also"}, toks[i].s) {
		i++
	}
	if i >= len(toks)-1 || len(toks) > 10 || !slices.Contains(visitors, toks[i].s) || toks[i].s == "open" || toks[i].s == "showing" ||
		isQuestion(toks) {
		return false
	}
	return !has(toks, "can", "could", "pls", "please", "book", "schedule", "need", "needs", "wants", "want", "asked", "asks", "says", "said",
		"would", "should", "get", "have", "send", "cancel", "move", "clean", "cleaning", "restock", "restocking", "maintenance", "repair", "fix", "turnover")
}

// visitorSentences splits from each part a last sentence of what a
// visitor will do there (visitorDoes: "…, Thu 3/12 9am. owner walkthrough
// after"), as a part of its own: the note of the request before it, never
// a service of that request.
func visitorSentences(parts []string, again, gapped []bool) ([]string, []bool, []bool) {
	for k := 0; k < len(parts); k++ {
		i := strings.LastIndex(parts[k], ". ")
		if i <= 0 || !visitorDoes(tokenize(parts[k][i+2:])) {
			continue
		}
		head, tail := parts[k][:i+1], strings.TrimSpace(parts[k][i+2:])
		parts = slices.Insert(slices.Clone(parts), k+1, tail)
		parts[k] = head
		if len(again) == len(parts)-1 {
			again = slices.Insert(slices.Clone(again), k+1, false)
		}
		if len(gapped) == len(parts)-1 {
			gapped = slices.Insert(slices.Clone(gapped), k+1, false)
		}
		k++
	}
	return parts, again, gapped
}

// visitorEvent reports whether the date d is said in a clause of its own
// about a visitor ("the realtor's coming to take photos friday", "i have
// a photographer coming thurs") that asks for no work.
func visitorEvent(toks []token, d When) bool {
	cs := d.start
	for cs > 0 && !toks[cs-1].stop {
		cs--
	}
	if cs == 0 {
		return false // the clause of the job itself
	}
	clause := toks[cs:d.start]
	_, _, job := serviceOf(clause)
	return !job && has(clause, visitors...) && !has(clause, "can", "could", "pls", "please", "book", "schedule", "need")
}

// weatherWords name weather that is forecast or coming.
var weatherWords = []string{"snow", "snowstorm", "storm", "blizzard", "inches", "inch", "rain", "ice", "freeze", "freezing", "wind", "winds",
	"hurricane", "nor'easter", "noreaster", "forecast", "weather", "front", "sleet", "hail"}

// forecastEvent reports whether the date d is said in a clause of its own
// about the weather ("10+ inches coming fri night", "storm rolls in
// thurs") that asks for no work: the day of the weather, not of a job.
func forecastEvent(toks []token, d When) bool {
	cs, ce := d.start, d.end
	for cs > 0 && !toks[cs-1].stop && !toks[cs-1].dash {
		cs--
	}
	for ce < len(toks) && !toks[ce-1].stop && !toks[ce-1].dash {
		ce++
	}
	if cs == 0 && ce >= len(toks) {
		return false // the whole message
	}
	clause := toks[cs:ce]
	_, _, job := serviceOf(clause)
	return !job && has(clause, weatherWords...) && !has(clause, "can", "could", "pls", "please", "book", "schedule", "need", "to", "have", "get", "send")
}

// brokeVerbs say, in the past, that something broke or went wrong.
var brokeVerbs = []string{"broke", "died", "quit", "stopped", "failed", "went", "started", "began", "cracked", "burst", "flooded",
	"leaked", "tripped", "fell", "blew", "snapped", "jammed", "froze", "clogged", "overflowed", "shorted", "conked", "gave",
	"broken", "busted", "crapped", "konked"}

// brokeOn reports whether the date d is said of when something broke,
// right after the past verb that says so ("the dryer broke down on
// monday", "the ac quit tues", "the fridge stopped working on sunday",
// "noticed a leak last monday"): a fact, never the day of a visit. A day
// after "until", "by" or "since" is left to their own readers.
func brokeOn(toks []token, d When) bool {
	k := d.start - 1
	for k >= 0 && slices.Contains([]string{"on", "last", "this", "past", "early", "late", "sometime", "around"}, toks[k].s) && !toks[k].stop {
		k--
	}
	// The thing broken or its particle may stand between: "went out
	// sunday", "stopped working monday", "noticed a leak monday".
	for n := 0; k >= 1 && n < 3 && !toks[k].stop && slices.Contains([]string{"down", "out", "up", "off", "working", "again", "apart", "on", "us",
		"leaking", "running", "draining", "heating", "cooling", "dripping"}, toks[k].s); n++ {
		k--
	}
	if k < 0 || toks[k].stop || !slices.Contains(brokeVerbs, toks[k].s) || k > 0 && slices.Contains([]string{"will", "might", "could", "may", "gets", "get", "if"}, toks[k-1].s) {
		return false
	}
	// "gave out", "went out": only with the particle that makes them so.
	return toks[k].s != "gave" && toks[k].s != "went" || k+1 < d.start && slices.Contains([]string{"out", "down", "off"}, toks[k+1].s)
}

// dropStayFacts takes from dates those that only say when guests come or
// go ("the delgados land fri, can chris clean the homestead thurs at 8",
// "haskins out at 10 sat … right after the clean"): facts the host gives,
// not the job's day or time, when another date or an anchor is the job's.
// They are kept in in.factDates (an anchor's job may be on that day).
func (s *session) dropStayFacts(in *request, toks []token, dates []When, anchored bool) []When {
	if len(dates) == 1 && brokeOn(toks, dates[0]) && isProblem(toks) {
		// "the dryer broke down on monday": when the problem happened, a
		// fact; the visit's day is asked for or the earliest.
		in.factDates = append(in.factDates, dates...)
		return nil
	}
	if len(dates) > 1 {
		// "snowworks @ 2011 meridian thurs 6a - 8 inches coming tonight":
		// the weather's day is no job's, whatever the rest says; nor is
		// the day something broke ("… broke down on monday. can someone
		// look at it thurs?").
		var left, facts []When
		for _, d := range dates {
			if forecastEvent(toks, d) || brokeOn(toks, d) && isProblem(toks) {
				facts = append(facts, d)
			} else {
				left = append(left, d)
			}
		}
		if len(facts) > 0 && len(left) > 0 {
			in.factDates = append(in.factDates, facts...)
			dates = left
		}
	}
	if _, _, job := serviceOf(toks); !job && !isProblem(toks) && !(in.Kind == kindReport && in.Urgent) && !has(toks, "someone", "somebody", "anyone", "visit", "job") &&
		!saysAtOnce(toks) { // ("get hank over there asap, pendletons arrive fri", "Kindly get Rick over immediately")
		// "the andersons want a late checkout friday, 11 instead of 10":
		// the stay's own times, not facts beside a job.
		return dates
	}
	if len(dates) == 1 && !anchored && len(s.past) > 0 &&
		saysThatDay(toks) {
		// "ok have her clean live oak that afternoon then, whitakers get
		// in tues": the day the conversation was about, not the guests'.
		if err := s.loadStays(); err == nil {
			var names []string
			for _, r := range s.stays {
				names = append(names, r.GuestName)
			}
			if isStayFact(dates[0], toks, names) {
				in.factDates = dates
				return nil
			}
		}
	}
	if len(dates) == 1 && !anchored && forecastEvent(toks, dates[0]) {
		// "10+ inches coming fri night. pokorny to plow out tamarack": the
		// weather's day, not the job's (asked, or given by a part after).
		in.factDates = dates
		return nil
	}
	soon := isUrgent(toks) || saysAtOnce(toks)
	if len(dates) < 2 && !anchored && !(len(dates) == 1 && soon) || len(dates) == 0 {
		return dates
	}
	if err := s.loadStays(); err != nil {
		return dates
	}
	var guestNames []string
	for _, r := range s.stays {
		guestNames = append(guestNames, r.GuestName)
	}
	if len(dates) == 1 && !anchored {
		// "water heater just died at pine ridge, holts arrive fri — need
		// it fixed asap": the one date is the guests'; the visit is as
		// soon as it can be.
		if isStayFact(dates[0], toks, guestNames) {
			in.factDates = dates
			return nil
		}
		return dates
	}
	var left, facts []When
	for _, d := range dates {
		k := d.start - 1
		for k >= 0 && (toks[k].s == "the" || toks[k].s == "on" || toks[k].s == "at" || toks[k].s == "by" || toks[k].s == "that") {
			k-- // "lands on the 10th"
		}
		fact, there := false, false
		if k >= 2 && (toks[k].s == "there" || toks[k].s == "here") && slices.Contains([]string{"get", "gets", "getting", "arrive", "arrives", "be"}, toks[k-1].s) {
			k, there = k-1, true // "benavides get there fri": their arrival, as "get in"
		}
		for i := k; !there && i >= max(2, k-3) && i > k-4; i-- {
			if (toks[i].s == "to" || toks[i].s == "at") && i < k && slices.Contains([]string{"get", "gets", "getting", "arrive", "arrives", "arriving"}, toks[i-1].s) {
				k, there = i-1, true // "the thibodeaus get to spruce tomorrow": their arrival at the place, as "get there"
			}
		}
		if k >= 1 && (stayVerbs[toks[k].s] || toks[k].s == "out" || toks[k].s == "in" || there) {
			j := k - 1
			for j > 0 && (toks[j].s == "check" || toks[j].s == "checks" || toks[j].s == "checking" || toks[j].s == "are" ||
				toks[j].s == "is" || toks[j].s == "get" || toks[j].s == "gets" || toks[j].s == "will") {
				j--
			}
			from := max(0, j-3)
			asked := j >= 1 && slices.Contains([]string{"can", "could", "will", "would"}, toks[j-1].s) // ("can they come at 6 instead": the pro, asked)
			fact = !asked && (len(matchPeople(toks[from:j+1], guestNames)) > 0 || has(toks[from:j+1], stayPeople...) || anchored && anchorGuestsArrive(toks[from:j+1], guestNames, dates, d)) ||
				// "got a new booking coming in fri"
				has(toks[from:j+1], "booking", "bookings", "reservation", "reservations", "arrival", "arrivals") ||
				// "…, checkout's at 11": the stay's time, said as a noun.
				!anchored && slices.Contains([]string{"checkout", "checkin", "arrival", "departure"}, toks[k].s)
		}
		if !fact && k >= 1 && slices.Contains([]string{"guests", "guest", "ppl", "people", "group", "family", "arrivals"}, toks[k].s) &&
			slices.Contains([]string{"new", "next"}, toks[k-1].s) {
			fact = true // "…, new guests wed": when the next stay begins
		}
		if !fact && arrivalAfter(d, toks, guestNames) {
			fact = true // "…, tomorrow come the guests Hoffmann": their arrival, said verb first
		}
		if !fact && guestsAreOn(toks, d, guestNames) {
			fact = true // "…, the bachelorette is tmrw": the guests' day
		}
		if !fact && visitorEvent(toks, d) {
			fact = true // "…, the realtor's coming to take photos friday": someone else's day
		}
		if !fact && forecastEvent(toks, d) {
			fact = true // "10+ inches coming fri night. pokorny to plow out tamarack sat morning": the weather's day
		}
		if !fact && untilFact(toks, d, dates) {
			fact = true // "… is not unlocked until eleven o'clock, their time. Could you move the job to eleven": the place's hours; the job's time is asked for after
		}
		if !fact && s.proDayFact(toks, d, dates) {
			fact = true // "walts running behind today, can u move the hot tub repair … to 3 tmrw"
		}
		if fact {
			facts = append(facts, d)
		} else {
			left = append(left, d)
		}
	}
	if len(left) == 0 && !anchored {
		return dates
	}
	if len(facts) > 0 && !slices.ContainsFunc(left, func(d When) bool { return d.HasDate }) && !anchored && (in.Kind == kindSchedule || in.Kind == kindReport) {
		// "the bakers want an early checkin on the 13th at noon, can
		// keisha clean harbor view that morning": the job's time is on
		// the stay's day when the message says so; else the dates are
		// read as before (the job's own day is not said). An edit's
		// times are the job's, on its own day.
		if !saysThatDay(toks) && !hasPhrase(toks, "same day") {
			return dates
		}
		if that := slices.IndexFunc(toks, func(t token) bool { return t.s == "that" || t.s == "same" }); that >= 0 && facts[0].start > that && len(s.past) > 0 {
			// "does crystal have anything monday" → "ok have her clean
			// live oak that afternoon then, whitakers get in tues": the
			// day asked about before, not the guests' said after.
			in.factDates = facts
			return left
		}
		for k := range left {
			left[k].HasDate, left[k].Year, left[k].Month, left[k].Day = true, facts[0].Year, facts[0].Month, facts[0].Day
		}
		if len(left) == 0 {
			d := facts[0]
			d.HasTime, d.Hour, d.Minute = false, 0, 0
			left = []When{d}
		}
	}
	in.factDates = facts
	return left
}

// untilFact reports whether the time d is said after "until" in a
// sentence that says something is not so before it and asks for nothing
// ("the building manager tells me the service entrance is not unlocked
// until eleven o'clock, their time."), while a later sentence asks for a
// time of its own ("Could you move the job to eleven?"): the place's
// hours, a fact, never a second time for the job. With no time asked for
// after it ("she can't start til 11, move it"), it is the job's.
func untilFact(toks []token, d When, dates []When) bool {
	if !d.HasTime || d.HasDate || d.start == 0 {
		return false
	}
	k := d.start - 1
	if k < 0 || !slices.Contains([]string{"until", "till", "til", "untill"}, toks[k].s) {
		return false
	}
	cs := k
	for cs > 0 && !toks[cs-1].stop {
		cs--
	}
	later := slices.ContainsFunc(dates, func(o When) bool { return o.HasTime && o.start > d.end && o.prep != "until" })
	sentence := toks[cs:k]
	return later && has(sentence, "not", "isn't", "isnt", "won't", "wont", "doesn't", "doesnt", "aren't", "arent", "never", "locked", "closed", "shut") &&
		!has(sentence, "can", "could", "would", "please", "pls", "move", "book", "schedule", "make", "change", "push", "have", "get", "send")
}

// proDayFact reports whether date d is said of a pro's day in a clause of
// its own, not of a job: "walts running behind today, can u move the hot
// tub repair at snowbird to 3 tmrw afternoon". The clause names a pro and
// no job, service, problem or move, and another date of the message lies
// outside it. A pro who can't come that day ("kai's sick friday, move it
// to monday") or a day ruled out names the job's day, and is not this.
func (s *session) proDayFact(toks []token, d When, dates []When) bool {
	if !d.HasDate || d.HasTime || d.end <= d.start || d.end > len(toks) || d.prep == "to" || ruledOut(toks, d) {
		return false
	}
	from, to := d.start, d.end
	for from > 0 && !toks[from-1].stop {
		from--
	}
	for to < len(toks) && !toks[to-1].stop {
		to++
	}
	clause := toks[from:to]
	if _, _, job := serviceOf(clause); job || isProblem(clause) || saysMove(clause) || has(clause, "job", "visit", "it", "that") ||
		// "…, can kyle come sun instead": the request itself.
		has(clause, "can", "could", "would", "will", "come", "start", "do", "instead") ||
		// "…, need Sal today ASAP": the pro asked for, that day.
		has(clause, "need", "needs", "needed", "send", "asap") ||
		has(clause, "can't", "cant", "cannot", "won't", "wont", "sick", "unavailable", "unable", "off", "out", "away", "not", "no") {
		return false
	}
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	if len(matchPeople(toks[from:d.start], names)) == 0 && len(s.proByShortName(toks[from:d.start])) == 0 {
		return false
	}
	return slices.ContainsFunc(dates, func(e When) bool { return e.start >= to || e.end <= from })
}

// serviceTimes reads a time said with each service of a booking ("clean
// and restock the cottage fri, clean 10am restock 1pm", "restock at 9,
// clean at 11"): a time of day right after a service word (or right before
// it), on the one date the message names, if any. Nil unless every time
// said goes with a service, so a time said once is never given to one
// service only; a service without a time of its own gets the date.
func serviceTimes(toks []token, dates []When, services []steward.ServiceType) map[steward.ServiceType]When {
	var day *When
	var times []When
	for _, d := range dates {
		switch {
		case d.HasDate && d.HasTime:
			return nil
		case d.HasDate:
			if day != nil {
				return nil
			}
			d := d
			day = &d
		default:
			times = append(times, d)
		}
	}
	serviceAt := func(i int) (steward.ServiceType, bool) {
		if i < 0 || i >= len(toks) {
			return "", false
		}
		sv, _, ok := serviceOf(toks[i : i+1])
		if (toks[i].s == "turn" || toks[i].s == "turns") && !turnNoun(toks, i) {
			return "", false
		}
		return sv, ok
	}
	out := map[steward.ServiceType]When{}
	for _, t := range times {
		i := t.start - 1
		for i >= 0 && (toks[i].s == "at" || toks[i].s == "@" || toks[i].s == "around") {
			i--
		}
		sv, ok := serviceAt(i)
		if ok && toks[i].stop {
			ok = false // "…clean, 1pm restock": the time is the next one's
		}
		if !ok && !toks[t.end-1].stop {
			sv, ok = serviceAt(t.end) // "10am clean, 1pm restock"
		}
		if !ok {
			continue
		}
		if _, dup := out[sv]; dup {
			return nil
		}
		w := t
		if day != nil {
			w.HasDate, w.Year, w.Month, w.Day = true, day.Year, day.Month, day.Day
		}
		out[sv] = w
	}
	if len(out) == 0 || len(out) < len(services) && (day == nil || len(out) < len(times)) {
		return nil
	}
	for _, sv := range services {
		if _, ok := out[sv]; !ok {
			out[sv] = *day // "clean at 9 and restock the barn monday": the restock at the default hour
		}
	}
	return out
}

// servicesAt lists every service a message names, in order, with the
// position of the word that names it.
func servicesAt(toks []token) ([]steward.ServiceType, []int) {
	var out []steward.ServiceType
	var pos []int
	for i := range toks {
		sv, _, ok := serviceOf(toks[i : i+1])
		if (toks[i].s == "turn" || toks[i].s == "turns") && !turnNoun(toks, i) {
			ok = false // "turn off the water", "turns out": no turnover
		}
		if ok && !slices.Contains(out, sv) && !anchored(toks, i) && !roleDidSomething(toks, i) { // ("restock … after the turnover" names one; "cleaner hit the reset button" none)
			out = append(out, sv)
			pos = append(pos, i)
		}
	}
	if len(out) > 1 && !reasonClause(toks, pos[0]) {
		// "… do the restocking at three instead of half past two, as the
		// cleaning is taking her longer": a service said in the reason
		// after the request is why, not a second job.
		for k := len(out) - 1; k > 0; k-- {
			if reasonClause(toks, pos[k]) {
				out, pos = slices.Delete(out, k, k+1), slices.Delete(pos, k, k+1)
			}
		}
	}
	return out, pos
}

// oldTime returns the index in dates of the time said as the one a job
// has now ("instead of noon", "rather than 10", "not 10"), -1 for none.
func oldTime(toks []token, dates []When) int {
	for i, d := range dates {
		k := d.start - 1
		if k >= 0 && (toks[k].s == "at" || toks[k].s == "the" || toks[k].s == "on") { // ("instead of the afternoon", "instead of on friday morning")
			k--
		}
		if k < 0 || !d.HasTime {
			continue
		}
		switch {
		case toks[k].s == "not",
			toks[k].s == "of" && k > 0 && (toks[k-1].s == "instead" || toks[k-1].s == "insted"),
			toks[k].s == "than" && k > 0 && toks[k-1].s == "rather":
			return i
		}
	}
	return -1
}

// markGreetings marks as used the words of a greeting ("good morning!",
// "morning, …", "hi good afternoon"), which are no time of day for a job.
func markGreetings(toks []token) {
	parts := map[string]bool{"morning": true, "afternoon": true, "evening": true, "day": true}
	for i := range toks {
		switch {
		case toks[i].s == "good" && i+1 < len(toks) && parts[toks[i+1].s] && (i == 0 || toks[i-1].s == "hi" || toks[i-1].s == "hey" || toks[i-1].s == "hello" || toks[i-1].stop):
			toks[i].used, toks[i+1].used = true, true
		case parts[toks[i].s] && toks[i].s != "day" && toks[i].stop && (i == 0 || i == 1 && (toks[0].s == "hi" || toks[0].s == "hey" || toks[0].s == "hello")):
			toks[i].used = true // "morning! clean the cottage on the 18th"
		}
	}
}

// checkOutThing reports "check out the <thing>": a look at something, not
// a guest's check-out ("after the guests check out").
func checkOutThing(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].s == "check" && toks[i+1].s == "out" && (toks[i+2].s == "the" || toks[i+2].s == "our" || toks[i+2].s == "my") &&
			i+3 < len(toks) && !has(toks[i+3:i+4], "guests", "guest", "stay", "reservation", "calendar", "listing", "schedule") {
			return true
		}
	}
	return false
}

// politeEnds close a message without saying anything of the request.
var politeEnds = map[string]bool{"thanks": true, "thank": true, "you": true, "thx": true, "ty": true, "pls": true, "please": true,
	"cheers": true, "tia": true, "so": true, "much": true}

// endsWithAfter reports whether the words end with "after" said of a job
// ("and have june inspect it after", "restock the flat after"): when the
// job before is over. "The day after", "the morning after" are days.
func endsWithAfter(toks []token) bool {
	n := len(toks)
	for n > 0 && politeEnds[toks[n-1].s] {
		n-- // "… restock after? thanks!!"
	}
	if n < 3 || toks[n-1].s != "after" || toks[n-1].used {
		return false
	}
	prev := toks[n-2].s
	_, _, service := serviceOf(toks[n-2 : n-1]) // "and then chris ng restock after"
	return prev == "it" || prev == "that" || prev == "them" || prev == "one" || prev == "too" || prev == "there" || service
}

// afterWithHour reports whether the words say "after" of the job before,
// then an hour of their own: "book her for a restock after at 3", "and a
// restock afterwards, around 2" ("after the okafors leave at 3" is an
// anchor, not this).
func afterWithHour(toks []token) bool {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].used || toks[i].s != "after" && toks[i].s != "afterwards" && toks[i].s != "afterward" {
			continue
		}
		prev := toks[i-1].s
		_, _, service := serviceOf(toks[i-1 : i])
		if !service && prev != "it" && prev != "that" && prev != "them" && prev != "one" && prev != "there" {
			continue
		}
		if next := toks[i+1].s; slices.Contains([]string{"at", "@", "around", "about", "say", "like", "maybe"}, next) || toks[i].stop && strings.ContainsAny(next, "0123456789") {
			return true
		}
	}
	return false
}

func isBareShift(in request) bool { return in.Shift != 0 || in.NewWhen != nil || in.When != nil }

// read parses one part of a message into a request: the places it names first (their
// names hold numbers and words that must not be read as dates or
// requests), then its dates, its kind and the slots of that kind, then
// the people it names.
func (s *session) read(msg string, mctx steward.MessageContext) (request, error) {
	in := request{rawText: strings.TrimSpace(msg)}
	urls := urlRe.FindAllString(msg, -1)
	msg = urlRe.ReplaceAllString(msg, " ")
	emails := emailRe.FindAllString(msg, -1)
	rest := emailRe.ReplaceAllString(msg, " @email ")
	phones := phoneRe.FindAllString(rest, -1)
	rest = phoneRe.ReplaceAllString(rest, " ")
	toks := tokenize(rest)
	// A property's name of several words keeps its words: "kill" of Kill
	// Devil Hills is no cancel.
	var keep []bool
	for _, a := range s.addrs {
		for _, n := range []string{a.City, a.Name()} {
			if ws := words(n); len(ws) >= 2 {
				for i := range toks {
					if k := phraseAt(toks, i, ws, false); k > 0 {
						if keep == nil {
							keep = make([]bool, len(toks))
						}
						for j := i; j < i+k; j++ {
							keep[j] = true
						}
					}
				}
			}
		}
	}
	kept := make([]string, len(toks))
	for i := range toks {
		kept[i] = toks[i].s
	}
	normalizeVerbs(toks)
	for i := range keep {
		if keep[i] {
			toks[i].s = kept[i]
		}
	}
	if err := s.keepNames(toks); err != nil {
		return in, err
	}
	for i := range toks {
		if toks[i].s == "@email" {
			toks[i].used, toks[i].email = true, true
		}
	}
	markGreetings(toks)
	markNoteText(toks, msg)
	var anc *anchor
	if !startsWithQuestionWord(toks) {
		var err error
		if anc, err = s.readAnchor(toks); err != nil {
			return in, err
		}
		if anc != nil && (anc.stay != nil || len(anc.guests) > 0 || anc.anyStay) && !anc.job && !anc.before {
			// "once the oduyas are gone tmrw can hollis do a walk thru,
			// anytime after marguerite's finished cleaning": the job
			// that follows their leaving is the later of the two.
			kept := slices.Clone(toks)
			if a2, err := s.readAnchor(toks); err != nil {
				return in, err
			} else if a2 != nil && a2.job && !a2.before && a2.end {
				anc = a2
			} else {
				copy(toks, kept)
			}
		}
	}
	s.readPlaces(&in, toks, mctx)
	for i := 1; i < len(toks); i++ {
		// "tmrw am", "fri pm": the morning, the afternoon.
		if (toks[i].s == "am" || toks[i].s == "pm") && !toks[i].used && isDateWord(toks[i-1].s) {
			toks[i].s = map[string]string{"am": "morning", "pm": "afternoon"}[toks[i].s]
		}
	}
	toks, err := s.nameThings(toks, in) // "put marco on the radiator": the radiator's repair (thingjob.go)
	if err != nil {
		return in, err
	}

	dates := readDates(s.withoutUnitLabels(toks), s.now, s.loc(in.AddressID))
	if has(toks, badDate) {
		// "the sash window job … on 12/3 - could we make it 13:00": a
		// date read both ways is the day of the job the change names.
		if ok, err := s.settleSlashByJob(toks, in.AddressID); err != nil {
			return in, err
		} else if ok {
			dates = readDates(s.withoutUnitLabels(toks), s.now, s.loc(in.AddressID))
		}
	}
	if has(toks, badDate) && s.settleSlashByCountry(toks, cmp.Or(in.AddressID, s.partPlace)) {
		// "deep cleaning at Indiranagar flat on 07/03": day first where
		// the property is (indian.go).
		dates = readDates(toks, s.now, s.loc(in.AddressID))
	}
	if has(toks, badDate) && settleSlashBySibling(toks, s.now, s.msgDayFirst) {
		// "… on 11/3 so move her check to 10/3": read as the part's other
		// slash date had to be (slashsibling.go).
		dates = readDates(s.withoutUnitLabels(toks), s.now, s.loc(in.AddressID))
	}
	if has(toks, badDate) {
		// "on 45.03.", "to 31.02.": a date that is none. Not today, nor
		// the hour alone: the request asks when.
		dates = nil
	}
	if has(toks, "tonight", "tonite") {
		// "tonight at 7": the evening's 7.
		for k := range dates {
			d := dates[k]
			if !d.HasTime || d.Soft || d.Hour < 1 || d.Hour > 11 {
				continue
			}
			near, am := false, false
			for i := max(0, d.start-3); i < min(len(toks), d.end+3); i++ {
				near = near || toks[i].s == "tonight" || toks[i].s == "tonite"
			}
			for i := d.start; i < d.end && i < len(toks); i++ {
				am = am || toks[i].s == "am" || toks[i].s == "a" || strings.HasSuffix(toks[i].s, "am") && isDigits(strings.TrimSuffix(strings.ReplaceAll(toks[i].s, ":", ""), "am"))
			}
			if near && !am {
				dates[k].Hour += 12 // ("tmrw at 7am, … snow tonight" stays 7 in the morning)
			}
		}
	}
	dates = slices.DeleteFunc(dates, func(d When) bool {
		// "havent seen any in a week", "hasn't been used in 2 days": how
		// long something has been so, never a day to act on.
		for k := max(0, d.start-3); k < d.start; k++ {
			switch toks[k].s {
			case "seen", "heard", "havent", "haven't", "hasnt", "hasn't", "since", "been", "used":
				return true
			}
		}
		return saidDone(toks, d.start) || toldAt(toks, d.start) && !saidTimeOf(toks, d) || habitualAt(toks, d.start)
	})
	if in.Kind == kindCancel || has(toks, "cancel", "drop", "scrap", "kill", "nix", "ditch") {
		// "drop the restock, i'll stock it thurs when im over there": when
		// the host does it, not the day of the job cancelled.
		dates = slices.DeleteFunc(dates, func(d When) bool {
			for k := d.start - 1; k >= 0 && k >= d.start-4; k-- {
				if toks[k].stop {
					return false
				}
				if toks[k].s == "need" || toks[k].s == "booked" || toks[k].s == "scheduled" || toks[k].s == "had" {
					return false // "we wont need nadia next wednesday", "the clean i booked for friday": the job's day
				}
				if slices.Contains([]string{"i'll", "ill", "we'll"}, toks[k].s) ||
					k > 0 && slices.Contains([]string{"will", "can", "gonna"}, toks[k].s) && slices.Contains([]string{"i", "we"}, toks[k-1].s) {
					return true
				}
			}
			return false
		})
	}
	// "snow tonight - gus to plow the chalet first thing tmrw": when the
	// weather comes, not the visit's day.
	dates = slices.DeleteFunc(dates, func(d When) bool {
		return d.start > 0 && slices.Contains([]string{"snow", "snowing", "storm", "rain", "raining", "ice", "freeze", "freezing", "blizzard", "sleet", "hail", "hurricane", "frost", "wind", "windy"}, toks[d.start-1].s)
	})
	if slices.ContainsFunc(dates, func(d When) bool { return d.HasTime && !d.Soft && !travelClause(toks, d.start) }) {
		// "… should be 1, he's driving back from saint john that
		// morning": where the pro is before the job, not the job's time.
		dates = slices.DeleteFunc(dates, func(d When) bool { return d.Soft && travelClause(toks, d.start) })
	}
	// "can't wait till tomoz, get Luis over there today": the day it
	// cannot wait for is not the job's (waitless.go).
	dates = slices.DeleteFunc(dates, func(d When) bool { return cannotWaitFor(toks, d.start) })
	if k := s.proVisitThenGuestNews(toks); k > 0 {
		// "Derek in Champions Gate tuesday, the Ferreiras check in
		// earlier now": the day is the pro's visit's, said before the
		// guests' news; it is not their new check-in (asked instead).
		dates = slices.DeleteFunc(dates, func(d When) bool { return d.start <= k })
	}
	if slices.ContainsFunc(dates, func(d When) bool { return !reasonClause(toks, d.start) }) {
		// "… at a quarter to three instead of one, as she has a dentist
		// appointment in the late morning": the reason's time is not the
		// job's.
		dates = slices.DeleteFunc(dates, func(d When) bool { return reasonClause(toks, d.start) })
	}
	if i := slices.IndexFunc(dates, func(d When) bool { return d.HasTime && !d.Soft && !purposeClause(toks, d.start) }); i >= 0 {
		// "make it nine o'clock in the morning so the drive is clear
		// before Rosa gets there at ten": with the job's own hour said
		// before, an hour in what the change is for is someone else's
		// ("so its ready by 3 on monday, the bells get in at 4" keeps 3).
		first := dates[i].end
		dates = slices.DeleteFunc(dates, func(d When) bool {
			return d.HasTime && d.start >= first && d.prep != "by" && purposeClause(toks, d.start)
		})
	}
	if slices.ContainsFunc(dates, func(d When) bool { return s.busyClause(toks, d.start) }) {
		// "… at to thirty in the afternoon instead of eleven she has a
		// closing in the morning", "make it North Country Rosa's got the
		// cabin that morning": what the pro already has on is why, never
		// the job's time (asides.go). A clock time there goes only when
		// the request says one of its own.
		other := slices.ContainsFunc(dates, func(d When) bool { return !s.busyClause(toks, d.start) })
		dates = slices.DeleteFunc(dates, func(d When) bool { return s.busyClause(toks, d.start) && (other || d.Soft && !d.HasDate) })
	}
	for _, d := range dates {
		markUsed(toks, span{d.start, d.end})
	}
	in.Kind = classify(s.withoutProNames(toks), len(emails) > 0, len(dates)) // ("Hill Country Plumbing says …": a pro, no plumbing asked)
	if k := purposeSo(toks); in.Kind == kindReport && k > 0 && !isProblem(toks[:k]) {
		// "make it 15:00, so she isn't rushing after the clean": what the
		// change is for, no problem to repair.
		n := 0
		for _, d := range dates {
			if d.start < k {
				n++
			}
		}
		// ("Marcus has done his back in, so he won't manage the gutters
		// on Monday": news before the "so", nothing asked; what follows
		// is the news itself, a pro who won't do a job, left a report.)
		if k2 := classify(toks[:k], len(emails) > 0, n); k2 != kindHelp || !proCannotAfter(toks[k+1:]) {
			in.Kind = k2
		}
	}
	if in.Kind == kindReport && s.proUnwell(toks) {
		// "wes is down with the flu": news of a pro, not a repair (a
		// topic: his jobs are answered, topic.go).
		in.Kind = kindHelp
	} else if in.Kind == kindReport && s.proWorkElsewhere(toks, in.namedPlace) {
		// "dave's got a roof leak in meridian, he's swamped this week":
		// the pro's own work at no place of the host's, news of him
		// (proelsewhere.go), never an emergency booked here.
		in.Kind, in.proElsewhere = kindHelp, true
	}
	if in.Kind == kindReport && has(toks, "job", "visit", "appointment") && has(toks, "assign", "reassign", "give", "hand", "put") &&
		s.namesPro(toks) && !isUrgent(toks) {
		// "the banging noise job at the barn, assign it to ray": the job
		// the problem names, given to the pro; not a second report.
		in.Kind = kindEdit
	}
	named := s.withoutProNames(toks) // ("… with High Desert Housekeeping": a pro, no cleaning)
	in.Service, in.Deep, _ = serviceOf(named)
	lookAt := hasPhrase(toks, "look at") || hasPhrase(toks, "take a look") || hasPhrase(toks, "have a look") || hasPhrase(toks, "check on") ||
		hasPhrase(toks, "check the") && !has(toks, "guests", "guest", "checkout", "checkin") // "can buck check the yurt roof in 4 hrs"
	if (in.Kind == kindHelp || in.Kind == kindAvailability) && in.Service == "" && (len(dates) > 0 || anc != nil) && lookAt {
		// "can someone look at the hot tub at the cottage monday": a
		// maintenance visit, the message in its notes.
		in.Kind, in.Service = kindSchedule, steward.Maintenance
	} else if (in.Kind == kindHelp || in.Kind == kindAvailability || in.Kind == kindTurnover) && in.Service != steward.Inspection && in.namedPlace &&
		has(toks, "someone", "somebody", "anyone", "handyman") && (lookAt || checkOutThing(toks)) {
		// "can someone check out the hot tub at smoky": a problem to
		// look at, reported (the visit already booked for it is named).
		in.Kind, in.Service = kindReport, steward.Maintenance
	}
	if in.Kind == kindHelp && !isQuestion(toks) && has(toks, "towels", "coffee", "tp", "soap", "shampoo", "linens", "sheets", "paper", "pods", "toiletries") &&
		(hasPhrase(toks, "out of") || hasPhrase(toks, "ran out") || has(toks, "need", "needs", "more", "low") || hasPhrase(toks, "running low") || hasPhrase(toks, "running out")) &&
		// ("the guests always run out of coffee": why a restock asked
		// beside it is wanted, a habit, no restock of its own; "I need to
		// know how many towels to leave out": why the host asks.)
		!has(toks, "always", "usually", "often", "forever") && !hasPhrase(toks, "how many") && !hasPhrase(toks, "need to know") {
		// "we're out of coffee at villa 7", "the boathouse needs new
		// towels": a restock (its day asked for when none is said) —
		// never "the toilet … running nonstop, need somebody out
		// there", a toilet that runs (its paper is "paper" or "tp").
		in.Kind, in.Service = kindSchedule, steward.Restocking
	}
	if in.Kind == kindHelp && anc != nil && has(toks, "ready") && has(toks, "get", "have", "make", "needs", "need") {
		in.Kind = kindSchedule // "get the barn ready before Anna arrives"
	}
	if in.Kind == kindSchedule && in.Service == "" && has(toks, "ready") {
		in.Service = steward.Cleaning // "get the chalet ready": a cleaning
	}
	// "getting hemlock ready - bree to clean mon at 11": the hour is the
	// clean's own start, said right after its verb, not the time it must
	// be done by.
	ownStart := slices.ContainsFunc(dates, func(d When) bool { return d.HasTime && !d.Soft }) &&
		!slices.ContainsFunc(dates, func(d When) bool {
			return d.HasTime && !d.Soft && !slices.Contains([]string{"clean", "restock", "inspect", "do", "at", "@"}, d.prep)
		})
	// "book a restock sat at 10 so it's ready before next week": the hour
	// said before a "so … ready" that gives no hour of its own is the
	// job's start; the clause only says what it is for.
	if k := soReady(toks); k > 0 && slices.ContainsFunc(dates, func(d When) bool { return d.HasTime && !d.Soft }) &&
		!slices.ContainsFunc(dates, func(d When) bool { return d.HasTime && d.start > k }) {
		ownStart = true
	}
	in.ReadyBy = has(toks, "ready") && !ownStart || hasPhrase(toks, "done by") || hasPhrase(toks, "finished by") ||
		hasPhrase(toks, "end of day") || hasPhrase(toks, "end of the day") || has(toks, "eod", "cob")
	doneBy := has(toks, "cleaned", "restocked", "inspected", "fixed", "repaired", "done", "finished")
	for _, d := range dates {
		// "before noon", "before 3pm": a time to be done by; so is "by
		// noon" after a job said as done ("the boathouse cleaned … by
		// noon").
		if d.HasTime && (d.prep == "before" || d.prep == "by" && doneBy) {
			in.ReadyBy = true
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s != "before" && !(toks[i].s == "by" && doneBy) {
			continue
		}
		if _, _, _, ok := readClock(toks, i+1); ok || toks[i+1].s == "noon" || toks[i+1].s == "midday" {
			in.ReadyBy = true // "tues before 3"
		}
	}

	if k := arrivalTime(toks, dates, func(w string) bool { return len(w) > 2 && s.guestWord(w, w) }); k >= 0 {
		// "asap clean of the casita, guests coming at 3": the guests'
		// arrival is when the job must be done by, not when it starts;
		// with "asap", the earliest slot.
		other := slices.ContainsFunc(dates, func(d When) bool { return d.HasTime && d.start != dates[k].start })
		if p := slices.IndexFunc(dates, func(d When) bool {
			return d.Soft && d.HasTime && !d.HasDate && d.prep == "the" && d.end <= dates[k].start && dayPartOf(d.Hour) == dayPartOf(dates[k].Hour)
		}); p >= 0 && !isUrgent(toks) {
			// "a clean the morning priya raman arrives at 10": the part
			// of the day names the guests' day, and the hour said in it
			// is the job's (10:00 that day), not the guests' own time.
			dates = slices.Clone(dates)
			dates[p].Hour, dates[p].Minute, dates[p].Soft = dates[k].Hour, dates[k].Minute, false
			dates = slices.Delete(dates, k, k+1)
		} else if isUrgent(toks) || other {
			// "friday at 10, guests arrive at 4": the job's own time.
			dates = slices.Delete(slices.Clone(dates), k, k+1)
		} else {
			in.ReadyBy = true
		}
	}
	if k := arrivalDay(toks, dates); k >= 0 && in.Kind == kindReport {
		// "the Brennans come tomorrow … please somebody today": the
		// guests' day says when they come, the other when the job is.
		dates = slices.Delete(slices.Clone(dates), k, k+1)
	}
	in.Shift = shiftOf(toks)
	if in.Shift == 0 && has(toks, "move", "push", "postpone", "delay", "reschedule") && len(dates) == 0 &&
		weekIsTarget(toks) {
		// "move to next week same day and time": a week later, the job
		// found as it is now.
		in.Shift = 7 * 24 * time.Hour
	}
	n := len(toks)
	in.RightAfter = in.When == nil && (hasPhrase(toks, "right after") || hasPhrase(toks, "straight after") || hasPhrase(toks, "just after") ||
		hasPhrase(toks, "after that") || hasPhrase(toks, "right afterwards") || has(toks, "afterwards", "afterward") || endsWithAfter(toks) ||
		// "get tovah in to restock after him": when the job before is over.
		hasPhrase(toks, "after him") || hasPhrase(toks, "after her") ||
		// "… and mary beth to restock after": when the job before is over.
		n >= 2 && toks[n-1].s == "after" && !toks[n-1].used && !isDateWord(toks[n-2].s) && dayParts[toks[n-2].s] == 0 && toks[n-2].s != "week" && toks[n-2].s != "day")
	in.DaysAfter, in.DayHour = daysAfterOf(toks)
	in.SameDay = sameDayOf(toks)
	in.SameSlot = hasPhrase(toks, "same slot") || hasPhrase(toks, "same time") && !hasPhrase(toks, "same time on") && !dayThenSameTime(toks) || hasPhrase(toks, "same day and time")
	// ("TO @ FBC 3/8 11a - assign Tamika": one day and hour, the
	// turnover's own.)
	timed := len(dates) == 1 && dates[0].HasDate && dates[0].HasTime
	s.refine(&in, toks, len(dates), timed)
	s.recurringErrand(&in, toks, len(dates)) // (schedule.go)
	if ci, co, ok := stayInOut(toks, dates); ok && !isProblem(toks) && in.Service == "" && in.Kind != kindReservation &&
		has(toks, "now", "instead", "pushed", "moved", "changed", "change", "move", "push", "updated", "update", "shifted") &&
		!has(toks, "add", "book", "booked", "booking", "new", "record", "log", "enter") {
		// "abernathys pushed their trip back a day - now in wed the
		// 11th, out sun the 15th": the stay's new dates, both.
		in.StayOp, in.stayIn, in.stayOut = stayBoth, ci, co
	}
	switch in.Kind {
	case kindSchedule, kindCancel, kindEdit, kindReschedule:
		// "clean and restock", "a clean at 10, restock afterwards",
		// "cancel the chalet clean and the condo restock"
		in.services, in.servicePos = servicesAt(named)
	}

	if op := calendarOp(toks, len(urls) > 0); op != "" {
		in.Kind, in.CalendarOp = kindCalendar, op
		if len(urls) > 0 {
			in.URL = strings.TrimRight(urls[0], ".,;:!?)>]")
		}
	}
	in.Urgent = isUrgent(toks)

	in.ordinal = ordinalOf(toks)
	if in.ReadyBy && in.Kind == kindSchedule && len(dates) == 2 && dates[0].HasDate != dates[1].HasDate && dates[0].HasTime != dates[1].HasTime {
		// "a cleaning saturday, needs to be done by 3pm": one deadline.
		d, t := dates[0], dates[1]
		if !d.HasDate {
			d, t = t, d
		}
		d.HasTime, d.Hour, d.Minute, d.Soft = true, t.Hour, t.Minute, t.Soft
		dates = []When{d}
	}
	if (in.Kind == kindSchedule || in.Kind == kindTurnover) && !in.RightAfter && len(dates) == 2 && dates[0].HasDate != dates[1].HasDate && dates[0].HasTime != dates[1].HasTime &&
		dates[0].HasDate == !dates[0].HasTime {
		// "march 20 cleaning at the loft at 10": the date and the time of
		// one job, apart, unless they are a count's or several services'.
		if n, _ := jobCount(toks); n == 0 {
			if svs, _ := servicesAt(toks); len(svs) <= 1 && !s.guestsDay(toks, dates) {
				d, t := dates[0], dates[1]
				if !d.HasDate {
					d, t = t, d
				}
				d.HasTime, d.Hour, d.Minute, d.Soft = true, t.Hour, t.Minute, t.Soft
				dates = []When{d}
			}
		}
	}
	if in.Kind == kindReport && !in.RightAfter && len(dates) == 2 && dates[0].HasDate && !dates[0].HasTime && !dates[1].HasDate && dates[1].HasTime &&
		datesOpen(toks, dates[0]) && !s.guestsDay(toks, dates) {
		// "next wednesday, a plumber at the refuge at 10 for the leak":
		// a day that opens the message is the visit's, and the hour said
		// after it is that day's (not the earliest slot of it), unless
		// the day is when the problem began ("yesterday, …").
		d := dates[0]
		d.HasTime, d.Hour, d.Minute, d.Soft = true, dates[1].Hour, dates[1].Minute, dates[1].Soft
		dates = []When{d}
	}
	switch in.Kind {
	case kindSchedule, kindEdit, kindReschedule, kindCancel, kindReport, kindTurnover,
		kindHelp: // "get hank over there asap, pendletons arrive fri": a pro sent, the guests' day beside it
		dates = s.dropStayFacts(&in, toks, dates, anc != nil)
	}
	if in.Kind == kindSchedule && (hasPhrase(toks, "next week") || hasPhrase(toks, "next wk")) {
		// "2 cleans at the casita next week, tues and thurs at 11": the
		// week named holds the weekdays, not this week (weeks start on
		// Sunday, as for "next friday").
		for k, d := range dates {
			if !d.HasDate || !namesWeekday(toks[d.start:d.end]) || hasPhrase(toks[d.start:d.end], "next") || purposeWeekAfter(toks, d.end) {
				continue
			}
			dates[k] = s.inNextWeek(d, in.AddressID)
		}
	}
	if in.Kind == kindSchedule && len(in.services) > 1 {
		in.serviceTimes = serviceTimes(toks, dates, in.services)
	}
	if len(dates) == 2 && dates[0].HasDate && dates[0].HasTime && dates[0].Soft && !dates[1].HasDate && dates[1].HasTime && !dates[1].Soft &&
		// ("karen cant get to the schoolhouse friday morning, can she do
		// it at 1 instead?": an hour outside that part of the day is
		// another time, the one it moves to.)
		(dates[0].Hour < 12) == (dates[1].Hour < 12) {
		// "friday night like 9pm", "tmrw morning, say 10": the part of
		// the day, then its hour.
		d := dates[0]
		d.HasTime, d.Hour, d.Minute, d.Soft = true, dates[1].Hour, dates[1].Minute, false
		dates = []When{d}
	}
	for k := 0; k+1 < len(dates); k++ {
		// "… tmrw at 1, can we bump the hot tub job to fri morning at 9":
		// the part of the day and its hour, side by side, among other
		// dates of the message.
		a, b := dates[k], dates[k+1]
		if a.HasDate && a.HasTime && a.Soft && !b.HasDate && b.HasTime && !b.Soft && b.start >= a.end && b.start-a.end <= 1 && (a.Hour < 12) == (b.Hour < 12) {
			a.HasTime, a.Hour, a.Minute, a.Soft, a.end = true, b.Hour, b.Minute, false, b.end
			dates = append(dates[:k:k], append([]When{a}, dates[k+2:]...)...)
			continue
		}
		if a.HasDate && a.HasTime && !a.Soft && !b.HasDate && b.HasTime && b.Soft && b.start >= a.end && b.start-a.end <= 1 &&
			(a.Hour < 12) == (b.Hour < 12) {
			// "to 3 tmrw afternoon": the hour, and the part of the day it
			// is in.
			a.end = b.end
			dates = append(dates[:k:k], append([]When{a}, dates[k+2:]...)...)
		}
	}
	if len(dates) > 0 {
		d := dates[0]
		in.When = &d
		in.dates = dates
	}
	if in.Kind == kindSchedule {
		// "2 cleanings at the chalet sunday": several jobs (counts.go).
		if in.Count, in.CountOf = jobCount(toks); in.Count != 0 {
			in.Times = jobTimes(in)
		}
	}
	if in.Kind == kindReport && in.When != nil && (in.When.Soft || !in.When.HasTime) {
		// Words a date took count here ("yesterday", "tonight").
		said := func(ws ...string) bool {
			return slices.ContainsFunc(ws, func(w string) bool { return hasPhrase(toks, w) })
		}
		switch {
		case said("yesterday", "last night", "this morning", "earlier today", "since"):
			// "the heat went out this morning": when the problem began,
			// not when to come; a later date, if any, is the visit's.
			// ("…blew in last night, need someone there today": "last
			// night" took no date, so today is the visit's.)
			began := func(d When) bool {
				if d.start < 0 || d.end > len(toks) || d.start >= d.end {
					return true
				}
				in := func(ws ...string) bool { // (date words are used: has skips them)
					return slices.ContainsFunc(toks[max(0, d.start-1):d.end], func(t token) bool { return slices.Contains(ws, t.s) })
				}
				k := d.start - 1
				if k >= 0 && toks[k].s == "this" {
					k--
				}
				if k >= 0 && toks[k+1].s == "this" && !toks[k].stop &&
					slices.Contains([]string{"there", "over", "out", "here", "by", "come", "go", "up", "sometime", "in"}, toks[k].s) && !in("yesterday", "since") {
					// "get cody over there this morning", "send someone
					// out this morning": when to come, not when it began.
					return false
				}
				return in("yesterday", "since") || in("this", "earlier") && in("morning", "today")
			}
			var kept []When
			for _, d := range dates {
				if !began(d) {
					kept = append(kept, d)
				}
			}
			in.When, in.dates = nil, nil
			if len(kept) > 0 {
				d := kept[0]
				in.When, in.dates = &d, kept
			}
		case in.When.Soft && said("tonight", "today"):
			// "the oven won't turn on, guests want to cook tonight":
			// needed before then, so the earliest slot, not 19:00.
			in.When, in.dates, in.Urgent = nil, nil, true
		}
	}
	if len(emails) > 0 {
		in.Email = emails[0]
	}
	if len(phones) > 0 {
		in.Phone = strings.TrimSpace(phones[0])
	}
	if in.Kind != kindAddPro && in.Kind != kindReservation || in.StayOp != "" {
		if err := s.readPeople(&in, toks); err != nil {
			return in, err
		}
	}
	if in.Kind == kindSchedule && saysNoProYet(rest) {
		// "Book an inspection … at 2pm. No vendor yet.": no pro, never
		// one taken for the host (namewords.go).
		in.ProID, in.proCandidates = 0, nil
	}
	if in.Kind == kindQuestion && in.Topic == "stay" && in.ProID != 0 && len(in.Candidates) == 0 && in.ReservID == 0 &&
		(hasPhrase(toks, "what time") || has(toks[:1], "when", "whens")) && has(toks, "arrive", "arrives", "arriving", "arrival") &&
		!has(toks, "guest", "guests", "family", "party", "group", "checkin", "checkout") {
		// "What time will Arctic Breeze arrive at the Collins Flat on
		// Friday?": a pro arrives for their job, no stay's check-in.
		in.Topic = "status"
	}
	if len(in.Candidates) > 0 && in.Service == "" && in.ProID == 0 && isQuestion(toks) &&
		(in.Kind == kindHelp || in.Kind == kindQuestion && in.Topic == "status") {
		in.Kind, in.Topic = kindQuestion, "stay" // "are the whitakers confirmed": their stay
	}
	if len(in.Candidates) > 0 && !in.namedPlace && in.Service == "" && in.ProID == 0 && hasPhrase(toks, "how many") && (in.Kind == kindHelp || in.Kind == kindListJobs || in.Kind == kindQuestion) {
		// "how many r coming w the dombrowskis": their party.
		in.Kind, in.Topic = kindQuestion, "stay"
	}
	if in.Kind == kindQuestion && in.Topic == "property" && len(in.Candidates) > 0 && !in.namedPlace && (hasPhrase(toks, "how big") || hasPhrase(toks, "how large")) {
		// "how big is the novak group again": the size of the party the
		// question names, not of a property (their stay, with its guests).
		in.Topic = "stay"
	}
	if in.FromPro != 0 && in.ProID == 0 && (in.Kind == kindReport && !isProblem(withoutUnavailability(toks)) || in.Kind == kindHelp ||
		in.Kind == kindSchedule && definiteService(toks)) {
		// "bianca wont be able to do anchor way tmrw", "bianca is sick
		// tmrw", "mele cant do the villa inspection monday": the pro's
		// job needs someone else (edit asks who), not a repair or a new
		// job.
		in.Kind, in.Urgent = kindEdit, false
	}
	if in.Kind == kindReport && in.FromPro != 0 && !in.Urgent && has(toks, "reassign", "assign", "give", "cover", "swap", "switch", "hand") {
		// "chris ng is out next wk, reassign her jobs to chris patel": a
		// pro who is out, not a problem at a property.
		in.Kind, in.Notes, in.Service = kindEdit, "", ""
	}
	if (in.Kind == kindSchedule || in.Kind == kindReport || in.Kind == kindEdit || in.Kind == kindReschedule || in.Kind == kindCancel) &&
		in.AddressID == 0 && !in.namedPlace && len(in.addrCandidates) == 0 && in.unknownPlace == "" {
		// "the nguyens asked for a mid-stay clean on saturday": the
		// property of the guests named, when all their stays are at one.
		if err := s.loadStays(); err != nil {
			return in, err
		}
		var names []string
		for _, r := range s.stays {
			names = append(names, r.GuestName)
		}
		at := int64(0)
		for _, m := range matchPeople(toks, names) {
			if r := s.stays[m.index]; r.CheckOut.After(s.now) && r.Status != steward.ReservationCancelled {
				if at != 0 && at != r.AddressID {
					at = -1
					break
				}
				at = r.AddressID
			}
		}
		if at > 0 {
			in.AddressID = at
		}
	}
	if in.Kind == kindSchedule && in.ProID != 0 && in.When == nil && definiteService(toks) && has(toks, "change", "switch", "swap", "reassign", "assign", "move") &&
		has(toks, "to", "onto") && !has(toks, "another", "new", "second", "extra") {
		// "change the lake house restock to miguel": that job, given to
		// Miguel.
		in.Kind = kindEdit
	}
	if in.Kind == kindHelp && in.FromPro != 0 && in.ProID != 0 && in.FromPro != in.ProID && (in.When != nil || has(toks, "it", "that", "job", "jobs")) {
		// "luis can't do friday, can omar take it": Luis's job that day,
		// given to Omar.
		in.Kind = kindEdit
	}
	if in.Kind == kindCancel && in.ProID == 0 && in.FromPro != 0 {
		in.ProID, in.FromPro = in.FromPro, 0 // "luis is sick, cancel his jobs": Luis's jobs
	}
	if in.Kind == kindCancel && !in.all && (in.ProID != 0 || in.namedPlace || in.Service != "") &&
		has(toks, "visits", "jobs", "appointments", "cleanings", "cleans", "inspections", "repairs", "restocks") &&
		(has(toks, "week", "weekend", "month") || len(dates) > 0) {
		// "cancel nate's visits this week", "cancel the cleanings on
		// friday": several that fit, in a period; never every job of the
		// account for a word that names nothing.
		in.all = true
	}
	if in.ProID != 0 && (in.Kind == kindPrice || in.Kind == kindQuestion && in.Topic == "spend" || in.Kind == kindHelp) && isQuestion(toks) &&
		has(toks, "pay", "paid") {
		// "how much did we pay rosa last month": what the pro earned
		// (their statement), not a price estimate.
		in.Kind, in.Topic = kindQuestion, "owe"
	}
	if in.ProID != 0 && (in.Kind == kindHelp || in.Kind == kindListJobs) && isQuestion(toks) &&
		(hasPhrase(toks, "up to") || has(toks, "working", "busy", "schedule", "doing", "got", "booked", "lined", "anything") && !has(toks, "free", "available")) {
		// "what's dana up to tomorrow", "where is miguel working on
		// monday": the pro's agenda.
		in.Kind, in.Topic = kindQuestion, "agenda"
	}
	if in.ProID != 0 && (in.Kind == kindReport || in.Kind == kindSchedule) && definiteService(toks) &&
		!has(toks, "another", "new", "second", "additional", "extra", "also") {
		in.namesJob = true // "omar should do the harbor view repair": that job, given to Omar
	}
	if in.Kind == kindHelp && in.ProID != 0 && has(toks, "put", "assign", "give", "hand") && has(toks, "job", "visit", "appointment", "one") {
		in.Kind = kindEdit // "put grace on the chalet job sat"
	}
	if in.Kind == kindHelp && in.ProID != 0 && in.namedPlace && in.JobID == 0 && !isQuestion(toks) && has(toks, "does", "do", "doing") && (in.When != nil || anc != nil) {
		// "mari does the soundside mon at 9": the pro's work there.
		if p := s.pro(in.ProID); p != nil && len(p.Services) == 1 {
			in.Kind, in.Service = kindSchedule, p.Services[0]
		} else if p != nil && len(p.Services) > 1 {
			in.Kind = kindSchedule
		}
		if len(dates) == 2 && in.When != nil && dates[0].HasDate && !dates[0].HasTime && !dates[1].HasDate && dates[1].HasTime {
			w := dates[0] // ("mon: mari does the soundside at 9": that day, at 9)
			w.HasTime, w.Hour, w.Minute, w.Soft = true, dates[1].Hour, dates[1].Minute, dates[1].Soft
			in.When, in.dates = &w, []When{w}
		}
	}
	if in.Kind == kindHelp && in.ProID != 0 && (has(toks, "book", "schedule", "get", "send", "need", "arrange") || wantsProTo(toks, in.proPos)) {
		// "book luis at harbor view tomorrow": the pro's one service.
		if p := s.pro(in.ProID); p != nil && len(p.Services) == 1 {
			in.Kind, in.Service = kindSchedule, p.Services[0]
		} else if p != nil && len(p.Services) > 1 {
			in.Kind = kindSchedule // which of the pro's services is asked (schedule)
		}
	}
	if p := s.pro(in.ProID); in.StayOp != "" && p != nil && oldTime(toks, dates) >= 0 && (startsWithPro(toks, p) ||
		len(toks) > 1 && slices.Contains([]string{"can", "could", "have", "get", "pls", "please", "ask"}, toks[0].s) && startsWithPro(toks[1:], p)) {
		// "roz pls do the pelican fri at 10 instead of 9 since the
		// castellanos asked for an early checkin": Roz's job moved; the
		// guests' wish is the reason, not a new check-in.
		in.StayOp, in.StayNights = "", 0
		in.ReservID, in.Candidates = 0, nil
	}
	if (in.StayOp == stayCheckOut || in.StayOp == stayCheckIn) && in.ProID != 0 && anc != nil && !anc.job && (anc.pronoun || len(anc.guests) > 0) &&
		!has(toks, "instead", "now", "late", "early", "earlier", "later", "change", "move", "update") {
		// "would you have Mr. Tate go round the day after they check out,
		// at ten o'clock": the pro's visit after the stay, not a new
		// check-out time.
		in.StayOp, in.StayNights = "", 0
		in.ReservID, in.Candidates = 0, nil
	}
	if _, _, job := serviceOf(toks); in.StayOp == stayCancel && ((job || has(toks, "visit", "job", "appointment", "jobs", "stuff", "visits")) &&
		!has(toks, "stay", "stays", "reservation", "reservations", "booking", "bookings", "trip") || in.ProID != 0 || in.FromPro != 0 || cancelsItThenReason(toks)) {
		// ("cancel all of jose's stuff next week, he's on vacation": a
		// pro's jobs; a pro has no stay.)
		// "cancel dale's ac visit fri, the castellanos left and it's
		// fixed": the visit is cancelled; the guests are the reason.
		in.StayOp, in.StayNights = "", 0
		in.ReservID, in.Candidates = 0, nil
	}
	if in.StayOp != "" && !guestReview(toks) && (len(in.Candidates) > 0 || in.ReservID != 0 || has(toks, stayWords...) ||
		// "the loft guest arrives at 5 fri now": the stay at that property.
		// "the group at the gables is 10 now": the party there.
		in.AddressID != 0 && has(toks, "guest", "guests", "tenant", "tenants", "renter", "renters", "group", "party", "family", "crew", "people", "ppl") &&
			!isProblem(toks) ||
		// "the group is 6 now": a party's new size, the stay asked about
		// (changeStay) when nothing says whose.
		(in.StayOp == stayGuests || in.StayOp == stayGuestsBy) && has(toks, partyWords...) && !isProblem(toks) ||
		// "move her check-in to 1": a guest's check-in or check-out,
		// which no job has; the stay asked about when nothing says whose.
		(in.StayOp == stayCheckIn || in.StayOp == stayCheckOut) && ownStayTime(toks)) {
		in.Kind = kindStay // a guest or a stay named: the stay is what changes
	} else {
		in.StayOp, in.StayNights = "", 0
	}
	readKindSlots(&in, toks, dates, msg)
	if in.Kind == kindHelp && (in.ProID != 0 || len(in.proCandidates) > 1 || pronounPro(toks) != "" && len(in.proCandidates) == 0) && in.AddressID != 0 &&
		(hasPhrase(toks, "swing by") || hasPhrase(toks, "stop by") || hasPhrase(toks, "squeeze in") || hasPhrase(toks, "fit in") ||
			hasPhrase(toks, "come by") || hasPhrase(toks, "pop by") || hasPhrase(toks, "pop over") || hasPhrase(toks, "drop by") ||
			hasPhrase(toks, "head over") || hasPhrase(toks, "go over") || hasPhrase(toks, "go by") || hasPhrase(toks, "stop in") ||
			// "ok have him look over the chalet that afternoon then"
			// "can emerald coast look at the hot tub at sea oats??": with
			// no day, the visit's time is asked.
			(hasPhrase(toks, "look over") || hasPhrase(toks, "look at") || hasPhrase(toks, "check out") || hasPhrase(toks, "take a look")) &&
				has(toks, "have", "can", "could", "get", "send") && (in.When != nil || in.ProID != 0) ||
			has(toks, "hit") && has(toks, "can", "could", "pls", "please", "have")) {
		// "can rusty swing by 3315 joshua tree tmrw afternoon to check the
		// pool filter": a visit of the pro's, of their one service (which
		// of theirs is asked otherwise).
		in.Kind = kindSchedule
		if p := s.pro(in.ProID); p != nil && len(p.Services) == 1 {
			in.Service = p.Services[0]
		}
	}
	s.readProRole(&in, toks)
	if p := pronounPro(toks); p != "" && in.ProID == 0 && len(in.proCandidates) == 0 {
		// "book her at pine ridge", "can he also look at …": the pro the
		// part before or the conversation is about (run), or asked.
		in.rolePro = p
	}
	if in.Kind == kindEdit && in.JobID == 0 && len(toks) > 2 && (toks[0].s == "book" || toks[0].s == "schedule") && in.namedPlace &&
		(in.When != nil || in.NewWhen != nil || anc != nil) && !definiteService(toks) && !has(toks, "instead", "it", "that") && in.SetStatus == "" && in.SetNotes == "" {
		// "book him at gulf tower sat morning to change the ac filters":
		// a visit ("change" is the work, not an edit of a job).
		in.Kind = kindSchedule
		if in.When == nil {
			in.When, in.NewWhen = in.NewWhen, nil
		}
		if p := s.pro(in.ProID); in.Service == "" && p != nil && len(p.Services) == 1 {
			in.Service = p.Services[0]
		} else if in.Service == "" {
			in.Service = steward.Maintenance
		}
	}
	if in.Kind == kindHelp && in.ProID == 0 && (in.namedPlace || anc != nil) && (in.When != nil || anc != nil) && !isQuestion(toks) {
		// "the locksmith needs to rekey 2b monday 2pm": a visit of that
		// trade.
		for _, t := range toks {
			if sv, ok := roleServices[strings.TrimSuffix(t.s, "s")]; ok && !t.used {
				in.Kind, in.Service = kindSchedule, sv
				break
			}
		}
	}
	if in.Kind == kindHelp && in.ProID == 0 && (in.namedPlace || anc != nil) && (in.When != nil || anc != nil) && !isQuestion(toks) {
		// "can the pool guy come to the cabin friday at 10": a visit of
		// that pro's (maintenance unless the pro found does one other
		// thing), asked who when no one pro fits.
		if role, id := s.thingPro(toks); role != "" {
			in.Kind, in.Service = kindSchedule, steward.Maintenance
			if p := s.pro(id); p != nil && len(p.Services) == 1 {
				in.Service = p.Services[0]
			}
		}
	}
	if in.Kind == kindHelp && in.ProID != 0 && (in.namedPlace && in.When != nil && in.When.HasDate || anc != nil) && !isQuestion(toks) &&
		(has(toks, "come", "visit", "stop", "pop", "swing") || hasPhrase(toks, "see to")) && has(toks, "have", "get", "send", "ask", "arrange") {
		// "Please have Walt come to Hemlock Hollow on Thursday at ten", "have
		// the chimney sweep see to the wood stove at …": a
		// visit of the pro's one service.
		if p := s.pro(in.ProID); p != nil && len(p.Services) == 1 {
			in.Kind, in.Service = kindSchedule, p.Services[0]
		}
	}
	s.readRolePro(&in, toks)
	if in.Kind == kindHelp && in.ProID != 0 && in.AddressID != 0 && (in.When != nil || anc != nil) && len(toks) > 0 && toks[0].s == "have" && haveDo(toks) {
		// "have grace do harbor view monday at 10": a booking of the
		// pro's service (schedule asks when the pro has several).
		in.Kind, in.haveDo = kindSchedule, true
	}
	if p := s.pro(in.ProID); in.Kind == kindHelp && p != nil && in.namedPlace && in.When != nil && in.When.HasDate && len(toks) > 3 &&
		(toks[0].s == "put" || toks[0].s == "have") && putProAt(toks, p) && !isQuestion(toks) {
		// "put gus at the pincushion place tomorrow at 4:30 for the drippy
		// shower", "have the septic people at gooseberry saturday at ten":
		// a visit of the pro's (which of their services is asked when they
		// have several).
		in.Kind = kindSchedule
		if len(p.Services) == 1 {
			in.Service = p.Services[0]
		}
	}
	if p := s.pro(in.ProID); in.Kind == kindHelp && p != nil && in.namedPlace && (in.When != nil && in.When.HasDate || anc != nil) &&
		!isQuestion(toks) && proAtPlaceOpen(toks, p) {
		// "TB @ SLOANS 3/16 1300: patch drywall": a dispatch ticket, the
		// pro's visit (which of their services is asked when they have
		// several) (initials.go).
		in.Kind = kindSchedule
		if len(p.Services) == 1 {
			in.Service = p.Services[0]
		}
	}
	in.anc = anc
	if anc != nil && in.Kind != kindHelp && in.Kind != kindQuestion && in.Kind != kindStay {
		if err := s.applyAnchor(&in, anc, dates); err != nil {
			return in, err
		}
	}
	for i, t := range toks {
		if !t.used && !t.email && len(t.s) >= 2 && !stopWords[t.s] && !genericWords[t.s] && !isDigits(t.s) &&
			// "the inspection we do not need": a negation names no
			// job's notes ("Sauna heater does not turn on").
			!negations[t.s] &&
			// "… sunday right?": a question tag, never the "light" of a
			// job's notes.
			!(t.s == "right" && t.ask) &&
			// "cancel the pier guys": the pro's trade, not what the job is
			// about ("Check … the pier for ice damage").
			!(tradeBeforePerson(toks, i) && s.proSays(t.s)) {
			in.noteWords = append(in.noteWords, t.s)
			in.notePos = append(in.notePos, i)
		}
	}
	s.readProWhere(&in, toks) // "is rosa at the barn right now?" (classify.go)
	in.timeHint = timeHint(toks)
	if (in.Kind == kindEdit || in.Kind == kindReschedule) && in.When != nil && !in.When.HasDate && in.When.HasTime && (in.When.prep == "than" || in.When.prep == "of") &&
		in.NewWhen != nil && in.NewWhen.HasDate && in.NewWhen.HasTime && in.NewWhen.end > 0 && in.When.start-in.NewWhen.end <= 2 && in.When.start >= in.NewWhen.end {
		// "the lone pine clean mon at 11 rather than 10": 10 on that
		// Monday, the job's own time.
		w := *in.When
		w.HasDate, w.Year, w.Month, w.Day = true, in.NewWhen.Year, in.NewWhen.Month, in.NewWhen.Day
		in.When = &w
	}
	if (in.Kind == kindSchedule || in.Kind == kindTurnover) && !guestsAsked(toks) && has(toks, "asked", "asking", "requested", "want", "wants") {
		// "priyanka restock the icewine this sun at 2, macleods asked for
		// more firewood": the guests, by their name.
		if err := s.loadStays(); err != nil {
			return in, err
		}
		var names []string
		for _, r := range s.stays {
			names = append(names, r.GuestName)
		}
		if ms := matchPeople(toks, names); len(ms) > 0 {
			for _, m := range ms {
				k := m.at.end
				if k < len(toks) && (toks[k].s == "in" || toks[k].s == "at") {
					// "The Schneiders in the Birdsong Cottage asked for …":
					// where they stay, then what they asked.
					for j := k + 1; j < len(toks) && j <= k+5; j++ {
						if slices.Contains([]string{"asked", "requested"}, toks[j].s) {
							k = j
							break
						}
					}
				}
				if k < len(toks) && slices.Contains([]string{"asked", "asking", "requested", "want", "wants", "are", "have"}, toks[k].s) {
					in.DuringStay = true
				}
				if k+1 < len(toks) && slices.Contains([]string{"were", "was", "have", "had"}, toks[k].s) && slices.Contains([]string{"asking", "asked", "requested", "requesting", "wanting", "looking"}, toks[k+1].s) {
					in.DuringStay = true // "the Schmidts were asking could someone look at …" (fixs24D)
				}
			}
		}
	}
	if (in.Kind == kindSchedule || in.Kind == kindTurnover) && guestsAsked(toks) {
		// "the kowalskis are asking for a mid-stay clean": kept with the
		// request when it waits for an answer ("sat at 10, trent").
		in.DuringStay = true
	}
	if in.Kind == kindEdit && hasPhrase(toks, "same time") && redone(toks) && in.Service != "" && in.JobID == 0 && in.NewWhen == nil && in.Shift == 0 &&
		in.When != nil && in.When.HasDate && !in.When.HasTime {
		// "have bakken recheck the oak st furnace a week from tmrw, same
		// time": another visit on the day said, at the hour of the one
		// done again (run), never that one moved.
		in.Kind, in.redoSlot = kindSchedule, true
	}
	if (in.Kind == kindReport || in.Kind == kindSchedule) && in.ProID != 0 {
		if p := s.pro(in.ProID); p != nil && forwardAuthorOnly(msg, p.Name) {
			// 'from jenny: "condo fridge is dead" — need someone to fix
			// it': the one who wrote the message passed on is no pro for
			// the work it asks for, unless the host's own words name her.
			in.ProID = 0
		}
	}
	return in, nil
}

// forwardAuthorRe opens a message passed on with its author and a quote:
// 'from jenny: "…"', 'jenny says: "…"', 'jenny texted "…"'.
var forwardAuthorRe = mustCompile(`^(?i:(?:from|per|via)\s+([a-z]+)\s*[:,—–-]?|([a-z]+)\s+(?:says|said|writes|wrote|texted|texts|asks|asked)\s*[:,—–-]?)\s*["“]([^"”]*)["”]`)

// forwardAuthorOnly reports whether msg opens with a quote passed on from
// the pro called name and the words after it name that pro no more (by
// name or as "her", "him", "them").
func forwardAuthorOnly(msg, name string) bool {
	m := forwardAuthorRe.FindStringSubmatchIndex(strings.TrimSpace(msg))
	if m == nil {
		return false
	}
	msg = strings.TrimSpace(msg)
	author := ""
	for _, g := range []int{2, 4} {
		if m[g] >= 0 {
			author = strings.ToLower(msg[m[g]:m[g+1]])
		}
	}
	first := strings.ToLower(strings.Fields(name)[0])
	if author == "" || author != first {
		return false
	}
	rest := tokenize(msg[m[1]:])
	return !has(rest, first, "her", "him", "she", "he", "them", "they")
}

// countNouns follow a number that counts rather than tells the time.
var countNouns = map[string]bool{"guest": true, "guests": true, "people": true, "adults": true, "kids": true, "children": true,
	"night": true, "nights": true, "day": true, "days": true, "week": true, "weeks": true, "hour": true, "hours": true, "hr": true,
	"hrs": true, "minutes": true, "mins": true, "min": true, "minute": true, "miles": true, "mile": true, "mi": true, "blocks": true, "bedrooms": true, "bedroom": true, "bathrooms": true, "bathroom": true, "beds": true,
	"rooms": true, "towels": true, "rolls": true, "bottles": true, "pods": true, "times": true, "units": true, "stars": true,
	"star": true, "dollars": true, "bucks": true, "percent": true, "cleanings": true, "cleans": true, "restocks": true,
	"inspections": true, "visits": true, "jobs": true, "properties": true, "months": true, "month": true, "sets": true, "x": true}

// clockWords are the hours in words a host dictates ("at two", "around
// nine", "at noon").
var clockWords = map[string]bool{"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "noon": true, "midday": true}

// militaryTimeRe is a 24-hour clock in four digits: "0900", "1430".
var militaryTimeRe = mustCompile(`^(?:[01]\d|2[0-3])[0-5]\d$`)

// timeHint reports whether words the readers left hold what looks like a
// time of day ("at half 10" misread, "tues 3ish", "around noonish"): a
// booking then asks for the time rather than take the default.
func timeHint(toks []token) bool {
	for i, t := range toks {
		if t.used || t.email {
			continue
		}
		switch {
		case t.s == "half" || t.s == "quarter" || t.s == "oclock" || t.s == "o'clock" || strings.HasSuffix(t.s, "ish") && len(t.s) > 3 && t.s != "finish":
			return true
		case t.s == "same" && i+1 < len(toks) && !toks[i+1].used && (toks[i+1].s == "time" || toks[i+1].s == "hour"):
			// "… on the 10th instead, same time" with no job's time
			// read into it: asked, never 10:00.
			return true
		case clockWords[t.s] && i > 0 && slices.Contains([]string{"at", "@", "around", "about", "by", "til", "till", "until"}, toks[i-1].s) &&
			!(i+1 < len(toks) && countNouns[toks[i+1].s]):
			// "on the tenth at two", "around nine": an hour in words the
			// readers left.
			return true
		case isDigits(t.s) && len(t.s) == 4 && !strings.HasPrefix(t.raw, "$") && !strings.HasPrefix(t.raw, "#") && militaryTimeRe.MatchString(t.s) &&
			i > 0 && slices.Contains([]string{"at", "@", "around", "by", "->", "to"}, toks[i-1].s) &&
			(t.stop || i+1 == len(toks) || isDateWord(toks[i+1].s) || slices.Contains([]string{"hrs", "hours", "h", "on", "tmrw", "tomorrow", "today", "and", "pls", "please"}, toks[i+1].s)):
			return true // "at 0900", "-> 1500": a 24-hour clock left unread
		case isDigits(t.s) && !strings.HasPrefix(t.raw, "$") && !strings.HasPrefix(t.raw, "#"):
			n, _ := strconv.Atoi(t.s)
			if n < 1 || n > 12 {
				continue
			}
			if i+1 < len(toks) && countNouns[toks[i+1].s] || i > 0 && (toks[i-1].s == "job" || toks[i-1].s == "unit" || toks[i-1].s == "#" || toks[i-1].s == "of") {
				continue
			}
			return true
		}
	}
	return false
}

// stopWords carry no identity of a job: function words and the verbs of
// requests.
// negations are words of a message that never name a job by its notes.
var negations = map[string]bool{"not": true, "no": true, "never": true, "dont": true, "don't": true, "doesnt": true, "doesn't": true}

var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the a an it that this those these is are was were be been to for of on at in by with
		and or but so please can could would will should you me my our we i us do does did done have has had get got make
		made put move push cancel book schedule reschedule confirm mark set change switch instead actually same slot time
		job jobs visit one any some all every each next last later earlier hour hours day days minute minutes from
		up back out off there here what when who which how why where now today tomorrow tonight morning afternoon evening
		pm am clean cleaning cleaner maintenance repair inspection restock restocking turnover send someone need needs
		let know thanks thank hi hey ok okay just also then too as about around guy guys
		ever fixed repaired finished week weeks yesterday`) {
		m[w] = true
	}
	return m
}()

// readPlaces reads the properties the message names, falling back to the
// context's property only when the message names none, and marks their
// tokens used.
func (s *session) readPlaces(in *request, toks []token, mctx steward.MessageContext) {
	// "cedar 1 and cedar 2", "aspen b": of names that differ only by
	// their last letter or number, each said by a word of the name and
	// that letter or number.
	var direct []propertyMatch
	for _, a := range s.addrs {
		name := words(a.Name())
		if len(name) < 2 {
			continue
		}
		last := name[len(name)-1]
		// ("royal 3A and frenchmen 3" for Royal St 3A and Frenchmen 3: a
		// unit's label of digits and letters is such a last word too.)
		unit := len(last) >= 2 && len(last) <= 4 && !isDigits(last) && !isLetters(last) && strings.ContainsAny(last, "0123456789")
		if !(len(last) == 1 && isLetters(last) || len(last) <= 2 && isDigits(last) || unit) {
			continue
		}
		for i := 0; i+1 < len(toks); i++ {
			if toks[i].used || !slices.Contains(name[:len(name)-1], toks[i].s) || genericWords[toks[i].s] {
				continue
			}
			for j := i + 1; j < len(toks) && j <= i+2; j++ {
				if toks[j].used {
					break
				}
				if toks[j].s == last {
					direct = append(direct, propertyMatch{addr: a, score: scoreWord, at: span{i, j + 1}})
					break
				}
				if !slices.Contains(name, toks[j].s) {
					break
				}
			}
		}
	}
	if len(direct) > 0 {
		for _, m := range direct {
			markUsed(toks, m.at)
		}
	}
	all := allProperties(toks, s.addrs)
	for i, m := range all {
		// "book scenic city to clean lookout": the property's own word,
		// not the pro's name that is also its street's.
		if s.proNameAt(toks, m.at) {
			if at, ok := s.placeApartFromPro(toks, m); ok {
				all[i].at = at
			}
		}
	}
	all = slices.DeleteFunc(all, func(m propertyMatch) bool {
		// ("… at 2 atlantic time": a zone, not 12 Atlantic Ave)
		zone := m.at.end-m.at.start == 1 && zoneWords[toks[m.at.start].s] != "" && m.at.end < len(toks) && toks[m.at.end].s == "time"
		return zone || s.proNameAt(toks, m.at)
	})
	for i, m := range all {
		// "what time is gallatin coming to the ranch friday?": a word of
		// the Ranch House's street and of Gallatin Plumbing's name is the
		// pro when the property is also named by a word of its own.
		if at, ok := s.placeBesidePro(toks, m); ok {
			all[i].at = at
		}
	}
	if dest := slices.DeleteFunc(slices.Clone(all), func(m propertyMatch) bool { return !headsTo(toks, m.at) }); len(dest) > 0 {
		// "marisol can do the clean fri at 8 before she heads down to
		// rockport": where the pro goes next, not the job's place.
		for _, m := range dest {
			markUsed(toks, m.at)
		}
		all = slices.DeleteFunc(all, func(m propertyMatch) bool { return headsTo(toks, m.at) })
	}
	thereSaid := false // "there" of a place said before, not "as there is …"
	for i, t := range toks {
		if t.s == "there" && (i+1 >= len(toks) || !placeInClause(toks, i+1)) {
			thereSaid = true
		}
	}
	if thereSaid || slices.ContainsFunc(all, func(m propertyMatch) bool { return !placeInClause(toks, m.at.start) }) {
		// "move Rosario's cleaning there to Saturday at one so it fits
		// after her Captiva job": the place of the reason is not the
		// job's, when the request has one of its own.
		for _, m := range all {
			if placeInClause(toks, m.at.start) {
				markUsed(toks, m.at)
			}
		}
		if kept := slices.DeleteFunc(slices.Clone(all), func(m propertyMatch) bool { return placeInClause(toks, m.at.start) }); len(kept) < len(all) {
			all = kept
		}
	}
	if slices.ContainsFunc(all, func(m propertyMatch) bool {
		return s.busyClause(toks, m.at.start) && has(toks[:m.at.start], "give", "hand", "assign", "reassign", "make", "move", "push")
	}) {
		// "actually give it to Tammy, Rosa's got the cabin that morning":
		// the place the pro is busy at is why, never the job's.
		for _, m := range all {
			if s.busyClause(toks, m.at.start) {
				markUsed(toks, m.at)
			}
		}
		all = slices.DeleteFunc(all, func(m propertyMatch) bool { return s.busyClause(toks, m.at.start) })
	}
	if said := slices.DeleteFunc(slices.Clone(all), func(m propertyMatch) bool { return notSaid(toks, m.at) }); len(said) > 0 && len(said) < len(all) {
		// "its the slider at the tamarack house, not paupack": the
		// place said, not the one denied.
		for _, m := range all {
			if notSaid(toks, m.at) {
				markUsed(toks, m.at)
			}
		}
		all = said
	}
	pm := bestProperties(all)
	if sep := separateMatches(all, toks); len(sep) > 1 {
		pm = sep // "the loft, the cabin and birch hollow": each named on its own
	}
	if len(direct) > 0 {
		seen := map[int64]bool{}
		var merged []propertyMatch
		for _, m := range append(direct, pm...) {
			if !slices.Contains(direct, m) && !literalMatch(toks, m) {
				// ("getting into royal 3A around 8 tmrw night": "night"
				// is no typo of Bywater Right beside a place said exactly.)
				continue
			}
			if !seen[m.addr.ID] {
				seen[m.addr.ID] = true
				merged = append(merged, m)
			}
		}
		pm = merged
	}
	if len(pm) > 1 && pm[0].at == pm[1].at && pm[0].at.end < len(toks) {
		// "aspen b": of "Aspen Duplex A" and "Aspen Duplex B", the one
		// whose name ends with the letter said after the shared words.
		if next := toks[pm[0].at.end]; !next.used && (len(next.s) == 1 && isLetters(next.s) || len(next.s) <= 2 && isDigits(next.s)) {
			var one []propertyMatch
			for _, m := range pm {
				name := words(m.addr.Name())
				street := words(m.addr.Street)
				if name[len(name)-1] == next.s || len(street) > 0 && street[len(street)-1] == next.s {
					one = append(one, m)
				}
			}
			if len(one) == 1 {
				one[0].at.end++
				pm = one
			}
		}
	}
	for _, m := range pm {
		markUsed(toks, m.at)
		// "a clean at 412 upper fri 10am": the street's number said
		// before the rest of its name is the address's, never 4:12.
		if k := m.at.start - 1; k >= 0 && !toks[k].used && isDigits(toks[k].s) {
			if f := strings.Fields(m.addr.Street); len(f) > 0 && f[0] == toks[k].s {
				toks[k].used = true
			}
		}
	}
	in.namedPlace = len(pm) > 0
	if len(pm) == 1 {
		// "the duck house" with two places in Duck, one of them on Duck
		// Rd: the town, which two fit (asked), not the street.
		m := pm[0]
		var said []string
		for k := m.at.start; k < m.at.end; k++ {
			said = append(said, toks[k].s)
		}
		city := words(m.addr.City)
		inCity := len(said) > 0 && !slices.ContainsFunc(said, func(w string) bool { return !slices.Contains(city, w) })
		inName := slices.ContainsFunc(said, func(w string) bool { return slices.Contains(words(m.addr.Name()), w) })
		if len(city) > 1 && inCity && (m.addr.Nickname == nil || !slices.ContainsFunc(said, func(w string) bool { return slices.Contains(words(*m.addr.Nickname), w) })) {
			// "the bodega bay place": the whole town said, not "Bay Flat Rd"
			for k := max(0, m.at.start-len(city)+1); k+len(city) <= len(toks) && k <= m.at.start; k++ {
				all := true
				for i, c := range city {
					all = all && toks[k+i].s == c
				}
				if all {
					inName = false
				}
			}
		}
		if inCity && !inName {
			// The whole town said ("el de Miami") is also any place whose
			// town or name has it ("Miami Beach", "Miami Beach Studio"):
			// those are asked, never one picked.
			whole := len(said) == len(city)
			has := func(ws []string) bool {
				return !slices.ContainsFunc(said, func(w string) bool { return !slices.Contains(ws, w) })
			}
			for _, a := range s.addrs {
				if a.ID != m.addr.ID && (strings.EqualFold(a.City, m.addr.City) || whole && (has(words(a.City)) || has(words(a.Name())))) {
					pm = append(pm, propertyMatch{addr: a, score: m.score, at: m.at})
				}
			}
		}
	}
	if len(pm) > 1 && !slices.ContainsFunc(pm, func(m propertyMatch) bool { return m.at != pm[0].at }) {
		// "the sandpoint loft": of the places in Sandpoint, the one whose
		// name has the word said beside the city's.
		var fit []propertyMatch
		for _, m := range pm {
			for k := max(0, m.at.start-2); k < min(len(toks), m.at.end+2); k++ {
				if (k < m.at.start || k >= m.at.end) && !genericWords[toks[k].s] && slices.Contains(words(m.addr.Name()), toks[k].s) &&
					!slices.Contains([]string{"house", "home", "place", "rental", "spot"}, toks[k].s) { // ("the eureka springs house": any of them)
					fit = append(fit, m)
					break
				}
			}
		}
		if len(fit) == 1 {
			pm = fit
		}
	}
	if len(pm) > 0 {
		// "Earl to check the fireplace in Creekside pls, last guests said
		// smoky smell", "smoky smell in the loft, pls send Earl": a word
		// of a place's name said of a smell describes it, never names
		// Smoky Ridge (the other place named, else the property asked).
		var fit []propertyMatch
		for _, m := range pm {
			if m.at.end-m.at.start == 1 && m.at.end < len(toks) &&
				slices.Contains([]string{"smell", "smells", "smelling", "odor", "odour", "odors", "stench", "stink"}, toks[m.at.end].s) {
				continue
			}
			fit = append(fit, m)
		}
		switch {
		case len(fit) == 0:
			pm = nil
		case len(fit) < len(pm) && !slices.ContainsFunc(fit, func(m propertyMatch) bool { return m.addr.ID != fit[0].addr.ID }):
			pm = fit[:1]
		}
	}
	switch {
	case len(pm) == 1:
		in.AddressID = pm[0].addr.ID
	case len(pm) > 1:
		// In the order the message names them, so each can go with the
		// service named beside it ("the chalet clean and the condo restock").
		slices.SortStableFunc(pm, func(a, b propertyMatch) int { return a.at.start - b.at.start })
		for _, m := range pm {
			in.addrCandidates = append(in.addrCandidates, m.addr.ID)
		}
		if separatePlaces(pm, toks) {
			in.places = in.addrCandidates
		}
	}
	if in.AddressID == 0 && len(pm) == 0 && mctx.AddressID != nil && s.byAddr[*mctx.AddressID] != nil {
		in.AddressID = *mctx.AddressID
	}
	if mctx.JobID != nil {
		in.JobID = *mctx.JobID
	}
	if mctx.ReservationID != nil {
		in.ReservID = *mctx.ReservationID
	}
	if in.AddressID == 0 && len(pm) == 0 {
		in.unknownPlace = unknownPlace(toks)
		if id := s.unitPlace(in.unknownPlace); id != 0 {
			// "book nora for an inspection at the condo": the one
			// property that is a numbered unit of a building.
			in.AddressID, in.namedPlace, in.unknownPlace = id, true, ""
		}
	}
}

// unitRe is a numbered unit in a street address: "Unit 204", "Apt 5",
// "#3B", "Ste 12".
var unitRe = mustCompile(`(?i)\b(?:unit|apt|apartment|ste|suite|#)\s*#?\d+[a-z]?\b`)

// unitPlace is the one property that is a numbered unit ("600 Columbine
// Rd Unit 204") when the host names a place only as "the condo", "the
// apartment" or "the flat" and no property is called so; 0 otherwise.
func (s *session) unitPlace(said string) int64 {
	w := strings.Fields(strings.ToLower(said))
	if len(w) == 0 || len(w) > 2 || !slices.Contains([]string{"condo", "apartment", "apt", "flat", "unit"}, w[len(w)-1]) {
		return 0 // ("the condo", "inspect the condo"; never "the beach condo")
	}
	if len(w) == 2 && !slices.Contains([]string{"inspect", "clean", "restock", "fix"}, w[0]) {
		return 0
	}
	var id int64
	for _, a := range s.addrs {
		if unitRe.MatchString(a.Street) || unitRe.MatchString(a.Name()) {
			if id != 0 {
				return 0
			}
			id = a.ID
		}
	}
	return id
}

// separateMatches returns the properties the words name each in words of
// their own, joined as separatePlaces says, or nil: every property's best
// match, less those overlapping a surer one.
func separateMatches(all []propertyMatch, toks []token) []propertyMatch {
	if len(all) < 2 {
		return nil
	}
	var kept []propertyMatch
	for _, m := range all {
		sure := true
		for _, o := range all {
			if o.addr != m.addr && o.at.start < m.at.end && m.at.start < o.at.end && (o.score > m.score || o.score == m.score && o.at != m.at) {
				sure = false
			}
		}
		if sure {
			kept = append(kept, m)
		}
	}
	if len(kept) < 2 || !separatePlaces(kept, toks) {
		return nil
	}
	return kept
}

// headsTo reports whether the place at at is where someone goes after the
// job ("before she heads down to rockport", "then he's off to the loft").
func headsTo(toks []token, at span) bool {
	k := at.start - 1
	for k >= 0 && slices.Contains([]string{"the", "down", "over", "up", "back", "out"}, toks[k].s) {
		k--
	}
	if k < 1 || toks[k].s != "to" {
		return false
	}
	k--
	for k >= 0 && slices.Contains([]string{"down", "over", "up", "back", "out"}, toks[k].s) {
		k--
	}
	return k >= 1 && slices.Contains([]string{"heads", "head", "heading", "headed", "goes", "going", "drives", "driving", "off"}, toks[k].s) &&
		slices.Contains([]string{"she", "he", "they", "shes", "hes", "she's", "he's", "theyre", "they're", "before", "then"}, toks[k-1].s)
}

// notSaid reports whether the place at at is denied: "not paupack",
// "instead of the loft", "rather than the cabin".
func notSaid(toks []token, at span) bool {
	k := at.start - 1
	if k >= 0 && toks[k].s == "the" {
		k--
	}
	return k >= 0 && (toks[k].s == "not" || toks[k].s == "of" && k > 0 && toks[k-1].s == "instead" || toks[k].s == "than" && k > 0 && toks[k-1].s == "rather")
}

// proNameAt reports whether the words of at begin a pro's name of two
// words or more, said whole: "laurel run to service the furnace" names
// Laurel Run Heating, not the house on Laurel Dr.
func (s *session) proNameAt(toks []token, at span) bool {
	for _, p := range s.pros {
		name := words(p.Name)
		if len(name) < 2 || at.start+len(name) > len(toks) && at.start+2 > len(toks) {
			continue
		}
		n := 0
		for n < len(name) && at.start+n < len(toks) && toks[at.start+n].s == name[n] {
			n++
		}
		if n >= 2 && n >= at.end-at.start {
			return true
		}
		// "Green Mountain can do it": "mountain" (of 1740 Mountain Rd)
		// said inside the pro's name, after its first word.
		for st := max(0, at.start-len(name)+1); st < at.start; st++ {
			n := 0
			for n < len(name) && st+n < len(toks) && toks[st+n].s == name[n] {
				n++
			}
			if n >= 2 && st+n >= at.end {
				return true
			}
		}
	}
	if at.end-at.start == 1 && at.start < len(toks) && !placeWordOf(s.addrs, toks[at.start].s) {
		// "DEEP CLEAN @ BB 3/11 10a - Molly": an active pro's first name,
		// said as it is, is the pro, never a typo of a property's word
		// ("Folly").
		w := toks[at.start].s
		for _, p := range s.pros {
			if name := words(p.Name); p.Active && len(name) >= 2 && name[0] == w && !commonWords[w] {
				return true
			}
		}
	}
	// ("laurel run" for service@laurelrunheating…: the company the pro
	// writes from)
	for _, m := range s.proByHandle(toks) {
		if m.at.start == at.start && m.at.end >= at.end && m.at.end-m.at.start >= 2 {
			return true
		}
	}
	return false
}

// placeBesidePro returns where else toks name m's property when m is one
// word that is also the first word of one active pro's name ("gallatin"
// for Gallatin Plumbing & Heating and 1800 Gallatin Rd): another word of
// the property's name said apart from it ("the ranch" for Ranch House),
// that no other property's name has. ok is false when there is none.
func (s *session) placeBesidePro(toks []token, m propertyMatch) (span, bool) {
	if m.at.end-m.at.start != 1 {
		return span{}, false
	}
	w := toks[m.at.start].s
	if slices.Contains(words(m.addr.Name()), w) {
		return span{}, false // the property's own name said
	}
	n := 0
	for _, p := range s.pros {
		if f := words(p.Name); p.Active && len(f) > 1 && f[0] == w {
			n++
		}
	}
	if n != 1 {
		return span{}, false
	}
	for k, t := range toks {
		if k == m.at.start || t.used || genericWords[t.s] || len(t.s) < 3 || !slices.Contains(words(m.addr.Name()), t.s) {
			continue
		}
		if slices.ContainsFunc(s.addrs, func(a *steward.Address) bool { return a.ID != m.addr.ID && slices.Contains(words(a.Name()), t.s) }) {
			continue
		}
		return span{k, k + 1}, true
	}
	return span{}, false
}

// separatePlaces reports whether the properties matched are each named in
// words of their own joined by "and", "&", "plus" or a comma ("clean the
// cabin and blue ridge"), rather than one name that fits several.
func separatePlaces(pm []propertyMatch, toks []token) bool {
	pm = slices.Clone(pm)
	slices.SortFunc(pm, func(a, b propertyMatch) int { return a.at.start - b.at.start })
	seen := map[span]bool{}
	for _, m := range pm {
		if seen[m.at] {
			return false
		}
		seen[m.at] = true
	}
	for i := 1; i < len(pm); i++ {
		a, b := pm[i-1].at, pm[i].at
		if b.start < a.end {
			return false
		}
		joined := false
		// "the birch clean and the ridge one": a service word right after
		// the first place, when the second is followed by "one" or the same word.
		svc := ""
		if _, _, ok := serviceOf(toks[a.end : a.end+1]); ok && b.end < len(toks) && (toks[b.end].s == "one" || toks[b.end].s == "ones" || toks[b.end].s == toks[a.end].s) {
			svc = toks[a.end].s
		}
		for k := a.end; k < b.start; k++ {
			_, _, isSvc := serviceOf(toks[k : k+1])
			if _, ord := ordinalDay(toks[k].s); ord || isDateWord(toks[k].s) || clockWordRe.MatchString(toks[k].s) || slices.Contains(words(pm[i-1].addr.Name()), toks[k].s) ||
				placeNouns[toks[k].s] || toks[k].s == "place" || isSvc && joinedLater(toks, a.end, b.start) ||
				isDigits(toks[k].s) && strings.HasPrefix(pm[i].addr.Street, toks[k].s+" ") { // "… and 918 ocean front"
				continue // "cherry cottage tues 10am and the omaha place at 2": each place's own time and words
			}
			switch toks[k].s {
			case "and", "&", "plus", "the", "at", "both", "then":
			case "or", "one":
				// "the turnover at rock view sat or the one at burton tue":
				// another job, said as "the one at".
				if !(hasPhrase(toks[k:b.start], "or the one at") || hasPhrase(toks[max(a.end, k-2):b.start], "or the one at")) {
					return false
				}
			case svc:
				if k != a.end {
					return false
				}
			default:
				return false
			}
			joined = joined || toks[k].s != "the" && toks[k].s != "at"
		}
		for k := a.end - 1; k < b.start && k >= 0 && !joined; k++ {
			// "paupack point monday 1pm, the loft tues 9am": a comma
			// after the first place's own time.
			joined = toks[k].stop
		}
		if !joined {
			return false
		}
	}
	return true
}

// readKindSlots fills the slots particular to the request's kind.
func readKindSlots(in *request, toks []token, dates []When, msg string) {
	switch in.Kind {
	case kindAddPro:
		in.Name = personName(toks, append([]string{"named", "called"}, roleWords...))
		in.Services = servicesOf(toks)
	case kindReservation:
		in.Guest = namedFamily(toks) // "for the nakashima family"
		if in.Guest == "" {
			in.Guest = familyName(personName(toks, []string{"guest", "guests", "for", "stay", "reservation", "booking", "name"}), msg)
			if f := strings.Fields(strings.ToLower(in.Guest)); len(f) > 0 && (f[0] == "family" || f[0] == "fam") {
				in.Guest = "" // "for a family of 4": a party, not a name
			}
		}
		if in.Guest == "" {
			in.Guest = theFamily(toks) // "the joneses are staying at the loft …", "new booking: the garcias, …"
		}
		if in.Guest == "" {
			in.Guest = leadingName(toks) // "jake miller booked the chalet for the 20th …"
		}
		if c := nameAfterColon(msg, toks); in.Guest == "" || strings.Contains(c, " & ") && strings.HasPrefix(strings.ToLower(c), strings.ToLower(in.Guest)) {
			// "new booking at pine point: jonas eberhardt mar 20-22";
			// "…: tom & sue hargrove" is the couple, not "Tom".
			if c != "" {
				in.Guest = c
			}
		}
		if g := strings.ToLower(in.Guest); isOwnerBlock(toks) && (g == "" || strings.Contains(g, "personal") ||
			slices.Contains([]string{"myself", "me", "us", "ourselves", "owner", "owners", "family", "friends", "my family", "the owner"}, g)) {
			// "block off anchor way mar 26-28 for myself": no guest's name.
			in.Guest = "Owner block"
		}
		in.Guests = guestCount(toks)
		if n := len(toks); in.Guests == 0 && n >= 2 && toks[n-2].s == "for" && isDigits(toks[n-1].s) {
			// "… 3/25-3/28 for 2": the party's size.
			if v, _ := strconv.Atoi(toks[n-1].s); v >= 1 && v <= 30 {
				in.Guests = v
			}
		}
		if in.Guests == 0 && (strings.Contains(in.Guest, " & ") || strings.Contains(in.Guest, " and ")) {
			in.Guests = 2 // "Tom & Gail Brandt": two guests at least
		}
		if len(dates) >= 2 {
			d := dates[1]
			in.NewWhen = &d
		} else if len(dates) == 1 {
			if n := nights(toks); n > 0 {
				w := dates[0]
				t := time.Date(w.Year, w.Month, w.Day+n, 0, 0, 0, 0, time.UTC)
				out := When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: t.Day()}
				in.NewWhen = &out
			}
		}
	case kindEdit:
		switch {
		case movedToNextDay(toks, dates):
			// "… on the 11th so move her smoke detector check … to the
			// next day, same time": the day said is the job's, the new
			// one the day after it (at the job's hour).
			old := dates[0]
			t := time.Date(old.Year, old.Month, old.Day+1, 0, 0, 0, 0, time.UTC)
			nw := When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: t.Day()}
			in.When, in.NewWhen, in.DaysAfter = &old, &nw, 0
		case handedOverPartOfDay(*in, toks, dates):
			// "Mountain Maids has the restock at Creek Cottage this
			// evening but … let Tammy do it instead": the part of the day
			// names the job handed over (its day; "evening" may be the
			// afternoon), never a new time.
			in.When, in.NewWhen = nil, nil
			for _, d := range dates {
				if d.HasDate {
					w := d
					w.HasTime, w.Hour, w.Minute, w.Soft = false, 0, 0, false
					in.When = &w
					break
				}
			}
		case len(dates) == 2 && oldTime(toks, dates) >= 0:
			// "at 11:30 instead of noon": the time after "instead of",
			// "rather than" or "not" is the job's, the other the new one.
			o := oldTime(toks, dates)
			old, nw := dates[o], dates[1-o]
			in.When, in.NewWhen = &old, &nw
		case len(dates) == 3 && oldTimeOnDayOK(toks, dates):
			// "… on the 10th can be 9:30 in the morning instead of the
			// afternoon": the day names the job (oldtimeday.go).
			old, nw, _ := oldTimeOnDay(toks, dates)
			in.When, in.NewWhen, in.oldPart = &old, &nw, old.Soft
		case len(dates) >= 2 && in.SetStatus != "" && !slices.ContainsFunc(dates, func(d When) bool { return d.HasTime || !d.HasDate }) &&
			!has(toks, "move", "moved", "push", "pushed", "reschedule", "rescheduled", "instead", "change", "changed", "to"):
			// "crescent confirmed both bywater turnovers, sunday and the
			// 16th, pls mark em confirmed": the days name the jobs whose
			// status changes, never a new day for one of them.
			in.When, in.NewWhen = nil, nil
		case len(dates) >= 2 && twoChanges(dates, toks):
			// "the cleaning at eight rather than nine and the restocking
			// at half past eleven rather than one", read as one request:
			// which time is whose is not known here, so ask.
			in.NewWhen = nil
		case len(dates) >= 2:
			d, was := newWhenOf(dates, toks)
			// "should be 1pm not noon": the time before "not" is the new
			// one, the one after it the job's.
			for k := range dates {
				if dates[k].HasTime && dates[k].end < len(toks) && toks[dates[k].end].s == "not" {
					d = dates[k]
				}
			}
			if !notClock(toks) {
				// "… is at noon?? should be 1": the hour after "should
				// be" is the new one, the one the job "is at" its own.
				for k := range dates {
					if dates[k].HasTime && dates[k].start >= 2 && toks[dates[k].start-1].s == "be" &&
						slices.Contains([]string{"should", "shouldve", "needs", "has"}, toks[dates[k].start-2].s) {
						d = dates[k]
						if d.HasDate {
							break
						}
						for o := range dates {
							if o != k && dates[o].HasDate {
								d.HasDate, d.Year, d.Month, d.Day = true, dates[o].Year, dates[o].Month, dates[o].Day
							}
						}
						break
					}
				}
			}
			in.NewWhen = &d
			if was != nil {
				in.When = was // "to thursday instead of tuesday": the job is Tuesday's
			}
		case len(dates) == 1 && dates[0].HasDate && !dates[0].HasTime && dayThenSameTime(toks) && !redone(toks) && !possessive(toks, dates[0]):
			// "… the inspection on friday the 13th at the same time":
			// the new day, at the hour the job has.
			in.NewWhen, in.When = in.When, nil
		case len(dates) == 1 && in.FromPro != 0 && in.ProID == 0 && dates[0].prep != "to":
			// "kai cant make it friday": the day names the job the pro
			// can't do, not a new time.
		case len(dates) == 1 && in.FromPro != 0 && in.ProID != 0 && !dates[0].HasTime && dates[0].prep != "to" &&
			slices.ContainsFunc(toks[min(dates[0].end, len(toks)):], func(t token) bool { return giveVerbs[t.s] }):
			// "Rosa can't do the Birch turnover Saturday, can you give it
			// to Tammy instead": the day names the job handed over; the
			// "instead" is of the pro.
		case len(dates) == 1 && in.SetStatus == "" && (dates[0].HasTime || in.ProID == 0 && len(in.proCandidates) == 0 && pronounPro(toks) == "" ||
			// "earl needs another day, make it sat same time"
			dates[0].prep == "it" || dates[0].prep == "to" || has(toks, "instead") && !hasPhrase(toks, "instead of") && dates[0].prep != "on") && (dates[0].prep != "on" || has(toks, "instead", "actually")) &&
			!(in.Deep || in.serviceTo != "" || in.SetNotes != "" || in.SetPrice != nil) && !possessive(toks, dates[0]):
			// A new time, unless the edit changes something else and the
			// date names the job ("make Monday's clean a deep clean instead").
			in.NewWhen, in.When = in.When, nil
		}
	case kindReschedule:
		switch {
		case movedToNextDay(toks, dates):
			// "… on the 11th so move her smoke detector check … to the
			// next day, same time": the day said is the job's, the new
			// one the day after it (at the job's hour).
			old := dates[0]
			t := time.Date(old.Year, old.Month, old.Day+1, 0, 0, 0, 0, time.UTC)
			nw := When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: t.Day()}
			in.When, in.NewWhen, in.DaysAfter = &old, &nw, 0
		case len(dates) == 2 && oldTime(toks, dates) >= 0:
			o := oldTime(toks, dates)
			old, nw := dates[o], dates[1-o]
			in.When, in.NewWhen = &old, &nw
		case len(dates) == 3 && oldTimeOnDayOK(toks, dates):
			// "… on the 10th can be 9:30 in the morning instead of the
			// afternoon": the day names the job (oldtimeday.go).
			old, nw, _ := oldTimeOnDay(toks, dates)
			in.When, in.NewWhen, in.oldPart = &old, &nw, old.Soft
		case len(dates) >= 2:
			d, was := newWhenOf(dates, toks)
			in.NewWhen = &d
			if was != nil {
				in.When = was // "to thursday instead of tuesday": the job is Tuesday's
			}
		case len(dates) == 1 && (dates[0].prep != "on" && dates[0].prep != "from" || hasPhrase(toks, "same time")) && !possessive(toks, dates[0]):
			// "for the same time on friday": the new day ("move up
			// friday's turnover": the job's day, the new time asked).
			in.NewWhen, in.When = in.When, nil
		}
	case kindReport:
		in.Notes = strings.TrimSpace(msg)
		in.Service = steward.Maintenance
		if d, _, ok := besidesRuledOut(dates, toks); ok {
			in.When = &d // "wes says mon's no good for the sink drip, do tue": Tuesday
		} else if len(dates) > 0 && !slices.ContainsFunc(dates, func(d When) bool { return !ruledOut(toks, d) }) {
			// "ray says monday doesn't work for the shower drain": the
			// visit's day, and no other said.
			in.dayRuledOut = true
		}
	}
}

// twoChanges reports whether dates hold two new times of day and two
// times they replace ("at eight rather than nine, … at half past eleven
// rather than one"): two changes, not one.
func twoChanges(dates []When, toks []token) bool {
	olds, news := 0, map[int]bool{}
	for _, d := range dates {
		if !d.HasTime {
			continue
		}
		if d.start >= 2 && (d.prep == "of" && toks[d.start-2].s == "instead" || d.prep == "than" && toks[d.start-2].s == "rather") || d.was && d.prep == "at" {
			olds++
		} else {
			news[d.Hour*60+d.Minute] = true
		}
	}
	return olds >= 2 && len(news) >= 2
}

// newWhenOf is the new time among the dates of an edit that names
// several: the last one, unless it is the time the job had ("can it be 1
// instead of noon", "at 3 rather than 10"); was is such a date, which
// names the job ("to thursday instead of tuesday").
func newWhenOf(dates []When, toks []token) (when When, was *When) {
	if d, was, ok := besidesRuledOut(dates, toks); ok {
		return d, was // "mon's no good for the sink drip, do tue same time"
	}
	for j, d := range dates {
		// "big easy wants to come at 11 instead of 9 for the leak on the
		// right side of the bywater double fri", "miguel can do 2 instead
		// of 10 at royal 3A saturday": the hour before "instead of" is
		// the new one, the hour after it the job's, and the one day said
		// after them (only a day) names the job.
		if !d.HasTime || d.HasDate || d.end+1 >= len(toks) || toks[d.end].s != "instead" || toks[d.end+1].s != "of" {
			continue
		}
		days, ok := -1, true
		for k, e := range dates {
			switch {
			case k == j:
			case k == j+1 && e.HasTime && !e.HasDate && e.start == d.end+2:
				// the job's hour, "instead of 9"
			case k > j+1 && e.HasDate && !e.HasTime && days < 0:
				days = k
			default:
				ok = false
			}
		}
		if !ok || days < 0 {
			break
		}
		w := d
		w.HasDate, w.Year, w.Month, w.Day = true, dates[days].Year, dates[days].Month, dates[days].Day
		return w, &dates[days]
	}
	for j, d := range dates {
		// "can gallatin come at 12:30 instead for the hot tub thing at
		// the ranch friday?": the hour marked "instead" is the new one,
		// on the day said (only a day), which names the job.
		if !d.HasTime || d.HasDate || d.end >= len(toks) || toks[d.end].s != "instead" ||
			d.end+1 < len(toks) && toks[d.end+1].s == "of" {
			continue
		}
		days := slices.IndexFunc(dates, func(e When) bool { return e.HasDate && !e.HasTime })
		if len(dates) != 2 || days < 0 || days <= j {
			break
		}
		w := d
		w.HasDate, w.Year, w.Month, w.Day = true, dates[days].Year, dates[days].Month, dates[days].Day
		return w, &dates[days]
	}
	for j, d := range dates {
		// "at 9 in the morning on the 10th instead of after lunch, they're
		// taking the boat out that afternoon": the time before "instead
		// of" is the new one, the one after it the job's, and a time said
		// in a clause after them a reason, not the new time.
		if !d.HasTime || j+1 >= len(dates) || d.end+1 >= len(toks) || toks[d.end].s != "instead" || toks[d.end+1].s != "of" {
			continue
		}
		old := dates[j+1]
		if old.start > d.end+3 || !old.HasTime || old.HasDate && !d.HasDate {
			break
		}
		ok := true
		for _, e := range dates[j+2:] {
			cut := false
			for i := old.end - 1; i < e.start && i < len(toks); i++ {
				cut = cut || i >= 0 && toks[i].stop
			}
			ok = ok && cut
		}
		if !ok || j > 0 {
			// (a day said first names the job: asked as before)
			break
		}
		if !old.HasDate && d.HasDate {
			old.HasDate, old.Year, old.Month, old.Day = true, d.Year, d.Month, d.Day
		}
		return d, &old
	}
	for j, d := range dates {
		// "sat → 12:30 pls, bobbie has a dr appt in the morning": the
		// time moved to, when the dates after it are in a clause of their
		// own (a reason, not the new time).
		if d.prep != "to" || j == len(dates)-1 {
			continue
		}
		apart := true
		for _, e := range dates[j+1:] {
			cut := false
			for i := d.end - 1; i < e.start && i < len(toks); i++ {
				cut = cut || i >= 0 && toks[i].stop
			}
			apart = apart && cut
		}
		if apart {
			// "push the heat pump job to fri 1pm pls, curtis cant make
			// thurs": a day said elsewhere is the job's.
			for k, e := range dates {
				if k != j && e.HasDate && !e.HasTime {
					return d, &dates[k]
				}
			}
			return d, nil
		}
	}
	for k := len(dates) - 1; k >= 0; k-- {
		d := dates[k]
		if k > 0 && d.start >= 2 && (d.prep == "of" && toks[d.start-2].s == "instead" || d.prep == "than" && toks[d.start-2].s == "rather" || d.was && d.prep == "at" ||
			d.was && d.Soft && !d.HasDate) { // ("9:30 in the morning instead of the afternoon")
			if was == nil && d.HasDate {
				was = &dates[k]
			}
			continue
		}
		return d, was
	}
	return dates[len(dates)-1], nil
}

// besidesRuledOut reads dates of which the message rules some out ("mon's
// no good …, do tue same time", "can't do the 9th, the 10th works"): the
// last date not ruled out is the new one, and was the first ruled out
// (the job's day, when it is a date). ok is false unless both are said.
func besidesRuledOut(dates []When, toks []token) (when When, was *When, ok bool) {
	gone, keep := -1, -1
	for k, d := range dates {
		if ruledOut(toks, d) {
			if gone < 0 {
				gone = k
			}
		} else {
			keep = k
		}
	}
	if gone < 0 || keep < 0 {
		return When{}, nil, false
	}
	if dates[gone].HasDate {
		was = &dates[gone]
	}
	return dates[keep], was, true
}

// ruledOut reports whether the words around date d say it won't do: "mon's
// no good", "friday doesn't work", "the 9th won't work for him", "can't do
// thursday".
func ruledOut(toks []token, d When) bool {
	if d.end <= d.start || d.end > len(toks) {
		return false
	}
	if !toks[d.end-1].stop {
		rest := toks[d.end:min(len(toks), d.end+4)]
		if len(rest) > 0 && (rest[0].s == "is" || rest[0].s == "just") {
			rest = rest[1:]
		}
		for _, p := range []string{"no good", "not good", "isnt good", "isn't good", "doesnt work", "doesn't work", "wont work", "won't work",
			"not gonna work", "not going to work", "no go", "not possible", "doesnt suit", "doesn't suit", "is out"} {
			if words := strings.Fields(p); len(rest) >= len(words) && hasPhrase(rest[:len(words)], p) {
				return true
			}
		}
	}
	k := d.start - 1
	for n := 0; k >= 1 && n < 3 && slices.Contains([]string{"do", "on", "the", "make"}, toks[k].s); n++ {
		k-- // "can't do thursday", "Earl cannot on 3/12", "can't make the 12th"
	}
	return k >= 0 && k < d.start-1 && (toks[k].s == "cant" || toks[k].s == "can't" || toks[k].s == "cannot")
}

// readPeople reads the pros the message names and, for turnovers and
// questions about stays, the guests.
func (s *session) readPeople(in *request, toks []token) error {
	var proNames []string
	for _, p := range s.pros {
		proNames = append(proNames, p.Name)
	}
	possessive := map[int64]bool{} // "mary beth's barn clean": the job's pro
	matches := notShopNames(toks, matchPeople(toks, proNames))
	// "kat" for Katarzyna, also beside a full name: "can bren do it
	// instead of jo"; a pro by company, also beside a name: "swap dale
	// for rondout on the gutter job".
	extra := notShopNames(toks, s.proByShortName(toks))
	extra = append(extra, s.proByInitials(toks)...) // "MR -> JT", "assign MHM": pros by their initials
	for _, h := range notShopNames(toks, s.proByHandle(toks)) {
		// (beside a name, a handle that is an everyday word — "service"
		// of service@islandchill in "book rafael for pool service" — is
		// the work, not a pro)
		w := toks[h.at.start].s
		// ("the smoky mtn plumbing guys": a company's name of three words
		// or more ends in its trade, which is no everyday word here)
		if _, _, svc := serviceOf(toks[h.at.start:min(h.at.end, h.at.start+2)]); len(matches) == 0 || !svc && !commonWords[w] && !stopWords[w] && w != "service" && w != "services" {
			extra = append(extra, h)
		}
	}
	for _, sm := range extra {
		if !slices.ContainsFunc(matches, func(o personMatch) bool {
			return o.index == sm.index || o.at.start < sm.at.end && sm.at.start < o.at.end
		}) {
			matches = append(matches, sm)
		}
	}
	if len(matches) > 1 || len(matches) == 1 && in.Kind == kindReport {
		// "have hector check the water heater, yesenia said the water's
		// only lukewarm": the pro who reported it is no candidate; nor is
		// one who only reported a problem ("the sink is draining slow,
		// dottie mentioned it").
		var doers []personMatch
		for _, m := range matches {
			// ("marcy just called from saugatuck, …": who called with the
			// news is no candidate either.)
			// ("Bethany has found a bat in the loft": a perfect tense is
			// the same news.)
			v := m.at.end
			for k := 0; k < 2 && v+1 < len(toks) && slices.Contains([]string{"just", "already", "also", "has", "had", "have"}, toks[v].s); k++ {
				v++
			}
			if v < len(toks) && (reportedVerbs[toks[v].s] || slices.Contains([]string{"says", "thinks", "rang", "telephoned", "seen", "rung"}, toks[v].s)) &&
				// ("…, ramon said he'd do it instead": he takes it)
				!(has(toks[m.at.end:min(len(toks), m.at.end+6)], "do", "take", "cover", "handle") && has(toks[m.at.end:min(len(toks), m.at.end+7)], "it", "that", "instead")) {
				continue
			}
			if purposePro(toks, m, matches) {
				continue
			}
			doers = append(doers, m)
		}
		// ("Bethany has found a bat …. Please have the pest guy come …":
		// the one who comes is the pro said by trade.)
		if len(doers) > 0 || len(matches) == 1 && (!has(toks[matches[0].at.end:], "can", "will", "could", "come", "go", "fix", "do", "take", "handle", "look") ||
			len(doers) == 0 && s.tradeAfter(toks, matches[0].at.end)) {
			matches = doers
		}
		if in.Kind == kindReport {
			matches = onlyAskedFor(toks, matches) // "lupe swung by …, need tom out there asap" (proasked.go)
		}
	}
	// "carlos m", "chris p.": of pros sharing the first name said, the
	// one whose last name starts with the letter after it.
	for _, m := range matches {
		if m.at.end >= len(toks) || toks[m.at.end].used || len(toks[m.at.end].s) != 1 || !isLetters(toks[m.at.end].s) {
			continue
		}
		letter := toks[m.at.end].s
		var same, fit []personMatch
		for _, o := range matches {
			if o.at == m.at {
				same = append(same, o)
				if w := words(s.pros[o.index].Name); len(w) > 1 && strings.HasPrefix(w[len(w)-1], letter) {
					fit = append(fit, o)
				}
			}
		}
		if len(same) > 1 && len(fit) == 1 {
			f := fit[0]
			f.at.end++
			var kept []personMatch
			for _, o := range matches {
				if o.at != m.at {
					kept = append(kept, o)
				}
			}
			matches = append(kept, f)
			break
		}
	}
	shared := false // a first name two pros share: "chris"
	for _, m := range matches {
		sharedHere := len(matches) > 1 && slices.ContainsFunc(matches, func(o personMatch) bool { return o.index != m.index && o.at == m.at })
		shared = shared || sharedHere
		if sharedHere && replaced(toks, m.at.start, m.at.end) && len(matches) > 2 {
			// "swap yolanda onto the ranch clean fri instead of carlos",
			// with two Carloses: the job named says whose it was; Carlos
			// is no pro to give it to.
			markUsed(toks, m.at)
			continue
		}
		in.proSeen++
		if !sharedHere && m.at.end < len(toks) && takerNext[toks[m.at.end].s] && !possessiveName(toks[m.at.end-1], s.pros[m.index].Name) &&
			(m.at.start == 0 || !takerNotAfter[toks[m.at.start-1].s]) {
			in.takers, in.takerPos = append(in.takers, s.pros[m.index].ID), append(in.takerPos, m.at.start)
		}
		if !sharedHere && (replaced(toks, m.at.start, m.at.end) || unavailable(toks, m.at.end)) {
			// (A first name two pros share, "chris can't make it", says
			// neither: the job named decides, or the host is asked.)
			// "have Sam take it instead of Joe": Joe's is the job, Sam
			// the pro to give it.
			in.FromPro = s.pros[m.index].ID
		} else {
			in.proCandidates = append(in.proCandidates, s.pros[m.index].ID)
			in.proPos = append(in.proPos, m.at.start)
		}
		name := words(s.pros[m.index].Name)
		for k := m.at.start; k < len(toks) && k <= m.at.end; k++ {
			if raw := toks[k].raw; (strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")) && !(k+1 < len(toks) && isAfterS[toks[k+1].s]) && (slices.Contains(name, toks[k].s) ||
				len(name) > 0 && (isPetForm(toks[k].s, name[0]) || len(toks[k].s) >= 3 && strings.HasPrefix(name[0], toks[k].s))) { // ("bea's")
				possessive[s.pros[m.index].ID] = true
			}
		}
		markUsed(toks, m.at)
	}
	if len(matches) == 2 && !shared && in.Kind == kindCancel && has(toks, "both", "they", "their", "them") && matches[0].at.end < len(toks) &&
		(toks[matches[0].at.end].s == "and" || toks[matches[0].at.end].s == "&") && matches[0].at.end+1 == matches[1].at.start {
		// "ray and walt are both out sick, cancel whatever they have":
		// the jobs of both.
		in.FromPro, in.proCandidates = 0, []int64{s.pros[matches[0].index].ID, s.pros[matches[1].index].ID}
		in.ProID = in.proCandidates[0]
		return nil
	}
	if len(in.proCandidates) == 2 && in.FromPro == 0 && !shared && len(possessive) == 1 {
		// "give mary beth's barn clean to wes": from the possessive
		// pro's job to the other.
		for _, id := range in.proCandidates {
			if possessive[id] {
				in.FromPro = id
			} else {
				in.ProID = id
			}
		}
		in.proCandidates = []int64{in.ProID}
	} else if len(in.proCandidates) == 2 && in.FromPro == 0 && !shared && takesOver(toks, in.proPos[0]) != takesOver(toks, in.proPos[1]) &&
		!has(toks, "swap", "switch", "swop", "trade", "both", "either", "neither") && !joinedNames(toks, min(in.proPos[0], in.proPos[1]), max(in.proPos[0], in.proPos[1])) {
		// "bree's kid is home sick so marco's gonna take the mauch chunk
		// turnover tmrw": the one said to take the job gets it, from the
		// other.
		in.FromPro, in.ProID = in.proCandidates[0], in.proCandidates[1]
		if takesOver(toks, in.proPos[0]) {
			in.FromPro, in.ProID = in.proCandidates[1], in.proCandidates[0]
		}
		in.proCandidates = []int64{in.ProID}
	} else if len(in.proCandidates) == 2 && in.FromPro == 0 && !shared && holdsJob(toks, in.proPos[0]) != holdsJob(toks, in.proPos[1]) &&
		has(toks, "instead") && !has(toks, "swap", "switch", "swop", "trade", "both", "either", "neither") {
		// "Mountain Maids has the restock at Creek Cottage this evening
		// but Tammy's driving up anyhow so let her do it instead": from
		// the one who has the job to the other.
		in.FromPro, in.ProID = in.proCandidates[0], in.proCandidates[1]
		if holdsJob(toks, in.proPos[1]) {
			in.FromPro, in.ProID = in.proCandidates[1], in.proCandidates[0]
		}
		in.proCandidates = []int64{in.ProID}
	} else if len(in.proCandidates) == 2 && in.FromPro == 0 && !shared && has(toks, "swap", "switch", "swop", "trade") {
		// "swap wes and mary beth on the barn clean": the job is one's,
		// to give to the other (edit tries both ways); "switch it to
		// marisol, kai …": the one after "to" is given it.
		in.FromPro, in.ProID = in.proCandidates[0], in.proCandidates[1]
		if p := in.proPos[0]; p > 0 && (toks[p-1].s == "to" || toks[p-1].s == "2") {
			in.FromPro, in.ProID = in.proCandidates[1], in.proCandidates[0]
		}
		in.proCandidates = []int64{in.ProID}
	}
	if in.Unassign && len(in.proCandidates) == 2 && !shared && (has(toks, "instead") || has(toks, "will", "can", "he'd", "she'd", "hed", "shed", "they'll") ||
		givenToLater(toks, max(in.proPos[0], in.proPos[1]))) {
		// "take summit off the ice dam job, ramon said he'd do it
		// instead": from the one taken off to the one who takes it, in
		// the order said ("take Marisol off …, Lucia instead", whatever
		// order the account lists them in; "…, give it to Lucia").
		first, second := in.proCandidates[0], in.proCandidates[1]
		if in.proPos[1] < in.proPos[0] {
			first, second = second, first
		}
		in.FromPro, in.ProID, in.Unassign = first, second, false
		in.proCandidates = []int64{in.ProID}
	}
	if len(in.proCandidates) == 1 {
		in.ProID = in.proCandidates[0]
	}
	if in.FromPro == 0 && in.ProID != 0 {
		// "wade's slammed next wk" → "can hector take the coquina ac job
		// tues instead of him": him is the pro the host's message before
		// named (else the pro of the job the conversation is about).
		for i, t := range toks {
			if (t.s == "him" || t.s == "her") && replaced(toks, i, i+1) {
				id := s.lastNamedPro()
				if id == 0 && s.focus != 0 {
					if j, err := s.focusJob(); err == nil && j != nil && j.ProID != nil {
						id = *j.ProID
					} else if err != nil {
						return err
					}
				}
				if id != 0 && id != in.ProID {
					in.FromPro = id
					toks[i].used = true
				}
				break
			}
		}
	}
	if in.Kind != kindTurnover && in.Kind != kindListReservations && in.Kind != kindHelp && in.Kind != kindQuestion && in.StayOp == "" {
		return nil
	}
	if err := s.loadStays(); err != nil {
		return err
	}
	var guestNames []string
	for _, r := range s.stays {
		guestNames = append(guestNames, r.GuestName)
	}
	for _, m := range matchPeople(toks, guestNames) {
		in.Candidates = append(in.Candidates, s.stays[m.index].ID)
	}
	if len(in.Candidates) == 1 {
		in.ReservID = in.Candidates[0]
	}
	return nil
}

// givenToLater reports whether the name at i is the one a job is given
// to: "give it to lucia", "hand it to ana", "put lucia on it".
func givenToLater(toks []token, i int) bool {
	if i >= 2 && toks[i-1].s == "to" && slices.Contains([]string{"it", "that", "this", "them"}, toks[i-2].s) && i >= 3 &&
		slices.Contains([]string{"give", "hand", "pass", "assign", "send", "switch", "move"}, toks[i-3].s) {
		return true
	}
	return i >= 1 && slices.Contains([]string{"put", "get", "have"}, toks[i-1].s) && i+2 < len(toks) && toks[i+1].s == "on" && slices.Contains([]string{"it", "that", "this"}, toks[i+2].s)
}

// onlyMoveIt reports whether toks only say to move the job already named:
// "pls move it", "can you change that", "so reschedule it accordingly".
func onlyMoveIt(toks []token) bool {
	verb, it := false, false
	for _, t := range toks {
		switch t.s {
		case "move", "change", "reschedule", "shift", "push", "bump":
			verb = true
		case "it", "that", "accordingly", "visit", "job", "appointment", "booking":
			it = true // ("please move his visit": the job just named)
		case "pls", "please", "can", "could", "would", "kindly", "you", "u", "just", "then", "so", "and", "ok", "okay", "thx", "thanks", "ty",
			"his", "her", "their", "the", "this":
		default:
			return false
		}
	}
	return verb && it
}

// joinedNames reports whether the names at toks[a] and toks[b] are said
// together ("bree or marco", "bree and marco"): one clause about both.
func joinedNames(toks []token, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if !toks[k].used && toks[k].s != "and" && toks[k].s != "or" && toks[k].s != "&" && toks[k].s != "," {
			return false
		}
	}
	return true
}

// takesOver reports whether the words after the pro named at toks[at]
// say the pro takes a job: "marco's gonna take the turnover", "tess will
// cover it", "dana is doing the clean".
func takesOver(toks []token, at int) bool {
	k := at + 1
	for k < len(toks) && toks[k].used && !toks[k-1].stop {
		k++ // the rest of the name: "mary beth"
	}
	for end := k + 3; k < len(toks) && !toks[k-1].stop && k < end; {
		switch toks[k].s {
		case "take", "takes", "taking", "cover", "covers", "covering", "handle", "handles", "handling", "grab", "grabs", "grabbing":
			return true
		case "gonna", "going", "to", "will", "is", "can", "could", "said", "says", "offered", "ll", "'ll", "happy", "be":
			k++
			continue
		}
		return false
	}
	return false
}

// nights reads "for 3 nights".
func nights(toks []token) int {
	for i, t := range toks {
		if i+1 < len(toks) && (toks[i+1].s == "nights" || toks[i+1].s == "night") {
			if n, ok := numberWords[t.s]; ok {
				return n
			}
			if d, ok := dayNumber(t.s); ok {
				return d
			}
		}
	}
	return 0
}

// resume completes the pending request p with what the follow-up in says.
// ok is false when the follow-up does not answer the question.
func (s *session) resume(p request, in request) (request, bool, error) {
	answered, corrected := false, false
	if in.AddressID != 0 {
		answered = answered || p.Missing == "property"
		if toks := tokenize(in.rawText); p.AddressID != 0 && p.AddressID != in.AddressID &&
			(has(toks, "meant", "sorry", "oops") || hasPhrase(toks, "i mean")) {
			// "clean broadway 1507 sat at 10", asked about its stay, then
			// "sorry i meant the bungalow": the same request there.
			corrected = true
			p.DuringStay = false
		}
		p.AddressID = in.AddressID
	} else if p.Missing == "property" && in.ordinal > 0 && len(p.Candidates) > 0 {
		if id, ok := pick(p.Candidates, in.ordinal); ok {
			p.AddressID, answered = id, true
		}
	}
	if in.ProID != 0 {
		answered = answered || p.Missing == "pro"
		p.ProID = in.ProID
	} else if toks := tokenize(in.rawText); p.Missing == "pro" && p.Kind == kindEdit && p.FromPro != 0 && p.JobID != 0 && len(toks) <= 5 &&
		in.AddressID == 0 && in.Service == "" && has(toks, "cancel", "scrap", "off", "unassign", "unassigned", "nobody", "none", "no", "leave") {
		// "Who should do it instead of Kai?" "cancel it" / "take him
		// off it" / "leave it unassigned": that job, cancelled or
		// without a pro.
		if has(toks, "cancel", "scrap") {
			p.Kind, p.FromPro = kindCancel, 0
		} else {
			p.Unassign = true
		}
		answered = true
	} else if p.Missing == "pro" && has(tokenize(in.rawText), "no", "without", "anyone", "unassigned", "none") {
		p.ProID, p.rolePro, answered = 0, "", true
	} else if p.Missing == "pro" && isAcceptance(in.rawText) && len(p.Candidates) == 1 && p.Kind == kindEdit {
		p.ProID, answered = p.Candidates[0], true // "Should Grace Liu do it instead?" "yes"
	}
	switch p.Missing {
	case "new_or_existing":
		toks := tokenize(in.rawText)
		switch {
		case has(toks, "new", "another", "book", "second", "both", "extra", "additional", "separate"):
			p.New, answered = true, true
		case in.When != nil && has(toks, "get", "send", "have", "schedule", "come", "go", "out", "over") && !has(toks, "move", "push", "reschedule", "change", "it", "that"):
			// "get sandbar out there tmrw morning": a visit of its own
			// at the time said, for the problem reported.
			p.New, p.When, answered = true, in.When, true
			p.DuringStay = p.DuringStay || in.DuringStay || guestsAsked(toks)
		case has(toks, "move", "existing", "change", "that", "it", "yes", "first", "reschedule", "one"):
			if len(p.Candidates) == 1 {
				// A reported problem's visit moved earlier is for the
				// guests, as the report was: during their stay if need be.
				p.DuringStay = p.DuringStay || p.Kind == kindReport
				to := p.When
				if w := firstWhen(in.NewWhen, in.When); w != nil {
					// "… come out friday morning to look at it": moved to
					// the time the answer says, not the one offered.
					to = w
				}
				p.Kind, p.JobID, p.NewWhen, p.When, answered = kindEdit, p.Candidates[0], to, nil, true
			}
		}
	case "count_times":
		// "10 and 2": a time for each of the jobs counted (counts.go).
		q := p
		q.dates = in.dates
		if q.When == nil {
			q.When = in.When
		}
		if times := jobTimes(q); len(times) > 0 && (p.Count < 0 && len(times) > 1 || len(times) == p.Count) {
			p.Times, p.When, answered = times, q.When, true
		}
	case "stay_offer":
		answered = corrected || answerStayOffer(&p, in)
	case "time":
		if w := firstWhen(in.When, in.NewWhen); w != nil && w.HasTime {
			m := *w
			if !m.HasDate && p.When != nil {
				m.HasDate, m.Year, m.Month, m.Day = p.When.HasDate, p.When.Year, p.When.Month, p.When.Day
			}
			p.When, answered = &m, true
		} else if h := bareHourAnswer(tokenize(in.rawText)); h > 0 && p.When != nil && p.When.HasDate {
			// "What time …?" "10, Crew B": the hour alone, in business
			// hours, the rest of the answer read as ever.
			m := *p.When
			m.HasTime, m.Hour, m.Minute = true, h, 0
			p.When, answered = &m, true
		}
	case "set_notes":
		// "What should the note … say?" "gate code is 4411": the answer,
		// as the host wrote it, unless it only says yes or no.
		if n := strings.TrimSpace(in.rawText); n != "" && !isAcceptance(n) && !isDismissal(n) {
			p.SetNotes, p.noteAsked, answered = n, false, true
		}
	case "go_ahead":
		// ("ok they did, go ahead")
		toks := tokenize(in.rawText)
		answered = isAcceptance(in.rawText) || (hasPhrase(toks, "go ahead") || hasPhrase(toks, "do it") || relayedYes(toks)) && !has(toks, "dont", "don't", "not", "no", "hold")
		p.goAhead = answered
	case "stay_confirm":
		if isAcceptance(in.rawText) {
			p.StayConfirmed, answered = true, true
		}
	case "service":
		if in.Service != "" {
			p.Service, p.Deep, answered = in.Service, in.Deep, true
		}
	case "when":
		if in.When != nil || in.NewWhen != nil {
			p.When, answered = firstWhen(in.When, in.NewWhen), true
			s.answerWhenReport(&p, in) // (problems.go)
			if ptoks, atoks := tokenize(p.rawText), tokenize(in.rawText); p.Kind == kindSchedule && p.When.HasDate && p.When.plainWeekday &&
				(hasPhrase(ptoks, "next week") || hasPhrase(ptoks, "next wk")) && namesWeekday(atoks) && !has(atoks, "this", "next") {
				// "Ray to inspect the strand loft sometime next week" →
				// "thursday": the Thursday of the week the request named.
				w := s.inNextWeek(*p.When, p.AddressID)
				p.When = &w
			}
			// "When should I schedule an inspection …?" "thurs the 12th":
			// asked when, the host gave the day only; the time is asked
			// next rather than the default taken.
			p.AskTime = p.Kind == kindSchedule && !p.When.HasTime && p.When.HasDate && !p.Urgent && !in.Urgent
		} else if in.Urgent || has(tokenize(in.rawText), "asap", "soon", "soonest", "earliest") {
			p.Urgent, answered = true, true // "asap": the earliest slot
		}
	case "new_when":
		if in.When != nil || in.NewWhen != nil {
			p.NewWhen, answered = firstWhen(in.NewWhen, in.When), true
		} else if in.Shift != 0 {
			p.Shift, answered = in.Shift, true // "an hour earlier"
		} else if pt := tokenize(p.rawText); saysEarlier(pt) || saysLater(pt) {
			// "can we move up friday's turnover" → "by an hour": the way
			// the move said, the amount the answer gives.
			if d := shiftOf(append(tokenize(in.rawText), token{s: "later", raw: "later"})); d != 0 {
				if saysEarlier(pt) {
					d = -d
				}
				p.Shift, answered = d, true
			}
		}
	case "dates":
		if in.When != nil {
			p.When, answered = in.When, true
			if in.NewWhen != nil {
				p.NewWhen = in.NewWhen
			}
		}
	case "guest", "name":
		// The name, and any email or phone given with it ("Rita Gomez
		// rita@example.com").
		n := strings.TrimSpace(phoneRe.ReplaceAllString(emailRe.ReplaceAllString(in.rawText, " "), " "))
		if in.Email != "" && p.Email == "" {
			p.Email = in.Email
		}
		if in.Phone != "" && p.Phone == "" {
			p.Phone = in.Phone
		}
		if isAcceptance(n) || isDismissal(n) || len(strings.Fields(n)) > 5 {
			n = "" // "yes" is no one's name: the question stands
		}
		if n != "" {
			if p.Missing == "guest" {
				// "the Jensens", "the jensen family": the family's name.
				p.Guest = namedFamily(tokenize(n))
				if p.Guest == "" {
					p.Guest = familyName(titleWords(strings.TrimPrefix(strings.TrimPrefix(n, "the "), "The ")), n)
				}
			} else {
				p.Name = titleWords(n)
			}
			answered = true
		}
	case "email":
		if in.Email != "" {
			p.Email, answered = in.Email, true
		}
	case "url":
		if u := urlRe.FindString(in.rawText); u != "" {
			p.URL, answered = strings.TrimRight(u, ".,;:!?)>]"), true
		}
	case "job":
		jobs, err := s.jobsByID(p.Candidates)
		if err != nil {
			return p, false, err
		}
		if p.Kind == kindCancel && len(jobs) >= 2 && len(jobs) <= 10 && len(jobs) == len(p.Candidates) && pickedAll(tokenize(in.rawText), len(jobs)) {
			// "Which job should I cancel? There are 2: …" → "both", "all
			// of them": every job listed.
			p.all, p.JobID, answered = true, 0, true
			break
		}
		if len(jobs) == 1 && (in.When != nil || in.NewWhen != nil) && !isAcceptance(in.rawText) {
			// "Do you mean the visit to take down the shutters (Wed at
			// 1pm)?" → "1pm pls": a time is no yes; the one job asked
			// about is not taken for it, and its time never moved by it.
			break
		}
		if id, ok := s.narrowJobs(jobs, in); ok {
			p.JobID, p.Candidates, answered = id, nil, true
			for _, j := range jobs {
				if j.ID == id && p.Kind == kindEdit && p.When != nil && p.NewWhen == nil && p.Shift == 0 && !s.jobMatches(j, request{When: p.When}) {
					// "can nate do the garage door on wed instead" → "1":
					// the day is not the chosen job's, so it is its new day.
					p.NewWhen, p.When = p.When, nil
				}
			}
			for _, j := range jobs {
				if j.ID == id && answered && p.Kind == kindReschedule && in.NewWhen == nil && in.When == nil {
					s.pickedWeekdayMove(&p, j) // "move my cleaning to Thursday at ten" → "the chapel hill one" (pickedweekday.go)
				}
			}
			if answered && (p.Kind == kindReschedule || p.Kind == kindEdit) && in.NewWhen != nil && in.NewWhen.HasDate && in.NewWhen.HasTime &&
				!hasPhrase(tokenize(in.rawText), "same time") && !slices.ContainsFunc(jobs, func(j *steward.Job) bool {
				return j.ID == p.JobID && s.jobMatches(j, request{When: &When{HasDate: true, Year: in.NewWhen.Year, Month: in.NewWhen.Month, Day: in.NewWhen.Day}})
			}) {
				// "move Gloria's inspection friday" → "the one at fells
				// point, make it thursday the 12th at 2": the answer's
				// new day and hour replace the ones asked for first (the
				// chosen job's own day names it: "the one el viernes").
				w := *in.NewWhen
				p.NewWhen, p.Shift = &w, 0
			}
		}
	case "reservation":
		if in.ReservID != 0 {
			p.ReservID, answered = in.ReservID, true
		} else if err := s.loadStays(); err != nil {
			return p, false, err
		} else if id, ok := s.narrowStays(p.Candidates, in); ok {
			p.ReservID, answered = id, true
		}
	}
	if !answered {
		return p, false, nil
	}
	if p.Missing == "when" {
		answerReason(&p, in) // "… at 9, the deck gate latch is broken": the notes (answerreason.go)
	}
	// Fill any slot the follow-up gives that the request lacked.
	if p.When == nil && in.When != nil && p.Missing != "new_when" && p.Missing != "stay_offer" {
		p.When = in.When
	}
	p.Missing = ""
	return p, true, nil
}

// inNextWeek is weekday d moved into next week (weeks start on Sunday,
// as for "next friday") when it falls before it.
func (s *session) inNextWeek(d When, addr int64) When {
	local := s.now.In(s.loc(addr))
	next := time.Date(local.Year(), local.Month(), local.Day()-int(local.Weekday())+7, 0, 0, 0, 0, local.Location())
	if day := time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, local.Location()); day.Before(next) {
		day = day.AddDate(0, 0, 7)
		d.Year, d.Month, d.Day = day.Year(), day.Month(), day.Day()
	}
	return d
}

// pickedAll reports whether toks, the answer to a question listing n jobs,
// pick all of them: "both", "both of them", "all 3", "all of them pls".
func pickedAll(toks []token, n int) bool {
	all := false
	for i, t := range toks {
		switch {
		case t.s == "both":
			if n != 2 {
				return false
			}
			all = true
		case t.s == "all" || t.s == "every" || t.s == "each":
			all = true
		case isDigits(t.s) || numberWords[t.s] > 0:
			if v, err := strconv.Atoi(t.s); err == nil && v != n || err != nil && numberWords[t.s] != n || i == 0 || !slices.Contains([]string{"all", "both"}, toks[i-1].s) {
				return false
			}
		case slices.Contains([]string{"of", "them", "the", "jobs", "one", "ones", "please", "pls", "cancel", "yes", "yeah", "ok", "okay", "thanks", "thx", "just", "do"}, t.s):
		default:
			return false
		}
	}
	return all
}

func firstWhen(ws ...*When) *When {
	for _, w := range ws {
		if w != nil {
			return w
		}
	}
	return nil
}

func pick(ids []int64, ordinal int) (int64, bool) {
	if ordinal == -1 && len(ids) > 0 {
		return ids[len(ids)-1], true
	}
	if ordinal >= 1 && ordinal <= len(ids) {
		return ids[ordinal-1], true
	}
	return 0, false
}

// replaced reports whether the words before toks[i] say the person named
// there is the one being replaced: "instead of", "rather than", "from",
// "not", "replace".
func replaced(toks []token, i, end int) bool {
	prev := func(k int) string {
		if i-k >= 0 {
			return toks[i-k].s
		}
		return ""
	}
	switch {
	case prev(1) == "from" && (end < len(toks) && toks[end].s == "to" || end+1 < len(toks) && toks[end+1].s == "to"):
		return true // "switch the barn clean from Mary Beth to Wes"
	case (prev(1) == "swap" || prev(1) == "switch" || prev(1) == "sub") && end < len(toks) && (toks[end].s == "in" || toks[end].s == "onto" || toks[end].s == "into" || toks[end].s == "on"):
		return false // "swap Bo in for Dale", "swap hank onto the pool job instead of sandbar": the one coming in
	case prev(1) == "for" && (prev(2) == "in" || hasPhrase(toks[:i], "swap in") || hasPhrase(toks[:i], "sub in")):
		return true // "… in for Dale": Dale's is the job
	case prev(1) == "of" && (prev(2) == "instead" || prev(2) == "insted" || prev(2) == "instad"), prev(1) == "than" && prev(2) == "rather",
		prev(1) == "not", prev(1) == "replace", prev(1) == "replacing",
		prev(1) == "of" && prev(2) == "place" && prev(3) == "in", prev(1) == "of" && (prev(2) == "stead" || prev(2) == "lieu") && prev(3) == "in", // "to Rosario in place of Ines"
		prev(1) == "swap" || prev(1) == "switch" || prev(1) == "out" && (prev(2) == "swap" || prev(2) == "switch"):
		return true // "swap Mary Beth for Wes": Mary Beth's is the job
	case prev(1) == "from" && (prev(2) == "over" || prev(2) == "it" || prev(2) == "job" || prev(2) == "off"):
		return true // "take it over from Joe"
	}
	return false
}

// unavailable reports whether the words after a pro's name at toks[end]
// say the pro can't do the job ("Grace can't make the turnover, give it to
// Keisha"): their job is the one to give away.
// proAwayThenPronoun reports whether head is only a pro's unavailability
// ("Mrs. Kowalska is sick.", "Marcus has a doctor appointment on
// Thursday.") and next, the sentence after it, names that pro by a pronoun
// ("… take him off the cleaning"): one request, the first sentence its
// reason.
func proAwayThenPronoun(head, next []string, names map[string]bool) bool {
	toks := tokenize(strings.Join(head, " "))
	if len(toks) < 3 || len(toks) > 12 {
		return false
	}
	k := 0
	if honorifics[toks[0].s] {
		k++
	}
	if k >= len(toks) || !names[toks[k].s] {
		return false
	}
	if k+1 < len(toks) && names[toks[k+1].s] {
		k++ // first and family name
	}
	if !unavailable(toks, k+1) || has(toks, "cancel", "move", "give", "book", "reassign", "assign", "take", "remove", "please", "pls") {
		return false
	}
	nt := tokenize(strings.Join(next, " "))
	return has(nt[:min(len(nt), 6)], "him", "her", "them")
}

func unavailable(toks []token, end int) bool {
	if end >= len(toks) {
		return false
	}
	if rest := toks[end:min(len(toks), end+4)]; hasPhrase(rest, "doesnt work") || hasPhrase(rest, "doesn't work") || hasPhrase(rest, "no longer") ||
		hasPhrase(rest, "quit") || hasPhrase(rest, "has left") || hasPhrase(rest, "left us") || hasPhrase(rest, "has retired") || hasPhrase(rest, "retired") && rest[0].s == "retired" {
		return true // "dana doesnt work with us anymore, can miguel take …"
	}
	if rest := toks[end:min(len(toks), end+4)]; (rest[0].s == "has" || rest[0].s == "got" || hasPhrase(rest, "has got")) &&
		has(rest, "dentist", "doctor", "doctors", "appointment", "appt", "conflict", "wedding", "funeral", "thing", "emergency") {
		return true // "kai has a dentist thing": Kai can't
	}
	switch toks[end].s {
	case "can't", "cant", "cannot", "won't", "wont":
		if has(toks[end+1:min(len(toks), end+6)], "till", "til", "until", "untill") {
			// "marisa cant start the loft till after lunch": when she
			// can come, not whether; her job is the one to move.
			return false
		}
		if end+2 < len(toks) && (toks[end+1].s == "make" || toks[end+1].s == "do") && hourWord(toks[end+2].s) {
			// "summit snow cant make 11 tmrw, can they come at 9": an
			// hour they can't keep, not the job; theirs moves.
			return false
		}
	}
	if end+1 < len(toks) && toks[end+1].s == "not" && (toks[end].s == "will" || toks[end].s == "would" || toks[end].s == "shall") ||
		toks[end].s == "wouldn't" || toks[end].s == "wouldnt" || toks[end].s == "shan't" || toks[end].s == "shant" {
		return true // "mr. ostrowski will not travel that far": he won't do it
	}
	switch toks[end].s {
	case "can't", "cant", "cannot", "won't", "wont", "isn't", "isnt", "is", "unavailable", "unable", "sick", "out", "off":
		next := ""
		if end+1 < len(toks) {
			next = toks[end+1].s
		}
		switch toks[end].s {
		case "is":
			return next == "sick" || next == "out" || next == "off" || next == "unavailable" || next == "unable" || next == "away" || next == "not" || next == "busy" ||
				// "rosa is going out of station for a wedding": away
				next == "going" && end+2 < len(toks) && (toks[end+2].s == "away" || toks[end+2].s == "out" && end+3 < len(toks) && toks[end+3].s == "of") ||
				// "team b is slammed fri so give the flip to rosa": busy,
				// when the job goes to another ("dale is swamped, move
				// …" keeps dale's jobs his)
				// ("luciana is full that day, give it to magic": booked up)
				(next == "slammed" || next == "swamped" || next == "overbooked" || next == "full" || next == "booked") && has(toks, "give", "hand", "put", "assign", "reassign", "take", "takes", "cover")
		case "out", "off":
			return next == "sick" || next == "" || offOnDay(toks, end) // "kasias off on the 13th"
		}
		return true
	}
	return false
}

// withoutUnavailability drops the words that say a pro can't come ("wont
// be able", "can't make it", "is sick"), so what is left can be read for a
// problem of the property.
func withoutUnavailability(toks []token) []token {
	var out []token
	for i, t := range toks {
		switch t.s {
		case "can't", "cant", "cannot", "won't", "wont", "isn't", "isnt", "unavailable", "unable", "sick", "not":
			continue
		case "out":
			if i+1 < len(toks) && toks[i+1].s == "sick" {
				continue // "kai is out sick"
			}
		}
		out = append(out, t)
	}
	return out
}

// possessive reports whether the date w is said as an owner ("Monday's
// clean", "tomorrow's cleaning"): the job's day, not a new one.
func possessive(toks []token, w When) bool {
	if w.end <= 0 || w.end > len(toks) {
		return false
	}
	raw := toks[w.end-1].raw
	return strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")
}

// consentOnly reports a part that only gives the guests' leave ("they're
// fine with it", "the guests said its ok").
func consentOnly(in request) bool {
	toks := tokenize(in.rawText)
	return in.Kind == kindHelp && in.ProID == 0 && !in.namedPlace && in.When == nil && len(toks) <= 8 && guestsAsked(toks) &&
		!has(toks, "asked", "asking", "requested", "request", "want", "wants", "need", "needs") && !isStayEvent(toks)
}

// guestsDid reports whether in, read as nothing to do, says what a
// stay's guests did ("gallaghers spilled red wine on the sofa", "the
// haugens broke a lamp"): the guests named by their family name, then a
// verb in the past.
func (s *session) guestsDid(in request) bool {
	toks := tokenize(in.rawText)
	if in.Kind != kindHelp || in.ProID != 0 || in.When != nil || len(toks) < 3 || len(toks) > 14 || isQuestion(toks) {
		return false
	}
	i := 0
	if toks[0].s == "the" {
		i = 1
	}
	if i+1 >= len(toks) || len(toks[i].s) < 3 || !s.guestWord(toks[i].s, toks[i].s) {
		return false
	}
	v := toks[i+1].s
	return len(v) > 3 && strings.HasSuffix(v, "ed") && !slices.Contains([]string{"asked", "requested", "wanted", "needed", "booked", "checked"}, v) ||
		slices.Contains([]string{"broke", "spilt", "tore", "left", "lost", "made", "got"}, v)
}

// followUpWords may surround a bare hour in a follow-up ("actually 4",
// "make it 3 instead", "no, 2 pls").
var followUpWords = map[string]bool{"actually": true, "make": true, "it": true, "instead": true, "no": true, "nah": true,
	"sorry": true, "ok": true, "okay": true, "then": true, "pls": true, "please": true, "say": true, "lets": true, "let's": true,
	"do": true, "how": true, "about": true, "try": true, "oh": true, "wait": true, "hmm": true, "rather": true, "better": true,
	// "11 works", "11 would be better", "11 is fine thx"
	"works": true, "work": true, "would": true, "be": true, "is": true, "fine": true, "good": true, "prefer": true, "thx": true, "thanks": true}

// sameJobsNamed reports whether every upcoming job that cancel request in
// fits (one at least) is one that the news before it names: the jobs
// its slots fit, narrowed to those its words name by their notes when
// any are ("they dont need the hot tub anymore": the hot tub visit).
func (s *session) sameJobsNamed(news, in request) (bool, error) {
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return false, err
	}
	var named, byNotes []int64
	fits := 0
	for _, j := range jobs {
		if !j.Cancellable() {
			continue
		}
		if s.jobMatches(j, news) {
			named = append(named, j.ID)
			if noteScore(j, news) > 0 {
				byNotes = append(byNotes, j.ID)
			}
		}
	}
	if len(byNotes) > 0 {
		named = byNotes
	}
	for _, j := range jobs {
		if j.Cancellable() && s.jobMatches(j, in) {
			if !slices.Contains(named, j.ID) {
				return false, nil
			}
			fits++
		}
	}
	return fits > 0, nil
}

// explicitCancel reports whether words ask for a cancel by its verb
// ("cancel", "scrap", "call off", "get rid of" …), not by saying a job is
// no longer needed ("they dont need the hot tub anymore").
func explicitCancel(raw string) bool {
	said := tokenize(raw)
	toks := slices.Clone(said)
	normalizeVerbs(toks)
	for i, t := range toks {
		if (t.s == "cancel" || t.s == "delete") && !slices.Contains([]string{"need", "needed", "cancelled", "canceled"}, said[i].s) {
			return true
		}
	}
	return false
}

// wordsOfItsOwn reports whether a request's note words say more than
// the name of its property ("the hanalei condo" says nothing more; "the
// driftwood gate" names a job by its notes).
func (s *session) wordsOfItsOwn(in request) bool {
	a := s.byAddr[in.AddressID]
	if a == nil {
		return contentWords(in.noteWords) > 0
	}
	name := append(words(a.Name()), words(a.Street)...)
	for _, w := range in.noteWords {
		if !followUpWords[w] && !slices.Contains(name, w) {
			return true
		}
	}
	return false
}

// contentWords counts the words that are not a follow-up's fillers ("no
// wait, the 17th" has none).
func contentWords(ws []string) int {
	n := 0
	for _, w := range ws {
		if !followUpWords[w] {
			n++
		}
	}
	return n
}

// followUpHour reads a follow-up that is only an hour and filler words
// ("actually 4") as that time of day, in business hours (1–6 are
// afternoon).
func followUpHour(toks []token) (When, bool) {
	hour := -1
	for _, t := range toks {
		switch {
		case followUpWords[t.s]:
		case isDigits(t.s) && hour < 0:
			h, err := strconv.Atoi(t.s)
			if err != nil || h < 1 || h > 12 {
				return When{}, false
			}
			hour = h
		default:
			return When{}, false
		}
	}
	if hour < 0 {
		return When{}, false
	}
	if hour <= 6 {
		hour += 12
	}
	return When{HasTime: true, Hour: hour}, true
}

// reasonSubjects open a clause of its own after a follow-up's time: who
// the reason is about ("noon she comes over on the 11 oclock boat").
var reasonSubjects = map[string]bool{"she": true, "he": true, "they": true, "shes": true, "hes": true, "theyre": true,
	"she'll": true, "he'll": true, "they'll": true, "we": true, "were": false, "i": true, "im": true}

// householdSubjects are the host's own people, said as a clause's subject
// after a time ("make it 3 instead. Sis wants to run by in the morning",
// "my husband is home till noon"): a reason, as "she" is.
var householdSubjects = map[string]bool{"sis": true, "bro": true, "mom": true, "mum": true, "dad": true, "sister": true,
	"brother": true, "mother": true, "father": true, "wife": true, "husband": true, "hubby": true, "partner": true,
	"son": true, "daughter": true, "kids": true, "grandma": true, "grandpa": true}

// timeThenReason returns the time a follow-up opens with when the rest is
// a clause with a subject of its own, the reason for that time ("noon she
// comes over on the 11 oclock boat" is "noon"; "2 - kristen has another
// job till 1" is "2"): the clause's hours are facts, never the job's.
// Other messages are returned as they are.
func (s *session) timeThenReason(msg string) string {
	fields := strings.Fields(msg)
	k := 0
	for k < len(fields) && k < 3 && followUpWords[strings.ToLower(strings.Trim(fields[k], ",.;:!?-"))] {
		k++
	}
	if k > 0 && k < len(fields) && strings.EqualFold(fields[k-1], "make") && strings.EqualFold(fields[k], "it") {
		k-- // "wait actually make it 2, …": the move, read below
	}
	if k+2 < len(fields) && slices.Contains([]string{"push", "move", "bump", "shift", "slide", "make"}, strings.ToLower(fields[k])) &&
		strings.EqualFold(fields[k+1], "it") {
		// "ok push it to noon, rowan's coming over from boothbay that
		// morning": the move, then why.
		k += 2
		if w := strings.ToLower(fields[k]); w == "to" || w == "til" || w == "till" {
			k++
		}
	}
	arrow := -1
	if k < len(fields) && (fields[k] == "->" || fields[k] == "→" || fields[k] == "=>") {
		arrow, k = k, k+1 // "-> 1p CT pls, bldg has …": the arrow is the move
	}
	if k+2 < len(fields) && slices.Contains([]string{"can", "could"}, strings.ToLower(fields[k])) &&
		slices.Contains([]string{"they", "he", "she", "u", "you"}, strings.ToLower(fields[k+1])) {
		// "can they do 8 instead? the harlans are gone sunday …": the
		// move asked of the pro, then why.
		arrow, k = k, k+2
		if w := strings.ToLower(fields[k]); w == "do" || w == "come" || w == "start" || w == "go" {
			k++
		}
	}
	if k < len(fields) && strings.EqualFold(strings.Trim(fields[k], ",.;:!?-"), "at") {
		k++
	}
	if k >= len(fields) || !clockWordRe.MatchString(strings.ToLower(strings.Trim(fields[k], ",.;:!?-"))) {
		return msg
	}
	end := k + 1
	if end < len(fields) && slices.Contains([]string{"am", "pm"}, strings.ToLower(strings.Trim(fields[end], ",.;:!?-"))) {
		end++
	}
	instead := ""
	if end+2 < len(fields) && strings.EqualFold(fields[end], "instead") && strings.EqualFold(fields[end+1], "of") &&
		clockWordRe.MatchString(strings.ToLower(strings.Trim(fields[end+2], ",.;:!?-"))) {
		// "make it 9:30 instead of 10, they have another one at noon": the
		// time struck out goes with the move, the clause after is why.
		instead = " " + strings.Join(fields[end:end+3], " ")
		end += 3
		if end < len(fields) && slices.Contains([]string{"am", "pm"}, strings.ToLower(strings.Trim(fields[end], ",.;:!?-"))) {
			instead += " " + fields[end]
			end++
		}
	}
	clockEnd := end
	if instead == "" && !strings.ContainsAny(fields[end-1], ",;.!?") {
		// "-> 1p CT pls, …": the clock's zone and the courtesy after the
		// time go with the move.
		for end < len(fields) {
			w := strings.ToLower(strings.Trim(fields[end], ",.;:!?-"))
			if _, zone := zoneAbbrevs[strings.ToUpper(w)]; !zone && w != "local" && w != "pls" && w != "please" && w != "plz" && w != "thx" && w != "instead" {
				break
			}
			end++
			if strings.ContainsAny(fields[end-1], ",;.!?") {
				break
			}
		}
	}
	rest := end
	for rest < len(fields) && strings.Trim(fields[rest], ",.;:!?-–—") == "" {
		rest++ // "2 - she …"
	}
	if len(fields)-rest < 3 {
		return msg
	}
	subj := strings.ToLower(strings.Trim(strings.ReplaceAll(fields[rest], "’", "'"), ",.;:!?"))
	subj = strings.TrimSuffix(subj, "'s")
	names := make([]string, 0, len(s.pros))
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	// "-> 1p, bldg has the elevator down till noon", "make it 3, the
	// elevator is out": a thing said to be or have something, a fact of
	// its own, is the reason as a person's is.
	verbAt := rest + 1
	if slices.Contains([]string{"the", "our", "their", "his", "her", "its", "my"}, subj) {
		verbAt = rest + 2
	}
	household := householdSubjects[subj] && !strings.Contains(fields[rest], "'")
	if (subj == "my" || subj == "our") && rest+1 < len(fields) {
		household = householdSubjects[strings.ToLower(strings.Trim(fields[rest+1], ",.;:!?"))]
	}
	thingFact := verbAt < len(fields) && slices.Contains([]string{"is", "are", "was", "were", "has", "had"}, strings.ToLower(strings.Trim(fields[verbAt], ",.;:!?")))
	if st := tokenize(subj); !reasonSubjects[subj] && len(matchPeople(st, names)) == 0 && len(s.proByShortName(st)) == 0 && !thingFact && !household {
		return msg
	}
	if reasonSoGiveRe.MatchString(strings.TrimRight(strings.Join(fields[rest:], " "), ".!")) {
		return msg // "move it to 11, miguel might be late so give it to tasha": a hand-over too (asides.go)
	}
	rt := tokenize(strings.Join(fields[rest+1:], " "))
	if household && (subj == "my" || subj == "our") {
		rt = tokenize(strings.Join(fields[rest+2:], " "))
	}
	// "make it 2, jess is still cleaning til 1": a service said of what
	// the subject is doing or has is the reason's, not a request.
	fact := thingFact || len(rt) > 0 && slices.Contains([]string{"is", "are", "was", "were", "has", "had", "still", "will"}, rt[0].s)
	asks := slices.Clone(rt)
	if thingFact {
		// ("…, they can go early and beat the tourists": what they can
		// do, said as a fact, asks nothing of Steward.)
		asks = slices.DeleteFunc(asks, func(t token) bool { return t.s == "can" || t.s == "could" })
		for i := 1; i < len(rt); i++ {
			if (rt[i].s == "can" || rt[i].s == "could") && !reasonSubjects[rt[i-1].s] {
				asks = rt
				break
			}
		}
	}
	if _, _, svc := serviceOf(rt); svc && !fact || has(asks, "can", "could", "should", "pls", "please", "also", "too", "cancel", "move", "book", "schedule") {
		return msg // "2 she can do the bluff house too": a request of its own
	}
	head := strings.Join(fields[:end-len(strings.Fields(instead))], " ")
	check := head
	if arrow >= 0 || end > clockEnd {
		// (The move is read by its time alone: "-> 1p CT pls" is "1p".)
		check = strings.Join(fields[k:clockEnd], " ")
	}
	if _, bare := followUpHour(tokenize(check)); bare {
		return strings.TrimRight(head+instead, ",.;:!?-–—") // "2 - she has another job till 1"
	}
	if w, ok := ReadWhen(check, s.now, time.UTC); !ok || !w.HasTime || w.HasDate {
		return msg
	}
	return strings.TrimRight(head+instead, ",.;:!?-–—")
}

// newsDay is the day (no hour) a change said as news gives the job it is
// about: "kokua can come tomorrow … one hour later" (the job's day),
// "everything friday at the bachelor house" (read as the day it moves
// to, with no hour: the day of the jobs). Nil when it says an hour or
// more than a day.
func newsDay(r request) *When {
	switch {
	case r.When != nil && r.When.HasDate && !r.When.HasTime && r.NewWhen == nil:
		return r.When
	case r.When == nil && r.NewWhen != nil && r.NewWhen.HasDate && !r.NewWhen.HasTime && r.Shift == 0 && len(r.dates) <= 1:
		return r.NewWhen
	}
	return nil
}

// editOfNamedJob reports whether in, a part after one that names a job,
// says how to change it ("make it 11", "push it a day", "confirm it"),
// and leaves the new time in in.NewWhen.
func editOfNamedJob(in *request, part string) bool {
	if in.NewWhen == nil {
		in.NewWhen = in.When
	}
	if in.NewWhen == nil {
		if w, ok := followUpHour(tokenize(part)); ok {
			in.NewWhen = &w
		}
	}
	return in.NewWhen != nil || in.Shift != 0 || in.SetStatus != "" || in.SetNotes != ""
}

// servicesNamed reports whether toks name a service in words ("clean",
// "inspection"), not only through a pro.
func servicesNamed(toks []token) bool {
	_, _, ok := serviceOf(toks)
	return ok
}

// sharedTime reads "both at 2pm", "all at 10", "each at 9" — one time
// said for every part of a message.
func sharedTime(msg string) (When, bool) {
	toks := tokenize(msg)
	for i := 1; i+1 < len(toks); i++ {
		// "1pm for each", "10am for both", "9 each"
		if toks[i].s == "for" && (toks[i+1].s == "each" || toks[i+1].s == "both" || toks[i+1].s == "all") ||
			(toks[i].s == "each" || toks[i].s == "both") && toks[i-1].s != "for" {
			if h, m, _, ok := readClock(toks, i-1); ok {
				return When{HasTime: true, Hour: h, Minute: m}, true
			}
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s != "both" && toks[i].s != "all" && toks[i].s != "each" {
			continue
		}
		k := i + 1
		if toks[k].s != "at" && toks[k].s != "@" {
			continue
		}
		if k+1 < len(toks) {
			if h, m, _, ok := readClock(toks, k+1); ok {
				return When{HasTime: true, Hour: h, Minute: m}, true
			}
			if toks[k+1].s == "noon" {
				return When{HasTime: true, Hour: 12}, true
			}
		}
	}
	return When{}, false
}

// tentativeStarts open a message that wonders about a change rather than
// asks for it.
var tentativeStarts = []string{"should i ", "should we ", "do i need ", "do we need ", "maybe ", "thinking about ", "thinking of ",
	"i'm thinking ", "im thinking ", "i might ", "we might ", "might need ", "not sure if ", "wondering if ", "i wonder if ",
	"would it make sense ", "does it make sense ", "is it worth ", "perhaps "}

// holdRe is the host holding a change back while asking about it: "Just
// asking, don't change anything yet.", "hypothetically", "no changes for
// now": what the message says is wondered about, never done.
var holdRe = mustCompile(`(?i)\b(?:(?:don'?t|don’t|do\s+not|pls\s+don'?t|please\s+don'?t)\s+(?:change|do|book|move|cancel|touch)\s+(?:anything|(?:it|that|them)\s+(?:yet|for\s+now|just\s+yet))|(?:don'?t|don’t|do\s+not)\s+make\s+(?:any\s+)?changes|no\s+changes\s+(?:yet|for\s+now)|just\s+asking|only\s+asking|hypothetically)\b`)

// withoutHold returns msg without the clauses that only hold the change
// back (holdRe: "Just asking, don't change anything yet."), and whether it
// had one: the change they hold back is asked about, and they are no
// request of their own.
func withoutHold(msg string) (string, bool) {
	held := false
	for {
		loc := holdRe.FindStringIndex(msg)
		if loc == nil {
			return msg, held
		}
		held = true
		start := strings.LastIndexAny(msg[:loc[0]], ",.;!?") + 1
		end := len(msg)
		if k := strings.IndexAny(msg[loc[1]:], ",.;!?"); k >= 0 {
			end = loc[1] + k + 1
		}
		msg = strings.TrimSpace(msg[:start] + " " + msg[end:])
	}
}

func isTentative(msg string) bool {
	m := strings.ToLower(strings.TrimSpace(msg))
	for _, p := range tentativeStarts {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	return false
}

// isAddOn reports whether a follow-up adds to what was just done: "and a
// restock after", "also a restock", "plus an inspection".
func isAddOn(msg string) bool {
	m := strings.ToLower(strings.TrimSpace(msg))
	// "ok and can she restock it after", "great, also a restock", "ok
	// perfect ty. can he also restock there after": the thanks first,
	// however many words of it.
	for cut := true; cut; {
		cut = false
		for _, w := range []string{"ok", "okay", "oh", "great", "cool", "perfect", "thanks", "thank you", "thx", "ty", "awesome", "nice", "good", "sounds good"} {
			if rest, found := strings.CutPrefix(m, w); found && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, "!")) {
				m, cut = strings.TrimLeft(rest, " ,!."), true
				break
			}
		}
	}
	for _, p := range []string{"and ", "also ", "plus ", "+ ", "& "} {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	// "can he also restock there after": a second job said to be "also"
	// done, "there" (the place of the job discussed).
	toks := tokenize(m)
	for i, t := range toks {
		if t.s == "there" && i > 0 && has(toks[:i], "also") && !slices.Contains([]string{"is", "are", "was", "were", "anyone", "anybody", "someone", "somebody", "anything"}, toks[i-1].s) {
			return true
		}
	}
	return false
}

// thanksWords acknowledge a reply: "ok perfect ty.", "great thanks!"
var thanksWords = map[string]bool{"ok": true, "okay": true, "oh": true, "great": true, "cool": true, "perfect": true, "thanks": true,
	"thank": true, "you": true, "thx": true, "ty": true, "awesome": true, "nice": true, "good": true, "sounds": true, "super": true, "wait": true}

// onlyThanks reports whether text is nothing but acknowledgement words.
func onlyThanks(text string) bool {
	toks := tokenize(text)
	for _, t := range toks {
		if !thanksWords[t.s] {
			return false
		}
	}
	return len(toks) > 0
}

// daysAfterOf reads "the day after", "the morning after", "2 days after"
// with no stay or job after it (an anchor took those words): days after
// the job of the request before. A time may follow ("the day after at 10").
func daysAfterOf(toks []token) (days, hour int) {
	switch {
	case hasPhrase(toks, "the next day") || hasPhrase(toks, "the following day"):
		return 1, 0
	case hasPhrase(toks, "next morning") || hasPhrase(toks, "following morning"):
		return 1, dayParts["morning"]
	}
	for k := 1; k+1 < len(toks); k++ {
		if (toks[k].s == "day" || toks[k].s == "days") && toks[k+1].s == "later" && !toks[k+1].used {
			// "2 days later", "a day later"
			if n, ok := smallNumbers[toks[k-1].s]; ok {
				return n, 0
			}
			if n, err := strconv.Atoi(toks[k-1].s); err == nil && n > 0 && n < 15 {
				return n, 0
			}
		}
	}
	for k := 1; k < len(toks); k++ {
		// "the day after", and "the day before" ("… and chris to clean it
		// the day before too"): days from the job of the part before.
		sign := 1
		if toks[k].s == "before" {
			sign = -1
		}
		if toks[k].s != "after" && toks[k].s != "before" || toks[k].used ||
			k+1 < len(toks) && !toks[k+1].used && toks[k+1].s != "at" && toks[k+1].s != "too" && toks[k+1].s != "also" {
			continue
		}
		switch w := toks[k-1].s; {
		case w == "day":
			return sign, 0
		case dayParts[w] > 0 && k >= 2 && toks[k-2].s == "the":
			return sign, dayParts[w]
		case w == "days" && k >= 2:
			if n, ok := smallNumbers[toks[k-2].s]; ok {
				return sign * n, 0
			}
			if n, err := strconv.Atoi(toks[k-2].s); err == nil && n > 0 && n < 15 {
				return sign * n, 0
			}
		}
	}
	return 0, 0
}

// sameDayOf reports "that day", "the same day", "that same day" not
// read as an anchor ("the same day as Sam's visit" is one, anchor.go) nor
// as a slot ("same day and time").
func sameDayOf(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].s != "day" && !(dayParts[toks[i].s] > 0 && toks[i-1].s == "same") || toks[i].used && toks[i].s == "day" || toks[i-1].used ||
			toks[i-1].s != "that" && toks[i-1].s != "same" {
			continue // ("that same morning": the day of the job before, in its morning)
		}
		if i+1 < len(toks) && (toks[i+1].s == "as" || toks[i+1].s == "and") {
			continue
		}
		return true
	}
	return false
}

var smallNumbers = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "couple": 2}

// dayThenSameTime reports "thurs same time", "to tomorrow, same time": a new
// day at the job's own time of day, not the slot of another job.
func dayThenSameTime(toks []token) bool {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].s != "same" || toks[i+1].s != "time" {
			continue
		}
		d := i - 1 // the word before "same time"
		if d >= 2 && toks[d].s == "the" && toks[d-1].s == "at" {
			d -= 2 // "on friday the 13th at the same time": the day, then its hour as it is
		}
		if _, ok := weekdays[toks[d].s]; ok || toks[d].s == "tomorrow" || toks[d].s == "tmrw" {
			return true
		}
		if _, ok := dayNumber(toks[d].s); ok {
			return true // "push it to wed the 11th same time"
		}
		if m, dd, ok := strings.Cut(toks[d].s, "/"); ok && isDigits(m) && isDigits(dd) && len(m) <= 2 && len(dd) <= 2 {
			return true // "his AC job → mon 3/9, same time as it's booked now"
		}
	}
	return false
}

// surnamesInS are common surnames that end in s, said as they are for
// the family ("the Reynolds" are the Reynolds, never "Reynold"), whose
// form without the s is rarer as a surname.
var surnamesInS = map[string]bool{"reynolds": true, "edwards": true, "williams": true, "adams": true, "roberts": true,
	"phillips": true, "matthews": true, "mathews": true, "andrews": true, "jenkins": true, "hopkins": true, "perkins": true,
	"watkins": true, "hawkins": true, "simmons": true, "stevens": true, "owens": true, "daniels": true, "nichols": true,
	"rhodes": true, "hughes": true, "brooks": true, "banks": true, "wells": true, "sanders": true, "jennings": true,
	"parsons": true, "reeves": true, "stokes": true, "walters": true, "combs": true, "fields": true, "gibbs": true,
	"richards": true, "peters": true, "evans": true, "collins": true, "rogers": true, "harris": true, "lewis": true,
	"jones": true, "myers": true, "powers": true, "woods": true, "mills": true, "holmes": true, "burns": true,
	"hayes": true, "sims": true, "willis": true, "morris": true, "curtis": true, "douglas": true, "dennis": true}

// familyName reads "the Millers" (one plural surname after "the") as the
// family, "Miller Family", the way stays of families are named; any other
// name is returned as it is.
func familyName(name, msg string) string {
	if name == "" || strings.Contains(name, " ") || len(name) < 5 || !strings.HasSuffix(strings.ToLower(name), "s") ||
		!strings.Contains(strings.ToLower(msg), "the "+strings.ToLower(name)) {
		return name
	}
	l := strings.ToLower(name)
	if strings.Contains(strings.ToLower(msg), l+" family") {
		return name + " Family" // "the Morales family": the name as it is
	}
	base := name[:len(name)-1]
	switch {
	case surnamesInS[l]:
		return name + " Family" // "the Reynolds", "the Edwards": the surname ends in s
	case strings.HasSuffix(l, "ses") || strings.HasSuffix(l, "zes") || strings.HasSuffix(l, "shes") || strings.HasSuffix(l, "ches") || strings.HasSuffix(l, "xes"):
		base = name[:len(name)-2] // "the Joneses", "the Sanchezes"
	case strings.HasSuffix(l, "skis") || strings.HasSuffix(l, "ckis") || strings.HasSuffix(l, "skys"):
		// "the Kaminskis", "the Wisniewskis": a surname in -ski, -cki, -sky
	case strings.HasSuffix(l, "es") || strings.HasSuffix(l, "is") || strings.HasSuffix(l, "us") || strings.HasSuffix(l, "ss") || strings.HasSuffix(l, "ys"):
		return name + " Family" // "the Morales", "the Reyes", "the Davis": a surname that ends so
	}
	return base + " Family"
}

// namedFamily reads "the Nakashima family", "nakashima fam" as
// "Nakashima Family", the way stays of families are named; "" when the
// words name no family.
func namedFamily(toks []token) string {
	for j := 1; j < len(toks); j++ {
		if toks[j].s != "family" && toks[j].s != "fam" || toks[j].used {
			continue
		}
		w := toks[j-1]
		if w.used || w.stop || len(w.s) < 3 || !isLetters(strings.ReplaceAll(w.s, "'", "")) || determiners[w.s] || commandWords[w.s] || stopWords[w.s] ||
			w.s == "a" || w.s == "the" || w.s == "whole" || w.s == "big" || w.s == "new" || stayNouns[w.s] || kinsFamily(toks[:j]) {
			// "new booking: family Zimmermann": a word that ends its
			// phrase, or the stay's own noun, is not the family's name.
			continue
		}
		return titleCase(w.raw) + " Family"
	}
	for j := 0; j+1 < len(toks); j++ {
		// "family Zimmermann", "the family Becker": the German order, the
		// surname after the word, said with its capital.
		if toks[j].s != "family" && toks[j].s != "familie" || toks[j].used || toks[j].stop {
			continue
		}
		if j > 0 && (toks[j-1].s == "a" || toks[j-1].s == "my" || toks[j-1].s == "our" || toks[j-1].s == "whole") {
			continue // "a family of 4", "my family": a party, not a name
		}
		w := toks[j+1]
		if w.used || !w.cap || len(w.s) < 3 || !isLetters(strings.ReplaceAll(w.s, "'", "")) || determiners[w.s] || commandWords[w.s] ||
			stopWords[w.s] || isDateWord(w.s) || stayNouns[w.s] {
			continue
		}
		if _, ok := months[w.s]; ok {
			continue
		}
		return titleCase(w.raw) + " Family"
	}
	return ""
}

// stayNouns name a stay itself, never the family staying.
var stayNouns = map[string]bool{"booking": true, "bookings": true, "reservation": true, "reservations": true, "stay": true,
	"stays": true, "guest": true, "guests": true, "entry": true, "rental": true, "holiday": true, "vacation": true, "lease": true, "tenancy": true}

// notFamilies end in s after "the" but name no one.
var notFamilies = map[string]bool{"holidays": true, "nights": true, "days": true, "weeks": true, "guests": true, "kids": true,
	"parents": true, "dates": true, "details": true, "keys": true, "others": true, "plans": true, "times": true, "hours": true}

// theFamily finds "the <surname>s" among the words not yet read (the
// Joneses, the Garcias) and returns the family's name, "" when none.
func theFamily(toks []token) string {
	for i := 0; i+1 < len(toks); i++ {
		w := toks[i+1]
		if toks[i].s != "the" || toks[i].used || w.used || len(w.s) < 5 || !strings.HasSuffix(w.s, "s") || !isLetters(strings.ReplaceAll(w.s, "'", "")) ||
			notFamilies[w.s] || commandWords[w.s] || stopWords[w.s] || isDateWord(w.s) {
			continue
		}
		return familyName(titleCase(w.raw), "the "+w.s)
	}
	return ""
}

// readProRole reads "add sam as an inspector", "add dana as a restocker
// too" — a pro the account has, "as" and a role — as a service for that
// pro (kindProRole), never a new pro or a job.
func (s *session) readProRole(in *request, toks []token) {
	if in.When != nil || in.namedPlace || in.Email != "" || in.Phone != "" || in.Kind != kindAddPro && in.Kind != kindSchedule {
		return
	}
	raw := func(words ...string) bool {
		for _, t := range toks {
			if slices.Contains(words, t.s) {
				return true
			}
		}
		return false
	}
	role := false // "as" then (an article and) a role or a service: "as an inspector", "as a restocker"
	for i, t := range toks {
		if t.s != "as" {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].s == "a" || toks[k].s == "an" || toks[k].s == "their" || toks[k].s == "our") {
			k++
		}
		if k < len(toks) {
			w := toks[k]
			w.used = false
			role = slices.Contains(roleWords, w.s) || len(servicesOf([]token{w})) > 0
		}
	}
	if !raw("add", "make", "list", "put") || !role {
		return
	}
	id := in.ProID
	if id == 0 {
		var names []string
		for _, p := range s.pros {
			names = append(names, p.Name)
		}
		plain := make([]token, len(toks))
		for i, t := range toks {
			t.used = false
			plain[i] = t
		}
		if m := matchPeople(plain, names); len(m) == 1 {
			id = s.pros[m[0].index].ID
		}
	}
	if id == 0 {
		return
	}
	var services []steward.ServiceType
	for _, t := range toks {
		t.used = false
		services = append(services, servicesOf([]token{t})...)
	}
	in.Kind, in.ProID, in.Services = kindProRole, id, slices.Compact(services)
}

// swapVerbs start "swap wes and mary beth on the barn clean": the two
// names are one change, not two parts.
var swapVerbs = map[string]bool{"swap": true, "switch": true, "swop": true, "trade": true}

// leadingName reads a guest named first, in lower case, before the verb of
// the stay: "jake miller booked the chalet …", "the lopez family is coming
// …" ("Lopez Family"); "" when the message does not start so.
func leadingName(toks []token) string {
	i := 0
	if i < len(toks) && toks[i].s == "the" {
		i++
	}
	var name []string
	for ; i < len(toks) && len(name) < 3; i++ {
		t := toks[i]
		if t.used || !isLetters(strings.ReplaceAll(t.s, "'", "")) || commandWords[t.s] || stopWords[t.s] || isDateWord(t.s) {
			break
		}
		if t.s == "family" && len(name) > 0 {
			return strings.Join(name, " ") + " Family"
		}
		name = append(name, titleCase(t.raw))
	}
	if len(name) == 0 || i >= len(toks) {
		return ""
	}
	switch toks[i].s {
	case "booked", "is", "are", "will", "arrives", "arriving", "coming", "staying", "checks", "checking", "has", "have", "reserved":
		return strings.Join(name, " ")
	}
	return ""
}

// everyProperty reports whether words name all of the account's
// properties: "each property", "every place", "all 3 properties", "all my
// rentals".
func everyProperty(toks []token) bool {
	for i, t := range toks {
		if t.s != "each" && t.s != "every" && t.s != "all" {
			continue
		}
	scan:
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			switch toks[k].s {
			case "property", "properties", "place", "places", "unit", "units", "house", "houses", "home", "homes", "rental", "rentals",
				"listing", "listings":
				return true
			case "the", "my", "our", "of", "these", "those", "your":
			default:
				if !isDigits(toks[k].s) && numberWords[toks[k].s] == 0 {
					break scan // "all the KDH houses": some of them, which is asked
				}
			}
		}
	}
	return false
}

// keepNames undoes a spelling fix that turned a name into a word: "wen
// huang is locked out" is the guest Wen Huang, not "when huang …" — the
// fix of "wen" to "when" is for hosts who type fast, not for names the
// account holds.
func (s *session) keepNames(toks []token) error {
	if err := s.loadStays(); err != nil {
		return err
	}
	names := map[string]bool{}
	for _, p := range s.pros {
		for _, w := range words(p.Name) {
			names[w] = true
		}
	}
	for _, r := range s.stays {
		for _, w := range words(r.GuestName) {
			names[w] = true
		}
	}
	for i := range toks {
		raw := strings.ToLower(strings.Trim(toks[i].raw, ",.;:!?'\""))
		if raw != toks[i].s && names[raw] {
			toks[i].s = raw
		}
	}
	return nil
}

// nameAfterColon reads the words right after a colon as a name, up to a
// word already read (a date, a place), a number or a comma: "new booking
// at pine point: jonas eberhardt mar 20-22".
func nameAfterColon(msg string, toks []token) string {
	k := labelColon(msg)
	if k < 0 {
		return ""
	}
	used := map[string]bool{}
	for _, t := range toks {
		if t.used {
			used[t.s] = true
		}
	}
	var name []string
	fields := strings.Fields(msg[k+1:])
	for i, f := range fields {
		w := strings.ToLower(strings.Trim(f, ",.;!?"))
		_, month := months[w]
		month = month || isDateWord(w)
		if _, m := months[w]; m && len(name) == 0 && i+1 < len(fields) && !strings.HasSuffix(f, ",") {
			// "…: jun nakashima + family, mar 20-22": a first name, not
			// June, when no day number follows it.
			next := strings.ToLower(strings.Trim(fields[i+1], ",.;!?"))
			if next == "" || next[0] < '0' || next[0] > '9' {
				month = false
			}
		}
		if (w == "&" || w == "and") && len(name) == 1 {
			name = append(name, "&") // "tom & sue hargrove": a couple
			continue
		}
		if w == "" || used[w] || month || !isLetters(strings.ReplaceAll(w, "'", "")) || commandWords[w] || stopWords[w] || len(name) == 4 {
			break
		}
		name = append(name, titleCase(strings.Trim(f, ",.;!?")))
		if strings.HasSuffix(f, ",") {
			break
		}
	}
	return strings.Join(name, " ")
}

// roleServices are the trades hosts name their pros by.
var roleServices = map[string]steward.ServiceType{"handyman": steward.Maintenance, "plumber": steward.Maintenance,
	"super": steward.Maintenance, "superintendent": steward.Maintenance, "locksmith": steward.Maintenance,
	"electrician": steward.Maintenance, "cleaner": steward.Cleaning, "housekeeper": steward.Cleaning, "maid": steward.Cleaning,
	"inspector": steward.Inspection}

// readRolePro gives a booking that names a pro by trade ("get the handyman
// to look at the A-frame's gutters") to the one pro of the account who is
// that: the only active pro offering the trade's service, or the only one
// of several whose name or e-mail says the trade (Brennan Plumbing). With
// several and nothing to tell them apart, the job is booked without a pro,
// as before.
func (s *session) readRolePro(in *request, toks []token) {
	// ("… and have the super do it" after a job was booked: kindHelp, the
	// pro of a follow-up.)
	followUp := in.Kind == kindHelp && has(toks, "have", "get", "put", "give", "assign", "send") && has(toks, "it", "that", "on") ||
		// "… a bat in the loft. Please have the pest guy come today": who
		// is sent for the part before.
		in.Kind == kindHelp && has(toks, "have", "get", "send", "ask") && has(toks, "come", "visit", "stop", "pop", "swing")
	if in.Kind == kindQuestion && in.ProID == 0 && len(in.proCandidates) == 0 {
		// "when is the furnace guy at glen arbor": a question about the
		// one pro the words name by what they do.
		if _, id := s.thingPro(toks); id != 0 {
			in.ProID, in.proCandidates = id, []int64{id}
		}
		return
	}
	if (in.Kind == kindReschedule || in.Kind == kindEdit && in.NewWhen != nil && !has(toks, "put", "give", "assign", "swap", "switch", "have", "send", "instead of")) &&
		in.ProID == 0 && len(in.proCandidates) == 0 {
		// "the plumber would like to move his Blackjack Road job to
		// Friday": the job of the one pro of that trade (by name or
		// e-mail), a filter of the move; several or none: no filter.
		s.movedRolePro(in, toks)
		if in.ProID == 0 && len(in.proCandidates) == 0 {
			// "the pool guys called they cant get there until three so
			// move them to three": the one pro the words name by what
			// they do, a filter of the move as a trade is.
			if _, id := s.thingPro(toks); id != 0 {
				in.ProID, in.proCandidates = id, []int64{id}
			}
		}
		return
	}
	if in.ProID != 0 || len(in.proCandidates) > 0 || in.Kind != kindSchedule && in.Kind != kindReport && in.Kind != kindTurnover && !followUp {
		return
	}
	if role, id := s.thingPro(toks); role != "" {
		in.ProID, in.rolePro = id, role
		if id != 0 {
			in.proCandidates = []int64{id}
		}
		return
	}
	if id := s.pestPro(toks); id != 0 {
		// "pls send the pest control asap", "get the exterminator out
		// there", "our pest control company": the one active pro whose
		// name or e-mail says pest control (BugAway Pest Control). None
		// or several: booked as before, without a pro.
		in.ProID, in.proCandidates = id, []int64{id}
		return
	}
	for i, t := range toks {
		role := strings.TrimSuffix(t.s, "s")
		sv, ok := roleServices[role]
		// "super needs to go now": a trade said as who should come.
		subject := i+1 < len(toks) && (toks[i+1].s == "needs" || toks[i+1].s == "should" || toks[i+1].s == "has" || toks[i+1].s == "must" ||
			// "plumbers NOW pls": who should come, first.
			slices.Contains([]string{"now", "asap", "pls", "please", "needed", "urgently", "immediately"}, toks[i+1].s) ||
			// "plumber uncle to check the tap": the trade and the
			// respectful word said of the one who does it.
			tradeHonorifics[toks[i+1].s])
		// "need a plumber there now": a trade asked for, the one pro whose
		// name or e-mail says it (never a question when none or several).
		// (A cleaner asked for so is any cleaner: "need a cleaner at the
		// lenox place fri".)
		asked := i >= 2 && (toks[i-1].s == "a" || toks[i-1].s == "an") && slices.Contains([]string{"need", "needs", "send", "get", "call"}, toks[i-2].s) &&
			ok && sv == steward.Maintenance
		if !ok || t.used || (i == 0 || toks[i-1].s != "the" && toks[i-1].s != "our" && toks[i-1].s != "my") && !subject && !asked ||
			in.Service != "" && sv != in.Service {
			continue // ("clean the loft right after the plumber": the anchor's trade, not the booking's)
		}
		if i > 0 && s.guestWord(toks[i-1].s, t.s) {
			continue // "the film crew wants a mid-stay clean": the guests ("Golden Hour Films crew"), no pro
		}
		offer, named := s.rolePros(role, sv)
		if g := generalists(offer); len(named) == 0 && role == "handyman" && len(offer) > 1 && len(g) == 1 {
			// "unit 14 pipes froze … handyman asap", Luis Ferreira being
			// luis@ferreirahvac: the one maintenance pro whose name and
			// e-mail say no trade of their own is the handyman.
			named = g
		}
		if len(named) == 0 && len(offer) > 1 && sv != steward.Maintenance {
			// "the cleaner" at a house one of them works at and the other
			// never does: that one (the Nashville maids never clean the
			// Ohio cabins). A maintenance trade ("the plumber") is narrower
			// than the service, so the pros who do it there tell nothing.
			named = s.regularsAt(in.AddressID, offer)
		}
		switch {
		case len(named) == 1:
			in.ProID = named[0].ID
		case asked && !subject && (i == 0 || toks[i-1].s != "the" && toks[i-1].s != "our" && toks[i-1].s != "my"):
			// ("need a plumber" with no one pro of that trade: booked as before.)
		case len(offer) == 1:
			in.ProID = offer[0].ID
		case len(offer) > 1:
			// "the super", "the plumber" with several who could be: asked
			// (schedule, whoIsRole), never booked without the pro meant.
			in.rolePro = "the " + t.s
		}
		return
	}
}

// pestPro is the one active maintenance pro whose name or e-mail says
// pest control ("bugaway", "pest", "extermin", "termite"), when toks name
// the trade as who should come: "the pest control", "our pest control
// company", "the exterminator", "pest control asap". 0 otherwise.
func (s *session) pestPro(toks []token) int64 {
	said := false
	for i, t := range toks {
		if t.used {
			continue
		}
		pest := t.s == "pest" && i+1 < len(toks) && toks[i+1].s == "control" || t.s == "exterminator" || t.s == "exterminators"
		if pest && (i == 0 || toks[i-1].s == "the" || toks[i-1].s == "our" || toks[i-1].s == "my" || toks[i-1].s == "send" || toks[i-1].s == "get" || toks[i-1].s == "call") {
			said = true
			break
		}
	}
	if !said {
		return 0
	}
	var id int64
	for _, p := range s.pros {
		w := strings.ToLower(p.Name + " " + p.Email)
		if !p.Active || !p.Offers(steward.Maintenance) ||
			!slices.ContainsFunc([]string{"pest", "bug", "extermin", "termite"}, func(h string) bool { return strings.Contains(w, h) }) {
			continue
		}
		if id != 0 {
			return 0
		}
		id = p.ID
	}
	return id
}

// rolePros are the active pros who offer sv (offer) and those of them whose
// name or e-mail says the trade role ("plumb…", roleHints) (named).
func (s *session) rolePros(role string, sv steward.ServiceType) (offer, named []*steward.Pro) {
	hints := append([]string{role[:min(len(role), 5)]}, roleHints[role]...)
	for _, p := range s.pros {
		if !p.Active || !p.Offers(sv) {
			continue
		}
		offer = append(offer, p)
		if slices.ContainsFunc(hints, func(h string) bool { return strings.Contains(strings.ToLower(p.Name+" "+p.Email), h) }) {
			named = append(named, p)
		}
	}
	return offer, named
}

// movedRolePro gives a move whose words name a pro by trade ("the
// plumber would like to move his … job") that pro, when one pro's name or
// e-mail says the trade, or one active pro offers its service.
func (s *session) movedRolePro(in *request, toks []token) {
	for i, t := range toks {
		role := strings.TrimSuffix(t.s, "s")
		sv, ok := roleServices[role]
		if !ok || t.used || i == 0 || toks[i-1].s != "the" && toks[i-1].s != "our" && toks[i-1].s != "my" {
			continue
		}
		offer, named := s.rolePros(role, sv)
		switch {
		case len(named) == 1:
			in.ProID, in.proCandidates = named[0].ID, []int64{named[0].ID}
		case len(offer) == 1:
			in.ProID, in.proCandidates = offer[0].ID, []int64{offer[0].ID}
		}
		return
	}
}

// regularsAt are the pros of ps with a job at the property (done in the
// last 90 days or booked in the next 90), nil without a property.
func (s *session) regularsAt(addressID int64, ps []*steward.Pro) []*steward.Pro {
	if addressID == 0 {
		return nil
	}
	jobs, err := s.jobsBetween(addressID, s.now.AddDate(0, 0, -90), s.now.AddDate(0, 0, 90))
	if err != nil {
		return nil
	}
	var out []*steward.Pro
	for _, p := range ps {
		if slices.ContainsFunc(jobs, func(j *steward.Job) bool {
			return j.ProID != nil && *j.ProID == p.ID && j.Status != steward.StatusCancelled
		}) {
			out = append(out, p)
		}
	}
	return out
}

// specialistWords mark a pro's name or e-mail as a specialist's
// ("ferreirahvac", "tatescreens", "islandpoolcare"): not a handyman.
var specialistWords = []string{"hvac", "heat", "air", "cool", "plumb", "rooter", "drain", "electric", "pool", "spa", "tub", "screen", "lock",
	"key", "snow", "plow", "roof", "pest", "glass", "window", "solar", "septic", "chimney", "garage", "appliance", "lawn", "landscap",
	"tree", "paint", "floor", "carpet", "clean", "maid", "inspect", "gutter", "fence", "irrigation", "sprinkler"}

// generalists are the pros of ps whose name and e-mail say no
// specialist's trade (see specialistWords).
func generalists(ps []*steward.Pro) []*steward.Pro {
	var out []*steward.Pro
	for _, p := range ps {
		id := strings.ToLower(p.Name + " " + p.Email)
		if !slices.ContainsFunc(specialistWords, func(w string) bool { return strings.Contains(id, w) }) {
			out = append(out, p)
		}
	}
	return out
}

// arrowMove reads an arrow as a move: "unit b restock sat -> 4pm pls",
// "killington clean on the 14th → 11am" are "move … to …". An arrow to a
// pro's name (names) and no time hands the job over: "gulch condo
// turnover mon → brooke pls" is "give … to brooke". The verb goes at the
// start of the arrow's own clause ("…, and deshawn's nola inspection wed
// → 2p").
func arrowMove(msg string, names map[string]bool) string {
	if segs := arrowList(msg); len(segs) > 1 {
		// "moab 5 — sat prep 10→11 / tue TO → 12p": a list of moves, each
		// with its own arrow, is a move each (the place said first is
		// the next ones' too, see parse).
		for k := range segs {
			segs[k] = strings.TrimRight(arrowMove(segs[k], names), ".,;") + "."
		}
		return strings.Join(segs, " ")
	}
	for _, a := range []string{"->", "→", "=>", "-->"} {
		i := strings.Index(msg, a)
		if i < 0 {
			continue
		}
		before := strings.TrimSpace(msg[:i])
		rest := strings.TrimLeft(msg[i+len(a):], "> ")
		head, clause := "", before
		if k := arrowClauseStart(before); k > 0 {
			head, clause = before[:k], strings.TrimSpace(before[k:])
		}
		// "linen swap tmrw → give it to maria", "sunday turn → put shore
		// thing on it": the arrow says who takes the job, in words.
		if m := arrowGiveRe.FindStringSubmatchIndex(rest); m != nil {
			to := rest[m[1]:] // "give it to maria pls": "maria pls"
			if m[2] >= 0 {
				to = rest[m[2]:m[3]] + rest[m[1]:] // "put shore thing on it": "shore thing"
			}
			if arrowToPro(to, names) {
				rest = to
			}
		}
		ctoks := tokenize(clause)
		// "reassign → kelsey", "give it → rosa": the pro it goes to,
		// never a move.
		givenTo := len(ctoks) > 0 && (giveVerbs[ctoks[len(ctoks)-1].s] ||
			len(ctoks) > 1 && giveVerbs[ctoks[len(ctoks)-2].s] && (ctoks[len(ctoks)-1].s == "it" || ctoks[len(ctoks)-1].s == "that"))
		if t := arrowTopic(clause, rest, names); t != "" {
			return head + t // "rm 3 → after the okafors leave sunday I want Odile to …" (arrowtopic.go)
		}
		if to := arrowToPro(rest, names); to {
			if !has(tokenize(clause), "give", "hand", "assign", "reassign", "switch", "swap") {
				// ("give the pelican restock tues to brooke": the job that
				// is booked, never a new restock for her.)
				first := strings.ToLower(strings.Fields(clause + " x")[0])
				if !slices.Contains([]string{"the", "his", "her", "their", "our", "my", "that", "this", "it"}, first) &&
					!strings.HasSuffix(first, "'s") && !strings.HasSuffix(first, "’s") {
					clause = "the " + clause
				}
				if f := strings.Fields(rest); has(tokenize(clause), "after", "before") && !has(ctoks, "move", "reschedule", "push", "shift", "change", "bump") {
					// "suite 5 turnover mon after the moreaus → Bea": the
					// stay names the job; the pro said first, so that "to
					// Bea" is never read as the stay's words.
					return head + "put " + f[0] + " on " + clause + " " + strings.Join(f[1:], " ")
				}
				clause = "give " + clause
			}
			return head + clause + " to " + rest
		}
		if len(ctoks) > 0 && len(ctoks) <= 2 && !givenTo && !slices.ContainsFunc(ctoks, func(t token) bool { return !names[t.s] }) &&
			len(readDates(tokenize(strings.Fields(rest + " x")[0]), time.Time{}, time.UTC)) == 0 {
			// "Dev → Moab mon, water heater": a pro sent to a place, a
			// visit of its own — never a move of the pro's job there.
			return head + "send " + clause + " to " + rest
		}
		if !givenTo && !has(ctoks, "move", "reschedule", "push", "shift", "change", "bump") {
			clause = "move " + clause
		}
		before = head + clause
		// "…'s sliding door job → sun 3/8 at 9am, and his AC job → mon
		// 3/9": each arrow after the first is a move of its own part.
		for _, b := range []string{"-->", "->", "→", "=>"} {
			rest = strings.ReplaceAll(rest, " "+b+" ", " to ")
		}
		return before + " to " + rest
	}
	return msg
}

// arrowGiveRe is a hand-over said in words after an arrow: "→ give it
// to maria", "→ put shore thing on it" (the pro of "put" in its
// group).
var arrowGiveRe = mustCompile(`(?i)^\s*(?:(?:give|hand|assign|reassign)\s+(?:it|this|that)(?:\s+one)?\s+to\s+|put\s+(\S.*?)\s+on\s+(?:it|this|that)\b\s*)`)

// arrowClauseStart is where the clause of an arrow starts in before, the
// words said before it: after the last "; " or " and " (0 when there is
// none). (A sentence before the arrow's stays with it: "Ancient City
// Plumbing called, they're running behind tomorrow. Dune Cottage shower
// valve appt → 2:30pm" is one move, the news its reason.)
func arrowClauseStart(before string) int {
	k := 0
	for _, sep := range []string{"; ", " and "} {
		if j := strings.LastIndex(before, sep); j >= 0 && j+len(sep) > k {
			k = j + len(sep)
		}
	}
	if k >= len(before) {
		return 0
	}
	return k
}

// arrowToPro reports whether the words after an arrow, up to the end of
// their clause, open on a pro's name (names) and say no time or day:
// "→ brooke pls", "-> hollis, and book him …" (not "-> hank at 2", a move
// with a new pro, nor "-> 4pm").
func arrowToPro(rest string, names map[string]bool) bool {
	isName := func(w string) bool {
		w = strings.TrimSuffix(strings.Trim(strings.ReplaceAll(w, "’", "'"), ",.;:!?"), "'s")
		return names[strings.ToLower(w)] || len(w) == 1 && names[w] // "→ B": Crew B, in capital
	}
	f := strings.Fields(rest)
	if len(f) == 0 || !isName(f[0]) {
		return false
	}
	clause := rest
	if k := strings.IndexAny(clause, ",.;!?"); k >= 0 {
		clause = clause[:k]
	}
	if k := strings.Index(strings.ToLower(clause), " and "); k >= 0 {
		clause = clause[:k]
	}
	if strings.ContainsAny(clause, "0123456789") {
		return false
	}
	cf := strings.Fields(clause)
	for i, t := range tokenize(clause) {
		if t.s == "instead" && i+2 < len(cf) && len(cf) == i+3 && strings.EqualFold(cf[i+1], "of") && isName(cf[i+2]) {
			continue // "→ B instead of A": the pro it had, named after "instead of"
		}
		if isDateWord(t.s) || slices.Contains([]string{"noon", "midnight", "morning", "afternoon", "evening", "night", "am", "pm", "instead", "week", "next"}, t.s) {
			return false
		}
	}
	return true
}

// arrowList splits msg into the items of a list of arrows: parts
// separated by a slash, a bar or a semicolon standing apart, or by a
// comma, each of which holds an arrow ("sat prep 10→11 / tue TO → 12p").
// It returns msg alone when it is no such list.
func arrowList(msg string) []string {
	hasArrow := func(s string) bool {
		return strings.Contains(s, "->") || strings.Contains(s, "→") || strings.Contains(s, "=>")
	}
	if !hasArrow(msg) {
		return []string{msg}
	}
	// ("pilsen downstairs turnover sat -> maria. pilsen upstairs
	// turnover mon -> tasha": a sentence each.)
	for _, sep := range []string{" / ", " | ", "; ", ", ", ". ", "\n"} {
		segs := strings.Split(msg, sep)
		if sep == "\n" {
			// "job 31 → shore thing\njob 36 → luis\nthx": one a line,
			// the thanks on its own line read past.
			segs = slices.DeleteFunc(segs, func(s string) bool { return strings.TrimSpace(s) == "" || onlyThanks(s) })
		}
		if len(segs) < 2 {
			continue
		}
		ok := true
		for _, s := range segs {
			ok = ok && hasArrow(s) && len(strings.Fields(s)) >= 2
		}
		if ok {
			return segs
		}
	}
	return []string{msg}
}

// tradeAfter reports whether toks from i on name a pro by trade ("the
// plumber", "the pest guy").
func (s *session) tradeAfter(toks []token, i int) bool {
	if i >= len(toks) {
		return false
	}
	if slices.ContainsFunc(toks[i:], func(t token) bool { return slices.Contains(roleWords, t.s) }) {
		return true
	}
	role, _ := s.thingPro(toks[i:])
	return role != ""
}

// proSays reports whether an active pro's name or e-mail says w.
func (s *session) proSays(w string) bool {
	return len(w) >= 3 && slices.ContainsFunc(s.pros, func(p *steward.Pro) bool {
		return p.Active && strings.Contains(strings.ToLower(strings.ReplaceAll(p.Name+p.Email, " ", "")), w)
	})
}

// personNouns name a pro by what they do: "the hot tub guy", "the snow
// removal company", "our pool lady".
var personNouns = map[string]bool{"guy": true, "guys": true, "person": true, "lady": true, "man": true, "dude": true, "gal": true,
	"company": true, "co": true, "tech": true, "technician": true, "folks": true, "people": true, "pro": true, "crew": true, "team": true,
	// British: "the plumbing firm", "the heating engineer", "the lads from
	// the plumbing firm"
	"firm": true, "engineer": true, "lads": true,
	// "get the plow outfit to lutsen": a company, said so
	"outfit": true}

// thingPro reads "the hot tub guy", "our snow plow company": the pro
// whose name or e-mail says the thing ("summithottubs"), else the one
// pro who has had upcoming or past jobs whose notes name it ("Hot tub
// GFCI tripping"). role is the words as said, "" when the message names
// no pro so; id is 0 when no one pro fits (the booking then asks).
func (s *session) thingPro(toks []token) (role string, id int64) {
	for i := 1; i < len(toks); i++ {
		if !personNouns[toks[i].s] || toks[i].used || s.guestWord(toks[i-1].s, toks[i].s) {
			continue // ("the film crew wants …": the guests)
		}
		start := i - 1
		for start > 0 && i-start < 3 && toks[start-1].s != "the" && toks[start-1].s != "our" && toks[start-1].s != "my" && toks[start-1].s != "that" {
			start--
		}
		// "hvac guy to do the windward heat pump", "window guy at
		// windward thurs": a trade said first, with no article, is the
		// subject of the message, as "the hvac guy" is.
		// ("…, haugens land at 4. hvac guy today!!": said first in its
		// sentence.)
		for k := start; k < i-1; k++ {
			if toks[k].stop {
				start = k + 1
			}
		}
		opening := (start == 0 && i <= 2 || start > 0 && i-start <= 2 && toks[start-1].stop) && !toks[start].used &&
			// ("bergstrom guys say theres a snake …": who reported it.)
			!(i+1 < len(toks) && (reportedVerbs[toks[i+1].s] || slices.Contains([]string{"say", "says", "think", "thinks", "want", "wants", "asked", "are", "is"}, toks[i+1].s)))
		if !opening && (start == 0 || toks[start-1].s != "the" && toks[start-1].s != "our" && toks[start-1].s != "my" && toks[start-1].s != "that") {
			continue
		}
		article := "the"
		if !opening {
			article = toks[start-1].s
		}
		var thing []string
		for _, t := range toks[start:i] {
			if _, _, svc := serviceOf([]token{{s: t.s}}); t.used && !svc || !isLetters(t.s) || stopWords[t.s] && !svc {
				thing = nil
				break
			}
			thing = append(thing, t.s)
		}
		if len(thing) == 0 {
			continue
		}
		if _, ok := roleServices[strings.TrimSuffix(thing[len(thing)-1], "s")]; ok {
			continue // "the plumber guy": the trade (readRolePro)
		}
		role = article + " " + strings.Join(thing, " ") + " " + toks[i].s
		joined := strings.TrimSuffix(strings.Join(thing, ""), "s")
		// "the furnace guy": the pro whose name or e-mail says the thing
		// or a word of its trade ("upnorthheating").
		says := []string{joined}
		for _, w := range thingWords[strings.Join(thing, " ")] {
			if w = strings.ReplaceAll(w, " ", ""); len(w) >= 5 && w != joined {
				says = append(says, w)
			}
		}
		var named []int64
		for _, p := range s.pros {
			id := strings.ToLower(strings.ReplaceAll(p.Name+p.Email, " ", ""))
			if p.Active && slices.ContainsFunc(says, func(w string) bool { return strings.Contains(id, w) }) {
				named = append(named, p.ID)
			}
		}
		if len(named) == 1 {
			return role, named[0]
		}
		jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{Limit: steward.MaxJobLimit})
		if err != nil {
			return role, 0
		}
		phrases := []string{strings.Join(thing, " "), strings.Join(thing, " ") + "s"} // ("the window guy": "Windows inside and out")
		if more, ok := thingWords[phrases[0]]; ok && !opening {                       // (said first, only the thing's own word: "pool guy …" is not the hot tub cover's inspector)
			phrases = append(phrases, more...) // "the hvac guy": the pro of the "AC short cycling" job
		}
		seen := map[int64]bool{}
		for _, j := range jobs {
			if j.ProID != nil && j.Notes != nil && slices.ContainsFunc(phrases, func(ph string) bool { return containsWord(strings.ToLower(*j.Notes), ph) }) && !seen[*j.ProID] {
				if p := s.pro(*j.ProID); p != nil && p.Active {
					seen[*j.ProID] = true
					named = append(named, *j.ProID)
				}
			}
		}
		if len(named) == 1 {
			return role, named[0]
		}
		if opening {
			continue // a trade said first that fits no one pro: not read as one
		}
		return role, 0
	}
	return "", 0
}

// pronounPro returns the pronoun a booking names its pro by ("book her
// at pine ridge", "can he also look at the hot tub", "have him do the
// barn"), "" when none.
func pronounPro(toks []token) string {
	if len(toks) > 2 && slices.Contains([]string{"then", "and", "also"}, toks[0].s) {
		toks = toks[1:]
	}
	raws := make([]string, len(toks))
	for i, t := range toks {
		raws[i] = t.raw
	}
	if pronounDoer(raws) {
		// "then she does the boathouse restock", "i'd rather she go up
		// to the cabin": she, the subject.
		for _, t := range toks[:min(len(toks), 5)] {
			if t.s == "he" || t.s == "she" || t.s == "he'll" || t.s == "she'll" {
				return strings.TrimSuffix(t.s, "'ll")
			}
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		// ("… move to Tuesday 3/10 9am, then add him at Smoky Ridge same
		// day 1pm": "add him" books him, as "put him" does.)
		if slices.Contains([]string{"book", "have", "get", "ask", "send", "put", "use", "can", "could", "will", "would", "should", "let", "does", "do", "add"}, toks[i].s) &&
			slices.Contains([]string{"he", "she", "her", "him"}, toks[i+1].s) {
			return toks[i+1].s
		}
		// "I was wondering if he could also look at the furnace at the
		// cabin": asked of him, after "if".
		if (toks[i].s == "if" || toks[i].s == "whether") && (toks[i+1].s == "he" || toks[i+1].s == "she") && i+2 < len(toks) &&
			slices.Contains([]string{"can", "could", "would", "will", "might"}, toks[i+2].s) && (i == 0 || !slices.Contains([]string{"know", "knows", "asked", "sure", "check"}, toks[i-1].s)) {
			return toks[i+1].s
		}
		// "… and also book them at the girdwood chalet monday": a
		// company the part before named, booked again (resolved only
		// from that part: engine.go).
		if slices.Contains([]string{"book", "have", "get", "send"}, toks[i].s) && toks[i+1].s == "them" && i+2 < len(toks) &&
			slices.Contains([]string{"at", "out", "back", "over", "again", "in", "to"}, toks[i+2].s) {
			return "them"
		}
		// "would you please have them restock the cottage": the pro of
		// the job just discussed, asked for work said by its verb.
		if (toks[i].s == "have" || toks[i].s == "get" || toks[i].s == "ask") && toks[i+1].s == "them" && i+2 < len(toks) {
			if _, _, svc := serviceOf(toks[i+2 : i+3]); svc {
				return "them"
			}
		}
		// "… oh and can u book them for an inspection at the yellow house":
		// the company, for work of its own ("… and add them for a restock
		// there same day 3p", as "book them").
		if slices.Contains([]string{"book", "add", "schedule"}, toks[i].s) && toks[i+1].s == "them" && i+3 < len(toks) && toks[i+2].s == "for" {
			if _, _, svc := serviceOf(toks[i+3 : min(len(toks), i+6)]); svc {
				return "them"
			}
		}
		// "… and give her the dune cottage turnover monday as well": the
		// pro given the job ("give her turnover to …" is hers, another's).
		if giveVerbs[toks[i].s] && (toks[i+1].s == "him" || toks[i+1].s == "her") && i+2 < len(toks) &&
			slices.Contains([]string{"the", "that", "this", "those", "these", "both"}, toks[i+2].s) {
			return toks[i+1].s
		}
		// "… and add a clean at oak st tues at 10 for him": the pro the
		// job is for; "her" only at the end ("for her stay" is the
		// guest's).
		if (toks[i].s == "for" || toks[i].s == "with") && (toks[i+1].s == "him" ||
			toks[i+1].s == "her" && (i+2 == len(toks) || slices.Contains([]string{"too", "also", "instead", "please", "pls", "as"}, toks[i+2].s))) {
			return toks[i+1].s
		}
		// "… and add a restocking with her at 3:00 p.m. that same
		// afternoon": "with her" then the job's time or day is the pro
		// too ("with her own supplies", "with her family" are not).
		if toks[i].s == "with" && toks[i+1].s == "her" && i+2 < len(toks) && (slices.Contains([]string{"at", "on", "that", "the", "tomorrow", "today",
			"tmrw", "this", "next", "then", "and", "same", "afterwards", "after", "before", "right", "around", "by"}, toks[i+2].s) || isDigits(toks[i+2].s)) {
			return toks[i+1].s
		}
	}
	return ""
}

// addsVisit reports whether toks ask for a visit by its noun, with a verb
// that creates one: "add a second stop", "book another trip", "schedule
// a visit" (not "the visit", a job that exists).
func addsVisit(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]string{"add", "book", "schedule", "arrange", "squeeze", "fit"}, toks[i].s) {
			continue
		}
		k := i + 1
		if k < len(toks) && (toks[k].s == "in" || toks[k].s == "on") {
			k++
		}
		if k >= len(toks) || !slices.Contains([]string{"a", "an", "another", "one", "1"}, toks[k].s) {
			continue
		}
		for _, t := range toks[k+1 : min(len(toks), k+4)] {
			if slices.Contains([]string{"visit", "stop", "trip", "appointment", "appt", "callout", "check", "checkup", "check-up"}, t.s) {
				return true
			}
		}
	}
	return false
}

// pronounDoer reports whether fields open with "he" or "she" doing work:
// "she does the boathouse restock", "he can check the dock", "she'll
// clean it" — not "she said …".
func pronounDoer(fields []string) bool {
	if len(fields) < 3 {
		return false
	}
	// ("i'd rather she go up to the cabin that same day": the host's
	// wish, then the pro doing it.)
	for _, wish := range [][]string{{"i'd", "rather"}, {"id", "rather"}, {"i’d", "rather"}, {"i", "would", "rather"}, {"rather"},
		{"i'd", "prefer"}, {"id", "prefer"}, {"i", "prefer"}} {
		if len(fields) >= len(wish)+2 && slices.Equal(lowerFields(fields[:len(wish)]), wish) {
			fields = fields[len(wish):]
			break
		}
	}
	first := strings.ToLower(strings.Trim(fields[0], ",.;:!?"))
	switch first {
	case "she'll", "he'll", "she’ll", "he’ll":
		return true
	case "he", "she":
		next := strings.ToLower(strings.Trim(fields[1], ",.;:!?"))
		return slices.Contains([]string{"does", "do", "can", "could", "will", "should", "cleans", "restocks", "inspects", "checks", "fixes", "handles", "takes", "covers",
			"go", "goes", "head", "heads", "swing", "swings", "come", "comes"}, next)
	case "can", "could", "would", "will":
		// "…, and could he also call at the Sister Bay house the same day
		// at one": more work for the pro, asked as a question.
		return len(fields) >= 4 && slices.Contains([]string{"he", "she"}, strings.ToLower(fields[1])) && strings.ToLower(strings.Trim(fields[2], ",.;:!?")) == "also"
	}
	return false
}

// weekdayNamedBefore returns the one date the parts before named with
// its day number ("Thursday the 12th") on the weekday w, a weekday said
// alone, falls on, when it is not w's own reading.
// ("yesterday", a past Tuesday, is no Tuesday to come: only a date said
// with its weekday and a number, after w's own reading, counts.)
func weekdayNamedBefore(toks []token, ds []When, w When) (When, bool) {
	wd := time.Date(w.Year, w.Month, w.Day, 12, 0, 0, 0, time.UTC).Weekday()
	own := time.Date(w.Year, w.Month, w.Day, 12, 0, 0, 0, time.UTC)
	var found []When
	for _, d := range ds {
		if d.start < 0 || d.end > len(toks) || d.start >= d.end || !namesWeekday(toks[d.start:d.end]) ||
			!slices.ContainsFunc(toks[d.start:d.end], func(t token) bool { return strings.ContainsAny(t.s, "0123456789") || spokenOrdinals[t.s] > 0 }) {
			continue
		}
		if d.HasDate && !d.plainWeekday && time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).Weekday() == wd &&
			time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).After(own) &&
			!slices.ContainsFunc(found, func(f When) bool { return f.Year == d.Year && f.Month == d.Month && f.Day == d.Day }) {
			found = append(found, d)
		}
	}
	if len(found) != 1 || found[0].Year == w.Year && found[0].Month == w.Month && found[0].Day == w.Day {
		return When{}, false
	}
	return found[0], true
}

// thatTime reports "before that", "after that", "before then", "after
// then": an offset from a time said before, not one of the message's own.
func thatTime(toks []token) bool {
	return hasPhrase(toks, "before that") || hasPhrase(toks, "after that") || hasPhrase(toks, "before then") || hasPhrase(toks, "after then")
}

// itInstead reports words that put "it" on another day in place of its
// own: "could it be Monday the 16th instead, at 2?", "make it the 16th
// instead" — not "instead of the 15th", which names the day it has.
func itInstead(toks []token) bool {
	if !has(toks, "instead") || hasPhrase(toks, "instead of") || hasPhrase(toks, "rather than") || has(toks, "from") {
		return false
	}
	return hasPhrase(toks, "could it be") || hasPhrase(toks, "can it be") || hasPhrase(toks, "make it") || hasPhrase(toks, "move it to") ||
		hasPhrase(toks, "can we do") || hasPhrase(toks, "could we do") || hasPhrase(toks, "let's do") || hasPhrase(toks, "lets do")
}

// askedOfPronoun reports whether the sentence fields open asks work of
// the pro just named, by pronoun, after a few words of preamble: "while
// he's out that way, could he look at the spigot …", "I was wondering if
// she could also restock the loft …" — not "could he be late?" nor "he
// said he could come".
func askedOfPronoun(fields []string) bool {
	ws := lowerFields(fields[:sentenceEndAt(fields)])
	for k := 0; k+2 < len(ws) && k <= 8; k++ {
		modal := slices.Contains([]string{"can", "could", "would", "will"}, ws[k]) && slices.Contains([]string{"he", "she", "they"}, ws[k+1])
		// ("I was wondering if he could also look at …": asked, after
		// "if"/"whether".)
		wondered := k > 0 && (ws[k-1] == "if" || ws[k-1] == "whether") && slices.Contains([]string{"he", "she", "they"}, ws[k]) &&
			slices.Contains([]string{"can", "could", "would", "will", "might"}, ws[k+1])
		if !modal && !wondered {
			continue
		}
		if k > 0 && slices.Contains([]string{"said", "says", "thinks", "think", "told", "knows", "asked"}, ws[k-1]) ||
			wondered && k > 1 && slices.Contains([]string{"said", "says", "knows", "know", "asked", "sure", "checking", "check"}, ws[k-2]) {
			return false
		}
		v := k + 2
		for v < len(ws) && slices.Contains([]string{"also", "please", "maybe", "possibly", "then"}, ws[v]) {
			v++
		}
		return v < len(ws) && slices.Contains([]string{"look", "check", "come", "stop", "swing", "pop", "head", "do", "clean", "restock",
			"inspect", "fix", "repair", "service", "drop", "handle", "take", "have", "replace", "swap", "tighten", "call"}, ws[v])
	}
	return false
}

// sentenceEndAt returns how many of fields the first sentence takes: up
// to the first word ending in ".", "?" or "!".
func sentenceEndAt(fields []string) int {
	for k, f := range fields {
		if strings.HasSuffix(f, ".") || strings.HasSuffix(f, "?") || strings.HasSuffix(f, "!") {
			return k + 1
		}
	}
	return len(fields)
}

// lowerFields returns fields in lower case, without the punctuation
// around them.
func lowerFields(fields []string) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = strings.ToLower(strings.Trim(f, ",.;:!?"))
	}
	return out
}

// proTakesIt reports whether words after a pro's name say the pro does
// the job just named: "tom's doing it", "tom is on it", "tom will take
// it", "tom can handle that".
func proTakesIt(fields []string) bool {
	var ws []string
	for _, f := range fields {
		ws = append(ws, strings.ToLower(strings.Trim(f, ",.;:!?")))
	}
	if len(ws) < 2 || len(ws) > 5 {
		return false
	}
	rest := " " + strings.Join(ws, " ")
	for _, v := range []string{"doing", "do", "on", "taking", "take", "takes", "handling", "handle", "handles", "got", "covering", "cover", "covers"} {
		for _, o := range []string{"it", "that", "this", "that one", "this one"} {
			if strings.HasSuffix(rest, " "+v+" "+o) || strings.Contains(rest, " "+v+" "+o+" ") {
				return true
			}
		}
	}
	return false
}

// guestsDay reports whether the one date of dates (a day said apart from a
// time) is the guests' ("ibarras leave tues - after marisa's clean have
// gwen restock the loft at 2"): the time is the job's, not theirs.
func (s *session) guestsDay(toks []token, dates []When) bool {
	k := slices.IndexFunc(dates, func(d When) bool { return d.HasDate })
	if k < 0 || s.loadStays() != nil {
		return false
	}
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	return isStayFact(dates[k], toks, names)
}

// isStayFact reports whether date d says when guests come or go ("holts
// arrive fri", "the bakers land on the 10th").
func isStayFact(d When, toks []token, guestNames []string) bool {
	if arrivalAfter(d, toks, guestNames) || guestsAreOn(toks, d, guestNames) {
		return true
	}
	k := d.start - 1
	for k >= 0 && (toks[k].s == "the" || toks[k].s == "on" || toks[k].s == "at" || toks[k].s == "by" || toks[k].s == "that") {
		k--
	}
	// "greg gets to sugarbush at 4": the place, then the verb.
	for kk := k; kk >= max(1, k-3); kk-- {
		if toks[kk].s == "to" && (arriveWords[toks[kk-1].s] || toks[kk-1].s == "heads" || toks[kk-1].s == "head" || toks[kk-1].s == "getting") {
			k = kk - 1
			break
		}
	}
	if k >= 1 && (toks[k].s == "til" || toks[k].s == "till" || toks[k].s == "until" || toks[k].s == "thru" || toks[k].s == "through") {
		// "guest is there til tmrw": how long the guests stay, not when
		// to come.
		from := max(0, k-5)
		return len(matchPeople(toks[from:k], guestNames)) > 0 ||
			has(toks[from:k], "guests", "guest", "they", "family", "tenant", "tenants", "staying", "there", "here")
	}
	if k >= 2 && toks[k].s == "up" && (toks[k-1].s == "show" || toks[k-1].s == "shows") {
		k-- // "10 guys show up fri"
	}
	if k >= 2 && (toks[k].s == "there" || toks[k].s == "here") && slices.Contains([]string{"get", "gets", "getting", "arrive", "arrives", "be"}, toks[k-1].s) {
		k-- // "the Harpers get there Friday": their arrival
	}
	if k < 1 || !(stayVerbs[toks[k].s] || toks[k].s == "out" || toks[k].s == "in" || toks[k].s == "show" || toks[k].s == "shows" ||
		toks[k].s == "gets" || toks[k].s == "get" || toks[k].s == "getting") {
		return false
	}
	j := k - 1
	for j > 0 && (toks[j].s == "check" || toks[j].s == "checks" || toks[j].s == "checking" || toks[j].s == "are" ||
		toks[j].s == "is" || toks[j].s == "get" || toks[j].s == "gets" || toks[j].s == "will") {
		j--
	}
	from := max(0, j-3)
	return len(matchPeople(toks[from:j+1], guestNames)) > 0 || has(toks[from:j+1], stayPeople...)
}

// saysAtOnce reports whether toks ask for the visit at once: "asap",
// "right away", "straight away", "as soon as possible", "immediately"
// (a guests' arrival said beside it is then a fact, not the job's time).
func saysAtOnce(toks []token) bool {
	return has(toks, "asap", "straightaway", "immediately") || hasPhrase(toks, "right away") || hasPhrase(toks, "straight away") ||
		hasPhrase(toks, "as soon as possible")
}

// arrivalAfter reports whether the date d is followed by the guests'
// coming, said verb first as in German word order: "tomorrow come the
// guests Hoffmann", "on Friday arrive the Morales": when they come, a
// fact beside the request, never a stay to add or move.
func arrivalAfter(d When, toks []token, guestNames []string) bool {
	k := d.end
	if d.end <= d.start || k >= len(toks) || toks[k-1].stop || !slices.Contains([]string{"come", "comes", "arrive", "arrives", "land", "lands"}, toks[k].s) {
		return false
	}
	to := min(len(toks), k+4)
	return len(matchPeople(toks[k+1:to], guestNames)) > 0 || has(toks[k+1:to], stayPeople...)
}

// invertedArrival reports whether toks say the guests' coming verb first
// after a day ("tomorrow come the guests Hoffmann", see arrivalAfter).
func invertedArrival(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if !t.stop && (isDateWord(t.s) || t.s == "today" || tomorrowWord(t.s) || slashDateRe.MatchString(t.s)) &&
			arrivalAfter(When{start: i, end: i + 1}, toks, nil) {
			return true
		}
	}
	return false
}

// withoutPlaceWords drops from toks the words of the name and street of
// property id ("tybee" of Tybee Beach Cottage): a thing said twice is not
// the place said twice.
func (s *session) withoutPlaceWords(toks []token, id int64) []token {
	var place []string
	for _, a := range s.addrs {
		if a.ID == id {
			place = append(words(a.Name()), words(a.Street)...)
		}
	}
	var out []token
	for _, t := range toks {
		if !slices.Contains(place, t.s) {
			out = append(out, t)
		}
	}
	return out
}

// stayPeople are the words for guests that come or go ("new ppl coming
// thurs", "the family leaves sat").
var stayPeople = []string{"guests", "guest", "they", "family", "guys", "girls", "people", "ppl", "group", "party", "crew", "folks", "renters"}

// proByHandle finds a pro named by their e-mail's name or company ("need
// keyfix asap" for keyfix@keyfixlocksmith.example, "book sparkle for 2a"
// for sparkleteam@…): a word of five letters or more that starts the
// e-mail's local part or its domain, for exactly one active pro.
func (s *session) proByHandle(toks []token) []personMatch {
	var found []personMatch
	for i, t := range toks {
		if l, d, ok := strings.Cut(t.s, "@"); ok && !t.used && !t.email && l != "" && d != "" {
			// "give it to fixit@badgerhandy": an address typed short.
			for k, p := range s.pros {
				local, domain, _ := strings.Cut(strings.ToLower(p.Email), "@")
				if p.Active && local == l && strings.HasPrefix(domain, d) {
					found = append(found, personMatch{index: k, score: 1, at: span{i, i + 1}})
				}
			}
			if len(found) > 0 {
				break
			}
			continue
		}
		if i+1 < len(toks) && !t.used && !toks[i+1].used && isLetters(t.s) && isLetters(toks[i+1].s) && len(t.s)+len(toks[i+1].s) >= 7 &&
			!stopWords[t.s] && !stopWords[toks[i+1].s] && !placePhraseOf(s.addrs, t.s, toks[i+1].s) {
			// "have cool breeze look at the ac": a company's name in two
			// words, one word in its e-mail (dispatch@coolbreezehvac) —
			// never two words of a property's name ("linens run at red
			// rock" for the Red Rock Casita, not teamb@redrocksparkle).
			joined := t.s + toks[i+1].s
			for k, p := range s.pros {
				local, domain, _ := strings.Cut(strings.ToLower(p.Email), "@")
				company, _, _ := strings.Cut(domain, ".")
				if p.Active && (strings.HasPrefix(local, joined) || strings.HasPrefix(domain, joined) ||
					len(joined) >= 8 && strings.HasSuffix(company, joined)) { // "dock works" for service@ozarkdockworks
					end := i + 2
					for name := joined; end < len(toks) && !toks[end].used && isLetters(toks[end].s); end++ {
						// "up north heating" for service@upnorthheating: the
						// company said in all its words, none of them left
						// to read as a problem ("heating").
						name += toks[end].s
						if !strings.HasPrefix(local, name) && !strings.HasPrefix(company, name) {
							break
						}
					}
					found = append(found, personMatch{index: k, score: 1, at: span{i, end}})
				}
			}
			if len(found) > 0 {
				break
			}
		}
		if k := s.initialsPro(t); k >= 0 && s.pros[k].Active {
			// "TJ" for Tyrell Jenkins, "MHM" for Mile High Maids: a
			// pro's initials (initials.go).
			found = append(found, personMatch{index: k, score: 1, at: span{i, i + 1}})
			break
		}
		if t.used || len(t.s) < 5 || !isLetters(t.s) || commonWords[t.s] || stopWords[t.s] {
			continue
		}
		if _, _, svc := serviceOf(toks[i : i+1]); svc {
			continue
		}
		if placeWordOf(s.addrs, t.s) {
			continue // "the laurel ridge turnover": the property's word, not june@ridgelineinspect
		}
		if strings.HasSuffix(t.s, "ing") && i > 0 && slices.Contains([]string{"it", "it's", "its", "it’s", "is", "isn't", "isnt", "was", "wasn't", "are", "aren't", "not", "still", "keeps", "stopped"}, toks[i-1].s) {
			continue // "the olsens said it's heating fine now": what a thing does, not mike@brunelleheating
		}
		if i > 0 && slices.Contains([]string{"on", "in", "near", "around", "across", "along"}, toks[i-1].s) &&
			(i < 2 || !slices.Contains([]string{"it", "that", "this", "them", "job", "one", "put"}, toks[i-2].s)) ||
			placeOfName(toks, i, i+1) && (i < 3 || !slices.Contains([]string{"it", "that", "this", "them", "job", "one", "put"}, toks[i-3].s)) {
			// ("a kayak washed up on the sandbar": the place, not
			// service@sandbarpools.)
			// "snows all melted on seneca": the place a company is named
			// for (service@senecadocklift), not the company; "put it on
			// seneca" still gives it to them.
			continue
		}
		for k, p := range s.pros {
			at := strings.Index(p.Email, "@")
			if !p.Active || at < 0 {
				continue
			}
			local, domain := strings.ToLower(p.Email[:at]), strings.ToLower(p.Email[at+1:])
			company, _, _ := strings.Cut(domain, ".")
			if strings.HasPrefix(local, t.s) && !mailboxWords[local] || strings.HasPrefix(domain, t.s) ||
				len(t.s) >= 6 && strings.HasSuffix(company, t.s) && roleServices[strings.TrimSuffix(t.s, "s")] == "" { // "rooter asap pls" for dispatch@redwoodrooter (never "the locksmith": a trade, read as one)
				found = append(found, personMatch{index: k, score: 1, at: span{i, i + 1}})
			}
		}
		if len(found) > 0 {
			break
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// mailboxWords are e-mail names that say what a mailbox is for, not
// whose it is (service@ozarkdockworks, dispatch@…): "a grocery delivery
// service" names no pro by them; the company in the domain still does.
var mailboxWords = map[string]bool{"service": true, "services": true, "dispatch": true, "info": true, "office": true, "admin": true,
	"contact": true, "hello": true, "support": true, "sales": true, "team": true, "bookings": true, "booking": true, "jobs": true,
	"help": true, "mail": true, "billing": true, "accounts": true, "schedule": true, "scheduling": true}

// thingWords are what a job's notes say of a trade's work: "the hvac guy"
// did "AC short cycling".
var thingWords = map[string][]string{
	"hvac": {"ac", "a/c", "air conditioning", "heat", "heating", "furnace", "thermostat", "hvac"},
	// a furnace, a boiler and the heating are one trade's
	"furnace": {"furnace", "heat", "heating", "boiler", "radiator", "radiators", "thermostat", "hvac"},
	"heating": {"heating", "heat", "furnace", "boiler", "radiator", "radiators", "thermostat", "hvac"},
	"boiler":  {"boiler", "heat", "heating", "furnace", "radiator", "radiators"},
	"heat":    {"heat", "heating", "furnace", "boiler", "radiator", "radiators", "thermostat", "hvac"},
	"ac":      {"ac", "a/c", "air conditioning", "hvac"},
	// a geyser is the water heater (Indian, South African English)
	"geyser": {"geyser", "water heater", "hot water"},
	"pool":   {"pool", "spa", "hot tub"}, "spa": {"spa", "hot tub", "pool"}, "hot tub": {"hot tub", "spa"},
	"lock": {"lock", "locks", "key", "keys", "locked"}, "snow": {"snow", "plow", "shovel", "ice"},
	// "the fellow who does the plowing": the snow removal company
	"plow": {"plow", "plowing", "snow", "shovel"}, "plowing": {"plowing", "plow", "snow", "shovel"},
	"shoveling": {"shoveling", "shovel", "snow", "plow"}, "snow removal": {"snow", "plow", "plowing", "shovel"},
	"yard": {"yard", "lawn", "mow", "hedge", "sprinkler"}, "lawn": {"lawn", "mow", "yard", "sprinkler"},
}

// containsWord reports whether phrase is in s as whole words.
func containsWord(s, phrase string) bool {
	for i := strings.Index(s, phrase); i >= 0; {
		end := i + len(phrase)
		if (i == 0 || !isLetterByte(s[i-1])) && (end == len(s) || !isLetterByte(s[end])) {
			return true
		}
		next := strings.Index(s[i+1:], phrase)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

func isLetterByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// roleHints are what a pro's name or e-mail says of a trade besides its
// own word: a building's super writes from the building ("dearbornbldg").
// ("Sanitär Huber", "Installateur Maier", "Elektro Schmid": German
// trades, a plumber and an electrician by name.)
var roleHints = map[string][]string{"super": {"bldg", "building", "super"}, "superintendent": {"bldg", "building", "super"},
	"handyman":  {"handy", "fixit", "fixer", "repair"},
	"locksmith": {"lock", "key"}, "plumber": {"plumb", "drain", "flow", "pipe", "sanit", "installat"}, "electrician": {"electric", "volt", "wire", "elektr"}}

// addNoteRe is a part that only adds a note: "add a note that …", "note
// that …".
var addNoteRe = mustCompile(`(?i)^\s*(?:and\s+)?(?:pls\s+|please\s+)?(?:add\s+(?:a\s+)?note|note)\s+(?:that|saying|:)\s*(.+)$`)

// forHourRe is a time said after "for" at the end of a part: "… for 2",
// "for 1:30pm".
var forHourRe = mustCompile(`(?i)\bfor\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*[.!]*$`)

// afterAllRe is "after all" said as a filler, before a stop or the end.
// theirStayRe is "their stay" and the like, the guests said before.
var theirStayRe = mustCompile(`(?i)\btheir\s+(stay|reservation|booking|trip|res)\b`)

// proAdvisedRe is a pro's word passed on, about the pro: "Lucia has
// advised that she will need a little more time", "Javier said he can't
// make the morning"; its group is who said it.
var proAdvisedRe = mustCompile(`(?i)^\s*(\p{L}+)(?:\s+\p{L}+)?\s+(?:has\s+|had\s+|have\s+)?(?:advised|said|mentioned|told (?:me|us)|informed (?:me|us)|indicated|explained|let (?:me|us) know)\s+(?:that\s+)?(?:she|he|they)\s+(?:will|would|'ll|’ll|needs?|has|have|is|are|can't|can’t|cannot|won't|won’t|isn't|isn’t)\b`)

// travelReason reports whether part only tells of the way to a property
// (the roads, the traffic, the weather, a ferry or a flight), maybe in
// someone's words ("Aino says the roads won't be ploughed till late
// morning"), and asks for nothing: the reason for the request before,
// never a problem of the property (its drive or walk is the property's).
func travelReason(part string) bool {
	toks := tokenize(part)
	if !has(toks, "road", "roads", "traffic", "highway", "highways", "motorway", "interstate", "weather", "forecast", "ferry", "ferries", "flight", "flights", "train", "trains") ||
		has(toks, "driveway", "drive", "walk", "walkway", "steps", "path", "property", "house", "cabin", "lot") {
		return false
	}
	for i, t := range toks {
		if _, _, _, ok := readClock(toks, i); ok && !has(toks[max(0, i-2):i], "till", "til", "until") || jobWords[t.s] {
			return false // "… the restock to one thirty. the ferry was late": a change of its own
		}
		if _, _, svc := serviceOf([]token{t}); svc {
			return false
		}
	}
	return !isQuestion(toks) && !has(toks, "so", "please", "pls", "kindly", "book", "schedule", "cancel", "move", "assign", "can", "could", "would", "send", "get", "need", "needs")
}

// proAdvisedReason reports whether part only passes on what a pro said
// about themselves (proAdvisedRe, said by a pro's name or "she", "he"),
// with nothing asked after it: the reason for the request before.
func proAdvisedReason(part string, names map[string]bool) bool {
	m := proAdvisedRe.FindStringSubmatchIndex(part)
	if m == nil {
		return false
	}
	who := strings.ToLower(part[m[2]:m[3]])
	if !names[foldAccents(who)] && who != "she" && who != "he" && who != "they" {
		return false
	}
	rest := tokenize(part[m[1]:])
	return !isQuestion(tokenize(part)) && !has(rest, "so", "please", "pls", "kindly", "book", "schedule", "cancel", "move", "assign", "can", "could", "would")
}

// jobPassiveRe is a job named by its number, then what is to be done to
// it in the passive: "job 33 should be assigned to Lucia Rivera", "job 37
// needs to be moved to 11:00 a.m.", "#31 can be cancelled".
var jobPassiveRe = mustCompile(`(?i)\b((?:job\s*#?\s*|#)\d{1,9})\s+(?:should|must|shall|can|could|will|is to|needs to|need to|has to|will need to|would need to)\s+(?:now\s+)?be\s+(?:now\s+)?(assigned|reassigned|given|moved|rescheduled|pushed|shifted|cancelled|canceled|confirmed|changed)\b`)

// passiveVerbs are the verbs jobPassiveRe reads, as said to do them.
var passiveVerbs = map[string]string{"assigned": "assign", "reassigned": "reassign", "given": "give", "moved": "move", "rescheduled": "reschedule",
	"pushed": "push", "shifted": "shift", "cancelled": "cancel", "canceled": "cancel", "confirmed": "confirm", "changed": "change"}

// jobNumberPassive says each job named by number whose change is said in
// the passive as a request: "job 33 should be assigned to Lucia Rivera,
// and job 37 should be moved to 11:00 a.m." is "assign job 33 to Lucia
// Rivera, and move job 37 to 11:00 a.m.", one request per job.
func jobNumberPassive(msg string) string {
	msg = jobPassiveRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := jobPassiveRe.FindStringSubmatch(m)
		return passiveVerbs[strings.ToLower(sub[2])] + " " + sub[1]
	})
	msg = jobGoesToRe.ReplaceAllString(msg, "${1}give ${2} to")
	return jobElidedRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := jobElidedRe.FindStringSubmatch(m)
		return sub[1] + passiveVerbs[strings.ToLower(sub[3])] + " " + sub[2]
	})
}

// jobGoesToRe is a job named by its number at the start of a clause said
// to go to someone: "job 33 should go to Rosa", "#31 goes to dave".
var jobGoesToRe = mustCompile(`(?i)(^\s*|[,;.!:]\s*|\band\s+|\bthen\s+)((?:job\s*#?\s*|#)\d{1,9})\s+(?:should\s+|can\s+|will\s+|needs\s+to\s+|has\s+to\s+)?(?:go|goes)\s+to\b`)

// jobElidedRe is the passive said without its auxiliary, a job named by
// its number at the start of a clause: "and job 40 moved to 9:30", "job
// 31 cancelled pls".
var jobElidedRe = mustCompile(`(?i)(^\s*|[,;.!:]\s*|\band\s+|\bthen\s+)((?:job\s*#?\s*|#)\d{1,9})\s+(moved|rescheduled|pushed|shifted|cancelled|canceled|reassigned)\b`)

// jobNumberToRe is a job named by its number at the start of a clause,
// then "to" and a time or a day and no verb: "job 32 to 1p same day",
// "and #25 to 4p", "job 24 to tmrw".
var jobNumberToRe = mustCompile(`(?i)(^\s*|[,;.!]\s*|\band\s+|\bthen\s+)((?:job\s*#?\s*|#)\d{1,9})\s+to\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?|\d{3,4}|noon|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|tmrw|tmw|tomorrow|today)\b`)

// jobNumberTo says the move of a job named by its number and a new time
// or day with no verb ("job 24 to 1130 and job 25 to 4p"): "move job 24
// to 1130 and move job 25 to 4p".
func jobNumberTo(msg string) string {
	return jobNumberToRe.ReplaceAllString(msg, "${1}move ${2} to ${3}")
}

// sentenceNoteRe is "note" opening a sentence after another: "… move to
// tue same time. note 16x25 filters in hall closet".
var sentenceNoteRe = mustCompile(`(?i)([.;!]\s+(?:\+\s*|&\s*)?)note\s+([a-z0-9']+)`)

// sentenceNote reads "note" opening a sentence after another as the verb
// ("pls note …"): a note on the job the sentence before is about, never a
// part dropped. "note to the …", "note: …" and "note that …" are read as
// they are.
func sentenceNote(msg string) string {
	return sentenceNoteRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := sentenceNoteRe.FindStringSubmatch(m)
		if slices.Contains([]string{"to", "on", "for", "in", "about", "down", "that", "of"}, strings.ToLower(sub[2])) {
			if w := strings.ToLower(sub[2]); (w == "on" || w == "for" || w == "to") && noteHeadAfter(msg, m) {
				// "CXL restock @ Folly today. + NOTE on Tamika's clean:
				// leave xtra beach towels": a heading that names the job
				// before its colon, a note asked for in so many words.
				return sub[1] + "add a note " + sub[2]
			}
			return m
		}
		return sub[1] + "pls note " + sub[2]
	})
}

// noteHeadAfter reports whether the sentence m opens in msg has a colon
// before its end: "NOTE on Tamika's clean: …".
func noteHeadAfter(msg, m string) bool {
	k := strings.Index(msg, m)
	if k < 0 {
		return false
	}
	rest := msg[k+len(m):]
	if e := strings.IndexAny(rest, ".;!?"); e >= 0 {
		rest = rest[:e]
	}
	return strings.Contains(rest, ":")
}

// jobIDRe is a job named by its number: "job 29", "job #29", "#26" (not
// "meridian #8", a unit, which jobNamedByID rules out by the account's
// streets).
var jobIDRe = mustCompile(`(?i)(^|[\s(])(?:job\s*#?\s*|#)(\d{1,9})\b`)

// roomWords are the words before a room's or a unit's "#" number.
var roomWords = map[string]bool{"rm": true, "room": true, "ste": true, "suite": true, "unit": true, "apt": true, "apartment": true, "flat": true, "cabin": true, "lot": true}

// jobNamedByID returns the job of this account part names by its number
// ("job 29", "#26"), nil when it names none, names a number no job of the
// account has, or a "#" that is a unit of one of the account's streets.
func (s *session) jobNamedByID(part string) (*steward.Job, error) {
	ms := jobIDRe.FindAllStringSubmatchIndex(part, -1)
	if len(ms) != 1 {
		return nil, nil
	}
	m := ms[0]
	num := part[m[4]:m[5]]
	if rest := part[m[5]:]; len(rest) > 1 && strings.ContainsRune("/.-:", rune(rest[0])) && rest[1] >= '0' && rest[1] <= '9' {
		return nil, nil // "the BB job 3/10": a date (or a time) after "job", never job 3
	}
	if !strings.Contains(strings.ToLower(part[m[0]:m[1]]), "job") {
		if f := strings.Fields(strings.ToLower(part[:m[0]])); len(f) > 0 && roomWords[strings.Trim(f[len(f)-1], ",.;:(")] {
			return nil, nil // "rm #4", "unit #12": a room's or a unit's number
		}
		for _, a := range s.addrs {
			if strings.Contains(strings.ToLower(a.Street), "#"+num) || strings.Contains(strings.ToLower(a.Name()), "#"+num) {
				return nil, nil // "meridian #8": the unit
			}
		}
	}
	id, err := strconv.ParseInt(num, 10, 64)
	if err != nil {
		return nil, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	}
	return j, err
}

// missingJobNumber returns the number part gives a job with the word
// "job" ("job 99", "job #99"), when the account has no such job; 0
// otherwise.
func (s *session) missingJobNumber(part string) (int64, error) {
	ms := jobIDRe.FindAllStringSubmatchIndex(part, -1)
	if len(ms) != 1 || !strings.Contains(strings.ToLower(part[ms[0][0]:ms[0][1]]), "job") {
		return 0, nil
	}
	if rest := part[ms[0][5]:]; len(rest) > 1 && strings.ContainsRune("/.-:", rune(rest[0])) && rest[1] >= '0' && rest[1] <= '9' {
		return 0, nil // "the BB job 3/10": a date
	}
	id, err := strconv.ParseInt(part[ms[0][4]:ms[0][5]], 10, 64)
	if err != nil {
		return 0, nil
	}
	if _, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id); steward.ErrorCode(err) == steward.ENOTFOUND {
		return id, nil
	} else if err != nil {
		return 0, err
	}
	return 0, nil
}

// theyGoRe is "they" coming or going ("… after they leave"), the guests
// said before.
var theyGoRe = mustCompile(`(?i)\bthey((?:'ll|’ll)?\s+(?:leave|check out|checkout|head out|are out|get in|arrive|go home))\b`)

// guestNamedIn returns the guest name of the one current or upcoming stay
// text names ("fourniers had to bail"), "" when it names none or several.
func (s *session) guestNamedIn(text string) (string, error) {
	if err := s.loadStays(); err != nil {
		return "", err
	}
	var stays []*steward.Reservation
	var names []string
	for _, r := range s.stays {
		if r.Status != steward.ReservationCancelled && r.CheckOut.After(s.now) {
			stays = append(stays, r)
			names = append(names, r.GuestName)
		}
	}
	m := matchPeople(tokenize(text), names)
	if len(m) != 1 {
		return "", nil
	}
	return stays[m[0].index].GuestName, nil
}

// fineJustAddRe is a job approved as it is before what is to be added
// ("yesenias clean at 10 is fine, just add an inspection at 2", "the sat
// turnover works, but also book a restock at 3"): the approved clause
// asks for nothing and is dropped, so its service and hour are not read
// as a booking of their own.
var fineJustAddRe = mustCompile(`(?i)(^|[.!?;]\s+)[^.!?;,]*?\s(?:is|are|looks|seems|sounds|stays|can\s+stay)\s+(?:fine|ok|okay|good|great|perfect|as\s+is)(?:\s+as\s+is)?\s*[,;-]?\s*(?:just|but|but\s+just|only|and\s+just|so\s+just)\s+(?:also\s+)?((?:add|book|schedule|put\s+in|throw\s+in|set\s+up)\b)`)

// alongWithRe is "along with" after a stay or a job: one more of the
// same verb.
// soItFitsRe is a clause saying why a time suits ("so it fits after her
// Captiva job", "so that it works around the pool visit"), up to the
// sentence's end.
var soItFitsRe = mustCompile(`(?i),?\s+so\s+(?:that\s+)?(?:it|this|that|she|he|they)\s+(?:fits|will\s+fit|can\s+fit|works|will\s+work|lines\s+up)\b[^.;!?]*([.;!?]|$)`)

// notWhileRe is the host saying who they don't want there while another
// job goes on: "i dont want them there while the clean is still going",
// "we'd rather not have him there during the turnover". A reason, with no
// request of its own; group 1 is the mark that ends it.
var notWhileRe = mustCompile(`(?i)(?:^|[,;:-]|\b(?:but|because|cause|cuz|since|as)\b)?\s*\b(?:i|we)(?:\s+(?:really\s+)?(?:don'?t|do\s+not|dont|won'?t|wouldn'?t|would\s+not|didn'?t)\s+(?:want|like|need)|(?:'|’)?d\s+rather\s+not\s+have|\s+would\s+rather\s+not\s+have|\s+rather\s+not\s+have)\s+(?:them|him|her|they|anyone|anybody|someone|people|the\s+\w+(?:\s+\w+)?)\s+(?:(?:there|around|over|in\s+there|in\s+the\s+\w+|on\s+site|onsite|overlapping|at\s+the\s+\w+(?:\s+\w+)?)\s+)?(?:while|during|when|until|till|til|at\s+the\s+same\s+time)\b[^.;!?]*([.;!?]|$)`)

// addThatToThenRe is an ask, opening a part, to add what was said before
// to a job, perhaps with more to do to it: "could you add that to
// Friday's visit, and bring it forward to 14:00", "pls put this on the
// boiler job". The job's words, then the rest.
var addThatToThenRe = mustCompile(`(?i)^\s*(?:(?:and|so|pls|plz|please|could|can|would|will|you|u|kindly|just|also)\s+)*(?:add|put|pop|stick|note)\s+(?:that|this|it|these|those)\s+(?:down\s+)?(?:to|on|onto|in|into|against|with)\s+((?:the|his|her|their|[a-z]+'s|[a-z]+’s)\s+(?:[a-z0-9]+\s+){0,3}?(?:job|visit|appointment|callout|call-out|repair|booking|work\s+order))\b(.*)$`)

// addThatClauseRe is "(and) add that <a clause>" after a job was named:
// the clause is a note ("add that for whoever goes", the words before
// it, is not one: a subject must follow).
var addThatClauseRe = mustCompile(`(?i)(?:[.?!,;]\s*|\s)(?:(?:and|also|plus|pls|please|can\s+you|could\s+you)\s+)*(add\s+that\s+)((?:it'?s|it’s|its|the|there'?s|theres|he|she|they|we|guests?|breaker|key|code)\b)`)

// forJobAddThatRe is "For <a job>, … add that <words>": the words, a note
// for that job.
var forJobAddThatRe = mustCompile(`(?i)(^|[.!?]\s+)for\s+((?:the\s+|(?:(?:mr|mrs|ms)\.?\s+)?[a-z]+'s\s+)(?:[^,.;!?]{0,80}?\s)?(?:[a-z]+'s\s+)?(?:visit|clean|cleaning|turnover|restock|restocking|inspection|job|repair|appointment|service)\b[^,.;!?]{0,60}),\s+((?:[^,.;!?]{0,60}?\s)?)add\s+(?:a\s+note\s+)?(?:that|saying)\s+`)

// changeBeforeNoteRe is a change of a job said before a note for it, with or
// without "it": "move it to 10am and …", "push to 3 and …".
var changeBeforeNoteRe = mustCompile(`(?i)\b(move|push|bump|reschedule|shift|change|make|switch|postpone|delay|confirm|assign|give|put|swap)\b(?:\s+it\b)?\s*`)

// eventThenLaterRe is a stay's event said first, then the work and how
// long after it: "when the Thompsons leave the Sandpiper, have Rhonda walk
// through it an hour later".
var eventThenLaterRe = mustCompile(`(?i)^\s*(?:when|once|after|as\s+soon\s+as)\s+([^,;.!?]{3,80}?)\s*,\s*([^,;.!?]{3,120}?)\s+((?:an?|one|two|three|four|five|six|a\s+couple(?:\s+of)?|half\s+an?|\d+(?:\.\d+)?)\s+(?:hours?|hrs?|minutes?|mins?))\s+later\b([\s.!?]*)$`)

// eventThenLaterBareRe is the same said without a comma, the work
// starting at a verb that sends someone ("get", "have", "send", "book").
var eventThenLaterBareRe = mustCompile(`(?i)^\s*(?:when|once|after|as\s+soon\s+as)\s+([^,;.!?]{3,80}?)\s+((?:get|have|send|book|pls\s+get|pls\s+have|please\s+have|please\s+get)\s+[^,;.!?]{3,120}?)\s+((?:an?|one|two|three|four|five|six|a\s+couple(?:\s+of)?|half\s+an?|\d+(?:\.\d+)?)\s+(?:hours?|hrs?|minutes?|mins?))\s+later\b([\s.!?]*)$`)

// eventThenLater reads that as the work "<an hour> after <the event>", so
// the anchor times it from the event (anchor.go), never a shift of a job
// booked before. Only a stay's event: "when you get a chance, …" is none.
func eventThenLater(msg string) string {
	m := eventThenLaterRe.FindStringSubmatch(msg)
	if m == nil {
		// "after liam leaves sat get flatirons to restock the carriage
		// house an hour later": no comma; the work starts at its verb.
		m = eventThenLaterBareRe.FindStringSubmatch(msg)
	}
	if m == nil {
		return msg
	}
	ev := tokenize(m[1])
	if !slices.ContainsFunc(ev, func(t token) bool { return stayVerbs[t.s] }) && !hasPhrase(ev, "check out") && !hasPhrase(ev, "checks out") &&
		!hasPhrase(ev, "get in") && !hasPhrase(ev, "gets in") {
		return msg
	}
	return m[2] + " " + m[3] + " after " + m[1] + m[4]
}

// gappedMoveVerb is the move verb of prev when part, said after it, has no
// verb of its own and says where a job goes ("… and the frenchmen 3
// restock fri to 3pm"); "" otherwise.
func gappedMoveVerb(prev, part []token) string {
	if slices.ContainsFunc(part, func(t token) bool { return clauseVerbs[t.s] && t.s != "also" || slices.Contains(creationVerbs, t.s) }) ||
		!slices.ContainsFunc(part, func(t token) bool { return t.s == "to" }) {
		return ""
	}
	for _, t := range prev {
		if moveVerbs[t.s] {
			return t.s
		}
	}
	return ""
}

// forJobAlsoRe is "for <a job>, can <he, she, they or a name> also …":
// more work on a job that is booked ("for deshawn's sea oats inspection
// on the 12th can he also check the porch ceiling fan").
var forJobAlsoRe = mustCompile(`(?i)(^|[.!?]\s+)(?:for|on|during)\s+((?:the\s+|(?:(?:mr|mrs|ms)\.?\s+)?[a-z]+'s\s+)(?:[^,.;!?]{0,80}?\s)?(?:[a-z]+'s\s+)?(?:visit|clean|cleaning|turnover|restock|restocking|inspection|job|repair|appointment|service)\b[^,.;!?]{0,60}?),?\s+(?:(?:pls|please)\s+)?(?:can|could|would|will|have|get|ask)\s+(?:he|she|they|him|her|them|[a-z]+)\s+(?:to\s+)?also\s+`)

// ratherThanDayRe is "rather than (on) <a day>", said as "instead of <the
// day>"; sameHourRe "the same hour" as "same time".
var (
	ratherThanDayRe = mustCompile(`(?i)\brather\s+than\s+(?:on\s+)?((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|the\s+\d|tomorrow\b|today\b)`)
	sameHourRe      = mustCompile(`(?i)\b(?:at\s+)?the\s+same\s+hour\b`)
)

// leavingTopicProRe is a stay's leaving said as the topic before a colon,
// then a pro's name: "for the Silvas that leave tomorrow from Solara:
// Mike at 7h …" (the day, the place, the pro).
var leavingTopicProRe = mustCompile(`(?i)^\s*for\s+the\s+[a-z]+\s+(?:that|who)\s+(?:leave|leaves|are\s+leaving|check\s+out|checks\s+out|go\s+out|depart)\s+([a-z0-9 ]{3,30}?)\s+(?:from|at|in|of)\s+([^:,.;]{3,40}?)\s*:\s*([a-z]+)\b`)

// makeItNotRe is a new bare hour after "make it" with the old one denied:
// "make it 10 not 1"; group 4 is a count's noun after it.
var makeItNotRe = mustCompile(`(?i)\b(make\s+(?:it|that)(?:\s+at)?|move\s+it\s+to|push\s+it\s+to)\s+(\d{1,2})\s+not\s+(\d{1,2})\b(\s+(?:people|guests|ppl|persons|adults|kids))?`)

// nowNotRe is a time said as the new one beside the old: "tyler 8a now
// not 2p", "10:30 now, not 10", read as "8a instead of 2p"; without
// "now" the new time must be a clock time ("make it at 11:00 not 13:00",
// "at 10h30 not 10h" once read from "h").
var (
	nowNotRe  = mustCompile(`(?i)(?:\b(?:at|@)\s+)?\b(\d{1,2}(?::\d{2})?\s?(?:am|pm|a|p)?)(\s+now,?|,)?\s+not\s+(\d{1,2}(?::\d{2})?\s?(?:am|pm|a|p)?)\b`)
	clockSign = mustCompile(`(?i)(:\d{2}|\d\s?(?:am|pm|a|p))$`)
)

// ETA, an arrival time in ops shorthand: asked ("wasatch ETA at pc-12
// today?", "what's tyler's ETA", "ETA on the plumber?"), it asks when the
// one named is coming; said ("tyler ETA 8a now not 2p", "nakamuras ETA 2p
// fri"), it is when they come: a pro's visit, guests' arrival.
var (
	etaWhatRe = mustCompile(`(?i)\bwhat(?:'s|’s|s|\s+is)\s+(?:the\s+)?([a-z][a-z0-9.-]*?)(?:'s|’s|s')?\s+eta\b`)
	etaOnRe   = mustCompile(`(?i)^(?:any\s+)?eta\s+(?:on|for)\s+`)
	etaRe     = mustCompile(`(?i)\beta\b`)
	etaTimeRe = mustCompile(`(?i)\beta\s+(\d)`)
)

// etaWords reads "ETA" in msg as the words for it (see etaRe): a
// question of when someone comes, or the time they come.
func etaWords(msg string) string {
	if !etaRe.MatchString(msg) {
		return msg
	}
	msg = etaWhatRe.ReplaceAllString(msg, "when is $1 coming")
	if t := strings.TrimSpace(msg); strings.HasSuffix(t, "?") && etaRe.MatchString(t) {
		t = etaOnRe.ReplaceAllString(t, "when is ")
		if !startsQuestion(strings.Fields(t)) {
			t = "when is " + t
		}
		return etaRe.ReplaceAllString(t, "coming")
	}
	msg = etaTimeRe.ReplaceAllString(msg, "coming at $1")
	return etaRe.ReplaceAllString(msg, "coming")
}

// notTilArrivalRe is guests' arrival said as the hour before which they
// won't come: "the parks dont get in til 4", "they won't arrive until
// 5pm". It is when they come ("get in at 4"), a fact about the stay.
var notTilArrivalRe = mustCompile(`(?i)\b(?:do\s+not|don'?t|don’t|doesn'?t|doesn’t|does\s+not|won'?t|won’t|will\s+not|aren'?t|aren’t|are\s+not|isn'?t|is\s+not)\s+(get(?:ting)?\s+in|arriv(?:e|ing)|land(?:ing)?|check(?:ing)?\s+in|show(?:ing)?\s+up|com(?:e|ing)\s+in)\s+(?:til|till|until|before|b4)\s+(\d)`)

// notTilArrival reads msg's arrivals said with notTilArrivalRe as the
// time they come.
func notTilArrival(msg string) string {
	return notTilArrivalRe.ReplaceAllString(msg, "$1 at $2")
}

// confirmThenMoveRe is a job's time checked, then changed: "the sun
// turnover is at 11 right? make it 12 pls", "the clean is 10 yeah?? can u
// do 11".
var confirmThenMoveRe = mustCompile(`(?i)(^|,\s*|\band\s+)(?:the\s+)?([a-z0-9' ]{2,40}?)\s+(?:is|was)\s+(?:at\s+|@\s*)?(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?)\s*,?\s*(?:right|correct|yeah|yes|ya|yea|no|rn)\s*\?+\s*(?:(?:can|could)\s+(?:you|u|we)\s+)?(?:pls\s+|please\s+|just\s+)?(?:make\s+it|change\s+it\s+to|move\s+it\s+to|push\s+it\s+to|bump\s+it\s+to|switch\s+it\s+to|do)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?)\b`)

// confirmThenMove reads a job's time checked and then changed in one
// breath as a move from that time: "the sun turnover is at 11 right? make
// it 12" is "move the sun turnover from 11 to 12". A check alone ("the sun
// turnover is at 11 right?") stays a question.
func confirmThenMove(msg string) string {
	return confirmThenMoveRe.ReplaceAllString(msg, "${1}move the $2 from $3 to $4")
}

var (
	andKindlyRe = mustCompile(`(?i)\b(and|then|also),?\s+kindly\s+`)
	asWellAsRe  = mustCompile(`(?i)\bas well as\s+(an?|another)\b`)
)

var alongWithRe = mustCompile(`(?i)\b(stay|reservation|booking|clean|cleaning|turnover|restock|inspection|job|visit)\s+along\s+with\b`)

var afterAllRe = mustCompile(`(?i)\s+after all\b\s*([,.;!?]|$)`)

// atAndRe finds two times said together: "at 10 and 1", "at 9am and 2pm",
// "mon, 10 and 1", "… bobbie for both. 9 and 2".
var atAndRe = mustCompile(`(?i)(?:\bat\s+|[,.;]\s*)(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+(?:and|&)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\b`)

// placeListRe is a property, a colon and a list of changes: "blake st:
// inspection to sat 9am, radiator fix sat 11am".
// listNumberRe is an item's number in a list: "1) ", "(2) ", "3. " (never
// a time: a digit right after "." is not one).
var listNumberRe = mustCompile(`(?:^|\s+)\(?[1-9][).](?:\s+|$)`)

// listLabelWords name a list after a property, before its colon.
var listLabelWords = map[string]bool{"stuff": true, "things": true, "items": true, "updates": true, "update": true, "list": true,
	"todo": true, "todos": true, "changes": true, "notes": true}

var placeListRe = mustCompile(`^\s*([^:,]{2,40}):\s*(.+)$`)

// jobThenWhenRe is a job's words, then a day or time, with no verb:
// "radiator fix sat 11am".
var jobThenWhenRe = mustCompile(`(?i)^(?:the\s+)?((?:[a-z][a-z' ]*? )?(?:clean|cleaning|turnover|inspection|restock|restocking|maintenance|repair|fix|job|visit))\s+((?:mon|tue|wed|thu|fri|sat|sun|tom|tmrw|today|next|this|\d).*)$`)

// thingToRe is a job named by its thing, moved without a verb: "shutters
// to thurs 2pm".
var thingToRe = mustCompile(`(?i)^(?:the\s+)?([a-z][a-z' ]{1,30}?)\s+to\s+((?:mon|tue|wed|thu|fri|sat|sun|tom|tmrw|today|next|this|\d).*)$`)

// proOnServiceRe is a piece of a property's list that puts a pro on a job
// and says nothing else: "rosa on the turnover", "san juan on the restock".
var proOnServiceRe = mustCompile(`(?i)^\s*([a-z][a-z'’.-]*(?:\s+[a-z][a-z'’.-]*){0,2})\s+(?:on|for|takes|gets|does)\s+the\s+(clean|cleaning|turnover|inspection|restock|restocking)\s*$`)

// moveVerbRe is the verb that starts a move: "move ", "push ".
var moveVerbRe = mustCompile(`(?i)^(?:move|push|shift|bump|change)\s+`)

// serviceToRe is a job moved without a verb: "inspection to sat 9am".
var serviceToRe = mustCompile(`(?i)^\s*(?:the\s+)?(clean|cleaning|turnover|inspection|restock|restocking|maintenance|repair)\s+to\s+\S`)

// placeList reads a property's list of changes as one request each, at
// that property, each moved job said as a move: "blake st: inspection to
// sat 9am, radiator fix sat 11am" is "move the inspection at blake st to
// sat 9am and radiator fix sat 11am at blake st". Other messages are
// returned as they are.
func (s *session) placeList(msg string) string {
	m := placeListRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	if numbered := listNumberRe.FindAllStringIndex(m[2], -1); len(numbered) >= 2 && numbered[0][0] == 0 {
		// "orchard house stuff: 1) heat pump … 2) add to the window job:
		// …": numbered items, one part each, as if split by ";".
		m[2] = strings.TrimLeft(listNumberRe.ReplaceAllString(m[2], "; "), "; ")
	}
	toks := tokenize(m[1])
	for len(toks) > 0 && (toks[0].s == "the" || toks[0].s == "at" || toks[0].s == "for") {
		toks = toks[1:]
	}
	// "@rosa 1811 sun: TO → 12, restock → 3p": the pro the list is said
	// to, before the property; each move is of that pro's job.
	var whose *steward.Pro
	if len(toks) > 1 {
		if p := s.proByWord(toks[0].s); p != nil && matchProperties(toks[:1], s.addrs) == nil {
			whose, toks = p, toks[1:]
			m[1] = joinRaw(toks)
		}
	}
	for len(toks) > 1 && listLabelWords[toks[len(toks)-1].s] {
		// "orchard house stuff:", "blake st updates:": the property's
		// list, said so.
		toks = toks[:len(toks)-1]
		m[1] = joinRaw(toks)
	}
	// The words before the colon are the property's name and nothing else
	// ("new guest at the boathouse: priya shah, …" is a stay), or its name
	// and a day: "hale nalu mon: …".
	pm := matchProperties(toks, s.addrs)
	if len(pm) != 1 || pm[0].at.start != 0 {
		return msg
	}
	place, day := m[1], ""
	end := pm[0].at.end
	for end < len(toks) && slices.Contains(words(pm[0].addr.Name()), toks[end].s) {
		end++ // "carson peak fri:" when "carson" alone matched Carson Peak Cabin: the rest of its name
	}
	if end != len(toks) {
		rest := toks[end:]
		if len(rest) > 3 || slices.ContainsFunc(rest, func(t token) bool { return !isDateWord(t.s) }) {
			return msg
		}
		if w, ok := ReadWhen(joinRaw(rest), s.now, time.UTC); !ok || !w.HasDate || w.HasTime {
			return msg
		}
		place, day = joinRaw(toks[:end]), joinRaw(rest)
	}
	var pieces []string
	for _, p := range strings.FieldsFunc(m[2], func(r rune) bool { return r == ',' || r == ';' }) {
		if whose != nil && strings.TrimSpace(p) == "" {
			continue
		}
		if n := len(pieces); n > 0 && onlyHourSaid(p) {
			// "…, karen to restock monday after her clean, say 2": the
			// hour of the piece before, not a piece of its own.
			pieces[n-1] += ", " + strings.TrimSpace(p)
			continue
		}
		// "pool guy to 3pm and add a restock by leilani at 4": a move,
		// then another request; "ole on the furnace tmrw at 9 instead
		// of 10 and karen to restock monday": each pro's own.
		for {
			k := strings.Index(p, " and ")
			if k < 0 || !thingToRe.MatchString(strings.TrimSpace(p[:k])) && !serviceToRe.MatchString(strings.TrimSpace(p[:k])) && !s.proOpens(p[k+len(" and "):]) {
				break
			}
			pieces, p = append(pieces, p[:k]), p[k+len(" and "):]
		}
		pieces = append(pieces, p)
	}
	for k := 1; k < len(pieces); k++ {
		// "stowe: the cleaning … at 11:30, and the inspection on monday
		// we do not need, please cancel it": what to do with the job of
		// the piece before, no piece of its own.
		if onlyDoIt(tokenize(pieces[k])) {
			pieces[k-1] += "," + pieces[k]
			pieces = slices.Delete(pieces, k, k+1)
			k--
		}
	}
	var parts []string
	var joins []string // what joins each part to the one before
	moves := slices.ContainsFunc(pieces, func(p string) bool {
		return serviceToRe.MatchString(strings.TrimSpace(p)) || thingToRe.MatchString(strings.TrimSpace(p)) // "geneva: sump pump to thurs 2pm, restock sat 1pm"
	})
	for _, p := range pieces {
		p = strings.TrimSpace(p)
		join := " and "
		if lp := strings.ToLower(p); strings.HasPrefix(lp, "and ") && len(p) > 4 {
			p = strings.TrimSpace(p[4:]) // (", and a restock after": joined with "and" below)
			join = ", and "              // (the host's own ", and": clauses reads a part after it)
		}
		if p == "" {
			continue
		}
		if q := strings.TrimSpace(strings.TrimPrefix(p, "and ")); arrowMove(q, nil) != q {
			p = arrowMove(q, nil) // "sun turnover -> hank at 2"
		}
		if v := moveVerbRe.FindString(p); v != "" && (serviceToRe.MatchString(p[len(v):]) || thingToRe.MatchString(p[len(v):])) {
			p = p[len(v):] // "move the turnover to 11": read below as a move
		}
		// A move to a time only is on the day before the colon, said
		// before the time: "move the turnover at kona tmrw to 11".
		at := func(rest string) string {
			if w, ok := ReadWhen(rest, s.now, time.UTC); day != "" && (!ok || !w.HasDate) {
				return place + " " + day
			}
			return place
		}
		the := "the "
		if whose != nil {
			the = strings.ToLower(strings.Fields(foldAccents(whose.Name))[0]) + "'s "
		}
		// "pony cottage sunday: turnover to rosa, restock to luis": a job
		// "to" a pro, with no time, is handed to that pro (asked when the
		// pro can't take it), never a move that drops the pro.
		toPro := func(rest string) bool {
			f := strings.Fields(strings.ToLower(rest))
			if len(f) == 0 || s.proByWord(strings.Trim(f[0], ",.;:!?")) == nil {
				return false
			}
			w, ok := ReadWhen(rest, s.now, time.UTC)
			return !ok || !w.HasDate && !w.HasTime
		}
		if om := proOnServiceRe.FindStringSubmatch(p); om != nil && whose == nil && s.proByWord(strings.ToLower(strings.Fields(om[1])[0])) != nil &&
			len(strings.Fields(om[1])) <= 3 {
			// "…: rosa on the turnover, san juan on the restock": each
			// pro on that job, handed over (asked when they can't).
			p = "give the " + om[2] + " at " + at("") + " to " + om[1]
		} else if sm := serviceToRe.FindStringSubmatch(p); sm != nil && toPro(strings.TrimSpace(p[len(sm[0])-1:])) {
			p = "give " + the + sm[1] + " at " + at("") + " to " + strings.TrimSpace(p[len(sm[0])-1:])
		} else if sm != nil {
			rest := strings.TrimSpace(p[len(sm[0])-1:])
			p = "move " + the + sm[1] + " at " + at(rest) + " to " + rest
		} else if tm := thingToRe.FindStringSubmatch(p); tm != nil {
			// "shutters to thurs 2pm": the job about the shutters, moved.
			p = "move " + the + tm[1] + " at " + at(tm[2]) + " to " + tm[2]
		} else if jm := jobThenWhenRe.FindStringSubmatch(p); moves && jm != nil && !bookingVerbFirst(p) {
			// "…, radiator fix sat 11am" in a list of moves: that job,
			// moved too.
			p = "move " + the + jm[1] + " at " + at(jm[2]) + " to " + jm[2]
		} else if whose != nil {
			return msg // (the pro said first, then other work: read as it is)
		} else if k := noteStart(p); k >= 0 {
			// "add a note to the turnover that …": the place goes with
			// the job, not into the note.
			p = p[:k] + " at " + place + p[k:]
		} else if lp := strings.ToLower(p); strings.HasSuffix(lp, " after") || strings.HasSuffix(lp, " afterwards") {
			// "…, and a restock after": the place before "after", which
			// ends the part.
			k := strings.LastIndex(lp, " after")
			p = p[:k] + " at " + place + p[k:]
		} else {
			p += " at " + place
		}
		if w, ok := ReadWhen(p, s.now, time.UTC); day != "" && (!ok || !w.HasDate) {
			p += " " + day // the day before the colon is every part's that says none
		}
		parts, joins = append(parts, p), append(joins, join)
	}
	if len(parts) == 0 || len(parts) == 1 && !moves {
		return msg // ("casa sol: the castellanos leave at noon" is read as it is)
	}
	out := parts[0]
	for k := 1; k < len(parts); k++ {
		out += joins[k] + parts[k]
	}
	return out
}

// onlyDoIt reports whether toks only say what to do with the job said
// just before: "please cancel it", "pls confirm that".
func onlyDoIt(toks []token) bool {
	for len(toks) > 0 && (toks[0].s == "please" || toks[0].s == "pls" || toks[0].s == "so" || toks[0].s == "and") {
		toks = toks[1:]
	}
	return len(toks) == 2 && (toks[0].s == "cancel" || toks[0].s == "confirm") && (toks[1].s == "it" || toks[1].s == "that" || toks[1].s == "them")
}

// swapTimeWords say that what is swapped is when the jobs are: "swap the
// hot tub mx + maria's clean times", "switch the slots of …".
var swapTimeWords = map[string]bool{"times": true, "time": true, "slots": true, "slot": true, "hours": true, "timeslots": true}

// politeLeadWords open a request politely: "would it be possible to
// kindly …", "could you please …", "I would be grateful if you could …".
var politeLeadWords = map[string]bool{"would": true, "could": true, "can": true, "will": true, "it": true, "be": true,
	"possible": true, "to": true, "you": true, "please": true, "pls": true, "kindly": true, "i": true, "we": true,
	"like": true, "i'd": true, "we'd": true, "id": true, "grateful": true, "if": true, "hello": true, "hi": true}

// politeLead reports whether fields are only a polite lead-in to the verb
// after them.
func politeLead(fields []string) bool {
	for _, f := range fields {
		if !politeLeadWords[strings.ToLower(strings.Trim(f, ",.;:!?"))] {
			return false
		}
	}
	return true
}

// swapLeadFiller are words that open a message without saying anything
// of the jobs: "ok", "hey", "so".
var swapLeadFiller = map[string]bool{"ok": true, "okay": true, "hey": true, "so": true, "also": true, "and": true, "oh": true,
	"actually": true, "u": true, "ya": true, "ye": true}

// swapLeadContext is what fields, said before a swap verb, tell of both
// jobs: the place and day ("grand marais tue", "monday at 77 meadow
// village" before "can u swap"), a polite lead-in left out; "" when they
// say nothing of the jobs or say more than a place and a day (a verb of
// their own: a request before the swap).
func swapLeadContext(fields []string) string {
	end := len(fields)
	for end > 0 {
		w := strings.ToLower(strings.Trim(fields[end-1], ",.;:!?"))
		if !politeLeadWords[w] && !swapLeadFiller[w] {
			break
		}
		end--
	}
	start := 0
	for start < end && swapLeadFiller[strings.ToLower(strings.Trim(fields[start], ",.;:!?"))] {
		start++
	}
	lead := fields[start:end]
	if len(lead) == 0 || len(lead) > 7 {
		return ""
	}
	for i, f := range lead {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		if clauseVerbs[w] || commaVerbs[w] || swapVerbs[w] || (i < len(lead)-1 && strings.ContainsAny(f, ".;!?")) {
			return ""
		}
	}
	return strings.Trim(strings.Join(lead, " "), ",;: ")
}

// swapPairNouns name jobs without saying which: "the two jobs", "both
// visits".
var swapPairNouns = map[string]bool{"jobs": true, "visits": true, "appointments": true, "bookings": true, "ones": true}

// swapPairWords reads the object of a swap that names two jobs only by
// their count ("the two jobs at the heights bungalow on saturday", "the
// two jobs on friday around"): the words left that say where and when,
// and whether it is one.
func swapPairWords(phrase []string) (string, bool) {
	var rest []string
	two, noun := false, false
	for _, f := range phrase {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		switch {
		case !noun && (w == "two" || w == "2" || w == "both"):
			two = true
		case two && !noun && swapPairNouns[w]:
			noun = true
		case w == "around" || w == "round" || w == "over":
		case !noun && (w == "the" || w == "their"):
		default:
			if !noun {
				return "", false // "swap the two cleaners": not jobs
			}
			rest = append(rest, f)
		}
	}
	return strings.Join(rest, " "), two && noun
}

// swapTimes reads a swap of two jobs' times ("pc-12 today: swap the hot
// tub mx + maria's clean times", "switch the times of the 4B TO and the
// restock tmrw"): each job takes the other's time, their pros stay. The
// request is the first job's move, with the second in swapWith; rest is
// what the message asks after it (a reason, "wasatch running behind", is
// read past). nil when msg is not one: a swap of pros ("swap maria and
// kelsey on friday") or of a thing ("swap the smoke detector") says no
// times.
func (s *session) swapTimes(msg string, mctx steward.MessageContext) (*request, string, error) {
	header, body := "", msg
	if m := placeListRe.FindStringSubmatch(msg); m != nil && len(matchProperties(tokenize(m[1]), s.addrs)) == 1 {
		header, body = m[1], m[2] // "pc-12 today: …": the place and day of both
	}
	fields := strings.Fields(body)
	v := -1
	for i, f := range fields[:min(len(fields), 14)] {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		if swapVerbs[w] && (i < 4 || politeLead(fields[:i]) || swapLeadContext(fields[:i]) != "") {
			v = i
			break
		}
	}
	if v < 0 {
		return nil, "", nil
	}
	// "grand marais tue swap …", "monday at 77 meadow village can u swap
	// …": the place and day said before the verb are both jobs'.
	if lead := swapLeadContext(fields[:v]); lead != "" {
		header = strings.TrimSpace(header + " " + lead)
	}
	// The swap's own words end at the first comma, full stop or dash.
	end := len(fields)
	for i := v + 1; i < len(fields); i++ {
		if f := fields[i]; f == "-" || f == "–" || f == "—" {
			end = i
			break
		} else if strings.HasSuffix(f, ",") || strings.HasSuffix(f, ".") || strings.HasSuffix(f, ";") || strings.HasSuffix(f, "!") || strings.HasSuffix(f, "?") {
			end = i + 1
			break
		}
	}
	rest := strings.TrimLeft(strings.Join(fields[min(end, len(fields)):], " "), "-–—, ")
	if rest != "" {
		rf := lowerFields(strings.Fields(rest))
		for len(rf) > 0 && (rf[0] == "and" || rf[0] == "also" || rf[0] == "then" || rf[0] == "pls" || rf[0] == "please") {
			rf = rf[1:]
		}
		if len(rf) > 0 && (clauseVerbs[rf[0]] || commaVerbs[rf[0]]) {
			rest = strings.Join(rf, " ") // a request of its own, read after
		} else {
			rest = "" // "wasatch running behind": why
		}
	}
	var phrases [][]string
	var cur, after []string
	timed := false
	for _, f := range fields[v+1 : end] {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		switch {
		case swapTimeWords[w] && !(len(cur) > 0 && slices.Contains([]string{"same", "that", "any", "this"}, strings.ToLower(cur[len(cur)-1]))):
			// ("swap the hot tub mx + maria's clean times at pc-12": the
			// words after the times are both jobs'.)
			timed = true
			if len(cur) > 0 && len(phrases) == 1 {
				phrases, cur = append(phrases, cur), nil
			}
		case w == "the" || w == "of" || w == "for" || w == "between" || w == "start" || w == "their":
			if len(cur) > 0 {
				cur = append(cur, f)
			}
		case w == "+" || w == "and" || w == "&" || w == "/" || w == "with" || w == "w/":
			if len(cur) == 0 || len(phrases) > 0 {
				return nil, "", nil
			}
			phrases, cur = append(phrases, cur), nil
		default:
			if len(phrases) == 2 {
				after = append(after, f)
			} else {
				cur = append(cur, f)
			}
		}
	}
	if len(cur) > 0 {
		phrases = append(phrases, cur)
	}
	if !timed && len(phrases) == 1 {
		// "swap the two jobs at the heights bungalow on saturday",
		// "switch the two jobs on friday around": the two jobs the
		// words fit trade times (found, or asked about, when planned).
		if words, ok := swapPairWords(phrases[0]); ok {
			in, err := s.read(strings.TrimSpace("cancel the job "+words+" "+header), mctx)
			if err != nil {
				return nil, "", err
			}
			if in.Kind != kindCancel || in.JobID != 0 {
				return nil, "", nil
			}
			in.Kind, in.rawText, in.swapPair = kindReschedule, msg, true
			return &in, rest, nil
		}
	}
	if !timed || len(phrases) != 2 {
		return nil, "", nil
	}
	ctx := strings.TrimSpace(strings.Join(after, " ") + " " + header)
	var refs [2]request
	for k, p := range phrases {
		words := strings.TrimSuffix(strings.TrimSuffix(strings.Join(p, " "), "'s"), "’s") // "maria's clean times"
		in, err := s.read(strings.TrimSpace("cancel "+words+" "+ctx), mctx)
		if err != nil {
			return nil, "", err
		}
		if in.Kind != kindCancel || in.JobID == 0 && in.Service == "" && len(in.noteWords) == 0 {
			return nil, "", nil // not a job named
		}
		refs[k] = in
	}
	for k := range refs {
		o := refs[1-k]
		if refs[k].AddressID == 0 {
			refs[k].AddressID = o.AddressID
		}
		if refs[k].When == nil && o.When != nil && o.When.HasDate {
			w := When{HasDate: true, Year: o.When.Year, Month: o.When.Month, Day: o.When.Day}
			refs[k].When = &w
		}
		refs[k].Kind, refs[k].rawText = kindReschedule, msg
	}
	other := refs[1]
	sw := refs[0]
	sw.swapWith = &other
	return &sw, rest, nil
}

// cxRe is "cx", ops shorthand for cancel, as a word of its own.
var cxRe = mustCompile(`(?i)(^|[\s(])cx\b`)

// mentionRe is a team-chat mention: "@kelsey", "@rosa".
var mentionRe = mustCompile(`(^|\s)@([A-Za-z][A-Za-z'’-]*)\b`)

// mentions reads a team-chat mention of a pro ("@kelsey can u grab the
// 2A TO mon?", "@rosa 1811 sun: …") as the pro's name said plainly. An
// "@" before a word that names no one pro (an address, "@ 3pm", "@ the
// loft") is left as it is.
func (s *session) mentions(msg string) string {
	return mentionRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := mentionRe.FindStringSubmatch(m)
		w := strings.ToLower(sm[2])
		if s.proByWord(w) == nil && s.proByHandle(tokenize(w)) == nil {
			return m
		}
		return sm[1] + sm[2]
	})
}

// slashRe is a slash standing alone between words: "sat TO → 12 / pool
// pump mon → 8a".
var slashRe = mustCompile(`\s+/\s+`)

// slashSeparated reads a slash with a space on each side as the end of
// one request and the start of another, as ";" is, when each side has
// words enough to be one ("summerlin: sat TO → 12 / pool pump mon → 8a");
// "mon / tue", "4b / 2a" and "3/12" are left as they are.
func slashSeparated(msg string) string {
	locs := slashRe.FindAllStringIndex(msg, -1)
	if locs == nil {
		return msg
	}
	var b strings.Builder
	last := 0
	for k, l := range locs {
		end := len(msg)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		left, right := strings.Fields(msg[last:l[0]]), strings.Fields(msg[l[1]:end])
		alike := func(a, b string) bool { // "fri / sat", "10 / 11": one or the other, not two requests
			a, b = strings.ToLower(strings.Trim(a, ",.;:!?")), strings.ToLower(strings.Trim(b, ",.;:!?"))
			return isDateWord(a) && isDateWord(b) || isDigits(a) && isDigits(b)
		}
		if len(left) >= 3 && len(right) >= 3 && !alike(left[len(left)-1], right[0]) {
			b.WriteString(strings.TrimRight(msg[last:l[0]], ",;. "))
			b.WriteString("; ")
		} else {
			b.WriteString(msg[last:l[1]])
		}
		last = l[1]
	}
	b.WriteString(msg[last:])
	return b.String()
}

// takerRe is a pro said to take a job, up to the job: "sam t is taking
// the …", "jo's got the …", "marco will cover the …".
var takerRe = mustCompile(`(?i)^\s*(?:and\s+)?([a-z][a-z.' ]{0,24}?)(?:'s|\s+is|\s+will|\s+can|\s+gonna)?\s+(taking|takes|take|covering|covers|cover|handling|handles|handle|doing|does|do|grabbing|grabs|grab|got|has|gets)\s+(?:the|their|that)\s`)

// takerCarried gives a part that only names a job ("the windward turnover
// sun") the pro and verb of the part before when that part says a pro
// takes a job: "sam t is taking the unit 14 clean fri and the windward
// turnover sun" is Sam taking both. Other parts are returned as they are.
func takerCarried(prev, part string, names map[string]bool) string {
	m := takerRe.FindStringSubmatchIndex(prev)
	if m == nil {
		return part
	}
	who := strings.Fields(strings.ToLower(prev[m[2]:m[3]]))
	if len(who) == 0 || len(who) > 3 || !names[strings.Trim(who[0], ".'")] {
		return part
	}
	f := strings.Fields(strings.ToLower(part))
	if len(f) > 0 && f[0] == "and" {
		f = f[1:]
	}
	if len(f) < 2 || f[0] != "the" {
		return part
	}
	for _, w := range f {
		if clauseVerbs[w] || names[w] || w == "to" || w == "for" || w == "by" || w == "with" {
			return part // a verb, a pro or a move of its own
		}
	}
	return strings.TrimRight(prev[:m[5]], " ") + " " + strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), "and "))
}

// bookingVerbFirst reports whether a list item starts with a verb that
// books a new job ("add a restock mon 3/9 15:00", "book a clean sat at
// 10"): in a list of moves it is a booking of its own, not a job moved.
func bookingVerbFirst(p string) bool {
	f := strings.Fields(strings.ToLower(p))
	if len(f) > 0 && (f[0] == "also" || f[0] == "pls" || f[0] == "please") {
		f = f[1:]
	}
	return len(f) > 1 && slices.Contains([]string{"add", "book", "schedule", "need", "arrange", "set"}, f[0]) &&
		slices.Contains([]string{"a", "an", "another", "one", "up"}, f[1])
}

// forThenAddToJobRe is "for <pro, place, day>: <facts>. add to the job":
// facts for the pro of a job, the ask to add them said after.
var forThenAddToJobRe = mustCompile(`(?i)^\s*(?:fyi\s+|heads\s+up\s+|note\s+)?for\s+([^:]{3,60}?)\s*:\s*(.+?)[\s.,;!-]*(?:(?:pls|please)\s+)?(?:add|put)\s+(?:(?:it|this|that|these)\s+)?(?:to|on|in)\s+(?:the|his|her|their)\s+(job(?:\s+notes)?|visit|notes)[\s.!]*$`)

// forReRe is "for Tom re: the Unit B heater call tomorrow:" — the pro,
// then the job (group 1 the pro's words, group 2 the job's).
var forReRe = mustCompile(`(?i)^(\s*(?:fyi\s+|heads\s+up\s+|note\s+)?for\s+[a-z][a-z'’-]*)\s+re\s*:\s*([^:]{3,80}?)\s*:`)

// callWordRe is "call" said of a visit ("the heater call tomorrow"), not
// a phone call.
var callWordRe = mustCompile(`(?i)\b(?:service\s+)?call\b`)

// forThenAddToJob rewrites "for ferreira at unit 14 tmrw: loft heater is
// on breaker 7. add to the job" as "add to the job for ferreira at unit
// 14 tmrw: loft heater is on breaker 7", the job named first (see
// jobFirstNote).
func forThenAddToJob(msg string) string {
	if r := forReRe.FindStringSubmatchIndex(msg); r != nil {
		// "FYI for Tom re: the Unit B heater call tomorrow: …": the
		// job said after "re:", its "call" a visit.
		msg = msg[r[2]:r[3]] + ", " + callWordRe.ReplaceAllString(msg[r[4]:r[5]], "job") + ":" + msg[r[1]:]
	}
	m := forThenAddToJobRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	job := strings.ToLower(m[3])
	if job == "notes" || strings.HasSuffix(job, " notes") {
		job = "job"
	}
	return "add to the " + job + " for " + m[1] + ": " + m[2]
}

// joinRaw is the words of toks as typed, space-separated.
func joinRaw(toks []token) string {
	w := make([]string, len(toks))
	for i, t := range toks {
		w[i] = t.raw
	}
	return strings.Join(w, " ")
}

// markNoteText marks used the words of a note the message adds ("add a
// note to the coqui turnover mon: 9 ppl so bring extra towels"): they are
// the note's, never the job's date, time or property.
func markNoteText(toks []token, raw string) {
	note := noteOf(toks, raw)
	if note == "" || !strings.HasSuffix(strings.TrimRight(strings.TrimSpace(raw), `"'”’`), strings.TrimRight(note, `"'”’`)) {
		return
	}
	n := len(tokenize(note))
	for i := max(0, len(toks)-n); i < len(toks); i++ {
		toks[i].used = true
	}
}

// inNoteSentence reports whether head, the words of a part so far, adds a
// note said with "that" or "saying" ("add a note to the turnover that the
// guests have an infant") whose sentence prev, the last word, does not end.
func inNoteSentence(head []string, prev string) bool {
	if strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, "?") || strings.HasSuffix(prev, "!") || strings.HasSuffix(prev, ";") {
		return false
	}
	lower := strings.ToLower(strings.Join(head, " "))
	k := strings.Index(lower, "note")
	if k < 0 || !strings.Contains(lower[:k], "add") && !strings.Contains(lower[:k], "put") && !strings.Contains(lower[:k], "leave") {
		return false
	}
	// (" - ": "pls add one note - the kids spilled juice on the sofa,
	// remove the cover and give it for dry cleaning", fix82.)
	for _, sep := range []string{" that ", " saying ", " - ", " – ", " — "} {
		if strings.Contains(lower[k:], sep) {
			return true
		}
	}
	return false
}

// noteStart returns where the text of a note begins in a part that adds
// one ("add a note to the turnover that the hartmans had a dog"), -1
// when the part adds none.
func noteStart(p string) int {
	lower := strings.ToLower(p)
	k := strings.Index(lower, "note")
	if k < 0 && (strings.HasPrefix(lower, "add to ") || strings.HasPrefix(lower, "append to ")) && strings.Contains(lower, ":") {
		k = 0 // "add to the window job: screens are in the garage"
	}
	if k < 0 {
		return -1
	}
	best := -1
	for _, sep := range []string{" that ", ":", " - ", " saying "} {
		if i := strings.Index(lower[k:], sep); i >= 0 && (best < 0 || k+i < best) {
			best = k + i
		}
	}
	return best
}

// clockWordRe is a word that tells the time of day: "10am", "2", "noon".
var clockWordRe = mustCompile(`^(?:\d{1,2}(?::\d{2})?(?:am|pm|a|p)?|noon|midday|am|pm)$`)

// labelColon is the index of the first colon of msg that ends a label
// ("villa coqui fri: …", "anna: clean …"), -1 when there is none: the
// colon of a time of day ("say 3:30") is not one.
func labelColon(msg string) int {
	for i := 0; i < len(msg); i++ {
		if msg[i] == ':' && !(i > 0 && i+1 < len(msg) && msg[i-1] >= '0' && msg[i-1] <= '9' && msg[i+1] >= '0' && msg[i+1] <= '9') {
			return i
		}
	}
	return -1
}

// leadingProColon reports whether msg starts with p's name and a colon:
// "anna: clean the cherry cottage …".
func leadingProColon(msg string, p *steward.Pro) bool {
	if p == nil {
		return false
	}
	c := labelColon(msg)
	if c <= 0 || c > 30 {
		return false
	}
	head := tokenize(msg[:c])
	if len(head) > 0 && len(head) <= 3 && slices.Contains(words(p.Name), head[0].s) {
		return true
	}
	// "next wk for Team B: a deep at …; linens run at …": the pro the
	// list is for, said last in its heading.
	name := words(p.Name)
	for j := 1; j < len(head) && len(head) <= 7; j++ {
		if head[j-1].s == "for" && slices.Contains(name, head[j].s) {
			return !slices.ContainsFunc(head[j:], func(t token) bool { return !slices.Contains(name, t.s) })
		}
	}
	return false
}

// proColonHead reports whether the words before the first colon of text
// are p's name with at most one word before it (the verb the reading put
// first: "move helen: bear den inspection to fri").
func proColonHead(text string, p *steward.Pro) bool {
	c := labelColon(text)
	if c <= 0 || c > 30 {
		return false
	}
	head := tokenize(text[:c])
	return len(head) == 2 && slices.Contains(words(p.Name), head[1].s) && (moveVerbs[head[0].s] || repeatVerbs[head[0].s])
}

// topicFirstRe is a job or person named first, then a question about it:
// "the boat lift - who's doing it and when", "greg the plumber - whats his
// number".
var topicFirstRe = mustCompile(`(?i)^\s*([^-–—,:?]{3,40}?)\s*(?:-|–|—|:)\s*((?:who'?s|whos|when'?s|whens|what'?s|whats|who|when|what|is|are|has|did|does)\b.*)$`)

// topicItRe, topicHisRe and topicIsThatRe are the words of a question
// that stand for its topic (topicFirst).
var (
	topicItRe     = mustCompile(`(?i)\bit\b`)
	topicHisRe    = mustCompile(`(?i)\b(?:his|her|their)\b`)
	topicIsThatRe = mustCompile(`(?i)\b(?:is|was|'s|’s)\s+(?:that|this)\b`)
)

// topicFirst reads "<topic> - <question about it>" as the question with
// the topic in place of "it", "his", "her" or "their" ("who's doing the
// boat lift and when"); other messages are returned as they are.
func topicFirst(msg string) string {
	m := topicFirstRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	topic, q := strings.TrimSpace(m[1]), m[2]
	// ("… — what time is that Santa Fe time?": "that" after a verb "be"
	// stands for the topic as "it" does.)
	for _, p := range []struct {
		re *triggerRe
		to string
	}{{topicItRe, topic}, {topicHisRe, topic + "'s"}, {topicIsThatRe, ""}} {
		if loc := p.re.FindStringIndex(q); loc != nil {
			if p.to == "" {
				v, _, _ := strings.Cut(q[loc[0]:loc[1]], " ")
				return q[:loc[0]] + v + " " + topic + q[loc[1]:]
			}
			return q[:loc[0]] + p.to + q[loc[1]:]
		}
	}
	// The topic ends the question, before any words said after it ("…?
	// want to dial in").
	if i := strings.Index(q, "?"); i >= 0 && i < len(q)-1 {
		return q[:i] + " " + topic + q[i:]
	}
	return q + " " + topic
}

// cleanAdverbRe is "clean" said as "completely" after a deed of damage
// ("the storm tore the screen door clean off its hinges").
var cleanAdverbRe = mustCompile(`(?i)\b(tore|torn|ripped|blew|blown|snapped|broke|broken|knocked|sheared|came|come|fell|fallen|cut|pulled|split|popped|yanked|wrenched)\b([^.,;:!?]{0,80}?)\s+clean\s+(off|through|away|out|in|across)\b`)

// dropCleanAdverb drops that "clean": the damage is read as it would be
// without it ("tore the screen door off its hinges", a report), never as a
// cleaning asked for (see cleanAdverb).
func dropCleanAdverb(msg string) string {
	return cleanAdverbRe.ReplaceAllString(msg, "$1$2 $3")
}

// thatJobGivenRe is a pro given "that <service>" in a part of its own
// ("…, and put jo on that turnover").
var thatJobGivenRe = mustCompile(`(?i)([,.;]\s*(?:and\s+|then\s+|also\s+|pls\s+|please\s+)*(?:put|give|assign|stick|have|get|hand)\s+[a-z][a-z'’.-]*(?:\s+[a-z][a-z'’.-]*)?(?:\s+(?:on|to|for))?\s+)(?:that|this|the\s+same)\s+(turnover|clean|cleaning|restock|restocking|inspection|repair|visit|job)\b`)

// thatJobGiven reads "that turnover", given to a pro in a part of its own
// after the message named "the turnover" (as an anchor: "snowworks to
// clear the bear den driveway fri 10a b4 the turnover, and put jo on that
// turnover"), as "the turnover": the same job, found as the part before
// found it, never a part of the anchor.
func thatJobGiven(msg string) string {
	m := thatJobGivenRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	svc := strings.ToLower(msg[m[4]:m[5]])
	if !containsWord(strings.Join(strings.Fields(strings.ToLower(msg[:m[0]])), " "), "the "+svc) {
		return msg
	}
	return msg[:m[3]] + "the " + msg[m[4]:]
}

// regardingJobRe is a message that opens by naming the job it is about
// ("Regarding the sliding door job at our condo on Wednesday the 11th:
// …"), then asks something of "the job" or "it".
var regardingJobRe = mustCompile(`(?is)^\s*(?:regarding|re|concerning|about|as regards|as for|with regard to|in regard to|with respect to)\s*:?\s+((?:the|our|my|your)\s[^:;.!?]{3,120}?)\s*[:;,–—-]\s+(.+)$`)

// regardingRefRe is "the job", "this job", "that visit", "it" after a
// verb of change: the job the message opened with.
var regardingRefRe = mustCompile(`(?i)\b(?:(?:move|reschedule|push|shift|change|cancel|confirm|bump|put|assign|give|add\s+a\s+note\s+to|note\s+on)\s+)(?:the|this|that)\s+(?:job|visit|appointment|booking|one)\b|\b(?:move|reschedule|push|shift|cancel|confirm|bump)\s+it\b`)

// regardingJob reads "Regarding <job>: …, could you move the job to
// eleven" as a move of the job named first: the later words "the job" or
// "it" stand for it (the sentences between are reasons, kept). Other
// messages are returned as they are; so is one whose opening names no job
// (a service word, "job" or "visit").
func regardingJob(msg string) string {
	m := regardingJobRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	topic, rest := strings.TrimSpace(m[1]), m[2]
	if _, _, ok := serviceOf(tokenize(topic)); !ok && !has(tokenize(topic), "job", "visit", "appointment") {
		return msg
	}
	loc := regardingRefRe.FindStringIndex(rest)
	if loc == nil {
		return msg
	}
	// The sentence that asks, opened by the job: "<job>: could you move
	// the job to eleven" (said apart, "the 11th" and "to eleven" are
	// never one range of days).
	ss := strings.LastIndexAny(rest[:loc[0]], ".!?") + 1
	return strings.TrimSpace(rest[:ss] + " " + topic + ": " + strings.TrimSpace(rest[ss:]))
}

// namedElsewhere reports whether the words of a part name, by their notes,
// jobs still to come at other properties and none at addressID: "cancel
// the pool heater job at the villa and move the hot tub one to fri" — the
// hot tub is at Bear Den.
func (s *session) namedElsewhere(in request, addressID int64) (bool, error) {
	if addressID == 0 || contentWords(in.noteWords) == 0 || in.Kind != kindReschedule && in.Kind != kindEdit && in.Kind != kindCancel {
		return false, nil
	}
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return false, err
	}
	there, other := false, false
	for _, j := range jobs {
		if !j.Cancellable() || s.cancelling[j.ID] || noteScore(j, in) == 0 || in.Service != "" && j.ServiceType != in.Service {
			continue
		}
		if j.AddressID == addressID {
			there = true
		} else {
			other = true
		}
	}
	return other && !there, nil
}

// joinedLater reports whether an "and" (or "&", "plus") comes between k
// and end: a service word between two places is theirs only when the
// places are joined ("… inspection tues 10am and plow at 88 elk").
func joinedLater(toks []token, k, end int) bool {
	for i := k; i < end; i++ {
		if toks[i].s == "and" || toks[i].s == "&" || toks[i].s == "plus" {
			return true
		}
	}
	return false
}

// bareHourAnswer is the hour an answer to "What time …?" opens with as a
// bare number, 1 to 12, alone or before a comma ("10", "2, with Crew B"):
// read in business hours (1 to 6 is the afternoon). 0 when it opens
// otherwise.
func bareHourAnswer(toks []token) int {
	if len(toks) == 0 || !toks[0].stop && len(toks) > 1 || strings.ContainsAny(toks[0].raw, ".:") && !strings.HasSuffix(toks[0].raw, ".") {
		return 0
	}
	h, err := strconv.Atoi(toks[0].s)
	if err != nil || h < 1 || h > 12 {
		return 0
	}
	if h <= 6 {
		h += 12
	}
	return h
}

// proByShortName finds the one active pro a short form of the first name
// names: "kat" for Katarzyna Nowicki, kat.nowicki@… (the word starts the
// first name, has three letters or more, and the pro's e-mail starts with
// it too, or it was typed with a capital), or a usual pet form of it
// ("bobbie" for Roberta, nicknameOf). Nil when none or several fit.
func (s *session) proByShortName(toks []token) []personMatch {
	var found, slang []personMatch
	for i, t := range toks {
		if t.used || t.email || len(t.s) < 3 || !isLetters(t.s) || stopWords[t.s] || commonWords[t.s] || isDateWord(t.s) ||
			answerWords[t.s] { // "yes pls": an answer, never Yesenia
			continue
		}
		if quantityNoun(toks, i) {
			continue // "left a TON of snacks": how much, never Tony
		}
		if slices.ContainsFunc(s.pros, func(p *steward.Pro) bool {
			f := s.nameWords(p)
			return p.Active && len(f) > 0 && f[0] == t.s
		}) {
			continue // "dee" with a Dee among the pros: her, as typed, never a Deirdre too
		}
		for k, p := range s.pros {
			first := s.nameWords(p)
			if !p.Active || len(first) == 0 || len(first[0]) <= len(t.s) || !strings.HasPrefix(first[0], t.s) {
				continue
			}
			if strings.HasPrefix(strings.ToLower(p.Email), t.s) || t.cap {
				found = append(found, personMatch{index: k, score: 2, at: span{i, i + 1}})
			}
		}
		nick := t.s
		if _, ok := nicknameOf[nick]; !ok && strings.HasSuffix(nick, "s") {
			nick = strings.TrimSuffix(nick, "s") // "dees turnover": Dee's, typed without its apostrophe
		}
		for k, p := range s.pros {
			// "bobbie" for Roberta: a usual short form of the first name.
			if first := s.nameWords(p); p.Active && len(first) > 0 && first[0] != t.s &&
				isPetForm(nick, first[0]) && !slices.ContainsFunc(found, func(f personMatch) bool { return f.index == k }) {
				found = append(found, personMatch{index: k, score: 2, at: span{i, i + 1}})
			}
		}
		// "dazza" for Darren, "robbo" for Tom Robertson: a pet form made
		// from the first or the last name (aussienames.go), one pro's
		// only; each word its own pro ("Shaz rang …, need Robbo there").
		var own []personMatch
		for k, p := range s.pros {
			ws := s.nameWords(p)
			if p.Active && (len(ws) > 0 && isSlangForm(nick, ws[0], t.cap) || len(ws) > 1 && isSlangForm(nick, ws[len(ws)-1], t.cap)) {
				own = append(own, personMatch{index: k, score: 2, at: span{i, i + 1}})
			}
		}
		if len(own) == 1 {
			slang = append(slang, own[0])
		}
	}
	if len(found) != 1 {
		found = nil
	}
	for _, m := range slang {
		if !slices.ContainsFunc(found, func(f personMatch) bool { return f.index == m.index || f.at == m.at }) {
			found = append(found, m)
		}
	}
	return found
}

// possessiveName reports whether t, the last word of a pro's name as
// typed, is said in the possessive ("rosa's the restock", "rosas"), not a
// name that ends in s ("luis the restock", "carlos takes the turnover").
func possessiveName(t token, name string) bool {
	if strings.HasSuffix(t.raw, "'s") || strings.HasSuffix(t.raw, "’s") || strings.HasSuffix(t.raw, "'") || strings.HasSuffix(t.raw, "’") {
		return true
	}
	return strings.HasSuffix(t.raw, "s") && !slices.ContainsFunc(words(name), func(w string) bool { return w == t.s && strings.HasSuffix(w, "s") })
}

// takerNext follow a pro named as the one who takes a job: "rosa takes
// the turnover", "yesenia the restock", "kai on the clean"; takerNotAfter
// come before a pro who is not ("give it to rosa", "instead of kai").
var (
	takerNext = map[string]bool{"takes": true, "take": true, "does": true, "do": true, "gets": true, "handles": true, "the": true,
		"on": true, "can": true, "will": true, "should": true, "has": true}
	takerNotAfter = map[string]bool{"to": true, "for": true, "of": true, "from": true, "with": true, "than": true, "by": true}
)

// answerWords say yes or no; a pro's first name that starts with one
// ("Yesenia", "Noah") is never named by it.
var answerWords = map[string]bool{"yes": true, "yeah": true, "yep": true, "yup": true, "yea": true, "sure": true, "okay": true,
	"nope": true, "nah": true, "thanks": true, "thank": true, "thx": true}

// turnOverRe and walkThroughRe are a turnover and an inspection said as
// verbs: "decoy house needs turning over", "ngozi walk through sea oats"
// (never "turn over the keys").
var (
	turnOverRe    = mustCompile(`(?i)\b(?:turn|turns|turning|turned)\s+(?:it\s+|them\s+)?over\b(?:\s+(?:the\s+)?keys?\b)?`)
	walkThroughRe = mustCompile(`(?i)\bwalk(?:s|ing)?[\s-]?(?:through|thru)\b`)
)

// possessiveScheduleRe is a schedule someone has: "B's schedule".
var possessiveScheduleRe = mustCompile(`(?i)\b([a-z][a-z.'’-]*(?:'s|’s))\s+schedule\b`)

// jobPhrases writes a service said as a phrasal verb as its one word.
func jobPhrases(msg string) string {
	msg = turnOverRe.ReplaceAllStringFunc(msg, func(m string) string {
		if strings.Contains(strings.ToLower(m), "key") {
			return m
		}
		return "turnover"
	})
	msg = walkThroughRe.ReplaceAllString(msg, "walkthrough")
	// "B's schedule tmrw?", "marisol's schedule fri": the noun, whose
	// jobs, never a booking (not "let's schedule", "who's scheduled").
	msg = possessiveScheduleRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := possessiveScheduleRe.FindStringSubmatch(m)
		if w := strings.ToLower(curlyApostrophe.Replace(sub[1])); slices.Contains([]string{"let's", "it's", "that's", "what's", "who's", "here's", "there's",
			"he's", "she's", "where's", "how's", "when's", "one's", "everyone's", "someone's", "anyone's", "nobody's"}, w) {
			return m
		}
		return sub[1] + " jobs"
	})
	// "…, 10am for each, whoever's free": any pro, not a question.
	if m := whoeverFreeRe.FindStringIndex(msg); m != nil && m[0] > 0 {
		msg = strings.TrimSpace(msg[:m[0]] + msg[m[1]:])
	}
	return msg
}

// whoeverFreeRe is "whoever's free" said of a booking: any pro.
var whoeverFreeRe = mustCompile(`(?i)[,;]?\s*(?:with\s+)?(?:whoever|whoevers|whoever's|whoever’s)(?:\s+is)?\s+(?:free|available|avail|around)\b`)

// jobThenMoveRe is a job named on its own, then a move with no object:
// "marisols restock at crab shack thurs.. push to 4".
var jobThenMoveRe = mustCompile(`(?i)^\s*([^.!?;]{3,80}?)\s*(?:\.{1,3}|;|\s[-–—]|,)\s*(?:(?:can|could)\s+(?:we|you|u)\s+|pls\s+|please\s+)?(push|move|bump|shift|slide|reschedule|make\s+it|change\s+it|do)\s+((?:(?:to|til|till|until|back|forward|up|out|at)\b|\d).*)$`)

// doHourRe is a time of day said alone after "do" ("do 12:30?", "do 1pm
// instead").
var doHourRe = mustCompile(`(?i)^(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s+(?:instead|pls|please|then))?\s*(?:[?.!,;]|\s[-–—]|$)`)

// jobThenMove reads "<job>.. push to 4" as "push <job> to 4", when the
// words before name a job (a service word, no verb of their own); other
// messages are returned as they are.
func jobThenMove(msg string, pros []*steward.Pro) string {
	m := jobThenMoveRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	toks := tokenize(m[1])
	if _, _, ok := serviceOf(toks); !ok && !has(toks, "job", "visit", "appointment", "thing") && !proPossessive(m[1], pros) ||
		len(toks) > 0 && (clauseVerbs[toks[0].s] || commaVerbs[toks[0].s]) || isQuestion(toks) {
		return msg
	}
	verb, rest := strings.ToLower(m[2]), m[3]
	if verb == "do" {
		// "zielinski's range light clean sun - can we do 12:30?": a time
		// of day and nothing more is the job's new hour ("do 4 towels"
		// is not one).
		if !doHourRe.MatchString(rest) {
			return msg
		}
		verb, rest = "move", "to "+strings.TrimPrefix(strings.TrimPrefix(rest, "at "), "At ")
	}
	if strings.HasPrefix(verb, "make") || strings.HasPrefix(verb, "change") {
		// "… can we make it 9:30am": a move to that time.
		verb = "move"
		if r := strings.ToLower(rest); !strings.HasPrefix(r, "to ") && !strings.HasPrefix(r, "back") && !strings.HasPrefix(r, "up") {
			rest = "to " + strings.TrimPrefix(strings.TrimPrefix(rest, "at "), "At ")
		}
	}
	return verb + " " + strings.TrimSpace(m[1]) + " " + rest
}

// jobThenGiveRe is a job named on its own, then a pro put on it: "gooseberry
// restock today put ingrid on it", "the loft clean sat, give it to becky".
var jobThenGiveRe = mustCompile(`(?i)^\s*([^.!?;,]{3,80}?)\s*(?:\.{1,3}|;|\s[-–—]|,)?\s+(?:pls\s+|please\s+|and\s+)?(?:(put|stick|have|get)\s+([a-z][a-z'’.-]*)\s+on\s+it|(give|hand|assign)\s+it\s+to\s+([a-z][a-z'’.-]*))\b(.*)$`)

// jobThenGive reads "<job> put <pro> on it" as "put <pro> on the <job>"
// (and "<job> give it to <pro>" as "give the <job> to <pro>"), when the
// words before name a job (a service word, no verb of their own) and the
// one put on it is a pro: the job that is booked, never a new one.
func jobThenGive(msg string, names map[string]bool) string {
	m := jobThenGiveRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	job := strings.TrimSpace(m[1])
	toks := tokenize(job)
	// ("book a restock sat, put ingrid on it": the new job's pro.)
	if _, _, ok := serviceOf(toks); !ok || len(toks) == 0 || clauseVerbs[toks[0].s] || commaVerbs[toks[0].s] || has(toks, creationVerbs...) || isQuestion(toks) ||
		// ("take hank off the turnover sun and give it to bernie": a
		// verb of its own before.)
		has(toks, "take", "off", "move", "cancel", "push", "give", "put", "assign", "hand", "have", "swap", "switch", "remove", "unassign", "make", "change", "confirm") {
		return msg
	}
	if !determiners[toks[0].s] {
		job = "the " + job
	}
	if m[2] != "" {
		if !names[strings.ToLower(m[3])] {
			return msg
		}
		return m[2] + " " + m[3] + " on " + job + m[6]
	}
	if !names[strings.ToLower(m[5])] {
		return msg
	}
	return m[4] + " " + job + " to " + m[5] + m[6]
}

// proInsteadRe is a clause of a pro "instead of" another and nothing
// else: "…, and ingrid instead of becky".
var proInsteadRe = mustCompile(`(?i)((?:[,;.]\s*|\s)(?:and|then|also|but)\s+|[,;.]\s+)([a-z][a-z'’-]*)\s+instead\s+of\s+([a-z][a-z'’-]*)\b`)

// proInsteadOfPro reads such a clause, after a clause about a job, as the
// job given to the first pro ("… make it 9a and give it to ingrid instead
// of becky"), when both are pros' names.
func proInsteadOfPro(msg string, names map[string]bool) string {
	return proInsteadRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := proInsteadRe.FindStringSubmatch(m)
		if !names[strings.ToLower(sub[2])] || !names[strings.ToLower(sub[3])] || strings.EqualFold(sub[2], sub[3]) {
			return m
		}
		return sub[1] + "give it to " + sub[2] + " instead of " + sub[3]
	})
}

// proOnJobRe is a pro's name, "on" and a job, and nothing else: "ingrid on
// the sun one", "becky on that clean pls".
var proOnJobRe = mustCompile(`(?i)^\s*([a-z][a-z'’-]*)\s+on\s+((?:the|that|this)\s+(?:[a-z0-9']+\s+){0,3}(?:one|job|clean|cleaning|turnover|restock|restocking|inspection|visit|repair|appt))(\s+(?:pls|please|thx|thanks))?\s*[.!]*\s*$`)

// proOnJob reads such a message as the pro put on that job ("put ingrid
// on the sun one"), when the name is a pro's.
func proOnJob(msg string, names map[string]bool) string {
	m := proOnJobRe.FindStringSubmatch(msg)
	if m == nil || !names[strings.ToLower(m[1])] {
		return msg
	}
	return "put " + m[1] + " on " + m[2] + m[3]
}

// proPossessive reports whether words open on a pro's name, in the
// possessive or not ("halverson's ice dam look at baileys", a typo allowed):
// the words name the pro's job, whatever they call it.
func proPossessive(words string, pros []*steward.Pro) bool {
	f := strings.Fields(strings.ToLower(strings.ReplaceAll(words, "’", "'")))
	if len(f) < 2 {
		return false
	}
	w := foldAccents(strings.TrimSuffix(f[0], "'s")) // ("halvorsons roof check": similar takes the plural)
	for _, p := range pros {
		for _, n := range strings.Fields(foldAccents(strings.ToLower(p.Name))) {
			if p.Active && similar(w, n) {
				return true
			}
		}
	}
	return false
}

// cantThenMoveRe is a pro who can't get to a job, then a move with no
// object of its own: "wendell cant get to the outdoor shower at the
// shack fri.. can we slide it to mon, same time?".
var cantThenMoveRe = mustCompile(`(?i)^\s*([a-z]+)\s+(?:can'?t|can’t|cannot|won'?t|won’t|couldn'?t|couldn’t)\s+(?:get\s+(?:out\s+)?to|make\s+it\s+to|make|do)\s+([^.!?;]{3,80}?)\s*(?:\.{1,3}|;|\s[-–—]|,)\s*(?:(?:so|ok|okay|can|could|we|you|u|pls|please|lets|let's|just)\s+)*(push|move|bump|shift|slide|reschedule)\s+(?:it\s+|that\s+|the\s+job\s+)?((?:to|til|till|until|back|forward|out)\b.*)$`)

// cantThenInsteadRe is a pro who can't make a job, then the hour they
// (or "we") can do instead: "the pool guy cant make 2 oclock friday at
// the lake house.. can we do 3:30 instead?".
var cantThenInsteadRe = mustCompile(`(?i)^\s*((?:the\s+|our\s+)?[a-z]+(?:\s+(?:guy|guys|gal|lady|company|co|crew|team|person|folks|people|tech|man))?)\s+(?:can'?t|can’t|cannot|won'?t|won’t|couldn'?t|couldn’t)\s+(?:get\s+(?:out\s+)?to|make\s+it\s+to|make|do)\s+([^.!?;]{3,80}?)\s*(?:\.{1,3}|;|\s[-–—]|,)\s*(?:(?:so|ok|okay|pls|please|just)\s+)*(?:can|could|would)\s+(?:we|you|u|he|she|they)\s+(?:do|make\s+it|make|come|go|have\s+it)\s+(?:it\s+)?(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p|oclock|o'clock)?|noon)\s+instead\b\s*\??(.*)$`)

// cantMakeItRe is "make it" opening the sentence after a pro's can't:
// "… make it tmrw 9a".
var cantMakeItRe = mustCompile(`(?i)((?:\.{1,3}|;|\s[-–—]|,)\s*(?:(?:so|ok|okay|pls|please|just|can|could|we|you|u)\s+)*)make\s+(?:it|that)\s+(?:to\s+)?`)

// cantThenMove reads "<pro> can't get to <job>. move it to <day>" as a
// move of the pro's job ("move <pro>'s <job> to <day>"): the host moves
// the job to when the pro can do it, and does not ask for another pro.
// The subject must be a pro's name, and the words said of the job more
// than "it".
func cantThenMove(msg string, names map[string]bool, pros []*steward.Pro) string {
	if m := cantThenInsteadRe.FindStringSubmatch(msg); m != nil {
		// "the pool guy cant make 2 oclock friday at the lake house..
		// can we do 3:30 instead?": the pro's job named by what they
		// can't make, moved to the hour said instead.
		subj := strings.Fields(strings.ToLower(m[1]))
		job := strings.TrimSpace(m[2])
		if f := strings.Fields(strings.ToLower(job)); len(f) > 0 && f[0] != "it" && f[0] != "that" &&
			(len(subj) == 1 && (names[subj[0]] || proPossessive(m[1]+"'s job", pros)) || len(subj) > 1 && personNouns[subj[len(subj)-1]]) {
			return "move " + m[1] + "'s " + job + " to " + strings.TrimSpace(m[3]) + m[4]
		}
	}
	m := cantThenMoveRe.FindStringSubmatch(msg)
	if m == nil {
		// "tom cant do fri furnace job. make it tmrw 9a": "make it" and
		// the new day or time is the move.
		m = cantThenMoveRe.FindStringSubmatch(cantMakeItRe.ReplaceAllString(msg, "${1}move it to "))
	}
	if m == nil || !names[strings.ToLower(m[1])] && !proPossessive(m[1]+"'s job", pros) {
		return msg
	}
	job := strings.TrimSpace(m[2])
	if f := strings.Fields(strings.ToLower(job)); len(f) == 0 || f[0] == "it" || f[0] == "that" {
		return msg
	}
	return strings.ToLower(m[3]) + " " + m[1] + "'s " + job + " " + m[4]
}

// pronounSubject reports whether a part opens on "it"/"its"/"there's":
// it says more about what the part before named.
// personSubject reports whether raw starts with "he", "she", "they" or
// their contractions ("hes driving over …").
func personSubject(raw string) bool {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(raw)))
	if len(f) == 0 {
		return false
	}
	w := strings.Trim(strings.ReplaceAll(f[0], "’", "'"), ",.;:!?")
	return slices.Contains([]string{"he", "she", "they", "hes", "he's", "shes", "she's", "theyre", "they're", "theyll", "they'll", "hell", "he'll", "she'll", "shell"}, w)
}

func pronounSubject(raw string) bool {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(raw)))
	if len(f) == 0 {
		return false
	}
	w := strings.Trim(strings.ReplaceAll(f[0], "’", "'"), ",.;:!?")
	return slices.Contains([]string{"it", "its", "it's", "itś", "theres", "there's", "thats", "that's", "which", "it’s"}, w)
}

// siblingOf is the one other property whose name differs from id's only
// in its last word ("Aspen Duplex B" for "Aspen Duplex A"); 0 when there
// is none or several.
func (s *session) siblingOf(id int64) int64 {
	a := s.byAddr[id]
	if a == nil {
		return 0
	}
	stem := func(x *steward.Address) string {
		w := words(x.Name())
		if len(w) < 3 || len(w[len(w)-1]) > 2 && !isDigits(w[len(w)-1]) {
			return "" // ("The Driftwood" and "The Tumbleweed" are no pair; "Aspen Duplex A" and "… B" are)
		}
		return strings.Join(w[:len(w)-1], " ")
	}
	mine := stem(a)
	if mine == "" {
		return 0
	}
	var sib int64
	for _, o := range s.addrs {
		if o.ID != id && stem(o) == mine {
			if sib != 0 {
				return 0
			}
			sib = o.ID
		}
	}
	return sib
}

// prosByPlace pairs the pros a request names with its places, when each
// pro is followed by a word only one of the places has: "book cleanings
// at both aspen duplex units tues at 10 — tom on A, heidi on B".
func (s *session) prosByPlace(in request, toks []token) map[int64]int64 {
	if len(in.proCandidates) < 2 || len(in.proCandidates) != len(in.proPos) {
		return nil
	}
	own := func(id int64, w string) bool { // a word of id's name and of no other place's
		if !slices.Contains(words(s.byAddr[id].Name()), w) {
			return false
		}
		for _, o := range in.places {
			if o != id && slices.Contains(words(s.byAddr[o].Name()), w) {
				return false
			}
		}
		return true
	}
	out := map[int64]int64{}
	for k, pro := range in.proCandidates {
		at := in.proPos[k]
	scan:
		for j := at + 1; j < len(toks) && j <= at+3; j++ {
			for _, id := range in.places {
				if own(id, toks[j].s) {
					if _, taken := out[id]; !taken {
						out[id] = pro
					}
					break scan
				}
			}
		}
	}
	if len(out) != len(in.proCandidates) {
		return nil
	}
	return out
}

// cityNicknames writes a city's short name the way the account has it:
// "ptown" is Provincetown (its first letter and its last part).
func (s *session) cityNicknames(msg string) string {
	fields := strings.Fields(msg)
	changed := false
	for i, f := range fields {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		if len(w) < 2 || !isLetters(w) || placeWordOf(s.addrs, w) || len(w) < 4 && (i+1 >= len(fields) || !placeNouns[strings.ToLower(strings.Trim(fields[i+1], ",.;:!?"))]) {
			continue // (initials only before a kind of place: "the vb condo")
		}
		for _, a := range s.addrs {
			city := strings.ToLower(strings.ReplaceAll(a.City, " ", ""))
			if cw := words(a.City); len(cw) >= 2 {
				initials := initialsOf(cw)
				if w == initials && len(w) >= 2 {
					// "the vb condo": Virginia Beach
					fields[i] = strings.Replace(f, f[:len(w)], a.City, 1)
					changed = true
					break
				}
				if st := strings.ToLower(a.State); len(st) == 2 && w == initials+st {
					// "deshawn's nola inspection": New Orleans, LA (the
					// city's initials and its state's).
					fields[i] = strings.Replace(f, f[:len(w)], a.City, 1)
					changed = true
					break
				}
			}
			if len(city) > len(w)+2 && city[0] == w[0] && strings.HasSuffix(city, w[1:]) && len(w[1:]) >= 3 &&
				// ("just to be safe": a word, never Santa Fe's "s…afe")
				!plainWords[w] {
				fields[i] = strings.Replace(f, f[:len(w)], a.City, 1)
				changed = true
				break
			}
		}
	}
	if !changed {
		return msg
	}
	return strings.Join(fields, " ")
}

// initialsOf returns the first letters of ws, "the" left out: "sbh" for
// Sullivan's Beach House, "vb" for Virginia Beach.
func initialsOf(ws []string) string {
	out := ""
	for _, w := range ws {
		if w != "the" && w != "" {
			out += w[:1]
		}
	}
	return out
}

// placeCodeRe is a word as typed, between spaces or punctuation ("FBC's",
// "(RR)"); placeCodeWordRe tells whether it may be a property's code.
var placeCodeRe = mustCompile(`[A-Za-z0-9'’/&-]+`)

// placeCodeWordRe is a code of two to four letters, with its possessive.
var placeCodeWordRe = mustCompile(`^([A-Za-z]{2,4})((?:'s|’s)?)$`)

// notPlaceCodes are short forms a host writes that are never a property's
// code, though they have no vowel: units, titles, chat words.
var notPlaceCodes = map[string]bool{"am": true, "pm": true, "hr": true, "hrs": true, "wk": true, "wks": true, "nvm": true, "pls": true,
	"plz": true, "thx": true, "tbd": true, "lmk": true, "bldg": true, "mgmt": true, "mr": true, "ms": true, "mrs": true, "sq": true,
	"ft": true, "tv": true, "ac": true, "th": true, "nd": true, "bc": true, "cc": true, "fyi": true, "pst": true, "cst": true, "est": true,
	"mst": true, "cdt": true, "edt": true, "pdt": true, "mdt": true, "ct": true, "et": true, "pt": true, "mt": true, "tmrw": true, "hvac": true,
	"co": true, "ci": true, "eod": true, "asap": true, "eta": true, "nb": true, "ps": true}

// placeCodes writes a property's code as its name: "TO @ FBC 3/8" is
// the Folly Beach Cottage, "SBH" the Sullivan's Beach House — a word of
// two to four letters equal to the initials of the words of exactly one
// property's nickname ("the" left out). Typed in capitals it is the code
// (not in a message shouted throughout, nor a host's shorthand such as
// "TO", "CO" or "CT"); in lower case only when it has no vowel and is no word or
// short form the engine reads ("bb", "rr", never "hr" or "pls"). A code
// two properties share is left as typed, so the property is asked about.
func (s *session) placeCodes(msg string) string {
	codes := map[string]*steward.Address{}
	shared := map[string]bool{}
	for _, a := range s.addrs {
		if a.Nickname == nil {
			continue
		}
		ws := words(*a.Nickname)
		if len(slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return w == "the" })) < 2 || slices.ContainsFunc(ws, func(w string) bool { return !isLetters(w) }) {
			continue
		}
		c := initialsOf(ws)
		if len(c) < 2 || len(c) > 4 {
			continue
		}
		if codes[c] != nil {
			shared[c] = true
		}
		codes[c] = a
	}
	for c := range shared {
		delete(codes, c)
	}
	// "today's JC cleaning" for the one property in Jersey City: the
	// initials of a city of two words or more, in capitals, when no
	// nickname has them and no other property is in a city of those
	// initials.
	cityCodes := map[string]bool{}
	for _, a := range s.addrs {
		ws := words(a.City)
		if len(ws) < 2 || slices.ContainsFunc(ws, func(w string) bool { return !isLetters(w) }) {
			continue
		}
		c := initialsOf(ws)
		if len(c) < 2 || len(c) > 4 || shared[c] || codes[c] != nil && !cityCodes[c] {
			continue
		}
		if o := codes[c]; o != nil && o.ID != a.ID {
			shared[c] = true
			delete(codes, c)
			continue
		}
		codes[c], cityCodes[c] = a, true
	}
	// "toilet at FQ condo" for the French Quarter Condo: the initials of
	// the nickname without its kind of place, in capitals, said before
	// that kind.
	short := map[string]*steward.Address{}
	for _, a := range s.addrs {
		if a.Nickname == nil {
			continue
		}
		ws := slices.DeleteFunc(words(*a.Nickname), func(w string) bool { return w == "the" })
		if len(ws) < 3 || !placeNouns[ws[len(ws)-1]] || slices.ContainsFunc(ws, func(w string) bool { return !isLetters(w) }) {
			continue
		}
		c := initialsOf(ws[:len(ws)-1])
		if _, dup := short[c]; dup || codes[c] != nil || shared[c] {
			short[c] = nil
			continue
		}
		short[c] = a
	}
	for c, a := range short {
		if a == nil || stopWords[c] || commonWords[c] || plainWords[c] || notPlaceCodes[c] || placeWordOf(s.addrs, c) {
			continue
		}
		ws := strings.Fields(*a.Nickname)
		if strings.EqualFold(ws[0], "the") {
			ws = ws[1:]
		}
		noun := ws[len(ws)-1]
		re := regexp.MustCompile(`\b` + strings.ToUpper(c) + `(\s+(?i:` + regexp.QuoteMeta(noun) + `)\b)`)
		msg = re.ReplaceAllString(msg, strings.Join(ws[:len(ws)-1], " ")+"$1")
	}
	if len(codes) == 0 {
		return msg
	}
	loud := shouted(msg)
	known := func(w string) bool {
		if notPlaceCodes[w] || stopWords[w] || commonWords[w] || plainWords[w] || interjections[w] || fillers[w] || genericWords[w] ||
			streetDirections[w] || isDateWord(w) || placeWordOf(s.addrs, w) {
			return true
		}
		if _, ok := shorthand[w]; ok {
			return true
		}
		if _, ok := streetSuffixes[w]; ok {
			return true
		}
		if _, ok := verbForms[w]; ok {
			return true
		}
		for _, p := range s.pros {
			if slices.Contains(words(p.Name), w) {
				return true
			}
		}
		for _, a := range s.addrs {
			if strings.EqualFold(a.State, w) {
				return true // ("the SC properties": a state of the account's)
			}
		}
		return false
	}
	return placeCodeRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := placeCodeWordRe.FindStringSubmatch(m)
		if sub == nil {
			return m
		}
		raw := sub[1]
		w := strings.ToLower(raw)
		a := codes[w]
		if a == nil || known(w) {
			return m
		}
		caps := strings.ToUpper(raw) == raw
		if cityCodes[w] && (!caps || loud) {
			return m // a city's initials only in capitals
		}
		if !caps || loud {
			if strings.ToLower(raw) != raw && !loud || strings.ContainsAny(w, "aeiouy") {
				return m // ("Bb" is no code; "OR" in a shouted message is the word)
			}
		}
		return a.Name() + sub[2]
	})
}

// placeWordOf reports whether w is a word of a property's name, street or
// city as they are.
func placeWordOf(addrs []*steward.Address, w string) bool {
	for _, a := range addrs {
		for _, n := range []string{a.Name(), a.Street, a.City} {
			if slices.Contains(words(n), w) {
				return true
			}
		}
	}
	return false
}

// placePhraseOf reports whether a and b follow each other in the name,
// street or city of one of addrs ("red rock" of the Red Rock Casita).
func placePhraseOf(addrs []*steward.Address, a, b string) bool {
	for _, ad := range addrs {
		for _, n := range []string{ad.Name(), ad.Street, ad.City} {
			w := words(n)
			for k := 0; k+1 < len(w); k++ {
				if w[k] == a && w[k+1] == b {
					return true
				}
			}
		}
	}
	return false
}

// saysThatDay reports whether toks name a day said before: "that
// morning", "that afternoon", "that evening", "that day".
func saysThatDay(toks []token) bool {
	return hasPhrase(toks, "that morning") || hasPhrase(toks, "that afternoon") || hasPhrase(toks, "that evening") || hasPhrase(toks, "that day")
}

// onwardVerbs start a part that takes the pro on to the next place: "…
// then heads down to ptarmigan for 2".
var onwardVerbs = map[string]bool{"heads": true, "head": true, "goes": true, "go": true, "drives": true, "swings": true}

// dayOfPart is the day a part's job is on once it is done: the day of its
// new time, or its own day when the new time is an hour only ("push the
// big moose turnover monday to noon"); nil when neither has one.
func dayOfPart(p request) *When {
	for _, w := range []*When{p.NewWhen, p.When} {
		if w != nil && w.HasDate {
			return w
		}
	}
	return nil
}

// guestsStayElsewhere reports whether part names, by a word of their name,
// guests whose only stays to come are at another property than addressID
// ("… also the grubers are 7 now not 6", the Grubers at the Trailhead
// Cabin after a part about the Oak St unit).
func (s *session) guestsStayElsewhere(part string, addressID int64) bool {
	if addressID == 0 || s.loadStays() != nil {
		return false
	}
	found := false
	for _, t := range tokenize(part) {
		if len(t.s) < 4 || stopWords[t.s] || genericWords[t.s] || t.s == "family" || t.s == "guests" {
			continue
		}
		for _, r := range s.stays {
			if r.Status == steward.ReservationCancelled || !r.CheckOut.After(s.now) {
				continue
			}
			if slices.ContainsFunc(words(r.GuestName), func(w string) bool { return w != "family" && singular(w) == singular(t.s) }) {
				if r.AddressID == addressID {
					return false
				}
				found = true
			}
		}
	}
	return found
}

// guestsTime reports whether d is said of the account's guests coming or
// going ("sandovals are out at 10", "the fourniers get in at 3").
func (s *session) guestsTime(d When, toks []token) bool {
	if err := s.loadStays(); err != nil {
		return false
	}
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	return isStayFact(d, toks, names)
}

// travelClause reports whether the words before toks[i], back to the
// phrase's start, are a person on the way somewhere ("he's driving back
// from saint john", "she's flying in"): a time said there is theirs.
func travelClause(toks []token, i int) bool {
	for k := i - 1; k >= 1; k-- {
		if toks[k-1].stop && k-1 != i-1 {
			return false
		}
		if strings.HasSuffix(toks[k].s, "ing") && slices.Contains([]string{"he's", "hes", "she's", "shes", "they're", "theyre", "he", "she", "they", "is", "are"}, toks[k-1].s) &&
			slices.Contains([]string{"driving", "flying", "coming", "heading", "travelling", "traveling", "getting", "returning", "riding"}, toks[k].s) {
			return true
		}
	}
	return false
}

// toldAt reports whether the date at toks[start] is when someone sent
// word ("the Lindstrom family telephoned this morning", "Ines wrote
// yesterday"), not a day to act on.
func toldAt(toks []token, start int) bool {
	k := start - 1
	if k >= 0 && (toks[k].s == "this" || toks[k].s == "last" || toks[k].s == "earlier" || toks[k].s == "on") && !toks[k].stop {
		k-- // "telephoned this morning"
	}
	if k >= 0 && (toks[k].s == "me" || toks[k].s == "us") && !toks[k].stop {
		k--
	}
	return k >= 0 && !toks[k].stop && slices.Contains([]string{"telephoned", "phoned", "called", "rang", "wrote", "emailed", "texted", "messaged", "rung", "told", "said", "mentioned"}, toks[k].s)
}

// clauseOf reports whether toks[i] sits in the reason or the purpose a
// host gives after a request ("as she has …", "since he is …", "so it
// fits after her Captiva job"): the reason words and "so", then a
// subject.
func clauseOf(toks []token, i int, words []string) bool {
	for k := i - 1; k >= 1; k-- {
		if toks[k].stop || soThenRequest(toks, k, words) {
			return false
		}
		if !slices.Contains(words, toks[k].s) {
			continue
		}
		subj := toks[k+1]
		if k+1 < i && (slices.Contains([]string{"i", "we", "he", "she", "they", "it", "there", "their", "his", "her", "our", "my", "its", "the", "i'm", "im", "he's", "hes", "she's", "shes", "they're", "theyre", "we're", "it's"}, subj.s) ||
			subj.cap && !isDateWord(subj.s)) {
			return true
		}
	}
	return false
}

// placeInClause reports whether a place at toks[i] is named in the reason
// or the purpose of a request rather than the request itself.
func placeInClause(toks []token, i int) bool {
	return clauseOf(toks, i, []string{"as", "since", "because", "cause", "bc", "cuz", "coz", "so"})
}

// purposePro reports a pro named as the subject of a clause of purpose
// after another pro is named: "have gil plow the drive that same morning
// at seven so mike can get up it", "so that rosa can get in" — who the
// work is for, no candidate to do it.
func purposePro(toks []token, m personMatch, matches []personMatch) bool {
	k := m.at.start - 1
	if k >= 0 && toks[k].s == "that" {
		k--
	}
	if k < 1 || toks[k].s != "so" || m.at.end >= len(toks) ||
		!slices.Contains([]string{"can", "could", "will", "is", "isnt", "isn't", "doesnt", "doesn't", "wont", "won't", "has", "gets", "doesn’t", "won’t"}, toks[m.at.end].s) {
		return false
	}
	return slices.ContainsFunc(matches, func(o personMatch) bool { return o.at.end <= k && o.index != m.index })
}

// purposeSo is where a clause of purpose or result starts after a
// request ("make it 15:00, so she isn't rushing after the clean", ", so
// that the guests can sleep in"): "so" after a comma, then its subject;
// 0 when there is none. ("…, so cancel it" asks for something.)
func purposeSo(toks []token) int {
	for i := 2; i+2 < len(toks); i++ {
		if toks[i].s != "so" || !toks[i-1].stop {
			continue
		}
		k := i + 1
		if toks[k].s == "that" {
			k++
		}
		if k < len(toks) && slices.Contains([]string{"she", "he", "they", "we", "i", "it", "the", "shes", "she's", "hes", "he's", "theyre", "they're", "there", "nobody", "no"}, toks[k].s) {
			return i
		}
	}
	return 0
}

// soReady returns where "so (that) … ready" opens a clause saying what a
// job is for ("… sat at 10 so it's ready before next week", "…, so
// everything is ready for the owners"), 0 when there is none: "ready"
// within a few words of the "so".
func soReady(toks []token) int {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].s != "so" || toks[i-1].s == "and" || toks[i-1].s == "or" {
			continue
		}
		for _, t := range toks[i+1 : min(len(toks), i+6)] {
			if t.s == "ready" {
				return i
			}
			if t.stop {
				break
			}
		}
	}
	return 0
}

// saysCannot reports whether toks give news, then ", so he can't …"
// ("Marcus has a cold, so he can't do the sash window job on the 12th"):
// the pro they name is the one who will not do the job, never its new
// pro.
func saysCannot(toks []token) bool {
	k := purposeSo(toks)
	return k > 0 && proCannotAfter(toks[k+1:])
}

// proCannotAfter reports whether toks, the words after a ", so", say
// that someone will not or cannot do something ("he won't manage the
// gutters …", "she can't make the clean"): the news itself, not what a
// change is for ("so she isn't rushing").
func proCannotAfter(toks []token) bool {
	if len(toks) < 2 || !slices.Contains([]string{"he", "she", "they"}, toks[0].s) {
		return false
	}
	switch toks[1].s {
	case "won't", "wont", "won’t", "can't", "cant", "can’t", "cannot", "couldn't", "couldnt", "couldn’t":
		return true
	case "will", "can", "could":
		return len(toks) > 2 && toks[2].s == "not"
	case "isn't", "isnt", "isn’t", "is", "aren't", "arent", "are":
		return len(toks) > 2 && has(toks[2:min(len(toks), 4)], "able", "unable")
	}
	return false
}

// reasonClause reports whether toks[i] sits in the reason a host gives
// after a request, a clause opened by "as", "since" or "because" and its
// subject: "as she has a dentist appointment in the late morning", "since
// he is driving down from Tampa that day". "as well", "as early as 8",
// "since Tuesday" have no subject and are no reason.
func reasonClause(toks []token, i int) bool {
	return clauseOf(toks, i, []string{"as", "since", "because", "cause", "bc", "cuz", "coz"})
}

// soThenRequest reports whether toks[k] is a "so" that ends a reason and
// opens the request it was for ("… cos shes got her test lol so can u
// move her to 11"): what follows is the host's own, not the reason's.
// words are the clause's openers; where "so" is one of them it opens
// instead.
func soThenRequest(toks []token, k int, words []string) bool {
	if toks[k].s != "so" || k+1 >= len(toks) || slices.Contains(words, "so") {
		return false
	}
	return slices.Contains([]string{"can", "could", "pls", "please", "plz", "move", "make", "put", "push", "shift", "just", "if", "u", "you", "we", "i", "let's", "lets", "change", "book", "cancel"}, toks[k+1].s)
}

// shouldBeTime is the time of day alone a part says a job should have
// ("should be 1"), or nil.
func shouldBeTime(in request) *When {
	w := in.NewWhen
	if w == nil {
		w = in.When
	}
	if w == nil || !w.HasTime || w.HasDate || w.Soft {
		return nil
	}
	return w
}

// headedListItemRe is an item's mark at the start of a line of a list:
// "- ", "• ", "* ", "1) ", "2. ".
var headedListItemRe = mustCompile(`^\s*(?:[-–—•*]|\(?[1-9][).])\s+`)

// greetingWords open a message before what it is about.
var greetingWords = map[string]bool{"hi": true, "hey": true, "hello": true, "ok": true, "okay": true, "so": true}

// headedListWords are the words a list's header may have besides a pro
// and a day: "2 things for dale", "few jobs for nora tues".
var headedListWords = map[string]bool{"things": true, "thing": true, "stuff": true, "items": true, "jobs": true, "job": true, "tasks": true,
	"todo": true, "todos": true, "updates": true, "changes": true, "list": true, "for": true, "with": true, "on": true, "a": true,
	"few": true, "couple": true, "of": true, "two": true, "three": true, "four": true, "some": true, "quick": true, "re": true}

// headedList reads a list under a header that names a pro or a day ("2
// things for dale 1) sherman gutters tmrw - cancel 2) cherry cottage fence
// - …", "nora tues 3/10: 1) cherry cottage inspection 10am 2) sherman ave
// 13:00", "for hank:\n- …\n- …") as one line per item, each with the
// header's day when it says none and the header's pro when it names no
// pro (the lines are then parts of their own, see clauses). A header with
// other words (a property: placeList; news; a question) is left as it is.
func (s *session) headedList(msg string) string {
	var head string
	var items []string
	if numbered := listNumberRe.FindAllStringIndex(msg, -1); len(numbered) >= 2 {
		for k, m := range numbered {
			if n := strings.Trim(msg[m[0]:m[1]], " \t\n\r()."); n != strconv.Itoa(k+1) {
				return msg // "1) … 2) …", in order, never a time's "3."
			}
		}
		head = msg[:numbered[0][0]]
		if h := strings.TrimSpace(head); h != "" && strings.ContainsAny(h[len(h)-1:], ".!") && !strings.ContainsAny(h, "\n\r") {
			// "pruitts are bringing the dog after all. 1) add to sam r's
			// cherry clean fri: … 2) sam t to restock there mon at 13:00":
			// a sentence of its own before the list (news, a reason) is no
			// header; it is a part, and each item one more.
			parts := []string{h}
			for k, m := range numbered {
				end := len(msg)
				if k+1 < len(numbered) {
					end = numbered[k+1][0]
				}
				it := strings.TrimSpace(msg[m[1]:end])
				if it == "" {
					return msg
				}
				parts = append(parts, it)
			}
			return strings.Join(parts, "\n")
		}
		if strings.TrimSpace(head) == "" {
			// "1) rosa on the salt house turnover … 2) the restock tmrw
			// can move to 4pm" (a forwarding header read past): each
			// item is a part of its own, its time its own.
			var parts []string
			for k, m := range numbered {
				end := len(msg)
				if k+1 < len(numbered) {
					end = numbered[k+1][0]
				}
				if it := strings.TrimSpace(msg[m[1]:end]); it != "" {
					parts = append(parts, it)
				}
			}
			if len(parts) < 2 {
				return msg
			}
			return strings.Join(parts, "\n")
		}
		for k, m := range numbered {
			end := len(msg)
			if k+1 < len(numbered) {
				end = numbered[k+1][0]
			}
			items = append(items, strings.TrimSpace(msg[m[1]:end]))
		}
	} else if strings.ContainsAny(msg, "\n\r") {
		lines := strings.FieldsFunc(msg, func(r rune) bool { return r == '\n' || r == '\r' })
		if len(lines) < 3 || headedListItemRe.MatchString(lines[0]) {
			return msg
		}
		head = lines[0]
		for _, l := range lines[1:] {
			if strings.TrimSpace(l) == "" {
				continue
			}
			loc := headedListItemRe.FindStringIndex(l)
			if loc == nil {
				return msg
			}
			items = append(items, strings.TrimSpace(l[loc[1]:]))
		}
	} else {
		return msg
	}
	if len(items) < 2 || slices.Contains(items, "") {
		return msg
	}
	head = strings.TrimRight(strings.TrimSpace(head), ":-–— ")
	toks := tokenize(head)
	if len(toks) == 0 || len(toks) > 7 {
		return msg
	}
	preamble := false
	if k := index(toks, 1, "from"); k > 0 && !slices.ContainsFunc(toks[:k], func(t token) bool {
		return !headedListWords[t.s] && !(isDigits(t.s) && len(t.s) == 1) && !greetingWords[t.s]
	}) && len(toks)-k <= 4 {
		// "Two things from Linda: 1) … 2) …": who the list comes from,
		// not a pro or a day of its items; each item is a part of its
		// own, as it says.
		toks, preamble = toks[:k], true
	}
	var pro *steward.Pro
	var rest []token
	for _, t := range toks {
		if headedListWords[t.s] || isDigits(t.s) && len(t.s) == 1 || preamble && greetingWords[t.s] {
			continue
		}
		if p := s.proByWord(t.s); p != nil && pro == nil {
			pro = p
			continue
		}
		rest = append(rest, t)
	}
	day := ""
	if len(rest) > 0 {
		w, ok := ReadWhen(joinRaw(rest), s.now, time.UTC)
		period := !slices.ContainsFunc(rest, func(t token) bool {
			return !slices.Contains([]string{"next", "this", "wk", "week", "weekend", "coming"}, t.s)
		})
		switch {
		case ok && w.HasDate && !w.HasTime && !slices.ContainsFunc(rest, func(t token) bool {
			return !isDateWord(t.s) && !isDigitsOrOrdinal(t.s) && !strings.Contains(t.s, "/") && !slices.Contains([]string{"the", "next", "this", "tmr", "tues", "thurs", "weds"}, t.s)
		}):
			day = joinRaw(rest)
		case period:
			// "2 things for next wk": each item says its own day.
		default:
			return msg
		}
	}
	if pro == nil && day == "" {
		if preamble {
			return strings.Join(items, "\n")
		}
		return msg
	}
	var first []string
	if pro != nil {
		first = strings.Fields(foldAccents(pro.Name))
	}
	for k, it := range items {
		it = strings.TrimRight(it, " ,;")
		if w, ok := ReadWhen(it, s.now, time.UTC); day != "" && (!ok || !w.HasDate) {
			it += " " + day
		}
		if len(first) > 0 && !slices.ContainsFunc(tokenize(it), func(t token) bool { return s.proByWord(t.s) != nil }) {
			it += " with " + strings.ToLower(first[0])
		}
		items[k] = it
	}
	return strings.Join(items, "\n")
}

// proByWord is the one active pro whose first or family name is w, nil
// when none or several.
func (s *session) proByWord(w string) *steward.Pro {
	var found *steward.Pro
	for _, p := range s.pros {
		if !p.Active || !nameSays(strings.Fields(proNameFold(p.Name)), []string{w}, firstOrFamilyName) {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	if found == nil && len(w) >= 4 && !commonWords[w] {
		// "Sarge:" for the pro whose e-mail is sarge.tillman@…: a call
		// sign the e-mail's own words say, one pro's only.
		for _, p := range s.pros {
			local, _, _ := strings.Cut(strings.ToLower(p.Email), "@")
			if !p.Active || !slices.Contains(strings.FieldsFunc(local, func(r rune) bool { return r == '.' || r == '_' || r == '-' || r == '+' }), w) {
				continue
			}
			if found != nil {
				return nil
			}
			found = p
		}
	}
	return found
}

// refinesTime reports whether the time of in, a report said right after the
// visit prev, is prev's own time said more exactly rather than a visit of
// its own: an offset from the same guests prev's time follows ("once the
// brennans check out … like an hr after they leave"), or a bare hour on the
// day prev's anchor gave ("… its dripping. around noon").
func refinesTime(prev, in request) bool {
	if prev.anc == nil {
		return false
	}
	if in.anc != nil {
		if in.anc.job || prev.anc.job || in.anc.offset == 0 && in.anc.hour < 0 {
			return false
		}
		if in.anc.pronoun && len(in.anc.guests) == 0 {
			return true
		}
		for _, g := range in.anc.guests {
			if slices.Contains(prev.anc.guests, g) {
				return true
			}
		}
		return in.anc.pronoun && (in.anc.stay == nil || prev.anc.stay == nil || in.anc.stay == prev.anc.stay)
	}
	return !in.When.HasDate && in.When.HasTime && len(in.dates) <= 1
}

// dottedDateRe is a day and month written with full stops: "10.03.".
var dottedDateRe = mustCompile(`^\d{1,2}\.\d{1,2}\.$`)

// abbrevStop says the full stop ending prev belongs to a title ("Mrs.")
// or to a dotted date ("10.03.") followed by a word in lower case, so
// it ends no sentence.
func abbrevStop(prev, next string) bool {
	if !strings.HasSuffix(prev, ".") {
		return false
	}
	if honorifics[strings.ToLower(strings.TrimLeft(strings.TrimSuffix(prev, "."), `([{"'`))] && !strings.HasSuffix(strings.TrimRight(next, `"')]}`), ",") &&
		!capsCode(prev, next) { // ("… to MR. give the rino turn …": a pro's initials end the sentence, dispatchplus.go)
		return true // ("with Mrs. Kowalska, after her cleaning" stays as it was read)
	}
	r := []rune(strings.TrimLeft(next, `([{"'`))
	return dottedDateRe.MatchString(prev) && len(r) > 0 && unicode.IsLower(r[0])
}

// hourLeadWords may come before the hour of a part that only gives the
// hour of a move said before: "like to 1", "maybe 2", "say around 3".
var hourLeadWords = map[string]bool{"like": true, "maybe": true, "say": true, "to": true, "at": true, "around": true, "about": true,
	"prob": true, "probably": true, "ideally": true, "so": true, "til": true, "till": true, "until": true, "or": true, "ok": true,
	"okay": true, "pls": true, "please": true, "actually": true, "instead": true, "more": true, "lets": true, "let's": true}

// hourThenReason reads a part that is only an hour, with filler words
// before it ("like to 1", "maybe 2pm"), and nothing after it or a reason
// with a subject of its own ("tasha has a dentist thing in the am",
// busyReason, or a clause opened by a pro or "she"/"he"/"they" with no
// request in it). A bare number is an hour in business hours (1–6 are
// afternoon).
func (s *session) hourThenReason(part string) (When, bool) {
	toks := tokenize(part)
	k := 0
	for k < len(toks) && hourLeadWords[toks[k].s] {
		k++
	}
	if k >= len(toks) {
		return When{}, false
	}
	var h, m, n int
	if isDigits(toks[k].s) && !(k+1 < len(toks) && slices.Contains([]string{"am", "pm", "a", "p", "oclock", "o'clock", "in"}, toks[k+1].s)) {
		// a bare hour: business hours
		h, _ = strconv.Atoi(toks[k].s)
		if h < 1 || h > 12 {
			return When{}, false
		}
		if h <= 6 {
			h += 12
		}
		n = 1
	} else {
		var ok bool
		if h, m, n, ok = readClock(toks, k); !ok || n <= 0 {
			return When{}, false
		}
	}
	rest := toks[k+n:]
	for len(rest) > 0 && followUpWords[rest[0].s] {
		rest = rest[1:]
	}
	if len(rest) > 0 && !busyReason(rest) {
		subj := rest[0].s
		names := make([]string, 0, len(s.pros))
		for _, p := range s.pros {
			names = append(names, p.Name)
		}
		if len(rest) < 3 || !reasonSubjects[subj] && len(matchPeople(rest[:1], names)) == 0 && len(s.proByShortName(rest[:1])) == 0 {
			return When{}, false
		}
		if _, _, svc := serviceOf(rest); svc || isQuestion(rest) || has(rest, "can", "could", "should", "pls", "please", "also", "too", "cancel", "move",
			"book", "schedule", "instead", "do", "take", "cover", "not", "cant", "can't", "cannot", "wont", "won't") {
			return When{}, false
		}
	}
	return When{HasTime: true, Hour: h, Minute: m}, true
}

// busyReason says a part only tells why someone can't keep a job's time
// ("The technician has another appointment before", "they have too much
// work this week", "he has a family thing"): a statement with no request
// of its own, no day and no time.
func busyReason(toks []token) bool {
	if len(toks) == 0 || len(toks) > 14 || isQuestion(toks) {
		return false
	}
	busy := false
	for i, t := range toks {
		switch t.s {
		case "please", "pls", "plz", "can", "could", "would", "should", "must", "move", "shift", "cancel", "book", "schedule", "put", "give", "change", "make", "need", "want", "not", "no", "dont", "don't", "cant", "can't", "cannot":
			return false
		}
		if strings.IndexFunc(t.s, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
			return false
		}
		if t.s != "has" && t.s != "have" && t.s != "had" {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			switch toks[j].s {
			case "appointment", "appointments", "appt", "appts", "meeting", "commitment", "engagement", "emergency", "dentist", "doctor", "doctors",
				"mass", "church", "funeral", "wedding", "christening", "communion":
				// ("she has a dentist appt up in sturgeon bay"; "she has
				// mass", "he has a funeral": fixs24E)
				busy = true
			case "work":
				busy = busy || toks[j-1].s == "much"
			case "thing":
				// "he has a family thing", "tasha has a dentist thing in
				// the am" (not "has the thing")
				busy = busy || toks[j-1].s != "the" && toks[j-1].s != "a" && toks[j-1].s != "that" && toks[j-1].s != "this" && toks[j-1].s != "has"
			case "job", "jobs":
				busy = busy || toks[j-1].s == "another" || toks[j-1].s == "other"
			}
		}
	}
	// "they said earlier works better for them": a preference relayed,
	// why the move is asked (no request of its own).
	// "Magic is without people this week", "luciana is short staffed":
	// the pro has nobody to send, why the job goes to another.
	for _, p := range []string{"without people", "without staff", "without anyone", "without anybody", "short staffed", "short handed", "shorthanded", "understaffed", "has no people", "have no people", "has no staff", "have no staff"} {
		if hasPhrase(toks, p) {
			return true
		}
	}
	return busy || otherCustomer(toks) || hasPhrase(toks, "works better") || hasPhrase(toks, "suits them better") || hasPhrase(toks, "better for them") ||
		hasPhrase(toks, "better for him") || hasPhrase(toks, "better for her")
}

// urgencyWords are the words of a host saying a job can wait.
var urgencyWords = map[string]bool{"not": true, "so": true, "urgent": true, "very": true, "better": true, "but": true, "morning": true, "afternoon": true,
	"can": true, "wait": true, "isnt": true, "isn't": true, "no": true, "rush": true, "hurry": true}

// canWait says a statement only tells that a job is not urgent: "the
// repair of the sauna is not so urgent", "the gutter job can wait".
func canWait(toks []token) bool {
	return notUrgent(toks) || hasPhrase(toks, "can wait") || hasPhrase(toks, "no rush") || hasPhrase(toks, "no hurry")
}

// cancelClauseService reports whether the clause of "cancel it" itself
// names a service ("cancel it, the clean I mean"), rather than only the
// reason after it ("cancel it then, jim cleaned the gutters himself").
func cancelClauseService(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]string{"cancel", "scrap", "kill", "drop", "nix", "scratch"}, toks[i].s) {
			continue
		}
		end := i + 2
		for end < len(toks) && !toks[end-1].stop {
			end++
		}
		_, _, ok := serviceOf(toks[:end])
		return ok
	}
	return true
}

// cancelsIt reports "cancel it", "cancel that", "scrap it then": a cancel
// whose object is a pronoun right after the verb, the job the
// conversation is about.
func cancelsIt(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if slices.Contains([]string{"cancel", "scrap", "kill", "drop", "nix", "scratch"}, toks[i].s) && slices.Contains([]string{"it", "that", "this"}, toks[i+1].s) &&
			(i+2 >= len(toks) || toks[i+1].stop || !slices.Contains([]string{"job", "one", "visit", "clean", "cleaning", "restock", "inspection", "repair"}, toks[i+2].s)) {
			return true
		}
	}
	return false
}

// givesIt reports a pro given a job named only by a pronoun: "put maria
// on it", "give it to maria", "have maria do that", "maria can take it".
func givesIt(toks []token) bool {
	if !has(toks, "it", "that", "this", "them", "one") || has(toks, "another", "new", "also", "instead", "and") {
		return false
	}
	return has(toks, "put", "give", "assign", "hand", "have", "let", "get", "take", "takes", "grab", "cover", "handle", "do")
}

// relayedNo reports a no passed on or explained, said to the assistant's
// "Want me to go ahead?": "Barb says no, not before 4", "nope, the owner
// said no", "no - jim won't allow it". It opens with a no, or says who
// refused, and asks for nothing else (no move, booking or "instead").
func relayedNo(toks []token) bool {
	if len(toks) < 2 || len(toks) > 12 || has(toks, "yes", "ok", "okay", "fine", "instead", "actually", "but", "move", "book", "make", "cancel", "change", "push", "schedule",
		"problem", "prob", "worries", "worry", "mind", "minds", "go", "ahead") { // ("no problem, go ahead", "she doesn't mind": a yes)
		return false
	}
	no := slices.Contains([]string{"no", "nope", "nah"}, toks[0].s)
	relay := has(toks, "says", "said", "say") && has(toks, "no", "not", "nope", "nah") ||
		has(toks, "declined", "refused", "denied", "rejected", "won't", "wont")
	return no || relay
}

// relayedYes reports a yes passed on or explained: "yes, Jim says that's
// fine", "yep she confirmed", "ok the owner approved it". It opens with a
// yes, or says who agreed ("barb says ok"), and says nothing but that it
// is agreed: no negation, no day, time, place or other request.
func relayedYes(toks []token) bool {
	if len(toks) < 2 || len(toks) > 10 || has(toks, "not", "no", "dont", "don't", "wait", "hold", "but", "instead", "actually", "cancel", "move", "book") {
		return false
	}
	yes := slices.Contains([]string{"yes", "yeah", "yep", "yup", "sure", "ok", "okay", "y"}, toks[0].s)
	relay := has(toks, "says", "said", "confirmed", "agreed", "approved", "agrees", "ok'd", "okd")
	fine := has(toks, "fine", "ok", "okay", "good", "confirmed", "agreed", "approved", "works", "great", "agrees", "alright")
	return (yes || relay) && fine && (yes && len(toks) <= 8 || relay)
}

// proOpens says a piece opens with a pro's name and what they are to do:
// "karen to restock monday", "dale on the gutters".
func (s *session) proOpens(p string) bool {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(p)))
	if len(f) < 3 || s.proByWord(strings.Trim(f[0], ",.;:!?")) == nil {
		return false
	}
	return slices.Contains([]string{"to", "on", "can", "should", "will", "is", "does", "do"}, f[1])
}

// onlyHourSaid says a piece only gives an hour, hedged or not: "say 2",
// "like noon", "around 10ish".
func onlyHourSaid(p string) bool {
	toks := tokenize(p)
	for len(toks) > 0 && slices.Contains([]string{"say", "like", "around", "about", "maybe", "at", "by", "ish", "or", "so"}, toks[0].s) {
		toks = toks[1:]
	}
	if len(toks) == 0 || len(toks) > 2 {
		return false
	}
	if toks[0].s == "noon" || toks[0].s == "midday" {
		return len(toks) == 1
	}
	_, _, n, ok := readClock(toks, 0)
	return ok && n == len(toks)
}

// possessiveMoveRe is a job named by its pro's possessive, opening a part,
// then "to" a new time or day with no verb: "lakeshore's friday turnover
// at the lake house to noon please, and dale's saugatuck gutter job tues
// to 2pm".
var possessiveMoveRe = mustCompile(`(?i)(^|,\s*(?:and\s+)?|;\s*|[.!?:]\s+|\s+and\s+)([a-z]+(?:'s|’s)\s+[^,.;:!?]{3,60}?\s+to\s+(?:noon|midday|\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?\b|mon|tue|wed|thu|fri|sat|sun|tom|tmrw|next|the\s+\d))`)

// possessiveMoves reads each part that names a pro's job by the
// possessive and says only where it goes ("<pro>'s <job> to <time>") as
// a move of that job, never a booking: "move <pro>'s <job> to <time>".
func possessiveMoves(msg string, pros []*steward.Pro) string {
	ms := possessiveMoveRe.FindAllStringSubmatchIndex(msg, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		part := msg[m[4]:m[5]]
		toks := tokenize(part)
		if !proPossessive(part, pros) || slices.ContainsFunc(toks, func(t token) bool {
			return clauseVerbs[t.s] || commaVerbs[t.s] || slices.Contains(creationVerbs, t.s) ||
				slices.Contains([]string{"move", "push", "bump", "shift", "reschedule", "change", "cancel", "add", "book", "need", "needs", "wants", "is", "was"}, t.s)
		}) {
			continue
		}
		if _, _, ok := serviceOf(toks); !ok && !has(toks, "job", "visit", "appointment") {
			continue
		}
		msg = msg[:m[4]] + "move " + msg[m[4]:]
	}
	return msg
}

// onlyJobThatDay is day d (its date alone) when in's property has
// several upcoming jobs of in's service (and pro, when named) and exactly
// one of them is on d; nil otherwise.
func (s *session) onlyJobThatDay(in request, d When) (*When, error) {
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return nil, err
	}
	loc := s.loc(in.AddressID)
	all, that := 0, 0
	for _, j := range jobs {
		if j.ServiceType != in.Service || in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
			continue
		}
		all++
		if t := j.ScheduledAt.In(loc); t.Year() == d.Year && t.Month() == d.Month && t.Day() == d.Day {
			that++
		}
	}
	if all < 2 || that != 1 {
		return nil, nil
	}
	return &When{HasDate: true, Year: d.Year, Month: d.Month, Day: d.Day}, nil
}

// whyAsked reports whether toks only say why the question before is asked
// ("need to know for towels", "asking bc of the linens", "just wondering"):
// a short clause opening with those words, no question or request of its
// own.
func whyAsked(toks []token) bool {
	if len(toks) == 0 || len(toks) > 10 || isQuestion(toks) {
		return false
	}
	if slices.Contains([]string{"i", "we", "just", "gotta", "kinda", "sorta"}, toks[0].s) && len(toks) > 1 {
		toks = toks[1:]
	}
	for _, p := range []string{"need to know", "needs to know", "wanna know", "want to know", "asking for", "asking because", "asking bc", "asking cuz",
		"wondering", "curious", "just curious", "for planning", "planning purposes",
		// "how many ppl in the nguyen party? need it for the firewood +
		// towels": "it" is the answer, wanted for the work said.
		"need it for", "need that for", "need this for", "need the number for", "need the count for", "it's for", "its for"} {
		if n := len(strings.Fields(p)); len(toks) >= n && hasPhrase(toks[:n], p) {
			return !has(toks, "book", "schedule", "cancel", "move", "add", "put", "send", "can", "could", "pls", "please")
		}
	}
	// "is there some cleaning without nobody next week? I want to fix it
	// before friday": the host's own plan for what the answer shows.
	if n := len(toks); n >= 3 && slices.Contains([]string{"want", "wanna", "need", "have", "like"}, toks[0].s) {
		k := 1
		if toks[k].s == "to" {
			k++
		}
		if k+1 < n && slices.Contains([]string{"fix", "sort", "fill", "cover", "staff", "handle", "sorting", "fixing"}, toks[k].s) &&
			slices.Contains([]string{"it", "that", "them", "this", "those", "these"}, toks[k+1].s) {
			return !has(toks, "book", "schedule", "cancel", "move", "add", "put", "send", "can", "could", "pls", "please")
		}
	}
	return false
}

// jobTopicThenVerb reports whether fields open with a job named as a
// topic ("(and) on the red rock hot tub job monday", "for marco's walk
// thru on the 10th") and go on with a verb of change within a few words
// ("… add a note that …", "… move it to 2").
func jobTopicThenVerb(fields []string) bool {
	k := 0
	if k < len(fields) && slices.Contains([]string{"and", "also", "then", "plus"}, strings.ToLower(fields[k])) {
		k++
	}
	if k+2 >= len(fields) || !slices.Contains([]string{"on", "for", "re"}, strings.ToLower(fields[k])) {
		return false
	}
	job := false
	for _, f := range fields[k+1 : min(len(fields), k+10)] {
		w := strings.ToLower(strings.Trim(f, ",.;:!?"))
		if clauseVerbs[w] || moveVerbs[w] {
			return job
		}
		if _, _, ok := serviceOf(tokenize(w)); ok || w == "job" || w == "visit" {
			job = true
		}
	}
	return false
}

// onlyServiceSaid reports whether toks say only what kind of work a visit
// is ("just a quick inspection", "its an inspection", "a cleaning pls"):
// a service and a few words around it, nothing else.
func onlyServiceSaid(toks []token) bool {
	if len(toks) == 0 || len(toks) > 6 {
		return false
	}
	for _, t := range toks {
		if _, _, svc := serviceOf([]token{t}); svc {
			continue
		}
		if !slices.Contains([]string{"just", "a", "an", "quick", "short", "small", "little", "lil", "its", "it's", "it", "is", "thats", "that's", "only",
			"pls", "please", "plz", "lol", "ty", "thx", "for", "the", "one"}, t.s) {
			return false
		}
	}
	return true
}

// hourWord reports whether w is said as an hour of the clock: "11",
// "9:30", "10am", "1030".
func hourWord(w string) bool {
	c := strings.TrimSuffix(strings.TrimSuffix(w, "am"), "pm")
	if h, err := strconv.Atoi(c); err == nil && len(c) <= 2 {
		return h >= 1 && h <= 12 || c != w && h <= 23
	}
	if hh, mm, ok := strings.Cut(c, ":"); ok {
		return isDigits(hh) && isDigits(mm) && len(hh) <= 2 && len(mm) == 2
	}
	return clockLike(c)
}

// purposeWeekAfter reports "next week" said after the day ending at end
// in a clause of purpose or deadline, never the week the day is in: "a
// linens run sat 10am so its stocked for next wk", "restock fri before
// next week's guests".
func purposeWeekAfter(toks []token, end int) bool {
	for i := end; i+1 < len(toks); i++ {
		if toks[i].s == "next" && (toks[i+1].s == "week" || toks[i+1].s == "wk" || toks[i+1].s == "weeks" || toks[i+1].s == "wks") {
			return false
		}
		switch toks[i].s {
		case "so", "before", "ahead":
			// (the clause must reach "next week" with no other day between)
			for j := i + 1; j+1 < len(toks); j++ {
				if namesWeekday(toks[j : j+1]) {
					return false
				}
				if toks[j].s == "next" && (toks[j+1].s == "week" || toks[j+1].s == "wk" || toks[j+1].s == "weeks" || toks[j+1].s == "wks") {
					return true
				}
			}
			return false
		}
	}
	return false
}

// cancelsItThenReason reports whether a cancel's object is a bare "it",
// "that" or "this" closed by punctuation ("if not pls kill it, alvarez
// fam is bringing their own groceries"): the guests named after it are
// the reason, never the stay to cancel.
func cancelsItThenReason(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].s == "cancel" && !toks[i].stop && slices.Contains([]string{"it", "that", "this"}, toks[i+1].s) && toks[i+1].stop &&
			!has(toks[i+2:], "stay", "stays", "reservation", "reservations", "booking", "bookings", "trip", "cancel") {
			return true
		}
	}
	return false
}

// plainWords are everyday words a city's short name (cityNicknames) might
// look like: "safe" is never "Santa Fe".
var plainWords = map[string]bool{"safe": true, "same": true, "sure": true, "sale": true, "side": true, "site": true, "save": true,
	"fine": true, "free": true, "here": true, "there": true, "home": true, "time": true, "done": true, "gone": true, "late": true}

// streetThenConnective reports a sentence after a street's "St." that
// opens with a capitalised connective and a request ("… at Ball St. Also
// could you add a note …"): the full stop ends the sentence too.
func streetThenConnective(rest []string) bool {
	if len(rest) < 3 || rest[0] == "" || !unicode.IsUpper([]rune(rest[0])[0]) {
		return false
	}
	w := strings.ToLower(strings.Trim(rest[0], ",.;:!?"))
	n := strings.ToLower(strings.Trim(rest[1], ",.;:!?"))
	return (w == "also" || w == "additionally" || w == "and") && (n == "can" || n == "could" || n == "would" || n == "pls" || n == "please" || commaVerbs[n])
}

// habitualAt reports whether the date at toks[start] ends what is always
// so, in a sentence of its own ("… could it start at 10:30 instead? The
// ferry line is always long in the morning"): a reason, never the job's
// time.
func habitualAt(toks []token, start int) bool {
	for p := start - 1; p >= 0; p-- {
		if toks[p].stop {
			return false
		}
		switch toks[p].s {
		case "always", "usually", "typically", "generally", "normally":
			return p > 0 && (toks[p-1].s == "is" || toks[p-1].s == "are" || toks[p-1].s == "gets" || toks[p-1].s == "get")
		}
	}
	return false
}

// guessChecked reports whether toks are only a guess put as a yes-or-no
// question after a question: "is it Tuesday?", "is that at 10?", "was it
// the 10th?".
func guessChecked(toks []token) bool {
	if len(toks) < 3 || len(toks) > 6 || !toks[len(toks)-1].ask {
		return false
	}
	if !slices.Contains([]string{"is", "was", "isn't", "isnt"}, toks[0].s) || !slices.Contains([]string{"it", "that", "this"}, toks[1].s) {
		return false
	}
	for _, t := range toks[2:] {
		if !isWeekdayWord(t.s) && !isDateWord(t.s) && !slices.Contains([]string{"on", "at", "the", "still", "for", "tomorrow", "today", "morning", "afternoon", "evening", "noon"}, t.s) &&
			strings.Trim(t.s, "0123456789:/.apmth") != "" {
			return false
		}
	}
	return true
}

// oneDescribed reports whether toks only describe a job ("the one this
// morning w tom", "the one at 2 with marco"): "the one" and no verb of
// change.
func oneDescribed(toks []token) bool {
	if len(toks) < 3 || toks[0].s != "the" || toks[1].s != "one" || len(toks) > 10 {
		return false
	}
	normalizeVerbs(toks)
	return !has(toks, "book", "schedule", "cancel", "move", "reschedule", "add", "put", "give", "assign", "make", "change", "push", "confirm",
		"send", "pls", "please", "can", "could", "should", "instead", "needs", "need")
}

// datesOpen says date d opens the message ("next wednesday, …", "on the
// 12th, …") and is not when something began ("yesterday, …", "since
// monday, …", "last night, …", "this morning, …").
func datesOpen(toks []token, d When) bool {
	if d.start < 0 || d.end > len(toks) || d.start >= d.end {
		return false
	}
	for _, t := range toks[:d.start] {
		if t.s != "on" && t.s != "for" && t.s != "the" {
			return false
		}
	}
	return !slices.ContainsFunc(toks[:d.end], func(t token) bool {
		return slices.Contains([]string{"yesterday", "since", "last", "earlier", "ago", "morning", "tonight", "night"}, t.s)
	})
}

// bareJobPhrase reports whether a part of a message is only a job said
// with "a"/"an" and no verb or pro of its own ("a restock there at 1",
// "an inspection after"): the object of the verb of the part before.
func bareJobPhrase(toks []token) bool {
	if len(toks) > 0 && toks[0].s == "and" {
		toks = toks[1:]
	}
	if len(toks) < 2 || toks[0].s != "a" && toks[0].s != "an" {
		return false
	}
	if _, _, ok := serviceOf(toks[1:2]); !ok {
		return false
	}
	for _, t := range toks[2:] {
		if clauseVerbs[t.s] || t.s == "for" || t.s == "with" || t.s == "by" {
			return false
		}
	}
	return true
}

// prosWorkVerb reports whether a part gives a pro the work as the object
// of its verb: "have ana do …", "get ana to do …", "put ana on …",
// "ana will handle …".
func prosWorkVerb(toks []token) bool {
	return has(toks, "do", "does", "doing", "handle", "handles", "cover", "covers", "take", "takes") || has(toks, "put") && has(toks, "on")
}

// putProAt reports whether toks, "put" or "have" first, then say the pro
// (by name, or "the <thing> <person noun>") and "at" or "out": "put gus
// at the pincushion place", "have the septic people at gooseberry".
func putProAt(toks []token, p *steward.Pro) bool {
	for k := 2; k < len(toks) && k <= 5; k++ {
		if toks[k].s != "at" && toks[k].s != "out" {
			if toks[k-1].stop {
				return false
			}
			continue
		}
		return k <= 3 && startsWithPro(toks[1:], p) || k == 4 && startsWithPro(toks[2:], p) ||
			toks[1].s == "the" && k >= 3 && personNouns[toks[k-1].s]
	}
	return false
}
