package org.mahjongresults.web.standings;

import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.results.SeatScore;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * What a rule set's standings are: MCR ranks by table points and match points (MCR 2006 附件7), with team standings
 * and the CSV, JSON and EMA exports; a Swiss (Sichuan) knockout ranks by the round reached (Swiss score sheets), has no
 * team standings (404), and has its own exports ({@link #ownExports}, issue 28). {@link StandingsService#rules}
 * looks one up by the tournament's rule set.
 */
public interface StandingsRules {

    /** The rule set these are the standings of. */
    RuleSet ruleSet();

    /**
     * The rule set's own standings page, or empty for the table-point standings the results service keeps (rendered
     * once per results version, the event day's hot path).
     */
    Optional<OwnStandingsPage> ownPage(Tournament t, boolean visible, boolean canManage);

    /**
     * What a table's running score starts from, added to the sum of its hands on the live pages and the big screen:
     * 0 where a session's score is the sum of its hands (MCR, Swiss), the starting points where a game starts from a
     * stack of points (riichi: 25,000 or 30,000 by the preset).
     */
    default int scoreBase(Tournament t) {
        return 0;
    }

    /** Whether the table-point standings' other pages exist: team standings, CSV, JSON, the EMA file and the API. */
    boolean tablePointPages();

    /**
     * The rule set's own exports when its standings are not table points (a Swiss knockout, issue 28: its results
     * leave the site too); empty for the table-point exports.
     */
    default Optional<OwnExports> ownExports() {
        return Optional.empty();
    }

    /**
     * One table's placing from its players' session scores (by starting seat) and its sheet: table points by the
     * tournament's system (MCR 2006 §3.9.2); riichi places the table by its game's final result instead.
     */
    default TableResult tableResult(Tournament t, List<SeatScore> seats, Sheet sheet) {
        return TableResult.of(seats, t.tablePointSystem(), t.tieRule());
    }
}
