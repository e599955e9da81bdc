package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Default times of day for a date given without one.
const (
	defaultHour       = 10 // jobs: 10:00 local
	reportHour        = 9  // maintenance reports: the next morning at 09:00
	checkInHour       = 15 // stays: check-in 15:00
	checkOutHour      = 11 // stays: check-out 11:00
	urgentLeadTime    = time.Hour
	earliestHour      = 8  // an urgent visit never starts before 08:00 local…
	latestHour        = 22 // …nor at 22:00 or later (it moves to 08:00 the next day)
	urgentRoundingMin = 15
)

// schedule creates a job of a named service type.
func (s *session) schedule(in request) (step, error) {
	if j, err := s.sameVisit(in); err != nil {
		return step{}, err
	} else if j != nil {
		// "the brandts are saying the hot tub at ohayo wont heat up" then
		// "can dale get out there tmrw afternoon?": the visit just
		// booked, given a pro and a time, not a second visit.
		in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, in.When, nil
		return s.edit(in)
	}
	if st, ok, err := s.whileThere(in); ok || err != nil {
		return st, err // "ask him to look at the tap while he is there" (whilethere.go)
	}
	if names := s.placesApartTwoTimes(in); len(names) > 1 {
		// "an inspection at the condo on Wednesday the 11th at 10
		// o'clock, and another one at Bartlett Road the same day at 2"
		// read as one booking: two places, each named on its own, and two
		// times are never one job at one of them; asked.
		in.AddressID, in.addrCandidates = 0, nil
		return replied(ask(in, "property", fmt.Sprintf("Your message names %s and two times: I read it as one booking and can't tell which place goes with which time. Which property, and when? Nothing has changed yet.",
			andList(names))))
	}
	if p, toks := s.pro(in.ProID), tokenize(in.rawText); in.Service == steward.Maintenance && p != nil && !p.Offers(steward.Maintenance) &&
		p.Offers(steward.Inspection) && (hasPhrase(toks, "look at") || hasPhrase(toks, "take a look") || hasPhrase(toks, "look over")) &&
		!isProblem(toks) {
		// "have linda look at the petoskey place same day at 2", Linda an
		// inspector and no problem said: her look is an inspection.
		in.Service = steward.Inspection
	}
	if p, toks := s.pro(in.ProID), tokenize(in.rawText); in.Service == "" && p != nil && p.Offers(steward.Inspection) &&
		looksOverPlace(toks, in.namedPlace) && !isProblem(toks) && !upkeepObject(toks) {
		// "Mr. Dillard has agreed to look over two of the cabins",
		// "have ray go over the lodge": a look at the place itself is an
		// inspection, never asked which of his services.
		in.Service = steward.Inspection
	}
	if p := s.pro(in.ProID); in.Service == "" && p != nil && len(p.Services) == 1 && in.haveDo {
		in.Service = p.Services[0] // "have grace do harbor view monday": her one service
	}
	if p, toks := s.pro(in.ProID), tokenize(in.rawText); in.Service == "" && p != nil && len(p.Services) > 0 && !isProblem(toks) &&
		(in.haveDo || has(toks, "book", "schedule", "send", "squeeze", "fit", "does", "do") || has(toks, "have") && len(p.Services) == 1) {
		// "book kat for dune ridge fri at 10": her one service, or a
		// cleaning when cleaning is the first she offers (a cleaner who
		// also restocks is booked to clean unless the host says restock).
		if len(p.Services) == 1 {
			in.Service = p.Services[0]
		} else if p.Services[0] == steward.Cleaning {
			in.Service, in.serviceAssumed = steward.Cleaning, true
		}
	}
	if p, toks := s.pro(in.ProID), tokenize(in.rawText); in.Service == "" && p != nil && p.Offers(steward.Maintenance) && upkeepObject(toks) &&
		!has(toks, "inspect", "inspection", "inspected", "clean", "cleaning", "restock", "restocking") && !isQuestion(toks) {
		// "can tom look at gooseberry sauna heater", "tom do grand marais
		// gutters": a thing to repair or keep up is maintenance's, never
		// asked about.
		in.Service = steward.Maintenance
	}
	if p := s.pro(in.ProID); in.Service == "" && p != nil && p.Offers(steward.Cleaning) && isStayEvent(tokenize(in.rawText)) &&
		has(tokenize(in.rawText), "after", "once", "when") {
		in.Service = steward.Cleaning // "book sunny for pearl 704 after priya checks out": the turnover
	}
	if in.Service == "" {
		// "book keisha for the condo friday": which of the pro's services?
		var names []string
		if p := s.pro(in.ProID); p != nil {
			for _, sv := range p.Services {
				names = append(names, string(sv))
			}
		}
		q := "What should I book: a cleaning, maintenance, an inspection or a restock?"
		if len(names) > 0 {
			q = fmt.Sprintf("What should %s do: %s?", s.pro(in.ProID).Name, orList(names))
		}
		return replied(ask(in, "service", q))
	}
	if q := s.whoIsRole(in); q != nil {
		if in.Urgent {
			return s.urgentWithoutRole(in) // "… send plumber asap" (problems.go)
		}
		return replied(*q, nil)
	}
	what := article(serviceName(in.Service, in.Deep))
	if in.Service == steward.Maintenance && in.AddressID == 0 && len(in.addrCandidates) == 0 && !in.namedPlace && len(s.addrs) > 1 &&
		in.unknownPlace == "" && !placeSaid(tokenize(in.rawText)) { // ("… plow the condo": a place said, not known, is asked)
		// "kai needs to redo the kayak rack, book him for monday": the one
		// property with a visit for that thing.
		var at []int64
		for _, a := range s.addrs {
			if j, err := s.sameProblem(a, in.rawText); err != nil {
				return step{}, err
			} else if j != nil {
				at = append(at, a.ID)
			}
		}
		if len(at) == 1 {
			in.AddressID = at[0]
		}
	}
	if in.definite && !in.New && in.AddressID == 0 && len(in.addrCandidates) == 0 && !in.namedPlace && in.unknownPlace == "" &&
		in.When != nil && in.When.HasDate && in.When.HasTime && len(s.addrs) > 1 {
		// "the final cleaning on 14.03. please at 10:30": "the <service>
		// on <date>" names a job that exists; when only one job of that
		// service falls on that day, its property is the one meant (what
		// to do with it is settled below, as when the property is said).
		if at, err := s.propertyOfDayJob(in.Service, *in.When, in.ProID); err != nil {
			return step{}, err
		} else if at != 0 {
			in.AddressID = at
		}
	}
	addr, q, err := s.needAddress(in, "the "+serviceName(in.Service, in.Deep))
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.AddressID = addr.ID
	if j, err := s.putOnFindJob(in, addr); err != nil || j != nil {
		if err != nil {
			return step{}, err
		}
		// "put kasia on the adelaide cleaning on monday" with that
		// cleaning booked and no pro on it: it, given to her (putontwo.go).
		return s.edit(request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, proCandidates: []int64{in.ProID}, Service: j.ServiceType, AddressID: j.AddressID, rawText: in.rawText})
	}
	if in.When == nil && in.Urgent {
		// "a cleaning at the cottage asap": the earliest slot, as for an
		// emergency (see earliest).
		at := s.earliest(addr.Location()).In(addr.Location())
		in.When = &When{HasDate: true, Year: at.Year(), Month: at.Month(), Day: at.Day(), HasTime: true, Hour: at.Hour(), Minute: at.Minute()}
	}
	if in.Count != 0 && in.CountOf == in.Service {
		return s.scheduleCount(in, addr) // "2 cleanings": each booked, or a question
	}
	if in.When == nil {
		if st, ok, err := s.reassignNamed(in, addr); ok || err != nil {
			return st, err // "omar should do the harbor view repair": that job, given to Omar
		}
		return replied(ask(in, "when", fmt.Sprintf("When should I schedule %s at %s?", what, addr.Name())))
	}
	if !in.When.HasDate && in.anc == nil && !in.Urgent && dayRelationUnread(in.rawText) {
		// "clean the cabin the day after the painter finishes, at 10",
		// no job of a painter found: which day is asked, never today.
		return replied(ask(in, "when", fmt.Sprintf("Which day should I schedule %s at %s? I couldn't tell what day “%s” is.", what, addr.Name(), dayRelationRe.FindString(in.rawText))))
	}
	if !in.When.HasTime && (in.timeHint || in.AskTime || saysOffset(tokenize(in.rawText))) && !in.Urgent {
		// A time the reader could not place ("tues 3ish"): ask, never
		// take 10:00 instead.
		return replied(ask(in, "time", fmt.Sprintf("What time should I schedule %s at %s?", what, addr.Name())))
	}
	loc := addr.Location()
	at := s.jobTime(*in.When, loc, defaultHour)
	if co, err := s.departureSaid(in, at); err != nil {
		return step{}, err
	} else if !co.IsZero() {
		// "The guests Park depart on 15.3., please organize the final
		// cleaning": at their check-out (literal.go).
		at = co
		l := co.In(loc)
		in.When.HasTime, in.When.Hour, in.When.Minute = true, l.Hour(), l.Minute()
	}
	if in.ReadyBy && in.When.HasTime && !in.When.Soft {
		// "ready by 3 on saturday": started early enough to be over by 3.
		_, end := steward.Job{ServiceType: in.Service, ScheduledAt: at}.Busy(addr)
		at = at.Add(-end.Sub(at))
	}
	if !at.After(s.now) && in.When.Soft && in.When.HasTime {
		// "have Mr. Tate go over this morning" said at 9:00: the part of
		// the day is under way, so the earliest slot in it (never one
		// after it ends).
		if e := s.earliest(loc); e.After(s.now) && sameDay(e, at, loc) && e.In(loc).Hour() < softPartEnd(in.When.Hour) {
			at = e
			in.When.Hour, in.When.Minute = e.In(loc).Hour(), e.In(loc).Minute()
		}
	}
	if !at.After(s.now) {
		in.When = nil
		return replied(ask(in, "when", fmt.Sprintf("%s has already passed at %s. When should I schedule %s instead?", localTime(at, loc), addr.Name(), what)))
	}
	busyNote := ""
	if !in.When.HasTime || in.When.Soft || in.RightAfter {
		// "can wade take a look at the foundry loft dishwasher tues?": no
		// time said, so a time the pro is free that day, after the job
		// they have then (said in the reply: "I picked …").
		free, err := s.proFreeFrom(in.ProID, in.Service, addr, at, in.When.Soft || in.RightAfter)
		if err != nil {
			return step{}, err
		}
		if p := s.pro(in.ProID); !free.Equal(at) && p != nil && in.When.HasTime {
			busyNote = fmt.Sprintf(" %s has another job until then, so it starts at %s rather than %s.", p.Name, free.In(loc).Format("3:04 PM"), at.In(loc).Format("3:04 PM"))
		}
		at = free
	}
	if st, ok, err := s.reassignNamed(in, addr); ok || err != nil {
		return st, err
	}
	name, shown := unknownPro(in), ""
	if name != "" {
		shown = titleWords(name)
	} else if c := s.unknownInitials(in); c != "" {
		name, shown = c, c // "ZX @ RINO 3/16 1000": a pro's code no pro has (initials.go)
	}
	if name != "" {
		// "book gus to clean blue ridge friday at 10", with no Gus: not
		// booked without the pro the host named.
		var others []string
		for _, p := range s.pros {
			if p.Active && p.Offers(in.Service) {
				others = append(others, p.Name)
			}
		}
		q := fmt.Sprintf("I don't know a pro called %s. Should I book it without a pro", shown)
		if len(others) > 0 {
			q += ", or with " + orList(others)
		}
		return replied(ask(in, "pro", q+"? Nothing has changed yet."))
	}
	if in.Service == steward.Maintenance && !in.New && !in.Urgent && !s.urgent && contentWords(in.noteWords) > 0 && has(tokenize(in.rawText), "sooner", "earlier") {
		// "can someone look at the furnace at the barn sooner, like fri":
		// the visit booked for the furnace, moved.
		if j, err := s.sameProblem(addr, strings.Join(in.noteWords, " ")); err != nil {
			return step{}, err
		} else if j != nil && at.Before(j.ScheduledAt) {
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			if !in.When.HasTime {
				jl := j.ScheduledAt.In(loc)
				w.Hour, w.Minute = jl.Hour(), jl.Minute() // its own time, on the day said
			}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
			return s.edit(in)
		}
	}
	if in.Service == steward.Maintenance && !in.New && !in.Urgent && !s.urgent && contentWords(in.noteWords) > 0 && in.anc != nil && // (a time of the host's own books)
		!has(tokenize(in.rawText), "another", "second", "new", "also", "additional", "extra", "book", "schedule", "add", "arrange", "set", "need", "needs", "booking", "service", "servicing") &&
		!doneAgain(tokenize(in.rawText)) {
		// "can gus check the lift before they get here" when Gus is
		// already coming for "Boat lift cable frayed" next week: that
		// visit moved, or another one? Asked, as for a report.
		if j, err := s.sameProblem(addr, strings.Join(in.noteWords, " ")); err != nil {
			return step{}, err
		} else if j != nil && !j.ScheduledAt.Equal(at) && !undoesWork(tokenize(in.rawText), j) &&
			// (A visit booked before the one asked for, for other work on
			// the same thing, will have been done by then: "curtis to
			// drain + clean the hot tub … thurs the 12th before the satos
			// get there" while he comes this thursday for "Hot tub not
			// heating" is another visit; "pokorny to plow trailhead the
			// morning the grubers head out" while he plows it friday is
			// the same work, asked about.)
			(j.ScheduledAt.After(at) || sameWork(tokenize(in.rawText), j)) {
			return replied(s.sameProblemQuestion(in, addr, j, at))
		}
	}
	if j, err := s.timetableJob(in, addr, at); err != nil {
		return step{}, err
	} else if j != nil {
		// "el nido sabado: clean a las 9 y el restock a las 12": the
		// day's jobs there, each given its hour.
		local := at.In(loc)
		w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
		in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
		return s.edit(in)
	}
	if !in.New && in.Kind == kindSchedule && in.When != nil && in.When.HasTime && !in.When.Soft && putsNamedJob(tokenize(in.rawText)) {
		// "can you put the cleaning at the chalet for 11h30", "put the
		// ménage at 12h": a job named as one that exists, placed at an
		// hour, with no word of a booking; the one such job that day is
		// the one moved (two that day, or none, fall through and ask).
		jobs, err := s.upcomingJobs(addr.ID, s.now)
		if err != nil {
			return step{}, err
		}
		var same []*steward.Job
		for _, j := range jobs {
			if j.ServiceType == in.Service && j.Cancellable() && !s.cancelling[j.ID] {
				same = append(same, j)
			}
		}
		if j := sameDayJob(same, at, loc); j != nil && !j.ScheduledAt.Equal(at) {
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
			return s.edit(in)
		}
	}
	if in.definite && !in.New {
		// "the cabin clean Friday at 11" names a job that exists: moving
		// it and booking another are both possible, so ask.
		jobs, err := s.upcomingJobs(addr.ID, s.now)
		if err != nil {
			return step{}, err
		}
		for _, j := range jobs {
			if j.ServiceType == in.Service && j.Cancellable() && j.ScheduledAt.Equal(at) && (in.ProID == 0 || j.ProID != nil && *j.ProID == in.ProID) {
				// "tmrw at the lower unit: sean cleans at 11, …" with
				// Sean's cleaning booked then: said, nothing to change.
				st := step{reply: done(fmt.Sprintf("The %s is already booked.", s.describeJob(j)),
					steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &j.AddressID})} // listed: the job a next "move her" means
				st.job = j
				return st, nil
			}
		}
		var same []*steward.Job
		for _, j := range jobs {
			if j.ServiceType == in.Service && j.Cancellable() {
				same = append(same, j)
			}
		}
		if edge := s.stayEdgeJobs(same); len(edge) == 1 {
			// "whitlocks are coming a day early, thurs instead of fri. so
			// tess needs to do the driftwood clean thurs morning, 9am": the
			// clean before the arrival the message moves, moved with it.
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, edge[0].ID, &w, nil
			return s.edit(in)
		}
		if j := sameDayJob(same, at, loc); j != nil && (saysNotOther(tokenize(in.rawText)) || timeAskedApart(tokenize(in.rawText))) {
			// "make the inspection at the lodge on 10.03. at 14:00 and not
			// in the morning": the one that day, at its new hour.
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
			return s.edit(in)
		}
		for _, j := range jobs {
			if j.ServiceType == in.Service && j.Cancellable() && !otherProsProblem(in, j) {
				in.Candidates = []int64{j.ID}
				return replied(ask(in, "new_or_existing", fmt.Sprintf("Do you want me to move the %s to %s, or book another %s? Nothing has changed yet.",
					s.describeJob(j), localTime(at, loc), serviceName(in.Service, in.Deep))))
			}
		}
	}
	if !in.definite && !in.New && !in.Urgent && !s.urgent && in.Kind == kindSchedule && len(s.plannedStay) > 0 &&
		!has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") {
		// "whitlocks are arriving a day early" → "yes", then "… tess
		// clean driftwood thurs at 9": the clean before the arrival that
		// moved is there already; move it or book another? Asked, never
		// doubled silently.
		jobs, err := s.upcomingJobs(addr.ID, s.now)
		if err != nil {
			return step{}, err
		}
		var same []*steward.Job
		for _, j := range jobs {
			if j.ServiceType == in.Service && j.Cancellable() {
				same = append(same, j)
			}
		}
		if edge := s.stayEdgeJobs(same); len(edge) == 1 && in.namesJob && s.onMovedEdge(edge[0], at) {
			// "hargroves now getting to cypress creek fri instead of
			// thurs, still 4pm. marisol can do the clean fri at 8": the
			// job named ("the clean") is the one before the arrival the
			// message moves, and the time asked is on the new arrival's
			// day before it (or the new departure's day after it): that
			// job, moved with the stay.
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, edge[0].ID, &w, nil
			return s.edit(in)
		}
		if edge := s.stayEdgeJobs(same); len(edge) == 1 && (edge[0].ScheduledAt.In(loc).Format("2006-01-02") != at.In(loc).Format("2006-01-02") || s.coveredByPlannedStay(edge[0])) {
			// (One the same day is asked about below, as any second job
			// that day is, unless the stay now covers it: "amy brooks
			// wants a late checkout sat at noon. have dana clean birch at
			// 1", her 10:00 turnover now inside the stay.)
			in.Candidates = []int64{edge[0].ID}
			return replied(ask(in, "new_or_existing", fmt.Sprintf("Do you want me to move the %s to %s, or book another %s? Nothing has changed yet.",
				s.describeJob(edge[0]), localTime(at, loc), serviceName(in.Service, in.Deep))))
		}
	}
	var sameDay *steward.Job
	if !in.New && !in.Urgent && !s.urgent && in.Kind == kindSchedule && !has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") {
		// A job of the same service that day at another time: while it
		// is still under way, move it or add another? Asked, never
		// doubled silently; at a time clear of it, booked and said
		// (counts.go).
		j, err := s.sameDayJob(in, addr, at)
		if err != nil {
			return step{}, err
		}
		if j != nil && in.Deep && in.Service == steward.Cleaning && j.ServiceType == steward.Cleaning && in.anc != nil && in.anc.stay != nil &&
			(j.Notes == nil || !strings.Contains(strings.ToLower(*j.Notes), "deep")) {
			if after, err := s.cleaningAfter(in.anc.stay); err != nil {
				return step{}, err
			} else if after != nil && after.ID == j.ID && setUpDeep(tokenize(in.rawText)) {
				// "Can you set up a deep clean at 388 W Stevens after the
				// Parks leave?" with their turnover booked: a clean of its
				// own may be meant (another day, another crew) — asked,
				// the turnover kept as it is.
				return s.askSetUpDeep(in, after)
			} else if after != nil && after.ID == j.ID {
				// "need a deep clean at sea oats after the delacroix
				// family leaves": their turnover, made deep — at the hour
				// said, when one was ("… Rosa, sunday the 15th at 1": the
				// 10:00 turnover at 1, never left at 10:00); the anchor's
				// own hour leaves it where it is.
				ed := request{Kind: kindEdit, JobID: j.ID, Deep: true, Service: steward.Cleaning, AddressID: j.AddressID, ProID: in.ProID, proCandidates: in.proCandidates, rawText: in.rawText}
				if !at.Equal(j.ScheduledAt) && slices.ContainsFunc(in.dates, func(d When) bool { return d.HasTime && !d.Soft }) {
					l := at.In(loc)
					ed.NewWhen = &When{HasDate: true, Year: l.Year(), Month: l.Month(), Day: l.Day(), HasTime: true, Hour: l.Hour(), Minute: l.Minute()}
				}
				return s.edit(ed)
			}
		}
		if j != nil && j.ServiceType == steward.Maintenance && in.Service == steward.Maintenance && j.Notes != nil && contentWords(in.noteWords) > 0 {
			// "get ray to check the water heater at the boathouse thurs at
			// 9" with Hank coming at 10 for the dock: another problem,
			// another visit (booked and said, as at a time clear of it).
			if same, err := s.sameProblem(addr, strings.Join(in.noteWords, " ")); err != nil {
				return step{}, err
			} else if same == nil || same.ID != j.ID {
				sameDay, j = j, nil
			}
		}
		if j != nil && ruledOutHour(in.dates, j.ScheduledAt.In(loc)) {
			// "the snow removal on saturday please at 7:00 and not 8:00"
			// with that visit on saturday at 8:00: it, moved to 7:00 —
			// the hour said against is the job's own.
			local := at.In(loc)
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
			return s.edit(in)
		}
		if s.unassignedTakenOn(in, j) {
			// "Alison says she will look at the slates at the Barn on the
			// 12th" with the Barn's inspection that day for "Check the
			// slates" booked with nobody on it: that job, given to her
			// (multireason.go).
			return s.edit(request{Kind: kindEdit, JobID: j.ID, Service: j.ServiceType, AddressID: j.AddressID, ProID: in.ProID, proCandidates: in.proCandidates, rawText: in.rawText})
		}
		if j != nil && overlaps(j, in.Service, at, addr) {
			return replied(s.sameDayQuestion(in, j, addr, at))
		}
		if j != nil {
			sameDay = j
		}
	}
	var notes *string
	var price *float64
	if in.Service == steward.Maintenance && len(in.noteWords) > 0 ||
		in.Service != steward.Maintenance && slices.ContainsFunc(in.noteWords, func(w string) bool { return taskWords[w] }) {
		notes = ptr("Host's request: " + in.rawText) // what to fix (or what the visit is for), for the pro
	}
	if notes == nil && in.Kind == kindSchedule && in.Service != steward.Maintenance && visitorReason(tokenize(in.rawText)) {
		// "cleaning at casa azul 3/13 10am w rosa, the owner is coming
		// down for the weekend": why it is asked for, for the pro.
		notes = ptr("Host's request: " + in.rawText)
	}
	if notes == nil && in.Kind == kindSchedule && in.Service == steward.Restocking && restockAsked(tokenize(in.rawText)) {
		notes = ptr("Host's request: " + in.rawText) // what was asked for, for the pro (restockasked.go)
	}
	if notes == nil && in.Kind == kindSchedule && in.Notes != "" {
		notes = ptr("Host's note: " + in.Notes) // why it is asked for ("gallaghers spilled red wine on the sofa")
	}
	if in.Deep && in.Service == steward.Cleaning {
		extra := notes != nil && strings.HasPrefix(*notes, "Host's request: ")
		notes = ptr("Deep clean")
		if extra && slices.ContainsFunc(in.noteWords, func(w string) bool { return taskWords[w] }) {
			// "book tasha at the camp next thurs 9am for a deep clean
			// w/ windows", "a deep clean incl the oven": what the deep
			// clean takes in, for the pro.
			notes = ptr("Deep clean. Host's request: " + in.rawText)
		} else if in.Kind == kindSchedule && in.Notes != "" {
			notes = ptr("Deep clean. Host's note: " + in.Notes) // ("… 9am. owner walkthrough after")
		}
		price = ptr(steward.EstimateDeepClean(addr).Price)
	}
	if in.keepNotes != nil {
		notes = in.keepNotes
	}
	notes = withPendingNote(notes, in) // a note sent while it waited on a question (pendingnote.go)
	st, err := s.createJob(in, addr, at, notes, price)
	if err == nil && len(st.changes) > 0 && busyNote != "" {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string { return say(w) + busyNote }
	}
	if err == nil && len(st.changes) > 0 && sameDay != nil {
		say, also := st.changes[0].say, s.sameDayNote(sameDay, addr)
		st.changes[0].say = func(w written) string { return say(w) + also }
	}
	if err == nil && len(st.changes) > 0 && in.ReadyBy && in.When.HasTime && !in.When.Soft {
		say, by := st.changes[0].say, s.jobTime(*in.When, loc, defaultHour)
		st.changes[0].say = func(w written) string {
			return say(w) + fmt.Sprintf(" It starts early enough to be done by %s.", by.In(loc).Format("3:04 PM"))
		}
	}
	if p := s.pro(in.ProID); err == nil && len(st.changes) > 0 && in.serviceAssumed && p != nil {
		// Said, never silent: the pro does more than clean.
		var other []string
		for _, sv := range p.Services[1:] {
			other = append(other, string(sv))
		}
		say, note := st.changes[0].say, fmt.Sprintf(" You didn't say what for, so I booked a cleaning; %s also does %s — say “make it a %s” if you meant that.",
			strings.Fields(p.Name)[0], orList(other), serviceName(p.Services[1], false))
		st.changes[0].say = func(w written) string { return say(w) + note }
	}
	if err != nil || len(st.changes) == 0 || in.When.HasTime {
		return st, err
	}
	say := st.changes[0].say
	st.changes[0].say = func(w written) string {
		return say(w) + fmt.Sprintf(" You didn't give a time, so I picked %s.", at.In(loc).Format("3:04 PM"))
	}
	return st, nil
}

