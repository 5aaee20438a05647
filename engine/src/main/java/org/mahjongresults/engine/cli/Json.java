package org.mahjongresults.engine.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader and writer for the command line, so the engine keeps no runtime dependencies.
 * Values are read as {@code Map<String, Object>} (insertion-ordered), {@code List<Object>}, {@code String},
 * {@code Double} or {@code Long}, {@code Boolean} and {@code null}.
 */
public final class Json {

    /** Thrown for text that is not JSON; the message says where and why. */
    public static final class ParseException extends Exception {
        ParseException(String message, int position) {
            super(message + " at character " + (position + 1));
        }
    }

    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /** Parses one complete JSON value; trailing text other than white space is an error. */
    public static Object parse(String text) throws ParseException {
        Json reader = new Json(text);
        reader.skipSpace();
        Object value = reader.readValue(0);
        reader.skipSpace();
        if (reader.pos != text.length()) {
            throw new ParseException("unexpected text after the value", reader.pos);
        }
        return value;
    }

    private static final int MAX_DEPTH = 64;

    private Object readValue(int depth) throws ParseException {
        if (depth > MAX_DEPTH) {
            throw new ParseException("nested too deeply", pos);
        }
        if (pos >= text.length()) {
            throw new ParseException("unexpected end of input", pos);
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return readObject(depth);
            case '[':
                return readArray(depth);
            case '"':
                return readString();
            case 't':
                expectWord("true");
                return Boolean.TRUE;
            case 'f':
                expectWord("false");
                return Boolean.FALSE;
            case 'n':
                expectWord("null");
                return null;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return readNumber();
                }
                throw new ParseException("unexpected character '" + c + "'", pos);
        }
    }

    private Map<String, Object> readObject(int depth) throws ParseException {
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw new ParseException("expected a quoted key", pos);
            }
            String key = readString();
            skipSpace();
            expect(':');
            skipSpace();
            map.put(key, readValue(depth + 1));
            skipSpace();
            char c = next();
            if (c == '}') {
                return map;
            }
            if (c != ',') {
                throw new ParseException("expected ',' or '}'", pos - 1);
            }
        }
    }

    private List<Object> readArray(int depth) throws ParseException {
        List<Object> list = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            skipSpace();
            list.add(readValue(depth + 1));
            skipSpace();
            char c = next();
            if (c == ']') {
                return list;
            }
            if (c != ',') {
                throw new ParseException("expected ',' or ']'", pos - 1);
            }
        }
    }

    private String readString() throws ParseException {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw new ParseException("unterminated string", pos);
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw new ParseException("control character in string", pos - 1);
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = next();
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw new ParseException("short \\u escape", pos);
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw new ParseException("bad \\u escape", pos);
                    }
                    pos += 4;
                }
                default -> throw new ParseException("bad escape '\\" + e + "'", pos - 1);
            }
        }
    }

    /**
     * A number as JSON writes it (RFC 8259 §6): an optional minus, {@code 0} or digits without a leading zero, an
     * optional fraction and exponent. Whole numbers that fit are a {@link Long}, larger ones a {@link BigInteger};
     * the rest a {@link Double}, or a {@link BigDecimal} beyond its range, so that {@code 1e999999} stays that
     * number instead of becoming infinity.
     */
    private Object readNumber() throws ParseException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) {
                throw new ParseException("bad number: a leading zero", start);
            }
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw new ParseException("bad number", start);
        }
        boolean whole = true;
        if (peek() == '.') {
            pos++;
            whole = false;
            if (!isDigit(peek())) {
                throw new ParseException("bad number: no digit after the point", start);
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            whole = false;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw new ParseException("bad number: no digit in the exponent", start);
            }
            digits();
        }
        String number = text.substring(start, pos);
        try {
            if (whole) {
                return number.length() <= 18 ? (Object) Long.parseLong(number) : new BigInteger(number);
            }
            double d = Double.parseDouble(number);
            return Double.isInfinite(d) ? new BigDecimal(number) : (Object) d;
        } catch (NumberFormatException | ArithmeticException ex) {
            throw new ParseException("bad number '" + abbreviate(number) + "'", start);
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void digits() {
        while (pos < text.length() && isDigit(text.charAt(pos))) {
            pos++;
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    private void expectWord(String word) throws ParseException {
        if (!text.startsWith(word, pos)) {
            throw new ParseException("unexpected word", pos);
        }
        pos += word.length();
    }

    private void expect(char c) throws ParseException {
        if (next() != c) {
            throw new ParseException("expected '" + c + "'", pos - 1);
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private char next() throws ParseException {
        if (pos >= text.length()) {
            throw new ParseException("unexpected end of input", pos);
        }
        return text.charAt(pos++);
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    /** Writes maps, iterables, strings, numbers, booleans and null as compact JSON. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb);
        return sb.toString();
    }

    public static void write(Object value, StringBuilder sb) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String s) {
            quote(s, sb);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            sb.append(value);
        } else if (value instanceof BigInteger || value instanceof BigDecimal) {
            sb.append(value); // exact, and valid JSON (BigDecimal writes 1E+999999)
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                sb.append("null"); // JSON has no infinity
                return;
            }
            if (d == Math.rint(d) && !Double.isInfinite(d) && Math.abs(d) < 1e15) {
                sb.append((long) d);
            } else {
                sb.append(d);
            }
        } else if (value instanceof Map<?, ?> map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                quote(String.valueOf(e.getKey()), sb);
                sb.append(':');
                write(e.getValue(), sb);
            }
            sb.append('}');
        } else if (value instanceof Iterable<?> items) {
            sb.append('[');
            boolean first = true;
            for (Object item : items) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(item, sb);
            }
            sb.append(']');
        } else {
            quote(value.toString(), sb);
        }
    }

    private static void quote(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
