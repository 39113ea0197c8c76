package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;

/**
 * The heuristic evaluation at the horizon: open threats (empty cells completing four) weighted
 * by whether they sit on the row parity that favours their owner (odd rows, counted from 1 at
 * the bottom, for the first player; even rows for the second: the zugzwang rule), plus centre
 * control. Symmetric: evaluate(p) from one side is minus the other side's view.
 */
public final class StaticEvaluation implements Evaluator {
    public static final StaticEvaluation INSTANCE = new StaticEvaluation();

    private static final int THREAT = 40;
    private static final int GOOD_PARITY_THREAT = 90;
    private static final int CENTRE = 6;

    @Override
    public int evaluate(long current, long mask, int moves, BoardSize size) {
        long opponent = current ^ mask;
        long empty = size.boardMask ^ mask;
        long mine = Lines.completingCells(current, size.stride) & empty;
        long theirs = Lines.completingCells(opponent, size.stride) & empty;
        // Rows 1, 3, 5 (1-based) are "odd": bit rows 0, 2, 4.
        long oddRows = oddRowMask(size);
        boolean firstToMove = (moves & 1) == 0;
        long myGoodRows = firstToMove ? oddRows : ~oddRows;
        long theirGoodRows = firstToMove ? ~oddRows : oddRows;
        int score = THREAT * (Long.bitCount(mine) - Long.bitCount(theirs))
                + (GOOD_PARITY_THREAT - THREAT) * (Long.bitCount(mine & myGoodRows) - Long.bitCount(theirs & theirGoodRows));
        long centre = centreMask(size);
        score += CENTRE * (Long.bitCount(current & centre) - Long.bitCount(opponent & centre));
        return Math.max(-Score.EVAL_LIMIT, Math.min(Score.EVAL_LIMIT, score));
    }

    static long oddRowMask(BoardSize size) {
        long m = 0;
        for (int row = 0; row < size.height; row += 2) m |= size.bottomMask << row;
        return m;
    }

    static long centreMask(BoardSize size) {
        long m = size.columnMask(size.width / 2);
        if ((size.width & 1) == 0) m |= size.columnMask(size.width / 2 - 1);
        return m;
    }
}
