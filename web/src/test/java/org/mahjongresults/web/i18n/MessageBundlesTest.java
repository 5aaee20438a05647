package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** The three bundles stay in step: a key in one language is a key in all three, and none is left empty. */
@NoDatabase
class MessageBundlesTest {

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = MessageBundlesTest.class.getResourceAsStream("/messages/" + name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void chineseEnglishAndJapaneseHaveExactlyTheSameKeys() throws IOException {
        Set<String> en = new TreeSet<>(load("messages.properties").stringPropertyNames());
        Set<String> zh = new TreeSet<>(load("messages_zh.properties").stringPropertyNames());
        Set<String> ja = new TreeSet<>(load("messages_ja.properties").stringPropertyNames());
        assertThat(zh).as("zh").isEqualTo(en);
        assertThat(ja).as("ja").isEqualTo(en);
    }

    @Test
    void noMessageIsBlank() throws IOException {
        for (String bundle : new String[] {"messages.properties", "messages_zh.properties", "messages_ja.properties"}) {
            Properties p = load(bundle);
            for (String key : p.stringPropertyNames()) {
                assertThat(p.getProperty(key)).as(bundle + " " + key).isNotBlank();
            }
        }
    }

    @Test
    void theBundlesAreReallyTranslated() {
        Messages m = new Messages();
        assertThat(m.get(Language.EN, "home.heading")).isEqualTo("Tournaments");
        assertThat(m.get(Language.ZH, "home.heading")).isEqualTo("比赛");
        assertThat(m.get(Language.JA, "home.heading")).isEqualTo("大会");
        assertThat(m.get(Language.EN, "no.such.key")).isEqualTo("??no.such.key??");
    }
}
