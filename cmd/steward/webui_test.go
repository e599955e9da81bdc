package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestWebApp walks the web app's journey in headless Chromium against the
// real server: sign up, add a property, schedule a job, see it on the
// dashboard, ask the assistant for a cleaning, create an API key and use it
// with the REST API, add a webhook endpoint, send a test event and see it
// in the log, and see a real delivery in the log and retry it. On the way it saves screenshots of
// the main pages at phone and laptop widths to $STEWARD_SCREENSHOTS (a
// temporary directory when unset).
func TestWebApp(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--webhook-allow-private")
	b.base = srv.URL
	shots := screenshotDir(t)
	ctx := context.Background()

	// Mounted under /app/ without changing the API's JSON errors.
	checkMount(t, srv.URL)

	// Logged out, / leads to the login page.
	b.open("/", 200)
	b.wantPath("/app/login")
	b.screenshot(shots, "login")

	// Sign up.
	b.click(`//a[normalize-space()="Sign up"]`, 200)
	b.wantPath("/app/signup")
	b.set("signup-first_name", "Ada")
	b.set("signup-last_name", "Host")
	b.set("signup-email", fmt.Sprintf("ada-%d@example.com", time.Now().UnixNano()))
	b.set("signup-password", "a long password")
	b.click(`//button[normalize-space()="Sign up"]`, 200)
	b.wantPath("/app/jobs")
	b.wantText("body", "Add your first property")

	// Add a property; an empty form first shows the API's message next to the field.
	b.click(`//main//a[normalize-space()="Add a property"]`, 200)
	b.click(`//button[normalize-space()="Add property"]`, 400)
	b.wantText("#property-street-error", "Missing required field: street")
	b.set("property-nickname", "Beach House")
	b.set("property-street", "12 Ocean Ave")
	b.set("property-city", "Santa Monica")
	b.set("property-state", "CA")
	b.set("property-zip", "90401")
	b.set("property-bedrooms", "3")
	b.set("property-bathrooms", "2")
	b.click(`//button[normalize-space()="Add property"]`, 200)
	b.wantText(".flash", "Property added")
	b.wantText("main", "America/Los_Angeles")
	b.wantText("main", "To-do lists")
	b.screenshot(shots, "property")

	// Schedule a job from the property's page: the form starts at
	// tomorrow 10:00, local time at the property.
	b.click(`//main//a[normalize-space()="Schedule a job"]`, 200)
	b.set("job-service_type", "inspection")
	b.set("job-notes", "Check the smoke alarms")
	b.click(`//button[normalize-space()="Schedule job"]`, 200)
	b.wantText(".flash", "Job scheduled")
	b.wantText("h1", "Inspection at Beach House")
	b.wantText("main", "10:00 AM P") // PST or PDT
	jobPath := b.path()
	b.screenshot(shots, "job")

	// The dashboard lists it.
	b.click(`//nav//a[normalize-space()="Jobs"]`, 200)
	b.wantText(".jobs-table", "Inspection at Beach House")
	if n := b.count(".jobs-table tbody tr"); n != 1 {
		t.Fatalf("dashboard lists %d jobs, want 1", n)
	}

	// Ask the assistant for a cleaning. It asks when; the answer continues
	// the conversation, and the reply links to the job it created.
	b.click(`//nav//a[normalize-space()="Assistant"]`, 200)
	b.set("chat-message", "Schedule a cleaning")
	b.do(chromedp.Click(chromedp.Search(`//button[normalize-space()="Send"]`)))
	b.waitFor("the assistant's question", `document.querySelector(".msg-reply.msg-needs_input") !== null`)
	b.wantText(".msg-reply.msg-needs_input", "When should I schedule a cleaning at Beach House?")
	conversation := b.location()
	if !strings.Contains(conversation, "conversation=conv_") {
		t.Errorf("the chat's URL %s does not keep the conversation", conversation)
	}
	b.set("chat-message", "In 3 days at 2pm")
	b.do(chromedp.Click(chromedp.Search(`//button[normalize-space()="Send"]`)))
	b.waitFor("the assistant's reply", `document.querySelector(".msg-reply.msg-completed .msg-links a") !== null`)
	b.wantText(".msg-reply.msg-completed", "Done: a cleaning at Beach House")
	if got := b.location(); got != conversation {
		t.Errorf("the answer moved the chat to %s, want it to stay in %s", got, conversation)
	}
	b.click(`//a[contains(., "created")]`, 200)
	b.wantText("h1", "Cleaning at Beach House")
	b.click(`//nav//a[normalize-space()="Jobs"]`, 200)
	if n := b.count(".jobs-table tbody tr"); n != 2 {
		t.Fatalf("dashboard lists %d jobs after the assistant's, want 2", n)
	}
	b.screenshot(shots, "dashboard")

	// The calendar shows a week; at phone width its days stack, one
	// under the other, and nothing overflows sideways.
	b.click(`//nav//a[normalize-space()="Calendar"]`, 200)
	if n := b.count(".cal-day"); n != 7 {
		t.Fatalf("the calendar shows %d days, want 7", n)
	}
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	if got := b.eval(`String((() => { const d = document.querySelectorAll(".cal-day"); ` +
		`return d[0].getBoundingClientRect().left === d[1].getBoundingClientRect().left && ` +
		`d[1].getBoundingClientRect().top > d[0].getBoundingClientRect().bottom - 1 && ` +
		`document.documentElement.scrollWidth <= window.innerWidth; })())`); got != "true" {
		t.Errorf("calendar at phone width: days stacked without overflow = %s, want true", got)
	}
	b.do(chromedp.EmulateViewport(1366, 900))
	b.screenshot(shots, "calendar")

	// Create an API key: shown once, with a copy button; it works with the REST API.
	b.click(`//nav//a[normalize-space()="Developers"]`, 200)
	b.set("key-name", "journey")
	b.click(`//button[normalize-space()="Create API key"]`, 201)
	key := b.eval(`document.getElementById("new-key").textContent.trim()`)
	if !strings.HasPrefix(key, "stw_") {
		t.Fatalf("new API key %q, want stw_…", key)
	}
	b.do(chromedp.Click(chromedp.CSS(`[data-copy="new-key"]`)))
	b.waitFor("the copy button to confirm", `document.querySelector('[data-copy="new-key"]').textContent === "Copied"`)
	c := newClient(t, srv.URL)
	c.APIKey = key
	jobs, err := c.ListJobs(ctx, client.JobListParams{})
	if err != nil {
		t.Fatalf("ListJobs with the key from the web app: %v", err)
	}
	if jobs.Total != 2 {
		t.Fatalf("REST API sees %d jobs, want 2", jobs.Total)
	}
	b.open("/app/developers", 200)
	if used := b.eval(`document.querySelector('#api-keys td[data-label="Last used"]').textContent`); used == "Never" {
		t.Errorf("the key's last use is %q after a REST call", used)
	}
	if b.count("#new-key") != 0 {
		t.Error("the key's secret is shown again after a reload")
	}

	// Add a webhook endpoint pointing at a local receiver; its secret is shown.
	rcv := newHookReceiver(t, nil)
	b.set("endpoint-url", rcv.URL+"/steward")
	b.set("endpoint-description", "journey receiver")
	b.click(`//button[normalize-space()="Add endpoint"]`, 200)
	b.wantText(".flash", "Endpoint added")
	if secret := b.eval(`document.getElementById("signing-secret").innerText`); !strings.HasPrefix(secret, "whsec_") {
		t.Fatalf("signing secret %q is not shown after creation", secret)
	}
	endpointPath := b.path()

	// Send a test event, see the outcome and see it in the delivery log,
	// marked as the one just sent; open it from the outcome's link.
	b.click(`//button[normalize-space()="Send test event"]`, 200)
	b.wantText("#test-result", "Test event delivered")
	b.wantText("#test-status", "200")
	if hooks := rcv.all(); len(hooks) != 1 || hooks[0].Event.Name != "webhook.test" || hooks[0].Header.Get("webhook-signature") == "" {
		t.Fatalf("receiver got %d requests, want one signed webhook.test", len(hooks))
	}
	b.wantText("#deliveries tr.current", "webhook.test")
	b.wantText("#deliveries tr.current", "Succeeded")
	b.wantText("#deliveries tr.current", "200")
	b.screenshot(shots, "webhook-test")
	b.click(`//a[@id="test-delivery"]`, 200)
	b.wantText("h1", "webhook.test")
	b.wantText("#payload", `"name": "webhook.test"`)
	b.wantText("#attempts", "200")
	if n := b.count("#attempts tbody tr"); n != 1 {
		t.Fatalf("the test delivery shows %d attempts, want 1", n)
	}

	// A real event: cancel the first job (the confirm dialog is accepted),
	// see its delivery in the log, open it, and retry it.
	b.open(jobPath, 200)
	b.click(`//button[normalize-space()="Cancel job"]`, 200)
	b.wantText(".flash", "Job cancelled")
	waitFor(t, "the job.cancelled delivery", func() bool {
		b.open(endpointPath, 200)
		return b.eval(`String(Array.from(document.querySelectorAll("#deliveries tbody tr")).some(
			(tr) => tr.innerText.includes("job.cancelled") && tr.innerText.includes("Succeeded")))`) == "true"
	})
	b.wantText("#deliveries", "webhook.test") // the test stays in the log
	b.screenshot(shots, "webhook-log")
	b.click(`//table[@id="deliveries"]//a[contains(., "job.cancelled")]`, 200)
	b.wantText("#payload", `"name": "job.cancelled"`)
	if n := b.count("#attempts tbody tr"); n != 1 {
		t.Fatalf("delivery shows %d attempts, want 1", n)
	}
	b.click(`//main//button[normalize-space()="Retry"]`, 200)
	b.wantText("#delivery-attempts", "2")
	if n := b.count("#attempts tbody tr"); n != 2 {
		t.Fatalf("delivery shows %d attempts after Retry, want 2", n)
	}
	if n := len(rcv.all()); n != 3 {
		t.Errorf("receiver got %d requests, want 3 (the test event and two attempts)", n)
	}
	b.screenshot(shots, "webhook-delivery")

	// The rest of the screenshots, then log out.
	b.open("/app/properties", 200)
	b.screenshot(shots, "properties")
	b.open("/app/developers", 200)
	b.screenshot(shots, "developers")
	b.open(strings.TrimPrefix(conversation, b.base), 200) // the conversation, as the server renders it
	if n := b.count("#chat-log .msg-reply"); n != 2 {
		t.Fatalf("the conversation shows %d replies, want 2", n)
	}
	b.screenshot(shots, "assistant")

	b.click(`//button[normalize-space()="Log out"]`, 200)
	b.wantPath("/app/login")
	b.wantText(".flash", "You are logged out")
	b.open("/app/jobs", 200)
	b.wantPath("/app/login")
	t.Logf("screenshots in %s", shots)
}

