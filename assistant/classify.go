package assistant

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// Words that mark each kind of request.
var (
	roleWords = []string{"pro", "cleaner", "handyman", "inspector", "plumber", "electrician", "contractor", "housekeeper",
		"maid", "technician", "tech", "gardener", "landscaper", "painter", "locksmith", "restocker", "professional"}
	problemWords = []string{"freezing", "pouring", "gushing", "spraying", "alarm", "fire", "emergency", "urgent", "leak", "leaking", "leaks", "leaky", "leaked", "broken", "broke", "clogged", "clog", "blocked",
		"stuck", "jammed", "cracked", "flooded", "flood", "flooding", "burst", "dripping", "drips", "drip", "gas", "smell",
		"smells", "smoke", "sparking", "sparks", "lockout", "malfunctioning", "damaged", "damage", "fix", "repair",
		"repairs", "noisy", "mold", "mould", "pests", "mice", "rats", "roaches", "ants", "overflowing", "backed",
		"tripped", "outage", "won't", "wont", "doesn't", "isn't", "not", "no", "dead", "faulty", "loose", "torn", "issue", "problem",
		"fell", "fallen", "collapsed", "shattered", "smashed", "overflowed", "overflow", "frozen",
		"died", "dying", "loud", "noise", "banging", "bangs", "clanking", "knocking", "hissing", "humming", "whistling", "rattles", "squeaking", "squeaky", "squealing", "rattling", "buzzing", "beeping", "chirping", "grinding", "sticking",
		"wobbly", "wobbling", "wobbles", "flickering", "stinks", "moldy", "mouse", "rat", "roach", "cockroach", "cockroaches", "bedbugs", "wasps", "termites", "infestation",
		"missing", "trips", "tripping", "smoking", "smokes", "bugs", "spiders", "fleas", "ticks", "bedbug", "termite",
		"wasp", "hornet", "hornets", "bees", "beehive", "hive", "raccoon", "raccoons", "scorpion", "scorpions", "centipede", "centipedes",
		"snake", "snakes", "bat", "bats", "skunk", "possum", "opossum", "squirrel", "squirrels",
		// insects that come indoors in season: "the ladybugs are back in the upstairs windows"
		"ladybug", "ladybugs", "stinkbug", "stinkbugs", "moths", "gnats", "beetles", "silverfish", "earwigs", "yellowjackets",
		// storm and wear damage: "window blew in", "screen door ripped off"
		"blew", "blown", "ripped", "busted", "snapped", "shorted", "exploded", "bent", "sagging", "warped", "unhinged",
		// a state gone wrong: "the hot tub is lukewarm", "the pool is cloudy"
		"lukewarm", "tepid", "cloudy", "murky", "foamy", "slimy", "discolored", "discoloured", "glitchy", "glitching", "unresponsive",
		// a thing that works too little: "water pressure upstairs is weak"
		"weak"}
	urgentWords = []string{"pouring", "gushing", "spraying", "alarm", "outage", "emergency", "urgent", "urgently", "asap", "immediately", "flood", "flooded", "flooding",
		"burst", "gas", "smoke", "fire", "sparking", "sparks", "lockout", "sewage", "overflowing", "overflowed", "leak", "leaking", "leaks",
		"collapsed", "shattered"}
	urgentPhrases = []string{"power is out", "power out", "power went out", "heat is out", "heat went out", "water everywhere", "water all over", "water on the",
		"carbon monoxide", "lost the key", "lost key", "no heat", "no heating", "no hot water", "no water", "no power", "no electricity",
		"locked out", "right away", "straight away", "straightaway", "without delay", "as a matter of urgency", "right now", "someone now", "someone out today", "somebody out today", "somebody now", "someone out now", "as soon as possible", "soon as possible", "soon as he can", "soon as she can", "soon as they can", "soon as you can", "as soon as he can", "as soon as she can", "as soon as they can", "as soon as you can", "as soon as someone can", "as soon as somebody can", "as early as possible", "earliest possible", "water comes out", "water coming out", "water is coming out", "can't get in", "cannot get in",
		"fell on", "tree fell", "tree down", "tree came down", "limb came down", "branch came down", "came down on", "fell through", "caved in", "lost the keys", "lost keys", "lost my keys", "lost their keys",
		"locked themselves out", "can't get into", "cannot get into", "no way in", "cant get in", "cant get into", "can't get the door",
		"cant get the door", "cannot get the door", "through the ceiling", "thru the ceiling", "sewer"}
	problemPhrases = []string{"water comes out", "water is coming out", "water coming out", "water runs out", "water is running out", "is blocking", "are blocking", "blocking the", "caved in", "fell on", "barely a trickle", "just a trickle", "no pressure", "goes cold", "went cold", "gets cold", "turns cold", "runs cold", "ice cold", "is cold", "are cold", "stone cold", "freezing cold", "keeps going out", "keep going out", "keeps going off", "keeps shutting off", "keeps turning off", "keeps dying", "wont stay lit", "won't stay lit",
		"came down", "blew over", "fell over", "keeps cutting out", "cutting out", "took out", "knocked out", "knocked down", "blew down", "came off", "fell off", "tore off", "came loose", "hanging off", "hanging loose", "coming off", "coming loose", "falling off", "blowing cold", "cold air", "blowing warm", "blowing hot", "warm air", "not heating", "won't heat", "wont heat", "isn't heating", "isnt heating", "keeps running", "running nonstop", "runs nonstop", "running constantly", "runs constantly", "wont stop running", "won't stop running", "won't flush", "wont flush", "not flushing", "is missing", "are missing", "went missing",
		"is green", "turned green", "went out", "is out", "are out", "power is out", "power out", "heat is out", "water everywhere", "carbon monoxide", "lost the key",
		"lost key", "not working", "stopped working", "doesn't work", "does not work", "won't", "isn't working",
		"no heat", "no heating", "no hot water", "no water", "no power", "no electricity", "locked out", "out of order",
		"backed up", "went out", "is down", "are down", "went down", "keeps tripping", "lost the keys", "lost keys", "lost my keys", "lost their keys",
		"locked themselves out", "can't get into", "cannot get into", "bed bugs", "no wifi", "no internet", "no wi-fi", "no tv", "no cable",
		"no signal", "no reception", "no pressure", "no water pressure",
		// "water coming thru the ceiling", "sewer backing up", "guests cant get the door open", "the fridge is warm"
		"coming through", "coming thru", "coming in through", "through the ceiling", "thru the ceiling", "from the ceiling", "backing up",
		"cant get in", "cant get into", "can't get the door", "cant get the door", "cannot get the door", "can't open", "cant open", "cannot open",
		"won't open", "wont open", "can't unlock", "cant unlock", "won't unlock", "wont unlock", "won't lock", "wont lock",
		"is warm", "isn't cold", "isnt cold", "not cold", "not cooling",
		// "there's an ice dam over the back door"
		"an ice dam", "ice dams", "ice buildup",
		"tree down", "trees down", "tree fell", "tree came down", "limb down", "branch down", "limb came down", "branch came down", "line down", "lines down",
		"turning green", "going green", "gone green", "looks green", "getting green", "acting up", "acting weird", "acting funny", "on the fritz",
		// British understatement: "the heating is being rather temperamental",
		// "the boiler is playing up", "the shower has been misbehaving"
		"temperamental", "playing up", "misbehaving", "giving trouble", "giving us trouble",
		"draining slow", "draining slowly", "drains slow", "drains slowly", "slow drain", "slow to drain", "not draining",
		// "theres water on the bathroom floor"
		"water on the", "water all over", "water under the", "puddle", "puddles", "is soaked", "soaking wet",
		// "water coming out from under the dishwasher"
		"coming out", "pouring out", "spilling out", "water everywhere",
		// "water's getting in under the back door": water where it
		// should not be, coming into the house
		"water getting in", "water coming in", "water gets in", "water comes in", "water leaking in", "water seeping in",
		"getting in under", "coming in under", "seeping in", "seeping under", "leaking in",
		// "tree limb came down on the roof", "shingles blew off"
		"came down on", "fell on", "fell through", "blew off", "blown off", "ripped off", "torn off",
		// "the coat hooks in the hall have come away from the wall"
		"come away from", "came away from", "coming away from"}
)

// tradeVerbs are the work only a tradesperson does, said as a verb before
// its object ("snake the drain", "recaulk the tub").
var tradeVerbs = map[string]bool{"snake": true, "unclog": true, "unblock": true, "caulk": true, "recaulk": true, "regrout": true,
	"grout": true, "reseal": true, "patch": true, "winterize": true, "dewinterize": true, "rekey": true, "reglaze": true,
	"rewire": true, "reshingle": true, "repaint": true, "paint": true, "unstick": true, "rehang": true, "descale": true, "flush": true,
	// "have sarge seal the gaps under the sink", "spackle the wall",
	// "weatherstrip the door", "insulate the pipes"
	"seal": true, "spackle": true, "weatherstrip": true, "insulate": true, "plaster": true}

// pastDeeds are verbs said of a person in the past ("the cleaner hit the
// reset button", "the plumber said it's fine").
var pastDeeds = map[string]bool{"hit": true, "said": true, "says": true, "found": true, "saw": true, "got": true, "did": true, "told": true,
	"put": true, "reset": true, "left": true, "took": true, "ran": true, "made": true, "thinks": true, "knew": true, "noticed": true,
	"fixed": true, "sorted": true, "flipped": true, "pressed": true, "pushed": true, "checked": true, "cleared": true, "unplugged": true, "restarted": true,
	"reported": true, "mentioned": true, "texted": true, "called": true, "tried": true, "turned": true, "already": true, "just": true,
	"flagged": true, "spotted": true, "discovered": true,
	// what the pro says, now: "the cleaner tells me she would rather …"
	"tells": true, "mentions": true, "reports": true, "writes": true, "informs": true, "informed": true, "explained": true}

// roleDidSomething reports whether toks[i] is a role ("cleaner",
// "handyman", "plumber") said as the subject of a deed done: "cleaner hit
// the reset button", "the plumber already fixed it". The role names who
// acted, not a service asked for.
//
// A role said as the work and a person ("the cleaning lady told me the
// toilet is blocked", "the pool guy said …") is read the same: the deed
// follows the person's word.
func roleDidSomething(toks []token, i int) bool {
	d := i + 1 // the deed's word
	if !slices.Contains(roleWords, toks[i].s) {
		if d >= len(toks) || !personNouns[toks[d].s] || toks[i].stop {
			return false
		}
		if _, _, svc := serviceOf([]token{{s: toks[i].s}}); !svc {
			return false
		}
		d++
	}
	if d >= len(toks) || !pastDeeds[toks[d].s] {
		return false
	}
	if d+1 < len(toks) && (toks[d].s == "already" || toks[d].s == "just") && !pastDeeds[toks[d+1].s] && !strings.HasSuffix(toks[d+1].s, "ed") {
		return false
	}
	// ("the building's handyman sorted the window": a possessive is the
	// role's determiner too.)
	det := func(t token) bool {
		return slices.Contains([]string{"the", "our", "my", "a", "his", "her", "their"}, t.s) || len(t.s) > 2 && (strings.HasSuffix(strings.ToLower(t.raw), "'s") || strings.HasSuffix(t.raw, "’s"))
	}
	k := i - 1 // the word before the role's determiner: "can a cleaner hit the loft mon" asks for one
	if k >= 0 && det(toks[k]) {
		if k--; k >= 0 && toks[k+1].s != "the" && toks[k].s == "the" {
			k--
		}
	}
	if k >= 0 && slices.Contains([]string{"can", "could", "will", "would", "should", "to", "pls", "please", "have", "get", "let", "need", "needs"}, toks[k].s) {
		return false
	}
	return i == 0 || det(toks[i-1]) || toks[i-1].stop
}

// damageVerbs say something was broken off or through by force.
var damageVerbs = map[string]bool{"tore": true, "torn": true, "ripped": true, "rip": true, "blew": true, "blown": true, "snapped": true,
	"broke": true, "broken": true, "knocked": true, "sheared": true, "came": true, "come": true, "fell": true, "fallen": true,
	"cut": true, "pulled": true, "split": true, "cracked": true, "popped": true, "yanked": true, "wrenched": true}

// cleanAdverb reports whether toks[i] is "clean" said as "completely"
// after a deed of damage in the same sentence ("the storm tore the screen
// door clean off its hinges", "the branch snapped clean through"): how
// thoroughly it broke, never a cleaning asked for.
func cleanAdverb(toks []token, i int) bool {
	if toks[i].s != "clean" || i+1 >= len(toks) || !slices.Contains([]string{"off", "through", "away", "out", "in", "across"}, toks[i+1].s) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if damageVerbs[toks[k].s] {
			return true
		}
		if toks[k].stop {
			return false
		}
	}
	return false
}

// serviceOf returns the first service type a message names, whether it
// asks for a deep clean, and whether any was named.
func serviceOf(toks []token) (steward.ServiceType, bool, bool) {
	deep := has(toks, "deep")
	for i, t := range toks {
		if t.used || anchored(toks, i) {
			continue
		}
		if i > 1 && toks[i-1].s == "last" && slices.Contains([]string{"her", "his", "their", "my", "our"}, toks[i-2].s) {
			continue // "dottie mentioned it after her last clean": a job done, not one asked for
		}
		s := t.s
		if roleDidSomething(toks, i) {
			continue // "cleaner hit the reset button": who did something, not work asked for
		}
		if cleanAdverb(toks, i) {
			continue // "the storm tore the screen door clean off its hinges": completely, not a cleaning
		}
		if s == "servicing" && i > 1 && (toks[i-1].s == "is" || toks[i-1].s == "are" || toks[i-1].s == "was") && !slices.Contains([]string{"who", "that", "which", "it", "he", "she", "they"}, toks[i-2].s) {
			continue // "as the building is servicing the elevator": what someone else is doing, a reason
		}
		if s == "fix" && politeFix(toks, i) {
			continue // "… should be 1, he's driving back that morning. fix pls": correct it, no repair
		}
		if s == "fix" && wishToFixIt(toks, i) {
			continue // "… this week? I want to fix before the weekend": sort it out, no repair
		}
		switch {
		case pestCheck(toks, i): // "termite check in magnolia" (pestcheck.go)
			return steward.Inspection, deep, true
		case strings.HasPrefix(s, "clean") && i > 0 && repairThings[toks[i-1].s]:
			// "the gutter cleaning", "chimney clean": a maintenance visit.
			return steward.Maintenance, false, true
		case (s == "clean" || s == "cleaned") && cleanedThing(toks[i+1:]):
			// "drain + clean the hot tub", "clean out the gutters": the
			// thing's own service, not a housekeeper's ("the owner
			// cleaned the pool himself": that service's visit too).
			return steward.Maintenance, false, true
		case slices.Contains([]string{"check", "checks", "checkup", "test", "tests", "balance", "service", "drain", "drains", "draining", "flush"}, s) && i > 0 &&
			slices.Contains([]string{"chem", "chems", "chemical", "chemicals", "chlorine", "ph", "pool", "tub", "spa", "jacuzzi"}, toks[i-1].s):
			// "the hot tub needs a chem check", "a pool service": the
			// water's own work, a maintenance visit.
			return steward.Maintenance, false, true
		case (s == "wash" || s == "washed" || s == "washing") && i > 0 && (toks[i-1].s == "pressure" || toks[i-1].s == "power"),
			s == "powerwash" || s == "pressurewash" || s == "powerwashing" || s == "pressurewashing":
			// "book Dwayne to pressure wash the deck": a trade's work on
			// the outside, never a cleaning.
			return steward.Maintenance, false, true
		case slices.Contains([]string{"drain", "drains", "draining", "refill", "refills", "refilling", "shock", "shocking"}, s) && waterThingAhead(toks[i+1:]):
			// "mountain spa to drain and refill the hot tub": the water's
			// own work, a maintenance visit (never a restock).
			return steward.Maintenance, false, true
		case bringsSupplies(toks, i) && !restOtherService(toks[i+1:]):
			// "have jess bring extra towels fri at 10": what is brought
			// says the restock (not "bring towels for the clean").
			return steward.Restocking, deep, true
		case strings.HasPrefix(s, "restock"), s == "refill", s == "replenish", s == "supplies", s == "restocking",
			s == "stock" && i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].used),                          // "gwen to stock the gorge loft"
			s == "stock" && i+2 < len(toks) && (toks[i+1].s == "it" || toks[i+1].s == "them") && toks[i+2].s == "up": // "get morag to stock it up"
			return steward.Restocking, deep, true
		case strings.HasPrefix(s, "inspect"), s == "walkthrough", s == "inspector":
			return steward.Inspection, deep, true
		case s == "maintenance", strings.HasPrefix(s, "repair"), s == "handyman", s == "plumber", s == "plumbing", s == "electrician", s == "hvac", s == "fix",
			s == "plumbers", s == "electricians", s == "handymen",
			// snow and yard work: "gus plows unit b at 7", "shovel the walk"
			s == "plow", s == "plows", s == "plowing", s == "plowed", s == "shovel", s == "shovels", s == "shoveling", s == "mow", s == "mows", s == "mowing",
			s == "landscaping", s == "gardening", s == "yard" && i+1 < len(toks) && toks[i+1].s == "work",
			// "can gus clear snow at the chalet", "snow removal"
			s == "snow" && (i > 0 && (toks[i-1].s == "clear" || toks[i-1].s == "the" && i > 1 && toks[i-2].s == "clear") || i+1 < len(toks) && toks[i+1].s == "removal"),
			// "can gus clear the driveway there", "clear off the deck
			// stairs": snow removal, a maintenance visit
			(s == "clear" || s == "clears" || s == "clearing") && clearedOutside(toks[i+1:]):
			return steward.Maintenance, deep, true
		case strings.HasSuffix(s, "ed") && tradeVerbs[strings.TrimSuffix(strings.TrimSuffix(s, "d"), "e")+"e"] || strings.HasSuffix(s, "ed") && tradeVerbs[strings.TrimSuffix(s, "ed")]:
			// "can we get it snaked", "have the tub recaulked": the
			// trade's work, said done.
			if i > 0 && (toks[i-1].s == "it" || toks[i-1].s == "them") || i > 1 && determiners[toks[i-2].s] {
				return steward.Maintenance, deep, true
			}
		case tradeVerbs[s] && i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].s == "out" || toks[i+1].s == "up"):
			// "rondout to snake the kitchen drain", "caulk the tub": a
			// trade's work on a thing.
			return steward.Maintenance, deep, true
		case touchUpWork(toks, i):
			return steward.Maintenance, deep, true // "touch up the paint" (touchup.go)
		case putUpWork(toks, i):
			return steward.Maintenance, deep, true // "put up the new mailbox" (putupwork.go)
		case (s == "replace" || s == "install") && i+2 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].s == "out") && !has(toks[i+1:], consumables...) && !has(toks[i+1:], "with"),
			(s == "replace" || s == "install") && countedParts(toks, i+1): // "install 2 ea. motion lights" (units.go)
			// "bakken can swap out the bathroom fan", "install the new
			// mailbox": a part put in, work of the trade (never "replace
			// the towels", a restock, nor "replace gus with dana").
			return steward.Maintenance, deep, true
		case s == "servicing", s == "service" && i+1 < len(toks) && slices.Contains([]string{"the", "a", "an", "his", "her", "their", "our", "it", "my"}, toks[i+1].s),
			// "can hank spray for bugs", "exterminator", "pest control"
			(s == "spray" || s == "treat") && i+1 < len(toks) && toks[i+1].s == "for", s == "exterminator", s == "exterminate", s == "fumigate",
			s == "pest" && i+1 < len(toks) && toks[i+1].s == "control", pestVisit(toks, i):
			// "have island chill service the ac": work on a thing.
			return steward.Maintenance, deep, true
		case finishWork(toks, i): // "give the floors a good oiling" (woodfinish.go)
			return steward.Maintenance, deep, true
		case tuneUp(toks, i): // "the spring AC tune up" (selfcorrect79.go)
			return steward.Maintenance, deep, true
		case strings.HasPrefix(s, "clean"), s == "tidy", s == "housekeeping", s == "maid", s == "turnover", s == "housekeeper", s == "changeover",
			// "can heidi flip the chalet": turn it over
			(s == "flip" || s == "flipped" || s == "flipping") && i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].used || toks[i+1].s == "it"),
			// "the haddads want a mid-stay refresh at the dune cottage":
			// a refresh said as a noun, a housekeeping visit.
			(s == "refresh" || s == "refreshes") && i > 0 && slices.Contains([]string{"a", "mid-stay", "midstay", "stay", "quick", "light", "little", "lil", "another", "mid"}, toks[i-1].s),
			// "push fri flip to 12:30", "the Red Rock flip", "who's got
			// the flip at cathedral": crew jargon for a turnover clean
			(s == "flip" || s == "flips") && (len(toks) == 1 || flipNoun(toks, i)),
			// "the sunday turn at duplex up", "maria's turn", "a deep
			// turn", "same-day turn": the same jargon, a turnover clean
			(s == "turn" || s == "turns") && (turnNoun(toks, i) || turnItVerb(toks, i)):
			return steward.Cleaning, deep, true
		}
	}
	// "a fresh towel service", "a linen change": a cleaning, during a stay
	// as a rule (the guests ask for it).
	if hasPhrase(toks, "towel service") || hasPhrase(toks, "fresh towels") || hasPhrase(toks, "linen change") ||
		hasPhrase(toks, "change the linens") || hasPhrase(toks, "change the sheets") || hasPhrase(toks, "sheet change") || hasPhrase(toks, "towel change") {
		return steward.Cleaning, deep, true
	}
	if deep {
		return steward.Cleaning, true, true
	}
	return "", false, false
}

// possibleToAsk reports whether toks open "is (it) possible to <a verb of
// a request>" ("is possible to put Magic in the cleaning of Windsor Hills
// monday?", "is it possible to move the Storey clean to 1pm?"): a polite
// request, never a question of what is scheduled.
func possibleToAsk(toks []token) bool {
	k := 1
	if len(toks) > 1 && toks[1].s == "it" {
		k = 2
	}
	if toks[0].s != "is" || k+2 >= len(toks) || toks[k].s != "possible" || toks[k+1].s != "to" {
		return false
	}
	v := toks[k+2].s
	return commaVerbs[v] || slices.Contains([]string{"put", "send", "give", "switch", "swap", "change"}, v)
}

// flipNoun reports whether toks[i] ("flip", "flips") is a cleaning crew's
// noun for a turnover clean: after an article, a possessive, a day, a
// property's name or a pro's ("the flip", "fri flip", "the Red Rock
// flip", "tmrws Cathedral flip"), never "don't flip out" nor "the owner
// will flip".
func flipNoun(toks []token, i int) bool {
	if i == 0 {
		return false
	}
	if i+1 < len(toks) && (toks[i+1].s == "out" || toks[i+1].s == "over") {
		return false
	}
	p := toks[i-1]
	if p.used || determiners[p.s] || slices.Contains([]string{"a", "an", "another", "next", "last", "each", "every", "sunday", "monday", "tuesday", "wednesday",
		"thursday", "friday", "saturday", "tomorrow", "today", "tonight", "condo", "house", "cabin", "casita", "unit", "morning", "afternoon", "weekend", "same"}, p.s) {
		return true
	}
	_, day := weekdays[p.s]
	_, days := weekdays[strings.TrimSuffix(p.s, "s")] // "sundays flip"
	return day || days
}

// relativePersons are the words of a person a relative "who" may follow:
// "the furnace man who is coming", "the fellow who is doing the plowing".
var relativePersons = map[string]bool{"man": true, "men": true, "woman": true, "women": true, "fellow": true, "fella": true, "lady": true,
	"gentleman": true, "guy": true, "gal": true, "chap": true, "lad": true, "lads": true, "girl": true, "boy": true, "person": true,
	"people": true, "folks": true, "crew": true, "company": true, "firm": true, "outfit": true, "cleaner": true, "plumber": true,
	"handyman": true, "inspector": true, "electrician": true, "contractor": true, "technician": true, "tech": true}

// relativeWhoIs reports whether every "who is" in toks follows a person
// it describes ("The furnace man who is coming to Bartlett Road on the
// 11th, could he come at noon rather than nine?"): a relative clause
// that says which job, never the question "who is free".
func relativeWhoIs(toks []token) bool {
	found := false
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].s != "who" || toks[i+1].s != "is" {
			continue
		}
		if toks[i-1].stop || !relativePersons[toks[i-1].s] {
			return false
		}
		found = true
	}
	return found
}

