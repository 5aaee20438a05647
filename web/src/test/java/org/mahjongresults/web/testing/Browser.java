package org.mahjongresults.web.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Debian Chromium driven by Debian's chromedriver (never a downloaded driver). Screenshots land in
 * {@code target/screenshots/}.
 */
public final class Browser {

    public static final String CHROMIUM = "/usr/bin/chromium";
    /**
     * Debian's {@code chromium-headless-shell}: the same Chromium build (the same Blink, V8 and printing) without the
     * desktop browser around its pages. The slow stage's browser classes cost Chromium 255 s of CPU with
     * {@code chromium --headless=new} and 172 s with the shell, and took 244 s against 185 s (BENCHMARKS, eighth
     * session). Used when installed (scripts/test.sh installs it), else {@link #CHROMIUM}.
     */
    public static final String HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
    public static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    /**
     * How often a wait looks again: Selenium's default half second made every wait for a page that had already
     * arrived cost up to 0.5 s, hundreds of times in the suite.
     */
    public static final Duration POLL = Duration.ofMillis(100);

    private Browser() {
    }

    /** A desktop-sized window. */
    public static ChromeDriver desktop() {
        return open(1280, 900);
    }

    /** A phone-sized window (390 px wide, as an iPhone 12–15). */
    public static ChromeDriver phone() {
        return open(390, 844);
    }

    /**
     * A browser window of the given size. Starting Chromium costs seconds, dozens of times in a run, so a browser
     * that a test quits is not ended but cleaned (an empty page, no cookies, no cache, no emulated screen) and handed
     * to the next test that opens one, in this class or a later one; the browsers end when the test JVM does. A test
     * that needs two at once (a phone and a desktop) gets two.
     */
    public static ChromeDriver open(int width, int height) {
        Reused driver;
        synchronized (IDLE) {
            driver = IDLE.poll();
            if (driver != null) {
                driver.idle = false;
            }
        }
        if (driver == null) {
            driver = start();
        }
        driver.manage().window().setSize(new Dimension(width, height));
        return driver;
    }

    /**
     * A phone-sized browser of the test's own, never taken from the pool nor given back to it: for a test that drives
     * service workers and DevTools' network emulation, which a browser keeps across the tests the pool serves (in the
     * full suite a pooled browser let the offline test's form post past its worker's cut network).
     */
    public static ChromeDriver ownPhone() {
        Reused driver = start();
        driver.pooled = false;
        driver.manage().window().setSize(new Dimension(390, 844));
        return driver;
    }

    /** Browsers quit by their tests and clean, waiting for the next test. */
    private static final Deque<Reused> IDLE = new ArrayDeque<>();

