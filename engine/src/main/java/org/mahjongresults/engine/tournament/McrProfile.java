package org.mahjongresults.engine.tournament;

/**
 * The MCR rule profile a tournament plays under (RULINGS §2): {@code WMO} (000 read with 004, the
 * default) or {@code CN2017} (003's fan list with 001's rulings).
 */
public enum McrProfile {
    WMO,
    CN2017
}
