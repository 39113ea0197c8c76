package c4.bench;

import c4.bench.fixtures.BenchPositions;
import c4.core.BoardSize;
import c4.reference.AlphaBeta;
import c4.reference.Minimax;
import c4.reference.MoveOrder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The course's searchers at a fixed depth on 7x6 mid-game positions: one search per operation
 * (searches per second), with the nodes visited reported as a second rate ({@code nodes}, per
 * second), so the node rates of minimax and alpha-beta can be compared.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ReferenceSearchBenchmark {
    @Param({"5"})
    public int depth;

    private BenchPositions.Cycle positions;
    private final Minimax minimax = new Minimax(MoveOrder.COLUMN);
    private final AlphaBeta alphaBeta = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN);
    private final AlphaBeta alphaBetaOrdered = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.ENGINE);

    /** Nodes visited, reported by JMH as a rate next to the score. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup
    public void setup() {
        positions = BenchPositions.cycle(BoardSize.STANDARD, 5L);
    }

    @Benchmark
    public int minimax(Nodes counter) {
        var r = minimax.search(positions.next(), depth);
        counter.nodes += r.nodes();
        return r.value();
    }

    @Benchmark
    public int alphaBeta(Nodes counter) {
        var r = alphaBeta.search(positions.next(), depth);
        counter.nodes += r.nodes();
        return r.value();
    }

    @Benchmark
    public int alphaBetaEngineOrder(Nodes counter) {
        var r = alphaBetaOrdered.search(positions.next(), depth);
        counter.nodes += r.nodes();
        return r.value();
    }
}
