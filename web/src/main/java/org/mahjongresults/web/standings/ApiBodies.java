package org.mahjongresults.web.standings;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The read-only JSON API's bodies (and the JSON export), written by Javalin's Jackson mapper in component order.
 * Table points are doubles (2.5; a whole number is written as 2, see {@code db.JsonCodec}); a place is null for a
 * player out of the ranking. Changing a name here changes the published API.
 */
final class ApiBodies {

    private ApiBodies() {
    }

    /**
     * {@code GET /api/tournaments/{id}/standings}. {@code provisionalSessions}: the sessions with a table still being
     * played, whose figures may yet change (the pages mark them "in progress").
     */
    record Standings(String tournament, long resultsVersion, List<Integer> provisionalSessions,
                     List<PlayerLine> players, List<TeamLine> teams) {
    }

    /**
     * {@code provisional}: some of the player's figures come from a table still being played. {@code tieBreaker}: the
     * director's tie-breaker that decided the place (HEAD_TO_HEAD, FIRSTS, BEST_SESSION, LOT), else null (issue 28).
     * {@code mark}: withdrawn, replaced, a substitute, suspended, disqualified, the sessions absent ({@link PlayerMark}).
     */
    record PlayerLine(Integer place, boolean tied, int entry, String name, String nativeName, String country,
                      String team, @JsonInclude(JsonInclude.Include.NON_NULL) Double tablePoints,
                      @JsonInclude(JsonInclude.Include.NON_NULL) Integer matchPoints,
                      @JsonInclude(JsonInclude.Include.NON_NULL) Integer points, boolean provisional,
                      List<SessionLine> sessions, String tieBreaker, PlayerMark mark) {
    }

    /**
     * A session of a player: {@code played} once the player's table has a result; {@code provisional} while that
     * table is still being played (its sheet not closed), so its figures may yet change; {@code timeCalledAfterHand}
     * the last hand when the table's sheet was ended by time called, else null.
     */
    record SessionLine(int session, boolean played, boolean provisional,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Double tablePoints,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer matchPoints,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer points,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer finalScore,
                       Integer timeCalledAfterHand) {
    }

    /** A team's line; {@code provisional} while a member's figure may yet change (an open sheet). */
    record TeamLine(int place, boolean tied, String team, @JsonInclude(JsonInclude.Include.NON_NULL) Double tablePoints,
                    @JsonInclude(JsonInclude.Include.NON_NULL) Integer matchPoints,
                    @JsonInclude(JsonInclude.Include.NON_NULL) Integer points, boolean provisional) {
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables}. */
    record Tables(int session, List<TableLine> tables) {
    }

    /**
     * A table of a session; {@code status} is the sheet's, or NOT_STARTED before its sheet exists;
     * {@code timeCalledAfterHand} the last hand when the session was ended by time, else null.
     */
    record TableLine(int table, String status, int hands, Integer timeCalledAfterHand, List<SeatLine> seats) {
    }

    /** A seat at a table; {@code tablePoints} is null until the table has a result. */
    record SeatLine(String seat, int entry, String name, int sessionScore, Double tablePoints) {
    }

    /**
     * {@code GET /api/tournaments/{id}/sessions/{n}/tables/{t}/sheet}. {@code timeCalledAfterHand}: the last hand when
     * the session was ended by time, else null. {@code penalties} are the table's penalties that count;
     * {@code totals}, by seat letter, are the hands' results plus the penalties' effects: the session score of the
     * tables API. {@code absentSeat} is the seat letter of a player recorded absent (who scores 0 in every hand and
     * places last, MCR 2006 §3.11), else null; that player is marked {@code absent} too (issue 35).
     */
    record SheetBody(int session, int table, String status, Integer timeCalledAfterHand, List<SheetPlayer> players,
                     List<HandLine> hands, List<PenaltyLine> penalties, Map<String, Integer> totals,
                     String absentSeat) {
    }

    /**
     * A penalty that counts in the session score: the hand it was given in (null: the session), the seat of the
     * player penalised, the sanction, the points, and its effect on each seat (a deduction on one seat, a transfer
     * between seats). {@code offence} is null where the tournament does not publish its penalties.
     */
    record PenaltyLine(Integer hand, String seat, String sanction, String offence, int points,
                       Map<String, Integer> effects) {
    }

    record SheetPlayer(String seat, int entry, String name, boolean absent) {
    }

    /** One hand; players are named by their seat letter, {@code results} by seat letter in seat order. */
    record HandLine(int hand, String prevalentWind, String dealer, String result, String winner, boolean selfDrawn,
                    String discarder, Integer fanPoints, String verification, Map<String, Integer> results) {
    }
}
