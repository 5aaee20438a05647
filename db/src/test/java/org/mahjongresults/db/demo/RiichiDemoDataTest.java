package org.mahjongresults.db.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.tournament.RuleSet;

class RiichiDemoDataTest {

    @Test
    void theDemoHasARiichiTournamentOfSixteenPlayersAndFourHanchanWhoseStoredLinesReplayToTheSameGames() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty();
            AuditLog audit = new AuditLog(db, clock);
            TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
            Tournament t = tournaments.list().stream().filter(x -> x.ruleSet() == RuleSet.RIICHI).findFirst()
                    .orElseThrow();
            assertThat(t.name()).isEqualTo(RiichiDemoData.NAME);
            assertThat(tournaments.players(t.id())).hasSize(16);
            assertThat(new RiichiSettingsRepository(db).find(t.id())).isEqualTo(RiichiSettings.DEFAULT);
            List<Seating> seatings = new DrawRepository(db, audit).seatings(t.id());
            assertThat(seatings).hasSize(64);

            SheetRepository sheets = new SheetRepository(db, clock, audit);
            List<Sheet> all = sheets.allSheets(t.id());
            assertThat(all).hasSize(16).allMatch(Sheet::closed);
            for (Sheet s : all) {
                List<HandRecord> hands = sheets.hands(s.id()).stream()
                        .sorted(Comparator.comparingInt(HandRecord::number)).toList();
                RiichiSheet game = RiichiSheet.start(RiichiProfile.EMA_2016);
                for (HandRecord h : hands) {
                    RiichiLine line = RiichiLine.read(h.verifiedFans());
                    assertThat(line).as("hand %d of %d/%d", h.number(), s.session(), s.table()).isNotNull();
                    game = game.enter(line.entry(game.state()));
                    // The row keeps each seat's change as the engine settled it.
                    int number = h.number();
                    List<Long> players = seatings.stream()
                            .filter(x -> x.session() == s.session() && x.table() == s.table())
                            .map(Seating::playerId).toList();
                    for (int seat = 0; seat < 4; seat++) {
                        assertThat(h.results().get(players.get(seat))).as("hand %d seat %d", number, seat)
                                .isEqualTo(game.game().hands().get(number - 1).change(seat));
                    }
                }
                assertThat(game.isOver()).as("table %d/%d ends", s.session(), s.table()).isTrue();
                assertThat(game.state().pointsOnTable(RiichiProfile.EMA_2016.game())).isEqualTo(120_000);
            }
        }
    }
}
