package org.mahjongresults.web.sheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.game.TableState;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.ScoredWin;
import org.mahjongresults.engine.riichi.sheet.SheetHand;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.db.riichi.RiichiLine;

/** The riichi sheet's page records (issue 38), built from the table's game as the engine replays it. */
public final class RiichiPages {

    private RiichiPages() {
    }

    /**
     * The riichi sheet page: the hands played with every seat's change and running score, the table before the next
     * hand, the final result once the game is over, and the entry form.
     *
     * @param next the table before the next hand (round, dealer, honba, sticks, scores)
     * @param result one line per seat once the game is over (uma, oka, total), else empty
     * @param tableTotal the points on the table (scores plus sticks), always the profile's total
     */
    public record RiichiPage(Tournament tournament, int session, int table, List<Seating> players, Sheet sheet,
                             List<Row> rows, Next next, boolean over, List<ResultLine> result, int tableTotal,
                             String preset, Form form, int nextHand, String requestId, boolean canScore,
                             boolean canEnter, boolean canReferee, boolean canCorrect, List<HandRecord> missed,
                             List<Correction> corrections, boolean canManage, Choices choices) {

        /** The name of the hand to enter, with the dealer: "East 2, 1 honba". */
        public String dealerName() {
            return players.get(next.dealer()).name();
        }
    }

    /**
     * What a line's fields offer under the tournament's preset, for the entry and the correction form alike: the yaku
     * to name, the flags of a win, the abortive draws the preset has, and whether it pays nagashi mangan.
     */
    public record Choices(List<Yaku> yaku, List<RiichiLine.Flag> flags, List<AbortiveDraw> abortive,
                          boolean nagashi) {

        static Choices of(RiichiProfile profile) {
            return new Choices(RiichiLine.namedYaku(), List.of(RiichiLine.Flag.values()),
                    java.util.Arrays.stream(AbortiveDraw.values()).filter(profile.game()::hasAbortiveDraw).toList(),
                    profile.game().nagashiMangan());
        }
    }

    /** The table before the next hand: wind (E or S), hand number in the round, honba, sticks and the four scores. */
    public record Next(String wind, int round, int dealer, int honba, int sticks, List<Integer> scores) {

        static Next of(TableState s) {
            return new Next(String.valueOf("ESWN".charAt(s.wind())), s.dealer() + 1, s.dealer(), s.honba(),
                    s.sticks(), s.scores());
        }
    }

    /** One played hand: its name, the line's kind, the wins, each seat's change and score after, the sticks left. */
    public record Row(int number, Next before, String dealerName, RiichiLine.Kind kind, List<Win> wins,
                      String discarderName, List<String> riichi, List<String> tenpai, String abortive,
                      String offenderName, List<Integer> deltas, List<Integer> scores, int sticks, HandRecord hand) {
    }

    /** One win of a hand in the reader's language: the winner, han and fu (or yakuman), the limit, the yaku. */
    public record Win(String winnerName, boolean tsumo, int han, int fu, int yakuman, String limit, List<String> yaku,
                      int dora, int points, boolean paid, String notation) {
    }

    /** One seat's final result (FinalResult): score, place, uma, oka, sticks, chombo, total in result points. */
    public record ResultLine(Seating player, FinalResult.PlayerResult line) {

        public String total() {
            java.math.BigDecimal r = line.result();
            return (r.signum() > 0 ? "+" : "") + r.toPlainString();
        }
    }

    static List<Row> rows(RiichiSheet game, List<HandRecord> hands, List<Seating> players, Locale locale) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < game.hands().size() && i < hands.size(); i++) {
            SheetHand h = game.hands().get(i);
            RiichiLine line = RiichiLine.read(hands.get(i).verifiedFans());
            TableState before = h.played().before();
            TableState after = h.played().after();
            List<Win> wins = new ArrayList<>();
            for (ScoredWin w : h.wins()) {
                List<String> yaku = new ArrayList<>();
                for (YakuHan y : w.yaku()) {
                    yaku.add(y.yaku().name(locale) + (y.yakuman() > 0 ? "" : " " + y.han()));
                }
                boolean dealer = before.seatWind(w.seat()) == 0;
                wins.add(new Win(players.get(w.seat()).name(), w.tsumo(), w.value().han(), w.value().fu(),
                        w.value().yakuman().stream().mapToInt(Integer::intValue).sum(), w.base().limit().name(),
                        yaku, w.dora(), w.points(dealer), w.paid(),
                        line == null ? null : line.wins().stream().filter(x -> x.seat() == w.seat() && x.tiles())
                                .map(RiichiLine.Win::notation).findFirst().orElse(null)));
            }
            List<Integer> deltas = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                deltas.add(h.played().change(seat));
            }
            rows.add(new Row(i + 1, Next.of(before), players.get(before.dealer()).name(),
                    line == null ? null : line.kind(), wins,
                    line == null || line.discarder() == null ? null : players.get(line.discarder()).name(),
                    names(line == null ? List.of() : line.riichi(), players),
                    names(line == null ? List.of() : line.tenpai(), players),
                    line == null || line.abortive() == null ? null : line.abortive().name(),
                    line == null || line.offender() == null ? null : players.get(line.offender()).name(),
                    deltas, after.scores(), after.sticks(), hands.get(i)));
        }
        return rows;
    }

    static List<ResultLine> result(RiichiSheet game, List<Seating> players) {
        if (!game.isOver()) {
            return List.of();
        }
        List<ResultLine> lines = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            lines.add(new ResultLine(players.get(seat), game.result().of(seat)));
        }
        return lines;
    }

    private static List<String> names(List<Integer> seats, List<Seating> players) {
        return seats.stream().map(s -> players.get(s).name()).toList();
    }
}
