package org.mahjongresults.web.penalty;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.Proposal;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.penalty.PenaltyLines.Line;

/** The typed page records of the penalty templates ({@code penalty/record}, {@code penalty/log}). */
public final class PenaltyPages {

    private PenaltyPages() {
    }

    /** One offence of the catalogue as the form offers it. */
    public record OffenceChoice(String name, String code, String label) {
    }

    /**
     * A proposal as the form shows it, from either catalogue: the sanction (its kind as the log records it, points,
     * dead hand) and, for an escalating offence, which time in the hand this is.
     */
    public record Proposed(Shown sanction, int occurrence) {

        /** The proposed sanction. */
        public record Shown(SanctionKind kind, int points, boolean deadHand) {
        }

        static Proposed of(Proposal p) {
            return p == null ? null : new Proposed(new Shown(p.sanction().kind(), p.sanction().points(),
                    p.sanction().deadHand()), p.occurrence());
        }
    }

    /**
     * The record form of a table, with the proposal for the chosen offence; {@code maxPoints} is the catalogue's
     * largest amount (60 MCR points, or table points under riichi), {@code victims} whether a victim may be named.
     */
    public record RecordPage(Tournament tournament, int session, int table, List<Seating> players, Form form,
                             List<OffenceChoice> offences, List<String> sanctions, Proposed proposal,
                             String offenceLabel, boolean canManage, int maxPoints, boolean victims) {
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
