package c4.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import org.junit.jupiter.api.Test;

/**
 * The search's contracts are asserted at every node ({@link NodeChecks#enter}): a window with
 * alpha below beta within the scores, no win for the side to move on entry, and threat cells
 * read only where they were computed. The tests run with assertions on (surefire's
 * enableAssertions), so a broken caller fails here rather than searching a wrong tree.
 */
class SearchContractsTest {
    private static final BoardSize SIZE = BoardSize.STANDARD;

    private static long enter(NodeChecks checks, String moves, int alpha, int beta) {
        Position p = Position.parse(moves, SIZE);
        return checks.enter(
                p.currentStones(),
                p.mask(),
                checks.nonLosingMoves(p.currentStones(), p.mask()),
                p.moveCount(),
                alpha,
                beta);
    }

    @Test
    void anEmptyOrOutOfRangeWindowIsRefused() {
        NodeChecks checks = new NodeChecks(SIZE);
        enter(checks, "4453", -1000, 1000);
        assertThrows(AssertionError.class, () -> enter(checks, "4453", 5, 5));
        assertThrows(AssertionError.class, () -> enter(checks, "4453", 6, 5));
        assertThrows(AssertionError.class, () -> enter(checks, "4453", -Score.INFINITE - 1, 0));
        assertThrows(AssertionError.class, () -> enter(checks, "4453", 0, Score.INFINITE + 1));
    }

    @Test
    void aNodeWhoseSideToMoveCanWinAtOnceIsRefused() {
        NodeChecks checks = new NodeChecks(SIZE);
        Position p = Position.parse("112233", SIZE); // the first player to move, 1-2-3 on the bottom row
        assertTrue(p.canWinNow());
        assertThrows(
                AssertionError.class,
                () -> checks.enter(
                        p.currentStones(),
                        p.mask(),
                        checks.nonLosingMoves(p.currentStones(), p.mask()),
                        p.moveCount(),
                        -Score.INFINITE,
                        Score.INFINITE));
    }

    /** A position of {@code empty} empty cells, game not over, whose side to move cannot win at once. */
    static Position withEmptyCells(int empty) {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(1);
        while (true) {
            Position p = new Position(SIZE);
            while (!p.isGameOver() && !p.canWinNow() && SIZE.cells - p.moveCount() > empty) {
                int c = rnd.nextInt(SIZE.width);
                if (p.canPlay(c) && !p.isWinningMove(c)) p.play(c);
            }
            if (!p.isGameOver() && !p.canWinNow() && SIZE.cells - p.moveCount() == empty) return p;
        }
    }

    @Test
    void threatsAreReadOnlyOfANodeThatComputedThem() {
        NodeChecks checks = new NodeChecks(SIZE);
        Position early = withEmptyCells(30);
        long w = checks.enter(
                early.currentStones(),
                early.mask(),
                checks.nonLosingMoves(early.currentStones(), early.mask()),
                early.moveCount(),
                -Score.INFINITE,
                Score.INFINITE);
        if (!Bounds.isCut(w)) checks.ownThreats(); // 30 empty cells: computed
        Position late = withEmptyCells(NodeChecks.STACKED_MIN_EMPTY - 1);
        checks.enter(
                late.currentStones(),
                late.mask(),
                checks.nonLosingMoves(late.currentStones(), late.mask()),
                late.moveCount(),
                -Score.INFINITE,
                Score.INFINITE);
        assertThrows(AssertionError.class, checks::ownThreats, "the previous node's threats, stale");
    }

    @Test
    void theThresholdsThatReadThreatsAreInStepWithNodeChecks() {
        assertTrue(NodeChecks.thresholdsInStep(Searcher.TT_MIN_EMPTY, EndgameSearch.SORT_MIN_EMPTY));
        assertFalse(NodeChecks.thresholdsInStep(Searcher.TT_MIN_EMPTY, NodeChecks.STACKED_MIN_EMPTY - 1));
        assertFalse(NodeChecks.thresholdsInStep(NodeChecks.STACKED_MIN_EMPTY - 1, EndgameSearch.SORT_MIN_EMPTY));
    }
}
