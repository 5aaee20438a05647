package org.mahjongresults.engine.riichi.demo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.mahjongresults.engine.riichi.RiichiScorer;
import org.mahjongresults.engine.riichi.RiichiSituation;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.SheetEntry;
import org.mahjongresults.engine.riichi.sheet.WinEntry;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;
import org.mahjongresults.engine.riichi.game.MultipleRon;
import org.mahjongresults.engine.riichi.game.TableState;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tile.Wind;

/**
 * Deterministic demo hanchan and a demo tournament of 16 players over 4 hanchan. The same seed gives the same games
 * on every machine ({@link Random} is specified to the bit).
 *
 * <p>Frequencies are chosen to look like strong online play: about 14 % of hands end in an exhaustive draw, wins are
 * about two thirds ron and one third tsumo, a player declares riichi in about 17 % of hands, and winners are about
 * 40 % in riichi, 35 % open and 25 % closed without riichi; a chombo is rare (3 hands in 1000), and so are nagashi
 * mangan and the nine-terminals abortive draw where the rules have them. They are the demo's
 * targets, not figures from a source (RULINGS §10.17).
 */
public final class RiichiDemo {

    /** Players in the demo tournament. */
    public static final int PLAYERS = 16;
    /** Hanchan per player. */
    public static final int ROUNDS = 4;

    private static final int[] ALPHA = {0, 2, 3, 1};

    private final RiichiProfile profile;
    private final Random random;
    private final DemoHands hands;

    private RiichiDemo(RiichiProfile profile, long seed) {
        this.profile = profile;
        this.random = new Random(seed);
        this.hands = new DemoHands(random, profile.hand());
    }

    /** One finished hanchan under {@code profile}, the same for the same seed. */
    public static RiichiSheet hanchan(RiichiProfile profile, long seed) {
        return new RiichiDemo(profile, seed).play();
    }

