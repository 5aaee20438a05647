package org.mahjongresults.web.testing;

import java.util.List;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What a phone's reader of the open page would have to swipe or guess (issue 37): the page wider than the window, a
 * table wider than its own scroller (a column behind a sideways swipe), a card's label cut or running out of its
 * box, a word of a table broken across two lines ("Grad / e 9"). Each problem is one line naming the element.
 */
public final class PhoneFit {

    private PhoneFit() {
    }

    /** The problems of the page open in the driver; none when it fits. */
    @SuppressWarnings("unchecked")
    public static List<String> problems(ChromeDriver driver) {
        return (List<String>) driver.executeScript("var out = [];"
                + "var doc = document.documentElement;"
                + "if (doc.scrollWidth > doc.clientWidth) {"
                + "  out.push('the page is ' + doc.scrollWidth + ' px wide in ' + doc.clientWidth); }"
                + "document.querySelectorAll('.table-scroll').forEach(function (s) {"
                + "  if (s.offsetParent !== null && s.scrollWidth > s.clientWidth + 1) {"
                + "    var t = s.querySelector('table');"
                + "    out.push((t ? t.className : 'a scroller') + ' is ' + s.scrollWidth + ' px in '"
                + "      + s.clientWidth); } });"
                // A label (a card's data-label) is cut when it does not wrap and is wider than its cell, or when one
                // of its words is wider than the cell.
                + "var ctx = document.createElement('canvas').getContext('2d');"
                + "document.querySelectorAll('[data-label]').forEach(function (e) {"
                + "  if (e.offsetParent === null) { return; }"
                + "  var b = getComputedStyle(e, '::before');"
                + "  if (b.content === 'none' || b.display === 'none') { return; }"
                + "  ctx.font = b.fontWeight + ' ' + b.fontSize + ' ' + b.fontFamily;"
                + "  var label = e.getAttribute('data-label');"
                + "  var cs = getComputedStyle(e);"
                + "  var room = e.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);"
                + "  var widest = b.whiteSpace.indexOf('nowrap') >= 0 ? ctx.measureText(label).width"
                + "    : Math.max.apply(null, label.split(/\\s+/).map(function (w) {"
                + "        return ctx.measureText(w).width; }));"
                + "  if (widest > room + 1) {"
                + "    out.push('the label \\'' + label + '\\' needs ' + Math.round(widest) + ' px in '"
                + "      + Math.round(room)); } });"
                // A word of a table (a name, a label, a tag) never broken across two lines.
                + "document.querySelectorAll('table td, table th').forEach(function (cell) {"
                + "  if (cell.offsetParent === null) { return; }"
                + "  var w = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);"
                + "  while (w.nextNode()) {"
                + "    var n = w.currentNode, re = /[A-Za-z\\u00C0-\\u024F]{2,}/g, m;"
                + "    while ((m = re.exec(n.nodeValue)) !== null) {"
                + "      var r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);"
                + "      var rects = Array.from(r.getClientRects()).filter(function (x) { return x.width > 0; });"
                + "      if (rects.length > 1 && rects[rects.length - 1].top - rects[0].top > 2) {"
                + "        out.push('the word \\'' + m[0] + '\\' is broken across lines'); } } } });"
                + "return out;");
    }
}
