package assistant

import (
	"slices"
	"strings"
)

// A follow-up often passes on what the pro said of the time, or agrees to
// one, in words of its own: "he said 10am works", "ja 10 is fine", "friday
// at 11 would suit him", "can he come Friday at 9 rather". Right after a
// job was booked or asked about, that is the job's new time, as "actually
// 4" is; the words around the time are no request of their own.

// relayWords say who agreed to a time, or that it suits, around it.
// ("they"/"them" are left out: of guests, their time is a fact.)
var relayWords = map[string]bool{"he": true, "she": true, "said": true, "says": true, "say": true, "ja": true, "ya": true,
	"yes": true, "yeah": true, "yep": true, "yup": true, "sure": true, "suit": true, "suits": true, "him": true, "her": true,
	"can": true, "could": true, "come": true, "great": true, "perfect": true, "alright": true, "for": true}

// relayedTime reads such a follow-up: its relay words are set aside, and a
// bare hour among them ("ja 10 is fine") is its time. in is left as it is
// unless every other word is a follow-up word, no place, pro or service is
// named, and the message asks no question.
func (s *session) relayedTime(in *request) {
	if in.Kind != kindHelp || in.ProID != 0 || len(in.proCandidates) > 0 || in.namedPlace || in.AddressID != 0 || in.Service != "" ||
		in.anc != nil || len(in.noteWords) == 0 || strings.Contains(in.rawText, "?") {
		return
	}
	relayed := false
	for _, w := range in.noteWords {
		if relayWords[w] {
			relayed = true
		} else if !followUpWords[w] {
			return
		}
	}
	if !relayed {
		return
	}
	if in.When == nil && in.Shift == 0 {
		toks := slices.DeleteFunc(tokenize(in.rawText), func(t token) bool { return relayWords[t.s] })
		if w, ok := followUpHour(toks); ok {
			in.When = &w
		}
	}
	if in.When != nil || in.Shift != 0 {
		in.noteWords = slices.DeleteFunc(slices.Clone(in.noteWords), func(w string) bool { return relayWords[w] })
	}
}

// saidTimeOf reports whether the time d is what someone said, right after
// "said" ("he said 10am works"): the time agreed to, not when it was said
// (as "she texted this morning" is).
func saidTimeOf(toks []token, d When) bool {
	k := d.start - 1
	return d.HasTime && !d.HasDate && k >= 0 && !toks[k].stop && (toks[k].s == "said" || toks[k].s == "says")
}

// guestsAreOn reports whether the date d is said of the guests with "is"
// or "are" ("… and the bachelorette is tmrw!!! tony needs to get out there
// today"): when their stay or event is, a fact beside the request.
func guestsAreOn(toks []token, d When, guestNames []string) bool {
	k := d.start - 1
	if k >= 0 && toks[k].s == "on" && !toks[k].stop {
		k--
	}
	if k < 1 || toks[k].stop || toks[k].s != "is" && toks[k].s != "are" {
		return false
	}
	from := max(0, k-3)
	for j := k - 1; j >= from; j-- {
		if toks[j].stop {
			from = j + 1
			break
		}
	}
	return from < k && (len(matchPeople(toks[from:k], guestNames)) > 0 || has(toks[from:k], "guests", "guest", "group", "party", "family", "renters"))
}
