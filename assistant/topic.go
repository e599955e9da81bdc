package assistant

import (
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// Topics: hosts often open with a few words that only say what they are
// about to talk about — a stay ("the hargroves", "schusters at
// gardenia"), a property ("cypress creek update"), a pro's news ("wade's
// slammed next wk") or a job that exists ("darlene's inspection at
// pelican perch", "wade's gate thing at gardenia monday") — and say what
// to do in the next message. Such an opening is answered with what the
// account knows of it, changing nothing, and the reply's actions make it
// the conversation's subject: "they" in the next message are the stay's
// guests (guestsAsThey), "it" is the job (focus), "him" the pro
// (lastNamedPro), "there" the property (subject).

// topicMaxWords is the longest message read as a topic alone.
const topicMaxWords = 7

// topicOnly answers a message that only names a topic, as above. ok is
// false when the message is not one: it asks or tells something of its
// own, or names nothing the account has.
func (s *session) topicOnly(req Request, reqs []request) (Reply, bool, error) {
	if len(reqs) != 1 || pendingOf(req.History) != nil {
		return Reply{}, false, nil
	}
	in := reqs[0]
	if in.Kind == kindHelp && in.proElsewhere {
		return s.proElsewhereNews(in)
	}
	toks := tokenize(req.Message)
	if len(toks) == 0 || len(toks) > s.topicWordsAllowed(toks, in) || isAcceptance(req.Message) || isDismissal(req.Message) || isUndo(req.Message) ||
		has(toks, "thanks", "thank", "thx", "ty", "cheers", "hi", "hello", "hey", "help", "yes", "no", "ok", "okay") ||
		in.Shift != 0 || in.SetStatus != "" || in.SetNotes != "" || in.SetPrice != nil || in.anc != nil || in.Count != 0 || in.tentative {
		return Reply{}, false, nil
	}
	if in.Kind == kindHelp && s.focus != 0 && hasPhrase(toks, "same time") && in.When == nil && in.ProID == 0 && !in.namedPlace && len(toks) <= 5 {
		// "can we do it thurs instead of fri?" (moved) → "same time as
		// planned": it kept its time; said, nothing more to change.
		j, err := s.focusJob()
		if err != nil {
			return Reply{}, false, err
		} else if j == nil {
			return Reply{}, false, nil
		}
		r, err := s.describeAbout(j, in)
		r.Text = "Yes, it keeps its time of day. " + r.Text
		return r, err == nil, err
	}
	if has(toks, creationVerbs...) || slices.ContainsFunc(toks, func(t token) bool { return clauseVerbs[t.s] }) {
		return Reply{}, false, nil // "give siobhan a raise": asked for, not a topic
	}
	if in.Kind == kindHelp && contentWords(in.noteWords) <= 2 && (in.ReservID != 0 || len(in.Candidates) == 1) && in.ProID == 0 &&
		s.opensWithGuest(toks, in.ReservID, in.Candidates) {
		// "the hargroves", "schusters at gardenia": their stay.
		q := in
		q.Kind, q.Topic = kindQuestion, "stay"
		if q.ReservID != 0 {
			q.Candidates = []int64{q.ReservID}
		}
		r, err := s.guestDates(q)
		return r, err == nil && len(r.Actions) > 0 && len(r.Actions[0].ReservationIDs) == 1, err
	}
	if (in.Kind == kindSchedule || in.Kind == kindHelp) && !in.New && (in.When == nil || !in.When.HasTime) && len(in.Candidates) == 0 &&
		(in.definite || s.possessivePro(in.rawText, in.ProID) || contentWords(in.noteWords) > 0) {
		// "darlene's inspection at pelican perch", "wade's gate thing at
		// gardenia monday": the one job that exists, described (a
		// booking is asked for in words of its own).
		q := in
		q.Kind, q.Topic = kindQuestion, "status"
		j, reply, err := s.findJob(q, verbAbout)
		if err != nil {
			return Reply{}, false, err
		}
		if reply == nil && j != nil && j.Cancellable() && (in.definite || noteScore(j, in) > 0 || in.Service != "" && s.possessivePro(in.rawText, in.ProID)) {
			r, err := s.describeAbout(j, q)
			return r, err == nil, err
		}
		if reply != nil && reply.Status == steward.MessageNeedsInput && (in.definite || in.Service != "" && s.possessivePro(in.rawText, in.ProID)) {
			// "hollis's inspection", with two to come: both, listed
			// (aboutJob), for the next message to pick ("the gorge one").
			r, err := s.aboutJob(q)
			if err != nil {
				return Reply{}, false, err
			}
			if r.Status == steward.MessageCompleted && len(r.Actions) > 0 && len(r.Actions[0].JobIDs) > 1 {
				return r, true, nil
			}
		}
	}
	switch {
	case in.Kind == kindHelp && contentWords(in.noteWords) <= 2 && in.ProID != 0 && len(in.Candidates) == 0 && !in.namedPlace && in.Service == "" &&
		startsWithPro(withoutOpeners(toks), s.pro(in.ProID)):
		// "wade's slammed next wk": the pro's jobs then (or all to
		// come), for the host to say which to move or give away.
		q := in
		q.Kind, q.Topic = kindListJobs, "jobs"
		r, err := s.listJobs(q)
		return r, err == nil, err
	case in.Kind == kindHelp && contentWords(in.noteWords) <= 2 && in.namedPlace && in.AddressID != 0 && in.ProID == 0 && len(in.Candidates) == 0 && in.Service == "" &&
		len(withoutOpeners(toks)) > 0 && placeWordOf([]*steward.Address{s.byAddr[in.AddressID]}, withoutOpeners(toks)[0].s):
		// "cypress creek update": what is on there, and who is staying.
		return s.placeTopic(in)
	}
	return Reply{}, false, nil
}

// topicOpeners may come before the name a topic opens with: "re the
// hargroves", "quick update on cypress creek".
var topicOpeners = map[string]bool{"re": true, "about": true, "so": true, "quick": true, "update": true, "on": true, "the": true,
	"fyi": true, "and": true, "um": true, "hmm": true, "oh": true, "news": true, "question": true}

// withoutOpeners is toks without the topic openers they start with.
func withoutOpeners(toks []token) []token {
	for len(toks) > 0 && topicOpeners[toks[0].s] {
		toks = toks[1:]
	}
	return toks
}

// opensWithGuest reports whether toks, past their openers, start with a
// word of the name of stay id's guest ("hargroves" for Hargrove Family).
func (s *session) opensWithGuest(toks []token, id int64, cands []int64) bool {
	if id == 0 && len(cands) == 1 {
		id = cands[0]
	}
	toks = withoutOpeners(toks)
	if len(toks) == 0 || s.loadStays() != nil {
		return false
	}
	for _, r := range s.stays {
		if r.ID == id {
			// (as the stay was found: "delacruzes" for Delacruz Family)
			return len(matchPeople(toks[:min(2, len(toks))], []string{r.GuestName})) > 0
		}
	}
	return false
}

// placeTopic answers "cypress creek update": the jobs to come at the
// property, with its stay going on or next.
func (s *session) placeTopic(in request) (Reply, bool, error) {
	q := in
	q.Kind, q.Topic, q.noteWords = kindListJobs, "jobs", nil
	r, err := s.listJobs(q)
	if err != nil {
		return Reply{}, false, err
	}
	if err := s.loadStays(); err != nil {
		return Reply{}, false, err
	}
	var stay *steward.Reservation
	for _, st := range s.stays {
		if st.AddressID != in.AddressID || st.Status != steward.ReservationConfirmed || !st.CheckOut.After(s.now) {
			continue
		}
		if stay == nil || st.CheckIn.Before(stay.CheckIn) {
			stay = st
		}
	}
	if stay != nil {
		word := "Next stay"
		if !stay.CheckIn.After(s.now) {
			word = "Staying now"
		}
		r.Text += "\n" + word + ": " + s.stayLine(stay)
		// (Listed, so that "they" in the next message are these guests.)
		r.Actions = append(r.Actions, steward.Action{Type: steward.ActionReservationsListed, ReservationIDs: []int64{stay.ID}})
	}
	return r, true, nil
}

// theyRe finds "they", "them", "their" and "they're" as words.
var theyRe = mustCompile(`(?i)\b(they'?re|they|them|their)\b`)

// guestsAsThey reads "they", "them" and "their" in a message right after
// a reply about one stay ("the hargroves" → "Hargrove Family at Cypress
// Creek Cottage: check-in …") as those guests, by their name: "they
// cancelled" is "Schuster Family cancelled", "what time do they get into
// cypress creek" asks about the Hargroves. Other messages, and those that
// name guests of their own, are returned as they are; with a pro named,
// only a "they" that leaves or arrives is read as the guests.
func (s *session) guestsAsThey(msg string) (string, error) {
	if len(s.past) == 0 || !theyRe.MatchString(msg) {
		return msg, nil
	}
	prev := s.past[len(s.past)-1]
	if prev.Status != steward.MessageCompleted || writes(prev.Actions) {
		return msg, nil
	}
	var id int64
	for _, a := range prev.Actions {
		if a.Type == steward.ActionReservationsListed {
			if len(a.ReservationIDs) != 1 || id != 0 {
				return msg, nil
			}
			id = a.ReservationIDs[0]
		}
	}
	if id == 0 {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	var guest string
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
		if r.ID == id {
			guest = r.GuestName
		}
	}
	toks := tokenize(msg)
	if guest == "" || len(matchPeople(toks, names)) > 0 {
		return msg, nil
	}
	// With a pro named, "they" may be the pro ("ask marisa if they can
	// come fri"): only "they leave", "they get in" are the guests.
	proNamed := s.lastNamedProIn(toks)
	var b strings.Builder
	last := 0
	for _, k := range theyRe.FindAllStringIndex(msg, -1) {
		w := msg[k[0]:k[1]]
		b.WriteString(msg[last:k[0]])
		last = k[1]
		if rest := tokenize(msg[k[1]:]); proNamed &&
			(len(rest) == 0 || !(leaveWords[rest[0].s] || arriveWords[rest[0].s] || stayVerbs[rest[0].s] || rest[0].s == "check" || rest[0].s == "checks")) {
			b.WriteString(w)
			continue
		}
		switch strings.ToLower(strings.ReplaceAll(w, "'", "")) {
		case "theyre":
			b.WriteString(guest + " are")
		case "their":
			b.WriteString(guest + "'s")
		default:
			b.WriteString(guest)
		}
	}
	b.WriteString(msg[last:])
	return b.String(), nil
}

// lastNamedProIn reports whether toks name one of the account's pros.
func (s *session) lastNamedProIn(toks []token) bool {
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	return len(matchPeople(toks, names)) > 0 || len(s.proByShortName(toks)) > 0 || len(s.proByInitials(toks)) > 0
}

// placeThere reports whether toks say "there" of a place ("anything
// booked there?", "cancel the clean there"), not as in "is there a
// clean friday" or "there's a leak".
func placeThere(toks []token) bool {
	for i, t := range toks {
		if t.s != "there" || i == 0 {
			continue
		}
		switch toks[i-1].s {
		case "is", "are", "was", "were", "be", "isnt", "arent", "wasnt", "werent", "any", "anything", "something", "nothing":
			continue
		}
		if i+1 < len(toks) && (toks[i+1].s == "is" || toks[i+1].s == "are" || toks[i+1].s == "was" || toks[i+1].s == "were") {
			continue
		}
		return true
	}
	return false
}

// proUnwell reports "wes is down with the flu", "marisol came down with
// something": a pro's name, then "is/came down with" — the pro ill, with
// no problem at a property in the rest of the message.
func (s *session) proUnwell(toks []token) bool {
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	for i := 1; i+2 < len(toks); i++ {
		if toks[i+1].s != "down" || toks[i+2].s != "with" || !slices.Contains([]string{"is", "are", "came", "went", "got", "was"}, toks[i].s) {
			continue
		}
		who := toks[max(0, i-2):i]
		if len(matchPeople(who, names)) == 0 && len(s.proByShortName(who)) == 0 {
			continue
		}
		end := i + 2
		for end < len(toks)-1 && !toks[end].stop {
			end++
		}
		rest := append(slices.Clone(toks[:max(0, i-2)]), toks[end+1:]...)
		return !isProblem(rest)
	}
	return false
}

// placeTopicBefore is the property the host's message before only named
// ("lone pine cabin", "cypress creek update"), answered as a topic; 0
// when that message said more, or named no one property.
func (s *session) placeTopicBefore() (int64, error) {
	prev := s.past[len(s.past)-1]
	if s.readingTopic || prev.Status != steward.MessageCompleted || writes(prev.Actions) || len(tokenize(prev.Message)) > topicMaxWords {
		return 0, nil
	}
	s.readingTopic = true // (the message before is read as it was, not as a follow-up)
	reqs, err := s.parse(prev.Message, s.mctx)
	s.readingTopic = false
	if err != nil || len(reqs) != 1 {
		return 0, err
	}
	if in := reqs[0]; in.Kind == kindHelp && in.namedPlace && in.AddressID != 0 && in.ProID == 0 && len(in.Candidates) == 0 && in.Service == "" {
		return in.AddressID, nil
	}
	return 0, nil
}

// topicWordsAllowed is how many words a message may have and still be
// read as a topic alone (topicOnly): topicMaxWords, and the words of the
// property's own name it says besides (up to three: "the deck boards
// job upstairs on ocean ave" names its job in five words and its place
// in three).
func (s *session) topicWordsAllowed(toks []token, in request) int {
	a := s.byAddr[in.AddressID]
	if !in.namedPlace || a == nil {
		return topicMaxWords
	}
	n := 0
	for _, t := range toks {
		if slices.Contains(words(a.Name()), t.s) || slices.Contains(words(a.Street), t.s) {
			n++
		}
	}
	return topicMaxWords + min(n, 3)
}
