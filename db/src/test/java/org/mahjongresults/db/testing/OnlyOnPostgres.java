package org.mahjongresults.db.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that needs a database server (two web servers on one database, a server stopped with SIGSTOP):
 * the H2 run leaves it out by its tag instead of skipping it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(OnlyOnPostgres.TAG)
public @interface OnlyOnPostgres {

    /** The JUnit tag, named by the H2 run (surefire's default execution). */
    String TAG = "postgres-only";
}
