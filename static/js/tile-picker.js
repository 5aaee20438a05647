// A tile picker for phones: taps write the hand notation into the text field (which stays editable).
(function () {
    "use strict";
    var pickers = document.querySelectorAll(".tile-picker[data-target]");
    var rows = [
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"],
        ["1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p"],
        ["1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s"],
        ["E", "S", "W", "N", "C", "F", "P", "[", "]", "⌫"]
    ];
    var faces = {m: "万", p: "饼", s: "条", E: "东", S: "南", W: "西", N: "北", C: "中", F: "发", P: "白"};

    function label(code) {
        if (code.length === 2) {
            return code.charAt(0) + faces[code.charAt(1)];
        }
        return faces[code] || code;
    }

    function append(input, code) {
        var value = input.value;
        if (code === "⌫") {
            // remove the last tile code, bracket or digit
            input.value = value.replace(/(\d[mps]|[ESWNCFP\[\]]|\d)$/, "");
            return;
        }
        if (code.length === 2) {
            var suit = code.charAt(1);
            // merge with a run of the same suit: "12m" + "3m" = "123m"
            if (value.length > 0 && value.charAt(value.length - 1) === suit && /\d[mps]$/.test(value)) {
                input.value = value.slice(0, -1) + code.charAt(0) + suit;
                return;
            }
        }
        input.value = value + code;
    }

    Array.prototype.forEach.call(pickers, function (picker) {
        var input = document.getElementById(picker.getAttribute("data-target"));
        if (!input) {
            return;
        }
        rows.forEach(function (row) {
            var line = document.createElement("div");
            line.className = "tile-row";
            row.forEach(function (code) {
                var button = document.createElement("button");
                button.type = "button";
                button.className = "tile" + (code.length === 2 ? " tile--" + code.charAt(1) : " tile--honour");
                button.textContent = label(code);
                button.setAttribute("data-code", code);
                button.addEventListener("click", function () { append(input, code); input.dispatchEvent(new Event("input")); });
                line.appendChild(button);
            });
            picker.appendChild(line);
        });
        picker.hidden = false;
    });
})();
