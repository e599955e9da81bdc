package assistant

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// kind is what a message asks for.
type kind string

const (
	kindSchedule         kind = "schedule"          // a job of a named service type
	kindTurnover         kind = "turnover"          // a cleaning at a guest's check-out
	kindReport           kind = "report"            // a maintenance problem to send someone for
	kindReservation      kind = "reservation"       // record a guest stay
	kindListReservations kind = "list_reservations" // upcoming stays
	kindAddPro           kind = "add_pro"           // a new service professional
	kindAvailability     kind = "availability"      // who is free
	kindPrice            kind = "price"             // market price estimate
	kindCancel           kind = "cancel"            // cancel a job
	kindReschedule       kind = "reschedule"        // move a job
	kindListJobs         kind = "list_jobs"         // upcoming jobs
	kindHelp             kind = "help"              // anything else
)

// intent is a request as far as it is understood. It is also the pending
// state of a needs_input reply, stored as JSON on the message, so every
// field a follow-up may complete is exported.
type intent struct {
	Kind       kind                  `json:"kind"`
	Service    steward.ServiceType   `json:"service,omitempty"`
	Deep       bool                  `json:"deep,omitempty"`
	Urgent     bool                  `json:"urgent,omitempty"`
	AddressID  int64                 `json:"address_id,omitempty"`
	ProID      int64                 `json:"pro_id,omitempty"`
	JobID      int64                 `json:"job_id,omitempty"`
	ReservID   int64                 `json:"reservation_id,omitempty"`
	When       *When                 `json:"when,omitempty"`
	NewWhen    *When                 `json:"new_when,omitempty"` // reschedule target; check-out of a stay
	Notes      string                `json:"notes,omitempty"`
	Guest      string                `json:"guest,omitempty"`
	Guests     int                   `json:"guests,omitempty"`
	Name       string                `json:"name,omitempty"`
	Email      string                `json:"email,omitempty"`
	Phone      string                `json:"phone,omitempty"`
	Services   []steward.ServiceType `json:"services,omitempty"`
	Candidates []int64               `json:"candidates,omitempty"` // jobs, stays or properties the question offered
	Missing    string                `json:"missing,omitempty"`    // what the question asked for

	// Set while reading, not kept.
	addrCandidates []int64
	proCandidates  []int64
	unknownPlace   string
	ordinal        int    // "the second one", "2"
	rawText        string // the message as typed
}

// Words that mark each kind of request.
var (
	roleWords = []string{"pro", "cleaner", "handyman", "inspector", "plumber", "electrician", "contractor", "housekeeper",
		"maid", "technician", "tech", "gardener", "landscaper", "painter", "locksmith", "restocker", "professional"}
	problemWords = []string{"leak", "leaking", "leaks", "leaky", "leaked", "broken", "broke", "clogged", "clog", "blocked",
		"stuck", "jammed", "cracked", "flooded", "flood", "flooding", "burst", "dripping", "drips", "drip", "gas", "smell",
		"smells", "smoke", "sparking", "sparks", "lockout", "malfunctioning", "damaged", "damage", "fix", "repair",
		"repairs", "noisy", "mold", "mould", "pests", "mice", "rats", "roaches", "ants", "overflowing", "backed",
		"tripped", "outage", "won't", "wont", "doesn't", "isn't", "not", "no", "dead", "faulty", "loose", "torn", "issue", "problem"}
	urgentWords = []string{"emergency", "urgent", "urgently", "asap", "immediately", "flood", "flooded", "flooding",
		"burst", "gas", "smoke", "fire", "sparking", "sparks", "lockout", "sewage", "overflowing", "leak", "leaking", "leaks"}
	urgentPhrases = []string{"no heat", "no heating", "no hot water", "no water", "no power", "no electricity",
		"locked out", "right away", "right now", "as soon as possible", "can't get in", "cannot get in"}
	problemPhrases = []string{"not working", "stopped working", "doesn't work", "does not work", "won't", "isn't working",
		"no heat", "no heating", "no hot water", "no water", "no power", "no electricity", "locked out", "out of order",
		"backed up", "went out"}
)

