package c4.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.play.MisbehavingEngine;
import c4.play.Players;
import c4.protocol.Bestmove;
import c4.search.SearchInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client driving real engine processes through pipes: this program's engine and the misbehaving script. */
@Tag("slow")
class EngineClientTest {
    private static final BoardSize SMALL = BoardSize.of(5, 4);
    /** How long a wait for a process or a condition may take before the test calls it a hang. */
    private static final int HANG_GUARD_SECONDS = 120;

    private final List<EngineFailure> reported = new CopyOnWriteArrayList<>();

    /** A client of the misbehaving script in {@code mode}, with short limits (start 2 s, margin 200 ms). */
    private EngineClient misbehaving(String mode, String... args) {
        return new EngineClient("bad " + mode, MisbehavingEngine.command(mode, args), 2_000, 200, reported::add);
    }

    @Test
    void handshakeOptionsAndAGamesExchangeWithThisProgramsEngine() {
        List<SearchInfo> infos = new CopyOnWriteArrayList<>();
        EngineClient.Listener listener = new EngineClient.Listener() {
            @Override
            public void info(SearchInfo info) {
                infos.add(info);
            }
        };
        try (EngineClient client = new EngineClient(null, Players.ownEngineCommand(), 60_000, 10_000, reported::add)) {
            assertTrue(client.start(Map.of("OwnBook", "false", "Threads", "1")));
            assertFalse(client.start(Map.of()), "the handshake is done once");
            assertTrue(client.engineName().startsWith("c4 "), client.engineName());
            Position game = new Position();
            for (String moves : List.of("4453", "445326")) {
                game = Position.parse(moves);
                infos.clear();
                Bestmove move = client.search(game, Go.depth(5), listener);
                assertEquals(
                        List.of(1, 2, 3, 4, 5),
                        infos.stream().map(SearchInfo::depth).toList(),
                        "an info line per iteration");
                assertEquals(infos.get(infos.size() - 1).pv()[0], move.column(), "the deepest iteration's move");
                assertTrue(game.canPlay(move.column()));
            }
            assertEquals("445326", game.moveString(), "the position is left unchanged");
        }
        assertEquals(List.of(), reported);
    }

    /**
     * A client closed while its engine searches without end ({@code go infinite}, this program's
     * engine in its own JVM): the engine is stopped and ended, and close is not a failure.
     */
    @Test
    void closingDuringAnInfiniteSearchEndsTheEngine() throws Exception {
        CountDownLatch searching = new CountDownLatch(1);
        EngineClient.Listener listener = new EngineClient.Listener() {
            @Override
            public void info(SearchInfo info) {
                searching.countDown();
            }
        };
        EngineClient client = new EngineClient(null, Players.ownEngineCommand(), 60_000, 10_000, reported::add);
        Process engine = null;
        try {
            client.start(Map.of("OwnBook", "false", "Threads", "1"));
            engine = client.process();
            client.go(Position.parse("4453"), new Go("go infinite", "infinite", 0), listener);
            assertTrue(searching.await(2, TimeUnit.MINUTES), "the search reports an iteration");
            client.close();
            assertEnds(engine.toHandle(), "the engine ends with the close");
        } finally {
            if (engine != null) engine.destroyForcibly(); // only when an assertion failed first
        }
        assertFalse(client.readerAlive());
        assertEquals(null, client.failure(), "a close is not a failure");
        assertEquals(List.of(), reported);
        EngineFailure e = assertThrows(EngineFailure.class, () -> client.search(new Position(), Go.depth(1)));
        assertEquals("was closed", e.reason());
        client.close(); // again: nothing
    }

    /**
     * An engine that answers neither {@code stop} nor {@code quit} (the silent script, asleep in its
     * search) is still ended by close, with the process it started, once its time to answer is up;
     * close throws nothing.
     */
    @Test
    void closingAnEngineThatNeverAnswersStopStillEndsIt() {
        EngineClient client = misbehaving("silent", "600");
        List<ProcessHandle> family = silentSearch(client, Go.depth(5));
        try {
            client.close();
            for (ProcessHandle h : family) assertEnds(h, "ended by the close");
        } finally {
            family.forEach(ProcessHandle::destroyForcibly); // only when an assertion failed first
        }
        assertFalse(client.readerAlive());
        assertEquals(null, client.failure(), "a close is not a failure");
        assertEquals(List.of(), reported);
    }

    /** A close on an interrupted thread still ends an engine that ignores stop and quit, and leaves the thread interrupted. */
    @Test
    void closingOnAnInterruptedThreadStillEndsTheEngine() {
        EngineClient client = misbehaving("silent", "600");
        List<ProcessHandle> family = silentSearch(client, Go.depth(5));
        try {
            Thread.currentThread().interrupt();
            client.close();
            assertTrue(Thread.interrupted(), "the interrupt is kept (and cleared here)");
            for (ProcessHandle h : family) assertEnds(h, "ended by the close");
        } finally {
            Thread.interrupted();
            family.forEach(ProcessHandle::destroyForcibly); // only when an assertion failed first
        }
        assertEquals(List.of(), reported);
    }

