// Package assistant is Steward's language engine: it turns a free-text
// request ("schedule a cleaning at the villa on Friday at 10") into the
// same domain operations the REST interface makes, and answers in a short
// reply that names what was done, with dates and times local to the
// property. The embedded Engine is deterministic and works offline: it
// reads with word lists, fuzzy name matching and a date reader of its own
// (see docs/assistant.md). Runner processes stored messages with it.
package assistant

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Engine is the embedded assistant. Set every field.
type Engine struct {
	Jobs         steward.JobService
	Addresses    steward.AddressService
	Pros         steward.ProService
	Reservations steward.ReservationService
	// Changes writes the changes of a message, all in one transaction.
	Changes steward.ChangeService
	// Calendars syncs and adds properties' calendar feeds; nil when the
	// server runs none (the engine then says it can't).
	Calendars steward.CalendarService
	// Assets finds the equipment a repair is about (see assetFor); nil
	// books repairs without linking them.
	Assets steward.AssetService
	Clock  steward.Clock
	// Supplies answers the questions about supplies; nil when the
	// server has none (the engine then says it can't see them).
	Supplies steward.SupplyService
	// Reports answers money questions from the spend report and pros'
	// statements (money.go); nil when the server serves none.
	Reports steward.ReportService
}

// Request is one message to the engine, with the earlier messages of its
// conversation (oldest first) so it can complete a pending question.
type Request struct {
	Message string
	Context steward.MessageContext
	History []*steward.Message
}

// Reply is the engine's answer. Status is completed or needs_input; Pending
// is the half-understood request behind a needs_input question. Actions
// list what was done; a needs_input reply has done nothing.
type Reply struct {
	Status  steward.MessageStatus
	Text    string
	Actions []steward.Action
	Pending json.RawMessage
}

// Handler handles one message for an account: the Engine, or any other
// engine with the same contract.
type Handler interface {
	Handle(ctx context.Context, accountID int64, req Request) (Reply, error)
}

var _ Handler = (*Engine)(nil)

// session is the state of handling one message.
type session struct {
	e      *Engine
	ctx    context.Context
	acct   int64
	now    time.Time
	addrs  []*steward.Address
	byAddr map[int64]*steward.Address
	pros   []*steward.Pro
	// partPlace is the property the sentences read before the one being
	// read name (placeSaidBefore), while parse reads a sentence.
	partPlace int64
	// msgDayFirst is whether a slash date of the message being read had
	// to be read day first (slashsibling.go).
	msgDayFirst bool
	stays       []*steward.Reservation // loaded on first use
	loaded      bool
	// focus is the job the conversation is about: the last one an
	// earlier reply acted on or named ("make it 2pm", "cancel it").
	focus int64
	// justBooked is the one job the message before booked, 0 when it
	// booked none or several.
	justBooked int64
	// subject is what the last exchanges were about (conversation.go),
	// read from history on first use (about, subjectRead).
	subject     subject
	subjectRead bool
	// whichPros are the pros a question picks among ("which sam has
	// cherry cottage fri": the Sams), answered by the job one of them has.
	whichPros []int64
	past      []*steward.Message
	mctx      steward.MessageContext
	// undoNote names what an undo could not take back.
	undoNote string
	// cancelling holds the jobs this message cancels, so a new job in
	// their slot is not taken for a duplicate.
	cancelling map[int64]bool
	// urgent is set by an emergency, which is booked even next to
	// another visit.
	urgent bool
	// selfNotes are the host's own reminders the message held ("[ ]
	// remember to order more towels"), left out of the reading and named
	// in the reply.
	selfNotes []string
	// whole is the message as the parts were read from it, so a part can
	// tell whether it is all the host said.
	whole string
	// spanishSaid is the message as the host wrote it, when it was read
	// from Spanish (spanishshapes.go).
	spanishSaid string
	// newStay is the stay an earlier request of the message adds, for
	// "… and set up the turnover after"; turnoverBooked is set once a
	// turnover is planned for it.
	newStay        *steward.ReservationCreate
	turnoverBooked bool
	// plannedStay holds the stays an earlier request of the message
	// changes, as they will be: "the hollises are staying an extra
	// night … also book a turnover for when they leave".
	plannedStay map[int64]*steward.Reservation
	// turnoverAt is when the message books a stay's turnover, so the
	// reply about the stay's change does not call it one left as it was.
	turnoverAt map[int64]time.Time
	// readingTopic is set while the message before is read for the
	// property it only named (placeTopicBefore).
	readingTopic bool
	// proWords caches each pro's name folded into words (nameWords).
	proWords map[*steward.Pro][]string
}

// nameWords is p's name, lower case, without accents, in words; the
// caller must not change the slice.
func (s *session) nameWords(p *steward.Pro) []string {
	if w, ok := s.proWords[p]; ok {
		return w
	}
	if s.proWords == nil {
		s.proWords = map[*steward.Pro][]string{}
	}
	w := strings.Fields(foldAccents(strings.ToLower(p.Name)))
	s.proWords[p] = w
	return w
}

// Handle reads req.Message and acts on it. Errors returned are internal
// (the store failed); everything the user can fix is a reply.
func (e *Engine) Handle(ctx context.Context, accountID int64, req Request) (Reply, error) {
	var s *session
	r, err := e.handle(ctx, accountID, req, &s)
	if err == nil && s != nil {
		r.Text = s.oneFullStop(r.Text)
		if len(s.selfNotes) > 0 && r.Text != "" {
			r.Text += selfNotesSaid(s.selfNotes)
		}
	}
	return r, err
}

// oneFullStop drops the full stop a reply puts after a name that ends
// with its own ("gave it to Catskill Clean Co.." is "… Co."): wherever a
// reply joins an account's name and a full stop.
func (s *session) oneFullStop(text string) string {
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	for _, a := range s.addrs {
		names = append(names, a.Name())
	}
	for _, n := range names {
		if !strings.HasSuffix(n, ".") || strings.HasSuffix(n, "..") {
			continue
		}
		for k := strings.Index(text, n+"."); k >= 0; k = strings.Index(text, n+".") {
			if end := k + len(n) + 1; end < len(text) && text[end] == '.' {
				break // an ellipsis of the text's own
			}
			text = text[:k+len(n)] + text[k+len(n)+1:]
		}
	}
	return text
}

