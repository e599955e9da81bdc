package assistant

import (
	"strings"
)

// A Spanish-first host's questions, stay changes, emergencies and dates
// said from a stay ("¿quién limpia el depa de Coral Gables mañana?",
// "cuál es el código del lockbox", "pásame el teléfono de Rafa", "los
// Silva ahora son 4, no 2", "los Herrera se quedan hasta el lunes", "hay
// una fuga en el baño, manda a Rafa ya", "que Marta inspeccione el día
// después que se vayan los Rojas"). Two steps, both before fromSpanish's
// lexicon: spanishShapes rewrites whole sentence shapes the word-by-word
// reading would scramble (the verb before its subject, "no 2" for "not
// 2", "al día siguiente"), mostly still in Spanish; the words and phrases below
// are added to fromSpanish's tables. The host's own words of a reported
// problem are kept in its notes (spanishSaidNote), since the pro reads
// them and the English reading is rough.

// spanishQuestionWords are the words of a Spanish-first host's questions,
// stays and problems, read the same wherever they stand.
var spanishQuestionWords = map[string]string{
	"cual": "what", "cuales": "what", "es": "is", "son": "are", "codigo": "code", "clave": "code",
	"contrasena": "password", "telefono": "phone number", "celular": "phone number", "cel": "phone number",
	"correo": "email", "cuantas": "how many", "cuantos": "how many", "vienen": "come", "viene": "comes",
	"inspeccione": "inspect", "inspeccionen": "inspect", "repare": "repair", "surta": "restock", "chequee": "check",
	"bano": "bathroom", "cocina": "kitchen", "recamara": "bedroom",
	"bomba": "pump", "piscina": "pool", "alberca": "pool", "pileta": "pool", "aire": "AC", "manda": "send",
	"minutos": "minutes", "minuto": "minute", "mande": "send", "mandale": "send", "depa": "apartment", "departamento": "apartment", "apartamento": "apartment",
}

// spanishQuestionMarkers mark a message as Spanish (words no English host
// types).
var spanishQuestionMarkers = []string{"cual", "codigo", "telefono", "cuantas", "cuantos", "vienen", "bano",
	"piscina", "alberca", "depa", "quedan", "queda", "inspeccione", "manda", "rompio", "quejan", "prende", "aviso"}

// spanishQuestionPhrases are read before fromSpanish's own phrases.
var spanishQuestionPhrases = []struct {
	from []string
	to   string
}{
	{[]string{"quien", "va", "a", "limpiar"}, "who is cleaning"},
	{[]string{"quien", "limpia"}, "who is cleaning"},
	{[]string{"quien", "inspecciona"}, "who is inspecting"},
	{[]string{"quien", "hace"}, "who is doing"},
	{[]string{"cual", "es"}, "what is"},
	{[]string{"se", "me", "olvido"}, ""},
	{[]string{"se", "me", "olvida"}, ""},
	{[]string{"se", "quedan"}, "stay"},
	{[]string{"se", "queda"}, "stays"},
	{[]string{"se", "rompio"}, "broke:"},
	{[]string{"se", "quejan"}, "are complaining"},
	{[]string{"se", "queja"}, "is complaining"},
	{[]string{"me", "aviso", "que"}, "told me"},
	{[]string{"me", "avisaron", "que"}, "told me"},
	{[]string{"no", "prende"}, "is not working"},
	{[]string{"no", "enciende"}, "is not working"},
	{[]string{"no", "enfria"}, "is not cooling"},
	{[]string{"aire", "acondicionado"}, "AC"},
	{[]string{"el", "depa", "de"}, "at"},
	{[]string{"antes", "que"}, "before"},
	{[]string{"manda", "a"}, "send"},
	{[]string{"mande", "a"}, "send"},
	{[]string{"mandale", "a"}, "send"},
}

var (
	// "el día que se van los Fernández, una hora después del checkout":
	// an hour after they leave.
	spanishOffsetOutRe = mustCompile(`(?i)\bel d[ií]a (?:en )?que (?:se van|se vayan|salen|salgan) (los|las) ([^\s,]+),? (una|media|dos|tres|cuatro|\d+) (hora|horas|minutos) despu[eé]s del? (?:checkout|check-out|check out|salida)\b`)
	// "cuando se vayan los Mendoza de Almeria, al día siguiente": the day
	// after they leave.
	spanishNextDayRe = mustCompile(`(?i)\bcuando (?:se vayan|se van|salgan|salen) (los|las) ([^,]+?),\s*al d[ií]a siguiente\b,?`)
	// "al día siguiente de que se vayan los X": the same.
	spanishNextDayOfRe = mustCompile(`(?i)\bal d[ií]a siguiente de que\b`)
	// "se vayan los Rojas": the guests leave, the verb read after them.
	spanishLeaveRe = mustCompile(`(?i)\bse (?:van|vayan|va|vaya|fueron) (los|las) `)
	// "pásame el teléfono de Rafa": the question about it.
	spanishGiveMeRe = mustCompile(`(?i)\b(?:p[aá]same|d[aá]me|m[aá]ndame|me pasas|me das|me mandas)\s+(?:el|su)\s+(tel[eé]fono|cel|celular|n[uú]mero|correo|email|mail)\b`)
	// "qué hay en Key West mañana?": what is on there (at the start: "hay"
	// alone marks no Spanish).
	spanishWhatsOnRe = mustCompile(`(?i)^\s*qu[eé] hay (?:en|pa|para) `)
	// "pa qué es lo de Rafa …?": what Rafa's job is for.
	spanishWhatForRe = mustCompile(`(?i)^\s*¿?\s*(?:pa|para) qu[eé] es (?:lo|el trabajo|la visita|la cita) de `)
	// "a las 6pm, no a las 3", "ahora son 4, no 2": the one it replaces.
	spanishNotAtRe  = mustCompile(`(?i),\s*no\s+a\s+las?\s+(\d)`)
	spanishNotNumRe = mustCompile(`(?i),\s*no\s+(\d+)\b`)
	// "hasta el lunes": until that day.
	spanishUntilDayRe = mustCompile(`(?i)\bhasta el (lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b`)
	// "pasado mañana restock …": the day said first, apart.
	spanishDayFirstRe = mustCompile(`(?i)^\s*pasado ma[nñ]ana\s+([^\s,])`)
	// "manda a Rafa ya": now.
	// "la familia Herrera": the Herrera family (one article).
	spanishTheFamilyRe = mustCompile(`(?i)\b(?:la|los) (familia [A-ZÁÉÍÓÚÑ])`)
	spanishNowRe       = mustCompile(`(?i)\b(a\s+\S+)\s+ya\s*([.!]*)\s*$`)
)

