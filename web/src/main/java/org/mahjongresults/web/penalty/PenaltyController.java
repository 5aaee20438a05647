package org.mahjongresults.web.penalty;

import static org.mahjongresults.web.penalty.PenaltyLines.offenceName;
import static org.mahjongresults.web.penalty.PenaltyLines.shown;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Consequence;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.Penalty;
import org.mahjongresults.engine.penalty.PenaltyAdvisor;
import org.mahjongresults.engine.penalty.PenaltyEffect;
import org.mahjongresults.engine.penalty.Proposal;
import org.mahjongresults.engine.penalty.Sanction;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines.Line;
import org.mahjongresults.web.sheet.LiveEvents;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The penalty log (RULES §6, §11.5, §13.3): a referee records a penalty at a table — the website proposes the
 * catalogue sanction and, for escalating offences, the next step from the player's earlier offences in the same
 * hand — and the chief referee may cancel one with a reason. The effects count in the sheet and the standings.
 */
public final class PenaltyController {

    /** One offence of the catalogue as the form offers it. */
    public record OffenceChoice(String name, String code, String label) {
    }

    /** The record form of a table, with the proposal for the chosen offence. */
    public record RecordPage(Tournament tournament, int session, int table, List<Seating> players, Form form,
                             List<OffenceChoice> offences, List<String> sanctions, Proposal proposal,
                             String offenceLabel, boolean canManage) {
    }

    /**
     * The penalty record (the form of RULES §11.5) of the tournament, a session, a table or a player: {@code scope}
     * is "tournament", "session", "table" or "player", with the session and table numbers or the player it names.
     */
    public record LogPage(Tournament tournament, String scope, Integer session, Integer table, Player player,
                          List<Line> lines, boolean visible, boolean canCancel, boolean canManage, String here,
                          List<Integer> sessions, boolean canAppeal) {
    }

    private static final String[] FIELDS = {"player", "hand", "offence", "sanction", "points", "deadHand", "victim",
            "lateMinutes", "note", "staffOnly"};

    private final PenaltyRepository penalties;
    private final TournamentRepository tournaments;
    private final SheetRepository sheets;
    private final StandingsService results;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final LiveEvents events;

    public PenaltyController(PenaltyRepository penalties, TournamentRepository tournaments, SheetRepository sheets,
                             StandingsService results, TournamentLookup lookup, Auth auth, Messages messages,
                             LiveEvents events) {
        this.penalties = penalties;
        this.tournaments = tournaments;
        this.sheets = sheets;
        this.results = results;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.events = events;
    }

    /** The log of the whole tournament; the public sees what the tournament publishes. */
    public void log(Context ctx) {
        Tournament t = lookup.visible(ctx);
        renderLog(ctx, t, "tournament", null, null, null, r -> true);
    }

    /** The penalty record of one session (RULES §11.5). */
    public void sessionLog(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        if (session > t.sessionCount()) {
            throw new NotFoundResponse();
        }
        renderLog(ctx, t, "session", session, null, null, r -> r.session() == session);
    }

