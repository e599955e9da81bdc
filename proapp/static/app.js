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
"use strict";

(() => {
  const API = "/api/v1/pro";
  const MAX_BATCH = 100; // actions per sync, as the server allows
  const DONE_KEEP_MS = 18 * 3600 * 1000; // how long a job completed here stays listed under "Done"

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
  const queueDrop = (seqs) => inStore("queue", "readwrite", (s) => { seqs.forEach((q) => s.delete(q)); });

  const state = {
    token: null,
    snapshot: null, // {jobs, todos: {jobID: JobTodos}, at}: what the server last said
    queue: [], // actions not sent yet, oldest first
    refusals: [], // {job_id, action, title, message}: refused actions to show
    done: [], // jobs completed from this page, for the "Done" list
    revoked: false,
    syncing: false,
    error: "",
    syncedAt: null,
  };

  // ---- The server.
  async function api(method, path, body) {
    let resp;
    try {
      const headers = { Authorization: "Bearer " + state.token };
      if (body !== undefined) headers["Content-Type"] = "application/json";
      resp = await fetch(API + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
    } catch (_) {
      const err = new Error("No connection");
      err.offline = true;
      throw err;
    }
    let data = null;
    try { data = await resp.json(); } catch (_) { /* no body */ }
    if (!resp.ok) {
      const err = new Error((data && data.message) || "The server answered " + resp.status);
      err.status = resp.status;
      throw err;
    }
    return data;
  }

  // reload reads the pro's jobs and their checklists.
  async function reload() {
    const { jobs } = await api("GET", "/jobs");
    const todos = {};
    await Promise.all(jobs.map(async (j) => {
      try {
        todos[j.id] = await api("GET", "/jobs/" + j.id + "/todos");
      } catch (e) {
        if (e.status !== 404) throw e; // gone meanwhile: the next reload drops it
      }
    }));
    state.snapshot = { jobs, todos, at: new Date().toISOString() };
    await kvSet("snapshot", state.snapshot);
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
        const batch = (await queueAll()).slice(0, MAX_BATCH);
        if (batch.length === 0) break;
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
        batch.forEach((a, i) => {
          const r = results[i];
          if (r && !r.ok) refused.push({ job_id: a.job_id, action: a.action, title: a.title, message: r.message, code: r.code });
        });
        if (refused.length > 0) {
          state.refusals = state.refusals.concat(refused);
          await kvSet("refusals", state.refusals);
          const undone = new Set(refused.filter((r) => r.action === "complete").map((r) => r.job_id));
          if (undone.size > 0) {
            state.done = state.done.filter((d) => !undone.has(d.id));
            await kvSet("done", state.done);
          }
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

  // wire is an action as POST /pro/sync takes it.
  function wire(a) {
    const out = { job_id: a.job_id, action: a.action, occurred_at: a.occurred_at };
    if (a.action === "tick") {
      out.item_id = a.item_id;
      out.completed = a.completed;
      if (a.count !== undefined && a.count !== null) out.count = a.count;
    }
    return out;
  }

  // act records what the pro did now, shows it, and sends it when it can.
  async function act(job, action, extra) {
    const title = titleOf(job) + ", " + fmt(job.scheduled_at, job.property.timezone, DAYTIME);
    const a = Object.assign({ job_id: job.id, action, occurred_at: new Date().toISOString(), title }, extra || {});
    if (action === "tick") drafts.delete(a.item_id);
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

  // drafts are the counts typed and not ticked yet, by item id.
  const drafts = new Map();

  // ---- The view: the server's last jobs with the queue applied.
  function view() {
    const v = JSON.parse(JSON.stringify(state.snapshot || { jobs: [], todos: {} }));
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
      case "tick": {
        const t = v.todos[j.id];
        if (!t) break;
        for (const l of t.todos) {
          for (const it of l.items) {
            if (it.id !== a.item_id) continue;
            it.completed = a.completed;
            it.count = a.completed && a.count !== undefined ? a.count : null;
            it.completed_at = a.completed ? a.occurred_at : null;
          }
        }
        t.progress = progressOf(t.todos);
        j.progress = t.progress;
        break;
      }
    }
  }

  // progressOf counts as the server does (TodoProgress): a required photo
  // item does not block completing.
  function progressOf(lists) {
    const p = { done: 0, total: 0, required_missing: 0 };
    for (const l of lists) {
      for (const it of l.items) {
        p.total++;
        if (it.completed) p.done++;
        else if (it.required && it.kind !== "photo") p.required_missing++;
      }
    }
    return p;
  }

  // ---- Rendering.
  const ACTIONS = { accept: "Accept", decline: "Decline", "on-my-way": "On my way", start: "Start", complete: "Complete", tick: "Checklist" };
  const SERVICES = { cleaning: "Cleaning", maintenance: "Maintenance", inspection: "Inspection", restocking: "Restocking" };
  const titleOf = (j) => (SERVICES[j.service_type] || j.service_type) + " at " + j.property.name;

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
    // Keep what the pro is typing in a count box across a redraw.
    const active = document.activeElement;
    const typing = active && active.dataset && active.dataset.countFor ? { id: active.dataset.countFor } : null;

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
      const box = main.querySelector('[data-count-for="' + typing.id + '"]');
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
        actions.append(el("p", { class: "hint" }, "Tick the " + left + " required item" + (left === 1 ? "" : "s") + " left to complete."));
      }
      actions.append(done);
    }
    return node;
  }

  function item(j, it, canTick) {
    const box = el("input", { type: "checkbox", checked: it.completed, disabled: !canTick, "data-item-id": String(it.id) });
    const li = el("li", { class: "item" + (it.completed ? " done" : ""), "data-item-id": String(it.id), "data-kind": it.kind },
      el("label", {}, box, el("span", { class: "desc" }, it.description),
        it.required ? el("span", { class: "req" }, "required") : null,
        it.kind === "photo" ? el("span", { class: "req" }, "photo") : null));
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
