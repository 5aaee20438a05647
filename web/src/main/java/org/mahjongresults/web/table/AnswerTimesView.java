package org.mahjongresults.web.table;

import java.time.Duration;
import org.mahjongresults.engine.referee.AnswerTimes;

/** Answer times as the pages show them: minutes and seconds ("1:05"). */
public record AnswerTimesView(int answered, int waiting, String median, String p90, String longest) {

    public static AnswerTimesView of(AnswerTimes a) {
        return new AnswerTimesView(a.answered(), a.waiting(), clock(a.median()), clock(a.p90()), clock(a.longest()));
    }

    /** True if the tournament had any call. */
    public boolean any() {
        return answered + waiting > 0;
    }

    static String clock(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return s / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", s % 60);
    }
}
