package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
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
        SearchLimits l = new SearchLimits();
        l.depth = d;
        return l;
    }

    private static SearchResult go(String moves, SearchLimits limits, List<String> info) {
        engine.begin();
        return engine.go(Position.parse(moves), limits, info::add);
    }

    @Test
    void takesAnImmediateWin() {
        List<String> info = new ArrayList<>();
        SearchResult r = go("112233", depth(8), info);
        assertEquals(3, r.column());
        assertTrue(info.get(0).contains(" score mate 1 "), info.toString());
    }

    @Test
    void blocksTheOpponentsThreat() {
        assertEquals(3, go("15253", depth(6), new ArrayList<>()).column());
    }

    @Test
    void findsAWinInTwoAndStopsThere() {
        List<String> info = new ArrayList<>();
        SearchResult r = go("3747", depth(12), info); // X: 3, 4 on the bottom row, O: two in column 7
        // column 2 (2-3-4 open at 1 and 5) or column 5 (3-4-5 open at 2 and 6) both make two threats
        assertTrue(r.column() == 1 || r.column() == 4, info.toString());
        String last = info.get(info.size() - 1);
        assertTrue(last.contains(" score mate 2 "), last);
        assertTrue(!last.startsWith("info depth 12 "), "a proven win should end the search early: " + info);
    }

    @Test
    void reportsEveryDepthOnceAndEndsAtTheLimit() {
        List<String> info = new ArrayList<>();
        SearchResult r = go("44", depth(7), info);
        assertEquals(7, info.size(), info.toString());
        for (int d = 1; d <= 7; d++) assertTrue(info.get(d - 1).startsWith("info depth " + d + " "), info.toString());
        assertTrue(r.column() >= 0 && r.column() < 7);
    }

    @Test
    void searchingToTheEndProvesADrawAndStops() {
        // Test_L3_R1: a drawn position with 13 empty cells
        List<String> info = new ArrayList<>();
        SearchResult r = go("21753636471436536632746137457", depth(40), info);
        assertEquals(0, r.score(), info.toString());
        assertEquals("info string draw proven", info.get(info.size() - 1), info.toString());
        assertTrue(info.get(info.size() - 2).startsWith("info depth 13 "), "the last iteration is the exact one: " + info);
    }

    @Test
    void searchmovesRestrictsTheRoot() {
        SearchLimits l = depth(6);
        l.searchMoves = new int[] {0};
        assertEquals(0, go("", l, new ArrayList<>()).column());
    }

    @Test
    void multiPvGivesOrderedLines() {
        engine.setMultiPv(3);
        try {
            List<String> info = new ArrayList<>();
            go("4", depth(6), info);
            List<String> last = info.subList(info.size() - 3, info.size());
            int previous = Integer.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                assertTrue(last.get(k).contains(" multipv " + (k + 1) + " "), last.toString());
                String[] t = last.get(k).split(" ");
                int score = 0;
                for (int i = 0; i < t.length; i++) if (t[i].equals("cp")) score = Integer.parseInt(t[i + 1]);
                assertTrue(score <= previous, last.toString());
                previous = score;
            }
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
                SearchLimits l = depth(5);
                l.searchMoves = new int[] {0, 6}; // mirror images on the empty board: equal scores
                fresh.begin();
                seen.add(fresh.go(new Position(), l, line -> { }).column());
            }
            assertEquals(Set.of(0, 6), seen);
        }
    }

    @Test
    void stopEndsAnInfiniteSearch() throws Exception {
        SearchLimits l = new SearchLimits();
        l.infinite = true;
        SearchResult[] out = new SearchResult[1];
        engine.begin();
        Thread t = new Thread(() -> out[0] = engine.go(new Position(), l, line -> { }));
        t.start();
        Thread.sleep(100);
        assertTrue(t.isAlive(), "an infinite search must wait for stop");
        engine.stop();
        t.join(2000); // liveness bound
        assertTrue(!t.isAlive() && out[0] != null && out[0].column() >= 0);
    }

    @Test
    void nodeLimitEndsTheSearch() {
        SearchLimits l = new SearchLimits();
        l.nodes = 5000;
        List<String> info = new ArrayList<>();
        SearchResult r = go("", l, info);
        assertTrue(r.column() >= 0);
        String last = info.get(info.size() - 1);
        long nodes = Long.parseLong(last.replaceAll(".* nodes (\\d+) .*", "$1"));
        assertTrue(nodes <= 5000 + 4096, last); // the budget is polled every 4096 nodes
    }
}
