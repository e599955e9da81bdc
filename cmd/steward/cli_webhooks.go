package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

func (c *cli) webhooksCmd() *cobra.Command {
	cmd := group("webhooks", "Manage webhook endpoints and their delivery log")
	cmd.AddCommand(c.webhooksListCmd(), c.webhooksCreateCmd(), c.webhooksDeleteCmd(), c.webhooksTestCmd(),
		c.webhooksDeliveriesCmd(), c.webhooksDeliveryCmd(), c.webhooksRetryCmd())
	return cmd
}

// endpointsTable renders a list of endpoints.
func endpointsTable(list []*steward.WebhookEndpoint) func(w *tabwriter.Writer) {
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

// webhooksListCmd lists the endpoints.
func (c *cli) webhooksListCmd() *cobra.Command {
	return c.apiCommand("list", "List webhook endpoints", cobra.ExactArgs(0), func(cmd *cobra.Command, cl *client.Client, _ int64) error {
		var raw json.RawMessage
		list, err := cl.Recording(&raw).ListWebhookEndpoints(cmd.Context())
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, endpointsTable(list))
	})
}

// webhooksCreateCmd adds an endpoint.
func (c *cli) webhooksCreateCmd() *cobra.Command {
	// The endpoint's URL is an argument: a --url flag here would shadow the
	// global --url that names the Steward server.
	var in client.WebhookEndpointCreate
	create := &cobra.Command{
		Use: "create URL [--event NAME]... [--description TEXT]", Short: "Add an endpoint that events are POSTed to (its signing secret is shown once)",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			in.URL = args[0]
			var raw json.RawMessage
			e, err := cl.Recording(&raw).CreateWebhookEndpoint(cmd.Context(), in)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			return c.emit(raw, func(w *tabwriter.Writer) {
				fmt.Fprintf(w, "Endpoint %d: %s\nSigning secret: %s\nKeep it now: it is not shown again.\n", e.ID, e.URL, e.Secret)
			})
		},
	}
	create.Flags().StringArrayVar(&in.Events, "event", nil, "an event to send (repeatable; default all): "+strings.Join(steward.EventNames, ", "))
	create.Flags().StringVar(&in.Description, "description", "", "what the endpoint is for")
	return create
}

// webhooksDeleteCmd deletes an endpoint.
func (c *cli) webhooksDeleteCmd() *cobra.Command {
	return c.apiCommand("delete ID", "Delete an endpoint", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		if err := cl.DeleteWebhookEndpoint(cmd.Context(), id); err != nil {
			return c.classify(cmd.Context(), err)
		}
		if c.output == "table" {
			fmt.Fprintf(c.stdout, "Endpoint %d deleted.\n", id)
		}
		return nil
	})
}

// webhooksTestCmd sends a test event and shows its outcome.
func (c *cli) webhooksTestCmd() *cobra.Command {
	return c.apiCommand("test ID", "Send a sample event to an endpoint now and show the outcome", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		a, err := cl.Recording(&raw).TestWebhookEndpoint(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
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
}

// webhooksDeliveriesCmd shows an endpoint's delivery log.
func (c *cli) webhooksDeliveriesCmd() *cobra.Command {
	return c.apiCommand("deliveries ENDPOINT_ID", "Show an endpoint's delivery log, newest first", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		list, err := cl.Recording(&raw).ListWebhookDeliveries(cmd.Context(), id, 0)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			fmt.Fprintln(w, "ID\tEVENT\tSTATUS\tATTEMPTS\tLAST RESPONSE\tNEXT ATTEMPT\tCREATED")
			for _, d := range list {
				next := "-"
				if d.NextAttemptAt != nil {
					next = localTime(*d.NextAttemptAt, "Local")
				}
				fmt.Fprintf(w, "%d\t%s\t%s\t%d\t%s\t%s\t%s\n", d.ID, d.EventName, d.Status, d.Attempts,
					orDash(d.LastResponseStatus, itoa), next, localTime(d.CreatedAt, "Local"))
			}
		})
	})
}

// webhooksRetryCmd sends a delivery again.
func (c *cli) webhooksRetryCmd() *cobra.Command {
	return c.apiCommand("retry DELIVERY_ID", "Send a delivery again now", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		d, err := cl.Recording(&raw).RetryWebhookDelivery(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) {
			fmt.Fprintf(w, "Delivery %d: %s after %d attempts (last response %s).\n", d.ID, d.Status, d.Attempts, orDash(d.LastResponseStatus, itoa))
		})
	})
}

// webhooksDeliveryCmd shows one delivery with its attempts and payload.
func (c *cli) webhooksDeliveryCmd() *cobra.Command {
	return c.apiCommand("delivery DELIVERY_ID", "Show a delivery: its attempts, their responses, and the payload", cobra.ExactArgs(1), func(cmd *cobra.Command, cl *client.Client, id int64) error {
		var raw json.RawMessage
		d, err := cl.Recording(&raw).GetWebhookDelivery(cmd.Context(), id)
		if err != nil {
			return c.classify(cmd.Context(), err)
		}
		return c.emit(raw, func(w *tabwriter.Writer) { c.deliveryTable(w, d) })
	})
}

// deliveryTable renders one delivery: a summary, its attempts oldest first,
// and the payload the receiver was sent.
func (c *cli) deliveryTable(w *tabwriter.Writer, d *steward.WebhookDeliveryDetail) {
	fmt.Fprintf(w, "Delivery %d of %s (event %s) to endpoint %d: %s after %d attempts.\n", d.ID, d.EventName, d.EventUUID, d.EndpointID, d.Status, d.Attempts)
	if d.NextAttemptAt != nil {
		fmt.Fprintf(w, "Next attempt: %s\n", localTime(*d.NextAttemptAt, "Local"))
	}
	fmt.Fprintln(w, "\nATTEMPT\tAT\tOUTCOME\tRESPONSE\tLATENCY\tERROR")
	for _, a := range d.AttemptLog {
		outcome := "failed"
		if a.Succeeded {
			outcome = "received"
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%d ms\t%s\n", a.Attempt, localTime(a.AttemptedAt, "Local"), outcome,
			orDash(a.ResponseStatus, itoa), a.LatencyMS, orDash(a.Error, func(s string) string { return truncate(s, 60) }))
	}
	fmt.Fprintf(w, "\nPayload: %s\n", d.Payload)
}
