package org.mahjongresults.db.hall;

import java.time.ZoneId;
import java.util.List;

/**
 * A tournament's settings for the hall: the venue's time zone (every time is entered and shown in it; the
 * database keeps UTC) and what the big screen shows, in which theme, and how long each pane stays.
 */
public record HallSettings(long tournamentId, ZoneId zone, List<String> panes, String theme, int seconds) {

    /** The panes the big screen can show, in their order. */
    public static final List<String> PANES = List.of("standings", "tables", "clock", "qr");

    public static HallSettings defaults(long tournamentId) {
        return new HallSettings(tournamentId, ZoneId.of("UTC"), PANES, "dark", 15);
    }

    public boolean shows(String pane) {
        return panes.contains(pane);
    }
}
