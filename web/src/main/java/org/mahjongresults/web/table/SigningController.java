package org.mahjongresults.web.table;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.referee.CallReason;
import org.mahjongresults.engine.sheet.ConfirmationMode;
import org.mahjongresults.engine.sheet.Signatures;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.ClientAddress;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.sheet.SheetPageBuilder;
import org.mahjongresults.web.sheet.SheetTable;

/**
 * The players sign their table's sheet and call a referee (issue 26): the table's signing page, opened on the
 * scorekeeper's phone handed round or on a player's own phone from the table's page, and the director's page of
 * personal codes and of when players confirm. Reads the forms and renders; {@link SigningService} does the rest.
 */
public final class SigningController {

    /**
     * The table's signing page: the result being confirmed, the panel, one form per player present, the call form;
     * {@code knockout}: a Swiss knockout table (places, no table points).
     */
    public record SignPage(Tournament tournament, int session, int table, SigningService.Panel panel, Form form,
                           boolean staff, List<CallReason> reasons, String sheetPath,
                           List<org.mahjongresults.db.draw.Seating> players, List<SheetPageBuilder.ResultLine> result,
                           boolean knockout) {

        /** True if the form shown again is the call form (a refused call), not a player's confirmation. */
        public boolean callRefused() {
            return form.values().containsKey("reason");
        }
    }

    /**
     * The director's page: the mode, every player's code state, and codes just generated (shown this once); times in
     * the venue's {@code zone}.
     */
    public record CodesPage(Tournament tournament, ConfirmationMode mode, List<ConfirmationMode> modes,
                            List<CodeRow> players, Map<Long, String> generated, Form form, boolean canManage,
                            java.time.ZoneId zone) {
    }

    /** A player and when their code was set (null: none). */
    public record CodeRow(Player player, java.time.OffsetDateTime setAt, String generated) {
    }

    private final SigningService signing;
    private final SheetPageBuilder pages;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final WebSessions sessions;
    private final Messages messages;

    public SigningController(SigningService signing, SheetPageBuilder pages, TournamentLookup lookup, Auth auth,
                                    WebSessions sessions, Messages messages) {
        this.signing = signing;
        this.pages = pages;
        this.lookup = lookup;
        this.auth = auth;
        this.sessions = sessions;
        this.messages = messages;
    }

    public void page(Context ctx) {
        SheetTable table = table(ctx);
        sessions.ensure(ctx); // the forms' CSRF token lives in a session, a player's own phone's too
        render(ctx, table, Form.empty(ctx, messages));
    }

    /** A player confirms or disputes the table's result with their code. */
    public void sign(Context ctx) {
        SheetTable table = table(ctx);
        Form form = Form.from(ctx, messages, "player", "code", "verdict");
        Long player = playerId(form);
        Signatures.Verdict verdict = form.choice("verdict", Signatures.Verdict.class);
        if (player == null || verdict == null || !form.ok()) {
            form.error(Form.GLOBAL, "signing.choosePlayer");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
            return;
        }
        boolean shared = signing.mayScore(auth.scorer(ctx), table);
        SigningService.Outcome outcome = signing.sign(auth.actor(ctx), table, player, form.get("code"), verdict,
                shared, ClientAddress.of(ctx));
        if (outcome instanceof SigningService.Outcome.Signed) {
            String name = table.players().stream().filter(p -> p.playerId() == player).findFirst()
                    .map(org.mahjongresults.db.draw.Seating::name).orElse("");
            auth.flash(ctx, verdict == Signatures.Verdict.CONFIRM ? "signing.confirmed" : "signing.disputed", name);
            // The next player finds the page where this one left it: at the result, not at the top (issue 37).
            ctx.redirect(signPath(table) + "#confirm");
            return;
        }
        refuse(ctx, table, form, outcome, "code", "signing.notNow");
    }

    /** A table calls a referee: its scorekeeper (or a referee) at once, a player of the table with their code. */
    public void call(Context ctx) {
        SheetTable table = table(ctx);
        Form form = Form.from(ctx, messages, "player", "code", "reason", "back");
        CallReason reason = CallReason.parse(form.get("reason"));
        if (reason == null) {
            form.error("reason", "calls.chooseReason");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
            return;
        }
        boolean staff = signing.mayScore(auth.scorer(ctx), table);
        String caller = staff ? auth.user(ctx).map(u -> u.user().displayName()).orElse("") : null;
        Long player = staff ? null : playerId(form);
        if (!staff && player == null) {
            form.error(Form.GLOBAL, "signing.choosePlayer");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
            return;
        }
        SigningService.Outcome outcome = signing.call(auth.actor(ctx), table, caller, player, form.get("code"),
                reason, ClientAddress.of(ctx));
        if (outcome instanceof SigningService.Outcome.Called) {
            auth.flash(ctx, "calls.called", table.number());
            ctx.redirect("sheet".equals(form.get("back")) ? table.path() : signPath(table));
            return;
        }
        refuse(ctx, table, form, outcome, "callCode", "calls.notNow");
    }

    /**
     * {@code GET …/calls}: the address a refused call leaves in the address bar; reloading it shows the table's
     * signing page (where the call form is) rather than a 404.
     */
    public void callsPage(Context ctx) {
        ctx.redirect(signPath(table(ctx)) + "#call-heading");
    }

    // The director's page ---------------------------------------------------------------------------------

