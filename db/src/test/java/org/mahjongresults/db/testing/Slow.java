package org.mahjongresults.db.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class of the slow stage: it starts another JVM, several servers, a browser or a crowd of requests, or
 * it measures time. The test command runs it after every fast test has passed (the surefire executions
 * {@code slow-h2} and {@code slow-postgres}), so a broken fast test is reported in a minute or two, not after these.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(Slow.TAG)
public @interface Slow {

    /** The JUnit tag, named by the surefire executions. */
    String TAG = "slow";
}
