package assistant

import "strings"

// A Spanish-first host's everyday edits and bookings (session 17, blind80):
// "adelanta lo de la piscina … pa las 11am", "pásala a las 12 y
// confírmala", "agenda restock en el studio de Miami Beach", "ponle a
// Yesenia la limpieza del lunes", "la del miércoles 11", "Marta que
// inspeccione el condo de Brickell". The words are in tables of their own,
// added to fromSpanish's lexicon; spanishColloquial reorders the few shapes
// a word for word reading cannot (a verb's target hour, a "personal a", a
// property said the Spanish way round) before fromSpanish reads the message.

// moreSpanishWords are the words of the requests the first lexicon lacks.
var moreSpanishWords = map[string]string{
	"adelanta": "move", "adelantar": "move", "atrasa": "move", "atrasar": "move", "retrasa": "move", "retrasar": "move",
	"pospon": "move", "posponer": "move", "pasala": "move",
	"agenda": "schedule", "agendar": "schedule", "agendame": "schedule", "agendale": "schedule", "programa": "schedule",
	"programar": "schedule", "programame": "schedule",
	"piscina": "pool", "alberca": "pool", "pileta": "pool",
	"nota": "note", "notas": "notes", "profunda": "deep", "profundo": "deep",
	"haga": "do", "hagan": "do", "inspeccione": "inspect", "inspeccionen": "inspect",
	"manda": "send", "mande": "send", "mandale": "send", "envia": "send", "enviale": "send",
	"alla": "there", "alguien": "someone", "nosotros": "us", "trabaja": "works", "dijo": "said",
	"depa": "apartment", "departamento": "apartment", "apartamento": "apartment", "apto": "apartment",
}

// moreSpanishMarkers mark a message as Spanish, like spanishMarkers.
var moreSpanishMarkers = []string{"adelanta", "adelantala", "adelantalo", "pasala", "agendame", "agendale", "piscina",
	"alberca", "alguien", "nosotros", "depa", "mandale", "enviale", "inspeccione", "dijo"}

// moreSpanishPhrases are read before the first lexicon's phrases.
var moreSpanishPhrases = []struct {
	from []string
	to   string
}{
	{[]string{"ya", "no", "trabaja", "con", "nosotros"}, "no longer works with us"},
	{[]string{"ya", "no", "trabaja"}, "no longer works"},
	{[]string{"alguien", "para", "la", "piscina"}, "pool service"},
	{[]string{"alguien", "pa", "la", "piscina"}, "pool service"},
	{[]string{"alguien", "para", "la", "alberca"}, "pool service"},
	{[]string{"alguien", "pa", "la", "alberca"}, "pool service"},
	{[]string{"limpieza", "a", "fondo"}, "deep cleaning"},
	{[]string{"limpieza", "profunda"}, "deep cleaning"},
	{[]string{"ponle", "una", "nota"}, "add a note"},
	{[]string{"agregale", "una", "nota"}, "add a note"},
	{[]string{"dejale", "una", "nota"}, "add a note"},
	{[]string{"ponle", "nota"}, "add a note"},
	{[]string{"ya", "hable", "con", "ellos"}, ""},
	{[]string{"ya", "hable", "con", "ella"}, ""},
	{[]string{"ya", "hable", "con", "el"}, ""},
	{[]string{"ya", "les", "avise"}, ""},
	{[]string{"ya", "le", "avise"}, ""},
	{[]string{"me", "dijo", "que"}, "told me that"},
	{[]string{"dijo", "que"}, "said that"},
	{[]string{"que", "inspeccione"}, "inspect"},
	{[]string{"que", "haga"}, "do"},
	{[]string{"que", "limpie"}, "clean"},
	{[]string{"que", "revise"}, "check"},
	{[]string{"que", "arregle"}, "fix"},
	{[]string{"hay", "que"}, "need to"},
	{[]string{"lo", "de", "la"}, "the"},
	{[]string{"lo", "de", "el"}, "the"},
}

func init() {
	for k, v := range moreSpanishWords {
		if _, ok := spanishWords[k]; !ok {
			spanishWords[k] = v
		}
	}
	for _, k := range moreSpanishMarkers {
		spanishMarkers[k] = true
	}
	spanishPhrases = append(moreSpanishPhrases, spanishPhrases...)
}

