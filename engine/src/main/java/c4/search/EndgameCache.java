package c4.search;

/**
 * A small per-thread cache of exact-search bounds for positions near the end of the game, sized
 * to stay in the core's own L2 cache. Endgame nodes are the most numerous and their subtrees the
 * cheapest, so a probe into the shared {@link TranspositionTable} (usually a miss to main memory)
 * costs more than it saves there, while a cache-resident probe still pays.
 *
 * <p>Direct-mapped, always replace. An entry is two words: the position's unique code
 * ({@code current + mask}) and the data (bits 0-15 lower bound, 16-31 upper bound, signed
 * 16-bit scores, bit 63 set so that data is never 0), so a hit is always for exactly this
 * position. Indexed by a multiplicative hash of the code, which the endgame search has at hand
 * (it does not carry Zobrist keys). Owned by one thread: no tearing.
 *
 * <p>One bit per slot says whether it was written in the current search: the bits (1/128 of the
 * cache) are all that {@link #newGeneration} clears, and a probe of an unwritten slot never
 * touches the entries. Small searches use only a prefix of the cache (few misses, a cheap clear).
 */
final class EndgameCache {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long PRESENT = 1L << 63;

    private final long[] words;
    private final long[] written;
    private final int maxBits;
    private int shift;

    /** A cache of up to {@code 2^bits} entries (16 bytes each), {@code 6 <= bits <= 26}. */
    EndgameCache(int bits) {
        if (bits < 6 || bits > 26) throw new IllegalArgumentException("cache bits " + bits + " out of range 6..26");
        words = new long[2 << bits];
        written = new long[1 << (bits - 6)];
        maxBits = bits;
        shift = 64 - bits;
    }

    /**
     * Forgets every entry and uses the first {@code 2^bits} entries (at most all) until the next
     * call: a small search gets a small, cache-resident part, a cheap clear, and few misses.
     */
    void newGeneration(int bits) {
        int used = Math.max(6, Math.min(bits, maxBits));
        shift = 64 - used;
        java.util.Arrays.fill(written, 0, 1 << (used - 6), 0L);
    }

    private int slot(long code) {
        return (int) ((code * GOLDEN) >>> shift);
    }

    /** The data stored for this position in the current generation, or 0. */
    long probe(long code) {
        int slot = slot(code);
        if ((written[slot >>> 6] & 1L << slot) == 0) return 0;
        int at = slot << 1;
        return words[at] == code ? words[at + 1] : 0;
    }

    void store(long code, int lower, int upper) {
        int slot = slot(code);
        written[slot >>> 6] |= 1L << slot;
        int at = slot << 1;
        words[at] = code;
        words[at + 1] = PRESENT | (upper & 0xFFFFL) << 16 | (lower & 0xFFFFL);
    }

    static int lower(long data) {
        return (short) data;
    }

    static int upper(long data) {
        return (short) (data >>> 16);
    }
}
