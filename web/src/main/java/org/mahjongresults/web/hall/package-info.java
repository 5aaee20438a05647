/**
 * Event day in the hall: {@link HallController} (the session clock's JSON and controls, the big screen, the
 * hall settings) over {@link HallService} (settings, clock actions announced to open pages), and {@link ScreenPages}
 * (the big screen's rotating region from the kept results). Builds on {@code web.clock}; stored by {@code db.hall}'s
 * {@code HallRepository}.
 */
package org.mahjongresults.web.hall;
