package c4.bench;

import c4.bench.fixtures.BenchPositions;
import c4.core.BoardSize;
import c4.core.Position;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Trying every legal move of a position: make/unmake on one Position against copy-make (copy the
 * parent into a scratch Position, then play). One operation = all children of one position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlayUndoBenchmark {
    private BenchPositions.Cycle positions;
    private Position scratch;

    @Setup
    public void setup() {
        positions = BenchPositions.cycle(BoardSize.STANDARD, 1L);
        scratch = new Position(BoardSize.STANDARD);
    }

    @Benchmark
    public void playUndo(Blackhole bh) {
        Position p = positions.next();
        for (int c = 0; c < 7; c++) {
            if (!p.canPlay(c)) continue;
            p.play(c);
            bh.consume(p.key());
            p.undo();
        }
    }

    @Benchmark
    public void copyMake(Blackhole bh) {
        Position p = positions.next();
        for (int c = 0; c < 7; c++) {
            if (!p.canPlay(c)) continue;
            scratch.copyFrom(p);
            scratch.play(c);
            bh.consume(scratch.key());
        }
    }
}
