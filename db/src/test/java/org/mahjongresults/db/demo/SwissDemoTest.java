package org.mahjongresults.db.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import org.mahjongresults.engine.sheet.HandVerification;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;

class SwissDemoTest {

    @Test
    void theDemoHasASwissKnockoutWithRoundOneDecidedATieBrokenAndTheFinalTableBeingPlayed() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty();
            AuditLog audit = new AuditLog(db, clock);
            TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
            Tournament t = tournaments.list().stream().filter(x -> x.ruleSet() == RuleSet.SWISS).findFirst()
                    .orElseThrow();
            assertThat(t.name()).isEqualTo(SwissDemo.NAME);
            assertThat(tournaments.players(t.id())).hasSize(16);
            assertThat(t.drawStatus()).isEqualTo(Tournament.DrawStatus.PUBLISHED);

            DrawRepository draws = new DrawRepository(db, audit);
            List<Seating> seatings = draws.seatings(t.id());
            assertThat(seatings.stream().filter(s -> s.session() == 1)).hasSize(16);
            assertThat(seatings.stream().filter(s -> s.session() == 2)).hasSize(4);
            assertThat(draws.sessions(t.id())).allMatch(s -> s.seating().equals("KNOCKOUT"));

            SheetRepository sheets = new SheetRepository(db, clock, audit);
            SwissRepository knockout = new SwissRepository(db, audit, sheets, draws);
            List<SwissRepository.Advance> advances = knockout.advances(t.id());
            assertThat(advances).hasSize(4).allMatch(a -> a.round() == 1);
            assertThat(advances.stream().filter(SwissRepository.Advance::tieBroken)).isNotEmpty();
            assertThat(seatings.stream().filter(s -> s.session() == 2).map(Seating::playerId).toList())
                    .containsExactlyInAnyOrderElementsOf(advances.stream().map(SwissRepository.Advance::playerId)
                            .toList());
            for (Sheet s : sheets.allSheets(t.id())) {
                List<HandRecord> hands = sheets.hands(s.id());
                assertThat(hands).hasSize(s.session() == 1 ? 4 : 2);
                assertThat(s.closed()).isEqualTo(s.session() == 1);
                for (HandRecord h : hands) {
                    assertThat(h.results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
                    if (h.win()) {
                        assertThat(h.verification()).isEqualTo(HandVerification.VERIFIED);
                        assertThat(h.fanPoints()).isEqualTo(h.engineFanPoints()).isPositive();
                    }
                }
            }
        }
    }
}
