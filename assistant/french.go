package assistant

import (
	"slices"
	"strconv"
	"strings"
)

// French habits: a host who writes English the way French is written
// ("move it to 14h", "le 12", "Monday the 16 at 13h", "the ménage of
// vendredi", "annul the verification demain") is read as if the English
// had been typed. fromFrench rewrites, word by word and before anything
// else reads the message:
//
//   - clock times said the French way, an hour, "h" and optional minutes
//     ("14h", "9h", "16h30", "à 13h"), as the 24-hour time ("14:00");
//     the same form counting hours ("2h before the Leblanc arrive", "in
//     2h") is a duration ("2 hours");
//   - a bare day number after "the" or "le" ("le 16", "Monday the 16",
//     "the 12 of March", "from the 9 to the 12") or "day" ("day 11", as
//     "dia 11" in Portuguese) as the day of the month;
//   - the French words a host drops mid-sentence: weekdays, demain,
//     aujourd'hui, the services (ménage, vérification, réparation), the
//     verbs (annuler), oui/non and the courtesies (merci, bonjour, svp).
//
// The words of a name in the account ("Le Refuge", "Plomberie
// Laurentides", "Chalet du Lac") are never rewritten.

// frenchClockRe is an hour written the French way: "14h", "9h", "16h30",
// "11h30".
var frenchClockRe = mustCompile(`^(\d{1,2})h(\d\d)?$`)

// frenchWords are read the same wherever they stand (accents folded).
var frenchWords = map[string]string{
	"lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday", "vendredi": "friday",
	"samedi": "saturday", "dimanche": "sunday",
	"demain": "tomorrow", "aujourd'hui": "today", "aujourdhui": "today", "hier": "yesterday",
	"menage": "cleaning", "menages": "cleanings", "verification": "inspection", "verifications": "inspections",
	"reparation": "repair", "reparations": "repairs",
	"annul": "cancel", "annule": "cancel", "annuler": "cancel", "annulez": "cancel",
	"persons": "people", "personnes": "people",
}

// frenchFillers are courtesies read past.
var frenchFillers = map[string]bool{"merci": true, "bonjour": true, "svp": true, "stp": true, "salut": true, "allo": true, "beaucoup": true}

// frenchDayFollowers are the words that may follow a bare day number said
// the French way ("the 16 at 13h", "the 12 of March", "the 9 to the 12"):
// after another word the number counts something ("the 3 guests").
var frenchDayFollowers = map[string]bool{
	"at": true, "of": true, "to": true, "for": true, "with": true, "and": true, "or": true, "instead": true,
	"please": true, "svp": true, "merci": true, "i": true, "it": true, "in": true, "from": true, "until": true,
	"morning": true, "afternoon": true, "evening": true, "a": false, "au": true, "before": true,
	"after": true, "because": true, "but": true, "then": true, "is": true, "put": true, "move": true, "book": true,
}

type frenchWord struct {
	lead, core, trail, key string
	name                   bool
}

