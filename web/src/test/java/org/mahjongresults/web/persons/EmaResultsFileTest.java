package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.web.forms.CsvFile;

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
        assertThat(result.values().get(0).name()).isEqualTo("Lovelace, Ada");
        assertThat(result.values().get(1).name()).isEqualTo("=Bob");
        assertThat(result.values().get(1).country()).isEqualTo("GB");
        assertThat(result.values().get(1).tablePoints().twelfths()).isEqualTo(88);
    }

    @Test
    void aSemicolonFileWithABlankLineAndAQuotedLineBreakKeepsTheFilesLineNumbers() {
        var result = EmaResultsFile.read("1;\"Ada\nLovelace\";01000001;22;410;GB\n\n2;Bob;;7.33;x;GB\n");
        assertThat(result.lines()).extracting(CsvFile.Line::lineNumber).containsExactly(1, 4);
        assertThat(result.lines().get(0).ok()).isTrue();
        assertThat(result.lines().get(0).value().name()).isEqualTo("Ada\nLovelace");
        assertThat(result.lines().get(1).problems()).extracting(CsvFile.Problem::key)
                .containsExactly("history.matchPoints");
    }

    /** Import validation (issue 30): results that cannot be true are refused with the line and the reason. */
    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        // what is wrong                        | the file's lines, / between them                  | bad line | reason
        "30 table points in 6 sessions (max 24) | 1,Ada,,30,100,GB/2,Bob,,12,50,GB                 | 1 | history.tablePointsOver",
        "exactly 4 a session is possible        | 1,Ada,,24,100,GB/2,Bob,,12,50,GB                 | 0 | -",
        "negative table points                  | 1,Ada,,12,100,GB/2,Bob,,-1,50,GB                 | 2 | history.tablePointsNegative",
        "place 2 with 10 above place 3 with 12  | 1,Ada,,20,100,GB/2,Bob,,10,50,GB/3,Cy,,12,40,GB   | 2 | history.placeOrder",
        "lines out of order, places consistent  | 3,Cy,,10,40,GB/1,Ada,,20,100,GB/2,Bob,,12,50,GB   | 0 | -",
        "a tie in places and table points       | 1,Ada,,20,100,GB/1,Bob,,20,100,GB/3,Cy,,12,40,GB  | 0 | -",
        "more matches points cannot fix the order | 1,Ada,,11,900,GB/2,Bob,,12,50,GB               | 1 | history.placeOrder",
    })
    void resultsThatCannotBeTrueAreRefusedWithTheLineAndTheReason(String what, String lines, int badLine,
                                                                   String reason) {
        var result = EmaResultsFile.read(lines.replace('/', '\n'), 6);
        if (badLine == 0) {
            assertThat(result.clean()).as(what).isTrue();
            return;
        }
        assertThat(result.clean()).as(what).isFalse();
        assertThat(result.lines()).filteredOn(l -> !l.ok()).singleElement().satisfies(l -> {
            assertThat(l.lineNumber()).as(what).isEqualTo(badLine);
            assertThat(l.problems()).extracting(CsvFile.Problem::key).containsExactly(reason);
        });
    }

    @Test
    void theExportWithLastAndFirstNameApartIsReadByItsDisplayedName() {
        var result = EmaResultsFile.read("\uFEFFPlace,Name,Last name,First name,EMA number,Table points,Match points,"
                + "Nationality,Status\r\n1,Takahashi Yui,Takahashi,Yui,04010001,20,100,JP,final\r\n"
                + "2,Lena Weber,Lena Weber,,,12,50,de,final\r\n3,Bob,Bob,,,8,-3,GB,provisional\r\n", 6);
        assertThat(result.lines()).hasSize(3);
        assertThat(result.lines().get(0).ok()).isTrue();
        assertThat(result.lines().get(0).value().name()).isEqualTo("Takahashi Yui");
        assertThat(result.lines().get(0).value().emaId()).isEqualTo("04010001");
        assertThat(result.lines().get(0).value().country()).isEqualTo("JP");
        assertThat(result.lines().get(1).value().name()).isEqualTo("Lena Weber");
        assertThat(result.lines().get(1).value().country()).isEqualTo("DE");
        assertThat(result.lines().get(2).ok()).isFalse();
    }

    @Test
    void aLineTheExportMarkedProvisionalIsRefusedAndAFinalOneRead() {
        var result = EmaResultsFile.read("Place,Name,EMA number,Table points,Match points,Country,Status\n"
                + "1,Ada,,20,100,GB,final\n2,Bob,,12,50,GB,provisional\n", 6);
        assertThat(result.lines().get(0).ok()).isTrue();
        assertThat(result.lines().get(1).problems()).extracting(CsvFile.Problem::key)
                .containsExactly("history.notFinal");
    }

    @Test
    void withoutAValidNumberOfSessionsTheTablePointsAreNotBoundedButTheOrderIsStillChecked() {
        assertThat(EmaResultsFile.read("1,Ada,,30,100,GB", null).clean()).isTrue();
        assertThat(EmaResultsFile.read("1,Ada,,3,100,GB\n2,Bob,,4,50,GB", null).clean()).isFalse();
    }
}
