package org.mahjongresults.db.riichi;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.ParsedRiichiHand;
import org.mahjongresults.engine.riichi.RiichiNotation;
import org.mahjongresults.engine.riichi.RiichiSituation;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;
import org.mahjongresults.engine.riichi.game.PlayedHand;
import org.mahjongresults.engine.riichi.game.TableState;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.riichi.sheet.SheetEntry;
import org.mahjongresults.engine.riichi.sheet.SheetHand;
import org.mahjongresults.engine.riichi.sheet.WinEntry;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * One line of a riichi sheet as the scorekeeper entered it, in seats 0-3 (the order of the first deal), stored as JSON
 * with its hand. It says nothing the table already knows (the round and seat winds, the honba): {@link #entry} reads
 * them from the table before the line, so replaying the stored lines gives the same game.
 *
 * @param kind how the hand ended
 * @param wins the winners of a ron (one, or two or three where the rules pay them) or the tsumo's winner
 * @param discarder the seat that dealt in (ron)
 * @param riichi the seats that declared riichi in the hand
 * @param tenpai the seats tenpai at an exhaustive draw
 * @param abortive the abortive draw's kind
 * @param offender the seat that committed the chombo
 * @param nagashi the seats that made nagashi mangan at an exhaustive draw, where the preset pays it (lines stored
 *     before it existed read as none)
 */
public record RiichiLine(Kind kind, List<Win> wins, Integer discarder, List<Integer> riichi, List<Integer> tenpai,
                         AbortiveDraw abortive, Integer offender, List<Integer> nagashi) {

    /** How a hand ended, as the sheet's form offers it. */
    public enum Kind {
        RON, TSUMO, DRAW, ABORTIVE, CHOMBO;

        public boolean win() {
            return this == RON || this == TSUMO;
        }
    }

    /** The ways of winning a scorekeeper ticks beside the tiles (riichi itself comes from the riichi seats). */
    public enum Flag {
        DOUBLE_RIICHI("double-riichi"), IPPATSU("ippatsu"), LAST_TILE(null), RINSHAN("rinshan"),
        CHANKAN("chankan"), TENHOU("tenhou"), CHIIHOU("chiihou"), RENHOU("renhou");

        private final String word;

        Flag(String word) {
            this.word = word;
        }

        /** The word of {@link RiichiSituation#parse}; the last tile is haitei on a tsumo, houtei on a ron. */
        String word(boolean tsumo) {
            return word != null ? word : tsumo ? "haitei" : "houtei";
        }
    }

    /**
     * One winner's hand: its tiles in the riichi notation with the flags and indicators, or its han and fu with the
     * yaku named ({@code notation} null).
     */
    public record Win(int seat, String notation, List<Flag> flags, List<String> dora, List<String> ura, Integer han,
                      Integer fu, boolean open, List<Yaku> yaku) {

        public Win {
            flags = flags == null ? List.of() : List.copyOf(flags);
            dora = dora == null ? List.of() : List.copyOf(dora);
            ura = ura == null ? List.of() : List.copyOf(ura);
            yaku = yaku == null ? List.of() : List.copyOf(yaku);
        }

        public boolean tiles() {
            return notation != null;
        }
    }

    /** The yaku a scorekeeper ticks for a han and fu entry: all but riichi, which the riichi seats give. */
    public static List<Yaku> namedYaku() {
        return java.util.Arrays.stream(Yaku.values()).filter(y -> y != Yaku.RIICHI).toList();
    }

    public RiichiLine {
        wins = wins == null ? List.of() : List.copyOf(wins);
        riichi = riichi == null ? List.of() : List.copyOf(new TreeSet<>(riichi));
        tenpai = tenpai == null ? List.of() : List.copyOf(new TreeSet<>(tenpai));
        nagashi = nagashi == null ? List.of() : List.copyOf(new TreeSet<>(nagashi));
    }

    /** The line as the engine's sheet takes it, in the hand that {@code before} is about to deal. */
    public SheetEntry entry(TableState before) {
        Set<Integer> declared = Set.copyOf(riichi);
        return switch (kind) {
            case RON -> {
                List<SheetEntry.Winner> winners = new ArrayList<>();
                for (Win w : wins) {
                    winners.add(new SheetEntry.Winner(w.seat(), win(w, false, declared, before)));
                }
                yield new SheetEntry.Ron(winners, discarder == null ? -1 : discarder, declared);
            }
            case TSUMO -> new SheetEntry.Tsumo(wins.get(0).seat(), win(wins.get(0), true, declared, before),
                    declared);
            case DRAW -> new SheetEntry.Draw(Set.copyOf(tenpai), declared, Set.copyOf(nagashi));
            case ABORTIVE -> new SheetEntry.Abortive(abortive, declared);
            case CHOMBO -> new SheetEntry.Chombo(offender == null ? -1 : offender, declared);
        };
    }

    private static WinEntry win(Win w, boolean tsumo, Set<Integer> declared, TableState before) {
        if (!w.tiles()) {
            Set<Yaku> yaku = w.yaku().isEmpty() ? EnumSet.noneOf(Yaku.class) : EnumSet.copyOf(w.yaku());
            // A player named in riichi won with it: the sheet's riichi seats say so once, not again in the yaku.
            if (declared.contains(w.seat()) && !yaku.contains(Yaku.DOUBLE_RIICHI)) {
                yaku.add(Yaku.RIICHI);
            }
            return new WinEntry.HanFu(new HanFuEntry(yaku, w.open(), tsumo, w.han() == null ? 0 : w.han(),
                    w.fu() == null ? 0 : w.fu()));
        }
        ParsedRiichiHand parsed = RiichiNotation.parse(w.notation());
        RiichiSituation situation = RiichiSituation.parse(words(w, tsumo, declared, before));
        return new WinEntry.Tiles(parsed.isOk() ? parsed.hand() : null, situation);
    }

    /** The situation's words: the winds from the table, riichi from the riichi seats, the ticked flags, indicators. */
    static String words(Win w, boolean tsumo, Set<Integer> declared, TableState before) {
        StringBuilder s = new StringBuilder(tsumo ? "tsumo" : "ron");
        s.append(" round=").append("ESWN".charAt(before.wind()));
        s.append(" seat=").append("ESWN".charAt(before.seatWind(w.seat())));
        if (declared.contains(w.seat()) && !w.flags().contains(Flag.DOUBLE_RIICHI)) {
            s.append(" riichi");
        }
        for (Flag f : w.flags()) {
            s.append(' ').append(f.word(tsumo));
        }
        if (!w.dora().isEmpty()) {
            s.append(" dora=").append(String.join(",", w.dora()));
        }
        if (!w.ura().isEmpty()) {
            s.append(" ura=").append(String.join(",", w.ura()));
        }
        return s.toString();
    }

    /**
     * The line of a hand the engine's sheet took ({@code hand}: its entry and its wins as scored): a win written as
     * tiles keeps its tiles, flags and indicators; one written as han and fu keeps them with the yaku named.
     */
    public static RiichiLine of(SheetHand hand) {
        SheetEntry e = hand.entry();
        List<Integer> riichi = List.copyOf(e.riichi());
        if (e instanceof SheetEntry.Ron ron) {
            List<Win> wins = new ArrayList<>();
            for (SheetEntry.Winner w : ron.winners()) {
                wins.add(win(w.seat(), w.win(), hand));
            }
            return new RiichiLine(Kind.RON, wins, ron.discarder(), riichi, List.of(), null, null, List.of());
        }
        if (e instanceof SheetEntry.Tsumo tsumo) {
            return new RiichiLine(Kind.TSUMO, List.of(win(tsumo.winner(), tsumo.win(), hand)), null, riichi,
                    List.of(), null, null, List.of());
        }
        if (e instanceof SheetEntry.Draw draw) {
            return new RiichiLine(Kind.DRAW, List.of(), null, riichi, List.copyOf(draw.tenpai()), null, null,
                    List.copyOf(draw.nagashi()));
        }
        if (e instanceof SheetEntry.Abortive abortive) {
            return new RiichiLine(Kind.ABORTIVE, List.of(), null, riichi, List.of(), abortive.kind(), null, List.of());
        }
        return new RiichiLine(Kind.CHOMBO, List.of(), null, riichi, List.of(), null,
                ((SheetEntry.Chombo) e).offender(), List.of());
    }

    private static Win win(int seat, WinEntry entry, SheetHand hand) {
        if (entry instanceof WinEntry.Tiles tiles) {
            RiichiSituation s = tiles.situation();
            List<Flag> flags = new ArrayList<>();
            if (s.doubleRiichi()) {
                flags.add(Flag.DOUBLE_RIICHI);
            }
            boolean[] set = {s.ippatsu(), s.haitei() || s.houtei(), s.rinshan(), s.chankan(), s.tenhou(),
                    s.chiihou(), s.renhou()};
            Flag[] named = {Flag.IPPATSU, Flag.LAST_TILE, Flag.RINSHAN, Flag.CHANKAN, Flag.TENHOU, Flag.CHIIHOU,
                    Flag.RENHOU};
            for (int i = 0; i < set.length; i++) {
                if (set[i]) {
                    flags.add(named[i]);
                }
            }
            return new Win(seat, tiles.hand().toString(), flags, s.dora().stream().map(t -> t.code()).toList(),
                    s.anyRiichi() ? s.ura().stream().map(t -> t.code()).toList() : List.of(), null, null, false,
                    List.of());
        }
        HanFuEntry hf = ((WinEntry.HanFu) entry).entry();
        List<Yaku> yaku = hf.yaku().stream().filter(y -> y != Yaku.RIICHI).sorted().toList();
        return new Win(seat, null, List.of(), List.of(), List.of(), hf.han(), hf.fu(), hf.open(), yaku);
    }

    /**
     * The hand row this line stores once the engine has {@code played} it: who dealt in which round, who won and how,
     * each seat's change (a riichi deposit included, so a row need not sum to zero) and this line as JSON.
     */
    public ScoredHand scoredHand(int number, PlayedHand played, String requestId) {
        TableState before = played.before();
        List<Integer> changes = new ArrayList<>();
        List<String> winds = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            changes.add(played.change(seat));
            winds.add(String.valueOf("ESWN".charAt(before.seatWind(seat))));
        }
        Win first = wins.isEmpty() ? null : wins.get(0);
        return new ScoredHand(number, String.valueOf("ESWN".charAt(before.wind())), before.dealer(), kind.win(),
                first == null ? null : first.seat(), kind == Kind.TSUMO, discarder, null, null, 0,
                first == null ? null : first.notation(), null, null, null, HandVerification.VERIFIED, requestId,
                winds, changes, json());
    }

    /** The line as stored. */
    public String json() {
        return JsonCodec.write(this);
    }

    /** A stored line; null for text that is not one (a hand of another rule set). */
    public static RiichiLine read(String json) {
        if (json == null || !json.startsWith("{\"kind\"")) {
            return null;
        }
        try {
            return JsonCodec.read(json, RiichiLine.class);
        } catch (JsonProcessingException | RuntimeException e) {
            return null;
        }
    }
}
