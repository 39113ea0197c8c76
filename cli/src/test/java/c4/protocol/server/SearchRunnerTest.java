package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Engine;
import c4.search.SearchResult;
import c4.search.TranspositionTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Whatever fails inside a search, the runner answers with one error line and exactly one legal bestmove. */
class SearchRunnerTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private List<String> lines() {
        return List.of(out.toString(StandardCharsets.UTF_8).split("\n"));
    }

    private SearchRunner runner(boolean debug) {
        return new SearchRunner(
                new ProtocolOutput(new PrintStream(out, true, StandardCharsets.UTF_8)),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> debug);
    }

    @Test
    void aFailingSearchStillEndsInOneSafeLegalBestmove() {
        // X has 1, 2 and 3 on the bottom row and wins in column 4 (O has three in column 5)
        Position root = Position.parse("152535");
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(1))) {
            SearchRunner runner = runner(false);
            runner.start(engine, root, "go", () -> {
                throw new IllegalStateException("boom");
            });
            runner.close();
        }
        assertEquals(
                List.of("info string error: go: internal error: IllegalStateException: boom", "bestmove 4"), lines());
        assertEquals("", err.toString(StandardCharsets.UTF_8), "no stack trace without Debug");
    }

    @Test
    void anInternalErrorsMessageHasItsControlCharactersEscaped() {
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(1))) {
            SearchRunner runner = runner(false);
            runner.start(engine, new Position(), "go", () -> {
                throw new IllegalStateException("bad\nbestmove 1\u001b[2J\u0000");
            });
            runner.close();
        }
        assertEquals(
                List.of(
                        "info string error: go: internal error: IllegalStateException: bad\\nbestmove 1\\u001B[2J\\u0000",
                        "bestmove 4"),
                lines());
    }

    @Test
    void withDebugTheStackTraceGoesToStderr() {
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(1))) {
            SearchRunner runner = runner(true);
            runner.start(engine, new Position(), "analyze", () -> {
                throw new OutOfMemoryError("Java heap space");
            });
            runner.close();
        }
        List<String> l = lines();
        assertEquals(2, l.size(), l.toString());
        assertTrue(l.get(0).startsWith("info string error: analyze: internal error: OutOfMemoryError"), l.toString());
        assertEquals("bestmove 4", l.get(1));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("java.lang.OutOfMemoryError"), err.toString());
    }

    @Test
    void aSearchThatCannotStartIsAnsweredToo() {
        SearchRunner runner = runner(false);
        runner.refuse(Position.parse("1212121"), "go", new IllegalArgumentException("no table"));
        runner.close();
        assertEquals(
                List.of("info string error: go: internal error: IllegalArgumentException: no table", "bestmove (none)"),
                lines());
    }

    /**
     * A search that does not end when stopped at quit still gets its one bestmove (a safe legal
     * move, with an error), and none more when it ends later.
     */
    @Test
    void aSearchThatIgnoresTheStopAtCloseStillGetsExactlyOneBestmove() throws Exception {
        List<String> answered = List.of(
                "info string error: the search did not end within 50 ms of its stop at quit or the end of input; "
                        + "bestmove is a safe legal move, not searched",
                "bestmove 4");
        CountDownLatch release = new CountDownLatch(1);
        SearchRunner runner = new SearchRunner(
                new ProtocolOutput(new PrintStream(out, true, StandardCharsets.UTF_8)),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> false,
                () -> {},
                50);
        try (Engine engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(1))) {
            runner.start(engine, new Position(), "go", () -> {
                boolean released = false;
                while (!released) {
                    try {
                        released = release.await(1, TimeUnit.DAYS);
                    } catch (InterruptedException e) {
                        // the runner's thread is shut down: this search still ignores it, as a stuck one
                    }
                }
                return new SearchResult(0, -1, 0);
            });
            runner.close();
            assertEquals(answered, lines());
            release.countDown();
            while (runner.searching()) Thread.onSpinWait(); // the late search ends: its result is dropped
        }
        assertEquals(answered, lines(), "nothing more");
    }
}
