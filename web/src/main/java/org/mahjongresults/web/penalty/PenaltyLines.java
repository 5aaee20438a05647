package org.mahjongresults.web.penalty;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.Consequence;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.Penalty;
import org.mahjongresults.engine.penalty.PenaltyEffect;
import org.mahjongresults.engine.penalty.Sanction;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;

/**
 * How a penalty of the record is shown, wherever it is shown (the penalty log, a sheet, a player's standings page,
 * an appeal): who may see it and the offence's name. Moved out of {@link PenaltyController} so that the sheet,
 * standings and appeal controllers no longer call another controller.
 */
public final class PenaltyLines {

    private PenaltyLines() {
    }

    /**
     * A line of the record with the offence named in the reader's language, the offender's team and starting seat,
     * and the consequences of the sanction beyond points (message keys), e.g. the director's decision on the table.
     */
    public record Line(PenaltyRecord record, String offence, String team, String seat, List<String> consequences) {

        public Line(PenaltyRecord record, String offence) {
            this(record, offence, null, null, List.of());
        }

        /** The offence's code in MCR 2006 §3.11.6 (6-1 … 6-P, 6.2 for late arrival); the riichi texts have none. */
        public String code() {
            return record.riichi() ? "" : record.offence().code();
        }
    }

    /** True if this reader sees the penalty: the staff always; the public if the tournament and the line publish it. */
    public static boolean shown(Tournament t, PenaltyRecord r, boolean staff) {
        return staff || (t.publishPenalties() && r.published());
    }

    /** The offence's name in the reader's language. */
    public static String offenceName(Offence o, Language lang) {
        return GameNames.of(o, lang);
    }

    /** The recorded offence's name in the reader's language, of whichever catalogue it is. */
    public static String offenceName(PenaltyRecord r, Language lang) {
        return r.riichi() ? GameNames.of(r.riichiOffence(), lang) : GameNames.of(r.offence(), lang);
    }

    /** What the sanction does beyond points, as message keys (none for a cancelled penalty). */
    public static List<String> consequences(PenaltyRecord r) {
        if (r.cancelled()) {
            return List.of();
        }
        if (r.riichi()) {
            return riichiConsequences(r.sanction());
        }
        SanctionKind kind = r.sanction();
        Sanction sanction = new Sanction(kind == SanctionKind.PAY_FOR_THREE ? SanctionKind.WARNING : kind,
                kind == SanctionKind.PAY_FOR_THREE ? 0 : r.points(), r.deadHand());
        // Seats do not matter for the consequences: offender 0 and, for a transfer to a victim, victim 1.
        PenaltyEffect effect = PenaltyEffect.of(kind.needsVictim() ? Penalty.toVictim(r.offence(), sanction, 0, 1)
                : Penalty.of(r.offence(), sanction, 0));
        List<String> keys = new ArrayList<>();
        for (Consequence c : Consequence.values()) {
            // A dead hand is in the sanction column already; a suspension keeps the results so far in the ranking.
            if (effect.has(c) && c != Consequence.DEAD_HAND
                    && !(c == Consequence.LEAVES_RANKING && kind == SanctionKind.SUSPENSION)) {
                keys.add(c.messageKey());
            }
        }
        return keys;
    }

    /** A riichi chombo is deducted on the sheet (RULINGS §10.18); a disqualification takes the player out. */
    private static List<String> riichiConsequences(SanctionKind kind) {
        return switch (kind) {
            case CHOMBO -> List.of("penalty.consequence.chombo_on_sheet");
            case DISQUALIFICATION -> List.of(Consequence.LEAVES_RANKING.messageKey(),
                    Consequence.LEAVES_LATER_DRAWS.messageKey(), Consequence.DIRECTOR_DECIDES_TABLE.messageKey());
            default -> List.of();
        };
    }
}
