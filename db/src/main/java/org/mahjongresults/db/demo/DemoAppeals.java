package org.mahjongresults.db.demo;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * Two appeals of the demo (MCR 2006 §3.12-§3.13): one the chief referee heard and rejected, the rejection then final; one
 * handed in by a team leader and still waiting. Both are filed just after their sheets were closed, so inside the
 * 30-minute window.
 */
final class DemoAppeals {

    private final Database db;
    private final SettableClock clock;

    DemoAppeals(Database db, SettableClock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** Needs the demo's closed sessions and its staff accounts. */
    void load(long tournamentId) {
        AuditLog audit = new AuditLog(db, clock);
        AppealRepository appeals = new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
        UserRepository users = new UserRepository(db, clock, audit);
        Actor referee = actor(users, "referee");
        Actor chief = actor(users, "chief");
        List<Seating> seatings = new DrawRepository(db, audit).seatings(tournamentId);

        Seating player = seat(seatings, 1, 2, 1);
        // Filed twelve minutes after the sheet was closed, heard in the lunch break, closed after the next session.
        clock.set(DemoSchedule.sheetClosed(1, 2).plus(Duration.ofMinutes(12)));
        long decided = filed(appeals.file(referee, tournamentId, new AppealRepository.NewAppeal(1, 2,
                player.playerId(), null, null, 3,
                "The winner's hand was scored with Concealed Hand although one pung was claimed. "
                        + "I ask for the hand to be rescored.", player.name())));
        clock.set(DemoSchedule.sheetClosed(1, 2).plus(Duration.ofMinutes(64)));
        appeals.act(chief, tournamentId, decided, AppealAction.DECIDE_REJECT, Set.of(StaffRole.CHIEF_REFEREE),
                "The pung was a concealed kong declared in turn; the sheet scores the hand correctly.", 0, false);
        clock.set(DemoSchedule.sheetClosed(2, 1).plus(Duration.ofMinutes(35)));
        appeals.act(chief, tournamentId, decided, AppealAction.CLOSE, Set.of(StaffRole.CHIEF_REFEREE),
                "The appellant does not appeal further.", 1, false);

        Seating member = seat(seatings, 2, 3, 2);
        Player p = new TournamentRepository(db, clock, audit).findPlayer(tournamentId, member.playerId())
                .orElseThrow();
        String leader = new TournamentRepository(db, clock, audit).teams(tournamentId).stream()
                .filter(t -> t.id().equals(p.teamId())).findFirst().orElseThrow().leaderName();
        clock.set(DemoSchedule.sheetClosed(2, 3).plus(Duration.ofMinutes(17)));
        filed(appeals.file(referee, tournamentId, new AppealRepository.NewAppeal(2, 3, null, p.teamId(), null, 9,
                "Hand 9 was recorded as a draw, but our player had declared a win before the last tile was discarded.",
                leader)));
    }

    private static Actor actor(UserRepository users, String username) {
        User u = users.findByUsername(username).orElseThrow();
        return new Actor(u.id(), u.username(), "local");
    }

    private static Seating seat(List<Seating> seatings, int session, int table, int index) {
        return seatings.stream().filter(s -> s.session() == session && s.table() == table).toList().get(index);
    }

    private static long filed(AppealRepository.FileOutcome outcome) {
        return ((AppealRepository.FileOutcome.Filed) outcome).id();
    }
}
