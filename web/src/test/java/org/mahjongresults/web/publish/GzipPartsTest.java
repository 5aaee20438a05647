package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.web.publish.PageCache.Page;

/**
 * A big page kept as its parts (issue 39 item 4): its gzip is one gzip member whatever the number of parts, it says
 * exactly the parts in order, a kept part is compressed once, and a changed part is never served stale.
 */
@NoDatabase
class GzipPartsTest {

    /**
     * The text of one gzip member, checked strictly: the header, one deflate stream that ends where the trailer
     * starts, and the trailer's CRC and length.
     */
    private static String oneMember(byte[] gzip) throws Exception {
        assertThat(gzip[0] & 0xff).isEqualTo(0x1f);
        assertThat(gzip[1] & 0xff).isEqualTo(0x8b);
        assertThat(gzip[3]).as("no optional header fields").isZero();
        Inflater inflater = new Inflater(true);
        inflater.setInput(gzip, 10, gzip.length - 10);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!inflater.finished()) {
            int n = inflater.inflate(buffer);
            assertThat(n > 0 || inflater.finished()).as("the stream goes on to its final block").isTrue();
            out.write(buffer, 0, n);
        }
        assertThat(inflater.getRemaining()).as("the trailer and nothing after it: one member").isEqualTo(8);
        inflater.end();
        byte[] plain = out.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(plain);
        int t = gzip.length - 8;
        assertThat(le(gzip, t)).isEqualTo(crc.getValue());
        assertThat(le(gzip, t + 4)).isEqualTo(plain.length);
        return new String(plain, StandardCharsets.UTF_8);
    }

    private static long le(byte[] b, int at) {
        return (b[at] & 0xffL) | (b[at + 1] & 0xffL) << 8 | (b[at + 2] & 0xffL) << 16 | (b[at + 3] & 0xffL) << 24;
    }

    private static List<String> cards(int n, String changedAt, int changed) {
        List<String> cards = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            cards.add(("<article class=\"table-card\"><h2>Table " + i + "</h2>" + (i == changed ? changedAt : "East 王磊")
                    + "</article>\n").repeat(20));
        }
        return cards;
    }

    @Test
    void aPageOfManyPartsIsOneGzipMemberThatSaysThePartsInOrder() throws Exception {
        GzipParts parts = new GzipParts();
        List<String> page = new ArrayList<>(List.of("<!DOCTYPE html><main>", ""));
        page.addAll(cards(250, "", 0));
        page.add("</main>");
        GzipParts.Parts p = parts.of(page);

        String whole = String.join("", page);
        assertThat(oneMember(join(p.gzip()))).isEqualTo(whole);
        assertThat(new String(join(p.plain()), StandardCharsets.UTF_8)).isEqualTo(whole);
        assertThat(p.plain()).as("the empty part is left out").hasSize(252);
        assertThat(p.plain()).allMatch(part -> part.length < 512 * 1024, "each part well under a humongous object");
    }

    @Test
    void aKeptPartIsCompressedOnceAndAChangedPartIsServedAsItIsNow() throws Exception {
        PageCache cache = new PageCache();
        List<String> before = cards(250, "", 0);
        record Shape(int n) {
        }
        Page first = cache.getShapedParts(PageKey.shared("cards", 1), new Shape(1), new PageVersion(1, 1),
                () -> before);

        // One table's card changes (a new string); the others are the same kept strings.
        List<String> after = new ArrayList<>(before);
        after.set(41, cards(250, "East Renamed Player", 42).get(41));
        Page second = cache.getShapedParts(PageKey.shared("cards", 1), new Shape(2), new PageVersion(1, 2),
                () -> after);

        assertThat(oneMember(second.gzip())).isEqualTo(String.join("", after)).contains("Renamed Player");
        assertThat(new String(second.plain(), StandardCharsets.UTF_8)).isEqualTo(String.join("", after));
        assertThat(second.etag()).isNotEqualTo(first.etag());
        // The unchanged cards' bytes are the very arrays kept with the first version; the changed one is new.
        assertThat(second.gzipParts().get(1)).isSameAs(first.gzipParts().get(1));
        assertThat(second.plainParts().get(249)).isSameAs(first.plainParts().get(249));
        assertThat(second.gzipParts().get(42)).isNotSameAs(first.gzipParts().get(42));
    }

    @Test
    void thePiecedPagesETagIsThatOfTheSameBytesKeptWhole() {
        List<String> page = cards(30, "", 0);
        record Shape(int n) {
        }
        Page pieced = new PageCache().getShapedParts(PageKey.shared("cards", 1), new Shape(1), new PageVersion(1, 1),
                () -> page);
        Page whole = PageCache.page("1/1", String.join("", page));
        assertThat(pieced.etag()).isEqualTo(whole.etag());
    }

    private static byte[] join(List<byte[]> parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        parts.forEach(out::writeBytes);
        return out.toByteArray();
    }
}
