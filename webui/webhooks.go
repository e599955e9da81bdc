package webui

// The Developers section's webhook pages: endpoints, their test events and
// secrets, and the delivery log. API keys are in developers.go.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

var (
	errEndpointNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook endpoint not found")
	errDeliveryNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook delivery not found")
)

// endpointView is a webhook endpoint as the pages show it.
type endpointView struct {
	ID             int64
	URL            string
	Description    string
	Events         string
	Enabled        bool
	DisabledReason string
	Created        string
}

func toEndpointView(e *steward.WebhookEndpoint) endpointView {
	v := endpointView{ID: e.ID, URL: e.URL, Description: e.Description, Events: "All events", Enabled: e.Enabled,
		Created: utcTime(e.CreatedAt)}
	if len(e.Events) > 0 {
		v.Events = strings.Join(e.Events, ", ")
	}
	if e.DisabledReason != nil {
		v.DisabledReason = *e.DisabledReason
	}
	return v
}

func eventOptions() []option {
	out := make([]option, len(steward.EventNames))
	for i, n := range steward.EventNames {
		out[i] = option{Value: n, Label: n}
	}
	return out
}

func (s *Server) handleCreateEndpoint(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "endpoint")
	if !ok {
		return
	}
	// As POST /api/v2/webhook-endpoints: no events chosen means every event.
	in := steward.WebhookEndpointCreate{URL: f.Get("url"), Events: f.Values["events"], Description: f.Get("description")}
	e, err := s.Webhooks.CreateWebhookEndpoint(r.Context(), accountID(r), in)
	if err == nil {
		http.Redirect(w, r, fmt.Sprintf("/app/developers/webhooks/%d?done=endpoint-added", e.ID), http.StatusSeeOther)
		return
	}
	f.fail(err)
	s.renderDevelopers(w, r, statusOf(err), &developersPage{EndpointForm: f})
}

// deliveryRow is one line of the delivery log.
type deliveryRow struct {
	ID           int64
	Event        string
	Created      string
	Status       string
	StatusValue  string
	Attempts     int
	NextAttempt  string
	ResponseCode string
	LastError    string
	Current      bool // the test delivery just sent
}

func toDeliveryRow(d *steward.WebhookDelivery) deliveryRow {
	row := deliveryRow{ID: d.ID, Event: d.EventName, Created: utcTime(d.CreatedAt), Status: label(string(d.Status)),
		StatusValue: string(d.Status), Attempts: d.Attempts, NextAttempt: utcTimePtr(d.NextAttemptAt, "—"), ResponseCode: "—"}
	if d.LastResponseStatus != nil {
		row.ResponseCode = strconv.Itoa(*d.LastResponseStatus)
	}
	if d.LastError != nil {
		row.LastError = *d.LastError
	}
	return row
}

// attemptView is one POST to an endpoint and its outcome.
type attemptView struct {
	Attempt      int
	When         string
	Succeeded    bool
	ResponseCode string
	Latency      string
	Error        string
	ResponseBody string
}

func toAttemptView(a *steward.WebhookAttempt) attemptView {
	v := attemptView{Attempt: a.Attempt, When: utcTime(a.AttemptedAt), Succeeded: a.Succeeded, ResponseCode: "No response",
		Latency: strconv.FormatInt(a.LatencyMS, 10) + " ms", ResponseBody: a.ResponseBody}
	if a.ResponseStatus != nil {
		v.ResponseCode = strconv.Itoa(*a.ResponseStatus)
	}
	if a.Error != nil {
		v.Error = *a.Error
	}
	return v
}

// testView is the outcome of Send test event: the test delivery's latest
// attempt, and the delivery itself, which the log lists.
type testView struct {
	attemptView
	DeliveryID int64
}

// endpointPage is one endpoint: its secret, actions and delivery log.
type endpointPage struct {
	base
	Endpoint   endpointView
	Secret     string
	ShowSecret bool      // open the secret right after creation or rotation
	Test       *testView // after Send test event (?test=<delivery id>)
	Deliveries []deliveryRow
}

// handleEndpoint shows an endpoint. After Send test event, ?test= names
// the test delivery, whose outcome is shown above the log; a value that is
// not a test delivery of this endpoint is ignored.
func (s *Server) handleEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errEndpointNotFound)
		return
	}
	e, err := s.Webhooks.FindWebhookEndpointByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	list, err := s.Webhooks.FindWebhookDeliveries(r.Context(), accountID(r), id, steward.DefaultWebhookDeliveryLimit)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	done := r.URL.Query().Get("done")
	p := &endpointPage{base: s.base(r, "Webhook endpoint", "developers"), Endpoint: toEndpointView(e), Secret: e.Secret,
		ShowSecret: done == "endpoint-added" || done == "secret-rotated"}
	if testID, err := strconv.ParseInt(r.URL.Query().Get("test"), 10, 64); err == nil && testID > 0 {
		d, err := s.Webhooks.FindWebhookDeliveryByID(r.Context(), accountID(r), testID)
		if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		if err == nil && d.EndpointID == id && d.EventName == steward.EventWebhookTest && len(d.AttemptLog) > 0 {
			p.Test = &testView{attemptView: toAttemptView(d.AttemptLog[len(d.AttemptLog)-1]), DeliveryID: d.ID}
		}
	}
	for _, d := range list {
		row := toDeliveryRow(d)
		row.Current = p.Test != nil && d.ID == p.Test.DeliveryID
		p.Deliveries = append(p.Deliveries, row)
	}
	s.render(w, r, http.StatusOK, "endpoint", p)
}