// handle is Handle, with the session it read the message in put in out.
func (e *Engine) handle(ctx context.Context, accountID int64, req Request, sp **session) (Reply, error) {
	ctx = steward.NewContextWithActor(ctx, steward.ActorAssistant)
	s := &session{e: e, ctx: ctx, acct: accountID, now: e.Clock.Now(), byAddr: map[int64]*steward.Address{},
		cancelling: map[int64]bool{}, focus: focusOf(req.History), justBooked: justBookedOf(req.History)}
	*sp = s
	var err error
	if s.addrs, err = e.Addresses.FindAddresses(ctx, accountID); err != nil {
		return Reply{}, err
	}
	for _, a := range s.addrs {
		s.byAddr[a.ID] = a
	}
	if s.pros, err = e.Pros.FindPros(ctx, accountID); err != nil {
		return Reply{}, err
	}
	if r, err := s.checkContext(req.Context); r != nil || err != nil {
		return deref(r), err
	}
	// "Voicemail from (919) 555-0164, 0:38:\n<transcript>\n\n^ thats fine
	// change it": the framing dropped, a pro's proposal the host consents
	// to read as the request (voicemail.go).
	// "hi this is Carla Alvarez … could we come Thursday the twelfth
	// instead …\n\n^ told her yes. update the stay": that check-in
	// (guestarrival.go).
	// "Let's say 1 in the afternoon; he'll be driving over from Frisco.":
	// a follow-up's reason for its hour read past (followaside.go).
	req.Message = dropFollowAside(req.Message, len(req.History) > 0)
	if req.Message, err = s.guestArrivalAsked(req.Message); err != nil {
		return Reply{}, err
	}
	req.Message = s.readVoicemail(req.Message)
	// "Voicemail from …\nhi this is Anh at the oak wood bungalow the heat
	// stopped …\n\n^ send DeShawn asap": a transcript and the host's line
	// (voicereport.go).
	req.Message = s.readVoiceReport(s.joinSplitPlaceWords(req.Message))
	// "Reservation confirmed - … arrives Tue, Mar 10\n…\n\nput music city
	// on the clean before this one": pasted platform text read into the
	// stay or job it names (paste.go).
	// "Guest message (Airbnb) — Priya: …\n\nyes give her the late
	// checkout": an Airbnb/VRBO paste read into its facts (platformpaste.go).
	if req.Message, err = s.readPlatformPaste(req.Message, req.History); err != nil {
		return Reply{}, err
	}
	// "jordan brooks added 2 more on vrbo, 8 now": a booking site's
	// change said by the host (platformpaste.go).
	if req.Message, err = s.readPlatformChannel(req.Message); err != nil {
		return Reply{}, err
	}
	if req.Message, err = s.readPaste(req.Message); err != nil {
		return Reply{}, err
	}
	if req.Message, err = s.readPasteFollowUp(req.Message, req.History); err != nil {
		return Reply{}, err
	}
	// "FW: Re: …\n> …\n\npls move anita": a forwarded e-mail under or
	// over the host's own line, read apart (forwardedmail.go).
	req.Message = s.readForwardedMail(req.Message)
	// "Action items 04-MAR:\n…", "Edit: cancel …", "CORRECTION: 1230.
	// He has …": a list's heading and a line's label read past, an
	// hour corrected in 24-hour digits read as that hour (listlabels.go).
	// "CORRECTION: 1530 is when the Hendersons land, not 1600.": the
	// guests' hour, a fact (whenguests.go).
	req.Message = hourIsWhenGuests(req.Message)
	// "4. Regarding #2: …", "5. Correction to item 3: …", "Scratch item
	// 2": a numbered item read with the item it names (itemrefs.go).
	req.Message = readItemRefs(req.Message)
	req.Message = readListLabels(req.Message, len(req.History) > 0)
	// "Good morning …\n<context>\n\n1. …\n2. FYI …\n\nThanks,\nMeredith": only the
	// numbered items that ask for something (numberedmail.go).
	req.Message = readNumberedMail(req.Message)
	req.Message = s.readSubjectLine(req.Message) // "Subject: Frisco electrician\n\n…": the body, when it names its place (numberedmail.go)
	// "Property: Sellwood\nTask: …\nWhen: …\nAssign: …", "Hawthorne |
	// restock | Mon 3/9 2p | TBD": an ops board's tasks, each a booking,
	// an edit or nothing (opsboard.go).
	req.Message = s.expandPlaceAbbrevs(req.Message)   // "SE Div", "DT loft" (placeabbrev.go)
	req.Message = s.readDispatchShort(req.Message)    // "mv all fri jobs @ sloans +1h", "J#25 -> tmrw 1100" (dispatchshort.go)
	req.Message = plusAsYes(req.Message, req.History) // "Want me to set up the turnover …?" → "+ turn after co, MR" (dispatchshort.go)
	if req.Message, err = s.readOpsBoard(req.Message); err != nil {
		return Reply{}, err
	}
	// "Cabin: Misty Pines\nIssue: …\nGuest: none\nPls send Earl 3/10
	// 9am": the fields of one request (ticket.go).
	req.Message = readTicket(req.Message)
	// "BugAway asking to come earlier at Bear Hollow on Friday, 8am":
	// the pro's visit moved (ticket.go).
	req.Message = s.proAsksToCome(req.Message)
	// "❌ tony's 🔧 at the casita", "➡️ the 🧹 to 9am", "⏰11ish": the
	// emoji a host types for words, read as those words (emoji.go).
	req = readEmojiRequest(req)
	// "kindly prepone …", "morning 10", "Lakshmi bai": Indian English
	// read as plain English (indian.go).
	req.Message = s.readIndianEnglish(req.Message)
	// "fiona tae dae the fire check the morra", "bin tam's fan", "get
	// dougie there the now": Scots words read as plain English (scots.go).
	req.Message = readScots(req.Message)
	// "cos shes got her test", "coz its meant to rain": texting's short
	// "because" read as the word (reasonwords.go).
	req.Message = plainReasonWords(req.Message)
	// "what is the status of …", "Mike is coming 4.30 pm …, not 1 pm",
	// "… D'Souza on 10/03 at 4.30 pm pls.", "… Send plumber asap.":
	// a job's status asked, a pro's visit at a new hour with the old one
	// denied, a sentence of only a pro and a when, a trade sent at once,
	// a reason after moving the job talked about (questionforms.go,
	// handover.go, problems.go, asides.go).
	req.Message = withAskedRequests(req.Message) // "Is there any way Gerald could …", "Is it too late to cancel …" (askedrequests.go)
	req.Message = statusQuestion(req.Message)
	req.Message = s.confirmStay(req.Message)     // "Please confirm the Castellanos' arrival date …" (questionforms.go)
	req.Message = s.provideContact(req.Message)  // "Please provide the phone number for Cool Breeze …" (questionforms.go)
	req.Message = s.guestsCleared(req.Message)   // "… at 10 AM - confirmed with the guests." (duringstay.go)
	req.Message = ownerOfRequests(req.Message)   // "Owner of the X requests that Rick …" (forward.go)
	req.Message = withoutAwayReason(req.Message) // "… instead of 1:00 PM, as the Harringtons will be out until then" (asides.go)
	req.Message = s.proComingNot(req.Message)
	req.Message = s.proComesFirstOn(req.Message)
	req.Message = s.proWhenAlone(req.Message)
	req.Message = sendTradeNow(req.Message)
	req.Message = s.sendProNow(req.Message) // "… Please dispatch Cool Breeze at the earliest." (problems.go)
	req.Message = itReasonAfter(req.Message)
	// "scratch the 1pm, make it 2:30", "wednesday, wait no, thursday",
	// "cancel the… actually no keep it": the host's last word on each
	// thing she took back (correction.go).
	req.Message = selfCorrections(req.Message)
	req.Message = s.selfCorrectPro(req.Message) // "Marcus — sorry, I mean Marco"
	// "TO @ FBC 3/8 11a": a property's code, the initials of its
	// nickname, read as its name (parse.go, placeCodes).
	req.Message = keepNoteText(req.Message, s.placeCodes)
	// "cancela el 44 porfa": the Spanish words of a host who mixes
	// them in, read in English (spanish.go).
	req = s.readSpanish(req)
	// "move it to 14h", "le 12", "the ménage of vendredi": a host
	// writing English with French habits (french.go).
	req = s.readFrench(req)
	// "3月13日", "16号", "Sunday 15", "2 o'clock afternoon": a
	// Mandarin-speaking host's dates and hours (mandarin.go).
	req = s.readMandarinDates(req)
	// "12号 two cleaning: Kitsilano one give Sparkle, Richmond one …",
	// "Metrotown tomorrow cleaning, … . Cancel please": the topic said
	// first, then what to do with it (topicparts.go).
	req.Message = s.topicParts(req.Message)
	// "… on friday the thirteenth at nine comma the kitchen faucet is
	// dripping period": the marks said into the phone, as typed
	// (dictation.go).
	req = readDictation(req)
	// "make it eleven their time", "at 3:30 local time": a time on the
	// property's clock (zone.go).
	req = readPropertyClock(req)
	// "never mind that, leave it at 10" right after a move: the time
	// the job keeps (followup.go).
	req = s.leaveItAt(req)
	// "when do the Hoffman's leave what day and what time": a question
	// that says again what it asks (asides.go).
	req.Message = withoutQuestionTail(req.Message)
	// "…, and while I'm thinking of it, put Ray at …" (asides.go).
	req.Message = withoutRememberedAside(req.Message)
	// "who is doing the AC tune-up tomorrow, and at what time?" (questionforms.go)
	req.Message = withoutWhoTimeTail(req.Message)
	// "cancel the inspection, luis will eyeball it during the clean":
	// the reason a job is cancelled (asides.go).
	req.Message = withoutFoldedReason(req.Message)
	// "cancel rick's fan job, I fixed it myself this weekend": the work
	// done already, never the job's day (asides.go).
	req.Message = withoutDoneReason(req.Message)
	// "put nadia svp, she is available": why that pro, never a question
	// of who is free (availableaside.go).
	req.Message = withoutFreeAfterHandover(req.Message)
	// "what else um the seattle restock on friday …": the host thinking
	// aloud before the request (dictation.go).
	req.Message = withoutThinkingAloud(req.Message)
	// "… fine now no cap so cancel …", "ngl i dont want …": chat
	// intensifiers read past (slang.go).
	req.Message = withoutSlang(req.Message)
	req.Message = withLockInAsConfirm(req.Message) // "lock in shoreline for the cottage sat": confirm (slang.go)
	// "a) cancel … b) add a note …", "net-net", "pls advise if issue":
	// a busy host's shorthand read as the plain requests (shorthand.go).
	req.Message = withoutShorthand(req.Message)
	// "Nobody's down for the window cleaning …, is that right? Could we
	// give it to Marie?": that job handed to her (nobodydown.go).
	req.Message = nobodyDownGive(req.Message)
	// "add beach towels to the note on Saturday's restock": a note on
	// that job (notetext.go).
	req.Message = withThingToNote(req.Message)
	// "Stand down Tybee restock today", "0900 vice 1300", "D+1": a
	// host writing field orders (shorthand.go).
	req.Message = withoutFieldOrders(req.Message)
	// "T+2h after checkout", "48 h before arrival", "Thu 12-MAR 1300h":
	// an engineer's time notation read as plain words (engineertime.go).
	req.Message = withEngineerTimes(req.Message)
	// "Brigade reports … running long.", "Negative on X. … Cancel.",
	// "Okonkwo ETA?", "Sitrep tybee today": clipped field reports read
	// as the plain request (clipped.go).
	req.Message = s.readClipped(req.Message, len(req.History) > 0)
	// "could Marcus pop round and inspect …": the visit read as the work
	// (slang.go).
	req.Message = withoutVisitWords(req.Message)
	// "fiona to give it a once-over": an inspection (onceover.go).
	req.Message = withOnceOverAsInspect(req.Message)
	// "When comes the pool man …?", "take her out from this job and let
	// it open": a translator's word order read as plain English
	// (literal.go).
	req = s.readLiteral(req)
	s.past, s.mctx = req.History, req.Context
	// "Fwd from Linda: > …", "Best, Jess": the forwarded request alone
	// (forward.go).
	req.Message = s.unwrapForward(req.Message)
	req.Message = s.proPlease(req.Message, len(req.History) > 0) // "Walt, please." (handover.go)
	if len(req.History) > 0 {
		// "Do forgive me, I misspoke. I meant …", "On reflection, please
		// don't trouble yourself.": the follow-up without its courtesies
		// (polite.go).
		req.Message = plainFollowUp(req.Message)
	}
	// "… and tell priya": read without the words, and answered with
	// what Steward does about it (notifyNote).
	msg, notify := splitNotify(req.Message)
	// "when do the walshes check out …? need to tell Kayla": the question,
	// without why the host asks it.
	msg = withoutPassOnReason(msg)
	// "whats on at cathedral tmrw and who's doing it": the jobs answered
	// name their pros.
	msg = withoutWhoDoesIt(msg)
	// "the job of luc monday, it's for what?": the question asked of the
	// job said first.
	msg = topicFirstAsk(msg)
	// "kyle AC as soon as they're out": the guests leaving, said as
	// "they leave" is.
	msg = theyreOutRe.ReplaceAllString(msg, "${1} they leave")
	// "the delacroix family leaves 2B on the 14th, have renee restock 2
	// hrs after": the guests leaving said first, the job "after" them,
	// as "after they leave" is.
	msg = leftThenAfterRe.ReplaceAllString(msg, "${1}after they leave${2}")
	// "HMQ7RJ extending a night": a stay named by its platform's
	// confirmation code, read as its guest's name.
	if msg, err = s.codesAsGuests(msg); err != nil {
		return Reply{}, err
	}
	msg, hostLoc, hostWhere := s.splitHostZone(msg)
	// "… to 4:00 p.m. San Juan time": the time on the job's property's
	// clock (zone.go).
	msg, saidLoc, saidWhere := s.splitSaidZone(msg)
	if hostLoc == nil && saidLoc != nil {
		hostLoc, hostWhere = saidLoc, titleWords(saidWhere)
	}
	// "Mrs Alvarez is at her daughters … the whole week of the 9th, cancel
	// her annual inspection": her job, never a day of her absence, read
	// before "Mrs Alvarez" can be taken for the owner (arrivalnews.go).
	msg = tenantAwayThenJob(msg)
	msg = plainAsk(withConsent(s.ownerAsSaid(s.doneByPro(formalPlain(msg)))))
	msg, s.whichPros = s.whichOfPros(msg)
	// "the hargroves" → "what time do they get in": the guests of the
	// stay the last reply was about (topic.go).
	if msg, err = s.guestsAsThey(msg); err != nil {
		return Reply{}, err
	}
	if len(req.History) > 0 {
		// "noon she comes over on the 11 oclock boat": the time, then
		// why (its hours are a fact, not the job's).
		msg = s.timeThenReason(s.proThenWhen(msg))
		// "finally 11h30, sorry they called back": the time, without
		// the apology (apologytail.go).
		msg = withoutSorryReason(msg)
		// "wait no twelve, sorry voice typing": the hour, without the
		// excuse (voiceslip.go).
		msg = spokenCorrectedHour(withoutSlipExcuse(msg))
	}
	// "the Carrie townhouse", "the heart groves", "at ten ish": names and
	// hours as the phone heard them (soundnames.go, voiceslip.go).
	msg = dictatedStay(spokenIsh(msg))
	if msg, err = s.soundNames(msg); err != nil {
		return Reply{}, err
	}
	if msg, err = s.heardGuests(msg); err != nil { // "the win family": the Nguyens (heardguests.go)
		return Reply{}, err
	}
	// A host texting from the phone (phone.go): "… put her at the ridge
	// at 9 and the one on frazier at 11" (each place at its own time),
	// "new booking … to sun the 15th, have dee clean after", "staying an
	// extra nite so out mon not sun", "the restock tues, make it a full
	// clean instead", "give her X to Y and the Z one too", "whats the
	// plumbing job fri for", "have scenic city turn over signal mtn".
	msg = s.turnOver(jobFor(giveHers(serviceInstead(extraNightOut(stayCleanAfter(twoPlacesTwoTimes(msg)))))))
	s.whole = msg
	reqs, err := s.parse(msg, req.Context)
	if err != nil {
		return Reply{}, err
	}
	if len(reqs) == 0 {
		// "Okay. Please pus": nothing left to read once the courtesies
		// are gone; the reply says what the engine can do.
		reqs = []request{{Kind: kindHelp, rawText: msg}}
	}
	afterTheNewStay(reqs)
	s.dropReasonPro(reqs)
	reqs = absenceAsReason(bareMoveAgain(reqs))
	dropClockCutNotes(reqs) // "… at 14:00 instead" never cut into a note "00 instead" (clockcutnote.go)
	handOverOfAnother(reqs) // "… to nadia. and the one the 16 give it to nadia too": no move (theoneday.go)
	noteForOther(reqs)      // "the restocking move it … and for the ménage add a note …" (noteother.go)
	for k := range reqs {
		if w := reqs[k].NewWhen; w != nil && w.was && reqs[k].When == nil && (reqs[k].Kind == kindEdit || reqs[k].Kind == kindReschedule) {
			// "have the turnover crew come at 10:30 not 10" with the new
			// hour lost in the reading: the hour said as the old one
			// names the job; where it goes is asked, never the old hour
			// taken for it.
			reqs[k].When, reqs[k].NewWhen = w, nil
		}
	}
	s.inZone(reqs, saidLoc)
	if z := s.unplacedZone(msg); saidLoc == nil && z != "" && pendingOf(req.History) == nil {
		// "10 a.m. Lisbon time", "3 p.m. our time" with properties on
		// several clocks: a clock the engine cannot place is asked
		// about, never read as the property's.
		if k := slices.IndexFunc(reqs, func(r request) bool {
			return r.When != nil && r.When.HasTime || r.NewWhen != nil && r.NewWhen.HasTime
		}); k >= 0 {
			in := reqs[k]
			for _, w := range []**When{&in.When, &in.NewWhen} {
				if *w != nil && (*w).HasTime {
					v := **w
					v.HasTime, v.Hour, v.Minute, v.Soft = false, 0, 0, false
					*w = &v
				}
			}
			miss := "time"
			if in.NewWhen != nil {
				miss = "new_when"
			}
			return ask(in, miss, fmt.Sprintf("I can't tell which clock “%s” is, so I haven't changed anything. What time is that at the property, on its own local time?", z))
		}
	}
	if reqs, err = s.bookOne(msg, reqs); err != nil {
		return Reply{}, err
	}
	if (retractsItself(req.Message) && !slices.ContainsFunc(reqs, func(r request) bool { return r.Kind != kindHelp && r.Kind != kindUnsupported }) ||
		opensWithUndo(req.Message)) && len(req.History) > 0 && pendingOf(req.History) == nil {
		// "ugh nvm the owner's bro is handling it. forget it" right after
		// a booking: nothing of its own is asked; the booking is taken
		// back (as "undo"), never left standing under "I haven't changed
		// anything".
		again := req
		again.Message = "undo"
		if undone, r, ok, err := s.undo(again); err != nil {
			return Reply{}, err
		} else if r != nil {
			return *r, nil
		} else if ok {
			out, err := s.run(undone)
			if err == nil && out.Status == steward.MessageCompleted && len(out.Actions) > 0 {
				out.Text += s.undoNote
			}
			return out, err
		}
	}
	if retractsItself(req.Message) {
		// "cancel the birch clean, actually no keep it": the host took it
		// back before sending; nothing is done, and the reply says so.
		return done("You took that back in the same message, so I haven't changed anything."), nil
	}
	if ok, err := s.keepWithReason(req); err != nil { // followup.go
		return Reply{}, err
	} else if ok {
		again := req
		again.Message = "keep it"
		if undone, r, ok, err := s.undo(again); err != nil {
			return Reply{}, err
		} else if r != nil {
			return *r, nil
		} else if ok {
			return s.run(undone)
		}
	}
	if given, ok, err := s.keepThenGive(req); err != nil { // followup.go
		return Reply{}, err
	} else if ok {
		return s.run(given)
	}
	if moved, ok, err := s.keepAndMove(req); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(moved)
	}
	if more, ok, err := s.keepThenMore(req); err != nil { // followup.go
		return Reply{}, err
	} else if ok {
		return s.run(more)
	}
	if pendingOf(req.History) == nil && offerOf(req.History) == nil {
		if undone, r, ok, err := s.undo(req); err != nil {
			return Reply{}, err
		} else if r != nil {
			return *r, nil
		} else if ok {
			out, err := s.run(undone)
			if err == nil && out.Status == steward.MessageCompleted && len(out.Actions) > 0 {
				out.Text += s.undoNote
			}
			return out, err
		}
	}
	if p := pendingOf(req.History); p != nil {
		if isDismissal(req.Message) || p.Missing == "go_ahead" && relayedNo(tokenize(req.Message)) {
			// ("Want me to go ahead?" → "Barb says no, not before 4": a
			// no passed on is a no.)
			return done("Okay, I've left everything as it was."), nil
		}
		if len(reqs) == 1 {
			// "When should I schedule …?" → "the day before they arrive":
			// the day of the stay the request named (stayanswer.go).
			if day, ok, err := s.dayByStayAnswer(*p, reqs[0]); err != nil {
				return Reply{}, err
			} else if ok {
				reqs[0] = day
			}
			if merged, ok, err := s.resume(*p, reqs[0]); err != nil {
				return Reply{}, err
			} else if ok {
				if err := s.weekdayBeforeStay(&merged, reqs[0]); err != nil {
					return Reply{}, err
				}
				return s.run(merged.withOthers())
			}
			if n := reqs[0]; p.Missing == "job" && n.Kind == kindHelp && n.When != nil && n.When.HasDate && describesJob(n.rawText) {
				// "Which cleaning should I cancel?" → "the one on monday
				// after the schmidts": the job of that day
				// (followdetails.go); several still fitting are asked.
				q := *p
				q.Candidates, q.JobID, q.Missing = nil, 0, ""
				q.When, q.rawText = n.When, p.rawText+" "+n.rawText
				if n.AddressID != 0 {
					q.AddressID, q.namedPlace = n.AddressID, n.namedPlace
				} else if addr, err := s.stayPlaceOf(n.anc, n.When); err != nil {
					return Reply{}, err
				} else if addr != 0 {
					q.AddressID = addr
				}
				q.noteWords = append(slices.Clone(q.noteWords), n.noteWords...)
				return s.run(q.withOthers())
			}
			if reqs[0].Kind == kindHelp {
				q := *p
				if q.Missing == "time" {
					// "What time …?" → "put Rosa on it": the pro kept, the
					// time asked again — never the default hour taken.
					q.AskTime = q.When != nil && q.When.HasDate && !q.When.HasTime
					if n := reqs[0]; n.ProID != 0 && q.ProID == 0 {
						q.ProID, q.proCandidates = n.ProID, n.proCandidates
					}
				} else if n := reqs[0]; q.Missing == "when" && q.Kind == kindSchedule && q.ProID == 0 && n.ProID != 0 && len(strings.Fields(n.rawText)) <= 5 &&
					!has(tokenize(n.rawText), "not", "no", "off", "away", "out", "busy", "cant", "can't", "isnt", "isn't", "sick") {
					// "When should I schedule …?" → "Marcy.", "Marcy
					// please" (read as "Have Marcy do it."): the pro kept
					// for the booking, the day asked again ("Marcy's off
					// that week" keeps no one).
					q.ProID, q.proCandidates = n.ProID, n.proCandidates
				}
				return s.run(q.withOthers()) // asks its question again
			}
			if q, ok := noteForPendingBooking(*p, reqs[0]); ok {
				// "… during the Okafors' stay …?" → "oh and tell them the
				// Okafors have a dog": a note for the booking still asked
				// about, kept with it (pendingnote.go).
				out, err := s.run(q.withOthers())
				if err == nil && out.Status == steward.MessageNeedsInput {
					out.Text = pendingNoteSaid(reqs[0].SetNotes) + out.Text
				}
				return out, err
			}
			if n := reqs[0]; p.Missing == "job" && p.Kind != kindSchedule && (n.Kind == kindSchedule || n.Kind == kindTurnover) &&
				!has(tokenize(n.rawText), creationVerbs...) && !has(tokenize(n.rawText), "another", "new", "also") {
				// "Which job should I cancel?" → "the 412 w main clean
				// tmrw": the job the answer describes, never a booking
				// of it. None fitting is said.
				q := *p
				q.Candidates, q.JobID, q.Missing = nil, 0, ""
				q.AddressID, q.Service, q.When, q.ProID, q.proCandidates = n.AddressID, n.Service, n.When, n.ProID, n.proCandidates
				q.namedPlace, q.noteWords, q.rawText = n.namedPlace, n.noteWords, p.rawText+" "+n.rawText
				if day, err := s.turnoverDayOf(n); err != nil {
					return Reply{}, err
				} else if day != nil {
					// "Which cleaning …?" → "The turnover Sun 8th after
					// the Hendersons": the job of that day (answerday.go).
					q.When = day
				}
				return s.run(q.withOthers())
			}
		}
	} else if o := offerOf(req.History); o == nil && len(reqs) == 1 && reqs[0].Kind == kindHelp && isDismissal(req.Message) {
		return done("Okay, nothing has changed."), nil
	} else if o != nil && len(reqs) == 1 && reqs[0].Kind == kindHelp && (isAcceptance(req.Message) || isDismissal(req.Message)) {
		if isDismissal(req.Message) {
			return done("Okay, I won't."), nil
		}
		return s.run([]request{*o})
	} else if n := firstRequest(reqs); o != nil && len(reqs) == 1 && acceptsWith(req.Message) && !n.namedPlace && (n.Service == "" || n.Service == o.Service) &&
		(n.Kind == kindHelp || n.Kind == kindSchedule || n.Kind == kindEdit || n.Kind == kindTurnover) && (n.When == nil || !n.When.HasDate) {
		// "yes pls, have colleen do it", "ok book one at 11 then": the
		// offer, with the pro or the time said.
		taken := *o
		if n.ProID != 0 {
			taken.ProID = n.ProID
		}
		if n.When != nil && n.When.HasTime {
			taken.When = n.When
		}
		return s.run([]request{taken})
	} else if fixed, ok, err := s.correctPro(req); err != nil { // followup.go
		return Reply{}, err
	} else if ok {
		return s.run(fixed)
	} else if completed, r, ok, err := s.completeBooking(req, reqs); err != nil { // followup.go
		return Reply{}, err
	} else if r != nil {
		return *r, nil
	} else if ok {
		return s.run(completed)
	} else if again, ok, err := s.retryFailed(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		// "… (Priyanka is busy then)" → "1pm": the same request, then.
		return s.run(again)
	} else if booked, ok, err := s.bookWhatWasAsked(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(booked)
	} else if fixed, r, ok, err := s.correctMove(req); err != nil {
		return Reply{}, err
	} else if r != nil {
		return *r, nil
	} else if ok {
		return s.run(fixed)
	} else if fixed, ok, err := s.correctPlace(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(fixed)
	} else if fixed, ok, err := s.correctCancel(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		out, err := s.run(fixed)
		if err == nil && out.Status == steward.MessageCompleted && len(out.Actions) > 0 {
			out.Text += s.undoNote
		}
		return out, err
	} else if noted, ok, err := s.reasonForBooking(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(noted)
	} else if moved, ok, err := s.followStayMoved(reqs); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(moved)
	} else if carried, ok, err := s.carryOver(req, reqs); err != nil {
		return Reply{}, err
	} else if ok {
		return s.run(carried)
	} else if r, ok, err := s.topicOnly(req, reqs); err != nil || ok {
		// "cypress creek update", "the hargroves": what the account
		// knows of it, for the next message to act on.
		return r, err
	}
	out, err := s.run(reqs)
	if err == nil && notify && out.Status == steward.MessageCompleted && len(out.Actions) > 0 {
		out.Text += "\n" + notifyNote
	}
	if err == nil && hostLoc != nil {
		out.Text += s.inHostTime(out, hostLoc, hostWhere)
	} else if err == nil && hostWhere != "" && out.Status == steward.MessageCompleted && len(out.Actions) > 0 {
		// "… what time is that in lisbon": a clock not placed is said.
		out.Text += fmt.Sprintf("\nI can't tell which clock “%s” is, so the times above are the property's own.", hostWhere)
	}
	return out, err
}