    /**
     * The demo tournament: 16 players, 4 hanchan, 4 tables a round, and no two players at one table twice (players
     * are the cells of a 4 × 4 grid; tables are the rows, the columns and two orthogonal Latin squares over GF(4)).
     * Each player sits in a different seat wind from one hanchan to the next where the grid allows it.
     */
    public static List<DemoGame> tournament(RiichiProfile profile, long seed) {
        RiichiDemo demo = new RiichiDemo(profile, seed);
        List<DemoGame> games = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            List<List<Integer>> tables = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                tables.add(new ArrayList<>());
            }
            for (int player = 0; player < PLAYERS; player++) {
                tables.get(tableOf(round, player / 4, player % 4)).add(player);
            }
            for (int t = 0; t < 4; t++) {
                List<Integer> seats = new ArrayList<>(tables.get(t));
                Collections.rotate(seats, -round);
                games.add(new DemoGame(round + 1, t + 1, seats, demo.play()));
            }
        }
        return List.copyOf(games);
    }

    /** The table of the player in row {@code r} and column {@code c} of the grid in a round. */
    static int tableOf(int round, int r, int c) {
        return switch (round) {
            case 0 -> r;
            case 1 -> c;
            case 2 -> r ^ c;
            default -> r ^ ALPHA[c];
        };
    }

    private RiichiSheet play() {
        RiichiSheet sheet = RiichiSheet.start(profile);
        while (!sheet.isOver()) {
            SheetEntry entry = nextEntry(sheet.state());
            sheet = sheet.enter(entry, calls(entry));
        }
        return sheet;
    }

    private SheetEntry nextEntry(TableState table) {
        int roll = random.nextInt(1000);
        if (roll < 3) {
            return SheetEntry.Chombo.of(random.nextInt(4));
        }
        if (roll < 15 && profile.game().hasAbortiveDraw(AbortiveDraw.NINE_TERMINALS)) {
            return new SheetEntry.Abortive(AbortiveDraw.NINE_TERMINALS, Set.of());
        }
        if (roll < 140) {
            return draw(table);
        }
        boolean tsumo = roll >= 720;
        int winner = random.nextInt(4);
        SheetEntry.Winner first = win(table, winner, tsumo);
        if (first == null) {
            return draw(table);
        }
        Set<Integer> riichi = new HashSet<>();
        if (isRiichi(first.win())) {
            riichi.add(winner);
        }
        if (tsumo) {
            addOtherRiichi(table, riichi, Set.of(winner));
            return new SheetEntry.Tsumo(winner, first.win(), riichi);
        }
        int discarder = (winner + 1 + random.nextInt(3)) % 4;
        List<SheetEntry.Winner> winners = new ArrayList<>(List.of(first));
        if (profile.game().multipleRon() == MultipleRon.EACH_WINNER_PAID && random.nextInt(100) < 2) {
            int second = (discarder + 1 + random.nextInt(3)) % 4;
            if (second != winner) {
                SheetEntry.Winner other = win(table, second, false, ((WinEntry.Tiles) first.win()).situation());
                if (other != null) {
                    winners.add(other);
                    if (isRiichi(other.win())) {
                        riichi.add(second);
                    }
                }
            }
        }
        Set<Integer> taken = new HashSet<>();
        winners.forEach(w -> taken.add(w.seat()));
        addOtherRiichi(table, riichi, taken);
        return new SheetEntry.Ron(winners, discarder, riichi);
    }

    /**
     * The players who called in the hand: the winners with open hands, and about three in ten of the others who did
     * not declare riichi.
     */
    private Set<Integer> calls(SheetEntry entry) {
        Set<Integer> called = new HashSet<>();
        if (entry instanceof SheetEntry.Chombo) {
            return called;
        }
        Set<Integer> winners = new HashSet<>();
        List<SheetEntry.Winner> wins = entry instanceof SheetEntry.Ron ron ? ron.winners()
                : entry instanceof SheetEntry.Tsumo tsumo ? List.of(new SheetEntry.Winner(tsumo.winner(), tsumo.win()))
                : List.of();
        for (SheetEntry.Winner w : wins) {
            winners.add(w.seat());
            if (((WinEntry.Tiles) w.win()).hand().tiles().melds().stream().anyMatch(m -> m.isExposed())) {
                called.add(w.seat());
            }
        }
        for (int seat = 0; seat < 4; seat++) {
            if (!winners.contains(seat) && !entry.riichi().contains(seat) && random.nextInt(100) < 30) {
                called.add(seat);
            }
        }
        return called;
    }

    private SheetEntry.Winner win(TableState table, int seat, boolean tsumo) {
        return win(table, seat, tsumo, null);
    }

    /** A win for {@code seat}; with {@code shared}, a second ron on the same discard shows the same indicators. */
    private SheetEntry.Winner win(TableState table, int seat, boolean tsumo,
            RiichiSituation shared) {
        int roll = random.nextInt(100);
        DemoHands.Style style = roll < 40 ? DemoHands.Style.RIICHI : roll < 75 ? DemoHands.Style.OPEN
                : DemoHands.Style.CLOSED;
        if (style == DemoHands.Style.RIICHI && !canRiichi(table, seat)) {
            style = DemoHands.Style.CLOSED;
        }
        Wind round = Wind.values()[table.wind()];
        Wind wind = Wind.values()[table.seatWind(seat)];
        WinEntry.Tiles tiles = hands.next(style, round, wind, tsumo);
        if (tiles != null && shared != null) {
            tiles = withIndicators(tiles, shared);
        }
        return tiles == null ? null : new SheetEntry.Winner(seat, tiles);
    }

    /**
     * The second winner of one discard shows the first winner's dora indicators, and the ura indicators too when both
     * declared riichi; a hand that then holds a fifth copy of an indicator's tile is not used.
     */
    private WinEntry.Tiles withIndicators(WinEntry.Tiles tiles, RiichiSituation first) {
        RiichiSituation s = tiles.situation();
        List<Tile> ura = first.anyRiichi() ? first.ura() : List.of();
        RiichiSituation same = new RiichiSituation(s.roundWind(), s.seatWind(), s.tsumo(), s.riichi(),
                s.doubleRiichi(), s.ippatsu(), s.haitei(), s.houtei(), s.rinshan(), s.chankan(), s.tenhou(),
                s.chiihou(), s.renhou(), first.dora(), ura);
        return RiichiScorer.score(tiles.hand(), same, profile.hand()).isWin() ? new WinEntry.Tiles(tiles.hand(), same)
                : null;
    }

    private SheetEntry draw(TableState table) {
        Set<Integer> riichi = new HashSet<>();
        addOtherRiichi(table, riichi, Set.of());
        Set<Integer> tenpai = new HashSet<>(riichi);
        for (int seat = 0; seat < 4; seat++) {
            if (random.nextInt(100) < 35) {
                tenpai.add(seat);
            }
        }
        // nagashi mangan is rare: about one exhaustive draw in 60, by a player not in riichi
        int nagashi = random.nextInt(4);
        if (profile.game().nagashiMangan() && random.nextInt(60) == 0 && !riichi.contains(nagashi)) {
            return new SheetEntry.Draw(tenpai, riichi, Set.of(nagashi));
        }
        return new SheetEntry.Draw(tenpai, riichi, Set.of());
    }

    /** Riichi by players who did not win, at about the rate of real play. */
    private void addOtherRiichi(TableState table, Set<Integer> riichi, Set<Integer> winners) {
        for (int seat = 0; seat < 4; seat++) {
            if (!winners.contains(seat) && random.nextInt(100) < 11 && canRiichi(table, seat)) {
                riichi.add(seat);
            }
        }
    }

    private boolean canRiichi(TableState table, int seat) {
        return !profile.game().riichiNeedsStick() || table.score(seat) >= profile.game().riichiStick();
    }

    private static boolean isRiichi(WinEntry win) {
        return win instanceof WinEntry.Tiles t && t.situation().anyRiichi();
    }
}
