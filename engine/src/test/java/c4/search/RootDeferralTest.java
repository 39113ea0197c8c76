package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * With other threads, a searcher defers the moves they are busy with, except at the root: there
 * it takes every move in its own order, busy or not (a question answered yes is proven by one
 * root move; a thread that skipped ahead to later root moves would search them for nothing).
 * Another thread is simulated by marking positions busy in the shared {@link BusyTable}; a
 * search in a changed order visits a different number of nodes.
 */
class RootDeferralTest {
    /** A position of Test_L1_R2, score 4, with 32 empty cells: large enough to defer busy moves anywhere below the root. */
    private static final String MOVES = "2416615552";
    /**
     * The question "is the score above 3?": answered yes by a root move that is not the first,
     * so that a root which deferred busy moves would search others before it.
     */
    private static final int QUESTION = 3;

    private static final BoardSize SIZE = BoardSize.STANDARD;

    @Test
    void rootSearchesBusyMovesInItsOwnOrder() {
        long undisturbed = nodes(busy -> {}, 0);
        long rootMovesBusy = nodes(RootDeferralTest::markChildren, 0);
        assertEquals(undisturbed, rootMovesBusy, "busy root moves changed the root's order");
    }

    @Test
    void nodesBelowTheRootDeferBusyMoves() {
        // The contrast that shows the test above can fail: the same position searched from ply 1
        // (as the play engine searches its root moves) is a node below the root, and defers.
        long undisturbed = nodes(busy -> {}, 1);
        long childrenBusy = nodes(RootDeferralTest::markChildren, 1);
        assertNotEquals(undisturbed, childrenBusy, "busy moves below the root were not deferred");
    }

    /** Marks every other playable child of the position busy, from the second column on (a first move is never deferred). */
    private static void markChildren(BusyTable busy) {
        Position p = Position.parse(MOVES, SIZE);
        for (int c = 1; c < SIZE.width; c += 2) {
            if (!p.canPlay(c)) continue;
            p.play(c);
            busy.enter(p.key());
            p.undo();
        }
    }

    /**
     * The nodes of one null-window search of the position at {@link #QUESTION}, from {@code ply},
     * by a searcher of a team whose busy table {@code mark} filled first.
     */
    private static long nodes(Consumer<BusyTable> mark, int ply) {
        BusyTable busy = new BusyTable();
        mark.accept(busy);
        Searcher s = new Searcher(
                SIZE, new TranspositionTable(16), new SearchControl(), StaticEvaluation.INSTANCE, busy, null, null, 1);
        s.newSearch(Long.MAX_VALUE, false, false);
        NullWindowSearch.ask(s, Position.parse(MOVES, SIZE), QUESTION, ply);
        return s.nodes();
    }
}
