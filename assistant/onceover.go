package assistant

// onceOverRe is "give it a once-over" (also "a quick once over", "give the
// place a once-over"), a host's word for a look round a property: "fiona
// to give it a once-over the day before at 1000". The work is an
// inspection; read as "inspect it". "once" alone ("once she's done the
// clean") is left as it is.
var onceOverRe = mustCompile(`(?i)\bgive\s+(it|them|that|this|the\s+(?:place|flat|house|cottage|unit))\s+an?\s+(?:quick\s+|good\s+|proper\s+)?once[\s-]*over\b`)

// withOnceOverAsInspect returns msg with "give it a once-over" read as
// "inspect it" (onceOverRe).
func withOnceOverAsInspect(msg string) string {
	return onceOverRe.ReplaceAllString(msg, "inspect $1")
}
