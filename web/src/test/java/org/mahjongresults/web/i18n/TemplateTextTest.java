package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * Every user-visible word comes from the message bundles: a template may hold placeholder text only where
 * Thymeleaf replaces it (th:text, th:utext, th:replace…), so it can open from disk as a mock-up.
 */
@NoDatabase
class TemplateTextTest {

    static final Path TEMPLATES = Path.of("..", "templates");
    private static final Pattern LETTER = Pattern.compile("\\p{L}");
    private static final List<String> TEXT_ATTRIBUTES = List.of("title", "alt", "placeholder", "aria-label", "value");
    private static final Pattern MESSAGE_KEY = Pattern.compile("#\\{([A-Za-z0-9_.]+)");

    static List<Path> templates() throws IOException {
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
    }

    @Test
    void noTemplateHoldsLiteralTextOutsideAReplacedElement() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> all = templates();
        assertThat(all).isNotEmpty();
        for (Path file : all) {
            Document doc = Jsoup.parse(Files.readString(file, StandardCharsets.UTF_8), "", Parser.htmlParser());
            for (Element el : doc.getAllElements()) {
                for (TextNode text : el.textNodes()) {
                    if (LETTER.matcher(text.text()).find() && !replaced(el)) {
                        problems.add(file + ": <" + el.tagName() + "> \"" + text.text().trim() + "\"");
                    }
                }
                for (String attr : TEXT_ATTRIBUTES) {
                    boolean shown = !attr.equals("value") || (el.tagName().equals("input")
                            && List.of("submit", "button", "reset").contains(el.attr("type")));
                    if (shown && el.hasAttr(attr) && LETTER.matcher(el.attr(attr)).find() && !el.hasAttr("th:" + attr)
                            && !el.hasAttr("th:attr")) {
                        problems.add(file + ": <" + el.tagName() + " " + attr + "=\"" + el.attr(attr) + "\">");
                    }
                }
            }
        }
        assertThat(problems).as("literal text in templates; use th:text=\"#{key}\"").isEmpty();
    }

    @Test
    void theCheckCatchesLiteralText() {
        Document doc = Jsoup.parse("<div><p>Hard-coded words</p><p th:text=\"#{a}\">Placeholder</p></div>");
        Element literal = doc.select("p").get(0);
        Element replacedOne = doc.select("p").get(1);
        assertThat(replaced(literal)).isFalse();
        assertThat(replaced(replacedOne)).isTrue();
    }

    @Test
    void everyMessageKeyUsedInATemplateExistsInEveryLanguage() throws IOException {
        Messages messages = new Messages();
        List<String> missing = new ArrayList<>();
        for (Path file : templates()) {
            Matcher m = MESSAGE_KEY.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                String key = m.group(1);
                if (key.endsWith(".")) {
                    continue; // a computed key such as #{'ruleset.' + ${t.ruleSet}}: checked by the bundle sync test
                }
                for (Language l : Language.values()) {
                    if (!messages.has(l, key)) {
                        missing.add(file + ": " + key + " (" + l.code() + ")");
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /** True if Thymeleaf replaces this element's content (it or an ancestor below the root has a th:text…). */
    static boolean replaced(Element el) {
        for (Element e = el; e != null; e = e.parent()) {
            if (e.hasAttr("th:text") || e.hasAttr("th:utext") || e.hasAttr("th:remove")) {
                return true;
            }
            if ((e.hasAttr("th:replace") || e.hasAttr("th:insert")) && !e.tagName().equals("html")) {
                return true;
            }
        }
        return false;
    }
}
