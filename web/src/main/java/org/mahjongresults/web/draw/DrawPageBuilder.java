package org.mahjongresults.web.draw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.SessionStatus;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * The draw's published pieces (issue 30). At 1,000 players a draw has 3,000 tables: its page, the draw by player name,
 * a session's page and its table cards took 0.5-10 s to render, every spectator's request rendered them, and the
 * hundred scorekeepers signing in at a session's start each rendered the table cards again. So:
 * <ul>
 *   <li>the big pieces (each session's tables, the draw by player name, a session's cards) are rendered once per draw
 *       (the tournament's version) and language, kept by the publisher, and shared by spectators and staff;</li>
 *   <li>the draw is a declared spectator page, prepared at start and after every change announced, so the first phone
 *       after a new draw does not render it;</li>
 *   <li>a spectator's whole page is kept per shape (the tournament version and the sessions' statuses, which change as
 *       a session starts and ends): one render per shape, everyone else the previous copy meanwhile.</li>
 * </ul>
 */
final class DrawPageBuilder {

    /** The draw's declared spectator page. */
    static final String PAGE = "draw";

    private final DrawService service;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final ClockService clocks;

    DrawPageBuilder(DrawService service, ThymeleafRenderer renderer, Publisher publisher, ClockService clocks) {
        this.service = service;
        this.renderer = renderer;
        this.publisher = publisher;
        this.clocks = clocks;
    }

    /** Whether the public sees a published copy of this tournament's draw pages (a Swiss knockout's follow results). */
    static boolean published(Tournament t) {
        return t.isPublic() && t.drawStatus() == Tournament.DrawStatus.PUBLISHED && RuleSets.of(t).publishedDrawPages();
    }

    /**
     * The draw's shape at results version {@code known} (a spectator's snapshot): its tournament version and its
     * sessions' statuses, what the whole page shows that its kept pieces do not.
     */
    Shape shape(Tournament t, long known) {
        Map<Integer, SessionStatus> statuses = new java.util.LinkedHashMap<>();
        for (SessionInfo s : clocks.sessions(t, known)) {
            statuses.put(s.number(), s.status());
        }
        return new Shape(t.version(), statuses);
    }

    /** The draw's shape: its tournament version and each session's status, by number. */
    record Shape(int tournamentVersion, Map<Integer, SessionStatus> statuses) {
    }

    /** What a spectator's request read: its snapshot's page version. */
    static PageVersion read(Tournament t, long known) {
        return new PageVersion(t.version(), known);
    }

    /**
     * What a piece shows: the tournament's version (settings, the draw) and a digest of its rows (a player's name
     * changes the results version, not the tournament's). Not a page version: a piece serves only the same state,
     * never a "newer" one, so it is kept as a part {@link Page#shown} it.
     */
    private record Shown(int tournamentVersion, int rowsDigest) {
    }

    private static Shown shown(Tournament t, Object rows) {
        return new Shown(t.version(), rows.hashCode());
    }

    /** What says the draw's pieces of a tournament version were prepared (so a preparation costs one read). */
    private static PageKey preparedIdentity(long tournamentId) {
        return PageKey.shared("draw-prepared", tournamentId);
    }

    private static PageVersion preparedVersion(Tournament t) {
        return new PageVersion(t.version(), 0);
    }

    /** A session's tables (编组表) in {@code language}, rendered once per draw. */
    String tables(Tournament t, DrawPages.SessionTables s, Language language) {
        return publisher.part(Page.shown(tablesIdentity(t, s.session().number(), language), shown(t, s.tables()),
                () -> renderer.renderShared("fragments/draw-table", "tables", Map.of("t", t, "s", s),
                        language.locale())));
    }

    private static PageKey tablesIdentity(Tournament t, int session, Language language) {
        return PageKey.of("draw-tables", t.id(), language, session);
    }

    /** Every session's tables by session number. */
    Map<Integer, String> tables(Tournament t, List<DrawPages.SessionTables> sessions, Language language) {
        Map<Integer, String> html = new HashMap<>();
        for (DrawPages.SessionTables s : sessions) {
            html.put(s.session().number(), tables(t, s, language));
        }
        return html;
    }

