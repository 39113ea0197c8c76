package c4.bench.search;

import c4.search.EndgameCache;
import c4.search.TranspositionTable;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Transposition table probe and store at random keys: a small table (cache-resident) and a
 * large one (every access a cache miss), as the solver sees near the root and in big searches;
 * and a probe of the per-thread endgame cache (1 MiB, the solver's size) for comparison. In the
 * engine's package because both are internal to it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xmx2g", "-XX:+UseTransparentHugePages"})
public class TableBenchmark {
    private static final int KEYS = 1 << 16;

    @Param({"1", "512"})
    public int megabytes;

    private TranspositionTable table;
    private EndgameCache endgame;
    private long[] keys;
    private long[] codes;
    private int next;

    @Setup
    public void setup() {
        table = new TranspositionTable(megabytes);
        endgame = new EndgameCache(16, 49);
        endgame.newGeneration(16);
        SplittableRandom rnd = new SplittableRandom(7);
        keys = new long[KEYS];
        codes = new long[KEYS];
        for (int i = 0; i < KEYS; i++) {
            keys[i] = rnd.nextLong();
            codes[i] = rnd.nextLong() >>> 15;
            if ((i & 1) == 0) {
                table.store(keys[i], codes[i], -3000, 5000, i % 7, TranspositionTable.DEPTH_EXACT, i);
                endgame.store(codes[i], -3000, 5000);
            }
        }
    }

    /** Half the probes hit (the even keys were stored), half miss. */
    @Benchmark
    public long probe() {
        int i = next++ & (KEYS - 1);
        return table.probe(keys[i], codes[i]);
    }

    @Benchmark
    public void store() {
        int i = next++ & (KEYS - 1);
        table.store(keys[i], codes[i], -1000, 1000, 3, TranspositionTable.DEPTH_EXACT, 1000);
    }

    /** The endgame cache, same keys (independent of the table size parameter). */
    @Benchmark
    public long probeEndgameCache() {
        int i = next++ & (KEYS - 1);
        return endgame.probe(codes[i]);
    }
}
