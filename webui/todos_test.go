package webui

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// listNamed finds the property's list called name, or fails.
func listNamed(t *testing.T, h *harness, u *user, addressID int64, name string) *steward.TodoList {
	t.Helper()
	lists, err := h.web.Todos.FindTodoLists(context.Background(), u.Account, addressID)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lists {
		if l.Name == name {
			return l
		}
	}
	t.Fatalf("no list %q at address %d (%d lists)", name, addressID, len(lists))
	return nil
}

// itemsOf describes a list's items as "description/kind/required", in order.
func itemsOf(l *steward.TodoList) string {
	var s []string
	for _, it := range l.Items {
		s = append(s, fmt.Sprintf("%s/%s/%v", it.Description, it.Kind, it.Required))
	}
	return strings.Join(s, ", ")
}

// TestTodoListForms edits a property's to-do lists on its page, through
// TodoService: add a list (blank rows left out), the service's messages
// next to the row they name, rename and replace items (kind, required, a
// new item, a removed one), move up and down, delete after a confirmation;
// another account's list is not found and a cross-site post changes nothing.
func TestTodoListForms(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		prop := fmt.Sprintf("/app/properties/%d", villa)
		turnover := listNamed(t, h, u, villa, "Turnover cleaning")
		u.get(prop).wantStatus(200).wantText(fmt.Sprintf(`action="%s/todos/%d"`, prop, turnover.ID), `value="Turnover cleaning"`,
			"Add a to-do list", `action="`+prop+`/todos"`, fmt.Sprintf(`action="%s/todos/%d/delete"`, prop, turnover.ID))

		// Add: row 1 is blank and left out, so the service's items[1] is row 2.
		add := url.Values{"name": {"Pool"}, "service_type": {"maintenance"},
			"items[0].description": {"Skim the surface"}, "items[0].kind": {"check"},
			"items[1].description": {""}, "items[1].kind": {"check"},
			"items[2].description": {"Chlorine level"}, "items[2].kind": {"video"}, "items[2].required": {"on"}}
		u.post(prop+"/todos", add).wantStatus(400).
			wantFieldError("todo-new-items[2].kind", `Invalid items[1].kind "video": must be one of check, photo, count`).
			wantText(`value="Chlorine level"`, `value="Pool"`)
		noName := url.Values{"name": {""}, "service_type": {"maintenance"}, "items[0].description": {"Skim"}}
		u.post(prop+"/todos", noName).wantStatus(400).wantFieldError("todo-new-name", "Missing required field: name")
		add.Set("items[2].kind", "count")
		p := u.post(prop+"/todos", add).wantRedirect(prop + "?done=todo-created#todo-*")
		pool := listNamed(t, h, u, villa, "Pool")
		if pool.ServiceType != steward.Maintenance || itemsOf(pool) != "Skim the surface/check/false, Chlorine level/count/true" {
			t.Fatalf("created list: %s %s", pool.ServiceType, itemsOf(pool))
		}
		u.follow(p).wantText("To-do list added.", `value="Chlorine level"`)
		path := fmt.Sprintf("%s/todos/%d", prop, pool.ID)
		formID := fmt.Sprintf("todo-%d", pool.ID)

		// Replace: rename, change kinds, remove an item, add one.
		skim, chlorine := strconv64(pool.Items[0].ID), strconv64(pool.Items[1].ID)
		edit := func(kv ...string) url.Values {
			v := url.Values{"name": {"Pool and spa"}, "service_type": {"maintenance"},
				"items[0].id": {skim}, "items[0].description": {"Skim the surface"}, "items[0].kind": {"photo"}, "items[0].required": {"on"},
				"items[1].id": {chlorine}, "items[1].description": {"Chlorine level"}, "items[1].kind": {"count"}, "items[1].remove": {"on"},
				"items[2].description": {"Spa cover on"}, "items[2].kind": {"check"},
				"items[3].description": {""}, "items[3].kind": {"check"}}
			for i := 0; i+1 < len(kv); i += 2 {
				v.Set(kv[i], kv[i+1])
			}
			return v
		}
		u.post(path, edit("items[0].description", " ")).wantStatus(400).
			wantFieldError(formID+"-items[0].description", "Missing required field: items[0].description")
		if got := itemsOf(listNamed(t, h, u, villa, "Pool")); got != "Skim the surface/check/false, Chlorine level/count/true" {
			t.Fatalf("a refused edit changed the list: %s", got)
		}
		u.post(path, edit("items[1].id", "999999", "items[1].remove", "")).wantStatus(400).
			wantText(`Invalid items[1].id: item 999999 is not in this list`)
		u.post(path, edit()).wantRedirect(prop + "?done=todo-saved#" + formID)
		pool = listNamed(t, h, u, villa, "Pool and spa")
		if got := itemsOf(pool); got != "Skim the surface/photo/true, Spa cover on/check/false" || strconv64(pool.Items[0].ID) != skim {
			t.Fatalf("saved list: %s (first id %d, want %s)", got, pool.Items[0].ID, skim)
		}

		// Move: the button saves the form with its row moved.
		spa := strconv64(pool.Items[1].ID)
		rows := url.Values{"name": {"Pool and spa"}, "service_type": {"maintenance"},
			"items[0].id": {skim}, "items[0].description": {"Skim the surface"}, "items[0].kind": {"photo"}, "items[0].required": {"on"},
			"items[1].id": {spa}, "items[1].description": {"Spa cover on"}, "items[1].kind": {"check"}}
		u.get(prop).wantText(`name="move" value="0:down"`, `name="move" value="1:up"`, `aria-label="Move Item 2 up"`)
		rows.Set("move", "1:up")
		u.post(path, rows).wantRedirect(prop + "?done=todo-saved#" + formID)
		if got := itemsOf(listNamed(t, h, u, villa, "Pool and spa")); got != "Spa cover on/check/false, Skim the surface/photo/true" {
			t.Fatalf("after move up: %s", got)
		}
		rows = url.Values{"name": {"Pool and spa"}, "service_type": {"maintenance"},
			"items[0].id": {spa}, "items[0].description": {"Spa cover on"}, "items[0].kind": {"check"},
			"items[1].id": {skim}, "items[1].description": {"Skim the surface"}, "items[1].kind": {"photo"}, "items[1].required": {"on"},
			"move": {"0:down"}}
		u.post(path, rows).wantRedirect(prop + "?done=todo-saved#" + formID)
		if got := itemsOf(listNamed(t, h, u, villa, "Pool and spa")); got != "Skim the surface/photo/true, Spa cover on/check/false" {
			t.Fatalf("after move down: %s", got)
		}

		// Another account, and a cross-site post.
		other.post(path, edit()).wantStatus(404)
		other.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantStatus(404)
		u.post(path, edit("name", "Hijacked"), "Sec-Fetch-Site", "cross-site").wantStatus(403)
		listNamed(t, h, u, villa, "Pool and spa")

		// Delete asks first (without JavaScript: a confirmation page).
		u.post(path+"/delete", nil).wantStatus(200).wantText("Delete the to-do list Pool and spa?", `name="confirmed" value="yes"`)
		listNamed(t, h, u, villa, "Pool and spa")
		u.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantRedirect(prop + "?done=todo-deleted#todos-h")
		u.get(prop + "?done=todo-deleted").wantText("To-do list deleted.").wantNoText("Pool and spa")
		u.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantStatus(404)
	})
}

