/**
 * The penalty log (MCR 2006 §3.11, MCR 2006 附件6, RULINGS §4): {@link PenaltyController} (a referee
 * records a penalty with the catalogue's proposal; the chief referee cancels or publishes) over {@link PenaltyService},
 * with {@link PenaltyForm}, {@link PenaltyPages} and {@link PenaltyLines} (how a penalty is shown wherever it appears).
 * The catalogue is the engine's ({@code engine.penalty}); {@code db.penalty}'s {@code PenaltyRepository} stores it.
 */
package org.mahjongresults.web.penalty;
