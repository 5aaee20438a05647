package org.mahjongresults.web.appeal;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
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
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.penalty.PenaltyService;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * The appeals' use cases (MCR 2006 §3.12-§3.13, RULINGS §5): filing on behalf of a player or a team leader within 30 minutes of the
 * close of the table's sheet, with the tournament's fee; the chief referee's decision, the further appeal, the
 * committee's decision, the withdrawal and the close, each as the engine's {@link AppealWorkflow} allows the
 * official; an upheld appeal may cancel the contested penalty (atomically with the decision) or lead to a correction
 * of the sheet. The repository writes the appeal, its timeline and the audit entry in one transaction; what follows
 * here is telling the spectators when a cancelled penalty changes the standings and forgetting the snapshot.
 */
public final class AppealService {

    /** An appeal of a list, with the end of its filing window (null while the table's sheet is not closed). */
    public record Listed(Appeal appeal, Instant deadline) {
    }

    /** A table whose filing window is open now. */
    public record Window(int session, int table, AppealDeadline deadline) {
    }

    /** The officials' list (every appeal, the open first) or the public's (the decided, published ones). */
    public record Overview(List<Listed> open, List<Listed> done, List<Window> windows, List<PenaltyRecord> log,
                           Instant now) {
    }

    /** Who may appeal at a table (its players, then their teams) and what (its penalties, then its hands). */
    public record Choices(List<Seating> players, List<Team> teams, List<PenaltyRecord> penalties,
                          List<Integer> hands) {

        static final Choices NONE = new Choices(List.of(), List.of(), List.of(), List.of());

        public boolean table() {
            return players.size() == 4;
        }
    }

    /** A filing as the form gave it: one appellant (player or team) and one decision (penalty or hand). */
    public record Filing(Integer session, Integer table, Long playerId, Long teamId, Long penaltyId, Integer hand,
                         String statement, String signedBy) {
    }

    /** A rule a filing breaks: the form's field (null for the whole form) and a message key. */
    public record Problem(String field, String key) {
    }

    /** What became of a filing. */
    public sealed interface Filed {
        record Done(long id) implements Filed {
        }

        /** The filing window closed at {@code deadline} (RULINGS §5). */
        record TooLate(Instant deadline) implements Filed {
        }

        /** The contested decision changed meanwhile (the penalty is gone): nothing filed. */
        record Conflict(String key) implements Filed {
        }
    }

    /** What became of a step; {@code now} is the appeal as it is after it. */
    public sealed interface Acted {
        record Done(Appeal now) implements Acted {
        }

        /** The workflow refuses the step (or the official's roles do not allow it); nothing changed. */
        record Refused(Refusal reason, Appeal now) implements Acted {
        }

        /** Someone acted on the appeal since the form was loaded; nothing changed. */
        record Stale(Appeal now) implements Acted {
        }
    }

    /** One appeal for an official holding {@code roles}: the steps they may take, the timeline, what it contests. */
    public record Detail(Set<AppealAction> actions, boolean committeeRestricted, List<AppealStep> steps,
                         Optional<PenaltyRecord> penalty, Integer hand, List<PenaltyRecord> log) {
    }

    private final AppealRepository appeals;
    private final PenaltyService penalties;
    private final SheetRepository sheets;
    private final TournamentRepository tournaments;
    private final ClockService clocks;
    private final TournamentEvents events;
    private final Clock clock;

    public AppealService(AppealRepository appeals, PenaltyService penalties, SheetRepository sheets,
                         TournamentRepository tournaments, ClockService clocks, TournamentEvents events,
                         Clock clock) {
        this.appeals = appeals;
        this.penalties = penalties;
        this.sheets = sheets;
        this.tournaments = tournaments;
        this.clocks = clocks;
        this.events = events;
        this.clock = clock;
    }

    // ---- reading ------------------------------------------------------------------------------------------

    /** The venue's time zone, in which every time of an appeal is shown. */
    public ZoneId zone(Tournament t) {
        return clocks.settings(t.id()).zone();
    }

