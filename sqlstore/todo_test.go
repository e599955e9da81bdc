package sqlstore

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestJobTodos: a job gets its own copy of its address's lists of its
// service type; the pro's ticking (CompleteTodoItem) moves its progress;
// a required item not done keeps the job from completing: a check or
// count item until ticked, a photo item until a photo of it is uploaded
// (ticking it is refused).
func TestJobTodos(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		list, err := f.addrs.CreateTodoList(ctx, f.acct, f.villa, steward.TodoListInput{Name: "Restock", ServiceType: steward.Restocking,
			Items: []steward.TodoItemInput{
				{Description: "Lock the door", Required: true},
				{Description: "Towels restocked", Kind: steward.TodoCount, Required: true},
				{Description: "Photo of the kitchen", Kind: steward.TodoPhoto, Required: true},
				{Description: "Water the plants"},
			}})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.pros.UpdatePro(ctx, f.acct, f.lena, steward.ProUpdate{Services: steward.ServiceTypes}); err != nil {
			t.Fatal(err)
		}
		j, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Restocking, ScheduledAt: t0.Add(24 * time.Hour), ProID: &f.lena})
		if err != nil {
			t.Fatal(err)
		}
		// The template changes after the job is created: the copy does not.
		if _, err := f.addrs.UpdateTodoList(ctx, f.acct, f.villa, list.ID, steward.TodoListInput{Name: "Renamed", ServiceType: steward.Restocking}); err != nil {
			t.Fatal(err)
		}
		jt, err := f.addrs.FindJobTodos(ctx, f.acct, j.ID)
		if err != nil || len(jt.Todos) != 1 || jt.Todos[0].Name != "Restock" || len(jt.Todos[0].Items) != 4 {
			t.Fatalf("FindJobTodos = %+v, %v; want the 4-item Restock copy", jt, err)
		}
		if want := (steward.TodoProgress{Done: 0, Total: 4, RequiredMissing: 3}); jt.Progress != want {
			t.Errorf("progress = %+v, want %+v", jt.Progress, want)
		}
		items := jt.Todos[0].Items
		lock, towels, photo := items[0].ID, items[1].ID, items[2].ID

		_, err = f.addrs.FindJobTodos(ctx, f.other, j.ID)
		wantCode(t, err, steward.ENOTFOUND)
		_, err = f.addrs.CompleteTodoItem(ctx, f.other, j.ID, lock, true, nil, time.Time{})
		wantCode(t, err, steward.ENOTFOUND)
		_, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, 999999, true, nil, time.Time{})
		wantCode(t, err, steward.ENOTFOUND)
		_, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, towels, true, nil, time.Time{})
		wantCode(t, err, steward.EVALIDATION) // a count item needs its count
		_, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, lock, true, ptrTo(3), time.Time{})
		wantCode(t, err, steward.EVALIDATION) // a check item takes none
		_, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, photo, true, nil, time.Time{})
		wantCode(t, err, steward.EVALIDATION) // a photo item is done by a photo

		inProgress, completed := steward.StatusInProgress, steward.StatusCompleted
		if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &inProgress}); err != nil {
			t.Fatal(err)
		}
		_, err = f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &completed})
		wantCode(t, err, steward.ETRANSITION)
		if msg := steward.ErrorMessage(err); !strings.Contains(msg, `"Lock the door"`) || !strings.Contains(msg, `"Towels restocked"`) ||
			!strings.Contains(msg, `"Photo of the kitchen (photo)"`) {
			t.Errorf("message %q should name the three missing items, the photo as a photo", msg)
		}

		at := t0.Add(25 * time.Hour)
		if _, err := f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, lock, true, nil, at); err != nil {
			t.Fatal(err)
		}
		jt, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, towels, true, ptrTo(6), at)
		if err != nil {
			t.Fatal(err)
		}
		if want := (steward.TodoProgress{Done: 2, Total: 4, RequiredMissing: 1}); jt.Progress != want {
			t.Errorf("progress after ticking = %+v, want %+v", jt.Progress, want)
		}
		if it := jt.Todos[0].Items[1]; it.Count == nil || *it.Count != 6 || it.CompletedAt == nil || !it.CompletedAt.Equal(at) {
			t.Errorf("towels = %+v, want count 6 completed at %v", it, at)
		}
		_, err = f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &completed})
		wantCode(t, err, steward.ETRANSITION) // the photo is still missing
		pro := steward.ProIdentity{AccountID: f.acct, ProID: f.lena}
		if _, err := NewProWorkStore(f.db).AddPhoto(ctx, pro, j.ID, steward.PhotoInput{ItemID: &photo, ContentType: "image/jpeg", Size: 1, Key: "k"}); err != nil {
			t.Fatal(err)
		}
		done, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &completed})
		if err != nil || done.Status != steward.StatusCompleted {
			t.Fatalf("complete after ticking = %+v, %v", done, err)
		}
		// A completed job's checklist is final.
		_, err = f.addrs.CompleteTodoItem(ctx, f.acct, j.ID, lock, false, nil, time.Time{})
		wantCode(t, err, steward.ETRANSITION)

		// A cleaning job copies only the cleaning list.
		c := f.job(t, t0.Add(48*time.Hour))
		jt, err = f.addrs.FindJobTodos(ctx, f.acct, c.ID)
		if err != nil || len(jt.Todos) != 1 || jt.Todos[0].Name != steward.TurnoverCleaningList || jt.Todos[0].ServiceType != steward.Cleaning {
			t.Fatalf("cleaning job's todos = %+v, %v; want the turnover list", jt, err)
		}
	})
}

