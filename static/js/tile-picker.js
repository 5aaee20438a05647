// The tile picker (issues 15, 27): its buttons are drawn by the page (fragments/tiles :: picker, names in the
// reader's language); a tap writes the hand notation into the text field, which stays editable. A whole hand can be
// entered by tapping alone: tiles, [ and ] around a declared meld, a claim digit before ] (1-3, or 5-7 for an added
// kong), and ⌫. The hand tapped so far is drawn as tiles under the keys, melds grouped, the winning tile apart.
(function () {
    "use strict";

    // ⌫ takes away one thing: the last tile of a run keeps the run's suit ("123m" -> "12m", never "12"), a single
    // suited tile goes with its suit letter, and an honour, a bracket or a claim digit goes alone.
    function backspace(value) {
        var trimmed = value.replace(/\s+$/, "");
        var run = /(\d+)([mps])$/.exec(trimmed);
        if (run && !/\d\]$/.test(trimmed)) {
            var digits = run[1];
            var before = trimmed.slice(0, trimmed.length - run[0].length);
            return digits.length > 1 ? before + digits.slice(0, -1) + run[2] : before;
        }
        return trimmed.slice(0, -1);
    }

    function append(input, code) {
        var value = input.value;
        // A list of tiles (riichi's dora and ura indicators): one code after another, a space apart.
        if (input.hasAttribute("data-tile-list")) {
            if (code === "⌫") {
                input.value = value.trim().split(/\s+/).slice(0, -1).join(" ");
            } else if (/^[0-9][mps]$|^[ESWNCFP]$/.test(code)) {
                input.value = (value.trim() ? value.trim() + " " : "") + code;
            }
            return;
        }
        if (code === "⌫") {
            input.value = backspace(value);
            return;
        }
        if (code.length === 2) {
            var suit = code.charAt(1);
            // merge with a run of the same suit: "12m" + "3m" = "123m" (not after a meld's claim digit)
            if (/\d[mps]$/.test(value) && value.charAt(value.length - 1) === suit) {
                input.value = value.slice(0, -1) + code.charAt(0) + suit;
                return;
            }
        }
        input.value = value + code;
    }

    // Reads the notation into groups of tile codes: each bracketed meld, then the loose tiles with the last one (the
    // winning tile) apart. Whatever cannot be read yet (an open bracket, digits without a suit) is simply left out.
    function groups(value) {
        var result = [];
        var meld = null;
        var loose = [];
        var digits = "";
        for (var i = 0; i < value.length; i++) {
            var c = value.charAt(i);
            if (/\d/.test(c)) {
                digits += c;
            } else if (/[mps]/.test(c)) {
                for (var k = 0; k < digits.length; k++) {
                    (meld || loose).push(digits.charAt(k) + c);
                }
                digits = "";
            } else if (/[ESWNCFP]/.test(c)) {
                (meld || loose).push(c);
                digits = "";
            } else if (c === "[") {
                meld = [];
                digits = "";
            } else if (c === "]") {
                if (meld) {
                    result.push({kind: "meld", tiles: meld, claim: digits});
                }
                meld = null;
                digits = "";
            }
        }
        if (meld && meld.length) {
            result.push({kind: "open", tiles: meld});
        }
        if (loose.length > 1) {
            result.push({kind: "concealed", tiles: loose.slice(0, -1)});
        }
        if (loose.length) {
            result.push({kind: "win", tiles: loose.slice(-1)});
        }
        return result;
    }

    function draw(picker, preview, value, list) {
        while (preview.firstChild) {
            preview.removeChild(preview.firstChild);
        }
        var tiles = list ? value.trim().split(/\s+/).filter(function (c) { return /^[0-9][mps]$|^[ESWNCFP]$/.test(c); })
            : null;
        var found = list ? (tiles.length ? [{kind: "concealed", tiles: tiles}] : []) : groups(value);
        preview.setAttribute("data-empty", found.length ? "false" : "true");
        if (!found.length) {
            preview.textContent = preview.getAttribute("data-empty-text") || "";
            return;
        }
        var sample = picker.querySelector("button[data-code] img");
        var base = sample ? sample.getAttribute("src").replace(/[^\/]*\.svg$/, "") : "";
        found.forEach(function (group) {
            var span = document.createElement("span");
            span.className = "tile-group tile-group--" + group.kind;
            group.tiles.forEach(function (code) {
                var img = document.createElement("img");
                img.className = "tile-img";
                img.width = 18;
                img.height = 24;
                // A red five (0m) is drawn as the five, marked red.
                img.src = base + code.replace(/^0/, "5") + ".svg";
                if (code.charAt(0) === "0") {
                    img.className += " is-red";
                }
                var key = picker.querySelector('button[data-code="' + code + '"]');
                img.alt = key ? key.getAttribute("aria-label") : code;
                span.appendChild(img);
            });
            preview.appendChild(span);
        });
    }

    Array.prototype.forEach.call(document.querySelectorAll(".tile-picker[data-target]"), function (picker) {
        var input = document.getElementById(picker.getAttribute("data-target"));
        if (!input) {
            return;
        }
        // Riichi: the switch sends the taps to the hand or to the dora or ura indicators; the preview follows.
        var switches = picker.querySelectorAll("[data-switch-target]");
        var preview = picker.querySelector(".tile-preview");
        var redraw = function () {
            if (preview) {
                draw(picker, preview, input.value, input.hasAttribute("data-tile-list"));
            }
        };
        var inputs = [input];
        Array.prototype.forEach.call(switches, function (s) {
            var other = document.getElementById(s.getAttribute("data-switch-target"));
            if (other && inputs.indexOf(other) < 0) {
                inputs.push(other);
                other.addEventListener("input", function () {
                    if (other === input) {
                        redraw();
                    }
                });
            }
        });
        picker.addEventListener("click", function (event) {
            var target = event.target.closest("[data-switch-target]");
            if (target && picker.contains(target)) {
                var chosen = document.getElementById(target.getAttribute("data-switch-target"));
                if (chosen) {
                    input = chosen;
                    Array.prototype.forEach.call(switches, function (s) {
                        s.setAttribute("aria-pressed", s === target ? "true" : "false");
                    });
                    redraw();
                }
                return;
            }
            var button = event.target.closest("button[data-code]");
            if (!button || !picker.contains(button)) {
                return;
            }
            append(input, button.getAttribute("data-code"));
            input.dispatchEvent(new Event("input", {bubbles: true}));
        });
        input.addEventListener("input", redraw);
        redraw();
        picker.hidden = false;
    });

    // The flowers and seasons: each tapped tile counts once; the count field stays editable and is the one sent.
    Array.prototype.forEach.call(document.querySelectorAll(".flower-tiles[data-flowers]"), function (row) {
        var count = document.getElementById(row.getAttribute("data-flowers"));
        if (!count) {
            return;
        }
        var keys = row.querySelectorAll("button[data-flower]");
        var given = parseInt(count.value, 10) || 0;
        Array.prototype.forEach.call(keys, function (key, i) {
            key.setAttribute("aria-pressed", i < given ? "true" : "false");
        });
        row.classList.add("is-active");
        row.addEventListener("click", function (event) {
            var key = event.target.closest("button[data-flower]");
            if (!key) {
                return;
            }
            key.setAttribute("aria-pressed", key.getAttribute("aria-pressed") === "true" ? "false" : "true");
            count.value = String(row.querySelectorAll('button[aria-pressed="true"]').length);
            count.dispatchEvent(new Event("input", {bubbles: true}));
        });
    });
})();
