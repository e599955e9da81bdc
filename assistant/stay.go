package assistant

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Changing stays: "the Hendersons cancelled", "the Patels are staying two
// more nights", "the Okafors check out Monday instead". The stay is found
// by its guest (or the property, or the context's stay) among the stays
// not yet over; the change goes through the ChangeService with the rest of
// the message; a stay the words do not single out is asked about.

// The changes a message can make to a stay (request.StayOp).
const (
	stayCancel    = "cancel"
	stayNights    = "nights"     // check out StayNights nights later (earlier when negative)
	stayCheckOut  = "check_out"  // check out at When
	stayCheckIn   = "check_in"   // check in at When
	stayInDays    = "in_days"    // check in StayNights days later (earlier when negative), asked first
	stayGuests    = "guests"     // the party is now StayNights guests
	stayGuestsBy  = "guests_by"  // the party grows by StayNights guests (shrinks when negative)
	stayBoth      = "dates"      // check in at stayIn and out at stayOut: new dates for the whole stay
	stayShiftBoth = "shift_both" // check in and out StayNights days later (earlier when negative)
)

// peopleEmergency reports an emergency of someone's own ("family
// emergency", "medical emergency"): no problem at a property.
func peopleEmergency(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i+1].s == "emergency" && slices.Contains([]string{"family", "medical", "personal", "work"}, toks[i].s) {
			return true
		}
	}
	return false
}

var stayWords = []string{"stay", "stays", "reservation", "reservations", "booking", "trip", "vacation"}

