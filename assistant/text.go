package assistant

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

// token is one word of a message: s is its normalised form (lower case,
// surrounding punctuation and possessive 's removed), raw the word as
// typed. used marks words a matcher has already explained (a property's
// name, a pro's name) so other readers skip them.
type token struct {
	s     string
	raw   string
	cap   bool // typed with a capital first letter
	stop  bool // followed by punctuation that ends a phrase (, . ; : ! ?)
	ask   bool // followed by a question mark
	email bool
	used  bool
	thing bool // a job's service read after the thing its notes name (thingjob.go)
	// approx marks an hour said roughly ("10ish", "10-ish"): a time of
	// day wherever it stands.
	approx bool
	paren  bool // typed after an opening bracket: "first thing (9)"
	// dash marks a word followed by a dash standing alone ("thurs 6a -
	// 8 inches coming tonight"): a break between clauses for the readers
	// that look for one (forecastEvent), not a stop.
	dash bool
}

var (
	emailRe = mustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	phoneRe = mustCompile(`(?:\+?1[\s.\-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.\-])?\d{3}[\s.\-]\d{4}\b`)
)

// tokenize splits a message into tokens. Hyphens between letters split
// words ("check-out" → check out); between digits they become a "-" token
// ("15-18" → 15 - 18), which the date reader takes for a range.
// punctuation normalises typographic quotes, dashes and "a.m."/"p.m."
// (built once: a Replacer is costly to build).
var punctuation = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "–", "-", "—", " - ", "a.m.", "am", "p.m.", "pm",
	"A.M.", "am", "P.M.", "pm",
	// An arrow is "to": "restock → 3p", "sat prep 10→11" (from 10 to 11).
	"→", " to ", "⟶", " to ", "⇒", " to ", "->", " to ", "=>", " to ")

// Replacers the readers use, built once (a Replacer is costly to build).
var (
	punctAsSpace     = strings.NewReplacer(",", " ", ".", " ", "!", " ")
	undoPunct        = strings.NewReplacer(",", " ", ".", " ", "!", " ", "'", "", "’", "", "-", " ")
	punctAskAsSpace  = strings.NewReplacer(",", " ", ".", " ", "!", " ", "?", " ")
	dashesAsSpace    = strings.NewReplacer("—", " ", "–", " ")
	placeKeyPunct    = strings.NewReplacer("'", "", "-", " ")
	tailPunct        = strings.NewReplacer(",", " ", ".", " ", "!", " ", "'", "'")
	apostrophesGone  = strings.NewReplacer("'", "", "’", "")
	curlyApostrophe  = strings.NewReplacer("’", "'")
	courtesyPunct    = strings.NewReplacer("'", "", "’", "", "-", " ", "!", " ", "?", " ")
	spanishMarksGone = strings.NewReplacer("¿", "", "¡", "")
)

// accents folds the Latin letters with diacritics hosts leave out when
// they type a name ("zoe" for Zoë, "pena" for Peña) into their plain
// letters, in the words read from messages and from the account alike.
var accents = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ā", "a", "æ", "ae",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ē", "e", "ě", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i",
	"ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "ō", "o", "œ", "oe",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "ů", "u",
	"ñ", "n", "ń", "n", "ç", "c", "č", "c", "ć", "c", "ý", "y", "ÿ", "y", "ß", "ss",
	"ł", "l", "š", "s", "ś", "s", "ş", "s", "ž", "z", "ź", "z", "ż", "z", "ř", "r", "ğ", "g", "đ", "d")

func foldAccents(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return accents.Replace(s)
		}
	}
	return s
}

// euroDateRe is a date written day first with dots, as in most of
// Europe: "11.03.", "11.03.2026", "1.3." (the last dot may end the
// sentence too).
var euroDateRe = mustCompile(`^(\d{1,2})\.(\d{1,2})(\.(\d{4}|\d{2})?)?([.,;:!?)]*)$`)

// badDate stands for a word written as a date that names no day
// ("45.03.", "31.02."): the readers ask when instead.
const badDate = "<baddate>"

