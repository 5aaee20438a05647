package org.mahjongresults.db.penalty;

import java.time.OffsetDateTime;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * One line of the penalty record (MCR 2006 附件6): where and when, who, the offence, the sanction (its kind, points,
 * dead hand), who imposed it (the role in the rules' sense, RULINGS §5), the victim of a transfer, whether the
 * chief referee cancelled it (it stays in the log, struck through), and whether the public may see it (when the
 * tournament publishes its penalties at all). A riichi tournament's line names a {@link RiichiOffence} instead of an
 * {@link Offence} (issue 38): exactly one of the two is set, and a riichi line's points are table points.
 */
public record PenaltyRecord(long id, int session, int table, Integer hand, long playerId, int entryNumber,
                            String playerName, Offence offence, SanctionKind sanction, int points, boolean deadHand,
                            Long victimId, String victimName, Integer lateMinutes, String note, StaffRole imposedByRole,
                            String recordedBy, OffsetDateTime recordedAt, String cancelledBy,
                            OffsetDateTime cancelledAt, String cancelReason, boolean published,
                            RiichiOffence riichiOffence) {

    /** A line shown to the public unless the tournament says otherwise. */
    public PenaltyRecord(long id, int session, int table, Integer hand, long playerId, int entryNumber,
                         String playerName, Offence offence, SanctionKind sanction, int points, boolean deadHand,
                         Long victimId, String victimName, Integer lateMinutes, String note, StaffRole imposedByRole,
                         String recordedBy, OffsetDateTime recordedAt, String cancelledBy,
                         OffsetDateTime cancelledAt, String cancelReason) {
        this(id, session, table, hand, playerId, entryNumber, playerName, offence, sanction, points, deadHand,
                victimId, victimName, lateMinutes, note, imposedByRole, recordedBy, recordedAt, cancelledBy,
                cancelledAt, cancelReason, true, null);
    }

    /** True for a line of the riichi catalogue. */
    public boolean riichi() {
        return riichiOffence != null;
    }

    /**
     * The offence as exports name it: the MCR constant's name, or the riichi one's with a {@code RIICHI_} prefix,
     * since both catalogues have a CHEATING.
     */
    public String offenceCode() {
        return riichi() ? "RIICHI_" + riichiOffence.name() : offence.name();
    }

    public boolean cancelled() {
        return cancelledAt != null;
    }
}
