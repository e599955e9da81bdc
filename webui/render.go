package webui

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"html/template"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/httperror"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// assetVersion is a content hash per static file, appended to its URL so
// browsers may cache it for good and still see a new build at once.
var assetVersion = func() map[string]string {
	v := map[string]string{}
	entries, err := fs.ReadDir(staticFS, "static")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		b, err := staticFS.ReadFile("static/" + e.Name())
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(b)
		v[e.Name()] = hex.EncodeToString(sum[:6])
	}
	return v
}()

var funcs = template.FuncMap{
	"asset": func(name string) string { return "/app/static/" + name + "?v=" + assetVersion[name] },
	"fld":   fld,
	"add":   func(a, b int) int { return a + b },
	"sel": func(f *form, name, label string, options []option, opts ...string) fieldView {
		return withOptions(fld(f, name, label, "select", opts...), f, options)
	},
	"checks": func(f *form, name, label string, options []option, opts ...string) fieldView {
		return withOptions(fld(f, name, label, "checkbox", opts...), f, options)
	},
}

// pages holds one template set per page: the shared layout and partials
// plus the page's own "content".
var pages = func() map[string]*template.Template {
	entries, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		panic(err)
	}
	out := map[string]*template.Template{}
	for _, e := range entries {
		name := strings.TrimSuffix(path.Base(e), ".html")
		if name == "layout" || name == "partials" {
			continue
		}
		out[name] = template.Must(template.New(name).Funcs(funcs).ParseFS(templateFS,
			"templates/layout.html", "templates/partials.html", e))
	}
	return out
}()

// base is what every page's layout needs.
type base struct {
	Title   string
	Nav     string // the main navigation entry to mark current
	Account *steward.Account
	Flash   string // a confirmation after a redirect (?done=…)
	Refresh bool   // reload every few seconds when scripts are off
}

// flashes are the confirmations a redirect can ask for with ?done=….
var flashes = map[string]string{
	"welcome":            "Welcome to Steward! Start by adding a property.",
	"logged-out":         "You are logged out.",
	"job-created":        "Job scheduled.",
	"job-rescheduled":    "Job rescheduled.",
	"job-updated":        "Job updated.",
	"job-cancelled":      "Job cancelled.",
	"job-reinstated":     "Job restored, as it was before it was cancelled.",
	"job-rated":          "Rating saved.",
	"job-rated-reclean":  "Rating saved. A poor rating gets a re-clean before the next check-in, offered first to another pro: see the history below.",
	"property-created":   "Property added, with its default to-do lists.",
	"property-updated":   "Property saved.",
	"property-archived":  "Property archived; its upcoming jobs are cancelled.",
	"todo-created":       "To-do list added. New jobs of its service type get a copy.",
	"todo-saved":         "To-do list saved. Jobs that already have a copy keep theirs.",
	"todo-deleted":       "To-do list deleted. Jobs that already have a copy keep theirs.",
	"feed-added":         "Feed added. Steward reads it every few minutes; press Sync now to read it at once.",
	"feed-removed":       "Feed removed. The stays it brought in are kept.",
	"stay-updated":       "Reservation saved.",
	"stay-cancelled":     "Reservation cancelled.",
	"pro-created":        "Pro added.",
	"pros-saved":         "Preferred pros saved. Jobs here without a pro are offered to them in this order.",
	"link-revoked":       "Link revoked. The pro's app stops working until you make them a new link.",
	"link-kept":          "No new link was made: the form was sent again, or from a page older than the pro's live link. Their live link still works; to replace it, press Make a new link below.",
	"expense-added":      "Expense added.",
	"expense-deleted":    "Expense deleted.",
	"receipt-added":      "Receipt saved.",
	"receipt-removed":    "Receipt removed.",
	"reservation-added":  "Reservation added.",
	"key-revoked":        "API key revoked. Requests using it are refused from now on.",
	"endpoint-added":     "Endpoint added. Use its signing secret to verify deliveries.",
	"endpoint-enabled":   "Endpoint enabled.",
	"endpoint-disabled":  "Endpoint disabled. Events are no longer sent to it.",
	"endpoint-deleted":   "Endpoint deleted.",
	"secret-rotated":     "New signing secret issued. The previous one keeps signing for 24 hours.",
	"delivery-retried":   "Retried: the newest attempt is at the bottom of the list.",
	"message-processing": "Your message is being handled; this page refreshes until the reply is in.",
}

