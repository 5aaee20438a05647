package org.mahjongresults.engine.penalty;

import java.util.List;
import java.util.Locale;

/**
 * The kinds of sanction a referee can record (MCR 2006 §3.11.1-§3.11.5, MCR 2006 §3.11.2-1, MCR 2006 §3.11.6, our decisions of RULINGS §4), each with the points
 * it may carry. Points are always written as a positive amount; the effect on the seats is in {@link PenaltyEffect}.
 */
public enum SanctionKind {
    /** 警告: a warning on the spot; no points. */
    WARNING(List.of()),
    /**
     * 罚分: points deducted from the offender's result of the hand, in one of the seven levels of 000 §3.11.2-2.
     * Nobody receives them (004 §3.11.2-2, RULINGS §4), so a deduction is not zero-sum. Late arrival uses 10 and 20.
     */
    DEDUCTION(List.of(5, 10, 20, 30, 40, 50, 60)),
    /** 向各家罚付: the offender pays this amount to each of the three other players (错和 10, 诈和 20, scrambling 30). */
    TRANSFER_EACH(List.of(10, 20, 30)),
    /** 罚给该人: the offender pays this amount to one victim (exposing another's tiles, 000 §3.11.6-7(3)). */
    TRANSFER_TO_VICTIM(List.of(5, 10, 20, 30, 40, 50, 60)),
    /**
     * 包付三家: after another player's win that the offence caused, the offender pays what the three non-winners
     * would have paid and the others pay nothing (001 L12, L18, L42). The amount comes from the hand's settlement.
     */
    PAY_FOR_THREE(List.of()),
    /** 停和陪打: the offender may not win this hand but plays on and pays normally (000 §3.11.3, 001 L109). */
    DEAD_HAND(List.of()),
    /** 停赛: the player loses the right to continue in the competition (000 §3.11.4). */
    SUSPENSION(List.of()),
    /** 取消比赛资格 / 失格: the player is removed from the competition and its results (000 §3.11.5, 004 §3.11.4-5). */
    DISQUALIFICATION(List.of()),
    /** 自动弃权: more than 15 minutes late; absent from the session with session score 0 and table points 0 (RULINGS §4). */
    FORFEIT(List.of()),
    /**
     * Riichi chombo (RCR 2016 §3.4.6, WRC 2015 §7.1), recorded from the riichi catalogue ({@link RiichiOffence})
     * only: the hand is replayed and the deduction is the sheet's chombo line, so the log's record moves no points
     * itself (RULINGS §10.18). The form records the preset's amount in table points.
     */
    CHOMBO(List.of());

    private final List<Integer> allowedPoints;

    SanctionKind(List<Integer> allowedPoints) {
        this.allowedPoints = allowedPoints;
    }

    /** The amounts this kind may carry, smallest first; empty when the kind carries no points of its own. */
    public List<Integer> allowedPoints() {
        return allowedPoints;
    }

    /** True if this kind is recorded with an amount of points. */
    public boolean hasPoints() {
        return !allowedPoints.isEmpty();
    }

    /** True if the amount is one this kind allows (0 for a kind without points). */
    public boolean allowsPoints(int points) {
        return hasPoints() ? allowedPoints.contains(points) : points == 0;
    }

    /** True if the sanction names one other player who receives the points. */
    public boolean needsVictim() {
        return this == TRANSFER_TO_VICTIM;
    }

    /** True if the sanction can also carry a dead hand for the rest of the hand (e.g. 错和: dead hand and 10 each). */
    public boolean mayAddDeadHand() {
        return this == WARNING || this == DEDUCTION || this == TRANSFER_EACH || this == TRANSFER_TO_VICTIM
                || this == PAY_FOR_THREE || this == DEAD_HAND;
    }

    /** The message key for translations, {@code penalty.sanction.<name>}. */
    public String messageKey() {
        return "penalty.sanction." + name().toLowerCase(Locale.ROOT);
    }
}
