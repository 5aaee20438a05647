package org.mahjongresults.web.hall;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.swiss.SwissService;

/**
 * The big screen's page records and the builder of its rotating region from the kept results: no request here, so
 * one rendering serves every screen of a results version.
 */
public final class ScreenPages {

    /** The big screen: its theme, the clock's session, the QR code to the phone pages, and the rotating region. */
    public record ScreenPage(Tournament tournament, HallSettings hall, String theme, int session,
                             String regionHtml, String qrSvg, String phoneUrl) {
    }

    /** What the big screen rotates through: standings pages, pages of the session's tables, clock, QR. */
    public record ScreenRegion(Tournament tournament, HallSettings hall, int session, List<Integer> sessions,
                               List<List<ScreenLine>> standingsPages, List<List<ScreenTable>> tablePages,
                               int finished, int tableCount, String qrSvg, String phoneUrl,
                               SwissService.Knockout knockout) {

        /** What the page shows differently under the tournament's rule set (issue 34 item 5). */
        public RuleSetFeatures features() {
            return RuleSets.of(tournament);
        }
    }

    /**
     * One line of the screen's standings: per session, what its column shows (the table points, or a session's
     * points where the rule set has no table points) and whether the table is still being played.
     */
    public record ScreenLine(StandingRow standing, Player player, List<ScreenCell> cells) {
    }

    public record ScreenCell(String shown, boolean provisional) {
    }

    /** One table on the screen. */
    public record ScreenTable(int number, List<Seating> players, List<Integer> totals, List<Integer> scores,
                              int handsPlayed,
                              int handsInSession, String status, long extraMinutes) {
    }

    /**
     * Lines of standings and tables per screen page: what fills a 16:9 screen (1920×1080, 4K) at type readable from
     * 20 m. Tables go three to a row (issue 37): a card a third of the width holds a long name on one line, and
     * two rows of cards fit the height when a name must wrap.
     */
    static final int STANDINGS_PER_PAGE = 14;
    static final int TABLES_PER_PAGE = 6;

    private ScreenPages() {
    }

    /**
     * The rotating region of the big screen: the standings (not for a Swiss knockout, which shows its bracket
     * instead), the tables with each one's extra minutes, the QR code.
     *
     * @param extra    the session's extra minutes by table number (tables not in it have none)
     * @param knockout the Swiss bracket to show, or null for none
     */
    static ScreenRegion region(Tournament t, HallSettings s, int session, StandingsService.Results r, String qr,
                                String phoneUrl, Map<Integer, Long> extra, SwissService.Knockout knockout,
                                int scoreBase) {
        List<Integer> sessions = new ArrayList<>();
        for (int n = 1; n <= t.sessionCount(); n++) {
            sessions.add(n);
        }
        List<ScreenLine> lines = new ArrayList<>();
        RuleSetFeatures features = RuleSets.of(t);
        if (t.standingsVisible() && !features.screenShowsBracket()) {
            for (StandingRow row : r.standings().players()) {
                Player p = r.players().get(row.playerId());
                List<ScreenCell> cells = new ArrayList<>();
                List<Seating> seats = r.seatingsOf(row.playerId());
                for (var cell : row.sessions()) {
                    boolean provisional = cell.played() && seats.stream()
                            .filter(x -> x.session() == cell.session())
                            .map(x -> r.sheet(x.session(), x.table()))
                            .anyMatch(sheet -> sheet == null || !sheet.closed());
                    // Riichi ranks by points alone: a session's column shows its points, not table points of 0.
                    String shown = !cell.played() ? "" : features.tablePointColumns() ? cell.tablePoints().toString()
                            : String.valueOf(cell.displayedMatchPoints(t.startingStake()));
                    cells.add(new ScreenCell(shown, provisional));
                }
                lines.add(new ScreenLine(row, p, cells));
            }
        }
        List<ScreenTable> tables = new ArrayList<>();
        Set<Integer> numbers = r.tablesOf(session);
        int finished = 0;
        for (int n : numbers) {
            Sheet sheet = r.sheet(session, n);
            List<Seating> players = r.players(session, n);
            int absent = sheet == null || sheet.absentSeat() == null ? -1 : "ESWN".indexOf(sheet.absentSeat());
            if (sheet != null && sheet.closed()) {
                finished++;
            }
            List<Integer> totals = players.stream().map(p -> r.total(session, n, p.playerId())).toList();
            tables.add(new ScreenTable(n, players, totals, totals.stream().map(x -> x + scoreBase).toList(),
                    r.handsPlayed(session, n), t.ruleSet().handsAtTable(absent), sheet == null ? "NOT_STARTED" : sheet.status().name(),
                    extra.getOrDefault(n, 0L)));
        }
        return new ScreenRegion(t, s, session, sessions, chunks(lines, STANDINGS_PER_PAGE),
                chunks(tables, TABLES_PER_PAGE), finished, tables.size(), qr, phoneUrl, knockout);
    }

    private static <T> List<List<T>> chunks(List<T> all, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += size) {
            out.add(all.subList(i, Math.min(all.size(), i + size)));
        }
        return out;
    }
}
