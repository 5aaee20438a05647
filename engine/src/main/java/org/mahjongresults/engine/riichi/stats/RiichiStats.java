package org.mahjongresults.engine.riichi.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.game.Limit;
import org.mahjongresults.engine.riichi.sheet.ScoredWin;
import org.mahjongresults.engine.riichi.sheet.SheetEntry;
import org.mahjongresults.engine.riichi.sheet.SheetHand;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * The statistics of a set of riichi sheets (a tournament, a round, a player's career).
 *
 * @param hands hands played (chombo redeals not counted)
 * @param ron hands won on a discard (a double ron counts once), out of hands
 * @param tsumo hands won by self-draw, out of hands
 * @param draws exhaustive draws, out of hands
 * @param abortive abortive draws, out of hands
 * @param multipleRon rons with two or three paid winners, out of the hands won on a discard
 * @param chombo chombo lines
 * @param wins paid wins (a double ron counts two)
 * @param dealerWins wins by the dealer, out of wins
 * @param averageWin the average win in points, counters and sticks aside
 * @param yaku each yaku scored with how many wins carry it, most frequent first (ties in registry order)
 * @param limits how many wins reached each limit ({@link Limit#NONE} for those below mangan)
 * @param players each player's record, in order of id
 */
public record RiichiStats(int hands, Rate ron, Rate tsumo, Rate draws, Rate abortive, Rate multipleRon, int chombo,
        int wins, Rate dealerWins, int averageWin, List<YakuCount> yaku, Map<Limit, Integer> limits,
        List<PlayerRecord> players) {

    // the columns of a player's counts
    private static final int HANDS = 0;
    private static final int WINS = 1;
    private static final int TSUMO = 2;
    private static final int DEALER_WINS = 3;
    private static final int DEAL_INS = 4;
    private static final int RIICHI = 5;
    private static final int RIICHI_WINS = 6;
    private static final int OPEN_WINS = 7;
    private static final int POINTS = 8;
    private static final int BIGGEST = 9;
    private static final int CHOMBO = 10;
    private static final int CALLS = 11;

    /** One yaku and the share of wins that carry it. */
    public record YakuCount(Yaku yaku, Rate wins) {
    }

    public RiichiStats {
        yaku = List.copyOf(yaku);
        limits = Map.copyOf(limits);
        players = List.copyOf(players);
    }

    /** The statistics of {@code sheets}. */
    public static RiichiStats of(List<SeatedSheet> sheets) {
        int hands = 0;
        int ron = 0;
        int tsumo = 0;
        int draws = 0;
        int abortive = 0;
        int multiple = 0;
        int chombo = 0;
        int wins = 0;
        int dealerWins = 0;
        long points = 0;
        int[] yakuCounts = new int[Yaku.values().length];
        Map<Limit, Integer> limits = new EnumMap<>(Limit.class);
        for (SeatedSheet seated : sheets) {
            for (SheetHand hand : seated.sheet().hands()) {
                SheetEntry entry = hand.entry();
                if (entry instanceof SheetEntry.Chombo) {
                    chombo++;
                    continue;
                }
                hands++;
                draws += entry instanceof SheetEntry.Draw ? 1 : 0;
                abortive += entry instanceof SheetEntry.Abortive ? 1 : 0;
                tsumo += entry instanceof SheetEntry.Tsumo ? 1 : 0;
                if (entry instanceof SheetEntry.Ron) {
                    ron++;
                    multiple += paid(hand).size() > 1 ? 1 : 0;
                }
                for (ScoredWin w : paid(hand)) {
                    boolean dealer = w.seat() == hand.played().before().dealer();
                    wins++;
                    dealerWins += dealer ? 1 : 0;
                    points += w.points(dealer);
                    limits.merge(w.base().limit(), 1, Integer::sum);
                    for (YakuHan y : w.yaku()) {
                        yakuCounts[y.yaku().ordinal()]++;
                    }
                }
            }
        }
        List<YakuCount> yaku = new ArrayList<>();
        for (Yaku y : Yaku.values()) {
            if (yakuCounts[y.ordinal()] > 0) {
                yaku.add(new YakuCount(y, new Rate(yakuCounts[y.ordinal()], wins)));
            }
        }
        yaku.sort(Comparator.comparingInt((YakuCount c) -> -c.wins().count()));
        return new RiichiStats(hands, new Rate(ron, hands), new Rate(tsumo, hands), new Rate(draws, hands),
                new Rate(abortive, hands), new Rate(multiple, ron), chombo, wins, new Rate(dealerWins, wins),
                wins == 0 ? 0 : (int) (points / wins), yaku, limits, players(sheets));
    }

    private static List<ScoredWin> paid(SheetHand hand) {
        return hand.wins().stream().filter(ScoredWin::paid).toList();
    }

    private static List<PlayerRecord> players(List<SeatedSheet> sheets) {
        Set<Long> ids = new TreeSet<>();
        sheets.forEach(s -> ids.addAll(s.players()));
        Map<Long, int[]> counts = new LinkedHashMap<>();
        ids.forEach(id -> counts.put(id, new int[12]));
        for (SeatedSheet seated : sheets) {
            for (SheetHand hand : seated.sheet().hands()) {
                SheetEntry entry = hand.entry();
                for (int seat = 0; seat < 4; seat++) {
                    int[] c = counts.get(seated.players().get(seat));
                    if (entry instanceof SheetEntry.Chombo chombo) {
                        c[CHOMBO] += chombo.offender() == seat ? 1 : 0;
                        continue;
                    }
                    c[HANDS]++;
                    boolean riichi = entry.riichi().contains(seat);
                    c[RIICHI] += riichi ? 1 : 0;
                    c[CALLS] += hand.called().contains(seat) ? 1 : 0;
                    if (entry instanceof SheetEntry.Ron ron && ron.discarder() == seat) {
                        c[DEAL_INS]++;
                    }
                    for (ScoredWin w : paid(hand)) {
                        if (w.seat() == seat) {
                            boolean dealer = seat == hand.played().before().dealer();
                            int value = w.points(dealer);
                            c[WINS]++;
                            c[TSUMO] += w.tsumo() ? 1 : 0;
                            c[DEALER_WINS] += dealer ? 1 : 0;
                            c[RIICHI_WINS] += riichi ? 1 : 0;
                            c[OPEN_WINS] += w.open() ? 1 : 0;
                            c[POINTS] += value;
                            c[BIGGEST] = Math.max(c[BIGGEST], value);
                        }
                    }
                }
            }
        }
        List<PlayerRecord> records = new ArrayList<>();
        counts.forEach((id, c) -> records.add(new PlayerRecord(id, c[HANDS], new Rate(c[WINS], c[HANDS]),
                new Rate(c[TSUMO], c[WINS]), new Rate(c[DEALER_WINS], c[WINS]), new Rate(c[DEAL_INS], c[HANDS]),
                new Rate(c[RIICHI], c[HANDS]), new Rate(c[RIICHI_WINS], c[RIICHI]), new Rate(c[OPEN_WINS], c[WINS]),
                new Rate(c[CALLS], c[HANDS]), c[WINS] == 0 ? 0 : c[POINTS] / c[WINS], c[BIGGEST], c[CHOMBO])));
        return records;
    }
}
