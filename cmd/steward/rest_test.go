package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// rawResponse is a response read whole, for tests of malformed requests.
type rawResponse struct {
	Status int
	Header http.Header
	Body   []byte
	Err    struct{ Error, Message, Code string }
}

// raw sends body as-is (no JSON encoding) with the client's credentials.
func raw(t *testing.T, c *client.Client, method, path, body string, header ...string) *rawResponse {
	t.Helper()
	req, err := http.NewRequest(method, c.BaseURL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if c.APIKey != "" {
		req.Header.Set("X-API-Key", c.APIKey)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := c.HTTPClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	r := &rawResponse{Status: resp.StatusCode, Header: resp.Header}
	r.Body, _ = io.ReadAll(resp.Body)
	if resp.StatusCode >= 400 {
		if err := json.Unmarshal(r.Body, &r.Err); err != nil || r.Err.Code == "" || r.Err.Message == "" || r.Err.Error == "" {
			t.Errorf("%s %s: error body %q is not {error, message, code}", method, path, r.Body)
		}
	}
	return r
}

func (r *rawResponse) want(t *testing.T, status int, code, message string) {
	t.Helper()
	if r.Status != status || r.Err.Code != code || !strings.Contains(r.Err.Message, message) {
		t.Errorf("got %d %s %q, want %d %s with message containing %q", r.Status, r.Err.Code, r.Err.Message, status, code, message)
	}
}

func TestREST(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			// The clock stands before the jobs the tests book (in March 2026 and later).
			srv := startServer(t, testdb.DSN(t, engine), "--now", "2026-03-04T17:00:00Z", "--signup-limit", "0") // many accounts from one address
			t.Run("Auth", func(t *testing.T) { t.Parallel(); testAuth(t, srv.URL) })
			t.Run("Addresses", func(t *testing.T) { t.Parallel(); testAddresses(t, srv.URL) })
			t.Run("Todos", func(t *testing.T) { t.Parallel(); testTodos(t, srv.URL) })
			t.Run("Pros", func(t *testing.T) { t.Parallel(); testPros(t, srv.URL) })
			t.Run("ProUpdate", func(t *testing.T) { t.Parallel(); testProUpdate(t, srv.URL) })
			t.Run("Jobs", func(t *testing.T) { t.Parallel(); testJobs(t, srv.URL) })
			t.Run("JobValidation", func(t *testing.T) { t.Parallel(); testJobValidation(t, srv.URL) })
			t.Run("JobWork", func(t *testing.T) { t.Parallel(); testJobWork(t, srv.URL) })
			t.Run("Transitions", func(t *testing.T) { t.Parallel(); testTransitions(t, srv.URL) })
			t.Run("Pagination", func(t *testing.T) { t.Parallel(); testPagination(t, srv.URL) })
			t.Run("Reservations", func(t *testing.T) { t.Parallel(); testReservations(t, srv.URL) })
			t.Run("TenantIsolation", func(t *testing.T) { t.Parallel(); testTenantIsolation(t, srv.URL) })
			t.Run("Protocol", func(t *testing.T) { t.Parallel(); testProtocol(t, srv.URL) })
		})
	}
}

