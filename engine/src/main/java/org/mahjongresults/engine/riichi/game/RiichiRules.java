package org.mahjongresults.engine.riichi.game;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A riichi rule profile: every rule of the game side (points, placement bonuses, limits, draws, penalties) as one
 * named switch, so that a tournament names its rules once and the scores follow. Three presets carry the published
 * rule sets: {@link #EMA_2016}, {@link #WRC_2015} and {@link #M_LEAGUE}; RULINGS §10 gives each value with its
 * source. The hand side (yaku, dora, fu) reads {@link #redFives()}, {@link #openTanyao()} and {@link #kuikae()}.
 *
 * <p>Points are table points (点). Sections are cited as {@code RCR 2016 §3.4.2} (EMA Riichi Competition Rules, 2016
 * edition), {@code WRC 2015 §5.9.2} (World Riichi Championship Rules, 2015 edition) and {@code M.League} (the
 * league's published rules, as summarised by the pages named in RULINGS §10).
 *
 * @param startingPoints each player's points at the start (持ち点)
 * @param returnPoints the target score subtracted at the end (返し点); the oka is what the four give up to reach it
 * @param uma the placement bonus in points for first to fourth place; it adds up to zero
 * @param ties how equal final scores share the placement bonuses
 * @param length hanchan or tonpuusen
 * @param redFives how many red fives the set holds (0 to 3 here; each is a dora)
 * @param openTanyao whether all simples (tanyao) counts in an open hand (kuitan)
 * @param kuikae whether a player may discard, right after a chii or pon, the called tile or the tile on the other side
 *     of the called chow (swap-calling)
 * @param abortiveDraws the abortive draws the game has; none for EMA and WRC
 * @param doubleYakuman whether the double forms (four concealed pungs on a pair wait, thirteen-sided thirteen
 *     orphans, nine-sided nine gates, big four winds) count twice
 * @param yakumanStacking whether two yakuman in one hand add up
 * @param kazoeYakuman whether 13 han or more without a yakuman is a yakuman (数え役満) or stays a sanbaiman
 * @param kiriageMangan whether 4 han 30 fu and 3 han 60 fu are rounded up to a mangan (切り上げ満貫)
 * @param nagashiMangan whether a player whose discards are all terminals and honours, none called, is paid a mangan
 *     tsumo at an exhaustive draw
 * @param multipleRon head bump, or double and triple ron each paid
 * @param multipleRonBonuses in a double or triple ron, who takes the counters (honba) and the riichi sticks
 * @param honbaValue the counter's value on a ron (300); on a tsumo each payer pays a third of it
 * @param riichiStick the riichi deposit (1000)
 * @param notenPayment the total paid by the noten players to the tenpai players at an exhaustive draw (3000)
 * @param dealerRepeatsWhenTenpai whether the dealer keeps the deal when tenpai at an exhaustive draw (tenpai renchan)
 *     or only by winning
 * @param riichiNeedsStick whether a player needs at least one stick's worth of points to declare riichi
 * @param agariYame whether the game ends when the dealer of the last hand wins or is tenpai and is then alone in first
 *     place (the dealer's option, taken as used)
 * @param bust whether the game ends as soon as a player's score falls below zero (tobi)
 * @param leftoverSticks where riichi sticks left on the table at the end go
 * @param chombo the chombo penalty and how it is applied
 */
public record RiichiRules(
        int startingPoints,
        int returnPoints,
        List<Integer> uma,
        TieRule ties,
        GameLength length,
        int redFives,
        boolean openTanyao,
        boolean kuikae,
        Set<AbortiveDraw> abortiveDraws,
        boolean doubleYakuman,
        boolean yakumanStacking,
        boolean kazoeYakuman,
        boolean kiriageMangan,
        boolean nagashiMangan,
        MultipleRon multipleRon,
        RonBonuses multipleRonBonuses,
        int honbaValue,
        int riichiStick,
        int notenPayment,
        boolean dealerRepeatsWhenTenpai,
        boolean riichiNeedsStick,
        boolean agariYame,
        boolean bust,
        LeftoverSticks leftoverSticks,
        ChomboRule chombo) {

    /**
     * The EMA Riichi Competition Rules, 2016 edition: 30,000 to start and return, no oka, uma +15/+5/-5/-15 thousand
     * shared on ties (RCR 2016 §3.6.1), no red fives, open tanyao, no swap-calling (§3.3.2), no abortive draws (§3.4),
     * single yakuman only, 13 han a sanbaiman, no kiriage, no nagashi mangan, double and triple ron each paid with the
     * counters to each winner (§3.4.9-10), riichi 1000 with 1000 points in hand (§3.3.14), noten 3000 (§3.4.2),
     * tenpai renchan (§3.4.11), no agari-yame, no bust, leftover sticks to first place (§3.6.1), chombo 20,000 points
     * off the final result (§3.4.6). RULINGS §10 names the values taken from Pantheon's EMA profile.
     */
    public static final RiichiRules EMA_2016 = new RiichiRules(30_000, 30_000,
            List.of(15_000, 5_000, -5_000, -15_000), TieRule.SPLIT, GameLength.HANCHAN, 0, true, false,
            EnumSet.noneOf(AbortiveDraw.class), false, false, false, false, false, MultipleRon.EACH_WINNER_PAID,
            RonBonuses.EACH_WINNER, 300, 1000, 3000, true, true, false, false, LeftoverSticks.FIRST_PLACE,
            ChomboRule.finalDeduction(20_000));

    /**
     * The World Riichi Championship Rules, 2015 edition: 30,000 to start and return, no oka, uma +15/+5/-5/-15
     * thousand shared on ties (WRC 2015 §5.9.2), no red fives, open tanyao and no swap-calling (§5.4), no abortive
     * draws (§5.7), every yakuman single and not cumulative (§6.5), 13 han a sanbaiman (errata to the points table),
     * kiriage, nagashi mangan (§6.5.4), head bump (§5.7.6), counters 300 (§5.7.7), riichi allowed below 1000, noten
     * 3000 (§5.7.2), tenpai renchan (§5.7.8), no agari-yame (§5.9.1), no bust, leftover sticks to first place,
     * chombo 20,000 points (20 result points) off the overall score (§7.1).
     */
    public static final RiichiRules WRC_2015 = new RiichiRules(30_000, 30_000,
            List.of(15_000, 5_000, -5_000, -15_000), TieRule.SPLIT, GameLength.HANCHAN, 0, true, false,
            EnumSet.noneOf(AbortiveDraw.class), false, false, false, true, true, MultipleRon.HEAD_BUMP,
            RonBonuses.FIRST_WINNER, 300, 1000, 3000, true, false, false, false, LeftoverSticks.FIRST_PLACE,
            ChomboRule.finalDeduction(20_000));

    /**
     * The M.League (Japanese professional team league): 25,000 to start, 30,000 returned, so an oka of 20,000 to first
     * place, uma +30/+10/-10/-30 thousand, placement points shared on ties, three red fives, open tanyao, no
     * swap-calling, no abortive draws, single yakuman but two yakuman add up, kazoe yakuman, kiriage mangan, nagashi
     * mangan, head bump (no double or triple ron), counters 300, riichi allowed below 1000 (no bust), noten 3000,
     * tenpai renchan, no agari-yame in the last hand, leftover sticks to first place, chombo 20,000 points off the
     * final result.
     */
    public static final RiichiRules M_LEAGUE = new RiichiRules(25_000, 30_000,
            List.of(30_000, 10_000, -10_000, -30_000), TieRule.SPLIT, GameLength.HANCHAN, 3, true, false,
            EnumSet.noneOf(AbortiveDraw.class), false, true, true, true, true, MultipleRon.HEAD_BUMP,
            RonBonuses.FIRST_WINNER, 300, 1000, 3000, true, false, false, false, LeftoverSticks.FIRST_PLACE,
            ChomboRule.finalDeduction(20_000));

    public RiichiRules {
        uma = List.copyOf(uma);
        abortiveDraws = abortiveDraws.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(abortiveDraws));
        if (startingPoints <= 0 || startingPoints % 100 != 0) {
            throw new IllegalArgumentException("starting points must be a positive multiple of 100");
        }
        if (returnPoints < startingPoints || returnPoints % 100 != 0) {
            throw new IllegalArgumentException("the return points are a multiple of 100, at least the starting points");
        }
        if (uma.size() != 4 || uma.stream().mapToInt(Integer::intValue).sum() != 0
                || uma.stream().anyMatch(u -> u % 100 != 0)) {
            throw new IllegalArgumentException("the uma has four values in multiples of 100 that add up to zero");
        }
        for (int place = 1; place < 4; place++) {
            if (uma.get(place) > uma.get(place - 1)) {
                throw new IllegalArgumentException("the uma cannot grow from one place to the next");
            }
        }
        if (ties == null || length == null || multipleRon == null || multipleRonBonuses == null
                || leftoverSticks == null || chombo == null) {
            throw new IllegalArgumentException("every switch of the rules needs a value");
        }
        if (redFives < 0 || redFives > 3) {
            throw new IllegalArgumentException("between 0 and 3 red fives, not " + redFives);
        }
        if (honbaValue < 0 || honbaValue % 300 != 0) {
            throw new IllegalArgumentException("the counter is worth a multiple of 300 (a third from each on tsumo)");
        }
        if (riichiStick <= 0 || riichiStick % 100 != 0) {
            throw new IllegalArgumentException("the riichi stick is a positive multiple of 100");
        }
        if (notenPayment < 0 || notenPayment % 600 != 0) {
            throw new IllegalArgumentException("the noten payment must split evenly among 1, 2 or 3 players");
        }
    }

    /** The oka (オカ): what the four players give up between the starting and the return points, all to first place. */
    public int oka() {
        return 4 * (returnPoints - startingPoints);
    }

    /** The points on the table: four times the starting points, which the scores and the sticks always add up to. */
    public int tableTotal() {
        return 4 * startingPoints;
    }

    /** Whether this abortive draw exists in these rules. */
    public boolean hasAbortiveDraw(AbortiveDraw draw) {
        return abortiveDraws.contains(draw);
    }

    /** A builder that starts from these rules, for a tournament that changes a few switches. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Changes switches one by one; {@link #build()} checks the whole profile again. */
    public static final class Builder {
        private int startingPoints;
        private int returnPoints;
        private List<Integer> uma;
        private TieRule ties;
        private GameLength length;
        private int redFives;
        private boolean openTanyao;
        private boolean kuikae;
        private Set<AbortiveDraw> abortiveDraws;
        private boolean doubleYakuman;
        private boolean yakumanStacking;
        private boolean kazoeYakuman;
        private boolean kiriageMangan;
        private boolean nagashiMangan;
        private MultipleRon multipleRon;
        private RonBonuses multipleRonBonuses;
        private int honbaValue;
        private int riichiStick;
        private int notenPayment;
        private boolean dealerRepeatsWhenTenpai;
        private boolean riichiNeedsStick;
        private boolean agariYame;
        private boolean bust;
        private LeftoverSticks leftoverSticks;
        private ChomboRule chombo;

        private Builder(RiichiRules r) {
            startingPoints = r.startingPoints;
            returnPoints = r.returnPoints;
            uma = r.uma;
            ties = r.ties;
            length = r.length;
            redFives = r.redFives;
            openTanyao = r.openTanyao;
            kuikae = r.kuikae;
            abortiveDraws = r.abortiveDraws;
            doubleYakuman = r.doubleYakuman;
            yakumanStacking = r.yakumanStacking;
            kazoeYakuman = r.kazoeYakuman;
            kiriageMangan = r.kiriageMangan;
            nagashiMangan = r.nagashiMangan;
            multipleRon = r.multipleRon;
            multipleRonBonuses = r.multipleRonBonuses;
            honbaValue = r.honbaValue;
            riichiStick = r.riichiStick;
            notenPayment = r.notenPayment;
            dealerRepeatsWhenTenpai = r.dealerRepeatsWhenTenpai;
            riichiNeedsStick = r.riichiNeedsStick;
            agariYame = r.agariYame;
            bust = r.bust;
            leftoverSticks = r.leftoverSticks;
            chombo = r.chombo;
        }

        public Builder points(int starting, int returned) {
            startingPoints = starting;
            returnPoints = returned;
            return this;
        }

        public Builder uma(int first, int second, int third, int fourth) {
            uma = List.of(first, second, third, fourth);
            return this;
        }

        public Builder ties(TieRule value) {
            ties = value;
            return this;
        }

        public Builder length(GameLength value) {
            length = value;
            return this;
        }

        public Builder redFives(int value) {
            redFives = value;
            return this;
        }

        public Builder openTanyao(boolean value) {
            openTanyao = value;
            return this;
        }

        public Builder kuikae(boolean value) {
            kuikae = value;
            return this;
        }

        public Builder abortiveDraws(Set<AbortiveDraw> value) {
            abortiveDraws = value;
            return this;
        }

        public Builder doubleYakuman(boolean value) {
            doubleYakuman = value;
            return this;
        }

        public Builder yakumanStacking(boolean value) {
            yakumanStacking = value;
            return this;
        }

        public Builder kazoeYakuman(boolean value) {
            kazoeYakuman = value;
            return this;
        }

        public Builder kiriageMangan(boolean value) {
            kiriageMangan = value;
            return this;
        }

        public Builder nagashiMangan(boolean value) {
            nagashiMangan = value;
            return this;
        }

        public Builder multipleRon(MultipleRon value) {
            multipleRon = value;
            return this;
        }

        public Builder multipleRonBonuses(RonBonuses value) {
            multipleRonBonuses = value;
            return this;
        }

        public Builder honbaValue(int value) {
            honbaValue = value;
            return this;
        }

        public Builder riichiStick(int value) {
            riichiStick = value;
            return this;
        }

        public Builder notenPayment(int value) {
            notenPayment = value;
            return this;
        }

        public Builder dealerRepeatsWhenTenpai(boolean value) {
            dealerRepeatsWhenTenpai = value;
            return this;
        }

        public Builder riichiNeedsStick(boolean value) {
            riichiNeedsStick = value;
            return this;
        }

        public Builder agariYame(boolean value) {
            agariYame = value;
            return this;
        }

        public Builder bust(boolean value) {
            bust = value;
            return this;
        }

        public Builder leftoverSticks(LeftoverSticks value) {
            leftoverSticks = value;
            return this;
        }

        public Builder chombo(ChomboRule value) {
            chombo = value;
            return this;
        }

        public RiichiRules build() {
            return new RiichiRules(startingPoints, returnPoints, uma, ties, length, redFives, openTanyao, kuikae,
                    abortiveDraws, doubleYakuman, yakumanStacking, kazoeYakuman, kiriageMangan, nagashiMangan,
                    multipleRon, multipleRonBonuses, honbaValue, riichiStick, notenPayment, dealerRepeatsWhenTenpai,
                    riichiNeedsStick, agariYame, bust, leftoverSticks, chombo);
        }
    }
}
