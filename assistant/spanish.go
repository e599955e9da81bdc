package assistant

import (
	"strings"
)

// Spanglish: a host who mixes Spanish words into English texts ("cancela
// el 44 porfa", "yesenia a limpiar el sandpiper el sabado a las 10", "dale
// el restock de casa azul del viernes a yesenia") is read as if the
// Spanish words had been typed in English. fromSpanish rewrites the
// message word by word with a small lexicon (weekdays, months, days,
// hours, the services, the verbs of the requests, articles and
// prepositions), accents optional, before anything else reads it. It does
// nothing to a message without a word only Spanish has, and never touches
// the words of a name in the account ("El Nido", "Casa Azul", "San Juan
// Property Care", a pro called Dale), so English stays English.

// spanishMarkers are words that, unprotected, mark a message as mixing
// Spanish in: none of them is an English word a host would type.
var spanishMarkers = map[string]bool{
	"el": true, "los": true, "las": true, "del": true, "porfa": true, "porfis": true, "porfavor": true, "xfa": true,
	"manana": true, "hoy": true, "lunes": true, "martes": true, "miercoles": true, "jueves": true, "viernes": true,
	"sabado": true, "domingo": true, "limpieza": true, "limpiar": true, "limpie": true, "inspeccion": true,
	"inspeccionar": true, "reparacion": true, "reparar": true, "arreglar": true, "surtir": true, "mantenimiento": true,
	"cancela": true, "cancelar": true, "cancelalo": true, "cancelala": true, "cancele": true, "quita": true, "quitale": true,
	"ponle": true, "ponselo": true, "ponsela": true, "mueve": true, "muevelo": true, "muevela": true, "cambia": true,
	"cambialo": true, "agrega": true, "agregar": true, "anade": true, "anadir": true, "necesito": true,
	"necesitamos": true, "nueva": true, "nuevo": true, "reserva": true, "reservacion": true, "personas": true,
	"huespedes": true, "llegan": true, "lleguen": true, "salen": true, "urgente": true, "gracias": true, "con": true,
	"para": true, "dicen": true, "perdon": true, "espera": true, "semana": true, "familia": true, "dejala": true,
	"dejalo": true, "ella": true, "esta": true, "ahi": true, "hay": false, "agua": true, "saliendo": true,
	"enero": true, "febrero": true, "marzo": true, "abril": true, "mayo": true, "junio": true, "julio": true,
	"agosto": true, "septiembre": true, "octubre": true, "noviembre": true, "diciembre": true, "pasado": false,
}

