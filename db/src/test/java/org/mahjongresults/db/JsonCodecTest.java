package org.mahjongresults.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** Jackson as configured writes what the project wrote before (engine.cli.Json), so stored and published JSON stay. */
@NoDatabase
class JsonCodecTest {

    record Line(String name, double tablePoints, Double sessionPoints, Integer place, boolean tied, long id) {
    }

    @Test
    void wholeDoublesAreWrittenAsIntegersWhetherBoxedOrNotAndOthersAsTheyAre() {
        assertThat(JsonCodec.write(new Line("Li Na", 10.0, 4.0, null, false, 7L)))
                .isEqualTo("{\"name\":\"Li Na\",\"tablePoints\":10,\"sessionPoints\":4,\"place\":null,"
                        + "\"tied\":false,\"id\":7}");
        assertThat(JsonCodec.write(new Line("x", 2.5, 0.25, 3, true, 1L))).contains("\"tablePoints\":2.5")
                .contains("\"sessionPoints\":0.25");
    }

    @Test
    void textIsEscapedAndMapsKeepTheirOrderAsTheEnginesCommandLineWriterDid() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", "Sato \"Haru\" 佐藤\\n\ttab/");
        m.put("points", List.of(1, -16, 2.5, 4.0));
        m.put("none", null);
        m.put("nested", Map.of("ok", true));
        m.put("big", 1234567890123L);
        assertThat(JsonCodec.write(m)).isEqualTo("{\"name\":\"Sato \\\"Haru\\\" 佐藤\\\\n\\ttab/\","
                + "\"points\":[1,-16,2.5,4],\"none\":null,\"nested\":{\"ok\":true},\"big\":1234567890123}");
        assertThat(JsonCodec.write(Arrays.asList("a", null))).isEqualTo("[\"a\",null]");
    }

    @Test
    void wholeNumbersAreReadAsLongsAndOthersAsDoublesInTheirOrder() throws Exception {
        Object read = JsonCodec.parse("{\"b\":1,\"a\":[2.5,3],\"c\":\"x\"}");
        assertThat(read).isInstanceOf(Map.class);
        Map<?, ?> map = (Map<?, ?>) read;
        assertThat(new ArrayList<Object>(map.keySet())).containsExactly("b", "a", "c");
        assertThat(map.get("b")).isEqualTo(1L);
        assertThat(new ArrayList<Object>((List<?>) map.get("a"))).containsExactly(2.5, 3L);
    }
}
