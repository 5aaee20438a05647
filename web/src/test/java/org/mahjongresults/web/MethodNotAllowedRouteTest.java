package org.mahjongresults.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * A known path asked with a method it does not serve answers 405 with {@code Allow}, OPTIONS too; an unknown path,
 * and a table's app manifest for a table that does not exist, answer 404 (issue 36).
 */
class MethodNotAllowedRouteTest {

    private static TestApp app;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static HttpResponse<String> send(String method, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(app.url(path)))
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aWrongMethodOnAKnownPathIsRefusedWithTheMethodsAllowed() throws Exception {
        String standings = "/tournaments/" + app.demoTournamentId() + "/standings";
        for (String method : new String[] {"PUT", "DELETE", "PATCH", "OPTIONS", "POST"}) {
            HttpResponse<String> r = send(method, standings);
            assertThat(r.statusCode()).as(method).isEqualTo(405);
            assertThat(r.headers().firstValue("Allow")).as(method).hasValue("GET, HEAD");
        }
        HttpResponse<String> login = send("DELETE", "/login");
        assertThat(login.statusCode()).isEqualTo(405);
        assertThat(login.headers().firstValue("Allow")).hasValue("GET, HEAD, POST");
        // A path with a parameter: the table's calls take a POST, and a GET (a reload after a refused call) is sent on
        // to the table's signing page (issue 37).
        HttpResponse<String> calls = send("PUT", "/tournaments/" + app.demoTournamentId()
                + "/sessions/1/tables/1/calls");
        assertThat(calls.statusCode()).isEqualTo(405);
        assertThat(calls.headers().firstValue("Allow")).hasValue("GET, HEAD, POST");
    }

    @Test
    void anUnknownPathIsNotFoundWhateverTheMethod() throws Exception {
        assertThat(send("PUT", "/no-such-page").statusCode()).isEqualTo(404);
        assertThat(send("GET", "/no-such-page").statusCode()).isEqualTo(404);
        assertThat(send("OPTIONS", "/no-such-page").statusCode()).isEqualTo(404);
    }

    @Test
    void theAppManifestOfATableThatDoesNotExistIsNotFound() {
        String session = "/tournaments/" + app.demoTournamentId() + "/sessions/1/tables/";
        assertThat(new Http().get(app.url(session + "1/sheet/app.webmanifest")).status()).isEqualTo(200);
        assertThat(new Http().get(app.url(session + "99999999/sheet/app.webmanifest")).status()).isEqualTo(404);
        assertThat(new Http().get(app.url("/tournaments/99999999/sessions/1/tables/1/sheet/app.webmanifest"))
                .status()).isEqualTo(404);
    }
}
