package org.mahjongresults.web.stats;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.stats.StatsPages.HeadToHeadPage;
import org.mahjongresults.web.stats.StatsPages.PlayerStatsPage;
import org.mahjongresults.web.stats.StatsPages.TournamentStatsPage;
import org.mahjongresults.web.forms.Numbers;

/**
 * The statistics pages and their JSON (issue 17): the tournament's (fans or patterns, highest hands, trends), each
 * player's (record and progress charts) and two players' head to head. Spectators get pages rendered once per
 * results version (as the standings). Visibility: the tournament's statistics are those of the public score sheets
 * (shown with the draw); a player's and a head to head reveal the standings (places, table points) and are hidden
 * with them, as the player page hides its hand statistics.
 */
public final class StatsController {

    private final StatsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    /** The referee calls' answer times, in the statistics of the tournament's running (issue 26). */
    private final org.mahjongresults.web.table.RefereeCallService calls;

    public StatsController(StatsService service, TournamentLookup lookup, Auth auth, Messages messages,
                                  ThymeleafRenderer renderer, Publisher publisher,
                                  org.mahjongresults.web.table.RefereeCallService calls) {
        this.calls = calls;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
        // The statistics computed at start, before /health says UP; after that, once per results version on the first
        // request (the previous figures served meanwhile).
        publisher.declare(new SpectatorPage("stats", SpectatorPage.Scope.TOURNAMENT,
                (tournament, scope, languages) -> service.warm(tournament)));
    }

    // Pages -----------------------------------------------------------------------------------------------

