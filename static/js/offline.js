// Entry that survives the network dropping (issue 26 item 3). On a sheet page with the hand form:
// - registers the sheet's service worker (sheet-worker.js), which keeps the page and its files for a reload offline,
//   and offers the page as an installable app (its manifest);
// - a hand saved while the phone is offline, or while earlier hands still wait, is kept in IndexedDB on the phone
//   (database "sheet-app", store "hands": one record per hand, keyed by the form's request id) and shown as
//   "waiting to send";
// - the waiting hands are posted in the order they were typed, as soon as the browser says it is online and again
//   every few seconds while any wait. Each goes with its own request id, so a post whose answer was lost and is sent
//   again is saved once (SheetService.addHand answers a known request id with the hand it saved). A hand typed
//   while another waits carries no sheet version of its own: it takes the version the server answered for the hand
//   before it (each hand's version check still holds);
// - a hand the server refuses (another device saved that hand, the sheet is closed, the engine refuses it, the
//   sign-in expired) stays on the phone with the server's reason, and so do the hands typed after it: the
//   scorekeeper puts each back in the form or discards it. Nothing is dropped without the scorekeeper's tap.
// Without JavaScript or IndexedDB the form posts as it always did.
(function () {
    "use strict";
    var form = document.querySelector("form.hand-form");
    var panel = document.getElementById("offline-queue");
    if (!form || !panel || !window.indexedDB || !window.fetch) {
        return;
    }
    var texts = panel.dataset;
    var list = panel.querySelector(".offline-queue__list");
    var note = panel.querySelector(".offline-queue__note");
    var check = document.getElementById("offline-check");
    var table = new URL(form.action, window.location.href).pathname;
    var RETRY_MS = 3000;
    var queue = [];
    var flushing = false;
    var sending = null;

    // IndexedDB, by its plain API ----------------------------------------------------------------------------------

    var opened = null;

    function database() {
        if (!opened) {
            opened = new Promise(function (resolve, reject) {
                var request = indexedDB.open("sheet-app", 1);
                request.onupgradeneeded = function () {
                    var store = request.result.createObjectStore("hands", {keyPath: "requestId"});
                    store.createIndex("table", "table");
                };
                request.onsuccess = function () { resolve(request.result); };
                request.onerror = function () { reject(request.error); };
            });
        }
        return opened;
    }

    // Runs work(store) in one transaction and resolves when it is committed (so a closed tab keeps what it said).
    function transact(mode, work) {
        return database().then(function (db) {
            return new Promise(function (resolve, reject) {
                var tx = db.transaction("hands", mode);
                var result;
                tx.oncomplete = function () { resolve(result); };
                tx.onerror = function () { reject(tx.error); };
                tx.onabort = function () { reject(tx.error); };
                result = work(tx.objectStore("hands"));
            });
        });
    }

    function load() {
        return database().then(function (db) {
            return new Promise(function (resolve, reject) {
                var request = db.transaction("hands", "readonly").objectStore("hands").index("table").getAll(table);
                request.onsuccess = function () {
                    queue = request.result.sort(function (a, b) { return a.seq - b.seq; });
                    resolve(queue);
                };
                request.onerror = function () { reject(request.error); };
            });
        });
    }

    // The page ------------------------------------------------------------------------------------------------------

    function field(name) {
        return form.elements.namedItem(name);
    }

    function value(name) {
        var el = field(name);
        return el ? String(el.value || "") : "";
    }

    function newRequestId() {
        if (window.crypto && crypto.randomUUID) {
            return crypto.randomUUID();
        }
        var bytes = new Uint8Array(16);
        crypto.getRandomValues(bytes);
        return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
    }

    function labelOf(el) {
        var label = el.id ? form.querySelector('label[for="' + el.id + '"]') : null;
        return label ? label.textContent.trim() : el.name;
    }

    // What the scorekeeper typed, in the form's own words: the result, the chosen names, the numbers and the hand.
    function summary() {
        var parts = [];
        var win = value("result") === "WIN";
        Array.prototype.forEach.call(form.elements, function (el) {
            if (!el.name || el.type === "hidden" || el.disabled || el.closest("[hidden]")) {
                return;
            }
            if (!win && el.closest(".win-fields")) {
                return; // a draw has no winner, discarder or points (issue 37: not "Exhaustive draw · Self-drawn")
            }
            if ((el.type === "radio" || el.type === "checkbox") && el.checked) {
                var label = el.closest("label");
                parts.push(label ? label.textContent.trim() : el.value);
            } else if (el.tagName === "SELECT" && el.value) {
                parts.push(el.options[el.selectedIndex].text.trim());
            } else if ((el.type === "number" || el.type === "text") && el.value.trim()) {
                parts.push(labelOf(el) + ": " + el.value.trim());
            }
        });
        return parts.join(" · ");
    }

    // A hand the worker kept (posted by the form itself, summary null), described with this form's words.
    function describe(fields) {
        var parts = [];
        var result = fields.filter(function (kv) { return kv[0] === "result"; })[0];
        var win = !result || result[1] === "WIN";
        fields.forEach(function (kv) {
            var el = form.querySelector('[name="' + kv[0] + '"]');
            if (!el || !kv[1] || (!win && el.closest(".win-fields"))) {
                return;
            }
            if (el.type === "radio" || el.type === "checkbox") {
                var chosen = form.querySelector('[name="' + kv[0] + '"][value="' + kv[1] + '"]');
                var label = chosen ? chosen.closest("label") : null;
                parts.push(label ? label.textContent.trim() : kv[1]);
            } else if (el.tagName === "SELECT") {
                var option = Array.prototype.filter.call(el.options, function (o) { return o.value === kv[1]; })[0];
                parts.push(option ? option.text.trim() : kv[1]);
            } else {
                parts.push(labelOf(el) + ": " + kv[1]);
            }
        });
        return parts.join(" · ");
    }

    // The checks that need no server; the engine's verification of the hand and the total waits for it ("to verify").
    function localProblem() {
        if (value("result") !== "WIN") {
            return null;
        }
        if (field("winner") && !value("winner")) {
            return texts.checkWinner;
        }
        if (field("discarder") && value("discarder") === value("winner")) {
            return texts.checkDiscarder;
        }
        if (field("fanPoints") && field("notation") && !value("fanPoints").trim() && !value("notation").trim()) {
            return texts.checkPoints;
        }
        return null;
    }

    function nextNumber() {
        var last = queue[queue.length - 1];
        return last ? last.number + 1 : parseInt(value("number"), 10);
    }

    function showHeading() {
        var heading = document.getElementById("entry-heading");
        var next = nextNumber();
        if (heading && texts.heading && !isNaN(next)) {
            heading.textContent = texts.heading.replace("%N%", String(next));
        }
        if (!isNaN(next)) {
            field("number").value = String(next);
        }
    }

    function say(el, text) {
        el.textContent = text || "";
        el.hidden = !text;
    }

    function render() {
        while (list.firstChild) {
            list.removeChild(list.firstChild);
        }
        queue.forEach(function (hand) {
            var li = document.createElement("li");
            li.className = "offline-hand offline-hand--" + hand.status;
            li.setAttribute("data-request", hand.requestId);
            var what = document.createElement("strong");
            what.textContent = texts.handLabel.replace("%N%", String(hand.number));
            li.appendChild(what);
            var typed = document.createElement("span");
            typed.className = "offline-hand__typed";
            typed.textContent = hand.summary === null ? describe(hand.fields) : hand.summary;
            li.appendChild(typed);
            var state = document.createElement("span");
            state.className = "offline-hand__state";
            state.textContent = hand.status === "refused" ? texts.refused
                : hand.requestId === sending ? texts.sending : texts.waiting;
            li.appendChild(state);
            if (hand.toVerify && hand.status !== "refused") {
                var verify = document.createElement("span");
                verify.className = "offline-hand__verify";
                verify.textContent = texts.toVerify;
                li.appendChild(verify);
            }
            if (hand.status === "refused") {
                var reason = document.createElement("p");
                reason.className = "offline-hand__reason";
                reason.setAttribute("role", "alert");
                reason.textContent = hand.reason;
                li.appendChild(reason);
                li.appendChild(button(texts.edit, "button--secondary offline-hand__edit", function () { putBack(hand); }));
                li.appendChild(button(texts.discard, "link-button offline-hand__discard", function () { discard(hand); }));
            }
            list.appendChild(li);
        });
        panel.hidden = queue.length === 0 && note.hidden;
        // The short sheet is not submitted while hands still wait on this phone: they may make it whole (issue 37).
        document.querySelectorAll(".short-submit").forEach(function (s) { s.hidden = queue.length > 0; });
        showHeading();
    }

    function button(text, className, onClick) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = className;
        b.textContent = text;
        b.addEventListener("click", onClick);
        return b;
    }

    // Keeping a hand ------------------------------------------------------------------------------------------------

    var seq = 0;

    function keep() {
        var fields = [];
        new FormData(form).forEach(function (v, k) {
            if (k !== "_csrf" && k !== "number" && k !== "version" && k !== "requestId") {
                fields.push([k, String(v)]);
            }
        });
        var last = queue[queue.length - 1];
        var hand = {
            requestId: value("requestId") || newRequestId(),
            table: table,
            seq: Date.now() * 1000 + (seq++ % 1000),
            number: nextNumber(),
            // The version the page shows belongs to the first hand waiting; a later one takes its predecessor's.
            version: last ? null : parseInt(value("version"), 10),
            fields: fields,
            summary: summary(),
            toVerify: value("result") === "WIN",
            status: last && last.status === "refused" ? "refused" : "waiting",
            reason: last && last.status === "refused" ? texts.held : "",
            typedAt: Date.now()
        };
        return transact("readwrite", function (store) { store.put(hand); }).then(function () {
            form.reset();
            field("requestId").value = newRequestId();
            ["notation", "flowers"].forEach(function (name) {
                var el = field(name);
                if (el) {
                    el.dispatchEvent(new Event("input", {bubbles: true}));
                }
            });
            Array.prototype.forEach.call(form.querySelectorAll("button[aria-pressed]"), function (b) {
                b.setAttribute("aria-pressed", "false");
            });
            return load();
        });
    }

    form.addEventListener("submit", function (event) {
        // Online with nothing waiting, the form posts as before (and the server's answer is the page).
        if (navigator.onLine && queue.length === 0) {
            return;
        }
        event.preventDefault();
        var problem = localProblem();
        say(check, problem);
        if (problem) {
            return;
        }
        keep().then(render).then(flush);
    });

    // Sending -------------------------------------------------------------------------------------------------------

    function csrfToken() {
        var input = document.querySelector('input[name="_csrf"]');
        return input ? input.value : "";
    }

    function parse(html) {
        return new DOMParser().parseFromString(html, "text/html");
    }

    // The server's own words, in the reader's language: why the form was refused, then the hands saved meanwhile.
    function reasonIn(doc) {
        var parts = [];
        Array.prototype.forEach.call(doc.querySelectorAll(".errors p, .field-error"), function (el) {
            var t = el.textContent.trim();
            if (t && parts.indexOf(t) < 0) {
                parts.push(t);
            }
        });
        var missed = doc.getElementById("missed-heading");
        if (missed) {
            var hands = Array.prototype.map.call(doc.querySelectorAll("#missed-heading + ul li"), function (li) {
                return li.textContent.trim();
            });
            parts.push(missed.textContent.trim() + ": " + hands.join(", "));
        }
        return parts.join(" ");
    }

    function send(hand) {
        var body = new URLSearchParams();
        hand.fields.forEach(function (kv) { body.append(kv[0], kv[1]); });
        body.set("number", String(hand.number));
        body.set("version", hand.version === null || isNaN(hand.version) ? "" : String(hand.version));
        body.set("requestId", hand.requestId);
        body.set("_csrf", csrfToken());
        return fetch(form.action, {
            method: "POST",
            body: body,
            credentials: "same-origin",
            headers: {"Accept": "text/html"}
        }).then(function (response) {
            var landed = new URL(response.url, window.location.href).pathname;
            if (response.status === 403 || (response.redirected && landed.indexOf("/login") === 0)) {
                return {kind: "refused", reason: texts.signedOut};
            }
            if (response.ok) {
                return response.text().then(function (html) { return {kind: "saved", doc: parse(html)}; });
            }
            if (response.status >= 400 && response.status < 500) {
                return response.text().then(function (html) {
                    return {kind: "refused", reason: reasonIn(parse(html)) || texts.refusedUnknown};
                });
            }
            return {kind: "retry"}; // the server is starting or its disk is full: later
        }, function () {
            return {kind: "retry"};
        });
    }

    // The page the server answered after a saved hand: its version is the next hand's, its form the one to use now.
    function adopt(doc) {
        var fresh = doc.querySelector("form.hand-form");
        if (!fresh) {
            return null;
        }
        ["version", "number", "_csrf"].forEach(function (name) {
            var from = fresh.elements.namedItem(name);
            var to = field(name);
            if (from && to) {
                to.value = from.value;
            }
        });
        return parseInt(fresh.elements.namedItem("version").value, 10);
    }

    // What the current sending has saved so far, one line per hand.
    var reports = [];

    function saved(hand, doc) {
        var version = adopt(doc);
        var flash = doc.querySelector(".flash");
        // Every hand this sending saved is reported, not the last one only (issue 37).
        reports.push(flash ? flash.textContent.trim() : texts.sent.replace("%N%", String(hand.number)));
        say(note, reports.join(" "));
        return transact("readwrite", function (store) {
            store.delete(hand.requestId);
            var next = queue[queue.indexOf(hand) + 1];
            if (next && next.version === null && version !== null && !isNaN(version)) {
                next.version = version;
                store.put(next);
            }
        });
    }

    function refuse(hand, reason) {
        var i = queue.indexOf(hand);
        return transact("readwrite", function (store) {
            queue.slice(i).forEach(function (h, k) {
                if (h.status !== "refused") {
                    h.status = "refused";
                    h.reason = k === 0 ? reason : texts.held;
                    store.put(h);
                }
            });
        });
    }

    function flush() {
        if (flushing) {
            return Promise.resolve();
        }
        flushing = true;
        reports = [];
        function next() {
            var hand = queue[0];
            if (!hand || hand.status === "refused") {
                return null;
            }
            sending = hand.requestId;
            render();
            return send(hand).then(function (outcome) {
                if (outcome.kind === "saved") {
                    return saved(hand, outcome.doc).then(load).then(next);
                }
                if (outcome.kind === "refused") {
                    return refuse(hand, outcome.reason).then(load);
                }
                return null;
            });
        }
        return load().then(next).catch(function () { /* kept; the timer tries again */ }).then(function () {
            flushing = false;
            sending = null;
            render();
        });
    }

    // The scorekeeper's answer to a refused hand -----------------------------------------------------------------

    var RESTORE = "sheet-app-restore:" + table;

    // The page is read again (its version, the hands others saved), with the refused hand typed into its form.
    function putBack(hand) {
        sessionStorage.setItem(RESTORE, JSON.stringify(hand.fields));
        transact("readwrite", function (store) { store.delete(hand.requestId); }).then(function () {
            window.location.reload();
        });
    }

    function discard(hand) {
        if (!window.confirm(texts.discardConfirm)) {
            return;
        }
        transact("readwrite", function (store) { store.delete(hand.requestId); }).then(load).then(render);
    }

    function restore() {
        var kept = sessionStorage.getItem(RESTORE);
        if (!kept) {
            return;
        }
        sessionStorage.removeItem(RESTORE);
        JSON.parse(kept).forEach(function (kv) {
            var els = form.querySelectorAll('[name="' + kv[0] + '"]');
            Array.prototype.forEach.call(els, function (el) {
                if (el.type === "radio" || el.type === "checkbox") {
                    el.checked = el.value === kv[1];
                } else {
                    el.value = kv[1];
                }
                el.dispatchEvent(new Event("input", {bubbles: true}));
                el.dispatchEvent(new Event("change", {bubbles: true}));
            });
        });
    }

    // The app: its worker and its manifest -------------------------------------------------------------------------

    function install() {
        var manifest = panel.getAttribute("data-manifest");
        if (manifest && !document.querySelector('link[rel="manifest"]')) {
            var link = document.createElement("link");
            link.rel = "manifest";
            link.href = manifest;
            document.head.appendChild(link);
        }
        if (!navigator.serviceWorker || !window.isSecureContext) {
            return;
        }
        navigator.serviceWorker.register(panel.getAttribute("data-worker"), {scope: panel.getAttribute("data-scope")})
            .then(function () { return navigator.serviceWorker.ready; })
            .then(function (registration) {
                var here = window.location.href.split("#")[0];
                var urls = [here].concat(performance.getEntriesByType("resource").map(function (e) { return e.name; }));
                var channel = new MessageChannel();
                channel.port1.onmessage = function () {
                    document.documentElement.setAttribute("data-offline-ready", "true");
                };
                registration.active.postMessage({type: "keep", urls: urls}, [channel.port2]);
            })
            .catch(function () { /* the page still works online; the queue still keeps hands */ });
    }

    // A page read from the worker's copy carries the request id of a hand already sent: every page load gets its own.
    field("requestId").value = newRequestId();
    if (!navigator.onLine) {
        var old = document.querySelector(".flash");
        if (old) {
            old.hidden = true;
        }
    }
    restore();
    install();
    window.addEventListener("online", flush);
    window.setInterval(function () {
        if (queue.length && queue[0].status !== "refused" && navigator.onLine) {
            flush();
        }
    }, RETRY_MS);
    load().then(render).then(function () {
        if (navigator.onLine) {
            flush();
        }
    }).catch(function () { /* no IndexedDB in this browser mode: the form posts as before */ });
})();
