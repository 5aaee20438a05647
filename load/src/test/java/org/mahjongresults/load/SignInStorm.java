package org.mahjongresults.load;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The start-of-session storm of scorekeepers signing in (issue 39 item 3), with passwords or with the tables' sign-in
 * codes, against a running website. Two commands, run as a single-file program with ZXing's core on the class path
 * (the website's own lib/ has it):
 * <ul>
 *   <li>{@code print BASE USER PASSWORD TOURNAMENT COUNT SESSION...}: signs in as the director, opens each session's
 *       printed codes page (which issues the codes not yet issued), reads every card's QR code as a phone's camera
 *       would, and prints the sign-in paths, COUNT at most, one a line (the sessions in the order given);</li>
 *   <li>{@code storm BASE MODE COUNT SOURCE READERS IDLE_SECONDS [TOURNAMENT]}: COUNT scorekeepers sign in at the
 *       same moment, each a phone of its own (cookies, connections). MODE {@code password}: the login form then its
 *       POST, SOURCE being "user:password"; MODE {@code codes}: a code's page then its button's POST (SOURCE the file
 *       of paths that {@code print} wrote), then the table's sheet the button leads to. READERS spectators (no
 *       session, gzip) read the cached standings in a closed loop from 2 x IDLE_SECONDS before the storm until it
 *       ends (the first IDLE_SECONDS unmeasured, their warm-up), so that their throughput during the storm is set
 *       against the same readers' just before it (idle, or the event's load without a storm when run beside it).</li>
 * </ul>
 * It prints the sign-ins' p50/p95/max (from the first request to the signed-in answer), the answers by status (a 429
 * is the password queue turning logins away), the readers' requests a second before and during the storm, and this
 * JVM's own CPU time.
 */
public final class SignInStorm {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");
    private static final Pattern TITLE = Pattern.compile("<h2[^>]*>([^<]*)</h2>");
    private static final Pattern VIEW_BOX = Pattern.compile("viewBox=\"0 0 (\\d+) (\\d+)\"");
    private static final Pattern PATH = Pattern.compile("<path[^>]* d=\"([^\"]*)\"");
    private static final Pattern RUN = Pattern.compile("M(\\d+) (\\d+)h(\\d+)");

