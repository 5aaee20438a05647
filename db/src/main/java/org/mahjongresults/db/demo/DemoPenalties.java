package org.mahjongresults.db.demo;

import java.util.List;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * A few penalties in the demo tournament's record (MCR 2006 §3.11, MCR 2006 附件6), as the demo referee and chief referee would
 * record them: a warning, a deduction, a transfer with a dead hand, a late arrival, and one cancelled with a reason.
 */
final class DemoPenalties {

    private final Database db;
    private final SettableClock clock;
    private final AuditLog audit;

    DemoPenalties(Database db, SettableClock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Adds the penalties; the demo's draw, sheets and staff accounts exist already. */
    void add(long tournamentId) {
        UserRepository users = new UserRepository(db, clock, audit);
        Actor referee = actor(users, "referee");
        Actor chief = actor(users, "chief");
        List<Seating> draw = new DrawRepository(db, audit).seatings(tournamentId);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        PenaltyRepository penalties = new PenaltyRepository(db, clock, audit);

        record(penalties, sheets, draw, referee, tournamentId, 1, 2, 5, 1, Offence.LATE_PUNG, SanctionKind.WARNING,
                0, false, null, null, "Called pung after the next player had drawn.");
        record(penalties, sheets, draw, referee, tournamentId, 1, 6, 3, 2, Offence.OTHERS_TILES_EXPOSED,
                SanctionKind.TRANSFER_TO_VICTIM, 10, false, 0, null,
                "Knocked over East's tiles while reaching for the dice.");
        record(penalties, sheets, draw, referee, tournamentId, 2, 3, 7, 2, Offence.ILLEGAL_INFORMATION,
                SanctionKind.DEDUCTION, 10, false, null, null, "Commented on the tiles a player was waiting for.");
        record(penalties, sheets, draw, referee, tournamentId, 2, 5, 11, 3, Offence.WRONG_WIN,
                SanctionKind.TRANSFER_EACH, 10, true, null, null, "Declared a win of 6 points.");
        record(penalties, sheets, draw, referee, tournamentId, 3, 1, null, 3, Offence.LATE_ARRIVAL,
                SanctionKind.DEDUCTION, 10, false, null, 7, null);

        // The chief referee finds the exposed tiles were an accident caused by a bumped table, in the lunch break.
        clock.set(DemoSchedule.sheetClosed(1, 8).plus(java.time.Duration.ofMinutes(12)));
        long exposed = penalties.list(tournamentId).stream()
                .filter(p -> p.offence() == Offence.OTHERS_TILES_EXPOSED).mapToLong(PenaltyRecord::id).findFirst()
                .orElseThrow();
        penalties.cancel(chief, tournamentId, exposed, "The table was bumped by a spectator; nobody is at fault.");
    }

    private void record(PenaltyRepository penalties, SheetRepository sheets, List<Seating> draw, Actor actor,
                               long tournamentId, int session, int table, Integer hand, int seat, Offence offence,
                               SanctionKind sanction, int points, boolean dead, Integer victimSeat, Integer late,
                               String note) {
        List<Seating> players = draw.stream().filter(s -> s.session() == session && s.table() == table).toList();
        sheets.open(tournamentId, session, table);
        // A late arrival is recorded when the player sits down; another penalty a few minutes into its hand.
        clock.set(hand == null ? DemoSchedule.sessionStart(session).plus(java.time.Duration.ofMinutes(late))
                : DemoSchedule.handEntered(session, table, hand).minus(java.time.Duration.ofMinutes(5)));
        penalties.record(actor, tournamentId, new PenaltyRepository.NewPenalty(session, table, hand,
                players.get(seat).playerId(), offence, sanction, points, dead,
                victimSeat == null ? null : players.get(victimSeat).playerId(), late, note,
                actor.name().equals("Demo Chief Referee") ? StaffRole.CHIEF_REFEREE : StaffRole.REFEREE));
    }

    private static Actor actor(UserRepository users, String username) {
        var user = users.findByUsername(username).orElseThrow();
        return new Actor(user.id(), user.displayName(), "local");
    }
}