// consentRe is a host's go-ahead said after what someone else asks for:
// "washingtons want to check in early fri, like 3? fine by me".
var consentRe = mustCompile(`(?i)^(.*[^\s?.,!;:-])\s*[?.,!;:-]+\s*(?:(?:that'?s|thats|its|it'?s|all|totally|perfectly|that|which)\s+)?(?:(?:fine|ok|okay|good|alright|works)\s+(?:by|with|for)\s+(?:me|us)|(?:i'?m|im|we'?re|were)\s+(?:fine|ok|okay|good)\s+with\s+(?:it|that|this)|fine|approved|go ahead|let'?s do it)\s*[.!]*\s*$`)

// askWords open a question of the host's own, which a go-ahead after it
// does not answer: "is the loft free sat? fine by me" stays a question.
var askWords = map[string]bool{"is": true, "are": true, "was": true, "does": true, "do": true, "did": true, "who": true, "whos": true,
	"what": true, "whats": true, "when": true, "whens": true, "where": true, "wheres": true, "which": true, "how": true, "any": true, "anything": true,
	"anyone": true, "will": true, "has": true, "have": true}

// withConsent returns msg without a go-ahead the host adds to a request
// said with a question mark ("the washingtons want to check in early fri,
// like 3? fine by me"): the request the host approves, as if told. A
// question of the host's own is left as it is.
func withConsent(msg string) string {
	m := consentRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || !strings.Contains(msg[len(m[1]):], "?") {
		return msg
	}
	q := tokenize(m[1])
	for len(q) > 1 && openers[q[0].s] {
		q = q[1:]
	}
	if len(q) < 3 || askWords[q[0].s] {
		return msg
	}
	return m[1]
}

// hostZoneRe is the host saying where they are, for times in their own
// zone: "im in ketchum so give me my time pls", "i'm on pacific time".
var hostZoneRe = mustCompile(`(?i)[,.;!?]?\s*\b(?:i'?m|i am|we'?re|we are|im)\s+(?:in|on|at)\s+([a-z][a-z .'-]*?)(?:\s+time)?(?:\s*(?:,|\bso\b|\band\b)\s*(?:give|tell|show|send)?\s*(?:me|us)?\s*(?:my|our|in my|in our)?\s*(?:own\s+)?(?:local\s+)?time(?:\s+zone)?)?\s*(?:pls|please|thx|thanks|ty|lol|lmao|haha|tysm)?\s*[.!?]*\s*$`)

// zoneWords name a time zone the way hosts say it.
var zoneWords = map[string]string{"pacific": "America/Los_Angeles", "mountain": "America/Denver", "central": "America/Chicago",
	"eastern": "America/New_York", "arizona": "America/Phoenix", "hawaii": "Pacific/Honolulu", "alaska": "America/Anchorage",
	"atlantic": "America/Halifax", "newfoundland": "America/St_Johns"}

// splitHostZone takes from msg a last clause saying where the host is
// ("im in ketchum so give me my time pls"): msg without it, and the zone
// the host's times are wanted in, with its name; nil when there is none,
// or the place is not known (a property's city, or a zone's name).
func (s *session) splitHostZone(msg string) (string, *time.Location, string) {
	m := hostZoneRe.FindStringSubmatchIndex(msg)
	if m == nil || m[0] == 0 {
		// "What time will Arctic Breeze arrive …, in San Juan time?": a
		// question's answer wanted in that zone.
		if rest, loc, where := s.splitAskedZone(msg); rest != msg {
			return rest, loc, where
		}
		if q := askedZoneRe.FindStringSubmatchIndex(msg); q != nil && q[0] > 0 {
			place := msg[q[2]:q[3]]
			if k := max(strings.LastIndex(strings.ToLower(place), " in "), strings.LastIndex(strings.ToLower(place), " on ")); k >= 0 {
				place = place[k+4:] // "… on friday in san juan time?": the last place said
			}
			if loc := s.zoneNamed(place); loc != nil {
				return strings.TrimSpace(msg[:q[0]] + "?" + msg[q[1]:]), loc, titleWords(strings.TrimSpace(place))
			}
		}
		return msg, nil, ""
	}
	place := strings.TrimSpace(strings.ToLower(msg[m[2]:m[3]]))
	place = strings.TrimSuffix(strings.TrimSuffix(place, " time"), " so")
	if name, ok := zoneWords[strings.TrimSuffix(place, " time")]; ok {
		if loc, err := time.LoadLocation(name); err == nil {
			return strings.TrimSpace(msg[:m[0]]), loc, titleWords(place) + " time"
		}
	}
	for _, a := range s.addrs {
		if strings.EqualFold(strings.Join(words(a.City), " "), strings.Join(strings.Fields(placeKeyPunct.Replace(place)), " ")) {
			return strings.TrimSpace(msg[:m[0]]), a.Location(), titleWords(place)
		}
	}
	return msg, nil, ""
}

// askedZoneRe is a question's last words asking for its answer in a zone:
// "…, in San Juan time?", "… in eastern time?".
var askedZoneRe = mustCompile(`(?i)\s*,?\s*\b(?:in|on)\s+([a-z][a-z .'-]*?)\s+time\s*\?`)

// inHostTime says the times of the jobs reply names in the host's zone:
// "In your time (Ketchum): Thu Mar 5 at 12:00 PM MST."
func (s *session) inHostTime(r Reply, loc *time.Location, where string) string {
	var ids []int64
	for _, a := range r.Actions {
		if a.JobID != nil {
			ids = append(ids, *a.JobID)
		}
		ids = append(ids, a.JobIDs...)
	}
	if len(ids) == 0 || len(ids) > 3 {
		return ""
	}
	var times []string
	for _, id := range slices.Compact(ids) {
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
		if err != nil {
			continue
		}
		times = append(times, fmt.Sprintf("the %s at %s: %s", j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc)))
	}
	if len(times) == 0 {
		return ""
	}
	return fmt.Sprintf("\nIn your time (%s): %s.", where, strings.Join(times, "; "))
}

// passOnReasonRe is a question, then the host saying who they will pass
// the answer on to: "…? need to tell Kayla", "…? so i can let rosa know",
// "…? gotta give marco a heads up", "…? want to text the cleaner".
var passOnReasonRe = mustCompile(`(?i)^(.*\?)\s*(?:(?:i|we)\s+)?(?:(?:need|needs|have|want|wanna|gotta|got|going|gonna|must|should)\s+(?:to\s+)?|so\s+(?:that\s+)?(?:i|we)\s+can\s+|(?:just\s+)?(?:trying|want)\s+to\s+)` +
	`(?:tell|let|text|call|message|msg|ping|warn|update|inform|notify|email|e-mail|give|remind|loop\s+in)\b[^?]*$`)

// withoutPassOnReason returns msg without a last sentence saying who the
// host will tell the answer of the question before it: the question is
// still about the job or the stay, never a request for that pro.
func withoutPassOnReason(msg string) string {
	m := passOnReasonRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || len(tokenize(m[1])) < 3 {
		return msg
	}
	return m[1]
}

// whoDoesItRe is a question's last words asking who does the jobs it is
// about: "… and who's doing it", "…, + who's on them?", "and who has
// those".
var whoDoesItRe = mustCompile(`(?i)^(.*?)\s*[,;]?\s*(?:and|&|\+|n)\s+(?:who'?s|who\s+is|who\s+are|whos|who\s+will\s+be|who)\s+(?:doing|on|handling|covering|got|has|taking|have|working|assigned\s+to|do(?:es)?)\s*(?:it|them|that|those|these|each|each\s+one|em|'em)?\s*[?.!]*\s*$`)

