package org.mahjongresults.db.stats;

import static org.mahjongresults.db.jooq.Tables.HAND;
import static org.mahjongresults.db.jooq.Tables.HAND_RESULT;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jooq.Condition;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.stats.Element;
import org.mahjongresults.engine.stats.StatHand;

/**
 * Reads the hands of a tournament for the statistics ({@code engine.stats}): where each was played, who won and
 * how, its value and what it scored. Read-only; the statistics are computed from these by the engine.
 *
 * <p>What a hand scored is read from the stored verdict ({@code verified_fans}): for MCR the engine's list of fans
 * ({@code [{"number":28,"points":16,"count":1}, ...]}), for Sichuan the pattern, doublings and bonuses
 * ({@code {"pattern":6,"doublings":["KONG_REPLACEMENT"],"kongs":1,"fours":0,...}}). A hand entered by its points
 * alone has none: it counts in the wins and totals, not in the fan counts.
 */
public final class StatsRepository {

    private final Database db;

    public StatsRepository(Database db) {
        this.db = db;
    }

    /** Every hand of the tournament, by session, table and hand number. */
    public List<StatHand> hands(long tournamentId) {
        return hands(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId));
    }

    /** The hands of one table of one session, to bring kept statistics up to date after a change to that table. */
    public List<StatHand> hands(long tournamentId, int session, int table) {
        return hands(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId)
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table)));
    }

    private List<StatHand> hands(Condition where) {
        Map<Long, Map<Long, Integer>> results = new HashMap<>();
        db.dsl().select(HAND_RESULT.HAND_ID, HAND_RESULT.PLAYER_ID, HAND_RESULT.POINTS)
                .from(HAND_RESULT)
                .join(HAND).on(HAND.ID.eq(HAND_RESULT.HAND_ID))
                .join(SCORE_SHEET).on(SCORE_SHEET.ID.eq(HAND.SHEET_ID))
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(where)
                .orderBy(HAND_RESULT.HAND_ID, HAND_RESULT.SEAT)
                .forEach(r -> results.computeIfAbsent(r.value1(), k -> new LinkedHashMap<>())
                        .put(r.value2(), r.value3()));
        return db.dsl().select(HAND.ID, TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, HAND.HAND_NUMBER,
                        HAND.DEALER_PLAYER_ID, HAND.RESULT, HAND.WINNER_PLAYER_ID, HAND.DISCARDER_PLAYER_ID,
                        HAND.FAN_POINTS, HAND.VERIFIED_FANS, HAND.NOTATION, HAND.ENTERED_AT)
                .from(HAND)
                .join(SCORE_SHEET).on(SCORE_SHEET.ID.eq(HAND.SHEET_ID))
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(where)
                .orderBy(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, HAND.HAND_NUMBER)
                .fetch(r -> {
                    boolean win = "WIN".equals(r.value6()) && r.value7() != null;
                    return new StatHand(r.value2(), r.value3(), r.value4(), r.value5(), win ? r.value7() : null,
                            win ? r.value8() : null, win ? (r.value9() == null ? 0 : r.value9()) : null,
                            win ? elements(r.value10()) : null, win ? r.value11() : null,
                            results.getOrDefault(r.value1(), Map.of()),
                            r.value12() == null ? null : r.value12().toInstant());
                });
    }

    /** What a stored win scored; null when it carries no detail (or the detail cannot be read). */
    static List<Element> elements(String json) {
        if (json == null || json.isBlank()) {
            return null;
        }
        try {
            Object parsed = JsonCodec.parse(json);
            List<Element> out = new ArrayList<>();
            if (parsed instanceof List<?> fans) {
                for (Object o : fans) {
                    Map<?, ?> f = (Map<?, ?>) o;
                    out.add(Element.fan(((Number) f.get("number")).intValue(), ((Number) f.get("count")).intValue()));
                }
                return out;
            }
            Map<?, ?> m = (Map<?, ?>) parsed;
            out.add(new Element(Element.Kind.PATTERN, ((Number) m.get("pattern")).intValue(), 1));
            for (Object d : (List<?>) m.get("doublings")) {
                out.add(new Element(Element.Kind.DOUBLING, Doubling.valueOf(d.toString()).number(), 1));
            }
            int kongs = ((Number) m.get("kongs")).intValue();
            int fours = ((Number) m.get("fours")).intValue();
            if (kongs > 0) {
                out.add(new Element(Element.Kind.BONUS, Bonus.KONG.number(), kongs));
            }
            if (fours > 0) {
                out.add(new Element(Element.Kind.BONUS, Bonus.FOUR_OF_A_KIND.number(), fours));
            }
            return out;
        } catch (com.fasterxml.jackson.core.JsonProcessingException | RuntimeException e) {
            return null;
        }
    }
}
