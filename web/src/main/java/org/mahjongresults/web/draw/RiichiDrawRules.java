package org.mahjongresults.web.draw;

import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The riichi draw: drawn ahead like MCR's (every session at once, players meeting as few times as possible; swaps,
 * a redraw, a session seated by the standings). The first seat of each table deals first (seat 0, East:
 * the draw's seat order), so the draw is MCR's, named for riichi.
 */
public final class RiichiDrawRules implements DrawRules {

    private final DrawRules mcr;

    /** {@code mcr}: the MCR draw this one plays. */
    public RiichiDrawRules(McrDrawRules mcr) {
        this.mcr = mcr;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.RIICHI;
    }

    @Override
    public OwnDrawPage page(Tournament t, boolean staff, boolean canManage) {
        return mcr.page(t, staff, canManage);
    }

    @Override
    public ActionOutcome generate(Actor actor, Tournament t, Long seed) {
        return mcr.generate(actor, t, seed);
    }

    @Override
    public ActionOutcome redraw(Actor actor, Tournament t, Long seed) {
        return mcr.redraw(actor, t, seed);
    }

    @Override
    public ActionOutcome swap(Actor actor, Tournament t, Integer session, Integer a, Integer b) {
        return mcr.swap(actor, t, session, a, b);
    }

    @Override
    public ActionOutcome seatByStandings(Actor actor, Tournament t, Integer session) {
        return mcr.seatByStandings(actor, t, session);
    }

    @Override
    public ActionOutcome drawRound(Actor actor, Tournament t, Long seed) {
        return mcr.drawRound(actor, t, seed);
    }
}
