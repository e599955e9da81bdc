package assistant

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// TestStages runs conversations through the staged engine and checks the
// account afterwards: several changes in one message, edits of the job
// that exists, answers and refusals that write nothing.
func TestStages(t *testing.T) {
	ref := examples.Reference(examples.LA)
	for _, tc := range []struct {
		name     string
		messages []string
		writes   int
		check    func(t *testing.T, m *memStore, f *examples.Fixture, last Reply)
	}{
		{"CleanAndRestock", []string{"Clean and restock the villa on Friday at 11"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			a, b := m.jobs[len(m.jobs)-2], m.jobs[len(m.jobs)-1]
			if a.ServiceType != steward.Cleaning || b.ServiceType != steward.Restocking || !a.ScheduledAt.Equal(examples.Local(examples.LA, 6, 11, 0)) || !b.ScheduledAt.Equal(a.ScheduledAt) {
				t.Errorf("jobs = %s %s, %s %s; want a cleaning and a restock on Friday at 11", a.ServiceType, a.ScheduledAt, b.ServiceType, b.ScheduledAt)
			}
		}},
		{"CancelAndRebookSameSlot", []string{"Cancel the villa cleaning and book Rosa for the same slot"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			old, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning)
			j := lastJob(t, m)
			if old.Status != steward.StatusCancelled || j.ProID == nil || *j.ProID != f.Rosa || !j.ScheduledAt.Equal(old.ScheduledAt) {
				t.Errorf("old job %s, new job pro %v at %s; want the old cancelled and Rosa in its slot", old.Status, j.ProID, j.ScheduledAt)
			}
		}},
		{"MakeItFollowUp", []string{"Schedule a cleaning at Maple House tomorrow at 10", "make it 2pm"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j := lastJob(t, m); len(m.jobs) != 3 || !j.ScheduledAt.Equal(examples.Local(examples.Chicago, 5, 14, 0)) {
				t.Errorf("%d jobs, last at %s; want the new job moved to 14:00", len(m.jobs), j.ScheduledAt)
			}
		}},
		{"HourLater", []string{"Push the villa cleaning an hour later"}, 1, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning); !j.ScheduledAt.Equal(examples.Local(examples.LA, 7, 11, 0)) {
				t.Errorf("villa cleaning at %s, want 11:00", j.ScheduledAt)
			}
		}},
		{"MarkDone", []string{"Mark the villa cleaning as done"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning); j.Status != steward.StatusCompleted {
				t.Errorf("villa cleaning is %s, want completed", j.Status)
			}
		}},
		{"Question", []string{"Who is doing the villa cleaning?"}, 0, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if !strings.Contains(last.Text, "Lena Park") {
				t.Errorf("reply %q, want it to name Lena Park", last.Text)
			}
		}},
		{"RecurringRefused", []string{"Schedule a cleaning at the villa every Friday at 11 until June"}, 0, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if !strings.Contains(last.Text, "recurring") {
				t.Errorf("reply %q, want it to say recurring jobs are not supported", last.Text)
			}
		}},
		{"UnsupportedNamed", []string{"Cancel the condo inspection and pay Marcus"}, 1, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if !strings.Contains(last.Text, "pay Marcus") || !strings.Contains(last.Text, "Cancelled") {
				t.Errorf("reply %q, want the cancel done and “pay Marcus” named as not done", last.Text)
			}
		}},
		{"RefusalStopsAll", []string{"Book a restock at the villa on Friday at 11 and cancel the maple house cleaning"}, 0, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if !strings.Contains(last.Text, "haven't changed anything") {
				t.Errorf("reply %q, want nothing changed when one part cannot be done", last.Text)
			}
		}},
		{"AfterGuestsLeave", []string{"Clean the villa after the Garcias leave"}, 1, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j := lastJob(t, m); !j.ScheduledAt.Equal(examples.Local(examples.LA, 10, 10, 0)) {
				t.Errorf("job at %s, want the Garcias' check-out", j.ScheduledAt)
			}
		}},
		{"TurnoverOfferAccepted", []string{"Add guest Ana Ruiz at Maple House March 20-22", "yes"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j := lastJob(t, m); !j.ScheduledAt.Equal(examples.Local(examples.Chicago, 22, 11, 0)) {
				t.Errorf("turnover at %s, want Ana Ruiz's check-out", j.ScheduledAt)
			}
		}},
		{"SwitchPro", []string{"Switch the villa cleaning to Rosa"}, 1, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning); len(m.jobs) != 2 || j.ProID == nil || *j.ProID != f.Rosa {
				t.Errorf("%d jobs, villa cleaning pro %v; want the same job given to Rosa", len(m.jobs), j.ProID)
			}
		}},
		{"AddNote", []string{"Add a note to the villa cleaning: the key is under the mat"}, 1, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if j, _ := m.FindJobByID(context.Background(), 1, f.VillaCleaning); j.Notes == nil || !strings.Contains(*j.Notes, "under the mat") {
				t.Errorf("villa cleaning notes %v, want the note added", j.Notes)
			}
		}},
		{"CancelAll", []string{"Cancel all the jobs"}, 2, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			for _, j := range m.jobs {
				if j.Status != steward.StatusCancelled {
					t.Errorf("job %d is %s, want cancelled", j.ID, j.Status)
				}
			}
		}},
		{"DefiniteAsks", []string{"the villa cleaning friday 3pm"}, 0, func(t *testing.T, m *memStore, f *examples.Fixture, last Reply) {
			if last.Status != steward.MessageNeedsInput {
				t.Errorf("reply %s %q, want a question: move the cleaning or book another", last.Status, last.Text)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, f := fixtureStore(ref)
			m.writes = 0
			var history []*steward.Message
			var r Reply
			for _, msg := range tc.messages {
				r = handle(t, m.engine(), msg, history)
				history = append(history, &steward.Message{Message: msg, Status: r.Status, Response: &r.Text, Actions: r.Actions, Pending: r.Pending})
			}
			if m.writes != tc.writes {
				t.Errorf("%d writes, want %d (last reply %q)", m.writes, tc.writes, r.Text)
			}
			tc.check(t, m, f, r)
		})
	}
}

// TestEarliestSlot checks that an emergency reported at night is booked
// at 08:00 local, not in the middle of the night.
func TestEarliestSlot(t *testing.T) {
	night := time.Date(2026, 3, 4, 1, 30, 0, 0, examples.Chicago)
	m, f := fixtureStore(night)
	r := handle(t, m.engine(), "Emergency! No heat at Maple House", nil)
	j := lastJob(t, m)
	if j.AddressID != f.Maple || !j.ScheduledAt.Equal(time.Date(2026, 3, 4, 8, 0, 0, 0, examples.Chicago)) {
		t.Errorf("job at %d %s (%q), want Maple House at 08:00", j.AddressID, j.ScheduledAt, r.Text)
	}
}
