package assistant

import (
	"slices"
	"strings"
)

// Corporate shorthand: a busy host writing between meetings ("re: the
// taos condo — let's push to 11:30. pls advise if issue", "net-net still
// needed, just not Mon", "two items: a) cancel … b) add a note …").
// withoutShorthand reads it as the plain request it stands for before the
// message is parsed.

// listMarkRe is an item mark of a list written on one line: "a) …",
// "b) …", "(c) …". (Numbered items, "1) … 2) …", are read in parse.)
var listMarkRe = mustCompile(`(?i)(^|[\s:;,.—-])\(?([a-e])\)\s+`)

// listHeadRe is a heading that only counts or labels the items after it:
// "two items:", "action items:", "action item:", "quick ones:".
var listHeadRe = mustCompile(`(?i)^\s*(?:(?:two|three|four|2|3|4|a couple of|a few|couple|few|some|quick)\s+(?:items|things|ones|asks|updates|action items)|action items?|to ?dos?|todo)\s*:\s*`)

// fillerRe are words that only sum up or introduce what follows:
// "net-net", "bottom line", "long story short", "circling back on".
var fillerRe = mustCompile(`(?i)(^|[\s:;,.—(-])(?:net[- ]net|bottom line|long story short|tl;?dr|circling back (?:on|re:?)|following up (?:on|re:?))\s*[,:—-]?\s*`)

// signOffTailRe is a clause that closes a message without asking
// anything: "pls advise", "pls advise if issue", "lmk if any issues",
// "let me know if that's a problem", "FYI", "thx", "ty", "EOM".
var signOffTailRe = mustCompile(`(?i)^(?:(?:(?:pls|please|plz|kindly)\s+)?(?:advise|lmk|let me know|shout)(?:\s+(?:if|of)\s+(?:(?:there(?:'s|s| is| are)|any|an|that(?:'s|s| is)|this is|it(?:'s|s| is))\s+)*(?:(?:a|an|any)\s+)?(?:issues?|problems?|conflicts?|concerns?|questions?|ok|okay|fine|not ok))?|fyi|thx|ty|tia|thanks|eom)$`)

// keptClauseRe is a clause after a move that only says the job is still
// wanted: "still needed", "still needed, just not Mon", "still on, just
// not Monday". Read past, never as a cancel.
var keptClauseRe = mustCompile(`(?i)^(?:(?:it'?s|its|it is|job is|we)\s+)?still\s+(?:needed|need(?:ed)?\s+it|on|happening|a go|required|wanted)(?:\s*[,;]?\s*(?:just|only)\s+not\s+(?:on\s+)?(?:(?:this|next)\s+)?\w+)?$`)

// justNotDayRe is "just not Mon" said after a move: the day it is moved
// from, not a cancel.
var justNotDayRe = mustCompile(`(?i)^(?:just|only)\s+not\s+(?:on\s+)?(?:(?:this|next)\s+)?(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tmrw|the morning|the afternoon|then|that day)$`)

// moveWordRe marks a message that moves a job.
var moveWordRe = mustCompile(`(?i)\b(?:push|pull in|move|bump|reschedule|shift|slide)\b`)

// correctionLeadRe opens a correction in shorthand: "correction — meant
// the taos condo", "typo: meant Tue", "meant the condo, not the casita"
// (the subject dropped). Read as "sorry, I meant …".
var correctionLeadRe = mustCompile(`(?i)^\s*(?:(?:correction|corr|typo|edit|fix|erratum)\s*[:—–,-]*\s*(?:i\s+|i'?d\s+)?|)meant\s+`)

// pullInRe is "pull in" said of a job: moved earlier ("pull in the AC
// visit to 2pm", "pull it in by an hour"). Only before a target, a job
// or an amount: "before the Hoffmans pull in" (arrive) is not it.
var pullInRe = mustCompile(`(?i)\bpull(?:ed|ing)?\s+(it|that|this|them|\w+'s\s+\w+)?\s*in\s+(to|by|the|tmrw'?s|tomorrow'?s|today'?s|\w+day'?s|\w+'s)\b`)

