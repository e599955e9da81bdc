package assistant

// A tenant's work shift: "Keisha is working a night shift right before she
// leaves", "priya … says the toilet is overflowing, shes on shift at 3".
// Nurses and other shift workers rent by the month; their shift is why the
// host asks, never "shift" the verb (move a job) nor its hour a time for
// the job. workShift drops such words before reading.

// workShiftRe is a shift worked: "(she's) on shift (at 3)", "working a
// night shift", "on a double shift until 7".
var workShiftRe = mustCompile(`(?i)\b(?:(?:she|he|they|i)(?:'s|’s|s|\s+is|\s+are|'re|’re|'m|\s+am)\s+)?(?:working|works|work|on|doing|pulling|covering)\s+(?:a\s+|the\s+|her\s+|his\s+|their\s+|my\s+)?(?:(?:night|day|double|early|late|overnight|long|evening|morning|12[- ]?hour|12[- ]?hr)\s+)?shifts?\b(?:\s+(?:at|from|until|til|till|starting(?:\s+at)?)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|a|p)?\b)?`)

// workShift replaces a shift worked with "busy": "shes on shift at 3" →
// "busy".
func workShift(msg string) string {
	return workShiftRe.ReplaceAllString(msg, "busy")
}
