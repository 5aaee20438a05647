package org.mahjongresults.web.appeal;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealDeadline;
import org.mahjongresults.engine.appeal.AppealWorkflow;
import org.mahjongresults.engine.appeal.Contested;
import org.mahjongresults.engine.appeal.Refusal;
import org.mahjongresults.engine.appeal.Transition;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.hall.ClockService;
import org.mahjongresults.web.hall.VenueTime;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.sheet.LiveEvents;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Appeals (RULES §7, §13.4): a referee files one in writing on behalf of a player or a team leader, within 30
 * minutes of the close of the table's sheet; the chief referee upholds or rejects it with reasons; a rejection may
 * be appealed further to the arbitration committee; it may be withdrawn before a decision. The workflow is the
 * engine's; this controller offers only the steps it allows the viewer, and shows every step on a timeline.
 * Officials (referees and up, the committee) see every appeal; the public sees the decided ones when the
 * tournament publishes appeals, without the staff-only details (the statement, who signed, the fee, names).
 */
public final class AppealController {

    /** One appeal in a list. */
    public record Row(Appeal appeal, String appellant, String contested, String deadline, String timeLeft,
                      boolean inTime) {
    }

    /** A table whose filing window is open now. */
    public record Window(int session, int table, String deadline, String timeLeft) {
    }

    /** The officials' list (every appeal, the open first) or the public's (decided, published ones). */
    public record ListPage(Tournament tournament, boolean official, boolean canFile, List<Row> open,
                           List<Row> done, List<Window> windows, boolean canManage) {
    }

    /** A choice of a select: value and label. */
    public record Choice(String value, String label) {
    }

    /** The filing form; {@code tableChosen} once the session and table are known. */
    public record FormPage(Tournament tournament, Form form, boolean tableChosen, Integer session, Integer table,
                           List<Choice> appellants, List<Choice> contested, String fee, String deadline,
                           boolean tooLate, boolean canManage) {
    }

    /** One line of the timeline. */
    public record StepLine(AppealStep step, String actionKey, String actor, String at, String note) {
    }

    /** An appeal's page: what it is, where it stands, its timeline, and the steps the viewer may take. */
    public record AppealPage(Tournament tournament, Appeal appeal, boolean official, String appellant,
                             String contested, String filedAt, String deadline, List<StepLine> steps,
                             Set<AppealAction> actions, boolean committeeRestricted, boolean penaltyOpen,
                             Form form, String correctHref, String correctionHref, String sheetHref,
                             boolean canManage) {

        public boolean may(String action) {
            return actions.contains(AppealAction.valueOf(action));
        }

        public boolean canDecide() {
            return may("DECIDE_UPHOLD") || may("DECIDE_REJECT");
        }

        public boolean canCommittee() {
            return may("COMMITTEE_UPHOLD") || may("COMMITTEE_REJECT");
        }
    }

    // In the venue's time zone, named after the time (issue 16); "UTC" where the venue keeps UTC.
    static final DateTimeFormatter SECONDS = VenueTime.SECONDS;
    static final DateTimeFormatter MINUTES = VenueTime.MINUTES;
    private static final String[] FILE_FIELDS = {"session", "table", "appellant", "contested", "statement",
            "signedBy"};

    private final AppealRepository appeals;
    private final TournamentRepository tournaments;
    private final SheetRepository sheets;
    private final PenaltyRepository penalties;
    private final StandingsService results;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ClockService clocks;
    private final LiveEvents events;
    private final Clock clock;

    public AppealController(AppealRepository appeals, TournamentRepository tournaments, SheetRepository sheets,
                            PenaltyRepository penalties, StandingsService results, TournamentLookup lookup,
                            Auth auth, Messages messages, LiveEvents events, Clock clock, ClockService clocks) {
        this.clocks = clocks;
        this.appeals = appeals;
        this.tournaments = tournaments;
        this.sheets = sheets;
        this.penalties = penalties;
        this.results = results;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.events = events;
        this.clock = clock;
    }

    // ---- the lists ----------------------------------------------------------------------------------------

