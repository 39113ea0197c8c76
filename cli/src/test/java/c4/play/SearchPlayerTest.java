package c4.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.reference.Minimax;
import c4.reference.MoveOrder;
import c4.search.Score;
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
        // 4x4 near the end: deepening reaches the last cell well within a generous movetime
        BoardSize size = BoardSize.of(4, 4);
        Position p = Position.parse("1234123412", size);
        Choice c = new SearchPlayer(PlayerSpec.parse("alphabeta:movetime=60000")).choose(p);
        assertTrue(c.depth() <= size.cells - p.moveCount(), "depth " + c.depth());
        assertTrue(c.value() % Score.UNIT == 0, "an exact value: " + c.value());
    }

    @Test
    void depthLimitCapsIterativeDeepening() {
        Choice c = new SearchPlayer(PlayerSpec.parse("alphabeta:movetime=60000,depth=3")).choose(new Position());
        assertEquals(3, c.depth());
    }
}