// stayOpOf reads what a message asks to change about a stay, and by how
// many nights; "" when it asks for no change to a stay. dates is the
// number of dates the message gives, shift the move it asks for ("an hour
// later"). A message naming
// a service is about a job ("cancel the cabin cleaning, the Okafors
// cancelled"), and a question changes nothing.
func stayOpOf(toks []token, hasService, question bool, dates int, shift time.Duration) (string, int) {
	if hasService || question {
		return "", 0
	}
	nightWord := has(toks, "night", "nights", "day", "days")
	n := countBefore(toks, "night", "nights", "day", "days")
	checkOutWord := hasPhrase(toks, "check out") || hasPhrase(toks, "checks out") || hasPhrase(toks, "checking out") || has(toks, "checkout")
	if sameCheckOut(toks) {
		checkOutWord = false // "…, checkout same": said to stay as it is
	}
	checkInWord := hasPhrase(toks, "check in") || hasPhrase(toks, "checks in") || hasPhrase(toks, "checking in") || has(toks, "checkin") ||
		// "the weiss party can check into suite 2 at 1 on the 13th"
		hasPhrase(toks, "check into") || hasPhrase(toks, "checks into") || hasPhrase(toks, "checking into")
	leaving := checkOutWord || has(toks, "leave", "leaves", "leaving", "depart", "departs", "departure", "ends", "ending") ||
		// "rasmussens are heading home a day early"
		hasPhrase(toks, "heading home") || hasPhrase(toks, "head home") || hasPhrase(toks, "headed home") || hasPhrase(toks, "going home") ||
		hasPhrase(toks, "heading out") || hasPhrase(toks, "head out") || hasPhrase(toks, "heads out") // "they're heading out a day early"
	arriving := checkInWord || has(toks, "arrive", "arrives", "arriving", "arrival") || has(toks, "running") && has(toks, "late", "behind", "early") ||
		has(toks, "come", "coming", "get", "getting", "gets") && has(toks, "early", "late", "earlier", "later") || // "the bakers want to come a day early"
		hasPhrase(toks, "getting in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "get in") || has(toks, "landing", "lands") || // "the sutters are getting in at 2"
		// "the ferreiras want to get into the sandpiper at 1 on sat"
		hasPhrase(toks, "get into") || hasPhrase(toks, "getting into") || hasPhrase(toks, "gets into") ||
		// "hartley wants to come in mon instead of tue"
		hasPhrase(toks, "come in") || hasPhrase(toks, "coming in") || hasPhrase(toks, "comes in") ||
		// "they're getting to big sky fri not thurs", "flying in sat"
		hasPhrase(toks, "getting to") || hasPhrase(toks, "get to") && !hasPhrase(toks, "get to it") || hasPhrase(toks, "flying in") || hasPhrase(toks, "fly in")
	// "a late checkout at 1pm", "check in early at noon": the booking's
	// own times move; "arriving late" alone is asked about (below).
	changing := has(toks, "instead", "now", "change", "changed", "move", "moved", "moving", "actually", "reschedule", "push", "pushed") ||
		(checkOutWord || checkInWord) && has(toks, "late", "early", "later", "earlier") ||
		// "lena wants to check out at 2pm sunday", "can the whitakers
		// check in at noon friday": the guests ask for another time.
		(leaving || arriving) && has(toks, "wants", "want", "wanna", "would", "needs", "need", "asked", "asking", "requested", "can", "could") ||
		// "the lefebvres leave already on 12.03.": sooner than booked.
		(leaving || arriving) && dates > 0 && has(toks, "already", "sooner") && !has(toks, "add", "new", "book", "booked", "booking", "record", "log", "enter") ||
		// "moreau party arriving late friday night like 9pm"
		arriving && dates > 0 && has(toks, "late", "early", "later", "earlier") && !has(toks, "add", "new", "book", "booked", "booking", "record", "log", "enter") ||
		// "ok'd a 1pm checkout for the nygaards sun": a time granted
		// the guests for their check-out (or check-in).
		dates > 0 && grantedStayTime(toks) ||
		// "Nguyens arriving 6pm tmrw not 3": the hour they had, said
		// after "not", is their booked stay's.
		(leaving || arriving) && dates > 0 && notClock(toks) && !has(toks, "add", "new", "book", "booked", "booking", "record", "log", "enter")
	if nightWord && dates == 0 && has(toks, "trip", "stay", "booking", "reservation", "visit", "dates", "vacation") &&
		has(toks, "push", "pushed", "pushing", "move", "moved", "moving", "shift", "shifted", "bump", "bumped", "delay", "delayed") {
		// "abernathys pushed their trip back a day": both dates, by
		// that many days.
		if has(toks, "up", "forward", "earlier", "sooner") {
			return stayShiftBoth, -max(n, 1)
		}
		if has(toks, "back", "later", "out") {
			return stayShiftBoth, max(n, 1)
		}
	}
	if n, relative, ok := guestChangeOf(toks); ok && (dates == 0 || oldPartyAfter(toks)) && !has(toks, "cancel", "cancelled", "canceled") {
		if relative {
			return stayGuestsBy, n
		}
		return stayGuests, n
	}
	if notArrivingTill(toks) && dates > 0 {
		// "kowalczyks cant get in till sunday now, checkout same", "the
		// kowalczyks wont get to boothbay til 7pm tues": a later
		// arrival, not a lockout or a problem.
		return stayCheckIn, 0
	}
	if movedItThenArrival(toks) {
		// "put martine on it and move it to 15h, the morins arrive at
		// 16h": "it" is the job the message is about; the guests' own
		// hour, said after, is why (a deadline), not a change to them.
		return "", 0
	}
	if isProblem(toks) && !has(toks, "instead", "early", "late", "earlier", "later", "extend", "extended", "now", "move", "change", "push", "want", "wants", "asked") &&
		(checkOutWord || checkInWord || arriving || leaving) {
		// "outdoor shower … is flooding the lanai and aiko checks in
		// today!!", "front door lock at the casita is jammed and the
		// haddads get in tmrw, need it fixed today": why it is needed
		// then, not a change to the stay.
		return "", 0
	}
	if isUrgent(toks) && !checkOutWord && !checkInWord && !has(toks, stayWords...) &&
		// ("the szymanskis cancelled, family emergency": theirs, the
		// reason they cancelled, not one at the property.)
		!(has(toks, "cancel", "cancelled", "canceled", "cancelling", "canceling") && (!isProblem(toks) || peopleEmergency(toks))) {
		// "water heater just died at pine ridge 204, holts arrive fri —
		// need it fixed asap": the guests' arrival is why it is urgent,
		// not a change to their stay.
		return "", 0
	}
	if !changing && dates > 0 && !has(toks, "new", "add", "book", "booked", "booking", "record", "log", "enter") &&
		(checkOutWord || checkInWord || arriving || leaving) && saysStayTime(toks) && !isProblem(toks) {
		// "the okafors are checking out at noon on sunday": the guests'
		// times, as they are now (a booked stay by its guests, parse).
		changing = true
	}
	switch {
	case has(toks, "cancel", "cancelled", "canceled", "cancelling", "canceling") && !has(toks, "job", "jobs", "appointment"),
		// "the szymanskis bailed on tamarack this wknd. take their stay
		// off": the stay taken off the calendar.
		has(toks, stayWords...) && (has(toks, "remove", "delete", "drop") || has(toks, "take") && has(toks, "off")):
		return stayCancel, 0
	case nightWord && (has(toks, "extend", "extending", "extended", "extra", "more", "longer", "additional") ||
		// "thibodeaux group wants to add a night, out mon"
		has(toks, "add", "adding") && !has(toks, "booking", "reservation", "stay", "new", "guest") ||
		has(toks, "staying", "stay") && has(toks, "another") ||
		// "the sxsw crew wants another night", "one more night"
		hasPhrase(toks, "another night") || hasPhrase(toks, "another day")):
		return stayNights, max(n, 1)
	case nightWord && (has(toks, "shorten", "shortening", "fewer", "less", "short", "shorter") || leaving && has(toks, "early", "earlier", "sooner")):
		return stayNights, -max(n, 1)
	case nightWord && leaving && has(toks, "late", "later") && !arriving:
		return stayNights, max(n, 1) // "leaving a day late": one more night
	case arriving && has(toks, "early", "earlier", "sooner") && dates > 0 && !leaving:
		// "declan whitcombe is arriving a day early, the 9th": the day is
		// given, and an early arrival needs the booking moved.
		return stayCheckIn, 0
	case nightWord && arriving && has(toks, "late", "later", "early", "earlier", "sooner") && dates == 0:
		// "arriving a day late": the check-in moves, asked first (see
		// changeStay).
		if has(toks, "early", "earlier", "sooner") {
			return stayInDays, -max(n, 1)
		}
		return stayInDays, max(n, 1)
	case has(toks, "extend", "extended", "extending", "extends", "shorten", "shortened") && dates > 0, leaving && (dates > 0 || shift != 0) && changing,
		has(toks, "stay", "staying", "stays") && has(toks, "till", "until", "til", "thru", "through") && dates > 0 && !arriving &&
			// ("add a new stay …: the Reynolds family, Friday the 13th
			// through Monday the 16th" is a stay to add; so is "Pedersen
			// staying at Leroux Unit B, 3/13 thru 3/15, 2 guests": both
			// dates of a stay, with no word of a change, are a stay's own.)
			!(dates >= 2 && (has(toks, "new", "add") || !changing && stayRange(toks))):
		// "erik wants to stay till tuesday": the check-out moves.
		return stayCheckOut, 0
	case arriving && (dates > 0 || shift != 0) && changing:
		return stayCheckIn, 0
	case dates == 0 && shift == 0 && has(toks, "earlier", "later", "early", "late") && has(toks, "now", "instead") && !nightWord &&
		(checkInWord || checkOutWord || arriving != leaving):
		// "the Ferreiras check in earlier now": their time changed, the
		// new one not said (changeStay asks it).
		if arriving && !checkOutWord {
			return stayCheckIn, 0
		}
		return stayCheckOut, 0
	}
	return "", 0
}

// dayToken matches a word that gives a day: "3/13", "13th", "13".
var dayToken = regexp.MustCompile(`^\d{1,2}(/\d{1,2}(/\d{2,4})?|st|nd|rd|th)?$`)

// stayRange reports whether a stay's two days are said as a range, a day
// right before "thru"/"through"/"till"/"until" ("3/13 thru 3/15", "from
// Friday the 13th through Monday"), not only the end ("staying till
// monday, out at 10").
func stayRange(toks []token) bool {
	for i, t := range toks {
		if !slices.Contains([]string{"thru", "through", "till", "until", "til"}, t.s) {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if isDateWord(toks[k].s) || dayToken.MatchString(toks[k].s) {
				return true
			}
		}
	}
	return false
}

// proVisitThenGuestNews reads a message that opens with a pro's visit and
// goes on with a guest's changed arrival or departure ("Derek in Champions
// Gate tuesday, the Ferreiras check in earlier now"): it returns the last
// token of the visit's clause, whose date is the visit's, not the guests'
// new time; 0 when the message is not so.
func (s *session) proVisitThenGuestNews(toks []token) int {
	k := slices.IndexFunc(toks, func(t token) bool { return t.stop })
	if k <= 0 || k+1 >= len(toks) || has(toks[:k+1], stayWords...) {
		return 0
	}
	if !slices.ContainsFunc(s.pros, func(p *steward.Pro) bool { return startsWithPro(toks, p) }) {
		return 0
	}
	rest := toks[k+1:]
	if !has(rest, "now", "instead") ||
		// ("Karen cant get to the schoolhouse Friday morning, the early
		// ferry isn't running yet — can she do it at 1 instead?": the
		// job is still what the message is about.)
		has(rest, "it", "that", "she", "he", "her", "him", "them", "push", "move", "make", "change", "cancel", "give", "take", "put", "do", "book") {
		return 0
	}
	if op, _ := stayOpOf(rest, false, false, 1, 0); op != stayCheckIn && op != stayCheckOut {
		return 0
	}
	return k
}

// sizeFillers may stand between "so" and a party's new size: "so
// that's 4", "so it's 5 now", "so we're at 6".
var sizeFillers = map[string]bool{"that": true, "thats": true, "its": true, "it": true, "is": true, "were": true, "we": true,
	"are": true, "theyre": true, "they": true, "at": true, "makes": true, "making": true, "now": true,
	// "so there will be five of them now", "so there'll be 5", "so we
	// will be six": the future said in full, as a polite host writes it.
	"there": true, "there'll": true, "therell": true, "will": true, "be": true, "we'll": true}

// sizeChanges are the verbs of a party that grows or shrinks "to" a
// number: "the group grew to 8", "their party dropped to 2".
var sizeChanges = map[string]bool{"grew": true, "grown": true, "grows": true, "dropped": true, "drops": true, "shrank": true,
	"shrunk": true, "increased": true, "decreased": true, "changed": true, "bumped": true, "gone": true, "went": true}

// partyWords name a party of guests as a group.
var partyWords = []string{"group", "party", "family", "crew", "gang", "bunch", "headcount", "count", "guests", "people", "ppl"}

// peopleWords count the guests of a party.
var peopleWords = []string{"guest", "guests", "people", "ppl", "persons", "person", "adults", "adult", "pax", "travelers", "travellers", "folks"}

// oldPartyAfter reports a party's size said with the one it replaces
// ("ten guests rather than eight", "6 people instead of 4") and no other
// time: the old number is a count, never a time of day.
func oldPartyAfter(toks []token) bool {
	_, ok := oldPartySize(toks)
	return ok
}

// oldPartySize is oldPartyAfter's new size: "there will be four of them
// rather than three" is 4.
func oldPartySize(toks []token) (int, bool) {
	if has(toks, "am", "pm", "oclock", "o'clock", "noon", "morning", "afternoon", "evening") {
		return 0, false
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s == "at" && (isDigits(toks[i+1].s) || numberWords[toks[i+1].s] > 0) {
			return 0, false // "at 3": a time ("the Bells at Fell View" is a place)
		}
	}
	for i := 0; i+3 < len(toks); i++ {
		if !isDigits(toks[i].s) && numberWords[toks[i].s] == 0 {
			continue
		}
		// Past the people counted: "ten guests", "seven of them", "7 of
		// us now" ("so it's seven of them now rather than six").
		j := i + 1
		switch {
		case slices.Contains(peopleWords, toks[j].s):
			j++
		case toks[j].s == "of" && j+1 < len(toks) && (toks[j+1].s == "them" || toks[j+1].s == "us"):
			j += 2
		default:
			continue
		}
		if j < len(toks) && toks[j].s == "now" {
			j++
		}
		j = pastPartyPlace(toks, j)
		if oldSizeAfterNot(toks, j) ||
			j+2 < len(toks) && (toks[j].s == "rather" && toks[j+1].s == "than" || toks[j].s == "instead" && toks[j+1].s == "of") &&
				(isDigits(toks[j+2].s) || numberWords[toks[j+2].s] > 0) {
			v, err := strconv.Atoi(toks[i].s)
			if err != nil {
				v = numberWords[toks[i].s]
			}
			return v, v >= 1 && v <= 30
		}
	}
	return 0, false
}

// pastPartyPlace is where the words from j go on past the place the party
// stays, said between its new size and its old ("3 ppl in rm 4 not 2"):
// "in" or "at" and a few words up to "not", in one phrase; j when there
// is none.
func pastPartyPlace(toks []token, j int) int {
	if j >= len(toks) || toks[j].stop || toks[j].s != "in" && toks[j].s != "at" {
		return j
	}
	for k := j + 1; k < len(toks) && k <= j+4; k++ {
		if toks[k].s == "not" {
			return k
		}
		if toks[k].stop {
			break
		}
	}
	return j
}

// oldSizeAfterNot reports whether the words from j are "not" and the old
// size, ending the phrase: "… 3 ppl not 2".
func oldSizeAfterNot(toks []token, j int) bool {
	return j+1 < len(toks) && toks[j].s == "not" && (isDigits(toks[j+1].s) || numberWords[toks[j+1].s] > 0) &&
		(j+2 == len(toks) || toks[j+1].stop)
}

// guestChangeOf reads a change of a stay's party: "6 ppl now", "update the
// baker reservation to 6 guests", "the party is now 4 people" (the new
// count) or "2 more guests", "add 2 guests", "one fewer person" (a change
// by that many). ok is false when the message counts no guests, or counts
// them with no word of change (a new stay's "3 guests").
func guestChangeOf(toks []token) (n int, relative, ok bool) {
	changeWords := has(toks, "now", "instead", "update", "updated", "change", "changed", "make", "actually", "only", "total", "party")
	if v, ok := oldPartySize(toks); ok {
		// "so there will be four of them rather than three", "6 people
		// instead of 4": the new size, said against the old.
		return v, false, true
	}
	if has(toks, "now") && has(toks, "bringing", "joining", "adding", "plus", "added", "brought", "joined") {
		// "dana abernathy is bringing her parents so 5 at the sandpiper
		// now", "the moynihans are bringing grandma along so thats 4 at
		// tamarack now", "walsh group added 2 more hockey parents so
		// it's 14 now": the party's new size, the first number after
		// "so" (past "that's", "it's", "we're").
		for i, t := range toks {
			if t.s != "so" {
				continue
			}
			for j := i + 1; j < len(toks) && j <= i+4; j++ { // ("so there will be five": four words on)
				v, err := strconv.Atoi(toks[j].s)
				if w := numberWords[toks[j].s]; w > 1 && err != nil {
					v, err = w, nil // "so it's seven of them now": a number said in words counts the same
				}
				if err == nil && v >= 1 && v <= 30 && !toks[j].used {
					return v, false, true
				}
				if !sizeFillers[toks[j].s] || toks[j].s == "at" && j == i+1 { // ("so at 4": a time)
					break
				}
			}
		}
	}
	for i, t := range toks {
		v, isNum := numberWords[t.s]
		if !isNum && isDigits(t.s) {
			v, _ = strconv.Atoi(t.s)
			isNum = true
		}
		if !isNum || v < 1 || v > 100 || t.s == "a" || t.s == "an" {
			continue
		}
		if i >= 2 && toks[i-1].s == "to" && (toks[i-2].s == "down" || toks[i-2].s == "up") && v <= 30 {
			return v, false, true // "the whitakers are down to 4 (now)"
		}
		if i >= 3 && toks[i-1].s == "to" && sizeChanges[toks[i-2].s] && v <= 30 &&
			(i+1 == len(toks) || toks[i+1].stop || slices.Contains(peopleWords, toks[i+1].s) || toks[i+1].s == "and" || toks[i+1].s == "now") {
			// "the yamamoto group grew to 8", "hannah's party dropped to
			// 2", "the group has grown to 8": a party, the subject of
			// the verb, said to change its size to a number (never "the
			// heat dropped to 10").
			k := i - 3
			for k > 0 && (toks[k].s == "has" || toks[k].s == "have" || toks[k].s == "had" || toks[k].s == "just" || toks[k].s == "now" || toks[k].s == "already") {
				k--
			}
			if slices.Contains(partyWords, toks[k].s) {
				return v, false, true
			}
			for p := k; p >= 1 && p >= k-3 && !toks[p].stop; p-- {
				// "the pearson party at ephraim has grown to six": the
				// party, then where it stays, before the verb.
				if (toks[p].s == "at" || toks[p].s == "in") && slices.Contains(partyWords, toks[p-1].s) {
					return v, false, true
				}
			}
		}
		// The verb of the party before the number, past "actually",
		// "really", "now": "sorensens are actually 7 not 6".
		be := i - 1
		for be > 0 && (toks[be].s == "actually" || toks[be].s == "really" || toks[be].s == "now" || toks[be].s == "only" || toks[be].s == "just") {
			be--
		}
		isAre := be >= 0 && be < i && (toks[be].s == "is" || toks[be].s == "are")
		if i >= 2 && toks[i-1].s == "now" && (toks[i-2].s == "is" || toks[i-2].s == "are") && v <= 30 &&
			(i+1 == len(toks) || t.stop || toks[i+1].stop || slices.Contains(peopleWords, toks[i+1].s) || toks[i+1].s == "and") {
			return v, false, true // "the garza family is now 8 (and …)", "the patels are now 6, the grandparents are joining them"
		}
		if v <= 30 && i >= 3 && toks[i-1].s == "be" && (toks[i-2].s == "to" && toks[i-3].s == "going" || toks[i-2].s == "will" || toks[i-2].s == "gonna") &&
			i+1 < len(toks) && (toks[i+1].s == "now" || slices.Contains(peopleWords, toks[i+1].s) && has(toks, "now")) &&
			has(toks[:i], "are", "is", "they", "they'll", "theyll", "family", "party", "group") &&
			!has(toks, "am", "pm", "oclock", "o'clock", "time", "clock", "at") && !func() bool { _, _, svc := serviceOf(toks); return svc }() {
			// "the Kaminskis are going to be 8 now", "they'll be 6
			// people now": the party's new size, said as what it will be
			// (never a time: "at", a clock or a job's service said).
			return v, false, true
		}
		if i+1 >= len(toks) {
			continue
		}
		next := toks[i+1].s
		switch {
		case slices.Contains(peopleWords, next) && i+2 < len(toks) && toks[i+2].s == "not",
			// "okonkwos are 6 now not 5", "carters are 4 not 3"
			isAre && next == "now" && i+3 < len(toks) && toks[i+2].s == "not" && isDigits(toks[i+3].s),
			i >= 2 && isAre && (toks[be].s == "are" || has(toks[:be], partyWords...)) && next == "not" && i+2 < len(toks) &&
				(isDigits(toks[i+2].s) || numberWords[toks[i+2].s] > 0) && v <= 30,
			// ("bergstrom party is now 10, not 8": "is" of a party.)
			// "nakoas are 3 now, their son is coming too"
			i >= 1 && toks[i-1].s == "are" && next == "now" && v <= 30,
			// "it's 3 guests not 2"
			i >= 2 && toks[i-1].s == "is" && slices.Contains([]string{"party", "group", "count", "headcount"}, toks[i-2].s) &&
				(next == "now" || next == "not" || next == "instead" || slices.Contains(peopleWords, next)):
			// "nguyen party is 5 now not 3"
			return v, false, true
		case v <= 30 && slices.Contains(peopleWords, next) && i+4 < len(toks) && (toks[i+2].s == "rather" && toks[i+3].s == "than" ||
			toks[i+2].s == "instead" && toks[i+3].s == "of") && (isDigits(toks[i+4].s) || numberWords[toks[i+4].s] > 0),
			v <= 30 && slices.Contains(peopleWords, next) && i >= 3 && has(toks[:i], "now") && has(toks[:i], "party", "group", "family", "crew") &&
				(toks[i-1].s == "of" && toks[i-2].s == "consist" || toks[i-1].s == "be" && toks[i-2].s == "now" || toks[i-1].s == "number" || toks[i-1].s == "total"):
			// "the Castellanos party will now consist of ten guests rather
			// than eight", "… will now be 6 people": the party's new size.
			return v, false, true
		case v <= 30 && (next == "total" || next == "in" && i+2 < len(toks) && toks[i+2].s == "total" ||
			i >= 2 && toks[i-1].s == "of" && toks[i-2].s == "total") && has(toks, "bringing", "now", "coming", "adding", "plus", "joining", "so"):
			// "lucia's bringing her sister + bro-in-law so 4 total"
			return v, false, true
		case i >= 1 && (toks[i-1].s == "is" || toks[i-1].s == "are") && next == "now" && v <= 30 &&
			has(toks[:i], "group", "party", "crew", "family", "guests", "gang", "bunch", "headcount", "count"):
			// "the crew at vine cottage is 3 now"
			return v, false, true
		case v <= 30 && i >= 1 && (next == "now" || slices.Contains(peopleWords, next) && i+2 < len(toks) && toks[i+2].s == "now") &&
			(slices.Contains([]string{"it", "that", "it's", "its", "thats", "that's", "it’s", "that’s"}, toks[i-1].s) &&
				(i < 2 || !slices.Contains([]string{"make", "made", "do", "move", "push", "bump", "change", "set", "put"}, toks[i-2].s)) ||
				i >= 2 && toks[i-1].s == "is" && (toks[i-2].s == "it" || toks[i-2].s == "that")) &&
			(has(toks, "said", "says", "say", "told", "update", "updated", "change") || guestsWordCame(toks)) && !has(toks, "am", "pm", "oclock", "o'clock", "time", "clock") &&
			!func() bool { _, _, svc := serviceOf(toks); return svc }():
			// "how many are coming with the ramirez group" → "okay they
			// just said it's eight now update it": the party's new size,
			// said of the stay the conversation is about.
			return v, false, true
		case (next == "more" || next == "extra" || next == "additional") && i+2 < len(toks) && slices.Contains(peopleWords, toks[i+2].s),
			// "… 2 guests extra", "3 people more": the words the other
			// way round.
			slices.Contains(peopleWords, next) && i+2 < len(toks) && (toks[i+2].s == "more" || toks[i+2].s == "extra" || toks[i+2].s == "additional"):
			return v, true, true
		case (next == "fewer" || next == "less") && i+2 < len(toks) && slices.Contains(peopleWords, toks[i+2].s):
			return -v, true, true
		case slices.Contains(peopleWords, next):
			if i > 0 && (toks[i-1].s == "add" || toks[i-1].s == "adding" || toks[i-1].s == "plus") {
				return v, true, true
			}
			if i > 0 && (toks[i-1].s == "remove" || toks[i-1].s == "minus") {
				return -v, true, true
			}
			if changeWords || i > 0 && toks[i-1].s == "to" {
				return v, false, true
			}
		}
	}
	return 0, false, false
}

// countBefore returns the number just before one of words ("two more
// nights", "by 1 night"), or 0.
func countBefore(toks []token, words ...string) int {
	for i, t := range toks {
		if !slices.Contains(words, t.s) {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if n, ok := numberWords[toks[j].s]; ok {
				return n
			}
			if d, ok := dayNumber(toks[j].s); ok {
				return d
			}
		}
	}
	return 0
}

// changeStay plans the change of one stay.
// strangeFamily is the family a stay change names ("the Garza family",
// "the Garzas") when no stay of the account is theirs; "" otherwise.
func (s *session) strangeFamily(in request) string {
	if in.ReservID != 0 || in.AddressID == 0 {
		return "" // (with no place, which stay is asked)
	}
	toks := tokenize(in.rawText)
	fam := namedFamily(toks)
	if fam == "" {
		fam = theFamily(toks)
	}
	if fam == "" || slices.ContainsFunc(words(fam), func(w string) bool { return w != "family" && placeWordOf(s.addrs, w) }) {
		return "" // ("the gables" is the property)
	}
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	if len(matchPeople(toks, names)) > 0 || len(matchPeople(tokenize(fam), names)) > 0 {
		return ""
	}
	return fam
}

func (s *session) changeStay(in request) (step, error) {
	if err := s.loadStays(); err != nil {
		return step{}, err
	}
	s.justBookedParty(&in) // "oops 5 ppl not 6" after a booking: that stay (followup.go)
	var cands []*steward.Reservation
	for _, r := range s.stays {
		switch {
		case in.ReservID != 0 && r.ID != in.ReservID,
			!r.CheckOut.After(s.now),
			len(in.Candidates) > 0 && !containsID(in.Candidates, r.ID),
			in.AddressID != 0 && r.AddressID != in.AddressID:
			continue
		}
		cands = append(cands, r)
	}
	if fam := s.strangeFamily(in); fam != "" {
		// "the Garza family is checking in at Creekside 3/20 and out
		// 3/22" with no Garza stay: never the Riveras' stay there.
		return refusal(fmt.Sprintf("I don't have a stay for the %s, so nothing changed. To add one, tell me the property and the dates, e.g. \"add a stay for the %s at … from … to …\".", fam, fam)), nil
	}
	named := in.ReservID != 0 || len(in.Candidates) > 0 || has(tokenize(in.rawText), stayWords...)
	if !named && in.StayOp == stayCancel {
		// "cancel it", "cancel the 3pm": no guest or stay named, a job.
		in.Kind, in.StayOp = kindCancel, ""
		return s.cancel(in)
	}
	switch {
	case len(cands) == 0:
		return refusal("I can't find a current or upcoming stay matching that, so nothing changed. " + s.upcomingCheckouts()), nil
	case len(cands) > 1 || !named && in.AddressID == 0:
		in.Candidates = nil
		var lines []string
		for i, r := range cands {
			in.Candidates = append(in.Candidates, r.ID)
			lines = append(lines, fmt.Sprintf("%d) %s", i+1, s.describeStayDates(r)))
		}
		return replied(ask(in, "reservation", "Which stay do you mean?\n"+strings.Join(lines, "\n")))
	}
	r := cands[0]
	a := s.byAddr[r.AddressID]
	loc := a.Location()
	if in.StayOp == stayCancel {
		return planned(change{op: opCancelStay, reserv: r, say: func(w written) string {
			return fmt.Sprintf("Cancelled %s's stay at %s (%s).", r.GuestName, a.Name(), s.stayDates(r)) + s.turnoverNote(r)
		}})
	}
	var u steward.ReservationUpdate
	var what string
	asBooked := false
	switch in.StayOp {
	case stayInDays:
		ci := r.CheckIn.In(loc)
		t := time.Date(ci.Year(), ci.Month(), ci.Day()+in.StayNights, ci.Hour(), ci.Minute(), 0, 0, loc)
		u.CheckIn, what = &t, "check-in"
		if !in.StayConfirmed {
			// A late (or early) arrival may leave the booking as it is:
			// ask before moving it.
			return replied(ask(in, "stay_confirm", fmt.Sprintf("%s's stay at %s checks in %s. Should I move the check-in to %s? The check-out stays %s. Nothing has changed yet.",
				r.GuestName, a.Name(), localTime(r.CheckIn, loc), localTime(t, loc), localTime(r.CheckOut, loc))))
		}
	case stayGuests, stayGuestsBy:
		g := in.StayNights
		if in.StayOp == stayGuestsBy {
			g += r.Guests
		}
		if g < 1 {
			return refusal(fmt.Sprintf("%s's stay at %s has %s; I can't take away %d, so nothing changed.", r.GuestName, a.Name(), plural(r.Guests, "guest", "guests"), -in.StayNights)), nil
		}
		u.Guests = &g
		if _, changed, err := u.Apply(*r, a, s.now); err != nil {
			return refusal("I couldn't change " + r.GuestName + "'s stay: " + steward.ErrorMessage(err)), nil
		} else if !changed {
			return step{reply: done(fmt.Sprintf("%s's stay at %s is already for %s, so nothing changed.", r.GuestName, a.Name(), plural(g, "guest", "guests")))}, nil
		}
		return planned(change{op: opUpdateStay, reserv: r, stayUpdate: u, say: func(written) string {
			return fmt.Sprintf("Updated %s's stay at %s: %s now (was %d).", r.GuestName, a.Name(), plural(g, "guest", "guests"), r.Guests)
		}})
	case stayNights:
		co := r.CheckOut.In(loc)
		t := time.Date(co.Year(), co.Month(), co.Day()+in.StayNights, co.Hour(), co.Minute(), 0, 0, loc)
		if w := in.When; w != nil && w.HasDate && (w.plainWeekday && t.Weekday() != time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, loc).Weekday() ||
			!w.plainWeekday && (t.Year() != w.Year || t.Month() != w.Month || t.Day() != w.Day)) {
			// "heading home a day early, out mon the 9th" when a day early
			// is Tuesday: the two disagree, so which is asked.
			by := plural(abs(in.StayNights), "day", "days") + " later"
			if in.StayNights < 0 {
				by = plural(-in.StayNights, "day", "days") + " earlier"
			}
			in.StayOp, in.StayNights, in.When, in.NewWhen, in.SaidOut = stayCheckOut, 0, nil, nil, in.When
			return replied(ask(in, "when", fmt.Sprintf("%s's stay at %s checks out %s: %s is %s, but the day you gave is another. When should %s check out? Nothing has changed yet.",
				r.GuestName, a.Name(), localTime(r.CheckOut, loc), by, localTime(t, loc), r.GuestName)))
		}
		u.CheckOut, what = &t, "check-out"
	case stayBoth:
		ci, co := moveTo(r.CheckIn.In(loc), *in.stayIn, loc), moveTo(r.CheckOut.In(loc), *in.stayOut, loc)
		for in.stayOut.plainWeekday && !co.After(ci) {
			co = co.AddDate(0, 0, 7) // "out sun": the Sunday after the new check-in
		}
		u.CheckIn, u.CheckOut, what = &ci, &co, "dates"
	case stayShiftBoth:
		ci, co := r.CheckIn.In(loc).AddDate(0, 0, in.StayNights), r.CheckOut.In(loc).AddDate(0, 0, in.StayNights)
		ci = time.Date(ci.Year(), ci.Month(), ci.Day(), r.CheckIn.In(loc).Hour(), r.CheckIn.In(loc).Minute(), 0, 0, loc)
		co = time.Date(co.Year(), co.Month(), co.Day(), r.CheckOut.In(loc).Hour(), r.CheckOut.In(loc).Minute(), 0, 0, loc)
		u.CheckIn, u.CheckOut, what = &ci, &co, "dates"
	case stayCheckOut, stayCheckIn:
		if in.When == nil && in.Shift == 0 {
			return replied(ask(in, "when", "When should "+r.GuestName+" "+map[string]string{stayCheckOut: "check out", stayCheckIn: "check in"}[in.StayOp]+"?"))
		}
		if in.When != nil && in.When.HasDate && !in.When.HasTime {
			for _, d := range in.dates {
				if d.HasTime && !d.HasDate {
					// "a late checkout sunday - 1pm is fine": the day,
					// then its hour.
					w := *in.When
					w.HasTime, w.Hour, w.Minute = true, d.Hour, d.Minute
					in.When = &w
					break
				}
			}
		}
		old := r.CheckOut
		what = "check-out"
		if in.StayOp == stayCheckIn {
			old, what = r.CheckIn, "check-in"
		}
		if in.When != nil && in.When.Soft && in.When.HasTime {
			// "Okafors are arriving Thursday morning": a part of the day
			// is when the guests come, not a time to set the stay to;
			// the day counts, the booked hour stays.
			w := *in.When
			w.HasTime, w.Hour, w.Minute, w.Soft = false, 0, 0, false
			in.When = &w
		}
		t := shiftLocal(old, in.Shift, loc)
		if in.When != nil {
			t = moveTo(old.In(loc), *in.When, loc)
			if !in.When.HasTime && moveTo(old.In(loc), When{}, loc).Equal(moveTo(old.In(loc), When{HasDate: in.When.HasDate, Year: in.When.Year, Month: in.When.Month, Day: in.When.Day}, loc)) {
				t = shiftLocal(t, in.Shift, loc) // "checking out 2 hours late on sunday": the day said is the stay's own
			}
			if in.When.plainWeekday && in.StayOp == stayCheckOut {
				// "sofia extended her stay til sunday": the Sunday of her
				// stay (after its check-in; after its check-out when it
				// grows), not the next one to come from today.
				after := r.CheckIn
				if has(tokenize(in.rawText), "extend", "extended", "extending", "extends", "longer", "more") {
					after = r.CheckOut
				}
				for !t.After(after) {
					t = t.AddDate(0, 0, 7)
				}
			}
			if in.When.plainWeekday && in.StayOp == stayCheckIn {
				// "he's getting to donner den thurs not wed": the
				// Thursday nearest the check-in it had, not the next
				// one to come from today.
				best := t
				for k := -3; k <= 3; k++ {
					c := t.AddDate(0, 0, 7*k)
					if c.After(s.now) && c.Sub(old).Abs() < best.Sub(old).Abs() {
						best = c
					}
				}
				t = best
			}
		}
		if t.Equal(old) {
			// "… arriving Thursday morning 2 guests extra" of a stay
			// that arrives Thursday: its day and hour, as booked; the
			// rest of the message (the party) is what changes.
			asBooked = true
		} else if in.StayOp == stayCheckIn {
			u.CheckIn = &t
		} else {
			u.CheckOut = &t
		}
	}
	party := ""
	if g, relative, ok := guestChangeOf(tokenize(in.rawText)); ok && (u.CheckIn != nil || u.CheckOut != nil || asBooked) {
		// "haapalas are 4 people not five, want to check out monday
		// instead of sunday": the party's new size said with the new
		// dates is changed with them, never dropped.
		if relative {
			g += r.Guests
		}
		if g < 1 {
			return refusal(fmt.Sprintf("%s's stay at %s has %s; I can't take away %d, so nothing changed.", r.GuestName, a.Name(), plural(r.Guests, "guest", "guests"), r.Guests-g)), nil
		}
		if g != r.Guests {
			u.Guests = &g
			party = fmt.Sprintf(" The party is %s now (was %d).", plural(g, "guest", "guests"), r.Guests)
		}
	}
	if u.CheckIn != nil && !u.CheckIn.Equal(r.CheckIn) && !r.CheckIn.After(s.now) {
		// "The Lee family asking to come earlier at Bear Hollow on
		// Friday, 8am" while the Lees are in: a stay under way has no
		// check-in to move (the words are someone else's arrival, or the
		// check-out); said, never written.
		return refusal(fmt.Sprintf("%s's stay at %s began %s and is under way, so I haven't moved its check-in; nothing changed. "+
			"If it's the check-out or a visit that should move, tell me which.", r.GuestName, a.Name(), localTime(r.CheckIn, loc))), nil
	}
	if t, old, which := u.CheckOut, r.CheckOut, "check out"; t != nil || u.CheckIn != nil {
		if t == nil {
			t, old, which = u.CheckIn, r.CheckIn, "check in"
		}
		toks := tokenize(in.rawText)
		later, earlier := has(toks, "later", "late", "extend", "extended", "extending", "longer"), has(toks, "earlier", "early", "sooner")
		if (u.CheckIn == nil || u.CheckOut == nil) && later != earlier && (later && t.Before(old) || earlier && t.After(old)) {
			// "Lee family asking if they can check out later on friday,
			// 1pm" of a stay out Saturday at 11: the day said makes it
			// earlier, the words later. Which is meant is asked.
			way, other := "later", "earlier"
			if earlier {
				way, other = "earlier", "later"
			}
			in.When, in.NewWhen, in.Shift = nil, nil, 0
			return replied(ask(in, "when", fmt.Sprintf("%s's stay at %s is booked to %s %s; %s would be %s, not %s. When should %s %s? Nothing has changed yet.",
				r.GuestName, a.Name(), which, localTime(old, loc), localTime(*t, loc), other, way, r.GuestName, which)))
		}
	}
	next, changed, err := u.Apply(*r, a, s.now)
	if err != nil {
		return refusal("I couldn't change " + r.GuestName + "'s stay: " + steward.ErrorMessage(err)), nil
	} else if !changed {
		return step{reply: done(fmt.Sprintf("%s's stay at %s is already %s, so nothing changed.", r.GuestName, a.Name(), s.stayDates(r)))}, nil
	}
	if s.plannedStay == nil {
		s.plannedStay = map[int64]*steward.Reservation{}
	}
	s.plannedStay[r.ID] = &next // ("… also book a turnover for when they leave": after the new check-out)
	return planned(change{op: opUpdateStay, reserv: r, stayUpdate: u, say: func(w written) string {
		// (Once written: a job the message moves out of the stay is not
		// named.)
		inside := s.jobsNowInside(r, next)
		if what == "dates" {
			return fmt.Sprintf("Updated %s's stay at %s: check-in %s, check-out %s (was %s).", r.GuestName, a.Name(),
				localTime(next.CheckIn, loc), localTime(next.CheckOut, loc), s.stayDates(r)) + party + s.turnoverNote(r) + inside
		}
		if asBooked {
			return fmt.Sprintf("Updated %s's stay at %s (%s, as booked):", r.GuestName, a.Name(), s.stayDates(r)) + party + inside
		}
		from, to := r.CheckOut, next.CheckOut
		if what == "check-in" {
			from, to = r.CheckIn, next.CheckIn
		}
		return fmt.Sprintf("Updated %s's stay at %s: moved the %s from %s to %s.", r.GuestName, a.Name(), what,
			localTime(from, loc), localTime(to, loc)) + party + s.turnoverNote(r) + inside
	}})
}