func testAuth(t *testing.T, url string) {
	ctx := context.Background()
	anon := newClient(t, url)
	_, err := anon.ListJobs(ctx, client.JobListParams{})
	wantStatus(t, err, 401, steward.EINVALIDAPIKEY)
	wantMessage(t, err, "API key")
	_, err = anon.CreateJob(ctx, client.JobCreate{AddressID: 1, ServiceType: "cleaning", ScheduledAt: time.Now()})
	wantStatus(t, err, 401, steward.EINVALIDAPIKEY)
	anon.APIKey = "stw_notarealkeyatall"
	_, err = anon.ListJobs(ctx, client.JobListParams{})
	wantStatus(t, err, 401, steward.EINVALIDAPIKEY)

	c := signupWithKey(t, url)
	// The same key as Authorization: Bearer.
	r := raw(t, &client.Client{BaseURL: url, HTTPClient: c.HTTPClient}, "GET", "/api/v1/addresses", "", "Authorization", "Bearer "+c.APIKey)
	if r.Status != 200 {
		t.Errorf("Bearer API key: status %d, want 200", r.Status)
	}
	// A login token is not an API key.
	r = raw(t, &client.Client{BaseURL: url, HTTPClient: c.HTTPClient}, "GET", "/api/v1/addresses", "", "Authorization", "Bearer "+c.Token)
	r.want(t, 401, steward.EINVALIDAPIKEY, "API key")

	// Sign-up and login errors.
	_, err = anon.Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "short@example.com", Password: "1234567"})
	wantStatus(t, err, 400, steward.EVALIDATION)
	wantMessage(t, err, "at least 8")
	_, err = anon.Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "dup@example.com", Password: "12345678"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = anon.Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "DUP@example.com", Password: "12345678"})
	wantStatus(t, err, 409, steward.ECONFLICT)
	_, err = anon.Signup(ctx, steward.Signup{LastName: "B", Email: "x@example.com", Password: "12345678"})
	wantMessage(t, err, "Missing required field: first_name")
	_, err = anon.Login(ctx, "dup@example.com", "wrong-password")
	wantStatus(t, err, 401, steward.EINVALIDCREDENTIALS)
	sess, err := anon.Login(ctx, "dup@example.com", "12345678")
	if err != nil || sess.Token == "" || sess.AccountID == 0 {
		t.Fatalf("Login = %+v, %v", sess, err)
	}

	// API keys: list with last use, no secrets; API keys cannot mint keys; revoke.
	if _, err := c.ListAddresses(ctx); err != nil {
		t.Fatal(err)
	}
	keys, err := c.ListAPIKeys(ctx)
	if err != nil || len(keys) != 1 || keys[0].LastUsedAt == nil || !strings.HasPrefix(keys[0].Prefix, "stw_") {
		t.Fatalf("ListAPIKeys = %+v, %v; want one used key", keys, err)
	}
	byKey := &client.Client{BaseURL: url, HTTPClient: c.HTTPClient, APIKey: c.APIKey}
	_, err = byKey.CreateAPIKey(ctx, "sneaky")
	wantStatus(t, err, 403, steward.EFORBIDDEN)
	_, err = c.CreateAPIKey(ctx, "")
	wantMessage(t, err, "Missing required field: name")
	wantStatus(t, c.RevokeAPIKey(ctx, 999999), 404, steward.ENOTFOUND)
	if err := c.RevokeAPIKey(ctx, keys[0].ID); err != nil {
		t.Fatal(err)
	}
	_, err = c.ListAddresses(ctx)
	wantStatus(t, err, 401, steward.EINVALIDAPIKEY)

	// Logout revokes the token.
	if err := c.Logout(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = c.ListAPIKeys(ctx)
	wantStatus(t, err, 401, steward.EUNAUTHORIZED)
	c.Token, c.APIKey = "", ""
	_, err = c.ListAPIKeys(ctx)
	wantStatus(t, err, 401, steward.EUNAUTHORIZED)
}

func ptr[T any](v T) *T { return &v }

