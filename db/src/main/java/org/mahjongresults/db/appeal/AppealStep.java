package org.mahjongresults.db.appeal;

import java.time.OffsetDateTime;

/**
 * One step of an appeal's timeline: {@code action} is {@link AppealRepository#FILE}, an
 * {@code engine.appeal.AppealAction} name, or {@link AppealRepository#CORRECTION} (the sheet corrected after it);
 * who took it, when, and the written text (the statement, the reasons).
 */
public record AppealStep(long id, String action, String fromStatus, String toStatus, String actorName,
                         OffsetDateTime at, String note) {
}