// serviceOf returns the first service type a message names, whether it
// asks for a deep clean, and whether any was named.
func serviceOf(toks []token) (steward.ServiceType, bool, bool) {
	deep := has(toks, "deep")
	for _, t := range toks {
		if t.used {
			continue
		}
		s := t.s
		switch {
		case strings.HasPrefix(s, "restock"), s == "refill", s == "replenish", s == "supplies", s == "restocking":
			return steward.Restocking, deep, true
		case strings.HasPrefix(s, "inspect"), s == "walkthrough", s == "inspector":
			return steward.Inspection, deep, true
		case s == "maintenance", strings.HasPrefix(s, "repair"), s == "handyman", s == "plumber", s == "electrician", s == "hvac", s == "fix":
			return steward.Maintenance, deep, true
		case strings.HasPrefix(s, "clean"), s == "tidy", s == "housekeeping", s == "maid", s == "turnover", s == "housekeeper", s == "changeover":
			return steward.Cleaning, deep, true
		}
	}
	if deep {
		return steward.Cleaning, true, true
	}
	return "", false, false
}

// classify decides what a message asks for. Tokens naming properties are
// already marked used, so a property called "Clean Slate" asks for nothing.
func classify(toks []token, hasEmail bool, dates int) kind {
	service, _, hasService := serviceOf(toks)
	_ = service
	switch {
	case (has(toks, "add", "new", "hire", "onboard", "register", "create") && (hasEmail || has(toks, roleWords...))) ||
		hasEmail && has(toks, roleWords...):
		return kindAddPro
	case hasPhrase(toks, "who can") || hasPhrase(toks, "who is") || hasPhrase(toks, "anyone") ||
		has(toks, "available", "availability", "free"):
		return kindAvailability
	case has(toks, "cost", "costs", "price", "pricing", "estimate", "quote", "charge", "rate", "rates") || hasPhrase(toks, "how much"):
		return kindPrice
	case has(toks, "cancel", "cancelled", "canceled", "scrap", "delete") || hasPhrase(toks, "call off"):
		return kindCancel
	case has(toks, "reschedule", "move", "postpone", "push", "rebook", "delay") || hasPhrase(toks, "change the time") ||
		hasPhrase(toks, "change the date") || hasPhrase(toks, "change it to"):
		return kindReschedule
	case hasPhrase(toks, "coming up") || has(toks, "upcoming", "list", "show", "agenda", "calendar") ||
		has(toks, "what", "anything", "any", "whats") && has(toks, "scheduled", "planned", "happening", "booked", "on", "schedule"):
		if has(toks, "reservation", "reservations", "booking", "bookings", "guest", "guests", "stay", "stays", "arrivals", "checkins") {
			return kindListReservations
		}
		return kindListJobs
	case has(toks, "reservation", "reservations", "bookings", "guests", "stays", "arrivals") && dates == 0 &&
		(has(toks, "what", "which", "show", "list", "upcoming", "who", "any") || hasPhrase(toks, "do we have")):
		return kindListReservations
	case has(toks, "guest", "booked", "booking", "reservation", "staying", "stay", "checking", "arriving") && !hasService &&
		(dates >= 1 || has(toks, "add", "new", "record", "log", "enter")):
		return kindReservation
	case has(toks, "turnover", "changeover", "turnaround") ||
		hasService && service == steward.Cleaning && (has(toks, "checkout", "checkouts") || hasPhrase(toks, "check out") || hasPhrase(toks, "checks out")):
		return kindTurnover
	case isProblem(toks) && (!hasService || service == steward.Maintenance):
		return kindReport
	case hasService:
		return kindSchedule
	}
	return kindHelp
}

func isProblem(toks []token) bool {
	for _, p := range problemPhrases {
		if hasPhrase(toks, p) {
			return true
		}
	}
	for _, w := range problemWords {
		if w == "no" || w == "not" {
			continue
		}
		if has(toks, w) {
			return true
		}
	}
	return false
}

func isUrgent(toks []token) bool {
	for _, p := range urgentPhrases {
		if hasPhrase(toks, p) {
			return true
		}
	}
	return has(toks, urgentWords...)
}

// guestCount reads "3 guests", "party of 4", "for 2 people".
func guestCount(toks []token) int {
	for i, t := range toks {
		if t.used {
			continue
		}
		n, ok := numberWords[t.s]
		if !ok && isDigits(t.s) {
			n, _ = strconv.Atoi(t.s)
			ok = true
		}
		if !ok || n < 1 || n > 100 || t.s == "a" || t.s == "an" {
			continue
		}
		if i+1 < len(toks) {
			switch toks[i+1].s {
			case "guest", "guests", "people", "persons", "adults", "pax", "travelers", "travellers":
				return n
			}
		}
		if i > 1 && toks[i-1].s == "of" && toks[i-2].s == "party" {
			return n
		}
	}
	return 0
}

