package c4.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Pruning is admissible: alpha-beta returns minimax's root value and move, visiting no more nodes. */
class AlphaBetaMatchesMinimaxTest {
    private static final int POSITIONS = 420;
    private static final int MAX_DEPTH = 7;

    @Tag("slow")
    @Test
    void sameValueAndMoveFewerNodesOnRandomPositions() {
        SplittableRandom rnd = new SplittableRandom(20240605L);
        Minimax minimax = new Minimax(MoveOrder.COLUMN);
        AlphaBeta hard = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN);
        AlphaBeta soft = new AlphaBeta(AlphaBeta.Variant.FAIL_SOFT, MoveOrder.COLUMN);
        AlphaBeta ordered = new AlphaBeta(AlphaBeta.Variant.FAIL_SOFT, MoveOrder.ENGINE);
        long minimaxNodes = 0;
        long hardNodes = 0;
        long softNodes = 0;
        int[] provenSeen = new int[1];
        for (int i = 0; i < POSITIONS; i++) {
            Position p = ReferencePositions.random(BoardSize.STANDARD, rnd, 0, 30);
            int depth = 1 + i % MAX_DEPTH;
            String before = p.moveString();
            SearchResult m = minimax.search(p, depth);
            SearchResult h = hard.search(p, depth);
            SearchResult s = soft.search(p, depth);
            SearchResult o = ordered.search(p, depth);
            String where = "position " + before + " depth " + depth;
            assertEquals(before, p.moveString(), "searches leave the position as found: " + where);
            assertEquals(m.value(), h.value(), "fail-hard value, " + where);
            assertEquals(m.value(), s.value(), "fail-soft value, " + where);
            assertEquals(m.value(), o.value(), "engine-ordered value, " + where);
            assertEquals(m.column(), h.column(), "fail-hard move, " + where);
            assertEquals(m.column(), s.column(), "fail-soft move, " + where);
            assertTrue(
                    h.nodes() <= m.nodes(), "fail-hard nodes " + h.nodes() + " > minimax " + m.nodes() + ", " + where);
            assertTrue(
                    s.nodes() <= m.nodes(), "fail-soft nodes " + s.nodes() + " > minimax " + m.nodes() + ", " + where);
            if (c4.core.Score.isProven(m.value())) provenSeen[0]++;
            minimaxNodes += m.nodes();
            hardNodes += h.nodes();
            softNodes += s.nodes();
        }
        assertTrue(hardNodes < minimaxNodes, "fail-hard total " + hardNodes + " vs minimax " + minimaxNodes);
        assertTrue(softNodes < minimaxNodes, "fail-soft total " + softNodes + " vs minimax " + minimaxNodes);
        assertTrue(provenSeen[0] > 0, "the sample should contain positions with a proven result at the horizon");
    }

    @Test
    void minimaxVisitsTheWholeTree() {
        // from the empty 7x6 board no game ends within 3 plies: 1 + 7 + 49 + 343 nodes
        SearchResult r = new Minimax(MoveOrder.COLUMN).search(new Position(), 3);
        assertEquals(1 + 7 + 49 + 343, r.nodes());
    }

    @Test
    void takesAnImmediateWinAndBlocksALoss() {
        // X has 1,1,1 in column 1 and is to move: it wins at once with its 4th stone (moves = 6)
        Position win = Position.parse("121212");
        for (int depth = 1; depth <= 4; depth++) {
            SearchResult r = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN).search(win, depth);
            assertEquals(0, r.column(), "depth " + depth);
            assertEquals(c4.core.Score.winNow(BoardSize.STANDARD, 6), r.value(), "depth " + depth);
        }
        // O to move must block column 1 (X threatens 1,1,1 + one more)
        Position block = Position.parse("12131");
        SearchResult r = new Minimax(MoveOrder.COLUMN).search(block, 2);
        assertEquals(0, r.column());
    }

    @Test
    void rejectsFinishedGamesAndBadDepths() {
        Position won = Position.parse("1212121");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new Minimax(MoveOrder.COLUMN).search(won, 2));
        assertTrue(e.getMessage().contains("already over"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> new AlphaBeta(AlphaBeta.Variant.FAIL_SOFT, MoveOrder.COLUMN).search(new Position(), 0));
        assertTrue(e.getMessage().contains("depth 0"), e.getMessage());
    }
}