// byAmountRe is an amount of time a job is moved by: "by an hour", "by
// 30 min".
var byAmountRe = mustCompile(`(?i)\bby\s+(?:an?|one|half an?|\d+(?:\.\d+)?|a couple of|a few|two|three)\s*(?:hours?|hrs?|h|mins?|minutes?)\b`)

// tbdRe is a pro "to be decided": "pro TBD", "leave it TBD", "cleaner:
// TBD". Read as no pro.
var tbdRe = mustCompile(`(?i)(?:\b(?:pro|cleaner|who|assignee|person|vendor|tech)\s*(?:is\s+|[:=]\s*)?)?\btbd\b`)

// arrowVerbRe is an arrow before what to do to the job named before it:
// "Sunday turnover at 27 Camino → assign Maria". (An arrow before a
// time, "turnover → noon", is a move, read in parse.)
var arrowVerbRe = mustCompile(`(?i)\s*(?:→|->|=>)\s*(assign|give|add|book|cancel|mark|put|note|swap|take|remove|confirm|unassign)\b`)

// fyiLeadRe is "FYI" opening a message that then asks for something
// ("FYI casita restock tmrw — pull in to 1pm"). Not before "for", "re"
// or "about", which open a note for a job ("fyi for the sauna job: …").
var fyiLeadRe = mustCompile(`(?i)^\s*(?:fyi|btw|fwiw)\s*[,:—-]?\s+`)

// questionOpeners are the words a question opens with.
var questionOpeners = map[string]bool{"what": true, "what's": true, "whats": true, "when": true, "when's": true, "whens": true,
	"who": true, "who's": true, "whos": true, "where": true, "where's": true, "wheres": true, "which": true, "how": true,
	"why": true, "is": true, "are": true, "does": true, "do": true, "did": true, "can": true, "could": true, "any": true, "has": true, "have": true}

// questionLeadRe is the label a host's template puts before a question:
// "Q: who has Sullivan's Is. TO sat?", "Question - Castellano c/o @ GL".
var questionLeadRe = mustCompile(`(?i)^\s*(?:q|qq|question)\s*(?::|\s[—–-])\s*`)

// ackReasonRe is a clause that says how the pro agreed ("he ack'd via
// text", "she confirmed by email"): why the host asks, never a message
// to send.
var ackReasonRe = mustCompile(`(?i)^(?:(?:he|she|they|\w+)\s+)?(?:already\s+)?(?:ack'?d|acked|acknowledged|confirmed|agreed|ok'?d|okayed|said yes|signed off)(?:\s+it)?\s+(?:via|by|over|on|in)\s+(?:text|sms|email|e-mail|phone|call|whatsapp|slack|imessage|the app|voicemail)$`)

// pullObjInRe is "pull <the job> in to/by …": "pull the casita restock
// in by an hour".
var pullObjInRe = mustCompile(`(?i)\bpull\s+((?:the|tmrw'?s|tomorrow'?s|\w+'s)\s+(?:\S+\s+){0,4}?)in\s+(to|by)\b`)

// freeReasonRe is a clause that says why a pro is given a job ("she said
// she's free Sun", "he's around that day"): a reason, not a question
// of who is free.
var freeReasonRe = mustCompile(`(?i)^(?:(?:she|he|they|\w+)\s+(?:(?:has|have|had)\s+)?(?:said|says|confirmed|mentioned|told me|tells me|let me know|lets me know)\s+(?:that\s+)?)?(?:she'?s|he'?s|they'?re|she is|he is|they are|shes|hes|theyre|she will be|he will be|they will be)\s+(?:free|available|around|good|ok|okay)(?:\s+(?:then|that (?:day|morning|afternoon|evening)|on\s+\w+|\w+))?$`)

// cantMakeDayRe is a clause after a move that says the pro can't make
// the old day ("Rio Grande can't make Sat"): why the job moves, not a
// pro to replace.
var cantMakeDayRe = mustCompile(`(?i)^(?:[\w&'.]+\s+){1,4}(?:can'?t|cannot|cant|won'?t|wont|couldn'?t|couldnt)\s+(?:make|do)(?:\s+it)?\s+(?:on\s+)?(?:(?:this|next)\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tmrw|then|that day|the morning|the afternoon|\d{1,2}/\d{1,2})$`)

