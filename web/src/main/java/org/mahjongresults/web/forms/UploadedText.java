package org.mahjongresults.web.forms;

import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The text of an imported file: the uploaded file ({@code file}) if there is one, else the pasted text ({@code csv}). */
public final class UploadedText {

    /** Larger than any real players' list or results file; a larger upload reads as empty and is refused as such. */
    private static final long MAX_BYTES = 1_000_000;

    private UploadedText() {
    }

    public static String of(Context ctx) {
        UploadedFile file = ctx.isMultipartFormData() ? ctx.uploadedFile("file") : null;
        if (file != null && file.size() > 0) {
            if (file.size() > MAX_BYTES) {
                return "";
            }
            try (InputStream in = file.content()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        }
        String text = ctx.formParam("csv");
        return text == null ? "" : text;
    }
}
