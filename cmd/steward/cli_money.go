package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The money commands (issue 18, item 3): expenses, the spend report and a
// pro's statement; pros' rates and jobs' costs are flags of "pros" and
// "jobs update".

// costFlags adds --cost and --reset-cost to "jobs update" and returns
// what applies them to an update.
func costFlags(cmd *cobra.Command) func(cmd *cobra.Command, upd *client.JobUpdate) {
	var cost float64
	var reset bool
	f := cmd.Flags()
	f.Float64Var(&cost, "cost", 0, "what the pro is paid, set by hand in USD")
	f.BoolVar(&reset, "reset-cost", false, "give the job back the cost computed from its pro's rate")
	cmd.MarkFlagsMutuallyExclusive("cost", "reset-cost")
	return func(cmd *cobra.Command, upd *client.JobUpdate) {
		if cmd.Flags().Changed("cost") {
			upd.Cost = &cost
		}
		upd.ResetCost = reset
	}
}

// parseRates reads --rate values, "cleaning=flat:95" or
// "maintenance=hourly:60".
func parseRates(list []string) (steward.Rates, error) {
	rates := steward.Rates{}
	for _, s := range list {
		t, rest, ok1 := strings.Cut(s, "=")
		kind, amount, ok2 := strings.Cut(rest, ":")
		v, err := strconv.ParseFloat(amount, 64)
		if !ok1 || !ok2 || err != nil || kind != "flat" && kind != "hourly" {
			return nil, usageErr("--rate %q: want SERVICE=flat:AMOUNT or SERVICE=hourly:AMOUNT, e.g. cleaning=flat:95", s)
		}
		r := steward.Rate{}
		if kind == "flat" {
			r.Flat = &v
		} else {
			r.Hourly = &v
		}
		rates[steward.ServiceType(t)] = r
	}
	return rates, nil
}

