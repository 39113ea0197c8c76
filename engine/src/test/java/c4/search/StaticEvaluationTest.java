package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The evaluation allocates nothing per call, is symmetric, and its terms add up to it. */
class StaticEvaluationTest {
    /** Positions of random legal games (none over), as the raw words evaluate takes. */
    private record Positions(long[] current, long[] mask, int[] moves) {
        static Positions random(BoardSize size, int n, long seed) {
            SplittableRandom rnd = new SplittableRandom(seed);
            long[] current = new long[n];
            long[] mask = new long[n];
            int[] moves = new int[n];
            int i = 0;
            while (i < n) {
                Position p = new Position(size);
                while (i < n && !p.isGameOver()) {
                    current[i] = p.currentStones();
                    mask[i] = p.mask();
                    moves[i] = p.moveCount();
                    i++;
                    int c = rnd.nextInt(size.width);
                    if (p.canPlay(c)) p.play(c);
                }
            }
            return new Positions(current, mask, moves);
        }
    }

    private static long evaluateAll(Positions p, BoardSize size, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < p.current.length; i++) {
                sum += StaticEvaluation.INSTANCE.evaluate(p.current[i], p.mask[i], p.moves[i], size);
            }
        }
        return sum;
    }

    /**
     * The comment's promise, measured: after warm-up (the JIT has compiled it), a million calls
     * allocate nothing. Measured in bytes, not time: a per-call object (the old code's record
     * of counts) would show as tens of megabytes.
     */
    @Test
    void evaluateAllocatesNothing() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean, "no allocation counter in this JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(
                threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "per-thread allocation is not measured in this JVM");
        long sum = 0;
        for (BoardSize size : new BoardSize[] {BoardSize.STANDARD, BoardSize.of(5, 4), BoardSize.of(9, 6)}) {
            Positions p = Positions.random(size, 1000, 7);
            sum += evaluateAll(p, size, 200); // warm-up: interpreted, then compiled
            long before = threads.getCurrentThreadAllocatedBytes();
            sum += evaluateAll(p, size, 1000); // a million calls
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < 64 * 1024, size + ": a million evaluations allocated " + allocated + " bytes");
        }
        assertTrue(sum != 1, "the sum is used"); // keeps the calls from being dropped
    }

    @Test
    void termsAddUpAndTheValueIsSymmetric() {
        BoardSize size = BoardSize.STANDARD;
        Positions p = Positions.random(size, 2000, 11);
        for (int i = 0; i < p.current.length; i++) {
            int v = StaticEvaluation.INSTANCE.evaluate(p.current[i], p.mask[i], p.moves[i], size);
            int sum = 0;
            for (StaticEvaluation.Term t :
                    StaticEvaluation.INSTANCE.explain(p.current[i], p.mask[i], p.moves[i], size)) {
                sum += t.value();
            }
            assertEquals(Score.clampEvaluation(sum), v, "position " + i);
            assertTrue(Math.abs(v) < Score.UNIT);
            // the other side to move, on the other parity: the opposite value
            assertEquals(
                    -v, StaticEvaluation.INSTANCE.evaluate(p.current[i] ^ p.mask[i], p.mask[i], p.moves[i] + 1, size));
        }
    }
}
