package org.mahjongresults.engine.riichi;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tile.Wind;

/**
 * How a riichi hand was won: the winds, ron or tsumo, the declarations and timing that make the situational yaku,
 * and the dora and ura indicators as turned over (the first, then one more per kan).
 *
 * @param roundWind    the round (prevailing) wind 場風
 * @param seatWind     the winner's seat wind 自風; East is the dealer
 * @param tsumo        won by self-draw (else ron on a discard, or on a robbed kan)
 * @param riichi       riichi declared
 * @param doubleRiichi riichi declared on the first, uninterrupted discard (implies {@code riichi})
 * @param ippatsu      won within one uninterrupted go-around after riichi
 * @param haitei       won by self-draw on the last tile of the live wall
 * @param houtei       won on the last discard
 * @param rinshan      won by self-draw on a kan's replacement tile
 * @param chankan      won by robbing a kan
 * @param tenhou       the dealer's win on the dealt hand
 * @param chiihou      a non-dealer's self-drawn win on the first draw, no call made before
 * @param renhou       a non-dealer's ron before the first draw, no call made before
 * @param dora         dora indicators in the order turned
 * @param ura          ura dora indicators (only counted with riichi)
 */
public record RiichiSituation(Wind roundWind, Wind seatWind, boolean tsumo, boolean riichi, boolean doubleRiichi,
                              boolean ippatsu, boolean haitei, boolean houtei, boolean rinshan, boolean chankan,
                              boolean tenhou, boolean chiihou, boolean renhou, List<Tile> dora, List<Tile> ura) {

    public RiichiSituation {
        dora = dora == null ? List.of() : List.copyOf(dora);
        ura = ura == null ? List.of() : List.copyOf(ura);
    }

    /** A plain win: no declaration, no dora indicator. */
    public static RiichiSituation of(Wind round, Wind seat, boolean tsumo) {
        return new RiichiSituation(round, seat, tsumo, false, false, false, false, false, false, false, false, false,
                false, List.of(), List.of());
    }

    /** True for the dealer (East seat). */
    public boolean dealer() {
        return seatWind == Wind.EAST;
    }

    /** Riichi or double riichi. */
    public boolean anyRiichi() {
        return riichi || doubleRiichi;
    }

    /**
     * Reads the words of the test tables and the command line, separated by spaces: {@code ron} (default) or
     * {@code tsumo}; {@code round=E} and {@code seat=S} (defaults East round, South seat); the flags {@code riichi},
     * {@code double-riichi}, {@code ippatsu}, {@code haitei}, {@code houtei}, {@code rinshan}, {@code chankan},
     * {@code tenhou}, {@code chiihou}, {@code renhou}; {@code dora=3m,E} and {@code ura=5p} for indicators. Returns
     * null for a word it does not know, so that a typo in a table fails the test.
     */
    public static RiichiSituation parse(String words) {
        Wind round = Wind.EAST;
        Wind seat = Wind.SOUTH;
        boolean[] f = new boolean[11];
        List<Tile> dora = new ArrayList<>();
        List<Tile> ura = new ArrayList<>();
        for (String w : words == null ? new String[0] : words.trim().split("\\s+")) {
            if (w.isEmpty() || w.equals("ron")) {
                continue;
            }
            int flag = List.of("tsumo", "riichi", "double-riichi", "ippatsu", "haitei", "houtei", "rinshan",
                    "chankan", "tenhou", "chiihou", "renhou").indexOf(w);
            if (flag >= 0) {
                f[flag] = true;
            } else if (w.startsWith("round=") || w.startsWith("seat=")) {
                Wind wind = Wind.ofCode(w.substring(w.indexOf('=') + 1));
                if (wind == null) {
                    return null;
                }
                if (w.startsWith("round=")) {
                    round = wind;
                } else {
                    seat = wind;
                }
            } else if (w.startsWith("dora=") || w.startsWith("ura=")) {
                for (String code : w.substring(w.indexOf('=') + 1).split(",")) {
                    Tile t = Tile.ofCode(code.replace('0', '5'));
                    if (t == null) {
                        return null;
                    }
                    (w.startsWith("dora=") ? dora : ura).add(t);
                }
            } else {
                return null;
            }
        }
        return new RiichiSituation(round, seat, f[0], f[1] || f[2], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9],
                f[10], dora, ura);
    }
}
