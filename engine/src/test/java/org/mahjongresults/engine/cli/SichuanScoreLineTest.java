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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code score --rules sichuan}: the JSON Lines contract of issue 3 with the Sichuan patterns (issue 8). */
class SichuanScoreLineTest {

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

    private static Map<?, ?> answer(String line) throws Exception {
        return (Map<?, ?>) Json.parse(SichuanScoreLine.answer(line));
    }

    @Test
    @DisplayName("each input line, even a blank or broken one, gets one answer line in the same order")
    void answersEveryLineInOrder() throws Exception {
        List<String> lines = run(String.join("\n",
                "{\"id\":\"a\",\"hand\":\"[1111m]222m555m999m66m\",\"selfDrawn\":true,\"kongReplacement\":true}",
                "not json",
                "{\"id\":3,\"hand\":\"123m456m789m111p89p\"}",
                "",
                "{\"id\":4,\"hand\":\"123m456p789s111m99p\"}") + "\n", "--rules", "sichuan");
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0)).isEqualTo("{\"id\":\"a\",\"class\":\"win\",\"total\":17,\"fans\":["
                + "{\"number\":6,\"name_zh\":\"清对\",\"name_en\":\"Pure All Pungs\",\"name_ja\":\"清対\",\"points\":8,"
                + "\"count\":1,\"kind\":\"pattern\"},"
                + "{\"number\":15,\"name_zh\":\"杠上开花\",\"name_en\":\"Out on a Kong Replacement\","
                + "\"name_ja\":\"嶺上開花\",\"points\":0,\"count\":1,\"kind\":\"doubling\",\"factor\":2},"
                + "{\"number\":13,\"name_zh\":\"杠\",\"name_en\":\"Kong\",\"name_ja\":\"槓\",\"points\":1,\"count\":1,"
                + "\"kind\":\"bonus\"}]}");
        assertThat(lines.get(1)).isEqualTo("{\"id\":null,\"class\":\"invalid\",\"total\":0,\"fans\":[],\"error\":"
                + "{\"code\":\"MALFORMED_INPUT\",\"message\":\"the line is not JSON: unexpected word at"
                + " character 1\",\"args\":[]}}");
        assertThat(lines.get(2)).isEqualTo("{\"id\":3,\"class\":\"not_complete\",\"total\":0,\"fans\":[]}");
        assertThat(lines.get(3)).contains("\"class\":\"invalid\"", "MALFORMED_INPUT");
        assertThat(lines.get(4)).isEqualTo("{\"id\":4,\"class\":\"invalid\",\"total\":0,\"fans\":[],\"error\":"
                + "{\"code\":\"THREE_SUITS\",\"message\":\"the hand holds characters, dots and bamboo; a Sichuan win"
                + " must lack one suit (缺一门)\",\"args\":[]}}");
    }

    @Test
    @DisplayName("without --rules, or with --rules mcr, the same line is scored under MCR")
    void mcrIsTheDefault() throws Exception {
        String line = "{\"id\":1,\"hand\":\"[234p1]12356789m55s4m\"}\n";
        assertThat(run(line).get(0)).contains("\"fanPointsExclFlowers\":18");
        assertThat(run(line, "--rules", "mcr").get(0)).contains("\"fanPointsExclFlowers\":18");
        assertThat(run(line, "--rules", "sichuan").get(0)).contains("\"class\":\"invalid\"", "CLAIMED_CHOW");
    }

    @Test
    @DisplayName("unknown rules are a usage error with exit code 2")
    void unknownRules() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"score", "--rules", "riichi"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown rules 'riichi'");
    }

    @ParameterizedTest(name = "[{index}] {0} gives {1} {2}")
    @DisplayName("every situation field is read, and every Sichuan-only refusal comes back as invalid with its code")
    @CsvSource(delimiter = '|', value = {
        "{\"hand\":\"123m456m789m111p99p\",\"kongDiscard\":true}                     | win     | 2",
        "{\"hand\":\"123m456m111p99p89m7m\",\"robbingKong\":true}                    | win     | 2",
        "{\"hand\":\"123m456m789m111p99p\",\"selfDrawn\":true,\"lastTile\":true}     | win     | 2",
        "{\"hand\":\"123m456m789m111p99p\",\"lastDiscard\":true}                     | win     | 2",
        "{\"hand\":\"123m456m789m111p99p\",\"selfDrawn\":true,\"heavenlyHand\":true} | win     | 32",
        "{\"hand\":\"123m456m789m111p99p\",\"selfDrawn\":true,\"earthlyHand\":true}  | win     | 32",
        "{\"hand\":\"123m456m789m111p99p\",\"flowers\":0,\"roundWind\":\"S\"}        | win     | 1",
        "{\"hand\":\"123m456m789m111p99p\",\"lastTile\":true}                        | invalid | LAST_TILE_NOT_SELF_DRAWN",
        "{\"hand\":\"123m456m789m111p99p\",\"earthlyHand\":true}                     | invalid | FIRST_DRAW_NOT_SELF_DRAWN",
        "{\"hand\":\"123m456m789m111p99p\",\"flowers\":2}                            | invalid | FLOWERS_NOT_USED",
        "{\"hand\":\"123m456m789m111p99p\",\"flowers\":\"2\"}                        | invalid | MALFORMED_INPUT",
        "{\"hand\":\"123m456m789m111p99p\",\"fourthTile\":true}                      | invalid | NOT_A_SICHUAN_CONDITION",
        "{\"hand\":\"123m456m789m111p99p\",\"kongDiscard\":\"yes\"}                  | invalid | MALFORMED_INPUT",
        "{\"hand\":\"123m456m789m111pEE\"}                                           | invalid | HONOUR_TILE",
        "{\"hand\":7}                                                                | invalid | MALFORMED_INPUT",
        "{\"id\":1}                                                                  | invalid | MALFORMED_INPUT",
        "[1,2]                                                                       | invalid | MALFORMED_INPUT",
        "{\"melds\":[{\"type\":\"chow\",\"tiles\":[\"1m\",\"2m\",\"3m\"]}],\"concealed\":[\"4m\",\"5m\",\"6m\",\"7m\",\"8m\",\"9m\",\"1p\",\"1p\",\"1p\",\"9p\"],\"winTile\":\"9p\"} | invalid | CLAIMED_CHOW",
        "{\"melds\":[{\"type\":\"kong\",\"tiles\":[\"2m\",\"2m\",\"2m\",\"2m\"],\"claimedFrom\":\"left\"}],\"concealed\":[\"4m\",\"5m\",\"6m\",\"7m\",\"8m\",\"9m\",\"1p\",\"1p\",\"1p\",\"9p\"],\"winTile\":\"9p\"} | win | 2",
        "{\"melds\":[{\"type\":\"pung\",\"tiles\":[\"2m\",\"2m\",\"2m\"],\"addedKong\":1}],\"winTile\":\"9p\"} | invalid | MALFORMED_INPUT",
        "{\"melds\":{},\"winTile\":\"9p\"}                                            | invalid | MALFORMED_INPUT",
    })
    void fields(String line, String cls, String totalOrCode) throws Exception {
        Map<?, ?> a = answer(line);
        assertThat(a.get("class")).isEqualTo(cls);
        if (cls.equals("win")) {
            assertThat(a.get("total")).isEqualTo(Long.valueOf(totalOrCode));
            assertThat(a.containsKey("error")).isFalse();
        } else {
            assertThat(((Map<?, ?>) a.get("error")).get("code")).isEqualTo(totalOrCode);
            assertThat(a.get("total")).isEqualTo(0L);
        }
    }

    @Test
    @DisplayName("the fans list a pattern numbered 1-12, then the doublings, then the bonuses with their counts, and"
            + " the total follows pattern × 2^doublings + bonuses")
    void fansAddUpToTheTotal() throws Exception {
        Map<?, ?> a = answer("{\"id\":\"x\",\"hand\":\"[2222p]123m123m789m11m\",\"selfDrawn\":true,"
                + "\"kongReplacement\":true,\"lastTile\":true}");
        List<?> fans = (List<?>) a.get("fans");
        assertThat(fans).hasSize(5);
        long pattern = 0;
        long factor = 1;
        long bonus = 0;
        for (Object o : fans) {
            Map<?, ?> f = (Map<?, ?>) o;
            switch ((String) f.get("kind")) {
                case "pattern" -> {
                    assertThat((Long) f.get("number")).isBetween(1L, 12L);
                    pattern = (Long) f.get("points");
                }
                case "doubling" -> factor *= (Long) f.get("factor");
                default -> bonus += (Long) f.get("points") * (Long) f.get("count");
            }
        }
        assertThat(pattern).isEqualTo(1);
        assertThat(factor).isEqualTo(4);
        assertThat(bonus).isEqualTo(2);
        assertThat(a.get("total")).isEqualTo(pattern * factor + bonus);
    }
}
