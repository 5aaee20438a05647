package org.mahjongresults.db.demo;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.sheet.McrHandScoring;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.sheet.SheetStatus;

/**
 * Real score sheets for the demo: whole sessions, closed, and a session being played, every win a real hand
 * verified by the engine (its fan points are the engine's). Deterministic: the same seed gives the same sheets.
 */
final class DemoResults {

    /** Winning hands in the notation; the engine scores each in the situation it is won in. */
    static final List<String> HANDS = List.of(
            "[234p1]12356789m55s4m",
            "1122m3344p5566s77s",
            "[123m1]234m567m789m55m",
            "[222m2][555p1]888s99p11s1s",
            "[123m1]123p123s456m55p",
            "[CCC1]123p456p789p5p5p",
            "[678s3]234m234p234s66m",
            "[EEE2]123m456m789m99m",
            "[345p1][345m1]345s678s1s1s",
            "[FFF1][PPP2]234s456s5s5s",
            "19m19p19sESWNCFP1m");

    private final SheetRepository sheets;
    private final DrawRepository draws;
    private final Random random;
    /** The demo's time, set as the hands are entered, or null (the repository's own clock). */
    private final SettableClock clock;

    DemoResults(SheetRepository sheets, DrawRepository draws, long seed) {
        this(sheets, draws, seed, null);
    }

    DemoResults(SheetRepository sheets, DrawRepository draws, long seed, SettableClock clock) {
        this.sheets = sheets;
        this.draws = draws;
        this.random = new Random(seed);
        this.clock = clock;
    }

    private void at(java.time.Instant instant) {
        if (clock != null) {
            clock.set(instant);
        }
    }

    /** Plays {@code closedSessions} whole sessions and closes them, then part of the next one. */
    void play(long tournamentId, int closedSessions) {
        play(tournamentId, closedSessions, true);
    }

    /** Plays and closes sessions 1 to {@code closedSessions}; the next one is being played if {@code next}. */
    void play(long tournamentId, int closedSessions, boolean next) {
        Map<Integer, Map<Integer, List<Seating>>> bySession = DrawRepository.grouped(draws.seatings(tournamentId));
        for (int session = 1; session <= closedSessions + (next ? 1 : 0); session++) {
            Map<Integer, List<Seating>> tables = new TreeMap<>(bySession.getOrDefault(session, Map.of()));
            for (var table : tables.entrySet()) {
                boolean live = session > closedSessions;
                int hands = live ? Math.min(16, 2 * table.getKey() + 1) : 16;
                playTable(tournamentId, session, table.getKey(), table.getValue(), hands, !live);
            }
        }
    }

    private void playTable(long tournamentId, int session, int table, List<Seating> seats, int hands, boolean close) {
        at(DemoSchedule.sessionStart(session));
        Sheet sheet = sheets.open(tournamentId, session, table);
        List<Long> players = seats.stream().map(Seating::playerId).toList();
        int version = sheet.version();
        for (int n = 1; n <= hands; n++) {
            ScoredHand hand = nextHand(n);
            at(DemoSchedule.handEntered(session, table, n));
            version = DemoHands.add(sheets, tournamentId, sheet.id(), hand, players);
        }
        if (close) {
            at(DemoSchedule.sheetClosed(session, table).minus(java.time.Duration.ofMinutes(3)));
            version = sheets.setStatus(Actor.SYSTEM, tournamentId, sheet.id(), version, SheetStatus.OPEN, SheetStatus.SUBMITTED);
            at(DemoSchedule.sheetClosed(session, table));
            sheets.setStatus(Actor.SYSTEM, tournamentId, sheet.id(), version, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        }
    }

    private ScoredHand nextHand(int number) {
        if (random.nextInt(8) == 0) {
            return score(report(number, true, null, null, 0, null, 0)).hand();
        }
        int winner = random.nextInt(4);
        Integer discarder = random.nextInt(3) == 0 ? null : (winner + 1 + random.nextInt(3)) % 4;
        int flowers = random.nextInt(4) == 0 ? 1 + random.nextInt(2) : 0;
        int start = random.nextInt(HANDS.size());
        for (int i = 0; i < HANDS.size(); i++) {
            String notation = HANDS.get((start + i) % HANDS.size());
            McrHandScoring.Scored probe = score(report(number, false, winner, discarder, 8, notation, flowers));
            if (probe.hand() != null) {
                // Claim what the engine finds, as a careful table would.
                return score(report(number, false, winner, discarder, probe.verdict().total(), notation, flowers))
                        .hand();
            }
        }
        return score(report(number, true, null, null, 0, null, 0)).hand();
    }

    private static McrHandScoring.Scored score(McrHandScoring.Report report) {
        return McrHandScoring.score(report, -1, RuleProfile.WMO);
    }

    private static McrHandScoring.Report report(int number, boolean draw, Integer winner, Integer discarder,
                                                int points, String notation, int flowers) {
        return new McrHandScoring.Report(number, draw, winner, discarder, points, flowers, notation, false, false,
                false, false, null);
    }

}
