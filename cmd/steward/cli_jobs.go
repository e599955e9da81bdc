package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

func (c *cli) jobsCmd() *cobra.Command {
	cmd := group("jobs", "List, create, update and cancel jobs")
	cmd.AddCommand(c.jobsListCmd(), c.jobsGetCmd(), c.jobsHistoryCmd(), c.jobsCreateCmd(), c.jobsUpdateCmd(), c.jobsCancelCmd(), c.jobsReinstateCmd(),
		c.jobsPhotosCmd(), c.jobsNotesCmd(), c.jobsIssuesCmd())
	cmd.AddCommand(c.jobsRateCmd())
	return cmd
}

// properties maps address ids to addresses, for names and time zones.
func (c *cli) properties(ctx context.Context, cl *client.Client) (map[int64]*steward.Address, error) {
	list, err := cl.ListAddresses(ctx)
	if err != nil {
		return nil, c.classify(ctx, err)
	}
	m := map[int64]*steward.Address{}
	for _, a := range list {
		m[a.ID] = a
	}
	return m, nil
}

func (c *cli) jobTable(ctx context.Context, cl *client.Client, jobs []*steward.Job, total int) func(w *tabwriter.Writer) {
	return func(w *tabwriter.Writer) {
		props, _ := c.properties(ctx, cl) // names and zones are a nicety: a table without them still helps
		fmt.Fprintln(w, "ID\tPROPERTY\tSERVICE\tSTATUS\tSCHEDULED\tPRO\tPRICE\tNOTES")
		for _, j := range jobs {
			name, tz := fmt.Sprint(j.AddressID), "UTC"
			if a := props[j.AddressID]; a != nil {
				name, tz = a.Name(), a.Timezone
			}
			fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t$%.2f\t%s\n", j.ID, name, j.ServiceType, c.status(j.Status),
				localTime(j.ScheduledAt, tz), orDash(j.ProID, func(v int64) string { return fmt.Sprint(v) }), j.Price,
				orDash(j.Notes, func(s string) string { return truncate(s, 40) }))
		}
		if total >= 0 && total > len(jobs) {
			fmt.Fprintf(w, "(%d of %d; use --offset, --limit or --all)\n", len(jobs), total)
		}
	}
}

func truncate(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

func (c *cli) jobsListCmd() *cobra.Command {
	var status, from, to string
	var addressID, proID, reservationID int64
	var limit, offset int
	var all bool
	cmd := c.apiCommand("list", "List jobs, ordered by scheduled time", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		// The server checks status, from and to (400 naming the field).
		p := client.JobListParams{Status: status, From: from, To: to}
		if addressID != 0 {
			p.AddressID = &addressID
		}
		if proID != 0 {
			p.ProID = &proID
		}
		if reservationID != 0 {
			p.ReservationID = &reservationID
		}
		if !all {
			p.Limit, p.Offset = limit, offset
			var raw json.RawMessage
			page, err := cl.Recording(&raw).ListJobs(cmd.Context(), p)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, c.jobTable(cmd.Context(), cl, page.Jobs, page.Total))
		}
		// --all walks every page and prints one {jobs, total} document.
		var jobs []*steward.Job
		total := 0
		for p.Offset = 0; ; p.Offset += steward.MaxJobLimit {
			p.Limit = steward.MaxJobLimit
			page, err := cl.ListJobs(cmd.Context(), p)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			jobs, total = append(jobs, page.Jobs...), page.Total
			if len(page.Jobs) == 0 || len(jobs) >= total {
				break
			}
		}
		if jobs == nil {
			jobs = []*steward.Job{}
		}
		raw, _ := json.Marshal(client.JobList{Jobs: jobs, Total: total})
		return c.emit(raw, c.jobTable(cmd.Context(), cl, jobs, total))
	})
	f := cmd.Flags()
	f.StringVar(&status, "status", "", "only jobs in this status, or any of a comma-separated list: pending, confirmed, in_progress, completed, cancelled")
	f.Int64Var(&addressID, "address-id", 0, "only jobs at this address")
	f.Int64Var(&proID, "pro-id", 0, "only jobs of this pro")
	f.Int64Var(&reservationID, "reservation-id", 0, "only the turnover job of this stay (see 'steward stays list')")
	f.StringVar(&from, "from", "", "only jobs scheduled at or after this time, RFC 3339 (2026-03-12T00:00:00-07:00)")
	f.StringVar(&to, "to", "", "only jobs scheduled before this time, RFC 3339")
	f.IntVar(&limit, "limit", 0, "page size, 1 to 100 (default 20)")
	f.IntVar(&offset, "offset", 0, "jobs to skip")
	f.BoolVar(&all, "all", false, "fetch every page")
	cmd.RegisterFlagCompletionFunc("status", cobra.FixedCompletions(statusNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func statusNames() []string {
	var out []string
	for _, s := range steward.JobStatuses {
		out = append(out, string(s))
	}
	return out
}

func serviceNames() []string {
	var out []string
	for _, s := range steward.ServiceTypes {
		out = append(out, string(s))
	}
	return out
}

func parseID(s string) (int64, error) {
	var id int64
	if _, err := fmt.Sscan(s, &id); err != nil || id <= 0 || fmt.Sprint(id) != s {
		return 0, usageErr("%q is not a job id: want a positive integer", s)
	}
	return id, nil
}

// oneJob prints a job and raw, the API's JSON of it.
func (c *cli) oneJob(ctx context.Context, cl *client.Client, j *steward.Job, raw json.RawMessage) error {
	return c.emit(raw, c.jobTable(ctx, cl, []*steward.Job{j}, -1))
}

func (c *cli) jobsGetCmd() *cobra.Command {
	return c.apiCommand("get ID", "Show one job", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		j, err := cl.Recording(&raw).GetJob(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.oneJob(cmd.Context(), cl, j, raw)
	})
}

func (c *cli) jobsHistoryCmd() *cobra.Command {
	return c.apiCommand("history ID", "Show a job's changes: when, who, what and why", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		list, err := cl.Recording(&raw).JobHistory(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "AT\tACTOR\tCHANGE\tREASON")
			for _, e := range list {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", e.At.UTC().Format(time.RFC3339), e.Actor, e.Change, orDash(e.Reason, func(s string) string { return s }))
			}
		})
	})
}

