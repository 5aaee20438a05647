package org.mahjongresults.web.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class SettingsRouteTest {

    private static Map<String, String> formOf(Document page) {
        Map<String, String> form = new HashMap<>();
        page.select("form.form--wide input, form.form--wide select").forEach(el -> {
            String name = el.attr("name");
            if (name.isEmpty() || name.equals("_csrf")) {
                return;
            }
            if (el.tagName().equals("select")) {
                var selected = el.selectFirst("option[selected]");
                form.put(name, selected == null ? el.selectFirst("option").val() : selected.val());
            } else if (el.attr("type").equals("checkbox")) {
                if (el.hasAttr("checked")) {
                    form.put(name, "on");
                }
            } else {
                form.put(name, el.val());
            }
        });
        return form;
    }

    @Test
    void theDirectorChoosesRiichiWithItsPresetAndGameLengthAndTheOverviewSaysThem() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff director = Staff.login(app, "director", "demo-director");
            String path = "/tournaments/" + app.demoTournamentId() + "/edit";
            Map<String, String> form = formOf(director.get(app, path + "?lang=en").html());
            assertThat(form).containsEntry("riichiPreset", "EMA2016").containsEntry("riichiLength", "HANCHAN");
            form.put("ruleSet", "RIICHI");
            form.put("riichiPreset", "NONE");
            Http.Response refused = director.post(app, path + "?lang=en", form);
            assertThat(refused.status()).isEqualTo(422);
            assertThat(refused.html().select("#riichiPreset option[selected]").val()).isEmpty();
            form.put("riichiPreset", "WRC");
            form.put("riichiLength", "TONPUUSEN");
            assertThat(director.post(app, path, form).status()).isEqualTo(302);
            assertThat(formOf(director.get(app, path).html())).containsEntry("ruleSet", "RIICHI")
                    .containsEntry("riichiPreset", "WRC").containsEntry("riichiLength", "TONPUUSEN");
            assertThat(new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "?lang=en")).html()
                    .select("dl.facts").text()).contains("World Riichi Championship rules",
                    "Tonpuusen (East round only)", "Points after uma and oka, summed over the sessions");
        }
    }

    @Test
    void theDirectorChangesTheRulesAndFewerThanSixSessionsIsAllowedWithAWarning() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff director = Staff.login(app, "director", "demo-director");
            String path = "/tournaments/" + app.demoTournamentId() + "/edit";
            Map<String, String> form = formOf(director.get(app, path).html());
            assertThat(form).containsEntry("name", "Spring Mahjong Open 2026").containsEntry("tablePointSystem", "STANDARD");
            form.put("tablePointSystem", "FIVE_POINT");
            form.put("sessionCount", "5");
            form.put("start1", "2026-04-17T09:30");
            // Issue 35: the demo's sixth session has a published draw; cutting it is said first, then confirmed.
            Http.Response warned = director.post(app, path + "?lang=en", form);
            assertThat(warned.status()).isEqualTo(422);
            assertThat(warned.html().selectFirst("#sessionCount-error").text()).contains("published draw");
            assertThat(warned.html().select("#confirmFewer")).hasSize(1);
            form.put("confirmFewer", "true");
            assertThat(director.post(app, path, form).status()).isEqualTo(302);

            Document after = director.get(app, path + "?lang=en").html();
            assertThat(formOf(after)).containsEntry("tablePointSystem", "FIVE_POINT").containsEntry("sessionCount", "5")
                    .containsEntry("start1", "2026-04-17T09:30");
            assertThat(after.select(".notice").text()).contains("at least six sessions");
            assertThat(new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "?lang=en")).html()
                    .select(".facts").text()).contains("Five-point system");
        }
    }

    @Test
    void aSpectatorSeesSavedSettingsAtOnceThoughTheSnapshotIsYoung() {
        // The clock stands still: the spectators' snapshot never ages, only the save's announcement renews it.
        try (TestApp app = TestApp.start(true, SettableClock.at(Instant.parse("2026-04-17T08:00:00Z")))) {
            String overview = app.url("/tournaments/" + app.demoTournamentId()); // no language chosen: a spectator
            assertThat(new Http().get(overview).html().select(".facts").text()).doesNotContain("321.00");
            Staff director = Staff.login(app, "director", "demo-director");
            String path = "/tournaments/" + app.demoTournamentId() + "/edit";
            Map<String, String> form = formOf(director.get(app, path).html());
            form.put("appealFee", "321");
            assertThat(director.post(app, path, form).status()).isEqualTo(302);

            assertThat(new Http().get(overview).html().select(".facts").text()).contains("321.00 USD");
        }
    }

    @Test
    void aSaveFromAStaleFormIsRefusedWithTheInputKept() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff director = Staff.login(app, "director", "demo-director");
            String path = "/tournaments/" + app.demoTournamentId() + "/edit";
            Map<String, String> first = formOf(director.get(app, path).html());
            Map<String, String> second = new HashMap<>(first);
            first.put("venue", "First editor's venue");
            assertThat(director.post(app, path, first).status()).isEqualTo(302);

            second.put("venue", "Second editor's venue");
            Http.Response stale = director.post(app, path + "?lang=en", second);
            assertThat(stale.status()).isEqualTo(409);
            assertThat(stale.html().select(".errors").text()).contains("Someone else saved this tournament");
            assertThat(stale.html().selectFirst("#venue").val()).isEqualTo("Second editor's venue");
            assertThat(formOf(director.get(app, path).html())).containsEntry("venue", "First editor's venue");
        }
    }

    @Test
    void badSettingsAreRefusedFieldByField() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff director = Staff.login(app, "director", "demo-director");
            String path = "/tournaments/" + app.demoTournamentId() + "/edit";
            Map<String, String> form = formOf(director.get(app, path).html());
            form.put("appealFee", "-5");
            form.put("appealCurrency", "dollars");
            form.put("sessionMinutes", "0");
            Http.Response r = director.post(app, path + "?lang=en", form);
            assertThat(r.status()).isEqualTo(422);
            assertThat(r.html().selectFirst("#appealFee-error").text()).isEqualTo("An amount such as 200 or 200.50.");
            assertThat(r.html().selectFirst("#appealCurrency-error").text()).isEqualTo("At most 3 characters.");
            assertThat(r.html().selectFirst("#sessionMinutes-error").text()).isEqualTo("A number from 10 to 600.");
            // Hands per session is no setting: MCR 2006 §3.4.3-§3.4.8 fixes a session at 16 hands (4 for a Swiss table).
            assertThat(r.html().selectFirst("#handsPerSession")).isNull();
        }
    }
}
