package org.mahjongresults.engine.cli;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads JSON Lines: a line ends only at a line feed (a CR before it is dropped), so a bare CR inside a line does
 * not split it and the answers stay in step with the lines. A line longer than the limit is skipped to its end and
 * reported as too long, never held in memory whole.
 */
final class LineReader {

    /** One line: its text, or {@code tooLong} (then the text is empty). */
    record Line(String text, boolean tooLong) {
    }

    private final Reader in;
    private final int max;

    LineReader(Reader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** The next line, or null at the end of the input. */
    Line next() throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean tooLong = false;
        int c;
        while ((c = in.read()) != -1) {
            if (c == '\n') {
                return line(sb, tooLong);
            }
            if (tooLong) {
                continue;
            }
            if (sb.length() >= max) {
                tooLong = true;
                sb.setLength(0);
                continue;
            }
            sb.append((char) c);
        }
        return sb.isEmpty() && !tooLong ? null : line(sb, tooLong);
    }

    private static Line line(StringBuilder sb, boolean tooLong) {
        if (tooLong) {
            return new Line("", true);
        }
        int end = sb.length();
        if (end > 0 && sb.charAt(end - 1) == '\r') {
            end--;
        }
        return new Line(sb.substring(0, end), false);
    }
}
