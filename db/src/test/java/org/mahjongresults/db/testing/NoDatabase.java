package org.mahjongresults.db.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that never touches the database: it runs once, in the build's H2 run, and is left out of the
 * PostgreSQL run (the surefire execution {@code postgres} excludes the {@value #TAG} tag). Every class without the
 * mark runs on both, so a new test is proved on PostgreSQL unless someone says it need not be; a class so marked that
 * asks for a test database fails ({@link TestDatabaseGuard}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(NoDatabase.TAG)
public @interface NoDatabase {

    /** The JUnit tag of the tests without a database, named by the surefire executions. */
    String TAG = "no-database";
}
