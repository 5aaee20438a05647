/**
 * A table's score sheet under either rule set: {@link SheetController} over {@link SheetService} (add and
 * correct hands, submit, close, reopen), with {@link SheetPageBuilder} and {@link SheetView} (the paper form, MCR 2006
 * 附件5). What differs per rule set is a {@link SheetRules}: {@link McrSheetRules} and {@link SwissSheetRules}.
 * {@link SheetApp} is the offline sheet app. {@link SheetSigning} is what the sheet needs of {@code web.table}, which
 * builds on this package. Stored by {@code db.sheet}'s {@code SheetRepository}.
 */
package org.mahjongresults.web.sheet;
