package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// testTodos: to-do lists are created, replaced (renamed, reordered, items
// kept, added and deleted) and deleted over REST; a job's checklist is the
// copy taken when it was created; a required item not done refuses the
// job's completion, naming the item.
func testTodos(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, err := c.CreateAddress(ctx, client.AddressCreate{Street: "5 Birch Rd", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	defaults, err := c.ListTodos(ctx, a.ID)
	if err != nil || len(defaults) != 2 || defaults[0].ServiceType != steward.Cleaning || defaults[1].ServiceType != steward.Inspection ||
		defaults[0].Items[0].Kind != steward.TodoCheck {
		t.Fatalf("default lists = %+v, %v; want cleaning and inspection lists of check items", defaults, err)
	}

	l, err := c.CreateTodoList(ctx, a.ID, client.TodoListInput{Name: "Restock", ServiceType: "restocking", Items: []client.TodoItemInput{
		{Description: "Towels", Kind: "count", Required: true}, {Description: "Coffee"}, {Description: "Photo of the shelf", Kind: "photo"}}})
	if err != nil {
		t.Fatal(err)
	}
	if l.Name != "Restock" || l.ServiceType != steward.Restocking || len(l.Items) != 3 || l.Items[0].Kind != steward.TodoCount ||
		!l.Items[0].Required || l.Items[1].Kind != steward.TodoCheck || l.Items[2].Order != 3 {
		t.Fatalf("created list = %+v", l)
	}
	towels, coffee, photo := l.Items[0].ID, l.Items[1].ID, l.Items[2].ID

	// A job of the list's service type takes its copy now.
	j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "restocking", ScheduledAt: time.Now().Add(48 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}

	t.Run("ReplaceReorders", func(t *testing.T) {
		got, err := c.UpdateTodoList(ctx, a.ID, l.ID, client.TodoListInput{Name: "Restock and check", ServiceType: "restocking", Items: []client.TodoItemInput{
			{ID: photo, Description: "Photo of the shelf", Kind: "photo"}, {Description: "Lock the door", Required: true},
			{ID: towels, Description: "Towels", Kind: "count", Required: true}}})
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for _, it := range got.Items {
			ids = append(ids, it.ID)
		}
		if got.Name != "Restock and check" || len(ids) != 3 || ids[0] != photo || ids[2] != towels || ids[1] == coffee ||
			got.Items[1].Description != "Lock the door" || got.Items[2].Order != 3 {
			t.Errorf("replaced list = %+v; want photo, a new lock item, towels (coffee deleted)", got)
		}
		lists, _ := c.ListTodos(ctx, a.ID)
		if len(lists) != 3 || lists[2].Name != "Restock and check" {
			t.Errorf("lists after replace = %+v", lists)
		}
	})

	t.Run("JobKeepsItsCopy", func(t *testing.T) {
		jt, err := c.JobTodos(ctx, j.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(jt.Todos) != 1 || jt.Todos[0].Name != "Restock" || len(jt.Todos[0].Items) != 3 || jt.Todos[0].Items[1].Description != "Coffee" {
			t.Errorf("job todos = %+v; want the Restock list as it was when the job was created", jt)
		}
		if want := (steward.TodoProgress{Done: 0, Total: 3, RequiredMissing: 1}); jt.Progress != want {
			t.Errorf("progress = %+v, want %+v", jt.Progress, want)
		}
		_, err = c.JobTodos(ctx, 999999)
		wantStatus(t, err, 404, steward.ENOTFOUND)
	})

	t.Run("ErrCompleteWithRequiredMissing", func(t *testing.T) {
		if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("in_progress")}); err != nil {
			t.Fatal(err)
		}
		_, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("completed")})
		wantStatus(t, err, 409, steward.ETRANSITION)
		wantMessage(t, err, `required checklist item(s) not done: "Towels"`)
		// A job created after the list kept only a required photo item:
		// it is refused until a photo is uploaded (see TestProWork).
		if _, err := c.UpdateTodoList(ctx, a.ID, l.ID, client.TodoListInput{Name: "Light", ServiceType: "restocking",
			Items: []client.TodoItemInput{{ID: photo, Description: "Photo", Kind: "photo", Required: true}}}); err != nil {
			t.Fatal(err)
		}
		k, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "restocking", ScheduledAt: time.Now().Add(72 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		c.UpdateJob(ctx, k.ID, client.JobUpdate{Status: ptr("in_progress")})
		_, err = c.UpdateJob(ctx, k.ID, client.JobUpdate{Status: ptr("completed")})
		wantStatus(t, err, 409, steward.ETRANSITION)
		wantMessage(t, err, `required checklist item(s) not done: "Photo (photo)"`)
	})

	t.Run("Validation", func(t *testing.T) {
		many := make([]string, 101)
		for i := range many {
			many[i] = fmt.Sprintf(`{"description":"item %d"}`, i)
		}
		path := fmt.Sprintf("/api/v1/addresses/%d/todos", a.ID)
		for _, tc := range []struct{ method, path, body, message string }{
			{"POST", path, `{"name":" ","service_type":"cleaning"}`, "Missing required field: name"},
			{"POST", path, `{"name":"X"}`, "Missing required field: service_type"},
			{"POST", path, `{"name":"X","service_type":"gardening"}`, `Invalid service_type "gardening"`},
			{"POST", path, `{"name":"X","service_type":"cleaning","items":[{"description":"a","kind":"video"}]}`, `Invalid items[0].kind "video"`},
			{"POST", path, `{"name":"X","service_type":"cleaning","items":[{"description":""}]}`, "Missing required field: items[0].description"},
			{"POST", path, `{"name":"X","service_type":"cleaning","items":[` + strings.Join(many, ",") + `]}`, "at most 100 items"},
			{"POST", path, `{"name":"X","service_type":"cleaning","items":[{"id":5,"description":"a"}]}`, "a new list's items have no id"},
			{"PATCH", fmt.Sprintf("%s/%d", path, l.ID), `{"name":"X","service_type":"cleaning"}`, "Missing required field: items"},
			{"PATCH", fmt.Sprintf("%s/%d", path, l.ID), `{"name":"X","service_type":"cleaning","items":[{"id":` + fmt.Sprint(coffee) + `,"description":"a"}]}`, "is not in this list"},
		} {
			raw(t, c, tc.method, tc.path, tc.body, "Content-Type", "application/json").want(t, 400, steward.EVALIDATION, tc.message)
		}
		r := raw(t, c, "PATCH", fmt.Sprintf("%s/999999", path), `{"name":"X","service_type":"cleaning","items":[]}`, "Content-Type", "application/json")
		r.want(t, 404, steward.ENOTFOUND, "To-do list not found")
	})

	t.Run("Delete", func(t *testing.T) {
		if err := c.DeleteTodoList(ctx, a.ID, l.ID); err != nil {
			t.Fatal(err)
		}
		wantStatus(t, c.DeleteTodoList(ctx, a.ID, l.ID), 404, steward.ENOTFOUND)
		other := signupWithKey(t, url)
		wantStatus(t, other.DeleteTodoList(ctx, a.ID, defaults[0].ID), 404, steward.ENOTFOUND)
		if lists, _ := c.ListTodos(ctx, a.ID); len(lists) != 2 {
			t.Errorf("lists after delete = %+v; want the two defaults", lists)
		}
		if jt, err := c.JobTodos(ctx, j.ID); err != nil || len(jt.Todos) != 1 || len(jt.Todos[0].Items) != 3 {
			t.Errorf("job todos after the list's deletion = %+v, %v; want the copy intact", jt, err)
		}
	})
}
