package org.mahjongresults.engine.referee;

/**
 * Why a table calls a referee. Players call a referee for any irregularity and must not settle it among themselves
 * (000 §3.13; RULES §3.5 for the sheet).
 */
public enum CallReason {
    /** A player disputes the sheet's result instead of confirming it. */
    DISPUTE,
    /** A win was declared that may be wrong (a false claim, 错和). */
    WRONG_CLAIM,
    /** About the session's time: time called, a delay, a table that will not finish. */
    TIME,
    /** Anything else. */
    OTHER;

    /** The reason named {@code name}, or null for anything else. */
    public static CallReason parse(String name) {
        for (CallReason r : values()) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }
}
