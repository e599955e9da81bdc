package assistant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Anchors: a time given relative to a stay or to another job — "after
// the Okafors leave" (at the check-out, never before it), "the day after
// Maria Chen checks out", "the evening before the Hendersons arrive",
// "the same day as Sam's visit", "same slot as the plumber at the loft".
// The anchor's words are read apart from the request's (its property is
// the anchor's, not the job's), and an anchor that cannot be found is a
// question, never a guess.

// anchor is a time relative to an event, as read.
type anchor struct {
	phrase string // the words, for a question
	// thing is what a job said by its subject is for ("the pool service",
	// "the gutter visit"): only a job whose notes or pro say it fits.
	thing   string
	days    int   // days after (negative: before) the event's day
	hour    int   // a time of day the words give ("the morning after"), -1 for none
	exact   bool  // at the event's own time ("right after", "when they leave", "same slot as")
	sameDay bool  // on the event's day ("the day the Hendersons arrive", "same day as")
	before  bool  // done before the event ("before the Chens arrive")
	checkIn bool  // the stay's arrival rather than its departure
	guests  []int // stays named (indexes into session.stays)
	anyStay bool  // "the guests": the property's next stay
	pros    []int64
	service steward.ServiceType  // a job named by its role ("the plumber")
	addr    int64                // the property the anchor's words name
	job     bool                 // anchored on a job, not a stay
	end     bool                 // "right after" a job: when it is over
	stay    *steward.Reservation // the stay found, once resolved
	// pronoun: "after they leave": the guests the message names
	// elsewhere, else the property's guests.
	pronoun bool
	// offset: "2 hours after …": from the event's own time.
	offset time.Duration
	// eventEnd is where a stay anchor's words end, after its verb ("after
	// anna leaves | can wes clean the barn"): the rest is the request's.
	eventEnd int
	// day is the day the message names, which a job anchor is on when
	// several fit ("sat … right after the clean").
	day *When
	// proPronoun: "once he wraps up the ac", "after she finishes the
	// clean": the job of the pro the message names.
	proPronoun bool
	// jobStart is when the anchor's job starts, once resolved.
	jobStart time.Time
	// dayOwn: day is the request's own date, not a date of the guests'.
	dayOwn bool
	// start is where the anchor's words start in the message's tokens.
	start int
	// unsure is a time said from a check-out or check-in that is not the
	// anchor's own event ("the day the Kims arrive, an hour after
	// checkout"): the host is asked.
	unsure string
	// sameKind: "a week after the orchard house one": a job at the
	// property named, of the service the request itself books.
	sameKind bool
	// eventClock: "…, same time as they check out": at the hour of the
	// stay's own event, on the anchor's day (anchorclock.go).
	eventClock bool
	// otherClock: "…, same time as ray" beside a job anchor of another
	// pro: whose hour is not clear, asked.
	otherClock string
}

var (
	leaveWords  = map[string]bool{"leave": true, "leaves": true, "leaving": true, "checkout": true, "depart": true, "departs": true, "departure": true, "ends": true, "end": true, "gone": true, "go": true, "out": true}
	arriveWords = map[string]bool{"arrive": true, "arrives": true, "arriving": true, "arrival": true, "checkin": true, "in": true, "come": true, "comes": true, "get": true, "gets": true}
	// visitNouns name a visit by its subject: "the pool service".
	visitNouns = map[string]bool{"service": true, "visit": true, "job": true, "appointment": true, "appt": true}
	jobWords   = map[string]bool{"visit": true, "job": true, "appointment": true, "comes": true, "come": true, "cleaning": true, "clean": true, "repair": true, "inspection": true, "restock": true,
		"turnover": true, "walkthrough": true, "restocking": true} // ("after the turnover tmrw")
	// sequenceWords after "the day" or "the morning" start another
	// anchor ("the morning after"), not a stay or job of this one.
	sequenceWords = map[string]bool{"after": true, "before": true, "of": true, "as": true, "when": true, "that": true, "at": true, "on": true, "to": true, "and": true, "for": true, "with": true, "in": true}
	dayParts      = map[string]int{"morning": 9, "afternoon": 14, "evening": 18, "night": 18}
)

// readAnchor finds an anchor in toks (tokens not yet used), marks its
// words used, and returns it; nil when there is none.
// anchorEndVerbs are request verbs no event is said with: one after the
// guests of an anchor ("after walsh give to Rosa") starts the request.
var anchorEndVerbs = map[string]bool{"give": true, "put": true, "add": true, "assign": true, "reassign": true, "hand": true, "cancel": true, "shift": true}

