package org.mahjongresults.engine.penalty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongresults.engine.mcr.Settlement;
import org.mahjongresults.engine.tournament.PlayerStatus;

/** Sanctions and their effects on a hand's four seats (MCR 2006 §3.11.1-§3.11.5, RULINGS §4), including 包付三家 and cancellation. */
class EffectTest {

    @ParameterizedTest(name = "{0} {1}: allowed {2}")
    @DisplayName("each kind of sanction accepts exactly its own amounts")
    @CsvSource({
        "DEDUCTION, 5, true", "DEDUCTION, 10, true", "DEDUCTION, 20, true", "DEDUCTION, 30, true",
        "DEDUCTION, 40, true", "DEDUCTION, 50, true", "DEDUCTION, 60, true",
        "DEDUCTION, 0, false", "DEDUCTION, 15, false", "DEDUCTION, 70, false", "DEDUCTION, -10, false",
        "TRANSFER_EACH, 10, true", "TRANSFER_EACH, 20, true", "TRANSFER_EACH, 30, true",
        "TRANSFER_EACH, 5, false", "TRANSFER_EACH, 40, false",
        "TRANSFER_TO_VICTIM, 5, true", "TRANSFER_TO_VICTIM, 60, true", "TRANSFER_TO_VICTIM, 25, false",
        "WARNING, 0, true", "WARNING, 5, false",
        "PAY_FOR_THREE, 0, true", "PAY_FOR_THREE, 24, false",
        "DEAD_HAND, 0, true", "SUSPENSION, 0, true", "DISQUALIFICATION, 0, true", "FORFEIT, 0, true",
        "FORFEIT, 10, false",
    })
    void pointsValidation(SanctionKind kind, int points, boolean allowed) {
        assertThat(kind.allowsPoints(points)).isEqualTo(allowed);
        boolean dead = kind == SanctionKind.DEAD_HAND;
        if (allowed) {
            assertThat(new Sanction(kind, points, dead).points()).isEqualTo(points);
        } else {
            assertThatThrownBy(() -> new Sanction(kind, points, dead)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = SanctionKind.class, names = {"SUSPENSION", "DISQUALIFICATION", "FORFEIT"})
    @DisplayName("a player who leaves the session or the event cannot also be given a dead hand")
    void noDeadHandWhenGone(SanctionKind kind) {
        assertThatThrownBy(() -> new Sanction(kind, 0, true)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("a dead-hand sanction is always a dead hand")
    void deadHandIsDead() {
        assertThatThrownBy(() -> new Sanction(SanctionKind.DEAD_HAND, 0, false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} of {1} by seat {2}: {3}")
    @DisplayName("a deduction is paid to nobody; transfers are zero-sum")
    @CsvSource(delimiter = '|', value = {
        "DEDUCTION          | 60 | 0 | -60,0,0,0    | false",
        "DEDUCTION          | 5  | 3 | 0,0,0,-5     | false",
        "TRANSFER_EACH      | 10 | 0 | -30,10,10,10 | true",
        "TRANSFER_EACH      | 30 | 3 | 30,30,30,-90 | true",
        "TRANSFER_TO_VICTIM | 60 | 3 | 60,0,0,-60   | true",
    })
    void deltasAndZeroSum(SanctionKind kind, int points, int offender, String deltas, boolean zeroSum) {
        Sanction s = new Sanction(kind, points, false);
        Penalty p = kind.needsVictim() ? Penalty.toVictim(Offence.OTHERS_TILES_EXPOSED, s, offender, 0)
                : Penalty.of(Offence.SLOW_TO_LEAVE, s, offender);
        PenaltyEffect e = PenaltyEffect.of(p);
        assertThat(e.deltas()).isEqualTo(CatalogueTest.ints(deltas));
        assertThat(e.isZeroSum()).isEqualTo(zeroSum);
    }

    @ParameterizedTest(name = "winner {0}, discarder {1}, {2} points, offender {3}: {4}")
    @DisplayName("paying for three moves the other non-winners' payments onto the offender, the winner keeps his gain")
    @CsvSource(delimiter = '|', value = {
        // discard win, offender not the discarder: pays the discarder's 8 + B and the other's 8
        "0 | 3  | 10 | 1 | 0,-26,8,18",
        // discard win, offender is the discarder: pays everybody's share (literal reading of RULES 6.3)
        "0 | 3  | 10 | 3 | 0,8,8,-16",
        // self-drawn win: pays the two others' 8 + B
        "2 | -1 | 8  | 0 | -32,16,0,16",
    })
    void payForThree(int winner, int discarder, int points, int offender, String deltas) {
        Settlement.Payments hand = discarder < 0 ? Settlement.selfDrawn(winner, points)
                : Settlement.discard(winner, discarder, points);
        Penalty p = Penalty.of(Offence.WRONG_CLAIM, Sanction.payForThree().withDeadHand(), offender);
        PenaltyEffect e = PenaltyEffect.of(p, winner, hand);
        assertThat(e.deltas()).isEqualTo(CatalogueTest.ints(deltas));
        assertThat(e.isZeroSum()).isTrue();
        assertThat(e.has(Consequence.DEAD_HAND)).isTrue();
        int[] after = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            after[seat] = hand.of(seat) + e.delta(seat);
            if (seat != winner && seat != offender) {
                assertThat(after[seat]).as("seat %d pays nothing", seat).isZero();
            }
        }
        assertThat(after[winner]).isEqualTo(hand.of(winner));
        assertThat(after[offender]).isEqualTo(-hand.of(winner));
        assertThat(PenaltyEffect.of(p, winner, new int[] {hand.of(0), hand.of(1), hand.of(2), hand.of(3)}))
                .isEqualTo(e);
    }

    @Test
    @DisplayName("paying for three needs a won hand's settlement, and the winner cannot be the one who pays")
    void payForThreeMisuse() {
        Penalty p = Penalty.of(Offence.IRREGULAR_CALL_LEADS_TO_WIN, Sanction.payForThree(), 1);
        assertThatThrownBy(() -> PenaltyEffect.of(p)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyEffect.of(p, 1, Settlement.selfDrawn(1, 8)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyEffect.of(p, 0, new int[] {0, 0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyEffect.of(p, 0, new int[] {10, -8, -8}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyEffect.of(p, 0, new int[] {10, 8, -8, -10}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @DisplayName("a cancelled penalty has no effect, so cancelling restores the scores")
    @CsvSource(delimiter = '|', value = {
        "6-6b", "6-7(2)b", "6-10", "6-2", "6-C", "6-7(3)", "6-1",
    })
    void cancellationRestores(String code) {
        Offence offence = Offence.ofCode(code);
        Sanction s = PenaltyAdvisor.propose(offence, 1, java.util.List.of()).sanction();
        Penalty p = s.kind().needsVictim() ? Penalty.toVictim(offence, s, 1, 0) : Penalty.of(offence, s, 1);
        Settlement.Payments hand = Settlement.discard(0, 2, 8);
        PenaltyEffect before = PenaltyEffect.of(p, 0, hand);
        PenaltyEffect after = PenaltyEffect.of(p.cancel(), 0, hand);
        assertThat(before).isNotEqualTo(PenaltyEffect.none());
        assertThat(after).isEqualTo(PenaltyEffect.none());
        assertThat(p.cancel().cancelled()).isTrue();
        if (s.kind() != SanctionKind.PAY_FOR_THREE) {
            assertThat(PenaltyEffect.of(p.cancel())).isEqualTo(PenaltyEffect.none());
        }
    }

    @Test
    @DisplayName("suspension and disqualification change the player's standing in the event")
    void standing() {
        assertThat(PenaltyEffect.of(Penalty.of(Offence.CHEATING, Sanction.suspension(), 0)).playerStatus())
                .contains(PlayerStatus.SUSPENDED);
        assertThat(PenaltyEffect.of(Penalty.of(Offence.CHEATING, Sanction.disqualification(), 0)).playerStatus())
                .contains(PlayerStatus.DISQUALIFIED);
        assertThat(PenaltyEffect.of(Penalty.of(Offence.WRONG_WIN, Sanction.deadHandOnly(), 0)).playerStatus())
                .isEmpty();
    }

    @Test
    @DisplayName("the penalties of one hand add up seat by seat, with their consequences joined")
    void combined() {
        PenaltyEffect a = PenaltyEffect.of(Penalty.of(Offence.FALSE_WIN, Sanction.transferEach(20).withDeadHand(), 0));
        PenaltyEffect b = PenaltyEffect.of(Penalty.of(Offence.LATE_PUNG, Sanction.deduction(5), 1));
        PenaltyEffect c = PenaltyEffect.of(Penalty.of(Offence.SERIOUS_DISTURBANCE, Sanction.disqualification(), 1));
        PenaltyEffect sum = a.plus(b).plus(c);
        assertThat(sum.deltas()).containsExactly(-60, 15, 20, 20);
        assertThat(sum.has(Consequence.DEAD_HAND)).isTrue();
        assertThat(sum.has(Consequence.LEAVES_RANKING)).isTrue();
        assertThat(sum.playerStatus()).contains(PlayerStatus.DISQUALIFIED);
    }

    @Test
    @DisplayName("a penalty's seats, victim and forfeit are checked")
    void penaltyValidation() {
        Sanction toVictim = Sanction.transferToVictim(10);
        assertThatThrownBy(() -> Penalty.of(Offence.OTHERS_TILES_EXPOSED, toVictim, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Penalty.toVictim(Offence.OTHERS_TILES_EXPOSED, toVictim, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Penalty.toVictim(Offence.OTHERS_TILES_EXPOSED, toVictim, 0, 4))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Penalty.toVictim(Offence.WRONG_WIN, Sanction.transferEach(10), 0, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Penalty.of(Offence.WRONG_WIN, Sanction.warning(), -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Penalty.of(Offence.CHEATING, Sanction.forfeit(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Penalty(Offence.OTHERS_TILES_EXPOSED, toVictim, 2, OptionalInt.of(1), false).victim())
                .hasValue(1);
    }
}
