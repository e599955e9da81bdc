package assistant

// trailedOffVerbRe is a request the host breaks off mid-phrase and
// replaces with another: "… - move it to... no actually just cancel it",
// "push the clean to— wait, no, cancel it". The words left trailing (an
// ellipsis or a dash after them) are taken back; only the verb said after
// the take-back is read. A phrase that was finished ("move it to 3, no
// actually 4") is selfCorrectTimeRe's.
var trailedOffVerbRe = mustCompile(`(?i)\b(?:move|push|bump|shift|change|reschedule|switch|cancel|book|give)\s+(?:it|that|this|the\s+[a-z]+|them)?\s*(?:to|for|with|on)?\s*(?:\.{2,}|…|[—–]+|--)\s*` +
	`(?:(?:no[,]?\s+(?:actually|wait)|actually[,]?\s+no|wait[,]?\s+no|no|actually|wait|sorry)[,]?\s+)(?:(?:just|instead)\s+)?` +
	`(cancel|scrap|drop|kill|move|push|bump|book|delete)\b`)

// trailedOff drops a request broken off mid-phrase for the one said after
// it (trailedOffVerbRe), keeping that one's verb.
func trailedOff(msg string) string {
	return trailedOffVerbRe.ReplaceAllString(msg, "$1")
}
