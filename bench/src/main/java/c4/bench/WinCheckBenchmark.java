package c4.bench;

import c4.bench.fixtures.BenchPositions;
import c4.core.BoardSize;
import c4.core.Lines;
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

/** Four-in-a-row arithmetic on 7x6 mid-game positions: one call per operation. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WinCheckBenchmark {
    private Position[] positions;
    private long[] stones;
    private int[] moves;
    private int next;

    @Setup
    public void setup() {
        positions = BenchPositions.make(BoardSize.STANDARD, 2L);
        stones = new long[BenchPositions.COUNT];
        moves = new int[BenchPositions.COUNT];
        for (int i = 0; i < BenchPositions.COUNT; i++) {
            Position p = positions[i];
            stones[i] = p.currentStones() ^ p.mask();
            int c = i % 7;
            while (!p.canPlay(c)) c = (c + 1) % 7;
            moves[i] = c;
        }
    }

    private int nextIndex() {
        int i = next;
        next = (next + 1) & (BenchPositions.COUNT - 1);
        return i;
    }

    @Benchmark
    public boolean hasFour() {
        return Lines.hasFour(stones[nextIndex()], 7);
    }

    @Benchmark
    public boolean isWinningMove() {
        int i = nextIndex();
        return positions[i].isWinningMove(moves[i]);
    }

    @Benchmark
    public long winningCells() {
        return positions[nextIndex()].winningCells();
    }

    @Benchmark
    public long nonLosingMoves() {
        return positions[nextIndex()].nonLosingMoves();
    }
}
