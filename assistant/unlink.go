package assistant

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// Unlinking a job from its equipment: "that job isn't about the
// dishwasher", "unlink the washer from friday's job", "friday's visit has
// nothing to do with the water heater", "the water heater isn't part of
// monday's repair" take the job's link to the equipment away
// (steward.JobUpdate.UnlinkAsset), as the API, the MCP tool and the CLI
// can; "…, it's the hvac" links it to that equipment of the job's
// property instead. The job itself stays as it is.

// unlinkVerbRe is "unlink/detach <the equipment> from <the job>".
var unlinkVerbRe = mustCompile(`(?i)^(?:(?:please|pls|can you|could you|can u|kindly)\s+)*(?:unlink|detach|disconnect|untie)\s+(?:the\s+|our\s+)?(.+?)\s+(?:from|off)\s+(.+?)[.!]*$`)

// notAboutRe is "<the job> isn't about / has nothing to do with <the
// equipment>".
var notAboutRe = mustCompile(`(?i)^(.+?)\s+(?:isn'?t|isn’t|is\s+not|isnt|was\s+not|wasn'?t|wasn’t|has\s+nothing\s+to\s+do\s+with|is\s+unrelated\s+to|doesn'?t\s+have\s+anything\s+to\s+do\s+with|does\s+not\s+have\s+anything\s+to\s+do\s+with)\s+(?:(?:about|for|related\s+to|linked\s+to|to\s+do\s+with|tied\s+to)\s+)?(?:the\s+|that\s+|our\s+|any\s+)?(.+?)[.!]*$`)

// notPartOfRe is "<the equipment> isn't part of / has nothing to do with
// <the job>", the equipment named first.
var notPartOfRe = mustCompile(`(?i)^(?:the\s+|our\s+)?(.+?)\s+(?:isn'?t|isn’t|is\s+not|isnt|has\s+nothing\s+to\s+do\s+with|is\s+unrelated\s+to)\s+(?:(?:part\s+of|included\s+in|covered\s+by|what|related\s+to|linked\s+to|tied\s+to)\s+)(.+?)[.!]*$`)

// insteadAssetRe is the tail "…, it's the hvac" that names the equipment
// the job is about instead.
var insteadAssetRe = mustCompile(`(?i)^(.+?)[,;]?\s+(?:(?:it'?s|it’s|it\s+is|its)\s+(?:about\s+|for\s+)?(?:actually\s+)?(?:the\s+|our\s+)?(.+?)(?:\s+instead)?|(?:but\s+)?(?:the\s+|our\s+)(.+?)\s+instead)$`)

// unlinkRequest reads msg as taking a job's link to equipment away, or
// returns nil: the equipment words must name an asset of the account,
// and the job words a job ("that job", "friday's visit").
func (s *session) unlinkRequest(msg string, mctx steward.MessageContext) (*request, error) {
	if s.e.Assets == nil {
		return nil, nil
	}
	msg = strings.TrimSpace(msg)
	var jobWords, assetWords string
	if m := unlinkVerbRe.FindStringSubmatch(msg); m != nil {
		jobWords, assetWords = m[2], m[1]
	} else if m := notPartOfRe.FindStringSubmatch(msg); m != nil {
		jobWords, assetWords = m[2], m[1]
	} else if m := notAboutRe.FindStringSubmatch(msg); m != nil {
		jobWords, assetWords = m[1], m[2]
	} else {
		return nil, nil
	}
	var relink string
	if m := insteadAssetRe.FindStringSubmatch(assetWords); m != nil {
		assetWords, relink = m[1], m[2]+m[3]
	}
	if len(strings.Fields(assetWords)) > 4 || len(strings.Fields(jobWords)) > 8 {
		return nil, nil
	}
	jt := tokenize(jobWords)
	if !has(jt, "job", "visit", "repair", "maintenance", "inspection", "appointment", "one", "it", "this", "that", "fix", "service") {
		return nil, nil // "the noise isn't from the dishwasher": not a job named
	}
	if s.anyAssetNamed(assetWords) == nil {
		return nil, nil
	}
	in, err := s.read("cancel "+jobWords, mctx)
	if err != nil {
		return nil, err
	}
	if in.Kind != kindCancel {
		return nil, nil
	}
	in.Kind, in.rawText, in.unlinkAsset, in.relinkAsset = kindEdit, msg, assetWords, relink
	return &in, nil
}

// anyAssetNamed is an asset of any of the account's properties that
// words name.
func (s *session) anyAssetNamed(words string) *steward.Asset {
	for _, a := range s.addrs {
		if asset := s.assetFor(a, words); asset != nil {
			return asset
		}
	}
	return nil
}

