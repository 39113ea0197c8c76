package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class SolverAnalyzeTest {
    private static Solver solver;

    @BeforeAll
    static void create() {
        solver = new Solver(BoardSize.STANDARD, 1, 32);
    }

    @AfterAll
    static void close() {
        solver.close();
    }

    @Test
    void bestColumnScoreIsThePositionScore() {
        // Beginning positions have expensive children (a bad move can leave a long game), so
        // they get a smaller sample.
        for (String set : new String[] {"end-easy", "middle-easy", "begin-easy"}) {
            for (PositionSets.Entry e : PositionSets.sample(set, set.equals("begin-easy") ? 8 : 60)) {
                int[] scores = solver.analyze(Position.parse(e.moves()), false).scores();
                int best = Arrays.stream(scores)
                        .filter(s -> s != Solver.INVALID_MOVE)
                        .max()
                        .orElseThrow();
                assertEquals(e.score(), best, set + " " + e.moves() + " " + Arrays.toString(scores));
            }
        }
    }

    /**
     * {@link Solver#analyze} and {@link Solver#columnScore} against this test's own definition of
     * a column's score (written out here on purpose, as the oracle): a winning move, a move that
     * fills the board, or minus the solved score of the position after the move.
     */
    @Test
    void columnScoresAgreeWithSolvingTheChild() {
        for (PositionSets.Entry e : PositionSets.sample("middle-easy", 6)) {
            Position p = Position.parse(e.moves());
            int[] scores = solver.analyze(p, false).scores();
            for (int c = 0; c < 7; c++) {
                if (!p.canPlay(c)) {
                    assertEquals(Solver.INVALID_MOVE, scores[c], "full column " + (c + 1));
                    assertEquals(Solver.INVALID_MOVE, solver.columnScore(p, c, false), "full column " + (c + 1));
                    continue;
                }
                Position child = p.copy();
                boolean wins = child.isWinningMove(c);
                child.play(c);
                int want = wins
                        ? BoardSize.STANDARD.winScore(p.moveCount())
                        : child.isFull() ? 0 : -solver.solve(child, false).score();
                assertEquals(want, scores[c], e.moves() + " column " + (c + 1));
                assertEquals(want, solver.columnScore(p, c, false), e.moves() + " column " + (c + 1));
                assertEquals(
                        Integer.signum(want),
                        solver.columnScore(p, c, true),
                        e.moves() + " column " + (c + 1) + ", weak");
            }
            assertEquals(Solver.INVALID_MOVE, solver.columnScore(p, -1, false), "off the board");
            assertEquals(Solver.INVALID_MOVE, solver.columnScore(p, 7, false), "off the board");
        }
    }

    @Test
    void aColumnThatWinsOrFillsTheBoardIsScoredWithoutASearch() {
        Position p = Position.parse("445566"); // X to move wins at once with 3 or 7
        assertEquals(BoardSize.STANDARD.winScore(p.moveCount()), solver.columnScore(p, 2, false));
        assertEquals(BoardSize.STANDARD.winScore(p.moveCount()), solver.columnScore(p, 6, false));
        assertEquals(1, solver.columnScore(p, 2, true));
        // 3x3 holds no four: the last empty cell (column 3) fills the board, a draw
        BoardSize small = BoardSize.of(3, 3);
        try (Solver tiny = new Solver(small, 1, 1)) {
            Position last = Position.parse("12312312", small);
            assertEquals(0, tiny.columnScore(last, 2, false));
            assertEquals(Solver.INVALID_MOVE, tiny.columnScore(last, 0, false), "a full column");
        }
    }

    @Tag("slow")
    @Test
    void fullColumnIsMarkedAndWeakScoresAreSigns() {
        Position p = Position.parse("444444");
        Solver.Analysis strong = solver.analyze(p, false);
        int[] weak = solver.analyze(p, true).scores();
        assertEquals(Solver.INVALID_MOVE, strong.scores()[3]);
        assertEquals(Solver.INVALID_MOVE, weak[3]);
        for (int c = 0; c < 7; c++) {
            if (c == 3) continue;
            assertEquals(Integer.signum(strong.scores()[c]), weak[c], "column " + (c + 1));
        }
        assertTrue(strong.nodes() > 0, "the children's searches count: " + strong.nodes());
    }

    @Tag("slow")
    @Test
    void immediateWinIsScoredAsSuch() {
        Position p = Position.parse("112233"); // first player wins by playing column 4
        int[] scores = solver.analyze(p, false).scores();
        assertEquals(18, scores[3]);
        assertEquals(BoardSize.STANDARD.winScore(6), scores[3]);
        for (int c = 0; c < 7; c++) {
            if (c == 3) continue;
            Position child = p.copy();
            child.play(c);
            int solved = -solver.solve(child, false).score();
            assertEquals(solved, scores[c], "column " + (c + 1) + " against solving the position after it");
            assertTrue(scores[c] < scores[3], "column " + (c + 1) + " scores below the win: " + scores[c]);
        }
    }
}
