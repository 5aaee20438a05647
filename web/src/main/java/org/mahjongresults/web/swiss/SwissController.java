package org.mahjongresults.web.swiss;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.knockout.KnockoutRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.knockout.BracketPlan;
import org.mahjongresults.engine.knockout.KnockoutDraw;
import org.mahjongresults.engine.knockout.KnockoutStandings;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.draw.DrawField;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.sheet.LiveEvents;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * A Swiss championship (Sichuan rules) run as a knockout: the draw of each round and the knockout standings with the
 * bracket. Rounds are stored as sessions; their score sheets (RULES §11.8), with the referee's choice of who advances
 * from a tied table, are the sheet feature's ({@code web.sheet.SheetService} with its Swiss rules).
 */
public final class SwissController {

    /** The draw page of a knockout: the bracket plan, every round's tables, and the director's controls. */
    public record DrawPage(Tournament tournament, boolean visible, KnockoutService.Knockout knockout,
                           boolean canManage, boolean canDraw, boolean roundStarted) {
    }

    /** One line of the knockout standings, with the player's names. */
    public record StandingLine(KnockoutStandings.Row row, Player player) {
    }

    /** The knockout standings: the final table, the bracket, and every player's line. */
    public record StandingsPage(Tournament tournament, boolean visible, KnockoutService.Knockout knockout,
                                List<StandingLine> lines, List<StandingLine> podium, boolean canManage) {
    }

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final KnockoutRepository knockout;
    private final KnockoutService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final LiveEvents events;
    private final SecureRandom random = new SecureRandom();

    public SwissController(TournamentRepository tournaments, DrawRepository draws,
                           KnockoutRepository knockout, KnockoutService service, TournamentLookup lookup, Auth auth,
                           Messages messages, LiveEvents events) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.knockout = knockout;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.events = events;
    }

    // The draw -------------------------------------------------------------------------------------------------

    public void drawPage(Context ctx) {
        Tournament t = sichuan(ctx);
        boolean visible = t.drawStatus() == Tournament.DrawStatus.PUBLISHED || auth.isStaff(ctx, t.id());
        KnockoutService.Knockout k = service.load(t);
        KnockoutService.RoundView current = k.current();
        boolean started = current != null && current.session() != null && current.session().played();
        boolean canDraw = k.plan() != null && (current == null || (!started && !fixed(t)) || (current.decided()
                && !current.plan().isFinal()));
        ctx.render("swiss/draw", Map.of("page", new DrawPage(t, visible, k, lookup.canManage(ctx, t), canDraw,
                started)));
    }

    /**
     * Draws round 1 from the active field, or the next round from the advancers of the last one; a round not yet
     * started is drawn again (a new seed). Refused while a table of the last round has no winner.
     */
    public void drawRound(Context ctx) {
        Tournament t = sichuan(ctx);
        KnockoutService.Knockout k = service.load(t);
        KnockoutService.RoundView current = k.current();
        boolean started = current != null && current.session() != null && current.session().played();
        Long givenSeed = seed(ctx.formParam("seed"));
        DrawOptions options = new DrawOptions(t.keepCountriesApart());
        if (current != null && !started && fixed(t)) {
            // A published round stands; it is drawn again only while the draw is a draft.
            auth.flash(ctx, "draw.lockedNoRegenerate");
            back(ctx, t);
            return;
        }
        try {
            if (current == null || (current.number() == 1 && !started)) {
                List<Player> field = tournaments.players(t.id()).stream()
                        .filter(p -> p.status() == PlayerStatus.ACTIVE).toList();
                if (!BracketPlan.fits(field.size())) {
                    auth.flash(ctx, "swiss.fieldNotFit", field.size());
                    back(ctx, t);
                    return;
                }
                long seed = givenSeed == null ? Math.abs(random.nextLong() % 1_000_000_000L) : givenSeed;
                Session round = KnockoutDraw.firstRound(DrawField.drawPlayers(tournaments, t, field), seed, options);
                knockout.saveRound(auth.actor(ctx), t, round, DrawField.entryToPlayer(tournaments, t), seed);
                auth.flash(ctx, "swiss.drawn", 1, seed);
            } else {
                int number = started ? current.number() + 1 : current.number();
                KnockoutService.RoundView previous = k.round(number - 1);
                if (!previous.decided()) {
                    auth.flash(ctx, "swiss.undecided", previous.number(), previous.undecided().toString()
                            .replaceAll("[\\[\\]]", ""));
                    back(ctx, t);
                    return;
                }
                if (previous.plan().isFinal()) {
                    auth.flash(ctx, "swiss.finalPlayed");
                    back(ctx, t);
                    return;
                }
                List<Player> advancers = k.advancers(previous.number()).stream().map(k.byEntry()::get).toList();
                long base = t.drawSeed() == null ? 0 : t.drawSeed();
                long seed = givenSeed == null ? base * 31 + number : givenSeed;
                Draw earlier = draws.load(t.id()).firstSessions(number - 1);
                Session round = KnockoutDraw.nextRound(number, earlier,
                        DrawField.drawPlayers(tournaments, t, advancers), seed, options);
                knockout.saveRound(auth.actor(ctx), t, round, DrawField.entryToPlayer(tournaments, t), seed);
                auth.flash(ctx, "swiss.drawn", number, seed);
            }
            events.changed(t.id());
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        back(ctx, t);
    }

    private static boolean fixed(Tournament t) {
        return t.drawStatus() == Tournament.DrawStatus.PUBLISHED || t.drawStatus() == Tournament.DrawStatus.LOCKED;
    }

    /** An MCR-only action asked of a Swiss tournament: refused with a message, nothing changes. */
    public void notForSwiss(Context ctx) {
        Tournament t = sichuan(ctx);
        auth.flash(ctx, "swiss.notForSwiss");
        back(ctx, t);
    }

    /** An MCR-only page of a Swiss tournament: there is no such page. */
    public void noSuchPage(Context ctx) {
        throw new NotFoundResponse();
    }

    // Standings -------------------------------------------------------------------------------------------

    public void standings(Context ctx) {
        Tournament t = sichuan(ctx);
        boolean visible = t.standingsVisible() || auth.isStaff(ctx, t.id());
        KnockoutService.Knockout k = service.load(t);
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
        ctx.render("swiss/standings", Map.of("page", new StandingsPage(t, visible, k, lines, podium,
                lookup.canManage(ctx, t))));
    }

    // -----------------------------------------------------------------------------------------------------

    private Tournament sichuan(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (t.ruleSet() != RuleSet.SICHUAN) {
            throw new NotFoundResponse();
        }
        return t;
    }

    private static Long seed(String text) {
        if (text != null && !text.isBlank()) {
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    private static void back(Context ctx, Tournament t) {
        ctx.redirect("/tournaments/" + t.id() + "/draw");
    }
}
