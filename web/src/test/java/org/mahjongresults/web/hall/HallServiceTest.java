package org.mahjongresults.web.hall;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.tournament.PlayerSearch;

/** The hall's use cases without HTTP: settings, the sessions and tables offered, and finding a player's table. */
class HallServiceTest {

    @Test
    void findsPlayersByEntryNumberAndFoldedNameWithTheirNextTableOnlyWhenTheDrawIsVisible() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            long id = new DemoData(db, clock, TestApp.HASHER::hash).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            DrawRepository draws = new DrawRepository(db, audit);
            TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
            java.util.List<org.mahjongresults.web.publish.TournamentChanged> announced = new java.util.ArrayList<>();
            org.mahjongresults.web.publish.TournamentEvents events = announced::add;
            try {
                HallService hall = new HallService(tournaments, draws,
                        new ClockService(new HallRepository(db, clock, audit), draws), events);
                Tournament t = tournaments.find(id).orElseThrow();

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
            } finally {
                announced.clear();
            }
        }
    }
}