// jobsNowInside names the live jobs at the stay's property that the
// change puts inside the stay (a later check-out over the turnover, an
// earlier check-in over the last visit before it): they stay booked, and
// the reply says so, so the host can move them.
func (s *session) jobsNowInside(old *steward.Reservation, next steward.Reservation) string {
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &old.AddressID, From: &next.CheckIn, To: &next.CheckOut, Limit: 100})
	if err != nil {
		return ""
	}
	loc := s.loc(old.AddressID)
	var names []string
	for _, j := range jobs {
		wasInside := !j.ScheduledAt.Before(old.CheckIn) && j.ScheduledAt.Before(old.CheckOut)
		isInside := !j.ScheduledAt.Before(next.CheckIn) && j.ScheduledAt.Before(next.CheckOut)
		if (j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed) && isInside && !wasInside {
			names = append(names, fmt.Sprintf("the %s on %s (job %d)", j.ServiceType, localTime(j.ScheduledAt, loc), j.ID))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " Note: " + andList(names) + " now falls during the stay; tell me if it should move."
}

// moveTo returns old moved to what w says: a date keeps old's time of
// day, a time keeps its date.
func moveTo(old time.Time, w When, loc *time.Location) time.Time {
	y, m, d := old.Date()
	hh, mm := old.Hour(), old.Minute()
	if w.HasDate {
		y, m, d = w.Year, w.Month, w.Day
	}
	if w.HasTime {
		hh, mm = w.Hour, w.Minute
	}
	return time.Date(y, m, d, hh, mm, 0, 0, loc)
}

// stayDates is "Thu Mar 12 at 3:00 PM EDT to Sun Mar 15 at 11:00 AM EDT".
func (s *session) stayDates(r *steward.Reservation) string {
	loc := s.loc(r.AddressID)
	return localTime(r.CheckIn, loc) + " to " + localTime(r.CheckOut, loc)
}

func (s *session) describeStayDates(r *steward.Reservation) string {
	return r.GuestName + " at " + s.byAddr[r.AddressID].Name() + ", " + s.stayDates(r)
}

// turnoverNote says which upcoming jobs were booked for the stay's
// check-out (a turnover names its confirmation code), which the change
// leaves as they are.
func (s *session) turnoverNote(r *steward.Reservation) string {
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &r.AddressID, From: &s.now, Limit: 100})
	if err != nil {
		return ""
	}
	var ids []string
	note := ""
	for _, j := range jobs {
		if at, ok := s.turnoverAt[r.ID]; ok && j.ScheduledAt.Equal(at) {
			continue // the turnover this message books
		}
		live := j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed
		switch {
		case j.ReservationID != nil && *j.ReservationID == r.ID:
			// A turnover Steward keeps with its stay (the property's
			// turnovers are on): the store has moved or cancelled it
			// with the stay, in the same transaction; say which.
			if j.Status == steward.StatusCancelled {
				note += fmt.Sprintf(" Its turnover (job %d) was cancelled with it.", j.ID)
			} else if live {
				note += fmt.Sprintf(" Its turnover (job %d) follows it: %s.", j.ID, localTime(j.ScheduledAt, s.loc(j.AddressID)))
			}
		case j.Notes != nil && r.ConfirmationCode != "" && strings.Contains(*j.Notes, r.ConfirmationCode) && live:
			ids = append(ids, "job "+itoa(j.ID))
		}
	}
	if len(ids) > 0 {
		note += " Its turnover (" + strings.Join(ids, ", ") + ") is still booked; tell me if it should change too."
	}
	return note
}

