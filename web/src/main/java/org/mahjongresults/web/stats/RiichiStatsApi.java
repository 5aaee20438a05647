package org.mahjongresults.web.stats;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.riichi.game.Limit;
import org.mahjongresults.engine.riichi.stats.PlayerRecord;
import org.mahjongresults.engine.riichi.stats.Rate;
import org.mahjongresults.engine.riichi.stats.RiichiStats;

/**
 * The riichi statistics API's bodies (issue 38), written by Jackson in component order: every rate as its count, the
 * count it is out of, and the per cent with one decimal. Yaku are named by the engine's constant and English name
 * (romaji with a gloss) and their Japanese name. Changing a name here changes the published API.
 */
final class RiichiStatsApi {

    private RiichiStatsApi() {
    }

    /** {@code GET /api/tournaments/{id}/stats} of a riichi tournament. */
    record TournamentBody(String tournament, String ruleSet, long resultsVersion, @JsonUnwrapped Figures figures,
                          List<YakuLine> yaku, Map<String, Integer> limits, List<PlayerLine> players,
                          List<SessionLine> sessions) {
    }

    record Figures(int hands, int wins, RateBody ron, RateBody tsumo, RateBody draws, RateBody abortive,
                   RateBody multipleRon, RateBody dealerWins, int averageWin, int chombo) {
    }

    record RateBody(int count, int of, BigDecimal percent) {
    }

    record YakuLine(String yaku, String name, String japanese, RateBody wins) {
    }

    record PlayerLine(long id, Integer entry, String name, int hands, RateBody wins, RateBody tsumo,
                      RateBody dealerWins, RateBody dealIns, RateBody riichi, RateBody riichiWins,
                      RateBody openWins, RateBody calls, int averageWin, int biggestWin, int chombo) {
    }

    record SessionLine(int session, @JsonUnwrapped Figures figures) {
    }

    static TournamentBody tournament(Tournament t, long version, RiichiFigures f, Map<Long, Player> players) {
        RiichiStats s = f.all();
        List<YakuLine> yaku = s.yaku().stream().map(c -> new YakuLine(c.yaku().name(), c.yaku().english(),
                c.yaku().japanese(), rate(c.wins()))).toList();
        Map<String, Integer> limits = new LinkedHashMap<>();
        for (Limit l : Limit.values()) {
            limits.put(l.name(), s.limits().getOrDefault(l, 0));
        }
        List<PlayerLine> lines = new ArrayList<>();
        for (PlayerRecord r : s.players()) {
            lines.add(player(r, players.get(r.player())));
        }
        List<SessionLine> sessions = f.sessions().stream()
                .map(x -> new SessionLine(x.session(), figures(x.stats()))).toList();
        return new TournamentBody(t.name(), t.ruleSet().name(), version, figures(s), yaku, limits, lines, sessions);
    }

    /** {@code GET /api/tournaments/{id}/players/{playerId}/stats} of a riichi tournament: the player's line. */
    static PlayerLine player(PlayerRecord r, Player p) {
        return new PlayerLine(r.player(), p == null ? null : p.entryNumber(), p == null ? null : p.name(), r.hands(),
                rate(r.wins()), rate(r.tsumo()), rate(r.dealerWins()), rate(r.dealIns()), rate(r.riichi()),
                rate(r.riichiWins()), rate(r.openWins()), rate(r.calls()), r.averageWin(), r.biggestWin(),
                r.chombo());
    }

    /** The line of a player who has not played a hand yet. */
    static PlayerLine empty(Player p) {
        return player(new PlayerRecord(p.id(), 0, new Rate(0, 0), new Rate(0, 0), new Rate(0, 0), new Rate(0, 0),
                new Rate(0, 0), new Rate(0, 0), new Rate(0, 0), new Rate(0, 0), 0, 0, 0), p);
    }

    private static Figures figures(RiichiStats s) {
        return new Figures(s.hands(), s.wins(), rate(s.ron()), rate(s.tsumo()), rate(s.draws()), rate(s.abortive()),
                rate(s.multipleRon()), rate(s.dealerWins()), s.averageWin(), s.chombo());
    }

    private static RateBody rate(Rate r) {
        return new RateBody(r.count(), r.of(), r.percent());
    }
}