// withoutWhoDoesIt returns msg without a last "and who's doing it" after a
// question about jobs: the jobs it lists or names are said with their
// pros, so the question is one.
func withoutWhoDoesIt(msg string) string {
	m := whoDoesItRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || len(tokenize(m[1])) < 2 || !questionLike(m[1]) {
		return msg
	}
	return strings.TrimSpace(m[1]) + "?"
}

// topicFirstAskRe is a question put after the job it is about, asking
// what the job is for: "The job of Luc lundi at 1245 3e Avenue, what is
// it for?", "the kiva visit friday - whats that about?", "Inspection at
// Jones St Fri. What's it for?" (its own sentence), and the same
// said in the French order ("…, it's for what exactly?", "c'est pour
// quoi").
var topicFirstAskRe = mustCompile(`(?i)^([^?!;]*?[a-z0-9])\s*(?:[,:;.]|\s[-–—])\s*(?:(?:what(?:'|’)?s|what\s+is|wat\s+is)\s+(?:it|that|this)\s+(for|about)|(?:it|that|this)(?:(?:'|’)?s|\s+is)\s+(for|about)\s+what)(?:\s+(?:exactly|again|actually|then))?\s*[?]+\s*$`)

// topicFirstAsk reads such a question as the plain one, "what is <the
// job said> for?": answered from the jobs it names, never a request.
func topicFirstAsk(msg string) string {
	m := topicFirstAskRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil {
		return msg
	}
	// ("Ok merci. The job of Luc …, it's for what?": the sentence before
	// stays as it is.)
	before, topic := "", m[1]
	if k := strings.LastIndex(topic, ". "); k >= 0 {
		before, topic = topic[:k+2], topic[k+2:]
	}
	f := tokenize(topic)
	if len(f) < 2 || askWords[f[0].s] {
		return msg
	}
	return before + "what is " + strings.TrimSpace(topic) + " " + strings.ToLower(m[2]+m[3]) + "?"
}

// notifyNote answers "… and tell priya": Steward sends no message of its
// own, but e-mails a pro whenever one of their jobs changes.
const notifyNote = "I don't send messages myself, but Steward e-mails the pro whenever one of their jobs changes."

// trailingNotifyRe is a message's last words asking to tell someone.
var trailingNotifyRe = mustCompile(`(?i)[,;]?\s+(?:and|&|then)\s+(?:tell|notify|inform|text|message|let)\s+\w+(?:\s+\w+)?(?:\s+know)?(?:\s+(?:about it|about that|pls|please|too|as well))?\s*[.!]*\s*$`)

// splitNotify returns msg without a last "and tell <name>", and whether it
// had one.
func splitNotify(msg string) (string, bool) {
	loc := trailingNotifyRe.FindStringIndex(msg)
	if loc == nil || loc[0] == 0 {
		return msg, false
	}
	if tail := strings.ToLower(msg[loc[0]:]); strings.Contains(tail, "guest") || strings.Contains(tail, " the ") || strings.Contains(tail, " them") {
		return msg, false // "… and tell the guests": a message to guests, refused as such
	}
	return msg[:loc[0]], true
}

// checkContext returns the reply to give when the message's context names an
// id the account does not hold. The message service refuses such messages
// when they are sent; this is the engine's own guard, so that a context id
// that does not resolve is never replaced by a guess (the account's only
// upcoming job, its only property).
func (s *session) checkContext(mctx steward.MessageContext) (*Reply, error) {
	for _, ref := range mctx.Refs() {
		found := false
		switch ref.Kind {
		case "address":
			found = s.byAddr[ref.ID] != nil
		case "job":
			_, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, ref.ID)
			if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
				return nil, err
			}
			found = err == nil
		case "reservation":
			if err := s.loadStays(); err != nil {
				return nil, err
			}
			for _, r := range s.stays {
				found = found || r.ID == ref.ID
			}
		}
		if !found {
			r := done(fmt.Sprintf("I couldn't find %s %d in your account, so nothing changed.", ref.Kind, ref.ID))
			return &r, nil
		}
	}
	return nil, nil
}

// pendingOf returns the question the conversation is waiting on, if its
// last message asked one.
func pendingOf(history []*steward.Message) *request {
	if len(history) == 0 {
		return nil
	}
	last := history[len(history)-1]
	if last.Status != steward.MessageNeedsInput || len(last.Pending) == 0 {
		return nil
	}
	var p request
	if json.Unmarshal(last.Pending, &p) != nil || p.Kind == "" {
		return nil
	}
	return &p
}

func isDismissal(msg string) bool {
	m := strings.Join(strings.Fields(punctAsSpace.Replace(strings.ToLower(msg))), " ")
	for _, p := range []string{"actually ", "oh ", "ok ", "okay ", "hmm ", "um ", "wait ", "sorry "} {
		m = strings.TrimPrefix(m, p) // "actually cancel that", "wait never mind"
	}
	m = strings.TrimSuffix(strings.TrimSuffix(m, " pls"), " please")
	switch m {
	case "no", "nope", "never mind", "nevermind", "forget it", "stop", "cancel that", "no thanks", "no thank you", "nothing",
		"nah", "nah thanks", "no need", "leave it", "leave it as is", "no leave it", "nah leave it", "don't", "dont", "no don't",
		"no dont", "not now", "skip it", "nvm", "scratch that", "no way", "no thx", "nah i'm good", "nah im good", "all good", "i'm good", "im good",
		"forget that", "never mind that", "drop it", "don't bother", "dont bother", "no need then":
		return true
	}
	return false
}

func done(text string, actions ...steward.Action) Reply {
	if actions == nil {
		actions = []steward.Action{}
	}
	return Reply{Status: steward.MessageCompleted, Text: text, Actions: actions}
}

// ask returns a needs_input reply carrying in as the pending request.
func ask(in request, missing, question string) (Reply, error) {
	in.Missing = missing
	b, err := json.Marshal(in)
	if err != nil {
		return Reply{}, err
	}
	return Reply{Status: steward.MessageNeedsInput, Text: question, Actions: []steward.Action{}, Pending: b}, nil
}

// loc returns the time zone of an address, or of the account's first
// property when none is known (relative dates need some zone).
func (s *session) loc(addressID int64) *time.Location {
	if a := s.byAddr[addressID]; a != nil {
		return a.Location()
	}
	if len(s.addrs) > 0 {
		return s.addrs[0].Location()
	}
	return time.UTC
}

func (s *session) loadStays() error {
	if s.loaded {
		return nil
	}
	var err error
	s.stays, err = s.e.Reservations.FindReservations(s.ctx, s.acct, steward.ReservationFilter{})
	s.loaded = err == nil
	return err
}

