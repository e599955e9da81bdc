package assistant

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// emojiWords are the emoji hosts type for words ("🧹 at the casita tmrw
// ⏰11", "❌ tony's 🔧", "➡️ the 🧹 to 9am"), read as the words they stand
// for: one table, for every reader after it (docs/assistant.md,
// shorthand). An entry of two words is the noun and the verb ("a 🔍 at
// the casita", "have renee 🔍 the casita"); the words "move", "yes",
// "the", "at" are settled by the words around the emoji (emojiWord).
var emojiWords = map[string][2]string{
	// The services.
	"🧹": {"clean", "clean"}, "🧽": {"clean", "clean"}, "🧼": {"clean", "clean"}, "🫧": {"clean", "clean"},
	"🔧": {"repair", "repair"}, "🛠": {"repair", "repair"}, "🔨": {"repair", "repair"}, "🪛": {"repair", "repair"}, "🪠": {"repair", "repair"},
	"🔍": {"inspection", "inspect"}, "🔎": {"inspection", "inspect"}, "📋": {"inspection", "inspect"},
	"🛒": {"restock", "restock"}, "🧻": {"restock", "restock"},
	// What to do with it.
	"❌": {"cancel", "cancel"}, "✖": {"cancel", "cancel"}, "❎": {"cancel", "cancel"}, "🚫": {"cancel", "cancel"},
	"✅": {"yes", "confirm"}, "✔": {"yes", "confirm"}, "☑": {"yes", "confirm"}, "👍": {"yes", "ok"}, "👌": {"yes", "ok"}, "🆗": {"yes", "ok"},
	"👎": {"no", "no"},
	"➡": {"move", "move"}, "⏩": {"move", "move"},
	// When, where, how urgent.
	"⏰": {"at", "at"}, "⏲": {"at", "at"}, "🕒": {"at", "at"},
	"🏠": {"the", "the"}, "🏡": {"the", "the"},
	"🚨": {"emergency", "emergency"}, "🆘": {"emergency", "emergency"},
}

// emojiFeeling reports whether r is a face, a hand or a heart ("😅", "🙏",
// "🙄", "🙌", "❤️"): the host's feeling, which says nothing of the
// request — read as a break between clauses ("… is jammed again 🙄 tony
// the afternoon …" is "…again, tony …"), or nothing at the end.
func emojiFeeling(r rune) bool {
	switch {
	case r >= 0x1F600 && r <= 0x1F64F, // emoticons, 🙏 🙌 🙄
		r >= 0x1F910 && r <= 0x1F92F, r >= 0x1F970 && r <= 0x1F97A, // 🤞 🤦 🥲
		r >= 0x1F44A && r <= 0x1F450, // hands (👊 👏; 👍 👎 👌 are words)
		r >= 0x1F493 && r <= 0x1F49F, r == 0x2764, r == 0x1F4AF, r == 0x1F937, r == 0x1F926:
		return true
	}
	return false
}

// emojiRune reports whether r is a pictograph (or a symbol typed as one):
// the runes an emoji begins with.
func emojiRune(r rune) bool {
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF || r >= 0x2B00 && r <= 0x2BFF ||
		r >= 0x2300 && r <= 0x23FF || r == 0x2122 || r == 0x2139 || r >= 0x2194 && r <= 0x21AA
}

// emojiTail reports whether r continues the emoji before it: a variation
// selector, a skin tone, a joiner or a keycap.
func emojiTail(r rune) bool {
	return r == 0xFE0F || r == 0xFE0E || r == 0x200D || r == 0x20E3 || r >= 0x1F3FB && r <= 0x1F3FF
}

// emojiPiece is one piece of a message read for emoji: a run of text, or
// one emoji (its base rune in e).
type emojiPiece struct {
	text string
	e    string
}