// followStay reads a move of "the clean" with no time of its own after a
// change of a stay's check-out as the move of that stay's turnover by as
// much ("okafors leaving at 1 on sunday now, push the clean accordingly",
// "… move their turnover to match"), never at the stay's check-out
// before the new one. With no turnover to move, it says so (and offers
// one), having moved nothing. ok is false when in is not such a move.
func (s *session) followStay(in *request, prev step) (step, bool, error) {
	was := in.NewWhen
	st, ok, err := s.followStayOf(in, prev)
	if !ok {
		in.NewWhen = was // (a day said again is dropped only when the stay's job follows)
	}
	return st, ok, err
}

func (s *session) followStayOf(in *request, prev step) (step, bool, error) {
	toks := tokenize(in.rawText)
	if w := in.NewWhen; w != nil && !w.HasTime && w.HasDate && len(prev.changes) == 1 && prev.changes[0].stayUpdate.CheckOut != nil && prev.changes[0].reserv != nil {
		// "staying thru tuesday now … so the oxbow clean needs to move
		// to tue too": the day of the new check-out, said again.
		out := prev.changes[0].stayUpdate.CheckOut.In(s.loc(prev.changes[0].reserv.AddressID))
		if out.Year() == w.Year && out.Month() == w.Month && out.Day() == w.Day {
			in.NewWhen = nil
		}
	}
	var hour *When // "… start at one o'clock as well": the turnover's own new hour, on its day
	if w := in.NewWhen; w != nil && w.HasTime && !w.Soft && in.When == nil && len(prev.changes) == 1 && prev.changes[0].stayUpdate.CheckOut != nil && prev.changes[0].reserv != nil {
		out := prev.changes[0].stayUpdate.CheckOut.In(s.loc(prev.changes[0].reserv.AddressID))
		if !w.HasDate || out.Year() == w.Year && out.Month() == w.Month && out.Day() == w.Day {
			hour, in.NewWhen = w, nil
		}
	}
	if in.JobID != 0 || in.When != nil || in.NewWhen != nil || in.Shift != 0 ||
		in.Service != "" && in.Service != steward.Cleaning || len(prev.changes) != 1 || prev.changes[0].op != opUpdateStay ||
		prev.changes[0].stayUpdate.CheckOut == nil || prev.changes[0].reserv == nil ||
		!(has(toks, "accordingly", "match", "too", "also", "same", "their", "its", "turnover", "with", "earlier", "later", "start", "adjust", "shift", "push", "move", "bump") || hasPhrase(toks, "as well")) {
		return step{}, false, nil
	}
	r := prev.changes[0].reserv
	if in.AddressID != 0 && in.AddressID != r.AddressID {
		return step{}, false, nil
	}
	a := s.byAddr[r.AddressID]
	j, err := s.cleaningAfter(r)
	if err != nil {
		return step{}, true, err
	}
	givenIt := s.proGivenIt(*in) // "… push the turnover to monday too and give it to bri" (handover.go)
	if in.ProID != 0 && !givenIt && (j == nil || j.ProID == nil || *j.ProID != in.ProID) {
		return step{}, false, nil // "push rosa's clean": hers, or another job
	}
	if j == nil {
		return step{reply: done(fmt.Sprintf("There was no cleaning booked after %s's check-out at %s to move. Want me to set up the turnover? Say “set up the turnover after %s”.",
			r.GuestName, a.Name(), r.GuestName))}, true, nil
	}
	if j.ReservationID != nil && *j.ReservationID == r.ID {
		// A turnover kept with its stay moves with it (turnoverNote).
		return step{reply: done("")}, true, nil
	}
	newOut := *prev.changes[0].stayUpdate.CheckOut
	t := j.ScheduledAt.Add(newOut.Sub(r.CheckOut))
	if hour != nil {
		day := j.ScheduledAt.In(a.Location())
		t = time.Date(day.Year(), day.Month(), day.Day(), hour.Hour, hour.Minute, 0, 0, a.Location())
		if hour.HasDate {
			t = time.Date(hour.Year, hour.Month, hour.Day, hour.Hour, hour.Minute, 0, 0, a.Location())
		}
		if t.Before(newOut) {
			// (an hour before the guests are out: asked, never moved there)
			st, err := replied(ask(*in, "when", fmt.Sprintf("%s's new check-out is after %s, so the cleaning can't start then. When should it start? Nothing has changed yet.",
				r.GuestName, t.Format("3:04 PM"))))
			return st, true, err
		}
	}
	if t.Before(newOut) {
		t = newOut
	}
	local := t.In(a.Location())
	in.Kind, in.JobID, in.AddressID = kindReschedule, j.ID, r.AddressID
	if givenIt {
		in.Kind = kindEdit // moved, and given to the pro said
	}
	in.NewWhen = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	st, err := s.execute(*in)
	return st, true, err
}

