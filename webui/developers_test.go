package webui

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

func TestAPIKeys(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u, other := h.signup(), h.signup()
		u.get("/app/developers").wantStatus(200).wantText("No API keys yet", "Create API key", "Add endpoint")
		u.post("/app/developers/api-keys", url.Values{"name": {" "}}).wantStatus(400).wantFieldError("key-name", "Missing required field: name")

		// The secret is shown once, with a copy button, and works.
		p := u.post("/app/developers/api-keys", url.Values{"name": {"ci-runner"}}).wantStatus(201).
			wantText("Your new API key “ci-runner”", "shown only this once", `data-copy="new-key"`)
		secret := regexp.MustCompile(`id="new-key">(stw_[0-9A-Za-z]+)<`).FindStringSubmatch(p.Body)
		if secret == nil {
			t.Fatalf("no key on the page:\n%s", excerpt(p.Body))
		}
		list := u.get("/app/developers").wantText("ci-runner", secret[1][:12]+"…", "Never").wantNoText(secret[1])
		if list.Header.Get("Cache-Control") != "no-store" {
			t.Error("the Developers page may be cached")
		}
		if id, err := h.web.APIKeys.AuthenticateAPIKey(ctx, secret[1]); err != nil || id != u.Account {
			t.Fatalf("the key from the page: account %d, err %v", id, err)
		}
		u.get("/app/developers").wantNoText("Never") // last use is shown
		other.get("/app/developers").wantNoText("ci-runner")

		keys, _ := h.web.APIKeys.FindAPIKeys(ctx, u.Account)
		revoke := fmt.Sprintf("/app/developers/api-keys/%d/revoke", keys[0].ID)
		// Without scripts, the server asks first.
		u.post(revoke, nil).wantStatus(200).wantText("Revoke the API key “ci-runner”?", `name="confirmed" value="yes"`)
		other.post(revoke, url.Values{"confirmed": {"yes"}}).wantStatus(404).wantText("API key not found")
		if _, err := h.web.APIKeys.AuthenticateAPIKey(ctx, secret[1]); err != nil {
			t.Fatalf("the key stopped working before it was revoked: %v", err)
		}
		u.post(revoke, url.Values{"confirmed": {"yes"}}).wantRedirect("/app/developers?done=key-revoked")
		if _, err := h.web.APIKeys.AuthenticateAPIKey(ctx, secret[1]); steward.ErrorCode(err) != steward.EINVALIDAPIKEY {
			t.Fatalf("revoked key: err = %v, want INVALID_API_KEY", err)
		}
		u.get("/app/developers?done=key-revoked").wantText("API key revoked").wantNoText("ci-runner")
	})
}

// receiver is a local webhook receiver answering status.
type receiver struct {
	mu     sync.Mutex
	status int
	bodies []string
	URL    string
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{status: 200}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.bodies = append(r.bodies, string(b))
		status := r.status
		r.mu.Unlock()
		w.WriteHeader(status)
		fmt.Fprint(w, `{"ok":true}`)
	}))
	t.Cleanup(srv.Close)
	r.URL = srv.URL
	return r
}

func (r *receiver) got() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.bodies...)
}

func (r *receiver) answer(status int) {
	r.mu.Lock()
	r.status = status
	r.mu.Unlock()
}

