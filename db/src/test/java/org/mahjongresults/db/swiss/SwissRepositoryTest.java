package org.mahjongresults.db.swiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sheet.HandVerification;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The Swiss knockout's store (Swiss rules, RULINGS §6): a round of four hands per table, the clear winner recorded when the
 * sheet closes, a shared top total left to the referee, and the winner following a correction.
 */
class SwissRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private SheetRepository sheets;
    private SwissRepository knockout;
    private TournamentRepository tournaments;
    private DrawRepository draws;
    private Tournament t;
    private List<Seating> table;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        AuditLog audit = new AuditLog(db, clock);
        sheets = new SheetRepository(db, clock, audit);
        draws = new DrawRepository(db, audit);
        knockout = new SwissRepository(db, audit, sheets, draws);
        tournaments = new TournamentRepository(db, clock, audit);
        t = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Swiss Open").withRuleSet(RuleSet.SWISS));
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        for (int entry = 1; entry <= 4; entry++) {
            Player p = tournaments.createPlayer(Actor.SYSTEM,
                    Player.newPlayer(t.id(), entry, "P" + entry, null, null, null, null));
            entryToPlayer.put(entry, p.id());
        }
        knockout.saveRound(Actor.SYSTEM, t, new Session(1, List.of(new Table(1, List.of(1, 2, 3, 4)))),
                entryToPlayer, 7L);
        t = tournaments.find(t.id()).orElseThrow();
        table = draws.seatings(t.id(), 1, 1);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Map<Long, String> seats() {
        Map<Long, String> seats = new LinkedHashMap<>();
        table.forEach(s -> seats.put(s.playerId(), s.seat().letter()));
        return seats;
    }

    /** A hand in which the players of seats E, S, W, N win or pay the given points. */
    private HandRecord hand(int number, int... points) {
        Map<Long, Integer> results = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) {
            results.put(table.get(i).playerId(), points[i]);
        }
        return new HandRecord(null, number, "E", table.get(0).playerId(), "DRAW", null, false, null, null, null, 0,
                null, null, null, HandVerification.NOT_GIVEN, null, results);
    }

    /** Stores the hand on the sheet, as the sheet service does once it has decided to. */
    private void add(Sheet sheet, HandRecord hand) {
        sheets.write(Actor.SYSTEM, t.id(), sheet.id(), w -> w.add(hand, seats()));
    }

    /** Enters four hands with the given first hand (the others are nil) and submits the sheet. */
    private Sheet playedAndSubmitted(int... firstHand) {
        Sheet sheet = sheets.open(t.id(), 1, 1);
        for (int n = 1; n <= 4; n++) {
            add(sheet, n == 1 ? hand(1, firstHand) : hand(n, 0, 0, 0, 0));
        }
        sheets.setStatus(Actor.SYSTEM, t.id(), sheet.id(), 4, SheetStatus.OPEN, SheetStatus.SUBMITTED);
        return sheets.find(t.id(), 1, 1).orElseThrow();
    }

    @Test
    void aRoundIsStoredAsASessionSeatedKnockoutWithTheSeedOfTheFirstRound() {
        assertThat(draws.sessions(t.id())).singleElement().satisfies(s -> assertThat(s.seating())
                .isEqualTo("KNOCKOUT"));
        assertThat(t.drawStatus()).isEqualTo(Tournament.DrawStatus.DRAFT);
        assertThat(t.drawSeed()).isEqualTo(7L);
        assertThat(table).extracting(Seating::entryNumber).containsExactly(1, 2, 3, 4);
    }

    @Test
    void closingTheSheetRecordsTheClearWinnerInTheSameTransaction() {
        Sheet sheet = playedAndSubmitted(-10, 30, -10, -10);

        knockout.close(Actor.SYSTEM, t.id(), sheet, sheet.version());

        assertThat(knockout.advances(t.id())).containsExactly(
                new SwissRepository.Advance(1, 1, table.get(1).playerId(), null, false));
        assertThat(sheets.find(t.id(), 1, 1).orElseThrow().closed()).isTrue();
    }

    @Test
    void aSheetWithoutItsFourHandsCannotBeClosedAndStaysSubmitted() {
        Sheet sheet = sheets.open(t.id(), 1, 1);
        add(sheet, hand(1, 10, -10, 0, 0));
        sheets.setStatus(Actor.SYSTEM, t.id(), sheet.id(), 1, SheetStatus.OPEN, SheetStatus.SUBMITTED);

        assertThatThrownBy(() -> knockout.close(Actor.SYSTEM, t.id(), sheet, 2))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("swiss.handsMissing");
        assertThat(sheets.find(t.id(), 1, 1).orElseThrow().status()).isEqualTo(SheetStatus.SUBMITTED);
        assertThat(knockout.advances(t.id())).isEmpty();
    }

    @Test
    void aSharedTopTotalIsLeftToTheRefereeWhoMayChooseOnlyALeader() {
        Sheet sheet = playedAndSubmitted(20, 20, -20, -20);
        long east = table.get(0).playerId();
        long south = table.get(1).playerId();
        assertThatThrownBy(() -> knockout.chooseAdvancer(Actor.SYSTEM, t.id(), 1, 1, south))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("swiss.notClosed");

        knockout.close(Actor.SYSTEM, t.id(), sheet, sheet.version());
        assertThat(knockout.advances(t.id())).isEmpty();
        assertThatThrownBy(() -> knockout.chooseAdvancer(Actor.SYSTEM, t.id(), 1, 1, table.get(2).playerId()))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("swiss.notALeader");

        knockout.chooseAdvancer(Actor.SYSTEM, t.id(), 1, 1, south);
        knockout.chooseAdvancer(Actor.SYSTEM, t.id(), 1, 1, east);

        assertThat(knockout.advances(t.id())).containsExactly(new SwissRepository.Advance(1, 1, east, null, true));
    }

    @Test
    void aCorrectionOfAClosedSheetMovesTheWinnerToTheNewLeader() {
        Sheet sheet = playedAndSubmitted(30, -10, -10, -10);
        knockout.close(Actor.SYSTEM, t.id(), sheet, sheet.version());
        Sheet closed = sheets.find(t.id(), 1, 1).orElseThrow();
        long before = sheets.resultsVersion(t.id());

        knockout.correct(Actor.SYSTEM, t.id(), closed, 1, closed.version(), hand(1, -10, -10, 30, -10), seats(),
                "the scores were swapped");

        assertThat(knockout.advances(t.id())).extracting(SwissRepository.Advance::playerId)
                .containsExactly(table.get(2).playerId());
        assertThat(sheets.resultsVersion(t.id())).isGreaterThan(before);
    }
}