    /** Players' lines in one kept piece of the draw by player name. */
    private static final int LINES_PER_PIECE = 50;

    /**
     * The draw by player name's table as its parts: its head and foot, and its lines in pieces of
     * {@link #LINES_PER_PIECE}, each rendered once per draw (issue 39: at 1,000 players the table was megabytes in one
     * string, a humongous allocation in every language on every new draw version).
     */
    List<String> schedule(Tournament t, DrawPages.PlayerSchedules schedules, Language language) {
        String rows = PieceMarks.mark("rows");
        String table = publisher.part(Page.shown(PageKey.of("draw-schedule", t.id(), language),
                shown(t, schedules.sessions()), () -> renderer.renderShared("fragments/draw-shared", "schedule",
                        Map.of("t", t, "schedules", schedules, "rows", rows), language.locale())));
        List<DrawPages.PlayerSchedule> players = schedules.players();
        List<String> lines = new ArrayList<>();
        for (int from = 0; from < players.size(); from += LINES_PER_PIECE) {
            List<DrawPages.PlayerSchedule> some = players.subList(from, Math.min(players.size(),
                    from + LINES_PER_PIECE));
            lines.add(publisher.part(Page.shown(PageKey.of("draw-schedule-lines", t.id(), language, from),
                    shown(t, some), () -> renderer.renderShared("fragments/draw-shared", "scheduleRows",
                            Map.of("t", t, "sessions", schedules.sessions(), "players", some), language.locale()))));
        }
        return PieceMarks.cut(table, Map.of("rows", lines));
    }

    /**
     * A session's table cards, each rendered once per draw, language and public address ({@code base}: the QR codes
     * hold it) and kept on its own (issue 39: the session's cards as one piece were 3.3 MB at 1,000 players, a
     * humongous allocation on every new draw version); the cards page is sent as these parts.
     */
    List<String> cards(Tournament t, DrawPages.SessionTables s, Map<Integer, String> qr, Language language,
                       String base) {
        int n = s.session().number();
        List<String> cards = new ArrayList<>(s.tables().size());
        for (DrawPages.TableRow row : s.tables()) {
            cards.add(publisher.part(Page.shown(PageKey.of("draw-card", t.id(), language, n, row.number(), base),
                    shown(t, row),
                    () -> renderer.renderShared("fragments/draw-shared", "card", Map.of("t", t, "sessionNo", n,
                            "row", row, "qr", qr.getOrDefault(row.number(), "")), language.locale()))));
        }
        return cards;
    }

    /**
     * Each table's QR code, leading to its score sheet (issue 16): {@code absolute} makes a path this site's
     * absolute address. A code is drawn once per address, not per page view.
     */
    Map<Integer, String> sheetCodes(Tournament t, DrawPages.SessionTables session,
                                    java.util.function.UnaryOperator<String> absolute) {
        Map<Integer, String> codes = new HashMap<>();
        for (DrawPages.TableRow row : session.tables()) {
            String url = absolute.apply("/tournaments/" + t.id() + "/sessions/" + session.session().number()
                    + "/tables/" + row.number() + "/sheet");
            codes.put(row.number(), publisher.part(Page.shown(PageKey.shared("qr", t.id(), url), url,
                    () -> QrCodes.svg(url, url))));
        }
        return codes;
    }

    /**
     * The declared page's preparation, at start and after every change announced: the draw's pieces of a published
     * draw in every language, once per tournament version (otherwise it costs one read of the tournament). A player's
     * new name is rendered by the first request that shows it. The preparation is the render of an empty part kept
     * per tournament version: the publisher runs it once for that version (or none, when a newer one is kept).
     */
    void prepare(TournamentRead read, Scope scope, Set<Language> languages) {
        Tournament t = read.tournament();
        if (!published(t)) {
            return;
        }
        publisher.part(Page.at(preparedIdentity(t.id()), preparedVersion(t), () -> {
            List<DrawPages.SessionTables> sessions = service.sessionTables(t);
            DrawPages.PlayerSchedules schedules = service.schedules(t);
            for (Language language : languages) {
                tables(t, sessions, language);
                schedule(t, schedules, language);
            }
            return "";
        }));
    }
}
