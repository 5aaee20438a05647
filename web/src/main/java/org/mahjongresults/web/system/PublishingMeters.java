package org.mahjongresults.web.system;

/**
 * What the publishing machinery (the page cache, the live events, the front door) counts for {@code /metrics}.
 * The binding point between the metrics and the publisher: the publisher implements this and {@code App} hands it
 * to {@link Metrics#bindPublishing}; until then {@code /metrics} carries no cache or live-stream meters.
 */
public interface PublishingMeters {

    /** Live-event streams (SSE) open now. */
    long openStreams();

    /** Events sent to live streams since start. */
    long eventsSent();

    /** Cached pages answered without a render since start. */
    long cacheHits();

    /** Cached pages that had to be rendered since start. */
    long cacheMisses();

    /** Requests waiting now for a page's render under way (one render per version: the others wait for it). */
    int rendersWaiting();
}
