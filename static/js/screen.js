// The big screen's rotation (issue 16): one pane at a time, the next every data-seconds seconds, for ever, with
// no interaction. The live region is replaced when results change (static/js/live.js); the pane on show is found
// again by its key, so a refresh does not jump back to the first pane.
(function () {
    "use strict";
    var main = document.querySelector("main.screen__main");
    if (!main) {
        return;
    }
    var seconds = parseInt(main.getAttribute("data-seconds"), 10) || 15;
    // A pane named in the address (#tables-1, #clock) is shown first: handy to check one pane.
    var current = window.location.hash ? window.location.hash.substring(1) : null;
    var shownAt = Date.now();
    document.documentElement.classList.add("screen-rotates");

    function panes() {
        return Array.prototype.slice.call(document.querySelectorAll(".screen-pane"));
    }

    function show(list, index) {
        for (var i = 0; i < list.length; i++) {
            list[i].classList.toggle("is-shown", i === index);
        }
        current = list.length ? list[index].getAttribute("data-key") : null;
        var dots = document.querySelector(".screen__dots");
        if (dots) {
            dots.textContent = "";
            for (var j = 0; j < list.length; j++) {
                var dot = document.createElement("li");
                if (j === index) {
                    dot.className = "is-current";
                }
                dots.appendChild(dot);
            }
        }
    }

    function tick() {
        var list = panes();
        if (!list.length) {
            return;
        }
        var index = -1;
        for (var i = 0; i < list.length; i++) {
            if (list[i].getAttribute("data-key") === current) {
                index = i;
            }
        }
        var now = Date.now();
        if (index < 0) {
            show(list, 0);
            shownAt = now;
        } else if (now - shownAt >= seconds * 1000) {
            show(list, (index + 1) % list.length);
            shownAt = now;
        } else if (!list[index].classList.contains("is-shown")) {
            show(list, index);
        }
    }

    tick();
    window.setInterval(tick, 250);
})();
