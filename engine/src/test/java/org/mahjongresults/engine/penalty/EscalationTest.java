package org.mahjongresults.engine.penalty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The escalation ladder within a hand (MCR 2006 §3.11.6, our continuation of RULINGS §4) and the late-arrival minutes (§6.2). */
class EscalationTest {

    @ParameterizedTest(name = "time {0} in the hand: {1} {2}")
    @DisplayName("the ladder is warning, −5, −10, −20, −40, then −60 for every further time")
    @CsvSource({
        "1, WARNING, 0",
        "2, DEDUCTION, 5",
        "3, DEDUCTION, 10",
        "4, DEDUCTION, 20",
        "5, DEDUCTION, 40",
        "6, DEDUCTION, 60",
        "7, DEDUCTION, 60",
        "12, DEDUCTION, 60",
    })
    void ladder(int occurrence, SanctionKind kind, int points) {
        assertThat(PenaltyAdvisor.ladderStep(occurrence)).isEqualTo(new Sanction(kind, points, false));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Offence.class, names = {"EMPTY_CLAIM", "EARLY_DRAW", "LATE_PUNG"})
    @DisplayName("each escalating offence climbs the ladder as the player repeats it in the same hand")
    void climbsWithinHand(Offence offence) {
        List<Penalty> hand = new ArrayList<>();
        List<Integer> deductions = new ArrayList<>();
        for (int time = 1; time <= 7; time++) {
            Proposal p = PenaltyAdvisor.propose(offence, 2, hand);
            assertThat(p.occurrence()).isEqualTo(time);
            hand.add(Penalty.of(offence, p.sanction(), 2));
            deductions.add(PenaltyEffect.of(hand.get(hand.size() - 1)).delta(2));
        }
        assertThat(deductions).containsExactly(0, -5, -10, -20, -40, -60, -60);
    }

    @Test
    @DisplayName("a new hand starts again from a warning")
    void resetsInNewHand() {
        List<Penalty> firstHand = List.of(
                Penalty.of(Offence.LATE_PUNG, Sanction.warning(), 0),
                Penalty.of(Offence.LATE_PUNG, Sanction.deduction(5), 0));
        assertThat(PenaltyAdvisor.propose(Offence.LATE_PUNG, 0, firstHand).sanction())
                .isEqualTo(Sanction.deduction(10));
        List<Penalty> nextHand = List.of();
        assertThat(PenaltyAdvisor.propose(Offence.LATE_PUNG, 0, nextHand).sanction()).isEqualTo(Sanction.warning());
    }

    @Test
    @DisplayName("other players' offences, other offences and cancelled penalties do not count toward the ladder")
    void onlyOwnUncancelledSameOffence() {
        List<Penalty> hand = List.of(
                Penalty.of(Offence.EARLY_DRAW, Sanction.warning(), 3),
                Penalty.of(Offence.EARLY_DRAW, Sanction.deduction(5), 3),
                Penalty.of(Offence.EMPTY_CLAIM, Sanction.warning(), 1),
                Penalty.of(Offence.EARLY_DRAW, Sanction.warning(), 1).cancel());
        Proposal p = PenaltyAdvisor.propose(Offence.EARLY_DRAW, 1, hand);
        assertThat(p.sanction()).isEqualTo(Sanction.warning());
        assertThat(p.occurrence()).isEqualTo(1);
        assertThat(PenaltyAdvisor.propose(Offence.EARLY_DRAW, 3, hand).sanction()).isEqualTo(Sanction.deduction(10));
    }

    @Test
    @DisplayName("cancelling the second offence of a hand brings the proposal for the next one back a step")
    void cancellationStepsBack() {
        Penalty first = Penalty.of(Offence.EMPTY_CLAIM, Sanction.warning(), 0);
        Penalty second = Penalty.of(Offence.EMPTY_CLAIM, Sanction.deduction(5), 0);
        assertThat(PenaltyAdvisor.propose(Offence.EMPTY_CLAIM, 0, List.of(first, second)).sanction())
                .isEqualTo(Sanction.deduction(10));
        assertThat(PenaltyAdvisor.propose(Offence.EMPTY_CLAIM, 0, List.of(first, second.cancel())).sanction())
                .isEqualTo(Sanction.deduction(5));
    }