func (s *session) readAnchor(toks []token) (*anchor, error) {
	for i, t := range toks {
		if t.used {
			continue
		}
		// "get the flat ready for Owen", "ready for the guests": before
		// the stay's check-in.
		readyFor := t.s == "for" && i > 0 && toks[i-1].s == "ready"
		// "by the time maria chen arrives": done before it; "once lena
		// checks out", "as soon as the whitakers leave": as "when", at the
		// event's own time.
		byTheTime := t.s == "time" && i >= 2 && toks[i-1].s == "the" && toks[i-2].s == "by"
		soonAs := t.s == "as" && i > 1 && toks[i-1].s == "soon" && toks[i-2].s == "as"
		// "at the time of the Lindgrens' check-out", "upon the Hales'
		// departure": at the event's own time, as "when".
		timeOf := t.s == "of" && i > 2 && (toks[i-1].s == "time" || toks[i-1].s == "moment") && toks[i-2].s == "the" &&
			(toks[i-3].s == "at" || toks[i-3].s == "around") || t.s == "upon"
		pivot := readyFor || byTheTime || soonAs || timeOf || t.s == "after" || t.s == "before" || t.s == "when" || t.s == "once" ||
			t.s == "as" && i > 0 && (toks[i-1].s == "day" || toks[i-1].s == "slot" || toks[i-1].s == "time") ||
			(t.s == "day" || dayParts[t.s] > 0) && i+1 < len(toks) && i > 0 && toks[i-1].s == "the" &&
				(toks[i+1].s == "the" || !toks[i+1].used && !sequenceWords[toks[i+1].s] && toks[i+1].s != "instead") || // "the day the Bakers leave", "the day lena fischer gets in" (never "in the morning instead of Sparkle")
			// "the same day curt does the boat lift": an event said
			// without "as" (with it, "as" is the pivot).
			// "Same day Mr. Tanaka check out, Karen do …": the article
			// left out, at the message's start.
			t.s == "day" && i > 0 && toks[i-1].s == "same" && (i == 1 || toks[i-2].s == "the" || toks[i-2].s == "that") && i+2 < len(toks) &&
				!toks[i+1].used && !sequenceWords[toks[i+1].s] && !slices.Contains([]string{"as", "and", "at", "around", "in", "on", "please", "pls", "too", "if"}, toks[i+1].s)
		if t.s == "after" && i > 0 && toks[i-1].s == "day" && i+1 < len(toks) && (toks[i+1].s == "tomorrow" || toks[i+1].s == "tmrw") {
			continue // "day after tmrw": a date, not an event
		}
		if !pivot {
			continue
		}
		if soonAs && slices.ContainsFunc(toks[i+1:min(len(toks), i+5)], func(t token) bool {
			return slices.Contains([]string{"can", "could", "possible", "possibly", "able"}, t.s)
		}) {
			continue // "send Granite as soon as they can possibly get there": the earliest they can, no event
		}
		if t.s == "after" && i > 0 && slices.Contains([]string{"look", "looks", "looking", "looked", "see", "seeing", "sees"}, toks[i-1].s) {
			continue // "nobody is looking after the shower repair": caring for a job, not following it
		}
		if t.s == "when" && i > 0 && slices.Contains([]string{"there", "here", "home", "around", "present", "onsite", "in"}, toks[i-1].s) {
			continue // "he'd like to be there when Ray comes": someone's presence at the visit, its reason, not an event to time it by
		}
		if t.s == "after" || t.s == "when" {
			// "dottie mentioned it after her last clean": when something
			// was said, not when the job is to be.
			told := false
			for k := i - 1; k >= 0 && k >= i-3 && !toks[k].stop; k-- {
				told = told || reportedVerbs[toks[k].s]
			}
			if told {
				continue
			}
		}
		end := i + 1
		for end < len(toks) && end < i+8 && !toks[end].used && !toks[end-1].stop && !startsClock(toks, end) &&
			// "the same day as desmond's silo clean - afternoon": the part
			// of the day is the request's.
			!(dayParts[toks[end].s] > 0 && toks[end-1].s != "the" && toks[end-1].s != "this" && end > i+1) && toks[end].s != "-" &&
			// "after the kesslers leave and before the morenos arrive":
			// one event each.
			!(toks[end].s == "and" && end+1 < len(toks) && (toks[end+1].s == "before" || toks[end+1].s == "after")) &&
			// "restock after her before the mancinis show up": two
			// anchors, the second a deadline.
			!(end > i+1 && (toks[end].s == "before" || toks[end].s == "b4") && t.s == "after") &&
			// "the jsq one on 13th after walsh give to Rosa": a request
			// verb after the guests said bare ends the event.
			!(end > i+1 && anchorEndVerbs[toks[end].s]) {
			if (leaveWords[toks[end-1].s] || arriveWords[toks[end-1].s]) && end > i+1 {
				// "before the sorensens arrive restock vineyard house":
				// the anchor ends with its verb; a service or a request
				// after it is the message's own.
				if _, _, ok := serviceOf(toks[end : end+1]); ok || clauseVerbs[toks[end].s] ||
					// "once the fitzgeralds are out can someone clean the chalet"
					slices.Contains([]string{"can", "could", "would", "will", "pls", "please", "someone", "somebody", "lets", "let's", "need", "we", "i"}, toks[end].s) {
					break
				}
			}
			if _, _, ok := serviceOf(toks[end-1 : end]); ok && end > i+1 && (clauseVerbs[toks[end].s] ||
				slices.Contains([]string{"can", "could", "would", "will", "pls", "please", "someone", "somebody", "lets", "let's"}, toks[end].s)) {
				// "after marisa's clean have gwen restock the loft at 2":
				// the anchor ends with the job it names; the request
				// after it is the message's own.
				break
			}
			end++
		}
		a, ok, err := s.anchorRef(toks[i+1 : end])
		if err != nil {
			return nil, err
		}
		if ok {
			// "before the yamamotos on Saturday": the weekday is the
			// job's, read with the request's dates (beforestayday.go).
			if cut := s.beforeStayOwnDay(toks, i, end, a); cut < end {
				if b, bok, err := s.anchorRef(toks[i+1 : cut]); err != nil {
					return nil, err
				} else if bok && len(b.guests) > 0 && !b.job {
					a, end = b, cut
				}
			}
		}
		if readyFor {
			if !ok && hasWord(toks[i+1:end], "guests") {
				a, ok = &anchor{anyStay: true}, true
			}
			if !ok || len(a.guests) == 0 && !a.anyStay {
				continue // "ready for the inspection": not a stay
			}
			a.checkIn = true
		}
		if !ok {
			continue
		}
		a.hour = -1
		if !a.job && a.eventEnd > 0 && i+1+a.eventEnd < end {
			end = i + 1 + a.eventEnd
			if end < len(toks) && (toks[end].s == "out" || toks[end].s == "in") && !toks[end].used {
				end++
			}
			// The pro and property after the event are the request's.
			a.pros, a.addr = nil, 0
			if pm := matchProperties(toks[i+1:end], s.addrs); len(pm) == 1 {
				a.addr = pm[0].addr.ID
			}
			if n, id := s.eventPlace(toks, end); n > 0 && a.addr == 0 {
				// "clean the carriage house the day after the Whitfields
				// leave the chalet": the place they leave is the stay's,
				// never the job's.
				a.addr, end = id, end+n
			}
		}
		if a.pronoun && len(a.guests) == 0 {
			var guestNames []string
			for _, r := range s.stays {
				guestNames = append(guestNames, r.GuestName)
			}
			// "the Hendricks party mentioned … the day after they check
			// out, … before the Sorensens come": "they" are the guests
			// named before it, when some are.
			ms := matchPeople(toks, guestNames)
			if before := slices.DeleteFunc(slices.Clone(ms), func(m personMatch) bool { return m.at.start >= i }); len(before) > 0 && len(before) < len(ms) {
				ms = before
			}
			for _, m := range ms {
				a.guests = append(a.guests, m.index)
			}
			if len(a.guests) == 0 {
				// "and have carmen clean after she leaves" right after
				// her stay was added: the stay the last reply was about
				// (followdetails.go).
				a.guests = s.stayOfLastReply()
			}
		}
		start := i
		switch {
		case t.s == "before" || t.s == "for" || byTheTime:
			a.days, a.before = 0, true
			if byTheTime {
				start = i - 2
			}
		case timeOf:
			a.exact = true
			if t.s == "of" {
				start = i - 3
			}
		case t.s == "as" || t.s == "when" || t.s == "once": // "once priyanka is out": at the check-out
			// "once bianca is done": when the job is over.
			a.exact, a.end = true, t.s == "once" && a.job
		case t.s == "day":
			a.sameDay = true
			if toks[i-1].s == "same" && i > 1 {
				start = i - 2 // "the same day curt does the boat lift"
			} else if toks[i-1].s == "same" {
				start = 0 // "same day mr. tanaka check out"
			}
		case dayParts[t.s] > 0:
			a.sameDay, a.hour = true, dayParts[t.s] // "the evening the Nguyens leave"
		}
		if soonAs {
			start = i - 2
		} else if t.s == "as" {
			a.exact = toks[i-1].s != "day"
			a.sameDay = toks[i-1].s == "day"
			start = i - 1
			if start > 0 && (toks[start-1].s == "same" || toks[start].s == "soon" && toks[start-1].s == "as") {
				start-- // "as soon as Priyanka checks out": at the check-out
			}
		}
		// What comes before the pivot: "the day", "2 days", "the
		// morning", "right".
		for k := i - 1; k >= 0 && k >= i-3 && (t.s == "after" || t.s == "before"); k-- {
			if toks[k].stop {
				break // "at two o'clock in the afternoon, after the Lindstroms have gone": not "the afternoon after"
			}
			w := toks[k].s
			sign := 1
			if t.s == "before" {
				sign = -1
			}
			switch {
			case w == "day" || w == "days":
				n := unitCount(toks, k, 60)
				a.days, a.before, start = sign*n, false, k
				if k > 0 && (isDigits(toks[k-1].s) || numberWords[toks[k-1].s] > 0) {
					start = k - 1
				}
			case dayParts[w] > 0 && k > 0 && (toks[k-1].s == "same" || toks[k-1].s == "that") && t.s == "before":
				// "at half past one that same afternoon before the Brennans
				// arrive": the day of the part before; the stay is only a
				// deadline.
				k = -1
			case dayParts[w] > 0 && !(k > 0 && (isDateWord(toks[k-1].s) || toks[k-1].s == "tmrw" || toks[k-1].s == "tomorrow" || toks[k-1].s == "today")):
				// ("restock 5f tmrw afternoon before the guests get in":
				// tomorrow's afternoon, not the afternoon before.)
				a.days, a.hour, a.before, start = sign, dayParts[w], false, k
			case (w == "hour" || w == "hours" || w == "hr" || w == "hrs" || w == "minutes" || w == "mins" || w == "min") && k > 0:
				// "2 hours after the okafors leave", "30 minutes before
				// sam's visit": that long from the event itself.
				n := unitCount(toks, k, 600)
				unit := time.Hour
				if strings.HasPrefix(w, "min") {
					unit = time.Minute
				}
				off := time.Duration(sign*n) * unit
				start = k - 1
				if unit == time.Hour && (toks[k-1].s == "half" || k > 1 && toks[k-2].s == "half" && (toks[k-1].s == "an" || toks[k-1].s == "a")) {
					// "half an hour after the Okonkwos check out", "a half
					// hour before": thirty minutes, never the hour.
					off = time.Duration(sign) * 30 * time.Minute
					if toks[k-1].s != "half" || k > 1 && toks[k-2].s == "a" {
						start = k - 2
					}
				}
				a.offset, a.before = off, false
			case (w == "week" || w == "weeks") && !(k > 0 && (toks[k-1].s == "next" || toks[k-1].s == "this")):
				// "a week after the orchard house one", "2 weeks before
				// the brandts arrive": seven days each.
				n := unitCount(toks, k, 9)
				a.days, a.before, start = sign*7*n, false, k
				if k > 0 && (isDigits(toks[k-1].s) || numberWords[toks[k-1].s] > 0 || toks[k-1].s == "a") {
					start = k - 1
				}
			case w == "right" || w == "just" || w == "straight" || w == "immediately" || w == "directly":
				start = k
			case w == "the":
				start = k
				continue
			default:
				k = -1
			}
		}
		if t.s == "before" && !a.job && a.eventEnd == 0 {
			// "before the halvorsens", "the day before the whitakers":
			// said of guests with no verb, before they come.
			a.checkIn = true
		}
		if t.s == "after" && a.days == 0 && a.hour < 0 {
			a.exact, a.end = true, true
			if a.job && has(toks[i+1:end], "starts", "start", "begins", "begin", "started", "starting") {
				a.end = false // "an hour after tj's turnover there tmrw starts": from its start
			}
		}
		var words []string
		for k := start; k < end; k++ {
			words = append(words, toks[k].raw)
			toks[k].used = true
		}
		a.phrase, a.start = strings.Join(words, " "), start
		if !moveTarget(toks, start) && saysMove(toks) {
			// "wes would rather sweep the chimney after the moynihans are
			// done burning wood all week, so push that job to the day
			// after they check out": the anchor the move goes to is the
			// job's new time; the one before it gives the reason.
			used := make([]bool, len(toks))
			for k := range toks {
				used[k] = toks[k].used
			}
			if b, err := s.readAnchor(toks); err != nil {
				return nil, err
			} else if b != nil && moveTarget(toks, b.start) {
				if b.pronoun && len(b.guests) == 0 && len(a.guests) > 0 {
					b.guests, b.anyStay = a.guests, false // "they": the guests the reason named
				}
				return b, nil
			}
			for k := range toks {
				toks[k].used = used[k]
			}
		}
		sameEventOffset(toks, a)
		jobStartOffset(toks, a)
		dayAfterSameEvent(toks, a)
		s.sameTimeAsEvent(toks, a)
		return a, nil
	}
	return nil, nil
}