// daysIn is the most days month m has (February 29).
func daysIn(m time.Month) int {
	return time.Date(2024, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// europeanDate reads a word written as a European date, day first with
// dots ("on 10.03.", "from 11.03. to 12.03.", "20.03.2026"), into the
// token the date reader takes for that day ("3/10"), never a time of day
// ("11:03"). The dot after the month marks the date; without it only
// "on 10.03" is one ("at 10.30", "from 9.15" stay times, and "at 10.03."
// keeps its hour). The date's own dot ends no clause, unless a capital
// starts the next word ("on 12.03. Sophie does it").
func europeanDate(f string, toks []token, rest []string) (token, bool) {
	m := euroDateRe.FindStringSubmatch(f)
	if m == nil {
		return token{}, false
	}
	prev := ""
	if len(toks) > 0 {
		prev = toks[len(toks)-1].s
	}
	dotted := m[3] != ""
	if !dotted && prev != "on" {
		return token{}, false
	}
	if m[4] == "" && (prev == "at" || prev == "@" || prev == "around") {
		return token{}, false
	}
	_, afterWeekday := weekdays[prev]
	if len(m[2]) < 2 && m[4] == "" && !slices.Contains([]string{"on", "from", "to", "until", "till", "til", "since", "by", "before", "after", "and", "-"}, prev) &&
		!(dotted && (prev == "the" || afterWeekday)) {
		// "rated it 4.5.": a number, unless a date's word leads it; "the
		// 9.3." and "Monday 9.3." are day first too (a weekday that does
		// not fit the date is asked about by the date reader).
		return token{}, false
	}
	d, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	if mo > 12 && d <= 12 {
		if m[4] == "" && mo <= 59 && len(toks) > 0 && isDayToken(prev) {
			// "12/3, 10.30.": right after a date, a form that could only
			// be month first is the time of that day, never a second date.
			return token{}, false
		}
		d, mo = mo, d // "03.15.": month first after all
	}
	if mo < 1 || mo > 12 || d < 1 || d > daysIn(time.Month(mo)) {
		if mo0, _ := strconv.Atoi(m[2]); !dotted || mo0 < 1 || mo0 > 12 {
			return token{}, false
		}
		// "on 45.03.", "31.02.": said as a date, and none; never read as
		// a time, nor as the day it would roll over to.
		return token{s: badDate, raw: f, stop: strings.ContainsAny(m[5], ",.;:!?")}, true
	}
	s := strconv.Itoa(mo) + "/" + strconv.Itoa(d)
	if m[4] != "" {
		s += "/" + m[4]
	}
	t := token{s: s, raw: strings.TrimRight(f, ",;:!?)")}
	trail := m[5]
	t.stop = strings.ContainsAny(trail, ",.;:!?")
	t.ask = strings.Contains(trail, "?")
	if !t.stop && len(rest) > 0 {
		if r := []rune(strings.TrimLeft(rest[0], `([{"'`)); len(r) > 0 && unicode.IsUpper(r[0]) {
			t.stop = true
		}
	}
	return t, true
}

// honorifics are the titles written with a full stop ("Mr.", "Mrs.", "Ms."):
// the stop is the abbreviation's, not the end of a clause.
var honorifics = map[string]bool{"mr": true, "mrs": true, "ms": true, "messrs": true, "mme": true}

// tokenize is tokenizeText, remembered: the engine reads the same texts
// (a property's name, a pro's, the message itself) many times while it
// resolves one message, and tokenizing is pure. Callers get a copy they
// may change (the tokens' used marks).
func tokenize(text string) []token {
	return slices.Clone(tokenized(text))
}

// tokenized is the remembered tokens of text themselves, which the
// caller must not change (words reads them without a copy).
func tokenized(text string) []token {
	tokenMemo.Lock()
	toks, ok := tokenMemo.m[text]
	tokenMemo.Unlock()
	if !ok {
		toks = tokenizeText(text)
		tokenMemo.Lock()
		if len(tokenMemo.m) >= tokenMemoSize {
			clear(tokenMemo.m) // bounded: a long-running server forgets and starts over
		}
		tokenMemo.m[text] = toks
		tokenMemo.Unlock()
	}
	return toks
}

// tokenMemoSize bounds tokenMemo: a few thousand texts cover the names of
// a large account and the messages in flight.
const tokenMemoSize = 8192

var tokenMemo = struct {
	sync.Mutex
	m map[string][]token
}{m: map[string][]token{}}

func tokenizeText(text string) []token {
	text = punctuation.Replace(text)
	var toks []token
	fields := strings.Fields(text)
	for fi, f := range fields {
		if t, ok := europeanDate(f, toks, fields[fi+1:]); ok {
			toks = append(toks, t)
			continue
		}
		if (f == "-" || f == "--") && len(toks) > 0 {
			toks[len(toks)-1].dash = true
		}
		if emailRe.MatchString(f) {
			e := emailRe.FindString(f)
			toks = append(toks, token{s: strings.ToLower(e), raw: e, email: true, stop: strings.ContainsAny(f[strings.Index(f, e)+len(e):], ",;")})
			continue
		}
		trimmed := strings.TrimRight(f, `,.;:!?)]}"`)
		stop := trimmed != f && strings.ContainsAny(f[len(trimmed):], ",.;:!?")
		if f == trimmed+"." && honorifics[strings.ToLower(strings.TrimLeft(trimmed, `([{"'`))] {
			stop = false // "Mr. and Mrs. Albrecht": a title's full stop ends no clause
		}
		trimmed = strings.TrimLeft(trimmed, `([{"'`)
		for i, part := range splitHyphens(trimmed) {
			_ = i
			t := token{raw: part, paren: i == 0 && strings.HasPrefix(f, "(")}
			if r := []rune(part); len(r) > 0 && unicode.IsUpper(r[0]) {
				t.cap = true
			}
			s := foldAccents(strings.ToLower(part)) // "Zoë" is "zoe", "Sørensen" "sorensen"
			switch {
			case strings.HasSuffix(s, "'s"):
				s = s[:len(s)-2]
			case strings.HasSuffix(s, "s'"):
				s = s[:len(s)-1]
			}
			s = strings.Trim(s, `'"`)
			if len(s) > 3 && (s[0] == 'o' || s[0] == 'd') && s[1] == '\'' {
				s = s[:1] + s[2:] // "O'Brien" and "OBrien" are one name (and "o'clock" "oclock")
			}
			if v, ok := shorthand[s]; ok {
				s = v
			}
			if c := strings.TrimSuffix(s, "ish"); c != s && c != "" && c[0] >= '0' && c[0] <= '9' &&
				(strings.IndexFunc(c, func(r rune) bool { return (r < '0' || r > '9') && r != ':' }) < 0 || strings.HasSuffix(c, "am") || strings.HasSuffix(c, "pm")) {
				s, t.approx = c, true // "10ish", "3pmish": that hour (docs/assistant.md, defaults)
			} else if s == "noonish" || s == "middayish" {
				s, t.approx = c, true // "push it to noonish": noon
			} else if s == "ish" && len(toks) > 0 && strings.IndexFunc(toks[len(toks)-1].s, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
				toks[len(toks)-1].approx = true
				if stop {
					toks[len(toks)-1].stop = true
				}
				continue // "10-ish"
			}
			if (part == "TO" || part == "T/O") && !shouted(text) {
				s = "turnover" // hosts' shorthand: "TO at the cabin sat"
			}
			if pmMaintenance(part, toks, fields[fi+1:], text) {
				s = "maintenance" // "need a PM on the furnace": preventive maintenance
			}
			if v := stayShorthand(part, toks, text); v != "" {
				s = v // "lindqvists CO sun", "early CI ok": the stay's check-out, check-in
			}
			if v := nightShorthand(s, toks); v != "" {
				s = v // "+1 nt", "2 nts": nights (shorthandpest.go)
			}
			if s == "" {
				continue
			}
			if n, unit, ok := numberWithUnit(s); ok {
				// "1hr after lindqvists CO", "30min later": the count
				// and its unit, as if spaced.
				toks = append(toks, token{s: n, raw: n, paren: t.paren})
				t.s, t.raw, t.cap, t.paren = unit, unit, false, false
				toks = append(toks, t)
				continue
			}
			if n, ok := strings.CutPrefix(s, "+"); ok && isDigits(n) && n != "" {
				// "brandts +1 night at 4B": one more.
				toks = append(toks, token{s: n, raw: n, paren: t.paren})
				t.s, t.raw, t.cap, t.paren = "more", "more", false, false
				toks = append(toks, t)
				continue
			}
			t.s = s
			toks = append(toks, t)
		}
		if stop && len(toks) > 0 {
			toks[len(toks)-1].stop = true
			toks[len(toks)-1].ask = strings.Contains(f[len(strings.TrimRight(f, `,.;:!?)]}"`)):], "?")
		}
	}
	toks = dictation(toks)
	spokenNumbers(toks)
	// "have bianca stock up villa 7": a restock.
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].s == "stock" || toks[i].s == "stocked") && toks[i+1].s == "up" {
			toks[i].s, toks[i].raw, toks[i].stop = "restock", toks[i].raw+" "+toks[i+1].raw, toks[i+1].stop
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	// "then yesenia stocks it thurs", "stock the cabin": a restock (not
	// "the stock", "in stock", "out of stock").
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].s == "stock" || toks[i].s == "stocks" || toks[i].s == "stocking") &&
			slices.Contains([]string{"it", "the", "there", "them", "both", "her", "his"}, toks[i+1].s) &&
			(i == 0 || !slices.Contains([]string{"the", "of", "in", "out", "our", "my", "your", "their", "any", "some", "no"}, toks[i-1].s)) {
			toks[i].s = "restock"
		}
	}
	// "sat prep 10→11", "1811 prep tmrw - who + what time": ops shorthand
	// for the cleaning that gets a place ready (a "prep clean" keeps its
	// own noun).
	for i := range toks {
		if toks[i].s == "prep" || toks[i].s == "preps" {
			if i+1 < len(toks) {
				if _, _, ok := serviceOf(toks[i+1 : i+2]); ok {
					continue
				}
			}
			toks[i].s = map[string]string{"prep": "cleaning", "preps": "cleanings"}[toks[i].s]
		}
	}
	// "add a linens run w rosa sat", "a linen drop at the casita": a
	// cleaning crew's restock of the linens (not "the linens ran out").
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].s == "linens" || toks[i].s == "linen") && !toks[i].stop &&
			slices.Contains([]string{"run", "runs", "drop", "drops", "drop-off", "dropoff", "delivery", "swap"}, toks[i+1].s) {
			toks[i].s, toks[i].raw, toks[i].stop, toks[i].dash = "restock", toks[i].raw+" "+toks[i+1].raw, toks[i+1].stop, toks[i+1].dash
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	// "book team b for a touch-up at oak creek", "jen - touch-up at the
	// condo thurs": a light cleaning (never "touch up the paint", work
	// on a thing).
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s != "touch" || toks[i+1].s != "up" || toks[i].stop {
			continue
		}
		next := ""
		if i+2 < len(toks) && !toks[i+1].stop {
			next = toks[i+2].s
		}
		noun := i > 0 && slices.Contains([]string{"a", "an", "the", "quick", "light", "another", "her", "his", "their", "our", "my", "that", "this"}, toks[i-1].s)
		if !noun && next != "" && (determiners[next] || slices.Contains([]string{"a", "an", "some", "paint", "painting", "walls", "wall", "trim", "grout", "caulk", "drywall"}, next)) {
			continue // "touch up the paint": a trade's work
		}
		toks[i].s, toks[i].raw, toks[i].stop, toks[i].dash = "cleaning", toks[i].raw+" "+toks[i+1].raw, toks[i+1].stop, toks[i+1].dash
		toks = append(toks[:i+1], toks[i+2:]...)
	}
	// "get the lake house turned over": a turnover.
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].s == "turned" || toks[i].s == "turn") && toks[i+1].s == "over" {
			toks[i].s, toks[i].raw, toks[i].stop = "turnover", toks[i].raw+" "+toks[i+1].raw, toks[i+1].stop
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	// "hollingsworths r 5 now", "the guests r out": a host's "r" for
	// "are" — after a plural, before a count or a state; never a name's
	// initial ("carlos r can do the airstream turnover", "Maria R.").
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].raw == "r" && !toks[i].stop && strings.HasSuffix(toks[i-1].s, "s") && !toks[i-1].cap &&
			!slices.Contains([]string{"can", "could", "will", "would", "should", "is", "has", "does", "did", "to", "and", "said", "says"}, toks[i+1].s) {
			toks[i].s = "are"
		}
	}
	return toks
}

