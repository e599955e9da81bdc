package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// pestVisit reports whether toks[i] names a pest-control visit by the
// trade's own word, as hosts name the job: "CXL pest @ King St", "move
// pest to 8a", "the pest guy", "pest treatment tmrw": a maintenance
// visit, as "pest control" and "exterminator" are.
func pestVisit(toks []token, i int) bool {
	// (A word alone, as the reader checks one word, is no visit: "pest"
	// of "… doing pest control for the building" says why.)
	return toks[i].s == "pest" && len(toks) > 1
}

// nightShorthand reads "nt" and "nts", a host's shorthand for night and
// nights, after a count or a word of more ("+1 nt", "2 nts", "extra nt",
// "one more nt"): "night" or "nights", else "" (a lone "nt" stays as
// typed).
func nightShorthand(s string, toks []token) string {
	if s != "nt" && s != "nts" || len(toks) == 0 {
		return ""
	}
	prev := toks[len(toks)-1].s
	if _, ok := smallNumbers[prev]; !ok && !isDigits(prev) && prev != "more" && prev != "extra" && prev != "another" && prev != "additional" {
		return ""
	}
	if s == "nts" {
		return "nights"
	}
	return "night"
}

// pestWords are what a pest-control job's notes say it is for.
var pestWords = []string{"pest", "pests", "roach", "roaches", "cockroach", "cockroaches", "ant", "ants", "mice", "mouse", "rat", "rats",
	"rodent", "rodents", "termite", "termites", "bug", "bugs", "bedbugs", "exterminate", "exterminator", "fumigate", "fumigation",
	"traps", "bait", "scorpion", "scorpions", "wasp", "wasps", "hornet", "hornets", "spider", "spiders", "fleas", "ticks",
	"mosquito", "mosquitoes", "ladybugs", "spray", "sprayed"}

// pestJobs narrows cands to the pest-control jobs when the message names
// the job by the trade's word ("pest", "pest control", "the pest guy"):
// a job whose notes say it is for pests, or whose pro's name or e-mail is
// a pest company's. named reports whether the message names it so; fit
// may then be empty (no such job: never another maintenance guessed).
func (s *session) pestJobs(cands []*steward.Job, in request) (fit []*steward.Job, named bool) {
	if in.Service != "" && in.Service != steward.Maintenance || !has(tokenize(in.rawText), "pest") {
		// ("cancel the clean, pest control is coming": another service
		// named; the pests are why.)
		return cands, false
	}
	for _, j := range cands {
		if pestJob(j, s.pro(derefID(j.ProID))) {
			fit = append(fit, j)
		}
	}
	return fit, true
}

// pestJob reports whether j is a pest-control job, by its notes or its
// pro (p, nil when none).
func pestJob(j *steward.Job, p *steward.Pro) bool {
	if j.Notes != nil {
		lower := strings.ToLower(*j.Notes)
		for _, w := range pestWords {
			if containsWord(lower, w) {
				return true
			}
		}
	}
	if p == nil {
		return false
	}
	who := strings.ToLower(p.Name + " " + p.Email)
	return strings.Contains(who, "pest") || strings.Contains(who, "bug") || strings.Contains(who, "extermin") || strings.Contains(who, "termite")
}

func init() {
	// "the pest visit", "the pest job": a job named by the trade, one
	// whose notes say what pests it is for (thingWords, tradeWordFits).
	thingWords["pest"] = pestWords
}
