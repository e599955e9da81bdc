package assistant

import "strings"

// topicThenPlease reports whether fields, said after "And" that opens a
// sentence, name what they are about and then ask: "for the Nguyens next
// week, please have Lupe come at noon", "about the pool, could you …".
// It is a request of its own, never more of the sentence before.
func topicThenPlease(fields []string) bool {
	if len(fields) < 4 {
		return false
	}
	first := strings.ToLower(fields[0])
	if first != "for" && first != "about" && first != "regarding" && first != "re" && first != "on" {
		return false
	}
	for k := 1; k < len(fields)-2 && k <= 7; k++ {
		if !strings.HasSuffix(fields[k], ",") {
			if strings.ContainsAny(fields[k], ".;!?") {
				return false
			}
			continue
		}
		next := lowerFields(fields[k+1 : k+3])
		return next[0] == "please" || next[0] == "pls" || (next[0] == "can" || next[0] == "could") && next[1] == "you"
	}
	return false
}
