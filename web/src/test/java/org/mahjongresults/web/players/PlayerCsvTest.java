package org.mahjongresults.web.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.db.tournament.PlayerImportRow;
import org.mahjongresults.web.forms.CsvFile;

@NoDatabase
class PlayerCsvTest {

    @Test
    void aCleanFileWithAHeaderAndQuotesIsReadRowByRow() {
        String csv = "\uFEFFentry,name,native,country,team,ema\r\n"
                + "1,\"Wang, Lei\",王磊,cn,Red Dragons,\r\n"
                + "2,\"Sato \"\"Haru\"\" Haruka\",佐藤 春香,JP,,09010042\n"
                + "\n"
                + "3,Mette Jensen\n";
        CsvFile.Result<PlayerImportRow> r = PlayerCsv.read(csv, Set.of(), Map.of());
        assertThat(r.clean()).isTrue();
        assertThat(r.values()).containsExactly(
                new PlayerImportRow(1, "Wang, Lei", "王磊", "CN", "Red Dragons", null, "Wang", "Lei"),
                new PlayerImportRow(2, "Sato \"Haru\" Haruka", "佐藤 春香", "JP", null, "09010042"),
                new PlayerImportRow(3, "Mette Jensen", null, null, null, null));
    }

    @Test
    void familyAndGivenNamesComeFromTheirColumnsOrAnUnambiguousCommaElseTheWholeNameIsTheFamilyName() {
        CsvFile.Result<PlayerImportRow> r = PlayerCsv.read("1,Takahashi Yui,,JP,,,Takahashi,Yui\n2,Lena Weber,,DE,,,Weber,Lena\n"
                + "3,Lena Weber,,DE\n4,\"Weber, Lena\",,DE\n5,\"a, b, c\",,\n6,Madonna,,,,,Madonna,\n", Set.of(), Map.of());
        assertThat(r.clean()).isTrue();
        assertThat(r.values()).extracting(PlayerImportRow::familyName, PlayerImportRow::givenName).containsExactly(
                org.assertj.core.groups.Tuple.tuple("Takahashi", "Yui"),
                org.assertj.core.groups.Tuple.tuple("Weber", "Lena"),
                org.assertj.core.groups.Tuple.tuple("Lena Weber", null),
                org.assertj.core.groups.Tuple.tuple("Weber", "Lena"),
                org.assertj.core.groups.Tuple.tuple("a, b, c", null),
                org.assertj.core.groups.Tuple.tuple("Madonna", null));
        assertThat(r.lines().get(0).family()).isEqualTo("Takahashi");
        assertThat(PlayerCsv.read("1,A,,,,,,,x", Set.of(), Map.of()).clean()).isFalse();
    }

    @Test
    void semicolonsAndTabsAreRecognisedAsSeparators() {
        assertThat(PlayerCsv.read("1;Anna Schmidt;;DE;Rhein Pung;", Set.of(), Map.of()).values().get(0).teamName())
                .isEqualTo("Rhein Pung");
        assertThat(PlayerCsv.read("1\tAnna Schmidt\t\tDE", Set.of(), Map.of()).values().get(0).country()).isEqualTo("DE");
    }

    @Test
    void everyBadRowIsReportedWithAllItsReasonsAndNothingIsImportable() {
        String csv = String.join("\n",
                "1,Good Player,,CN,T,",
                "x,,,China,,123",
                "1,Twice,,,,",
                "7,Taken,,,,",
                "8",
                "9,A,,,T,", "10,B,,,T,", "11,C,,,T,", "12,D,,,T,", "13,E,,,T,");
        CsvFile.Result<PlayerImportRow> r = PlayerCsv.read(csv, Set.of(7), Map.of());
        assertThat(r.clean()).isFalse();
        List<CsvFile.Line<PlayerImportRow>> lines = r.lines();
        assertThat(lines.get(0).ok()).isTrue();
        assertThat(lines.get(1).problems()).extracting(CsvFile.Problem::key)
                .containsExactly("import.entryNumber", "import.nameMissing", "import.country", "import.emaId");
        assertThat(lines.get(2).problems()).extracting(CsvFile.Problem::key).containsExactly("import.entryTwice");
        assertThat(lines.get(3).problems()).extracting(CsvFile.Problem::key).containsExactly("import.entryTaken");
        assertThat(lines.get(4).problems()).extracting(CsvFile.Problem::key).containsExactly("import.columns");
        assertThat(lines.get(8).ok()).as("the fifth member of a team (a substitute) is allowed").isTrue();
        assertThat(lines.get(9).problems()).extracting(CsvFile.Problem::key).containsExactly("import.teamFull");
        assertThat(r.badLines()).isEqualTo(5);
    }

    @Test
    void anEmptyFileIsRefusedWithAReason() {
        assertThat(PlayerCsv.read("  \n", Set.of(), Map.of()).fileProblems())
                .extracting(CsvFile.Problem::key).containsExactly("import.empty");
        assertThat(PlayerCsv.read("entry,name\n", Set.of(), Map.of()).clean()).isFalse();
    }

    @Test
    void aQuotedCellMayHoldALineBreakAndLaterRowsKeepTheLineNumberOfTheFile() {
        String csv = "1,\"Wang\nLei\",,CN,,\n"
                + "\n"
                + "x,Bad,,,,\n"
                + "3,  \"Lee, Min\"  ,,kr\n";
        CsvFile.Result<PlayerImportRow> r = PlayerCsv.read(csv, Set.of(), Map.of());
        assertThat(r.lines()).extracting(CsvFile.Line::lineNumber).containsExactly(1, 4, 5);
        assertThat(r.lines().get(0).value().name()).isEqualTo("Wang\nLei");
        assertThat(r.lines().get(1).problems()).extracting(CsvFile.Problem::key)
                .containsExactly("import.entryNumber");
        assertThat(r.lines().get(2).value().name()).as("spaces around the quotes are not the name's").isEqualTo("Lee, Min");
        assertThat(r.lines().get(2).value().country()).isEqualTo("KR");
    }
}