func testAddresses(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, err := c.CreateAddress(ctx, client.AddressCreate{Street: "221 Maple St", City: "Chicago", State: "IL", Zip: "60614",
		Nickname: ptr("Maple House"), Bedrooms: ptr(2), Bathrooms: ptr(1.5), SquareFeet: ptr(1100)})
	if err != nil {
		t.Fatal(err)
	}
	if a.Country != "US" || a.Timezone != "America/Chicago" || *a.Nickname != "Maple House" || a.AccessInstructions != nil {
		t.Errorf("address = %+v", a)
	}
	list, err := c.ListAddresses(ctx)
	if err != nil || len(list) != 1 || list[0].ID != a.ID {
		t.Fatalf("ListAddresses = %v, %v", list, err)
	}
	todos, err := c.ListTodos(ctx, a.ID)
	if err != nil || len(todos) == 0 {
		t.Fatalf("ListTodos = %v, %v", todos, err)
	}
	half := false
	for _, item := range todos[0].Items {
		half = half || strings.Contains(strings.ToLower(item.Description), "half bath")
	}
	if !half {
		t.Errorf("1.5 bathrooms but no half-bathroom item in %+v", todos[0].Items)
	}
	_, err = c.ListTodos(ctx, 999999)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantMessage(t, err, "Address not found")

	for _, tc := range []struct{ body, message string }{
		{`{"city":"Chicago","state":"IL","zip":"60614"}`, "Missing required field: street"},
		{`{"street":"1 A St","state":"IL","zip":"60614"}`, "Missing required field: city"},
		{`{"street":"1 A St","city":"Chicago","zip":"60614"}`, "Missing required field: state"},
		{`{"street":"1 A St","city":"Chicago","state":"IL"}`, "Missing required field: zip"},
		{`{"street":"1 A St","city":"Chicago","state":"IL","zip":"60614","bedrooms":"two"}`, "Invalid type for field bedrooms: expected integer"},
		{`{"street":"1 A St","city":"Chicago","state":"IL","zip":"60614","bedrooms":-1}`, "bedrooms"},
		{`{"street":"1 A St","city":"Chicago","state":"IL","zip":"60614","bathrooms":-0.5}`, "bathrooms"},
		{`{"street":"1 A St","city":"Chicago","state":"IL","zip":"60614","square_feet":2.5}`, "square_feet"},
		{`{"street":"1 A St","city":"Chicago","state":"IL","zip":"60614","country":"USA"}`, "country"},
	} {
		raw(t, c, "POST", "/api/v1/addresses", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
	}
}

func testPros(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	p, err := c.CreatePro(ctx, client.ProCreate{Name: "Lena Park", Email: "lena@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Active || p.Rating != 5 || len(p.Services) != 1 || p.Services[0] != steward.Cleaning || p.Phone != "" {
		t.Errorf("pro defaults = %+v", p)
	}
	p2, err := c.CreatePro(ctx, client.ProCreate{Name: "Marcus", Email: "m@example.com", Phone: "555-0102", Services: []string{"maintenance", "inspection"}})
	if err != nil || len(p2.Services) != 2 {
		t.Fatalf("CreatePro = %+v, %v", p2, err)
	}
	list, err := c.ListPros(ctx)
	if err != nil || len(list) != 2 || list[0].ID != p.ID {
		t.Fatalf("ListPros = %v, %v", list, err)
	}
	for _, tc := range []struct{ body, message string }{
		{`{"email":"a@example.com"}`, "Missing required field: name"},
		{`{"name":"A"}`, "Missing required field: email"},
		{`{"name":"A","email":"not an email"}`, "Invalid email"},
		{`{"name":"A","email":"a@example.com","services":["gardening"]}`, "gardening"},
		{`{"name":"A","email":"a@example.com","services":"cleaning"}`, "Invalid type for field services: expected array"},
		{`{"name":"A","email":"a@example.com","rating":5}`, "Unknown field: rating"},
	} {
		raw(t, c, "POST", "/api/v1/pros", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
	}
}

// setupProperty gives an account one address and one pro.
func setupProperty(t *testing.T, c *client.Client) (*steward.Address, *steward.Pro) {
	t.Helper()
	ctx := context.Background()
	a, err := c.CreateAddress(ctx, client.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109",
		Nickname: ptr("Sunset Villa"), Bedrooms: ptr(4), Bathrooms: ptr(3.0), SquareFeet: ptr(2400)})
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.CreatePro(ctx, client.ProCreate{Name: "Lena Park", Email: "lena@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	return a, p
}

func testJobs(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, p := setupProperty(t, c)
	at := time.Date(2026, 3, 12, 11, 0, 0, 0, time.FixedZone("", -7*3600))
	j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: at, ProID: &p.ID, Notes: ptr("deep clean")})
	if err != nil {
		t.Fatal(err)
	}
	if j.Status != steward.StatusPending || !j.ScheduledAt.Equal(at) || j.Price <= 0 || *j.ProID != p.ID || j.CompletedAt != nil {
		t.Errorf("job = %+v", j)
	}
	r := raw(t, c, "GET", fmt.Sprintf("/api/v1/jobs/%d", j.ID), "")
	if !strings.Contains(string(r.Body), `"scheduled_at":"2026-03-12T18:00:00Z"`) {
		t.Errorf("scheduled_at not returned in UTC with Z: %s", r.Body)
	}
	got, err := c.GetJob(ctx, j.ID)
	if err != nil || got.ID != j.ID {
		t.Fatalf("GetJob = %+v, %v", got, err)
	}
	_, err = c.GetJob(ctx, 999999)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantMessage(t, err, "Job not found")
	raw(t, c, "GET", "/api/v1/jobs/abc", "").want(t, 404, steward.ENOTFOUND, "Job not found")

	later := at.Add(48 * time.Hour)
	upd, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ScheduledAt: &later, Notes: ptr("bring a ladder")})
	if err != nil || !upd.ScheduledAt.Equal(later) || *upd.Notes != "bring a ladder" || !upd.UpdatedAt.After(j.UpdatedAt) && !upd.UpdatedAt.Equal(j.UpdatedAt) {
		t.Fatalf("UpdateJob = %+v, %v", upd, err)
	}
	price := 99.5
	j2, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "restocking", ScheduledAt: at, Price: &price})
	if err != nil || j2.Price != 99.5 || j2.ProID != nil {
		t.Fatalf("CreateJob with price = %+v, %v", j2, err)
	}
	if err := c.CancelJob(ctx, j2.ID); err != nil {
		t.Fatal(err)
	}
	r = raw(t, c, "DELETE", fmt.Sprintf("/api/v1/jobs/%d", j2.ID), "")
	if r.Status != 204 || len(r.Body) != 0 {
		t.Errorf("second DELETE = %d %q, want 204 with no body", r.Status, r.Body)
	}
	got, _ = c.GetJob(ctx, j2.ID)
	if got.Status != steward.StatusCancelled {
		t.Errorf("status after DELETE = %s", got.Status)
	}
	wantStatus(t, c.CancelJob(ctx, 999999), 404, steward.ENOTFOUND)
}

