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
                int best = Arrays.stream(scores).filter(s -> s != Solver.INVALID_MOVE).max().orElseThrow();
                assertEquals(e.score(), best, set + " " + e.moves() + " " + Arrays.toString(scores));
            }
        }
    }

    @Test
    void columnScoresAgreeWithSolvingTheChild() {
        for (PositionSets.Entry e : PositionSets.sample("middle-easy", 6)) {
            Position p = Position.parse(e.moves());
            int[] scores = solver.analyze(p, false).scores();
            for (int c = 0; c < 7; c++) {
                if (!p.canPlay(c)) {
                    assertEquals(Solver.INVALID_MOVE, scores[c], "full column " + (c + 1));
                    continue;
                }
                Position child = p.copy();
                boolean wins = child.isWinningMove(c);
                child.play(c);
                int want = wins ? BoardSize.STANDARD.winScore(p.moveCount())
                        : child.isFull() ? 0 : -solver.solve(child, false).score();
                assertEquals(want, scores[c], e.moves() + " column " + (c + 1));
            }
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
