package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.RandomPositions;
import c4.core.Score;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The 7x6 endgame is the generic endgame with constants: on the same position and window it
 * must return the same value after visiting the same number of nodes (the same tree, in the
 * same order), for full, null and odd windows, with and without what earlier searches left in
 * the cache.
 */
class StandardEndgameTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    /** Both endgames over one searcher (which counts their nodes), each with its own cache. */
    private static final class Pair {
        final Searcher searcher = new Searcher(
                SIZE, new TranspositionTable(1), new SearchControl(), StaticEvaluation.INSTANCE, null, null, null, 0);
        final EndgameCache genericCache = EndgameSearch.newCache(SIZE);
        final EndgameCache standardCache = EndgameSearch.newCache(SIZE);
        final EndgameSearch generic;
        final StandardEndgame standard;

        Pair() {
            searcher.newSearch(Long.MAX_VALUE, false, false);
            Frame[] frames = new Frame[SIZE.cells + 2];
            for (int i = 0; i < frames.length; i++) frames[i] = new Frame(SIZE.width);
            generic = new EndgameSearch(
                    searcher, SIZE, genericCache, new NodeChecks(SIZE), new MoveOrdering(SIZE), frames);
            standard = new StandardEndgame(searcher, standardCache, null, new MoveOrdering(SIZE));
        }

        void forget() {
            genericCache.newGeneration(EndgameSearch.CACHE_BITS);
            standardCache.newGeneration(EndgameSearch.CACHE_BITS);
        }

        /** Searches {@code p} with both; asserts equal values and node counts; returns the value. */
        int compare(Position p, int alpha, int beta) {
            long before = searcher.nodes();
            int g = generic.search(p.currentStones(), p.mask(), p.moveCount(), alpha, beta, SIZE.cells, 0);
            long genericNodes = searcher.nodes() - before;
            before = searcher.nodes();
            int s = standard.searchUnits(p.currentStones(), p.mask(), p.moveCount(), alpha, beta);
            long standardNodes = searcher.nodes() - before;
            String what = p.moveString() + " in (" + alpha + ", " + beta + ")";
            assertEquals(g, s, "value of " + what);
            assertEquals(genericNodes, standardNodes, "nodes of " + what);
            return s;
        }
    }

    @Test
    void visitsTheSameTreeAsTheGenericEndgame() {
        Pair pair = new Pair();
        RandomPositions positions = new RandomPositions(SIZE, 24);
        SplittableRandom random = new SplittableRandom(24);
        int searched = 0;
        while (searched < 120) {
            int empty = 6 + random.nextInt(Searcher.EXACT_TT_MIN_EMPTY - 6); // the endgame's range, 6..19 empty cells
            Position p = positions.next(SIZE.cells - empty);
            if (p == null) continue;
            pair.forget();
            int exact = pair.compare(p, -Score.INFINITE, Score.INFINITE);
            assertTrue(exact % Score.UNIT == 0 && Score.isProven(exact) || exact == 0, "an exact score: " + exact);
            // null windows at, above and below the score, then windows off the unit grid, the cache warm
            for (int s : new int[] {exact, exact + Score.UNIT, exact - Score.UNIT}) {
                pair.compare(p, s - 1, s);
                pair.compare(p, s - Score.UNIT, s);
            }
            int a = random.nextInt(-Score.INFINITE, Score.INFINITE - 1);
            pair.compare(p, a, a + 1 + random.nextInt(Score.INFINITE - a));
            searched++;
        }
    }

    @Test
    void anEmptyWindowBreaksTheContract() {
        Position p = SearchContractsTest.withEmptyCells(Searcher.EXACT_TT_MIN_EMPTY - 1);
        StandardEndgame standard = new Pair().standard;
        assertThrows(AssertionError.class, () -> standard.search(p.currentStones(), p.mask(), p.moveCount(), 3, 3));
    }
}
