package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward/client"
)

// What a job's pro reported from the site (docs/pros.md): the host reads it.

func (c *cli) jobsPhotosCmd() *cobra.Command {
	return c.apiCommand("photos ID", "List the photos a job's pro uploaded (each URL reads the image with your API key)", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var raw json.RawMessage
			list, err := cl.Recording(&raw).JobPhotos(cmd.Context(), id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintln(w, "ID\tTAKEN\tTYPE\tSIZE\tITEM\tURL")
				for _, p := range list {
					item := "-"
					if p.ItemID != nil {
						item = fmt.Sprint(*p.ItemID)
					}
					fmt.Fprintf(w, "%d\t%s\t%s\t%d\t%s\t%s\n", p.ID, p.TakenAt.UTC().Format(time.RFC3339), p.ContentType, p.Size, item, p.URL)
				}
			})
		})
}

func (c *cli) jobsNotesCmd() *cobra.Command {
	return c.apiCommand("notes ID", "Show the notes a job's pro left", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		list, err := cl.Recording(&raw).JobNotes(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "AT\tPRO\tNOTE")
			for _, n := range list {
				fmt.Fprintf(w, "%s\t%d\t%s\n", n.OccurredAt.UTC().Format(time.RFC3339), n.ProID, n.Text)
			}
		})
	})
}

func (c *cli) jobsIssuesCmd() *cobra.Command {
	return c.apiCommand("issues ID", "Show the issues a job's pro found on site, and the maintenance jobs they became", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			var raw json.RawMessage
			list, err := cl.Recording(&raw).JobIssues(cmd.Context(), id)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintln(w, "AT\tPRO\tJOB\tDESCRIPTION")
				for _, i := range list {
					fmt.Fprintf(w, "%s\t%d\t%d\t%s\n", i.OccurredAt.UTC().Format(time.RFC3339), i.ProID, i.IssueJobID, i.Description)
				}
			})
		})
}