// assignWordRe marks a message that gives a job to a pro.
var assignWordRe = mustCompile(`(?i)\b(?:assign|give|put|hand)\b`)

// numberSignRe is "#" said for a phone number after whose it is:
// "whats dustin's # again", "send me ur #" (never "job #12", "unit # 4":
// the sign after a name's possessive or a possessive word, standing alone).
var numberSignRe = mustCompile(`(?i)\b([a-z]+(?:'s|’s|s')|his|her|their|your|ur|my)\s+#(\s|[?.,!;:]|$)`)

// withoutShorthand returns msg read without the shorthand of a busy host:
// a list of items on one line split into its requests ("a) … b) …"),
// fillers read past ("net-net", "bottom line"), and the clauses at its
// end that only sign off ("pls advise if issue", "FYI") or, after a move,
// say the job is still wanted ("still needed, just not Mon"). A message
// of nothing else is returned as it is.
func withoutShorthand(msg string) string {
	out := splitOneLineList(numberSignRe.ReplaceAllString(msg, "$1 number$2"))
	if loc := questionLeadRe.FindStringIndex(out); loc != nil && strings.TrimSpace(out[loc[1]:]) != "" {
		// "Q: what's the BB job 3/10 for?": a question that opens with
		// its own question word, read without its label; one written as
		// a bare noun phrase ("Q: Castellano c/o @ GL - day + time (CT)")
		// is asked all the same, so it ends with the question mark the
		// label stands for.
		rest := strings.TrimSpace(out[loc[1]:])
		if f := strings.Fields(strings.ToLower(rest)); questionOpeners[strings.Trim(f[0], ",.;:!?")] {
			out = rest
		}
		if !strings.Contains(out, "?") {
			out = strings.TrimRight(out, " .!") + "?"
		}
	}
	if loc := correctionLeadRe.FindStringIndex(out); loc != nil {
		out = "sorry, I meant " + out[loc[1]:]
	}
	if loc := fyiLeadRe.FindStringIndex(out); loc != nil {
		if next := strings.ToLower(strings.Fields(out[loc[1]:] + " x")[0]); next != "for" && next != "re" && next != "re:" && next != "about" && next != "regarding" {
			out = out[loc[1]:]
		}
	}
	out = arrowVerbRe.ReplaceAllString(out, ": $1")
	if m := pullInRe.FindStringSubmatchIndex(out); m != nil {
		obj := ""
		if m[2] >= 0 {
			obj = out[m[2]:m[3]] + " "
		}
		tail := out[m[4]:]
		if loc := byAmountRe.FindStringIndex(tail); loc != nil && !strings.Contains(strings.ToLower(tail[:loc[0]]), "earlier") {
			tail = tail[:loc[0]] + "earlier " + tail[loc[0]:]
		}
		out = out[:m[0]] + "move " + obj + tail
	}
	if m := pullObjInRe.FindStringSubmatchIndex(out); m != nil {
		tail := out[m[4]:]
		if strings.EqualFold(out[m[4]:m[5]], "by") {
			tail = "earlier " + tail
		}
		out = out[:m[0]] + "move " + out[m[2]:m[3]] + tail
	}
	out = plusAsides(out) // "+ rstk wash pk 3/9 1400, pro TBD (will confirm EOD)": no pro yet, nothing asked (dispatchplus.go)
	out = tbdRe.ReplaceAllStringFunc(out, func(string) string { return "unassigned" })
	out = fillerRe.ReplaceAllString(out, "$1")
	out = dropSignOffTail(out, moveWordRe.MatchString(out), assignWordRe.MatchString(out))
	out = strings.Join(strings.Fields(out), " ")
	if strings.Trim(out, " .,;:!—-") == "" {
		return msg
	}
	if out == strings.Join(strings.Fields(msg), " ") {
		return msg
	}
	return out
}

