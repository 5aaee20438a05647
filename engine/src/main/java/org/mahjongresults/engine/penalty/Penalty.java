package org.mahjongresults.engine.penalty;

import java.util.OptionalInt;

/**
 * A penalty as recorded in one hand of a table (a line of the penalty record, MCR 2006 附件6): the offence, the sanction
 * the referee chose, the offender's seat, the victim's seat for a transfer to a victim, and whether the chief referee
 * has cancelled it. Seats are indexes 0-3 in the same fixed order the hand's settlement uses. The session, table,
 * hand, note and cancellation reason are the website's to store; they do not change the effect.
 *
 * @param offence   the offence from the catalogue
 * @param sanction  the sanction recorded
 * @param offender  the offender's seat, 0-3
 * @param victim    the seat receiving a {@link SanctionKind#TRANSFER_TO_VICTIM}; empty for every other kind
 * @param cancelled true once the chief referee has cancelled it: the log keeps it, struck through, with no effect
 */
public record Penalty(Offence offence, Sanction sanction, int offender, OptionalInt victim, boolean cancelled) {

    public Penalty {
        if (offence == null || sanction == null || victim == null) {
            throw new IllegalArgumentException("a penalty needs an offence, a sanction and a victim (or none)");
        }
        checkSeat(offender, "offender");
        if (sanction.kind().needsVictim()) {
            if (victim.isEmpty()) {
                throw new IllegalArgumentException(sanction.kind() + " needs the victim's seat");
            }
            checkSeat(victim.getAsInt(), "victim");
            if (victim.getAsInt() == offender) {
                throw new IllegalArgumentException("the victim cannot be the offender");
            }
        } else if (victim.isPresent()) {
            throw new IllegalArgumentException(sanction.kind() + " has no victim");
        }
        if (sanction.kind() == SanctionKind.FORFEIT && offence != Offence.LATE_ARRIVAL) {
            throw new IllegalArgumentException("only late arrival is sanctioned by a forfeit");
        }
    }

    /** A penalty in force, with no victim. */
    public static Penalty of(Offence offence, Sanction sanction, int offender) {
        return new Penalty(offence, sanction, offender, OptionalInt.empty(), false);
    }

    /** A penalty in force that pays a victim ({@link SanctionKind#TRANSFER_TO_VICTIM}). */
    public static Penalty toVictim(Offence offence, Sanction sanction, int offender, int victim) {
        return new Penalty(offence, sanction, offender, OptionalInt.of(victim), false);
    }

    /** The same penalty cancelled by the chief referee. */
    public Penalty cancel() {
        return new Penalty(offence, sanction, offender, victim, true);
    }

    private static void checkSeat(int seat, String who) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException(who + " seat must be 0-3, not " + seat);
        }
    }
}
