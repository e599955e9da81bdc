package assistant

import "strings"

// An Irish host's idioms for hand-overs, moves and cancels, put into the
// forms the readers after them know (fixs24D): "the curlew changeover
// monday has nobody on it still, give it to Maura sure she's free that
// day", "nobody on the gutters at Derrynane next wed is there, stick
// Tommy on that one he said he'd do it".

// nobodyOnJobRe is a sentence saying no one is on a job, in either
// order: group 1 "the X" before "has nobody on it (still)", group 2 "the
// X" after "nobody on … (is there)", group 3 a job written as a heading
// before a dash ("Mormon Lake turnover Mon 9th - nobody assigned as of
// this AM"); group 4 what follows the comma or stop.
var nobodyOnJobRe = mustCompile(`(?i)^\s*(?:(?:that|the)\s+([^.!?;,]{3,140}?)\s+has\s+(?:nobody|no\s+one|noone|no\s+pro)(?:\s+(?:assigned|on\s+it))?(?:\s+(?:still|yet|at\s+all))*|(?:there's\s+|there\s+is\s+)?(?:nobody|no\s+one|noone)\s+(?:on|down\s+for)\s+((?:that|the)\s+[^.!?;,]{3,140}?)(?:\s+(?:is\s+there|still|yet|at\s+all))*|([^.!?;,:\n]{3,140}?)(?:\s+[-–—]+|\s*:)\s+(?:(?:nobody|no\s+one|noone|no\s+pro)\s+(?:assigned|on\s+it)|unassigned)(?:\s+(?:still|yet|at\s+all|as\s+of\s+(?:this\s+(?:am|a\.m\.|morning)|today|now|last\s+night)))*)\s*[,.;!]+\s*(.*)$`)

// handToProRe is the hand-over after it: "give it to Maura", "stick
// Tommy on that one", "put Siobhan on it", with "so"/"please" before;
// group 1 or 2 the pro's word, group 3 more capitalised words of the
// pro's name ("put Peaks Cleaning on it"), group 4 the rest.
var handToProRe = mustCompile(`(?i)^(?:(?:so|please|pls|can\s+you|could\s+you|would\s+you(?:\s+ever)?|just)\s+)*(?:(?:give|hand|pass)\s+(?:it|that(?:\s+one)?)\s+(?:over\s+)?to\s+([a-z][\w'’-]*)|(?:put|stick|get|stuck)\s+([a-z][\w'’-]*)((?:\s+[A-Z][\w'’-]*){0,2})\s+on\s+(?:it|that(?:\s+one)?|them))\b\s*(.*)$`)

// proReasonTailRe is why the pro suits, said after the hand-over: "sure
// she's free that day", "he said he'd do it", ", as she's around".
var proReasonTailRe = mustCompile(`(?i)^[,;.!\s]*(?:(?:sure|as|since|because|cause|cos|sure\s+look)\s+)?(?:he|she|they)(?:'s|’s|'d|’d|'ll|’ll|\s+is|\s+was|\s+said|\s+says|\s+told\s+me|\s+would|\s+will|\s+can|\s+has|\s+knows)\b[^.!?]*[.!]*\s*$`)

// nobodyOnThenGive reads a job said to have no pro and the pro it is
// handed to in the same breath: "put Maura on the curlew changeover
// monday". A tail that asks for more, or a pro not of the account, leaves
// the message as it is.
func nobodyOnThenGive(msg string, names map[string]bool) string {
	m := nobodyOnJobRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	job := m[1]
	switch {
	case job != "":
		job = "the " + job
	case m[2] != "":
		job = m[2]
	default:
		// ("Mormon Lake turnover Mon 9th after the Nakamuras - nobody
		// assigned": a heading that names a job, never any words.)
		if !headedJobRe.MatchString(m[3]) {
			return msg
		}
		job = "the " + strings.TrimPrefix(strings.TrimPrefix(m[3], "the "), "The ")
	}
	h := handToProRe.FindStringSubmatch(m[4])
	if h == nil {
		return msg
	}
	pro := h[1] + h[2]
	if !names[strings.ToLower(pro)] {
		return msg
	}
	if tail := strings.Trim(h[4], " .!"); tail != "" && (!proReasonTailRe.MatchString(tail) || commentAsideAsksRe.MatchString(tail)) {
		return msg
	}
	return "put " + pro + " on " + job
}

// headedJobRe is a job's word in a heading said to have nobody on it.
var headedJobRe = mustCompile(`(?i)\b(?:turnover|turn|clean(?:ing)?|changeover|inspection|restock(?:ing)?|job|visit|maintenance|repair|snow\s+removal|plow(?:ing)?|check)\b`)

// wouldYouEverRe is the Irish polite request "would you ever cancel …":
// please.
var wouldYouEverRe = mustCompile(`(?i)\bwould\s+(?:you|u)\s+ever\s+`)

