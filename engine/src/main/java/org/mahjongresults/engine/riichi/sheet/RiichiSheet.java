package org.mahjongresults.engine.riichi.sheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.mahjongresults.engine.riichi.HanFuCheck;
import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.RiichiResult;
import org.mahjongresults.engine.riichi.RiichiScorer;
import org.mahjongresults.engine.riichi.RiichiSituation;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.game.BasePoints;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.game.Hanchan;
import org.mahjongresults.engine.riichi.game.HandRecord;
import org.mahjongresults.engine.riichi.game.HandValue;
import org.mahjongresults.engine.riichi.game.PlayedHand;
import org.mahjongresults.engine.riichi.game.RefusedRecord;
import org.mahjongresults.engine.riichi.game.Settlement;
import org.mahjongresults.engine.riichi.game.TableState;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.engine.tile.Wind;

/**
 * A riichi score sheet: the hands of one game in order, each scored and settled. Immutable: {@link
 * #enter(SheetEntry)} returns the sheet with one more hand or throws a {@link SheetRefusal}, and the sheet it was
 * called on is unchanged, so a refused line leaves nothing behind.
 *
 * <p>A win written as tiles is scored by {@link RiichiScorer} under the profile's hand rules, with the round wind and
 * the winner's seat wind of the hand being played; a win written as han and fu is checked by {@link HanFuCheck}. Either
 * becomes a {@link HandValue} that the game ledger ({@link Hanchan}) settles under the profile's game rules, which
 * keeps the scores plus the sticks on the table equal to the table's total after every hand and ends the game when
 * the rules say (the last hand, agari-yame, bust).
 */
public final class RiichiSheet {

    private final RiichiProfile profile;
    private final Hanchan game;
    private final List<SheetHand> hands;

    private RiichiSheet(RiichiProfile profile, Hanchan game, List<SheetHand> hands) {
        this.profile = profile;
        this.game = game;
        this.hands = hands;
    }

    /** An empty sheet under {@code profile}: East 1, everyone on the starting points. */
    public static RiichiSheet start(RiichiProfile profile) {
        return new RiichiSheet(profile, Hanchan.start(profile.game()), List.of());
    }

    public RiichiProfile profile() {
        return profile;
    }

    /** The game's ledger: every hand with the table before and after it. */
    public Hanchan game() {
        return game;
    }

    /** The sheet's lines as scored, in order. */
    public List<SheetHand> hands() {
        return hands;
    }

    /** The table before the next hand. */
    public TableState state() {
        return game.state();
    }

    public boolean isOver() {
        return game.isOver();
    }

    /** Final scores, places, uma, oka and chombo by the profile; meaningful once {@link #isOver()}. */
    public FinalResult result() {
        return game.result();
    }

    /**
     * This sheet with one more line, or a {@link SheetRefusal} saying why the line cannot be; the calls of the hand
     * are not recorded (the statistics then know only the winners' open hands).
     */
    public RiichiSheet enter(SheetEntry entry) {
        return enter(entry, null);
    }

    /**
     * This sheet with one more line and the players who called a tile in the hand (for the call rate), or a {@link
     * SheetRefusal}; {@code called} null means not recorded.
     */
    public RiichiSheet enter(SheetEntry entry, Set<Integer> called) {
        if (entry == null) {
            throw SheetRefusal.of(SheetRefusal.Reason.GAME_RULE, -1, "no line was given");
        }
        TableState before = game.state();
        List<ScoredWin> wins = new ArrayList<>();
        HandRecord record;
        if (entry instanceof SheetEntry.Ron ron) {
            List<HandRecord.RonWin> ronWins = new ArrayList<>();
            for (SheetEntry.Winner w : ron.winners()) {
                ScoredWin scored = score(w.seat(), ron.discarder(), w.win(), false, ron.riichi(), before);
                wins.add(scored);
                ronWins.add(new HandRecord.RonWin(w.seat(), scored.value()));
            }
            checkSameIndicators(ron.winners());
            record = new HandRecord.Ron(ronWins, ron.discarder(), ron.riichi());
        } else if (entry instanceof SheetEntry.Tsumo tsumo) {
            ScoredWin scored = score(tsumo.winner(), -1, tsumo.win(), true, tsumo.riichi(), before);
            wins.add(scored);
            record = new HandRecord.Tsumo(tsumo.winner(), scored.value(), tsumo.riichi());
        } else if (entry instanceof SheetEntry.Draw draw) {
            record = new HandRecord.ExhaustiveDraw(draw.tenpai(), draw.riichi(), draw.nagashi());
        } else if (entry instanceof SheetEntry.Abortive abortive) {
            record = new HandRecord.Abortive(abortive.kind(), abortive.riichi());
        } else {
            SheetEntry.Chombo chombo = (SheetEntry.Chombo) entry;
            record = new HandRecord.Chombo(chombo.offender(), chombo.riichi());
        }
        Hanchan next;
        try {
            next = game.play(record);
        } catch (RefusedRecord refused) {
            throw SheetRefusal.game(refused);
        }
        if (record instanceof HandRecord.Ron ron) {
            wins = markPaid(wins, ron);
        }
        PlayedHand played = next.hands().get(next.hands().size() - 1);
        List<SheetHand> lines = new ArrayList<>(hands);
        lines.add(new SheetHand(entry, calls(entry, called, wins), wins, played));
        return new RiichiSheet(profile, next, List.copyOf(lines));
    }

