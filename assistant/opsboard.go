package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Snippets copied from an ops board: a labelled block ("Property:
// Sellwood\nTask: turnover + restock after the Murphys\nWhen: Mon 3/16 —
// clean 10a, restock 1p\nAssign: Maria on the clean, Rose City on the
// restock") or pipe-separated lines ("NE Alberta | deep clean | Thu 3/12
// 10a | Kim"). Each field is read as what its label (or its column) says,
// and each task as a request of its own: a task the account already has
// at that place and day with the values given is nothing to do, one it
// has with a new time or pro is an edit of that job, one it does not have
// is a booking. readOpsBoard writes each as the sentence a host would
// type; when a task cannot be read whole, the message is left as it came.

// boardLineRe is one labelled line of a block.
var boardLineRe = mustCompile(`^(?i)(property|prop|house|unit|listing|location|task|job|service|work|when|date|time|assign|assigned|assignee|assigned\s+to|who|crew)\s*[:：]\s*(.*)$`)

// boardNoneRe is a pro field left open: "TBD", "unassigned".
var boardNoneRe = mustCompile(`^(?i)(?:tbd|tba|unassigned|none|n/?a|nobody|no\s+one|no\s+pro(?:\s+yet)?|open|-+|\?+)\.?$`)

// boardPieceSepRe joins two tasks of one block: "turnover + restock".
var boardPieceSepRe = mustCompile(`\s*(?:\+|&|\band\b)\s*`)

// boardServiceWords maps the words of a task to the kind of work they
// name, so that "clean 10a" in the When line and "on the clean" in the
// Assign line find the task "turnover".
var boardServiceWords = map[string]string{
	"clean": "clean", "cleaning": "clean", "turnover": "clean", "turn": "clean", "prep": "clean", "deep": "clean",
	"restock": "restock", "restocking": "restock", "rstk": "restock", "stock": "restock", "supplies": "restock",
	"inspection": "inspect", "inspect": "inspect", "walkthrough": "inspect", "walk-through": "inspect",
	"maintenance": "maint", "repair": "maint", "fix": "maint", "pm": "maint",
}

// boardKey is the kind of work the first word of text names, or "".
func boardKey(text string) string {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		if k, ok := boardServiceWords[strings.Trim(w, ".,;:()")]; ok {
			return k
		}
	}
	return ""
}

// boardTask is one task of a block or one pipe line.
type boardTask struct {
	place, task, date, time, pro string
	none                         bool // the pro field says no one yet
}

// boardTimeOf splits "clean 10a, restock 1p" said in a When field into
// the part of every task (the date) and the hours said of one kind of
// work.
func boardTimeOf(when string) (common string, by map[string]string) {
	by = map[string]string{}
	var keep []string
	for _, seg := range strings.FieldsFunc(when, func(r rune) bool { return r == ',' || r == ';' || r == '—' || r == '–' }) {
		seg = strings.TrimSpace(seg)
		f := strings.Fields(seg)
		if len(f) == 2 {
			if k := boardKey(f[0]); k != "" && strings.ContainsAny(f[1], "0123456789") {
				by[k] = f[1]
				continue
			}
		}
		if seg != "" {
			keep = append(keep, seg)
		}
	}
	return strings.Join(keep, " "), by
}

// boardProOf splits "Maria on the clean, Rose City on the restock" into
// the pro of every task and the pros said of one kind of work.
func boardProOf(assign string) (common string, by map[string]string) {
	by = map[string]string{}
	var keep []string
	for _, seg := range strings.FieldsFunc(assign, func(r rune) bool { return r == ',' || r == ';' }) {
		seg = strings.TrimSpace(seg)
		low := strings.ToLower(seg)
		if k := strings.Index(low, " on the "); k > 0 {
			if key := boardKey(low[k+len(" on the "):]); key != "" {
				by[key] = strings.TrimSpace(seg[:k])
				continue
			}
		}
		if seg != "" {
			keep = append(keep, seg)
		}
	}
	return strings.Join(keep, ", "), by
}

// withoutParens is text with its parenthesised asides dropped: "Kim (swap
// — Maria's out sick Fri)" is Kim.
func withoutParens(text string) string {
	for {
		i := strings.Index(text, "(")
		if i < 0 {
			return strings.TrimSpace(text)
		}
		j := strings.Index(text[i:], ")")
		if j < 0 {
			return strings.TrimSpace(text[:i])
		}
		text = text[:i] + " " + text[i+j+1:]
	}
}

