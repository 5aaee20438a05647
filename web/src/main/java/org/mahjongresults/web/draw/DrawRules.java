package org.mahjongresults.web.draw;

import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * How a rule set draws its tables: MCR draws every session ahead (MCR 2006 附件4), a Swiss (Sichuan) knockout draws one
 * round at a time from the winners of the last. {@link DrawService} looks one up by the tournament's rule set;
 * what a rule set does not have is answered by it (a message, or {@link ActionOutcome#NO_SUCH_PAGE}).
 */
public interface DrawRules {

    /** The rule set this is the draw of. */
    RuleSet ruleSet();

    /** The draw page; {@code staff} sees an unpublished draw, {@code canManage} gets the director's controls. */
    OwnDrawPage page(Tournament t, boolean staff, boolean canManage);

    /** Draws every session not yet played; {@code seed} null for a fresh random one. */
    ActionOutcome generate(Actor actor, Tournament t, Long seed);

    /** Draws the unplayed sessions again for the active field (after a withdrawal or a substitution). */
    ActionOutcome redraw(Actor actor, Tournament t, Long seed);

    /** Swaps two players (entry numbers) in one unplayed session; null for what could not be read. */
    ActionOutcome swap(Actor actor, Tournament t, Integer session, Integer a, Integer b);

    /** Seats one unplayed session by the current standings. */
    ActionOutcome seatByStandings(Actor actor, Tournament t, Integer session);

    /** Draws the next knockout round (or the current one again while it has not started). */
    ActionOutcome drawRound(Actor actor, Tournament t, Long seed);
}
