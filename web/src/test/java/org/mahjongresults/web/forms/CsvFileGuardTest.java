package org.mahjongresults.web.forms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exports' formula guard (issue 35): a shared place "=8" is written as the page and the JSON write it; a cell a
 * spreadsheet could run still gets its apostrophe.
 */
class CsvFileGuardTest {

    @ParameterizedTest(name = "[{index}] {0} -> {1}")
    @DisplayName("only what a spreadsheet could run is guarded")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "=8              | =8",
        "=12             | =12",
        "8               | 8",
        "-12             | -12",
        "7.33            | 7.33",
        "=8+1            | '=8+1",
        "=A1             | '=A1",
        "=08             | '=08",
        "=HYPERLINK(A1)  | '=HYPERLINK(A1)",
        "+1              | '+1",
        "@SUM(A1)        | '@SUM(A1)",
        "-2+3            | '-2+3",
        "=               | '=",
        "Wang Lei        | Wang Lei",
    })
    void guard(String cell, String written) {
        StringBuilder sb = new StringBuilder();
        CsvFile.writeLine(sb, List.of(cell));
        assertThat(sb.toString().strip()).isEqualTo(written);
    }
}
