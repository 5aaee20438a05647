/**
 * A riichi tournament's own settings as stored: {@link RiichiSettingsRepository} keeps its preset and game length.
 */
package org.mahjongresults.db.riichi;
