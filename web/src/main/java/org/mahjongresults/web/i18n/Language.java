package org.mahjongresults.web.i18n;

import java.util.Arrays;
import java.util.List;
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

    /**
     * The best of our languages for an Accept-Language header, as the JDK reads it (RFC 4647 lookup, q-values
     * honoured, "zh-TW" falls back to "zh"); empty if none fits or the header is malformed.
     */
    public static Optional<Language> fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(header);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return fromCode(Locale.lookupTag(ranges, Arrays.stream(values()).map(Language::code).toList()));
    }
}
