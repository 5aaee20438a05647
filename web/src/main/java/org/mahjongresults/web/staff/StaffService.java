package org.mahjongresults.web.staff;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * A tournament's officials: who holds which role, and the director's assigning and removing of roles. A scorekeeper
 * may be limited to some tables; every other role covers the whole tournament. The repository audits each change.
 */
public final class StaffService {

    private final StaffRepository staff;
    private final UserRepository users;
    private final TournamentEvents events;

    /** {@code events}: where a change of the officials is announced, like every write to a tournament. */
    public StaffService(StaffRepository staff, UserRepository users, TournamentEvents events) {
        this.staff = staff;
        this.users = users;
        this.events = events;
    }

    /** Who holds which role in the tournament. */
    public List<StaffRepository.StaffMember> staff(long tournamentId) {
        return staff.staff(tournamentId);
    }

    /** The account an official is assigned by, if it exists. */
    public Optional<User> account(String username) {
        return users.findByUsername(username);
    }

    /** Gives {@code user} the role; a scorekeeper's tables limit it, an empty set (or another role) means all. */
    public void assign(Actor actor, long tournamentId, User user, StaffRole role, Set<Integer> tables) {
        staff.assign(actor, tournamentId, user.id(), role, role == StaffRole.SCOREKEEPER ? tables : Set.of());
        events.announce(TournamentChanged.whole(tournamentId));
    }

    public void remove(Actor actor, long tournamentId, long userId, StaffRole role) {
        staff.remove(actor, tournamentId, userId, role);
        events.announce(TournamentChanged.whole(tournamentId));
    }
}
