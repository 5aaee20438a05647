package org.mahjongresults.web.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;

/**
 * Issue 15: the project's own tile set, 34 tiles and 8 flowers and seasons (42 images) and a back, each a small SVG
 * under static/img/tiles/ with its name (the image's accessible name) in every language. The pages that show them
 * are checked in SheetRouteTest (alt text and button names as rendered).
 */
@NoDatabase
public class TileImagesTest {

    static final Path TILES = Path.of("..", "static", "img", "tiles");

    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String suit : List.of("m", "p", "s")) {
            for (int rank = 1; rank <= 9; rank++) {
                names.add(rank + suit);
            }
        }
        names.addAll(List.of("E", "S", "W", "N", "C", "F", "P"));
        for (int i = 1; i <= 4; i++) {
            names.add("flower" + i);
        }
        for (int i = 1; i <= 4; i++) {
            names.add("season" + i);
        }
        return names;
    }

    @Test
    void eachOfTheFortyTwoTilesAndTheBackIsASmallSvgWithANameInEveryLanguage() throws IOException {
        List<String> names = new ArrayList<>(names());
        assertThat(names).hasSize(42).doesNotHaveDuplicates();
        names.add("back");
        Messages messages = new Messages();
        for (String name : names) {
            Path file = TILES.resolve(name + ".svg");
            assertThat(file).as(name).exists();
            String svg = Files.readString(file, StandardCharsets.UTF_8);
            assertThat(svg).as(name).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"")
                    .doesNotContain("<text").doesNotContain("<script").endsWith("</svg>\n");
            assertThat(Files.size(file)).as(name + " stays small").isLessThan(4096);
            for (Language language : Language.values()) {
                assertThat(messages.has(language, "tile." + name)).as(name + " in " + language).isTrue();
            }
        }
        assertThat(messages.get(Language.EN, "tile.5p")).isEqualTo("5 Dots");
        assertThat(messages.get(Language.ZH, "tile.C")).isEqualTo("红中");
        assertThat(messages.get(Language.JA, "tile.F")).isEqualTo("發");
    }

    @Test
    void aHandIsDrawnAsItsMeldsItsConcealedTilesAndTheWinningTileApart() {
        TileHand hand = TileHand.of("[234p1][EEE2][8888s]12356m5s4m");
        assertThat(hand.groups()).extracting(TileHand.Group::kind)
                .containsExactly("chow", "pung", "concealedKong", "concealed", "win");
        assertThat(hand.groups().get(0).tiles()).extracting(TileHand.Face::turned).containsExactly(true, false, false);
        assertThat(hand.groups().get(1).tiles()).extracting(TileHand.Face::turned)
                .as("a pung from across lies turned in the middle").containsExactly(false, true, false);
        assertThat(hand.groups().get(2).tiles()).extracting(TileHand.Face::turned).containsOnly(false);
        assertThat(hand.groups().get(4).tiles()).extracting(TileHand.Face::code).containsExactly("4m");
        assertThat(TileHand.of("[12m]")).as("not a hand: shown as text").isNull();
        assertThat(TileHand.of(null)).isNull();
    }
}
