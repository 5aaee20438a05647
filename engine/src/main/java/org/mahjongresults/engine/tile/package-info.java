/**
 * The tiles of a mahjong set (MCR 2006 §3.5.5): the 34 kinds, their suits and the winds. Shared by every rule set.
 */
package org.mahjongresults.engine.tile;