// splitOneLineList returns msg with the items of a list written on one
// line ("two items: a) cancel the casita restock b) add a note to …")
// as separate requests: "cancel the casita restock. also add a note to
// …". A heading that only counts the items is dropped; one that names a
// place ("re: taos condo:") is kept before the first. Only a list whose
// marks run in order from a) is read so.
func splitOneLineList(msg string) string {
	locs := listMarkRe.FindAllStringSubmatchIndex(msg, -1)
	if len(locs) < 2 {
		return msg
	}
	want := func(i int, mark string) bool {
		return strings.ToLower(mark) == string(rune('a'+i))
	}
	var marks [][]int
	for _, l := range locs {
		mark := msg[l[4]:l[5]]
		if !want(len(marks), mark) {
			if len(marks) == 0 {
				continue
			}
			break
		}
		marks = append(marks, l)
	}
	if len(marks) < 2 {
		return msg
	}
	head := strings.TrimSpace(msg[:marks[0][3]])
	head = strings.TrimSpace(listHeadRe.ReplaceAllString(head, ""))
	var b strings.Builder
	if head != "" {
		b.WriteString(head)
		b.WriteString(" ")
	}
	for i, l := range marks {
		end := len(msg)
		if i+1 < len(marks) {
			end = marks[i+1][3]
		}
		item := strings.TrimSpace(msg[l[1]:end])
		item = strings.TrimRight(item, " ,;")
		if i > 0 {
			b.WriteString(" also ")
		}
		b.WriteString(item)
		if i+1 < len(marks) && !strings.HasSuffix(item, ".") {
			b.WriteString(".")
		}
	}
	return b.String()
}

// dropSignOffTail returns msg without the clauses at its end that only
// sign off (signOffTailRe), say how a pro agreed (ackReasonRe), or, after
// giving the job to a pro (assigning), that the pro is free
// (freeReasonRe), or, after a move (moving), that the job is still wanted
// or why it moves (keptClauseRe, justNotDayRe, cantMakeDayRe).
func dropSignOffTail(msg string, moving, assigning bool) string {
	if loc := fwdSignOffRes[0].FindStringIndex(msg); loc != nil && loc[0] > 0 {
		// "… to Bethany, she has told me she is free that morning.
		// Sincerely, Margaret": the clauses before the letter's close
		// (kept, for the forward reader).
		if out := dropSignOffTail(msg[:loc[0]], moving, assigning); out != msg[:loc[0]] {
			return out + msg[loc[0]:]
		}
		return msg
	}
	cs := splitClauses(msg)
	n := len(cs)
	for n > 1 {
		c := strings.Trim(strings.TrimSpace(cs[n-1].text), " ?!")
		if signOffTailRe.MatchString(c) || ackReasonRe.MatchString(c) || assigning && freeReasonRe.MatchString(c) || moving && (keptClauseRe.MatchString(c) || justNotDayRe.MatchString(c) || cantMakeDayRe.MatchString(c)) {
			n--
			continue
		}
		break
	}
	kept := cs[:n]
	if moving {
		// "let's push to Sun 10am. Rio Grande can't make Sat. thx": the
		// reason after the move. (Before it, the clause may be what names
		// the job: "hot tub guy cant make thurs, push him to fri".)
		if k := slices.IndexFunc(kept, func(c clause) bool { return moveWordRe.MatchString(c.text) }); k >= 0 {
			kept = append(slices.Clone(kept[:k+1]), slices.DeleteFunc(slices.Clone(kept[k+1:]), func(c clause) bool {
				return cantMakeDayRe.MatchString(strings.Trim(strings.TrimSpace(c.text), " ?!"))
			})...)
		}
	}
	if len(kept) == len(cs) || len(kept) == 0 {
		return msg
	}
	var b strings.Builder
	for i, c := range kept {
		b.WriteString(c.text)
		if i < len(kept)-1 {
			b.WriteString(c.sep)
		}
	}
	return strings.TrimSpace(b.String()) + "."
}

// Field-order shorthand: a host who writes like a military order ("Stand
// down Tybee restock today", "Gaston St Fri 0900 vice 1300", "carriage
// house D+1 at 1400", "NLT 1500", "Roger. Tell them …"). withoutFieldOrders
// reads the words as the plain ones they stand for; the times of the
// 24-hour clock ("0900", "1430 hrs") are read in readClock.

