package c4.perft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.cli.UsageException;
import c4.core.BoardSize;
import c4.core.Position;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
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

    @Test
    void perftEqualsTheNaiveEnumerationOnSmallBoards() throws Exception {
        int[][] boards = {{4, 4, 16}, {5, 4, 9}, {3, 5, 11}, {4, 5, 9}, {7, 6, 6}, {1, 8, 8}};
        for (int[] b : boards) {
            BoardSize size = BoardSize.of(b[0], b[1]);
            long[] expected = naivePerft(b[0], b[1], b[2]);
            expected[0] = 0; // perft leaves ply 0 unset
            assertArrayEquals(expected, new Perft(size, b[2]).run(1, null), size.toString());
        }
    }

    @Test
    void everyDepthAgreesWithTheDeepestRun() throws Exception {
        BoardSize size = BoardSize.of(4, 4);
        long[] full = new Perft(size, 16).run(2, null);
        for (int d = 1; d <= 16; d++) {
            long[] shorter = new Perft(size, d).run(2, null);
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
            long[] whole = new Perft(parent, depth).run(2, null);
            long[] sum = new long[depth + 1];
            sum[1] = Long.bitCount(parent.legalMoves());
            for (int c = 0; c < 7; c++) {
                if (!parent.canPlay(c)) continue;
                Position child = parent.copy();
                child.play(c);
                long[] below = new Perft(child, depth - 1).run(1, null);
                for (int p = 1; p < depth; p++) sum[p + 1] += below[p];
            }
            assertArrayEquals(sum, whole, "from '" + moves + "'");
        }
    }

    @Test
    void aFinishedGameHasNoSequences() throws Exception {
        Position won = Position.parse("1212121"); // the first player has four in column 1
        assertTrue(won.isWon());
        assertArrayEquals(new long[4], new Perft(won, 3).run(2, null));
    }

    @Test
    void commandCountsFromTheMovesGiven() throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int status = new PerftCommand().run(new String[] {"3", "--moves", "4453", "--threads", "1"},
                java.io.InputStream.nullInputStream(), new java.io.PrintStream(out, true), new java.io.PrintStream(
                        java.io.OutputStream.nullOutputStream()));
        assertEquals(0, status);
        long[] counts = new Perft(Position.parse("4453"), 3).run(1, null);
        String text = out.toString();
        for (int p = 1; p <= 3; p++) assertTrue(text.contains("ply " + p + " nodes " + counts[p] + "\n"), text);
        assertThrows(UsageException.class, () -> new PerftCommand().run(new String[] {"3", "--moves", "4458"},
                java.io.InputStream.nullInputStream(), System.out, System.err));
        assertThrows(UsageException.class, () -> new PerftCommand().run(new String[] {"--games", "--moves", "4"},
                java.io.InputStream.nullInputStream(), System.out, System.err));
    }

    @Test
    void multithreadedEqualsSingleThreaded() throws Exception {
        for (BoardSize size : new BoardSize[] {BoardSize.STANDARD, BoardSize.of(5, 4), BoardSize.of(8, 7)}) {
            long[] one = new Perft(size, 7).run(1, null);
            for (int threads : new int[] {2, 3, 8}) {
                assertArrayEquals(one, new Perft(size, 7).run(threads, null), size + " threads " + threads);
            }
        }
    }

    @Test
    void positionsOnSevenBySixMatchTheKnownValues() throws Exception {
        long[] known = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623};
        long[] counts = new PositionCounter(BoardSize.STANDARD, Runtime.getRuntime().maxMemory(), null).run(10, null);
        assertArrayEquals(known, counts);
    }

    @Test
    void positionsOnATinyBoardMatchADirectSetOfCodes() throws Exception {
        for (int[] b : new int[][] {{4, 4}, {3, 5}, {4, 3}}) {
            BoardSize size = BoardSize.of(b[0], b[1]);
            long[] counts = new PositionCounter(size, Runtime.getRuntime().maxMemory(), null).run(size.cells, null);
            assertArrayEquals(NaivePositions.perPly(b[0], b[1]), counts, size.toString());
        }
    }

    @Test
    void positionsStopBeforeAPlyThatDoesNotFit() {
        // with 200 MiB, ply 11 (1.66 million parents, a buffer for their 11 million children) does not fit
        MemoryLimitException e = assertThrows(MemoryLimitException.class,
                () -> new PositionCounter(BoardSize.STANDARD, 200L << 20, null).run(14, null));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "ply 11 would need about ([0-9.]+) GiB, more than the 0\\.2 GiB heap; rerun with C4_HEAP=(\\d+)g")
                .matcher(e.getMessage());
        assertTrue(m.matches(), e.getMessage());
        assertTrue(Double.parseDouble(m.group(1)) * 1.2 < Integer.parseInt(m.group(2)), e.getMessage());
    }

    @Test
    void gamesOnFourByFourEqualTheNaiveEnumeration() {
        assertEquals(BigInteger.valueOf(naiveGames4x4()), new GameCounter(BoardSize.of(4, 4), null).count());
        assertEquals(BigInteger.valueOf(new NaiveGame(3, 4).games(0)), new GameCounter(BoardSize.of(3, 4), null).count());
        assertEquals(BigInteger.valueOf(new NaiveGame(4, 3).games(0)), new GameCounter(BoardSize.of(4, 3), null).count());
    }

    @Test
    void gamesWithoutAnyPossibleFourAreAllOrderingsOfTheColumns() {
        // 3x3: no four fits, so every game fills the board: 9! / (3! 3! 3!) = 1680 orders
        assertEquals(BigInteger.valueOf(1680), new GameCounter(BoardSize.of(3, 3), null).count());
        // 2x5: only vertical fours end games early
        assertEquals(BigInteger.valueOf(new NaiveGame(2, 5).games(0)), new GameCounter(BoardSize.of(2, 5), null).count());
    }

    @Test
    void bigIntegerCountingAgreesWithLongCounting() {
        for (BoardSize size : new BoardSize[] {BoardSize.of(4, 4), BoardSize.of(5, 3), BoardSize.of(3, 3)}) {
            GameCounter counter = new GameCounter(size, null);
            assertEquals(counter.count(), counter.countWithBigIntegers(), size.toString());
        }
    }

    private static String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new PerftCommand().run(args, System.in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void commandPrintsPerPlyCountsAndASummary() throws Exception {
        String out = run("4", "--size", "4x4", "--threads", "2");
        long[] n = naivePerft(4, 4, 4);
        assertTrue(out.startsWith("ply 1 nodes " + n[1] + "\nply 2 nodes " + n[2] + "\nply 3 nodes " + n[3]
                + "\nply 4 nodes " + n[4] + "\ntotal " + (n[1] + n[2] + n[3] + n[4]) + " nodes in "), out);
        assertTrue(out.trim().endsWith("nodes/s, threads 2"), out);
        assertEquals("ply 0 positions 1\nply 1 positions 4\nply 2 positions 16\n",
                run("--positions", "2", "--size=4x4"));
        assertEquals("games " + naiveGames4x4() + "\n", run("--games", "--size", "4x4"));
    }

    private static String usageError(String... args) {
        return assertThrows(UsageException.class, () -> run(args)).getMessage();
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals("perft: DEPTH must be a whole number, got 'x'", usageError("x"));
        assertEquals("perft: DEPTH 0 is out of range 1..42", usageError("0"));
        assertEquals("perft: DEPTH -3 is out of range 1..42", usageError("-3"));
        assertEquals("perft: DEPTH 17 is out of range 1..16", usageError("17", "--size", "4x4"));
        assertEquals("perft: DEPTH 43 is out of range 0..42", usageError("--positions", "43"));
        assertEquals("perft: DEPTH is missing (see c4 perft --help)", usageError());
        assertEquals("perft: DEPTH is missing (see c4 perft --help)", usageError("--positions"));
        assertEquals("perft: one DEPTH expected, got '5' as well", usageError("4", "5"));
        assertEquals("perft: unknown option '--fast' (see c4 perft --help)", usageError("4", "--fast"));
        assertEquals("perft: option --size: board size '7-6': expected WxH, for example 7x6", usageError("4", "--size", "7-6"));
        assertTrue(usageError("4", "--size", "9x7").startsWith("perft: option --size: board size 9x7 does not fit"));
        assertEquals("perft: option --size needs a value", usageError("4", "--size"));
        assertEquals("perft: option --threads needs a whole number, got 'two'", usageError("4", "--threads", "two"));
        assertEquals("perft: option --threads value 0 is out of range 1..1024", usageError("4", "--threads", "0"));
        assertEquals("perft: --threads applies only to perft DEPTH, not to --games", usageError("--games", "--threads", "2"));
        assertEquals("perft: --games takes no DEPTH, got '5'", usageError("--games", "5"));
        assertEquals("perft: choose one of --positions and --games", usageError("--games", "--positions", "3"));
    }
}
