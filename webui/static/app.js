// Steward web app: progressive enhancement only. Every form also works
// without this file; with it, destructive actions ask first, secrets get a
// copy button, and the assistant's chat sends and polls without reloading.
(function () {
  "use strict";

  var live = document.createElement("div");
  live.className = "visually-hidden";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  document.addEventListener("DOMContentLoaded", function () { document.body.appendChild(live); });
  function announce(text) { live.textContent = ""; setTimeout(function () { live.textContent = text; }, 50); }

  // Forms with data-confirm ask before posting, then post already
  // confirmed (without scripts the server asks on a page of its own).
  document.addEventListener("submit", function (e) {
    var form = e.target;
    var question = form.getAttribute("data-confirm");
    if (!question) return;
    var input = form.querySelector('input[name="confirmed"]');
    if (input && input.value === "yes") return;
    e.preventDefault();
    if (window.confirm(question)) {
      if (input) input.value = "yes";
      form.submit();
    }
  });

  document.addEventListener("click", function (e) {
    var copyBtn = e.target.closest("[data-copy]");
    if (copyBtn) { copy(copyBtn); return; }
    var chip = e.target.closest("[data-fill]");
    if (chip) {
      var box = document.getElementById("chat-message");
      if (box) { box.value = chip.getAttribute("data-fill"); box.focus(); }
    }
  });

  function copy(btn) {
    var el = document.getElementById(btn.getAttribute("data-copy"));
    if (!el) return;
    var field = el.tagName === "INPUT"; // a read-only input holding a link
    var text = (field ? el.value : el.textContent).trim();
    var done = function () {
      var old = btn.textContent;
      btn.textContent = "Copied";
      btn.classList.add("copied");
      announce("Copied to the clipboard");
      setTimeout(function () { btn.textContent = old; btn.classList.remove("copied"); }, 2000);
    };
    var fallback = function () {
      if (field) {
        el.select();
        try { document.execCommand("copy"); done(); } catch (err) { announce("Press Ctrl+C to copy"); }
        return;
      }
      var range = document.createRange();
      range.selectNodeContents(el);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      try { document.execCommand("copy"); done(); } catch (err) { announce("Press Ctrl+C to copy"); }
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var summary = document.querySelector(".form-error[tabindex]");
    if (summary) summary.focus();
    setupChat();
  });

  // The assistant's chat: send as JSON, show "Processing…", poll until the
  // reply is in, then show it with links to what the assistant changed.
  function setupChat() {
    var form = document.getElementById("chat-form");
    if (!form) return;
    var log = document.getElementById("chat-log");
    var box = document.getElementById("chat-message");
    var error = document.getElementById("chat-message-error");
    var conv = form.querySelector('input[name="conversation_id"]');
    var send = document.getElementById("chat-send");

    function setError(text) {
      error.textContent = text;
      error.hidden = !text;
      if (text) { box.setAttribute("aria-invalid", "true"); } else { box.removeAttribute("aria-invalid"); }
    }

    form.addEventListener("submit", function (e) {
      e.preventDefault();
      setError("");
      send.disabled = true;
      fetch("/app/assistant/messages", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify({ message: box.value, conversation_id: conv.value })
      }).then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, status: res.status, body: body }; });
      }).then(function (r) {
        if (r.status === 401) { window.location.href = "/app/login?next=" + encodeURIComponent(location.pathname + location.search); return; }
        if (!r.ok) { setError(r.body.message || "Something went wrong; try again."); return; }
        var m = r.body;
        conv.value = m.conversation_id;
        history.replaceState(null, "", "/app/assistant?conversation=" + encodeURIComponent(m.conversation_id));
        box.value = "";
        var empty = document.getElementById("chat-empty");
        if (empty) empty.remove();
        log.appendChild(bubble("msg msg-user", "message-" + m.id, "You", m.message));
        var reply = bubble("msg msg-reply msg-processing", "reply-" + m.id, "Steward", "Processing…");
        reply.querySelector("p").className = "processing";
        reply.setAttribute("aria-busy", "true");
        log.appendChild(reply);
        reply.scrollIntoView({ block: "nearest" });
        poll(m.id, reply);
      }).catch(function () {
        setError("Could not reach Steward. Check your connection and try again.");
      }).then(function () {
        send.disabled = false;
        box.focus();
      });
    });

    // Enter sends; Shift+Enter starts a new line.
    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        if (form.requestSubmit) { form.requestSubmit(); } else { send.click(); }
      }
    });

    document.querySelectorAll("[data-pending]").forEach(function (el) { poll(el.getAttribute("data-pending"), el); });
  }

  function bubble(cls, id, who, text) {
    var li = document.createElement("li");
    li.className = cls;
    li.id = id;
    var label = document.createElement("span");
    label.className = "msg-who";
    label.textContent = who;
    var p = document.createElement("p");
    p.textContent = text;
    li.appendChild(label);
    li.appendChild(p);
    return li;
  }

  function poll(id, el) {
    var tries = 0;
    var tick = function () {
      fetch("/app/assistant/messages/" + encodeURIComponent(id), { credentials: "same-origin", headers: { "Accept": "application/json" } })
        .then(function (res) { return res.json(); })
        .then(function (m) {
          if (m.code) { finish(el, "failed", m.message, []); return; }
          if (m.is_complete) { finish(el, m.status, m.response_message || "", m.links || []); return; }
          tries++;
          if (tries < 300) { setTimeout(tick, tries < 20 ? 300 : 1000); }
          else { finish(el, "processing", "Still working on it. Reload the page later to see the reply.", []); }
        })
        .catch(function () { setTimeout(tick, 2000); });
    };
    tick();
  }

  function finish(el, status, text, links) {
    el.className = "msg msg-reply msg-" + status;
    el.removeAttribute("aria-busy");
    el.removeAttribute("data-pending");
    var p = el.querySelector("p");
    p.className = "";
    p.textContent = text;
    if (links.length) {
      var ul = document.createElement("ul");
      ul.className = "msg-links";
      links.forEach(function (l) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = l.href;
        a.textContent = l.text;
        li.appendChild(a);
        ul.appendChild(li);
      });
      el.appendChild(ul);
    }
  }
})();
