package org.mahjongresults.engine.riichi.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Who pays whom for the end of a hand (RCR 2016 §3.4.2, §3.4.9-10; WRC 2015 §5.7.2, §5.7.6-7). Seats are 0-3 in the
 * order of the first deal; {@code dealer} is the seat dealing this hand. {@code honba} is the number of counters on
 * the table and {@code sticks} the riichi sticks on it, including those put out in this hand.
 */
public final class Settlement {

    private Settlement() {
    }

    /**
     * A win on a discard. Each paid winner receives the hand's ron value from the discarder; the counters (honba ×
     * value) and the riichi sticks go to the first paid winner in turn order after the discarder, or with {@link
     * RonBonuses#EACH_WINNER} the counters to every paid winner and to each the stick they put out in this hand.
     * With head bump only that first winner is paid.
     *
     * @param riichi the seats that declared riichi in this hand (their sticks are among {@code sticks})
     */
    public static Payments ron(List<HandRecord.RonWin> wins, int discarder, int dealer, int honba, int sticks,
            Set<Integer> riichi, RiichiRules rules) {
        List<HandRecord.RonWin> paid = paidWinners(wins, discarder, rules);
        boolean each = rules.multipleRonBonuses() == RonBonuses.EACH_WINNER;
        int[] p = new int[4];
        int sticksLeft = sticks;
        for (int i = paid.size() - 1; i >= 0; i--) {
            HandRecord.RonWin win = paid.get(i);
            boolean first = i == 0;
            int amount = BasePoints.of(win.value(), rules).ron(win.winner() == dealer);
            if (first || each) {
                amount += honba * rules.honbaValue();
            }
            p[discarder] -= amount;
            p[win.winner()] += amount;
            int taken = first ? sticksLeft : each && riichi.contains(win.winner()) ? 1 : 0;
            p[win.winner()] += taken * rules.riichiStick();
            sticksLeft -= taken;
        }
        return Payments.of(p, sticks);
    }

    /**
     * The winners who are paid, first in turn order after the discarder first: all of them, or only the first under
     * head bump.
     */
    public static List<HandRecord.RonWin> paidWinners(List<HandRecord.RonWin> wins, int discarder, RiichiRules rules) {
        List<HandRecord.RonWin> ordered = new ArrayList<>(wins);
        ordered.sort(Comparator.comparingInt(w -> Math.floorMod(w.winner() - discarder, 4)));
        return rules.multipleRon() == MultipleRon.HEAD_BUMP ? List.of(ordered.get(0)) : List.copyOf(ordered);
    }

    /**
     * A win by self-draw: a dealer is paid 2 × base by each (rounded up to 100); a non-dealer 2 × base by the dealer
     * and the base by each other; every payer adds a third of the counters' value, and the winner takes the sticks.
     */
    public static Payments tsumo(int winner, HandValue value, int dealer, int honba, int sticks, RiichiRules rules) {
        return selfDrawn(winner, BasePoints.of(value, rules), dealer, honba, sticks, rules);
    }

    /** The noten payment at an exhaustive draw: the total is split among the tenpai players, paid by the noten ones. */
    public static Payments exhaustiveDraw(Set<Integer> tenpai, RiichiRules rules) {
        int[] p = new int[4];
        int ready = tenpai.size();
        if (ready > 0 && ready < 4) {
            for (int seat = 0; seat < 4; seat++) {
                p[seat] = tenpai.contains(seat) ? rules.notenPayment() / ready : -rules.notenPayment() / (4 - ready);
            }
        }
        return Payments.of(p, 0);
    }

    /**
     * Nagashi mangan at an exhaustive draw: each such player is paid as for a mangan tsumo, counters included (the
     * EMA rules before 2016 as riichi.wiki gives them: "table counters affect the hand score normally"); the sticks go
     * to the first of them in turn order from the dealer (RULINGS §10.4).
     */
    public static Payments nagashi(Set<Integer> players, int dealer, int honba, int sticks, RiichiRules rules) {
        int[] p = new int[4];
        BasePoints mangan = new BasePoints(Limit.MANGAN.basePoints(), Limit.MANGAN, 0);
        boolean first = true;
        for (int i = 0; i < 4; i++) {
            int seat = (dealer + i) % 4;
            if (players.contains(seat)) {
                Payments one = selfDrawn(seat, mangan, dealer, honba, first ? sticks : 0, rules);
                for (int s = 0; s < 4; s++) {
                    p[s] += one.of(s);
                }
                first = false;
            }
        }
        return Payments.of(p, players.isEmpty() ? 0 : sticks);
    }

    /** A chombo paid at the table: the offender pays what a mangan tsumo would have brought the offender. */
    public static Payments reverseMangan(int offender, int dealer, RiichiRules rules) {
        BasePoints base = new BasePoints(rules.chombo().points() / 4, Limit.MANGAN, 0);
        int[] p = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            if (seat != offender) {
                int amount = offender == dealer || seat == dealer
                        ? base.tsumoFromDealerOrByDealer() : base.tsumoFromNonDealer();
                p[seat] += amount;
                p[offender] -= amount;
            }
        }
        return Payments.of(p, 0);
    }

    private static Payments selfDrawn(int winner, BasePoints base, int dealer, int honba, int sticks,
            RiichiRules rules) {
        int[] p = new int[4];
        int counter = honba * rules.honbaValue() / 3;
        for (int seat = 0; seat < 4; seat++) {
            if (seat != winner) {
                int amount = (winner == dealer || seat == dealer
                        ? base.tsumoFromDealerOrByDealer() : base.tsumoFromNonDealer()) + counter;
                p[seat] -= amount;
                p[winner] += amount;
            }
        }
        p[winner] += sticks * rules.riichiStick();
        return Payments.of(p, sticks);
    }
}