// handleTestEndpoint sends a webhook.test event now. The test is stored as
// a delivery of this endpoint, so the answer is a redirect to the
// endpoint's page, which shows the outcome and the delivery in the log (a
// reload does not send another test).
func (s *Server) handleTestEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errEndpointNotFound)
		return
	}
	res, err := s.Webhooks.TestWebhookEndpoint(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/developers/webhooks/%d?test=%d", id, res.DeliveryID), http.StatusSeeOther)
}

func (s *Server) handleRotateSecret(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errEndpointNotFound)
		return
	}
	if _, err := s.Webhooks.RotateWebhookSecret(r.Context(), accountID(r), id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/developers/webhooks/%d?done=secret-rotated", id), http.StatusSeeOther)
}

func (s *Server) handleSetEnabled(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "enabled")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errEndpointNotFound)
		return
	}
	var enabled bool
	switch f.Get("enabled") {
	case "true":
		enabled = true
	case "false":
	default:
		s.errorPage(w, r, steward.Errorf(steward.EVALIDATION, "Invalid enabled %q: must be true or false", f.Get("enabled")))
		return
	}
	if _, err := s.Webhooks.UpdateWebhookEndpoint(r.Context(), accountID(r), id, steward.WebhookEndpointUpdate{Enabled: &enabled}); err != nil {
		s.errorPage(w, r, err)
		return
	}
	done := "endpoint-disabled"
	if enabled {
		done = "endpoint-enabled"
	}
	http.Redirect(w, r, fmt.Sprintf("/app/developers/webhooks/%d?done=%s", id, done), http.StatusSeeOther)
}

func (s *Server) handleDeleteEndpoint(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "delete")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errEndpointNotFound)
		return
	}
	if f.Get("confirmed") != "yes" {
		e, err := s.Webhooks.FindWebhookEndpointByID(r.Context(), accountID(r), id)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		s.confirm(w, r, confirmPage{Heading: "Delete the endpoint " + e.URL + "?",
			Message: "Its delivery log goes with it and no more events are sent to it. This cannot be undone.",
			Action:  r.URL.Path, Button: "Delete endpoint", Back: fmt.Sprintf("/app/developers/webhooks/%d", id), BackText: "Keep it"})
		return
	}
	if err := s.Webhooks.DeleteWebhookEndpoint(r.Context(), accountID(r), id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, "/app/developers?done=endpoint-deleted", http.StatusSeeOther)
}

// deliveryPage is one delivery: every attempt and the payload.
type deliveryPage struct {
	base
	Delivery   deliveryRow
	EndpointID int64
	EventUUID  string
	Attempts   []attemptView
	Payload    string
	Error      string
}

func (s *Server) handleDelivery(w http.ResponseWriter, r *http.Request) {
	s.renderDelivery(w, r, http.StatusOK, "")
}

func (s *Server) renderDelivery(w http.ResponseWriter, r *http.Request, status int, errMsg string) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errDeliveryNotFound)
		return
	}
	d, err := s.Webhooks.FindWebhookDeliveryByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &deliveryPage{base: s.base(r, fmt.Sprintf("Delivery %d", d.ID), "developers"), Delivery: toDeliveryRow(&d.WebhookDelivery),
		EndpointID: d.EndpointID, EventUUID: d.EventUUID, Error: errMsg}
	for _, a := range d.AttemptLog {
		p.Attempts = append(p.Attempts, toAttemptView(a))
	}
	var pretty bytes.Buffer
	if json.Indent(&pretty, d.Payload, "", "  ") == nil {
		p.Payload = pretty.String()
	} else {
		p.Payload = string(d.Payload)
	}
	s.render(w, r, status, "delivery", p)
}

func (s *Server) handleRetryDelivery(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errDeliveryNotFound)
		return
	}
	if _, err := s.Webhooks.RetryWebhookDelivery(r.Context(), accountID(r), id); err != nil {
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		s.renderDelivery(w, r, statusOf(err), steward.ErrorMessage(err))
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/developers/deliveries/%d?done=delivery-retried", id), http.StatusSeeOther)
}