// commandWords are capitalised at the start of requests but name no one.
var commandWords = map[string]bool{
	"please": true, "add": true, "new": true, "guest": true, "pro": true, "hire": true, "book": true, "booked": true,
	"schedule": true, "reservation": true, "for": true, "a": true, "the": true, "can": true, "hi": true, "hey": true,
	"i": true, "we": true, "create": true, "register": true, "our": true, "my": true, "she": true, "he": true, "they": true,
}

// personName returns a person's name introduced in the message: the
// capitalised words after a role word ("handyman Carl Stone", "guest
// Emma Wilson", "pro: Nina Brooks") or, failing that, the first run of
// capitalised words that are not command words.
func personName(toks []token, after []string) string {
	collect := func(from int, needCap bool) string {
		var name []string
		for from < len(toks) && (toks[from].s == "named" || toks[from].s == "called" || toks[from].s == "a" || toks[from].s == "an" || toks[from].s == "new") {
			from++
		}
		for j := from; j < len(toks) && len(name) < 4; j++ {
			t := toks[j]
			if t.used || t.email || isDigits(t.s) || commandWords[t.s] && len(name) == 0 && !t.cap {
				break
			}
			if _, ok := months[t.s]; ok && len(name) > 0 {
				break
			}
			if needCap && !t.cap || !isLetters(strings.ReplaceAll(strings.ReplaceAll(t.raw, "'", ""), ".", "")) {
				break
			}
			if len(name) > 0 && toks[j-1].cap && !t.cap {
				break // "Tom Baker arrives": the name ends where capitals do
			}
			switch t.s {
			case "at", "from", "on", "in", "to", "for", "with", "she", "he", "they", "who", "does", "and", "email", "phone", "is",
				"booked", "will", "arriving", "arrives", "leaves", "checks", "check", "stays", "staying", "has":
				if len(name) > 0 || !t.cap {
					return strings.Join(name, " ")
				}
			}
			name = append(name, titleCase(t.raw))
			if t.stop {
				break
			}
		}
		return strings.Join(name, " ")
	}
	for i, t := range toks {
		if t.used {
			continue
		}
		for _, w := range after {
			if t.s == w || t.s == w+"s" {
				if n := collect(i+1, false); n != "" && !commandWords[strings.ToLower(n)] {
					return n
				}
			}
		}
	}
	for i, t := range toks {
		if t.used || !t.cap || commandWords[t.s] {
			continue
		}
		if _, ok := months[t.s]; ok {
			continue
		}
		if _, ok := weekdays[t.s]; ok {
			continue
		}
		if n := collect(i, true); n != "" {
			return n
		}
	}
	return ""
}

func titleCase(s string) string {
	s = strings.Trim(s, `,.;:!?"`)
	if s == "" {
		return s
	}
	if strings.ToLower(s) == s {
		r, n := utf8.DecodeRuneInString(s) // the first letter, not byte: "émile" is "Émile"
		return string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

// servicesOf reads the services a new pro offers from the words used.
func servicesOf(toks []token) []steward.ServiceType {
	var out []steward.ServiceType
	add := func(s steward.ServiceType) {
		for _, x := range out {
			if x == s {
				return
			}
		}
		out = append(out, s)
	}
	for _, t := range toks {
		if t.used {
			continue
		}
		s := t.s
		switch {
		case strings.HasPrefix(s, "clean"), s == "housekeeper", s == "housekeeping", s == "maid", s == "turnovers":
			add(steward.Cleaning)
		case s == "handyman", s == "maintenance", strings.HasPrefix(s, "repair"), s == "plumber", s == "electrician",
			s == "plumbing", s == "electrical", s == "hvac", s == "fixes", s == "technician", s == "locksmith":
			add(steward.Maintenance)
		case strings.HasPrefix(s, "inspect"):
			add(steward.Inspection)
		case strings.HasPrefix(s, "restock"), s == "supplies", s == "restocker":
			add(steward.Restocking)
		}
	}
	return out
}

// ordinalOf reads a choice among listed options: "2", "#2", "the second".
func ordinalOf(toks []token) int {
	names := map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
	for _, t := range toks {
		if t.used {
			continue
		}
		if n, ok := names[t.s]; ok {
			return n
		}
		s := strings.TrimPrefix(t.s, "#")
		if isDigits(s) && len(toks) <= 3 {
			if n, _ := strconv.Atoi(s); n >= 1 && n <= 20 {
				return n
			}
		}
	}
	return 0
}
