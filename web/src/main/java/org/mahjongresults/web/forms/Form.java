package org.mahjongresults.web.forms;

import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;

/**
 * A submitted form: the user's values (kept to re-render the form after an error) and an error message per
 * field, already in the user's language. Readers trim text and check bounds, recording errors instead of throwing.
 */
public final class Form {

    /** Errors not tied to one field appear under this key, above the form. */
    public static final String GLOBAL = "_form";

    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, String> errors = new LinkedHashMap<>();
    private final Messages messages;
    private final Language language;

    private Form(Messages messages, Language language) {
        this.messages = messages;
        this.language = language;
    }

    public static Form empty(Context ctx, Messages messages) {
        return new Form(messages, RequestLanguage.of(ctx));
    }

    /** The submitted values of the named fields (missing ones as empty strings). */
    public static Form from(Context ctx, Messages messages, String... fields) {
        Form f = empty(ctx, messages);
        for (String field : fields) {
            String v = ctx.formParam(field);
            v = v == null ? "" : v;
            if (hasControlCharacters(v)) {
                // PostgreSQL cannot store a NUL and no field means a control character: refuse it here, for every
                // form, and keep the rest of the input for the form shown again.
                v = withoutControlCharacters(v);
                f.error(field, "form.controlCharacters");
            }
            f.values.put(field, v);
        }
        return f;
    }

    /** True if the text holds a control character other than tab, line feed and carriage return (e.g. NUL). */
    public static boolean hasControlCharacters(String text) {
        if (text == null) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (isControl(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The text with such control characters left out. */
    public static String withoutControlCharacters(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isControl(c)) {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean isControl(char c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7f && c <= 0x9f);
    }

    public Form set(String field, Object value) {
        values.put(field, value == null ? "" : value.toString());
        return this;
    }

    public String get(String field) {
        return values.getOrDefault(field, "");
    }

    /** Trimmed text; an error if blank or longer than {@code max}. */
    public String required(String field, int max) {
        String v = get(field).trim();
        if (v.isEmpty()) {
            error(field, "form.required");
        } else if (v.length() > max) {
            error(field, "form.tooLong", max);
        }
        return v;
    }

    /** Trimmed text or null when blank; an error if longer than {@code max}. */
    public String optional(String field, int max) {
        String v = get(field).trim();
        if (v.length() > max) {
            error(field, "form.tooLong", max);
        }
        return v.isEmpty() ? null : v;
    }

    /** A whole number in [min, max]; null (and an error if required) when blank or wrong. */
    public Integer integer(String field, int min, int max, boolean required) {
        String v = get(field).trim();
        if (v.isEmpty()) {
            if (required) {
                error(field, "form.required");
            }
            return null;
        }
        try {
            int n = Numbers.parseInt(v);
            if (n < min || n > max) {
                error(field, "form.range", min, max);
                return null;
            }
            return n;
        } catch (NumberFormatException e) {
            error(field, "form.notANumber");
            return null;
        }
    }

    /** A date (yyyy-MM-dd) or null when blank; an error if malformed. */
    public LocalDate date(String field) {
        String v = get(field).trim();
        if (v.isEmpty()) {
            return null;
        }
        try {
            return LocalDate.parse(v);
        } catch (DateTimeParseException e) {
            error(field, "form.notADate");
            return null;
        }
    }

    public boolean checkbox(String field) {
        String v = get(field);
        return v.equals("on") || v.equals("true") || v.equals("1");
    }

    /** One of the enum's names; an error otherwise. */
    public <E extends Enum<E>> E choice(String field, Class<E> type) {
        String v = get(field).trim();
        try {
            return Enum.valueOf(type, v);
        } catch (IllegalArgumentException e) {
            error(field, v.isEmpty() ? "form.required" : "form.invalidChoice");
            return null;
        }
    }

    public void error(String field, String messageKey, Object... args) {
        errors.putIfAbsent(field, messages.get(language, messageKey, args));
    }

    /**
     * An error that names the offending items as typed (tiles, melds, positions) in a full sentence: the key
     * {@code <messageKey>.detail<n>} takes the n items as its arguments; without such a sentence, the general one
     * (issue 15: no raw argument lists such as "(1m, 5)").
     */
    public void errorWithDetail(String field, String messageKey, java.util.List<String> detail) {
        String detailKey = messageKey + ".detail" + (detail == null ? 0 : detail.size());
        String text = detail != null && !detail.isEmpty() && messages.has(language, detailKey)
                ? messages.get(language, detailKey, detail.stream().map(this::named).toArray())
                : messages.get(language, messageKey);
        errors.putIfAbsent(field, text);
    }

    private static final Pattern TILES =
            Pattern.compile("\\[?(?:[1-9]+[mps]|[ESWNCFP])+[1-7]?\\]?");

    /**
     * A tile or meld as the user's language names it (issue 27: 一万, 1 Characters, 一萬 rather than "1m"); the
     * typed form follows in brackets so the field can still be corrected. Anything else (a position, a count)
     * stays as it is.
     */
    private String named(String item) {
        if (item == null || !TILES.matcher(item).matches() || item.chars().allMatch(Character::isDigit)) {
            return item;
        }
        List<String> names = new ArrayList<>();
        String body = item.replace("[", "").replace("]", "").replaceAll("[1-7]$", "");
        StringBuilder digits = new StringBuilder();
        for (char c : body.toCharArray()) {
            if (Character.isDigit(c)) {
                digits.append(c);
            } else if (c == 'm' || c == 'p' || c == 's') {
                digits.chars().forEach(d -> names.add(messages.get(language, "tile." + (char) d + c)));
                digits.setLength(0);
            } else {
                names.add(messages.get(language, "tile." + c));
            }
        }
        if (names.isEmpty() || digits.length() > 0) {
            return item;
        }
        return String.join(messages.get(language, "tiles.nameSeparator"), names) + " (" + item + ")";
    }

    public boolean ok() {
        return errors.isEmpty();
    }

    public Map<String, String> values() {
        return values;
    }

    public Map<String, String> errors() {
        return errors;
    }
}
