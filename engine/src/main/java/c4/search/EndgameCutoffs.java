package c4.search;

import c4.core.Score;

/**
 * Enhanced transposition cutoffs from a thread's {@link EndgameCache}, shared by every search
 * whose children are cached endgame nodes (the table nodes just above the endgame, and both
 * endgames): before a node searches any child, it looks them all up. A child whose bound
 * refutes the window cuts the node; a child whose bound cannot raise alpha is left out, its
 * bound standing for its value. A scan leaves what it found in this object's fields, so the
 * hot path allocates nothing: one per search object, never shared between threads.
 */
final class EndgameCutoffs {
    /** {@link Score#INFINITE} in whole steps: "no bound" in the cache. */
    private static final int NO_BOUND_STEPS = Score.INFINITE / Score.UNIT;

    static {
        assert NO_BOUND_STEPS * Score.UNIT == Score.INFINITE : "no bound is a whole number of steps";
    }

    private final EndgameCache cache;
    /** After a {@link #scan} that did not cut: the moves still to search. */
    long searched;
    /**
     * After a {@link #scan} that did not cut: the best value, for the node, of the children it
     * left out (at most alpha), or minus "no bound" when it left none out.
     */
    int best;

    EndgameCutoffs(EndgameCache cache) {
        this.cache = cache;
    }

    /**
     * Looks up the children ({@code next}: their moves) of the node whose opponent's stones are
     * {@code opponent} and whose stones are {@code mask}, searched with (alpha, beta) in scores
     * of {@code unit} ({@code 1}: whole steps; {@link Score#UNIT}: search units). Returns the
     * value of a child's lower bound that refutes the window, or {@link Score#NONE}; then
     * {@link #searched} and {@link #best} hold the moves left and the best value left out.
     */
    int scan(long opponent, long mask, long next, int alpha, int beta, int unit) {
        assert unit == 1 || unit == Score.UNIT : "scores in steps or in search units";
        long left = next;
        int leftOutBest = -NO_BOUND_STEPS * unit;
        for (long rest = next; rest != 0; rest &= rest - 1) {
            long move = rest & -rest;
            long data = cache.probe(opponent + (mask | move)); // the child's code
            if (data == 0) continue;
            int atLeast = -EndgameCache.upperSteps(data) * unit;
            if (atLeast >= beta) return atLeast;
            int atMost = -EndgameCache.lowerSteps(data) * unit;
            if (atMost <= alpha) { // cannot raise alpha: its bound stands for its value
                left ^= move;
                if (atMost > leftOutBest) leftOutBest = atMost;
            }
        }
        searched = left;
        best = leftOutBest;
        return Score.NONE;
    }
}
