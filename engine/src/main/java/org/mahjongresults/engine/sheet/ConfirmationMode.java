package org.mahjongresults.engine.sheet;

/**
 * When the players of a table confirm its score sheet, as the tournament chooses. On paper "the players and the
 * referee sign" after each hand (000 §3.9.1-4) or after the session (000 §3.9.2-3, RULES §3.5); an electronic device
 * may stand for the paper (000 §3.5.5-6, 004 §3.9.1-5).
 */
public enum ConfirmationMode {
    /** Each player confirms every hand once it is entered. */
    EACH_HAND,
    /** Each player confirms the session's result once the sheet is submitted: the rules' default (000 §3.9.2-3). */
    EACH_SESSION,
    /** Nobody confirms on the website: the event keeps signed paper sheets. */
    NONE;

    public static final ConfirmationMode DEFAULT = EACH_SESSION;

    /** The mode named {@code name}, or the default for anything else. */
    public static ConfirmationMode parse(String name) {
        for (ConfirmationMode m : values()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        return DEFAULT;
    }
}