// stayNewsThenJob reports whether head tells a change of a stay ("the
// whitlocks are coming a day early, thurs instead of fri", "noelle wants
// one more night … so out sun instead of sat") and rest, said after it,
// asks about a job ("so tess needs to do the driftwood clean thurs at 9",
// "slide bree's loft turnover to 1 as well"): two requests, the stay's and
// the job's, never one read from both. A head that names a job, or a rest
// that names none, is not.
func stayNewsThenJob(head, rest []string, now time.Time) bool {
	if len(head) < 3 || len(rest) < 3 {
		return false
	}
	for k, f := range rest {
		// The rest's own first clause: "so can you push their checkout to
		// friday and move the cleaning …" asks first about the stay.
		if l := strings.ToLower(f); k > 0 && (l == "and" || l == "then" || l == "&") {
			rest = rest[:k]
			break
		}
		if strings.ContainsAny(f[len(f)-1:], ",.;!?") {
			rest = rest[:k+1]
			break
		}
	}
	htoks, rtoks := tokenize(strings.Join(head, " ")), tokenize(strings.Join(rest, " "))
	if _, _, named := serviceOf(htoks); named || isQuestion(htoks) {
		return false
	}
	if _, _, named := serviceOf(rtoks); !named && !has(rtoks, "job", "jobs", "visit", "turnover") {
		return false
	}
	dates := 0
	if _, ok := ReadWhen(strings.Join(head, " "), now, time.UTC); ok {
		dates = 1
	}
	op, _ := stayOpOf(htoks, false, false, dates, shiftOf(htoks))
	return op != "" && op != stayCancel
}

