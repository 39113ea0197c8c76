package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import c4.reference.Minimax;
import c4.reference.MoveOrder;
import c4.search.Solver;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SearchPlayerTest {
    @Test
    void depthPlayerPlaysTheSearchersMove() {
        Position p = Position.parse("4453");
        Choice c = new SearchPlayer(PlayerSpec.parse("minimax:depth=3")).choose(p);
        assertEquals(new Minimax(MoveOrder.COLUMN).search(p.copy(), 3).column(), c.column());
        assertEquals(3, c.depth());
        assertEquals("4453", p.moveString());
    }

    @Test
    void iterativeDeepeningStopsAtTheEndOfTheGameWithAProvenValue() {
        // 4x4 near the end: deepening reaches a proven value well within a generous movetime
        BoardSize size = BoardSize.of(4, 4);
        for (String moves : new String[] {"1234123412", "2231144", "11223"}) {
            Position p = Position.parse(moves, size);
            Choice c = new SearchPlayer(PlayerSpec.parse("alphabeta:movetime=60000")).choose(p);
            int[] scores;
            try (Solver solver = new Solver(size, 1, 4)) {
                scores = solver.analyze(p, false).scores();
            }
            int best = Arrays.stream(scores).max().orElseThrow();
            assertEquals(Score.ofExact(best), c.value(), moves + ": the exact score of the position");
            assertEquals(best, scores[c.column()], moves + ": a move that keeps it");
            int empty = size.cells - p.moveCount();
            if (best == 0) {
                assertEquals(empty, c.depth(), moves + ": a draw is proven only at the end of the game");
            } else {
                // a win with the k-th next stone is first seen at depth 2k - 1, a loss to the opponent's k-th at 2k
                int mate = Score.mateIn(size, p.moveCount(), Score.ofExact(best));
                assertEquals(mate > 0 ? 2 * mate - 1 : -2 * mate, c.depth(), moves + ": deepening stops once proven");
            }
        }
    }

    @Test
    void depthLimitCapsIterativeDeepening() {
        Choice c = new SearchPlayer(PlayerSpec.parse("alphabeta:movetime=60000,depth=3")).choose(new Position());
        assertEquals(3, c.depth());
    }
}
