package org.mahjongresults.engine.sheet;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The players' signatures on one result of a table (a hand or the session): who must sign (the players present;
 * an absent player forfeits and does not sign, RULINGS §4), and what each said about <em>this</em> result. A
 * signature given to an earlier state of the sheet (before a correction) does not count: {@code verdicts} holds only
 * the ones given to the result as it stands.
 *
 * @param required the players who sign, in seat order
 * @param verdicts what each signer said of the result as it stands
 */
public record Signatures(List<Long> required, Map<Long, Verdict> verdicts) {

    /** A player's answer to the result shown: it is right, or it is disputed (a referee is called, 000 §3.13). */
    public enum Verdict { CONFIRM, DISPUTE }

    /** Where the table stands. */
    public enum State {
        /** Some players have not answered, and none disputes. */
        WAITING,
        /** A player disputes: the sheet stays open until a referee decides and signs. */
        DISPUTED,
        /** Every player present confirmed: the result stands, and the referee signs. */
        CONFIRMED
    }

    public Signatures {
        required = List.copyOf(required);
        verdicts = Map.copyOf(verdicts);
    }

    public State state() {
        if (verdicts.containsValue(Verdict.DISPUTE)) {
            return State.DISPUTED;
        }
        return required.stream().allMatch(p -> verdicts.get(p) == Verdict.CONFIRM) ? State.CONFIRMED : State.WAITING;
    }

    /** How many of the players present confirmed. */
    public int confirmed() {
        return (int) required.stream().filter(p -> verdicts.get(p) == Verdict.CONFIRM).count();
    }

    /** True if {@code player} is one who signs this result. */
    public boolean signs(long player) {
        return required.contains(player);
    }

    /** The players still to answer. */
    public Set<Long> missing() {
        return Set.copyOf(required.stream().filter(p -> !verdicts.containsKey(p)).toList());
    }
}