// createJob checks the pro, refuses a duplicate, and creates the job.
func (s *session) createJob(in request, addr *steward.Address, at time.Time, notes *string, price *float64) (step, error) {
	pro, q, err := s.needPro(in, in.Service)
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	loc := addr.Location()
	name := serviceName(in.Service, in.Deep)
	if in.Kind == kindTurnover {
		name = "turnover clean"
		if in.Deep {
			name = "deep turnover clean"
		}
	}
	if in.Deep && (in.Service == steward.Cleaning || in.Service == "") && price == nil {
		// "book a deep clean at the cabin after the okafors check out":
		// a turnover, deep (its note and price).
		price = ptr(steward.EstimateDeepClean(addr).Price)
		if notes == nil {
			notes = ptr("Deep clean")
		} else if !strings.Contains(*notes, "Deep clean") {
			notes = ptr("Deep clean. " + *notes)
		}
	}
	// The same job twice is almost always a repeated message.
	end := at.Add(time.Second)
	existing, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, From: &at, To: &end, Limit: steward.MaxJobLimit})
	if err != nil {
		return step{}, err
	}
	for _, j := range existing {
		if j.ServiceType == steward.Maintenance && in.Service == steward.Maintenance && j.Notes != nil && contentWords(in.noteWords) > 0 {
			// "the trujillos say the kitchen faucet … wont stop dripping"
			// with Chuy coming then for the AC: another problem, another
			// visit.
			if same, err := s.sameProblem(addr, strings.Join(in.noteWords, " ")); err != nil {
				return step{}, err
			} else if same == nil || same.ID != j.ID {
				continue
			}
		}
		if j.ServiceType == in.Service && !j.Status.Final() && !s.cancelling[j.ID] && !s.urgent && in.Deep && j.ServiceType == steward.Cleaning &&
			(j.Notes == nil || !strings.Contains(strings.ToLower(*j.Notes), "deep")) {
			// "need a deep clean at hale nalu after the wedding party
			// leaves" when that cleaning is booked: it, made deep (one of
			// its own "set up" is asked about, as below).
			if setUpDeep(tokenize(in.rawText)) {
				return s.askSetUpDeep(in, j)
			}
			return s.edit(request{Kind: kindEdit, JobID: j.ID, Deep: true, Service: steward.Cleaning, AddressID: j.AddressID, ProID: in.ProID, proCandidates: in.proCandidates, rawText: in.rawText})
		}
		if besideOther(in, j) {
			continue // "put Jess on with Crew B": a job of her own beside theirs (crewwith.go)
		}
		if j.ServiceType == in.Service && !j.Status.Final() && !s.cancelling[j.ID] && !s.urgent && in.ProID != 0 && j.ProID == nil {
			// "book yolanda to clean the casita sat after hannah boyd
			// leaves" when that clean is booked without a pro: it, given
			// to her.
			return s.edit(request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, proCandidates: []int64{in.ProID}, Service: j.ServiceType, AddressID: j.AddressID, rawText: in.rawText})
		}
		if j.ServiceType == in.Service && !j.Status.Final() && !s.cancelling[j.ID] && !s.urgent && in.ProID != 0 && *j.ProID != in.ProID &&
			has(tokenize(in.rawText), "give", "hand", "assign", "reassign") && !saysAnother(tokenize(in.rawText)) {
			// "Moab TO sun give to Crew A" when Marisol has that clean: a
			// hand-over said in words, made.
			return s.edit(request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, proCandidates: []int64{in.ProID}, Service: j.ServiceType, AddressID: j.AddressID, rawText: in.rawText})
		}
		if j.ServiceType == in.Service && !j.Status.Final() && !s.cancelling[j.ID] && !s.urgent && in.ProID != 0 && *j.ProID != in.ProID {
			// "book yolanda to clean the casita sat …" when Carlos has that
			// clean: give it to her? Asked; the pro said is never dropped.
			edit := request{Kind: kindEdit, JobID: j.ID, Candidates: []int64{in.ProID}, rawText: in.rawText}
			r, err := ask(edit, "pro", fmt.Sprintf("There's already the %s. Should I give it to %s? Nothing has changed yet.", s.describeJob(j), s.pro(in.ProID).Name))
			return step{reply: r, job: j}, err
		}
		if j.ServiceType == in.Service && !j.Status.Final() && !s.cancelling[j.ID] && !s.urgent {
			// (The job named is the one "who's doing it?" then asks about.)
			return step{reply: done(fmt.Sprintf("There's already %s at %s on %s (job %d), so I didn't add another.",
				article(string(in.Service)), addr.Name(), localTime(at, loc), j.ID),
				steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &addr.ID}), job: j}, nil
		}
	}
	create := steward.JobCreate{AddressID: addr.ID, ServiceType: in.Service, ScheduledAt: at, Notes: notes, Price: price,
		// A repair the guests report, or work they asked for, is for
		// them: booked during their stay (duringstay.go).
		DuringStay: in.Kind == kindReport || in.DuringStay || guestsAsked(tokenize(in.rawText)) || in.Service == steward.Maintenance && (snowWork(tokenize(in.rawText)) || snowPro(pro)) ||
			in.Service == steward.Maintenance && s.guestSaid(tokenize(in.rawText)) ||
			// "… as a matter of urgency": a repair that cannot wait for
			// the guests to leave.
			in.Service == steward.Maintenance && (in.Urgent || s.urgent) ||
			// A tenant's lease, a nurse's month: their home (longstay.go).
			s.longStayAt(addr.ID, at)}
	if pro != nil {
		create.ProID = &pro.ID
	}
	var asset *steward.Asset
	if in.Service == steward.Maintenance || in.Service == steward.Inspection {
		if asset = s.assetFor(addr, in.rawText); asset != nil {
			create.AssetID = &asset.ID
		}
	}
	say := func(w written) string {
		job := w.job
		text := fmt.Sprintf("Done: %s at %s on %s", article(name), addr.Name(), localTime(job.ScheduledAt, loc))
		if pro != nil {
			text += " with " + pro.Name
		}
		if asset != nil {
			text += fmt.Sprintf(" for the %s", asset.Title())
		}
		text += fmt.Sprintf(" (job %d, %s, %s).", job.ID, job.Status, usd(job.Price))
		if create.DuringStay {
			why := "as the guests asked"
			switch {
			case in.Kind == kindReport:
				why = "since the guests need it fixed"
			case in.Service == steward.Maintenance && (snowWork(tokenize(in.rawText)) || snowPro(pro)):
				why = "since snow can't wait for the guests to leave"
			case in.Service == steward.Maintenance && (in.Urgent || s.urgent) && !guestsAsked(tokenize(in.rawText)) && !in.DuringStay:
				why = "since you said it's urgent"
			case !in.DuringStay && !guestsAsked(tokenize(in.rawText)) && s.longStayAt(addr.ID, at):
				why = "since it's a long stay"
			}
			text += s.duringNote(job, why)
		}
		return text
	}
	st, err := planned(change{op: opCreateJob, create: create, say: say})
	if in.Kind == kindTurnover {
		st.changes[0].stayID = in.ReservID
	}
	st.job = &steward.Job{AddressID: addr.ID, ServiceType: in.Service, ScheduledAt: at, ProID: create.ProID}
	return st, err
}

