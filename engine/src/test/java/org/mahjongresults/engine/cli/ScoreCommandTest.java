package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code score} command's JSON Lines contract (issue 3). */
class ScoreCommandTest {

    private static List<String> run(String input, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = "score";
        System.arraycopy(args, 0, all, 1, args.length);
        int code = Main.run(all, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("each input line, even a blank one, gets one answer line in the same order, with id, class, totals and fans")
    void answersEveryLineInOrder() throws Exception {
        List<String> lines = run(String.join("\n",
                "{\"id\":\"a\",\"hand\":\"[234p1]12356789m55s4m\"}",
                "not json",
                "{\"id\":7,\"concealed\":[\"2m\",\"3m\",\"4m\",\"4p\",\"5p\",\"5p\",\"5p\",\"4s\",\"5s\",\"6s\",\"6s\","
                        + "\"7s\",\"8s\"],\"winTile\":\"3p\",\"selfDrawn\":true,\"flowers\":1}",
                "{\"id\":8,\"hand\":\"123m\"}",
                "{\"id\":9,\"hand\":\"[123m][567p][345s]78sCC9s\",\"selfDrawn\":true}",
                "") + "\n");
        assertThat(lines).hasSize(6);
        assertThat(lines.get(5)).contains("\"class\":\"invalid\"");
        assertThat(lines.get(0)).isEqualTo("{\"id\":\"a\",\"class\":\"win\",\"total\":18,\"fanPointsExclFlowers\":18,"
                + "\"fans\":[{\"number\":28,\"name_zh\":\"清龙\",\"name_en\":\"Pure Straight\",\"name_ja\":\"清龍\","
                + "\"points\":16,\"count\":1},{\"number\":63,\"name_zh\":\"平和\",\"name_en\":\"All Chows\","
                + "\"name_ja\":\"平和\",\"points\":2,\"count\":1}]}");
        Map<?, ?> bad = (Map<?, ?>) Json.parse(lines.get(1));
        assertThat(bad.get("id")).isNull();
        assertThat(bad.get("class")).isEqualTo("invalid");
        assertThat(((Map<?, ?>) bad.get("error")).get("code")).isEqualTo("MALFORMED_INPUT");
        Map<?, ?> b = (Map<?, ?>) Json.parse(lines.get(2));
        assertThat(b.get("id")).isEqualTo(7L);
        assertThat(b.get("total")).isEqualTo(15L);
        assertThat(b.get("fanPointsExclFlowers")).isEqualTo(14L);
        assertThat(b.containsKey("error")).isFalse();
        Map<?, ?> c = (Map<?, ?>) Json.parse(lines.get(3));
        assertThat(c.get("class")).isEqualTo("invalid");
        assertThat(((Map<?, ?>) c.get("error")).get("code")).isEqualTo("WRONG_TILE_COUNT");
        Map<?, ?> d = (Map<?, ?>) Json.parse(lines.get(4));
        assertThat(d.get("class")).isEqualTo("below_minimum");
    }

    @Test
    @DisplayName("the structured form reads melds with their claim fields")
    void readsStructuredMelds() throws Exception {
        String line = "{\"id\":1,\"melds\":[{\"type\":\"kong\",\"tiles\":[\"1m\",\"1m\",\"1m\",\"1m\"],"
                + "\"claimedTile\":\"1m\",\"claimedFrom\":\"left\",\"addedKong\":false},"
                + "{\"type\":\"chow\",\"tiles\":[\"5s\",\"6s\",\"7s\"],\"claimedTile\":\"6s\",\"claimedFrom\":\"left\"},"
                + "{\"type\":\"pung\",\"tiles\":[\"C\",\"C\",\"C\"],\"claimedTile\":null,\"claimedFrom\":\"across\"}],"
                + "\"concealed\":[\"3p\",\"4p\",\"E\"],\"winTile\":\"E\",\"roundWind\":\"S\",\"seatWind\":\"W\"}";
        Map<?, ?> r = (Map<?, ?>) Json.parse(run(line).get(0));
        assertThat(r.get("class")).isEqualTo("invalid");
        String ok = line.replace("[\"3p\",\"4p\",\"E\"]", "[\"2p\",\"3p\",\"4p\",\"E\"]");
        Map<?, ?> w = (Map<?, ?>) Json.parse(run(ok).get(0));
        assertThat(w.get("class")).as(ok).isIn("win", "below_minimum");
    }

    @Test
    @DisplayName("the CN2017 profile is chosen with --profile and wrong fields are invalid answers, never crashes")
    void profileAndWrongFields() throws Exception {
        String hand = "{\"id\":1,\"hand\":\"1199m1199p1199s2s2s\",\"selfDrawn\":true}";
        assertThat((Long) ((Map<?, ?>) Json.parse(run(hand).get(0))).get("total")).isEqualTo(29L);
        assertThat((Long) ((Map<?, ?>) Json.parse(run(hand, "--profile", "CN2017").get(0))).get("total"))
                .isEqualTo(26L);
        for (String wrong : List.of("[1,2]", "{\"id\":1}", "{\"id\":1,\"hand\":5}",
                "{\"id\":1,\"hand\":\"1199m1199p1199s2s2s\",\"selfDrawn\":\"yes\"}",
                "{\"id\":1,\"hand\":\"1199m1199p1199s2s2s\",\"roundWind\":\"X\"}",
                "{\"id\":1,\"hand\":\"1199m1199p1199s2s2s\",\"flowers\":2.5}",
                "{\"id\":1,\"concealed\":\"1m\"}", "{\"id\":1,\"melds\":[1]}",
                "{\"id\":1,\"melds\":{}}", "{\"id\":1,\"concealed\":[1]}")) {
            Map<?, ?> r = (Map<?, ?>) Json.parse(run(wrong).get(0));
            assertThat(r.get("class")).as(wrong).isEqualTo("invalid");
            assertThat(r.get("error")).as(wrong).isNotNull();
        }
    }

    @Test
    @DisplayName("a byte-order mark and Windows line ends in the input do not spoil the answers")
    void toleratesBomAndCrLf() throws Exception {
        List<String> lines = run("\uFEFF{\"id\":1,\"hand\":\"[234p1]12356789m55s4m\"}\r\n{\"id\":2,\"hand\":\"x\"}\r\n");
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("{\"id\":1,\"class\":\"win\",\"total\":18");
        assertThat(lines.get(1)).contains("\"class\":\"invalid\"");
    }
}
