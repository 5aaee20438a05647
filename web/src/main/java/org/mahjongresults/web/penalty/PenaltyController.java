package org.mahjongresults.web.penalty;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines.Line;
import org.mahjongresults.web.penalty.PenaltyPages.LogPage;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.penalty.PenaltyPages.RecordPage;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The penalty log's pages (MCR 2006 §3.11, MCR 2006 附件6, RULINGS §4): a referee records a penalty at a table, with the catalogue's
 * proposal; the chief referee cancels one with a reason or keeps it to the staff; the log by tournament, session,
 * table or player. This parses and renders; {@link PenaltyService} owns the rules and the writes.
 */
public final class PenaltyController {

    private final PenaltyService penalties;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    /** The rules of each penalty catalogue, picked by the tournament's rule set. */
    private final PenaltyCatalogueRules.Picker catalogues;

    public PenaltyController(PenaltyService penalties, TournamentLookup lookup, Auth auth, Messages messages) {
        this.penalties = penalties;
        this.catalogues = PenaltyCatalogueRules.pick(new McrPenaltyCatalogue(penalties),
                new RiichiPenaltyCatalogue(penalties));
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
    }

    /** The log of the whole tournament; the public sees what the tournament publishes. */
    public void log(Context ctx) {
        renderLog(ctx, lookup.visible(ctx), "tournament", null, null, null, r -> true);
    }

    /** The penalty record of one session (MCR 2006 附件6). */
    public void sessionLog(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        if (session > t.sessionCount()) {
            throw new NotFoundResponse();
        }
        renderLog(ctx, t, "session", session, null, null, r -> r.session() == session);
    }

    /** The penalty record of one table of a session (MCR 2006 附件6: 第__局 第__桌). */
    public void tableLog(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        int table = TournamentLookup.number(ctx, "t");
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse(); // as the table's sheet: no table before the draw is out
        }
        players(t, session, table);
        renderLog(ctx, t, "table", session, table, null, r -> r.session() == session && r.table() == table);
    }

    /** The penalty record of one player. */
    public void playerLog(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player player = penalties.player(t, playerId).orElseThrow(NotFoundResponse::new);
        renderLog(ctx, t, "player", null, null, player, r -> r.playerId() == playerId);
    }

    private void renderLog(Context ctx, Tournament t, String scope, Integer session, Integer table, Player player,
                           Predicate<PenaltyRecord> filter) {
        boolean staff = auth.isStaff(ctx, t.id());
        boolean visible = t.publishPenalties() || staff;
        List<Line> lines = visible ? penalties.lines(t, staff, RequestLanguage.of(ctx), filter) : List.of();
        List<Integer> sessions = IntStream.rangeClosed(1, t.sessionCount()).boxed().toList();
        ctx.render("penalty/log", Map.of("page", new LogPage(t, scope, session, table, player, lines, visible,
                auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE), lookup.canManage(ctx, t), ctx.path(), sessions,
                auth.has(ctx, t.id(), StaffRole.REFEREE))));
    }

    /** The record form; {@code ?offence=…&player=…&hand=…} fills in the proposed sanction. */
    public void form(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        int table = TournamentLookup.number(ctx, "t");
        List<Seating> players = players(t, session, table);
        Form form = Form.empty(ctx, messages);
        for (String f : PenaltyForm.FIELDS) {
            String v = ctx.queryParam(f);
            if (v != null) {
                form.set(f, v);
            }
        }
        Proposed proposal = proposal(t, session, table, players, form);
        if (proposal != null && form.get("sanction").isEmpty()) {
            form.set("sanction", proposal.sanction().kind().name()).set("points", proposal.sanction().points())
                    .set("deadHand", proposal.sanction().deadHand() ? "on" : "");
        }
        render(ctx, t, session, table, players, form, proposal);
    }

    public void create(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        int table = TournamentLookup.number(ctx, "t");
        List<Seating> players = players(t, session, table);
        Form form = Form.from(ctx, messages, PenaltyForm.FIELDS);
        PenaltyCatalogueRules catalogue = catalogues.of(t);
        PenaltyService.Draft draft = catalogue.parse(form, players);
        SanctionKind kind = draft.kind();
        catalogue.check(draft).forEach(p -> error(form, p));
        PenaltyService.Outcome outcome = null;
        if (form.ok()) {
            StaffRole role = auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE) ? StaffRole.CHIEF_REFEREE
                    : StaffRole.REFEREE;
            outcome = catalogue.record(auth.actor(ctx), t, session, table, players, draft, role);
            if (outcome instanceof PenaltyService.Outcome.Refused refused) {
                refused.problems().forEach(p -> error(form, p));
            }
        }
        if (!(outcome instanceof PenaltyService.Outcome.Recorded)) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, t, session, table, players, form, proposal(t, session, table, players, form));
            return;
        }
        // A suspended or disqualified player leaves the later draws (and the ranking); the director decides the table.
        auth.flash(ctx, kind == SanctionKind.SUSPENSION || kind == SanctionKind.DISQUALIFICATION
                ? "penalty.recordedPlayerOut" : kind == SanctionKind.FORFEIT ? "penalty.recordedForfeit"
                : "penalty.recorded");
        ctx.redirect("/tournaments/" + t.id() + "/sessions/" + session + "/tables/" + table + "/sheet");
    }

    /** The chief referee cancels a penalty with a reason; it stays in the log, struck through. */
    public void cancel(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long id = TournamentLookup.id(ctx, "pid");
        String reason = ctx.formParam("reason");
        auth.flash(ctx, reason != null && !reason.isBlank() && Form.hasControlCharacters(reason)
                ? "form.controlCharacters" : penalties.cancel(auth.actor(ctx), t, id, reason));
        ctx.redirect(back(ctx, t));
    }

    /** The chief referee shows a penalty to the public or keeps it to the staff. */
    public void publish(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long id = TournamentLookup.id(ctx, "pid");
        auth.flash(ctx, penalties.publish(auth.actor(ctx), t, id, "true".equals(ctx.formParam("published"))));
        ctx.redirect(back(ctx, t));
    }

    /** The record page the form was on (only this tournament's pages), else the tournament's log. */
    private static String back(Context ctx, Tournament t) {
        String prefix = "/tournaments/" + t.id() + "/";
        String back = ctx.formParam("back");
        if (back != null && back.startsWith(prefix) && back.endsWith("/penalties")
                && back.chars().allMatch(ch -> ch == '/' || Character.isLetterOrDigit(ch))) {
            return back;
        }
        return prefix + "penalties";
    }

    private static void error(Form form, PenaltyService.Problem p) {
        form.error(p.field() == null ? Form.GLOBAL : p.field(), p.key(), p.args().toArray());
    }

    /** The catalogue's proposal for what the form names so far (null when it names no offence yet). */
    private Proposed proposal(Tournament t, int session, int table, List<Seating> players, Form form) {
        return catalogues.of(t).propose(t, session, table, players, form);
    }

    private void render(Context ctx, Tournament t, int session, int table, List<Seating> players, Form form,
                        Proposed proposal) {
        Language lang = RequestLanguage.of(ctx);
        PenaltyCatalogueRules catalogue = catalogues.of(t);
        ctx.render("penalty/record", Map.of("page", new RecordPage(t, session, table, players, form,
                catalogue.offences(lang), catalogue.sanctions(), proposal, catalogue.offenceLabel(form, proposal, lang),
                lookup.canManage(ctx, t), catalogue.maxPoints(), catalogue.victims())));
    }

    private List<Seating> players(Tournament t, int session, int table) {
        List<Seating> players = penalties.table(t, session, table);
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        return players;
    }
}
