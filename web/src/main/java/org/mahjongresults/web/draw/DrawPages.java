package org.mahjongresults.web.draw;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.draw.Seat;

/** The MCR draw's page records and the values they are made of. */
public final class DrawPages {

    private DrawPages() {
    }

    /** One table of a session: its number and the players by starting seat E, S, W, N. */
    public record TableRow(int number, List<Seating> seats) {
    }

    /** One session's tables. */
    public record SessionTables(SessionInfo session, List<TableRow> tables) {
    }

    /** The draw page: every session, the quality, and for the director the controls. */
    public record DrawPage(Tournament tournament, boolean visible, List<SessionTables> sessions, DrawQuality quality,
                           int activePlayers, int substitutesNeeded, int playedSessions, boolean canManage)
            implements OwnDrawPage {

        @Override
        public String template() {
            return "draw/draw";
        }
    }

    /**
     * One session's draw table (编组表), printable for the hall, or its table cards: {@code html} is where the tables
     * or the cards go, and {@code qrByTable} where each table's QR code goes (marks that the kept pieces take the
     * place of: {@link PieceMarks}, {@link DrawPageBuilder}).
     */
    public record SessionPage(Tournament tournament, SessionTables session, boolean canManage,
                              Map<Integer, String> qrByTable, String html) {
    }

    /** One table: the four players, their starting seats, and each one's seat in every wind round. */
    public record TablePage(Tournament tournament, SessionInfo session, TableRow table, List<RoundRow> rounds,
                            boolean canManage) {
    }

    /** A wind round at a table: who sits East, South, West and North in it. */
    public record RoundRow(Seat round, List<Seating> bySeat) {
    }

    /** A table of a session with its wind rounds, as the table page shows it. */
    public record TableSeats(SessionInfo session, TableRow table, List<RoundRow> rounds) {
    }

    /** One player's schedule: the player and the seating of each session (null where the player has none). */
    public record PlayerSchedule(Seating player, List<Seating> sessions) {
    }

    /** The draw by player name: the sessions' numbers, then one schedule per player in name order. */
    public record PlayerSchedules(List<Integer> sessions, List<PlayerSchedule> players) {
    }

    /**
     * The printable draw by player name: {@code html} where its table goes (the mark that the kept table's parts take
     * the place of: {@link PieceMarks}).
     */
    public record PlayersPage(Tournament tournament, PlayerSchedules schedules, boolean canManage, String html) {
    }
}
