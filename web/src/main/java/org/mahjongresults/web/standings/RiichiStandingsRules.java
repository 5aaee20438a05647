package org.mahjongresults.web.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.SeatScore;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.riichi.RiichiGame;

/**
 * The riichi standings (issue 38): players ranked by their points after uma and oka summed over the sessions, kept by
 * {@link StandingsService} like MCR's, with the same tie-breakers, teams and exports. A table's session score is its
 * {@link FinalResult} total in points (score - return + uma + oka + sticks - chombo, RCR 2016 §3.6.1), from its game
 * replayed by the engine; a game still being played counts as if it ended now. No table points: every placing holds
 * zero, so the ranking is the points' order.
 */
public final class RiichiStandingsRules implements StandingsRules {

    private final SheetRepository sheets;
    private final RiichiSettingsRepository settings;

    public RiichiStandingsRules(SheetRepository sheets, RiichiSettingsRepository settings) {
        this.sheets = sheets;
        this.settings = settings;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.RIICHI;
    }

    @Override
    public Optional<OwnStandingsPage> ownPage(Tournament t, boolean visible, boolean canManage) {
        return Optional.empty();
    }

    @Override
    public boolean tablePointPages() {
        return true;
    }

    /** A riichi table's score starts from the preset's starting points (RCR 2016 §3.1: 30,000). */
    @Override
    public int scoreBase(Tournament t) {
        return settings.find(t.id()).profile().game().startingPoints();
    }

    /**
     * The table placed by its game's final result. A seat's session score from the hands ({@code seats}) is its score
     * minus the starting points, plus what penalties moved; the penalties are kept on top of the result.
     */
    @Override
    public TableResult tableResult(Tournament t, List<SeatScore> seats, Sheet sheet) {
        RiichiProfile profile = settings.find(t.id()).profile();
        RiichiSheet game = RiichiGame.replay(profile, sheets.hands(sheet.id()));
        FinalResult result = FinalResult.of(game.state(), profile.game());
        List<Placing> placings = new ArrayList<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            SeatScore s = seats.get(seat);
            FinalResult.PlayerResult line = result.of(seat);
            int penalties = s.sessionScore() - (line.score() - profile.game().startingPoints());
            boolean tied = result.players().stream().filter(o -> o.place() == line.place()).count() > 1;
            placings.add(new Placing(s.playerId(), line.total() + penalties, true, line.place(), tied,
                    TablePoints.ZERO));
        }
        return new TableResult(t.tablePointSystem(), t.tieRule(), placings, false);
    }
}
