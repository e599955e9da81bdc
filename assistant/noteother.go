package assistant

import "strings"

// A note said for another job of the message: "the restocking move it to
// 9h, … and for the ménage at 10h add a note …" puts the note on the
// cleaning, never on the restocking moved. When the one request read
// carries a note whose own sentence names another service, the note's
// job was misread: nothing is written (read as not understood).

// noteForOther clears the requests whose note is said for a job of
// another service than theirs.
func noteForOther(reqs []request) {
	for k := range reqs {
		in := &reqs[k]
		if in.SetNotes == "" || in.Service == "" || in.Kind != kindEdit {
			continue
		}
		raw := strings.ToLower(in.rawText)
		at := strings.Index(raw, "add a note")
		if at < 0 {
			continue
		}
		head := raw[:at]
		if i := strings.LastIndexAny(head, ".;!?"); i >= 0 {
			head = head[i+1:]
		}
		if svc, _, named := serviceOf(tokenize(head)); named && svc != in.Service {
			in.Kind, in.SetNotes = kindHelp, ""
		}
	}
}
