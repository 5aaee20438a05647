package org.mahjongresults.db.demo;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * The demo's own time (issue 15): the demo tournament is played on its own days, 17-19 April 2026, two sessions a
 * day, so its sheets, penalties and appeals carry the times a real event would give them, with realistic gaps
 * between the steps (not "today, all in the same minute"). The demo sets its clock (a {@code SettableClock}) step by
 * step to these times as it plays.
 */
final class DemoSchedule {

    private static final LocalDate FIRST_DAY = LocalDate.of(2026, 4, 17);

    private DemoSchedule() {
    }

    /** When a session starts: 09:30 and 14:30 in Basel (UTC+2 in April), sessions 1-2 on the first day, and so on. */
    static Instant sessionStart(int session) {
        int day = (session - 1) / 2;
        int minutes = session % 2 == 1 ? 7 * 60 + 30 : 12 * 60 + 30;
        return FIRST_DAY.plusDays(day).atStartOfDay(ZoneOffset.UTC).toInstant().plus(Duration.ofMinutes(minutes));
    }

    /** When hand {@code hand} of a table is entered: about nine minutes a hand, the tables a little apart. */
    static Instant handEntered(int session, int table, int hand) {
        return sessionStart(session).plus(Duration.ofMinutes(4L + 8L * hand + table + hand % 3));
    }

    /** When a table's sheet is closed: after its 16 hands, signed and checked by the referee. */
    static Instant sheetClosed(int session, int table) {
        return sessionStart(session).plus(Duration.ofMinutes(140L + 2L * table));
    }
}
