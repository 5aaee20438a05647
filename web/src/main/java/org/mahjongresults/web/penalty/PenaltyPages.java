package org.mahjongresults.web.penalty;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.Proposal;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.penalty.PenaltyLines.Line;

/** The typed page records of the penalty templates ({@code penalty/record}, {@code penalty/log}). */
public final class PenaltyPages {

    private PenaltyPages() {
    }

    /** One offence of the catalogue as the form offers it. */
    public record OffenceChoice(String name, String code, String label) {
    }

    /** The record form of a table, with the proposal for the chosen offence. */
    public record RecordPage(Tournament tournament, int session, int table, List<Seating> players, Form form,
                             List<OffenceChoice> offences, List<String> sanctions, Proposal proposal,
                             String offenceLabel, boolean canManage) {
    }

    /**
     * The penalty record (the form of MCR 2006 附件6) of the tournament, a session, a table or a player: {@code scope}
     * is "tournament", "session", "table" or "player", with the session and table numbers or the player it names.
     */
    public record LogPage(Tournament tournament, String scope, Integer session, Integer table, Player player,
                          List<Line> lines, boolean visible, boolean canCancel, boolean canManage, String here,
                          List<Integer> sessions, boolean canAppeal) {
    }
}