// sameEventOffset reads, after an anchor on a stay's day, a time said from
// that stay's own check-out or check-in with no guest named: "the day the
// Fernandez family leaves, an hour after checkout", "the day the Kims
// arrive, 2 hours before check-in". Left unread, the hour after would be
// lost and the job booked at the check-out itself.
func sameEventOffset(toks []token, a *anchor) {
	if a.job || a.offset != 0 || !a.sameDay || a.hour >= 0 || a.days != 0 {
		return
	}
	for k := 1; k+1 < len(toks); k++ {
		offset, p, ok := offsetAt(toks, k)
		if !ok {
			continue
		}
		q := p + 1
		if q < len(toks) && (toks[q].s == "the" || toks[q].s == "their" || toks[q].s == "they") {
			q++
		}
		out, in, n := checkWordsAt(toks, q)
		if n == 0 {
			continue
		}
		if out && a.checkIn || in && !a.checkIn {
			// "the day the Fernandez family arrives, an hour after
			// checkout": whose check-out is not clear; asked.
			a.unsure = strings.Join(rawWords(toks[k-1:min(len(toks), q+n)]), " ")
			return
		}
		a.offset, a.sameDay, a.exact = offset, false, true
		for j := k - 1; j < q+n && j < len(toks); j++ {
			toks[j].used = true
		}
		a.phrase += ", " + strings.Join(rawWords(toks[k-1:min(len(toks), q+n)]), " ")
		return
	}
}

// dayAfterSameEvent reads, after an anchor at a stay's check-out, the day
// after it said with no event of its own: "when the Mendozas leave, the
// day after at 9 have Rafa check the door", "once the Kims are out, the
// next morning". Left unread, the job would be booked at the check-out.
func dayAfterSameEvent(toks []token, a *anchor) {
	if a.job || !a.exact || a.days != 0 || a.offset != 0 || a.before || a.checkIn || a.hour >= 0 {
		return
	}
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].used || toks[k+1].used {
			continue
		}
		w, next := toks[k].s, toks[k+1].s
		span, hour := 0, -1
		switch {
		case (w == "day" || dayParts[w] > 0) && next == "after" && k > 0 && (toks[k-1].s == "the" || toks[k-1].s == "a"):
			span = 2
			if dayParts[w] > 0 {
				hour = dayParts[w]
			}
			// "the day after the X": an event of its own, another anchor.
			if k+2 < len(toks) && !toks[k+1].stop && !toks[k+2].used && !startsClock(toks, k+2) &&
				!slices.Contains([]string{"at", "around", "by", "pls", "please", "have", "can", "could", "get", "book", "send"}, toks[k+2].s) {
				continue
			}
		case (w == "next" || w == "following") && (next == "day" || dayParts[next] > 0):
			span = 2
			if dayParts[next] > 0 {
				hour = dayParts[next]
			}
		default:
			continue
		}
		a.days, a.hour, a.exact, a.end = 1, hour, false, false
		from := k
		if k > 0 && (toks[k-1].s == "the" || toks[k-1].s == "a") {
			from = k - 1
		}
		for j := from; j < k+span; j++ {
			toks[j].used = true
		}
		a.phrase += ", " + strings.Join(rawWords(toks[from:k+span]), " ")
		return
	}
}

// checkWordsAt reads a check-out ("checkout", "check out", "c/o", "leave",
// "they're out") or a check-in ("checkin", "check in", "arrival") at i:
// which, and how many words.
func checkWordsAt(toks []token, i int) (out, in bool, n int) {
	if i >= len(toks) {
		return false, false, 0
	}
	switch w := toks[i].s; {
	case w == "check" && i+1 < len(toks) && toks[i+1].s == "out", w == "check" && i+1 < len(toks) && toks[i+1].s == "in":
		return toks[i+1].s == "out", toks[i+1].s == "in", 2
	case w == "checkout" || w == "c/o" || w == "departure" || w == "leave" || w == "leaves" || w == "leaving":
		return true, false, 1
	case w == "checkin" || w == "c/i" || w == "arrival" || w == "arrive" || w == "arrives":
		return false, true, 1
	}
	return false, false, 0
}

// rawWords returns the words of toks as written.
func rawWords(toks []token) []string {
	var out []string
	for _, t := range toks {
		out = append(out, t.raw)
	}
	return out
}

// reportedVerbs tell what someone said or saw, in the past.
var reportedVerbs = map[string]bool{"mentioned": true, "said": true, "noticed": true, "told": true, "found": true, "saw": true,
	"reported": true, "texted": true, "called": true, "emailed": true, "complained": true, "spotted": true, "flagged": true, "discovered": true,
	"caught": true, "heard": true, "observed": true, "messaged": true, "phoned": true, "wrote": true}

// moveTarget reports whether the words from start on are where a move
// goes: "push that job to the day after they check out".
func moveTarget(toks []token, start int) bool {
	return start > 0 && (toks[start-1].s == "to" || toks[start-1].s == "till" || toks[start-1].s == "until")
}

// saysMove reports whether toks ask to move a job.
func saysMove(toks []token) bool {
	return has(toks, "move", "moved", "push", "pushed", "bump", "bumped", "reschedule", "shift", "postpone", "delay", "change")
}

// anchorRef reads what an anchor refers to in tail: a stay (a guest's
// name, "the guests") with its arrival or departure, or a job (a pro's
// name, a role, "the visit").
func (s *session) anchorRef(tail []token) (*anchor, bool, error) {
	a := &anchor{}
	if err := s.loadStays(); err != nil {
		return nil, false, err
	}
	var guestNames []string
	for _, r := range s.stays {
		guestNames = append(guestNames, r.GuestName)
	}
	for _, m := range matchPeople(tail, guestNames) {
		a.guests = append(a.guests, m.index)
	}
	var proNames []string
	for _, p := range s.pros {
		proNames = append(proNames, p.Name)
	}
	for _, m := range matchPeople(tail, proNames) {
		a.pros = append(a.pros, s.pros[m.index].ID)
	}
	if len(a.pros) == 0 {
		for _, m := range s.proByShortName(tail) { // "once bobbie's done cleaning"
			a.pros = append(a.pros, s.pros[m.index].ID)
		}
	}
	if len(a.pros) == 0 {
		for _, m := range s.proByHandle(tail) { // "an hour after tj's turnover": initials, a company's words
			a.pros = append(a.pros, s.pros[m.index].ID)
		}
	}
	if len(a.pros) == 0 {
		a.pros = s.proDoingWork(tail) // "the day after mo does the stairs" (anchorclock.go)
	}
	if len(a.pros) == 0 {
		// "at the same time as the pool company's visit there": the pro
		// named by what they do (thingPro), when one fits.
		if _, id := s.thingPro(tail); id != 0 {
			a.pros = append(a.pros, id)
		}
	}
	if pm := matchProperties(tail, s.addrs); len(pm) == 1 {
		a.addr = pm[0].addr.ID
	}
	event := ""
	for i, t := range tail {
		switch {
		case hasLeft(tail, i) || leaveWords[t.s] && (t.s != "out" || i > 0 && (tail[i-1].s == "check" || tail[i-1].s == "checks" || tail[i-1].s == "checking" ||
			// "once the o'connors are out tmrw luis can …": the event ends
			// there; the pro and day after it are the request's.
			i > 1 && (tail[i-1].s == "are" || tail[i-1].s == "is" || tail[i-1].s == "r" || tail[i-1].s == "re"))):
			if event == "" {
				a.eventEnd = i + 1
			}
			event = "out"
		case arriveWords[t.s] && (t.s != "in" || i > 0 && (tail[i-1].s == "check" || tail[i-1].s == "checks" || tail[i-1].s == "checking")):
			if event == "" {
				event, a.eventEnd = "in", i+1
			}
		}
		if t.s == "guest" || t.s == "guests" || t.s == "stay" {
			a.anyStay = true
		}
		if t.s == "they" || t.s == "he" || t.s == "she" {
			a.pronoun = true // "the obriens need the unit cleaned after they leave"
		}
		if (t.s == "their" || t.s == "his" || t.s == "her") && i+1 < len(tail) && (leaveWords[tail[i+1].s] || arriveWords[tail[i+1].s]) && tail[i+1].s != "out" && tail[i+1].s != "in" {
			a.pronoun = true // "on the day before their departure": the guests the message named
		}
		for _, r := range roleWords {
			if t.s == r || t.s == r+"s" {
				if sv := servicesOf([]token{t}); len(sv) == 1 {
					a.service = sv[0]
				}
			}
		}
	}
	if len(a.pros) > 0 && a.service == "" {
		a.service, _ = anchorService(tail) // "right after yesenia finishes the turnover"
	}
	finishing := hasWord(tail, "finishes") || hasWord(tail, "finished") || hasWord(tail, "finish") || hasWord(tail, "done") ||
		hasWord(tail, "wraps") || hasWord(tail, "wrapped") || hasWord(tail, "through")
	if len(tail) == 1 && (tail[0].s == "her" || tail[0].s == "him") {
		// "get keisha in to restock after her": after the job of the pro
		// the message is about (resolveAnchor, or the part before's).
		a.job, a.proPronoun = true, true
		return a, true, nil
	}
	if _, _, svc := serviceOf(tail); len(a.guests) == 0 && len(a.pros) == 0 && event == "" && svc && len(tail) <= 4 &&
		(tail[0].s == "her" || tail[0].s == "his") {
		// "can she squeeze in a restock at the bear den after her
		// clean": the job of the pro the message names (resolveAnchor).
		a.job, a.proPronoun = true, true
		a.service, _, _ = serviceOf(tail)
		return a, true, nil
	}
	if len(a.guests) == 0 && len(a.pros) == 0 && event == "" && finishing && (hasWord(tail, "he") || hasWord(tail, "she") || hasWord(tail, "hes") || hasWord(tail, "shes")) {
		// "once he wraps up the ac there": the job of the pro named
		// elsewhere in the message (resolveAnchor).
		a.job, a.proPronoun = true, true
		if sv, _, ok := serviceOf(tail); ok {
			a.service = sv
		}
		return a, true, nil
	}
	if proWorksForGuests(tail, a, event) {
		// "the same day kasia cleans it for the davies": the pro's job
		// for those guests (its notes name them), not their stay.
		a.job, a.thing = true, s.guestsThing(a)
		return a, true, nil
	}
	switch {
	case len(a.guests) > 0 || (a.anyStay || a.pronoun) && event != "":
		a.anyStay = a.anyStay || a.pronoun
		a.checkIn = event == "in"
		return a, true, nil
	case len(a.pros) > 0 || a.service != "":
		a.job = true
		return a, true, nil
	}
	if a.addr != 0 && len(tail) >= 3 && tail[0].s == "the" && event == "" && slices.ContainsFunc(tail[2:min(len(tail), 5)], func(t token) bool { return t.s == "one" }) {
		// "a week after the orchard house one": the job of the request's
		// own kind at that property (resolveAnchor).
		for k := 1; k < len(tail); k++ {
			if tail[k].s == "one" {
				if pm := matchProperties(tail[1:k], s.addrs); len(pm) == 1 && pm[0].addr.ID == a.addr {
					a.job, a.sameKind = true, true
					if sv, ok := anchorService(tail[1:k]); ok {
						a.service = sv
					}
					return a, true, nil
				}
				break
			}
		}
	}
	if event == "" && len(a.guests) == 0 && len(a.pros) == 0 && dayJobWords(tail) {
		// "1 wk after Monday's", "a week after fri's one", "2 days
		// after the one on the 12th": the job of the request's own kind
		// on that day (its date read from the anchor's words).
		a.job, a.sameKind = true, true
		return a, true, nil
	}
	for k := 1; k+1 < len(tail) && event == ""; k++ {
		// "at the same time as the pool service on Friday": the one visit
		// whose notes or pro say the thing before the job noun.
		if !visitNouns[tail[k+1].s] || tail[k-1].s != "the" && tail[k-1].s != "their" && tail[k-1].s != "our" && tail[k-1].s != "his" && tail[k-1].s != "her" {
			continue
		}
		if w := tail[k].s; len(w) >= 3 && isLetters(w) && !stopWords[w] && !genericWords[w] && !tail[k].used {
			if _, _, svc := serviceOf(tail[k : k+1]); !svc {
				a.job, a.thing = true, strings.TrimSuffix(w, "s")
				// "the day after his gutter job there": the job of the pro
				// the message names (resolveAnchor), never another's.
				a.proPronoun = tail[k-1].s == "his" || tail[k-1].s == "her"
				return a, true, nil
			}
		}
	}
	if sv, ok := anchorService(tail); ok && (a.addr != 0 || hasWord(tail, "the")) {
		for _, t := range tail {
			if jobWords[t.s] {
				a.service, a.job = sv, true
				return a, true, nil
			}
		}
	}
	return nil, false, nil
}

