package c4.search;

import c4.core.BoardSize;
import c4.core.Score;

/**
 * The baseline evaluation that knows nothing of threats: stones on the centre column(s) minus
 * the opponent's. Used to measure what {@link StaticEvaluation}'s Connect Four knowledge is
 * worth (the same search with either evaluation, in a match).
 */
public final class CentreEvaluation implements Evaluator {
    public static final CentreEvaluation INSTANCE = new CentreEvaluation();
    private static final int WEIGHT = 10;

    private CentreEvaluation() {}

    @Override
    public int evaluate(long current, long mask, int moves, BoardSize size) {
        long centre = size.columnMask(size.width / 2);
        if ((size.width & 1) == 0) centre |= size.columnMask(size.width / 2 - 1);
        long opponent = current ^ mask;
        int score = WEIGHT * (Long.bitCount(current & centre) - Long.bitCount(opponent & centre));
        return Score.clampEvaluation(score);
    }
}