// followSaidOut moves a job the host sent to the check-out day they gave
// ("noelle wants one more night …, out mon. push tammy's turnover to mon
// too") to the day of the check-out the stay got instead, once they
// answered which (prev, the part before, asked; "sunday"): the job went
// with the stay, not with the day mistyped.
func (s *session) followSaidOut(in *request, before request, prev step) {
	said, w := before.SaidOut, in.NewWhen
	if said == nil || w == nil || !w.HasDate || w.Year != said.Year || w.Month != said.Month || w.Day != said.Day ||
		len(prev.changes) != 1 || prev.changes[0].stayUpdate.CheckOut == nil || prev.changes[0].reserv == nil {
		return
	}
	out := prev.changes[0].stayUpdate.CheckOut.In(s.loc(prev.changes[0].reserv.AddressID))
	moved := *w
	moved.Year, moved.Month, moved.Day, moved.plainWeekday = out.Year(), out.Month(), out.Day(), false
	in.NewWhen = &moved
}

// saysStayTime reports whether the guests' coming or going is said as a
// fact of theirs: "are checking out", "is leaving", "will arrive",
// "they're getting in".
// grantedStayTime reports "ok'd a 1pm checkout", "gave them a noon
// check-in", "approved 2pm checkout": a clock time said right before the
// check-out or check-in word, with a word granting it.
func grantedStayTime(toks []token) bool {
	if !has(toks, "ok'd", "okd", "okayed", "oked", "approved", "approve", "gave", "give", "giving", "granted", "allowed", "agreed", "said") {
		return false
	}
	for i := 1; i < len(toks); i++ {
		w := toks[i].s
		if w != "checkout" && w != "checkin" && !(i+1 < len(toks) && (w == "check" || w == "late" || w == "early") &&
			(toks[i+1].s == "out" || toks[i+1].s == "in" || toks[i+1].s == "checkout" || toks[i+1].s == "checkin")) {
			continue
		}
		if clockWordRe.MatchString(toks[i-1].s) || toks[i-1].s == "noon" ||
			i >= 2 && (toks[i-1].s == "pm" || toks[i-1].s == "am") && clockWordRe.MatchString(toks[i-2].s) {
			return true
		}
	}
	return false
}

