package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// A pro's new hour, said the host's own way (fixs24G): the pro can't do
// the hour of their job and another hour is said, then the host asks to
// move it with no object of its own ("switch it", "shift her", "move him
// to 3"). Each is read as "move <pro>'s job … to <hour>", the form the
// move reader knows: the job is one of that pro's that exists, never a new
// one, and when the words fit several of theirs the move asks which.

const proSlotNeg = `(?:can'?t|can’t|cannot|won'?t|won’t|couldn'?t|couldn’t)`

const proSlotHour = `(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?|noon)`

// proSaidWorksRe: "marcus cant do 1 at the duplex today he said 3
// works?? switch it pls".
var proSaidWorksRe = mustCompile(`(?i)^\s*(?:(?:wait|ok|okay|so|oh|also|and|hey|hi|ugh|fyi|btw)[,!.]?\s+)*([a-z]+)\s+` + proSlotNeg +
	`\s+(?:do|make)\s+([^.!?;]{2,60}?)\s*[,.;]*\s*(?:but\s+|and\s+|so\s+)?(?:he|she|they)\s+(?:said|says|say|thinks|reckons)\s+(?:that\s+)?` + proSlotHour +
	`\s+(?:works|would\s+work|works\s+better|is\s+fine|is\s+better|is\s+ok|is\s+okay|is\s+good)\b[?!.,\s–—-]*(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:pls\s+|please\s+)?(?:switch|move|change|shift|swap|push)\s+(?:it|that|him|her|them)(?:\s+over)?\b[\s,]*(?:pls|please|plz|thx|thanks|ty)?[?!.\s]*$`)

// proOnlyAtRe: "Thandi says she can only get to Clifton at 12 tomorrow,
// not half ten. … can you shift her?".
var proOnlyAtRe = mustCompile(`(?i)^\s*(?:(?:morning|good\s+morning|hi|hey|hello|ok|okay|so|fyi|btw)[,!.]*\s+)*([a-z]+)\s+(?:(?:says|said|texted|messaged|told\s+me|let\s+me\s+know)\s+(?:that\s+)?(?:she|he|they)\s+)?can\s+only\s+(?:get\s+to|make\s+it\s+to|come\s+to|be\s+at|do)\s+([^.!?;,]{2,40}?)\s+at\s+` + proSlotHour +
	`\s*([^.!?;,]{0,20}?)\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+([^.!?;,]{1,20}?)\s*[.!;,]+\s*(.*)$`)

// proSlotAskRe is the host's ask that ends such a message: "can you shift
// her?", "pls move him".
var proSlotAskRe = mustCompile(`(?i)(?:^|[.!?,;]\s*|\s)(?:so\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:pls\s+|please\s+)?(?:shift|move|push|bump|switch|change)\s+(?:her|him|them|it)(?:\s+over)?\s*(?:pls|please)?[?.!\s]*$`)

// proCantAtThenMoveRe: "Load shedding … on Friday in Sea Point so Sipho
// can't test the inverter at 1 lol. Move him to 3 rather".
var proCantAtThenMoveRe = mustCompile(`(?i)^\s*(?:(.{0,160}?)\s+(?:so|and)\s+)?([a-z]+)\s+` + proSlotNeg + `\s+([^.!?;]{2,80}?)\s+at\s+` + proSlotHour +
	`\s*([^.!?;]{0,30}?)(?:\s+(?:lol|haha|lmao|ugh))?\s*[.!;]+\s*(?:(?:so|ok|okay|pls|please|just)\s+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:move|shift|push|bump|put)\s+(?:him|her|them)\s+to\s+` + proSlotHour +
	`(?:\s+(?:rather|instead|then))?\s*(?:pls|please|thanks|thx|ty)?[.!?\s]*$`)

// proSlotFillerRe is a laugh or a sigh after the hour ("at 1 lol").
var proSlotFillerRe = mustCompile(`(?i)\b(?:lol|haha|lmao|ugh)\b`)

// proSlotWhereRe is a place said in the pro's can't ("can't get to the
// pink house at 11").
var proSlotWhereRe = mustCompile(`(?i)\b(?:to|at|in)\s+[a-z]`)

// proSlotPlaceRe is a place said after "in" or "at" in the reason before
// the pro's can't.
var proSlotPlaceRe = mustCompile(`(?i)\b(?:in|at)\s+((?:the\s+)?[a-z][\w'’]*(?:\s+[a-z][\w'’]*){0,3})`)

