package assistant

// awayThenTakes joins a sentence that only says a pro is away on a day to
// the next that gives a job to another pro: "marisol's out saturday,
// family thing. kenji can do the point house turnover instead" is the
// Point House turnover of Saturday (of the two there) given to Kenji in
// place of Marisol — the day and the pro replaced are the first
// sentence's, the job and the new pro the second's. Only when the second
// says no day, time or pro replaced of its own.
func awayThenTakes(out []request) []request {
	for i := 0; i+1 < len(out); i++ {
		a, b := out[i], out[i+1]
		if a.Kind != kindEdit || a.FromPro == 0 || a.ProID != 0 || len(a.proCandidates) > 1 || a.When == nil || !a.When.HasDate || a.NewWhen != nil ||
			a.AddressID != 0 || a.JobID != 0 || a.Service != "" || a.Shift != 0 || a.SetNotes != "" || a.SetStatus != "" {
			continue
		}
		if b.Kind != kindEdit || b.ProID == 0 || b.ProID == a.FromPro || b.FromPro != 0 && b.FromPro != a.FromPro || b.When != nil || b.NewWhen != nil ||
			b.Shift != 0 || b.JobID != 0 || b.SetNotes != "" || b.SetStatus != "" || b.Unassign || !has(tokenize(b.rawText), "instead", "cover", "take", "do") {
			continue
		}
		w := *a.When
		b.When, b.FromPro, b.rawText = &w, a.FromPro, a.rawText+" "+b.rawText
		out[i+1] = b
		out = append(out[:i], out[i+1:]...)
		break
	}
	return out
}
