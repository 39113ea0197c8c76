package c4.reference;

import c4.core.Position;
import c4.core.Score;
import c4.search.Evaluator;

/**
 * Depth-limited alpha-beta as taught: a MaxValue/MinValue pair carrying the window
 * (alpha, beta), where alpha is the value MAX is already sure of and beta the value MIN is
 * already sure of; a node is cut off as soon as alpha >= beta, since the other side will never
 * let the game reach it. Values and leaves as in {@link ReferenceSearch} and {@link Minimax}.
 *
 * <p>Invariant: with the same move order the root value is exactly minimax's, and the nodes
 * visited are a subset of minimax's.
 */
public final class AlphaBeta extends ReferenceSearch {
    /** What a node returns when the window is too narrow. */
    public enum Variant {
        /** Returns the bound it failed against (alpha or beta), as in the course. */
        FAIL_HARD,
        /** Returns the best value seen, which may lie beyond the bound: more information, same root value. */
        FAIL_SOFT
    }

    private final Variant variant;

    public AlphaBeta(Variant variant, MoveOrder order) {
        super(order);
        this.variant = variant;
    }

    public AlphaBeta(Evaluator evaluator, Variant variant, MoveOrder order) {
        super(evaluator, order);
        this.variant = variant;
    }

    public Variant variant() {
        return variant;
    }

    /** Searches {@code p} (not over) to {@code depth} plies with a full window; {@code p} is left unchanged. */
    public SearchResult search(Position p, int depth) {
        start(p, depth);
        nodes++; // the root
        int alpha = -Score.INFINITE;
        int bestColumn = -1;
        for (int column : order.columns(p)) {
            p.play(column);
            int v = minValue(depth - 1, alpha, Score.INFINITE);
            p.undo();
            // strictly better: a child that only matched alpha returned a bound, not its value
            if (v > alpha || bestColumn < 0) {
                alpha = v;
                bestColumn = column;
            }
        }
        return new SearchResult(alpha, bestColumn, depth, nodes);
    }

    /** MaxValue: MAX to move; raises alpha, cuts when alpha >= beta (MIN has a better choice elsewhere). */
    private int maxValue(int depth, int alpha, int beta) {
        return value(true, depth, alpha, beta);
    }

    /** MinValue: MIN to move; lowers beta, cuts when alpha >= beta (MAX has a better choice elsewhere). */
    private int minValue(int depth, int alpha, int beta) {
        return value(false, depth, alpha, beta);
    }

    /**
     * The value for MAX of the current position with {@code max} telling who is to move: the
     * course's MaxValue and MinValue, whose bodies differ only in the direction of each
     * comparison, in one body.
     */
    private int value(boolean max, int depth, int alpha, int beta) {
        visit();
        int sign = max ? 1 : -1;
        if (position.isGameOver()) return sign * finishedValueForSideToMove();
        if (depth == 0) return sign * evaluationForSideToMove();
        int best = -sign * Score.INFINITE;
        for (int column : order.columns(position)) {
            position.play(column);
            int v = max ? minValue(depth - 1, alpha, beta) : maxValue(depth - 1, alpha, beta);
            position.undo();
            if (max) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, v);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) return variant == Variant.FAIL_HARD ? (max ? beta : alpha) : best;
        }
        return variant == Variant.FAIL_HARD ? (max ? alpha : beta) : best;
    }
}
