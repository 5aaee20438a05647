package org.mahjongresults.web.publish;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.mahjongresults.db.tournament.Tournament;

/**
 * What a feature hands the {@link Publisher} to send, keep or put into a page: a small, immutable description of a
 * spectator's page or of a part of one. It says what the page shows ({@link PageKey}), what it was read at, its media
 * type and how to render it; the publisher decides whether a copy it keeps will do. What it was read at is one of:
 * <ul>
 *   <li>a {@link PageVersion} ({@link #at}, {@link #json}): a newer copy serves, an older one may stand in while the
 *       new one renders;</li>
 *   <li>what it shows, a value of the feature's ({@link #shown}): only a copy of an equal value serves (a season's
 *       standings, made of several tournaments; a table's card; a QR code);</li>
 *   <li>a shape and the page version it was read at ({@link #shaped}): the draw, kept per shape.</li>
 * </ul>
 * The version text that pages, ETags and caches carry is the publisher's: a feature never writes it.
 */
public final class Page {

    /** What a page was read at, and so which copy serves it. */
    enum Kind {
        /** At a page version. */
        AT,
        /** At what it shows: an equal value only. */
        SHOWN,
        /** Per shape, read at a page version. */
        SHAPED,
        /** The same, a big page rendered as its parts, kept and sent as parts (issue 39: no humongous allocation). */
        SHAPED_PARTS,
        /** The version document of a tournament (its page version now). */
        VERSION
    }

    static final String HTML = "text/html; charset=utf-8";
    static final String JSON = "application/json";

    private final Kind kind;
    private final PageKey identity;
    private final PageVersion version;
    private final Object shown;
    private final String mediaType;
    private final Supplier<String> render;
    private final Tournament tournament;
    /** The declared page whose region this is, and the scope open pages fetch it for (null: not a region). */
    private final String region;
    private final Scope scope;
    private final boolean announcedFirst;
    private final Supplier<List<String>> parts;

    private Page(Kind kind, PageKey identity, PageVersion version, Object shown, String mediaType,
                 Supplier<String> render, Tournament tournament, String region, Scope scope, boolean announcedFirst) {
        this(kind, identity, version, shown, mediaType, render, tournament, region, scope, announcedFirst, null);
    }

    private Page(Kind kind, PageKey identity, PageVersion version, Object shown, String mediaType,
                 Supplier<String> render, Tournament tournament, String region, Scope scope, boolean announcedFirst,
                 Supplier<List<String>> parts) {
        this.parts = parts;
        this.kind = kind;
        this.identity = identity;
        this.version = version;
        this.shown = shown;
        this.mediaType = mediaType;
        this.render = render;
        this.tournament = tournament;
        this.region = region;
        this.scope = scope;
        this.announcedFirst = announcedFirst;
    }

    /** The HTML page (or part) {@code identity} at {@code version}, rendered by {@code render}. */
    public static Page at(PageKey identity, PageVersion version, Supplier<String> render) {
        return new Page(Kind.AT, Objects.requireNonNull(identity), Objects.requireNonNull(version), null, HTML,
                render, null, null, null, false);
    }

    /** The same for a JSON body. */
    public static Page json(PageKey identity, PageVersion version, Supplier<String> render) {
        return new Page(Kind.AT, Objects.requireNonNull(identity), Objects.requireNonNull(version), null, JSON,
                render, null, null, null, false);
    }

    /**
     * The HTML page (or part) {@code identity} named by what it {@code shown}s rather than by a tournament's page
     * version: only a copy of an equal value serves, and it is rendered again whenever the value differs.
     */
    public static Page shown(PageKey identity, Object shown, Supplier<String> render) {
        return new Page(Kind.SHOWN, Objects.requireNonNull(identity), null, Objects.requireNonNull(shown), HTML,
                render, null, null, null, false);
    }

    /**
     * The HTML page {@code identity} that changes with its {@code shape} (a record: the draw's tournament version and
     * sessions' statuses), not with every result, read by this request at page version {@code read}: rendered once
     * per shape; while a new shape renders, every other request gets the copy kept at once. Never learned by the
     * front door (its version is not a snapshot's).
     */
    public static Page shaped(PageKey identity, Record shape, PageVersion read, Supplier<String> render) {
        return new Page(Kind.SHAPED, Objects.requireNonNull(identity), Objects.requireNonNull(read),
                Objects.requireNonNull(shape), HTML, render, null, null, null, false);
    }

    /**
     * The same for a big page (the draw, a session's table cards) rendered as its {@code parts} in order: kept and
     * sent as parts, never joined into one string or array (issue 39: those pages were G1 humongous allocations on
     * every new version); a part that is a kept {@link Publisher#part piece} is compressed once while it is kept.
     */
    public static Page shapedParts(PageKey identity, Record shape, PageVersion read, Supplier<List<String>> parts) {
        return new Page(Kind.SHAPED_PARTS, Objects.requireNonNull(identity), Objects.requireNonNull(read),
                Objects.requireNonNull(shape), HTML, null, null, null, null, false, Objects.requireNonNull(parts));
    }

    /**
     * The version document of {@code t} ({@code {"v":"3/1742"}}): the page version its spectators' pages are at now,
     * which phones behind a cache poll before they fetch their region at that version's address.
     */
    public static Page versionOf(Tournament t) {
        return new Page(Kind.VERSION, null, null, null, JSON, null, Objects.requireNonNull(t), null, null, false);
    }

    /**
     * The same page, the region of the declared page {@code declared} that open pages fetch for {@code scope}: from
     * now on (for as long as they keep asking) it is prepared in this page's language before that scope is told of a
     * change.
     */
    public Page regionOf(String declared, Scope scope) {
        return new Page(kind, identity, version, shown, mediaType, render, tournament, Objects.requireNonNull(declared),
                Objects.requireNonNull(scope), announcedFirst, parts);
    }

    /**
     * The same page, sent as kept now if that copy is of this page's tournament version and has the news the request
     * was told of: a region announced to open pages was rendered before the announcement, and they take it rather
     * than wait for a newer version's render, which the next event will announce.
     */
    public Page announcedFirst() {
        return new Page(kind, identity, version, shown, mediaType, render, tournament, region, scope, true, parts);
    }

    Kind kind() {
        return kind;
    }

    PageKey identity() {
        return identity;
    }

    /** The page version it was read at (a plain or a shaped page's). */
    PageVersion version() {
        return version;
    }

    /** What a shown page shows, or a shaped page's shape. */
    Object shown() {
        return shown;
    }

    String mediaType() {
        return mediaType;
    }

    Supplier<String> render() {
        return render;
    }

    Supplier<List<String>> parts() {
        return parts;
    }

    Tournament tournament() {
        return tournament;
    }

    String region() {
        return region;
    }

    Scope scope() {
        return scope;
    }

    boolean isAnnouncedFirst() {
        return announcedFirst;
    }
}
