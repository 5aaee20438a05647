// Live results: when the server says the results changed (Server-Sent Events), fetch this page again and swap in
// its live region. Without JavaScript the page is complete as it is and a refresh shows the news.
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
    var busy = false;
    var again = false;

    function refresh() {
        if (busy) {
            again = true;
            return;
        }
        busy = true;
        fetch(window.location.href, {headers: {"Accept": "text/html", "X-Live-Refresh": "1"}, credentials: "same-origin"})
            .then(function (response) { return response.text(); })
            .then(function (html) {
                var doc = new DOMParser().parseFromString(html, "text/html");
                var fresh = doc.getElementById("live-region");
                if (fresh) {
                    region.innerHTML = fresh.innerHTML;
                    region.setAttribute("data-updated", String(Date.now()));
                }
                var status = doc.getElementById("sheet-status");
                var current = document.getElementById("sheet-status");
                if (status && current) {
                    current.textContent = status.textContent;
                }
            })
            .catch(function () { /* the next event will try again */ })
            .then(function () {
                busy = false;
                if (again) {
                    again = false;
                    refresh();
                }
            });
    }

    var known = null;
    var source = new EventSource(main.getAttribute("data-events"));
    source.addEventListener("hello", function (e) { known = e.data; });
    source.addEventListener("results", function (e) {
        if (e.data !== known) {
            known = e.data;
            refresh();
        }
    });
    document.documentElement.classList.add("is-live");
})();