// TestTodoListEdits: create, replace (keep, reorder, add, delete items)
// and delete lists, scoped to the account.
func TestTodoListEdits(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		l, err := f.addrs.CreateTodoList(ctx, f.acct, f.villa, steward.TodoListInput{Name: "Pool", ServiceType: steward.Maintenance,
			Items: []steward.TodoItemInput{{Description: "A"}, {Description: "B"}, {Description: "C"}}})
		if err != nil {
			t.Fatal(err)
		}
		a, b, c := l.Items[0].ID, l.Items[1].ID, l.Items[2].ID
		got, err := f.addrs.UpdateTodoList(ctx, f.acct, f.villa, l.ID, steward.TodoListInput{Name: "Pool and spa", ServiceType: steward.Maintenance,
			Items: []steward.TodoItemInput{{ID: c, Description: "C"}, {Description: "D", Kind: steward.TodoPhoto}, {ID: a, Description: "A2", Required: true}}})
		if err != nil {
			t.Fatal(err)
		}
		var desc []string
		for _, it := range got.Items {
			desc = append(desc, it.Description)
		}
		if strings.Join(desc, ",") != "C,D,A2" || got.Items[0].ID != c || got.Items[2].ID != a || !got.Items[2].Required ||
			got.Items[1].Kind != steward.TodoPhoto || got.Name != "Pool and spa" {
			t.Errorf("replaced list = %+v", got)
		}
		_, err = f.addrs.UpdateTodoList(ctx, f.acct, f.villa, l.ID, steward.TodoListInput{Name: "X", ServiceType: steward.Maintenance,
			Items: []steward.TodoItemInput{{ID: b, Description: "B"}}})
		wantCode(t, err, steward.EVALIDATION) // b was deleted
		_, err = f.addrs.UpdateTodoList(ctx, f.other, f.villa, l.ID, steward.TodoListInput{Name: "X", ServiceType: steward.Maintenance})
		wantCode(t, err, steward.ENOTFOUND)
		wantCode(t, f.addrs.DeleteTodoList(ctx, f.other, f.villa, l.ID), steward.ENOTFOUND)
		if err := f.addrs.DeleteTodoList(ctx, f.acct, f.villa, l.ID); err != nil {
			t.Fatal(err)
		}
		wantCode(t, f.addrs.DeleteTodoList(ctx, f.acct, f.villa, l.ID), steward.ENOTFOUND)
		lists, err := f.addrs.FindTodoLists(ctx, f.acct, f.villa)
		if err != nil || len(lists) != 2 || lists[0].ServiceType != steward.Cleaning || lists[1].ServiceType != steward.Inspection {
			t.Errorf("lists after delete = %+v, %v; want the two defaults, for cleaning and inspection", lists, err)
		}
	})
}