// checkMount checks how the web app sits beside the API: / redirects to
// it, its unknown pages are HTML, and the API's stay JSON.
func checkMount(t *testing.T, base string) {
	t.Helper()
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tc := range []struct {
		method, path string
		status       int
		ctype        string
	}{
		{"GET", "/", http.StatusSeeOther, ""},
		{"GET", "/app/nowhere", http.StatusNotFound, "text/html; charset=utf-8"},
		{"GET", "/api/v1/nowhere", http.StatusNotFound, "application/json"},
		{"PUT", "/api/v1/jobs", http.StatusMethodNotAllowed, "application/json"},
		{"GET", "/nowhere", http.StatusNotFound, "application/json"},
	} {
		req, _ := http.NewRequest(tc.method, base+tc.path, nil)
		resp, err := noRedirect.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.method, tc.path, err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.status || tc.ctype != "" && resp.Header.Get("Content-Type") != tc.ctype {
			t.Errorf("%s %s: HTTP %d %q, want %d %q", tc.method, tc.path, resp.StatusCode, resp.Header.Get("Content-Type"), tc.status, tc.ctype)
		}
		if tc.path == "/" && resp.Header.Get("Location") != "/app/" {
			t.Errorf("GET / redirects to %q, want /app/", resp.Header.Get("Location"))
		}
	}
}

