package org.mahjongresults.web.table;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The requests of the tables' sign-in codes, a few at a time (issue 39 item 3): at the start of a session a hall of
 * scorekeepers scans its codes together, and 200 of them at once took every pooled database connection, so that 47
 * code pages, sign-ins and the sheets opened after them were answered 503. Here they wait their turn without holding a
 * server thread (the answer is a future, as a login's is) and never hold more than half the pool, so the rest of the
 * site keeps its connections.
 */
final class CodeSignIns {

    private final ThreadPoolExecutor threads;

    /** {@code poolSize}: the database pool's connections; half of them (at least one) serve codes at once. */
    CodeSignIns(int poolSize) {
        int atOnce = Math.max(1, poolSize / 2);
        threads = new ThreadPoolExecutor(atOnce, atOnce, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "table-code");
            t.setDaemon(true);
            return t;
        });
        threads.allowCoreThreadTimeOut(true);
    }

    /** Runs {@code work} (a code request's answer) in its turn. */
    CompletableFuture<Void> inTurn(Runnable work) {
        return CompletableFuture.runAsync(work, threads);
    }
}
