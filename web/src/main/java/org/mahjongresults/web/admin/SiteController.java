package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.system.PublicAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The site administrator's settings of the whole website: its public address and its backups. */
public final class SiteController {

    /**
     * The site page: the public address form ({@code fixed} when {@code PUBLIC_URL} sets it), and the address
     * links use now.
     */
    public record SitePage(Form form, boolean configured, boolean fixed, String current, boolean onlineBackup) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(SiteController.class);
    private static final DateTimeFormatter FILE_NAME =
            DateTimeFormatter.ofPattern("'mahjong-'yyyyMMdd'-'HHmmss'.zip'").withZone(ZoneOffset.UTC);

    private final PublicAddress address;
    private final DatabaseBackup backup;
    private final Auth auth;
    private final Messages messages;

    public SiteController(PublicAddress address, DatabaseBackup backup, Auth auth, Messages messages) {
        this.address = address;
        this.backup = backup;
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

    /**
     * A consistent copy of the whole database as a download, taken while the event runs (H2's online backup); on
     * PostgreSQL the page says how to use pg_dump instead.
     */
    public void download(Context ctx) throws IOException {
        if (!backup.supported()) {
            auth.flash(ctx, "website.backup.notHere");
            ctx.redirect("/admin/site");
            return;
        }
        Path folder = Files.createTempDirectory("mahjong-backup");
        Path zip = folder.resolve(FILE_NAME.format(Instant.now()));
        try {
            DatabaseBackup.Taken taken = backup.writeTo(zip);
            LOG.info("Backup for download by {}: {} bytes in {} ms", auth.actor(ctx), taken.bytes(),
                    taken.took().toMillis());
            ctx.header("Content-Disposition", "attachment; filename=\"" + zip.getFileName() + "\"");
            ctx.header("Cache-Control", "no-store");
            ctx.contentType("application/zip");
            try (var in = Files.newInputStream(zip)) {
                in.transferTo(ctx.outputStream());
            }
        } finally {
            Files.deleteIfExists(zip);
            Files.deleteIfExists(folder);
        }
    }

    private void render(Context ctx, Form form) {
        ctx.render("admin/site", Map.of("page", new SitePage(form, address.configured().isPresent(),
                address.fromEnvironment(), address.base(ctx), backup.supported())));
    }
}
