package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The depth-limited play search: tactics, limits, MultiPV, searchmoves, Randomize, stop. */
class EnginePlayTest {
    private static Engine engine;

    @BeforeAll
    static void create() {
        engine = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(16));
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static SearchLimits depth(int d) {
        return SearchLimits.depth(d);
    }

    private static SearchResult go(String moves, SearchLimits limits, RecordingListener info) {
        engine.begin();
        return engine.go(Position.parse(moves), limits, info);
    }

    @Test
    void takesAnImmediateWin() {
        RecordingListener info = new RecordingListener();
        SearchResult r = go("112233", depth(8), info);
        assertEquals(3, r.column());
        assertEquals(new SearchScore(SearchScore.Kind.WIN, 1), info.infos.get(0).score(), info.toString());
        assertEquals(1, info.infos.size(), info.toString());
    }

    @Test
    void blocksTheOpponentsThreat() {
        assertEquals(3, go("15253", depth(6), new RecordingListener()).column());
    }

    @Test
    void findsAWinInTwoAndStopsThere() {
        RecordingListener info = new RecordingListener();
        SearchResult r = go("3747", depth(12), info); // X: 3, 4 on the bottom row, O: two in column 7
        // column 2 (2-3-4 open at 1 and 5) or column 5 (3-4-5 open at 2 and 6) both make two threats
        assertTrue(r.column() == 1 || r.column() == 4, info.toString());
        SearchInfo last = info.last();
        assertEquals(new SearchScore(SearchScore.Kind.WIN, 2), last.score(), info.toString());
        assertTrue(last.depth() < 12, "a proven win should end the search early: " + info);
        assertEquals(r.column(), last.pv()[0], info.toString());
    }

    @Test
    void reportsEveryDepthOnceAndEndsAtTheLimit() {
        RecordingListener info = new RecordingListener();
        SearchResult r = go("44", depth(7), info);
        assertEquals(7, info.infos.size(), info.toString());
        for (int d = 1; d <= 7; d++) {
            SearchInfo i = info.infos.get(d - 1);
            assertEquals(d, i.depth(), info.toString());
            assertEquals(SearchScore.Kind.HEURISTIC, i.score().kind(), info.toString());
            assertEquals(d, i.pv().length, "a depth-d line on an open board has d moves: " + info);
        }
        assertEquals(info.last().pv()[0], r.column());
    }

    @Test
    void searchingToTheEndProvesADrawAndStops() {
        // Test_L3_R1: a drawn position with 13 empty cells
        RecordingListener info = new RecordingListener();
        SearchResult r = go("21753636471436536632746137457", depth(40), info);
        assertEquals(0, r.score(), info.toString());
        assertEquals("draw proven", info.events.get(info.events.size() - 1), info.toString());
        assertEquals(1, info.drawProven, info.toString());
        assertEquals(13, info.last().depth(), "the last iteration is the exact one: " + info);
        assertEquals(SearchScore.draw(), info.last().score(), info.toString());
        for (SearchInfo i : info.infos.subList(0, info.infos.size() - 1)) {
            assertFalse(i.score().isProven(), "only the exact iteration proves the draw: " + info);
        }
    }

    @Test
    void searchmovesRestrictsTheRoot() {
        SearchLimits l = SearchLimits.builder().depth(6).searchMoves(0).build();
        assertEquals(0, go("", l, new RecordingListener()).column());
        // the same position unrestricted plays the centre
        assertEquals(3, go("", depth(6), new RecordingListener()).column());
    }

    @Test
    void multiPvGivesOrderedLines() {
        engine.setMultiPv(3);
        try {
            RecordingListener info = new RecordingListener();
            SearchResult r = go("4", depth(6), info);
            assertEquals(18, info.infos.size(), "three lines per depth: " + info);
            List<SearchInfo> last = info.infos.subList(15, 18);
            int previous = Integer.MAX_VALUE;
            Set<Integer> firstMoves = new HashSet<>();
            for (int k = 0; k < 3; k++) {
                assertEquals(6, last.get(k).depth(), last.toString());
                assertEquals(k + 1, last.get(k).multiPv(), last.toString());
                int score = last.get(k).score().value();
                assertTrue(score <= previous, last.toString());
                previous = score;
                firstMoves.add(last.get(k).pv()[0]);
            }
            assertEquals(3, firstMoves.size(), "three different root moves: " + last);
            assertEquals(last.get(0).pv()[0], r.column());
        } finally {
            engine.setMultiPv(1);
        }
    }

