package org.mahjongresults.web.rendering;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.web.system.PublicAddress;
import org.unbescape.html.HtmlEscape;

/**
 * QR codes as inline SVG (ZXing encodes; this draws the dark modules as one path). Inline SVG with presentation
 * attributes needs no inline style or script, so the strict Content-Security-Policy holds; it prints sharply and
 * scales to any screen.
 */
public final class QrCodes {

    private QrCodes() {
    }

    /**
     * An SVG of the QR code of {@code url}, labelled {@code label} for screen readers; empty when a phone could not
     * open the address (this machine's loopback, with no public address set): no code rather than a dead one.
     */
    public static String svg(String url, String label) {
        if (!PublicAddress.reachableByPhones(url)) {
            return "";
        }
        BitMatrix m;
        try {
            // Medium error correction: readable on a projected, slightly blurred or partly glared screen.
            m = new QRCodeWriter().encode(url, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 4));
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot encode " + url, e);
        }
        int w = m.getWidth();
        int h = m.getHeight();
        StringBuilder d = new StringBuilder(w * h);
        for (int y = 0; y < h; y++) {
            int x = 0;
            while (x < w) {
                if (!m.get(x, y)) {
                    x++;
                    continue;
                }
                int start = x;
                while (x < w && m.get(x, y)) {
                    x++;
                }
                d.append('M').append(start).append(' ').append(y).append('h').append(x - start).append("v1h-")
                        .append(x - start).append('z');
            }
        }
        String escaped = HtmlEscape.escapeHtml4Xml(label);
        return "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + w + " " + h
                + "\" role=\"img\" aria-label=\"" + escaped + "\" shape-rendering=\"crispEdges\"><title>" + escaped
                + "</title><rect width=\"" + w + "\" height=\"" + h + "\" fill=\"#fff\"/><path fill=\"#000\" d=\""
                + d + "\"/></svg>";
    }

    /**
     * The absolute address of {@code path} on this site, as a phone scanning the code must reach it: from the site's
     * public address, never from the request's headers (cached pages carry these codes to everyone).
     */
    public static String absolute(Context ctx, String path) {
        return PublicAddress.of(ctx).absolute(ctx, path);
    }
}
