/**
 * Score sheets (MCR 2006 附件5): {@link SheetRepository} keeps each {@link Sheet} and its
 * {@link HandRecord}s, {@link Correction}s and {@link StoredFan}s, locking the sheet's row for each {@link SheetWrite}
 * and checking its version; {@link SigningRepository} keeps the players' confirmations (issue 26).
 */
package org.mahjongresults.db.sheet;
