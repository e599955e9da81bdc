package assistant

import (
	"strings"
)

// Phrasings read as a shorter one the engine already understands.

// emailAddressRe is "e-mail address": the pro's e-mail, never a
// property's address.
var emailAddressRe = mustCompile(`(?i)\be-?mail\s+addr(?:ess|esses)?\b`)

// whoDoesRe is a pro named by the work they do: "the gentleman who
// repairs the lanai screens", "the lady that cleans the pool", "the
// company who services the hvac".
var whoDoesRe = mustCompile(`(?i)\b(?:the|our|that|this)\s+(?:(?:nice|young|kind|lovely|sweet|dear|little|good|old|older)\s+)?(?:guy|man|gentleman|gent|fellow|chap|lady|woman|gal|person|company|outfit|folks|people|crew)\s+(?:who|that|which)\s+(?:usually\s+|always\s+|normally\s+)?(?:repairs|fixes|does|services|cleans|maintains|installs|handles|treats|sprays|replaces|checks|inspects)\s+(?:the\s+|our\s+|all\s+the\s+)?((?:[a-z]+\s+)?[a-z]+)\b`)

// ifFreeRe is a pro's availability said as a condition of a request
// ("… and Bethany if she is free"): every booking is checked against the
// pro's other jobs, so the condition adds nothing and is no question.
var ifFreeRe = mustCompile(`(?i),?\s+if\s+(?:she|he|they)(?:\s+is|\s+are|'s|’s|'re|’re)?\s+(?:free|available)\b`)

// asideOpeningRe is a sentence that opens with a clause of
// circumstance before its request: "While he is out our way, please also
// have him look at …", "Since she is there anyway, could she …".
var asideOpeningRe = mustCompile(`(^|[.!;]\s+)(?:While|Whilst|Since|As|Seeing as|Because)\s+([^.,;!?]{3,60}),\s+((?i:please|kindly|could|would|can|will|do|have|get|book))\b`)

// dropAsides takes out such an opening clause when it names no day or
// time of its own, so the request after it starts the sentence.
func dropAsides(msg string) string {
	return asideOpeningRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := asideOpeningRe.FindStringSubmatch(m)
		for _, t := range tokenize(sub[2]) {
			if isDateWord(t.s) || isWeekdayWord(t.s) || tomorrowWord(t.s) || t.s == "today" || t.s == "tonight" || dayParts[t.s] > 0 ||
				strings.ContainsAny(t.s, "0123456789") {
				return m
			}
		}
		return sub[1] + strings.ToUpper(sub[3][:1]) + sub[3][1:]
	})
}

// aQuarterRe is "a quarter to eleven", "a quarter past nine": the
// article before a clock said in words, read as "quarter to eleven".
var aQuarterRe = mustCompile(`(?i)\ba\s+(quarter\s+(?:to|past|after|till|til)\s)`)

// notThing are words after the thing that are not part of it.
var notThing = map[string]bool{"come": true, "go": true, "get": true, "be": true, "is": true, "was": true, "do": true, "can": true,
	"could": true, "will": true, "would": true, "came": true, "coming": true, "said": true, "says": true, "out": true, "over": true,
	"here": true, "there": true, "next": true, "last": true, "again": true, "today": true, "tomorrow": true, "tmrw": true, "please": true, "pls": true,
	"number": true, "phone": true, "email": true, "contact": true, "info": true,
	// a verb after the thing: "… who does our plumbing look at it"
	"look": true, "see": true, "check": true, "fix": true, "take": true, "stop": true, "swing": true, "pop": true, "drop": true,
	"start": true, "has": true, "had": true, "have": true, "comes": true, "should": true, "might": true, "may": true,
	"asked": true, "called": true, "telephoned": true, "tells": true, "told": true, "needs": true, "wants": true}

// tradeOf names the trade of the work a pro does: "the gentleman who does
// our plumbing" is the plumber, "the lady who does our cleaning" the
// cleaner.
var tradeOf = map[string]string{"plumbing": "plumber", "cleaning": "cleaner", "electrical": "electrician", "wiring": "electrician",
	"electric": "electrician", "inspection": "inspector", "restocking": "restocker", "landscaping": "landscaper", "painting": "painter"}

// placeWords are what a pro who cleans cleans when it is the rentals
// themselves: "the young lady who cleans the cabins" is the cleaner.
var placeWords = map[string]bool{"cabin": true, "house": true, "home": true, "cottage": true, "condo": true, "lodge": true, "place": true,
	"unit": true, "rental": true, "property": true, "apartment": true, "flat": true, "villa": true, "chalet": true}

// fromCompanyRe is a pro described as someone from a kind of company:
// "the nice man from the pest company", "the fellow from the chimney
// people": the pest guy, the chimney guy.
var fromCompanyRe = mustCompile(`(?i)\b(?:the|our|that|this)\s+(?:(?:nice|young|kind|lovely|sweet|dear|little|good|old|older)\s+)?(?:guy|man|gentleman|gent|fellow|chap|lady|woman|gal|person|girl|boy|lad|young\s+man)\s+from\s+(?:the|our)\s+([a-z]+)\s+(?:company|people|folks|outfit|service|firm|place)\b`)

