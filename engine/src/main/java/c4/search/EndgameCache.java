package c4.search;

/**
 * A small per-thread cache of exact-search bounds for positions near the end of the game, sized
 * to stay in the core's own L2 cache. Endgame nodes are the most numerous and their subtrees the
 * cheapest, so a probe into the shared {@link TranspositionTable} (usually a miss to main memory)
 * costs more than it saves there, while a cache-resident probe still pays.
 *
 * <p>Direct-mapped, always replace, one 64-bit word per entry. The position's unique code
 * ({@code current + mask}, C bits on a board of C = width * (height + 1) bits) is first mixed by
 * a multiplication with an odd constant modulo 2^C, a bijection on C-bit values; the top bits of
 * that key choose the slot and the word keeps the key's low 50 bits above 14 bits of data, so
 * slot and word together give back the whole key, hence the code: a hit is always for exactly
 * this position. That needs the slot bits to cover the key bits the word drops (C - 50 of them
 * on boards of more than 50 bits), which {@link #newGeneration} ensures.
 *
 * <p>Data: the lower and the upper bound, each as a 7-bit signed count of {@link Score#UNIT}s,
 * rounded outwards (a lower bound down, an upper bound up), so a stored bound is never tighter
 * than the one proven; exact-search values are whole units, and {@link Score#INFINITE} is
 * 32 units, so both round-trip exactly. Owned by one thread: no tearing.
 *
 * <p>One bit per slot says whether it was written in the current search: the bits (1/64 of the
 * cache) are all that {@link #newGeneration} clears, and a probe of an unwritten slot never
 * touches the entries. Small searches use only a prefix of the cache (few misses, a cheap clear).
 */
final class EndgameCache {
    private static final long MULTIPLIER = 0x9E3779B97F4A7C15L;
    private static final int DATA_BITS = 14;
    private static final long DATA_MASK = (1L << DATA_BITS) - 1;
    /** Key bits a word keeps. */
    private static final int TAG_BITS = 64 - DATA_BITS;
    /** Marks what {@link #probe} returns for a hit, so that a hit is never 0. */
    private static final long HIT = 1L << 63;

    private final long[] words;
    private final long[] written;
    private final int codeBits;
    private final long codeMask;
    private final int minBits;
    private final int maxBits;
    private int shift;

    /**
     * A cache of up to {@code 2^bits} entries (8 bytes each) for codes of {@code codeBits} bits,
     * {@code 1 <= bits <= 26}.
     */
    EndgameCache(int bits, int codeBits) {
        if (bits < 1 || bits > 26) throw new IllegalArgumentException("cache bits " + bits + " out of range 1..26");
        if (codeBits < 1 || codeBits > 64) throw new IllegalArgumentException("code bits " + codeBits + " out of range 1..64");
        this.codeBits = codeBits;
        codeMask = codeBits == 64 ? -1L : (1L << codeBits) - 1;
        minBits = Math.max(1, codeBits - TAG_BITS);
        maxBits = Math.max(minBits, Math.min(bits, codeBits));
        words = new long[1 << maxBits];
        written = new long[Math.max(1, (1 << maxBits) >>> 6)];
        newGeneration(maxBits);
    }

    /**
     * Forgets every entry and uses the first {@code 2^bits} entries (within what the cache and the
     * board's codes allow) until the next call: a small search gets a small, cache-resident part,
     * a cheap clear, and few misses.
     */
    void newGeneration(int bits) {
        int used = Math.max(minBits, Math.min(bits, maxBits));
        shift = codeBits - used;
        java.util.Arrays.fill(written, 0, Math.max(1, (1 << used) >>> 6), 0L);
    }

    private long key(long code) {
        return code * MULTIPLIER & codeMask;
    }

    /** The data stored for this position in the current generation (never 0), or 0. */
    long probe(long code) {
        long key = key(code);
        int slot = (int) (key >>> shift);
        if ((written[slot >>> 6] & 1L << slot) == 0) return 0;
        long word = words[slot];
        return (word ^ key << DATA_BITS) >>> DATA_BITS == 0 ? HIT | word & DATA_MASK : 0;
    }

    void store(long code, int lower, int upper) {
        storeSteps(code, Math.floorDiv(lower, Score.UNIT), -Math.floorDiv(-upper, Score.UNIT));
    }

    /** {@link #store} with bounds in whole steps of exact score (units of {@link Score#UNIT}), within +-63. */
    void storeSteps(long code, int lower, int upper) {
        assert Math.abs(lower) <= 63 && Math.abs(upper) <= 63 : "bounds " + lower + ", " + upper + " beyond 7 bits";
        long key = key(code);
        int slot = (int) (key >>> shift);
        written[slot >>> 6] |= 1L << slot;
        words[slot] = key << DATA_BITS | (lower & 0x7FL) << 7 | upper & 0x7FL;
    }

    /** The lower bound of a probe's data. */
    static int lower(long data) {
        return lowerSteps(data) * Score.UNIT;
    }

    /** The upper bound of a probe's data. */
    static int upper(long data) {
        return upperSteps(data) * Score.UNIT;
    }

    /** The lower bound of a probe's data in whole steps. */
    static int lowerSteps(long data) {
        return (int) data << 18 >> 25;
    }

    /** The upper bound of a probe's data in whole steps. */
    static int upperSteps(long data) {
        return (int) data << 25 >> 25;
    }
}
