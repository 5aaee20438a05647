package org.mahjongresults.web.rankings;

import java.util.List;
import org.mahjongresults.db.rankings.StandingsRule;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.TieBreaker;
import org.mahjongresults.web.forms.Form;

/** The pages of the team and nation rankings and the tie-breakers (issue 28). */
final class RankingsPages {

    private RankingsPages() {
    }

    /** How many tie-breakers the director may chain: each at most once. */
    static final int SLOTS = TieBreaker.values().length;

    /** The director's standings rule form; {@code rule} as saved (the lot's drawing is shown from it). */
    record RulesPage(Tournament tournament, Form form, StandingsRule rule, boolean canManage) {

        public List<TeamScoring> scorings() {
            return List.of(TeamScoring.values());
        }

        public List<TieBreaker> breakers() {
            return List.of(TieBreaker.values());
        }

        /** The slot numbers 1 to {@link #SLOTS}. */
        public List<Integer> slots() {
            return java.util.stream.IntStream.rangeClosed(1, SLOTS).boxed().toList();
        }
    }

    /** The public nation ranking; {@code rows} is empty while the standings are hidden. */
    record NationsPage(Tournament tournament, boolean visible, List<RankingsService.NationLine> rows,
                       StandingsRule rule, boolean canManage) {
    }
}