    /** Every browser started in this JVM, ended when it exits. */
    private static final List<Reused> STARTED = new ArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (STARTED) {
                STARTED.forEach(Reused::end);
            }
        }, "browsers-end"));
    }

    /**
     * chromedriver as started: through {@code setpriv} without the right to raise its priority where that exists.
     * Run as root, chromedriver and Chromium set their own threads' nice values (0, and -8 for display threads),
     * whatever the test command's {@code nice -n 19} gave them, and took the cores from whatever else the machine was
     * measuring (an event load test); without CAP_SYS_NICE they keep the niceness they were started with.
     */
    private static final Path DRIVER = driverKeepingNiceness();

    private static Path driverKeepingNiceness() {
        Path setpriv = Path.of("/usr/bin/setpriv");
        // Only root's processes may raise their priority, and only root may drop a capability from the bounding set.
        if (!Files.isExecutable(setpriv) || !"root".equals(System.getProperty("user.name"))) {
            return Path.of(CHROMEDRIVER);
        }
        try {
            Path script = Files.createTempFile("chromedriver", ".sh");
            script.toFile().deleteOnExit();
            Files.writeString(script, "#!/bin/sh\nexec " + setpriv + " --bounding-set -sys_nice --inh-caps -sys_nice "
                    + CHROMEDRIVER + " \"$@\"\n");
            if (!script.toFile().setExecutable(true)) {
                return Path.of(CHROMEDRIVER);
            }
            return script;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final boolean SHELL = Files.isExecutable(Path.of(HEADLESS_SHELL));

    private static Reused start() {
        ChromeOptions options = new ChromeOptions();
        options.addArguments("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-extensions");
        if (SHELL) {
            // Headless by nature. No profile folder of ours: given one, chromedriver opens no first page in the shell
            // and cannot start a session; its own temporary profile is removed when the browser ends.
            options.setBinary(HEADLESS_SHELL);
        } else {
            options.setBinary(CHROMIUM);
            options.addArguments("--headless=new", "--user-data-dir=" + freshProfile());
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        Reused driver = new Reused(service, options);
        driver.manage().timeouts().implicitlyWait(Duration.ofSeconds(0));
        synchronized (STARTED) {
            STARTED.add(driver);
        }
        return driver;
    }

    private static Path freshProfile() {
        try {
            return Files.createTempDirectory("chromium-profile");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A Chromium whose {@link #quit()} hands it back clean for the next test instead of ending it. */
    private static final class Reused extends ChromeDriver {

        private boolean ended;
        /** False for a test's own browser: its quit ends it. */
        private boolean pooled = true;
        /** In the pool: a second quit by the same test must not put it there twice. */
        private boolean idle;

        Reused(ChromeDriverService service, ChromeOptions options) {
            super(service, options);
        }

        @Override
        public void quit() {
            if (!pooled) {
                end();
                return;
            }
            synchronized (IDLE) {
                if (idle || ended) {
                    return;
                }
            }
            try {
                // What the page's site stored (local storage, a service worker, its caches) goes with it: the next
                // test may open the same site (PlayedDemo).
                Object origin = executeScript("return location.origin;");
                if (origin instanceof String o && o.startsWith("http")) {
                    executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", o, "storageTypes", "all"));
                }
                // Leave the test's page: its live-event stream must not hold the server the test stops next.
                get("about:blank");
                executeCdpCommand("Network.clearBrowserCookies", Map.of());
                executeCdpCommand("Network.clearBrowserCache", Map.of());
                executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
                if (getWindowHandles().size() != 1) {
                    end(); // a test that opened windows of its own leaves a browser not worth cleaning
                    return;
                }
            } catch (WebDriverException e) {
                end(); // an alert left open, a crashed tab: not to be reused
                return;
            }
            synchronized (IDLE) {
                idle = true;
                IDLE.push(this);
            }
        }

        /** Ends the browser and its driver for good. */
        synchronized void end() {
            if (!ended) {
                ended = true;
                try {
                    super.quit();
                } catch (WebDriverException ignored) {
                    // already gone
                }
            }
        }
    }

    /** Saves a full-window screenshot as target/screenshots/NAME.png, for a person to look at. */
    public static void screenshot(ChromeDriver driver, String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How long {@link #click} waits for its element: pages under a busy machine's load, not a fixed pause. */
    private static final Duration CLICK_PATIENCE = Duration.ofSeconds(20);

    /**
     * Clicks an element scrolled to the middle of the window, where no sticky header or footer covers it. Waits for
     * the element to be on the page first, as long as a busy machine needs (issue 40: in a full run on a loaded
     * machine, a click found no {@code #signing a.sign-link} on a sheet just opened); fails with the page's address,
     * title and first text when it never comes, so that a wrong page says which it was.
     */
    public static void click(ChromeDriver driver, By by) {
        WebDriverWait wait = new WebDriverWait(driver, CLICK_PATIENCE, POLL);
        wait.ignoring(StaleElementReferenceException.class).ignoring(NoSuchElementException.class);
        wait.withMessage(() -> by + " never on " + describe(driver));
        wait.until(d -> {
            WebElement el = d.findElement(by);
            ((ChromeDriver) d).executeScript("arguments[0].scrollIntoView({block: 'center'});", el);
            el.click();
            return true;
        });
    }

    /** The page a browser shows, for a failure message: its address, title and the start of its text. */
    private static String describe(ChromeDriver driver) {
        try {
            Object text = driver.executeScript("return document.body ? document.body.innerText : '';");
            String t = String.valueOf(text).replaceAll("\\s+", " ").trim();
            return driver.getCurrentUrl() + " (\"" + driver.getTitle() + "\": "
                    + t.substring(0, Math.min(400, t.length())) + ")";
        } catch (WebDriverException e) {
            return "a page that cannot be read (" + e.getClass().getSimpleName() + ")";
        }
    }

    /**
     * Signs a demo account in (password "demo-" + user) through the English login form and waits for the signed-in
     * header; returns that wait for the test's next steps.
     */
    public static WebDriverWait login(ChromeDriver driver, TestApp app, String user) {
        driver.get(app.url("/login?lang=en"));
        driver.findElement(By.id("username")).sendKeys(user);
        driver.findElement(By.id("password")).sendKeys("demo-" + user);
        click(driver, By.cssSelector("form.form button[type=submit]"));
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20), POLL);
        // The page being replaced may drop an element while it is read: look again until the time is up.
        wait.ignoring(StaleElementReferenceException.class).ignoring(NoSuchElementException.class)
                .ignoring(WebDriverException.class);
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".account-nav__user")));
        return wait;
    }
}