// putOverToRe is "put it over to the wednesday", "put the Boathouse
// immersion back to 12": a move (group 1 what is moved, group 2 "the"
// before a weekday, left out).
var putOverToRe = mustCompile(`(?i)\bput\s+(it|that|(?:the|her|his|their)\s+[^.!?;,]{2,80}?)\s+(?:over|back)\s+to\s+(?:(the)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\b))?`)

// putOverWhenRe is a time or day after "put it over to": a move.
var putOverWhenRe = mustCompile(`(?i)^\s*(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|next|half|quarter|noon|midday|morning|afternoon|evening|one\b|two\b|three|four|five|six|seven|eight|nine|ten\b|eleven|twelve|later|earlier|after|before)`)

// cancelledSoRe is a trailing "so" after a cancel ("the shower job
// tomorrow can be cancelled so, he'll do …"): "then", no reason to come.
var cancelledSoRe = mustCompile(`(?i)\b(cancell?ed|cancel\s+(?:it|that|them))\s+so\s*([,.;!]|$)`)

// sureVerbRe is "sure" before a request ("and sure put the Boathouse
// immersion back to 12"): a filler.
var sureVerbRe = mustCompile(`(?i)(^|\band\s+|[,.;]\s*)sure\s+((?:put|move|cancel|give|book|get|stick|send|have|change|push|bring)\b)`)

// irishPhrasings puts an Irish host's idioms into the plain forms the
// readers know.
func irishPhrasings(msg string) string {
	msg = howManyGuests(msg)
	if !strings.Contains(strings.ToLower(msg), "ever") && !strings.Contains(strings.ToLower(msg), " so") &&
		!strings.Contains(strings.ToLower(msg), "sure") && !strings.Contains(strings.ToLower(msg), " to ") {
		return dropCancelReason(msg)
	}
	msg = wouldYouEverRe.ReplaceAllString(msg, "please ")
	if m := putOverToRe.FindStringIndex(msg); m != nil && !putOverWhenRe.MatchString(msg[m[1]:]) && !strings.HasSuffix(strings.ToLower(strings.TrimSpace(msg[m[0]:m[1]])), "day") {
		// ("put the slates check over to alison": a hand-over, not a
		// move; left as said.)
		return dropCancelReason(msg)
	}
	msg = putOverToRe.ReplaceAllStringFunc(msg, func(s string) string {
		sub := putOverToRe.FindStringSubmatch(s)
		out := "move " + sub[1] + " to "
		if sub[2] != "" {
			// "to the wednesday": the weekday itself.
			i := strings.LastIndex(strings.ToLower(s), "the ")
			return out + s[i+4:]
		}
		return out
	})
	msg = cancelledSoRe.ReplaceAllString(msg, "$1$2")
	msg = sureVerbRe.ReplaceAllString(msg, "$1$2")
	return dropCancelReason(msg)
}

// cancelVerbRe finds a cancel said as a request.
// ("scratch Marco's sliding door call at Oak Creek, the owner fixed the
// rollers himself": other verbs keep their reasons, which the readers
// after read as they did.)
var cancelVerbRe = mustCompile(`(?i)\b(?:cancel|cancell?ed)\b`)

// doneReasonClauseRe is a clause that says why the work is not needed:
// someone did it, does it themselves, or brings their own ("the man next
// door did them for me yesterday", "Siobhan's going to bring it over
// herself", "the O'Briens said they're bringing their own stuff from
// Cork", "the roofer was up already and its fine").
var doneReasonClauseRe = mustCompile(`(?i)^\s*(?:(?:sure|because|cause|cos|as|since)\s+)?(?:the\s+[\w'’]+(?:\s+[\w'’]+){0,2}|he|she|they|i|we|my\s+[\w'’]+|[a-z][\w'’]+(?:'s|’s)?)\s+(?:(?:said|says|told\s+me)\s+(?:they|he|she)(?:'re|’re|'s|’s|'ll|’ll|\s+are|\s+is|\s+will)?\s+)?(?:(?:did|done|fixed|sorted|cleared|cleaned)\s+(?:them|it|that|those|the\s+\w+)\b|(?:'s|’s|is|are|'re|’re|will|'ll|’ll)?\s*(?:going\s+to\s+|gonna\s+)?(?:bring|bringing|do|doing|sort|sorting)\s+(?:it|them|their|his|her|that)\b[^,;.!?]*\b(?:herself|himself|themselves|own|themself)\b|(?:was|were|has\s+been|have\s+been)\s+(?:up|out|in|over|round|around)\s+(?:already|there\s+already)\b)[^,;.!?]*$`)

// remarkClauseRe is a remark after such a reason: "wasn't that good of
// him", "isn't it great".
var remarkClauseRe = mustCompile(`(?i)^\s*(?:wasn't|wasnt|isn't|isnt|aren't|arent|weren't|werent)\s+(?:that|it|he|she|they)\b[^,;.!?]*$`)