// dayJobWords reports whether tail names a job by its day alone: a day
// said as a possessive ("monday's", "fri's one", "the 12th's") or "the one
// on <day>". A day said plainly ("a week after monday") is a date, not a
// job.
func dayJobWords(tail []token) bool {
	day := func(t token) bool {
		_, ordinal := ordinalDay(t.s)
		return isWeekdayWord(t.s) || tomorrowWord(t.s) || t.s == "today" || ordinal
	}
	possessive := func(t token) bool {
		r := strings.ToLower(t.raw)
		return strings.HasSuffix(r, "'s") || strings.HasSuffix(r, "’s")
	}
	switch {
	case len(tail) >= 1 && len(tail) <= 3 && day(tail[len(tail)-1]) && possessive(tail[len(tail)-1]) &&
		(len(tail) == 1 || tail[0].s == "the" || tail[0].s == "this" || tail[0].s == "next"):
		return true // "monday's", "the 12th's", "next monday's"
	case len(tail) >= 2 && len(tail) <= 4 && tail[len(tail)-1].s == "one" && day(tail[len(tail)-2]) && possessive(tail[len(tail)-2]):
		return true // "monday's one"
	case len(tail) >= 4 && len(tail) <= 5 && tail[0].s == "the" && tail[1].s == "one" && (tail[2].s == "on" || tail[2].s == "for") && day(tail[len(tail)-1]):
		return true // "the one on monday", "the one on the 12th"
	}
	return false
}

// anchorService is the service an anchor's words name ("after the
// turnover tmrw"), word by word: serviceOf skips the words inside an
// anchor.
func anchorService(tail []token) (steward.ServiceType, bool) {
	for i := range tail {
		if sv, _, ok := serviceOf(tail[i : i+1]); ok && !tail[i].used {
			return sv, true
		}
	}
	return "", false
}

