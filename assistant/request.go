package assistant

import (
	"encoding/json"
	"time"

	"github.com/stewardhq/steward"
)

// kind is what a message asks for.
type kind string

const (
	kindSchedule         kind = "schedule"          // a job of a named service type
	kindTurnover         kind = "turnover"          // a cleaning at a guest's check-out
	kindReport           kind = "report"            // a maintenance problem to send someone for
	kindReservation      kind = "reservation"       // record a guest stay
	kindStay             kind = "stay"              // change or cancel a guest stay
	kindListReservations kind = "list_reservations" // upcoming stays
	kindAddPro           kind = "add_pro"           // a new service professional
	kindAvailability     kind = "availability"      // who is free
	kindPrice            kind = "price"             // market price estimate
	kindCancel           kind = "cancel"            // cancel a job
	kindReinstate        kind = "reinstate"         // bring back a job cancelled by mistake
	kindReschedule       kind = "reschedule"        // move a job
	kindListJobs         kind = "list_jobs"         // upcoming jobs
	kindEdit             kind = "edit"              // change an existing job: time, shift, pro, service, notes, status
	kindQuestion         kind = "question"          // a question answered from the account's data
	kindRecurring        kind = "recurring"         // a series of jobs (not supported: said so, nothing changed)
	kindUnsupported      kind = "unsupported"       // something Steward cannot do (pay, message, call)
	kindCalendar         kind = "calendar"          // sync a property's calendar feeds, or add one
	kindProRole          kind = "pro_role"          // a service for a pro the account has ("add sam as an inspector")
	kindHelp             kind = "help"              // anything else
)

