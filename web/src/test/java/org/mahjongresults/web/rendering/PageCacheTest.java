package org.mahjongresults.web.rendering;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The page kept for a version: what a page told of that version may take at once (issue 13). */
class PageCacheTest {

    @Test
    void aKeptPageServesEveryPageToldOfItsVersionOrAnOlderOneOfTheSameTournamentVersion() {
        PageCache cache = new PageCache();
        cache.get("region/live/1/3/en", "7/120", () -> "<p>tables at 120</p>");

        assertThat(cache.ready("region/live/1/3/en", 7, 120)).get().extracting(PageCache.Page::version)
                .isEqualTo("7/120");
        assertThat(cache.ready("region/live/1/3/en", 7, 118)).isPresent();
        assertThat(cache.ready("region/live/1/3/en", 7, 121)).as("told of a newer version").isEmpty();
        assertThat(cache.ready("region/live/1/3/en", 8, 120)).as("the settings changed since").isEmpty();
        assertThat(cache.ready("region/live/1/3/en", 7, -1)).as("told of nothing: the current one").isEmpty();
        assertThat(cache.ready("region/live/1/4/en", 7, 120)).isEmpty();
    }
}