func (s *session) pro(id int64) *steward.Pro {
	for _, p := range s.pros {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// execute resolves and plans one fully read request: the changes it
// needs, or its reply (an answer, a question, a refusal).
func (s *session) execute(in request) (step, error) {
	if in.anchorProblem != "" {
		return replied(ask(in, "when", in.anchorProblem+" When should it be?"))
	}
	if w := firstWhen(in.NewWhen, in.When); w != nil && w.clash && !in.goAhead {
		// "restock the lake house friday evening 2": the part of the day
		// and the hour disagree; nothing is guessed.
		return replied(ask(in, "time", fmt.Sprintf("The part of the day and the hour you gave (%d o'clock) don't go together. What time should it be? Nothing has changed yet.", w.Hour%12+map[bool]int{true: 12, false: 0}[w.Hour%12 == 0])))
	}
	if in.Kind == kindStay && in.StayOp != "" && !in.goAhead && hedgedStay(tokenize(in.rawText)) && !hostSettlesQuote(in.rawText) {
		// "the pendletons might cancel their stay, ill let u know": news
		// not settled yet is offered, never done.
		return replied(ask(in, "go_ahead", fmt.Sprintf("That doesn't sound settled yet (“%s”), so I haven't changed the stay. Want me to go ahead now? Say yes and I will.", strings.TrimRight(strings.TrimSpace(in.rawText), "?.,:( "))))
	}
	if in.ownReminder && !in.goAhead {
		switch in.Kind {
		case kindSchedule, kindTurnover, kindReport, kindCancel, kindReschedule, kindEdit, kindReservation, kindStay, kindAddPro, kindReinstate:
			// "reminder for me: check with keisha whether the durham
			// clean on sunday could be at 11": the host's to ask.
			return replied(ask(in, "go_ahead", fmt.Sprintf("I took “%s” as your own reminder, so nothing has changed. Do you want me to make the change now? Say yes and I will.", ownReminderText(in.rawText))))
		}
	}
	if in.tentative && in.StayOp == "" {
		switch in.Kind {
		case kindSchedule, kindTurnover, kindReport, kindCancel, kindReschedule, kindEdit, kindReservation:
			return replied(ask(in, "go_ahead", fmt.Sprintf("Do you want me to go ahead with “%s”? Say yes and I will; nothing has changed yet.", strings.TrimRight(in.rawText, "?. "))))
		}
	}
	switch in.Kind {
	case kindProRole:
		return replied(s.proRole(in), nil)
	case kindSchedule:
		return s.schedule(in)
	case kindTurnover:
		return s.turnover(in)
	case kindReport:
		return s.report(in)
	case kindReservation:
		return s.reservation(in)
	case kindStay:
		return s.changeStay(in)
	case kindAddPro:
		return s.addPro(in)
	case kindCancel:
		return s.cancel(in)
	case kindReinstate:
		return s.reinstate(in)
	case kindReschedule:
		return s.reschedule(in)
	case kindEdit:
		return s.edit(in)
	case kindListReservations:
		return replied(s.listReservations(in))
	case kindAvailability:
		if r, ok, err := s.turnoverAfterNamedStay(in); ok || err != nil {
			return replied(r, err)
		}
		return replied(s.availability(in))
	case kindPrice:
		return replied(s.price(in))
	case kindListJobs:
		return replied(s.listJobs(in))
	case kindQuestion:
		if r, ok, err := s.turnoverOfStay(in); ok || err != nil {
			return replied(r, err)
		}
		if r, ok, err := s.turnoverAfterNamedStay(in); ok || err != nil {
			return replied(r, err)
		}
		if in.Topic == "jobs" {
			return replied(s.listJobs(in))
		}
		return replied(s.question(in))
	case kindRecurring:
		return refusal(recurringRefusal(in)), nil
	case kindUnsupported:
		return step{reply: done(unsupported(in))}, nil
	case kindCalendar:
		return s.calendar(in)
	}
	if in.lockoutAt != 0 {
		text := "I haven't sent anyone for the lockout; tell me if they need a visit and I'll book one."
		if a := s.byAddr[in.lockoutAt]; a != nil && a.AccessInstructions != nil && strings.TrimSpace(*a.AccessInstructions) != "" {
			text = "I haven't sent anyone for the lockout, since the access details should get them in. If they still can't get in, tell me and I'll book a visit."
		}
		return step{reply: done(text)}, nil
	}
	if in.kept {
		return step{reply: done(fmt.Sprintf("I left it as it is (“%s”).", strings.TrimSpace(in.rawText)))}, nil
	}
	if in.guestAsk {
		return step{reply: done(fmt.Sprintf("I haven't changed the stay for “%s”; tell me if I should.", strings.TrimSpace(in.rawText)))}, nil
	}
	return step{reply: s.help(in.rawText), unread: in.rawText}, nil
}

// help is the reply to greetings and to anything outside Steward's domain.
func (s *session) help(msg string) Reply {
	example := "Sunset Villa"
	if len(s.addrs) > 0 {
		example = s.addrs[0].Name()
	}
	opening := "Sorry, I can't help with that — I'm Steward, your property assistant."
	toks := tokenize(msg)
	switch {
	case len(toks) <= 5 && has(toks, "thanks", "thank", "thx", "ty", "cheers", "appreciate", "appreciated"):
		return done("You're welcome! Tell me whenever something else needs doing.")
	case isAcceptance(msg) && len(s.past) > 0 && writes(s.past[len(s.past)-1].Actions) && s.past[len(s.past)-1].Response != nil:
		// "ok do it" right after a reply that already did it: said so,
		// nothing done twice.
		done1, _, _ := strings.Cut(*s.past[len(s.past)-1].Response, "\n")
		if what, ok := strings.CutPrefix(done1, "Done: "); ok {
			return done("That's already done: " + what + " Nothing waiting on a yes from you is left, so I haven't changed anything more.")
		}
		return done("That's already done (" + done1 + "). Nothing waiting on a yes from you is left, so I haven't changed anything more.")
	case problemGone(toks) && !isQuestion(toks):
		// "the hot tub was playing up last week but it's fine now": news
		// that a problem is over books nothing, and says so.
		return done("Good to hear it's sorted — I haven't booked anything for it. Tell me if it comes back and I'll send someone.")
	case isAcceptance(msg):
		// "yes" with no offer or question waiting: nothing to do, and
		// nothing done.
		return done("There's nothing waiting on a yes from you, so I haven't changed anything. What would you like me to do?")
	case len(toks) <= 4 && has(toks, "hi", "hello", "hey", "morning", "evening", "yo", "help"),
		hasPhrase(toks, "what can you do") || hasPhrase(toks, "what do you do") || hasPhrase(toks, "how does this work") ||
			hasPhrase(toks, "what can i ask"):
		opening = "Hi! I'm Steward, your property assistant."
	}
	return done(opening + " I can schedule cleanings, " +
		"maintenance, inspections and restocking; set up turnovers after a guest checks out; log maintenance problems; " +
		"add reservations and pros; check who is available; estimate prices; and cancel, reschedule or list jobs. " +
		"Try “Schedule a cleaning at " + example + " tomorrow at 10am”.")
}

// run carries out the requests of one message: each is resolved and
// planned in turn (a later one may refer to an earlier one's job: "the
// same slot"), every change is checked against the domain rules, and only
// then are they written, so a question or a refusal anywhere leaves the
// account as it was.
// stayCancelUnread is the step that says a stay the message asked to
// cancel was not, when a job's cancel took its words: "cancel the
// benavides reservation along with the friday restock" read as the
// restock alone must never leave the stay standing unsaid.
func (s *session) stayCancelUnread(read []request, steps []step) (step, bool) {
	for _, st := range steps {
		if slices.ContainsFunc(st.changes, func(c change) bool { return c.op == opCancelStay }) {
			return step{}, false
		}
	}
	for _, in := range read {
		if in.Kind != kindCancel {
			continue
		}
		if phrase, ok := namesStayCancel(tokenize(in.rawText)); ok {
			return step{reply: done("I haven't cancelled any stay: I read “" + phrase + "” together with the job above, so the stay is as it was. " +
				"Send it on its own (“" + phrase + "”) to cancel the stay.")}, true
		}
	}
	return step{}, false
}

// namesStayCancel returns the words of toks that cancel a stay ("cancel
// the benavides reservation"): a cancelling verb, then within four words
// a stay's word, with no service, day or "after" between them.
func namesStayCancel(toks []token) (string, bool) {
	for i, t := range toks {
		if !repeatVerbs[t.s] || t.s == "confirm" {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if slices.Contains(stayWords, toks[j].s) {
				var ws []string
				for _, u := range toks[i : j+1] {
					ws = append(ws, u.s)
				}
				return strings.Join(ws, " "), true
			}
			if _, _, svc := serviceOf(toks[j : j+1]); svc || isDateWord(toks[j].s) || slices.Contains([]string{"after", "before", "during", "for", "job", "visit"}, toks[j].s) {
				break
			}
		}
	}
	return "", false
}

// hedgedStay reports whether toks tell of a change to a stay that may
// happen rather than has: "the pendletons might cancel", "they may
// leave a day early" (not "could you cancel their stay").
func hedgedStay(toks []token) bool {
	for i, t := range toks {
		if !slices.Contains([]string{"might", "may", "maybe", "possibly", "probably", "could"}, t.s) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			if slices.Contains([]string{"you", "u", "ya", "we", "i"}, toks[j].s) {
				break
			}
			if slices.Contains([]string{"cancel", "leave", "stay", "extend", "arrive", "come", "check", "bail", "push", "shorten", "cut", "bring", "be"}, toks[j].s) {
				return true
			}
		}
	}
	return false
}

// quotedRe is a message passed on in quote marks.
var quotedRe = mustCompile(`["“][^"”]*["”]`)

// hostSettlesQuote reports whether the hedge of a stay change is only the
// guests', inside the quote the host passes on, and the host's own words
// settle it: 'guest says: "any chance we could check out at 1?" — fine by
// us, update it'.
func hostSettlesQuote(raw string) bool {
	if !quotedRe.MatchString(raw) {
		return hostSettlesAsk(raw)
	}
	own := tokenize(quotedRe.ReplaceAllString(raw, " , "))
	if hedgedStay(own) || isQuestion(own) {
		return false
	}
	return has(own, "update", "change", "fine", "ok", "okay", "approved", "approve", "yes", "yep", "sure", "move", "extend") ||
		hasPhrase(own, "go ahead") || hasPhrase(own, "do it")
}

// reportedAskRe is the guests' hedged wish passed on as a question they
// asked: "the Millers have asked if they might stay until one", "they
// were wondering whether they could check out late".
var reportedAskRe = mustCompile(`(?i)\b(?:asked|asking|asks|wondering|wondered|want(?:ed)?\s+to\s+know|would\s+like\s+to\s+know)\s+(?:me\s+|us\s+)?(?:if|whether)\b`)

// hostSettlesAsk reports whether a stay change hedged only in the guests'
// question passed on ("… have asked if they might stay at Hemlock Hollow
// until one o'clock tomorrow") is settled by the host's own sentence
// after it ("I have said yes. Please change their check out"), as the
// host's words after a quote settle it (hostSettlesQuote).
func hostSettlesAsk(raw string) bool {
	loc := reportedAskRe.FindStringIndex(raw)
	if loc == nil {
		return false
	}
	end := strings.IndexAny(raw[loc[1]:], ".!?;")
	if end < 0 {
		return false
	}
	asked := tokenize(raw[:loc[1]+end])
	own := tokenize(raw[loc[1]+end+1:])
	if !hedgedStay(asked) || len(own) == 0 || hedgedStay(own) || isQuestion(own) || has(own, "not", "no", "haven't", "havent", "won't", "wont", "if") {
		return false
	}
	return hasPhrase(own, "said yes") || hasPhrase(own, "told them yes") || hasPhrase(own, "go ahead") || hasPhrase(own, "agreed") ||
		has(own, "update", "change", "approved", "fine", "okay", "ok")
}

// chatError is a domain error's message as a reply says it: the API's
// "send \"during_stay\": true …" becomes what to tell the assistant.
func chatError(err error) string {
	return strings.Replace(steward.ErrorMessage(err), `send "during_stay": true if the guests asked for it`,
		"ask again saying the guests asked for it and I'll book it during their stay", 1)
}

// cancelsStayAgain reports whether st only cancels stays a step before it
// already cancels.
func cancelsStayAgain(st step, before []step) bool {
	if len(st.changes) == 0 || st.after != nil {
		return false
	}
	for _, c := range st.changes {
		if c.op != opCancelStay || !slices.ContainsFunc(before, func(b step) bool {
			return slices.ContainsFunc(b.changes, func(d change) bool { return d.op == opCancelStay && d.reserv.ID == c.reserv.ID })
		}) {
			return false
		}
	}
	return true
}

func (s *session) run(reqs []request) (Reply, error) {
	var steps []step
	var read []request // the requests as carried out
	for i := range reqs {
		in := reqs[i]
		var leftOff *steward.Pro // a pro the part before named, who does not do this part's work
		if in.redoSlot && len(steps) == 0 {
			// "have bakken recheck the oak st furnace a week from tmrw,
			// same time": the hour of the one job of that work there.
			j, err := s.redoneJob(in)
			if err != nil {
				return Reply{}, err
			}
			if j == nil {
				return ask(in, "when", "What time should I book it? I couldn't tell which visit “same time” means. Nothing has changed yet.")
			}
			l := j.ScheduledAt.In(s.loc(j.AddressID))
			w := *in.When
			w.HasTime, w.Hour, w.Minute = true, l.Hour(), l.Minute()
			in.When, in.SameSlot = &w, false
		} else if in.SameSlot && in.anc == nil && in.Kind == kindSchedule && (in.When == nil || !in.When.HasTime) && sameTimeAsJob(tokenize(in.rawText)) {
			// "restock periwinkle tuesday at the same time as the
			// gardener's visit" with no such visit read: the hour is
			// asked, never the default put in its place.
			return ask(in, "when", "What time should I book it? I couldn't tell which visit “same time as” means. Nothing has changed yet.")
		} else if in.SameSlot && len(steps) > 0 && !keepsOwnHour(in) {
			s.sameSlot(&in, steps[len(steps)-1].job)
		} else if in.SameSlot && in.Kind == kindSchedule && s.focus != 0 {
			// "… and book bianca instead same time" after a reply about a
			// job: that job's slot.
			j, err := s.focusJob()
			if err != nil {
				return Reply{}, err
			}
			s.sameSlot(&in, j)
		}
		if in.RightAfter && in.When == nil && len(steps) > 0 && steps[len(steps)-1].job != nil {
			s.rightAfter(&in, steps[len(steps)-1].job)
		} else if in.RightAfter && in.When == nil && in.Kind == kindSchedule && i > 0 && reqs[i-1].Kind == kindQuestion && reqs[i-1].ReservID != 0 {
			// "what time do the beckers leave saturday? and book marta to
			// clean right after": at the check-out asked about (its
			// arrival when that was the question).
			if err := s.afterStayAsked(&in, reqs[i-1]); err != nil {
				return Reply{}, err
			}
		}
		if in.Kind == kindSchedule && in.When != nil && in.When.HasTime && !in.When.HasDate && in.anc == nil && len(steps) > 0 && steps[len(steps)-1].job != nil &&
			(in.AddressID == 0 || in.AddressID == steps[len(steps)-1].job.AddressID) && afterWithHour(tokenize(in.rawText)) {
			// "… the turnover goes to marisol at 11:30 and book her for a
			// restock after at 3": after the job before, at the hour said,
			// on that job's day — when the hour is after its start.
			j := steps[len(steps)-1].job
			loc := s.loc(j.AddressID)
			l := j.ScheduledAt.In(loc)
			if t := time.Date(l.Year(), l.Month(), l.Day(), in.When.Hour, in.When.Minute, 0, 0, loc); t.After(j.ScheduledAt) {
				w := *in.When
				w.HasDate, w.Year, w.Month, w.Day = true, l.Year(), l.Month(), l.Day()
				in.When, in.dates = &w, []When{w}
				if in.AddressID == 0 {
					in.AddressID = j.AddressID
				}
			}
		}
		if in.Kind == kindSchedule && in.Deep && in.When == nil && len(steps) > 0 && steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ID != 0 &&
			has(tokenize(in.rawText), "it", "that") && has(tokenize(in.rawText), "make", "change", "turn", "upgrade") {
			// "the ridge clean — confirm it and make it a deep clean": the
			// same job, made deep; never a second clean.
			in.Kind, in.JobID = kindEdit, steps[len(steps)-1].job.ID
		}
		if in.Kind == kindSchedule && in.When == nil && !in.RightAfter && in.DaysAfter == 0 && len(steps) > 0 && steps[len(steps)-1].job != nil &&
			(in.AddressID == 0 || in.AddressID == steps[len(steps)-1].job.AddressID) &&
			(has(tokenize(in.rawText), "it", "there", "also", "too") || hasPhrase(tokenize(in.rawText), "same day") || hasPhrase(tokenize(in.rawText), "as well")) {
			// "… cleaned after the okafors leave, and also have someone
			// restock it", "turnover at blue ridge + restock same day":
			// in the same visit, when the job before is over.
			s.rightAfter(&in, steps[len(steps)-1].job)
		}
		if in.Kind == kindSchedule && len(steps) == 0 && s.focus != 0 && alsoThere(in) {
			// "is karen still coming to the schoolhouse on friday?" → "can
			// she do a restock there too after, say 1?": work added to the
			// job just discussed is on that job's day (right after it when
			// no time is said), never today's.
			j, err := s.focusJob()
			if err != nil {
				return Reply{}, err
			}
			if j != nil && j.Status != steward.StatusCancelled && j.ScheduledAt.After(s.now) && (in.AddressID == 0 || in.AddressID == j.AddressID) {
				if in.When == nil {
					s.rightAfter(&in, j)
				} else {
					local := j.ScheduledAt.In(s.loc(j.AddressID))
					w := *in.When
					w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
					in.When = &w
					if in.AddressID == 0 {
						in.AddressID = j.AddressID
					}
				}
			}
		}
		if toks := tokenize(in.rawText); in.Kind == kindSchedule && in.keepNotes == nil && len(steps) > 0 && has(toks, "instead") &&
			!has(toks, "look", "fix", "check", "repair", "replace", "service", "about", "for", "clean", "inspect", "restock") {
			// "cancel his visit tmrw and get laurel run out there tmrw at
			// 1 instead": the new visit is for what the cancelled one was.
			for _, c := range steps[len(steps)-1].changes {
				if c.op == opCancelJob && c.job != nil && c.job.Notes != nil && (in.AddressID == 0 || in.AddressID == c.job.AddressID) &&
					(in.Service == "" || in.Service == c.job.ServiceType) && !slices.ContainsFunc(in.noteWords, func(w string) bool { return taskWords[w] }) {
					in.keepNotes = c.job.Notes
				}
			}
		}
		if in.DaysAfter != 0 && len(steps) > 0 && steps[len(steps)-1].job != nil && (in.When == nil || !in.When.HasDate || s.sameDate(*in.When, steps[len(steps)-1].job)) {
			// (A date equal to the previous job's is the one the parts
			// share, not one of this part's own.)
			s.daysAfter(&in, steps[len(steps)-1].job)
		}
		if in.SameDay && (in.Kind == kindSchedule || in.Kind == kindReport && len(steps) > 0 && steps[len(steps)-1].job != nil) && (in.When == nil || !in.When.HasDate) {
			// ("… deep turn after they check out mon. and book vince 3pm
			// same day, the pocket door is sticking": a problem reported
			// with its visit's day said as the job's before.)
			if err := s.sameDay(&in, steps); err != nil {
				return Reply{}, err
			}
		}
		if j := stepJob(steps); j != nil && in.SameDay && (in.Kind == kindEdit || in.Kind == kindReschedule) && in.JobID == 0 && (in.When == nil || !in.When.HasDate) &&
			has(tokenize(in.rawText), "later", "earlier") && s.byAddr[j.AddressID] != nil {
			// "cancel the restocking in the chalet on Friday. Also the
			// cleaning there on the same morning should become later, at
			// 12": "the same morning" is the day the job to change is on
			// (made later or earlier on it), not a day it moves to.
			local := j.ScheduledAt.In(s.loc(j.AddressID))
			w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day()}
			in.When, in.dates = &w, []When{w}
		}
		if in.SameDay && (in.Kind == kindEdit || in.Kind == kindReschedule) && in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime &&
			len(steps) > 0 && steps[len(steps)-1].job != nil && !ownSameDay(in) {
			// "cancel tyler's ice dam job. he can do the vine row stove
			// that same morning at 10 instead of 1": the day of the job
			// before, at the time said.
			if j := steps[len(steps)-1].job; s.byAddr[j.AddressID] != nil {
				local := j.ScheduledAt.In(s.loc(j.AddressID))
				w := *in.NewWhen
				w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
				in.NewWhen = &w
			}
		}
		if i > 0 && len(steps) > 0 {
			if err := s.addToAgenda(&in, reqs[i-1]); err != nil {
				return Reply{}, err
			}
		}
		if in.SameDay && in.Kind == kindEdit && in.JobID == 0 && in.When == nil && in.NewWhen == nil && in.Shift == 0 && in.SetNotes != "" &&
			len(steps) > 0 && steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ID != 0 && s.byAddr[steps[len(steps)-1].job.AddressID] != nil {
			// "add a note to rosario's cleaning on tuesday …, and add a
			// note to mrs. whitaker's restocking that same day …": the job
			// is found on the day of the job before.
			j := steps[len(steps)-1].job
			local := j.ScheduledAt.In(s.loc(j.AddressID))
			in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day()}
		}
		if in.Kind == kindSchedule && in.Service == "" && len(steps) > 0 {
			s.replaceCancelled(&in, steps[len(steps)-1])
		}
		if prev := len(steps) - 1; in.Kind == kindSchedule && in.Service == "" && prev >= 0 && prev < len(read) && in.ProID != 0 && read[prev].Kind == kindSchedule &&
			read[prev].ProID == in.ProID && steps[prev].job != nil && steps[prev].job.ID == 0 && len(steps[prev].changes) > 0 && in.namedPlace &&
			!has(tokenize(in.rawText), creationVerbs...) {
			// "put him down for Hemlock Hollow at nine … and then Foxglove
			// Cabin at eleven": the same pro's next place, for the same
			// work as the booking before.
			in.Service = steps[prev].job.ServiceType
		}
		if len(steps) > 0 && (in.Kind == kindReschedule || in.Kind == kindEdit) && in.JobID == 0 && in.Shift != 0 && in.NewWhen == nil &&
			in.ProID == 0 && in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil && !in.Unassign && in.serviceTo == "" && !in.Deep {
			// "… on thurs the 12th instead of fri the 13th? same time,
			// just a day earlier": the move before, said again in other
			// words, is made once.
			if j, from, to, ok := movedIn(steps[len(steps)-1]); ok && (in.Service == "" || in.Service == j.ServiceType) &&
				(in.AddressID == 0 || in.AddressID == j.AddressID) && shiftLocal(from, in.Shift, s.loc(j.AddressID)).Equal(to) {
				read = append(read, in)
				steps = append(steps, step{reply: done("")})
				continue
			}
		}
		if (in.Kind == kindReschedule || in.Kind == kindEdit || in.Kind == kindCancel) && in.JobID == 0 && len(steps) > 0 &&
			steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ID == 0 && len(steps[len(steps)-1].changes) > 0 &&
			in.Service == "" && in.ProID == 0 && has(tokenize(in.rawText), "it", "that") {
			// "add a restock at anchor way tmrw at 2 and confirm it": "it"
			// is the job this message books, which has no id until it is
			// written — never another job at the property. Said, not done.
			read = append(read, in)
			steps = append(steps, step{reply: done(""), unread: in.rawText})
			continue
		}
		if (in.Kind == kindReschedule || in.Kind == kindEdit || in.Kind == kindCancel) && in.JobID == 0 && len(steps) > 0 &&
			steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ID != 0 && in.Service == "" && (in.ProID == 0 || s.proOnlyInReason(in)) &&
			(in.When == nil || in.Kind != kindCancel) && has(tokenize(in.rawText), "it", "that") {
			if in.ProID != 0 {
				in.ProID = 0 // "… push it to 11 since luz has to drop her kids first": who is busy, not which job (asides.go)
			}
			// "make the barn clean a deep clean and move it to 1pm": "it"
			// is the job the part before changed.
			in.JobID = steps[len(steps)-1].job.ID
			if prev := steps[len(steps)-1]; in.Kind != kindCancel && len(prev.changes) == 1 && prev.changes[0].op == opCancelJob {
				// "cancel whatever is on at birch hollow saturday and
				// reschedule it for sunday": a move, not a cancel.
				delete(s.cancelling, in.JobID)
				steps = steps[:len(steps)-1]
				read = read[:len(read)-1]
			}
		}
		// The question before, past parts that were only said ("…?
		// hollingsworths say the heat's been fine …. cancel it").
		k, x := i-1, len(steps)-1
		for k >= 0 && x >= 0 && reqs[k].Kind == kindHelp && len(steps[x].changes) == 0 {
			k, x = k-1, x-1
		}
		if (in.Kind == kindEdit || in.Kind == kindReschedule || in.Kind == kindCancel) && in.JobID == 0 && k >= 0 && x >= 0 && len(steps) == i &&
			steps[x].job == nil && (reqs[k].Kind == kindQuestion || reqs[k].Kind == kindListJobs) &&
			in.Service == "" && (in.When == nil || in.Kind != kindCancel) && has(tokenize(in.rawText), "it", "that", "him", "her") {
			// "is rowan doing clark point sunday? …, switch it to maggie",
			// "the dock ladder job … tues - does it have anyone? if not
			// give it to wendel": "it" is the one job the question's
			// answer named, never another of the property or the pro.
			if j := s.askedJob(steps[x]); j != nil && (in.AddressID == 0 || in.AddressID == j.AddressID) &&
				(in.ProID == 0 || in.Kind != kindCancel || in.ProID == derefPro(j)) {
				if toks := tokenize(in.rawText); in.Kind == kindEdit && in.ProID != 0 && derefPro(j) != 0 &&
					(hasPhrase(toks, "if not") || hasPhrase(toks, "if no one") || hasPhrase(toks, "if nobody") || hasPhrase(toks, "if noone")) {
					// "… does it have anyone? if not give it to wendel"
					// when it has someone: the condition does not hold.
					name := "someone"
					if p := s.pro(derefPro(j)); p != nil {
						name = p.Name
					}
					read = append(read, in)
					steps = append(steps, step{reply: done(fmt.Sprintf("%s is already on it, so I left it as it is.", name)), job: j})
					continue
				}
				in.JobID = j.ID
			}
		}
		if in.itPrev && in.JobID == 0 && len(steps) > 0 && steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ID != 0 {
			in.JobID = steps[len(steps)-1].job.ID
		}
		if in.ProID == 0 && in.rolePro == "them" {
			// "frontier plumbing at the seaward place … and also book
			// them at the girdwood chalet": the pro of the part before,
			// when it has one; otherwise "them" names no pro.
			in.rolePro = ""
			if i > 0 && reqs[i-1].ProID != 0 {
				if p := s.pro(reqs[i-1].ProID); p != nil && p.Active {
					in.ProID = p.ID
				}
			} else if i == 0 && len(s.past) > 0 {
				// "who is cleaning the cottage …?" → "would you please
				// have them restock it …": the pro of the job the
				// conversation is about, as for "her" (below).
				// (The job the last answer was about first: a question
				// about a job names its pro in the answer, not the
				// question.)
				if s.focus != 0 {
					j, err := s.focusJob()
					if err != nil {
						return Reply{}, err
					}
					if j != nil && j.ProID != nil {
						if p := s.pro(*j.ProID); p != nil && p.Active {
							in.ProID = p.ID
						}
					}
				}
				if in.ProID == 0 {
					if err := s.pronounPro(&in, nil, steps); err != nil {
						return Reply{}, err
					}
				}
			}
		}
		if in.Kind == kindSchedule && in.ProID == 0 && in.rolePro == "" && len(in.proCandidates) == 0 && in.Service != "" && i > 0 &&
			(reqs[i-1].Kind == kindSchedule || reqs[i-1].Kind == kindReport || reqs[i-1].Kind == kindTurnover) && reqs[i-1].ProID != 0 && len(steps) > 0 && len(steps[len(steps)-1].changes) > 0 &&
			verblessBooking(tokenize(in.rawText)) {
			// "book Fiona for a deep clean at the mill house … at 10:00,
			// and a restock there at 15:00": the second job, said with no
			// verb or pro of its own, is booked with the pro of the first
			// when that pro does that work; one who does not is left off,
			// and the reply says so.
			if p := s.pro(reqs[i-1].ProID); p != nil && p.Active && p.Offers(in.Service) {
				in.ProID = p.ID
			} else if p != nil {
				leftOff = p
			}
		}
		if in.ProID == 0 && (in.rolePro == "he" || in.rolePro == "she" || in.rolePro == "her" || in.rolePro == "him") {
			// "cancel nora's inspection … and book her at pine ridge":
			// the pro of the part before, or of the job it was about, or
			// of the job the conversation is about.
			if err := s.pronounPro(&in, reqs[:i], steps); err != nil {
				return Reply{}, err
			}
		}
		s.inspectAlarms(&in) // (safetycheck.go)
		if err := s.reanchor(&in); err != nil {
			return Reply{}, err
		}
		if err := s.anchorOnNewStay(&in); err != nil {
			return Reply{}, err
		}
		if len(steps) > 0 && (in.Kind == kindReschedule || in.Kind == kindEdit) {
			s.followSaidOut(&in, read[len(read)-1], steps[len(steps)-1])
			if st, ok, err := s.followStay(&in, steps[len(steps)-1]); err != nil {
				return Reply{}, err
			} else if ok {
				if st.reply.Status == steward.MessageNeedsInput {
					return s.askAmong(st.reply, reqs, i) // (asked: nothing of the message written)
				}
				read = append(read, in)
				steps = append(steps, st)
				continue
			}
		}
		read = append(read, in)
		st, err := s.execute(in)
		if err != nil {
			return Reply{}, err
		}
		if leftOff != nil && len(st.changes) == 1 && st.changes[0].op == opCreateJob && st.changes[0].create.ProID == nil && st.changes[0].say != nil {
			say, note := st.changes[0].say, fmt.Sprintf(" %s doesn't do %s, so I booked it with no pro.", leftOff.Name, in.Service)
			st.changes[0].say = func(w written) string { return say(w) + note }
		}
		if st.reply.Status == steward.MessageNeedsInput {
			return s.askAmong(st.reply, reqs, i)
		}
		if cancelsStayAgain(st, steps) {
			// "benavides family cancelled ruidoso :( pls cancel their
			// stay": the news and the request are one cancellation.
			st = step{reply: done("")}
		}
		steps = append(steps, st)
	}
	if st, ok := s.stayCancelUnread(read, steps); ok {
		steps = append(steps, st)
	}
	var changes []change
	later := false // a step calls a service once the changes are written
	for _, st := range steps {
		changes = append(changes, st.changes...)
		later = later || st.after != nil
	}
	if len(steps) > 1 && (len(changes) > 0 || later) {
		for _, st := range steps {
			if st.refused {
				return done(st.reply.Text + " So I haven't changed anything else from your message either."), nil
			}
		}
	}
	if k, err := s.check(changes); isDomain(err) {
		r := Reply{Status: steward.MessageFailed, Text: "I couldn't " + changes[k].verb() + ": " + strings.TrimSuffix(chatError(err), ".") + ".", Actions: []steward.Action{}}
		if len(changes) > 1 {
			r.Text += " So I haven't changed anything."
		} else if c := changes[0]; c.op == opUpdateJob && c.job != nil && len(read) == 1 {
			// "get the hvac guy there tmrw morning" (he is busy then) →
			// "actually make it 08:00": the same change of that job, kept
			// for the retry (retryFailed), never read again as a booking.
			r.Pending = s.failedEdit(c, read[0])
		}
		return r, nil
	} else if err != nil {
		return Reply{}, err
	}
	out, err := s.apply(changes)
	if err != nil {
		return Reply{}, err
	}
	if i := stepOf(steps, out.failedAt); out.failure != "" && out.code == steward.EPROCONFLICT && len(steps) > 1 && i >= 0 && i < len(read) && asksProCan(read[i]) {
		// "cancel the shotgun ac appt fri … and can deshawn do the
		// inspection there thurs instead of wed?": the question is
		// answered (he is booked then) and the rest of the message, which
		// does not hang on it, is done.
		rest := changes[:0:0]
		for k, st := range steps {
			if k != i {
				rest = append(rest, st.changes...)
			}
		}
		if len(rest) > 0 {
			if retry, err := s.apply(rest); err != nil {
				return Reply{}, err
			} else if retry.failure == "" {
				steps[i].changes, steps[i].after = nil, nil
				steps[i].reply = done(out.failure + ", so I didn't change it.")
				out = retry
			}
		}
	}
	if out.failure != "" {
		if out.stay != nil {
			// The request whose change fell during a stay asks whether to
			// do it at the check-out instead; the rest waits for the answer.
			i, n := 0, 0
			for ; i < len(steps); i++ {
				if n += len(steps[i].changes); out.failedAt < n {
					break
				}
			}
			if i < len(steps) {
				if q, ok, err := s.stayOffer(read[i], changes[out.failedAt], out.stay); err != nil {
					return Reply{}, err
				} else if ok {
					return s.askAmong(q, reqs, i)
				}
			}
		}
		r := Reply{Status: steward.MessageFailed, Text: out.failure + ".", Actions: []steward.Action{}}
		if len(changes) > 1 {
			r.Text += " So I haven't changed anything."
		} else if c := changes[0]; c.op == opUpdateJob && c.job != nil && len(read) == 1 && out.stay == nil {
			r.Pending = s.failedEdit(c, read[0]) // (as above: a pro busy then)
		}
		return r, nil
	}
	for i := range steps {
		if steps[i].after != nil {
			if steps[i].reply, err = steps[i].after(); err != nil {
				return Reply{}, err
			}
		}
	}
	return s.compose(steps, out), nil
}

