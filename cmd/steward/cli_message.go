package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

func (c *cli) messageCmd() *cobra.Command {
	var conversation string
	var addressID int64
	cmd := &cobra.Command{
		Use:   "message TEXT",
		Short: "Ask the AI property manager, in plain English",
		Long: `Send a request in plain English to the AI property manager, wait for it to be handled,
and print its reply and what it did. When it needs more information it asks; answer with
--conversation and the id it prints.`,
		Example: `  steward message "Schedule a cleaning at Sunset Villa tomorrow at 11am"
  steward message --conversation conv_abc "Maple House"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := c.client(true)
			if err != nil {
				return err
			}
			in := client.MessageCreate{Message: strings.Join(args, " "), ConversationID: conversation}
			if addressID != 0 {
				in.Context = &steward.MessageContext{AddressID: &addressID}
			}
			progress := c.progress()
			raw, err := c.callWait(cmd, cl, in)
			if err != nil {
				progress(true)
				return err
			}
			var m client.Message
			if err := jsonUnmarshal(raw, &m); err != nil {
				return err
			}
			for deadline := time.Now().Add(2 * time.Minute); !m.IsComplete && time.Now().Before(deadline); {
				progress(false)
				time.Sleep(500 * time.Millisecond)
				if raw, err = c.call(cmd.Context(), cl, "GET", fmt.Sprintf("/api/v2/message-service/%d", m.ID), nil); err != nil {
					progress(true)
					return err
				}
				if err := jsonUnmarshal(raw, &m); err != nil {
					return err
				}
			}
			progress(true)
			if c.output == "json" {
				return c.emit(raw, nil, nil)
			}
			return c.printMessage(&m)
		},
	}
	cmd.Flags().StringVar(&conversation, "conversation", "", "continue this conversation (answer a question)")
	cmd.Flags().Int64Var(&addressID, "address-id", 0, "the property the message is about, when it names none")
	return cmd
}

// callWait posts the message asking the server to answer within 25 seconds.
func (c *cli) callWait(cmd *cobra.Command, cl *client.Client, in client.MessageCreate) (json.RawMessage, error) {
	m, err := cl.SendMessage(cmd.Context(), in, 25*time.Second)
	if err != nil {
		return nil, c.classify(cmd.Context(), err)
	}
	return json.Marshal(m)
}

// progress returns a function that draws dots on a terminal's stderr while
// the assistant works, and ends the line when called with done.
func (c *cli) progress() func(done bool) {
	f, ok := c.stderr.(*os.File)
	if !ok {
		return func(bool) {}
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return func(bool) {}
	}
	started := false
	return func(done bool) {
		switch {
		case done && started:
			io.WriteString(f, "\n")
		case !done && !started:
			io.WriteString(f, "Working")
			started = true
		case !done:
			io.WriteString(f, ".")
		}
	}
}

func (c *cli) printMessage(m *client.Message) error {
	w := c.stdout
	fmt.Fprintln(w, m.Reply())
	for _, a := range m.Actions {
		var parts []string
		add := func(label string, v *int64) {
			if v != nil {
				parts = append(parts, fmt.Sprintf("%s %d", label, *v))
			}
		}
		add("job", a.JobID)
		add("address", a.AddressID)
		add("pro", a.ProID)
		add("reservation", a.ReservationID)
		if a.Price != nil {
			parts = append(parts, fmt.Sprintf("$%.2f", *a.Price))
		}
		for _, list := range []struct {
			label string
			ids   []int64
		}{{"jobs", a.JobIDs}, {"reservations", a.ReservationIDs}, {"pros", a.ProIDs}} {
			if len(list.ids) > 0 {
				parts = append(parts, fmt.Sprintf("%s %v", list.label, list.ids))
			}
		}
		fmt.Fprintf(w, "  • %s %s\n", a.Type, strings.Join(parts, ", "))
	}
	switch m.Status {
	case steward.MessageNeedsInput:
		fmt.Fprintf(w, "\nAnswer with: steward message --conversation %s \"…\"\n", m.ConversationID)
	case steward.MessageFailed:
		return &exitError{code: exitRefused, err: fmt.Errorf("the assistant could not handle the message (id %d)", m.ID)}
	case steward.MessageProcessing:
		fmt.Fprintf(w, "\nStill working; check later with the message id %d.\n", m.ID)
	}
	return nil
}
