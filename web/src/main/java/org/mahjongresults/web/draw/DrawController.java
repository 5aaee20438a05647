package org.mahjongresults.web.draw;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.HashMap;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.hall.QrCodes;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.forms.Numbers;

/**
 * The draw: the director generates, swaps, locks and publishes it; everyone sees the published tables, each
 * table's seat rotation (RULES §2.4) and each player's itinerary. A Swiss tournament's draw is its knockout's
 * rounds: {@link DrawService} answers by the tournament's rule set.
 */
public final class DrawController {

    private final DrawService service;
    private final TournamentLookup lookup;
    private final Auth auth;

    public DrawController(DrawService service, TournamentLookup lookup, Auth auth) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
    }

    // Pages ----------------------------------------------------------------------------------------------

    public void draw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        DrawView page = service.page(t, auth.isStaff(ctx, t.id()), lookup.canManage(ctx, t));
        ctx.render(page.template(), Map.of("page", page));
    }

    public void session(Context ctx) {
        Tournament t = visibleDraw(ctx);
        DrawPages.SessionTables session = service.sessionTables(t, TournamentLookup.number(ctx, "n"))
                .orElseThrow(NotFoundResponse::new);
        ctx.render("draw/session", Map.of("page", new DrawPages.SessionPage(t, session, lookup.canManage(ctx, t),
                sheetCodes(ctx, t, session))));
    }

    public void cards(Context ctx) {
        Tournament t = visibleDraw(ctx);
        DrawPages.SessionTables session = service.sessionTables(t, TournamentLookup.number(ctx, "n"))
                .orElseThrow(NotFoundResponse::new);
        ctx.render("draw/cards", Map.of("page", new DrawPages.SessionPage(t, session, lookup.canManage(ctx, t),
                sheetCodes(ctx, t, session))));
    }

    public void table(Context ctx) {
        Tournament t = visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        DrawPages.TableSeats table = service.table(t, n, number).orElseThrow(NotFoundResponse::new);
        ctx.render("draw/table", Map.of("page", new DrawPages.TablePage(t, table.session(), table.table(),
                table.rounds(), lookup.canManage(ctx, t))));
    }

    /** Each table's QR code, leading to its score sheet (issue 16), for the table cards and the printable draw. */
    private static Map<Integer, String> sheetCodes(Context ctx, Tournament t, DrawPages.SessionTables session) {
        Map<Integer, String> codes = new HashMap<>();
        for (DrawPages.TableRow row : session.tables()) {
            String path = "/tournaments/" + t.id() + "/sessions/" + session.session().number() + "/tables/"
                    + row.number() + "/sheet";
            String url = QrCodes.absolute(ctx, path);
            codes.put(row.number(), QrCodes.svg(url, url));
        }
        return codes;
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
            DrawView page = service.page(t, auth.isStaff(ctx, t.id()), lookup.canManage(ctx, t));
            ctx.render(page.template(), Map.of("page", page));
            return;
        }
        ctx.redirect("/tournaments/" + t.id() + "/draw");
    }

    private Tournament visibleDraw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (!DrawService.mayView(t, auth.isStaff(ctx, t.id()))) {
            throw new NotFoundResponse();
        }
        return t;
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
