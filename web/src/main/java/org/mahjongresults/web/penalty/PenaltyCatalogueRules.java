package org.mahjongresults.web.penalty;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.penalty.PenaltyPages.OffenceChoice;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.rulesets.RuleSetFeatures.PenaltyCatalogue;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * One penalty catalogue ({@link PenaltyCatalogue}, which the rule set's features name): the offences and sanctions
 * its form offers, how the form is read and checked, how a penalty is recorded and what the catalogue proposes. The
 * controller asks the tournament's catalogue and never asks which it is (issue 34 item 5); a new catalogue adds an
 * implementation here.
 */
interface PenaltyCatalogueRules {

    /** The catalogue these rules are. */
    PenaltyCatalogue kind();

    /** The offences the form offers, named in {@code lang}. */
    List<OffenceChoice> offences(Language lang);

    /** The sanctions the form offers (their kinds' names). */
    List<String> sanctions();

    /** The largest amount of points a sanction may take. */
    int maxPoints();

    /** Whether a victim may be named. */
    boolean victims();

    /** The posted form, with an error on each field that is missing or not one of the table's choices. */
    PenaltyService.Draft parse(Form form, List<Seating> players);

    /** What is wrong with a draft before it is recorded. */
    List<PenaltyService.Problem> check(PenaltyService.Draft draft);

    /** Records a checked draft. */
    PenaltyService.Outcome record(Actor actor, Tournament t, int session, int table, List<Seating> players,
                                  PenaltyService.Draft draft, StaffRole imposedBy);

    /** The catalogue's proposal for what the form names so far (null when it names no offence yet). */
    Proposed propose(Tournament t, int session, int table, List<Seating> players, Form form);

    /** The name of the offence the form shows with its proposal, in {@code lang}; null when there is none. */
    String offenceLabel(Form form, Proposed proposal, Language lang);

    /** One implementation per catalogue, picked by the rule set's features; a catalogue without one is a mistake. */
    static Picker pick(PenaltyCatalogueRules... catalogues) {
        Map<PenaltyCatalogue, PenaltyCatalogueRules> byKind = new EnumMap<>(PenaltyCatalogue.class);
        for (PenaltyCatalogueRules c : catalogues) {
            if (byKind.put(c.kind(), c) != null) {
                throw new IllegalArgumentException("two rules for the penalty catalogue " + c.kind());
            }
        }
        for (PenaltyCatalogue kind : PenaltyCatalogue.values()) {
            if (!byKind.containsKey(kind)) {
                throw new IllegalArgumentException("no rules for the penalty catalogue " + kind);
            }
        }
        return t -> byKind.get(RuleSets.of(t).penaltyCatalogue());
    }

    /** The catalogue of a tournament's rule set. */
    @FunctionalInterface
    interface Picker {
        PenaltyCatalogueRules of(Tournament t);
    }
}
