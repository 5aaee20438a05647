package org.mahjongresults.db.demo;

import java.time.Clock;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * The demo tournament loaded into an empty database, so a fresh website shows something real: 32 players in
 * 8 teams of four, a published draw of six sessions, real score sheets, and demo staff accounts. Names are
 * invented.
 */
public final class DemoData {

    /** A demo team: name, native name, country, and its four players (name, native-script name). */
    private record DemoTeam(String name, String nativeName, String country, List<String[]> players) {
    }

    private static final List<DemoTeam> TEAMS = List.of(
            new DemoTeam("Red Dragons", "红中", "CN", List.of(
                    new String[] {"Wang Lei", "王磊"}, new String[] {"Chen Jing", "陈静"},
                    new String[] {"Liu Yang", "刘洋"}, new String[] {"Zhao Min", "赵敏"})),
            new DemoTeam("Bamboo Forest", "竹林", "CN", List.of(
                    new String[] {"Zhang Wei", "张伟"}, new String[] {"Li Na", "李娜"},
                    new String[] {"Huang Tao", "黄涛"}, new String[] {"Sun Li", "孙丽"})),
            new DemoTeam("Sakura", "桜", "JP", List.of(
                    new String[] {"Sato Haruka", "佐藤 春香"}, new String[] {"Suzuki Kenta", "鈴木 健太"},
                    new String[] {"Takahashi Yui", "高橋 結衣"}, new String[] {"Tanaka Ren", "田中 蓮"})),
            new DemoTeam("East Wind", "東風", "JP", List.of(
                    new String[] {"Ito Daiki", "伊藤 大輝"}, new String[] {"Watanabe Mio", "渡辺 美緒"},
                    new String[] {"Yamamoto Sho", "山本 翔"}, new String[] {"Nakamura Aoi", "中村 葵"})),
            new DemoTeam("Copenhagen Tiles", null, "DK", List.of(
                    new String[] {"Mette Jensen", null}, new String[] {"Lars Nielsen", null},
                    new String[] {"Sofie Hansen", null}, new String[] {"Anders Pedersen", null})),
            new DemoTeam("Les Fleurs", null, "FR", List.of(
                    new String[] {"Camille Martin", null}, new String[] {"Julien Bernard", null},
                    new String[] {"Léa Dubois", null}, new String[] {"Hugo Moreau", null})),
            new DemoTeam("Rhein Pung", null, "DE", List.of(
                    new String[] {"Anna Schmidt", null}, new String[] {"Jonas Müller", null},
                    new String[] {"Lena Weber", null}, new String[] {"Felix Wagner", null})),
            new DemoTeam("Orange Kong", null, "NL", List.of(
                    new String[] {"Sanne de Vries", null}, new String[] {"Daan Jansen", null},
                    new String[] {"Eva Bakker", null}, new String[] {"Bram Visser", null})));

    /**
     * The demo's staff accounts: username, display name, role. The password of each is "demo-" + username.
     * Demo only: the README says so, and a real tournament starts without the demo.
     */
    public static final List<String[]> STAFF = List.of(
            new String[] {"director", "Demo Director", "DIRECTOR"},
            new String[] {"chief", "Demo Chief Referee", "CHIEF_REFEREE"},
            new String[] {"referee", "Demo Referee", "REFEREE"},
            new String[] {"committee", "Demo Committee Member", "COMMITTEE"},
            new String[] {"scorekeeper", "Demo Scorekeeper", "SCOREKEEPER"});

    static final long DEMO_SEED = 2026L;
    /** Sessions of the demo already played and closed; the next one is being played. */
    public static final int PLAYED_SESSIONS = 2;

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final TournamentRepository tournaments;
    private final Function<String, String> hashPassword;

    /** {@code hashPassword} hashes the demo staff's passwords (the web layer owns the algorithm). */
    public DemoData(Database db, Clock clock, Function<String, String> hashPassword) {
        this.db = db;
        this.clock = clock;
        this.audit = new AuditLog(db, clock);
        this.tournaments = new TournamentRepository(db, clock, audit);
        this.hashPassword = hashPassword;
    }

