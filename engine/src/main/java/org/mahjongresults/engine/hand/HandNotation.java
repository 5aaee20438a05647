package org.mahjongresults.engine.hand;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.tile.Tile;

/**
 * Reads and writes the hand notation used by MCR players' tools (issue 3):
 * suited tiles are digits followed by {@code m}, {@code p} or {@code s} ({@code 123m}, {@code 5567p}); honours are
 * {@code E S W N C F P}; declared melds go in brackets ({@code [123m]} chow, {@code [555s]} exposed pung,
 * {@code [EEEE]} concealed kong, {@code [8888p1]} melded kong). An optional digit before {@code ]} says, for a chow,
 * which of its tiles in written order was claimed (1-3); for a pung or melded kong, from whom (1 left, 2 across,
 * 3 right); 5, 6, 7 mark an added kong (the pung claimed from left, across, right, then extended). Loose tiles
 * follow; the last loose tile is the winning tile. White space between groups is ignored.
 *
 * <p>The reader is generic (no rule set's checks) and never throws: every problem comes back as a
 * {@link HandError} naming the character, tile or meld.
 */
public final class HandNotation {

    private HandNotation() {
    }

    /** Reads a hand; never throws, whatever the input. */
    public static ParsedHand parse(String text) {
        if (text == null || text.isBlank()) {
            return ParsedHand.failed(HandError.of(HandError.Code.EMPTY_INPUT, "the hand is empty"));
        }
        List<Meld> melds = new ArrayList<>(4);
        List<Tile> loose = new ArrayList<>(14);
        List<Tile> inMeld = null;
        int meldStart = -1;
        int digitsStart = -1;
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (c >= '0' && c <= '9') {
                if (digits.length() == 0) {
                    digitsStart = i;
                }
                digits.append(c);
                if (digits.length() > 14) {
                    return ParsedHand.failed(HandError.of(HandError.Code.DIGITS_WITHOUT_SUIT,
                            "the digits at character " + (digitsStart + 1) + " run on with no suit letter",
                            String.valueOf(digitsStart + 1)));
                }
                continue;
            }
            if (c == 'm' || c == 'p' || c == 's') {
                if (digits.length() == 0) {
                    return ParsedHand.failed(HandError.of(HandError.Code.SUIT_WITHOUT_DIGITS,
                            "suit letter '" + c + "' at character " + (i + 1) + " has no digits before it",
                            String.valueOf(c), String.valueOf(i + 1)));
                }
                for (int k = 0; k < digits.length(); k++) {
                    String code = digits.charAt(k) + String.valueOf(c);
                    Tile t = Tile.ofCode(code);
                    if (t == null) {
                        return ParsedHand.failed(HandError.of(HandError.Code.UNKNOWN_TILE,
                                "'" + code + "' near character " + (digitsStart + 1)
                                        + " is not a tile: ranks run from 1 to 9", code));
                    }
                    (inMeld != null ? inMeld : loose).add(t);
                }
                digits.setLength(0);
                continue;
            }
            if (digits.length() > 0 && c != ']') {
                if (c != '[' && Tile.ofHonourLetter(c) == null) {
                    return unknownCharacter(c, i);
                }
                return digitsError(digits, digitsStart);
            }
            if (c == '[') {
                if (inMeld != null) {
                    return ParsedHand.failed(HandError.of(HandError.Code.UNBALANCED_BRACKETS,
                            "'[' at character " + (i + 1) + " opens a meld inside the meld opened at character "
                                    + (meldStart + 1), String.valueOf(i + 1)));
                }
                inMeld = new ArrayList<>(4);
                meldStart = i;
                continue;
            }
            if (c == ']') {
                if (inMeld == null) {
                    return ParsedHand.failed(HandError.of(HandError.Code.UNBALANCED_BRACKETS,
                            "']' at character " + (i + 1) + " closes no meld", String.valueOf(i + 1)));
                }
                int mark = 0;
                if (digits.length() > 0) {
                    if (digits.length() != 1 || inMeld.isEmpty()) {
                        return digitsError(digits, digitsStart);
                    }
                    mark = digits.charAt(0) - '0';
                    digits.setLength(0);
                }
                String written = text.substring(meldStart, i + 1).replaceAll("\\s", "");
                Object meld = buildMeld(inMeld, mark, written);
                if (meld instanceof HandError e) {
                    return ParsedHand.failed(e);
                }
                melds.add((Meld) meld);
                inMeld = null;
                continue;
            }
            Tile honour = Tile.ofHonourLetter(c);
            if (honour == null) {
                return unknownCharacter(c, i);
            }
            (inMeld != null ? inMeld : loose).add(honour);
        }
        if (digits.length() > 0) {
            return digitsError(digits, digitsStart);
        }
        if (inMeld != null) {
            return ParsedHand.failed(HandError.of(HandError.Code.UNBALANCED_BRACKETS,
                    "the meld opened at character " + (meldStart + 1) + " is not closed with ']'",
                    String.valueOf(meldStart + 1)));
        }
        Tile win = loose.isEmpty() ? null : loose.remove(loose.size() - 1);
        return ParsedHand.ok(new Hand(melds, loose, win));
    }

    private static ParsedHand unknownCharacter(char c, int i) {
        return ParsedHand.failed(HandError.of(HandError.Code.UNKNOWN_CHARACTER,
                "'" + c + "' at character " + (i + 1) + " is not part of the notation "
                        + "(tiles are 1-9 with m, p or s, and E S W N C F P)",
                String.valueOf(c), String.valueOf(i + 1)));
    }

    private static ParsedHand digitsError(CharSequence digits, int start) {
        return ParsedHand.failed(HandError.of(HandError.Code.DIGITS_WITHOUT_SUIT,
                "the digits '" + digits + "' at character " + (start + 1) + " are not followed by m, p or s",
                digits.toString(), String.valueOf(start + 1)));
    }

    /**
     * Builds a meld from its tiles in written order and the claim digit (0 = none); returns a {@link Meld} or
     * a {@link HandError}. Shared by the notation and the structured form so both give the same errors.
     */
    static Object buildMeld(List<Tile> tiles, int mark, String written) {
        int n = tiles.size();
        if (n != 3 && n != 4) {
            return HandError.of(HandError.Code.MELD_SIZE, "meld " + written + " has " + n
                    + " tiles; a chow or pung has 3 and a kong 4", written, String.valueOf(n));
        }
        Tile a = tiles.get(0);
        boolean same = true;
        for (Tile t : tiles) {
            same &= t == a;
        }
        if (same && n == 3) {
            if (mark > 3) {
                return HandError.of(HandError.Code.BAD_CLAIM, "meld " + written + ": claim digit " + mark
                        + " is not 1 (left), 2 (across) or 3 (right); 5-7 are only for kongs", written,
                        String.valueOf(mark));
            }
            return new Meld(MeldType.PUNG, a, mark == 0 ? null : a, from(mark), false);
        }
        if (same) {
            if (mark == 4 || mark > 7) {
                return HandError.of(HandError.Code.BAD_CLAIM, "meld " + written + ": claim digit " + mark
                        + " is not 1-3 (melded kong from left, across, right) or 5-7 (added kong)", written,
                        String.valueOf(mark));
            }
            if (mark == 0) {
                return Meld.concealedKong(a);
            }
            boolean added = mark >= 5;
            ClaimedFrom f = from(added ? mark - 4 : mark);
            return new Meld(MeldType.KONG, a, a, f, added);
        }
        if (n == 4) {
            return HandError.of(HandError.Code.NOT_A_SET, "meld " + written
                    + " has four tiles that are not all the same, so it is not a kong", written);
        }
        boolean anyHonour = false;
        for (Tile t : tiles) {
            anyHonour |= t.isHonour();
        }
        if (anyHonour) {
            return HandError.of(HandError.Code.CHOW_OF_HONOURS, "meld " + written
                    + " is neither a pung nor a chow: honours (winds, dragons) do not form chows", written);
        }
        if (tiles.get(1).suit() != a.suit() || tiles.get(2).suit() != a.suit()) {
            return HandError.of(HandError.Code.CHOW_ACROSS_SUITS, "meld " + written
                    + " mixes suits: a chow is three consecutive tiles of one suit", written);
        }
        int lo = Math.min(a.rank(), Math.min(tiles.get(1).rank(), tiles.get(2).rank()));
        int mask = 0;
        for (Tile t : tiles) {
            mask |= 1 << (t.rank() - lo);
        }
        if (mask != 0b111) {
            return HandError.of(HandError.Code.NOT_A_SET, "meld " + written
                    + " is neither a pung nor a chow of three consecutive tiles", written);
        }
        if (mark > 3) {
            return HandError.of(HandError.Code.BAD_CLAIM, "meld " + written + ": for a chow the digit says which"
                    + " of its three tiles was claimed (1-3), not " + mark, written, String.valueOf(mark));
        }
        Tile first = Tile.of(a.suit(), lo);
        return new Meld(MeldType.CHOW, first, mark == 0 ? null : tiles.get(mark - 1), ClaimedFrom.LEFT, false);
    }

    private static ClaimedFrom from(int digit) {
        return digit == 0 ? null : ClaimedFrom.values()[digit - 1];
    }

    /** Writes a hand in the notation (melds, then loose tiles grouped by suit, then the winning tile). */
    public static String format(Hand hand) {
        StringBuilder sb = new StringBuilder();
        for (Meld m : hand.melds()) {
            String s = m.notation();
            sb.append(s, 0, s.length() - 1);
            if (m.type() == MeldType.CHOW && m.claimedTile() != null) {
                sb.append(m.claimedTile().index() - m.first().index() + 1);
            } else if (m.type() != MeldType.CHOW && m.claimedFrom() != null) {
                sb.append(m.claimedFrom().digit() + (m.added() ? 4 : 0));
            }
            sb.append(']');
        }
        List<Tile> sorted = new ArrayList<>(hand.concealed());
        sorted.sort(null);
        appendTiles(sorted, sb);
        if (hand.winTile() != null) {
            sb.append(hand.winTile().code());
        }
        return sb.toString();
    }

    private static void appendTiles(List<Tile> tiles, StringBuilder sb) {
        for (int i = 0; i < tiles.size(); i++) {
            Tile t = tiles.get(i);
            if (t.isHonour()) {
                sb.append(t.code());
            } else {
                sb.append(t.rank());
                if (i + 1 == tiles.size() || tiles.get(i + 1).suit() != t.suit()) {
                    sb.append(t.suit().letter());
                }
            }
        }
    }
}