func init() {
	for k, v := range spanishQuestionWords {
		if _, ok := spanishWords[k]; !ok {
			spanishWords[k] = v
		}
	}
	for _, k := range spanishQuestionMarkers {
		if _, ok := spanishMarkers[k]; !ok {
			spanishMarkers[k] = true
		}
	}
	spanishPhrases = append(append(spanishPhrases[:0:0], spanishQuestionPhrases...), spanishPhrases...)
}

// spanishShapes rewrites the sentence shapes of msg that fromSpanish's
// word-by-word reading would scramble, mostly in Spanish still (the few
// that could match an English message are written in English); people
// are the account's pros' names. A message with no such shape is
// returned as it is.
func spanishShapes(msg string, people []string) string {
	// "¿quién limpia …?", "¡ya!": the opening marks, which no English
	// reading expects.
	msg = spanishMarksGone.Replace(msg)
	msg = spanishOffsetOutRe.ReplaceAllStringFunc(msg, func(m string) string {
		g := spanishOffsetOutRe.FindStringSubmatch(m)
		n := strings.ToLower(g[3])
		if d := spanishNumbers[n]; d != "" && n != "una" {
			n = d
		}
		unit := g[4]
		if n == "media" { // "media hora": half an hour
			n, unit = "30", "minutos"
		}
		return n + " " + unit + " después de que salgan " + g[1] + " " + g[2]
	})
	msg = spanishNextDayRe.ReplaceAllString(msg, "el día después de que salgan $1 $2,")
	msg = spanishNextDayOfRe.ReplaceAllString(msg, "el día después de que")
	msg = spanishLeaveRe.ReplaceAllString(msg, "salgan $1 ")
	msg = spanishGiveMeRe.ReplaceAllString(msg, "cuál es el $1")
	msg = spanishWhatsOnRe.ReplaceAllString(msg, "what is on at ")
	if spanishWhatForRe.MatchString(msg) {
		msg = spanishWhatForRe.ReplaceAllString(msg, "what is the job of ")
	}
	msg = spanishNotAtRe.ReplaceAllString(msg, ", instead of $1")
	msg = spanishNotNumRe.ReplaceAllString(msg, ", not $1")
	msg = spanishUntilDayRe.ReplaceAllString(msg, "hasta $1")
	msg = spanishDayFirstRe.ReplaceAllString(msg, "pasado mañana, $1")
	msg = spanishTheFamilyRe.ReplaceAllString(msg, "$1")
	msg = spanishNowRe.ReplaceAllString(msg, "$1 right now$2")
	return spanishHaveDo(msg, people)
}

// spanishHaveDo reads "que Yesenia limpie después", "que vaya Rafa antes"
// as "have Yesenia clean after", "have Rafa go before": a pro of the
// account, and one of the verbs a host asks for work with.
func spanishHaveDo(msg string, people []string) string {
	fields := strings.Fields(msg)
	first := map[string]bool{}
	for _, p := range people {
		if f := strings.Fields(foldAccents(strings.ToLower(p))); len(f) > 0 {
			first[f[0]] = true
		}
	}
	key := func(i int) string {
		if i < 0 || i >= len(fields) {
			return ""
		}
		return foldAccents(strings.ToLower(strings.Trim(fields[i], `,.;:!?¿¡"'()`)))
	}
	changed := false
	for i := 0; i+2 < len(fields); i++ {
		if key(i) != "que" || strings.TrimRight(fields[i], ",.;:!?") != fields[i] {
			continue
		}
		switch {
		case first[key(i+1)] && spanishSubjunctives[key(i+2)]:
			fields[i], changed = "have", true
		case (key(i+1) == "vaya" || key(i+1) == "vayan") && first[key(i+2)]:
			name := fields[i+2]
			core := strings.TrimRight(name, ",.;:!?")
			fields[i], fields[i+1], fields[i+2] = "have", core, "go"+name[len(core):]
			changed = true
		}
	}
	if !changed {
		return msg
	}
	return strings.Join(fields, " ")
}

// readSpanishShapes is fromSpanish after spanishShapes. The shapes that
// can match an English message ("¿", ", no 2", "… a Rafa ya") are
// written in English, so such a message reads the same.
func readSpanishShapes(msg string, places, people []string) string {
	return fromSpanish(spanishShapes(msg, people), places, people)
}

// spanishSaidNote is the host's own words of a reported problem, for its
// notes, when the message was read from Spanish: "" otherwise.
func (s *session) spanishSaidNote() string {
	if s.spanishSaid == "" || len(s.spanishSaid) > 240 {
		return ""
	}
	return " (host's words: “" + strings.TrimSpace(s.spanishSaid) + "”)"
}