// chromiumPath finds Debian's chromium. Without it the test skips, except
// in CI (CI=true), where a skipped browser test would hide a missing install.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed: CI must run the browser tests (.ci/run installs it with apt)")
	}
	t.Skip("chromium is not installed; apt-get install -y chromium to run the browser tests")
	return ""
}

// screenshotDir is $STEWARD_SCREENSHOTS, made if needed, or a temporary directory.
func screenshotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("STEWARD_SCREENSHOTS")
	if dir == "" {
		return t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("screenshots: %v", err)
	}
	return dir
}

// browser is one headless Chromium tab on the server at base.
type browser struct {
	t    *testing.T
	ctx  context.Context
	base string
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	path := chromiumPath(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true), chromedp.WindowSize(1366, 900))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelTab(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx}
	b.do(chromedp.Navigate("about:blank"), chromedp.EmulateViewport(1366, 900))
	// Accept every confirm dialog, as a person clicking OK would.
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for _, err := range dialogs {
			if err != nil {
				return
			}
			_, _ = chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
		}
	}()
	return b
}

// fail stops the test with what the tab shows, to make failures readable.
func (b *browser) fail(format string, args ...any) {
	b.t.Helper()
	loc, _ := chromedp.Run(b.ctx, chromedp.Location())
	body, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
	if len(body) > 3000 {
		body = body[:3000] + "…"
	}
	b.t.Fatalf("%s\nat %s, the page reads:\n%s", fmt.Sprintf(format, args...), loc, body)
}