func jobAction(typ string, j *steward.Job) steward.Action {
	return steward.Action{Type: typ, JobID: &j.ID, AddressID: &j.AddressID, ProID: j.ProID,
		ServiceType: ptr(j.ServiceType), ScheduledAt: ptr(j.ScheduledAt)}
}

func deref(r *Reply) Reply {
	if r == nil {
		return Reply{}
	}
	return *r
}

// turnoverWithoutCheckout reads a turnover asked at a property on a day
// with no check-out there, nor the day before or after ("B on a TO at
// Highlands mon 10-2", "need a TO at LoHi tue"), as the cleaning it names:
// booked at the hour said, or the hour asked for, and its reply says no
// guest leaves that day. ok is false for a turnover named otherwise (by a
// guest, or with no property or day), or with a check-out near that day,
// which may be the one meant.
func (s *session) turnoverWithoutCheckout(in request) (step, bool, error) {
	a := s.byAddr[in.AddressID]
	if a == nil || in.When == nil || !in.When.HasDate || in.Guest != "" || in.ReservID != 0 || in.all || len(in.Candidates) > 0 {
		return step{}, false, nil
	}
	loc := a.Location()
	day := time.Date(in.When.Year, in.When.Month, in.When.Day, 0, 0, 0, 0, loc)
	if in.When.Year == 0 {
		return step{}, false, nil
	}
	for _, r := range s.stays {
		if r.AddressID == a.ID && r.Status != steward.ReservationCancelled {
			if d := r.CheckOut.In(loc).Sub(day); d > -36*time.Hour && d < 60*time.Hour {
				return step{}, false, nil // a check-out the day before, of or after: maybe the one meant
			}
		}
	}
	in.Kind = kindSchedule
	if !in.When.HasTime {
		in.AskTime = true // no check-out to time it by: the hour is asked, never taken as 10:00
	}
	st, err := s.schedule(in)
	if err == nil && st.reply.Status == steward.MessageNeedsInput && len(st.changes) == 0 {
		st.reply.Text = fmt.Sprintf("No guest checks out at %s on %s. ", a.Name(), day.Format("Mon Jan 2")) + st.reply.Text
	}
	if err != nil || len(st.changes) != 1 || st.changes[0].op != opCreateJob {
		return st, true, err
	}
	say := st.changes[0].say
	st.changes[0].say = func(w written) string {
		return say(w) + fmt.Sprintf(" No guest checks out at %s that day, so it isn't tied to a stay.", a.Name())
	}
	return st, true, nil
}

