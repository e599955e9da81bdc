package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

func (c *cli) webhooksCmd() *cobra.Command {
	cmd := group("webhooks", "Manage webhook endpoints and their delivery log")
	endpoints := func(list []*steward.WebhookEndpoint) func(w *tabwriter.Writer) {
		return func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tURL\tEVENTS\tENABLED\tDESCRIPTION")
			for _, e := range list {
				events := "all"
				if len(e.Events) > 0 {
					events = strings.Join(e.Events, ",")
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%t\t%s\n", e.ID, e.URL, events, e.Enabled, dash(e.Description))
			}
		}
	}
	list := c.apiCommand("list", "List webhook endpoints", cobra.ExactArgs(0), func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		raw, err := c.call(cmd.Context(), cl, "GET", "/api/v2/webhook-endpoints", nil)
		if err != nil {
			return err
		}
		var out struct {
			Endpoints []*steward.WebhookEndpoint `json:"webhook_endpoints"`
		}
		return c.emit(raw, &out, func(w *tabwriter.Writer) { endpoints(out.Endpoints)(w) })
	})
	var in client.WebhookEndpointCreate
	create := c.apiCommand("create --url URL [--event NAME]... [--description TEXT]", "Add an endpoint (its signing secret is shown once)", cobra.ExactArgs(0),
		func(cmd *cobra.Command, cl *client.Client, _ int64) error {
			raw, err := c.call(cmd.Context(), cl, "POST", "/api/v2/webhook-endpoints", in)
			if err != nil {
				return err
			}
			var e client.WebhookEndpointSecret
			return c.emit(raw, &e, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "Endpoint %d: %s\nSigning secret: %s\nKeep it now: it is not shown again.\n", e.ID, e.URL, e.Secret)
			})
		})
	create.Flags().StringVar(&in.URL, "url", "", "where to POST events (http or https)")
	create.Flags().StringArrayVar(&in.Events, "event", nil, "an event to send (repeatable; default all): "+strings.Join(steward.EventNames, ", "))
	create.Flags().StringVar(&in.Description, "description", "", "what the endpoint is for")
	create.MarkFlagRequired("url")
	del := c.apiCommand("delete ID", "Delete an endpoint", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if _, err := c.call(cmd.Context(), cl, "DELETE", fmt.Sprintf("/api/v2/webhook-endpoints/%d", id), nil); err != nil {
			return err
		}
		if c.output == "table" {
			fmt.Fprintf(c.stdout, "Endpoint %d deleted.\n", id)
		}
		return nil
	})
	test := c.apiCommand("test ID", "Send a sample event to an endpoint now and show the outcome", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		raw, err := c.call(cmd.Context(), cl, "POST", fmt.Sprintf("/api/v2/webhook-endpoints/%d/test", id), nil)
		if err != nil {
			return err
		}
		var a steward.WebhookTestResult
		return c.emit(raw, &a, func(w *tabwriter.Writer) {
			outcome := "failed"
			if a.Succeeded {
				outcome = "received"
			}
			fmt.Fprintf(w, "Test event %s: response %s in %d ms", outcome, orDash(a.ResponseStatus, itoa), a.LatencyMS)
			if a.Error != nil {
				fmt.Fprintf(w, " (%s)", *a.Error)
			}
			fmt.Fprintln(w)
			if a.ResponseBody != "" {
				fmt.Fprintf(w, "Body: %s\n", truncate(a.ResponseBody, 200))
			}
			fmt.Fprintf(w, "Delivery %d is in the log: steward webhooks delivery %d\n", a.DeliveryID, a.DeliveryID)
		})
	})
	deliveries := c.apiCommand("deliveries ENDPOINT_ID", "Show an endpoint's delivery log, newest first", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		raw, err := c.call(cmd.Context(), cl, "GET", fmt.Sprintf("/api/v2/webhook-endpoints/%d/deliveries", id), nil)
		if err != nil {
			return err
		}
		var out struct{ Deliveries []*steward.WebhookDelivery }
		return c.emit(raw, &out, func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tEVENT\tSTATUS\tATTEMPTS\tLAST RESPONSE\tNEXT ATTEMPT\tCREATED")
			for _, d := range out.Deliveries {
				next := "-"
				if d.NextAttemptAt != nil {
					next = localTime(*d.NextAttemptAt, "Local")
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%d\t%s\t%s\t%s\n", d.ID, d.EventName, d.Status, d.Attempts,
					orDash(d.LastResponseStatus, itoa), next, localTime(d.CreatedAt, "Local"))
			}
		})
	})
	retry := c.apiCommand("retry DELIVERY_ID", "Send a delivery again now", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		raw, err := c.call(cmd.Context(), cl, "POST", fmt.Sprintf("/api/v2/webhook-deliveries/%d/retry", id), nil)
		if err != nil {
			return err
		}
		var d steward.WebhookDeliveryDetail
		return c.emit(raw, &d, func(w *tabwriter.Writer) {
			fmt.Fprintf(w, "Delivery %d: %s after %d attempts (last response %s).\n", d.ID, d.Status, d.Attempts, orDash(d.LastResponseStatus, itoa))
		})
	})
	cmd.AddCommand(list, create, del, test, deliveries, retry)
	return cmd
}
