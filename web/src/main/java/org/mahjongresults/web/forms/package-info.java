/**
 * Reading submitted forms and uploads, shared by every feature: {@link Form} (values and per-field errors in
 * the user's language), {@link Numbers} (ASCII digits only), {@link CsvFile} (an uploaded spreadsheet, as the players'
 * import and the EMA results file read it) and {@link UploadedText}.
 */
package org.mahjongresults.web.forms;