// resolveAnchor turns an anchor into a time at the request's property,
// and the property when the request names none (the stay's). problem is
// the question to ask when the anchor is not found or is ambiguous.
func (s *session) resolveAnchor(a *anchor, in *request, given *When, service steward.ServiceType) (time.Time, string, error) {
	var event time.Time
	var loc *time.Location
	switch {
	case a.job:
		if a.sameKind && a.service == "" {
			a.service = service
			if a.service == "" {
				a.service = in.Service
			}
		}
		if a.proPronoun && len(a.pros) == 0 && s.focus != 0 {
			// "who's cleaning the silo fri?" → "can tovah come an hour
			// after she's done": the pro of the job the conversation is
			// about, not the one asked to come.
			if j, err := s.focusJob(); err != nil {
				return time.Time{}, "", err
			} else if j != nil && j.ProID != nil && *j.ProID != in.ProID {
				a.pros = []int64{*j.ProID}
			}
		}
		if a.proPronoun && len(a.pros) == 0 {
			if in.ProID != 0 {
				a.pros = []int64{in.ProID}
			} else {
				a.pros = in.proCandidates
			}
			if len(a.pros) == 0 {
				return time.Time{}, fmt.Sprintf("Whose job is “%s”?", a.phrase), nil
			}
		}
		// (A job under way counts: "once he wraps up the ac there".)
		jobs, err := s.upcomingJobs(a.addr, s.now.Add(-12*time.Hour))
		if err != nil {
			return time.Time{}, "", err
		}
		var found []*steward.Job
		for _, j := range jobs {
			if _, end := j.Busy(s.byAddr[j.AddressID]); j.ScheduledAt.Before(s.now) && j.Status != steward.StatusInProgress && (!end.After(s.now) || j.Status.Final()) {
				continue // (one going on now counts: "right after hes done cleaning it this morning")
			}
			if len(a.pros) > 0 && (j.ProID == nil || !containsID(a.pros, *j.ProID)) || a.service != "" && j.ServiceType != a.service {
				continue
			}
			if a.thing != "" && !s.jobSays(j, a.thing) {
				continue
			}
			found = append(found, j)
		}
		if len(found) > 1 && a.addr == 0 && in.AddressID != 0 {
			// "restock the loft the day after the plumber comes": the
			// plumber's visit at the loft, when there is one.
			var here []*steward.Job
			for _, j := range found {
				if j.AddressID == in.AddressID {
					here = append(here, j)
				}
			}
			if len(here) == 1 || len(here) > 1 && hasWord(tokenize(a.phrase), "there") {
				// ("the same day as the turnover there": of the jobs at the
				// property the request names, the one the words fit.)
				found = here
			}
		}
		if len(found) > 1 && s.focus != 0 && slices.ContainsFunc(found, func(j *steward.Job) bool { return j.ID == s.focus }) {
			// "anything booked at the oyster loft …?" → "add a restock
			// after travis finishes": his job the conversation is about.
			found = slices.DeleteFunc(found, func(j *steward.Job) bool { return j.ID != s.focus })
		}
		if len(found) > 1 {
			// "right after kai fixes the kayak rack": the one whose notes
			// the anchor's words name.
			var words []string
			for _, t := range tokenize(a.phrase) {
				if len(t.s) >= 3 && !stopWords[t.s] && !genericWords[t.s] && !isDigits(t.s) {
					words = append(words, t.s)
				}
			}
			var named []*steward.Job
			for _, j := range found {
				if noteScore(j, request{noteWords: words}) > 0 {
					named = append(named, j)
				}
			}
			if len(named) == 1 {
				found = named
			}
		}
		if len(found) > 1 && (hasWord(tokenize(a.phrase), "turnover") || hasWord(tokenize(a.phrase), "turnovers")) {
			// "the same day as marisol's gulch turnover": of her cleans
			// there, the one right after a check-out.
			if err := s.loadStays(); err != nil {
				return time.Time{}, "", err
			}
			var turns []*steward.Job
			for _, j := range found {
				if slices.ContainsFunc(s.stays, func(r *steward.Reservation) bool {
					return r.AddressID == j.AddressID && r.Status != steward.ReservationCancelled && !r.CheckOut.After(j.ScheduledAt) &&
						j.ScheduledAt.Sub(r.CheckOut) < 12*time.Hour
				}) {
					turns = append(turns, j)
				}
			}
			if len(turns) > 0 {
				found = turns
			}
		}
		if len(found) > 1 && a.addr == 0 && in.AddressID == 0 {
			// "haskins out at 10 sat … right after the clean": the
			// property of the guests the message names.
			if err := s.loadStays(); err != nil {
				return time.Time{}, "", err
			}
			var guestNames []string
			for _, r := range s.stays {
				guestNames = append(guestNames, r.GuestName)
			}
			place := int64(0)
			for _, m := range matchPeople(tokenize(in.rawText), guestNames) {
				if r := s.stays[m.index]; place == 0 || place == r.AddressID {
					place = r.AddressID
				} else {
					place = -1
				}
			}
			if here := jobsAt(found, place); place > 0 && len(here) > 0 {
				found = here
			}
		}
		if len(found) > 1 && a.day != nil {
			var that []*steward.Job
			for _, j := range found {
				local := j.ScheduledAt.In(s.loc(j.AddressID))
				if local.Year() == a.day.Year && local.Month() == a.day.Month && local.Day() == a.day.Day {
					that = append(that, j)
				}
			}
			if len(that) > 0 {
				found = that
			}
		}
		if len(found) != 1 {
			return time.Time{}, fmt.Sprintf("I couldn't tell which job “%s” means (%d fit).", a.phrase, len(found)), nil
		}
		if l := found[0].ScheduledAt.In(s.loc(found[0].AddressID)); a.day != nil && a.dayOwn && a.days == 0 && !a.before &&
			(l.Year() != a.day.Year || l.Month() != a.day.Month || l.Day() != a.day.Day) {
			// "book summer for the mid-mod fri, after ray's pool thing",
			// the pool job being Thursday: which day is meant is asked.
			said := time.Date(a.day.Year, a.day.Month, a.day.Day, 12, 0, 0, 0, time.UTC).Format("Mon Jan 2")
			return time.Time{}, fmt.Sprintf("“%s” is the %s, not on %s.", a.phrase, s.describeJob(found[0]), said), nil
		}
		if j := found[0]; a.addr == 0 && len(a.pros) == 0 && in.AddressID != 0 && j.AddressID != in.AddressID {
			// "clean coral cove the day before the inspection", the one
			// inspection being at Villa 7: ask, never book at either.
			here, there := "", ""
			if p := s.byAddr[in.AddressID]; p != nil {
				here = p.Name()
			}
			if p := s.byAddr[j.AddressID]; p != nil {
				there = p.Name()
			}
			return time.Time{}, fmt.Sprintf("The %s you mean (“%s”) is at %s, not at %s. Which property did you mean?", j.ServiceType, a.phrase, there, here), nil
		}
		if in.AddressID == 0 && in.Kind != kindEdit && in.Kind != kindReschedule {
			// "book a restock for after the coral cove clean": at the
			// job's property, when the request names none.
			in.AddressID = found[0].AddressID
		}
		event, loc = found[0].ScheduledAt, s.loc(found[0].AddressID)
		a.jobStart = found[0].ScheduledAt
		if addr := s.byAddr[found[0].AddressID]; a.end && addr != nil {
			start, end := found[0].Busy(addr)
			if a.offset > 0 && found[0].ServiceType == steward.Cleaning && !saysFinished(tokenize(a.phrase)) &&
				end.Sub(start) >= 3*time.Hour && end.Sub(start) > 2*a.offset {
				// "dale insp at summerlin an hr after rosa's sat TO", her
				// turnover there lasting some 4 hours: an hour into it or an
				// hour after it is done are hours apart, and its end is only
				// an estimate — asked, never guessed.
				l := s.loc(found[0].AddressID)
				return time.Time{}, fmt.Sprintf("“%s” could be %s after the %s starts (%s) or after it's done (about %s).", a.phrase, offsetWords(a.offset),
					s.describeJob(found[0]), start.Add(a.offset).In(l).Format("3:04 PM"), end.Add(a.offset).In(l).Format("3:04 PM")), nil
			}
			event = end // "right after the plumber": when the visit is over
		}
	default:
		var found []*steward.Reservation
		for _, r := range s.stays {
			if r.CheckOut.Before(s.now) {
				continue
			}
			if len(a.guests) > 0 && !containsIndex(a.guests, r, s.stays) {
				continue
			}
			if len(a.guests) == 0 && in.AddressID != 0 && r.AddressID != in.AddressID {
				continue
			}
			if a.checkIn && r.CheckIn.Before(s.now) {
				continue
			}
			found = append(found, r)
		}
		if len(a.guests) == 0 && len(found) > 1 && in.AddressID != 0 {
			// "the guests": the next stay at the property named.
			first := found[0]
			for _, r := range found {
				if r.CheckOut.Before(first.CheckOut) {
					first = r
				}
			}
			found = found[:0]
			found = append(found, first)
		}
		if len(found) != 1 {
			return time.Time{}, fmt.Sprintf("I couldn't find one upcoming stay for “%s” (%d fit).", a.phrase, len(found)), nil
		}
		r := found[0]
		if len(a.guests) > 0 && in.AddressID != 0 && r.AddressID != in.AddressID && a.days == 0 {
			// ("the day after the ferebees check out" dates a job
			// anywhere: only the day is theirs.)
			// "clean the barn before the O'Briens arrive", while the
			// O'Briens stay at Unit 4B: ask, never book at either.
			here, there := "", ""
			if p := s.byAddr[in.AddressID]; p != nil {
				here = p.Name()
			}
			if p := s.byAddr[r.AddressID]; p != nil {
				there = p.Name()
			}
			return time.Time{}, fmt.Sprintf("%s's stay is at %s, not at %s. Which property did you mean?", r.GuestName, there, here), nil
		}
		a.stay = r
		if in.AddressID == 0 {
			in.AddressID = r.AddressID
		}
		event, loc = r.CheckOut, s.loc(r.AddressID)
		if a.checkIn {
			event = r.CheckIn
		}
	}
	if a.offset != 0 {
		return event.Add(a.offset), "", nil
	}
	local := event.In(loc)
	day := time.Date(local.Year(), local.Month(), local.Day()+a.days, 0, 0, 0, 0, loc)
	hour, minute := defaultHour, 0
	switch {
	case given != nil && given.HasTime:
		hour, minute = given.Hour, given.Minute
	case a.eventClock:
		hour, minute = local.Hour(), local.Minute()
	case a.hour >= 0:
		hour = a.hour
	case a.exact || a.before:
		return s.exactAnchor(a, event, loc, service), "", nil
	}
	if in.AddressID != 0 && s.byAddr[in.AddressID] != nil {
		// "move the coquina ac job to the day after the benavides leave,
		// 9am", the Benavides being in Ruidoso on Mountain time: the
		// anchor's day, at 9 where the job is.
		loc = s.loc(in.AddressID)
	}
	at := wallTime(day.Year(), day.Month(), day.Day(), hour, minute, loc)
	if a.days == 0 && !a.checkIn && !a.job && at.Before(event) && !(in.ReadyBy && given != nil && a.hour >= 0) {
		at = event // after the guests leave: never before the check-out
	}
	// ("the morning the grubers head out, before 9": a deadline said on
	// their day is that day's, the guests still in; the store asks about
	// work during their stay, unless it cannot wait.)
	return at, "", nil
}

// saysFinished reports whether an anchor's words say its job is over
// ("once bobbie's done", "after she finishes", "when he wraps up").
func saysFinished(toks []token) bool {
	return has(toks, "done", "finishes", "finished", "finish", "wraps", "wrapped", "through", "over", "ends", "ended", "complete", "completed")
}

// offsetWords says an anchor's offset: "an hour", "2 hours", "30 minutes".
func offsetWords(d time.Duration) string {
	switch {
	case d == time.Hour:
		return "an hour"
	case d%time.Hour == 0:
		return fmt.Sprintf("%d hours", int(d/time.Hour))
	}
	return fmt.Sprintf("%d minutes", int(d/time.Minute))
}

// exactAnchor is the time of a job at the event itself, or, before an
// arrival, early enough to be done by it.
func (s *session) exactAnchor(a *anchor, event time.Time, loc *time.Location, service steward.ServiceType) time.Time {
	if !a.before {
		return event
	}
	local := event.In(loc)
	at := wallTime(local.Year(), local.Month(), local.Day(), defaultHour, 0, loc)
	if d := steward.JobDuration(service); at.Add(d).After(event) {
		at = event.Add(-d)
	}
	return at
}

// jobsAt returns the jobs of jobs at property addressID.
func jobsAt(jobs []*steward.Job, addressID int64) []*steward.Job {
	var out []*steward.Job
	for _, j := range jobs {
		if j.AddressID == addressID {
			out = append(out, j)
		}
	}
	return out
}

