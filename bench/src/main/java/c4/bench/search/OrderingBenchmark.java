package c4.bench.search;

import c4.bench.fixtures.BenchPositions;
import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Frame;
import c4.search.MoveOrdering;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Ordering the moves of one node as the solver does: threat counts for every non-losing move,
 * then a stable sort. In the engine's package because the ordering is internal to it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xmx2g"})
public class OrderingBenchmark {
    private MoveOrdering ordering;
    private Frame frame;
    private Position[] positions;
    private long[] nonLosing;
    private int next;

    @Setup
    public void setup() {
        ordering = new MoveOrdering(BoardSize.STANDARD);
        ordering.newSearch(false);
        frame = new Frame(BoardSize.STANDARD.width);
        positions = BenchPositions.make(BoardSize.STANDARD, 3L);
        nonLosing = new long[positions.length];
        for (int i = 0; i < positions.length; i++) nonLosing[i] = positions[i].nonLosingMoves();
    }

    @Benchmark
    public int orderMoves() {
        int i = next++ & (BenchPositions.COUNT - 1);
        Position p = positions[i];
        return ordering.byThreats(frame, p.currentStones(), p.mask(), p.winningCells(), nonLosing[i], 0);
    }
}
