package org.mahjongresults.engine.riichi.game;

import java.util.List;

/**
 * What a won hand is worth before the rules' limits: its han (yaku plus dora) and fu, or the yakuman it holds. This is
 * the game side's own record of a hand's value; the hand scorer of {@code org.mahjongresults.engine.riichi} produces
 * it, and a score sheet may take it as entered (han and fu, or the yakuman).
 *
 * @param han the han of yaku and dora; 0 for a yakuman hand
 * @param fu the fu, rounded up to 10 (25 for seven pairs), at most 140 (three kans of terminals or honours; more
 *     needs four kans, a yakuman); 0 for a yakuman hand
 * @param yakuman one entry per yakuman in the hand: 1 for a yakuman, 2 for the double form of one (four concealed
 *     pungs on a pair wait, thirteen-sided thirteen orphans, nine-sided nine gates, big four winds); empty if none
 */
public record HandValue(int han, int fu, List<Integer> yakuman) {

    public HandValue {
        yakuman = List.copyOf(yakuman);
        if (yakuman.isEmpty()) {
            if (han < 1) {
                throw new IllegalArgumentException("a won hand has at least 1 han, not " + han);
            }
            if (fu != 25 && (fu < 20 || fu > 140 || fu % 10 != 0)) {
                throw new IllegalArgumentException("fu are 20 to 140 in tens, or 25 for seven pairs, not " + fu);
            }
            if (fu == 25 && han < 2) {
                throw new IllegalArgumentException("25 fu is seven pairs, which is at least 2 han");
            }
        } else {
            if (han != 0 || fu != 0) {
                throw new IllegalArgumentException("a yakuman hand is counted in yakuman, not in han and fu");
            }
            if (yakuman.stream().anyMatch(y -> y != 1 && y != 2)) {
                throw new IllegalArgumentException("each yakuman counts 1, or 2 for a double form");
            }
        }
    }

    /** A hand of {@code han} han and {@code fu} fu. */
    public static HandValue of(int han, int fu) {
        return new HandValue(han, fu, List.of());
    }

    /** A hand of one or more yakuman, each given as 1 (single) or 2 (a double form). */
    public static HandValue yakuman(Integer... each) {
        return new HandValue(0, 0, List.of(each));
    }

    /** Whether the hand holds a yakuman (not counting 13 han made of ordinary yaku and dora). */
    public boolean isYakuman() {
        return !yakuman.isEmpty();
    }

    @Override
    public String toString() {
        return isYakuman() ? "yakuman" + yakuman : han + " han " + fu + " fu";
    }
}
