package org.mahjongresults.web.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.stats.ElementCount;
import org.mahjongresults.engine.stats.HeadToHead;
import org.mahjongresults.engine.stats.PlayerStats;
import org.mahjongresults.engine.stats.Progress;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.Tally;
import org.mahjongresults.engine.stats.TournamentStats;

/**
 * The statistics API's bodies (issue 17), written by Jackson in component order (db.JsonCodec): the tournament's,
 * a player's, and two players' head to head. Names of fans and patterns are the English ones; a whole tally's
 * figures sit in the body itself. Changing a name here changes the published API.
 */
final class StatsApi {

    private StatsApi() {
    }

    /** {@code GET /api/tournaments/{id}/stats}. A Swiss tournament lists "patterns" where an MCR one has "fans". */
    record TournamentBody(String tournament, String ruleSet, long resultsVersion, @JsonUnwrapped Figures figures,
                          @JsonInclude(JsonInclude.Include.NON_NULL) List<ElementLine> fans,
                          @JsonInclude(JsonInclude.Include.NON_NULL) List<ElementLine> patterns,
                          List<RankedHand> highest, List<SessionFigures> sessions) {
    }

    /** A tally's figures; chicken hands are MCR's only (a Swiss body leaves them out). */
    record Figures(int hands, int wins, int draws, int selfDrawn, int discardWins, int dealerWins,
                   @JsonInclude(JsonInclude.Include.NON_NULL) Integer chickenHands, int detailedWins,
                   Double averageWin) {
    }

    /** A player's wins: the figures of a tally but the hands and draws, which are the table's, not the player's. */
    record WinFigures(int wins, int selfDrawn, int discardWins, int dealerWins,
                      @JsonInclude(JsonInclude.Include.NON_NULL) Integer chickenHands, int detailedWins,
                      Double averageWin) {
    }

    record ElementLine(String kind, int number, String name, String chinese, int hands, int occurrences,
                       Double share) {
    }

    record SessionFigures(int session, @JsonUnwrapped Figures figures) {
    }

    /** A player as the API names one; an unknown player is an empty object. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record PlayerRef(Long id, Integer entry, String name) {
    }

    record Hand(int session, int table, int hand, Integer value, PlayerRef winner, boolean selfDrawn,
                PlayerRef discarder, String notation, List<String> fans, String enteredAt) {
    }

    record RankedHand(@JsonUnwrapped Hand hand, int rank) {
    }

    /** {@code GET /api/tournaments/{id}/players/{playerId}/stats}. */
    record PlayerBody(String tournament, long resultsVersion, PlayerRef player, int handsSeated,
                      @JsonUnwrapped WinFigures figures, int dealIns, Double winRate, Double dealInRate, long net,
                      Hand biggestWin, List<Opponent> dealtInTo, List<Opponent> wonFrom, List<TopElement> topFans,
                      List<ProgressPoint> progress) {
    }

    record Opponent(@JsonUnwrapped PlayerRef player, int hands, long value) {
    }

    record TopElement(String kind, int number, String name, int hands, Double share) {
    }

    record ProgressPoint(int session, Integer place, double tablePoints, int matchPoints, double fieldTablePoints,
                         double fieldMatchPoints) {
    }

    /** {@code GET /api/tournaments/{id}/stats/head-to-head?a=…&b=…}. */
    record HeadToHeadBody(String tournament, PlayerRef a, PlayerRef b, int hands, int aWins, int bWins,
                          int aWonOnBsDiscard, long aWonOnBsDiscardValue, int bWonOnAsDiscard,
                          long bWonOnAsDiscardValue, long aNet, long bNet, int aAhead, int bAhead,
                          List<HeadToHead.Meeting> meetings) {
    }

    /** The English name and the Chinese name of an element of the rule set (fan, pattern, doubling, bonus). */
    interface Names {
        String english(ElementCount c);

        String chinese(ElementCount c);

        String english(org.mahjongresults.engine.stats.Element e);
    }

