package org.mahjongresults.web.stages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.stage.Stage;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.FinalRanking;
import org.mahjongresults.engine.stage.Groups;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.tournament.PlayerStatus;

/** The stages page's records: each stage with its groups' standings, the overall result, the director's form. */
final class StagePages {

    private StagePages() {
    }

    /** The page; {@code results} null while the standings are hidden from this visitor. */
    record StagesPage(Tournament tournament, boolean visible, boolean canManage, List<StageView> stages,
                      List<OverallRow> overall, AddForm form, boolean seatable, StageService.Preview preview,
                      StageService.PlanView planned) {
    }

    /**
     * A stage, its groups, and where equal players were parted by the lot or the order of entry when it was formed
     * ({@link Groups#splits}).
     */
    record StageView(Stage stage, List<GroupView> groups, List<Groups.Split> splits) {
        /** Whether the stage carries points (its table's first column). */
        public boolean carries() {
            return stage.carry() != CarryOver.NONE;
        }
    }

    /**
     * A group's table: its columns (0 for the carried points, else a session number), rows in its order, and the
     * draw's quality inside it.
     */
    record GroupView(int number, List<Integer> columns, List<Row> rows, DrawQuality quality, long wholeRepeats) {
    }

    /** One player's line in a group. */
    record Row(String place, Player player, String tablePoints, int matchPoints, List<Cell> cells) {
    }

    /** One column's values for a player; empty text when not played. */
    record Cell(String tablePoints, String matchPoints) {
    }

    /**
     * A player's place in the final ranking ("=9" when shared), the last stage reached and the points there (carried
     * points included), and the tie-breaker that decided the place, if one did.
     */
    record OverallRow(String place, Player player, int stage, String tablePoints, int matchPoints, String decidedBy) {
    }

    /** The add-a-stage form as typed, and what was wrong with it. */
    record AddForm(String formation, String groupSize, String sessions, String carry, String seating, String seed,
                   String error) {
        static final AddForm EMPTY = new AddForm("QUARTILES", "16", "2", "NONE", "DRAW", "", null);

        static AddForm empty() {
            return EMPTY;
        }

        /** The form holding a planned stage's settings, to be changed and sent again. */
        static AddForm of(StageRepository.NewStage plan) {
            return new AddForm(plan.formation().name(), Integer.toString(plan.groupSize()),
                    Integer.toString(plan.sessions()), plan.carry().name(), plan.seating().name(),
                    plan.seed() == null ? "" : plan.seed().toString(), null);
        }
    }

    /**
     * The page with the director's preview of a stage not yet added (issue 35), or none, and the stage planned to
     * follow the sessions, or none.
     */
    static StagesPage page(Tournament t, boolean visible, boolean canManage, StageService.Results results,
                           AddForm form, StageService.Preview preview, StageService.PlanView planned) {
        List<StageView> stages = new ArrayList<>();
        for (StageService.StageResults sr : results.stages()) {
            List<GroupView> groups = new ArrayList<>();
            for (StageService.Group g : sr.groups()) {
                groups.add(group(sr.stage(), g, visible ? results.players() : Map.of()));
            }
            stages.add(new StageView(sr.stage(), groups, splits(sr.stage(), results)));
        }
        List<OverallRow> overall = new ArrayList<>();
        if (visible && results.stages().size() > 1 && results.ranking() != null) {
            for (StandingRow row : results.ranking().standings().players()) {
                FinalRanking.Reached reached = results.ranking().reached().get(row.playerId());
                var decided = results.ranking().standings().decidedBy(row.playerId());
                overall.add(new OverallRow(row.placeLabel(), results.players().get(row.playerId()),
                        reached == null ? 1 : reached.stage(),
                        reached == null ? row.tablePoints().toString() : reached.row().tablePoints().toString(),
                        reached == null ? row.matchPoints() : reached.row().matchPoints(),
                        decided == null ? null : decided.name()));
            }
        }
        Stage last = results.last().stage();
        boolean seatable = !last.first() && last.seating() != org.mahjongresults.engine.stage.StageSeating.DRAW;
        return new StagesPage(t, visible, canManage, stages, overall, form, seatable, preview, planned);
    }

    /** Where the ranking the stage was formed from parted equal players with nothing but the lot or entry order. */
    private static List<Groups.Split> splits(Stage stage, StageService.Results results) {
        if (stage.first() || results.ranking() == null || !results.ranking().staged()
                || stage.number() > results.ranking().stages().size()) {
            return List.of();
        }
        Standings before = results.ranking().before(stage.number());
        List<StandingRow> formedFrom = before.players().stream()
                .filter(r -> !r.excluded() && results.players().get(r.playerId()).status() == PlayerStatus.ACTIVE)
                .toList();
        return Groups.splits(formedFrom, before.decidedBy(), stage.formation(), stage.groupSize());
    }

    private static GroupView group(Stage stage, StageService.Group g, Map<Long, Player> players) {
        List<Integer> columns = new ArrayList<>();
        if (stage.carry() != CarryOver.NONE) {
            columns.add(0);
        }
        for (int n = stage.firstSession(); n <= stage.lastSession(); n++) {
            columns.add(n);
        }
        List<Row> rows = new ArrayList<>();
        if (!players.isEmpty()) {
            for (StandingRow r : g.standings().players()) {
                List<Cell> cells = new ArrayList<>();
                for (SessionCell c : r.sessions()) {
                    cells.add(c.played() ? new Cell(c.tablePoints().toString(), Integer.toString(c.matchPoints()))
                            : new Cell("", ""));
                }
                rows.add(new Row(r.placeLabel(), players.get(r.playerId()), r.tablePoints().toString(),
                        r.matchPoints(), cells));
            }
        }
        return new GroupView(g.number(), columns, rows, g.quality(), g.wholeRepeats());
    }
}
