package org.mahjongresults.db.tournament;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * A tournament and the rules in force for it. {@code id} is null until it is saved; {@code version} guards edits
 * against stale forms.
 */
public record Tournament(
        Long id,
        String name,
        String venue,
        LocalDate startsOn,
        LocalDate endsOn,
        RuleSet ruleSet,
        RuleProfile mcrProfile,
        TablePointSystem tablePointSystem,
        TieRule tieRule,
        RankingOrder rankingOrder,
        int sessionCount,
        int handsPerSession,
        int sessionMinutes,
        int startingStake,
        BigDecimal appealFee,
        String appealCurrency,
        boolean teamEvent,
        boolean keepCountriesApart,
        boolean standingsVisible,
        boolean publishPenalties,
        boolean publishAppeals,
        String defaultLanguage,
        TournamentStatus status,
        DrawStatus drawStatus,
        Long drawSeed,
        int version) {

    /** Where the draw is: none yet, a draft only staff see, locked against regeneration, or published. */
    public enum DrawStatus { NONE, DRAFT, LOCKED, PUBLISHED }

    /** A new MCR tournament with the defaults of RULINGS: WMO profile, 4-2-1-0, shared ties, 6 sessions. */
    public static Tournament newMcr(String name) {
        return new Tournament(null, name, null, null, null, RuleSet.forNewTournaments(), RuleProfile.WMO, TablePointSystem.STANDARD,
                TieRule.SHARE, RankingOrder.TABLE_POINTS_FIRST, 6, RuleSet.forNewTournaments().handsPerSession(), RuleProfile.WMO.sessionMinutes(), 0, new BigDecimal("200.00"), "USD",
                false, false, true, true, true, "en", TournamentStatus.DRAFT, DrawStatus.NONE, null, 0);
    }

    public Tournament withId(long newId) {
        return new Tournament(newId, name, venue, startsOn, endsOn, ruleSet, mcrProfile, tablePointSystem, tieRule,
                rankingOrder, sessionCount, handsPerSession, sessionMinutes, startingStake, appealFee, appealCurrency,
                teamEvent, keepCountriesApart, standingsVisible, publishPenalties, publishAppeals, defaultLanguage,
                status, drawStatus, drawSeed, version);
    }

    public Tournament withStatus(TournamentStatus newStatus) {
        return new Tournament(id, name, venue, startsOn, endsOn, ruleSet, mcrProfile, tablePointSystem, tieRule,
                rankingOrder, sessionCount, handsPerSession, sessionMinutes, startingStake, appealFee, appealCurrency,
                teamEvent, keepCountriesApart, standingsVisible, publishPenalties, publishAppeals, defaultLanguage,
                newStatus, drawStatus, drawSeed, version);
    }

    public Tournament withDetails(String newName, String newVenue, LocalDate from, LocalDate to, boolean teams,
                                  int sessions) {
        return new Tournament(id, newName, newVenue, from, to, ruleSet, mcrProfile, tablePointSystem, tieRule,
                rankingOrder, sessions, handsPerSession, sessionMinutes, startingStake, appealFee, appealCurrency,
                teams, keepCountriesApart, standingsVisible, publishPenalties, publishAppeals, defaultLanguage,
                status, drawStatus, drawSeed, version);
    }

    public Tournament withRuleSet(RuleSet newRuleSet) {
        return new Tournament(id, name, venue, startsOn, endsOn, newRuleSet, mcrProfile, tablePointSystem, tieRule,
                rankingOrder, sessionCount, newRuleSet.handsPerSession(), sessionMinutes,
                startingStake, appealFee, appealCurrency, teamEvent, keepCountriesApart, standingsVisible,
                publishPenalties, publishAppeals, defaultLanguage, status, drawStatus, drawSeed, version);
    }

    public Tournament withStandingsVisible(boolean visible) {
        return new Tournament(id, name, venue, startsOn, endsOn, ruleSet, mcrProfile, tablePointSystem, tieRule,
                rankingOrder, sessionCount, handsPerSession, sessionMinutes, startingStake, appealFee, appealCurrency,
                teamEvent, keepCountriesApart, visible, publishPenalties, publishAppeals, defaultLanguage, status,
                drawStatus, drawSeed, version);
    }

    /** True while the public may see it (a draft is staff-only). */
    public boolean isPublic() {
        return status != TournamentStatus.DRAFT;
    }

    /**
     * A flat snapshot for the audit log: every component of the record, in declaration order (the record's own
     * list of fields, so a new field cannot be left out); enums by name, dates and amounts as text.
     */
    public Map<String, Object> snapshot() {
        Map<String, Object> m = new LinkedHashMap<>();
        for (java.lang.reflect.RecordComponent c : Tournament.class.getRecordComponents()) {
            Object value;
            try {
                value = c.getAccessor().invoke(this);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + c.getName(), e);
            }
            if (value instanceof Enum<?> e) {
                value = e.name();
            } else if (value instanceof BigDecimal amount) {
                value = amount.toPlainString();
            } else if (value instanceof LocalDate date) {
                value = date.toString();
            }
            m.put(c.getName(), value);
        }
        return m;
    }
}
