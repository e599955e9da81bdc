package assistant

// putBackVerbs are the work done to a thing put back in its place
// ("rehang a towel bar", "reattach the handrail"): what is done, never
// the thing, so a visit to "Rehang the shutters" is not the one for a
// towel bar to rehang (sameProblem).
var putBackVerbs = []string{"rehang", "rehung", "hang", "reattach", "reattached", "attach", "remount", "mount", "reinstall",
	"install", "tighten", "secure", "reseat", "rehanging", "reattaching", "remounting", "reinstalling"}

func init() {
	for _, w := range putBackVerbs {
		notThings[w] = true
	}
}