// fromFrench rewrites the French habits of msg in English, leaving the
// words of names (places and people: the account's) as typed.
func fromFrench(msg string, names []string) string {
	fields := strings.Fields(msg)
	if len(fields) == 0 {
		return msg
	}
	words := make([]frenchWord, len(fields))
	for i, f := range fields {
		core := strings.TrimRight(f, `,.;:!?)]}"`)
		trail := f[len(core):]
		c2 := strings.TrimLeft(core, `([{"'`)
		key := foldAccents(strings.ToLower(c2))
		key = strings.ReplaceAll(key, "’", "'")
		words[i] = frenchWord{lead: core[:len(core)-len(c2)], core: c2, trail: trail, key: key}
	}
	// The words of a name, in a row, as typed in the account.
	for _, n := range names {
		nw := strings.Fields(foldAccents(strings.ToLower(n)))
		if len(nw) == 0 {
			continue
		}
		for i := 0; i+len(nw) <= len(words); i++ {
			ok := true
			for k := range nw {
				if words[i+k].key != nw[k] {
					ok = false
					break
				}
			}
			if ok {
				for k := range nw {
					words[i+k].name = true
				}
			}
		}
	}
	key := func(i int) string {
		if i < 0 || i >= len(words) {
			return ""
		}
		return words[i].key
	}
	stopped := func(i int) bool { return strings.TrimSpace(words[i].trail) != "" }
	changed := false
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w.name {
			out = append(out, w.lead+w.core+w.trail)
			continue
		}
		k := w.key
		text := w.core
		switch {
		case frenchClockRe.MatchString(k):
			m := frenchClockRe.FindStringSubmatch(k)
			h, _ := strconv.Atoi(m[1])
			mins := m[2]
			prev, next := key(i-1), key(i+1)
			duration := prev == "in" || prev == "dans" || prev == "within" ||
				!stopped(i) && (next == "before" || next == "after" || next == "earlier" || next == "later" || next == "avant" || next == "apres" || next == "more" || next == "less") &&
					prev != "at" && prev != "a" && prev != "to" && prev != "for" && prev != "from" && prev != "until" && prev != "vers" && prev != "till"
			switch {
			case duration && mins == "":
				text = m[1] + " hours"
				if h == 1 {
					text = "1 hour"
				}
			case duration:
				text = m[1] + " hours " + mins + " minutes"
			case h <= 23:
				if mins == "" {
					mins = "00"
				}
				text = m[1] + ":" + mins
			}
			if prev == "a" && len(out) > 0 && words[i-1].core == "à" {
				out[len(out)-1] = words[i-1].lead + "at" + words[i-1].trail
			}
		case (k == "le" || k == "the") && isDigits(key(i+1)) && len(key(i+1)) <= 2 && !words[i+1].name:
			n, _ := strconv.Atoi(key(i + 1))
			next2 := key(i + 2)
			// ("they leave tuesday the 17 now": after a weekday the number
			// is its day, whatever follows.)
			afterWeekday := k == "the" && (isWeekdayWord(key(i-1)) || isWeekdayWord(frenchWords[key(i-1)]))
			day := n >= 1 && n <= 31 && (stopped(i+1) || i+2 >= len(words) || afterWeekday || frenchDayFollowers[next2] || frenchClockRe.MatchString(next2) ||
				isWeekdayWord(next2) || frenchWords[next2] != "" && isWeekdayWord(frenchWords[next2])) &&
				// ("just the 2 of them": a party, not a day.)
				!(next2 == "of" && slices.Contains([]string{"them", "us", "you", "those"}, key(i+3)))
			if day {
				if k == "le" {
					text = "the"
					if w.core == "Le" {
						text = "The"
					}
				}
				out = append(out, w.lead+text+w.trail)
				nw := words[i+1]
				out = append(out, nw.lead+nw.core+ordinalSuffix(nw.core)+nw.trail)
				i++
				changed = true
				continue
			}
		case k == "day" && isDigits(key(i+1)) && len(key(i+1)) <= 2 && !words[i+1].name && !stopped(i) &&
			!slices.Contains([]string{"a", "per", "each", "every", "one", "first", "last", "next", "same", "that", "this"}, key(i-1)):
			// "the inspection of Windsor Hills day 11", "day 10 at 14h"
			// (dia 11, le 11): the day of the month, said as "the 11th".
			n, _ := strconv.Atoi(key(i + 1))
			next2 := key(i + 2)
			if n >= 1 && n <= 31 && (stopped(i+1) || i+2 >= len(words) || frenchDayFollowers[next2] || frenchClockRe.MatchString(next2) || next2 == "that" || next2 == "which") {
				nw := words[i+1]
				out = append(out, w.lead+"the", nw.lead+nw.core+ordinalSuffix(nw.core)+nw.trail)
				i++
				changed = true
				continue
			}
		case noMoreNeed(words, i) > 0:
			// "pas besoin of the inspection", "no more need for
			// jean-pierre tomorrow": the job is not needed, a cancel
			// ("cancel the inspection …", so that "and the one at …"
			// after it is a second job); "no more need to come" is
			// "don't need to come".
			n := noMoreNeed(words, i)
			say := "don't need"
			if last := words[i+n-1].key; last == "of" || last == "for" || last == "de" || last == "d'" {
				say = "cancel"
			}
			out = append(out, w.lead+say+words[i+n-1].trail)
			i += n - 1
			changed = true
			continue
		case k == "a" && w.core == "à":
			text = "at"
		case frenchFillers[k]:
			if t := strings.TrimSpace(w.trail); t != "" && len(out) > 0 && t != "," {
				out[len(out)-1] = strings.TrimRight(out[len(out)-1], ",") + t
			}
			changed = true
			continue
		case calqueReport(words, i):
			// "the cleaning lady tell me the toilet is blocked", "the
			// Tremblay call me": who reported it, said in the present
			// without its "s", as "told me", "called me".
			text = map[string]string{"tell": "told", "call": "called", "text": "texted", "write": "wrote"}[k]
		case (k == "oui" || k == "non") && i == 0:
			text = map[string]string{"oui": "yes", "non": "no"}[k]
		default:
			if v, ok := frenchWords[k]; ok {
				text = v
			}
		}
		if text != w.core {
			changed = true
		}
		out = append(out, w.lead+text+w.trail)
	}
	if !changed {
		return msg
	}
	res := strings.TrimSpace(strings.Join(out, " "))
	res = strings.TrimLeft(res, ",; ")
	if res == "" {
		return msg
	}
	return res
}

