package org.mahjongresults.web.rankings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.rankings.StandingsRule;
import org.mahjongresults.db.rankings.StandingsRuleRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.NationRow;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.TieBreaker;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.standings.StandingsExports;

/**
 * Team and nation rankings and the tie-breakers (issue 28): the director's standings rule, saved and announced, and
 * the nation ranking made from the players' countries by that rule, over the results {@link StandingsService} keeps.
 */
public final class RankingsService {

    /** One nation's line with the names of its players, the counted ones apart. */
    public record NationLine(NationRow row, List<String> members, List<String> counted) {
    }

    private final StandingsService standings;
    private final StandingsRuleRepository rules;
    private final TournamentEvents events;

    public RankingsService(StandingsService standings, StandingsRuleRepository rules, TournamentEvents events) {
        this.standings = standings;
        this.rules = rules;
        this.events = events;
    }

    public StandingsRule rule(Tournament t) {
        return rules.find(t.id());
    }

    /**
     * Saves the team rule and the tie-breakers (the lot is drawn on the first save that chooses it, and recorded in
     * the audit log); every standings page is computed again and open pages are told.
     */
    public StandingsRule save(Actor actor, Tournament t, TeamScoring scoring, int bestK, List<TieBreaker> breakers) {
        StandingsRule saved = rules.save(actor, t.id(), scoring, scoring == TeamScoring.ALL_MEMBERS ? 0 : bestK,
                breakers);
        events.announce(TournamentChanged.whole(t.id()));
        return saved;
    }

    /** Computes the kept results of a public tournament whose standings are shown (the nation page's preparation). */
    void prepare(long tournamentId) {
        standings.tournament(tournamentId)
                .filter(t -> t.standingsVisible() && standings.rules(t).tablePointPages())
                .ifPresent(standings::results);
    }

    /** The results version the nation ranking is computed at (for the page's version). */
    public StandingsService.Results results(Tournament t, long known) {
        return standings.results(t, known);
    }

    /** The nation ranking by the tournament's team rule, with names. */
    public List<NationLine> nations(Tournament t, StandingsService.Results results) {
        Map<Long, String> countries = new HashMap<>();
        results.players().forEach((id, p) -> countries.put(id, p.country()));
        List<NationRow> rows = standings.standingsRule(t).policy().nations(results.standings(), countries);
        List<NationLine> out = new ArrayList<>(rows.size());
        for (NationRow row : rows) {
            out.add(new NationLine(row, names(row.members(), results), names(row.counted(), results)));
        }
        return out;
    }

    /** {@code GET /api/tournaments/{id}/nations}: the nation ranking and the rule it was made by. */
    public record NationsBody(String tournament, long resultsVersion, String teamScoring, Integer bestK,
                              List<NationEntry> nations) {
    }

    /** A nation: place (shared when {@code tied}), country, counted totals, its players and the counted ones. */
    public record NationEntry(int place, boolean tied, String country, double tablePoints, int matchPoints,
                              List<String> players, List<String> counted) {
    }

    /** The nation ranking as the JSON API gives it. */
    public NationsBody nationsJson(Tournament t) {
        StandingsService.Results results = standings.results(t);
        StandingsRule rule = standings.standingsRule(t);
        List<NationEntry> out = new ArrayList<>();
        for (NationLine l : nations(t, results)) {
            NationRow r = l.row();
            out.add(new NationEntry(r.place(), r.tied(), r.country(), r.tablePoints().toDouble(), r.matchPoints(),
                    l.members(), l.counted()));
        }
        return new NationsBody(t.name(), results.version(), rule.teamScoring().name(),
                rule.teamScoring() == TeamScoring.ALL_MEMBERS ? null : rule.bestK(), out);
    }

    private static List<String> names(List<Long> ids, StandingsService.Results results) {
        return ids.stream().map(results.players()::get).map(Player::name).toList();
    }

    /** The nation ranking as CSV (UTF-8 with a byte-order mark), one nation a line, in the standings' words. */
    public String nationsCsv(Tournament t) {
        StandingsService.Results results = standings.results(t);
        StandingsRule rule = standings.standingsRule(t);
        StringBuilder sb = new StringBuilder("\uFEFF");
        List<String> header = new ArrayList<>(List.of("place", "country", "table_points", "match_points",
                "players", "counted", "team_scoring", "best_k"));
        for (int n = 1; n <= t.sessionCount(); n++) {
            header.add("s" + n + "_table_points");
            header.add("s" + n + "_match_points");
            header.add("s" + n + "_status");
        }
        header.add("status");
        CsvFile.writeLine(sb, header);
        // Issue 35: a nation's figure is provisional while a member's is (an open sheet), as the players' CSV says.
        Set<String> provisional = StandingsExports.provisional(results);
        for (NationLine l : nations(t, results)) {
            NationRow r = l.row();
            List<String> cells = new ArrayList<>(List.of(r.placeLabel(), r.country(), r.tablePoints().toString(),
                    String.valueOf(r.matchPoints()), String.join("; ", l.members()), String.join("; ", l.counted()),
                    rule.teamScoring().name(), rule.teamScoring() == TeamScoring.ALL_MEMBERS ? ""
                            : String.valueOf(rule.bestK())));
            boolean anyOpen = false;
            for (var c : r.sessions()) {
                boolean open = r.members().stream().anyMatch(id -> provisional.contains(id + "/" + c.session()));
                anyOpen |= open;
                cells.add(c.played() ? c.tablePoints().toString() : "");
                cells.add(c.played() ? String.valueOf(c.matchPoints()) : "");
                cells.add(open ? StandingsExports.PROVISIONAL : c.played() ? StandingsExports.FINAL : "");
            }
            cells.add(anyOpen ? StandingsExports.PROVISIONAL : StandingsExports.FINAL);
            CsvFile.writeLine(sb, cells);
        }
        return sb.toString();
    }

}