// turnover schedules a cleaning at a guest's check-out.
func (s *session) turnover(in request) (step, error) {
	in.Service = steward.Cleaning
	if err := s.loadStays(); err != nil {
		return step{}, err
	}
	var stay *steward.Reservation
	if in.ReservID != 0 {
		for _, r := range s.stays {
			if r.ID == in.ReservID {
				stay = r
			}
		}
	}
	if stay == nil && in.ReservID == 0 && in.Guest == "" && len(in.Candidates) == 0 && s.newStay != nil {
		return s.newStayTurnover(in)
	}
	if stay == nil && in.all {
		return s.everyTurnover(in)
	}
	if stay == nil {
		var cands []*steward.Reservation
		for _, r := range s.stays {
			if !r.CheckOut.Before(s.now) && s.stayMatches(r, in) {
				cands = append(cands, r)
			}
		}
		switch len(cands) {
		case 0:
			if st, ok, err := s.turnoverWithoutCheckout(in); ok || err != nil {
				return st, err
			}
			return refusal("I couldn't find an upcoming check-out matching that. " + s.upcomingCheckouts()), nil
		case 1:
			stay = cands[0]
		default:
			in.Candidates = nil
			var lines []string
			for i, r := range cands {
				in.Candidates = append(in.Candidates, r.ID)
				lines = append(lines, fmt.Sprintf("%d) %s", i+1, s.describeStay(r)))
			}
			return replied(ask(in, "reservation", "Which stay is the turnover for?\n"+strings.Join(lines, "\n")))
		}
	}
	if next := s.plannedStay[stay.ID]; next != nil {
		if st, ok, err := s.strandedTurnover(in, stay, next); ok || err != nil {
			return st, err
		}
		stay = next // its new dates, changed by the message
	}
	addr := s.byAddr[stay.AddressID]
	in.AddressID, in.ReservID = addr.ID, stay.ID
	if j, err := s.cleaningAfter(stay); err != nil {
		return step{}, err
	} else if j != nil && !in.New && !has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") && in.ProID != 0 &&
		(j.ProID == nil || *j.ProID != in.ProID && has(tokenize(in.rawText), "give", "hand", "assign", "reassign")) {
		// ("Moab TO sun give to Crew A" while Marisol has it: a hand-over
		// said in words, made, never asked.)
		// "airstream turnover tmrw noon - nobody on it, put yolanda": the
		// turnover booked without a pro, given to her. "the turnover goes
		// to marisol at 11:30": and at the hour said, when it is another
		// on its day and not before the check-out.
		edit := request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, proCandidates: []int64{in.ProID}, Deep: in.Deep, Service: steward.Cleaning, AddressID: j.AddressID, rawText: in.rawText}
		if w := in.When; w != nil && w.HasTime && !w.Soft {
			nw, refused := s.turnoverAtHour(j, stay, w)
			if refused != nil {
				return *refused, nil
			}
			edit.NewWhen = nw
		}
		return s.edit(edit)
	} else if j != nil && !in.New && !has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") &&
		in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
		// "clean the casita after priscilla checks out and have lupe do
		// it" while that cleaning exists: give it to Lupe? Asked; "yes"
		// does it.
		pro := s.pro(in.ProID)
		edit := request{Kind: kindEdit, JobID: j.ID, Candidates: []int64{in.ProID}, rawText: in.rawText}
		r, err := ask(edit, "pro", fmt.Sprintf("There's already a cleaning after %s's check-out: the %s (job %d). Should I give it to %s? Nothing has changed yet.",
			stay.GuestName, s.describeJob(j), j.ID, pro.Name))
		return step{reply: r, job: j}, err
	} else if j != nil && !in.New && in.Deep && (j.Notes == nil || !strings.Contains(strings.ToLower(*j.Notes), "deep")) &&
		!has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") {
		// "need a deep clean at hale nalu after the wedding party leaves"
		// when their turnover is booked: that turnover, made deep. ("Can
		// you set up a deep clean … after the Parks leave?": one of its
		// own may be meant, another day or crew — asked, as above.)
		if setUpDeep(tokenize(in.rawText)) {
			return s.askSetUpDeep(in, j)
		}
		edit := request{Kind: kindEdit, JobID: j.ID, Deep: true, Service: steward.Cleaning, AddressID: j.AddressID, ProID: in.ProID, proCandidates: in.proCandidates, rawText: in.rawText}
		return s.edit(edit)
	} else if w := in.When; j != nil && !in.New && w != nil && w.HasTime && !w.Soft && putsNamedJob(tokenize(in.rawText)) {
		// "could you put the turnover at the townhouse for noon on
		// sunday": that turnover, at the hour said on its day (never
		// before the check-out); another day asks, as below.
		loc := s.loc(j.AddressID)
		if nw, refused := s.turnoverAtHour(j, stay, w); refused != nil {
			return *refused, nil
		} else if nw != nil {
			edit := request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, proCandidates: in.proCandidates, Deep: in.Deep, Service: steward.Cleaning, AddressID: j.AddressID, rawText: in.rawText,
				NewWhen: nw}
			return s.edit(edit)
		}
		in.Candidates = []int64{j.ID}
		return replied(ask(in, "new_or_existing", fmt.Sprintf("Do you want me to move the %s to %s, or book another %s? Nothing has changed yet.",
			s.describeJob(j), localTime(s.jobTime(*w, loc, j.ScheduledAt.In(loc).Hour()), loc), serviceName(in.Service, in.Deep))))
	} else if j != nil && !in.New && !has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") {
		// "once anna checks out get the barn cleaned" when a cleaning
		// already follows her check-out: that is the turnover.
		text := fmt.Sprintf("There's already a cleaning after %s's check-out (%s): the %s (job %d), so I didn't add another.",
			stay.GuestName, localTime(stay.CheckOut, addr.Location()), s.describeJob(j), j.ID)
		if p := s.pro(in.ProID); p != nil && derefID(j.ProID) != in.ProID {
			text += fmt.Sprintf(" Tell me if %s should do it instead.", p.Name) // "make sure chris is on it"
		}
		return step{reply: done(text, steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &addr.ID}), job: j}, nil
	}
	at := stay.CheckOut
	if a := in.anc; a != nil && a.offset != 0 && !a.checkIn && !a.job {
		// "deep clean east 6th 3 hrs after the sxsw group checks out":
		// that long after the check-out, never at it ("2 hrs before"
		// they check out is during the stay, which booking asks about).
		at = at.Add(a.offset)
	}
	if in.When != nil && in.When.HasTime {
		co := stay.CheckOut.In(addr.Location())
		if t := time.Date(co.Year(), co.Month(), co.Day(), in.When.Hour, in.When.Minute, 0, 0, addr.Location()); t.After(at) {
			at = t
		}
	}
	notes := fmt.Sprintf("Turnover after %s's check-out (confirmation %s)", stay.GuestName, stay.ConfirmationCode)
	st, err := s.createJob(in, addr, at, &notes, nil)
	if err == nil && len(st.changes) > 0 {
		if s.turnoverAt == nil {
			s.turnoverAt = map[int64]time.Time{}
		}
		s.turnoverAt[stay.ID] = at
	}
	if err == nil && len(st.changes) > 0 {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string {
			if !at.Equal(stay.CheckOut) {
				return strings.TrimSuffix(say(w), ".") + fmt.Sprintf(", after %s's check-out (%s).", stay.GuestName, localTime(stay.CheckOut, addr.Location()))
			}
			return strings.TrimSuffix(say(w), ".") + fmt.Sprintf(", right at %s's check-out.", stay.GuestName)
		}
	}
	return st, err
}

// cleaningAfter returns a live cleaning at the stay's property between its
// check-out and the next check-in there (the end of the check-out day when
// none follows): the stay's turnover, however it was booked. Nil when
// there is none.
func (s *session) cleaningAfter(stay *steward.Reservation) (*steward.Job, error) {
	loc := s.loc(stay.AddressID)
	co := stay.CheckOut.In(loc)
	until := time.Date(co.Year(), co.Month(), co.Day()+1, 0, 0, 0, 0, loc)
	for _, r := range s.stays {
		if r.AddressID == stay.AddressID && r.ID != stay.ID && r.Status == steward.ReservationConfirmed &&
			!r.CheckIn.Before(stay.CheckOut) && r.CheckIn.Before(until) {
			until = r.CheckIn
		}
	}
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &stay.AddressID, From: &stay.CheckOut, To: &until, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	for _, j := range jobs {
		if j.ServiceType == steward.Cleaning && !j.Status.Final() && !s.cancelling[j.ID] {
			return j, nil
		}
	}
	return nil, nil
}

// coveredByPlannedStay reports whether j falls inside a stay as the
// message changes it.
func (s *session) coveredByPlannedStay(j *steward.Job) bool {
	for _, next := range s.plannedStay {
		if next.AddressID == j.AddressID && !j.ScheduledAt.Before(next.CheckIn) && j.ScheduledAt.Before(next.CheckOut) {
			return true
		}
	}
	return false
}

// strandedTurnover moves the cleaning that followed a stay's check-out
// as it was, when the message moves the check-out past it: "gallaghers
// late checkout tmrw at 1 is ok'd - bree should start the loft turnover at
// 1 then" is that turnover, moved to the new check-out (or the later time
// said that day) and given to the pro named — never a second turnover
// beside the one the stay now covers. ok is false when there is no such
// cleaning.
func (s *session) strandedTurnover(in request, old *steward.Reservation, next *steward.Reservation) (step, bool, error) {
	if in.New || has(tokenize(in.rawText), "another", "second", "additional", "extra", "new") || !next.CheckOut.After(old.CheckOut) {
		return step{}, false, nil
	}
	if j, err := s.cleaningAfter(next); err != nil || j != nil {
		return step{}, false, err
	}
	j, err := s.cleaningAfter(old)
	if err != nil || j == nil || !j.ScheduledAt.Before(next.CheckOut) {
		return step{}, false, err
	}
	loc := s.loc(next.AddressID)
	at := next.CheckOut
	if in.When != nil && in.When.HasTime {
		co := next.CheckOut.In(loc)
		if t := time.Date(co.Year(), co.Month(), co.Day(), in.When.Hour, in.When.Minute, 0, 0, loc); t.After(at) {
			at = t
		}
	}
	local := at.In(loc)
	w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	edit := request{Kind: kindEdit, JobID: j.ID, NewWhen: &w, Service: steward.Cleaning, AddressID: j.AddressID, Deep: in.Deep, rawText: in.rawText}
	if in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
		edit.ProID, edit.proCandidates = in.ProID, []int64{in.ProID}
	}
	st, err := s.edit(edit)
	return st, true, err
}

// everyTurnover books the turnover of every stay whose check-out falls in
// the period named (this month unless another is), at the property named
// or at all of them: "turnovers after every checkout this month". A stay
// whose check-out already has a cleaning is named and left alone.
func (s *session) everyTurnover(in request) (step, error) {
	from, to, label := s.writePeriod(in, s.loc(in.AddressID), "this month")
	if toks := tokenize(in.rawText); label == "this month" && !has(toks, "month") &&
		(has(toks, "upcoming", "future", "coming") || has(toks, "every", "each") && has(toks, "guest", "guests", "booking", "bookings")) {
		// "turnovers for all my upcoming checkouts": as far ahead as
		// Steward plans turnovers.
		from, to, label = s.now, s.now.Add(steward.TurnoverHorizon), "in the coming months"
	}
	var st step
	var skipped []string
	for _, r := range s.stays {
		if r.Status != steward.ReservationConfirmed || r.CheckOut.Before(s.now) || r.CheckOut.Before(from) || !r.CheckOut.Before(to) ||
			in.AddressID != 0 && r.AddressID != in.AddressID {
			continue
		}
		one := in
		one.all, one.ReservID, one.When = false, r.ID, nil
		part, err := s.turnover(one)
		if err != nil {
			return step{}, err
		}
		if len(part.changes) == 0 {
			skipped = append(skipped, part.reply.Text)
			continue
		}
		st.changes = append(st.changes, part.changes...)
	}
	// "after every guest": the stays to come are booked now; the ones
	// not yet known need the property's automatic turnovers, said.
	hint := ""
	if toks := tokenize(in.rawText); has(toks, "every", "each") && has(toks, "guest", "guests", "booking", "bookings") {
		if a := s.byAddr[in.AddressID]; a != nil && !a.Turnover.Enabled {
			hint = fmt.Sprintf("\nFor stays not booked yet, turn on automatic turnovers for %s (its page in the web app, or PATCH /api/v1/addresses/%d with turnover.enabled) and Steward will book each one as the stay comes in.", a.Name(), a.ID)
		}
	}
	if len(st.changes) == 0 {
		if len(skipped) == 0 {
			return step{reply: done("No stay checks out " + label + ", so there's no turnover to set up." + hint)}, nil
		}
		return step{reply: done(strings.Join(skipped, "\n") + hint)}, nil
	}
	if len(skipped) > 0 || hint != "" {
		last := &st.changes[len(st.changes)-1]
		say := last.say
		extra := ""
		if len(skipped) > 0 {
			extra = "\n" + strings.Join(skipped, "\n")
		}
		last.say = func(w written) string { return say(w) + extra + hint }
	}
	return st, nil
}

