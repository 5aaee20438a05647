package org.mahjongresults.web.hall;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/** Reads the site's inline SVG QR codes back, as a phone's camera would. */
public final class QrDecoding {

    private QrDecoding() {
    }

    /** Draws the SVG's path (M x y h w v1 h-w z per run of dark modules) and decodes it with ZXing. */
    public static String decode(Element svg) throws Exception {
        String[] box = svg.attr("viewBox").split(" ");
        int w = Integer.parseInt(box[2]);
        int h = Integer.parseInt(box[3]);
        int scale = 6;
        BufferedImage img = new BufferedImage(w * scale, h * scale, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w * scale, h * scale);
        g.setColor(Color.BLACK);
        Matcher m = Pattern.compile("M(\\d+) (\\d+)h(\\d+)").matcher(svg.selectFirst("path").attr("d"));
        while (m.find()) {
            g.fillRect(Integer.parseInt(m.group(1)) * scale, Integer.parseInt(m.group(2)) * scale,
                    Integer.parseInt(m.group(3)) * scale, scale);
        }
        g.dispose();
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new BufferedImageLuminanceSource(img))),
                Map.of(DecodeHintType.PURE_BARCODE, Boolean.TRUE, DecodeHintType.TRY_HARDER, Boolean.TRUE)).getText();
    }
}
