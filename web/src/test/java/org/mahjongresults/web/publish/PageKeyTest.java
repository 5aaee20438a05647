package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.web.i18n.Language;

/** What a kept page shows names it: equal keys are one copy, any difference another. */
@NoDatabase
class PageKeyTest {

    @Test
    void keysOfTheSamePageTournamentPartsAndLanguageAreOneCopy() {
        assertThat(PageKey.of("sheet", 3, Language.EN, 1, 12))
                .isEqualTo(PageKey.of("sheet", 3, Language.EN, "1", "12"));
        assertThat(PageKey.shared("api-stats", 3)).isEqualTo(PageKey.of("api-stats", 3, null));
        assertThat(PageKey.of("standings-table", 3, Language.ZH).with("top"))
                .isEqualTo(PageKey.of("standings-table", 3, Language.ZH, "top"));
    }

    @Test
    void anyDifferenceIsAnotherCopy() {
        PageKey key = PageKey.of("live", 3, Language.EN, 2);
        assertThat(key).isNotEqualTo(PageKey.of("live", 3, Language.JA, 2));
        assertThat(key).isNotEqualTo(PageKey.of("live", 4, Language.EN, 2));
        assertThat(key).isNotEqualTo(PageKey.of("live", 3, Language.EN, 2, "top"));
        assertThat(key).isNotEqualTo(PageKey.shared("live", 3, 2));
    }
}