func testJobValidation(t *testing.T, url string) {
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	other := signupWithKey(t, url)
	oa, op := setupProperty(t, other)
	ok := fmt.Sprintf(`"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00-07:00"`, a.ID)
	for _, tc := range []struct{ name, body, message string }{
		{"MissingAddress", `{"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00Z"}`, "Missing required field: address_id"},
		{"MissingServiceType", fmt.Sprintf(`{"address_id":%d,"scheduled_at":"2026-03-12T11:00:00Z"}`, a.ID), "Missing required field: service_type"},
		{"MissingScheduledAt", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning"}`, a.ID), "Missing required field: scheduled_at"},
		{"NullIsMissing", `{"address_id":null,"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00Z"}`, "Missing required field: address_id"},
		{"UnknownServiceType", fmt.Sprintf(`{"address_id":%d,"service_type":"gardening","scheduled_at":"2026-03-12T11:00:00Z"}`, a.ID), `Invalid service_type "gardening"`},
		{"BadDate", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"next tuesday"}`, a.ID), "Invalid scheduled_at"},
		{"DateWithoutZone", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00"}`, a.ID), "RFC 3339"},
		{"WrongType", `{"address_id":"one","service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00Z"}`, "Invalid type for field address_id: expected integer, got string"},
		{"NegativePrice", `{` + ok + `,"price":-5}`, "Invalid price"},
		{"PriceAsString", `{` + ok + `,"price":"5"}`, "Invalid type for field price: expected number"},
		{"ZeroAddress", `{"address_id":0,"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00Z"}`, "Invalid address_id"},
		{"OtherAccountsAddress", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-12T11:00:00Z"}`, oa.ID), "Invalid address_id"},
		{"OtherAccountsPro", fmt.Sprintf(`{%s,"pro_id":%d}`, ok, op.ID), "Invalid pro_id"},
		{"UnknownField", `{` + ok + `,"status":"confirmed"}`, "Unknown field: status"},
		{"Malformed", `{"address_id": 1,`, "Malformed JSON"},
		{"TrailingData", `{` + ok + `} {}`, "Malformed JSON"},
		{"NotAnObject", `[1,2]`, "expected a JSON object"},
		{"Empty", ``, "Missing request body"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw(t, c, "POST", "/api/v1/jobs", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
		})
	}
	j, err := c.CreateJob(context.Background(), client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/api/v1/jobs/%d", j.ID)
	raw(t, c, "PATCH", path, `{"status":"done"}`).want(t, 400, steward.EVALIDATION, `Invalid status "done"`)
	raw(t, c, "PATCH", path, `{"scheduled_at":"tomorrow"}`).want(t, 400, steward.EVALIDATION, "Invalid scheduled_at")
	raw(t, c, "PATCH", path, `{"address_id":3}`).want(t, 400, steward.EVALIDATION, "Unknown field: address_id")
	if r := raw(t, c, "PATCH", path, `{}`); r.Status != 200 {
		t.Errorf("empty PATCH = %d, want 200", r.Status)
	}
}

func testTransitions(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	reach := map[steward.JobStatus][]string{
		steward.StatusPending: nil, steward.StatusConfirmed: {"confirmed"}, steward.StatusInProgress: {"in_progress"},
		steward.StatusCompleted: {"in_progress", "completed"}, steward.StatusCancelled: {"cancelled"},
	}
	for _, from := range steward.JobStatuses {
		for _, to := range steward.JobStatuses {
			t.Run(string(from)+"To"+string(to), func(t *testing.T) {
				j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now()})
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range reach[from] {
					if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(s)}); err != nil {
						t.Fatal(err)
					}
				}
				got, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(string(to))})
				if steward.CanTransition(from, to) {
					if err != nil || got.Status != to {
						t.Fatalf("PATCH %s→%s = %v, %v", from, to, got, err)
					}
					if to == steward.StatusCompleted && got.CompletedAt == nil {
						t.Error("completed_at not set on completion")
					}
				} else {
					wantStatus(t, err, 409, steward.ETRANSITION)
				}
			})
		}
	}
	t.Run("DeleteInProgress", func(t *testing.T) {
		j, _ := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now()})
		c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("in_progress")})
		wantStatus(t, c.CancelJob(ctx, j.ID), 409, steward.ETRANSITION)
		c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("completed")})
		wantStatus(t, c.CancelJob(ctx, j.ID), 409, steward.ETRANSITION)
		later := time.Now().Add(time.Hour)
		_, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ScheduledAt: &later})
		wantStatus(t, err, 409, steward.ETRANSITION)
	})
}

