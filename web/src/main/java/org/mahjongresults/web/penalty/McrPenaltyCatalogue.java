package org.mahjongresults.web.penalty;

import static org.mahjongresults.web.penalty.PenaltyLines.offenceName;

import java.util.Arrays;
import java.util.List;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.penalty.PenaltyPages.OffenceChoice;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.rulesets.RuleSetFeatures.PenaltyCatalogue;

/**
 * MCR 2006 §3.11.6's catalogue ({@link Offence}), also the Swiss rules': points in MCR points, up to 60, a victim
 * may be named, and the proposal escalates with the offender's earlier penalties in the hand.
 */
final class McrPenaltyCatalogue implements PenaltyCatalogueRules {

    private final PenaltyService penalties;

    McrPenaltyCatalogue(PenaltyService penalties) {
        this.penalties = penalties;
    }

    @Override
    public PenaltyCatalogue kind() {
        return PenaltyCatalogue.MCR;
    }

    @Override
    public List<OffenceChoice> offences(Language lang) {
        return Arrays.stream(Offence.values())
                .map(o -> new OffenceChoice(o.name(), o.code(), o.code() + " " + offenceName(o, lang))).toList();
    }

    @Override
    public List<String> sanctions() {
        // Chombo is the riichi catalogue's own kind.
        return Arrays.stream(SanctionKind.values()).filter(k -> k != SanctionKind.CHOMBO).map(Enum::name).toList();
    }

    @Override
    public int maxPoints() {
        return 60;
    }

    @Override
    public boolean victims() {
        return true;
    }

    @Override
    public PenaltyService.Draft parse(Form form, List<Seating> players) {
        return PenaltyForm.parse(form, players);
    }

    @Override
    public List<PenaltyService.Problem> check(PenaltyService.Draft draft) {
        return penalties.check(draft);
    }

    @Override
    public PenaltyService.Outcome record(Actor actor, Tournament t, int session, int table, List<Seating> players,
                                         PenaltyService.Draft draft, StaffRole imposedBy) {
        return penalties.record(actor, t, session, table, players, draft, imposedBy);
    }

    @Override
    public Proposed propose(Tournament t, int session, int table, List<Seating> players, Form form) {
        return Proposed.of(penalties.propose(t, session, table, players, PenaltyForm.lenient(form)));
    }

    @Override
    public String offenceLabel(Form form, Proposed proposal, Language lang) {
        Offence chosen = PenaltyForm.lenient(form).offence();
        return proposal == null || chosen == null ? null : offenceName(chosen, lang);
    }
}
