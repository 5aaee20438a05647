package org.mahjongresults.web.stats;

import java.util.EnumMap;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.rulesets.RuleSetFeatures.StatsKind;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * The statistics of one kind ({@link StatsKind}, which the rule set's features name): its pages' templates and
 * records and its JSON bodies. The controller asks the tournament's kind for them and never asks which kind it is
 * (issue 34 item 5); a new kind of statistics adds an implementation here.
 */
interface StatsKindPageBuilder {

    /** The kind these pages are of. */
    StatsKind kind();

    /** The template of the tournament's page. */
    String tournamentTemplate();

    /** The tournament's page record. */
    Object tournamentPage(Tournament t, boolean canManage, StatsService.Snapshot s, Language language);

    /** The template of a player's page. */
    String playerTemplate();

    /** A player's page while the standings are hidden: the player alone, no figures. */
    Object hiddenPlayerPage(Tournament t, boolean canManage, Player p);

    /** A player's page record. */
    Object playerPage(Tournament t, boolean canManage, Player p, StatsService.Snapshot s, Language language);

    /** The tournament's statistics as the API's JSON body. */
    Object tournamentBody(Tournament t, StatsService.Snapshot s);

    /** A player's statistics as the API's JSON body. */
    Object playerBody(Tournament t, Player p, StatsService.Snapshot s);

    /** One implementation per kind, picked by the rule set's features; a kind without one is a wiring mistake. */
    static Picker pick(StatsKindPageBuilder... kinds) {
        Map<StatsKind, StatsKindPageBuilder> byKind = new EnumMap<>(StatsKind.class);
        for (StatsKindPageBuilder k : kinds) {
            if (byKind.put(k.kind(), k) != null) {
                throw new IllegalArgumentException("two statistics pages of the kind " + k.kind());
            }
        }
        for (StatsKind kind : StatsKind.values()) {
            if (!byKind.containsKey(kind)) {
                throw new IllegalArgumentException("no statistics pages of the kind " + kind);
            }
        }
        return t -> byKind.get(RuleSets.of(t).statsKind());
    }

    /** The statistics pages of a tournament's kind. */
    @FunctionalInterface
    interface Picker {
        StatsKindPageBuilder of(Tournament t);
    }
}