// classify decides what a message asks for. Tokens naming properties are
// already marked used, so a property called "Clean Slate" asks for nothing.
func classify(toks []token, hasEmail bool, dates int) kind {
	service, _, hasService := serviceOf(toks)
	_ = service
	switch {
	case listingPush(toks):
		return kindUnsupported // "… and push it to the listing": publishing, never a move
	case (has(toks, "add", "new", "hire", "onboard", "register", "create") && (hasEmail || has(toks, roleWords...))) ||
		hasEmail && has(toks, roleWords...):
		return kindAddPro
	case !hasService && isQuestion(toks) && has(toks, "staying", "occupied", "guests", "guest", "checking", "arriving", "booked", "reservation", "reservations") &&
		!has(toks, "add", "new", "record", "log", "enter", "when", "whens", "many", "much", "long", "leave", "leaving", "code", "access", "wifi"):
		return kindListReservations // "is anyone staying at blue ridge next week", "any guests at the loft this weekend?"
	case !hasService && isQuestion(toks) && guestsNow(toks):
		return kindListReservations // "who's at villa 7 rn": the guests there now
	case (hasPhrase(toks, "who can") || hasPhrase(toks, "who is") && !relativeWhoIs(toks) && !(definiteService(toks) && has(toks, "on", "doing", "handling", "assigned", "taking", "scheduled", "booked")) ||
		hasPhrase(toks, "anyone") && !has(toks, "leaving", "arriving", "checking", "staying", "departing", "coming", "in", "here", "on") &&
			// "is anyone inspecting the loft monday?": a job booked, not who is free
			!slices.ContainsFunc([]string{"inspecting", "cleaning", "restocking", "fixing", "doing", "handling", "covering", "assigned", "booked", "scheduled"},
				func(w string) bool { return hasWord(toks, w) || typedWord(toks, w) }) ||
		has(toks, "available", "availability", "free")) && !(has(toks, "jobs", "job") && withoutPro(toks)) && !ifFree(toks) && !freeSo(toks) && !freeAsReason(toks) && !freeOfCharge(toks) && !hostAvailable(toks) && !notFreeForMove(toks) &&
		!whoOfStay(toks): // "who is leaving the condo friday": the guests (whostay.go)
		// "which jobs dont have anyone assigned" asks for jobs, not pros.
		return kindAvailability
	case (has(withoutQuoting(toks), "cost", "costs", "price", "pricing", "estimate", "quote", "charge", "charging", "charges", "rate", "rates") && !notCharging(toks) || hasPhrase(toks, "how much") ||
		hasPhrase(toks, "run me") || hasPhrase(toks, "set me back")):
		return kindPrice
	case has(toks, "uncancel", "reinstate", "uncancelled", "uncanceled", "un-cancel") || hasPhrase(toks, "un cancel") ||
		(has(toks, "restore") || hasPhrase(toks, "bring back") || hasPhrase(toks, "bring it back")) && has(toks, "cancel", "cancelled", "canceled") &&
			!has(toks, "was", "were", "did", "has", "have", "why", "who"):
		return kindReinstate // "uncancel the chalet restock", "restore the cancelled clean at the loft"
	case has(toks, "cancel", "cancelled", "canceled", "scrap", "delete") && has(withoutHostPlans(toks), "rebook", "reschedule"):
		return kindReschedule // "cancel friday's plumbing visit and rebook for monday 9": a move
	case has(toks, "cancel", "cancelled", "canceled", "scrap", "delete") || hasPhrase(toks, "call off"),
		definiteService(toks) && has(toks, "needed", "necessary") && has(toks, "not", "isn't", "isnt", "no", "anymore", "longer"),
		// "Dottie's turnover at the cottage on Sunday won't be needed",
		// "the restock on Friday won't be necessary after all"
		definiteService(toks) && has(toks, "needed", "necessary", "required") && has(toks, "won't", "wont", "won’t") && has(toks, "be"),
		// "no need for the restock at the loft on saturday"
		definiteService(toks) && (hasPhrase(toks, "no need for") || hasPhrase(toks, "don't need the") || hasPhrase(toks, "dont need the") || hasPhrase(toks, "do not need the")),
		// "tony says the sink at birch bay is fixed already, so no need to
		// come tmrw": the visit called off.
		hasPhrase(toks, "no need to come") || hasPhrase(toks, "no need for him to come") || hasPhrase(toks, "no need for her to come") ||
			hasPhrase(toks, "doesnt need to come") || hasPhrase(toks, "doesn't need to come") || hasPhrase(toks, "dont need him to come") ||
			hasPhrase(toks, "don't need him to come") || hasPhrase(toks, "dont need her to come") || hasPhrase(toks, "don't need her to come"),
		// "brynn doesnt need to restock silver lode thurs", "… kill it"
		noNeedTo(toks), hasPhrase(toks, "kill it") || hasPhrase(toks, "kill that"),
		// "the vine row stove visit monday can go": it is not needed.
		(definiteService(toks) || has(toks, "visit", "job", "appointment", "appt")) && (hasPhrase(toks, "can go") || hasPhrase(toks, "can be cancelled") || hasPhrase(toks, "can be canceled")) &&
			!has(toks, "who", "whos", "someone", "somebody", "anyone"):
		// "the birch clean isnt needed anymore"
		return kindCancel
	case has(toks, "reschedule", "move", "postpone", "push", "rebook", "delay") || hasPhrase(toks, "change the time") ||
		hasPhrase(toks, "change the date") || hasPhrase(toks, "change it to") || pulledUp(toks),
		// "the 3/14 turnover should be pushed to 10:30 AM": a move said
		// of the job, not a turnover to book.
		definiteService(toks) && !isQuestion(toks) && (hasPhrase(toks, "should be pushed to") || hasPhrase(toks, "should be moved to") ||
			hasPhrase(toks, "needs to be pushed to") || hasPhrase(toks, "needs to be moved to")):
		return kindReschedule
	case (hasPhrase(toks, "coming up") && !hasPhrase(toks, "are coming up") && !hasPhrase(toks, "is coming up") && !hasPhrase(toks, "were coming up") && !risingThing(toks) || has(toks, "upcoming", "agenda", "calendar") || has(toks, "list") && !listAsThing(toks) || has(toks, "show") && !hasPhrase(toks, "show up") && !hasPhrase(toks, "shows up") ||
		has(toks, "what", "anything", "any", "whats") && has(toks, "scheduled", "planned", "happening", "booked", "on", "schedule")) &&
		!(has(toks, "turnover", "turnovers") && has(toks, "set", "book", "schedule", "add", "arrange", "create")):
		// ("set up turnovers for all my upcoming checkouts" books them.)
		if has(toks, "reservation", "reservations", "booking", "bookings", "guest", "guests", "stay", "stays", "arrivals", "checkins") {
			return kindListReservations
		}
		return kindListJobs
	case has(toks, "reservation", "reservations", "bookings", "guests", "stays", "arrivals") && dates == 0 &&
		(has(toks, "what", "which", "show", "list", "upcoming", "who", "any") || hasPhrase(toks, "do we have")):
		return kindListReservations
	// ("pls Earl today for checking": to look at it; "checking in/out"
	// is a stay's.)
	case (has(toks, "guest", "booked", "booking", "reservation", "staying", "stay", "arriving", "lease", "tenancy") || hasPhrase(toks, "checking in") || hasPhrase(toks, "checking out")) && !hasService &&
		(dates >= 1 || has(toks, "add", "new", "record", "log", "enter")) && !(isProblem(toks) && !has(toks, "add", "new", "record", "log", "enter")) &&
		// ("Tom must go there today, tomorrow come the guests Hoffmann":
		// when the guests come, said verb first, is no stay to add.)
		!(invertedArrival(toks) && !has(toks, "add", "new", "record", "log", "enter", "booking", "reservation")),
		has(toks, "guests") && has(toks, "add", "record", "log", "enter") && !hasService && !isProblem(toks):
		return kindReservation // "add guests Ana and Luis Ortega at the casita mar 20-22"
	case !hasService && dates >= 1 && has(toks, "new") && countsPeople(toks) && !isProblem(toks) && !isQuestion(toks):
		return kindReservation // "new one for the boathouse: the kaminskis, 3/20 thru 3/22, 3 guests"
	case isOwnerBlock(toks) && !hasService && dates >= 1:
		return kindReservation // "block the condo march 25-27 for personal use": a stay of the owner's
	case !hasService && dates >= 1 && has(toks, "family", "party", "guests", "group") && has(toks, "coming", "visiting", "arrive", "arrives", "come") &&
		!isProblem(toks) && !has(toks, "someone", "somebody", "anyone", "can", "send") && !invertedArrival(toks):
		return kindReservation // "the lopez family is coming to harbor view 4/1-4/4"
	case slices.ContainsFunc(toks, func(t token) bool {
		return slices.Contains([]string{"turnover", "turnovers", "changeover", "changeovers", "turnaround"}, t.s)
	}) && !allAnchored(toks, "turnover", "turnovers", "changeover", "changeovers", "turnaround") ||
		hasService && service == steward.Cleaning && (has(toks, "checkout", "checkouts") || hasPhrase(toks, "check out") || hasPhrase(toks, "checks out")):
		return kindTurnover
	case isProblem(toks) && (!hasService || service == steward.Maintenance):
		return kindReport
	case hasService:
		return kindSchedule
	case has(toks, "ready") && has(toks, "get", "have", "make", "needs", "need") && dates > 0:
		return kindSchedule // "get the chalet ready by 3 on saturday": a cleaning (see readyBy)
	}
	return kindHelp
}

// freeSo reports whether "free"/"available" is the reason for a request
// that follows "so": "yesenia's free sunday so stick her on the condo
// turnover", "dale's available fri so give him the gutter job" — a
// statement, not a question of who is free.
func freeSo(toks []token) bool {
	if isQuestion(toks) {
		return false
	}
	free := slices.IndexFunc(toks, func(t token) bool { return t.s == "free" || t.s == "available" })
	if free < 0 {
		return false
	}
	for k := free + 1; k+1 < len(toks); k++ {
		if toks[k].s == "so" {
			next := toks[k+1].s
			if next == "can" || next == "could" || next == "pls" || next == "please" {
				return k+2 < len(toks) && !slices.Contains([]string{"you", "u"}, toks[k+2].s) || next == "pls" || next == "please"
			}
			return clauseVerbs[next] || giveVerbs[next] || next == "stick" || next == "let's" || next == "lets"
		}
	}
	return false
}

// stayWordNamesJob reports whether a word of a stay's arrival or departure
// only names the job after it ("who is scheduled for the departure
// cleaning at Casa Azul tomorrow?", "the check-out clean", "the arrival
// inspection"): the job is asked about, not the stay. A question that
// also names the stay event elsewhere ("when do they check out") is not.
func stayWordNamesJob(toks []token) bool {
	named := false
	for i := 0; i+1 < len(toks); i++ {
		w, next := toks[i].s, toks[i+1].s
		if w == "out" || w == "in" {
			if i == 0 || toks[i-1].s != "check" {
				continue
			}
		} else if w != "departure" && w != "arrival" && w != "checkout" && w != "checkin" {
			continue
		}
		if !strings.HasPrefix(next, "clean") && next != "inspection" && next != "restock" && next != "restocking" && next != "turnover" {
			return false
		}
		named = true
	}
	if !named {
		return false
	}
	return !has(toks, "arrive", "arrives", "arriving", "leave", "leaves", "leaving", "depart", "staying", "stay") &&
		!hasPhrase(toks, "checks out") && !hasPhrase(toks, "checks in") && !hasPhrase(toks, "checking out") && !hasPhrase(toks, "checking in")
}

// freeAsReason reports whether "free", "available" or "availability" is
// the reason given after a request to give a pro a job ("assign the
// departure cleaning on Sunday to Lucia Rivera, as she has confirmed her
// availability", "give it to dale since he's free"): a statement, not a
// question of who is free.
func freeAsReason(toks []token) bool {
	if isQuestion(toks) {
		return false
	}
	free := slices.IndexFunc(toks, func(t token) bool { return t.s == "free" || t.s == "available" || t.s == "availability" })
	if free < 0 {
		return false
	}
	for k := free - 1; k >= 0 && k >= free-6; k-- {
		if toks[k].s == "as" || toks[k].s == "since" || toks[k].s == "because" {
			before := toks[:k]
			for i, t := range before {
				if t.s == "check" && (i+1 >= len(before) || before[i+1].s != "out" && before[i+1].s != "in") {
					return false // "check whether …": who is free asked (never "the check-out cleaning")
				}
			}
			return slices.ContainsFunc(before, func(t token) bool { return giveVerbs[t.s] || t.s == "put" }) &&
				!has(before, "see", "know", "ask", "wondering", "wonder", "find", "whether")
		}
	}
	return false
}

// freeOfCharge reports "free" said only of a price ("his mate is gonna do
// it for free", "free of charge"): no question of who is available.
func freeOfCharge(toks []token) bool {
	if has(toks, "available", "availability") || hasPhrase(toks, "who is") || hasPhrase(toks, "who can") || hasPhrase(toks, "anyone") {
		return false
	}
	n := 0
	for i, t := range toks {
		if t.s != "free" {
			continue
		}
		if !(i > 0 && toks[i-1].s == "for" || i+2 < len(toks) && toks[i+1].s == "of" && toks[i+2].s == "charge") {
			return false
		}
		n++
	}
	return n > 0
}

// hostAvailable reports the host's own availability said as a statement
// ("I would like to be available by phone", "we'll be free after 3"): why
// they ask, never a question of which pro is free.
func hostAvailable(toks []token) bool {
	if isQuestion(toks) {
		return false
	}
	free := slices.IndexFunc(toks, func(t token) bool { return t.s == "free" || t.s == "available" || t.s == "reachable" })
	if free < 1 || toks[free-1].s != "be" && toks[free-1].s != "am" && toks[free-1].s != "m" {
		return false
	}
	for k := free - 2; k >= 0 && k >= free-5; k-- {
		if slices.Contains([]string{"i", "we", "i'll", "we'll", "ill", "i'd", "id", "i'm", "im"}, toks[k].s) {
			return true
		}
		if toks[k].stop {
			break
		}
	}
	return false
}

// notFreeForMove reports a statement that someone is not free, said after
// a move asked for ("please move job 38 to Thursday the 12th at 2pm. He'd
// like to be there when Ray comes and he's not free on Tuesday"): why the
// job moves, never a question of who is free.
func notFreeForMove(toks []token) bool {
	if isQuestion(toks) {
		return false
	}
	free := slices.IndexFunc(toks, func(t token) bool { return t.s == "free" || t.s == "available" })
	if free < 2 || !has(toks[:free], "move", "reschedule", "push", "postpone", "moved") {
		return false
	}
	neg := false
	for k := free - 1; k >= 0 && k >= free-3; k-- {
		switch toks[k].s {
		case "not", "isn't", "isnt", "aren't", "arent", "won't", "wont", "never":
			neg = true
		case "he", "she", "they", "i", "we", "owner", "he's", "she's", "hes", "shes", "theyre", "they're", "im", "i'm":
			return neg
		}
	}
	return false
}

// ifFree reports whether "free"/"available" only puts a condition on a
// request ("TO at the cabin …, dana if she's free", "book miguel if
// available"): the booking is asked for, with that pro, who must be free.
func ifFree(toks []token) bool {
	for i, t := range toks {
		if t.s != "if" {
			continue
		}
		for _, u := range toks[i+1 : min(len(toks), i+4)] {
			if u.s == "free" || u.s == "available" {
				before := toks[:i]
				_, _, service := serviceOf(before)
				// ("1000 local. Yvette if avail.": a pro and a condition,
				// in a statement, after the time of the job just booked)
				short := i >= 1 && i <= 3 && !isQuestion(toks) && !has(before, "is", "are", "who", "whos", "who's", "anyone", "anybody", "someone")
				return !isQuestion(before) && (service || short || has(before, "book", "schedule", "turnover")) &&
					!has(before, "check", "see", "know", "ask", "wondering", "wonder", "find")
			}
		}
	}
	return false
}

// outThings are what goes out besides the essentials: "the deck light
// is out".
var outThings = []string{"light", "lights", "pilot", "power", "electricity", "internet", "wifi", "cable", "tv", "breaker", "fuse", "bulb", "bulbs", "lamp", "lamps"}

// personOut reports whether every "is out"/"are out" in toks has a
// person before it: a name already read, or "he", "she", "they".

func personOut(toks []token) bool {
	found := false
	for i := 1; i+1 < len(toks); i++ {
		if (toks[i].s == "is" || toks[i].s == "are") && toks[i+1].s == "out" {
			found = true
			p := toks[i-1]
			// "the deck light at riverbend is out": the thing said
			// before the place is what is out.
			for k := i - 2; k >= 1 && k >= i-4 && p.used; k-- {
				if toks[k].s == "at" || toks[k].s == "in" {
					p = toks[k-1]
					break
				}
			}
			away := i+2 < len(toks) && (isDateWord(toks[i+2].s) || slices.Contains([]string{"sick", "today", "tomorrow", "tmrw", "this", "next", "until", "til", "till", "of", "on", "for", "at", "by", "around"}, toks[i+2].s)) &&
				!slices.Contains(essentials, p.s) && !slices.Contains(outThings, p.s)
			if slices.Contains(outThings, p.s) || slices.Contains(essentials, p.s) {
				return false
			}
			if !p.used && !away && !slices.Contains([]string{"he", "she", "they", "who"}, p.s) {
				return false
			}
		}
	}
	return found
}