// readFrench rewrites req's message, and the host's messages of its
// history, with fromFrench (copies: the store's messages are left as
// they are).
func (s *session) readFrench(req Request) Request {
	var names []string
	for _, a := range s.addrs {
		if a.Nickname != nil {
			names = append(names, *a.Nickname)
		}
		names = append(names, a.Street, a.City)
	}
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	return rewriteRequest(req, func(msg string) string { return fromFrench(msg, names) })
}

// calqueReport reports whether words[i] is "tell", "call", "text" or
// "write" followed by "me" or "us" and said of a person named before it
// with a determiner or a capital ("the cleaning lady tell me", "the
// Tremblay call me", "Sophie text me"): a report of what someone said,
// the verb's "s" or past dropped. After a pronoun, a modal or a request
// word ("can you call me", "please text me", "they call me") it stays.
func calqueReport(words []frenchWord, i int) bool {
	switch words[i].key {
	case "tell", "call", "text", "write":
	default:
		return false
	}
	if i == 0 || i+1 >= len(words) || words[i+1].key != "me" && words[i+1].key != "us" || strings.TrimSpace(words[i-1].trail) != "" {
		return false
	}
	prev := words[i-1]
	if !isLetters(prev.key) || frenchNotSubject[prev.key] {
		return false
	}
	if prev.name || prev.core != prev.key && i == 1 {
		return true // "Sophie text me": a name
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if k < i-1 && strings.TrimSpace(words[k].trail) != "" {
			return false
		}
		switch words[k].key {
		case "the", "my", "our", "his", "her", "their", "a", "an":
			return k < i-1
		}
	}
	return false
}

// frenchNotSubject are the words after which "tell me", "call me" are
// asked for, or said of someone else than a person named.
var frenchNotSubject = map[string]bool{"i": true, "you": true, "we": true, "they": true, "u": true, "can": true, "could": true, "will": true,
	"would": true, "should": true, "please": true, "pls": true, "plz": true, "to": true, "and": true, "or": true, "must": true, "may": true,
	"might": true, "dont": true, "not": true, "let": true, "also": true, "just": true, "then": true, "never": true, "always": true,
	"who": true, "that": true, "which": true, "she": true, "he": true, "it": true, "them": true}

// noMoreNeed is the number of words at words[i] that say the French "(il
// n'y a) plus / pas besoin de" — "pas besoin of", "plus besoin de", "no
// more need for" — with the preposition after it, or 0. A comma or a stop
// inside the phrase ends it ("no more. need …" is two sentences).
func noMoreNeed(words []frenchWord, i int) int {
	n := 0
	switch {
	case (words[i].key == "pas" || words[i].key == "plus") && i+1 < len(words) && words[i+1].key == "besoin":
		n = 2
	case words[i].key == "no" && i+2 < len(words) && words[i+1].key == "more" && words[i+2].key == "need":
		n = 3
	default:
		return 0
	}
	for k := i; k < i+n-1; k++ {
		if strings.TrimSpace(words[k].trail) != "" {
			return 0
		}
	}
	if i+n+1 < len(words) && strings.TrimSpace(words[i+n-1].trail) == "" && strings.TrimSpace(words[i+n].trail) == "" &&
		slices.Contains([]string{"of", "for", "de", "d'"}, words[i+n].key) && !toSoon(words[i+n+1:min(len(words), i+n+4)]) {
		// (the preposition taken with it when a job or a pro follows:
		// "no more need for her to come" keeps its "for".)
		n++
	}
	return n
}

// toSoon reports whether words hold a "to" (a verb of its own follows:
// "for her to come").
func toSoon(words []frenchWord) bool {
	return slices.ContainsFunc(words, func(w frenchWord) bool { return w.key == "to" })
}
