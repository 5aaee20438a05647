package org.mahjongresults.web.riichi;

import java.util.List;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.SheetRefusal;

/**
 * A riichi table's game from its stored lines: each hand's line is replayed through the engine's {@link RiichiSheet}
 * under the tournament's profile (microseconds a line), so the table's state (the hand, dealer, honba, sticks and
 * scores) and the final result are always the engine's, never a second copy to keep in step.
 */
public final class RiichiGame {

    private RiichiGame() {
    }

    /**
     * The sheet after the stored hands numbered below {@code before} (all of them for {@link Integer#MAX_VALUE}).
     * A stored line the engine no longer takes (its profile changed under a played sheet) ends the replay there.
     */
    public static RiichiSheet replay(RiichiProfile profile, List<HandRecord> hands, int before) {
        RiichiSheet sheet = RiichiSheet.start(profile);
        for (HandRecord h : hands.stream().sorted(java.util.Comparator.comparingInt(HandRecord::number)).toList()) {
            if (h.number() >= before) {
                break;
            }
            RiichiLine line = RiichiLine.read(h.verifiedFans());
            if (line == null) {
                break;
            }
            try {
                sheet = sheet.enter(line.entry(sheet.state()));
            } catch (SheetRefusal refused) {
                break;
            }
        }
        return sheet;
    }

    /** The sheet after every stored hand. */
    public static RiichiSheet replay(RiichiProfile profile, List<HandRecord> hands) {
        return replay(profile, hands, Integer.MAX_VALUE);
    }
}