    private SignInStorm() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("print")) {
            print(args[1], args[2], args[3], Long.parseLong(args[4]), Integer.parseInt(args[5]),
                    List.of(args).subList(6, args.length));
        } else if (args.length >= 7 && args[0].equals("storm")) {
            storm(args[1], args[2], Integer.parseInt(args[3]), args[4], Integer.parseInt(args[5]),
                    Integer.parseInt(args[6]), args.length > 7 ? Long.parseLong(args[7]) : 1);
        } else {
            System.err.println("usage: SignInStorm print BASE USER PASSWORD TOURNAMENT COUNT SESSION... | "
                    + "storm BASE password|codes COUNT SOURCE READERS IDLE_SECONDS [TOURNAMENT]");
            System.exit(2);
        }
    }

    // The director prints the codes ------------------------------------------------------------------------------

    private static void print(String base, String user, String password, long tournament, int count,
                              List<String> sessions) throws Exception {
        Phone director = new Phone(base);
        int status = director.login(user, password);
        if (status != 302) {
            throw new IllegalStateException("the director could not sign in: " + status);
        }
        int printed = 0;
        for (String session : sessions) {
            HttpResponse<String> page = director.get("/tournaments/" + tournament + "/sessions/" + session
                    + "/signin-codes?lang=en");
            if (page.statusCode() != 200) {
                throw new IllegalStateException("session " + session + "'s codes page answered " + page.statusCode());
            }
            String[] cards = page.body().split("<article class=\"signin-card\"");
            if (cards.length > 1 && !cards[1].contains("<svg")) {
                throw new IllegalStateException("the printed codes have no QR codes: phones cannot reach this "
                        + "server's address (set PUBLIC_URL for it)");
            }
            for (int i = 1; i < cards.length && printed < count; i++) {
                String url = decode(cards[i]);
                System.out.println(url.substring(url.indexOf("/table-signin/")));
                printed++;
            }
        }
        System.err.printf("printed %d codes of sessions %s%n", printed, sessions);
    }

    /** Reads one card's QR code (an SVG path: M x y h w v1 h-w z per run of dark modules) as a camera would. */
    private static String decode(String card) throws Exception {
        Matcher box = VIEW_BOX.matcher(card);
        Matcher path = PATH.matcher(card);
        if (!box.find() || !path.find()) {
            throw new IllegalStateException("a card without a QR code: " + title(card));
        }
        int scale = 4;
        int w = Integer.parseInt(box.group(1)) * scale;
        int h = Integer.parseInt(box.group(2)) * scale;
        int[] pixels = new int[w * h];
        java.util.Arrays.fill(pixels, 0xFFFFFF);
        Matcher run = RUN.matcher(path.group(1));
        while (run.find()) {
            int x0 = Integer.parseInt(run.group(1)) * scale;
            int y0 = Integer.parseInt(run.group(2)) * scale;
            int len = Integer.parseInt(run.group(3)) * scale;
            for (int y = y0; y < y0 + scale; y++) {
                java.util.Arrays.fill(pixels, y * w + x0, y * w + x0 + len, 0);
            }
        }
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w, h, pixels))),
                Map.of(DecodeHintType.PURE_BARCODE, Boolean.TRUE)).getText();
    }

    private static String title(String card) {
        Matcher m = TITLE.matcher(card);
        return m.find() ? m.group(1) : "?";
    }

    // The storm --------------------------------------------------------------------------------------------------

    private static void storm(String base, String mode, int count, String source, int readers, int idleSeconds,
                              long tournament) throws Exception {
        List<String> codes = mode.equals("codes") ? Files.readAllLines(Path.of(source)).stream()
                .filter(l -> !l.isBlank()).toList() : List.of();
        if (mode.equals("codes") && codes.size() < count) {
            throw new IllegalStateException("only " + codes.size() + " codes for a storm of " + count);
        }
        String[] account = source.split(":", 2);
        long cpuStart = cpuNanos();

        // The spectators: a closed loop each, counted per moment so that windows can be cut afterwards.
        AtomicBoolean reading = new AtomicBoolean(true);
        AtomicLong readerFailures = new AtomicLong();
        List<Long> readTimes = Collections.synchronizedList(new ArrayList<>());
        HttpClient spectators = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest standings = HttpRequest.newBuilder(URI.create(base + "/tournaments/" + tournament + "/standings"))
                .header("Accept-Encoding", "gzip").timeout(Duration.ofSeconds(60)).GET().build();
        List<Thread> readerThreads = new ArrayList<>();
        for (int i = 0; i < readers; i++) {
            Thread t = new Thread(() -> {
                while (reading.get()) {
                    try {
                        int s = spectators.send(standings, HttpResponse.BodyHandlers.discarding()).statusCode();
                        if (s == 200 || s == 304) {
                            readTimes.add(System.nanoTime());
                        } else {
                            readerFailures.incrementAndGet();
                        }
                    } catch (Exception e) {
                        readerFailures.incrementAndGet();
                    }
                }
            }, "spectator-" + i);
            t.start();
            readerThreads.add(t);
        }
        // As long again unmeasured first: the readers' own JIT and connections, not the server, set their first rate.
        Thread.sleep(idleSeconds * 1000L);
        long idleStart = System.nanoTime();
        Thread.sleep(idleSeconds * 1000L);

        // The scorekeepers: all at once, each its own phone.
        ExecutorService pool = Executors.newFixedThreadPool(count);
        CountDownLatch go = new CountDownLatch(1);
        List<Long> millis = Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> outcomes = new ConcurrentHashMap<>();
        List<Future<?>> sent = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String code = mode.equals("codes") ? codes.get(i) : null;
            sent.add(pool.submit(() -> {
                Phone phone = new Phone(base);
                go.await();
                long start = System.nanoTime();
                String outcome;
                try {
                    outcome = code == null ? loginOutcome(phone.login(account[0], account[1]))
                            : phone.signInWithCode(code);
                } catch (Exception e) {
                    outcome = "failed (" + e.getClass().getSimpleName() + ")";
                }
                millis.add((phone.signedIn(System.nanoTime()) - start) / 1_000_000);
                outcomes.merge(outcome, 1, Integer::sum);
                return null;
            }));
        }
        long stormStart = System.nanoTime();
        go.countDown();
        for (Future<?> f : sent) {
            f.get();
        }
        long stormEnd = System.nanoTime();
        pool.shutdown();
        reading.set(false);
        for (Thread t : readerThreads) {
            t.join();
        }

        List<Long> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        System.out.printf("%s storm, %d %s at once: p50 %d ms, p95 %d ms, max %d ms; answers %s%n", mode, count,
                mode.equals("codes") ? "code sign-ins" : "password logins", pct(sorted, 50), pct(sorted, 95),
                sorted.get(sorted.size() - 1), new TreeMap<>(outcomes));
        if (readers > 0) {
            List<Long> times = new ArrayList<>(readTimes);
            double idle = rate(times, idleStart, stormStart);
            double during = rate(times, stormStart, stormEnd);
            System.out.printf("spectators (%d readers of the cached standings): %.0f req/s for %d s before the storm,"
                            + " %.0f req/s during its %.1f s: %.0f%% of before; %d failed%n", readers, idle,
                    idleSeconds, during, (stormEnd - stormStart) / 1e9, 100 * during / idle, readerFailures.get());
        }
        System.out.printf("the storm's own CPU %d ms; load average %s%n", (cpuNanos() - cpuStart) / 1_000_000,
                loadAverage());
    }

    private static String loginOutcome(int status) {
        return status == 302 ? "signed in (302)" : "refused (" + status + ")";
    }

    private static double rate(List<Long> times, long from, long to) {
        long n = times.stream().filter(t -> t >= from && t < to).count();
        return n / Math.max(1e-9, (to - from) / 1e9);
    }

    private static long pct(List<Long> sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    /** One phone: its own cookies and connections. */
    private static final class Phone {
        private final String base;
        private final HttpClient http;
        /** When the sign-in was answered (the sheet opened after it is not part of its time); 0 until then. */
        private long answered;

        Phone(String base) {
            this.base = base;
            this.http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                    .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
        }

        HttpResponse<String> get(String path) throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(120)).GET()
                    .build(), HttpResponse.BodyHandlers.ofString());
        }

        HttpResponse<Void> post(String path, String form) throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Content-Type", "application/x-www-form-urlencoded").timeout(Duration.ofSeconds(120))
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.discarding());
        }

        /** When the sign-in was answered, or {@code otherwise} if its time ends with the last request. */
        long signedIn(long otherwise) {
            return answered != 0 ? answered : otherwise;
        }

        /** The login form, then its POST: the POST's status (302 signed in). */
        int login(String user, String password) throws Exception {
            String token = csrf(get("/login"));
            return post("/login", "_csrf=" + enc(token) + "&username=" + enc(user) + "&password=" + enc(password))
                    .statusCode();
        }

        /** The code's page, its button, then the table's sheet it leads to: what came of it. */
        String signInWithCode(String path) throws Exception {
            HttpResponse<String> page = get(path);
            if (page.statusCode() != 200) {
                return "code page " + page.statusCode();
            }
            HttpResponse<Void> signedIn = post(path, "_csrf=" + enc(csrf(page)));
            answered = System.nanoTime();
            if (signedIn.statusCode() != 302) {
                return "refused (" + signedIn.statusCode() + ")";
            }
            String sheet = signedIn.headers().firstValue("Location").orElse("");
            int shown = get(sheet).statusCode();
            return shown == 200 ? "signed in, sheet shown" : "signed in, sheet " + shown;
        }

        private static String csrf(HttpResponse<String> page) {
            Matcher m = CSRF.matcher(page.body());
            if (!m.find()) {
                throw new IllegalStateException("no form token: " + page.statusCode());
            }
            return m.group(1);
        }

        private static String enc(String s) {
            return URLEncoder.encode(s, StandardCharsets.UTF_8);
        }
    }
}
