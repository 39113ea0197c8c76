package c4.search;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A ponderhit takes effect whenever it arrives after its search was begun: before the search
 * thread has even read its limits, while it iterates, and once it has finished and waits. A lost
 * ponderhit leaves a pondering search waiting for a stop that a GUI will never send.
 */
class PonderhitTest {
    /** Far beyond a 100 ms move on the slowest machine: only a lost ponderhit reaches it. */
    private static final long LIVENESS_SECONDS = 30;

    private static SearchLimits ponder(SearchLimits.Builder b) {
        return b.ponder().build();
    }

    /** Runs {@code go} on its own thread, as the protocol does. */
    private static CompletableFuture<SearchResult> go(Engine e, Position p, SearchLimits limits, SearchListener out) {
        return CompletableFuture.supplyAsync(() -> e.go(p, limits, out));
    }

    private static void assertEnds(CompletableFuture<SearchResult> search, String what) throws Exception {
        SearchResult r = search.get(LIVENESS_SECONDS, TimeUnit.SECONDS);
        assertNotNull(r, what);
        assertTrue(r.column() >= 0, what);
    }

    @Test
    void aPonderhitBeforeTheSearchThreadStartsIsKept() throws Exception {
        try (Engine e = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(16))) {
            for (int round = 0; round < 5; round++) {
                e.begin();
                e.ponderhit(); // the command thread's next line, before the search thread runs
                assertEnds(
                        go(e, Position.parse("4"), ponder(SearchLimits.builder().moveTime(100)), SearchListener.NONE),
                        "round " + round);
            }
        }
    }

    @Test
    void aPonderhitWhileIteratingStartsTheClock() throws Exception {
        try (Engine e = new Engine(BoardSize.STANDARD, 2, new TranspositionTable(16))) {
            e.begin();
            CountDownLatch iterating = new CountDownLatch(2);
            CompletableFuture<SearchResult> search = go(
                    e,
                    Position.parse("4453"),
                    ponder(SearchLimits.builder().clock(0, 1000).clock(1, 1000)),
                    info -> iterating.countDown());
            assertTrue(iterating.await(LIVENESS_SECONDS, TimeUnit.SECONDS), "no iterations reported");
            assertTrue(!search.isDone(), "a pondering search waits for ponderhit");
            e.ponderhit();
            assertEnds(search, "while iterating");
        }
    }

    @Test
    void aPonderhitAfterTheSearchFinishedEndsTheWait() throws Exception {
        try (Engine e = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(16))) {
            e.begin();
            CountDownLatch done = new CountDownLatch(1);
            // depth 1: over at once, then waiting for ponderhit or stop
            CompletableFuture<SearchResult> search =
                    go(e, Position.parse("4453"), ponder(SearchLimits.builder().depth(1)), info -> done.countDown());
            assertTrue(done.await(LIVENESS_SECONDS, TimeUnit.SECONDS), "the search reported nothing");
            Thread.sleep(20);
            assertTrue(!search.isDone(), "a pondering search waits for ponderhit");
            e.ponderhit();
            assertEnds(search, "after the search");
        }
    }
}
