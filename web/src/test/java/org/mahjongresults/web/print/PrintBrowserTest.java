package org.mahjongresults.web.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 27: every form a director prints (MCR 2006 附件2-附件8), printed by Chromium to PDF on A4 and US Letter in the three
 * languages: it has the number of pages it should, and every column header of the screen's table is in the PDF's
 * text (nothing clipped at a scroller). The PDFs' text is read by poppler's pdftotext. One app and one browser
 * serve every print.
 */
@Slow
class PrintBrowserTest {

    /** Paper sizes in inches, as Chromium's DevTools take them. */
    private static final Map<String, double[]> PAPER = Map.of("a4", new double[] {8.27, 11.69},
            "letter", new double[] {8.5, 11});

    private static TestApp app;
    private static long mcr;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() {
        app = PlayedDemo.app(); // shared, only read
        mcr = PlayedDemo.mcr();
        driver = Browser.desktop();
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    /** A form: its page, the pages it may take, and the screen table whose headers must all be printed. */
    private record Form(String name, String path, int minPages, int maxPages, String table) {
    }

    private List<Form> forms() {
        String t = "/tournaments/" + mcr;
        String swiss = "/tournaments/" + (mcr + 1);
        return List.of(
                new Form("sheet", t + "/sessions/1/tables/1/sheet", 1, 1, "table.sheet-table"),
                new Form("sheet-blank", t + "/sessions/6/tables/1/sheet", 1, 1, "table.sheet-table"),
                new Form("standings", t + "/standings", 1, 3, "table.standings"),
                new Form("penalties", t + "/penalties", 1, 2, "table.penalty-log"),
                new Form("penalties-table", t + "/sessions/1/tables/2/penalties", 1, 1, null),
                new Form("penalties-player", t + "/players/11/penalties", 1, 1, null),
                new Form("draw-session", t + "/sessions/1", 1, 2, "table.draw-table"),
                new Form("draw-players", t + "/draw/players", 1, 3, "table.schedule-table"),
                new Form("cards", t + "/sessions/1/cards", 4, 4, null),
                new Form("pledge", t + "/pledge", 1, 1, null),
                new Form("swiss-sheet", swiss + "/sessions/1/tables/1/sheet", 1, 1, "table.swiss-sheet"),
                // The grade application (付録10) and the certificate printed well before issue 27: they still do.
                new Form("grade-application", "/persons/1/grade/application", 1, 2, "table.application-results"),
                new Form("certificate", "/persons/1/grade/certificate/9", 1, 1, null));
    }

    @Test
    void everyFormPrintsWholeOnItsPagesInEveryLanguageOnA4AndLetter() throws Exception {
        List<String> problems = new ArrayList<>();
        for (String lang : List.of("en", "zh", "ja")) {
            for (Form form : forms()) {
                driver.get(app.url(form.path() + "?lang=" + lang));
                driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                List<String> headers = form.table() == null ? List.of() : headers(form.table());
                if (form.table() != null && headers.isEmpty()) {
                    problems.add(form.name() + " " + lang + ": the screen shows no " + form.table());
                }
                // Every size in English; the other languages on A4 (the longest words are checked once each).
                for (String paper : lang.equals("en") ? List.of("a4", "letter") : List.of("a4")) {
                    Path pdf = print(form.name() + "-" + lang + "-" + paper, PAPER.get(paper));
                    String text = pdfToText(pdf);
                    int pages = text.split("\f", -1).length - 1;
                    String where = form.name() + " " + lang + " " + paper;
                    if (pages < form.minPages() || pages > form.maxPages()) {
                        problems.add(where + ": " + pages + " pages, expected " + form.minPages() + "-"
                                + form.maxPages());
                    }
                    if (text.split("\f", -1)[Math.max(0, pages - 1)].isBlank()) {
                        problems.add(where + ": the last page is empty");
                    }
                    String flat = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
                    for (String header : headers) {
                        for (String word : header.split("\\s+")) {
                            if (!word.isBlank() && !flat.contains(word.toLowerCase(Locale.ROOT))) {
                                problems.add(where + ": the column header '" + header + "' is not printed");
                            }
                        }
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theScoreSheetPrintsSignatureLinesAndNoScreenBanners() throws Exception {
        driver.get(app.url("/tournaments/" + mcr + "/sessions/1/tables/1/sheet?lang=en"));
        String text = pdfToText(print("sheet-signatures", PAPER.get("a4")));
        assertThat(text).contains("Player's signature").contains("Referee").contains("Chief referee");
        assertThat(text).doesNotContain("Sign in").doesNotContain("Session clock");
        assertThat(text.split("\f", -1)).hasSize(2);
    }

    /**
     * Issue 37: paper never carries the screen's furniture. A signed-in director prints every form (and the check-in
     * cards, which only staff see) in the three languages: each has the pages it has signed out (a score sheet one),
     * and no text of the staff banners, the notices above the page, the header or the tabs is in the PDF.
     */
    @Test
    void aSignedInDirectorPrintsEveryFormWithoutTheScreensBannersOrNavigation() throws Exception {
        ChromeDriver director = Browser.desktop();
        List<String> problems = new ArrayList<>();
        try {
            Browser.login(director, app, "director");
            List<Form> forms = new ArrayList<>(forms());
            forms.add(new Form("checkin-cards", "/tournaments/" + mcr + "/sessions/1/checkin/cards", 1, 8, null));
            for (String lang : List.of("en", "zh", "ja")) {
                for (Form form : forms) {
                    director.get(app.url(form.path() + "?lang=" + lang));
                    director.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                    List<String> furniture = furniture(director);
                    String text = pdfToText(print(director, "director-" + form.name() + "-" + lang, PAPER.get("a4")));
                    int pages = text.split("\f", -1).length - 1;
                    String where = "director " + form.name() + " " + lang;
                    if (pages < form.minPages() || pages > form.maxPages()) {
                        problems.add(where + ": " + pages + " pages, expected " + form.minPages() + "-"
                                + form.maxPages());
                    }
                    String flat = text.replaceAll("\\s+", "");
                    for (String f : furniture) {
                        if (flat.contains(f)) {
                            problems.add(where + ": the screen's '" + f + "' is printed");
                        }
                    }
                }
            }
        } finally {
            director.quit();
        }
        assertThat(problems).isEmpty();
    }

    /**
     * The texts on the screen that paper must not carry: the banners and notices above the page's content, the
     * account and language links, the tabs. Each is taken without spaces (pdftotext splits lines where it will), at
     * most its first 24 characters, and only when it is long enough not to be a word the form itself uses.
     */
    @SuppressWarnings("unchecked")
    private static List<String> furniture(ChromeDriver driver) {
        return (List<String>) driver.executeScript("var found = [];"
                + "document.querySelectorAll('body > .notice, body > .flash, .account-nav, .tabs, .skip-link')"
                + ".forEach(function (e) { var t = e.textContent.replace(/\\s+/g, '');"
                + " if (t.length >= 8) { found.push(t.substring(0, 24)); } });"
                + "return found;");
    }

    @SuppressWarnings("unchecked")
    private static List<String> headers(String table) {
        // Each text node apart: a player's column reads "5 Zhang Wei", not "5Zhang Wei".
        return (List<String>) driver.executeScript("return Array.from(document.querySelectorAll(arguments[0] + "
                + "' thead th')).map(function (th) { var w = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);"
                + " var parts = []; while (w.nextNode()) { parts.push(w.currentNode.nodeValue); }"
                + " return parts.join(' ').replace(/\\s+/g, ' ').trim(); })"
                + ".filter(function (t) { return t.length > 0; });", table);
    }

    private static Path print(String name, double[] paper) throws IOException {
        return print(driver, name, paper);
    }

    private static Path print(ChromeDriver browser, String name, double[] paper) throws IOException {
        Map<String, Object> result = browser.executeCdpCommand("Page.printToPDF", Map.of(
                "paperWidth", paper[0], "paperHeight", paper[1], "preferCSSPageSize", true,
                "printBackground", true, "displayHeaderFooter", false));
        Path dir = Path.of("target", "print");
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".pdf");
        Files.write(file, Base64.getDecoder().decode((String) result.get("data")));
        return file;
    }

    /** The PDF's text, a form feed after every page. */
    private static String pdfToText(Path pdf) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("pdftotext", "-enc", "UTF-8", pdf.toString(), "-").redirectErrorStream(true)
                .start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("pdftotext (poppler-utils) reads " + pdf).isZero();
        return text;
    }
}
