package assistant

import (
	"context"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

func TestMatchProperties(t *testing.T) {
	m, f := fixtureStore(examples.Reference(examples.LA))
	for _, tc := range []struct {
		text string
		want []int64
	}{
		{"at Sunset Villa", []int64{f.Villa}},
		{"at the sunset vila", []int64{f.Villa}},    // typo
		{"at the villa", []int64{f.Villa}},          // one distinctive word
		{"the Villa's garage", []int64{f.Villa}},    // possessive
		{"MAPLE HOUSE", []int64{f.Maple}},           // case
		{"at the Mapel House", []int64{f.Maple}},    // transposition
		{"30 Pier Street", []int64{f.Condo}},        // street, long suffix
		{"on Pier St", []int64{f.Condo}},            // street without number
		{"the place in Brooklyn", []int64{f.Condo}}, // city
		{"in san diego", []int64{f.Villa}},
		{"harbour condo", []int64{f.Condo}}, // British spelling
		{"the Moon Base", nil},
		{"tell me a joke", nil},
		{"the house", []int64{f.Maple}},
	} {
		var got []int64
		for _, pm := range matchProperties(tokenize(tc.text), m.addrs) {
			got = append(got, pm.addr.ID)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("matchProperties(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestMatchPropertiesAmbiguous(t *testing.T) {
	nick := func(s string) *string { return &s }
	addrs := []*steward.Address{
		{ID: 1, Street: "1 Lake Rd", City: "Tahoe", Nickname: nick("Lake Cabin")},
		{ID: 2, Street: "2 Hill Rd", City: "Tahoe", Nickname: nick("Hill Cabin")},
	}
	var got []int64
	for _, pm := range matchProperties(tokenize("the cabin in Tahoe"), addrs) {
		got = append(got, pm.addr.ID)
	}
	sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
	if !slices.Equal(got, []int64{1, 2}) {
		t.Errorf("ambiguous match = %v, want both cabins", got)
	}
	got = nil
	for _, pm := range matchProperties(tokenize("the lake cabin"), addrs) {
		got = append(got, pm.addr.ID)
	}
	if !slices.Equal(got, []int64{1}) {
		t.Errorf("lake cabin = %v, want [1]", got)
	}
}

func TestMatchPeople(t *testing.T) {
	names := []string{"Lena Park", "Marcus Green", "Rosa Diaz", "Tim Hall", "Will Turner", "Rosa Lopez"}
	for _, tc := range []struct {
		text string
		want []int
	}{
		{"Can Lena Park do it", []int{0}},
		{"ask lena", []int{0}},
		{"with Marcus", []int{1}},
		{"with Markus", []int{1}}, // typo
		{"Rosa Diaz please", []int{2}},
		{"Rosa please", []int{2, 5}}, // two Rosas: ask
		{"will you book it", nil},    // "will" is a word
		{"Will can do it", []int{4}},
		{"the park is nice", nil},
		{"book will at the cabin", []int{4}}, // where only a person stands
		{"can will go asap", []int{4}},
		{"will should come at 3", []int{4}},
		{"remove will from the job", []int{4}},
		{"tim will do it", []int{3}},
		{"the park can wait", nil},
		{"Ms. Green", []int{1}},
	} {
		var got []int
		for _, pm := range matchPeople(tokenize(tc.text), names) {
			got = append(got, pm.index)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("matchPeople(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// handle sends one message with a history and returns the reply.
func handle(t *testing.T, e *Engine, msg string, history []*steward.Message) Reply {
	t.Helper()
	r, err := e.Handle(context.Background(), 1, Request{Message: msg, History: history})
	if err != nil {
		t.Fatalf("Handle(%q): %v", msg, err)
	}
	return r
}

func asked(r Reply) *steward.Message {
	text := r.Text
	return &steward.Message{Status: r.Status, Response: &text, Pending: r.Pending, Actions: r.Actions}
}

// TestQuestionsChangeNothing checks that every needs_input reply leaves the
// account as it was and carries the pending request.
func TestQuestionsChangeNothing(t *testing.T) {
	for _, msg := range []string{
		"Schedule a cleaning on Friday at 10am",
		"Schedule a cleaning at Maple House",
		"Schedule a cleaning at the Moon Base tomorrow",
		"Can Tim clean the villa tomorrow at 10?",
		"Can Marcus clean the villa tomorrow at 10?",
		"Add a new pro Jane Roe",
		"Add a new pro jane@example.com",
		"Add guest Bob Ray at Maple House",
		"Move the villa cleaning",
		"book a cleaning at maple house yesterday at 10am",
		"There's a leak in the kitchen",
	} {
		t.Run(msg, func(t *testing.T) {
			m, _ := fixtureStore(examples.Reference(examples.LA))
			r := handle(t, m.engine(), msg, nil)
			if r.Status != steward.MessageNeedsInput || len(r.Pending) == 0 || len(r.Actions) != 0 || !strings.Contains(r.Text, "?") {
				t.Errorf("reply = %s %q (actions %v, pending %s), want a question", r.Status, r.Text, r.Actions, r.Pending)
			}
			if m.writes != 0 {
				t.Errorf("%d writes, want none", m.writes)
			}
		})
	}
}

func TestClarification(t *testing.T) {
	ref := examples.Reference(examples.LA)
	for _, tc := range []struct {
		name      string
		first     string
		followUps []string
		check     func(t *testing.T, m *memStore, f *examples.Fixture)
	}{
		{"WhichProperty", "Schedule a cleaning on Friday at 10am", []string{"the villa"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			j := lastJob(t, m)
			if j.AddressID != f.Villa || !j.ScheduledAt.Equal(examples.Local(examples.LA, 6, 10, 0)) {
				t.Errorf("job at %d %s, want the villa on Friday at 10:00 PST", j.AddressID, j.ScheduledAt)
			}
		}},
		{"When", "Schedule an inspection at Maple House", []string{"next Monday at 10"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			j := lastJob(t, m)
			if j.ServiceType != steward.Inspection || !j.ScheduledAt.Equal(examples.Local(examples.Chicago, 9, 10, 0)) {
				t.Errorf("job %s at %s, want an inspection on 9 Mar at 10:00 CDT", j.ServiceType, j.ScheduledAt)
			}
		}},
		{"WhichJobByProperty", "Cancel the cleaning", []string{"the one at Maple House"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			for _, j := range m.jobs {
				if want := j.ID == m.jobs[len(m.jobs)-1].ID; (j.Status == steward.StatusCancelled) != want {
					t.Errorf("job %d at %d is %s", j.ID, j.AddressID, j.Status)
				}
			}
		}},
		{"WhichJobByOrdinal", "Cancel the cleaning", []string{"the first one"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			j, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning)
			if j.Status != steward.StatusCancelled {
				t.Errorf("villa cleaning is %s, want cancelled", j.Status)
			}
		}},
		{"InactivePro", "Can Tim clean the villa tomorrow at 10?", []string{"Rosa then"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			if j := lastJob(t, m); j.ProID == nil || *j.ProID != f.Rosa {
				t.Errorf("pro = %v, want Rosa", j.ProID)
			}
		}},
		{"UnansweredThenAnswered", "Schedule a cleaning on Friday at 10am", []string{"hmm", "Harbor Condo"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			if j := lastJob(t, m); j.AddressID != f.Condo {
				t.Errorf("job at %d, want the condo", j.AddressID)
			}
		}},
		{"GuestName", "Add guest at Maple House March 20-22", []string{"Ana Ruiz"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			if r := m.stays[len(m.stays)-1]; r.GuestName != "Ana Ruiz" || r.AddressID != f.Maple {
				t.Errorf("stay = %q at %d, want Ana Ruiz at Maple House", r.GuestName, r.AddressID)
			}
		}},
		{"ProEmail", "Add a cleaner named Jo Kim", []string{"jo.kim@example.com"}, func(t *testing.T, m *memStore, f *examples.Fixture) {
			if p := m.pros[len(m.pros)-1]; p.Name != "Jo Kim" || p.Email != "jo.kim@example.com" {
				t.Errorf("pro = %q %q, want Jo Kim jo.kim@example.com", p.Name, p.Email)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, f := fixtureStore(ref)
			m.CreateJob(context.Background(), 1, steward.JobCreate{AddressID: f.Maple, ServiceType: steward.Cleaning, ScheduledAt: examples.Local(examples.Chicago, 11, 12, 0)})
			m.writes = 0
			e := m.engine()
			r := handle(t, e, tc.first, nil)
			if r.Status != steward.MessageNeedsInput || m.writes != 0 {
				t.Fatalf("first reply = %s %q after %d writes, want a question and no writes", r.Status, r.Text, m.writes)
			}
			history := []*steward.Message{asked(r)}
			for i, msg := range tc.followUps {
				r = handle(t, e, msg, history)
				history = append(history, asked(r))
				if last := i == len(tc.followUps)-1; last != (r.Status == steward.MessageCompleted) {
					t.Fatalf("reply to %q = %s %q", msg, r.Status, r.Text)
				}
			}
			if m.writes != 1 || len(r.Actions) != 1 {
				t.Errorf("%d writes, actions %v; want one", m.writes, r.Actions)
			}
			tc.check(t, m, f)
		})
	}
}

func TestDismissal(t *testing.T) {
	m, _ := fixtureStore(examples.Reference(examples.LA))
	e := m.engine()
	q := handle(t, e, "Schedule a cleaning on Friday at 10am", nil)
	r := handle(t, e, "never mind", []*steward.Message{asked(q)})
	if r.Status != steward.MessageCompleted || m.writes != 0 {
		t.Errorf("reply = %s %q after %d writes, want completed and nothing written", r.Status, r.Text, m.writes)
	}
}

// TestEngineCancelStartedJob asks to cancel a job that is under way: the
// store refuses, as the real one does (see steward.Job.Cancel), and the
// engine says so and changes nothing. The in-memory store used to cancel it.
func TestEngineCancelStartedJob(t *testing.T) {
	ctx := context.Background()
	m, f := fixtureStore(examples.Reference(examples.LA))
	started := steward.StatusInProgress
	if _, err := m.UpdateJob(ctx, 1, f.VillaCleaning, steward.JobUpdate{Status: &started}); err != nil {
		t.Fatal(err)
	}
	m.writes = 0
	r, err := m.engine().Handle(ctx, 1, Request{Message: "cancel this job", Context: steward.MessageContext{JobID: &f.VillaCleaning}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != steward.MessageFailed || len(r.Actions) != 0 || !strings.Contains(r.Text, "Cannot cancel a job that is in_progress") {
		t.Errorf("reply = %s %q %v, want failed: cannot cancel a job in progress", r.Status, r.Text, r.Actions)
	}
	if j, _ := m.FindJobByID(ctx, 1, f.VillaCleaning); j.Status != steward.StatusInProgress || m.writes != 0 {
		t.Errorf("job is %s after %d writes, want in_progress and no write", j.Status, m.writes)
	}
}

func lastJob(t *testing.T, m *memStore) *steward.Job {
	t.Helper()
	if len(m.jobs) == 0 {
		t.Fatal("no jobs")
	}
	return m.jobs[len(m.jobs)-1]
}
