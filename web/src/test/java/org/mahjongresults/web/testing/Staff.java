package org.mahjongresults.web.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;

/** A signed-in browser-like client: its cookies and the CSRF token its forms carry. */
public final class Staff {

    private final Http http;
    private final String csrf;

    private Staff(Http http, String csrf) {
        this.http = http;
        this.csrf = csrf;
    }

    /** Signs in through the login form, as a person would. */
    public static Staff login(TestApp app, String username, String password) {
        Http http = new Http();
        Http.Response r = http.post(app.url("/login"), Map.of("username", username, "password", password,
                "_csrf", anonymousCsrf(app, http)));
        assertThat(r.status()).as("login of " + username + ": " + r.body()).isEqualTo(302);
        return new Staff(http, csrfOf(app, http));
    }

    /** Opens the login page to get an anonymous session and its form token. */
    public static String anonymousCsrf(TestApp app, Http http) {
        return http.get(app.url("/login")).html().selectFirst("input[name=_csrf]").val();
    }

    /** The CSRF token of the client's current session, read from a page's sign-out form. */
    public static String csrfOf(TestApp app, Http http) {
        var input = http.get(app.url("/")).html().selectFirst("input[name=_csrf]");
        return input == null ? null : input.val();
    }

    public Http http() {
        return http;
    }

    public String csrf() {
        return csrf;
    }

    public Http.Response get(TestApp app, String path) {
        return http.get(app.url(path));
    }

    /** Posts a form with this session's CSRF token. */
    public Http.Response post(TestApp app, String path, Map<String, String> form) {
        Map<String, String> withToken = new HashMap<>(form);
        withToken.put("_csrf", csrf);
        return http.post(app.url(path), withToken);
    }

    /** Posts a form without any CSRF token. */
    public Http.Response postWithoutToken(TestApp app, String path, Map<String, String> form) {
        return http.post(app.url(path), form);
    }
}
