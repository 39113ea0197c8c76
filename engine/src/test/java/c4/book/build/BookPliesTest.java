package c4.book.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The book's positions per ply equal those a plain walk over every move sequence finds. */
class BookPliesTest {
    /**
     * The move sequences up to {@code depth}, pruned where a position (or its mirror image) was
     * met before: the canonical keys of the positions not over, per ply.
     */
    private static List<TreeSet<Long>> walk(BoardSize size, int depth) {
        List<TreeSet<Long>> plies = new ArrayList<>();
        for (int p = 0; p <= depth; p++) plies.add(new TreeSet<>());
        walk(new Position(size), depth, plies);
        return plies;
    }

    private static void walk(Position p, int depth, List<TreeSet<Long>> plies) {
        if (p.isGameOver()) return;
        long code = p.code();
        // a position met before (in either orientation) has had its subtree walked
        if (!plies.get(p.moveCount()).add(Math.min(code, p.size().mirror(code)))) return;
        if (p.moveCount() == depth) return;
        for (int c = 0; c < p.size().width; c++) {
            if (!p.canPlay(c)) continue;
            p.play(c);
            walk(p, depth, plies);
            p.undo();
        }
    }

    @Test
    void pliesHoldEveryPositionNotOverOnceUpToMirroring() {
        for (BoardSize size : List.of(BoardSize.of(4, 4), BoardSize.of(5, 4), BoardSize.of(7, 6), BoardSize.of(3, 3))) {
            int depth = size.cells <= 16 ? size.cells : 6;
            long[][] plies = BookPlies.enumerate(size, depth);
            List<TreeSet<Long>> expected = walk(size, depth);
            assertEquals(depth + 1, plies.length);
            for (int p = 0; p <= depth; p++) {
                long[] want =
                        expected.get(p).stream().mapToLong(Long::longValue).toArray();
                assertArrayEquals(want, plies[p], size + " ply " + p);
            }
        }
    }

    @Test
    void standardBoardCountsAfterMirroring() {
        // mirror pairs count once: of the 7 first moves 3 pairs and the centre, of the 49
        // two-stone positions 24 pairs and both stones in the centre
        long[][] plies = BookPlies.enumerate(BoardSize.STANDARD, 2);
        assertEquals(1, plies[0].length);
        assertEquals(4, plies[1].length);
        assertEquals(25, plies[2].length);
        assertThrows(IllegalArgumentException.class, () -> BookPlies.enumerate(BoardSize.of(4, 4), 17));
        assertThrows(IllegalArgumentException.class, () -> BookPlies.enumerate(BoardSize.of(4, 4), -1));
    }
}
