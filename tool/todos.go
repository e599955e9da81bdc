package tool

import (
	"fmt"

	"github.com/stewardhq/steward"
)

type todoItemArgs struct {
	ID          int64  `json:"id,omitempty" jsonschema:"update_todo_list only: keep this item of the list (in its new position)"`
	Description string `json:"description" jsonschema:"what to do"`
	Kind        string `json:"kind,omitempty" jsonschema:"check (the default), photo (a photo is required) or count (e.g. towels restocked)"`
	Required    bool   `json:"required,omitempty" jsonschema:"a required item not done keeps the job from completing (a photo item is done when the pro uploads its photo)"`
}

type todoListArgs struct {
	AddressID   int64          `json:"address_id" jsonschema:"the property's address id"`
	ListID      int64          `json:"list_id,omitempty" jsonschema:"update_todo_list only: the list to replace"`
	Name        string         `json:"name" jsonschema:"the list's name"`
	ServiceType string         `json:"service_type" jsonschema:"the job type the list is for: cleaning, maintenance, inspection or restocking"`
	Items       []todoItemArgs `json:"items,omitempty" jsonschema:"the items in order (at most 100)"`
}

func (in *todoListArgs) input() steward.TodoListInput {
	out := steward.TodoListInput{Name: in.Name, ServiceType: steward.ServiceType(in.ServiceType)}
	for _, it := range in.Items {
		out.Items = append(out.Items, steward.TodoItemInput{ID: it.ID, Description: it.Description, Kind: steward.TodoKind(it.Kind), Required: it.Required})
	}
	return out
}

var createTodoListTool = define(Tool{
	Name:        "create_todo_list",
	Title:       "Create a to-do list",
	Description: "Add a checklist to a property for one service type; new jobs of that type there get their own copy of it.",
}, func(c *call, in *todoListArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	l, err := c.Todos.CreateTodoList(c.ctx, c.acct, in.AddressID, in.input())
	if err != nil {
		return nil, err
	}
	return &Result{Value: l, Text: "Created " + todoText([]*steward.TodoList{l})}, nil
})

var updateTodoListTool = define(Tool{
	Name:        "update_todo_list",
	Title:       "Replace a to-do list",
	Description: "Replace a property's to-do list: its name, service type and items in order. Items with an id keep that item, items without one are new, the list's items left out are deleted. Jobs already created keep their copies.",
	Idempotent:  true,
}, func(c *call, in *todoListArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if err := positive("list_id", in.ListID); err != nil {
		return nil, err
	}
	l, err := c.Todos.UpdateTodoList(c.ctx, c.acct, in.AddressID, in.ListID, in.input())
	if err != nil {
		return nil, err
	}
	return &Result{Value: l, Text: "Replaced " + todoText([]*steward.TodoList{l})}, nil
})

type todoListIDArgs struct {
	AddressID int64 `json:"address_id" jsonschema:"the property's address id"`
	ListID    int64 `json:"list_id" jsonschema:"the to-do list"`
}

var deleteTodoListTool = define(Tool{
	Name:        "delete_todo_list",
	Title:       "Delete a to-do list",
	Description: "Delete one of a property's to-do lists. Jobs already created keep their copies.",
	Destructive: true,
}, func(c *call, in *todoListIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	} else if err := positive("list_id", in.ListID); err != nil {
		return nil, err
	}
	if err := c.Todos.DeleteTodoList(c.ctx, c.acct, in.AddressID, in.ListID); err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"deleted": true}, Text: fmt.Sprintf("To-do list %d deleted.", in.ListID)}, nil
})

type jobIDOnlyArgs struct {
	JobID int64 `json:"job_id" jsonschema:"the job's id"`
}

var getJobTodosTool = define(Tool{
	Name:        "get_job_todos",
	Title:       "Read a job's checklist",
	Description: "Read a job's own checklist (copied from its property's lists when it was created), what the pro ticked, and the progress. A required item not done keeps the job from completing: a photo item is done when the pro uploads a photo for it (see get_job_work).",
	ReadOnly:    true, Idempotent: true,
}, func(c *call, in *jobIDOnlyArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	jt, err := c.Todos.FindJobTodos(c.ctx, c.acct, in.JobID)
	if err != nil {
		return nil, err
	}
	p := jt.Progress
	return &Result{Value: jt, Text: fmt.Sprintf("%d of %d done, %d required missing.\n%s", p.Done, p.Total, p.RequiredMissing, todoText(jt.Todos))}, nil
})
