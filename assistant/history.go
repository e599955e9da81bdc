package assistant

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// History: "who moved my job?", "what happened to the cabin cleaning?"
// are answered from the job's history (steward.JobService.FindJobHistory):
// its last change, who made it and why.

// isHistoryQuestion reports whether the words ask who changed a job.
func isHistoryQuestion(toks []token) bool {
	return has(toks, "history", "log") ||
		hasPhrase(toks, "what happened") ||
		has(toks, "who") && has(toks, "move", "moved", "reschedule", "changed", "change", "cancel", "edited", "updated", "touched", "reassigned", "unassigned")
}

// actorWords says who made a change of a job's history.
var actorWords = map[string]string{
	steward.ActorAPI:       "a program through the API",
	steward.ActorMCP:       "an AI agent through the MCP tools",
	steward.ActorWeb:       "someone in the web app",
	steward.ActorAssistant: "me, the assistant, at your request",
	steward.ActorSystem:    "Steward itself",
}

// history answers who last changed the job a question names: the job
// found as for any question, the conversation's job, or, when the
// question names none ("who moved my job?"), the upcoming job changed
// last.
func (s *session) history(in request) (Reply, error) {
	var jobs []*steward.Job
	described := in.AddressID != 0 || in.Service != "" || in.When != nil || in.ProID != 0 || in.JobID != 0 || len(in.noteWords) > 0
	switch {
	case described:
		in.ProID = 0
		j, q, err := s.findJob(in, verbAbout)
		if q != nil || err != nil {
			return deref(q), err
		}
		jobs = []*steward.Job{j}
	case s.focus != 0:
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, s.focus)
		if err != nil {
			return Reply{}, err
		}
		jobs = []*steward.Job{j}
	default:
		up, err := s.upcomingJobs(0, s.now)
		if err != nil {
			return Reply{}, err
		}
		jobs = up[:min(len(up), maxHistoryJobs)]
	}
	var best *steward.JobHistoryEntry
	var of *steward.Job
	for _, j := range jobs {
		h, err := s.e.Jobs.FindJobHistory(s.ctx, s.acct, j.ID)
		if err != nil {
			return Reply{}, err
		}
		for _, e := range h {
			if len(jobs) > 1 && strings.HasPrefix(e.Change, "created") {
				continue // "who moved my job": a change, not a creation
			}
			if best == nil || e.At.After(best.At) {
				best, of = e, j
			}
		}
	}
	if best == nil {
		if len(jobs) == 1 {
			return done(fmt.Sprintf("I have no history for the %s.", s.describeJob(jobs[0]))), nil
		}
		return done("None of your upcoming jobs has been changed since it was booked."), nil
	}
	loc := s.loc(of.AddressID)
	who := actorWords[best.Actor]
	if who == "" {
		who = best.Actor
	}
	text := fmt.Sprintf("The last change to the %s (job %d) was on %s, by %s: %s.", s.describeJob(of), of.ID,
		localTime(best.At, loc), who, strings.TrimSuffix(best.Change, "."))
	if best.Reason != nil && *best.Reason != "" {
		text += " Why: " + strings.TrimSuffix(*best.Reason, ".") + "."
	}
	return done(text, steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{of.ID}, AddressID: &of.AddressID}), nil
}

// maxHistoryJobs bounds the jobs whose history "who moved my job?" reads.
const maxHistoryJobs = 20
