package org.mahjongresults.web.stages;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.stage.Stage;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawChecker;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.Formation;
import org.mahjongresults.engine.stage.Groups;
import org.mahjongresults.engine.stage.FinalRanking;
import org.mahjongresults.engine.stage.RepeatMeetings;
import org.mahjongresults.engine.stage.StageSeating;
import org.mahjongresults.engine.stage.StageSeatings;
import org.mahjongresults.engine.stage.StageStandings;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.SessionStatus;
import org.mahjongresults.web.draw.ActionOutcome;
import org.mahjongresults.web.draw.DrawField;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A tournament's stages (issue 28): a director adds a stage after the qualification (a cut or groups by rank, the
 * points carried, how it is seated) and seats its later sessions; everyone reads each stage's standings, group by
 * group, and the overall result. A stage's standings are the tournament's results ({@link StandingsService}) over the
 * stage's sessions and players only, with the carried points as a first column ({@link StageStandings}).
 */
public final class StageService {

    private static final Logger LOG = LoggerFactory.getLogger(StageService.class);

    /** The most sessions a tournament may have (the tournament's own check). */
    static final int MAX_SESSIONS = 40;

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final StageRepository stages;
    private final StandingsService standings;
    private final TournamentEvents events;
    private final SecureRandom random = new SecureRandom();

