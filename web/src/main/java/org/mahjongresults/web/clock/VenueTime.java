package org.mahjongresults.web.clock;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * Times in the venue's time zone (a tournament setting): every time is entered and shown in it, while the database
 * keeps UTC. The zone's short name follows the time, so a reader abroad knows whose clock it is.
 */
public final class VenueTime {

    public static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z");
    public static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z");
    public static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm z");

    private VenueTime() {
    }

    public static String format(Instant at, ZoneId zone, DateTimeFormatter f) {
        return at == null ? null : f.format(at.atZone(zone));
    }

    public static String format(OffsetDateTime at, ZoneId zone, DateTimeFormatter f) {
        return at == null ? null : format(at.toInstant(), zone, f);
    }

    /** A local date and time typed in the venue's zone, as the instant it names. */
    public static OffsetDateTime fromLocal(LocalDateTime local, ZoneId zone) {
        return local.atZone(zone).toOffsetDateTime();
    }

    /** The value of a datetime-local field for {@code at}, in the venue's zone. */
    public static String toLocalField(OffsetDateTime at, ZoneId zone) {
        return at.atZoneSameInstant(zone).toLocalDateTime().toString();
    }
}
