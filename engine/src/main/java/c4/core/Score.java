package c4.core;

/**
 * Search scores. A proven result is the exact game score (see the benchmark README: positive =
 * the side to move wins, {@code (cells + 1 - moves) / 2} for a win with the stone it plays now)
 * times {@link #UNIT}. Heuristic evaluations lie strictly inside {@code (-UNIT, UNIT)}, so any
 * proven win ranks above every heuristic value and any proven loss below.
 */
public final class Score {
    /** One step of exact score. 29 * 1000 (the largest score, on 64 cells) fits a 16-bit entry. */
    public static final int UNIT = 1000;
    /** Largest magnitude of a heuristic evaluation. */
    public static final int EVAL_LIMIT = UNIT - 1;

    public static final int INFINITE = 32000;
    /**
     * No score: a position the book does not hold, a position or move not decided before a search,
     * a node whose checks do not cut it. No score of any unit (exact, search units, bounds) reaches it.
     */
    public static final int NONE = Integer.MIN_VALUE;

    private Score() {}

    /** Score of a win by the side to move with the stone it plays now, after {@code moves} stones. */
    public static int winNow(BoardSize size, int moves) {
        return size.winScore(moves) * UNIT;
    }

    /** Score of the side to move when the opponent wins with its next stone (every move lets it). */
    public static int lossNext(BoardSize size, int moves) {
        return -winNow(size, moves + 1);
    }

    /**
     * The lowest score a position can still have when the opponent cannot win with its next
     * stone: a loss to its stone after that.
     */
    public static int lowest(BoardSize size, int moves) {
        return -winNow(size, moves + 3);
    }

    /** The highest score a position can still have when its side cannot win with this stone. */
    public static int highest(BoardSize size, int moves) {
        return winNow(size, moves + 2);
    }

    /** The search score of an exact game score (a proven result, or the sign of one when solving weakly). */
    public static int ofExact(int exact) {
        return exact * UNIT;
    }

    /** The exact game score of a proven value (a multiple of {@link #UNIT}). */
    public static int exact(int score) {
        return score / UNIT;
    }

    /** True for a proven win or loss: no heuristic value reaches {@link #UNIT}. */
    public static boolean isProven(int score) {
        return Math.abs(score) >= UNIT;
    }

    public static boolean isProvenWin(int score) {
        return score >= UNIT;
    }

    /** {@code value} clamped into the heuristic range {@code [-EVAL_LIMIT, EVAL_LIMIT]}. */
    public static int clampEvaluation(int value) {
        return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, value));
    }

    /**
     * Moves until the end for a proven score, UCI {@code mate} style: the side to move wins with
     * its N-th next stone (N > 0), or loses after the opponent's N-th next stone (N < 0).
     */
    public static int mateIn(BoardSize size, int moves, int score) {
        int e = exact(score);
        // winScore(m) = (cells + 1 - m) / 2 for a win at ply m; the side to move plays plies
        // moves, moves+2, ...; the k-th next stone (k >= 1) is at ply moves + 2(k-1).
        if (e > 0) {
            for (int k = 1; ; k++) {
                if (size.winScore(moves + 2 * (k - 1)) <= e) return k;
            }
        }
        for (int k = 1; ; k++) {
            if (size.winScore(moves + 1 + 2 * (k - 1)) <= -e) return -k;
        }
    }
}
