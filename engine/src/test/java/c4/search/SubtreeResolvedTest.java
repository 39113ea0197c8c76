package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import org.junit.jupiter.api.Test;

/**
 * A thread of a multi-threaded search drops the rest of a subtree once another thread has stored
 * the result of one of its ancestors: it returns the stored bound within a poll interval.
 */
class SubtreeResolvedTest {
    /**
     * The parent of a position of Test_L1_R2, whose null-window search at 0 takes 1.56 M nodes
     * (the Test_L1_R2 position itself fell to 197 K, under the ten hook intervals this test needs,
     * when the order began to put forcing moves first).
     */
    private static final String MOVES = "241661555";

    private static final long HOOK_NODES = 20_000;

    @Test
    void searchUnwindsToAnAncestorAnotherThreadResolved() {
        BoardSize size = BoardSize.STANDARD;
        Position p = Position.parse(MOVES, size);
        int window = 0; // "is the score above 0?"

        Searcher alone = new Searcher(
                size, new TranspositionTable(16), new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        alone.newSearch(Long.MAX_VALUE, false, false);
        int answer = search(alone, p, window);
        long fullNodes = alone.nodes();
        assertTrue(fullNodes > 10 * HOOK_NODES, "the position is too small for this test: " + fullNodes + " nodes");

        // Thread 0 of a team of two; the "other thread" is simulated by a hook that, during the
        // search, stores the root's result the way a finished thread would.
        TranspositionTable table = new TranspositionTable(16);
        Searcher searcher = new SearchTeam(size, 2, table).main();
        searcher.newSearch(Long.MAX_VALUE, false, false);
        searcher.onLongSearch(HOOK_NODES, () -> storeResult(table, p, answer, window));
        int result = search(searcher, p, window);

        assertEquals(answer, result, "the search returned the stored bound of its root");
        assertNotNull(searcher.table().lookup(p));
        assertTrue(
                searcher.nodes() < HOOK_NODES + 3 * 4096,
                "searched " + searcher.nodes() + " nodes, the whole search takes " + fullNodes);
    }

    @Test
    void searchAloneNeverLooksForResolvedAncestors() {
        BoardSize size = BoardSize.STANDARD;
        Position p = Position.parse(MOVES, size);
        Searcher undisturbed = new Searcher(
                size, new TranspositionTable(16), new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        undisturbed.newSearch(Long.MAX_VALUE, false, false);
        search(undisturbed, p, 0);

        TranspositionTable table = new TranspositionTable(16);
        Searcher alone = new Searcher(size, table, new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        alone.newSearch(Long.MAX_VALUE, false, false);
        alone.onLongSearch(HOOK_NODES, () -> storeResult(table, p, Score.ofExact(5), 0));
        search(alone, p, 0);
        assertEquals(undisturbed.nodes(), alone.nodes(), "a lone search has no other thread to defer to");
    }

    @Test
    void searchFromPlyOneLooksOnlyAtItsOwnAncestors() {
        // The play engine searches root moves from ply 1. The path entry at ply 0 is then left
        // over from an earlier search, whose root the table has resolved (it stored it): it must
        // not be taken for an ancestor, or the unwinding would escape the search.
        BoardSize size = BoardSize.STANDARD;
        Searcher searcher = new SearchTeam(size, 2, new TranspositionTable(16)).main();
        searcher.newSearch(Long.MAX_VALUE, false, false);
        search(searcher, Position.parse(MOVES, size), 0);

        Position other = Position.parse("3356623335", size);
        Searcher alone = new Searcher(
                size, new TranspositionTable(16), new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        alone.newSearch(Long.MAX_VALUE, false, false);
        int expected = NullWindowSearch.ask(alone, other, 0, 1);
        searcher.newSearch(Long.MAX_VALUE, false, false);
        assertEquals(expected, NullWindowSearch.ask(searcher, other, 0, 1));
        assertTrue(searcher.nodes() > 2 * 4096, "the search must poll: " + searcher.nodes() + " nodes");
    }

    private static int search(Searcher s, Position p, int v) {
        return NullWindowSearch.ask(s, p, v, 0);
    }

    /**
     * Stores what a finished null-window search around {@code v} proves (fail-soft {@code result}),
     * under p's own and its mirror's key (the search uses one of them).
     */
    private static void storeResult(TranspositionTable table, Position p, int result, int v) {
        boolean high = result > Score.ofExact(v);
        int lower = high ? result : -Score.INFINITE;
        int upper = high ? Score.INFINITE : result;
        BoardSize size = p.size();
        table.store(p.key(), p.currentStones() + p.mask(), lower, upper, -1, TranspositionTable.DEPTH_EXACT, 1);
        table.store(
                p.mirrorKey(),
                size.mirror(p.currentStones()) + size.mirror(p.mask()),
                lower,
                upper,
                -1,
                TranspositionTable.DEPTH_EXACT,
                1);
    }
}
