package org.mahjongresults.web.tiles;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.ClaimedFrom;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.hand.ParsedHand;
import org.mahjongresults.engine.tile.Tile;

/**
 * A hand as the tiles fragment ({@code templates/fragments/tiles.html}) draws it: the declared melds one group each,
 * then the concealed tiles, then the winning tile apart. It reads the notation with the engine's own reader
 * ({@link HandNotation}), so the pictures and the verification never disagree about what was written.
 *
 * @param groups the groups in the order they are drawn
 */
public record TileHand(List<Group> groups) {

    /** One drawn tile: its notation code (the image's name, {@code 5m}, {@code E}) and whether it lies turned. */
    public record Face(String code, boolean turned) {
    }

    /**
     * A group of tiles drawn together.
     *
     * @param kind {@code chow}, {@code pung}, {@code kong}, {@code concealedKong} (a declared meld),
     *             {@code concealed} (the standing tiles) or {@code win} (the winning tile)
     */
    public record Group(String kind, List<Face> tiles) {
    }

    /** The drawing of a hand written in the notation, or null when it cannot be read (the page then shows the text). */
    public static TileHand of(String notation) {
        if (notation == null || notation.isBlank()) {
            return null;
        }
        ParsedHand parsed = HandNotation.parse(notation);
        if (!parsed.isOk()) {
            return null;
        }
        Hand hand = parsed.hand();
        List<Group> groups = new ArrayList<>(hand.melds().size() + 2);
        for (Meld m : hand.melds()) {
            groups.add(meld(m));
        }
        if (!hand.concealed().isEmpty()) {
            groups.add(new Group("concealed", hand.concealed().stream().map(t -> new Face(t.code(), false)).toList()));
        }
        if (hand.winTile() != null) {
            groups.add(new Group("win", List.of(new Face(hand.winTile().code(), false))));
        }
        return new TileHand(List.copyOf(groups));
    }

    /**
     * A declared meld with its claimed tile turned, as it lies on the table: a chow's claimed tile (from the left)
     * wherever it sits in the run; a pung's or kong's claimed tile on the side of the player who discarded it
     * (left first, across in the middle, right last). When the notation does not say, no tile is turned.
     */
    private static Group meld(Meld m) {
        Tile[] tiles = m.tiles();
        int turned = -1;
        if (m.type() == MeldType.CHOW && m.claimedTile() != null) {
            turned = m.claimedTile().index() - m.first().index();
        } else if (m.type() != MeldType.CHOW && m.claimedFrom() != null) {
            turned = m.claimedFrom() == ClaimedFrom.LEFT ? 0
                    : m.claimedFrom() == ClaimedFrom.ACROSS ? 1 : tiles.length - 1;
        }
        List<Face> faces = new ArrayList<>(tiles.length);
        for (int i = 0; i < tiles.length; i++) {
            faces.add(new Face(tiles[i].code(), i == turned));
        }
        String kind = switch (m.type()) {
            case CHOW -> "chow";
            case PUNG -> "pung";
            case KONG -> "kong";
            case CONCEALED_KONG -> "concealedKong";
        };
        return new Group(kind, List.copyOf(faces));
    }
}
