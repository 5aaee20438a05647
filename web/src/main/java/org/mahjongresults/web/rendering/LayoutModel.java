package org.mahjongresults.web.rendering;

import java.util.List;
import java.util.function.LongPredicate;
import org.mahjongresults.web.auth.WebSessions;

/**
 * What the common layout needs on every page: the language and its switch, who is signed in, the CSRF token
 * for forms, and a one-time flash message; for staff, the address QR codes lead to when no public address is
 * configured ({@code publicAddressGuess}, null when one is); for staff, whether the database's disk is full
 * ({@code diskFull}: a banner on every staff page while writes are refused, issue 30); whether live pages poll a
 * version document through a cache in front instead of opening the event stream ({@code livePolling}, issue 39);
 * the live events' timings ({@code liveTimings}, JSON that {@code static/js/live.js} reads; null: none), which the
 * application takes from the publishing server.
 */
public record LayoutModel(String language, List<LanguageLink> languages, String userName, boolean signedIn,
                          boolean siteAdmin, String csrfToken, String flash, LongPredicate refereeOf,
                          String publicAddressGuess, boolean diskFull, boolean livePolling, String liveTimings) {

    /** Live pages on the event stream. */
    public LayoutModel(String language, List<LanguageLink> languages, String userName, boolean signedIn,
                       boolean siteAdmin, String csrfToken, String flash, LongPredicate refereeOf,
                       String publicAddressGuess, boolean diskFull) {
        this(language, languages, userName, signedIn, siteAdmin, csrfToken, flash, refereeOf, publicAddressGuess,
                diskFull, false, null);
    }

    /** Without the full-disk banner. */
    public LayoutModel(String language, List<LanguageLink> languages, String userName, boolean signedIn,
                       boolean siteAdmin, String csrfToken, String flash, LongPredicate refereeOf,
                       String publicAddressGuess) {
        this(language, languages, userName, signedIn, siteAdmin, csrfToken, flash, refereeOf, publicAddressGuess,
                false);
    }

    /**
     * True if, without a public address, this machine has no address a phone could open (only its loopback): QR
     * codes are then left out until one is set.
     */
    public boolean publicAddressUnreachable() {
        return publicAddressGuess != null
                && !org.mahjongresults.web.system.PublicAddress.reachableByPhones(publicAddressGuess);
    }

    /** The flash message's text, without its refusal mark. */
    public String flashText() {
        return flashRefused() ? flash.substring(WebSessions.FLASH_REFUSAL.length()) : flash;
    }

    /** True if the flash message says that something was refused: it is shown in the error style. */
    public boolean flashRefused() {
        return flash != null && flash.startsWith(WebSessions.FLASH_REFUSAL);
    }

    /**
     * Whether the signed-in user is a referee (or more) of the tournament: its hall tab is shown to them only, not to
     * a scorekeeper whom it would answer 403.
     */
    public boolean isReferee(long tournamentId) {
        return refereeOf != null && refereeOf.test(tournamentId);
    }

    /** One entry of the language switch: the link keeps the current page. */
    public record LanguageLink(String code, String name, String href, boolean current) {
    }
}