// withoutNoNeed drops the negation of "they wont use the pool", "we
// don't need the restock", "won't be needing it", "no longer need": people
// saying they do without something, the reason for a cancel, never a
// thing broken ("the door won't close", "the dryer doesn't want to
// start").
func withoutNoNeed(toks []token) []token {
	var out []token
	for i, t := range toks {
		if slices.Contains([]string{"won't", "don't", "doesn't", "didn't", "not", "no", "never"}, t.s) && i+1 < len(toks) {
			next := toks[i+1].s
			if (next == "be" || next == "longer") && i+2 < len(toks) {
				next = toks[i+2].s // "won't be using", "no longer need"
			}
			if slices.Contains([]string{"use", "using", "need", "needing", "needed"}, next) {
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// withoutCourtesies drops the courtesies that sound like a problem and
// say there is none: "no problem, go ahead", "not a problem", "no
// worries", "no probs".
func withoutCourtesies(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		n := 0
		switch {
		case i+1 < len(toks) && (toks[i].s == "no" || toks[i].s == "nope") && slices.Contains([]string{"problem", "problems", "problemo", "prob", "probs", "worries", "worry", "bother"}, toks[i+1].s):
			n = 2
		case i+2 < len(toks) && toks[i].s == "not" && toks[i+1].s == "a" && slices.Contains([]string{"problem", "prob", "bother"}, toks[i+2].s):
			n = 3
		}
		if n > 0 {
			i += n - 1
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// withoutNothingWrong drops a problem word said of nothing: "We want to be
// sure nothing was damaged.", "just check nothing got broken", "make sure
// there's no damage", "see that there are no leaks". The host says why a
// visit is wanted, not that something is wrong ("nothing works" is still
// a problem: "works" is no problem word).
func withoutNothingWrong(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if toks[i].s == "nothing" || toks[i].s == "anything" {
			k := i + 1
			for k < len(toks) && k <= i+4 && (copula[toks[k].s] || slices.Contains([]string{"got", "get", "has", "have", "had", "became", "become", "is", "was", "else", "else's", "elses", "s"}, toks[k].s)) {
				k++
			}
			if k > i+1 && k < len(toks) && slices.Contains([]string{"damaged", "broken", "broke", "missing", "leaking", "leaked", "cracked", "stolen", "wrong", "torn", "ripped", "stained", "scratched"}, toks[k].s) {
				i = k
				continue
			}
		}
		if toks[i].s == "no" && i+1 < len(toks) && slices.Contains([]string{"damage", "damages", "leaks", "leak", "mold", "mould", "issues", "problems"}, toks[i+1].s) &&
			i > 0 && slices.Contains([]string{"s", "is", "are", "theres", "there's", "there", "was", "were", "for"}, toks[i-1].s) {
			i++
			continue // "make sure there's no damage", "check for no leaks"
		}
		out = append(out, toks[i])
	}
	return out
}

// withoutQuoting drops "quote" said of words repeated ("he said, and I
// quote, …", "she said, quote, …", "to quote him", "quote unquote"): someone's words passed
// on, never a price asked for.
func withoutQuoting(toks []token) []token {
	var out []token
	for i, t := range toks {
		if t.s == "unquote" || t.s == "quote" && (i > 0 && slices.Contains([]string{"i", "to", "said", "says", "wrote"}, toks[i-1].s) || i+1 < len(toks) && toks[i+1].s == "unquote") {
			continue
		}
		out = append(out, t)
	}
	return out
}

// mindVerbs are what a person knows, remembers or thinks.
var mindVerbs = map[string]bool{"remember": true, "recall": true, "know": true, "recognize": true, "recognise": true,
	"understand": true, "think": true}

// withoutMindNegations drops a negation said of a person's mind ("Mr.
// Whitaker doesn't remember booking it", "she can't recall who did it",
// "he doesn't want Dave"): what someone knows or wants, never a thing
// that stopped working.
func withoutMindNegations(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && slices.Contains([]string{"doesn't", "doesnt", "don't", "dont", "didn't", "didnt", "can't", "cant", "cannot", "not", "won't", "wont"}, toks[i].s) &&
			mindVerbs[toks[i+1].s] {
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// withoutHostPlans drops what the host says they will do themselves
// ("…, ill rebook once hes healed up", "we'll reschedule in april"): from
// "i'll", "ill", "we'll" or "i/we will" to the end of that sentence, when
// it names no day or time. It is the host's plan, not a request ("cancel X
// and rebook it monday" is a move; "cancel X. ill rebook later" a cancel).
func withoutHostPlans(toks []token) []token {
	var out, plan []token
	inPlan := false
	end := func() {
		if len(readDates(plan, time.Time{}, time.UTC)) > 0 {
			out = append(out, plan...) // "…, i'll rebook for thursday at 10": a time said, kept (never dropped unsaid)
		}
		plan, inPlan = nil, false
	}
	for i, t := range toks {
		if !inPlan && (t.s == "i'll" || t.s == "ill" || t.s == "we'll" || t.s == "will" && i > 0 && (toks[i-1].s == "i" || toks[i-1].s == "we")) &&
			i+1 < len(toks) && !slices.Contains([]string{"need", "want", "have", "get", "take", "be"}, toks[i+1].s) {
			inPlan = true
		}
		if inPlan {
			plan = append(plan, t)
		} else {
			out = append(out, t)
		}
		if t.stop && inPlan {
			end()
		}
	}
	end()
	return out
}

// opensWith reports whether the first word said, after openers ("ok",
// "so", "pls"), is verb.
func opensWith(toks []token, verb string) bool {
	for _, t := range toks {
		if openers[t.s] || t.s == "pls" || t.s == "please" || t.s == "plz" || t.s == "just" {
			continue
		}
		return t.s == verb
	}
	return false
}

// sentOutTo reports whether toks[i], before "out to", ends the name of
// whom a host sends somewhere: "get up north heating out to the loft",
// "send valley power out to the cabin" (a company, not a heating gone).
func sentOutTo(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i+1].s != "out" || toks[i+2].s != "to" {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		switch toks[k].s {
		case "get", "send", "have", "bring", "call":
			return true
		case "the", "no", "is", "was", "our", "my":
			return false
		}
	}
	return false
}

func isProblem(toks []token) bool {
	toks = withoutSafetyCheck(withoutNothingWrong(withoutMindNegations(withoutCourtesies(withoutNoNeed(toks)))))
	if problemGone(toks) || openingHoursSaid(toks) {
		return false // ("the farm shop doesn't open until half past one": a shop's hours, multireason.go)
	}
	if arrivalNotUntil(toks) {
		return false // "new nurse at federal hill doesnt get in till monday": when someone comes (arrivalnews.go)
	}
	if has(toks, "truck", "car", "van", "vehicle", "tire") && has(toks, "his", "her", "their", "my") {
		return false // "hank cant make the scorpion job tmrw, his truck broke down": the pro's, not the property's
	}
	for i := 0; i+1 < len(toks); i++ {
		// "hot water's out", "power off", "heat down", "AC not
		// cooling": an essential gone.
		if slices.Contains(essentials, toks[i].s) {
			next := toks[i+1].s
			if (next == "have" || next == "has") && i+2 < len(toks) && toks[i+2].s == "gone" {
				next = "gone" // "the electrics have gone off"
			}
			switch next {
			case "out", "off", "down", "gone", "cut", "not":
				if toks[i+1].s == "out" && sentOutTo(toks, i) {
					continue // "get up north heating out to the petoskey place": a company sent there
				}
				return true
			}
		}
		// "porch light out", "the hall bulb's blown", "2 lights burned
		// out": a light gone, a repair (never urgent, as an essential is).
		if lightWords[toks[i].s] && lightGone[toks[i+1].s] && !(toks[i+1].s == "out" && sentOutTo(toks, i)) &&
			!has(toks[max(0, i-4):i], "turn", "turning", "switch", "put", "leave", "keep", "left") { // "turn the porch light out when you leave"
			return true
		}
		// "the furnace quit", "the fridge quit on us", "the dryer gave
		// out": a thing that stopped (a pro who quits is no problem:
		// "luis quit").
		if (toks[i+1].s == "quit" || toks[i+1].s == "quits" || toks[i+1].s == "gave" && i+2 < len(toks) && toks[i+2].s == "out") &&
			(slices.Contains(essentials, toks[i].s) || i > 0 && slices.Contains([]string{"the", "our", "my"}, toks[i-1].s) && !slices.Contains(roleWords, toks[i].s) &&
				!slices.Contains([]string{"guy", "gal", "girl", "lady", "man", "company", "crew", "team", "cleaners", "cleaning", "service"}, toks[i].s) && !toks[i].cap) {
			return true
		}
		// "the hot tub is barely warm", "the dryer's hardly heating": a
		// thing that does too little of what it should is a state gone
		// wrong, whatever the word after.
		if (toks[i].s == "barely" || toks[i].s == "hardly") && i > 0 && (copula[toks[i-1].s] || strings.HasSuffix(toks[i-1].raw, "'s")) {
			return true
		}
		// "the pool is full of leaves", "the gutters are full of pine
		// needles": a thing a trade cleans, fouled ("the house is full of
		// guests" is no repair thing, "the pool is full of kids" no dirt).
		if repairThings[toks[i].s] {
			j := i + 1 // past its place: "the pool at Storey Lake is full of sand"
			for j < len(toks) && j < i+6 && (toks[j].used || toks[j].s == "at" || toks[j].s == "in") {
				j++
			}
			if j+3 < len(toks) && copula[toks[j].s] && toks[j+1].s == "full" && toks[j+2].s == "of" &&
				!slices.Contains(peopleWords, toks[j+3].s) && !slices.Contains([]string{"kids", "children", "people", "family", "friends", "fun", "life"}, toks[j+3].s) {
				return true
			}
		}
		// "no ac", "no running water", "without heat".
		if toks[i].s == "no" || toks[i].s == "without" {
			if slices.Contains(essentials, toks[i+1].s) || i+2 < len(toks) && slices.Contains(essentials, toks[i+2].s) {
				return true
			}
		}
	}
	if machineStopped(toks) || risingThing(toks) || essentialQuitAt(toks) || damageThrough(toks) {
		return true
	}
	supplies := has(toks, consumables...) // "missing towels" wants a restock, not a repair
	// "draining super slow", "is really cloudy": the phrase without
	// the word that only makes it stronger.
	plain := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return intensifiers[t.s] })
	for _, p := range problemPhrases {
		if moodPhrases[p] && moodOfPerson(toks, p) {
			continue // "dana is a bit temperamental about early starts": a person's mood
		}
		// ("the air conditioning is completely out": a thing out; "chris
		// is totally out sat" a pro away.)
		if len(plain) < len(toks) && hasPhrase(plain, p) && !(supplies && strings.Contains(p, "missing")) && !((p == "is out" || p == "are out") && personOut(plain)) {
			return true
		}
		if (p == "is out" || p == "are out") && personOut(toks) {
			continue // "chris ng is out sat": a pro away, not a power cut
		}

		if hasPhrase(toks, p) && !(supplies && strings.Contains(p, "missing")) {
			return true
		}
	}
	for _, w := range problemWords {
		if w == "no" || w == "not" || w == "missing" && supplies {
			continue
		}
		if w == "fix" && slices.ContainsFunc(toks, func(t token) bool { return t.s == "fix" }) &&
			!slices.ContainsFunc(toks, func(t token) bool {
				return t.s == "fix" && !politeFix(toks, slices.Index(toks, t)) && !wishToFixIt(toks, slices.Index(toks, t))
			}) {
			continue // "should be 11. fix pls": a correction asked for, no repair ("I want to fix before the weekend": no thing broken)
		}
		if has(toks, w) {
			return true
		}
	}
	return false
}

// moodPhrases say a thing misbehaves in words also said of people ("the
// heating is being rather temperamental", "the boiler is playing up").
var moodPhrases = map[string]bool{"temperamental": true, "playing up": true, "misbehaving": true, "acting up": true,
	"acting weird": true, "acting funny": true, "giving trouble": true, "giving us trouble": true}

// moodOfPerson reports whether mood phrase p is said of a person: a
// name (a word that opens its sentence with no determiner) or
// "he"/"she"/"they" as its subject ("dana is a bit temperamental
// about early starts", "he's been acting weird"), not a thing ("the heating
// at the Boathouse is being rather temperamental").
func moodOfPerson(toks []token, p string) bool {
	words := strings.Fields(p)
	for i := range toks {
		if i+len(words) > len(toks) || toks[i].s != words[0] || !hasPhrase(toks[i:i+len(words)], p) {
			continue
		}
		k := i - 1
		for k >= 0 && (copula[toks[k].s] || intensifiers[toks[k].s] || slices.Contains([]string{"being", "has", "have", "a", "bit", "rather", "quite", "little", "been", "always", "sometimes", "can", "be"}, toks[k].s)) {
			k--
		}
		if k < 0 {
			continue
		}
		subj := toks[k]
		if slices.Contains([]string{"he", "she", "they", "who", "he's", "she's", "hes", "shes", "theyre", "they're"}, subj.s) {
			return true
		}
		if (subj.used || subj.cap || k == 0 || toks[k-1].stop) && (k == 0 || !slices.Contains([]string{"the", "our", "my", "at", "in", "their"}, toks[k-1].s)) &&
			!slices.Contains(essentials, subj.s) && !machines[subj.s] {
			return true
		}
	}
	return false
}

// copula are the verbs that join a thing to its state ("is", "'s"
// split off as "s").
var copula = map[string]bool{"is": true, "are": true, "was": true, "were": true, "s": true, "been": true, "getting": true, "gets": true}

// intensifiers make a state stronger without changing it.
var intensifiers = map[string]bool{"super": true, "really": true, "very": true, "so": true, "pretty": true, "kinda": true, "real": true,
	"totally": true, "completely": true, "way": true, "crazy": true, "extremely": true, "still": true}

// consumables are what a restock brings: a stay missing them needs no
// repair.
var consumables = []string{"paper", "tp", "towel", "towels", "soap", "coffee", "pods", "linens", "sheets", "shampoo", "toiletries",
	"supplies", "detergent", "bags", "sponges", "tea", "sugar", "salt", "pillows", "blankets", "groceries", "firewood", "kindling", "logs"}

// bringsSupplies reports whether toks[i] is a verb of carrying things to
// a place ("bring", "deliver", "drop off", "take over") with consumables
// after it in its clause: "have jess bring extra towels fri at 10",
// "tammy to drop off extra towels and supplies at wrigley". The work is a
// restock, not a note on the pro's job nor a pro dropped from one ("drop
// tess off the elm clean").
func bringsSupplies(toks []token, i int) bool {
	if i < 0 || i >= len(toks) || toks[i].used {
		return false
	}
	if i > 0 && slices.Contains([]string{"was", "were", "been", "already"}, toks[i-1].s) {
		return false // "… when he was dropping off firewood": what he did, no restock asked
	}
	switch toks[i].s {
	case "bring", "brings", "bringing", "deliver", "delivers", "delivering":
	case "drop", "drops", "dropping", "take", "takes", "run", "runs":
		if i+1 < len(toks) && (toks[i].s == "drop" || toks[i].s == "drops") && slices.Contains(consumables, toks[i+1].s) && toks[i+1].s != "bags" &&
			(i == 0 || has(toks[max(0, i-4):i], "get", "have", "ask", "can", "could", "need", "needs", "please", "pls", "will", "should")) {
			// "get isla to drop logs at the cottage": carried there, asked
			// ("drop bags": the guests' luggage; "lupe swung by … to drop
			// linens and …": what happened, no request).
			return true
		}
		if i+1 >= len(toks) || !slices.Contains([]string{"off", "over", "by"}, toks[i+1].s) {
			return dropsLoad(toks, i)
		}
	default:
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+6 && !toks[k-1].stop; k++ {
		if toks[k].s == "own" {
			return false // "they're bringing their own groceries": the guests' own, no restock
		}
		if slices.Contains(consumables, toks[k].s) || strings.HasPrefix(toks[k].s, "restock") { // 🧻 is read "restock"
			return true
		}
	}
	return false
}

// loadWords may stand between a bare "drop" and what is carried: "drop
// logs", "drop a bag of groceries", "drop some more firewood".
var loadWords = []string{"a", "an", "some", "more", "extra", "fresh", "bag", "bags", "box", "boxes", "basket", "load", "of", "few", "couple"}

// carried are things dropped at a place that consumables leaves out
// because the word alone says too little elsewhere ("the logs", "the
// shopping").
var carried = []string{"logs", "wood", "shopping", "provisions"}

// dropsLoad reports whether toks[i], a bare "drop" with no "off", is
// followed at once by what is carried, only amount words between:
// "get isla to drop logs at the cottage", "drop a bag of groceries at
// marchmont" (a restock), never "drop tess from the elm clean" nor
// "drop the price".
func dropsLoad(toks []token, i int) bool {
	if !strings.HasPrefix(toks[i].s, "drop") || visitDone(toks, i) {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+5; k++ {
		w := toks[k].s
		if (w == "bag" || w == "bags") && (k+1 >= len(toks) || toks[k+1].s != "of") {
			return false // "swung by early to drop bags": their luggage, no restock
		}
		if slices.Contains(consumables, w) || slices.Contains(carried, w) {
			return true
		}
		if !slices.Contains(loadWords, w) || toks[k].stop {
			return false
		}
	}
	return false
}

// doneVisitWords are past-tense words of a visit already made: "lupe
// swung by early to drop linens" tells what happened, no restock asked.
var doneVisitWords = []string{"swung", "came", "went", "stopped", "popped", "nipped", "ran", "drove", "called", "was", "were", "did", "had", "already"}

// visitDone reports whether the clause of toks[i] says, before it, that
// the visit was already made (doneVisitWords).
func visitDone(toks []token, i int) bool {
	for k := i - 1; k >= 0 && !toks[k].stop; k-- {
		if slices.Contains(doneVisitWords, toks[k].s) {
			return true
		}
	}
	return false
}

// bringsSuppliesAny reports whether any word of toks opens a carrying of
// consumables (bringsSupplies) and no other service word follows it: the
// restock said by what is brought.
func bringsSuppliesAny(toks []token) bool {
	for i := range toks {
		if bringsSupplies(toks, i) {
			sv, _, ok := serviceOf(toks[i+1:])
			return !ok || sv == steward.Restocking
		}
	}
	return false
}

// essentials are what a stay cannot go without: a problem with one of
// them is urgent ("the heat isn't working", "the electricity went out").
var essentials = []string{"heat", "heating", "heater", "furnace", "boiler", "water", "power", "electricity", "electric", "electrics",
	"gas", "smoke", "fire", "sewage", "sewer", "freezing", "ac", "a/c", "aircon", "conditioning", "conditioner", "cooling"}

// lightWords and lightGone are a light and what says it stopped: "porch
// light out", "bulb blown", "lights dead".
var (
	lightWords = map[string]bool{"light": true, "lights": true, "bulb": true, "bulbs": true, "lamp": true, "lamps": true, "floodlight": true, "floodlights": true}
	lightGone  = map[string]bool{"out": true, "burned": true, "burnt": true, "blown": true, "dead": true}
)

// problemGone reports news that a problem is over, with no other problem
// beside it: "good news, the leak at the cabin stopped", "the heat is
// back on", "the dishwasher is working again", "the noise went away", "the
// wifi is fine now", "it's sorted", "all good now" (not "the leak stopped
// but the ceiling is still wet"). A problem said to be over after a
// "but" is over when the part before it is in the past and the part after
// it points back at it: "the hot tub was playing up last week but it's
// fine now" (not "the ac is out but the heat is back on").
func problemGone(toks []token) bool {
	again := func(k int) bool {
		return k > 0 && toks[k].s == "again" && slices.Contains([]string{"working", "works", "running", "runs"}, toks[k-1].s)
	}
	for k, t := range toks {
		gone, said := false, false // said: the words alone say it is over, whatever they are said of
		switch {
		case t.s == "stopped" && (k+1 >= len(toks) || !slices.Contains([]string{"by", "in", "over", "working", "heating", "cooling", "draining", "running", "flushing", "at", "for"}, toks[k+1].s)):
			gone = true
		case t.s == "back" && k+1 < len(toks) && (toks[k+1].s == "on" || toks[k+1].s == "up"):
			gone = k > 0 && (copula[toks[k-1].s] || toks[k-1].s == "came" || toks[k-1].s == "come")
		case (t.s == "working" || t.s == "works" || t.s == "running" || t.s == "runs") && k+1 < len(toks) && toks[k+1].s == "again":
			gone, said = true, true
		case t.s == "went" && k+1 < len(toks) && toks[k+1].s == "away", t.s == "resolved", t.s == "fixed" && k+1 < len(toks) && toks[k+1].s == "itself":
			gone = true
		case slices.Contains([]string{"fine", "ok", "okay", "good", "sorted", "fixed", "working", "normal"}, t.s) && k+1 < len(toks) && toks[k+1].s == "now" &&
			k > 0 && (copula[toks[k-1].s] || slices.Contains([]string{"all", "it", "its", "thats", "that", "seems", "fine", "working", "everything"}, toks[k-1].s)):
			// "it's fine now", "all good now", "it's working fine now"
			gone, said = true, true
		case t.s == "sorted" && k > 0 && (copula[toks[k-1].s] || toks[k-1].s == "its" || toks[k-1].s == "all" || toks[k-1].s == "got") &&
			(k+1 >= len(toks) || toks[k+1].stop || slices.Contains([]string{"out", "itself", "now", "thanks", "thx"}, toks[k+1].s)):
			// "it's sorted", "all sorted", "got sorted out" (not "get it sorted")
			gone, said = true, true
		}
		if !gone {
			continue
		}
		for j, u := range toks {
			if j == k || again(j) {
				continue
			}
			if u.s == "still" || u.s == "again" || j > k && slices.Contains([]string{"but", "however", "though"}, u.s) {
				return false // "the leak stopped but the ceiling is still wet"
			}
		}
		if b := slices.IndexFunc(toks[:k], func(u token) bool { return slices.Contains([]string{"but", "however", "though"}, u.s) }); b >= 0 {
			past := has(toks[:b], "was", "were", "had", "earlier", "yesterday", "last", "ago", "before", "acting", "playing")
			back := has(toks[b+1:k], "it", "its", "thats", "that", "everything", "all", "they", "theyre")
			return past && back && (said || has(toks[b+1:k], "it", "its"))
		}
		if said {
			// ("the fridge is leaking, the dishwasher is fine now": a
			// problem of its own said before, still there.)
			c := k - 1
			for c > 0 && !toks[c-1].stop {
				c--
			}
			return c == 0 || has(toks[:c], "was", "were", "had", "earlier", "yesterday", "last", "ago") || !isProblem(toks[:c])
		}
		for j := k - 1; j >= 0 && j >= k-7; j-- {
			// ("Don bled the radiators himself and the banging has
			// stopped": a noise that stopped, like a leak.)
			if slices.Contains([]string{"leak", "leaking", "drip", "dripping", "noise", "rattling", "beeping", "alarm", "smell", "heat", "power", "water", "ac", "wifi", "internet", "dishwasher", "fridge", "it",
				"banging", "bangs", "clanking", "knocking", "hissing", "humming", "whistling", "squeaking", "squealing", "buzzing", "chirping", "grinding", "racket", "clunking", "noises"}, toks[j].s) {
				return true
			}
		}
	}
	return false
}

// machines are the things that break by stopping: "the pool pump has
// stopped", "the fridge just died".
var machines = map[string]bool{"pump": true, "fridge": true, "refrigerator": true, "freezer": true, "dryer": true, "washer": true,
	"dishwasher": true, "heater": true, "furnace": true, "boiler": true, "ac": true, "compressor": true, "fan": true, "elevator": true,
	"generator": true, "motor": true, "jets": true, "jacuzzi": true, "tub": true, "spa": true, "oven": true, "stove": true,
	"disposal": true, "icemaker": true, "tv": true, "wifi": true, "router": true, "internet": true, "thermostat": true, "filter": true}

// machineStopped reports a machine that stopped or died ("the pool pump
// at casa palmeras has stopped", "the fridge just died on us"): a thing
// named within the six words before, never a leak or a noise that stopped
// (good news), nor "stopped by", "stopped in" (a visit).
func machineStopped(toks []token) bool {
	for k, t := range toks {
		if t.s != "stopped" && t.s != "died" && t.s != "quit" && t.s != "quits" {
			continue // ("the washer at 13 marlin dr quit on sunday": a machine's)
		}
		if k+1 < len(toks) && (slices.Contains([]string{"by", "in", "over", "off", "at", "for"}, toks[k+1].s) || strings.HasSuffix(toks[k+1].s, "ing")) {
			continue // "stopped by", "stopped leaking"
		}
		for j := k - 1; j >= 0 && j >= k-6; j-- {
			if slices.Contains([]string{"leak", "leaking", "drip", "dripping", "noise", "rattling", "beeping", "rain", "snow", "it"}, toks[j].s) {
				break
			}
			if machines[toks[j].s] {
				return true
			}
		}
	}
	return false
}

// devices name a thing by an emergency's word ("smoke detector", "fire
// pit", "gas grill"): a problem with one is not the emergency itself.
var devices = map[string]bool{"detector": true, "detectors": true, "alarm": true, "alarms": true, "extinguisher": true,
	"extinguishers": true, "pit": true, "place": true, "grill": true, "bbq": true, "stove": true}

// notUrgent reports "not urgent" with a softener between: "not so
// urgent", "isn't that urgent", "not very urgent".
func notUrgent(toks []token) bool {
	for i, t := range toks {
		if t.s != "urgent" {
			continue
		}
		for k := i - 1; k >= max(0, i-3); k-- {
			if toks[k].s == "not" || toks[k].s == "isnt" || toks[k].s == "no" || toks[k].s == "nothing" {
				return true
			}
			if !slices.Contains([]string{"so", "that", "very", "too", "really", "super", "terribly", "all", "is", "it's", "its"}, toks[k].s) {
				break
			}
		}
	}
	return false
}

func isUrgent(toks []token) bool {
	// "the smoke detector keeps beeping" is a battery, not smoke.
	kept := make([]token, 0, len(toks))
	for i, t := range toks {
		if (t.s == "smoke" || t.s == "fire" || t.s == "gas") && i+1 < len(toks) && devices[toks[i+1].s] {
			continue
		}
		kept = append(kept, t)
	}
	toks = withoutSafetyCheck(kept) // "the fire check": a visit, no fire
	if notUrgent(toks) || hasPhrase(toks, "no rush") || hasPhrase(toks, "not an emergency") || hasPhrase(toks, "low priority") ||
		hasPhrase(toks, "no hurry") || hasPhrase(toks, "whenever") || hasPhrase(toks, "not a big deal") || hasPhrase(toks, "non urgent") || has(toks, "non-urgent") {
		// The host says it can wait: only a danger overrides that.
		return has(toks, "fire", "smoke", "gas", "flood", "flooding", "sparks", "sparking", "sewage")
	}
	if has(toks, essentials...) && isProblem(toks) && !amenityHeat(toks) && !soundOnly(toks) {
		return true
	}
	for _, p := range urgentPhrases {
		if hasPhrase(toks, p) {
			return true
		}
	}
	return has(toks, urgentWords...) || sentDirectly(toks)
}

// guestCount reads "3 guests", "party of 4", "a family of 5", "for 2
// people", "2 adults and 2 kids" (the sum).
func guestCount(toks []token) int {
	sum, parts := 0, 0
	for i := 0; i+1 < len(toks); i++ {
		n, ok := numberWords[toks[i].s]
		if !ok && isDigits(toks[i].s) {
			n, _ = strconv.Atoi(toks[i].s)
			ok = n >= 1 && n <= 30
		}
		if !ok || toks[i].s == "a" || toks[i].s == "an" || toks[i].used {
			continue
		}
		switch toks[i+1].s {
		case "adults", "adult", "kids", "kid", "children", "child", "infants", "infant", "babies", "baby", "teens", "toddlers", "toddler":
			sum, parts = sum+n, parts+1
		}
	}
	if parts >= 2 {
		return sum
	}
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
		if i+1 < len(toks) && slices.Contains(peopleWords, toks[i+1].s) {
			return n // ("2 person", as a second-language host writes it, too)
		}
		if i > 1 && toks[i-1].s == "of" && (toks[i-2].s == "party" || toks[i-2].s == "family" || toks[i-2].s == "group") {
			return n
		}
		if i+2 < len(toks) && toks[i+1].s == "of" && (toks[i+2].s == "them" || toks[i+2].s == "us") {
			return n // "lindqvist family, mar 18 to the 21st, 5 of them"
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
// openingWords open a request or a greeting, capitalised only as a
// sentence's first word: "Could you put a booking in for the Morgans" is
// never a guest named Could.
var openingWords = map[string]bool{"could": true, "can": true, "would": true, "please": true, "pls": true, "hi": true, "hey": true,
	"hello": true, "thanks": true, "cheers": true, "just": true, "also": true, "quick": true, "urgent": true, "sorry": true, "so": true,
	// "We've got a new booking for the bungalow - the Hoffmans, …": a
	// pronoun with its verb, never a guest named We've.
	"we've": true, "we're": true, "we'll": true, "we'd": true, "i've": true, "i'm": true, "i'll": true, "i'd": true,
	"they've": true, "they're": true, "they'll": true, "there's": true, "it's": true, "ope": true, "okay": true, "ok": true,
	// "Got a new booking for Harbour Edge - the Mahlangus, …", "Have
	// another one for the loft": the verb of a subject left out, never a
	// guest named Got.
	"got": true, "have": true, "has": true, "had": true, "another": true, "fyi": true, "btw": true,
	// "New booking for Ealing flat: Mr and Mrs Thomas, …. Kindly add.": a
	// polite word, never a guest named Kindly.
	"kindly": true, "came": true, "come": true, "arrived": true, "received": true}

// nameTitles are the titles said before a person's family name, whose
// full stop ("Dr. Amadi", "Prof. Lindqvist") is the abbreviation's: a
// title alone is never a name.
var nameTitles = map[string]bool{"dr": true, "prof": true, "rev": true, "fr": true, "capt": true, "mr": true, "mrs": true, "ms": true}

func personName(toks []token, after []string) string {
	collect := func(from int, needCap bool) string {
		var name []string
		for from < len(toks) && (toks[from].s == "named" || toks[from].s == "called" || toks[from].s == "a" || toks[from].s == "an" || toks[from].s == "new" || toks[from].s == ":" ||
			toks[from].s == "name" || toks[from].s == "is" && from > 0 && toks[from-1].s == "name") { // "guest name Sophie Martin", "guest name is …"
			from++
		}
		for j := from; j < len(toks) && len(name) < 4; j++ {
			t := toks[j]
			if (t.s == "&" || t.s == "and") && len(name) == 1 && toks[j-1].cap && !toks[j-1].stop && j+1 < len(toks) && toks[j+1].cap && !toks[j+1].used &&
				!commandWords[toks[j+1].s] && isLetters(toks[j+1].s) {
				// "Tom & Gail Brandt", "Ana and Luis Ortega": a couple,
				// named by the family name at the end.
				name[0] += " " + t.raw
				continue
			}
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
			if t.stop && !(len(name) == 1 && nameTitles[t.s] && j+1 < len(toks) && toks[j+1].cap) {
				break // ("Dr. Amadi": the title's full stop ends no name)
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
				if n := collect(i+1, false); n != "" && !commandWords[strings.ToLower(n)] &&
					// ("New booking came for Croydon flat: Mr Banerjee":
					// the verb after the noun, never the guest.)
					!openingWords[strings.ToLower(strings.Fields(n)[0])] {
					return n
				}
			}
		}
	}
	for i, t := range toks {
		if t.used || !t.cap || commandWords[t.s] || openingWords[t.s] {
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
		case s == "handyman", s == "handymen", s == "maintenance", strings.HasPrefix(s, "repair"), s == "plumber", s == "plumbers", s == "electrician",
			s == "electricians", s == "plumbing", s == "electrical", s == "hvac", s == "fixes", s == "technician", s == "technicians", s == "locksmith":
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
	for i, t := range toks {
		if n, ok := ordinalDay(t.s); ok && i+1 < len(toks) && (toks[i+1].s == "one" || toks[i+1].s == "option") && n <= 20 {
			return n // "the 2nd one" (the date reader took "2nd" for a day)
		}
		if t.used {
			continue
		}
		if n, ok := names[t.s]; ok && !ordinalOfOther(toks, i) {
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

// refine turns the kind classify chose into a finer one where the words
// say so: an edit of an existing job rather than a new one, a question
// answered from the data, a series, something Steward cannot do. dates
// counts the dates and times said; timed says the one date said has a day
// and an hour.
func (s *session) refine(in *request, toks []token, dates int, timed bool) {
	question := isQuestion(toks) ||
		// "unassigned jobs pls", "pending jobs": a list asked for without a question word.
		(has(toks, "unassigned", "pending", "unconfirmed", "outstanding") || awaitsConfirmation(toks) && has(toks, "jobs", "which", "what", "whats", "anything")) && !has(toks, creationVerbs...) &&
			!has(toks, "cancel", "move", "reschedule", "push", "confirm", "mark", "assign", "give", "take", "leave", "remove", "pull", "keep") &&
			// ("wire brigade a $150 bonus for outstanding work": a
			// payment, its "outstanding" praise, no list of jobs)
			!has(toks, "pay", "tip", "bonus", "venmo", "zelle", "paypal", "cashapp", "payout", "reimburse") ||
		// "who has 5f sat", "whos got the ranch fri": who does that job.
		len(toks) >= 3 && (toks[0].s == "who" || toks[0].s == "whos") && (toks[1].s == "has" || toks[1].s == "got" || toks[1].s == "is") &&
			(in.AddressID != 0 || dates > 0) && !has(toks, "cancel", "move", "book", "schedule")
	if !question && contactWanted(toks) && (in.ProID != 0 || s.namesPro(toks) || len(s.proByHandle(toks)) > 0 || namesTrade(toks)) {
		// "need sarge's number, lost my phone": a pro's phone asked
		// for without a question word, data Steward has.
		question = true
	}
	if !question && in.AddressID != 0 && len(toks) <= 6 && accessAsked(toks) {
		// "code for muskie", "wifi password at the loft": what the
		// property's access details say, asked without a question word.
		question = true
	}
	if !question && in.AddressID != 0 && in.Kind == kindHelp && accessWanted(toks) {
		// "barb wants the door code for the little cottage again, she
		// wrote it on a napkin": someone wanting the access details asks
		// for them.
		question = true
	}
	_, _, hasService := serviceOf(toks)
	if dates > 0 && !hasService && in.Kind == kindHelp && s.namesPro(toks) && in.AddressID == 0 && len(toks) <= 4 && !isProblem(toks) &&
		!has(toks, creationVerbs...) && !has(toks, "cancel", "move", "push", "off", "instead", "sick", "out", "cant", "not", "do", "does", "can", "could") &&
		(question || strings.HasSuffix(strings.TrimSpace(in.rawText), "?")) {
		// "pokorny fri?": a pro and a day, asked: the pro's jobs that day.
		in.Kind, in.Topic = kindQuestion, "agenda"
		return
	}
	in.StayOp, in.StayNights = stayOpOf(toks, hasService, question, dates, in.Shift)
	if listingRate(toks) || listingPush(toks) || guestReview(toks) {
		in.Kind = kindUnsupported // "raise the nightly rate at sugar pine to 650 on airbnb": a listing's price, no job's (guestreview.go: a review)
		return
	}
	if p, ok := priceEditOf(toks, in.rawText); ok && !question {
		in.Kind, in.SetPrice = kindEdit, &p // "raise the price of the cabin cleaning to 200"
		return
	}
	if !question && (has(toks, "remove", "delete", "drop", "deactivate", "cancel") || firesPro(toks)) &&
		has(toks, "pros", "team", "roster", "list", "contacts", "account", "vendors", "contractors", "cleaners") && !has(toks, "job", "jobs", "clean", "cleaning", "visit") {
		in.Kind = kindUnsupported // "remove nate from my pros": a pro's place on the team, not a job
		return
	}
	if !question && unassigning(toks, s.namesPro(toks)) {
		in.Kind, in.Unassign = kindEdit, true // "take tess off the elm clean"
		return
	}
	if sv, from, ok := serviceChangeOf(toks); ok && !question && !in.Deep {
		// "make it an inspection": the job is found otherwise; "change
		// the chalet inspection to a maintenance visit": by its service.
		in.Kind, in.serviceTo, in.Service = kindEdit, sv, from
		return
	}
	if !question && has(toks, "tell", "inform", "notify", "warn") && has(toks, "guest", "guests", "tenant", "tenants") && !has(toks, "asked", "said", "says") {
		in.Kind = kindUnsupported // "tell the guests at the loft the cleaner is coming friday": a message to guests
		return
	}
	if n, who := instructionNote(in.rawText); n != "" && !(dates > 0 && bringsSuppliesAny(toks)) && !recurring(toks) && (!question || strings.HasPrefix(strings.ToLower(strings.TrimSpace(in.rawText)), "have ")) &&
		// ("boathouse restock sat - tell gwen …": the day names her job;
		// "tell priya to come at 3" is a change, not a note)
		(in.When == nil || len(readDates(tokenize(n), time.Time{}, time.UTC)) == 0 && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(in.rawText)), "tell")) &&
		(s.namesPro(tokenize(who)) || slices.Contains([]string{"him", "her", "them"}, strings.ToLower(who)) && tellStatementRe.MatchString(in.rawText) &&
			!has(toks, "call", "text", "phone", "sms", "email", "message", "whatsapp") && !s.themGuests(in.rawText, who)) {
		// "tell priya to bring a ladder": a note on the pro's job, where
		// the pro reads it (Steward does not send messages); "tell him
		// …" on the job of the pro the conversation is about. ("have
		// cody bring firewood … every friday" is a series, never a note
		// on one job: fix97.)
		in.Kind, in.SetNotes = kindEdit, n
		if in.ProID == 0 && len(in.proCandidates) == 0 && !s.namesPro(tokenize(who)) {
			in.rolePro = strings.ToLower(who)
		}
		return
	}
	// "kowalczyks are doing their own grocery order so kill the sternmans
	// restock tues": what others do, said before "so", is the reason for
	// the request after it, not something asked of Steward.
	uToks := toks
	if r := afterReason(toks); r != nil {
		uToks = r
		_, _, hasService = serviceOf(uToks)
	}
	switch {
	case (in.StayOp == "" || in.StayOp == stayCancel && !has(toks, stayWords...)) && unsupportedTopic(uToks, hasService) != "":
		in.Kind = kindUnsupported
		return
	case isFeedback(s.withoutProNames(toks)) && !question && !isProblem(toks) && in.Kind != kindAddPro && !(in.Kind == kindCancel && opensWith(toks, "cancel")) && !verdictForAssignment(toks):
		// ("scratch the fri clean at big moose, my daughter left it
		// spotless": a cancel of work to come, the verdict its reason.)
		in.Kind = kindUnsupported // see feedback.go
		return
	case has(withoutPhoneFix(uToks), "pay", "tip", "invoice", "refund", "reimburse", "venmo", "zelle", "text", "sms", "call", "phone", "remind",
		"review", "rate", "order", "buy", "purchase", "payment", "payments", "paid", "paying", "payout", "paypal", "cashapp",
		"bonus", "deposit", "whatsapp", "message", "notify", "charge", "gpay", "upi", "paytm", "phonepe", "neft", "imps") && !question && in.Kind != kindAddPro && in.Kind != kindAvailability &&
		// ("please cancel mr. ostrowski's inspection …. the association
		// has postponed its review": a cancel, its reason's words no
		// payment, rating or message.)
		!(in.Kind == kindCancel && opensWith(toks, "cancel") && (in.JobID != 0 || definiteService(toks))):
		in.Kind = kindUnsupported
		return
	case sendsMoney(in.rawText) && !question && in.Kind != kindAddPro:
		// "send tasha $200 for the extra jazz fest cleans", "give miguel
		// 50 bucks for the extra clean", "send $75 to renee": a payment
		// (the cleans it is for are past work, not a booking).
		in.Kind = kindUnsupported
		return
	case has(toks, "send", "forward", "give") && has(toks, "address", "code", "codes", "details", "info", "information", "link", "number", "wifi",
		"password", "directions", "photos", "pics", "pictures") && !hasService && !question && in.Kind != kindAddPro:
		in.Kind = kindUnsupported // "send kai the address": a message, not a visit
		return
	case len(toks) > 0 && (toks[0].s == "email" || toks[0].s == "message" || toks[0].s == "whatsapp" || toks[0].s == "dm") && !question && in.Kind != kindAddPro:
		in.Kind = kindUnsupported // "email siobhan the schedule": messages go through other systems
		return
	case billsSomeone(toks) && !question && in.Kind != kindAddPro:
		in.Kind = kindUnsupported // "send zoe a bill for the broken glasses"
		return
	case recurring(toks) && !question && in.Kind != kindTurnover && in.Kind != kindCancel && !(dates == 1 && routineVisit(toks)):
		in.Kind = kindRecurring
		return
	}
	note := noteOf(toks, in.rawText)
	if note == "" {
		note = s.noteAfterPlace(in.rawText)
	}
	if note != "" && (in.Kind != kindAddPro || has(toks, "note", "notes")) && (in.Kind != kindReport || definiteService(toks) || addThatToJobRe.MatchString(in.rawText) ||
		jobFirstNote(in.rawText) != "" || putOnJobNote(in.rawText) != "" || has(toks, "note", "notes") && has(toks, "add", "put", "append", "leave", "include") || noteHeading(toks, in.rawText)) {
		// ("add a note to the AC repair at casa - …" is about that job,
		// not a problem to report; so is "add a note to ole's job tomorrow
		// at the ephraim place: look at the jets too, two of them are
		// barely bubbling": a note asked for in so many words is never a
		// repair to book, and a job it names that does not exist is asked
		// about.)
		in.Kind, in.SetNotes = kindEdit, note
		return
	}
	if note == "" && s.noteWithoutText(in.rawText) {
		// "add a note to saturday's restock at the sandpiper", "add it
		// to the notes for …" and nothing more in the message: a note on
		// that job whose words are asked, never a job to book.
		in.Kind, in.noteAsked = kindEdit, true
		return
	}
	if st := statusOf(toks); st != "" && in.Kind != kindAddPro && !question {
		in.Kind, in.SetStatus = kindEdit, st
		// "confirm everything at the flat", "confirm all of tess's jobs"
		in.all = st == steward.StatusConfirmed && has(toks, "all", "everything", "every")
		return
	}
	if has(toks, "list", "show") && has(toks, "pros", "cleaners", "handymen", "plumbers", "electricians", "inspectors", "team", "contractors", "vendors") {
		in.Kind, in.Topic = kindQuestion, "pros" // "list my pros", "show me my cleaners"
		return
	}
	if question {
		if roleForJob(toks) && (in.AddressID != 0 || definiteService(toks)) && (dates > 0 || has(toks, "yet")) {
			// "do we have a cleaner for big moose fri yet": whether that
			// job has a pro, not the list of cleaners.
			in.Kind, in.Topic = kindQuestion, "who"
			for _, t := range toks {
				if sv, ok := roleServices[t.s]; ok && in.Service == "" {
					in.Service = sv
				}
			}
			return
		}
		if len(toks) >= 3 && (toks[0].s == "who" || toks[0].s == "whos") && (toks[1].s == "has" || toks[1].s == "got") && (in.AddressID != 0 || dates > 0) &&
			in.Kind != kindAvailability {
			in.Kind, in.Topic = kindQuestion, "who" // "who has 5f sat"
			return
		}
		if t := questionTopic(s.withoutProCollective(toks)); t != "" && (in.Kind != kindAvailability || t == "who" && !has(toks, "free", "available", "availability", "can") ||
			t == "pros" && dates == 0 && !has(toks, "free", "available", "availability") || anyoneOnJob(toks)) &&
			(in.Kind != kindPrice || t == "prices" || t == "spend" || t == "supplies" || t == "owe") {
			in.Kind, in.Topic = kindQuestion, t
			return
		}
		if dates > 0 && !hasService && len(toks) > 0 && (toks[0].s == "anything" || toks[0].s == "any" || toks[0].s == "whats" || toks[0].s == "what") &&
			in.Kind == kindHelp && !isCarryOver(in.rawText) {
			in.Kind, in.Topic = kindQuestion, "agenda" // "anything tmrw?": that day's agenda ("what about friday?" carries the request before over)
			return
		}
		q := toks
		for len(q) > 1 && openers[q[0].s] {
			q = q[1:]
		}
		if (in.Kind == kindTurnover || in.Kind == kindSchedule) && len(q) > 1 && (q[0].s == "who" || q[0].s == "whos") && !has(toks, "free", "available", "can", "could") {
			// "who's inspecting kelp cove tmrw?": who does that job, never
			// a booking of it.
			in.Kind, in.Topic = kindQuestion, "who"
			return
		}
		if (in.Kind == kindTurnover || in.Kind == kindSchedule || in.Kind == kindReport && !isUrgent(toks)) && len(q) > 0 &&
			(slices.Contains([]string{"is", "are", "has", "did", "was", "were", "does", "do", "any", "anything", "when", "whens"}, q[0].s) ||
				q[0].s == "have" && len(q) > 1 && slices.Contains([]string{"you", "we", "i", "they"}, q[1].s)) {
			// "is the turnover set for the hendersons?", "did you book the
			// loft clean?", "any cleans tomorrow?", "when's the loft
			// getting cleaned": a question about what is booked, never a
			// booking.
			in.Kind, in.Topic = kindQuestion, "jobs"
			if q[0].s == "when" || q[0].s == "whens" {
				in.Topic = "next"
			}
			return
		}
		if (in.Kind == kindTurnover || in.Kind == kindSchedule) && len(q) > 3 && (q[0].s == "whats" || q[0].s == "what" && (q[1].s == "is" || q[1].s == "was")) &&
			slices.Contains([]string{"for", "about"}, q[len(q)-1].s) && q[len(q)-1].ask {
			// "what is the maintenance at chalet whistler friday for?":
			// what a booked job is for, answered from its notes, never a
			// booking.
			in.Kind, in.Topic = kindQuestion, "jobs"
			return
		}
		if (in.Kind == kindTurnover || in.Kind == kindSchedule) && len(q) > 1 && slices.Contains([]string{"anyone", "anybody", "someone", "somebody"}, q[0].s) &&
			has(toks, "lined", "booked", "scheduled", "assigned", "set", "yet", "already") && !has(toks, "free", "available", "availability", "can", "could", "able", "open") {
			// "anybody lined up to clean the massanutten house before the
			// yoders?": whether the job is booked and has someone, never
			// a booking.
			in.Kind, in.Topic = kindQuestion, "who"
			return
		}
	}
	// "get the horseshoe inspection assigned to marisol": the job named,
	// given to the pro.
	assignedTo := has(toks, "assigned", "reassigned") && has(toks, "to") && definiteService(toks) && !has(toks, "book", "schedule", "add", "arrange", "create", "new", "another")
	// "have him swap the bathroom fan": a thing swapped is the work,
	// not two pros swapped.
	swapWord := has(toks, "swap", "switch") && !s.swapsThing(toks)
	editWords := has(toks, "instead", "actually", "assign", "reassign", "change") || swapWord || movesLaterOrEarlier(toks) || assignedTo ||
		hasPhrase(toks, "same time") && !sameTimeAsJob(toks) || hasPhrase(toks, "make it") && !cantMakeIt(toks) ||
		// "the cooler guy at the kane creek condo tomorrow make that two
		// p m": the job named, at another hour.
		hasPhrase(toks, "make that") && !hasPhrase(toks, "make that happen") && !hasPhrase(toks, "make that work") ||
		// "the riverside inspection needs to be at 3 not 10": a job
		// named as one that exists, and the time it had.
		definiteService(toks) && (hasPhrase(toks, "needs to be") || hasPhrase(toks, "has to be") || shouldBeAt(toks) || notClock(toks)) ||
		// "cherry cottage clean on the 9th can be 12:00": the clause opens
		// with a property's job, its subject, and gives it a time.
		shouldBeAt(toks) && placeServiceSubject(toks) ||
		// "birchwood clean on thurs should be 1pm not noon"
		notClock(toks) && (hasPhrase(toks, "should be") || hasPhrase(toks, "needs to be") || hasPhrase(toks, "has to be") || hasPhrase(toks, "ought to be")) ||
		// "lindahl wants to start trailhead fri at 9 not 10": the time a
		// job of the pro's, or at the place, has; no service said
		// ("Superior Plowing should hit Gooseberry tomorrow at 6 rather
		// than 7": the pro's name is no work said).
		// ("the grubers are 7 now not 6" counts guests: a time is read.)
		notClock(toks) && timeBeforeNot(s.withoutProNames(toks)) && (in.ProID != 0 || in.namedPlace) && !countsPeople(toks) && !has(toks, "book", "schedule", "arrange", "create", "new", "another", "extra", "second", "add") ||
		// "make the casita clean 1pm": a job that exists, made another time.
		len(toks) > 0 && toks[0].s == "make" && definiteService(toks) && !has(toks, "book", "schedule", "another", "new", "extra", "second") ||
		// "Rick's furnace service next Wednesday — he'd rather come at 1":
		// the pro's job that exists, at the time he prefers.
		prefersOther(toks) && (definiteService(toks) || possessiveWord(toks)) && !has(toks, "book", "schedule", "add", "arrange", "create", "new", "another", "extra", "second", "need", "needs")
	if (in.Kind == kindHelp || in.Kind == kindReport) && len(toks) > 3 && toks[0].s == "give" && toks[1].s == "the" && has(toks, "to") && s.namesPro(toks) && dates > 0 && !question {
		// "give the roof and gutter check at the cabin on Thursday the 12th
		// to Joan": a job named by its notes, its place and its day, and
		// the pro it goes to (handover.go, noOneYetTake) — found or asked
		// about, never a problem reported.
		in.Kind = kindEdit
		return
	}
	if (in.Kind == kindSchedule || in.Kind == kindHelp || in.Kind == kindTurnover) && (hasPhrase(toks, "give it to") || hasPhrase(toks, "hand it to") ||
		hasPhrase(toks, "pass it to") || hasPhrase(toks, "hand it over to") || hasPhrase(toks, "give that to") ||
		has(toks, "give", "hand") && has(toks, "to") && definiteService(toks) ||
		// "luis quit, give his jobs to omar": every job of one pro to another.
		has(toks, "give", "reassign", "hand", "transfer", "pass") && has(toks, "jobs", "visits", "cleanings", "appointments")) &&
		!has(toks, "another", "new", "second", "extra") &&
		// "book a clean at the loft friday at 10 and give it to dana": the
		// new job's pro, not an edit of the loft's other clean.
		!has(toks, "book", "schedule", "add", "arrange", "create") {
		in.Kind = kindEdit // "grace can't make the driftwood turnover, give it to keisha"
		return
	}
	if in.Kind == kindTurnover && definiteService(toks) && has(toks, "instead", "earlier", "later") && (dates > 0 || in.Shift != 0) {
		in.Kind = kindEdit // "can chris start the TO at 9 sat instead": the turnover booked
		return
	}
	// "TO @ FBC 3/8 11a - assign Tamika": a turnover named by its day and
	// hour, with no word of a move, given to the pro — the turnover
	// reader finds the cleaning at that check-out and gives it to her, or
	// books it with her when there is none; the day and hour are never a
	// new time for another cleaning of the property.
	turnoverAt := in.Kind == kindTurnover && timed && has(toks, "assign", "reassign", "put", "give", "hand") && !swapWord && !movesLaterOrEarlier(toks) &&
		!has(toks, "instead", "actually", "move", "moved", "push", "reschedule", "resched", "shift", "bump", "change", "make", "not", "now")
	if turnoverAt {
		return
	}
	if in.Kind == kindTurnover && definiteService(toks) && has(toks, "put", "assign", "reassign", "takes", "handles", "covers", "does", "take", "handle", "cover", "do", "stick", "give", "hand") && !has(toks, slices.DeleteFunc(slices.Clone(creationVerbs), func(w string) bool { return w == "can" || w == "could" })...) {
		in.Kind = kindEdit // "put jo on the cottage turnover sat": the turnover booked, given to Jo
		return
	}
	switch in.Kind {
	case kindSchedule, kindHelp, kindReport, kindTurnover:
		// "3pm instead", "make it 2pm", "actually the afternoon",
		// "the anchor way turnover should be at 1pm not 11",
		// "an hour later", "have Rosa do the cleaning instead": words
		// that point at a job that exists. A problem is reported, not
		// edited, unless it is named as a job that exists ("the harbor
		// view repair should be 30 min earlier").
		if in.Kind == kindReport && proTimeNotOther(s, in, toks) {
			in.Kind = kindEdit // "vikram can come … at 4 pm only, not 2, as he is stuck at one site"
			break
		}
		if in.Kind == kindReport && hasPhrase(toks, "instead of") && dates > 1 && (in.ProID != 0 || in.namedPlace) && !saysAnother(toks) {
			// "could Gerald look at the dripping tub at Lunenburg on
			// Monday at 10 instead of next Wednesday": the visit booked
			// for the other day, moved — never a second one.
			in.Kind = kindEdit
			break
		}
		if in.Kind == kindReport && !definiteService(toks) {
			break
		}
		if editWords && (dates > 0 || in.Shift != 0 || assignedTo || has(toks, "instead", "assign", "reassign") || swapWord) && !saysAnother(toks) {
			in.Kind = kindEdit
		}
	}
	if in.Kind == kindSchedule && has(toks, "themselves", "ourselves", "myself", "herself", "himself") && !has(toks, "book", "schedule", "need", "get", "send") {
		// "the doyles want to do the cleaning themselves": news, not a
		// booking.
		in.Kind = kindHelp
		return
	}
	if in.Kind == kindCancel && negatedCancel(toks) {
		// "actually dont cancel the cabin clean" with no cancel to take
		// back: the job stays; its status is the answer (an undo right
		// after a cancel is read before, conversation.go).
		in.Kind, in.Topic = kindQuestion, "status"
		return
	}
	if in.Kind == kindCancel && has(toks, "delete", "remove") && !hasService &&
		!has(toks, "job", "jobs", "visit", "visits", "appointment", "appt", "booking", "reservation", "stay", "guest", "guests", "everything", "all") {
		in.Kind = kindUnsupported // "delete the condo from my account": a property, not a job
		return
	}
	if in.Kind == kindReport && definiteService(toks) && !has(toks, creationVerbs...) {
		// "let's do the cabin fix on tuesday": "fix" names the visit that
		// exists, not a new problem; read as a booking of that job (which
		// moves it or asks).
		var rest []token
		for _, t := range toks {
			if t.s != "fix" && !strings.HasPrefix(t.s, "repair") {
				rest = append(rest, t)
			}
		}
		if !isProblem(rest) {
			in.Kind = kindSchedule
		}
	}
	if in.Kind == kindSchedule && dates > 0 && slices.ContainsFunc(toks, func(t token) bool { return t.thing }) {
		// "gables gutter: can gary do it monday at 1": the job its notes
		// name, moved (thingjob.go reads no booking as one); without a
		// time, the pro named is given it (schedule, namesJob).
		in.Kind = kindEdit
		return
	}
	if in.Kind == kindSchedule && definiteService(toks) {
		in.namesJob = !saysAnother(toks)
		in.definite = !has(toks, creationVerbs...) || wishForThe(toks)
	}
	if (in.Kind == kindSchedule || in.Kind == kindTurnover) && in.Deep && definiteService(toks) && (has(toks, "make", "should", "change", "turn", "upgrade", "needs", "need") ||
		hasPhrase(toks, "needs to be") || hasPhrase(toks, "has to be")) && !has(toks, "another", "new", "extra", "second") {
		// "the coral cove turnover needs a deep clean": that cleaning.
		in.Kind = kindEdit // "make the Saturday cleaning a deep clean"
	}
	if in.Kind == kindCancel && (has(toks, "everything", "both", "every") || saysAll(toks) ||
		has(toks, "jobs", "visits", "appointments", "cleanings", "cleans", "inspections", "restocks", "repairs") &&
			(in.namedPlace || in.When != nil || has(toks, "week", "weekend", "month", "today", "tomorrow")) && !has(toks, "his", "her", "their", "them")) {
		// "cancel tomas's jobs this week", "cancel the cleanings at unit
		// 4b": a plural with a place or a period is every one that fits;
		// "cancel nate's visits" (every one, ever) is asked.
		in.all = true
	}
	if in.Kind == kindSchedule && in.Service == steward.Cleaning && !in.Deep && has(toks, "after") && has(toks, "every", "each", "all") &&
		has(toks, "guest", "guests", "stay", "stays", "booking", "bookings", "checkout", "checkouts", "reservation", "reservations") {
		in.Kind = kindTurnover // "can you clean the loft after every guest": the turnovers
	}
	if in.Kind == kindTurnover && has(toks, "all", "every", "each") && has(toks, "checkout", "checkouts", "stay", "stays", "guest", "guests", "reservation", "reservations", "booking", "bookings") {
		in.all = true // "turnovers after every checkout this month"
	}
}

// billsSomeone reports whether the words bill someone ("bill the guests",
// "send zoe a bill"): "bill" in lower case, or first and followed by whom;
// "Bill" capitalised is a name.
func billsSomeone(toks []token) bool {
	for i, t := range toks {
		if t.used || t.s != "bill" {
			continue
		}
		if !t.cap || i == 0 && i+1 < len(toks) && (determiners[toks[i+1].s] || toks[i+1].s == "them" || toks[i+1].s == "guests" || toks[i+1].s == "guest") {
			return true
		}
	}
	return false
}

// cantMakeIt reports "can't make it", "won't make it": a pro or guest
// unavailable, not "make it 2pm".
func cantMakeIt(toks []token) bool {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].s == "make" && toks[i+1].s == "it" {
			switch toks[i-1].s {
			case "cant", "can't", "cannot", "wont", "won't", "couldnt", "couldn't", "not":
				return true
			}
		}
	}
	return false
}

// creationVerbs ask for something new: "book", "need", "another".
// wishForThe reports a wish said of a job that exists: "we would like
// the restocking on the 11th to be done by noon", "I need the turnover
// to be finished by 3" — the verb's object "the <service>", and what it
// should be ("to be …"), not a new job asked for.
func wishForThe(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		// "can the Sandpiper restock happen at 11 saturday morning",
		// "could the restock be at 4": asked of the job that exists.
		if (toks[i].s == "can" || toks[i].s == "could") && determiners[toks[i+1].s] && toks[i+1].s != "my" && toks[i+1].s != "our" &&
			has(toks[i+2:], "happen", "be", "start") {
			return true
		}
	}
	if !hasPhrase(toks, "to be") {
		return false
	}
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].s {
		case "like", "want", "wants", "need", "needs":
			if toks[i+1].s == "the" && !toks[i].stop {
				return true
			}
		}
	}
	return false
}

var creationVerbs = []string{"book", "schedule", "add", "need", "arrange", "set", "send", "get", "want", "like", "create",
	"plan", "request", "another", "new", "extra", "second", "also", "appointment", "organize", "organise", "order", "can", "could"}

var determiners = map[string]bool{"the": true, "that": true, "this": true, "our": true, "my": true, "their": true, "his": true, "her": true, "its": true}

// definiteService reports whether the service a message names is
// introduced as one that exists: "the cabin clean", "Friday's cleaning",
// "that restock".
// ordinalDayRe is a day of the month said as an ordinal: "12th", "1st".
var ordinalDayRe = mustCompile(`^\d{1,2}(?:st|nd|rd|th)$`)

func definiteService(toks []token) bool {
	for i, t := range toks {
		if t.used {
			continue
		}
		if _, _, ok := serviceOf(toks[i : i+1]); !ok || strings.HasSuffix(t.s, "ed") && !t.thing ||
			t.s == "deep" && i+1 < len(toks) && strings.HasSuffix(toks[i+1].s, "ed") { // ("need the elkhorn deep cleaned")
			// ("have the place cleaned": the state asked for, the
			// property named before it; no job's name.)
			continue
		}
		if t.thing {
			return true // "gables gutter: …": a job that exists, named by its notes
		}
		if t.s == "plumbers" || t.s == "electricians" || t.s == "handymen" {
			continue // "have the plumbers look at …": who, not a job's name
		}
		j := i - 1
		skipped := 0
		if j > 0 && (toks[j].s == "last" || toks[j].s == "final") && determiners[toks[j-1].s] {
			return true // "the last cleaning on 14.03.", "the final restock": one job, by its place in line
		}
		if j >= 0 && toks[j].stop && (!toks[j].used || isDateWord(toks[j].s) || ordinalDayRe.MatchString(toks[j].s)) {
			// "… theres water in the hallway. handyman asap": the trade
			// opens a clause of its own; the "the" before is another's.
			// So too "wharf house thurs the 12th. clean at 10, …": the
			// date's "the" ends its sentence and names no job.
			continue
		}
		for j >= 0 && (toks[j].used || skipped < 2 && !stopWords[toks[j].s] && isLetters(toks[j].s) && !clauseVerbs[toks[j].s] && !determiners[toks[j].s]) {
			if toks[j].used && (leaveWords[toks[j].s] || arriveWords[toks[j].s]) && j > 0 && toks[j-1].used {
				// "before the sorensens arrive restock vineyard house": an
				// anchor's words end here, and its "the" names no job.
				return false
			}
			if determiners[toks[j].s] || strings.HasSuffix(toks[j].raw, "'s") || strings.HasSuffix(toks[j].raw, "’s") {
				return true // "the cabin clean", "saturday's chalet clean": read with the name or the date
			}
			if !toks[j].used {
				skipped++ // "the disposal repair", "the AC repair"
			}
			j-- // the property's name: "the lake house restock"
		}
		if j < 0 {
			return false
		}
		if j == i-1 && (toks[j].s == "her" || toks[j].s == "his" || toks[j].s == "their") && j > 0 &&
			slices.Contains([]string{"have", "get", "let", "make", "can", "could", "will"}, toks[j-1].s) {
			continue // "have her restock the maple flat": who does it, then the work
		}
		if determiners[toks[j].s] || handedJob(toks, j) {
			return true
		}
		return strings.HasSuffix(toks[j].raw, "'s") || strings.HasSuffix(toks[j].raw, "’s")
	}
	return false
}

// handedJob reports whether the job words after toks[j] are what a pro is
// given, said without an article: "give gooseberry restock today to
// ingrid", "put ingrid on gooseberry restock today", "assign ingrid to
// canal park clean fri". A job handed to a pro is one that exists.
func handedJob(toks []token, j int) bool {
	if giveVerbs[toks[j].s] {
		return true
	}
	var verbs []string
	switch toks[j].s {
	case "on":
		verbs = []string{"put", "stick", "slot", "throw", "pop"}
	case "to":
		verbs = []string{"assign", "reassign"}
	default:
		return false
	}
	// the pro's name, a word or two, between the verb and "on"/"to"
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		if slices.Contains(verbs, toks[k].s) {
			return k < j-1
		}
		if toks[k].stop || stopWords[toks[k].s] && !toks[k].used || !isLetters(toks[k].s) && !toks[k].used {
			return false
		}
	}
	return false
}

// isQuestion reports whether the words ask rather than tell.
func isQuestion(toks []token) bool {
	// "hey who is on the elm st clean friday", "ok so when's …": an
	// opener is not the question's first word.
	for len(toks) > 1 && openers[toks[0].s] {
		toks = toks[1:]
	}
	if len(toks) == 0 {
		return false
	}
	if toks[0].s == "have" && haveDo(toks) {
		return false // "have wes clean unit 4b", "have grace do harbor view": a request
	}
	if whenClause(toks) {
		return false // "when anna leaves can wes clean the barn": a request with its time first
	}
	if toks[0].s == "have" && len(toks) > 2 && (toks[1].s == "the" || toks[1].s == "it") && !toks[len(toks)-1].ask && !strings.HasSuffix(toks[len(toks)-1].raw, "?") {
		for _, t := range toks[2:] {
			switch t.s {
			case "cleaned", "restocked", "inspected", "fixed", "repaired", "serviced", "checked", "done", "ready":
				return false // "have the lake house cleaned by the time maria chen arrives": a request
			}
		}
	}
	if toks[0].s == "have" && len(toks) > 2 && (toks[1].s == "the" || toks[1].s == "a" || toks[1].s == "an" || toks[1].s == "our" || toks[1].s == "my") &&
		!toks[len(toks)-1].ask && !strings.HasSuffix(toks[len(toks)-1].raw, "?") &&
		!slices.ContainsFunc(toks[2:], func(t token) bool {
			return strings.HasSuffix(t.s, "ed") || slices.Contains([]string{"been", "done", "gone", "left", "yet", "paid", "seen", "heard", "got", "gotten"}, t.s)
		}) {
		return false // "have the locksmith rekey 2b monday 2pm": a request ("have the guests left" asks)
	}
	if toks[0].s == "were" && len(toks) > 2 && (toks[1].s == "gonna" || toks[1].s == "gunna" || toks[1].s == "going" && toks[2].s == "to") {
		return false // "were gonna need a turnover at 207": "we're", typed without its apostrophe
	}
	if possibleToAsk(toks) {
		return false // "is (it) possible to put Magic in the cleaning …?": a polite request, as "can you"
	}
	switch toks[0].s {
	case "who", "what", "whats", "when", "whens", "where", "which", "how", "is", "are", "does", "do", "did", "has", "have", "any", "anything", "was", "were", "will",
		"anyone", "anybody":
		return true
	}
	// A question mark makes a question of words that ask for nothing
	// ("lockbox code for casa mesa?"), not of a polite request ("can
	// you book a clean friday?").
	if !toks[len(toks)-1].ask && !strings.HasSuffix(toks[len(toks)-1].raw, "?") && !askedThenThanks(toks) && !askedThenWaiting(toks) {
		return false
	}
	switch toks[0].s {
	case "can", "could", "would", "pls", "please", "plz":
		return false
	}
	for i := 1; i+1 < len(toks); i++ {
		// "storm coming next wk, can gus put the shutters up …?": the
		// polite request after what led to it.
		if toks[i-1].stop && (toks[i].s == "can" || toks[i].s == "could") && toks[i+1].s != "you" && toks[i+1].s != "u" && toks[i+1].s != "i" && toks[i+1].s != "we" {
			return false
		}
	}
	for _, t := range toks {
		// The verb as typed: "is it cancelled?" asks, "cancel it?" tells.
		switch strings.ToLower(strings.Trim(t.raw, `,.;:!?'"`)) {
		case "book", "schedule", "add", "arrange", "send", "cancel", "move", "reschedule", "push", "need", "get", "confirm", "make", "change":
			return false
		}
	}
	return true
}

// askedThenWaiting reports a question of how to get in followed only by
// who waits there ("lockbox code for the South Side loft? cleaner's
// standing outside"): why the host asks, no request (as the parts are
// read, parse.go).
func askedThenWaiting(toks []token) bool {
	k := slices.IndexFunc(toks, func(t token) bool { return t.ask || strings.HasSuffix(t.raw, "?") })
	if k < 0 || k == len(toks)-1 || !asksAccess(toks[:k+1]) && !asksParking(toks[:k+1]) {
		return false
	}
	var rest []string
	for _, t := range toks[k+1:] {
		rest = append(rest, t.raw)
	}
	return waitingThere(rest)
}

// askedThenThanks reports a question mark followed only by thanks ("…
// check out of the beach house? Thank you", "…? thx so much"): the thanks
// do not make the question a statement. Only a question that asks what,
// when, which, who, where or how, never a polite request ("can u mark it
// done? thx").
func askedThenThanks(toks []token) bool {
	k := slices.IndexFunc(toks, func(t token) bool { return t.ask || strings.HasSuffix(t.raw, "?") })
	if k < 0 || k == len(toks)-1 || !has(toks[:k+1], "what", "when", "which", "who", "where", "how", "whether") {
		return false
	}
	for i := 0; i+1 <= k; i++ {
		if slices.Contains([]string{"can", "could", "would", "will"}, toks[i].s) && (toks[i+1].s == "you" || toks[i+1].s == "u") {
			return false // "… can u mark it done? thx": a request
		}
	}
	for _, t := range toks[k+1:] {
		if !slices.Contains([]string{"thank", "thanks", "you", "thx", "ty", "so", "much", "very", "many", "in", "advance", "again", "a", "lot", "tia", "cheers"}, t.s) {
			return false
		}
	}
	return true
}

// whenClause reports whether a message that starts with "when" or "once"
// gives the time of a request rather than asks one: "when anna leaves can
// wes clean the barn", "when the guests check out, get the cabin cleaned".
// "when" with a verb of its own right after it ("when do the okafors
// check out?") is a question.
func whenClause(toks []token) bool {
	if len(toks) < 4 || toks[0].s != "when" && toks[0].s != "once" {
		return false
	}
	switch toks[1].s {
	case "do", "does", "did", "is", "are", "was", "were", "will", "can", "should", "would", "s", "'s", "whens":
		return false
	}
	event := -1
	for i := 1; i < len(toks) && i <= 6; i++ {
		if leaveWords[toks[i].s] || hasLeft(toks, i) || arriveWords[toks[i].s] && toks[i].s != "in" && toks[i].s != "get" && toks[i].s != "come" {
			event = i
			break
		}
	}
	if event < 0 {
		return false
	}
	for _, t := range toks[event+1:] {
		switch t.s {
		case "can", "could", "please", "pls", "get", "book", "schedule", "have", "send", "clean", "restock", "inspect", "need", "arrange",
			// "When the Lefebvres have left the chalet, Sophie should make
			// an inspection": the wish of a second-language writer.
			"should", "must":
			return true
		}
	}
	return false
}

// haveDo reports whether a message that starts with "have" asks someone
// to do a job ("have wes clean unit 4b", "have mary beth do the barn")
// rather than asks a question ("have we booked the cabin?"): a name, then
// a verb of work, and no question mark.
func haveDo(toks []token) bool {
	last := toks[len(toks)-1]
	if last.ask || strings.HasSuffix(last.raw, "?") || len(toks) < 3 {
		return false
	}
	switch toks[1].s {
	case "you", "we", "they", "i", "he", "she", "it", "the", "any", "anyone", "anybody", "all", "our", "my":
		return false
	}
	for _, t := range toks[2:min(len(toks), 4)] {
		switch t.s {
		case "clean", "do", "restock", "inspect", "fix", "repair", "come", "handle", "take", "look", "check", "service", "turn",
			"stop", "swing", "pop", "drop", "head", "go", "plow", "shovel", "mow", "clear", "replace", "install", "visit",
			"walkthrough": // ("have anita walk through the casita …")
			return true // ("have dale stop by the main house …")
		}
	}
	return false
}

// guestsNow reports "who's at villa 7 rn", "who is in the boathouse right
// now": who is there now, the guests, unless the words are of a pro or a
// job ("who's working at the boathouse rn").
func guestsNow(toks []token) bool {
	return len(toks) > 0 && toks[0].s == "who" && has(toks, "now", "currently") && has(toks, "at", "in") &&
		!has(toks, roleWords...) && !has(toks, "doing", "coming", "working", "handling", "assigned", "job", "jobs")
}

// asksWayThere reports whether a question asks how someone gets to a
// place: "how do the cleaners get out to lilac cottage this time of year",
// "how does rick get there in winter", "how do i get into the loft" —
// the property's access, not a list of pros ("how long", "how much"
// and "how many" ask other things).
func asksWayThere(toks []token) bool {
	if len(toks) < 3 || toks[0].s != "how" || has(toks, "long", "much", "many", "often", "far", "late", "early", "soon", "quickly") {
		return false
	}
	for i := 1; i+1 < len(toks); i++ {
		switch toks[i].s {
		case "get", "gets", "getting", "go", "goes", "come", "comes", "travel", "travels":
		default:
			continue
		}
		next := toks[i+1].s
		switch {
		case next == "to" || next == "there" || next == "into" || next == "onto" || next == "in" && (i+2 == len(toks) || toks[i+2].s == "at" || toks[i+2].s == "to" || toks[i+2].s == "the"):
			return true
		case (next == "out" || next == "over" || next == "up" || next == "down" || next == "across") && i+2 < len(toks) && (toks[i+2].s == "to" || toks[i+2].s == "there"):
			return true
		}
	}
	return false
}

// withoutProCollective returns toks without the words of a pro's name
// that would otherwise name the team ("when's Team B next": a pro called
// Team B Cleaning Crew, not the list of pros). Only beside another word
// of that name ("team b"): "my team" alone stays the team.
func (s *session) withoutProCollective(toks []token) []token {
	var out []token
	for i, t := range toks {
		if proCollectives[t.s] && slices.ContainsFunc(s.pros, func(p *steward.Pro) bool {
			name := words(p.Name)
			other := func(k int) bool {
				return k >= 0 && k < len(toks) && slices.Contains(name, toks[k].s) && !proCollectives[toks[k].s] && !isServiceToken(toks[k])
			}
			return slices.Contains(name, t.s) && (other(i-1) || other(i+1))
		}) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// asksParking reports whether a question asks where to park at a
// property, which its access instructions say: "where do the cleaners park
// at the frenchmen building", "where should tasha park at royal", "is
// there parking at the camp", "parking at the bywater?" ("where are the
// parks staying" is the Park family, never parking).
func asksParking(toks []token) bool {
	if has(toks, "parking") {
		return true
	}
	if !has(toks, "where", "wheres") {
		return false
	}
	for i := 1; i < len(toks); i++ {
		if toks[i].s == "park" && slices.Contains([]string{"do", "does", "can", "should", "to", "they", "we", "i", "you", "cleaners", "cleaner", "pros", "crew", "he", "she"}, toks[i-1].s) {
			return true
		}
	}
	return false
}

// proCollectives are words that name the team of pros or a kind of them.
var proCollectives = map[string]bool{"team": true, "crew": true, "pros": true, "people": true, "cleaners": true, "handymen": true,
	"plumbers": true, "electricians": true, "inspectors": true, "contractors": true, "vendors": true}

// questionTopic is what a question asks about, "" when it is one of the
// older kinds (availability, price, lists).
func questionTopic(toks []token) string {
	switch {
	case has(toks, "confirmation") && has(toks, "code", "number", "stay", "booking", "reservation"):
		return "stay" // "what's the confirmation code for the baker stay"
	case len(toks) > 2 && (toks[0].s == "who" || toks[0].s == "whos") && hasPhrase(toks, "next in") && !definiteService(toks) &&
		!has(toks, "job", "jobs", "clean", "cleaning", "cleaner", "restock", "inspection", "visit", "pro"):
		return "stay" // "who's next in at sternman's and when": the next guests to arrive
	case contactQuestion(toks):
		return "contact" // "whats the hot tub guy's number again", "what's rick's email"
	case withoutPro(toks) && len(toks) > 0 && (toks[0].s == "anything" || toks[0].s == "any" || toks[0].s == "which" || toks[0].s == "what" || toks[0].s == "whats" ||
		// "are there any jobs this week that do not yet have a
		// professional assigned?", "do we have any jobs without a pro"
		has(toks[:min(len(toks), 4)], "any", "anything") && has(toks[:1], "are", "is", "do", "does", "have", "were")) &&
		!definiteService(toks):
		return "pending" // "anything still not assigned to anyone?": the list, not one job
	case anyoneOnJob(toks):
		// "does the salt cottage cleaning on monday have anyone yet?",
		// "did anyone confirm the gfci fix yet?": a job that exists, not
		// who is free.
		if has(toks, "confirm", "confirmed") {
			return "status"
		}
		return "who"
	case has(toks, "which", "what", "whats") && has(toks, append([]string{"pros", "guy", "company"}, roleWords...)...) &&
		has(toks, "on", "doing", "handling", "assigned", "covering", "taking", "coming", "has", "got") && has(toks, "the", "that", "this") &&
		!has(toks, "free", "available", "availability", "can", "could", "use", "call", "hire", "schedule", "calendar", "list", "team", "week", "weekend", "month"):
		return "who" // "which pro is on the gfci thing", "what cleaner is doing the loft turnover"
	case has(toks, "who", "whos") && (has(toks, "now", "currently", "tonight") || hasPhrase(toks, "right now") || hasPhrase(toks, "at the moment")) &&
		!has(toks, "doing", "cleaning", "coming", "working", "assigned"):
		return "stay" // "who's at the chalet right now": the stay going on
	case has(toks, "access", "code", "codes", "wifi", "lockbox", "keypad", "password", "entry", "key", "keys") ||
		// ("what time is Tom coming about the gate tomorrow?": work on
		// the gate, asked of its time, not how to get in.)
		has(toks, "gate") && !has(toks, "when", "whens") && !hasPhrase(toks, "what time") ||
		(hasPhrase(toks, "get in") || hasPhrase(toks, "get into")) && !has(toks, "when", "whens", "guests", "guest", "family", "group") && !hasPhrase(toks, "what time") &&
			!has(toks, "before", "b4", "after", "happening", "scheduled", "booked", "planned") || // ("what's happening at the silo before the whitcombes get in")
		hasPhrase(toks, "let myself in") || hasPhrase(toks, "bedrooms") || hasPhrase(toks, "how big") || has(toks, "bedroom", "bathrooms", "sqft", "footage", "address", "details") ||
		asksWayThere(toks) || asksParking(toks) ||
		// "Where should the cleaner park at the cottage?", "where do we
		// park at the condo", "where's the parking at the chalet": the
		// property's access notes say.
		has(toks[:min(len(toks), 4)], "where", "wheres", "where's") && has(toks, "park", "parking", "parks"):
		return "property"
	case guestsNow(toks):
		return "stay" // "who's at villa 7 rn"
	case isHistoryQuestion(toks):
		return "history"
	case isSupplyQuestion(toks):
		return "supplies"
	case has(toks, "which", "who") && has(toks, "have", "got", "does", "do") && !has(toks, "doing", "coming", "assigned", "the", "this", "that") &&
		(has(toks, roleWords...) || has(toks, "inspections", "cleanings", "repairs", "plumbing", "restocks", "restocking", "maintenance")):
		return "pros" // "which plumber do i have", "who does inspections"
	case has(toks, "who") && has(toks, "cleans", "inspects", "fixes", "restocks", "repairs") && !has(toks, "the", "this", "that", "today", "tomorrow"),
		has(toks, "who", "which") && has(toks, "our", "my") && has(toks, roleWords...) && len(toks) <= 5:
		return "pros" // "who cleans for me", "whos our plumber"
	case has(toks, "who", "which") && has(toks, "use", "call", "hire", "contact", "recommend", "ring") && !has(toks, "the", "this", "that", "today", "tomorrow") &&
		(has(toks, roleWords...) || has(toks, "inspections", "cleanings", "cleaning", "repairs", "plumbing", "electrical", "restocks", "restocking", "maintenance", "inspection")):
		return "pros" // "who can i use for plumbing", "who do i call for cleaning"
	case hasPhrase(toks, "what time") && !has(toks, "free", "available") && !isStayEvent(toks) &&
		!(has(toks, "guests", "guest", "family", "group") && (hasPhrase(toks, "get in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "get here"))):
		return "status" // "what time is the plumber coming friday" ("what time does priscilla check out": the stay)
	case hasPhrase(toks, "how many") && !has(toks, "cost", "costs", "price", "much", "spend", "spent"):
		return "count"
	case isOweQuestion(toks):
		return "owe" // money.go
	case has(toks, "spend", "spent", "spending", "paid", "expenses", "total", "bill", "bills") || isCostQuestion(toks) ||
		has(toks, "pay") && has(toks, "did", "have", "has"): // "how much did i pay for cleaning last month"
		return "spend"
	case has(toks, "unassigned", "unconfirmed", "pending", "outstanding", "unstaffed") || withoutPro(toks) ||
		awaitsConfirmation(toks) && (has(toks, "which", "what", "whats", "any", "anything", "jobs", "list", "show") || toks[0].s == "jobs") ||
		hasPhrase(toks, "left to confirm") || hasPhrase(toks, "still to confirm"):
		return "pending" // "which jobs still need confirming", "anything not confirmed yet?", "whats left to confirm"
	case has(toks, "before", "b4", "until", "till", "til") && has(toks, "happening", "planned", "booked", "scheduled", "anything", "lined") &&
		(isStayEvent(toks) || hasPhrase(toks, "get in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "get here") || has(toks, "arrive", "arrives", "come")):
		return "jobs" // "what's happening at the silo before the whitcombes get in": the jobs until then
	case has(toks, "checkins", "checkouts", "arrivals", "departures", "turnovers") || hasPhrase(toks, "check ins") || hasPhrase(toks, "check outs"):
		return "agenda"
	case has(toks, "still") && has(toks, "on", "happening", "booked", "scheduled", "coming"),
		// "do we still need hank at clark point tmrw?": whether the job
		// that is booked is still wanted, asked about it.
		has(toks, "still") && has(toks, "need", "needed", "want", "wanted") && len(toks) > 1 && (toks[0].s == "do" || toks[0].s == "is" || toks[0].s == "are") &&
			has(toks, "we", "i", "you", "it", "that", "they", "he", "she"),
		has(toks, "cancel") && has(toks, "is", "was", "got", "been", "right") && isQuestion(toks):
		return "status" // "is the ridge clean still on for sat", "the cabin cleaning is cancelled right?"
	case hasPhrase(toks, "when was") && has(toks, "last", "previous", "recently"),
		has(toks, "when") && has(toks, "last") && has(toks, "cleaned", "inspected", "restocked", "serviced", "fixed", "repaired", "done"):
		return "next" // "when was the cabin last cleaned": the last job, done
	case len(toks) > 0 && toks[0].s == "did" && has(toks, "fix", "repair", "clean", "inspect", "restock", "finish", "come", "show", "do"):
		return "status" // "did kai ever fix the lanai screen door"
	case has(toks, "how") && has(toks, "looking", "going", "progressing") && !has(toks, "much", "many", "long", "week", "weekend", "today", "tomorrow"):
		return "status" // "hows the ac job at unit 4b looking"
	case hasNextJob(toks) && has(toks, "guest", "guests", "stay", "reservation", "booking", "checkin", "arrival", "arrivals"):
		return "stay" // "when's the next guest at unit 4b"
	case has(toks, "status") || hasPhrase(toks, "is it confirmed") || has(toks, "confirmed", "done", "finished", "finish", "completed", "complete", "happened", "fixed", "repaired", "cleaned") && has(toks, "is", "was", "has", "did", "been") &&
		!(has(toks, "when", "whens") && has(toks, "last", "previous", "next")):
		// "when was the last time someone cleaned the villa" asks for a
		// date (below), not a job's status.
		return "status"
	case len(toks) > 0 && (toks[0].s == "is" || toks[0].s == "are" || toks[0].s == "will") && has(toks, "doing", "coming", "handling", "assigned", "taking"):
		return "who" // "is keisha doing the cottage clean tmrw"
	case (hasPhrase(toks, "do i have") || hasPhrase(toks, "do we have") || hasPhrase(toks, "is there") || hasPhrase(toks, "are there") ||
		hasPhrase(toks, "have i got") || hasPhrase(toks, "have we got") || hasPhrase(toks, "is anything") || hasPhrase(toks, "anything booked") ||
		hasPhrase(toks, "anything scheduled")) && !has(toks, "pros", "cleaners", "handymen", "plumbers", "electricians", "inspectors", "properties", "guests") &&
		!slices.ContainsFunc(roleWords, func(w string) bool { return hasWord(toks, w) }):
		return "jobs" // "do i have a cleaning at the chalet on saturday?": a list, never a booking
	case whoDoesAfterStay(toks):
		return "who" // "who is doing the king william house tmrw after the hernandez family leave" (whostay.go)
	case !stayWordNamesJob(toks) && (has(toks, "arrive", "arrives", "arriving", "arrival", "leave", "leaves", "leaving", "depart", "departure", "checkout", "checkin", "staying", "stay") ||
		hasPhrase(toks, "check out") || hasPhrase(toks, "check in") || hasPhrase(toks, "checks out") || hasPhrase(toks, "checks in") || hasPhrase(toks, "checking out") || hasPhrase(toks, "checking in")),
		(has(toks, "when", "whens") || hasPhrase(toks, "what time")) && (hasPhrase(toks, "get in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "get here") || hasPhrase(toks, "gets here")):
		return "stay" // "when do the morenos get in", "what time does the couple get in tmrw"
	case (has(toks, "who") && !has(toks, "free", "available", "can")) && (has(toks, "doing", "do", "coming", "assigned", "handling", "cleaning", "working", "on") || hasPhrase(toks, "who is") ||
		has(toks, "got", "has", "taking", "covering") && definiteService(toks)) && !guestsNow(toks):
		return "who" // "who's got the loft clean"
	case has(toks, "pros", "cleaners", "handymen", "plumbers", "electricians", "inspectors", "team", "contractors", "vendors", "people"),
		(hasPhrase(toks, "do i have") || hasPhrase(toks, "do we have") || hasPhrase(toks, "have i got") || hasPhrase(toks, "have we got")) && slices.ContainsFunc(roleWords, func(w string) bool { return hasWord(toks, w) }):
		return "pros" // "do i have an inspector"
	case (hasPhrase(toks, "next week") || hasPhrase(toks, "next month") || hasPhrase(toks, "last week") || hasPhrase(toks, "last month")) &&
		has(toks, "what", "whats", "anything", "calendar", "schedule", "agenda", "happening", "on", "planned", "booked"):
		return "agenda" // "whats on the calendar for next week at anchor way": a period, not the next job
	case has(toks, "last", "previous", "recent") || hasNextJob(toks) || hasPhrase(toks, "when is") || hasPhrase(toks, "when was") || has(toks, "whens") ||
		// "when's marisol at the condo?": "when's" is "when is" (and
		// "when's the dubois group getting to vermont" asks of a stay)
		slices.ContainsFunc(toks, func(t token) bool {
			return t.s == "when" && (strings.HasSuffix(t.raw, "'s") || strings.HasSuffix(t.raw, "’s"))
		}) && !has(toks, "getting", "get", "gets", "arriving", "arrive", "arrives", "leaving", "leave", "leaves", "checking", "check", "checkout", "checkin",
			"group", "family", "guests", "guest", "party", "stay", "staying") ||
		hasPhrase(toks, "when did") || // "when did joe flush the water heater": the job done (nextJob)
		has(toks, "when") && has(toks, "coming", "come", "due", "showing", "scheduled", "booked", "start", "starts", "starting", "begin", "begins",
			"arrive", "arrives", "arriving", "show", "shows", "heading", "head"):
		return "next"
	case has(toks, "plan", "plans") && !has(toks, "week", "today", "tonight", "tomorrow", "weekend", "month"):
		return "jobs" // "what's the plan for blue ridge": what is coming up there
	case has(toks, "week", "today", "tonight", "tomorrow", "agenda", "schedule", "happening", "weekend", "plan", "plans"):
		return "agenda"
	case has(toks, "prices", "rates", "cheapest", "cheaper", "priciest", "expensive") || has(toks, "each", "every", "all") && has(toks, "cost", "costs", "price", "much"):
		return "prices" // "whats the cheapest clean"
	}
	return ""
}

// readProWhere reads a question about where a pro is ("is rosa at the
// barn right now?", "where's gus now", "is tom at the chalet today"): the
// "where" topic, answered from the pro's jobs (proWhere), never the help
// text. It runs once the pro and the property are read.
func (s *session) readProWhere(in *request, toks []token) {
	if in.ProID == 0 || in.Service != "" || in.Kind != kindHelp || !isQuestion(toks) {
		return
	}
	q := toks
	for len(q) > 1 && openers[q[0].s] {
		q = q[1:]
	}
	switch {
	case q[0].s == "where" || q[0].s == "wheres":
	case (q[0].s == "is" || q[0].s == "was" || q[0].s == "will") && in.AddressID != 0 && (hasWord(toks, "at") || hasWord(toks, "in") || hasWord(toks, "there")):
	default:
		return
	}
	in.Kind, in.Topic = kindQuestion, "where"
}

// contactQuestion reports whether a question asks for a pro's phone
// number or e-mail: "whats the hot tub guy's number again", "what's rick's
// email", "how do i reach gus". A code, a confirmation number or a count
// ("number of guests") is asked otherwise.
func contactQuestion(toks []token) bool {
	if has(toks, "confirmation", "code", "codes", "lockbox", "keypad", "gate", "wifi", "password", "many", "guests", "guest", "nights",
		"unit", "apt", "apartment", "street", "house", "room", "job", "jobs", "invoice", "keysafe", "combo", "combination") ||
		hasPhrase(toks, "key safe") || hasPhrase(toks, "key box") || // ("the key safe number at the Barn": its code)
		hasPhrase(toks, "number of") && !hasPhrase(toks, "phone number of") && !hasPhrase(toks, "telephone number of") {
		return false // ("the telephone number of the plumber" is his phone)
	}
	// ("what's Dev's #": a "#" standing alone is the number.)
	return has(toks, "phone", "telephone", "email", "contact", "cell", "mobile", "digits", "reach", "number", "num", "#") ||
		hasPhrase(toks, "get hold of") || hasPhrase(toks, "get ahold of")
}

// contactWanted reports whether words open by wanting a pro's phone
// number or e-mail, with no question word: "need sarge's number", "i need
// gus's cell", "want rick's email again".
func contactWanted(toks []token) bool {
	k := 0
	if len(toks) > 0 && (toks[0].s == "i" || toks[0].s == "ill" || toks[0].s == "pls" || toks[0].s == "please") {
		k = 1
	}
	if n := contactLead(toks); n > 0 {
		k = n - 1 // "lemme get rays number again pls": the head after the ask
	} else if k+1 < len(toks) && slices.Contains([]string{"give", "send", "tell", "forward"}, toks[k].s) && toks[k+1].s == "me" {
		k++ // "please give me the telephone number from the handyman": wanted too
	} else if k >= len(toks) || !slices.Contains([]string{"need", "want", "gimme", "needs"}, toks[k].s) {
		return false
	}
	head := toks[k+1 : min(len(toks), k+5)]
	return contactQuestion(head) && !has(head, "to", "a", "an")
}

// anyoneOnJob reports whether a question asks whether anyone has a job
// that exists ("has anyone been assigned to the salt cottage clean", "is
// anyone on the furnace job yet", "does the cleaning on monday have anyone
// yet", "did anyone confirm the gfci fix"), not who is free ("is anyone
// free thursday") nor which jobs have no one ("which jobs dont have anyone
// assigned").
func anyoneOnJob(toks []token) bool {
	if len(toks) > 0 && (toks[0].s == "is" || toks[0].s == "are") && has(toks, "covered", "staffed", "assigned") && definiteService(toks) {
		return true // "is the jackson turnover sat covered?": whether it has a pro
	}
	return has(toks, "anyone", "anybody", "someone", "somebody") &&
		!has(toks, "free", "available", "availability", "can", "could", "able", "open", "jobs", "which", "what", "whats",
			"staying", "arriving", "leaving", "checking", "departing", "here", "home", "book", "send", "need", "get") &&
		slices.ContainsFunc([]string{"assigned", "assign", "on", "doing", "cleaning", "handling", "covering", "taking", "taken", "have", "has", "got", "confirm",
			"confirmed", "picked", "claimed", "accepted", "fixing", "inspecting", "restocking", "yet", "lined"}, func(w string) bool { return hasWord(toks, w) || typedWord(toks, w) })
}

// roleForJob reports whether a question asks for a pro of a trade "for" a
// job ("do we have a cleaner for big moose fri yet", "got a plumber for
// the cabin tuesday?"): whether the job has one, not who is free nor the
// list of the account's cleaners. The job itself (its property or day) is
// the caller's to check.
func roleForJob(toks []token) bool {
	return slices.ContainsFunc(roleWords, func(w string) bool { return hasWord(toks, w) }) && hasWord(toks, "for") &&
		!has(toks, "free", "available", "availability", "can", "could", "who", "whos", "which", "use", "hire", "call", "recommend", "contact", "number", "email")
}

// typedWord reports whether w was typed, whatever the word was read as
// ("inspecting").
func typedWord(toks []token, w string) bool {
	for _, t := range toks {
		if strings.ToLower(strings.Trim(t.raw, ",.;:!?'\"")) == w {
			return true
		}
	}
	return false
}

// hasNextJob reports whether "next" asks for the next job ("the next
// cleaning", "what's next"), not a period ("next week", "next friday").
func hasNextJob(toks []token) bool {
	for i, t := range toks {
		if t.used || t.s != "next" {
			continue
		}
		if i+1 < len(toks) {
			n := toks[i+1].s
			if _, ok := weekdays[n]; ok || n == "week" || n == "weekend" || n == "month" || n == "year" || n == "wk" {
				continue
			}
		}
		return true
	}
	return false
}

// priceRe reads the amount of a price edit: "to $250", "to 180", "at
// $99.50", "$300".
var priceRe = mustCompile(`(?i)(?:\$\s?(\d{1,7}(?:\.\d{1,2})?)|\b(?:to|at|be|is|of)\s+(\d{1,7}(?:\.\d{1,2})?)\s*(?:\$|usd|dollars|bucks)?(?:$|[\s,.!?]))`)

// priceEditOf reads a new price for a job: words that set or move a price
// ("raise", "set", "change", "make", "should cost") and an amount.
func priceEditOf(toks []token, raw string) (float64, bool) {
	if !has(toks, "price", "cost", "charge", "rate", "costs", "pay") ||
		!has(toks, "raise", "lower", "increase", "reduce", "change", "set", "make", "update", "bump", "drop", "adjust", "should", "cut", "move") {
		return 0, false
	}
	m := priceRe.FindStringSubmatch(raw)
	if m == nil {
		return 0, false
	}
	amount := m[1]
	if amount == "" {
		amount = m[2]
	}
	v, err := strconv.ParseFloat(amount, 64)
	return v, err == nil
}

// serviceChangeOf reads a change of a job's service: "make it an
// inspection", "change it to a restock", "turn it into maintenance".
// serviceFillers qualify the service a job should be ("a full clean
// actually", "a proper inspection instead").
var serviceFillers = map[string]bool{"a": true, "an": true, "full": true, "regular": true, "normal": true, "proper": true, "standard": true,
	"complete": true, "real": true, "actually": true, "instead": true, "now": true, "pls": true, "please": true, "then": true}

func serviceChangeOf(toks []token) (to, from steward.ServiceType, ok bool) {
	for i := 1; i+1 < len(toks); i++ {
		// "the loft 2b clean should be a restock instead": a job named
		// by its service, then "should/needs to/has to be" another.
		if toks[i].s != "be" || !(toks[i-1].s == "should" || toks[i-1].s == "to" && i >= 2 && (toks[i-2].s == "needs" || toks[i-2].s == "has")) {
			continue
		}
		sv, _, named := serviceOf(toks[:i])
		var rest []token
		for _, t := range toks[i+1:] {
			// "should be a full clean actually": the service, said
			// with words that only qualify it.
			if !serviceFillers[t.s] {
				rest = append(rest, t)
			}
		}
		if !named || len(rest) == 0 || len(rest) > 2 || len(rest) == 2 && rest[1].s != "visit" && rest[1].s != "job" {
			continue
		}
		if to, deep, ok := serviceOf(rest[:1]); ok && !deep && to != sv {
			return to, sv, true
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		if !(toks[i].s == "make" || toks[i].s == "change" || toks[i].s == "turn" || toks[i].s == "switch") {
			continue
		}
		rest := toks[i+1:]
		if len(rest) > 0 && rest[0].s != "it" && rest[0].s != "that" && rest[0].s != "this" {
			// "change the chalet inspection to a maintenance visit": the
			// service after "to"/"into", another one named before it.
			// "make the barn job on the 11th an inspection instead": the
			// job, then "a"/"an" and the new service.
			k := slices.IndexFunc(rest, func(t token) bool { return t.s == "to" || t.s == "into" })
			article := false
			if k < 1 && toks[i].s == "make" {
				k = slices.IndexFunc(rest, func(t token) bool { return t.s == "a" || t.s == "an" })
				article = k >= 2
			}
			if k < 1 || k == 1 && article {
				continue
			}
			sv, _, named := serviceOf(rest[:k])
			if !named && !article {
				continue
			}
			from, rest = sv, rest[k:]
		} else {
			rest = rest[1:]
		}
		for len(rest) > 0 && (rest[0].s == "to" || rest[0].s == "into" || rest[0].s == "a" || rest[0].s == "an") {
			rest = rest[1:]
		}
		// "to a full clean, same time": the service, qualified.
		rest = slices.DeleteFunc(toSentenceEnd(rest), func(t token) bool {
			return serviceFillers[t.s] || t.s == "same" || t.s == "time" || t.s == "slot"
		})
		if len(rest) == 0 || len(rest) > 2 {
			continue
		}
		if sv, deep, ok := serviceOf(rest[:1]); ok && !deep {
			return sv, from, true
		}
		from = ""
	}
	return "", "", false
}

// withoutPro reports whether the words ask about jobs that nobody takes:
// "without a pro", "no pro", "don't have a cleaner yet", "need someone
// assigned".
func withoutPro(toks []token) bool {
	if hasPhrase(toks, "without a pro") || hasPhrase(toks, "no pro") || hasPhrase(toks, "need a pro") {
		return true
	}
	if has(toks, "without") && has(toks, "jobs", "job", "anything", "which", "any") && (has(toks, roleWords...) || has(toks, "anyone", "someone", "pros", "nobody", "noone")) {
		return true // "any jobs w/o a cleaner?"
	}
	for i, t := range toks {
		// "anything this wk w nobody on it?", "jobs with no one on them",
		// "whats got nobody on it": nobody said to be on the jobs.
		j := i + 1
		if t.s == "no" && j < len(toks) && toks[j].s == "one" {
			j++
		} else if t.s != "nobody" && t.s != "noone" {
			continue
		}
		if j+1 < len(toks) && toks[j].s == "on" && (toks[j+1].s == "it" || toks[j+1].s == "them" || toks[j+1].s == "yet") ||
			j+1 == len(toks) && toks[j].s == "on" || i > 0 && (toks[i-1].s == "with" || toks[i-1].s == "w" || toks[i-1].s == "w/" ||
			// "is there some cleaning without nobody next week?": the
			// double negative of a second-language host.
			toks[i-1].s == "without") {
			return true
		}
	}
	if has(toks, "need", "needs", "needing") && has(toks, "assigned", "assigning", "assignment") ||
		hasPhrase(toks, "not assigned") || hasPhrase(toks, "isn't assigned") || hasPhrase(toks, "arent assigned") || hasPhrase(toks, "aren't assigned") {
		return true // "which jobs still need someone assigned", "anything not assigned yet"
	}
	return (has(toks, "don't", "dont", "doesn't", "doesnt", "haven't", "havent", "hasn't", "hasnt", "nobody", "noone", "no") ||
		// "jobs that do not yet have a professional assigned"
		hasPhrase(toks, "do not") || hasPhrase(toks, "does not") || hasPhrase(toks, "have not") || hasPhrase(toks, "has not")) &&
		(has(toks, append([]string{"assigned", "taken", "claimed", "accepted", "picked"}, roleWords...)...) ||
			// "which jobs dont have anyone yet"
			has(toks, "jobs", "job", "visits", "cleanings") && has(toks, "anyone", "anybody", "someone", "pro", "pros"))
}

// awaitsConfirmation reports whether the words speak of jobs not yet
// confirmed ("still need confirming", "haven't been confirmed", "not
// confirmed yet"), which a list answers and nothing confirms.
func awaitsConfirmation(toks []token) bool {
	if has(toks, "confirming", "confirmation") && has(toks, "need", "needs", "still", "awaiting", "waiting", "pending", "require", "requires") {
		return true
	}
	for i := range toks {
		if negatedConfirm(toks, i) {
			return true
		}
	}
	return false
}

// allNegated reports whether every "confirm(ed)" of toks is negated
// ("which jobs aren't confirmed"), so none asks to confirm a job.
func allNegated(toks []token) bool {
	for i, t := range toks {
		if (t.s == "confirm" || t.s == "confirmed") && !t.used && !negatedConfirm(toks, i) {
			return false
		}
	}
	return true
}

// negatedCancel reports whether every cancel word of toks is negated:
// "dont cancel the cabin clean", "do not cancel it", "no need to cancel".
func negatedCancel(toks []token) bool {
	found := false
	for i, t := range toks {
		if raw := strings.ToLower(t.raw); t.used || raw != "cancel" && raw != "scrap" && raw != "delete" {
			continue // (as typed: "we don't need joe anymore" reads as a cancel, said so)
		}
		found = true
		neg := false
		// (a "not" before a comma is another clause's: "the inspection on
		// monday we do not need, please cancel it")
		for j := i - 1; j >= max(0, i-3) && !toks[j].stop; j-- {
			if toks[j].s == "not" && j > 0 && toks[j-1].s == "if" {
				continue // "… right? if not pls cancel it": a condition, the cancel asked for
			}
			switch toks[j].s {
			case "dont", "don't", "not", "never", "no", "cant", "can't", "shouldn't", "shouldnt":
				neg = true
			}
		}
		if !neg {
			return false
		}
	}
	return found
}

// negatedConfirm reports whether toks[i] is "confirm(ed)" said of what is
// not confirmed: "aren't confirmed", "not confirmed yet", "needs to be
// confirmed".
func negatedConfirm(toks []token, i int) bool {
	if toks[i].s != "confirmed" && toks[i].s != "confirm" {
		return false
	}
	for j := i - 1; j >= max(0, i-3) && !toks[j].stop && toks[j].s != "confirm" && toks[j].s != "confirmed"; j-- {
		switch toks[j].s {
		case "not", "arent", "aren't", "isnt", "isn't", "havent", "haven't", "hasnt", "hasn't", "never", "yet":
			return true
		case "to":
			if j > 0 && (toks[j-1].s == "needs" || toks[j-1].s == "need") || j+1 < i && toks[j+1].s == "be" {
				return true
			}
		}
	}
	return false
}

// questionWords maps misspelt question words to the ones the classifier
// reads: "wats comming up", "wen is the cleaning".
var questionWords = map[string]string{
	"wat": "what", "wats": "whats", "whta": "what", "waht": "what", "wht": "what", "whatz": "whats",
	"wen": "when", "whn": "when", "wens": "whens", "wich": "which", "whcih": "which", "hw": "how", "howmany": "how",
	"hows": "how", "comming": "coming", "comeing": "coming", "commin": "coming", "comin": "coming", "upcomming": "upcoming",
	"schedualed": "scheduled", "sheduled": "scheduled", "whos": "who", "hoo": "who",
}

// statusOf reads a status change: "confirm the cleaning", "mark it done".
func statusOf(all []token) steward.JobStatus {
	// Words an anchor took ("right after the plumber is done") set no
	// status.
	toks := make([]token, 0, len(all))
	for _, t := range all {
		if !t.used || t.email {
			toks = append(toks, t)
		}
	}
	switch {
	case has(toks, "unconfirm") || has(toks, "mark", "set", "put", "change") && (has(toks, "unconfirmed") || hasPhrase(toks, "back to pending") || hasPhrase(toks, "as pending") || hasPhrase(toks, "to pending")):
		return steward.StatusPending // "unconfirm the boathouse clean", "mark it unconfirmed"
	case slices.ContainsFunc(toks, func(t token) bool { return t.s == "confirm" || t.s == "confirmed" }) && (!has(toks, "is", "was", "has", "unconfirmed") || confirmedNews(toks)) &&
		!has(toks, "confirming", "confirmation") && !allNegated(toks):
		return steward.StatusConfirmed
	case has(toks, "mark", "marked", "set") && has(toks, "done", "complete", "completed", "finished"),
		has(toks, "change", "update", "switch", "put") && (hasPhrase(toks, "to done") || hasPhrase(toks, "to complete") ||
			hasPhrase(toks, "to completed") || hasPhrase(toks, "to finished") || hasPhrase(toks, "as done")), // "change the restock to done"
		hasPhrase(toks, "is done") || hasPhrase(toks, "was done") || hasPhrase(toks, "has been done") || hasPhrase(toks, "got done"):
		if isQuestion(toks) && !has(toks, "mark", "marked") {
			return ""
		}
		return steward.StatusCompleted
	case has(toks, "mark", "marked", "set") && hasPhrase(toks, "in progress") || hasPhrase(toks, "has started") || hasPhrase(toks, "is started"):
		return steward.StatusInProgress
	}
	return ""
}

// confirmedNews reports whether toks tell that a job is confirmed, as
// news rather than a question ("peak is confirmed for the cabin hot tub
// mon", "the loft clean sat is confirmed", "dana has confirmed the
// turnover"): the job is marked confirmed, as "confirm it" does. A
// question ("is peak confirmed for …", "… confirmed?") never is.
func confirmedNews(toks []token) bool {
	if isQuestion(toks) || len(toks) == 0 || toks[len(toks)-1].ask || strings.HasSuffix(toks[len(toks)-1].raw, "?") || has(toks, "unconfirmed", "if", "whether") {
		return false
	}
	for i, t := range toks {
		if t.s != "confirmed" || i == 0 {
			continue
		}
		switch toks[i-1].s {
		case "is", "are", "has", "have", "was", "been", "got", "s":
			// "… is confirmed for …", "… is confirmed" at the end, "…
			// has confirmed the …"
			return i+1 == len(toks) || strings.ContainsAny(toks[i].raw, ",.;!") || slices.Contains([]string{"for", "the", "his", "her", "their", "that", "it"}, toks[i+1].s)
		}
	}
	return false
}

// waterThingAhead reports whether a hot tub, spa or pool is what the
// next few words name ("… and refill the hot tub"), not its towels or
// toys ("refill the pool towels").
func waterThingAhead(toks []token) bool {
	for k, t := range toks[:min(len(toks), 5)] {
		if slices.Contains([]string{"tub", "spa", "jacuzzi", "pool", "hottub"}, t.s) {
			return k+1 >= len(toks) || !slices.Contains([]string{"towels", "towel", "toys", "floats", "noodles", "passes", "pass", "key", "keys", "gear", "supplies"}, toks[k+1].s)
		}
	}
	return false
}

// routineVisit reports whether the only words of a series in toks name
// one visit of a routine ("the pool guy for the lake house monday the 16th
// at 9, the monthly chemicals", "our weekly clean on friday"): a
// frequency said after "the", "our" or the like, as what the work is,
// with nothing that asks for more than the one visit. The caller checks
// that one day is given.
func routineVisit(toks []token) bool {
	freq := []string{"weekly", "biweekly", "fortnightly", "monthly", "daily"}
	det := []string{"the", "our", "their", "its", "this", "usual", "regular", "his", "her", "my", "that"}
	found := false
	var rest []token
	for i, t := range toks {
		if slices.Contains(freq, t.s) {
			// ("emerald coast for the pelican pool mon 3/16 9a, monthly
			// chem check": after the booking, a phrase of its own naming
			// what the visit is.)
			named := i > 0 && toks[i-1].stop && i+1 < len(toks) && isLetters(toks[i+1].s) && !stopWords[toks[i+1].s] && !isDateWord(toks[i+1].s) &&
				!slices.Contains([]string{"starting", "going", "until", "till", "til", "thru", "through", "basis", "schedule", "series"}, toks[i+1].s)
			if i == 0 || !slices.Contains(det, toks[i-1].s) && !named {
				return false
			}
			found = true
			continue
		}
		rest = append(rest, t)
	}
	if !found || recurring(rest) || has(toks, "starting", "start", "from", "until", "till", "til", "through", "thru", "ongoing", "series", "every", "each", "recurring") ||
		hasPhrase(toks, "set up") || hasPhrase(toks, "going forward") || hasPhrase(toks, "from now on") {
		return false
	}
	return true
}

// recurring reports whether the words ask for a series: "every Friday",
// "weekly", "each month".
func recurring(toks []token) bool {
	if has(toks, "weekly", "biweekly", "fortnightly", "monthly", "daily", "recurring", "repeating", "repeat") {
		return true
	}
	for _, p := range []string{"once a week", "twice a week", "once a month", "twice a month", "once every", "a week apart"} {
		if hasPhrase(toks, p) {
			return true // "clean loft 2b once a week"
		}
	}
	for i, t := range toks {
		if t.s != "every" && t.s != "each" || i+1 >= len(toks) {
			continue
		}
		n := toks[i+1].s
		if n == "other" && i+2 < len(toks) {
			n = toks[i+2].s
		}
		if _, ok := weekdays[strings.TrimSuffix(n, "s")]; ok {
			return true
		}
		switch n {
		case "day", "week", "month", "morning", "weekend", "weekday", "year", "2", "two", "three",
			"2nd", "second", "3rd", "third", "4th", "fourth", "1st", "first", "few", "couple", "single", "evening", "afternoon", "night":
			return true
		}
	}
	for i, t := range toks {
		// "once a week", "twice a month", "3 times a week".
		if (t.s == "once" || t.s == "twice" || t.s == "times") && i+2 < len(toks) && (toks[i+1].s == "a" || toks[i+1].s == "per" || toks[i+1].s == "every") {
			switch toks[i+2].s {
			case "day", "week", "month", "year", "wk", "fortnight":
				return true
			}
		}
		// "on mondays", "on mondays and fridays", "on weekends": a day
		// of every week.
		switch t.s { // "on mondays", "the barn mondays"; not "on tues", "on thurs": one day
		case "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekdays":
			// "fridays clean" (a possessive typed without its apostrophe:
			// "have greta do fridays clean at the a frame") names one job.
			if i+1 < len(toks) && (jobWords[toks[i+1].s] || toks[i+1].s == "turnover" || toks[i+1].s == "restock" ||
				toks[i+1].s == "inspection" || toks[i+1].s == "maintenance" || toks[i+1].s == "one") && i > 0 && !slices.Contains([]string{"on", "every", "each", "all"}, toks[i-1].s) {
				continue
			}
			return !strings.HasSuffix(t.raw, "'s") && !strings.HasSuffix(t.raw, "’s")
		case "weekends":
			return i > 0 && toks[i-1].s == "on"
		}
	}
	return false
}

// shiftOf reads a relative move: "an hour later", "30 minutes earlier",
// "a day later", "push it back 2 hours", "by an hour".
func shiftOf(toks []token) time.Duration {
	for i, t := range toks {
		if t.used && i+1 < len(toks) && toks[i+1].used {
			continue // an anchor's: "to 2 hrs after the broussards check out"
		}
		n, ok := numberWords[t.s]
		if !ok && isDigits(t.s) {
			n, _ = strconv.Atoi(t.s)
			ok = n > 0 && n < 100
		}
		if !ok || i+1 >= len(toks) {
			continue
		}
		k := i + 1
		var unit time.Duration
		switch strings.TrimSuffix(toks[k].s, "s") {
		case "hour", "hr":
			unit = time.Hour
			if i > 0 && toks[i-1].s == "half" {
				unit = 30 * time.Minute // "half an hour"
			} else if k+3 < len(toks) && toks[k+1].s == "and" && toks[k+2].s == "a" && toks[k+3].s == "half" {
				unit, k = 90*time.Minute, k+3 // "an hour and a half"
			}
		case "minute", "min":
			unit = time.Minute
		case "day":
			unit = 24 * time.Hour
		case "week", "wk":
			unit = 7 * 24 * time.Hour
		case "half":
			if k+1 < len(toks) && toks[k+1].s == "hour" {
				unit, k = 30*time.Minute, k+1
				n = 1
			}
		}
		if unit == 0 {
			continue
		}
		if k+2 < len(toks) && (toks[k+1].s == "before" || toks[k+1].s == "after") && !toks[k+1].stop && !toks[k+2].used && toks[k+2].s != "" && !unicode.IsDigit(rune(toks[k+2].s[0])) &&
			!slices.Contains([]string{"that", "this", "it", "then"}, toks[k+2].s) {
			// "make it 1 hr before c/i", "1 hr after they leave": the
			// offset of an event the job is timed by, never a shift of
			// the job's own time.
			continue
		}
		sign := time.Duration(0)
		for j := max(0, i-3); j < min(len(toks), k+3); j++ {
			switch toks[j].s {
			case "later", "back", "after", "delay", "postpone", "push", "late", "bump", "pushed", "bumped", "delayed":
				if sign == 0 {
					sign = 1 // ("checking out an hour late")
				}
			case "move":
				// "bump it a week" ("bump" reads "move"): later, unless
				// "up"/"earlier" says otherwise; never a date's words
				// ("move it to a week from friday").
				if sign == 0 && !toks[k].used {
					sign = 1
				}
			case "earlier", "sooner", "before", "forward", "up", "early":
				sign = -1
			}
		}
		if sign == 0 {
			// "delay sam's visit at the cabin by 2 hours": the verb
			// further away; "move up / bump up / push up / bring forward
			// the restock by an hour" is earlier, whatever the verb.
			switch {
			case saysEarlier(toks):
				sign = -1
			case has(toks, "delay", "postpone", "push", "later", "bump", "pushed", "bumped", "delayed"),
				has(toks, "move") && !toks[k].used && toks[i].s != "the" && (i == 0 || toks[i-1].s != "to"):
				sign = 1
			case has(toks, "earlier", "sooner", "advance"):
				sign = -1
			}
		}
		if sign != 0 {
			return sign * time.Duration(n) * unit
		}
	}
	return 0
}

// unsupportedTopic names what a message asks to change that Steward's
// assistant cannot: a stay's dates, a property, a pro's employment, the
// weather, devices, travel, listings. "" when it asks for none of these.
// fireNouns follow "fire" when it names a kind of thing, not a pro let
// go: "Beth's fire safety walkthrough", "the fire marshal came by".
var fireNouns = map[string]bool{"safety": true, "marshal": true, "marshall": true, "marshals": true, "code": true, "codes": true,
	"department": true, "dept": true, "inspection": true, "inspector": true, "pit": true, "place": true, "drill": true,
	"escape": true, "extinguisher": true, "extinguishers": true, "sprinkler": true, "sprinklers": true, "alarm": true,
	"alarms": true, "door": true, "doors": true, "wood": true, "ring": true, "table": true, "hazard": true, "exit": true,
	"check": true, "checks": true, "blanket": true, "blankets": true, "risk": true, "cert": true, "certificate": true} // "the fire check above at the farmhouse"

// firesPro reports "fire" said of letting someone go ("fire Miguel"),
// not "fire" before a thing it names ("fire safety", "fire pit").
func firesPro(toks []token) bool {
	for i, t := range toks {
		if t.s == "fire" && (i+1 >= len(toks) || !fireNouns[toks[i+1].s]) && !has(toks, "alarm", "smoke", "place", "flames") {
			return true
		}
	}
	return false
}

// deviceControl reports a device to be set or turned on or off ("turn
// the ac down", "set the thermostat to 68"), not a fault reported with
// directions ("the ac is out, turn right at the gate, send someone").
func deviceControl(toks []token) bool {
	if has(toks, "send", "fix", "repair", "broken", "dead", "leaking", "someone", "somebody", "tech", "out", "working") {
		return false
	}
	for i, t := range toks {
		if t.used {
			continue
		}
		// ("the beckers found the thermostat was set to off": a past
		// state said as a reason, not a device to set.)
		if (t.s == "set" || t.s == "adjust") && !(i > 0 && slices.Contains([]string{"was", "were", "been", "had", "got"}, toks[i-1].s)) {
			return true
		}
		if t.s == "turn" && i+1 < len(toks) && !slices.Contains([]string{"left", "right", "around", "into"}, toks[i+1].s) {
			return true
		}
	}
	return false
}

func unsupportedTopic(toks []token, hasService bool) string {
	switch {
	case crewPay(toks):
		return "run payroll or keep your crew's hours (Steward schedules the work at your properties; your payroll service pays the crew)"
	case has(toks, "extend", "shorten") || !hasService && has(toks, "change", "move", "cancel", "delete") &&
		(has(toks, "checkout", "checkin", "stay", "reservation", "booking") || hasPhrase(toks, "check out") || hasPhrase(toks, "check in")):
		return "do that to a stay (I can add a stay, cancel it, or move its check-in or check-out)"
	case !hasService && has(toks, "delete", "cancel", "rename", "sell") && has(toks, "property", "listing", "address"):
		return "add, change or delete properties"
	case firesPro(toks) || has(toks, "deactivate", "dismiss") && !has(toks, "alarm", "smoke", "place", "flames"),
		has(toks, "remove", "delete", "cancel", "drop") && has(toks, "pros", "team", "roster", "contacts", "vendors") ||
			has(toks, "remove", "delete", "cancel", "drop") && hasPhrase(toks, "from my") && has(toks, "list", "account"):
		return "change or remove pros" // "remove nate from my pros"
	case has(toks, "update", "change", "edit", "fix") && (hasPhrase(toks, "phone number") || hasPhrase(toks, "email address") || has(toks, "number")) && !hasService:
		return "change pros' or guests' contact details (the web app or the API can)"
	case guestReview(toks):
		return "leave reviews on your booking site (Airbnb or VRBO takes those from you; Steward schedules the work at your properties)"
	case listingRate(toks) || listingPush(toks):
		return "change the nightly rates of your listings (your booking site sets those; Steward schedules the work at your properties)"
	case has(toks, "raise", "lower", "increase", "reduce", "discount", "change", "set") && has(toks, "price", "prices", "rate", "cost"):
		return "change prices from the chat (a job's price can be changed on its page in the web app)"
	case guestCount(toks) > 0 && has(toks, "now", "change", "update", "actually", "instead", "make", "changed") && !hasService:
		return "change a stay's number of guests (its page in the web app can)" // "the bakers are now 6 guests"
	case has(toks, "weather", "forecast", "temperature") &&
		// "drop the driveway job, forecast says 50 and sunny": the reason
		// for a change asked for, not a question about the weather.
		!has(toks, "cancel", "drop", "move", "push", "reschedule", "postpone", "scrap", "kill", "book", "schedule", "call"):
		return "tell the weather"
	case has(toks, "thermostat", "ac", "lights") && deviceControl(toks):
		return "control devices"
	case (has(toks, "flight", "flights", "hotel", "uber", "taxi") || travelCar(toks)) && has(toks, "book", "rent", "reserve", "need", "get", "find", "order", "call", "arrange"):
		return "book travel"
	case has(toks, "charter", "charters", "tour", "tours", "tickets", "restaurant", "dinner", "massage", "chef", "limo", "shuttle", "excursion") &&
		has(toks, "book", "get", "arrange", "reserve", "set", "find", "order"):
		return "book guests' trips, meals or outings (Steward books cleaning, maintenance, inspections and restocking)"
	case has(toks, "airbnb", "vrbo", "booking.com") && !has(toks, "guest", "guests", "reservation"):
		return "manage listings"
	}
	return ""
}

// travelCar reports whether toks speak of a car to hire ("book a car",
// "need a rental car"), not of someone's own ("the shahs cant get their car
// out": why the visit is needed).
func travelCar(toks []token) bool {
	for i, t := range toks {
		if t.s == "car" && (i == 0 || !slices.Contains([]string{"their", "his", "her", "my", "our", "your", "the", "guests", "guest's", "guests'"}, toks[i-1].s)) {
			return true
		}
	}
	return false
}

// noteNoTextRe is a note asked for on a job with nothing to put in it:
// "add a note to saturday's restock at the sandpiper", "add it to the
// notes for …", "put a note on the …".
var noteNoTextRe = mustCompile(`(?i)^(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:add|put|leave|stick|write|pop)\s+(?:(?:a|the)\s+(?:note|comment)|(?:it|this|that)\s+(?:to|in|on|into)\s+the\s+notes?)\s+(?:to|on|for|in|of|into)\s+([^.?!:;,]+?)(?:\s+(?:pls|please))?[\s.?!]*$`)

// noteWithoutText reports whether raw, all the message said, asks for a
// note on a job and gives no words for it.
func (s *session) noteWithoutText(raw string) bool {
	m := noteNoTextRe.FindStringSubmatch(strings.TrimSpace(raw))
	if m == nil || !slices.Equal(words(raw), words(s.whole)) {
		return false
	}
	t := tokenize(m[1])
	return definiteService(t) || has(t, "job", "visit", "appointment")
}

// noteOf reads a note to add to a job: "add a note to the cabin cleaning:
// bring firewood", "for the plumber visit add note: the shutoff is under
// the sink". The note is the text after the colon, or after "note that".
// noteRightAfterRe is "note" then the note itself, with no job between:
// not "to/on/for/about …", nor a colon or a quote (read before).
var noteRightAfterRe = mustCompile(`^notes? (?:saying |that says )?((?:the|they|she|he|we|guests?|theres|there's|there|pls|please|bring|check|use|dont|don't|no|key|code|gate|dog|baby|kids|extra)\b.*)$`)

// noteOnlyJobRe is "note to the <job>" and nothing else but a day.
var noteOnlyJobRe = mustCompile(`^notes? (?:to|on|for|in) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance)(?: (?:on |for )?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|today)[a-z]*)?$`)

// noteToJobToRe is "note to the <job> to <what to do>".
var noteToJobToRe = mustCompile(`^notes? (?:to|on|for|in) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance|one)(?: [a-z0-9' ]*?)? to ((?:check|bring|make|look|call|use|leave|take|grab|replace|clean|restock|remove|empty|lock|text|knock|wipe|vacuum|mop|change|swap|add|put|ask|tell|skip|avoid|be|do|get|not|fix|test|water|feed|count|refill|reset|turn|open|close|set|keep)\b.*)$`)

// noteToDoRe is "note to <what to do>", the job named elsewhere ("ski
// condo restock tmrw -> 4pm and also add a note to grab the good coffee
// pods"): the verbs of noteToJobToRe, right after "note to".
var noteToDoRe = mustCompile(`^notes? to ((?:check|bring|make|look|call|use|leave|take|grab|replace|clean|restock|remove|empty|lock|text|knock|wipe|vacuum|mop|change|swap|ask|tell|skip|avoid|be|get|fix|test|water|feed|count|refill|reset|turn|open|close|pick|buy|remember|stock)\b.*)$`)

// noteToJobCommaRe is a note said after its job and a comma: "add a note
// to the furnace job at 1207 third avenue, the furnace closet key is on
// the hook" (a dictated message's "comma").
var noteToJobCommaRe = mustCompile(`^notes? (?:to|on|for) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance|one)(?: [a-z0-9' ]*?)?, ([a-z].*)$`)

// noteToJobThereRe is "note to <the job> [<its day>] there <the note>": the
// job at the place said before, the note right after "there".
var noteToJobThereRe = mustCompile(`^notes? (?:to|on|for) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance|appt|appointment)(?: (?:on |for )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today)[a-z]*)? (?:over )?there ([a-z0-9].*)$`)

// noteToJobDayRe is "note to <the job> [at <place>] <its day> <the note>":
// the job named by its service and day, the note said right after the
// day with no colon ("add a note to lindas inspection at lilac cottage
// monday check the porch roof").
var noteToJobDayRe = mustCompile(`^notes? (?:to|on|for) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance)(?: (?:at|in|for) [a-z0-9' ]+?)? (?:on |for )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today)[a-z]* ([a-z].*)$`)

// noteToProJobRe is "note to <pro>'s <service> <the note>": the pro's job
// of that service named by the possessive alone, the note said right
// after it with no colon ("add note to ingrids clean firewood box is
// empty"). Words that go on naming the job (a place, a day, "there")
// are read by the patterns before.
var noteToProJobRe = mustCompile(`^notes? (?:to|on|for) [a-z]+(?:'s|’s|s) (?:[a-z]+ ){0,2}?(?:turnover|clean|cleaning|job|restock|restocking|inspection|repair|visit|maintenance|appt|appointment) ([a-z].*)$`)

// noteAskingRe is "note asking/telling him to <what to do>", the job
// named elsewhere.
var noteAskingRe = mustCompile(`^notes? (?:for (?:him|her|them) )?(?:asking|telling|reminding|for) (?:him|her|them) to (.+)$`)

// addThatRe is a trailing ask to put the words before it in the notes:
// "…, pls add that for whoever goes", "- can you note that".
var addThatRe = mustCompile(`(?i)[,;.]?\s*(?:(?:pls|please|can you|could you)\s+)?(?:add|put|note|include|pass)\s+(?:that|this|it)\b.*$`)

// noteAsideRe is an aside before a job's notes: "fyi", "btw", "heads up",
// "please two notes:" (the notes announced, each for the job said next),
// "and" (the second of them).
var noteAsideRe = mustCompile(`(?i)^(?:(?:fyi|btw|heads\s+up|quick\s+note|also|oh\s+and|and)\b|(?:(?:pls|please|kindly)\s+)?(?:(?:a|one|two|three|some|the\s+following)\s+)?notes?\s*:)[\s,:;.-]*`)

// jobFirstNote is the note of "for dale's gutter job at ohayo - extension
// ladder is in the garage": a job named after "for", "re" or "about",
// then a dash or colon, then facts for the pro (no request, no time).
// "add to the boat lift job at kimberling: the remote's in the kitchen
// drawer" is the same, the job named after "add to" (what is added to a
// job is its notes).
func jobFirstNote(raw string) string {
	// "fyi for the sauna job at muskie: …": the aside first, then the
	// job.
	raw = noteAsideRe.ReplaceAllString(strings.TrimSpace(raw), "")
	for _, p := range []string{"please ", "pls ", "kindly "} {
		if len(raw) > len(p) && strings.EqualFold(raw[:len(p)], p) {
			raw = raw[len(p):] // "Please write to the job for the wall: …"
		}
	}
	lower := strings.ToLower(strings.TrimSpace(raw))
	opener := ""
	for _, o := range []string{"for ", "a note for ", "one note for ", "re: ", "re ", "about ", "regarding ", "add to ", "add this to ", "append to ", "write to ", "write on ", "write in ", "write into "} {
		if strings.HasPrefix(lower, o) {
			opener = o
			break
		}
	}
	if opener == "" {
		return jobThenAddNote(raw)
	}
	for _, sep := range []string{" - ", " – ", " — ", " -- ", ": "} {
		// (After the opener: "re: " holds ": " itself.)
		k := strings.Index(lower[len(opener):], sep)
		if k < 0 || len(lower) != len(raw) {
			continue
		}
		k += len(opener)
		head, rest := tokenize(lower[len(opener):k]), strings.TrimSpace(raw[k+len(sep):])
		// "…, pls add that for whoever goes": the ask to note it, not
		// the note.
		rest = strings.TrimSpace(addThatRe.ReplaceAllString(rest, ""))
		_, _, svc := serviceOf(head)
		if !svc && !has(head, "job", "visit", "appointment", "check", "checkup", "walkthrough") || len(head) > 8 && (opener != "add to " && !strings.HasPrefix(opener, "write ") || len(head) > 12) {
			return "" // ("add to the job for nora at windward on the 11th: …" names it at length)
		}
		rt := tokenize(rest)
		if len(rt) < 3 {
			return ""
		}
		if adding := opener == "add to " || opener == "add this to " || opener == "append to " || strings.HasPrefix(opener, "write "); adding {
			// "add to Deja's alarm check on the 9th: the battery was
			// swapped on Sunday, make sure it chirps": what is added is
			// the pro's to read, its days and asks included; only a
			// change of the job in so many words is not a note.
			if asksJobChange(rt) {
				return ""
			}
		} else if asksAChange(tokenize(proInstructionRe.ReplaceAllString(rest, ""))) {
			return ""
		}
		return rest
	}
	return ""
}

// asksJobChange reports whether words said as a job's notes ask, in so
// many words, for a change of the job itself ("… and move it to 3", "also
// a restock") rather than telling the pro something.
func asksJobChange(rt []token) bool {
	if len(rt) > 1 && (rt[0].s == "a" || rt[0].s == "an" || rt[0].s == "another" || rt[0].s == "also" || rt[0].s == "plus") {
		if _, _, svc := serviceOf(rt[1:2]); svc {
			return true
		}
	}
	return has(rt, "move", "push", "cancel", "book", "schedule", "reschedule", "reassign", "assign", "postpone", "prepone")
}

// proInstructionRe is what the pro is asked to do at the end of a note
// ("…, please change all bed linen", "…, pls vacuum extra"): part of the
// note, not a change of the job (a verb of scheduling still is one).
var proInstructionRe = mustCompile(`(?i)[,;.]\s*(?:please|pls|plz)\s+(?:(?:change|replace|bring|vacuum|check|clean|wash|use|leave|take|put|empty|refill|wipe|mop|remove|look|make\s+sure)\b)[^.;!?]*[.!]?\s*$`)

// jobThenAddRe is a job named first, then "add:" and the words to add:
// "boise disposal job fri - pls add: hex key for the reset is in the
// drawer".
var jobThenAddRe = mustCompile(`(?i)^(.{3,80}?)\s*(?:-|–|—|--|:)\s*(?:(?:pls|please|can you|could you)\s+)?(?:add|include|append)(?:\s+(?:this|these|that))?(?:\s+to\s+(?:it|the\s+job|the\s+notes))?\s*:\s*(.+)$`)

// jobThenAddNote is the note of jobThenAddRe, when the words before name
// a job (a service, or "job"/"visit") and the words added ask no change.
func jobThenAddNote(raw string) string {
	m := jobThenAddRe.FindStringSubmatch(strings.TrimSpace(raw))
	if m == nil {
		return ""
	}
	head := tokenize(m[1])
	if _, _, svc := serviceOf(head); !svc && !has(head, "job", "visit", "appointment") || len(head) > 8 {
		return ""
	}
	rest := strings.TrimSpace(m[2])
	if rt := tokenize(rest); len(rt) < 3 || asksAChange(rt) {
		return ""
	}
	return rest
}

// asksAChange reports whether the words said as a note ask for a change
// the engine makes itself: a time or day ("… move it to 3", "tess will be
// late on saturday"), a verb of change, a deep clean ("it should be a deep
// clean"), another job ("a restock right after"), a question. Such words
// are no note.
func asksAChange(rt []token) bool {
	return asksJobChange(rt) || len(readDates(rt, time.Time{}, time.UTC)) > 0 && !has(rt, "code") ||
		has(rt, "move", "push", "cancel", "book", "schedule", "reschedule", "make", "change", "pls", "please", "confirm", "assign", "deep") ||
		asksSomeone(rt) || isQuestion(rt)
}

// addThatToJobRe is the ask, said last, to add what the message said to
// a job: "… could you add that to his job", "pls put this on the visit".
var addThatToJobRe = mustCompile(`(?i)^(.*?)[\s.,;:!?-]*(?:(?:and|so|pls|plz|please|could|can|would|will|you|u|kindly|just)\s+)*(?:add|put)\s+(?:that|this|it|these|those)\s+(?:to|on|onto|in|into)\s+(?:the|his|her|their|[a-z]+'s|[a-z]+’s)\s+(?:[a-z]+\s+){0,2}?(?:job|visit|appointment|notes|work\s+order)(?:\s+(?:too|as\s+well|please|pls|thanks|thx))?[\s.!?]*$`)

// risingThing reports whether "coming up" in toks says where something
// rises ("there's water coming up through the mudroom floor", "sewage
// coming up from the shower drain"): a problem reported, never a question
// about what is coming up.
func risingThing(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].s == "coming" && toks[i+1].s == "up" && !toks[i+1].stop &&
			slices.Contains([]string{"through", "thru", "from", "out", "into", "under", "between", "around"}, toks[i+2].s) &&
			slices.ContainsFunc(toks[max(0, i-3):i], func(t token) bool { return risingStuff[t.s] }) {
			return true
		}
	}
	return false
}

// risingStuff is what comes up through a floor or a drain: "water coming
// up through …" (never "the guests are coming up from atlanta").
var risingStuff = map[string]bool{"water": true, "sewage": true, "sewer": true, "smoke": true, "mud": true, "gas": true,
	"fumes": true, "steam": true, "bubbles": true, "roots": true, "ants": true, "bugs": true, "sand": true, "muck": true, "waste": true}

// noteHeading reports whether toks open with "note" (after an opener
// such as "ok") and the note follows a colon: "NOTE for her: Delaneys say
// the outdoor shower drain is slow, pls check + report back", "ok. note
// on the SBH clean: the guests say …". The heading asks for a note in so
// many words, so what the note reports is for the pro to read, never a
// problem to book a visit for.
func noteHeading(toks []token, raw string) bool {
	toks = afterAck(toks)
	return len(toks) > 1 && (toks[0].s == "note" || toks[0].s == "notes") && strings.Contains(raw, ":")
}

// afterAck returns toks without the openers and thanks they start with:
// "ok. NOTE for her: …", "thanks. note: …".
func afterAck(toks []token) []token {
	for len(toks) > 0 && (openers[toks[0].s] || thanksWords[toks[0].s]) {
		toks = toks[1:]
	}
	return toks
}

func noteOf(toks []token, raw string) string {
	// "note for the villa clean: extra towels in the closet": a note
	// said first, before its colon, needs no verb.
	lead := afterAck(toks)
	for len(lead) > 1 && slices.Contains([]string{"also", "and", "plus", "a", "another", "quick"}, lead[0].s) {
		lead = lead[1:] // ("also a note on the sat clean there: they have a baby")
	}
	noteFirst := len(lead) > 0 && (lead[0].s == "note" || lead[0].s == "notes") &&
		(strings.Contains(raw, ":") || strings.Contains(raw, " - ") || strings.Contains(raw, " – ") || strings.Contains(raw, " — "))
	if n := jobFirstNote(raw); n != "" {
		return n
	}
	if n := putOnJobNote(raw); n != "" {
		return n // "put on the big house job that the disposal is humming"
	}
	if m := addThatToJobRe.FindStringSubmatch(raw); m != nil && len(strings.Fields(m[1])) >= 3 {
		// "ole says … he can look at the jets too, two of them are
		// barely bubbling. could you add that to his job": what was said
		// before, a note for that job.
		return strings.TrimSpace(m[1])
	}
	if n := jotDown(raw); n != "" {
		return n
	}
	verb := noteVerb(toks)
	adds := has(toks, "add", "put", "leave", "append", "include", "write") || popNote(toks) // ("write it in the notes that …")
	if !has(toks, "note", "notes") || !adds && !noteFirst && verb < 0 {
		return ""
	}
	n := noteText(toks, raw, verb)
	if !adds && !noteFirst && asksAChange(tokenize(n)) {
		// "… pls note <words>": a note only when the words are one
		// ("pls note it should be a deep clean" makes it a deep clean).
		return ""
	}
	return n
}

// popNote reports whether toks ask for a note with a verb of everyday
// speech instead of "add": "pop a note on it", "stick a quick note on the
// job", "slap a note on it", "pencil in a note".
func popNote(toks []token) bool {
	for i, t := range toks {
		if !slices.Contains([]string{"pop", "stick", "slap", "pencil", "scribble"}, t.s) {
			continue
		}
		for _, u := range toks[i+1 : min(len(toks), i+5)] {
			if u.s == "note" || u.s == "notes" {
				return true
			}
		}
	}
	return false
}

// jotDownRe is a note asked for as "jot down (that) …", "note down that
// …", "pop it in the notes that …" is not (the thing said first).
var jotDownRe = mustCompile(`(?i)\b(?:jot|note|scribble|pencil)\s+down\s+(?:that\s+)?(.+)$`)

// jotDown is the note of "(could you) jot down that the doorman needs his
// name": the words after it, when they are a note and ask no change; ""
// otherwise.
func jotDown(raw string) string {
	m := jotDownRe.FindStringSubmatch(raw)
	if m == nil {
		return ""
	}
	n := strings.TrimSpace(m[1])
	if rt := tokenize(n); len(rt) < 3 || asksAChange(rt) {
		return ""
	}
	return n
}

// noteText is the text of the note noteOf found asked for, verb where
// "note" is said as the verb (-1 when it is not).
func noteText(toks []token, raw string, verb int) string {
	lower := strings.ToLower(raw)
	k := strings.Index(lower, "note")
	if q := quoted(raw[k:]); q != "" {
		return q // "add a note to the pine ridge clean fri 'holts have a dog, lint roll the couch'"
	}
	if c := strings.Index(lower[k:], ":"); c >= 0 {
		return strings.TrimSpace(raw[k+c+1:])
	}
	if t := strings.Index(lower[k:], " that "); t >= 0 {
		// ("could you pop a note on it that the doorman needs his name?":
		// the host's question mark, not the note's.)
		n := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(raw[k+t+len(" that "):]), "?"))
		if rest, ok := afterThatDay(n); !ok {
			return n
		} else if rest != "" {
			return rest // "… to mrs. whitaker's restocking that same day asking her to bring water"
		}
	}
	// "the garzas are bringing the dog, add a note to the ranch turnover
	// sun": the note said first, the job after "add a note to".
	if noteOnlyJobRe.MatchString(strings.TrimRight(lower[k:], ".!?")) {
		for _, v := range []string{"add a note", "add note", "put a note", "leave a note", "add a comment"} {
			if i := strings.Index(lower, v); i > 0 && i < k+1 {
				if prefix := strings.TrimRight(strings.TrimSpace(raw[:i]), ",.;:-– "); prefix != "" {
					return prefix
				}
			}
		}
	}
	// "add a note the okonkwos have a baby": the note said right after
	// "add a note", its job named elsewhere (the part before).
	if m := noteRightAfterRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		return strings.TrimSpace(raw[k+m[2]:])
	}
	// "… and also add a note to grab the good coffee pods": what the pro
	// should do, the job named before.
	if m := noteToDoRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		return strings.TrimSpace(raw[k+m[2]:])
	}
	// "add a note to the turnover to check for damage": the job, then
	// what the pro should do.
	if m := noteToJobToRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		return strings.TrimSpace(raw[k+m[2]:])
	}
	if n := noteToJobToMore(lower[k:], raw[k:]); n != "" {
		return n // "… to the turnover sunday to haul the trash to the dump" (notetext.go)
	}
	// "add a note to the AC job at casa - theres a dog in the yard",
	// "… saying the gate sticks": the job, then the note.
	for _, sep := range []string{" - ", " – ", " — ", " -- ", " saying ", " says "} {
		if t := strings.Index(lower[k:], sep); t >= 0 {
			return strings.TrimSpace(raw[k+t+len(sep):])
		}
	}
	// "add a note to the furnace job at 1207 third avenue, the key is on
	// the hook": the job, a comma, then the note (words that ask for a
	// change of their own are none).
	if m := noteToJobCommaRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		if n := strings.TrimSpace(raw[k+m[2]:]); len(tokenize(n)) >= 3 && !asksAChange(tokenize(n)) {
			return strings.TrimRight(n, ".!")
		}
	}
	// "add a note to lindas inspection at lilac cottage monday check the
	// porch roof": the job and its day, then the note (words that ask
	// for a change of their own are none).
	if m := noteToJobDayRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		if n := strings.TrimSpace(raw[k+m[2]:]); len(tokenize(n)) >= 3 && !asksAChange(tokenize(n)) {
			return n
		}
	}
	// "add note to ingrids clean there firewood box needs filling": the
	// job at the place said before ("there"), then the note.
	if m := noteToJobThereRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		if n := strings.TrimSpace(raw[k+m[2]:]); len(tokenize(n)) >= 3 && !asksAChange(tokenize(n)) {
			return n
		}
	}
	// "add note to ingrids clean firewood box is empty": the pro's job,
	// then the note (not when the words go on naming the job: "… at the
	// cabin", "… on friday", "… there").
	if m := noteToProJobRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		n := strings.TrimSpace(raw[k+m[2]:])
		if nt := tokenize(n); len(nt) >= 3 && !asksAChange(nt) &&
			!slices.Contains([]string{"at", "in", "on", "for", "there", "tomorrow", "tmrw", "today", "this", "next"}, nt[0].s) {
			return n
		}
	}
	// "add a note asking him to leave a card by the stove": what the pro
	// is asked to do (the pro is the job's).
	if m := noteAskingRe.FindStringSubmatchIndex(lower[k:]); m != nil {
		return strings.TrimSpace(raw[k+m[2]:])
	}
	// "for rosa's skyline clean mon pls note castillos have a dog": "note"
	// said as the verb, the job named before it, the note all after it.
	if verb >= 0 && verb+1 < len(toks) && !slices.Contains([]string{"to", "on", "for", "in", "about", "down"}, toks[verb+1].s) {
		if n := strings.TrimSpace(raw[k+len("note"):]); n != "" && !has(toks[verb+1:], "note", "notes") {
			return n
		}
	}
	return ""
}

// afterThatDay reads words after "that" that open with a day said as
// "that same day", "that morning" (the day of the job before, not the
// note's "that"): the note after them, without "asking her to", and
// true; false when n opens with none.
func afterThatDay(n string) (string, bool) {
	lower := strings.ToLower(n)
	for _, d := range []string{"same day", "same morning", "same afternoon", "same evening", "day", "morning", "afternoon", "evening"} {
		if lower == d || strings.HasPrefix(lower, d+" ") || strings.HasPrefix(lower, d+",") {
			rest := strings.TrimLeft(n[len(d):], " ,;:-–—")
			if m := askingToRe.FindStringIndex(strings.ToLower(rest)); m != nil {
				rest = rest[m[1]:]
			}
			return strings.TrimRight(strings.TrimSpace(rest), ".!"), true
		}
	}
	return "", false
}

// askingToRe is what opens a note said as a request to the pro: "asking
// her to", "telling him to", "for them to".
var askingToRe = mustCompile(`^(?:(?:and )?(?:asking|telling|ask|tell|for) (?:her|him|them) to|to) `)

// noteVerb returns where "note" is said as the verb, asking for a note
// on a job ("… pls note the castillos have a dog", "can you note that
// the gate sticks"), -1 when it is not: a noun ("the note on the
// fridge"), or a word of its own ("note for the villa clean: …", read
// by noteOf's colon).
func noteVerb(toks []token) int {
	for i, t := range toks {
		if t.s != "note" {
			continue
		}
		if i == 0 || toks[i-1].s == "add" {
			// "note 16x25 filters in hall closet", "chimney appt add note
			// stove glass is cracked": "note" opening the words, or
			// added, then the note itself (not "note to the …", "note:
			// …", nor "note that …", read otherwise).
			if i+2 < len(toks) && !t.stop && !slices.Contains([]string{"to", "on", "for", "in", "about", "down", "that", "the", "this", "of"}, toks[i+1].s) {
				return i
			}
			continue
		}
		switch p := toks[i-1].s; {
		case p == "pls" || p == "please" || p == "plz" || p == "kindly" || p == "also" || p == "just":
			return i
		case p == "you" && i >= 2 && slices.Contains([]string{"can", "could", "would", "will", "pls", "please"}, toks[i-2].s):
			return i
		}
	}
	return -1
}

// unassigning reports whether the words take a job's pro off it:
// "unassign the cabin clean", "take Tess off the elm clean", "remove Joe
// from the loft job". The forms with "off"/"from" need a pro named, so
// "take the clean off the calendar" is not one.
func unassigning(toks []token, namesPro bool) bool {
	// The words as typed: normalizeVerbs reads "remove" as "cancel".
	typed := make([]token, len(toks))
	for i, t := range toks {
		typed[i] = token{s: strings.ToLower(strings.Trim(t.raw, ",.;:!?'\""))}
	}
	// "nora can skip sherman, take it off": the job taken off the
	// schedule, not its pro off the job.
	itOff := false
	for i := 0; i+2 < len(typed); i++ {
		if slices.Contains([]string{"take", "pull", "kick"}, typed[i].s) && slices.Contains([]string{"it", "that", "this"}, typed[i+1].s) && typed[i+2].s == "off" {
			itOff = true
		}
	}
	// "take her off the cleaning", "remove him from this cleaning": the
	// pro said by a pronoun (the pro the message or conversation named).
	pronounOff := false
	for i := 0; i+2 < len(typed); i++ {
		if slices.Contains([]string{"take", "pull", "remove"}, typed[i].s) && slices.Contains([]string{"him", "her"}, typed[i+1].s) &&
			(typed[i+2].s == "off" || typed[i].s == "remove" && typed[i+2].s == "from") {
			pronounOff = true
		}
	}
	return has(typed, "unassign") || pronounOff ||
		namesPro && (has(typed, "take", "pull", "remove", "kick", "drop") && has(typed, "off") && !itOff && !bringsSuppliesAny(typed) || has(typed, "remove") && has(typed, "from"))
}

// namesPro reports whether toks name one of the account's pros (read
// before readPeople marks them).
func (s *session) namesPro(toks []token) bool {
	names := make([]string, len(s.pros))
	for i, p := range s.pros {
		names[i] = p.Name
	}
	return len(matchPeople(toks, names)) > 0 || len(s.proByShortName(toks)) > 0 || // ("take kev off …" for Kevin)
		len(s.proByInitials(toks)) > 0 // ("DK to RINO …" for Dave Kowalski)
}

// notClock reports "not 10", "not at 10am": the time a job had, in a
// correction ("at 3 not 10").
// shouldBeAt reports whether the words say a job "should be at 2" (a time:
// an edit; "should be tuesday" is asked about, a new visit being possible).
func shouldBeAt(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		// "the cherry clean on the 9th can be 12:00": a job named as one
		// that exists, and the time it may now have, said as leave.
		// "sam r's orchard turnovr should start at 13:00 then": the job's
		// new start, said with "should start/begin".
		starts := toks[i].s == "should" && (toks[i+1].s == "start" || toks[i+1].s == "begin") && toks[i+2].s == "at"
		if toks[i].s != "should" && toks[i].s != "can" && toks[i].s != "could" || toks[i+1].s != "be" && !starts {
			continue
		}
		k := i + 2
		if toks[k].s == "at" && k+1 < len(toks) {
			k++
		}
		if c := toks[k].s; c == "noon" || len(c) > 0 && c[0] >= '0' && c[0] <= '9' {
			return true
		}
	}
	return false
}

// placeServiceSubject reports whether the words open with a property's
// name and then a service said as a noun ("cherry cottage clean on the 9th
// …", "boise disposal job fri …"): a job that exists is the clause's
// subject, not work asked for.
func placeServiceSubject(toks []token) bool {
	i := 0
	for i < len(toks) && toks[i].used {
		i++
	}
	if i == 0 || i >= len(toks) || has(toks, "book", "schedule", "add", "arrange", "another", "new", "extra", "second", "need", "needs") {
		return false
	}
	_, _, ok := serviceOf(toks[i : i+1])
	return ok && !strings.HasSuffix(toks[i].s, "ed")
}

// clockWord reports an hour said in words, "one" to "twelve".
func clockWord(w string) bool {
	n := numberWords[w]
	return n >= 1 && n <= 12 && w != "couple" && w != "few"
}

func notClock(toks []token) bool {
	for i, t := range toks {
		// "at 3 not 10"; "be 9:30 rather than 10" says the same.
		if t.s != "not" && !(t.s == "than" && i > 0 && toks[i-1].s == "rather") {
			continue
		}
		k := i + 1
		if k < len(toks) && toks[k].s == "at" {
			k++
		}
		if k < len(toks) && len(toks[k].s) > 0 && (toks[k].s[0] >= '0' && toks[k].s[0] <= '9' || toks[k].s == "noon" || toks[k].s == "midday") {
			return true // "at 3 not 10", "1pm not noon"
		}
		if t.s == "than" && k < len(toks) && clockWord(toks[k].s) && (k+1 == len(toks) || !countNouns[toks[k+1].s]) {
			return true // "at nine o'clock rather than ten"
		}
	}
	return false
}

// isOwnerBlock reports whether a message blocks dates for the owner's own
// use: "block the condo march 25-27 for personal use", "owner stay at the
// cabin 4/10-4/12". It is a stay (the property is occupied, jobs during it
// are refused like any other) under the name "Owner block".
//
// "blocked" said as a thing's state ("the toilet is blocked", "drain's
// all blocked") is a problem, never a block of dates: "… is blocked, the
// cleaning lady told me" books no owner stay.
func isOwnerBlock(toks []token) bool {
	blocks := has(toks, "block", "blocking", "hold") || has(toks, "blocked") && !blockedState(toks)
	return blocks && has(toks, "personal", "owner", "owners", "myself", "me", "us", "family", "friends", "own") ||
		hasPhrase(toks, "owner stay") || hasPhrase(toks, "owners stay") || hasPhrase(toks, "owner's stay")
}

// blockedState reports whether every "blocked" of toks is a thing's
// state, after a form of "be" or "got" ("the toilet is blocked", "the
// drain's completely blocked").
func blockedState(toks []token) bool {
	for i, t := range toks {
		if t.s != "blocked" {
			continue
		}
		k := i - 1
		for k >= 0 && slices.Contains([]string{"all", "completely", "totally", "fully", "still", "really", "partly", "partially", "again", "now"}, toks[k].s) {
			k--
		}
		if k < 0 || !slices.Contains([]string{"is", "are", "was", "were", "got", "gets", "be", "been", "being", "s", "seems", "looks", "toilets", "toilet", "drain", "drains", "sink", "pipe", "pipes"}, toks[k].s) {
			return false
		}
	}
	return true
}

// instructionRe reads an instruction for a pro: "tell priya to bring a
// ladder", "ask dana to check the hot tub", "let joe know the gate code
// is 1234", "remind sam to bring filters".
var instructionRe = mustCompile(`(?i)\b(?:tell|ask|remind)\s+(\w+(?:\s+\w+)?)\s+to\s+(.+)$|\blet\s+(\w+(?:\s+\w+)?)\s+know\s+(?:that\s+)?(.+)$|\bhave\s+(\w+(?:\s+\w+)?)\s+((?:bring|grab)\s+.+)$|\b(?:tell|remind)\s+(him|her|them)\s+(?:that\s+)?(.+)$|\b(?:tell|remind)\s+(\w+)\s+(?:that\s+)?((?:the|there|their|its|it's|he|she|they|we|our|my|your)\s.+)$`)

// tellStatementRe is a fact to pass on to the pro just discussed: "tell
// him the side gate code is 4471", "tell her fiona said the kettle died"
// (someone's words, passed on) — not "tell him to come at 3", a change.
var tellStatementRe = mustCompile(`(?i)\b(?:(?:tell|remind)\s+(?:him|her|them)|let\s+(?:him|her|them)\s+know)\s+(?:that\s+)?(?:(?:the|there|their|its|it's|he|she|they|we|our|my|your)\b|\w+\s+(?:said|says|asked|mentioned|noticed|reported|told\s+me|wants|needs)\b)`)

// instructionNote returns the instruction a message gives someone and who
// it is for ("priya"); "" when it gives none. The caller checks that who
// is a pro ("remind me to call joe" is not an instruction for Joe).
func instructionNote(raw string) (note, who string) {
	m := instructionRe.FindStringSubmatch(strings.TrimSpace(raw))
	if m == nil {
		return "", ""
	}
	who, note = m[1], m[2]
	if note == "" {
		who, note = m[3], m[4]
	}
	if note == "" {
		who, note = m[5], m[6] // "have bo bring a spare remote"
	}
	if note == "" {
		who, note = m[7], m[8] // "tell him the side gate code is 4471"
	}
	if note == "" {
		who, note = m[9], m[10] // "tell gwen the abernathys went thru all the firewood"
	}
	return strings.TrimRight(strings.TrimSpace(note), ".!"), who
}

// openers start a message without being part of what it asks.
var openers = map[string]bool{"hey": true, "hi": true, "hello": true, "ok": true, "okay": true, "so": true, "um": true, "uh": true,
	"yo": true, "btw": true, "quick": true, "question": true, "also": true, "and": true, "oh": true, "hmm": true,
	"q": true, "qq": true, "well": true, "alright": true, "like": true, "wait": true}

// isStayEvent reports whether words name a stay's arrival or departure.
func isStayEvent(toks []token) bool {
	return has(toks, "arrive", "arrives", "arriving", "arrival", "leave", "leaves", "leaving", "depart", "departure", "checkout", "checkin") ||
		hasPhrase(toks, "check out") || hasPhrase(toks, "check in") || hasPhrase(toks, "checks out") || hasPhrase(toks, "checks in") ||
		hasPhrase(toks, "checking out") || hasPhrase(toks, "checking in")
}

// cleanedThing reports whether toks begin with a thing maintenance
// cleans: "the hot tub", "out the gutters", "the pool".
func cleanedThing(toks []token) bool {
	k := 0
	for k < len(toks) && (toks[k].s == "the" || toks[k].s == "out" || toks[k].s == "a" || toks[k].s == "up") {
		k++
	}
	if k >= len(toks) || toks[k].used {
		return false
	}
	w := toks[k].s
	return repairThings[w] && !(k+1 < len(toks) && !toks[k+1].stop && (toks[k+1].s == "area" || toks[k+1].s == "house" || toks[k+1].s == "room")) ||
		w == "spa" || w == "jacuzzi" || w == "hottub" || w == "hot" && k+1 < len(toks) && toks[k+1].s == "tub"
}

// countsPeople reports whether toks count a party: a number right before
// a word for people ("3 guests", "four adults").
func countsPeople(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		_, word := numberWords[toks[i].s]
		if (word || isDigits(toks[i].s)) && toks[i].s != "a" && toks[i].s != "an" && slices.Contains(peopleWords, toks[i+1].s) {
			return true
		}
	}
	return false
}

// repairThings are cleaned by maintenance, not by a cleaner: "the gutter
// cleaning", "a chimney clean", "dryer vent cleaning".
var repairThings = map[string]bool{"gutter": true, "gutters": true, "chimney": true, "chimneys": true, "duct": true, "ducts": true,
	"vent": true, "vents": true, "septic": true, "furnace": true, "filter": true, "filters": true, "hood": true, "drain": true, "drains": true,
	"pool": true, "coil": true, "coils": true, "roof": true}

// withoutPhoneFix drops "over the phone", "on the phone", "by phone":
// how something was done ("rick fixed the gfci over the phone so cancel
// that"), not a call to make; and "call" as a noun, a visit booked ("scratch
// Dev's dishwasher call", "kill the service call at the loft").
func withoutPhoneFix(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if toks[i].s == "phone" && i > 0 && (toks[i-1].s == "by" || i > 1 && toks[i-1].s == "the" && (toks[i-2].s == "over" || toks[i-2].s == "on")) {
			continue
		}
		if toks[i].s == "call" && callAsVisit(toks, i) {
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// callAsVisit reports whether "call" at toks[i] is a noun naming a visit
// booked: after a determiner or a possessive ("the service call", "Dev's
// dishwasher call", "his repair call"), and not followed by whom to ring
// ("have the plumber call me").
func callAsVisit(toks []token, i int) bool {
	if i+1 < len(toks) && slices.Contains([]string{"me", "us", "him", "her", "them", "you", "back", "the", "my", "our", "to", "and", "tell", "ask", "about", "if"}, toks[i+1].s) {
		return false
	}
	det := func(t token) bool {
		return slices.Contains([]string{"the", "this", "that", "his", "her", "their", "our", "my", "service", "repair"}, t.s) ||
			strings.HasSuffix(t.raw, "'s") || strings.HasSuffix(t.raw, "’s")
	}
	if i > 0 && det(toks[i-1]) {
		return true
	}
	return i > 1 && det(toks[i-2]) && isLetters(toks[i-1].s) && !stopWords[toks[i-1].s] && !slices.Contains([]string{"to", "pls", "please", "can", "will", "should", "must", "then"}, toks[i-1].s)
}

// quoted returns the first text in quotes ("…", “…”, '…') of s, "" when
// there is none.
func quoted(s string) string {
	for _, q := range [][2]string{{"\"", "\""}, {"“", "”"}, {" '", "'"}} {
		i := strings.Index(s, q[0])
		if i < 0 {
			continue
		}
		rest := s[i+len(q[0]):]
		if j := strings.Index(rest, q[1]); j > 0 {
			return strings.TrimSpace(rest[:j])
		}
	}
	return ""
}

// saysAll reports whether "all" asks for every job ("cancel all the
// jobs at the loft"), not "it all melted".
func saysAll(toks []token) bool {
	for i, t := range toks {
		if t.used || t.s != "all" {
			continue
		}
		if i > 0 && slices.Contains([]string{"it", "its", "they", "we", "that", "this", "was", "is", "at", "after", "above", "not"}, toks[i-1].s) {
			continue
		}
		if i+1 < len(toks) && slices.Contains([]string{"week", "weekend", "day", "night", "month", "morning", "afternoon", "evening", "year", "season",
			"along", "good", "set", "fine", "done", "over", "clear"}, toks[i+1].s) {
			continue // "forecast says storms all week": how long, not every job
		}
		return true
	}
	return false
}

// anchored reports whether toks[i] names a job only as the time another is
// set by: "restock kona thurs 3pm after the turnover" books a restock.
func anchored(toks []token, i int) bool {
	if doneCondition(toks, i) {
		return true
	}
	// Back over the job's other words ("the", a property's, already
	// used) to "after", "before" or "done with": "after the turnover",
	// "once bobbie's done w/ the treehouse turnover".
	k, skipped := i-1, 0
	pivots := []string{"after", "before", "following", "done", "finished", "finishes", "finish", "as"}
	for k >= 0 && skipped < 5 && !slices.Contains(pivots, toks[k].s) && !toks[k].stop && !leaveWords[toks[k].s] && !arriveWords[toks[k].s] &&
		(toks[k].used || slices.Contains([]string{"the", "their", "its", "his", "her", "with", "w", "w/"}, toks[k].s)) {
		k, skipped = k-1, skipped+1
	}
	if k < 0 || skipped == 0 && toks[k].s != "done" && toks[k].s != "finished" {
		return false
	}
	switch toks[k].s {
	case "after", "before", "following":
		return true
	case "as":
		// "the same day as marisol's gulch turnover"
		return k > 0 && (toks[k-1].s == "day" || toks[k-1].s == "slot" || toks[k-1].s == "time")
	case "done", "finished", "finishes", "finish":
		return true // "once bobbie's done cleaning", "when she finishes the clean"
	case "busy", "swamped", "slammed":
		return true // "she's busy with the turnover": what keeps the pro, not a job asked about
	case "on", "up":
		// "she's running behind on the clean", "tied up on the restock",
		// "still working on the turnover": the work keeping the pro, the
		// reason of the request, not a job of its own.
		return k > 0 && slices.Contains([]string{"behind", "late", "stuck", "working", "tied", "held"}, toks[k-1].s)
	}
	return false
}

// doneCondition reports whether toks[i] is a service said done, as the
// condition of the request around it ("restock the Pelican Perch on
// Monday once it has been cleaned", "after the place is cleaned", "when
// it's been inspected"): the order of the work, never a second job asked
// for.
func doneCondition(toks []token, i int) bool {
	if !slices.Contains([]string{"cleaned", "restocked", "inspected", "turned"}, toks[i].s) {
		return false
	}
	k := i - 1
	for k >= 0 && k >= i-6 && !toks[k].stop && (toks[k].used ||
		slices.Contains([]string{"it", "it's", "its", "s", "has", "have", "had", "been", "is", "was", "the", "place", "house", "unit", "condo", "cabin", "over", "all", "fully"}, toks[k].s)) {
		k--
	}
	return k >= 0 && k < i-1 && slices.Contains([]string{"once", "after", "when", "until", "till", "til"}, toks[k].s)
}

// allAnchored reports whether every one of words in toks is anchored.
func allAnchored(toks []token, words ...string) bool {
	for i, t := range toks {
		if slices.Contains(words, t.s) && !anchored(toks, i) {
			return false
		}
	}
	return true
}

// amenityHeat reports whether the only essential a message names is the
// heat of a hot tub, pool or sauna ("the hot tub wont heat up"): a repair,
// not an emergency.
func amenityHeat(toks []token) bool {
	if !has(toks, "tub", "hottub", "jacuzzi", "spa", "pool", "sauna") {
		return false
	}
	for _, t := range toks {
		if slices.Contains(essentials, t.s) && !slices.Contains([]string{"heat", "heater", "heating", "hot", "warm"}, t.s) {
			return false
		}
	}
	return true
}

// noNeedTo reports whether toks say a pro need not do the work: "brynn
// doesnt need to restock silver lode thurs", "no need to clean the loft".
func noNeedTo(toks []token) bool {
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].s != "need" || !slices.Contains([]string{"doesnt", "doesn't", "dont", "don't", "no", "not", "wont", "won't"}, toks[i-1].s) {
			continue
		}
		to := i + 1
		if toks[to].s != "to" {
			// "no need for gilles to restock tide line tmrw", "dont need
			// her to clean": the one who need not, then the work.
			k := to
			if toks[k].s == "for" {
				k++
			}
			for end := min(len(toks), k+3); k < end && toks[k].s != "to" && !toks[k].stop; k++ {
			}
			if k >= len(toks) || toks[k].s != "to" || k == i+1 {
				continue
			}
			to = k
		}
		if to+1 < len(toks) && slices.Contains([]string{"clean", "restock", "inspect", "do", "fix", "check", "service", "mow", "plow", "stock", "turn", "go"}, toks[to+1].s) {
			return true
		}
	}
	return false
}

// listingRate reports whether toks are about what guests pay for a night
// ("raise the nightly rate at sugar pine to 650 on airbnb", "bump the rate
// for spring break weeks"), not a job's price.
func listingRate(toks []token) bool {
	if !has(toks, "rate", "rates", "price", "prices", "pricing") {
		return false
	}
	return has(toks, "nightly", "airbnb", "vrbo", "listing", "listings", "rent") || hasPhrase(toks, "per night") ||
		hasPhrase(toks, "a night") || hasPhrase(toks, "minimum stay") || has(toks, "weekend", "weekends", "season", "holiday") && has(toks, "rate", "rates")
}

// listingPush reports a change sent to a booking site's listing ("… and
// push it to the listing", "sync that to airbnb"): publishing, never a
// job moved, whatever its verb.
func listingPush(toks []token) bool {
	said := func(words ...string) bool { // (a word the reading of places or dates took is still said)
		return slices.ContainsFunc(toks, func(t token) bool { return slices.Contains(words, t.s) })
	}
	for i := 1; i < len(toks); i++ {
		if slices.Contains([]string{"listing", "listings", "airbnb", "vrbo"}, toks[i].s) &&
			(slices.Contains([]string{"to", "on"}, toks[i-1].s) || i >= 2 && toks[i-1].s == "the" && slices.Contains([]string{"to", "on"}, toks[i-2].s)) {
			return said("push", "publish", "post", "sync", "send", "update")
		}
	}
	return false
}

// saysAnother reports whether toks ask for one more job ("another",
// "new", "also a restock"); "also" that only joins the clause to the one
// before ("…. also can he start the clean there at 8 instead of 9") does
// not.
func saysAnother(toks []token) bool {
	for i, t := range toks {
		if !slices.Contains([]string{"another", "new", "second", "additional", "extra"}, t.s) {
			continue
		}
		if t.s == "another" && i >= 2 && (toks[i-1].s == "has" || toks[i-1].s == "got") && slices.Contains([]string{"he", "she", "they", "he's", "she's"}, toks[i-2].s) {
			continue // "He has another job in Nelsonville after": why, not a second job
		}
		if t.s == "another" && i >= 2 && (toks[i-1].s == "has" || toks[i-1].s == "got") && i+1 < len(toks) &&
			slices.Contains([]string{"job", "booking", "appointment", "gig"}, toks[i+1].s) {
			continue // "kyle has another job first thing tuesday so …": the pro's reason, not a second job
		}
		return true
	}
	for i, t := range toks {
		if t.s == "also" && i > 0 {
			return true
		}
	}
	return false
}

// movesLaterOrEarlier reports whether "later" or "earlier" in toks moves
// something ("an hour later", "can it be earlier"), not when something
// else happens ("owners friends are using it later in the week").
func movesLaterOrEarlier(toks []token) bool {
	for i, t := range toks {
		if t.s != "later" && t.s != "earlier" {
			continue
		}
		if i+1 < len(toks) && slices.Contains([]string{"in", "this", "that", "on", "today", "tonight", "tomorrow", "tmrw", "next"}, toks[i+1].s) {
			continue
		}
		return true
	}
	return false
}

// asksSomeone reports whether toks ask someone to do something: "can you",
// "could he" (not "the coffee can on the workbench").
func asksSomeone(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if (toks[i].s == "can" || toks[i].s == "could") && slices.Contains([]string{"you", "u", "someone", "somebody", "he", "she", "they", "we", "i", "anyone"}, toks[i+1].s) {
			return true
		}
	}
	return false
}

// reasonVerbs open the request that follows a reason and "so".
var reasonVerbs = map[string]bool{"cancel": true, "kill": true, "scrap": true, "drop": true, "nix": true, "skip": true, "axe": true,
	"book": true, "schedule": true, "move": true, "push": true, "reschedule": true, "bump": true}

// afterReason is the request of "<what someone else does> so <verb> …":
// the words after "so" when they open with a verb of a change ("…, so
// cancel the restock") and the words before have a subject of their own
// (the guests, a pro: "kowalczyks are doing their own grocery order"),
// never the host asking. Nil otherwise.
func afterReason(toks []token) []token {
	for i, t := range toks {
		if t.s != "so" || i < 2 || i+2 >= len(toks) {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j].s == "pls" || toks[j].s == "please" || toks[j].s == "just" || toks[j].s == "lets" || toks[j].s == "let's") {
			j++
		}
		if j >= len(toks) || !reasonVerbs[toks[j].s] {
			return nil
		}
		if !has(toks[:i], "is", "are", "was", "were", "they're", "theyre", "he's", "she's", "hes", "shes", "has", "have", "said", "says") ||
			has(toks[:i], "i", "i'm", "im", "we", "we're", "pls", "please", "can", "could") {
			return nil
		}
		return toks[j:]
	}
	return nil
}

