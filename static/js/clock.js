// The session clock (issue 16). Every element with data-clock names the clock's JSON; the server holds the clock
// and answers with its own "now", so this page corrects its device's clock (skew) by the offset between the two,
// measured at the middle of the round trip, and counts down to the server's end. Every view of the clock - the big
// screen, the live page, each sheet, the scorekeepers' phones - shows the same time left to within a second, on
// every server, across reloads. It reads again when a live event arrives (a clock change is announced like a
// result), when the page is shown again, and every 30 s.
(function () {
    "use strict";
    var clocks = [];
    // The newest results version a live event told of: asked for with ?v=, so a server whose spectators' snapshot
    // is older reads the clock afresh instead of answering from the version before the change.
    var told = null;
    // Issue 37: the device's skew against the server is one number for the page, the latest measured (a clock read
    // per view drifted apart by a round trip's error); with one "now" for every clock at each tick, two views of the
    // same clock on one page (the big screen's bar and its clock pane) never show different seconds.
    var skew = 0;

    function withVersion(url) {
        if (told === null || !/^[0-9]+$/.test(told)) {
            return url;
        }
        return url + (url.indexOf("?") < 0 ? "?" : "&") + "v=" + told;
    }

    function pad(n) {
        return n < 10 ? "0" + n : String(n);
    }

    function format(ms) {
        var s = Math.max(0, Math.ceil(ms / 1000));
        var h = Math.floor(s / 3600);
        var m = Math.floor((s % 3600) / 60);
        var sec = s % 60;
        return h > 0 ? h + ":" + pad(m) + ":" + pad(sec) : m + ":" + pad(sec);
    }

    function load(c) {
        var sent = Date.now();
        fetch(withVersion(c.url), {headers: {"Accept": "application/json"}, cache: "no-store", credentials: "same-origin"})
            .then(function (r) { return r.ok ? r.json() : null; })
            .then(function (data) {
                if (data) {
                    var received = Date.now();
                    c.data = data;
                    skew = data.now - (sent + received) / 2;
                    c.loadedLeft = data.left;
                    c.loadedAt = received;
                    renderAll();
                }
            })
            .catch(function () { /* the next tick of the timer tries again */ });
    }

    function renderAll() {
        var now = Date.now();
        for (var i = 0; i < clocks.length; i++) {
            render(clocks[i], now);
        }
    }

    function render(c, now) {
        var d = c.data;
        if (!d) {
            return;
        }
        var el = c.el;
        var state = d.state;
        var left = d.left;
        if (state === "RUNNING" && d.endsAt !== null) {
            left = d.endsAt - (now + skew);
            if (left <= 0) {
                state = "CALLED";
            }
        }
        var warning = state === "RUNNING" && left <= d.warningMs;
        var shown = state === "NONE" ? "NONE" : (warning ? "WARNING" : state);
        if (el.getAttribute("data-state") !== shown) {
            el.setAttribute("data-state", shown);
        }
        var time = el.querySelector("[data-clock-time]");
        var note = el.querySelector("[data-clock-note]");
        var label = el.querySelector("[data-clock-label]");
        if (time) {
            time.textContent = state === "NONE" ? "–:––" : format(state === "CALLED" ? 0 : left);
        }
        if (note) {
            var text = "";
            if (state === "CALLED") {
                text = el.getAttribute("data-text-called");
            } else if (state === "PAUSED") {
                text = el.getAttribute("data-text-paused");
            } else if (warning) {
                text = el.getAttribute("data-text-warning");
            } else if (state === "RUNNING") {
                text = el.getAttribute("data-text-running");
            }
            if (state !== "NONE") {
                note.textContent = text;
            }
        }
        if (label && state !== "NONE") {
            var l = (el.getAttribute("data-text-session") || "").replace("{0}", d.session);
            if (d.table !== null) {
                l += " · " + (el.getAttribute("data-text-table") || "").replace("{0}", d.table);
            }
            label.textContent = l;
        }
    }

    function scan() {
        var els = document.querySelectorAll("[data-clock]");
        for (var i = 0; i < els.length; i++) {
            var known = null;
            for (var j = 0; j < clocks.length; j++) {
                if (clocks[j].url === els[i].getAttribute("data-clock")) {
                    known = clocks[j];
                }
            }
            if (known) {
                known.el = els[i];
            } else {
                var c = {el: els[i], url: els[i].getAttribute("data-clock"), data: null};
                clocks.push(c);
                load(c);
            }
        }
        renderAll();
    }

    function reloadAll() {
        for (var i = 0; i < clocks.length; i++) {
            load(clocks[i]);
        }
    }

    if (!window.fetch) {
        return;
    }
    scan();
    window.setInterval(function () {
        // A live region may have been replaced: find the clocks again and redraw them.
        scan();
    }, 250);
    window.setInterval(reloadAll, 30000);
    // Every phone in the hall hears the same event at once: spread their clock requests over a second, as live.js
    // spreads its fetches, rather than asking the server all together.
    document.addEventListener("live:results", function (e) {
        if (e.detail && e.detail.v !== undefined) {
            told = String(e.detail.v);
        }
        window.setTimeout(reloadAll, Math.floor(Math.random() * 1000));
    });
    document.addEventListener("visibilitychange", function () {
        if (!document.hidden) {
            reloadAll();
        }
    });
})();