// spokenHours are the numbers a host dictating by voice says as words,
// with the homophones speech-to-text writes for them: "to" and "too" for
// 2, "for" for 4.
var spokenHours = map[string]string{
	"one": "1", "two": "2", "to": "2", "too": "2", "three": "3", "four": "4", "for": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
}

// spokenNumbers writes as digits the numbers said as words where only a
// number can stand (docs/assistant.md, dictation): an hour after "at"
// ("tuesday at to instead", "thursday the 12th at for", "at three on
// sat"), after "to" in a move ("push the turnover to one"), and a party's
// size ("party of for", "they are for people not five"). "to" and "for"
// as the words they are ("at two rivers", "a party for the owners",
// "move it to tuesday") are kept.
func spokenNumbers(toks []token) {
	move := false
	for i, t := range toks {
		switch t.s {
		case "move", "moved", "push", "pushed", "reschedule", "postpone", "delay", "bump", "shift", "slide", "change", "switch":
			move = true
		}
		d, ok := spokenHours[t.s]
		if ok && i == 0 && t.s != "to" && t.s != "too" && t.s != "for" && (partOfDayAfter(toks, 0) ||
			len(toks) > 1 && (toks[1].s == "oclock" || toks[1].s == "o'clock")) {
			// "Ten o'clock in the morning, and Bethany": an answer that
			// opens with the hour.
			toks[i].s = d
			continue
		}
		if !ok || i == 0 {
			continue
		}
		prev := toks[i-1].s
		homophone := t.s == "to" || t.s == "too" || t.s == "for"
		var next string
		if i+1 < len(toks) {
			next = toks[i+1].s
		}
		prev2 := ""
		if i >= 2 && !toks[i-2].stop {
			prev2 = toks[i-2].s
		}
		switch {
		case !homophone && (next == "oclock" || next == "o'clock" || next == "am" || next == "pm"):
			// "one o'clock", "until eleven o'clock", "make that seven a m"
			// (dictation.go joins "a m"): a clock's hour.
		case homophone && !t.stop && (next == "am" || next == "pm") && !toks[i-1].stop &&
			(slices.Contains(timePrepositions, prev) || slices.Contains([]string{"to", "that", "it", "be", "is", "instead"}, prev)):
			// "push it to to p m", "make that for p m" (dictation.go
			// joins "p m" after an hour): the hour.
		case !homophone && !toks[i-1].stop && (prev == "past" || prev == "after" || prev == "to" || prev == "till" || prev == "til") && (prev2 == "half" || prev2 == "quarter"):
			// "half past nine", "a quarter to ten"
		case !homophone && prev == "half" && !toks[i-1].stop && spokenHourEnds(toks, i) && (prev2 == "at" || prev2 == "until" || prev2 == "till" || prev2 == "til" || prev2 == "by" || prev2 == "from" || prev2 == "to" ||
			(prev2 == "it" || prev2 == "that") && i >= 3 && toks[i-3].s == "make"):
			// "at half nine" (9:30, as in Britain), "sorry, make it half
			// eleven"; not "two and a half"
		case !homophone && !t.stop && partOfDayAfter(toks, i):
			// "eleven in the morning", "two in the afternoon"
		case !homophone && !toks[i-1].stop && (prev == "than" && prev2 == "rather" || prev == "of" && prev2 == "instead") && spokenHourEnds(toks, i):
			// "at eight rather than nine", "instead of one"
		case (prev == "at" || prev == "@" || prev == "around") && !toks[i-1].stop && spokenHourEnds(toks, i),
			prev == "to" && !homophone && move && spokenHourEnds(toks, i):
			// "tuesday at to instead", "push it to one"
		case !homophone && (prev == "it" || prev == "that") && !toks[i-1].stop && prev2 == "make" && spokenHourEnds(toks, i):
			// "actually make it eleven", "make that nine instead": the
			// new hour of a change (not "make it to", "make it for").
		case !homophone && prev == "at" && !toks[i-1].stop && !t.stop && (isDateWord(prev2) || tomorrowWord(prev2) || ordinalDayToken(prev2)) &&
			i+2 == len(toks) && isLetters(next) && !stopWords[next] && !countUnits[next] &&
			!slices.Contains([]string{"point", "time", "oclock", "people", "guests", "guest", "person", "adults", "kids"}, next):
			// "restock at the juniper casita friday at one lupe", "tomorrow
			// at ten marco": the hour after a day, then who, last.
		case !homophone && spokenHourAfterDay(toks, i):
			// "monday the sixteenth at nine don chuy can do it": the hour
			// after a day, run on (dictatedhour.go).
		case homophone && (t.s == "to" || t.s == "too") && !t.stop && slices.Contains([]string{"people", "guests", "adults"}, next) &&
			len(prev) > 3 && strings.HasSuffix(prev, "s") && prev2 == "the" && !toks[i-1].stop &&
			(i+2 == len(toks) || toks[i+1].stop || i+3 < len(toks) && toks[i+2].s == "the" && ordinalDayToken(toks[i+3].s) ||
				isDateWord(toks[i+2].s) || slices.Contains([]string{"from", "arriving", "checking", "coming", "on"}, toks[i+2].s)):
			// "new booking … the harpers to people the eighteenth to the
			// twenty first": a party of two, dictated.
		case homophone && prev == "of" && i >= 2 && (toks[i-2].s == "party" || toks[i-2].s == "family" || toks[i-2].s == "group") &&
			(next == "" || t.stop || !isLetters(next) || stopWords[next] || next == "guests" || next == "people"):
			// "party of for"
		case homophone && !t.stop && slices.Contains([]string{"guests", "guest", "people", "adults", "persons", "pax"}, next) &&
			slices.Contains([]string{"are", "is", "were", "be", "now", "only", "just", "theyre", "its", "it's"}, prev) &&
			(i+2 == len(toks) || toks[i+1].stop || slices.Contains([]string{"not", "now", "instead", "total", "and", "so", "but"}, toks[i+2].s)):
			// "haapalas are for people not five" (not "the towels are for
			// guests arriving friday")
		default:
			continue
		}
		toks[i].s = d
	}
}

