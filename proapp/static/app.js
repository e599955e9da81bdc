// The pro's page (docs/pros.md, "The pro's app" and "Offline").
//
// One code path for every action, online or not: the action is written to
// a queue in IndexedDB with the time it happened (occurred_at), shown at
// once (the page's view is the last jobs the server sent with the queue
// applied on top), and the queue is sent, in order, through
// POST /api/v1/pro/sync whenever the page can: on load, on each action, and
// when the connection returns. An action the server refuses is shown on its
// job with the server's message and dropped from the queue; then the jobs
// are read again.
//
// Photos wait in the same queue, the image itself (a Blob) kept in
// IndexedDB with the rest. They are not sync actions: each is uploaded by
// POST /api/v1/pro/jobs/{id}/photos at its place in the order, after the
// actions queued before it have been synced, so that a required photo
// reaches the server before a later "complete".
"use strict";

(() => {
  const API = "/api/v1/pro";
  const MAX_BATCH = 100; // actions per sync, as the server allows
  const DONE_KEEP_MS = 18 * 3600 * 1000; // how long a job completed here stays listed under "Done"
  const MAX_PHOTO = 10 << 20; // bytes, as the server allows
  // Actions sent one by one to their own endpoint rather than through
  // POST /pro/sync.
  const UPLOADS = new Set(["photo", "delete-photo"]);

  // ---- IndexedDB: "kv" holds the token, the last jobs (snapshot), the
  // refusals to show and the jobs completed here; "queue" the actions not
  // sent yet, in order (seq).
  let dbPromise = null;
  function openDB() {
    if (!dbPromise) {
      dbPromise = new Promise((resolve, reject) => {
        const req = indexedDB.open("steward-pro", 1);
        req.onupgradeneeded = () => {
          const d = req.result;
          if (!d.objectStoreNames.contains("kv")) d.createObjectStore("kv");
          if (!d.objectStoreNames.contains("queue")) d.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    }
    return dbPromise;
  }
  function inStore(name, mode, fn) {
    return openDB().then((d) => new Promise((resolve, reject) => {
      const t = d.transaction(name, mode);
      let out;
      const req = fn(t.objectStore(name));
      if (req) req.onsuccess = () => { out = req.result; };
      t.oncomplete = () => resolve(out);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error);
    }));
  }
  const kvGet = (k) => inStore("kv", "readonly", (s) => s.get(k));
  const kvSet = (k, v) => inStore("kv", "readwrite", (s) => s.put(v, k));
  const queueAll = () => inStore("queue", "readonly", (s) => s.getAll());
  const queueAdd = (a) => inStore("queue", "readwrite", (s) => s.add(a));
  const queuePut = (a) => inStore("queue", "readwrite", (s) => s.put(a));
  const queueDrop = (seqs) => inStore("queue", "readwrite", (s) => { seqs.forEach((q) => s.delete(q)); });

  const state = {
    token: null,
    snapshot: null, // {jobs, todos: {jobID: JobTodos}, photos: {jobID: [Photo]}, at}: what the server last said
    queue: [], // actions not sent yet, oldest first
    refusals: [], // {job_id, action, title, message}: refused actions to show
    done: [], // jobs completed from this page, for the "Done" list
    sent: [], // {job_id, action, text}: the notes and issues sent from this page
    revoked: false,
    syncing: false,
    error: "",
    syncedAt: null,
  };

  // ---- The server.
  // api calls the pro API: body is JSON, or FormData sent as it is; the
  // answer is its JSON, or with asBlob its bytes.
  async function api(method, path, body, asBlob) {
    let resp;
    try {
      const headers = { Authorization: "Bearer " + state.token };
      const form = body instanceof FormData;
      if (body !== undefined && !form) headers["Content-Type"] = "application/json";
      resp = await fetch(API + path, { method, headers, body: body === undefined || form ? body : JSON.stringify(body), cache: "no-store" });
    } catch (_) {
      const err = new Error("No connection");
      err.offline = true;
      throw err;
    }
    if (resp.ok && asBlob) return resp.blob();
    let data = null;
    try { data = await resp.json(); } catch (_) { /* no body */ }
    if (!resp.ok) {
      const err = new Error((data && data.message) || "The server answered " + resp.status);
      err.status = resp.status;
      throw err;
    }
    return data;
  }

  // reload reads the pro's jobs, their checklists and, of their own jobs,
  // the photos.
  async function reload() {
    const { jobs } = await api("GET", "/jobs");
    const todos = {};
    const photos = {};
    const gone = (e) => { if (e.status !== 404) throw e; }; // gone meanwhile: the next reload drops it
    await Promise.all(jobs.map(async (j) => {
      await api("GET", "/jobs/" + j.id + "/todos").then((t) => { todos[j.id] = t; }, gone);
      if (j.assignment === "accepted") {
        await api("GET", "/jobs/" + j.id + "/photos").then((p) => { photos[j.id] = p.photos; }, gone);
      }
    }));
    state.snapshot = { jobs, todos, photos, at: new Date().toISOString() };
    await kvSet("snapshot", state.snapshot);
    const listed = new Set(jobs.map((j) => j.id));
    state.sent = state.sent.filter((x) => listed.has(x.job_id));
    await kvSet("sent", state.sent);
  }

  // sync sends the queue, in order, then reads the jobs again. One runs
  // at a time; a call during one runs another after it.
  let running = null;
  let again = false;
  function sync() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await syncOnce();
        } while (again);
      } finally {
        running = null;
        render();
      }
    })();
    return running;
  }

  async function syncOnce() {
    if (!state.token || state.revoked) return;
    if (!navigator.onLine) {
      render();
      return;
    }
    state.syncing = true;
    render();
    try {
      for (;;) {
        const queue = await queueAll();
        if (queue.length === 0) break;
        if (UPLOADS.has(queue[0].action)) {
          await upload(queue[0]);
          state.queue = await queueAll();
          continue;
        }
        // The actions up to the next photo (or its deletion) go in one sync.
        const stop = queue.findIndex((a) => UPLOADS.has(a.action));
        const batch = queue.slice(0, Math.min(stop < 0 ? queue.length : stop, MAX_BATCH));
        let results;
        try {
          results = ((await api("POST", "/sync", { actions: batch.map(wire) })) || {}).results || [];
        } catch (e) {
          // The server refused the request as a whole (it should not: the
          // page sends what it takes): every action of it gets the reason,
          // so one bad action cannot block the queue for good.
          if (e.status !== 400 && e.status !== 413) throw e;
          results = batch.map(() => ({ ok: false, code: "VALIDATION_ERROR", message: e.message }));
        }
        const refused = [];
        const sent = [];
        batch.forEach((a, i) => {
          const r = results[i];
          if (r && !r.ok) refused.push({ job_id: a.job_id, action: a.action, title: a.title, message: r.message, code: r.code });
          else if (r && (a.action === "note" || a.action === "issue")) sent.push({ job_id: a.job_id, action: a.action, text: a.text });
        });
        await refuse(refused);
        if (sent.length > 0) {
          state.sent = state.sent.concat(sent);
          await kvSet("sent", state.sent);
        }
        await queueDrop(batch.map((a) => a.seq));
        state.queue = await queueAll();
      }
      await reload();
      state.error = "";
      state.syncedAt = new Date();
    } catch (e) {
      if (e.status === 401) {
        state.revoked = true;
      } else {
        state.error = e.message; // "No connection" when the request did not get through
      }
    } finally {
      state.syncing = false;
    }
  }

  // refuse keeps refused actions to show them on their jobs.
  async function refuse(refused) {
    if (refused.length === 0) return;
    state.refusals = state.refusals.concat(refused);
    await kvSet("refusals", state.refusals);
    const undone = new Set(refused.filter((r) => r.action === "complete").map((r) => r.job_id));
    if (undone.size > 0) {
      state.done = state.done.filter((d) => !undone.has(d.id));
      await kvSet("done", state.done);
    }
  }

  // upload sends a queued photo (POST …/photos, multipart) or a photo's
  // deletion, then drops it from the queue. A refusal (too large, not an
  // image, the job completed meanwhile…) is shown on the job; no
  // connection, a server error or a revoked link leave it queued.
  async function upload(a) {
    const path = "/jobs/" + a.job_id + "/photos";
    try {
      if (a.action === "delete-photo") {
        await api("DELETE", path + "/" + a.photo_id).catch((e) => { if (e.status !== 404) throw e; }); // gone already
      } else if (!(a.tried && await arrived(a))) {
        // Marked first: should the answer be lost, the next try looks
        // whether the photo arrived instead of sending it twice.
        a.tried = true;
        await queuePut(a);
        const form = new FormData();
        form.append("photo", a.blob, "photo");
        if (a.item_id) form.append("item_id", String(a.item_id));
        form.append("occurred_at", a.occurred_at);
        const p = await api("POST", path, form);
        const photos = state.snapshot && state.snapshot.photos;
        if (photos) photos[a.job_id] = (photos[a.job_id] || []).concat([p]);
      }
    } catch (e) {
      if (e.offline || e.status === 401 || e.status === 429 || e.status >= 500) throw e;
      await refuse([{ job_id: a.job_id, action: a.action, title: a.title, message: e.message, code: e.status }]);
    }
    await queueDrop([a.seq]);
  }

  // arrived reports whether the server has photo a already: one of the
  // job's photos taken at its time with its size.
  async function arrived(a) {
    try {
      const { photos } = await api("GET", "/jobs/" + a.job_id + "/photos");
      return photos.some((p) => Date.parse(p.taken_at) === Date.parse(a.occurred_at) && p.size === a.blob.size);
    } catch (e) {
      if (e.status === 404) return false; // the upload says why
      throw e;
    }
  }

  // wire is an action as POST /pro/sync takes it.
  function wire(a) {
    const out = { job_id: a.job_id, action: a.action, occurred_at: a.occurred_at };
    if (a.action === "tick") {
      out.item_id = a.item_id;
      out.completed = a.completed;
      if (a.count !== undefined && a.count !== null) out.count = a.count;
    } else if (a.action === "note") {
      out.text = a.text;
    } else if (a.action === "issue") {
      out.description = a.text;
    }
    return out;
  }

  // act records what the pro did now, shows it, and sends it when it can.
  async function act(job, action, extra) {
    const a = Object.assign({ job_id: job.id, action, occurred_at: new Date().toISOString(), title: titleFor(job) }, extra || {});
    if (action === "tick") drafts.delete(a.item_id);
    if (action === "note" || action === "issue") {
      drafts.delete(action + ":" + job.id);
      panels.delete(action + ":" + job.id);
    }
    await queueAdd(a);
    if (action === "complete") {
      state.done = state.done.filter((d) => d.id !== job.id)
        .concat([Object.assign({}, job, { status: "completed", completed_at: a.occurred_at, keep_until: Date.now() + DONE_KEEP_MS })]);
      await kvSet("done", state.done);
    }
    state.refusals = state.refusals.filter((r) => r.job_id !== job.id || r.action !== action);
    await kvSet("refusals", state.refusals);
    state.queue = await queueAll();
    render();
    sync();
  }

  // drafts are the counts typed and not ticked yet, by item id, and the
  // notes and issues being written, by "note:JOB" and "issue:JOB"; panels,
  // the note and issue forms open. They survive the page redrawing.
  const drafts = new Map();
  const panels = new Set();

  // ---- The view: the server's last jobs with the queue applied.
  function view() {
    const v = JSON.parse(JSON.stringify(state.snapshot || { jobs: [], todos: {} }));
    v.photos = v.photos || {};
    for (const a of state.queue) apply(v, a);
    const listed = new Set(v.jobs.map((j) => j.id));
    v.done = state.done.filter((d) => d.keep_until > Date.now() && (!listed.has(d.id) || v.jobs.find((j) => j.id === d.id).status === "completed"));
    v.jobs = v.jobs.filter((j) => j.status !== "completed" && j.status !== "cancelled");
    return v;
  }

  function apply(v, a) {
    const j = v.jobs.find((x) => x.id === a.job_id);
    if (!j) return;
    switch (a.action) {
      case "accept":
        j.assignment = "accepted";
        j.pro_id = j.offered_to;
        j.offered_to = null;
        j.answer_by = null;
        break;
      case "decline":
        v.jobs = v.jobs.filter((x) => x !== j);
        break;
      case "on-my-way":
        j.on_my_way_at = a.occurred_at;
        break;
      case "start":
        if (j.status === "pending" || j.status === "confirmed") j.status = "in_progress";
        break;
      case "complete":
        if (j.status === "in_progress") {
          j.status = "completed";
          j.completed_at = a.occurred_at;
        }
        break;
      case "tick":
        setItem(v, j, a.item_id, (it) => {
          it.completed = a.completed;
          it.count = a.completed && a.count !== undefined ? a.count : null;
          it.completed_at = a.completed ? a.occurred_at : null;
        });
        break;
      case "photo":
        // Shown from the Blob kept in the queue until it is sent.
        v.photos[j.id] = (v.photos[j.id] || []).concat([{ seq: a.seq, item_id: a.item_id || null, pro_id: j.pro_id, taken_at: a.occurred_at }]);
        if (a.item_id) setItem(v, j, a.item_id, (it) => { it.completed = true; it.completed_at = it.completed_at || a.occurred_at; });
        break;
      case "delete-photo": {
        const gone = (v.photos[j.id] || []).find((p) => p.id === a.photo_id);
        v.photos[j.id] = (v.photos[j.id] || []).filter((p) => p !== gone);
        if (gone && gone.item_id && !v.photos[j.id].some((p) => p.item_id === gone.item_id)) {
          setItem(v, j, gone.item_id, (it) => { it.completed = false; it.completed_at = null; });
        }
        break;
      }
    }
  }

  // setItem changes item id of job j's checklist in view v, and its progress.
  function setItem(v, j, id, change) {
    const t = v.todos[j.id];
    if (!t) return;
    for (const l of t.todos) l.items.filter((it) => it.id === id).forEach(change);
    t.progress = progressOf(t.todos);
    j.progress = t.progress;
  }

  // progressOf counts as the server does (TodoProgress): a required item
  // not done, a photo item without its photo among them, blocks completing.
  function progressOf(lists) {
    const p = { done: 0, total: 0, required_missing: 0 };
    for (const l of lists) {
      for (const it of l.items) {
        p.total++;
        if (it.completed) p.done++;
        else if (it.required) p.required_missing++;
      }
    }
    return p;
  }

  // ---- Rendering.
  const ACTIONS = { accept: "Accept", decline: "Decline", "on-my-way": "On my way", start: "Start", complete: "Complete", tick: "Checklist",
    photo: "Photo", "delete-photo": "Delete photo", note: "Note", issue: "Issue report" };
  const SERVICES = { cleaning: "Cleaning", maintenance: "Maintenance", inspection: "Inspection", restocking: "Restocking" };
  const titleOf = (j) => (SERVICES[j.service_type] || j.service_type) + " at " + j.property.name;
  const titleFor = (j) => titleOf(j) + ", " + fmt(j.scheduled_at, j.property.timezone, DAYTIME); // names a refused action's job

  function fmt(iso, tz, opts) {
    try {
      return new Intl.DateTimeFormat(undefined, Object.assign({ timeZone: tz }, opts)).format(new Date(iso));
    } catch (_) {
      return new Date(iso).toLocaleString();
    }
  }
  const DAY = { weekday: "short", day: "numeric", month: "short" };
  const TIME = { hour: "2-digit", minute: "2-digit" };
  const DAYTIME = Object.assign({}, DAY, TIME);
  // dayKey is the date of iso at tz as YYYY-MM-DD, which sorts.
  function dayKey(iso, tz) {
    try {
      return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
    } catch (_) {
      return iso.slice(0, 10);
    }
  }

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k in e && typeof v !== "string") e[k] = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) {
      if (c !== null && c !== undefined && c !== false) e.append(c);
    }
    return e;
  }

  function renderStatus(v) {
    const s = document.getElementById("status");
    const waiting = state.queue.length;
    const n = waiting === 1 ? "1 action" : waiting + " actions";
    let text;
    let kind;
    if (!state.token) {
      kind = "none";
      text = "No link yet.";
    } else if (state.revoked) {
      kind = "revoked";
      text = "This link no longer works.";
    } else if (!navigator.onLine) {
      kind = "offline";
      text = "Offline" + (waiting ? ": " + n + " waiting, sent when you are back online." : ": showing your jobs as last seen" +
        (state.snapshot ? " at " + new Date(state.snapshot.at).toLocaleTimeString([], TIME) : "") + ".");
    } else if (state.syncing) {
      kind = "syncing";
      text = waiting ? "Sending " + n + "…" : "Updating…";
    } else if (state.error) {
      kind = "error";
      text = "Could not reach Steward: " + state.error + (waiting ? " " + n + " waiting." : "");
    } else if (waiting) {
      kind = "syncing";
      text = n + " waiting…";
    } else {
      kind = "synced";
      text = "Up to date" + (state.syncedAt ? " at " + state.syncedAt.toLocaleTimeString([], TIME) : "") + ".";
    }
    s.textContent = text;
    s.className = "status " + kind;
    s.dataset.state = kind;
    s.dataset.queued = String(waiting);
    return v;
  }

  function render() {
    const v = view();
    renderStatus(v);
    forgetSent();
    // Keep what the pro is typing in a count box or a note across a redraw.
    const active = document.activeElement;
    const typing = active && active.dataset && (active.dataset.countFor || active.dataset.draft) ?
      (active.dataset.countFor ? '[data-count-for="' + active.dataset.countFor + '"]' : '[data-draft="' + active.dataset.draft + '"]') : null;

    const main = document.getElementById("main");
    main.replaceChildren();
    if (!state.token) {
      main.append(el("div", { class: "notice" }, el("p", {}, "Open the link your host sent you to see your jobs here.")));
      return;
    }
    if (state.revoked) {
      main.append(el("div", { class: "notice error", id: "revoked" },
        el("p", {}, el("strong", {}, "This link no longer works. "), "Ask your host for a new link."),
        state.queue.length ? el("p", {}, state.queue.length + " action(s) done here could not be sent.") : null));
    }
    const listed = new Set(v.jobs.map((j) => j.id));
    const orphans = state.refusals.filter((r) => !listed.has(r.job_id));
    if (orphans.length) {
      main.append(el("div", { class: "notice error", id: "refused" },
        el("p", {}, el("strong", {}, "Not done:")),
        el("ul", {}, orphans.map((r) => el("li", {}, r.title + " (" + (ACTIONS[r.action] || r.action) + "): " + r.message))),
        el("button", { type: "button", class: "small", onclick: () => dismiss(orphans) }, "OK")));
    }
    const today = [];
    const later = [];
    for (const j of v.jobs) {
      const tz = j.property.timezone;
      const isToday = j.status === "in_progress" || dayKey(j.scheduled_at, tz) <= dayKey(new Date().toISOString(), tz);
      (isToday ? today : later).push(j);
    }
    if (!v.jobs.length && !v.done.length && !state.revoked) {
      main.append(el("div", { class: "notice" }, el("p", {}, state.snapshot ? "No jobs for you right now." : "Your jobs will show here once the page has been online.")));
    }
    if (today.length) main.append(el("h2", {}, "Today"), ...today.map((j) => card(j, v)));
    if (later.length) main.append(el("h2", {}, "Upcoming"), ...later.map((j) => card(j, v)));
    if (v.done.length) main.append(el("h2", {}, "Done"), ...v.done.map((j) => doneCard(j)));

    if (typing) {
      const box = main.querySelector(typing);
      if (box) box.focus();
    }
  }

  async function dismiss(list) {
    state.refusals = state.refusals.filter((r) => !list.includes(r));
    await kvSet("refusals", state.refusals);
    render();
  }

  function card(j, v) {
    const tz = j.property.timezone;
    const node = document.getElementById("job-card").content.firstElementChild.cloneNode(true);
    node.dataset.jobId = String(j.id);
    node.dataset.status = j.status;
    node.dataset.assignment = j.assignment;
    node.querySelector(".job-title").textContent = titleOf(j);
    const badge = node.querySelector(".badge");
    const offered = j.assignment === "offered";
    badge.textContent = offered ? "Offered to you" : j.status === "in_progress" ? "In progress" : j.on_my_way_at ? "On your way" : "Accepted";
    badge.classList.add(offered ? "offered" : j.status);

    let when = fmt(j.scheduled_at, tz, DAYTIME);
    if (j.window_end) when += ", done by " + fmt(j.window_end, tz, dayKey(j.window_end, tz) === dayKey(j.scheduled_at, tz) ? TIME : DAYTIME);
    node.querySelector(".job-when").textContent = when;
    const p = j.property;
    node.querySelector(".job-where").textContent = p.street + ", " + p.city + ", " + p.state + " " + p.zip;
    if (p.access_instructions) {
      node.querySelector(".job-access-text").textContent = p.access_instructions;
      node.querySelector(".job-access").open = !offered;
    } else {
      node.querySelector(".job-access").remove();
    }
    const stay = [];
    if (j.stay) stay.push("Guests leaving: " + j.stay.guest_name + ", check-out " + fmt(j.stay.check_out, tz, DAYTIME) + ".");
    if (j.next_stay) stay.push("Next guests: " + j.next_stay.guest_name + " (" + j.next_stay.guests + "), check-in " + fmt(j.next_stay.check_in, tz, DAYTIME) + ".");
    node.querySelector(".job-stay").textContent = stay.join(" ");
    node.querySelector(".job-notes").textContent = j.notes ? "Note from your host: " + j.notes : "";

    const errors = node.querySelector(".job-errors");
    for (const r of state.refusals.filter((x) => x.job_id === j.id)) {
      errors.append(el("li", { "data-action": r.action }, r.message + " ",
        el("button", { type: "button", class: "small", onclick: () => dismiss([r]) }, "OK")));
    }

    const todos = v.todos[j.id];
    const checklist = node.querySelector(".job-checklist");
    const progress = (todos && todos.progress) || j.progress;
    if (todos && todos.todos.length) {
      // An offer shows how much there is to do; the pro's own job, the list.
      const canTick = j.assignment === "accepted" && (j.status === "pending" || j.status === "confirmed" || j.status === "in_progress");
      const list = el("details", { open: !offered },
        el("summary", { class: "progress" }, "Checklist: " + progress.done + " of " + progress.total + " done" +
          (progress.required_missing ? ", " + progress.required_missing + " required left" : "")));
      for (const l of todos.todos) {
        if (todos.todos.length > 1) list.append(el("h4", {}, l.name));
        list.append(el("ul", { class: "items" }, l.items.map((it) => item(j, it, canTick))));
      }
      checklist.append(list);
    }

    const mine = j.assignment === "accepted" && (j.status === "pending" || j.status === "confirmed" || j.status === "in_progress");
    if (mine) extras(node.querySelector(".job-extras"), j, v);

    const actions = node.querySelector(".job-actions");
    const button = (action, label, cls, onclick) =>
      el("button", { type: "button", class: "act " + (cls || ""), "data-action": action, onclick: onclick || (() => act(j, action)) }, label);
    if (offered) {
      if (j.answer_by) actions.append(el("p", { class: "hint" }, "Answer by " + fmt(j.answer_by, tz, DAYTIME) + ", or it goes to another pro."));
      actions.append(button("accept", "Accept"), button("decline", "Decline", "secondary"));
    } else if (j.status === "pending" || j.status === "confirmed") {
      if (!j.on_my_way_at) actions.append(button("on-my-way", "On my way", "secondary"));
      else actions.append(el("p", { class: "hint" }, "You said you were on your way at " + fmt(j.on_my_way_at, tz, TIME) + "."));
      actions.append(button("start", "Start"));
      actions.append(button("decline", "Give back", "danger", () => {
        if (window.confirm("Give this job back? Your host will be told and it goes to another pro.")) act(j, "decline");
      }));
    } else if (j.status === "in_progress") {
      const left = progress ? progress.required_missing : 0;
      const done = button("complete", "Complete");
      if (left > 0) {
        done.disabled = true;
        actions.append(el("p", { class: "hint" }, "Do the " + left + " required item" + (left === 1 ? "" : "s") + " left (tick, or take the photo) to complete."));
      }
      actions.append(done);
    }
    return node;
  }

  function item(j, it, canTick) {
    if (it.kind === "photo") return photoItem(j, it, canTick);
    const box = el("input", { type: "checkbox", checked: it.completed, disabled: !canTick, "data-item-id": String(it.id) });
    const li = el("li", { class: "item" + (it.completed ? " done" : ""), "data-item-id": String(it.id), "data-kind": it.kind },
      el("label", {}, box, el("span", { class: "desc" }, it.description),
        it.required ? el("span", { class: "req" }, "required") : null));
    if (it.kind === "count") {
      const saved = it.count === null || it.count === undefined ? "" : String(it.count);
      const count = el("input", { type: "number", min: "0", inputmode: "numeric", "aria-label": "How many: " + it.description,
        value: drafts.has(it.id) ? drafts.get(it.id) : saved, disabled: !canTick, "data-count-for": String(it.id) });
      // What the pro typed survives the page redrawing meanwhile.
      count.addEventListener("input", () => {
        drafts.set(it.id, count.value);
        count.setCustomValidity("");
      });
      count.addEventListener("change", () => {
        if (it.completed && count.value !== "" && Number(count.value) !== it.count) {
          act(j, "tick", { item_id: it.id, completed: true, count: Number(count.value) });
        }
      });
      box.addEventListener("change", () => {
        if (box.checked && count.value === "") {
          box.checked = false;
          count.focus();
          count.setCustomValidity("Enter how many first");
          count.reportValidity();
          return;
        }
        act(j, "tick", box.checked ? { item_id: it.id, completed: true, count: Number(count.value) } : { item_id: it.id, completed: false });
      });
      li.append(count);
    } else {
      box.addEventListener("change", () => act(j, "tick", { item_id: it.id, completed: box.checked }));
    }
    return li;
  }

  // photoItem is a photo item: done by its photo, not ticked.
  function photoItem(j, it, canShoot) {
    return el("li", { class: "item" + (it.completed ? " done" : ""), "data-item-id": String(it.id), "data-kind": "photo" },
      el("label", {}, el("input", { type: "checkbox", checked: it.completed, disabled: true, "aria-label": it.completed ? "Photo taken" : "No photo yet" }),
        el("span", { class: "desc" }, it.description),
        it.required ? el("span", { class: "req" }, "required") : null),
      canShoot && !it.completed ? photoPicker(j, "Take photo", it.id, true) : null);
  }

  // photoPicker opens the camera (capture) or the phone's photos; the
  // image picked is queued as a photo of job j, for item itemID if any.
  function photoPicker(j, label, itemID, capture) {
    const input = el("input", { type: "file", accept: "image/*", capture: capture ? "environment" : null,
      "data-photo-item": itemID ? String(itemID) : null, "data-add-photo": itemID ? null : "" });
    input.addEventListener("change", () => {
      if (input.files && input.files[0]) addPhoto(j, input.files[0], itemID);
    });
    return el("label", { class: "small file" }, label, input);
  }

  async function addPhoto(j, file, itemID) {
    if (file.size > MAX_PHOTO) {
      await refuse([{ job_id: j.id, action: "photo", title: titleFor(j), message: "Photo too large: the limit is " + (MAX_PHOTO >> 20) + " MiB" }]);
      render();
      return;
    }
    // Its bytes, read now: the file picked may not be there later.
    const blob = new Blob([await file.arrayBuffer()], { type: file.type });
    act(j, "photo", itemID ? { blob, item_id: itemID } : { blob });
  }

  // extras are the pro's tools on a job of theirs: its photos, a note for
  // the host, an issue found on site.
  function extras(box, j, v) {
    const photos = v.photos[j.id] || [];
    const said = state.sent.filter((x) => x.job_id === j.id)
      .concat(state.queue.filter((a) => a.job_id === j.id && (a.action === "note" || a.action === "issue")).map((a) => ({ action: a.action, text: a.text, waiting: true })));
    box.append(
      el("h4", {}, "Photos"),
      photos.length ? el("ul", { class: "thumbs" }, photos.map((p) => thumb(j, p))) : null,
      el("div", { class: "tools" }, photoPicker(j, "Add photo", null, false)),
      panel(j, "note", "Add a note", "For your host: anything they should know", "Send note"),
      panel(j, "issue", "Report an issue", "What is wrong, and where: your host gets a maintenance job to confirm", "Report"),
      said.length ? el("ul", { class: "said" }, said.map((x) => el("li", { "data-said": x.action },
        (x.action === "note" ? "Your note: " : "Issue reported: ") + x.text, x.waiting ? el("span", { class: "req" }, " (not sent yet)") : null))) : null);
  }

  // panel is the form of a note or an issue report, open when asked.
  function panel(j, action, label, placeholder, send) {
    const key = action + ":" + j.id;
    const text = el("textarea", { rows: 3, maxlength: "4000", placeholder, "aria-label": label, "data-draft": key });
    text.value = drafts.get(key) || "";
    text.addEventListener("input", () => drafts.set(key, text.value));
    const submit = () => {
      const t = text.value.trim();
      if (!t) {
        text.focus();
        return;
      }
      if (action === "issue" && !window.confirm("Report this issue? Your host gets a maintenance job to confirm.")) return;
      act(j, action, { text: t });
    };
    const d = el("details", { class: "panel", "data-panel": action, open: panels.has(key) }, el("summary", {}, label), text,
      el("button", { type: "button", class: "act secondary", "data-action": action, onclick: submit }, send));
    d.addEventListener("toggle", () => { if (d.open) panels.add(key); else panels.delete(key); });
    return d;
  }

  // urls are the object URLs of the photos shown, by "q"+seq for a queued
  // one and by id for the server's, which are fetched with the token (an
  // <img> cannot send it) and shown once they arrive.
  const urls = new Map();
  function photoURL(j, p) {
    const key = p.seq ? "q" + p.seq : p.id;
    if (!urls.has(key)) {
      const queued = p.seq && state.queue.find((a) => a.seq === p.seq);
      if (queued) {
        urls.set(key, URL.createObjectURL(queued.blob));
      } else if (p.id) {
        urls.set(key, "");
        api("GET", "/jobs/" + j.id + "/photos/" + p.id, undefined, true)
          .then((b) => { urls.set(key, URL.createObjectURL(b)); render(); }, () => urls.delete(key));
      }
    }
    return urls.get(key);
  }

  // forgetSent revokes the object URLs of queued photos now sent.
  function forgetSent() {
    for (const [key, url] of urls) {
      if (typeof key === "string" && !state.queue.some((a) => "q" + a.seq === key)) {
        URL.revokeObjectURL(url);
        urls.delete(key);
      }
    }
  }

  function thumb(j, p) {
    const src = photoURL(j, p);
    const own = p.id && p.pro_id === j.pro_id;
    return el("li", { class: "thumb", "data-photo-id": p.id ? String(p.id) : null, "data-pending": p.seq ? "" : null },
      src ? el("img", { src, alt: "Photo taken " + fmt(p.taken_at, j.property.timezone, DAYTIME) }) : el("span", { class: "ph" }, "Photo"),
      p.seq ? el("span", { class: "tag" }, "Not sent yet") : null,
      own ? el("button", { type: "button", class: "small", "data-action": "delete-photo", onclick: () => {
        if (window.confirm("Delete this photo?")) act(j, "delete-photo", { photo_id: p.id });
      } }, "Delete") : null);
  }

  function doneCard(j) {
    const tz = j.property.timezone;
    return el("article", { class: "job", "data-job-id": String(j.id), "data-status": "completed" },
      el("header", { class: "job-head" }, el("h3", { class: "job-title" }, titleOf(j)), el("span", { class: "badge completed" }, "Completed")),
      el("p", { class: "job-when" }, "Completed " + fmt(j.completed_at, tz, DAYTIME)),
      state.queue.some((a) => a.job_id === j.id) ? el("p", { class: "hint" }, "Not sent yet: it will be when the page is back online.") : null,
      el("ul", { class: "job-errors" }, state.refusals.filter((x) => x.job_id === j.id).map((r) => el("li", {}, r.message))));
  }

  // ---- Start.
  async function start() {
    const m = location.hash.match(/token=([^&]+)/);
    if (m) {
      const token = decodeURIComponent(m[1]);
      if (token !== (await kvGet("token"))) {
        await kvSet("token", token);
        await kvSet("snapshot", null);
      }
      // The token stays in IndexedDB only: out of the address bar, the
      // history and any bookmark made from here.
      history.replaceState(null, "", location.pathname + location.search);
    }
    state.token = (await kvGet("token")) || null;
    state.snapshot = (await kvGet("snapshot")) || null;
    state.refusals = (await kvGet("refusals")) || [];
    state.done = ((await kvGet("done")) || []).filter((d) => d.keep_until > Date.now());
    state.sent = (await kvGet("sent")) || [];
    state.queue = await queueAll();
    render();
    if (!state.token) return;
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/pro/sw.js", { scope: "/pro/" }).catch(() => { /* the page works without it, online */ });
    }
    window.addEventListener("online", () => sync());
    window.addEventListener("offline", () => render());
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") sync(); });
    document.getElementById("refresh").addEventListener("click", () => sync());
    // The browser may think it is online while the server is out of reach:
    // what waits is tried again now and then.
    setInterval(() => { if (state.queue.length > 0) sync(); }, 60 * 1000);
    await sync();
  }

  start().catch((e) => {
    const s = document.getElementById("status");
    s.textContent = "This page could not start: " + e.message;
    s.className = "status error";
  });
})();
