package assistant

import "regexp"

// worksInsteadMove reads a pro's other hour said as what works, then "move
// it": "surf city texted, they cant do 1 on friday at the redwood cabin
// but 3 works. move it" is "… cant do 1 on friday at the redwood cabin,
// move it to 3" — the hour they can't do names the job, the one that
// works is where it goes. Without "move it" after, nothing is read (the
// host only passes on news).
func worksInsteadMove(msg string) string {
	return worksInsteadRe.ReplaceAllString(msg, "${1}${2}, ${5} it to ${3}")
}

var worksInsteadRe = regexp.MustCompile(`(?i)(\bcan'?t do \d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?\b)([^.!?]*?),? but (\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?) (works|is fine|would work|works better|is better|is good|is ok|is okay)[.!,]*\s+(?:so\s+|pls\s+|please\s+|can (?:you|u)\s+)?(move|push|shift|bump) it\b`)
