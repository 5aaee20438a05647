package org.mahjongresults.engine.penalty;

import java.util.Locale;

/** What a sanction does besides moving points (MCR 2006 §3.11.1-§3.11.5, RULINGS §4); the website applies each. */
public enum Consequence {
    /** 停和陪打: the offender may not win the rest of this hand, plays on and pays normally. */
    DEAD_HAND,
    /** Suspension or disqualification: the player no longer appears in the ranking. */
    LEAVES_RANKING,
    /** Suspension or disqualification: the player is left out of the later draws. */
    LEAVES_LATER_DRAWS,
    /** Suspension or disqualification during a session: the director is told to decide what the table does. */
    DIRECTOR_DECIDES_TABLE,
    /** Forfeit: the player is absent from the session, with session score 0 and table points 0 (RULINGS §4). */
    ABSENT_FROM_SESSION,
    /** Forfeit: the other three play the session as a three-player table (RULINGS §4, §2.6). */
    THREE_PLAYER_TABLE;

    /** The message key for translations, {@code penalty.consequence.<name>}. */
    public String messageKey() {
        return "penalty.consequence." + name().toLowerCase(Locale.ROOT);
    }
}
