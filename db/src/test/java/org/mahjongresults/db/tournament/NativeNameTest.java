package org.mahjongresults.db.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The language of a native name (issue 35), which decides the readers it is shown to. */
class NativeNameTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}): {2}")
    @DisplayName("kana is Japanese, hangul Korean, Chinese characters by the player's country, other scripts none")
    @CsvSource(delimiter = '|', value = {
        "李娜        | CN  | zh",
        "李娜        |     | zh",
        "佐藤 春香   | JP  | ja",
        "さくら      | CN  | ja",
        "김민준      | KR  | ko",
        "金敏俊      | KOR | ko",
        "Иван        | RU  | ",
        "            | CN  | ",
    })
    void language(String name, String country, String expected) {
        assertThat(NativeName.language(name, country)).isEqualTo(expected);
    }
}