// ordinalDayToken reports whether w is a day of the month written as
// dictation.go leaves it ("12th", "3rd").
func ordinalDayToken(w string) bool {
	n := strings.TrimRight(w, "stndrh")
	return n != "" && len(n) <= 2 && len(w) > len(n) && isDigits(n)
}

// partOfDayAfter reports whether "in the morning", "in the afternoon",
// "in the evening" or "at night" follows toks[i]: the hour it gives a time of day.
func partOfDayAfter(toks []token, i int) bool {
	if i+2 < len(toks) && toks[i+1].s == "at" && toks[i+2].s == "night" {
		return true // "say eight at night"
	}
	if i+3 >= len(toks) || toks[i+1].s != "in" || toks[i+2].s != "the" {
		return false
	}
	switch toks[i+3].s {
	case "morning", "afternoon", "evening":
		return true
	}
	return false
}

// spokenHourEnds reports whether a number said as a word at toks[i] ends
// the phrase of a time: the message or a punctuation mark, "am"/"pm",
// "instead", "o'clock", a day, or a word that starts another phrase.
func spokenHourEnds(toks []token, i int) bool {
	if toks[i].stop || i+1 == len(toks) {
		return true
	}
	switch next := toks[i+1].s; {
	case next == "am" || next == "pm" || next == "oclock" || next == "sharp" || next == "or" || next == "but" || next == "rather",
		next == "cause" || next == "because" || next == "cuz" || next == "coz" || next == "bc" || next == "since":
		// ("instead of nine cause there's another storm coming": the
		// reason opens after the hour.)
		return true
	case isWeekdayWord(next) || tomorrowWord(next) || next == "today" || next == "tonight" || next == "on":
		return true
	case sentenceAfterHour(toks, i):
		// "move her to twelve she has a funeral in the morning": the
		// hour, then a sentence of its own (dictatedhour.go).
		return true
	case next == "to" && i+2 < len(toks) && !toks[i+1].stop && isLetters(toks[i+2].s) && spokenHours[toks[i+2].s] == "" &&
		!slices.Contains([]string{"the", "a", "an", "half", "quarter"}, toks[i+2].s):
		// "at ten to follow up on the hot tub": the hour, then what for
		// (not "ten to four", "ten to the hour").
		return true
	case next == "in" && i+3 < len(toks) && !toks[i+1].stop && !toks[i+2].stop && toks[i+2].s == "the" &&
		slices.Contains([]string{"morning", "afternoon", "evening"}, toks[i+3].s):
		// "at to thirty in the afternoon": the hour, then its part of
		// the day.
		return true
	case (next == "before" || next == "after") && i+2 < len(toks) && !toks[i+1].stop && spokenHours[toks[i+2].s] == "" && !spokenNumber(toks[i+2].s) &&
		!slices.Contains([]string{"noon", "midnight", "the", "half", "quarter"}, toks[i+2].s) ||
		(next == "before" || next == "after") && i+3 < len(toks) && toks[i+2].s == "the" && !slices.Contains([]string{"hour", "half"}, toks[i+3].s):
		// "at ten before the hoffmans come", "at nine after she drops the
		// keys": the hour, then what it is before or after (not "ten
		// after nine", "five before noon", "ten after the hour").
		return true
	case next == "the" && i+3 < len(toks) && !toks[i+1].stop && !isDateWord(toks[i+2].s) && !ordinalDayToken(toks[i+2].s) && !spokenNumber(toks[i+2].s) &&
		!slices.Contains([]string{"hour", "half", "morning", "afternoon", "evening", "latest", "same", "next", "following", "day"}, toks[i+2].s):
		// "at ten the garbage disposal is jammed": the hour, then a
		// sentence of its own saying what is wrong (not "ten the
		// twelfth", "at ten the latest").
		for _, t := range toks[i+3 : min(len(toks), i+6)] {
			if slices.Contains([]string{"is", "are", "was", "isnt", "isn't", "keeps", "wont", "won't", "doesnt", "doesn't", "has", "needs"}, t.s) {
				return true
			}
		}
	}
	return endsPhrase(toks, i) && toks[i+1].s != "for" && toks[i+1].s != "with"
}