// spanishWords are the words read the same wherever they stand.
var spanishWords = map[string]string{
	"lunes": "monday", "martes": "tuesday", "miercoles": "wednesday", "jueves": "thursday", "viernes": "friday",
	"sabado": "saturday", "domingo": "sunday", "sabados": "saturdays", "domingos": "sundays",
	"enero": "january", "febrero": "february", "marzo": "march", "abril": "april", "mayo": "may", "junio": "june",
	"julio": "july", "agosto": "august", "septiembre": "september", "setiembre": "september", "octubre": "october",
	"noviembre": "november", "diciembre": "december",
	"hoy": "today", "manana": "tomorrow", "semana": "week", "semanas": "weeks", "dia": "day", "dias": "days",
	"hora": "hour", "horas": "hours", "noche": "night", "noches": "nights", "proxima": "next", "proximo": "next",
	"limpieza": "cleaning", "limpiezas": "cleanings", "limpiar": "clean", "limpia": "clean", "limpie": "clean",
	"limpien": "clean", "inspeccion": "inspection", "inspecciones": "inspections", "inspeccionar": "inspect",
	"revisar": "check", "revisa": "check", "revise": "check", "reparacion": "repair", "reparar": "repair",
	"arreglar": "fix", "arregla": "fix", "arregle": "fix", "surtir": "restock", "reabastecer": "restock",
	"mantenimiento": "maintenance",
	"cancela":       "cancel", "cancelar": "cancel", "cancelalo": "cancel", "cancelala": "cancel", "cancele": "cancel",
	"cancelen": "cancel", "quita": "take", "quitale": "take", "quitar": "take", "saca": "take", "sacar": "take",
	"dale": "give", "da": "give", "pon": "put", "ponle": "give", "mueve": "move", "mover": "move", "muevelo": "move",
	"muevela": "move", "pasa": "move", "pasalo": "move", "cambia": "move", "cambiar": "move", "cambialo": "move",
	"cambiala": "move", "agrega": "add", "agregar": "add", "agregale": "add", "anadele": "add", "sumale": "add", "confirma": "confirm", "confirmala": "confirm", "confirmalo": "confirm", "anade": "add", "anadir": "add",
	"necesito": "i need", "necesitamos": "we need", "necesita": "needs", "quiero": "i want",
	"nueva": "new", "nuevo": "new", "reserva": "reservation", "reservacion": "reservation",
	"personas": "people", "huespedes": "guests", "gente": "people", "llegan": "arrive", "llega": "arrives",
	"lleguen": "arrive", "salen": "leave", "sale": "leaves", "salgan": "leave",
	"con": "with", "y": "and", "o": "or", "sin": "without", "para": "for", "x": "for", "que": "that",
	"porfa": "please", "porfis": "please", "porfavor": "please", "xfa": "please", "plis": "please",
	"gracias": "thanks", "urgente": "urgent", "ahora": "now", "ahi": "there", "alli": "there", "aqui": "here",
	"esta": "is", "estan": "are", "hay": "there is", "dicen": "say", "dice": "says", "agua": "water",
	"saliendo": "coming out", "fuga": "leak", "gotea": "leaks", "goteando": "leaking", "roto": "broken",
	"rota": "broken", "descompuesto": "broken", "calefaccion": "heat", "calentador": "water heater",
	"ella": "she", "ellos": "they", "otra": "another", "otro": "another", "cosa": "thing", "espera": "wait",
	"perdon": "sorry", "perdona": "sorry", "disculpa": "sorry", "puede": "can", "pueden": "can",
	"quien": "who", "cuando": "when", "donde": "where", "familia": "family", "un": "a", "una": "a",
	"todo": "all", "todos": "all", "cada": "every", "temprano": "early", "tarde": "late", "antes": "before",
	"despues": "after", "hasta": "until", "desde": "from", "mismo": "same", "misma": "same", "lo": "it",
	"le": "", "les": "", "se": "", "me": "", "dejala": "leave it", "dejalo": "leave it", "deja": "leave",
	// The trades, as a host names a pro by his ("can el plomero get there").
	"plomero": "plumber", "plomera": "plumber", "fontanero": "plumber", "electricista": "electrician",
	"limpiadora": "cleaner", "limpiador": "cleaner",
	"ya": "already", "ese": "that", "esa": "that", "vaya": "go", "vayan": "go", "tambien": "also", "mas": "more", "menos": "fewer", "mejor": "instead",
}

