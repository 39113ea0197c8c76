package c4.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import c4.search.Solver;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Searching to the end of the game, the reference searchers are exact: their terminal values
 * are the solver's scores times Score.UNIT, so the root values must be equal, not just the signs.
 */
class ReferenceMatchesSolverTest {
    @Tag("slow")
    @Test
    void fourByFour() {
        check(BoardSize.of(4, 4), 60, 2, 12, 0);
    }

    @Test
    void fiveByFour() {
        check(BoardSize.of(5, 4), 40, 6, 16, 9);
    }

    private static void check(BoardSize size, int count, int minStones, int maxStones, int minimaxMinStones) {
        SplittableRandom rnd = new SplittableRandom(7L * size.width + size.height);
        Minimax minimax = new Minimax(MoveOrder.COLUMN);
        AlphaBeta hard = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN);
        AlphaBeta soft = new AlphaBeta(AlphaBeta.Variant.FAIL_SOFT, MoveOrder.ENGINE);
        try (Solver solver = new Solver(size, 1, 4)) {
            for (int i = 0; i < count; i++) {
                Position p = ReferencePositions.random(size, rnd, minStones, maxStones);
                int toEnd = size.cells - p.moveCount();
                int exact = Score.ofExact(solver.solve(p, false).score());
                String where = size + " " + p.moveString();
                assertEquals(exact, hard.search(p, toEnd).value(), "fail-hard, " + where);
                assertEquals(exact, soft.search(p, toEnd).value(), "fail-soft engine order, " + where);
                if (p.moveCount() >= minimaxMinStones) {
                    assertEquals(exact, minimax.search(p, toEnd).value(), "minimax, " + where);
                }
            }
        }
    }
}
