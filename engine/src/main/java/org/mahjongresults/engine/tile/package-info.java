/**
 * The tiles of a mahjong set (RULES §1.2): the 34 kinds, their suits and the winds. Shared by every rule set.
 */
package org.mahjongresults.engine.tile;