// politeFix reports whether the "fix" at toks[i] only asks for a change
// to be made, at the end of the message with a "please" and no thing to
// repair: "fix pls", "pls fix", "fix please thx".
func politeFix(toks []token, i int) bool {
	polite := func(w string) bool {
		return slices.Contains([]string{"pls", "please", "plz", "thx", "thanks", "ty"}, w)
	}
	said := i > 0 && polite(toks[i-1].s)
	for _, t := range toks[i+1:] {
		if !polite(t.s) {
			return false
		}
		said = true
	}
	return said
}

// wishToFixIt reports whether toks[i], "fix", is the host's own wish to
// sort something out, said with no thing to repair: "I want to fix before
// the weekend", "we need to fix it by friday", "I'd like to fix that
// today" — never "I want to fix the gate before the weekend".
func wishToFixIt(toks []token, i int) bool {
	if i < 3 || toks[i-1].s != "to" || !slices.Contains([]string{"want", "need", "like", "wanna", "have"}, toks[i-2].s) ||
		!slices.Contains([]string{"i", "we", "i'd", "we'd", "id", "would"}, toks[i-3].s) {
		return false
	}
	k := i + 1
	if k < len(toks) && slices.Contains([]string{"it", "that", "this", "them", "those", "these"}, toks[k].s) {
		k++
	}
	return k >= len(toks) || toks[k].stop || slices.Contains([]string{"before", "by", "until", "till", "asap", "soon", "today", "tomorrow", "now", "first", "quickly"}, toks[k].s)
}