    /** The callers as recorded, checked against the riichi players and the winning hands. */
    private static Set<Integer> calls(SheetEntry entry, Set<Integer> called, List<ScoredWin> wins) {
        Set<Integer> open = new java.util.HashSet<>();
        wins.stream().filter(ScoredWin::open).forEach(w -> open.add(w.seat()));
        if (called == null) {
            return open;
        }
        for (int seat : called) {
            if (seat < 0 || seat > 3) {
                throw SheetRefusal.game(RefusedRecord.Reason.BAD_SEAT);
            }
            if (entry.riichi().contains(seat)) {
                throw SheetRefusal.of(SheetRefusal.Reason.CALL_MISMATCH, seat, "seat " + seat
                        + " declared riichi, so did not call");
            }
        }
        for (ScoredWin w : wins) {
            if (w.open() != called.contains(w.seat())) {
                throw SheetRefusal.of(SheetRefusal.Reason.CALL_MISMATCH, w.seat(), "seat " + w.seat() + " won with "
                        + (w.open() ? "an open hand but is not named as calling" : "a closed hand but is named as"
                        + " calling"));
            }
        }
        return called;
    }

    private List<ScoredWin> markPaid(List<ScoredWin> wins, HandRecord.Ron ron) {
        Set<Integer> paid = new java.util.HashSet<>();
        for (HandRecord.RonWin w : Settlement.paidWinners(ron.wins(), ron.discarder(), profile.game())) {
            paid.add(w.winner());
        }
        List<ScoredWin> marked = new ArrayList<>(wins.size());
        for (ScoredWin w : wins) {
            marked.add(new ScoredWin(w.seat(), w.discarder(), w.tsumo(), w.open(), w.yaku(), w.dora(), w.value(),
                    w.base(), paid.contains(w.seat())));
        }
        return marked;
    }

    /** The winners of one discard saw the same wall: their indicators, where written as tiles, are the same. */
    private static void checkSameIndicators(List<SheetEntry.Winner> winners) {
        RiichiSituation first = null;
        for (SheetEntry.Winner w : winners) {
            if (w.win() instanceof WinEntry.Tiles tiles) {
                RiichiSituation s = tiles.situation();
                if (first == null) {
                    first = s;
                } else if (!first.dora().equals(s.dora())
                        || first.anyRiichi() && s.anyRiichi() && !first.ura().equals(s.ura())) {
                    throw SheetRefusal.of(SheetRefusal.Reason.DORA_MISMATCH, w.seat(), "the winners of one discard"
                            + " show different dora or ura indicators");
                }
            }
        }
    }

    private ScoredWin score(int seat, int discarder, WinEntry win, boolean tsumo, Set<Integer> riichi,
            TableState table) {
        if (seat < 0 || seat > 3) {
            throw SheetRefusal.game(RefusedRecord.Reason.BAD_SEAT);
        }
        if (win instanceof WinEntry.Tiles tiles) {
            return scoreTiles(seat, discarder, tiles, tsumo, riichi, table);
        }
        if (win instanceof WinEntry.HanFu hanFu) {
            return scoreHanFu(seat, discarder, hanFu.entry(), tsumo, riichi, table);
        }
        throw SheetRefusal.of(SheetRefusal.Reason.INVALID_HAND, seat, "the win of seat " + seat + " is not written");
    }

