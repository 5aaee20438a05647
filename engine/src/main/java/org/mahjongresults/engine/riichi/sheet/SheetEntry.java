package org.mahjongresults.engine.riichi.sheet;

import java.util.List;
import java.util.Set;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;

/**
 * One line of the score sheet: how a hand ended. Seats are 0-3 in the order of the first deal (0 was East in the
 * first hand). {@code riichi} names the players who declared riichi in the hand and put a stick out (a riichi whose
 * declaring discard was won on is void and is not named).
 */
public sealed interface SheetEntry {

    /** The seats that declared riichi in this hand. */
    Set<Integer> riichi();

    /** One caller of a ron and the hand as written. */
    record Winner(int seat, WinEntry win) {
    }

    /** A win on a discard by one or more players (several where the rules pay them; else the first is paid). */
    record Ron(List<Winner> winners, int discarder, Set<Integer> riichi) implements SheetEntry {
        public Ron {
            winners = List.copyOf(winners);
            riichi = Set.copyOf(riichi);
        }

        public static Ron of(int winner, WinEntry win, int discarder, Integer... riichi) {
            return new Ron(List.of(new Winner(winner, win)), discarder, Set.of(riichi));
        }
    }

    /** A win by self-draw. */
    record Tsumo(int winner, WinEntry win, Set<Integer> riichi) implements SheetEntry {
        public Tsumo {
            riichi = Set.copyOf(riichi);
        }

        public static Tsumo of(int winner, WinEntry win, Integer... riichi) {
            return new Tsumo(winner, win, Set.of(riichi));
        }
    }

    /** The wall ran out: who was tenpai, and who made nagashi mangan where the rules have it. */
    record Draw(Set<Integer> tenpai, Set<Integer> riichi, Set<Integer> nagashi) implements SheetEntry {
        public Draw {
            tenpai = Set.copyOf(tenpai);
            riichi = Set.copyOf(riichi);
            nagashi = Set.copyOf(nagashi);
        }

        public static Draw of(Set<Integer> tenpai, Integer... riichi) {
            return new Draw(tenpai, Set.of(riichi), Set.of());
        }
    }

    /** An abortive draw of a kind the rules have. */
    record Abortive(AbortiveDraw kind, Set<Integer> riichi) implements SheetEntry {
        public Abortive {
            riichi = Set.copyOf(riichi);
        }
    }

    /** A chombo: the hand is replayed, the penalty follows the profile. */
    record Chombo(int offender, Set<Integer> riichi) implements SheetEntry {
        public Chombo {
            riichi = Set.copyOf(riichi);
        }

        public static Chombo of(int offender) {
            return new Chombo(offender, Set.of());
        }
    }
}
