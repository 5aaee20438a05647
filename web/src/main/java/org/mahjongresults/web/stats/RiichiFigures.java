package org.mahjongresults.web.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.engine.riichi.stats.PlayerRecord;
import org.mahjongresults.engine.riichi.stats.RiichiStats;
import org.mahjongresults.engine.riichi.stats.SeatedSheet;
import org.mahjongresults.web.riichi.RiichiTables;

/**
 * A riichi tournament's statistics at one results version: the engine's figures over every game, and over each
 * session's games for the trend chart and table.
 *
 * @param all      every game's figures, with each player's record
 * @param sessions each session's figures, in order
 */
public record RiichiFigures(RiichiStats all, List<SessionFigures> sessions) {

    /** One session's figures. */
    public record SessionFigures(int session, RiichiStats stats) {
    }

    /** The figures of {@code games}. */
    static RiichiFigures of(List<RiichiTables.Game> games) {
        Map<Integer, List<SeatedSheet>> bySession = new TreeMap<>();
        List<SeatedSheet> all = new ArrayList<>();
        for (RiichiTables.Game g : games) {
            bySession.computeIfAbsent(g.session(), s -> new ArrayList<>()).add(g.seated());
            all.add(g.seated());
        }
        List<SessionFigures> sessions = new ArrayList<>();
        bySession.forEach((session, sheets) -> sessions.add(new SessionFigures(session, RiichiStats.of(sheets))));
        return new RiichiFigures(RiichiStats.of(all), List.copyOf(sessions));
    }

    /** A player's record, or null for a player who has not played a hand. */
    public PlayerRecord player(long playerId) {
        return all.players().stream().filter(p -> p.player() == playerId).findFirst().orElse(null);
    }
}
