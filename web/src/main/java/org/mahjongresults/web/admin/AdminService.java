package org.mahjongresults.web.admin;

import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.clock.VenueTime;

/** The site administrator's use cases beyond the accounts: a new tournament with its director, the audit log. */
public final class AdminService {

    /** How many audit entries the site-wide page shows, newest first. */
    static final int AUDIT_LINES = 300;

    /** The zone of an entry that belongs to no tournament: UTC, named as such on the page. */
    static final ZoneId NO_VENUE = ZoneId.of("UTC");

    /**
     * One audit entry with its time as the page shows it: in UTC, one zone for the whole column so that lines sort
     * and compare (issue 27), and beside it the venue's time of its tournament (null for an entry of no tournament).
     */
    public record AuditLine(AuditLog.Entry entry, String when, String venueWhen) {
    }

    private final TournamentRepository tournaments;
    private final StaffRepository staff;
    private final AuditLog audit;
    private final ClockService hall;

    public AdminService(TournamentRepository tournaments, StaffRepository staff, AuditLog audit, ClockService hall) {
        this.tournaments = tournaments;
        this.staff = staff;
        this.audit = audit;
        this.hall = hall;
    }

    /**
     * Creates a tournament, directed by its creator (the administrator may hand it to another director later), in
     * one transaction. Both writes are audited.
     */
    public Tournament createTournament(Actor actor, Tournament draft, long creatorId) {
        return tournaments.create(actor, draft, creatorId, staff);
    }

    /** Days a renewal of a user's staff roles lasts. */
    static final int RENEWAL_DAYS = 365;

    /** Renews all of a user's staff roles, those of finished tournaments too, for {@link #RENEWAL_DAYS}. */
    public int renewStaff(Actor actor, long userId) {
        return staff.renew(actor, userId, java.time.LocalDate.now(java.time.ZoneOffset.UTC).plusDays(RENEWAL_DAYS));
    }

    /** How many staff roles of each user have lapsed (finished tournaments, not renewed). */
    public Map<Long, Integer> lapsedRoles(List<Long> userIds) {
        Map<Long, Integer> lapsed = new HashMap<>();
        for (long id : userIds) {
            int n = staff.lapsed(id);
            if (n > 0) {
                lapsed.put(id, n);
            }
        }
        return lapsed;
    }

    /**
     * The newest entries of the whole site, each in UTC; an entry of a tournament also in that tournament's venue zone
     * (its hall settings, read once per tournament on the page); the zone is named after each time.
     */
    public List<AuditLine> audit() {
        Map<Long, ZoneId> zones = new HashMap<>();
        return audit.recent(null, AUDIT_LINES).stream().map(e -> {
            ZoneId zone = e.tournamentId() == null ? NO_VENUE
                    : zones.computeIfAbsent(e.tournamentId(), id -> hall.settings(id).zone());
            return new AuditLine(e, VenueTime.format(e.at(), NO_VENUE, VenueTime.SECONDS),
                    e.tournamentId() == null ? null : VenueTime.format(e.at(), zone, VenueTime.SECONDS));
        }).toList();
    }
}
