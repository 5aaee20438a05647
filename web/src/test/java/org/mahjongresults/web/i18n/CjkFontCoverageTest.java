package org.mahjongresults.web.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * Chinese and Japanese show on a machine without CJK fonts (a kiosk, a projector PC) only if the served web fonts hold
 * every character a page writes: the interface's and the people's names (issue 27). The build serves Noto Sans SC and
 * JP as unicode-range slices ({@code static/fonts/cjk.css}, written by {@code scripts/fetch-cjk-fonts.py}); a
 * character is shown when a slice of either family covers it (each family falls back on the other).
 */
@NoDatabase
class CjkFontCoverageTest {

    private static final Pattern RANGE = Pattern.compile("unicode-range:\\s*([^;]+);");

    /**
     * Every code point the served slices cover: the rules with a file to download, not the last rule of each family,
     * which names the machine's own CJK fonts (local()) over all the CJK blocks and covers nothing on a machine without.
     */
    private static BitSet served() throws IOException {
        BitSet covered = new BitSet();
        StringBuilder slices = new StringBuilder();
        for (String rule : resource("/static/fonts/cjk.css").split("\n")) {
            if (rule.contains("url(")) {
                slices.append(rule).append('\n');
            }
        }
        Matcher m = RANGE.matcher(slices);
        while (m.find()) {
            for (String part : m.group(1).split(",")) {
                String[] ends = part.trim().substring(2).split("-");
                int a = Integer.parseInt(ends[0], 16);
                int b = ends.length > 1 ? Integer.parseInt(ends[1], 16) : a;
                covered.set(a, b + 1);
            }
        }
        return covered;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = CjkFontCoverageTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name + " (written by scripts/fetch-cjk-fonts.py in the build)").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static boolean cjk(int c) {
        return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF)
                || c >= 0x20000;
    }

    private static Set<String> missing(BitSet served, String text) {
        Set<String> missing = new TreeSet<>();
        text.codePoints().filter(CjkFontCoverageTest::cjk).filter(c -> !served.get(c))
                .forEach(c -> missing.add(new String(Character.toChars(c))));
        return missing;
    }

    /**
     * A phone's own CJK font comes first, yet is looked up once per family and weight: the last rule of a family (which
     * a browser checks first, CSS Fonts 4 section 4.5) names the local fonts over the CJK blocks, and no slice names
     * any. Six local() names in each of the 410 slices cost headless Chromium half a second of a core per page load.
     */
    @Test
    void theMachinesOwnFontsAreNamedOncePerFamilyAndWeightAfterTheFamilysSlices() throws IOException {
        List<String> rules = List.of(resource("/static/fonts/cjk.css").split("\n")).stream()
                .filter(r -> r.startsWith("@font-face")).toList();
        assertThat(rules).filteredOn(r -> r.contains("url(")).hasSizeGreaterThan(400)
                .noneMatch(r -> r.contains("local("));
        List<String> local = rules.stream().filter(r -> r.contains("local(")).toList();
        assertThat(local).hasSize(4).allMatch(r -> r.contains("U+2e80-9fff"));
        for (String family : List.of("MR CJK SC", "MR CJK JP")) {
            int lastSlice = -1;
            int firstLocal = Integer.MAX_VALUE;
            for (int i = 0; i < rules.size(); i++) {
                if (rules.get(i).contains('"' + family + '"')) {
                    if (rules.get(i).contains("url(")) {
                        lastSlice = i;
                    } else {
                        firstLocal = Math.min(firstLocal, i);
                    }
                }
            }
            assertThat(firstLocal).as(family + ": its local fonts after its slices").isGreaterThan(lastSlice);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"messages.properties", "messages_zh.properties", "messages_ja.properties"})
    void everyCjkCharacterOfTheMessagesIsInTheServedSlices(String bundle) throws IOException {
        assertThat(missing(served(), resource("/messages/" + bundle))).isEmpty();
    }

    @Test
    void everyNameOfTheDemoIsInTheServedSlices() throws IOException {
        StringBuilder names = new StringBuilder();
        try (Stream<Path> files = Files.walk(Path.of("..", "db", "src", "main", "java", "org", "mahjongresults", "db",
                "demo"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                names.append(Files.readString(f));
            }
        }
        assertThat(names).isNotEmpty();
        assertThat(missing(served(), names.toString())).isEmpty();
    }

    @Test
    void everyNameOfAGeneratedThousandPlayerFieldIsInTheServedSlices() throws IOException {
        List<String> field = thousandNames();
        assertThat(field).hasSize(1000);
        BitSet served = served();
        List<String> unseen = new ArrayList<>();
        for (String name : field) {
            if (!missing(served, name).isEmpty()) {
                unseen.add(name + " " + missing(served, name));
            }
        }
        assertThat(unseen).isEmpty();
    }

    /**
     * A field as a Chinese, Japanese and Taiwanese entry list gives it: common and rare family names, given names
     * of one or two characters, in Simplified, Japanese and Traditional forms; the characters the issue found shown as
     * boxes among them (森 愛 吉 雪 峰 钱 凛 髙 喆 龑 鋆).
     */
    private static List<String> thousandNames() {
        String[] zhFamily = {"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
            "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "萧", "田", "董",
            "袁", "潘", "蒋", "蔡", "余", "杜", "叶", "程", "魏", "苏", "吕", "丁", "任", "钱", "欧阳", "诸葛", "司马"};
        String[] zhGiven = {"伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明",
            "超", "秀英", "霞", "平", "刚", "桂英", "峰", "喆", "龑", "鑫", "淼", "昊", "梓涵", "欣怡", "子轩", "浩然", "雨泽",
            "思琪", "晗", "玥", "珺", "翊", "彧", "婕"};
        String[] jaFamily = {"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
            "佐々木", "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "森", "髙橋", "齋藤", "澤田", "濱口", "廣瀬",
            "櫻井", "長谷川", "藤原", "近藤"};
        String[] jaGiven = {"翔", "蓮", "陽翔", "湊", "大和", "愛", "結衣", "凛", "陽菜", "葵", "雪", "美咲", "さくら", "ひなた",
            "健太", "拓海", "優奈", "彩花", "吉", "真央", "琴音", "颯太", "悠真", "芽依", "楓", "雫"};
        String[] twFamily = {"陳", "林", "黃", "張", "李", "王", "吳", "劉", "蔡", "楊", "許", "鄭", "謝", "郭", "洪", "曾",
            "邱", "廖", "賴", "徐"};
        String[] twGiven = {"鋆", "瑋", "婷", "怡君", "志豪", "雅婷", "家豪", "淑芬", "冠宇", "宥廷", "詠晴", "禹彤"};
        Random random = new Random(20260912L);
        List<String> names = new ArrayList<>();
        String[][][] sources = {{zhFamily, zhGiven}, {jaFamily, jaGiven}, {twFamily, twGiven}};
        for (int i = 0; i < 1000; i++) {
            String[][] s = sources[i % 3];
            names.add(s[0][random.nextInt(s[0].length)] + s[1][random.nextInt(s[1].length)]
                    + (random.nextInt(3) == 0 ? s[1][random.nextInt(s[1].length)] : ""));
        }
        return names;
    }
}