    @Test
    void randomizeVariesAmongEqualMoves() {
        try (Engine fresh = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(4))) {
            fresh.setRandomize(true);
            fresh.setRandomSeed(42); // fixed: the test is deterministic
            Set<Integer> seen = new HashSet<>();
            for (int run = 0; run < 20; run++) {
                // mirror images on the empty board: equal scores
                SearchLimits l =
                        SearchLimits.builder().depth(5).searchMoves(0, 6).build();
                fresh.begin();
                seen.add(fresh.go(new Position(), l, SearchListener.NONE).column());
            }
            assertEquals(Set.of(0, 6), seen);
        }
    }

    @Test
    void stopEndsAnInfiniteSearch() throws Exception {
        SearchLimits l = SearchLimits.builder().infinite().build();
        SearchResult[] out = new SearchResult[1];
        engine.begin();
        java.util.concurrent.CountDownLatch iterating = new java.util.concurrent.CountDownLatch(3);
        Thread t = new Thread(() -> out[0] = engine.go(new Position(), l, info -> iterating.countDown()));
        t.start();
        assertTrue(iterating.await(10, java.util.concurrent.TimeUnit.SECONDS), "no iterations reported");
        assertTrue(t.isAlive(), "an infinite search must wait for stop");
        engine.stop();
        t.join(2000); // liveness bound
        assertTrue(!t.isAlive() && out[0] != null && out[0].column() >= 0);
    }

    /** Randomize picks among the moves the book scores equal to the best, as it does among the search's. */
    @Test
    void randomizeVariesTheBooksEqualMoves() throws Exception {
        c4.book.Book book = c4.book.Book.shipped(BoardSize.STANDARD);
        Position root = Position.parse("4444333");
        try (Engine e = new Engine(BoardSize.STANDARD, 1, new TranspositionTable(16))) {
            e.setBook(book);
            Set<Integer> plain = new HashSet<>();
            Set<Integer> random = new HashSet<>();
            e.setRandomSeed(7);
            for (int i = 0; i < 30; i++) {
                e.setRandomize(i % 2 == 1);
                e.begin();
                int column = e.go(root, depth(6), info -> {}).column();
                (i % 2 == 1 ? random : plain).add(column);
            }
            assertEquals(1, plain.size(), "without Randomize, one move: " + plain);
            assertTrue(random.size() > 1, "with Randomize, the equal moves: " + random);
            Set<Integer> scores = new HashSet<>();
            for (int c : random) {
                Position child = root.copy();
                child.play(c);
                scores.add(book.score(child.currentStones(), child.mask()));
            }
            assertEquals(1, scores.size(), "every move played scores as the best: " + random + " " + scores);
        }
    }

    /**
     * A stop (or the timer of the hard limit) that comes between polls, during an iteration so
     * small that it never polls, still ends the search at the end of that iteration: no further
     * iteration starts. Cold, the first iterations take milliseconds each without a poll.
     */
    @Test
    void aStopBetweenPollsStartsNoFurtherIteration() {
        List<Integer> depths = new java.util.ArrayList<>();
        engine.begin();
        SearchResult r = engine.go(new Position(), depth(12), i -> {
            depths.add(i.depth());
            engine.stop(); // at the first iteration's report, long before a poll
        });
        assertEquals(List.of(1), depths);
        assertTrue(r.column() >= 0 && r.column() < 7, r.toString());
    }

    @Test
    void nodeLimitEndsTheSearch() {
        SearchLimits l = SearchLimits.builder().nodes(5000).build();
        RecordingListener info = new RecordingListener();
        SearchResult r = go("", l, info);
        assertTrue(r.column() >= 0);
        long nodes = info.last().nodes();
        assertTrue(nodes <= 5000 + 4096, info.toString()); // the budget is polled every 4096 nodes
        assertTrue(engine.nodes() <= 5000 + 4096, "the unfinished iteration is bounded too: " + engine.nodes());
    }
}
