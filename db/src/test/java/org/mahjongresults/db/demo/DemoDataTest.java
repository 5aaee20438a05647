package org.mahjongresults.db.demo;

import org.mahjongresults.engine.tournament.SessionStatus;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import org.mahjongresults.engine.sheet.HandVerification;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

class DemoDataTest {

    @Test
    void theDemoHas32PlayersInEightTeamsSixDrawnSessionsTwoClosedAndOneBeingPlayed() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            Long id = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty();
            AuditLog audit = new AuditLog(db, clock);
            TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
            Tournament t = tournaments.find(id).orElseThrow();
            assertThat(tournaments.players(id)).hasSize(32);
            assertThat(tournaments.teams(id)).hasSize(8);
            assertThat(t.drawStatus()).isEqualTo(Tournament.DrawStatus.PUBLISHED);

            DrawRepository draws = new DrawRepository(db, audit);
            assertThat(draws.load(id).sessions()).hasSize(6);
            assertThat(draws.sessions(id)).extracting(SessionInfo::status)
                    .containsExactly(SessionStatus.FINISHED, SessionStatus.FINISHED, SessionStatus.RUNNING,
                            SessionStatus.SCHEDULED, SessionStatus.SCHEDULED, SessionStatus.SCHEDULED);

            SheetRepository sheets = new SheetRepository(db, clock, audit);
            List<Sheet> all = sheets.allSheets(id);
            assertThat(all.stream().filter(Sheet::closed).count()).isEqualTo(16);
            for (Sheet s : all) {
                List<HandRecord> hands = sheets.hands(s.id());
                assertThat(hands).isNotEmpty();
                for (HandRecord h : hands) {
                    assertThat(h.results().values().stream().mapToInt(Integer::intValue).sum())
                            .as("hand %d of session %d table %d sums to zero", h.number(), s.session(), s.table())
                            .isZero();
                    if (h.win()) {
                        assertThat(h.verification()).isEqualTo(HandVerification.VERIFIED);
                        assertThat(h.fanPoints()).isEqualTo(h.engineFanPoints()).isGreaterThanOrEqualTo(8);
                    }
                }
            }
            // The penalty record: a warning, a deduction, a transfer, a late arrival, one cancelled with a reason.
            var penalties = new org.mahjongresults.db.penalty.PenaltyRepository(db, clock, audit).list(id);
            assertThat(penalties).extracting(org.mahjongresults.db.penalty.PenaltyRecord::sanction)
                    .contains(org.mahjongresults.engine.penalty.SanctionKind.WARNING,
                            org.mahjongresults.engine.penalty.SanctionKind.DEDUCTION,
                            org.mahjongresults.engine.penalty.SanctionKind.TRANSFER_EACH,
                            org.mahjongresults.engine.penalty.SanctionKind.TRANSFER_TO_VICTIM);
            assertThat(penalties.stream().filter(org.mahjongresults.db.penalty.PenaltyRecord::cancelled)
                    .map(org.mahjongresults.db.penalty.PenaltyRecord::cancelReason)).singleElement().asString()
                    .contains("nobody is at fault");
            assertThat(new DemoData(db, clock, pw -> pw).loadIfEmpty()).as("loaded once only").isNull();
        }
    }
}