    public void codes(Context ctx) {
        Tournament t = lookup.visible(ctx);
        renderCodes(ctx, t, Map.of(), Form.empty(ctx, messages));
    }

    /** Generates codes for the players without one ({@code which=missing}) or for every player ({@code all}). */
    public void generate(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean all = "all".equals(ctx.formParam("which"));
        Map<Long, java.time.OffsetDateTime> set = signing.codes().codesSet(t.id());
        List<Long> players = signing.players(t).stream().map(Player::id)
                .filter(id -> all || !set.containsKey(id)).toList();
        Map<Long, String> generated = signing.codes().generate(auth.actor(ctx), t.id(), players);
        // Shown this once, in clear, to be printed: only the hashes are kept.
        ctx.header("Cache-Control", "no-store");
        renderCodes(ctx, t, generated, Form.empty(ctx, messages));
    }

    /** The director sets one player's code. */
    public void setCode(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player player = signing.players(t).stream().filter(p -> p.id() == playerId).findFirst()
                .orElseThrow(NotFoundResponse::new);
        Form form = Form.from(ctx, messages, "code");
        String code = form.get("code").trim();
        if (!PlayerCodes.valid(code)) {
            form.error("code", "signing.codeRule");
            form.set("player", player.id());
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderCodes(ctx, t, Map.of(), form);
            return;
        }
        signing.codes().set(auth.actor(ctx), t.id(), player.id(), code);
        auth.flash(ctx, "signing.codeSet", player.name());
        ctx.redirect("/tournaments/" + t.id() + "/codes");
    }

    /** The director chooses when players confirm: each hand, each session, or not at all. */
    public void mode(Context ctx) {
        Tournament t = lookup.visible(ctx);
        String mode = ctx.formParam("mode");
        if (mode == null || java.util.Arrays.stream(ConfirmationMode.values()).noneMatch(m -> m.name().equals(mode))) {
            Form form = Form.from(ctx, messages, "mode");
            form.error("mode", "signing.chooseMode");
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderCodes(ctx, t, Map.of(), form);
            return;
        }
        signing.setMode(auth.actor(ctx), t, ConfirmationMode.valueOf(mode));
        auth.flash(ctx, "signing.modeSaved");
        ctx.redirect("/tournaments/" + t.id() + "/codes");
    }

    // -----------------------------------------------------------------------------------------------------

    /** Says why a code was not taken, on the field {@code field} of the form that sent it (issue 36). */
    private void refuse(Context ctx, SheetTable table, Form form, SigningService.Outcome outcome, String field,
                        String notNow) {
        form.set("code", ""); // a code is never sent back
        if (outcome instanceof SigningService.Outcome.Throttled t) {
            long seconds = Math.max(1, (t.retryAfter().toMillis() + 999) / 1000);
            ctx.header("Retry-After", String.valueOf(seconds));
            form.error(field, "signing.throttled", seconds);
            fail(ctx, table, form, HttpStatus.TOO_MANY_REQUESTS);
        } else if (outcome instanceof SigningService.Outcome.NotAtTable) {
            // Bad input rather than a missing role: the page says why, with the form as it was (422).
            form.error(Form.GLOBAL, "signing.notAtTable");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
        } else if (outcome instanceof SigningService.Outcome.NotNow) {
            form.error(Form.GLOBAL, notNow);
            fail(ctx, table, form, HttpStatus.CONFLICT);
        } else if (outcome instanceof SigningService.Outcome.NoCode) {
            form.error(field, "signing.noCode");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
        } else {
            form.error(field, "signing.wrongCode");
            fail(ctx, table, form, HttpStatus.UNPROCESSABLE_CONTENT);
        }
    }

    private void fail(Context ctx, SheetTable table, Form form, HttpStatus status) {
        ctx.status(status);
        render(ctx, table, form);
    }

    private void render(Context ctx, SheetTable table, Form form) {
        ctx.render("sheet/sign", Map.of("page", new SignPage(table.t(), table.session(), table.number(),
                signing.panel(table), form, signing.mayScore(auth.scorer(ctx), table), List.of(CallReason.values()),
                table.path(), table.players(), pages.result(ctx, table), pages.signsPlaces(table))));
    }

    private void renderCodes(Context ctx, Tournament t, Map<Long, String> generated, Form form) {
        Map<Long, java.time.OffsetDateTime> set = signing.codes().codesSet(t.id());
        List<CodeRow> rows = signing.players(t).stream()
                .map(p -> new CodeRow(p, set.get(p.id()), generated.get(p.id()))).toList();
        ctx.render("sheet/codes", Map.of("page", new CodesPage(t, signing.mode(t), List.of(ConfirmationMode.values()),
                rows, generated, form, lookup.canManage(ctx, t), signing.zone(t))));
    }

    private SheetTable table(Context ctx) {
        return signing.table(lookup.readDraw(ctx), TournamentLookup.number(ctx, "n"), TournamentLookup.number(ctx, "t"))
                .orElseThrow(NotFoundResponse::new);
    }

    private static String signPath(SheetTable table) {
        return "/tournaments/" + table.t().id() + "/sessions/" + table.session() + "/tables/" + table.number()
                + "/sign";
    }

    private static Long playerId(Form form) {
        String p = form.get("player").trim();
        if (!p.matches("\\d{1,18}")) {
            return null;
        }
        return Numbers.parseLong(p);
    }
}
