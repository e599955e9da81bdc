package assistant

import (
	"slices"
	"strconv"
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
var saidZoneRe = mustCompile(`(?i)(\d(?:\s*(?:a\.?m\.?|p\.?m\.?))?|\bnoon|\bmidday)` +
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
		loc := s.zoneNamed(name)
		if n := strings.ToLower(strings.TrimSpace(name)); loc == nil && !slices.Contains([]string{"in", "me", "or", "hi", "ok", "oh"}, n) {
			// "today ⏰1 az time" for a job in California: the clock of
			// the account's properties in that state, when they keep one.
			if loc = s.askedZoneNamed(name); loc != nil {
				name = s.zoneSaid(name) // said back as "AZ"
			}
		}
		if loc != nil {
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
		if strings.EqualFold(strings.Join(words(a.City), " "), strings.Join(strings.Fields(placeKeyPunct.Replace(key)), " ")) {
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

// ourTimeRe is a time said on the host's own clock with no zone named:
// "10 a.m. our time", "at 3 my time".
var ourTimeRe = mustCompile(`(?i)(\d(?:\s*(?:a\.?m\.?|p\.?m\.?))?|\bnoon|\bmidday)(?:\s*,)?\s+(?:in\s+)?(?:our|my)\s+(?:own\s+)?(?:local\s+)?time\b`)

// notZoneWords, before "time" after an hour, say something else than a
// zone: "at 10 this time", "2pm check-in time", "noon lunch time".
var notZoneWords = []string{"this", "next", "last", "same", "that", "any", "every", "each", "the", "a", "an", "first", "one", "on", "in",
	"local", "their", "his", "her", "its", "property", "properties", "usual", "arrival", "checkout", "check", "checkin", "departure", "quiet",
	"lunch", "dinner", "breakfast", "bed", "tee", "nap", "part", "full", "some", "no", "more", "less", "extra", "over", "down", "up", "at",
	"by", "real", "start", "end", "due", "standard", "daylight", "summer", "winter", "normal", "regular", "earliest", "latest", "pickup",
	"drop", "party", "dead", "game", "closing", "opening", "office", "business", "plenty", "enough", "of", "for", "and", "or", "then",
	"is", "be", "good", "spare", "free", "break", "lead", "travel", "drive", "quality", "your", "our", "my", "guest", "guests", "owner",
	"owners", "host", "hosts", "house", "home", "site", "cabin", "condo", "villa", "ferry", "boat", "flight", "same", "whatever", "other"}

// unplacedZone returns the words of a zone msg says a time in that the
// engine cannot place: a place that is no property's city nor a known
// city or zone ("10 a.m. Lisbon time"), or the host's own clock ("our
// time") in an account whose properties keep different clocks. Read on a
// property's clock such a time could be hours off, so it is asked about.
func (s *session) unplacedZone(msg string) string {
	if m := ourTimeRe.FindStringIndex(msg); m != nil && !strings.HasPrefix(strings.TrimLeft(msg[m[1]:], " "), "(") && s.manyClocks() {
		return strings.TrimSpace(msg[m[0]:m[1]])
	}
	for _, m := range saidZoneRe.FindAllStringSubmatchIndex(msg, -1) {
		var name string
		g := 2
		for ; g <= 5; g++ {
			if m[2*g] >= 0 {
				name = msg[m[2*g]:m[2*g+1]]
				break
			}
		}
		if g > 5 || s.zoneNamed(name) != nil {
			continue
		}
		f := strings.Fields(strings.ToLower(strings.Trim(name, " .")))
		for len(f) > 1 && slices.Contains([]string{"daylight", "standard", "summer", "winter", "local"}, f[len(f)-1]) {
			f = f[:len(f)-1] // "eastern daylight time"
		}
		if len(f) == 0 || s.zoneNamed(strings.Join(f, " ")) != nil {
			continue
		}
		if s.propertyPlace(strings.Join(f, " ")) || slices.ContainsFunc(f, func(w string) bool { return slices.Contains(notZoneWords, w) }) {
			continue // "(AZ time)" of an account in Arizona, "(her time)": no zone to place
		}
		said := strings.TrimSpace(msg[m[2*g]:m[1]])
		switch g {
		case 2: // "our time (Lisbon)"
			return strings.TrimSpace(msg[m[3]:m[1]])
		case 3: // "(Lisbon time)"; a bracket without "time" is an aside
			if !strings.Contains(strings.ToLower(msg[m[3]:m[1]]), "time") {
				continue
			}
			return strings.Trim(strings.TrimSpace(msg[m[3]:m[1]]), "()")
		case 4: // "Lisbon time", "10am lisbon time"
			hour := strings.ToLower(msg[m[2]:m[3]])
			capital := name[0] >= 'A' && name[0] <= 'Z'
			if !capital && !strings.ContainsAny(hour, "ap") {
				continue
			}
			return said
		}
	}
	return ""
}

// manyClocks reports whether the account's properties keep different
// clocks now.
func (s *session) manyClocks() bool {
	off := map[int]bool{}
	for _, a := range s.addrs {
		_, o := s.now.In(a.Location()).Zone()
		off[o] = true
	}
	return len(off) > 1
}

// propertyPlace reports whether name is the state or city of one of the
// account's properties ("AZ", "Arizona"): read on that property's clock,
// as before.
func (s *session) propertyPlace(name string) bool {
	for _, a := range s.addrs {
		if strings.EqualFold(a.State, name) || strings.EqualFold(a.City, name) || strings.EqualFold(stateNames[strings.ToUpper(a.State)], name) {
			return true
		}
	}
	return false
}

// stateNames are the states hosts name a property's clock by.
var stateNames = map[string]string{"AZ": "arizona", "CO": "colorado", "UT": "utah", "NV": "nevada", "NM": "new mexico", "ID": "idaho",
	"MT": "montana", "WY": "wyoming", "FL": "florida", "PR": "puerto rico", "HI": "hawaii", "AK": "alaska", "CA": "california",
	"OR": "oregon", "WA": "washington", "TX": "texas", "QC": "quebec", "ON": "ontario", "BC": "british columbia"}

// Answers wanted in another zone: a question about a job whose last words
// name the clock its answer is wanted on besides the property's own:
// "… friday - our time (AZ)?", "carlos ac appt mon what time is that in
// duluth", "… what's that in central?". The clock is a zone word, a known
// city, or a state or city of one of the account's properties.

// askedOurZoneRe is a question's last words "our time (AZ)": the host's
// clock, named in brackets.
var askedOurZoneRe = mustCompile(`(?i)\s*[-–—,;:]?\s*\(?\b(?:in\s+)?(?:our|my)\s+(?:own\s+)?(?:local\s+)?time\s*\(\s*([a-z][a-z .'-]*?)(?:\s+time)?\s*\)\s*\)?\s*[?.!]*\s*$`)

// askedThatZoneRe is a question put after the job it is about: "… what
// time is that in duluth", "…, whats that in central time?", "… when is
// that on arizona time".
//
// The same is read in the order of a host who writes English with French
// habits, and with the host said ("…, what time it is for me in Quebec?",
// "what time is that for us on eastern time").
var askedThatZoneRe = mustCompile(`(?i)\s*[-–—,;:.]?\s*\b(?:so\s+)?(?:(?:what\s+time(?:\s+is|'s|’s)\s+|what(?:'|’)?s\s+|wat\s+time\s+is\s+|when\s+is\s+|when(?:'|’)?s\s+)(?:that|it|this)|(?:what|wat)\s+time\s+(?:that|it|this)\s+(?:is|will\s+be))(?:\s+for\s+(?:me|us))?\s+(?:in|on)\s+([a-z][a-z .'-]*?)(?:\s+time)?\s*[?.!]*\s*$`)

// askedThatBareZoneRe is askedThatZoneRe with the place said before
// "time" and no "in": "… what time is that Santa Fe time?".
var askedThatBareZoneRe = mustCompile(`(?i)\s*[-–—,;:.]?\s*\b(?:so\s+)?(?:what\s+time(?:\s+is|'s|’s)\s+|what(?:'|’)?s\s+|wat\s+time\s+is\s+|when\s+is\s+|when(?:'|’)?s\s+)(?:that|it|this)\s+([a-z][a-z .'-]*?)\s+time\s*[?.!]*\s*$`)

// splitAskedZone takes from msg the last words of a question asking for
// its answer on another clock: msg as the question alone, the zone, and
// its name as said; nil when msg asks none the account can place.
func (s *session) splitAskedZone(msg string) (string, *time.Location, string) {
	if q := strings.Index(msg, "?"); q >= 0 && strings.TrimSpace(msg[q+1:]) != "" {
		// "… what time is that Santa Fe time? want to dial in": the
		// question ends at its mark; the words after it stay the
		// message's own.
		if rest, loc, where := s.splitAskedZone(msg[:q+1]); rest != msg[:q+1] {
			return rest + " " + strings.TrimSpace(msg[q+1:]), loc, where
		}
		return msg, nil, ""
	}
	if m := askedThatZoneRe.FindStringSubmatchIndex(msg); m == nil || m[0] == 0 {
		// "… what time is that Santa Fe time?": a clock the account
		// places, said with "time" and no "in".
		if m := askedThatBareZoneRe.FindStringSubmatchIndex(msg); m != nil && m[0] > 0 {
			if loc := s.askedZoneNamed(msg[m[2]:m[3]]); loc != nil {
				front := strings.TrimRight(strings.TrimSpace(msg[:m[0]]), " -–—,;:.")
				if f := tokenize(front); len(f) > 0 && !askWords[f[0].s] {
					front = "what time is " + front
				}
				return front + "?", loc, s.zoneSaid(msg[m[2]:m[3]])
			}
		}
	}
	if m := askedThatZoneRe.FindStringSubmatchIndex(msg); m != nil && m[0] > 0 {
		place := msg[m[2]:m[3]]
		front := strings.TrimRight(strings.TrimSpace(msg[:m[0]]), " -–—,;:.")
		if f := tokenize(front); len(f) > 0 && !askWords[f[0].s] {
			front = "what time is " + front // "carlos ac appt mon": the job asked about
		}
		// A clock the account cannot place still leaves a question,
		// answered on the property's own clock, never a booking.
		return front + "?", s.askedZoneNamed(place), s.zoneSaid(place)
	}
	if m := askedOurZoneRe.FindStringSubmatchIndex(msg); m != nil && m[0] > 0 && questionLike(msg[:m[0]]) {
		place := msg[m[2]:m[3]]
		if loc := s.askedZoneNamed(place); loc != nil {
			return strings.TrimRight(strings.TrimSpace(msg[:m[0]]), " -–—,;:.") + "?", loc, s.zoneSaid(place)
		}
	}
	if m := askedZoneWordRe.FindStringSubmatchIndex(msg); m != nil && m[0] > 0 && questionLike(msg[:m[0]]) {
		place := msg[m[2]:m[3]]
		if loc := s.askedZoneNamed(place); loc != nil {
			return strings.TrimRight(strings.TrimSpace(msg[:m[0]]), " -–—,;:.") + "?", loc, s.zoneSaid(place)
		}
	}
	return msg, nil, ""
}

// askedZoneWordRe is a question's last words naming a zone by its word
// alone: "… in central?", "…, on eastern".
var askedZoneWordRe = mustCompile(`(?i)\s*,?\s*\b(?:in|on)\s+(pacific|mountain|central|eastern|atlantic)\s*[?]+\s*$`)

// questionLike reports whether msg reads as a question: a question mark,
// or a question word first.
func questionLike(msg string) bool {
	if strings.Contains(msg, "?") {
		return true
	}
	f := tokenize(msg)
	return len(f) > 0 && askWords[f[0].s]
}

// askedZoneNamed is zoneNamed, or the clock of the account's properties in
// the state name says ("AZ", "Minnesota") when they all keep one.
func (s *session) askedZoneNamed(name string) *time.Location {
	if loc := s.zoneNamed(name); loc != nil {
		return loc
	}
	key := strings.TrimSpace(strings.Trim(name, " ."))
	var loc *time.Location
	for _, a := range s.addrs {
		if !strings.EqualFold(a.State, key) && !strings.EqualFold(stateNames[strings.ToUpper(a.State)], key) && !strings.EqualFold(moreStateNames[strings.ToUpper(a.State)], key) {
			continue
		}
		if loc != nil && loc.String() != a.Location().String() {
			return nil // a state on two clocks: not one answer
		}
		loc = a.Location()
	}
	return loc
}

// zoneSaid is a zone's name as said, for the reply: "AZ", "Duluth".
func (s *session) zoneSaid(name string) string {
	name = strings.TrimSpace(name)
	if len(name) == 2 {
		return strings.ToUpper(name)
	}
	return titleWords(name)
}

// moreStateNames are the states stateNames leaves out, for a clock asked
// by a state's name ("what's that in minnesota time").
var moreStateNames = map[string]string{"AL": "alabama", "AR": "arkansas", "CT": "connecticut", "DE": "delaware", "GA": "georgia",
	"IL": "illinois", "IN": "indiana", "IA": "iowa", "KS": "kansas", "KY": "kentucky", "LA": "louisiana", "ME": "maine",
	"MD": "maryland", "MA": "massachusetts", "MI": "michigan", "MN": "minnesota", "MS": "mississippi", "MO": "missouri",
	"NE": "nebraska", "NH": "new hampshire", "NJ": "new jersey", "NY": "new york", "NC": "north carolina", "ND": "north dakota",
	"OH": "ohio", "OK": "oklahoma", "PA": "pennsylvania", "RI": "rhode island", "SC": "south carolina", "SD": "south dakota",
	"TN": "tennessee", "VT": "vermont", "VA": "virginia", "WV": "west virginia", "WI": "wisconsin"}

// onPropertyClock rewrites msg's times said on the property's clock as
// described above.
func onPropertyClock(msg string) string {
	if !strings.Contains(strings.ToLower(msg), " time") {
		return msg
	}
	return propertyClockRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := propertyClockRe.FindStringSubmatch(m)
		t := strings.TrimSpace(sub[1])
		if h, ok := spokenUnits[strings.ToLower(t)]; ok && h >= 1 && h <= 12 {
			return strconv.Itoa(h)
		}
		return t
	})
}

// readPropertyClock rewrites req's message, and the host's messages of
// its history, with onPropertyClock.
func readPropertyClock(req Request) Request {
	return rewriteRequest(req, onPropertyClock)
}

// propertyClockRe is a time followed by the words that put it on the
// property's clock. The time is digits ("11", "3:30", "11am") or words
// ("eleven", "three thirty", "twelve oh five"), or noon.
var propertyClockRe = mustCompile(`(?i)\b((?:\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)?)|noon|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:oh\s+(?:one|two|three|four|five|six|seven|eight|nine)|fifteen|thirty|forty\s*five|forty|fifty|twenty|ten|o'?clock))?(?:\s*(?:a\.?m\.?|p\.?m\.?))?))(?:\s*,)?\s+(?:also\s+|again\s+|too\s+)?(?:in\s+)?(?:their|there|the\s+local|local|the\s+property'?s|property)\s+time\b`)
