package org.mahjongresults.engine.riichi.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The ledger of one riichi game (a hanchan or a tonpuusen, by the rules): the hands in order, and after each the
 * round, the dealer, the counters, the riichi sticks on the table and the running scores. Immutable: {@link
 * #play(HandRecord)} returns the game with one more hand, or refuses a record that cannot happen with a {@link
 * RefusedRecord}.
 *
 * <p>The scores plus the sticks on the table always add up to four times the starting points. Chombo deductions
 * applied to the final result ({@link ChomboRule.Kind#FINAL_DEDUCTION}) stay outside the table, in {@link
 * TableState#deductions()}.
 *
 * <p>Dealer and counters (RCR 2016 §3.4.10-11, WRC 2015 §5.7.7-8): the dealer keeps the deal by winning (in a
 * double ron, by being one of the paid winners) or, with tenpai renchan, by being tenpai at an exhaustive draw, and at
 * an abortive draw; a counter is added when the dealer keeps the deal and at every draw, and all are removed when
 * another player wins. A chombo replays the hand as it was. The game ends after the last hand of the last wind when
 * the deal passes, when the last dealer keeps the deal alone in first place under agari-yame, or at once when a
 * score falls below zero under the bust rule.
 */
public final class Hanchan {

    private final RiichiRules rules;
    private final List<PlayedHand> hands;
    private final TableState state;

    private Hanchan(RiichiRules rules, List<PlayedHand> hands, TableState state) {
        this.rules = rules;
        this.hands = hands;
        this.state = state;
    }

    /** A new game under {@code rules}, before the first hand. */
    public static Hanchan start(RiichiRules rules) {
        return new Hanchan(rules, List.of(), TableState.start(rules));
    }

    public RiichiRules rules() {
        return rules;
    }

    /** The hands recorded so far, in order. */
    public List<PlayedHand> hands() {
        return hands;
    }

    /** The table now: the next hand, counters, sticks and scores. */
    public TableState state() {
        return state;
    }

    /** Whether the game has ended. */
    public boolean isOver() {
        return state.over();
    }

    /** The final result by the rules' uma, oka, ties and leftover sticks; meaningful once the game is over. */
    public FinalResult result() {
        return FinalResult.of(state, rules);
    }

    /** This game with one more hand, or a {@link RefusedRecord} if the record cannot happen here. */
    public Hanchan play(HandRecord record) {
        if (state.over()) {
            throw new RefusedRecord(RefusedRecord.Reason.GAME_OVER);
        }
        int[] scores = toArray(state.scores());
        int[] deductions = toArray(state.deductions());
        checkSeats(record.riichi());
        int sticks = state.sticks();
        if (!(record instanceof HandRecord.Chombo)) {
            for (int seat : record.riichi()) {
                if (rules.riichiNeedsStick() && scores[seat] < rules.riichiStick()) {
                    throw new RefusedRecord(RefusedRecord.Reason.RIICHI_WITHOUT_POINTS);
                }
                scores[seat] -= rules.riichiStick();
                sticks++;
            }
        }
        int dealer = state.dealer();
        int honba = state.honba();
        Payments payments;
        boolean dealerKeeps;
        boolean replay = false;
        if (record instanceof HandRecord.Ron ron) {
            checkRon(ron);
            payments = Settlement.ron(ron.wins(), ron.discarder(), dealer, honba, sticks, ron.riichi(), rules);
            dealerKeeps = Settlement.paidWinners(ron.wins(), ron.discarder(), rules).stream()
                    .anyMatch(w -> w.winner() == dealer);
        } else if (record instanceof HandRecord.Tsumo tsumo) {
            checkSeat(tsumo.winner());
            payments = Settlement.tsumo(tsumo.winner(), tsumo.value(), dealer, honba, sticks, rules);
            dealerKeeps = tsumo.winner() == dealer;
        } else if (record instanceof HandRecord.ExhaustiveDraw draw) {
            checkSeats(draw.tenpai());
            checkSeats(draw.nagashi());
            if (!draw.nagashi().isEmpty()) {
                if (!rules.nagashiMangan()) {
                    throw new RefusedRecord(RefusedRecord.Reason.NAGASHI_NOT_IN_RULES);
                }
                // Nagashi counts as a win (RULINGS §10.4): no noten payments, and a noten riichi is no chombo.
                payments = Settlement.nagashi(draw.nagashi(), dealer, honba, sticks, rules);
                dealerKeeps = draw.nagashi().contains(dealer);
            } else {
                if (!draw.tenpai().containsAll(draw.riichi())) {
                    throw new RefusedRecord(RefusedRecord.Reason.RIICHI_NOT_TENPAI);
                }
                payments = Settlement.exhaustiveDraw(draw.tenpai(), rules);
                dealerKeeps = rules.dealerRepeatsWhenTenpai() && draw.tenpai().contains(dealer);
            }
        } else if (record instanceof HandRecord.Abortive abortive) {
            if (!rules.hasAbortiveDraw(abortive.kind())) {
                throw new RefusedRecord(RefusedRecord.Reason.ABORTIVE_DRAW_NOT_IN_RULES);
            }
            if (abortive.kind() == AbortiveDraw.FOUR_RIICHI && abortive.riichi().size() != 4) {
                throw new RefusedRecord(RefusedRecord.Reason.FOUR_RIICHI_NEEDS_FOUR);
            }
            payments = Payments.of(new int[4], 0);
            dealerKeeps = true;
        } else {
            HandRecord.Chombo chombo = (HandRecord.Chombo) record;
            checkSeat(chombo.offender());
            if (rules.chombo().kind() == ChomboRule.Kind.REVERSE_MANGAN) {
                payments = Settlement.reverseMangan(chombo.offender(), dealer, rules);
            } else {
                payments = Payments.of(new int[4], 0);
                deductions[chombo.offender()] += rules.chombo().points();
            }
            dealerKeeps = true;
            replay = true;
        }
        for (int seat = 0; seat < 4; seat++) {
            scores[seat] += payments.of(seat);
        }
        sticks -= payments.sticksTaken();
        TableState after = next(scores, deductions, sticks, dealerKeeps, replay, isDraw(record));
        if (after.pointsOnTable(rules) != rules.tableTotal()) {
            throw new IllegalStateException("points not conserved after " + record + ": " + after);
        }
        List<PlayedHand> played = new ArrayList<>(hands);
        played.add(new PlayedHand(record, state, payments, after));
        return new Hanchan(rules, List.copyOf(played), after);
    }

    private TableState next(int[] scores, int[] deductions, int sticks, boolean dealerKeeps, boolean replay,
            boolean draw) {
        List<Integer> s = List.of(scores[0], scores[1], scores[2], scores[3]);
        List<Integer> d = List.of(deductions[0], deductions[1], deductions[2], deductions[3]);
        boolean bust = rules.bust() && s.stream().anyMatch(x -> x < 0);
        if (replay) {
            return new TableState(state.wind(), state.dealer(), state.honba(), sticks, s, d, bust);
        }
        boolean lastHand = state.wind() == rules.length().winds() - 1 && state.dealer() == 3;
        int honba = dealerKeeps || draw ? state.honba() + 1 : 0;
        if (dealerKeeps) {
            boolean stop = lastHand && rules.agariYame() && aloneFirst(scores, state.dealer());
            return new TableState(state.wind(), state.dealer(), honba, sticks, s, d, bust || stop);
        }
        if (lastHand) {
            // The game is over: the table stays on its last hand rather than naming a West round nobody plays.
            return new TableState(state.wind(), state.dealer(), honba, sticks, s, d, true);
        }
        int dealer = (state.dealer() + 1) % 4;
        int wind = dealer == 0 ? state.wind() + 1 : state.wind();
        return new TableState(wind, dealer, honba, sticks, s, d, bust);
    }

    private static boolean aloneFirst(int[] scores, int seat) {
        for (int other = 0; other < 4; other++) {
            if (other != seat && scores[other] >= scores[seat]) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDraw(HandRecord record) {
        return record instanceof HandRecord.ExhaustiveDraw || record instanceof HandRecord.Abortive;
    }

    private void checkRon(HandRecord.Ron ron) {
        checkSeat(ron.discarder());
        if (ron.wins().isEmpty()) {
            throw new RefusedRecord(RefusedRecord.Reason.NO_WINNER);
        }
        Set<Integer> winners = new HashSet<>();
        for (HandRecord.RonWin win : ron.wins()) {
            checkSeat(win.winner());
            if (win.winner() == ron.discarder()) {
                throw new RefusedRecord(RefusedRecord.Reason.WINNER_IS_DISCARDER);
            }
            if (!winners.add(win.winner())) {
                throw new RefusedRecord(RefusedRecord.Reason.DUPLICATE_WINNER);
            }
        }
        if (winners.size() == 3 && rules.hasAbortiveDraw(AbortiveDraw.TRIPLE_RON)) {
            throw new RefusedRecord(RefusedRecord.Reason.TRIPLE_RON_IS_ABORTIVE);
        }
    }

    private static void checkSeats(Set<Integer> seats) {
        seats.forEach(Hanchan::checkSeat);
    }

    private static void checkSeat(int seat) {
        if (seat < 0 || seat > 3) {
            throw new RefusedRecord(RefusedRecord.Reason.BAD_SEAT);
        }
    }

    private static int[] toArray(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
