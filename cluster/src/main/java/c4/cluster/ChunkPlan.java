package c4.cluster;

import c4.book.build.BuildOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * How a ply's positions are cut into chunks, one Spark task each. The plan depends only on the
 * number of positions and of chunks, so a rerun cuts the same chunks and can skip the finished
 * ones. Each chunk takes its positions from {@link BuildOrder#shuffled}, so chunks of equal
 * length cost about the same; lengths fall linearly from the first chunk to the last (the first
 * about twice the mean, the last a few positions), and Spark starts tasks in chunk order, so the
 * expensive chunks run first and the last ones are short: no straggler holds up the end.
 */
final class ChunkPlan {
    /** Default largest number of chunks of a phase: enough for a few hundred cores, few enough files. */
    static final int DEFAULT_CHUNKS = 512;
    /** Fewest positions a chunk gets by default: a Spark task costs milliseconds, a position often less. */
    static final int MIN_DEFAULT_CHUNK = 32;

    /** The default number of chunks of {@code positions} positions: {@link #DEFAULT_CHUNKS}, fewer for small phases. */
    static int defaultChunks(int positions) {
        return Math.max(1, Math.min(DEFAULT_CHUNKS, positions / MIN_DEFAULT_CHUNK));
    }

    private final int positions;
    private final List<int[]> chunks;

    /** The plan of {@code positions} positions in at most {@code maxChunks} chunks (at least one position each). */
    ChunkPlan(int positions, int maxChunks) {
        if (positions < 0) throw new IllegalArgumentException("positions must be at least 0, got " + positions);
        if (maxChunks < 1) throw new IllegalArgumentException("chunks must be at least 1, got " + maxChunks);
        this.positions = positions;
        int c = Math.min(positions, maxChunks);
        int[] order = BuildOrder.shuffled(positions);
        chunks = new ArrayList<>(c);
        // chunk i gets a share proportional to (c - i) + c/2: a linear fall to a third of the first's length
        long half = c / 2;
        long weightTotal = (long) c * (c + 1) / 2 + half * c;
        int from = 0;
        long weightSoFar = 0;
        for (int i = 0; i < c; i++) {
            weightSoFar += (c - i) + half;
            int to = i == c - 1 ? positions : (int) (positions * weightSoFar / weightTotal);
            to = Math.max(to, from + 1);
            to = Math.min(to, positions - (c - 1 - i)); // leave one at least for each chunk after
            int[] chunk = new int[to - from];
            System.arraycopy(order, from, chunk, 0, chunk.length);
            chunks.add(chunk);
            from = to;
        }
        assert from == positions : "the chunks cover " + from + " of " + positions;
    }

    int positions() {
        return positions;
    }

    int chunks() {
        return chunks.size();
    }

    /** The indices (into the ply's sorted keys) of chunk {@code id}'s positions, in solving order. */
    int[] chunk(int id) {
        return chunks.get(id);
    }
}
