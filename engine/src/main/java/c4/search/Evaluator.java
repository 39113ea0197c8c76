package c4.search;

import c4.core.BoardSize;

/**
 * Static evaluation at the search horizon, from the side to move's view, strictly within
 * {@code (-Score.UNIT, Score.UNIT)}. Called only on positions where the side to move cannot win
 * at once and has at least one non-losing move.
 */
public interface Evaluator {
    int evaluate(long current, long mask, int moves, BoardSize size);
}