func testPagination(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	b, err := c.CreateAddress(ctx, client.AddressCreate{Street: "30 Pier St", City: "Brooklyn", State: "NY", Zip: "11201"})
	if err != nil {
		t.Fatal(err)
	}
	base := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	for i := 0; i < 23; i++ {
		addr := a.ID
		if i%4 == 0 {
			addr = b.ID
		}
		if _, err := c.CreateJob(ctx, client.JobCreate{AddressID: addr, ServiceType: "cleaning", ScheduledAt: base.Add(time.Duration(22-i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	page, err := c.ListJobs(ctx, client.JobListParams{})
	if err != nil || len(page.Jobs) != 20 || page.Total != 23 {
		t.Fatalf("default page: %d jobs, total %d, %v; want 20 of 23", len(page.Jobs), page.Total, err)
	}
	for i := 1; i < len(page.Jobs); i++ {
		if page.Jobs[i].ScheduledAt.Before(page.Jobs[i-1].ScheduledAt) {
			t.Fatalf("jobs not ordered by scheduled_at")
		}
	}
	for _, tc := range []struct {
		p        client.JobListParams
		n, total int
	}{
		{client.JobListParams{Limit: 1}, 1, 23},
		{client.JobListParams{Limit: 100}, 23, 23},
		{client.JobListParams{Limit: 10, Offset: 20}, 3, 23},
		{client.JobListParams{Offset: 23}, 0, 23},
		{client.JobListParams{Offset: 500}, 0, 23},
		{client.JobListParams{AddressID: &b.ID}, 6, 6},
		{client.JobListParams{Status: "pending", Limit: 5}, 5, 23},
		{client.JobListParams{Status: "confirmed"}, 0, 0},
	} {
		got, err := c.ListJobs(ctx, tc.p)
		if err != nil || len(got.Jobs) != tc.n || got.Total != tc.total {
			t.Errorf("ListJobs(%+v) = %d jobs, total %d, %v; want %d of %d", tc.p, len(got.Jobs), got.Total, err, tc.n, tc.total)
		}
	}
	for _, q := range []struct{ query, message string }{
		{"limit=0", "Invalid limit"}, {"limit=101", "Invalid limit"}, {"limit=ten", "Invalid limit"},
		{"offset=-1", "Invalid offset"}, {"offset=x", "Invalid offset"}, {"status=done", `Invalid status "done"`},
		{"address_id=abc", "Invalid address_id"},
	} {
		raw(t, c, "GET", "/api/v1/jobs?"+q.query, "").want(t, 400, steward.EVALIDATION, q.message)
	}
}

func testReservations(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	in := time.Date(2026, 3, 6, 16, 0, 0, 0, time.UTC)
	r1, err := c.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "Garcia Family", CheckIn: in.Add(72 * time.Hour), CheckOut: in.Add(96 * time.Hour), Guests: ptr(5), ConfirmationCode: "ABC123"})
	if err != nil || r1.Guests != 5 || r1.ConfirmationCode != "ABC123" {
		t.Fatalf("CreateReservation = %+v, %v", r1, err)
	}
	r2, err := c.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "Priya Patel", CheckIn: in, CheckOut: in.Add(48 * time.Hour)})
	if err != nil || r2.Guests != 1 || r2.ConfirmationCode == "" {
		t.Fatalf("defaults = %+v, %v", r2, err)
	}
	list, err := c.ListReservations(ctx, nil)
	if err != nil || len(list) != 2 || list[0].ID != r2.ID {
		t.Fatalf("ListReservations = %v, %v; want ordered by check_in", list, err)
	}
	list, _ = c.ListReservations(ctx, ptr(int64(999999)))
	if len(list) != 0 {
		t.Errorf("filter by unknown address = %v", list)
	}
	ok := fmt.Sprintf(`"address_id":%d,"guest_name":"G"`, a.ID)
	for _, tc := range []struct{ body, message string }{
		{fmt.Sprintf(`{"address_id":%d,"check_in":"2026-03-06T16:00:00Z","check_out":"2026-03-08T10:00:00Z"}`, a.ID), "Missing required field: guest_name"},
		{`{` + ok + `,"check_out":"2026-03-08T10:00:00Z"}`, "Missing required field: check_in"},
		{`{` + ok + `,"check_in":"2026-03-08T10:00:00Z"}`, "Missing required field: check_out"},
		{`{` + ok + `,"check_in":"2026-03-08T10:00:00Z","check_out":"2026-03-06T10:00:00Z"}`, "Invalid check_out: must be after check_in"},
		{`{` + ok + `,"check_in":"2026-03-08T10:00:00Z","check_out":"2026-03-09T10:00:00Z","guests":0}`, "Invalid guests"},
		{`{"address_id":999999,"guest_name":"G","check_in":"2026-03-08T10:00:00Z","check_out":"2026-03-09T10:00:00Z"}`, "Invalid address_id"},
	} {
		raw(t, c, "POST", "/api/v1/reservations", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
	}
	raw(t, c, "GET", "/api/v1/reservations?address_id=x", "").want(t, 400, steward.EVALIDATION, "Invalid address_id")
}

func testTenantIsolation(t *testing.T, url string) {
	ctx := context.Background()
	alice, bob := signupWithKey(t, url), signupWithKey(t, url)
	a, _ := setupProperty(t, alice)
	j, err := alice.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	_, err = alice.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "G", CheckIn: time.Now(), CheckOut: time.Now().Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = bob.GetJob(ctx, j.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	_, err = bob.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("confirmed")})
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantStatus(t, bob.CancelJob(ctx, j.ID), 404, steward.ENOTFOUND)
	_, err = bob.ListTodos(ctx, a.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	_, err = bob.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now()})
	wantStatus(t, err, 400, steward.EVALIDATION)
	_, err = bob.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "G", CheckIn: time.Now(), CheckOut: time.Now().Add(time.Hour)})
	wantStatus(t, err, 400, steward.EVALIDATION)
	jobs, _ := bob.ListJobs(ctx, client.JobListParams{AddressID: &a.ID})
	addrs, _ := bob.ListAddresses(ctx)
	pros, _ := bob.ListPros(ctx)
	res, _ := bob.ListReservations(ctx, nil)
	keys, _ := bob.ListAPIKeys(ctx)
	if jobs.Total != 0 || len(addrs) != 0 || len(pros) != 0 || len(res) != 0 || len(keys) != 1 {
		t.Errorf("bob sees jobs %d, addresses %d, pros %d, reservations %d, keys %d", jobs.Total, len(addrs), len(pros), len(res), len(keys))
	}
	aliceKeys, _ := alice.ListAPIKeys(ctx)
	wantStatus(t, bob.RevokeAPIKey(ctx, aliceKeys[0].ID), 404, steward.ENOTFOUND)
	got, err := alice.GetJob(ctx, j.ID)
	if err != nil || got.Status != steward.StatusPending {
		t.Errorf("alice's job after bob's attempts = %+v, %v", got, err)
	}
}

