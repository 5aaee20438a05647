package org.mahjongresults.web.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    public static ChromeDriver open(int width, int height) {
        Path profile;
        try {
            profile = Files.createTempDirectory("chromium-profile");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-extensions", "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(CHROMEDRIVER).toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(width, height));
        driver.manage().timeouts().implicitlyWait(Duration.ofSeconds(0));
        return driver;
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

    /** Clicks an element scrolled to the middle of the window, where no sticky header or footer covers it. */
    public static void click(ChromeDriver driver, By by) {
        WebElement el = driver.findElement(by);
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", el);
        el.click();
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