func (s *Server) base(r *http.Request, title, nav string) base {
	b := base{Title: title, Nav: nav, Flash: flashes[r.URL.Query().Get("done")]}
	if sess := sessionOf(r.Context()); sess != nil {
		b.Account = sess.Account
	}
	return b
}

// render writes page name with data and status. The page is rendered to a
// buffer first, so a template error becomes a clean 500.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	t, ok := pages[name]
	if !ok {
		s.errorPage(w, r, steward.Errorf(steward.EINTERNAL, "no page %q", name))
		return
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", data); err != nil {
		s.logger().ErrorContext(r.Context(), "webui: render", "page", name, "err", err)
		if name != "error" {
			s.errorPage(w, r, err)
		} else {
			http.Error(w, "Internal error", http.StatusInternalServerError)
		}
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = buf.WriteTo(w)
}

// statusOf is the HTTP status of err, as the API answers it.
func statusOf(err error) int { return httperror.Status(steward.ErrorCode(err)) }

// errorPage is the friendly page of an error: its status, the domain
// message (never internals), and a way back.
type errorPage struct {
	base
	Status  int
	Heading string
	Message string
}

func (s *Server) errorPage(w http.ResponseWriter, r *http.Request, err error) {
	status := statusOf(err)
	if status == http.StatusInternalServerError {
		s.logger().ErrorContext(r.Context(), "webui: internal error", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	heading := map[int]string{
		http.StatusNotFound:  "We couldn't find that",
		http.StatusForbidden: "That request was refused",
		http.StatusConflict:  "That can't be done right now",
	}[status]
	if heading == "" {
		heading = http.StatusText(status)
	}
	s.render(w, r, status, "error", &errorPage{base: s.base(r, http.StatusText(status), ""), Status: status,
		Heading: heading, Message: steward.ErrorMessage(err)})
}

func (s *Server) handleNotFound(w http.ResponseWriter, r *http.Request) {
	if sess, err := s.authenticate(r); err == nil {
		r = withSession(r, sess)
	}
	s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "There is no page at %s.", r.URL.Path))
}

// handleCrossOrigin answers a form posted from another site: refused.
func (s *Server) handleCrossOrigin(w http.ResponseWriter, r *http.Request) {
	err := steward.Errorf(steward.EFORBIDDEN, "Cross-origin request refused: forms of Steward can only be sent from Steward's own pages.")
	if strings.HasPrefix(r.URL.Path, "/app/assistant/messages") {
		s.writeJSONError(w, r, err)
		return
	}
	s.errorPage(w, r, err)
}

func (s *Server) writeJSONError(w http.ResponseWriter, r *http.Request, err error) {
	status, body := httperror.Of(err)
	if status == http.StatusInternalServerError {
		s.logger().ErrorContext(r.Context(), "webui: internal error", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the browser may be gone; nothing useful to do
}

// handleStatic serves the embedded stylesheet, script and icon. A request
// carrying the current version may be cached for good.
func handleStatic(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	b, err := staticFS.ReadFile("static/" + name)
	if err != nil || strings.Contains(name, "/") {
		http.Error(w, "Not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
	if v := r.URL.Query().Get("v"); v != "" && v == assetVersion[name] {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	_, _ = w.Write(b)
}

// confirmPage asks before a destructive action when scripts are off (with
// scripts, a dialog asks and the form is posted already confirmed).
type confirmPage struct {
	base
	Heading, Message string
	Action, Button   string
	Back, BackText   string
}

func (s *Server) confirm(w http.ResponseWriter, r *http.Request, p confirmPage) {
	p.base = s.base(r, p.Heading, "")
	s.render(w, r, http.StatusOK, "confirm", &p)
}
