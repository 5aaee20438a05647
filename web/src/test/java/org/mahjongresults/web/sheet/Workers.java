package org.mahjongresults.web.sheet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * DevTools' network emulation for a browser's service workers. Network.emulateNetworkConditions applies to the
 * DevTools session it is sent in, and chromedriver's is the page's: a service worker's own fetches (the sheet page it
 * answers from the network first) are another target's. So the test attaches once to each service worker and sends
 * the same command there, through the page's session (Target.sendMessageToTarget). One session per worker: each
 * session keeps its own conditions, and a worker is offline while any of them says so.
 */
final class Workers {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ChromeDriver driver;
    private final Map<Object, String> sessions = new HashMap<>();
    private int messages;
    private int confirmations;
    private final List<String> lastMatched = new java.util.ArrayList<>();

    Workers(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Sends {@code conditions} to every service worker the browser runs; returns how many there were. */
    int emulate(Map<String, Object> conditions) {
        return emulate(conditions, "");
    }

    /**
     * Sends {@code conditions} to the service workers whose script is under {@code origin}; returns how many there
     * were. A pooled browser may still run the workers of earlier tests' sites (other ports): counting those would
     * say "cut" while this site's worker is not listed yet.
     */
    @SuppressWarnings("unchecked")
    int emulate(Map<String, Object> conditions, String origin) {
        Map<String, Object> targets = driver.executeCdpCommand("Target.getTargets", Map.of());
        int count = 0;
        lastMatched.clear();
        for (Map<String, Object> t : (List<Map<String, Object>>) targets.get("targetInfos")) {
            if (!"service_worker".equals(t.get("type")) || !String.valueOf(t.get("url")).startsWith(origin)) {
                continue;
            }
            String session = sessions.computeIfAbsent(t.get("targetId"), id -> {
                String s = (String) driver.executeCdpCommand("Target.attachToTarget",
                        Map.of("targetId", id, "flatten", false)).get("sessionId");
                send(s, "Network.enable", Map.of());
                return s;
            });
            send(session, "Network.emulateNetworkConditions", conditions);
            lastMatched.add(session);
            count++;
        }
        return count;
    }

    /**
     * Cuts or restores this site's workers and waits until they have taken it: after the emulation each worker is
     * asked (in the same DevTools session, so after the emulation is applied) to post a numbered message to its
     * pages, and the page waits for that number. The emulation is asynchronous to the page otherwise, and a form
     * submitted at once could still go out.
     */
    void emulateAndConfirm(Map<String, Object> conditions, String origin, org.openqa.selenium.support.ui.WebDriverWait wait) {
        int mark = ++confirmations;
        driver.executeScript("if (!window.__workersTook) { window.__workersTook = 0;"
                + " navigator.serviceWorker.addEventListener('message', function (e) {"
                + " if (e.data && e.data.type === 'test-emulated') { window.__workersTook = e.data.n; } }); }");
        wait.until(d -> {
            if (emulate(conditions, origin) == 0) {
                return false;
            }
            for (String session : lastMatched) {
                send(session, "Runtime.evaluate", Map.of("expression",
                        "self.clients.matchAll({includeUncontrolled: true}).then(function (cs) { cs.forEach("
                                + "function (c) { c.postMessage({type: 'test-emulated', n: " + mark + "}); }); })"));
            }
            return true;
        });
        wait.until(d -> Long.valueOf(mark).equals(driver.executeScript("return window.__workersTook;")));
    }

    private void send(String session, String method, Map<String, Object> params) {
        try {
            String message = JSON.writeValueAsString(Map.of("id", ++messages, "method", method, "params", params));
            driver.executeCdpCommand("Target.sendMessageToTarget", Map.of("sessionId", session, "message", message));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
