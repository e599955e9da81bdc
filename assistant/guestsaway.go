package assistant

// Where the guests will be while a job is done: "a light clean on
// Saturday at 11 while they're at the Desert Museum", "… while the
// guests are out at the lake". It says when the place is free, not where
// the job is: the clause is read as "while they're out", so the place it
// names is never taken (or asked about) as a property, and the job is
// one the guests know of, during their stay (guestsAsked).

// guestsAwayRe is such a clause, up to the end of its phrase.
var guestsAwayRe = mustCompile(`(?i),?\s+(?:while|when|whilst)\s+(?:they're|theyre|they’re|they\s+are|they'll\s+be|they’ll\s+be|the\s+guests\s+are|the\s+guests'll\s+be|[a-z]+s\s+are)\s+(?:out\s+|away\s+|off\s+)?(?:at|in|on|to|visiting|touring)\s+[^,.;!?\n]{2,60}`)

// dropGuestsAway reads such clauses as "while they're out".
func dropGuestsAway(msg string) string {
	return guestsAwayRe.ReplaceAllString(msg, " while they're out")
}