// timeBeforeNot reports whether a "not" is said right after a time ("at 9
// not 10", "be 11 not 10", "9am not 10", "12:30 not noon"), not after a
// count ("the grubers are 7 now not 6").
func timeBeforeNot(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		b := i // the word before the hour that is not wanted
		switch {
		case toks[i].s == "not":
		case toks[i].s == "rather" && i+1 < len(toks) && toks[i+1].s == "than" && !saysWork(toks):
			// "could he come at noon rather than nine?", "at 12 rather
			// than 9": the polite "not", of a visit said by its pro
			// ("have Teresa clean … at eleven rather than at nine" names
			// the work, a booking asked about when none is at nine).
		default:
			continue
		}
		if b >= 3 && toks[b-1].s == "only" {
			b-- // "at 4 pm only, not 2": the time said, then "only"
		}
		p := toks[b-1].s
		switch {
		case p == "noon" || p == "midday" || p == "am" || p == "pm" || strings.HasSuffix(p, "am") && isDigits(strings.TrimSuffix(p, "am")) ||
			strings.HasSuffix(p, "pm") && isDigits(strings.TrimSuffix(p, "pm")) || strings.Contains(p, ":") && isDigits(strings.ReplaceAll(p, ":", "")):
			return true
		case (isDigits(p) || clockWord(p) && toks[i].s == "rather") && b >= 2 && slices.Contains([]string{"at", "be", "@", "by", "around"}, toks[b-2].s):
			return true
		}
	}
	return false
}

