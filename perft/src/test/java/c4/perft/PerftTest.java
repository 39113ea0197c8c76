package c4.perft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.math.BigInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class PerftTest {
    /** The naive count of 4x4 games (about 48 million, a few seconds), computed once for two tests. */
    private static long naiveGames4x4;

    private static synchronized long naiveGames4x4() {
        if (naiveGames4x4 == 0) naiveGames4x4 = new NaiveGame(4, 4).games(0);
        return naiveGames4x4;
    }

    private static long[] naivePerft(int w, int h, int depth) {
        long[] counts = new long[depth + 1];
        new NaiveGame(w, h).perft(0, depth, counts);
        return counts;
    }

    @Tag("slow")
    @Test
    void perftEqualsTheNaiveEnumerationOnSmallBoards() throws Exception {
        int[][] boards = {{4, 4, 16}, {5, 4, 9}, {3, 5, 11}, {4, 5, 9}, {7, 6, 6}, {1, 8, 8}};
        for (int[] b : boards) {
            BoardSize size = BoardSize.of(b[0], b[1]);
            long[] expected = naivePerft(b[0], b[1], b[2]);
            expected[0] = 0; // perft leaves ply 0 unset
            assertArrayEquals(expected, new Perft(size, b[2]).run(1, ProgressMeter.Factory.NONE), size.toString());
        }
    }

    @Tag("slow")
    @Test
    void everyDepthAgreesWithTheDeepestRun() throws Exception {
        BoardSize size = BoardSize.of(4, 4);
        long[] full = new Perft(size, 16).run(2, ProgressMeter.Factory.NONE);
        for (int d = 1; d <= 16; d++) {
            long[] shorter = new Perft(size, d).run(2, ProgressMeter.Factory.NONE);
            for (int p = 1; p <= d; p++) assertEquals(full[p], shorter[p], "depth " + d + " ply " + p);
        }
    }

    @Test
    void fromAPositionTheChildrenAddUpToTheParent() throws Exception {
        // sequences of p + 1 moves from a position = the sum over its moves of the sequences of
        // p moves after each (a winning move's child is a leaf)
        for (String moves : new String[] {"", "4453", "112233", "44444"}) {
            Position parent = Position.parse(moves);
            int depth = 7;
            long[] whole = new Perft(parent, depth).run(2, ProgressMeter.Factory.NONE);
            long[] sum = new long[depth + 1];
            sum[1] = Long.bitCount(parent.legalMoves());
            for (int c = 0; c < 7; c++) {
                if (!parent.canPlay(c)) continue;
                Position child = parent.copy();
                child.play(c);
                long[] below = new Perft(child, depth - 1).run(1, ProgressMeter.Factory.NONE);
                for (int p = 1; p < depth; p++) sum[p + 1] += below[p];
            }
            assertArrayEquals(sum, whole, "from '" + moves + "'");
        }
    }

    @Test
    void aFinishedGameHasNoSequences() throws Exception {
        Position won = Position.parse("1212121"); // the first player has four in column 1
        assertTrue(won.isWon());
        assertArrayEquals(new long[4], new Perft(won, 3).run(2, ProgressMeter.Factory.NONE));
    }

    @Test
    void multithreadedEqualsSingleThreaded() throws Exception {
        for (BoardSize size : new BoardSize[] {BoardSize.STANDARD, BoardSize.of(5, 4), BoardSize.of(8, 7)}) {
            long[] one = new Perft(size, 7).run(1, ProgressMeter.Factory.NONE);
            for (int threads : new int[] {2, 3, 8}) {
                assertArrayEquals(
                        one, new Perft(size, 7).run(threads, ProgressMeter.Factory.NONE), size + " threads " + threads);
            }
        }
    }

    @Test
    void positionsOnSevenBySixMatchTheKnownValues() throws Exception {
        long[] known = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623};
        long[] counts = new PositionCounter(
                        BoardSize.STANDARD, Runtime.getRuntime().maxMemory(), ProgressMeter.Factory.NONE)
                .run(10, null);
        assertArrayEquals(known, counts);
    }

    @Test
    void positionsOnATinyBoardMatchADirectSetOfCodes() throws Exception {
        for (int[] b : new int[][] {{4, 4}, {3, 5}, {4, 3}}) {
            BoardSize size = BoardSize.of(b[0], b[1]);
            long[] counts = new PositionCounter(size, Runtime.getRuntime().maxMemory(), ProgressMeter.Factory.NONE)
                    .run(size.cells, null);
            assertArrayEquals(NaivePositions.perPly(b[0], b[1]), counts, size.toString());
        }
    }

    @Test
    void positionsStopBeforeAPlyThatDoesNotFit() {
        // with 200 MiB, ply 11 (1.66 million parents, a buffer for their 11 million children) does not fit
        MemoryLimitException e = assertThrows(
                MemoryLimitException.class,
                () -> new PositionCounter(BoardSize.STANDARD, 200L << 20, ProgressMeter.Factory.NONE).run(14, null));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "ply 11 would need about (\\d+) MiB, more than the 200 MiB heap; rerun with C4_HEAP=(\\d+)g")
                .matcher(e.getMessage());
        assertTrue(m.matches(), e.getMessage());
        assertTrue(Long.parseLong(m.group(1)) > 200, e.getMessage());
        assertTrue(Long.parseLong(m.group(1)) * 1.2 < Integer.parseInt(m.group(2)) * 1024L, e.getMessage());
    }

    /** A small heap's refusal names two sizes that differ (it said "0.1 GiB, more than the 0.1 GiB" with 64 MiB). */
    @Test
    void aRefusalNamesTheNeedAndTheHeapApart() {
        MemoryLimitException e = assertThrows(
                MemoryLimitException.class,
                () -> new PositionCounter(BoardSize.STANDARD, 64L << 20, ProgressMeter.Factory.NONE).run(12, null));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "ply \\d+ would need about (\\d+) MiB, more than the 64 MiB heap; rerun with C4_HEAP=\\d+g")
                .matcher(e.getMessage());
        assertTrue(m.matches(), e.getMessage());
        assertTrue(Long.parseLong(m.group(1)) > 64, e.getMessage());
        assertEquals("12 GiB", PositionCounter.memory(12L << 30).replace(".0", ""));
        assertEquals("1 MiB", PositionCounter.memory(1));
    }

    @Tag("slow")
    @Test
    void gamesOnFourByFourEqualTheNaiveEnumeration() {
        assertEquals(
                BigInteger.valueOf(naiveGames4x4()),
                new GameCounter(BoardSize.of(4, 4), ProgressMeter.Factory.NONE).count());
        assertEquals(
                BigInteger.valueOf(new NaiveGame(3, 4).games(0)),
                new GameCounter(BoardSize.of(3, 4), ProgressMeter.Factory.NONE).count());
        assertEquals(
                BigInteger.valueOf(new NaiveGame(4, 3).games(0)),
                new GameCounter(BoardSize.of(4, 3), ProgressMeter.Factory.NONE).count());
    }

    @Test
    void gamesWithoutAnyPossibleFourAreAllOrderingsOfTheColumns() {
        // 3x3: no four fits, so every game fills the board: 9! / (3! 3! 3!) = 1680 orders
        assertEquals(BigInteger.valueOf(1680), new GameCounter(BoardSize.of(3, 3), ProgressMeter.Factory.NONE).count());
        // 2x5: only vertical fours end games early
        assertEquals(
                BigInteger.valueOf(new NaiveGame(2, 5).games(0)),
                new GameCounter(BoardSize.of(2, 5), ProgressMeter.Factory.NONE).count());
    }

    @Test
    void bigIntegerCountingAgreesWithLongCounting() {
        for (BoardSize size : new BoardSize[] {BoardSize.of(4, 4), BoardSize.of(5, 3), BoardSize.of(3, 3)}) {
            GameCounter counter = new GameCounter(size, ProgressMeter.Factory.NONE);
            assertEquals(counter.count(), counter.countWithBigIntegers(), size.toString());
        }
    }
}
