package assistant

import (
	"strings"
)

// Topic first, then its parts: a host who names the day and the work
// first, then says what to do with each place's one, or says the topic
// and only at the end "Cancel please".
//
//   - "12号 Thursday two cleaning: Kitsilano one give Sparkle, Richmond
//     one change to 1pm" is "Kitsilano the 12th Thursday cleaning give
//     Sparkle, and Richmond the 12th Thursday cleaning change to 1pm" —
//     only when both names are the account's properties;
//   - "Metrotown tomorrow cleaning, Anna no need go, already clean last
//     week. Cancel please" is "Cancel Metrotown tomorrow cleaning, Anna no
//     need go, already clean last week."

// twoPartsRe is "<day> two <service>: <place> one <change>, <place> one
// <change>": groups the day, the service, each place and its change.
var twoPartsRe = mustCompile(`(?i)^\s*([^:,.;!?]*?)\s*\b(?:two|2|both)\s+(cleanings?|restocks?|restockings?|inspections?|maintenances?|jobs?)\s*[:,]\s*([a-z]+)\s+one\s+([^,;.]+?)\s*[,;]\s*(?:and\s+)?([a-z]+)\s+one\s+([^,;.]+?)\s*[.!]*\s*$`)

// cancelAtEndRe is "<topic>, <why>. Cancel please": group 1 the topic,
// 2 the why.
var cancelAtEndRe = mustCompile(`(?i)^\s*([^,.;!?]+),\s*([^.!?]*[.!?]?)\s*(?:so\s+)?(?:pls\s+|please\s+)?cancel(?:\s+(?:it|that|this|this one|that one))?(?:\s+(?:pls|please|thanks|thank you))?\s*[.!]*\s*$`)

// topicServiceRe is a word of the work, said in a topic.
var topicServiceRe = mustCompile(`(?i)\b(?:clean|cleaning|restock|restocking|inspection|maintenance|repair|turnover)\b`)

// topicVerbRe is a verb of a request in a topic, which is then no topic.
var topicVerbRe = mustCompile(`(?i)\b(?:cancel|book|schedule|move|change|add|give|send|put|make|set|swap|assign|confirm|instead|please|pls)\b`)

// topicParts reads the two shapes above as plain requests.
func (s *session) topicParts(msg string) string {
	if g := twoPartsRe.FindStringSubmatch(msg); g != nil && s.isPlaceWord(g[3]) && s.isPlaceWord(g[5]) && !strings.EqualFold(g[3], g[5]) {
		svc := strings.TrimSuffix(strings.ToLower(g[2]), "s")
		day := strings.TrimSpace(g[1])
		one := strings.Join(strings.Fields(g[3]+" "+day+" "+svc+" "+g[4]), " ")
		two := strings.Join(strings.Fields(g[5]+" "+day+" "+svc+" "+g[6]), " ")
		return one + ", and " + two
	}
	// The topic is short, a place, a day and the work ("Metrotown
	// tomorrow cleaning"), never a request of its own ("For Stowe: the
	// cleaning … at 11:30, and the inspection … cancel it").
	if g := cancelAtEndRe.FindStringSubmatch(msg); g != nil && len(strings.Fields(g[1])) <= 6 && !strings.Contains(g[1], ":") &&
		topicServiceRe.MatchString(g[1]) && !topicVerbRe.MatchString(g[1]) && !topicVerbRe.MatchString(g[2]) {
		return "Cancel " + strings.TrimSpace(g[1]) + ", " + strings.TrimSpace(g[2])
	}
	return msg
}

// isPlaceWord reports whether w is a word of one of the account's
// properties' names, streets or cities: "Kitsilano", "Richmond".
func (s *session) isPlaceWord(w string) bool {
	w = strings.ToLower(w)
	if len(w) < 3 || genericWords[w] || stopWords[w] {
		return false
	}
	for _, a := range s.addrs {
		for _, n := range []string{a.Name(), a.Street, a.City} {
			for _, f := range words(n) {
				if f == w {
					return true
				}
			}
		}
	}
	return false
}