    /** A published draw of all six sessions, teammates kept apart, from a fixed seed so every demo is alike. */
    private void drawDemo(long tournamentId) {
        Tournament t = tournaments.find(tournamentId).orElseThrow();
        Map<Long, String> teamNames = new HashMap<>();
        tournaments.teams(tournamentId).forEach(team -> teamNames.put(team.id(), team.name()));
        List<Player> players = tournaments.players(tournamentId);
        List<DrawPlayer> field = players.stream()
                .map(p -> new DrawPlayer(p.entryNumber(), teamNames.get(p.teamId()), p.country()))
                .toList();
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) DrawEngine.draw(field, t.sessionCount(), DEMO_SEED,
                DrawOptions.defaults());
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        players.forEach(p -> entryToPlayer.put(p.entryNumber(), p.id()));
        new DrawRepository(db, audit).save(Actor.SYSTEM, t, drawn.draw(), 1, entryToPlayer,
                Tournament.DrawStatus.PUBLISHED, DEMO_SEED);
    }

    /** Loads the demo with results when the database has no tournament yet; the demo's id, or null. */
    public Long loadIfEmpty() {
        return loadIfEmpty(true);
    }

    /**
     * Loads the demo when the database has no tournament yet: with {@code results}, two closed sessions and a third
     * being played; without, a published draw and empty sheets (what tests start from).
     */
    public Long loadIfEmpty(boolean results) {
        if (!tournaments.list().isEmpty()) {
            return null;
        }
        Long id = db.transaction(tx -> {
            Tournament t = Tournament.newMcr("Spring Mahjong Open 2026")
                    .withDetails("Spring Mahjong Open 2026", "Congress Hall, Basel",
                            LocalDate.of(2026, 4, 17), LocalDate.of(2026, 4, 19), true, 6)
                    .withStatus(TournamentStatus.RUNNING);
            Tournament saved = tournaments.insert(tx, Actor.SYSTEM, t);
            int entry = 1;
            for (DemoTeam dt : TEAMS) {
                Team team = tournaments.insertTeam(tx, Actor.SYSTEM,
                        new Team(null, saved.id(), dt.name(), dt.nativeName(), dt.country(), dt.players().get(0)[0]));
                for (String[] p : dt.players()) {
                    String ema = dt.country().equals("CN") ? null : String.format("%02d%06d", entry % 7 + 1, entry * 37);
                    tournaments.insertPlayer(tx, Actor.SYSTEM, Player.newPlayer(saved.id(), entry++, p[0], p[1],
                            dt.country(), team.id(), ema));
                }
            }
            return saved.id();
        });
        drawDemo(id);
        // The sheets, penalties and appeals are timed on the tournament's own days (DemoSchedule).
        SettableClock demoClock = SettableClock.at(DemoSchedule.sessionStart(1));
        AuditLog demoAudit = new AuditLog(db, demoClock);
        if (results) {
            new DemoResults(new SheetRepository(db, demoClock, demoAudit), new DrawRepository(db, audit), DEMO_SEED,
                    demoClock).play(id, PLAYED_SESSIONS);
        }
        UserRepository users = new UserRepository(db, clock, audit);
        StaffRepository staff = new StaffRepository(db, audit);
        for (String[] s : STAFF) {
            User user = users.findByUsername(s[0]).orElseGet(() ->
                    users.create(Actor.SYSTEM, s[0], s[1], hashPassword.apply("demo-" + s[0]), false));
            staff.assign(Actor.SYSTEM, id, user.id(), StaffRole.valueOf(s[2]), Set.of());
        }
        if (results) {
            new DemoPenalties(db, demoClock, demoAudit).add(id);
            new DemoAppeals(db, demoClock).load(id);
            long swissId = new SwissDemo(db, clock, audit).load(STAFF);
            new DemoHistory(db, clock, audit).load(id, swissId);
            // Issue 38: the riichi tournament beside them, its players registered as persons too.
            long riichiId = new RiichiDemoData(db, clock, audit).load(STAFF);
            new DemoHistory(db, clock, audit).register(riichiId);
        }
        return id;
    }
}
