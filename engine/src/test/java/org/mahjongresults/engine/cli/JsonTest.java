package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonTest {

    @Test
    void readsNestedObjectsArraysAndScalars() throws Exception {
        Object value = Json.parse(" {\"id\": \"a\\\"1\", \"n\": 3, \"x\": 1.5, \"ok\": true, \"no\": null, \"l\": [1, \"E\"]} ");
        assertThat(value).isEqualTo(new java.util.LinkedHashMap<>(Map.of(
                "id", "a\"1", "n", 3L, "x", 1.5, "ok", true, "l", List.of(1L, "E"))) {
            {
                put("no", null);
            }
        });
    }

    @Test
    void writesWhatItReads() throws Exception {
        String text = "{\"id\":\"q\\\\\\\"\",\"list\":[1,2.5,true,null],\"m\":{}}";
        assertThat(Json.write(Json.parse(text))).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "{\"a\"}", "[1,", "tru", "\"abc", "{\"a\":1}x", "[1 2]", "-", "\"\\q\""})
    void malformedTextIsAParseExceptionNeverAnotherException(String text) {
        assertThatThrownBy(() -> Json.parse(text)).isInstanceOf(Json.ParseException.class);
    }

    @Test
    void deepNestingIsRefusedRatherThanOverflowingTheStack() {
        assertThatThrownBy(() -> Json.parse("[".repeat(10_000))).isInstanceOf(Json.ParseException.class);
    }
}
