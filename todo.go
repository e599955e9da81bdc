package steward

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// TodoList is a checklist attached to an address, such as the turnover
// checklist a cleaner follows. Every new address gets default lists derived
// from its rooms (see DefaultTodoLists). ServiceType is the job type it is
// for: a new job of that type at the address gets its own copy of the list
// (see JobTodos), so later edits of the list do not rewrite a job's record.
type TodoList struct {
	ID          int64       `json:"id"`
	AddressID   int64       `json:"-"`
	Name        string      `json:"name"`
	ServiceType ServiceType `json:"service_type"`
	Items       []TodoItem  `json:"items"`
}

// TodoKind is what ticking a to-do item takes.
type TodoKind string

// The three kinds of to-do item.
const (
	TodoCheck TodoKind = "check" // done when ticked
	TodoPhoto TodoKind = "photo" // done when the pro uploads a photo for it (see TodoItem.PhotoAttached)
	TodoCount TodoKind = "count" // done when ticked with a count, such as the towels restocked
)

// TodoKinds lists every kind in a stable order.
var TodoKinds = []TodoKind{TodoCheck, TodoPhoto, TodoCount}

// Valid reports whether k is one of the three kinds.
func (k TodoKind) Valid() bool { return k == TodoCheck || k == TodoPhoto || k == TodoCount }

// TodoItem is one line of a TodoList; Order is its position, from 1. In a
// job's copy, Completed, Count and CompletedAt record the pro's ticking
// (see CompleteTodoItem); in an address's list they stay unset.
type TodoItem struct {
	ID          int64      `json:"id"`
	Description string     `json:"description"`
	Kind        TodoKind   `json:"kind"`
	Required    bool       `json:"required"`
	Completed   bool       `json:"completed"`
	Order       int        `json:"order"`
	Count       *int       `json:"count"`        // a ticked count item's count; null otherwise
	CompletedAt *time.Time `json:"completed_at"` // when a job's item was ticked; null otherwise
}

// Limits of a to-do list.
const (
	MaxTodoLists   = 50  // per address
	MaxTodoItems   = 100 // per list
	MaxTodoNameLen = 200
	MaxTodoItemLen = 1000
	MaxTodoCount   = 1_000_000
)

// TodoListInput is what it takes to create a list, or to replace one
// (UpdateTodoList): items with an ID keep that item (its ID), in their new
// position; items without one are new; the list's items missing from
// Items are deleted.
type TodoListInput struct {
	Name        string
	ServiceType ServiceType
	Items       []TodoItemInput
}

// TodoItemInput is one item of a TodoListInput. An empty Kind is TodoCheck.
type TodoItemInput struct {
	ID          int64
	Description string
	Kind        TodoKind
	Required    bool
}

// Validate checks the list's own fields and fills in default kinds; that
// the item IDs are the list's is checked by the store.
func (in *TodoListInput) Validate() error {
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" {
		return MissingField("name")
	} else if err := CheckText("name", in.Name, MaxTodoNameLen); err != nil {
		return err
	} else if in.ServiceType == "" {
		return MissingField("service_type")
	} else if !in.ServiceType.Valid() {
		return invalidServiceType("service_type", in.ServiceType)
	} else if len(in.Items) > MaxTodoItems {
		return Errorf(EVALIDATION, "Invalid items: at most %d items", MaxTodoItems)
	}
	seen := make(map[int64]bool, len(in.Items))
	for i := range in.Items {
		it := &in.Items[i]
		field := fmt.Sprintf("items[%d]", i)
		it.Description = strings.TrimSpace(it.Description)
		if it.Kind == "" {
			it.Kind = TodoCheck
		}
		switch {
		case it.ID < 0:
			return Errorf(EVALIDATION, "Invalid %s.id: must be a positive integer", field)
		case it.ID > 0 && seen[it.ID]:
			return Errorf(EVALIDATION, "Invalid %s.id: item %d is given twice", field, it.ID)
		case it.Description == "":
			return MissingField(field + ".description")
		case !it.Kind.Valid():
			return Errorf(EVALIDATION, "Invalid %s.kind %q: must be one of check, photo, count", field, string(it.Kind))
		}
		if err := CheckText(field+".description", it.Description, MaxTodoItemLen); err != nil {
			return err
		}
		seen[it.ID] = true
	}
	return nil
}

// TodoProgress is how far a job's checklist is: items done of the total,
// and the required items not done that block completing the job (a
// required photo item without a photo among them).
type TodoProgress struct {
	Done            int `json:"done"`
	Total           int `json:"total"`
	RequiredMissing int `json:"required_missing"`
}

// JobTodos is a job's own copy of its checklists, taken when the job was
// created from its address's lists of the job's service type, with the
// pro's ticking and the progress it comes to.
type JobTodos struct {
	JobID    int64        `json:"job_id"`
	Todos    []*TodoList  `json:"todos"`
	Progress TodoProgress `json:"progress"`
}

// Blocking reports whether item, not done, keeps a job from completing:
// whether it is required and not done (a photo item is done once a photo
// of it is uploaded; see TodoProgress).
func (item TodoItem) Blocking() bool {
	return item.Required && !item.Completed
}

