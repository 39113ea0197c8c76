package c4.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.Position;
import org.junit.jupiter.api.Test;

class MoveOrderingTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    /** The columns (0-based) of the solver's order at a table node of the position after {@code moves}. */
    private static int[] solverOrder(String moves) {
        return solverOrder(moves, true);
    }

    /** The same, at a table node ({@code table}) or in the endgame ({@link MoveOrdering#byThreats}). */
    private static int[] solverOrder(String moves, boolean table) {
        Position p = Position.parse(moves, SIZE);
        MoveOrdering ordering = new MoveOrdering(SIZE);
        ordering.newSearch(false);
        Frame f = new Frame(SIZE.width);
        long current = p.currentStones();
        long mask = p.mask();
        long own = Lines.winningCells(current, mask, SIZE);
        int n = table
                ? ordering.order(f, current, mask, own, p.moveCount(), p.legalMoves(), 0)
                : ordering.byThreats(f, current, mask, own, p.legalMoves(), 0);
        int[] columns = new int[n];
        for (int i = 0; i < n; i++) columns[i] = ordering.columnOf(f.moves[i]);
        return columns;
    }

    @Test
    void emptyBoardGoesCentreOut() {
        // no threats anywhere: cells on more lines, then nearer the centre, come first
        int[] order = solverOrder("");
        assertArrayEquals(new int[] {3}, java.util.Arrays.copyOf(order, 1));
        assertArrayEquals(
                new int[] {0, 1, 2, 3, 4, 5, 6},
                java.util.Arrays.stream(order).sorted().toArray());
    }

    @Test
    void aCellOnManyLinesBeatsTheCentreColumnsTopCell() {
        // column 4 (1-based) holds five stones, column 3 two, neither side has a threat.
        // The centre column's next cell is on its top row (7 four-cell lines); column 3's is on
        // row 3 (11 lines). Equal threats: the cell's lines outweigh one column of centrality.
        int[] order = solverOrder("4444433");
        assertArrayEquals(new int[] {2, 3}, java.util.Arrays.copyOf(order, 2));
    }

    @Test
    void tableNodesPreferLinesTheOpponentHasNotBlocked() {
        // the first player's stone in column 7, the second's in column 1, no threats. Columns 3
        // and 5 mirror each other: the endgame's fixed priority ties them and takes column 3 (the
        // left one); at a table node column 3's row is blocked by the opponent's stone, while
        // column 5's holds one of ours, so column 5 comes first. The centre column leads both
        // (the arrays are 0-based: 3 is column 4).
        assertArrayEquals(new int[] {3, 4, 2}, java.util.Arrays.copyOf(solverOrder("71", true), 3));
        assertArrayEquals(new int[] {3, 2, 4}, java.util.Arrays.copyOf(solverOrder("71", false), 3));
    }

    @Test
    void aMoveMakingAThreatOutranksTheCentre() {
        // the first player, to move, has two stones in column 1: a third makes a threat cell
        int[] order = solverOrder("1717");
        assertArrayEquals(new int[] {0, 3}, java.util.Arrays.copyOf(order, 2));
    }
}
