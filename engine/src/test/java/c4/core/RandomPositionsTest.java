package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RandomPositionsTest {
    private static List<String> moves(List<Position> positions) {
        return positions.stream().map(Position::moveString).toList();
    }

    @Test
    void positionsHaveThePlyNoWinOnTheWayAndNoImmediateWin() {
        for (BoardSize size : List.of(BoardSize.STANDARD, BoardSize.of(5, 4), BoardSize.of(6, 7))) {
            List<Position> found = new RandomPositions(size, 7).distinct(4, size.cells - 4, 300, 300_000, p -> true);
            assertEquals(300, found.size(), size.toString());
            Set<Long> codes = new HashSet<>();
            for (Position p : found) {
                assertTrue(p.moveCount() >= 4 && p.moveCount() <= size.cells - 4, p.moveString());
                assertFalse(p.canWinNow(), "the side to move cannot win at once: " + p.moveString());
                Position replay = new Position(size);
                for (int i = 0; i < p.moveCount(); i++) {
                    int column = p.column(i);
                    assertFalse(replay.isWinningMove(column), "move " + (i + 1) + " of " + p.moveString() + " wins");
                    replay.play(column);
                }
                assertTrue(codes.add(p.code()), "distinct positions: " + p.moveString());
            }
        }
    }

    @Test
    void theSeedFixesTheSequence() {
        List<String> a = moves(new RandomPositions(BoardSize.STANDARD, 42).distinct(10, 20, 50, 50_000, p -> true));
        List<String> b = moves(new RandomPositions(BoardSize.STANDARD, 42).distinct(10, 20, 50, 50_000, p -> true));
        List<String> c = moves(new RandomPositions(BoardSize.STANDARD, 43).distinct(10, 20, 50, 50_000, p -> true));
        assertEquals(a, b);
        assertNotEquals(a, c);
    }

    @Test
    void theFilterSeesEachDistinctPositionOnceAndChoosesWhatIsKept() {
        Set<Long> offered = new HashSet<>();
        List<Position> even = new RandomPositions(BoardSize.STANDARD, 5).distinct(12, 12, 40, 40_000, p -> {
            assertTrue(offered.add(p.code()), "offered twice: " + p.moveString());
            return p.column(0) % 2 == 0;
        });
        assertEquals(40, even.size());
        for (Position p : even) assertEquals(0, p.column(0) % 2, p.moveString());
    }

    @Test
    void fewerThanAskedWhenThePositionsRunOut() {
        // ply 1 on 7x6 has exactly 7 positions
        List<Position> found = new RandomPositions(BoardSize.STANDARD, 1).distinct(1, 1, 10, 10_000, p -> true);
        assertEquals(7, found.size());
    }

    @Test
    void aPlyOffTheBoardIsRefused() {
        RandomPositions r = new RandomPositions(BoardSize.of(5, 4), 1);
        assertThrows(IllegalArgumentException.class, () -> r.next(20));
        assertThrows(IllegalArgumentException.class, () -> r.next(-1));
    }
}
