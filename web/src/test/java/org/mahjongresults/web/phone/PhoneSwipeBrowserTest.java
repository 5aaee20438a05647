package org.mahjongresults.web.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 27: on a 390-px phone no public page keeps a column behind a sideways swipe. A wide table shows its key
 * figures as stacked cards or hides its secondary columns behind a switch; nothing inside a page scrolls sideways.
 * One browser walks every page in the three languages.
 */
@Slow
class PhoneSwipeBrowserTest {

    private static TestApp app;
    private static long mcr;

    @BeforeAll
    static void start() {
        app = PlayedDemo.app(); // shared, only read
        mcr = PlayedDemo.mcr();
    }

    private List<String> pages() {
        String t = "/tournaments/" + mcr;
        String swiss = "/tournaments/" + (mcr + 1);
        return List.of("/", t, t + "/draw", t + "/draw/players", t + "/sessions/1", t + "/sessions/1/tables/1",
                t + "/sessions/3/live", t + "/sessions/1/tables/1/sheet", t + "/standings", t + "/standings?all=1",
                t + "/standings/teams", t + "/players/1", t + "/players/1/stats", t + "/players/11/penalties",
                t + "/stats", t + "/stats/head-to-head?a=1&b=2", t + "/penalties", t + "/sessions/1/penalties",
                t + "/sessions/1/tables/2/penalties", t + "/appeals", t + "/appeals/1", t + "/pledge",
                swiss, swiss + "/draw", swiss + "/standings", swiss + "/stats", swiss + "/sessions/1/tables/1/sheet",
                swiss + "/sessions/1/live", "/persons", "/grades", "/grades/AT", "/history", "/history/3");
    }

    @Test
    void noPublicPageKeepsAColumnBehindASidewaysSwipe() {
        List<String> problems = new ArrayList<>();
        ChromeDriver driver = Browser.phone();
        try {
            for (String lang : List.of("en", "zh", "ja")) {
                for (String page : pages()) {
                    String url = page + (page.contains("?") ? "&" : "?") + "lang=" + lang;
                    driver.get(app.url(url));
                    @SuppressWarnings("unchecked")
                    List<String> found = (List<String>) driver.executeScript(
                            "var out = [];"
                            + "if (document.documentElement.scrollWidth > document.documentElement.clientWidth) {"
                            + "  out.push('the page is ' + document.documentElement.scrollWidth + ' px wide'); }"
                            + "document.querySelectorAll('main *').forEach(function (e) {"
                            + "  var s = getComputedStyle(e);"
                            + "  if ((s.overflowX === 'auto' || s.overflowX === 'scroll')"
                            + "      && e.scrollWidth > e.clientWidth + 2 && e.offsetParent !== null) {"
                            + "    var inner = e.querySelector('table');"
                            + "    out.push((inner ? 'table.' + inner.className.replace(/ /g, '.') : e.className)"
                            + "      + ' swipes ' + e.scrollWidth + ' px in ' + e.clientWidth); } });"
                            + "return out;");
                    for (String f : found) {
                        problems.add(url + ": " + f);
                    }
                }
            }
        } finally {
            driver.quit();
        }
        assertThat(problems).isEmpty();
    }
}
