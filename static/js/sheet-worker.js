// The scorekeeper's sheet as an app that opens without the network (issue 26 item 3). Served at /sheet-worker.js
// (SheetController.worker) so that its scope may be /tournaments/; registered by offline.js on a sheet page with the
// entry form. It keeps:
// - the sheet pages (…/sessions/N/tables/T/sheet): from the network first, the last copy when there is none;
// - the site's files under /static/ (CSS, scripts, the tile set, the font slices a page used): from this cache first,
//   refreshed behind;
// Everything else passes through untouched, and it never answers a POST: the hands themselves wait in IndexedDB
// (offline.js) and are posted by the page, so the server's answer reaches the scorekeeper.
"use strict";

var CACHE = "sheet-app-v1";
var SHEET_PAGE = /^\/tournaments\/\d+\/sessions\/\d+\/tables\/\d+\/sheet$/;
// What every sheet page needs, fetched when the worker is installed; the page adds what it used (its URL, the font
// slices, the tiles) by a message once the worker runs.
var SHELL = [
    "/static/css/site.css",
    "/static/css/print.css",
    "/static/fonts/cjk.css",
    "/static/img/favicon.svg",
    "/static/js/live.js",
    "/static/js/clock.js",
    "/static/js/tile-picker.js",
    "/static/js/offline.js"
];

self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) {
        // One file missing must not leave the worker uninstalled: each is fetched on its own.
        return Promise.all(SHELL.map(function (url) {
            return cache.add(url).catch(function () { return null; });
        }));
    }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
        return Promise.all(names.filter(function (n) { return n.indexOf("sheet-app-") === 0 && n !== CACHE; })
            .map(function (n) { return caches.delete(n); }));
    }).then(function () { return self.clients.claim(); }));
});

// The page names what it loaded; a sheet page is kept under its own address (with its query: the language).
self.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type !== "keep" || !Array.isArray(data.urls)) {
        return;
    }
    var reply = event.ports && event.ports[0];
    event.waitUntil(caches.open(CACHE).then(function (cache) {
        return Promise.all(data.urls.filter(keepable).map(function (url) {
            return cache.match(url).then(function (hit) {
                return hit && !isSheet(url) ? null : cache.add(url).catch(function () { return null; });
            });
        }));
    }).then(function () {
        if (reply) {
            reply.postMessage({type: "kept"});
        }
    }));
});

function keepable(url) {
    var u = new URL(url, self.location.href);
    return u.origin === self.location.origin && (u.pathname.indexOf("/static/") === 0 || SHEET_PAGE.test(u.pathname));
}

function isSheet(url) {
    return SHEET_PAGE.test(new URL(url, self.location.href).pathname);
}

self.addEventListener("fetch", function (event) {
    var request = event.request;
    var url = new URL(request.url);
    if (url.origin !== self.location.origin) {
        return;
    }
    if (request.method === "POST" && request.mode === "navigate" && HANDS.test(url.pathname)) {
        event.respondWith(postOrKeep(request, url));
        return;
    }
    if (request.method !== "GET") {
        return;
    }
    if (SHEET_PAGE.test(url.pathname) && request.headers.get("X-Live-Refresh") === null) {
        event.respondWith(networkFirst(request));
    } else if (url.pathname.indexOf("/static/") === 0) {
        event.respondWith(cacheFirst(event, request));
    }
});

// A hand posted by the form itself (the page believed it was online: a venue's Wi-Fi without a way out). If the post
// cannot reach the server, the hand joins the phone's queue (the same IndexedDB store offline.js keeps) and the
// scorekeeper is sent back to the sheet, where it shows as waiting. Should the post have arrived after all, the
// queued copy carries the same request id and the server saves it once.
var HANDS = /^\/tournaments\/\d+\/sessions\/\d+\/tables\/\d+\/hands$/;
var POST_PATIENCE_MS = 10000;

function postOrKeep(request, url) {
    var copy = request.clone();
    var sheet = url.pathname.replace(/\/hands$/, "/sheet") + url.search;
    return patience(fetch(request), POST_PATIENCE_MS).catch(function () {
        return copy.formData().then(function (data) { return keep(url.pathname, data); })
            .then(function () { return Response.redirect(sheet, 303); });
    });
}

function patience(promise, ms) {
    return new Promise(function (resolve, reject) {
        var timer = setTimeout(function () { reject(new Error("no answer")); }, ms);
        promise.then(function (r) { clearTimeout(timer); resolve(r); },
            function (e) { clearTimeout(timer); reject(e); });
    });
}

function keep(table, data) {
    return new Promise(function (resolve, reject) {
        var open = indexedDB.open("sheet-app", 1);
        open.onupgradeneeded = function () {
            open.result.createObjectStore("hands", {keyPath: "requestId"}).createIndex("table", "table");
        };
        open.onerror = function () { reject(open.error); };
        open.onsuccess = function () {
            var fields = [];
            data.forEach(function (v, k) {
                if (k !== "_csrf" && k !== "number" && k !== "version" && k !== "requestId") {
                    fields.push([k, String(v)]);
                }
            });
            var tx = open.result.transaction("hands", "readwrite");
            tx.objectStore("hands").put({
                requestId: String(data.get("requestId") || Date.now()),
                table: table,
                seq: Date.now() * 1000,
                number: parseInt(data.get("number"), 10),
                version: parseInt(data.get("version"), 10),
                fields: fields,
                summary: null, // the page describes it in its own words (offline.js)
                toVerify: data.get("result") === "WIN",
                status: "waiting",
                reason: "",
                typedAt: Date.now()
            });
            tx.oncomplete = function () { resolve(); };
            tx.onerror = function () { reject(tx.error); };
        };
    });
}

// A page that does not come within PAGE_PATIENCE_MS (Wi-Fi that reaches nothing can hang for a minute) is answered
// from the copy, if there is one; the network keeps its chance otherwise.
var PAGE_PATIENCE_MS = 8000;

function networkFirst(request) {
    var network = fetch(request).then(function (response) {
        if (response.ok && response.type === "basic" && !response.redirected) {
            var copy = response.clone();
            caches.open(CACHE).then(function (cache) { return cache.put(request.url, copy); });
        }
        return response;
    });
    return patience(network, PAGE_PATIENCE_MS).catch(function (error) {
        return kept(request.url).then(function (hit) {
            return hit || network;
        }).then(function (answer) {
            if (answer) {
                return answer;
            }
            throw error;
        });
    });
}

// The copy of a sheet page; the same page in another language is better than none.
function kept(url) {
    return caches.open(CACHE).then(function (cache) {
        return cache.match(url).then(function (hit) {
            return hit || cache.match(url, {ignoreSearch: true});
        });
    });
}

function cacheFirst(event, request) {
    return caches.open(CACHE).then(function (cache) {
        return cache.match(request, {ignoreVary: true}).then(function (hit) {
            var fresh = fetch(request).then(function (response) {
                if (response.ok && response.type === "basic") {
                    return cache.put(request, response.clone()).then(function () { return response; });
                }
                return response;
            });
            if (hit) {
                // Refreshed behind the answer: a new site.css shows on the next load.
                event.waitUntil(fresh.catch(function () { return null; }));
                return hit;
            }
            return fresh;
        });
    });
}
