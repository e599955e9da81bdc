package assistant

// hourAndProFollow reads a follow-up said as two short questions, one
// only an hour and one only a pro ("Would 10 work? And could Heather do
// it?", "Could Marie take it? Say 2?"), right after a job was discussed,
// as one change of that job: the two parts become one request with the
// hour and the pro, which the follow-up reading then makes an edit. Parts
// that name a place, a service, a day or anything more are left as they
// are.
func hourAndProFollow(out []request) []request {
	if len(out) != 2 || out[0].Kind != kindHelp || out[1].Kind != kindHelp {
		return out
	}
	for h := 0; h < 2; h++ {
		hr, pr := out[h], out[1-h]
		if hr.ProID != 0 || hr.namedPlace || hr.AddressID != 0 || hr.Service != "" || hr.When != nil || hr.Shift != 0 {
			continue
		}
		w, ok := followUpHour(tokenize(hr.rawText))
		if !ok {
			continue
		}
		if pr.ProID == 0 || pr.namedPlace || pr.AddressID != 0 || pr.Service != "" || pr.When != nil || pr.NewWhen != nil ||
			pr.Shift != 0 || pr.anc != nil || contentWords(pr.noteWords) > 0 {
			continue
		}
		pr.When = &w
		return []request{pr}
	}
	return out
}
