package assistant

import "strings"

// A job written as a heading, what a pro said about it, then the move
// with no object (fixs28E): "Mormon Lake snow removal 05-MAR: Vern says
// 0800 is too early w/ the forest road not yet plowed. Push to 0930." The
// heading names the job the move is of; it is no booking of its own, even
// when the pro's words hold a job's verb ("plowed").

// headingJobRe is a part that opens with a job's words and a colon, never a
// verb of its own: group 1 the words before the colon.
var headingJobRe = mustCompile(`^\s*(?:re:\s*)?([^:.!?;]{3,80}?)\s*:\s+\S`)

// headingThenMove reports whether in, a move with no job of its own
// ("Push to 0930."), is of the job the part before names as its heading:
// prev read as a booking from "<place> <job> <day>: <someone> says …",
// with a day, a service and no word that asks for a new job.
func headingThenMove(prev, in request) bool {
	if in.Kind != kindReschedule || in.JobID != 0 || in.Service != "" || in.When != nil || in.NewWhen == nil || in.NewWhen.HasDate ||
		!in.NewWhen.HasTime || in.namedPlace || in.ProID != 0 || in.anc != nil || in.Shift != 0 {
		return false
	}
	if prev.Kind != kindSchedule || prev.When == nil || !prev.When.HasDate || prev.Service == "" || prev.AddressID == 0 || prev.anc != nil {
		return false
	}
	m := headingJobRe.FindStringSubmatch(prev.rawText)
	if m == nil {
		return false
	}
	head := tokenize(m[1])
	if has(head, creationVerbs...) || has(tokenize(prev.rawText), "book", "schedule", "add", "need", "new", "another") {
		return false
	}
	_, _, ok := serviceOf(head)
	return ok && !strings.Contains(m[1], ",")
}

// movedHeading is prev, the heading's job, moved to in's new hour on the
// heading's day: the pro who spoke is no pro put on it.
func movedHeading(prev, in request) request {
	day := *prev.When
	day.HasTime, day.Hour, day.Minute, day.Soft = false, 0, 0, false
	nw := *in.NewWhen
	out := prev
	out.Kind, out.When, out.NewWhen, out.dates = kindReschedule, &day, &nw, nil
	out.ProID, out.proCandidates, out.proPos, out.proSeen = 0, nil, nil, 0
	out.rawText = prev.rawText + " " + in.rawText
	return out
}

// awayReasonOfHandOver reports whether in only says that the pro the part
// before takes a job from is away ("reassign from Gail to Ramon. Gail is
// out that week (…)"): why the job was handed over, no second change
// asking who takes Gail's work.
func awayReasonOfHandOver(prev, in request) bool {
	return prev.FromPro != 0 && prev.ProID != 0 && prev.ProID != prev.FromPro && (prev.Kind == kindEdit || prev.Kind == kindReschedule) &&
		in.Kind == kindEdit && in.FromPro == prev.FromPro && in.ProID == 0 && len(in.proCandidates) == 0 && in.JobID == 0 &&
		in.Service == "" && in.When == nil && in.NewWhen == nil && !in.namedPlace && in.AddressID == 0 && in.SetStatus == "" && in.anc == nil
}
