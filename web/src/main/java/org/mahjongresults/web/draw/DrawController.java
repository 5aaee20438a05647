package org.mahjongresults.web.draw;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.rendering.HtmlParts;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.forms.Numbers;

/**
 * The draw: the director generates, swaps, locks and publishes it; everyone sees the published tables, each
 * table's seat rotation (MCR 2006 附件4) and each player's itinerary. A Swiss tournament's draw is its knockout's
 * rounds: {@link DrawService} answers by the tournament's rule set.
 *
 * <p>A spectator's draw, session page and table cards are published (issue 30: at 1,000 players the draw is 149 KB
 * and took 1.2-1.5 s a request, and before every session every player opens it): rendered once per draw version,
 * the tournament's version (settings, players, the draw) with its sessions' statuses (a session starts and ends).
 */
public final class DrawController {

    private final DrawService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final DrawPageBuilder pages;

    public DrawController(DrawService service, TournamentLookup lookup, Auth auth, ThymeleafRenderer renderer,
                                 Publisher publisher, ClockService clocks) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.renderer = renderer;
        this.publisher = publisher;
        this.pages = new DrawPageBuilder(service, renderer, publisher, clocks);
        publisher.declare(new SpectatorPage(DrawPageBuilder.PAGE, SpectatorPage.Scope.TOURNAMENT, pages::prepare,
                SpectatorPage.When.EVERY_CHANGE));
    }

    // Pages ----------------------------------------------------------------------------------------------

    /**
     * Whether this request gets the published copy of the draw's pages: a spectator's, of a published MCR draw of a
     * public tournament, read from the shared snapshot.
     */
    private static boolean publishedCopy(Context ctx, TournamentRead read) {
        return Publisher.servesSpectator(ctx) && DrawPageBuilder.published(read.tournament()) && read.fromSnapshot();
    }

    public void draw(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        Language language = RequestLanguage.of(ctx);
        if (publishedCopy(ctx, read)) {
            long known = read.resultsVersion();
            publisher.send(ctx, Page.shapedParts(PageKey.of("draw", t.id(), language), pages.shape(t, known),
                    DrawPageBuilder.read(t, known), () -> drawParts(ctx, t, service.page(t, false, false), language)));
            return;
        }
        OwnDrawPage page = service.page(t, auth.isStaff(ctx, t.id()), lookup.canManage(ctx, t));
        HtmlParts.send(ctx, drawParts(ctx, t, page, language));
    }

    /**
     * The draw page as its parts: the page rendered around a mark per session, and each session's kept tables in its
     * place (issue 39: at 400 players the whole page was 800 KB, a humongous allocation on each new version).
     */
    private List<String> drawParts(Context ctx, Tournament t, OwnDrawPage page, Language language) {
        Map<Integer, String> marks = new HashMap<>();
        Map<String, List<String>> pieces = new HashMap<>();
        if (page instanceof DrawPages.DrawPage draw) {
            pages.tables(t, draw.sessions(), language).forEach((n, html) -> {
                marks.put(n, PieceMarks.mark("session" + n));
                pieces.put("session" + n, List.of(html));
            });
        }
        return PieceMarks.cut(renderer.render(page.template(), Map.of("page", page, "tables", marks), ctx), pieces);
    }

    public void session(Context ctx) {
        sessionPage(ctx, "draw/session");
    }

    public void cards(Context ctx) {
        sessionPage(ctx, "draw/cards");
    }

    /**
     * A session's tables or their cards. Their QR codes hold this site's absolute address: a published copy is kept
     * per address and never answered at the front door, so that no request's Host header reaches another's page.
     */
    private void sessionPage(Context ctx, String template) {
        TournamentRead read = readDraw(ctx);
        Tournament t = read.tournament();
        int n = TournamentLookup.number(ctx, "n");
        Language language = RequestLanguage.of(ctx);
        String base = QrCodes.absolute(ctx, "");
        if (publishedCopy(ctx, read)) {
            long known = read.resultsVersion();
            publisher.send(ctx, Page.shapedParts(PageKey.of(template, t.id(), language, n, base),
                    pages.shape(t, known), DrawPageBuilder.read(t, known),
                    () -> sessionParts(ctx, t, n, template, language, base, false)));
            return;
        }
        HtmlParts.send(ctx, sessionParts(ctx, t, n, template, language, base, lookup.canManage(ctx, t)));
    }

    /**
     * A session's page or cards as their parts: the page rendered around marks, and in their places the kept tables
     * or each table's kept card, and each table's QR code (issue 39: a session's cards were 3.3 MB at 1,000 players).
     */
    private List<String> sessionParts(Context ctx, Tournament t, int n, String template, Language language,
                                      String base, boolean canManage) {
        DrawPages.SessionTables session = service.sessionTables(t, n).orElseThrow(NotFoundResponse::new);
        Map<Integer, String> codes = pages.sheetCodes(t, session, path -> QrCodes.absolute(ctx, path));
        Map<String, List<String>> pieces = new HashMap<>();
        pieces.put("html", template.equals("draw/cards") ? pages.cards(t, session, codes, language, base)
                : List.of(pages.tables(t, session, language)));
        Map<Integer, String> qrMarks = new HashMap<>();
        codes.forEach((table, qr) -> {
            qrMarks.put(table, PieceMarks.mark("qr" + table));
            pieces.put("qr" + table, List.of(qr));
        });
        return PieceMarks.cut(renderer.render(template, Map.of("page", new DrawPages.SessionPage(t, session,
                canManage, qrMarks, PieceMarks.mark("html"))), ctx), pieces);
    }

    /** The draw by player name, each line a player's table and seat in every session (issue 27). */
    public void players(Context ctx) {
        TournamentRead read = readDraw(ctx);
        Tournament t = read.tournament();
        Language language = RequestLanguage.of(ctx);
        if (publishedCopy(ctx, read)) {
            long known = read.resultsVersion();
            publisher.send(ctx, Page.shapedParts(PageKey.of("draw-players", t.id(), language), pages.shape(t, known),
                    DrawPageBuilder.read(t, known), () -> playersParts(ctx, t, language, false)));
            return;
        }
        HtmlParts.send(ctx, playersParts(ctx, t, language, lookup.canManage(ctx, t)));
    }

    /** The draw by player name as its parts: the page around a mark, and the kept table's parts in its place. */
    private List<String> playersParts(Context ctx, Tournament t, Language language, boolean canManage) {
        DrawPages.PlayerSchedules schedules = service.schedules(t);
        return PieceMarks.cut(renderer.render("draw/players", Map.of("page", new DrawPages.PlayersPage(t, schedules,
                canManage, PieceMarks.mark("schedule"))), ctx), Map.of("schedule", pages.schedule(t, schedules,
                language)));
    }

    public void table(Context ctx) {
        Tournament t = visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        DrawPages.TableSeats table = service.table(t, n, number).orElseThrow(NotFoundResponse::new);
        ctx.render("draw/table", Map.of("page", new DrawPages.TablePage(t, table.session(), table.table(),
                table.rounds(), lookup.canManage(ctx, t))));
    }

    // The director's actions -------------------------------------------------------------------------------

    /** Generates the draw for every session not yet played, from a given seed or a fresh random one. */
    public void generate(Context ctx) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.generate(auth.actor(ctx), t, seed(ctx.formParam("seed"))));
    }

    /** After a withdrawal or a substitution: the sessions not yet played are drawn again for the active field. */
    public void redraw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.redraw(auth.actor(ctx), t, seed(ctx.formParam("seed"))));
    }

    public void swap(Context ctx) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.swap(auth.actor(ctx), t, parse(ctx.formParam("session")), parse(ctx.formParam("a")),
                parse(ctx.formParam("b"))));
    }

    /** Seats one unplayed session by the current standings. */
    public void seatByStandings(Context ctx) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.seatByStandings(auth.actor(ctx), t, parse(ctx.formParam("session"))));
    }

    /** The next round of a Swiss knockout (an MCR tournament has none: 404). */
    public void drawRound(Context ctx) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.drawRound(auth.actor(ctx), t, seed(ctx.formParam("seed"))));
    }

    public void lock(Context ctx) {
        setStatus(ctx, Tournament.DrawStatus.LOCKED, "draw.locked");
    }

    public void unlock(Context ctx) {
        setStatus(ctx, Tournament.DrawStatus.DRAFT, "draw.unlocked");
    }

    /**
     * Publishes the draw. The public sees it only once the tournament itself is public: while the tournament is
     * still a draft the message says so and where to change it, rather than "published".
     */
    public void publish(Context ctx) {
        boolean tournamentPublic = lookup.visible(ctx).isPublic();
        setStatus(ctx, Tournament.DrawStatus.PUBLISHED, tournamentPublic ? "draw.published" : "draw.publishedDraft");
    }

    private void setStatus(Context ctx, Tournament.DrawStatus status, String message) {
        Tournament t = lookup.visible(ctx);
        answer(ctx, t, service.setStatus(auth.actor(ctx), t, status, message));
    }

    // Helpers ------------------------------------------------------------------------------------------------

    /** The action's message on the draw page, or 404 for an action the tournament's rule set does not have. */
    private void answer(Context ctx, Tournament t, ActionOutcome outcome) {
        if (outcome.noSuchPage()) {
            throw new NotFoundResponse();
        }
        auth.flash(ctx, outcome.messageKey(), outcome.argArray());
        if (outcome.refused()) {
            // The draw page again, at once, with the reason in its message line (the layout shows the flash).
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            OwnDrawPage page = service.page(t, auth.isStaff(ctx, t.id()), lookup.canManage(ctx, t));
            HtmlParts.send(ctx, drawParts(ctx, t, page, RequestLanguage.of(ctx)));
            return;
        }
        ctx.redirect("/tournaments/" + t.id() + "/draw");
    }

    private Tournament visibleDraw(Context ctx) {
        return readDraw(ctx).tournament();
    }

    private TournamentRead readDraw(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        if (!DrawService.mayView(read.tournament(), auth.isStaff(ctx, read.tournament().id()))) {
            throw new NotFoundResponse();
        }
        return read;
    }

    /** The director's seed; null (a fresh one) when none is given or it is not a number. */
    private static Long seed(String text) {
        if (text != null && !text.isBlank()) {
            try {
                return Numbers.parseLong(text.trim());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    private static Integer parse(String s) {
        try {
            return s == null ? null : Numbers.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
