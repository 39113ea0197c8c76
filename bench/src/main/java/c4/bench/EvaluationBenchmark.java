package c4.bench;

import c4.bench.fixtures.BenchPositions;
import c4.core.BoardSize;
import c4.core.Position;
import c4.search.StaticEvaluation;
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

/** The horizon evaluation on 7x6 mid-game positions: one call per operation. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EvaluationBenchmark {
    private long[] current;
    private long[] mask;
    private int[] moves;
    private int next;

    @Setup
    public void setup() {
        Position[] positions = BenchPositions.make(BoardSize.STANDARD, 3L);
        current = new long[positions.length];
        mask = new long[positions.length];
        moves = new int[positions.length];
        for (int i = 0; i < positions.length; i++) {
            current[i] = positions[i].currentStones();
            mask[i] = positions[i].mask();
            moves[i] = positions[i].moveCount();
        }
    }

    @Benchmark
    public int evaluate() {
        int i = next;
        next = (i + 1) & (BenchPositions.COUNT - 1);
        return StaticEvaluation.INSTANCE.evaluate(current[i], mask[i], moves[i], BoardSize.STANDARD);
    }
}
