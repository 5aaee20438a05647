package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.system.PublicAddress;

/** The site administrator's settings of the whole website: its public address. */
public final class SiteController {

    /**
     * The site page: the public address form ({@code fixed} when {@code PUBLIC_URL} sets it), and the address
     * links use now.
     */
    public record SitePage(Form form, boolean configured, boolean fixed, String current) {
    }

    private final PublicAddress address;
    private final Auth auth;
    private final Messages messages;

    public SiteController(PublicAddress address, Auth auth, Messages messages) {
        this.address = address;
        this.auth = auth;
        this.messages = messages;
    }

    public void site(Context ctx) {
        Form form = Form.empty(ctx, messages).set("publicUrl", address.configured().orElse(""));
        render(ctx, form);
    }

    public void savePublicUrl(Context ctx) {
        Form form = Form.from(ctx, messages, "publicUrl");
        String entered = form.required("publicUrl", 2_000);
        if (address.fromEnvironment()) {
            form.error("publicUrl", "website.publicUrl.fixed");
        } else if (form.ok() && address.save(entered).isEmpty()) {
            form.error("publicUrl", "website.publicUrl.invalid");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, form);
            return;
        }
        auth.flash(ctx, "website.publicUrl.saved", address.configured().orElse(""));
        ctx.redirect("/admin/site");
    }

    private void render(Context ctx, Form form) {
        ctx.render("admin/site", Map.of("page", new SitePage(form, address.configured().isPresent(),
                address.fromEnvironment(), address.base(ctx))));
    }
}
