package org.mahjongresults.engine.results;

import java.time.Duration;

/**
 * The sanction for arriving late at a session (MCR 2006 §3.11.2-1, decided in §13.3): up to 10 minutes −10; more than 10
 * up to and including 15 minutes −20; more than 15 minutes the session is forfeited (session score 0, table
 * points 0, and the other three play a three-player table).
 *
 * @param deduction the points deducted (0, 10 or 20); 0 for a forfeit, which has no session score to deduct from
 * @param forfeit   true when the player loses the session
 */
public record LateArrival(int deduction, boolean forfeit) {

    private static final Duration TEN_MINUTES = Duration.ofMinutes(10);
    private static final Duration FIFTEEN_MINUTES = Duration.ofMinutes(15);

    /**
     * The sanction for a player who arrived {@code late} after the start was announced (zero or negative: on
     * time). Precise to the second: 10 minutes 30 seconds is more than 10 minutes.
     */
    public static LateArrival after(Duration late) {
        if (late.isZero() || late.isNegative()) {
            return new LateArrival(0, false);
        }
        if (late.compareTo(TEN_MINUTES) <= 0) {
            return new LateArrival(10, false);
        }
        if (late.compareTo(FIFTEEN_MINUTES) <= 0) {
            return new LateArrival(20, false);
        }
        return new LateArrival(0, true);
    }

    /** The sheet line for the deduction of a late but present player; null when there is none. */
    public SheetEntry.Deduction entry(int seat) {
        return deduction == 0 ? null : new SheetEntry.Deduction(seat, deduction);
    }
}
