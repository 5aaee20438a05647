package org.mahjongresults.engine.riichi.game;

import java.util.List;
import java.util.Set;

/**
 * How one hand of a riichi game ended, as the score sheet records it. Seats are 0-3 in the order of the first
 * deal: 0 was East in the first hand (起家), 1 South, 2 West, 3 North; turn order runs 0, 1, 2, 3. Every record names
 * the players who declared riichi during the hand (and so put a stick on the table); a riichi whose declaring discard
 * was won on is void and is not listed.
 */
public sealed interface HandRecord {

    /** The seats that declared riichi in this hand and put a stick on the table. */
    Set<Integer> riichi();

    /**
     * A win on a discard. With head bump only the caller first in turn order after the discarder is paid; with double
     * and triple ron every caller is. A triple ron under rules with the triple-ron abortive draw is refused: record
     * the {@link Abortive} draw instead.
     *
     * @param wins the players who called ron and their hands' values
     * @param discarder the seat whose discard (or added kan, for chankan) was won on
     */
    record Ron(List<RonWin> wins, int discarder, Set<Integer> riichi) implements HandRecord {
        public Ron {
            wins = List.copyOf(wins);
            riichi = Set.copyOf(riichi);
        }

        /** One player's ron: {@code winner} and the value of the hand. */
        public static Ron of(int winner, HandValue value, int discarder, Integer... riichi) {
            return new Ron(List.of(new RonWin(winner, value)), discarder, Set.of(riichi));
        }
    }

    /** One caller of a ron and what the hand is worth. */
    record RonWin(int winner, HandValue value) {
    }

    /** A win by self-draw: each of the three others pays. */
    record Tsumo(int winner, HandValue value, Set<Integer> riichi) implements HandRecord {
        public Tsumo {
            riichi = Set.copyOf(riichi);
        }

        public static Tsumo of(int winner, HandValue value, Integer... riichi) {
            return new Tsumo(winner, value, Set.of(riichi));
        }
    }

    /**
     * The wall ran out with no win (荒牌流局). The noten players pay the tenpai players the noten payment, unless one
     * or more players made nagashi mangan, which is paid instead where the rules have it (RULINGS §10.4).
     *
     * @param tenpai the players who showed a tenpai hand; every riichi player must be among them
     * @param nagashi the players paid a nagashi mangan; empty if none
     */
    record ExhaustiveDraw(Set<Integer> tenpai, Set<Integer> riichi, Set<Integer> nagashi) implements HandRecord {
        public ExhaustiveDraw {
            tenpai = Set.copyOf(tenpai);
            riichi = Set.copyOf(riichi);
            nagashi = Set.copyOf(nagashi);
        }

        public static ExhaustiveDraw of(Set<Integer> tenpai, Integer... riichi) {
            return new ExhaustiveDraw(tenpai, Set.of(riichi), Set.of());
        }
    }

    /** An abortive draw of a kind the rules have: no payment, the dealer stays and a counter is added. */
    record Abortive(AbortiveDraw kind, Set<Integer> riichi) implements HandRecord {
        public Abortive {
            riichi = Set.copyOf(riichi);
        }
    }

    /**
     * A chombo by {@code offender}: the hand is replayed with the same dealer and counters, and the riichi sticks put
     * out in it go back to their owners; the penalty follows {@link RiichiRules#chombo()}.
     */
    record Chombo(int offender, Set<Integer> riichi) implements HandRecord {
        public Chombo {
            riichi = Set.copyOf(riichi);
        }

        public static Chombo of(int offender) {
            return new Chombo(offender, Set.of());
        }
    }
}
