package c4.bench;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.SplittableRandom;

/** Reproducible mid-game positions (random games stopped before they end, fixed seed). */
public final class BenchPositions {
    /** Positions per set: a power of two, so an index wraps with a mask. */
    public static final int COUNT = 1024;

    private BenchPositions() {
    }

    public static Position[] make(BoardSize size, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Position[] out = new Position[COUNT];
        for (int i = 0; i < COUNT; i++) {
            Position p;
            do {
                p = new Position(size);
                int length = rnd.nextInt(size.cells - 2);
                for (int m = 0; m < length && !p.isGameOver(); m++) {
                    int column;
                    do {
                        column = rnd.nextInt(size.width);
                    } while (!p.canPlay(column));
                    p.play(column);
                }
            } while (p.isGameOver());
            out[i] = p;
        }
        return out;
    }

    /** The positions of {@link #make} handed out in turn, round and round: one per benchmark operation. */
    public static Cycle cycle(BoardSize size, long seed) {
        return new Cycle(make(size, seed));
    }

    /** Positions in turn; not thread-safe (one per benchmark thread's state). */
    public static final class Cycle {
        private final Position[] positions;
        private int next;

        private Cycle(Position[] positions) {
            this.positions = positions;
        }

        public Position next() {
            Position p = positions[next];
            next = (next + 1) & (COUNT - 1);
            return p;
        }
    }
}
