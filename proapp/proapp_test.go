package proapp

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHandler(t *testing.T) {
	h := Handler()
	for _, c := range []struct {
		method, path string
		status       int
		ctype        string
		body         string // a substring of the body
	}{
		{"GET", "/pro/", 200, "text/html; charset=utf-8", `<script src="/pro/app.js" defer>`},
		{"GET", "/pro/app.js", 200, "text/javascript; charset=utf-8", "POST /api/v1/pro/sync"},
		{"GET", "/pro/app.css", 200, "text/css; charset=utf-8", ".job"},
		{"GET", "/pro/sw.js", 200, "text/javascript; charset=utf-8", `const CACHE = "steward-pro-`},
		{"GET", "/pro/manifest.webmanifest", 200, "application/manifest+json", `"scope": "/pro/"`},
		{"GET", "/pro/nothing.js", 404, "text/html; charset=utf-8", "Nothing here"},
		{"GET", "/pro/static/app.js", 404, "text/html; charset=utf-8", "Nothing here"},
	} {
		t.Run(c.path, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(c.method, c.path, nil))
			body, _ := io.ReadAll(w.Result().Body)
			if w.Code != c.status || w.Header().Get("Content-Type") != c.ctype || !strings.Contains(string(body), c.body) {
				t.Errorf("%s %s = %d %q %.80q; want %d %q with %q", c.method, c.path, w.Code, w.Header().Get("Content-Type"), body, c.status, c.ctype, c.body)
			}
			if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
				t.Errorf("Content-Security-Policy = %q", csp)
			}
			if got := w.Header().Get("Referrer-Policy"); got != "no-referrer" {
				t.Errorf("Referrer-Policy = %q, want no-referrer", got)
			}
		})
	}
	t.Run("Redirect", func(t *testing.T) {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/pro", nil))
		if w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != "/pro/" {
			t.Errorf("GET /pro = %d to %q, want 301 to /pro/", w.Code, w.Header().Get("Location"))
		}
	})
	t.Run("Version", func(t *testing.T) {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/pro/sw.js", nil))
		if strings.Contains(w.Body.String(), "__VERSION__") {
			t.Error("sw.js still has its version placeholder")
		}
		etag := w.Header().Get("ETag")
		r := httptest.NewRequest("GET", "/pro/sw.js", nil)
		r.Header.Set("If-None-Match", etag)
		w = httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if etag == "" || w.Code != http.StatusNotModified {
			t.Errorf("revalidating with ETag %q = %d, want 304", etag, w.Code)
		}
	})
	t.Run("MethodNotAllowed", func(t *testing.T) {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("POST", "/pro/", nil))
		if w.Code != http.StatusMethodNotAllowed {
			t.Errorf("POST /pro/ = %d, want 405", w.Code)
		}
	})
}