    @Test
    @DisplayName("a fixed offence proposes its catalogue sanction however often it was committed")
    void fixedOffenceDoesNotEscalate() {
        List<Penalty> hand = List.of(
                Penalty.of(Offence.WRONG_WIN, Sanction.transferEach(10).withDeadHand(), 0),
                Penalty.of(Offence.WRONG_WIN, Sanction.transferEach(10).withDeadHand(), 0));
        assertThat(PenaltyAdvisor.propose(Offence.WRONG_WIN, 0, hand).sanction())
                .isEqualTo(Sanction.transferEach(10).withDeadHand());
    }

    @Test
    @DisplayName("exposing another's tiles proposes the lightest transfer to the victim and says the amount is the referee's")
    void discretionaryAmount() {
        Proposal p = PenaltyAdvisor.propose(Offence.OTHERS_TILES_EXPOSED, 0, List.of());
        assertThat(p.pointsAtDiscretion()).isTrue();
        assertThat(p.sanction()).isEqualTo(Sanction.transferToVictim(5));
        assertThat(PenaltyAdvisor.propose(Offence.FALSE_WIN, 0, List.of()).pointsAtDiscretion()).isFalse();
    }

    @ParameterizedTest(name = "{0} minutes late: {1} {2}")
    @DisplayName("late arrival: up to 10 minutes −10, up to 15 −20, more than 15 a forfeit")
    @CsvSource({
        "1,  DEDUCTION, 10",
        "9,  DEDUCTION, 10",
        "10, DEDUCTION, 10",
        "11, DEDUCTION, 20",
        "14, DEDUCTION, 20",
        "15, DEDUCTION, 20",
        "16, FORFEIT,   0",
        "45, FORFEIT,   0",
    })
    void lateArrival(int minutes, SanctionKind kind, int points) {
        Proposal p = PenaltyAdvisor.proposeLateArrival(minutes);
        assertThat(p.offence()).isEqualTo(Offence.LATE_ARRIVAL);
        assertThat(p.occurrence()).isEqualTo(minutes);
        assertThat(p.sanction()).isEqualTo(new Sanction(kind, points, false));
    }

    @ParameterizedTest(name = "{0} minutes late: seats {1}, {2}")
    @DisplayName("late arrival takes points from the latecomer alone, and a forfeit leaves the session to three")
    @CsvSource(delimiter = '|', value = {
        "10 | 0,0,-10,0 | ''",
        "11 | 0,0,-20,0 | ''",
        "15 | 0,0,-20,0 | ''",
        "16 | 0,0,0,0   | ABSENT_FROM_SESSION THREE_PLAYER_TABLE",
    })
    void lateArrivalEffect(int minutes, String deltas, String consequences) {
        Penalty p = Penalty.of(Offence.LATE_ARRIVAL, PenaltyAdvisor.proposeLateArrival(minutes).sanction(), 2);
        PenaltyEffect e = PenaltyEffect.of(p);
        assertThat(e.deltas()).isEqualTo(CatalogueTest.ints(deltas));
        assertThat(e.consequences()).isEqualTo(CatalogueTest.consequences(consequences));
        assertThat(e.playerStatus()).isEmpty();
    }

    @Test
    @DisplayName("a player who was not late, or late arrival without its minutes, is refused")
    void lateArrivalMisuse() {
        assertThatThrownBy(() -> PenaltyAdvisor.proposeLateArrival(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyAdvisor.proposeLateArrival(-3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyAdvisor.propose(Offence.LATE_ARRIVAL, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PenaltyAdvisor.ladderStep(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
