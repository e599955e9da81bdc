package assistant

// Questions that open with "who" about a stay, not about who is free:
// "who is leaving the riverwalk condo el viernes and what time" asks for the
// guests who check out (a stay question), and "who is doing the King William
// house mañana after the Hernandez family leave" asks who does the job after
// that stay (the guests' leaving only says which job). Both were read as "who
// is free", since "who is" opens them.

// whoStayVerbs are the words, right after "who is/are"/"whos", that make the
// question one about guests.
var whoStayVerbs = map[string]bool{
	"leaving": true, "departing": true, "arriving": true, "staying": true, "checking": true,
}

// whoOfStay reports "who is leaving/arriving/staying/checking out …": the
// guests asked about ("who is free", "who is leaving the keys" is not: a
// word of work or of availability keeps the question as it was).
func whoOfStay(toks []token) bool {
	i := 0
	for i < len(toks) && openers[toks[i].s] {
		i++
	}
	if i >= len(toks) {
		return false
	}
	switch {
	case toks[i].s == "whos":
		i++
	case toks[i].s == "who" && i+1 < len(toks) && (toks[i+1].s == "is" || toks[i+1].s == "are" || toks[i+1].s == "s"):
		i += 2
	default:
		return false
	}
	if i >= len(toks) || !whoStayVerbs[toks[i].s] {
		return false
	}
	if toks[i].s == "checking" && (i+1 >= len(toks) || toks[i+1].s != "out" && toks[i+1].s != "in") {
		return false // "who is checking the smoke detectors": work
	}
	return !has(toks, "free", "available", "availability", "can", "could", "keys", "key", "job", "jobs", "clean", "cleaning",
		"inspection", "restock", "maintenance", "visit", "turnover", "pro", "cleaner")
}

// whoDoesAfterStay reports "who is doing/cleaning <place> … after the
// <guests> leave": a "who" question of a job, the leaving said after
// "after"/"once"/"when"/"before" naming which one ("who is leaving …" is
// whoOfStay's).
func whoDoesAfterStay(toks []token) bool {
	if len(toks) < 4 || toks[0].s != "who" && toks[0].s != "whos" || has(toks, "free", "available", "availability", "can", "could") {
		return false
	}
	if !has(toks, "doing", "cleaning", "handling", "covering", "working", "assigned", "taking", "inspecting", "restocking") {
		return false
	}
	lv := index(toks, 0, "leave", "leaves", "leaving", "depart", "departs", "checkout", "out", "go", "goes")
	if lv < 0 {
		return false
	}
	if toks[lv].s == "out" && (lv == 0 || toks[lv-1].s != "check" && toks[lv-1].s != "checks" && toks[lv-1].s != "move" && toks[lv-1].s != "moves") {
		return false
	}
	ai := index(toks, 0, "after", "once", "when", "before", "b4")
	return ai > 0 && ai < lv
}
