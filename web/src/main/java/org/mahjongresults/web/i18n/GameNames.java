package org.mahjongresults.web.i18n;

import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;

/**
 * The names of the game's closed vocabularies in the reader's language: MCR fans, offences, Sichuan patterns,
 * doublings and bonuses. One way to translate: each enum names its key ({@code messageKey()}) and the text is in
 * the message bundles like every other text (templates use the same keys with {@code #{...}}). The bundles are the
 * same for every application in the JVM, so one set is read once here.
 */
public final class GameNames {

    private static final Messages BUNDLES = new Messages();

    private GameNames() {
    }

    public static String of(Fan fan, Language language) {
        return BUNDLES.get(language, fan.messageKey());
    }

    public static String of(Offence offence, Language language) {
        return BUNDLES.get(language, offence.messageKey());
    }

    public static String of(RiichiOffence offence, Language language) {
        return BUNDLES.get(language, offence.messageKey());
    }

    public static String of(SichuanPattern pattern, Language language) {
        return BUNDLES.get(language, pattern.messageKey());
    }

    public static String of(Doubling doubling, Language language) {
        return BUNDLES.get(language, doubling.messageKey());
    }

    public static String of(Bonus bonus, Language language) {
        return BUNDLES.get(language, bonus.messageKey());
    }
}
