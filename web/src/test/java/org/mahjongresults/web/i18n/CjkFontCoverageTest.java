package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The site's own Chinese and Japanese text shows on a machine without CJK fonts (a kiosk, a projector PC) only if the
 * web font subsets in static/fonts hold every character of it. {@code scripts/subset-cjk-font.py} cuts the fonts and
 * writes the characters they hold; a message added with a new character fails here until the fonts are cut again.
 */
@NoDatabase
class CjkFontCoverageTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = CjkFontCoverageTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static boolean cjk(int c) {
        return (c >= 0x3000 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF)
                || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"messages.properties", "messages_zh.properties", "messages_ja.properties"})
    void everyCjkCharacterOfTheMessagesIsInTheServedFonts(String bundle) throws IOException {
        String held = resource("/fonts/cjk-subset.txt");
        Set<String> missing = new TreeSet<>();
        resource("/messages/" + bundle).codePoints().filter(CjkFontCoverageTest::cjk)
                .filter(c -> held.indexOf(c) < 0)
                .forEach(c -> missing.add(new String(Character.toChars(c))));
        assertThat(missing).as("characters missing from static/fonts (run scripts/subset-cjk-font.py)").isEmpty();
    }
}
