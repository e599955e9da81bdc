package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// Quality (docs/operations.md "Quality"): the rating form of a completed
// job, the rating on its page, and the banner of pros whose ratings
// dropped.

// ratingView is a job's rating as its page shows it.
type ratingView struct {
	Stars      string // "★★☆☆☆"
	Score      int
	Categories string
	Comment    string
	RatedAt    string
}

func viewRating(r *steward.Rating, loc func() string) *ratingView {
	if r == nil {
		return nil
	}
	v := &ratingView{Stars: strings.Repeat("★", r.Score) + strings.Repeat("☆", 5-r.Score), Score: r.Score, RatedAt: loc()}
	names := make([]string, len(r.Categories))
	for i, c := range r.Categories {
		names[i] = label(string(c))
	}
	v.Categories = strings.Join(names, ", ")
	if r.Comment != nil {
		v.Comment = *r.Comment
	}
	return v
}

// scoreOptions and categoryOptions are the choices of the rating form.
func scoreOptions() []option {
	return []option{{"5", "5 — perfect"}, {"4", "4 — good"}, {"3", "3 — acceptable"}, {"2", "2 — poor (gets a re-clean)"}, {"1", "1 — bad (gets a re-clean)"}}
}

func categoryOptions() []option {
	out := make([]option, len(steward.RatingCategories))
	for i, c := range steward.RatingCategories {
		out[i] = option{string(c), label(string(c))}
	}
	out[0].Label += " (gets a re-clean)"
	return out
}

// ratingForm is the rating form of job, filled with its rating if any.
func ratingForm(job *steward.Job) *form {
	f := newForm("rating", nil)
	if r := job.Rating; r != nil {
		f.Values.Set("score", strconv.Itoa(r.Score))
		for _, c := range r.Categories {
			f.Values.Add("categories", string(c))
		}
		if r.Comment != nil {
			f.Values.Set("comment", *r.Comment)
		}
	}
	return f
}

// handleRateJob rates the job of the path as POST /api/v1/jobs/{id}/rating
// does, and goes back to its page; a refused rating shows the form again.
func (s *Server) handleRateJob(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "rating")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok || s.Ratings == nil {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	in := steward.RatingInput{}
	if v := f.Get("score"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			f.fail(steward.Errorf(steward.EVALIDATION, "Invalid score %q: must be a whole number from 1 to 5", v), "score")
			s.renderJob(w, r, http.StatusBadRequest, nil, nil, "", f)
			return
		}
		in.Score = &n
	}
	for _, c := range f.Values["categories"] {
		in.Categories = append(in.Categories, steward.RatingCategory(c))
	}
	if c := f.Get("comment"); c != "" {
		in.Comment = &c
	}
	out, err := s.Ratings.RateJob(r.Context(), accountID(r), id, in)
	if err != nil {
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		f.fail(err) // a validation error marks its field (score, categories, comment)
		s.renderJob(w, r, statusOf(err), nil, nil, "", f)
		return
	}
	done := "job-rated"
	if out.Reclean != nil {
		done = "job-rated-reclean"
	}
	http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=%s#rating-h", id, done), http.StatusSeeOther)
}

// qualityBanners are the warnings about the account's pros whose recent
// ratings fell below the threshold (see steward.QualityPolicy).
func qualityBanners(pros []*steward.Pro) []string {
	var out []string
	for _, p := range pros {
		if p.LowRatingsSince != nil {
			out = append(out, fmt.Sprintf("%s's recent ratings fell below %.1f on %s: they were moved to the end of every preferred pro list, "+
				"so other pros are offered your jobs first. Reorder a property's list with steward addresses set-pros or the API if you wish.",
				p.Name, steward.DefaultQualityPolicy.Threshold, p.LowRatingsSince.UTC().Format("Jan 2, 2006")))
		}
	}
	return out
}