// boardTasks reads msg as a block or as pipe lines; nil when it is
// neither.
func boardTasks(msg string) []boardTask {
	if !strings.Contains(msg, "\n") && !strings.Contains(msg, "|") {
		return nil
	}
	var out []boardTask
	fields := map[string]string{}
	pipes, other := 0, 0
	for _, l := range strings.Split(msg, "\n") {
		l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "-*•"))
		if l == "" {
			continue
		}
		if cols := strings.Split(l, "|"); len(cols) >= 3 && len(cols) <= 4 {
			for i := range cols {
				cols[i] = strings.TrimSpace(cols[i])
			}
			t := boardTask{place: cols[0], task: cols[1], date: cols[2]}
			if len(cols) == 4 {
				t.pro = withoutParens(cols[3])
			}
			out = append(out, t)
			pipes++
			continue
		}
		if m := boardLineRe.FindStringSubmatch(l); m != nil {
			label := strings.ToLower(strings.Join(strings.Fields(m[1]), " "))
			switch label {
			case "prop", "house", "unit", "listing", "location":
				label = "property"
			case "job", "service", "work":
				label = "task"
			case "date", "time":
				label = "when"
			case "assigned", "assignee", "assigned to", "who", "crew":
				label = "assign"
			}
			if _, dup := fields[label]; dup {
				return nil
			}
			fields[label] = strings.TrimSpace(m[2])
			continue
		}
		other++
	}
	if pipes > 0 {
		if len(fields) > 0 || other > 1 {
			return nil
		}
		return out
	}
	if fields["property"] == "" || fields["task"] == "" || fields["when"] == "" || other > 0 {
		return nil
	}
	pieces := boardPieceSepRe.Split(fields["task"], -1)
	date, times := boardTimeOf(fields["when"])
	pro, pros := boardProOf(withoutParens(fields["assign"]))
	for _, p := range pieces {
		p = strings.TrimSpace(p)
		k := boardKey(p)
		if p == "" || (len(pieces) > 1 && k == "") {
			return nil
		}
		t := boardTask{place: fields["property"], task: p, date: date, time: times[k], pro: pro}
		if v, ok := pros[k]; ok {
			t.pro = v
		}
		out = append(out, t)
	}
	if len(pieces) > 1 && (len(times) > 0 && len(times) != len(pieces) || len(pros) > 0 && len(pros) != len(pieces)) {
		return nil
	}
	return out
}

// readOpsBoard reads an ops-board snippet as the requests it lists (see
// above); any other message is returned as it came.
func (s *session) readOpsBoard(msg string) (string, error) {
	tasks := boardTasks(msg)
	if len(tasks) == 0 {
		return s.readBoardMoves(msg)
	}
	var out []string
	for _, t := range tasks {
		if boardNoneRe.MatchString(t.pro) {
			t.pro, t.none = "", true
		}
		when := strings.TrimSpace(t.date + " " + t.time)
		sentence := "book a " + t.task + " at " + t.place + " " + when
		if t.pro != "" {
			sentence += " with " + t.pro
		}
		reqs, err := s.parse(sentence, steward.MessageContext{})
		if err != nil {
			return msg, err
		}
		if len(reqs) != 1 || reqs[0].AddressID == 0 || reqs[0].When == nil || !reqs[0].When.HasDate ||
			(reqs[0].Kind != kindSchedule && reqs[0].Kind != kindTurnover) || (t.pro != "" && reqs[0].ProID == 0) {
			return msg, nil
		}
		r := reqs[0]
		loc := s.loc(r.AddressID)
		day := time.Date(r.When.Year, r.When.Month, r.When.Day, 0, 0, 0, 0, loc)
		jobs, err := s.upcomingJobs(r.AddressID, day)
		if err != nil {
			return msg, err
		}
		var same []*steward.Job
		for _, j := range jobs {
			at := j.ScheduledAt.In(loc)
			if j.ServiceType == r.Service && at.Year() == day.Year() && at.YearDay() == day.YearDay() {
				same = append(same, j)
			}
		}
		if len(same) == 0 {
			if t.none {
				sentence += ". Leave it unassigned"
			}
			out = append(out, sentence)
			continue
		}
		if len(same) > 1 {
			// Which of them is meant is asked.
			out = append(out, sentence)
			continue
		}
		j := same[0]
		at := j.ScheduledAt.In(loc)
		moved := r.When.HasTime && (at.Hour() != r.When.Hour || at.Minute() != r.When.Minute)
		hasPro := j.ProID != nil
		newPro := r.ProID != 0 && (!hasPro || *j.ProID != r.ProID)
		ref := fmt.Sprintf("the %s at %s on %s at %s", j.ServiceType, t.place, at.Format("Mon 1/2"), at.Format("3:04pm"))
		to := time.Date(day.Year(), day.Month(), day.Day(), r.When.Hour, r.When.Minute, 0, 0, loc).Format("3:04pm")
		switch {
		case moved && newPro:
			out = append(out, "move "+ref+" to "+to+" and give it to "+t.pro)
		case moved:
			out = append(out, "move "+ref+" to "+to)
		case newPro:
			out = append(out, "put "+t.pro+" on "+ref)
		case t.none && hasPro:
			// An open pro field beside a job that has one: asked,
			// never taken off.
			out = append(out, sentence)
		}
	}
	if len(out) == 0 {
		// Every task is already on the board as said: nothing to do.
		return "what's on at " + tasks[0].place + " " + tasks[0].date, nil
	}
	return strings.Join(out, ". "), nil
}

