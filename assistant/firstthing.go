package assistant

// firstThingReport reads a problem reported with "first thing" and no day
// ("… cracked the patio door glass, have Dave get there first thing")
// while it is still morning at the property: the host wants the visit this
// morning, as soon as it can be, not tomorrow at 08:00 because 08:00 today
// is here or gone. In the afternoon or evening "first thing" stays the next
// morning at 08:00.
func (s *session) firstThingReport(out []request) {
	for k := range out {
		in := &out[k]
		if in.Kind != kindReport || in.When == nil || in.When.HasDate || !in.When.HasTime || !in.When.Soft ||
			in.When.Hour != earliestHour || in.When.Minute != 0 || in.anc != nil || in.JobID != 0 {
			continue
		}
		if !hasPhrase(tokenize(in.rawText), "first thing") {
			continue
		}
		if now := s.now.In(s.loc(in.AddressID)); now.Hour() >= 12 {
			continue
		}
		in.When, in.Urgent = nil, true
	}
}
