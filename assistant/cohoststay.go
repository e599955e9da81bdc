package assistant

// coupleStay reads a stay said in a co-host's full sentence about a
// couple: "Matt's friend Kevin Doyle and his wife have the Tamarack Condo
// from Thursday the 12th to Sunday the 15th." is "Kevin Doyle and his
// wife are staying at the Tamarack Condo from … to …, 2 guests." — the
// guest is the one named (never the co-host whose friend he is), and a
// couple is two guests.
func coupleStay(msg string) string {
	return coupleStayRe.ReplaceAllString(msg, "${1}${2} and ${3} are staying at ${4} ${5}, 2 guests${6}")
}

// coupleStayRe is "[Matt's friend] Kevin Doyle and his wife have the
// Tamarack Condo from … to …" opening a sentence.
var coupleStayRe = mustCompile(`(^|[.!?]\s+)(?:[A-Z][a-z]+'s (?:friend|friends|brother|sister|cousin|coworker|colleague|buddy|neighbor|neighbour|boss) )?([A-Z][a-z]+ [A-Z][a-z]+) and ((?:his|her) (?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee)) (?:have|has|are in|got|will have) (the [A-Z][^.!?]*?) (from [^.!?]*?\b(?:to|through|until|thru|till) [^.!?,]*?)([.!]|$)`)