func TestWebhookEndpoints(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		u, other := h.signup(), h.signup()
		rcv := newReceiver(t)

		for _, tc := range []struct {
			name, field, msg string
			form             url.Values
		}{
			{"ErrMissingURL", "endpoint-url", "Missing required field: url", url.Values{"description": {"x"}}},
			{"ErrURL", "endpoint-url", `Invalid url "nope": must be an absolute http or https URL`, url.Values{"url": {"nope"}}},
			{"ErrScheme", "endpoint-url", `Invalid url "ftp://example.com": the scheme must be http or https`, url.Values{"url": {"ftp://example.com"}}},
			{"ErrEvents", "endpoint-events", `Invalid events: unknown event "job.exploded"; known events are ` + strings.Join(steward.EventNames, ", "),
				url.Values{"url": {rcv.URL}, "events": {"job.exploded"}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				u.in(t).post("/app/developers/webhooks", tc.form).wantStatus(400).wantFieldError(tc.field, tc.msg)
			})
		}

		// Added with a choice of events; the page shows the signing secret.
		p := u.post("/app/developers/webhooks", url.Values{"url": {rcv.URL + "/hooks"}, "description": {"ops"}, "events": {"job.cancelled", "job.completed"}}).
			wantRedirect("/app/developers/webhooks/*")
		id := idFromLocation(t, p, "/app/developers/webhooks/")
		e, err := h.web.Webhooks.FindWebhookEndpointByID(ctx, u.Account, id)
		if err != nil {
			t.Fatal(err)
		}
		path := fmt.Sprintf("/app/developers/webhooks/%d", id)
		u.follow(p).wantStatus(200).wantText("Endpoint added", rcv.URL+"/hooks", "job.cancelled, job.completed",
			`<details class="secret-details" open>`, e.Secret, "Send test event", "No deliveries yet")
		u.get(path).wantNoText(`<details class="secret-details" open>`) // shown on request after that
		u.get("/app/developers").wantText(rcv.URL+"/hooks", "ops", "Enabled")
		other.get(path).wantStatus(404).wantText("Webhook endpoint not found")
		other.post(path+"/test", nil).wantStatus(404)

		t.Run("SendTestEvent", func(t *testing.T) {
			u := u.in(t)
			// The test is stored: the answer redirects to the endpoint's
			// page, which shows the outcome and links the delivery in the log.
			p := u.post(path+"/test", nil).wantRedirect(path + "?test=*")
			okID := idFromLocation(t, p, path+"?test=")
			u.follow(p).wantStatus(200).wantText("Test event delivered", `<strong id="test-status">200</strong>`, `{"ok":true}`,
				fmt.Sprintf(`<a href="/app/developers/deliveries/%d" id="test-delivery">`, okID),
				fmt.Sprintf(`<tr class="current" aria-current="true">
      <td data-label="Event"><a href="/app/developers/deliveries/%d">webhook.test</a>`, okID))
			if got := rcv.got(); len(got) != 1 || !strings.Contains(got[0], `"name":"webhook.test"`) {
				t.Fatalf("receiver got %q, want one webhook.test", got)
			}

			// A failing test is in the log as failed after one attempt,
			// not scheduled again; Retry sends it again by hand.
			rcv.answer(500)
			p = u.post(path+"/test", nil).wantRedirect(path + "?test=*")
			failedID := idFromLocation(t, p, path+"?test=")
			u.follow(p).wantText("Test event failed", `<strong id="test-status">500</strong>`)
			d, err := h.web.Webhooks.FindWebhookDeliveryByID(ctx, u.Account, failedID)
			if err != nil || d.EventName != steward.EventWebhookTest || d.Status != steward.DeliveryFailed || d.Attempts != 1 ||
				d.NextAttemptAt != nil || len(d.AttemptLog) != 1 {
				t.Fatalf("failed test delivery = %+v (err %v), want failed after 1 attempt, none due", d, err)
			}
			dpath := fmt.Sprintf("/app/developers/deliveries/%d", failedID)
			u.get(dpath).wantText("webhook.test", "Failed", `<dd id="delivery-attempts">1</dd>`, `"name": "webhook.test"`)
			other.in(t).get(dpath).wantStatus(404)
			rcv.answer(200)
			u.post(dpath+"/retry", nil).wantRedirect(dpath + "?done=delivery-retried")
			u.get(dpath).wantText("Succeeded", `<dd id="delivery-attempts">2</dd>`)

			// ?test= naming anything but a test delivery of this endpoint shows no outcome.
			u.get(path + "?test=999999").wantStatus(200).wantNoText(`id="test-result"`)
			other.in(t).get(path + fmt.Sprintf("?test=%d", okID)).wantStatus(404)
		})

		t.Run("RotateSecret", func(t *testing.T) {
			u := u.in(t)
			u.post(path+"/rotate", nil).wantRedirect(path + "?done=secret-rotated")
			after, _ := h.web.Webhooks.FindWebhookEndpointByID(ctx, u.Account, id)
			if after.Secret == e.Secret || !strings.HasPrefix(after.Secret, steward.WebhookSecretPrefix) {
				t.Fatalf("secret after rotation = %q, want a new one", after.Secret)
			}
			u.get(path+"?done=secret-rotated").wantText("New signing secret issued", after.Secret, `<details class="secret-details" open>`)
		})

		t.Run("EnableDisable", func(t *testing.T) {
			u := u.in(t)
			u.post(path+"/enabled", url.Values{"enabled": {"false"}}).wantRedirect(path + "?done=endpoint-disabled")
			if e, _ := h.web.Webhooks.FindWebhookEndpointByID(ctx, u.Account, id); e.Enabled {
				t.Fatal("endpoint still enabled")
			}
			u.get(path).wantText("Disabled", `name="enabled" value="true"`)
			u.post(path+"/enabled", url.Values{"enabled": {"maybe"}}).wantStatus(400).wantText(`Invalid enabled "maybe": must be true or false`)
			u.post(path+"/enabled", url.Values{"enabled": {"true"}}).wantRedirect(path + "?done=endpoint-enabled")
			if e, _ := h.web.Webhooks.FindWebhookEndpointByID(ctx, u.Account, id); !e.Enabled {
				t.Fatal("endpoint still disabled")
			}
		})

		t.Run("DeliveryLogAndRetry", func(t *testing.T) {
			u, other := u.in(t), other.in(t)
			// A real event: the delivery waits in the outbox (no dispatcher
			// runs here) until Retry sends it.
			villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
			job, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(72 * time.Hour)})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := h.web.Jobs.CancelJob(ctx, u.Account, job.ID); err != nil {
				t.Fatal(err)
			}
			list, err := h.web.Webhooks.FindWebhookDeliveries(ctx, u.Account, id, 10)
			if err != nil || len(list) != 3 || list[0].EventName != steward.EventJobCancelled {
				t.Fatalf("deliveries = %v (err %v), want job.cancelled after the two tests", list, err)
			}
			d := list[0]
			u.get(fmt.Sprintf("%s?test=%d", path, d.ID)).wantNoText(`id="test-result"`) // not a test delivery
			u.get(path).wantText("Delivery log", "job.cancelled", "Pending", "Retry")
			dpath := fmt.Sprintf("/app/developers/deliveries/%d", d.ID)
			u.get(dpath).wantStatus(200).wantText("job.cancelled", "Not attempted yet.", d.EventUUID, `"name": "job.cancelled"`,
				fmt.Sprintf(`"id": %d`, job.ID))
			other.get(dpath).wantStatus(404).wantText("Webhook delivery not found")
			other.post(dpath+"/retry", nil).wantStatus(404)

			before := len(rcv.got())
			u.post(dpath+"/retry", nil).wantRedirect(dpath + "?done=delivery-retried")
			u.get(dpath+"?done=delivery-retried").wantText("Retried", "Succeeded", `<dd id="delivery-attempts">1</dd>`, `{"ok":true}`)
			if got := rcv.got(); len(got) != before+1 || !strings.Contains(got[len(got)-1], `"name":"job.cancelled"`) {
				t.Fatalf("receiver did not get the retried job.cancelled")
			}
			u.get(path).wantText("Succeeded", "200")
		})

		t.Run("Delete", func(t *testing.T) {
			u := u.in(t)
			u.post(path+"/delete", nil).wantStatus(200).wantText("Delete the endpoint "+rcv.URL+"/hooks?", `name="confirmed" value="yes"`)
			other.in(t).post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantStatus(404)
			u.post(path+"/delete", url.Values{"confirmed": {"yes"}}).wantRedirect("/app/developers?done=endpoint-deleted")
			if _, err := h.web.Webhooks.FindWebhookEndpointByID(ctx, u.Account, id); steward.ErrorCode(err) != steward.ENOTFOUND {
				t.Fatalf("deleted endpoint: err = %v, want NOT_FOUND", err)
			}
			u.get(path).wantStatus(404)
		})
	})
}

// TestWebhookPrivateURLRefused shows the dispatcher's destination guard
// reaching the form: without AllowPrivate, a loopback URL is refused next
// to the field.
func TestWebhookPrivateURLRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", func(s *Server, db *sqlstore.DB) {
		s.Webhooks = webhook.New(sqlstore.NewWebhookStore(db), webhook.Config{})
	})
	u := h.signup()
	p := u.post("/app/developers/webhooks", url.Values{"url": {"http://127.0.0.1:9/hook"}}).wantStatus(400)
	if !strings.Contains(p.Body, `id="endpoint-url-error"`) || !strings.Contains(p.Body, "Invalid url") {
		t.Fatalf("the refusal is not shown next to the URL field:\n%s", excerpt(p.Body))
	}
}
