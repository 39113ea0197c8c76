package c4.bench;

import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Solver;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Solving fixed middle-game positions from a cleared table, with 1 and 2 threads (the ratio of
 * the two is the Lazy-SMP speed-up).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xmx2g", "-XX:+UseTransparentHugePages"})
public class SolverBenchmark {
    /** From Test_L2_R2 and Test_L1_R2 (middle and beginning, 14..28 moves to the end). */
    @Param({"6614446666373154", "1616621455211"})
    public String moves;

    @Param({"1", "2"})
    public int threads;

    private Solver solver;
    private Position position;

    @Setup
    public void setup() {
        solver = new Solver(BoardSize.STANDARD, threads, 64);
        position = Position.parse(moves);
    }

    @Setup(Level.Invocation)
    public void clear() {
        solver.clearTable();
    }

    @TearDown
    public void close() {
        solver.close();
    }

    @Benchmark
    public int solve() {
        return solver.solve(position, false).score();
    }
}
