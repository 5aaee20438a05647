package org.mahjongresults.web.i18n;

import java.util.Locale;
import java.util.Optional;

/** The three official competition languages (004 postscript): Chinese, English, Japanese. */
public enum Language {
    ZH("zh", Locale.SIMPLIFIED_CHINESE, "中文"),
    EN("en", Locale.ENGLISH, "English"),
    JA("ja", Locale.JAPANESE, "日本語");

    private final String code;
    private final Locale locale;
    private final String nativeName;

    Language(String code, Locale locale, String nativeName) {
        this.code = code;
        this.locale = locale;
        this.nativeName = nativeName;
    }

    public String code() {
        return code;
    }

    public Locale locale() {
        return locale;
    }

    /** The language's name in itself, as the language switch shows it. */
    public String nativeName() {
        return nativeName;
    }

    public static Optional<Language> fromCode(String code) {
        if (code == null) {
            return Optional.empty();
        }
        String c = code.trim().toLowerCase(Locale.ROOT);
        for (Language l : values()) {
            if (c.equals(l.code) || c.startsWith(l.code + "-") || c.startsWith(l.code + "_")) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** The best of our languages for an Accept-Language header, honouring its q-values; empty if none fits. */
    public static Optional<Language> fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        Language best = null;
        double bestQ = 0;
        for (String part : header.split(",")) {
            String[] pieces = part.trim().split(";");
            double q = 1.0;
            for (int i = 1; i < pieces.length; i++) {
                String p = pieces[i].trim();
                if (p.startsWith("q=")) {
                    try {
                        q = Double.parseDouble(p.substring(2));
                    } catch (NumberFormatException e) {
                        q = 0;
                    }
                }
            }
            Optional<Language> lang = fromCode(pieces[0]);
            if (lang.isPresent() && q > bestQ) {
                best = lang.get();
                bestQ = q;
            }
        }
        return Optional.ofNullable(best);
    }
}