    public void list(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean official = official(ctx, t);
        if (!official && !t.publishAppeals()) {
            throw new NotFoundResponse();
        }
        Language lang = RequestLanguage.of(ctx);
        Instant now = clock.instant();
        List<PenaltyRecord> log = penalties.list(t.id());
        List<Row> open = new ArrayList<>();
        List<Row> done = new ArrayList<>();
        for (Appeal a : appeals.list(t.id())) {
            if (!official && !(a.decided() && a.published())) {
                continue;
            }
            Row row = row(a, log, lang, now);
            (official && a.state().isOpen() ? open : done).add(row);
        }
        List<Window> windows = new ArrayList<>();
        if (official) {
            for (Sheet s : sheets.allSheets(t.id())) {
                if (s.closedAt() != null) {
                    AppealDeadline d = AppealDeadline.after(s.closedAt().toInstant());
                    if (d.allows(now)) {
                        windows.add(new Window(s.session(), s.table(), format(d.deadline(), SECONDS, zone(t.id())),
                                timeLeft(lang, d.timeLeft(now))));
                    }
                }
            }
        }
        ctx.render("appeal/list", Map.of("page", new ListPage(t, official,
                auth.has(ctx, t.id(), StaffRole.REFEREE), open, done, windows, lookup.canManage(ctx, t))));
    }

    // ---- filing -------------------------------------------------------------------------------------------

    /** The filing form; {@code ?penalty=} or {@code ?session=&table=&hand=} fill it in. */
    public void form(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.empty(ctx, messages);
        String penalty = ctx.queryParam("penalty");
        Optional<PenaltyRecord> p = penalties.list(t.id()).stream()
                .filter(r -> String.valueOf(r.id()).equals(penalty)).findFirst();
        if (p.isPresent()) {
            form.set("session", p.get().session()).set("table", p.get().table())
                    .set("contested", "penalty:" + p.get().id()).set("appellant", "player:" + p.get().playerId());
        } else {
            form.set("session", query(ctx, "session")).set("table", query(ctx, "table"));
            if (!query(ctx, "hand").isEmpty()) {
                form.set("contested", "hand:" + query(ctx, "hand"));
            }
        }
        renderForm(ctx, t, form);
    }

