package assistant

// Feedback on work done ("the cabin clean was terrible, they missed the
// bathroom", "rate the loft cleaning 2 stars"). The staged engine writes
// through the change service, which has no rating change, and guessing
// which finished job a complaint is about is not safe to act on: the
// assistant says where ratings are given instead of dropping it or
// booking a cleaning (docs/operations.md "Quality").

// verdictWords judge work done.
var verdictWords = []string{"terrible", "awful", "horrible", "bad", "poor", "poorly", "sloppy", "dirty", "filthy", "disgusting",
	"gross", "lousy", "subpar", "mediocre", "disappointing", "disappointed", "unacceptable", "careless", "rushed",
	"great", "excellent", "amazing", "perfect", "spotless", "fantastic", "wonderful", "superb"}

// missedWords say work was left undone.
var missedWords = []string{"missed", "forgot", "forgotten", "skipped", "overlooked", "neglected"}

// isFeedback reports whether a message judges work already done, or asks
// to rate it, rather than asking for new work.
func isFeedback(toks []token) bool {
	if has(toks, "star", "stars", "rating", "review", "rate") && !has(toks, "price", "prices", "cost", "costs", "charge") {
		return true
	}
	past := has(toks, "was", "were", "did", "didn't", "job", "left")
	return has(toks, missedWords...) || past && has(toks, verdictWords...)
}

// verdictForAssignment reports a verdict on a pro's past work given as
// the reason for handing them (or not) a job to come: "he wants Carlos on
// the Strand Loft cleaning friday, not Dave. His words: 'Carlos did a
// great job last time, give it to him'", "Dave did a sloppy job last time,
// so put Rosa on it". No rating is asked for.
func verdictForAssignment(toks []token) bool {
	if has(toks, "star", "stars", "rating", "review", "rate", "rated") || !has(toks, verdictWords...) {
		return false
	}
	return has(toks, "give", "assign", "reassign") || hasPhrase(toks, "put him on") || hasPhrase(toks, "put her on") ||
		hasPhrase(toks, "put them on") || has(toks, "wants", "want", "prefers", "prefer") && has(toks, "on")
}

// ratingHowTo says where ratings are given, for feedback the assistant
// cannot record.
const ratingHowTo = "Rate the job on its page in the web app (“Rate this job” on a completed job), " +
	"or with POST /api/v1/jobs/{id}/rating, the rate_job tool or “steward jobs rate ID --score N”. " +
	"A score of 2 or less, or missed items, gets the job a re-clean before the next check-in, offered first to another pro."
