package org.mahjongresults.db.demo;

import java.util.List;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.sheet.ScoredHand;

/**
 * The demo's hands go straight onto their sheets: the demo plays each sheet alone and in order, so none of the
 * sheet service's checks (a stale form, a repeated request, a closed sheet) can apply; the session starts with its
 * first hand as the engine's rule says.
 */
final class DemoHands {

    private DemoHands() {
    }

    /** Adds the next hand to the sheet and returns the sheet's new version. */
    static int add(SheetRepository sheets, long tournamentId, long sheetId,
                   ScoredHand hand, List<Long> players) {
        return sheets.write(Actor.SYSTEM, tournamentId, sheetId, sheet -> {
            sheet.add(HandRecord.of(hand, players), HandRecord.seatsOf(hand, players));
            sheet.session(sheet.session().afterHand());
            return sheet.version();
        });
    }
}