    @Test
    void aLineLongerThanTheCapIsAProtocolErrorNamingTheEngine() {
        try (EngineClient client = misbehaving("flood")) { // a 10 MB line, then a legal bestmove
            EngineFailure e = assertThrows(
                    EngineFailure.class,
                    () -> client.search(new Position(SMALL), Go.movetime(50).within(30_000)));
            assertEquals(
                    "sent a line longer than " + EngineClient.MAX_LINE_CHARS + " characters: '" + "x".repeat(60) + "…'",
                    e.reason());
            assertEquals("engine 'bad flood': " + e.reason(), e.getMessage());
            assertEquals(List.of(e), reported);
            assertTrue(waitFor(client.process()), "killed");
        }
    }

    @Test
    void aSilentEngineRunsOutOfTimeAndIsKilledWithItsChildren() {
        EngineClient client = misbehaving("silent", "600"); // runs 'sleep 600' on go and ignores quit
        try {
            List<ProcessHandle> family = silentSearch(client, Go.movetime(50));
            awaitTrue(
                    () -> { // what a watchdog does
                        client.check(System.nanoTime());
                        return client.failure() != null;
                    },
                    "the deadline passes");
            assertEquals(
                    "sent no 'bestmove' within 250 ms (movetime 50 + margin 200)",
                    client.failure().reason());
            for (ProcessHandle h : family) awaitTrue(() -> !h.isAlive(), "process " + h.pid() + " is killed at once");
        } finally {
            client.close();
        }
        assertFalse(client.readerAlive());
        assertSame(
                client.failure(),
                assertThrows(EngineFailure.class, () -> client.go(new Position(SMALL), Go.depth(1), null)));
    }

    @Test
    void aSilentEngineWithoutATimeBoundIsFoundByIsready() {
        try (EngineClient client = misbehaving("silent", "600")) {
            // go depth without a bound: the isready sent after a second goes unanswered
            EngineFailure e = assertThrows(EngineFailure.class, () -> client.search(new Position(SMALL), Go.depth(5)));
            assertEquals("sent no 'readyok' within 200 ms of 'isready' while searching", e.reason());
        }
    }

    @Test
    void anEngineThatExitsMidSearchFailsAndTheFailureSticks() {
        try (EngineClient client = misbehaving("crash", "1")) { // answers one go, exits on the second
            assertEquals(0, client.search(new Position(SMALL), Go.movetime(50)).column());
            EngineFailure e = assertThrows(
                    EngineFailure.class, () -> client.search(Position.parse("12", SMALL), Go.movetime(50)));
            assertEquals("exited with status 2 instead of sending 'bestmove'", e.reason());
            assertSame(
                    e,
                    assertThrows(
                            EngineFailure.class, () -> client.search(Position.parse("12", SMALL), Go.movetime(50))));
            assertEquals(List.of(e), reported, "reported once");
        }
    }

    /**
     * An engine that answers one go twice, the second time late (when it reads the next position),
     * fails: the isready sent before the next go makes the stray answer come first, so it is never
     * taken for the answer to that go.
     */
    @Test
    void aSecondBestmoveForOneGoFailsAndIsNeverTheNextAnswer() {
        try (EngineClient client = misbehaving("stray")) {
            assertEquals(0, client.search(new Position(), Go.movetime(50)).column());
            EngineFailure e =
                    assertThrows(EngineFailure.class, () -> client.search(Position.parse("1"), Go.movetime(50)));
            assertEquals("sent 'bestmove 1' while no search was running (a second answer to one 'go'?)", e.reason());
            assertEquals(List.of(e), reported);
        }
    }

    /**
     * {@code ucinewgame} goes only to an engine that was started (a new one's first game is new
     * anyway), and the next search's {@code isready} follows it: the engine has done it before the
     * {@code go}.
     */
    @Test
    void aNewGameIsToldToAStartedEngineBeforeItsNextSearch(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("lines.txt");
        try (EngineClient client = misbehaving("good", "0", log.toString())) {
            client.newGame();
            assertEquals(null, client.process(), "not started by a new game");
            assertEquals(0, client.search(Position.parse("4"), Go.movetime(50)).column());
            client.newGame();
            assertEquals(0, client.search(new Position(), Go.movetime(50)).column());
            // every line up to the last go was logged before its bestmove came
            List<String> lines = Files.readAllLines(log);
            assertEquals(
                    List.of(
                            "uci",
                            "position startpos moves 4",
                            "go movetime 50",
                            "ucinewgame",
                            "position startpos",
                            "go movetime 50"),
                    lines.stream()
                            .filter(line -> !line.equals("isready"))
                            .limit(6)
                            .toList());
            int newGame = lines.indexOf("ucinewgame");
            assertTrue(
                    lines.subList(newGame, lines.lastIndexOf("go movetime 50")).contains("isready"), lines.toString());
        }
        assertEquals(List.of(), reported);
    }

