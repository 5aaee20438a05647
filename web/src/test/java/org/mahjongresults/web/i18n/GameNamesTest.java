package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;

/** Every name of the game has its key in all three bundles, so no page shows a ??key?? or a name in another tongue. */
@NoDatabase
class GameNamesTest {

    private final Messages messages = new Messages();

    private static List<String> everyKey() {
        List<String> keys = new ArrayList<>();
        for (Fan f : Fan.values()) {
            keys.add(f.messageKey());
        }
        for (Offence o : Offence.values()) {
            keys.add(o.messageKey());
        }
        for (SichuanPattern p : SichuanPattern.values()) {
            keys.add(p.messageKey());
        }
        for (Doubling d : Doubling.values()) {
            keys.add(d.messageKey());
        }
        for (Bonus b : Bonus.values()) {
            keys.add(b.messageKey());
        }
        return keys;
    }

    @Test
    void everyFanOffencePatternDoublingAndBonusHasItsNameInEveryLanguage() {
        List<String> keys = everyKey();
        assertThat(keys).hasSize(81 + Offence.values().length + 12 + 5 + 2).doesNotHaveDuplicates();
        for (Language language : Language.values()) {
            assertThat(keys).as("keys missing in %s", language)
                    .allSatisfy(key -> assertThat(messages.has(language, key)).as(key).isTrue());
            assertThat(keys).allSatisfy(key -> assertThat(messages.get(language, key)).isNotBlank()
                    .doesNotContain("??"));
        }
    }

    @Test
    void theBundlesNameFansAndOffencesAsTheRulesTablesDo() {
        for (Fan f : Fan.values()) {
            assertThat(GameNames.of(f, Language.EN)).isEqualTo(f.english());
            assertThat(GameNames.of(f, Language.ZH)).isEqualTo(f.chinese());
            assertThat(GameNames.of(f, Language.JA)).isEqualTo(f.japanese());
        }
        for (Offence o : Offence.values()) {
            assertThat(GameNames.of(o, Language.EN)).as(o.name()).isEqualTo(o.english());
            assertThat(GameNames.of(o, Language.ZH)).isEqualTo(o.chinese());
            assertThat(GameNames.of(o, Language.JA)).isEqualTo(o.japanese());
        }
    }

    @Test
    void aPatternADoublingAndABonusAreNamedInTheReadersLanguage() {
        assertThat(GameNames.of(SichuanPattern.BASIC_WIN, Language.EN)).isEqualTo("Basic Win");
        assertThat(GameNames.of(SichuanPattern.BASIC_WIN, Language.ZH)).isEqualTo("平胡");
        assertThat(GameNames.of(Doubling.KONG_REPLACEMENT, Language.JA)).isEqualTo("嶺上開花");
        assertThat(GameNames.of(Bonus.FOUR_OF_A_KIND, Language.JA)).isEqualTo("四帰一");
        assertThat(GameNames.of(Fan.ofNumber(1), Language.ZH)).isEqualTo("四风会");
    }
}
