package org.mahjongresults.db.appeal;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import org.mahjongresults.engine.appeal.AppealState;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.FeeStatus;

/**
 * A filed appeal (MCR 2006 §3.12-§3.13, RULINGS §5): where (session and table), who appeals (a player, or a team through its leader),
 * what it contests (a penalty of the log or a hand of the sheet), the signed written statement, the fee and where
 * the appeal stands. {@code deadlineAt} is null when it was filed before the table's sheet was closed (the filing
 * window runs from the close). {@code version} guards decisions against stale forms.
 */
public record Appeal(long id, long tournamentId, int session, int table, Long playerId, String playerName,
                     Long teamId, String teamName, String teamLeader, String signedBy, String statement,
                     Long penaltyId, Integer handNumber, AppealStatus status, BigDecimal feeAmount,
                     String feeCurrency, FeeStatus feeStatus, String filedBy, OffsetDateTime filedAt,
                     OffsetDateTime deadlineAt, Long correctionId, boolean published, int version) {

    /** The engine's view of where the appeal stands. */
    public AppealState state() {
        return new AppealState(status, feeStatus);
    }

    /** True once the chief referee or the committee has decided it (the decisions the public may see). */
    public boolean decided() {
        return switch (status) {
            case UPHELD, REJECTED, COMMITTEE_UPHELD, COMMITTEE_REJECTED -> true;
            default -> false;
        };
    }

    /** True if the outcome favours the appellant (at either level). */
    public boolean upheld() {
        return status == AppealStatus.UPHELD || status == AppealStatus.COMMITTEE_UPHELD;
    }

    /** True if it contests a penalty (else a hand). */
    public boolean contestsPenalty() {
        return penaltyId != null;
    }
}
