package c4.search;

/**
 * Fail-soft bound arithmetic shared by the searches and their caches: what a stored pair of
 * bounds decides about a window, and what a search result proves.
 */
final class Bounds {
    /** {@link #cutoff}'s answer when the bounds leave the window open. */
    static final int NO_CUTOFF = Integer.MIN_VALUE;

    private Bounds() {
    }

    /**
     * The fail-soft value to return at once when stored bounds [lower, upper] of a position
     * decide the window (alpha, beta) (alpha < beta), else {@link #NO_CUTOFF}: a lower bound at or
     * above beta, or an upper bound at or below the window's new low end.
     */
    static int cutoff(int alpha, int beta, int lower, int upper) {
        if (lower >= beta) return lower;
        if (upper <= Math.max(alpha, lower)) return upper;
        return NO_CUTOFF;
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
