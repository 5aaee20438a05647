package org.mahjongresults.web.penalty;

import static org.mahjongresults.web.penalty.PenaltyLines.offenceName;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.RiichiSanction;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines.Line;
import org.mahjongresults.web.penalty.PenaltyPages.LogPage;
import org.mahjongresults.web.penalty.PenaltyPages.OffenceChoice;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.penalty.PenaltyPages.RecordPage;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;
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

    public PenaltyController(PenaltyService penalties, TournamentLookup lookup, Auth auth, Messages messages) {
        this.penalties = penalties;
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
        boolean riichi = riichi(t);
        PenaltyService.Draft draft = riichi ? PenaltyForm.parseRiichi(form, players) : PenaltyForm.parse(form, players);
        SanctionKind kind = draft.kind();
        (riichi ? penalties.checkRiichi(draft) : penalties.check(draft)).forEach(p -> error(form, p));
        PenaltyService.Outcome outcome = null;
        if (form.ok()) {
            StaffRole role = auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE) ? StaffRole.CHIEF_REFEREE
                    : StaffRole.REFEREE;
            outcome = riichi ? penalties.recordRiichi(auth.actor(ctx), t, session, table, draft, role)
                    : penalties.record(auth.actor(ctx), t, session, table, players, draft, role);
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

    /** Whether the tournament's rule set records penalties from the riichi catalogue (told by its strategy). */
    private static boolean riichi(Tournament t) {
        return RuleSets.of(t).penaltyCatalogue() == RuleSetFeatures.PenaltyCatalogue.RIICHI;
    }

    /** The catalogue's proposal for what the form names so far (null when it names no offence yet). */
    private Proposed proposal(Tournament t, int session, int table, List<Seating> players, Form form) {
        return riichi(t) ? penalties.proposeRiichi(t, PenaltyForm.riichiOffence(form))
                : Proposed.of(penalties.propose(t, session, table, players, PenaltyForm.lenient(form)));
    }

    private void render(Context ctx, Tournament t, int session, int table, List<Seating> players, Form form,
                        Proposed proposal) {
        Language lang = RequestLanguage.of(ctx);
        boolean riichi = riichi(t);
        List<OffenceChoice> offences;
        List<String> sanctions;
        String offenceLabel = null;
        if (riichi) {
            offences = Arrays.stream(RiichiOffence.values())
                    .map(o -> new OffenceChoice(o.name(), "", GameNames.of(o, lang))).toList();
            sanctions = RiichiSanction.recordedKinds().stream().map(Enum::name).toList();
            RiichiOffence chosen = PenaltyForm.riichiOffence(form);
            offenceLabel = chosen == null ? null : GameNames.of(chosen, lang);
        } else {
            offences = Arrays.stream(Offence.values())
                    .map(o -> new OffenceChoice(o.name(), o.code(), o.code() + " " + offenceName(o, lang))).toList();
            // Chombo is the riichi catalogue's own kind.
            sanctions = Arrays.stream(SanctionKind.values()).filter(k -> k != SanctionKind.CHOMBO).map(Enum::name)
                    .toList();
            Offence chosen = PenaltyForm.lenient(form).offence();
            offenceLabel = proposal == null || chosen == null ? null : offenceName(chosen, lang);
        }
        ctx.render("penalty/record", Map.of("page", new RecordPage(t, session, table, players, form, offences,
                sanctions, proposal, offenceLabel, lookup.canManage(ctx, t),
                riichi ? PenaltyService.RIICHI_MAX_POINTS : 60, !riichi)));
    }

    private List<Seating> players(Tournament t, int session, int table) {
        List<Seating> players = penalties.table(t, session, table);
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        return players;
    }
}
