package org.mahjongresults.db.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that is about the H2 file database itself (its online backup, its file on a full disk, a fixture
 * written as an H2 script): the PostgreSQL run leaves it out by its tag instead of skipping it, so a run that counts
 * no skipped test still proves every test it lists.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(OnlyOnH2.TAG)
public @interface OnlyOnH2 {

    /** The JUnit tag, named by the surefire execution {@code postgres}. */
    String TAG = "h2-only";
}