// shouted reports whether most of text's letters are capitals ("NO HEAT
// AT THE CABIN"): a word in capitals there is no abbreviation.
func shouted(text string) bool {
	upper, lower := 0, 0
	for _, r := range text {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	return upper > lower
}

// numberUnitRe is a count typed against its unit: "1hr", "2hrs",
// "30min", "3days".
var numberUnitRe = mustCompile(`^(\d{1,3})(hrs?|hours?|mins?|minutes?|days?|wks?|weeks?)$`)

// numberWithUnit splits a count typed against its unit ("1hr") into the
// count and the unit.
func numberWithUnit(s string) (string, string, bool) {
	m := numberUnitRe.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

// stayShorthand reads a stay's event as ops shorthand: "CO" (or "C/O")
// the check-out and "CI" (or "C/I") the check-in, typed in capitals in a
// message that is not all capitals, or in any case after "early" or
// "late" ("late co ok"). "pool CO" stays a company. It returns "" for
// any other word.
func stayShorthand(part string, toks []token, text string) string {
	prev := ""
	if len(toks) > 0 {
		prev = toks[len(toks)-1].s
	}
	lower := strings.ToLower(part)
	caps := part == strings.ToUpper(part) && !shouted(text)
	switch {
	case lower != "co" && lower != "c/o" && lower != "ci" && lower != "c/i":
		return ""
	case !caps && prev != "early" && prev != "late":
		return ""
	case lower == "ci" || lower == "c/i":
		return "checkin"
	case companyWords[prev] || prev == "and" || prev == "&":
		return "" // "Wasatch Spa & Pool CO"
	}
	return "checkout"
}

// shorthand maps the abbreviations and slang hosts type to the word every
// reader knows: "wk" is "week", "2moro" "tomorrow", "arvo" "afternoon",
// "rn" (right now) "now", "b4" "before".
var shorthand = map[string]string{
	// "the heats out", "powers off": an essential's "'s" typed without
	// its apostrophe.
	"heats": "heat", "powers": "power",
	"wk": "week", "wks": "weeks", "nxt": "next", "2moro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow",
	"tmro": "tomorrow", "tmoro": "tomorrow", "tomoz": "tomorrow", "tomo": "tomorrow", "tonite": "tonight", "2nite": "tonight",
	"ppl": "people", "arvo": "afternoon", "aft": "afternoon", "mornin": "morning", "morn": "morning", "wknd": "weekend",
	// A property manager's ops shorthand: "cx sun 1811 restock" (cancel),
	// "tyler insp moab 3" (an inspection), "pool pump mx mon"
	// (maintenance).
	"cx": "cancel", "cxl": "cancel", "canx": "cancel", "insp": "inspection", "insps": "inspections", "mx": "maintenance",
	// A dispatcher's shorthand: "rstk sat" (a restock), "deep cln", "maint".
	"rstk": "restock", "rstks": "restocks", "rstock": "restock", "cln": "cleaning", "clns": "cleanings", "maint": "maintenance",
	// "RJ sched tmrw?": the pro's schedule.
	"sched": "schedule", "reasign": "reassign", "reassing": "reassign", "re-assign": "reassign",
	// British spellings of the same word: "whilst he was there".
	"whilst": "while", "amongst": "among",
	"+": "and", "&": "and", "rn": "now", "atm": "now", "b4": "before", "w/o": "without", "w/": "with", "tomorrows": "tomorrow", "todays": "today", "tonights": "tonight", "tmrws": "tomorrow",
	// "1p, whoever's avail": free.
	"avail": "available",
}

// splitHyphens splits w at hyphens: letter-letter hyphens vanish, any other
// hyphen becomes its own "-" part.
func splitHyphens(w string) []string {
	if !strings.Contains(w, "-") || w == "-" {
		return []string{w}
	}
	parts := strings.Split(w, "-")
	var out []string
	for i, p := range parts {
		if i > 0 {
			prev, next := parts[i-1], p
			letters := prev != "" && next != "" && isLetters(prev[len(prev)-1:]) && isLetters(next[:1])
			if !letters {
				out = append(out, "-")
			}
		}
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// has reports whether any token (not used by a matcher) is one of words.
func has(toks []token, words ...string) bool {
	return index(toks, 0, words...) >= 0
}

// index returns the position of the first unused token from i on that is
// one of words, or -1.
func index(toks []token, from int, words ...string) int {
	for i := from; i < len(toks); i++ {
		if toks[i].used {
			continue
		}
		for _, w := range words {
			if toks[i].s == w {
				return i
			}
		}
	}
	return -1
}

// hasPhrase reports whether the words of phrase appear in a row.
func hasPhrase(toks []token, phrase string) bool {
	if simplePhrase(phrase) {
		// Words apart by single spaces (the phrases written in the code):
		// compared word by word where the first is, without splitting the
		// phrase.
		first, rest, _ := strings.Cut(phrase, " ")
		for i, t := range toks {
			if t.s == first && wordsAt(toks[i+1:], rest) {
				return true
			}
		}
		return false
	}
	words := strings.Fields(phrase)
	for i := 0; i+len(words) <= len(toks); i++ {
		ok := true
		for j, w := range words {
			if toks[i+j].s != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// wordsAt reports whether toks open with the words of p, apart by single
// spaces ("" is no words).
func wordsAt(toks []token, p string) bool {
	for j := 0; p != ""; j++ {
		w, rest, _ := strings.Cut(p, " ")
		if j >= len(toks) || toks[j].s != w {
			return false
		}
		p = rest
	}
	return true
}

// simplePhrase reports whether strings.Fields would split p at each of its
// spaces and nowhere else: ASCII words apart by one space.
func simplePhrase(p string) bool {
	if p == "" || p[0] == ' ' || p[len(p)-1] == ' ' {
		return false
	}
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == ' ' && p[i-1] == ' ', c >= utf8.RuneSelf, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		}
	}
	return true
}

// levenshtein is the edit distance between a and b, in runes.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 {
		return len(rb)
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// similar reports whether a typed word w stands for the name word n:
// equal, or a plural, or within a typo budget that grows with length
// (none up to 4 letters, 1 up to 7, 2 beyond) so short everyday words do
// not turn into names.
func similar(w, n string) bool {
	if w == n || w == n+"s" || w == n+"es" {
		return true
	}
	if notTypos[w] || notTypos[n] {
		return false // "does crystal have anything monday" names no "Haven"
	}
	switch l := len([]rune(n)); {
	case l <= 4:
		return false
	case transposed(w, n):
		return true // "cancle", "shcedule": two letters swapped
	case l <= 7:
		return withinEdits(w, n, l, 1)
	default:
		return withinEdits(w, n, l, 2)
	}
}

// withinEdits reports whether w is at most k edits from n (of l runes):
// words whose lengths differ by more than k are not, without computing the
// distance (most of the words the matchers compare).
func withinEdits(w, n string, l, k int) bool {
	if d := utf8.RuneCountInString(w) - l; d > k || d < -k {
		return false
	}
	return levenshtein(w, n) <= k
}

// verbForms maps the ways hosts write a request's verb, synonyms and
// typos, to the one the classifier knows: "kill", "nix", "cancle" are
// "cancel"; "bump", "reschedual" are "reschedule".
var verbForms = map[string]string{
	"kill": "cancel", "nix": "cancel", "axe": "cancel", "scrap": "cancel", "scratch": "cancel", "drop": "cancel",
	"remove": "cancel", "cancelled": "cancel", "canceled": "cancel", "cancelling": "cancel", "canceling": "cancel",
	"bump": "move", "shift": "move", "slide": "move", "moved": "move", "moving": "move", "rescheduled": "reschedule",
	"appt": "appointment", "appts": "appointments", "isnt": "isn't", "doesnt": "doesn't", "wont": "won't", "dont": "don't",
	"cant": "can't",
}

// knownVerbs are the verbs a typo is corrected to, when it is within the
// typo budget of one of them and is not a word of its own ("turnovr" is
// the turnover).
var knownVerbs = []string{"cancel", "reschedule", "schedule", "postpone", "confirm", "inspection", "cleaning", "restock", "maintenance", "turnover"}

// ownWords are words within the typo budget of a known verb that mean
// something else ("the Chens are leaving early" is not a cleaning; "snow
// on the porch roof and it's creaking" is no cleaning either).
var ownWords = map[string]bool{"leaving": true, "leaning": true, "learning": true, "meaning": true, "clearing": true,
	"creaking": true, "cleaving": true, "gleaning": true, "dreaming": true}

// dropsJob reports whether "drop" at toks[i] drops something booked
// ("drop the restock", "drop it", "drop her friday clean") rather than
// leaves something somewhere ("drop bags", "drop off the keys", "drop by").
func dropsJob(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return true
	}
	switch n := toks[i+1].s; n {
	case "it", "that", "this", "them", "both", "all", "everything":
		return true
	case "the", "her", "his", "their", "my", "our":
		if i+2 < len(toks) {
			switch toks[i+2].s {
			case "bags", "bag", "luggage", "keys", "key", "kids", "dog", "dogs", "stuff", "things", "groceries", "off", "by":
				return false
			}
		}
		return true
	}
	if _, _, svc := serviceOf(toks[i+1 : i+2]); svc || isDateWord(toks[i+1].s) || strings.HasSuffix(toks[i+1].raw, "'s") || strings.HasSuffix(toks[i+1].raw, "’s") {
		return true // "drop friday's clean", "drop sams restock"
	}
	return false
}

// skipsJob reports whether "skip" at toks[i] drops a job ("skip it",
// "skip the fri restock", "skip friday", "nora can skip sherman on the
// 12th": someone spared a visit) rather than part of the work ("she can
// skip the bedrooms", "skip vacuuming").
func skipsJob(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	next := toks[i+1]
	switch next.s {
	case "it", "that", "this", "them", "both", "all", "everything":
		return true
	case "the", "her", "his", "their", "my", "our", "next":
		for _, t := range toks[i+2 : min(i+5, len(toks))] {
			if _, _, svc := serviceOf([]token{t}); svc && !strings.HasSuffix(t.s, "ing") || t.s == "job" || t.s == "visit" || isDateWord(t.s) {
				return true // "skip the fri restock", "skip her visit"
			}
		}
		return false
	}
	if _, _, svc := serviceOf(toks[i+1 : i+2]); svc && !strings.HasSuffix(next.s, "ing") || isDateWord(next.s) ||
		strings.HasSuffix(next.raw, "'s") || strings.HasSuffix(next.raw, "’s") {
		return true // "skip friday", "skip sams restock"
	}
	// "nora can skip sherman on the 12th": a place spared, then its day.
	if i > 0 && (toks[i-1].s == "can" || toks[i-1].s == "could") && isLetters(next.s) && !strings.HasSuffix(next.s, "ing") && i+2 < len(toks) &&
		(toks[i+2].s == "on" || isDateWord(toks[i+2].s)) {
		return true
	}
	return false
}

// redoVerbs are the work a "re-" before them asks to do again
// ("recheck", "reinspect", "reclean"); "restock", "repair" are words of
// their own.
var redoVerbs = map[string]bool{"check": true, "inspect": true, "clean": true, "test": true, "visit": true, "plow": true}

// redone reports whether the words ask for work done once more: a verb
// said with "re-" ("recheck the furnace") or "again" after the work.
func redone(toks []token) bool {
	for _, t := range toks {
		if l := strings.ToLower(t.raw); t.s != l && strings.HasPrefix(l, "re") && redoVerbs[t.s] && strings.TrimPrefix(l, "re") == t.s {
			return true
		}
	}
	return doneAgain(toks)
}

// wornParts are the parts of a house that wear out and are changed for
// new ones.
var wornParts = map[string]bool{"battery": true, "batteries": true, "bulb": true, "bulbs": true, "lightbulb": true, "lightbulbs": true,
	"filter": true, "filters": true, "fuse": true, "fuses": true, "cartridge": true, "cartridges": true, "washer": true, "washers": true}

// swappedFixtures are the fittings a "swap" replaces ("swap the porch
// light", "swap the bathroom fan", "swap the shower head").
var swappedFixtures = map[string]bool{"light": true, "lights": true, "fixture": true, "fixtures": true, "faucet": true, "fan": true,
	"lock": true, "locks": true, "deadbolt": true, "socket": true, "outlet": true, "switch": true, "head": true, "showerhead": true, "toilet": true}

// namesWithin reports whether the words after a verb name one of set as
// its object, within a few words and before any stop: "change" and a worn
// part ("the battery", "the smoke detector batteries", "all the filters"),
// "swap" and a fitting ("the porch light").
func namesWithin(rest []token, set map[string]bool) bool {
	for k, t := range rest {
		if k >= 4 || t.used {
			return false
		}
		if set[t.s] {
			return true
		}
		if t.stop {
			return false
		}
	}
	return false
}

// thingMoved reports a "moved" or "shifted" said of a thing in a
// problem ("some of the stones moved with the ice", "the dock shifted
// during the storm"): a noun of no job before it, and after it how or
// why it moved, never a day, a time or "to"/"from".
func thingMoved(toks []token, i int) bool {
	if t := toks[i].s; t != "moved" && t != "shifted" || i == 0 || i+1 >= len(toks) {
		return false
	}
	prev := toks[i-1]
	if prev.used || !isLetters(prev.s) || stopWords[prev.s] || thingNouns[prev.s] || isDateWord(prev.s) || prev.s == "guests" {
		return false
	}
	if _, _, svc := serviceOf([]token{{s: prev.s}}); svc {
		return false // "the clean moved with the storm"
	}
	return slices.Contains([]string{"with", "during", "because", "around", "apart", "loose", "over", "in", "when", "overnight", "again"}, toks[i+1].s) ||
		movedToSeat(toks, i)
}

// seatNouns are the furniture someone moves to, away from a problem:
// "lindqvist moved to the chair".
var seatNouns = map[string]bool{"chair": true, "couch": true, "sofa": true, "armchair": true, "recliner": true, "loveseat": true,
	"futon": true, "bench": true, "daybed": true, "cot": true}

// movedToSeat reports a "moved" at i said of someone moving to a seat in
// a problem ("dripping right onto the bed, lindqvist moved to the chair"):
// no job moved.
func movedToSeat(toks []token, i int) bool {
	j := i + 1
	if j >= len(toks) || toks[j].s != "to" {
		return false
	}
	for j++; j < len(toks) && determiners[toks[j].s]; j++ {
	}
	return j < len(toks) && seatNouns[toks[j].s]
}

// normalizeVerbs rewrites the verbs of toks to their known form.
func normalizeVerbs(toks []token) {
	for i := range toks {
		t := &toks[i]
		if (t.s == "swap" || t.s == "switch") && i+1 < len(toks) && toks[i+1].s == "out" {
			t.s = "replace" // "bakken can swap out the bathroom fan": a part replaced, not pros swapped
			continue
		}
		if t.s == "swap" && (namesWithin(toks[i+1:], wornParts) || namesWithin(toks[i+1:], swappedFixtures)) {
			// "have darnell swap the porch light right after", "swap the
			// kitchen faucet": a part replaced, not pros swapped.
			t.s = "replace"
			continue
		}
		if t.s == "change" && namesWithin(toks[i+1:], wornParts) {
			t.s = "replace" // "Tom should change the battery": a part replaced, not the job changed
			continue
		}
		if v := strings.TrimPrefix(t.s, "re"); v != t.s && redoVerbs[v] {
			t.s = v // "have bakken recheck the oak st furnace": the work, done again (see redone)
			continue
		}
		if t.s == "skip" && skipsJob(toks, i) {
			t.s = "cancel" // "nora can skip sherman on the 12th", "skip the fri restock"
			continue
		}
		if t.s == "drop" && !dropsJob(toks, i) {
			continue // "hoping to drop bags early", "drop off the keys": not a cancel
		}
		if thingMoved(toks, i) {
			t.s = "displaced" // "some of the stones moved with the ice": what happened, no job moved
			continue
		}
		if v, ok := verbForms[t.s]; ok {
			t.s = v
			continue
		}
		if v, ok := questionWords[t.s]; ok {
			t.s = v
			continue
		}
		if len(t.s) < 6 || !isLetters(t.s) {
			continue
		}
		if slices.Contains(knownVerbs, t.s) || ownWords[t.s] || slices.Contains(problemWords, t.s) || slices.Contains(roleWords, t.s) {
			// A problem is no typo of a verb ("leaking" is not
			// "cleaning"), nor a role ("inspector" is not "inspection").
			continue
		}
		for _, v := range knownVerbs {
			if !strings.Contains(t.s, v) && !strings.Contains(v, t.s) && similar(t.s, v) {
				t.s = v
				break
			}
		}
	}
	// "what time does the couple get in": the guests (not "a couple of").
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s == "the" && toks[i+1].s == "couple" && (i+2 == len(toks) || toks[i+2].s != "of") {
			toks[i+1].s = "guests"
		}
	}
	// "call off", "don't need … anymore", "no longer need": a cancel.
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s == "call" && toks[i+1].s == "off" {
			toks[i].s, toks[i+1].s = "cancel", "off"
		}
		if toks[i].s == "get" && toks[i+1].s == "rid" && i+2 < len(toks) && toks[i+2].s == "of" && !isProblem(toks[i+3:]) {
			// "get rid of the villa inspection"; "get rid of the wasp
			// nest" is a job to do.
			toks[i].s = "cancel"
		}
		if toks[i].s == "sparky" || toks[i].s == "sparkie" {
			toks[i].s = "electrician" // British: "get the sparky over there asap"
		}
		if toks[i].s == "bring" {
			// "bring the boiler service at Leysbourne on the 11th
			// forward to 9": a move earlier, its job said between (to
			// the end of the clause).
			for k := i + 1; k < min(i+13, len(toks)); k++ {
				if toks[k].s == "forward" {
					toks[i].s = "move"
					break
				}
				if toks[k].stop {
					break
				}
			}
		}
		if toks[i].s == "take" && i+2 < len(toks) && toks[i+2].s == "off" && (i+3 == len(toks) || toks[i+3].s != "of") &&
			slices.Contains([]string{"it", "that", "this", "them", "both"}, toks[i+1].s) {
			toks[i].s = "cancel" // "…, take it off": the job, off the schedule (a pro is taken off by name)
		}
		if toks[i].s == "take" && offTheCalendar(toks[i+1:min(i+10, len(toks))]) {
			toks[i].s = "cancel" // "take the loft clean off the calendar"
		}
	}
	if hasPhrase(toks, "don't need") || hasPhrase(toks, "do not need") || hasPhrase(toks, "no longer need") ||
		hasPhrase(toks, "not needed") || hasPhrase(toks, "won't need") {
		for i := range toks {
			if toks[i].s == "need" || toks[i].s == "needed" {
				toks[i].s = "cancel"
			}
		}
	}
}

// offTheCalendar reports whether toks hold "off the calendar" (schedule,
// books, list).
func offTheCalendar(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].s == "off" && (toks[i+1].s == "the" || toks[i+1].s == "my") {
			switch toks[i+2].s {
			case "calendar", "schedule", "books", "list", "agenda":
				return true
			}
		}
	}
	return false
}

