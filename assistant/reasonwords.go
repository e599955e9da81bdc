package assistant

// reasonWordRe is texting's short "because" ("cos shes got her driving
// test", "coz its meant to rain on tues", "cuz he's in Lewes", "b/c the
// guests leave monday"), followed by the reason's first word.
var reasonWordRe = mustCompile(`(?i)(^|[\s,;(])(?:cos|coz|cuz|b/c|'cause|’cause)(\s+[a-z])`)

// plainReasonWords reads texting's short "because" as "because", so that
// every reader that sets a reason apart from the request ("… the 10th at
// 12 because the schmidts leave on monday": the Monday is the guests',
// never the job's) knows it by one word.
func plainReasonWords(msg string) string {
	return reasonWordRe.ReplaceAllString(msg, "${1}because${2}")
}
