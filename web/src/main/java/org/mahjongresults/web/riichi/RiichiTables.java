package org.mahjongresults.web.riichi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.stats.SeatedSheet;

/**
 * Every riichi game of a tournament with its players by starting seat, each replayed by the engine from its stored
 * lines ({@link RiichiGame}), for the statistics ({@code engine.riichi.stats}). Read once per results version by the
 * statistics' snapshot, never on a hand's save.
 */
public final class RiichiTables {

    /** One table's game: where it was played and the sheet with its seated players. */
    public record Game(int session, int table, SeatedSheet seated) {
    }

    private final SheetRepository sheets;
    private final DrawRepository draws;
    private final RiichiSettingsRepository settings;

    public RiichiTables(SheetRepository sheets, DrawRepository draws, RiichiSettingsRepository settings) {
        this.sheets = sheets;
        this.draws = draws;
        this.settings = settings;
    }

    /** The tournament's games with a hand played, by session and table (a table without four players left out). */
    public List<Game> games(long tournamentId) {
        RiichiProfile profile = settings.find(tournamentId).profile();
        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(draws.seatings(tournamentId));
        List<Game> games = new ArrayList<>();
        for (Sheet sheet : sheets.allSheets(tournamentId)) {
            List<Seating> players = seated.getOrDefault(sheet.session(), Map.of())
                    .getOrDefault(sheet.table(), List.of());
            if (players.size() != 4) {
                continue;
            }
            List<HandRecord> hands = sheets.hands(sheet.id());
            if (hands.isEmpty()) {
                continue;
            }
            games.add(new Game(sheet.session(), sheet.table(), new SeatedSheet(
                    players.stream().map(Seating::playerId).toList(), RiichiGame.replay(profile, hands))));
        }
        return games;
    }
}