// splitEmoji cuts msg into its text and its emoji, each emoji with its
// selectors and skin tones (a sequence joined by U+200D is one emoji,
// known by its first rune).
func splitEmoji(msg string) []emojiPiece {
	var out []emojiPiece
	start := 0
	for i := 0; i < len(msg); {
		r, n := utf8.DecodeRuneInString(msg[i:])
		if !emojiRune(r) {
			i += n
			continue
		}
		if i > start {
			out = append(out, emojiPiece{text: msg[start:i]})
		}
		j := i + n
		for j < len(msg) {
			t, m := utf8.DecodeRuneInString(msg[j:])
			if emojiTail(t) {
				j += m
				if t == 0x200D && j < len(msg) {
					_, k := utf8.DecodeRuneInString(msg[j:])
					j += k
				}
				continue
			}
			break
		}
		out = append(out, emojiPiece{e: string(r), text: msg[i:j]})
		i, start = j, j
	}
	if start < len(msg) {
		out = append(out, emojiPiece{text: msg[start:]})
	}
	return out
}

// emojiClauseStart are the words after which an emoji starts a clause of
// its own ("and ➡️ marisol's 🧹 …", "ok ➡️ it to wed").
var emojiClauseStart = map[string]bool{"and": true, "but": true, "so": true, "ok": true, "okay": true, "then": true,
	"pls": true, "please": true, "also": true, "plus": true, "+": true, "&": true, "can": true, "u": true, "you": true, "just": true}

// emojiObjects are the words before which an emoji is a verb ("✅ it",
// "🔍 the casita").
var emojiObjects = map[string]bool{"it": true, "that": true, "this": true, "the": true, "them": true, "both": true,
	"all": true, "everything": true, "a": true, "an": true, "our": true, "my": true, "his": true, "her": true, "their": true, "every": true, "each": true}

// emojiDone are the words after which a check mark says the job is done
// ("the casita clean is ✅", "mark it ✅").
var emojiDone = map[string]bool{"is": true, "are": true, "was": true, "were": true, "its": true, "it's": true, "been": true, "as": true, "all": true}

// lastWord and firstWord are the words of s nearest to an emoji, lower
// case, without the marks around them; "" when a clause mark comes first.
func lastWord(s string) string {
	t := strings.TrimRightFunc(s, unicode.IsSpace)
	if t == "" || strings.ContainsAny(t[len(t)-1:], ",.;:!?-(") {
		return ""
	}
	f := strings.Fields(t)
	return strings.ToLower(strings.Trim(f[len(f)-1], `"'`))
}

func firstWord(s string) string {
	t := strings.TrimLeftFunc(s, unicode.IsSpace)
	if t == "" || strings.ContainsAny(t[:1], ",.;:!?-)") {
		return ""
	}
	return strings.ToLower(strings.Trim(strings.TrimRight(strings.Fields(t)[0], ",.;:!?)"), `"'`))
}

// clauseRest is the rest of the clause after an emoji: up to the first
// mark that ends one.
func clauseRest(s string) string {
	if k := strings.IndexAny(s, ",.;:!?"); k >= 0 {
		return s[:k]
	}
	return s
}

