/**
 * Appeals (MCR 2006 §3.12-§3.13, RULINGS §5): {@link AppealController} (the list, the filing form, one
 * appeal with its timeline and the steps the viewer may take), {@link AppealService} (filing within 30 minutes of the
 * sheet's close, the committee's and referees' steps), {@link AppealForm}, {@link AppealPages} and {@link AppealText}.
 * The rules are the engine's ({@code engine.appeal}); {@code db.appeal}'s {@code AppealRepository} stores the timelines.
 */
package org.mahjongresults.web.appeal;
