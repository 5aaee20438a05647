package org.mahjongresults.web.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 30, "the EMA results file has one Name column with mixed name order": family and given names are kept apart
 * in the player record (the form, the import with a preview of its split) and written apart in the EMA file, whose
 * lines the past-results import reads back.
 */
class PlayerNamePartsRouteTest {

    private TestApp app;
    /** A tournament of the test's own, its director signed in. */
    private DirectedTournament cup;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        cup = DirectedTournament.create(app, Tournament.newMcr("Names Cup"));
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void theImportPreviewShowsTheSplitItStoresAndTheFormEditsIt() {
        String csv = "entry,name,native,country,team,ema,family,given\n"
                + "1,Takahashi Yui,高橋 結衣,JP,,,Takahashi,Yui\n"
                + "2,\"Weber, Lena\",,DE,,,,\n"
                + "3,Lena Weber,,DE,,,,\n";
        Http.Response preview = cup.director().post(app, cup.path("/import?lang=en"),
                Map.of("csv", csv, "action", "preview"));
        assertThat(preview.status()).isEqualTo(200);
        var splits = preview.html().select(".import-preview .name-split");
        assertThat(splits).hasSize(3);
        assertThat(splits.get(0).text()).isEqualTo("stored as family name \"Takahashi\", given name \"Yui\"");
        assertThat(splits.get(1).text()).isEqualTo("stored as family name \"Weber\", given name \"Lena\"");
        assertThat(splits.get(2).text()).isEqualTo("stored as family name \"Lena Weber\", given name \"—\"");
        assertThat(cup.tournaments().players(cup.id())).isEmpty();

        assertThat(cup.director().post(app, cup.path("/import"), Map.of("csv", csv, "action", "import")).status())
                .isEqualTo(302);
        assertThat(cup.tournaments().players(cup.id())).extracting(Player::name, Player::familyName, Player::givenName)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Takahashi Yui", "Takahashi", "Yui"),
                        org.assertj.core.groups.Tuple.tuple("Weber, Lena", "Weber", "Lena"),
                        org.assertj.core.groups.Tuple.tuple("Lena Weber", "Lena Weber", null));

        // The form corrects the unsplit one; a given name without a family name is refused with the input kept.
        Player lena = cup.tournaments().players(cup.id()).get(2);
        String edit = cup.path("/players/" + lena.id() + "/edit");
        Map<String, String> fields = new java.util.HashMap<>(Map.of("entryNumber", "3", "name", "Lena Weber",
                "country", "DE", "givenName", "Lena"));
        Http.Response refused = cup.director().post(app, edit + "?lang=en", fields);
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.html().selectFirst("#givenName").val()).isEqualTo("Lena");
        fields.put("familyName", "Weber");
        assertThat(cup.director().post(app, edit, fields).status()).isEqualTo(302);
        Player saved = cup.tournaments().players(cup.id()).get(2);
        assertThat(saved.familyName()).isEqualTo("Weber");
        assertThat(saved.givenName()).isEqualTo("Lena");
        assertThat(cup.director().get(app, edit).html().selectFirst("#familyName").val()).isEqualTo("Weber");
    }

    @Test
    void theEmaFileWritesLastAndFirstNameApartWithTheEmaNumberAndNationality() {
        long demo = app.demoTournamentId();
        Player first = cup.tournaments().players(demo).get(0);
        cup.tournaments().updatePlayer(Actor.SYSTEM, new Player(first.id(), demo, first.entryNumber(), "Takahashi Yui",
                first.nativeName(), "JP", first.teamId(), "04010001", first.status(), first.replacesPlayerId(),
                first.lastSession(), "Takahashi", "Yui"));
        Player second = cup.tournaments().players(demo).get(1);
        app.awaitSpectatorSnapshot();

        String[] lines = new Http().get(app.url("/tournaments/" + demo + "/standings/ema.csv")).body().split("\r\n");
        assertThat(lines[0]).isEqualTo("\uFEFFPlace,Name,Last name,First name,EMA number,Table points,Match points,"
                + "Nationality,Status");
        String yui = java.util.Arrays.stream(lines).filter(l -> l.contains("Takahashi Yui")).findFirst().orElseThrow();
        assertThat(yui).matches("\\d+,Takahashi Yui,Takahashi,Yui,04010001,[^,]+,-?\\d+,JP,final");
        // A player whose name was never split: the whole name as the last name, the first name empty.
        String other = java.util.Arrays.stream(lines).filter(l -> l.contains("," + second.name() + ","))
                .findFirst().orElseThrow();
        assertThat(other).contains("," + second.name() + "," + second.name() + ",,");
    }
}
