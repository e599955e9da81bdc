package webui

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// A to-do list form holds the list's name and service type and its items
// as indexed fields, items[i].id (hidden, for an existing item),
// items[i].description, items[i].kind, items[i].required and, for an
// existing item, items[i].remove. The indices are the rows' order on the
// page; a row with neither an id nor a description is left out, so the
// blank rows at the end add items only when filled in. The "move" button,
// "i:up" or "i:down", swaps row i with its neighbour before the list is
// saved, so a move saves the whole form.

// todoForm is one list's form on the property page: an existing list's,
// or the "Add a to-do list" form (ListID 0).
type todoForm struct {
	Form           *form
	ListID         int64
	Title, Action  string
	Rows           []todoRowView
	ServiceOptions []option
	KindOptions    []option
	// RequiredOptions and RemoveOptions are the rows' one-box choices.
	RequiredOptions, RemoveOptions []option
}

// todoRowView is one item row, with its field names.
type todoRowView struct {
	ID, IDName           string
	Label                string
	Desc, Kind, Req, Rem string
	Up, Down             string // the move buttons' values; empty: no button
}

var (
	kindOptions     = []option{{string(steward.TodoCheck), "Check"}, {string(steward.TodoPhoto), "Photo"}, {string(steward.TodoCount), "Count"}}
	requiredOptions = []option{{"on", "Required"}}
	removeOptions   = []option{{"on", "Remove"}}
)

// blankTodoRows is how many empty rows a form offers for new items.
const (
	blankTodoRows    = 2
	blankNewListRows = 5
)

// todoRow is one row of a posted form.
type todoRow struct {
	ID, Description, Kind string
	Required, Remove      bool
}

func itemField(i int, name string) string { return fmt.Sprintf("items[%d].%s", i, name) }

// todoRows reads the form's rows, in order.
func todoRows(f *form) []todoRow {
	var rows []todoRow
	for i := 0; i < steward.MaxTodoItems+50; i++ {
		if _, ok := f.Values[itemField(i, "description")]; !ok {
			break
		}
		rows = append(rows, todoRow{ID: f.Get(itemField(i, "id")), Description: f.Values.Get(itemField(i, "description")),
			Kind: f.Get(itemField(i, "kind")), Required: f.Get(itemField(i, "required")) != "", Remove: f.Get(itemField(i, "remove")) != ""})
	}
	return rows
}

// setTodoRows writes rows back into the form's values, in their order.
func setTodoRows(f *form, rows []todoRow) {
	for k := range f.Values {
		if strings.HasPrefix(k, "items[") {
			delete(f.Values, k)
		}
	}
	for i, r := range rows {
		if r.ID != "" {
			f.Values.Set(itemField(i, "id"), r.ID)
		}
		f.Values.Set(itemField(i, "description"), r.Description)
		f.Values.Set(itemField(i, "kind"), r.Kind)
		if r.Required {
			f.Values.Set(itemField(i, "required"), "on")
		}
		if r.Remove {
			f.Values.Set(itemField(i, "remove"), "on")
		}
	}
}

// moveTodoRow applies the form's move button ("i:up", "i:down"), if any.
func moveTodoRow(f *form, rows []todoRow) {
	i, dir, ok := strings.Cut(f.Get("move"), ":")
	n, err := strconv.Atoi(i)
	if !ok || err != nil || n < 0 || n >= len(rows) {
		return
	}
	m := n - 1
	if dir == "down" {
		m = n + 1
	}
	if m >= 0 && m < len(rows) {
		rows[n], rows[m] = rows[m], rows[n]
	}
}

// todoListInput builds the service's input from the rows, as the API's
// PATCH /addresses/{id}/todos/{list_id} body would be, and the row of each
// input item, to put the service's messages next to their row.
func todoListInput(f *form, rows []todoRow) (steward.TodoListInput, []int, error) {
	in := steward.TodoListInput{Name: f.Get("name"), ServiceType: steward.ServiceType(f.Get("service_type"))}
	var rowOf []int
	for i, r := range rows {
		if r.Remove && r.ID != "" || r.ID == "" && strings.TrimSpace(r.Description) == "" {
			continue
		}
		it := steward.TodoItemInput{Description: r.Description, Kind: steward.TodoKind(r.Kind), Required: r.Required}
		if r.ID != "" {
			id, err := strconv.ParseInt(r.ID, 10, 64)
			if err != nil || id <= 0 {
				return in, rowOf, steward.Errorf(steward.EVALIDATION, "Invalid items[%d].id: must be a positive integer", len(in.Items))
			}
			it.ID = id
		}
		rowOf = append(rowOf, i)
		in.Items = append(in.Items, it)
	}
	return in, rowOf, nil
}

var itemFieldRE = regexp.MustCompile(`^items\[(\d+)\]\.(\w+)$`)

// failTodo records err on f, next to the row's field it names (an item's
// hidden id is shown at its description).
func failTodo(f *form, err error, rowOf []int) {
	f.fail(err)
	field := fieldOf(f.Error)
	if steward.ErrorCode(err) != steward.EVALIDATION || field == "name" || field == "service_type" {
		return
	}
	delete(f.Errors, field)
	f.ErrorField = ""
	m := itemFieldRE.FindStringSubmatch(field)
	if m == nil {
		return
	}
	j, _ := strconv.Atoi(m[1])
	if j >= len(rowOf) {
		return
	}
	name := m[2]
	if name != "kind" {
		name = "description"
	}
	field = itemField(rowOf[j], name)
	f.Errors[field] = f.Error
	f.ErrorField = f.ID + "-" + field
}

