package org.mahjongresults.db.tournament;

/**
 * The language a player's native name is written in (issue 35): pages show the native name (李娜) to a reader of that
 * language and the romanised name to the others. Kana is Japanese and hangul Korean; Chinese characters alone are
 * Japanese for a player from Japan, Korean for one from Korea, else Chinese. A name in another script has no language
 * here, and is shown as the name only.
 */
public final class NativeName {

    private NativeName() {
    }

    /** "zh", "ja", "ko", or null for no native name or one in another script. */
    public static String language(String nativeName, String country) {
        if (nativeName == null || nativeName.isBlank()) {
            return null;
        }
        boolean han = false;
        for (int i = 0; i < nativeName.length(); ) {
            int c = nativeName.codePointAt(i);
            Character.UnicodeScript script = Character.UnicodeScript.of(c);
            if (script == Character.UnicodeScript.HIRAGANA || script == Character.UnicodeScript.KATAKANA) {
                return "ja";
            }
            if (script == Character.UnicodeScript.HANGUL) {
                return "ko";
            }
            han |= script == Character.UnicodeScript.HAN;
            i += Character.charCount(c);
        }
        if (!han) {
            return null;
        }
        String from = country == null ? "" : country.strip().toUpperCase(java.util.Locale.ROOT);
        return from.equals("JP") || from.equals("JPN") ? "ja" : from.equals("KR") || from.equals("KOR") ? "ko" : "zh";
    }
}