func testProtocol(t *testing.T, url string) {
	c := signupWithKey(t, url)
	raw(t, c, "GET", "/api/v1/nothing-here", "").want(t, 404, steward.ENOTFOUND, "No route")
	r := raw(t, c, "PUT", "/api/v1/jobs", "{}")
	r.want(t, 405, steward.EMETHOD, "PUT")
	if allow := r.Header.Get("Allow"); !strings.Contains(allow, "GET") || !strings.Contains(allow, "POST") {
		t.Errorf("Allow = %q, want GET and POST", allow)
	}
	big := `{"street":"` + strings.Repeat("x", 2<<20) + `"}`
	raw(t, c, "POST", "/api/v1/addresses", big).want(t, 413, steward.ETOOLARGE, "1 MiB")
	for _, path := range []string{"/healthz", "/readyz", "/api/v1/openapi.json"} {
		r := raw(t, &client.Client{BaseURL: url, HTTPClient: c.HTTPClient}, "GET", path, "")
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/json" {
			t.Errorf("GET %s = %d %s", path, r.Status, r.Header.Get("Content-Type"))
		}
	}
	r = raw(t, c, "GET", "/api/v1/addresses", "", "X-Request-Id", "trace-123")
	if r.Header.Get("X-Request-Id") != "trace-123" {
		t.Errorf("X-Request-Id = %q, want the caller's", r.Header.Get("X-Request-Id"))
	}
}

