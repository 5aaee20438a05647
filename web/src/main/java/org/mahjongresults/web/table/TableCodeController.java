package org.mahjongresults.web.table;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.account.TableCodeRepository.Redeemed;
import org.mahjongresults.db.account.TableCodeRepository.Refusal;
import org.mahjongresults.db.account.TableCodeRepository.Target;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The tables' sign-in codes (issue 39 item 3): the director prints a page of codes, one per table of a session; a
 * scorekeeper scans the table's code and presses one button, and the phone keeps that table's sheet for the event
 * day without a password (no Argon2 check, so a hundred tables starting together make no queue). A code signs in
 * once; a lost code is revoked (its phone signed out) and the page printed again gives that table a new one.
 */
public final class TableCodeController {

    /** The codes of a session to print, {@link #PER_PAGE} to a sheet of paper. */
    record CodesPage(Tournament tournament, int session, List<CodeCard> cards) {
    }

    /** One table's card: its number and the QR code (inline SVG) of its sign-in address. */
    record CodeCard(int table, String qrSvg) {
    }

    /** Where a code leads; {@code refusal}: a message key when it no longer signs in, or null. */
    record SignInPage(String code, String refusal) {
    }

    /** Cards on one printed page (print.css lays them out two by two). */
    static final int PER_PAGE = 4;

    private final TableCodeService codes;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final WebSessions sessions;
    private final Messages messages;
    private final CodeSignIns turns;

    public TableCodeController(TableCodeService codes, TournamentLookup lookup, Auth auth, WebSessions sessions,
                        Messages messages, int poolSize) {
        this.turns = new CodeSignIns(poolSize);
        this.codes = codes;
        this.lookup = lookup;
        this.auth = auth;
        this.sessions = sessions;
        this.messages = messages;
    }

    public void cards(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int n = TournamentLookup.number(ctx, "n");
        Map<Integer, String> printed = codes.codes(auth.actor(ctx), t.id(), n);
        if (printed.isEmpty()) {
            throw new NotFoundResponse();
        }
        List<CodeCard> cards = new ArrayList<>();
        printed.forEach((table, code) -> cards.add(new CodeCard(table,
                QrCodes.svg(QrCodes.absolute(ctx, "/table-signin/" + code),
                        messages.get(org.mahjongresults.web.i18n.RequestLanguage.of(ctx), "tablecode.cardTable",
                                table)))));
        ctx.header("Cache-Control", "no-store"); // each code signs a phone in: never in a shared cache
        ctx.render("tablecode/cards", Map.of("page", new CodesPage(t, n, cards)));
    }

    public void revoke(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int n = TournamentLookup.number(ctx, "n");
        String table = ctx.formParam("table") == null ? "" : ctx.formParam("table").trim();
        String back = "/tournaments/" + t.id() + "/sessions/" + n + "/signin-codes";
        if (!table.isEmpty() && !table.matches("\\d{1,6}")) {
            // Not "every table": a mistyped number must not revoke the whole session's codes.
            auth.flashRefusal(ctx, "tablecode.badTable");
            ctx.redirect(back);
            return;
        }
        int revoked = codes.revoke(auth.actor(ctx), t.id(), n, table.isEmpty() ? null : Integer.valueOf(table));
        auth.flash(ctx, "tablecode.revoked", revoked);
        ctx.redirect(back);
    }

    public void page(Context ctx) {
        ctx.future(() -> turns.inTurn(() -> showPage(ctx)));
    }

    private void showPage(Context ctx) {
        ctx.header("Cache-Control", "no-store");
        Redeemed state = codes.peek(code(ctx));
        if (state.target().isEmpty()) {
            refuse(ctx, state);
            return;
        }
        sessions.ensure(ctx); // the button's form carries a CSRF token, kept in a session
        ctx.render("tablecode/signin", Map.of("page", new SignInPage(code(ctx), null)));
    }

    /** A code that does not sign in: 404 for one nobody was given, 410 for a used or revoked one; what to do. */
    private static void refuse(Context ctx, Redeemed redeemed) {
        ctx.status(redeemed.refusal() == Refusal.UNKNOWN ? HttpStatus.NOT_FOUND : HttpStatus.GONE);
        ctx.attribute(org.mahjongresults.web.system.ErrorAttributes.OWN_NOT_FOUND, Boolean.TRUE);
        ctx.render("tablecode/signin", Map.of("page", new SignInPage(code(ctx),
                "tablecode.refused." + redeemed.refusal().name().toLowerCase(java.util.Locale.ROOT))));
    }

    /**
     * Signs the phone in. On a GET nothing is used up (a link preview or a scanner that opens the address first
     * would otherwise spend the code): only this POST, from the page's button, uses the code.
     */
    public void signIn(Context ctx) {
        ctx.future(() -> turns.inTurn(() -> signInNow(ctx)));
    }

    private void signInNow(Context ctx) {
        ctx.header("Cache-Control", "no-store");
        String code = code(ctx);
        Redeemed redeemed = codes.redeem(auth.actor(ctx), code);
        if (redeemed.target().isEmpty()) {
            refuse(ctx, redeemed);
            return;
        }
        Target target = redeemed.target().get();
        sessions.signInTable(ctx, target.codeId());
        auth.flash(ctx, "tablecode.signedIn", target.table());
        ctx.redirect("/tournaments/" + target.tournamentId() + "/sessions/" + target.session() + "/tables/"
                + target.table() + "/sheet");
    }

    private static String code(Context ctx) {
        return ctx.pathParam("token");
    }
}
