package org.mahjongresults.web.players;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsPages.PlayerSession;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * A player's public page: their itinerary and results per session, their standing, hand statistics and penalties,
 * and the QR code to the page itself. The results are the standings' ({@link StandingsService#playerResults}); the
 * director's pages for the players are {@link PlayersController}'s.
 */
public final class PlayerPageController {

    /** A player's page: itinerary and results per session, and hand statistics. */
    public record PlayerPage(Tournament tournament, Player player, String teamName, List<PlayerSession> sessions,
                             StandingRow standing, SheetRepository.PlayerHandStats stats, boolean visible,
                             List<PenaltyLines.Line> penalties, boolean canManage, Seating next, String qrSvg,
                             List<SheetRepository.WonHand> wonHands) {

        /** What the page shows differently under the tournament's rule set (issue 34 item 5). */
        public RuleSetFeatures features() {
            return RuleSets.of(tournament);
        }
    }

    private final StandingsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    public PlayerPageController(StandingsService service, TournamentLookup lookup, Auth auth,
                                ThymeleafRenderer renderer, Publisher publisher) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    public void player(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        if (Publisher.servesSpectator(ctx)) {
            long playerId = TournamentLookup.id(ctx, "playerId");
            PageVersion version = new PageVersion(t.version(),
                    service.results(t, read.resultsVersion()).version());
            publisher.send(ctx, Page.at(PageKey.of("player", t.id(), RequestLanguage.of(ctx), playerId),
                    version, () -> renderer.render("standings/player", Map.of("page", playerPage(ctx, read)), ctx)));
            return;
        }
        ctx.render("standings/player", Map.of("page", playerPage(ctx, read)));
    }

    private PlayerPage playerPage(Context ctx, TournamentRead read) {
        Tournament t = read.tournament();
        boolean drawVisible = t.drawStatus() == Tournament.DrawStatus.PUBLISHED || auth.isStaff(ctx, t.id());
        boolean resultsVisible = lookup.standingsVisible(ctx, t);
        StandingsService.PlayerResults r = service.playerResults(t, TournamentLookup.id(ctx, "playerId"),
                drawVisible, resultsVisible, auth.isStaff(ctx, t.id()), read.resultsVersion())
                .orElseThrow(NotFoundResponse::new);
        String url = QrCodes.absolute(ctx, "/tournaments/" + t.id() + "/players/" + r.player().id());
        return playerPage(t, r, drawVisible, lookup.canManage(ctx, t), RequestLanguage.of(ctx), url);
    }

    /**
     * A player's page from their results: penalties named in the reader's language, and the QR code to
     * {@code url} (the page's own absolute address) when the draw may be seen.
     */
    private static PlayerPage playerPage(Tournament t, StandingsService.PlayerResults r, boolean drawVisible,
                                         boolean canManage, Language language, String url) {
        List<PenaltyLines.Line> penaltyLines = r.penalties().stream().map(p -> new PenaltyLines.Line(p,
                PenaltyLines.offenceName(p, language))).toList();
        return new PlayerPage(t, r.player(), r.teamName(), r.sessions(), r.standing(), r.stats(), drawVisible,
                penaltyLines, canManage, r.next(), drawVisible ? QrCodes.svg(url, url) : null, r.wonHands());
    }
}