// plainAsk returns msg with those phrasings said plainly: "the
// e-mail address for the gentleman who repairs the lanai screens" is "the
// email for the screen guy" (a trade named as "the X guy", resolved as
// such: rolePro).
func plainAsk(msg string) string {
	msg = emailAddressRe.ReplaceAllString(msg, "email")
	if !strings.Contains(msg, "?") {
		msg = ifFreeRe.ReplaceAllString(msg, "")
	}
	msg = dropAsides(msg)
	msg = aQuarterRe.ReplaceAllString(msg, "$1")
	msg = fromCompanyRe.ReplaceAllStringFunc(msg, func(m string) string {
		thing := strings.ToLower(fromCompanyRe.FindStringSubmatch(m)[1])
		if stopWords[thing] || notThing[thing] {
			return m
		}
		return "the " + thing + " guy"
	})
	return whoDoesRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := whoDoesRe.FindStringSubmatch(m)
		f := strings.Fields(strings.ToLower(sub[1]))
		rest := ""
		if len(f) == 2 && (stopWords[f[1]] || notThing[f[1]] || isDateWord(f[1])) {
			// "… who fixes the screens come to …": the thing ends before
			// the verb.
			f, rest = f[:1], " "+sub[1][strings.LastIndex(sub[1], " ")+1:]
		}
		if len(f) == 2 && tradeOf[f[0]] != "" {
			// "the lady who does our cleaning clean Foxglove": the trade,
			// then the sentence's own verb.
			return "the " + tradeOf[f[0]] + " " + sub[1][strings.LastIndex(sub[1], " ")+1:]
		}
		if len(f) == 1 && tradeOf[f[0]] != "" {
			return "the " + tradeOf[f[0]] + rest // "the gentleman who does our plumbing"
		}
		thing := singular(f[len(f)-1])
		if stopWords[thing] || notThing[thing] {
			return m
		}
		// The trade of the work ("does our plumbing": the plumber), or a
		// cleaner of the rentals themselves ("cleans the cabins"), with the
		// word after it, when any, left to the sentence.
		cleans := strings.Contains(strings.ToLower(m), " cleans ")
		if len(f) == 2 {
			if placeWords[singular(f[0])] && cleans {
				return "the cleaner " + sub[1][strings.LastIndex(sub[1], " ")+1:]
			}
		}
		if len(f) == 1 {
			if placeWords[thing] && cleans {
				return "the cleaner" + rest
			}
		}
		return "the " + thing + " guy" + rest
	})
}

// titledNameRe is a person named by a title and a family name alone:
// "Mr. Whitaker", "Mrs Whitaker".
var titledNameRe = mustCompile(`(?i)\b(?:mr|mrs|ms|miss|dr)\.?\s+[a-z][a-z-]+\b`)

// principalVerbs say what the person named wants, says or decides.
var principalVerbs = map[string]bool{"says": true, "said": true, "say": true, "would": true, "wants": true, "wanted": true, "asked": true,
	"asks": true, "agreed": true, "agrees": true, "approved": true, "approves": true, "doesn't": true, "doesnt": true, "didn't": true,
	"didnt": true, "thinks": true, "thought": true, "prefers": true, "told": true, "tells": true, "mentioned": true, "decided": true,
	"confirmed": true, "is": true, "was": true, "needs": true, "will": true, "won't": true, "wont": true, "can't": true, "cant": true,
	"isn't": true, "isnt": true, "likes": true, "d": true}

// ownerAsSaid reads a person named by a title and family name alone who
// says, wants or decides ("Mr. Whitaker would like…", "per Mr.
// Whitaker:", "Mrs. Whitaker asked me to check…") as "the owner": the
// person an assistant writes for, never a reference to a stay whose guest
// has the same family name (the owner's daughter Emily Whitaker staying
// at the Beach House is not meant by "Mr. Whitaker says to cancel
// Monday's cleaning"). A title with a possessive ("Mr. Whitaker's
// daughter"), without such a verb, or naming one of the pros ("Mrs.
// Kowalska will do the cleaning", "Mr. Tate says he will look after the
// shower") is left as it is.
func (s *session) ownerAsSaid(msg string) string {
	locs := titledNameRe.FindAllStringIndex(msg, -1)
	for k := len(locs) - 1; k >= 0; k-- {
		a, b := locs[k][0], locs[k][1]
		name := strings.Fields(msg[a:b])
		if len(matchPeople(tokenize(name[len(name)-1]), s.proNames())) > 0 {
			continue
		}
		if s.tenantAddress(tokenize(name[len(name)-1])) != 0 {
			continue // "Mrs Alvarez says her toilet …": the tenant on a lease there (tenantplace.go)
		}
		after := strings.TrimLeft(msg[b:], " :,")
		if strings.HasPrefix(msg[b:], "'") || strings.HasPrefix(msg[b:], "’") {
			if !strings.HasPrefix(msg[b:], "'d ") && !strings.HasPrefix(msg[b:], "’d ") {
				continue // "Mr. Whitaker's daughter"
			}
			after = "d"
		}
		next := strings.ToLower(strings.Trim(strings.SplitN(after+" ", " ", 2)[0], ".,;:!?"))
		before := strings.Fields(strings.ToLower(msg[:a]))
		per := len(before) > 0 && (before[len(before)-1] == "per" || before[len(before)-1] == "from")
		if !principalVerbs[next] && !per {
			continue
		}
		msg = msg[:a] + "the owner" + msg[b:]
	}
	return msg
}

// proNames are the names of the account's pros, in s.pros order.
func (s *session) proNames() []string {
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	return names
}
