package org.mahjongresults.db.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Knows which test class is running and whether it carries the {@link NoDatabase} tag, so that
 * {@link TestDatabase} can refuse a database to a class so marked: it would run on H2 only and never prove
 * PostgreSQL. Registered for every test class by JUnit's extension auto-detection (the build turns it on;
 * {@code META-INF/services/org.junit.jupiter.api.extension.Extension}). Test classes run one after another, so a
 * stack of the classes entered (nested classes inside their outer class) is enough; threads a test starts see it too.
 */
public final class TestDatabaseGuard implements BeforeAllCallback, AfterAllCallback {

    private record Running(String testClass, boolean withoutDatabase) {
    }

    private static final Deque<Running> RUNNING = new ArrayDeque<>();

    @Override
    public void beforeAll(ExtensionContext context) {
        Running r = new Running(context.getRequiredTestClass().getName(),
                context.getTags().contains(NoDatabase.TAG));
        synchronized (RUNNING) {
            RUNNING.push(r);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        synchronized (RUNNING) {
            RUNNING.poll();
        }
    }

    /** Throws if the running test class is marked {@link NoDatabase} (outside JUnit: no check). */
    static void requireDatabaseAllowed() {
        Running r;
        synchronized (RUNNING) {
            r = RUNNING.peek();
        }
        if (r != null && r.withoutDatabase()) {
            throw new IllegalStateException(r.testClass() + " touches the database but is marked @"
                    + NoDatabase.class.getSimpleName() + ", so the PostgreSQL run skips it: remove the mark.");
        }
    }
}