func containsID(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func containsIndex(idx []int, r *steward.Reservation, stays []*steward.Reservation) bool {
	for _, i := range idx {
		if stays[i] == r {
			return true
		}
	}
	return false
}

// applyAnchor sets the time of in from its anchor: when (or, for a
// change, the new time), or the stay a turnover follows.
func (s *session) applyAnchor(in *request, a *anchor, dates []When) error {
	in.ancApplied = true
	if a.unsure != "" && in.Kind != kindCancel {
		in.anchorProblem = fmt.Sprintf("I can't tell whose %s “%s” means beside “%s”.", map[bool]string{true: "check-in", false: "check-out"}[!a.checkIn], a.unsure, a.phrase)
		return nil
	}
	if a.otherClock != "" && in.Kind != kindCancel {
		in.anchorProblem = fmt.Sprintf("I can't tell whose visit “%s” means beside “%s”.", a.otherClock, a.phrase)
		return nil
	}
	if in.Kind == kindCancel && slices.ContainsFunc(dates, func(d When) bool { return d.HasDate }) {
		// "the tumbleweed restock next wed isnt needed, nobody's booked in
		// after the trujillos yet": the job's own day names it; the
		// anchor is the reason.
		return nil
	}
	var given *When
	for i := range dates {
		if dates[i].HasTime && !dates[i].HasDate && (given == nil || given.was || !dates[i].was) {
			// "after the Murphys at 11:30 instead of 10": the new hour,
			// never the one replaced (that only names the job).
			given = &dates[i]
		}
	}
	if in.Kind == kindTurnover && (a.days != 0 || a.hour >= 0 || a.checkIn) {
		in.Kind, in.Service = kindSchedule, steward.Cleaning
	}
	service := in.Service
	if service == "" && in.Kind == kindReport {
		service = steward.Maintenance
	}
	for k, ds := range [][]When{dates, in.factDates} {
		for i := range ds {
			if ds[i].HasDate && a.day == nil {
				a.day, a.dayOwn = &ds[i], k == 0
			}
		}
	}
	if a.day == nil && a.job {
		// "once bobbie's done w/ the treehouse turnover sat": the day the
		// anchor's own words give its job.
		if w, ok := ReadWhen(a.phrase, s.now, s.loc(in.AddressID)); ok && w.HasDate {
			a.day = &w
		}
	}
	at, problem, err := s.resolveAnchor(a, in, given, service)
	if problem != "" && in.Kind == kindTurnover {
		return nil // the turnover asks which stay, with the candidates
	}
	if err != nil || problem != "" {
		in.anchorProblem = problem
		return err
	}
	if problem := s.stayDayNotSaid(a, dates, at); problem != "" && in.Kind != kindCancel {
		in.anchorProblem = problem
		return nil
	}
	if a.eventClock {
		in.SameSlot = false // "same time as they check out": the stay's hour, read
	}
	if in.Kind == kindTurnover && a.stay != nil {
		in.ReservID, in.When = a.stay.ID, nil
		for _, d := range dates {
			if d.HasTime {
				// "… after daniel checks out, like noon": that time of
				// the check-out day, if it is later (see turnover).
				d := d
				in.When = &d
			}
		}
		return nil
	}
	if j, err := s.stayNamesJob(in, a, dates); err != nil || j != nil {
		// "the blue heron clean after the vandenbergs, could that be 11
		// instead of 10?": the anchor says which job, not its new time.
		return err
	}
	if noteOnlyByStay(in, tokenize(in.rawText), dates) && a.stay != nil && !a.job {
		in.anchorProblem = noteOnlyByStayAsk(in, a) // (notetext.go)
		return nil
	}
	if toks := tokenize(in.rawText); in.Kind == kindEdit && (in.ProID != 0 || len(in.proCandidates) > 0) && in.SetNotes == "" && in.serviceTo == "" &&
		a.stay != nil && !a.before && a.days == 0 && a.hour < 0 && a.offset == 0 &&
		!saysMove(toks) && !has(toks, "instead", "earlier", "later", "start", "starts", "begin", "make", "sooner") && !slices.ContainsFunc(dates, func(d When) bool { return d.HasTime }) {
		// "stick her on the condo turnover when the nguyens leave": the
		// anchor at the guests' leaving says which job is given to her
		// (the one that day), not a new time for it ("… the morning
		// after the brandts leave instead of tmrw" moves it).
		l := at.In(s.loc(in.AddressID))
		in.When = &When{HasDate: true, Year: l.Year(), Month: l.Month(), Day: l.Day()}
		if (in.Service == "" || in.Service == steward.Cleaning) && has(toks, "do", "take", "handle", "cover") && !has(toks, "instead", "swap", "replace", "off") {
			// "karen to do the turnover at the egg harbor place after the
			// garcias check out", with no cleaning after their check-out
			// yet: the turnover asked for, booked with her.
			if booked, err := s.cleaningAfterCheckout(a.stay); err != nil {
				return err
			} else if !booked {
				in.Kind, in.Service, in.ReservID, in.When = kindTurnover, steward.Cleaning, a.stay.ID, nil
				in.AddressID = a.stay.AddressID
			}
		}
		return nil
	}
	if !a.before {
		// "tmrw afternoon can someone do an inspection at casa sol once
		// the castellanos are out": the time said, when it is later on
		// the anchor's own day.
		loc := s.loc(in.AddressID)
		l := at.In(loc)
		for _, d := range dates {
			t := time.Date(d.Year, d.Month, d.Day, d.Hour, d.Minute, 0, 0, loc)
			if d.HasDate && d.HasTime && !d.Soft && t.After(l) && (t.Year() != l.Year() || t.YearDay() != l.YearDay()) && t.Before(at.Add(7*24*time.Hour)) && a.stay != nil {
				// "… on Monday the ninth at nine o'clock in the morning,
				// after the Kowalskis have gone" (they leave Sunday): a
				// day and an hour of its own, later than the anchor, is
				// the job's; the anchor only says it fits.
				at = t
				continue
			}
			if d.HasDate && d.HasTime && d.Soft && a.stay != nil && given == nil && a.days == 0 && !a.sameDay && a.hour < 0 && a.offset == 0 && datedCount(dates) == 1 &&
				time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc).After(l) && t.Before(at.Add(7*24*time.Hour)) {
				// "coming Monday afternoon Sparkle restock Whistler cabin,
				// after Miller family go already" (they leave Sunday): a
				// day and a part of it of its own, on a later day than the
				// anchor's, is the job's; the anchor only says it fits
				// (the only day said: "… instead of on Friday morning"
				// gives the old one).
				w := d
				in.setTarget(&w)
				return nil
			}
			if d.HasDate && d.HasTime && d.Year == l.Year() && d.Month == l.Month() && d.Day == l.Day() &&
				(t.After(at) || !d.Soft && a.job && !a.jobStart.IsZero() && t.After(a.jobStart)) {
				// ("lupe restock vine cottage sat 1pm after the turnover":
				// the hour said, once the turnover has begun.)
				at = t
			}
		}
	}
	if a.before {
		in.ReadyBy = false // "ready before Anna arrives": the anchor's time is already early enough
		loc := s.loc(in.AddressID)
		for _, d := range dates {
			// "restock the penthouse fri before the okonkwos get in, say
			// 1pm": the time said, when it is before their arrival.
			// "the pool at sea oats fri 9a b4 marco gets there": the time
			// said, when it is before the job named, on its day (so "a deep
			// clean at the casita tues 3/10 at 9am before the restock").
			if !d.HasDate && d.HasTime && !d.Soft {
				// "make that 7 am instead of 8 so he's done before
				// siobhan gets there": an hour alone, on the day of what
				// it must come before.
				l := at.In(loc)
				d.HasDate, d.Year, d.Month, d.Day = true, l.Year(), l.Month(), l.Day()
			}
			if t := time.Date(d.Year, d.Month, d.Day, d.Hour, d.Minute, 0, 0, loc); d.HasDate && d.HasTime && t.After(s.now) &&
				(a.stay != nil && t.Before(a.stay.CheckIn) && !t.Before(a.stay.CheckIn.Add(-24*time.Hour)) ||
					a.job && !a.jobStart.IsZero() && t.Before(a.jobStart) && !t.Before(a.jobStart.Add(-24*time.Hour))) {
				w := d
				in.setTarget(&w)
				return nil
			}
		}
		if in.Kind == kindEdit || in.Kind == kindReschedule {
			for _, d := range dates {
				// "I mean the 10.3., same time, before the guests Weber
				// come": a move to the day said, keeping the job's time,
				// the arrival the reason it fits.
				if l := at.In(loc); d.HasDate && !d.HasTime && d.Year == l.Year() && d.Month == l.Month() && d.Day == l.Day() && given == nil {
					w := d
					in.setTarget(&w)
					return nil
				}
			}
		}
		for _, d := range dates {
			// "an inspection before the halvorsens, tues works": the day
			// said, when it comes before the anchor's.
			loc := s.loc(in.AddressID)
			if l := at.In(loc); d.HasDate && time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc).Before(time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, loc)) {
				w := d
				in.setTarget(&w)
				return nil
			}
		}
	}
	local := at.In(s.loc(in.AddressID))
	w := &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	if (in.Kind == kindEdit || in.Kind == kindReschedule) && (a.days != 0 || a.sameDay) && !a.exact && a.hour < 0 && given == nil &&
		!slices.ContainsFunc(dates, func(d When) bool { return d.HasTime }) {
		// "push the chalet boiler job to the day after the satos leave":
		// that day, at the job's own time (moved keeps it).
		w.HasTime, w.Hour, w.Minute = false, 0, 0
	}
	if a.job && !a.jobStart.IsZero() && (a.days != 0 || a.sameDay) && given == nil && !slices.ContainsFunc(dates, func(d When) bool { return d.HasTime }) &&
		hasPhrase(tokenize(in.rawText), "same time") {
		// "the day after june's inspection, same time as hers": the
		// hour of the job the anchor names.
		st := a.jobStart.In(s.loc(in.AddressID))
		w.HasTime, w.Hour, w.Minute = true, st.Hour(), st.Minute()
	}
	if a.hour >= 0 && a.sameDay && a.days == 0 && !a.before && given == nil && a.offset == 0 && w.HasTime && w.Hour == a.hour && w.Minute == 0 &&
		!slices.ContainsFunc(dates, func(d When) bool { return d.HasTime }) {
		// "rowan to restock clark point the afternoon the hollingsworths
		// head out": a part of the day, not an hour said, so a time in it
		// when the pro is free (after her turnover there).
		w.Soft = true
	}
	in.setTarget(w)
	return nil
}

