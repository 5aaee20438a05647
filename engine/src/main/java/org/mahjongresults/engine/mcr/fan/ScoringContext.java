package org.mahjongresults.engine.mcr.fan;

import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.tile.Tile;

/**
 * One reading of a winning hand as the fan rules see it: the hand-wide facts (tile counts, situation, declared
 * melds) and the current decomposition (sets, pair, where the winning tile sits, the chosen set combinations and
 * wait). The engine fills one context per scoring call and re-uses it for every reading, so rules read it through
 * these accessors and never keep it.
 */
public final class ScoringContext {

    /** Set kinds in {@link #setKind(int)}. */
    public static final int CHOW = 0;
    public static final int PUNG = 1;
    public static final int KONG = 2;

    /** Roles of the winning tile, {@link #waitRole()}. */
    public static final int ROLE_NONE = 0;
    public static final int ROLE_EDGE = 1;
    public static final int ROLE_CLOSED = 2;
    public static final int ROLE_SINGLE = 3;

    // hand-wide
    RuleProfile profile;
    boolean selfDrawn;
    boolean lastTile;
    boolean kongReplacement;
    boolean robbingKong;
    boolean fourthTile;
    int prevalentWind;
    int seatWind;
    final int[] counts = new int[Tile.KINDS];
    long present;
    int winTile;
    int exposedMelds;
    int declaredMelds;
    int kongs;
    int meldedKongs;
    int concealedKongs;
    boolean nineGatesShape;
    long kongMask;

    // per reading
    Shape shape;
    int setCount;
    final int[] setKind = new int[4];
    final int[] setTile = new int[4];
    final boolean[] setDeclared = new boolean[4];
    final boolean[] setConcealed = new boolean[4];
    int pairTile;
    int winSet;
    boolean knittedStraight;
    /** For a knitted straight: the suit holding 1-4-7, 2-5-8 and 3-6-9. */
    final int[] knittedSuit = new int[3];

    // derived per reading and placement
    int chows;
    int pungs;
    int concealedPungs;
    int windPungs;
    int dragonPungs;
    long pungMask;
    final int[] chowTile = new int[4];
    final int[] pungTile = new int[4];
    final int[] combo = new int[82];
    int waitRole;
    boolean waitFanAllowed;

    public RuleProfile profile() {
        return profile;
    }

    public Shape shape() {
        return shape;
    }

    /** Four sets and a pair. */
    public boolean isStandard() {
        return shape == Shape.STANDARD;
    }

    /** Copies of tile {@code index} in the whole hand (melds included; a kong counts 4). */
    public int count(int index) {
        return counts[index];
    }

    /** Bit i set when tile i is in the hand. */
    public long presentMask() {
        return present;
    }

    public int winTile() {
        return winTile;
    }

    public boolean selfDrawn() {
        return selfDrawn;
    }

    public boolean lastTile() {
        return lastTile;
    }

    public boolean kongReplacement() {
        return kongReplacement;
    }

    public boolean robbingKong() {
        return robbingKong;
    }

    public boolean fourthTile() {
        return fourthTile;
    }

    /** Tile index of the prevalent wind. */
    public int prevalentWind() {
        return prevalentWind;
    }

    /** Tile index of the seat wind. */
    public int seatWind() {
        return seatWind;
    }

    /** Declared chows, pungs and melded kongs: everything that breaks concealment. */
    public int exposedMelds() {
        return exposedMelds;
    }

    public int declaredMelds() {
        return declaredMelds;
    }

    /** All kongs. */
    public int kongs() {
        return kongs;
    }

    public int meldedKongs() {
        return meldedKongs;
    }

    public int concealedKongs() {
        return concealedKongs;
    }

    /** Bit i set when the hand has a kong of tile i. */
    public long kongMask() {
        return kongMask;
    }

    /** The 13 tiles before the win are 1112345678999 of one suit, nothing declared (fan 4). */
    public boolean nineGatesShape() {
        return nineGatesShape;
    }

    /** Number of sets in the reading (4 standard, 1 beside a knitted straight, 0 for other special shapes). */
    public int setCount() {
        return setCount;
    }

    /** {@link #CHOW}, {@link #PUNG} or {@link #KONG}. */
    public int setKind(int i) {
        return setKind[i];
    }

    /** The tile of a pung or kong, the lowest tile of a chow. */
    public int setTile(int i) {
        return setTile[i];
    }

    /** True for a concealed pung (暗刻) or concealed kong. */
    public boolean setConcealed(int i) {
        return setConcealed[i];
    }

    /** True for a set declared as a meld. */
    public boolean setDeclared(int i) {
        return setDeclared[i];
    }

    /** The pair's tile, or -1 when the shape has no pair. */
    public int pairTile() {
        return pairTile;
    }

    /** True when the reading contains a knitted straight 组合龙 (in either knitted shape). */
    public boolean hasKnittedStraight() {
        return knittedStraight;
    }

    public int chows() {
        return chows;
    }

    /** Lowest tile of chow i (0 to {@link #chows()}-1). */
    public int chowTile(int i) {
        return chowTile[i];
    }

    /** Pungs and kongs. */
    public int pungs() {
        return pungs;
    }

    /** Tile of pung or kong i (0 to {@link #pungs()}-1). */
    public int pungTile(int i) {
        return pungTile[i];
    }

    /** Concealed pungs plus concealed kongs; a pung completed by a discarded winning tile is exposed. */
    public int concealedPungs() {
        return concealedPungs;
    }

    public int windPungs() {
        return windPungs;
    }

    public int dragonPungs() {
        return dragonPungs;
    }

    /** True when the reading has a pung or kong of tile {@code index}. */
    public boolean hasPung(int index) {
        return (pungMask & (1L << index)) != 0;
    }

    /** Occurrences of a chow- or pung-combination fan in the best selection under the principles (§5.2). */
    public int combination(Fan fan) {
        return combo[fan.number()];
    }

    /** How the winning tile completes the reading: edge, closed, single (pair) or none. */
    public int waitRole() {
        return waitRole;
    }

    /** True when the profile lets the wait role score (WMO: only the one tile waited on; RULINGS §2). */
    public boolean waitFanAllowed() {
        return waitFanAllowed;
    }

    /** Number of suits present (0-3). */
    public int suitsPresent() {
        int n = 0;
        for (int s = 0; s < 3; s++) {
            if ((present & TileSets.suit(s)) != 0) {
                n++;
            }
        }
        return n;
    }
}
