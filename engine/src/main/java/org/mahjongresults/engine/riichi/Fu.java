package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.tile.Tile;

/**
 * Minipoints (符) of one reading (EMA RCR 2016 §4.1.1, WRC 2015 §6.3): 20 to start; 10 for a closed hand won on a
 * discard; 2 for a self-draw except with pinfu (a pinfu tsumo stays at 20); 2 for a kanchan, penchan or tanki wait;
 * 2 for a pair of dragons, of the seat wind, of the round wind (a wind that is both: the rules' 2 or 4); for each
 * triplet 2, doubled for terminals and honours, doubled when concealed, and times four for a kan; an open hand that
 * would stay at 20 is 30; then up to the next 10. Seven pairs are 25 fixed. Thirteen orphans, a yakuman, have none
 * (0).
 */
public final class Fu {

    private Fu() {
    }

    /** The fu, rounded up, of a reading. */
    public static int of(Reading r, boolean open, boolean tsumo, boolean pinfu, RiichiSituation s, HandRules rules) {
        return switch (r.shape()) {
            case SEVEN_PAIRS -> 25;
            case THIRTEEN_ORPHANS -> 0;
            case STANDARD -> roundUp(raw(r, open, tsumo, pinfu, s, rules), open);
        };
    }

    /** The fu before the open-hand minimum and rounding. */
    static int raw(Reading r, boolean open, boolean tsumo, boolean pinfu, RiichiSituation s, HandRules rules) {
        int fu = 20;
        if (!open && !tsumo) {
            fu += 10;
        }
        if (tsumo && !pinfu) {
            fu += 2;
        }
        if (r.waitType() == Wait.KANCHAN || r.waitType() == Wait.PENCHAN || r.waitType() == Wait.TANKI) {
            fu += 2;
        }
        for (Group g : r.groups()) {
            Tile t = g.tile();
            if (g.kind() == Group.Kind.PAIR) {
                fu += pair(t, s, rules);
            } else if (g.isTriplet()) {
                int v = 2;
                if (t.isTerminalOrHonour()) {
                    v *= 2;
                }
                if (!g.open()) {
                    v *= 2;
                }
                if (g.kind() == Group.Kind.KAN) {
                    v *= 4;
                }
                fu += v;
            }
        }
        return fu;
    }

    /** Fu of a pair of this tile. */
    static int pair(Tile t, RiichiSituation s, HandRules rules) {
        if (t.isDragon()) {
            return 2;
        }
        boolean seat = t == s.seatWind().tile();
        boolean round = t == s.roundWind().tile();
        if (seat && round) {
            return rules.doubleWindPairFu();
        }
        return seat || round ? 2 : 0;
    }

    private static int roundUp(int raw, boolean open) {
        if (open && raw == 20) {
            return 30;
        }
        return (raw + 9) / 10 * 10;
    }
}
