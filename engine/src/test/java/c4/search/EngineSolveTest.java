package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code go solve} (Engine.solve) gives the benchmark scores, as {@code c4 solve} (Solver) does. */
class EngineSolveTest {
    private static Engine engine;
    private static Solver solver;

    @BeforeAll
    static void create() {
        engine = new Engine(BoardSize.STANDARD, 2, new TranspositionTable(32));
        solver = new Solver(BoardSize.STANDARD, 1, 32);
    }

    @AfterAll
    static void close() {
        engine.close();
        solver.close();
    }

    @Test
    void solveEqualsTheBenchmarkAndTheSolver() {
        List<PonsData.Entry> cases = new ArrayList<>(PonsData.sample("Test_L3_R1", 20));
        cases.addAll(PonsData.sample("Test_L2_R1", 6));
        for (PonsData.Entry e : cases) {
            Position p = Position.parse(e.moves());
            RecordingListener info = new RecordingListener();
            engine.begin();
            SearchResult r = engine.solve(p, false, info);
            assertEquals(e.score(), Score.exact(r.score()), e.moves() + " " + info);
            assertEquals(solver.solve(p, false).score(), Score.exact(r.score()), e.moves());
            assertEquals(List.of(e.score()), info.exactScores, e.moves());
            assertEquals(e.score() == 0 ? 1 : 0, info.drawProven, e.moves());
            // the move it plays keeps the score
            assertEquals(e.score(), solver.analyze(p, false)[r.column()], e.moves() + " column " + (r.column() + 1));
        }
    }

    @Test
    void weakSolveGivesTheSign() {
        for (PonsData.Entry e : PonsData.sample("Test_L3_R1", 10)) {
            Position p = Position.parse(e.moves());
            engine.begin();
            SearchResult r = engine.solve(p, true, SearchListener.NONE);
            assertEquals(Integer.signum(e.score()), Score.exact(r.score()), e.moves());
            int keep = solver.analyze(p, true)[r.column()];
            assertEquals(Integer.signum(e.score()), keep, e.moves() + " column " + (r.column() + 1));
        }
    }

    @Test
    void analyzeMatchesTheSolver() {
        for (PonsData.Entry e : PonsData.sample("Test_L3_R1", 5)) {
            Position p = Position.parse(e.moves());
            engine.begin();
            Integer[] scores = engine.analyze(p, false, SearchListener.NONE);
            int[] want = solver.analyze(p, false);
            for (int c = 0; c < 7; c++) {
                assertEquals(want[c] == Solver.INVALID_MOVE ? null : want[c], scores[c], e.moves() + " column " + (c + 1));
            }
        }
    }
}
