package httpapi

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// bodyDecoders are the request bodies of the API with the checks their
// handlers make before the one service call: strict decode, then the toX
// converter and the domain's Validate.
var bodyDecoders = []struct {
	name  string
	check func(r *http.Request) error
}{
	{"JobCreate", func(r *http.Request) error {
		var req jobCreateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		_, err := req.toJobCreate()
		return err
	}},
	{"JobUpdate", func(r *http.Request) error {
		var req jobUpdateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		_, err := req.toJobUpdate()
		return err
	}},
	{"AddressCreate", func(r *http.Request) error {
		var req addressCreateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		in := req.toAddressCreate()
		return in.Validate()
	}},
	{"ProCreate", func(r *http.Request) error {
		var req proCreateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		in := req.toProCreate()
		return in.Validate()
	}},
	{"ReservationCreate", func(r *http.Request) error {
		var req reservationCreateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		_, err := req.toReservationCreate()
		return err
	}},
	{"Signup", func(r *http.Request) error {
		var req signupRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		in := steward.Signup{FirstName: req.FirstName, LastName: req.LastName, Email: req.Email, Password: req.Password}
		return in.Validate()
	}},
	{"Login", func(r *http.Request) error {
		var req loginRequest
		return decode(r, &req)
	}},
	{"APIKeyCreate", func(r *http.Request) error {
		var req apiKeyCreateRequest
		return decode(r, &req)
	}},
	{"Message", func(r *http.Request) error {
		var req messageRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		in := steward.MessageCreate{Message: deref(req.Message), ConversationID: deref(req.ConversationID)}
		if req.Context != nil {
			in.Context = steward.MessageContext{AddressID: req.Context.AddressID, JobID: req.Context.JobID, ReservationID: req.Context.ReservationID}
		}
		return in.Validate()
	}},
	{"WebhookEndpointCreate", func(r *http.Request) error {
		var req webhookEndpointCreateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		in := steward.WebhookEndpointCreate{URL: deref(req.URL), Events: req.Events, Description: deref(req.Description)}
		return in.Validate()
	}},
	{"WebhookEndpointUpdate", func(r *http.Request) error {
		var req webhookEndpointUpdateRequest
		if err := decode(r, &req); err != nil {
			return err
		}
		upd := steward.WebhookEndpointUpdate{URL: req.URL, Events: req.Events, Description: req.Description, Enabled: req.Enabled}
		return upd.Validate()
	}},
}

// wantUserError fails unless err is nil or an error the caller caused:
// an *steward.Error with one of codes and a message that names the problem.
func wantUserError(t *testing.T, what string, err error, codes ...string) {
	t.Helper()
	if err == nil {
		return
	}
	code, msg := steward.ErrorCode(err), steward.ErrorMessage(err)
	ok := false
	for _, c := range codes {
		ok = ok || code == c
	}
	if !ok || msg == "" || msg == "Internal error" || !utf8.ValidString(msg) {
		t.Fatalf("%s: %v (code %s, message %q), want one of %v with a message", what, err, code, msg, codes)
	}
}

// FuzzDecode feeds arbitrary bodies to every request decoder and converter:
// they never panic, and every refusal is a 400 (or 413) naming the problem.
func FuzzDecode(f *testing.F) {
	for i := range bodyDecoders {
		for _, body := range []string{"", "{}", "null", "[]", `{"x":1}`, `{"address_id":1,"service_type":"cleaning","scheduled_at":"2026-03-05T10:00:00Z"}`,
			`{"status":"completed","notes":"n","scheduled_at":"2026-03-05T10:00:00-08:00"}`, `{"url":"https://example.com/h","events":["job.completed"]}`,
			`{"street":"1 Main St","city":"Austin","state":"TX","zip":"78701","bedrooms":2,"bathrooms":1.5}`,
			`{"name":"Lena","email":"lena@example.com","services":["cleaning"],"active":true}`,
			`{"address_id":1,"guest_name":"G","check_in":"2026-03-05T16:00:00Z","check_out":"2026-03-07T10:00:00Z","guests":2}`,
			`{"message":"clean the villa friday","context":{"address_id":1},"conversation_id":"c"}`,
			`{"first_name":"A","last_name":"B","email":"a@example.com","password":"12345678"}`} {
			f.Add(uint8(i), []byte(body))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, body []byte) {
		d := bodyDecoders[int(which)%len(bodyDecoders)]
		r := httptest.NewRequest("POST", "/", bytes.NewReader(body))
		rec := httptest.NewRecorder()
		r.Body = http.MaxBytesReader(rec, r.Body, MaxBodyBytes)
		wantUserError(t, d.name, d.check(r), steward.EVALIDATION, steward.ETOOLARGE)
	})
}

// FuzzQuery feeds arbitrary query strings and header values to the
// parsers of lists' filters, timestamps and Prefer: wait.
func FuzzQuery(f *testing.F) {
	for _, s := range []string{"", "limit=20", "limit=0", "limit=-1", "limit=99999999999999999999", "offset=5&status=pending",
		"address_id=3", "address_id=x", "status=%ZZ", "2026-03-05T10:00:00Z", "2026-03-05T10:00:00.123456789-08:00",
		"2026-13-45T99:99:99Z", "wait=10", "respond-async, wait=5", `wait="3"`, "wait=-1", "wait=1e9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.RawQuery = s
		q, _ := url.ParseQuery(s)
		for _, name := range []string{"limit", "offset", "address_id"} {
			v, err := queryInt(r, name)
			wantUserError(t, "queryInt", err, steward.EVALIDATION)
			if err == nil && (v == nil) != (q.Get(name) == "") {
				t.Fatalf("queryInt(%q) = %v for %q", name, v, q.Get(name))
			}
		}
		var f steward.JobFilter
		var err error
		f.Statuses, err = steward.ParseStatuses("status", q.Get("status"))
		wantUserError(t, "ParseStatuses", err, steward.EVALIDATION)
		wantUserError(t, "JobFilter", f.Validate(), steward.EVALIDATION)
		var mf steward.MessageFilter
		if v := q.Get("status"); v != "" {
			st := steward.MessageStatus(v)
			mf.Status = &st
		}
		wantUserError(t, "MessageFilter", mf.Validate(), steward.EVALIDATION)

		at, err := steward.ParseTime("scheduled_at", s)
		wantUserError(t, "ParseTime", err, steward.EVALIDATION)
		if err == nil {
			if at.Location() != time.UTC {
				t.Fatalf("steward.ParseTime(%q) = %v, not UTC", s, at)
			}
			again, err := steward.ParseTime("scheduled_at", at.Format(time.RFC3339Nano))
			if err != nil || !again.Equal(at) {
				t.Fatalf("steward.ParseTime(%q) = %v does not round-trip: %v, %v", s, at, again, err)
			}
		}

		wait, err := preferWait(strings.Split(s, "\n"))
		wantUserError(t, "preferWait", err, steward.EVALIDATION)
		if wait < 0 || wait > MaxWait {
			t.Fatalf("preferWait(%q) = %v, want 0…%v", s, wait, MaxWait)
		}
	})
}
