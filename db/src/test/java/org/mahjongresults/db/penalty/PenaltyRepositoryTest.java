package org.mahjongresults.db.penalty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.StaffRole;

/** The penalty log: what a penalty writes besides its line (absent seat, player status) and what a cancel undoes. */
class PenaltyRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;
    private PenaltyRepository penalties;
    private SheetRepository sheets;
    private TournamentRepository tournaments;
    private long tid;
    /** Session 1, table 2 of the demo's draw, in seat order E, S, W, N. */
    private List<Seating> table;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
        audit = new AuditLog(db, clock);
        penalties = new PenaltyRepository(db, clock, audit);
        sheets = new SheetRepository(db, clock, audit);
        tournaments = new TournamentRepository(db, clock, audit);
        table = new DrawRepository(db, audit).seatings(tid, 1, 2).stream()
                .sorted(Comparator.comparing(Seating::seat)).toList();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private long player(int seat) {
        return table.get(seat).playerId();
    }

    private PenaltyRepository.NewPenalty penalty(int session, Integer hand, int seat, Offence offence,
                                                 SanctionKind sanction, int points) {
        return new PenaltyRepository.NewPenalty(session, 2, hand, player(seat), offence, sanction, points, false,
                null, null, null, StaffRole.REFEREE);
    }

    private PlayerStatus status(long playerId) {
        return tournaments.findPlayer(tid, playerId).map(Player::status).orElseThrow();
    }

    @Test
    void aRiichiPenaltyKeepsItsOffenceApartFromMcrsAndOnlyItsPointPenaltyMovesPoints() {
        penalties.record(Actor.SYSTEM, tid, PenaltyRepository.NewPenalty.riichi(1, 2, 4, player(2),
                RiichiOffence.CHEATING, SanctionKind.DISQUALIFICATION, 0, false, null, StaffRole.REFEREE, true));
        penalties.record(Actor.SYSTEM, tid, PenaltyRepository.NewPenalty.riichi(1, 2, 5, player(0),
                RiichiOffence.FALSE_WIN_SHOWN, SanctionKind.CHOMBO, 20_000, false, null, StaffRole.REFEREE, true));
        penalties.record(Actor.SYSTEM, tid, PenaltyRepository.NewPenalty.riichi(1, 2, 6, player(1),
                RiichiOffence.CLAIM_WITH_DEAD_HAND, SanctionKind.DEDUCTION, 20_000, false, null, StaffRole.REFEREE,
                true));
        penalties.record(Actor.SYSTEM, tid, penalty(1, 7, 3, Offence.CHEATING, SanctionKind.SUSPENSION, 0));

        List<PenaltyRecord> read = penalties.list(tid, 1, 2);
        assertThat(read).extracting(PenaltyRecord::offenceCode).containsExactly("RIICHI_CHEATING",
                "RIICHI_FALSE_WIN_SHOWN", "RIICHI_CLAIM_WITH_DEAD_HAND", "CHEATING");
        assertThat(read.get(0).offence()).isNull();
        assertThat(read.get(0).riichiOffence()).isEqualTo(RiichiOffence.CHEATING);
        assertThat(read.get(3).riichiOffence()).isNull();
        List<Long> seats = table.stream().map(Seating::playerId).toList();
        assertThat(PenaltyEffects.deltas(read.get(1), seats, null)).isEmpty();
        assertThat(PenaltyEffects.deltas(read.get(2), seats, null)).containsExactly(
                java.util.Map.entry(player(1), -20_000));
        assertThatThrownBy(() -> db.dsl().execute("INSERT INTO penalty (tournament_id, session_id, table_number,"
                + " player_id, sanction, recorded_at) SELECT tournament_id, id, 2, ?, 'WARNING', CURRENT_TIMESTAMP"
                + " FROM tournament_session WHERE tournament_id = ? AND number = 1", player(0), tid))
                .as("a line without an offence").isInstanceOf(RuntimeException.class);
    }

    @Test
    void aRecordedPenaltyRoundTripsWithItsPlayerAndBumpsOnlyItsTablesResults() {
        long before = sheets.resultsVersion(tid);

        long id = penalties.record(Actor.SYSTEM, tid, new PenaltyRepository.NewPenalty(1, 2, 3, player(1),
                Offence.WRONG_CLAIM, SanctionKind.DEDUCTION, 10, true, null, null, "chowed from across",
                StaffRole.CHIEF_REFEREE, false));

        PenaltyRecord read = penalties.list(tid).get(0);
        assertThat(read.id()).isEqualTo(id);
        assertThat(read.session()).isEqualTo(1);
        assertThat(read.table()).isEqualTo(2);
        assertThat(read.hand()).isEqualTo(3);
        assertThat(read.playerId()).isEqualTo(player(1));
        assertThat(read.playerName()).isEqualTo(table.get(1).name());
        assertThat(read.entryNumber()).isEqualTo(table.get(1).entryNumber());
        assertThat(read.offence()).isEqualTo(Offence.WRONG_CLAIM);
        assertThat(read.sanction()).isEqualTo(SanctionKind.DEDUCTION);
        assertThat(read.points()).isEqualTo(10);
        assertThat(read.deadHand()).isTrue();
        assertThat(read.note()).isEqualTo("chowed from across");
        assertThat(read.imposedByRole()).isEqualTo(StaffRole.CHIEF_REFEREE);
        assertThat(read.recordedAt()).isEqualTo(OffsetDateTime.now(clock));
        assertThat(read.published()).isFalse();
        assertThat(read.cancelled()).isFalse();
        assertThat(penalties.list(tid, 1, 2)).containsExactly(read);
        assertThat(penalties.list(tid, 1, 1)).isEmpty();
        assertThat(sheets.changesSince(tid, before)).containsExactly(new ResultsVersion.Change(before + 1, 1, 2));
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"session\":1,\"table\":2,\"hand\":3,"
                + "\"player\":" + player(1) + ",\"offence\":\"WRONG_CLAIM\",\"sanction\":\"DEDUCTION\","
                + "\"points\":10,\"deadHand\":true,\"victim\":null}");
    }

    @Test
    void theLogIsOrderedBySessionTableThenHandWithPenaltiesOutsideAHandFirst() {
        long late = penalties.record(Actor.SYSTEM, tid, penalty(2, 5, 0, Offence.WRONG_CLAIM, SanctionKind.WARNING, 0));
        long hand4 = penalties.record(Actor.SYSTEM, tid,
                penalty(1, 4, 0, Offence.WRONG_CLAIM, SanctionKind.WARNING, 0));
        long noHand = penalties.record(Actor.SYSTEM, tid,
                penalty(1, null, 1, Offence.WRONG_CLAIM, SanctionKind.WARNING, 0));
        long hand1 = penalties.record(Actor.SYSTEM, tid,
                penalty(1, 1, 2, Offence.WRONG_CLAIM, SanctionKind.WARNING, 0));

        assertThat(penalties.list(tid)).extracting(PenaltyRecord::id).containsExactly(noHand, hand1, hand4, late);
    }

    @Test
    void aPenaltyInASessionThatDoesNotExistIsRefusedAndWritesNothing() {
        assertThatThrownBy(() -> penalties.record(Actor.SYSTEM, tid, penalty(42, null, 0, Offence.WRONG_CLAIM,
                SanctionKind.WARNING, 0))).isInstanceOf(StaleDataException.class);
        assertThat(penalties.list(tid)).isEmpty();
    }

    @Test
    void aCancelledPenaltyStaysInTheLogWithItsReasonAndCannotBeCancelledTwice() {
        long id = penalties.record(Actor.SYSTEM, tid, penalty(1, 2, 0, Offence.WRONG_CLAIM, SanctionKind.DEDUCTION, 5));
        long before = sheets.resultsVersion(tid);

        penalties.cancel(Actor.SYSTEM, tid, id, "seen on video: no offence");

        PenaltyRecord read = penalties.list(tid).get(0);
        assertThat(read.cancelled()).isTrue();
        assertThat(read.cancelReason()).isEqualTo("seen on video: no offence");
        assertThat(read.cancelledAt()).isEqualTo(OffsetDateTime.now(clock));
        assertThat(sheets.changesSince(tid, before)).containsExactly(new ResultsVersion.Change(before + 1, null, null));
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"reason\":\"seen on video: no offence\"}");
        assertThatThrownBy(() -> penalties.cancel(Actor.SYSTEM, tid, id, "again"))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("penalty.notCancellable");
        assertThatThrownBy(() -> penalties.cancel(Actor.SYSTEM, tid + 1, id, "another tournament's"))
                .isInstanceOf(StaleDataException.class);
    }

    @Test
    void aSuspensionTakesThePlayerOutAfterTheSessionAndItsCancelBringsHimBack() {
        long id = penalties.record(Actor.SYSTEM, tid, penalty(1, 3, 2, Offence.CHEATING, SanctionKind.SUSPENSION, 0));
        Player suspended = tournaments.findPlayer(tid, player(2)).orElseThrow();
        assertThat(suspended.status()).isEqualTo(PlayerStatus.SUSPENDED);
        assertThat(suspended.lastSession()).isEqualTo(1);

        long disqualified = penalties.record(Actor.SYSTEM, tid,
                penalty(1, 4, 2, Offence.CHEATING, SanctionKind.DISQUALIFICATION, 0));
        assertThat(status(player(2))).isEqualTo(PlayerStatus.DISQUALIFIED);

        penalties.cancel(Actor.SYSTEM, tid, disqualified, "the chief referee reduced it");
        assertThat(status(player(2))).as("the suspension remains").isEqualTo(PlayerStatus.SUSPENDED);
        penalties.cancel(Actor.SYSTEM, tid, id, "appeal upheld");
        Player back = tournaments.findPlayer(tid, player(2)).orElseThrow();
        assertThat(back.status()).isEqualTo(PlayerStatus.ACTIVE);
        assertThat(back.lastSession()).isNull();
    }

    @Test
    void aForfeitMarksThePlayerAbsentOnTheOpenSheetAndItsCancelUndoesIt() {
        var sheet = sheets.open(tid, 1, 2);
        long id = penalties.record(Actor.SYSTEM, tid,
                penalty(1, null, 3, Offence.LATE_ARRIVAL, SanctionKind.FORFEIT, 0));
        var marked = sheets.find(tid, 1, 2).orElseThrow();
        assertThat(marked.absentSeat()).isEqualTo("N");
        assertThat(marked.version()).isEqualTo(sheet.version() + 1);

        penalties.cancel(Actor.SYSTEM, tid, id, "he was in the room");
        assertThat(sheets.find(tid, 1, 2).orElseThrow().absentSeat()).isNull();
    }

    @Test
    void aForfeitWithoutTheTablesSheetIsRefusedWhollyLeavingNoLine() {
        assertThatThrownBy(() -> penalties.record(Actor.SYSTEM, tid, penalty(1, null, 3, Offence.LATE_ARRIVAL,
                SanctionKind.FORFEIT, 0))).isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.gone");
        assertThat(penalties.list(tid)).isEmpty();
    }

    @Test
    void publishingAPenaltyIsRecordedAndAPenaltyOfAnotherTournamentCannotBePublished() {
        long id = penalties.record(Actor.SYSTEM, tid, penalty(1, 1, 0, Offence.WRONG_CLAIM, SanctionKind.WARNING, 0));
        penalties.setPublished(Actor.SYSTEM, tid, id, false);
        assertThat(penalties.list(tid).get(0).published()).isFalse();
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"published\":false}");
        penalties.setPublished(Actor.SYSTEM, tid, id, true);
        assertThat(penalties.list(tid).get(0).published()).isTrue();
        assertThatThrownBy(() -> penalties.setPublished(Actor.SYSTEM, tid + 1, id, false))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("penalty.gone");
    }

    /** The column as stored: the enum's name, the readable value the database has always held. */
    private String stored(String column, long id) {
        return db.dsl().select(DSL.field(DSL.name(column), String.class))
                .from(DSL.table(DSL.name("penalty")))
                .where(DSL.field(DSL.name("id"), Long.class).eq(id))
                .fetchOne(0, String.class);
    }

    @Test
    void everyOffenceAndTheRoleThatImposedItRoundTripAsEnumsStoredByTheirNames() {
        for (Offence offence : Offence.values()) {
            StaffRole role = offence.ordinal() % 2 == 0 ? StaffRole.REFEREE : StaffRole.CHIEF_REFEREE;
            long id = penalties.record(Actor.SYSTEM, tid, new PenaltyRepository.NewPenalty(1, 2, 1, player(0),
                    offence, SanctionKind.WARNING, 0, false, null, null, null, role));
            PenaltyRecord read = penalties.list(tid).stream().filter(r -> r.id() == id).findFirst().orElseThrow();
            assertThat(read.offence()).isEqualTo(offence);
            assertThat(read.imposedByRole()).isEqualTo(role);
            assertThat(stored("offence", id)).isEqualTo(offence.name());
            assertThat(stored("imposed_by_role", id)).isEqualTo(role.name());
        }
    }

    @Test
    void everySanctionThatOnlyChangesPointsRoundTripsAsAnEnumStoredByItsName() {
        // Forfeit, suspension and disqualification change the sheet or the player too; their own tests cover them.
        for (SanctionKind kind : EnumSet.complementOf(EnumSet.of(SanctionKind.FORFEIT, SanctionKind.SUSPENSION,
                SanctionKind.DISQUALIFICATION))) {
            int points = kind.allowedPoints().isEmpty() ? 0 : kind.allowedPoints().get(0);
            long id = penalties.record(Actor.SYSTEM, tid, new PenaltyRepository.NewPenalty(1, 2, 2, player(1),
                    Offence.WRONG_CLAIM, kind, points, kind == SanctionKind.DEAD_HAND,
                    kind.needsVictim() ? player(2) : null, null, null, StaffRole.REFEREE));
            PenaltyRecord read = penalties.list(tid).stream().filter(r -> r.id() == id).findFirst().orElseThrow();
            assertThat(read.sanction()).isEqualTo(kind);
            assertThat(stored("sanction", id)).isEqualTo(kind.name());
        }
    }
}
