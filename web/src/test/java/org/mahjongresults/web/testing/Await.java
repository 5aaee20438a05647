package org.mahjongresults.web.testing;

import java.time.Duration;

/** Waiting for something the test can see happen, with a bound, instead of sleeping for a guessed time. */
public final class Await {

    private Await() {
    }

    /** A condition that may fail on the way (a request); a failure ends the wait and the test. */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    /**
     * Asks {@code condition} again until it holds, for at most {@code within}; fails naming {@code what} otherwise.
     * The condition should do the waiting itself (a request to the server), so the loop does not spin.
     */
    public static void until(String what, Duration within, Condition condition) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (!condition.holds()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + within + ": " + what);
            }
        }
    }
}