// movedIn returns the job a step moves, with its time before and after,
// when the step moves one.
// addToAgenda reads a part after a question about a pro's day ("whats
// lindahl got sat? stick muskie on after that at 2", "… add the gulch
// at 3"): a property and an hour with a verb of adding and no service
// of its own is one more job for that pro that day, of the work all
// their jobs that day are. Anything less certain is left as read.
func (s *session) addToAgenda(in *request, q request) error {
	toks := tokenize(in.rawText)
	if q.Kind != kindQuestion || q.Topic != "agenda" || q.ProID == 0 || q.When == nil || !q.When.HasDate || q.AddressID != 0 ||
		in.Kind != kindEdit && in.Kind != kindHelp && in.Kind != kindSchedule || in.JobID != 0 || in.AddressID == 0 || in.Service != "" ||
		in.ProID != 0 && in.ProID != q.ProID || in.When == nil || !in.When.HasTime || in.When.HasDate || in.NewWhen != nil || in.SetNotes != "" || in.Shift != 0 ||
		!has(toks, "add", "stick", "put", "slot", "squeeze", "fit", "throw", "tack", "pop", "give") || has(toks, "cancel", "move", "instead", "off") {
		return nil
	}
	addr := s.byAddr[in.AddressID]
	if addr == nil {
		return nil
	}
	loc := addr.Location()
	from := time.Date(q.When.Year, q.When.Month, q.When.Day, 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, 1)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{ProID: &q.ProID, From: &from, To: &to, Limit: steward.MaxJobLimit})
	if err != nil {
		return err
	}
	var sv steward.ServiceType
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled {
			continue
		}
		if j.AddressID == in.AddressID || sv != "" && j.ServiceType != sv {
			return nil // (a job there already, or work of two kinds: as read)
		}
		sv = j.ServiceType
	}
	if sv == "" {
		return nil
	}
	w := *in.When
	w.HasDate, w.Year, w.Month, w.Day = true, q.When.Year, q.When.Month, q.When.Day
	in.Kind, in.Service, in.ProID, in.When, in.dates = kindSchedule, sv, q.ProID, &w, []When{w}
	return nil
}

