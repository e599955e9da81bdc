package assistant

import (
	"regexp"
	"strings"
	"time"
)

// Times said in a zone: a host whose properties lie in several zones may
// say a time in another zone than the job's property ("move Friday's AC
// appointment at the Collins Flat to 4:00 p.m. San Juan time", "tomorrow
// at 10:00 a.m. our time (Atlantic)"). The time is the same instant, said
// on the job's property's clock: 4 p.m. in San Juan is 3 p.m. in Miami
// while Florida is on standard time. The zone is named by its word
// ("Eastern", "Atlantic time"), its abbreviation ("EST", "AST", "ET"), a
// property's city ("San Juan time") or a known city's; a zone that names
// none of these is left as it was said.

// saidZoneRe is a time of day followed by the zone it is said in; its
// groups are the zone's name in one of four forms: "our time (Atlantic)",
// "(Atlantic)", "San Juan time", "EST".
var saidZoneRe = regexp.MustCompile(`(?i)(\d(?:\s*(?:a\.?m\.?|p\.?m\.?))?|\bnoon|\bmidday)` +
	`(?:\s*,)?\s+(?:` +
	`(?:in\s+)?(?:our|my|your|the\s+host's)\s+(?:local\s+)?time\s*\(\s*([a-z][a-z .]*?)(?:\s+(?:standard\s+)?time)?\s*\)` +
	`|\(\s*([a-z][a-z .]*?)(?:\s+(?:standard\s+)?time)?\s*\)` +
	`|([a-z][a-z]*(?:\s+[a-z]+)?)\s+(?:standard\s+)?time\b` +
	`|\(?\b(EST|EDT|ET|AST|ADT|AT|CST|CDT|CT|MST|MDT|MT|PST|PDT|PT|HST)\b\)?)`)

// zoneAbbrevs are the abbreviations hosts write after a time, by the
// zone word they stand for.
var zoneAbbrevs = map[string]string{"EST": "eastern", "EDT": "eastern", "ET": "eastern", "AST": "atlantic", "ADT": "atlantic",
	"AT": "atlantic", "CST": "central", "CDT": "central", "CT": "central", "MST": "mountain", "MDT": "mountain", "MT": "mountain",
	"PST": "pacific", "PDT": "pacific", "PT": "pacific", "HST": "hawaii"}

// cityZones are cities hosts name a zone by that need not be one of the
// account's properties'.
var cityZones = map[string]string{"san juan": "America/Puerto_Rico", "puerto rico": "America/Puerto_Rico", "miami": "America/New_York",
	"florida": "America/New_York", "new york": "America/New_York", "chicago": "America/Chicago", "denver": "America/Denver",
	"phoenix": "America/Phoenix", "los angeles": "America/Los_Angeles", "la": "America/Los_Angeles", "honolulu": "Pacific/Honolulu",
	"halifax": "America/Halifax"}

// splitSaidZone takes from msg the zone its time is said in: msg without
// the zone's words, and the zone with its name as said; nil when msg says
// none the account can place.
func (s *session) splitSaidZone(msg string) (string, *time.Location, string) {
	for _, m := range saidZoneRe.FindAllStringSubmatchIndex(msg, -1) {
		var name string
		for g := 2; g <= 5; g++ {
			if m[2*g] >= 0 {
				name = msg[m[2*g]:m[2*g+1]]
			}
		}
		if loc := s.zoneNamed(name); loc != nil {
			// The time stays; the zone's words go.
			name = strings.TrimSpace(name)
			if w, ok := zoneAbbrevs[name]; ok {
				name = w // "AST": said back as "Atlantic"
			}
			return msg[:m[3]] + msg[m[1]:], loc, name
		}
	}
	return msg, nil, ""
}

// zoneNamed returns the zone name says: a zone word or abbreviation (the
// zone of one of the account's properties that keeps the same standard
// offset, so "Atlantic" is Puerto Rico's for an account there, which
// keeps no daylight time), a property's city, or a known city.
func (s *session) zoneNamed(name string) *time.Location {
	key := strings.Join(strings.Fields(strings.ToLower(strings.Trim(name, " ."))), " ")
	if w, ok := zoneAbbrevs[strings.ToUpper(strings.Trim(name, " ."))]; ok && strings.ToUpper(name) == name {
		key = w
	}
	if z, ok := zoneWords[key]; ok {
		loc, err := time.LoadLocation(z)
		if err != nil {
			return nil
		}
		jan := time.Date(s.now.Year(), 1, 15, 12, 0, 0, 0, time.UTC)
		_, want := jan.In(loc).Zone()
		for _, a := range s.addrs {
			if _, off := jan.In(a.Location()).Zone(); off == want {
				return a.Location()
			}
		}
		return loc
	}
	for _, a := range s.addrs {
		if strings.EqualFold(strings.Join(words(a.City), " "), strings.Join(strings.Fields(strings.NewReplacer("'", "", "-", " ").Replace(key)), " ")) {
			return a.Location()
		}
	}
	if z, ok := cityZones[key]; ok {
		if loc, err := time.LoadLocation(z); err == nil {
			return loc
		}
	}
	return nil
}

// inZone says the timed dates of reqs, said in zone, on the clock of
// each request's property. A request whose property is not known yet is
// left as it is.
func (s *session) inZone(reqs []request, zone *time.Location) {
	if zone == nil {
		return
	}
	for i := range reqs {
		if reqs[i].AddressID == 0 {
			continue
		}
		loc := s.loc(reqs[i].AddressID)
		for _, w := range []**When{&reqs[i].When, &reqs[i].NewWhen} {
			if *w == nil || !(*w).HasTime || (*w).Soft {
				continue
			}
			v := **w
			local := s.now.In(zone)
			y, mo, d := local.Date()
			if v.HasDate {
				y, mo, d = v.Year, v.Month, v.Day
			}
			t := time.Date(y, mo, d, v.Hour, v.Minute, 0, 0, zone).In(loc)
			if v.HasDate || t.Day() != d {
				v.HasDate, v.Year, v.Month, v.Day = true, t.Year(), t.Month(), t.Day()
			}
			v.Hour, v.Minute = t.Hour(), t.Minute()
			*w = &v
		}
	}
}