// standDownRe is "stand down" said of a job: cancel it ("Stand down Tybee
// restock today", "stand down on that", "Palmetto stand down on Gaston St
// Fri": the pro said first is the job's).
//
// A modal between the pro and the words ("Palmetto can stand down on
// the King St job") is read past.
var standDownRe = mustCompile(`(?i)(^|[.!?;:\n]\s*|,\s*|\band\s+)(?:([A-Za-z][\w'’]*)\s+)?(?:(?:can|should|will|may|must|could)\s+)?stand(?:ing)?\s+down(?:\s+(?:on|from|for))?\b`)

// viceRe is "vice" before a time or a day: "instead of" ("1300 local vice
// 1100", "Fri 6 Mar vice Sat").
var viceRe = mustCompile(`(?i)\bvice\s+(\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|today\b|tomorrow\b|tmrw\b)`)

// dPlusRe is "D+1", "D+2", "D-1": the day after (before) the day said
// before it, counted in days ("D+1 after Fitzgeralds depart").
var dPlusRe = mustCompile(`(?i)\bD\s?([+-])\s?(\d)\b(\s+(?:after|following|before|prior to)\b)?`)

// nltRe is "NLT" (no later than) before a time: the time the job must be
// done by.
var nltRe = mustCompile(`(?i)\b(?:NLT|no later than)\s+(\d)`)

// jobMovesRe is a job said to move in the present, as an order states
// it: "Tybee shower job moves to Tue 0900", "Brigade cleaning moves to
// 0800". Read as the job "moved to", which moves it.
var jobMovesRe = mustCompile(`(?i)\b(job|visit|clean|cleaning|restock|restocking|turnover|inspection|treatment|repair|appt|appointment|maintenance)\s+(?:moves|shifts|slides|goes)\s+to\b`)

// priorToRe is "prior to": before.
var priorToRe = mustCompile(`(?i)\bprior\s+to\b`)

// ackWordRe is a radio acknowledgement opening a message ("Roger.",
// "Affirmative.", "Wilco", "Copy that"): a yes; "Negative." alone is a
// no.
var ackWordRe = mustCompile(`(?i)^\s*(?:roger(?: that)?|affirmative|wilco|copy(?: that)?|10-4)\s*([.!,;:]|$)`)
var negativeRe = mustCompile(`(?i)^\s*negative\s*([.!]|$)`)

// withoutFieldOrders returns msg with the field-order shorthand read as
// the plain words; the message keeps its lines.
func withoutFieldOrders(msg string) string {
	out := standDownRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := standDownRe.FindStringSubmatch(m)
		who := sub[2]
		switch strings.ToLower(who) {
		case "", "to", "please", "pls", "can", "will", "should", "must", "just", "you", "we", "they", "i":
			return sub[1] + "cancel"
		}
		return sub[1] + "cancel " + who + "'s job"
	})
	out = viceRe.ReplaceAllString(out, "instead of $1")
	out = dPlusRe.ReplaceAllStringFunc(out, func(m string) string {
		sub := dPlusRe.FindStringSubmatch(m)
		dir := "after"
		if sub[1] == "-" {
			dir = "before"
		}
		n := sub[2]
		unit := "days"
		if n == "1" {
			unit = "day"
		}
		if sub[3] != "" {
			return n + " " + unit + " " + dir
		}
		if n == "1" {
			return "the day " + dir
		}
		return n + " days " + dir
	})
	out = nltRe.ReplaceAllString(out, "by $1")
	out = priorToRe.ReplaceAllString(out, "before")
	out = jobMovesRe.ReplaceAllString(out, "$1 moved to")
	if negativeRe.MatchString(out) && strings.TrimSpace(negativeRe.ReplaceAllString(out, "")) == "" {
		return "no"
	}
	if loc := ackWordRe.FindStringSubmatchIndex(out); loc != nil {
		if rest := strings.TrimSpace(out[loc[1]:]); rest == "" {
			return "yes"
		} else {
			out = "ok. " + rest
		}
	}
	return out
}
