package org.mahjongresults.web.forms;

/**
 * Whole numbers as people and links write them: ASCII digits only. {@link Long#parseLong} also reads other scripts'
 * digits ("٣" is 3), so an id in Arabic-Indic or full-width digits would name a real record: here it is no number.
 */
public final class Numbers {

    private Numbers() {
    }

    /** An optional sign and 1-19 ASCII digits; otherwise a {@link NumberFormatException}. */
    public static long parseLong(String text) {
        return Long.parseLong(checked(text));
    }

    /** An optional sign and 1-10 ASCII digits, in int's range; otherwise a {@link NumberFormatException}. */
    public static int parseInt(String text) {
        return Integer.parseInt(checked(text));
    }

    /** An id as links write it: 1-18 ASCII digits, no sign; otherwise a {@link NumberFormatException}. */
    public static long parseId(String text) {
        if (text == null || text.isEmpty() || text.length() > 18) {
            throw new NumberFormatException("not an id");
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                throw new NumberFormatException("not an id");
            }
        }
        return Long.parseLong(text);
    }

    private static String checked(String text) {
        if (text == null || text.isEmpty() || text.length() > 20) {
            throw new NumberFormatException("not a number");
        }
        int start = text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0;
        if (start == text.length()) {
            throw new NumberFormatException("not a number");
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NumberFormatException("not an ASCII number");
            }
        }
        return text;
    }
}
