// Package proapp is the pro's page: a small mobile web app, served under
// /pro/, that a pro opens from the link their host gives them
// (/pro#token=stp_…). It is plain HTML, CSS and JavaScript embedded in the
// binary, with no build step; it talks to the pro API (/api/v1/pro/…)
// only, keeps the pro's jobs and the actions not sent yet in IndexedDB, and
// a service worker keeps the page itself, so it works offline and sends
// what the pro did, in order and with when they did it, through
// POST /api/v1/pro/sync once the connection returns (docs/pros.md).
package proapp

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"sort"
	"strings"
	"time"
)

//go:embed static
var staticFS embed.FS

// types are the content types of the page's files, whatever the system's
// MIME table says.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".webmanifest": "application/manifest+json",
}

// asset is one embedded file, ready to serve.
type asset struct {
	body  []byte
	ctype string
	etag  string
}

// Handler serves the page at /pro/ and its files at /pro/NAME; /pro itself
// is redirected to /pro/ (the browser keeps the link's #token fragment).
// The service worker (/pro/sw.js) carries a version made of every file's
// content, so a new build replaces the page it keeps.
func Handler() http.Handler {
	assets := map[string]*asset{}
	var names []string
	_ = fs.WalkDir(staticFS, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := staticFS.ReadFile(p)
		if err != nil {
			return err
		}
		name := strings.TrimPrefix(p, "static/")
		ctype := types[path.Ext(name)]
		if ctype == "" {
			ctype = mime.TypeByExtension(path.Ext(name))
		}
		assets[name] = &asset{body: b, ctype: ctype}
		names = append(names, name)
		return nil
	})
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		h.Write([]byte(n))
		h.Write(assets[n].body)
	}
	version := hex.EncodeToString(h.Sum(nil))[:12]
	sw := assets["sw.js"]
	sw.body = bytes.ReplaceAll(sw.body, []byte("__VERSION__"), []byte(version))
	for _, a := range assets {
		sum := sha256.Sum256(a.body)
		a.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
	}

	mux := http.NewServeMux()
	mux.Handle("GET /pro", http.RedirectHandler("/pro/", http.StatusMovedPermanently))
	mux.HandleFunc("GET /pro/{name...}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		if name == "" {
			name = "index.html"
		}
		a, ok := assets[name]
		if !ok {
			notFound(w)
			return
		}
		headers(w.Header())
		w.Header().Set("Content-Type", a.ctype)
		// Always revalidated: the service worker, not the HTTP cache, is
		// what keeps the page for offline use.
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", a.etag)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(a.body))
	})
	return mux
}

// headers sets what the page and its files carry: only our own scripts,
// styles and API; no framing; no referrer (the token lives in the
// fragment, which is never sent, but the page names no one else either).
func headers(h http.Header) {
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "+
		"connect-src 'self'; worker-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
}

func notFound(w http.ResponseWriter) {
	headers(w.Header())
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
		`<title>Not found</title><p>Nothing here. <a href="/pro/">Your jobs</a></p>`))
}
