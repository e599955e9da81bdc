package assistant

// "have Gary touch up the paint in the upstairs hallway", "touch up the
// trim": work of the trade on a thing, a maintenance visit — never
// "touch base", "get in touch", "don't touch the thermostat".

// touchUpWork reports whether toks[i] is the "touch" of "touch up the/a
// <thing>" (or "touch-up").
func touchUpWork(toks []token, i int) bool {
	if toks[i].s == "touch-up" || toks[i].s == "touchup" {
		return i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].s == "on" || toks[i+1].s == "paint")
	}
	if toks[i].s != "touch" || i+2 >= len(toks) || toks[i+1].s != "up" {
		return false
	}
	n := toks[i+2].s
	return determiners[n] || n == "a" || n == "some" || n == "paint" || n == "paintwork" || n == "trim"
}
