package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

class SecurityHeadersRouteTest {

    @Test
    void everyKindOfResponseCarriesTheSecurityHeaders() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http http = new Http();
            for (Http.Response r : new Http.Response[] {
                    http.get(app.url("/")),
                    http.get(app.url("/tournaments/" + app.demoTournamentId())),
                    http.get(app.url("/no-such-page")),
                    http.get(app.url("/static/css/site.css")),
                    http.post(app.url("/login"), Map.of()),
                    http.get(app.url("/health"))}) {
                assertThat(r.header("Content-Security-Policy"))
                        .contains("default-src 'self'", "script-src 'self'", "frame-ancestors 'none'",
                                "object-src 'none'")
                        .doesNotContain("unsafe-inline");
                assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
                assertThat(r.header("X-Frame-Options")).isEqualTo("DENY");
                assertThat(r.header("Referrer-Policy")).isEqualTo("same-origin");
            }
        }
    }

    @Test
    void noPageHasInlineScriptOrStyle() {
        try (TestApp app = TestApp.startWithDemo()) {
            for (String path : new String[] {"/", "/tournaments/" + app.demoTournamentId(), "/login", "/nowhere"}) {
                var html = new Http().get(app.url(path)).html();
                assertThat(html.select("script:not([src])")).as(path).isEmpty();
                assertThat(html.select("style")).as(path).isEmpty();
                assertThat(html.select("[style]")).as(path).isEmpty();
                assertThat(html.select("[onclick],[onload],[onsubmit],[onchange]")).as(path).isEmpty();
            }
        }
    }
}
