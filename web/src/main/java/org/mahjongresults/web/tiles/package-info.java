/**
 * Drawing hands as tiles: {@link TilesDialect} gives templates {@code #tiles.hand(notation)}, a
 * {@link TileHand} read with the engine's notation reader ({@code engine.hand}) for the one fragment that draws hands.
 */
package org.mahjongresults.web.tiles;