func (c *cli) expensesCmd() *cobra.Command {
	cmd := group("expenses", "List, record, change and delete expenses (money spent on properties)")
	table := func(list []*steward.Expense) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tADDRESS\tSPENT ON\tAMOUNT\tCATEGORY\tJOB\tRECEIPT\tNOTE")
			for _, e := range list {
				receipt := "-"
				if e.Receipt != nil {
					receipt = e.Receipt.ContentType
				}
				fmt.Fprintf(w, "%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", e.ID, e.AddressID, e.SpentOn, steward.FormatMoney(e.AmountCents(), e.Currency),
					e.Category, orDash(e.JobID, func(v int64) string { return fmt.Sprint(v) }), receipt, dash(e.Note))
			}
		}
	}
	var lp client.ExpenseListParams
	var addressID int64
	list := c.apiCommand("list [--from DAY] [--to DAY] [--address-id ID]", "List expenses, oldest first", cobra.NoArgs,
		func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			if cmd.Flags().Changed("address-id") {
				lp.AddressID = &addressID
			}
			var raw json.RawMessage
			list, _, err := cl.Recording(&raw).ListExpenses(cmd.Context(), lp)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table(list))
		})
	f := list.Flags()
	f.StringVar(&lp.From, "from", "", "first day, YYYY-MM-DD")
	f.StringVar(&lp.To, "to", "", "last day, YYYY-MM-DD")
	f.Int64Var(&addressID, "address-id", 0, "only this property's")
	f.IntVar(&lp.Limit, "limit", 0, "page size (default 100, at most 1000)")

	var in client.ExpenseCreate
	var jobID int64
	create := c.apiCommand("create --address-id ID --amount N [--currency C] [--category C] [--spent-on DAY] [--job-id ID] [--note TEXT]",
		"Record an expense", cobra.NoArgs, func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			if cmd.Flags().Changed("job-id") {
				in.JobID = &jobID
			}
			var raw json.RawMessage
			e, err := cl.Recording(&raw).CreateExpense(cmd.Context(), in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table([]*steward.Expense{e}))
		})
	f = create.Flags()
	f.Int64Var(&in.AddressID, "address-id", 0, "the property")
	f.Float64Var(&in.Amount, "amount", 0, "the amount, to the cent")
	f.StringVar(&in.Currency, "currency", "", "ISO 4217 code (default USD)")
	f.StringVar(&in.Category, "category", "", "supplies, repairs, utilities or other (default)")
	f.StringVar(&in.SpentOn, "spent-on", "", "the day, YYYY-MM-DD (default today at the property)")
	f.Int64Var(&jobID, "job-id", 0, "the job at the same property it was for")
	f.StringVar(&in.Note, "note", "", "what was bought or paid")
	create.MarkFlagRequired("address-id")
	create.MarkFlagRequired("amount")

	var amount float64
	var currency, category, spentOn, note string
	var uJobID int64
	var noJob bool
	update := c.apiCommand("update ID [--amount N] [--currency C] [--category C] [--spent-on DAY] [--job-id ID | --no-job] [--note TEXT]",
		"Change an expense", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
			fields := map[string]any{}
			f := cmd.Flags()
			for flag, v := range map[string]any{"amount": amount, "currency": currency, "category": category, "spent-on": spentOn,
				"job-id": uJobID, "note": note} {
				if f.Changed(flag) {
					fields[strings.ReplaceAll(flag, "-", "_")] = v
				}
			}
			if noJob {
				fields["job_id"] = nil
			}
			if len(fields) == 0 {
				return usageErr("nothing to change: give --amount, --currency, --category, --spent-on, --job-id, --no-job or --note")
			}
			var raw json.RawMessage
			e, err := cl.Recording(&raw).UpdateExpense(cmd.Context(), id, fields)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table([]*steward.Expense{e}))
		})
	f = update.Flags()
	f.Float64Var(&amount, "amount", 0, "the amount")
	f.StringVar(&currency, "currency", "", "ISO 4217 code")
	f.StringVar(&category, "category", "", "supplies, repairs, utilities or other")
	f.StringVar(&spentOn, "spent-on", "", "the day, YYYY-MM-DD")
	f.Int64Var(&uJobID, "job-id", 0, "the job it was for")
	f.BoolVar(&noJob, "no-job", false, "untie it from its job")
	f.StringVar(&note, "note", "", "the note")
	update.MarkFlagsMutuallyExclusive("job-id", "no-job")

	del := c.apiCommand("delete ID", "Delete an expense", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.DeleteExpense(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output == "json" {
			return nil
		}
		_, err := fmt.Fprintf(c.stdout, "Deleted expense %d.\n", id)
		return err
	})
	var removeReceipt bool
	receipt := c.apiCommand("receipt ID FILE | receipt ID --remove",
		"Attach the photo of an expense's receipt (JPEG, PNG, WebP or HEIC, up to 10 MiB), replacing any; --remove removes it",
		cobra.RangeArgs(1, 2), func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			id, err := parseID(cmd.Flags().Arg(0)) // apiCommand parses a lone ID only
			if err != nil {
				return err
			}
			if removeReceipt != (cmd.Flags().NArg() == 1) {
				return usageErr("give the receipt's FILE, or --remove without one")
			}
			if removeReceipt {
				if err := cl.DeleteExpenseReceipt(cmd.Context(), id); err != nil {
					return c.classify(cmd.Context(), err)
				}
				if c.output == "json" {
					return nil
				}
				_, err := fmt.Fprintf(c.stdout, "Removed the receipt of expense %d.\n", id)
				return err
			}
			path := cmd.Flags().Arg(1)
			file, err := os.Open(path)
			if err != nil {
				return usageErr("%v", err)
			}
			defer file.Close()
			var raw json.RawMessage
			e, err := cl.Recording(&raw).PutExpenseReceipt(cmd.Context(), id, filepath.Base(path), file)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, table([]*steward.Expense{e}))
		})
	receipt.Flags().BoolVar(&removeReceipt, "remove", false, "remove the expense's receipt")
	for _, sub := range []*cobra.Command{create, update} {
		sub.RegisterFlagCompletionFunc("category", cobra.FixedCompletions([]string{"supplies", "repairs", "utilities", "other"}, cobra.ShellCompDirectiveNoFileComp))
	}
	cmd.AddCommand(list, create, update, del, receipt)
	return cmd
}

