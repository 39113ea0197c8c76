package c4.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Solver;
import java.io.File;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The GUI in a real browser: Debian's headless Chromium driven by Selenium through /usr/bin/chromedriver
 * (nothing is downloaded), against a real server and real engine processes. Skipped when the browser
 * is not installed, unless C4_BROWSER_TEST=required (scripts/test sets it), where that fails instead.
 */
@Tag("slow")
class GuiBrowserTest {
    private static final File CHROMIUM = new File("/usr/bin/chromium");
    private static final File CHROMEDRIVER = new File("/usr/bin/chromedriver");
    /** X to move, wins with its 3rd stone from here at best play; column 3 is full. */
    private static final String WON_IN_THREE = "3753313234436627";
    /** X to move; its columns score full, loss, draw and win (the Solver says which). */
    private static final String MIXED_SCORES = "7614371112561123346756";

    private static GuiServer server;
    private static WebDriver browser;
    private static Solver solver;

    @BeforeAll
    static void start() throws Exception {
        boolean required = "required".equals(System.getenv("C4_BROWSER_TEST"));
        if (!CHROMIUM.canExecute() || !CHROMEDRIVER.canExecute()) {
            String why =
                    "the browser test needs Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver); scripts/test installs them";
            if (required) fail("C4_BROWSER_TEST=required, but " + why);
            assumeTrue(false, "skipped: " + why);
        }
        server = GuiServer.start(GuiConfig.defaults("127.0.0.1", 0, c4.play.Players.ownEngineCommand()));
        solver = new Solver(BoardSize.STANDARD, 1, 16);
        Path profile = Files.createTempDirectory("c4-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1100,760",
                "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER)
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.quit();
        if (server != null) server.close();
        if (solver != null) solver.close();
    }

    @Test
    void playsAShortGameByClickingAndTheBoardFollowsTheMoves() {
        open(WON_IN_THREE);
        new Select(browser.findElement(By.id("limit"))).selectByValue("movetime=100");
        waitFor("the page is ready for the human's move", () -> text("status").startsWith("Your move"));

        // an illegal click (column 3 is full) says so and changes nothing
        column(3).click();
        waitFor("the full-column message", () -> text("message").contains("Column 3 is full"));
        assertEquals(WON_IN_THREE, urlPosition());
        assertBoardShows(WON_IN_THREE);

        // the human (X) plays the Solver's best column each turn; the engine answers at 100 ms per move
        String moves = WON_IN_THREE;
        for (int turn = 0; turn < 3 && !Position.parse(moves).isGameOver(); turn++) {
            int best = bestColumn(moves);
            String before = moves + best;
            column(best).click();
            waitFor("the engine's answer or the end", () -> {
                String pos = urlPosition();
                return pos.startsWith(before)
                        && (Position.parse(pos).isGameOver() || pos.length() == before.length() + 1)
                        && "false"
                                .equals(browser.findElement(By.tagName("body")).getAttribute("data-busy"));
            });
            moves = urlPosition();
            assertBoardShows(moves);
        }
        Position end = Position.parse(moves); // every engine move was legal, or this throws
        assertTrue(end.isWon(), "X wins with its third stone at the latest: " + moves);
        assertEquals(1, end.moveCount() % 2, "the last stone is X's");
        assertTrue(text("gameover").contains("You win"), text("gameover"));
        assertEquals(4, browser.findElements(By.cssSelector(".cell.four")).size(), "the four is marked");

        // a click after the end changes nothing; undo takes back the winning stone, new game empties the board
        column(bestColumn(WON_IN_THREE)).click();
        waitFor("the game-over message", () -> text("message").contains("The game is over"));
        assertEquals(moves, urlPosition());
        browser.findElement(By.id("undo")).click();
        String undone = moves.substring(0, moves.length() - 1);
        waitFor("undo", () -> urlPosition().equals(undone));
        assertBoardShows(undone);
        assertFalse(browser.findElement(By.id("gameover")).isDisplayed());
        browser.findElement(By.id("new")).click();
        waitFor("new game", () -> urlPosition().isEmpty());
        assertBoardShows("");

        // swapping sides hands X to the engine, which moves at once
        browser.findElement(By.id("swap")).click();
        waitFor(
                "the engine's first move",
                () -> urlPosition().length() == 1 && text("status").startsWith("Your move (O)"));
        assertBoardShows(urlPosition());
    }

    @Test
    void analysisShowsEveryColumnsExactScoreAsTheSolverHasIt() throws Exception {
        open("");
        WebElement input = browser.findElement(By.id("moves"));
        input.sendKeys(MIXED_SCORES);
        browser.findElement(By.cssSelector("#setup button")).click();
        waitFor("the position from the move string", () -> urlPosition().equals(MIXED_SCORES));
        assertBoardShows(MIXED_SCORES);

        browser.findElement(By.cssSelector("input[name=mode][value=analyze]")).click();
        int[] expected = solver.analyze(Position.parse(MIXED_SCORES), false).scores();
        waitFor(
                "every column scored",
                () -> "false".equals(browser.findElement(By.tagName("body")).getAttribute("data-busy"))
                        && browser.findElements(By.cssSelector(".score[data-score]:not([data-score=''])"))
                                        .size()
                                == (int) java.util.Arrays.stream(expected)
                                        .filter(s -> s != Solver.INVALID_MOVE)
                                        .count());
        for (int c = 1; c <= 7; c++) {
            WebElement cell = browser.findElement(By.id("score-" + c));
            int s = expected[c - 1];
            assertEquals(expectedText(s, MIXED_SCORES.length()), cell.getText(), "column " + c);
            assertEquals(
                    s == Solver.INVALID_MOVE ? "" : Integer.toString(s),
                    cell.getAttribute("data-score"),
                    "column " + c);
            String colour = s == Solver.INVALID_MOVE ? "full" : s > 0 ? "win" : s < 0 ? "loss" : "draw";
            assertTrue(cell.getAttribute("class").contains(colour), "column " + c + " is coloured as a " + colour);
        }
        // a bad move string is refused with a message and the position stays
        input.sendKeys("448");
        browser.findElement(By.cssSelector("#setup button")).click();
        waitFor(
                "the refusal",
                () -> text("message").contains("'8'") || text("message").contains("column 8"));
        assertEquals(MIXED_SCORES, urlPosition());
        input.clear();
        browser.findElement(By.id("message")); // the screenshot shows the scores, not the message
        ((JavascriptExecutor) browser)
                .executeScript("document.getElementById('message').hidden = true; document.activeElement.blur();");
        Thread.sleep(600); // let the last stone's fall finish
        byte[] shot = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(Path.of("target", "gui.png"), shot);
        // the docs' copy only when asked (-Dc4.screenshot=update): a test run leaves the repository as it was
        Path png = Path.of(System.getProperty("c4.root", ".."), "docs", "gui.png");
        boolean update = "update".equals(System.getProperty("c4.screenshot"));
        if (update && (!Files.exists(png) || !nearlyEqual(Files.readAllBytes(png), shot))) Files.write(png, shot);
    }

    /**
     * Whether two screenshots differ in at most a few pixels: the scene is the same every run, but the
     * browser may shade an edge pixel differently, which is no reason to rewrite the README's image.
     */
    private static boolean nearlyEqual(byte[] a, byte[] b) throws java.io.IOException {
        java.awt.image.BufferedImage x = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(a));
        java.awt.image.BufferedImage y = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(b));
        if (x == null || y == null || x.getWidth() != y.getWidth() || x.getHeight() != y.getHeight()) return false;
        int differing = 0;
        for (int i = 0; i < x.getWidth(); i++) {
            for (int j = 0; j < x.getHeight(); j++) if (x.getRGB(i, j) != y.getRGB(i, j)) differing++;
        }
        return differing <= 100;
    }

    @Test
    void aCrashingEngineShowsAnErrorAndRestartBringsItBack() throws Exception {
        // an engine that answers one go (with the leftmost column) and exits on the next
        Path script = Path.of(GuiBrowserTest.class
                .getResource("/engines/misbehaving-engine.sh")
                .toURI());
        try (GuiServer crashing =
                GuiServer.start(GuiConfig.defaults("127.0.0.1", 0, List.of("bash", script.toString(), "crash", "1")))) {
            browser.get(crashing.url() + "?pos=");
            waitFor("the page", () -> text("status").startsWith("Your move"));
            column(4).click();
            waitFor(
                    "the engine's answer",
                    () -> urlPosition().equals("41") && text("status").startsWith("Your move"));
            column(4).click();
            waitFor(
                    "the error banner",
                    () -> browser.findElement(By.id("error")).isDisplayed());
            assertTrue(
                    text("error-text").contains("exited with status 2 instead of sending 'bestmove'"),
                    text("error-text"));
            assertEquals("414", urlPosition(), "the game stays as it was");
            browser.findElement(By.id("restart")).click();
            waitFor("the restarted engine's move", () -> urlPosition().equals("4141"));
            assertFalse(browser.findElement(By.id("error")).isDisplayed());
            assertBoardShows("4141");
        }
    }

    @Test
    void fitsAPhoneScreenWithoutSidewaysScrolling() {
        Dimension before = browser.manage().window().getSize();
        try {
            browser.manage().window().setSize(new Dimension(390, 844));
            open(WON_IN_THREE);
            waitFor("the page", () -> text("status").startsWith("Your move"));
            JavascriptExecutor js = (JavascriptExecutor) browser;
            long overflow = (Long) js.executeScript("return document.documentElement.scrollWidth - window.innerWidth;");
            assertTrue(overflow <= 0, "the page is " + overflow + " px wider than the screen");
            long right = (Long) js.executeScript(
                    "return Math.ceil(document.getElementById('board').getBoundingClientRect().right);");
            long width = (Long) js.executeScript("return window.innerWidth;");
            assertTrue(right <= width, "the board ends at " + right + " px of " + width);
            // for a look by eye; not in the repository
            Files.write(
                    Path.of("target", "gui-phone.png"),
                    ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } finally {
            browser.manage().window().setSize(before);
        }
    }

    // ---- helpers ----

    private static void open(String moves) {
        browser.get(server.url() + "?pos=" + moves);
        waitFor(
                "the board",
                () -> browser.findElements(By.cssSelector("#board .cell")).size() == 42);
    }

    private static WebElement column(int c) {
        return browser.findElement(By.cssSelector("#board .column[data-col='" + c + "']"));
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static String urlPosition() {
        String url = browser.getCurrentUrl();
        int i = url.indexOf("?pos=");
        return i < 0 ? "" : URLDecoder.decode(url.substring(i + 5), StandardCharsets.UTF_8);
    }

    /** Every cell's data-stone equals the position's stone there. */
    private static void assertBoardShows(String moves) {
        Position p = Position.parse(moves);
        List<WebElement> cells = browser.findElements(By.cssSelector("#board .cell"));
        assertEquals(42, cells.size());
        for (WebElement cell : cells) {
            int c = Integer.parseInt(cell.getAttribute("data-col")) - 1;
            int r = Integer.parseInt(cell.getAttribute("data-row")) - 1;
            int stone = p.stoneAt(c, r);
            assertEquals(
                    stone == 0 ? "X" : stone == 1 ? "O" : "",
                    cell.getAttribute("data-stone"),
                    "cell column " + (c + 1) + " row " + (r + 1) + " after " + moves);
        }
    }

    /** A column of best exact score (1-based). */
    private static int bestColumn(String moves) {
        int[] scores = solver.analyze(Position.parse(moves), false).scores();
        int best = 0;
        for (int c = 1; c < scores.length; c++) if (scores[c] > scores[best]) best = c;
        return best + 1;
    }

    /** The text a column's exact score should read as, after {@code moves} stones (22 - n: a win with the n-th stone). */
    private static String expectedText(int score, int moves) {
        if (score == Solver.INVALID_MOVE) return "full";
        if (score == 0) return "draw";
        int ownStones = moves / 2;
        int theirStones = moves - ownStones;
        return score > 0 ? "win in " + (22 - score - ownStones) : "loss in " + (22 + score - theirStones);
    }

    private static void waitFor(String what, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(browser, Duration.ofSeconds(30)).withMessage(what).until(d -> condition.getAsBoolean());
    }
}
