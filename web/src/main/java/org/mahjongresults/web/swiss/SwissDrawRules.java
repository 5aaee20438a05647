package org.mahjongresults.web.swiss;

import java.security.SecureRandom;
import java.util.List;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.knockout.BracketPlan;
import org.mahjongresults.engine.knockout.KnockoutDraw;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.draw.ActionOutcome;
import org.mahjongresults.web.draw.DrawField;
import org.mahjongresults.web.draw.DrawRules;
import org.mahjongresults.web.draw.DrawService;
import org.mahjongresults.web.draw.OwnDrawPage;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * The draw of a Swiss championship (Sichuan rules) run as a knockout: round 1 from the active field, each later
 * round from the advancers of the one before (Swiss score sheets). The MCR draw's actions (generating every session,
 * redrawing, swapping, seating by standings) are refused with a message; nothing changes.
 */
public final class SwissDrawRules implements DrawRules {

    /** The draw page of a knockout: the bracket plan, every round's tables, and the director's controls. */
    public record KnockoutDrawPage(Tournament tournament, boolean visible, SwissService.Knockout knockout,
                                   boolean canManage, boolean canDraw, boolean roundStarted) implements OwnDrawPage {

        @Override
        public String template() {
            return "swiss/draw";
        }
    }

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final SwissRepository knockout;
    private final SwissService service;
    private final TournamentEvents events;
    private final SecureRandom random = new SecureRandom();

    public SwissDrawRules(TournamentRepository tournaments, DrawRepository draws, SwissRepository knockout,
                             SwissService service, TournamentEvents events) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.knockout = knockout;
        this.service = service;
        this.events = events;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.SWISS;
    }

    @Override
    public OwnDrawPage page(Tournament t, boolean staff, boolean canManage) {
        SwissService.Knockout k = service.load(t);
        SwissService.RoundView current = k.current();
        boolean started = started(current);
        boolean canDraw = k.plan() != null && (current == null || (!started && !fixed(t)) || (current.decided()
                && !current.plan().isFinal()));
        return new KnockoutDrawPage(t, DrawService.mayView(t, staff), k, canManage, canDraw, started);
    }

    @Override
    public ActionOutcome generate(Actor actor, Tournament t, Long seed) {
        return notForSwiss();
    }

    @Override
    public ActionOutcome redraw(Actor actor, Tournament t, Long seed) {
        return notForSwiss();
    }

    @Override
    public ActionOutcome swap(Actor actor, Tournament t, Integer session, Integer a, Integer b) {
        return notForSwiss();
    }

    @Override
    public ActionOutcome seatByStandings(Actor actor, Tournament t, Integer session) {
        return notForSwiss();
    }

    /**
     * Draws round 1 from the active field, or the next round from the advancers of the last one; a round not yet
     * started is drawn again (a new seed). Refused while a table of the last round has no winner.
     */
    @Override
    public ActionOutcome drawRound(Actor actor, Tournament t, Long givenSeed) {
        SwissService.Knockout k = service.load(t);
        SwissService.RoundView current = k.current();
        boolean started = started(current);
        DrawOptions options = new DrawOptions(t.keepCountriesApart());
        if (current != null && !started && fixed(t)) {
            // A published round stands; it is drawn again only while the draw is a draft.
            return ActionOutcome.message("draw.lockedNoRegenerate");
        }
        ActionOutcome done;
        try {
            if (current == null || (current.number() == 1 && !started)) {
                List<Player> field = tournaments.players(t.id()).stream()
                        .filter(p -> p.status() == PlayerStatus.ACTIVE).toList();
                if (!BracketPlan.fits(field.size())) {
                    return ActionOutcome.message("swiss.fieldNotFit", field.size());
                }
                long seed = givenSeed == null ? Math.abs(random.nextLong() % 1_000_000_000L) : givenSeed;
                Session round = KnockoutDraw.firstRound(DrawField.drawPlayers(tournaments, t, field), seed, options);
                knockout.saveRound(actor, t, round, DrawField.entryToPlayer(tournaments, t), seed);
                done = ActionOutcome.message("swiss.drawn", 1, seed);
            } else {
                int number = started ? current.number() + 1 : current.number();
                SwissService.RoundView previous = k.round(number - 1);
                if (!previous.decided()) {
                    return ActionOutcome.message("swiss.undecided", previous.number(), previous.undecided().toString()
                            .replaceAll("[\\[\\]]", ""));
                }
                if (previous.plan().isFinal()) {
                    return ActionOutcome.message("swiss.finalPlayed");
                }
                List<Player> advancers = k.advancers(previous.number()).stream().map(k.byEntry()::get).toList();
                long base = t.drawSeed() == null ? 0 : t.drawSeed();
                long seed = givenSeed == null ? base * 31 + number : givenSeed;
                Draw earlier = draws.load(t.id()).firstSessions(number - 1);
                Session round = KnockoutDraw.nextRound(number, earlier,
                        DrawField.drawPlayers(tournaments, t, advancers), seed, options);
                knockout.saveRound(actor, t, round, DrawField.entryToPlayer(tournaments, t), seed);
                done = ActionOutcome.message("swiss.drawn", number, seed);
            }
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
        events.announce(TournamentChanged.whole(t.id()));
        return done;
    }

    /** An MCR-only action asked of a Swiss tournament: refused with a message, nothing changes. */
    private static ActionOutcome notForSwiss() {
        return ActionOutcome.message("swiss.notForSwiss");
    }

    private static boolean started(SwissService.RoundView current) {
        return current != null && current.session() != null && current.session().played();
    }

    private static boolean fixed(Tournament t) {
        return t.drawStatus() == Tournament.DrawStatus.PUBLISHED || t.drawStatus() == Tournament.DrawStatus.LOCKED;
    }
}
