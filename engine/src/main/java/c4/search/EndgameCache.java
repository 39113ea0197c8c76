package c4.search;

import c4.core.Score;

/**
 * A small per-thread cache of exact-search bounds for positions near the end of the game, sized
 * to stay in the core's own L2 cache. Endgame nodes are the most numerous and their subtrees the
 * cheapest, so a probe into the shared {@link TranspositionTable} (usually a miss to main memory)
 * costs more than it saves there, while a cache-resident probe still pays.
 *
 * <p>Direct-mapped, always replace, one 64-bit word per entry: from the top, the key's low bits,
 * the generation that wrote it, and 14 bits of data. The position's unique code
 * ({@code current + mask}, C bits on a board of C = width * (height + 1) bits) is first mixed by
 * a multiplication with an odd constant modulo 2^C, a bijection on C-bit values; the top bits of
 * that key choose the slot and the word keeps the key's low bits, so slot and word together give
 * back the whole key, hence the code: a hit is always for exactly this position. That needs the
 * slot bits to cover the key bits the word drops, which {@link #newGeneration} ensures.
 *
 * <p>Data: the lower and the upper bound, each as a 7-bit signed count of {@link Score#UNIT}s,
 * rounded outwards (a lower bound down, an upper bound up), so a stored bound is never tighter
 * than the one proven; exact-search values are whole units, and {@link Score#INFINITE} is
 * 32 units, so both round-trip exactly.
 *
 * <p>One thread's: plain loads and stores. A large team shares one for the top levels, whose
 * words are read and written whole ({@link TeamEndgameCache}).
 *
 * <p>A word answers only in the generation that wrote it (numbered from 1, so a zeroed word
 * never answers): {@link #newGeneration} clears nothing but once every {@code 2^G - 1}
 * generations, when the numbers run out, and a probe is one load. The generation takes G = 12
 * bits of a word, fewer (down to 1) on boards of over 54 code bits, whose words need more key
 * bits. Small searches use only a prefix of the cache (few misses).
 */
public class EndgameCache {
    private static final long MULTIPLIER = 0x9E3779B97F4A7C15L;
    private static final int DATA_BITS = 14;
    private static final long DATA_MASK = (1L << DATA_BITS) - 1;
    /** Generation bits at most; the word keeps the key's low {@code 64 - DATA_BITS - generationBits} bits. */
    private static final int MAX_GENERATION_BITS = 12;
    /**
     * The generation takes what a slot index of this many bits leaves of a word (at most
     * {@link #MAX_GENERATION_BITS}), so that a cache of 2^16 entries serves every board.
     */
    private static final int ROOMY_SLOT_BITS = 16;
    /** Marks what {@link #probe} returns for a hit, so that a hit is never 0. */
    private static final long HIT = 1L << 63;

    final long[] words;
    private final int codeBits;
    private final long codeMask;
    /** The key sits this far up in a word, above the generation and the data. */
    private final int keyShift;

    private final long lastGeneration;
    private final int minBits;
    private final int maxBits;
    private int shift;
    /** The current generation, in place in a word ({@code generation << DATA_BITS}). */
    private long stamp;

    private long generation;

    /**
     * A cache of up to {@code 2^bits} entries (8 bytes each) for codes of {@code codeBits} bits,
     * {@code 1 <= bits <= 26}.
     */
    public EndgameCache(int bits, int codeBits) {
        if (bits < 1 || bits > 26) throw new IllegalArgumentException("cache bits " + bits + " out of range 1..26");
        if (codeBits < 1 || codeBits > 64)
            throw new IllegalArgumentException("code bits " + codeBits + " out of range 1..64");
        this.codeBits = codeBits;
        codeMask = codeBits == 64 ? -1L : (1L << codeBits) - 1;
        int generationBits = Math.max(1, Math.min(MAX_GENERATION_BITS, 64 - DATA_BITS - codeBits + ROOMY_SLOT_BITS));
        keyShift = DATA_BITS + generationBits;
        lastGeneration = (1L << generationBits) - 1;
        minBits = Math.max(1, codeBits - (64 - keyShift));
        maxBits = Math.max(minBits, Math.min(bits, codeBits));
        words = new long[1 << maxBits];
        newGeneration(maxBits);
    }

    /**
     * Forgets every entry and uses the first {@code 2^bits} entries (within what the cache and the
     * board's codes allow) until the next call: a small search gets a small, cache-resident part
     * and few misses.
     */
    public void newGeneration(int bits) {
        // between searches only: no thread probes or stores meanwhile (a team's cache is renewed
        // before its helpers start, which publishes the new generation to them)
        int used = Math.max(minBits, Math.min(bits, maxBits));
        shift = codeBits - used;
        assert shift <= 64 - keyShift : "the slot's " + used + " bits leave key bits the word drops";
        if (generation == lastGeneration) {
            java.util.Arrays.fill(words, 0L); // every number used: no word may answer again
            generation = 0;
        }
        stamp = ++generation << DATA_BITS;
    }

    private long key(long code) {
        return code * MULTIPLIER & codeMask;
    }

    /** The data stored for this position in the current generation (never 0), or 0. */
    public long probe(long code) {
        long key = key(code);
        long word = word((int) (key >>> shift));
        return (word ^ (key << keyShift | stamp)) >>> DATA_BITS == 0 ? HIT | word & DATA_MASK : 0;
    }

    public void store(long code, int lower, int upper) {
        storeSteps(code, Math.floorDiv(lower, Score.UNIT), -Math.floorDiv(-upper, Score.UNIT));
    }

    /** {@link #store} with bounds in whole steps of exact score (units of {@link Score#UNIT}), within +-63. */
    void storeSteps(long code, int lower, int upper) {
        assert Math.abs(lower) <= 63 && Math.abs(upper) <= 63 : "bounds " + lower + ", " + upper + " beyond 7 bits";
        long key = key(code);
        setWord((int) (key >>> shift), key << keyShift | stamp | (lower & 0x7FL) << 7 | upper & 0x7FL);
    }

    /** The word in {@code slot}. */
    long word(int slot) {
        return words[slot];
    }

    void setWord(int slot, long word) {
        words[slot] = word;
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
