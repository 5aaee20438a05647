package org.mahjongresults.db.riichi;

import org.mahjongresults.engine.riichi.game.GameLength;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;

/**
 * How a riichi tournament plays: one of the published rule sets ({@code EMA2016}, {@code WRC}, {@code MLEAGUE}) and
 * the length of its games.
 *
 * @param preset the preset's name ({@link RiichiProfile#ofName})
 * @param length hanchan or tonpuusen
 */
public record RiichiSettings(String preset, GameLength length) {

    /** The preset names a director may choose, in the order the settings form lists them. */
    public static final java.util.List<String> PRESETS = java.util.List.of(RiichiProfile.EMA_2016.name(),
            RiichiProfile.WRC_2015.name(), RiichiProfile.M_LEAGUE.name());

    /** A tournament without settings plays the EMA rules' hanchan. */
    public static final RiichiSettings DEFAULT = new RiichiSettings(RiichiProfile.EMA_2016.name(),
            GameLength.HANCHAN);

    public RiichiSettings {
        if (RiichiProfile.ofName(preset) == null || length == null) {
            throw new IllegalArgumentException("no riichi preset " + preset + " with length " + length);
        }
    }

    /** The preset with this tournament's game length. */
    public RiichiProfile profile() {
        RiichiProfile p = RiichiProfile.ofName(preset);
        return p.game().length() == length ? p
                : new RiichiProfile(p.game().toBuilder().length(length).build(), p.hand());
    }
}
