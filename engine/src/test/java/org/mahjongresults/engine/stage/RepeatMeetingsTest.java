package org.mahjongresults.engine.stage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * Repeat meetings of a group over the whole tournament (issue 35): sessions are written "1-2-3-4 5-6-7-8" (tables of
 * entry numbers), separated by "|"; the group is a list of entry numbers.
 */
class RepeatMeetingsTest {

    // A first session and a second with no pair of the first together again (16 players).
    private static final String S1 = "1-2-3-4 5-6-7-8 9-10-11-12 13-14-15-16";
    private static final String S2 = "1-5-9-13 2-6-10-14 3-7-11-15 4-8-12-16";

    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = ';', value = {
        S1 + " | " + S2 + "; 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; 2; no pair meets twice: 0",
        S1 + " | " + S2 + " | " + S1 + "; 1 2 3 4; 2; a meeting after the last session asked is not counted: 0",
        S1 + " | " + S2 + " | " + S1 + "; 1 2 3 4; 3; the qualification's table met again in the final: 6",
        S1 + " | " + S2 + " | " + S1 + " | " + S1 + "; 1 2 3 4; 4; each of 6 pairs met three times counts twice: 12",
        S1 + " | " + S1 + "; 1 5 9 13; 2; pairs of others met again, not the group's: 0",
        S1 + " | " + S1 + "; 1 2 5 6; 2; inside the group 1-2 and 5-6 met again: 2",
    })
    void countsPairsBeyondTheirFirstMeeting(String sessions, String group, int lastSession, String expected) {
        long want = Long.parseLong(expected.substring(expected.lastIndexOf(' ') + 1));
        assertThat(RepeatMeetings.count(draw(sessions), entries(group), lastSession)).isEqualTo(want);
    }

    private static Draw draw(String text) {
        List<Session> sessions = new ArrayList<>();
        for (String s : text.split("\\|")) {
            List<Table> tables = new ArrayList<>();
            for (String t : s.trim().split(" ")) {
                tables.add(new Table(tables.size() + 1, Arrays.stream(t.split("-")).map(Integer::valueOf).toList()));
            }
            sessions.add(new Session(sessions.size() + 1, tables));
        }
        return new Draw(sessions);
    }

    private static Set<Integer> entries(String text) {
        return Arrays.stream(text.trim().split(" ")).map(Integer::valueOf).collect(Collectors.toSet());
    }
}
