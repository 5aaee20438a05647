package org.mahjongresults.web.stats;

import java.util.List;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.rulesets.RuleSetFeatures.StatsKind;
import org.mahjongresults.web.stats.StatsPages.PlayerStatsPage;

/** The statistics counted from the hands' fans or patterns (MCR, the Swiss rules): {@link StatsPageBuilder}'s. */
final class ElementStatsKindPageBuilder implements StatsKindPageBuilder {

    private final StatsService service;

    ElementStatsKindPageBuilder(StatsService service) {
        this.service = service;
    }

    @Override
    public StatsKind kind() {
        return StatsKind.ELEMENTS;
    }

    @Override
    public String tournamentTemplate() {
        return "stats/tournament";
    }

    @Override
    public Object tournamentPage(Tournament t, boolean canManage, StatsService.Snapshot s, Language language) {
        return StatsPageBuilder.tournament(t, canManage, s, service.players(t), language);
    }

    @Override
    public String playerTemplate() {
        return "stats/player";
    }

    @Override
    public Object hiddenPlayerPage(Tournament t, boolean canManage, Player p) {
        return new PlayerStatsPage(t, canManage, false, StatsPageBuilder.swiss(t), p, null, null, List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), StatsPageBuilder.progressTable(List.of()));
    }

    @Override
    public Object playerPage(Tournament t, boolean canManage, Player p, StatsService.Snapshot s, Language language) {
        return StatsPageBuilder.player(t, canManage, p, s, service.players(t), language);
    }

    @Override
    public Object tournamentBody(Tournament t, StatsService.Snapshot s) {
        return StatsApi.tournament(t, s, service.players(t), StatsPageBuilder.NAMES);
    }

    @Override
    public Object playerBody(Tournament t, Player p, StatsService.Snapshot s) {
        return StatsApi.player(t, p, s, service.players(t), StatsPageBuilder.NAMES);
    }
}
