package org.mahjongresults.web.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A line chart drawn on the server as SVG (templates/fragments/chart.html): the coordinates of every line, dot and
 * tick, in a fixed viewBox the browser scales to the page's width. No script, no inline style (the strict CSP):
 * colours and strokes come from classes in site.css.
 *
 * @param id       the element id prefix (for the accessible title)
 * @param titleKey the message key of the chart's title
 */
public record Chart(String id, String titleKey, List<Line> lines, List<Tick> xTicks, List<Tick> yTicks) {

    public static final int WIDTH = 640;
    public static final int HEIGHT = 240;
    public static final int LEFT = 64;
    public static final int RIGHT = 16;
    public static final int TOP = 12;
    public static final int BOTTOM = 36;

    /** One series: its class (colour), its label (a name, or a message key), the polyline and the dots. */
    public record Line(String cssClass, String label, String labelKey, String points, List<Dot> dots) {
    }

    /** A data point; {@code label} is its tooltip (the value). */
    public record Dot(String x, String y, String label) {
    }

    /** An axis label at a position (x for the session axis, y for the value axis). */
    public record Tick(String x, String y, String label) {
    }

    /** A series before it is placed: values by x position, null where there is none. */
    public record Series(String cssClass, String label, String labelKey, List<Double> values) {
    }

    public int width() {
        return WIDTH;
    }

    public int height() {
        return HEIGHT;
    }

    public String viewBox() {
        return "0 0 " + WIDTH + " " + HEIGHT;
    }

    public int left() {
        return LEFT;
    }

    public int right() {
        return WIDTH - RIGHT;
    }

    public int bottom() {
        return HEIGHT - BOTTOM;
    }

    /**
     * A chart of {@code series} over the sessions {@code xs}.
     *
     * @param invert      smaller values at the top (places: 1st at the top)
     * @param from        the lowest value the axis shows at least (null: the data's)
     * @param to          the highest value the axis shows at least (null: the data's)
     */
    public static Chart of(String id, String titleKey, List<Integer> xs, List<Series> series, boolean invert,
                           Double from, Double to) {
        double min = from == null ? Double.POSITIVE_INFINITY : from;
        double max = to == null ? Double.NEGATIVE_INFINITY : to;
        for (Series s : series) {
            for (Double v : s.values()) {
                if (v != null) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        if (min > max) {
            min = 0;
            max = 1;
        }
        double step = step(max - min);
        double lo = Math.floor(min / step) * step;
        double hi = Math.ceil(max / step) * step;
        if (invert) {
            // Places: first at the top, the axis starts at 1.
            step = Math.max(1, Math.rint(step));
            lo = 1;
            hi = Math.max(2, Math.ceil(max));
        }
        if (hi == lo) {
            hi = lo + step;
        }
        int n = xs.size();
        double plotW = WIDTH - LEFT - RIGHT;
        double plotH = HEIGHT - TOP - BOTTOM;
        List<Tick> xTicks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            xTicks.add(new Tick(num(x(i, n, plotW)), num(HEIGHT - 8), String.valueOf(xs.get(i))));
        }
        List<Tick> yTicks = new ArrayList<>();
        if (invert) {
            yTicks.add(new Tick(num(LEFT - 8), num(y(lo, lo, hi, plotH, true)), label(lo)));
        }
        for (double v = invert ? step : lo; v <= hi + step / 2; v += step) {
            if (!invert || v > lo) {
                yTicks.add(new Tick(num(LEFT - 8), num(y(v, lo, hi, plotH, invert)), label(v)));
            }
        }
        List<Line> lines = new ArrayList<>();
        for (Series s : series) {
            StringBuilder points = new StringBuilder();
            List<Dot> dots = new ArrayList<>();
            for (int i = 0; i < n && i < s.values().size(); i++) {
                Double v = s.values().get(i);
                if (v == null) {
                    continue;
                }
                String px = num(x(i, n, plotW));
                String py = num(y(v, lo, hi, plotH, invert));
                if (points.length() > 0) {
                    points.append(' ');
                }
                points.append(px).append(',').append(py);
                dots.add(new Dot(px, py, label(v)));
            }
            lines.add(new Line(s.cssClass(), s.label(), s.labelKey(), points.toString(), dots));
        }
        return new Chart(id, titleKey, lines, xTicks, yTicks);
    }

    private static double x(int i, int n, double plotW) {
        return n <= 1 ? LEFT + plotW / 2 : LEFT + plotW * i / (n - 1);
    }

    private static double y(double v, double lo, double hi, double plotH, boolean invert) {
        double f = (v - lo) / (hi - lo);
        return invert ? TOP + plotH * f : TOP + plotH * (1 - f);
    }

    /** A round step giving four to six ticks: 1, 2 or 5 times a power of ten. */
    static double step(double range) {
        if (range <= 0) {
            return 1;
        }
        double raw = range / 5;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * magnitude >= raw) {
                return Math.max(m * magnitude, 0.5);
            }
        }
        return 10 * magnitude;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** A value as the axis and the tooltips show it: whole numbers without decimals. */
    static String label(double v) {
        if (Math.abs(v - Math.rint(v)) < 1e-9) {
            return String.valueOf((long) Math.rint(v));
        }
        return String.format(Locale.ROOT, "%.2f", v).replaceAll("0+$", "");
    }
}
