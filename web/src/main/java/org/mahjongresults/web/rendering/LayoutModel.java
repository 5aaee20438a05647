package org.mahjongresults.web.rendering;

import java.util.List;

/**
 * What the common layout needs on every page: the language and its switch, who is signed in, the CSRF token
 * for forms, and a one-time flash message.
 */
public record LayoutModel(String language, List<LanguageLink> languages, String userName, boolean signedIn,
                          boolean siteAdmin, String csrfToken, String flash) {

    /** One entry of the language switch: the link keeps the current page. */
    public record LanguageLink(String code, String name, String href, boolean current) {
    }
}
