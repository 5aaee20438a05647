package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A draw (编组表): for every session, the tables and each player's starting seat.
 *
 * @param sessions the sessions in order, numbered from 1
 */
public record Draw(List<Session> sessions) {

    public Draw {
        sessions = List.copyOf(sessions);
    }

    /** The session with the given number (1-based). */
    public Session session(int number) {
        return sessions.get(number - 1);
    }

    /** Every entry number that plays in at least one session, in ascending order. */
    public Set<Integer> players() {
        Set<Integer> ids = new TreeSet<>();
        for (Session session : sessions) {
            for (Table table : session.tables()) {
                ids.addAll(table.players());
            }
        }
        return ids;
    }

    /** The first {@code count} sessions of this draw, for example those already played. */
    public Draw firstSessions(int count) {
        return new Draw(sessions.subList(0, count));
    }

    /**
     * The same draw with two players of one session exchanging places (each takes the other's table and seat),
     * as a director does by hand.
     */
    public Draw swap(int sessionNumber, int playerA, int playerB) {
        List<Session> result = new ArrayList<>(sessions);
        Session session = session(sessionNumber);
        List<Table> tables = new ArrayList<>();
        for (Table table : session.tables()) {
            List<Integer> seats = new ArrayList<>(table.players());
            for (int i = 0; i < 4; i++) {
                if (seats.get(i) == playerA) {
                    seats.set(i, playerB);
                } else if (seats.get(i) == playerB) {
                    seats.set(i, playerA);
                }
            }
            tables.add(new Table(table.number(), seats));
        }
        result.set(sessionNumber - 1, new Session(sessionNumber, tables));
        return new Draw(result);
    }
}
