package assistant

// safetyCheckNouns follow "fire", "gas" or "smoke" when the words name a
// routine safety visit, not a danger: "fiona to do the fire check at the
// wee studio", "the gas safety cert", "the smoke alarm test".
var safetyCheckNouns = map[string]bool{"check": true, "checks": true, "safety": true, "inspection": true, "inspections": true,
	"cert": true, "certificate": true, "certs": true, "test": true, "tests": true, "testing": true, "drill": true}

// withoutSafetyCheck returns toks without "fire", "gas" or "smoke" said
// before a word of safetyCheckNouns, so a safety visit reads as the
// visit and never as a fire or a gas leak (fixs25G).
func withoutSafetyCheck(toks []token) []token {
	kept := make([]token, 0, len(toks))
	for i, t := range toks {
		if (t.s == "fire" || t.s == "gas" || t.s == "smoke") && i+1 < len(toks) && safetyCheckNouns[toks[i+1].s] {
			continue
		}
		kept = append(kept, t)
	}
	return kept
}
