package org.mahjongresults.engine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Typed reading of the fields of a JSON Lines request, shared by the MCR and the Sichuan score lines. A field of
 * the wrong type is a {@link Malformed} with a sentence naming it; each caller turns that into its own invalid
 * answer.
 */
final class JsonFields {

    /** A field that is present but not of the expected type. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private JsonFields() {
    }

    /** A string field, or null when absent. */
    static String string(Map<?, ?> obj, String key) throws Malformed {
        Object v = obj.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof String s)) {
            throw new Malformed("'" + key + "' must be a string");
        }
        return s;
    }

    /** An array of tile codes, empty when absent. */
    static List<String> strings(Object v, String key) throws Malformed {
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof List<?> list)) {
            throw new Malformed("'" + key + "' must be an array of tile codes");
        }
        List<String> out = new ArrayList<>(list.size());
        for (Object o : list) {
            if (!(o instanceof String s)) {
                throw new Malformed("'" + key + "' must contain only tile code strings");
            }
            out.add(s);
        }
        return out;
    }

    /** A boolean field, false when absent. */
    static boolean bool(Map<?, ?> obj, String key) throws Malformed {
        Object v = obj.get(key);
        if (v == null) {
            return false;
        }
        if (!(v instanceof Boolean b)) {
            throw new Malformed("'" + key + "' must be true or false");
        }
        return b;
    }
}