func (c *cli) reportsCmd() *cobra.Command {
	cmd := group("reports", "Spend reports and pros' statements")
	var p client.SpendParams
	var addressID int64
	var asCSV bool
	spend := c.apiCommand("spend [--from DAY] [--to DAY] [--group-by property|service_type|pro|month] [--address-id ID] [--csv]",
		"What was spent: pros' pay for completed jobs and expenses, by group, with totals (default: this month by property)", cobra.NoArgs,
		func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			if cmd.Flags().Changed("address-id") {
				p.AddressID = &addressID
			}
			if asCSV {
				text, err := cl.SpendCSV(cmd.Context(), p)
				if err != nil {
					return c.classify(cmd.Context(), err)
				}
				_, err = fmt.Fprint(c.stdout, text)
				return err
			}
			var raw json.RawMessage
			rep, err := cl.Recording(&raw).SpendReport(cmd.Context(), p)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "%s to %s by %s\n", rep.From, rep.To, rep.GroupBy)
				fmt.Fprintln(w, "GROUP\tCURRENCY\tJOBS\tJOB COSTS\tEXPENSES\tEXPENSE AMOUNT\tTOTAL")
				for _, g := range rep.Groups {
					fmt.Fprintf(w, "%s\t%s\t%d\t%.2f\t%d\t%.2f\t%.2f\n", g.Label, g.Currency, g.JobCount, g.JobCosts, g.ExpenseCount, g.Expenses, g.Total)
				}
				for _, t := range rep.Totals {
					fmt.Fprintf(w, "TOTAL\t%s\t%d\t%.2f\t%d\t%.2f\t%.2f\n", t.Currency, t.JobCount, t.JobCosts, t.ExpenseCount, t.Expenses, t.Total)
				}
			})
		})
	f := spend.Flags()
	f.StringVar(&p.From, "from", "", "first day, YYYY-MM-DD")
	f.StringVar(&p.To, "to", "", "last day, YYYY-MM-DD")
	f.StringVar(&p.GroupBy, "group-by", "", "property (default), service_type, pro or month")
	f.Int64Var(&addressID, "address-id", 0, "only this property's figures")
	f.BoolVar(&asCSV, "csv", false, "print the report as CSV")
	spend.RegisterFlagCompletionFunc("group-by", cobra.FixedCompletions([]string{"property", "service_type", "pro", "month"}, cobra.ShellCompDirectiveNoFileComp))

	var sp client.SpendParams
	var statementCSV bool
	statement := c.apiCommand("statement PRO_ID [--from DAY] [--to DAY] [--csv]", "What a pro is owed for a period (default: this month)", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			if statementCSV {
				text, err := cl.ProStatementCSV(cmd.Context(), id, sp)
				if err != nil {
					return c.classify(cmd.Context(), err)
				}
				_, err = fmt.Fprint(c.stdout, text)
				return err
			}
			var raw json.RawMessage
			st, err := cl.Recording(&raw).ProStatement(cmd.Context(), id, sp)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "%s, %s to %s\n", st.ProName, st.From, st.To)
				fmt.Fprintln(w, "JOB\tCOMPLETED\tSERVICE\tPROPERTY\tCOST")
				for _, j := range st.Jobs {
					cost := "-"
					if j.Cost != nil {
						cost = fmt.Sprintf("%.2f", *j.Cost)
					}
					fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\n", j.JobID, j.CompletedAt.Format("2006-01-02"), j.ServiceType, j.Address, cost)
				}
				fmt.Fprintf(w, "TOTAL\t\t\t\t%s\n", steward.FormatMoney(steward.CentsOf(st.Total), st.Currency))
			})
		})
	statement.Flags().StringVar(&sp.From, "from", "", "first day, YYYY-MM-DD")
	statement.Flags().StringVar(&sp.To, "to", "", "last day, YYYY-MM-DD")
	statement.Flags().BoolVar(&statementCSV, "csv", false, "print the statement as CSV")
	cmd.AddCommand(spend, statement)
	return cmd
}