// placeAfterIn is the first run of words of the account's property names
// said after "in" or "at" in s ("in Sea Point"), "" when there is none.
func placeAfterIn(s string, places map[string]bool) string {
	for _, m := range proSlotPlaceRe.FindAllStringSubmatch(s, -1) {
		f := strings.Fields(m[1])
		if len(f) > 1 && strings.EqualFold(f[0], "the") {
			f = f[1:]
		}
		var run []string
		for _, w := range f {
			l := strings.ToLower(strings.Trim(w, ",.;:!?"))
			if !places[l] && !places["~"+l] {
				break
			}
			run = append(run, w)
		}
		if len(run) > 0 {
			return strings.Join(run, " ")
		}
	}
	return ""
}

// proSlotDayRe is a day said in the reason before the pro's can't ("… on
// Friday in Sea Point so …").
var proSlotDayRe = mustCompile(`(?i)\b(?:(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw|tmr|(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th))\b`)

// proSlotMiddleRequest is a word that asks something of its own in the
// sentence between "can only … not …" and the ask; such a message is left
// as it was.
var proSlotMiddleRequest = []string{"book", "schedule", "cancel", "add", "need", "needs", "send", "get", "move", "also", "and", "clean", "restock", "inspect", "inspection", "fix", "repair"}

// proSaidTime rewrites the three forms above; any other message is
// returned as it was. The subject must be a pro's name.
func proSaidTime(msg string, names, places map[string]bool, pros []*steward.Pro) string {
	isPro := func(w string) bool {
		w = strings.ToLower(w)
		if names[w] || proPossessive(w+"'s job", pros) {
			return true
		}
		n := 0 // a short form of one active pro's first name ("bri" for Brianna)
		for _, p := range pros {
			if f := strings.Fields(strings.ToLower(p.Name)); p.Active && len(w) >= 3 && len(f) > 0 && strings.HasPrefix(f[0], w) {
				n++
			}
		}
		return n == 1
	}
	if l := strings.ToLower(msg); !strings.Contains(l, "can") && !strings.Contains(l, "won") && !strings.Contains(l, "couldn") {
		return msg // every form has "can", "cannot", "won't" or "couldn't"
	}
	if m := proSaidWorksRe.FindStringSubmatch(msg); m != nil && isPro(m[1]) {
		job := strings.TrimSpace(m[2])
		f := strings.Fields(strings.ToLower(job))
		if len(f) == 0 || f[0] == "it" || f[0] == "that" || f[0] == "anything" {
			return msg
		}
		if f[0][0] >= '0' && f[0][0] <= '9' || f[0] == "noon" {
			job = "job at " + job // "cant do 1 at the duplex today": the job at 1
		}
		return "move " + m[1] + "'s " + job + " to " + strings.TrimSpace(m[3])
	}
	if m := proOnlyAtRe.FindStringSubmatch(msg); m != nil && isPro(m[1]) {
		rest := m[6]
		loc := proSlotAskRe.FindStringIndex(rest)
		if loc == nil {
			return msg
		}
		if has(tokenize(rest[:loc[0]]), proSlotMiddleRequest...) {
			return msg // another request said between: not only a reason
		}
		day := strings.TrimSpace(m[4])
		if day != "" && !proSlotDayRe.MatchString(day) {
			return msg
		}
		out := "move " + m[1] + "'s job at " + strings.TrimSpace(m[2])
		if day != "" {
			out += " " + day
		}
		return out + " at " + strings.TrimSpace(m[5]) + " to " + strings.TrimSpace(m[3])
	}
	if m := proCantAtThenMoveRe.FindStringSubmatch(msg); m != nil && isPro(m[2]) {
		lead, extra := m[1], strings.TrimSpace(proSlotFillerRe.ReplaceAllString(m[5], ""))
		if has(tokenize(lead), proSlotMiddleRequest...) {
			return msg // a request of its own before the pro's can't
		}
		if extra != "" && !proSlotDayRe.MatchString(extra) || proSlotWhereRe.MatchString(m[3]) {
			return msg // ("lupe can't make it to the pink house at 11": the place would be lost)
		}
		out := "move " + m[2] + "'s job at " + strings.TrimSpace(m[4])
		if extra != "" {
			out += " " + extra
		} else if d := proSlotDayRe.FindString(lead); d != "" {
			out += " " + d
		}
		if p := placeAfterIn(lead, places); p != "" {
			out += " at " + p // "… in Sea Point so Sipho can't …": that property's job
		}
		return out + " to " + strings.TrimSpace(m[6])
	}
	return msg
}
