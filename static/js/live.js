// Live results. The server sends an event when results change, saying which tables changed
// ({"v":42,"tables":["3/12"]} or {"v":43,"all":true}). A page says what concerns it (data-scope: "all", "session:3"
// or "table:3/12") and where its live region can be fetched alone (data-region; else the page itself is fetched and
// its live region taken). A page fetches only for events that concern it, at most once a second, and lets the
// browser revalidate (ETag), so an unchanged region costs a 304. Without JavaScript the page is complete as it is
// and a refresh shows the news.
(function () {
    "use strict";
    var main = document.querySelector("main[data-live]");
    if (!main || !window.EventSource) {
        return;
    }
    var region = document.getElementById("live-region");
    if (!region) {
        return;
    }
    var scope = main.getAttribute("data-scope") || "all";
    var regionUrl = main.getAttribute("data-region");
    var MIN_INTERVAL = 1000;
    var SPREAD = 300;
    var busy = false;
    var pending = false;
    var last = 0;
    var timer = null;

    function concerns(event) {
        if (event.all || scope === "all") {
            return true;
        }
        var tables = event.tables || [];
        for (var i = 0; i < tables.length; i++) {
            if (scope === "table:" + tables[i]) {
                return true;
            }
            if (scope.indexOf("session:") === 0 && tables[i].split("/")[0] === scope.substring(8)) {
                return true;
            }
        }
        return false;
    }

    function apply(html) {
        if (regionUrl) {
            region.innerHTML = html;
        } else {
            var doc = new DOMParser().parseFromString(html, "text/html");
            var fresh = doc.getElementById("live-region");
            if (fresh) {
                region.innerHTML = fresh.innerHTML;
            }
            var status = doc.getElementById("sheet-status");
            var current = document.getElementById("sheet-status");
            if (status && current) {
                current.textContent = status.textContent;
            }
        }
        region.setAttribute("data-updated", String(Date.now()));
    }

    function refresh() {
        var wait = last + MIN_INTERVAL - Date.now();
        if (busy || wait > 0) {
            pending = true;
            if (!busy && timer === null) {
                timer = window.setTimeout(function () { timer = null; refresh(); }, wait);
            }
            return;
        }
        busy = true;
        pending = false;
        last = Date.now();
        fetch(withVersion(regionUrl || window.location.href), {
            headers: {"Accept": "text/html", "X-Live-Refresh": "1"},
            credentials: "same-origin",
            cache: "no-cache"
        })
            .then(function (response) { return response.ok ? response.text() : null; })
            .then(function (html) {
                if (html !== null) {
                    apply(html);
                }
            })
            .catch(function () { /* the next event will try again */ })
            .then(function () {
                busy = false;
                if (pending) {
                    refresh();
                }
            });
    }

    var known = null;

    // The version the page was told of: a server that has not seen it yet reads it instead of answering older news.
    function withVersion(url) {
        if (known === null || !/^[0-9]+$/.test(known)) {
            return url;
        }
        var u = new URL(url, window.location.href);
        u.searchParams.set("v", known);
        return u.pathname + u.search;
    }
    var source = new EventSource(main.getAttribute("data-events"));
    source.addEventListener("hello", function (e) { known = e.data; });
    source.addEventListener("results", function (e) {
        var event;
        try {
            event = JSON.parse(e.data);
        } catch (err) {
            event = {v: e.data, all: true};
        }
        if (String(event.v) === known) {
            return;
        }
        known = String(event.v);
        // Other scripts (the session clock) hear of every change too, without a second connection.
        document.dispatchEvent(new CustomEvent("live:results", {detail: event}));
        if (concerns(event)) {
            // A hall of phones gets the event in the same instant: spread their requests over a few hundred ms.
            window.setTimeout(refresh, Math.floor(Math.random() * SPREAD));
        }
    });
    document.documentElement.classList.add("is-live");
})();