func saysStayTime(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]string{"are", "is", "will", "they're", "theyre", "she's", "he's"}, toks[i].s) {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j].s == "now" || toks[j].s == "be" || toks[j].s == "actually") {
			j++
		}
		if j < len(toks) && slices.Contains([]string{"checking", "leaving", "arriving", "getting", "departing", "heading", "coming", "check", "leave", "arrive", "get", "depart"}, toks[j].s) {
			return true
		}
	}
	return false
}

// stayInOut reads new dates for a whole stay: "now in wed the 11th, out
// sun the 15th", "now arriving the 11th and leaving the 15th", "moved to
// 3/11-3/15". ok is false unless one date goes with the arrival and a
// later one with the departure.
func stayInOut(toks []token, dates []When) (in, out *When, ok bool) {
	var ins, outs []int
	for k, d := range dates {
		if !d.HasDate {
			continue
		}
		for j := d.start - 1; j >= 0 && j >= d.start-3; j-- {
			w := toks[j].s
			if w == "out" || w == "leave" || w == "leaves" || w == "leaving" || w == "checkout" || w == "depart" || w == "departing" || w == "departure" {
				outs = append(outs, k)
				break
			}
			if w == "in" || w == "arrive" || w == "arrives" || w == "arriving" || w == "arrival" || w == "checkin" {
				ins = append(ins, k)
				break
			}
			if w == "still" || w == "same" {
				return nil, nil, false // "checkout still sat": unchanged, not a new date
			}
			if toks[j].stop && j < d.start-1 || w == "and" {
				break
			}
		}
	}
	if len(ins) == 1 && len(outs) == 1 && ins[0] != outs[0] {
		a, b := dates[ins[0]], dates[outs[0]]
		return &a, &b, true
	}
	// A range said once: "3/11-3/15", "the 11th to the 15th".
	if len(ins) == 0 && len(outs) == 0 && len(dates) == 2 && dates[0].HasDate && dates[1].HasDate && !dates[0].HasTime &&
		slices.Contains([]string{"to", "-", "through", "thru", "till", "until"}, dates[1].prep) &&
		// ("… a family thing on 11/3 so move her check to 10/3" goes
		// back a day: a job's move, never a stay)
		!time.Date(dates[1].Year, time.Month(dates[1].Month), dates[1].Day, 0, 0, 0, 0, time.UTC).Before(time.Date(dates[0].Year, time.Month(dates[0].Month), dates[0].Day, 0, 0, 0, 0, time.UTC)) {
		a, b := dates[0], dates[1]
		return &a, &b, true
	}
	return nil, nil, false
}

