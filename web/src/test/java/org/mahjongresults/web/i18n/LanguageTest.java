package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.mahjongresults.db.testing.NoDatabase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A browser's Accept-Language chooses the best of our three languages, by its q-values; otherwise none. */
@NoDatabase
class LanguageTest {

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(delimiter = '|', value = {
            "fr-CH, zh-CN;q=0.8, en;q=0.5 | ZH",
            "en-GB,en;q=0.9,ja;q=0.8      | EN",
            "de;q=1, en;q=0.2, ja;q=0.7   | JA",
            "zh-TW                        | ZH",
            "ja-JP                        | JA",
            "EN-us                        | EN",
    })
    void theBestOfOurLanguagesByTheBrowsersWeights(String header, Language expected) {
        assertThat(Language.fromAcceptLanguage(header)).contains(expected);
    }

    @ParameterizedTest(name = "\"{0}\" has none")
    @CsvSource(delimiter = '|', value = {"de-DE", "*", "en;q=0", "en;q=nonsense", "'  '", ";;;"})
    void aHeaderWithNoneOfOurLanguagesOrMalformedChoosesNone(String header) {
        assertThat(Language.fromAcceptLanguage(header)).isEqualTo(Optional.empty());
    }
}