    public Instant now() {
        return clock.instant();
    }

    public Optional<Appeal> find(Tournament t, long appealId) {
        return appeals.find(t.id(), appealId);
    }

    /** An appeal the reader may see: an official any; the public a decided, published one if the tournament says so. */
    public Optional<Appeal> visible(Tournament t, long appealId, boolean official) {
        return find(t, appealId).filter(a -> official || (t.publishAppeals() && a.decided() && a.published()));
    }

    /** The list: an official's has every appeal (the open first) and the tables whose window is open now. */
    public Overview overview(Tournament t, boolean official) {
        Instant now = clock.instant();
        List<Listed> open = new ArrayList<>();
        List<Listed> done = new ArrayList<>();
        for (Appeal a : appeals.list(t.id())) {
            if (!official && !(a.decided() && a.published())) {
                continue;
            }
            Instant deadline = a.deadlineAt() != null ? a.deadlineAt().toInstant()
                    : appeals.deadline(t.id(), a.session(), a.table()).map(AppealDeadline::deadline).orElse(null);
            (official && a.state().isOpen() ? open : done).add(new Listed(a, deadline));
        }
        List<Window> windows = new ArrayList<>();
        if (official) {
            for (Sheet s : sheets.allSheets(t.id())) {
                // The window runs from the players' confirmation when they confirmed a submitted sheet (issue 26).
                if (s.closedAt() != null || s.status() == org.mahjongresults.engine.sheet.SheetStatus.SUBMITTED) {
                    appeals.deadline(t.id(), s.session(), s.table()).filter(d -> d.allows(now))
                            .ifPresent(d -> windows.add(new Window(s.session(), s.table(), d)));
                }
            }
        }
        return new Overview(open, done, windows, penalties.log(t), now);
    }

    /** The penalty an appeal would contest, if it is one of the tournament's. */
    public Optional<PenaltyRecord> penalty(Tournament t, long penaltyId) {
        return penalties.find(t, penaltyId);
    }

    /** The filing window of a table: empty while its sheet is not closed (the window has not started). */
    public Optional<AppealDeadline> deadline(Tournament t, int session, int table) {
        return appeals.deadline(t.id(), session, table);
    }

    /** The choices of the filing form at a table of the draw (no choices if there is no such table). */
    public Choices choices(Tournament t, Integer session, Integer table) {
        if (session == null || table == null || session < 1 || session > t.sessionCount()) {
            return Choices.NONE;
        }
        List<Seating> players = penalties.table(t, session, table);
        if (players.size() != 4) {
            return new Choices(players, List.of(), List.of(), List.of());
        }
        List<Long> teamIds = new ArrayList<>();
        for (Seating s : players) {
            tournaments.findPlayer(t.id(), s.playerId()).map(Player::teamId).filter(id -> !teamIds.contains(id))
                    .ifPresent(teamIds::add);
        }
        List<Team> teams = tournaments.teams(t.id()).stream().filter(team -> teamIds.contains(team.id())).toList();
        List<Integer> hands = sheets.find(t.id(), session, table)
                .map(sheet -> sheets.hands(sheet.id()).stream().map(HandRecord::number).toList())
                .orElse(List.of());
        return new Choices(players, teams, penalties.log(t, session, table), hands);
    }

    /** One appeal for an official holding {@code roles} (none for the public). */
    public Detail detail(Tournament t, Appeal a, Set<StaffRole> roles) {
        Contested contested = appeals.contested(a);
        Set<AppealAction> actions = EnumSet.noneOf(AppealAction.class);
        boolean restricted = false;
        for (StaffRole r : roles) {
            actions.addAll(AppealWorkflow.available(a.state(), r, contested));
            Transition up = AppealWorkflow.apply(a.state(), AppealAction.COMMITTEE_UPHOLD, r, contested);
            restricted |= up instanceof Transition.Refused refused
                    && refused.reason() == Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY;
        }
        List<PenaltyRecord> log = penalties.log(t);
        Optional<PenaltyRecord> penalty = a.penaltyId() == null ? Optional.empty()
                : log.stream().filter(p -> p.id() == a.penaltyId()).findFirst();
        Integer hand = a.handNumber() != null ? a.handNumber() : penalty.map(PenaltyRecord::hand).orElse(null);
        return new Detail(actions, restricted, appeals.steps(a.id()), penalty, hand, log);
    }

