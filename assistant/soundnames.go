package assistant

import (
	"strings"
)

// Names as speech-to-text writes them (docs/assistant.md, dictation): the
// phone splits a name it does not know into everyday words ("oak wood"
// for Oakwood, "the heart groves" for the Hargroves, "the Cole Walskis"
// for the Kowalskis) or spells one of its words as another name that
// sounds the same ("the Carrie townhouse" for Cary Townhouse, "Brenda
// stencil" for Brenda Stancil). Before the message is read, such words
// are written as the account's name — only when exactly one name of the
// account's properties, pros and guests fits; otherwise they are left as
// said, and the readers ask as for any name they do not know.

// soundWordRe is a word of the message (an apostrophe inside it kept).
var soundWordRe = mustCompile(`\p{L}+(?:'\p{L}+)?`)

// soundName is one word of an account's name, with its neighbours.
type soundName struct {
	word       string // as spelled in the account
	prev, next string // lower case, "" at the name's ends
	guest      bool   // a guest's (family) name
}

// soundNames returns msg with split or misheard names written as the
// account's (see above).
func (s *session) soundNames(msg string) (string, error) {
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	names := s.soundNameWords()
	locs := soundWordRe.FindAllStringIndex(msg, -1)
	ws := make([]string, len(locs))
	for i, l := range locs {
		ws[i] = strings.ToLower(msg[l[0]:l[1]])
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(ws); i++ {
		end, with := i, ""
		if w, ok := joinedName(ws, i, names); ok {
			end, with = i+1, w
		} else if w, ok := neighbourName(ws, i, names); ok {
			with = w
		} else {
			continue
		}
		if strings.EqualFold(msg[locs[i][0]:locs[end][1]], with) {
			i = end
			continue // ("lake house" said as "Lake House")
		}
		b.WriteString(msg[last:locs[i][0]])
		b.WriteString(with)
		last = locs[end][1]
		i = end
	}
	if last == 0 {
		return msg, nil
	}
	b.WriteString(msg[last:])
	return b.String(), nil
}

// soundNameWords lists the words of the account's property, pro and guest
// names, lower case, of letters only.
func (s *session) soundNameWords() []soundName {
	var all [][]string
	for _, a := range s.addrs {
		all = append(all, strings.Fields(a.Name()))
	}
	for _, p := range s.pros {
		all = append(all, strings.Fields(p.Name))
	}
	guests := len(all)
	for _, r := range s.stays {
		all = append(all, strings.Fields(r.GuestName))
	}
	var out []soundName
	for g, n := range all {
		for k, w := range n {
			if !isLetters(w) || stopWords[strings.ToLower(w)] || strings.EqualFold(w, "family") {
				continue
			}
			x := soundName{word: w, guest: g >= guests}
			if k > 0 {
				x.prev = strings.ToLower(n[k-1])
			}
			if k+1 < len(n) {
				x.next = strings.ToLower(n[k+1])
			}
			out = append(out, x)
		}
	}
	return out
}

// joinedName reports the one name word that the words ws[i] and ws[i+1]
// make said as one ("oak wood" Oakwood, "heart groves" the Hargroves,
// "cole walskis" the Kowalskis), in the plural when said so.
func joinedName(ws []string, i int, names []soundName) (string, bool) {
	if i+1 >= len(ws) || !soundWord(ws[i]) || !soundWord(ws[i+1]) {
		return "", false
	}
	joined := ws[i] + ws[i+1]
	var found string
	for _, n := range names {
		lw := strings.ToLower(n.word)
		if len(lw) < 6 || ws[i] == lw || ws[i+1] == lw {
			continue
		}
		form, w := lw, n.word
		if strings.HasSuffix(joined, "s") && !strings.HasSuffix(lw, "s") {
			form, w = lw+"s", w+"s" // ("the heart groves": the Hargroves)
		}
		// (Near in sound only, a family said as "the <two words>s": "the
		// heart groves", "the cole walskis".)
		near := n.guest && form != lw && i > 0 && ws[i-1] == "the"
		if !soundsJoined(joined, form, lw, near) {
			continue
		}
		if found != "" && found != w {
			return "", false // two names fit: left as said
		}
		found = w
	}
	return found, found != ""
}

// soundsJoined reports whether joined (two words said as one) is the name
// word form: spelled so but for a letter ("oak wood", "mary sol"), or —
// when near, for a long name that is no everyday word — its sounds but
// for two, its consonants but for one, and its ending the same.
func soundsJoined(joined, form, word string, near bool) bool {
	if levenshtein(joined, form) <= 1 {
		return true
	}
	kj, kf := soundKey(joined), soundKey(form)
	cons := func(k string) string { return strings.ReplaceAll(k, "V", "") }
	if !near || len(cons(kf)) < 5 || commonWords[word] || kj[0] != kf[0] || !strings.HasSuffix(kj, kf[len(kf)-3:]) {
		return false
	}
	return levenshtein(kj, kf) <= 2 && levenshtein(cons(kj), cons(kf)) <= 1
}

// neighbourName reports the name word that ws[i] sounds like when the word
// beside it is that name's word beside it ("carrie townhouse" Cary
// Townhouse, "brenda stencil" Brenda Stancil).
func neighbourName(ws []string, i int, names []soundName) (string, bool) {
	w := ws[i]
	if len(w) < 3 || !soundWord(w) {
		return "", false
	}
	var found string
	for _, n := range names {
		lw := strings.ToLower(n.word)
		if lw == w {
			return "", false // a name as said
		}
		beside := n.next != "" && len(n.next) >= 4 && i+1 < len(ws) && ws[i+1] == n.next ||
			n.prev != "" && len(n.prev) >= 4 && i > 0 && ws[i-1] == n.prev
		if !beside || len(lw) < 3 || soundKey(w) != soundKey(lw) || w[0] != lw[0] && soundKey(w[:1]) != soundKey(lw[:1]) {
			continue
		}
		if found != "" && found != n.word {
			return "", false
		}
		found = n.word
	}
	return found, found != ""
}

// soundWord reports whether w may be part of a misheard name: letters,
// no stop word.
func soundWord(w string) bool {
	return isLetters(w) && !stopWords[w]
}

// splitWordRe is a word of letters a speech-to-text may have cut in two.
var splitWordRe = mustCompile(`\b[A-Za-z]{2,}\b`)

// joinSplitWords returns text with two words written as one where,
// together, they spell a word of names (lower case): a name the phone
// wrote as two words ("oak wood" Oakwood, "Glen wood" Glenwood, "petty
// ford" Pettiford), the first of them three letters or more and only
// spaces between. The exact join; soundNames also joins by sound.
func joinSplitWords(text string, names map[string]bool) string {
	if len(names) == 0 {
		return text
	}
	locs := splitWordRe.FindAllStringIndex(text, -1)
	var b strings.Builder
	last := 0
	for k := 0; k+1 < len(locs); k++ {
		a, c := locs[k], locs[k+1]
		if gap := text[a[1]:c[0]]; a[1]-a[0] < 3 || gap == "" || strings.Trim(gap, " \t") != "" {
			continue
		}
		if !names[strings.ToLower(text[a[0]:a[1]]+text[c[0]:c[1]])] {
			continue
		}
		b.WriteString(text[last:a[1]])
		b.WriteString(strings.ToLower(text[c[0]:c[1]]))
		last = c[1]
		k++
	}
	b.WriteString(text[last:])
	return b.String()
}
