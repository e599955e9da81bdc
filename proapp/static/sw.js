// The pro's page's service worker (scope /pro/): it keeps the page's
// shell so the page opens without a connection. The jobs and the queued
// actions live in IndexedDB (app.js); API requests are never cached here.
"use strict";

const CACHE = "steward-pro-__VERSION__";
const SHELL = ["/pro/", "/pro/app.js", "/pro/app.css", "/pro/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("steward-pro-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

// The shell: from the network when it answers (so a new version shows at
// once), else from the cache. Anything else passes through untouched.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin || !url.pathname.startsWith("/pro")) {
    return;
  }
  const key = req.mode === "navigate" ? "/pro/" : url.pathname;
  if (!SHELL.includes(key)) {
    return;
  }
  event.respondWith(
    fetch(req).then((resp) => {
      if (resp.ok && req.mode !== "navigate") {
        const copy = resp.clone();
        caches.open(CACHE).then((c) => c.put(key, copy));
      }
      return resp;
    }).catch(() => caches.open(CACHE).then((c) => c.match(key)).then((hit) => hit || Response.error())));
});