// newStayTurnover is the turnover of the stay the same message adds ("add
// guest Tom Reyes at the loft March 20-22 and set up the turnover after"):
// at its check-out, unless the property's turnovers follow their stays
// automatically, in which case the store schedules it with the stay.
func (s *session) newStayTurnover(in request) (step, error) {
	ns := s.newStay
	addr := s.byAddr[ns.AddressID]
	if addr.Turnover.Enabled {
		return step{reply: done(fmt.Sprintf("The turnover after %s's stay follows it automatically at %s, so I didn't book another.", ns.GuestName, addr.Name()))}, nil
	}
	in.AddressID = addr.ID
	notes := fmt.Sprintf("Turnover after %s's check-out", ns.GuestName)
	st, err := s.createJob(in, addr, ns.CheckOut, &notes, nil)
	if err == nil && len(st.changes) > 0 {
		s.turnoverBooked = true
		say := st.changes[0].say
		st.changes[0].say = func(w written) string {
			return strings.TrimSuffix(say(w), ".") + fmt.Sprintf(", right at %s's check-out.", ns.GuestName)
		}
	}
	return st, err
}

func (s *session) describeStay(r *steward.Reservation) string {
	a := s.byAddr[r.AddressID]
	return fmt.Sprintf("%s at %s, check-out %s", r.GuestName, a.Name(), localTime(r.CheckOut, a.Location()))
}

func (s *session) upcomingCheckouts() string {
	var lines []string
	for _, r := range s.stays {
		if !r.CheckOut.Before(s.now) {
			lines = append(lines, s.describeStay(r))
		}
	}
	if len(lines) == 0 {
		return "There are no upcoming stays."
	}
	return "Upcoming check-outs: " + strings.Join(lines, "; ") + "."
}

// reassignNamed gives the job a booking names as one that exists ("can
// miguel do the blue ridge clean on sat", "omar should do the harbor view
// repair") to the pro named: when exactly one job of that service at the
// property fits the day given (or any upcoming one, with no day), and it
// is not the pro's already. ok is false otherwise.
func (s *session) reassignNamed(in request, addr *steward.Address) (step, bool, error) {
	if in.ProID == 0 && len(in.proCandidates) > 1 {
		// "brenda doesnt work for us anymore, can maria take …": a pro
		// who no longer works is not one to give the job to.
		var active []int64
		for _, id := range in.proCandidates {
			if p := s.pro(id); p != nil && p.Active {
				active = append(active, id)
			}
		}
		if len(active) == 1 {
			in.ProID, in.proCandidates = active[0], active
		}
	}
	several := in.ProID == 0 && len(in.proCandidates) > 1 // "can chris do …" with two Chrises
	if !in.namesJob || in.New || in.ProID == 0 && !several {
		return step{}, false, nil
	}
	jobs, err := s.upcomingJobs(addr.ID, s.now)
	if err != nil {
		return step{}, false, err
	}
	when := in.When
	if when != nil && when.HasTime && in.anc != nil && in.anc.before && in.anc.hour < 0 && !in.anc.exact {
		// "jess can do the 🧻 at the casita thurs the 12th before the
		// lindgrens": the hour is the anchor's ready-by, not the job's;
		// the job is found by its day.
		w := *when
		w.HasTime, w.Hour, w.Minute = false, 0, 0
		when = &w
	}
	var fit []*steward.Job
	for _, j := range jobs {
		if j.ServiceType == in.Service && j.Cancellable() && s.jobMatches(j, request{When: when}) {
			fit = append(fit, j)
		}
	}
	if len(fit) == 1 && fit[0].ProID != nil && *fit[0].ProID == in.ProID {
		// "then she does the boathouse restock like normal", with hers
		// booked that day: said, nothing to change.
		st := step{reply: done(fmt.Sprintf("The %s is already booked.", s.describeJob(fit[0])),
			steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{fit[0].ID}, AddressID: &fit[0].AddressID})} // listed: the job a next "move her" means
		st.job = fit[0]
		return st, true, nil
	}
	if len(fit) != 1 {
		return step{}, false, nil
	}
	if several {
		if fit[0].ProID != nil && slices.Contains(in.proCandidates, *fit[0].ProID) {
			return step{}, false, nil // one of them has it already
		}
		var names []string
		for _, id := range in.proCandidates {
			names = append(names, s.pro(id).Name)
		}
		// The answer ("patel") gives that job to the one named.
		q := request{Kind: kindEdit, JobID: fit[0].ID, Candidates: in.proCandidates, rawText: in.rawText}
		st, err := replied(ask(q, "pro", fmt.Sprintf("Which pro should do the %s: %s? Nothing has changed yet.", s.describeJob(fit[0]), orList(names))))
		return st, true, err
	}
	st, err := s.edit(request{Kind: kindEdit, JobID: fit[0].ID, ProID: in.ProID, rawText: in.rawText})
	return st, true, err
}

// report turns a maintenance problem into a maintenance job, soon, and
// sooner when urgent.
func (s *session) report(in request) (step, error) {
	in.Service = steward.Maintenance
	if j, err := s.sameVisit(in); err != nil {
		return step{}, err
	} else if j != nil && !in.Urgent {
		// "the disposal in austin is jammed, can you get someone out
		// there" then "leave it with nobody, saturday at 1": the visit
		// just booked, given a time, not a second visit (as schedule).
		in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, in.When, nil
		return s.edit(in)
	}
	if q := s.whoIsRole(in); q != nil && !in.Urgent {
		return replied(*q, nil) // (an emergency is booked, and says who was not found)
	}
	if c := s.unknownInitials(in); c != "" && !in.Urgent {
		return s.askUnknownCode(in, c) // "ZX @ RINO 3/16 1000, blinds broken": no pro's code (initials.go)
	}
	if w := unknownNickname(tokenize(in.rawText)); w != "" && in.ProID == 0 && len(in.proCandidates) == 0 {
		return s.askUnknownNickname(in, w) // "…, need Gazza there this morning" with no Gazza, also when urgent (nickguard.go)
	}
	if in.AddressID == 0 && len(in.addrCandidates) == 0 && !in.namedPlace && len(s.addrs) > 1 {
		// "the sauna keeps tripping the breaker again": the one property
		// with a visit booked for that thing.
		var at []int64
		for _, a := range s.addrs {
			if j, err := s.sameProblem(a, in.Notes); err != nil {
				return step{}, err
			} else if j != nil {
				at = append(at, a.ID)
			}
		}
		if len(at) == 1 {
			in.AddressID = at[0]
		}
	}
	if toks := tokenize(in.rawText); len(s.addrs) > 1 {
		// "Rafa go to the condo at Brickell for the AC …, and also stop by
		// Almeria that day at 12 to fix the door": two properties, each
		// named on its own, and two times are never one repair visit with
		// the whole message as its notes; asked.
		var names []string
		seen := map[int64]bool{}
		var spans []span
		for _, m := range allProperties(toks, s.addrs) {
			if !seen[m.addr.ID] && !slices.ContainsFunc(spans, func(a span) bool { return a.start < m.at.end && m.at.start < a.end }) {
				spans = append(spans, m.at)
				seen[m.addr.ID] = true
				names = append(names, m.addr.Name())
			}
		}
		hours := map[int]bool{}
		for _, d := range in.dates {
			if d.HasTime {
				hours[d.Hour*60+d.Minute] = true
			}
		}
		if len(names) > 1 && len(hours) > 1 {
			in.AddressID, in.addrCandidates = 0, nil
			return replied(ask(in, "property", fmt.Sprintf("Your message names %s: I read it as one repair visit and can't tell which place it is for, or what the rest asks. Which property is the repair at, and when? Nothing has changed yet.",
				andList(names))))
		}
	}
	addr, q, err := s.needAddress(in, "the repair")
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.AddressID = addr.ID
	if st, ok, err := s.reassignNamed(in, addr); ok || err != nil {
		return st, err
	}
	loc := addr.Location()
	var at time.Time
	switch {
	case in.When != nil && !in.When.HasTime && s.jobTime(*in.When, loc, reportHour).In(loc).YearDay() == s.now.In(loc).YearDay() &&
		!s.jobTime(*in.When, loc, reportHour).After(s.now):
		// "power out …, need someone today" at 9:00: today's earliest slot,
		// not a question about a morning already gone.
		at = s.earliest(loc)
	case in.When != nil:
		at = s.jobTime(*in.When, loc, reportHour)
		if in.ReadyBy && in.When.HasTime && !in.When.Soft {
			// "a bat in the loft and the Kowalskis arrive at four": the
			// visit over by then, as a booking's "ready by" is.
			_, end := steward.Job{ServiceType: steward.Maintenance, ScheduledAt: at}.Busy(addr)
			at = at.Add(-end.Sub(at))
		}
		if !at.After(s.now) && in.When.Soft && in.When.HasTime {
			// "need someone there this morning" said at 10:00: the part
			// of the day is under way, so its earliest slot (as a
			// booking's, in schedule).
			if e := s.earliest(loc); e.After(s.now) && sameDay(e, at, loc) && e.In(loc).Hour() < softPartEnd(in.When.Hour) {
				at = e
			}
		}
		if !at.After(s.now) {
			in.When = nil
			return replied(ask(in, "when", fmt.Sprintf("%s has already passed at %s. When should someone come?", localTime(at, loc), addr.Name())))
		}
	case in.Urgent:
		at = s.earliest(loc)
	default:
		local := s.now.In(loc)
		at = time.Date(local.Year(), local.Month(), local.Day()+1, reportHour, 0, 0, 0, loc)
	}
	if !in.Urgent && !in.New {
		// "the disposal at harbor view is jammed again" when Luis is
		// already coming for "Garbage disposal jammed": the same problem,
		// asked about rather than booked twice — move that visit, book
		// another, or keep it. (An emergency is booked regardless;
		// another problem is booked beside the visit.)
		if j, err := s.sameProblem(addr, in.Notes); err != nil {
			return step{}, err
		} else if j != nil && anchorJob(in, j) {
			// "gary to sort the socket in the attic the day after mo
			// does the stairs": Mo's stairs visit times this one; it is
			// another visit (anchorclock.go).
		} else if j != nil && in.dayRuledOut {
			// "ray says monday doesn't work for the shower drain at rock
			// view": that visit, to another day; which is asked.
			in.Kind, in.JobID, in.When, in.NewWhen = kindReschedule, j.ID, nil, nil
			return replied(ask(in, "new_when", fmt.Sprintf("When should I move the %s to? Nothing has changed yet.", s.describeJob(j))))
		} else if j != nil && (in.When != nil || in.NewWhen != nil) && editCue(tokenize(in.rawText)) {
			// "lanai screen repair at kihei sat - make it 2pm instead of
			// 1", "the ants thing at haystack can wait til monday, same
			// time": that visit, moved.
			w := *firstWhen(in.NewWhen, in.When)
			if in.When != nil && in.NewWhen != nil && !w.HasDate && in.When.HasDate {
				w.HasDate, w.Year, w.Month, w.Day = true, in.When.Year, in.When.Month, in.When.Day
			}
			for _, d := range in.dates {
				if !w.HasTime && d.HasTime && !d.HasDate && d.prep != "of" && d.prep != "from" {
					// "… sat - make it 2pm instead of 1": the time said
					// apart from the day, not the one it replaces.
					w.HasTime, w.Hour, w.Minute = true, d.Hour, d.Minute
				}
			}
			in.Kind, in.JobID, in.NewWhen, in.When = kindEdit, j.ID, &w, nil
			return s.edit(in)
		} else if j != nil && !bookedAfterVisit(in, j, at) {
			return replied(s.sameProblemQuestion(in, addr, j, at))
		}
	}
	unfit := urgentRoleNote(in) // "… send electrician urgently" (problems.go)
	if p := s.pro(in.ProID); in.Urgent && p != nil && (!p.Active || !p.Offers(steward.Maintenance)) {
		// "no heat at bluebonnet, send lupe" (a cleaner): an emergency
		// does not wait for the answer; booked without a pro, and said.
		unfit = fmt.Sprintf(" %s can't take it (%s), so it has no pro yet: tell me who should go.", p.Name,
			map[bool]string{true: "doesn't do maintenance", false: "inactive"}[p.Active])
		in.ProID, in.proCandidates = 0, nil
	}
	notes := "Reported issue: " + in.Notes + s.spanishSaidNote()
	if n := withPendingNote(nil, in); n != nil {
		notes += "\n" + *n // a note sent while it waited on a question (pendingnote.go)
	}
	if in.Urgent {
		notes = "URGENT. " + notes
	}
	if in.Urgent {
		// An emergency is booked even when another visit is already
		// planned at that time: never refused as a duplicate.
		s.urgent = true
	}
	st, err := s.createJob(in, addr, at, &notes, nil)
	if err == nil && len(st.changes) > 0 && in.Urgent && in.When == nil {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string {
			return say(w) + " I treated it as urgent and booked the earliest slot."
		}
	}
	if err == nil && len(st.changes) > 0 && unfit != "" {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string { return say(w) + unfit }
	}
	return st, err
}

