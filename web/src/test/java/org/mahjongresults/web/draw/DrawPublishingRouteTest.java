package org.mahjongresults.web.draw;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.SessionRepository;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.PublishingServer;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.rendering.LayoutModel;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * The draw page published like the standings (issue 30): one render per shape of the draw, never one per spectator;
 * while a new shape renders every other spectator gets the previous copy; the draw's pieces prepared at start and
 * after a change, before any spectator asks. The draw controller is served by a small app of its own whose draw rules
 * can be held in the middle of a render (the seam: latches, no clock), as WarmHealthRouteTest holds the warm.
 */
class DrawPublishingRouteTest {

    /** The draw rules of the real app, counting the page's renders and holding one while {@code hold} is set. */
    private static final class HeldRules implements DrawRules {
        private final DrawRules real;
        final AtomicInteger pages = new AtomicInteger();
        volatile CountDownLatch hold;
        final CountDownLatch rendering = new CountDownLatch(1);

        HeldRules(DrawRules real) {
            this.real = real;
        }

        @Override
        public RuleSet ruleSet() {
            return real.ruleSet();
        }

        @Override
        public OwnDrawPage page(Tournament t, boolean staff, boolean canManage) {
            pages.incrementAndGet();
            CountDownLatch h = hold;
            if (h != null) {
                rendering.countDown();
                try {
                    h.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return real.page(t, staff, canManage);
        }

        @Override
        public ActionOutcome generate(org.mahjongresults.db.Actor actor, Tournament t, Long seed) {
            return real.generate(actor, t, seed);
        }

        @Override
        public ActionOutcome redraw(org.mahjongresults.db.Actor actor, Tournament t, Long seed) {
            return real.redraw(actor, t, seed);
        }

        @Override
        public ActionOutcome swap(org.mahjongresults.db.Actor actor, Tournament t, Integer session, Integer a,
                                  Integer b) {
            return real.swap(actor, t, session, a, b);
        }

        @Override
        public ActionOutcome seatByStandings(org.mahjongresults.db.Actor actor, Tournament t, Integer session) {
            return real.seatByStandings(actor, t, session);
        }

        @Override
        public ActionOutcome drawRound(org.mahjongresults.db.Actor actor, Tournament t, Long seed) {
            return real.drawRound(actor, t, seed);
        }
    }

    private Database db;
    private PublishingServer publishing;
    private Publisher publisher;
    private Javalin app;
    private HeldRules rules;
    private TournamentRepository tournaments;
    /** The clock the test moves past the spectators' snapshot instead of sleeping. */
    private final SettableClock clock = SettableClock.at(Instant.parse("2026-05-01T09:00:00Z"));
    private long id;

    @BeforeEach
    void start() {
        db = Database.open(TestDatabase.freshConfig());
        id = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(false);
        AuditLog audit = new AuditLog(db, clock);
        tournaments = new TournamentRepository(db, clock, audit);
        DrawRepository draws = new DrawRepository(db, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        publishing = new PublishingServer(tournaments, sheets, Map.of(), Duration.ofMillis(500), clock);
        publisher = publishing.publisher();
        Messages messages = new Messages();
        WebSessions sessions = new WebSessions(new SessionRepository(db), clock, Duration.ofMinutes(30), false);
        UserRepository users = new UserRepository(db, clock, audit);
        StaffRepository staff = new StaffRepository(db, audit);
        Auth auth = new Auth(sessions, users, staff, messages);
        StandingsService standings = new StandingsService(tournaments, draws, sheets,
                new org.mahjongresults.db.penalty.PenaltyRepository(db, clock, audit),
                List.of(new org.mahjongresults.web.standings.McrStandingsRules()), null, null);
        rules = new HeldRules(new McrDrawRules(tournaments, draws, standings, null));
        DrawService service = new DrawService(draws, List.of(rules), publisher);
        ThymeleafRenderer renderer = new ThymeleafRenderer(messages, ctx -> new LayoutModel(
                RequestLanguage.of(ctx).code(), List.of(), null, false, false, null, null, null, null), true);
        DrawController draw = new DrawController(service,
                new org.mahjongresults.web.tournament.TournamentLookup(tournaments, auth, publisher), auth, renderer,
                publisher, new ClockService(new HallRepository(db, clock, audit), draws));
        app = Javalin.create(javalin -> {
            javalin.fileRenderer(renderer);
            javalin.routes.before(ctx -> RequestLanguage.resolve(ctx, false));
            javalin.routes.get("/tournaments/{id}/draw", draw::draw);
            javalin.routes.get("/tournaments/{id}/draw/players", draw::players);
        }).start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        app.stop();
        publishing.close();
        db.close();
    }

    private String url(String path) {
        return "http://127.0.0.1:" + app.port() + "/tournaments/" + id + path;
    }

    private Tournament rename(String name) {
        Tournament t = tournaments.find(id).orElseThrow();
        Tournament renamed = tournaments.update(Actor.SYSTEM, t.withDetails(name, t.venue(), t.startsOn(), t.endsOn(),
                t.teamEvent(), t.sessionCount()));
        clock.advance(Duration.ofSeconds(1)); // past the spectators' snapshot: the next request reads the change
        return renamed;
    }

    @Test
    void whileANewDrawRendersEverySpectatorGetsThePreviousOneAndOnlyOneRenderRuns() throws Exception {
        Http.Response first = new Http().get(url("/draw"));
        assertThat(first.status()).isEqualTo(200);
        assertThat(new Http().get(url("/draw")).body()).as("kept: the same bytes, no second render")
                .isEqualTo(first.body());
        assertThat(rules.pages.get()).isEqualTo(1);

        rename("Renamed Open");
        rules.hold = new CountDownLatch(1);
        CompletableFuture<Http.Response> renderer = CompletableFuture.supplyAsync(() -> new Http().get(url("/draw")));
        assertThat(rules.rendering.await(10, TimeUnit.SECONDS)).as("the new draw's render is under way").isTrue();

        // Everyone else, while that render is held: the previous draw, and no render of their own.
        for (int i = 0; i < 8; i++) {
            Http.Response meanwhile = new Http().get(url("/draw"));
            assertThat(meanwhile.status()).isEqualTo(200);
            assertThat(meanwhile.body()).as("the previous copy").isEqualTo(first.body())
                    .doesNotContain("Renamed Open");
        }
        assertThat(renderer).as("still held").isNotDone();
        assertThat(rules.pages.get()).as("one render for the new shape, not one per spectator").isEqualTo(2);

        rules.hold.countDown();
        Http.Response rendered = renderer.get(30, TimeUnit.SECONDS);
        assertThat(rendered.body()).contains("Renamed Open");
        assertThat(new Http().get(url("/draw")).body()).as("the new copy kept").isEqualTo(rendered.body());
        assertThat(rules.pages.get()).isEqualTo(2);
    }

    @Test
    void theDrawsPiecesArePreparedAtStartAndAfterAChangeBeforeAnySpectatorAsks() {
        // Seen through /metrics' renders (the cache's misses): what a preparation renders, no spectator asks for.
        long before = publishing.cacheMisses();
        publishing.warm();
        long pieces = publishing.cacheMisses() - before;
        assertThat(pieces).as("warm at start: the draw's pieces rendered").isPositive();

        rename("Renamed Open");
        long renamed = publishing.cacheMisses();
        publisher.announce(TournamentChanged.whole(id));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (publishing.cacheMisses() < renamed + pieces && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(publishing.cacheMisses() - renamed)
                .as("the new version's pieces prepared again after the change, in the background").isEqualTo(pieces);
        assertThat(rules.pages.get()).as("no spectator asked: no page rendered").isZero();

        long prepared = publishing.cacheMisses();
        Http.Response players = new Http().get(url("/draw/players"));
        assertThat(players.status()).isEqualTo(200);
        assertThat(players.body()).contains("Renamed Open");
        assertThat(publishing.cacheMisses() - prepared)
                .as("the page itself rendered; the draw by player name it shows was prepared").isEqualTo(1);
        assertThat(players.header("ETag")).as("a published copy").isNotBlank()
                .isEqualTo(new Http().get(url("/draw/players")).header("ETag"));
    }
}
