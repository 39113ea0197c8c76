package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import org.junit.jupiter.api.Test;

/** UCI mate distances of proven scores ({@link Score#mateIn}), as the engine reports them. */
class EngineScoreTest {
    @Test
    void mateDistanceCountsTheStonesOfTheWinner() {
        for (BoardSize size : new BoardSize[] {BoardSize.STANDARD, BoardSize.of(6, 5), BoardSize.of(4, 4)}) {
            for (int moves = 0; moves < size.cells - 1; moves++) {
                for (int k = 1; moves + 2 * (k - 1) < size.cells; k++) {
                    // the side to move wins with its k-th next stone, played after moves + 2(k-1) stones
                    int win = Score.winNow(size, moves + 2 * (k - 1));
                    if (win > 0) assertEquals(k, Score.mateIn(size, moves, win), size + " moves " + moves + " k " + k);
                }
                for (int k = 1; moves + 1 + 2 * (k - 1) < size.cells; k++) {
                    // the opponent wins with its k-th next stone
                    int loss = -Score.winNow(size, moves + 1 + 2 * (k - 1));
                    if (loss < 0)
                        assertEquals(-k, Score.mateIn(size, moves, loss), size + " moves " + moves + " k " + k);
                }
            }
        }
    }

    @Test
    void knownPositions() {
        BoardSize s = BoardSize.STANDARD;
        assertEquals(1, Score.mateIn(s, 6, Score.winNow(s, 6))); // 112233: X wins now with column 4
        assertEquals(18, Score.exact(Score.winNow(s, 6)));
        assertEquals(
                -1,
                Score.mateIn(
                        s, 5, -Score.winNow(s, 6))); // O to move after 5 stones, X wins with its next stone (the 6th)
        assertEquals(2, Score.mateIn(s, 4, Score.winNow(s, 6))); // 3747: X plays 2, wins with its 2nd stone
        int moves = Position.parse("3747").moveCount();
        assertEquals(
                new SearchScore(SearchScore.Kind.WIN, 2), SearchScore.of(Score.winNow(s, moves + 2), s, moves, false));
        assertEquals(
                new SearchScore(SearchScore.Kind.LOSS, 1),
                SearchScore.of(-Score.winNow(s, moves + 1), s, moves, false));
        assertEquals(SearchScore.heuristic(-35), SearchScore.of(-35, s, moves, false));
        assertEquals(SearchScore.heuristic(0), SearchScore.of(0, s, moves, false));
        assertEquals(SearchScore.draw(), SearchScore.of(0, s, moves, true));
    }

    @Test
    void exactScoresConvertBothWaysAndEvaluationsStayBelowProof() {
        for (int exact = -32; exact <= 32; exact++) {
            assertEquals(exact, Score.exact(Score.ofExact(exact)));
            assertEquals(exact != 0, Score.isProven(Score.ofExact(exact)), "exact " + exact);
            assertEquals(exact > 0, Score.isProvenWin(Score.ofExact(exact)), "exact " + exact);
        }
        assertEquals(Score.EVAL_LIMIT, Score.clampEvaluation(Score.EVAL_LIMIT + 500));
        assertEquals(-Score.EVAL_LIMIT, Score.clampEvaluation(Integer.MIN_VALUE));
        assertEquals(-35, Score.clampEvaluation(-35));
        assertFalse(Score.isProven(Score.clampEvaluation(Integer.MAX_VALUE)));
        assertTrue(Score.isProven(-Score.winNow(BoardSize.STANDARD, 41)));
    }
}
