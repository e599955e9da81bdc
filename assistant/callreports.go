package assistant

import "strings"

// Reports that open on the call that brought them (fixs24E): the call is
// how word came, never a message to send or a time for the job.
//
//   - Irish "after" perfect: "Maura's after ringing from Derrynane" is
//     "Maura just rang from Derrynane" (Maura reports it: she is not the
//     pro to book); "I'm after getting a call from the Walshes" is "the
//     Walshes just rang" (it is no anchor "after the Walshes", which
//     booked the visit after their stay);
//   - a heading of the call: "A dreadful phone call: water is coming
//     through …" is the report itself (the heading was refused as a
//     call to make, and the report went with it out of the notes).

// afterRangRe is "<who>'s (just) after ringing/phoning/calling": group 1
// the one who rang, group 2 the verb.
var afterRangRe = mustCompile(`(?i)\b((?:(?:mrs?|ms|dr)\.?\s+)?\pL[\pL-]*)(?:'s|’s|\s+is|\s+was|\s+has\s+been)\s+(?:only\s+|just\s+)?after\s+(ringing|phoning|calling|texting|emailing|messaging|being\s+on(?:\s+the\s+phone)?(?:\s+to\s+(?:me|us))?)\b`)

// afterCallRe is "I'm (just) after getting a call from <who>": group 1
// the one who called.
var afterCallRe = mustCompile(`(?i)\b(?:i'm|i’m|im|i\s+am|i\s+was|we're|we’re|we\s+are)\s+(?:only\s+|just\s+)?after\s+(?:getting|having|taking)\s+(?:a|an)\s+(?:\pL+\s+)?(?:phone\s+|tele)?(?:call|text|message|email|e-mail)\s+from\s+((?:the\s+)?(?:(?:mrs?|ms|dr)\.?\s+)?\pL[\pL'’-]*)`)

// callHeadingRe is a sentence opened by "a (dreadful) phone call:".
var callHeadingRe = mustCompile(`(?i)(^|[.!?]\s+)(?:(?:oh\s+)?(?:a|an|another)\s+(?:\pL+\s+){0,2}(?:phone\s+|tele)?call(?:\s+from\s+[^:;.!?]+?)?(?:\s+just\s+now|\s+this\s+morning|\s+earlier)?)\s*:\s*`)

// callReports rewrites the calls above.
func callReports(msg string) string {
	msg = afterCallRe.ReplaceAllString(msg, "$1 just rang")
	msg = afterRangRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := afterRangRe.FindStringSubmatch(m)
		who, verb := sub[1], strings.ToLower(sub[2])
		if lw := strings.ToLower(who); lw == "it" || lw == "that" || lw == "what" || lw == "who" || lw == "this" || lw == "there" {
			return m
		}
		past := "rang"
		switch {
		case strings.HasPrefix(verb, "texting"):
			past = "texted"
		case strings.HasPrefix(verb, "emailing"):
			past = "emailed"
		case strings.HasPrefix(verb, "messaging"):
			past = "messaged"
		}
		return who + " just " + past
	})
	msg = callHeadingRe.ReplaceAllString(msg, "$1")
	return msg
}

// mindElsewhereRe is an apology's excuse ("my mind is elsewhere today",
// "my head is all over the place today"): no day or request of its own.
var mindElsewhereRe = mustCompile(`(?i)(?:,\s*)?\b(?:my\s+(?:mind|head)\s+(?:is|was|'s|’s)\s+(?:\pL+\s+){0,2}(?:elsewhere|(?:all\s+)?over\s+the\s+place|not\s+with\s+it|in\s+a\s+muddle|somewhere\s+else|scattered|gone|melted|away)|i'm\s+(?:all\s+)?over\s+the\s+place|i\s+am\s+(?:all\s+)?over\s+the\s+place)(?:\s+(?:today|this\s+morning|this\s+afternoon|this\s+week))?\s*([.!,;]|$)`)

// apologyAsides drops the excuse.
func apologyAsides(msg string) string {
	out := mindElsewhereRe.ReplaceAllString(msg, "$1")
	if out != msg {
		out = strings.TrimLeft(out, ".!,; ") // (the excuse opened the message)
	}
	return out
}

// problemArrivalDayRe is a last clause telling only which day the guests
// come ("… and the Dubois are in saturday"): group 1 the clause up to the
// day, group 2 the day.
var problemArrivalDayRe = mustCompile(`(?i)((?:,\s*|\s+and\s+|\s+as\s+|\s+since\s+|[.;]\s+)the\s+\pL[\pL'’-]*s\s+(?:are\s+in|are\s+arriving|arrive|get\s+in|are\s+coming(?:\s+in)?|come\s+in|check\s+in|land))\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*([.!]?\s*)$`)

// problemVisitRe is a visit asked to look at something wrong.
var problemVisitRe = mustCompile(`(?i)\b(?:look\s+at|have\s+a\s+look|take\s+a\s+look|see\s+to|fix|repair|sort\s+out|sort)\b`)

// jobWordsRe is a word of a service that is done before guests come (a
// cleaning or restock is due by their arrival, the day said being its).
var jobWordsRe = mustCompile(`(?i)\b(?:clean\w*|turnover|changeover|restock\w*|inspect\w*|linen|towels)\b`)

// clockOrDayRe is an hour or a day word of the job's own.
var clockOrDayRe = mustCompile(`(?i)\d|\b(?:today|tonight|tomorrow|tmrw|asap|urgent\w*|now|morning|afternoon|evening|noon|midday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend)\b`)

// problemArrivalDay drops the day of the guests' arrival from a request
// to look at a fault that gives no day or hour of its own: "can you get
// Padraig out to Rossbeigh to look at the toilet, its running the whole
// time and the Dubois are in saturday" is why it matters, not when the
// visit is (it booked Saturday at a made-up 10:00, while the host said
// the pro's time next). With the day gone, the visit's time is asked.
func problemArrivalDay(msg string) string {
	m := problemArrivalDayRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	head := msg[:m[0]]
	if !problemVisitRe.MatchString(head) || jobWordsRe.MatchString(head) || clockOrDayRe.MatchString(head) {
		return msg
	}
	return head + msg[m[2]:m[3]] + msg[m[6]:m[7]]
}
