/**
 * The penalty log (MCR 2006 附件6): {@link PenaltyRepository} keeps each {@link PenaltyRecord}; recording
 * and cancelling bump the results version. {@link PenaltyEffects} applies the engine's rules to the table's match
 * points.
 */
package org.mahjongresults.db.penalty;
