package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.sheet.SheetRules.Message;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * A table's score sheet, under either rule set: everyone sees it fill hand by hand; the scorekeeper enters hands and
 * submits; a referee accepts disputed totals, corrects hands with a reason, closes the sheet and, at a tied knockout
 * table, chooses who advances. This class reads the forms and renders; {@link SheetService} does the rest.
 */
public final class SheetController {

    private final SheetService service;
    private final SheetPageBuilder pages;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final SheetSigning signing;
    private final TournamentLookup lookup;

    public SheetController(SheetService service, SheetPageBuilder pages, Auth auth,
                                  Messages messages, ThymeleafRenderer renderer, Publisher publisher,
                                  SheetSigning signing, TournamentLookup lookup) {
        this.signing = signing;
        this.lookup = lookup;
        this.service = service;
        this.pages = pages;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    public void page(Context ctx) {
        SheetTable table = table(ctx);
        Form form = pages.blank(ctx, table);
        if (pages.sharedWithSpectators(table) && Publisher.servesSpectator(ctx)) {
            // A spectator's sheet has no controls: one rendering per results version, shared by every spectator.
            publisher.send(ctx, Page.at(pages.cacheKey(ctx, table), pages.cacheVersion(table),
                    () -> renderer.render(table.rules().sheetTemplate(), Map.of("page", pages.sheet(ctx, table, form,
                            List.of(), null), "signing", signing.panel(table)), ctx)));
            return;
        }
        render(ctx, table, form, List.of(), null);
    }

    public void addHand(Context ctx) {
        SheetTable table = table(ctx);
        require(service.mayScore(auth.scorer(ctx), table));
        Sheet sheet = service.open(table);
        Form form = Form.from(ctx, messages, table.rules().fields());
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        SheetRules.Report report = table.rules().readNext(form, sheet, table.ids());
        SheetService.AddOutcome outcome = report == null ? null
                : service.addHand(auth.actor(ctx), table, sheet, version, report);
        if (outcome instanceof SheetService.Saved saved) {
            flash(ctx, saved.message(), table.path() + "#hand-" + saved.hand().number());
            return;
        }
        if (outcome instanceof SheetService.Conflict conflict) {
            form.error(Form.GLOBAL, conflict.error());
            form.set("version", "");
            ctx.status(HttpStatus.CONFLICT);
        } else {
            if (outcome instanceof SheetService.Refused refused) {
                refused.refusal().applyTo(form);
            }
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        render(ctx, table, form, outcome instanceof SheetService.Conflict c ? c.since() : List.of(), null);
    }

    public void accept(Context ctx) {
        SheetTable table = table(ctx);
        Sheet sheet = existing(table);
        flash(ctx, service.accept(auth.actor(ctx), table, sheet, intParam(ctx.formParam("version")),
                intParam(ctx.pathParam("h"))), table.path());
    }

    public void correctForm(Context ctx) {
        SheetTable table = table(ctx);
        Sheet sheet = existing(table);
        require(service.mayCorrect(auth.scorer(ctx), table, sheet));
        HandRecord hand = hand(sheet, ctx);
        Form form = Form.empty(ctx, messages);
        table.rules().fill(form, hand, table.ids());
        form.set("version", sheet.version()).set("appealId", ctx.queryParam("appeal"));
        ctx.render("sheet/correct", Map.of("page", pages.correct(ctx, table, sheet, hand, form)));
    }

    /**
     * Replaces a hand; the reason and the before and after are kept. While the sheet is open its scorekeeper
     * may fix a mistake; once submitted or closed only a referee or the director may.
     */
    public void correct(Context ctx) {
        SheetTable table = table(ctx);
        Sheet sheet = existing(table);
        require(service.mayCorrect(auth.scorer(ctx), table, sheet));
        HandRecord old = hand(sheet, ctx);
        Form form = Form.from(ctx, messages, Stream.concat(Stream.of(table.rules().fields()),
                Stream.of("reason", "appealId")).toArray(String[]::new));
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        String reason = form.required("reason", 2000);
        Integer appealId = form.integer("appealId", 1, Integer.MAX_VALUE, false);
        SheetRules.Report report = table.rules().read(form, old.number(), table.ids(), SheetView.absentIndex(sheet));
        SheetService.CorrectOutcome outcome = report == null || !form.ok() ? null : service.correct(auth.actor(ctx),
                table, sheet, version, report, reason, appealId == null ? null : appealId.longValue());
        if (outcome instanceof SheetService.Corrected) {
            auth.flash(ctx, "sheet.corrected", old.number());
            ctx.redirect(table.path() + "#hand-" + old.number());
            return;
        }
        if (outcome instanceof SheetService.StaleCorrection stale) {
            form.error(Form.GLOBAL, "sheet.stale");
            form.set("version", stale.version());
            ctx.status(HttpStatus.CONFLICT);
        } else {
            if (outcome instanceof SheetService.Refused refused) {
                refused.refusal().applyTo(form);
            }
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        ctx.render("sheet/correct", Map.of("page", pages.correct(ctx, table, sheet, old, form)));
    }

    /**
     * A referee records a forfeit before play starts (RULINGS §4): the player who started in the given seat is
     * absent, and the other three play a three-player table of 12 hands. An empty seat undoes it.
     */
    public void absent(Context ctx) {
        SheetTable table = table(ctx);
        if (!table.rules().playsShortTables()) {
            throw new NotFoundResponse();
        }
        String seat = ctx.formParam("seat");
        flash(ctx, service.absent(auth.actor(ctx), table, seat == null || seat.isEmpty() ? null : seat), table.path());
    }

    /** The scorekeeper submits the sheet; a short one before time is called needs a confirmation and a reason. */
    public void submit(Context ctx) {
        SheetTable table = table(ctx);
        require(service.mayScore(auth.scorer(ctx), table));
        Sheet sheet = existing(table);
        Form form = Form.from(ctx, messages, "version", "confirmShort", "reason");
        SheetService.Progress progress = service.progress(table, sheet);
        String reason = null;
        if (progress.needsReason()) {
            if (!form.checkbox("confirmShort")) {
                form.error("confirmShort", "sheet.shortConfirmNeeded", progress.played(), progress.full());
            }
            reason = form.required("reason", 500);
            if (!form.ok()) {
                ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
                render(ctx, table, Form.empty(ctx, messages).set("result", "WIN"), List.of(), form);
                return;
            }
        }
        flash(ctx, service.submit(auth.actor(ctx), table, sheet, intParam(form.get("version")), reason), table.path());
    }

    /**
     * A referee closes the sheet. Over a dispute or a missing confirmation the referee says why (kept in the audit
     * log); the table's open calls are answered by the closing.
     */
    public void close(Context ctx) {
        SheetTable t = table(ctx);
        Sheet sheet = existing(t);
        String reason = ctx.formParam("reason") == null ? "" : ctx.formParam("reason").strip();
        if (reason.length() > 2000) {
            reason = reason.substring(0, 2000);
        }
        boolean needsReason = signing.panel(t).needsReason();
        if (needsReason && reason.isEmpty()) {
            auth.flashRefusal(ctx, "sheet.closeReasonMissing");
            ctx.redirect(t.path() + "#sheet-actions");
            return;
        }
        Message done = service.close(auth.actor(ctx), t, sheet, intParam(ctx.formParam("version")),
                needsReason ? reason : null);
        if (!sheet.closed() && service.find(t).map(Sheet::closed).orElse(false)) {
            signing.closeCalls(auth.actor(ctx), auth.user(ctx).map(u -> u.user().displayName()).orElse(""), t);
            flash(ctx, done, t.path());
        } else {
            auth.flashRefusal(ctx, done.key(), done.args());
            ctx.redirect(t.path());
        }
    }

    public void reopen(Context ctx) {
        SheetTable t = table(ctx);
        flash(ctx, service.reopen(auth.actor(ctx), t, existing(t), intParam(ctx.formParam("version"))), t.path());
    }

    /** A referee records who advances from a knockout table whose top total is shared (RULINGS §6). */
    public void advance(Context ctx) {
        SheetTable table = table(ctx);
        if (!RuleSets.of(table.t()).refereeChoosesAdvancer()) {
            throw new NotFoundResponse();
        }
        String player = ctx.formParam("player");
        flash(ctx, service.advance(auth.actor(ctx), table, player == null || !player.trim().matches("-?\\d{1,18}")
                ? null : Numbers.parseLong(player.trim())), table.path());
    }

    // offline (issue 26 item 3) ------------------------------------------------------------------------------

    /**
     * {@code GET /sheet-worker.js}: the sheet app's service worker (static/js/sheet-worker.js), served from the root
     * so that its scope may be /tournaments/, where the sheet pages are; revalidated on every registration.
     */
    public void worker(Context ctx) {
        ctx.contentType("text/javascript; charset=utf-8").header("Cache-Control", "no-cache")
                .result(SheetApp.workerScript());
    }

    /** {@code GET …/tables/{t}/sheet/app.webmanifest}: installs this table's sheet as an app, named in the reader's language. */
    public void manifest(Context ctx) {
        table(ctx); // no app of a table that does not exist (issue 36)
        SheetApp.Manifest manifest = SheetApp.manifest(ctx, messages).orElseThrow(NotFoundResponse::new);
        ctx.json(manifest.fields()).contentType("application/manifest+json; charset=utf-8");
    }

    // -----------------------------------------------------------------------------------------------------

    private void render(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm) {
        // The players' signatures and the table's referee calls (issue 26) beside the sheet's own page model.
        ctx.render(table.rules().sheetTemplate(), Map.of("page", pages.sheet(ctx, table, form, missed, endForm),
                "signing", signing.panel(table)));
    }

    private void flash(Context ctx, Message message, String redirect) {
        auth.flash(ctx, message.key(), message.args());
        ctx.redirect(redirect);
    }

    /** The route's table: a draft draw is seen by the tournament's staff only; 404 for anyone else. */
    private SheetTable table(Context ctx) {
        return service.table(lookup.readDraw(ctx), TournamentLookup.number(ctx, "n"),
                TournamentLookup.number(ctx, "t")).orElseThrow(NotFoundResponse::new);
    }

    private Sheet existing(SheetTable table) {
        return service.find(table).orElseThrow(NotFoundResponse::new);
    }

    private HandRecord hand(Sheet sheet, Context ctx) {
        return service.hand(sheet, intParam(ctx.pathParam("h"))).orElseThrow(NotFoundResponse::new);
    }

    private static void require(boolean allowed) {
        if (!allowed) {
            throw new ForbiddenResponse();
        }
    }

    private static Integer intParam(String s) {
        try {
            return s == null ? null : Numbers.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
