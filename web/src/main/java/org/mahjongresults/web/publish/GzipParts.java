package org.mahjongresults.web.publish;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * A big page's bytes made of its parts, never joined (issue 39 item 4): at 1,000 players a session's table cards were
 * 3.3 MB and the draw 800 KB at 400, past G1's humongous threshold (half a 1 MB region), so every new version of them
 * was a humongous allocation three times over (the string, its UTF-8, its gzip), each one a young pause.
 *
 * <p>Each part is encoded to UTF-8 and compressed on its own, as raw deflate ending on a full flush (byte-aligned, no
 * back-reference into the part before): such segments one after the other are one valid deflate stream, so the page's
 * gzip is a header, the segments, an empty final block and the trailer, one gzip member that every client reads (some
 * stop after the first of concatenated members). A part kept as the same string (a publisher's piece) keeps its
 * segment: a hand or a new draw version compresses only what changed. Compressing each part apart costs a few per
 * cent of the gzip's size against one stream.
 */
final class GzipParts {

    /** The parts compressed, by the identity of their string: a piece's segment goes when its string does. */
    private static final int MAX_SEGMENTS = 20_000;
    /** Magic, deflate, no flags, no time, no extra flags, unknown system (RFC 1952). */
    private static final byte[] HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff};
    /** An empty final block with fixed codes: what ends a stream whose last segment ended on a full flush. */
    private static final byte[] LAST_BLOCK = {3, 0};

    /** One part: its UTF-8 bytes and their deflate segment. */
    record Segment(byte[] plain, byte[] deflated) {
    }

    /** A page's bytes: the plain parts and the gzip parts (header and trailer included). */
    record Parts(List<byte[]> plain, List<byte[]> gzip) {
    }

    private final Cache<String, Segment> segments = Caffeine.newBuilder().weakKeys().maximumSize(MAX_SEGMENTS)
            .build();

    /** The bytes of a page made of {@code parts} in order; each part's segment reused while its string is kept. */
    Parts of(List<String> parts) {
        List<byte[]> plain = new ArrayList<>(parts.size());
        List<byte[]> gzip = new ArrayList<>(parts.size() + 2);
        gzip.add(HEADER);
        CRC32 crc = new CRC32();
        long length = 0;
        for (String part : parts) {
            if (part.isEmpty()) {
                continue;
            }
            Segment s = segments.get(part, GzipParts::segment);
            plain.add(s.plain());
            gzip.add(s.deflated());
            crc.update(s.plain());
            length += s.plain().length;
        }
        gzip.add(LAST_BLOCK);
        gzip.add(trailer(crc.getValue(), length));
        return new Parts(plain, gzip);
    }

    static Segment segment(String part) {
        byte[] plain = part.getBytes(StandardCharsets.UTF_8);
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        try {
            deflater.setInput(plain);
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, plain.length / 5));
            byte[] buffer = new byte[8192];
            int n;
            do {
                // A full flush: all input out, byte-aligned, and nothing after it refers back into this part.
                n = deflater.deflate(buffer, 0, buffer.length, Deflater.FULL_FLUSH);
                out.write(buffer, 0, n);
            } while (n == buffer.length);
            return new Segment(plain, out.toByteArray());
        } finally {
            deflater.end();
        }
    }

    /** The CRC-32 and the length modulo 2^32 of the whole plain text, little-endian. */
    private static byte[] trailer(long crc, long length) {
        byte[] t = new byte[8];
        for (int i = 0; i < 4; i++) {
            t[i] = (byte) (crc >>> (8 * i));
            t[4 + i] = (byte) (length >>> (8 * i));
        }
        return t;
    }
}
