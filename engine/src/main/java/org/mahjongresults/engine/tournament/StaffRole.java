package org.mahjongresults.engine.tournament;

/**
 * The officials of one tournament and what the rules let them do (MCR 2006 §3.9.2, MCR 2006 §3.11, MCR 2006 §3.12-§3.13, RULINGS §5).
 */
public enum StaffRole {
    /** Runs the tournament: everything in it, including every power below. */
    DIRECTOR,
    /** 总裁判长: decides appeals, cancels penalties; also has a referee's powers. */
    CHIEF_REFEREE,
    /** 裁判员: confirms and corrects sheets, records penalties, files appeals for players. */
    REFEREE,
    /** 仲裁委员会 member: decides further appeals. */
    COMMITTEE,
    /** Enters score sheets for the assigned tables (or all tables). */
    SCOREKEEPER;

    /** True if holding this role gives the powers of {@code needed} (a director has all; a chief referee a referee's). */
    public boolean includes(StaffRole needed) {
        if (this == needed || this == DIRECTOR) {
            return true;
        }
        return switch (this) {
            case CHIEF_REFEREE -> needed == REFEREE || needed == SCOREKEEPER;
            case REFEREE -> needed == SCOREKEEPER;
            default -> false;
        };
    }
}