// readAt reads --at: RFC 3339, or a local date and time or a phrase such as
// "tomorrow 10am", read in the property's time zone.
func (c *cli) readAt(ctx context.Context, cl *client.Client, at string, addressID int64) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, at); err == nil {
		return t, nil
	}
	loc := time.UTC
	if addressID != 0 {
		props, err := c.properties(ctx, cl)
		if err != nil {
			return time.Time{}, err
		}
		if a := props[addressID]; a != nil {
			loc = a.Location()
		}
	}
	if t, ok := readWhen(at, time.Now(), loc); ok {
		return t, nil
	}
	return time.Time{}, usageErr("--at %q: use RFC 3339 (2026-03-12T11:00:00-07:00), \"2026-03-12 11:00\" or a phrase like \"tomorrow 10am\"", at)
}

func (c *cli) jobsCreateCmd() *cobra.Command {
	var in client.JobCreate
	var at, notes string
	var proID, assetID int64
	var price float64
	cmd := c.apiCommand("create --address-id ID --service-type TYPE --at WHEN", "Request a job (price defaults to the market estimate)", cobra.NoArgs,
		func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			var err error
			if in.ScheduledAt, err = c.readAt(cmd.Context(), cl, at, in.AddressID); err != nil {
				return err
			}
			f := cmd.Flags()
			if f.Changed("pro-id") {
				in.ProID = &proID
			}
			if f.Changed("price") {
				in.Price = &price
			}
			if f.Changed("notes") {
				in.Notes = &notes
			}
			if f.Changed("asset-id") {
				in.AssetID = &assetID
			}
			var raw json.RawMessage
			j, err := cl.Recording(&raw).CreateJob(cmd.Context(), in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.oneJob(cmd.Context(), cl, j, raw)
		})
	f := cmd.Flags()
	f.Int64Var(&in.AddressID, "address-id", 0, "the property (see 'steward addresses list')")
	f.StringVar(&in.ServiceType, "service-type", "", "cleaning, maintenance, inspection or restocking")
	f.StringVar(&at, "at", "", `when: RFC 3339, "2026-03-12 11:00" or "tomorrow 10am", in the property's time zone`)
	f.Int64Var(&proID, "pro-id", 0, "assign this pro")
	f.Float64Var(&price, "price", 0, "price in USD (default: the market estimate)")
	f.StringVar(&notes, "notes", "", "notes for the pro")
	f.BoolVar(&in.DuringStay, "during-stay", false, "allow the job during a confirmed stay (the guests asked for it)")
	f.Int64Var(&assetID, "asset-id", 0, "maintenance or inspection: the equipment it is about (see 'steward assets list')")
	for _, name := range []string{"address-id", "service-type", "at"} {
		cmd.MarkFlagRequired(name)
	}
	cmd.RegisterFlagCompletionFunc("service-type", cobra.FixedCompletions(serviceNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func (c *cli) jobsUpdateCmd() *cobra.Command {
	var at, notes, status, serviceType string
	var proID, assetID int64
	var unassign, duringStay, unlinkAsset bool
	var price float64
	var applyCost func(cmd *cobra.Command, upd *client.JobUpdate)
	cmd := c.apiCommand("update ID [--at WHEN] [--notes TEXT] [--status STATUS] [--pro-id N | --unassign-pro] [--service-type TYPE] [--price USD] [--cost USD | --reset-cost] [--asset-id N | --unlink-asset]",
		"Reschedule, annotate, reassign, reprice or change the status of a job, or set what its pro is paid", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var upd client.JobUpdate
			f := cmd.Flags()
			changed := false
			upd.DuringStay = duringStay
			for _, name := range []string{"at", "notes", "status", "pro-id", "unassign-pro", "service-type", "price", "cost", "reset-cost", "asset-id", "unlink-asset"} {
				changed = changed || f.Changed(name)
			}
			if !changed {
				return usageErr("nothing to change: give --at, --notes, --status, --pro-id, --unassign-pro, --service-type, --price, --cost, --reset-cost, --asset-id or --unlink-asset")
			}
			if f.Changed("at") {
				var addressID int64
				if _, err := time.Parse(time.RFC3339, at); err != nil {
					j, err := cl.GetJob(cmd.Context(), id)
					if err != nil {
						return c.classify(cmd.Context(), err)
					}
					addressID = j.AddressID
				}
				t, err := c.readAt(cmd.Context(), cl, at, addressID)
				if err != nil {
					return err
				}
				upd.ScheduledAt = &t
			}
			if f.Changed("notes") {
				upd.Notes = &notes
			}
			if f.Changed("status") {
				upd.Status = &status
			}
			if f.Changed("pro-id") {
				upd.ProID = &proID
			}
			upd.UnassignPro = unassign
			if f.Changed("service-type") {
				upd.ServiceType = &serviceType
			}
			if f.Changed("price") {
				upd.Price = &price
			}
			if f.Changed("asset-id") {
				upd.AssetID = &assetID
			}
			upd.UnlinkAsset = unlinkAsset
			applyCost(cmd, &upd)
			var raw json.RawMessage
			j, err := cl.Recording(&raw).UpdateJob(cmd.Context(), id, upd)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.oneJob(cmd.Context(), cl, j, raw)
		})
	f := cmd.Flags()
	f.StringVar(&at, "at", "", "new time (as for create)")
	f.StringVar(&notes, "notes", "", "new notes")
	f.StringVar(&status, "status", "", "new status: pending, confirmed, in_progress, completed or cancelled (pending reinstates a cancelled job)")
	f.Int64Var(&proID, "pro-id", 0, "assign this pro instead (see 'steward pros list')")
	f.BoolVar(&unassign, "unassign-pro", false, "leave the job without a pro")
	f.StringVar(&serviceType, "service-type", "", "new service type: cleaning, maintenance, inspection or restocking")
	f.Float64Var(&price, "price", 0, "new price in USD")
	applyCost = costFlags(cmd)
	f.BoolVar(&duringStay, "during-stay", false, "allow the new time during a confirmed stay (the guests asked for it)")
	f.Int64Var(&assetID, "asset-id", 0, "link the job to this equipment of its property (maintenance or inspection)")
	f.BoolVar(&unlinkAsset, "unlink-asset", false, "the job is no longer about any equipment")
	cmd.MarkFlagsMutuallyExclusive("pro-id", "unassign-pro")
	cmd.MarkFlagsMutuallyExclusive("asset-id", "unlink-asset")
	cmd.RegisterFlagCompletionFunc("status", cobra.FixedCompletions(statusNames(), cobra.ShellCompDirectiveNoFileComp))
	cmd.RegisterFlagCompletionFunc("service-type", cobra.FixedCompletions(serviceNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func (c *cli) jobsCancelCmd() *cobra.Command {
	return c.apiCommand("cancel ID", "Cancel a pending or confirmed job", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.CancelJob(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output == "json" {
			return nil // the API answers 204 with no body; so does -o json
		}
		fmt.Fprintf(c.stdout, "Job %d cancelled.\n", id)
		return nil
	})
}

// jobsReinstateCmd brings back a job cancelled by mistake: PATCH status
// pending, or confirmed when it was (its history says; see
// steward.StatusBeforeCancel and docs/rest-api.md, "Reinstating").
func (c *cli) jobsReinstateCmd() *cobra.Command {
	return c.apiCommand("reinstate ID", "Bring back a job cancelled by mistake, pending or confirmed as it was, with its pro (if its time is ahead and its pro is still free)",
		cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
			h, err := cl.JobHistory(cmd.Context(), id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			back := string(steward.StatusBeforeCancel(h))
			var raw json.RawMessage
			j, err := cl.Recording(&raw).UpdateJob(cmd.Context(), id, client.JobUpdate{Status: &back})
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.oneJob(cmd.Context(), cl, j, raw)
		})
}
