package org.mahjongresults.web.appeal;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.engine.appeal.AppealDeadline;
import org.mahjongresults.web.appeal.AppealPages.Choice;
import org.mahjongresults.web.clock.VenueTime;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.penalty.PenaltyLines;

/** How the appeal pages name things in the reader's language: appellants, what is contested, times and deadlines. */
final class AppealText {

    // In the venue's time zone, named after the time (issue 16); "UTC" where the venue keeps UTC.
    static final DateTimeFormatter SECONDS = VenueTime.SECONDS;
    static final DateTimeFormatter MINUTES = VenueTime.MINUTES;

    private final Messages messages;
    private final Language lang;
    private final ZoneId zone;

    AppealText(Messages messages, Language lang, ZoneId zone) {
        this.messages = messages;
        this.lang = lang;
        this.zone = zone;
    }

    String get(String key, Object... args) {
        return messages.get(lang, key, args);
    }

    String seconds(Instant at) {
        return VenueTime.format(at, zone, SECONDS);
    }

    String minutes(Instant at) {
        return VenueTime.format(at, zone, MINUTES);
    }

    String timeLeft(Duration left) {
        return get("appeal.timeLeft", (left.getSeconds() + 59) / 60);
    }

    /** The filing window of the form's table as a sentence: not started, running until, or passed. */
    String deadline(Optional<AppealDeadline> d, Instant now) {
        if (d.isEmpty()) {
            return get("appeal.deadlineNotStarted");
        }
        return get(d.get().allows(now) ? "appeal.deadlineRuns" : "appeal.deadlinePassed", seconds(d.get().deadline()),
                timeLeft(d.get().timeLeft(now)));
    }

    /** The choices of the filing form: the table's four players, then their teams (through the team leader). */
    List<Choice> appellants(AppealService.Choices c) {
        List<Choice> out = new ArrayList<>();
        for (Seating s : c.players()) {
            out.add(new Choice("player:" + s.playerId(), s.entryNumber() + " " + s.name()));
        }
        for (Team team : c.teams()) {
            // A team imported without a leader (a CSV import) is named alone, never "(leader: )" (issue 27).
            boolean leader = team.leaderName() != null && !team.leaderName().isBlank();
            out.add(new Choice("team:" + team.id(), leader ? get("appeal.teamChoice", team.name(), team.leaderName())
                    : get("appeal.teamChoiceNoLeader", team.name())));
        }
        return out;
    }

    /** What may be contested at the table: its penalties, and the hands its sheet records. */
    List<Choice> contestable(AppealService.Choices c) {
        List<Choice> out = new ArrayList<>();
        for (PenaltyRecord p : c.penalties()) {
            out.add(new Choice("penalty:" + p.id(), penalty(p)));
        }
        for (int hand : c.hands()) {
            out.add(new Choice("hand:" + hand, get("appeal.handChoice", hand)));
        }
        return out;
    }

    AppealPages.Row row(AppealService.Listed l, List<PenaltyRecord> log, Instant now) {
        Appeal a = l.appeal();
        if (l.deadline() == null) {
            return new AppealPages.Row(a, appellant(a), contested(a, log), get("appeal.deadlineNotStartedShort"),
                    null, true);
        }
        boolean inTime = !now.isAfter(l.deadline());
        return new AppealPages.Row(a, appellant(a), contested(a, log), seconds(l.deadline()),
                inTime ? timeLeft(Duration.between(now, l.deadline())) : get("appeal.windowClosed"), inTime);
    }

    static String appellant(Appeal a) {
        if (a.playerId() != null) {
            return a.playerName();
        }
        return a.teamLeader() == null ? a.teamName() : a.teamName() + " (" + a.teamLeader() + ")";
    }

    String contested(Appeal a, List<PenaltyRecord> log) {
        if (a.penaltyId() == null) {
            return get("appeal.handChoice", a.handNumber());
        }
        return log.stream().filter(p -> p.id() == a.penaltyId()).findFirst().map(this::penalty)
                .orElse(get("appeal.penaltyGone"));
    }

    String penalty(PenaltyRecord p) {
        String sanction = get("penalty.sanction." + p.sanction().name()) + (p.points() > 0 ? " " + p.points() : "");
        return get("appeal.penaltyChoice", PenaltyLines.offenceName(p, lang), p.playerName(), sanction,
                p.hand() == null ? "–" : p.hand());
    }
}