// spanishMoveIt are a move verb with its object ("pásala": move it).
var spanishMoveIt = map[string]bool{"pasala": true, "pasalo": true, "muevela": true, "muevelo": true, "cambiala": true,
	"cambialo": true, "adelantala": true, "adelantalo": true, "atrasala": true, "atrasalo": true, "retrasala": true, "retrasalo": true}

// spanishMoves are the move verbs whose target hour follows them.
var spanishMoves = map[string]bool{"adelanta": true, "atrasa": true, "retrasa": true, "mueve": true, "cambia": true}

// spanishSubjunctives are a pro's work said as a wish ("que pase por",
// "que inspeccione", "que Yesenia limpie": have her do it).
var spanishSubjunctives = map[string]bool{"pase": true, "vaya": true, "inspeccione": true, "limpie": true, "limpien": true, "revise": true,
	"arregle": true, "haga": true, "repare": true, "surta": true, "chequee": true}

// spanishGive are the verbs that hand a job to the person after "a":
// "ponle a Yesenia la limpieza" (give Yesenia the cleaning), "…, ponle a
// Yesenia" (give it to Yesenia), "manda a Rafa el miércoles" (send Rafa).
var spanishGive = map[string]string{"ponle": "give", "dale": "give", "pasale": "give", "asignale": "give",
	"manda": "send", "mandale": "send", "envia": "send", "enviale": "send"}

