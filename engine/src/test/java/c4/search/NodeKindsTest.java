package c4.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import org.junit.jupiter.api.Test;

/**
 * Which nodes are table nodes: exact searches leave positions below
 * {@link Searcher#EXACT_TT_MIN_EMPTY} empty cells to the endgame search (and its cache), while
 * depth-limited searches, which have no cache there, keep the shared table from
 * {@link Searcher#TT_MIN_EMPTY}. A root that is a table node leaves its entry in the table.
 */
class NodeKindsTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    /** Searches {@code p} to {@code depth} with a fresh table; returns what the table then holds of it. */
    private static TableAccess.Entry searchAndLookUp(Position p, int depth, boolean heuristic) {
        TranspositionTable table = new TranspositionTable(4);
        Searcher s = new Searcher(SIZE, table, new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        s.newSearch(Long.MAX_VALUE, heuristic, false);
        s.search(
                p.currentStones(),
                p.mask(),
                p.moveCount(),
                p.key(),
                p.mirrorKey(),
                -Score.INFINITE,
                Score.INFINITE,
                depth,
                0);
        return new TableAccess(table, SIZE).lookup(p);
    }

    @Test
    void exactSearchesUseTheTableOnlyFromTheExactThreshold() {
        assertTrue(Searcher.EXACT_TT_MIN_EMPTY > Searcher.TT_MIN_EMPTY);
        Position below = SearchContractsTest.withEmptyCells(Searcher.EXACT_TT_MIN_EMPTY - 1);
        assertNull(searchAndLookUp(below, TranspositionTable.DEPTH_EXACT, false));
        Position at = SearchContractsTest.withEmptyCells(Searcher.EXACT_TT_MIN_EMPTY);
        TableAccess.Entry entry = searchAndLookUp(at, TranspositionTable.DEPTH_EXACT, false);
        assertNotNull(entry);
        assertTrue(entry.proven());
    }

    @Test
    void depthLimitedSearchesKeepTheTableFromTheLowerThreshold() {
        Position p = SearchContractsTest.withEmptyCells(Searcher.EXACT_TT_MIN_EMPTY - 1);
        TableAccess.Entry entry = searchAndLookUp(p, 4, true);
        assertNotNull(entry);
        assertFalse(entry.proven());
    }
}