// dropCancelReason takes the reason out of a cancel: the clauses after
// it, up to the next request, that only say why the work is not needed —
// "cancel the gutters in derrynane, the man next door did them for me
// yesterday, wasn't that good of him" is the cancel alone ("yesterday" is
// no day of the job's).
func dropCancelReason(msg string) string {
	loc := cancelVerbRe.FindStringIndex(msg)
	if loc == nil {
		return msg
	}
	head, tail := msg[:loc[1]], msg[loc[1]:]
	// Clauses after the cancel, split at commas; the first is the
	// cancel's own.
	parts := strings.Split(tail, ",")
	if len(parts) < 2 {
		return msg
	}
	out := []string{parts[0]}
	dropped := false
	for i := 1; i < len(parts); i++ {
		p := parts[i]
		// A clause ending a sentence keeps what follows the stop.
		clause, after := p, ""
		if j := strings.IndexAny(p, ".!?;"); j >= 0 {
			clause, after = p[:j], p[j:]
		}
		{
			if (doneReasonClauseRe.MatchString(clause) || dropped && remarkClauseRe.MatchString(clause)) && !commentAsideAsksRe.MatchString(clause) {
				dropped = true
				if after != "" {
					out[len(out)-1] += after
					out = append(out, parts[i+1:]...)
					break
				}
				continue
			}
		}
		out = append(out, parts[i:]...)
		break
	}
	if !dropped {
		return msg
	}
	return head + strings.Join(out, ",")
}

// howManyHaveWeRe is a count asked with no noun, of a place ("how many
// have we in the farmhouse on the 13th", "how many are staying at the
// boathouse"): the guests there, never the jobs.
var howManyHaveWeRe = mustCompile(`(?i)\bhow\s+many\s+((?:have\s+we(?:\s+got)?|do\s+we\s+have|are\s+(?:there|staying|coming|in|we\s+expecting)|will\s+(?:there\s+be|we\s+have)|is\s+there|'?s\s+staying|are\s+we\s+getting)\s+(?:in|at|into|staying\s+(?:in|at))\b)`)

// howManyGuests reads a count of people asked without the noun.
func howManyGuests(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "how many") {
		return msg
	}
	return howManyHaveWeRe.ReplaceAllString(msg, "how many guests $1")
}

// canBeCancelledRe is a cancel said of the job ("…, and the shower job
// tomorrow can be cancelled"): "cancel the shower job tomorrow" (group 1
// what opens it, group 2 the job).
var canBeCancelledRe = mustCompile(`(?i)(,\s*and\s+|,\s*|[.;!]\s+|^\s*)((?:the|that|this)\s+[^,.;!?]{3,80}?)\s+(?:can|could|should|will|may)\s+be\s+(?:cancell?ed|scrapped|called\s+off)\b`)

// whileDownThatWayRe is "while he's down that way" before a request of
// the same pro: the pro's round, no request or place.
var whileDownThatWayRe = mustCompile(`(?i)(,?\s*and\s+)while\s+(?:he|she|they)(?:'s|’s|s|\s+is|\s+are|'re|’re)\s+(?:down|up|over|out|around|round)\s+(?:that\s+way|there|that\s+side|in\s+that\s+direction)\s*,?\s*`)

// jobThenGiveThemRe is "and the gutters at Derrynane give them to Tommy":
// the job said first, then handed over (group 1 the joint, 2 the job, 3
// the pro).
var jobThenGiveThemRe = mustCompile(`(?i)\b(and|also|then)\s+((?:the|that)\s+[^,.;!?]{3,80}?)\s*,?\s+(?:give|hand|pass)\s+(?:them|it|that|those)\s+(?:over\s+)?to\s+([a-z][\w'’-]*)\b`)

// irishRequests puts requests said the Irish way into plain forms: a job
// that "can be cancelled", a pro's round "while he's down that way", a
// job named before "give them to Tommy".
func irishRequests(msg string, names map[string]bool) string {
	if m := canBeCancelledRe.FindStringSubmatchIndex(msg); m != nil {
		// ("… can be cancelled if Ian can't get the hinges", "… can be
		// cancelled?": a condition or a question, left as said.)
		rest := strings.ToLower(strings.TrimLeft(msg[m[1]:], " ,"))
		conditional := strings.HasPrefix(rest, "?") || strings.Contains(msg[m[1]:], "?")
		for _, w := range []string{"if ", "unless ", "when ", "once ", "in case ", "maybe", "or "} {
			conditional = conditional || strings.HasPrefix(rest, w)
		}
		if !conditional && !has(tokenize(msg[m[4]:m[5]]), "not", "never") {
			msg = msg[:m[0]] + msg[m[2]:m[3]] + "cancel " + msg[m[4]:m[5]] + msg[m[1]:]
		}
	}
	msg = whileDownThatWayRe.ReplaceAllString(msg, "$1")
	msg = jobThenGiveThemRe.ReplaceAllStringFunc(msg, func(s string) string {
		sub := jobThenGiveThemRe.FindStringSubmatch(s)
		if !names[strings.ToLower(sub[3])] {
			return s
		}
		return sub[1] + " give " + sub[2] + " to " + sub[3]
	})
	return msg
}