// sameCheckOut reports whether the check-out is said to stay as it is:
// "checkout same", "check-out stays the same", "same checkout".
func sameCheckOut(toks []token) bool {
	for i, t := range toks {
		if t.s != "checkout" && !(t.s == "out" && i > 0 && toks[i-1].s == "check") {
			continue
		}
		if i+1 < len(toks) && slices.Contains([]string{"same", "stays", "unchanged", "still", "remains", "doesn't", "doesnt"}, toks[i+1].s) ||
			i > 0 && toks[i-1].s == "same" || i > 1 && toks[i-1].s == "check" && toks[i-2].s == "same" {
			return true
		}
	}
	return false
}

// notArrivingTill reports whether the message says that guests will not
// arrive before a time: a negation, then an arrival ("get in", "get to
// <place>", "get there", "arrive", "make it"), then "till"/"until" ("the
// kowalczyks wont get to boothbay til 7pm tues").
func notArrivingTill(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !slices.Contains([]string{"cant", "can't", "cannot", "wont", "won't", "not", "dont", "don't", "arent", "aren't"}, toks[i].s) {
			continue
		}
		j := i + 1
		if toks[j].s == "be" && j+1 < len(toks) && (toks[j+1].s == "getting" || toks[j+1].s == "arriving") {
			j++ // "won't be getting in till 7"
		}
		// ("they will not reach the periwinkle way house until half past
		// nine this evening": to reach a place is to arrive.)
		arrive := slices.Contains([]string{"arrive", "arriving", "reach", "reaching"}, toks[j].s) ||
			slices.Contains([]string{"get", "getting"}, toks[j].s) && j+1 < len(toks) && slices.Contains([]string{"in", "to", "there", "here", "into"}, toks[j+1].s) ||
			toks[j].s == "make" && j+1 < len(toks) && toks[j+1].s == "it"
		if !arrive {
			continue
		}
		for k := j + 1; k < len(toks) && k <= j+6; k++ {
			if slices.Contains([]string{"till", "until", "til"}, toks[k].s) {
				return true
			}
		}
	}
	return false
}

// movedItThenArrival reports a move of "it" to a time, then guests' arrival
// at a time of its own: "move it to 3pm, the morins arrive at 4pm". The
// move is a job's (the pronoun's), the arrival the reason for it.
func movedItThenArrival(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if !moveVerbs[toks[i].s] || toks[i+1].s != "it" {
			continue
		}
		for j := i + 2; j < len(toks); j++ {
			if !slices.Contains([]string{"arrive", "arrives", "arriving", "arrival", "land", "lands", "landing"}, toks[j].s) &&
				!(j+1 < len(toks) && slices.Contains([]string{"check", "checks", "checking", "get", "gets", "getting"}, toks[j].s) && toks[j+1].s == "in") {
				continue
			}
			dated := func(ts []token) bool { // (the dates' words may be used already)
				fresh := slices.Clone(ts)
				for k := range fresh {
					fresh[k].used = false
				}
				return len(readDates(fresh, time.Time{}, time.UTC)) > 0
			}
			return dated(toks[i+2:j]) && dated(toks[j:]) &&
				!has(toks[j:], "instead", "now", "earlier", "later", "early", "late")
		}
	}
	return false
}

// ownStayTime reports a check-in or check-out said as a thing someone
// has: "her check-in", "their checkout", "the check-out" — a stay's time,
// never a job's (a job has no check-in).
func ownStayTime(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		switch toks[i-1].s {
		case "her", "his", "their", "the", "guest's", "guests'", "guests":
		default:
			continue
		}
		w := toks[i].s
		if w == "checkin" || w == "checkout" || w == "check-in" || w == "check-out" ||
			w == "check" && i+1 < len(toks) && (toks[i+1].s == "in" || toks[i+1].s == "out") && !toks[i].stop {
			return true
		}
	}
	return false
}

// usualTimesRe is a new booking's "usual times" ("…, 4 guests. usual
// times", "normal check-in/out times"): the property's own check-in and
// check-out hours, never a guest's name.
var usualTimesRe = mustCompile(`(?i)[,.;:]?\s*(?:(?:at|with|and|for)\s+)?(?:the\s+)?(?:usual|normal|standard|regular|default|same\s+old)\s+(?:check[- ]?in\s*(?:/|and|&)\s*(?:check[- ]?)?out\s+|in\s*(?:/|and|&)\s*out\s+)?(?:times?|hours)\b\s*(?:pls|please|plz|thx|thanks)?\s*[.!]?`)

// bookingWordsRe says a message books or changes a guest stay.
var bookingWordsRe = mustCompile(`(?i)\b(?:booking|booked|reservation|stay|guests?|check[- ]?in|check[- ]?out|ppl|people|nights?)\b`)

// usualStayTimes drops "usual times" from a stay's booking: the default
// hours are what the booking uses when none are said.
func usualStayTimes(msg string) string {
	if !bookingWordsRe.MatchString(msg) || !usualTimesRe.MatchString(msg) {
		return msg
	}
	out := strings.TrimSpace(usualTimesRe.ReplaceAllString(msg, ""))
	if out == "" {
		return msg
	}
	return out
}