    /** {@code GET /tournaments/{id}/stats}. */
    public void tournament(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        StatsService.Snapshot s = service.stats(t);
        Language language = RequestLanguage.of(ctx);
        if (riichi(t)) {
            riichiTournament(ctx, t, s, language);
            return;
        }
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats", t.id(), language), version(t, s),
                    () -> renderer.render("stats/tournament", Map.of("page", tournamentPage(ctx, t, s, language),
                            "calls", callTimes(t)), ctx)));
            return;
        }
        ctx.render("stats/tournament", Map.of("page", tournamentPage(ctx, t, s, language), "calls", callTimes(t)));
    }

    /** A riichi tournament's page, kept for spectators under the same key and version as the MCR page. */
    private void riichiTournament(Context ctx, Tournament t, StatsService.Snapshot s, Language language) {
        java.util.function.Supplier<Map<String, Object>> model = () -> Map.of("page",
                RiichiStatsPageBuilder.tournament(t, lookup.canManage(ctx, t), s.riichi(), players(t), messages,
                        language), "calls", callTimes(t));
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats", t.id(), language), version(t, s),
                    () -> renderer.render("stats/riichi", model.get(), ctx)));
            return;
        }
        ctx.render("stats/riichi", model.get());
    }

    /** Whether the tournament's statistics are riichi's (the rule set's strategy tells, issue 38). */
    private static boolean riichi(Tournament t) {
        return RuleSets.of(t).statsKind() == RuleSetFeatures.StatsKind.RIICHI;
    }

    private org.mahjongresults.web.table.AnswerTimesView callTimes(Tournament t) {
        return org.mahjongresults.web.table.AnswerTimesView.of(calls.answerTimes(t.id()));
    }

    private TournamentStatsPage tournamentPage(Context ctx, Tournament t, StatsService.Snapshot s, Language language) {
        return StatsPageBuilder.tournament(t, lookup.canManage(ctx, t), s, players(t), language);
    }

    /** {@code GET /tournaments/{id}/players/{playerId}/stats}. */
    public void player(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        Language language = RequestLanguage.of(ctx);
        if (riichi(t)) {
            riichiPlayer(ctx, t, p, language);
            return;
        }
        if (!lookup.standingsVisible(ctx, t)) {
            ctx.render("stats/player", Map.of("page", new PlayerStatsPage(t, lookup.canManage(ctx, t), false,
                    StatsPageBuilder.swiss(t), p, null, null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                    StatsPageBuilder.progressTable(List.of()))));
            return;
        }
        StatsService.Snapshot s = service.stats(t);
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats-player", t.id(), language, playerId),
                    version(t, s), () -> renderer.render("stats/player",
                            Map.of("page", playerPage(ctx, t, p, s, language)), ctx)));
            return;
        }
        ctx.render("stats/player", Map.of("page", playerPage(ctx, t, p, s, language)));
    }

    /** A riichi player's page: hidden with the standings, as the MCR player page is. */
    private void riichiPlayer(Context ctx, Tournament t, Player p, Language language) {
        if (!lookup.standingsVisible(ctx, t)) {
            ctx.render("stats/riichi-player", Map.of("page", new RiichiStatsPages.PlayerPage(t,
                    lookup.canManage(ctx, t), false, p, null, List.of())));
            return;
        }
        StatsService.Snapshot s = service.stats(t);
        java.util.function.Supplier<Map<String, Object>> model = () -> Map.of("page", RiichiStatsPageBuilder.player(t,
                lookup.canManage(ctx, t), p, s.riichi(), s.progress(), players(t)));
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats-player", t.id(), language, p.id()), version(t, s),
                    () -> renderer.render("stats/riichi-player", model.get(), ctx)));
            return;
        }
        ctx.render("stats/riichi-player", model.get());
    }

    private PlayerStatsPage playerPage(Context ctx, Tournament t, Player p, StatsService.Snapshot s,
                                       Language language) {
        return StatsPageBuilder.player(t, lookup.canManage(ctx, t), p, s, players(t), language);
    }

    /** {@code GET /tournaments/{id}/stats/head-to-head?a=…&b=…}: the form, and the meetings once two are chosen. */
    public void headToHead(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean visible = lookup.standingsVisible(ctx, t);
        Map<Long, Player> players = players(t);
        List<Player> list = players.values().stream().sorted(Comparator.comparingInt(Player::entryNumber)).toList();
        String qa = ctx.queryParam("a");
        String qb = ctx.queryParam("b");
        if (!visible || (qa == null && qb == null)) {
            ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), visible,
                    list, null, null, null, null)));
            return;
        }
        Player a = parsePlayer(qa, players);
        Player b = parsePlayer(qb, players);
        String error = a == null || b == null ? "stats.h2h.choose" : a.id().equals(b.id()) ? "stats.h2h.same" : null;
        if (error != null) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), true,
                    list, a, b, null, error)));
            return;
        }
        ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), true, list,
                a, b, service.headToHead(t, a.id(), b.id()), null)));
    }

    // JSON API ------------------------------------------------------------------------------------------------

    /** {@code GET /api/tournaments/{id}/stats}: the tournament's statistics, visible with the draw. */
    public void apiTournament(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        StatsService.Snapshot s = service.stats(t);
        publisher.send(ctx, Page.json(PageKey.shared("api-stats", t.id()), version(t, s),
                () -> JsonCodec.write(riichi(t) ? RiichiStatsApi.tournament(t, s.version(), s.riichi(), players(t))
                        : StatsApi.tournament(t, s, players(t), StatsPageBuilder.NAMES))));
    }

    /** {@code GET /api/tournaments/{id}/players/{playerId}/stats}: hidden (404) with the standings. */
    public void apiPlayer(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        StatsService.Snapshot s = service.stats(t);
        if (riichi(t)) {
            org.mahjongresults.engine.riichi.stats.PlayerRecord r = s.riichi().player(p.id());
            ctx.json(r == null ? RiichiStatsApi.empty(p) : RiichiStatsApi.player(r, p));
            return;
        }
        ctx.json(StatsApi.player(t, p, s, players(t), StatsPageBuilder.NAMES));
    }

    /** {@code GET /api/tournaments/{id}/stats/head-to-head?a=…&b=…}: hidden (404) with the standings. */
    public void apiHeadToHead(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        Map<Long, Player> players = players(t);
        Player a = parsePlayer(ctx.queryParam("a"), players);
        Player b = parsePlayer(ctx.queryParam("b"), players);
        if (a == null || b == null || a.id().equals(b.id())) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).contentType("application/json")
                    .result(JsonCodec.write(Map.of("error", messages.get(RequestLanguage.of(ctx),
                            a == null || b == null ? "stats.h2h.choose" : "stats.h2h.same"))));
            return;
        }
        ctx.json(StatsApi.headToHead(t, a, b, service.headToHead(t, a.id(), b.id())));
    }

    // ---------------------------------------------------------------------------------------------------------

    private Map<Long, Player> players(Tournament t) {
        return service.players(t);
    }

    private static Player parsePlayer(String value, Map<Long, Player> players) {
        if (value == null) {
            return null;
        }
        try {
            return players.get(Numbers.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static PageVersion version(Tournament t, StatsService.Snapshot s) {
        return new PageVersion(t.version(), s.version());
    }
}
