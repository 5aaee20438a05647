package org.mahjongresults.web.system;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.router.Endpoint;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;
import org.mahjongresults.db.Database;

/**
 * The website's meters for a monitoring system, in Prometheus' text format at {@code /metrics}: requests by route
 * template (rate, latency, status), writes in progress and the age of the oldest, the connection pool (HikariCP's
 * own Micrometer support), the JVM's memory, GC and threads, and, once bound, the publisher's cache and live streams.
 * Route templates, not paths, keep the number of series bounded whatever addresses are asked for.
 */
public final class Metrics {

    private static final String STARTED = Metrics.class.getName() + ".started";
    private static final String WRITE = Metrics.class.getName() + ".write";
    /** The template of a request no route matched: one series for all of them. */
    private static final String UNMATCHED = "unmatched";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final ConcurrentHashMap<Long, Long> writesInProgress = new ConcurrentHashMap<>();
    private final AtomicLong writeIds = new AtomicLong();
    private volatile boolean publishingBound;

    public Metrics() {
        new JvmMemoryMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        Gauge.builder("mahjong.writes.in.progress", writesInProgress, ConcurrentHashMap::size)
                .description("Writes (POST requests) being handled or waiting for the database now")
                .register(registry);
        Gauge.builder("mahjong.writes.oldest.age", this, Metrics::oldestWriteSeconds)
                .description("How long the oldest write in progress has waited, in seconds (0 when none)")
                .baseUnit("seconds")
                .register(registry);
    }

    /** The connection pool's meters (connections active, idle, pending; acquire and usage times). */
    public void bindPool(Database db) {
        db.reportPoolMetricsTo(registry);
    }

    /** The publisher's counts (see {@link PublishingMeters}); bound once. */
    public synchronized void bindPublishing(PublishingMeters publishing) {
        if (publishingBound) {
            return;
        }
        publishingBound = true;
        Gauge.builder("mahjong.live.streams.open", publishing, PublishingMeters::openStreams)
                .description("Live-event streams open now").register(registry);
        FunctionCounter.builder("mahjong.live.events.sent", publishing, PublishingMeters::eventsSent)
                .description("Events sent to live streams").register(registry);
        FunctionCounter.builder("mahjong.page.cache.requests", publishing, PublishingMeters::cacheHits)
                .tag("result", "hit").description("Cached pages asked for").register(registry);
        FunctionCounter.builder("mahjong.page.cache.requests", publishing, PublishingMeters::cacheMisses)
                .tag("result", "miss").description("Cached pages asked for").register(registry);
        Gauge.builder("mahjong.page.renders.waiting", publishing, PublishingMeters::rendersWaiting)
                .description("Requests waiting now for a page's render under way").register(registry);
    }

    /**
     * A feature's own level, read from {@code owner} when scraped (a gauge), bound by {@code App}. Micrometer holds the
     * owner weakly: it must be an object the application keeps (a service), not a lambda made for the call.
     */
    public <T> void bindGauge(String name, String description, T owner, ToDoubleFunction<T> level) {
        Gauge.builder(name, owner, level).description(description).register(registry);
    }

    /** A feature's own count that only grows, read from {@code owner} when scraped (a counter); see bindGauge. */
    public <T> void bindCounter(String name, String description, T owner, ToDoubleFunction<T> count) {
        FunctionCounter.builder(name, owner, count).description(description).register(registry);
    }

    /** Before a request: its start, and if it writes, its place among the writes in progress. */
    public void started(Context ctx) {
        long now = System.nanoTime();
        ctx.attribute(STARTED, now);
        if (writes(ctx.method())) {
            long id = writeIds.incrementAndGet();
            writesInProgress.put(id, now);
            ctx.attribute(WRITE, id);
        }
    }

    /** After a request: its duration under its route template, method and status class. */
    public void finished(Context ctx) {
        Long started = ctx.attribute(STARTED);
        Long write = ctx.attribute(WRITE);
        if (write != null) {
            writesInProgress.remove(write);
        }
        if (started == null) {
            return;
        }
        Endpoint matched = ctx.endpoints().matchedHttpEndpoint();
        Timer.builder("http.server.requests")
                .description("Requests answered, by route template")
                .tag("method", ctx.method().name())
                .tag("route", matched == null ? UNMATCHED : matched.path)
                .tag("status", ctx.statusCode() / 100 + "xx")
                .publishPercentileHistogram(false)
                .register(registry)
                .record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
    }

    /** The meters in Prometheus' text format. */
    public String scrape() {
        return registry.scrape();
    }

    private double oldestWriteSeconds() {
        long now = System.nanoTime();
        return writesInProgress.values().stream().mapToLong(started -> now - started).max().orElse(0) / 1e9;
    }

    private static boolean writes(HandlerType method) {
        return method == HandlerType.POST || method == HandlerType.PUT || method == HandlerType.PATCH
                || method == HandlerType.DELETE;
    }
}
