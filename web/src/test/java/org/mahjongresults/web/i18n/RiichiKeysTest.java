package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.riichi.HanFuCheck;
import org.mahjongresults.engine.riichi.game.RefusedRecord;
import org.mahjongresults.engine.riichi.sheet.SheetRefusal;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/** Every riichi name and refusal the engine gives a key for is written in the three languages. */
class RiichiKeysTest {

    @Test
    void everyRiichiKeyOfTheEngineIsInEachLanguage() {
        List<String> keys = new ArrayList<>();
        for (Yaku y : Yaku.values()) {
            keys.add(y.messageKey());
        }
        for (SheetRefusal.Reason r : SheetRefusal.Reason.values()) {
            keys.add(r.messageKey());
        }
        for (RefusedRecord.Reason r : RefusedRecord.Reason.values()) {
            keys.add(r.messageKey());
        }
        for (HanFuCheck.Reason r : HanFuCheck.Reason.values()) {
            if (r != HanFuCheck.Reason.OK) {
                keys.add(r.messageKey());
            }
        }
        for (RiichiOffence o : RiichiOffence.values()) {
            keys.add(o.messageKey());
        }
        Messages m = new Messages();
        for (Language language : Language.values()) {
            for (String key : keys) {
                assertThat(m.get(language, key)).as(language + " " + key).doesNotStartWith("??");
            }
        }
    }
}