// howBrokenWords describe how a thing is broken, not which thing: a report
// sharing only these with a visit's notes is another problem.
var howBrokenWords = map[string]bool{"leak": true, "leaking": true, "leaky": true, "leaks": true, "broken": true, "broke": true, "jammed": true,
	"stuck": true, "clogged": true, "blocked": true, "working": true, "work": true, "works": true, "noise": true, "noisy": true, "making": true,
	"again": true, "still": true, "issue": true, "problem": true, "reported": true, "urgent": true, "fix": true, "repair": true, "replace": true,
	"check": true, "look": true, "guests": true, "guest": true, "said": true, "says": true, "weird": true, "strange": true, "loud": true,
	"cold": true, "hot": true, "water": true, "out": true, "dead": true, "needs": true, "need": true, "some": true, "there": true, "this": true,
	"that": true, "with": true, "from": true, "into": true, "have": true, "has": true, "been": true, "keeps": true, "won't": true, "wont": true,
	"doesn't": true, "doesnt": true, "isn't": true, "isnt": true, "kitchen": true, "bathroom": true, "upstairs": true, "downstairs": true,
	"grinding": true, "squeaking": true, "squealing": true, "rattling": true, "buzzing": true, "flickering": true, "beeping": true}

// shortWords are three-letter words that name no thing.
var shortWords = map[string]bool{"now": true, "bad": true, "new": true, "old": true, "big": true, "two": true, "get": true, "got": true,
	"hey": true, "pls": true, "thx": true, "yet": true, "way": true, "lot": true, "bit": true, "sat": true, "sun": true, "mon": true,
	"tue": true, "wed": true, "thu": true, "fri": true, "asap": true, "its": true, "his": true, "her": true, "who": true, "why": true,
	"how": true, "not": true, "off": true, "yes": true, "lol": true, "omg": true, "far": true, "few": true, "too": true, "ago": true,
	"all": true, "any": true, "own": true, "use": true, "see": true, "say": true, "try": true, "let": true, "put": true, "run": true,
	"has": true, "had": true, "was": true, "are": true, "did": true, "him": true, "she": true, "they": true, "our": true, "you": true}

// sameProblem returns the upcoming live maintenance visit at addr whose
// notes name the same thing the report does ("disposal"), nil when none
// does. The property's own name words never count.
// whereWords say where a problem is, not what it is: "the porch step" is
// not the "gutter clog over the porch".
var whereWords = map[string]bool{"porch": true, "kitchen": true, "bathroom": true, "bath": true, "bedroom": true, "upstairs": true,
	"downstairs": true, "hallway": true, "hall": true, "master": true, "primary": true, "front": true, "back": true, "deck": true,
	"yard": true, "garage": true, "basement": true, "attic": true, "living": true, "room": true, "outside": true, "outdoor": true,
	"floor": true, "side": true, "left": true, "right": true, "guest": true, "main": true, "second": true, "first": true,
	"balcony": true, "patio": true, "lanai": true, "loft": true, "den": true, "laundry": true, "mudroom": true, "entry": true, "upper": true, "lower": true}

func (s *session) sameProblem(addr *steward.Address, report string) (*steward.Job, error) {
	own := map[string]bool{}
	for _, w := range append(words(addr.Name()), words(addr.Street)...) {
		own[w] = true
	}
	if err := s.loadStays(); err != nil {
		return nil, err
	}
	for _, r := range s.stays {
		for _, w := range words(r.GuestName) {
			own[w], own[w+"s"] = true, true // "the yazzies say …": the guests, not the thing ("… before the Yazzies arrive")
		}
	}
	var things []string
	ws := words(report)
	isThing := func(w string) bool {
		// Three letters name things too ("the hot tub", "the fan").
		// A title is a person's, never a thing: "Mrs Alvarez's friday at
		// 2, her outlet keeps tripping" is not the visit for "Mrs
		// Alvarez's kitchen sink leaking again".
		return (len(w) >= 4 || len(w) == 3 && !shortWords[w]) && isLetters(w) && !howBrokenWords[w] && !own[w] && !stopWords[w] && !fillers[w] && !isDateWord(w) &&
			!whereWords[w] && !notThings[w] && !honorifics[w] && !nameTitles[w]
	}
	next := map[string]string{} // the thing said right after a thing: "dock" → "ladder"
	prev := map[string]string{} // and right before: "heater" → "sauna"
	alongside := func(i int) bool {
		// "the lanai screen is sagging along the pool side": where the
		// thing is, not the thing.
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			if slices.Contains([]string{"along", "beside", "past", "alongside"}, ws[k]) {
				return true
			}
			if ws[k] != "the" {
				break
			}
		}
		return false
	}
	for i, w := range ws {
		if !isThing(w) || alongside(i) {
			continue
		}
		things = append(things, singular(w))
		if i+1 < len(ws) && isThing(ws[i+1]) {
			next[singular(w)] = singular(ws[i+1])
			prev[singular(ws[i+1])] = singular(w)
		}
	}
	if len(things) == 0 {
		return nil, nil
	}
	jobs, err := s.upcomingJobs(addr.ID, s.now)
	if err != nil {
		return nil, err
	}
	for _, j := range jobs {
		if j.ServiceType != steward.Maintenance || j.Status.Final() || j.Notes == nil || s.cancelling[j.ID] {
			continue
		}
		nw := words(*j.Notes)
		for k, n := range nw {
			if howBrokenWords[n] || !slices.Contains(things, singular(n)) {
				continue
			}
			if slices.ContainsFunc(nw[max(0, k-3):k], whereWord) || listedWhere(nw, k, isThing) {
				// "Plow the driveway and shovel the path to the hot tub",
				// "clear the snow off the hot tub cover", "Clear the snow
				// off the deck and the entry roof": where, not what is
				// broken.
				continue
			}
			if y := next[singular(n)]; y != "" && k+1 < len(nw) && isThing(nw[k+1]) && singular(nw[k+1]) != y &&
				!strings.HasSuffix(nw[k+1], "ed") && !strings.HasSuffix(nw[k+1], "ing") && !strings.HasSuffix(y, "ed") && !strings.HasSuffix(y, "ing") &&
				!slices.ContainsFunc(nw, func(o string) bool { return singular(o) == y }) {
				continue // "the dock ladder" is not the visit for "Dock cleat pulled loose"
			}
			if y := prev[singular(n)]; y != "" && k > 0 && isThing(nw[k-1]) && singular(nw[k-1]) != y &&
				!strings.HasSuffix(nw[k-1], "ed") && !strings.HasSuffix(nw[k-1], "ing") && !strings.HasSuffix(y, "ed") && !strings.HasSuffix(y, "ing") &&
				!slices.ContainsFunc(nw, func(o string) bool { return singular(o) == y }) {
				continue // "the sauna heater" is not the visit for "Hot tub heater keeps tripping"
			}
			return j, nil
		}
	}
	return nil, nil
}

// whereWord is a preposition that says where other work is done ("the
// path to the hot tub", "the snow off the deck").
func whereWord(w string) bool {
	return slices.Contains([]string{"to", "toward", "towards", "near", "by", "around", "behind", "past", "along", "off", "from"}, w)
}

// listedWhere reports whether the k-th of a job's note words is one of a
// list of places a where-word governs: "Clear the snow off the deck and
// the entry roof" (the roof is where the snow is, not a roof to repair).
// Only articles, "and"/"or" and things may stand between; a verb ("… and
// fix the roof") ends the list.
func listedWhere(nw []string, k int, isThing func(string) bool) bool {
	and := false
	for i := k - 1; i >= 0 && i >= k-8; i-- {
		switch w := nw[i]; {
		case whereWord(w):
			return and
		case w == "and" || w == "or":
			and = true
		case w == "the" || w == "a" || w == "an" || w == "its" || w == "their" || isThing(w) || whereWords[w]:
		default:
			return false
		}
	}
	return false
}

// notThings are words of a report or a job's notes that name no thing:
// "… before the vanderzees arrive" in both is no same problem.
var notThings = map[string]bool{"before": true, "after": true, "until": true, "since": true, "arrive": true, "arrives": true,
	"arriving": true, "coming": true, "leave": true, "leaves": true, "leaving": true, "there": true, "back": true, "again": true,
	"still": true, "under": true, "over": true, "guests": true, "guest": true, "family": true, "says": true, "said": true,
	// "Mrs Alvarez's toilet" is not the visit for "Mrs Alvarez's kitchen
	// sink", nor "before Luis moves in" a thing (tenantplace.go).
	"mrs": true, "mr": true, "ms": true, "tenant": true, "tenants": true, "nurse": true, "move": true, "moves": true,
	"moving": true, "moved": true}

// softPartEnd is the hour the part of the day a soft hour stands for
// ends: the morning at noon, the afternoon at 17:00, the evening at 21:00.
func softPartEnd(h int) int {
	switch {
	case h < 12:
		return 12
	case h < 17:
		return 17
	}
	return 21
}

// sameDay reports whether a and b fall on the same calendar day in loc.
func sameDay(a, b time.Time, loc *time.Location) bool {
	ay, am, ad := a.In(loc).Date()
	by, bm, bd := b.In(loc).Date()
	return ay == by && am == bm && ad == bd
}

// earliest is the first slot for an emergency: an hour from now (the time to
// get there), rounded up to the quarter hour, but never in the middle of the night at
// the property: from 22:00 to 08:00 local it is 08:00.
func (s *session) earliest(loc *time.Location) time.Time {
	at := s.now.Add(urgentLeadTime)
	if r := at.Minute() % urgentRoundingMin; r != 0 || at.Second() != 0 || at.Nanosecond() != 0 {
		at = at.Truncate(time.Minute).Add(time.Duration(urgentRoundingMin-r) * time.Minute)
	}
	local := at.In(loc)
	switch {
	case local.Hour() < earliestHour:
		at = time.Date(local.Year(), local.Month(), local.Day(), earliestHour, 0, 0, 0, loc)
	case local.Hour() >= latestHour:
		at = time.Date(local.Year(), local.Month(), local.Day()+1, earliestHour, 0, 0, 0, loc)
	}
	return at
}

// jobTime is when a job read as w happens in loc: a date without a time
// gets defHour, and "asap" (Urgent with no date) the earliest slot.
func (s *session) jobTime(w When, loc *time.Location, defHour int) time.Time {
	return w.Time(s.now, loc, defHour, 0)
}