    /**
     * A margin of 0 (match --timeout-margin 0, as cutechess-cli's timemargin) bounds only the
     * bestmove: the isready before each go is given the start-up time, so a sound engine plays.
     */
    @Test
    void aMarginOfZeroStillPlays() {
        try (EngineClient client =
                new EngineClient("zero margin", MisbehavingEngine.command("good"), 2_000, 0, reported::add)) {
            Position p = new Position();
            for (int i = 0; i < 3; i++) {
                int column = client.search(p, Go.movetime(1_000)).column();
                assertTrue(p.canPlay(column));
                p.play(column);
            }
        }
        assertEquals(List.of(), reported);
    }

    @Test
    void anIllegalBestmoveIsAFailure() {
        try (EngineClient client = misbehaving("illegal")) { // answers 'bestmove 9'
            EngineFailure e =
                    assertThrows(EngineFailure.class, () -> client.search(new Position(SMALL), Go.movetime(50)));
            assertEquals(
                    "engine 'bad illegal': illegal move: sent 'bestmove 9' (column 9 is off the 5x4 board)",
                    e.getMessage());
        }
        try (EngineClient client = misbehaving("full")) { // always 'bestmove 1'
            assertEquals(
                    0,
                    client.search(Position.parse("111", SMALL), Go.movetime(50)).column());
            EngineFailure e = assertThrows(
                    EngineFailure.class, () -> client.search(Position.parse("1111", SMALL), Go.movetime(50)));
            assertEquals("illegal move: sent 'bestmove 1' (column 1 is full)", e.reason());
        }
    }

    @Test
    void aProcessTheEngineLeavesRunningWhenItQuitsIsKilledWithIt() {
        String seconds = Long.toString(500_000 + System.nanoTime() % 90_000); // a command line to look for
        try (EngineClient client = misbehaving("orphan", seconds)) { // each go starts 'sleep N' in the background
            assertEquals(0, client.search(new Position(SMALL), Go.movetime(50)).column());
            awaitTrue(() -> !sleeping(seconds).isEmpty(), "the engine starts its sleep");
        } // quit: the engine exits at once, its sleep would live on
        awaitTrue(() -> sleeping(seconds).isEmpty(), "the sleep is killed with the engine");
        assertEquals(List.of(), reported, "a healthy engine that quit");
    }

    @Test
    void aProgramThatCannotRunAndAnEngineThatExitsAtOnce() {
        try (EngineClient client =
                new EngineClient("none", List.of("/nonexistent/engine"), 2_000, 200, reported::add)) {
            EngineFailure e = assertThrows(EngineFailure.class, () -> client.start(Map.of()));
            assertEquals("cannot run '/nonexistent/engine': no such file", e.reason());
        }
        try (EngineClient client = misbehaving("exit")) {
            String reason = assertThrows(EngineFailure.class, () -> client.start(Map.of()))
                    .reason();
            assertTrue(reason.startsWith("exited with status 3 "), "before or while we send uci: " + reason);
        }
        try (EngineClient client =
                new EngineClient("mute", MisbehavingEngine.command("no-uciok"), 300, 200, reported::add)) {
            assertEquals(
                    "sent no 'uciok' within 300 ms of starting (last line: 'hello there')",
                    assertThrows(EngineFailure.class, () -> client.start(Map.of()))
                            .reason());
        }
        assertThrows(IllegalArgumentException.class, () -> new EngineClient(null, List.of(), 1, 1, reported::add));
        try (EngineClient client = misbehaving("normal")) {
            assertThrows(
                    IllegalArgumentException.class, () -> client.start(Map.of("Hash", "1\nquit")), "no line injected");
        }
    }

    /**
     * Starts the search {@code request} of the silent script that {@code client} runs; returns the
     * engine and the sleep it runs, once that has started.
     */
    private static List<ProcessHandle> silentSearch(EngineClient client, Go request) {
        client.go(new Position(SMALL), request, new EngineClient.Listener() {});
        Process engine = client.process();
        awaitTrue(() -> engine.descendants().findAny().isPresent(), "the engine starts its sleep");
        List<ProcessHandle> family = new ArrayList<>(List.of(engine.toHandle()));
        engine.descendants().forEach(family::add);
        return family;
    }

    /** Waits until {@code h} has ended, with a generous guard against a hang; fails when it still runs then. */
    private static void assertEnds(ProcessHandle h, String what) {
        try {
            h.onExit().get(HANG_GUARD_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError(what + ": process " + h.pid() + " still runs");
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
        assertFalse(h.isAlive(), what);
    }

    private static List<ProcessHandle> sleeping(String seconds) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").endsWith("sleep " + seconds))
                .toList();
    }

    /** Waits for {@code p} to end, with the same generous guard against a hang as {@link #awaitTrue}. */
    private static boolean waitFor(Process p) {
        try {
            return p.waitFor(HANG_GUARD_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Waits until {@code condition} holds. The bound only keeps a hang from stalling the suite: it
     * is no deadline, so it is generous enough for a machine busy with other work.
     */
    private static void awaitTrue(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionError(what + ": not within " + HANG_GUARD_SECONDS + " s");
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }
}