func movedIn(st step) (j *steward.Job, from, to time.Time, ok bool) {
	for _, c := range st.changes {
		if c.op == opUpdateJob && c.update.ScheduledAt != nil && c.job != nil {
			return c.job, c.job.ScheduledAt, *c.update.ScheduledAt, true
		}
	}
	return nil, time.Time{}, time.Time{}, false
}

// sameSlot gives a request that says "the same slot" ("cancel the
// cleaning and book Derek for the same slot") the property and time of
// the job the previous request was about.
func (s *session) sameSlot(in *request, j *steward.Job) {
	if j == nil {
		return
	}
	local := j.ScheduledAt.In(s.loc(j.AddressID))
	if in.AddressID == 0 {
		in.AddressID = j.AddressID
	}
	if in.When == nil {
		in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	}
	if in.Service == "" {
		in.Service = j.ServiceType
	}
	// A job in a confirmed stay was booked for the guests (the store
	// refuses it otherwise): the one booked in its slot is for them too.
	if stay, err := s.stayDuring(j.AddressID, j.ScheduledAt); err == nil && stay != nil {
		in.DuringStay = true
	}
}

// redoneJob returns the one job still to come, of in's service at its
// property, that the work said again names (its notes, else its pro), or
// nil.
func (s *session) redoneJob(in request) (*steward.Job, error) {
	if in.AddressID == 0 {
		return nil, nil
	}
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return nil, err
	}
	// The work's own verb ("check") names no visit: its thing does.
	in.noteWords = slices.DeleteFunc(slices.Clone(in.noteWords), func(w string) bool { return redoVerbs[w] || redoVerbs[strings.TrimPrefix(w, "re")] })
	var byNotes, byPro []*steward.Job
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled || j.ServiceType != in.Service {
			continue
		}
		if noteScore(j, in) > 0 {
			byNotes = append(byNotes, j)
		} else if in.ProID != 0 && derefID(j.ProID) == in.ProID && len(in.noteWords) == 0 {
			byPro = append(byPro, j)
		}
	}
	switch {
	case len(byNotes) == 1:
		return byNotes[0], nil
	case len(byNotes) == 0 && len(byPro) == 1:
		return byPro[0], nil
	}
	return nil, nil
}

// rightAfter gives a request that says "right after" the time the job
// of the previous request is over (see steward.Job.Busy), at its property
// when it names none.
func (s *session) rightAfter(in *request, j *steward.Job) {
	if j == nil || s.byAddr[j.AddressID] == nil {
		return
	}
	a := s.byAddr[j.AddressID]
	if in.AddressID == 0 {
		in.AddressID = j.AddressID
	}
	_, end := j.Busy(a)
	local := end.In(a.Location())
	in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
}

// daysAfter dates in "the day after" (in.DaysAfter days) the job j of the
// request before: at in.DayHour ("the morning after"), or the time in
// gives, or none (the default).
func (s *session) daysAfter(in *request, j *steward.Job) {
	a := s.byAddr[j.AddressID]
	if a == nil {
		return
	}
	if in.AddressID == 0 {
		in.AddressID = j.AddressID
	}
	local := j.ScheduledAt.In(a.Location()).AddDate(0, 0, in.DaysAfter)
	w := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day()}
	if in.When != nil && in.When.HasTime {
		w.HasTime, w.Hour, w.Minute, w.Soft = true, in.When.Hour, in.When.Minute, in.When.Soft
	} else if in.DayHour > 0 {
		w.HasTime, w.Hour, w.Soft = true, in.DayHour, true
	}
	in.When = &w
}

// sameDay dates a booking said to be "that day" on the day of the job of
// the request before, or, first in its message, of the job the
// conversation is about. With neither, "that day" names no day: the
// booking's time alone would be read as today, so its date is asked for.
func (s *session) sameDay(in *request, steps []step) error {
	var j *steward.Job
	if len(steps) > 0 {
		j = steps[len(steps)-1].job
	} else if s.focus != 0 {
		var err error
		if j, err = s.focusJob(); err != nil {
			return err
		}
	}
	if j == nil {
		// "the hollises check out sun right?", then "book a restock
		// there for 3pm that day": the day of the stay just answered
		// about (its arrival when the question was about that).
		if r, arriving, err := s.stayDiscussed(); err != nil || r == nil {
			in.When = nil
			return err
		} else {
			a := s.byAddr[r.AddressID]
			day := r.CheckOut.In(a.Location())
			if arriving {
				day = r.CheckIn.In(a.Location())
			}
			w := When{}
			if in.When != nil {
				w = *in.When
			}
			w.HasDate, w.Year, w.Month, w.Day = true, day.Year(), day.Month(), day.Day()
			in.When = &w
			if in.AddressID == 0 {
				in.AddressID = r.AddressID
			}
		}
		return nil
	}
	days := in.DaysAfter
	in.DaysAfter = 0
	s.daysAfter(in, j)
	in.DaysAfter = days
	return nil
}

// askAmong returns the question one request of several asks, carrying the
// others so that the answer carries out the whole message.
func (s *session) askAmong(q Reply, reqs []request, i int) (Reply, error) {
	if len(reqs) == 1 || len(q.Pending) == 0 {
		// A refusal rather than a question (the stay offer when the
		// check-out already has such a job): nothing to carry.
		return q, nil
	}
	var p request
	if err := json.Unmarshal(q.Pending, &p); err != nil {
		return Reply{}, err
	}
	p.Others = append(append([]request{}, reqs[:i]...), reqs[i+1:]...)
	p.Pos = i
	b, err := json.Marshal(p)
	if err != nil {
		return Reply{}, err
	}
	q.Pending = b
	q.Text = strings.TrimSuffix(q.Text, " Nothing has changed yet.") + " (I'll do the rest of your message once I know; nothing has changed yet.)"
	return q, nil
}

// proRole answers "add sam as an inspector" for a pro the account has:
// whether the pro already offers the service, or where to add it. A pro's
// services are changed in the web app or the API (PATCH /api/v1/pros/{id}),
// where the host sees the jobs that depend on them; nothing is changed here.
func (s *session) proRole(in request) Reply {
	p := s.pro(in.ProID)
	if p == nil || len(in.Services) == 0 {
		return s.help(in.rawText)
	}
	var have, missing []string
	for _, sv := range in.Services {
		if p.Offers(sv) {
			have = append(have, string(sv))
		} else {
			missing = append(missing, string(sv))
		}
	}
	if len(missing) == 0 {
		return done(fmt.Sprintf("%s already offers %s, so nothing changed.", p.Name, andList(have)))
	}
	return done(fmt.Sprintf("I can't change a pro's services from the chat, so nothing changed: add %s to %s's services in the web app (Pros) or with PATCH /api/v1/pros/%d.",
		andList(missing), p.Name, p.ID))
}

// sameDate reports whether w's date is job j's day at its property.
func (s *session) sameDate(w When, j *steward.Job) bool {
	local := j.ScheduledAt.In(s.loc(j.AddressID))
	return w.HasDate && w.Year == local.Year() && w.Month == local.Month() && w.Day == local.Day()
}

// opensWithUndo reports whether msg takes back the message before in its
// first words and only explains after them: "actually scratch that, the
// owner wants to be there for it … never mind".
func opensWithUndo(msg string) bool {
	head := msg
	if k := strings.IndexAny(msg, ",.;!—"); k > 0 {
		head = msg[:k]
	} else {
		// Dictated, without a mark: "actually forget it the hoffmans said
		// they'll stop at the store" — words that take back "it" or
		// "that" end the taking back, whatever follows.
		ws := strings.Fields(undoText(msg))
		for n := min(len(ws)-2, 5); n >= 2; n-- {
			if h := strings.Join(ws[:n], " "); (ws[n-1] == "it" || ws[n-1] == "that") && undoHead(h) {
				return true
			}
		}
		return false
	}
	return undoHead(undoText(head))
}

// forgetWords take back, as their first words, the message before:
// "forget it, …", "actually forget that the owners are coming".
var forgetWords = map[string]bool{"forget it": true, "forget that": true, "forget about it": true, "forget about that": true,
	"never mind that": true, "nevermind that": true, "ignore that": true, "disregard that": true}

// undoHead reports whether h, the first words of a message, takes back
// the message before: "scratch that", "actually forget it", "ok undo".
func undoHead(h string) bool {
	for _, p := range []string{"", "actually ", "ok ", "okay ", "oh ", "um ", "wait "} {
		if t, ok := strings.CutPrefix(h, p); ok && (undoWords[t] || forgetWords[t]) {
			return true
		}
	}
	return false
}

// retractions end a message that takes back what it asked.
var retractions = []string{"actually no keep it", "actually keep it", "no keep it", "no wait keep it", "wait no keep it",
	"actually no", "actually never mind", "actually nevermind", "never mind", "nevermind", "nvm", "scratch that",
	"actually don't", "actually dont", "wait don't", "wait dont", "no wait don't", "no wait dont", "forget it", "forget that",
	"ignore that", "disregard that", "actually ignore that"}

// retractsItself reports whether msg asks for something and then, in its
// last words after a comma, dash or full stop, takes it back.
func retractsItself(msg string) bool {
	m := strings.ToLower(strings.TrimSpace(msg))
	k := strings.LastIndexAny(m, ",.;—-")
	if k < 0 || k == len(m)-1 {
		return false
	}
	tail := strings.Join(strings.Fields(tailPunct.Replace(m[k+1:])), " ")
	head := strings.TrimSpace(m[:k])
	if len(strings.Fields(head)) < 2 {
		return false
	}
	for _, r := range retractions {
		if tail == r {
			return true
		}
	}
	return false
}

// pronounPro gives a request that names its pro by "her"/"him" the pro
// meant: of the part before (named, or its job's), else of the job the
// conversation is about. It leaves in as it is when none is found (the
// booking asks who).
func (s *session) pronounPro(in *request, before []request, steps []step) error {
	var id int64
	switch {
	case len(before) > 0 && before[len(before)-1].ProID != 0:
		id = before[len(before)-1].ProID
	case len(steps) > 0 && steps[len(steps)-1].job != nil && steps[len(steps)-1].job.ProID != nil:
		id = *steps[len(steps)-1].job.ProID
	case s.lastNamedPro() != 0:
		// "does tovah have anything on monday" → "ok have her restock the
		// dovecote": the one pro the message before named.
		id = s.lastNamedPro()
	case s.focus != 0:
		j, err := s.focusJob()
		if err != nil {
			return err
		}
		if j != nil && j.ProID != nil {
			id = *j.ProID
		}
	}
	if p := s.pro(id); p != nil && p.Active {
		in.ProID, in.rolePro = id, ""
	}
	return nil
}

// lastNamedPro is the one active pro the host's message before named, 0
// when it named none or several.
func (s *session) lastNamedPro() int64 {
	if len(s.past) == 0 {
		return 0
	}
	toks := tokenize(s.past[len(s.past)-1].Message)
	var names []string
	for _, p := range s.pros {
		names = append(names, p.Name)
	}
	var id int64
	for _, m := range append(append(matchPeople(toks, names), s.proByShortName(toks)...), s.proByHandle(toks)...) {
		p := s.pros[m.index]
		if !p.Active || id != 0 && id != p.ID {
			if id != 0 && id != p.ID {
				return 0
			}
			continue
		}
		id = p.ID
	}
	return id
}

// stayDiscussed returns the one stay the last reply answered about, and
// whether the question was about its arrival; nil when there is none.
func (s *session) stayDiscussed() (*steward.Reservation, bool, error) {
	if len(s.past) == 0 {
		return nil, false, nil
	}
	last := s.past[len(s.past)-1]
	var id int64
	for _, a := range last.Actions {
		switch {
		case a.ReservationID != nil:
			id = *a.ReservationID
		case len(a.ReservationIDs) == 1:
			id = a.ReservationIDs[0]
		}
	}
	if id == 0 {
		return nil, false, nil
	}
	r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, false, nil
	} else if err != nil {
		return nil, false, err
	}
	toks := tokenize(last.Message)
	arriving := has(toks, "arrive", "arrives", "arriving", "arrival", "checkin", "land", "lands") || hasPhrase(toks, "check in") ||
		hasPhrase(toks, "get in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "checking in")
	return r, arriving, nil
}

// afterStayAsked dates in at the stay q asked about: its check-out, or its
// check-in when q asked about the arrival; in's property is the stay's.
func (s *session) afterStayAsked(in *request, q request) error {
	r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, q.ReservID)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil
	} else if err != nil {
		return err
	}
	if in.AddressID != 0 && in.AddressID != r.AddressID {
		return nil
	}
	toks := tokenize(q.rawText)
	at := r.CheckOut
	if has(toks, "arrive", "arrives", "arriving", "arrival", "checkin", "land", "lands") || hasPhrase(toks, "check in") || hasPhrase(toks, "get in") {
		at = r.CheckIn
	}
	local := at.In(s.byAddr[r.AddressID].Location())
	in.AddressID, in.RightAfter = r.AddressID, false
	in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	return nil
}

