package c4.core;

/**
 * Fixed-seed Zobrist tables: one random 64-bit word per (player, bit index). The seed is fixed
 * so keys are reproducible across runs (the {@code bench} signature and tests rely on it).
 */
public final class Zobrist {
    private static final long[][] TABLE = new long[2][BoardSize.MAX_BITS];

    static {
        long state = 0x9E3779B97F4A7C15L ^ 0xC4C4C4C4L;
        for (int player = 0; player < 2; player++) {
            for (int bit = 0; bit < BoardSize.MAX_BITS; bit++) {
                state += 0x9E3779B97F4A7C15L;
                TABLE[player][bit] = mix(state);
            }
        }
    }

    private Zobrist() {}

    /** The key contribution of a stone of {@code player} (0 = first player) on bit {@code bit}. */
    public static long of(int player, int bit) {
        return TABLE[player][bit];
    }

    /** SplitMix64 finaliser: a bijective 64-bit mixer. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Key of a position computed from scratch (stones of the first and second player). */
    static long keyOf(long firstPlayerStones, long secondPlayerStones) {
        long key = 0;
        for (long b = firstPlayerStones; b != 0; b &= b - 1) key ^= TABLE[0][Long.numberOfTrailingZeros(b)];
        for (long b = secondPlayerStones; b != 0; b &= b - 1) key ^= TABLE[1][Long.numberOfTrailingZeros(b)];
        return key;
    }
}
