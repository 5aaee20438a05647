package org.mahjongresults.web.home;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

class PublicPagesRouteTest {

    private static TestApp app;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @ParameterizedTest(name = "home page in {0}")
    @CsvSource({"en, Tournaments, Spring Mahjong Open 2026", "zh, 比赛, Spring Mahjong Open 2026",
            "ja, 大会, Spring Mahjong Open 2026"})
    void theHomePageListsTheDemoTournamentInEachLanguage(String lang, String heading, String name) {
        Http.Response r = new Http().get(app.url("/?lang=" + lang));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.html().selectFirst("html").attr("lang")).isEqualTo(lang);
        assertThat(r.html().selectFirst("main h1").text()).isEqualTo(heading);
        assertThat(r.html().select(".tournament-card a").eachText()).contains(name);
        assertThat(r.html().select("a[href=/tournaments/" + app.demoTournamentId() + "]")).isNotEmpty();
    }

    @ParameterizedTest(name = "tournament page in {0}")
    @CsvSource({"en, Rules in force, players", "zh, 现行规则, 名选手", "ja, 適用ルール, 名"})
    void theTournamentPageShowsRulesAndPlayersInEachLanguage(String lang, String rulesHeading, String playersWord) {
        Http.Response r = new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "?lang=" + lang));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.html().select("#rules-heading").text()).isEqualTo(rulesHeading);
        // The MCR rules in force: the profile's fragment of tournament/rules (RuleSetFeatures.rulesFragment).
        assertThat(r.html().select("dl.facts").first().select("dt")).hasSizeGreaterThanOrEqualTo(8);
        assertThat(r.html().select(".big-number").first().text()).isEqualTo("32 " + playersWord);
        assertThat(r.html().select("table.data tbody tr")).hasSize(32);
        assertThat(r.html().select("table.data tbody").text()).contains("Sato Haruka", "佐藤 春香", "Sakura");
    }

    @Test
    void theLanguageChoiceIsRememberedInACookie() {
        Http http = new Http();
        Http.Response first = http.get(app.url("/?lang=ja"));
        assertThat(first.header("Set-Cookie")).contains("lang=ja").containsIgnoringCase("HttpOnly")
                .containsIgnoringCase("SameSite=Lax");
        Http.Response later = http.get(app.url("/"));
        assertThat(later.html().selectFirst("html").attr("lang")).isEqualTo("ja");
    }

    @Test
    void theBrowsersAcceptLanguageIsTheDefault() {
        Http.Response r = new Http().get(app.url("/"), "Accept-Language", "fr-CH, zh-CN;q=0.8, en;q=0.5");
        assertThat(r.html().selectFirst("html").attr("lang")).isEqualTo("zh");
        Http.Response none = new Http().get(app.url("/"), "Accept-Language", "de-DE");
        assertThat(none.html().selectFirst("html").attr("lang")).isEqualTo("en");
    }

    @Test
    void anUnknownPageAnswers404InTheLayout() {
        Http.Response r = new Http().get(app.url("/no/such/page?lang=en"));
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.html().select("header.site-header")).hasSize(1);
        assertThat(r.html().selectFirst("main h1").text()).isEqualTo("This page does not exist");
        assertThat(r.html().selectFirst("main p").text()).contains("/no/such/page");
    }

    @Test
    void aMissingOrMalformedTournamentIdIs404() {
        assertThat(new Http().get(app.url("/tournaments/999999")).status()).isEqualTo(404);
        assertThat(new Http().get(app.url("/tournaments/abc")).status()).isEqualTo(404);
    }

    @Test
    void aDraftTournamentIsHiddenFromThePublic() {
        var repo = app.parts().tournaments();
        Tournament draft = repo.create(Actor.SYSTEM, Tournament.newMcr("Secret Draft Cup"));
        assertThat(new Http().get(app.url("/tournaments/" + draft.id())).status()).isEqualTo(404);
        assertThat(new Http().get(app.url("/")).body()).doesNotContain("Secret Draft Cup");
    }

    @Test
    void theStylesheetIsServed() {
        Http.Response r = new Http().get(app.url("/static/css/site.css"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body()).contains("--felt");
    }
}
