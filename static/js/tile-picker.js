// The tile picker (issue 15): its buttons are drawn by the page (fragments/tiles :: picker, names in the reader's
// language); a tap writes the hand notation into the text field, which stays editable. A whole hand can be entered
// by tapping alone: tiles, [ and ] around a declared meld, an optional claim digit before ], and ⌫.
(function () {
    "use strict";

    function append(input, code) {
        var value = input.value;
        if (code === "⌫") {
            // remove the last tile code, bracket or digit
            input.value = value.replace(/(\d[mps]|[ESWNCFP\[\]]|\d)\s*$/, "");
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

    Array.prototype.forEach.call(document.querySelectorAll(".tile-picker[data-target]"), function (picker) {
        var input = document.getElementById(picker.getAttribute("data-target"));
        if (!input) {
            return;
        }
        picker.addEventListener("click", function (event) {
            var button = event.target.closest("button[data-code]");
            if (!button || !picker.contains(button)) {
                return;
            }
            append(input, button.getAttribute("data-code"));
            input.dispatchEvent(new Event("input", {bubbles: true}));
        });
        picker.hidden = false;
    });
})();