    static TournamentBody tournament(Tournament t, StatsService.Snapshot s, Map<Long, Player> players, Names names) {
        TournamentStats ts = s.tournament();
        boolean swiss = StatsPageBuilder.swiss(t);
        List<ElementLine> elements = ts.elements().stream().map(c -> new ElementLine(kind(c), c.key().id(),
                names.english(c), names.chinese(c), c.hands(), c.occurrences(), c.share())).toList();
        List<RankedHand> highest = new ArrayList<>();
        for (StatHand h : ts.highest()) {
            highest.add(new RankedHand(hand(h, players, names), highest.size() + 1));
        }
        List<SessionFigures> sessions = ts.sessions().stream()
                .map(st -> new SessionFigures(st.session(), figures(st.tally(), swiss))).toList();
        return new TournamentBody(t.name(), t.ruleSet().name(), s.version(), figures(ts.tally(), swiss),
                swiss ? null : elements, swiss ? elements : null, highest, sessions);
    }

    static PlayerBody player(Tournament t, Player p, StatsService.Snapshot s, Map<Long, Player> players,
                             Names names) {
        boolean swiss = StatsPageBuilder.swiss(t);
        PlayerStats ps = s.player(p.id());
        Tally w = ps.wins();
        WinFigures wins = new WinFigures(w.wins(), w.selfDrawn(), w.discardWins(), w.dealerWins(),
                swiss ? null : w.chickenHands(), w.detailedWins(), average(w));
        Function<PlayerStats.Opponent, Opponent> opponent = o -> new Opponent(ref(players.get(o.player())), o.hands(),
                o.value());
        List<TopElement> top = ps.topElements().stream().map(c -> new TopElement(kind(c), c.key().id(),
                names.english(c), c.hands(), c.share())).toList();
        List<ProgressPoint> progress = new ArrayList<>();
        if (s.progress() != null) {
            List<Progress.Point> mine = s.progress().of(p.id());
            for (int i = 0; i < mine.size(); i++) {
                Progress.Point point = mine.get(i);
                progress.add(new ProgressPoint(point.session(), point.place(), point.tablePoints(),
                        point.matchPoints(), round2(s.progress().averageTablePoints().get(i)),
                        round2(s.progress().averageMatchPoints().get(i))));
            }
        }
        return new PlayerBody(t.name(), s.version(), ref(p), ps.seated().hands(), wins, ps.dealIns(), ps.winRate(),
                ps.dealInRate(), ps.net(), ps.biggestWin() == null ? null : hand(ps.biggestWin(), players, names),
                ps.dealtInTo().stream().map(opponent).toList(), ps.wonFrom().stream().map(opponent).toList(), top,
                progress);
    }

    static HeadToHeadBody headToHead(Tournament t, Player a, Player b, HeadToHead h) {
        return new HeadToHeadBody(t.name(), ref(a), ref(b), h.hands(), h.aWins(), h.bWins(), h.aFromB(),
                h.aFromBValue(), h.bFromA(), h.bFromAValue(), h.aNet(), h.bNet(), h.aAhead(), h.bAhead(),
                h.meetings());
    }

    private static Figures figures(Tally t, boolean swiss) {
        return new Figures(t.hands(), t.wins(), t.draws(), t.selfDrawn(), t.discardWins(), t.dealerWins(),
                swiss ? null : t.chickenHands(), t.detailedWins(), average(t));
    }

    private static Double average(Tally t) {
        return t.averageWin() == null ? null : round2(t.averageWin());
    }

    private static Hand hand(StatHand h, Map<Long, Player> players, Names names) {
        return new Hand(h.session(), h.table(), h.number(), h.value(), ref(players.get(h.winner())), h.selfDrawn(),
                h.discarder() == null ? null : ref(players.get(h.discarder())), h.notation(),
                h.elements() == null ? null : h.elements().stream()
                        .map(e -> names.english(e) + (e.count() > 1 ? " ×" + e.count() : "")).toList(),
                h.at() == null ? null : h.at().toString());
    }

    private static PlayerRef ref(Player p) {
        return p == null ? new PlayerRef(null, null, null) : new PlayerRef(p.id(), p.entryNumber(), p.name());
    }

    private static String kind(ElementCount c) {
        return c.key().kind().name().toLowerCase(Locale.ROOT);
    }

    static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