func strconv64(id int64) string { return fmt.Sprint(id) }

// TestJobChecklist shows a job's own checklist copy with its progress on
// the job's page: only its service type's lists, the pro's ticks and
// counts, "done of total" and the required items not done (a photo item
// without its photo among them); editing the property's list afterwards leaves the copy.
func TestJobChecklist(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u := h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		restock, err := h.web.Todos.CreateTodoList(ctx, u.Account, villa, steward.TodoListInput{Name: "Restock", ServiceType: steward.Cleaning,
			Items: []steward.TodoItemInput{{Description: "Towels", Kind: steward.TodoCount, Required: true},
				{Description: "Photo of the kitchen", Kind: steward.TodoPhoto, Required: true},
				{Description: "Coffee pods", Kind: steward.TodoCount, Required: true}}})
		if err != nil {
			t.Fatal(err)
		}
		job, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(24 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		jt, err := h.web.Todos.FindJobTodos(ctx, u.Account, job.ID)
		if err != nil {
			t.Fatal(err)
		}
		var towels int64
		for _, l := range jt.Todos {
			for _, it := range l.Items {
				if it.Description == "Towels" {
					towels = it.ID
				}
			}
		}
		six := 6
		if jt, err = h.web.Todos.CompleteTodoItem(ctx, u.Account, job.ID, towels, true, &six, time.Time{}); err != nil {
			t.Fatal(err)
		}
		if jt.Progress.Done != 1 || jt.Progress.RequiredMissing != 2 {
			t.Fatalf("progress %+v; want 1 done, 2 required missing (coffee pods, the photo)", jt.Progress)
		}
		jobPath := fmt.Sprintf("/app/jobs/%d", job.ID)
		u.get(jobPath).wantStatus(200).wantText("Checklist", "Turnover cleaning", "Restock", "Count: 6",
			fmt.Sprintf("1 of %d done", jt.Progress.Total), "2 required not done", "(done)").
			wantNoText("Maintenance inspection")

		// The property's list changes; the job keeps its copy.
		u.post(fmt.Sprintf("/app/properties/%d/todos/%d", villa, restock.ID), url.Values{"name": {"Restock v2"}, "service_type": {"cleaning"},
			"items[0].description": {"Soap"}, "items[0].kind": {"check"}}).wantRedirect("/app/properties/*")
		u.get(jobPath).wantText("Restock", "Towels", "Coffee pods").wantNoText("Restock v2")

		// An inspection gets the inspection list only.
		insp, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Inspection, ScheduledAt: t0.Add(48 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		u.get(fmt.Sprintf("/app/jobs/%d", insp.ID)).wantText("Maintenance inspection", "0 of ").wantNoText("Turnover cleaning")
		// Another account's job is not found.
		h.signup().get(jobPath).wantStatus(404)
	})
}