    public void file(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, FILE_FIELDS);
        Integer session = form.integer("session", 1, t.sessionCount(), true);
        Integer table = form.integer("table", 1, 10_000, true);
        List<Seating> players = session == null || table == null ? List.of() : results.results(t).players(session,
                table);
        if (session != null && table != null && players.size() != 4) {
            form.error("table", "appeal.noSuchTable");
        }
        Long playerId = null;
        Long teamId = null;
        String appellant = form.get("appellant").trim();
        List<Choice> appellants = appellants(t, players, RequestLanguage.of(ctx));
        if (appellant.isEmpty()) {
            form.error("appellant", "form.required");
        } else if (appellants.stream().noneMatch(c -> c.value().equals(appellant))) {
            form.error("appellant", "form.invalidChoice");
        } else if (appellant.startsWith("player:")) {
            playerId = Long.parseLong(appellant.substring(7));
        } else {
            teamId = Long.parseLong(appellant.substring(5));
        }
        Long penaltyId = null;
        Integer hand = null;
        String contested = form.get("contested").trim();
        List<Choice> contestable = players.size() == 4 ? contestable(t, session, table, RequestLanguage.of(ctx))
                : List.of();
        if (contested.isEmpty()) {
            form.error("contested", "form.required");
        } else if (contestable.stream().noneMatch(c -> c.value().equals(contested))) {
            form.error("contested", "form.invalidChoice");
        } else if (contested.startsWith("penalty:")) {
            penaltyId = Long.parseLong(contested.substring(8));
        } else if (contested.startsWith("hand:")) {
            hand = Integer.parseInt(contested.substring(5));
        }
        String statement = form.required("statement", 8000);
        String signedBy = form.required("signedBy", 200);
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderForm(ctx, t, form);
            return;
        }
        AppealRepository.FileOutcome outcome;
        try {
            outcome = appeals.file(auth.actor(ctx), t.id(), new AppealRepository.NewAppeal(session, table, playerId,
                    teamId, penaltyId, hand, statement, signedBy));
        } catch (StaleDataException e) {
            form.error("contested", e.getMessage());
            ctx.status(HttpStatus.CONFLICT);
            renderForm(ctx, t, form);
            return;
        }
        if (outcome instanceof AppealRepository.FileOutcome.TooLate late) {
            form.error(Form.GLOBAL, "appeal.tooLate", format(late.deadline().toInstant(), SECONDS, zone(t.id())));
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderForm(ctx, t, form);
            return;
        }
        long id = ((AppealRepository.FileOutcome.Filed) outcome).id();
        auth.flash(ctx, "appeal.filed", id, t.appealFee().toPlainString() + " " + t.appealCurrency());
        ctx.redirect(appealPath(t, id));
    }

    // ---- one appeal ---------------------------------------------------------------------------------------

    public void page(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Appeal a = visibleAppeal(ctx, t);
        renderPage(ctx, t, a, Form.empty(ctx, messages));
    }

    /** The chief referee upholds or rejects, with written reasons. */
    public void decide(Context ctx) {
        act(ctx, "decision", AppealAction.DECIDE_UPHOLD, AppealAction.DECIDE_REJECT, "reasons", true);
    }

    /** The appellant's further appeal to the committee, in writing, recorded by an official. */
    public void further(Context ctx) {
        act(ctx, null, AppealAction.APPEAL_FURTHER, null, "furtherStatement", true);
    }

    /** The arbitration committee upholds or rejects the further appeal. */
    public void committee(Context ctx) {
        act(ctx, "decision", AppealAction.COMMITTEE_UPHOLD, AppealAction.COMMITTEE_REJECT, "committeeReasons", true);
    }

    /** The appellant withdraws before a decision. */
    public void withdraw(Context ctx) {
        act(ctx, null, AppealAction.WITHDRAW, null, "withdrawNote", false);
    }

    /** The chief referee's rejection becomes final without a further appeal (the fee is forfeited). */
    public void close(Context ctx) {
        act(ctx, null, AppealAction.CLOSE, null, "closeNote", false);
    }

    /**
     * One step: with {@code choiceField}, its value UPHOLD picks {@code uphold}, REJECT {@code reject}; otherwise
     * the step is {@code uphold}. The note is the written text of the step.
     */
    private void act(Context ctx, String choiceField, AppealAction uphold, AppealAction reject, String noteField,
                     boolean noteRequired) {
        Tournament t = lookup.visible(ctx);
        Appeal a = appeals.find(t.id(), TournamentLookup.id(ctx, "aid")).orElseThrow(NotFoundResponse::new);
        Form form = Form.from(ctx, messages, "version", noteField, "decision", "cancelPenalty");
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        AppealAction action = uphold;
        if (choiceField != null) {
            String choice = form.get(choiceField);
            if (choice.equals("REJECT")) {
                action = reject;
            } else if (!choice.equals("UPHOLD")) {
                form.error(choiceField, choice.isEmpty() ? "form.required" : "form.invalidChoice");
            }
        }
        String note = noteRequired ? form.required(noteField, 8000) : form.optional(noteField, 8000);
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderPage(ctx, t, a, form);
            return;
        }
        Set<StaffRole> roles = auth.user(ctx).map(u -> u.roles(t.id())).orElse(Set.of());
        AppealRepository.ActOutcome outcome = appeals.act(auth.actor(ctx), t.id(), a.id(), action, roles, note,
                version, form.checkbox("cancelPenalty"));
        if (outcome instanceof AppealRepository.ActOutcome.Done done) {
            if (form.checkbox("cancelPenalty") && done.appeal().upheld() && a.contestsPenalty()) {
                events.changed(t.id());
            }
            auth.flash(ctx, "appeal.done." + action.name().toLowerCase(java.util.Locale.ROOT), a.id());
            ctx.redirect(appealPath(t, a.id()));
            return;
        }
        Appeal now = appeals.find(t.id(), a.id()).orElseThrow(NotFoundResponse::new);
        if (outcome instanceof AppealRepository.ActOutcome.Refused refused) {
            if (refused.reason() == Refusal.ROLE_NOT_PERMITTED) {
                // Past the route's guard but not the rules: a director holds every power except deciding appeals.
                throw new ForbiddenResponse();
            }
            form.error(Form.GLOBAL, refused.reason().messageKey());
            ctx.status(refused.reason() == Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY ? HttpStatus.UNPROCESSABLE_CONTENT
                    : HttpStatus.CONFLICT);
        } else {
            form.error(Form.GLOBAL, "appeal.stale");
            ctx.status(HttpStatus.CONFLICT);
        }
        form.set("version", now.version());
        renderPage(ctx, t, now, form);
    }

    // -----------------------------------------------------------------------------------------------------

    private void renderPage(Context ctx, Tournament t, Appeal a, Form form) {
        boolean official = official(ctx, t);
        Language lang = RequestLanguage.of(ctx);
        List<PenaltyRecord> log = penalties.list(t.id());
        Set<StaffRole> roles = auth.user(ctx).map(u -> u.roles(t.id())).orElse(Set.of());
        Contested contested = appeals.contested(a);
        Set<AppealAction> actions = EnumSet.noneOf(AppealAction.class);
        boolean restricted = false;
        for (StaffRole r : roles) {
            actions.addAll(AppealWorkflow.available(a.state(), r, contested));
            Transition up = AppealWorkflow.apply(a.state(), AppealAction.COMMITTEE_UPHOLD, r, contested);
            restricted |= up instanceof Transition.Refused refused
                    && refused.reason() == Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY;
        }
        if (form.get("version").isEmpty()) {
            form.set("version", a.version());
        }
        List<StepLine> steps = new ArrayList<>();
        for (AppealStep s : appeals.steps(a.id())) {
            boolean decision = s.action().decision();
            // The public reads the decisions and their reasons; the appellant's papers and the names stay inside.
            steps.add(new StepLine(s, s.action().messageKey(), official ? s.actorName() : null,
                    format(s.at().toInstant(), MINUTES, zone(t.id())), official || decision ? s.note() : null));
        }
        Optional<PenaltyRecord> penalty = a.penaltyId() == null ? Optional.empty()
                : log.stream().filter(p -> p.id() == a.penaltyId()).findFirst();
        Integer hand = a.handNumber() != null ? a.handNumber() : penalty.map(PenaltyRecord::hand).orElse(null);
        String sheetHref = "/tournaments/" + t.id() + "/sessions/" + a.session() + "/tables/" + a.table() + "/sheet";
        String correctHref = official && a.upheld() && hand != null && a.correctionId() == null
                && auth.has(ctx, t.id(), StaffRole.REFEREE)
                ? "/tournaments/" + t.id() + "/sessions/" + a.session() + "/tables/" + a.table() + "/hands/" + hand
                + "/correct?appeal=" + a.id() : null;
        String correctionHref = a.correctionId() == null ? null : sheetHref + "#correction-" + a.correctionId();
        ctx.render("appeal/appeal", Map.of("page", new AppealPage(t, a, official, appellant(a),
                contested(a, log, lang), format(a.filedAt().toInstant(), MINUTES, zone(t.id())),
                a.deadlineAt() == null ? null : format(a.deadlineAt().toInstant(), SECONDS, zone(t.id())), steps, actions,
                restricted, penalty.map(p -> !p.cancelled()).orElse(false), form, correctHref, correctionHref,
                sheetHref, lookup.canManage(ctx, t))));
    }

    private void renderForm(Context ctx, Tournament t, Form form) {
        Integer session = parse(form.get("session"));
        Integer table = parse(form.get("table"));
        List<Seating> players = session == null || table == null || session < 1 || session > t.sessionCount()
                ? List.of() : results.results(t).players(session, table);
        boolean chosen = players.size() == 4;
        Language lang = RequestLanguage.of(ctx);
        String deadline = null;
        boolean tooLate = false;
        if (chosen) {
            Optional<AppealDeadline> d = appeals.deadline(t.id(), session, table);
            if (d.isPresent()) {
                Instant now = clock.instant();
                tooLate = !d.get().allows(now);
                deadline = messages.get(lang, tooLate ? "appeal.deadlinePassed" : "appeal.deadlineRuns",
                        format(d.get().deadline(), SECONDS, zone(t.id())), timeLeft(lang, d.get().timeLeft(now)));
            } else {
                deadline = messages.get(lang, "appeal.deadlineNotStarted");
            }
        }
        ctx.render("appeal/new", Map.of("page", new FormPage(t, form, chosen, session, table,
                chosen ? appellants(t, players, lang) : List.of(),
                chosen ? contestable(t, session, table, lang) : List.of(),
                t.appealFee().toPlainString() + " " + t.appealCurrency(), deadline, tooLate,
                lookup.canManage(ctx, t))));
    }

    /** The table's four players, then their teams (an appeal through the team leader). */
    private List<Choice> appellants(Tournament t, List<Seating> players, Language lang) {
        List<Choice> out = new ArrayList<>();
        for (Seating s : players) {
            out.add(new Choice("player:" + s.playerId(), s.entryNumber() + " " + s.name()));
        }
        List<Long> teamIds = new ArrayList<>();
        for (Seating s : players) {
            tournaments.findPlayer(t.id(), s.playerId()).map(Player::teamId).filter(id -> !teamIds.contains(id))
                    .ifPresent(teamIds::add);
        }
        for (Team team : tournaments.teams(t.id())) {
            if (teamIds.contains(team.id())) {
                out.add(new Choice("team:" + team.id(), messages.get(lang, "appeal.teamChoice",
                        team.name(), team.leaderName() == null ? "" : team.leaderName())));
            }
        }
        return out;
    }

    /** What may be contested at a table: its penalties, and the hands its sheet records. */
    private List<Choice> contestable(Tournament t, int session, int table, Language lang) {
        List<Choice> out = new ArrayList<>();
        for (PenaltyRecord p : penalties.list(t.id())) {
            if (p.session() == session && p.table() == table) {
                out.add(new Choice("penalty:" + p.id(), penaltyLabel(p, lang)));
            }
        }
        Optional<Sheet> sheet = sheets.find(t.id(), session, table);
        if (sheet.isPresent()) {
            for (HandRecord h : sheets.hands(sheet.get().id())) {
                out.add(new Choice("hand:" + h.number(), messages.get(lang, "appeal.handChoice", h.number())));
            }
        }
        return out;
    }

    private Row row(Appeal a, List<PenaltyRecord> log, Language lang, Instant now) {
        Optional<Instant> deadline = a.deadlineAt() != null ? Optional.of(a.deadlineAt().toInstant())
                : appeals.deadline(a.tournamentId(), a.session(), a.table()).map(AppealDeadline::deadline);
        if (deadline.isEmpty()) {
            return new Row(a, appellant(a), contested(a, log, lang),
                    messages.get(lang, "appeal.deadlineNotStartedShort"), null, true);
        }
        boolean inTime = !now.isAfter(deadline.get());
        return new Row(a, appellant(a), contested(a, log, lang), format(deadline.get(), SECONDS, zone(a.tournamentId())),
                inTime ? timeLeft(lang, Duration.between(now, deadline.get()))
                        : messages.get(lang, "appeal.windowClosed"), inTime);
    }

    private String appellant(Appeal a) {
        if (a.playerId() != null) {
            return a.playerName();
        }
        return a.teamLeader() == null ? a.teamName() : a.teamName() + " (" + a.teamLeader() + ")";
    }

    private String contested(Appeal a, List<PenaltyRecord> log, Language lang) {
        if (a.penaltyId() == null) {
            return messages.get(lang, "appeal.handChoice", a.handNumber());
        }
        return log.stream().filter(p -> p.id() == a.penaltyId()).findFirst().map(p -> penaltyLabel(p, lang))
                .orElse(messages.get(lang, "appeal.penaltyGone"));
    }

    private String penaltyLabel(PenaltyRecord p, Language lang) {
        String offence = PenaltyLines.offenceName(p.offence(), lang);
        String sanction = messages.get(lang, "penalty.sanction." + p.sanction())
                + (p.points() > 0 ? " " + p.points() : "");
        return messages.get(lang, "appeal.penaltyChoice", offence, p.playerName(), sanction,
                p.hand() == null ? "–" : p.hand());
    }

    private String timeLeft(Language lang, Duration left) {
        long minutes = (left.getSeconds() + 59) / 60;
        return messages.get(lang, "appeal.timeLeft", minutes);
    }

    private Appeal visibleAppeal(Context ctx, Tournament t) {
        Appeal a = appeals.find(t.id(), TournamentLookup.id(ctx, "aid")).orElseThrow(NotFoundResponse::new);
        if (!official(ctx, t) && !(t.publishAppeals() && a.decided() && a.published())) {
            throw new NotFoundResponse();
        }
        return a;
    }

    /** Referees and up, and the committee: they see every appeal and its details. */
    private boolean official(Context ctx, Tournament t) {
        return auth.has(ctx, t.id(), StaffRole.REFEREE) || auth.has(ctx, t.id(), StaffRole.COMMITTEE);
    }

    private static String appealPath(Tournament t, long id) {
        return "/tournaments/" + t.id() + "/appeals/" + id;
    }

    static String format(Instant at, DateTimeFormatter f) {
        return f.format(OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
    }

    static String format(Instant at, DateTimeFormatter f, java.time.ZoneId zone) {
        return VenueTime.format(at, zone, f);
    }

    private java.time.ZoneId zone(long tournamentId) {
        return clocks.settings(tournamentId).zone();
    }

    private static String query(Context ctx, String name) {
        String v = ctx.queryParam(name);
        return v == null ? "" : v.trim();
    }

    private static Integer parse(String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
