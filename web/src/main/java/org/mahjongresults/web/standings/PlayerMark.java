package org.mahjongresults.web.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;

/**
 * What a standings line says of a player who is not simply playing on (issue 28 item 4): withdrawn, replaced by a
 * substitute (and the substitute's line says whom they replace), suspended or disqualified, and the sessions the
 * player was absent from (their seat recorded absent on the sheet: a forfeit, MCR 2006 §3.11.2-1, RULINGS §4). The
 * same mark goes into the standings table, the CSV and the JSON API (the EMA file keeps the EMA's columns): a field of
 * its own on the row, so
 * that it stays apart from the ranking.
 *
 * @param status         ACTIVE, WITHDRAWN, REPLACED, SUSPENDED or DISQUALIFIED
 * @param replacedBy     the entry number of the substitute who took this player's place, else null
 * @param replaces       for a substitute, the entry number of the player replaced, else null
 * @param absentSessions the sessions the player's seat was recorded absent, in order
 */
record PlayerMark(String status, Integer replacedBy, Integer replaces, List<Integer> absentSessions) {

    static final PlayerMark NONE = new PlayerMark("ACTIVE", null, null, List.of());

    PlayerMark {
        absentSessions = List.copyOf(absentSessions);
    }

    /** Every player's mark from the results: their status, the substitutions, the absent seats of the sheets. */
    static Map<Long, PlayerMark> of(StandingsService.Results results) {
        Map<Long, Integer> replacedBy = new HashMap<>();
        for (Player p : results.players().values()) {
            if (p.replacesPlayerId() != null) {
                replacedBy.put(p.replacesPlayerId(), p.entryNumber());
            }
        }
        Map<Long, TreeSet<Integer>> absent = new HashMap<>();
        results.sheets().forEach((key, sheet) -> absentPlayer(sheet, results.seatings().get(key))
                .ifPresent(id -> absent.computeIfAbsent(id, x -> new TreeSet<>()).add(sheet.session())));
        Map<Long, PlayerMark> out = new HashMap<>();
        for (Player p : results.players().values()) {
            Integer by = replacedBy.get(p.id());
            Player replaced = p.replacesPlayerId() == null ? null : results.players().get(p.replacesPlayerId());
            out.put(p.id(), new PlayerMark(by != null ? "REPLACED" : p.status().name(), by,
                    replaced == null ? null : replaced.entryNumber(),
                    new ArrayList<>(absent.getOrDefault(p.id(), new TreeSet<>()))));
        }
        return out;
    }

    private static java.util.Optional<Long> absentPlayer(Sheet sheet, List<Seating> seats) {
        if (sheet.absentSeat() == null || seats == null) {
            return java.util.Optional.empty();
        }
        return seats.stream().filter(s -> s.seat().letter().equals(sheet.absentSeat())).map(Seating::playerId)
                .findFirst();
    }

    /** Whether there is anything to say. */
    boolean marked() {
        return !"ACTIVE".equals(status) || replaces != null || !absentSessions.isEmpty();
    }

    /**
     * The marks after the player's name in the standings table: symbols and entry numbers only, no translated text,
     * so the rows stay shared by every language; the table's legend (standings.marksLegend) says what they mean.
     */
    void appendHtml(StringBuilder sb) {
        switch (status) {
            case "WITHDRAWN" -> sb.append(" <span class=\"pm\" data-pm=\"withdrawn\">\u2296</span>");
            case "REPLACED" -> sb.append(" <span class=\"pm\" data-pm=\"replaced\">\u21C4")
                    .append(replacedBy).append("</span>");
            case "SUSPENDED" -> sb.append(" <span class=\"pm\" data-pm=\"suspended\">\u2298</span>");
            case "DISQUALIFIED" -> sb.append(" <span class=\"pm\" data-pm=\"disqualified\">\u2298</span>");
            default -> {
            }
        }
        if (replaces != null) {
            sb.append(" <span class=\"pm\" data-pm=\"substitute\">\u21C6").append(replaces).append("</span>");
        }
        for (int session : absentSessions) {
            sb.append(" <span class=\"pm\" data-pm=\"absent\">\u2205").append(session).append("</span>");
        }
    }

    /** The CSV's cells: player_status, replaced_by, replaces, absent_sessions (space-separated). */
    List<String> csvCells() {
        return List.of(status, replacedBy == null ? "" : replacedBy.toString(),
                replaces == null ? "" : replaces.toString(),
                String.join(" ", absentSessions.stream().map(String::valueOf).toList()));
    }
}
