package assistant

// thingAliases are the other words hosts use for a thing a job's notes
// name: an Indian or South African host's "geyser" is the water heater
// ("cancel the geyser job at oak tree" is the one whose notes say "Water
// heater making a banging noise"), and the other way round.
var thingAliases = map[string][]string{
	"geyser":  {"heater"},
	"geysers": {"heater", "heaters"},
	"heater":  {"geyser"},
	"heaters": {"geyser", "geysers"},
}

// sameThing reports whether a job's note word n and a message's word w
// name the same thing by thingAliases.
func sameThing(n, w string) bool {
	for _, a := range thingAliases[w] {
		if a == n {
			return true
		}
	}
	return false
}
