package c4.bench;

import c4.core.BoardSize;
import c4.perft.Perft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Single-threaded perft on 7x6 to a fixed depth (7: 960,792 sequences summed over plies 1..7). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {
    @Param({"7"})
    public int depth;

    @Benchmark
    public long[] perft() throws InterruptedException {
        return new Perft(BoardSize.STANDARD, depth).run(1, null);
    }
}