    private ScoredWin scoreTiles(int seat, int discarder, WinEntry.Tiles tiles, boolean tsumo, Set<Integer> riichi,
            TableState table) {
        RiichiSituation s = tiles.situation();
        if (tiles.hand() == null || s == null) {
            throw SheetRefusal.of(SheetRefusal.Reason.INVALID_HAND, seat, "the hand of seat " + seat + " is missing");
        }
        if (s.roundWind() != Wind.values()[table.wind()]) {
            throw SheetRefusal.of(SheetRefusal.Reason.WRONG_ROUND_WIND, seat, "the hand is written in another round"
                    + " than " + table.handName());
        }
        if (s.seatWind() != Wind.values()[table.seatWind(seat)]) {
            throw SheetRefusal.of(SheetRefusal.Reason.WRONG_SEAT_WIND, seat, "seat " + seat + " sits "
                    + Wind.values()[table.seatWind(seat)] + " in " + table.handName() + ", not " + s.seatWind());
        }
        checkKindAndRiichi(seat, s.tsumo(), s.anyRiichi(), tsumo, riichi);
        RiichiResult r = RiichiScorer.score(tiles.hand(), s, profile.hand());
        switch (r.status()) {
            case INVALID -> throw SheetRefusal.hand(seat, r.error());
            case NOT_COMPLETE -> throw SheetRefusal.of(SheetRefusal.Reason.NOT_COMPLETE, seat, "the tiles of seat "
                    + seat + " make no winning hand");
            case NO_YAKU -> throw SheetRefusal.of(SheetRefusal.Reason.NO_YAKU, seat, "the hand of seat " + seat
                    + " has no yaku; dora are not yaku");
            default -> {
            }
        }
        HandValue value;
        if (r.yakuman() > 0) {
            List<Integer> each = new ArrayList<>();
            for (YakuHan y : r.yaku()) {
                if (y.yakuman() > 0) {
                    each.add(y.yakuman());
                }
            }
            value = new HandValue(0, 0, each);
        } else {
            value = HandValue.of(r.han(), r.fu());
        }
        boolean open = isOpen(tiles);
        return new ScoredWin(seat, discarder, tsumo, open, r.yaku(), r.allDora(), value,
                BasePoints.of(value, profile.game()), true);
    }

    private static boolean isOpen(WinEntry.Tiles tiles) {
        return tiles.hand().tiles().melds().stream().anyMatch(m -> m.isExposed());
    }

    private ScoredWin scoreHanFu(int seat, int discarder, HanFuEntry e, boolean tsumo, Set<Integer> riichi,
            TableState table) {
        boolean declared = e.yaku().contains(Yaku.RIICHI) || e.yaku().contains(Yaku.DOUBLE_RIICHI);
        checkKindAndRiichi(seat, e.tsumo(), declared, tsumo, riichi);
        boolean dealer = table.seatWind(seat) == 0;
        if (e.yaku().contains(Yaku.TENHOU) && !dealer
                || (e.yaku().contains(Yaku.CHIIHOU) || e.yaku().contains(Yaku.RENHOU)) && dealer) {
            throw SheetRefusal.of(SheetRefusal.Reason.FIRST_TURN_SEAT, seat, "tenhou is the dealer's, chiihou and"
                    + " renhou a non-dealer's");
        }
        HanFuCheck.Verdict verdict = HanFuCheck.check(e, profile.hand());
        if (!verdict.possible()) {
            throw SheetRefusal.check(seat, verdict);
        }
        List<YakuHan> yaku = new ArrayList<>();
        List<Integer> yakuman = new ArrayList<>();
        int yakuHan = 0;
        for (Yaku y : Yaku.values()) {
            if (e.yaku().contains(y)) {
                int v = y.yakumanValue(profile.hand());
                yaku.add(new YakuHan(y, v == 0 ? y.han(e.open()) : 0, v));
                yakuHan += v == 0 ? y.han(e.open()) : 0;
                if (v > 0) {
                    yakuman.add(v);
                }
            }
        }
        HandValue value;
        try {
            value = yakuman.isEmpty() ? HandValue.of(e.han(), e.fu()) : new HandValue(0, 0, yakuman);
        } catch (IllegalArgumentException out) {
            throw SheetRefusal.check(seat, new HanFuCheck.Verdict(false, HanFuCheck.Reason.FU_VALUE,
                    out.getMessage()));
        }
        int dora = yakuman.isEmpty() ? Math.max(0, e.han() - yakuHan) : 0;
        return new ScoredWin(seat, discarder, tsumo, e.open(), yaku, dora, value,
                BasePoints.of(value, profile.game()), true);
    }

    private static void checkKindAndRiichi(int seat, boolean writtenTsumo, boolean writtenRiichi, boolean tsumo,
            Set<Integer> riichi) {
        if (writtenTsumo != tsumo) {
            throw SheetRefusal.of(SheetRefusal.Reason.WRONG_WIN_KIND, seat, "the hand of seat " + seat
                    + " is written as " + (writtenTsumo ? "a self-draw" : "a ron") + " on a "
                    + (tsumo ? "self-draw" : "ron") + " line");
        }
        if (writtenRiichi != riichi.contains(seat)) {
            throw SheetRefusal.of(SheetRefusal.Reason.RIICHI_MISMATCH, seat, "seat " + seat
                    + (writtenRiichi ? " wins with riichi but is not named as declaring it"
                    : " is named as declaring riichi but the hand has none"));
        }
    }
}
