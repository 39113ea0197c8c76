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
 * Clearing the default 64 MiB table after one solve, as `c4 solve --reset` does before every
 * position of a benchmark file: the cost each position pays beyond its search. The untimed setup
 * solves the position, which fills part of the table.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xmx2g", "-XX:+UseTransparentHugePages"})
public class TableClearBenchmark {
    /** Random positions of plies 8, 10 and 12 (scripts/bench-plies' sets): 1.7 M, 1.0 M and 109 K nodes to solve. */
    @Param({"45546354", "5174155675", "457561125732"})
    public String moves;

    private Solver solver;
    private Position position;

    @Setup
    public void setup() {
        solver = new Solver(BoardSize.STANDARD, 1, 64);
        position = Position.parse(moves);
    }

    @Setup(Level.Invocation)
    public void fill() {
        solver.solve(position, false);
    }

    @TearDown
    public void close() {
        solver.close();
    }

    @Benchmark
    public void clear() {
        solver.clearTable();
    }
}
