package org.mahjongresults.engine.draw;

import java.util.List;
import java.util.Optional;

/**
 * One session (局) of the draw: the tables and who starts in which seat.
 *
 * @param number the session number, 1 upwards
 * @param tables the tables in table-number order
 */
public record Session(int number, List<Table> tables) {

    public Session {
        tables = List.copyOf(tables);
    }

    /** The table at which {@code player} plays this session, if he plays in it. */
    public Optional<Table> tableOf(int player) {
        for (Table table : tables) {
            if (table.seats(player)) {
                return Optional.of(table);
            }
        }
        return Optional.empty();
    }
}