    public StageService(TournamentRepository tournaments, DrawRepository draws, StageRepository stages,
                        StandingsService standings, TournamentEvents events) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.stages = stages;
        this.standings = standings;
        this.events = events;
    }

    /** One group of a stage: its standings, the players' entry numbers in the group, the draw's quality inside it. */
    /**
     * One group of a stage: its standings, the draw's quality inside it over the stage's sessions, and the repeat
     * meetings of its players over the whole tournament so far (issue 35: pairs who met in the qualification count).
     */
    public record Group(int number, Standings standings, DrawQuality quality, long wholeRepeats) {
    }

    /** One stage's results: each group's standings and the stage's own final order of its players. */
    public record StageResults(Stage stage, List<Group> groups, List<Long> order) {
    }

    /**
     * Every stage's results and the overall order, at one results version: {@code ranking} is the tournament's final
     * ranking (the standings' own), {@code overall} its order.
     */
    public record Results(long version, Map<Long, Player> players, List<StageResults> stages, List<Long> overall,
                          FinalRanking.Result ranking) {

        public StageResults last() {
            return stages.get(stages.size() - 1);
        }
    }

    public List<Stage> stages(Tournament t) {
        return stages.stages(t);
    }

    /** Every stage's standings, group by group, and the overall result. */
    public Results results(Tournament t) {
        return results(t, -1);
    }

    /**
     * What the stages page shows at results version {@code known} or newer: with one stage, the stage alone and no
     * table, since its table is the standings, which the page links to rather than repeating (at 1,000 players that
     * table cost the page hundreds of milliseconds a render, once per result: issue 30's event test); with more, the
     * {@link #results} of every stage.
     */
    public Results shown(Tournament t, long known) {
        List<Stage> defined = stages.stages(t);
        if (defined.size() > 1) {
            return results(t, known);
        }
        StandingsService.Results all = standings.results(t, known);
        return new Results(all.version(), all.players(),
                List.of(new StageResults(defined.get(0), List.of(), List.of())), List.of(), all.ranking());
    }

    /**
     * As {@link #results(Tournament)} at results version {@code known} or newer (a spectator's snapshot). Every stage's
     * standings and the overall order are the standings' own final ranking ({@link FinalRanking}, computed once with
     * the results), so this page and every other one publish the same places.
     */
    public Results results(Tournament t, long known) {
        StandingsService.Results all = standings.results(t, known);
        List<Stage> defined = stages.stages(t);
        List<Long> overall = all.standings().players().stream().map(StandingRow::playerId).toList();
        if (!all.staged() || all.ranking().stages().size() != defined.size()) {
            Stage only = defined.get(0);
            return new Results(all.version(), all.players(), List.of(new StageResults(only,
                    List.of(new Group(1, all.standings(), null, 0)), overall)), overall, all.ranking());
        }
        Draw draw = SeatedDraw.draw(all);
        List<StageResults> out = new ArrayList<>();
        for (int s = 0; s < defined.size(); s++) {
            Stage stage = defined.get(s);
            FinalRanking.Ranked ranked = all.ranking().stages().get(s);
            List<Group> groups = new ArrayList<>();
            for (int g = 0; g < ranked.groups().size(); g++) {
                Standings group = ranked.groups().get(g);
                List<Long> ids = group.players().stream().map(StandingRow::playerId).toList();
                Set<Integer> entries = new HashSet<>();
                ids.forEach(id -> entries.add(all.players().get(id).entryNumber()));
                groups.add(new Group(g + 1, group, quality(draw, stage, ids, all.players()),
                        RepeatMeetings.count(draw, entries, stage.lastSession())));
            }
            out.add(new StageResults(stage, List.copyOf(groups), ranked.order()));
        }
        return new Results(all.version(), all.players(), List.copyOf(out), overall, all.ranking());
    }

    /**
     * The draw's quality inside one group over the stage's sessions, measured by the same checker as the main draw:
     * the group's tables only, renumbered from 1. Null for the qualification (the draw page has it) or before any of
     * the stage's sessions is seated.
     */
    private static DrawQuality quality(Draw draw, Stage stage, List<Long> group, Map<Long, Player> players) {
        if (stage.first()) {
            return null;
        }
        Set<Integer> entries = new HashSet<>();
        List<DrawPlayer> field = new ArrayList<>();
        for (long id : group) {
            Player p = players.get(id);
            entries.add(p.entryNumber());
            field.add(new DrawPlayer(p.entryNumber(), null, null));
        }
        Draw inside = inside(draw, stage, entries);
        return inside.sessions().isEmpty() ? null : DrawChecker.checkChangingField(inside, field);
    }

    /** The tables of a stage's sessions where players of {@code entries} sit, renumbered from 1 in each session. */
    static Draw inside(Draw draw, Stage stage, Set<Integer> entries) {
        List<Session> sessions = new ArrayList<>();
        for (Session s : draw.sessions()) {
            if (!stage.holds(s.number())) {
                continue;
            }
            List<Table> tables = new ArrayList<>();
            for (Table table : s.tables()) {
                if (entries.contains(table.players().get(0))) {
                    tables.add(new Table(tables.size() + 1, table.players()));
                }
            }
            if (!tables.isEmpty()) {
                sessions.add(new Session(sessions.size() + 1, tables));
            }
        }
        return new Draw(sessions);
    }

    // Adding a stage ----------------------------------------------------------------------------------------

    /** What the director asked for; null fields were missing or not understood. */
    public record Request(Formation formation, Integer groupSize, Integer sessions, CarryOver carry,
                          StageSeating seating, Long seed) {
    }

    /** A stage worked out and not yet saved: its groups, its seating, the seed that drew it. */
    private record Plan(List<List<Long>> groups, long seed, int first, Draw seated,
                        Results results) {
    }

    /** What a director sees before adding a stage (issue 35): the groups, the first session's tables, the splits. */
    public record Preview(int firstSession, long seed, List<List<Player>> groups, List<PreviewTable> tables,
                          List<Groups.Split> splits) {
    }

    /** A table of the stage's first session, its players by seat. */
    public record PreviewTable(int number, List<Player> players) {
    }

    /**
     * The stage as {@link #add} would form and seat it, nothing saved or published; a refusal as {@link #add}'s. With
     * no seed asked for, one is drawn and returned, so that adding the stage with it seats it exactly as shown.
     */
    public Object preview(Tournament t, Request r) {
        Object planned = plan(t, r);
        if (planned instanceof ActionOutcome refusal) {
            return refusal;
        }
        Plan plan = (Plan) planned;
        Map<Long, Player> players = plan.results().players();
        Map<Integer, Player> byEntry = new HashMap<>();
        players.values().forEach(p -> byEntry.put(p.entryNumber(), p));
        List<PreviewTable> tables = new ArrayList<>();
        for (Table table : plan.seated().sessions().get(0).tables()) { // the stage's first session
            tables.add(new PreviewTable(table.number(), table.players().stream().map(byEntry::get).toList()));
        }
        Standings ranking = plan.results().ranking().standings();
        List<StandingRow> formedFrom = ranking.players().stream()
                .filter(row -> !row.excluded() && players.get(row.playerId()).status() == PlayerStatus.ACTIVE).toList();
        return new Preview(plan.first(), plan.seed(),
                plan.groups().stream().map(g -> g.stream().map(players::get).toList()).toList(), tables,
                Groups.splits(formedFrom, ranking.decidedBy(), r.formation(), r.groupSize()));
    }

    /** The stage worked out from the final ranking so far, or the refusal (an {@link ActionOutcome}). */
    private Object plan(Tournament t, Request r) {
        if (!RuleSets.of(t).stages()) {
            return ActionOutcome.NO_SUCH_PAGE;
        }
        if (r.formation() == null || r.formation() == Formation.ALL || r.sessions() == null || r.carry() == null
                || r.seating() == null || (r.groupSize() == null)) {
            return ActionOutcome.refused("stages.incomplete");
        }
        if (r.sessions() < 1 || t.sessionCount() + r.sessions() > MAX_SESSIONS) {
            return ActionOutcome.refused("stages.badSessions", MAX_SESSIONS - t.sessionCount());
        }
        if (!closed(t)) {
            return ActionOutcome.refused(NOT_CLOSED, t.sessionCount());
        }
        Results results = results(t);
        List<Long> ranked = active(results);
        var problem = Groups.problem(ranked.size(), r.formation(), r.groupSize());
        if (problem.isPresent()) {
            return ActionOutcome.refused("stages.problem." + problem.get().name(), ranked.size(), r.groupSize());
        }
        List<List<Long>> groups = Groups.form(ranked, r.formation(), r.groupSize());
        Map<Long, DrawPlayer> drawPlayers = drawPlayers(t, results.players());
        List<List<DrawPlayer>> fields = groups.stream()
                .map(g -> g.stream().map(drawPlayers::get).toList()).toList();
        long seed = r.seed() != null ? r.seed() : Math.abs(random.nextLong() % 1_000_000_000L);
        int first = t.sessionCount() + 1;
        Draw seated = StageSeatings.atFormation(fields, r.formation(), r.seating(), first, r.sessions(), seed,
                new DrawOptions(t.keepCountriesApart()));
        return new Plan(groups, seed, first, seated, results);
    }

    /** {@link #plan}'s refusal when the sessions so far have not all closed: the ranking is not final yet. */
    private static final String NOT_CLOSED = "stages.previewAfterClose";

    /**
     * Whether the tournament's sessions so far have all closed (every table's sheet closed: the session FINISHED),
     * so that the ranking a stage is formed from is final.
     */
    private boolean closed(Tournament t) {
        long finished = draws.sessions(t.id()).stream()
                .filter(s -> s.number() <= t.sessionCount() && s.status() == SessionStatus.FINISHED).count();
        return finished >= t.sessionCount();
    }

    private static List<Long> active(Results results) {
        return results.overall().stream()
                .filter(id -> results.players().get(id).status() == PlayerStatus.ACTIVE).toList();
    }

    /**
     * Adds a stage after the tournament's sessions: formed at once if they have all closed, its groups from the final
     * ranking's order of the active players, its first session (every session for a drawn stage) seated; planned
     * otherwise (issue 35), to be formed by {@link #sessionClosed} when the last of them closes.
     */
    public ActionOutcome add(Actor actor, Tournament t, Request r) {
        Object planned = plan(t, r);
        if (!(planned instanceof ActionOutcome refusal) || !NOT_CLOSED.equals(refusal.messageKey())) {
            return form(actor, t, r, false, planned);
        }
        // Checked now against today's field so that a plan that cannot work is not kept: withdrawals may still
        // change it, and then the plan waits for the director (the page says so).
        int field = active(results(t)).size();
        var problem = Groups.problem(field, r.formation(), r.groupSize());
        if (problem.isPresent()) {
            return ActionOutcome.refused("stages.problem." + problem.get().name(), field, r.groupSize());
        }
        try {
            stages.plan(actor, t, newStage(r, r.seed()));
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
        events.announce(TournamentChanged.whole(t.id()));
        return ActionOutcome.message("stages.planned", t.sessionCount());
    }

    /** Cancels the planned stage (issue 35). */
    public ActionOutcome cancelPlan(Actor actor, Tournament t) {
        if (!stages.cancelPlan(actor, t)) {
            return ActionOutcome.refused("stages.noPlan");
        }
        events.announce(TournamentChanged.whole(t.id()));
        return ActionOutcome.message("stages.planCancelled");
    }

    /**
     * A planned stage as its page shows it: formed when session {@code after} closes, its first session
     * {@code after + 1}; {@code due} once every session has closed and it still could not be formed (the field
     * changed since it was planned), for the director to change or cancel.
     */
    public record PlanView(StageRepository.NewStage stage, int after, boolean due) {
    }

    /** The stage planned to follow the tournament's sessions, if one is. */
    public java.util.Optional<PlanView> planView(Tournament t) {
        return stages.planned(t.id()).map(p -> new PlanView(p, t.sessionCount(), closed(t)));
    }

    /**
     * A sheet of the tournament was closed (issue 35): if that closed the last of its sessions and a stage is
     * planned, the stage is formed now and its first session seated, under {@code actor} (the referee who closed
     * it), audited as formed from the plan. Two sheets closing at once form it once: the plan is taken in the
     * forming transaction, and whoever finds it gone stops. A tournament that changed meanwhile is read again.
     */
    public void sessionClosed(Actor actor, long tournamentId) {
        try {
            for (int attempt = 0; attempt < 3; attempt++) {
                var planned = stages.planned(tournamentId);
                Tournament t = tournaments.find(tournamentId).orElse(null);
                // Only a stages tournament has a plan (the page that makes one is one of its pages).
                if (planned.isEmpty() || t == null || !closed(t)) {
                    return;
                }
                StageRepository.NewStage p = planned.get();
                Request r = new Request(p.formation(), p.groupSize(), p.sessions(), p.carry(), p.seating(), p.seed());
                ActionOutcome outcome = form(actor, t, r, true, plan(t, r));
                if (!"tournament.stale".equals(outcome.messageKey())) {
                    return; // formed, formed by the other closing sheet, or left planned for the director to change
                }
            }
        } catch (RuntimeException e) {
            // The sheet is closed whatever happens here; a plan not formed stays on the director's page.
            LOG.warn("tournament {}: the planned stage was not formed", tournamentId, e);
        }
    }

    private static StageRepository.NewStage newStage(Request r, Long seed) {
        return new StageRepository.NewStage(r.formation(), r.groupSize(), r.sessions(), r.carry(), r.seating(), seed);
    }

    /**
     * Forms the stage worked out by {@link #plan} (the director's add once every session has closed, or the plan when
     * the last one closes), or answers {@link #plan}'s refusal.
     */
    private ActionOutcome form(Actor actor, Tournament t, Request r, boolean fromPlan, Object planned) {
        if (planned instanceof ActionOutcome refusal) {
            return refusal;
        }
        Plan plan = (Plan) planned;
        List<List<Long>> groups = plan.groups();
        long seed = plan.seed();
        int first = plan.first();
        Draw seated = plan.seated();
        try {
            stages.add(actor, t, newStage(r, seed), groups, fromPlan);
            Tournament longer = tournaments.find(t.id()).orElseThrow();
            draws.save(actor, longer, seated, first, DrawField.entryToPlayer(tournaments, longer),
                    longer.drawStatus() == Tournament.DrawStatus.NONE ? Tournament.DrawStatus.DRAFT
                            : longer.drawStatus(), longer.drawSeed());
            if (r.seating() != StageSeating.DRAW) {
                draws.setSeating(t.id(), first, "STANDINGS");
            }
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
        events.announce(TournamentChanged.whole(t.id()));
        return ActionOutcome.message("stages.added", first, first + r.sessions() - 1, groups.size(),
                groups.get(0).size());
    }

    /**
     * Undoes the last stage while none of its sessions has been started (issue 35): a director who formed it from the
     * wrong settings forms it again. Refused, with the reason, once a sheet of the stage exists.
     */
    public ActionOutcome undo(Actor actor, Tournament t) {
        if (!RuleSets.of(t).stages()) {
            return ActionOutcome.NO_SUCH_PAGE;
        }
        int first;
        try {
            first = stages.undoLast(actor, t);
        } catch (StaleDataException e) {
            return e.getMessage().startsWith("stages.") ? ActionOutcome.refused(e.getMessage())
                    : ActionOutcome.message(e.getMessage());
        }
        events.announce(TournamentChanged.whole(t.id()));
        return ActionOutcome.message("stages.undone", first);
    }

    /**
     * Seats the last stage's next session that has no seating yet, once the session before it has been played: by
     * the group's standings or table winners together. A drawn stage was seated whole when it was formed.
     */
    public ActionOutcome seatNext(Actor actor, Tournament t) {
        List<Stage> all = stages.stages(t);
        Stage stage = all.get(all.size() - 1);
        if (stage.first() || stage.seating() == StageSeating.DRAW) {
            return ActionOutcome.refused("stages.nothingToSeat");
        }
        Set<Integer> seated = new HashSet<>();
        List<SessionInfo> sessions = draws.sessions(t.id());
        Results results = results(t);
        StandingsService.Results table = standings.results(t);
        for (int n = stage.firstSession(); n <= stage.lastSession(); n++) {
            if (!table.tablesOf(n).isEmpty()) {
                seated.add(n);
            }
        }
        int next = -1;
        for (int n = stage.firstSession(); n <= stage.lastSession(); n++) {
            if (!seated.contains(n)) {
                next = n;
                break;
            }
        }
        if (next < 0) {
            return ActionOutcome.refused("stages.nothingToSeat");
        }
        int previous = next - 1;
        boolean previousPlayed = sessions.stream().anyMatch(s -> s.number() == previous && s.played());
        if (!previousPlayed) {
            return ActionOutcome.refused("stages.previousNotPlayed", previous);
        }
        Map<Long, DrawPlayer> drawPlayers = drawPlayers(t, results.players());
        StageResults stageResults = results.last();
        Session session;
        if (stage.seating() == StageSeating.TABLE_WINNERS) {
            Map<Integer, Integer> place = new HashMap<>();
            Map<Integer, Integer> previousTable = new HashMap<>();
            for (int number : table.tablesOf(previous)) {
                TableResult result = table.table(previous, number);
                if (result != null) {
                    for (Placing p : result.placings()) {
                        int entry = results.players().get(p.playerId()).entryNumber();
                        place.put(entry, p.place());
                        previousTable.put(entry, number);
                    }
                }
            }
            List<List<Integer>> ranked = stageResults.groups().stream().map(g -> active(g, results).stream()
                    .map(id -> drawPlayers.get(id).id()).toList()).toList();
            session = StageSeatings.tableWinners(next, ranked, place, previousTable);
        } else {
            List<List<DrawPlayer>> ranked = stageResults.groups().stream().map(g -> active(g, results).stream()
                    .map(drawPlayers::get).toList()).toList();
            session = StageSeatings.byStandings(next, ranked, draws.load(t.id()),
                    new DrawOptions(t.keepCountriesApart()));
        }
        try {
            draws.save(actor, t, new Draw(List.of(session)), next, DrawField.entryToPlayer(tournaments, t),
                    t.drawStatus() == Tournament.DrawStatus.NONE ? Tournament.DrawStatus.DRAFT : t.drawStatus(),
                    t.drawSeed());
            draws.setSeating(t.id(), next, "STANDINGS");
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
        events.announce(TournamentChanged.whole(t.id()));
        return ActionOutcome.message("stages.seated", next);
    }

    private static List<Long> active(Group g, Results results) {
        return g.standings().players().stream().map(StandingRow::playerId)
                .filter(id -> results.players().get(id).status() == PlayerStatus.ACTIVE).toList();
    }

    private Map<Long, DrawPlayer> drawPlayers(Tournament t, Map<Long, Player> players) {
        List<Player> list = new ArrayList<>(players.values());
        List<DrawPlayer> drawn = DrawField.drawPlayers(tournaments, t, list);
        Map<Long, DrawPlayer> out = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            out.put(list.get(i).id(), drawn.get(i));
        }
        return out;
    }
}
