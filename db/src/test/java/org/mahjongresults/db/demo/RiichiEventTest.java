package org.mahjongresults.db.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.tournament.RuleSet;

class RiichiEventTest {

    @Test
    void theLoadTestsRiichiTournamentHasItsFirstSessionsPlayedToTheEndAndClosedAndItsLastDrawnAndEmpty() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            long id = RiichiEvent.create(db, clock, 16, 3, 2);
            AuditLog audit = new AuditLog(db, clock);
            Tournament t = new TournamentRepository(db, clock, audit).find(id).orElseThrow();
            assertThat(t.ruleSet()).isEqualTo(RuleSet.RIICHI);
            assertThat(t.drawStatus()).isEqualTo(Tournament.DrawStatus.PUBLISHED);
            assertThat(new DrawRepository(db, audit).seatings(id)).hasSize(3 * 16);

            SheetRepository sheets = new SheetRepository(db, clock, audit);
            List<Sheet> all = sheets.allSheets(id);
            assertThat(all).hasSize(2 * 4).allMatch(Sheet::closed).allMatch(s -> s.session() <= 2);
            for (Sheet s : all) {
                RiichiSheet game = RiichiSheet.start(RiichiProfile.EMA_2016);
                for (HandRecord h : sheets.hands(s.id()).stream()
                        .sorted(Comparator.comparingInt(HandRecord::number)).toList()) {
                    game = game.enter(RiichiLine.read(h.verifiedFans()).entry(game.state()));
                }
                assertThat(game.isOver()).as("table %d/%d ends", s.session(), s.table()).isTrue();
            }
        }
    }

    @Test
    void theWritersHanchanAreFormLinesWithSeatsForPlayersAndWinsAsTilesAndAsHanAndFu() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RiichiEvent.writeHanchan(new PrintStream(bytes, true, StandardCharsets.UTF_8), 20, 7L);
        String text = bytes.toString(StandardCharsets.UTF_8);
        List<String> hanchan = Arrays.asList(text.split("\n\n"));

        assertThat(hanchan).hasSize(20);
        List<String> lines = text.lines().filter(l -> !l.isEmpty()).toList();
        assertThat(lines).allMatch(l -> l.startsWith("result="))
                .allMatch(l -> !l.contains("winner=") || l.matches(".*winner=@[0-3](&.*)?"));
        assertThat(lines).anyMatch(l -> l.contains("notation="))
                .anyMatch(l -> l.contains("han=") && l.contains("fu="))
                .anyMatch(l -> l.startsWith("result=DRAW"))
                .anyMatch(l -> l.startsWith("result=TSUMO"));
        // The same seed, the same hanchan: a run can be repeated.
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        RiichiEvent.writeHanchan(new PrintStream(again, true, StandardCharsets.UTF_8), 20, 7L);
        assertThat(again.toString(StandardCharsets.UTF_8)).isEqualTo(text);
    }
}
