/**
 * A riichi tournament's own data as stored: {@link org.mahjongresults.db.riichi.RiichiSettingsRepository} keeps its
 * preset and game length, and {@link org.mahjongresults.db.riichi.RiichiLine} is a sheet line as entered, kept as JSON
 * with its hand so the website replays the game through the engine.
 */
package org.mahjongresults.db.riichi;
