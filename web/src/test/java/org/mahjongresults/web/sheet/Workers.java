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

    Workers(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Sends {@code conditions} to every service worker the browser runs; returns how many there were. */
    @SuppressWarnings("unchecked")
    int emulate(Map<String, Object> conditions) {
        Map<String, Object> targets = driver.executeCdpCommand("Target.getTargets", Map.of());
        int count = 0;
        for (Map<String, Object> t : (List<Map<String, Object>>) targets.get("targetInfos")) {
            if (!"service_worker".equals(t.get("type"))) {
                continue;
            }
            String session = sessions.computeIfAbsent(t.get("targetId"), id -> {
                String s = (String) driver.executeCdpCommand("Target.attachToTarget",
                        Map.of("targetId", id, "flatten", false)).get("sessionId");
                send(s, "Network.enable", Map.of());
                return s;
            });
            send(session, "Network.emulateNetworkConditions", conditions);
            count++;
        }
        return count;
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
