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
     * seated four by four in that order. Then two players of the same place at different tables exchange tables
     * where that parts players who have just sat together (a shared place makes two of one table equal), so the
     * order by places is kept exactly.
     *
     * @param rankedGroups  each group's entry numbers in the order of the group's standings now
     * @param place         each player's place (1 to 4) at the previous session; a player without one counts as 5th
     * @param previousTable each player's table at the previous session (players without one never clash)
     */
    public static Session tableWinners(int number, List<List<Integer>> rankedGroups, Map<Integer, Integer> place,
                                       Map<Integer, Integer> previousTable) {
        List<Table> tables = new ArrayList<>();
        for (List<Integer> group : rankedGroups) {
            Map<Integer, Integer> standing = new HashMap<>();
            for (int i = 0; i < group.size(); i++) {
                standing.put(group.get(i), i);
            }
            List<Integer> order = new ArrayList<>(group);
            order.sort(Comparator.<Integer>comparingInt(p -> place.getOrDefault(p, 5))
                    .thenComparingInt(standing::get));
            partSameTables(order, place, previousTable);
            for (int i = 0; i < order.size(); i += 4) {
                tables.add(new Table(tables.size() + 1, order.subList(i, i + 4)));
            }
        }
        return new Session(number, tables);
    }

    /** Exchanges players of equal place between tables while that lowers the pairs who sat together just before. */
    private static void partSameTables(List<Integer> order, Map<Integer, Integer> place,
                                       Map<Integer, Integer> previousTable) {
        boolean improved = true;
        int rounds = 0;
        while (improved && rounds++ < 100) {
            improved = false;
            for (int i = 0; i < order.size(); i++) {
                for (int j = i + 1; j < order.size(); j++) {
                    if (i / 4 == j / 4 || !place.getOrDefault(order.get(i), 5)
                            .equals(place.getOrDefault(order.get(j), 5))) {
                        continue;
                    }
                    int before = clashes(order, i / 4, previousTable) + clashes(order, j / 4, previousTable);
                    java.util.Collections.swap(order, i, j);
                    int after = clashes(order, i / 4, previousTable) + clashes(order, j / 4, previousTable);
                    if (after < before) {
                        improved = true;
                    } else {
                        java.util.Collections.swap(order, i, j);
                    }
                }
            }
        }
    }

    private static int clashes(List<Integer> order, int table, Map<Integer, Integer> previousTable) {
        int c = 0;
        for (int a = table * 4; a < table * 4 + 4; a++) {
            for (int b = a + 1; b < table * 4 + 4; b++) {
                Integer ta = previousTable.get(order.get(a));
                if (ta != null && ta.equals(previousTable.get(order.get(b)))) {
                    c++;
                }
            }
        }
        return c;
    }
}
