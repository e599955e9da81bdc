package steward

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Quality (issue 18, item 4; docs/operations.md "Quality"): the host rates
// a completed job; a bad one gets a re-clean before the next check-in,
// offered first to another pro; host ratings make the pro's rating, and a
// pro whose recent ratings fall below a threshold goes to the end of the
// account's preferred lists.

// RatingCategory names what went wrong with a job.
type RatingCategory string

// The rating categories of the wire shape.
const (
	RatingMissedItems RatingCategory = "missed_items"
	RatingDamage      RatingCategory = "damage"
	RatingLate        RatingCategory = "late"
	RatingNoShow      RatingCategory = "no_show"
	RatingOther       RatingCategory = "other"
)

// RatingCategories lists every category in a stable order.
var RatingCategories = []RatingCategory{RatingMissedItems, RatingDamage, RatingLate, RatingNoShow, RatingOther}

// Valid reports whether c is one of RatingCategories.
func (c RatingCategory) Valid() bool { return slices.Contains(RatingCategories, c) }

// MaxRatingComment is the longest comment a rating may carry, in characters.
const MaxRatingComment = 2000

// Rating is the host's verdict on a completed job. Its JSON form is the
// v1 wire form (Job.rating).
type Rating struct {
	Score      int              `json:"score"`
	Categories []RatingCategory `json:"categories"`
	Comment    *string          `json:"comment"`
	RatedAt    time.Time        `json:"rated_at"`
}

// Poor reports whether r calls for a re-clean and counts as a quality issue
// against the job's pro: a score of RecleanMaxScore or less, or a required
// item missed (the category missed_items: a job cannot be completed while
// a required checklist item is not done, so the host's word is the only
// record of one missed).
func (r *Rating) Poor() bool {
	return r != nil && (r.Score <= RecleanMaxScore || slices.Contains(r.Categories, RatingMissedItems))
}

// RecleanMaxScore is the highest score that calls for a re-clean.
const RecleanMaxScore = 2

// Summary writes r the way the history and the notes say it: "2/5
// (missed_items, late)".
func (r *Rating) Summary() string {
	s := fmt.Sprintf("%d/5", r.Score)
	if len(r.Categories) > 0 {
		names := make([]string, len(r.Categories))
		for i, c := range r.Categories {
			names[i] = string(c)
		}
		s += " (" + strings.Join(names, ", ") + ")"
	}
	return s
}

// RatingInput is the body of POST /api/v1/jobs/{id}/rating.
type RatingInput struct {
	Score      *int             `json:"score"`
	Categories []RatingCategory `json:"categories"`
	Comment    *string          `json:"comment"`
}

// Validate checks the score (1 to 5), the categories (known, each once:
// duplicates are dropped) and the comment (trimmed; empty is none).
func (in *RatingInput) Validate() error {
	if in.Score == nil {
		return MissingField("score")
	} else if *in.Score < 1 || *in.Score > 5 {
		return Errorf(EVALIDATION, "Invalid score %d: must be a whole number from 1 to 5", *in.Score)
	}
	var cats []RatingCategory
	for _, c := range in.Categories {
		if !c.Valid() {
			return Errorf(EVALIDATION, "Invalid categories entry %q: must be one of missed_items, damage, late, no_show, other", c)
		}
		if !slices.Contains(cats, c) {
			cats = append(cats, c)
		}
	}
	in.Categories = cats
	if in.Comment != nil {
		s := strings.TrimSpace(*in.Comment)
		if err := CheckText("comment", s, MaxRatingComment); err != nil {
			return err
		}
		in.Comment = &s
		if s == "" {
			in.Comment = nil
		}
	}
	return nil
}

