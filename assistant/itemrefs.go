package assistant

import (
	"regexp"
	"strconv"
	"strings"
)

// Numbered e-mails whose items speak of other items: "4. Regarding #2:
// his supplier can't deliver until late Monday, so please move that
// visit to 1 p.m.", "5. Correction to item 3: Rosa is off that Monday,
// so please put Jenna on it instead.", "4. Scratch item 2: he is coming
// up after all, so keep Tom on." Each such item is read with the item it
// names: one that adds to it is read right after it ("that visit" is
// its job), one that corrects it is read as a correction right after it,
// and one that takes it back drops it. An item "about" a number the list
// does not have is said to be about another item (never job number N: its
// job is asked); a list with an item number twice is left alone.

// numItemRe is one numbered item on a line of its own: "2. …", "4) …".
var numItemRe = regexp.MustCompile(`^(\s*)(\d{1,2})[.)]\s+(.*)$`)

// itemAboutRe opens an item that adds to another: "Regarding #2:", "Re
// item 3 -", "As for number 4,", "Further to #1:". Group 1 is the item's
// number, group 2 the words after.
var itemAboutRe = regexp.MustCompile(`(?i)^(?:regarding|re|about|as\s+for|further\s+to|following\s+up\s+on|on)\s+(?:item\s*|#\s*|number\s+|no\.\s*)(\d{1,2})\s*(?:[:,]|\s[-–—])\s*(.+)$`)

// itemCorrectRe opens an item that corrects another: "Correction to item
// 3:", "Change to #2 -", "Update on item 1:".
var itemCorrectRe = regexp.MustCompile(`(?i)^(?:correction|change|update|amendment)\s+(?:to|on|for)\s+(?:item\s*|#\s*|number\s+|no\.\s*)(\d{1,2})\s*(?:[:,]|\s[-–—])\s*(.+)$`)

// itemScratchRe opens an item that takes another back: "Scratch item 2:",
// "Ignore #3.", "Please disregard item 4 —", "Forget about number 2,".
var itemScratchRe = regexp.MustCompile(`(?i)^(?:please\s+)?(?:scratch|ignore|disregard|forget(?:\s+about)?|strike|delete|never\s*mind|nvm)\s+(?:item\s*|#\s*|number\s+|no\.\s*)(\d{1,2})\b\s*(?:[:.,;]|\s[-–—]|$)\s*(.*)$`)

// itemScratchKeepRe is what may follow a take-back without a request of
// its own: the job is kept as it was ("so keep Tom on for the 12th", "it
// is still on", "he is coming after all").
var itemScratchKeepRe = regexp.MustCompile(`(?i)\b(?:keep|leave|stays?|still\s+on|after\s+all|as\s+(?:it\s+)?was|as\s+planned|go\s+ahead\s+as)\b`)

// itemReasonSoRe is a reason before the request of a correcting item:
// "Rosa just reminded me she is off that Monday, so please …"; group 1
// is the request.
var itemReasonSoRe = regexp.MustCompile(`(?i)^[^.;]*?,\s*so\s+((?:please|pls|can\s+you|could\s+you)\b.+)$`)

// itemJobRe is the job an item names: "the ranch house turnover on the
// 16th after the Castillos leave".
var itemJobRe = regexp.MustCompile(`(?i)\b(?:the|that|this|his|her|their)\s+(?:[\w'’-]+\s+){0,4}?(?:turnover|clean|cleaning|restock|restocking|inspection|walkthrough|walk-through|visit|service|job|appointment|maintenance|repair)\b[^,.;!?]*`)

// itemItRe is the one pronoun of a correction that stands for the job:
// "put Jenna on it instead", "move that to 2".
var itemItRe = regexp.MustCompile(`(?i)(\b(?:on|move|push|cancel|give|hand|assign|reassign|make|do|take)\s+)(?:it|that(?:\s+one)?)(\b)`)

// itemSameDayRe is "the same day" after an hour: "to 1 p.m. the same day".
var itemSameDayRe = regexp.MustCompile(`(?i)\s*,?\s+(?:on\s+)?the\s+same\s+day\b`)

// itemRequestVerbRe marks a take-back's words that ask for something.
var itemRequestVerbRe = regexp.MustCompile(`(?i)\b(?:book|add|move|push|cancel|schedule|put|assign|change|reschedule|give|hand)\b`)

// readItemRefs reads a numbered e-mail's items that name other items.
func readItemRefs(msg string) string {
	if !strings.Contains(msg, "#") && !strings.Contains(strings.ToLower(msg), "item") && !strings.Contains(strings.ToLower(msg), "number") {
		return msg
	}
	lines := strings.Split(msg, "\n")
	at := map[int]int{} // item number → line
	for i, l := range lines {
		m := numItemRe.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		if _, dup := at[n]; dup {
			return msg
		}
		at[n] = i
	}
	if len(at) < 2 {
		return msg
	}
	drop := map[int]bool{}
	changed := false
	for i, l := range lines {
		m := numItemRe.FindStringSubmatch(l)
		if m == nil || drop[i] {
			continue
		}
		text := strings.TrimSpace(m[3])
		var ref []string
		kind := ""
		for _, c := range []struct {
			re *regexp.Regexp
			k  string
		}{{itemAboutRe, "about"}, {itemCorrectRe, "correct"}, {itemScratchRe, "scratch"}} {
			if ref = c.re.FindStringSubmatch(text); ref != nil {
				kind = c.k
				break
			}
		}
		if ref == nil {
			continue
		}
		n, _ := strconv.Atoi(ref[1])
		j, ok := at[n]
		if !ok && kind == "about" {
			// "2. Regarding #5: move that visit" in a list with no item
			// 5: never job number 5; which visit is asked.
			lines[i] = m[1] + m[2] + ". About an item this message does not have: " + strings.TrimSpace(ref[2])
			changed = true
			continue
		}
		if !ok || j == i || drop[j] {
			continue
		}
		jm := numItemRe.FindStringSubmatch(lines[j])
		rest := strings.TrimSpace(ref[2])
		switch kind {
		case "about":
			// "move that visit to 1 p.m. the same day": the day is the
			// job's own, which a move of its hour keeps.
			rest = itemSameDayRe.ReplaceAllString(rest, "")
			if strings.HasSuffix(rest, "..") && !strings.HasSuffix(rest, "...") {
				rest = rest[:len(rest)-1] // ("1 p.m. the same day." → "1 p.m.")
			}
			lines[j] = jm[1] + jm[2] + ". " + endSentence(strings.TrimSpace(jm[3])) + " " + rest
		case "correct":
			if r := itemReasonSoRe.FindStringSubmatch(rest); r != nil {
				rest = r[1]
			}
			// "put Jenna on it instead": the corrected item's job said
			// in its own words, the corrected request dropped.
			if job := itemJobRe.FindString(jm[3]); job != "" && itemItRe.MatchString(rest) {
				lines[j] = jm[1] + jm[2] + ". " + itemItRe.ReplaceAllString(rest, "${1}"+strings.TrimSpace(job)+"${2}")
			} else {
				lines[j] = jm[1] + jm[2] + ". " + endSentence(strings.TrimSpace(jm[3])) + " Correction: " + rest
			}
		case "scratch":
			if rest != "" && itemRequestVerbRe.MatchString(rest) && !itemScratchKeepRe.MatchString(rest) {
				continue
			}
			drop[j] = true
		}
		drop[i] = true
		changed = true
	}
	if !changed {
		return msg
	}
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		if !drop[i] {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// endSentence ends s with a full stop unless it already ends a sentence.
func endSentence(s string) string {
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?") {
		return s
	}
	return s + "."
}
