// Live results. The server sends an event when results change, saying which tables changed
// ({"v":42,"tables":["3/12"]} or {"v":43,"all":true}). A page says what concerns it (data-scope: "all", "session:3"
// or "table:3/12"; the server tells it only of that, at most once per the scope's interval) and where its live
// region can be fetched alone (data-region; else the page itself is fetched and its live region taken; a standings
// table that says its version gets only the rows that changed, and the standings' events carry those rows, so a
// table on the version told before takes them without a fetch). A page fetches only for events that concern it, at
// most once per its scope's interval, and lets the browser revalidate (ETag), so an unchanged region costs a 304.
// Without JavaScript the page is complete as it is and a refresh shows the news.
// Behind a cache (CACHE_IN_FRONT, the page's <html data-live-by="poll">) there is no stream: the page polls the
// tournament's version document about once a second ({"v":"3/1742"}, shared by the cache for a second) and fetches
// its region at that version's address (?at=3/1742&hl=en), which the cache keeps for as long as the version lasts.
(function () {
    "use strict";
    var main = document.querySelector("main[data-live]");
    var polling = document.documentElement.getAttribute("data-live-by") === "poll";
    if (!main || !(polling ? window.fetch : window.EventSource)) {
        return;
    }
    var region = document.getElementById("live-region");
    if (!region) {
        return;
    }
    var scope = main.getAttribute("data-scope") || "all";
    var regionUrl = main.getAttribute("data-region");
    // The timings are the server's (the layout's data-live-every, written by web/publish): per kind of scope, the
    // shortest time between two events to its watchers, and how many ms a hall of phones told in the same instant
    // spreads its fetches over ({"table":[100,0],"session":[250,100],"all":[500,200],"poll":1000}). The narrower the
    // scope, the sooner and the fewer the phones, so a table's few do not spread (issue 30).
    var every = JSON.parse(document.documentElement.getAttribute("data-live-every") || "{}");
    var timing = every[scope.split(":")[0]] || every.all || [0, 0];
    var MIN_INTERVAL = timing[0];
    var SPREAD = timing[1];
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

    // A region that says which version it shows (data-v: the standings table) asks only for what changed since:
    // the rows whose content changed and, where rows moved, the new order and places (web/publish/RowDeltas).
    function shownVersion() {
        var el = regionUrl ? region.querySelector("[data-v]") : null;
        return el ? el.getAttribute("data-v") : null;
    }

    function applyDelta(delta) {
        var table = region.querySelector("[data-v]");
        var body = table ? table.querySelector("tbody") : null;
        if (!body || table.getAttribute("data-v") !== delta.from) {
            return false;
        }
        var byPlayer = {};
        var rows = body.rows;
        for (var i = 0; i < rows.length; i++) {
            byPlayer[rows[i].getAttribute("data-p")] = rows[i];
        }
        var ids = Object.keys(delta.rows || {});
        var entering = [];
        for (var k = 0; k < ids.length; k++) {
            var old = byPlayer[ids[k]];
            var holder = document.createElement("tbody");
            holder.innerHTML = delta.rows[ids[k]];
            var fresh = holder.firstElementChild;
            if (!fresh) {
                return false;
            }
            if (old) {
                body.replaceChild(fresh, old);
            } else {
                // A row entering the top of the table (the phone view): the order below puts it in its place.
                entering.push(fresh);
            }
            byPlayer[ids[k]] = fresh;
        }
        var drop = delta.drop || [];
        for (var d = 0; d < drop.length; d++) {
            var out = byPlayer[String(drop[d])];
            if (!out || out.parentNode !== body) {
                return false;
            }
            body.removeChild(out);
        }
        if (delta.order) {
            for (var j = 0; j < delta.order.length; j++) {
                var row = byPlayer[String(delta.order[j])];
                if (!row) {
                    return false;
                }
                var at = body.rows[delta.at + j] || null;
                if (at !== row) {
                    body.insertBefore(row, at);
                }
                row.cells[0].textContent = delta.places[j];
            }
        }
        for (var e = 0; e < entering.length; e++) {
            if (entering[e].parentNode !== body) {
                return false;
            }
        }
        var legend = region.querySelector(".progress-legend");
        if (legend) {
            legend.hidden = !delta.provisional;
        }
        table.setAttribute("data-v", delta.v);
        return true;
    }

    // The event carries what changed (issue 39). To the standings' watchers: the rows that changed, per view of the
    // table ("100": its top, "whole"), from the version they were last told of; a table showing that version takes
    // them at once and fetches nothing; one that shows another version (opened in between, back from an outage) asks.
    // To a session's watchers: the changed tables' cards in the page's language and the heading, whole.
    function applyCarried(event) {
        if (event.cards) {
            return applyCards(event.cards);
        }
        var table = event.rows && regionUrl ? region.querySelector("[data-v]") : null;
        var delta = table ? event.rows[table.getAttribute("data-view") || "whole"] : null;
        if (delta && showsAtLeast(table.getAttribute("data-v"), delta.v)) {
            return true; // a fetch brought this version before its event did: nothing to take
        }
        if (!delta || delta.from !== table.getAttribute("data-v") || busy) {
            return false;
        }
        if (!applyDelta(delta)) {
            // Half applied perhaps: the whole table next time.
            table.removeAttribute("data-v");
            return false;
        }
        region.setAttribute("data-updated", String(Date.now()));
        return true;
    }

    // The results version in a page version ("3/1742" -> 1742), -1 for none.
    function resultsOf(v) {
        var m = /^[0-9]+\/([0-9]+)$/.exec(v || "");
        return m ? Number(m[1]) : -1;
    }

    // Whether a table at page version "shown" already shows "v": the same settings, as new results or newer.
    function showsAtLeast(shown, v) {
        var a = /^([0-9]+)\//.exec(shown || ""), b = /^([0-9]+)\//.exec(v || "");
        return a !== null && b !== null && a[1] === b[1] && resultsOf(shown) >= resultsOf(v);
    }

    function applyCards(carried) {
        var grid = regionUrl && !busy ? region.querySelector(".live-grid[data-v]") : null;
        if (!grid) {
            return false;
        }
        if (showsAtLeast(grid.getAttribute("data-v"), carried.v)) {
            return true; // the page already shows as much (a tournament's new settings are taken, though)
        }
        var numbers = Object.keys(carried.cards || {});
        var holder = document.createElement("div");
        for (var i = 0; i < numbers.length; i++) {
            var old = document.getElementById("table-" + numbers[i]);
            holder.innerHTML = carried.cards[numbers[i]];
            var fresh = holder.firstElementChild;
            if (!old || !fresh || old.parentNode !== grid) {
                return false;
            }
            grid.replaceChild(fresh, old);
        }
        var heading = region.querySelector("h2");
        holder.innerHTML = carried.h || "";
        if (heading && holder.firstElementChild) {
            heading.parentNode.replaceChild(holder.firstElementChild, heading);
        }
        grid.setAttribute("data-v", carried.v);
        region.setAttribute("data-updated", String(Date.now()));
        return true;
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
        // Behind a cache every phone asks for the same versioned address, not for the changes since its own version.
        var shown = polling ? null : shownVersion();
        if (shown !== null && known !== null && /^[0-9]+$/.test(known) && resultsOf(shown) >= Number(known)) {
            // Asked for while a fetch was under way, which brought the version told of: nothing left to fetch.
            pending = false;
            return;
        }
        busy = true;
        pending = false;
        last = Date.now();
        var url = withVersion(regionUrl || window.location.href);
        if (shown !== null) {
            url += (url.indexOf("?") < 0 ? "?" : "&") + "from=" + encodeURIComponent(shown);
        }
        fetch(url, {
            headers: {"Accept": "text/html", "X-Live-Refresh": "1"},
            credentials: "same-origin",
            // A versioned address never changes: the browser may keep it too.
            cache: polling ? "default" : "no-cache"
        })
            .then(function (response) {
                if (!response.ok) {
                    return null;
                }
                var type = response.headers.get("Content-Type") || "";
                return type.indexOf("json") >= 0 ? response.json() : response.text();
            })
            .then(function (body) {
                if (body === null) {
                    return;
                }
                var showing = region.querySelector("[data-v]");
                if (typeof body === "string") {
                    apply(body);
                } else if (showing && showing.getAttribute("data-v") === body.v) {
                    // An event brought these changes while they were asked for.
                } else if (applyDelta(body)) {
                    region.setAttribute("data-updated", String(Date.now()));
                } else {
                    // The table was not the one the changes start from: take it whole next time.
                    var table = region.querySelector("[data-v]");
                    if (table) {
                        table.removeAttribute("data-v");
                    }
                    pending = true;
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
    // Behind a cache: the page version last read from the version document ("3/1742").
    var knownPage = null;

    // The version the page was told of: a server that has not seen it yet reads it instead of answering older news.
    // Behind a cache, the address of that version in the page's language, which the cache keeps.
    function withVersion(url) {
        var u = new URL(url, window.location.href);
        if (polling && knownPage !== null && /^[0-9]+\/[0-9]+$/.test(knownPage)) {
            u.searchParams.delete("v");
            u.searchParams.set("at", knownPage);
            u.searchParams.set("hl", document.documentElement.lang || "en");
            return u.pathname + u.search;
        }
        if (known === null || !/^[0-9]+$/.test(known)) {
            return url;
        }
        u.searchParams.set("v", known);
        return u.pathname + u.search;
    }
    var eventsUrl = main.getAttribute("data-events");
    // Behind a cache, how often the version document is read (it is shared by the cache for as long).
    var POLL_EVERY = every.poll || 1000;

    function poll() {
        fetch(eventsUrl.replace(/\/events$/, "/version"), {credentials: "same-origin", cache: "no-cache"})
            .then(function (response) {
                return response.ok ? response.json() : null;
            })
            .then(function (doc) {
                if (doc === null || typeof doc.v !== "string") {
                    throw new Error("no version");
                }
                pollFailing = false;
                back();
                if (doc.v === knownPage) {
                    return;
                }
                var first = knownPage === null;
                knownPage = doc.v;
                known = doc.v.split("/")[1];
                if (!first) {
                    document.dispatchEvent(new CustomEvent("live:results", {detail: {v: known, all: true}}));
                }
                // The first answer too: the page may have been kept a second by the cache.
                refresh();
            })
            .catch(function () {
                pollFailing = true;
                suspect(function () { return pollFailing; });
            })
            .then(function () {
                window.setTimeout(poll, POLL_EVERY);
            });
    }
    var pollFailing = false;
    var source = null;
    if (polling) {
        poll();
    } else {
        // The server tells each scope at most once per its interval, and only of what concerns it (web/publish).
        // The page's language: what the events carry (a session's cards) is in it.
        source = new EventSource(eventsUrl + (eventsUrl.indexOf("?") < 0 ? "?" : "&") + "scope="
            + encodeURIComponent(scope) + "&hl=" + encodeURIComponent(document.documentElement.lang || ""));
    }
    source && source.addEventListener("hello", function (e) {
        // Back after an outage (the stream reconnects by itself and says the server's version): what changed
        // meanwhile is unknown, so the page takes its region once at that version.
        var missed = known !== null && e.data !== known;
        // A page rendered before the version its stream starts at missed what came between: its region once.
        var shows = region.querySelector("[data-v]");
        missed = missed || (shows !== null && resultsOf(shows.getAttribute("data-v")) >= 0
            && resultsOf(shows.getAttribute("data-v")) < Number(e.data));
        known = e.data;
        back();
        if (missed) {
            document.dispatchEvent(new CustomEvent("live:results", {detail: {v: known, all: true}}));
            refresh();
        }
    });
    // Issue 26 item 3: a page that lost the network says since when, in the reader's language and time.
    var banner = document.getElementById("offline-banner");
    var SINCE = "live-offline-since";
    var offlineSince = null;

    var doubt = null;

    function lost(since) {
        if (offlineSince !== null || !banner) {
            return;
        }
        offlineSince = since || new Date();
        try {
            // A page reloaded without the network (from the sheet app's worker) still says since when.
            sessionStorage.setItem(SINCE, String(offlineSince.getTime()));
        } catch (e) { /* storage refused: the banner still shows */ }
        var time = offlineSince.toLocaleTimeString(document.documentElement.lang || undefined,
            {hour: "2-digit", minute: "2-digit"});
        banner.textContent = banner.getAttribute("data-text").replace("%TIME%", time);
        banner.hidden = false;
    }

    function back() {
        offlineSince = null;
        try {
            sessionStorage.removeItem(SINCE);
        } catch (e) { /* nothing kept */ }
        window.clearTimeout(doubt);
        doubt = null;
        if (banner) {
            banner.hidden = true;
        }
    }
    // A stream the server closed reconnects within a second or two: only one still down after 3 s is an outage.
    function suspect(stillDown) {
        if (doubt !== null || offlineSince !== null) {
            return;
        }
        var since = new Date();
        doubt = window.setTimeout(function () {
            doubt = null;
            if (stillDown()) {
                lost(since);
            }
        }, 3000);
    }
    source && source.addEventListener("error", function () {
        suspect(function () { return source.readyState !== EventSource.OPEN; });
    });
    window.addEventListener("offline", function () { lost(new Date()); });
    if (!navigator.onLine) {
        var kept = null;
        try {
            kept = sessionStorage.getItem(SINCE);
        } catch (e) { /* none */ }
        lost(kept && /^[0-9]+$/.test(kept) ? new Date(Number(kept)) : new Date());
    }
    source && source.addEventListener("results", function (e) {
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
        if (concerns(event) && !applyCarried(event)) {
            // A hall of phones gets the event in the same instant: spread their requests over a few hundred ms.
            if (SPREAD === 0) {
                refresh();
            } else {
                window.setTimeout(refresh, Math.floor(Math.random() * SPREAD));
            }
        }
    });
    document.documentElement.classList.add("is-live");
})();
