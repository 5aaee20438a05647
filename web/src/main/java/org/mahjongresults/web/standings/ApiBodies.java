package org.mahjongresults.web.standings;

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

    /** {@code GET /api/tournaments/{id}/standings}. */
    record Standings(String tournament, long resultsVersion, List<PlayerLine> players, List<TeamLine> teams) {
    }

    record PlayerLine(Integer place, boolean tied, int entry, String name, String nativeName, String country,
                      String team, double tablePoints, int matchPoints, List<SessionLine> sessions) {
    }

    record SessionLine(int session, boolean played, double tablePoints, int matchPoints) {
    }

    record TeamLine(int place, boolean tied, String team, double tablePoints, int matchPoints) {
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables}. */
    record Tables(int session, List<TableLine> tables) {
    }

    /** A table of a session; {@code status} is the sheet's, or NOT_STARTED before its sheet exists. */
    record TableLine(int table, String status, int hands, List<SeatLine> seats) {
    }

    /** A seat at a table; {@code tablePoints} is null until the table has a result. */
    record SeatLine(String seat, int entry, String name, int sessionScore, Double tablePoints) {
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables/{t}/sheet}. */
    record SheetBody(int session, int table, String status, List<SheetPlayer> players, List<HandLine> hands) {
    }

    record SheetPlayer(String seat, int entry, String name) {
    }

    /** One hand; players are named by their seat letter, {@code results} by seat letter in seat order. */
    record HandLine(int hand, String prevalentWind, String dealer, String result, String winner, boolean selfDrawn,
                    String discarder, Integer fanPoints, String verification, Map<String, Integer> results) {
    }
}