// unlinkAsset takes the link to the equipment in.unlinkAsset names away
// from the job the request names: the conversation's job ("that job"),
// or the one job the words fit that is linked to that equipment. Nothing
// changes, and the reply says why, when no such job is linked to it.
func (s *session) unlinkAsset(in request) (step, error) {
	var cands []*steward.Job
	if !in.refersToJob() && s.focus != 0 {
		j, err := s.focusJob()
		if err != nil {
			return step{}, err
		}
		if j != nil {
			cands = append(cands, j)
		}
	}
	if len(cands) == 0 {
		jobs, err := s.upcomingJobs(in.AddressID, s.now)
		if err != nil {
			return step{}, err
		}
		for _, j := range jobs {
			if j.Cancellable() && j.AssetID != nil && s.jobMatches(j, in) && s.linkedTo(j, in.unlinkAsset) {
				cands = append(cands, j)
			}
		}
	}
	switch {
	case len(cands) == 0:
		return refusal(fmt.Sprintf("I couldn't find a job linked to the %s that fits, so nothing changed.", in.unlinkAsset)), nil
	case len(cands) > 1:
		var b strings.Builder
		fmt.Fprintf(&b, "Which job should I unlink from the %s? There are %d:", in.unlinkAsset, len(cands))
		for i, j := range cands {
			fmt.Fprintf(&b, "\n%d) %s", i+1, s.describeJob(j))
		}
		b.WriteString("\nNothing has changed yet.")
		return replied(done(b.String()), nil)
	}
	j := cands[0]
	name := s.byAddr[j.AddressID].Name()
	if j.AssetID == nil {
		return refusal(fmt.Sprintf("The %s at %s on %s isn't linked to any equipment, so there was nothing to unlink; nothing changed.",
			j.ServiceType, name, localTime(j.ScheduledAt, s.loc(j.AddressID)))), nil
	}
	if !s.linkedTo(j, in.unlinkAsset) {
		return refusal(fmt.Sprintf("The %s at %s on %s is linked to other equipment than the %s, so I left its link as it is; nothing changed.",
			j.ServiceType, name, localTime(j.ScheduledAt, s.loc(j.AddressID)), in.unlinkAsset)), nil
	}
	kind := in.unlinkAsset
	if a := s.assetByID(j); a != nil {
		kind = strings.ToLower(a.Kind)
	}
	if in.relinkAsset != "" {
		other := s.assetFor(s.byAddr[j.AddressID], in.relinkAsset)
		if other == nil {
			return refusal(fmt.Sprintf("The %s at %s on %s is linked to the %s, and %s has no equipment I know as “%s”, so I left the link as it is; nothing changed. Add the equipment to the property first, or tell me only to unlink it.",
				j.ServiceType, name, localTime(j.ScheduledAt, s.loc(j.AddressID)), kind, name, in.relinkAsset)), nil
		}
		id, otherKind := other.ID, other.Kind
		if strings.ToUpper(otherKind) != otherKind { // "HVAC" stays as it is
			otherKind = strings.ToLower(otherKind)
		}
		return planned(change{op: opUpdateJob, job: j, update: steward.JobUpdate{AssetID: &id}, say: func(w written) string {
			return fmt.Sprintf("Linked the %s at %s on %s (job %d) to the %s instead of the %s; the job itself is unchanged.",
				j.ServiceType, name, localTime(w.job.ScheduledAt, s.loc(j.AddressID)), j.ID, otherKind, kind)
		}})
	}
	return planned(change{op: opUpdateJob, job: j, update: steward.JobUpdate{UnlinkAsset: true}, say: func(w written) string {
		return fmt.Sprintf("Removed the link between the %s at %s on %s (job %d) and the %s; the job itself is unchanged.",
			j.ServiceType, name, localTime(w.job.ScheduledAt, s.loc(j.AddressID)), j.ID, kind)
	}})
}

// assetByID is the asset job j is linked to, nil when none is found.
func (s *session) assetByID(j *steward.Job) *steward.Asset {
	if j.AssetID == nil || s.e.Assets == nil {
		return nil
	}
	assets, err := s.e.Assets.FindAssets(s.ctx, s.acct, j.AddressID)
	if err != nil {
		return nil
	}
	for _, a := range assets {
		if a.ID == *j.AssetID {
			return a
		}
	}
	return nil
}

// linkedTo reports whether job j is linked to the equipment words name.
func (s *session) linkedTo(j *steward.Job, words string) bool {
	a := s.assetByID(j)
	return a != nil && steward.AssetNamed([]*steward.Asset{a}, words) != nil
}
