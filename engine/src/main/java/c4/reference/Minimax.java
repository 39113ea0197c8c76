package c4.reference;

import c4.core.Position;
import c4.core.Score;
import c4.search.Evaluator;

/**
 * Depth-limited minimax as taught: MAX (the side to move at the root) picks the child of largest
 * value, MIN the smallest; finished games score exactly, the horizon is evaluated (see
 * {@link ReferenceSearch}). Visits every node of the tree to the given depth.
 */
public final class Minimax extends ReferenceSearch {
    public Minimax(MoveOrder order) {
        super(order);
    }

    public Minimax(Evaluator evaluator, MoveOrder order) {
        super(evaluator, order);
    }

    /** Searches {@code p} (not over) to {@code depth} plies; {@code p} is left unchanged. */
    public SearchResult search(Position p, int depth) {
        start(p, depth);
        nodes++; // the root
        int best = -Score.INFINITE;
        int bestColumn = -1;
        for (int column : order.columns(p)) {
            p.play(column);
            int v = minValue(depth - 1);
            p.undo();
            if (v > best) { // strictly better: the first column wins ties
                best = v;
                bestColumn = column;
            }
        }
        return new SearchResult(best, bestColumn, depth, nodes);
    }

    /** Value of the current position, MAX to move, {@code depth} plies left. */
    private int maxValue(int depth) {
        visit();
        if (position.isGameOver()) return finishedValueForSideToMove();
        if (depth == 0) return evaluationForSideToMove();
        int v = -Score.INFINITE;
        for (int column : order.columns(position)) {
            position.play(column);
            v = Math.max(v, minValue(depth - 1));
            position.undo();
        }
        return v;
    }

    /** Value of the current position for MAX, MIN to move (so the side-to-move values are negated). */
    private int minValue(int depth) {
        visit();
        if (position.isGameOver()) return -finishedValueForSideToMove();
        if (depth == 0) return -evaluationForSideToMove();
        int v = Score.INFINITE;
        for (int column : order.columns(position)) {
            position.play(column);
            v = Math.min(v, maxValue(depth - 1));
            position.undo();
        }
        return v;
    }
}
