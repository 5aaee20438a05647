package org.mahjongresults.web.stages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.stage.Stage;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.stage.CarryOver;

/** The stages page's records: each stage with its groups' standings, the overall result, the director's form. */
final class StagePages {

    private StagePages() {
    }

    /** The page; {@code results} null while the standings are hidden from this visitor. */
    record StagesPage(Tournament tournament, boolean visible, boolean canManage, List<StageView> stages,
                      List<OverallRow> overall, AddForm form, boolean seatable) {
    }

    /** A stage and its groups. */
    record StageView(Stage stage, List<GroupView> groups) {
        /** Whether the stage carries points (its table's first column). */
        public boolean carries() {
            return stage.carry() != CarryOver.NONE;
        }
    }

    /**
     * A group's table: its columns (0 for the carried points, else a session number), rows in its order, and the
     * draw's quality inside it.
     */
    record GroupView(int number, List<Integer> columns, List<Row> rows, DrawQuality quality) {
    }

    /** One player's line in a group. */
    record Row(String place, Player player, String tablePoints, int matchPoints, List<Cell> cells) {
    }

    /** One column's values for a player; empty text when not played. */
    record Cell(String tablePoints, String matchPoints) {
    }

    /** A player's place in the overall result and the last stage reached. */
    record OverallRow(int place, Player player, int stage) {
    }

    /** The add-a-stage form as typed, and what was wrong with it. */
    record AddForm(String formation, String groupSize, String sessions, String carry, String seating, String seed,
                   String error) {
        static AddForm empty() {
            return new AddForm("QUARTILES", "16", "2", "NONE", "DRAW", "", null);
        }
    }

    static StagesPage page(Tournament t, boolean visible, boolean canManage, StageService.Results results,
                           AddForm form) {
        List<StageView> stages = new ArrayList<>();
        for (StageService.StageResults sr : results.stages()) {
            List<GroupView> groups = new ArrayList<>();
            for (StageService.Group g : sr.groups()) {
                groups.add(group(sr.stage(), g, visible ? results.players() : Map.of()));
            }
            stages.add(new StageView(sr.stage(), groups));
        }
        List<OverallRow> overall = new ArrayList<>();
        if (visible && results.stages().size() > 1) {
            for (long id : results.overall()) {
                int reached = 1;
                for (StageService.StageResults sr : results.stages()) {
                    if (sr.order().contains(id)) {
                        reached = sr.stage().number();
                    }
                }
                overall.add(new OverallRow(overall.size() + 1, results.players().get(id), reached));
            }
        }
        Stage last = results.last().stage();
        boolean seatable = !last.first() && last.seating() != org.mahjongresults.engine.stage.StageSeating.DRAW;
        return new StagesPage(t, visible, canManage, stages, overall, form, seatable);
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
        return new GroupView(g.number(), columns, rows, g.quality());
    }
}
