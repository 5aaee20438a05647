package org.mahjongresults.web.penalty;

import java.util.Arrays;
import java.util.List;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.RiichiSanction;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.penalty.PenaltyPages.OffenceChoice;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.rulesets.RuleSetFeatures.PenaltyCatalogue;

/**
 * The riichi texts' catalogue ({@link RiichiOffence}, issue 38): the sanction of the tournament's preset proposed,
 * points in table points, no victim named.
 */
final class RiichiPenaltyCatalogue implements PenaltyCatalogueRules {

    private final PenaltyService penalties;

    RiichiPenaltyCatalogue(PenaltyService penalties) {
        this.penalties = penalties;
    }

    @Override
    public PenaltyCatalogue kind() {
        return PenaltyCatalogue.RIICHI;
    }

    @Override
    public List<OffenceChoice> offences(Language lang) {
        return Arrays.stream(RiichiOffence.values())
                .map(o -> new OffenceChoice(o.name(), "", GameNames.of(o, lang))).toList();
    }

    @Override
    public List<String> sanctions() {
        return RiichiSanction.recordedKinds().stream().map(Enum::name).toList();
    }

    @Override
    public int maxPoints() {
        return PenaltyService.RIICHI_MAX_POINTS;
    }

    @Override
    public boolean victims() {
        return false;
    }

    @Override
    public PenaltyService.Draft parse(Form form, List<Seating> players) {
        return PenaltyForm.parseRiichi(form, players);
    }

    @Override
    public List<PenaltyService.Problem> check(PenaltyService.Draft draft) {
        return penalties.checkRiichi(draft);
    }

    @Override
    public PenaltyService.Outcome record(Actor actor, Tournament t, int session, int table, List<Seating> players,
                                         PenaltyService.Draft draft, StaffRole imposedBy) {
        return penalties.recordRiichi(actor, t, session, table, draft, imposedBy);
    }

    @Override
    public Proposed propose(Tournament t, int session, int table, List<Seating> players, Form form) {
        return penalties.proposeRiichi(t, PenaltyForm.riichiOffence(form));
    }

    @Override
    public String offenceLabel(Form form, Proposed proposal, Language lang) {
        RiichiOffence chosen = PenaltyForm.riichiOffence(form);
        return chosen == null ? null : GameNames.of(chosen, lang);
    }
}