    /**
     * True if the appeal is an upheld one of this table: only such an appeal may lead to a correction of the sheet
     * (RULINGS §5). The sheet's correction links itself to the appeal in its own transaction.
     */
    public boolean mayLeadToCorrection(Tournament t, int session, int table, long appealId) {
        return appeals.find(t.id(), appealId)
                .filter(a -> a.session() == session && a.table() == table)
                .map(Appeal::upheld)
                .orElse(false);
    }

    // ---- filing -------------------------------------------------------------------------------------------

    /** The rules a filing keeps at its table: a table of the draw, an appellant of it, a decision taken there. */
    public List<Problem> check(Tournament t, Filing f) {
        List<Problem> problems = new ArrayList<>();
        Choices c = choices(t, f.session(), f.table());
        if (f.session() != null && f.table() != null && !c.table()) {
            problems.add(new Problem("table", "appeal.noSuchTable"));
        }
        boolean appellant = f.playerId() != null
                ? c.table() && c.players().stream().anyMatch(s -> s.playerId() == f.playerId())
                : f.teamId() == null || c.teams().stream().anyMatch(team -> team.id() == f.teamId());
        if (!appellant) {
            problems.add(new Problem("appellant", "form.invalidChoice"));
        }
        boolean contested = f.penaltyId() != null
                ? c.penalties().stream().anyMatch(p -> p.id() == f.penaltyId())
                : f.hand() == null || c.hands().contains(f.hand());
        if (!contested) {
            problems.add(new Problem("contested", "form.invalidChoice"));
        }
        return problems;
    }

    /** Files a complete filing that {@link #check} passed, with the tournament's fee received. */
    public Filed file(Actor actor, Tournament t, Filing f) {
        AppealRepository.FileOutcome outcome;
        try {
            outcome = appeals.file(actor, t.id(), new AppealRepository.NewAppeal(f.session(), f.table(),
                    f.playerId(), f.teamId(), f.penaltyId(), f.hand(), f.statement(), f.signedBy()));
        } catch (StaleDataException e) {
            return new Filed.Conflict(e.getMessage());
        }
        if (outcome instanceof AppealRepository.FileOutcome.TooLate late) {
            return new Filed.TooLate(late.deadline().toInstant());
        }
        return new Filed.Done(((AppealRepository.FileOutcome.Filed) outcome).id());
    }

    // ---- the steps ----------------------------------------------------------------------------------------

    /**
     * Takes a step for an official holding {@code roles}, on the version of the appeal they saw. With
     * {@code cancelPenalty}, an upholding decision also cancels the contested penalty, in the same transaction;
     * the standings then change, and the spectators hear of it.
     */
    public Acted act(Actor actor, Tournament t, Appeal a, AppealAction action, Set<StaffRole> roles, String note,
                     int version, boolean cancelPenalty) {
        AppealRepository.ActOutcome outcome = appeals.act(actor, t.id(), a.id(), action, roles, note, version,
                cancelPenalty);
        if (outcome instanceof AppealRepository.ActOutcome.Done done) {
            if (cancelPenalty && done.appeal().upheld() && a.contestsPenalty()) {
                events.announce(TournamentChanged.whole(t.id()));
            }
            return new Acted.Done(done.appeal());
        }
        Appeal now = appeals.find(t.id(), a.id()).orElse(a);
        if (outcome instanceof AppealRepository.ActOutcome.Refused refused) {
            return new Acted.Refused(refused.reason(), now);
        }
        return new Acted.Stale(now);
    }
}