// Rate returns j rated in at now, announcing job.rated. Only a completed
// job can be rated (ETRANSITION otherwise); rating it again replaces the
// rating. in must be valid.
func (j Job) Rate(in RatingInput, now time.Time) (JobChange, error) {
	if j.Status != StatusCompleted {
		return JobChange{}, Errorf(ETRANSITION, "Only a completed job can be rated; job %d is %s", j.ID, j.Status)
	}
	next := j
	cats := in.Categories
	if cats == nil {
		cats = []RatingCategory{}
	}
	next.Rating = &Rating{Score: *in.Score, Categories: cats, Comment: in.Comment, RatedAt: now}
	why := "rated " + next.Rating.Summary()
	if j.Rating != nil {
		why += ", replacing " + j.Rating.Summary()
	}
	return JobChange{Job: next, Changed: true, Event: EventJobRated, Reason: why}, nil
}

// RecleanNotes are the notes of the re-clean of j, rated poorly.
func RecleanNotes(j *Job) string {
	s := fmt.Sprintf("Re-clean of job %d, rated %s", j.ID, j.Rating.Summary())
	if j.Rating.Comment != nil {
		s += ": " + *j.Rating.Comment
	}
	return s
}

// RecleanPlan is when a re-clean is scheduled, and why there.
type RecleanPlan struct {
	At time.Time
	// BeforeCheckIn reports that At is finished before the next check-in.
	BeforeCheckIn bool
	Reason        string
}

// PlanReclean returns when the re-clean of a job at a lasting d is done,
// from now: the earliest vacant slot (VacantSlot, same-day turns allowed)
// finished before the next check-in nextCheckIn; when none fits before it
// (or none is known), the earliest vacant slot at all, and the reason says
// so. stays are the property's stays from now on.
func PlanReclean(a *Address, stays []*Reservation, nextCheckIn *time.Time, d time.Duration, now time.Time) RecleanPlan {
	loc := a.Location()
	if nextCheckIn != nil {
		if at, ok := VacantSlot(a, stays, SlotRule{NotBefore: now, Deadline: *nextCheckIn, Duration: d, SameDayTurns: true}); ok {
			return RecleanPlan{At: at, BeforeCheckIn: true,
				Reason: "before the next check-in, " + formatLocal(*nextCheckIn, loc)}
		}
	}
	why := "no check-in is coming up"
	if nextCheckIn != nil {
		why = "no vacant slot fits before the next check-in, " + formatLocal(*nextCheckIn, loc)
	}
	if at, ok := VacantSlot(a, stays, SlotRule{NotBefore: now, Duration: d, SameDayTurns: true}); ok {
		return RecleanPlan{At: at, Reason: why + ": the earliest vacant slot instead"}
	}
	at := now.Truncate(time.Hour).Add(time.Hour)
	return RecleanPlan{At: at, Reason: why + ", nor any vacant slot within reach: the next hour instead; please move it"}
}

// QualityPolicy is when a pro's recent host ratings are too low.
type QualityPolicy struct {
	// Window is how many of the pro's latest ratings count.
	Window int
	// Threshold: a pro whose average over the window is below it is
	// moved to the end of the account's preferred lists.
	Threshold float64
	// MinRatings is how many ratings it takes to judge a pro.
	MinRatings int
}

// DefaultQualityPolicy judges the last 5 ratings, at least 3 of them,
// against an average of 3.0.
var DefaultQualityPolicy = QualityPolicy{Window: 5, Threshold: 3.0, MinRatings: 3}

// Low reports whether scores, the pro's host scores newest first, fall
// below p: at least MinRatings of them, and the average of the latest
// Window under Threshold. It also returns that average.
func (p QualityPolicy) Low(scores []int) (bool, float64) {
	if len(scores) > p.Window {
		scores = scores[:p.Window]
	}
	if len(scores) == 0 {
		return false, 0
	}
	sum := 0
	for _, s := range scores {
		sum += s
	}
	avg := float64(sum) / float64(len(scores))
	return len(scores) >= p.MinRatings && avg < p.Threshold, avg
}

// RatingWindow is how many of a pro's latest host scores make their
// rating, and ReliabilityWeight how many host ratings the reliability
// figure (ProRating) counts as.
const (
	RatingWindow      = 10
	ReliabilityWeight = 2
)

