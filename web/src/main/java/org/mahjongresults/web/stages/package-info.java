/**
 * A tournament's stages (issue 28): {@link StagesController} (each stage's standings group by group and
 * the overall result; for the director, adding a stage and seating its next session) over {@link StageService}, with
 * {@link StagePages} and {@link SeatedDraw}. Builds on {@code web.standings} and {@code web.draw}; stored by
 * {@code db.stage}.
 */
package org.mahjongresults.web.stages;
