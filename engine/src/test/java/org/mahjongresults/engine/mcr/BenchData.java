package org.mahjongresults.engine.mcr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.Situation;

/**
 * Writes the benchmark mix ({@code src/test/resources/bench/mcr-mix.jsonl}) from {@link RandomHands}: run
 * {@code java -cp engine/target/classes:engine/target/test-classes org.mahjongresults.engine.mcr.BenchData FILE N}.
 */
public final class BenchData {

    private BenchData() {
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[1]);
        RandomHands gen = new RandomHands(2026);
        List<String> lines = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            RandomHands.Sample s = gen.next();
            lines.add(line(i + 1, s.notation(), s.situation()));
        }
        Files.write(Path.of(args[0]), lines, StandardCharsets.UTF_8);
    }

    static String line(int id, String hand, Situation s) {
        return "{\"id\":" + id + ",\"hand\":\"" + hand + "\",\"selfDrawn\":" + s.selfDrawn() + ",\"lastTile\":"
                + s.lastTile() + ",\"kongReplacement\":" + s.kongReplacement() + ",\"robbingKong\":"
                + s.robbingKong() + ",\"fourthTile\":" + s.fourthTile() + ",\"roundWind\":\""
                + s.prevalentWind().code() + "\",\"seatWind\":\"" + s.seatWind().code() + "\",\"flowers\":"
                + s.flowers() + "}";
    }
}