// spanishColloquial rewrites, in a message that has Spanish in it, the
// shapes fromSpanish reads word by word into ones it reads right:
//   - "el condo de Brickell", "al studio de Miami Beach": the property
//     whose name is those words the other way round (Brickell Condo; "al"
//     to it, "del" at it);
//   - "pásala", "cámbialo": move it; "confírmala": confirm it;
//   - after a move verb, its hour is where the job goes: "pásala a las 12",
//     "adelanta … pa las 11am" (to 12, to 11am), unless a day came first
//     ("pásala al viernes a la 1": on Friday at 1);
//   - "pa las 11": at 11;
//   - "ponle a Yesenia la limpieza", "manda a Rafa": the person without
//     the "personal a"; "…, ponle a Yesenia" at the end: give it to her;
//   - "la del miércoles 11": the one on Wednesday the 11th; "del 16": on
//     the 16th;
//   - "…, y mejor que inspeccione Almeria", "ya que está, que pase por
//     Almeria": a wish with no one before it is the pro named last's (have
//     Marta inspect, have Rafa stop by).
func spanishColloquial(msg string, places, people []string) string {
	fields := strings.Fields(msg)
	keys := make([]string, len(fields))
	stops := make([]bool, len(fields)) // a punctuation mark ends the field
	spanish := false
	for i, f := range fields {
		core := strings.TrimRight(f, `,.;:!?)]}"`)
		stops[i] = len(core) < len(f)
		keys[i] = foldAccents(strings.ToLower(strings.TrimLeft(core, `([{"'¡¿`)))
		spanish = spanish || spanishMarkers[keys[i]]
	}
	if !spanish {
		return msg
	}
	key := func(i int) string {
		if i < 0 || i >= len(keys) {
			return ""
		}
		return keys[i]
	}
	isHour := func(s string) bool { return hourLike.MatchString(s) || spanishNumbers[s] != "" }
	isDayWord := func(s string) bool {
		return isWeekdayWord(spanishWords[s]) || s == "hoy" || s == "manana" || dateLike.MatchString(s)
	}
	person := func(i int) int { // how many fields from i are a pro's name
		best := 0
		for _, p := range people {
			pw := strings.Fields(foldAccents(strings.ToLower(p)))
			k := 0
			for k < len(pw) && i+k < len(keys) && keys[i+k] == pw[k] && (k == 0 || !stops[i+k-1]) {
				k++
			}
			if k > best {
				best = k
			}
		}
		return best
	}
	personIndex := func(i int) int { // the pro whose name starts at field i
		for pi, p := range people {
			if pw := strings.Fields(foldAccents(strings.ToLower(p))); len(pw) > 0 && pw[0] == keys[i] {
				return pi
			}
		}
		return -1
	}
	var out []string
	lastPerson := "" // the first name of the pro named last
	moving := false  // a move verb's hour is still to come
	for i := 0; i < len(fields); i++ {
		k := keys[i]
		trail := func(j int) string { // the punctuation after field j
			core := strings.TrimRight(fields[j], `,.;:!?)]}"`)
			return fields[j][len(core):]
		}
		if k == "y" || i > 0 && stops[i-1] {
			moving = false
		}
		// "el condo de Brickell": Brickell Condo
		if (k == "el" || k == "la" || k == "al" || k == "del") && (key(i+2) == "de" || key(i+2) == "del") && !stops[i] && !stops[i+1] && !stops[i+2] {
			if name, n := reversedPlace(keys, stops, i+1, places); n > 0 {
				out = append(out, map[string]string{"al": "to ", "del": "at "}[k]+name+trail(i+2+n))
				i += 2 + n
				continue
			}
		}
		if lastPerson != "" && k == "que" && spanishSubjunctives[key(i+1)] && !stops[i] && i > 0 &&
			(stops[i-1] || key(i-1) == "mejor" || key(i-1) == "y" || key(i-1) == "esta" || key(i-1) == "estas" || key(i-1) == "ahi") && person(i-1) == 0 {
			// "…de Marta …, y mejor que inspeccione Almeria": have Marta
			// inspect it, the pro the message named last; "ya que está" (while
			// there) before it says no more than the visit it adds
			if (key(i-1) == "esta" || key(i-1) == "estas") && key(i-2) == "que" && key(i-3) == "ya" && len(out) >= 3 {
				out = out[:len(out)-3]
			}
			out = append(out, "have "+lastPerson)
			continue
		}
		if person(i) > 0 {
			lastPerson = strings.Fields(people[personIndex(i)])[0]
		}
		switch {
		case k == "confirmala" || k == "confirmalo":
			out = append(out, "confirm it"+trail(i))
			continue
		case spanishMoveIt[k]:
			out = append(out, "move it"+trail(i))
			moving = true
			continue
		case spanishMoves[k]:
			moving = true
		case moving && key(i-1) != "de" && key(i-1) != "del" && (isDayWord(k) || isDigits(k) && (key(i-1) == "el" || key(i-1) == "al" || key(i-1) == "pal")):
			// "pásalo pal miércoles 11 a las 2", "pásala al 14 a las 3": a
			// day first, and the hour is that day's ("de mañana" says which
			// job)
			moving = false
		case (k == "a" || k == "pa" || k == "para") && (key(i+1) == "las" || key(i+1) == "la") && isHour(key(i+2)) && !stops[i] && !stops[i+1]:
			if moving {
				out = append(out, "to")
				moving = false
			} else {
				out = append(out, "a")
			}
			continue
		case spanishGive[k] != "" && key(i+1) == "a" && !stops[i] && person(i+2) > 0:
			n := person(i + 2)
			end := i + 1 + n // the name's last field
			name := strings.Join(fields[i+2:end+1], " ")
			if spanishGive[k] == "give" && (end+1 >= len(fields) || stops[end]) {
				out = append(out, "give it to "+name)
			} else {
				out = append(out, spanishGive[k]+" "+name)
			}
			i = end
			continue
		case (k == "la" || k == "el") && key(i+1) == "del" && isDayWord(key(i+2)) && !stops[i] && !stops[i+1]:
			out = append(out, "the one el")
			i++
			continue
		case k == "del" && spanishMonthDay(key(i+1)) && !stops[i] &&
			!strings.HasPrefix(key(i+2), "am") && !strings.HasPrefix(key(i+2), "pm") && !strings.HasPrefix(key(i+2), "hora"):
			out = append(out, "on el")
			continue
		}
		out = append(out, fields[i])
	}
	return strings.Join(out, " ")
}

// reversedPlace reads "condo de Brickell" from field i (the word before
// "de"): the place whose name is the words after "de" and then that word
// ("Brickell Condo"), with the number of fields after "de" it took; 0 when
// no name reads so.
func reversedPlace(keys []string, stops []bool, i int, places []string) (string, int) {
	for _, p := range places {
		pw := strings.Fields(foldAccents(strings.ToLower(p)))
		n := len(pw) - 1
		if n < 1 || pw[n] != keys[i] || i+2+n > len(keys) {
			continue
		}
		ok := true
		for k := 0; k < n && ok; k++ {
			ok = keys[i+2+k] == pw[k] && (k == n-1 || !stops[i+2+k])
		}
		if ok {
			return p, n
		}
	}
	return "", 0
}

// spanishMonthDay says whether s is a day of a month written in digits, 1 to 31.
func spanishMonthDay(s string) bool {
	n, ok := dayNumber(s)
	return ok && isDigits(s) && n >= 1 && n <= 31
}
