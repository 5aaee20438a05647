package org.mahjongresults.web.staff;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.mahjongresults.db.account.StaffRepository.StaffMember;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.forms.Numbers;

/** A tournament's officials: the list, and assigning or removing a role (director or site administrator). */
public final class StaffController {

    /** The staff page: who holds which role, and the assignment form. */
    public record StaffPage(Tournament tournament, List<StaffMember> staff, List<StaffRole> roles,
                            Form form) {
    }

    private final TournamentLookup lookup;
    private final StaffService staff;
    private final Auth auth;
    private final Messages messages;

    public StaffController(TournamentLookup lookup, StaffService staff, Auth auth, Messages messages) {
        this.lookup = lookup;
        this.staff = staff;
        this.auth = auth;
        this.messages = messages;
    }

    public void list(Context ctx) {
        Tournament t = lookup.visible(ctx);
        render(ctx, t, Form.empty(ctx, messages).set("role", StaffRole.REFEREE.name()));
    }

    public void assign(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, "username", "role", "tables");
        String username = form.required("username", 64);
        StaffRole role = form.choice("role", StaffRole.class);
        Set<Integer> tables = new TreeSet<>();
        for (String part : form.get("tables").split("[,\\s]+")) {
            if (part.isBlank()) {
                continue;
            }
            try {
                int n = Numbers.parseInt(part);
                if (n < 1 || n > 1000) {
                    throw new NumberFormatException();
                }
                tables.add(n);
            } catch (NumberFormatException e) {
                form.error("tables", "staff.badTables");
                break;
            }
        }
        User user = username.isEmpty() ? null : staff.account(username).orElse(null);
        if (!username.isEmpty() && user == null) {
            form.error("username", "staff.noSuchUser", username);
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, t, form);
            return;
        }
        staff.assign(auth.actor(ctx), t.id(), user, role, tables);
        auth.flash(ctx, "staff.assigned", user.displayName(), messages.get(RequestLanguage.of(ctx), "role." + role.name()));
        ctx.redirect("/tournaments/" + t.id() + "/staff");
    }

    public void remove(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, "userId", "role");
        StaffRole role = form.choice("role", StaffRole.class);
        Integer userId = form.integer("userId", 1, Integer.MAX_VALUE, true);
        if (form.ok()) {
            staff.remove(auth.actor(ctx), t.id(), userId, role);
            auth.flash(ctx, "staff.removed");
        }
        ctx.redirect("/tournaments/" + t.id() + "/staff");
    }

    private void render(Context ctx, Tournament t, Form form) {
        ctx.render("staff/list", Map.of("page",
                new StaffPage(t, staff.staff(t.id()), List.of(StaffRole.values()), form)));
    }
}