func (b *browser) do(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.fail("browser: %v", err)
	}
}

// open loads path and checks the status of the page it ends on.
func (b *browser) open(path string, status int64) {
	b.t.Helper()
	b.navigate(chromedp.Navigate(b.base+path), path, status)
}

// click clicks the element an XPath finds, which loads a page, and checks
// that page's status.
func (b *browser) click(xpath string, status int64) {
	b.t.Helper()
	b.navigate(chromedp.Click(chromedp.Search(xpath)), xpath, status)
}

func (b *browser) navigate(step chromedp.Action[chromedp.Void], what string, status int64) {
	b.t.Helper()
	resp, err := chromedp.RunResponse(b.ctx, step)
	if err != nil {
		b.fail("%s: %v", what, err)
	}
	if resp.Status != status {
		b.fail("%s: HTTP %d, want %d", what, resp.Status, status)
	}
}

// set sets the value of the form control with id.
func (b *browser) set(id, value string) {
	b.t.Helper()
	b.do(chromedp.SetValue(chromedp.ID(id), value))
}

// eval returns the string a JavaScript expression gives.
func (b *browser) eval(expr string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		b.fail("evaluate %s: %v", expr, err)
	}
	return v
}

func (b *browser) count(css string) int {
	b.t.Helper()
	n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](fmt.Sprintf("document.querySelectorAll(%q).length", css)))
	if err != nil {
		b.fail("count %s: %v", css, err)
	}
	return n
}

// wantText checks that the first element css selects shows substr.
func (b *browser) wantText(css, substr string) {
	b.t.Helper()
	got := b.eval(fmt.Sprintf("(document.querySelector(%q) || {innerText: ''}).innerText", css))
	if !strings.Contains(got, substr) {
		b.fail("%s reads %q, want it to contain %q", css, got, substr)
	}
}

func (b *browser) location() string {
	b.t.Helper()
	loc, err := chromedp.Run(b.ctx, chromedp.Location())
	if err != nil {
		b.fail("location: %v", err)
	}
	return loc
}

// path is the current path, without the query.
func (b *browser) path() string {
	b.t.Helper()
	return regexp.MustCompile(`^https?://[^/]+`).ReplaceAllString(strings.SplitN(b.location(), "?", 2)[0], "")
}

func (b *browser) wantPath(want string) {
	b.t.Helper()
	if got := b.path(); got != want {
		b.fail("at %s, want %s", got, want)
	}
}

// waitFor polls a JavaScript condition until it holds.
func (b *browser) waitFor(what, cond string) {
	b.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](cond))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			b.fail("timed out waiting for %s (%v)", what, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// screenshot saves the current page, whole, at phone and laptop widths.
func (b *browser) screenshot(dir, name string) {
	b.t.Helper()
	for _, vp := range []struct {
		name string
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{
		{"phone", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateMobile, chromedp.EmulateScale(2)}},
		{"laptop", 1366, 900, nil},
	} {
		b.do(chromedp.EmulateViewport(vp.w, vp.h, vp.opts...))
		png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			b.fail("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+"-"+vp.name+".png"), png, 0o644); err != nil {
			b.t.Fatalf("screenshot %s: %v", name, err)
		}
	}
	b.do(chromedp.EmulateViewport(1366, 900))
}
