package org.mahjongresults.web.stages;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.web.standings.StandingsService;

/** The draw the results were computed with, in the engine's terms, from the seatings the results already hold. */
final class SeatedDraw {

    private SeatedDraw() {
    }

    static Draw draw(StandingsService.Results results) {
        List<Seating> all = new ArrayList<>();
        results.seatings().values().forEach(all::addAll);
        return DrawRepository.toDraw(all);
    }
}