// price explains the market estimate for a job, as the REST default price.
func (s *session) price(in request) (Reply, error) {
	if in.Service == "" {
		in.Service = steward.Cleaning
	}
	addr, q, err := s.needAddress(in, "the estimate")
	if q != nil || err != nil {
		return deref(q), err
	}
	est := steward.EstimatePrice(addr, in.Service)
	if in.Deep && in.Service == steward.Cleaning {
		est = steward.EstimateDeepClean(addr)
	}
	name := serviceName(in.Service, in.Deep)
	text := fmt.Sprintf("%s at %s would cost about %s. How I got there: %s.",
		strings.ToUpper(article(name)[:1])+article(name)[1:], addr.Name(), usd(est.Price), est.Basis)
	a := steward.Action{Type: steward.ActionPriceEstimated, AddressID: &addr.ID, ServiceType: ptr(est.ServiceType),
		Price: ptr(est.Price), Currency: ptr(est.Currency)}
	return done(text, a), nil
}

// unknownPro returns the word a booking names as its pro when it is no
// pro of the account ("book gus to clean …", "have Ana do …", "can Marco
// clean …"), "" otherwise.
func unknownPro(in request) string {
	if in.ProID != 0 || len(in.proCandidates) > 0 {
		return ""
	}
	toks := tokenize(in.rawText)
	if w := unknownNickname(toks); w != "" {
		return w // "Dazza's the man", "need Robbo there" with no such pro (nickguard.go)
	}
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].s {
		case "book", "have", "get", "send", "ask", "can", "could", "let", "assign", "with":
		default:
			continue
		}
		w := toks[i+1].s
		if !slices.Contains(in.noteWords, w) || fillerWords[w] || !isLetters(w) || len(w) < 3 ||
			slices.Contains([]string{"somebody", "someone", "anybody", "anyone"}, w) { // "book somebody to clean …", as "someone"
			continue
		}
		if toks[i].s == "with" {
			if toks[i+1].cap || i+2 == len(toks) { // "… with Rita", not "with extra towels"
				return w
			}
			continue
		}
		if i+2 >= len(toks) || has(toks[i+2:i+3], "to", "do", "clean", "come", "for", "restock", "inspect", "fix", "handle", "take") {
			return w
		}
	}
	return ""
}

func derefID(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// whoIsRole asks who a pro named by what they do is ("the hot tub guy")
// when no one pro fits: a booking never drops the pro the host asked for.
func (s *session) whoIsRole(in request) *Reply {
	if in.ProID != 0 || in.rolePro == "" {
		return nil
	}
	var names []string
	for _, p := range s.pros {
		if p.Active && (in.Service == "" || p.Offers(in.Service)) {
			names = append(names, p.Name)
		}
	}
	q := "Who is “" + in.rolePro + "”?"
	if len(names) > 0 {
		q += " Your pros who could do it: " + strings.Join(names, ", ") + "."
	}
	q += " Or say “anyone” and I'll book it without a pro. Nothing has changed yet."
	r, _ := ask(in, "pro", q)
	return &r
}

// taskWords say what a visit other than a repair is for ("to do the
// windows", "the oven", "carpets"): the host's words go in its notes.
var taskWords = map[string]bool{"windows": true, "window": true, "oven": true, "fridge": true, "carpets": true, "carpet": true,
	"rugs": true, "laundry": true, "linens": true, "sheets": true, "balcony": true, "patio": true, "grill": true, "bbq": true,
	"skylights": true, "gutters": true, "blinds": true, "curtains": true, "couch": true, "sofa": true, "upholstery": true,
	"baseboards": true, "garage": true, "basement": true, "attic": true, "pool": true, "hot": true, "deck": true, "crib": true,
	"firewood": true, "welcome": true, "basket": true, "checklist": true, "photos": true, "inventory": true,
	// why the clean is needed: "the Pruitts had a party and it's a mess"
	"party": true, "mess": true, "messy": true, "trashed": true, "spill": true, "spilled": true, "stains": true, "vomit": true}

// undoesWork reports whether the words ask for the opposite of what job
// j is for: "can gus put the hurricane shutters up …" while his visit is
// to "Take down the hurricane shutters": the same thing, other work, so
// another visit rather than that one moved.
func undoesWork(toks []token, j *steward.Job) bool {
	if j.Notes == nil {
		return false
	}
	notes := tokenize(*j.Notes)
	up := putsUp(toks) || hasPhrase(toks, "put up") || has(toks, "install", "reinstall", "hang")
	down := hasPhrase(toks, "take down") || hasPhrase(toks, "taken down") || has(toks, "remove", "uninstall") ||
		slices.ContainsFunc(toks, func(t token) bool { return t.s == "down" }) && has(toks, "take", "bring", "get")
	notesUp := putsUp(notes) || hasPhrase(notes, "put up") || has(notes, "install", "reinstall", "hang")
	notesDown := hasPhrase(notes, "take down") || has(notes, "remove", "uninstall") ||
		slices.ContainsFunc(notes, func(t token) bool { return t.s == "down" }) && has(notes, "take", "bring", "get")
	return up && notesDown && !notesUp || down && notesUp && !notesDown
}

// upkeepThings are things of a property that maintenance repairs or keeps
// up (besides repairThings): "the sauna heater", "the dock".
var upkeepThings = map[string]bool{"heater": true, "heaters": true, "sauna": true, "stove": true, "boiler": true, "faucet": true,
	"toilet": true, "sink": true, "dishwasher": true, "washer": true, "dryer": true, "fridge": true, "disposal": true, "hvac": true,
	"thermostat": true, "deck": true, "dock": true, "shingles": true, "plumbing": true, "wiring": true, "outlet": true, "outlets": true,
	"breaker": true, "pipes": true, "pipe": true, "screen": true, "screens": true, "railing": true, "tub": true}

// upkeepObject reports whether the words name a thing maintenance repairs
// or keeps up (upkeepThings, repairThings).
func upkeepObject(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return upkeepThings[t.s] || repairThings[t.s] })
}

// sameWork reports whether the work the host asks for ("pokorny to plow
// trailhead", "can gus shovel the deck") is the work job j's notes say
// ("Plow the driveway …"): its verb, said right after "to", a modal or
// "please", found in the notes. Looking, checking and fixing say no work
// of their own.
func sameWork(toks []token, j *steward.Job) bool {
	if j.Notes == nil {
		return false
	}
	notes := map[string]bool{}
	for _, w := range words(*j.Notes) {
		notes[w] = true
	}
	for i := 1; i < len(toks); i++ {
		if !slices.Contains([]string{"to", "can", "could", "will", "should", "pls", "please"}, toks[i-1].s) {
			continue
		}
		if w := toks[i].s; notes[w] && isLetters(w) && !stopWords[w] &&
			!slices.Contains([]string{"check", "look", "see", "fix", "repair", "inspect", "come", "go", "stop", "swing", "head", "be"}, w) {
			return true
		}
	}
	return false
}

// otherProsProblem reports whether j, a maintenance visit booked, is
// plainly not the one a booking means: another pro than the one named,
// for a problem none of whose words the booking says ("the well pump at
// Foxglove … have the plumber come on Monday" while Ray comes Monday
// for the hot tub cover). It is another visit, not one to move.
func otherProsProblem(in request, j *steward.Job) bool {
	if in.Service != steward.Maintenance || in.ProID == 0 || j.ProID == nil || *j.ProID == in.ProID || j.Notes == nil {
		return false
	}
	said := map[string]bool{}
	for _, t := range tokenize(in.rawText) {
		said[singular(t.s)] = true
	}
	for _, w := range words(*j.Notes) {
		if len(w) > 3 && isLetters(w) && !stopWords[w] && !commonWords[w] && said[singular(w)] {
			return false
		}
	}
	return true
}

// doneAgain reports whether the host asks for the work to be done once
// more ("pokorny to plow trailhead again the morning the grubers head
// out"): "again" after the verb said, not after a problem ("the lift is
// stuck again"), is another visit, never the one booked moved.
func doneAgain(toks []token) bool {
	i := slices.IndexFunc(toks, func(t token) bool { return t.s == "again" })
	return i > 0 && !isProblem(toks[:i+1])
}

// editCue reports whether a message about a job that exists says to change
// it rather than add one: "make it 2pm instead of 1", "can wait til
// monday", "same time".
func editCue(toks []token) bool {
	return has(toks, "instead", "reschedule", "postpone", "push", "bump", "move", "sooner") || hasPhrase(toks, "make it") ||
		hasPhrase(toks, "same time") || hasPhrase(toks, "can wait") || hasPhrase(toks, "wait til") || hasPhrase(toks, "wait till") ||
		hasPhrase(toks, "wait until")
}

// sameVisit returns the job the message before booked when this one books
// it again in other words: "there" or "it", the same property and service
// (or none said), a pro or a time, and no word asking for another.
func (s *session) sameVisit(in request) (*steward.Job, error) {
	toks := tokenize(in.rawText)
	if s.justBooked == 0 || in.New || in.Count != 0 || len(in.places) > 1 || in.When == nil && in.ProID == 0 ||
		!has(toks, "there", "it") || has(toks, "another", "also", "too", "second", "extra", "new", "again", "other", "more", "next") {
		return nil, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, s.justBooked)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	if j.Status != steward.StatusPending || in.AddressID != 0 && in.AddressID != j.AddressID || in.Service != "" && in.Service != j.ServiceType {
		return nil, nil
	}
	return j, nil
}

// placeSaid reports whether the words name a kind of place after "the"
// ("plow the condo", "at the cabin") that no property was read from.
func placeSaid(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if placeNouns[toks[i].s] && !toks[i].used && (toks[i-1].s == "the" || toks[i-1].s == "our" || toks[i-1].s == "my") {
			return true
		}
	}
	return false
}

// sameProblemQuestion asks whether the visit j, already booked for the
// problem in names, should move to at, another visit be booked, or
// neither.
func (s *session) sameProblemQuestion(in request, addr *steward.Address, j *steward.Job, at time.Time) (Reply, error) {
	loc := addr.Location()
	with := ""
	if p := s.pro(derefID(j.ProID)); p != nil {
		with = " with " + p.Name
	}
	local := at.In(loc)
	in.Candidates = []int64{j.ID}
	in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	return ask(in, "new_or_existing", fmt.Sprintf("There's already a maintenance visit at %s on %s%s for “%s” (job %d). Should I move it to %s, book another visit, or keep it as it is? Nothing has changed yet.",
		addr.Name(), localTime(j.ScheduledAt, loc), with, strings.TrimSpace(*j.Notes), j.ID, localTime(at, loc)))
}

// proFreeFrom is at, or when pro has another job then, the end of it (and
// of any job that follows it), the same day: the time picked for a
// booking given no time. A part of the day ("afternoon", soft) moves at
// most three hours; past 6 PM, at stays as it was (the conflict is said).
func (s *session) proFreeFrom(pro int64, sv steward.ServiceType, addr *steward.Address, at time.Time, soft bool) (time.Time, error) {
	if pro == 0 {
		return at, nil
	}
	jobs, err := s.upcomingJobs(0, at.Add(-12*time.Hour))
	if err != nil {
		return at, err
	}
	loc := addr.Location()
	t := at
	for range 6 {
		moved := false
		for _, j := range jobs {
			if j.ProID == nil || *j.ProID != pro || !j.BooksPro() || s.cancelling[j.ID] {
				continue
			}
			if j.AddressID == addr.ID && j.ServiceType == sv {
				return at, nil // that very visit, maybe: the booking's own checks say so
			}
			start, end := j.Busy(s.byAddr[j.AddressID])
			_, mine := steward.Job{ServiceType: sv, ScheduledAt: t}.Busy(addr)
			if start.Before(mine) && t.Before(end) {
				t, moved = end, true
			}
		}
		if !moved {
			break
		}
	}
	if local := t.In(loc); !t.Equal(at) && (local.Hour() >= 18 || local.Day() != at.In(loc).Day() || soft && t.Sub(at) > 3*time.Hour) {
		return at, nil
	}
	return t, nil
}

// askSetUpDeep asks when the deep clean in should be, the cleaning j
// booked where it was asked for kept as it is.
func (s *session) askSetUpDeep(in request, j *steward.Job) (step, error) {
	in.anc, in.When, in.dates = nil, nil, nil
	return replied(ask(in, "when", fmt.Sprintf("There's already a cleaning then, job %d: the %s; I've left it as it is. When should the new deep clean be? Nothing has changed yet.",
		j.ID, s.describeJob(j))))
}

