package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// todoListRequest is the v1 TodoListInput body of POST and PATCH
// /addresses/{address_id}/todos: PATCH replaces the whole list.
type todoListRequest struct {
	Name        *string            `json:"name"`
	ServiceType *string            `json:"service_type"`
	Items       *[]todoItemRequest `json:"items"`
}

// todoItemRequest is one item of a todoListRequest; an item with an id
// keeps that item of the list.
type todoItemRequest struct {
	ID          *int64  `json:"id"`
	Description *string `json:"description"`
	Kind        *string `json:"kind"`
	Required    *bool   `json:"required"`
}

func (req *todoListRequest) toInput(replace bool) (steward.TodoListInput, error) {
	if req.Name == nil {
		return steward.TodoListInput{}, steward.MissingField("name")
	} else if req.ServiceType == nil {
		return steward.TodoListInput{}, steward.MissingField("service_type")
	} else if replace && req.Items == nil {
		return steward.TodoListInput{}, steward.MissingField("items")
	}
	in := steward.TodoListInput{Name: *req.Name, ServiceType: steward.ServiceType(*req.ServiceType)}
	if req.Items != nil {
		if len(*req.Items) > steward.MaxTodoItems {
			return in, steward.Errorf(steward.EVALIDATION, "Invalid items: at most %d items", steward.MaxTodoItems)
		}
		for _, it := range *req.Items {
			in.Items = append(in.Items, steward.TodoItemInput{ID: deref(it.ID), Description: deref(it.Description),
				Kind: steward.TodoKind(deref(it.Kind)), Required: deref(it.Required)})
		}
	}
	return in, nil
}

var errTodoListNotFound = steward.Errorf(steward.ENOTFOUND, "To-do list not found")

func (s *Server) handleListTodos(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	lists, err := s.Todos.FindTodoLists(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"todos": lists})
}

func (s *Server) handleCreateTodoList(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	var req todoListRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toInput(false)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Todos.CreateTodoList(r.Context(), accountID(r.Context()), id, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, list)
}

func (s *Server) handleUpdateTodoList(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	listID, ok := pathID(r, "list_id")
	if !ok {
		s.writeError(w, r, errTodoListNotFound)
		return
	}
	var req todoListRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toInput(true)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Todos.UpdateTodoList(r.Context(), accountID(r.Context()), id, listID, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) handleDeleteTodoList(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	listID, ok := pathID(r, "list_id")
	if !ok {
		s.writeError(w, r, errTodoListNotFound)
		return
	}
	if err := s.Todos.DeleteTodoList(r.Context(), accountID(r.Context()), id, listID); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleJobTodos(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	todos, err := s.Todos.FindJobTodos(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, todos)
}
