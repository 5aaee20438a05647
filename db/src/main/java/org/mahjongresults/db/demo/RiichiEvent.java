package org.mahjongresults.db.demo;

import java.io.PrintStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.demo.RiichiDemo;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.ScoredWin;
import org.mahjongresults.engine.riichi.sheet.SheetHand;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * The riichi tournament of the event load test (issue 38): {@code players} players under the EMA rules, every
 * session drawn and published, all but the last played with the engine's realistic hanchan ({@link RiichiDemo}) and
 * closed; the last one empty, for the load test's riichi writer. Its {@code main} prints hanchan for that writer
 * instead: one form line a line (the riichi sheet's fields, a seat's player written {@code @0}-{@code @3}), a blank
 * line after each hanchan, wins as tiles or as han and fu with their yaku, as scorekeepers write them.
 */
public final class RiichiEvent {

    private static final long SEED = 3838L;

    private RiichiEvent() {
    }

    /** Prints {@code args[0]} hanchan (default 200) for the load test's writer on standard output. */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : SEED;
        writeHanchan(System.out, count, seed);
        System.out.flush();
    }

    /** Creates the riichi tournament in {@code db}; returns its id. */
    public static long create(Database db, Clock clock, int players, int sessions, int played) {
        AuditLog audit = new AuditLog(db, clock);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        DrawRepository draws = new DrawRepository(db, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        Tournament created = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Load Test Riichi")
                .withDetails("Load Test Riichi", "Benchmark Hall", null, null, true, sessions)
                .withRuleSet(RuleSet.RIICHI)
                .withStatus(TournamentStatus.RUNNING));
        long id = created.id();
        tournaments.update(Actor.SYSTEM, created, Map.of(), RiichiSettings.DEFAULT);
        List<DrawPlayer> field = new ArrayList<>();
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        for (int entry = 1; entry <= players; entry++) {
            Player p = tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(id, entry, "Riichi Player " + entry,
                    null, "JP", null, null));
            entryToPlayer.put(entry, p.id());
            field.add(DrawPlayer.of(entry));
        }
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) DrawEngine.draw(field, sessions, SEED, DrawOptions.defaults());
        draws.save(Actor.SYSTEM, tournaments.find(id).orElseThrow(), drawn.draw(), 1, entryToPlayer,
                Tournament.DrawStatus.PUBLISHED, SEED);
        long seed = SEED;
        for (int session = 1; session <= played; session++) {
            for (int table = 1; table <= players / 4; table++) {
                List<Long> seats = draws.seatings(id, session, table).stream().map(Seating::playerId).toList();
                RiichiSheet game = RiichiDemo.hanchan(RiichiProfile.EMA_2016, seed++);
                Sheet sheet = sheets.open(id, session, table);
                int version = sheet.version();
                int number = 0;
                for (SheetHand h : game.hands()) {
                    version = DemoHands.add(sheets, id, sheet.id(),
                            RiichiLine.of(h).scoredHand(++number, h.played(), null), seats);
                }
                version = sheets.setStatus(Actor.SYSTEM, id, sheet.id(), version, SheetStatus.OPEN,
                        SheetStatus.SUBMITTED);
                sheets.setStatus(Actor.SYSTEM, id, sheet.id(), version, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
            }
        }
        return id;
    }

    /** The writer's hanchan: about half the wins as tiles, the other half as han and fu (a yakuman stays tiles). */
    static void writeHanchan(PrintStream out, int count, long seed) {
        Random asHanFu = new Random(seed);
        for (int i = 0; i < count; i++) {
            for (SheetHand h : RiichiDemo.hanchan(RiichiProfile.EMA_2016, seed + 1 + i).hands()) {
                out.println(formLine(RiichiLine.of(h), h.wins(), asHanFu));
            }
            out.println();
        }
    }

    /** The line's fields as the riichi sheet's form posts them (RiichiSheetRules), players as seats. */
    static String formLine(RiichiLine line, List<ScoredWin> scored, Random asHanFu) {
        List<String> f = new ArrayList<>();
        f.add("result=" + line.kind().name());
        line.riichi().forEach(seat -> f.add("riichi" + seat + "=on"));
        line.tenpai().forEach(seat -> f.add("tenpai" + seat + "=on"));
        if (line.abortive() != null) {
            f.add("abortive=" + line.abortive().name());
        }
        if (line.discarder() != null) {
            f.add("discarder=@" + line.discarder());
        }
        if (line.offender() != null) {
            f.add("offender=@" + line.offender());
        }
        for (int i = 0; i < line.wins().size(); i++) {
            RiichiLine.Win win = line.wins().get(i);
            String w = i == 0 ? "" : "2";
            f.add((i == 0 ? "winner" : "winner2") + "=@" + win.seat());
            ScoredWin value = scored.stream().filter(s -> s.seat() == win.seat()).findFirst().orElse(null);
            if (value != null && !value.value().isYakuman() && asHanFu.nextBoolean()) {
                f.add("han" + w + "=" + value.value().han());
                f.add("fu" + w + "=" + value.value().fu());
                if (value.open()) {
                    f.add("open" + w + "=on");
                }
                value.yaku().stream().map(YakuHan::yaku).filter(y -> y != Yaku.RIICHI)
                        .forEach(y -> f.add("yaku" + w + "." + y.name() + "=on"));
            } else {
                f.add("notation" + w + "=" + enc(win.notation()));
                win.flags().forEach(flag -> f.add("flag" + w + "." + flag.name() + "=on"));
                // One discard's winners show the same indicators: the form has them once.
                if (!win.dora().isEmpty() && f.stream().noneMatch(x -> x.startsWith("dora="))) {
                    f.add("dora=" + enc(String.join(" ", win.dora())));
                }
                if (!win.ura().isEmpty() && f.stream().noneMatch(x -> x.startsWith("ura="))) {
                    f.add("ura=" + enc(String.join(" ", win.ura())));
                }
            }
        }
        return String.join("&", f);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
