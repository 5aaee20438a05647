package org.mahjongresults.engine.stage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * Seats a stage's sessions inside its groups. Tables are numbered on across the groups: the first group's tables
 * first. Groups are given as {@link Groups#form} lists them.
 */
public final class StageSeatings {

    private StageSeatings() {
    }

    /**
     * What is seated when the stage is formed: every session of a {@link StageSeating#DRAW} stage (the existing draw
     * generator inside each group, with the quartiles kept apart like teams for {@link Formation#QUARTILES}), or the
     * first session of the others ({@link Groups#firstTables}).
     */
    public static Draw atFormation(List<List<DrawPlayer>> groups, Formation formation, StageSeating seating,
                                   int firstSession, int sessions, long seed, DrawOptions options) {
        if (seating != StageSeating.DRAW) {
            List<Table> tables = new ArrayList<>();
            for (List<DrawPlayer> group : groups) {
                for (List<DrawPlayer> seats : Groups.firstTables(group, formation)) {
                    tables.add(new Table(tables.size() + 1, seats.stream().map(DrawPlayer::id).toList()));
                }
            }
            return new Draw(List.of(new Session(firstSession, tables)));
        }
        List<List<Table>> bySession = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            bySession.add(new ArrayList<>());
        }
        for (int g = 0; g < groups.size(); g++) {
            List<DrawPlayer> group = groups.get(g);
            List<DrawPlayer> field = new ArrayList<>();
            for (int i = 0; i < group.size(); i++) {
                DrawPlayer p = group.get(i);
                field.add(formation == Formation.QUARTILES
                        ? new DrawPlayer(p.id(), "Q" + Groups.quartileInGroup(i, group.size()), p.country()) : p);
            }
            DrawOutcome outcome = DrawEngine.draw(field, sessions, seed + g, options);
            Draw drawn = ((DrawOutcome.Drawn) outcome).draw();
            for (int s = 0; s < sessions; s++) {
                List<Table> tables = bySession.get(s);
                int offset = g * (group.size() / 4);
                for (Table t : drawn.session(s + 1).tables()) {
                    tables.add(new Table(offset + t.number(), t.players()));
                }
            }
        }
        List<Session> out = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            List<Table> tables = new ArrayList<>(bySession.get(s));
            tables.sort(Comparator.comparingInt(Table::number));
            out.add(new Session(firstSession + s, tables));
        }
        return new Draw(out);
    }

    /**
     * The next session seated by the stage's standings inside each group: the existing seating by standings
     * ({@link DrawEngine#seatByStandings}), which still avoids repeat meetings of {@code earlier} where a swap between
     * neighbouring tables can.
     *
     * @param rankedGroups each group's players in the order of the group's standings now
     */
    public static Session byStandings(int number, List<List<DrawPlayer>> rankedGroups, Draw earlier,
                                      DrawOptions options) {
        List<Table> tables = new ArrayList<>();
        for (List<DrawPlayer> group : rankedGroups) {
            Session s = DrawEngine.seatByStandings(earlier, group, group.stream().map(DrawPlayer::id).toList(),
                    options);
            int offset = tables.size();
            for (Table t : s.tables()) {
                tables.add(new Table(offset + t.number(), t.players()));
            }
        }
        return new Session(number, tables);
    }

    /**
     * The next session with table winners together (WMC 2019's tenth session): inside each group the players are
     * ordered by their place at their table in the previous session, equal places by the group's standings, and
     * seated four by four in that order.
     *
     * @param rankedGroups each group's entry numbers in the order of the group's standings now
     * @param place        each player's place (1 to 4) at the previous session; a player without one counts as 5th
     */
    public static Session tableWinners(int number, List<List<Integer>> rankedGroups, Map<Integer, Integer> place) {
        List<Table> tables = new ArrayList<>();
        for (List<Integer> group : rankedGroups) {
            Map<Integer, Integer> standing = new HashMap<>();
            for (int i = 0; i < group.size(); i++) {
                standing.put(group.get(i), i);
            }
            List<Integer> order = new ArrayList<>(group);
            order.sort(Comparator.<Integer>comparingInt(p -> place.getOrDefault(p, 5))
                    .thenComparingInt(standing::get));
            for (int i = 0; i < order.size(); i += 4) {
                tables.add(new Table(tables.size() + 1, order.subList(i, i + 4)));
            }
        }
        return new Session(number, tables);
    }
}
