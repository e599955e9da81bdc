package assistant

import "strings"

// nobodyDownRe is a job said to have no pro, asked back as a check, and
// the pro it should go to asked after it: "Nobody's down for the window
// cleaning at the condo Friday, is that right? Could we maybe give it to
// Marie, do you think?". Group 1 is the job, group 2 what comes before
// "it", group 3 the pro's side of the hand-over.
var nobodyDownRe = mustCompile(`(?i)^\s*(?:so\s+|hmm,?\s+|oh,?\s+)?(?:nobody|no\s*one|no-one)(?:'s|’s|\s+is)\s+(?:down|on|booked|assigned|set|scheduled|lined\s+up)\s+(?:for|on|to\s+do)\s+(the\s+[^,.?!]+?)\s*(?:,\s*(?:is\s+that\s+right|is\s+that\s+correct|right|correct|is\s+it|eh|yeah)\s*)?[?.!]+\s+([^.?!]*?\b(?:give|hand|assign)\s+)it(\s+to\s+[A-Za-z][^.?!]*[?.!]?)\s*$`)

// nobodyDownGive reads that message as the hand-over of the job named:
// "Could we maybe give the window cleaning at the condo Friday to Marie,
// do you think?". A message that does not open so is left alone, as is a
// hand-over of some other "it" after more sentences.
func nobodyDownGive(msg string) string {
	l := strings.ToLower(strings.TrimSpace(msg))
	if !strings.Contains(l, "nobody") && !strings.Contains(l, "no one") && !strings.Contains(l, "no-one") && !strings.Contains(l, "noone") {
		return msg
	}
	m := nobodyDownRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return m[2] + m[1] + m[3]
}
