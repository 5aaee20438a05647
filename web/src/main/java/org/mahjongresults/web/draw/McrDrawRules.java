package org.mahjongresults.web.draw;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawChecker;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.standings.StandingsService;

/**
 * The MCR draw (MCR 2006 附件4): every session drawn ahead so that players meet as few times as possible, redrawn for
 * the unplayed sessions after a change of the field, adjusted by swaps, a session seated by the standings. There is
 * no knockout round.
 */
public final class McrDrawRules implements DrawRules {

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final StandingsService standings;
    private final SecureRandom random = new SecureRandom();
    /** The stages (issue 28): this draw is the qualification's; a later stage seats its own sessions. */
    private final StageRepository stages;

    public McrDrawRules(TournamentRepository tournaments, DrawRepository draws, StandingsService standings,
                        StageRepository stages) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.standings = standings;
        this.stages = stages;
    }

    /** The last session of the qualification: the tournament's last unless stages follow it (issue 28). */
    private int drawnSessions(Tournament t) {
        return stages == null ? t.sessionCount() : stages.stages(t).get(0).lastSession();
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.MCR;
    }

    @Override
    public OwnDrawPage page(Tournament t, boolean staff, boolean canManage) {
        boolean visible = DrawService.mayView(t, staff);
        int drawn = drawnSessions(t);
        List<Seating> seatings = visible ? draws.seatings(t.id()) : List.of();
        // The quality is the qualification's; each later stage states its own inside its groups (the stages page).
        List<Seating> measured = seatings.stream().filter(s -> s.session() <= drawn).toList();
        List<Player> players = tournaments.players(t.id());
        int active = (int) players.stream().filter(p -> p.status() == PlayerStatus.ACTIVE).count();
        List<SessionInfo> sessions = draws.sessions(t.id());
        DrawQuality quality = measured.isEmpty() ? null : quality(t, measured, players);
        return new DrawPages.DrawPage(t, visible, DrawService.group(sessions, seatings), quality, active,
                (4 - active % 4) % 4, (int) sessions.stream().filter(SessionInfo::played).count(), canManage);
    }

    @Override
    public ActionOutcome generate(Actor actor, Tournament t, Long seed) {
        if (DrawService.fixed(t)) {
            return ActionOutcome.message("draw.lockedNoRegenerate");
        }
        return drawRemaining(actor, t, seed(seed), Tournament.DrawStatus.DRAFT);
    }

    @Override
    public ActionOutcome redraw(Actor actor, Tournament t, Long seed) {
        return drawRemaining(actor, t, seed(seed), t.drawStatus() == Tournament.DrawStatus.NONE
                ? Tournament.DrawStatus.DRAFT : t.drawStatus());
    }

    @Override
    public ActionOutcome swap(Actor actor, Tournament t, Integer session, Integer a, Integer b) {
        if (DrawService.fixed(t)) {
            return ActionOutcome.message("draw.lockedNoSwap");
        }
        Draw draw = draws.load(t.id());
        if (session == null || a == null || b == null || a.equals(b) || session < 1
                || session > draw.sessions().size()) {
            return ActionOutcome.message("draw.badSwap");
        }
        var s = draw.session(session);
        if (s.tableOf(a).isEmpty() || s.tableOf(b).isEmpty()) {
            return ActionOutcome.message("draw.badSwap");
        }
        Draw swapped = draw.swap(session, a, b);
        try {
            draws.save(actor, t, new Draw(List.of(swapped.session(session))), session,
                    DrawField.entryToPlayer(tournaments, t), t.drawStatus(), t.drawSeed());
            return ActionOutcome.message("draw.swapped", a, b, session);
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
    }

    /**
     * Seats one unplayed session by the current standings (the top four together, and so on), still avoiding
     * repeat meetings where a swap between neighbouring groups can (common for MCR final sessions).
     */
    @Override
    public ActionOutcome seatByStandings(Actor actor, Tournament t, Integer n) {
        int played = DrawService.played(draws.sessions(t.id()));
        if (n == null || n <= played || n > drawnSessions(t)) {
            return ActionOutcome.message("draw.standingsBadSession", played + 1, drawnSessions(t));
        }
        List<Player> active = tournaments.players(t.id()).stream()
                .filter(p -> p.status() == PlayerStatus.ACTIVE).toList();
        Map<Long, Integer> entryOf = new HashMap<>();
        active.forEach(p -> entryOf.put(p.id(), p.entryNumber()));
        List<Integer> ranking = standings.results(t).standings().players().stream()
                .map(r -> entryOf.get(r.playerId())).filter(Objects::nonNull).toList();
        if (ranking.size() % 4 != 0 || ranking.isEmpty()) {
            return ActionOutcome.message("draw.substitutesNeeded", ranking.size(), (4 - ranking.size() % 4) % 4);
        }
        Draw earlier = draws.load(t.id()).firstSessions(n - 1);
        var session = DrawEngine.seatByStandings(earlier, DrawField.drawPlayers(tournaments, t, active), ranking,
                new DrawOptions(t.keepCountriesApart()));
        try {
            draws.save(actor, t, new Draw(List.of(session)), n, DrawField.entryToPlayer(tournaments, t),
                    t.drawStatus() == Tournament.DrawStatus.NONE ? Tournament.DrawStatus.DRAFT : t.drawStatus(),
                    t.drawSeed());
            draws.setSeating(t.id(), n, "STANDINGS");
            return ActionOutcome.message("draw.seatedByStandings", n);
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
    }

    /** An MCR tournament has no knockout rounds: there is no such action. */
    @Override
    public ActionOutcome drawRound(Actor actor, Tournament t, Long seed) {
        return ActionOutcome.NO_SUCH_PAGE;
    }

    private ActionOutcome drawRemaining(Actor actor, Tournament t, long seed, Tournament.DrawStatus status) {
        List<Player> players = tournaments.players(t.id());
        List<DrawPlayer> field = DrawField.drawPlayers(tournaments, t,
                players.stream().filter(p -> p.status() == PlayerStatus.ACTIVE).toList());
        if (field.isEmpty()) {
            return ActionOutcome.refused("draw.noPlayers");
        }
        int played = DrawService.played(draws.sessions(t.id()));
        int total = drawnSessions(t);
        if (played >= total) {
            return ActionOutcome.message("draw.allPlayed");
        }
        DrawOptions options = new DrawOptions(t.keepCountriesApart());
        Draw playedDraw = draws.load(t.id()).firstSessions(played);
        DrawOutcome outcome = played == 0 ? DrawEngine.draw(field, total, seed, options)
                : DrawEngine.redraw(playedDraw, field, total, seed, options);
        if (outcome instanceof DrawOutcome.SubstitutesNeeded needed) {
            return ActionOutcome.message("draw.substitutesNeeded", needed.players(), needed.substitutes());
        }
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) outcome;
        try {
            draws.save(actor, t, drawn.draw(), played + 1, DrawField.entryToPlayer(tournaments, t), status, seed);
            return ActionOutcome.message("draw.generated", total - played, seed);
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
    }

    /** The draw's quality, measured by the engine's independent checker on the stored draw. */
    private DrawQuality quality(Tournament t, List<Seating> seatings, List<Player> players) {
        Draw draw = DrawRepository.toDraw(seatings);
        boolean fieldChanged = players.stream().anyMatch(p -> p.status() != PlayerStatus.ACTIVE
                || p.replacesPlayerId() != null);
        var inDraw = draw.players();
        List<DrawPlayer> drawPlayers = DrawField.drawPlayers(tournaments, t, players.stream()
                .filter(p -> inDraw.contains(p.entryNumber())).toList());
        return fieldChanged ? DrawChecker.checkChangingField(draw, drawPlayers) : DrawChecker.check(draw, drawPlayers);
    }

    /** The director's seed, or a fresh random one (shown afterwards, so the draw can be reproduced). */
    private long seed(Long given) {
        return given != null ? given : Math.abs(random.nextLong() % 1_000_000_000L);
    }
}
