package org.mahjongresults.engine.stage;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * Repeat meetings of a group's players over the whole tournament (issue 35): a pair that shared a table in the
 * qualification and meets again in the stage is a repeat, though the stage's own draw could not avoid it.
 */
public final class RepeatMeetings {

    private RepeatMeetings() {
    }

    /**
     * For every pair of {@code players} (entry numbers), the times they shared a table beyond the first, over the
     * draw's sessions up to {@code lastSession}.
     */
    public static long count(Draw draw, Set<Integer> players, int lastSession) {
        Map<Long, Integer> met = new HashMap<>();
        for (Session s : draw.sessions()) {
            if (s.number() > lastSession) {
                continue;
            }
            for (Table t : s.tables()) {
                List<Integer> seats = t.players().stream().filter(players::contains).toList();
                for (int a = 0; a < seats.size(); a++) {
                    for (int b = a + 1; b < seats.size(); b++) {
                        long low = Math.min(seats.get(a), seats.get(b));
                        long high = Math.max(seats.get(a), seats.get(b));
                        met.merge(low << 32 | high, 1, Integer::sum);
                    }
                }
            }
        }
        return met.values().stream().mapToLong(n -> n - 1).sum();
    }
}