// saysWork reports whether toks name a service of work.
func saysWork(toks []token) bool {
	_, _, ok := serviceOf(toks)
	return ok
}

// accessAsked reports whether toks are a bare noun phrase naming a
// property's access details ("code for muskie", "door code birch
// hollow", "wifi pw at the loft"): no verb, the thing asked for first.
func accessAsked(toks []token) bool {
	things := []string{"code", "codes", "wifi", "password", "pw", "passcode", "combo", "combination"}
	lead := map[string]bool{"the": true, "door": true, "lockbox": true, "keypad": true, "gate": true, "garage": true, "wifi": true, "access": true, "entry": true, "lock": true, "front": true, "side": true, "back": true,
		"key": true, "safe": true, "keysafe": true}
	k := 0
	// ("gooseberry lockbox code again": the property's name read first.)
	for k < len(toks) && (lead[toks[k].s] || toks[k].used && k < 3) && !has(toks[k:k+1], things...) && !keySafeNumber(toks, k) {
		k++
	}
	if k >= len(toks) || !has(toks[k:k+1], things...) && !keySafeNumber(toks, k) {
		return false
	}
	return !has(toks, "change", "changed", "reset", "update", "set", "new", "send", "text", "tell", "give", "broken", "isnt", "doesnt", "not", "wont", "work", "working")
}