// setUpDeep reports whether toks ask to set up a deep clean of its own
// ("can you set up a deep clean …", "book a deep clean …"): a creation
// verb said outright with "a deep clean", not a need ("need a deep clean
// after …"), which the turnover booked for it meets.
func setUpDeep(toks []token) bool {
	return (hasPhrase(toks, "set up a deep") || hasPhrase(toks, "book a deep") || hasPhrase(toks, "schedule a deep") || hasPhrase(toks, "arrange a deep") ||
		hasPhrase(toks, "add a deep")) && !has(toks, "turnover", "make", "upgrade", "instead")
}

// sameDayJob returns the one job of jobs on at's day (in loc), or nil.
func sameDayJob(jobs []*steward.Job, at time.Time, loc *time.Location) *steward.Job {
	var found *steward.Job
	for _, j := range jobs {
		if j.ScheduledAt.In(loc).Format("2006-01-02") == at.In(loc).Format("2006-01-02") {
			if found != nil {
				return nil
			}
			found = j
		}
	}
	return found
}

// timetableJob returns the job a part of a day's timetable is for: the
// message lists two services or more at one property with an hour each
// ("el nido saturday: clean at 9 and the restock at 12"), one of them
// named as a job that exists ("the restock"), with no word of a booking
// ("book", "add", "another", …), and every service listed has exactly one
// job there that day. Then each is that job at its new hour, never a
// second one. Nil otherwise (the question of move or book another
// stands).
func (s *session) timetableJob(in request, addr *steward.Address, at time.Time) (*steward.Job, error) {
	toks := tokenize(in.rawText)
	if in.Kind != kindSchedule || in.New || len(in.services) < 2 || in.When == nil || !in.When.HasTime || in.When.Soft || len(in.places) > 1 ||
		has(toks, creationVerbs...) || saysAnother(toks) || has(toks, "too", "more", "both") {
		return nil, nil
	}
	named := false
	for i, t := range toks {
		if _, _, ok := serviceOf(toks[i : i+1]); ok && i > 0 && !t.used && determiners[toks[i-1].s] {
			named = true
		}
	}
	if !named {
		return nil, nil
	}
	loc := addr.Location()
	local := at.In(loc)
	from := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, From: &from, To: ptr(from.AddDate(0, 0, 1)), Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	var mine *steward.Job
	for _, sv := range in.services {
		var one []*steward.Job
		for _, j := range jobs {
			if j.ServiceType == sv && j.Cancellable() && !s.cancelling[j.ID] {
				one = append(one, j)
			}
		}
		if len(one) != 1 {
			return nil, nil
		}
		if sv == in.Service {
			mine = one[0]
		}
	}
	if mine == nil || mine.ScheduledAt.Equal(at) || !at.After(s.now) {
		return nil, nil
	}
	return mine, nil
}

// ruledOutHour reports whether dates hold the hour of local said against
// with "not" ("at 7:00 and not 8:00", "at 3, not 10"): the job at that
// hour is the one the new time is for.
func ruledOutHour(dates []When, local time.Time) bool {
	return slices.ContainsFunc(dates, func(d When) bool {
		return (d.prep == "not" || d.was) && d.HasTime && !d.HasDate && d.Hour == local.Hour() && d.Minute == local.Minute()
	})
}

// saysNotOther reports whether toks set a time against the one the job
// has: "… at 14:00 and not in the morning", "at 3, not at 10".
func saysNotOther(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s != "not" {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].s == "in" || toks[k].s == "the" || toks[k].s == "at" || toks[k].s == "on") {
			k++
		}
		if k < len(toks) && (dayParts[toks[k].s] > 0 || toks[k].s == "morning" || toks[k].s == "afternoon" || toks[k].s == "evening") {
			return true
		}
		if _, _, _, ok := readClock(toks, k); ok || k < len(toks) && strings.Contains(toks[k].s, ":") {
			return true
		}
	}
	return false
}

// putsNamedJob reports a job named as one that exists ("the cleaning",
// "her restock") put at an hour: "can you put the cleaning at the chalet
// for 11h30", "set the restock for 3". "Can"/"could" ask the assistant
// to do it; any other word of a booking ("book", "add", "another", "set
// up") reads it as a new job.
func putsNamedJob(toks []token) bool {
	if !definiteService(toks) || saysAnother(toks) {
		return false
	}
	put := false
	for i, t := range toks {
		if t.s == "put" || t.s == "set" && (i+1 >= len(toks) || toks[i+1].s != "up") {
			put = true
		}
	}
	return put && !has(toks, slices.DeleteFunc(slices.Clone(creationVerbs), func(w string) bool { return w == "can" || w == "could" || w == "set" })...)
}

// timeAskedApart reports an hour asked for on its own, after the job is
// named: "the final cleaning on 14.03. please at 10:30", "the inspection
// on friday, at 2 pls", "the restock on the 9th should be at 3". Then the
// job named by its day is the one the hour is for (a move), not a second
// one; "the cabin clean friday at 11" (the hour said with the job) is
// still asked about.
func timeAskedApart(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].s != "at" {
			continue
		}
		if _, _, _, ok := readClock(toks, min(i+1, len(toks)-1)); !ok || i+1 >= len(toks) {
			continue
		}
		k := i - 1
		if slices.Contains([]string{"please", "pls", "plz", "kindly"}, toks[k].s) || k > 0 && toks[k].s == "be" && slices.Contains([]string{"should", "must", "needs", "to", "will", "can", "could"}, toks[k-1].s) {
			return true
		}
		if toks[k].stop && slices.ContainsFunc(toks[i+1:], func(t token) bool { return slices.Contains([]string{"please", "pls", "plz", "instead"}, t.s) }) {
			return true // "the cleaning on 14.03.: at 10:30 please"
		}
	}
	return false
}

// visitorReason reports a reason that names someone other than the guests
// coming to the property ("the owner is coming down for the weekend", "my
// parents are visiting", "the realtor's showing it sat").
func visitorReason(toks []token) bool {
	return has(toks, "owner", "owners", "parents", "realtor", "photographer", "buyers", "landlord", "inlaws") &&
		has(toks, "coming", "visiting", "staying", "showing", "using", "arriving", "comes", "visits")
}

// propertyOfDayJob is the property of the one upcoming job of service on
// w's day (local to its property), of pro when pro is not 0; 0 when no
// such job falls on that day, or such jobs at more than one property do.
func (s *session) propertyOfDayJob(service steward.ServiceType, w When, pro int64) (int64, error) {
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return 0, err
	}
	var at int64
	for _, j := range jobs {
		if j.ServiceType != service || !j.Cancellable() || pro != 0 && (j.ProID == nil || *j.ProID != pro) {
			continue
		}
		local := j.ScheduledAt.In(s.loc(j.AddressID))
		if local.Year() != w.Year || local.Month() != w.Month || local.Day() != w.Day {
			continue
		}
		if at != 0 && at != j.AddressID {
			return 0, nil
		}
		at = j.AddressID
	}
	return at, nil
}

// turnoverAtHour is the start turnover j gets at the hour w says, on j's own
// day, when the message hands the turnover over or puts it at an hour: nil
// when w names another day or j's own time, and a refusal when that hour
// comes before stay's check-out.
func (s *session) turnoverAtHour(j *steward.Job, stay *steward.Reservation, w *When) (*When, *step) {
	loc := s.loc(j.AddressID)
	l := j.ScheduledAt.In(loc)
	t := time.Date(l.Year(), l.Month(), l.Day(), w.Hour, w.Minute, 0, 0, loc)
	if w.HasDate && (w.Year != l.Year() || w.Month != l.Month() || w.Day != l.Day()) || t.Equal(j.ScheduledAt) {
		return nil, nil
	}
	if t.Before(stay.CheckOut) {
		r := refusal(fmt.Sprintf("%s checks out %s, so the turnover can't start at %s. Nothing has changed; tell me a later time.",
			stay.GuestName, localTime(stay.CheckOut, loc), t.Format("3:04 PM")))
		return nil, &r
	}
	return &When{HasDate: true, Year: l.Year(), Month: l.Month(), Day: l.Day(), HasTime: true, Hour: w.Hour, Minute: w.Minute}, nil
}

// recurringErrand reads a request for work every week that names no
// service of its own ("have cody bring firewood to the bear den every
// friday at 3 thru the end of april") as the series it asks for, which
// the engine refuses and books nothing of, rather than the generic reply:
// a property named, a day said (dates, as many as were read), and no
// question ("have cody …", a pro named after it, is an errand, not "have
// you …?").
func (s *session) recurringErrand(in *request, toks []token, dates int) {
	if in.Kind != kindHelp || !recurring(toks) || in.AddressID == 0 || dates == 0 || strings.Contains(in.rawText, "?") ||
		dates == 1 && routineVisit(toks) { // ("… tues 3/17 10a, weekly skim and chem": one visit, as refine reads it)
		return
	}
	if isQuestion(toks) && !(len(toks) > 2 && toks[0].s == "have" && s.namesPro(toks[1:2])) {
		return
	}
	in.Kind = kindRecurring
}

// anotherOneCopy reads "the <job> <day> - do another one (same time)
// <day>": the first words name a job already booked (said with "the", no
// verb of their own), the one asked for is its copy on the other day. Two
// bookings read from one message, of the same service at the same place,
// the first before "another" and the second after it: the first is dropped
// when exactly one such job is on its day ("same time" takes its hour);
// none or several ask, and nothing is booked.
func (s *session) anotherOneCopy(out []request) ([]request, error) {
	for i := 0; i+1 < len(out); i++ {
		a, b := &out[i], &out[i+1]
		if a.Kind != kindSchedule || b.Kind != kindSchedule || a.rawText != b.rawText || a.Service == "" || a.Service != b.Service ||
			a.AddressID == 0 || a.AddressID != b.AddressID || a.When == nil || !a.When.HasDate || b.When == nil || !b.When.HasDate || a.JobID != 0 {
			continue
		}
		toks := tokenize(a.rawText)
		k := index(toks, 0, "another")
		if k < 1 || toks[0].s != "the" || a.When.end > k || b.When.start < k || has(toks[:a.When.end], creationVerbs...) {
			continue
		}
		loc := s.loc(a.AddressID)
		day := time.Date(a.When.Year, a.When.Month, a.When.Day, 0, 0, 0, 0, loc)
		jobs, err := s.upcomingJobs(a.AddressID, day)
		if err != nil {
			return nil, err
		}
		var fit []*steward.Job
		for _, j := range jobs {
			l := j.ScheduledAt.In(loc)
			if j.ServiceType == a.Service && l.Year() == day.Year() && l.YearDay() == day.YearDay() {
				fit = append(fit, j)
			}
		}
		if len(fit) != 1 {
			b.anchorProblem = fmt.Sprintf("I couldn't tell which %s “%s” is to copy, and I haven't booked anything.", serviceNouns[a.Service], strings.Join(tokStrings(toks[:a.When.end]), " "))
		} else if hasPhrase(toks, "same time") && !b.When.HasTime {
			l := fit[0].ScheduledAt.In(loc)
			w := *b.When
			w.HasTime, w.Hour, w.Minute, w.Soft = true, l.Hour(), l.Minute(), false
			b.When = &w
			b.dates = []When{w}
		}
		out = append(out[:i], out[i+1:]...)
	}
	return out, nil
}

// dayRelationRe is a day said relative to something else: "the day
// after the painter finishes", "2 days before they arrive", "a week
// after the inspection".
var dayRelationRe = mustCompile(`(?i)\b(?:the\s+)?(?:day|\d+\s+days|two\s+days|three\s+days|a\s+week|week)\s+(?:after|before)\s+[^,.;!?]{2,40}`)

// dayRelationUnread reports whether raw says a day relative to something
// other than today or tomorrow ("the day after tomorrow" is a date of its
// own), which a request whose date was not read must not ignore.
func dayRelationUnread(raw string) bool {
	m := strings.ToLower(dayRelationRe.FindString(raw))
	return m != "" && !strings.Contains(m, "tomorrow") && !strings.Contains(m, "tmrw") && !strings.Contains(m, "today")
}
