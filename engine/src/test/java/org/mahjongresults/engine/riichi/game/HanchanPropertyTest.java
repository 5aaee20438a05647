package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random hanchan of random valid hand records, under each preset and under a profile with every optional rule on
 * (bust, agari-yame, abortive draws, reverse-mangan chombo, tonpuusen): after every hand the scores plus the sticks on
 * the table equal the table's total, and the game ends exactly when the rules say; the final result adds up to zero
 * but for chombo deductions and lost sticks.
 */
class HanchanPropertyTest {

    private static final int GAMES = 300;
    private static final int[] FU = {20, 30, 40, 50, 60, 70, 80, 90, 100, 110};

    static Stream<Arguments> profiles() {
        RiichiRules everything = RiichiRules.EMA_2016.toBuilder().bust(true).agariYame(true)
                .abortiveDraws(EnumSet.allOf(AbortiveDraw.class)).chombo(ChomboRule.reverseMangan())
                .length(GameLength.TONPUUSEN).multipleRonBonuses(RonBonuses.EACH_WINNER).leftoverSticks(LeftoverSticks.LOST)
                .ties(TieRule.SEAT_ORDER).kiriageMangan(true).kazoeYakuman(true).doubleYakuman(true).build();
        return Stream.of(Arguments.of("EMA 2016", RiichiRules.EMA_2016), Arguments.of("WRC 2015", RiichiRules.WRC_2015),
                Arguments.of("M.League", RiichiRules.M_LEAGUE), Arguments.of("every option", everything));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("profiles")
    @DisplayName("random hanchan conserve the table's points after every hand and end when the rules say")
    void randomGames(String name, RiichiRules rules) {
        for (int seed = 0; seed < GAMES; seed++) {
            Random random = new Random(seed * 7919L + name.hashCode());
            Hanchan game = Hanchan.start(rules);
            int hands = 0;
            while (!game.isOver()) {
                assertThat(hands++).as("game %d of %s has no end", seed, name).isLessThan(2000);
                TableState before = game.state();
                Hanchan next = game.play(randomRecord(random, before, rules));
                TableState after = next.state();
                assertThat(after.pointsOnTable(rules)).as("seed %d hand %d", seed, hands).isEqualTo(rules.tableTotal());
                assertThat(after.over()).as("seed %d hand %d ends", seed, hands)
                        .isEqualTo(shouldEnd(before, after, next.hands().get(next.hands().size() - 1), rules));
                assertThat(after.wind()).isLessThan(rules.length().winds());
                game = next;
            }
            FinalResult result = game.result();
            int sum = result.players().stream().mapToInt(FinalResult.PlayerResult::total).sum();
            int deducted = game.state().deductions().stream().mapToInt(Integer::intValue).sum();
            int lost = rules.leftoverSticks() == LeftoverSticks.LOST ? game.state().sticks() * rules.riichiStick() : 0;
            assertThat(sum).as("seed %d result", seed).isEqualTo(-deducted - lost);
            int best = game.state().scores().stream().mapToInt(Integer::intValue).max().orElseThrow();
            result.players().stream().filter(p -> p.place() == 1)
                    .forEach(p -> assertThat(p.score()).isEqualTo(best));
        }
    }

    /** The end of the game stated again from the rules, independently of the ledger's own reasoning. */
    private static boolean shouldEnd(TableState before, TableState after, PlayedHand hand, RiichiRules rules) {
        if (rules.bust() && after.scores().stream().anyMatch(s -> s < 0)) {
            return true;
        }
        if (hand.record() instanceof HandRecord.Chombo) {
            return false;
        }
        boolean lastHand = before.wind() == rules.length().winds() - 1 && before.dealer() == 3;
        if (!lastHand) {
            return false;
        }
        if (!dealerKeepsTheDeal(before, hand.record(), rules)) {
            return true;
        }
        int dealerScore = after.score(3);
        boolean aloneFirst = IntStream.range(0, 3).allMatch(seat -> after.score(seat) < dealerScore);
        return rules.agariYame() && aloneFirst;
    }

    /** RCR 2016 §3.4.11 restated: the dealer keeps the deal by a win, by tenpai at the draw, or at an abortive draw. */
    private static boolean dealerKeepsTheDeal(TableState before, HandRecord record, RiichiRules rules) {
        int dealer = before.dealer();
        if (record instanceof HandRecord.Ron ron) {
            return Settlement.paidWinners(ron.wins(), ron.discarder(), rules).stream()
                    .anyMatch(w -> w.winner() == dealer);
        }
        if (record instanceof HandRecord.Tsumo tsumo) {
            return tsumo.winner() == dealer;
        }
        if (record instanceof HandRecord.ExhaustiveDraw draw) {
            return draw.nagashi().isEmpty() ? rules.dealerRepeatsWhenTenpai() && draw.tenpai().contains(dealer)
                    : draw.nagashi().contains(dealer);
        }
        return true;
    }

    private static HandRecord randomRecord(Random random, TableState state, RiichiRules rules) {
        Set<Integer> riichi = new HashSet<>();
        for (int seat = 0; seat < 4; seat++) {
            if (random.nextInt(5) == 0 && (!rules.riichiNeedsStick() || state.score(seat) >= rules.riichiStick())) {
                riichi.add(seat);
            }
        }
        int kind = random.nextInt(100);
        if (kind < 45) {
            int discarder = random.nextInt(4);
            int callers = kind < 38 ? 1 : kind < 43 ? 2 : 3;
            if (callers == 3 && rules.hasAbortiveDraw(AbortiveDraw.TRIPLE_RON)) {
                return new HandRecord.Abortive(AbortiveDraw.TRIPLE_RON, riichi);
            }
            List<HandRecord.RonWin> wins = new ArrayList<>();
            for (int i = 1; i <= callers; i++) {
                wins.add(new HandRecord.RonWin((discarder + i + (callers == 1 ? random.nextInt(3) : 0)) % 4,
                        randomValue(random)));
            }
            riichi.remove(discarder); // a riichi whose declaring discard was won on is void; keep it simple
            return new HandRecord.Ron(wins, discarder, riichi);
        }
        if (kind < 75) {
            return new HandRecord.Tsumo(random.nextInt(4), randomValue(random), riichi);
        }
        if (kind < 95) {
            Set<Integer> tenpai = new HashSet<>(riichi);
            for (int seat = 0; seat < 4; seat++) {
                if (random.nextBoolean()) {
                    tenpai.add(seat);
                }
            }
            Set<Integer> nagashi = rules.nagashiMangan() && random.nextInt(20) == 0
                    ? Set.of(random.nextInt(4)) : Set.of();
            return new HandRecord.ExhaustiveDraw(tenpai, riichi, nagashi);
        }
        if (kind < 98 && !rules.abortiveDraws().isEmpty()) {
            return new HandRecord.Abortive(AbortiveDraw.NINE_TERMINALS, riichi);
        }
        return new HandRecord.Chombo(random.nextInt(4), riichi);
    }

    private static HandValue randomValue(Random random) {
        int pick = random.nextInt(100);
        if (pick < 3) {
            return random.nextBoolean() ? HandValue.yakuman(1) : HandValue.yakuman(2, 1);
        }
        if (pick < 8) {
            return HandValue.of(2 + random.nextInt(4), 25);
        }
        int han = pick < 90 ? 1 + random.nextInt(4) : 5 + random.nextInt(10);
        int fu = FU[random.nextInt(FU.length)];
        return HandValue.of(han, fu);
    }
}
