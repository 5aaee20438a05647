package org.mahjongresults.web.hall;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.tournament.PlayerSearch;

/** The hall's use cases on the application's own service, without HTTP: settings, the sessions and tables offered, and finding a player's table. */
class HallServiceTest {

    @Test
    void findsPlayersByEntryNumberAndFoldedNameWithTheirNextTableOnlyWhenTheDrawIsVisible() {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            HallService hall = app.parts().hall();
            Tournament t = app.parts().tournaments().find(id).orElseThrow();

            assertThat(hall.find(t, "1", true)).singleElement().satisfies(hit -> {
                assertThat(hit.player().entryNumber()).isEqualTo(1);
                assertThat(hit.next()).isNotNull();
                assertThat(hit.next().session()).isEqualTo(1);
            });
            assertThat(hall.find(t, "1", false)).singleElement()
                    .satisfies(hit -> assertThat(hit.next()).as("the draw is not shown").isNull());
            String name = hall.find(t, "1", true).get(0).player().name();
            assertThat(hall.find(t, name.toUpperCase(java.util.Locale.ROOT), true))
                    .anySatisfy(hit -> assertThat(hit.player().entryNumber()).isEqualTo(1));
            assertThat(PlayerSearch.fold("Müller  HANS")).isEqualTo("muller hans");

            List<Integer> sessions = hall.sessions(id);
            assertThat(sessions).isNotEmpty().startsWith(1);
            List<Integer> tables = hall.tables(id, 1);
            assertThat(tables).isNotEmpty().isSorted();
            assertThat(hall.hasTable(id, 1, tables.get(0))).isTrue();
            assertThat(hall.hasTable(id, 1, 9_999)).isFalse();

            hall.saveSettings(Actor.SYSTEM, new HallSettings(id, ZoneId.of("Asia/Tokyo"), List.of("clock"),
                    "light", 20));
            assertThat(hall.settings(id)).satisfies(s -> {
                assertThat(s.zone()).isEqualTo(ZoneId.of("Asia/Tokyo"));
                assertThat(s.panes()).containsExactly("clock");
                assertThat(s.theme()).isEqualTo("light");
            });
        }
    }
}