// boardMoveRe is a bullet of a list of changes: "- prep 10a → 9a",
// "* restock 2p -> 1p".
var boardMoveRe = mustCompile(`^(?i)[-*•]\s*([a-z][a-z .'-]*?)\s+(\d{1,2}(?::\d{2})?\s*(?:a|p|am|pm)?)\s*(?:→|->|=>|➡️?)\s*(\d{1,2}(?::\d{2})?\s*(?:a|p|am|pm)?)\.?$`)

// boardAsideRe is a closing line that changes nothing of its own: no
// hour, no verb of a change.
var boardAsideRe = mustCompile(`(?i)\d|\b(?:move|cancel|change|put|give|add|book|push|swap|assign|drop|skip|make|instead|not)\b`)

// readBoardMoves reads a heading that names a place and a day, then
// bullets of moves ("couple changes for tmrw at Hawthorne:\n- prep 10a →
// 9a\n- restock 2p → 1p"): each bullet moves the one job of that kind
// there that day at the hour it says first. A bullet that finds no such
// job, or several, leaves the message as it came.
func (s *session) readBoardMoves(msg string) (string, error) {
	if !strings.Contains(msg, "\n") || !boardMoveRe.mayMatch(msg) {
		return msg, nil
	}
	var head []string
	var moves [][]string
	for _, l := range strings.Split(msg, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if m := boardMoveRe.FindStringSubmatch(l); m != nil {
			moves = append(moves, m)
			continue
		}
		if len(moves) == 0 {
			head = append(head, l)
		} else if boardAsideRe.MatchString(l) {
			return msg, nil
		}
	}
	if len(moves) == 0 || len(head) != 1 {
		return msg, nil
	}
	hr, err := s.parse(strings.TrimRight(head[0], ":"), steward.MessageContext{})
	if err != nil || len(hr) != 1 || hr[0].AddressID == 0 || hr[0].When == nil || !hr[0].When.HasDate || hr[0].When.HasTime {
		return msg, err
	}
	a := s.byAddr[hr[0].AddressID]
	loc := s.loc(a.ID)
	day := time.Date(hr[0].When.Year, hr[0].When.Month, hr[0].When.Day, 0, 0, 0, 0, loc)
	jobs, err := s.upcomingJobs(a.ID, day)
	if err != nil {
		return msg, err
	}
	var out []string
	for _, m := range moves {
		reqs, err := s.parse("book a "+m[1]+" at "+a.Name()+" on "+day.Format("Mon 1/2")+" at "+m[2], steward.MessageContext{})
		if err != nil || len(reqs) != 1 || reqs[0].AddressID != a.ID || reqs[0].When == nil || !reqs[0].When.HasTime ||
			(reqs[0].Kind != kindSchedule && reqs[0].Kind != kindTurnover) {
			return msg, err
		}
		r := reqs[0]
		var fit []*steward.Job
		for _, j := range jobs {
			at := j.ScheduledAt.In(loc)
			if j.ServiceType == r.Service && at.YearDay() == day.YearDay() && at.Year() == day.Year() && at.Hour() == r.When.Hour && at.Minute() == r.When.Minute {
				fit = append(fit, j)
			}
		}
		if len(fit) != 1 {
			return msg, nil
		}
		at := fit[0].ScheduledAt.In(loc)
		out = append(out, fmt.Sprintf("move the %s at %s on %s at %s to %s", fit[0].ServiceType, a.Name(), at.Format("Mon 1/2"), at.Format("3:04pm"), m[3]))
	}
	return strings.Join(out, ". "), nil
}
