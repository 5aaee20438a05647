package org.mahjongresults.engine.riichi.sheet;

import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.game.RiichiRules;

/**
 * A riichi tournament's rules for the score sheet: the game side (points, limits, payments, draws, chombo) and the
 * hand side (yaku, dora, fu) of one published rule set. The switches both sides hold (red fives, open tanyao) must
 * agree; the double-yakuman switches are read from the game side when points are computed, so the hand side's only
 * names the double forms.
 *
 * @param game the game side's profile
 * @param hand the hand side's rules
 */
public record RiichiProfile(RiichiRules game, HandRules hand) {

    /** EMA Riichi Competition Rules 2016, both sides (RULINGS §10, §11). */
    public static final RiichiProfile EMA_2016 = new RiichiProfile(RiichiRules.EMA_2016, HandRules.EMA_2016);

    /** World Riichi Championship rules 2015, both sides. */
    public static final RiichiProfile WRC_2015 = new RiichiProfile(RiichiRules.WRC_2015, HandRules.WRC);

    /** M.League, both sides. */
    public static final RiichiProfile M_LEAGUE = new RiichiProfile(RiichiRules.M_LEAGUE, HandRules.M_LEAGUE);

    public RiichiProfile {
        if (game == null || hand == null) {
            throw new IllegalArgumentException("a riichi profile needs its game side and its hand side");
        }
        if ((game.redFives() > 0) != hand.redFives()) {
            throw new IllegalArgumentException("the game side has " + game.redFives() + " red fives but the hand side "
                    + (hand.redFives() ? "counts" : "does not count") + " them");
        }
        if (game.openTanyao() != hand.openTanyao()) {
            throw new IllegalArgumentException("open tanyao differs between the game side and the hand side");
        }
    }

    /** The preset of this name ({@code EMA2016}, {@code WRC}, {@code MLEAGUE}), or null. */
    public static RiichiProfile ofName(String name) {
        for (RiichiProfile p : new RiichiProfile[] {EMA_2016, WRC_2015, M_LEAGUE}) {
            if (p.hand.name().equalsIgnoreCase(name)) {
                return p;
            }
        }
        return null;
    }

    /** The preset's short name, the hand side's. */
    public String name() {
        return hand.name();
    }
}
