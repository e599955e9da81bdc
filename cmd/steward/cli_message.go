package main

import (
	"context"
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
			// The server answers within 25 seconds when it can; a message
			// that takes longer is polled for up to two minutes more.
			var raw json.RawMessage
			m, err := cl.Recording(&raw).SendMessage(cmd.Context(), in, 25*time.Second)
			if err != nil {
				return c.classify(cmd.Context(), err)
			}
			if !m.IsComplete {
				stop := c.working()
				wctx, cancel := context.WithTimeout(cmd.Context(), 2*time.Minute)
				last, err := cl.Recording(&raw).WaitMessage(wctx, m.ID)
				cancel()
				stop()
				switch {
				case err == nil || (wctx.Err() != nil && cmd.Context().Err() == nil):
					if last != nil { // else the reply to the send, which raw still holds
						m = last
					}
				default:
					return c.classify(cmd.Context(), err)
				}
			}
			if c.output == "json" {
				return c.emit(raw, nil)
			}
			return c.printMessage(m)
		},
	}
	cmd.Flags().StringVar(&conversation, "conversation", "", "continue this conversation (answer a question)")
	cmd.Flags().Int64Var(&addressID, "address-id", 0, "the property the message is about, when it names none")
	return cmd
}

// working draws "Working" and then a dot every half second on a terminal's
// stderr while the assistant works; the returned stop ends the line.
func (c *cli) working() (stop func()) {
	f, ok := c.stderr.(*os.File)
	if !ok {
		return func() {}
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return func() {}
	}
	io.WriteString(f, "Working")
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				io.WriteString(f, "\n")
				return
			case <-t.C:
				io.WriteString(f, ".")
			}
		}
	}()
	return func() {
		close(done)
		<-finished
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