// spanishPhrases are read before the words, longest first; "#" stands for
// a number.
var spanishPhrases = []struct {
	from []string
	to   string
}{
	{[]string{"el", "dia", "antes", "de", "que"}, "the day before"},
	{[]string{"el", "mismo", "dia", "que"}, "the day"},
	{[]string{"el", "dia", "en", "que"}, "the day"},
	{[]string{"el", "dia", "que"}, "the day"}, // "el día que llegan los navarro": their arrival day
	{[]string{"el", "dia", "despues", "de", "que"}, "the day after"},
	{[]string{"el", "dia", "antes", "que"}, "the day before"},
	{[]string{"el", "dia", "despues", "que"}, "the day after"},
	{[]string{"el", "dia", "antes", "de"}, "the day before"},
	{[]string{"el", "dia", "despues", "de"}, "the day after"},
	{[]string{"la", "semana", "que", "viene"}, "next week"},
	{[]string{"se", "le", "cruzo", "otra", "cosa"}, "something came up"},
	{[]string{"se", "le", "cruzo", "algo"}, "something came up"},
	{[]string{"le", "salio", "otra", "cosa"}, "something came up"},
	{[]string{"le", "salio", "algo"}, "something came up"},
	{[]string{"la", "proxima", "semana"}, "next week"},
	{[]string{"a", "que", "hora"}, "what time"},
	{[]string{"a", "la", "misma", "hora"}, "at the same time"},
	{[]string{"la", "misma", "hora"}, "the same time"},
	{[]string{"pasado", "manana"}, "the day after tomorrow"},
	{[]string{"esta", "manana"}, "this morning"},
	{[]string{"esta", "tarde"}, "this afternoon"},
	{[]string{"esta", "noche"}, "tonight"},
	{[]string{"esta", "semana"}, "this week"},
	{[]string{"en", "vez", "del"}, "instead of"},
	{[]string{"en", "lugar", "del"}, "instead of"},
	{[]string{"en", "vez", "de"}, "instead of"},
	{[]string{"ya", "que", "esta"}, "while there"},
	{[]string{"ya", "que", "estas"}, "while there"},
	{[]string{"que", "pase", "por"}, "stop by"},
	{[]string{"que", "pasen", "por"}, "stop by"},
	{[]string{"pase", "por"}, "stop by"},
	{[]string{"pasa", "por"}, "stop by"},
	{[]string{"que", "vaya"}, "go"},
	{[]string{"que", "vayan"}, "go"},
	{[]string{"por", "lo", "del"}, "for the"},
	{[]string{"por", "lo", "de"}, "for the"},
	{[]string{"otra", "vez"}, "again"},
	{[]string{"una", "hora"}, "an hour"},
	{[]string{"en", "lugar", "de"}, "instead of"},
	{[]string{"antes", "de", "que"}, "before"},
	{[]string{"despues", "de", "que"}, "after"},
	{[]string{"antes", "de"}, "before"},
	{[]string{"despues", "de"}, "after"},
	{[]string{"sin", "asignar"}, "unassigned"},
	{[]string{"que", "hora"}, "what time"},
	{[]string{"por", "favor"}, "please"},
	{[]string{"por", "ahora"}, "for now"},
	{[]string{"x", "ahora"}, "for now"},
	{[]string{"no", "espera"}, "no wait"},
	{[]string{"al", "final"}, "after all"},
	{[]string{"no", "nevo"}, "it did not snow"},
	{[]string{"se", "van"}, "leave"},
	{[]string{"se", "va"}, "leaves"},
	{[]string{"no", "funciona"}, "is not working"},
	{[]string{"no", "sirve"}, "is not working"},
	{[]string{"ya", "esta"}, "is already"},
	{[]string{"ahora", "mismo"}, "right now"},
	{[]string{"ahi", "mismo"}, "there"},
	{[]string{"alli", "mismo"}, "there"},
	{[]string{"lo", "de"}, "the"},
	{[]string{"lo", "del"}, "the"},
	{[]string{"hoy", "en", "la", "noche"}, "tonight"},
	{[]string{"hoy", "en", "la", "tarde"}, "this afternoon"},
	{[]string{"hoy", "en", "la", "manana"}, "this morning"},
}

// partsOfDay are "de la mañana" and its like: after an hour a half of the
// day, elsewhere the part of a day.
var partsOfDay = map[string][2]string{"manana": {"am", "in the morning"}, "tarde": {"pm", "in the afternoon"}, "noche": {"pm", "in the evening"}}

var spanishNumbers = map[string]string{"una": "1", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6",
	"siete": "7", "ocho": "8", "nueve": "9", "diez": "10", "once": "11", "doce": "12"}

// spanishVerbs take a pro with the "personal a" ("quita a karen"); the
// clitic verbs ("ponselo a rosa") say the thing before them goes to someone.
var (
	spanishYes = map[string]bool{"dale": true, "va": true, "sale": true, "orale": true, "vale": true, "claro": true, "perfecto": true}
	// spanishWithHer are the verbs whose clitic ("agrégale un restock")
	// adds the thing to the job before: the same pro, when the clause names
	// none.
	spanishWithHer     = map[string]bool{"agregale": true, "anadele": true, "sumale": true}
	spanishInfinitives = map[string]bool{"limpiar": true, "inspeccionar": true, "revisar": true, "arreglar": true, "reparar": true, "surtir": true, "reabastecer": true}
	spanishClitics     = map[string]bool{"ponselo": true, "ponsela": true, "daselo": true, "dasela": true, "pasaselo": true, "pasasela": true, "ponlo": true, "ponla": true}
	dateLike           = mustCompile(`^\d{1,2}/\d{1,2}(/\d{2,4})?$`)
	hourLike           = mustCompile(`^\d{1,2}(:\d\d)?(am|pm|a|p)?$`)
)

