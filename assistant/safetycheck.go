package assistant

import steward "github.com/stewardhq/steward"

// A check of the smoke or CO alarms booked with a pro who inspects and
// does no maintenance: "book her back there tues at 10 for the smoke
// detectors", "can linda do the cottage monday, the smoke alarms checked
// there too". The alarms read as the work's subject made the request a
// maintenance visit; for an inspector it is her inspection. A fault said
// of them ("the smoke alarm keeps beeping") stays a repair (asked about).

// alarmDevices are the devices such a check is of.
var alarmDevices = map[string]bool{"detector": true, "detectors": true, "alarm": true, "alarms": true}

// alarmKinds are the words before them that say which alarm.
var alarmKinds = map[string]bool{"smoke": true, "co": true, "monoxide": true, "fire": true}

// alarmFaults are words that make it a fault, not a check.
var alarmFaults = []string{"beeping", "beeps", "chirping", "chirps", "chirp", "beep", "broken", "battery", "batteries",
	"replace", "replaced", "install", "fix", "repair", "faulty", "dead", "missing", "going", "sounding", "wont", "won't", "stop", "stopped"}

// checksAlarms reports whether toks name a smoke or CO alarm check with
// no fault said of it.
func checksAlarms(toks []token) bool {
	if has(toks, alarmFaults...) {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if alarmDevices[toks[i].s] && alarmKinds[toks[i-1].s] {
			return true
		}
	}
	return false
}

// inspectAlarms makes in, a maintenance visit of the alarms given to a pro
// who inspects and does no maintenance, an inspection.
func (s *session) inspectAlarms(in *request) {
	if in.Service != steward.Maintenance || in.ProID == 0 || in.JobID != 0 || in.Kind != kindSchedule && in.Kind != kindReport {
		return
	}
	p := s.pro(in.ProID)
	if p == nil || !p.Active || p.Offers(steward.Maintenance) || !p.Offers(steward.Inspection) || !checksAlarms(tokenize(in.rawText)) {
		return
	}
	in.Service, in.Kind = steward.Inspection, kindSchedule
}

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
