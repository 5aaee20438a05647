package org.mahjongresults.engine.mcr;

import java.util.List;
import org.mahjongresults.engine.hand.HandError;

/**
 * The verdict on one hand.
 *
 * @param classification       win, below minimum, not complete or invalid
 * @param fans                 the fans of the best reading in fan-number order, flowers (fan 81) last; empty for
 *                             {@code NOT_COMPLETE} and {@code INVALID}; for {@code BELOW_MINIMUM} the fans found,
 *                             without flowers
 * @param fanPointsExclFlowers the sum of the fans without flowers; compared with the 8-point minimum
 * @param total                the fan points B used in settlement (MCR 2006 §3.9.1-2): flowers included for a win; for
 *                             {@code BELOW_MINIMUM} equal to {@code fanPointsExclFlowers}; 0 otherwise
 * @param error                why the input is invalid; null unless {@code INVALID}
 */
public record ScoreResult(Classification classification, List<FanCount> fans, int fanPointsExclFlowers,
                          int total, HandError error) {

    public ScoreResult {
        fans = fans instanceof FanList ? fans : List.copyOf(fans);
    }

    static ScoreResult invalid(HandError error) {
        return new ScoreResult(Classification.INVALID, List.of(), 0, 0, error);
    }

    static ScoreResult notComplete() {
        return new ScoreResult(Classification.NOT_COMPLETE, List.of(), 0, 0, null);
    }

    public boolean isWin() {
        return classification == Classification.WIN;
    }
}