// askedJob returns the one job a question's answer named (its jobs_listed
// action), nil when it named none or several.
func (s *session) askedJob(st step) *steward.Job {
	var id int64
	for _, a := range st.reply.Actions {
		ids := a.JobIDs
		if a.JobID != nil {
			ids = append(ids, *a.JobID)
		}
		for _, x := range ids {
			if id != 0 && id != x {
				return nil
			}
			id = x
		}
	}
	if id == 0 {
		return nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if err != nil || j == nil || j.Status == steward.StatusCancelled || j.Status == steward.StatusCompleted {
		return nil
	}
	return j
}

// stepOf is the index of the step whose changes hold change k of all the
// steps' changes in order, -1 for none.
func stepOf(steps []step, k int) int {
	n := 0
	for i, st := range steps {
		if n += len(st.changes); k < n {
			return i
		}
	}
	return -1
}

// asksProCan reports whether a change of a job is asked as a question of
// whether its pro can do it: "can deshawn do the inspection there thurs
// instead of wed?".
func asksProCan(in request) bool {
	if in.Kind != kindEdit && in.Kind != kindReschedule || in.ProID == 0 {
		return false
	}
	toks := tokenize(in.rawText)
	for len(toks) > 0 && slices.Contains([]string{"and", "also", "so", "but", "then"}, toks[0].s) {
		toks = toks[1:]
	}
	return len(toks) > 2 && (toks[0].s == "can" || toks[0].s == "could") && strings.Contains(in.rawText, "?")
}

// derefPro is the id of a job's pro, 0 when it has none.
func derefPro(j *steward.Job) int64 {
	if j.ProID == nil {
		return 0
	}
	return *j.ProID
}

// failedEdit is the change of one job a message asked for and the store
// refused, as a request a follow-up may retry with another slot.
func (s *session) failedEdit(c change, in request) json.RawMessage {
	p := request{Kind: kindEdit, JobID: c.job.ID, ProID: derefPro(c.job), DuringStay: c.update.DuringStay, rawText: in.rawText}
	if c.update.ProID != nil {
		p.ProID = *c.update.ProID
	}
	if c.update.ScheduledAt != nil {
		local := c.update.ScheduledAt.In(s.loc(c.job.AddressID))
		p.NewWhen = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	}
	b, err := json.Marshal(p)
	if err != nil {
		return nil
	}
	return b
}

// alsoThere reports whether a booking said with no day of its own adds
// work to the job the conversation is about: "too", "also", "as well",
// "while she's there", "after(wards)" with no stay or job of its own named,
// and no day, anchor or slot of its own.
func alsoThere(in request) bool {
	if in.When != nil && in.When.HasDate || in.anc != nil || in.RightAfter || in.DaysAfter != 0 || in.SameSlot || in.SameDay || in.redoSlot || len(in.dates) > 1 {
		return false
	}
	toks := tokenize(in.rawText)
	if has(toks, "today", "tonight", "tomorrow", "tmrw", "tmr", "asap", "now", "another", "new") || isUrgent(toks) {
		return false
	}
	if !has(toks, "too", "also", "after", "afterwards", "afterward") && !hasPhrase(toks, "as well") && !hasPhrase(toks, "while she's there") &&
		!hasPhrase(toks, "while he's there") && !hasPhrase(toks, "while shes there") && !hasPhrase(toks, "while hes there") && !hasPhrase(toks, "while they're there") {
		return false
	}
	// "after" must stand alone or end its phrase ("after, say 1",
	// "after that"), not open an anchor of its own ("after the
	// okafors leave").
	for i, t := range toks {
		if t.s == "after" && i+1 < len(toks) && !t.stop && !slices.Contains([]string{"that", "it", "say", "like", "around", "at", "about", "maybe"}, toks[i+1].s) {
			if _, ok := ReadWhen(toks[i+1].raw, time.Time{}, time.UTC); !ok {
				return false
			}
		}
	}
	return true
}

// ownSameDay reports "same day" said after the new time of a job named by
// its number ("job 33 should go to Rosa, and job 40 moved to 9:30, same
// day"): the job keeps its own day, not the day of the job before.
func ownSameDay(in request) bool {
	if in.JobID == 0 || in.NewWhen == nil || in.NewWhen.end == 0 {
		return false
	}
	toks := tokenize(in.rawText)
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s == "same" && toks[i+1].s == "day" {
			return i >= in.NewWhen.end && (i == 0 || toks[i-1].s != "that" && toks[i-1].s != "the")
		}
	}
	return false
}

// weekdayBeforeStay reads a weekday said in answer to "When should I
// schedule …?" for a job asked "before the owner stay", "before the
// guests arrive" at a property: the weekday of the days just before that
// stay's check-in (the week of the stay), never this week's when the stay
// is a week or more away ("restock at 9601 atlantic before the owner
// stay" → "1pm thurs", the owner arriving on Thursday next week). A
// weekday that falls after the check-in, or no stay ahead, leaves the
// date as read.
func (s *session) weekdayBeforeStay(in *request, answer request) error {
	if in.Kind != kindSchedule || in.AddressID == 0 || in.When == nil || !in.When.HasDate || in.anc != nil {
		return nil
	}
	asked := tokenize(in.rawText)
	k := slices.IndexFunc(asked, func(t token) bool { return t.s == "before" || t.s == "ahead" })
	if k < 0 || !has(asked[k:], "stay", "arrive", "arrives", "arrival", "checkin", "check-in", "arriving", "guests", "owner", "owners") {
		return nil
	}
	said := tokenize(answer.rawText)
	weekday := slices.ContainsFunc(said, func(t token) bool {
		_, ok := weekdays[t.s]
		return ok
	})
	if !weekday || has(said, "next", "this", "tomorrow", "tmrw", "tmr", "today", "week") || strings.Contains(answer.rawText, "/") {
		return nil
	}
	if err := s.loadStays(); err != nil {
		return err
	}
	var next *steward.Reservation
	for _, r := range s.stays {
		if r.Status != steward.ReservationConfirmed || r.AddressID != in.AddressID || !r.CheckIn.After(s.now) {
			continue
		}
		if next == nil || r.CheckIn.Before(next.CheckIn) {
			next = r
		}
	}
	if next == nil {
		return nil
	}
	loc := s.loc(in.AddressID)
	w := *in.When
	at := time.Date(w.Year, w.Month, w.Day, w.Hour, w.Minute, 0, 0, loc)
	moved := at
	for moved.AddDate(0, 0, 7).Before(next.CheckIn) {
		moved = moved.AddDate(0, 0, 7)
	}
	if moved.Equal(at) {
		return nil
	}
	w.Year, w.Month, w.Day = moved.Year(), moved.Month(), moved.Day()
	in.When = &w
	return nil
}

// codesAsGuests reads a stay's confirmation code said in a message
// ("HMXK2Q checks out tmrw", "HA-2MZ88C checks out sat") as the name of
// its guest, whom the rest of the engine knows: a code of letters and
// digits both, matched whole and ignoring case, of a stay not cancelled.
func (s *session) codesAsGuests(msg string) (string, error) {
	if !codeLikeRe.MatchString(msg) {
		return msg, nil
	}
	if err := s.loadStays(); err != nil {
		return msg, err
	}
	for _, r := range s.stays {
		c := r.ConfirmationCode
		if r.Status == steward.ReservationCancelled || len(c) < 5 || r.GuestName == "" ||
			!strings.ContainsAny(c, "0123456789") || strings.Trim(c, "0123456789-") == "" {
			continue
		}
		re, err := regexp.Compile(`(?i)(^|[^A-Za-z0-9-])` + regexp.QuoteMeta(c) + `('s|’s)?($|[^A-Za-z0-9-])`)
		if err != nil {
			continue
		}
		msg = re.ReplaceAllString(msg, "${1}"+strings.ReplaceAll(r.GuestName, "$", "$$")+"${2}${3}")
	}
	return msg, nil
}

// codeLikeRe is a word of letters and digits mixed, as a confirmation code
// is ("HMXK2Q", "HA-2MZ88C").
var codeLikeRe = mustCompile(`(?i)\b[A-Z]*[0-9][A-Z0-9-]*[A-Z][A-Z0-9-]*\b|\b[A-Z][A-Z-]*[0-9]`)

// theyreOutRe is "they're out" after a word of time ("as soon as they're
// out", "once they are out"): the guests leaving.
var theyreOutRe = mustCompile(`(?i)\b(once|after|soon as|when|till|until)\s+(?:they'?re|they’re|they\s+are|theyre)\s+out\b`)

// leftThenAfterRe is a message that says the guests leave, then, in a
// clause after it, asks for a job with a bare "after" at its end: "the
// delacroix family leaves 2B on the 14th, have renee restock 2 hrs
// after", "the parks check out of frenchmen 3 fri. tasha to clean
// right after pls".
var leftThenAfterRe = mustCompile(`(?i)^(.*\b(?:leave|leaves|leaving|check(?:s|ing)? out|checkout|depart|departs|departing)\b[^,.;]*(?:[,.;]|\s[-–—])\s*[^,.;]*?\b)(?:after|afterwards|afterward)(\s*[.!]*(?:\s*(?:pls|please|plz|thx|thanks|ty)[.!]*)?)$`)

// dropReasonPro reads a pro named only in the reason after a move ("pre-
// arrival inspection today → 3pm instead of 2:30, shore thing running a
// little behind") as who the reason is about, never the job's new pro:
// when the pro does not offer the job's service and is named after the
// clause's last comma.
// bareMoveAgain drops a part that only says "move" ("pls move, thanks
// po", "kindly update") after a part that already moves a job: the same
// move, asked for again, never a second job to ask about.
func bareMoveAgain(reqs []request) []request {
	if len(reqs) < 2 {
		return reqs
	}
	out := reqs[:1]
	for _, r := range reqs[1:] {
		prev := out[len(out)-1]
		if (prev.Kind == kindEdit || prev.Kind == kindReschedule) && (prev.NewWhen != nil || prev.Shift != 0) && bareMoveWords(tokenize(r.rawText)) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// bareMoveWords reports whether toks say only "move" (or "update",
// "change", "reschedule"), with courtesy words around it.
func bareMoveWords(toks []token) bool {
	verb := false
	for _, t := range toks {
		switch {
		case slices.Contains([]string{"move", "reschedule", "update", "change", "adjust"}, t.s):
			verb = true
		case slices.Contains([]string{"pls", "please", "plz", "kindly", "thanks", "thank", "you", "thx", "ty", "po", "it", "that", "ok", "okay", "na", "lang", "and", "just", "accordingly"}, t.s):
		default:
			return false
		}
	}
	return verb
}

// absenceAsReason drops a part that only says a pro is away when another
// part of the message gives the job a pro of its own: "the turnover at
// Creekside on Tuesday …, pls change to Smoky Sparkle. Maria is off that
// day" — why the job changes hands, not a second job to find her a
// replacement for. The part may name the pro it takes the job from
// itself ("… have Heather do the turnover … instead of Marie? Marie's got
// a dentist appointment").
func absenceAsReason(reqs []request) []request {
	if len(reqs) < 2 {
		return reqs
	}
	return slices.DeleteFunc(reqs, func(r request) bool {
		if r.FromPro == 0 || r.ProID != 0 || r.NewWhen != nil || r.Shift != 0 || r.SetStatus != "" || r.SetNotes != "" || r.Kind != kindEdit && r.Kind != kindHelp ||
			len(tokenize(r.rawText)) > 8 {
			return false
		}
		return slices.ContainsFunc(reqs, func(q request) bool {
			return q.ProID != 0 && q.ProID != r.FromPro && (q.FromPro == 0 || q.FromPro == r.FromPro) && (q.Kind == kindEdit || q.Kind == kindReschedule) &&
				(r.AddressID == 0 || q.AddressID == r.AddressID)
		})
	})
}

func (s *session) dropReasonPro(reqs []request) {
	for k := range reqs {
		in := &reqs[k]
		if in.Kind != kindReschedule || in.ProID == 0 || in.Service == "" || in.NewWhen == nil {
			continue
		}
		p := s.pro(in.ProID)
		if p == nil || slices.Contains(p.Services, in.Service) {
			continue
		}
		raw := strings.ToLower(in.rawText)
		c := strings.LastIndex(raw, ",")
		f := strings.Fields(strings.ToLower(p.Name))
		if c < 0 || len(f) == 0 || !strings.Contains(raw[c:], f[0]) || strings.Contains(raw[:c], f[0]) {
			continue
		}
		in.ProID = 0
	}
}

// verblessBooking reports whether toks, a later part of a message, name a
// job with no verb of their own: "(and) a restock there at 15:00", "plus
// an inspection the day after" — the verb (and its pro) is the part
// before's. Words that leave the job without a pro ("no pro", "whoever",
// "unassigned", "anyone") say otherwise.
func verblessBooking(toks []token) bool {
	for len(toks) > 0 && slices.Contains([]string{"and", "also", "plus", "+", "&", "then", "as", "well"}, toks[0].s) {
		toks = toks[1:]
	}
	if len(toks) < 2 || !slices.Contains([]string{"a", "an", "one"}, toks[0].s) {
		return false
	}
	if _, _, ok := serviceOf(toks[1:min(len(toks), 4)]); !ok {
		return false
	}
	return !has(toks, "whoever", "whoevers", "whoever's", "unassigned", "anyone", "anybody", "someone", "somebody", "nobody", "without", "else", "other")
}

// stepJob is the job the last step is about: the one it found or planned,
// or the one its single change cancels or updates ("cancel the restocking
// … on Friday. Also the cleaning there on the same morning …").
func stepJob(steps []step) *steward.Job {
	if len(steps) == 0 {
		return nil
	}
	st := steps[len(steps)-1]
	if st.job != nil {
		return st.job
	}
	if len(st.changes) == 1 && (st.changes[0].op == opCancelJob || st.changes[0].op == opUpdateJob) {
		return st.changes[0].job
	}
	return nil
}

// firstRequest is reqs[0], or no request when the message held none
// ("Okay. Please pus": a request cut off).
func firstRequest(reqs []request) request {
	if len(reqs) == 0 {
		return request{}
	}
	return reqs[0]
}