// reanchor dates again a request anchored on a stay that an earlier part
// of the message changes, by the stay as it will be: "dave hartley is
// staying thru sun 3/15 now … also book bree to clean the a-frame sun at
// 11 when he leaves" is at his new check-out, not the one it replaces.
func (s *session) reanchor(in *request) error {
	if in.anc == nil || in.anc.job || in.anc.stay == nil || s.plannedStay[in.anc.stay.ID] == nil || in.anchorProblem != "" {
		return nil
	}
	saved := s.stays
	defer func() { s.stays = saved }()
	s.stays = make([]*steward.Reservation, len(saved))
	for i, r := range saved {
		s.stays[i] = r
		if next := s.plannedStay[r.ID]; next != nil {
			s.stays[i] = next
		}
	}
	a := *in.anc
	a.stay = nil
	return s.applyAnchor(in, &a, in.dates)
}

// anchorOnNewStay dates a request anchored on the guests of the stay an
// earlier part of the message adds ("new one for the boathouse: the
// kaminskis, 3/20 thru 3/22. and have marguerite clean it the morning they
// arrive, 10am"), which no stay of the account could answer when the
// words were read: by that stay, at its property. An anchor that names
// other guests is left to ask.
func (s *session) anchorOnNewStay(in *request) error {
	ns := s.newStay
	if in.anc == nil || in.anc.job || in.anchorProblem == "" || ns == nil || in.AddressID != 0 && in.AddressID != ns.AddressID {
		return nil
	}
	if !in.anc.pronoun && len(matchPeople(tokenize(in.anc.phrase), []string{ns.GuestName})) == 0 {
		return nil
	}
	saved := s.stays
	defer func() { s.stays = saved }()
	s.stays = append(slices.Clone(saved), &steward.Reservation{AddressID: ns.AddressID, GuestName: ns.GuestName, CheckIn: ns.CheckIn, CheckOut: ns.CheckOut,
		Status: steward.ReservationConfirmed})
	a := *in.anc
	a.guests, a.stay = []int{len(saved)}, nil
	in.anchorProblem, in.AddressID = "", ns.AddressID
	return s.applyAnchor(in, &a, in.dates)
}

// setTarget sets when in is to happen: a change's new time, a booking's
// time.
func (in *request) setTarget(w *When) {
	switch in.Kind {
	case kindEdit, kindReschedule:
		in.NewWhen = w
	default:
		in.When = w
	}
}

// hasLeft reports whether toks[i] is "left" said of a departure, after
// "have", "has" or "had" ("when the Lefebvres have left the chalet"),
// never "left a mess".
func hasLeft(toks []token, i int) bool {
	return toks[i].s == "left" && i > 0 && slices.Contains([]string{"have", "has", "had", "'ve", "ve"}, toks[i-1].s) &&
		!(i+1 < len(toks) && slices.Contains([]string{"a", "an", "some", "the", "their", "his", "her", "it", "us", "me", "without"}, toks[i+1].s) &&
			!(toks[i+1].s == "the" && i+2 < len(toks) && (placeNouns[toks[i+2].s] || toks[i+2].s == "property" || toks[i+2].s == "place" || toks[i+2].s == "unit")))
}

// startsWithQuestionWord reports whether a message opens as a question
// ("when do the Okafors leave?"), whose "when" and "after" are not anchors.
func startsWithQuestionWord(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	if whenClause(toks) {
		return false // "when anna leaves, can wes clean the barn": the time of a request
	}
	switch toks[0].s {
	case "who", "what", "whats", "when", "whens", "where", "which", "how", "is", "are", "does", "do", "did", "has", "any", "was", "were", "anyone", "anybody", "anything":
		return true
	}
	return false
}

// startsClock reports whether a time of day starts at toks[i] ("at 2pm",
// "10am"), which ends an anchor's words.
func startsClock(toks []token, i int) bool {
	if _, _, _, ok := readClock(toks, i); ok {
		return true
	}
	if toks[i].s == "at" || toks[i].s == "by" || toks[i].s == "around" {
		if i+1 < len(toks) {
			if _, _, _, ok := readClock(toks, i+1); ok || toks[i+1].s == "noon" {
				return true
			}
		}
	}
	return false
}

// unitCount is the count said right before toks[k], a unit ("2 days",
// "three hours", "a week"): a number word, or digits from 1 to below
// limit; 1 when none is said.
func unitCount(toks []token, k, limit int) int {
	if k == 0 {
		return 1
	}
	if v, ok := numberWords[toks[k-1].s]; ok {
		return v
	} else if v, err := strconv.Atoi(toks[k-1].s); err == nil && v > 0 && v < limit {
		return v
	}
	return 1
}

// anchorNamesJob reads a move that names its job by a stay and says its
// own shift: "shift the cleaning before the brennans one hour earlier" is
// the cleaning right before the Brennans' check-in, an hour earlier —
// never a new time read from the anchor.
func (s *session) anchorNamesJob(in *request) {
	a := in.anc
	if a == nil || a.stay == nil || a.job || in.Kind != kindReschedule && in.Kind != kindEdit {
		return
	}
	d := in.Shift
	if d == 0 {
		d = shiftOf(tokenize(in.rawText))
	}
	if d == 0 {
		// "the cleaning after the Müllers please at 11:30 instead of
		// 11:00": the anchor names the job (the one at their check-out),
		// the time said with the one it replaces is its new time.
		toks := tokenize(in.rawText)
		if slices.ContainsFunc(in.dates, func(w When) bool { return w.end > len(toks) }) {
			return // (dates read from other words than these)
		}
		if old := oldTime(toks, in.dates); old >= 0 && in.ProID == 0 && in.SetNotes == "" {
			var said *When
			for i, w := range in.dates {
				if i != old && w.HasTime && !w.HasDate {
					if said != nil {
						return
					}
					w := w
					said = &w
				} else if i != old && w.HasDate {
					return
				}
			}
			if said != nil {
				in.NewWhen, in.When = said, nil
				in.byStay, in.byStayIn = a.stay, a.before
			}
		}
		return
	}
	if d%(24*time.Hour) == 0 {
		return
	}
	in.Shift, in.NewWhen, in.When = d, nil, nil
	in.byStay, in.byStayIn = a.stay, a.before
}