// newTodoForm is the form of list l (nil: a new list), with blank rows
// for new items.
func newTodoForm(addressID int64, l *steward.TodoList) *todoForm {
	if l == nil {
		f := newForm("todo-new", nil)
		f.Values.Set("service_type", string(steward.Cleaning))
		setTodoRows(f, make([]todoRow, blankNewListRows))
		return todoFormOf(addressID, 0, f)
	}
	f := newForm(fmt.Sprintf("todo-%d", l.ID), nil)
	f.Values.Set("name", l.Name)
	f.Values.Set("service_type", string(l.ServiceType))
	rows := make([]todoRow, 0, len(l.Items)+blankTodoRows)
	for _, it := range l.Items {
		rows = append(rows, todoRow{ID: strconv.FormatInt(it.ID, 10), Description: it.Description, Kind: string(it.Kind), Required: it.Required})
	}
	setTodoRows(f, append(rows, make([]todoRow, blankTodoRows)...))
	return todoFormOf(addressID, l.ID, f)
}

// todoFormOf lays out form f of list listID (0: a new list) for the page.
func todoFormOf(addressID, listID int64, f *form) *todoForm {
	tf := &todoForm{Form: f, ListID: listID, ServiceOptions: serviceOptions(), KindOptions: kindOptions,
		RequiredOptions: requiredOptions, RemoveOptions: removeOptions,
		Title: "Add a to-do list", Action: fmt.Sprintf("/app/properties/%d/todos", addressID)}
	if listID != 0 {
		tf.Title = "Edit " + f.Get("name")
		tf.Action = fmt.Sprintf("/app/properties/%d/todos/%d", addressID, listID)
	}
	rows := todoRows(f)
	for i, r := range rows {
		if r.Kind == "" {
			f.Values.Set(itemField(i, "kind"), string(steward.TodoCheck))
		}
		v := todoRowView{ID: r.ID, IDName: itemField(i, "id"), Label: fmt.Sprintf("Item %d", i+1), Desc: itemField(i, "description"), Kind: itemField(i, "kind"),
			Req: itemField(i, "required")}
		if r.ID != "" {
			v.Rem = itemField(i, "remove")
		}
		if listID != 0 && i > 0 {
			v.Up = fmt.Sprintf("%d:up", i)
		}
		if listID != 0 && i < len(rows)-1 {
			v.Down = fmt.Sprintf("%d:down", i)
		}
		tf.Rows = append(tf.Rows, v)
	}
	return tf
}

// todoPath reads /app/properties/{id}/todos/{lid}.
func todoPath(r *http.Request) (addressID, listID int64, ok bool) { return pathIDs(r, "lid") }

var errTodoListNotFound = steward.Errorf(steward.ENOTFOUND, "To-do list not found")

func (s *Server) handleCreateTodoList(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "todo-new")
	if !ok {
		return
	}
	addressID, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	rows := todoRows(f)
	in, rowOf, err := todoListInput(f, rows)
	if err == nil {
		var l *steward.TodoList
		if l, err = s.Todos.CreateTodoList(r.Context(), accountID(r), addressID, in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=todo-created#todo-%d", addressID, l.ID), http.StatusSeeOther)
			return
		}
	}
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	failTodo(f, err, rowOf)
	s.renderPropertyForms(w, r, statusOf(err), nil, todoFormOf(addressID, 0, f))
}

func (s *Server) handleUpdateTodoList(w http.ResponseWriter, r *http.Request) {
	addressID, listID, ok := todoPath(r)
	if !ok {
		s.errorPage(w, r, errTodoListNotFound)
		return
	}
	f, ok := s.parseForm(w, r, fmt.Sprintf("todo-%d", listID))
	if !ok {
		return
	}
	rows := todoRows(f)
	moveTodoRow(f, rows)
	setTodoRows(f, rows)
	in, rowOf, err := todoListInput(f, rows)
	if err == nil {
		if _, err = s.Todos.UpdateTodoList(r.Context(), accountID(r), addressID, listID, in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=todo-saved#todo-%d", addressID, listID), http.StatusSeeOther)
			return
		}
	}
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	failTodo(f, err, rowOf)
	s.renderPropertyForms(w, r, statusOf(err), nil, todoFormOf(addressID, listID, f))
}

func (s *Server) handleDeleteTodoList(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "delete")
	if !ok {
		return
	}
	addressID, listID, ok := todoPath(r)
	if !ok {
		s.errorPage(w, r, errTodoListNotFound)
		return
	}
	back := fmt.Sprintf("/app/properties/%d", addressID)
	if f.Get("confirmed") != "yes" {
		lists, err := s.Todos.FindTodoLists(r.Context(), accountID(r), addressID)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		for _, l := range lists {
			if l.ID == listID {
				s.confirm(w, r, confirmPage{Heading: "Delete the to-do list " + l.Name + "?",
					Message: "New jobs no longer get it. Jobs that already have a copy keep theirs.",
					Action:  r.URL.Path, Button: "Delete list", Back: back + "#todo-" + strconv.FormatInt(listID, 10), BackText: "Keep the list"})
				return
			}
		}
		s.errorPage(w, r, errTodoListNotFound)
		return
	}
	if err := s.Todos.DeleteTodoList(r.Context(), accountID(r), addressID, listID); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, back+"?done=todo-deleted#todos-h", http.StatusSeeOther)
}
