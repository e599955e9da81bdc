package steward

import "context"

// TodoList is a checklist attached to an address, such as the turnover
// checklist a cleaner follows. Every new address gets default lists derived
// from its rooms (see DefaultTodoLists).
type TodoList struct {
	ID        int64      `json:"id"`
	AddressID int64      `json:"-"`
	Name      string     `json:"name"`
	Items     []TodoItem `json:"items"`
}

// TodoItem is one line of a TodoList; Order is its position, from 1.
type TodoItem struct {
	ID          int64  `json:"id"`
	Description string `json:"description"`
	Completed   bool   `json:"completed"`
	Order       int    `json:"order"`
}

// TodoService reads to-do lists, scoped to accountID.
//
// Errors: ENOTFOUND ("Address not found") when the address is not the account's.
type TodoService interface {
	FindTodoLists(ctx context.Context, accountID, addressID int64) ([]*TodoList, error)
}
