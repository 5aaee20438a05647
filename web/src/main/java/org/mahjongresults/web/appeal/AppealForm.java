package org.mahjongresults.web.appeal;

import java.util.Optional;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;

/**
 * The filing form's fields read into an {@link AppealService.Filing}: the appellant is {@code player:<id>} or
 * {@code team:<id>}, what is contested {@code penalty:<id>} or {@code hand:<number>}.
 */
final class AppealForm {

    static final String[] FIELDS = {"session", "table", "appellant", "contested", "statement", "signedBy"};

    private AppealForm() {
    }

    /** The posted form, with an error on each field that is missing or malformed. */
    static AppealService.Filing parse(Form form, Tournament t) {
        Integer session = form.integer("session", 1, t.sessionCount(), true);
        Integer table = form.integer("table", 1, 10_000, true);
        Long[] appellant = choice(form, "appellant", "player:", "team:");
        Long[] contested = choice(form, "contested", "penalty:", "hand:");
        if (contested[1] != null && contested[1] > Integer.MAX_VALUE) {
            form.error("contested", "form.invalidChoice");
        }
        return new AppealService.Filing(session, table, appellant[0], appellant[1], contested[0],
                contested[1] == null ? null : contested[1].intValue(), form.required("statement", 8000),
                form.required("signedBy", 200));
    }

    /** The id in the field's choice {@code first + id} (at 0) or {@code second + id} (at 1); required. */
    private static Long[] choice(Form form, String field, String first, String second) {
        String v = form.get(field).trim();
        Long[] out = new Long[2];
        if (v.isEmpty()) {
            form.error(field, "form.required");
            return out;
        }
        int i = v.startsWith(first) ? 0 : v.startsWith(second) ? 1 : -1;
        Optional<Long> id = i < 0 ? Optional.empty() : number(v.substring((i == 0 ? first : second).length()));
        if (id.isEmpty()) {
            form.error(field, "form.invalidChoice");
        } else {
            out[i] = id.get();
        }
        return out;
    }

    static Optional<Long> number(String s) {
        try {
            return Optional.of(Numbers.parseLong(s.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