func hasWord(toks []token, w string) bool {
	for _, t := range toks {
		if t.s == w {
			return true
		}
	}
	return false
}

// transposed reports whether w is n with two adjacent letters swapped.
func transposed(w, n string) bool {
	if len(w) != len(n) {
		return false
	}
	for i := 0; i+1 < len(w); i++ {
		if w[i] != n[i] {
			return w[i] == n[i+1] && w[i+1] == n[i] && w[i+2:] == n[i+2:]
		}
	}
	return false
}

// notTypos are everyday words never read as a typo of a name.
var notTypos = map[string]bool{"have": true, "has": true, "had": true, "here": true, "there": true, "where": true, "were": true,
	"when": true, "then": true, "than": true, "what": true, "with": true, "will": true, "would": true, "could": true, "should": true,
	"mean": true, // ("sorry, I mean the 10.3." names no Megan)
	// "… so they're not on top of each other" names no "Beach Flat".
	"each": true, "other": true, "every": true, "these": true, "those": true}

// The phrasings of a host who writes English as a second language, each
// read as its usual English form (parse, before clauses are split):
// "Marcus can not come" (cannot), "please write in the notes that …"
// (add a note that …), "remove him from this cleaning" / "take her off
// from the cleaning" (take him off the cleaning), "the inspection in
// Monday" (on Monday), "at the same time like the cleaning" (as), "book
// also a cleaning", "she should make also one" (also book a cleaning,
// also make one), "it is necessary a plumber there" (we need a plumber),
// "is possible to make at 14:00?" (can you move it to 14:00?).
var (
	canNotRe       = mustCompile(`(?i)\b(can|could)\s+not\b(\s+only\b)?`)
	writeInNotesRe = mustCompile(`(?i)\b(?:write|put|note|add)\s+(?:it\s+)?in(?:to)?\s+the\s+(?:job\s+)?notes?\s*(?:that\b|:)?`)
	// "for dustin's scorpion spray at meyer fri can u note the side gate
	// is zip tied shut": a note for the job (add a note that …).
	canNoteRe      = mustCompile(`(?i)\b((?:can|could|would|will|pls|please|plz)\s+(?:(?:you|u)\s+)?(?:pls\s+|please\s+|also\s+)?)note(?:\s+down)?(?:\s+that)?\s+((?:the|there|theres|there's|he|she|they|it|its|it's|we|guests?)\s)`)
	offFromRe      = mustCompile(`(?i)\b(remove|take)\s+(him|her|them)\s+(?:off\s+)?from\s+(the|this|that|his|her|their)\b`)
	inWeekdayRe    = mustCompile(`(?i)\b(the\s+(?:cleaning|clean|inspection|restocking|restock|maintenance|repair|visit|job|turnover))\s+in\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)
	sameTimeLikeRe = mustCompile(`(?i)\b(the\s+same\s+(?:time|hour|day))\s+like\b`)
	verbAlsoRe     = mustCompile(`(?i)\b(book|schedule|add|plan|make|do)\s+also\s+(a|an|one)\b`)
	// "the inspection of Derek day 10, is possible to make at 14h?" (é
	// possível fazer às 14h): can it be moved to that hour.
	possibleAtRe = mustCompile(`(?i)\b(?:is\s+(?:it\s+)?|it'?s\s+|would\s+be\s+)?possible\s+(?:to\s+)?(?:make|do|change|move|put|pass)\s+(?:it\s+|him\s+|her\s+)?(?:at|to|for|in|on)\s+(\d{1,2}(?::\d{2}|h\d{0,2})?\b|noon)`)
	// "… is possible to make at 14h? in the morning he cannot": why the
	// hour, said last; no time of the job's.
	partOfDayCantRe = mustCompile(`(?i)([.?!])\s+in\s+the\s+(?:morning|afternoon|evening)\s+(?:he|she|they|we|i)\s+(?:cannot|can't|can’t|cant|is\s+not\s+able|isn't\s+able|are\s+not\s+able)\s*[.!]*\s*$`)
	necessaryRe     = mustCompile(`(?i)\b(?:it\s+is|it's|it’s|its|is)\s+(?:necessary|needed|required)\s+(?:to\s+(?:have|get|book|send)\s+)?(a|an|one)\b`)
)

func secondLanguage(msg string) string {
	msg = canNotRe.ReplaceAllStringFunc(msg, func(m string) string {
		if canNotRe.FindStringSubmatch(m)[2] != "" {
			return m // "can not only clean but also …"
		}
		return canNotRe.FindStringSubmatch(m)[1] + "not"
	})
	msg = writeInNotesRe.ReplaceAllString(msg, "add a note that")
	msg = canNoteRe.ReplaceAllString(msg, "${1}add a note that $2")
	msg = offFromRe.ReplaceAllString(msg, "take $2 off $3")
	msg = inWeekdayRe.ReplaceAllString(msg, "$1 on $2")
	msg = sameTimeLikeRe.ReplaceAllString(msg, "$1 as")
	msg = verbAlsoRe.ReplaceAllString(msg, "also $1 $2")
	msg = necessaryRe.ReplaceAllString(msg, "we need $1")
	msg = possibleAtRe.ReplaceAllString(msg, "can you move it to $1")
	msg = partOfDayCantRe.ReplaceAllString(msg, "$1")
	return msg
}

// tokStrings is the words of toks.
func tokStrings(toks []token) []string {
	var ws []string
	for _, t := range toks {
		ws = append(ws, t.s)
	}
	return ws
}