// request is one thing a message asks for, as far as it is understood:
// its kind and its slots. A message may carry several (parse.go). It is
// also the pending state of a needs_input reply, stored as JSON on the
// message, so every field a follow-up may complete is exported.
type request struct {
	// oldPart: When's soft time is the part of the day the job has now,
	// said after "instead of" ("… instead of the afternoon"): only a job
	// in that part of the day fits (oldtimeday.go).
	oldPart bool
	// anc is the anchor the request's words gave, applied or not.
	anc        *anchor
	ancApplied bool
	// stayIn and stayOut are a stay's new dates (stayBoth).
	stayIn, stayOut *When
	// redoSlot: work done again "same time" ("recheck the furnace a
	// week from tmrw, same time"): the hour of the job of that work.
	redoSlot bool
	// serviceAssumed says the service was not said: a cleaning, the first
	// of the pro's services (the reply says so).
	serviceAssumed bool
	Kind           kind                  `json:"kind"`
	Service        steward.ServiceType   `json:"service,omitempty"`
	Deep           bool                  `json:"deep,omitempty"`
	Urgent         bool                  `json:"urgent,omitempty"`
	AddressID      int64                 `json:"address_id,omitempty"`
	ProID          int64                 `json:"pro_id,omitempty"`
	JobID          int64                 `json:"job_id,omitempty"`
	ReservID       int64                 `json:"reservation_id,omitempty"`
	When           *When                 `json:"when,omitempty"`
	NewWhen        *When                 `json:"new_when,omitempty"` // reschedule target; check-out of a stay
	Notes          string                `json:"notes,omitempty"`
	Guest          string                `json:"guest,omitempty"`
	Guests         int                   `json:"guests,omitempty"`
	Name           string                `json:"name,omitempty"`
	Email          string                `json:"email,omitempty"`
	Phone          string                `json:"phone,omitempty"`
	Services       []steward.ServiceType `json:"services,omitempty"`
	Candidates     []int64               `json:"candidates,omitempty"` // jobs, stays or properties the question offered
	Missing        string                `json:"missing,omitempty"`    // what the question asked for
	// Edits of an existing job.
	Shift time.Duration `json:"shift,omitempty"` // "an hour later"
	// StayConfirmed: the host said yes to moving a stay's check-in by days
	// ("arriving a day late"), which the engine asks about first.
	StayConfirmed bool              `json:"stay_confirmed,omitempty"`
	SetStatus     steward.JobStatus `json:"set_status,omitempty"` // "confirm it", "mark as done"
	SetNotes      string            `json:"set_notes,omitempty"`  // "add a note: …"
	SetPrice      *float64          `json:"set_price,omitempty"`  // "raise the price to 200"
	Unassign      bool              `json:"unassign,omitempty"`   // "take Tess off the elm clean": no pro on it
	SameSlot      bool              `json:"same_slot,omitempty"`  // "for the same slot": the previous request's job's time
	// ReadyBy: "ready by 3", "done by noon": the time is when the job
	// must be over, not when it starts.
	ReadyBy bool `json:"ready_by,omitempty"`
	// AskTime: the host answered "When should I schedule …?" with a day
	// and no time ("thurs the 12th"): the time is asked, never the
	// default taken for it.
	AskTime bool `json:"ask_time,omitempty"`
	// RightAfter: "and a restock right after": when the previous
	// request's job is over.
	RightAfter bool `json:"right_after,omitempty"`
	// DaysAfter: "and inspect it the day after", "2 days after": that
	// many days after the previous request's job (before it when
	// negative: "the day before"), at DayHour when said ("the morning
	// after"), else the time given or the default.
	DaysAfter int `json:"days_after,omitempty"`
	DayHour   int `json:"day_hour,omitempty"`
	// SameDay: "… and book Bianca to restock it that day at 3", "the
	// same day": on the day of the previous request's job (or of the job
	// the conversation is about), at the time given or the default.
	SameDay bool   `json:"same_day,omitempty"`
	Topic   string `json:"topic,omitempty"` // what a question asks about
	// Calendar feeds (calendar.go).
	CalendarOp string `json:"calendar_op,omitempty"` // sync, add
	URL        string `json:"url,omitempty"`         // the feed to add
	// Changes of a stay (stay.go).
	StayOp     string    `json:"stay_op,omitempty"`     // cancel, nights, check_out, check_in
	StayNights int       `json:"stay_nights,omitempty"` // nights added (removed when negative)
	Others     []request `json:"others,omitempty"`      // the other requests of the message, while one asks
	New        bool      `json:"new,omitempty"`         // the host said it is a new job, not the one that exists
	Pos        int       `json:"pos,omitempty"`         // this request's place among them
	// DuringStay: the host said the guests asked for the work during
	// their stay (an answer to a stay offer, duringstay.go).
	DuringStay bool `json:"during_stay,omitempty"`
	// Reinstating: the job moved is one the host just cancelled and took
	// back ("no wait — don't cancel, push it to Sun 11am"): it comes back
	// at the new time, never booked again (keepAndMove).
	Reinstating bool `json:"reinstating,omitempty"`
	// AtCheckout is the check-out a stay offer proposes.
	AtCheckout *When `json:"at_checkout,omitempty"`
	// SaidOut is the check-out day the host gave along with a count of
	// nights that disagrees with it ("one more night …, out mon"), kept
	// while the engine asks which: a later part of the message moved to
	// that day follows the check-out the answer gives.
	SaidOut *When `json:"said_out,omitempty"`
	// Count is how many jobs of service CountOf the host asked for ("2
	// cleanings"), -1 for "a few"; Times the times given for them
	// (counts.go).
	Count   int                 `json:"count,omitempty"`
	CountOf steward.ServiceType `json:"count_of,omitempty"`
	Times   []When              `json:"times,omitempty"`
	// FromPro is the pro being replaced: "instead of Joe", "kai cant make
	// it friday"; kept so that the answer to "which job?" still replaces
	// them.
	FromPro int64 `json:"from_pro,omitempty"`

	// Set while reading, not kept.
	addrCandidates []int64
	places         []int64 // several properties, each named on its own: "the cabin and blue ridge"
	proCandidates  []int64
	proPos         []int // where each of proCandidates is named
	// takers are the pros named as the one who takes a job, each right
	// before it ("rosa takes the turnover, yesenia the restock"), with
	// where each is named (takerPos); proSeen counts every pro named.
	takers   []int64
	takerPos []int
	proSeen  int
	// focusPro: a follow-up naming only a pro ("and have Wes do it") gives
	// the conversation's job to that pro.
	focusPro bool
	// ofListed: a pro given "it" right after a reply that listed several
	// jobs ("put maria on it"): which of them is asked.
	ofListed bool
	// noteAsked: a note asked for with nothing to say in it ("add a note
	// to saturday's restock"): what it should say is asked.
	noteAsked bool
	// tentative: the host wonders rather than asks ("should I book a clean
	// at the loft friday?", "maybe clean the cabin tmrw"): the change is
	// offered, not made.
	tentative bool
	// proElsewhere: news of a pro's own work away from the host's
	// properties ("dave's got a roof leak in meridian, he's swamped this
	// week", proelsewhere.go): answered with the pro's jobs, nothing booked.
	proElsewhere bool
	// ownReminder: the message is only the host's own reminders ("note to
	// self ask Keisha if she can move …", selfnotes.go): a change read
	// from it is offered, never done.
	ownReminder bool
	// goAhead is set when the host said yes to going ahead with it.
	goAhead bool
	// timeHint: words left over look like a time ("3ish", "half 10"): a
	// booking without a time asks rather than take the default.
	timeHint     bool
	unknownPlace string
	noteWords    []string // the message's content words, to find a job by its notes
	notePos      []int    // where each of noteWords is in the message
	// clauseWords: of a change split by service ("cancel the barn clean
	// and the ac repair"), the noteWords of this service's own words;
	// sharedPlace: the property is the message's, named once for all.
	clauseWords   []string
	sharedPlace   bool
	haveDo        bool                         // "have grace do harbor view": the pro's one service, if one
	anchorProblem string                       // an anchor ("after the Okafors leave") that could not be found: ask
	serviceTo     steward.ServiceType          // an edit's new service type ("make it an inspection")
	all           bool                         // "cancel all the jobs at the loft", "both"
	definite      bool                         // "the cabin clean": a service named as one that exists
	namesJob      bool                         // the same, whatever the verb: "can miguel do the blue ridge clean"
	namedPlace    bool                         // the text itself names the property
	services      []steward.ServiceType        // every service named: "clean and restock"
	servicePos    []int                        // where each of services is named
	dates         []When                       // every date named, in order: "clean sat and restock sunday"
	serviceTimes  map[steward.ServiceType]When // a time said with each service: "clean 10am restock 1pm"
	// factDates: dates that only say when guests come or go ("the
	// delgados land fri"), not the job's.
	factDates []When
	ordinal   int    // "the second one", "2"
	rawText   string // the message as typed
	// keepNotes are the notes of the job a booking repeats (a correction
	// of its property, an undone cancellation).
	keepNotes *string
	// rolePro is a pro named by what they do ("the hot tub guy"), when
	// no one pro fits it: the booking asks who.
	rolePro string
	// itPrev: the job is the one the part before was about ("…, and
	// tom's doing it").
	itPrev bool
	// forPro: the pro the job is to be given to; of several jobs that
	// fit, those the pro does are preferred ("put miguel on the blue
	// ridge one": the cleaning, not the inspection).
	forPro int64
	// split: the request is one part of a message of several ("cancel
	// the lock job and the dishwasher one, both sorted": "both" counts
	// the parts).
	split bool
	// eachPlace: the request is the cancel at one of several properties
	// a part names ("cancel both restocks, moonstone and the condo"):
	// "both" counts the places, so it cancels one job there.
	eachPlace bool

	// dayRuledOut: the only day a report names is said not to work ("ray
	// says monday doesn't work for the shower drain"): the day of the
	// visit booked, to move away from.
	dayRuledOut bool
	// guestAsk: the guests' own request, reported after a change it
	// explains ("…, ellison asked for a late checkout til 11"): said,
	// the stay left as it is.
	guestAsk bool
	// kept: a part that only says to leave a job as it is ("… leave the
	// friday clean, the cabin needs it anyway"): nothing to do, and said.
	kept bool
	// swapWith: "swap the hot tub mx + maria's clean times": the other
	// job, whose time this request's job takes, and which takes its own.
	swapWith *request
	// swapPair: "swap the two jobs at the heights bungalow on saturday":
	// the two jobs this request fits trade times.
	swapPair bool
	// unlinkAsset: "that job isn't about the dishwasher": the words of
	// the equipment whose link to the job is taken away.
	unlinkAsset string
	// relinkAsset: "…isn't about the dishwasher, it's the hvac": the
	// words of the equipment the job is about instead.
	relinkAsset string
	// lockoutAt: a lockout reported beside a question about the access
	// details of this property, which answer it: no visit is booked, and
	// the reply says so.
	lockoutAt int64
	// byStay: the job a move is about is named by a stay ("shift the
	// cleaning before the brennans one hour earlier"): the one just
	// before its check-in (byStayIn) or just after its check-out.
	byStay   *steward.Reservation
	byStayIn bool
}

// requestFields is request without its JSON methods.
type requestFields request

// pendingRequest is a request as a needs_input reply carries it: its
// exported slots and the words it was read from, so the answer resumes
// it with what the host said ("… (the kitchen sink drains slowly)" in a
// visit's notes, "it" and "instead" in the rest of the message).
type pendingRequest struct {
	requestFields
	Raw string `json:"raw_text,omitempty"`
	// NoteWords are the request's content words: what a visit is for
	// ("deck railing"), kept while a question is asked so that the
	// answer books it with its reason in the notes.
	NoteWords []string `json:"note_words,omitempty"`
}

// MarshalJSON writes r with its words.
func (r request) MarshalJSON() ([]byte, error) {
	return json.Marshal(pendingRequest{requestFields(r), r.rawText, r.noteWords})
}

// UnmarshalJSON reads a request MarshalJSON wrote.
func (r *request) UnmarshalJSON(b []byte) error {
	var p pendingRequest
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*r = request(p.requestFields)
	r.rawText, r.noteWords = p.Raw, p.NoteWords
	return nil
}