    /** The penalty record of one table of a session (RULES §11.5: 第__局 第__桌). */
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
        Player player = tournaments.findPlayer(t.id(), playerId).orElseThrow(NotFoundResponse::new);
        renderLog(ctx, t, "player", null, null, player, r -> r.playerId() == playerId);
    }

    private void renderLog(Context ctx, Tournament t, String scope, Integer session, Integer table, Player player,
                           Predicate<PenaltyRecord> filter) {
        boolean staff = auth.isStaff(ctx, t.id());
        boolean visible = t.publishPenalties() || staff;
        List<Line> lines = visible ? lines(ctx, t, filter) : List.of();
        List<Integer> sessions = new ArrayList<>();
        for (int n = 1; n <= t.sessionCount(); n++) {
            sessions.add(n);
        }
        ctx.render("penalty/log", Map.of("page", new LogPage(t, scope, session, table, player, lines, visible,
                auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE), lookup.canManage(ctx, t), ctx.path(), sessions,
                auth.has(ctx, t.id(), StaffRole.REFEREE))));
    }

    /** The lines this reader may see, with team, starting seat and consequences, in the record's order. */
    private List<Line> lines(Context ctx, Tournament t, Predicate<PenaltyRecord> filter) {
        boolean staff = auth.isStaff(ctx, t.id());
        Language lang = RequestLanguage.of(ctx);
        StandingsService.Results r = results.results(t);
        Map<Long, String> teams = new HashMap<>();
        tournaments.teams(t.id()).forEach(team -> teams.put(team.id(), team.name()));
        List<Line> lines = new ArrayList<>();
        for (PenaltyRecord pr : penalties.list(t.id())) {
            if (!filter.test(pr) || !shown(t, pr, staff)) {
                continue;
            }
            Player p = r.players().get(pr.playerId());
            String seat = r.players(pr.session(), pr.table()).stream().filter(s -> s.playerId() == pr.playerId())
                    .map(s -> s.seat().letter()).findFirst().orElse(null);
            lines.add(new Line(pr, offenceName(pr.offence(), lang),
                    p == null || p.teamId() == null ? null : teams.get(p.teamId()), seat, consequences(pr)));
        }
        return lines;
    }

    /** What the sanction does beyond points, as message keys (none for a cancelled penalty). */
    private static List<String> consequences(PenaltyRecord r) {
        if (r.cancelled()) {
            return List.of();
        }
        SanctionKind kind = r.sanction();
        Sanction sanction = new Sanction(kind == SanctionKind.PAY_FOR_THREE ? SanctionKind.WARNING : kind,
                kind == SanctionKind.PAY_FOR_THREE ? 0 : r.points(), r.deadHand());
        Offence offence = r.offence();
        // Seats do not matter for the consequences: offender 0 and, for a transfer to a victim, victim 1.
        PenaltyEffect effect = PenaltyEffect.of(kind.needsVictim() ? Penalty.toVictim(offence, sanction, 0, 1)
                : Penalty.of(offence, sanction, 0));
        List<String> keys = new ArrayList<>();
        for (Consequence c : Consequence.values()) {
            // A dead hand is in the sanction column already; a suspension keeps the results so far in the ranking.
            if (effect.has(c) && c != Consequence.DEAD_HAND
                    && !(c == Consequence.LEAVES_RANKING && kind == SanctionKind.SUSPENSION)) {
                keys.add(c.messageKey());
            }
        }
        return keys;
    }

    /** The record form; {@code ?offence=…&player=…&hand=…} fills in the proposed sanction. */
    public void form(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        int table = TournamentLookup.number(ctx, "t");
        List<Seating> players = players(t, session, table);
        Form form = Form.empty(ctx, messages);
        for (String f : FIELDS) {
            String v = ctx.queryParam(f);
            if (v != null) {
                form.set(f, v);
            }
        }
        Proposal proposal = propose(t, session, table, players, form);
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
        Form form = Form.from(ctx, messages, FIELDS);
        Long player = seatPlayer(form, "player", players, true);
        Integer hand = form.integer("hand", 1, 16, false);
        Offence offence = form.choice("offence", Offence.class);
        SanctionKind kind = form.choice("sanction", SanctionKind.class);
        Integer points = form.get("points").isBlank() ? Integer.valueOf(0) : form.integer("points", 0, 60, false);
        Long victim = seatPlayer(form, "victim", players, false);
        Integer late = form.integer("lateMinutes", 1, 600, false);
        String note = form.optional("note", 2000);
        Sanction sanction = null;
        if (kind != null && points != null) {
            try {
                sanction = new Sanction(kind, points, form.checkbox("deadHand") || kind == SanctionKind.DEAD_HAND);
            } catch (IllegalArgumentException e) {
                form.error("points", "penalty.badPoints", kind.allowedPoints().toString());
            }
        }
        if (kind != null && kind.needsVictim() && victim == null) {
            form.error("victim", "penalty.victimNeeded");
        }
        if (victim != null && victim.equals(player)) {
            form.error("victim", "penalty.victimIsOffender");
        }
        if (kind == SanctionKind.PAY_FOR_THREE && hand == null) {
            form.error("hand", "penalty.handNeeded");
        }
        if (offence == Offence.LATE_ARRIVAL && late == null && form.errors().get("lateMinutes") == null) {
            form.error("lateMinutes", "penalty.minutesNeeded");
        }
        if (form.ok() && note == null && !asProposed(propose(t, session, table, players, form), sanction)) {
            // The referee may choose another sanction than the catalogue's, with a note that says why.
            form.error("note", "penalty.noteNeeded");
        }
        if (form.ok()) {
            sheets.open(t.id(), session, table); // the table counts in the results from its first penalty on
            StaffRole role = auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE) ? StaffRole.CHIEF_REFEREE
                    : StaffRole.REFEREE;
            try {
                // A forfeit makes the table a three-player table, and a suspension or disqualification takes the
                // player out, in the same transaction as the penalty.
                penalties.record(auth.actor(ctx), t.id(), new PenaltyRepository.NewPenalty(session, table, hand,
                        player, offence, sanction.kind(), sanction.points(), sanction.deadHand(),
                        kind.needsVictim() ? victim : null, late, note, role, !form.checkbox("staffOnly")));
            } catch (StaleDataException e) {
                form.error(Form.GLOBAL, e.getMessage());
            }
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, t, session, table, players, form, propose(t, session, table, players, form));
            return;
        }
        events.changed(t.id());
        if (kind == SanctionKind.SUSPENSION || kind == SanctionKind.DISQUALIFICATION) {
            // The player leaves the ranking (disqualified) and the later draws; the director decides the table.
            auth.flash(ctx, "penalty.recordedPlayerOut");
        } else if (kind == SanctionKind.FORFEIT) {
            auth.flash(ctx, "penalty.recordedForfeit");
        } else {
            auth.flash(ctx, "penalty.recorded");
        }
        ctx.redirect("/tournaments/" + t.id() + "/sessions/" + session + "/tables/" + table + "/sheet");
    }

    /** The chief referee cancels a penalty with a reason; it stays in the log, struck through. */
    public void cancel(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long id = TournamentLookup.id(ctx, "pid");
        String reason = ctx.formParam("reason");
        if (reason == null || reason.isBlank()) {
            auth.flash(ctx, "penalty.reasonNeeded");
        } else if (org.mahjongresults.web.forms.Form.hasControlCharacters(reason)) {
            auth.flash(ctx, "form.controlCharacters");
        } else {
            try {
                penalties.cancel(auth.actor(ctx), t.id(), id, reason.trim().length() > 2000
                        ? reason.trim().substring(0, 2000) : reason.trim());
                events.changed(t.id());
                auth.flash(ctx, "penalty.cancelled");
            } catch (StaleDataException e) {
                auth.flash(ctx, e.getMessage());
            }
        }
        ctx.redirect(back(ctx, t));
    }

    /** The chief referee shows a penalty to the public or keeps it to the staff. */
    public void publish(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long id = TournamentLookup.id(ctx, "pid");
        boolean published = "true".equals(ctx.formParam("published"));
        try {
            penalties.setPublished(auth.actor(ctx), t.id(), id, published);
            events.changed(t.id());
            auth.flash(ctx, published ? "penalty.publishedNow" : "penalty.unpublishedNow");
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
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

    // -----------------------------------------------------------------------------------------------------

    /** True if the sanction is the proposed one (for 6-7(3), any amount: the rules leave it to the referee). */
    private static boolean asProposed(Proposal proposal, Sanction sanction) {
        if (proposal == null) {
            return false;
        }
        Sanction p = proposal.sanction();
        return p.kind() == sanction.kind() && p.deadHand() == sanction.deadHand()
                && (proposal.pointsAtDiscretion() || p.points() == sanction.points());
    }

    /** The proposal for the chosen offence and player (late arrival: by the minutes given). */
    private Proposal propose(Tournament t, int session, int table, List<Seating> players, Form form) {
        Offence offence;
        try {
            offence = Offence.valueOf(form.get("offence"));
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (offence == Offence.LATE_ARRIVAL) {
            try {
                int minutes = Integer.parseInt(form.get("lateMinutes").trim());
                return minutes > 0 ? PenaltyAdvisor.proposeLateArrival(minutes) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        List<Long> seats = players.stream().map(Seating::playerId).toList();
        int offender;
        try {
            offender = seats.indexOf(Long.parseLong(form.get("player")));
        } catch (NumberFormatException e) {
            offender = -1;
        }
        if (offender < 0) {
            return PenaltyAdvisor.propose(offence, 0, List.of());
        }
        String hand = form.get("hand").trim();
        List<Penalty> earlier = new ArrayList<>();
        for (PenaltyRecord r : penalties.list(t.id())) {
            if (r.session() == session && r.table() == table && r.hand() != null && hand.equals(
                    String.valueOf(r.hand())) && seats.contains(r.playerId())) {
                earlier.add(PenaltyEffects.penalty(r, seats));
            }
        }
        return PenaltyAdvisor.propose(offence, offender, earlier);
    }

    private void render(Context ctx, Tournament t, int session, int table, List<Seating> players, Form form,
                        Proposal proposal) {
        Language lang = RequestLanguage.of(ctx);
        List<OffenceChoice> offences = Arrays.stream(Offence.values())
                .map(o -> new OffenceChoice(o.name(), o.code(), o.code() + " " + offenceName(o, lang)))
                .toList();
        List<String> sanctions = Arrays.stream(SanctionKind.values()).map(Enum::name).toList();
        ctx.render("penalty/record", Map.of("page", new RecordPage(t, session, table, players, form, offences,
                sanctions, proposal, proposal == null ? null : offenceName(proposal.offence(), lang),
                lookup.canManage(ctx, t))));
    }

    private List<Seating> players(Tournament t, int session, int table) {
        List<Seating> players = results.tablePlayers(t, session, table);
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        return players;
    }

    private static Long seatPlayer(Form form, String field, List<Seating> players, boolean required) {
        String v = form.get(field).trim();
        if (v.isEmpty()) {
            if (required) {
                form.error(field, "form.required");
            }
            return null;
        }
        try {
            long id = Long.parseLong(v);
            if (players.stream().noneMatch(p -> p.playerId() == id)) {
                form.error(field, "form.invalidChoice");
                return null;
            }
            return id;
        } catch (NumberFormatException e) {
            form.error(field, "form.invalidChoice");
            return null;
        }
    }
}
