package org.mahjongresults.web.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a browser test class that proves only how pages look and behave in the browser (layout at a screen size,
 * print, fonts, the tile picker's keys): it reads data the route tests already prove on both databases, and what it
 * asserts would be the same on any, so it runs in the build's H2 run and the PostgreSQL run leaves it out by its
 * tag (surefire execution {@code postgres}). A class whose assertions depend on what the database stores or returns
 * is not so marked.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag(PresentationOnly.TAG)
public @interface PresentationOnly {

    /** The JUnit tag, named by the surefire execution {@code postgres}. */
    String TAG = "presentation-only";
}