// spanishWord is one field of the message: the word and the punctuation
// around it.
type spanishWord struct {
	lead, core, trail, key string
	name                   string // "place" or "person" when the word is part of an account's name
}

// fromSpanish rewrites the Spanish words of msg in English, leaving the
// words of names (places and people: the account's) as typed.
func fromSpanish(msg string, places, people []string) string {
	msg = spanishColloquial(msg, places, people)
	fields := strings.Fields(msg)
	words := make([]spanishWord, len(fields))
	for i, f := range fields {
		core := strings.TrimRight(f, `,.;:!?)]}"`)
		trail := f[len(core):]
		c2 := strings.TrimLeft(core, `([{"'¡¿`)
		words[i] = spanishWord{lead: core[:len(core)-len(c2)], core: c2, trail: trail, key: foldAccents(strings.ToLower(c2))}
	}
	protect := func(names []string, kind string) {
		for _, n := range names {
			nw := strings.Fields(foldAccents(strings.ToLower(n)))
			// The whole name, any two or more of its words in a row
			// ("marlin dr"), a person's first name, or one word of a
			// place's that is no Spanish word ("wisp").
			for i := range words {
				for st := range nw {
					k := 0
					for st+k < len(nw) && i+k < len(words) && words[i+k].key == nw[st+k] {
						k++
					}
					one := k == 1 && (kind == "person" && st == 0 || kind == "place" && len(nw[st]) >= 4 && isLetters(nw[st]) &&
						!spanishMarkers[nw[st]] && spanishWords[nw[st]] == "" && !stopWords[nw[st]])
					if k == len(nw) || k >= 2 || one {
						for j := i; j < i+k; j++ {
							words[j].name = kind
						}
					}
				}
			}
		}
	}
	protect(places, "place")
	protect(people, "person")
	// "El Paso", "Los Gatos": a name of two capitals is a name.
	for i := 0; i+1 < len(words); i++ {
		if c := words[i].core; c != "" && c[0] >= 'A' && c[0] <= 'Z' && (words[i].key == "el" || words[i].key == "la" || words[i].key == "los" ||
			words[i].key == "las" || words[i].key == "san" || words[i].key == "de" || words[i].key == "del") && i > 0 {
			if n := words[i+1].core; n != "" && n[0] >= 'A' && n[0] <= 'Z' && spanishWords[words[i+1].key] == "" {
				words[i].name, words[i+1].name = "place", "place"
			}
		}
	}
	// "dale", "sí, dale", "va": a yes said alone (a pro called Dale is
	// protected above and stays a name).
	yes := len(words) > 0 && len(words) <= 3
	said := false
	for _, w := range words {
		k := strings.Trim(w.key, "!.,")
		yes = yes && w.name == "" && (spanishYes[k] || k == "si" || k == "ok" || k == "pues" || k == "ya")
		said = said || spanishYes[k]
	}
	if yes && said {
		return "yes"
	}
	spanish := false
	for _, w := range words {
		if w.name == "" && spanishMarkers[w.key] {
			spanish = true
			break
		}
	}
	if !spanish {
		return msg
	}
	free := func(i int) bool { return i >= 0 && i < len(words) && words[i].name == "" }
	key := func(i int) string {
		if i < 0 || i >= len(words) {
			return ""
		}
		return words[i].key
	}
	isNum := func(s string) bool { return hourLike.MatchString(s) || spanishNumbers[s] != "" }
	num := func(s string) string {
		if n := spanishNumbers[s]; n != "" {
			return n
		}
		return s
	}
	isDay := func(s string) bool {
		v := spanishWords[s]
		return isWeekdayWord(s) || v != "" && isWeekdayWord(v) || s == "hoy" || s == "manana" || dateLike.MatchString(s)
	}
	var out []string
	emit := func(from, to int, text string) { // words[from:to] become text
		w := words[from].lead + text + words[to-1].trail
		if strings.TrimSpace(text) == "" {
			w = strings.TrimSpace(words[to-1].trail)
			if w != "" && len(out) > 0 {
				out[len(out)-1] += w
				return
			}
		}
		if w != "" {
			out = append(out, w)
		}
	}
	hourOffset := false // "una hora después", "30 minutos antes"
	for i := 0; i+1 < len(words); i++ {
		u, v := words[i].key, strings.TrimRight(words[i+1].key, ",.;:!?")
		hourOffset = hourOffset || (strings.HasPrefix(u, "hora") || strings.HasPrefix(u, "minuto")) && (v == "despues" || v == "antes")
	}
	lastVerb := ""
	withHer := -1 // the word whose clause ends "with her"
	for i := 0; i < len(words); {
		if i > 0 && withHer == i-1 && len(out) > 0 {
			o := out[len(out)-1]
			core := strings.TrimRight(o, ",.;:!?")
			out[len(out)-1] = core + " with her" + o[len(core):]
			withHer = -1
		}
		w := words[i]
		if !free(i) {
			emit(i, i+1, w.core)
			i++
			continue
		}
		// Phrases, each word free and only the last followed by a stop.
		matched := false
		for _, p := range spanishPhrases {
			if p.to == "the day" && hourOffset {
				// "el día que se van los Fernández, una hora después del
				// checkout": the hour is from their check-out, which the
				// day alone would drop; left unread (asked), not the day.
				continue
			}
			n := len(p.from)
			ok := i+n <= len(words)
			for k := 0; ok && k < n; k++ {
				ok = free(i+k) && words[i+k].key == p.from[k] && (k == n-1 || strings.TrimSpace(words[i+k].trail) == "")
			}
			if ok {
				emit(i, i+n, p.to)
				i += n
				matched = true
				break
			}
		}
		if matched {
			continue
		}
		k := w.key
		next, next2 := key(i+1), key(i+2)
		stopped := strings.TrimSpace(w.trail) != ""
		switch {
		case (k == "de" || k == "por" || k == "en") && next == "la" && partsOfDay[next2][0] != "" && free(i+1) && free(i+2):
			// "a las 9 de la mañana", "mañana por la tarde"
			pd := partsOfDay[next2]
			if len(out) > 0 && isNum(strings.ToLower(strings.TrimRight(out[len(out)-1], ",.;:!?"))) {
				emit(i, i+3, pd[0])
			} else {
				emit(i, i+3, pd[1])
			}
			i += 3
			continue
		case (k == "a" || k == "desde") && (next == "las" || next == "la") && !stopped && isNum(next2) && free(i+1):
			// "a las 10", "a la una"
			emit(i, i+3, "at "+num(next2))
			i += 3
			continue
		case (k == "las" || k == "la") && isNum(next) && !stopped && spanishNumbers[next] != "" || (k == "las") && isNum(next) && !stopped:
			// "en vez de las 10": the hour
			emit(i, i+2, num(next))
			i += 2
			continue
		case isNum(k) && next == "y" && (next2 == "media" || next2 == "cuarto") && free(i+1) && free(i+2):
			m := "30"
			if next2 == "cuarto" {
				m = "15"
			}
			emit(i, i+3, num(k)+":"+m)
			i += 3
			continue
		case isWeekdayWord(spanishWords[k]) && isDigits(next) && len(next) <= 2 && next != "0" && (len(next) == 1 || next <= "31") &&
			free(i+1) && !stopped && next2 != "y" && next2 != ":" && !strings.HasPrefix(next2, "hora") && !strings.HasPrefix(next2, "am") && !strings.HasPrefix(next2, "pm"):
			// "el viernes 13", "lunes 16": that date (a weekday and a day
			// number), not the next Friday and an hour
			emit(i, i+2, spanishWords[k]+" the "+next+ordinalSuffix(next))
			i += 2
			continue
		case (k == "la" || k == "lo") && (next == "hace" || next == "hara" || next == "haga") && free(i+1) &&
			(i+2 < len(words) && words[i+2].name == "person" || i > 0 && words[i-1].name == "person"):
			// "…, la hace Yesenia", "Yesenia lo hace": the job goes to her
			if i > 0 && words[i-1].name == "person" && (i+2 >= len(words) || words[i+2].name != "person") {
				emit(i, i+2, "instead")
				i += 2
				continue
			}
			emit(i, i+2, "")
			j := i + 2
			for j+1 < len(words) && words[j+1].name == "person" && strings.TrimSpace(words[j].trail) == "" {
				emit(j, j+1, words[j].core)
				j++
			}
			emit(j, j+1, words[j].core+" instead")
			i = j + 1
			continue
		case k == "todos" && (next == "los" || next == "las") && isDay(next2):
			emit(i, i+3, "every "+strings.TrimSuffix(spanishWords[next2], "s"))
			i += 3
			continue
		case (k == "llegan" || k == "lleguen" || k == "salen" || k == "salgan") && (next == "los" || next == "las") && i+2 < len(words) &&
			spanishWords[next2] == "" && strings.TrimSpace(words[i+1].trail) == "":
			// "a que hora llegan los garcia": what time do the garcias
			// arrive (the subject after the verb)
			v := spanishWords[k]
			do := ""
			if n := len(out); n > 0 && (strings.HasSuffix(out[n-1], "time") || strings.HasSuffix(out[n-1], "when")) {
				do = "do "
			}
			g := words[i+2].core
			if !strings.HasSuffix(g, "s") {
				g += "s"
			}
			emit(i, i+3, do+"the "+g+" "+v)
			i += 3
			continue
		case (k == "los" || k == "las") && free(i+1) && next != "" && spanishWords[next] == "" && !spanishMarkers[next] && !isDay(next) && !isNum(next) && isLetters(strings.ReplaceAll(next, "'", "")):
			// "los o'connor dicen", "los tran llegan": the family
			g := words[i+1].core
			if !strings.HasSuffix(g, "s") {
				g += "s"
			}
			emit(i, i+2, "the "+g)
			i += 2
			continue
		case k == "el" && isDigits(next) && len(next) <= 9 && free(i+1):
			// "cancela el 44": job 44 (no day of a month); "el 12": the 12th
			if n := len(next); n > 2 || n == 2 && next > "31" {
				emit(i, i+2, "#"+next)
			} else {
				emit(i, i+2, "the "+next+ordinalSuffix(next))
			}
			i += 2
			continue
		case (k == "el" || k == "la") && next == "de" && free(i+1):
			// "el de casa azul": the one at
			emit(i, i+2, "the one at")
			i += 2
			continue
		case (k == "el" || k == "la") && (next == "proximo" || next == "proxima") && isDay(next2):
			emit(i, i+3, "next "+spanishWords[next2])
			i += 3
			continue
		case k == "familia" && i+1 < len(words) && words[i+1].core != "" && words[i+1].core[0] >= 'A' && words[i+1].core[0] <= 'Z' && spanishWords[next] == "":
			// "familia Ortiz": the Ortiz family
			emit(i, i+2, "the "+words[i+1].core+" family")
			i += 2
			continue
		}
		var to string
		switch k {
		case "el", "la", "los", "las", "del", "de", "al":
			switch {
			case k == "al" && dateLike.MatchString(next):
				to = "to"
			case isDay(next) && (k != "de" && k != "del" || !dateLike.MatchString(next)):
				to = "on"
				if (k == "los" || k == "las") && spanishWords[next] != "" && !strings.HasSuffix(spanishWords[next], "s") {
					to = "on" // "los martes"
				}
			case (k == "de" || k == "del") && dateLike.MatchString(next):
				to = "from"
			case k == "al" && dateLike.MatchString(next):
				to = "to"
			case k == "de" && (lastVerb == "take"):
				to, lastVerb = "off", ""
			case k == "de" || k == "del":
				// "el restock de casa azul", "del pony cottage": at the
				// place; "saliendo del water heater": of.
				place := words[min(i+1, len(words)-1)].name == "place" ||
					(next == "la" || next == "el") && i+2 < len(words) && words[i+2].name == "place"
				switch {
				case place && k == "del":
					to = "at the"
				case place:
					to = "at"
				case k == "del":
					to = "of the"
				default:
					to = "of"
				}
			case k == "al":
				to = "to the"
			case (lastVerb == "i need" || lastVerb == "we need" || lastVerb == "add" || lastVerb == "i want") && (k == "la" || k == "el"):
				to = "a" // "necesito la limpieza": a cleaning
			default:
				to = "the"
			}
		case "en":
			to = "at"
			if isNum(next) {
				to = "in"
			}
		case "a", "pa":
			switch {
			case spanishInfinitives[next]:
				to = "to"
			case words[min(i+1, len(words)-1)].name == "person" && i > 0 && spanishWords[key(i-1)] != "" && free(i-1):
				to = "" // "quita a karen": the personal a
				if spanishWords[key(i-1)] != "take" {
					to = "to"
				}
			case words[min(i+1, len(words)-1)].name == "person" || next == "ella" || next == "el":
				to = "to"
			case dateLike.MatchString(next):
				to = "to"
			default:
				to = "a"
				if words[min(i+1, len(words)-1)].name == "place" {
					to = "at"
				}
			}
		default:
			if spanishClitics[k] {
				// "el restock ponselo a rosa": give the restock to rosa
				if n := len(out); n >= 2 && strings.HasPrefix(out[n-2], "the") && strings.TrimSpace(words[i-1].trail) == "" {
					out[n-2] = "give " + out[n-2]
					emit(i, i+1, "")
					i++
					continue
				}
				to = "give it"
				break
			}
			if spanishWithHer[k] {
				// "agrégale un restock a las 2": add it, with the pro of
				// the job before, unless the clause names a pro
				end, named := i, false
				for j := i + 1; j < len(words) && key(j) != "y" && !named; j++ {
					named = words[j].name == "person" || key(j) == "con" || key(j) == "a" && words[min(j+1, len(words)-1)].name == "person"
					end = j
					if strings.TrimSpace(words[j].trail) != "" {
						break
					}
				}
				if !named {
					withHer = end
				}
			}
			v, ok := spanishWords[k]
			if !ok {
				emit(i, i+1, w.core)
				i++
				continue
			}
			to = v
			if k == "manana" && len(out) > 0 && strings.HasSuffix(strings.ToLower(out[len(out)-1]), "the") {
				to = "morning"
			}
			if k == "y" && (isNum(next) && len(out) > 0 && isNum(strings.ToLower(out[len(out)-1]))) {
				to = "and"
			}
			switch v {
			case "take", "give", "i need", "we need", "add", "i want", "move", "cancel":
				lastVerb = v
			}
		}
		emit(i, i+1, to)
		i++
	}
	if withHer == len(words)-1 && len(out) > 0 {
		o := out[len(out)-1]
		core := strings.TrimRight(o, ",.;:!?")
		out[len(out)-1] = core + " with her" + o[len(core):]
	}
	return strings.Join(out, " ")
}

// readSpanish rewrites req's message, and the host's messages of its
// history, with fromSpanish (copies: the store's messages are left as
// they are).
func (s *session) readSpanish(req Request) Request {
	var places, people []string
	for _, a := range s.addrs {
		if a.Nickname != nil {
			places = append(places, *a.Nickname)
		}
		places = append(places, a.Street, a.City)
	}
	for _, p := range s.pros {
		people = append(people, p.Name)
	}
	read := rewriteRequest(req, func(msg string) string { return readSpanishShapes(msg, places, people) })
	if read.Message != spanishShapes(req.Message, people) {
		s.spanishSaid = req.Message
	}
	return read
}

// ordinalSuffix is the English ending of the day number n: "st", "nd",
// "rd" or "th".
func ordinalSuffix(n string) string {
	switch {
	case strings.HasSuffix(n, "11"), strings.HasSuffix(n, "12"), strings.HasSuffix(n, "13"):
		return "th"
	case strings.HasSuffix(n, "1"):
		return "st"
	case strings.HasSuffix(n, "2"):
		return "nd"
	case strings.HasSuffix(n, "3"):
		return "rd"
	}
	return "th"
}