// accessWanted reports someone wanting or asking for the access details:
// "barb wants the door code for the cottage", "the guests need the wifi
// password", "jim asked for the lockbox combo again". A code to change,
// reset or send is not asked for ("needs a new code").
func accessWanted(toks []token) bool {
	for i, t := range toks {
		if !slices.Contains([]string{"wants", "want", "needs", "need", "asked", "asking", "asks", "lost", "forgot", "misplaced"}, t.s) {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+5; k++ {
			if accessAsked(toks[k:]) {
				return !has(toks, "broken", "stuck", "jammed", "dead", "battery", "locksmith")
			}
			if !slices.Contains([]string{"the", "for", "our", "their", "his", "her", "a", "again", "to", "know", "get", "have", "in", "advance", "me", "us"}, toks[k].s) {
				break
			}
		}
	}
	return false
}

// switchKinds are the words before "switch" that make it a thing of the
// property ("trip switch", "light switch"), never the verb.
var switchKinds = wordSet(`trip light lights fuse power wall dimmer isolator breaker pressure float toggle pull immersion`)

// swapsThing reports whether "swap" or "switch" in toks takes a thing of
// the property as its object ("have him swap the bathroom fan", "switch
// out the smoke detector"): work to do, not two pros or jobs swapped.
// An object that names a service ("swap the saturday clean") or a pro's
// job, or a pro ("swap the carloses on saturday"), is not a thing.
func (s *session) swapsThing(toks []token) bool {
	proWord := map[string]bool{}
	for _, p := range s.pros {
		for _, w := range words(p.Name) {
			proWord[w] = true
		}
	}
	for i, t := range toks {
		if t.s != "swap" && t.s != "switch" && t.s != "swop" {
			continue
		}
		if t.s == "switch" && i > 0 && switchKinds[toks[i-1].s] {
			return true // "the trip switch keeps going": the thing itself, a noun
		}
		k := i + 1
		if k < len(toks) && toks[k].s == "out" {
			k++
		}
		if k >= len(toks) || !slices.Contains([]string{"the", "a", "an", "that", "this", "those", "these"}, toks[k].s) {
			return false
		}
		n := 0
		for k++; k < len(toks) && !toks[k-1].stop && !slices.Contains([]string{"at", "on", "in", "for", "to", "with", "and", "by", "tmrw", "tomorrow", "today"}, toks[k].s); k++ {
			w := toks[k].s
			if _, _, ok := serviceOf(toks[k : k+1]); ok || jobWords[w] || toks[k].used || strings.HasSuffix(w, "'s") || !isLetters(w) || isDateWord(w) ||
				proWord[w] || proWord[strings.TrimSuffix(w, "s")] || proWord[strings.TrimSuffix(w, "es")] {
				return false
			}
			n++
		}
		return n > 0
	}
	return false
}

// sameTimeAsJob reports "at the same time as the pool company's visit
// there": the hour of another job, an anchor for a new one, never a word
// that the job said is one that exists ("same time as before" is).
func sameTimeAsJob(toks []token) bool {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].s == "same" && toks[i+1].s == "time" && toks[i+2].s == "as" {
			return !slices.Contains([]string{"before", "usual", "now", "today", "it", "that", "this", "yesterday", "last", "planned", "booked", "scheduled", "originally", "always"}, toks[i+3].s)
		}
	}
	return false
}

