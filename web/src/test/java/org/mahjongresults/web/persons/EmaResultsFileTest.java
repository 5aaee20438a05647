package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.db.testing.NoDatabase;

/** The EMA results file as the site exports it reads back exactly. */
@NoDatabase
class EmaResultsFileTest {

    @ParameterizedTest(name = "[{index}] \"{0}\" is {1} twelfths")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "12    | 144",
        "10.5  | 126",
        "1.75  | 21",
        "7.33  | 88",
        "2.67  | 32",
        "0.17  | 2",
        "-0.25 | -3",
        "2.3   | -",
        "1.1   | -",
        "abc   | -",
        "1e3   | -",
    })
    void tablePointsAsTheExportWritesThem(String text, Integer twelfths) {
        var read = EmaResultsFile.tablePoints(text);
        assertThat(read == null ? null : read.twelfths()).isEqualTo(twelfths);
    }

    @Test
    void theExportsHeaderBomQuotesAndFormulaGuardAreReadBack() {
        var result = EmaResultsFile.read("\uFEFFPlace,Name,EMA number,Table points,Match points,Country\r\n"
                + "1,\"Lovelace, Ada\",01000001,22,410,GB\r\n2,'=Bob,,7.33,-12,gb\r\n");
        assertThat(result.clean()).isTrue();
        assertThat(result.results().get(0).name()).isEqualTo("Lovelace, Ada");
        assertThat(result.results().get(1).name()).isEqualTo("=Bob");
        assertThat(result.results().get(1).country()).isEqualTo("GB");
        assertThat(result.results().get(1).tablePoints().twelfths()).isEqualTo(88);
    }
}
