/**
 * The live page of a session: {@link LiveController} shows every table's progress and running scores,
 * updated by Server-Sent Events, rendered once per results version and language through {@code web.publish};
 * {@link LiveService} reads what the page needs besides the cached results of {@code web.standings}.
 */
package org.mahjongresults.web.live;
