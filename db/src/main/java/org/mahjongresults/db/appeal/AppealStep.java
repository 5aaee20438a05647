package org.mahjongresults.db.appeal;

import java.time.OffsetDateTime;
import org.mahjongresults.engine.appeal.AppealStatus;

/**
 * One step of an appeal's timeline: the filing, a step of the workflow, or the sheet corrected after it
 * ({@link StepAction}); the status before (none for the filing) and after; who took it, when, and the written text
 * (the statement, the reasons).
 */
public record AppealStep(long id, StepAction action, AppealStatus fromStatus, AppealStatus toStatus, String actorName,
                         OffsetDateTime at, String note) {
}
