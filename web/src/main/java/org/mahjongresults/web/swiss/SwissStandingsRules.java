package org.mahjongresults.web.swiss;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.knockout.KnockoutStandings;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.standings.OwnExports;
import org.mahjongresults.web.standings.StandingsRules;
import org.mahjongresults.web.standings.OwnStandingsPage;

/**
 * The standings of a Swiss knockout (Swiss score sheets): the final table, the bracket, and every player's line by the
 * round reached. There are no table-point pages or team standings for it; its own exports are {@link SwissExports}.
 */
public final class SwissStandingsRules implements StandingsRules {

    /** One line of the knockout standings, with the player's names. */
    public record StandingLine(KnockoutStandings.Row row, Player player) {
    }

    /** The knockout standings: the final table, the bracket, and every player's line. */
    public record StandingsPage(Tournament tournament, boolean visible, SwissService.Knockout knockout,
                                List<StandingLine> lines, List<StandingLine> podium, boolean canManage)
            implements OwnStandingsPage {

        @Override
        public String template() {
            return "swiss/standings";
        }
    }

    private final SwissService service;
    private final SwissExports exports;

    public SwissStandingsRules(SwissService service) {
        this.service = service;
        this.exports = new SwissExports(service);
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.SWISS;
    }

    @Override
    public Optional<OwnStandingsPage> ownPage(Tournament t, boolean visible, boolean canManage) {
        SwissService.Knockout k = service.load(t);
        List<StandingLine> lines = new ArrayList<>();
        List<StandingLine> podium = new ArrayList<>();
        if (visible && k.standings() != null) {
            for (KnockoutStandings.Row r : k.standings().rows()) {
                lines.add(new StandingLine(r, k.byEntry().get(r.player())));
            }
            for (KnockoutStandings.Row r : k.standings().podium()) {
                podium.add(new StandingLine(r, k.byEntry().get(r.player())));
            }
        }
        return Optional.of(new StandingsPage(t, visible, k, lines, podium, canManage));
    }

    @Override
    public boolean tablePointPages() {
        return false;
    }

    /** The knockout's own CSV, JSON, bracket and tables (issue 28): no table points, 002 §1.5. */
    @Override
    public Optional<OwnExports> ownExports() {
        return Optional.of(exports);
    }
}
