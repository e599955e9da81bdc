package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The todos commands: a property's to-do lists, and a job's own copy
// (issue 17, item 4).

func (c *cli) todosCmd() *cobra.Command {
	cmd := group("todos", "List, create, replace and delete the to-do lists of a property; read a job's checklist")
	show := func(lists []*steward.TodoList) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			for i, l := range lists {
				if i > 0 {
					fmt.Fprintln(w)
				}
				fmt.Fprintf(w, "%s (list %d, %s)\n", l.Name, l.ID, l.ServiceType)
				for _, item := range l.Items {
					mark := "[ ]"
					if item.Completed {
						mark = "[x]"
					}
					extra := ""
					if item.Kind != steward.TodoCheck && item.Kind != "" {
						extra += " (" + string(item.Kind) + ")"
					}
					if item.Count != nil {
						extra += fmt.Sprintf(" = %d", *item.Count)
					}
					if item.Required {
						extra += " *required"
					}
					fmt.Fprintf(w, "  %s %d. %s%s  #%d\n", mark, item.Order, item.Description, extra, item.ID)
				}
			}
		}
	}
	list := c.apiCommand("list ADDRESS_ID", "Show a property's to-do lists", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		todos, err := cl.Recording(&raw).ListTodos(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, show(todos))
	})
	job := c.apiCommand("job JOB_ID", "Show a job's own checklist and its progress", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		jt, err := cl.Recording(&raw).JobTodos(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			p := jt.Progress
			fmt.Fprintf(w, "%d of %d done, %d required missing\n", p.Done, p.Total, p.RequiredMissing)
			show(jt.Todos)(w)
		})
	})
	const itemHelp = `an item, in order (repeat): "[#ID:][required:][check|photo|count:]DESCRIPTION"; #ID (replace only) keeps that item`
	edit := func(use, short string, replace bool) *cobra.Command {
		var in client.TodoListInput
		var items []string
		nargs := 1
		if replace {
			nargs = 2
		}
		e := &cobra.Command{
			Use: use, Short: short, Args: cobra.ExactArgs(nargs),
			RunE: func(cmd *cobra.Command, argv []string) error {
				ids := make([]int64, len(argv))
				for i, a := range argv {
					id, err := parseID(a)
					if err != nil {
						return err
					}
					ids[i] = id
				}
				in.Items = make([]client.TodoItemInput, len(items))
				for i, s := range items {
					in.Items[i] = parseTodoItem(s)
				}
				cl, err := c.client(true)
				if err != nil {
					return err
				}
				var raw json.RawMessage
				var l *steward.TodoList
				if replace {
					l, err = cl.Recording(&raw).UpdateTodoList(cmd.Context(), ids[0], ids[1], in)
				} else {
					l, err = cl.Recording(&raw).CreateTodoList(cmd.Context(), ids[0], in)
				}
				if err != nil {
					return c.classify(cmd.Context(), err)
				}
				return c.emit(raw, show([]*steward.TodoList{l}))
			},
		}
		e.Flags().StringVar(&in.Name, "name", "", "the list's name")
		e.Flags().StringVar(&in.ServiceType, "service-type", "", "the job type it is for: cleaning, maintenance, inspection or restocking")
		e.Flags().StringArrayVar(&items, "item", nil, itemHelp)
		return e
	}
	create := edit("create ADDRESS_ID --name NAME --service-type TYPE [--item ITEM]...", "Add a to-do list to a property", false)
	replace := edit("replace ADDRESS_ID LIST_ID --name NAME --service-type TYPE [--item ITEM]...",
		"Replace a to-do list: its name, service type and items in order (items left out are deleted)", true)
	del := c.calendarCmd("delete ADDRESS_ID LIST_ID", "Delete a to-do list (jobs keep their copies)", func(cmd *cobra.Command, cl *client.Client, addressID, id int64) error {
		if err := cl.DeleteTodoList(cmd.Context(), addressID, id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output != "json" {
			fmt.Fprintf(c.stdout, "To-do list %d deleted.\n", id)
		}
		return nil
	})
	cmd.AddCommand(list, create, replace, del, job)
	return cmd
}

// parseTodoItem reads a --item value: "[#ID:][required:][KIND:]DESCRIPTION".
func parseTodoItem(s string) client.TodoItemInput {
	var it client.TodoItemInput
	for {
		head, rest, ok := strings.Cut(s, ":")
		if !ok {
			break
		}
		switch h := strings.TrimSpace(head); {
		case strings.HasPrefix(h, "#"):
			id, err := strconv.ParseInt(h[1:], 10, 64)
			if err != nil {
				it.Description = s
				return it
			}
			it.ID = id
		case h == "required":
			it.Required = true
		case steward.TodoKind(h).Valid():
			it.Kind = h
		default:
			it.Description = s
			return it
		}
		s = rest
	}
	it.Description = s
	return it
}
