package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.List;

/** Fields of players for the tests. */
final class Fields {

    private Fields() {
    }

    /** Players 1..n without teams or countries. */
    static List<DrawPlayer> of(int n) {
        List<DrawPlayer> players = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            players.add(DrawPlayer.of(id));
        }
        return players;
    }

    /** Players 1..n where 1..size form team "T1", size+1..2·size team "T2", and so on (as the command line). */
    static List<DrawPlayer> withTeams(int n, int size) {
        List<DrawPlayer> players = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            players.add(DrawPlayer.inTeam(id, "T" + ((id - 1) / size + 1)));
        }
        return players;
    }

    static DrawOutcome.Drawn drawn(List<DrawPlayer> players, int sessions, long seed) {
        return (DrawOutcome.Drawn) DrawEngine.draw(players, sessions, seed, DrawOptions.defaults());
    }
}