// ProgressOf counts the items of lists (see TodoProgress), and returns the
// blocking ones (see TodoItem.Blocking) as the error of completing the job
// names them: their descriptions, a photo item's followed by "(photo)".
func ProgressOf(lists []*TodoList) (TodoProgress, []string) {
	var p TodoProgress
	var missing []string
	for _, l := range lists {
		for _, it := range l.Items {
			p.Total++
			if it.Completed {
				p.Done++
			} else if it.Blocking() {
				p.RequiredMissing++
				name := it.Description
				if it.Kind == TodoPhoto {
					name += " (photo)"
				}
				missing = append(missing, name)
			}
		}
	}
	return p, missing
}

// Tick returns item as the pro's ticking at leaves it (see
// TodoService.CompleteTodoItem) on job j: completed, a count item with
// its count (required when completing it, refused on other kinds), or
// unticked (count and time cleared). A completed or cancelled job's
// checklist is final (ETRANSITION).
func (item TodoItem) Tick(j Job, completed bool, count *int, at time.Time) (TodoItem, error) {
	if j.Status.Final() {
		return TodoItem{}, Errorf(ETRANSITION, "Cannot change the checklist of a job that is %s", j.Status)
	}
	if count != nil && item.Kind != TodoCount {
		return TodoItem{}, Errorf(EVALIDATION, "Invalid count: item %q is a %s item, not a count item", item.Description, item.Kind)
	} else if count != nil && (*count < 0 || *count > MaxTodoCount) {
		return TodoItem{}, Errorf(EVALIDATION, "Invalid count: must be between 0 and %d", MaxTodoCount)
	} else if completed && item.Kind == TodoCount && count == nil {
		return TodoItem{}, Errorf(EVALIDATION, "Missing required field: count (item %q is a count item)", item.Description)
	} else if item.Kind == TodoPhoto {
		return TodoItem{}, Errorf(EVALIDATION, "Invalid item: %q is a photo item: it is done when a photo is uploaded for it "+
			"(POST /api/v1/pro/jobs/{id}/photos with its item_id), and undone when its photos are deleted", item.Description)
	} else if err := CheckTime("occurred_at", at); err != nil {
		return TodoItem{}, err
	}
	item.Completed = completed
	item.Count, item.CompletedAt = nil, nil
	if completed {
		at = at.UTC()
		item.Count, item.CompletedAt = count, &at
	}
	return item, nil
}

// PhotoAttached returns item, a photo item of job j, done by a photo
// taken at (or, when done, as it was): a photo is what completes it, not a
// tick. EVALIDATION for an item of another kind, ETRANSITION once the
// job is completed or cancelled.
func (item TodoItem) PhotoAttached(j Job, at time.Time) (TodoItem, error) {
	if item.Kind != TodoPhoto {
		return TodoItem{}, Errorf(EVALIDATION, "Invalid item_id: item %q is a %s item, not a photo item", item.Description, item.Kind)
	} else if j.Status.Final() {
		return TodoItem{}, Errorf(ETRANSITION, "Cannot change the checklist of a job that is %s", j.Status)
	}
	if !item.Completed {
		at = at.UTC()
		item.Completed, item.CompletedAt = true, &at
	}
	return item, nil
}

// Ticked reports whether item already is as ticking it so at leaves it
// (see Tick): a replayed tick, refused now that the job is finished, was
// applied.
func (item TodoItem) Ticked(completed bool, count *int, at time.Time) bool {
	if item.Completed != completed {
		return false
	} else if !completed {
		return item.CompletedAt == nil
	}
	sameCount := count == nil && item.Count == nil || count != nil && item.Count != nil && *count == *item.Count
	return sameCount && item.CompletedAt != nil && item.CompletedAt.Equal(at)
}

// TodoService reads and edits the to-do lists of the account's addresses,
// and the copies its jobs carry, scoped to accountID.
//
// Errors: ENOTFOUND ("Address not found", "To-do list not found", "Job
// not found", "To-do item not found") for what is not the account's;
// EVALIDATION for bad input (see TodoListInput.Validate), more than
// MaxTodoLists lists at an address, or an item ID not of the list;
// ETRANSITION when ticking a completed or cancelled job's item.
type TodoService interface {
	FindTodoLists(ctx context.Context, accountID, addressID int64) ([]*TodoList, error)
	CreateTodoList(ctx context.Context, accountID, addressID int64, in TodoListInput) (*TodoList, error)
	// UpdateTodoList replaces the list's name, service type and items
	// (see TodoListInput). Jobs created before keep their copies.
	UpdateTodoList(ctx context.Context, accountID, addressID, listID int64, in TodoListInput) (*TodoList, error)
	DeleteTodoList(ctx context.Context, accountID, addressID, listID int64) error
	// FindJobTodos returns a job's own checklists and their progress.
	FindJobTodos(ctx context.Context, accountID, jobID int64) (*JobTodos, error)
	// CompleteTodoItem ticks (or unticks) item itemID of job jobID's
	// checklist, as the pro did at occurredAt (the zero time is now); see
	// TodoItem.Tick. It returns the job's checklists after the change.
	CompleteTodoItem(ctx context.Context, accountID, jobID, itemID int64, completed bool, count *int, occurredAt time.Time) (*JobTodos, error)
}
