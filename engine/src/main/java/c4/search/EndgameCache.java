package c4.search;

/**
 * A small per-thread cache of exact-search bounds for positions near the end of the game, sized
 * to stay in the core's own L2 cache. Endgame nodes are the most numerous and their subtrees the
 * cheapest, so a probe into the shared {@link TranspositionTable} (usually a miss to main memory)
 * costs more than it saves there, while a cache-resident probe still pays.
 *
 * <p>Direct-mapped, always replace. An entry is two words: the position's unique code
 * ({@code current + mask}, never 0 for a position with stones) and the data, so a hit is
 * always for exactly this position. Indexed by a multiplicative hash of the code, which the
 * endgame search has at hand (it does not carry Zobrist keys). Owned by one thread: no tearing.
 *
 * <p>Data: bits 0-15 lower bound, 16-31 upper bound (signed 16-bit scores), 32-62 search
 * generation: entries of an earlier search read as misses, so nothing needs clearing between
 * searches (exact bounds would stay true, but a reset must forget them for honest benchmarks).
 */
final class EndgameCache {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] words;
    private final int shift;
    private int generation;

    /** A cache of {@code 2^bits} entries (16 bytes each). */
    EndgameCache(int bits) {
        words = new long[2 << bits];
        shift = 64 - bits;
    }

    /** Makes every stored entry a miss. */
    void newGeneration() {
        generation = (generation + 1) & 0x7FFF_FFFF;
    }

    private int slot(long code) {
        return (int) ((code * GOLDEN) >>> shift) << 1;
    }

    /** The data stored for this position in the current generation, or 0. */
    long probe(long code) {
        int at = slot(code);
        long data = words[at + 1];
        return words[at] == code && (int) (data >>> 32) == generation ? data : 0;
    }

    void store(long code, int lower, int upper) {
        int at = slot(code);
        words[at] = code;
        words[at + 1] = (long) generation << 32 | (upper & 0xFFFFL) << 16 | (lower & 0xFFFFL);
    }

    static int lower(long data) {
        return (short) data;
    }

    static int upper(long data) {
        return (short) (data >>> 16);
    }
}