// stayNamesJob reads a change whose job is named by a stay and that says
// its new time apart from the anchor (anchorNamesJob: its own shift) ("the blue
// heron clean after the vandenbergs, could that be 11 instead of 10?",
// "the lake house clean before the schmidts next wed, make it 8am"): the
// anchor's words follow the job's noun, and the part says the new time
// apart from them. The job is the one of that service at the stay's
// property between its check-out and the next check-in there (after), or
// between the check-out before and its check-in (before); when exactly
// one is, in names it (JobID) and keeps the time said as the new one.
// None or several leave the anchor as it was read (and the change asks).
func (s *session) stayNamesJob(in *request, a *anchor, dates []When) (*steward.Job, error) {
	if in.Kind != kindEdit && in.Kind != kindReschedule || a.job || a.stay == nil || a.days != 0 || a.hour >= 0 || a.offset != 0 || a.sameDay || in.JobID != 0 {
		return nil, nil
	}
	toks := tokenize(in.rawText)
	k := index(toks, 0, "after", "before", "b4")
	if k < 1 || !jobWords[toks[k-1].s] && toks[k-1].s != "one" && !jobAtPlaceBefore(toks, k, in, dates) && !jobAtPlaceAnchor(toks, k) && !jobOnDayAnchor(toks, k, dates) {
		return nil, nil // ("move the clean to after the garcias leave": the new time)
	}
	newTime := in.Shift != 0
	for _, d := range dates {
		newTime = newTime || d.HasTime && (d.start < k || d.start > k+1)
	}
	if !newTime && !noteOnlyByStay(in, toks, dates) {
		return nil, nil
	}
	if !jobWords[toks[k-1].s] && toks[k-1].s != "one" && !jobAtPlaceBefore(toks, k, in, dates) && !jobOnDayAnchor(toks, k, dates) && !newTime {
		return nil, nil // (a job at its place named by the stay, moved: a new time said)
	}
	service := in.Service
	if service == "" {
		service = steward.Cleaning
	}
	st := a.stay
	var from, to time.Time
	var prevOut, nextIn time.Time
	for _, r := range s.stays {
		if r.AddressID != st.AddressID || r.ID == st.ID || r.Status == steward.ReservationCancelled {
			continue
		}
		if !r.CheckOut.After(st.CheckIn) && (prevOut.IsZero() || r.CheckOut.After(prevOut)) {
			prevOut = r.CheckOut
		}
		if !r.CheckIn.Before(st.CheckOut) && (nextIn.IsZero() || r.CheckIn.Before(nextIn)) {
			nextIn = r.CheckIn
		}
	}
	if a.before {
		from, to = prevOut, st.CheckIn
		if from.IsZero() || from.Before(st.CheckIn.Add(-7*24*time.Hour)) {
			from = st.CheckIn.Add(-7 * 24 * time.Hour)
		}
	} else {
		from, to = st.CheckOut, nextIn
		if to.IsZero() || to.After(st.CheckOut.Add(7*24*time.Hour)) {
			to = st.CheckOut.Add(7 * 24 * time.Hour)
		}
	}
	jobs, err := s.upcomingJobs(st.AddressID, s.now)
	if err != nil {
		return nil, err
	}
	var fit []*steward.Job
	for _, j := range jobs {
		if j.Cancellable() && j.ServiceType == service && !j.ScheduledAt.Before(from) && j.ScheduledAt.Before(to) &&
			(in.ProID == 0 || j.ProID != nil && *j.ProID == in.ProID) {
			fit = append(fit, j)
		}
	}
	if len(fit) > 1 {
		// "the lake house clean before the schmidts next wed": several
		// between the stays, the one on the day said (else on the
		// stay's own day; none or several there are asked).
		var day *When
		if w, ok := ReadWhen(a.phrase, s.now, s.loc(st.AddressID)); ok && w.HasDate {
			day = &w
		}
		for i := range dates {
			if dates[i].HasDate && day == nil {
				day = &dates[i]
			}
		}
		if day == nil {
			// "the lake house clean after the petersons": the one on the
			// day they leave (before: the day they come), when one is.
			ev := st.CheckOut
			if a.before {
				ev = st.CheckIn
			}
			l := ev.In(s.loc(st.AddressID))
			day = &When{HasDate: true, Year: l.Year(), Month: l.Month(), Day: l.Day()}
		}
		fit = slices.DeleteFunc(fit, func(j *steward.Job) bool {
			l := j.ScheduledAt.In(s.loc(j.AddressID))
			return l.Year() != day.Year || l.Month() != day.Month || l.Day() != day.Day
		})
	}
	if len(fit) != 1 {
		return nil, nil
	}
	found := fit[0]
	in.JobID, in.AddressID, in.Service = found.ID, found.AddressID, found.ServiceType
	l := found.ScheduledAt.In(s.loc(found.AddressID))
	if in.NewWhen != nil && in.NewWhen.HasTime && !in.NewWhen.HasDate {
		w := *in.NewWhen
		w.HasDate, w.Year, w.Month, w.Day = true, l.Year(), l.Month(), l.Day()
		in.NewWhen = &w
	}
	return found, nil
}

// cleaningAfterCheckout says a live cleaning at the stay's property
// follows its check-out on that day (its turnover is booked).
func (s *session) cleaningAfterCheckout(st *steward.Reservation) (bool, error) {
	jobs, err := s.upcomingJobs(st.AddressID, s.now)
	if err != nil {
		return false, err
	}
	loc := s.loc(st.AddressID)
	out := st.CheckOut.In(loc)
	for _, j := range jobs {
		l := j.ScheduledAt.In(loc)
		if j.Cancellable() && j.ServiceType == steward.Cleaning && !j.ScheduledAt.Before(st.CheckOut) &&
			l.Year() == out.Year() && l.Month() == out.Month() && l.Day() == out.Day() {
			return true, nil
		}
	}
	return false, nil
}

// jobSays reports whether j's notes or its pro's name or e-mail say thing
// ("pool": "Pool heater not holding temperature", Aqua Clara Pools).
func (s *session) jobSays(j *steward.Job, thing string) bool {
	if j.Notes != nil && slices.ContainsFunc(words(*j.Notes), func(w string) bool { return strings.TrimSuffix(w, "s") == thing }) {
		return true
	}
	if j.ProID == nil {
		return false
	}
	p := s.pro(*j.ProID)
	return p != nil && strings.Contains(strings.ToLower(strings.ReplaceAll(p.Name+p.Email, " ", "")), thing)
}

// dayPartOf is the part of the day an hour falls in: 0 the morning (to
// noon), 1 the afternoon (to 5 pm), 2 the evening and night.
func dayPartOf(hour int) int {
	switch {
	case hour < 12:
		return 0
	case hour < 17:
		return 1
	}
	return 2
}

// anchorGuestsArrive reports whether the words just before a stay verb
// ("… before the lombardis get in friday") name guests even though an
// anchor has already read them ("before the lombardis" marks the words
// used): the date after "get in" is still their arrival, a fact beside the
// job, never a second job of its own.
//
// Only when the message gives the job a day of its own before it ("maria
// restock ocean ave downstairs thursday 1pm before the lombardis get in
// friday"): with no other day, the guests' day is the anchor's ("the day
// before the hoffmans arrive on the 10th").
func anchorGuestsArrive(toks []token, guestNames []string, dates []When, d When) bool {
	if !slices.ContainsFunc(dates, func(o When) bool { return o.HasDate && o.HasTime && o.end <= d.start && o.start != d.start }) {
		return false
	}
	c := slices.Clone(toks)
	for i := range c {
		c[i].used = false
	}
	return len(matchPeople(c, guestNames)) > 0
}

// stayDayNotSaid is the question to ask when the request's own days all
// fall before the day of the guests' arrival it is timed by
// ("DK fri after they ci", the next guests there arriving Thursday the
// 12th): never the guests' day taken for the one said. A day of its own
// on or after theirs is the job's, the anchor only saying it fits ("tue
// the 10th at 10, after the schmidts", who leave Monday), unless it is
// more than a week after theirs ("restock the cabin on the 17th at 1pm
// after the okafors leave", who leave on the 8th: asked). A day before a
// leaving is not asked about: the same message may move the leaving
// ("… staying thru sun 3/15 now. also book bree … sun at 11 when he
// leaves").
func (s *session) stayDayNotSaid(a *anchor, dates []When, at time.Time) string {
	// (An offset counts too: "restock aspen sun 15th 2 hours after the
	// guests check out", the guests leaving on the 8th, is asked.)
	if a.stay == nil || a.before || a.days != 0 || !a.dayOwn {
		return ""
	}
	loc := s.loc(a.stay.AddressID)
	l := at.In(loc)
	event := time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, loc)
	own := at.Add(-a.offset) // the check-out or check-in itself, for the reply
	var said *When
	later := false
	for i := range dates {
		if !dates[i].HasDate {
			continue
		}
		d := time.Date(dates[i].Year, dates[i].Month, dates[i].Day, 0, 0, 0, 0, loc)
		if d.Equal(event) || d.AddDate(0, 0, 7).Equal(event) {
			return "" // (a weekday a week before theirs: "thurs", read as this week's, is theirs)
		}
		if d.After(event) {
			if !d.After(event.AddDate(0, 0, 7)) {
				if !slices.ContainsFunc(dates, func(d When) bool { return d.HasTime }) && a.hour < 0 {
					// "restock whistler tue the 10th after the millers
					// leave" (Sunday): the day is the job's, its hour is
					// not theirs.
					return fmt.Sprintf("%s %s on %s, and you said %s.", a.stay.GuestName,
						map[bool]string{true: "check in", false: "check out"}[a.checkIn], localTime(own, loc), d.Format("Mon Jan 2"))
				}
				return "" // a day of its own in the week after theirs: the job's
			}
			later = true
		}
		said = &dates[i]
	}
	if said == nil || !a.checkIn && !later && s.leavingMaybeMoved() {
		return ""
	}
	edge := map[bool]string{true: "check in", false: "check out"}[a.checkIn]
	day := time.Date(said.Year, said.Month, said.Day, 12, 0, 0, 0, time.UTC).Format("Mon Jan 2")
	return fmt.Sprintf("%s %s on %s, not on %s. Which day did you mean?", a.stay.GuestName, edge, own.In(loc).Format("Mon Jan 2"), day)
}

// leavingMaybeMoved reports whether the message may change a stay's
// leaving beside the job timed by it ("the millers now leave saturday, …
// after they leave", "staying thru sun now … when he leaves"): it says a
// leaving twice, or words of a changed stay.
func (s *session) leavingMaybeMoved() bool {
	toks := tokenize(s.whole)
	n := 0
	for i, t := range toks {
		switch t.s {
		case "leave", "leaves", "leaving", "checkout", "checkouts", "co", "depart", "departs", "departing", "departure":
			n++
		case "out":
			if i > 0 && (toks[i-1].s == "check" || toks[i-1].s == "checks" || toks[i-1].s == "checking" || toks[i-1].s == "head") {
				n++
			}
		}
	}
	return n >= 2 || has(toks, "now", "extend", "extended", "extending", "staying", "stay", "late", "early", "earlier", "later", "instead", "moved", "changed", "thru", "through", "until", "till", "til")
}

// datedCount is how many of dates give a day.
func datedCount(dates []When) int {
	n := 0
	for _, d := range dates {
		if d.HasDate {
			n++
		}
	}
	return n
}
