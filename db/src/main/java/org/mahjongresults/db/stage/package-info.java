/**
 * A tournament's stages as stored: {@link StageRepository} keeps each {@link Stage} and the
 * {@link StageMember}s of each stage after the first.
 */
package org.mahjongresults.db.stage;
