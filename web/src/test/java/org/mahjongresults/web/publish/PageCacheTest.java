package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** The page kept for a version: what a page told of that version may take at once (issue 13). */
@NoDatabase
class PageCacheTest {

    @Test
    void aKeptPageServesEveryPageToldOfItsVersionOrAnOlderOneOfTheSameTournamentVersion() {
        PageCache cache = new PageCache();
        cache.get(page("region/live/1/3/en"), "7/120", () -> "<p>tables at 120</p>");

        assertThat(cache.ready(page("region/live/1/3/en"), 7, 120)).get().extracting(PageCache.Page::version)
                .isEqualTo("7/120");
        assertThat(cache.ready(page("region/live/1/3/en"), 7, 118)).isPresent();
        assertThat(cache.ready(page("region/live/1/3/en"), 7, 121)).as("told of a newer version").isEmpty();
        assertThat(cache.ready(page("region/live/1/3/en"), 8, 120)).as("the settings changed since").isEmpty();
        assertThat(cache.ready(page("region/live/1/3/en"), 7, -1)).as("told of nothing: the current one").isEmpty();
        assertThat(cache.ready(page("region/live/1/4/en"), 7, 120)).isEmpty();
    }

    @Test
    void whileANewVersionRendersOthersTakeThePreviousAtOnceUnlessToldOfTheNewOne() throws Exception {
        // A grace longer than the test: a request that waited for the render instead of taking the previous version
        // at once would not come back before the render is let finish, which is checked without any clock.
        PageCache cache = new PageCache(Duration.ofHours(1));
        cache.get(page("standings/1/en"), "7/120", -1, () -> "<p>at 120</p>");
        ExecutorService threads = Executors.newFixedThreadPool(4);
        CountDownLatch rendering = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<PageCache.Page> renderer = CompletableFuture.supplyAsync(() ->
                cache.get(page("standings/1/en"), "7/121", -1, () -> {
                    rendering.countDown();
                    await(finish);
                    return "<p>at 121</p>";
                }), threads);
        assertThat(rendering.await(5, TimeUnit.SECONDS)).isTrue();

        PageCache.Page atOnce = CompletableFuture.supplyAsync(() ->
                cache.get(page("standings/1/en"), "7/121", -1, () -> "<p>a second render</p>"), threads)
                .get(5, TimeUnit.SECONDS);
        assertThat(atOnce.version()).as("a first view: the previous version, while the render is held")
                .isEqualTo("7/120");
        assertThat(cache.get(page("standings/1/en"), "7/121", 120, () -> "<p>a second render</p>").version())
                .as("told of 120: the previous version has it").isEqualTo("7/120");

        CompletableFuture<PageCache.Page> toldOfNews = CompletableFuture.supplyAsync(() ->
                cache.get(page("standings/1/en"), "7/121", 121, () -> "<p>a second render</p>"), threads);
        CompletableFuture<PageCache.Page> oldCaller = CompletableFuture.supplyAsync(() ->
                cache.get(page("standings/1/en"), "7/121", () -> "<p>a second render</p>"), threads);
        // Both are seen waiting for the render (not merely not started yet) before it is let finish.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (cache.rendersWaiting() < 2 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(cache.rendersWaiting()).as("both wait for the render").isEqualTo(2);
        assertThat(toldOfNews).as("told of 121: waits for it").isNotDone();
        assertThat(oldCaller).as("no version told: waits as before").isNotDone();
        CompletableFuture<PageCache.Page> newShape = CompletableFuture.supplyAsync(() ->
                cache.get(page("standings/1/en"), "8/121", -1, () -> "<p>new shape</p>"), threads);
        assertThat(newShape.get(5, TimeUnit.SECONDS).version())
                .as("the tournament changed: never the old shape, its own render").isEqualTo("8/121");

        finish.countDown();
        assertThat(renderer.get(5, TimeUnit.SECONDS).version()).isEqualTo("7/121");
        assertThat(new String(toldOfNews.get(5, TimeUnit.SECONDS).plain())).isEqualTo("<p>at 121</p>");
        assertThat(new String(oldCaller.get(5, TimeUnit.SECONDS).plain())).isEqualTo("<p>at 121</p>");
        assertThat(cache.get(page("standings/1/en"), "8/121", -1, () -> "<p>again</p>").version())
                .as("an older render that ends last does not replace a newer version").isEqualTo("8/121");
        threads.shutdownNow();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A page's key from its text as the cache once held it ("standings/1/en"). */
    private static PageKey page(String name) {
        return PageKey.shared(name, 1);
    }
}
