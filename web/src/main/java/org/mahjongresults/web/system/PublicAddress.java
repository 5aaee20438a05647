package org.mahjongresults.web.system;

import io.javalin.http.Context;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.Locale;
import java.util.Optional;
import org.mahjongresults.db.site.SiteSettingRepository;

/**
 * The address that phones and printed QR codes reach the site at: {@code PUBLIC_URL} if set, else the address an
 * administrator saved on the admin page (shared through the database by every server). Absolute links never come
 * from the request's {@code Host} or {@code X-Forwarded-*} headers: pages are cached and shown to everyone, so one
 * forged header would send every reader of a cached page elsewhere (issue 30). Without a configured address the
 * links use this machine's own network address, found at start, which staff pages warn about.
 */
public final class PublicAddress {

    /** The request attribute that holds the site's public address for {@link #of(Context)}. */
    private static final String ATTRIBUTE = PublicAddress.class.getName();
    /** How long a saved address is read from memory before asking the database again (other servers may set it). */
    private static final long REREAD_MILLIS = 10_000;

    private final String fromEnvironment;
    private final SiteSettingRepository settings;
    private final Clock clock;
    private final String machineHost;
    private volatile String saved;
    private volatile long savedReadAt = Long.MIN_VALUE;

    public PublicAddress(String fromEnvironment, SiteSettingRepository settings, Clock clock) {
        this.fromEnvironment = fromEnvironment == null ? null : normalise(fromEnvironment).orElseThrow(
                () -> new IllegalArgumentException("PUBLIC_URL must be an http or https address: " + fromEnvironment));
        this.settings = settings;
        this.clock = clock;
        this.machineHost = machineHost();
    }

    /** Makes this address the one {@link #of(Context)} answers for the request. */
    public void attach(Context ctx) {
        ctx.attribute(ATTRIBUTE, this);
    }

    /** The site's public address attached to the request. */
    public static PublicAddress of(Context ctx) {
        PublicAddress a = ctx.attribute(ATTRIBUTE);
        if (a == null) {
            throw new IllegalStateException("no public address attached to the request");
        }
        return a;
    }

    /** The configured address (environment first, then the saved one), without a trailing slash. */
    public Optional<String> configured() {
        if (fromEnvironment != null) {
            return Optional.of(fromEnvironment);
        }
        long now = System.nanoTime() / 1_000_000;
        if (savedReadAt == Long.MIN_VALUE || now - savedReadAt > REREAD_MILLIS) {
            saved = settings.find(SiteSettingRepository.PUBLIC_URL).orElse(null);
            savedReadAt = now;
        }
        return Optional.ofNullable(saved);
    }

    /** Whether {@code PUBLIC_URL} fixes the address (the admin page's form is then read-only). */
    public boolean fromEnvironment() {
        return fromEnvironment != null;
    }

    /** Saves the address an administrator entered; empty if it is not an http or https address. */
    public Optional<String> save(String entered) {
        Optional<String> url = normalise(entered);
        url.ifPresent(u -> {
            settings.save(SiteSettingRepository.PUBLIC_URL, u, OffsetDateTime.now(clock));
            saved = u;
            savedReadAt = System.nanoTime() / 1_000_000;
        });
        return url;
    }

    /**
     * The absolute address of {@code path} (which starts with a slash): from the configured address, else from
     * this machine's network address and the port the server listens on. Nothing of it comes from request headers.
     */
    public String absolute(Context ctx, String path) {
        return base(ctx) + path;
    }

    /** The address links are built from now, as {@link #absolute} uses it. */
    public String base(Context ctx) {
        return configured().orElseGet(() -> "http://" + machineHost + ":" + ctx.req().getLocalPort());
    }

    /**
     * True if a phone could open {@code url}: it names a host other than this machine's loopback ({@code localhost},
     * 127.0.0.0/8, {@code ::1}, the unspecified address). A QR code is drawn only for such an address (issue 37);
     * read from the text alone, with no name lookup.
     */
    public static boolean reachableByPhones(String url) {
        String host;
        try {
            host = url == null ? null : new URI(url).getHost();
        } catch (URISyntaxException e) {
            return false;
        }
        if (host == null) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return !(h.equals("localhost") || h.endsWith(".localhost") || h.matches("127(\\.\\d{1,3}){3}")
                || h.equals("0.0.0.0") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1") || h.equals("::")
                || h.equals("::ffff:127.0.0.1"));
    }

    /**
     * An http or https address with a host and nothing after its path, without a trailing slash; empty if
     * {@code entered} is none.
     */
    public static Optional<String> normalise(String entered) {
        if (entered == null || entered.isBlank() || entered.length() > 2_000) {
            return Optional.empty();
        }
        try {
            URI uri = new URI(entered.trim());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null
                    || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                return Optional.empty();
            }
            String path = uri.getRawPath() == null ? "" : uri.getRawPath();
            while (path.endsWith("/")) {
                path = path.substring(0, path.length() - 1);
            }
            return Optional.of(scheme + "://" + uri.getRawAuthority().toLowerCase(Locale.ROOT) + path);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** This machine's first private IPv4 address (what phones on the venue's network reach), else localhost. */
    private static String machineHost() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (a instanceof Inet4Address && a.isSiteLocalAddress()) {
                        return a.getHostAddress();
                    }
                }
            }
        } catch (SocketException e) {
            // no interfaces to ask: fall back to localhost
        }
        return "localhost";
    }
}
