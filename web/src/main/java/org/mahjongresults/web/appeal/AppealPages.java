package org.mahjongresults.web.appeal;

import java.util.List;
import java.util.Set;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.web.forms.Form;

/** The typed page records of the appeal templates ({@code appeal/list}, {@code appeal/new}, {@code appeal/appeal}). */
public final class AppealPages {

    private AppealPages() {
    }

    /** One appeal in a list. */
    public record Row(Appeal appeal, String appellant, String contested, String deadline, String timeLeft,
                      boolean inTime) {
    }

    /** A table whose filing window is open now. */
    public record Window(int session, int table, String deadline, String timeLeft) {
    }

    /** The officials' list (every appeal, the open first) or the public's (decided, published ones). */
    public record ListPage(Tournament tournament, boolean official, boolean canFile, List<Row> open,
                           List<Row> done, List<Window> windows, boolean canManage) {
    }

    /** A choice of a select: value and label. */
    public record Choice(String value, String label) {
    }

    /** The filing form; {@code tableChosen} once the session and table are known. */
    public record FormPage(Tournament tournament, Form form, boolean tableChosen, Integer session, Integer table,
                           List<Choice> appellants, List<Choice> contested, String fee, String deadline,
                           boolean tooLate, boolean canManage) {
    }

    /** One line of the timeline. */
    public record StepLine(AppealStep step, String actionKey, String actor, String at, String note) {
    }

    /** An appeal's page: what it is, where it stands, its timeline, and the steps the viewer may take. */
    public record AppealPage(Tournament tournament, Appeal appeal, boolean official, String appellant,
                             String contested, String filedAt, String deadline, List<StepLine> steps,
                             Set<AppealAction> actions, boolean committeeRestricted, boolean penaltyOpen,
                             Form form, String correctHref, String correctionHref, String sheetHref,
                             boolean canManage) {

        /** True if the viewer may take the step the template names (an {@link AppealAction}'s name). */
        public boolean may(String action) {
            return actions.stream().anyMatch(a -> a.name().equals(action));
        }

        public boolean canDecide() {
            return actions.contains(AppealAction.DECIDE_UPHOLD) || actions.contains(AppealAction.DECIDE_REJECT);
        }

        public boolean canCommittee() {
            return actions.contains(AppealAction.COMMITTEE_UPHOLD) || actions.contains(AppealAction.COMMITTEE_REJECT);
        }
    }
}
