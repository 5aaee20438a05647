package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.List;

/**
 * The rounds of a knockout for a field of {@code entrants} players: how many play each round, at how many tables,
 * and how many advance from it. 16 players play 4 tables and then the final table; 64 play 16, 4, 1.
 *
 * <p><b>Our rule when the table winners do not fill tables of four</b> (the documents are silent, RULINGS §6):
 * the next round is filled up to the next multiple of four with the best runners-up of the round, the
 * "wildcards", ranked by {@link Advancement} (place at the table, then the round total). So 20 players play 5
 * tables, then 2 tables (5 winners and 3 wildcards), then the final (2 winners and 2 wildcards); 32 play 8, 2
 * (the 8 winners), then the final (2 winners and 2 wildcards). We chose wildcards over byes: a bye would put a
 * player into a later round without playing, and every table would still need four players.
 *
 * <p>The field itself must fill tables of four (there are no three-player tables in a knockout): a field that does
 * not is refused, and the director adds or removes players first.
 */
public record BracketPlan(int entrants, List<Round> rounds) {

    /**
     * One round of the plan.
     *
     * @param number    1 upwards; the last round is the final table
     * @param players   how many play it (a multiple of four)
     * @param tables    players / 4
     * @param winners   table winners who advance (= tables), 0 after the final
     * @param wildcards runners-up who advance as well to fill the next round's tables
     */
    public record Round(int number, int players, int tables, int winners, int wildcards) {

        /** How many advance to the next round; 0 for the final. */
        public int advancing() {
            return winners + wildcards;
        }

        public boolean isFinal() {
            return tables == 1;
        }
    }

    public BracketPlan {
        rounds = List.copyOf(rounds);
    }

    /**
     * The plan for a field.
     *
     * @throws IllegalArgumentException when the field is smaller than four or does not fill tables of four
     */
    public static BracketPlan of(int entrants) {
        if (entrants < 4 || entrants % 4 != 0) {
            throw new IllegalArgumentException(entrants + " players do not fill tables of four");
        }
        List<Round> rounds = new ArrayList<>();
        int players = entrants;
        int number = 1;
        while (true) {
            int tables = players / 4;
            if (tables == 1) {
                rounds.add(new Round(number, players, 1, 0, 0));
                break;
            }
            int next = 4 * ((tables + 3) / 4);
            rounds.add(new Round(number, players, tables, tables, next - tables));
            players = next;
            number++;
        }
        return new BracketPlan(entrants, rounds);
    }

    /** Whether a field of this size can be played as a knockout. */
    public static boolean fits(int entrants) {
        return entrants >= 4 && entrants % 4 == 0;
    }

    /** Round {@code number} (1 upwards). */
    public Round round(int number) {
        if (number < 1 || number > rounds.size()) {
            throw new IllegalArgumentException("the plan has rounds 1 to " + rounds.size() + ", not " + number);
        }
        return rounds.get(number - 1);
    }

    /** The number of rounds, the final included. */
    public int size() {
        return rounds.size();
    }

    /** The last round: the final table. */
    public Round finalRound() {
        return rounds.get(rounds.size() - 1);
    }
}
