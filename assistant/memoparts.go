package assistant

import (
	"strings"
)

// Dictated memos with several requests: a host speaking into the phone
// numbers the requests aloud ("ok two things for the cary townhouse one
// have marisol do a deep clean … and two have her restock it …"), chains
// them with "and then" ("… at nine in the morning and then brenda's
// inspection that day push it to three"), and may open with "note to
// self" while still asking for changes. Each request is read as a part of
// its own, in the one transaction.

// memoCountRe is a memo's spoken count of what it asks, before its
// numbered requests: "two things", "a couple of things", "three changes".
var memoCountRe = mustCompile(`(?i)\b(?:two|three|four|2|3|4|a\s+couple\s+(?:of\s+)?)\s+(?:things|items|requests|changes)\b`)

// memoNumberRe is a spoken number opening a request of the memo: "one
// have …", "and two have …", "three move …". Group 1 is the number, group
// 2 the request's first word.
var memoNumberRe = mustCompile(`(?i)(?:^|[\s,.;:])(?:and\s+)?(one|two|three|four)\s*[,.:)-]?\s+([a-z]+)`)

// memoOrdinal is the written ordinal of a spoken number of a memo.
var memoOrdinal = map[string]string{"one": "first", "two": "second", "three": "third", "four": "fourth"}

// memoNumberWords are the spoken numbers in their order.
var memoNumberWords = []string{"one", "two", "three", "four"}

// spokenCountedParts rewrites a memo's spoken numbering into the written
// one the parser reads ("…. first, have …. second, have …"): only after
// a spoken count, only when the numbers come in order from "one", at
// least two of them, each right before a request's verb ("one have
// marisol do …", not "at one" nor "the one at the loft").
func spokenCountedParts(msg string) string {
	c := memoCountRe.FindStringIndex(msg)
	if c == nil {
		return msg
	}
	rest := msg[c[1]:]
	var cuts [][]int
	for _, m := range memoNumberRe.FindAllStringSubmatchIndex(rest, -1) {
		n := strings.ToLower(rest[m[2]:m[3]])
		if len(cuts) >= len(memoNumberWords) || n != memoNumberWords[len(cuts)] {
			continue
		}
		if !clauseVerbs[strings.ToLower(rest[m[4]:m[5]])] {
			continue
		}
		cuts = append(cuts, []int{m[0], m[4], len(cuts)})
	}
	if len(cuts) < 2 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg[:c[1]])
	at := 0
	for _, k := range cuts {
		head := strings.TrimRight(rest[at:k[0]], " ,.;:")
		for _, join := range []string{" and then", " and", " then"} {
			head = strings.TrimSuffix(head, join) // ("… at one and three have …")
		}
		b.WriteString(head)
		b.WriteString(". " + memoOrdinal[memoNumberWords[k[2]]] + ", ")
		at = k[1]
	}
	b.WriteString(rest[at:])
	return b.String()
}

// noteToSelfAskRe is a "note to self" whose words ask for a change all
// the same: "note to self um the nguyens asked for a late check out …
// so push their checkout to one and then move marisol's clean to one
// too". Group 1 is the opening to leave out.
var noteToSelfAskRe = mustCompile(`(?i)^(\s*note\s+to\s+self\b[\s,:;.-]*)(?:.*\b(?:so|and|then|,)\s+(?:(?:um+|uh+|er|please|pls)\s+)?(?:push|move|cancel|reschedule|bump|slide|shift)\s+\S)`)

// noteToSelfAsking returns line without its "note to self" opening when
// the line asks for a change (noteToSelfAskRe): a dictated request, not
// the host's own reminder.
func noteToSelfAsking(line string) string {
	m := noteToSelfAskRe.FindStringSubmatchIndex(line)
	if m == nil {
		return line
	}
	return line[:m[2]] + line[m[3]:]
}

// possessiveJobOwnVerb reports whether fields, the words after "and
// then", name a pro's job by its service and then say what to do with it
// with a verb of their own: "brenda's inspection that day push it to
// three", "keisha's clean on the 12th move it to 11" — a request of its
// own, never words of the part before.
func possessiveJobOwnVerb(fields []string, names map[string]bool) bool {
	if len(fields) < 4 {
		return false
	}
	first := strings.ToLower(strings.Trim(fields[0], ",.;:!?"))
	name := strings.TrimSuffix(strings.TrimSuffix(first, "'s"), "’s")
	if name == first || !names[name] {
		return false
	}
	if _, _, ok := serviceOf(tokenize(fields[1])); !ok {
		return false
	}
	for k, f := range fields[2:] {
		f = strings.ToLower(strings.Trim(f, ",.;:!?"))
		if (moveVerbs[f] || repeatVerbs[f] || f == "make" || f == "change") && k+3 < len(fields) {
			next := strings.ToLower(strings.Trim(fields[k+3], ",.;:!?"))
			return next == "it" || next == "that" || next == "hers" || next == "his"
		}
	}
	return false
}
