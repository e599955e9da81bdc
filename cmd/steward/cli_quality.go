package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// The quality command (docs/operations.md "Quality"): the host rates a
// completed job.

func (c *cli) jobsRateCmd() *cobra.Command {
	var score int
	var categories []string
	var comment string
	cmd := c.apiCommand("rate ID --score N [--category missed_items] [--comment …]",
		"Rate a completed job from 1 to 5 (again: replaces the rating); 2 or less, or missed_items, gets it a re-clean", cobra.ExactArgs(1),
		func(cmd *cobra.Command, cl *client.Client, id int64) error {
			in := steward.RatingInput{}
			if cmd.Flags().Changed("score") {
				in.Score = &score
			}
			for _, cat := range categories {
				in.Categories = append(in.Categories, steward.RatingCategory(cat))
			}
			if cmd.Flags().Changed("comment") {
				in.Comment = &comment
			}
			var raw json.RawMessage
			out, err := cl.Recording(&raw).RateJob(cmd.Context(), id, in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "Rated job %d %s.\n", id, out.Job.Rating.Summary())
				if out.Reclean != nil {
					fmt.Fprintf(w, "Re-clean: job %d.\n", out.Reclean.ID)
				}
				for _, n := range out.Notices {
					fmt.Fprintln(w, n)
				}
			})
		})
	cmd.Flags().IntVar(&score, "score", 0, "1 (bad) to 5 (perfect)")
	cmd.Flags().StringSliceVar(&categories, "category", nil, "what went wrong: missed_items, damage, late, no_show, other (repeat or comma-separate)")
	cmd.Flags().StringVar(&comment, "comment", "", "what you have to say, at most 2000 characters")
	return cmd
}