// TestTwoReplicas runs two servers on one PostgreSQL database and shows
// they serve the same data: writes through either are read through both.
func TestTwoReplicas(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	s1, s2 := startServer(t, dsn), startServer(t, dsn)
	ctx := context.Background()
	c1 := signupWithKey(t, s1.URL)
	c2 := newClient(t, s2.URL)
	c2.APIKey, c2.Token = c1.APIKey, c1.Token
	a, _ := setupProperty(t, c1)

	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := 0; i < 40; i++ {
		c := c1
		if i%2 == 1 {
			c = c2
		}
		wg.Add(1)
		go func(c *client.Client, i int) {
			defer wg.Done()
			_, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: time.Now().Add(time.Duration(i) * time.Hour)})
			errs <- err
		}(c, i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
	}
	l1, err1 := c1.ListJobs(ctx, client.JobListParams{Limit: 100})
	l2, err2 := c2.ListJobs(ctx, client.JobListParams{Limit: 100})
	if err1 != nil || err2 != nil || l1.Total != 40 || l2.Total != 40 {
		t.Fatalf("totals %d (%v) and %d (%v), want 40 on both", l1.Total, err1, l2.Total, err2)
	}
	// A change through one replica is seen by the other; a racing second
	// change of the same job through the other is refused cleanly.
	j := l1.Jobs[0]
	if _, err := c2.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("in_progress")}); err != nil {
		t.Fatal(err)
	}
	if _, err := c1.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("confirmed")}); err == nil {
		t.Error("replica 1 moved an in-progress job back to confirmed")
	}
	got, err := c1.GetJob(ctx, j.ID)
	if err != nil || got.Status != steward.StatusInProgress {
		t.Errorf("replica 1 reads %+v, %v; want in_progress", got, err)
	}
	// Sessions and keys are shared: a key made on replica 2 works on replica 1.
	k, err := c2.CreateAPIKey(ctx, "second")
	if err != nil {
		t.Fatal(err)
	}
	c1.APIKey = k.Key
	if _, err := c1.ListAddresses(ctx); err != nil {
		t.Errorf("key from replica 2 on replica 1: %v", err)
	}
}