// ProQualityRating is a pro's rating from their reliability (completed and
// failed jobs, see ProRating) and their latest host scores (newest first,
// at most RatingWindow count): (sum of the scores + ReliabilityWeight ×
// reliability) ÷ (number of scores + ReliabilityWeight), to one decimal.
// Without host ratings it is the reliability figure; one bad rating moves
// a reliable pro less than a run of them.
func ProQualityRating(completed, failed int, scores []int) float64 {
	rel := ProRating(completed, failed)
	if len(scores) > RatingWindow {
		scores = scores[:RatingWindow]
	}
	if len(scores) == 0 {
		return rel
	}
	sum := ReliabilityWeight * rel
	for _, s := range scores {
		sum += float64(s)
	}
	r := sum / float64(len(scores)+ReliabilityWeight)
	return float64(int(r*10+0.5)) / 10
}

// JoinScores and SplitScores keep a pro's latest scores as text ("5,2,4",
// newest first), as the store keeps them.
func JoinScores(scores []int) string {
	parts := make([]string, len(scores))
	for i, s := range scores {
		parts[i] = strconv.Itoa(s)
	}
	return strings.Join(parts, ",")
}

// SplitScores is the inverse of JoinScores; what is not a score is skipped.
func SplitScores(s string) []int {
	var out []int
	for _, p := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(p); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// DemotionReason is what the history and the host's e-mail say of a pro
// moved to the end of the preferred lists.
func DemotionReason(pro *Pro, avg float64, n int, p QualityPolicy) string {
	return fmt.Sprintf("pro %d (%s) averages %.1f over their last %d rated jobs, below %.1f: moved to the end of every preferred list",
		pro.ID, pro.Name, avg, n, p.Threshold)
}

// ComposeDemotionMail words the e-mail to the account owner about pro,
// whose latest ratings fell below p, after job was rated.
func ComposeDemotionMail(owner *Account, pro *Pro, job *Job, avg float64, n int, p QualityPolicy) JobMail {
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\n", owner.FirstName)
	fmt.Fprintf(&b, "%s's last %d rated jobs average %.1f out of 5, below %.1f (the latest: job #%d, rated %s).\n\n",
		pro.Name, n, avg, p.Threshold, job.ID, job.Rating.Summary())
	b.WriteString("Steward has moved them to the end of every preferred pro list of your properties, so other pros are " +
		"offered your jobs first. They stay on the lists: put them back where you want them with PUT /api/v1/addresses/{id}/pros " +
		"(or the set_property_pros tool, or steward addresses set-pros).\n\n")
	b.WriteString("You will not be told again unless their average recovers and then drops once more.\n")
	return JobMail{Subject: fmt.Sprintf("%s's ratings dropped below %.1f", pro.Name, p.Threshold), Body: b.String()}
}

// NotifyQualityLow is the kind of the e-mail to the account owner about a
// pro moved to the end of the preferred lists.
const NotifyQualityLow NotificationKind = "quality_low"

// RatingOutcome is what rating a job did: the job as it now stands, the
// re-clean created for it (nil when none was), and what else happened, in
// sentences for the host.
type RatingOutcome struct {
	Job     *Job     `json:"job"`
	Reclean *Job     `json:"reclean"`
	Notices []string `json:"notices"`
}

// RatingService rates jobs, scoped to accountID.
//
// Errors: ENOTFOUND for a job outside the account; EVALIDATION for bad
// input; ETRANSITION for a job that is not completed.
type RatingService interface {
	// RateJob rates a completed job (again: replacing its rating) and, in
	// the same transaction, announces job.rated, creates the job's one
	// re-clean when the rating is poor (see Rating.Poor, PlanReclean),
	// refreshes its pro's rating and moves the pro to the end of the
	// account's preferred lists when their ratings drop (see
	// QualityPolicy), telling the account owner once per drop.
	RateJob(ctx context.Context, accountID, jobID int64, in RatingInput) (*RatingOutcome, error)
}