// readEmoji reads the emoji of msg as the words of emojiWords, with
// spaces around them ("⏰11ish" is "at 11ish", "🏠casita" "the casita");
// an emoji for a feeling is a break between clauses; any other emoji is
// kept, apart from the words it was typed against. A message of nothing
// but a sign of agreement ("✅", "👍🙏") is "yes".
func readEmoji(msg string) string {
	pieces := splitEmoji(msg)
	if !slices.ContainsFunc(pieces, func(p emojiPiece) bool { return p.e != "" }) {
		return msg
	}
	out, last := "", ""
	for k, p := range pieces {
		if p.e == "" {
			out += p.text
			continue
		}
		after := ""
		if k+1 < len(pieces) && pieces[k+1].e == "" {
			after = pieces[k+1].text
		}
		w, ok := emojiWord(p.e, out, after)
		switch {
		case !ok && emojiFeeling([]rune(p.e)[0]):
			// A feeling: read past, as "lol" is.
			if out != "" && !strings.HasSuffix(out, " ") {
				out += " "
			}
			continue
		case !ok:
			w = p.text // an emoji we don't read: kept, as its own word
		case w != "" && w == last && (lastWord(out) == w || strings.TrimSpace(after) == ""):
			continue // "🚨🚨": one emergency
		}
		if w == "" {
			continue
		}
		if rest, ok := pastTense(after); ok && w != p.text {
			// "i ✅'d it", "❌'d the restock": the verb's past.
			w, pieces[k+1].text, after = map[string]string{"yes": "okayed", "confirm": "okayed", "ok": "okayed",
				"cancel": "cancelled", "move": "moved", "to": "moved", "clean": "cleaned", "repair": "repaired",
				"inspection": "inspected", "inspect": "inspected", "restock": "restocked"}[w], rest, rest
			if w == "" {
				w = p.text
			}
		}
		if out != "" && !strings.HasSuffix(out, " ") {
			out += " "
		}
		out += w
		if after != "" && !strings.HasPrefix(after, " ") && !strings.ContainsAny(after[:1], ",.;:!?)") {
			out += " "
		}
		last = w
	}
	out = strings.Join(strings.Fields(out), " ")
	if strings.Trim(out, " ,.!") == "" {
		return msg
	}
	return out
}

// pastTense reports whether text after an emoji starts with the ending of
// a past tense ("'d", "’d", "ed"), and returns the text without it.
func pastTense(after string) (string, bool) {
	for _, end := range []string{"'d", "’d", "ed", "d"} {
		if rest, ok := strings.CutPrefix(after, end); ok && (rest == "" || strings.ContainsAny(rest[:1], " ,.;:!?)")) {
			return rest, true
		}
	}
	return after, false
}

// emojiWord is the word emoji e stands for between the text before and
// the text after it ("" to read it as nothing), and whether e is one of
// emojiWords.
func emojiWord(e, before, after string) (string, bool) {
	ws, ok := emojiWords[e]
	if !ok {
		return "", false
	}
	prev, next := lastWord(before), firstWord(after)
	start := prev == "" || emojiClauseStart[prev]
	alone := strings.TrimSpace(strings.Trim(before, " ,.!")) == "" && strings.TrimSpace(strings.Trim(after, " ,.!")) == ""
	switch ws[0] {
	case "yes":
		switch {
		case alone:
			return "yes", true
		case emojiDone[prev] || prev == "it" && strings.Contains(strings.ToLower(before), "mark"):
			return "done", true // "mark it ✅", "the clean is ✅"
		case slices.Contains([]string{"it", "that", "this", "them", "both"}, next):
			return "do", true // "… tue ⏰1 not 10. ✅ it pls": the go-ahead ("do it pls")
		case emojiObjects[next] && !slices.Contains([]string{"said", "says", "say"}, prev):
			return ws[1], true // "✅ the casita clean": confirm it
		}
		return ws[0], true
	case "move":
		// "➡️ jess's 🧹 to 1": move it; "renee's 🔍 … ➡️ thurs the
		// 12th": to the new time (as an arrow is).
		if start || strings.Contains(" "+strings.ToLower(clauseRest(after))+" ", " to ") {
			return "move", true
		}
		return "to", true
	case "at":
		if prev == "at" || prev == "@" || prev == "by" || prev == "around" || prev == "to" || prev == "til" || prev == "until" {
			return "", true // "at ⏰11", "to ⏰1"
		}
		return "at", true
	case "the":
		if next == "the" || prev == "the" {
			return "", true
		}
		return "the", true
	case "inspection":
		if emojiObjects[next] && !start && prev != "the" && prev != "a" && prev != "an" && !strings.HasSuffix(prev, "'s") {
			return ws[1], true // "have renee 🔍 the casita"
		}
		if start && emojiObjects[next] && prev != "" {
			return ws[1], true // "… and 🔍 the casita"
		}
	}
	return ws[0], true
}

// readEmojiRequest rewrites req's message, and the host's messages of its
// history, with readEmoji.
func readEmojiRequest(req Request) Request {
	return rewriteRequest(req, readEmoji)
}
