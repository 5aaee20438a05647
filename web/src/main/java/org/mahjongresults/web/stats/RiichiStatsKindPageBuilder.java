package org.mahjongresults.web.stats;

import java.util.List;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.riichi.stats.PlayerRecord;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.rulesets.RuleSetFeatures.StatsKind;

/** Riichi's statistics, from its games replayed by the engine (issue 38): {@link RiichiStatsPageBuilder}'s. */
final class RiichiStatsKindPageBuilder implements StatsKindPageBuilder {

    private final StatsService service;
    private final Messages messages;

    RiichiStatsKindPageBuilder(StatsService service, Messages messages) {
        this.service = service;
        this.messages = messages;
    }

    @Override
    public StatsKind kind() {
        return StatsKind.RIICHI;
    }

    @Override
    public String tournamentTemplate() {
        return "stats/riichi";
    }

    @Override
    public Object tournamentPage(Tournament t, boolean canManage, StatsService.Snapshot s, Language language) {
        return RiichiStatsPageBuilder.tournament(t, canManage, s.riichi(), service.players(t), messages, language);
    }

    @Override
    public String playerTemplate() {
        return "stats/riichi-player";
    }

    @Override
    public Object hiddenPlayerPage(Tournament t, boolean canManage, Player p) {
        return new RiichiStatsPages.PlayerPage(t, canManage, false, p, null, List.of());
    }

    @Override
    public Object playerPage(Tournament t, boolean canManage, Player p, StatsService.Snapshot s, Language language) {
        return RiichiStatsPageBuilder.player(t, canManage, p, s.riichi(), s.progress(), service.players(t));
    }

    @Override
    public Object tournamentBody(Tournament t, StatsService.Snapshot s) {
        return RiichiStatsApi.tournament(t, s.version(), s.riichi(), service.players(t));
    }

    @Override
    public Object playerBody(Tournament t, Player p, StatsService.Snapshot s) {
        PlayerRecord r = s.riichi().player(p.id());
        return r == null ? RiichiStatsApi.empty(p) : RiichiStatsApi.player(r, p);
    }
}
