package org.mahjongresults.db.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.tournament.SessionStatus;
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
import org.mahjongresults.db.testing.TestDatabase;

/** The score sheet's store: hands in and out, the version checks, the row lock's effects and the results log. */
class SheetRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;
    private SheetRepository sheets;
    private long tid;
    /** Session 1, table 1 of the demo's draw, in seat order E, S, W, N. */
    private List<Seating> table;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
        audit = new AuditLog(db, clock);
        sheets = new SheetRepository(db, clock, audit);
        table = new DrawRepository(db, audit).seatings(tid, 1, 1).stream()
                .sorted(java.util.Comparator.comparing(Seating::seat)).toList();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private long player(int seat) {
        return table.get(seat).playerId();
    }

    private Map<Long, String> seats() {
        Map<Long, String> seats = new LinkedHashMap<>();
        table.forEach(s -> seats.put(s.playerId(), s.seat().letter()));
        return seats;
    }

    /** East wins 8 points by discard from South (MCR 2006 §3.9.1: 8 + 8 from the discarder, 8 from each other). */
    private HandRecord eastWins(int number, String requestId) {
        Map<Long, Integer> results = new LinkedHashMap<>();
        results.put(player(0), 32);
        results.put(player(1), -16);
        results.put(player(2), -8);
        results.put(player(3), -8);
        return new HandRecord(null, number, "E", player(0), "WIN", player(0), false, player(1), 8, null, 0,
                null, null, null, HandVerification.NOT_GIVEN, requestId, results);
    }

    private HandRecord draw(int number) {
        Map<Long, Integer> results = new LinkedHashMap<>();
        table.forEach(s -> results.put(s.playerId(), 0));
        return new HandRecord(null, number, "E", player(0), "DRAW", null, false, null, null, null, 0, null, null,
                null, HandVerification.NOT_GIVEN, null, results);
    }

    /** Stores the hand under its lock, as the sheet service does once it has decided to (SheetService.addHand). */
    private HandRecord add(Sheet sheet, HandRecord hand) {
        return sheets.write(Actor.SYSTEM, tid, sheet.id(), w -> w.add(hand, seats()));
    }

    @Test
    void aTableHasOneSheetHoweverOftenItIsOpenedAndASessionThatDoesNotExistHasNone() {
        Sheet first = sheets.open(tid, 1, 1);
        Sheet again = sheets.open(tid, 1, 1);
        assertThat(again).isEqualTo(first);
        assertThat(first.status()).isEqualTo(SheetStatus.OPEN);
        assertThat(first.version()).isZero();
        assertThat(first.session()).isEqualTo(1);
        assertThat(first.table()).isEqualTo(1);
        assertThat(sheets.sheets(tid, 1)).containsExactly(first);
        assertThatThrownBy(() -> sheets.open(tid, 99, 1)).isInstanceOf(StaleDataException.class)
                .hasMessageContaining("sheet.noSession");
        assertThat(sheets.find(tid, 99, 1)).isEmpty();
    }

    @Test
    void sheetsAreListedBySessionThenTable() {
        Sheet s2t3 = sheets.open(tid, 2, 3);
        Sheet s1t2 = sheets.open(tid, 1, 2);
        Sheet s1t1 = sheets.open(tid, 1, 1);
        assertThat(sheets.allSheets(tid)).containsExactly(s1t1, s1t2, s2t3);
        assertThat(sheets.sheets(tid, 1)).containsExactly(s1t1, s1t2);
    }

    @Test
    void anAddedHandRoundTripsWithItsResultsAndBumpsTheSheetAndTheResultsVersion() {
        Sheet sheet = sheets.open(tid, 1, 1);
        long before = sheets.resultsVersion(tid);

        int[] version = new int[1];
        HandRecord saved = sheets.write(Actor.SYSTEM, tid, sheet.id(), w -> {
            HandRecord stored = w.add(eastWins(1, "req-1"), seats());
            version[0] = w.version();
            return stored;
        });

        assertThat(version[0]).isEqualTo(1);
        assertThat(saved.id()).isNotNull();
        assertThat(saved).usingRecursiveComparison().ignoringFields("id").isEqualTo(eastWins(1, "req-1"));
        assertThat(saved.results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
        assertThat(sheets.hands(sheet.id())).containsExactly(saved);
        assertThat(sheets.find(tid, 1, 1).orElseThrow().version()).isEqualTo(1);
        assertThat(sheets.resultsVersion(tid)).isEqualTo(before + 1);
        assertThat(sheets.changesSince(tid, before)).containsExactly(new ResultsVersion.Change(before + 1, 1, 1));
        // The results come back in the order of the seat letters (E, N, S, W), as the sheet's query sorts them.
        AuditLog.Entry entry = audit.recent(tid, 1).get(0);
        assertThat(entry.action()).isEqualTo("hand.add");
        assertThat(entry.after()).isEqualTo("{\"number\":1,\"result\":\"WIN\",\"winner\":" + player(0)
                + ",\"selfDrawn\":false,\"discarder\":" + player(1) + ",\"fanPoints\":8,\"engineFanPoints\":null,"
                + "\"flowers\":0,\"notation\":null,\"verification\":\"NOT_GIVEN\",\"results\":{\"" + player(0)
                + "\":32,\"" + player(3) + "\":-8,\"" + player(1) + "\":-16,\"" + player(2) + "\":-8}}");
    }

    @Test
    void aWriteReadsTheSheetAsItIsUnderItsLockAndSeesItsOwnHands() {
        Sheet sheet = sheets.open(tid, 1, 1);
        HandRecord first = add(sheet, eastWins(1, "click"));

        List<Object> seen = sheets.write(Actor.SYSTEM, tid, sheet.id(), w -> {
            List<Object> read = new java.util.ArrayList<>(List.of(w.status(), w.version(), w.hands(), w.session()));
            w.add(draw(2), seats());
            read.add(w.version());
            read.add(w.hands().size());
            return read;
        });

        assertThat(seen).containsExactly(SheetStatus.OPEN, 1, List.of(first), SessionStatus.SCHEDULED, 2, 2);
    }

    @Test
    void aWriteThatFailsHalfwayLeavesNothingBehind() {
        Sheet sheet = sheets.open(tid, 1, 1);
        long version = sheets.resultsVersion(tid);

        assertThatThrownBy(() -> sheets.write(Actor.SYSTEM, tid, sheet.id(), w -> {
            w.add(eastWins(1, null), seats());
            w.session(SessionStatus.RUNNING);
            throw new IllegalStateException("refused after the insert");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(sheets.hands(sheet.id())).isEmpty();
        assertThat(sheets.find(tid, 1, 1).orElseThrow().version()).isZero();
        assertThat(sheets.resultsVersion(tid)).isEqualTo(version);
        assertThat(db.dsl().fetchValue("select status from tournament_session where tournament_id = ? and number = 1",
                tid)).isEqualTo("SCHEDULED");
    }

    @Test
    void handsComeBackInTheirOrderAndTheSessionStartsWithTheFirstHand() {
        Sheet sheet = sheets.open(tid, 1, 1);
        for (int n = 1; n <= 3; n++) {
            HandRecord hand = n == 2 ? draw(n) : eastWins(n, "r" + n);
            sheets.write(Actor.SYSTEM, tid, sheet.id(), w -> {
                w.add(hand, seats());
                w.session(w.session().afterHand());
                return null;
            });
        }
        assertThat(sheets.hands(sheet.id())).extracting(HandRecord::number).containsExactly(1, 2, 3);
        assertThat(sheets.hands(sheet.id())).extracting(HandRecord::result).containsExactly("WIN", "DRAW", "WIN");
        assertThat(db.dsl().fetchValue("select status from tournament_session where tournament_id = ? and number = 1",
                tid)).isEqualTo("RUNNING");
    }

    @Test
    void aSubmittedSheetTakesNoHandAndStatusChangesFollowTheSheetsLifeOnly() {
        Sheet sheet = sheets.open(tid, 1, 1);
        add(sheet, eastWins(1, null));
        assertThatThrownBy(() -> sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 1, SheetStatus.SUBMITTED, SheetStatus.CLOSED))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.wrongStatus");
        assertThatThrownBy(() -> sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 0, SheetStatus.OPEN, SheetStatus.SUBMITTED))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.stale");

        int submitted = sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 1, SheetStatus.OPEN, SheetStatus.SUBMITTED);

        assertThat(submitted).isEqualTo(2);
        Sheet read = sheets.find(tid, 1, 1).orElseThrow();
        assertThat(read.status()).isEqualTo(SheetStatus.SUBMITTED);
        assertThat(read.submittedAt()).isEqualTo(OffsetDateTime.now(clock));
        assertThat(sheets.write(Actor.SYSTEM, tid, sheet.id(), SheetWrite::status)).isEqualTo(SheetStatus.SUBMITTED);

        sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 2, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        Sheet closed = sheets.find(tid, 1, 1).orElseThrow();
        assertThat(closed.closed()).isTrue();
        assertThat(closed.closedAt()).isEqualTo(OffsetDateTime.now(clock));
        assertThat(audit.recent(tid, 2)).extracting(AuditLog.Entry::action)
                .containsExactly("sheet.closed", "sheet.submitted");
        assertThat(audit.recent(tid, 1).get(0).before()).isEqualTo("{\"status\":\"SUBMITTED\"}");
    }

    @Test
    void theSessionFinishesWhenTheLastTableOfItsDrawIsClosed() {
        List<Integer> tables = new DrawRepository(db, audit).seatings(tid).stream()
                .filter(s -> s.session() == 1).map(Seating::table).distinct().sorted().toList();
        for (int t : tables) {
            assertThat(db.dsl().fetchValue(
                    "select status from tournament_session where tournament_id = ? and number = 1", tid))
                    .isNotEqualTo("FINISHED");
            Sheet sheet = sheets.open(tid, 1, t);
            sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 0, SheetStatus.OPEN, SheetStatus.SUBMITTED);
            sheets.setStatus(Actor.SYSTEM, tid, sheet.id(), 1, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        }
        assertThat(db.dsl().fetchValue("select status from tournament_session where tournament_id = ? and number = 1",
                tid)).isEqualTo("FINISHED");
    }

    @Test
    void aCorrectionReplacesTheHandAndKeepsBeforeAfterAndReason() {
        Sheet sheet = sheets.open(tid, 1, 1);
        HandRecord original = add(sheet, eastWins(1, null));

        int version = sheets.correctHand(Actor.SYSTEM, tid, sheet.id(), 1, draw(1), seats(), "misread tiles", null);

        assertThat(version).isEqualTo(2);
        assertThat(sheets.hands(sheet.id())).singleElement().satisfies(h -> {
            assertThat(h.result()).isEqualTo("DRAW");
            assertThat(h.results().values()).containsOnly(0);
        });
        List<Correction> corrections = sheets.corrections(sheet.id());
        assertThat(corrections).singleElement().satisfies(c -> {
            assertThat(c.handNumber()).isEqualTo(1);
            assertThat(c.reason()).isEqualTo("misread tiles");
            assertThat(c.appealId()).isNull();
            assertThat(c.at()).isEqualTo(OffsetDateTime.now(clock));
            assertThat(c.before()).contains("\"result\":\"WIN\"").contains("\"fanPoints\":8");
            assertThat(c.after()).contains("\"result\":\"DRAW\"");
        });
        assertThat(original.id()).isNotEqualTo(sheets.hands(sheet.id()).get(0).id());
        assertThatThrownBy(() -> sheets.correctHand(Actor.SYSTEM, tid, sheet.id(), 1, eastWins(1, null), seats(),
                "from a stale form", null)).isInstanceOf(StaleDataException.class);
        assertThatThrownBy(() -> sheets.correctHand(Actor.SYSTEM, tid, sheet.id(), 2, eastWins(5, null), seats(),
                "no such hand", null)).isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.noSuchHand");
        assertThat(sheets.corrections(sheet.id())).hasSize(1);
    }

    @Test
    void onlyAMismatchedClaimCanBeAcceptedAndOnlyOnce() {
        Sheet sheet = sheets.open(tid, 1, 1);
        HandRecord claim = eastWins(1, null);
        HandRecord mismatch = new HandRecord(null, 1, "E", player(0), "WIN", player(0), false, player(1), 8, 9, 0,
                "notation", null, "[]", HandVerification.MISMATCH, null, claim.results());
        add(sheet, mismatch);
        add(sheet, draw(2));

        assertThatThrownBy(() -> sheets.acceptClaim(Actor.SYSTEM, tid, sheet.id(), 2, 2))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.nothingToAccept");
        int version = sheets.acceptClaim(Actor.SYSTEM, tid, sheet.id(), 2, 1);

        assertThat(version).isEqualTo(3);
        assertThat(sheets.hands(sheet.id()).get(0).verification()).isEqualTo(HandVerification.ACCEPTED);
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"hand\":1}");
        assertThatThrownBy(() -> sheets.acceptClaim(Actor.SYSTEM, tid, sheet.id(), 3, 1))
                .isInstanceOf(StaleDataException.class);
    }

    @Test
    void theDatabaseRefusesAHandResultOutsideItsClosedSetAndTheRefusedHandLeavesNoTrace() {
        Sheet sheet = sheets.open(tid, 1, 1);
        HandRecord bad = new HandRecord(null, 1, "E", player(0), "CHOMBO", null, false, null, null, null, 0, null,
                null, null, HandVerification.NOT_GIVEN, null, draw(1).results());
        assertThatThrownBy(() -> add(sheet, bad))
                .isInstanceOf(RuntimeException.class);
        assertThat(sheets.hands(sheet.id())).isEmpty();
        assertThat(sheets.find(tid, 1, 1).orElseThrow().version()).isZero();
    }

    @Test
    void anAbsentSeatIsSetBeforeTheFirstHandOnly() {
        Sheet sheet = sheets.open(tid, 1, 1);
        sheets.setAbsent(Actor.SYSTEM, tid, sheet.id(), "N");
        assertThat(sheets.find(tid, 1, 1).orElseThrow().absentSeat()).isEqualTo("N");
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"absent\":\"N\"}");
        sheets.setAbsent(Actor.SYSTEM, tid, sheet.id(), null);
        assertThat(sheets.find(tid, 1, 1).orElseThrow().absentSeat()).isNull();

        add(sheet, draw(1));
        assertThatThrownBy(() -> sheets.setAbsent(Actor.SYSTEM, tid, sheet.id(), "S"))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("sheet.absentAfterStart");
    }

    @Test
    void sessionTotalsSumEachPlayersHandsPerTableAndHandStatsCountWinsAndDealIns() {
        Sheet sheet = sheets.open(tid, 1, 1);
        add(sheet, eastWins(1, null));
        add(sheet, draw(2));
        add(sheet, eastWins(3, null));

        assertThat(sheets.sessionTotals(tid)).containsExactlyInAnyOrder(
                new SheetRepository.SessionTotal(player(0), 1, 1, 64, 3, SheetStatus.OPEN),
                new SheetRepository.SessionTotal(player(1), 1, 1, -32, 3, SheetStatus.OPEN),
                new SheetRepository.SessionTotal(player(2), 1, 1, -16, 3, SheetStatus.OPEN),
                new SheetRepository.SessionTotal(player(3), 1, 1, -16, 3, SheetStatus.OPEN));
        assertThat(sheets.sessionTotals(tid, 1, 2)).isEmpty();
        assertThat(sheets.sessionTotals(tid, 1, 1)).hasSize(4);
        assertThat(sheets.handStats(player(0))).isEqualTo(new SheetRepository.PlayerHandStats(2, 0, 16));
        assertThat(sheets.handStats(player(1))).isEqualTo(new SheetRepository.PlayerHandStats(0, 2, 0));
        assertThat(sheets.handStats(player(2))).isEqualTo(new SheetRepository.PlayerHandStats(0, 0, 0));
    }
}
