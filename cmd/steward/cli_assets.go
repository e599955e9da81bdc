package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The assets commands: a property's equipment and its service tasks
// (issue 18, item 2; docs/operations.md).

const taskHelp = `a service task (repeat): "[#ID:]NAME:DAYS[:LAST_DONE]", e.g. "Replace filter:90:2026-01-15"; #ID (update only) keeps that task`

func (c *cli) assetsCmd() *cobra.Command {
	cmd := group("assets", "List, add, change and delete the equipment of a property and its service tasks", "equipment")
	show := func(list []*steward.Asset) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tKIND\tLOCATION\tMAKE/MODEL\tSTATUS\tSERVICE TASKS")
			for _, a := range list {
				var tasks []string
				for _, t := range a.ServiceTasks {
					tasks = append(tasks, fmt.Sprintf("#%d %s every %dd, due %s", t.ID, t.Name, t.IntervalDays, t.NextDueOn))
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\n", a.ID, a.Kind, dash(a.Location),
					dash(strings.TrimSpace(a.Make+" "+a.Model)), a.Status, dash(strings.Join(tasks, "; ")))
			}
		}
	}
	list := c.apiCommand("list ADDRESS_ID", "Show a property's equipment", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		assets, err := cl.Recording(&raw).ListAssets(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, show(assets))
	})

	var in client.AssetInput
	var installed string
	var tasks []string
	create := c.apiCommand("create ADDRESS_ID --kind KIND [--location ROOM] [--make M] [--model M] [--serial S] [--installed-on DATE] [--task TASK]...",
		"Add equipment to a property", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
			if cmd.Flags().Changed("installed-on") {
				in.InstalledOn = &installed
			}
			var err error
			if in.ServiceTasks, err = parseTasks(tasks); err != nil {
				return err
			}
			var raw json.RawMessage
			a, err := cl.Recording(&raw).CreateAsset(cmd.Context(), id, in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, show([]*steward.Asset{a}))
		})
	f := create.Flags()
	f.StringVar(&in.Kind, "kind", "", "what it is: HVAC, water heater, dishwasher, smoke alarms…")
	f.StringVar(&in.Location, "location", "", "the room or place")
	f.StringVar(&in.Make, "make", "", "the make")
	f.StringVar(&in.Model, "model", "", "the model")
	f.StringVar(&in.Serial, "serial", "", "the serial number")
	f.StringVar(&installed, "installed-on", "", "the install date, YYYY-MM-DD")
	f.StringVar(&in.Status, "status", "", "ok (default), needs_attention or out_of_service")
	f.StringArrayVar(&tasks, "task", nil, taskHelp)
	create.MarkFlagRequired("kind")

	var upd struct{ kind, location, make, model, serial, installed, status string }
	var updTasks []string
	var clearTasks bool
	update := c.apiCommand("update ID [--kind K] [--location L] [--make M] [--model M] [--serial S] [--installed-on DATE] [--status S] [--task TASK]... [--no-tasks]",
		"Change equipment; --task replaces its service tasks", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
			f := cmd.Flags()
			fields := map[string]any{}
			for flag, v := range map[string]string{"kind": upd.kind, "location": upd.location, "make": upd.make, "model": upd.model,
				"serial": upd.serial, "installed-on": upd.installed, "status": upd.status} {
				if f.Changed(flag) {
					fields[strings.ReplaceAll(flag, "-", "_")] = v
				}
			}
			if len(updTasks) > 0 || clearTasks {
				t, err := parseTasks(updTasks)
				if err != nil {
					return err
				}
				if t == nil {
					t = []client.ServiceTaskInput{}
				}
				fields["service_tasks"] = t
			}
			if len(fields) == 0 {
				return usageErr("nothing to change: give --kind, --location, --make, --model, --serial, --installed-on, --status, --task or --no-tasks")
			}
			var raw json.RawMessage
			a, err := cl.Recording(&raw).UpdateAsset(cmd.Context(), id, fields)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, show([]*steward.Asset{a}))
		})
	f = update.Flags()
	f.StringVar(&upd.kind, "kind", "", "what it is")
	f.StringVar(&upd.location, "location", "", "the room or place")
	f.StringVar(&upd.make, "make", "", "the make")
	f.StringVar(&upd.model, "model", "", "the model")
	f.StringVar(&upd.serial, "serial", "", "the serial number")
	f.StringVar(&upd.installed, "installed-on", "", "the install date, YYYY-MM-DD")
	f.StringVar(&upd.status, "status", "", "ok, needs_attention or out_of_service")
	f.StringArrayVar(&updTasks, "task", nil, taskHelp+"; the tasks left out are deleted")
	f.BoolVar(&clearTasks, "no-tasks", false, "delete all its service tasks")
	update.MarkFlagsMutuallyExclusive("task", "no-tasks")

	del := c.apiCommand("delete ID", "Delete equipment (its open service jobs are cancelled)", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.DeleteAsset(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output != "json" {
			fmt.Fprintf(c.stdout, "Asset %d deleted.\n", id)
		}
		return nil
	})
	history := c.apiCommand("history ID", "Show equipment's jobs and changes", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		h, err := cl.Recording(&raw).AssetHistory(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "JOB\tTYPE\tSTATUS\tSCHEDULED")
			for _, j := range h.Jobs {
				fmt.Fprintf(w, "%d\t%s\t%s\t%s\n", j.ID, j.ServiceType, j.Status, j.ScheduledAt.UTC().Format(time.RFC3339))
			}
			fmt.Fprintln(w)
			fmt.Fprintln(w, "AT\tACTOR\tCHANGE\tREASON")
			for _, e := range h.Changes {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", e.At.UTC().Format(time.RFC3339), e.Actor, e.Change, orDash(e.Reason, func(s string) string { return s }))
			}
		})
	})
	cmd.AddCommand(list, create, update, del, history)
	return cmd
}

// parseTasks reads --task values: "[#ID:]NAME:DAYS[:LAST_DONE]".
func parseTasks(values []string) ([]client.ServiceTaskInput, error) {
	var out []client.ServiceTaskInput
	for _, v := range values {
		var t client.ServiceTaskInput
		parts := strings.Split(v, ":")
		if len(parts) > 0 && strings.HasPrefix(parts[0], "#") {
			id, err := strconv.ParseInt(parts[0][1:], 10, 64)
			if err != nil {
				return nil, usageErr("--task %q: #ID must be a task id", v)
			}
			t.ID, parts = id, parts[1:]
		}
		if len(parts) < 2 || len(parts) > 3 {
			return nil, usageErr("--task %q: want NAME:DAYS[:LAST_DONE]", v)
		}
		days, err := strconv.Atoi(strings.TrimSpace(parts[1]))
		if err != nil {
			return nil, usageErr("--task %q: DAYS must be a whole number of days", v)
		}
		t.Name, t.IntervalDays = strings.TrimSpace(parts[0]), days
		if len(parts) == 3 {
			last := strings.TrimSpace(parts[2])
			t.LastDoneOn = &last
		}
		out = append(out, t)
	}
	return out, nil
}
