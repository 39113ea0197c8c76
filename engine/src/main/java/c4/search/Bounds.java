package c4.search;

import c4.core.Score;

/**
 * Fail-soft bound arithmetic shared by the searches and their caches: what a stored pair of
 * bounds decides about a window, and what a search result proves.
 */
final class Bounds {
    private Bounds() {}

    /**
     * The fail-soft value to return at once when stored bounds [lower, upper] of a position
     * decide the window (alpha, beta) (alpha < beta), else {@link Score#NONE}: a lower bound at or
     * above beta, or an upper bound at or below the window's new low end.
     */
    static int cutoff(int alpha, int beta, int lower, int upper) {
        if (lower >= beta) return lower;
        if (upper <= Math.max(alpha, lower)) return upper;
        return Score.NONE;
    }

    /**
     * Stored bounds [lower, upper] applied to the window (alpha, beta): when they decide it, the
     * value to return at once ({@link #isCut}, {@link #value}); otherwise the narrowed window
     * ({@link #alpha}, {@link #beta}). Packed in one long so that callers need no allocation:
     * bit 62 marks a cutoff, bits 16-31 and 0-15 hold the two 16-bit scores.
     */
    static long narrow(int alpha, int beta, int lower, int upper) {
        int cut = cutoff(alpha, beta, lower, upper);
        if (cut != Score.NONE) return cut(cut);
        return window(Math.max(alpha, lower), Math.min(beta, upper));
    }

    private static final long CUT = 1L << 62;

    /** A value to return at once, packed as {@link #narrow} packs a cutoff. */
    static long cut(int value) {
        return CUT | (value & 0xFFFFL);
    }

    /** A window, packed as {@link #narrow} packs one. */
    static long window(int alpha, int beta) {
        return (alpha & 0xFFFFL) << 16 | (beta & 0xFFFFL);
    }

    static boolean isCut(long narrowed) {
        return (narrowed & CUT) != 0;
    }

    /** The value of a cutoff from {@link #narrow}. */
    static int value(long narrowed) {
        return (short) narrowed;
    }

    /** The narrowed alpha from {@link #narrow}. */
    static int alpha(long narrowed) {
        return (short) (narrowed >>> 16);
    }

    /** The narrowed beta from {@link #narrow}. */
    static int beta(long narrowed) {
        return (short) narrowed;
    }

    /** The lower bound a fail-soft result {@code best} of the window (alpha, beta) proves. */
    static int lower(int best, int alpha, int beta) {
        return best >= beta || best > alpha ? best : -Score.INFINITE;
    }

    /** The upper bound a fail-soft result {@code best} of the window (alpha, beta) proves. */
    static int upper(int best, int alpha, int beta) {
        return best <= alpha || best < beta ? best : Score.INFINITE;
    }
}
