package org.mahjongresults.engine.hand;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.tile.Tile;

/**
 * Builds a {@link Hand} from the structured form (tile codes and meld descriptions), giving the same errors as the
 * text notation where the problem is the same. Never throws.
 */
public final class StructuredHand {

    private StructuredHand() {
    }

    /**
     * @param concealed loose tile codes without the winning tile
     * @param melds     declared melds
     * @param winTile   the winning tile's code
     */
    public static ParsedHand build(List<String> concealed, List<MeldInput> melds, String winTile) {
        List<Tile> loose = new ArrayList<>();
        for (String code : concealed == null ? List.<String>of() : concealed) {
            Tile t = Tile.ofCode(code);
            if (t == null) {
                return unknownTile(code, "in the concealed tiles");
            }
            loose.add(t);
        }
        List<Meld> built = new ArrayList<>();
        for (MeldInput in : melds == null ? List.<MeldInput>of() : melds) {
            Object m = build(in);
            if (m instanceof HandError e) {
                return ParsedHand.failed(e);
            }
            built.add((Meld) m);
        }
        Tile win = null;
        if (winTile != null) {
            win = Tile.ofCode(winTile);
            if (win == null) {
                return unknownTile(winTile, "as the winning tile");
            }
        }
        return ParsedHand.ok(new Hand(built, loose, win));
    }

    private static ParsedHand unknownTile(String code, String where) {
        return ParsedHand.failed(HandError.of(HandError.Code.UNKNOWN_TILE, "'" + code + "' " + where
                + " is not a tile code (1m-9m, 1p-9p, 1s-9s, E S W N C F P)", String.valueOf(code)));
    }

    private static Object build(MeldInput in) {
        if (in == null || in.type() == null) {
            return HandError.of(HandError.Code.MALFORMED_INPUT, "a meld has no type");
        }
        MeldType type = switch (in.type()) {
            case "chow" -> MeldType.CHOW;
            case "pung" -> MeldType.PUNG;
            case "kong" -> MeldType.KONG;
            case "concealed_kong" -> MeldType.CONCEALED_KONG;
            default -> null;
        };
        if (type == null) {
            return HandError.of(HandError.Code.MALFORMED_INPUT, "meld type '" + in.type()
                    + "' is not chow, pung, kong or concealed_kong", in.type());
        }
        List<Tile> tiles = new ArrayList<>();
        for (String code : in.tiles()) {
            Tile t = Tile.ofCode(code);
            if (t == null) {
                return HandError.of(HandError.Code.UNKNOWN_TILE, "'" + code + "' in a " + in.type()
                        + " is not a tile code", String.valueOf(code));
            }
            tiles.add(t);
        }
        String written = "[" + String.join("", in.tiles()) + "]";
        Object shape = HandNotation.buildMeld(tiles, 0, written);
        if (shape instanceof HandError) {
            return shape;
        }
        Meld m = (Meld) shape;
        boolean kongShape = m.type() == MeldType.CONCEALED_KONG;
        if ((type == MeldType.CHOW) != (m.type() == MeldType.CHOW) || type.isKong() != kongShape
                || (type == MeldType.PUNG) != (m.type() == MeldType.PUNG)) {
            return HandError.of(HandError.Code.NOT_A_SET, "meld " + written + " is not a " + in.type(), written,
                    in.type());
        }
        Tile claimed = null;
        if (in.claimedTile() != null) {
            claimed = Tile.ofCode(in.claimedTile());
            if (claimed == null || !tiles.contains(claimed)) {
                return HandError.of(HandError.Code.BAD_CLAIM, "claimed tile '" + in.claimedTile()
                        + "' is not a tile of meld " + written, written, in.claimedTile());
            }
        }
        ClaimedFrom from = null;
        if (in.claimedFrom() != null) {
            from = ClaimedFrom.ofJsonName(in.claimedFrom());
            if (from == null) {
                return HandError.of(HandError.Code.BAD_CLAIM, "claimedFrom '" + in.claimedFrom()
                        + "' of meld " + written + " is not left, across or right", written, in.claimedFrom());
            }
        }
        switch (type) {
            case CHOW -> {
                if (from != null && from != ClaimedFrom.LEFT) {
                    return HandError.of(HandError.Code.BAD_CLAIM, "chow " + written
                            + " can only be claimed from the left-hand player, not " + in.claimedFrom(), written);
                }
                if (in.addedKong()) {
                    return addedNotKong(written);
                }
                return new Meld(MeldType.CHOW, m.first(), claimed, ClaimedFrom.LEFT, false);
            }
            case PUNG -> {
                if (in.addedKong()) {
                    return addedNotKong(written);
                }
                return new Meld(MeldType.PUNG, m.first(), claimed, from, false);
            }
            case KONG -> {
                return new Meld(MeldType.KONG, m.first(), claimed, from, in.addedKong());
            }
            default -> {
                if (claimed != null || from != null || in.addedKong()) {
                    return HandError.of(HandError.Code.BAD_CLAIM, "concealed kong " + written
                            + " is made of self-drawn tiles, so it has no claimed tile or source", written);
                }
                return Meld.concealedKong(m.first());
            }
        }
    }

    private static HandError addedNotKong(String written) {
        return HandError.of(HandError.Code.BAD_CLAIM, "meld " + written
                + " is marked as an added kong but is not a kong", written);
    }
}
