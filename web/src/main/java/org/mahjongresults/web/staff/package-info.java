/**
 * A tournament's officials: {@link StaffController} (the list, assigning or removing a role) over
 * {@link StaffService} (who holds which role, a scorekeeper limited to some tables). Stored and audited by
 * {@code db.account}'s {@code StaffRepository}.
 */
package org.mahjongresults.web.staff;
