/**
 * Appeals as stored: {@link AppealRepository} keeps each {@link Appeal} and its timeline of
 * {@link AppealStep}s ({@link StepAction}). The rules are the engine's ({@code engine.appeal}); this stores them.
 */
package org.mahjongresults.db.appeal;
