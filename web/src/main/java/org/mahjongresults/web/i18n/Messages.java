package org.mahjongresults.web.i18n;

import java.text.MessageFormat;
import java.util.EnumMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * All user-visible text, from {@code messages/messages*.properties} (UTF-8, MessageFormat patterns: write an
 * apostrophe as {@code ''}). A missing key shows as
 * {@code ??key??} rather than failing the page, and a test keeps the three bundles in step.
 */
public final class Messages {

    private final Map<Language, ResourceBundle> bundles = new EnumMap<>(Language.class);

    public Messages() {
        for (Language l : Language.values()) {
            bundles.put(l, ResourceBundle.getBundle("messages.messages", l.locale(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
        }
    }

    public String get(Language language, String key, Object... args) {
        String pattern;
        try {
            pattern = bundles.get(language).getString(key);
        } catch (MissingResourceException e) {
            return "??" + key + "??";
        }
        // Always through MessageFormat, so an apostrophe is written '' in every message, with or without arguments.
        return new MessageFormat(pattern, language.locale()).format(args == null ? new Object[0] : args);
    }

    public boolean has(Language language, String key) {
        return bundles.get(language).containsKey(key);
    }
}
