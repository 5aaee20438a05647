package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/**
 * The placing and table points of one table in one session (MCR 2006 §3.9.2-2, CN 2017 L119, RULINGS §3, RULINGS §4).
 *
 * <p>The present players are ordered by session score. Under {@link TablePointSystem#STANDARD} the places earn
 * 4, 2, 1, 0; under {@link TablePointSystem#FIVE_POINT} they earn 4, 3, 2, 1 and every player adds +1, 0 or −1
 * for a positive, zero or negative session score. At a three-player table (one player absent after a forfeit, or
 * a table of three) the three are placed 4, 2, 1 (five-point: 4, 3, 2 plus the win/loss point, our reading; 001
 * does not say) and the absent player gets 0.
 *
 * <p>Equal session scores: under {@link TieRule#SHARE} the tied players share the points of the places they
 * occupy equally and share the best of those places. Under {@link TieRule#REFEREE} the caller passes the
 * referee's order; tied players are then placed in that order. Until the referee has ordered every tie the
 * result {@link #needsReferee() needs the referee} and the tied players hold the shared points provisionally.
 *
 * @param system       the table-point system used
 * @param tieRule      the tournament's tie rule
 * @param placings     one per seat, in the order the seats were given
 * @param needsReferee true when a tie must still be ordered by the referee (never under SHARE)
 */
public record TableResult(TablePointSystem system, TieRule tieRule, List<Placing> placings, boolean needsReferee) {

    private static final int[] STANDARD_FOUR = {4, 2, 1, 0};
    private static final int[] STANDARD_THREE = {4, 2, 1};
    private static final int[] FIVE_POINT_FOUR = {4, 3, 2, 1};
    private static final int[] FIVE_POINT_THREE = {4, 3, 2};

    public TableResult {
        placings = List.copyOf(placings);
    }

    /** Places a table whose ties are shared, or flagged for the referee under {@link TieRule#REFEREE}. */
    public static TableResult of(List<SeatScore> seats, TablePointSystem system, TieRule tieRule) {
        return of(seats, system, tieRule, List.of());
    }

    /**
     * Places a table. {@code refereeOrder} lists player ids best first; under {@link TieRule#REFEREE} it orders
     * the players of each tie (only the relative order of tied players matters, so it may list just them, or the
     * whole table). It is not used under {@link TieRule#SHARE}.
     *
     * @throws IllegalArgumentException for a table that is not three or four players with at least three present,
     *                                  or a player seated twice
     */
    public static TableResult of(List<SeatScore> seats, TablePointSystem system, TieRule tieRule,
                                 List<Long> refereeOrder) {
        int n = seats.size();
        if (n != 3 && n != 4) {
            throw new IllegalArgumentException("a table seats three or four players, not " + n);
        }
        Set<Long> ids = new HashSet<>();
        List<Integer> present = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            SeatScore s = seats.get(i);
            if (!ids.add(s.playerId())) {
                throw new IllegalArgumentException("player " + s.playerId() + " is seated twice");
            }
            if (s.present()) {
                present.add(i);
            }
        }
        if (present.size() < 3) {
            throw new IllegalArgumentException("a session needs at least three players at the table (RULINGS §4), "
                    + "but only " + present.size() + " are present");
        }
        int[] placePoints = placePoints(system, present.size());
        Map<Long, Integer> refereeRank = new HashMap<>();
        for (int i = 0; i < refereeOrder.size(); i++) {
            refereeRank.putIfAbsent(refereeOrder.get(i), i);
        }
        present.sort(Comparator.comparingInt((Integer i) -> -seats.get(i).sessionScore()));

        Placing[] out = new Placing[n];
        boolean needsReferee = false;
        int start = 0;
        while (start < present.size()) {
            int score = seats.get(present.get(start)).sessionScore();
            int end = start + 1;
            while (end < present.size() && seats.get(present.get(end)).sessionScore() == score) {
                end++;
            }
            List<Integer> group = new ArrayList<>(present.subList(start, end));
            int size = group.size();
            boolean ordered = size > 1 && tieRule == TieRule.REFEREE
                    && group.stream().allMatch(i -> refereeRank.containsKey(seats.get(i).playerId()));
            if (size > 1 && tieRule == TieRule.REFEREE && !ordered) {
                needsReferee = true;
            }
            if (ordered) {
                group.sort(Comparator.comparingInt((Integer i) -> refereeRank.get(seats.get(i).playerId())));
                for (int k = 0; k < size; k++) {
                    int seat = group.get(k);
                    out[seat] = placing(seats.get(seat), start + k + 1, false,
                            TablePoints.of(placePoints[start + k]), system);
                }
            } else {
                int sum = Arrays.stream(placePoints, start, end).sum();
                TablePoints share = TablePoints.share(sum, size);
                for (int seat : group) {
                    out[seat] = placing(seats.get(seat), start + 1, size > 1, share, system);
                }
            }
            start = end;
        }
        for (int i = 0; i < n; i++) {
            if (!seats.get(i).present()) {
                out[i] = new Placing(seats.get(i).playerId(), 0, false, n, false, TablePoints.ZERO);
            }
        }
        return new TableResult(system, tieRule, Arrays.asList(out), needsReferee);
    }

    private static Placing placing(SeatScore seat, int place, boolean tied, TablePoints placeShare,
                                   TablePointSystem system) {
        TablePoints points = placeShare;
        if (system == TablePointSystem.FIVE_POINT) {
            points = points.plus(TablePoints.of(Integer.signum(seat.sessionScore())));
        }
        return new Placing(seat.playerId(), seat.sessionScore(), true, place, tied, points);
    }

    private static int[] placePoints(TablePointSystem system, int present) {
        return switch (system) {
            case STANDARD -> present == 4 ? STANDARD_FOUR : STANDARD_THREE;
            case FIVE_POINT -> present == 4 ? FIVE_POINT_FOUR : FIVE_POINT_THREE;
        };
    }

    /** The placing of one player at this table. */
    public Placing of(long playerId) {
        for (Placing p : placings) {
            if (p.playerId() == playerId) {
                return p;
            }
        }
        throw new IllegalArgumentException("player " + playerId + " is not at this table");
    }

    /** The players whose tie the referee must still order, in seat order; empty when none. */
    public List<Long> awaitingReferee() {
        if (!needsReferee) {
            return List.of();
        }
        List<Long> out = new ArrayList<>();
        for (Placing p : placings) {
            if (p.tied()) {
                out.add(p.playerId());
            }
        }
        return List.copyOf(out);
    }

    /** The table's contribution to the standings for {@code session}, one entry per seat. */
    public List<SessionEntry> entries(int session) {
        return placings.stream().map(p -> p.toEntry(session)).toList();
    }
}
