package assistant

import (
	"regexp"
	"strings"
)

// Phrasings read as a shorter one the engine already understands.

// emailAddressRe is "e-mail address": the pro's e-mail, never a
// property's address.
var emailAddressRe = regexp.MustCompile(`(?i)\be-?mail\s+addr(?:ess|esses)?\b`)

// whoDoesRe is a pro named by the work they do: "the gentleman who
// repairs the lanai screens", "the lady that cleans the pool", "the
// company who services the hvac".
var whoDoesRe = regexp.MustCompile(`(?i)\b(?:the|our|that|this)\s+(?:guy|man|gentleman|gent|fellow|chap|lady|woman|gal|person|company|outfit|folks|people|crew)\s+(?:who|that|which)\s+(?:usually\s+|always\s+|normally\s+)?(?:repairs|fixes|does|services|cleans|maintains|installs|handles|treats|sprays|replaces|checks|inspects)\s+(?:the\s+|our\s+|all\s+the\s+)?((?:[a-z]+\s+)?[a-z]+)\b`)

// notThing are words after the thing that are not part of it.
var notThing = map[string]bool{"come": true, "go": true, "get": true, "be": true, "is": true, "was": true, "do": true, "can": true,
	"could": true, "will": true, "would": true, "came": true, "coming": true, "said": true, "says": true, "out": true, "over": true,
	"here": true, "there": true, "next": true, "last": true, "again": true, "today": true, "tomorrow": true, "tmrw": true, "please": true, "pls": true,
	"number": true, "phone": true, "email": true, "contact": true, "info": true}

// plainAsk returns msg with those phrasings said plainly: "the
// e-mail address for the gentleman who repairs the lanai screens" is "the
// email for the screen guy" (a trade named as "the X guy", resolved as
// such: rolePro).
func plainAsk(msg string) string {
	msg = emailAddressRe.ReplaceAllString(msg, "email")
	return whoDoesRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := whoDoesRe.FindStringSubmatch(m)
		f := strings.Fields(strings.ToLower(sub[1]))
		rest := ""
		if len(f) == 2 && (stopWords[f[1]] || notThing[f[1]] || isDateWord(f[1])) {
			// "… who fixes the screens come to …": the thing ends before
			// the verb.
			f, rest = f[:1], " "+sub[1][strings.LastIndex(sub[1], " ")+1:]
		}
		thing := singular(f[len(f)-1])
		if stopWords[thing] || notThing[thing] {
			return m
		}
		return "the " + thing + " guy" + rest
	})
}