// themGuests reports whether "them" in "let them know …", "tell them …"
// is the guests: the words before it name guests ("the novaks get in
// sat, let them know the hot tub is out"), to whom Steward sends nothing.
func (s *session) themGuests(raw, who string) bool {
	if !strings.EqualFold(who, "them") {
		return false
	}
	loc := tellStatementRe.FindStringIndex(raw)
	if loc == nil {
		return false
	}
	before := raw[:loc[0]]
	if has(tokenize(before), "guest", "guests", "tenant", "tenants", "family", "party", "owner", "owners") {
		return true
	}
	g, err := s.guestNamedIn(before)
	return err == nil && g != ""
}

// clearedOutside reports whether toks, said after "clear", name the
// outside ground snow is cleared from: "the driveway", "off the deck
// stairs", "out the walk".
func clearedOutside(toks []token) bool {
	for k, t := range toks {
		if k > 3 {
			return false
		}
		switch t.s {
		case "the", "a", "off", "out", "up", "our", "their", "front", "back", "deck", "side":
			continue
		case "driveway", "driveways", "drive", "walk", "walks", "walkway", "walkways", "sidewalk", "sidewalks", "steps", "stairs", "path", "paths",
			"lot", "parking", "roof", "ice", "snow", "entry", "entrance", "porch":
			return true
		}
		return false
	}
	return false
}

// isServiceToken reports whether t alone names a service ("cleaning").
func isServiceToken(t token) bool {
	_, ok, _ := serviceOf([]token{t})
	return ok
}

// turnNoun reports whether toks[i] ("turn", "turns") is a crew's noun for
// a turnover clean: as flipNoun reads "flip", or after "deep", "b2b", "c/o",
// "same-day" or a possessive ("maria's turn"); never "turn off the
// water", "turn on the heat" nor "your turn".
func turnNoun(toks []token, i int) bool {
	if i+1 < len(toks) && slices.Contains([]string{"off", "on", "up", "down", "around", "in", "into", "out", "left", "right", "the", "it"}, toks[i+1].s) && !toks[i].stop &&
		!(i > 0 && turnBeforeDate(toks, i)) {
		return false
	}
	if i == 0 {
		// "turn at the duplex → 11am"; alone, the word as a service
		// read one by one (servicesAt skips it when its words say
		// otherwise).
		return len(toks) == 1 && toks[0].s == "turn" || len(toks) > 1 && slices.Contains([]string{"at", "for", "on", "tmrw", "tomorrow", "today"}, toks[1].s)
	}
	p := toks[i-1]
	if p.s == "your" || p.s == "my" && i+1 < len(toks) && toks[i+1].s == "to" {
		return false
	}
	if slices.Contains([]string{"deep", "b2b", "same-day", "sameday", "quick", "regular", "full", "day", "back-to-back", "c/o", "checkout", "check-out"}, p.s) ||
		strings.HasSuffix(p.s, "'s") || strings.HasSuffix(p.s, "’s") {
		return true
	}
	return flipNoun(toks, i)
}

// restOtherService reports whether toks name a service other than a
// restock ("bring towels for the clean").
func restOtherService(toks []token) bool {
	for i, t := range toks {
		if t.used || slices.Contains(consumables, t.s) {
			continue
		}
		if sv, _, ok := serviceOf(toks[i : i+1]); ok && sv != steward.Restocking {
			return true
		}
	}
	return false
}

// prefersOther reports a pro or guest said to prefer another time for a
// job: "he'd rather come at 1", "she would prefer to start at 9",
// "they prefer the afternoon". ("rather than" is an instead-of, read
// elsewhere.)
func prefersOther(toks []token) bool {
	for i, t := range toks {
		switch t.s {
		case "rather":
			if i+1 < len(toks) && toks[i+1].s != "than" && i > 0 {
				switch toks[i-1].s {
				case "he'd", "hed", "she'd", "shed", "they'd", "theyd", "would", "we'd", "i'd":
					return true
				}
			}
		case "prefer", "prefers", "prefered", "preferred":
			return true
		}
	}
	return false
}

// possessiveWord reports a word said with "'s" ("Rick's furnace service"):
// a job named by whose it is.
func possessiveWord(toks []token) bool {
	for _, t := range toks {
		if (strings.HasSuffix(t.raw, "'s") || strings.HasSuffix(t.raw, "’s")) && len(t.s) > 1 {
			switch t.s {
			case "it", "its", "it's", "that", "thats", "that's", "he", "hes", "he's", "she", "shes", "she's", "what", "whats", "what's",
				"there", "theres", "there's", "let", "lets", "let's", "who", "whos", "who's", "here", "heres", "here's", "where", "wheres", "where's":
				continue
			}
			return true
		}
	}
	return false
}

// pulledUp reports a job pulled or brought earlier by some time: "pull
// Gil's roof job at the camp up a day", "bring the restock forward an
// hour". ("pull up the carpet", "pull up the list" say no time.)
func pulledUp(toks []token) bool {
	return has(toks, "pull", "pulled", "bring", "brought") && has(toks, "up", "forward", "earlier", "sooner") && has(toks, "day", "days", "hour", "hours", "week") &&
		has(toks, "job", "visit", "appointment", "clean", "cleaning", "turnover", "restock", "inspection", "it", "that", "maintenance", "repair")
}
